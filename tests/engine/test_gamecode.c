/* test_gamecode.c - game codes (gamecode.c): every random game of the
 * property suites' configurations (the same counts, 2000 games, plus dealt
 * decks and order cards) comes back from its code, finished or stopped
 * half-way, with the same options, seats, moves and state; every cut of a
 * code and every one character changed (to each other character of the
 * alphabet and to a few others) is refused with the output left as it was;
 * another program's text is "not a code" and a later version's "newer". */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "ys/gamecode.h"

typedef struct {
    const char *opts;
    int games;
} Config;

static const Config configs[] = {
    {"players=4", 400},
    {"players=4 kings-favor=on", 200},
    {"players=4 express=on", 150},
    {"players=4 kings-favor=on express=on", 150},
    {"players=4 peek=off", 50},
    {"players=3 neighbourhoods=3", 200},
    {"players=3 neighbourhoods=4", 200},
    {"players=3 neighbourhoods=3 kings-favor=on", 100},
    {"players=3 neighbourhoods=4 express=on", 100},
    {"players=3 neighbourhoods=3 kings-favor=on express=on", 100},
    {"players=2", 200},
    {"players=2 neutral=4310", 150},
    {"players=4 order=2,1,4,3 ships=BGR,GBY,RBY,YBG,YWR", 20},
};

static const char ALPHA[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static YsMatch *A, *B, *C;
static YsMoveList *L;
static uint64_t rng = 0x9E3779B97F4A7C15ull;

static int setup(void **state)
{
    (void)state;
    A = malloc(sizeof *A), B = malloc(sizeof *B), C = malloc(sizeof *C), L = malloc(sizeof *L);
    return A && B && C && L ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(A), free(B), free(C), free(L);
    return 0;
}

/* A random game of opts with a random seed, played to the end (or to `stop`
 * moves when stop >= 0). */
static void random_game(YsMatch *m, const char *opts, int stop)
{
    char o[400];
    snprintf(o, sizeof o, "%s seed=%llu", opts, (unsigned long long)(ys_rng_next(&rng) >> 1));
    yt_new(m, o);
    while (!ys_over(&m->g) && (stop < 0 || m->nlog < stop)) {
        ys_legal(&m->g, L);
        assert_true(L->n > 0);
        assert_int_equal(ys_match_play(m, &L->m[ys_rng_below(&rng, (uint32_t)L->n)]), 0);
    }
}

static void same_game(const YsMatch *a, const YsMatch *b)
{
    assert_int_equal(a->nlog, b->nlog);
    for (int i = 0; i < a->nlog; i++)
        assert_true(ys_move_equal(&a->log[i], &b->log[i]));
    assert_memory_equal(&a->g.opt, &b->g.opt, sizeof a->g.opt);
    YsBuf ja = {0}, jb = {0};
    ys_json_view(&a->g, -1, &ja);
    ys_json_view(&b->g, -1, &jb);
    assert_string_equal(ja.s, jb.s);
    ys_buf_free(&ja);
    ys_buf_free(&jb);
}

/* A refused code leaves the match and the seats as they were. */
static void refused(const char *text, size_t n, YsCodeError want)
{
    int seats[YS_MAX_HUMANS] = {7, 7, 7, 7};
    C->nlog = 12345;
    YsCodeError e = ys_code_decode(text, n, C, seats);
    if (e == YS_CODE_OK) fail_msg("accepted: %.*s", (int)n, text);
    if (want != YS_CODE_OK) assert_int_equal(e, want);
    assert_int_equal(C->nlog, 12345);
    assert_int_equal(seats[0], 7);
}

static void test_round_trip(void **state)
{
    (void)state;
    long games = 0, chars = 0, longest = 0, moves = 0;
    for (size_t c = 0; c < sizeof configs / sizeof *configs; c++)
        for (int k = 0; k < configs[c].games; k++) {
            random_game(A, configs[c].opts, k % 5 == 4 ? (int)ys_rng_below(&rng, 120) : -1);
            int seats[YS_MAX_HUMANS], back[YS_MAX_HUMANS] = {0};
            for (int i = 0; i < YS_MAX_HUMANS; i++)
                seats[i] = (int)ys_rng_below(&rng, YS_CODE_SEAT_MAX + 1);
            YsBuf code = {0};
            assert_int_equal(ys_code_encode(A, seats, &code), 0);
            assert_int_equal(ys_code_decode(code.s, code.n, B, back), YS_CODE_OK);
            same_game(A, B);
            assert_memory_equal(seats, back, sizeof(int) * (size_t)A->g.opt.players);
            games++, chars += (long)code.n, moves += A->nlog;
            if ((long)code.n > longest) longest = (long)code.n;
            ys_buf_free(&code);
        }
    printf("%ld games, %ld moves: codes %.0f characters on average, %ld at most\n", games, moves,
           (double)chars / (double)games, longest);
}

static void test_damage_refused(void **state)
{
    (void)state;
    static const char others[] = "01ILOUabz-_ \n.";
    long tries = 0;
    for (int k = 0; k < 60; k++) {
        random_game(A, configs[k % (sizeof configs / sizeof *configs)].opts, k % 3 ? -1 : 40);
        YsBuf code = {0};
        assert_int_equal(ys_code_encode(A, NULL, &code), 0);
        char *t = malloc(code.n + 1);
        for (size_t n = 0; n < code.n; n++, tries++) /* every cut */
            refused(code.s, n, YS_CODE_OK);
        for (size_t i = 0; i < code.n; i++) {
            memcpy(t, code.s, code.n + 1);
            for (const char *o = i < 3 ? others : ALPHA; *o; o++) {
                if (*o == code.s[i]) continue;
                t[i] = *o, tries++;
                refused(t, code.n, i < 3 ? YS_CODE_NOT_CODE : YS_CODE_OK);
            }
            if (i >= 3)
                for (const char *o = others; *o; o++) {
                    if (strchr(ALPHA, *o)) continue;
                    t[i] = *o, tries++;
                    refused(t, code.n, YS_CODE_OK);
                }
        }
        /* blanks around a pasted code are fine */
        char *padded = malloc(code.n + 8);
        snprintf(padded, code.n + 8, "  %s \n", code.s);
        assert_int_equal(ys_code_decode(padded, strlen(padded), B, NULL), YS_CODE_OK);
        same_game(A, B);
        free(padded);
        free(t);
        ys_buf_free(&code);
    }
    printf("%ld damaged codes refused\n", tries);
}

static void test_foreign(void **state)
{
    (void)state;
    refused("", 0, YS_CODE_NOT_CODE);
    refused("hello", 5, YS_CODE_NOT_CODE);
    const char *save = "YS-SAVE 1\noptions players=4\n";
    refused(save, strlen(save), YS_CODE_NOT_CODE);
    refused("YS2ABCDEFGHJK", 13, YS_CODE_NEWER);
    refused("YS1", 3, YS_CODE_DAMAGED);
    refused("YS10000000", 10, YS_CODE_DAMAGED);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_damage_refused),
        cmocka_unit_test(test_foreign),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
