/* ys_arena.c - ys-arena: bot tournaments. Every deal is played once per seat
 * rotation with the same seed, on several threads; prints per bot the win
 * share with its 95% Wilson interval, mean score and think times. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "args.h"
#include "out.h"
#include "ys/ai.h"
#include "ys/ys.h"
#include "ys/die.h"

#define MAX_BOTS YS_MAX_HUMANS

typedef struct {
    char name[48];
    AiParams prm;
    int forget; /* the bot sees views without the public history (to measure what it is worth) */
} Entrant;

typedef struct {
    double wins; /* ties share the win */
    long games;
    double score_sum;
    double *think; /* seconds per decision */
    long nthink, cap;
} Tally;

typedef struct {
    YsOptions opt;
    Entrant bot[MAX_BOTS];
    int nbots; /* one per seat */
    long deals;
    uint64_t seed;
    int threads, json, quiet;
    FILE *log;        /* --log: one JSON line per finished game, flushed at once */
    int log_errno;    /* the log could not be written (errno, or -1): no more games */
    atomic_long next; /* next game to play */
    long total;
    pthread_mutex_t lock;
    Tally tally[MAX_BOTS];
    long done;
    double started;
} Arena;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void usage(void)
{
    fputs("usage: ys-arena [--players N] [--games DEALS] [--bots LIST] [--threads N]\n"
          "                [--iterations N] [--ms N] [--seed N] [--neighbourhoods 3|4]\n"
          "                [--kings-favor] [--express] [--json] [--quiet] [--log FILE]\n"
          "  LIST: one bot per seat, e.g. hard,medium,medium,medium or medium,easy*3;\n"
          "        a bot is random|easy|medium|hard|expert, optionally with :ms=N, :it=N\n"
          "        and :threads=N (search threads for hard and expert; expert's default\n"
          "        is every core) and :eval=hand|fitted (how hard and expert judge\n"
          "        their search's horizon: the hand-made evaluation, also called old,\n"
          "        or the one fitted by ys-fit); :lean=on|off deals their worlds leaned\n"
          "        by where the others hid their brokers (expert's way) or not;\n"
          "        :forget hides the public history\n"
          "        (hands won, ships drawn, palace cards shown) from its views\n"
          "  --threads N: games played at once; each bot's threads come on top, so\n"
          "        on a 16-core machine --threads 4 with expert:threads=4 vs hards\n"
          "  each deal is played once per seat rotation (games = DEALS x players)\n"
          "  --log FILE: appends a JSON line per finished game (deal, rotation, per seat\n"
          "        the bot, score, share of the win and think times), so a run cut short\n"
          "        keeps its games; scripts/arena-summary.py adds such files up\n",
          stderr);
    exit(2);
}

static int parse_bot(const char *s, Entrant *e, int it_override, int ms_override)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", s);
    char *opts = strchr(buf, ':');
    if (opts) *opts++ = 0;
    int level = ai_level_parse(buf);
    if (level < 0) return -1;
    memset(e, 0, sizeof *e);
    e->prm.level = (AiLevel)level;
    e->prm.iterations = it_override;
    e->prm.ms = ms_override;
    while (opts && *opts) {
        char *next = strchr(opts, ':');
        if (next) *next++ = 0;
        if (!strncmp(opts, "ms=", 3)) {
            if (cli_int(opts + 3, 0, AI_MAX_MS, &e->prm.ms)) return -1;
        } else if (!strncmp(opts, "it=", 3)) {
            if (cli_int(opts + 3, 0, AI_MAX_ITERATIONS, &e->prm.iterations)) return -1;
        } else if (!strcmp(opts, "eval=hand") || !strcmp(opts, "eval=old"))
            e->prm.eval = AI_EVAL_HAND;
        else if (!strcmp(opts, "eval=fitted") || !strcmp(opts, "eval=fit"))
            e->prm.eval = AI_EVAL_FITTED;
        else if (!strcmp(opts, "lean=on") || !strcmp(opts, "lean=off"))
            e->prm.lean = strcmp(opts, "lean=on") ? -1 : 1;
        else if (!strcmp(opts, "forget"))
            e->forget = 1;
        else if (!strncmp(opts, "threads=", 8)) {
            if (cli_int(opts + 8, 1, 64, &e->prm.threads)) return -1;
        } else
            return -1;
        opts = next;
    }
    snprintf(e->name, sizeof e->name, "%s", s);
    return 0;
}

static void tally_think(Tally *t, double s)
{
    if (t->nthink == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 1024;
        t->think = realloc(t->think, (size_t)t->cap * sizeof *t->think);
        if (!t->think) ys_die("out of memory (the thinking times)");
    }
    t->think[t->nthink++] = s;
}

/* One line of --log for a finished game; called under the lock. */
static void log_game(Arena *a, long deal, int rot, const int *seat_bot, const YsResult *r, const double *think,
                     const int *think_bot, int nt)
{
    int n = a->opt.players;
    fprintf(a->log, "{\"players\":%d,\"seed\":%llu,\"deal\":%ld,\"rotation\":%d,\"seats\":[", n,
            (unsigned long long)a->seed, deal, rot);
    for (int s = 0; s < n; s++) {
        double win = 0;
        for (int w = 0; w < r->nwinners; w++)
            if (r->winners[w] == s) win = 1.0 / r->nwinners;
        fprintf(a->log, "%s{\"bot\":\"%s\",\"score\":%d,\"win\":%.4f,\"think_ms\":[", s ? "," : "",
                a->bot[seat_bot[s]].name, r->score[s], win);
        int first = 1;
        for (int i = 0; i < nt; i++)
            if (think_bot[i] == seat_bot[s]) fprintf(a->log, "%s%.1f", first ? "" : ",", think[i] * 1e3), first = 0;
        fputs("]}", a->log);
    }
    fputs("]}\n", a->log);
    errno = 0;
    if (fflush(a->log) != 0 || ferror(a->log)) {
        /* a full disk: the games that follow would go unrecorded */
        a->log_errno = errno ? errno : -1;
        atomic_store(&a->next, a->total);
    }
}

/* The log, appended to: a regular file or a new one. Anything else (a
 * folder, a FIFO that would wait for a reader) is refused, checked before
 * and after an open that never waits. */
static FILE *open_log(const char *path)
{
    struct stat st;
    int other = !stat(path, &st) && !S_ISREG(st.st_mode), fd = -1;
#ifdef O_NONBLOCK
    if (!other) fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK, 0644);
#else
    if (!other) fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
#endif
    if (fd >= 0 && (fstat(fd, &st) || !S_ISREG(st.st_mode))) close(fd), fd = -1, other = 1;
    FILE *f = fd >= 0 ? fdopen(fd, "a") : NULL;
    if (!f) {
        fprintf(stderr, "ys-arena: cannot open %s for the log%s\n", path, other ? ": not a regular file" : "");
        if (fd >= 0) close(fd);
    }
    return f;
}

/* Plays game number k: deal k / players, rotation k % players. */
static void play_game(Arena *a, long k, YsMatch *scratch)
{
    int n = a->opt.players;
    long deal = k / n;
    int rot = (int)(k % n);
    YsOptions o = a->opt;
    o.seed = a->seed + (uint64_t)deal * 7919u;
    YsGame g;
    char err[160];
    if (ys_new(&g, &o, err, sizeof err)) {
        fprintf(stderr, "ys-arena: %s\n", err);
        exit(2);
    }
    int seat_bot[MAX_BOTS];
    for (int s = 0; s < n; s++)
        seat_bot[s] = (s + rot) % n;
    YsView *v = &scratch->g;
    double think[YS_MAX_LOG];
    int think_bot[YS_MAX_LOG], nt = 0;
    for (int ply = 0; !ys_over(&g); ply++) {
        int p = ys_to_move(&g);
        ys_view(&g, p, v);
        if (a->bot[seat_bot[p]].forget) v->memory = 0;
        AiParams prm = a->bot[seat_bot[p]].prm;
        prm.seed = o.seed * 0x9E3779B97F4A7C15ull + (uint64_t)ply * 0xD1B54A32D192ED03ull + (uint64_t)p;
        YsMove m;
        double t0 = now();
        if (ai_choose(v, &prm, &m) || ys_apply(&g, &m)) {
            fprintf(stderr, "ys-arena: bot %s made no legal move (deal %ld)\n", a->bot[seat_bot[p]].name, deal);
            exit(1);
        }
        double dt = now() - t0;
        if (nt < YS_MAX_LOG) think[nt] = dt, think_bot[nt++] = seat_bot[p];
    }
    YsResult r;
    ys_result(&g, &r);
    pthread_mutex_lock(&a->lock);
    for (int s = 0; s < n; s++) {
        Tally *t = &a->tally[seat_bot[s]];
        t->games++;
        t->score_sum += r.score[s];
        for (int w = 0; w < r.nwinners; w++)
            if (r.winners[w] == s) t->wins += 1.0 / r.nwinners;
    }
    for (int i = 0; i < nt; i++)
        tally_think(&a->tally[think_bot[i]], think[i]);
    if (a->log && !a->log_errno) log_game(a, deal, rot, seat_bot, &r, think, think_bot, nt);
    a->done++;
    if (!a->quiet && !a->json && (a->done % 50 == 0 || a->done == a->total))
        fprintf(stderr, "\r%ld/%ld games (%.0f s)", a->done, a->total, now() - a->started);
    pthread_mutex_unlock(&a->lock);
}

static void *worker(void *arg)
{
    Arena *a = arg;
    YsMatch *scratch = malloc(sizeof *scratch);
    if (!scratch) ys_die("out of memory (a game)");
    for (;;) {
        long k = atomic_fetch_add(&a->next, 1);
        if (k >= a->total) break;
        play_game(a, k, scratch);
    }
    free(scratch);
    return NULL;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* 95% Wilson score interval for a share p of n trials. */
static void wilson(double p, double n, double *lo, double *hi)
{
    const double z = 1.959963984540054;
    if (n <= 0) {
        *lo = 0, *hi = 1;
        return;
    }
    double d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
    double h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    *lo = c - h < 0 ? 0 : c - h;
    *hi = c + h > 1 ? 1 : c + h;
}

int main(int argc, char **argv)
{
    static Arena a;
    cli_std_check("ys-arena");
    ys_options_default(&a.opt);
    a.deals = 100;
    a.seed = 1;
    a.threads = 2;
    int it = 0, ms = 0;
    const char *bots = NULL, *log_path = NULL;
    long long deals = a.deals, seed = (long long)a.seed;
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!strcmp(s, "--kings-favor"))
            a.opt.kings_favor = 1;
        else if (!strcmp(s, "--express"))
            a.opt.express = 1;
        else if (!strcmp(s, "--json"))
            a.json = 1;
        else if (!strcmp(s, "--quiet"))
            a.quiet = 1;
        else if (i + 1 < argc && !strcmp(s, "--players"))
            bad |= cli_int(argv[++i], 2, 4, &a.opt.players);
        else if (i + 1 < argc && !strcmp(s, "--neighbourhoods"))
            bad |= cli_int(argv[++i], 3, 4, &a.opt.nbhds);
        else if (i + 1 < argc && !strcmp(s, "--games"))
            bad |= cli_number(argv[++i], 1, 1000000000, &deals);
        else if (i + 1 < argc && !strcmp(s, "--bots"))
            bots = argv[++i];
        else if (i + 1 < argc && !strcmp(s, "--threads"))
            bad |= cli_int(argv[++i], 1, 256, &a.threads);
        else if (i + 1 < argc && !strcmp(s, "--iterations"))
            bad |= cli_int(argv[++i], 0, AI_MAX_ITERATIONS, &it);
        else if (i + 1 < argc && !strcmp(s, "--ms"))
            bad |= cli_int(argv[++i], 0, AI_MAX_MS, &ms);
        else if (i + 1 < argc && !strcmp(s, "--seed"))
            bad |= cli_number(argv[++i], 0, LLONG_MAX, &seed);
        else if (i + 1 < argc && !strcmp(s, "--log"))
            log_path = argv[++i];
        else
            usage();
    }
    if (bad) usage();
    a.deals = (long)deals, a.seed = (uint64_t)seed;
    int n = a.opt.players;
    if (n == 2) a.opt.nbhds = 3;
    char err[160];
    if (ys_options_check(&a.opt, err, sizeof err)) {
        fprintf(stderr, "ys-arena: %s\n", err);
        return 2;
    }
    /* the line-up: one bot per seat; "x*3" repeats */
    char list[512];
    snprintf(list, sizeof list, "%s", bots ? bots : (n == 2 ? "medium,easy" : "medium,easy*3"));
    for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
        char *star = strchr(tok, '*');
        int rep = 1;
        if (star && (*star = 0, cli_int(star + 1, 1, MAX_BOTS, &rep))) usage();
        for (int r = 0; r < rep; r++) {
            if (a.nbots >= MAX_BOTS || parse_bot(tok, &a.bot[a.nbots], it, ms)) usage();
            a.nbots++;
        }
    }
    if (a.nbots != n) {
        fprintf(stderr, "ys-arena: %d players need %d bots (got %d)\n", n, n, a.nbots);
        return 2;
    }
    if (log_path && !(a.log = open_log(log_path))) return 2;
    a.total = a.deals * n;
    pthread_mutex_init(&a.lock, NULL);
    a.started = now();
    pthread_t tid[256];
    for (int i = 0; i < a.threads; i++)
        if (pthread_create(&tid[i], NULL, worker, &a)) {
            fputs("ys-arena: cannot start a thread\n", stderr);
            return 1;
        }
    for (int i = 0; i < a.threads; i++)
        pthread_join(tid[i], NULL);
    double elapsed = now() - a.started;
    if (!a.quiet && !a.json) fputc('\n', stderr);
    if (a.log_errno) {
        fprintf(stderr, "ys-arena: could not write the log %s: %s; stopped after %ld game%s\n", log_path,
                a.log_errno > 0 ? strerror(a.log_errno) : "write error", a.done, a.done == 1 ? "" : "s");
        return 1;
    }

    /* group seats with the same bot name */
    int group[MAX_BOTS], ng = 0;
    for (int b = 0; b < n; b++) {
        int found = -1;
        for (int j = 0; j < ng && found < 0; j++)
            if (!strcmp(a.bot[group[j]].name, a.bot[b].name)) found = j;
        if (found < 0) group[ng++] = b;
    }
    if (a.json)
        printf("{\"players\":%d,\"deals\":%ld,\"games\":%ld,\"seconds\":%.1f,\"bots\":[", n, a.deals, a.total, elapsed);
    else
        printf("%d players, %ld deals x %d rotations = %ld games, %.1f s\n%-24s %5s %8s %17s %10s %11s %11s\n", n,
               a.deals, n, a.total, elapsed, "bot", "seats", "win%", "95% CI", "score", "think mean", "think med");
    for (int j = 0; j < ng; j++) {
        double wins = 0, games = 0, score = 0;
        int seats = 0;
        Tally all = {0};
        for (int b = 0; b < n; b++) {
            if (strcmp(a.bot[b].name, a.bot[group[j]].name)) continue;
            seats++;
            wins += a.tally[b].wins, games += a.tally[b].games, score += a.tally[b].score_sum;
            for (long i = 0; i < a.tally[b].nthink; i++)
                tally_think(&all, a.tally[b].think[i]);
        }
        /* share per seat: the chance that a given seat of this bot wins */
        double share = games > 0 ? wins / games : 0, lo, hi;
        wilson(share, games, &lo, &hi);
        double mean = 0, med = 0;
        if (all.nthink) {
            for (long i = 0; i < all.nthink; i++)
                mean += all.think[i];
            mean /= (double)all.nthink;
            qsort(all.think, (size_t)all.nthink, sizeof *all.think, cmp_double);
            med = all.think[all.nthink / 2];
        }
        if (a.json)
            printf("%s{\"bot\":\"%s\",\"seats\":%d,\"games\":%.0f,\"win_share\":%.4f,\"ci95\":[%.4f,%.4f],"
                   "\"mean_score\":%.2f,\"think_ms_mean\":%.3f,\"think_ms_median\":%.3f,\"decisions\":%ld}",
                   j ? "," : "", a.bot[group[j]].name, seats, games, share, lo, hi, games ? score / games : 0,
                   mean * 1e3, med * 1e3, all.nthink);
        else
            printf("%-24s %5d %7.1f%% [%5.1f%%, %5.1f%%] %10.1f %9.2fms %9.2fms\n", a.bot[group[j]].name, seats,
                   100 * share, 100 * lo, 100 * hi, games ? score / games : 0, mean * 1e3, med * 1e3);
        free(all.think);
    }
    if (a.json) printf("]}\n");
    if (a.log && fclose(a.log)) {
        fprintf(stderr, "ys-arena: could not write the log %s: %s\n", log_path, strerror(errno));
        return 1;
    }
    return cli_stdout_done("ys-arena");
}
