/* test_properties.c - properties over thousands of seeded random games in
 * every configuration: brokers conserved, gems and scores only grow, legal
 * lists and ys_apply agree, unlisted moves are refused without a trace, views
 * leak nothing, saves and undo restore the same bytes, move strings round
 * trip. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

typedef struct {
    const char *opts;
    int games;
} Config;

static const Config configs[] = {
    {"players=4", 400},
    {"players=4 kings-favor=on", 200},
    {"players=4 express=on", 150},
    {"players=4 kings-favor=on express=on", 150},
    {"players=4 peek=off", 50},
    {"players=3 neighbourhoods=3", 200},
    {"players=3 neighbourhoods=4", 200},
    {"players=3 neighbourhoods=3 kings-favor=on", 100},
    {"players=3 neighbourhoods=4 express=on", 100},
    {"players=3 neighbourhoods=3 kings-favor=on express=on", 100},
    {"players=2", 200},
    {"players=2 neutral=4310", 150},
};

/* Properties, each a test of its own; the games run once and every
 * violation is counted under its property, with the first message kept. */
enum {
    P_BOARD,     /* board invariants: one broker a market cell, open places, values, quotations 0..14 */
    P_CONSERVE,  /* brokers per player constant; gems, black gems and scores never fall */
    P_SINGLE,    /* every posed decision has two or more legal moves */
    P_NOTATION,  /* every legal move formats and parses back to itself, none listed twice */
    P_ACCEPT,    /* every listed move is accepted by ys_apply, and ys_apply_trusted does the same; ys_enter_mask;
                    ys_placements' product is the list, where it gives one */
    P_REFUSE,    /* unlisted moves are refused and leave the game byte-identical */
    P_VIEW,      /* ys_view erases exactly what the player may not see */
    P_VIEW_JSON, /* view JSON: well formed, every place, hidden values null */
    P_SECRET,    /* two secret choices differing in hidden values look alike to the others */
    P_RESULT,    /* the result adds up; winners hold the best score; no result before the end */
    P_UNDO,      /* replaying the first k moves gives the game after k moves, byte for byte */
    P_SAVE,      /* save -> load gives the same game, byte for byte */
    P_COUNTING,  /* each counting hands out every port gem the ranks earn and asks the highest bidder */
    P_EVENTS,    /* a move's score, gem and quote events add up to its change of score, gems and quotation */
    P_COUNT
};
static const char *const prop_names[P_COUNT] = {"board",  "conservation", "single-choice", "notation", "accept",
                                                "refuse", "view",         "view-json",     "secret",   "result",
                                                "undo",   "save",         "counting",      "events"};
static long violations[P_COUNT];
static char first_violation[P_COUNT][600];

static void violation(int prop, const char *fmt, ...)
{
    if (violations[prop]++) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(first_violation[prop], sizeof first_violation[prop], fmt, ap);
    va_end(ap);
}

static YsMatch *M;
static YsGame *snap; /* snap[k]: the game after k logged moves */
static YsMoveList *L, *L2;

static int setup(void **state)
{
    (void)state;
    M = malloc(sizeof *M);
    snap = malloc(sizeof *snap * (YS_MAX_LOG + 1));
    L = malloc(sizeof *L);
    L2 = malloc(sizeof *L2);
    return M && snap && L && L2 ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(M);
    free(snap);
    free(L);
    free(L2);
    return 0;
}

static uint64_t rng_state;
static uint32_t rnd(uint32_t n) { return ys_rng_below(&rng_state, n); }

static int in_list(const YsMoveList *l, const YsMove *m)
{
    for (int i = 0; i < l->n; i++)
        if (ys_move_equal(&l->m[i], m)) return 1;
    return 0;
}

/* Stats so that the suite proves it reached the rare corners. */
static long n_games, n_decisions, n_cards[YS_CHARACTER_COUNT], n_peeks, n_conjured, n_ranks, n_whites,
    n_mutants_refused, n_strings_refused, n_strings_legal, n_view_pairs, n_event_pairs[YS_EV_KINDS];

static int broker_base(const YsGame *g, int p)
{
    if (g->opt.players == 2 && p == YS_NEUTRAL) return 8;
    return (g->opt.express ? 9 : 11) + (g->opt.kings_favor ? 3 : 0);
}

static int gem_sum(const YsGame *g, int s)
{
    int n = 0;
    for (int c = 0; c < 5; c++)
        n += g->gems[s][c];
    return n;
}

/* The board's own invariants. */
static void check_board(const YsGame *g, const char *ctx)
{
    int cell[YS_PLACES] = {0};
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &g->pool[i];
        if (b->place == YS_NONE) continue;
        if (b->place >= YS_PLACES) violation(P_BOARD, "%s: broker %d on place %d", ctx, i, b->place);
        cell[b->place]++;
        if (b->value >= YS_VALUES) violation(P_BOARD, "%s: broker value %d", ctx, b->value);
        if (YS_IS_CITY(b->place) && b->place / 3 >= g->opt.nbhds)
            violation(P_BOARD, "%s: broker in unused neighbourhood", ctx);
        if (YS_IS_MARKET(b->place)) {
            int row = YS_MARKET_ROW(b->place);
            if (row == 0 || (g->opt.players < 4 && row == 1))
                violation(P_BOARD, "%s: broker on closed market row %d", ctx, row);
        }
        if (b->place == YS_THRONE && !g->opt.kings_favor)
            violation(P_BOARD, "%s: throne used without King's Favor", ctx);
        if (b->place == YS_THRONE && b->up) violation(P_BOARD, "%s: a throne broker is face up", ctx);
        if (b->owner >= g->seats) violation(P_BOARD, "%s: broker owner %d", ctx, b->owner);
    }
    for (int pl = YS_MARKET0; pl < YS_THRONE; pl++)
        if (cell[pl] > 1) violation(P_BOARD, "%s: %d brokers on one market cell", ctx, cell[pl]);
    /* the turn's placing order: each broker placed this turn its own number,
     * below the count placed (none dropped: YS_TURN_PLACED is room enough);
     * the throne room's brokers none */
    uint8_t seen[256] = {0};
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &g->pool[i];
        int a = g->arrival[i];
        if (b->place != YS_NONE && b->place != YS_THRONE && a == YS_NONE && !g->throne_may[i])
            violation(P_BOARD, "%s: broker %d was placed with no arrival", ctx, i);
        if (b->place == YS_NONE || a == YS_NONE) continue;
        if (b->place == YS_THRONE) violation(P_BOARD, "%s: a throne broker has an arrival (%d)", ctx, a);
        if (a >= g->nplacing) violation(P_BOARD, "%s: arrival %d of %d placed", ctx, a, g->nplacing);
        if (seen[a]++) violation(P_BOARD, "%s: two brokers arrived %d", ctx, a);
        if (b->place == g->placing[a].place && b->owner != g->placing[a].owner)
            violation(P_BOARD, "%s: broker %d is not the one placed %d", ctx, i, a);
    }
    for (int c = 0; c < YS_COLOURS; c++)
        if (g->quotation[c] > 14) violation(P_BOARD, "%s: quotation %d", ctx, g->quotation[c]);
    for (int p = 0; p < g->opt.players; p++) {
        if (g->cards_played[p] > 2)
            violation(P_BOARD, "%s: player %d played %d cards this turn", ctx, p, g->cards_played[p]);
        if (ys_broker_total(g, p) != broker_base(g, p))
            violation(P_CONSERVE, "%s: player %d has %d brokers, want %d", ctx, p, ys_broker_total(g, p),
                      broker_base(g, p));
    }
    if (g->opt.players == 2 && ys_broker_total(g, YS_NEUTRAL) != 8)
        violation(P_CONSERVE, "%s: %d neutral brokers, want 8", ctx, ys_broker_total(g, YS_NEUTRAL));
    if (g->round < 1 || g->round > 4) violation(P_BOARD, "%s: round %d", ctx, g->round);
    if (ys_to_move(g) != g->to_move) violation(P_BOARD, "%s: ys_to_move disagrees", ctx);
    if (ys_over(g) != (g->dec == YS_DEC_OVER)) violation(P_BOARD, "%s: ys_over disagrees", ctx);
    if (!ys_over(g) && (g->to_move < 0 || g->to_move >= g->opt.players))
        violation(P_BOARD, "%s: to_move %d", ctx, g->to_move);
}

/* What player p may know of broker b (rules: own brokers, face-up ones,
 * revealed by counting, looked at with the Spy; a neutral broker is nobody's). */
static int may_see(const YsGame *g, const YsBroker *b, int p)
{
    int own = b->owner == p && !(g->opt.players == 2 && b->owner == YS_NEUTRAL);
    return own || (b->up && b->place != YS_THRONE) || b->revealed || (b->peeked & (1u << p));
}

static void check_view_struct(const YsGame *g, int p, const char *ctx)
{
    static YsView v;
    ys_view(g, p, &v);
    if (v.viewer != p) violation(P_VIEW, "%s: view of %d has viewer %d", ctx, p, v.viewer);
    static const uint8_t zero[sizeof g->ship_deck];
    if (memcmp(v.ship_deck, zero, sizeof v.ship_deck) || memcmp(v.stacks, zero, sizeof v.stacks) || v.opt.seed ||
        v.opt.nships || memcmp(v.opt.chars, zero, sizeof v.opt.chars) || memcmp(v.opt.ships, zero, sizeof v.opt.ships))
        violation(P_VIEW, "%s: view of %d holds the hidden decks or the seed", ctx, p);
    for (int q = 0; q < g->opt.players; q++) {
        if (q == p) {
            if (v.hand[q] != g->hand[q] || memcmp(v.behind[q], g->behind[q], YS_VALUES))
                violation(P_VIEW, "%s: view of %d lacks its own hand or screen", ctx, p);
            continue;
        }
        if (v.hand[q]) violation(P_VIEW, "%s: view of %d holds player %d's hand", ctx, p, q);
        if (memcmp(v.behind[q], zero, YS_VALUES))
            violation(P_VIEW, "%s: view of %d holds player %d's screen", ctx, p, q);
        if (!g->bids_revealed && (g->bid_done & (1u << q)) && (v.bid[q][0] != YS_UNKNOWN || v.bid[q][1] != YS_UNKNOWN))
            violation(P_VIEW, "%s: view of %d holds player %d's secret bid", ctx, p, q);
        if ((g->throne_done & (1u << q)) && g->dec == YS_DEC_THRONE && v.throne_choice[q] != YS_UNKNOWN)
            violation(P_VIEW, "%s: view of %d holds player %d's throne choice", ctx, p, q);
        int cnt = 0;
        for (int x = 0; x < YS_VALUES; x++)
            cnt += g->behind[q][x];
        if (v.behind_count[q] != cnt) violation(P_VIEW, "%s: behind_count wrong", ctx);
        if (v.hand_count[q] != __builtin_popcount(g->hand[q])) violation(P_VIEW, "%s: hand_count wrong", ctx);
    }
    if (g->opt.players == 2 && memcmp(v.neutral_supply[1 - p], zero, YS_VALUES))
        violation(P_VIEW, "%s: view of %d holds the other human's neutral supply", ctx, p);
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &g->pool[i], *vb = &v.pool[i];
        if (b->place == YS_NONE) continue;
        if (vb->place != b->place || vb->owner != b->owner || vb->up != b->up)
            violation(P_VIEW, "%s: view of %d changes a broker's place", ctx, p);
        if (may_see(g, b, p)) {
            if (vb->value != b->value) violation(P_VIEW, "%s: view of %d hides a broker it may see", ctx, p);
        } else if (vb->value != YS_UNKNOWN) {
            char pl[16];
            ys_place_format(b->place, pl, sizeof pl);
            violation(P_VIEW, "%s: view of %d shows the face-down %d of player %d on %s", ctx, p, b->value, b->owner,
                      pl);
        }
        if (vb->peeked & ~(1u << p)) violation(P_VIEW, "%s: view of %d shows who else peeked", ctx, p);
    }
    /* a view cannot be played on */
    YsMoveList *l = L2;
    if (ys_legal(&v, l) > 0) {
        YsView w = v;
        if (ys_apply(&w, &l->m[0]) != -1) violation(P_VIEW, "%s: ys_apply accepted a move on a view", ctx);
    }
}

/* The JSON view: well formed, places in list order, hidden values null. */
static void check_view_json(const YsGame *g, int p, const char *ctx)
{
    YsBuf b = {0};
    ys_json_view(g, p, &b);
    if (memchr(b.s, '\n', b.n)) violation(P_VIEW_JSON, "%s: view JSON spans lines", ctx);
    Json *j = json_parse(b.s);
    if (!j) violation(P_VIEW_JSON, "%s: view %d is not JSON: %.200s", ctx, p, b.s);
    const Json *places = json_get(j, "places");
    if (!places || places->t != J_OBJ) violation(P_VIEW_JSON, "%s: no places", ctx);
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (YS_IS_MARKET(pl) && YS_MARKET_ROW(pl) == 0) continue;
        char name[16];
        ys_place_format(pl, name, sizeof name);
        const Json *lst = json_get(places, name);
        if (!lst || lst->t != J_ARR) violation(P_VIEW_JSON, "%s: places lacks %s", ctx, name);
        uint8_t ids[YS_POOL];
        int n = ys_place_list(g, pl, ids);
        if (lst->n != n) violation(P_VIEW_JSON, "%s: %s lists %d brokers, the game has %d", ctx, name, lst->n, n);
        for (int i = 0; i < n; i++) {
            const YsBroker *br = &g->pool[ids[i]];
            const Json *e = json_at(lst, i), *val = json_get(e, "value");
            if (json_int(json_get(e, "owner")) != br->owner)
                violation(P_VIEW_JSON, "%s: %s#%d owner", ctx, name, i + 1);
            if (!val) violation(P_VIEW_JSON, "%s: broker without value", ctx);
            if (may_see(g, br, p)) {
                if (json_is_null(val) || json_int(val) != br->value)
                    violation(P_VIEW_JSON, "%s: view %d: %s#%d should show %d", ctx, p, name, i + 1, br->value);
            } else if (!json_is_null(val)) {
                violation(P_VIEW_JSON, "%s: view %d shows hidden %s#%d = %d", ctx, p, name, i + 1, br->value);
            }
            const Json *pk = json_get(e, "peeked");
            if (pk && !(br->peeked & (1u << p)))
                violation(P_VIEW_JSON, "%s: peeked shown to a player who did not peek", ctx);
        }
    }
    const Json *front = json_get(places, "front");
    if (!front || front->t != J_ARR) violation(P_VIEW_JSON, "%s: places lacks front", ctx);
    for (int i = 0; i < front->n; i++) {
        const Json *e = json_at(front, i);
        int owner = json_int(json_get(e, "owner"));
        if (owner != p && !g->bids_revealed && !json_is_null(json_get(e, "value")))
            violation(P_VIEW_JSON, "%s: view %d shows player %d's secret bid", ctx, p, owner);
    }
    const Json *hands = json_get(j, "hands"), *behind = json_get(j, "behind");
    for (int q = 0; q < g->opt.players; q++) {
        if (q == p) continue;
        if (!json_is_null(json_at(hands, q))) violation(P_VIEW_JSON, "%s: view %d shows hand %d", ctx, p, q);
        if (!json_is_null(json_at(behind, q))) violation(P_VIEW_JSON, "%s: view %d shows screen %d", ctx, p, q);
    }
    if (json_is_null(json_at(hands, p)) || json_is_null(json_at(behind, p)))
        violation(P_VIEW_JSON, "%s: view %d hides its own hand or screen", ctx, p);
    if (g->opt.players == 2) {
        const Json *ns = json_get(j, "neutral_supply");
        if (!ns || ns->n != 2 || !json_is_null(json_at(ns, 1 - p)) || json_is_null(json_at(ns, p)))
            violation(P_VIEW_JSON, "%s: neutral_supply of view %d", ctx, p);
    }
    json_free(j);
    ys_buf_free(&b);
}

/* The events of two secret choices that differ only in hidden values, as
 * every other player and a spectator sees them (ys_events_view): alike byte
 * for byte, whatever their kind (the move, the throne room's choices told
 * once all are made, anything the engine did next), while the secret stays
 * secret: the bids not yet revealed, the placing not yet counted, the game
 * (and with it the throne room's final scoring) not over. */
static void check_secret_events(const YsGame *g, const YsMove *m, const YsMove *o, const YsGame *g1,
                                const YsEventLog *l1, const YsGame *g2, const YsEventLog *l2, const char *ctx)
{
    int k = m->kind;
    if (ys_over(g1) || ys_over(g2)) return;
    if (k == YS_MV_BID && (g1->bids_revealed || g2->bids_revealed)) return;
    if ((k == YS_MV_DOWN || k == YS_MV_NEUTRAL) && (g1->phase != YS_PHASE_PLACE || g2->phase != YS_PHASE_PLACE)) return;
    static YsEventLog s1, s2;
    for (int p = -1; p < g->opt.players; p++) {
        if (p == g->to_move) continue;
        s1 = *l1, s2 = *l2;
        ys_events_view(&s1, p < 0 ? YS_SPECTATOR : p);
        ys_events_view(&s2, p < 0 ? YS_SPECTATOR : p);
        int differ = s1.n != s2.n ? 0 : -1;
        for (int i = 0; differ < 0 && i < s1.n; i++)
            if (memcmp(&s1.ev[i], &s2.ev[i], sizeof s1.ev[i])) differ = i;
        if (differ >= 0) {
            char t1[96], t2[96];
            ys_move_format(g, m, t1, sizeof t1);
            ys_move_format(g, o, t2, sizeof t2);
            violation(P_SECRET, "%s: player %d tells '%s' from '%s' by their events (%d and %d events; event %d, %s)",
                      ctx, p, t1, t2, s1.n, s2.n, differ, ys_event_kind_name(differ < s1.n ? s1.ev[differ].kind : -1));
            return;
        }
    }
    for (int i = 0; i < l1->n; i++)
        if (l1->ev[i].kind < YS_EV_KINDS) n_event_pairs[l1->ev[i].kind]++;
}

/* Two secret choices that differ only in hidden values give every other
 * player the same view, byte for byte (JSON and struct). */
static void check_secret_pair(const YsGame *g, const YsMoveList *l, const YsMove *m, const char *ctx)
{
    int k = m->kind;
    if (k != YS_MV_BID && k != YS_MV_THRONE && k != YS_MV_DOWN && k != YS_MV_NEUTRAL) return;
    if (m->b != YS_NONE && (k == YS_MV_DOWN)) return; /* Conjurer: the front is public */
    for (int i = 0; i < l->n; i++) {
        const YsMove *o = &l->m[i];
        if (o->kind != k || ys_move_equal(o, m)) continue;
        if ((k == YS_MV_DOWN || k == YS_MV_NEUTRAL) && (o->place != m->place || o->b != YS_NONE)) continue;
        if (k == YS_MV_BID && o->a + o->b == m->a + m->b && o->a == m->a) continue;
        static YsGame g1, g2;
        static YsEventLog l1, l2;
        g1 = *g, g2 = *g;
        if (ys_apply_traced(&g1, m, &l1) || ys_apply_traced(&g2, o, &l2))
            violation(P_SECRET, "%s: a listed move was refused", ctx);
        check_secret_events(g, m, o, &g1, &l1, &g2, &l2, ctx);
        /* only while the secret stays secret */
        if (k == YS_MV_BID && (g1.bids_revealed || g2.bids_revealed)) return;
        if (k == YS_MV_THRONE && (g1.dec != YS_DEC_THRONE || g2.dec != YS_DEC_THRONE)) return;
        if ((k == YS_MV_DOWN || k == YS_MV_NEUTRAL) && (g1.phase != YS_PHASE_PLACE || g2.phase != YS_PHASE_PLACE))
            return;
        int mover = g->to_move;
        for (int p = 0; p < g->opt.players; p++) {
            if (p == mover) continue;
            YsBuf a = {0}, b = {0};
            ys_json_view(&g1, p, &a);
            ys_json_view(&g2, p, &b);
            if (strcmp(a.s, b.s)) {
                size_t d = 0;
                while (a.s[d] == b.s[d])
                    d++;
                char s1[96], s2[96];
                ys_move_format(g, m, s1, sizeof s1);
                ys_move_format(g, o, s2, sizeof s2);
                violation(P_SECRET, "%s: player %d's view tells '%s' from '%s' at: ...%.80s... vs ...%.80s...", ctx, p,
                          s1, s2, a.s + (d > 40 ? d - 40 : 0), b.s + (d > 40 ? d - 40 : 0));
            }
            ys_buf_free(&a);
            ys_buf_free(&b);
            static YsView v1, v2;
            ys_view(&g1, p, &v1);
            ys_view(&g2, p, &v2);
            if (memcmp(&v1, &v2, sizeof v1)) {
                const unsigned char *x = (const void *)&v1, *y = (const void *)&v2;
                size_t d = 0;
                while (x[d] == y[d])
                    d++;
                violation(P_SECRET, "%s: player %d's view struct differs at byte %zu after a secret move", ctx, p, d);
            }
        }
        n_view_pairs++;
        return;
    }
}

static const char *const words[] = {"bid",     "seat", "pass", "done", "card",  "up",     "down",
                                    "neutral", "peek", "take", "rank", "quote", "throne", "x"};
static const char *const cards[] = {"alchemist", "banker",    "captain",  "spy",      "herald",
                                    "conjurer",  "intriguer", "jeweller", "magician", "merchant",
                                    "mercenary", "queen",     "prince",   "king",     "white"};
static const char *const colours[] = {"blue", "green", "yellow", "red", "white:blue", "white:red", "black"};

static void random_place(char *buf, size_t len)
{
    static const char *areas[] = {"port", "commerce", "palace"};
    static const char *cols[] = {"blue", "green", "yellow", "red"};
    switch (rnd(3)) {
    case 0:
        snprintf(buf, len, "n%u.%s", 1 + rnd(4), areas[rnd(3)]);
        break;
    case 1:
        snprintf(buf, len, "m%u.%s", rnd(4), cols[rnd(4)]);
        break;
    default:
        snprintf(buf, len, "throne");
        break;
    }
}

/* A random, mostly well-formed move string. */
static void random_string(char *s, size_t len)
{
    char p1[24], p2[24];
    random_place(p1, sizeof p1);
    random_place(p2, sizeof p2);
    const char *w = words[rnd(sizeof words / sizeof *words)];
    switch (rnd(10)) {
    case 0:
        snprintf(s, len, "%s %u %u", w, rnd(6), rnd(6));
        break;
    case 1:
        snprintf(s, len, "%s %u@%s", w, rnd(5), p1);
        break;
    case 2:
        snprintf(s, len, "card %s", cards[rnd(15)]);
        break;
    case 3:
        snprintf(s, len, "card %s %u@%s %s", cards[rnd(15)], rnd(5), p1, p2);
        break;
    case 4:
        snprintf(s, len, "card %s %u@%s %u@%s", cards[rnd(15)], rnd(5), p1, rnd(5), p2);
        break;
    case 5:
        snprintf(s, len, "%s %s %s", w, colours[rnd(7)], colours[rnd(7)]);
        break;
    case 6:
        snprintf(s, len, "peek %s#%u", p1, rnd(5));
        break;
    case 7:
        snprintf(s, len, "%s f%u/%u@%s", rnd(2) ? "up" : "down", rnd(5), rnd(5), p1);
        break;
    case 8:
        snprintf(s, len, "card %s %s %s", cards[rnd(15)], colours[rnd(4)], colours[rnd(4)]);
        break;
    default:
        snprintf(s, len, "%s %s", w, rnd(2) ? "up" : p1);
        break;
    }
}

static void mutate(YsMove *m)
{
    uint8_t *f[] = {&m->kind,  &m->card,   &m->a,      &m->b,      &m->c,      &m->n,
                    &m->place, &m->place2, &m->src[0], &m->src[1], &m->dst[0], &m->dst[1]};
    int k = (int)rnd(12);
    uint8_t v;
    switch (rnd(4)) {
    case 0:
        v = (uint8_t)(*f[k] + 1);
        break;
    case 1:
        v = (uint8_t)(*f[k] - 1);
        break;
    case 2:
        v = (uint8_t)rnd(32);
        break;
    default:
        v = (uint8_t)rnd(256);
        break;
    }
    *f[k] = v;
}

static void expect_refused(const YsGame *g, const YsMove *m, const char *ctx, const char *what)
{
    static YsGame copy;
    copy = *g;
    if (ys_apply(&copy, m) != -1) {
        char s[96];
        ys_move_format(g, m, s, sizeof s);
        violation(P_REFUSE, "%s: unlisted %s '%s' (kind %d) accepted", ctx, what, s, m->kind);
    }
    if (memcmp(&copy, g, sizeof copy)) violation(P_REFUSE, "%s: a refused move changed the game", ctx);
}

static int choose(const YsGame *g, const YsMoveList *l)
{
    (void)g;
    int special[YS_MAX_MOVES], ns = 0;
    for (int i = 0; i < l->n; i++)
        if (l->m[i].kind == YS_MV_CARD || l->m[i].kind == YS_MV_PEEK ||
            (l->m[i].kind <= YS_MV_DOWN && l->m[i].kind >= YS_MV_UP && l->m[i].b != YS_NONE))
            special[ns++] = i;
    if (ns && rnd(2)) return special[rnd((uint32_t)ns)];
    return (int)rnd((uint32_t)l->n);
}

/* What a round's counting must do, from the board as the placing ends. */
typedef struct {
    int round, valid, herald;
    int players_in[YS_NBHDS]; /* seats with a broker in each neighbourhood */
    int market_brokers;       /* brokers on the market (3-4 players) */
    int quote_seen;
} CountWatch;

static int seats_in_nbhd(const YsGame *g, int nb, const YsMove *extra, int mover)
{
    unsigned mask = 0;
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &g->pool[i];
        if (b->place != YS_NONE && YS_IS_CITY(b->place) && b->place / 3 == nb) mask |= 1u << b->owner;
    }
    if (extra && extra->kind >= YS_MV_UP && extra->kind <= YS_MV_NEUTRAL && YS_IS_CITY(extra->place) &&
        extra->place / 3 == nb)
        mask |= 1u << (extra->kind == YS_MV_NEUTRAL ? YS_NEUTRAL : mover);
    return __builtin_popcount(mask);
}

static void watch_placing_end(CountWatch *w, const YsGame *before, const YsMove *m)
{
    w->round = before->round, w->valid = 1, w->herald = 0, w->quote_seen = 0, w->market_brokers = 0;
    for (int nb = 0; nb < before->opt.nbhds; nb++)
        w->players_in[nb] = seats_in_nbhd(before, nb, m, before->to_move);
    for (int i = 0; i < YS_POOL; i++)
        if (before->pool[i].place != YS_NONE && YS_IS_MARKET(before->pool[i].place)) w->market_brokers++;
    if (m->kind >= YS_MV_UP && m->kind <= YS_MV_NEUTRAL && YS_IS_MARKET(m->place)) w->market_brokers++;
}

static void watch_check(CountWatch *w, const YsGame *g, const char *ctx)
{
    if (!w->valid || w->herald || g->round != w->round) return;
    if (g->dec == YS_DEC_QUOTE) w->quote_seen = 1;
    int counted = -1; /* neighbourhoods fully counted in this state */
    if (g->dec == YS_DEC_TAKE && g->priv.take_port >= 0)
        counted = g->priv.take_port;
    else if (g->dec == YS_DEC_RANK || g->dec == YS_DEC_QUOTE || g->dec == YS_DEC_THRONE ||
             (g->dec == YS_DEC_WINDOW && g->priv.window == YS_WIN_COUNT_END))
        counted = g->opt.nbhds;
    int four = g->opt.players == 4;
    for (int nb = 0; nb < counted; nb++) {
        int total = four ? 4 : 3, k = w->players_in[nb];
        int earned = k == 0 ? 0 : four ? (k == 1 ? 2 : k == 2 ? 3 : 4) : (k == 1 ? 2 : 3);
        int left = 0;
        for (int c = 0; c < 6; c++)
            left += g->port_gems[nb][c];
        if (left != total - earned)
            violation(P_COUNTING, "%s: neighbourhood %d (%d seats in it) keeps %d gems after its counting, want %d",
                      ctx, nb + 1, k, left, total - earned);
    }
}

static void watch_round_end(CountWatch *w, const YsGame *g, const char *ctx)
{
    if (w->valid && !w->herald && g->opt.players > 2 && w->market_brokers && !w->quote_seen)
        violation(P_COUNTING, "%s: round %d had %d market brokers but no highest-bidder decision", ctx, w->round,
                  w->market_brokers);
    w->valid = 0;
}

/* Which of the brokers a character's move names (the Herald's, the
 * Magician's two, the Mercenary's) stood face down before it: from where
 * the move's event says each stood (move.pos), the Mercenary's from the
 * brokers just placed. */
static void named_face_down(const YsGame *before, const YsEventLog *log, int down[2])
{
    down[0] = down[1] = 0;
    const YsEvent *e = log->n ? &log->ev[0] : NULL;
    if (!e || e->kind != YS_EV_MOVE || e->move.move.kind != YS_MV_CARD) return;
    const YsMove *m = &e->move.move;
    int p = e->player;
    if (m->card == YS_HERALD || m->card == YS_MAGICIAN)
        for (int k = 0; k < (m->card == YS_MAGICIAN ? 2 : 1); k++) {
            int pl = k ? m->place2 : m->place, pos = e->move.pos[k];
            if (pl < YS_PLACES && pos >= 1 && pos <= before->priv.plen[pl])
                down[k] = !before->pool[before->priv.plist[pl][pos - 1]].up;
        }
    if (m->card == YS_MERCENARY) {
        int up = 0, face_down = 0;
        for (int j = 0; j < 3; j++) {
            int id = before->priv.just_placed[j];
            if (id == YS_NONE || id >= YS_POOL) continue;
            const YsBroker *b = &before->pool[id];
            if (b->owner != p || b->value != m->a || b->place != m->place) continue;
            if (b->up)
                up = 1;
            else
                face_down = 1;
        }
        /* twins are told apart by the move's suffix (u, d) */
        down[0] = face_down && (!up || (m->src[0] & 2));
    }
}

/* The events of one move: the move first, then sums that match the change. */
static void check_events(const YsGame *before, const YsMove *mv, const YsGame *g, const YsEventLog *log,
                         const char *ctx)
{
    int score[YS_MAX_SEATS] = {0}, gems[YS_MAX_SEATS][5] = {{0}}, quote[YS_COLOURS] = {0}, end = 0;
    char text[96];
    ys_move_format(before, mv, text, sizeof text);
    if (log->n < 1 || log->ev[0].kind != YS_EV_MOVE || log->ev[0].move.automatic ||
        strcmp(log->ev[0].move.text, text) || log->ev[0].player != before->to_move)
        violation(P_EVENTS, "%s: '%s' is not told first", ctx, text);
    for (int i = 0; i < log->n; i++) {
        const YsEvent *e = &log->ev[i];
        if (e->kind == YS_EV_SCORE) score[e->player] += e->score.points;
        if (e->kind == YS_EV_GEM) gems[e->player][e->gem.colour] += e->gem.count;
        if (e->kind == YS_EV_QUOTE) quote[e->quote.colour] += e->quote.steps;
        if (e->kind == YS_EV_END) end++;
        if (e->kind >= YS_EV_KINDS) violation(P_EVENTS, "%s: unknown event kind %d", ctx, e->kind);
    }
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        if (score[s] != g->score[s] - before->score[s])
            violation(P_EVENTS, "%s: '%s': seat %d scored %d, its events say %d", ctx, text, s,
                      g->score[s] - before->score[s], score[s]);
        for (int c = 0; c < 5; c++)
            if (gems[s][c] != g->gems[s][c] - before->gems[s][c])
                violation(P_EVENTS, "%s: '%s': seat %d gems of colour %d", ctx, text, s, c);
    }
    for (int c = 0; c < YS_COLOURS; c++)
        if (quote[c] != g->quotation[c] - before->quotation[c])
            violation(P_EVENTS, "%s: '%s': quotation of colour %d", ctx, text, c);
    if (end != ys_over(g)) violation(P_EVENTS, "%s: '%s': %d end events", ctx, text, end);
    if (log->n >= YS_MAX_EVENTS) violation(P_EVENTS, "%s: '%s': the event log is full", ctx, text);
    /* what each player may know of them: others' secret values erased */
    int down[2];
    named_face_down(before, log, down);
    static YsEventLog seen;
    for (int p = -1; p < before->opt.players; p++) {
        seen = *log;
        ys_events_view(&seen, p < 0 ? YS_SPECTATOR : p);
        for (int i = 0; i < seen.n; i++) {
            const YsEvent *e = &seen.ev[i];
            if (e->kind != YS_EV_MOVE || !e->move.secret || (p >= 0 && e->player == p)) continue;
            const YsMove *x = &e->move.move;
            const char *shown = x->kind == YS_MV_BID       ? "bid"
                                : x->kind == YS_MV_THRONE  ? "throne"
                                : x->kind == YS_MV_NEUTRAL ? "neutral ?@"
                                                           : "down ?@";
            if (x->a != YS_UNKNOWN || (x->kind == YS_MV_BID && x->b != YS_UNKNOWN) ||
                strncmp(e->move.text, shown, strlen(shown)) ||
                (x->kind == YS_MV_BID || x->kind == YS_MV_THRONE ? strlen(e->move.text) != strlen(shown) : 0))
                violation(P_EVENTS, "%s: '%s' shows %s to player %d", ctx, text, e->move.text, p);
        }
        /* a character's face-down broker: its value is its owner's alone */
        const YsEvent *e = &seen.ev[0];
        if (e->kind != YS_EV_MOVE || (p >= 0 && e->player == p) || (!down[0] && !down[1])) continue;
        const YsMove *x = &e->move.move;
        const char *at = strchr(e->move.text, '@'), *at2 = at ? strchr(at + 1, '@') : NULL;
        for (int k = 0; k < 2; k++) {
            const char *a = k ? at2 : at;
            if (down[k] && ((k ? x->b : x->a) != YS_UNKNOWN || !a || a[-1] != '?' || a[-2] != ' '))
                violation(P_EVENTS, "%s: '%s' shows %s (value %d) to player %d, its broker face down", ctx, text,
                          e->move.text, k ? x->b : x->a, p);
        }
    }
    /* the events' JSON is one line, an array of objects */
    YsBuf b = {0};
    ys_json_events(g, log, &b);
    if (!b.s || b.s[0] != '[' || b.s[b.n - 1] != ']' || strchr(b.s, '\n'))
        violation(P_EVENTS, "%s: '%s': events JSON malformed", ctx, text);
    ys_buf_free(&b);
}

/* ys_placements: where it gives a product, the list is exactly its moves in
 * its order (kind, value, place), byte for byte as the searches build them,
 * and ys_placements_nth gives each;
 * where a placement gives none, the list holds some other move. */
static long n_products, n_no_product;
static void check_product(const YsGame *g, const YsMoveList *l, const char *ctx)
{
    YsPlacements pr;
    if (ys_placements(g, &pr)) {
        n_products++;
        int i = 0, same = 1;
        for (int k = 0; k < 3; k++)
            for (int v = 0; v < YS_VALUES && (pr.kinds >> k & 1); v++)
                for (int pl = 0; pl < YS_THRONE && (pr.values[k] >> v & 1); pl++) {
                    if (!(pr.places >> pl & 1)) continue;
                    YsMove m;
                    memset(&m, 0, sizeof m);
                    m.kind = (uint8_t)(YS_MV_UP + k), m.a = (uint8_t)v, m.b = YS_NONE, m.place = (uint8_t)pl;
                    same &= i < l->n && !memcmp(&m, &l->m[i], sizeof m);
                    i++;
                }
        if (!same || i != l->n || pr.n != l->n || g->dec != YS_DEC_PLACE)
            violation(P_ACCEPT, "%s: ys_placements' product (%d moves, n %d) is not the list (%d)", ctx, i, pr.n, l->n);
        for (int j = 0; j < l->n; j++) {
            YsMove m = ys_placements_nth(&pr, j);
            if (memcmp(&m, &l->m[j], sizeof m)) {
                violation(P_ACCEPT, "%s: ys_placements_nth(%d) is not the list's move %d", ctx, j, j);
                break;
            }
        }
    } else if (g->dec == YS_DEC_PLACE) {
        n_no_product++;
        int other = 0;
        for (int i = 0; i < l->n; i++)
            other |= l->m[i].kind < YS_MV_UP || l->m[i].kind > YS_MV_NEUTRAL || l->m[i].b != YS_NONE;
        if (!other) violation(P_ACCEPT, "%s: ys_placements gives no product for a list of placements alone", ctx);
    }
}

static void play_one_game(const char *opts, uint64_t seed)
{
    char full[256], ctx[320];
    snprintf(full, sizeof full, "%s seed=%llu", opts, (unsigned long long)seed);
    yt_new(M, full);
    rng_state = seed * 0x9e3779b97f4a7c15ull + 1;
    YsGame *g = &M->g;
    int prev_gems[YS_MAX_SEATS], prev_black[YS_MAX_SEATS], prev_score[YS_MAX_SEATS];
    for (int s = 0; s < YS_MAX_SEATS; s++)
        prev_gems[s] = prev_black[s] = prev_score[s] = 0;
    snap[0] = *g;
    int decision = 0;
    CountWatch watch = {0};
    while (!ys_over(g)) {
        snprintf(ctx, sizeof ctx, "[%s, move %d, round %d, %s]", full, M->nlog, g->round, ys_phase_name(g->phase));
        check_board(g, ctx);
        if (watch.valid && g->round != watch.round) watch_round_end(&watch, g, ctx);
        watch_check(&watch, g, ctx);
        ys_legal(g, L);
        n_decisions++;
        decision++;
        if (L->n == 0) {
            violation(P_SINGLE, "%s: no legal move but the game is not over", ctx);
            return;
        }
        if (L->n < 2)
            violation(P_SINGLE, "%s: a decision with %d legal move(s) was posed instead of made by the engine", ctx,
                      L->n);
        /* every listed move: distinct, round trips through its text */
        for (int i = 0; i < L->n; i++) {
            char s[96];
            YsMove back;
            ys_move_format(g, &L->m[i], s, sizeof s);
            if (ys_move_parse(g, s, &back, NULL, 0) || !ys_move_equal(&back, &L->m[i]))
                violation(P_NOTATION, "%s: legal move '%s' does not round-trip", ctx, s);
        }
        if (decision % 11 == 0)
            for (int i = 0; i < L->n; i++)
                for (int k = i + 1; k < L->n; k++)
                    if (ys_move_equal(&L->m[i], &L->m[k])) violation(P_NOTATION, "%s: a move is listed twice", ctx);
        /* listed moves are accepted (all of them now and then, else a sample) */
        int all = L->n <= 12 || decision % 16 == 0;
        for (int t = 0; t < (all ? L->n : 4); t++) {
            const YsMove *x = &L->m[all ? t : (int)rnd((uint32_t)L->n)];
            static YsGame copy, trusted;
            copy = *g;
            trusted = *g;
            const char *wrong = ys_apply(&copy, x) ? "refused by ys_apply"
                                : ys_apply_trusted(&trusted, x) || memcmp(&copy, &trusted, sizeof copy)
                                    ? "made another game by ys_apply_trusted than by ys_apply"
                                    : NULL;
            if (wrong) {
                char s[96];
                ys_move_format(g, x, s, sizeof s);
                violation(P_ACCEPT, "%s: listed move '%s' %s", ctx, s, wrong);
            }
        }
        /* the places open to a broker now are those the placements name */
        if (g->dec == YS_DEC_PLACE) {
            uint32_t named = 0;
            for (int i = 0; i < L->n; i++)
                if (L->m[i].kind >= YS_MV_UP && L->m[i].kind <= YS_MV_NEUTRAL) named |= 1u << L->m[i].place;
            if (named != ys_enter_mask(g))
                violation(P_ACCEPT, "%s: ys_enter_mask %#x, the placements' places %#x", ctx, ys_enter_mask(g), named);
        }
        check_product(g, L, ctx);
        /* mutants and random strings that are not listed are refused, changing nothing */
        for (int t = 0; t < 3; t++) {
            YsMove x = L->m[rnd((uint32_t)L->n)];
            mutate(&x);
            if (!in_list(L, &x)) {
                expect_refused(g, &x, ctx, "mutant");
                n_mutants_refused++;
            }
            char s[128];
            random_string(s, sizeof s);
            if (!ys_move_parse(g, s, &x, NULL, 0)) {
                if (in_list(L, &x))
                    n_strings_legal++;
                else {
                    expect_refused(g, &x, ctx, "string");
                    n_strings_refused++;
                }
            }
        }
        /* views */
        for (int p = 0; p < g->opt.players; p++)
            check_view_struct(g, p, ctx);
        if (decision % 9 == 0)
            for (int p = 0; p < g->opt.players; p++)
                check_view_json(g, p, ctx);

        int pick = choose(g, L);
        YsMove mv = L->m[pick];
        if (decision % 4 == 0) check_secret_pair(g, L, &mv, ctx);
        if (mv.kind == YS_MV_CARD) n_cards[mv.card]++;
        if (mv.kind == YS_MV_PEEK) n_peeks++;
        if ((mv.kind == YS_MV_UP || mv.kind == YS_MV_DOWN) && mv.b != YS_NONE) n_conjured++;
        if (mv.kind == YS_MV_RANK) n_ranks++;
        if (mv.kind == YS_MV_TAKE && (mv.src[0] == YS_WHITE || mv.src[1] == YS_WHITE)) n_whites++;
        static YsGame before;
        before = *g;
        if (mv.kind == YS_MV_CARD && mv.card == YS_HERALD) watch.herald = 1;
        if (ys_match_play(M, &mv)) fail_msg("%s: ys_match_play refused a listed move", ctx);
        if ((before.phase == YS_PHASE_PLACE ||
             (before.dec == YS_DEC_WINDOW && before.priv.window == YS_WIN_COUNT_START)) &&
            g->phase != YS_PHASE_PLACE && !(g->dec == YS_DEC_WINDOW && g->priv.window == YS_WIN_COUNT_START)) {
            if (watch.valid && watch.round != before.round) watch_round_end(&watch, g, ctx);
            if (!(before.dec == YS_DEC_WINDOW && watch.valid)) watch_placing_end(&watch, &before, &mv);
            if (mv.kind == YS_MV_CARD && mv.card == YS_HERALD) watch.herald = 1;
            watch_check(&watch, g, ctx);
        }
        check_events(&before, &mv, g, &M->last, ctx);
        snap[M->nlog] = *g;
        for (int s = 0; s < g->seats; s++) {
            if (gem_sum(g, s) < prev_gems[s]) violation(P_CONSERVE, "%s: seat %d lost gems", ctx, s);
            if (g->gems[s][YS_BLACK] < prev_black[s]) violation(P_CONSERVE, "%s: seat %d lost black gems", ctx, s);
            if (g->score[s] < prev_score[s]) violation(P_CONSERVE, "%s: seat %d lost points", ctx, s);
            for (int c = 0; c < 5; c++)
                if (g->gems[s][c] < 0) violation(P_CONSERVE, "%s: negative gems", ctx);
            prev_gems[s] = gem_sum(g, s), prev_black[s] = g->gems[s][YS_BLACK], prev_score[s] = g->score[s];
        }
    }
    snprintf(ctx, sizeof ctx, "[%s, over after %d moves]", full, M->nlog);
    watch_round_end(&watch, g, ctx);
    check_board(g, ctx);
    ys_legal(g, L);
    if (L->n != 0) violation(P_RESULT, "%s: moves listed after the end", ctx);
    for (int p = 0; p < g->opt.players; p++) {
        check_view_struct(g, p, ctx);
        check_view_json(g, p, ctx);
    }
    /* result */
    YsResult r;
    if (ys_result(g, &r)) fail_msg("%s: no result", ctx);
    int best = -1;
    for (int s = 0; s < g->seats; s++) {
        if (r.score[s] != r.during[s] + r.colours[s] + r.black[s] + r.throne[s])
            violation(P_RESULT, "%s: score sum", ctx);
        if (r.score[s] != g->score[s]) violation(P_RESULT, "%s: the final gold is not the score", ctx);
        if (r.score[s] > best) best = r.score[s];
    }
    if (r.nwinners < 1) violation(P_RESULT, "%s: no winner", ctx);
    for (int i = 0; i < r.nwinners; i++)
        if (r.score[r.winners[i]] != best) violation(P_RESULT, "%s: a winner without the best score", ctx);
    for (int i = 0; i + 1 < g->seats; i++) {
        int a = r.ranking[i], b = r.ranking[i + 1];
        if (r.score[a] < r.score[b] || (r.score[a] == r.score[b] && r.gems[a] < r.gems[b]))
            violation(P_RESULT, "%s: ranking out of order", ctx);
    }
    if (ys_result(&snap[M->nlog / 2], &r) != -1) violation(P_RESULT, "%s: a result before the end", ctx);

    /* undo: replaying the first k moves gives the game after k moves, byte for byte */
    static YsMatch *u;
    if (!u) u = malloc(sizeof *u);
    for (int t = 0; t < 3; t++) {
        int k = t == 0 ? M->nlog - 1 : (int)rnd((uint32_t)M->nlog + 1);
        *u = *M;
        if (ys_replay(u, k)) violation(P_UNDO, "%s: replay to %d failed", ctx, k);
        if (u->nlog != k || memcmp(&u->g, &snap[k], sizeof u->g)) violation(P_UNDO, "%s: replay to %d differs", ctx, k);
    }
    /* save -> load, at the end and at a random point */
    for (int t = 0; t < 2; t++) {
        int k = t == 0 ? M->nlog : (int)rnd((uint32_t)M->nlog + 1);
        *u = *M;
        if (ys_replay(u, k)) violation(P_SAVE, "%s: replay", ctx);
        YsBuf b = {0};
        ys_save_text(u, &b);
        static YsMatch *back;
        if (!back) back = malloc(sizeof *back);
        YsLoadError why;
        if (ys_load_text(back, b.s, b.n, &why)) violation(P_SAVE, "%s: own save at %d refused: %s", ctx, k, why.text);
        if (back->nlog != k || memcmp(&back->g, &snap[k], sizeof back->g) ||
            memcmp(back->log, u->log, sizeof(YsMove) * (size_t)k))
            violation(P_SAVE, "%s: save -> load at %d gives another game", ctx, k);
        ys_buf_free(&b);
    }
    n_games++;
}

static int games_divide = 1; /* YS_PROPERTY_DIVIDE, for the coverage check */

static void run_config(const Config *c, uint64_t base)
{
    for (int i = 0; i < c->games; i++)
        play_one_game(c->opts, base + (uint64_t)i);
}

static int games_setup(void **state)
{
    (void)state;
    if (setup(state)) return -1;
    /* YS_PROPERTY_SCALE multiplies the games; YS_PROPERTY_DIVIDE divides them
     * (the sanitizer build runs a share of them: it is ten times slower) */
    const char *env = getenv("YS_PROPERTY_SCALE"), *div_env = getenv("YS_PROPERTY_DIVIDE");
    int scale = env ? atoi(env) : 1, divide = div_env ? atoi(div_env) : 1;
    if (scale < 1) scale = 1;
    if (divide < 1) divide = 1;
    games_divide = divide;
    for (size_t i = 0; i < sizeof configs / sizeof *configs; i++) {
        Config c = configs[i];
        c.games = c.games * scale / divide;
        if (c.games < 1) c.games = 1;
        run_config(&c, 1000u * (uint64_t)(i + 1));
    }
    print_message("%ld games, %ld decisions, %ld peeks, %ld conjured placements, %ld column rankings, %ld white "
                  "gems, %ld mutants and %ld strings refused (%ld strings legal), %ld secret pairs (%ld throne room "
                  "choices told)\n",
                  n_games, n_decisions, n_peeks, n_conjured, n_ranks, n_whites, n_mutants_refused, n_strings_refused,
                  n_strings_legal, n_view_pairs, n_event_pairs[YS_EV_THRONE]);
    return 0;
}

static void check_prop(int prop)
{
    if (violations[prop])
        fail_msg("property '%s' broken %ld times; first: %s", prop_names[prop], violations[prop],
                 first_violation[prop]);
}

static void test_board(void **state) { (void)state, check_prop(P_BOARD); }
static void test_events(void **state) { (void)state, check_prop(P_EVENTS); }
static void test_conservation(void **state) { (void)state, check_prop(P_CONSERVE); }
static void test_single_choice_automatic(void **state) { (void)state, check_prop(P_SINGLE); }
static void test_legal_notation(void **state) { (void)state, check_prop(P_NOTATION); }
static void test_listed_accepted(void **state)
{
    (void)state;
    check_prop(P_ACCEPT);
    assert_true(n_products > 1000 && n_no_product > 100); /* both seen, many times */
}
static void test_unlisted_refused(void **state)
{
    (void)state;
    check_prop(P_REFUSE);
    assert_true(n_mutants_refused > 10000 && n_strings_refused > 1000);
}
static void test_view_struct(void **state) { (void)state, check_prop(P_VIEW); }
static void test_view_json(void **state) { (void)state, check_prop(P_VIEW_JSON); }
static void test_view_secrets(void **state)
{
    (void)state;
    check_prop(P_SECRET);
    assert_true(n_view_pairs > 1000);
    /* the pairs reached the events that tell hidden values: the throne room's
     * choices once all are made, bids, face-down brokers */
    assert_true(n_event_pairs[YS_EV_THRONE] > 20 && n_event_pairs[YS_EV_MOVE] > 1000);
}
static void test_result(void **state) { (void)state, check_prop(P_RESULT); }
static void test_undo(void **state) { (void)state, check_prop(P_UNDO); }
static void test_save_load(void **state) { (void)state, check_prop(P_SAVE); }
static void test_counting_complete(void **state) { (void)state, check_prop(P_COUNTING); }

/* The random driver reached every corner: every playable card, peeks, the
 * Conjurer, column rankings, white gems, in at least 2,000 games. */
static void test_coverage(void **state)
{
    (void)state;
    assert_true(n_games >= 2000 / games_divide);
    for (int c = 0; c < YS_CHARACTER_COUNT; c++) {
        if (c == YS_PRINCE || c == YS_KING || c == YS_WHITE_CARD) continue;
        if (n_cards[c] == 0) fail_msg("no game played the %s: the driver misses a corner", ys_character_name(c));
    }
    assert_true(n_peeks > 0 && n_conjured > 0 && n_ranks > 0 && n_whites > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coverage),
        cmocka_unit_test(test_board),
        cmocka_unit_test(test_events),
        cmocka_unit_test(test_conservation),
        cmocka_unit_test(test_single_choice_automatic),
        cmocka_unit_test(test_legal_notation),
        cmocka_unit_test(test_listed_accepted),
        cmocka_unit_test(test_unlisted_refused),
        cmocka_unit_test(test_view_struct),
        cmocka_unit_test(test_view_json),
        cmocka_unit_test(test_view_secrets),
        cmocka_unit_test(test_result),
        cmocka_unit_test(test_undo),
        cmocka_unit_test(test_save_load),
        cmocka_unit_test(test_counting_complete),
    };
    return cmocka_run_group_tests(tests, games_setup, teardown);
}
