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

/* What the dealing reads off a view before its first draw, read once: a
 * search deals thousands of worlds from one view. ys_deal and ys_deal_lean
 * deal from it exactly what ys_determinize and ys_determinize_lean deal
 * from its view with the same *rng, draw for draw. The view must outlive
 * the dealer and stay as it was; only the engine reads priv. */
typedef struct YsDealer {
    const YsView *view;
    struct YsDealt {
        int left[YS_MAX_SEATS][YS_VALUES];       /* a human's values the view leaves to deal */
        uint8_t hidden[YS_MAX_SEATS][YS_POOL];   /* its brokers on the board whose value it hides */
        int throne[YS_MAX_SEATS][YS_ROUNDS * 2]; /* those of them once sent to the throne room */
        int nthrone[YS_MAX_SEATS];               /* (pool order) */
        uint8_t nhidden[YS_MAX_SEATS];
        uint8_t lean_ids[YS_MAX_SEATS][YS_POOL]; /* the hidden ones the lean may move */
        uint8_t nlean[YS_MAX_SEATS];
        int neutral_left[2][YS_VALUES]; /* 2 players: each human's neutral values */
        uint8_t neutral_hidden[2][YS_POOL], nneutral_hidden[2];
        uint8_t cards[15], ncards;    /* characters nobody is known to hold */
        uint8_t ships[24][3], nships; /* ship cards not known to be drawn */
        uint8_t known[24][3], nknown; /* and those known */
    } priv;
} YsDealer;

/* Reads v into *d; -1 if v is not a view (viewer < 0). */
int ys_dealer_init(YsDealer *d, const YsView *v);
/* ys_determinize and ys_determinize_lean of d's view (-1 as they, when it
 * is no view). */
int ys_deal(const YsDealer *d, uint64_t *rng, YsGame *out);
int ys_deal_lean(const YsDealer *d, const double *lean, int sweeps, uint64_t *rng, YsGame *out);

#endif
