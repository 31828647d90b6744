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

/* ys_determinize, with what a player may read into where the others hid
 * their brokers: the values of each other human's face-down brokers on the
 * board that v hides (not the throne room's, not a Mercenary's) and of the
 * brokers behind that human's screen are then permuted among themselves, so
 * the world still agrees with all of v, toward lean: a world's chance is
 * weighted by exp(the sum of lean[id] * value) over those board brokers, id
 * their pool index (lean[id] > 0: the broker is likely a higher one than
 * those behind the screen, whose lean is 0). Metropolis swaps, sweeps per
 * broker. NULL lean: as ys_determinize. Returns 0, or -1 as ys_determinize. */
int ys_determinize_lean(const YsView *v, const double *lean, int sweeps, uint64_t *rng, YsGame *out);

#endif
