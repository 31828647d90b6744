/* test_tally.c - the places' running numbers (YsGame.priv.place_sum and
 * place_count: each seat's total and broker count per place, a byte per
 * seat) always equal what the place lists say. The counting reads only
 * these numbers, so a path that moves a broker, changes its value or its
 * Mercenary marker without keeping them would count a wrong total.
 *
 * Checked after every move of seeded random games in every configuration:
 *  - referee games (ys_legal, a move drawn uniformly, played with its events
 *    told or not: the narrated and the quiet reveal), and the same game
 *    loaded from its save text (replayed);
 *  - each seat's view and a spectator's: a value the view hides counts as a
 *    broker and adds nothing (the numbers give no hidden value away);
 *  - a determinized game from a player's view, then played out at random
 *    (the dealt values counted);
 *  - playouts with ys_play_random from the start (what the bots run);
 * and the packed totals the playout policy reads (ys_place_sums) with them.
 * The cards whose "any target?" answer reads the counts (Herald, Magician)
 * are compared with their lists of plays. The suite also counts the moves
 * that change values in place (Magician, Mercenary, Herald) so that it is
 * known to have exercised them. */
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
#include "ys/determinize.h"

static const struct {
    const char *opts;
    int games;
} configs[] = {
    {"players=4", 60},
    {"players=4 kings-favor=on", 60},
    {"players=4 express=on kings-favor=on", 30},
    {"players=3 neighbourhoods=3", 40},
    {"players=3 neighbourhoods=4 kings-favor=on", 40},
    {"players=2", 50},
    {"players=2 neutral=4310 peek=off", 40},
};
#define NCONF (int)(sizeof configs / sizeof configs[0])

static YsMatch *M, *Loaded;
static YsMoveList *L;
static long n_card_answers, n_checked, n_views, n_worlds, n_magician, n_magician_throne, n_mercenary, n_herald;

/* The numbers as the lists say, counted here independently of the engine. */
static void expected(const YsGame *g, int pl, uint32_t *sum, uint32_t *count)
{
    *sum = *count = 0;
    for (int i = 0; i < g->priv.plen[pl]; i++) {
        const YsBroker *b = &g->pool[g->priv.plist[pl][i]];
        assert_true(b->owner < YS_MAX_SEATS);
        *count += 1u << (8 * b->owner);
        if (b->merc)
            *sum += 5u << (8 * b->owner);
        else if (b->value != YS_UNKNOWN)
            *sum += (uint32_t)b->value << (8 * b->owner);
    }
}

/* ys_places_totals over first..first+n-1 against the lists: each seat's
 * total there and the seats there (the bots' contests read them so). */
static void check_range(const YsGame *g, const char *ctx, int move, int first, int n)
{
    int want[YS_MAX_SEATS] = {0}, got[YS_MAX_SEATS];
    unsigned seats = 0;
    for (int pl = first; pl < first + n; pl++) {
        uint32_t sum, count;
        expected(g, pl, &sum, &count);
        for (int s = 0; s < YS_MAX_SEATS; s++) {
            want[s] += (int)(sum >> (8 * s) & 0xff);
            seats |= (unsigned)((count >> (8 * s) & 0xff) != 0) << s;
        }
    }
    unsigned mask = ys_places_totals(g, first, n, got);
    if (mask != seats || memcmp(got, want, sizeof want))
        fail_msg("%s, after move %d: places %d..%d total %d %d %d %d (seats %x), their lists %d %d %d %d (seats %x)",
                 ctx, move, first, first + n - 1, got[0], got[1], got[2], got[3], mask, want[0], want[1], want[2],
                 want[3], seats);
}

static void check(const YsGame *g, const char *ctx, int move)
{
    n_checked++;
    for (int nb = 0; nb < YS_NBHDS; nb++)
        check_range(g, ctx, move, YS_PLACE_CITY(nb, 0), 3);
    for (int row = 0; row < 4; row++)
        check_range(g, ctx, move, YS_PLACE_MARKET(row, 0), 4);
    check_range(g, ctx, move, YS_MARKET0, 16);
    for (int pl = 0; pl < YS_PLACES; pl++)
        check_range(g, ctx, move, pl, 1);
    const uint32_t *sums = ys_place_sums(g); /* the playout's packed read */
    for (int pl = 0; pl < YS_PLACES; pl++) {
        uint32_t sum, count;
        expected(g, pl, &sum, &count);
        if (sum != g->priv.place_sum[pl] || count != g->priv.place_count[pl])
            fail_msg("%s, after move %d: place %d holds totals %08x and counts %08x, its list says %08x and %08x", ctx,
                     move, pl, g->priv.place_sum[pl], g->priv.place_count[pl], sum, count);
        if (sums[pl] != sum)
            fail_msg("%s, after move %d: ys_place_sums reads %08x at place %d, its list says %08x", ctx, move, sums[pl],
                     pl, sum);
    }
}

static void note_move(const YsMove *m)
{
    if (m->kind != YS_MV_CARD) return;
    n_magician += m->card == YS_MAGICIAN;
    n_magician_throne += m->card == YS_MAGICIAN && (m->place == YS_THRONE || m->place2 == YS_THRONE);
    n_mercenary += m->card == YS_MERCENARY;
    n_herald += m->card == YS_HERALD;
}

/* Views of every seat and a spectator; a world dealt from one player's
 * view, played to its end at random. */
static void check_views(const YsGame *g, const char *ctx, int move, uint64_t *rng)
{
    static YsView v;
    static YsGame world;
    for (int p = YS_SPECTATOR; p < g->seats; p++) {
        if (p == -1) continue;
        ys_view(g, p, &v);
        check(&v, ctx, move);
        n_views++;
    }
    int p = (int)ys_rng_below(rng, (uint32_t)g->opt.players);
    ys_view(g, p, &v);
    assert_int_equal(ys_determinize(&v, rng, &world), 0);
    check(&world, ctx, move);
    n_worlds++;
    for (int k = 0; !ys_play_random(&world, rng); k++)
        check(&world, ctx, move + 1 + k);
}

/* The quick "has this card a target?" answers (ys__any_card: the Herald
 * and the Magician read the places' counts) agree with the list of its
 * plays, here and with the places open narrowed at random (down to one or
 * none: cases no real game reaches, as the city always has room). */
static void check_card_answers(const YsGame *g, const char *ctx, int move, uint64_t *rng)
{
    static const int cards[] = {YS_HERALD, YS_MAGICIAN};
    static YsMove buf[YS_MAX_MOVES];
    for (int p = 0; p < g->opt.players; p++)
        for (int k = 0; k < 2; k++)
            for (int narrow = 0; narrow < 3; narrow++) {
                YsGame t = *g;
                int c = cards[k], window = ys_data.window[c];
                t.hand[p] = (uint16_t)(1u << c);
                t.won_round[c] = 0;
                t.cards_played[p] = 0;
                if (narrow == 1) t.priv.open_places &= (uint32_t)ys_rng_next(rng) & (uint32_t)ys_rng_next(rng);
                if (narrow == 2) t.priv.open_places &= 1u << ys_rng_below(rng, YS_THRONE);
                Gen gen = {buf, 0, YS_MAX_MOVES};
                ys__gen_cards(&t, p, window, &gen);
                n_card_answers++;
                if (ys__any_card(&t, p, window) != (gen.n > 0))
                    fail_msg("%s, after move %d: player %d's %s has %d plays, the quick answer says %d", ctx, move, p,
                             ys_character_name(c), gen.n, ys__any_card(&t, p, window));
            }
}

static void referee_game(const char *opts, uint64_t seed, int traced)
{
    char text[200], ctx[260];
    snprintf(text, sizeof text, "%s seed=%llu", opts, (unsigned long long)seed);
    snprintf(ctx, sizeof ctx, "referee game '%s'%s", text, traced ? " (traced)" : "");
    yt_new(M, text);
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 7;
    check(&M->g, ctx, 0);
    for (int move = 1; !ys_over(&M->g); move++) {
        assert_true(ys_legal(&M->g, L) > 0);
        const YsMove *mv = &L->m[ys_rng_below(&rng, (uint32_t)L->n)];
        note_move(mv);
        if (traced) { /* every event told: the flips narrated one by one */
            assert_int_equal(ys_match_play(M, mv), 0);
        } else { /* nobody listens: the quiet reveal */
            assert_int_equal(ys_apply(&M->g, mv), 0);
            M->log[M->nlog++] = *mv;
        }
        check(&M->g, ctx, move);
        if (ys_rng_below(&rng, 16) == 0) check_views(&M->g, ctx, move, &rng);
        if (ys_rng_below(&rng, 4) == 0) check_card_answers(&M->g, ctx, move, &rng);
    }
    check_views(&M->g, ctx, -1, &rng);
    /* the save of the finished game, loaded: replayed from its moves */
    YsBuf b = {0};
    YsLoadError why;
    ys_save_text(M, &b);
    if (ys_load_text(Loaded, b.s, b.n, &why)) fail_msg("%s: its save does not load: %s", ctx, why.text);
    check(&Loaded->g, ctx, -2);
    ys_buf_free(&b);
}

static void playout_game(const char *opts, uint64_t seed)
{
    char text[200], ctx[260];
    snprintf(text, sizeof text, "%s seed=%llu", opts, (unsigned long long)seed);
    snprintf(ctx, sizeof ctx, "playout '%s'", text);
    yt_new(M, text);
    YsGame g = M->g;
    uint64_t rng = seed ^ 0x5DEECE66Dull;
    for (int k = 1; !ys_play_random(&g, &rng); k++)
        check(&g, ctx, k);
}

static void test_config(void **state)
{
    int k = (int)(intptr_t)*state;
    for (int i = 0; i < configs[k].games; i++) {
        uint64_t seed = 7000003ull * (uint64_t)(k + 1) + (uint64_t)i;
        referee_game(configs[k].opts, seed, i & 1);
        playout_game(configs[k].opts, seed);
    }
}

/* The suite reached the paths it is about (runs last). */
static void test_coverage(void **state)
{
    (void)state;
    printf("[ tally ] %ld checks, %ld views, %ld dealt worlds; Magician %ld (throne %ld), Mercenary %ld, Herald %ld\n",
           n_checked, n_views, n_worlds, n_magician, n_magician_throne, n_mercenary, n_herald);
    printf("[ tally ] %ld quick card answers compared with the lists\n", n_card_answers);
    assert_true(n_views > 0 && n_worlds > 0 && n_card_answers > 0);
    assert_true(n_magician > 0 && n_magician_throne > 0 && n_mercenary > 0 && n_herald > 0);
}

static int setup(void **state)
{
    (void)state;
    M = malloc(sizeof *M);
    Loaded = malloc(sizeof *Loaded);
    L = malloc(sizeof *L);
    return !M || !Loaded || !L;
}

static int teardown(void **state)
{
    (void)state;
    free(M);
    free(Loaded);
    free(L);
    return 0;
}

int main(void)
{
    struct CMUnitTest tests[NCONF + 1];
    for (int k = 0; k < NCONF; k++)
        tests[k] = (struct CMUnitTest){configs[k].opts, test_config, NULL, NULL, (void *)(intptr_t)k};
    tests[NCONF] = (struct CMUnitTest){"coverage", test_coverage, NULL, NULL, NULL};
    return cmocka_run_group_tests_name("tally", tests, setup, teardown);
}
