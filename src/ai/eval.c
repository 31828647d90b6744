/* eval.c - what a position is worth to each seat: banked points, gems at the
 * quotations the market is heading for, and the open contests on the board
 * weighed by how likely each seat is to win them. */
#include <math.h>
#include <string.h>

#include "ai_internal.h"

/* Tuning, in one place. */
static const double flat_gem[4] = {5.0, 4.2, 3.4, 2.6}; /* early worth of a gem by colour rank */
static const double smooth_by_round[YS_ROUNDS + 1] = {0.45, 0.45, 0.3, 0.15, 0.0};
static const double card_hold_value = 1.5; /* a character in hand, before its use */
static const double tie_edge = 0.25;       /* a won tie, in broker points */
static const double colour_points[4][4] = {{24, 18, 12, 6}, {20, 15, 10, 5}, {16, 12, 8, 4}, {12, 9, 6, 3}};
static const int black_points[8] = {0, 1, 4, 8, 12, 16, 20, 24};
static const double throne_points[4] = {12, 7, 3, 0};
static const double palace_value[YS_CHARACTER_COUNT] = {
    [YS_ALCHEMIST] = 3,  [YS_BANKER] = 3,      [YS_CAPTAIN] = 2.5, [YS_SPY] = 2,      [YS_HERALD] = 3,
    [YS_CONJURER] = 2.5, [YS_INTRIGUER] = 2.5, [YS_JEWELLER] = 5,  [YS_MAGICIAN] = 3, [YS_MERCHANT] = 3,
    [YS_MERCENARY] = 3,  [YS_QUEEN] = 2.5,     [YS_PRINCE] = 4,    [YS_KING] = 5,     [YS_WHITE_CARD] = 0};

typedef struct {
    const YsGame *g;
    int viewer, seats, humans;
    double hid_mean[YS_MAX_SEATS];
    double T;
    double quot[YS_COLOURS];  /* expected after this turn's columns */
    int col_rank[YS_COLOURS]; /* rank of each colour by quot */
    double lambda;
    double gemval[YS_MAX_SEATS][6];
} Ctx;

static double sigm(double x) { return 1.0 / (1.0 + exp(-x)); }

static int is_neutral(const YsGame *g, int s) { return g->opt.players == 2 && s == YS_NEUTRAL; }

static int visible(const YsGame *g, const YsBroker *b, int viewer)
{
    if (viewer < 0 || b->up || b->revealed || (b->peeked & (1u << viewer))) return 1;
    return b->owner == viewer && !is_neutral(g, b->owner);
}

static double broker_value(const Ctx *c, const YsBroker *b)
{
    if (b->merc) return 5;
    return visible(c->g, b, c->viewer) ? b->value : c->hid_mean[b->owner];
}

/* Mean of the values a seat holds that the viewer cannot see (a view-level
 * fact: the same multiset for every determinization). */
static void hidden_means(Ctx *c)
{
    if (c->viewer < 0) return; /* the referee sees every value: no mean is read */
    const YsGame *g = c->g;
    double sum[YS_MAX_SEATS] = {0}, n[YS_MAX_SEATS] = {0};
    for (int q = 0; q < g->opt.players; q++) {
        if (q == c->viewer) continue;
        for (int v = 0; v < YS_VALUES; v++)
            sum[q] += v * g->behind[q][v], n[q] += g->behind[q][v];
    }
    for (int i = 0; i < YS_POOL && c->viewer >= 0; i++) { /* the referee sees every broker */
        const YsBroker *b = &g->pool[i];
        if (b->place == YS_NONE || visible(g, b, c->viewer)) continue;
        sum[b->owner] += b->value, n[b->owner] += 1;
    }
    /* 2 players: the neutral brokers hidden on the board are drawn from the
     * same set as the other human's neutral supply */
    if (g->opt.players == 2 && c->viewer >= 0)
        for (int h = 0; h < 2; h++) {
            if (h == c->viewer) continue;
            for (int v = 0; v < YS_VALUES; v++)
                sum[YS_NEUTRAL] += v * g->neutral_supply[h][v], n[YS_NEUTRAL] += g->neutral_supply[h][v];
        }
    for (int s = 0; s < c->seats; s++)
        c->hid_mean[s] = n[s] > 0 ? sum[s] / n[s] : 2.0;
}

/* Does seat a win a tie against seat b (city rules)? */
static int wins_tie(const YsGame *g, int a, int b)
{
    if ((g->intriguer == a) != (g->intriguer == b)) return g->intriguer == a;
    if (is_neutral(g, a) != is_neutral(g, b)) return is_neutral(g, a);
    int fa = ys_front_total(g, a), fb = ys_front_total(g, b);
    if (fa != fb) return fa > fb;
    return g->order_card[a] < g->order_card[b];
}

static double beat_prob(const Ctx *c, const double *tot, int a, int b)
{
    double d = tot[a] - tot[b] + (wins_tie(c->g, a, b) ? tie_edge : -tie_edge);
    return sigm(d / c->T);
}

/* Chance of each present seat to win a contest (sums to 1 over present). */
static void win_probs(const Ctx *c, const double *tot, unsigned mask, double *p)
{
    double z = 0;
    for (int s = 0; s < c->seats; s++) {
        p[s] = 0;
        if (!(mask & (1u << s))) continue;
        double x = 1;
        for (int t = 0; t < c->seats; t++)
            if (t != s && (mask & (1u << t))) x *= beat_prob(c, tot, s, t);
        p[s] = x, z += x;
    }
    if (z > 0)
        for (int s = 0; s < c->seats; s++)
            p[s] /= z;
}

/* The seats' counts of one colour, a byte each (seats past c->seats 0; a
 * game's counts stay far below 128, so that no byte carries below). */
static uint32_t colour_bytes(const Ctx *c, int gems[][5], int col)
{
    uint32_t x = 0;
    for (int t = 0; t < c->seats; t++)
        x |= (uint32_t)(gems[t][col] & 0x7f) << (8 * t);
    return x;
}

/* What colour col adds to seat s's colour points holding n of its gems:
 * the exact points of its place (*exact, 0 for none) and the early flat
 * worth (*flat), at the context's ranks (ys_result's rule). bytes: the
 * seats' counts of col (colour_bytes), mine s's own. */
static void colour_term(const Ctx *c, uint32_t bytes, int mine, int s, int col, int n, double *exact, double *flat)
{
    const YsGame *g = c->g;
    int rank = c->col_rank[col];
    *flat = n * flat_gem[rank];
    *exact = 0;
    if (!n) {
        if (is_neutral(g, s)) *exact = colour_points[rank][2];
        return;
    }
    /* the others with at least as many (n > 0: a 2-player neutral without
     * the colour, who does not count, is never one): the bytes at least n,
     * counted four at once, less s itself */
    uint32_t at_least = ((bytes | 0x80808080u) - 0x01010101u * (uint32_t)n) & 0x80808080u;
    int place = (int)(((at_least >> 7) * 0x01010101u) >> 24) - (mine >= n);
    if (place < 4) *exact = colour_points[rank][place];
}

/* The colour points of the terms, added colour by colour. */
static double colour_sum(const Ctx *c, const double *exact, const double *flat)
{
    double e = 0, f = 0;
    for (int col = 0; col < YS_COLOURS; col++)
        e += exact[col], f += flat[col];
    return (1 - c->lambda) * e + c->lambda * f;
}

/* Colour points of seat s at the context's colour ranks (ys_result's rule);
 * bytes: colour_bytes of each colour. */
static double colour_score(const Ctx *c, int gems[][5], const uint32_t *bytes, int s)
{
    double exact[YS_COLOURS], flat[YS_COLOURS];
    for (int col = 0; col < YS_COLOURS; col++)
        colour_term(c, bytes[col], gems[s][col], s, col, gems[s][col], &exact[col], &flat[col]);
    return colour_sum(c, exact, flat);
}

static double black_gain(int have) { return have >= 7 ? 0 : black_points[have + 1] - black_points[have]; }

static void rank_colours(Ctx *c)
{
    for (int col = 0; col < YS_COLOURS; col++) {
        int r = 0;
        for (int d = 0; d < YS_COLOURS; d++)
            if (c->quot[d] > c->quot[col] || (c->quot[d] == c->quot[col] && d < col)) r++;
        c->col_rank[col] = r;
    }
}

/* What is still to be decided this turn: 0 nothing, 1 everything. */
static int board_open(const YsGame *g)
{
    switch (g->dec) {
    case YS_DEC_BID:
    case YS_DEC_SEAT:
    case YS_DEC_PLACE:
    case YS_DEC_AFTER:
        return 1;
    case YS_DEC_WINDOW:
        return ys_window(g) != YS_WIN_COUNT_END;
    case YS_DEC_TAKE:
    case YS_DEC_RANK:
    case YS_DEC_QUOTE:
        return 1;
    default:
        return 0;
    }
}

static int counting(const YsGame *g)
{
    return g->dec == YS_DEC_TAKE || g->dec == YS_DEC_RANK || g->dec == YS_DEC_QUOTE;
}

/* 0 counted, 1 open, 2 its gems are being taken (the takers from next on). */
static int nbhd_state(const YsGame *g, const YsCounting *k, int nb)
{
    if (!counting(g)) return 1;
    if (k->nbhd > nb) return 0;
    if (k->nbhd < nb) return 1;
    return k->taking ? 2 : 0;
}

static void expected_quotation(Ctx *c)
{
    const YsGame *g = c->g;
    for (int col = 0; col < YS_COLOURS; col++)
        c->quot[col] = g->quotation[col];
    int open = board_open(g);
    YsCounting k;
    ys_counting(g, &k);
    if (counting(g) && k.nbhd >= g->opt.nbhds && g->dec != YS_DEC_TAKE) open = 0;
    if (!open) return;
    double key[YS_COLOURS] = {0};
    int tot[YS_MAX_SEATS];
    if (ys_places_totals(g, YS_MARKET0, YS_THRONE - YS_MARKET0, tot)) /* else no broker to find in the pool */
        for (int i = 0; i < YS_POOL; i++) {
            const YsBroker *b = &g->pool[i];
            if (b->place == YS_NONE || !YS_IS_MARKET(b->place)) continue;
            key[YS_MARKET_COL(b->place)] += broker_value(c, b) + 0.3;
        }
    static const double delta[4] = {2, 1, -1, -2};
    for (int col = 0; col < YS_COLOURS; col++) {
        double e = 0;
        for (int d = 0; d < YS_COLOURS; d++) /* equal keys: sigm(0), exactly 0.5 */
            if (d != col) e += key[d] == key[col] ? 0.5 : sigm((key[d] - key[col]) / c->T);
        int lo = (int)e;
        if (lo > 2) lo = 2;
        double f = e - lo, dq = delta[lo] * (1 - f) + delta[lo + 1] * f;
        double q = g->quotation[col] + dq;
        c->quot[col] = q < 0 ? 0 : q > 14 ? 14 : q;
    }
}

static double port_mean_value(const Ctx *c, int s, const uint8_t *gems)
{
    double sum = 0;
    int n = 0;
    for (int col = 0; col < 6; col++) {
        if (col == YS_BLACK || !gems[col]) continue;
        sum += gems[col] * c->gemval[s][col], n += gems[col];
    }
    return n ? sum / n : 0;
}

static int in_nbhd(int pl, int nb) { return YS_IS_CITY(pl) && pl / 3 == nb; }
static int in_place(int pl, int p) { return pl == p; }
static int in_row(int pl, int row) { return YS_IS_MARKET(pl) && YS_MARKET_ROW(pl) == row; }

/* Each seat's total over places first..last (brokers the viewer cannot see
 * at their owner's mean), the seats there a bit each. Seeing everything
 * (viewer -1) the totals are whole numbers, the engine's own: summed in any
 * order they are the same doubles. */
static unsigned place_totals(const Ctx *c, int (*in)(int, int), int arg, int first, int last, double *tot)
{
    unsigned mask = 0;
    for (int s = 0; s < YS_MAX_SEATS; s++)
        tot[s] = 0;
    if (c->viewer < 0) {
        int t[YS_MAX_SEATS];
        mask = ys_places_totals(c->g, first, last - first + 1, t);
        for (int s = 0; s < YS_MAX_SEATS; s++)
            tot[s] = t[s];
        return mask;
    }
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &c->g->pool[i];
        if (b->place == YS_NONE || !in(b->place, arg)) continue;
        tot[b->owner] += broker_value(c, b);
        mask |= 1u << b->owner;
    }
    return mask;
}

static void city_contests(const Ctx *c, double *val)
{
    const YsGame *g = c->g;
    double tot[YS_MAX_SEATS], p[YS_MAX_SEATS];
    const int *per_rank = g->opt.players == 4 ? (const int[]){2, 1, 1} : (const int[]){2, 1, 0};
    YsCounting counted;
    ys_counting(g, &counted);
    for (int nb = 0; nb < g->opt.nbhds; nb++) {
        int st = nbhd_state(g, &counted, nb);
        if (!st) continue;
        if (st == 2) {
            int left = 0;
            for (int col = 0; col < 6; col++)
                left += g->port_gems[nb][col];
            for (int k = counted.next; k < counted.ntakers && left > 0; k++) {
                int s = counted.takers[k], n = per_rank[k] < left ? per_rank[k] : left;
                val[s] += n * port_mean_value(c, s, g->port_gems[nb]);
                left -= n;
            }
        } else {
            unsigned mask = place_totals(c, in_nbhd, nb, YS_PLACE_CITY(nb, 0), YS_PLACE_CITY(nb, 2), tot);
            for (int s = 0; s < c->seats; s++) {
                if (!(mask & (1u << s))) continue;
                double e = 0;
                for (int t = 0; t < c->seats; t++)
                    if (t != s && (mask & (1u << t))) e += beat_prob(c, tot, t, s);
                int lo = (int)e;
                double f = e - lo, a = lo < 3 ? per_rank[lo] : 0, b = lo + 1 < 3 ? per_rank[lo + 1] : 0;
                val[s] += (a * (1 - f) + b * f) * port_mean_value(c, s, g->port_gems[nb]);
            }
        }
        for (int area = 0; area < 3; area++) {
            int pl = YS_PLACE_CITY(nb, area);
            unsigned mask = place_totals(c, in_place, pl, pl, pl, tot);
            if (!mask) continue;
            win_probs(c, tot, mask, p);
            for (int s = 0; s < c->seats; s++) {
                if (p[s] == 0) continue;
                double prize = 0;
                if (area == YS_AREA_PORT)
                    prize = black_gain(g->gems[s][YS_BLACK]);
                else if (area == YS_AREA_COMMERCE)
                    prize = g->merchant ? 5 : 3;
                else if (g->palace_card[nb] == YS_WHITE_CARD)
                    prize = c->gemval[s][YS_WHITE];
                else if (g->palace_card[nb] != YS_NONE)
                    prize = palace_value[g->palace_card[nb]];
                val[s] += p[s] * prize;
            }
        }
    }
}

static void market_contests(const Ctx *c, double *val)
{
    const YsGame *g = c->g;
    double tot[YS_MAX_SEATS], p[YS_MAX_SEATS];
    for (int row = 1; row <= 3; row++) {
        int gem = g->market_gem[row];
        if (gem == YS_NONE) continue;
        unsigned mask = place_totals(c, in_row, row, YS_PLACE_MARKET(row, 0), YS_PLACE_MARKET(row, 3), tot);
        if (!mask) continue;
        win_probs(c, tot, mask, p);
        for (int s = 0; s < c->seats; s++)
            val[s] += p[s] * c->gemval[s][gem];
    }
}

static void throne_value(const Ctx *c, double *val)
{
    const YsGame *g = c->g;
    double tot[YS_MAX_SEATS] = {0};
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &g->pool[i];
        if (b->place == YS_THRONE) tot[b->owner] += broker_value(c, b);
    }
    for (int s = 0; s < g->opt.players; s++) {
        double e = 0;
        for (int t = 0; t < g->opt.players; t++)
            if (t != s) e += sigm((tot[t] - tot[s]) / 1.5);
        int lo = (int)e;
        if (lo > 2) lo = 2;
        double f = e - lo;
        val[s] += throne_points[lo] * (1 - f) + throne_points[lo + 1] * f;
    }
}

/* The context of an evaluation: hidden means, spread, expected quotations. */
static void ctx_init(Ctx *c, const YsGame *g, int viewer)
{
    memset(c, 0, sizeof *c);
    c->g = g;
    c->viewer = viewer;
    c->seats = g->seats;
    c->humans = g->opt.players;
    hidden_means(c);
    int left = ys_turn_placements(g) - ys_placement(g);
    c->T = g->dec == YS_DEC_PLACE || g->dec == YS_DEC_AFTER ? 0.35 + 0.45 * (left > 0 ? left : 0) : 0.35;
    if (g->dec == YS_DEC_BID || g->dec == YS_DEC_SEAT ||
        (g->dec == YS_DEC_WINDOW && ys_window(g) == YS_WIN_PLACE_START))
        c->T = 2.2;
    c->lambda = g->dec == YS_DEC_OVER ? 0 : smooth_by_round[g->round];
    expected_quotation(c);
    rank_colours(c);
}

/* Every seat's colour points at the context's ranks (base) and the worth of
 * one more gem of each colour (c->gemval). */
static void gem_values(Ctx *c, double *base)
{
    const YsGame *g = c->g;
    int gems[YS_MAX_SEATS][5];
    memcpy(gems, g->gems, sizeof gems);
    uint32_t bytes[YS_COLOURS];
    for (int col = 0; col < YS_COLOURS; col++)
        bytes[col] = colour_bytes(c, gems, col);
    for (int s = 0; s < c->seats; s++) {
        double exact[YS_COLOURS], flat[YS_COLOURS];
        for (int col = 0; col < YS_COLOURS; col++)
            colour_term(c, bytes[col], gems[s][col], s, col, gems[s][col], &exact[col], &flat[col]);
        base[s] = colour_sum(c, exact, flat);
        double best = 0;
        for (int col = 0; col < YS_COLOURS; col++) { /* one gem more: that colour's term alone changes */
            double e = exact[col], f = flat[col];
            colour_term(c, bytes[col], gems[s][col], s, col, gems[s][col] + 1, &exact[col], &flat[col]);
            c->gemval[s][col] = colour_sum(c, exact, flat) - base[s];
            exact[col] = e, flat[col] = f;
            if (c->gemval[s][col] > best) best = c->gemval[s][col];
        }
        c->gemval[s][YS_WHITE] = best;
        c->gemval[s][YS_BLACK] = black_gain(g->gems[s][YS_BLACK]);
    }
}

/* Characters in s's hand: a view knows other hands by their size only. */
static int cards_held(const YsGame *g, int s)
{
    if (s >= g->opt.players) return 0;
    return g->viewer >= 0 && s != g->viewer ? g->hand_count[s] : __builtin_popcount(g->hand[s]);
}

void ai_eval(const YsGame *g, int viewer, double *val)
{
    YsResult res;
    if (!ys_result(g, &res)) { /* over: the score already holds the final gold */
        for (int s = 0; s < g->seats; s++)
            val[s] = res.score[s];
        return;
    }
    Ctx c;
    ctx_init(&c, g, viewer);
    double base[YS_MAX_SEATS];
    gem_values(&c, base);
    for (int s = 0; s < c.seats; s++) {
        int b = g->gems[s][YS_BLACK];
        val[s] = g->score[s] + base[s] + black_points[b > 7 ? 7 : b];
        val[s] += cards_held(g, s) * card_hold_value * (g->round < YS_ROUNDS ? 1.0 : 0.5) * (g->dec != YS_DEC_OVER);
    }
    if (board_open(g)) {
        city_contests(&c, val);
        market_contests(&c, val);
    }
    if (g->opt.kings_favor) throne_value(&c, val);
}

void ai_features(const YsGame *g, int viewer, double f[][AI_NFEAT])
{
    YsResult res;
    if (!ys_result(g, &res)) {
        memset(f, 0, sizeof(double) * AI_NFEAT * YS_MAX_SEATS);
        for (int s = 0; s < g->seats; s++)
            f[s][AI_F_GOLD] = res.score[s], f[s][AI_F_NEUTRAL] = is_neutral(g, s);
        return;
    }
    ai_features_of(g, viewer, (1u << AI_NFEAT) - 1, f);
}

void ai_features_of(const YsGame *g, int viewer, unsigned want, double f[][AI_NFEAT])
{
    memset(f, 0, sizeof(double) * AI_NFEAT * YS_MAX_SEATS);
    Ctx c;
    ctx_init(&c, g, viewer);
    double base[YS_MAX_SEATS], contest[YS_MAX_SEATS] = {0}, throne[YS_MAX_SEATS] = {0};
    if (want >> AI_F_CONTESTS & 1) {
        gem_values(&c, base); /* the gems' worth as ai_eval weighs them, for the contests */
        if (board_open(g)) {
            city_contests(&c, contest);
            market_contests(&c, contest);
        }
    }
    if (g->opt.kings_favor && (want >> AI_F_THRONE & 1)) throne_value(&c, throne);
    c.lambda = 0; /* exact colour points at the ranks the quotations head for */
    int gems[YS_MAX_SEATS][5];
    memcpy(gems, g->gems, sizeof gems);
    uint32_t bytes[YS_COLOURS];
    for (int col = 0; col < YS_COLOURS; col++)
        bytes[col] = colour_bytes(&c, gems, col);
    for (int s = 0; s < c.seats; s++) {
        double worth = 0;
        int n = 0;
        for (int col = 0; col < YS_COLOURS; col++)
            worth += g->gems[s][col] * c.quot[col], n += g->gems[s][col];
        int b = g->gems[s][YS_BLACK];
        f[s][AI_F_GOLD] = g->score[s];
        f[s][AI_F_COLOURS] = colour_score(&c, gems, bytes, s);
        f[s][AI_F_WORTH] = worth;
        f[s][AI_F_GEMS] = n;
        f[s][AI_F_BLACK] = black_points[b > 7 ? 7 : b];
        f[s][AI_F_CARDS] = cards_held(g, s);
        f[s][AI_F_CONTESTS] = contest[s];
        f[s][AI_F_THRONE] = throne[s];
        f[s][AI_F_NEUTRAL] = is_neutral(g, s);
    }
}

/* p's margin over the best other seat: with two players the neutral, which
 * wins with the most gold, is a rival like the other human. */
double ai_margin_of(const YsGame *g, const double *val, int p)
{
    double best = -1e9;
    for (int q = 0; q < g->seats; q++)
        if (q != p && val[q] > best) best = val[q];
    return val[p] - best;
}
