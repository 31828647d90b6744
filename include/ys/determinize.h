/* determinize.h - sampling a whole game that a player's view could come from. */
#ifndef YS_DETERMINIZE_H
#define YS_DETERMINIZE_H

#include "ys/ys.h"

/* Fills *out with a full game (viewer -1) that agrees with everything the
 * view v shows and samples what it hides from the component table: other
 * players' brokers behind the screen, face down on the board and in the
 * throne room, unrevealed bids and throne choices, 2-player neutral brokers
 * and supplies, other players' hands, the ship deck and the palace stacks.
 * The result can be continued with ys_apply / ys_play_random. The sample
 * depends only on v and *rng, which it advances. Returns 0, or -1 if v is
 * not a view (viewer < 0); out is then a copy of v. */
int ys_determinize(const YsView *v, uint64_t *rng, YsGame *out);

#endif
