/* levels.h - what each bot level is worth, in words filled from the
 * measured table (bot_levels_table.h, written by scripts/bot-levels.py). */
#ifndef UI_LEVELS_H
#define UI_LEVELS_H

/* One measured row: the level, the level it played against (three of
 * them), the players, the games, its share of the wins in thousandths and
 * the median time it thought per decision. */
typedef struct {
    int level, against, players, games, wins_milli;
    double think_ms;
} UiLevelRow;

/* Below this many games a level's line gives its thinking time only, not
 * its share of the wins. */
#define UI_LEVEL_MIN_GAMES 20

/* The row of an AiLevel measured with the most players, or NULL where none
 * was measured. */
const UiLevelRow *ui_level_row(int level);
/* The row of an AiLevel for a game of that many players: the one measured
 * with them, else ui_level_row's; NULL where none was measured. */
const UiLevelRow *ui_level_row_for(int level, int players);
/* The level's help line in the current language, from ui_level_row_for
 * (level, players) ("Level hard: beats three medium bots 6 games in 10 (an
 * equal bot: 1 in 4), thinks about 0.9 s a move (measured over 56 games)";
 * against one bot where it was measured in 2-player games); 0, and buf
 * empty, where the level was not measured. */
int ui_level_line(int level, int players, char *buf, int len);
/* The level in plain words, its place on the ladder from the same row:
 * what it is for (medium: the one to start with) and how it fares against
 * the bots of the level below it was measured against, as a share in words ("Level medium: a
 * good first opponent, start here. Against three easy bots it wins about
 * half its games."), an equal bot's share beside a share under half; 0, and
 * buf empty, where the level was not measured. The figures are
 * ui_level_line's. */
int ui_level_ladder(int level, int players, char *buf, int len);

#endif
