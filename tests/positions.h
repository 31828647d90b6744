/* positions.h - positions the suites share (header only, no SDL). */
#ifndef YS_TESTS_POSITIONS_H
#define YS_TESTS_POSITIONS_H

#include <stdio.h>
#include <string.h>

#include "ys/ys.h"

/* A new game from options written as "players=3 kings_favor=1" and a seed;
 * 0, or -1 when an option is refused. */
static inline int game_from_options(YsGame *g, const char *opts, uint64_t seed)
{
    YsOptions o;
    ys_options_default(&o);
    char buf[160], err[160];
    snprintf(buf, sizeof buf, "%s", opts);
    for (char *kv = strtok(buf, " "); kv; kv = strtok(NULL, " ")) {
        char *eq = strchr(kv, '=');
        if (!eq) return -1;
        *eq = 0;
        if (ys_options_set(&o, kv, eq + 1, err, sizeof err)) return -1;
    }
    o.seed = seed;
    return ys_new(g, &o, err, sizeof err) ? -1 : 0;
}

/* A position a few moves into a 4-player game (seed 11), at a placement,
 * as the player to move sees it. */
static inline int placement_view(YsView *v)
{
    static YsGame g;
    YsOptions o;
    ys_options_default(&o);
    o.seed = 11;
    if (ys_new(&g, &o, NULL, 0)) return -1;
    uint64_t rng = 5;
    while (g.dec != YS_DEC_PLACE)
        if (ys_play_random(&g, &rng)) return -1;
    return ys_view(&g, ys_to_move(&g), v);
}

#endif
