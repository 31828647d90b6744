/* board.c - the board: places and their broker lists, totals and the tie
 * rules of the city. */
#include <string.h>

#include "internal.h"

int ys__place_used(const YsGame *g, int place)
{
    if (place >= 0 && place < YS_THRONE) return (int)(used_below_throne(g) >> place & 1);
    return place == YS_THRONE && g->opt.kings_favor;
}

int ys__list(const YsGame *g, int place, uint8_t *ids)
{
    memcpy(ids, g->priv.plist[place], g->priv.plen[place]);
    return g->priv.plen[place];
}

int ys_place_list(const YsGame *g, int place, uint8_t *ids)
{
    return place >= 0 && place < YS_PLACES ? ys__list(g, place, ids) : 0;
}

int ys_place_size(const YsGame *g, int place) { return place >= 0 && place < YS_PLACES ? g->priv.plen[place] : 0; }

unsigned ys_places_totals(const YsGame *g, int first, int n, int *tot)
{
    /* summed packed, a byte a seat, as the counting sums them (ys__contest):
     * a seat's total over an area or a row stays below 256 */
    uint32_t sum = 0, count = 0;
    for (int pl = first; pl < first + n; pl++) {
        int ok = pl >= 0 && pl < YS_PLACES;
        sum += ok ? g->priv.place_sum[pl] : 0;
        count |= ok ? g->priv.place_count[pl] : 0;
    }
    for (int s = 0; s < YS_MAX_SEATS; s++)
        tot[s] = (int)(sum >> (8 * s) & 0xff);
    return seats_of(count);
}

const uint32_t *ys_place_sums(const YsGame *g) { return g->priv.place_sum; }

unsigned ys_place_totals(const YsGame *g, int place, int *tot) { return ys_places_totals(g, place, 1, tot); }

int ys_place_open(const YsGame *g, int place) { return place >= 0 && place < YS_PLACES && ys__place_used(g, place); }

uint32_t ys_enter_mask(const YsGame *g) { return enter_mask(g); }

int ys_broker_sel(const YsGame *g, int id)
{
    if (id < 0 || id >= YS_POOL) return -1;
    const YsBroker *b = &g->pool[id];
    if (b->place == YS_NONE || b->value == YS_UNKNOWN) return -1;
    return own_sel(ys__own_kinds(g, b->owner, b->value, b->place), broker_kind(b));
}

int ys__nth(const YsGame *g, int place, int pos)
{
    return pos >= 1 && pos <= g->priv.plen[place] ? g->priv.plist[place][pos - 1] : -1;
}

int ys__find_own(const YsGame *g, int player, int value, int place, int sel)
{
    for (int i = 0; i < g->priv.plen[place]; i++) {
        const YsBroker *b = &g->pool[g->priv.plist[place][i]];
        if (b->owner == player && b->value == value && (!sel || broker_kind(b) == sel)) return g->priv.plist[place][i];
    }
    return -1;
}

unsigned ys__own_kinds(const YsGame *g, int player, int value, int place)
{
    unsigned kinds = 0;
    for (int i = 0; i < g->priv.plen[place]; i++) {
        const YsBroker *b = &g->pool[g->priv.plist[place][i]];
        if (b->owner == player && b->value == value) kinds |= 1u << broker_kind(b);
    }
    return kinds;
}

/* Place-list upkeep: every move of a broker goes through these (its owner,
 * value and marker set before it arrives). */
void ys__list_add(YsGame *g, int id, int place)
{
    ys__list_push(g, id, place);
    tally(g, &g->pool[id], place, 1);
}

void ys__list_remove(YsGame *g, int id)
{
    int place = g->pool[id].place;
    uint8_t *l = g->priv.plist[place];
    int n = g->priv.plen[place], i = 0;
    while (i < n && l[i] != id)
        i++;
    memmove(&l[i], &l[i + 1], (size_t)(n - i - 1));
    g->priv.plen[place]--;
    g->priv.market_full &= ~(1u << place); /* a market cell holds one broker */
    tally(g, &g->pool[id], place, (uint32_t)-1);
}

void ys__sync_places(YsGame *g)
{
    g->priv.market_full = 0;
    for (int pl = YS_MARKET0; pl < YS_THRONE; pl++)
        g->priv.market_full |= (uint32_t)(g->priv.plen[pl] != 0) << pl;
    for (int pl = 0; pl < YS_PLACES; pl++) {
        g->priv.place_sum[pl] = g->priv.place_count[pl] = 0;
        for (int i = 0; i < g->priv.plen[pl]; i++) {
            const YsBroker *b = &g->pool[g->priv.plist[pl][i]];
            if (b->owner >= YS_MAX_SEATS) continue; /* never in a game or a view from ys_view */
            if (b->value == YS_UNKNOWN && !b->merc)
                g->priv.place_count[pl] += 1u << (8u * b->owner); /* hidden: a broker, no value */
            else
                tally(g, b, pl, 1);
        }
    }
}

int ys_front_total(const YsGame *g, int p)
{
    int t = 0;
    if (p >= g->opt.players) return 0;
    for (int v = 0; v < YS_VALUES; v++)
        t += v * g->front[p][v];
    return t;
}

int ys_turn_placements(const YsGame *g) { return g->opt.express ? ys_data.express_placements : ys_data.placements; }

/* Returns every broker of places first..last to its owner (counting is
 * over there), their pool slots freed in list order. */
static inline __attribute__((always_inline)) void return_places(YsGame *g, int first, int last, const int neutral)
{
    static const YsBroker gone = {.place = YS_NONE};
    int nfree = g->priv.nfree; /* in a register: the byte stores below could be it for the compiler */
    for (int pl = first; pl <= last; pl++) {
        const uint8_t *l = g->priv.plist[pl];
        for (int i = 0, n = g->priv.plen[pl]; i < n; i++) {
            const int id = l[i];
            YsBroker *b = &g->pool[id];
            uint8_t *home = neutral && b->owner == YS_NEUTRAL ? g->neutral_supply[b->placer] : g->behind[b->owner];
            home[b->value]++;
            *b = gone;
            g->priv.free_slots[nfree++] = (uint8_t)id;
        }
        g->priv.plen[pl] = 0;
        g->priv.place_sum[pl] = g->priv.place_count[pl] = 0;
    }
    g->priv.nfree = (uint8_t)nfree;
    g->priv.market_full &= ~(((2u << last) - 1) & ~((1u << first) - 1));
}

/* (the neutral player's brokers, going to their placer's supply, exist
 * only with two players: the loop without them where there are none) */
void ys__return_places(YsGame *g, int first, int last)
{
    if (g->opt.players == 2)
        return_places(g, first, last, 1);
    else
        return_places(g, first, last, 0);
}

int ys__strongest_colour(const YsGame *g)
{
    int best = 0;
    for (int c = 1; c < YS_COLOURS; c++)
        if (g->quotation[c] > g->quotation[best]) best = c;
    return best;
}

/* The tie rules of the city as one number per seat, higher wins:
 * Intriguer, neutral, front total, then the lower order card (seats never
 * share one, so no two keys are equal). Fixed from the start of counting. */
void ys__tie_keys(YsGame *g)
{
    for (int s = 0; s < g->seats; s++)
        g->priv.tie_key[s] = (uint16_t)((unsigned)(g->intriguer == s) << 15 | (unsigned)is_neutral(g, s) << 14 |
                                        (unsigned)g->priv.front_sum[s] << 4 | (unsigned)(15 - g->order_card[s]));
}

/* Ranks competitors (bit mask) by total, then the tie keys. Each seat's
 * rank is the count of seats above it: no data-dependent branches, which
 * random play would mispredict. */
static inline __attribute__((always_inline)) int rank_seats(const YsGame *g, const int *tot, unsigned mask,
                                                            uint8_t *out, const int seats)
{
    unsigned key[YS_MAX_SEATS] = {0};
    int n = 0;
    for (int s = 0; s < seats; s++) {
        unsigned in = (mask >> s) & 1;
        key[s] = ((unsigned)tot[s] << 16 | g->priv.tie_key[s]) * in; /* a present seat's key is never 0 */
        n += (int)in;
    }
    memset(out, 0, YS_MAX_SEATS); /* a fixed size: no call */
    for (int s = 0; s < seats; s++) {
        int above = 0;
        for (int t = 0; t < seats; t++)
            above += key[t] > key[s];
        out[above] = (uint8_t)s; /* the absent all land on out[n] (n < seats then), unused */
    }
    return n;
}

int ys__rank_seats(const YsGame *g, const int *tot, unsigned mask, uint8_t *out)
{
    /* unrolled for four seats (four players) and three (three players, or two and the neutral) */
    if (g->seats == 4) return rank_seats(g, tot, mask, out, 4);
    if (g->seats == 3) return rank_seats(g, tot, mask, out, 3);
    return rank_seats(g, tot, mask, out, g->seats);
}

/* Totals of each seat over places first..last (step apart), read from the
 * running numbers (no seat's total over a neighbourhood or the market
 * reaches 256: the bytes never carry); returns the mask of seats with a
 * broker there (a lone '0' still competes). */
static unsigned totals(const YsGame *g, int first, int last, int step, int *tot)
{
    uint32_t sum = 0, count = 0;
    for (int pl = first; pl <= last; pl += step) {
        sum += g->priv.place_sum[pl];
        count |= g->priv.place_count[pl];
    }
    for (int s = 0; s < YS_MAX_SEATS; s++)
        tot[s] = (int)(sum >> (8 * s) & 0xff);
    return seats_of(count);
}

int ys__contest_told(const YsGame *g, int first, int last, int *tot, unsigned *mask, uint8_t *order)
{
    *mask = totals(g, first, last, 1, tot);
    return ys__rank_seats(g, tot, *mask, order);
}

/* A neighbourhood turned face up (the flips narrated when someone listens)
 * and totalled from the running numbers. */
unsigned ys__reveal_nbhd(YsGame *g, int nb, int *tot)
{
    int first = YS_PLACE_CITY(nb, 0), last = YS_PLACE_CITY(nb, 2);
    ys__reveal(g, first, last);
    return totals(g, first, last, 1, tot);
}

/* Turns every broker on places first..last face up for the counting,
 * telling each face-down one that is turned (when someone listens). */
void ys__reveal(YsGame *g, int first, int last)
{
    if (g->priv.quiet == QUIET_TO_END) return; /* brokers home before anyone could see the mark */
    if (!ys__listening(g)) {                   /* nobody told: each broker's mark alone */
        for (int pl = first; pl <= last; pl++) {
            const uint8_t *l = g->priv.plist[pl];
            for (int i = 0, n = g->priv.plen[pl]; i < n; i++)
                g->pool[l[i]].revealed = 1;
        }
        return;
    }
    for (int pl = first; pl <= last; pl++)
        for (int i = 0, n = g->priv.plen[pl]; i < n; i++) {
            YsBroker *b = &g->pool[g->priv.plist[pl][i]];
            if (!b->up) ys__ev_flip(g, pl, i + 1, b);
            b->revealed = 1;
        }
}
