/* test_playout.c - ys_play_out (a whole random playout in one call) plays
 * exactly what calling ys_play_random until ys_over plays: from the same
 * game and the same rng state, both end in the same game, byte for byte,
 * with the same rng state, after the same number of moves, and the game's
 * `quiet` flag is given back as it was.
 *
 * The positions compared are taken along seeded referee games (a move
 * drawn uniformly from ys_legal, so every kind of decision is met: bids,
 * seats, windows, cards, placements, after-placement steps, takes, quotes,
 * rankings, the throne) in every configuration, and worlds dealt from a
 * player's view there (what the bots play out). ys-bench's games, played
 * from the start with ys_play_out, are pinned by test_golden's playouts
 * through the same rng draws. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "ys/determinize.h"

static const struct {
    const char *opts;
    int games;
} configs[] = {
    {"players=4", 40},
    {"players=4 kings-favor=on", 30},
    {"players=4 express=on", 30},
    {"players=4 kings-favor=on express=on", 30},
    {"players=3 neighbourhoods=3", 30},
    {"players=3 neighbourhoods=3 kings-favor=on express=on", 30},
    {"players=3 neighbourhoods=4", 30},
    {"players=3 neighbourhoods=4 kings-favor=on", 30},
    {"players=3 neighbourhoods=4 express=on", 30},
    {"players=2", 40},
    {"players=2 neutral=4310 peek=off", 30},
};
#define NCONF (int)(sizeof configs / sizeof configs[0])

static YsMatch *M;
static YsMoveList *L;
static YsGame *A, *B;
static long n_compared, n_worlds, n_moves, n_decisions[YS_DEC_OVER + 1];

/* From g and rng: ys_play_out on one copy, a ys_play_random loop on another. */
static void compare(const YsGame *g, uint64_t rng, const char *ctx, int move)
{
    memcpy(A, g, sizeof *A);
    memcpy(B, g, sizeof *B);
    uint64_t ra = rng, rb = rng;
    int quiet = (int)(rng >> 63); /* either way: it must come back as it was */
    A->priv.quiet = B->priv.quiet = quiet;
    int n = ys_play_out(A, &ra), loop = 0;
    while (!ys_play_random(B, &rb))
        loop++;
    if (n != loop || ra != rb || memcmp(A, B, sizeof *A) || A->priv.quiet != quiet || !ys_over(A))
        fail_msg("%s move %d: ys_play_out %d moves, the ys_play_random loop %d; rng %s, game %s", ctx, move, n, loop,
                 ra == rb ? "same" : "differs", memcmp(A, B, sizeof *A) ? "differs" : "same");
    n_compared++;
    n_moves += n;
    /* over: nothing more to play, nothing drawn, nothing changed */
    uint64_t r0 = ra;
    assert_int_equal(ys_play_out(A, &ra), 0);
    assert_true(ra == r0 && !memcmp(A, B, sizeof *A));
}

static void test_config(void **state)
{
    int k = (int)(intptr_t)*state;
    static YsView v;
    static YsGame world;
    for (int i = 0; i < configs[k].games; i++) {
        char opts[200], ctx[240];
        uint64_t seed = 7919ull * (uint64_t)(k + 1) + (uint64_t)i;
        snprintf(opts, sizeof opts, "%s seed=%llu", configs[k].opts, (unsigned long long)seed);
        yt_new(M, opts);
        uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 3;
        snprintf(ctx, sizeof ctx, "%s", opts);
        for (int move = 0;; move++) {
            const YsGame *g = &M->g;
            /* about one position in six, and always the first and the last */
            if (move == 0 || ys_over(g) || ys_rng_below(&rng, 6) == 0) {
                n_decisions[g->dec]++;
                compare(g, ys_rng_next(&rng), ctx, move);
                if (!ys_over(g) && ys_rng_below(&rng, 3) == 0) {
                    assert_int_equal(ys_view(g, (int)ys_rng_below(&rng, (uint32_t)g->opt.players), &v), 0);
                    assert_int_equal(ys_determinize(&v, &rng, &world), 0);
                    compare(&world, ys_rng_next(&rng), ctx, move);
                    n_worlds++;
                }
            }
            if (ys_over(g)) break;
            assert_true(ys_legal(g, L) > 0);
            assert_int_equal(ys_match_play(M, &L->m[ys_rng_below(&rng, (uint32_t)L->n)]), 0);
        }
    }
}

/* The suite met what it claims to: every kind of decision a referee game
 * poses, dealt worlds, whole games. */
static void test_coverage(void **state)
{
    (void)state;
    printf("playout: %ld positions compared (%ld dealt worlds), %ld moves played out\n", n_compared, n_worlds, n_moves);
    assert_true(n_worlds > 100 && n_moves > 100000);
    static const int kinds[] = {YS_DEC_BID,  YS_DEC_SEAT,  YS_DEC_WINDOW, YS_DEC_PLACE,  YS_DEC_AFTER,
                                YS_DEC_TAKE, YS_DEC_QUOTE, YS_DEC_RANK,   YS_DEC_THRONE, YS_DEC_OVER};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (!n_decisions[kinds[i]]) fail_msg("no position at decision %d was compared", kinds[i]);
}

static int setup(void **state)
{
    (void)state;
    M = malloc(sizeof *M);
    L = malloc(sizeof *L);
    A = malloc(sizeof *A);
    B = malloc(sizeof *B);
    return !M || !L || !A || !B;
}

static int teardown(void **state)
{
    (void)state;
    free(M);
    free(L);
    free(A);
    free(B);
    return 0;
}

int main(void)
{
    struct CMUnitTest tests[NCONF + 1];
    for (int k = 0; k < NCONF; k++)
        tests[k] = (struct CMUnitTest){configs[k].opts, test_config, NULL, NULL, (void *)(intptr_t)k};
    tests[NCONF] = (struct CMUnitTest){"coverage", test_coverage, NULL, NULL, NULL};
    return cmocka_run_group_tests_name("playout", tests, setup, teardown);
}
