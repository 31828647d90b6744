/* test_ai_strength.c - the levels are ordered by strength: seeded,
 * iteration-bounded matches (so the outcome is the same on every machine)
 * that a bot playing the first legal move, or at random, loses. Every deal
 * is played once per seat rotation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "ys/ai.h"

typedef struct {
    double wins;    /* the first bot's, ties shared */
    double neutral; /* games the neutral player won (2 players), ties shared */
    double score;   /* the first bot's mean score less its opponents' */
    int games;
} Match;

/* Under AddressSanitizer and UBSan (YS_STRENGTH_SANITIZED, set by the
 * build) every search runs several times slower: a fifth of the deals, every
 * move still chosen and checked legal under the sanitizers, and no bar, which
 * holds for all the deals and not for their first fifth; the release build
 * plays them all and keeps the bars (issue 38: the sanitized run finishes at
 * half this machine's speed). */
#ifdef YS_STRENGTH_SANITIZED
enum { DEAL_DIVIDE = 5 };
#else
enum { DEAL_DIVIDE = 1 };
#endif
#define BAR(x) assert_true(DEAL_DIVIDE > 1 || (x))

/* Plays `deals` deals of `players` (a fifth of them, at least one, in a
 * sanitized build), bot a against (players - 1) copies of b. */
static Match play(int players, AiParams a, AiParams b, int deals, uint64_t seed)
{
    Match m = {0};
    deals = deals / DEAL_DIVIDE > 0 ? deals / DEAL_DIVIDE : 1;
    for (int deal = 0; deal < deals; deal++)
        for (int rot = 0; rot < players; rot++) {
            YsOptions o;
            ys_options_default(&o);
            o.players = players;
            if (players == 2) o.nbhds = 3;
            o.seed = seed + (uint64_t)deal * 7919u;
            static YsGame g;
            static YsView v;
            char err[160];
            assert_int_equal(ys_new(&g, &o, err, sizeof err), 0);
            for (int ply = 0; !ys_over(&g); ply++) {
                int p = ys_to_move(&g);
                ys_view(&g, p, &v);
                AiParams prm = p == rot ? a : b;
                prm.seed = o.seed * 0x9E3779B97F4A7C15ull + (uint64_t)ply * 0xD1B54A32D192ED03ull + (uint64_t)p;
                YsMove mv;
                assert_int_equal(ai_choose(&v, &prm, &mv), 0);
                assert_int_equal(ys_apply(&g, &mv), 0);
            }
            YsResult r;
            ys_result(&g, &r);
            for (int w = 0; w < r.nwinners; w++)
                if (r.winners[w] == rot)
                    m.wins += 1.0 / r.nwinners;
                else if (r.winners[w] >= players)
                    m.neutral += 1.0 / r.nwinners;
            double others = 0;
            for (int s = 0; s < players; s++)
                if (s != rot) others += r.score[s];
            m.score += r.score[rot] - others / (players - 1);
            m.games++;
        }
    m.score /= m.games;
    return m;
}

static void report(const char *what, Match m)
{
    print_message("%s%-28s %5.1f of %d games won (%.0f%%), %.1f by the neutral, score %+.1f\n",
                  DEAL_DIVIDE > 1 ? "(sanitized: a fifth of the deals, no bar) " : "", what, m.wins, m.games,
                  100 * m.wins / m.games, m.neutral, m.score);
}

static void test_medium_beats_random(void **state)
{
    (void)state;
    AiParams medium = {AI_MEDIUM, 0, 48, 0, 0, NULL}, random = {AI_RANDOM, 0, 0, 0, 0, NULL};
    Match two = play(2, medium, random, 12, 100);
    report("2p medium:it=48 vs random", two);
    BAR(two.wins >= 0.85 * (two.games - two.neutral));
    Match four = play(4, medium, random, 6, 200);
    report("4p medium:it=48 vs 3 random", four);
    BAR(four.wins >= 0.6 * four.games); /* chance is 25% */
    BAR(four.score >= 10);
}

static void test_hard_beats_easy(void **state)
{
    (void)state;
    AiParams hard = {AI_HARD, 0, 150, 0, 0, NULL}, easy = {AI_EASY, 0, 0, 0, 0, NULL};
    Match two = play(2, hard, easy, 16, 1000);
    report("2p hard:it=150 vs easy", two);
    /* a game the neutral player wins is lost by both bots: it tells neither
     * level from the other */
    BAR(two.wins >= 0.75 * (two.games - two.neutral));
    BAR(two.score >= 10);
}

/* Hard judges its horizon by the evaluation fitted to self-play outcomes:
 * it beats the same search judging by the hand-made one. These 150 deals won
 * 66% of 300 games (ys-arena, 200 other deals: 64.9% [60.1, 69.4]); their
 * first 32 happen to give 55%, so the bar is holding its own: a fitted
 * evaluation that judges worse than the hand-made one fails it. */
static void test_fitted_beats_hand(void **state)
{
    (void)state;
    AiParams fitted = {AI_HARD, 0, 150, 0, 0, NULL, AI_EVAL_FITTED}, hand = {AI_HARD, 0, 150, 0, 0, NULL, AI_EVAL_HAND};
    Match two = play(2, fitted, hand, 32, 3000);
    report("2p hard fitted vs hand", two);
    BAR(two.wins >= 0.5 * (two.games - two.neutral));
    BAR(two.score >= 0);
}

/* Expert deals its worlds leaned by where its opponent hid its brokers
 * (lean_table.h, read by infer.c over the turn's placing): at the same search
 * the leaned side wins clearly. These 40 deals at 300 iterations: 62.5% of
 * 80 games (ys-arena, other deals: 65.0% of 120 at 200 iterations, 65.5% of
 * 500 at 1,000). The same deals give 49% with the lean off on both sides,
 * and 54% with a lean that swaps no value behind the screen (the earlier
 * board-only lean): both fail the bar. */
static void test_lean_beats_unleaned(void **state)
{
    (void)state;
    AiParams leaned = {AI_HARD, 0, 300, 0, 0, NULL, AI_EVAL_FITTED, 1};
    AiParams plain = {AI_HARD, 0, 300, 0, 0, NULL, AI_EVAL_FITTED, -1};
    Match two = play(2, leaned, plain, 40, 5000);
    report("2p hard leaned vs not", two);
    BAR(two.wins >= 0.58 * (two.games - two.neutral));
    BAR(two.score >= 0);
}

/* Two groups, so that ctest runs them side by side and times each on its
 * own: "ladder" (the levels in order) and "lean"; no argument runs both. */
int main(int argc, char **argv)
{
    const struct CMUnitTest ladder[] = {
        cmocka_unit_test(test_medium_beats_random),
        cmocka_unit_test(test_hard_beats_easy),
        cmocka_unit_test(test_fitted_beats_hand),
    };
    const struct CMUnitTest lean[] = {
        cmocka_unit_test(test_lean_beats_unleaned),
    };
    const char *group = argc > 1 ? argv[1] : "";
    if (*group && strcmp(group, "ladder") && strcmp(group, "lean")) {
        fprintf(stderr, "usage: test_ai_strength [ladder|lean]\n");
        return 2;
    }
    int failed = 0;
    if (strcmp(group, "lean")) failed += cmocka_run_group_tests_name("ladder", ladder, NULL, NULL);
    if (strcmp(group, "ladder")) failed += cmocka_run_group_tests_name("lean", lean, NULL, NULL);
    return failed;
}
