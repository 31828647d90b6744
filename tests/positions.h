/* positions.h - positions the suites share (header only, no SDL). */
#ifndef YS_TESTS_POSITIONS_H
#define YS_TESTS_POSITIONS_H

#include "ys/ys.h"

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
