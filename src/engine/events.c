/* events.c - what a move changed, told as events: the helpers the rules
 * call where they change the game, and what a player may know of them. */
#include <string.h>

#include "internal.h"

YsEvent *ys__ev(YsGame *g, int kind)
{
    static _Thread_local YsEvent sink;
    if (!ys__listening(g) || g->priv.trace->n >= YS_MAX_EVENTS) return &sink; /* nobody listens, or full */
    YsEvent *e = &g->priv.trace->ev[g->priv.trace->n++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->player = -1;
    return e;
}

/* Why a stands before b, both present with these totals. */
static int tie_break(const YsGame *g, const int *tot, int a, int b, int tie_keys)
{
    if (tot[a] != tot[b]) return YS_TB_NONE;
    if (!tie_keys) return YS_TB_ORDER;
    if ((g->intriguer == a) != (g->intriguer == b)) return YS_TB_INTRIGUER;
    if (is_neutral(g, a) != is_neutral(g, b)) return YS_TB_NEUTRAL;
    if (g->priv.front_sum[a] != g->priv.front_sum[b]) return YS_TB_FRONT;
    return YS_TB_ORDER;
}

void ys__ranking(const YsGame *g, YsRanking *r, const int *tot, unsigned mask, const uint8_t *order, int n,
                 int tie_keys)
{
    memset(r, 0, sizeof *r);
    r->n = (uint8_t)n;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        r->totals[s] = s < g->seats && (mask & (1u << s)) ? (int16_t)tot[s] : -1;
        r->front[s] = tie_keys && s < g->seats && !is_neutral(g, s) ? (int16_t)g->priv.front_sum[s] : -1;
    }
    for (int i = 0; i < n && i < YS_MAX_SEATS; i++) {
        r->order[i] = order[i];
        r->why[i] = i + 1 < n ? (uint8_t)tie_break(g, tot, order[i], order[i + 1], tie_keys) : YS_TB_NONE;
    }
    if (n == 1) r->why[0] = YS_TB_ALONE;
}

void ys__ev_flip(YsGame *g, int place, int pos, const YsBroker *b)
{
    YsEvent *e = ys__ev(g, YS_EV_FLIP);
    e->player = (int8_t)b->owner;
    e->flip.place = (uint8_t)place;
    e->flip.pos = (uint8_t)pos;
    e->flip.owner = b->owner;
    e->flip.value = b->value;
    e->flip.merc = b->merc;
}

void ys__ev_gem(YsGame *g, int seat, int colour, int count, int source, int from, int white)
{
    if (!ys__listening(g)) return;
    YsEvent *e = ys__ev(g, YS_EV_GEM);
    e->player = (int8_t)seat;
    e->gem.colour = (uint8_t)colour;
    e->gem.count = (int8_t)count;
    e->gem.source = (uint8_t)source;
    e->gem.from = (uint8_t)from;
    e->gem.white = (uint8_t)white;
    e->gem.card = source == YS_FROM_CARD ? (uint8_t)from : YS_NONE;
}

void ys__ev_score(YsGame *g, int seat, int points, int why, int card)
{
    if (!ys__listening(g)) return;
    YsEvent *e = ys__ev(g, YS_EV_SCORE);
    e->player = (int8_t)seat;
    e->score.points = (int16_t)points;
    e->score.why = (uint8_t)why;
    e->score.card = why == YS_WHY_CARD ? (uint8_t)card : YS_NONE;
    e->score.colour = why == YS_WHY_COLOUR ? (uint8_t)card : YS_NONE;
}

void ys__ev_quote(YsGame *g, int colour, int steps, int why, int player)
{
    if (!ys__listening(g)) return;
    YsEvent *e = ys__ev(g, YS_EV_QUOTE);
    e->player = (int8_t)player;
    e->quote.colour = (uint8_t)colour;
    e->quote.steps = (int8_t)steps;
    e->quote.why = (uint8_t)why;
}

/* Moves whose values the other players may not see. */
static int secret_move(const YsMove *m)
{
    return m->kind == YS_MV_BID || m->kind == YS_MV_THRONE || m->kind == YS_MV_DOWN || m->kind == YS_MV_NEUTRAL;
}

void ys__ev_move(YsGame *g, const YsMove *m, int automatic)
{
    if (!ys__listening(g)) return;
    YsEvent *e = ys__ev(g, YS_EV_MOVE);
    e->player = (int8_t)g->to_move;
    e->move.move = *m;
    e->move.automatic = (uint8_t)automatic;
    e->move.secret = (uint8_t)secret_move(m);
    ys_move_format(g, m, e->move.text, sizeof e->move.text);
}

/* A character's face-down brokers (the Herald's, the Magician's, the
 * Mercenary's): their values erased, in the move and in its text, where
 * each broker is "?@place" ("card herald ?@n1.port n2.palace"). */
static void hide_named(YsEvent *e)
{
    YsMove *m = &e->move.move;
    if (e->move.hidden & 1) m->a = YS_UNKNOWN, m->src[0] = 0;
    if (e->move.hidden & 2) m->b = YS_UNKNOWN, m->src[1] = 0;
    char out[YS_MOVE_TEXT];
    const char *t = e->move.text;
    size_t n = 0;
    for (int k = 0; *t && n + 2 < sizeof out;) {
        const char *end = strchr(t, ' '), *at = strchr(t, '@');
        if (!end) end = t + strlen(t);
        if (at && at < end && ((e->move.hidden >> k++) & 1)) { /* a broker named: "3u@n1.port" */
            out[n++] = '?';
            t = at;
        }
        while (t < end && n + 2 < sizeof out)
            out[n++] = *t++;
        if (*t == ' ') out[n++] = *t++;
    }
    out[n] = 0;
    memset(e->move.text, 0, sizeof e->move.text); /* nothing of the old text past the new one's end */
    memcpy(e->move.text, out, n + 1);
}

int ys_event_hides(const YsEvent *e)
{
    if (e->kind == YS_EV_THRONE) return 1; /* the brokers sent stay face down */
    return e->kind == YS_EV_MOVE && (e->move.secret || e->move.hidden || e->move.move.kind == YS_MV_PEEK);
}

void ys_events_view(YsEventLog *log, int viewer)
{
    for (int i = 0; i < log->n && i < YS_MAX_EVENTS; i++) {
        YsEvent *e = &log->ev[i];
        if (!ys_event_hides(e)) continue;
        if (e->kind == YS_EV_THRONE) { /* each broker sent: its owner's alone */
            for (int q = 0; q < YS_MAX_HUMANS; q++)
                if (q != viewer) e->throne.value[q] = YS_UNKNOWN;
            continue;
        }
        if (viewer >= 0 && e->player == viewer) continue; /* the mover knows its own */
        e->move.seen = YS_UNKNOWN;                        /* a Spy's look */
        if (e->move.hidden) hide_named(e);
        if (!e->move.secret) continue;
        YsMove *m = &e->move.move;
        const char *what = "";
        switch (m->kind) {
        case YS_MV_BID:
            m->a = m->b = YS_UNKNOWN;
            what = "bid";
            break;
        case YS_MV_THRONE:
            m->a = YS_UNKNOWN;
            what = "throne";
            break;
        default: /* a face-down broker: its place is public, its value is not */
            m->a = YS_UNKNOWN;
            m->b = m->c = YS_NONE;
            what = m->kind == YS_MV_NEUTRAL ? "neutral ?@" : "down ?@";
            break;
        }
        char place[16] = "";
        if (m->kind == YS_MV_DOWN || m->kind == YS_MV_NEUTRAL) ys_place_format(m->place, place, sizeof place);
        memset(e->move.text, 0, sizeof e->move.text); /* "bid 4 1" must not stay behind "bid" */
        snprintf(e->move.text, sizeof e->move.text, "%s%s", what, place);
    }
}

const char *ys_event_kind_name(int kind)
{
    static const char *const names[YS_EV_KINDS] = {
        [YS_EV_MOVE] = "move",
        [YS_EV_ROUND] = "round",
        [YS_EV_BIDS] = "bids",
        [YS_EV_SEATS] = "seats",
        [YS_EV_REVEAL] = "reveal",
        [YS_EV_FLIP] = "flip",
        [YS_EV_NBHD] = "neighbourhood",
        [YS_EV_AREA] = "area",
        [YS_EV_ROW] = "row",
        [YS_EV_COLUMNS] = "columns",
        [YS_EV_BIDDER] = "bidder",
        [YS_EV_GEM] = "gem",
        [YS_EV_SCORE] = "score",
        [YS_EV_QUOTE] = "quote",
        [YS_EV_CARD] = "card",
        [YS_EV_RETURN] = "return",
        [YS_EV_THRONE] = "throne",
        [YS_EV_FINAL] = "final",
        [YS_EV_FINAL_COLOUR] = "final-colour",
        [YS_EV_FINAL_BLACK] = "final-black",
        [YS_EV_FINAL_THRONE] = "final-throne",
        [YS_EV_END] = "end",
    };
    return kind >= 0 && kind < YS_EV_KINDS ? names[kind] : "?";
}
