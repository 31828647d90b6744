/* stats.h - what a player's history says about them (stats.c): counted
 * from the history's games alone, nothing stored beside them. Pure C. */
#ifndef YS_UI_STATS_H
#define YS_UI_STATS_H

#include "history.h"
#include "ys/ai.h"

#define UI_STATS_LAST 20 /* games in the chart of gold */
#define UI_STATS_LEVELS (AI_EXPERT + 1)

typedef struct {
    int games, wins;
} UiTally;

/* One human name's record. Games where Undo was used are counted apart
 * (undo) and in nothing else. */
typedef struct {
    char name[24];
    UiTally all;
    UiTally players[YS_MAX_HUMANS + 1]; /* by number of players, [2]..[4] */
    UiTally level[UI_STATS_LEVELS];     /* by the strongest bot's level */
    UiTally hot_seat;                   /* games with no bot, at one screen */
    UiTally online;                     /* online games (against people at other screens, bots or not) */
    UiTally undo;                       /* counted apart */
    long gold_sum;                      /* average: gold_sum / all.games */
    int best_gold;                      /* -1 with no game */
    int best_margin, has_margin;        /* the widest win: gold over the next seat */
    int gems[YS_COLOURS];               /* gems held at the end, by colour */
    int favourite;                      /* the colour with most gems, -1 with none */
    int last[UI_STATS_LAST], nlast;     /* gold of the latest games, oldest first */
} UiPlayerStats;

/* Counts list (newest first, as ui_history_list gives it) by human name
 * into out (at most max names, the most games first, then by name).
 * Returns the number of names. */
int ui_stats_compute(const UiHistGame *list, int n, UiPlayerStats *out, int max);
/* A tally's wins in percent of its games, rounded; -1 with no game. */
int ui_stats_share(UiTally t);
/* The average gold, rounded; -1 with no game. */
int ui_stats_average(const UiPlayerStats *p);

#endif
