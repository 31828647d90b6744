/* leads.c - live majorities: who leads each contest of the board as one
 * player sees it, counted with the rules of counting (ys__rank_seats and
 * the city's tie rules), face-down brokers the viewer cannot see left out
 * and counted as unknown. */
#include <string.h>

#include "internal.h"

/* The tie rules as they stand now: the front total is what will stand in
 * front of the screen at counting (front, and behind where known). */
static void tie_rules_now(const YsGame *g, YsGame *t)
{
    memcpy(t, g, sizeof *t);
    for (int s = 0; s < g->seats; s++) {
        int front = ys_front_total(g, s);
        if (s < g->opt.players && (g->viewer == -1 || g->viewer == s))
            for (int v = 0; v < YS_VALUES; v++)
                front += v * g->behind[s][v];
        t->priv.front_sum[s] = front;
    }
    ys__tie_keys(t);
}

/* Adds one place's brokers to a contest. */
static void add_place(const YsGame *g, int pl, YsLead *l, unsigned *mask)
{
    for (int i = 0; i < g->priv.plen[pl]; i++) {
        const YsBroker *b = &g->pool[g->priv.plist[pl][i]];
        *mask |= 1u << b->owner;
        if (b->value == YS_UNKNOWN)
            l->hidden[b->owner]++;
        else
            l->known[b->owner] = (int16_t)(l->known[b->owner] + (b->merc ? 5 : b->value));
    }
}

static void rank(const YsGame *t, YsLead *l, unsigned mask)
{
    int tot[YS_MAX_SEATS] = {0};
    uint8_t order[YS_MAX_SEATS];
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        tot[s] = l->known[s];
        if (!(mask & (1u << s))) l->known[s] = -1;
    }
    int n = ys__rank_seats(t, tot, mask, order);
    l->leader = n ? (int8_t)order[0] : -1;
    l->runner_up = n > 1 ? (int8_t)order[1] : -1;
    l->margin = (int16_t)(n > 1 ? tot[order[0]] - tot[order[1]] : n ? tot[order[0]] : 0);
    YsRanking r; /* how the leader stands before the runner-up, as the counting would tell it */
    ys__ranking(t, &r, tot, mask, order, n, 1);
    l->why = r.why[0];
    l->certain = 1;
    for (int s = 0; s < YS_MAX_SEATS; s++)
        if (l->hidden[s]) l->certain = 0;
}

static YsLead *next(YsLeads *out, int kind, int index)
{
    YsLead *l = &out->lead[out->n++];
    memset(l, 0, sizeof *l);
    l->kind = (uint8_t)kind;
    l->index = (uint8_t)index;
    return l;
}

void ys_leads(const YsGame *g, YsLeads *out)
{
    YsGame tie_rules;
    YsGame *tie = &tie_rules;
    tie_rules_now(g, tie);
    out->n = 0;
    for (int nb = 0; nb < g->opt.nbhds; nb++) {
        unsigned nmask = 0;
        YsLead *n = next(out, YS_LEAD_NBHD, nb);
        for (int a = 0; a < 3; a++) {
            unsigned mask = 0;
            int pl = YS_PLACE_CITY(nb, a);
            YsLead *l = next(out, YS_LEAD_AREA, pl);
            add_place(g, pl, l, &mask);
            rank(tie, l, mask);
            add_place(g, pl, n, &nmask);
        }
        rank(tie, n, nmask);
    }
    unsigned bmask = 0;
    YsLead *bidder = &out->bidder;
    memset(bidder, 0, sizeof *bidder);
    bidder->kind = YS_LEAD_BIDDER;
    memset(&out->columns, 0, sizeof out->columns);
    for (int row = 1; row <= 3; row++) {
        int first = YS_PLACE_MARKET(row, 0);
        if (!ys__place_used(g, first)) continue;
        unsigned mask = 0;
        YsLead *l = next(out, YS_LEAD_ROW, row);
        for (int c = 0; c < YS_COLOURS; c++) {
            add_place(g, first + c, l, &mask);
            add_place(g, first + c, bidder, &bmask);
            for (int i = 0; i < g->priv.plen[first + c]; i++) {
                const YsBroker *b = &g->pool[g->priv.plist[first + c][i]];
                out->columns.brokers[c]++;
                if (b->value == YS_UNKNOWN)
                    out->columns.hidden[c]++;
                else
                    out->columns.total[c] = (int16_t)(out->columns.total[c] + (b->merc ? 5 : b->value));
            }
        }
        rank(tie, l, mask);
    }
    rank(tie, bidder, bmask);
    /* columns: by total, then broker count; tied ones stay left first */
    for (int c = 0; c < YS_COLOURS; c++) {
        int key = out->columns.total[c] * 8 + out->columns.brokers[c], j = c;
        while (j > 0) {
            int p = out->columns.order[j - 1];
            if (out->columns.total[p] * 8 + out->columns.brokers[p] >= key) break;
            out->columns.order[j] = (uint8_t)p;
            j--;
        }
        out->columns.order[j] = (uint8_t)c;
    }
    for (int i = 0; i < YS_COLOURS; i++)
        out->columns.steps[out->columns.order[i]] = ys_data.column_steps[i];
}
