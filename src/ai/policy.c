/* policy.c - the fast playout policy (cheap rules of thumb, used inside the
 * searches) and the one-ply move scoring behind the easy bot and the hints. */
#include <math.h>
#include <string.h>

#include "ai_internal.h"

/* Rules of thumb, in broker points or victory points. */
static const double area_prize[3] = {3.0, 3.0, 3.5}; /* port, commerce, palace */
static const double nbhd_prize = 6.0;
static const double row_prize = 4.0;
static const double market_point = 1.0;
static const double column_push = 0.35;
static const double bid_cost_per_point = 0.35; /* playout bids: weight exp(-k * total) */
static const int placement_samples = 6;

/* Colour preferences of seat s, one per colour: more of a colour than the
 * others -> push it. */
static void colour_stakes(const YsGame *g, int s, double stake[YS_COLOURS])
{
    int all[YS_COLOURS] = {0}, n = g->seats - 1; /* the sums in integers: exact, as in doubles */
    for (int t = 0; t < g->seats; t++)
        for (int c = 0; c < YS_COLOURS; c++)
            all[c] += g->gems[t][c];
    for (int c = 0; c < YS_COLOURS; c++) {
        int mine = g->gems[s][c];
        stake[c] = mine - (n > 0 ? (double)(all[c] - mine) / n : 0);
    }
}

/* What a placement's score reads for the player to move, p: the board's
 * contests (each place's totals as the engine keeps them, a byte a seat:
 * seat s at bits 8s..8s+7; a world, every value known) and p's colour
 * stakes, all four (a placement's samples read most of them, and a test
 * of which were worked out would be the coin's branch). */
typedef struct {
    const YsGame *g;
    const uint32_t *sums; /* YS_PLACES */
    int p;
    double stake[YS_COLOURS];
} Totals;

static void totals(const YsGame *g, Totals *t)
{
    t->g = g;
    t->sums = ys_place_sums(g);
    t->p = g->to_move;
    colour_stakes(g, t->p, t->stake);
}

/* The contests a placement's score reads, summed packed (a seat's total
 * over an area or a row stays below 256): a place, a neighbourhood, a row. */
static inline uint32_t place_contest(const Totals *t, int pl) { return t->sums[pl]; }
static inline uint32_t nbhd_contest(const Totals *t, int nb)
{
    const uint32_t *s = t->sums + YS_PLACE_CITY(nb, 0);
    return s[0] + s[1] + s[2];
}
static inline uint32_t row_contest(const Totals *t, int row)
{
    const uint32_t *s = t->sums + YS_PLACE_MARKET(row, 0);
    return s[0] + s[1] + s[2] + s[3];
}

static inline int seat_total(uint32_t sums, int s) { return (int)(sums >> (8 * s) & 0xff); }

/* The best total of the seats other than s (at least 0: with two seats or
 * more there is another, and a seat that is not in the game has 0), read
 * over every seat without a branch. */
static inline int best_other(uint32_t sums, int s)
{
    uint32_t o = sums & ~(0xffu << (8 * s));
    int a = (int)(o & 0xff), b = (int)(o >> 8 & 0xff), c = (int)(o >> 16 & 0xff), d = (int)(o >> 24);
    int ab = a > b ? a : b, cd = c > d ? c : d;
    return ab > cd ? ab : cd;
}

static inline double stake(const Totals *t, int col) { return t->stake[col]; }

/* 1 if seat s alone leads, 0.5 if tied for the lead, else 0 (or absent). */
static double lead(uint32_t sums, int s)
{
    int mine = seat_total(sums, s), best = best_other(sums, s);
    if (mine == 0) return 0;
    return mine > best ? 1.0 : mine == best ? 0.5 : 0.0;
}

/* Worth to p of adding `value` to contest sums with `prize`: its lead
 * after less its lead before (none while absent). */
static inline double gain(const Totals *t, uint32_t sums, int value, double prize)
{
    int best = best_other(sums, t->p), had = seat_total(sums, t->p), mine = had + value;
    /* each lead in halves: 2 alone, 1 tied, 0 behind or absent (counted
     * without a branch: which way these go is the playout's coin) */
    int before = ((had > best) * 2 + (had == best)) & -(had != 0);
    int after = ((mine > best) * 2 + (mine == best)) & -(mine != 0);
    return prize * ((after - before) * 0.5);
}

/* The score of a broker of kind (YS_MV_UP, _DOWN, _NEUTRAL) and value v
 * placed on pl; inline, so that each sampling loop has its own. */
static inline __attribute__((always_inline)) double placement_score(const YsGame *g, Totals *t, int p, int kind, int pl,
                                                                    int v)
{
    if (kind == YS_MV_NEUTRAL) {
        /* a neutral broker is a spoiler: it hurts the other human */
        int opp = 1 - p;
        uint32_t sums = YS_IS_CITY(pl) ? place_contest(t, pl) : row_contest(t, YS_MARKET_ROW(pl));
        uint32_t with = sums + ((uint32_t)v << (8 * YS_NEUTRAL)); /* below 256: no carry */
        double prize = YS_IS_CITY(pl) ? area_prize[pl % 3] : row_prize;
        return prize * (lead(sums, opp) - lead(with, opp));
    }
    if (YS_IS_CITY(pl)) {
        int area = pl % 3; /* the case read without a branch: the place is the playout's coin */
        int merchant = (area == YS_AREA_COMMERCE) & (g->merchant != 0);
        int bare = (area == YS_AREA_PALACE) & (g->palace_card[pl / 3] == YS_NONE);
        const double prizes[3] = {area_prize[area], 5.0, 0.0}; /* its own, the Merchant's commerce, a bare palace */
        double prize = prizes[merchant + 2 * bare];
        return gain(t, place_contest(t, pl), v, prize) + gain(t, nbhd_contest(t, pl / 3), v, nbhd_prize) + 0.05 * v;
    }
    int row = YS_MARKET_ROW(pl), col = YS_MARKET_COL(pl);
    const double prizes[2] = {0.0, row_prize}; /* none where no gem lies */
    double prize = prizes[g->market_gem[row] != YS_NONE];
    return market_point + gain(t, row_contest(t, row), v, prize) + column_push * v * stake(t, col);
}

static int pick_bid(const YsMoveList *ml, uint64_t *rng)
{
    double w[YS_MAX_MOVES], z = 0;
    for (int i = 0; i < ml->n; i++)
        z += w[i] = exp(-bid_cost_per_point * (ml->m[i].a + ml->m[i].b));
    double r = (double)(ys_rng_next(rng) >> 11) * 0x1.0p-53 * z;
    int i = 0;
    while (i < ml->n - 1 && (r -= w[i]) > 0)
        i++;
    return i;
}

/* A placement's moves: a list, or (ml NULL) the engine's product. */
typedef struct {
    const YsMoveList *ml;
    const YsPlacements *pr;
    int n;
} Choices;

static inline YsMove choice(const Choices *c, int i) { return c->ml ? c->ml->m[i] : ys_placements_nth(c->pr, i); }

/* The index of the best of a few sampled moves by the rules of thumb (the
 * non-placements among them skipped), or of one at random where none was
 * a placement. */
static inline __attribute__((always_inline)) int best_placement(const YsGame *g, const Choices *c, uint64_t *rng)
{
    Totals t;
    totals(g, &t);
    int p = g->to_move, best = -1, n = c->n;
    double best_score = -1e9;
    for (int k = 0; k < placement_samples; k++) {
        int i = (int)ys_rng_below(rng, (uint32_t)n);
        const YsMove m = choice(c, i);
        if (m.kind != YS_MV_UP && m.kind != YS_MV_DOWN && m.kind != YS_MV_NEUTRAL) continue;
        double s = placement_score(g, &t, p, m.kind, m.place, m.a) + 0.2 * (double)(ys_rng_next(rng) >> 11) * 0x1.0p-53;
        if (s > best_score) best_score = s, best = i;
    }
    return best >= 0 ? best : (int)ys_rng_below(rng, (uint32_t)n);
}

/* ai_policy_pick at a placement: now and then any move, else the best of
 * a few sampled. */
static inline __attribute__((always_inline)) int pick_placement(const YsGame *g, const Choices *c, uint64_t *rng)
{
    if (c->n <= 1) return 0;
    if (ys_rng_below(rng, 10) == 0) return (int)ys_rng_below(rng, (uint32_t)c->n);
    return best_placement(g, c, rng);
}

YsMove ai_policy_pick_placement(const YsGame *g, const YsPlacements *pr, uint64_t *rng)
{
    const Choices c = {NULL, pr, pr->n};
    return ys_placements_nth(pr, pick_placement(g, &c, rng));
}

static double take_score(Totals *t, const YsMove *m)
{
    double s = 0;
    for (int i = 0; i < m->n; i++)
        s += t->g->quotation[m->dst[i]] + 0.8 * stake(t, m->dst[i]);
    return s;
}

static double quote_score(Totals *t, const YsMove *m) { return stake(t, m->a) * (m->b ? 1 : -1); }

/* The move with the best score (take_score at a take, else quote_score),
 * the first of equals; the score chosen outside the loop, so that both
 * are inlined. */
static int best_by(Totals *t, const YsMoveList *ml, int take)
{
    int best = 0;
    double bs = -1e9;
    for (int i = 0; i < ml->n; i++) {
        double s = take ? take_score(t, &ml->m[i]) : quote_score(t, &ml->m[i]);
        if (s > bs) bs = s, best = i;
    }
    return best;
}

int ai_policy_pick(const YsGame *g, const YsMoveList *ml, uint64_t *rng)
{
    if (ml->n <= 1) return 0;
    switch (g->dec) {
    case YS_DEC_BID:
        return pick_bid(ml, rng);
    case YS_DEC_SEAT:
        if (ys_rng_below(rng, 10) < 6) return ml->n - 1; /* the last free seat */
        return (int)ys_rng_below(rng, (uint32_t)ml->n);
    case YS_DEC_PLACE: {
        const Choices c = {ml, NULL, ml->n};
        return pick_placement(g, &c, rng);
    }
    case YS_DEC_TAKE:
    case YS_DEC_QUOTE: {
        Totals t;
        totals(g, &t);
        return best_by(&t, ml, g->dec == YS_DEC_TAKE);
    }
    default:
        return (int)ys_rng_below(rng, (uint32_t)ml->n);
    }
}

AiOpens ai_opens(uint32_t mask)
{
    uint32_t c = mask - ((mask >> 1) & 0x55555555u);
    c = (c & 0x33333333u) + ((c >> 2) & 0x33333333u);
    return (AiOpens){.mask = mask, .nibbles = c, .prefix = ((c + (c >> 4)) & 0x0f0f0f0fu) * 0x01010101u};
}

/* Where the r-th set bit of a nibble is (r from 0), 2 bits for each r. */
#define NTH4(a, b, c, d) ((a) | (b) << 2 | (c) << 4 | (d) << 6)
static const uint8_t nth_in_nibble[16] = {
    0,
    NTH4(0, 0, 0, 0),
    NTH4(1, 0, 0, 0),
    NTH4(0, 1, 0, 0),
    NTH4(2, 0, 0, 0),
    NTH4(0, 2, 0, 0),
    NTH4(1, 2, 0, 0),
    NTH4(0, 1, 2, 0),
    NTH4(3, 0, 0, 0),
    NTH4(0, 3, 0, 0),
    NTH4(1, 3, 0, 0),
    NTH4(0, 1, 3, 0),
    NTH4(2, 3, 0, 0),
    NTH4(0, 2, 3, 0),
    NTH4(1, 2, 3, 0),
    NTH4(0, 1, 2, 3),
};
#undef NTH4

/* Without a branch (the coin would mispredict one): the byte whose running
 * count passes k (ai_bytes_reached), then its nibble, then the bit in the
 * nibble from a table. */
int ai_open_place(const AiOpens *o, uint32_t k)
{
    int byte = ai_bytes_reached(k, o->prefix);
    uint32_t r = k - ((o->prefix << 8) >> (8 * byte) & 0xff);
    uint32_t low = o->nibbles >> (8 * byte) & 0xf, high = -(uint32_t)(r >= low);
    r -= low & high;
    int at = 8 * byte + (int)(4 & high);
    return at + (nth_in_nibble[o->mask >> at & 0xf] >> (2 * r) & 3);
}

/* n evenly of the 21 bits of r from bit at (a bias under 2^-16). */
static uint32_t below21(uint64_t r, int at, uint32_t n) { return (uint32_t)(((r >> at & 0x1fffff) * n) >> 21); }

/* A placement without listing every legal move: sample a few (kind, value,
 * place) and keep the best by the rules of thumb. */
static int direct_placement(YsGame *g, uint64_t *rng)
{
    int p = g->to_move;
    int want = (g->opt.players == 2 ? 7 : 3) & ~ys_placed_mask(g);
    /* the kinds to place, how many brokers each comes from, and the running
     * counts of its values 0..3, a byte each */
    int kinds[3], total[3], nk = 0;
    uint32_t below[3];
    for (int k = 0; k < 3; k++) { /* each written to the next slot, kept if wanted: no branch */
        const uint8_t *src = k == 2 ? g->neutral_supply[p & 1] : g->behind[p]; /* a human's, with 2 */
        below[nk] = (src[0] | (uint32_t)src[1] << 8 | (uint32_t)src[2] << 16 | (uint32_t)src[3] << 24) * 0x01010101u;
        total[nk] = (int)(below[nk] >> 24) + src[4];
        kinds[nk] = YS_MV_UP + k;
        nk += want >> k & 1;
    }
    const AiOpens enter = ai_opens(ys_enter_mask(g));
    if (!nk || !ai_opens_count(&enter)) return ys_play_random(g, rng);
    Totals t;
    totals(g, &t);
    int best_kind = 0, best_v = 0, best_pl = 0;
    double best_score = -1e9;
    for (int k = 0; k < placement_samples; k++) {
        /* the kind, the broker and the place from one draw, the coin's
         * share of the score from another */
        uint64_t draw = ys_rng_next(rng);
        int kind = (int)below21(draw, 0, (uint32_t)nk);
        if (!total[kind]) return ys_play_random(g, rng);
        /* the r-th broker's value: how many running counts r reaches */
        int v = ai_bytes_reached(below21(draw, 21, (uint32_t)total[kind]), below[kind]);
        int pl = ai_open_place(&enter, below21(draw, 42, ai_opens_count(&enter)));
        double s = placement_score(g, &t, p, kinds[kind], pl, v) + 0.2 * (double)(ys_rng_next(rng) >> 11) * 0x1.0p-53;
        /* kept without a branch (which sample wins is a coin): gcc makes a
         * jump of a conditional double, so the score by an index */
        int better = s > best_score, keep = -better;
        const double scores[2] = {best_score, s};
        best_score = scores[better];
        best_kind ^= (best_kind ^ kinds[kind]) & keep;
        best_v ^= (best_v ^ v) & keep;
        best_pl ^= (best_pl ^ pl) & keep;
    }
    YsMove best = {.kind = (uint8_t)best_kind, .a = (uint8_t)best_v, .b = YS_NONE, .place = (uint8_t)best_pl};
    ys_apply_trusted(g, &best); /* a kind still due, a value p has, a place open to it */
    return 0;
}

/* One move of the playout policy. */
int ai_policy_step(YsGame *g, uint64_t *rng)
{
    if (ys_over(g)) return -1;
    if (g->dec == YS_DEC_PLACE) {
        if (ys_rng_below(rng, 10) == 0 || (g->conjurer & (1u << g->to_move))) return ys_play_random(g, rng);
        return direct_placement(g, rng);
    }
    if (g->dec == YS_DEC_WINDOW || g->dec == YS_DEC_AFTER || g->dec == YS_DEC_RANK || g->dec == YS_DEC_THRONE)
        return ys_play_random(g, rng);
    static _Thread_local YsMoveList ml;
    if (ys_legal(g, &ml) <= 0) return -1;
    return ys_apply_trusted(g, &ml.m[ai_policy_pick(g, &ml, rng)]);
}

int ai_playout_until(YsGame *g, int last, uint64_t *rng)
{
    int n = 0;
    while (!ys_over(g) && g->round <= last && ai_policy_step(g, rng) == 0)
        n++;
    return n;
}

int ai_playout_turn(YsGame *g, uint64_t *rng) { return ai_playout_until(g, g->round, rng); }

/* What one ply of evaluation cannot see: the worth of a seat, of a bid's
 * brokers, of cards whose effect is information. */
static double move_bonus(const YsGame *g, const YsMove *m)
{
    switch (m->kind) {
    case YS_MV_BID:
        return -0.45 * (m->a + m->b) + (m->a == 0 && m->b == 0 ? 0.3 : 0);
    case YS_MV_SEAT:
        return 0.5 * m->a + (m->a == 1 ? 0.8 : 0);
    case YS_MV_PEEK:
        return 0.05;
    case YS_MV_CARD:
        switch (m->card) {
        case YS_SPY:
            return 1.0;
        case YS_CONJURER:
            return 1.5;
        case YS_QUEEN:
            return 0.5;
        default:
            return 0;
        }
    default:
        (void)g;
        return 0;
    }
}

int ai_score_moves(const YsView *v, uint64_t *rng, YsMoveList *ml, double *score)
{
    int n = ys_legal(v, ml);
    if (n <= 0) return 0;
    int p = v->viewer;
    YsGame d, c;
    ys_determinize(v, rng, &d);
    double val[YS_MAX_SEATS];
    for (int i = 0; i < n; i++) {
        c = d;
        if (ys_apply(&c, &ml->m[i])) {
            score[i] = -1e9;
            continue;
        }
        ai_eval(&c, p, val);
        score[i] = ai_margin_of(&c, val, p) + move_bonus(&c, &ml->m[i]);
    }
    return n;
}
