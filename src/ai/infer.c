/* infer.c - what expert reads into where its opponents hid their brokers.
 * Each player places two brokers at a time, one face up and one face down,
 * so the values hidden on the board are known as a set once the placing is
 * done but not which is where; a player who remembers how people play reads
 * the board: a face-down broker in the market is more often a low one, one
 * in a crowded port a high one. Each hidden broker's lean (the weight of a
 * point of its value in ys_determinize_lean) is a weighted sum of what the
 * board shows around it (ai_lean_features); the weights (lean_table.h) are
 * fitted to hard's self-play by ys-fit-lean (tools/fit). */
#include "ai_internal.h"
#include "lean_table.h"

static int same_contest(int a, int b)
{
    if (YS_IS_CITY(a) && YS_IS_CITY(b)) return a == b;
    if (YS_IS_MARKET(a) && YS_IS_MARKET(b)) return YS_MARKET_ROW(a) == YS_MARKET_ROW(b);
    return 0;
}

static int same_nbhd(int a, int b) { return YS_IS_CITY(a) && YS_IS_CITY(b) && a / 3 == b / 3; }

void ai_lean_features(const YsGame *g, int id, double f[AI_NLEAN])
{
    const YsBroker *b = &g->pool[id];
    for (int k = 0; k < AI_NLEAN; k++)
        f[k] = 0;
    int area = YS_IS_CITY(b->place) ? b->place % 3 : -1;
    f[AI_L_MARKET] = area < 0;
    f[AI_L_PORT] = area == YS_AREA_PORT;
    f[AI_L_PALACE] = area == YS_AREA_PALACE;
    for (int j = 0; j < YS_POOL; j++) {
        const YsBroker *c = &g->pool[j];
        if (j == id || c->place == YS_NONE || c->place == YS_THRONE) continue;
        int mine = c->owner == b->owner, shown = c->up ? (c->merc ? 5 : c->value) : 0;
        if (same_contest(c->place, b->place)) {
            f[mine ? AI_L_OWN : AI_L_RIVALS]++;
            f[mine ? AI_L_OWN_SHOWN : AI_L_RIVALS_SHOWN] += shown;
        }
        if (same_nbhd(c->place, b->place)) f[mine ? AI_L_OWN_NBHD : AI_L_RIVALS_NBHD]++;
    }
}

int ai_leans(const YsView *v, double *lean)
{
    int players = v->opt.players, any = 0;
    for (int i = 0; i < YS_POOL; i++)
        lean[i] = 0;
    if (players < 2 || players > 4 || !ai_lean_fitted[players - 2]) return 0;
    const double *w = ai_lean_weights[players - 2];
    /* every broker on the board the view hides; which of them a world may
     * move (not the neutral's, not a Mercenary...) is ys_determinize_lean's */
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &v->pool[i];
        if (b->place == YS_NONE || b->place == YS_THRONE || b->value != YS_UNKNOWN) continue;
        double f[AI_NLEAN];
        ai_lean_features(v, i, f);
        for (int k = 0; k < AI_NLEAN; k++)
            lean[i] += w[k] * f[k];
        any = 1;
    }
    return any;
}
