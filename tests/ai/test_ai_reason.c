/* test_ai_reason.c - the hint's reason as data (ai_reason: a kind with its
 * numbers and places, no words) and in English (ai_explain, which hints and
 * narrations print): over every legal move of seeded random positions in
 * every configuration, the English is byte for byte what it was before the
 * reason became structured (a checksum of all of it, taken from the code
 * before), and every move gets a known kind. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "positions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ys/ai.h"

static const char *const configs[] = {
    "players=4",
    "players=4 kings-favor=on",
    "players=4 express=on",
    "players=3 neighbourhoods=3",
    "players=3 neighbourhoods=4 kings-favor=on",
    "players=2",
    "players=2 neutral=4310",
};

/* What ai_explain wrote for these positions before AiReason existed: FNV-1a
 * over every text and its newline, and how many texts. */
#define GOLDEN_HASH 0xce52e28ffb71b069ull
#define GOLDEN_COUNT 476019L

static void new_game(YsGame *g, const char *opts, uint64_t seed)
{
    assert_int_equal(game_from_options(g, opts, seed), 0);
}

static uint64_t fnv(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
    return h;
}

static void test_english_unchanged(void **state)
{
    (void)state;
    YsGame *g = malloc(sizeof *g);
    YsView *v = malloc(sizeof *v);
    YsMoveList *list = malloc(sizeof *list);
    uint64_t h = 0xcbf29ce484222325ull;
    long count = 0;
    for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            new_game(g, configs[c], seed);
            uint64_t rng = seed * 77 + c;
            while (!ys_over(g)) {
                int p = ys_to_move(g);
                if (p >= 0 && ys_view(g, p, v) == 0 && ys_legal(g, list) > 0)
                    for (int i = 0; i < list->n; i++) {
                        char text[200];
                        int n = ai_explain(v, &list->m[i], text, sizeof text);
                        assert_int_equal(n, (int)strlen(text));
                        assert_true(n > 0);
                        h = fnv(h, text, strlen(text));
                        h = fnv(h, "\n", 1);
                        count++;
                    }
                assert_int_equal(ys_play_random(g, &rng), 0);
            }
        }
    printf("explained %ld moves, checksum 0x%016llx\n", count, (unsigned long long)h);
    assert_int_equal(count, GOLDEN_COUNT);
    assert_true(h == GOLDEN_HASH);
    free(g), free(v), free(list);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_english_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
