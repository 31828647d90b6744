/* ys_fit_lean.c - ys-fit-lean: fits what expert reads into where its
 * opponents hid their brokers (src/ai/infer.c) and writes its weights
 * (src/ai/lean_table.h).
 *
 * It plays DEALS self-play games for each player count asked (copies of one
 * bot) and, as each placement begins and as each turn's placing ends,
 * records every human's hidden brokers: face down on the board, with their
 * value and what the turn's placing showed around them (ai_lean_features),
 * and behind the screen, with their value alone. Which hidden value is where
 * is what the others do not know, so the model is one of assignments: a
 * world's weight is exp(sum of value * w . features) over the board's
 * hidden brokers (those behind the screen weigh 0), and it is fitted on
 * pairs of one owner's brokers of one moment with different values (which
 * of the two ways round they stood: a logistic regression on (v1 - v2)
 * (f1 - f2)) by Newton's method with a small ridge. Every game's seed
 * follows from --seed, so a run is the same with any --threads. It prints
 * how often the fit puts the pairs of the games it held out (every fifth)
 * the right way round (chance: 50%). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "args.h"
#include "fitlib.h"
#include "out.h"

#define PER_GAME 4096 /* hidden brokers recorded in one game, at most */
#define RIDGE 1e-3    /* per pair */
#define NEWTON_STEPS 30

typedef struct {
    uint16_t snap; /* the moment it was recorded, in its game */
    uint8_t owner, value;
    double f[AI_NLEAN]; /* 0 behind the screen */
} Hidden;

typedef struct {
    int players;
    long games;
    uint64_t seed;
    AiParams bot;
    int without[AI_NLEAN]; /* features left out (weight 0) */
    Hidden *h;             /* games x PER_GAME */
    int *n;                /* per game */
    int *snaps;            /* per game */
    atomic_long next;
} Run;

/* Every human's hidden brokers in g, owner by owner: face down on the board
 * (with what ai_lean_features reads) and behind the screen. */
static void record(Run *r, long k, const YsGame *g)
{
    int snap = r->snaps[k]++;
    for (int q = 0; q < g->opt.players; q++) {
        int room = PER_GAME - r->n[k];
        if (room < YS_POOL + 16) return;
        for (int i = 0; i < YS_POOL; i++) {
            const YsBroker *b = &g->pool[i];
            if (b->owner != q || b->place == YS_NONE || b->place == YS_THRONE || b->up || b->merc) continue;
            if (g->throne_may[i]) continue;
            Hidden *h = &r->h[k * PER_GAME + r->n[k]++];
            h->snap = (uint16_t)snap, h->owner = (uint8_t)q, h->value = b->value;
            ai_lean_features(g, i, h->f);
        }
        for (int v = 0; v < YS_VALUES; v++)
            for (int c = 0; c < g->behind[q][v]; c++) {
                Hidden *h = &r->h[k * PER_GAME + r->n[k]++];
                memset(h, 0, sizeof *h);
                h->snap = (uint16_t)snap, h->owner = (uint8_t)q, h->value = (uint8_t)v;
            }
    }
}

static void play(Run *r, long k)
{
    YsOptions o;
    ys_options_default(&o);
    o.players = r->players;
    o.kings_favor = r->players >= 3 && k % 4 == 3;
    o.seed = r->seed * 1000003u + (uint64_t)r->players * 7777u + (uint64_t)k * 7919u;
    static _Thread_local YsGame g, before;
    static _Thread_local YsView v;
    char err[160];
    if (ys_new(&g, &o, err, sizeof err)) {
        fprintf(stderr, "ys-fit-lean: %s\n", err);
        exit(2);
    }
    for (int ply = 0; !ys_over(&g); ply++) {
        int p = ys_to_move(&g);
        ys_view(&g, p, &v);
        AiParams prm = r->bot;
        prm.seed = o.seed * 0x9E3779B97F4A7C15ull + (uint64_t)ply * 0xD1B54A32D192ED03ull + (uint64_t)p;
        YsMove m;
        before = g;
        if (ai_choose(&v, &prm, &m) || ys_apply(&g, &m)) {
            fprintf(stderr, "ys-fit-lean: the bot made no legal move (game %ld)\n", k);
            exit(1);
        }
        /* as each placement begins, where the others choose from what they
         * read, and as the placing ends (its last move runs the counting
         * on: the board before it, whose last broker is not recorded) */
        if (g.phase == YS_PHASE_PLACE && !ys_placed_mask(&g) && !ys_over(&g)) record(r, k, &g);
        if (before.phase == YS_PHASE_PLACE && (g.phase != YS_PHASE_PLACE || g.round != before.round))
            record(r, k, &before);
    }
}

static void *worker(void *arg)
{
    Run *r = arg;
    for (long k; (k = atomic_fetch_add(&r->next, 1)) < r->games;)
        play(r, k);
    return NULL;
}

enum { TRAIN, TEST, ALL };
static int takes(long k, int part) { return part == ALL || (part == TEST) == (k % 5 == 4); }

/* Calls each(x) for every pair of one owner's hidden brokers of one moment,
 * one of them at least on the board, with different values: x = (v1 - v2)
 * (f1 - f2), the first one the right way round. */
static void pairs(const Run *r, int part, void (*each)(const double *x, void *ctx), void *ctx)
{
    for (long k = 0; k < r->games; k++) {
        if (!takes(k, part)) continue;
        const Hidden *h = &r->h[k * PER_GAME];
        for (int i = 0; i < r->n[k]; i++)
            for (int j = i + 1; j < r->n[k] && h[j].snap == h[i].snap && h[j].owner == h[i].owner; j++) {
                if (h[i].value == h[j].value || !h[i].f[AI_L_PLACED]) continue; /* behind ones come last */
                double x[AI_NLEAN];
                for (int f = 0; f < AI_NLEAN; f++)
                    x[f] = r->without[f] ? 0 : (h[i].value - h[j].value) * (h[i].f[f] - h[j].f[f]);
                each(x, ctx);
            }
    }
}

typedef struct {
    const double *w;
    double grad[AI_NLEAN], hess[AI_NLEAN][AI_NLEAN];
    double loss;
    long n, right;
} Acc;

static double dot(const double *a, const double *b)
{
    double s = 0;
    for (int f = 0; f < AI_NLEAN; f++)
        s += a[f] * b[f];
    return s;
}

static void accumulate(const double *x, void *ctx)
{
    Acc *a = ctx;
    double z = dot(a->w, x), p = 1 / (1 + exp(-z));
    for (int i = 0; i < AI_NLEAN; i++) {
        a->grad[i] += (1 - p) * x[i];
        for (int j = 0; j < AI_NLEAN; j++)
            a->hess[i][j] += p * (1 - p) * x[i] * x[j];
    }
    a->loss += log1p(exp(-z));
    a->right += z > 0;
    a->n++;
}

static void fit(const Run *r, int part, double *w)
{
    memset(w, 0, sizeof(double) * AI_NLEAN);
    for (int step = 0; step < NEWTON_STEPS; step++) {
        Acc a = {.w = w};
        pairs(r, part, accumulate, &a);
        for (int i = 0; i < AI_NLEAN; i++) {
            a.grad[i] -= RIDGE * a.n * w[i];
            a.hess[i][i] += RIDGE * a.n;
        }
        double dx[AI_NLEAN];
        if (!a.n || fit_solve(AI_NLEAN, &a.hess[0][0], a.grad, dx)) return;
        double most = 0;
        for (int i = 0; i < AI_NLEAN; i++)
            w[i] += dx[i], most = fmax(most, fabs(dx[i]));
        if (most < 1e-9) break;
    }
}

static void usage(void)
{
    fputs("usage: ys-fit-lean [--games DEALS] [--bot LEVEL[:it=N]] [--players N]... [--threads N]\n"
          "                   [--seed N] [--out FILE] [--without FEATURE]...\n"
          "  plays DEALS self-play games (default 1600 of hard:it=100) for each\n"
          "  player count given (default 2), fits the lean of face-down brokers and\n"
          "  writes its weights to FILE (default src/ai/lean_table.h; - for standard output);\n"
          "  --without leaves a feature out (its weight 0), to measure what it brings\n",
          stderr);
    exit(2);
}

static const char *feature_name[] = {
    "market",      "port",      "palace",       "rivals",         "rivals_shown", "own",       "own_shown",
    "rivals_nbhd", "own_nbhd",  "before_shown", "before_hidden",  "rival_best",   "arrival",   "market_row",
    "mate_shown",  "mate_same", "hid_first",    "contest_before", "own_before",   "port_gems", "placed"};
_Static_assert(sizeof feature_name / sizeof feature_name[0] == AI_NLEAN, "a name for every feature");

/* The index of the feature called name, or -1. */
static int feature(const char *name)
{
    for (int k = 0; k < AI_NLEAN; k++)
        if (!strcmp(name, feature_name[k])) return k;
    return -1;
}

int main(int argc, char **argv)
{
    cli_std_check("ys-fit-lean");
    FitArgs fa = {.games = 1600, .seed = 1, .threads = 1, .out = "src/ai/lean_table.h", .bot = "hard"};
    int it = 100, bad = 0, want[3] = {0, 0, 0}, any = 0, count, without[AI_NLEAN] = {0};
    char cmd[400] = "";
    for (int i = 1; i < argc; i++) {
        if (fit_arg(argc, argv, &i, &fa, &bad)) continue;
        if (i + 1 < argc && !strcmp(argv[i], "--players") && !cli_int(argv[i + 1], 2, 4, &count))
            want[count - 2] = any = 1, i++;
        else if (i + 1 < argc && !strcmp(argv[i], "--without") && feature(argv[i + 1]) >= 0)
            without[feature(argv[++i])] = 1;
        else
            usage();
    }
    long long games = fa.games, seed = fa.seed;
    int threads = fa.threads;
    const char *out = fa.out, *bot = fa.bot;
    if (!any) want[0] = 1;
    char level[32];
    AiParams player;
    if (bad || fit_bot(bot, it, &player, level, sizeof level)) usage();
    it = player.iterations;
    /* a FIFO, a device or a folder is refused now, not after the games */
    if (cli_out_usable("ys-fit-lean", out)) return 1;
    for (int k = 0; k < AI_NLEAN; k++)
        if (without[k] && strlen(cmd) + strlen(feature_name[k]) + 12 < sizeof cmd)
            strcat(strcat(cmd, " --without "), feature_name[k]);
    double w[3][AI_NLEAN];
    memset(w, 0, sizeof w);
    for (int players = 2; players <= 4; players++) {
        if (!want[players - 2]) continue;
        char more[16];
        snprintf(more, sizeof more, " --players %d", players);
        strcat(cmd, more);
        Run r = {.players = players, .games = games, .seed = (uint64_t)seed};
        r.bot = player;
        memcpy(r.without, without, sizeof without);
        r.h = fit_calloc((size_t)games * PER_GAME, sizeof *r.h, "ys-fit-lean");
        r.n = fit_calloc((size_t)games, sizeof *r.n, "ys-fit-lean");
        r.snaps = fit_calloc((size_t)games, sizeof *r.snaps, "ys-fit-lean");
        atomic_init(&r.next, 0);
        fit_parallel(threads, worker, &r);
        double test[AI_NLEAN];
        fit(&r, TRAIN, test);
        Acc held = {.w = test};
        pairs(&r, TEST, accumulate, &held);
        fit(&r, ALL, w[players - 2]);
        fprintf(stderr,
                "%d players: %ld pairs held out, right way round %.1f%% (chance 50%%), log loss %.4f (chance %.4f)\n",
                players, held.n, held.n ? 100.0 * held.right / held.n : 0, held.n ? held.loss / held.n : 0, log(2.0));
        free(r.h);
        free(r.n);
        free(r.snaps);
    }
    /* the whole table, then one write: a table cut short never replaces the old one */
    YsBuf b = {0};
    ys_buf_printf(&b,
                  "/* lean_table.h - the weights of ai_leans (src/ai/infer.c). Generated: do not\n"
                  " * edit. Made by ys-fit-lean (tools/fit/ys_fit_lean.c) with\n"
                  " *   build/tools/fit/ys-fit-lean --games %lld --bot %s:it=%d --seed %llu%s\n"
                  " * from the repository root: self-play games, every human's hidden brokers\n"
                  " * (face down on the board, and behind the screen) as each placement\n"
                  " * begins and as the placing ends, a logistic regression on which way\n"
                  " * round pairs of one owner's values stood. [players - 2][feature]. */\n"
                  "#ifndef YS_LEAN_TABLE_H\n#define YS_LEAN_TABLE_H\n\n"
                  "/* clang-format off */\n"
                  "static const int ai_lean_fitted[3] = {%d, %d, %d};\n"
                  "static const double ai_lean_weights[3][AI_NLEAN] = {\n",
                  games, level, it, (unsigned long long)seed, cmd, want[0], want[1], want[2]);
    for (int p = 0; p < 3; p++) {
        ys_buf_printf(&b, "    {");
        for (int k = 0; k < AI_NLEAN; k++)
            ys_buf_printf(&b, "%s%.6g", k ? ", " : "", w[p][k]);
        ys_buf_printf(&b, "}, /* %d players */\n", p + 2);
    }
    ys_buf_printf(&b, "};\n/* features:");
    for (int k = 0; k < AI_NLEAN; k++)
        ys_buf_printf(&b, " %s", feature_name[k]);
    ys_buf_printf(&b, " */\n/* clang-format on */\n\n#endif\n");
    int rc = cli_write_file("ys-fit-lean", out, b.s, b.n);
    ys_buf_free(&b);
    return rc;
}
