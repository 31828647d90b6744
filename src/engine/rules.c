/* rules.c - the rules of Ys: the phase sequence, legal moves, move effects,
 * counting and final scoring. The only code that changes a game. */
#include <string.h>

#include "internal.h"

/* Internal sequencing steps (YsGame.stage). */
enum {
    ST_ROUND, ST_BID, ST_SEAT, ST_WIN_PLACE, ST_PLACE, ST_END_PLACE,
    ST_WIN_COUNT, ST_NB, ST_MARKET, ST_ROWS, ST_COLUMNS, ST_COL_APPLY,
    ST_BIDDER, ST_MARKET_RETURN, ST_WIN_END, ST_THRONE, ST_ROUND_END, ST_OVER
};

typedef struct {
    YsMove *m;
    int n, cap;
} Gen;

static void push(Gen *gen, const YsMove *m)
{
    if (gen->n < gen->cap) gen->m[gen->n++] = *m;
}

static int full(const Gen *gen) { return gen->n >= gen->cap; }

static YsMove mv(int kind)
{
    YsMove m;
    memset(&m, 0, sizeof m);
    m.kind = (uint8_t)kind;
    return m;
}

/* ------------------------------------------------------------------ */
/* Board helpers                                                       */

static int is_neutral(const YsGame *g, int seat) { return g->opt.players == 2 && seat == YS_NEUTRAL; }

static int first_open_row(const YsGame *g) { return g->opt.players == 4 ? 1 : 2; }

int ys__place_used(const YsGame *g, int place)
{
    if (YS_IS_CITY(place)) return place / 3 < g->opt.nbhds;
    if (YS_IS_MARKET(place)) return YS_MARKET_ROW(place) >= first_open_row(g);
    return place == YS_THRONE && g->opt.kings_favor;
}

int ys__list(const YsGame *g, int place, uint8_t *ids)
{
    memcpy(ids, g->plist[place], g->plen[place]);
    return g->plen[place];
}

int ys_place_list(const YsGame *g, int place, uint8_t *ids) { return ys__list(g, place, ids); }

int ys__nth(const YsGame *g, int place, int pos)
{
    return pos >= 1 && pos <= g->plen[place] ? g->plist[place][pos - 1] : -1;
}

int ys__find_own(const YsGame *g, int player, int value, int place)
{
    for (int i = 0; i < g->plen[place]; i++) {
        const YsBroker *b = &g->pool[g->plist[place][i]];
        if (b->owner == player && b->value == value) return g->plist[place][i];
    }
    return -1;
}

static int occupied(const YsGame *g, int place) { return g->plen[place] != 0; }

/* Place-list upkeep: every move of a broker goes through these. */
static void list_add(YsGame *g, int id, int place)
{
    g->pool[id].place = (uint8_t)place;
    g->plist[place][g->plen[place]++] = (uint8_t)id;
}

static void list_remove(YsGame *g, int id)
{
    int place = g->pool[id].place;
    uint8_t *l = g->plist[place];
    int n = g->plen[place], i = 0;
    while (i < n && l[i] != id) i++;
    memmove(&l[i], &l[i + 1], (size_t)(n - i - 1));
    g->plen[place]--;
}

/* Can a broker be put on this place now (placing rules, Queen, one per cell)? */
static int can_enter(const YsGame *g, int place)
{
    if (!((g->open_places >> place) & 1) || place == g->queen_place) return 0;
    return !YS_IS_MARKET(place) || !occupied(g, place);
}

static int bval(const YsBroker *b) { return b->merc ? 5 : b->value; }

int ys_front_total(const YsGame *g, int p)
{
    int t = 0;
    if (p >= g->opt.players) return 0;
    for (int v = 0; v < YS_VALUES; v++) t += v * g->front[p][v];
    return t;
}

static int count_values(const uint8_t *c)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++) n += c[v];
    return n;
}

int ys_turn_placements(const YsGame *g)
{
    return g->opt.express ? ys_data.express_placements : ys_data.placements;
}

/* The pool outnumbers every broker that can be on the board at once. */
static int pool_alloc(YsGame *g) { return g->free_slots[--g->nfree]; }

/* Returns every broker of a place to its owner (counting is over there). */
static void return_place(YsGame *g, int place)
{
    for (int i = 0; i < g->plen[place]; i++) {
        int id = g->plist[place][i];
        YsBroker *b = &g->pool[id];
        if (b->owner == YS_NEUTRAL && g->opt.players == 2)
            g->neutral_supply[b->placer][b->value]++;
        else
            g->behind[b->owner][b->value]++;
        memset(b, 0, sizeof *b);
        b->place = YS_NONE;
        g->free_slots[g->nfree++] = (uint8_t)id;
    }
    g->plen[place] = 0;
}

static int strongest_colour(const YsGame *g)
{
    int best = 0;
    for (int c = 1; c < YS_COLOURS; c++)
        if (g->quotation[c] > g->quotation[best]) best = c;
    return best;
}

/* Ranks competitors (bit mask) by total, then the tie rules of the city:
 * Intriguer, neutral, front total, order card. */
static int beats(const YsGame *g, const int *tot, const int *front, int a, int b)
{
    if (tot[a] != tot[b]) return tot[a] > tot[b];
    if ((g->intriguer == a) != (g->intriguer == b)) return g->intriguer == a;
    if (is_neutral(g, a) != is_neutral(g, b)) return is_neutral(g, a);
    if (front[a] != front[b]) return front[a] > front[b];
    return g->order_card[a] < g->order_card[b];
}

static int rank_seats(const YsGame *g, const int *tot, unsigned mask, uint8_t *out)
{
    int n = 0;
    for (int s = 0; s < g->seats; s++) {
        if (!(mask & (1u << s))) continue;
        int j = n++;
        while (j > 0 && beats(g, tot, g->front_sum, s, out[j - 1])) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = (uint8_t)s;
    }
    return n;
}

/* --- events ------------------------------------------------------- */

static YsEvent *ev(YsGame *g, int kind)
{
    static _Thread_local YsEvent sink;
    if (g->quiet || g->nevents >= YS_MAX_EVENTS) return &sink; /* full: later events are dropped */
    YsEvent *e = &g->events[g->nevents++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->winner = e->runner_up = -1;
    for (int s = 0; s < YS_MAX_SEATS; s++) e->totals[s] = -1;
    return e;
}

/* What decided between the first two of a ranking. */
static int tiebreak(const YsGame *g, const int *tot, int n, const uint8_t *order)
{
    if (n < 2) return YS_TB_ALONE;
    int a = order[0], b = order[1];
    if (tot[a] != tot[b]) return YS_TB_NONE;
    if ((g->intriguer == a) != (g->intriguer == b)) return YS_TB_INTRIGUER;
    if (is_neutral(g, a) != is_neutral(g, b)) return YS_TB_NEUTRAL;
    if (g->front_sum[a] != g->front_sum[b]) return YS_TB_FRONT;
    return YS_TB_ORDER;
}

static YsEvent *ev_ranked(YsGame *g, int kind, int place, const int *tot, unsigned mask, const uint8_t *order, int n)
{
    YsEvent *e = ev(g, kind);
    if (g->quiet) return e;
    e->place = (uint8_t)place;
    for (int s = 0; s < g->seats; s++)
        if (mask & (1u << s)) e->totals[s] = (int16_t)tot[s];
    e->n = (uint8_t)n;
    memcpy(e->order, order, (size_t)(n < YS_MAX_SEATS ? n : YS_MAX_SEATS));
    if (n) {
        e->winner = (int8_t)order[0];
        e->tiebreak = (uint8_t)tiebreak(g, tot, n, order);
        if (n > 1) e->runner_up = (int8_t)order[1];
    }
    return e;
}

static void ev_gems(YsGame *g, int seat, int source, const uint8_t *colours, int n)
{
    if (g->quiet) return;
    YsEvent *e = ev(g, YS_EV_GEMS);
    e->winner = (int8_t)seat;
    e->place = (uint8_t)source;
    e->a = (uint8_t)n;
    memcpy(e->gems, colours, (size_t)n);
}

static void ev_points(YsGame *g, int seat, int points, int why)
{
    if (g->quiet) return;
    YsEvent *e = ev(g, YS_EV_POINTS);
    e->winner = (int8_t)seat;
    e->a = (uint8_t)points;
    e->reward = (uint8_t)why;
}

/* Totals of each seat over places first..last (step apart); returns the mask
 * of seats with a broker there (a lone '0' still competes). */
static unsigned totals(const YsGame *g, int first, int last, int step, int *tot)
{
    unsigned mask = 0;
    memset(tot, 0, sizeof(int) * YS_MAX_SEATS);
    for (int pl = first; pl <= last; pl += step)
        for (int i = 0; i < g->plen[pl]; i++) {
            const YsBroker *b = &g->pool[g->plist[pl][i]];
            tot[b->owner] += bval(b);
            mask |= 1u << b->owner;
        }
    return mask;
}

static unsigned totals_nbhd(const YsGame *g, int nb, int *tot)
{
    return totals(g, YS_PLACE_CITY(nb, 0), YS_PLACE_CITY(nb, 2), 1, tot);
}
static unsigned totals_place(const YsGame *g, int pl, int *tot) { return totals(g, pl, pl, 1, tot); }
static unsigned totals_row(const YsGame *g, int row, int *tot)
{
    return totals(g, YS_PLACE_MARKET(row, 0), YS_PLACE_MARKET(row, 3), 1, tot);
}
static unsigned totals_market(const YsGame *g, int *tot)
{
    return totals(g, YS_PLACE_MARKET(1, 0), YS_PLACE_MARKET(3, 3), 1, tot);
}

/* Applies f to every broker on places first..last. */
static void reveal(YsGame *g, int first, int last)
{
    for (int pl = first; pl <= last; pl++)
        for (int i = 0; i < g->plen[pl]; i++) g->pool[g->plist[pl][i]].revealed = 1;
}

/* ------------------------------------------------------------------ */
/* Character cards                                                     */

static int card_ready(const YsGame *g, int p, int c, int window)
{
    return (g->hand[p] & (1u << c)) && ys_data.window[c] == window &&
           g->won_round[c] < g->round && g->cards_played[p] < 2;
}

/* Own brokers on the board, one per distinct (value, place). */
static int own_refs(const YsGame *g, int p, int with_throne, uint8_t *ids)
{
    int n = 0;
    for (int pl = 0; pl < (with_throne ? YS_PLACES : YS_THRONE); pl++) {
        unsigned seen = 0;
        const uint8_t *list = g->plist[pl];
        for (int i = 0; i < g->plen[pl]; i++) {
            const YsBroker *b = &g->pool[list[i]];
            if (b->owner != p || (seen & (1u << b->value))) continue;
            seen |= 1u << b->value;
            ids[n++] = list[i];
        }
    }
    return n;
}

static void gen_cards(const YsGame *g, int p, int window, Gen *gen)
{
    if (!(g->hand[p] & g->window_cards[window]) || g->cards_played[p] >= 2) return;
    for (unsigned bits = g->hand[p] & g->window_cards[window]; bits && !full(gen); bits &= bits - 1) {
        int c = __builtin_ctz(bits);
        if (!card_ready(g, p, c, window)) continue;
        YsMove m = mv(YS_MV_CARD);
        m.card = (uint8_t)c;
        switch (c) {
        case YS_CAPTAIN:
            for (int a = 0; a < g->opt.nbhds; a++)
                for (int b = a + 1; b < g->opt.nbhds; b++) {
                    m.a = (uint8_t)a, m.b = (uint8_t)b;
                    push(gen, &m);
                }
            break;
        case YS_HERALD: {
            uint8_t ids[YS_POOL];
            int n = own_refs(g, p, 0, ids);
            for (int i = 0; i < n; i++) {
                const YsBroker *b = &g->pool[ids[i]];
                if (b->place == g->queen_place) continue;
                for (int to = 0; to < YS_THRONE; to++) {
                    if (to == b->place || !can_enter(g, to)) continue;
                    m.a = b->value, m.place = b->place, m.place2 = (uint8_t)to;
                    push(gen, &m);
                }
            }
            break;
        }
        case YS_QUEEN:
            for (int pl = 0; pl < YS_CITY_PLACES; pl++) {
                if (!ys__place_used(g, pl)) continue;
                m.place = (uint8_t)pl;
                push(gen, &m);
            }
            break;
        case YS_MAGICIAN: {
            uint8_t ids[YS_POOL];
            int n = own_refs(g, p, 1, ids);
            for (int i = 0; i < n; i++)
                for (int j = i + 1; j < n; j++) {
                    const YsBroker *x = &g->pool[ids[i]], *y = &g->pool[ids[j]];
                    if (x->place == y->place || x->place == g->queen_place ||
                        y->place == g->queen_place)
                        continue;
                    if (x->place == YS_THRONE && y->place == YS_THRONE) continue;
                    m.a = x->value, m.place = x->place, m.b = y->value, m.place2 = y->place;
                    push(gen, &m);
                }
            break;
        }
        case YS_MERCENARY:
            /* one of the two brokers just placed (not the neutral one) */
            for (int k = 0; k < 2; k++) {
                int id = g->just_placed[k];
                if (id == YS_NONE || g->pool[id].place == YS_NONE) continue;
                const YsBroker *b = &g->pool[id];
                int first = g->just_placed[0];
                if (k == 1 && first != YS_NONE && g->pool[first].place == b->place &&
                    g->pool[first].value == b->value)
                    continue;
                m.a = b->value, m.place = b->place;
                push(gen, &m);
            }
            break;
        case YS_ALCHEMIST:
            for (int a = 0; a < YS_COLOURS; a++) {
                if (!g->gems[p][a]) continue;
                for (int b = 0; b < YS_COLOURS; b++) {
                    if (a == b) continue;
                    m.a = (uint8_t)a, m.b = (uint8_t)b;
                    push(gen, &m);
                }
            }
            break;
        case YS_BANKER:
            for (int a = 0; a < YS_COLOURS; a++)
                for (int b = 0; b < YS_COLOURS; b++) {
                    if (a == b) continue;
                    m.a = (uint8_t)a, m.b = (uint8_t)b;
                    push(gen, &m);
                }
            break;
        case YS_JEWELLER:
            for (int a = 0; a < YS_COLOURS; a++)
                for (int b = a; b < YS_COLOURS; b++) {
                    m.a = (uint8_t)a, m.b = (uint8_t)b;
                    push(gen, &m);
                }
            break;
        default: /* spy, conjurer, intriguer, merchant: no arguments */
            push(gen, &m);
            break;
        }
    }
}

static void gen_peeks(const YsGame *g, int p, Gen *gen)
{
    if (!g->spy_peeks[p]) return;
    for (int pl = 0; pl < YS_PLACES && !full(gen); pl++) {
        uint8_t ids[YS_POOL];
        int n = ys__list(g, pl, ids);
        for (int i = 0; i < n; i++) {
            const YsBroker *b = &g->pool[ids[i]];
            if (b->owner == p || b->up || b->revealed || (b->peeked & (1u << p))) continue;
            YsMove m = mv(YS_MV_PEEK);
            m.place = (uint8_t)pl, m.a = (uint8_t)(i + 1);
            push(gen, &m);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Legal moves                                                         */

static int needed_mask(const YsGame *g) { return g->opt.players == 2 ? 7 : 3; }

static void gen_brokers(const YsGame *g, int p, Gen *gen)
{
    uint8_t places[YS_THRONE];
    int np = 0;
    for (int pl = 0; pl < YS_THRONE; pl++)
        if (can_enter(g, pl)) places[np++] = (uint8_t)pl;
    for (int kind = YS_MV_UP; kind <= YS_MV_NEUTRAL; kind++) {
        int bit = 1 << (kind - YS_MV_UP);
        if ((g->placed_mask & bit) || !(needed_mask(g) & bit)) continue;
        const uint8_t *src = kind == YS_MV_NEUTRAL ? g->neutral_supply[p] : g->behind[p];
        for (int v = 0; v < YS_VALUES; v++) {
            if (!src[v]) continue;
            for (int i = 0; i < np; i++) {
                YsMove m = mv(kind);
                m.a = (uint8_t)v, m.place = places[i], m.b = YS_NONE;
                push(gen, &m);
            }
        }
        if (kind == YS_MV_NEUTRAL || !(g->conjurer & (1u << p))) continue;
        for (int f = 0; f < YS_VALUES; f++) {
            if (!g->front[p][f]) continue;
            for (int r = 0; r < YS_VALUES; r++) {
                if (!g->behind[p][r]) continue;
                for (int i = 0; i < np; i++) {
                    YsMove m = mv(kind);
                    m.a = (uint8_t)f, m.b = (uint8_t)f, m.c = (uint8_t)r, m.place = places[i];
                    push(gen, &m);
                }
            }
        }
    }
}

static void gen_take(const YsGame *g, Gen *gen)
{
    YsMove m = mv(YS_MV_TAKE);
    if (g->take_port < 0) {
        m.n = 1, m.src[0] = YS_WHITE;
        for (int c = 0; c < YS_COLOURS; c++) {
            m.dst[0] = (uint8_t)c;
            push(gen, &m);
        }
        return;
    }
    const uint8_t *have = g->port_gems[g->take_port];
    int k = g->take_count;
    m.n = (uint8_t)k;
    /* colours in canonical order: blue..red, then white */
    static const uint8_t order[5] = {YS_BLUE, YS_GREEN, YS_YELLOW, YS_RED, YS_WHITE};
    for (int i = 0; i < 5; i++) {
        int a = order[i];
        if (!have[a]) continue;
        if (k == 1) {
            m.src[0] = (uint8_t)a;
            for (int c = 0; c < (a == YS_WHITE ? YS_COLOURS : 1); c++) {
                m.dst[0] = (uint8_t)(a == YS_WHITE ? c : a);
                push(gen, &m);
            }
            continue;
        }
        for (int j = i; j < 5; j++) {
            int b = order[j];
            if (!have[b] || (a == b && have[a] < 2)) continue;
            m.src[0] = (uint8_t)a, m.src[1] = (uint8_t)b, m.dst[0] = (uint8_t)a;
            for (int c = 0; c < (b == YS_WHITE ? YS_COLOURS : 1); c++) {
                m.dst[1] = (uint8_t)(b == YS_WHITE ? c : b);
                push(gen, &m);
            }
        }
    }
}

static int col_group(const YsGame *g, int start)
{
    int n = 1;
    while (start + n < YS_COLOURS &&
           g->col_key[g->col_order[start + n]] == g->col_key[g->col_order[start]])
        n++;
    return n;
}

static void gen_rank(const YsGame *g, Gen *gen)
{
    int start = g->col_done, n = col_group(g, start);
    uint8_t a[4];
    memcpy(a, &g->col_order[start], (size_t)n);
    /* every permutation, by Heap's algorithm */
    int c[4] = {0};
    YsMove m = mv(YS_MV_RANK);
    m.n = (uint8_t)n;
    memcpy(m.src, a, (size_t)n);
    push(gen, &m);
    for (int i = 1; i < n;) {
        if (c[i] < i) {
            int j = (i % 2) ? c[i] : 0;
            uint8_t t = a[j];
            a[j] = a[i], a[i] = t;
            memcpy(m.src, a, (size_t)n);
            push(gen, &m);
            c[i]++;
            i = 1;
        } else {
            c[i++] = 0;
        }
    }
}

static int gen_all(const YsGame *g, Gen *gen)
{
    int p = g->to_move;
    switch (g->dec) {
    case YS_DEC_BID:
        for (int a = YS_VALUES - 1; a >= 0; a--)
            for (int b = a; b >= 0; b--) {
                if (!g->behind[p][a] || !g->behind[p][b] || (a == b && g->behind[p][a] < 2)) continue;
                YsMove m = mv(YS_MV_BID);
                m.a = (uint8_t)a, m.b = (uint8_t)b;
                push(gen, &m);
            }
        break;
    case YS_DEC_SEAT:
        for (int s = 1; s <= g->opt.players; s++) {
            if (g->seat_taken & (1u << s)) continue;
            YsMove m = mv(YS_MV_SEAT);
            m.a = (uint8_t)s;
            push(gen, &m);
        }
        break;
    case YS_DEC_WINDOW: {
        gen_cards(g, p, g->window, gen);
        YsMove m = mv(YS_MV_PASS);
        push(gen, &m);
        break;
    }
    case YS_DEC_PLACE:
        if (!g->placed_mask) {
            gen_cards(g, p, YS_WIN_BEFORE_PLACEMENT, gen);
            gen_peeks(g, p, gen);
        }
        gen_brokers(g, p, gen);
        break;
    case YS_DEC_AFTER: {
        gen_cards(g, p, YS_WIN_AFTER_PLACEMENT, gen);
        gen_peeks(g, p, gen);
        YsMove m = mv(YS_MV_DONE);
        push(gen, &m);
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
                YsMove m = mv(YS_MV_QUOTE);
                m.a = (uint8_t)c, m.b = (uint8_t)up;
                push(gen, &m);
            }
        break;
    case YS_DEC_THRONE:
        for (int v = YS_VALUES - 1; v >= 0; v--) {
            if (!g->front[p][v]) continue;
            YsMove m = mv(YS_MV_THRONE);
            m.a = (uint8_t)v;
            push(gen, &m);
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
    out->n = g->dec == YS_DEC_OVER ? 0 : gen_all(g, &gen);
    return out->n;
}

/* ------------------------------------------------------------------ */
/* Sequencing                                                          */

static void pose(YsGame *g, int dec, int player)
{
    g->dec = dec;
    g->to_move = player;
    switch (dec) {
    case YS_DEC_BID: g->phase = YS_PHASE_BID; break;
    case YS_DEC_SEAT: g->phase = YS_PHASE_SEAT; break;
    case YS_DEC_WINDOW: g->phase = YS_PHASE_CARDS; break;
    case YS_DEC_PLACE:
    case YS_DEC_AFTER: g->phase = YS_PHASE_PLACE; break;
    case YS_DEC_THRONE: g->phase = YS_PHASE_THRONE; break;
    case YS_DEC_OVER: g->phase = YS_PHASE_OVER; break;
    default: g->phase = YS_PHASE_COUNT; break;
    }
}

static void draw_ship(YsGame *g, uint8_t card[3])
{
    if (g->ship_pos < g->ship_count) {
        memcpy(card, g->ship_deck[g->ship_pos++], 3);
    } else {
        card[0] = card[1] = card[2] = YS_NONE; /* an exhausted deck: never in play */
    }
}

static void setup_round(YsGame *g)
{
    for (int nb = 0; nb < YS_NBHDS; nb++) {
        memset(g->port_gems[nb], 0, sizeof g->port_gems[nb]);
        memset(g->port_card[nb], YS_NONE, 3);
        g->palace_card[nb] = YS_NONE;
        if (nb >= g->opt.nbhds) continue;
        g->palace_card[nb] = g->round == YS_ROUNDS ? YS_WHITE_CARD : g->stacks[nb][g->round - 1];
    }
    for (int nb = 0; nb < g->opt.nbhds; nb++) {
        uint8_t *card = g->port_card[nb];
        draw_ship(g, card);
        for (int i = 0; i < 3; i++)
            if (card[i] != YS_NONE) g->port_gems[nb][card[i]]++;
        if (g->opt.players == 4 && card[0] != YS_NONE) g->port_gems[nb][card[0]]++;
    }
    uint8_t card[3];
    draw_ship(g, card);
    memset(g->market_gem, YS_NONE, sizeof g->market_gem);
    if (card[0] != YS_NONE) {
        if (g->opt.players == 4) {
            int w = card[1] == YS_WHITE ? 1 : card[2] == YS_WHITE ? 2 : 0;
            if (w) {
                g->market_gem[1] = YS_WHITE;
                g->market_gem[2] = card[0];
                g->market_gem[3] = card[3 - w];
            } else {
                g->market_gem[1] = card[0], g->market_gem[2] = card[1], g->market_gem[3] = card[2];
            }
        } else {
            int white_second = card[2] == YS_WHITE;
            g->market_gem[2] = white_second ? card[2] : card[1];
            g->market_gem[3] = white_second ? card[1] : card[2];
        }
    }
    if (g->opt.players == 2) {
        for (int h = 0; h < 2; h++)
            memcpy(g->neutral_supply[h], ys_data.neutral[g->opt.strong_neutral], YS_VALUES);
    }
    g->bid_done = 0;
    g->bids_revealed = 0;
    g->throne_done = 0;
    memset(g->bid, 0, sizeof g->bid);
    memset(g->throne_choice, 0, sizeof g->throne_choice);
    memset(g->cards_played, 0, sizeof g->cards_played);
    memset(g->spy_peeks, 0, sizeof g->spy_peeks);
    g->conjurer = 0;
    g->intriguer = -1;
    g->merchant = 0;
    g->queen_place = YS_NONE;
    g->seat_taken = 0;
    g->seat_idx = 0;
}

static void bid_ranking(YsGame *g)
{
    int tot[YS_MAX_SEATS] = {0};
    int n = g->opt.players;
    for (int p = 0; p < n; p++) tot[p] = g->bid[p][0] + g->bid[p][1];
    for (int i = 0; i < n; i++) {
        int j = i;
        g->seat_order[i] = (uint8_t)i;
        while (j > 0) {
            int a = g->seat_order[j], b = g->seat_order[j - 1];
            int better = tot[a] != tot[b] ? tot[a] > tot[b] : g->order_card[a] < g->order_card[b];
            if (!better) break;
            g->seat_order[j] = (uint8_t)b, g->seat_order[j - 1] = (uint8_t)a;
            j--;
        }
    }
}

static void give_gem(YsGame *g, int seat, int colour) { g->gems[seat][colour]++; }

/* Neutral picks for a port: white first (strongest colour), then the best
 * quoted colours, leftmost on ties. */
static void neutral_take_port(YsGame *g, int nb, int k)
{
    uint8_t *have = g->port_gems[nb];
    uint8_t got[2];
    int n = 0;
    for (int i = 0; i < k; i++) {
        int c = strongest_colour(g);
        if (have[YS_WHITE]) {
            have[YS_WHITE]--;
        } else {
            c = -1;
            for (int x = 0; x < YS_COLOURS; x++)
                if (have[x] && (c < 0 || g->quotation[x] > g->quotation[c])) c = x;
            if (c < 0) break;
            have[c]--;
        }
        give_gem(g, YS_NEUTRAL, c);
        got[n++] = (uint8_t)c;
    }
    ev_gems(g, YS_NEUTRAL, nb, got, n);
}

static int decider(const YsGame *g)
{
    if (g->intriguer >= 0) return g->intriguer;
    int best = -1;
    for (int p = 0; p < g->opt.players; p++) {
        if (best < 0) {
            best = p;
            continue;
        }
        int fp = g->front_sum[p], fb = g->front_sum[best];
        if (fp > fb || (fp == fb && g->order_card[p] < g->order_card[best])) best = p;
    }
    return best;
}

/* Windows at the start of placing/counting and the end of counting: each
 * player in turn order who can play a card there. Returns 1 if posed. */
static int run_window(YsGame *g)
{
    while (g->window_idx < g->opt.players) {
        int p = g->turn_order[g->window_idx];
        YsMove tmp[1];
        Gen gen = {tmp, 0, 1};
        gen_cards(g, p, g->window, &gen);
        if (gen.n) {
            pose(g, YS_DEC_WINDOW, p);
            return 1;
        }
        g->window_idx++;
    }
    return 0;
}

static void open_window(YsGame *g, int window)
{
    g->window = window;
    g->window_idx = 0;
}

static void count_neighbourhood_areas(YsGame *g, int nb, int sub)
{
    int tot[YS_MAX_SEATS];
    uint8_t order[YS_MAX_SEATS];
    int place = YS_PLACE_CITY(nb, sub);
    unsigned mask = totals_place(g, place, tot);
    int n = rank_seats(g, tot, mask, order);
    YsEvent *e = ev_ranked(g, YS_EV_AREA, place, tot, mask, order, n);
    if (!n) return;
    int w = order[0];
    if (sub == YS_AREA_PORT) {
        give_gem(g, w, YS_BLACK);
        e->reward = YS_BLACK;
        uint8_t black = YS_BLACK;
        ev_gems(g, w, nb, &black, 1);
    }
    if (sub == YS_AREA_COMMERCE) {
        int pts = g->merchant ? ys_data.merchant_points : ys_data.commerce_points;
        g->score[w] += pts;
        e->reward = (uint8_t)pts;
        ev_points(g, w, pts, g->merchant ? YS_WHY_MERCHANT : YS_WHY_COMMERCE);
    }
}

/* Palace: returns 1 if the winner must now choose a white gem's colour. */
static int count_palace(YsGame *g, int nb)
{
    int tot[YS_MAX_SEATS];
    uint8_t order[YS_MAX_SEATS];
    int card = g->palace_card[nb];
    g->palace_card[nb] = YS_NONE;
    unsigned mask = totals_place(g, YS_PLACE_CITY(nb, YS_AREA_PALACE), tot);
    int n = rank_seats(g, tot, mask, order);
    YsEvent *e = ev_ranked(g, YS_EV_AREA, YS_PLACE_CITY(nb, YS_AREA_PALACE), tot, mask, order, n);
    e->reward = (uint8_t)card;
    if (card == YS_NONE || !n) return 0;
    int w = order[0];
    YsEvent *c = ev(g, YS_EV_CARD);
    c->winner = (int8_t)w;
    c->a = (uint8_t)card;
    c->place = (uint8_t)nb;
    if (card == YS_KING) {
        g->score[w] += ys_data.king_points;
        ev_points(g, w, ys_data.king_points, YS_WHY_KING);
    } else if (card == YS_PRINCE) {
        g->score[w] += ys_data.prince_points;
        ev_points(g, w, ys_data.prince_points, YS_WHY_PRINCE);
    } else if (is_neutral(g, w)) {
        uint8_t col = (uint8_t)strongest_colour(g);
        give_gem(g, w, col);
        ev_gems(g, w, 255, &col, 1);
    } else if (card == YS_WHITE_CARD) {
        g->take_port = -1;
        g->take_count = 1;
        pose(g, YS_DEC_TAKE, w);
        return 1;
    } else {
        g->hand[w] |= (uint16_t)(1u << card);
        g->won_round[card] = (uint8_t)g->round;
    }
    return 0;
}

static void final_reveal(YsGame *g)
{
    for (int i = 0; i < YS_POOL; i++)
        if (g->pool[i].place != YS_NONE) g->pool[i].revealed = 1;
}

/* Runs automatic steps until a decision is posed; returns 1 then, 0 at the end. */
static int step(YsGame *g)
{
    int tot[YS_MAX_SEATS];
    uint8_t order[YS_MAX_SEATS];
    for (;;) {
        switch (g->stage) {
        case ST_ROUND:
            setup_round(g);
            ev(g, YS_EV_ROUND)->a = (uint8_t)g->round;
            g->stage = ST_BID;
            break;
        case ST_BID:
            for (int p = 0; p < g->opt.players; p++)
                if (!(g->bid_done & (1u << p))) {
                    pose(g, YS_DEC_BID, p);
                    return 1;
                }
            for (int p = 0; p < g->opt.players; p++) {
                g->front[p][g->bid[p][0]]++;
                g->front[p][g->bid[p][1]]++;
            }
            g->bids_revealed = 1;
            bid_ranking(g);
            {
                YsEvent *e = ev(g, YS_EV_BIDS);
                for (int p = 0; p < g->opt.players; p++) e->totals[p] = (int16_t)(g->bid[p][0] + g->bid[p][1]);
                e->n = (uint8_t)g->opt.players;
                memcpy(e->order, g->seat_order, (size_t)g->opt.players);
            }
            g->stage = ST_SEAT;
            break;
        case ST_SEAT:
            if (g->seat_idx < g->opt.players) {
                pose(g, YS_DEC_SEAT, g->seat_order[g->seat_idx]);
                return 1;
            }
            for (int p = 0; p < g->opt.players; p++) g->turn_order[g->order_card[p] - 1] = (uint8_t)p;
            {
                YsEvent *e = ev(g, YS_EV_SEATS);
                e->n = (uint8_t)g->opt.players;
                memcpy(e->order, g->turn_order, (size_t)g->opt.players);
            }
            open_window(g, YS_WIN_PLACE_START);
            g->stage = ST_WIN_PLACE;
            break;
        case ST_WIN_PLACE:
            if (run_window(g)) return 1;
            g->placement = 0;
            g->place_idx = 0;
            g->placed_mask = 0;
            g->count_sub = 0;
            memset(g->just_placed, YS_NONE, sizeof g->just_placed);
            g->stage = ST_PLACE;
            break;
        case ST_PLACE: {
            if (g->placement >= ys_turn_placements(g)) {
                g->stage = ST_END_PLACE;
                break;
            }
            int p = g->turn_order[g->place_idx];
            if (g->placed_mask != needed_mask(g)) {
                pose(g, YS_DEC_PLACE, p);
                return 1;
            }
            /* count_sub: 0 not looked at, 1 the after-placement step is open, 2 done */
            if (g->count_sub == 0) {
                YsMove tmp[1];
                Gen gen = {tmp, 0, 1};
                gen_cards(g, p, YS_WIN_AFTER_PLACEMENT, &gen);
                gen_peeks(g, p, &gen);
                g->count_sub = gen.n ? 1 : 2;
            }
            if (g->count_sub == 1) {
                pose(g, YS_DEC_AFTER, p);
                return 1;
            }
            g->placed_mask = 0;
            g->count_sub = 0;
            memset(g->just_placed, YS_NONE, sizeof g->just_placed);
            if (++g->place_idx == g->opt.players) {
                g->place_idx = 0;
                g->placement++;
            }
            break;
        }
        case ST_END_PLACE:
            for (int p = 0; p < g->opt.players; p++)
                for (int v = 0; v < YS_VALUES; v++) {
                    g->front[p][v] += g->behind[p][v];
                    g->behind[p][v] = 0;
                }
            for (int p = 0; p < g->seats; p++) g->front_sum[p] = ys_front_total(g, p);
            open_window(g, YS_WIN_COUNT_START);
            g->stage = ST_WIN_COUNT;
            break;
        case ST_WIN_COUNT:
            if (run_window(g)) return 1;
            g->count_nb = 0;
            g->count_sub = 0;
            g->stage = ST_NB;
            break;
        case ST_NB: {
            int nb = g->count_nb;
            if (nb >= g->opt.nbhds) {
                g->stage = ST_MARKET;
                break;
            }
            switch (g->count_sub) {
            case 0: {
                reveal(g, YS_PLACE_CITY(nb, 0), YS_PLACE_CITY(nb, 2));
                ev(g, YS_EV_REVEAL)->place = (uint8_t)nb;
                unsigned mask = totals_nbhd(g, nb, tot);
                int n = rank_seats(g, tot, mask, g->rank_list);
                ev_ranked(g, YS_EV_NBHD, nb, tot, mask, g->rank_list, n);
                g->rank_n = n < 3 ? n : 3;
                g->rank_i = 0;
                g->count_sub = 1;
                break;
            }
            case 1: {
                if (g->rank_i >= g->rank_n) {
                    g->count_sub = 2;
                    break;
                }
                int i = g->rank_i++;
                int taker = g->rank_list[i];
                int k = g->opt.players == 4 ? ys_data.gems_per_rank_4p[i] : ys_data.gems_per_rank[i];
                int left = 0;
                for (int c = 0; c < 6; c++) left += g->port_gems[nb][c];
                if (k > left) k = left;
                if (!k) break;
                if (is_neutral(g, taker)) {
                    neutral_take_port(g, nb, k);
                    break;
                }
                g->take_port = nb;
                g->take_count = k;
                pose(g, YS_DEC_TAKE, taker);
                return 1;
            }
            case 2:
                count_neighbourhood_areas(g, nb, YS_AREA_PORT);
                count_neighbourhood_areas(g, nb, YS_AREA_COMMERCE);
                g->count_sub = 3;
                if (count_palace(g, nb)) return 1;
                break;
            default:
                for (int pl = YS_PLACE_CITY(nb, 0); pl <= YS_PLACE_CITY(nb, 2); pl++) return_place(g, pl);
                if (g->queen_place != YS_NONE && g->queen_place / 3 == nb) g->queen_place = YS_NONE;
                g->count_nb++;
                g->count_sub = 0;
                break;
            }
            break;
        }
        case ST_MARKET:
            reveal(g, YS_PLACE_MARKET(1, 0), YS_PLACE_MARKET(3, 3));
            ev(g, YS_EV_REVEAL)->place = 255;
            g->count_sub = 1;
            g->stage = ST_ROWS;
            break;
        case ST_ROWS: {
            int row = g->count_sub++;
            if (row > 3) {
                g->stage = ST_COLUMNS;
                g->col_done = -1;
                break;
            }
            int gem = g->market_gem[row];
            if (gem == YS_NONE) break;
            g->market_gem[row] = YS_NONE;
            unsigned mask = totals_row(g, row, tot);
            int n = rank_seats(g, tot, mask, order);
            YsEvent *e = ev_ranked(g, YS_EV_ROW, row, tot, mask, order, n);
            e->a = (uint8_t)gem;
            if (!n) { /* back to the bank */
                e->a = 255;
                break;
            }
            int w = order[0];
            if (gem != YS_WHITE) {
                uint8_t c = (uint8_t)gem;
                give_gem(g, w, gem);
                ev_gems(g, w, 100 + row, &c, 1);
            } else if (is_neutral(g, w)) {
                uint8_t c = (uint8_t)strongest_colour(g);
                give_gem(g, w, c);
                ev_gems(g, w, 100 + row, &c, 1);
            } else {
                g->take_port = -1;
                g->take_count = 1;
                pose(g, YS_DEC_TAKE, w);
                return 1;
            }
            break;
        }
        case ST_COLUMNS: {
            if (g->col_done < 0) {
                int sum[YS_COLOURS] = {0}, cnt[YS_COLOURS] = {0};
                for (int pl = YS_PLACE_MARKET(1, 0); pl <= YS_PLACE_MARKET(3, 3); pl++)
                    for (int i = 0; i < g->plen[pl]; i++) {
                        sum[YS_MARKET_COL(pl)] += bval(&g->pool[g->plist[pl][i]]);
                        cnt[YS_MARKET_COL(pl)]++;
                    }
                for (int c = 0; c < YS_COLOURS; c++) {
                    g->col_key[c] = (uint8_t)(sum[c] * 8 + cnt[c]); /* sum <= 5*3+..., cnt <= 3 */
                    int j = c;
                    g->col_order[j] = (uint8_t)c;
                    while (j > 0 && g->col_key[g->col_order[j - 1]] < g->col_key[c]) {
                        g->col_order[j] = g->col_order[j - 1];
                        j--;
                    }
                    g->col_order[j] = (uint8_t)c;
                }
                g->col_done = 0;
                g->decider = decider(g);
            }
            if (g->col_done >= YS_COLOURS) {
                g->stage = ST_COL_APPLY;
                break;
            }
            if (col_group(g, g->col_done) == 1) {
                g->col_done++;
                break;
            }
            pose(g, YS_DEC_RANK, g->decider);
            return 1;
        }
        case ST_COL_APPLY: {
            static const int delta[4] = {2, 1, -1, -2};
            YsEvent *e = ev(g, YS_EV_COLUMNS);
            e->n = YS_COLOURS;
            memcpy(e->order, g->col_order, YS_COLOURS);
            for (int c = 0; c < YS_COLOURS; c++) e->totals[c] = g->col_key[c] / 8;
            for (int i = 0; i < YS_COLOURS; i++) {
                int c = g->col_order[i], q = g->quotation[c] + delta[i];
                if (q < 0) q = 0;
                if (q > ys_data.quotation_max) q = ys_data.quotation_max;
                YsEvent *qe = ev(g, YS_EV_QUOTE);
                qe->a = (uint8_t)c;
                qe->delta = (int8_t)(q - g->quotation[c]);
                g->quotation[c] = (uint8_t)q;
            }
            g->stage = ST_BIDDER;
            break;
        }
        case ST_BIDDER: {
            unsigned mask = totals_market(g, tot);
            g->stage = ST_MARKET_RETURN;
            int n = rank_seats(g, tot, mask, order);
            ev_ranked(g, YS_EV_BIDDER, 255, tot, mask, order, n);
            if (!n) break;
            int w = order[0];
            if (is_neutral(g, w)) {
                int best = 0;
                for (int c = 1; c < YS_COLOURS; c++)
                    if (g->gems[w][c] > g->gems[w][best]) best = c;
                YsEvent *qe = ev(g, YS_EV_QUOTE);
                qe->a = (uint8_t)best;
                qe->winner = (int8_t)w;
                qe->delta = g->quotation[best] < ys_data.quotation_max;
                g->quotation[best] = (uint8_t)(g->quotation[best] + qe->delta);
                break;
            }
            pose(g, YS_DEC_QUOTE, w);
            return 1;
        }
        case ST_MARKET_RETURN:
            for (int pl = YS_PLACE_MARKET(1, 0); pl <= YS_PLACE_MARKET(3, 3); pl++) return_place(g, pl);
            open_window(g, YS_WIN_COUNT_END);
            g->stage = ST_WIN_END;
            break;
        case ST_WIN_END:
            if (run_window(g)) return 1;
            g->stage = ST_THRONE;
            break;
        case ST_THRONE:
            if (g->opt.kings_favor) {
                for (int p = 0; p < g->opt.players; p++)
                    if (!(g->throne_done & (1u << p))) {
                        pose(g, YS_DEC_THRONE, p);
                        return 1;
                    }
                for (int p = 0; p < g->opt.players; p++) {
                    int id = pool_alloc(g);
                    YsBroker *b = &g->pool[id];
                    memset(b, 0, sizeof *b);
                    b->owner = (uint8_t)p, b->value = g->throne_choice[p], b->placer = (uint8_t)p;
                    list_add(g, id, YS_THRONE);
                    g->front[p][g->throne_choice[p]]--;
                    if (p == 0) ev(g, YS_EV_THRONE);
                    if (g->round < YS_ROUNDS && g->spare_twos[p]) {
                        g->spare_twos[p]--;
                        g->behind[p][2]++;
                    }
                }
            }
            for (int p = 0; p < g->opt.players; p++)
                for (int v = 0; v < YS_VALUES; v++) {
                    g->behind[p][v] += g->front[p][v];
                    g->front[p][v] = 0;
                }
            g->stage = ST_ROUND_END;
            break;
        case ST_ROUND_END:
            for (int p = 0; p < g->opt.players; p++) {
                g->spy_peeks[p] = 0;
                g->cards_played[p] = 0;
            }
            g->conjurer = 0;
            g->intriguer = -1;
            g->merchant = 0;
            for (int i = 0; i < YS_POOL; i++) g->pool[i].merc = 0; /* the marker goes after counting */
            if (g->round >= YS_ROUNDS) {
                final_reveal(g);
                ev(g, YS_EV_END);
                g->stage = ST_OVER;
                break;
            }
            g->round++;
            g->stage = ST_ROUND;
            break;
        default: /* ST_OVER */
            pose(g, YS_DEC_OVER, -1);
            return 0;
        }
    }
}

static void apply_unchecked(YsGame *g, const YsMove *m);

/* Moves on until a decision with two or more choices, making single-choice
 * decisions itself (they are not logged). */
static void advance(YsGame *g)
{
    while (step(g)) {
        /* these always offer two or more choices (a card window or the step
         * after a placement may be down to pass/done: those are checked) */
        if (g->dec == YS_DEC_PLACE || g->dec == YS_DEC_BID || g->dec == YS_DEC_QUOTE || g->dec == YS_DEC_RANK)
            return;
        YsMove two[2];
        Gen gen = {two, 0, 2};
        if (gen_all(g, &gen) != 1) return;
        apply_unchecked(g, &two[0]);
    }
}

/* ------------------------------------------------------------------ */
/* Effects                                                             */

static int resolve_own(const YsGame *g, int p, int value, int place)
{
    return ys__find_own(g, p, value, place);
}

static void play_card(YsGame *g, int p, const YsMove *m)
{
    g->hand[p] &= (uint16_t)~(1u << m->card);
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
    case YS_SPY: g->spy_peeks[p] = 3; break;
    case YS_CONJURER: g->conjurer |= (uint8_t)(1u << p); break;
    case YS_INTRIGUER: g->intriguer = (int8_t)p; break;
    case YS_MERCHANT: g->merchant = 1; break;
    case YS_QUEEN: g->queen_place = m->place; break;
    case YS_HERALD: {
        int id = resolve_own(g, p, m->a, m->place);
        YsBroker *b = &g->pool[id];
        if (YS_IS_CITY(b->place) && YS_IS_MARKET(m->place2)) g->score[p]++;
        list_remove(g, id);
        list_add(g, id, m->place2);
        break;
    }
    case YS_MAGICIAN: {
        int x = resolve_own(g, p, m->a, m->place), y = resolve_own(g, p, m->b, m->place2);
        YsBroker *bx = &g->pool[x], *by = &g->pool[y];
        int throne = bx->place == YS_THRONE || by->place == YS_THRONE;
        /* each takes the other's position in the other's list */
        uint8_t *lx = g->plist[bx->place], *ly = g->plist[by->place];
        int ix = 0, iy = 0;
        while (lx[ix] != x) ix++;
        while (ly[iy] != y) iy++;
        lx[ix] = (uint8_t)y, ly[iy] = (uint8_t)x;
        uint8_t pl = bx->place;
        bx->place = by->place;
        by->place = pl;
        if (throne) bx->up = by->up = 0;
        break;
    }
    case YS_MERCENARY: {
        for (int k = 0; k < 2; k++) {
            int id = g->just_placed[k];
            if (id != YS_NONE && g->pool[id].value == m->a && g->pool[id].place == m->place) {
                g->pool[id].merc = 1;
                break;
            }
        }
        break;
    }
    case YS_ALCHEMIST:
        g->gems[p][m->a]--;
        g->gems[p][m->b]++;
        break;
    case YS_BANKER:
        if (g->quotation[m->a] < ys_data.quotation_max) g->quotation[m->a]++;
        if (g->quotation[m->b] > 0) g->quotation[m->b]--;
        break;
    case YS_JEWELLER:
        g->gems[p][m->a]++;
        g->gems[p][m->b]++;
        break;
    default: break;
    }
}

static void place_broker(YsGame *g, int p, const YsMove *m)
{
    int id = pool_alloc(g);
    YsBroker *b = &g->pool[id];
    memset(b, 0, sizeof *b);
    list_add(g, id, m->place);
    b->value = m->a;
    b->placer = (uint8_t)p;
    b->up = m->kind == YS_MV_UP;
    if (m->kind == YS_MV_NEUTRAL) {
        b->owner = YS_NEUTRAL;
        g->neutral_supply[p][m->a]--;
        g->just_placed[2] = (uint8_t)id;
        g->placed_mask |= 4;
    } else {
        b->owner = (uint8_t)p;
        if (m->b != YS_NONE) { /* Conjurer: from the front, refilled from behind */
            g->front[p][m->b]--;
            g->behind[p][m->c]--;
            g->front[p][m->c]++;
        } else {
            g->behind[p][m->a]--;
        }
        int k = m->kind == YS_MV_UP ? 0 : 1;
        g->just_placed[k] = (uint8_t)id;
        g->placed_mask |= (uint8_t)(1 << k);
    }
    if (YS_IS_MARKET(m->place)) g->score[b->owner]++;
}

static void apply_unchecked(YsGame *g, const YsMove *m)
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
        g->seat_idx++;
        break;
    case YS_MV_PASS: g->window_idx++; break;
    case YS_MV_CARD: play_card(g, p, m); break;
    case YS_MV_UP:
    case YS_MV_DOWN:
    case YS_MV_NEUTRAL: place_broker(g, p, m); break;
    case YS_MV_PEEK: {
        int id = ys__nth(g, m->place, m->a);
        g->pool[id].peeked |= (uint8_t)(1u << p);
        g->spy_peeks[p]--;
        break;
    }
    case YS_MV_DONE: g->count_sub = 2; break;
    case YS_MV_TAKE:
        for (int i = 0; i < m->n; i++) {
            if (g->take_port >= 0) g->port_gems[g->take_port][m->src[i]]--;
            give_gem(g, p, m->dst[i]);
        }
        ev_gems(g, p, g->take_port >= 0 ? g->take_port : 255, m->dst, m->n);
        break;
    case YS_MV_RANK:
        memcpy(&g->col_order[g->col_done], m->src, m->n);
        g->col_done += m->n;
        break;
    case YS_MV_QUOTE: {
        int q = g->quotation[m->a] + (m->b ? 1 : -1);
        YsEvent *e = ev(g, YS_EV_QUOTE);
        e->a = m->a;
        e->winner = (int8_t)p;
        if (q >= 0 && q <= ys_data.quotation_max) {
            e->delta = (int8_t)(q - g->quotation[m->a]);
            g->quotation[m->a] = (uint8_t)q;
        }
        break;
    }
    case YS_MV_THRONE:
        g->throne_choice[p] = m->a;
        g->throne_done |= (uint8_t)(1u << p);
        break;
    }
    advance(g);
}

int ys__start(YsGame *g);
int ys__start(YsGame *g)
{
    g->open_places = 0;
    for (int pl = 0; pl < YS_THRONE; pl++)
        if (ys__place_used(g, pl)) g->open_places |= 1u << pl;
    for (int c = 0; c < YS_CHARACTER_COUNT; c++) g->window_cards[ys_data.window[c]] |= (uint16_t)(1u << c);
    g->stage = ST_ROUND;
    g->nevents = 0;
    advance(g);
    return 0;
}

int ys_move_equal(const YsMove *a, const YsMove *b) { return memcmp(a, b, sizeof *a) == 0; }

int ys_apply(YsGame *g, const YsMove *m)
{
    if (g->dec == YS_DEC_OVER || g->viewer >= 0) return -1;
    YsMove buf[YS_MAX_MOVES];
    Gen gen = {buf, 0, YS_MAX_MOVES};
    int n = gen_all(g, &gen);
    for (int i = 0; i < n; i++)
        if (ys_move_equal(&buf[i], m)) {
            g->nevents = 0;
            apply_unchecked(g, m);
            return 0;
        }
    return -1;
}

static int play_random(YsGame *g, uint64_t *rng);

/* A random broker placement, sampled directly (rejection on places). */
static void random_placement(YsGame *g, int p, uint64_t *rng)
{
    int want = needed_mask(g) & ~g->placed_mask;
    int kinds[3], nk = 0;
    for (int k = 0; k < 3; k++)
        if (want & (1 << k)) kinds[nk++] = YS_MV_UP + k;
    YsMove m = mv(kinds[ys_rng_below(rng, (uint32_t)nk)]);
    m.b = YS_NONE;
    const uint8_t *src = m.kind == YS_MV_NEUTRAL ? g->neutral_supply[p] : g->behind[p];
    if (m.kind != YS_MV_NEUTRAL && (g->conjurer & (1u << p)) && ys_rng_below(rng, 3) == 0) {
        src = g->front[p]; /* Conjurer: a front broker, refilled from behind */
        int r = (int)ys_rng_below(rng, (uint32_t)count_values(g->behind[p])), v = 0;
        while (r >= g->behind[p][v]) r -= g->behind[p][v++];
        m.c = (uint8_t)v;
    }
    int r = (int)ys_rng_below(rng, (uint32_t)count_values(src)), v = 0;
    while (r >= src[v]) r -= src[v++];
    m.a = (uint8_t)v;
    if (src == g->front[p]) m.b = (uint8_t)v;
    /* redrawn while closed, occupied or locked: the city always has room */
    for (;;) {
        int pl = (int)ys_rng_below(rng, YS_THRONE);
        if (can_enter(g, pl)) {
            m.place = (uint8_t)pl;
            break;
        }
    }
    apply_unchecked(g, &m);
}

/* A fast random legal move (not uniform over the list): placements are
 * sampled directly; the few moves before a placement (Queen, Spy) are tried
 * a quarter of the time they exist; other decisions pick from the full list. */
int ys_play_random(YsGame *g, uint64_t *rng)
{
    if (g->dec == YS_DEC_OVER) return -1;
    g->nevents = 0;
    g->quiet = 1; /* a playout: nobody watches */
    int r = play_random(g, rng);
    g->quiet = 0;
    return r;
}

static int play_random(YsGame *g, uint64_t *rng)
{
    YsMove buf[YS_MAX_MOVES];
    Gen gen = {buf, 0, YS_MAX_MOVES};
    int p = g->to_move;
    if (g->dec == YS_DEC_PLACE) {
        if (!g->placed_mask && (g->spy_peeks[p] || card_ready(g, p, YS_QUEEN, YS_WIN_BEFORE_PLACEMENT)) &&
            ys_rng_below(rng, 4) == 0) {
            gen_cards(g, p, YS_WIN_BEFORE_PLACEMENT, &gen);
            gen_peeks(g, p, &gen);
        }
        if (!gen.n) {
            random_placement(g, p, rng);
            return 0;
        }
    } else if (g->dec == YS_DEC_BID) { /* two brokers drawn from behind the screen */
        uint8_t left[YS_VALUES];
        memcpy(left, g->behind[p], YS_VALUES);
        YsMove m = mv(YS_MV_BID);
        int v[2];
        for (int k = 0; k < 2; k++) {
            int r = (int)ys_rng_below(rng, (uint32_t)count_values(left));
            v[k] = 0;
            while (r >= left[v[k]]) r -= left[v[k]++];
            left[v[k]]--;
        }
        m.a = (uint8_t)(v[0] > v[1] ? v[0] : v[1]);
        m.b = (uint8_t)(v[0] > v[1] ? v[1] : v[0]);
        apply_unchecked(g, &m);
        return 0;
    } else if (g->dec == YS_DEC_TAKE && g->take_port >= 0) { /* gems drawn from the port */
        uint8_t left[6];
        memcpy(left, g->port_gems[g->take_port], 6);
        YsMove m = mv(YS_MV_TAKE);
        m.n = (uint8_t)g->take_count;
        for (int k = 0; k < m.n; k++) {
            int total = 0, c = 0;
            for (int x = 0; x < 6; x++) total += left[x];
            int r = (int)ys_rng_below(rng, (uint32_t)total);
            while (r >= left[c]) r -= left[c++];
            left[c]--;
            m.src[k] = (uint8_t)c;
            m.dst[k] = (uint8_t)(c == YS_WHITE ? ys_rng_below(rng, YS_COLOURS) : (uint32_t)c);
        }
        if (m.n == 2 && (m.src[0] > m.src[1] || (m.src[0] == m.src[1] && m.dst[0] > m.dst[1]))) {
            YsMove t = m;
            m.src[0] = t.src[1], m.src[1] = t.src[0], m.dst[0] = t.dst[1], m.dst[1] = t.dst[0];
        }
        apply_unchecked(g, &m);
        return 0;
    } else if ((g->dec == YS_DEC_WINDOW || g->dec == YS_DEC_AFTER) && ys_rng_below(rng, 2)) {
        YsMove m = mv(g->dec == YS_DEC_WINDOW ? YS_MV_PASS : YS_MV_DONE); /* always legal there */
        apply_unchecked(g, &m);
        return 0;
    } else if (g->dec == YS_DEC_QUOTE) {
        YsMove m = mv(YS_MV_QUOTE);
        uint32_t r = ys_rng_below(rng, 8);
        m.a = (uint8_t)(r >> 1), m.b = (uint8_t)(r & 1);
        apply_unchecked(g, &m);
        return 0;
    } else {
        gen_all(g, &gen);
    }
    apply_unchecked(g, &buf[ys_rng_below(rng, (uint32_t)gen.n)]);
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

/* ------------------------------------------------------------------ */
/* Final scoring                                                       */

int ys_result(const YsGame *g, YsResult *r)
{
    memset(r, 0, sizeof *r);
    if (g->dec != YS_DEC_OVER) return -1;
    int seats = g->seats;
    /* colour ranks: higher quotation first, leftmost on ties */
    int cols[YS_COLOURS] = {0, 1, 2, 3};
    for (int i = 1; i < YS_COLOURS; i++)
        for (int j = i; j > 0 && g->quotation[cols[j]] > g->quotation[cols[j - 1]]; j--) {
            int t = cols[j];
            cols[j] = cols[j - 1], cols[j - 1] = t;
        }
    for (int rank = 0; rank < YS_COLOURS; rank++) {
        int c = cols[rank];
        const int *pts = ys_data.colour_points[rank];
        for (int s = 0; s < seats; s++) {
            int n = g->gems[s][c];
            if (!n) {
                if (is_neutral(g, s)) r->colours[s] += pts[2];
                continue;
            }
            /* the lowest place among those with as many gems */
            int better = 0, same = 0;
            for (int t = 0; t < seats; t++) {
                if (t == s || (is_neutral(g, t) && !g->gems[t][c])) continue;
                if (g->gems[t][c] > n) better++;
                else if (g->gems[t][c] == n) same++;
            }
            int place = better + same;
            if (place < 4) r->colours[s] += pts[place];
        }
    }
    for (int s = 0; s < seats; s++) {
        int b = g->gems[s][YS_BLACK];
        r->black[s] = ys_data.black_points[b > 7 ? 7 : b];
        r->during[s] = g->score[s];
    }
    if (g->opt.kings_favor) {
        int tot[YS_MAX_SEATS] = {0};
        for (int i = 0; i < YS_POOL; i++)
            if (g->pool[i].place == YS_THRONE) tot[g->pool[i].owner] += g->pool[i].value;
        for (int s = 0; s < seats; s++) {
            int better = 0, same = 0;
            for (int t = 0; t < seats; t++) {
                if (t == s) continue;
                if (tot[t] > tot[s]) better++;
                else if (tot[t] == tot[s]) same++;
            }
            int sum = 0;
            for (int k = better; k <= better + same && k < 4; k++) sum += ys_data.throne_points[k];
            r->throne[s] = sum / (same + 1);
        }
    }
    int best = -1, best_gems = -1;
    for (int s = 0; s < g->opt.players; s++) {
        r->score[s] = r->during[s] + r->colours[s] + r->black[s] + r->throne[s];
        int gems = 0;
        for (int c = 0; c < 5; c++) gems += g->gems[s][c];
        if (r->score[s] > best || (r->score[s] == best && gems > best_gems)) best = r->score[s], best_gems = gems;
    }
    if (is_neutral(g, YS_NEUTRAL))
        r->score[YS_NEUTRAL] = r->during[YS_NEUTRAL] + r->colours[YS_NEUTRAL] + r->black[YS_NEUTRAL];
    for (int s = 0; s < g->opt.players; s++) {
        int gems = 0;
        for (int c = 0; c < 5; c++) gems += g->gems[s][c];
        if (r->score[s] == best && gems == best_gems) r->winners[r->nwinners++] = s;
    }
    return 0;
}
