/* apply.c - move effects: the one function that applies a move (after
 * checking it is legal), and fast random play for benchmarks and playouts. */
#include <assert.h>
#include <string.h>

#include "internal.h"

static int resolve_own(const YsGame *g, int p, int value, int place, int sel)
{
    return ys__find_own(g, p, value, place, sel);
}

/* The event of the move being applied (the last traced), or NULL when
 * nobody listens: where its effect tells the screen more. */
static YsEvent *move_event(YsGame *g)
{
    if (!ys__listening(g) || !g->priv.trace->n) return NULL;
    YsEvent *e = &g->priv.trace->ev[g->priv.trace->n - 1];
    return e->kind == YS_EV_MOVE ? e : NULL;
}

/* Where broker id stands in its place's list (from 1), told on the move's
 * event as its k-th, so the screen moves that one. */
static void tell_pos(YsGame *g, int k, int id)
{
    YsEvent *e = move_event(g);
    int pl = g->pool[id].place;
    for (int i = 0; i < g->priv.plen[pl] && e; i++)
        if (g->priv.plist[pl][i] == id) e->move.pos[k] = (uint8_t)(i + 1);
}

/* The k-th broker a character names, told on the move's event as hidden
 * when it stands face down: its value is its owner's alone. */
static void tell_hidden(YsGame *g, int k, int id)
{
    YsEvent *e = move_event(g);
    if (e && !g->pool[id].up) e->move.hidden |= (uint8_t)(1u << k);
}

/* Who may know the k-th broker's value now, told on the move's event. */
static void tell_known(YsGame *g, int k, int id)
{
    YsEvent *e = move_event(g);
    if (!e) return;
    e->move.known[k] = ys__seen_by(g, &g->pool[id], YS_SPECTATOR) ? 0x80 : 0;
    for (int q = 0; q < g->opt.players && q < YS_MAX_HUMANS; q++)
        if (ys__seen_by(g, &g->pool[id], q)) e->move.known[k] |= (uint8_t)(1u << q);
}

/* (kept out of ys__apply_effect, whose common moves then save fewer registers) */
static __attribute__((noinline)) void play_card(YsGame *g, int p, const YsMove *m)
{
    g->hand[p] &= (uint16_t) ~(1u << m->card);
    g->cards_played[p]++;
    switch (m->card) {
    case YS_CAPTAIN: {
        uint8_t t[6], c[3];
        memcpy(t, g->port_gems[m->a], 6);
        memcpy(g->port_gems[m->a], g->port_gems[m->b], 6);
        memcpy(g->port_gems[m->b], t, 6);
        memcpy(c, g->port_card[m->a], 3);
        memcpy(g->port_card[m->a], g->port_card[m->b], 3);
        memcpy(g->port_card[m->b], c, 3);
        break;
    }
    case YS_SPY:
        g->spy_peeks[p] = 3;
        break;
    case YS_CONJURER:
        g->conjurer |= (uint8_t)(1u << p);
        break;
    case YS_INTRIGUER:
        g->intriguer = (int8_t)p;
        break;
    case YS_MERCHANT:
        g->merchant = 1;
        break;
    case YS_QUEEN:
        g->queen_place = m->place;
        break;
    case YS_HERALD: {
        int id = resolve_own(g, p, m->a, m->place, m->src[0]);
        YsBroker *b = &g->pool[id];
        tell_pos(g, 0, id), tell_hidden(g, 0, id);
        if (YS_IS_CITY(b->place) && YS_IS_MARKET(m->place2)) {
            g->score[p]++;
            ys__ev_score(g, p, 1, YS_WHY_CARD, YS_HERALD);
        }
        ys__list_remove(g, id);
        ys__list_add(g, id, m->place2);
        break;
    }
    case YS_MAGICIAN: {
        int x = resolve_own(g, p, m->a, m->place, m->src[0]), y = resolve_own(g, p, m->b, m->place2, m->src[1]);
        YsBroker *bx = &g->pool[x], *by = &g->pool[y];
        tell_pos(g, 0, x), tell_pos(g, 1, y), tell_hidden(g, 0, x), tell_hidden(g, 1, y);
        int throne = bx->place == YS_THRONE || by->place == YS_THRONE;
        /* each takes the other's position in the other's list */
        uint8_t *lx = g->priv.plist[bx->place], *ly = g->priv.plist[by->place];
        int ix = 0, iy = 0;
        while (lx[ix] != x)
            ix++;
        while (ly[iy] != y)
            iy++;
        lx[ix] = (uint8_t)y, ly[iy] = (uint8_t)x;
        uint8_t pl = bx->place;
        tally(g, bx, pl, (uint32_t)-1), tally(g, by, by->place, (uint32_t)-1);
        bx->place = by->place;
        by->place = pl;
        tally(g, bx, bx->place, 1), tally(g, by, pl, 1);
        if (throne) { /* face down, and neither was placed where it stands */
            bx->up = by->up = 0;
            g->arrival[x] = g->arrival[y] = YS_NONE;
            tell_known(g, 0, x), tell_known(g, 1, y);
        }
        break;
    }
    case YS_MERCENARY: {
        for (int k = 0; k < 2; k++) {
            int id = g->priv.just_placed[k];
            if (id != YS_NONE && g->pool[id].value == m->a && g->pool[id].place == m->place &&
                (!m->src[0] || broker_kind(&g->pool[id]) == m->src[0])) {
                tell_hidden(g, 0, id);
                tally(g, &g->pool[id], m->place, (uint32_t)-1); /* now it counts as 5 */
                g->pool[id].merc = 1;
                tally(g, &g->pool[id], m->place, 1);
                break;
            }
        }
        break;
    }
    case YS_ALCHEMIST:
        g->gems[p][m->a]--;
        g->gems[p][m->b]++;
        ys__ev_gem(g, p, m->a, -1, YS_FROM_CARD, YS_ALCHEMIST, 0);
        ys__ev_gem(g, p, m->b, 1, YS_FROM_CARD, YS_ALCHEMIST, 0);
        break;
    case YS_BANKER: {
        int up = g->quotation[m->a]<ys_data.quotation_max, down = g->quotation[m->b]> 0;
        g->quotation[m->a] = (uint8_t)(g->quotation[m->a] + up);
        g->quotation[m->b] = (uint8_t)(g->quotation[m->b] - down);
        ys__ev_quote(g, m->a, up, YS_QUOTE_BANKER, p);
        ys__ev_quote(g, m->b, -down, YS_QUOTE_BANKER, p);
        break;
    }
    case YS_JEWELLER:
        g->gems[p][m->a]++;
        g->gems[p][m->b]++;
        ys__ev_gem(g, p, m->a, 1, YS_FROM_CARD, YS_JEWELLER, 0);
        ys__ev_gem(g, p, m->b, 1, YS_FROM_CARD, YS_JEWELLER, 0);
        break;
    default:
        break;
    }
}

/* A broker of player p put on the board: kind k (0 up, 1 down, 2 neutral),
 * its value and place; from the front (a Conjurer's: front, the value, and
 * refill, the one coming in front from behind) or, front YS_NONE, from
 * behind the screen or the neutral supply; with the turn's placing record.
 * No event (who listens is place_broker's). */
static inline void put_broker_at(YsGame *g, int p, int k, int place, int value, int front, int refill)
{
    const int owner = k == 2 ? YS_NEUTRAL : p;
    const int nfree = g->priv.nfree - 1, id = g->priv.free_slots[nfree], len = g->priv.plen[place];
    const int n = g->nplacing;
    const unsigned market = YS_IS_MARKET(place), at = 8u * (unsigned)owner;
    g->pool[id] = (YsBroker){.place = (uint8_t)place,
                             .owner = (uint8_t)owner,
                             .value = (uint8_t)value,
                             .up = (uint8_t)(k == 0),
                             .placer = (uint8_t)p};
    g->priv.nfree = (uint8_t)nfree;
    g->throne_may[id] = 0; /* a slot used again: no throne history */
    g->arrival[id] = YS_NONE;
    if (n < YS_TURN_PLACED) { /* always: a turn places no more */
        g->arrival[id] = (uint8_t)n;
        g->placing[n].place = (uint8_t)place, g->placing[n].owner = (uint8_t)owner;
        g->placing[n].placer = (uint8_t)p, g->placing[n].shown = k == 0 ? (uint8_t)value : YS_UNKNOWN;
        g->nplacing = (uint8_t)(n + 1);
    }
    g->priv.plist[place][len] = (uint8_t)id;
    g->priv.plen[place] = (uint8_t)(len + 1);
    g->priv.market_full |= market << place;
    g->priv.place_sum[place] += (uint32_t)value << at; /* a new broker: no Mercenary's marker yet */
    g->priv.place_count[place] += 1u << at;
    g->priv.just_placed[k] = (uint8_t)id;
    g->priv.placed_mask = (uint8_t)(g->priv.placed_mask | 1 << k);
    if (k == 2) {
        g->neutral_supply[p][value]--;
    } else if (front == YS_NONE) {
        g->behind[p][value]--;
    } else { /* Conjurer: from the front, refilled from behind */
        g->front[p][front]--;
        g->behind[p][refill]--;
        g->front[p][refill]++;
    }
    g->score[owner] += (int)market; /* a gold for a market broker */
}

static inline void put_broker(YsGame *g, int p, const YsMove *m)
{
    put_broker_at(g, p, m->kind - YS_MV_UP, m->place, m->a, m->b, m->c);
}

static void place_broker(YsGame *g, int p, const YsMove *m)
{
    put_broker(g, p, m);
    if (ys__listening(g) && YS_IS_MARKET(m->place))
        ys__ev_score(g, m->kind == YS_MV_NEUTRAL ? YS_NEUTRAL : p, 1, YS_WHY_MARKET, YS_NONE);
}

static __attribute__((noinline)) void place_broker_call(YsGame *g, int p, const YsMove *m) { place_broker(g, p, m); }

/* The effect of a move, without checks and without moving on. */
void ys__apply_effect(YsGame *g, const YsMove *m)
{
    int p = g->to_move;
    switch (m->kind) {
    case YS_MV_BID:
        g->bid[p][0] = m->a, g->bid[p][1] = m->b;
        g->behind[p][m->a]--;
        g->behind[p][m->b]--;
        g->bid_done |= (uint8_t)(1u << p);
        break;
    case YS_MV_SEAT:
        g->seat_taken |= (uint8_t)(1u << m->a);
        g->order_card[p] = m->a;
        g->priv.seats_chosen++;
        break;
    case YS_MV_PASS:
        g->priv.window_turn++;
        break;
    case YS_MV_CARD:
        play_card(g, p, m);
        break;
    case YS_MV_UP:
    case YS_MV_DOWN:
    case YS_MV_NEUTRAL: /* apply_move places brokers itself: a call here */
        place_broker_call(g, p, m);
        break;
    case YS_MV_PEEK: {
        int id = ys__nth(g, m->place, m->a);
        g->pool[id].peeked |= (uint8_t)(1u << p);
        YsEvent *e = move_event(g);
        if (e) e->move.seen = g->pool[id].value; /* for the screen */
        g->spy_peeks[p]--;
        break;
    }
    case YS_MV_DONE:
        g->priv.after_step = AFTER_DONE;
        break;
    case YS_MV_TAKE: {
        /* from a ship; or a lone white gem: a market row's, or a palace's card */
        int source = g->priv.take_port >= 0 ? YS_FROM_SHIP : g->priv.stage == ST_ROWS ? YS_FROM_ROW : YS_FROM_PALACE;
        int from = g->priv.take_port >= 0     ? g->priv.take_port
                   : g->priv.stage == ST_ROWS ? g->priv.next_row - 1
                                              : g->priv.nbhd;
        for (int i = 0; i < m->n; i++) {
            if (g->priv.take_port >= 0) g->port_gems[g->priv.take_port][m->src[i]]--;
            give_gem(g, p, m->dst[i]);
            ys__ev_gem(g, p, m->dst[i], 1, source, from, m->src[i] == YS_WHITE);
        }
        break;
    }
    case YS_MV_RANK:
        memcpy(&g->priv.col_order[g->priv.col_done], m->src, m->n);
        g->priv.col_done += m->n;
        break;
    case YS_MV_QUOTE: {
        int q = g->quotation[m->a] + (m->b ? 1 : -1);
        int moved = q >= 0 && q <= ys_data.quotation_max; /* at an end of the scale it stays */
        ys__ev_quote(g, m->a, moved ? q - g->quotation[m->a] : 0, YS_QUOTE_BIDDER, p);
        if (moved) g->quotation[m->a] = (uint8_t)q;
        break;
    }
    case YS_MV_THRONE:
        g->throne_choice[p] = m->a;
        g->throne_done |= (uint8_t)(1u << p);
        break;
    }
}

/* Moves on until a decision with two or more choices, making single-choice
 * decisions itself (they are told as automatic moves). turn.c runs the
 * stages; the moves are applied here, so turn.c never calls back. */
void ys__advance(YsGame *g)
{
    while (ys__step(g)) {
        YsMove m;
        if (!ys__only_move(g, &m)) return;
        ys__ev_move(g, &m, 1);
        ys__apply_effect(g, &m); /* and the loop moves on from there */
    }
}

/* A move's effect, then the game moves on to the next real decision. */
static void apply_move(YsGame *g, const YsMove *m)
{
    ys__ev_move(g, m, 0);
    if (m->kind >= YS_MV_UP && m->kind <= YS_MV_NEUTRAL) { /* straight there */
        /* a call: random play places its brokers itself, and what comes
         * here (bids, takes, cards) then saves fewer registers */
        place_broker_call(g, g->to_move, m);
        /* posed only in ST_PLACE: placing_on() is whether a broker is still due */
        if (g->priv.placed_mask != needed_mask(g)) return;
    } else {
        ys__apply_effect(g, m);
        if (placing_on(g)) return;
    }
    ys__advance(g);
}

int ys_move_equal(const YsMove *a, const YsMove *b) { return memcmp(a, b, sizeof *a) == 0; }

/* A broker placement is legal exactly when the generator would list it
 * (gen_brokers in moves.c): checked directly, since placements are most of
 * a game and their lists are long. The property tests hold the two equal. */
static int placement_legal(const YsGame *g, const YsMove *m)
{
    int p = g->to_move;
    if (!(kinds_to_place(g) & (1u << (m->kind - YS_MV_UP)))) return 0;
    if (m->card || m->n || m->place2 || m->a >= YS_VALUES || m->place >= YS_THRONE || !can_enter(g, m->place)) return 0;
    static const uint8_t zero[4];
    if (memcmp(m->src, zero, 4) || memcmp(m->dst, zero, 4)) return 0;
    if (m->b == YS_NONE) { /* from behind the screen, or the neutral supply */
        return m->c == 0 && broker_source(g, p, m->kind)[m->a] > 0;
    }
    /* Conjurer: the front broker m->b placed, the front refilled with m->c */
    return may_conjure(g, p, m->kind) && m->a == m->b && m->c < YS_VALUES && g->front[p][m->b] > 0 &&
           g->behind[p][m->c] > 0;
}

static int is_legal(const YsGame *g, const YsMove *m)
{
    if (g->dec == YS_DEC_PLACE && m->kind >= YS_MV_UP && m->kind <= YS_MV_NEUTRAL) return placement_legal(g, m);
    YsMove buf[YS_MAX_MOVES];
    Gen gen = {buf, 0, YS_MAX_MOVES};
    int n = ys__gen_all(g, &gen);
    for (int i = 0; i < n; i++)
        if (ys_move_equal(&buf[i], m)) return 1;
    return 0;
}

int ys_is_legal(const YsGame *g, const YsMove *m) { return g->dec != YS_DEC_OVER && is_legal(g, m); }

int ys_decision_sealed(const YsGame *g) { return g->dec == YS_DEC_BID || g->dec == YS_DEC_THRONE; }

int ys_apply_traced(YsGame *g, const YsMove *m, YsEventLog *log)
{
    if (g->dec == YS_DEC_OVER || g->viewer != -1 || !is_legal(g, m)) return -1;
    if (log) log->n = 0;
    g->priv.trace = log;
    apply_move(g, m);
    g->priv.trace = NULL;
    return 0;
}

int ys_apply(YsGame *g, const YsMove *m) { return ys_apply_traced(g, m, NULL); }

int ys_apply_trusted(YsGame *g, const YsMove *m)
{
    assert(g->dec != YS_DEC_OVER && g->viewer == -1 && is_legal(g, m));
    apply_move(g, m); /* g->priv.trace is NULL outside ys_apply_traced */
    return 0;
}

static int play_random(YsGame *g, uint64_t *rng);
static int play_random_other(YsGame *g, uint64_t *rng);

/* By the mask of kinds still to place (1 up, 2 down, 4 neutral): how many,
 * and the r-th of them (0 up, 1 down, 2 neutral), lowest bit first. */
static const uint8_t kinds_left[8] = {0, 1, 1, 2, 1, 2, 2, 3};
static const uint8_t kind_left[8][3] = {{0}, {0}, {1}, {0, 1}, {2}, {0, 2}, {1, 2}, {0, 1, 2}};

/* Player p's brokers still due in its placement (max of them at most),
 * placed at random, sampled directly: each one's kind and value from the
 * two halves of one draw, its place by rejection, two candidates per draw.
 * The game does not move on; nobody listens (a playout). The generator's
 * state is kept in a local: a byte stored into g could be it as far as the
 * compiler knows. need is needed_mask(g), a constant at each of the two
 * uses below (3: up and down; 7: and a neutral one, with 2 players), so
 * that the compiler drops the neutral broker's paths where there is none.
 * Returns how many were placed. */
static inline __attribute__((always_inline)) int random_brokers_of(YsGame *g, int p, int max, uint64_t *rng,
                                                                   const unsigned need)
{
    uint64_t s = *rng;
    const int conjurer = g->conjurer >> p & 1;
    int n = 0;
    for (unsigned placed = g->priv.placed_mask; placed != need && n < max; n++) {
        uint64_t x = rng_next(&s);
        unsigned want = need & ~placed; /* one to three kinds */
        /* one kind left: below_bits(.., 1, ..) is 0 and draws nothing */
        uint32_t r = kinds_left[want] > 1 ? below_bits((uint32_t)(x >> 32), kinds_left[want], &s) : 0;
        /* 0 up, 1 down, 2 neutral: kind_left[want][r], which without the
         * neutral is r of both (0 or 1) or the one left (want 1: up, 2: down) */
        int k = need == 3 ? (want == 3 ? (int)(r & 1) : (int)(want >> 1)) : kind_left[want][r];
        const uint8_t *src = k == 2 ? g->neutral_supply[p] : g->behind[p];
        int conjured = 0, refill = 0;
        if (k != 2 && conjurer && rng_below(&s, 3) == 0) {
            src = g->front[p]; /* Conjurer: a front broker, refilled from behind */
            refill = draw_value(g->behind[p], (uint32_t)rng_next(&s), &s);
            conjured = 1;
        }
        int value = draw_value(src, (uint32_t)x, &s), place;
        /* redrawn while closed, occupied or locked: the city always has room */
        const uint32_t enter = enter_mask(g);
        for (;;) { /* two candidates a draw; the first that may be entered */
            uint64_t y = rng_next(&s);
            uint32_t a = below_bits((uint32_t)y, YS_THRONE, &s), b = below_bits((uint32_t)(y >> 32), YS_THRONE, &s);
            uint32_t ok_a = (enter >> a) & 1, ok_b = (enter >> b) & 1;
            if (ok_a | ok_b) {
                place = (int)(b ^ ((a ^ b) & -ok_a)); /* a if it may be entered, else b: no branch */
                break;
            }
        }
        put_broker_at(g, p, k, place, value, conjured ? value : YS_NONE, refill);
        placed |= 1u << k;
    }
    *rng = s;
    return n;
}

static inline __attribute__((always_inline)) int random_brokers(YsGame *g, int p, int max, uint64_t *rng)
{
    return needed_mask(g) == 3 ? random_brokers_of(g, p, max, rng, 3) : random_brokers_of(g, p, max, rng, 7);
}

/* apply_move's placement path, less its event (nobody listens in a playout). */
static void random_placement(YsGame *g, int p, uint64_t *rng)
{
    random_brokers(g, p, 1, rng);
    if (g->priv.placed_mask == needed_mask(g)) ys__advance(g);
}

/* A fast random legal move (not uniform over the list): placements are
 * sampled directly; the few moves before a placement (Queen, Spy) are tried
 * a quarter of the time they exist; other decisions pick from the full list. */
int ys_play_random(YsGame *g, uint64_t *rng)
{
    if (g->dec == YS_DEC_OVER) return -1;
    int was_quiet = g->priv.quiet;
    g->priv.quiet = QUIET_PLAY; /* a playout: nobody watches */
    int r = play_random(g, rng);
    g->priv.quiet = was_quiet;
    return r;
}

static int play_before_placement(YsGame *g, int p, uint64_t *rng);

/* Placements while they last, player after player, as ys_play_random's
 * calls would make them: a Queen or a peek first now and then, then the
 * player's brokers one after the other (nothing else can come between
 * them), then the turn moves on without the stage loop when it can. */
static int play_out_placements(YsGame *g, uint64_t *rng)
{
    int n = 0;
    do {
        int p = g->to_move;
        if (!g->priv.placed_mask && (g->spy_peeks[p] || card_ready(g, p, YS_QUEEN, YS_WIN_BEFORE_PLACEMENT)) &&
            ys_rng_below(rng, 4) == 0 && play_before_placement(g, p, rng)) {
            n++;
            continue; /* the same player is still to place */
        }
        n += random_brokers(g, p, 3, rng);
        if (!ys__placed(g)) ys__advance(g);
    } while (g->dec == YS_DEC_PLACE);
    return n;
}

/* The same draws in the same order as calling ys_play_random until the game
 * is over, in one call: a playout stays inside the engine. */
int ys_play_out(YsGame *g, uint64_t *rng)
{
    if (g->dec == YS_DEC_OVER) return 0;
    int was_quiet = g->priv.quiet, n = 0;
    g->priv.quiet = QUIET_TO_END; /* a playout to the end: nobody watches, nor looks before it */
    do {
        if (g->dec == YS_DEC_PLACE) {
            n += play_out_placements(g, rng);
        } else {
            play_random_other(g, rng);
            n++;
        }
    } while (g->dec != YS_DEC_OVER);
    g->priv.quiet = was_quiet;
    return n;
}

/* Before a pair of brokers: the Queen or a peek, drawn from their list;
 * 0 if there is none (then a broker is placed). */
static int play_before_placement(YsGame *g, int p, uint64_t *rng)
{
    YsMove buf[YS_MAX_MOVES];
    Gen gen = {buf, 0, YS_MAX_MOVES};
    ys__gen_cards(g, p, YS_WIN_BEFORE_PLACEMENT, &gen);
    ys__gen_peeks(g, p, &gen);
    if (gen.n) apply_move(g, &buf[ys_rng_below(rng, (uint32_t)gen.n)]);
    return gen.n;
}

/* Placements, most of a game, first: they need no list of moves. */
static int play_random(YsGame *g, uint64_t *rng)
{
    int p = g->to_move;
    if (g->dec != YS_DEC_PLACE) return play_random_other(g, rng);
    if (!g->priv.placed_mask && (g->spy_peeks[p] || card_ready(g, p, YS_QUEEN, YS_WIN_BEFORE_PLACEMENT)) &&
        ys_rng_below(rng, 4) == 0 && play_before_placement(g, p, rng))
        return 0;
    random_placement(g, p, rng);
    return 0;
}

static int play_random_other(YsGame *g, uint64_t *rng)
{
    YsMove buf[YS_MAX_MOVES];
    Gen gen = {buf, 0, YS_MAX_MOVES};
    int p = g->to_move;
    if (g->dec == YS_DEC_BID) { /* two brokers drawn from behind the screen */
        uint8_t left[YS_VALUES];
        memcpy(left, g->behind[p], YS_VALUES);
        YsMove m = new_move(YS_MV_BID);
        int v[2];
        for (int k = 0; k < 2; k++) { /* nth_of(left, 5, ys_rng_below(rng, count_values(left))) */
            v[k] = draw_value(left, (uint32_t)rng_next(rng), rng);
            left[v[k]]--;
        }
        m.a = (uint8_t)(v[0] > v[1] ? v[0] : v[1]);
        m.b = (uint8_t)(v[0] > v[1] ? v[1] : v[0]);
        apply_move(g, &m);
        return 0;
    } else if (g->dec == YS_DEC_TAKE && g->priv.take_port >= 0) { /* gems drawn from the port */
        uint8_t left[6];
        memcpy(left, g->port_gems[g->priv.take_port], 6);
        YsMove m = new_move(YS_MV_TAKE);
        m.n = (uint8_t)g->priv.take_count;
        for (int k = 0; k < m.n; k++) {
            uint64_t sums = prefix6(left); /* nth_of(left, 6, ys_rng_below(rng, their sum)) */
            int c = nth_of6(sums, ys_rng_below(rng, (uint32_t)(sums >> 40 & 0xff)));
            left[c]--;
            m.src[k] = (uint8_t)c;
            m.dst[k] = (uint8_t)(c == YS_WHITE ? ys_rng_below(rng, YS_COLOURS) : (uint32_t)c);
        }
        if (m.n == 2 && (m.src[0] > m.src[1] || (m.src[0] == m.src[1] && m.dst[0] > m.dst[1]))) {
            YsMove t = m;
            m.src[0] = t.src[1], m.src[1] = t.src[0], m.dst[0] = t.dst[1], m.dst[1] = t.dst[0];
        }
        apply_move(g, &m);
        return 0;
    } else if (g->dec == YS_DEC_WINDOW || g->dec == YS_DEC_AFTER) {
        /* half the time pass (always legal there), else one playable card
         * at random with its targets, or (after placing) the Spy's peeks */
        uint64_t x = ys_rng_next(rng);
        if (x & 1) {
            int window = g->dec == YS_DEC_WINDOW ? g->priv.window : YS_WIN_AFTER_PLACEMENT;
            YsMove card;
            if (g->dec == YS_DEC_AFTER && (x & 2)) ys__gen_peeks(g, p, &gen);
            if (!gen.n && ys__random_card(g, p, window, (uint32_t)(x >> 32), rng, &gen, &card)) {
                apply_move(g, &card);
                return 0;
            }
            if (!gen.n && g->dec == YS_DEC_AFTER) ys__gen_peeks(g, p, &gen);
        }
        if (gen.n) {
            apply_move(g, &buf[ys_rng_below(rng, (uint32_t)gen.n)]);
        } else {
            YsMove m = new_move(g->dec == YS_DEC_WINDOW ? YS_MV_PASS : YS_MV_DONE);
            apply_move(g, &m);
        }
        return 0;
    } else if (g->dec == YS_DEC_SEAT) { /* one of the seats left */
        unsigned left = free_seats(g);
        for (int r = (int)ys_rng_below(rng, (uint32_t)bit_count(left)); r; r--)
            left &= left - 1;
        YsMove m = new_move(YS_MV_SEAT);
        m.a = (uint8_t)__builtin_ctz(left);
        apply_move(g, &m);
        return 0;
    } else if (g->dec == YS_DEC_QUOTE) {
        YsMove m = new_move(YS_MV_QUOTE);
        uint32_t r = ys_rng_below(rng, 8);
        m.a = (uint8_t)(r >> 1), m.b = (uint8_t)(r & 1);
        apply_move(g, &m);
        return 0;
    } else {
        ys__gen_all(g, &gen);
    }
    apply_move(g, &buf[ys_rng_below(rng, (uint32_t)gen.n)]);
    return 0;
}

int ys_over(const YsGame *g) { return g->dec == YS_DEC_OVER; }
int ys_to_move(const YsGame *g) { return g->to_move; }

int ys_broker_total(const YsGame *g, int p)
{
    if (is_neutral(g, p)) { /* the humans' neutral supplies and the neutral brokers out */
        int n = count_values(g->neutral_supply[0]) + count_values(g->neutral_supply[1]);
        for (int i = 0; i < YS_POOL; i++)
            if (g->pool[i].place != YS_NONE && g->pool[i].owner == p) n++;
        return n;
    }
    int n = count_values(g->behind[p]) + count_values(g->front[p]) + g->spare_twos[p];
    if (!g->bids_revealed && (g->bid_done & (1u << p))) n += 2;
    for (int i = 0; i < YS_POOL; i++)
        if (g->pool[i].place != YS_NONE && g->pool[i].owner == p) n++;
    return n;
}
