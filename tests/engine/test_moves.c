/* test_moves.c - moves.c and the fast paths beside the move lists: the
 * cheap "is there a card / a peek?" questions agree with the full lists,
 * and every move ys_play_random makes is one ys_legal lists. White-box:
 * the questions are engine-internal (internal.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The configurations the random games cover. */
static const struct {
    int players, nbhds, kings_favor, express, strong;
} configs[] = {
    {4, 4, 0, 0, 0}, {4, 4, 1, 0, 0}, {4, 4, 0, 1, 0}, {3, 3, 0, 0, 0}, {3, 4, 1, 0, 0},
    {3, 4, 0, 1, 0}, {2, 3, 0, 0, 0}, {2, 3, 0, 0, 1}, {4, 4, 1, 1, 0},
};
#define NCONFIGS (int)(sizeof configs / sizeof configs[0])

static void new_game(YsGame *g, int config, uint64_t seed)
{
    YsOptions o;
    ys_options_default(&o);
    o.players = configs[config].players;
    o.nbhds = configs[config].nbhds;
    o.kings_favor = configs[config].kings_favor;
    o.express = configs[config].express;
    o.strong_neutral = configs[config].strong;
    o.seed = seed;
    char err[160];
    if (ys_new(g, &o, err, sizeof err)) fail_msg("ys_new: %s", err);
}

/* Every position of many random games, every player and window: the
 * quick answers equal "the list is not empty". */
static void test_any_card_matches_lists(void **state)
{
    (void)state;
    static YsMove buf[YS_MAX_MOVES];
    long cards_seen = 0, peeks_seen = 0, positions = 0;
    for (int game = 0; game < 540; game++) {
        YsGame g;
        new_game(&g, game % NCONFIGS, 7000 + (uint64_t)game);
        uint64_t rng = 99 + (uint64_t)game;
        while (!ys_over(&g)) {
            positions++;
            for (int p = 0; p < g.opt.players; p++) {
                for (int w = 0; w < YS_WIN_NONE; w++) {
                    Gen gen = {buf, 0, YS_MAX_MOVES};
                    ys__gen_cards(&g, p, w, &gen);
                    if (ys__any_card(&g, p, w) != (gen.n > 0))
                        fail_msg("game %d round %d: any_card(player %d, window %d) = %d but %d plays listed", game,
                                 g.round, p, w, ys__any_card(&g, p, w), gen.n);
                    cards_seen += gen.n > 0;
                }
                Gen gen = {buf, 0, YS_MAX_MOVES};
                ys__gen_peeks(&g, p, &gen);
                assert_int_equal(ys__any_peek(&g, p), gen.n > 0);
                peeks_seen += gen.n > 0;
            }
            assert_int_equal(ys_play_random(&g, &rng), 0);
        }
    }
    printf("  %ld positions, %ld with a card to play, %ld with a peek\n", positions, cards_seen, peeks_seen);
    /* the games reach the cases, or the test proves nothing */
    assert_true(positions > 50000);
    assert_true(cards_seen > 5000);
    assert_true(peeks_seen > 100);
}

/* ys_play_random samples moves without listing them: each result must be
 * the result of one listed move, byte for byte. */
static void test_random_play_is_legal(void **state)
{
    (void)state;
    static YsMoveList ml;
    static YsGame g, after, copy;
    long checked = 0;
    for (int game = 0; game < 360; game++) {
        new_game(&g, game % NCONFIGS, 500 + (uint64_t)game);
        uint64_t rng = 3 + (uint64_t)game;
        while (!ys_over(&g)) {
            ys_legal(&g, &ml);
            after = g;
            assert_int_equal(ys_play_random(&after, &rng), 0);
            int found = 0;
            for (int i = 0; i < ml.n && !found; i++) {
                copy = g;
                assert_int_equal(ys_apply(&copy, &ml.m[i]), 0);
                found = !memcmp(&copy, &after, sizeof copy);
            }
            if (!found) fail_msg("game %d round %d: ys_play_random made a move ys_legal does not list", game, g.round);
            checked++;
            g = after;
        }
    }
    printf("  %ld random moves checked against the lists\n", checked);
    assert_true(checked > 50000);
}

/* ys_is_legal is the one test of legality: it holds for every listed move,
 * on the game and on its mover's view, and for no move a list lacks (each
 * listed move with one field changed, and another decision's moves). */
static void test_is_legal_is_the_list(void **state)
{
    (void)state;
    static YsMoveList ml;
    static YsGame g;
    static YsView v;
    long yes = 0, no = 0;
    for (int game = 0; game < 60; game++) {
        new_game(&g, game % NCONFIGS, 900 + (uint64_t)game);
        uint64_t rng = 11 + (uint64_t)game;
        YsMove other = {0};
        while (!ys_over(&g)) {
            ys_legal(&g, &ml);
            ys_view(&g, ys_to_move(&g), &v);
            for (int i = 0; i < ml.n; i++) {
                assert_true(ys_is_legal(&g, &ml.m[i]));
                assert_true(ys_is_legal(&v, &ml.m[i]));
                yes++;
                YsMove m = ml.m[i];
                uint8_t *f = (uint8_t *)&m;
                f[ys_rng_below(&rng, sizeof m)] ^= (uint8_t)(1u + ys_rng_below(&rng, 255));
                int listed = 0;
                for (int k = 0; k < ml.n && !listed; k++)
                    listed = ys_move_equal(&ml.m[k], &m);
                assert_int_equal(ys_is_legal(&g, &m), listed);
                no += !listed;
            }
            int listed = 0;
            for (int k = 0; k < ml.n && !listed; k++)
                listed = ys_move_equal(&ml.m[k], &other);
            assert_int_equal(ys_is_legal(&g, &other), listed);
            other = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
            assert_int_equal(ys_apply(&g, &other), 0);
        }
        assert_false(ys_is_legal(&g, &other)); /* over: nothing is */
    }
    printf("  %ld listed moves legal, %ld changed ones not\n", yes, no);
    assert_true(yes > 10000 && no > 5000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_any_card_matches_lists),
        cmocka_unit_test(test_random_play_is_legal),
        cmocka_unit_test(test_is_legal_is_the_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
