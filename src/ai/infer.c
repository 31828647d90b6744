/* infer.c - what expert reads into where its opponents hid their brokers.
 * Each player places two brokers at a time, one face up and one face down,
 * so the values hidden on the board are known as a set once the placing is
 * done but not which is where; a player who remembers how people play reads
 * the placing he watched: a face-down broker sent to the market is more
 * often a low one, one sent after a rival's face-down broker to the same
 * place a high one, and the face-up broker placed with it says something of
 * it too. Each hidden broker's lean (the weight of a point of its value in
 * ys_determinize_lean) is a weighted sum of what the turn's placing showed
 * around it (ai_lean_features, from YsGame.placing, which the counting does
 * not erase); the weights (lean_table.h) are fitted to hard's self-play by
 * ys-fit-lean (tools/fit). */
#include <stdlib.h>

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
    for (int k = 0; k < AI_NLEAN; k++)
        f[k] = 0;
    int a = g->arrival[id];
    if (a == YS_NONE || a >= g->nplacing) return; /* not placed this turn (the throne room's) */
    /* the placing as it went, not the board as it is: the counting takes
     * brokers back, and what they showed still tells */
    int place = g->placing[a].place, owner = g->placing[a].owner, placer = g->placing[a].placer;
    f[AI_L_PLACED] = 1;
    int area = YS_IS_CITY(place) ? place % 3 : -1;
    f[AI_L_MARKET] = area < 0;
    f[AI_L_PORT] = area == YS_AREA_PORT;
    f[AI_L_PALACE] = area == YS_AREA_PALACE;
    if (area < 0) f[AI_L_MARKET_ROW] = YS_MARKET_ROW(place);
    if (area == YS_AREA_PORT) { /* the ships' cards stay the turn through; their gems go at the counting */
        const uint8_t *card = g->port_card[place / 3];
        for (int k = 0; k < 3; k++)
            f[AI_L_PORT_GEMS] += card[k] != YS_NONE;
        f[AI_L_PORT_GEMS] += g->opt.players == 4 && card[0] != YS_NONE;
    }
    for (int j = 0; j < g->nplacing; j++) {
        if (j == a) continue;
        int pl = g->placing[j].place, mine = g->placing[j].owner == owner;
        int shown = g->placing[j].shown == YS_UNKNOWN ? 0 : g->placing[j].shown, up = g->placing[j].shown != YS_UNKNOWN;
        if (same_contest(pl, place)) {
            f[mine ? AI_L_OWN : AI_L_RIVALS]++;
            f[mine ? AI_L_OWN_SHOWN : AI_L_RIVALS_SHOWN] += shown;
            if (!mine && shown > f[AI_L_RIVAL_BEST]) f[AI_L_RIVAL_BEST] = shown;
            if (!mine && j < a) f[AI_L_CONTEST_BEFORE] += shown;
        }
        if (same_nbhd(pl, place)) f[mine ? AI_L_OWN_NBHD : AI_L_RIVALS_NBHD]++;
        if (j < a && pl == place) {
            f[AI_L_ARRIVAL]++;
            if (!mine) f[up ? AI_L_BEFORE_SHOWN : AI_L_BEFORE_HIDDEN] += up ? shown : 1;
        }
        if (j < a && mine) f[AI_L_OWN_BEFORE]++;
        /* its placement (two brokers, three with the neutral's): the face-up
         * one its owner placed next to it, nobody else's between */
        if (up && mine && g->placing[j].placer == placer && abs(j - a) <= 2) {
            int apart = 0;
            for (int k = (j < a ? j : a) + 1; k < (j < a ? a : j); k++)
                apart |= g->placing[k].placer != placer;
            if (!apart) {
                f[AI_L_MATE_SHOWN] = shown;
                f[AI_L_MATE_SAME] = same_contest(pl, place);
                f[AI_L_HID_FIRST] = a < j;
            }
        }
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
