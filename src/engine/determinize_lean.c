/* determinize_lean.c - a dealt world leaned toward what a player reads into
 * where the others hid their brokers (ys_determinize_lean). Apart from
 * determinize.c so that the engine alone links no libm: only the bots use it. */
#include <math.h>

#include "internal.h"
#include "ys/determinize.h"

/* A broker the lean may move: another human's, face down on the board with
 * the value the view hides; not in the throne room, not a Mercenary, and not
 * one that was sent to the throne (a Magician can swap it onto the board),
 * whose value stays one of those it was sent from. */
int ys__leanable(const YsView *v, int i)
{
    const YsBroker *b = &v->pool[i];
    if (b->place == YS_NONE || b->place == YS_THRONE || b->value != YS_UNKNOWN || b->merc || v->throne_may[i]) return 0;
    if (b->owner >= v->opt.players || b->owner == v->viewer) return 0;
    return !(v->opt.players == 2 && b->owner == YS_NEUTRAL);
}

/* The value of the k-th broker behind q's screen (from 0, counting up by
 * value): how many of the running counts k reaches, without a branch (a
 * loop over the values would mispredict its exit). */
static int behind_value(const YsGame *g, int q, int k)
{
    const uint8_t *c = g->behind[q];
    int c1 = c[0], c2 = c1 + c[1], c3 = c2 + c[2], c4 = c3 + c[3];
    return (k >= c1) + (k >= c2) + (k >= c3) + (k >= c4);
}

/* Metropolis's test, u >= exp(x) for x < 0, mostly without exp: e^x lies
 * between (1 + x/4)^4 (x >= -4) and 1 / (1 - x/4)^4, and only a u within a
 * margin of that interval (far wider than the bounds' rounding) needs the
 * exp itself, so the answer is always exp's. */
int ys__lean_refuses(double u, double x)
{
    const double margin = 1e-9;
    double up = 1 - 0.25 * x, lo = 1 + 0.25 * x;
    up *= up, lo *= lo;
    double hi = 1 / (up * up), low = x >= -4 ? lo * lo : 0;
    if (u >= hi + margin) return 1;
    if (u < low - margin) return 0;
    return u >= exp(x);
}

int ys_deal_lean(const YsDealer *dealer, const double *lean, int sweeps, uint64_t *rng, YsGame *out)
{
    const YsView *v = dealer->view;
    if (v->viewer < 0) {
        *out = *v;
        return -1;
    }
    ys__deal(dealer, rng, out);
    for (int q = 0; q < v->opt.players && lean; q++) {
        const uint8_t *id = dealer->priv.lean_ids[q];
        int n = dealer->priv.nlean[q], m = v->behind_count[q];
        /* Metropolis over the owner's hidden brokers on the board and behind
         * the screen (whose lean is 0): swapping two values keeps every count
         * the view implies */
        for (int k = 0; n > 0 && n + m > 1 && k < sweeps * (n + m); k++) {
            int x = (int)ys_rng_below(rng, (uint32_t)(n + m)), y = (int)ys_rng_below(rng, (uint32_t)(n + m));
            if (x >= n && y >= n) continue;
            int swap = (x ^ y) & -(x >= n); /* the board's one first, without a branch */
            x ^= swap, y ^= swap;
            int a = id[x], va = out->pool[a].value;
            int b = y < n ? id[y] : -1, vb = b >= 0 ? out->pool[b].value : behind_value(out, q, y - n);
            if (va == vb) continue;
            double gain = (vb - va) * (lean[a] - (b >= 0 ? lean[b] : 0));
            if (gain < 0 && ys__lean_refuses((double)(ys_rng_next(rng) >> 11) * 0x1.0p-53, gain)) continue;
            out->pool[a].value = (uint8_t)vb;
            if (b >= 0) {
                out->pool[b].value = (uint8_t)va;
            } else {
                out->behind[q][vb]--;
                out->behind[q][va]++;
            }
        }
    }
    ys__sync_places(out); /* the dealt and leaned values counted in the places' numbers */
    return 0;
}

int ys_determinize_lean(const YsView *v, const double *lean, int sweeps, uint64_t *rng, YsGame *out)
{
    YsDealer d;
    ys_dealer_init(&d, v);
    return ys_deal_lean(&d, lean, sweeps, rng, out);
}
