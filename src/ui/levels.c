/* levels.c - the bot levels' help lines: one sentence template per language,
 * the numbers from the generated table and nothing typed by hand. */
#include <stdio.h>

#include "levels.h"
#include "ui_text.h"
#include "ys/ai.h"

static const UiLevelRow rows[] = {
#include "bot_levels_table.h"
};

/* (a level's rows come the most players first) */
const UiLevelRow *ui_level_row(int level)
{
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].level == level) return &rows[i];
    return NULL;
}

const UiLevelRow *ui_level_row_for(int level, int players)
{
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (rows[i].level == level && rows[i].players == players) return &rows[i];
    return ui_level_row(level);
}

/* A row's sentence by its number of opponents (players less one): one, two
 * or three bots of the level below. */
static UiStrId by_opponents(int players, UiStrId one, UiStrId two, UiStrId three)
{
    return players == 2 ? one : players == 3 ? two : three;
}

static UiStrId level_str(int level)
{
    static const UiStrId id[] = {S_LEVEL_RANDOM, S_LEVEL_EASY, S_LEVEL_MEDIUM, S_LEVEL_HARD, S_LEVEL_EXPERT};
    return level >= AI_RANDOM && level <= AI_EXPERT ? id[level] : S_LEVEL_RANDOM;
}

int ui_level_line(int level, int players, char *buf, int len)
{
    const UiLevelRow *r = ui_level_row_for(level, players);
    if (len > 0) buf[0] = 0;
    if (!r || r->games <= 0 || len <= 0) return 0;
    char think[32];
    int ms = (int)(r->think_ms + 0.5);
    if (ms < 100) /* a quick level: at least 1 ms, never "0" */
        snprintf(think, sizeof think, ui_str(S_THINK_MS), ms < 1 ? 1 : ms);
    else /* tenths of a second, rounded */
        snprintf(think, sizeof think, ui_str(S_THINK_SECONDS), (ms + 50) / 1000, (ms + 50) / 100 % 10);
    int in10 = (r->wins_milli + 50) / 100, n;
    if (r->games < UI_LEVEL_MIN_GAMES) /* a share of a handful of games says nothing */
        n = snprintf(buf, (size_t)len, ui_str(S_LEVEL_LINE_FEW), ui_str(level_str(level)), think, r->games);
    else
        n = snprintf(buf, (size_t)len, ui_str(by_opponents(r->players, S_LEVEL_LINE_1, S_LEVEL_LINE_2, S_LEVEL_LINE)),
                     ui_str(level_str(level)), ui_str(level_str(r->against)), in10, r->players, think, r->games);
    if (n < 0) buf[0] = 0;
    return buf[0] != 0;
}

/* A share of the wins, in words. */
static UiStrId share_words(int milli)
{
    return milli >= 850   ? S_SHARE_ALL
           : milli >= 650 ? S_SHARE_MOST
           : milli >= 550 ? S_SHARE_OVER_HALF
           : milli >= 450 ? S_SHARE_HALF
           : milli >= 360 ? S_SHARE_THIRD_PLUS
           : milli >= 280 ? S_SHARE_THIRD
                          : S_SHARE_QUARTER;
}

int ui_level_ladder(int level, int players, char *buf, int len)
{
    static const UiStrId role[] = {S_ROLE_EASY, S_ROLE_MEDIUM, S_ROLE_HARD, S_ROLE_EXPERT};
    const UiLevelRow *r = ui_level_row_for(level, players);
    if (len > 0) buf[0] = 0;
    if (!r || r->games <= 0 || len <= 0 || level < AI_EASY || level > AI_EXPERT) return 0;
    const char *name = ui_str(level_str(level)), *what = ui_str(role[level - AI_EASY]);
    int n;
    if (r->games < UI_LEVEL_MIN_GAMES) {
        n = snprintf(buf, (size_t)len, ui_str(S_LADDER_FEW), name, what);
    } else {
        /* under half, the words alone read as weak: an equal bot's share beside them */
        char more[96] = "";
        int even = r->players > 0 ? 1000 / r->players : 250;
        if (r->wins_milli < 450 && r->wins_milli > even && r->players >= 2 && r->players <= 4)
            snprintf(more, sizeof more, ui_str(S_EVEN_MORE), ui_str((UiStrId)(S_EVEN_2 + r->players - 2)));
        n = snprintf(buf, (size_t)len,
                     ui_str(by_opponents(r->players, S_LADDER_LINE_1, S_LADDER_LINE_2, S_LADDER_LINE)), name, what,
                     ui_str(level_str(r->against)), ui_str(share_words(r->wins_milli)), more);
    }
    if (n < 0) buf[0] = 0;
    return buf[0] != 0;
}
