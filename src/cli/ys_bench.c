/* ys_bench.c - ys-bench: seeded random full games in-process, one line out:
 * "<games> games, <moves> moves, <G> games/s, <N> ns/move". */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "args.h"
#include "out.h"
#include "ys/ys.h"

/* Processor time of this (single-threaded) program: the rate of one core,
 * unaffected by other work on the machine. */
static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

static void usage(void)
{
    fputs("usage: ys-bench [--players N] [--games N] [--seed N] [--kings-favor] [--express]\n", stderr);
    exit(2);
}

int main(int argc, char **argv)
{
    cli_std_check("ys-bench");
    YsOptions o;
    ys_options_default(&o);
    long long games = 20000, seed = 1;
    int bad = 0;
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
