/* test_scenarios.c - the rulebook's worked examples played move by move
 * (turn-order auction, counting of neighbourhood 1 and of the market), final
 * scoring examples, and one scenario per rule of the counting and of every
 * character card. Positions are reached by playing legal moves, with deck
 * overrides; only final scoring edits a finished game's gems directly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "testlib.h"

#define M yt_match
#define G (&M->g)

/* Stacks without King or Prince in turns 1-3, so that points come only from
 * what a test sets up; a test puts its own card on top of a stack. */
static void new_game(const char *extra, const char *top1, const char *top2, const char *top3, const char *top4)
{
    static const char *base[] = {"merchant",  "herald",    "conjurer", "queen",    "banker",    "jeweller",
                                 "intriguer", "alchemist", "captain",  "magician", "mercenary", "spy"};
    const char *tops[4] = {top1, top2, top3, top4};
    const char *stack[4][3];
    int used[12] = {0};
    for (int s = 0; s < 4; s++)
        for (int b = 0; b < 12 && tops[s]; b++)
            if (!strcmp(base[b], tops[s])) used[b] = 1;
    int next = 0;
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < 3; i++) {
            if (i == 0 && tops[s]) {
                stack[s][i] = tops[s];
                continue;
            }
            while (used[next])
                next++;
            used[next] = 1;
            stack[s][i] = base[next];
        }
    char opts[600];
    snprintf(opts, sizeof opts,
             "players=4 seed=5 order=1,2,3,4 ships=BGR,GBY,RBY,YBG,RGY,BGY,GBR,RGY,YBR,YGR,BYR,GYR,YBR,RBG,BGR "
             "characters=%s,%s,%s/%s,%s,%s/%s,%s,%s/%s,%s,%s %s",
             stack[0][0], stack[0][1], stack[0][2], stack[1][0], stack[1][1], stack[1][2], stack[2][0], stack[2][1],
             stack[2][2], stack[3][0], stack[3][1], stack[3][2], extra ? extra : "");
    yt_new(M, opts);
}

/* Player 0 bids 4+4, the others 0+0: player 0 picks first (seat 1), then
 * the others by order card: the turn order stays 0,1,2,3. */
static void auction_p0_first(void)
{
    yt_play(M, "bid 4 4");
    yt_play(M, "bid 0 0");
    yt_play(M, "bid 0 0");
    yt_play(M, "bid 0 0");
    yt_play(M, "seat 1");
    yt_play(M, "seat 2");
    yt_play(M, "seat 3");
    assert_int_equal(G->turn_order[0], 0);
    assert_int_equal(G->turn_order[3], 3);
}

static void pass_windows(void)
{
    while (G->dec == YS_DEC_WINDOW)
        yt_play(M, "pass");
}

/* Passes card windows until player p may play in one. */
static void pass_windows_until_player(int p)
{
    while (G->dec == YS_DEC_WINDOW && G->to_move != p)
        yt_play(M, "pass");
    assert_int_equal(G->dec, YS_DEC_WINDOW);
    assert_int_equal(G->to_move, p);
}

static YsMove new_card_move(int card, int value, int place)
{
    YsMove m;
    memset(&m, 0, sizeof m);
    m.kind = YS_MV_CARD, m.card = (uint8_t)card, m.a = (uint8_t)value, m.place = (uint8_t)place;
    return m;
}

static void finish_round(int dump)
{
    int r = G->round;
    while (!ys_over(G) && G->round == r)
        yt_default(M, dump);
}

static int json_place_value(const YsGame *g, int viewer, const char *place, int index, int *is_null, int *peeked)
{
    Json *j = yt_json(g, viewer);
    const Json *e = json_at(json_get(json_get(j, "places"), place), index);
    if (!e) fail_msg("no broker %s#%d", place, index + 1);
    const Json *v = json_get(e, "value");
    *is_null = json_is_null(v);
    int val = *is_null ? -1 : json_int(v);
    const Json *pk = json_get(e, "peeked");
    *peeked = pk && pk->t == J_BOOL && pk->b;
    json_free(j);
    return val;
}

/* ------------------------------------------------------------------ */
/* The rulebook's running example (Blue 0, Orange 1, Purple 2, Yellow 3)  */

/* Turn order: Blue 1+0, Orange 4+1, Purple 4+2, Yellow 3+2; Orange holds
 * order card 2 and Yellow card 4 (Blue 1, Purple 3 here). Purple picks 4th,
 * Orange (5, card 2) beats Yellow (5, card 4) and picks 1st, Yellow 3rd,
 * Blue is left with 2nd. New order cards: Orange 1, Blue 2, Yellow 3, Purple 4. */
static void play_example_auction(void)
{
    yt_new(
        M,
        "players=4 seed=1 order=1,2,3,4 ships=BGR,GBY,RBY,YBG,YWR "
        "characters=alchemist,banker,captain/spy,herald,conjurer/intriguer,jeweller,magician/merchant,mercenary,queen");
    yt_play(M, "bid 1 0");
    yt_play(M, "bid 4 1");
    yt_play(M, "bid 4 2");
    yt_play(M, "bid 2 3");
    assert_int_equal(G->dec, YS_DEC_SEAT);
    assert_int_equal(G->to_move, 2); /* Purple, the highest total, chooses first */
    yt_play(M, "seat 4");
    assert_int_equal(G->to_move, 1); /* Orange wins the tie on his order card */
    yt_play(M, "seat 1");
    assert_int_equal(G->to_move, 3);
    yt_play(M, "seat 3");
    /* Blue's single choice is made by the engine */
}

static void test_example_auction(void **state)
{
    (void)state;
    play_example_auction();
    assert_int_equal(G->order_card[0], 2); /* Blue */
    assert_int_equal(G->order_card[1], 1); /* Orange */
    assert_int_equal(G->order_card[2], 4); /* Purple */
    assert_int_equal(G->order_card[3], 3); /* Yellow */
    static const uint8_t order[4] = {1, 0, 3, 2};
    assert_memory_equal(G->turn_order, order, 4);
    assert_int_equal(G->phase, YS_PHASE_PLACE);
    assert_int_equal(G->to_move, 1);
    /* the bids are in front of the screens, face up */
    assert_int_equal(ys_front_total(G, 0), 1);
    assert_int_equal(ys_front_total(G, 1), 5);
    assert_int_equal(ys_front_total(G, 2), 6);
    assert_int_equal(ys_front_total(G, 3), 5);
    Json *j = yt_json(G, 0);
    const Json *oc = json_get(j, "order_cards"), *to = json_get(j, "turn_order");
    assert_int_equal(json_int(json_at(oc, 1)), 1);
    assert_int_equal(json_int(json_at(to, 0)), 1);
    assert_int_equal(json_int(json_at(to, 3)), 2);
    json_free(j);
}

/* The counting example, with FACTS.md's fix for Orange's three '4's: his
 * neighbourhood-1 total of 5 is 3+1 in commerce and 1 in the palace, his 4
 * goes to market row 1. Fronts: Blue 1+0+4, Orange 4+1+0, Yellow 3+2+1,
 * Purple 4+2+4 (the best). */
static void test_example_counting(void **state)
{
    (void)state;
    play_example_auction();
    /* eight brokers each, in pairs (up, down), in turn order Orange, Blue, Yellow, Purple */
    static const char *orange[] = {"3@n1.commerce", "1@n1.commerce", "1@n1.palace", "4@m1.green",
                                   "0@m2.blue",     "2@n2.port",     "3@n3.port",   "3@n4.port"};
    static const char *blue[] = {"4@n1.palace", "2@n1.palace",   "3@n1.port",     "3@m1.blue",
                                 "1@m1.red",    "0@n2.commerce", "1@n3.commerce", "3@n4.commerce"};
    static const char *yellow[] = {"4@n1.port",   "4@n1.commerce", "3@m2.red",    "0@m3.red",
                                   "0@n2.palace", "1@n3.palace",   "1@n4.palace", "3@n2.port"};
    static const char *purple[] = {"3@n1.port",     "3@n1.palace",   "1@m3.blue",   "1@n2.commerce",
                                   "0@n3.commerce", "0@n4.commerce", "1@n2.palace", "3@n3.port"};
    const char **who[4] = {orange, blue, yellow, purple};
    char mv[64];
    for (int t = 0; t < 4; t++)
        for (int p = 0; p < 4; p++) {
            snprintf(mv, sizeof mv, "up %s", who[p][2 * t]);
            yt_play(M, mv);
            snprintf(mv, sizeof mv, "down %s", who[p][2 * t + 1]);
            yt_play(M, mv);
        }
    assert_int_equal(ys_front_total(G, 0), 5);
    assert_int_equal(ys_front_total(G, 1), 5);
    assert_int_equal(ys_front_total(G, 2), 10);
    assert_int_equal(ys_front_total(G, 3), 6);
    /* neighbourhood 1: Blue 9, Yellow 8, Purple 6, Orange 5 */
    assert_int_equal(G->dec, YS_DEC_TAKE);
    assert_int_equal(G->to_move, 0);
    yt_play(M, "take red blue");
    assert_int_equal(G->to_move, 3);
    assert_true(yt_legal_has(G, "take green"));
    yt_play(M, "take blue");
    /* Purple's last gem is his only choice; then the areas: the next decision is neighbourhood 2's
     * first taker, Yellow (3; Purple 2 and Orange 2 follow on the front total), with all 4 gems there */
    assert_int_equal(G->dec, YS_DEC_TAKE);
    assert_int_equal(G->priv.take_port, 1);
    if (G->to_move != 3)
        fail_msg("neighbourhood 2 opens with player %d's take, not Yellow's: a taker was skipped", G->to_move);
    assert_int_equal(G->port_gems[1][YS_GREEN] + G->port_gems[1][YS_BLUE] + G->port_gems[1][YS_YELLOW], 4);
    assert_int_equal(G->gems[0][YS_BLUE], 1);
    assert_int_equal(G->gems[0][YS_RED], 1);
    assert_int_equal(G->gems[3][YS_BLUE], 1);
    assert_int_equal(G->gems[2][YS_GREEN], 1);
    assert_int_equal(G->gems[1][YS_BLUE] + G->gems[1][YS_GREEN] + G->gems[1][YS_RED] + G->gems[1][YS_YELLOW], 0);
    assert_int_equal(G->gems[3][YS_BLACK], 1);      /* port: Yellow's 4 */
    assert_int_equal(G->score[3], 2 + 3);           /* 2 market brokers + commerce, won on the front 6 vs 5 */
    assert_int_equal(G->score[1], 2);               /* Orange: his market brokers only */
    assert_true(G->hand[0] & (1u << YS_ALCHEMIST)); /* palace: Blue */
    /* the rest of the city, then market row 1: Blue 3+1 = Orange 4, fronts 5 = 5, Orange's card 1 wins */
    while (!(G->dec == YS_DEC_TAKE && G->priv.take_port < 0))
        yt_default(M, 3);
    assert_int_equal(G->to_move, 1);
    int green_before = G->gems[1][YS_GREEN];
    yt_play(M, "take white:green");
    assert_int_equal(G->gems[1][YS_GREEN], green_before + 1);
    /* rows 2 and 3 need no decision; columns: blue 4 (3 brokers), red 4 (3), green 4 (1), yellow 0 */
    assert_int_equal(G->dec, YS_DEC_RANK);
    assert_int_equal(G->to_move, 2); /* Purple, the best front total, decides */
    YsMoveList *l = malloc(sizeof *l);
    ys_legal(G, l);
    assert_int_equal(l->n, 2);
    assert_true(yt_legal_has(G, "rank blue red"));
    assert_true(yt_legal_has(G, "rank red blue"));
    free(l);
    int yellow_gems = G->gems[3][YS_YELLOW], purple_red = G->gems[2][YS_RED];
    yt_play(M, "rank blue red");
    /* highest bidder: Orange 4+0 = Blue 3+1, fronts 5 = 5, Orange's order card wins */
    assert_int_equal(G->dec, YS_DEC_QUOTE);
    assert_int_equal(G->to_move, 1);
    assert_int_equal(G->quotation[YS_BLUE], 9);
    assert_int_equal(G->quotation[YS_RED], 8);
    assert_int_equal(G->quotation[YS_GREEN], 6);
    assert_int_equal(G->quotation[YS_YELLOW], 5);
    assert_int_equal(G->gems[3][YS_YELLOW], yellow_gems); /* rows are counted before the columns */
    assert_int_equal(G->gems[2][YS_RED], purple_red);
    yt_play(M, "quote green up");
    assert_int_equal(G->quotation[YS_GREEN], 7);
    /* round-1 scores: market points, commerce n1 Yellow, n2 Purple (1 > 0), n3 and n4 Blue */
    assert_int_equal(G->score[0], 2 + 3 + 3);
    assert_int_equal(G->score[1], 2);
    assert_int_equal(G->score[2], 1 + 3);
    assert_int_equal(G->score[3], 2 + 3);
}

/* Rows: Yellow (3) takes the yellow gem over Orange's 0, Purple (1) the red
 * one; checked right after the market rows. */
static void test_example_rows(void **state)
{
    (void)state;
    test_example_counting(state);
    /* earlier state: replay to just before the rank decision and look at the gems won on rows 2-3 */
    YsMatch *m2 = malloc(sizeof *m2);
    *m2 = *M;
    int n = m2->nlog;
    assert_int_equal(ys_replay(m2, n - 2), 0); /* before "rank blue red" and "quote green up" */
    assert_int_equal(m2->g.dec, YS_DEC_RANK);
    YsMatch *m3 = malloc(sizeof *m3);
    *m3 = *M;
    assert_int_equal(ys_replay(m3, n - 3), 0); /* before "take white:green" */
    assert_int_equal(m2->g.gems[3][YS_YELLOW], m3->g.gems[3][YS_YELLOW] + 1);
    assert_int_equal(m2->g.gems[2][YS_RED], m3->g.gems[2][YS_RED] + 1);
    free(m2);
    free(m3);
}

/* ------------------------------------------------------------------ */
/* Final scoring                                                       */

static void finished_game(const char *opts)
{
    yt_new(M, opts);
    yt_finish_game(M, 0);
    assert_true(ys_over(G));
}

static void set_gems(int seat, int b, int gr, int y, int r, int k)
{
    G->gems[seat][YS_BLUE] = b, G->gems[seat][YS_GREEN] = gr, G->gems[seat][YS_YELLOW] = y;
    G->gems[seat][YS_RED] = r, G->gems[seat][YS_BLACK] = k;
}

/* Blue and red top of the scale: blue (left) first; tied players take the
 * lowest place they occupy (A 6, B and C 5, D 3: 24, 12, 12, 6). */
static void test_final_scoring_ties(void **state)
{
    (void)state;
    finished_game("players=4 seed=3");
    G->quotation[YS_BLUE] = 10, G->quotation[YS_RED] = 10, G->quotation[YS_YELLOW] = 8, G->quotation[YS_GREEN] = 6;
    set_gems(0, 6, 0, 0, 1, 0); /* A */
    set_gems(1, 5, 0, 0, 0, 1); /* B */
    set_gems(2, 5, 2, 0, 0, 7); /* C */
    set_gems(3, 3, 2, 0, 0, 9); /* D: more than seven black gems score 24 */
    for (int s = 0; s < 4; s++)
        G->score[s] = 0;
    YsResult r;
    assert_int_equal(ys_result(G, &r), 0);
    /* blue 24/18/12/6: A 24, B and C 12, D 6; red (2nd colour, 20): A; green (4th: 12/9/6/3): C and D tie -> 9 */
    assert_int_equal(r.colours[0], 24 + 20);
    assert_int_equal(r.colours[1], 12);
    assert_int_equal(r.colours[2], 12 + 9);
    assert_int_equal(r.colours[3], 6 + 9);
    assert_int_equal(r.black[0], 0);
    assert_int_equal(r.black[1], 1);
    assert_int_equal(r.black[2], 24);
    assert_int_equal(r.black[3], 24);
    /* the French example: A 8, B and C 6, D 3 */
    set_gems(0, 8, 0, 0, 0, 0), set_gems(1, 6, 0, 0, 0, 0), set_gems(2, 6, 0, 0, 0, 0), set_gems(3, 3, 0, 0, 0, 0);
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.colours[0], 24);
    assert_int_equal(r.colours[1], 12);
    assert_int_equal(r.colours[2], 12);
    assert_int_equal(r.colours[3], 6);
    /* colour order with the rulebook example: blue = red top, then yellow, then green */
    set_gems(0, 1, 1, 1, 1, 0), set_gems(1, 0, 0, 0, 0, 0), set_gems(2, 0, 0, 0, 0, 0), set_gems(3, 0, 0, 0, 0, 0);
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.colours[0], 24 + 20 + 16 + 12);
    set_gems(0, 0, 1, 0, 0, 0);
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.colours[0], 12); /* green is 4th */
    set_gems(0, 0, 0, 0, 1, 0);
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.colours[0], 20); /* red is 2nd (blue, left, is 1st) */
    /* all four tied on the scale: left to right */
    for (int c = 0; c < 4; c++)
        G->quotation[c] = 7;
    set_gems(0, 0, 0, 1, 0, 0);
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.colours[0], 16);
    /* black table */
    static const int black[9] = {0, 1, 4, 8, 12, 16, 20, 24, 24};
    for (int k = 0; k <= 8; k++) {
        set_gems(0, 0, 0, 0, 0, k);
        assert_int_equal(ys_result(G, &r), 0);
        assert_int_equal(r.black[0], black[k]);
    }
}

/* Winner: most points; a tie goes to the most gems (coloured and black). */
static void test_winner_ties_by_gems(void **state)
{
    (void)state;
    finished_game("players=3 seed=4");
    for (int c = 0; c < 4; c++)
        G->quotation[c] = 7;
    /* all hold only black gems: 2 each = 4 points; scores equalised through the track */
    /* (once the game is over the score track holds the final gold) */
    set_gems(0, 0, 0, 0, 0, 2), set_gems(1, 0, 0, 0, 0, 2), set_gems(2, 0, 0, 0, 0, 2);
    G->score[0] = 34, G->score[1] = 34, G->score[2] = 14;
    YsResult r;
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.nwinners, 2); /* same points, same gems: both */
    assert_int_equal(r.how, YS_END_SHARED);
    /* now player 1 has one more gem and the same points */
    set_gems(1, 0, 0, 0, 0, 3);
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.score[0], r.score[1]);
    assert_int_equal(r.nwinners, 1);
    assert_int_equal(r.winners[0], 1);
    assert_int_equal(r.how, YS_END_GEMS);
    assert_int_equal(r.ranking[0], 1);
    assert_int_equal(r.ranking[1], 0);
    assert_int_equal(r.ranking[2], 2);
    G->score[0] = 35;
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.nwinners, 1);
    assert_int_equal(r.winners[0], 0);
}

static void set_throne(const int *tot, int players)
{
    for (int p = 0; p < players; p++) {
        int first = 1;
        for (int i = 0; i < YS_POOL; i++) {
            YsBroker *b = &G->pool[i];
            if (b->place != YS_THRONE || b->owner != p) continue;
            b->value = first ? (uint8_t)tot[p] : 0;
            first = 0;
        }
        assert_false(first);
    }
}

/* King's Favor: 12/7/3/0 by throne total; shared places split, rounded down. */
static void test_kings_favor_shared_places(void **state)
{
    (void)state;
    finished_game("players=4 kings-favor=on seed=6");
    YsResult r;
    static const struct {
        int tot[4], want[4];
    } cases4[] = {
        {{4, 3, 2, 1}, {12, 7, 3, 0}}, {{4, 4, 2, 0}, {9, 9, 3, 0}}, /* the rulebook's example: (12+7)/2 */
        {{4, 2, 2, 2}, {12, 3, 3, 3}},                               /* (7+3+0)/3 */
        {{3, 3, 3, 3}, {5, 5, 5, 5}},                                /* 22/4 = 5.5 rounded down */
        {{1, 4, 1, 0}, {5, 12, 5, 0}},                               /* (7+3)/2 */
        {{0, 0, 4, 4}, {1, 1, 9, 9}},                                /* (3+0)/2 = 1.5 */
        {{2, 4, 4, 4}, {0, 7, 7, 7}},                                /* (12+7+3)/3 = 7.33 */
    };
    for (size_t i = 0; i < sizeof cases4 / sizeof *cases4; i++) {
        set_throne(cases4[i].tot, 4);
        assert_int_equal(ys_result(G, &r), 0);
        for (int p = 0; p < 4; p++)
            if (r.throne[p] != cases4[i].want[p])
                fail_msg("case %zu: player %d scores %d, want %d", i, p, r.throne[p], cases4[i].want[p]);
    }
    finished_game("players=3 kings-favor=on seed=6");
    static const struct {
        int tot[3], want[3];
    } cases3[] = {{{4, 3, 2}, {12, 7, 3}}, {{3, 3, 3}, {7, 7, 7}}, {{1, 2, 2}, {3, 9, 9}}, {{4, 1, 1}, {12, 5, 5}}};
    for (size_t i = 0; i < sizeof cases3 / sizeof *cases3; i++) {
        set_throne(cases3[i].tot, 3);
        assert_int_equal(ys_result(G, &r), 0);
        for (int p = 0; p < 3; p++)
            if (r.throne[p] != cases3[i].want[p])
                fail_msg("3p case %zu: player %d scores %d, want %d", i, p, r.throne[p], cases3[i].want[p]);
    }
}

/* 2 players: the neutral player scores as third for a colour it lacks. */
static void test_neutral_third_place_for_missing_colour(void **state)
{
    (void)state;
    finished_game("players=2 seed=8");
    for (int c = 0; c < 4; c++)
        G->quotation[c] = 7; /* blue 24.., green 20.., yellow 16.., red 12.. */
    set_gems(0, 2, 0, 0, 0, 0);
    set_gems(1, 1, 0, 0, 0, 0);
    set_gems(YS_NEUTRAL, 0, 0, 3, 0, 0);
    for (int s = 0; s < 3; s++)
        G->score[s] = 0;
    YsResult r;
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.colours[0], 24);
    assert_int_equal(r.colours[1], 18);
    /* neutral: blue 3rd (12), green 3rd (10), yellow 1st (16), red 3rd (6) */
    assert_int_equal(r.colours[YS_NEUTRAL], 12 + 10 + 16 + 6);
}

/* 2 players: the neutral player wins when it ends with the most gold (both
 * humans lose), and a tie with it is broken like any other, by gems; the
 * last move's END event says so, and the humans are still ranked. */
static void test_neutral_can_win(void **state)
{
    (void)state;
    int neutral_wins = 0;
    uint64_t rng = 3;
    YsMoveList *l = malloc(sizeof *l);
    for (int game = 0; game < 40 && neutral_wins < 3; game++) {
        char opts[64];
        snprintf(opts, sizeof opts, "players=2 neutral=4310 seed=%d", game + 1);
        yt_new(M, opts);
        while (!ys_over(G)) {
            ys_legal(G, l);
            assert_int_equal(ys_match_play(M, &l->m[ys_rng_below(&rng, (uint32_t)l->n)]), 0);
        }
        YsResult r;
        assert_int_equal(ys_result(G, &r), 0);
        if (G->score[YS_NEUTRAL] <= G->score[0] || G->score[YS_NEUTRAL] <= G->score[1]) continue;
        neutral_wins++;
        assert_int_equal(r.nwinners, 1);
        assert_int_equal(r.winners[0], YS_NEUTRAL);
        assert_int_equal(r.ranking[0], YS_NEUTRAL);
        assert_true(r.score[r.ranking[1]] >= r.score[r.ranking[2]]);
        const YsEvent *end = &M->last.ev[M->last.n - 1];
        assert_int_equal(end->kind, YS_EV_END);
        assert_int_equal(end->end.n, 1);
        assert_int_equal(end->end.winners[0], YS_NEUTRAL);
        assert_int_equal(end->end.how, YS_END_OUTRIGHT);
    }
    free(l);
    assert_true(neutral_wins > 0);
    /* a tie on gold between the neutral player and a human: the most gems */
    finished_game("players=2 seed=8");
    set_gems(0, 2, 0, 0, 0, 0), set_gems(1, 1, 0, 0, 0, 0), set_gems(YS_NEUTRAL, 1, 1, 1, 0, 0);
    G->score[0] = 50, G->score[1] = 40, G->score[YS_NEUTRAL] = 50;
    YsResult r;
    assert_int_equal(ys_result(G, &r), 0);
    assert_int_equal(r.nwinners, 1);
    assert_int_equal(r.winners[0], YS_NEUTRAL);
    assert_int_equal(r.how, YS_END_GEMS);
    assert_int_equal(r.ranking[1], 0);
    assert_int_equal(r.ranking[2], 1);
}

/* ------------------------------------------------------------------ */
/* Counting rules                                                      */

/* A lone '0' broker wins its area (and the neighbourhood). */
static void test_lone_zero_wins(void **state)
{
    (void)state;
    new_game(NULL, NULL, NULL, NULL, NULL);
    yt_play(M, "bid 4 3");
    yt_play(M, "bid 0 0");
    yt_play(M, "bid 0 0");
    yt_play(M, "bid 0 0");
    yt_play(M, "seat 1");
    yt_play(M, "seat 2");
    yt_play(M, "seat 3");
    static const char *script[] = {"down 0@n1.port",   "up 1@n3.commerce",   "*", "*", "*", "*", "*", "*",
                                   "up 1@n3.commerce", "down 0@n3.commerce", "*", "*", "*", "*", "*", "*",
                                   "up 1@n3.commerce", "down 2@n3.commerce", "*", "*", "*", "*", "*", "*",
                                   "up 3@n3.commerce", "down 3@n3.commerce", "*", "*", "*", "*", "*", "*"};
    yt_script(M, script, 3);
    finish_round(3);
    assert_int_equal(G->gems[0][YS_BLACK], 1);
    int colours = 0;
    for (int c = 0; c < 4; c++)
        colours += G->gems[0][c];
    assert_int_equal(colours, 4); /* two gems from n1 (alone, with 0) and two from n3 */
}

/* A market column holding a '0' beats an empty column. */
static void test_zero_column_beats_empty(void **state)
{
    (void)state;
    new_game(NULL, NULL, NULL, NULL, NULL);
    auction_p0_first();
    static const char *script[] = {"down 0@m2.red", "up 1@n3.commerce", "*", "*", "*", "*", "*", "*"};
    yt_script(M, script, 3);
    yt_until(M, YS_DEC_RANK, 3);
    assert_int_equal(G->dec, YS_DEC_RANK);
    /* red is first alone; the three empty columns are tied */
    YsMoveList *l = malloc(sizeof *l);
    ys_legal(G, l);
    assert_int_equal(l->n, 6);
    for (int i = 0; i < l->n; i++) {
        assert_int_equal(l->m[i].n, 3);
        for (int k = 0; k < 3; k++)
            assert_int_not_equal(l->m[i].src[k], YS_RED);
    }
    free(l);
    assert_int_equal(G->to_move, 0); /* best front: 4+4+... */
    yt_play(M, "rank yellow green blue");
    assert_int_equal(G->quotation[YS_RED], 9);
    assert_int_equal(G->quotation[YS_YELLOW], 8);
    assert_int_equal(G->quotation[YS_GREEN], 6);
    assert_int_equal(G->quotation[YS_BLUE], 5);
}

/* Rounds 1-4 with one broker on m1.blue: blue first each time, the highest
 * bidder moves it up; the scale stops at 14 and 0. */
static void test_quotation_clamps(void **state)
{
    (void)state;
    new_game(NULL, NULL, NULL, NULL, NULL);
    static const int blue[5] = {0, 10, 13, 14, 14}, yellow[5] = {0, 5, 3, 1, 0}, green[5] = {0, 8, 9, 10, 11};
    for (int r = 1; r <= 4; r++) {
        auction_p0_first();
        pass_windows();
        static const char *script[] = {"up 3@m1.blue", "down 1@n3.commerce"};
        yt_script(M, script, 3);
        yt_until(M, YS_DEC_RANK, 3);
        yt_play(M, "rank green red yellow");
        assert_int_equal(G->dec, YS_DEC_QUOTE);
        assert_int_equal(G->to_move, 0);
        assert_true(yt_legal_has(G, "quote blue up")); /* allowed at the end of the scale, no effect */
        yt_play(M, "quote blue up");
        assert_int_equal(G->quotation[YS_BLUE], blue[r]);
        assert_int_equal(G->quotation[YS_YELLOW], yellow[r]);
        assert_int_equal(G->quotation[YS_GREEN], green[r]);
        assert_int_equal(G->quotation[YS_RED], 7 - r);
        if (G->round == r) finish_round(3); /* the quote may have been the turn's last decision */
    }
    assert_true(ys_over(G));
}

/* Rounds: the row winner takes the row's gem; an empty row's gem goes back. */
static void test_market_rows(void **state)
{
    (void)state;
    new_game(NULL, NULL, NULL, NULL, NULL); /* market card RGY: rows red, green, yellow */
    assert_int_equal(G->market_gem[1], YS_RED);
    auction_p0_first();
    static const char *script[] = {
        "up 1@m1.blue", "down 0@m1.green", "up 2@m1.red", "down 1@m3.red", "*", "*", "*", "*"};
    yt_script(M, script, 3);
    /* player 1 has 2 on row 1, player 0 has 1+0: player 1 takes red; row 3: player 1's 1 alone; row 2 empty */
    /* columns: red 3 (2 brokers), blue 1, green 0 (1 broker), yellow empty: no tie; player 1 bids highest */
    /* the gems won on market rows, read from the engine's events (the default
     * placements dump other brokers in n4, whose port also hands out gems) */
    int row_gems[YS_MAX_SEATS][5] = {{0}};
    while (G->round == 1 && G->dec != YS_DEC_QUOTE) {
        yt_default(M, 3);
        for (int i = 0; i < M->last.n; i++) {
            const YsEvent *e = &M->last.ev[i];
            if (e->kind == YS_EV_GEM && e->gem.source == YS_FROM_ROW)
                row_gems[e->player][e->gem.colour] += e->gem.count;
        }
    }
    if (G->round != 1) fail_msg("player 1, highest market bidder (3 to 1), was never asked to move a quotation");
    assert_int_equal(G->to_move, 1);
    assert_int_equal(row_gems[1][YS_RED], 1);
    assert_int_equal(row_gems[1][YS_YELLOW], 1);
    assert_int_equal(row_gems[1][YS_GREEN], 0); /* row 2 was empty: its gem went back */
    assert_int_equal(row_gems[0][YS_RED], 0);
    assert_int_equal(G->quotation[YS_RED], 9);
    assert_int_equal(G->quotation[YS_BLUE], 8);
    assert_int_equal(G->quotation[YS_GREEN], 6);
    assert_int_equal(G->quotation[YS_YELLOW], 5);
    assert_int_equal(G->score[0], 2); /* a point per market broker */
    assert_int_equal(G->score[1], 2);
}

/* 2 players: the neutral player wins ties, except against the Intriguer. */
static void test_neutral_wins_ties_but_not_intriguer(void **state)
{
    (void)state;
    yt_new(M, "players=2 seed=5 order=1,2 ships=BGR,GBY,RBY,YBR,BGR,GBY,RBY,YBR "
              "characters=intriguer,banker,captain/herald,jeweller,magician/conjurer,merchant,mercenary");
    /* round 1: player 0 ties the neutral 2 in n1.port; player 0 wins n1.palace (the Intriguer) */
    yt_play(M, "bid 4 4");
    yt_play(M, "bid 0 0");
    yt_play(M, "seat 1");
    static const char *r1[] = {"up 2@n1.port", "down 1@n1.palace", "neutral 2@n1.port", "*", "*", "*"};
    yt_script(M, r1, 2);
    yt_finish_placing(M, 2);
    finish_round(2);
    assert_int_equal(G->gems[YS_NEUTRAL][YS_BLACK], 1);
    assert_int_equal(G->gems[0][YS_BLACK], 0);
    assert_true(G->hand[0] & (1u << YS_INTRIGUER));
    /* round 2: the same tie, with the Intriguer played at the start of counting */
    while (G->dec == YS_DEC_BID || G->dec == YS_DEC_SEAT) {
        if (G->dec == YS_DEC_BID)
            yt_play(M, G->to_move == 0 ? "bid 4 4" : "bid 0 0");
        else
            yt_default(M, 2);
    }
    pass_windows();
    assert_int_equal(G->turn_order[0], 0);
    static const char *r2[] = {"up 2@n1.port", "down 1@n3.commerce", "neutral 2@n1.port", "*", "*", "*"};
    yt_script(M, r2, 2);
    yt_finish_placing(M, 2);
    assert_int_equal(G->dec, YS_DEC_WINDOW);
    assert_int_equal(G->to_move, 0);
    yt_play(M, "card intriguer");
    int black0 = G->gems[0][YS_BLACK], blackn = G->gems[YS_NEUTRAL][YS_BLACK];
    finish_round(2);
    assert_int_equal(G->gems[0][YS_BLACK], black0 + 1);
    assert_int_equal(G->gems[YS_NEUTRAL][YS_BLACK], blackn);
}

/* The neutral player's market broker scores its point for the neutral. */
static void test_neutral_market_point(void **state)
{
    (void)state;
    yt_new(M, "players=2 seed=5 order=1,2");
    yt_play(M, "bid 4 4");
    yt_play(M, "bid 0 0");
    yt_play(M, "seat 1");
    pass_windows();
    static const char *r1[] = {"up 2@n1.port", "down 1@n1.palace", "neutral 4@m2.blue"};
    yt_script(M, r1, 2);
    assert_int_equal(G->score[YS_NEUTRAL], 1);
    assert_int_equal(G->score[0], 0);
}

/* ------------------------------------------------------------------ */
/* Characters                                                          */

/* Round 1 so that player 0 wins palace n1 (and the others get none). */
static void round1_p0_palace(int extra_palaces)
{
    auction_p0_first();
    pass_windows();
    const char *p2 = extra_palaces & 1 ? "down 1@n2.palace" : "down 1@n3.commerce";
    const char *p3 = extra_palaces & 2 ? "up 1@n3.palace" : "up 1@n3.commerce";
    yt_play(M, "up 2@n1.palace");
    yt_play(M, p2);
    for (int i = 0; i < 6; i++)
        yt_default(M, 3);
    yt_play(M, p3);
    yt_play(M, "down 0@n3.commerce");
    finish_round(3);
    assert_int_equal(G->round, 2);
}

/* Cards won this turn are played from the next turn on. */
static void test_card_not_playable_the_turn_it_is_won(void **state)
{
    (void)state;
    new_game(NULL, "jeweller", NULL, NULL, NULL);
    auction_p0_first();
    pass_windows();
    yt_play(M, "up 2@n1.palace");
    yt_play(M, "down 1@n3.commerce");
    /* through the counting: the end-of-counting window of turn 1 must not offer the jeweller */
    while (G->round == 1) {
        if (G->dec == YS_DEC_WINDOW && G->to_move == 0) {
            assert_true(G->hand[0] & (1u << YS_JEWELLER));
            fail_msg("the Jeweller won this turn is offered in this turn's end-of-counting window: %s",
                     yt_legal_text(G));
        }
        yt_default(M, 3);
    }
    assert_true(G->hand[0] & (1u << YS_JEWELLER));
    /* turn 2: offered at the end of counting */
    auction_p0_first();
    yt_finish_placing(M, 3);
    while (!(G->dec == YS_DEC_WINDOW && G->to_move == 0))
        yt_default(M, 3);
    assert_true(yt_legal_has(G, "card jeweller blue red"));
    int gems = G->gems[0][YS_BLUE] + G->gems[0][YS_RED];
    yt_play(M, "card jeweller red blue");
    assert_int_equal(G->gems[0][YS_BLUE] + G->gems[0][YS_RED], gems + 2);
    assert_false(G->hand[0] & (1u << YS_JEWELLER));
}

/* King 5 points, Prince 4, at once, even past the two-card limit; not kept. */
static void test_king_and_prince_points(void **state)
{
    (void)state;
    new_game(NULL, "king", "prince", NULL, NULL);
    auction_p0_first();
    pass_windows();
    static const char *script[] = {"up 2@n1.palace", "down 1@n2.palace"};
    yt_script(M, script, 3);
    yt_finish_placing(M, 3);
    finish_round(3);
    assert_int_equal(G->score[0], 5 + 4);
    assert_int_equal(G->hand[0], 0);
}

/* Merchant: every commercial area yields 5 this counting, to whoever wins it. */
static void test_merchant_five_points(void **state)
{
    (void)state;
    new_game(NULL, "merchant", NULL, NULL, NULL);
    round1_p0_palace(0);
    assert_true(G->hand[0] & (1u << YS_MERCHANT));
    auction_p0_first();
    pass_windows();
    static const char *script[] = {"up 1@n1.port", "down 0@n1.port", "up 1@n2.commerce", "down 1@n2.port"};
    yt_script(M, script, 3);
    yt_finish_placing(M, 3);
    assert_int_equal(G->dec, YS_DEC_WINDOW);
    assert_int_equal(G->to_move, 0);
    int s1 = G->score[1];
    yt_play(M, "card merchant");
    finish_round(3);
    assert_int_equal(G->score[1], s1 + 5);
}

/* White (blue-edged) cards in turn 4: the palace winner picks a colour. */
static void test_white_card_round4(void **state)
{
    (void)state;
    new_game(NULL, NULL, NULL, NULL, NULL);
    for (int r = 1; r < 4; r++)
        finish_round(3);
    assert_int_equal(G->round, 4);
    for (int nb = 0; nb < 4; nb++)
        assert_int_equal(G->palace_card[nb], YS_WHITE_CARD);
    while (G->dec == YS_DEC_BID)
        yt_play(M, G->to_move == 0 ? "bid 4 4" : "bid 0 0");
    while (G->dec == YS_DEC_SEAT)
        yt_default(M, 3);
    pass_windows();
    int mine = G->turn_order[0] == 0;
    assert_true(mine);
    yt_play(M, "up 2@n1.palace");
    yt_play(M, "down 1@n3.commerce");
    while (!(G->dec == YS_DEC_TAKE && G->priv.take_port < 0))
        yt_default(M, 3);
    assert_int_equal(G->to_move, 0);
    YsMoveList *l = malloc(sizeof *l);
    ys_legal(G, l);
    assert_int_equal(l->n, 4); /* blue, green, yellow or red */
    free(l);
    int red = G->gems[0][YS_RED];
    yt_play(M, "take white:red");
    assert_int_equal(G->gems[0][YS_RED], red + 1);
    assert_int_equal(G->palace_card[0], YS_NONE);
}

/* At most two cards a turn (the immediate ones not counted). */
static void test_two_cards_a_turn(void **state)
{
    (void)state;
    new_game(NULL, "spy", "conjurer", "captain", NULL);
    round1_p0_palace(3);
    assert_int_equal(G->hand[0], (1u << YS_SPY) | (1u << YS_CONJURER) | (1u << YS_CAPTAIN));
    auction_p0_first();
    assert_int_equal(G->dec, YS_DEC_WINDOW);
    assert_int_equal(G->to_move, 0);
    yt_play(M, "card spy");
    yt_play(M, "card conjurer");
    /* the captain is no longer playable: the window is over for player 0 */
    if (G->dec == YS_DEC_WINDOW && G->to_move == 0 && yt_legal_has(G, "card captain 1 2"))
        fail_msg("a third card offered in one turn");
    assert_true(G->hand[0] & (1u << YS_CAPTAIN));
}

/* Captain: swaps two ports' ships (cards and gems). */
static void test_captain(void **state)
{
    (void)state;
    new_game(NULL, "captain", NULL, NULL, NULL);
    round1_p0_palace(0);
    auction_p0_first();
    uint8_t c1[3], c3[3], g1[6], g3[6];
    memcpy(c1, G->port_card[0], 3), memcpy(c3, G->port_card[2], 3);
    memcpy(g1, G->port_gems[0], 6), memcpy(g3, G->port_gems[2], 6);
    yt_play(M, "card captain 3 1");
    assert_memory_equal(G->port_card[0], c3, 3);
    assert_memory_equal(G->port_card[2], c1, 3);
    assert_memory_equal(G->port_gems[0], g3, 6);
    assert_memory_equal(G->port_gems[2], g1, 6);
}

/* Spy: three looks at face-down brokers, on one's own turns; a looked-at
 * value shows in the spy's view only. */
static void test_spy(void **state)
{
    (void)state;
    new_game(NULL, "spy", NULL, NULL, NULL);
    round1_p0_palace(0);
    auction_p0_first();
    yt_play(M, "card spy");
    pass_windows();
    static const char *t1[] = {"up 1@n1.port", "down 0@n1.port", "up 1@n2.port", "down 3@n2.port",
                               "up 1@n3.port", "down 4@n2.port", "up 1@n4.port", "down 3@n4.port"};
    yt_script(M, t1, 3);
    /* player 0 to place again: peeks offered before the placement */
    assert_int_equal(G->to_move, 0);
    assert_true(yt_legal_has(G, "peek n2.port#2"));
    assert_false(yt_legal_has(G, "peek n2.port#1")); /* face up */
    assert_false(yt_legal_has(G, "peek n1.port#2")); /* one's own */
    yt_play(M, "peek n2.port#2");
    int null0, pk0, null2, pk2;
    int v = json_place_value(G, 0, "n2.port", 1, &null0, &pk0);
    assert_false(null0);
    assert_int_equal(v, 3);
    assert_true(pk0);
    json_place_value(G, 2, "n2.port", 1, &null2, &pk2);
    assert_true(null2);
    assert_false(pk2);
    json_place_value(G, 3, "n2.port", 1, &null2, &pk2);
    assert_true(null2);
    YsView view;
    ys_view(G, 2, &view);
    uint8_t ids[YS_PLACE_CAP];
    int n = ys_place_list(&view, YS_PLACE_CITY(1, 0), ids);
    assert_true(n >= 2);
    assert_int_equal(view.pool[ids[1]].value, YS_UNKNOWN);
    yt_play(M, "peek n2.port#3");
    yt_play(M, "up 1@n3.palace");
    yt_play(M, "down 0@n3.palace");
    /* after the placement: the third look */
    assert_int_equal(G->dec, YS_DEC_AFTER);
    yt_play(M, "peek n4.port#2");
    /* three used: no more */
    for (int i = 0; i < 6; i++)
        yt_default(M, 3);
    assert_int_equal(G->to_move, 0);
    YsMoveList *l = malloc(sizeof *l);
    ys_legal(G, l);
    for (int i = 0; i < l->n; i++)
        assert_int_not_equal(l->m[i].kind, YS_MV_PEEK);
    free(l);
}

/* Conjurer: a front broker goes on the board, a broker from behind the
 * screen takes its place in front. */
static void test_conjurer(void **state)
{
    (void)state;
    new_game(NULL, "conjurer", NULL, NULL, NULL);
    round1_p0_palace(0);
    auction_p0_first();
    yt_play(M, "card conjurer");
    pass_windows();
    assert_int_equal(G->front[0][4], 2);
    assert_true(yt_legal_has(G, "up f4/1@n1.port"));
    yt_play(M, "up f4/1@n1.port");
    assert_int_equal(G->front[0][4], 1);
    assert_int_equal(G->front[0][1], 1);
    assert_true(ys__find_own(G, 0, 4, YS_PLACE_CITY(0, 0), 0) >= 0);
    /* still one up and one down: no second up */
    assert_false(yt_legal_has(G, "up 1@n1.commerce"));
    assert_false(yt_legal_has(G, "up f4/1@n1.commerce"));
    yt_play(M, "down f4/0@n1.commerce");
    assert_int_equal(G->front[0][4], 0);
    assert_int_equal(ys_front_total(G, 0), 1);
}

/* Queen: the area is locked for the rest of the turn; brokers already there
 * stay; Magician and Herald have no hold on it; it is counted normally. */
static void test_queen_locks_area(void **state)
{
    (void)state;
    /* player 0 wins the Queen (n1); player 1 the Herald (n2) and the Magician (n3) */
    new_game(NULL, "queen", "herald", "magician", NULL);
    auction_p0_first();
    pass_windows();
    static const char *r1[] = {"up 2@n1.palace", "down 1@n4.commerce", "up 2@n2.palace", "down 1@n3.palace"};
    yt_script(M, r1, 3);
    finish_round(3);
    assert_true(G->hand[0] & (1u << YS_QUEEN));
    assert_int_equal(G->hand[1], (1u << YS_HERALD) | (1u << YS_MAGICIAN));
    auction_p0_first();
    pass_windows();
    static const char *r2a[] = {"up 1@n4.commerce", "down 0@n4.commerce", "up 3@n1.port", "down 1@n2.port"};
    yt_script(M, r2a, 3);
    if (G->dec == YS_DEC_AFTER) yt_play(M, "done"); /* player 1 keeps the Magician */
    yt_default(M, 3), yt_default(M, 3), yt_default(M, 3), yt_default(M, 3);
    assert_int_equal(G->to_move, 0);
    assert_true(yt_legal_has(G, "card queen n1.port"));
    yt_play(M, "card queen n1.port");
    assert_false(yt_legal_has(G, "up 1@n1.port"));
    yt_play(M, "up 1@n4.palace");
    yt_play(M, "down 0@n4.palace");
    /* player 1: nothing may enter n1.port */
    assert_int_equal(G->to_move, 1);
    YsMoveList *l = malloc(sizeof *l);
    ys_legal(G, l);
    for (int i = 0; i < l->n; i++)
        if ((l->m[i].kind == YS_MV_UP || l->m[i].kind == YS_MV_DOWN) && l->m[i].place == YS_PLACE_CITY(0, 0))
            fail_msg("a broker may be placed in the Queen's area");
    yt_play(M, "up 1@n2.commerce");
    yt_play(M, "down 1@n3.commerce");
    /* the Magician has no hold on the Queen's area */
    assert_int_equal(G->dec, YS_DEC_AFTER);
    assert_false(yt_legal_has(G, "card magician 3@n1.port 1@n2.port"));
    assert_true(yt_legal_has(G, "card magician 1@n2.port 1@n2.commerce"));
    yt_play(M, "done");
    yt_finish_placing(M, 3);
    /* counting window: the Herald may not move in or out of it */
    while (!(G->dec == YS_DEC_WINDOW && G->to_move == 1)) {
        if (G->dec == YS_DEC_WINDOW)
            yt_play(M, "pass");
        else
            fail_msg("no counting window for player 1 (decision %d)", G->dec);
    }
    ys_legal(G, l);
    int heralds = 0;
    for (int i = 0; i < l->n; i++) {
        const YsMove *x = &l->m[i];
        if (x->kind != YS_MV_CARD || x->card != YS_HERALD) continue;
        heralds++;
        if (x->place == YS_PLACE_CITY(0, 0) || x->place2 == YS_PLACE_CITY(0, 0))
            fail_msg("the Herald may move a broker into or out of the Queen's area");
    }
    assert_true(heralds > 0);
    free(l);
    /* counted normally: player 1's 3 wins n1.port */
    int black1 = G->gems[1][YS_BLACK];
    yt_play(M, "pass");
    while (G->phase == YS_PHASE_COUNT && G->queen_place != YS_NONE)
        yt_default(M, 3);
    assert_int_equal(G->gems[1][YS_BLACK], black1 + 1);
}

/* Herald: a broker moved from the city to the market earns a point; the
 * rest of the placing rules hold (one broker a market cell). */
static void test_herald(void **state)
{
    (void)state;
    new_game(NULL, "herald", NULL, NULL, NULL);
    round1_p0_palace(0);
    auction_p0_first();
    pass_windows();
    static const char *r2[] = {"up 1@n1.commerce", "down 0@n1.port", "up 1@m2.blue", "down 1@n2.port"};
    yt_script(M, r2, 3);
    yt_finish_placing(M, 3);
    assert_int_equal(G->dec, YS_DEC_WINDOW);
    assert_int_equal(G->to_move, 0);
    assert_false(yt_legal_has(G, "card herald 1@n1.commerce m2.blue")); /* taken */
    assert_true(yt_legal_has(G, "card herald 0@n1.port n2.palace"));
    int s = G->score[0];
    yt_play(M, "card herald 1@n1.commerce m3.green");
    assert_int_equal(G->score[0], s + 1);
    assert_true(ys__find_own(G, 0, 1, YS_PLACE_MARKET(3, YS_GREEN), 0) >= 0);
    assert_int_equal(ys__find_own(G, 0, 1, YS_PLACE_CITY(0, 1), 0), -1);
}

/* Herald: market to market or market to city earns nothing. */
static void test_herald_no_point_from_market(void **state)
{
    (void)state;
    new_game(NULL, "herald", NULL, NULL, NULL);
    round1_p0_palace(0);
    auction_p0_first();
    pass_windows();
    static const char *r2[] = {"up 1@m1.green", "down 0@m3.red"};
    yt_script(M, r2, 3);
    yt_finish_placing(M, 3);
    int s = G->score[0];
    yt_play(M, "card herald 1@m1.green m2.yellow");
    assert_int_equal(G->score[0], s);
}

/* Mercenary: the marked broker counts 5 in this counting. */
static void test_mercenary(void **state)
{
    (void)state;
    new_game(NULL, "mercenary", NULL, NULL, NULL);
    round1_p0_palace(0);
    auction_p0_first();
    pass_windows();
    yt_play(M, "up 1@n1.port");
    yt_play(M, "down 0@n3.commerce");
    assert_int_equal(G->dec, YS_DEC_AFTER);
    assert_true(yt_legal_has(G, "card mercenary 0@n3.commerce"));
    yt_play(M, "card mercenary 1@n1.port");
    /* player 1 puts a 4 in n1.port: 4 < 5 */
    yt_play(M, "up 4@n1.port");
    yt_play(M, "down 1@n2.port");
    yt_finish_placing(M, 3);
    int black0 = G->gems[0][YS_BLACK], black1 = G->gems[1][YS_BLACK];
    /* up to the first decision after neighbourhood 1 (player 1 takes in n2) */
    while (!(G->phase == YS_PHASE_COUNT && G->priv.nbhd >= 1))
        yt_default(M, 3);
    assert_int_equal(G->gems[0][YS_BLACK], black0 + 1);
    assert_int_equal(G->gems[1][YS_BLACK], black1);
    finish_round(3);
    /* the marker is gone after the counting */
    for (int i = 0; i < YS_POOL; i++)
        assert_int_equal(G->pool[i].merc, 0);
}

/* Twin brokers: two of one's brokers of one value on one place that differ
 * (face up / face down, the Mercenary's marker) are named apart by
 * suffixes, listed apart, and each move moves the one it names. */
static void test_twin_brokers(void **state)
{
    (void)state;
    new_game(NULL, "mercenary", "herald", NULL, NULL);
    round1_p0_palace(1);
    assert_true(G->hand[0] & (1u << YS_MERCENARY));
    assert_true(G->hand[0] & (1u << YS_HERALD));
    auction_p0_first();
    pass_windows();
    yt_play(M, "up 1@n1.port");
    yt_play(M, "down 1@n1.port");
    assert_int_equal(G->dec, YS_DEC_AFTER);
    assert_true(yt_legal_has(G, "card mercenary 1u@n1.port"));
    assert_true(yt_legal_has(G, "card mercenary 1d@n1.port"));
    YsBuf legal = {0}; /* the list names each with its suffixes, never plainly */
    ys_json_legal(G, &legal);
    assert_non_null(strstr(legal.s, "\"card mercenary 1u@n1.port\""));
    assert_null(strstr(legal.s, "\"card mercenary 1@n1.port\""));
    ys_buf_free(&legal);
    yt_play(M, "card mercenary 1d@n1.port");
    int up = ys__find_own(G, 0, 1, YS_PLACE_CITY(0, 0), 1), down = ys__find_own(G, 0, 1, YS_PLACE_CITY(0, 0), 7);
    assert_true(up >= 0 && down >= 0);
    assert_int_equal(ys_broker_sel(G, up), 1); /* what a click on each names */
    assert_int_equal(ys_broker_sel(G, down), 7);
    assert_int_equal(G->pool[up].merc, 0);
    assert_int_equal(G->pool[down].merc, 1);
    yt_finish_placing(M, 3);
    pass_windows_until_player(0);
    assert_true(yt_legal_has(G, "card herald 1u@n1.port m3.green"));
    assert_true(yt_legal_has(G, "card herald 1dm@n1.port m3.green"));
    /* a plain value names the face-up broker without the marker */
    YsMove plain, named;
    assert_int_equal(ys_move_parse(G, "card herald 1@n1.port m3.green", &plain, NULL, 0), 0);
    assert_int_equal(ys_move_parse(G, "card herald 1u@n1.port m3.green", &named, NULL, 0), 0);
    assert_true(ys_move_equal(&plain, &named));
    int s = G->score[0];
    yt_play(M, "card herald 1dm@n1.port m3.green");
    assert_int_equal(G->score[0], s + 1);
    int moved = ys__find_own(G, 0, 1, YS_PLACE_MARKET(3, YS_GREEN), 0);
    assert_int_equal(moved, down);
    assert_int_equal(G->pool[moved].up, 0);
    assert_int_equal(G->pool[moved].merc, 1);
    assert_int_equal(ys__find_own(G, 0, 1, YS_PLACE_CITY(0, 0), 0), up);
    /* alone on its place again: a plain name, and a suffix that fits it still reads */
    char text[64];
    YsMove m = new_card_move(YS_MERCENARY, 1, YS_PLACE_CITY(0, 0));
    ys_move_format(G, &m, text, sizeof text);
    assert_string_equal(text, "card mercenary 1@n1.port");
}

/* Magician: two of one's brokers on the board swap places, faces kept. */
static void test_magician(void **state)
{
    (void)state;
    new_game(NULL, "magician", NULL, NULL, NULL);
    round1_p0_palace(0);
    auction_p0_first();
    pass_windows();
    yt_play(M, "up 3@n1.port");
    yt_play(M, "down 0@m2.red");
    assert_int_equal(G->dec, YS_DEC_AFTER);
    yt_play(M, "card magician 0@m2.red 3@n1.port");
    int a = ys__find_own(G, 0, 3, YS_PLACE_MARKET(2, YS_RED), 0), b = ys__find_own(G, 0, 0, YS_PLACE_CITY(0, 0), 0);
    assert_true(a >= 0 && b >= 0);
    assert_int_equal(G->pool[a].up, 1);
    assert_int_equal(G->pool[b].up, 0);
}

/* Alchemist, Banker, Jeweller at the end of counting. */
static void test_alchemist_banker_jeweller(void **state)
{
    (void)state;
    new_game(NULL, "alchemist", "banker", "jeweller", NULL);
    round1_p0_palace(3);
    assert_int_equal(G->hand[0], (1u << YS_ALCHEMIST) | (1u << YS_BANKER) | (1u << YS_JEWELLER));
    auction_p0_first();
    yt_finish_placing(M, 3);
    while (!(G->dec == YS_DEC_WINDOW && G->to_move == 0 && G->priv.window == YS_WIN_COUNT_END))
        yt_default(M, 3);
    int gems[5];
    memcpy(gems, G->gems[0], sizeof gems);
    assert_false(yt_legal_has(G, "card alchemist black blue"));
    yt_play(M, "card jeweller yellow yellow");
    assert_int_equal(G->gems[0][YS_YELLOW], gems[YS_YELLOW] + 2);
    yt_play(M, "card alchemist yellow blue");
    assert_int_equal(G->gems[0][YS_YELLOW], gems[YS_YELLOW] + 1);
    assert_int_equal(G->gems[0][YS_BLUE], gems[YS_BLUE] + 1);
    /* the banker would be a third card this turn */
    assert_false(G->dec == YS_DEC_WINDOW && G->to_move == 0 && yt_legal_has(G, "card banker yellow red"));
    /* turn 3: the banker */
    finish_round(3);
    auction_p0_first();
    yt_finish_placing(M, 3);
    while (!(G->dec == YS_DEC_WINDOW && G->to_move == 0 && G->priv.window == YS_WIN_COUNT_END))
        yt_default(M, 3);
    int y = G->quotation[YS_YELLOW], r = G->quotation[YS_RED];
    yt_play(M, "card banker yellow red");
    assert_int_equal(G->quotation[YS_YELLOW], y < 14 ? y + 1 : 14);
    assert_int_equal(G->quotation[YS_RED], r > 0 ? r - 1 : 0);
}

/* The commercial area: 3 points to its winner, ties on the front total. */
/* A spectator's view (ys_view with a negative player) shows only what is
 * public: no face-down value, no bid before the reveal, no hand, no screen;
 * and it can never be played. */
static void test_spectator_view(void **state)
{
    (void)state;
    yt_new(M, "players=3 seed=12");
    yt_play(M, "bid 4 3");
    static YsView v;
    ys_view(G, -1, &v);
    assert_int_equal(v.viewer, YS_SPECTATOR);
    assert_int_equal(v.bid[0][0], YS_UNKNOWN); /* not revealed until all have bid */
    yt_play(M, "bid 2 1");
    yt_play(M, "bid 1 0");
    static YsMoveList l;
    while (G->dec != YS_DEC_PLACE) { /* seats and card windows: the first choice */
        ys_legal(G, &l);
        assert_int_equal(ys_match_play(M, &l.m[0]), 0);
    }
    int p = G->to_move;
    yt_play(M, "down 4@n1.port");
    ys_view(G, -1, &v);
    int hidden = 0;
    for (int i = 0; i < YS_POOL; i++)
        if (v.pool[i].place != YS_NONE && !v.pool[i].up) {
            assert_int_equal(v.pool[i].value, YS_UNKNOWN);
            assert_int_equal(v.pool[i].peeked, 0);
            hidden++;
        }
    assert_int_equal(hidden, 1);
    for (int q = 0; q < 3; q++) {
        assert_int_equal(v.hand[q], 0);
        for (int k = 0; k < YS_VALUES; k++)
            assert_int_equal(v.behind[q][k], 0);
    }
    assert_true(v.behind_count[p] > 0);
    ys_legal(G, &l);
    assert_int_equal(ys_apply(&v, &l.m[0]), -1); /* a view is not a game */
}

static void test_commerce_tie_front(void **state)
{
    (void)state;
    new_game(NULL, NULL, NULL, NULL, NULL);
    yt_play(M, "bid 0 0");
    yt_play(M, "bid 4 4");
    yt_play(M, "bid 0 0");
    yt_play(M, "bid 0 0");
    yt_play(M, "seat 2");
    yt_play(M, "seat 1");
    yt_play(M, "seat 3");
    /* turn order 0,1,2,3; player 1 has the better front; both put 3 in n1.commerce */
    static const char *script[] = {"up 3@n1.commerce", "down 1@n3.port", "up 3@n1.commerce", "down 1@n2.port"};
    yt_script(M, script, 3);
    yt_finish_placing(M, 3);
    int s0 = G->score[0], s1 = G->score[1];
    finish_round(3);
    assert_int_equal(G->score[1], s1 + 3);
    assert_int_equal(G->score[0], s0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example_auction),
        cmocka_unit_test(test_example_counting),
        cmocka_unit_test(test_example_rows),
        cmocka_unit_test(test_final_scoring_ties),
        cmocka_unit_test(test_winner_ties_by_gems),
        cmocka_unit_test(test_kings_favor_shared_places),
        cmocka_unit_test(test_neutral_third_place_for_missing_colour),
        cmocka_unit_test(test_lone_zero_wins),
        cmocka_unit_test(test_zero_column_beats_empty),
        cmocka_unit_test(test_quotation_clamps),
        cmocka_unit_test(test_market_rows),
        cmocka_unit_test(test_neutral_wins_ties_but_not_intriguer),
        cmocka_unit_test(test_neutral_market_point),
        cmocka_unit_test(test_card_not_playable_the_turn_it_is_won),
        cmocka_unit_test(test_king_and_prince_points),
        cmocka_unit_test(test_merchant_five_points),
        cmocka_unit_test(test_white_card_round4),
        cmocka_unit_test(test_two_cards_a_turn),
        cmocka_unit_test(test_captain),
        cmocka_unit_test(test_spy),
        cmocka_unit_test(test_conjurer),
        cmocka_unit_test(test_queen_locks_area),
        cmocka_unit_test(test_herald),
        cmocka_unit_test(test_herald_no_point_from_market),
        cmocka_unit_test(test_mercenary),
        cmocka_unit_test(test_magician),
        cmocka_unit_test(test_twin_brokers),
        cmocka_unit_test(test_neutral_can_win),
        cmocka_unit_test(test_alchemist_banker_jeweller),
        cmocka_unit_test(test_commerce_tie_front),
        cmocka_unit_test(test_spectator_view),
    };
    return cmocka_run_group_tests(tests, yt_match_setup, yt_match_teardown);
}
