/* test_ai_eval.c - the evaluation fitted to self-play outcomes (eval_fit.c,
 * eval_table.h made by ys-fit): it is a chance to win, it ranks a won
 * position above a lost one at every player count and turn, its features
 * read nothing a player cannot see, and those it asks for are computed as
 * in full whichever it skips. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "ai_internal.h"
#include "ys/determinize.h"

/* A game of `players` (with King's Favor or not) played at random until
 * turn `round` begins (or, with round 0, until the first placement with
 * brokers on the board). */
static void reach_kf(YsGame *g, int players, int kings_favor, int round, uint64_t seed)
{
    YsOptions o;
    ys_options_default(&o);
    o.players = players;
    o.kings_favor = kings_favor;
    o.seed = seed;
    assert_int_equal(ys_new(g, &o, NULL, 0), 0);
    uint64_t rng = seed * 31 + 7;
    if (round)
        while (g->round < round)
            assert_int_equal(ys_play_random(g, &rng), 0);
    else
        while (g->dec != YS_DEC_PLACE || ys_placement(g) < 2)
            assert_int_equal(ys_play_random(g, &rng), 0);
}

static void reach(YsGame *g, int players, int round, uint64_t seed) { reach_kf(g, players, 0, round, seed); }

static void test_a_chance_to_win(void **state)
{
    (void)state;
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            static YsGame g;
            YsOptions o;
            ys_options_default(&o);
            o.players = players;
            o.seed = seed;
            assert_int_equal(ys_new(&g, &o, NULL, 0), 0);
            uint64_t rng = seed;
            for (int ply = 0;; ply++) {
                double win[YS_MAX_SEATS];
                ai_eval_fitted(&g, -1, win);
                double sum = 0;
                for (int s = 0; s < g.seats; s++) {
                    assert_true(win[s] >= 0 && win[s] <= 1);
                    sum += win[s];
                }
                assert_true(fabs(sum - 1) < 1e-9);
                if (ys_over(&g)) break;
                assert_int_equal(ys_play_random(&g, &rng), 0);
            }
            /* over: the winners share the win */
            YsResult res;
            ys_result(&g, &res);
            double win[YS_MAX_SEATS];
            ai_eval_fitted(&g, -1, win);
            for (int w = 0; w < res.nwinners; w++)
                assert_true(fabs(win[res.winners[w]] - 1.0 / res.nwinners) < 1e-12);
        }
}

static void test_won_above_lost(void **state)
{
    (void)state;
    for (int players = 2; players <= 4; players++)
        for (int round = 2; round <= YS_ROUNDS; round++) {
            static YsGame g, won, lost;
            reach(&g, players, round, 40 + (uint64_t)round);
            /* seat 0 far ahead: 30 gold and three more gems of the best colour
             * than anyone; behind: the same lead to seat 1 */
            int best = 0;
            for (int c = 1; c < YS_COLOURS; c++)
                if (g.quotation[c] > g.quotation[best]) best = c;
            won = g, lost = g;
            won.score[0] += 30, won.gems[0][best] += 3;
            lost.score[1] += 30, lost.gems[1][best] += 3;
            double ww[YS_MAX_SEATS], wl[YS_MAX_SEATS];
            ai_eval_fitted(&won, -1, ww);
            ai_eval_fitted(&lost, -1, wl);
            print_message("%d players, turn %d: seat 0 ahead %.3f, behind %.3f\n", players, round, ww[0], wl[0]);
            assert_true(ww[0] > 0.5);
            assert_true(ww[0] > 2 * wl[0]);
            assert_true(wl[1] > ww[1]);
        }
}

/* Two worlds dealt from one view differ only in what the viewer cannot see:
 * the features as the viewer sees them are the same in both. */
/* With two players the neutral is a rival like the other human: a human's
 * margin, which every level's reward and one-ply score is made of, is over
 * the best other seat, the neutral's included (once it ignored the neutral,
 * and two experts let it win 23.5% of their games). */
static void test_the_neutral_is_a_rival(void **state)
{
    (void)state;
    int neutral_won = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        static YsGame g;
        YsOptions o;
        ys_options_default(&o);
        o.players = 2;
        o.seed = seed;
        assert_int_equal(ys_new(&g, &o, NULL, 0), 0);
        uint64_t rng = seed * 977;
        while (!ys_over(&g))
            assert_int_equal(ys_play_random(&g, &rng), 0);
        double val[YS_MAX_SEATS];
        ai_eval(&g, -1, val);
        assert_int_equal(g.seats, 3);
        for (int p = 0; p < 2; p++) {
            double best = val[YS_NEUTRAL] > val[1 - p] ? val[YS_NEUTRAL] : val[1 - p];
            assert_true(fabs(ai_margin_of(&g, val, p) - (val[p] - best)) < 1e-9);
        }
        if (val[YS_NEUTRAL] > val[0] && val[YS_NEUTRAL] > val[1]) {
            neutral_won++;
            assert_true(ai_margin_of(&g, val, 0) < 0 && ai_margin_of(&g, val, 1) < 0);
        }
    }
    assert_true(neutral_won > 0); /* the case that matters was met */
}

static void test_features_read_no_hidden_value(void **state)
{
    (void)state;
    int differing = 0;
    for (int players = 2; players <= 4; players++)
        for (int round = 0; round <= YS_ROUNDS; round += 2) {
            static YsGame g, a, b;
            static YsView v;
            reach(&g, players, round, 90 + (uint64_t)players);
            int p = ys_to_move(&g);
            assert_int_equal(ys_view(&g, p, &v), 0);
            uint64_t rng = 1234;
            assert_int_equal(ys_determinize(&v, &rng, &a), 0);
            for (int k = 0; k < 8; k++) {
                assert_int_equal(ys_determinize(&v, &rng, &b), 0);
                differing += memcmp(a.pool, b.pool, sizeof a.pool) || memcmp(a.behind, b.behind, sizeof a.behind) ||
                             memcmp(a.hand, b.hand, sizeof a.hand);
                double fa[YS_MAX_SEATS][AI_NFEAT], fb[YS_MAX_SEATS][AI_NFEAT], fg[YS_MAX_SEATS][AI_NFEAT];
                ai_features(&a, p, fa);
                ai_features(&b, p, fb);
                ai_features(&g, p, fg); /* the true game, as p sees it */
                for (int s = 0; s < g.seats; s++)
                    for (int f = 0; f < AI_NFEAT; f++) {
                        assert_true(fabs(fa[s][f] - fb[s][f]) < 1e-9);
                        assert_true(fabs(fa[s][f] - fg[s][f]) < 1e-9);
                    }
                double wa[YS_MAX_SEATS], wb[YS_MAX_SEATS];
                ai_eval_fitted(&a, p, wa);
                ai_eval_fitted(&b, p, wb);
                for (int s = 0; s < g.seats; s++)
                    assert_true(fabs(wa[s] - wb[s]) < 1e-12);
            }
        }
    /* the worlds did differ in hidden values, so the test means something */
    assert_true(differing > 10);
}

/* ai_features_of, which the fitted evaluation asks for the features its
 * weights read, computes each wanted feature exactly as ai_features does,
 * whichever are wanted, and leaves the costly ones not wanted (contests,
 * throne) 0: a skipped feature cannot change a kept one, for any table
 * ys-fit may write. */
static void test_features_of_computes_what_is_wanted(void **state)
{
    (void)state;
    const unsigned all = (1u << AI_NFEAT) - 1;
    unsigned wants[AI_NFEAT + 3];
    int nw = 0;
    for (int k = 0; k < AI_NFEAT; k++)
        wants[nw++] = 1u << k;
    wants[nw++] = all;
    wants[nw++] = all & ~(1u << AI_F_CONTESTS);
    wants[nw++] = all & ~(1u << AI_F_CONTESTS | 1u << AI_F_THRONE);
    int nonzero = 0;
    for (int players = 2; players <= 4; players++)
        for (int kf = 0; kf <= (players > 2); kf++) /* King's Favor: 3 or 4 players */
            for (int round = 0; round <= YS_ROUNDS; round++) {
                static YsGame g;
                reach_kf(&g, players, kf, round, 300 + (uint64_t)(10 * players + kf));
                for (int viewer = -1; viewer < players; viewer++) {
                    double full[YS_MAX_SEATS][AI_NFEAT], part[YS_MAX_SEATS][AI_NFEAT];
                    ai_features(&g, viewer, full);
                    for (int w = 0; w < nw; w++) {
                        ai_features_of(&g, viewer, wants[w], part);
                        for (int s = 0; s < YS_MAX_SEATS; s++)
                            for (int k = 0; k < AI_NFEAT; k++) {
                                int costly = k == AI_F_CONTESTS || k == AI_F_THRONE;
                                if (wants[w] >> k & 1)
                                    assert_true(part[s][k] == full[s][k]);
                                else if (costly)
                                    assert_true(part[s][k] == 0.0);
                                nonzero += costly && full[s][k] != 0.0;
                            }
                    }
                }
            }
    /* the contests and the throne were there to be skipped */
    assert_true(nonzero > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_chance_to_win),
        cmocka_unit_test(test_won_above_lost),
        cmocka_unit_test(test_the_neutral_is_a_rival),
        cmocka_unit_test(test_features_read_no_hidden_value),
        cmocka_unit_test(test_features_of_computes_what_is_wanted),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
