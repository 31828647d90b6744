/* mcts.c - the searches: flat Monte Carlo over a few candidates (medium) and
 * single-observer information-set MCTS (hard; expert runs it root-parallel
 * on threads). Secret simultaneous choices (bids, throne) use regret
 * matching, so the bot mixes and bluffs instead of being read. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai_internal.h"
#include "ys/die.h"

/* Tuning, in one place. */
static const double reward_scale = 12.0; /* score margin -> reward via tanh */
static const double ucb_c = 0.7;
static const int lean_sweeps = 6;      /* Metropolis swaps per leaned broker, each world */
static const double rm_explore = 0.12; /* regret matching: uniform share */
static const double purify = 0.15;     /* final mix drops moves under this share of the best */
static const int flat_width = 6;
static const int flat_rounds_default = 24;

double ai_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p) ys_die("out of memory (%zu bytes for a bot's search)", n);
    return p;
}

static int cancelled(const AiParams *prm)
{
    return prm->cancel && atomic_load_explicit(prm->cancel, memory_order_relaxed);
}

/* When a search given ms milliseconds from start stops iterating: early
 * enough that its wind-up (the iteration under way, joining the threads,
 * freeing the trees, tallying) ends inside the budget, so the budget is the
 * whole decision's. 1% of it is held back, 2 ms at least, half the budget at
 * most. Stopping at the deadline itself overran every decision: at the real
 * budgets on a 16-core machine, median 900.10 ms for hard on one thread and
 * 2,500.37 ms for expert on four (2026-11-24). */
static double stop_time(double start, int ms)
{
    double budget = ms * 1e-3, held = budget / 100;
    if (held < 2e-3) held = 2e-3;
    if (held > budget / 2) held = budget / 2;
    return start + budget - held;
}

static double unit(uint64_t *rng) { return (double)(ys_rng_next(rng) >> 11) * 0x1.0p-53; }

/* Every human's reward in [0,1]: its score margin over the best other, or
 * (fitted, before the end) its chance to win by the fitted evaluation. */
static void rewards(const YsGame *g, int fitted, double *r)
{
    double val[YS_MAX_SEATS];
    if (fitted && !ys_over(g)) {
        ai_eval_fitted(g, -1, r);
        return;
    }
    if (ys_over(g)) {
        YsResult res;
        ys_result(g, &res);
        for (int s = 0; s < g->seats; s++)
            val[s] = res.score[s];
    } else {
        ai_eval(g, -1, val);
    }
    for (int p = 0; p < g->opt.players; p++)
        r[p] = 0.5 + 0.5 * tanh(ai_margin_of(g, val, p) / reward_scale);
}

/* The best k moves by one-ply score, best first; all of them if k >= n. */
static int top_moves(const YsMoveList *ml, const double *score, int k, int *idx)
{
    int n = ml->n;
    for (int i = 0; i < n; i++)
        idx[i] = i;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && score[idx[j]] > score[idx[j - 1]]; j--) {
            int t = idx[j];
            idx[j] = idx[j - 1], idx[j - 1] = t;
        }
    return k < n ? k : n;
}

/* ------------------------------------------------------------------ */
/* Flat Monte Carlo (medium)                                           */

int ai_flat(const YsView *v, const AiParams *prm, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    static _Thread_local double score[YS_MAX_MOVES];
    static _Thread_local int idx[YS_MAX_MOVES];
    double start = ai_now();
    uint64_t rng = prm->seed ^ 0x6d656469756dull;
    int n = ai_score_moves(v, &rng, &ml, score);
    if (n <= 0) return -1;
    int k = top_moves(&ml, score, v->dec == YS_DEC_BID || v->dec == YS_DEC_SEAT ? n : flat_width, idx);
    *out = ml.m[idx[0]];
    if (k == 1) return 0;
    /* iterations cap the rounds, ms the time (one round at least); neither:
     * a fixed number of rounds */
    int rounds = prm->iterations > 0 ? (prm->iterations + k - 1) / k : prm->ms > 0 ? INT_MAX : flat_rounds_default;
    double deadline = prm->ms > 0 ? stop_time(start, prm->ms) : 0;
    double sum[YS_MAX_MOVES] = {0};
    int done = 0;
    YsGame d, c;
    double r[YS_MAX_SEATS];
    YsDealer dealer;
    ys_dealer_init(&dealer, v);
    for (int it = 0; it < rounds && !(it > 0 && deadline && ai_now() >= deadline); it++, done++) {
        if (cancelled(prm)) return AI_CANCELLED;
        ys_deal(&dealer, &rng, &d);
        uint64_t seed = ys_rng_next(&rng);
        for (int j = 0; j < k; j++) {
            c = d;
            uint64_t rr = seed; /* the same futures for every candidate */
            if (ys_apply(&c, &ml.m[idx[j]])) continue;
            ai_playout_turn(&c, &rr);
            rewards(&c, 0, r);
            sum[j] += r[v->viewer];
        }
    }
    int best = 0;
    double bs = -1e9;
    for (int j = 0; j < k; j++) {
        double s = sum[j] / done + 0.01 * score[idx[j]];
        if (s > bs) bs = s, best = j;
    }
    *out = ml.m[idx[best]];
    return 0;
}

/* ------------------------------------------------------------------ */
/* Information-set MCTS                                                */

typedef struct {
    YsMove key; /* the move as the viewer observes it */
    int child, sibling;
    int mover; /* who chose the edge into this node */
    int visits, avail;
    double sum; /* the mover's rewards */
    int sim;    /* regret tables (secret choices), or -1 */
} Node;

#define SIM_ACTIONS 25
typedef struct {
    double regret[YS_MAX_HUMANS][SIM_ACTIONS], strat[YS_MAX_HUMANS][SIM_ACTIONS];
} SimTable;

typedef struct {
    int node, player, action, nlegal;
    double prob;
    uint8_t legal[SIM_ACTIONS];
} SimPick;

typedef struct {
    const YsView *view;
    const YsDealer *dealer; /* the view read for dealing its worlds */
    int viewer, round, horizon;
    int fitted;         /* judge the horizon by the fitted evaluation */
    const double *lean; /* the worlds' lean (ai_leans), or NULL */
    Node *nodes;
    int nn, cap;
    SimTable *sims;
    int ns, scap;
    const YsMove *cand;
    int ncand;
    uint64_t rng;
    int iterations;
} Tree;

static int new_node(Tree *t, const YsMove *key, int mover)
{
    if (t->nn == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 1024;
        Node *n = realloc(t->nodes, (size_t)t->cap * sizeof *n);
        if (!n) ys_die("out of memory (a bot's search tree)");
        t->nodes = n;
    }
    Node *n = &t->nodes[t->nn];
    memset(n, 0, sizeof *n);
    if (key) n->key = *key;
    n->child = n->sibling = -1;
    n->mover = mover;
    n->sim = -1;
    return t->nn++;
}

static int sim_table(Tree *t, int node)
{
    if (t->nodes[node].sim >= 0) return t->nodes[node].sim;
    if (t->ns == t->scap) {
        t->scap = t->scap ? t->scap * 2 : 8;
        SimTable *s = realloc(t->sims, (size_t)t->scap * sizeof *s);
        if (!s) ys_die("out of memory (a bot's simulations)");
        t->sims = s;
    }
    memset(&t->sims[t->ns], 0, sizeof t->sims[t->ns]);
    t->nodes[node].sim = t->ns;
    return t->ns++;
}

static void add_child(Tree *t, int parent, int child)
{
    t->nodes[child].sibling = t->nodes[parent].child;
    t->nodes[parent].child = child;
}

/* A move as the viewer sees it: values the viewer cannot see are erased. */
static YsMove observed(const YsMove *m, int mover, int viewer)
{
    YsMove k = *m;
    if (mover == viewer) return k;
    switch (m->kind) {
    case YS_MV_DOWN:
        if (m->b == YS_NONE) k.a = 0; /* a Conjurer's front broker is public */
        break;
    case YS_MV_NEUTRAL:
    case YS_MV_THRONE:
        k.a = 0;
        break;
    case YS_MV_BID:
        k.a = k.b = 0;
        break;
    case YS_MV_PEEK:
        k.a = 0, k.place = 0;
        break;
    case YS_MV_CARD:
        if (m->card == YS_HERALD || m->card == YS_MERCENARY) k.a = 0;
        if (m->card == YS_MAGICIAN) k.a = k.b = 0;
        break;
    default:
        break;
    }
    return k;
}

static int sim_action(const YsMove *m) { return m->kind == YS_MV_BID ? m->a * 5 + m->b : m->a; }

/* Regret matching over the legal actions; probabilities in p (by slot). */
static void rm_strategy(const double *regret, const uint8_t *legal, int n, double *p)
{
    double z = 0;
    for (int i = 0; i < n; i++)
        z += regret[legal[i]] > 0 ? regret[legal[i]] : 0;
    for (int i = 0; i < n; i++)
        p[i] = z > 0 ? (regret[legal[i]] > 0 ? regret[legal[i]] / z : 0) : 1.0 / n;
}

/* Plays the secret choices that are due (each player from its own regret
 * table, blind to the others' choices), recording them for the update. */
static int play_secret(Tree *t, YsGame *d, int node, SimPick *picks, uint64_t *rng)
{
    static _Thread_local YsMoveList ml;
    int si = sim_table(t, node);
    SimTable *st = &t->sims[si];
    int np = 0;
    int kind = d->dec;
    while (!ys_over(d) && (int)d->dec == kind && np < YS_MAX_HUMANS) {
        int q = d->to_move;
        ys_legal(d, &ml);
        SimPick *pk = &picks[np++];
        pk->node = node, pk->player = q, pk->nlegal = ml.n;
        int at[YS_MAX_MOVES];
        for (int i = 0; i < ml.n; i++)
            pk->legal[i] = (uint8_t)sim_action(&ml.m[i]), at[i] = i;
        double p[SIM_ACTIONS];
        rm_strategy(st->regret[q], pk->legal, ml.n, p);
        for (int i = 0; i < ml.n; i++) {
            st->strat[q][pk->legal[i]] += p[i];
            p[i] = (1 - rm_explore) * p[i] + rm_explore / ml.n;
        }
        double r = unit(rng);
        int i = 0;
        while (i < ml.n - 1 && (r -= p[i]) > 0)
            i++;
        pk->action = pk->legal[i];
        pk->prob = p[i];
        ys_apply_trusted(d, &ml.m[at[i]]);
    }
    return np;
}

static void rm_update(Tree *t, const SimPick *pk, const double *r)
{
    SimTable *st = &t->sims[t->nodes[pk->node].sim];
    double u = r[pk->player];
    for (int i = 0; i < pk->nlegal; i++) {
        int b = pk->legal[i];
        st->regret[pk->player][b] += (b == pk->action ? u / pk->prob : 0) - u;
    }
}

static int child_with(const Tree *t, int node, const YsMove *key)
{
    for (int c = t->nodes[node].child; c >= 0; c = t->nodes[c].sibling)
        if (ys_move_equal(&t->nodes[c].key, key)) return c;
    return -1;
}

static double ucb(const Node *n, double parent_log)
{
    if (!n->visits) return 1e9;
    return n->sum / n->visits + ucb_c * sqrt(parent_log / n->visits);
}

/* A node's legal moves as the viewer observes them, grouped by key: which
 * of them equal a child's key, and each key's moves in list order, by a
 * hash of the key. Groups are stamped with the filling, so none is cleared
 * between nodes. (A placement that lists brokers alone, the most common
 * decision and some hundred moves long, is read as a product instead:
 * Moves, below.) */
#define KEY_SLOTS 4096 /* a power of two, four times YS_MAX_MOVES */
typedef struct {
    YsMove key[YS_MAX_MOVES];                 /* each move's key */
    int16_t next[YS_MAX_MOVES];               /* the next move with the same key, -1 none */
    int16_t head[KEY_SLOTS], tail[KEY_SLOTS]; /* a group's first and last move */
    uint32_t stamp[KEY_SLOTS], now;
} Keys;

static int same_move(const YsMove *a, const YsMove *b)
{
    uint64_t x[2], y[2];
    _Static_assert(sizeof(YsMove) == sizeof x, "a move is 16 bytes");
    memcpy(x, a, sizeof x), memcpy(y, b, sizeof y);
    return ((x[0] ^ y[0]) | (x[1] ^ y[1])) == 0;
}

static unsigned key_slot(const YsMove *m)
{
    uint64_t x[2];
    memcpy(x, m, sizeof x);
    uint64_t h = (x[0] ^ (x[1] * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    return (unsigned)(h >> 52) & (KEY_SLOTS - 1);
}

/* The slot holding key, or the empty slot where it would go. */
static unsigned key_find(const Keys *k, const YsMove *key)
{
    unsigned s = key_slot(key);
    while (k->stamp[s] == k->now && !same_move(&k->key[k->head[s]], key))
        s = (s + 1) & (KEY_SLOTS - 1);
    return s;
}

static void key_join(Keys *k, unsigned s, int i)
{
    k->next[i] = -1;
    if (k->stamp[s] != k->now) {
        k->stamp[s] = k->now;
        k->head[s] = (int16_t)i;
    } else {
        k->next[k->tail[s]] = (int16_t)i;
    }
    k->tail[s] = (int16_t)i;
}

static void keys_fill(Keys *k, const YsMoveList *ml, int mover, int viewer)
{
    if (++k->now == 0) { /* stamps wrapped (after 4 billion nodes): clear them */
        memset(k->stamp, 0, sizeof k->stamp);
        k->now = 1;
    }
    for (int i = 0; i < ml->n; i++) {
        k->key[i] = observed(&ml->m[i], mover, viewer);
        key_join(k, key_find(k, &k->key[i]), i);
    }
}

/* The first of the node's moves observed as key, or -1. */
static int keys_first(const Keys *k, const YsMove *key)
{
    unsigned s = key_find(k, key);
    return k->stamp[s] == k->now ? k->head[s] : -1;
}

/* A node's moves: the engine's product of placements (ys_placements), with
 * whether the viewer sees the values of each kind, or the list, keyed. */
typedef struct {
    int product;
    YsPlacements pr;
    unsigned seen; /* bit k: kind YS_MV_UP + k shows its value to the viewer */
    YsMoveList *ml;
    Keys *keys;
} Moves;

/* A broker placed from behind a screen or a supply (kind, value, place),
 * as ys_legal lists it; where the viewer cannot see its value, its key. */
static YsMove placement(int kind, int value, int place)
{
    YsMove m;
    memset(&m, 0, sizeof m);
    m.kind = (uint8_t)kind, m.a = (uint8_t)value, m.b = YS_NONE, m.place = (uint8_t)place;
    return m;
}

/* The kinds of placement (bit k: YS_MV_UP + k) whose value the viewer sees
 * when mover places one, as observed() tells. */
static unsigned seen_kinds(int mover, int viewer)
{
    unsigned seen = 0;
    for (int k = 0; k < 3; k++)
        seen |=
            (unsigned)(observed(&(YsMove){.kind = (uint8_t)(YS_MV_UP + k), .a = 1, .b = YS_NONE}, mover, viewer).a == 1)
            << k;
    return seen;
}

/* The kind (0 up, 1 down, 2 neutral) of a placement key among the product,
 * or -1 where no move of the product is observed as key. */
static int product_kind(const Moves *mv, const YsMove *key)
{
    int k = key->kind - YS_MV_UP;
    if (k < 0 || k > 2 || key->a >= YS_VALUES || key->place >= YS_THRONE) return -1;
    YsMove bare = placement(key->kind, key->a, key->place);
    if (!same_move(&bare, key) || !(mv->pr.kinds >> k & 1) || !(mv->pr.places >> key->place & 1)) return -1;
    unsigned vals = mv->pr.values[k];
    return (mv->seen >> k & 1 ? vals >> key->a & 1 : key->a == 0 && vals != 0) ? k : -1;
}

/* Whether some move of the node is observed as key. */
static int moves_have(const Moves *mv, const YsMove *key)
{
    return mv->product ? product_kind(mv, key) >= 0 : keys_first(mv->keys, key) >= 0;
}

/* One of the node's moves observed as key, at random, in *out: each of
 * them in list order drawn as ys_rng_below(++matches) == 0 picks it. */
static void moves_pick(const Moves *mv, const YsMove *key, uint64_t *rng, YsMove *out)
{
    int matches = 0;
    if (!mv->product) {
        for (int i = keys_first(mv->keys, key); i >= 0; i = mv->keys->next[i])
            if (ys_rng_below(rng, (uint32_t)++matches) == 0) *out = mv->ml->m[i];
        return;
    }
    int k = product_kind(mv, key);
    unsigned vals = mv->seen >> k & 1 ? 1u << key->a : mv->pr.values[k];
    for (; vals; vals &= vals - 1)
        if (ys_rng_below(rng, (uint32_t)++matches) == 0) *out = placement(key->kind, __builtin_ctz(vals), key->place);
}

/* One iteration: sample a world, descend, play out the turn, back up. */
static void iterate(Tree *t)
{
    static _Thread_local YsMoveList ml;
    static _Thread_local Keys keys;
    YsGame d;
    ys_deal_lean(t->dealer, t->lean, lean_sweeps, &t->rng, &d);
    int path[256], np = 0;
    SimPick picks[YS_MAX_HUMANS];
    int npicks = 0;
    int cur = 0;
    path[np++] = 0;
    while (!ys_over(&d) && d.round == t->round && np < 255) {
        if (ys_decision_sealed(&d)) {
            npicks = play_secret(t, &d, cur, picks, &t->rng);
            break;
        }
        int mover = d.to_move;
        int chosen = -1, created = 0;
        if (cur == 0) {
            /* the viewer's root candidates, always all available: each is
             * one of its legal moves in every world (the viewer's moves
             * are known), applied as it is */
            double lg = log((double)t->nodes[0].visits + 1);
            double best = -1;
            for (int c = t->nodes[0].child; c >= 0; c = t->nodes[c].sibling) {
                t->nodes[c].avail++;
                double u = ucb(&t->nodes[c], lg);
                if (u > best) best = u, chosen = c;
            }
            if (chosen < 0 || ys_apply(&d, &t->nodes[chosen].key)) break; /* cannot happen */
            path[np++] = chosen;
            cur = chosen;
            continue;
        }
        /* the placements as the engine's product, else the list, keyed
         * where there are children to find among the moves */
        Moves mv = {.ml = &ml, .keys = &keys};
        mv.product = ys_placements(&d, &mv.pr);
        mv.seen = seen_kinds(mover, t->viewer);
        if (!mv.product) ys_legal(&d, &ml);
        int nchild = 0, navail = 0;
        double lg = 0;
        if (t->nodes[cur].child >= 0) { /* a leaf has no children to find among the moves */
            if (!mv.product) keys_fill(&keys, &ml, mover, t->viewer);
            for (int c = t->nodes[cur].child; c >= 0; c = t->nodes[c].sibling) {
                nchild++;
                if (moves_have(&mv, &t->nodes[c].key)) {
                    t->nodes[c].avail++;
                    navail++;
                }
            }
        }
        int widen = 1 + (int)sqrt((double)t->nodes[cur].visits);
        YsMove play;
        if (nchild < widen || navail == 0) {
            play = mv.product ? ai_policy_pick_placement(&d, &mv.pr, &t->rng) : ml.m[ai_policy_pick(&d, &ml, &t->rng)];
            YsMove key = observed(&play, mover, t->viewer);
            chosen = child_with(t, cur, &key);
            if (chosen < 0) {
                chosen = new_node(t, &key, mover);
                add_child(t, cur, chosen);
                t->nodes[chosen].avail = 1;
                created = 1;
            }
        } else {
            double best = -1;
            for (int c = t->nodes[cur].child; c >= 0; c = t->nodes[c].sibling) {
                if (!moves_have(&mv, &t->nodes[c].key)) continue;
                lg = log((double)t->nodes[c].avail);
                double u = ucb(&t->nodes[c], lg);
                if (u > best) best = u, chosen = c;
            }
            moves_pick(&mv, &t->nodes[chosen].key, &t->rng, &play); /* a concrete move behind the observed one */
        }
        ys_apply_trusted(&d, &play);
        path[np++] = chosen;
        cur = chosen;
        if (created) break;
    }
    ai_playout_until(&d, t->round + t->horizon, &t->rng);
    double r[YS_MAX_SEATS];
    rewards(&d, t->fitted, r);
    for (int i = 0; i < np; i++) {
        Node *n = &t->nodes[path[i]];
        n->visits++;
        if (n->mover >= 0) n->sum += r[n->mover];
    }
    for (int i = 0; i < npicks; i++)
        rm_update(t, &picks[i], r);
}

typedef struct {
    Tree t;
    double deadline;
    int iterations;
    atomic_int *cancel;
    /* results */
    int visits[YS_MAX_MOVES];
    double strat[SIM_ACTIONS];
} Job;

/* The nodes renumbered breadth first, each node's children side by side in
 * their sibling order: the descent reads every child of the nodes it walks,
 * and children made at different times lay a cache miss apart. Between
 * iterations only (indices into the tree live within one), the root staying
 * 0; where memory is short the tree stays as it is. */
static void tree_tidy(Tree *t)
{
    int nn = t->nn;
    Node *to = malloc((size_t)t->cap * sizeof *to);
    int *order = malloc(2 * (size_t)nn * sizeof *order), *at = order + nn;
    if (!to || !order) goto out;
    int n = 0;
    order[n++] = 0;
    for (int i = 0; i < n; i++)
        for (int c = t->nodes[order[i]].child; c >= 0 && n < nn; c = t->nodes[c].sibling)
            order[n++] = c;
    if (n != nn) goto out; /* every node hangs from the root: cannot happen */
    for (int i = 0; i < nn; i++)
        at[order[i]] = i;
    for (int i = 0; i < nn; i++) {
        to[i] = t->nodes[order[i]];
        if (to[i].child >= 0) to[i].child = at[to[i].child];
        if (to[i].sibling >= 0) to[i].sibling = at[to[i].sibling];
    }
    free(t->nodes);
    t->nodes = to, to = NULL;
out:
    free(to);
    free(order);
}

static void *run_job(void *arg)
{
    Job *j = arg;
    Tree *t = &j->t;
    int tidy_at = 1 << 12; /* tidied each time it has doubled */
    new_node(t, NULL, -1);
    if (!ys_decision_sealed(t->view)) {
        for (int i = 0; i < t->ncand; i++) {
            int c = new_node(t, &t->cand[i], t->viewer);
            add_child(t, 0, c);
        }
    }
    for (int it = 0;; it++) {
        if (j->iterations > 0 && it >= j->iterations) break;
        if (it > 0 && ai_now() >= j->deadline) break; /* a clock read is ~0.1% of an iteration */
        if (j->cancel && atomic_load_explicit(j->cancel, memory_order_relaxed)) break;
        if (t->nn >= tidy_at) tree_tidy(t), tidy_at = 2 * t->nn;
        iterate(t);
    }
    if (ys_decision_sealed(t->view)) {
        if (t->nodes[0].sim >= 0) memcpy(j->strat, t->sims[t->nodes[0].sim].strat[t->viewer], sizeof j->strat);
    } else {
        for (int c = t->nodes[0].child; c >= 0; c = t->nodes[c].sibling)
            for (int i = 0; i < t->ncand; i++)
                if (ys_move_equal(&t->cand[i], &t->nodes[c].key)) j->visits[i] = t->nodes[c].visits;
    }
    free(t->nodes);
    free(t->sims);
    return NULL;
}

int ai_ismcts(const YsView *v, const AiParams *prm, const AiSearch *s, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    static _Thread_local double score[YS_MAX_MOVES];
    static _Thread_local int idx[YS_MAX_MOVES];
    double start = ai_now();
    uint64_t rng = prm->seed ^ 0x69736d637473ull;
    int n = ai_score_moves(v, &rng, &ml, score);
    if (n <= 0) return -1;
    if (n == 1) {
        *out = ml.m[0];
        return 0;
    }
    int secret = ys_decision_sealed(v);
    int width = secret ? n : v->dec == YS_DEC_PLACE ? s->width_place : s->width_other;
    int k = top_moves(&ml, score, width, idx);
    YsMove cand[YS_MAX_MOVES];
    for (int i = 0; i < k; i++)
        cand[i] = ml.m[idx[i]];
    int threads = s->threads < 1 ? 1 : s->threads > 64 ? 64 : s->threads;
    static _Thread_local double lean[YS_POOL];
    int leaning = s->lean && ai_leans(v, lean);
    YsDealer dealer; /* read once, shared by the threads */
    ys_dealer_init(&dealer, v);
    Job *jobs = xmalloc(sizeof *jobs * (size_t)threads);
    pthread_t tid[64];
    int ms = prm->ms > 0 ? prm->ms : 1000;
    for (int i = 0; i < threads; i++) {
        Job *j = &jobs[i];
        memset(j, 0, sizeof *j);
        j->t.view = v;
        j->t.dealer = &dealer;
        j->t.viewer = v->viewer;
        j->t.round = v->round;
        j->t.horizon = s->horizon;
        j->t.fitted = s->fitted;
        j->t.lean = leaning ? lean : NULL;
        j->t.cand = cand;
        j->t.ncand = k;
        j->t.rng = prm->seed + 0x9E3779B97F4A7C15ull * (uint64_t)(i + 1);
        j->iterations = prm->iterations;
        j->cancel = prm->cancel;
        j->deadline = stop_time(start, ms);
    }
    int started = 0;
    for (int i = 1; i < threads; i++)
        if (pthread_create(&tid[i], NULL, run_job, &jobs[i]) == 0)
            started = i;
        else
            break;
    run_job(&jobs[0]);
    for (int i = 1; i <= started; i++)
        pthread_join(tid[i], NULL);
    int used = started + 1;
    if (cancelled(prm)) {
        free(jobs);
        return AI_CANCELLED;
    }
    if (secret) {
        double strat[SIM_ACTIONS] = {0}, best = 0;
        for (int i = 0; i < used; i++)
            for (int a = 0; a < SIM_ACTIONS; a++)
                strat[a] += jobs[i].strat[a];
        for (int i = 0; i < n; i++)
            if (strat[sim_action(&ml.m[i])] > best) best = strat[sim_action(&ml.m[i])];
        double wz = 0, w[YS_MAX_MOVES];
        for (int i = 0; i < n; i++) {
            double sa = strat[sim_action(&ml.m[i])];
            w[i] = sa >= purify * best ? sa : 0;
            wz += w[i];
        }
        uint64_t pick = prm->seed ^ 0x626c756666ull; /* the bluff: a draw from the mix */
        double r = unit(&pick) * wz;
        int i = 0;
        while (i < n - 1 && (r -= w[i]) > 0)
            i++;
        while (w[i] == 0 && i > 0)
            i--;
        *out = ml.m[i];
    } else {
        int best = 0, bv = -1;
        for (int c = 0; c < k; c++) {
            int vis = 0;
            for (int i = 0; i < used; i++)
                vis += jobs[i].visits[c];
            if (vis > bv) bv = vis, best = c;
        }
        *out = cand[best];
    }
    free(jobs);
    return 0;
}
