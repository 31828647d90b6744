/* json.c - the protocol's JSON documents: state and views, legal moves,
 * the log and the result, each on one line. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "ys/die.h"

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
        if (!s) ys_die("out of memory (a text of %zu bytes)", cap);
        b->s = s;
        b->cap = cap;
    }
}

#define P(...) ys_buf_printf(out, __VA_ARGS__)

static const char *end_how(int how);

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
static int hidden_from(int viewer, int s, int humans) { return s < humans && viewer != -1 && s != viewer; }

static const char *decision_names[] = {"bid",  "seat", "cards", "place",  "after",
                                       "take", "rank", "quote", "throne", "over"};

int ys_json_view(const YsGame *g0, int viewer, YsBuf *out)
{
    const YsGame *g = g0;
    YsView local;
    if (viewer != -1 && viewer != YS_SPECTATOR && (viewer < 0 || viewer >= g0->opt.players)) return -1;
    if (viewer != -1) {
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
        int k = s < n ? (viewer != -1 ? g->hand_count[s] : __builtin_popcount(g->hand[s])) : 0;
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
        if (hidden_from(viewer, s, n)) {
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
            if (viewer != -1)
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
    return 0;
}

void ys_json_legal(const YsGame *g, YsBuf *out)
{
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) ys_die("out of memory (a legal list)");
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
        P("%s{\"colours\":%d,\"black\":%d,\"throne\":%d,\"during\":%d,\"gems\":%d}", s ? "," : "", r.colours[s],
          r.black[s], r.throne[s], r.during[s], r.gems[s]);
    P("],\"ranking\":[");
    for (int i = 0; i < seats; i++)
        P("%s%d", i ? "," : "", r.ranking[i]);
    P("],\"how\":\"%s\"}", end_how(r.how));
    return 0;
}

/* --- events --- */

static const char *end_how(int how)
{
    static const char *const names[] = {"outright", "gems", "shared"};
    return how >= 0 && how <= YS_END_SHARED ? names[how] : "?";
}

static const char *tie_name(int why)
{
    static const char *const names[] = {"none", "intriguer", "neutral", "front", "order", "alone", "count", "choice"};
    return why >= 0 && why <= YS_TB_CHOICE ? names[why] : "?";
}

static void seat_list(YsBuf *out, const char *key, const int16_t *v, int seats)
{
    P(",\"%s\":[", key);
    for (int s = 0; s < seats; s++)
        if (v[s] < 0)
            P("%snull", s ? "," : "");
        else
            P("%s%d", s ? "," : "", v[s]);
    P("]");
}

static void ranking(YsBuf *out, const YsRanking *r, int seats)
{
    P(",\"order\":[");
    for (int i = 0; i < r->n; i++)
        P("%s%d", i ? "," : "", r->order[i]);
    P("],\"tiebreaks\":[");
    for (int i = 0; i + 1 < r->n; i++)
        P("%s\"%s\"", i ? "," : "", tie_name(r->why[i]));
    P("]");
    seat_list(out, "totals", r->totals, seats);
    seat_list(out, "front", r->front, seats);
}

static void place_field(YsBuf *out, const char *key, int place)
{
    char name[16];
    ys_place_format(place, name, sizeof name);
    P(",\"%s\":\"%s\"", key, name);
}

static const char *score_why(const YsEvent *e)
{
    switch (e->score.why) {
    case YS_WHY_MARKET:
        return "market";
    case YS_WHY_COMMERCE:
        return "commerce";
    case YS_WHY_CARD:
        return ys_character_name(e->score.card);
    case YS_WHY_COLOUR:
        return "colour";
    case YS_WHY_BLACK:
        return "black";
    default:
        return "throne";
    }
}

static const char *colour(int c) { return c == YS_NONE ? "none" : ys_colour_name(c); }

static void event(YsBuf *out, const YsGame *g, const YsEvent *e)
{
    int seats = g->seats;
    P("{\"kind\":\"%s\"", ys_event_kind_name(e->kind));
    if (e->player >= 0) P(",\"player\":%d", e->player);
    switch (e->kind) {
    case YS_EV_MOVE:
        P(",\"move\":\"%s\"", e->move.text);
        if (e->move.automatic) P(",\"auto\":true");
        break;
    case YS_EV_ROUND:
        P(",\"round\":%d", e->round.round);
        break;
    case YS_EV_BIDS:
        ranking(out, &e->bids, g->opt.players);
        break;
    case YS_EV_SEATS:
        P(",\"turn_order\":[");
        for (int i = 0; i < e->seats.n; i++)
            P("%s%d", i ? "," : "", e->seats.order[i]);
        P("]");
        break;
    case YS_EV_REVEAL:
        if (e->reveal.scope == YS_SCOPE_NBHD)
            P(",\"neighbourhood\":%d", e->reveal.nbhd + 1);
        else
            P(",\"scope\":\"%s\"", e->reveal.scope == YS_SCOPE_MARKET ? "market" : "throne");
        break;
    case YS_EV_FLIP:
        place_field(out, "place", e->flip.place);
        P(",\"position\":%d,\"value\":%d", e->flip.pos, e->flip.value);
        if (e->flip.merc) P(",\"mercenary\":true");
        break;
    case YS_EV_NBHD:
        P(",\"neighbourhood\":%d", e->nbhd.nbhd + 1);
        ranking(out, &e->nbhd.rank, seats);
        break;
    case YS_EV_AREA:
        place_field(out, "place", e->area.place);
        if (e->area.character != YS_NONE) P(",\"character\":\"%s\"", ys_character_name(e->area.character));
        ranking(out, &e->area.rank, seats);
        break;
    case YS_EV_ROW:
        P(",\"row\":%d,\"gem\":\"%s\"", e->row.row, e->row.gem == YS_WHITE ? "white" : colour(e->row.gem));
        ranking(out, &e->row.rank, seats);
        break;
    case YS_EV_COLUMNS:
        P(",\"order\":[");
        for (int i = 0; i < YS_COLOURS; i++)
            P("%s\"%s\"", i ? "," : "", colour(e->columns.order[i]));
        P("],\"tiebreaks\":[");
        for (int i = 0; i + 1 < YS_COLOURS; i++)
            P("%s\"%s\"", i ? "," : "", tie_name(e->columns.why[i]));
        P("],\"totals\":[%d,%d,%d,%d],\"brokers\":[%d,%d,%d,%d]", e->columns.total[0], e->columns.total[1],
          e->columns.total[2], e->columns.total[3], e->columns.count[0], e->columns.count[1], e->columns.count[2],
          e->columns.count[3]);
        if (e->columns.decider >= 0) P(",\"decider\":%d", e->columns.decider);
        break;
    case YS_EV_BIDDER:
        ranking(out, &e->bidder, seats);
        break;
    case YS_EV_GEM: {
        static const char *const from[] = {"ship", "port", "palace", "row", "card"};
        P(",\"colour\":\"%s\",\"count\":%d,\"from\":\"%s\"", colour(e->gem.colour), e->gem.count,
          from[e->gem.source <= YS_FROM_CARD ? e->gem.source : 0]);
        if (e->gem.source == YS_FROM_CARD)
            P(",\"card\":\"%s\"", ys_character_name(e->gem.card));
        else if (e->gem.source == YS_FROM_ROW)
            P(",\"row\":%d", e->gem.from);
        else
            P(",\"neighbourhood\":%d", e->gem.from + 1);
        if (e->gem.white) P(",\"white\":true");
        break;
    }
    case YS_EV_SCORE:
        P(",\"points\":%d,\"why\":\"%s\"", e->score.points, score_why(e));
        if (e->score.why == YS_WHY_COLOUR) P(",\"colour\":\"%s\"", colour(e->score.colour));
        break;
    case YS_EV_QUOTE: {
        static const char *const why[] = {"columns", "bidder", "banker"};
        P(",\"colour\":\"%s\",\"steps\":%d,\"why\":\"%s\"", colour(e->quote.colour), e->quote.steps,
          why[e->quote.why <= YS_QUOTE_BANKER ? e->quote.why : 0]);
        break;
    }
    case YS_EV_CARD:
        P(",\"character\":\"%s\",\"neighbourhood\":%d", ys_character_name(e->card.character), e->card.nbhd + 1);
        if (e->card.discarded) P(",\"discarded\":true");
        break;
    case YS_EV_FINAL:
        P(",\"order\":[");
        for (int i = 0; i < YS_COLOURS; i++)
            P("%s\"%s\"", i ? "," : "", colour(e->final.order[i]));
        P("],\"quotation\":[%d,%d,%d,%d]", e->final.quotation[0], e->final.quotation[1], e->final.quotation[2],
          e->final.quotation[3]);
        break;
    case YS_EV_FINAL_COLOUR: {
        int16_t place[YS_MAX_SEATS];
        for (int s = 0; s < YS_MAX_SEATS; s++)
            place[s] = (int16_t)(e->final_colour.place[s] < 0 ? -1 : e->final_colour.place[s] + 1);
        P(",\"colour\":\"%s\",\"rank\":%d", colour(e->final_colour.colour), e->final_colour.rank + 1);
        seat_list(out, "gems", e->final_colour.gems, seats);
        seat_list(out, "places", place, seats);
        seat_list(out, "points", e->final_colour.points, seats);
        break;
    }
    case YS_EV_FINAL_BLACK:
        seat_list(out, "gems", e->final_black.gems, seats);
        seat_list(out, "points", e->final_black.points, seats);
        break;
    case YS_EV_FINAL_THRONE: {
        int16_t place[YS_MAX_SEATS], shared[YS_MAX_SEATS];
        for (int s = 0; s < YS_MAX_SEATS; s++) {
            place[s] = (int16_t)(e->final_throne.place[s] + 1);
            shared[s] = e->final_throne.shared[s];
        }
        seat_list(out, "totals", e->final_throne.total, seats);
        seat_list(out, "places", place, seats);
        seat_list(out, "shared", shared, seats);
        seat_list(out, "points", e->final_throne.points, seats);
        break;
    }
    case YS_EV_END: {
        P(",\"winners\":[");
        for (int i = 0; i < e->end.n; i++)
            P("%s%d", i ? "," : "", e->end.winners[i]);
        P("],\"ranking\":[");
        for (int i = 0; i < seats; i++)
            P("%s%d", i ? "," : "", e->end.ranking[i]);
        P("],\"how\":\"%s\"", end_how(e->end.how));
        seat_list(out, "score", e->end.score, seats);
        seat_list(out, "gems", e->end.gems, seats);
        break;
    }
    default:
        break;
    }
    P("}");
}

void ys_json_events(const YsGame *g, const YsEventLog *log, YsBuf *out)
{
    P("[");
    for (int i = 0, n = 0; i < log->n && i < YS_MAX_EVENTS; i++) {
        /* brokers going home are the screen's to tell; the protocol's list
         * stays what PROTOCOL.md and the tools reading it know */
        if (log->ev[i].kind == YS_EV_RETURN) continue;
        if (n++) P(",");
        event(out, g, &log->ev[i]);
    }
    P("]");
}
