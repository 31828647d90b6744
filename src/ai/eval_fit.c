/* eval_fit.c - the evaluation fitted to self-play outcomes: each seat's chance
 * to win is a softmax over the seats of a weighted sum of its features
 * (ai_features), one set of weights per player count and turn. The weights
 * are eval_table.h, written by ys-fit (tools/fit). */
#include <math.h>

#include "ai_internal.h"
#include "eval_table.h"

void ai_eval_fitted(const YsGame *g, int viewer, double *win)
{
    YsResult res;
    if (!ys_result(g, &res)) { /* over: the winners share the win */
        for (int s = 0; s < g->seats; s++)
            win[s] = 0;
        for (int w = 0; w < res.nwinners; w++)
            win[res.winners[w]] = 1.0 / res.nwinners;
        return;
    }
    int pl = g->opt.players < 2 ? 2 : g->opt.players > 4 ? 4 : g->opt.players;
    int round = g->round < 1 ? 1 : g->round > YS_ROUNDS ? YS_ROUNDS : g->round;
    const double *w = ai_fit_weights[pl - 2][round - 1];
    /* a feature weighed 0 adds 0 whatever its value: left uncomputed (0) */
    unsigned want = 0;
    for (int k = 0; k < AI_NFEAT; k++)
        want |= (unsigned)(w[k] != 0) << k;
    double f[YS_MAX_SEATS][AI_NFEAT];
    ai_features_of(g, viewer, want, f);
    double u[YS_MAX_SEATS], top = -INFINITY, z = 0;
    for (int s = 0; s < g->seats; s++) {
        u[s] = 0;
        for (int k = 0; k < AI_NFEAT; k++)
            u[s] += w[k] * f[s][k];
        if (u[s] > top) top = u[s];
    }
    for (int s = 0; s < g->seats; s++)
        z += win[s] = exp(u[s] - top);
    for (int s = 0; s < g->seats; s++)
        win[s] /= z;
}
