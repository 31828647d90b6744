/* moves.c - legal moves: every decision's choices, generated into a bounded
 * list (ys_legal lists them all; a small cap asks whether any exist). */
#include <assert.h>
#include <string.h>

#include "internal.h"

/* Own brokers on the board, one per distinct (value, place, kind), with the
 * selector that names each (0 where its twins there are alike). */
static uint32_t own_place_mask(const YsGame *g, int p);

static int own_refs(const YsGame *g, int p, int with_throne, uint8_t *ids, uint8_t *sel)
{
    int n = 0;
    uint32_t places = own_place_mask(g, p) & (with_throne ? ~0u : (1u << YS_THRONE) - 1);
    for (; places; places &= places - 1) { /* only the places where p has a broker, in order */
        int pl = __builtin_ctz(places);
        uint64_t seen = 0; /* bit value * 8 + kind */
        const uint8_t *list = g->priv.plist[pl];
        for (int i = 0; i < g->priv.plen[pl]; i++) {
            const YsBroker *b = &g->pool[list[i]];
            if (b->owner != p) continue; /* (others' values may be unknown in a view) */
            uint64_t bit = 1ull << (b->value * 8 + broker_kind(b));
            if (seen & bit) continue;
            seen |= bit;
            sel[n] = own_sel(ys__own_kinds(g, p, b->value, pl), broker_kind(b));
            ids[n++] = list[i];
        }
    }
    return n;
}

/* The plays of one character c held by p, with every target. */
static void gen_card(const YsGame *g, int p, int c, Gen *gen)
{
    YsMove m = new_move(YS_MV_CARD);
    m.card = (uint8_t)c;
    switch (c) {
    case YS_CAPTAIN:
        for (int a = 0; a < g->opt.nbhds; a++)
            for (int b = a + 1; b < g->opt.nbhds; b++) {
                m.a = (uint8_t)a, m.b = (uint8_t)b;
                gen_push(gen, &m);
            }
        break;
    case YS_HERALD: {
        uint8_t ids[YS_POOL], sel[YS_POOL];
        int n = own_refs(g, p, 0, ids, sel);
        for (int i = 0; i < n; i++) {
            const YsBroker *b = &g->pool[ids[i]];
            if (b->place == g->queen_place) continue;
            for (int to = 0; to < YS_THRONE; to++) {
                if (to == b->place || !can_enter(g, to)) continue;
                m.a = b->value, m.place = b->place, m.place2 = (uint8_t)to, m.src[0] = sel[i];
                gen_push(gen, &m);
            }
        }
        break;
    }
    case YS_QUEEN:
        for (int pl = 0; pl < YS_CITY_PLACES; pl++) {
            if (!ys__place_used(g, pl)) continue;
            m.place = (uint8_t)pl;
            gen_push(gen, &m);
        }
        break;
    case YS_MAGICIAN: {
        uint8_t ids[YS_POOL], sel[YS_POOL];
        int n = own_refs(g, p, 1, ids, sel);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                const YsBroker *x = &g->pool[ids[i]], *y = &g->pool[ids[j]];
                if (x->place == y->place || x->place == g->queen_place || y->place == g->queen_place) continue;
                if (x->place == YS_THRONE && y->place == YS_THRONE) continue;
                m.a = x->value, m.place = x->place, m.b = y->value, m.place2 = y->place;
                m.src[0] = sel[i], m.src[1] = sel[j];
                gen_push(gen, &m);
            }
        break;
    }
    case YS_MERCENARY:
        /* one of the two brokers just placed (not the neutral one) */
        for (int k = 0; k < 2; k++) {
            int id = g->priv.just_placed[k];
            if (id == YS_NONE || g->pool[id].place == YS_NONE) continue;
            const YsBroker *b = &g->pool[id];
            m.a = b->value, m.place = b->place;
            m.src[0] = own_sel(ys__own_kinds(g, p, b->value, b->place), broker_kind(b));
            int first = g->priv.just_placed[0];
            if (k == 1 && first != YS_NONE && g->pool[first].place == b->place && g->pool[first].value == b->value &&
                !m.src[0])
                continue; /* its twin there, alike: one move */
            gen_push(gen, &m);
        }
        break;
    case YS_ALCHEMIST:
        for (int a = 0; a < YS_COLOURS; a++) {
            if (!g->gems[p][a]) continue;
            for (int b = 0; b < YS_COLOURS; b++) {
                if (a == b) continue;
                m.a = (uint8_t)a, m.b = (uint8_t)b;
                gen_push(gen, &m);
            }
        }
        break;
    case YS_BANKER:
        for (int a = 0; a < YS_COLOURS; a++)
            for (int b = 0; b < YS_COLOURS; b++) {
                if (a == b) continue;
                m.a = (uint8_t)a, m.b = (uint8_t)b;
                gen_push(gen, &m);
            }
        break;
    case YS_JEWELLER:
        for (int a = 0; a < YS_COLOURS; a++)
            for (int b = a; b < YS_COLOURS; b++) {
                m.a = (uint8_t)a, m.b = (uint8_t)b;
                gen_push(gen, &m);
            }
        break;
    default: /* spy, conjurer, intriguer, merchant: no arguments */
        gen_push(gen, &m);
        break;
    }
}

void ys__gen_cards(const YsGame *g, int p, int window, Gen *gen)
{
    if (g->cards_played[p] >= 2) return;
    for (unsigned bits = g->hand[p] & g->priv.window_cards[window]; bits && !gen_full(gen); bits &= bits - 1) {
        int c = __builtin_ctz(bits);
        if (card_ready(g, p, c, window)) gen_card(g, p, c, gen);
    }
}

/* The Herald's r-th play in gen_card's order (own brokers as own_refs lists
 * them, n of them in ids and sel, then the places they may go, in order),
 * or its number of plays when r < 0: random play draws one without listing
 * them all. */
static int herald_nth(const YsGame *g, int r, YsMove *m, const uint8_t *ids, const uint8_t *sel, int n)
{
    int total = 0;
    const uint32_t enter = enter_mask(g) & ((1u << YS_THRONE) - 1); /* can_enter of each place */
    for (int i = 0; i < n; i++) {
        const YsBroker *b = &g->pool[ids[i]];
        if (b->place == g->queen_place) continue;
        uint32_t dest = enter & ~(1u << b->place);
        int k = ones(dest);
        if (r >= total && r < total + k) {
            for (int skip = r - total; skip; skip--)
                dest &= dest - 1;
            *m = new_move(YS_MV_CARD);
            m->card = YS_HERALD;
            m->a = b->value, m->place = b->place, m->place2 = (uint8_t)__builtin_ctz(dest), m->src[0] = sel[i];
            return 1;
        }
        total += k;
    }
    return total;
}

/* One play of one playable character, drawn from rng as if from the list of
 * its plays (ys_rng_below over the list): the first character with a target
 * counting from a random one (r). The Herald's many plays are counted, and
 * only the drawn one built. Returns 1 with *out, 0 if none has a target. */
int ys__random_card(const YsGame *g, int p, int window, uint32_t r, uint64_t *rng, Gen *gen, YsMove *out)
{
    if (g->cards_played[p] >= 2) return 0;
    uint8_t cards[YS_CHARACTER_COUNT];
    int n = 0;
    for (unsigned bits = g->hand[p] & g->priv.window_cards[window]; bits; bits &= bits - 1)
        if (g->won_round[__builtin_ctz(bits)] < g->round) cards[n++] = (uint8_t)__builtin_ctz(bits);
    for (int i = 0; i < n; i++) {
        int c = cards[(r + (uint32_t)i) % (uint32_t)n];
        if (c == YS_HERALD) { /* its plays counted, then the one drawn built, from one list of own brokers */
            uint8_t ids[YS_POOL], sel[YS_POOL];
            int nref = own_refs(g, p, 0, ids, sel), plays = herald_nth(g, -1, out, ids, sel, nref);
            if (plays) return herald_nth(g, (int)ys_rng_below(rng, (uint32_t)plays), out, ids, sel, nref);
            continue;
        }
        gen->n = 0;
        gen_card(g, p, c, gen);
        if (gen->n) {
            *out = gen->m[ys_rng_below(rng, (uint32_t)gen->n)];
            return 1;
        }
    }
    return 0;
}

/* The places where p has a broker, a bit each (the throne room bit 28),
 * read from the places' broker counts: no list walked, no branch. */
static uint32_t own_place_mask(const YsGame *g, int p)
{
    const uint32_t seat = 0xffu << (8 * p);
    uint32_t mask = 0;
    for (int pl = 0; pl < YS_PLACES; pl++)
        mask |= (uint32_t)((g->priv.place_count[pl] & seat) != 0) << pl;
    return mask;
}

/* The Queen's place as a bit (none: YS_NONE shifts by 63 and leaves none). */
static uint32_t queen_bit(const YsGame *g) { return (uint32_t)(1ull << (g->queen_place & 63)); }

/* Has p brokers on two places (the Queen's excepted)? The Magician needs them. */
static int own_two_places(const YsGame *g, int p)
{
    uint32_t m = own_place_mask(g, p) & ~queen_bit(g);
    return (m & (m - 1)) != 0;
}

/* Has the Herald a move: an own broker in the city or market, not under the
 * Queen, and another place it may enter? */
static int herald_any(const YsGame *g, int p)
{
    uint32_t enter = enter_mask(g), from = own_place_mask(g, p) & ~queen_bit(g) & ((1u << YS_THRONE) - 1);
    /* a place to leave, and another to enter: two places open, or the one open not a place to leave */
    return from && enter && ((enter & (enter - 1)) || (from & ~enter));
}

/* Can p play some character in this window now? The question each window
 * and each end of a placement asks: only the cards whose targets may be
 * missing (Herald, Magician, Mercenary, Alchemist) look at the board. */
int ys__card_targets(const YsGame *g, int p, int window)
{
    for (unsigned bits = g->hand[p] & g->priv.window_cards[window]; bits; bits &= bits - 1) {
        int c = __builtin_ctz(bits);
        if (g->won_round[c] >= g->round) continue;
        switch (c) {
        case YS_HERALD:
            if (herald_any(g, p)) return 1;
            break;
        case YS_MAGICIAN:
            if (own_two_places(g, p)) return 1;
            break;
        case YS_MERCENARY:
        case YS_ALCHEMIST: {
            YsMove one[1];
            Gen gen = {one, 0, 1};
            gen_card(g, p, c, &gen);
            if (gen.n) return 1;
            break;
        }
        default: /* always has a target: the city, the colours, or none needed */
            return 1;
        }
    }
    return 0;
}

int ys__peek_targets(const YsGame *g, int p)
{
    YsMove one[1];
    Gen gen = {one, 0, 1};
    ys__gen_peeks(g, p, &gen);
    return gen.n;
}

void ys__gen_peeks(const YsGame *g, int p, Gen *gen)
{
    if (!g->spy_peeks[p]) return;
    for (int pl = 0; pl < YS_PLACES && !gen_full(gen); pl++) {
        for (int i = 0; i < g->priv.plen[pl]; i++) {
            const YsBroker *b = &g->pool[g->priv.plist[pl][i]];
            /* one test, not four: which broker may be peeked at is random */
            if ((b->owner == p) | b->up | b->revealed | ((b->peeked >> p) & 1)) continue;
            YsMove m = new_move(YS_MV_PEEK);
            m.place = (uint8_t)pl, m.a = (uint8_t)(i + 1);
            gen_push(gen, &m);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Legal moves                                                         */

/* The moves m with each of the places (np of them) in turn: written
 * straight into the list where it has room for them all. */
static void gen_places(Gen *gen, YsMove m, const uint8_t *places, int np)
{
    if (gen->cap - gen->n < np) { /* a small cap: as many as fit */
        for (int i = 0; i < np; i++) {
            m.place = places[i];
            gen_push(gen, &m);
        }
        return;
    }
    YsMove *out = gen->m + gen->n;
    for (int i = 0; i < np; i++) {
        out[i] = m;
        out[i].place = places[i];
    }
    gen->n += np;
}

/* The brokers p may place from behind the screen or a supply, as kinds,
 * values and places (ys_placements); whether p may also place one of a
 * Conjurer's front brokers (front and behind both hold one). */
static int placement_product(const YsGame *g, int p, YsPlacements *pr)
{
    pr->places = enter_mask(g) & ((1u << YS_THRONE) - 1);
    pr->kinds = kinds_to_place(g);
    pr->n = 0;
    int conjure = 0;
    for (int k = 0; k < 3; k++) {
        pr->values[k] = 0;
        if (!(pr->kinds & (1u << k))) continue;
        const uint8_t *src = broker_source(g, p, YS_MV_UP + k);
        for (int v = 0; v < YS_VALUES; v++)
            pr->values[k] |= (unsigned)(src[v] != 0) << v;
        pr->n += ones(pr->values[k]);
        conjure |= may_conjure(g, p, YS_MV_UP + k);
    }
    pr->n *= ones(pr->places);
    return conjure && count_values(g->front[p]) && count_values(g->behind[p]);
}

int ys_placements(const YsGame *g, YsPlacements *out)
{
    if (g->dec != YS_DEC_PLACE) return 0;
    int p = g->to_move;
    if (!g->priv.placed_mask) { /* a character or a peek first? ys__gen_all's list has them */
        YsMove one[1];
        Gen gen = {one, 0, 1};
        ys__gen_cards(g, p, YS_WIN_BEFORE_PLACEMENT, &gen);
        ys__gen_peeks(g, p, &gen);
        if (gen.n) return 0;
    }
    YsPlacements pr;
    if (placement_product(g, p, &pr)) return 0;
    *out = pr;
    return 1;
}

/* The n-th (from 0) bit set in bits. */
static int nth_bit(uint32_t bits, int n)
{
    for (; n > 0; n--)
        bits &= bits - 1;
    return __builtin_ctz(bits);
}

YsMove ys_placements_nth(const YsPlacements *pr, int i)
{
    assert(i >= 0 && i < pr->n); /* (a bit of an empty mask has no number) */
    const int np = ones(pr->places);
    int k = 0;
    for (;; k++) { /* the kind whose moves hold i: each a value by every place */
        int here = (pr->kinds >> k & 1) * ones(pr->values[k]) * np;
        if (i < here || k == 2) break;
        i -= here;
    }
    YsMove m = new_move(YS_MV_UP + k);
    m.a = (uint8_t)nth_bit(pr->values[k], i / np), m.b = YS_NONE, m.place = (uint8_t)nth_bit(pr->places, i % np);
    return m;
}

static void gen_brokers(const YsGame *g, int p, Gen *gen)
{
    uint8_t places[YS_THRONE];
    int np = 0;
    YsPlacements pr;
    placement_product(g, p, &pr);
    for (uint32_t open = pr.places; open; open &= open - 1)
        places[np++] = (uint8_t)__builtin_ctz(open); /* in order */
    for (int kind = YS_MV_UP; kind <= YS_MV_NEUTRAL; kind++) {
        if (!(pr.kinds & (1u << (kind - YS_MV_UP)))) continue;
        for (unsigned vals = pr.values[kind - YS_MV_UP]; vals; vals &= vals - 1) {
            YsMove m = new_move(kind);
            m.a = (uint8_t)__builtin_ctz(vals), m.b = YS_NONE;
            gen_places(gen, m, places, np);
        }
        if (!may_conjure(g, p, kind)) continue;
        for (int f = 0; f < YS_VALUES; f++) {
            if (!g->front[p][f]) continue;
            for (int r = 0; r < YS_VALUES; r++) {
                if (!g->behind[p][r]) continue;
                YsMove m = new_move(kind);
                m.a = (uint8_t)f, m.b = (uint8_t)f, m.c = (uint8_t)r;
                gen_places(gen, m, places, np);
            }
        }
    }
}

static void gen_take(const YsGame *g, Gen *gen)
{
    YsMove m = new_move(YS_MV_TAKE);
    if (g->priv.take_port < 0) {
        m.n = 1, m.src[0] = YS_WHITE;
        for (int c = 0; c < YS_COLOURS; c++) {
            m.dst[0] = (uint8_t)c;
            gen_push(gen, &m);
        }
        return;
    }
    const uint8_t *have = g->port_gems[g->priv.take_port];
    int k = g->priv.take_count;
    m.n = (uint8_t)k;
    /* colours in canonical order: blue..red, then white; only those the
     * port holds (bit i: order[i]) */
    static const uint8_t order[5] = {YS_BLUE, YS_GREEN, YS_YELLOW, YS_RED, YS_WHITE};
    unsigned held = 0;
    for (int i = 0; i < 5; i++)
        held |= (unsigned)(have[order[i]] != 0) << i;
    for (unsigned as = held; as; as &= as - 1) {
        int i = __builtin_ctz(as), a = order[i];
        if (k == 1) {
            m.src[0] = (uint8_t)a;
            for (int c = 0; c < (a == YS_WHITE ? YS_COLOURS : 1); c++) {
                m.dst[0] = (uint8_t)(a == YS_WHITE ? c : a);
                gen_push(gen, &m);
            }
            continue;
        }
        for (unsigned bs = held >> i << i; bs; bs &= bs - 1) { /* from a on */
            int b = order[__builtin_ctz(bs)];
            if (a == b && have[a] < 2) continue;
            m.src[0] = (uint8_t)a, m.src[1] = (uint8_t)b, m.dst[0] = (uint8_t)a;
            for (int c = 0; c < (b == YS_WHITE ? YS_COLOURS : 1); c++) {
                m.dst[1] = (uint8_t)(b == YS_WHITE ? c : b);
                gen_push(gen, &m);
            }
        }
    }
}

int ys__col_group(const YsGame *g, int start)
{
    int n = 1;
    while (start + n < YS_COLOURS &&
           g->priv.col_key[g->priv.col_order[start + n]] == g->priv.col_key[g->priv.col_order[start]])
        n++;
    return n;
}

static void gen_rank(const YsGame *g, Gen *gen)
{
    int start = g->priv.col_done, n = ys__col_group(g, start);
    uint8_t a[4];
    memcpy(a, &g->priv.col_order[start], (size_t)n);
    /* every permutation, by Heap's algorithm */
    int c[4] = {0};
    YsMove m = new_move(YS_MV_RANK);
    m.n = (uint8_t)n;
    memcpy(m.src, a, (size_t)n);
    gen_push(gen, &m);
    for (int i = 1; i < n;) {
        if (c[i] < i) {
            int j = (i % 2) ? c[i] : 0;
            uint8_t t = a[j];
            a[j] = a[i], a[i] = t;
            memcpy(m.src, a, (size_t)n);
            gen_push(gen, &m);
            c[i]++;
            i = 1;
        } else {
            c[i++] = 0;
        }
    }
}

int ys__gen_all(const YsGame *g, Gen *gen)
{
    int p = g->to_move;
    switch (g->dec) {
    case YS_DEC_BID:
        for (int a = YS_VALUES - 1; a >= 0; a--)
            for (int b = a; b >= 0; b--) {
                if (!g->behind[p][a] || !g->behind[p][b] || (a == b && g->behind[p][a] < 2)) continue;
                YsMove m = new_move(YS_MV_BID);
                m.a = (uint8_t)a, m.b = (uint8_t)b;
                gen_push(gen, &m);
            }
        break;
    case YS_DEC_SEAT:
        for (int s = 1; s <= g->opt.players; s++) {
            if (g->seat_taken & (1u << s)) continue;
            YsMove m = new_move(YS_MV_SEAT);
            m.a = (uint8_t)s;
            gen_push(gen, &m);
        }
        break;
    case YS_DEC_WINDOW: {
        ys__gen_cards(g, p, g->priv.window, gen);
        YsMove m = new_move(YS_MV_PASS);
        gen_push(gen, &m);
        break;
    }
    case YS_DEC_PLACE:
        if (!g->priv.placed_mask) {
            ys__gen_cards(g, p, YS_WIN_BEFORE_PLACEMENT, gen);
            ys__gen_peeks(g, p, gen);
        }
        gen_brokers(g, p, gen);
        break;
    case YS_DEC_AFTER: {
        ys__gen_cards(g, p, YS_WIN_AFTER_PLACEMENT, gen);
        ys__gen_peeks(g, p, gen);
        YsMove m = new_move(YS_MV_DONE);
        gen_push(gen, &m);
        break;
    }
    case YS_DEC_TAKE:
        gen_take(g, gen);
        break;
    case YS_DEC_RANK:
        gen_rank(g, gen);
        break;
    case YS_DEC_QUOTE:
        for (int c = 0; c < YS_COLOURS; c++)
            for (int up = 1; up >= 0; up--) {
                YsMove m = new_move(YS_MV_QUOTE);
                m.a = (uint8_t)c, m.b = (uint8_t)up;
                gen_push(gen, &m);
            }
        break;
    case YS_DEC_THRONE:
        for (int v = YS_VALUES - 1; v >= 0; v--) {
            if (!g->front[p][v]) continue;
            YsMove m = new_move(YS_MV_THRONE);
            m.a = (uint8_t)v;
            gen_push(gen, &m);
        }
        break;
    case YS_DEC_OVER:
        break;
    }
    return gen->n;
}

int ys_legal(const YsGame *g, YsMoveList *out)
{
    Gen gen = {out->m, 0, YS_MAX_MOVES};
    out->n = g->dec == YS_DEC_OVER ? 0 : ys__gen_all(g, &gen);
    return out->n;
}
