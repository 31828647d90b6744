/* json.c - the protocol's JSON documents: state and views, legal moves,
 * the log and the result, each on one line. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void ys_buf_free(YsBuf *b)
{
    free(b->s);
    b->s = NULL;
    b->n = b->cap = 0;
}

void ys_buf_printf(YsBuf *b, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = b->cap - b->n;
        int k = vsnprintf(b->s ? b->s + b->n : NULL, b->s ? room : 0, fmt, ap);
        va_end(ap);
        if (k < 0) return;
        if (b->s && (size_t)k < room) {
            b->n += (size_t)k;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 1024;
        while (cap < b->n + (size_t)k + 1)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            fputs("ys: out of memory\n", stderr);
            abort();
        }
        b->s = s;
        b->cap = cap;
    }
}

#define P(...) ys_buf_printf(out, __VA_ARGS__)

static void value(YsBuf *out, int v)
{
    if (v == YS_UNKNOWN)
        P("null");
    else
        P("%d", v);
}

static void broker(YsBuf *out, int owner, int v, const char *face, int peeked, int merc)
{
    P("{\"owner\":%d,\"value\":", owner);
    value(out, v);
    P(",\"face\":\"%s\"", face);
    if (peeked) P(",\"peeked\":true");
    if (merc) P(",\"mercenary\":true");
    P("}");
}

/* A broker multiset as a JSON list of values, highest first. */
static void value_list(YsBuf *out, const uint8_t *count)
{
    P("[");
    int first = 1;
    for (int v = YS_VALUES - 1; v >= 0; v--)
        for (int k = 0; k < count[v]; k++) {
            P("%s%d", first ? "" : ",", v);
            first = 0;
        }
    P("]");
}

/* Whether seat s's private list is hidden from this viewer (null in JSON). */
static int hidden_from(int viewer, int s, int humans) { return s < humans && viewer >= 0 && s != viewer; }

static const char *decision_names[] = {"bid",  "seat", "cards", "place",  "after",
                                       "take", "rank", "quote", "throne", "over"};

void ys_json_view(const YsGame *g0, int viewer, YsBuf *out)
{
    const YsGame *g = g0;
    YsView local;
    if (viewer >= 0) {
        ys_view(g0, viewer, &local);
        g = &local;
    }
    int seats = g->seats, n = g->opt.players;
    P("{\"players\":%d,\"neighbourhoods\":%d,\"kings_favor\":%s,\"express\":%s,\"peek\":%s,", n, g->opt.nbhds,
      g->opt.kings_favor ? "true" : "false", g->opt.express ? "true" : "false", g->opt.peek ? "true" : "false");
    P("\"viewer\":");
    if (viewer >= 0)
        P("%d,", viewer);
    else
        P("null,");
    P("\"round\":%d,\"phase\":\"%s\",\"decision\":\"%s\",\"to_move\":", g->round, ys_phase_name(g->phase),
      decision_names[g->dec]);
    if (g->to_move >= 0)
        P("%d", g->to_move);
    else
        P("null");
    P(",\"turn_order\":[");
    for (int i = 0; i < n; i++)
        P("%s%d", i ? "," : "", g->turn_order[i]);
    P("],\"order_cards\":[");
    for (int s = 0; s < seats; s++) {
        if (s) P(",");
        if (s < n)
            P("%d", g->order_card[s]);
        else
            P("null");
    }
    P("],\"score\":[");
    for (int s = 0; s < seats; s++)
        P("%s%d", s ? "," : "", g->score[s]);
    P("],\"gems\":[");
    for (int s = 0; s < seats; s++)
        P("%s{\"blue\":%d,\"green\":%d,\"yellow\":%d,\"red\":%d,\"black\":%d}", s ? "," : "", g->gems[s][0],
          g->gems[s][1], g->gems[s][2], g->gems[s][3], g->gems[s][4]);
    P("],\"quotation\":{\"blue\":%d,\"green\":%d,\"yellow\":%d,\"red\":%d}", g->quotation[0], g->quotation[1],
      g->quotation[2], g->quotation[3]);
    P(",\"hand_size\":[");
    for (int s = 0; s < seats; s++) {
        int k = s < n ? (viewer >= 0 ? g->hand_count[s] : __builtin_popcount(g->hand[s])) : 0;
        P("%s%d", s ? "," : "", k);
    }
    P("],\"hands\":[");
    for (int s = 0; s < seats; s++) {
        if (s) P(",");
        if (hidden_from(viewer, s, n)) {
            P("null");
            continue;
        }
        P("[");
        int first = 1;
        for (int c = 0; c < YS_CHARACTER_COUNT; c++)
            if (s < n && (g->hand[s] & (1u << c))) {
                P("%s\"%s\"", first ? "" : ",", ys_character_name(c));
                first = 0;
            }
        P("]");
    }
    P("],\"cards_played\":[");
    for (int s = 0; s < n; s++)
        P("%s%d", s ? "," : "", g->cards_played[s]);
    P("],\"ports\":[");
    static const char letters[] = "BGYRKW";
    for (int nb = 0; nb < g->opt.nbhds; nb++) {
        if (nb) P(",");
        const uint8_t *c = g->port_card[nb];
        if (c[0] == YS_NONE)
            P("null");
        else
            P("\"%c%c%c\"", letters[c[0]], letters[c[1]], letters[c[2]]);
    }
    P("],\"port_gems\":[");
    for (int nb = 0; nb < g->opt.nbhds; nb++) {
        P("%s[", nb ? "," : "");
        int first = 1;
        for (int c = 0; c < 6; c++)
            for (int k = 0; k < g->port_gems[nb][c]; k++) {
                P("%s\"%s\"", first ? "" : ",", ys_colour_name(c));
                first = 0;
            }
        P("]");
    }
    P("],\"palace_cards\":[");
    for (int nb = 0; nb < g->opt.nbhds; nb++) {
        if (nb) P(",");
        if (g->palace_card[nb] == YS_NONE)
            P("null");
        else
            P("\"%s\"", ys_character_name(g->palace_card[nb]));
    }
    P("],\"market_gems\":[");
    for (int r = 1; r <= 3; r++) {
        if (r > 1) P(",");
        if (g->market_gem[r] == YS_NONE)
            P("null");
        else
            P("\"%s\"", ys_colour_name(g->market_gem[r]));
    }
    P("],\"queen\":");
    if (g->queen_place == YS_NONE) {
        P("null");
    } else {
        char pl[16];
        ys_place_format(g->queen_place, pl, sizeof pl);
        P("\"%s\"", pl);
    }
    P(",\"places\":{");
    int firstp = 1;
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (YS_IS_MARKET(pl) && YS_MARKET_ROW(pl) == 0) continue;
        char name[16];
        ys_place_format(pl, name, sizeof name);
        P("%s\"%s\":[", firstp ? "" : ",", name);
        firstp = 0;
        uint8_t ids[YS_POOL];
        int k = ys__list(g, pl, ids);
        for (int i = 0; i < k; i++) {
            const YsBroker *b = &g->pool[ids[i]];
            if (i) P(",");
            int peeked = b->peeked && (viewer >= 0 ? (b->peeked & (1u << viewer)) != 0 : 0);
            broker(out, b->owner, b->value, b->up ? "up" : "down", peeked, b->merc);
        }
        P("]");
    }
    P(",\"front\":[");
    int first = 1;
    for (int p = 0; p < n; p++) {
        if (!g->bids_revealed && (g->bid_done & (1u << p))) { /* secret bids */
            for (int k = 0; k < 2; k++) {
                P("%s", first ? "" : ",");
                first = 0;
                broker(out, p, g->bid[p][k], "down", 0, 0);
            }
        }
        for (int v = YS_VALUES - 1; v >= 0; v--)
            for (int k = 0; k < g->front[p][v]; k++) {
                P("%s", first ? "" : ",");
                first = 0;
                broker(out, p, v, "up", 0, 0);
            }
    }
    P("]},\"behind\":[");
    for (int s = 0; s < seats; s++) {
        if (s) P(",");
        if (s < n && viewer >= 0 && s != viewer) {
            P("null");
            continue;
        }
        P("[");
        int f = 1;
        for (int v = YS_VALUES - 1; v >= 0 && s < n; v--)
            for (int k = 0; k < g->behind[s][v]; k++) {
                P("%s%d", f ? "" : ",", v);
                f = 0;
            }
        P("]");
    }
    P("],\"behind_count\":[");
    for (int s = 0; s < seats; s++) {
        int k = 0;
        if (s < n) {
            if (viewer >= 0)
                k = g->behind_count[s];
            else
                for (int v = 0; v < YS_VALUES; v++)
                    k += g->behind[s][v];
        }
        P("%s%d", s ? "," : "", k);
    }
    P("]");
    if (g->opt.kings_favor) {
        P(",\"spare_twos\":[");
        for (int s = 0; s < n; s++)
            P("%s%d", s ? "," : "", g->spare_twos[s]);
        P("],\"throne_chosen\":[");
        for (int s = 0; s < n; s++)
            P("%s%s", s ? "," : "", (g->dec == YS_DEC_THRONE && (g->throne_done & (1u << s))) ? "true" : "false");
        P("]");
    }
    if (n == 2) {
        P(",\"neutral_supply\":[");
        for (int h = 0; h < 2; h++) {
            if (h) P(",");
            if (hidden_from(viewer, h, 2))
                P("null");
            else
                value_list(out, g->neutral_supply[h]);
        }
        P("]");
    }
    P(",\"bid_done\":[");
    for (int p = 0; p < n; p++)
        P("%s%s", p ? "," : "", (g->bid_done & (1u << p)) ? "true" : "false");
    P("],\"spy_peeks\":[");
    for (int p = 0; p < n; p++)
        P("%s%d", p ? "," : "", g->spy_peeks[p]);
    P("],\"intriguer\":");
    if (g->intriguer >= 0)
        P("%d", g->intriguer);
    else
        P("null");
    P(",\"merchant\":%s,\"conjurer\":[", g->merchant ? "true" : "false");
    for (int p = 0; p < n; p++)
        P("%s%s", p ? "," : "", (g->conjurer & (1u << p)) ? "true" : "false");
    P("]}");
}

void ys_json_legal(const YsGame *g, YsBuf *out)
{
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) {
        fputs("ys: out of memory\n", stderr);
        abort();
    }
    ys_legal(g, ml);
    P("[");
    for (int i = 0; i < ml->n; i++) {
        char s[96];
        ys_move_format(g, &ml->m[i], s, sizeof s);
        P("%s\"%s\"", i ? "," : "", s);
    }
    P("]");
    free(ml);
}

void ys_json_log(const YsMatch *m, YsBuf *out)
{
    P("[");
    for (int i = 0; i < m->nlog; i++) {
        char s[96];
        ys_move_format(&m->g, &m->log[i], s, sizeof s);
        P("%s\"%s\"", i ? "," : "", s);
    }
    P("]");
}

int ys_json_result(const YsGame *g, YsBuf *out)
{
    YsResult r;
    if (ys_result(g, &r)) return -1;
    int seats = g->seats;
    P("{\"score\":[");
    for (int s = 0; s < seats; s++)
        P("%s%d", s ? "," : "", r.score[s]);
    P("],\"winners\":[");
    for (int i = 0; i < r.nwinners; i++)
        P("%s%d", i ? "," : "", r.winners[i]);
    P("],\"breakdown\":[");
    for (int s = 0; s < seats; s++)
        P("%s{\"colours\":%d,\"black\":%d,\"throne\":%d,\"during\":%d}", s ? "," : "", r.colours[s], r.black[s],
          r.throne[s], r.during[s]);
    P("]}");
    return 0;
}
