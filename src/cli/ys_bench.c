/* ys_bench.c - ys-bench: seeded random full games in-process, one line out:
 * "<games> games, <moves> moves, <G> games/s, <N> ns/move"; or, with
 * --search LEVEL, that bot's search on one core over seeded positions:
 * "<level>: <P> positions, <I> iterations, <R> iterations/s, ...". */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "args.h"
#include "out.h"
#include "ys/ai.h"
#include "ys/ys.h"

/* Processor time of this (single-threaded) program: the rate of one core,
 * unaffected by other work on the machine. */
static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

static void usage(void)
{
    fputs("usage: ys-bench [--players N] [--games N] [--seed N] [--kings-favor] [--express]\n"
          "       ys-bench --search hard|expert [--positions N] [--iterations N] [--players N] [--seed N]\n"
          "  --search: the bot's search on one thread, a fixed number of iterations on\n"
          "        each of N positions of seeded random games (a player with a choice to\n"
          "        make), timed by processor time: iterations per second of one core\n",
          stderr);
    exit(2);
}

/* Position i of the search bench: game seed+i played at random to a point
 * drawn from its length, then on to a decision with two or more moves. 0,
 * or -1 when the game ends before one. */
static int bench_position(const YsOptions *o, uint64_t seed, YsGame *g)
{
    static YsMoveList ml;
    YsOptions opt = *o;
    opt.seed = seed;
    ys_new(g, &opt, NULL, 0);
    YsGame start = *g;
    uint64_t rng = seed ^ 0x62656e6368ull;
    int len = 0;
    while (!ys_play_random(g, &rng))
        len++;
    *g = start;
    rng = seed ^ 0x62656e6368ull;
    uint64_t pick = seed * 0x9E3779B97F4A7C15ull + 7;
    for (int k = (int)ys_rng_below(&pick, (uint32_t)len + 1); k > 0; k--)
        ys_play_random(g, &rng);
    while (!ys_over(g) && ys_legal(g, &ml) < 2)
        ys_play_random(g, &rng);
    return ys_over(g) ? -1 : 0;
}

/* The search bench: iterations per second of processor time. */
static int bench_search(const YsOptions *o, int level, long long positions, long long iterations, long long seed)
{
    static YsGame g;
    static YsView v;
    long long done = 0, total = 0;
    uint64_t chosen = 0xcbf29ce484222325ull; /* FNV-1a of the moves chosen: the same search gives the same */
    double busy = 0;
    for (long long i = 0; done < positions && i < positions * 10; i++) {
        if (bench_position(o, (uint64_t)(seed + i), &g)) continue;
        ys_view(&g, g.to_move, &v);
        AiParams prm = {.level = level, .iterations = (int)iterations, .seed = (uint64_t)(seed + i), .threads = 1};
        YsMove m;
        double t0 = now();
        int rc = ai_choose(&v, &prm, &m);
        busy += now() - t0;
        if (rc) {
            fprintf(stderr, "ys-bench: the search found no move in position %lld\n", i);
            return 1;
        }
        done++;
        total += iterations;
        const unsigned char *b = (const unsigned char *)&m;
        for (size_t k = 0; k < sizeof m; k++)
            chosen = (chosen ^ b[k]) * 0x100000001b3ull;
    }
    printf("%s: %lld positions, %lld iterations, %.0f iterations/s, %.1f us/iteration\n", ai_level_name(level), done,
           total, total / busy, busy * 1e6 / (double)total);
    fprintf(stderr, "(moves checksum %016llx)\n", (unsigned long long)chosen);
    return cli_stdout_done("ys-bench");
}

int main(int argc, char **argv)
{
    cli_std_check("ys-bench");
    YsOptions o;
    ys_options_default(&o);
    long long games = 20000, seed = 1, positions = 40, iterations = 2000;
    int bad = 0, search = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--kings-favor"))
            o.kings_favor = 1;
        else if (!strcmp(a, "--express"))
            o.express = 1;
        else if (i + 1 < argc && !strcmp(a, "--players"))
            bad |= cli_int(argv[++i], 2, 4, &o.players);
        else if (i + 1 < argc && !strcmp(a, "--games"))
            bad |= cli_number(argv[++i], 1, 100000000, &games);
        else if (i + 1 < argc && !strcmp(a, "--seed"))
            bad |= cli_number(argv[++i], 0, LLONG_MAX, &seed);
        else if (i + 1 < argc && !strcmp(a, "--search"))
            bad |= (search = ai_level_parse(argv[++i])) < AI_HARD;
        else if (i + 1 < argc && !strcmp(a, "--positions"))
            bad |= cli_number(argv[++i], 1, 100000, &positions);
        else if (i + 1 < argc && !strcmp(a, "--iterations"))
            bad |= cli_number(argv[++i], 1, AI_MAX_ITERATIONS, &iterations);
        else
            usage();
    }
    if (bad) usage();
    if (o.players == 2) o.nbhds = 3;
    char err[160];
    if (ys_options_check(&o, err, sizeof err)) {
        fprintf(stderr, "ys-bench: %s\n", err);
        return 2;
    }
    if (search >= 0) return bench_search(&o, search, positions, iterations, seed);
    uint64_t rng = seed;
    long long moves = 0;
    long long checksum = 0;
    YsGame g;
    double t0 = now();
    for (long long i = 0; i < games; i++) {
        o.seed = seed + (uint64_t)i;
        ys_new(&g, &o, NULL, 0);
        moves += ys_play_out(&g, &rng);
        checksum += g.score[0];
    }
    double dt = now() - t0;
    printf("%lld games, %lld moves, %.0f games/s, %.0f ns/move\n", games, moves, games / dt, dt * 1e9 / (double)moves);
    fprintf(stderr, "(checksum %lld)\n", checksum);
    return cli_stdout_done("ys-bench");
}
