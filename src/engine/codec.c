/* codec.c - a view and a move's events as text, exactly: what a program
 * built on this engine needs to draw a game it does not hold (the game's
 * online client), where the protocol's JSON tells people and other
 * programs. Each field is written little-endian at its own width from a
 * table of the fields, so the text is the same on every machine and
 * compiler; the table's shape is hashed into the text, so an engine with
 * other fields refuses the text instead of misreading it. Nothing is added
 * to what ys_view and ys_events_view leave: the text says exactly what the
 * view and the events say, for the same seat. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct {
    uint16_t off;  /* offset in the struct */
    uint8_t width; /* bytes of one element: 1, 2, 4 or 8 */
    uint16_t n;    /* elements */
} Field;

#define FG(f, w)                                                                                                       \
    {                                                                                                                  \
        (uint16_t) offsetof(YsGame, f), (w), (uint16_t)(sizeof(((YsGame *)0)->f) / (w))                                \
    }

/* Every field of YsGame but priv.trace (a pointer, NULL outside
 * ys_apply_traced). Widths are the declared types' (enums are ints). */
static const Field game_fields[] = {
    FG(opt.players, 4), FG(opt.nbhds, 4), FG(opt.kings_favor, 4), FG(opt.express, 4), FG(opt.peek, 4),
    FG(opt.strong_neutral, 4), FG(opt.seed, 8), FG(opt.order, 4), FG(opt.nships, 4), FG(opt.ships, 1),
    FG(opt.nchars, 4), FG(opt.chars, 1), FG(seats, 4), FG(round, 4), FG(phase, 4), FG(dec, 4), FG(to_move, 4),
    FG(ship_deck, 1), FG(ship_count, 4), FG(ship_pos, 4), FG(stacks, 1), FG(port_card, 1), FG(port_gems, 1),
    FG(palace_card, 1), FG(market_gem, 1), FG(quotation, 1), FG(score, 4), FG(gems, 4), FG(order_card, 1),
    FG(turn_order, 1), FG(behind, 1), FG(front, 1), FG(spare_twos, 1), FG(neutral_supply, 1), FG(pool, 1), FG(hand, 2),
    FG(won_round, 1), FG(bid, 1), FG(bid_done, 1), FG(bids_revealed, 1), FG(throne_choice, 1), FG(throne_done, 1),
    FG(throne_may, 1), FG(placing, 1), FG(nplacing, 1), FG(arrival, 1), FG(cards_played, 1), FG(spy_peeks, 1),
    FG(conjurer, 1), FG(intriguer, 1), FG(merchant, 1), FG(queen_place, 1), FG(seat_order, 1), FG(seat_taken, 1),
    FG(viewer, 4),
    /* the engine's own */
    FG(priv.seats_chosen, 4), FG(priv.window, 4), FG(priv.window_turn, 4), FG(priv.placement, 4), FG(priv.placer, 4),
    FG(priv.placed_mask, 1), FG(priv.just_placed, 1), FG(priv.after_step, 4), FG(priv.nbhd, 4), FG(priv.next_row, 4),
    FG(priv.takers, 1), FG(priv.ntakers, 4), FG(priv.next_taker, 4), FG(priv.take_count, 4), FG(priv.take_port, 4),
    FG(priv.col_order, 1), FG(priv.col_key, 1), FG(priv.col_done, 4), FG(priv.decider, 4), FG(priv.stage, 4),
    FG(priv.quiet, 4), FG(priv.open_places, 4), FG(priv.market_full, 4), FG(priv.window_cards, 2),
    FG(priv.front_sum, 4), FG(priv.tie_key, 2), FG(priv.place_sum, 4), FG(priv.place_count, 4), FG(priv.plist, 1),
    FG(priv.plen, 1), FG(priv.nfree, 1), FG(priv.free_slots, 1),
    /* a view's */
    FG(behind_count, 1), FG(hand_count, 1), FG(supply_count, 1), FG(memory, 1), FG(known_hand, 2),
    FG(known_won_round, 1), FG(ships_seen, 1), FG(nships_seen, 4), FG(palace_seen, 1)};

_Static_assert(sizeof(YsBroker) == 8, "YsBroker is written as bytes");
_Static_assert(sizeof(((YsGame *)0)->placing[0]) == 4, "placing is written as bytes");
_Static_assert(sizeof(YsMove) == 16, "YsMove is written as bytes");

/* The events: the fields each kind uses, as offsets in YsEvent. */
#define FE(f, w)                                                                                                       \
    {                                                                                                                  \
        (uint16_t) offsetof(YsEvent, f), (w), (uint16_t)(sizeof(((YsEvent *)0)->f) / (w))                              \
    }
#define RANKING(r) FE(r.n, 1), FE(r.order, 1), FE(r.why, 1), FE(r.totals, 2), FE(r.front, 2)

static const Field ev_move[] = {FE(move.move, 1), FE(move.automatic, 1), FE(move.secret, 1), FE(move.pos, 1),
                                FE(move.seen, 1), FE(move.hidden, 1),    FE(move.known, 1),  FE(move.text, 1)};
static const Field ev_round[] = {FE(round.round, 1)};
static const Field ev_bids[] = {RANKING(bids), FE(bid_values, 1)};
static const Field ev_seats[] = {FE(seats.n, 1), FE(seats.order, 1)};
static const Field ev_reveal[] = {FE(reveal.scope, 1), FE(reveal.nbhd, 1)};
static const Field ev_flip[] = {FE(flip.place, 1), FE(flip.pos, 1), FE(flip.owner, 1), FE(flip.value, 1),
                                FE(flip.merc, 1)};
static const Field ev_nbhd[] = {FE(nbhd.nbhd, 1), RANKING(nbhd.rank)};
static const Field ev_area[] = {FE(area.place, 1), FE(area.character, 1), RANKING(area.rank)};
static const Field ev_row[] = {FE(row.row, 1), FE(row.gem, 1), RANKING(row.rank)};
static const Field ev_columns[] = {FE(columns.order, 1), FE(columns.why, 1), FE(columns.total, 2), FE(columns.count, 1),
                                   FE(columns.decider, 1)};
static const Field ev_bidder[] = {RANKING(bidder)};
static const Field ev_gem[] = {FE(gem.colour, 1), FE(gem.count, 1), FE(gem.source, 1),
                               FE(gem.from, 1),   FE(gem.white, 1), FE(gem.card, 1)};
static const Field ev_score[] = {FE(score.points, 2), FE(score.why, 1), FE(score.card, 1), FE(score.colour, 1)};
static const Field ev_quote[] = {FE(quote.colour, 1), FE(quote.steps, 1), FE(quote.why, 1)};
static const Field ev_card[] = {FE(card.character, 1), FE(card.nbhd, 1), FE(card.discarded, 1)};
static const Field ev_throne[] = {FE(throne.value, 1)};
static const Field ev_final[] = {FE(final.order, 1), FE(final.quotation, 1)};
static const Field ev_final_colour[] = {FE(final_colour.colour, 1), FE(final_colour.rank, 1), FE(final_colour.gems, 2),
                                        FE(final_colour.place, 1), FE(final_colour.points, 2)};
static const Field ev_final_black[] = {FE(final_black.gems, 2), FE(final_black.points, 2)};
static const Field ev_final_throne[] = {FE(final_throne.total, 2), FE(final_throne.place, 1),
                                        FE(final_throne.shared, 1), FE(final_throne.points, 2)};
static const Field ev_end[] = {FE(end.n, 1),       FE(end.winners, 1), FE(end.how, 1),
                               FE(end.ranking, 1), FE(end.score, 2),   FE(end.gems, 2)};

typedef struct {
    const Field *f;
    int n;
} Table;
#define T(a)                                                                                                           \
    {                                                                                                                  \
        a, (int)(sizeof a / sizeof a[0])                                                                               \
    }

/* By YsEventKind; YS_EV_RETURN tells whose brokers went back with the
 * reveal's fields. */
static const Table ev_tables[YS_EV_KINDS] = {
    [YS_EV_MOVE] = T(ev_move),
    [YS_EV_ROUND] = T(ev_round),
    [YS_EV_BIDS] = T(ev_bids),
    [YS_EV_SEATS] = T(ev_seats),
    [YS_EV_REVEAL] = T(ev_reveal),
    [YS_EV_FLIP] = T(ev_flip),
    [YS_EV_NBHD] = T(ev_nbhd),
    [YS_EV_AREA] = T(ev_area),
    [YS_EV_ROW] = T(ev_row),
    [YS_EV_COLUMNS] = T(ev_columns),
    [YS_EV_BIDDER] = T(ev_bidder),
    [YS_EV_GEM] = T(ev_gem),
    [YS_EV_SCORE] = T(ev_score),
    [YS_EV_QUOTE] = T(ev_quote),
    [YS_EV_CARD] = T(ev_card),
    [YS_EV_RETURN] = T(ev_reveal),
    [YS_EV_THRONE] = T(ev_throne),
    [YS_EV_FINAL] = T(ev_final),
    [YS_EV_FINAL_COLOUR] = T(ev_final_colour),
    [YS_EV_FINAL_BLACK] = T(ev_final_black),
    [YS_EV_FINAL_THRONE] = T(ev_final_throne),
    [YS_EV_END] = T(ev_end),
};
static const Table game_table = T(game_fields);

/* ------------------------------------------------------------------ */
/* Bytes: a growing buffer, and a reader that refuses to run past its end */

typedef struct {
    uint8_t *b;
    size_t n, cap;
    int failed;
} Bytes;

static void put(Bytes *o, uint64_t v, int width)
{
    if (o->failed) return;
    if (o->n + (size_t)width > o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 4096;
        uint8_t *nb = realloc(o->b, cap);
        if (!nb) {
            o->failed = 1;
            return;
        }
        o->b = nb;
        o->cap = cap;
    }
    for (int i = 0; i < width; i++)
        o->b[o->n++] = (uint8_t)(v >> (8 * i));
}

typedef struct {
    const uint8_t *b;
    size_t n, at;
} Reader;

static int get(Reader *r, int width, uint64_t *v)
{
    if (r->n - r->at < (size_t)width) return -1;
    uint64_t x = 0;
    for (int i = 0; i < width; i++)
        x |= (uint64_t)r->b[r->at++] << (8 * i);
    *v = x;
    return 0;
}

static void put_fields(Bytes *o, const void *base, const Table *t)
{
    const uint8_t *p = base;
    for (int i = 0; i < t->n; i++)
        for (int k = 0; k < t->f[i].n; k++) {
            const uint8_t *e = p + t->f[i].off + (size_t)k * t->f[i].width;
            uint64_t v = 0;
            switch (t->f[i].width) {
            case 1:
                v = *e;
                break;
            case 2: {
                uint16_t x;
                memcpy(&x, e, 2);
                v = x;
            } break;
            case 4: {
                uint32_t x;
                memcpy(&x, e, 4);
                v = x;
            } break;
            default:
                memcpy(&v, e, 8);
                break;
            }
            put(o, v, t->f[i].width);
        }
}

static int get_fields(Reader *r, void *base, const Table *t)
{
    uint8_t *p = base;
    for (int i = 0; i < t->n; i++)
        for (int k = 0; k < t->f[i].n; k++) {
            uint8_t *e = p + t->f[i].off + (size_t)k * t->f[i].width;
            uint64_t v;
            if (get(r, t->f[i].width, &v) < 0) return -1;
            switch (t->f[i].width) {
            case 1:
                *e = (uint8_t)v;
                break;
            case 2: {
                uint16_t x = (uint16_t)v;
                memcpy(e, &x, 2);
            } break;
            case 4: {
                uint32_t x = (uint32_t)v;
                memcpy(e, &x, 4);
            } break;
            default:
                memcpy(e, &v, 8);
                break;
            }
        }
    return 0;
}

/* FNV-1a over the tables' shapes: two engines agree on it only when they
 * write the same fields at the same widths in the same order. */
static uint32_t shape_hash(void)
{
    static uint32_t h;
    if (h) return h;
    uint32_t x = 2166136261u;
#define MIX(v)                                                                                                         \
    do {                                                                                                               \
        x ^= (uint32_t)(v);                                                                                            \
        x *= 16777619u;                                                                                                \
    } while (0)
    for (int i = 0; i < game_table.n; i++) {
        MIX(game_table.f[i].width);
        MIX(game_table.f[i].n);
    }
    for (int k = 0; k < YS_EV_KINDS; k++) {
        MIX(0xEE);
        for (int i = 0; i < ev_tables[k].n; i++) {
            MIX(ev_tables[k].f[i].width);
            MIX(ev_tables[k].f[i].n);
        }
    }
#undef MIX
    h = x ? x : 1;
    return h;
}

/* ------------------------------------------------------------------ */
/* Text: a tag, then base64url without padding */

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

static uint32_t fnv(const uint8_t *b, size_t n)
{
    uint32_t x = 2166136261u;
    for (size_t i = 0; i < n; i++)
        x = (x ^ b[i]) * 16777619u;
    return x;
}

/* Writes the bytes with their checksum after them (a text cut or altered on
 * its way is refused, not read as another view). */
static int to_text(Bytes *o, char tag, YsBuf *out)
{
    put(o, fnv(o->b, o->n), 4);
    if (o->failed) {
        free(o->b);
        return -1;
    }
    ys_buf_printf(out, "%c1", tag);
    char chunk[257];
    int c = 0;
    for (size_t i = 0; i < o->n; i += 3) {
        uint32_t v = (uint32_t)o->b[i] << 16;
        size_t left = o->n - i;
        if (left > 1) v |= (uint32_t)o->b[i + 1] << 8;
        if (left > 2) v |= o->b[i + 2];
        int chars = left >= 3 ? 4 : (int)left + 1;
        for (int k = 0; k < chars; k++)
            chunk[c++] = b64[(v >> (18 - 6 * k)) & 63];
        if (c >= 252) {
            chunk[c] = 0;
            ys_buf_printf(out, "%s", chunk);
            c = 0;
        }
    }
    chunk[c] = 0;
    ys_buf_printf(out, "%s", chunk);
    free(o->b);
    return 0;
}

static int digit(char ch)
{
    const char *p = ch ? strchr(b64, ch) : NULL;
    return p ? (int)(p - b64) : -1;
}

/* Decodes text of the given tag into a new buffer *bytes of *n bytes. */
static int from_text(const char *s, size_t len, char tag, uint8_t **bytes, size_t *n)
{
    if (len < 2 || s[0] != tag || s[1] != '1' || len % 4 == 3) return -1;
    s += 2;
    len -= 2;
    uint8_t *b = malloc(len / 4 * 3 + 3);
    if (!b) return -1;
    size_t m = 0;
    for (size_t i = 0; i < len; i += 4) {
        size_t chars = len - i < 4 ? len - i : 4;
        uint32_t v = 0;
        for (size_t k = 0; k < 4; k++) {
            int d = k < chars ? digit(s[i + k]) : 0;
            if (d < 0) {
                free(b);
                return -1;
            }
            v |= (uint32_t)d << (18 - 6 * k);
        }
        /* the bits past the last byte must be zero: one text per value */
        if ((chars == 2 && (v & 0xFFFF)) || (chars == 3 && (v & 0xFF))) {
            free(b);
            return -1;
        }
        b[m++] = (uint8_t)(v >> 16);
        if (chars > 2) b[m++] = (uint8_t)(v >> 8);
        if (chars > 3) b[m++] = (uint8_t)v;
    }
    uint32_t sum =
        m >= 4 ? (uint32_t)b[m - 4] | (uint32_t)b[m - 3] << 8 | (uint32_t)b[m - 2] << 16 | (uint32_t)b[m - 1] << 24 : 0;
    if (m < 4 || fnv(b, m - 4) != sum) {
        free(b);
        return -1;
    }
    *bytes = b;
    *n = m - 4;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Checks: a decoded view is one every reader of a view may index with */

static int view_sane(const YsView *v)
{
    if (v->opt.players < 2 || v->opt.players > YS_MAX_HUMANS) return 0;
    if (v->opt.nbhds < 3 || v->opt.nbhds > YS_NBHDS) return 0;
    if (v->seats < 2 || v->seats > YS_MAX_SEATS) return 0;
    if (v->round < 1 || v->round > YS_ROUNDS) return 0;
    if ((unsigned)v->phase > YS_PHASE_OVER || (unsigned)v->dec > YS_DEC_OVER) return 0;
    if (v->to_move < -1 || v->to_move >= v->seats) return 0;
    if (v->viewer < YS_SPECTATOR || v->viewer >= v->opt.players) return 0;
    if (v->nplacing > YS_TURN_PLACED || v->priv.nfree > YS_POOL) return 0;
    if (v->nships_seen < 0 || v->nships_seen > 24) return 0;
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &v->pool[i];
        if (b->place != YS_NONE && b->place >= YS_PLACES) return 0;
    }
    for (int p = 0; p < YS_PLACES; p++) {
        if (v->priv.plen[p] > YS_PLACE_CAP) return 0;
        for (int k = 0; k < v->priv.plen[p]; k++)
            if (v->priv.plist[p][k] >= YS_POOL || v->pool[v->priv.plist[p][k]].place != p) return 0;
    }
    for (int i = 0; i < v->priv.nfree; i++)
        if (v->priv.free_slots[i] >= YS_POOL) return 0;
    for (int i = 0; i < YS_MAX_HUMANS; i++)
        if (v->turn_order[i] != YS_NONE && v->turn_order[i] >= YS_MAX_HUMANS) return 0;
    return 1;
}

/* ------------------------------------------------------------------ */

int ys_view_encode(const YsView *v, YsBuf *out)
{
    Bytes o = {0};
    put(&o, shape_hash(), 4);
    put_fields(&o, v, &game_table);
    return to_text(&o, 'V', out);
}

int ys_view_decode(const char *text, size_t len, YsView *v)
{
    uint8_t *b;
    size_t n;
    if (from_text(text, len, 'V', &b, &n) < 0) return -1;
    Reader r = {b, n, 0};
    uint64_t h;
    YsView *t = calloc(1, sizeof *t);
    int ok = t && get(&r, 4, &h) == 0 && h == shape_hash() && get_fields(&r, t, &game_table) == 0 && r.at == n &&
             view_sane(t);
    if (ok) {
        t->priv.trace = NULL;
        *v = *t;
    }
    free(t);
    free(b);
    return ok ? 0 : -1;
}

int ys_events_encode(const YsEventLog *log, YsBuf *out)
{
    Bytes o = {0};
    put(&o, shape_hash(), 4);
    put(&o, (uint64_t)log->n, 2);
    for (int i = 0; i < log->n; i++) {
        const YsEvent *e = &log->ev[i];
        if (e->kind >= YS_EV_KINDS) {
            free(o.b);
            return -1;
        }
        put(&o, e->kind, 1);
        put(&o, (uint8_t)e->player, 1);
        put_fields(&o, e, &ev_tables[e->kind]);
    }
    return to_text(&o, 'E', out);
}

int ys_events_decode(const char *text, size_t len, YsEventLog *log)
{
    uint8_t *b;
    size_t n;
    if (from_text(text, len, 'E', &b, &n) < 0) return -1;
    Reader r = {b, n, 0};
    uint64_t h, count, kind, player;
    YsEventLog *t = malloc(sizeof *t);
    int ok = t && get(&r, 4, &h) == 0 && h == shape_hash() && get(&r, 2, &count) == 0 && count <= YS_MAX_EVENTS;
    for (uint64_t i = 0; ok && i < count; i++) {
        YsEvent e;
        memset(&e, 0, sizeof e);
        ok = get(&r, 1, &kind) == 0 && kind < YS_EV_KINDS && get(&r, 1, &player) == 0 &&
             ((int8_t)player >= -1 && (int8_t)player < YS_MAX_SEATS);
        if (!ok) break;
        e.kind = (uint8_t)kind;
        e.player = (int8_t)player;
        ok = get_fields(&r, &e, &ev_tables[kind]) == 0;
        if (ok && kind == YS_EV_MOVE) ok = memchr(e.move.text, 0, sizeof e.move.text) != NULL;
        if (ok) t->ev[i] = e;
    }
    ok = ok && r.at == n;
    if (ok) {
        t->n = (int)count;
        memcpy(log->ev, t->ev, (size_t)t->n * sizeof t->ev[0]);
        log->n = t->n;
    }
    free(t);
    free(b);
    return ok ? 0 : -1;
}

/* For the engine's tests: the bytes of a YsGame that no field of the table
 * writes (the trace pointer and the compiler's padding). */
int ys__codec_unwritten(void)
{
    static uint8_t covered[sizeof(YsGame)];
    memset(covered, 0, sizeof covered);
    for (int i = 0; i < game_table.n; i++)
        memset(covered + game_table.f[i].off, 1, (size_t)game_table.f[i].width * game_table.f[i].n);
    int n = 0;
    for (size_t i = 0; i < sizeof covered; i++)
        if (!covered[i]) {
            n++;
            if (getenv("YS_CODEC_DEBUG")) fprintf(stderr, "unwritten byte %zu\n", i);
        }
    return n;
}
