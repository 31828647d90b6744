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

typedef struct {
    int place[YS_PLACES][YS_MAX_SEATS];
    int nbhd[YS_NBHDS][YS_MAX_SEATS];
    int row[4][YS_MAX_SEATS];
} Totals;

static int bval(const YsBroker *b) { return b->merc ? 5 : b->value; }

static void totals(const YsGame *g, Totals *t)
{
    memset(t, 0, sizeof *t);
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &g->pool[i];
        if (b->place == YS_NONE) continue;
        t->place[b->place][b->owner] += bval(b);
        if (YS_IS_CITY(b->place))
            t->nbhd[b->place / 3][b->owner] += bval(b);
        else if (YS_IS_MARKET(b->place))
            t->row[YS_MARKET_ROW(b->place)][b->owner] += bval(b);
    }
}

/* 1 if seat s alone leads, 0.5 if tied for the lead, else 0. */
static double lead(const int *tot, int seats, int s, int extra)
{
    int mine = tot[s] + extra, best = -1;
    for (int t = 0; t < seats; t++)
        if (t != s && tot[t] > best) best = tot[t];
    if (mine == 0 && extra == 0 && tot[s] == 0) return 0;
    return mine > best ? 1.0 : mine == best ? 0.5 : 0.0;
}

/* Worth of adding `value` for seat `s` to the contest `tot` with `prize`. */
static double gain(const int *tot, int seats, int s, int value, double prize)
{
    int t2[YS_MAX_SEATS];
    memcpy(t2, tot, sizeof t2);
    double before = tot[s] || value ? lead(tot, seats, s, 0) : 0;
    if (!tot[s]) before = 0; /* absent: no claim yet */
    t2[s] += value;
    return prize * (lead(t2, seats, s, 0) - before);
}

/* Colour preference of seat s: more of a colour than the others -> push it. */
static double colour_stake(const YsGame *g, int s, int col)
{
    double mine = g->gems[s][col], others = 0;
    int n = 0;
    for (int t = 0; t < g->seats; t++)
        if (t != s) others += g->gems[t][col], n++;
    return mine - (n ? others / n : 0);
}

static double placement_score(const YsGame *g, const Totals *t, int p, const YsMove *m)
{
    int seats = g->seats, pl = m->place, v = m->a;
    if (m->kind == YS_MV_NEUTRAL) {
        /* a neutral broker is a spoiler: it hurts the other human */
        int opp = 1 - p, t2[YS_MAX_SEATS];
        const int *tot = YS_IS_CITY(pl) ? t->place[pl] : t->row[YS_MARKET_ROW(pl)];
        memcpy(t2, tot, sizeof t2);
        t2[YS_NEUTRAL] += v;
        double prize = YS_IS_CITY(pl) ? area_prize[pl % 3] : row_prize;
        return prize * (lead(tot, seats, opp, 0) - lead(t2, seats, opp, 0));
    }
    if (YS_IS_CITY(pl)) {
        double prize = area_prize[pl % 3];
        if (pl % 3 == YS_AREA_COMMERCE && g->merchant) prize = 5;
        if (pl % 3 == YS_AREA_PALACE && g->palace_card[pl / 3] == YS_NONE) prize = 0;
        return gain(t->place[pl], seats, p, v, prize) + gain(t->nbhd[pl / 3], seats, p, v, nbhd_prize) + 0.05 * v;
    }
    int row = YS_MARKET_ROW(pl), col = YS_MARKET_COL(pl);
    double prize = g->market_gem[row] == YS_NONE ? 0 : row_prize;
    return market_point + gain(t->row[row], seats, p, v, prize) + column_push * v * colour_stake(g, p, col);
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

static int best_placement(const YsGame *g, const YsMoveList *ml, uint64_t *rng)
{
    Totals t;
    totals(g, &t);
    int p = g->to_move, best = -1, n = ml->n;
    double best_score = -1e9;
    for (int k = 0; k < placement_samples; k++) {
        int i = (int)ys_rng_below(rng, (uint32_t)n);
        const YsMove *m = &ml->m[i];
        if (m->kind != YS_MV_UP && m->kind != YS_MV_DOWN && m->kind != YS_MV_NEUTRAL) continue;
        double s = placement_score(g, &t, p, m) + 0.2 * (double)(ys_rng_next(rng) >> 11) * 0x1.0p-53;
        if (s > best_score) best_score = s, best = i;
    }
    return best >= 0 ? best : (int)ys_rng_below(rng, (uint32_t)n);
}

static int best_by(const YsGame *g, const YsMoveList *ml, double (*score)(const YsGame *, const YsMove *))
{
    int best = 0;
    double bs = -1e9;
    for (int i = 0; i < ml->n; i++) {
        double s = score(g, &ml->m[i]);
        if (s > bs) bs = s, best = i;
    }
    return best;
}

static double take_score(const YsGame *g, const YsMove *m)
{
    double s = 0;
    for (int i = 0; i < m->n; i++)
        s += g->quotation[m->dst[i]] + 0.8 * colour_stake(g, g->to_move, m->dst[i]);
    return s;
}

static double quote_score(const YsGame *g, const YsMove *m)
{
    return colour_stake(g, g->to_move, m->a) * (m->b ? 1 : -1);
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
    case YS_DEC_PLACE:
        if (ys_rng_below(rng, 10) == 0) return (int)ys_rng_below(rng, (uint32_t)ml->n);
        return best_placement(g, ml, rng);
    case YS_DEC_TAKE:
        return best_by(g, ml, take_score);
    case YS_DEC_QUOTE:
        return best_by(g, ml, quote_score);
    default:
        return (int)ys_rng_below(rng, (uint32_t)ml->n);
    }
}

static int enterable(const YsGame *g, int pl)
{
    if (YS_IS_CITY(pl)) return pl / 3 < g->opt.nbhds && pl != g->queen_place;
    return YS_MARKET_ROW(pl) >= (g->opt.players == 4 ? 1 : 2) && !ys_place_size(g, pl);
}

/* A placement without listing every legal move: sample a few (kind, value,
 * place) and keep the best by the rules of thumb. */
static int direct_placement(YsGame *g, uint64_t *rng)
{
    int p = g->to_move;
    int want = (g->opt.players == 2 ? 7 : 3) & ~ys_placed_mask(g);
    int kinds[3], nk = 0;
    for (int k = 0; k < 3; k++)
        if (want & (1 << k)) kinds[nk++] = YS_MV_UP + k;
    if (!nk) return ys_play_random(g, rng);
    Totals t;
    totals(g, &t);
    YsMove best;
    double best_score = -1e9;
    for (int k = 0; k < placement_samples; k++) {
        YsMove m;
        memset(&m, 0, sizeof m);
        m.kind = (uint8_t)kinds[ys_rng_below(rng, (uint32_t)nk)];
        m.b = YS_NONE;
        const uint8_t *src = m.kind == YS_MV_NEUTRAL ? g->neutral_supply[p] : g->behind[p];
        int total = 0;
        for (int v = 0; v < YS_VALUES; v++)
            total += src[v];
        if (!total) return ys_play_random(g, rng);
        int r = (int)ys_rng_below(rng, (uint32_t)total), v = 0;
        while (r >= src[v])
            r -= src[v++];
        m.a = (uint8_t)v;
        int pl, tries = 0;
        do
            pl = (int)ys_rng_below(rng, YS_THRONE);
        while (!enterable(g, pl) && ++tries < 64);
        if (tries >= 64) return ys_play_random(g, rng);
        m.place = (uint8_t)pl;
        double s = placement_score(g, &t, p, &m) + 0.2 * (double)(ys_rng_next(rng) >> 11) * 0x1.0p-53;
        if (s > best_score) best_score = s, best = m;
    }
    if (ys_apply(g, &best)) return ys_play_random(g, rng);
    return 0;
}

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
    return ys_apply(g, &ml.m[ai_policy_pick(g, &ml, rng)]);
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
