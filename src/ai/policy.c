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

/* Colour preference of seat s: more of a colour than the others -> push it. */
static double colour_stake(const YsGame *g, int s, int col)
{
    int all = 0, n = g->seats - 1; /* the sum in integers: exact, as in doubles */
    for (int t = 0; t < g->seats; t++)
        all += g->gems[t][col];
    int mine = g->gems[s][col];
    return mine - (n > 0 ? (double)(all - mine) / n : 0);
}

/* The contests a placement's score reads, their totals per seat (a place,
 * a neighbourhood, a market row), each fetched from the engine's numbers
 * the first time it is read (a world: every value known). A playout keeps
 * them from one of its placements to the next, adding each broker it
 * places, for as long as nothing else changes the board (boards_forget). */
enum { C_NBHD = YS_PLACES, C_ROW = C_NBHD + YS_NBHDS, C_COUNT = C_ROW + 4 };
typedef struct {
    uint64_t have; /* a bit per contest */
    int tot[C_COUNT][YS_MAX_SEATS];
} Board;

static void board_forget(Board *b) { b->have = 0; }

/* What a placement's score reads for the player to move, p: the board's
 * contests and p's colour stakes (fetched the first time they are read). */
typedef struct {
    const YsGame *g;
    int p;
    Board *board, own; /* own: when no playout keeps one */
    unsigned have_stake;
    double stake[YS_COLOURS];
} Totals;

static void totals(const YsGame *g, Totals *t, Board *kept)
{
    t->g = g;
    t->p = g->to_move;
    t->board = kept ? kept : &t->own;
    if (!kept) board_forget(&t->own);
    t->have_stake = 0;
}

/* The best total of the seats other than s (at least 0: with two seats or
 * more there is another, and a seat that is not in the game has 0), read
 * over every seat without a branch. */
static inline int best_other(const int *tot, int s)
{
    int a = tot[0] & -(s != 0), b = tot[1] & -(s != 1), c = tot[2] & -(s != 2), d = tot[3] & -(s != 3);
    int ab = a > b ? a : b, cd = c > d ? c : d;
    return ab > cd ? ab : cd;
}

/* Contest c's totals fetched: places first .. first + n - 1 summed. */
static void contest_fetch(Totals *t, int c, int first, int n)
{
    Board *b = t->board;
    ys_places_totals(t->g, first, n, b->tot[c]);
    b->have |= 1ull << c;
}

/* Contest c's totals, fetched the first time (inline: most are kept). */
static inline const int *contest(Totals *t, int c, int first, int n)
{
    if (!(t->board->have >> c & 1)) contest_fetch(t, c, first, n);
    return t->board->tot[c];
}

static int place_contest(Totals *t, int pl) { return contest(t, pl, pl, 1), pl; }
static int nbhd_contest(Totals *t, int nb) { return contest(t, C_NBHD + nb, YS_PLACE_CITY(nb, 0), 3), C_NBHD + nb; }
static int row_contest(Totals *t, int row) { return contest(t, C_ROW + row, YS_PLACE_MARKET(row, 0), 4), C_ROW + row; }

/* A broker of owner's worth value placed on pl: the contests kept count it. */
static void board_add(Board *b, int pl, int owner, int value)
{
    int c[2] = {pl, YS_IS_CITY(pl) ? C_NBHD + pl / 3 : C_ROW + YS_MARKET_ROW(pl)};
    for (int k = 0; k < 2; k++)
        if (b->have >> c[k] & 1) b->tot[c[k]][owner] += value;
}

static double stake(Totals *t, int col)
{
    if (!(t->have_stake >> col & 1)) {
        t->stake[col] = colour_stake(t->g, t->p, col);
        t->have_stake |= 1u << col;
    }
    return t->stake[col];
}

/* 1 if seat s alone leads, 0.5 if tied for the lead, else 0. */
static double lead(const int *tot, int s, int extra)
{
    int mine = tot[s] + extra, best = best_other(tot, s);
    if (mine == 0 && extra == 0 && tot[s] == 0) return 0;
    return mine > best ? 1.0 : mine == best ? 0.5 : 0.0;
}

/* Worth to p of adding `value` to contest c with `prize`: its lead after
 * less its lead before (none while absent). */
static inline double gain(const Totals *t, int c, int value, double prize)
{
    const int *tot = t->board->tot[c];
    int best = best_other(tot, t->p), had = tot[t->p], mine = had + value;
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
        int opp = 1 - p, t2[YS_MAX_SEATS];
        const int *tot = t->board->tot[YS_IS_CITY(pl) ? place_contest(t, pl) : row_contest(t, YS_MARKET_ROW(pl))];
        memcpy(t2, tot, sizeof t2);
        t2[YS_NEUTRAL] += v;
        double prize = YS_IS_CITY(pl) ? area_prize[pl % 3] : row_prize;
        return prize * (lead(tot, opp, 0) - lead(t2, opp, 0));
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
    double prize = g->market_gem[row] == YS_NONE ? 0 : row_prize;
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
    totals(g, &t, NULL);
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
        totals(g, &t, NULL);
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

/* Without a branch (the coin would mispredict one): the byte whose running
 * count passes k (ai_bytes_reached), then its nibble, then
 * the bits below it in the nibble cleared in three fixed steps. */
int ai_open_place(const AiOpens *o, uint32_t k)
{
    int byte = ai_bytes_reached(k, o->prefix);
    uint32_t r = k - ((o->prefix << 8) >> (8 * byte) & 0xff);
    uint32_t low = o->nibbles >> (8 * byte) & 0xf, high = -(uint32_t)(r >= low);
    r -= low & high;
    int at = 8 * byte + (int)(4 & high);
    uint32_t b = o->mask >> at & 0xf;
    for (uint32_t i = 0; i < 3; i++)
        b &= b - (i < r);
    return at + __builtin_ctz(b | 0x10);
}

/* n evenly of the 21 bits of r from bit at (a bias under 2^-16). */
static uint32_t below21(uint64_t r, int at, uint32_t n) { return (uint32_t)(((r >> at & 0x1fffff) * n) >> 21); }

/* A placement without listing every legal move: sample a few (kind, value,
 * place) and keep the best by the rules of thumb; the board's contests as
 * kept in board (the playout's), which then counts the broker placed. */
static int direct_placement(YsGame *g, uint64_t *rng, Board *board)
{
    int p = g->to_move;
    int want = (g->opt.players == 2 ? 7 : 3) & ~ys_placed_mask(g);
    /* the kinds to place, how many brokers each comes from, and the running
     * counts of its values 0..3, a byte each */
    int kinds[3], total[3], nk = 0;
    uint32_t below[3];
    for (int k = 0; k < 3; k++) {
        if (!(want & (1 << k))) continue;
        const uint8_t *src = k == 2 ? g->neutral_supply[p] : g->behind[p];
        below[nk] = (src[0] | (uint32_t)src[1] << 8 | (uint32_t)src[2] << 16 | (uint32_t)src[3] << 24) * 0x01010101u;
        total[nk] = (int)(below[nk] >> 24) + src[4];
        kinds[nk++] = YS_MV_UP + k;
    }
    const AiOpens enter = ai_opens(ys_enter_mask(g));
    if (!nk || !ai_opens_count(&enter)) return board_forget(board), ys_play_random(g, rng);
    Totals t;
    totals(g, &t, board);
    int best_kind = 0, best_v = 0, best_pl = 0;
    double best_score = -1e9;
    for (int k = 0; k < placement_samples; k++) {
        /* the kind, the broker and the place from one draw, the coin's
         * share of the score from another */
        uint64_t draw = ys_rng_next(rng);
        int kind = (int)below21(draw, 0, (uint32_t)nk);
        if (!total[kind]) return board_forget(board), ys_play_random(g, rng);
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
    /* still placing: the board changed by this broker alone (else the
     * counting may have begun) */
    if (g->dec == YS_DEC_PLACE || g->dec == YS_DEC_AFTER)
        board_add(board, best.place, best.kind == YS_MV_NEUTRAL ? YS_NEUTRAL : p, best.a);
    else
        board_forget(board);
    return 0;
}

/* One move of the playout policy, the board's contests kept in board. */
static int policy_step(YsGame *g, uint64_t *rng, Board *board)
{
    if (ys_over(g)) return -1;
    if (g->dec == YS_DEC_PLACE) {
        if (ys_rng_below(rng, 10) == 0 || (g->conjurer & (1u << g->to_move)))
            return board_forget(board), ys_play_random(g, rng);
        return direct_placement(g, rng, board);
    }
    board_forget(board); /* a card, a peek or the counting may move brokers */
    if (g->dec == YS_DEC_WINDOW || g->dec == YS_DEC_AFTER || g->dec == YS_DEC_RANK || g->dec == YS_DEC_THRONE)
        return ys_play_random(g, rng);
    static _Thread_local YsMoveList ml;
    if (ys_legal(g, &ml) <= 0) return -1;
    return ys_apply_trusted(g, &ml.m[ai_policy_pick(g, &ml, rng)]);
}

int ai_policy_step(YsGame *g, uint64_t *rng)
{
    Board board;
    board_forget(&board); /* nothing kept */
    return policy_step(g, rng, &board);
}

int ai_playout_until(YsGame *g, int last, uint64_t *rng)
{
    Board board;
    board_forget(&board); /* nothing kept yet */
    int n = 0;
    while (!ys_over(g) && g->round <= last && policy_step(g, rng, &board) == 0)
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
