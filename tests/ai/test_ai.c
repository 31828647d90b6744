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

#include <math.h>
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

/* A dealer read once deals world after world exactly what a fresh
 * ys_determinize (or ys_determinize_lean) deals from its view with the same
 * generator, and leaves the generator where they leave it: dealing changes
 * nothing the next world is dealt from. With memory and without it (as easy
 * and :forget see the game), leaned and not. */
static void test_dealer_deals_as_determinize(void **state)
{
    (void)state;
    static YsGame g, a, b;
    static YsView v;
    int worlds = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 12; s++) {
            if (!random_position(&g, configs[c], s * 131 + (uint64_t)c)) continue;
            for (int p = 0; p < g.opt.players; p++)
                for (int memory = 0; memory < 2; memory++) {
                    ys_view(&g, p, &v);
                    if (!memory) v.memory = 0;
                    YsDealer dealer;
                    assert_int_equal(ys_dealer_init(&dealer, &v), 0);
                    uint64_t rng = s * 7 + (uint64_t)p;
                    double lean[YS_POOL];
                    for (int i = 0; i < YS_POOL; i++)
                        lean[i] = (int)ys_rng_below(&rng, 7) - 3;
                    for (int k = 0; k < 6; k++) {
                        uint64_t r1 = rng, r2 = rng;
                        if (k & 1) {
                            assert_int_equal(ys_deal_lean(&dealer, lean, 4, &r1, &a), 0);
                            assert_int_equal(ys_determinize_lean(&v, lean, 4, &r2, &b), 0);
                        } else {
                            assert_int_equal(ys_deal(&dealer, &r1, &a), 0);
                            assert_int_equal(ys_determinize(&v, &r2, &b), 0);
                        }
                        assert_true(r1 == r2);
                        assert_memory_equal(&a, &b, sizeof a);
                        rng = r1;
                        worlds++;
                    }
                }
        }
    assert_true(worlds > 1000);
    /* not a view: a copy of it, and -1, as ys_determinize */
    YsDealer dealer;
    uint64_t rng = 1;
    assert_int_equal(ys_dealer_init(&dealer, &g), -1);
    assert_int_equal(ys_deal(&dealer, &rng, &a), -1);
    assert_memory_equal(&a, &g, sizeof a);
    assert_int_equal(ys_deal_lean(&dealer, NULL, 4, &rng, &a), -1);
}

/* The brokers of q that ys_determinize_lean may move in worlds dealt from
 * v: face down on the board with the value v hides (not the throne room's,
 * not a Mercenary, not one sent to the throne). Returns how many. */
static int leanable(const YsView *v, int q, int *id)
{
    int n = 0;
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &v->pool[i];
        if (b->owner != q || b->place == YS_NONE || b->place == YS_THRONE || b->value != YS_UNKNOWN || b->merc ||
            v->throne_may[i])
            continue;
        id[n++] = i;
    }
    return n;
}

/* ys_determinize_lean leans: with one hidden face-down broker of an opponent
 * leaning high and the opponent's others low, the worlds give it the highest
 * of their values, those behind the screen included, nearly always;
 * unleaned, as often as chance gives. */
static void test_determinize_lean_leans(void **state)
{
    (void)state;
    static YsGame g, d;
    static YsView v;
    long leaned = 0, plain = 0, worlds = 0;
    int positions = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 60; s++) {
            if (!random_position(&g, configs[c], s * 131 + (uint64_t)c)) continue;
            int p = g.to_move >= 0 && g.to_move < g.opt.players ? g.to_move : 0, q = (p + 1) % g.opt.players;
            ys_view(&g, p, &v);
            int id[YS_POOL], n = leanable(&v, q, id), lo = 9, hi = -1;
            for (int k = 0; k < n; k++) {
                if (g.pool[id[k]].value < lo) lo = g.pool[id[k]].value;
                if (g.pool[id[k]].value > hi) hi = g.pool[id[k]].value;
            }
            if (n < 2 || lo == hi) continue;
            positions++;
            double lean[YS_POOL] = {0};
            for (int k = 0; k < n; k++)
                lean[id[k]] = k ? -4 : 4;
            uint64_t rng = s;
            for (int w = 0; w < 40; w++)
                for (int way = 0; way < 2; way++) {
                    assert_int_equal(ys_determinize_lean(&v, way ? lean : NULL, 8, &rng, &d), 0);
                    int top = 1;
                    for (int k = 1; k < n; k++)
                        top &= d.pool[id[0]].value >= d.pool[id[k]].value;
                    for (int x = d.pool[id[0]].value + 1; x < YS_VALUES; x++) /* and above the screen's */
                        top &= !d.behind[q][x];
                    *(way ? &leaned : &plain) += top;
                    worlds += way;
                }
        }
    print_message("%d positions, %ld worlds each way: the leaning broker the highest in %.1f%% leaned, %.1f%% not\n",
                  positions, worlds, 100.0 * leaned / worlds, 100.0 * plain / worlds);
    assert_true(positions >= 40);
    assert_true(leaned >= worlds * 95 / 100);
    assert_true(plain <= worlds * 75 / 100);
}

/* ys_determinize_lean deals from the distribution its lean says: with one
 * broker leaning (lean[id] at random, its owner's other brokers 0), the
 * worlds give it value x as often as c[x] exp(lean[id] x) says, c[x] the
 * count of x among its owner's values that the world moved (the board's
 * hidden ones and those behind the screen). */
static void test_determinize_lean_samples_its_weights(void **state)
{
    (void)state;
    static YsGame g, d;
    static YsView v;
    double seen[YS_VALUES] = {0}, want[YS_VALUES] = {0}, worlds = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 40; s++) {
            if (!random_position(&g, configs[c], s * 137 + (uint64_t)c)) continue;
            int p = g.to_move >= 0 && g.to_move < g.opt.players ? g.to_move : 0, q = (p + 1) % g.opt.players;
            ys_view(&g, p, &v);
            int id[YS_POOL], n = leanable(&v, q, id);
            if (!n) continue;
            uint64_t rng = s;
            int a = id[ys_rng_below(&rng, (uint32_t)n)];
            double lean[YS_POOL] = {0};
            lean[a] = (double)ys_rng_below(&rng, 21) / 10 - 1; /* -1 .. 1 a point of value */
            for (int w = 0; w < 60; w++) {
                assert_int_equal(ys_determinize_lean(&v, lean, 8, &rng, &d), 0);
                double count[YS_VALUES], z = 0;
                for (int x = 0; x < YS_VALUES; x++)
                    count[x] = d.behind[q][x];
                for (int k = 0; k < n; k++)
                    count[d.pool[id[k]].value]++;
                for (int x = 0; x < YS_VALUES; x++)
                    z += count[x] * exp(lean[a] * x);
                for (int x = 0; x < YS_VALUES; x++)
                    want[x] += count[x] * exp(lean[a] * x) / z;
                seen[d.pool[a].value]++;
                worlds++;
            }
        }
    double apart = 0;
    for (int x = 0; x < YS_VALUES; x++) {
        print_message("value %d: %.0f worlds, %.1f expected\n", x, seen[x], want[x]);
        assert_true(fabs(seen[x] - want[x]) <= 4 * sqrt(want[x]) + 5);
        apart += fabs(seen[x] - want[x]);
    }
    print_message("%.0f worlds, total variation distance from the lean's distribution %.2f%%\n", worlds,
                  50 * apart / worlds);
    assert_true(worlds >= 4000);
    assert_true(apart <= worlds * 0.03); /* a total variation distance of 1.5% at most */
}

/* What ai_lean_features reads of the turn's placing, checked against the
 * moves as they were played: a face-down broker's mate is the face-up one
 * its owner placed in the same placement (its value, whether in the same
 * contest, which came first) and its owner's brokers placed before it this
 * turn are counted; each feature reads the same in the game and in every
 * player's view (the lean reads nothing hidden), and once the placing is
 * over it stays as it was while the counting takes brokers back. */
static void test_lean_reads_the_placing(void **state)
{
    (void)state;
    static YsGame g, before;
    static YsView v;
    static double kept[YS_TURN_PLACED][AI_NLEAN];
    long checked = 0, rechecked = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 12; s++) {
            new_game(&g, configs[c], s * 977 + (uint64_t)c);
            uint64_t rng = s;
            int owner[YS_TURN_PLACED], n = 0, round = g.round, mate[2] = {-1, -1}, placer = -1;
            int kept_id[YS_TURN_PLACED], kept_at[YS_TURN_PLACED], nkept = 0;
            while (!ys_over(&g)) {
                static YsMoveList ml;
                assert_true(ys_legal(&g, &ml) > 0);
                YsMove m = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
                int p = ys_to_move(&g);
                before = g;
                assert_int_equal(ys_apply(&g, &m), 0);
                if (g.round != round) n = nkept = 0, round = g.round;
                if (before.phase == YS_PHASE_PLACE && g.phase != YS_PHASE_PLACE && g.round == before.round)
                    for (int id = 0; id < YS_POOL && nkept < YS_TURN_PLACED; id++) { /* the placing is over */
                        if (g.pool[id].place == YS_NONE || g.arrival[id] == YS_NONE) continue;
                        kept_id[nkept] = id, kept_at[nkept] = g.arrival[id];
                        ai_lean_features(&g, id, kept[nkept++]);
                    }
                for (int k = 0; k < nkept; k++) { /* what was read then stays */
                    int id = kept_id[k];
                    if (g.pool[id].place == YS_NONE || g.arrival[id] != kept_at[k]) continue;
                    double f[AI_NLEAN];
                    ai_lean_features(&g, id, f);
                    assert_memory_equal(f, kept[k], sizeof f);
                    rechecked++;
                }
                if (m.kind != YS_MV_UP && m.kind != YS_MV_DOWN && m.kind != YS_MV_NEUTRAL) continue;
                int id = -1; /* the slot the move filled */
                for (int i = 0; i < YS_POOL; i++)
                    if (before.pool[i].place == YS_NONE && g.pool[i].place != YS_NONE) id = i;
                if (id < 0) break; /* the counting ran on and took it back */
                int at = n;
                owner[n++] = m.kind == YS_MV_NEUTRAL ? YS_NEUTRAL : p;
                if (m.kind == YS_MV_NEUTRAL) continue;
                if (p != placer) mate[0] = mate[1] = -1, placer = p;
                mate[m.kind == YS_MV_DOWN] = id;
                if (mate[0] < 0 || mate[1] < 0) continue;
                /* the placement's two: down d and up u */
                int d = mate[1], u = mate[0];
                mate[0] = mate[1] = -1;
                if (g.pool[d].place == YS_THRONE || g.pool[u].place == YS_THRONE) continue;
                int dat = m.kind == YS_MV_DOWN ? at : g.arrival[d], own = 0;
                assert_int_equal(g.arrival[m.kind == YS_MV_DOWN ? d : u], at);
                double f[AI_NLEAN], fv[AI_NLEAN];
                ai_lean_features(&g, d, f);
                for (int k = 0; k < dat; k++)
                    own += owner[k] == p;
                int same = YS_IS_CITY(g.pool[d].place)
                               ? g.pool[d].place == g.pool[u].place
                               : YS_IS_MARKET(g.pool[u].place) &&
                                     YS_MARKET_ROW(g.pool[d].place) == YS_MARKET_ROW(g.pool[u].place);
                assert_int_equal((int)f[AI_L_MATE_SHOWN], g.pool[u].value);
                assert_int_equal((int)f[AI_L_MATE_SAME], same);
                assert_int_equal((int)f[AI_L_HID_FIRST], m.kind == YS_MV_UP);
                assert_int_equal((int)f[AI_L_OWN_BEFORE], own);
                for (int q = 0; q < g.opt.players; q++) {
                    ys_view(&g, q, &v);
                    ai_lean_features(&v, d, fv);
                    assert_memory_equal(f, fv, sizeof f);
                }
                checked++;
            }
        }
    print_message("%ld placements checked, read again %ld times as the turn went on\n", checked, rechecked);
    assert_true(checked > 1000);
    assert_true(rechecked > checked * 5);
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

/* A ship card with its two small gems in one order, to compare decks. */
static unsigned ship_key(const uint8_t *c)
{
    unsigned a = c[1] < c[2] ? c[1] : c[2], b = c[1] < c[2] ? c[2] : c[1];
    return c[0] * 100u + a * 10u + b;
}

static int cmp_unsigned(const void *x, const void *y)
{
    unsigned a = *(const unsigned *)x, b = *(const unsigned *)y;
    return (a > b) - (a < b);
}

/* Each broker value a player owns, wherever it stands (behind, in front, in
 * a bid, by the board, on the board or in the throne room); with neutral
 * set, human q's four neutral brokers (2 players). */
static void broker_values(const YsGame *g, int q, int neutral, int out[YS_VALUES])
{
    for (int k = 0; k < YS_VALUES; k++)
        out[k] = neutral ? g->neutral_supply[q][k] : g->behind[q][k] + g->front[q][k];
    if (!neutral) {
        out[2] += g->spare_twos[q];
        if (!g->bids_revealed && (g->bid_done & (1u << q))) out[g->bid[q][0]]++, out[g->bid[q][1]]++;
    }
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &g->pool[i];
        if (b->place == YS_NONE) continue;
        if (neutral ? b->owner == YS_NEUTRAL && b->placer == q : b->owner == q) out[b->value]++;
    }
}

/* The places' numbers (each seat's total there) are those of the brokers
 * standing there. */
static void places_agree(const YsGame *g)
{
    for (int pl = 0; pl < YS_PLACES; pl++) {
        unsigned sum[YS_MAX_SEATS] = {0};
        for (int i = 0; i < g->priv.plen[pl]; i++) {
            const YsBroker *b = &g->pool[g->priv.plist[pl][i]];
            sum[b->owner] += b->merc ? 5u : b->value;
        }
        for (int s = 0; s < g->seats; s++)
            assert_int_equal(g->priv.place_sum[pl] >> (8 * s) & 0xFF, sum[s]);
    }
}

/* Every dealt world agrees with the public history a player who forgets
 * nothing keeps: the hands are those the players won (each card won lay face
 * up) with the turn each was won; every palace card shown so far (King,
 * Prince, cards nobody won or the neutral player discarded) is where it was
 * and the stacks still face down hold only cards never shown; the ships
 * drawn are those that lay in the ports, in order, and the ships still to
 * come are the undrawn ones; every broker value the player saw (face up,
 * revealed by the counting, looked at with the Spy, its own) is as it is and
 * each player's brokers are the whole set, so what one must still hold
 * behind the screen is what the others' shown values leave; a broker in the
 * throne room has one of the values that stood before its owner's screen
 * when it was sent; and the dealt world, viewed again, gives the same view
 * and the same memory. Every other world is leaned (ys_determinize_lean) at
 * random: the same holds of it. */
static void test_determinize_remembers(void **state)
{
    (void)state;
    static YsGame g, d;
    static YsView v, v2;
    int checked = 0, later_rounds = 0, shown_gone = 0, throne_hidden = 0;
    for (int c = 0; c < NCONFIGS; c++)
        for (uint64_t s = 1; s <= 40; s++) {
            new_game(&g, configs[c], s * 977 + (uint64_t)c);
            uint64_t rng = s * 7 + 1;
            int turn = 1 + (int)ys_rng_below(&rng, YS_ROUNDS), extra = (int)ys_rng_below(&rng, 60);
            while (!ys_over(&g) && g.round < turn)
                assert_int_equal(ys_play_random(&g, &rng), 0);
            for (int i = 0; i < extra && !ys_over(&g); i++)
                assert_int_equal(ys_play_random(&g, &rng), 0);
            if (ys_over(&g)) continue;
            if (g.round > 1) later_rounds++;
            /* the characters never shown (15 less every palace card so far) */
            int unseen[YS_CHARACTER_COUNT] = {0};
            for (int ch = 0; ch < YS_WHITE_CARD; ch++)
                unseen[ch] = ch == YS_PRINCE ? 2 : 1;
            for (int nb = 0; nb < g.opt.nbhds; nb++)
                for (int r = 0; r < 3 && r < g.round; r++) {
                    assert_true(unseen[g.stacks[nb][r]] > 0);
                    unseen[g.stacks[nb][r]]--;
                    if (r == g.round - 1) /* the card on show now, unless taken */
                        assert_true(g.palace_card[nb] == YS_NONE || g.palace_card[nb] == g.stacks[nb][r]);
                }
            for (int p = 0; p < g.opt.players; p++) {
                ys_view(&g, p, &v);
                assert_int_equal(v.memory, 1);
                for (int k = 0; k < 4; k++) {
                    /* every other world leaned (ys_determinize_lean) at random */
                    double lean[YS_POOL];
                    for (int i = 0; i < YS_POOL; i++)
                        lean[i] = (int)ys_rng_below(&rng, 7) - 3;
                    if (k & 1)
                        assert_int_equal(ys_determinize_lean(&v, lean, 4, &rng, &d), 0);
                    else
                        assert_int_equal(ys_determinize(&v, &rng, &d), 0);
                    places_agree(&d);
                    for (int q = 0; q < g.opt.players; q++)
                        assert_int_equal(d.hand[q], g.hand[q]);
                    for (int ch = 0; ch < YS_CHARACTER_COUNT; ch++)
                        for (int q = 0; q < g.opt.players; q++)
                            if (g.hand[q] & (1u << ch)) assert_int_equal(d.won_round[ch], g.won_round[ch]);
                    /* palaces: shown cards as they were, the rest never shown */
                    int left[YS_CHARACTER_COUNT];
                    memcpy(left, unseen, sizeof left);
                    for (int nb = 0; nb < g.opt.nbhds; nb++)
                        for (int r = 0; r < 3; r++) {
                            if (r < g.round) {
                                assert_int_equal(d.stacks[nb][r], g.stacks[nb][r]);
                                if (g.won_round[g.stacks[nb][r]] == 0 && r < g.round - 1) shown_gone++;
                                continue;
                            }
                            assert_true(left[d.stacks[nb][r]] > 0);
                            left[d.stacks[nb][r]]--;
                        }
                    /* ships: the drawn ones as they were, the rest a reshuffle */
                    assert_int_equal(d.ship_pos, g.ship_pos);
                    assert_int_equal(d.ship_count, g.ship_count);
                    for (int i = 0; i < g.ship_pos; i++)
                        assert_int_equal(ship_key(d.ship_deck[i]), ship_key(g.ship_deck[i]));
                    unsigned a[24], b[24];
                    int n = g.ship_count - g.ship_pos;
                    for (int i = 0; i < n; i++)
                        a[i] = ship_key(g.ship_deck[g.ship_pos + i]), b[i] = ship_key(d.ship_deck[g.ship_pos + i]);
                    qsort(a, (size_t)n, sizeof *a, cmp_unsigned);
                    qsort(b, (size_t)n, sizeof *b, cmp_unsigned);
                    assert_memory_equal(a, b, sizeof *a * (size_t)n);
                    /* brokers: every value seen kept, every player's whole set */
                    for (int i = 0; i < YS_POOL; i++) {
                        assert_int_equal(d.pool[i].place, g.pool[i].place);
                        if (g.pool[i].place != YS_NONE && v.pool[i].value != YS_UNKNOWN)
                            assert_int_equal(d.pool[i].value, g.pool[i].value);
                        /* a throne broker is one of those that stood before its owner's screen then */
                        if (g.pool[i].place == YS_NONE || !g.throne_may[i]) continue;
                        assert_true(g.throne_may[i] >> g.pool[i].value & 1);
                        assert_true(d.throne_may[i] >> d.pool[i].value & 1);
                        throne_hidden += v.pool[i].value == YS_UNKNOWN;
                    }
                    for (int neutral = 0; neutral <= (g.opt.players == 2); neutral++)
                        for (int q = 0; q < g.opt.players; q++) {
                            int want[YS_VALUES], got[YS_VALUES];
                            broker_values(&g, q, neutral, want);
                            broker_values(&d, q, neutral, got);
                            assert_memory_equal(want, got, sizeof want);
                        }
                    for (int q = 0; q < g.opt.players; q++) {
                        assert_memory_equal(d.front[q], g.front[q], YS_VALUES);
                        assert_int_equal(d.spare_twos[q], g.spare_twos[q]);
                        assert_int_equal(d.bid_done, g.bid_done);
                    }
                    assert_memory_equal(d.behind[p], g.behind[p], YS_VALUES);
                    /* viewed again, the world gives what the player saw and remembers */
                    ys_view(&d, p, &v2);
                    assert_memory_equal(v.pool, v2.pool, sizeof v.pool);
                    assert_memory_equal(v.behind_count, v2.behind_count, sizeof v.behind_count);
                    assert_memory_equal(v.known_hand, v2.known_hand, sizeof v.known_hand);
                    assert_memory_equal(v.known_won_round, v2.known_won_round, sizeof v.known_won_round);
                    assert_int_equal(v.nships_seen, v2.nships_seen);
                    assert_memory_equal(v.ships_seen, v2.ships_seen, sizeof v.ships_seen);
                    assert_memory_equal(v.palace_seen, v2.palace_seen, sizeof v.palace_seen);
                    checked++;
                }
            }
        }
    assert_true(checked > 500);
    print_message("%d worlds dealt, %d positions past the first turn, %d shown cards nobody holds, %d hidden "
                  "throne brokers\n",
                  checked, later_rounds, shown_gone, throne_hidden);
    assert_true(throne_hidden > 100);
    assert_true(later_rounds > 100);
    assert_true(shown_gone > 100);
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
        g.priv.quiet = 1;
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

/* The playout's place drawn as the k-th open one: every set bit of every
 * mask below 2^20 and of a spread of masks up to the 28 places, in order. */
static void test_open_place_is_the_kth_set_bit(void **state)
{
    (void)state;
    long checked = 0;
    for (uint32_t m = 0; m < 1u << 28; m += m < 1u << 20 ? 1 : 4099) {
        AiOpens o = ai_opens(m);
        if ((int)ai_opens_count(&o) != __builtin_popcount(m)) fail_msg("mask %#x: %u counted", m, ai_opens_count(&o));
        uint32_t left = m;
        for (uint32_t k = 0; left; k++, left &= left - 1, checked++)
            if (ai_open_place(&o, k) != __builtin_ctz(left)) fail_msg("mask %#x: open place %u wrong", m, k);
    }
    assert_true(checked > 10000000);
}

/* The lean deals each hidden broker's value as its target says: a world's
 * chance weighted by exp(the sum of lean * value) over one player's hidden
 * brokers on the board, the values behind the screen free. Its exact
 * marginal, by counting every board assignment b of the player's unseen
 * values L (the screen's m brokers taking the rest in m! / prod (L - b)!
 * ways, as the even deal gives them), against the mean of many leaned deals
 * at 40 sweeps, long enough to forget the deal: within a few standard
 * errors, and away from the unleaned mean where the lean pulls. (At the
 * search's 6 sweeps the worst of these brokers lies 6.2 standard errors off:
 * the chain has not quite forgotten the even deal.) */
static int lean_case(const YsView *v, const YsDealer *dl, int q, uint64_t seed, double *worst)
{
    int n = dl->priv.nlean[q], m = v->behind_count[q];
    if (n < 1 || n > 4 || m < 1) return 0;
    double lean[YS_POOL] = {0};
    uint64_t rng = seed;
    for (int k = 0; k < n; k++)
        lean[dl->priv.lean_ids[q][k]] = ((int)ys_rng_below(&rng, 5) - 2) * 0.6;
    static YsGame w;
    enum { deals = 30000 };
    int L[YS_VALUES] = {0};
    double sum[4] = {0}, plain[4] = {0};
    for (int t = 0; t < 2 * deals; t++) {
        int leaned = t < deals;
        assert_int_equal(ys_deal_lean(dl, leaned ? lean : NULL, 40, &rng, &w), 0);
        int c[YS_VALUES];
        for (int x = 0; x < YS_VALUES; x++)
            c[x] = w.behind[q][x];
        for (int k = 0; k < n; k++) {
            int value = w.pool[dl->priv.lean_ids[q][k]].value;
            c[value]++;
            (leaned ? sum : plain)[k] += value;
        }
        if (t == 0)
            memcpy(L, c, sizeof L);
        else if (memcmp(L, c, sizeof L))
            return 0; /* other hidden ones share the values: not this case */
    }
    /* the exact means */
    double z = 0, mean[4] = {0};
    int b[4], count = 1;
    for (int k = 0; k < n; k++)
        count *= YS_VALUES;
    for (int code = 0; code < count; code++) {
        int rest[YS_VALUES], ok = 1, c = code;
        memcpy(rest, L, sizeof rest);
        double weight = 0;
        for (int k = 0; k < n; k++, c /= YS_VALUES) {
            b[k] = c % YS_VALUES;
            ok &= --rest[b[k]] >= 0;
            weight += lean[dl->priv.lean_ids[q][k]] * b[k];
        }
        if (!ok) continue;
        double ways = exp(weight);
        for (int x = 0; x < YS_VALUES; x++)
            for (int f = 2; f <= rest[x]; f++)
                ways /= f;
        z += ways;
        for (int k = 0; k < n; k++)
            mean[k] += ways * b[k];
    }
    int pulled = 0;
    for (int k = 0; k < n; k++) {
        double want = mean[k] / z, got = sum[k] / deals,
               off = fabs(got - want) / 0.0085; /* the mean's error, at most */
        if (off > *worst) *worst = off;
        if (off > 4.5) fail_msg("broker %d of player %d: leaned mean %.4f, its target %.4f", k, q, got, want);
        pulled |= fabs(plain[k] / deals - want) > 0.1;
    }
    return 1 + pulled;
}

static void test_lean_deals_its_target(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v;
    int cases = 0, pulled = 0;
    double worst = 0;
    for (uint64_t s = 1; s <= 60 && cases < 8; s++) {
        if (!random_position(&g, s & 1 ? "players=4" : "players=3 neighbourhoods=4", s * 977)) continue;
        ys_view(&g, 0, &v);
        YsDealer dl;
        assert_int_equal(ys_dealer_init(&dl, &v), 0);
        for (int q = 1; q < g.opt.players; q++) {
            int r = lean_case(&v, &dl, q, s * 13 + (uint64_t)q, &worst);
            cases += r > 0;
            pulled += r > 1;
        }
    }
    print_message("lean: %d cases, %d pulled off the even deal, worst %.2f standard errors\n", cases, pulled, worst);
    assert_true(cases >= 4 && pulled >= 2);
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
        cmocka_unit_test(test_determinize_remembers),
        cmocka_unit_test(test_determinize_lean_leans),
        cmocka_unit_test(test_determinize_lean_samples_its_weights),
        cmocka_unit_test(test_lean_reads_the_placing),
        cmocka_unit_test(test_twins_get_the_same_move),
        cmocka_unit_test(test_every_level_answers_legally),
        cmocka_unit_test(test_bots_play_whole_games),
        cmocka_unit_test(test_playouts_stop_at_their_horizon),
        cmocka_unit_test(test_hints_have_reasons),
        cmocka_unit_test(test_searches_repeat),
        cmocka_unit_test(test_dealer_deals_as_determinize),
        cmocka_unit_test(test_open_place_is_the_kth_set_bit),
        cmocka_unit_test(test_lean_deals_its_target),
        cmocka_unit_test(test_refuses_a_state_or_a_wrong_viewer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
