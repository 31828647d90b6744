/* test_ai.c - the bots over seeded random positions in every configuration:
 * determinizations agree with the view and play on; twin states that differ
 * only in what the player cannot see get the same move; every level answers
 * a legal move; hints come with a reason; searches are repeatable. */
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
#include "ys/determinize.h"
#include "ai_internal.h"

static const char *const configs[] = {
    "players=4",
    "players=4 kings-favor=on",
    "players=4 express=on",
    "players=3 neighbourhoods=3",
    "players=3 neighbourhoods=4 kings-favor=on",
    "players=3 neighbourhoods=4 express=on",
    "players=2",
    "players=2 neutral=4310",
};
#define NCONFIGS (int)(sizeof configs / sizeof configs[0])

/* Small budgets keep ctest quick; the levels' code paths are the same. */
static const AiParams budgets[] = {
    {AI_RANDOM, 0, 0, 0}, {AI_EASY, 0, 0, 0}, {AI_MEDIUM, 0, 12, 0}, {AI_HARD, 0, 40, 0}, {AI_EXPERT, 0, 15, 0},
};
#define NLEVELS (int)(sizeof budgets / sizeof budgets[0])

static void new_game(YsGame *g, const char *opts, uint64_t seed)
{
    assert_int_equal(game_from_options(g, opts, seed), 0);
}

/* A position some random number of moves into a seeded random game. */
static int random_position(YsGame *g, const char *opts, uint64_t seed)
{
    new_game(g, opts, seed);
    uint64_t rng = seed * 31 + 7;
    int stop = (int)ys_rng_below(&rng, 140);
    for (int i = 0; i < stop && !ys_over(g); i++)
        assert_int_equal(ys_play_random(g, &rng), 0);
    return !ys_over(g);
}

static int is_legal(const YsGame *g, const YsMove *m)
{
    static YsMoveList ml;
    ys_legal(g, &ml);
    for (int i = 0; i < ml.n; i++)
        if (ys_move_equal(&ml.m[i], m)) return 1;
    return 0;
}

static int expected_brokers(const YsGame *g)
{
    int n = g->opt.express ? 9 : 11;
    if (g->opt.kings_favor) n += 3;
    return n;
}

static void test_determinize_agrees_with_view(void **state)
{
    (void)state;
    static YsGame g, d;
    static YsView v, v2;
    int checked = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 40; s++) {
            if (!random_position(&g, configs[c], s * 101 + (uint64_t)c)) continue;
            for (int p = 0; p < g.opt.players; p++) {
                ys_view(&g, p, &v);
                uint64_t rng = s;
                assert_int_equal(ys_determinize(&v, &rng, &d), 0);
                assert_int_equal(d.viewer, -1);
                for (int q = 0; q < g.opt.players; q++)
                    assert_int_equal(ys_broker_total(&d, q), expected_brokers(&g));
                if (g.opt.players == 2)
                    assert_int_equal(ys_broker_total(&d, YS_NEUTRAL), ys_broker_total(&g, YS_NEUTRAL));
                /* what the player sees of the sample is what it saw */
                ys_view(&d, p, &v2);
                assert_memory_equal(v.pool, v2.pool, sizeof v.pool);
                assert_memory_equal(v.behind, v2.behind, sizeof v.behind);
                assert_memory_equal(v.behind_count, v2.behind_count, sizeof v.behind_count);
                assert_memory_equal(v.hand_count, v2.hand_count, sizeof v.hand_count);
                assert_memory_equal(v.hand, v2.hand, sizeof v.hand);
                assert_memory_equal(v.bid, v2.bid, sizeof v.bid);
                assert_memory_equal(v.neutral_supply, v2.neutral_supply, sizeof v.neutral_supply);
                assert_memory_equal(v.supply_count, v2.supply_count, sizeof v.supply_count);
                assert_memory_equal(v.port_card, v2.port_card, sizeof v.port_card);
                /* and it plays on to the end */
                int guard = 0;
                while (!ys_over(&d) && guard++ < 4000) {
                    static YsMoveList ml;
                    assert_true(ys_legal(&d, &ml) > 0);
                    assert_int_equal(ys_apply(&d, &ml.m[ys_rng_below(&rng, (uint32_t)ml.n)]), 0);
                }
                assert_true(ys_over(&d));
                checked++;
            }
        }
    assert_true(checked > 500);
}

/* A twin of g for player p: another world the view could come from, plus
 * the hidden deck order shuffled again. */
static void make_twin(const YsGame *g, int p, uint64_t seed, YsGame *twin)
{
    static YsView v;
    ys_view(g, p, &v);
    uint64_t rng = seed ^ 0xabcdef;
    ys_determinize(&v, &rng, twin);
    twin->opt = g->opt;
    twin->viewer = -1;
}

static void test_twins_get_the_same_move(void **state)
{
    (void)state;
    static YsGame g, twin;
    static YsView va, vb;
    int compared = 0, differ = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 12; s++) {
            if (!random_position(&g, configs[c], s * 7919 + (uint64_t)c)) continue;
            int p = ys_to_move(&g);
            make_twin(&g, p, s, &twin);
            ys_view(&g, p, &va);
            ys_view(&twin, p, &vb);
            /* the twin's hidden values really differ somewhere (usually) */
            differ +=
                memcmp(&g.pool, &twin.pool, sizeof g.pool) != 0 || memcmp(g.behind, twin.behind, sizeof g.behind) != 0;
            for (int l = 0; l < NLEVELS; l++) {
                AiParams prm = budgets[l];
                prm.seed = s * 3 + (uint64_t)l;
                YsMove a, b;
                assert_int_equal(ai_choose(&va, &prm, &a), 0);
                assert_int_equal(ai_choose(&vb, &prm, &b), 0);
                assert_true(ys_move_equal(&a, &b));
                assert_true(is_legal(&g, &a));
                assert_true(is_legal(&twin, &b));
                compared++;
            }
        }
    assert_true(compared > 250);
    assert_true(differ > 20);
}

static void test_every_level_answers_legally(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v;
    int answered = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 10; s++) {
            if (!random_position(&g, configs[c], s * 104729 + (uint64_t)c)) continue;
            int p = ys_to_move(&g);
            ys_view(&g, p, &v);
            for (int l = 0; l < NLEVELS; l++) {
                AiParams prm = budgets[l];
                prm.seed = s;
                YsMove m;
                assert_int_equal(ai_choose(&v, &prm, &m), 0);
                assert_true(is_legal(&g, &m));
                answered++;
            }
        }
    assert_true(answered > 200);
}

/* Whole games between bots: every decision of the game meets a bot. */
static void test_bots_play_whole_games(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v;
    for (int c = 0; c < NCONFIGS; c++)
        for (int l = AI_EASY; l <= AI_HARD; l++) {
            new_game(&g, configs[c], (uint64_t)(c * 10 + l));
            AiParams prm = budgets[l];
            if (l == AI_HARD) prm.iterations = 8;
            if (l == AI_MEDIUM) prm.iterations = 6;
            int moves = 0;
            while (!ys_over(&g)) {
                int p = ys_to_move(&g);
                ys_view(&g, p, &v);
                prm.seed = (uint64_t)moves;
                YsMove m;
                assert_int_equal(ai_choose(&v, &prm, &m), 0);
                assert_int_equal(ys_apply(&g, &m), 0);
                assert_true(++moves < YS_MAX_LOG);
            }
            YsResult r;
            assert_int_equal(ys_result(&g, &r), 0);
        }
}

/* The playouts behind hard's leaves (the turn under way) and expert's (one
 * more turn): each stops as the last turn it may play ends, not before. */
static void test_playouts_stop_at_their_horizon(void **state)
{
    (void)state;
    static YsGame g, h;
    int crossed = 0;
    for (uint64_t s = 1; s <= 90; s++) {
        if (!random_position(&g, configs[s % NCONFIGS], s * 7)) continue;
        g.quiet = 1;
        for (int horizon = 0; horizon <= 1; horizon++) {
            h = g;
            uint64_t rng = s;
            int last = g.round + horizon;
            int played = ai_playout_until(&h, last, &rng);
            assert_true(played > 0);
            if (ys_over(&h)) {
                assert_true(last >= YS_ROUNDS);
                continue;
            }
            assert_int_equal(h.round, last + 1);
            crossed += horizon;
            /* one move fewer would have stayed inside the horizon */
            YsGame k = g;
            rng = s;
            for (int i = 0; i < played - 1; i++)
                assert_int_equal(ai_policy_step(&k, &rng), 0);
            assert_true(k.round <= last);
        }
    }
    assert_true(crossed > 20);
}

static void test_hints_have_reasons(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 15; s++) {
            if (!random_position(&g, configs[c], s * 17 + (uint64_t)c)) continue;
            ys_view(&g, ys_to_move(&g), &v);
            AiParams prm = {AI_EASY, 0, 0, s};
            YsMove m;
            char reason[160];
            assert_int_equal(ai_hint(&v, &prm, &m, reason, sizeof reason), 0);
            assert_true(is_legal(&g, &m));
            assert_true(strlen(reason) > 3);
        }
}

static void test_searches_repeat(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v;
    for (uint64_t s = 1; s <= 6; s++) {
        if (!random_position(&g, configs[s % NCONFIGS], s * 13)) continue;
        ys_view(&g, ys_to_move(&g), &v);
        for (int l = AI_MEDIUM; l <= AI_EXPERT; l++) {
            AiParams prm = budgets[l];
            prm.seed = s;
            YsMove a, b;
            assert_int_equal(ai_choose(&v, &prm, &a), 0);
            assert_int_equal(ai_choose(&v, &prm, &b), 0);
            assert_true(ys_move_equal(&a, &b));
        }
    }
}

static void test_refuses_a_state_or_a_wrong_viewer(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v;
    new_game(&g, "players=4", 5);
    AiParams prm = {AI_EASY, 0, 0, 1};
    YsMove m;
    assert_int_equal(ai_choose(&g, &prm, &m), -1); /* a full state is not a view */
    ys_view(&g, (ys_to_move(&g) + 1) % 4, &v);
    assert_int_equal(ai_choose(&v, &prm, &m), -1); /* not this player's move */
    assert_int_equal(ai_level_parse("hard"), AI_HARD);
    assert_string_equal(ai_level_name(AI_EXPERT), "expert");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_determinize_agrees_with_view),
        cmocka_unit_test(test_twins_get_the_same_move),
        cmocka_unit_test(test_every_level_answers_legally),
        cmocka_unit_test(test_bots_play_whole_games),
        cmocka_unit_test(test_playouts_stop_at_their_horizon),
        cmocka_unit_test(test_hints_have_reasons),
        cmocka_unit_test(test_searches_repeat),
        cmocka_unit_test(test_refuses_a_state_or_a_wrong_viewer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
