/* ys_fit.c - ys-fit: fits the bots' evaluation (src/ai/eval_fit.c) to the
 * outcomes of self-play games and writes its table (src/ai/eval_table.h).
 *
 * It plays DEALS games for each player count (2, 3, 4; with 3 and 4 players every
 * fourth one with King's Favor) between copies of one bot, records each seat's features
 * (ai_features, the true position) at the start of turns 2, 3 and 4, and
 * labels them with who won. Per player count and turn it fits a conditional
 * logit (a softmax over the seats of a weighted sum of features: the chance
 * of each seat to win) by Newton's method with a small ridge. Every game's
 * seed follows from --seed, so a run is the same on every machine and with
 * any --threads. It prints how well the fit predicts the winners of the
 * games it held out (every fifth), against the hand-made evaluation. */
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

#define GROUPS 3 /* turns 2..4 */
#define FIRST_TURN 2
#define RIDGE 1e-3 /* per sample */
#define NEWTON_STEPS 40

typedef struct {
    int used, seats, round;
    double f[YS_MAX_SEATS][AI_NFEAT];
    double hand[YS_MAX_SEATS]; /* the hand-made evaluation, for comparison */
    double y[YS_MAX_SEATS];    /* win share */
} Sample;

typedef struct {
    int players;
    long games;
    uint64_t seed;
    AiParams bot;
    Sample *s; /* games x GROUPS */
    atomic_long next;
} Run;

/* King's Favor is for 3 and 4 players. */
static int players_favor(int players) { return players >= 3; }

static void play(Run *r, long k)
{
    YsOptions o;
    ys_options_default(&o);
    o.players = r->players;
    o.kings_favor = players_favor(r->players) && k % 4 == 3;
    o.seed = r->seed * 1000003u + (uint64_t)r->players * 7777u + (uint64_t)k * 7919u;
    static _Thread_local YsGame g;
    static _Thread_local YsView v;
    char err[160];
    if (ys_new(&g, &o, err, sizeof err)) {
        fprintf(stderr, "ys-fit: %s\n", err);
        exit(2);
    }
    Sample *out = &r->s[k * GROUPS];
    for (int ply = 0; !ys_over(&g); ply++) {
        int grp = g.round - FIRST_TURN;
        if (grp >= 0 && grp < GROUPS && !out[grp].used) {
            Sample *sm = &out[grp];
            sm->used = 1, sm->seats = g.seats, sm->round = g.round;
            ai_features(&g, -1, sm->f);
            ai_eval(&g, -1, sm->hand);
        }
        int p = ys_to_move(&g);
        ys_view(&g, p, &v);
        AiParams prm = r->bot;
        prm.seed = o.seed * 0x9E3779B97F4A7C15ull + (uint64_t)ply * 0xD1B54A32D192ED03ull + (uint64_t)p;
        YsMove m;
        if (ai_choose(&v, &prm, &m) || ys_apply(&g, &m)) {
            fprintf(stderr, "ys-fit: the bot made no legal move (game %ld)\n", k);
            exit(1);
        }
    }
    YsResult res;
    ys_result(&g, &res);
    for (int i = 0; i < GROUPS; i++)
        for (int w = 0; w < res.nwinners; w++)
            out[i].y[res.winners[w]] += 1.0 / res.nwinners;
}

static void *worker(void *arg)
{
    Run *r = arg;
    for (long k; (k = atomic_fetch_add(&r->next, 1)) < r->games;)
        play(r, k);
    return NULL;
}

static void probs(const Sample *s, const double *w, double *p)
{
    double top = -INFINITY, z = 0;
    for (int i = 0; i < s->seats; i++) {
        p[i] = 0;
        for (int k = 0; k < AI_NFEAT; k++)
            p[i] += w[k] * s->f[i][k];
        if (p[i] > top) top = p[i];
    }
    for (int i = 0; i < s->seats; i++)
        z += p[i] = exp(p[i] - top);
    for (int i = 0; i < s->seats; i++)
        p[i] /= z;
}

/* Which samples take part: every sample of the turn, or only those of
 * games kept (k % 5 != 4) or held out (k % 5 == 4). */
enum { ALL, TRAIN, TEST };
static int takes(long k, int part) { return part == ALL || (part == TEST) == (k % 5 == 4); }

/* Fits the weights of one turn (Newton on the conditional logit). */
static void fit(const Run *r, int grp, int part, double *w)
{
    memset(w, 0, sizeof(double) * AI_NFEAT);
    long n = 0;
    for (long k = 0; k < r->games; k++)
        n += r->s[k * GROUPS + grp].used && takes(k, part);
    if (!n) return;
    for (int step = 0; step < NEWTON_STEPS; step++) {
        double grad[AI_NFEAT] = {0}, h[AI_NFEAT][AI_NFEAT] = {{0}}, dw[AI_NFEAT];
        for (long k = 0; k < r->games; k++) {
            const Sample *s = &r->s[k * GROUPS + grp];
            if (!s->used || !takes(k, part)) continue;
            double p[YS_MAX_SEATS], mean[AI_NFEAT] = {0};
            probs(s, w, p);
            for (int i = 0; i < s->seats; i++)
                for (int a = 0; a < AI_NFEAT; a++) {
                    grad[a] += (s->y[i] - p[i]) * s->f[i][a];
                    mean[a] += p[i] * s->f[i][a];
                }
            for (int i = 0; i < s->seats; i++)
                for (int a = 0; a < AI_NFEAT; a++)
                    for (int b = 0; b < AI_NFEAT; b++)
                        h[a][b] += p[i] * s->f[i][a] * s->f[i][b];
            for (int a = 0; a < AI_NFEAT; a++)
                for (int b = 0; b < AI_NFEAT; b++)
                    h[a][b] -= mean[a] * mean[b];
        }
        for (int a = 0; a < AI_NFEAT; a++) {
            grad[a] -= RIDGE * n * w[a];
            h[a][a] += RIDGE * n;
        }
        if (fit_solve(AI_NFEAT, &h[0][0], grad, dw)) break;
        double moved = 0;
        for (int a = 0; a < AI_NFEAT; a++)
            w[a] += dw[a], moved += fabs(dw[a]);
        if (moved < 1e-10) break;
    }
}

/* Held-out log loss of the fit, and how often each evaluation's favourite won. */
static void judge(const Run *r, int grp, const double *w, double *loss, double *hit_fit, double *hit_hand, long *n)
{
    *loss = *hit_fit = *hit_hand = 0, *n = 0;
    for (long k = 0; k < r->games; k++) {
        const Sample *s = &r->s[k * GROUPS + grp];
        if (!s->used || !takes(k, TEST)) continue;
        double p[YS_MAX_SEATS];
        probs(s, w, p);
        int bf = 0, bh = 0;
        for (int i = 0; i < s->seats; i++) {
            if (s->y[i] > 0) *loss -= s->y[i] * log(p[i] > 1e-12 ? p[i] : 1e-12);
            if (p[i] > p[bf]) bf = i;
            if (s->hand[i] > s->hand[bh]) bh = i;
        }
        *hit_fit += s->y[bf], *hit_hand += s->y[bh], ++*n;
    }
    if (*n) *loss /= *n, *hit_fit /= *n, *hit_hand /= *n;
}

static void usage(void)
{
    fputs("usage: ys-fit [--games DEALS] [--bot LEVEL[:it=N]] [--threads N] [--seed N] [--out FILE]\n"
          "  plays DEALS self-play games per player count (2, 3, 4), default 600 with\n"
          "  medium:it=48, fits the evaluation and writes its table to FILE\n"
          "  (default src/ai/eval_table.h; - for standard output)\n",
          stderr);
    exit(2);
}

static const char *feature_name[AI_NFEAT] = {"gold",  "colours",  "worth",  "gems",   "black",
                                             "cards", "contests", "throne", "neutral"};

int main(int argc, char **argv)
{
    cli_std_check("ys-fit");
    FitArgs fa = {.games = 600, .seed = 1, .threads = 1, .out = "src/ai/eval_table.h", .bot = "medium"};
    int it = 48, bad = 0;
    for (int i = 1; i < argc; i++)
        if (!fit_arg(argc, argv, &i, &fa, &bad)) usage();
    long long games = fa.games, seed = fa.seed;
    int threads = fa.threads;
    const char *out = fa.out, *bot = fa.bot;
    char level[32];
    AiParams player;
    if (bad || fit_bot(bot, it, &player, level, sizeof level)) usage();
    it = player.iterations;
    /* a FIFO, a device or a folder is refused now, not after the games */
    if (cli_out_usable("ys-fit", out)) return 1;
    double w[3][YS_ROUNDS][AI_NFEAT];
    memset(w, 0, sizeof w);
    for (int players = 2; players <= 4; players++) {
        Run r = {.players = players, .games = games, .seed = seed};
        r.bot = player;
        r.s = fit_calloc((size_t)games * GROUPS, sizeof *r.s, "ys-fit");
        atomic_init(&r.next, 0);
        fit_parallel(threads, worker, &r);
        for (int grp = 0; grp < GROUPS; grp++) {
            double test[AI_NFEAT], loss, hf, hh;
            long n;
            fit(&r, grp, TRAIN, test);
            judge(&r, grp, test, &loss, &hf, &hh, &n);
            fit(&r, grp, ALL, w[players - 2][FIRST_TURN - 1 + grp]);
            fprintf(stderr,
                    "%d players, turn %d: %ld held out, log loss %.3f (chance %.3f), favourite won: fitted %.1f%%, "
                    "hand-made %.1f%%\n",
                    players, FIRST_TURN + grp, n, loss, log(players == 2 ? 3.0 : players), 100 * hf, 100 * hh);
        }
        /* turn 1's positions are never at a search's horizon: turn 2's weights */
        memcpy(w[players - 2][0], w[players - 2][1], sizeof w[0][0]);
        free(r.s);
    }
    /* the whole table, then one write: a table cut short never replaces the old one */
    YsBuf b = {0};
    ys_buf_printf(&b,
                  "/* eval_table.h - the fitted evaluation's weights (eval_fit.c). Generated: do\n"
                  " * not edit. Made by ys-fit (tools/fit/ys_fit.c) with\n"
                  " *   build/tools/fit/ys-fit --games %lld --bot %s:it=%d --seed %llu\n"
                  " * from the repository root: self-play games per player count, each seat's\n"
                  " * features at the start of turns 2-4, a conditional logit on who won.\n"
                  " * [players - 2][turn - 1][feature]; turn 1 repeats turn 2. */\n"
                  "#ifndef YS_EVAL_TABLE_H\n#define YS_EVAL_TABLE_H\n\n"
                  "/* clang-format off */\n"
                  "static const double ai_fit_weights[3][YS_ROUNDS][AI_NFEAT] = {\n",
                  games, level, it, (unsigned long long)seed);
    for (int p = 0; p < 3; p++) {
        ys_buf_printf(&b, "    { /* %d players */\n", p + 2);
        for (int t = 0; t < YS_ROUNDS; t++) {
            ys_buf_printf(&b, "        {");
            for (int k = 0; k < AI_NFEAT; k++)
                ys_buf_printf(&b, "%s%.6g", k ? ", " : "", w[p][t][k]);
            ys_buf_printf(&b, "}, /* turn %d */\n", t + 1);
        }
        ys_buf_printf(&b, "    },\n");
    }
    ys_buf_printf(&b, "};\n/* clang-format on */\n/* features:");
    for (int k = 0; k < AI_NFEAT; k++)
        ys_buf_printf(&b, " %s", feature_name[k]);
    ys_buf_printf(&b, " */\n\n#endif\n");
    int rc = cli_write_file("ys-fit", out, b.s, b.n);
    ys_buf_free(&b);
    return rc;
}
