/* test_golden.c - the engine's behaviour pinned down: seeded random games in
 * every configuration, hashed per configuration, compared with hashes
 * recorded before the engine was tuned for speed. Any change of a rule, a
 * legal list, a random playout, an event or the notation changes a hash.
 *
 * Two kinds of game per seed:
 *  - referee games: the legal list (ys_legal), a move drawn uniformly from
 *    it, its text, ys_match_play, then the JSON of its events for the referee
 *    and for a spectator, and at the end the state's JSON and the result;
 *  - playouts: ys_play_random from the start (what the bots and ys-bench
 *    run), hashing after each call the decision, the player to move, scores
 *    and quotations, and at the end the state's JSON and the result.
 * Run with --print to write the table below anew (only after a deliberate
 * change of the rules, said so in the commit).
 *
 * The legal lists alone (each position's list, its content and order, over
 * every configuration's referee games) are hashed apart too, against the
 * line of code_rules for YS_CODE_RULES: a game code names each move by its
 * place in its legal list (gamecode.h), so lists that change turn every
 * code people shared into another game. Lists that are not the version's
 * fail here until YS_CODE_RULES is raised and its own line is added (a line
 * of code_rules is never changed: the codes of that version are out there). */
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
    uint64_t referee, playout; /* the hashes recorded */
} Golden;

static Golden golden[] = {
    {"players=4", 400, 0x0577c0d2afae34a7ull, 0x877d2df32028e985ull},
    {"players=4 kings-favor=on", 250, 0x5f217b9140b1531cull, 0x27bb05c07e6ce5efull},
    {"players=4 express=on", 250, 0x7a57b64c5515d75cull, 0x80a45f72b4c319adull},
    {"players=4 kings-favor=on express=on", 200, 0x28677f92b857a5b3ull, 0x4325a36ae785e021ull},
    {"players=4 peek=off", 100, 0x910200461647d4c3ull, 0xda16c6889e9ea379ull},
    {"players=3 neighbourhoods=3", 250, 0x2055ef99725bfaa3ull, 0x06a3291db4f2c82dull},
    {"players=3 neighbourhoods=4", 250, 0xefc23485393001f6ull, 0x272df7fd314915fbull},
    {"players=3 neighbourhoods=3 kings-favor=on", 200, 0x1ec1150c6c5e762bull, 0xac21e8e38f97ef73ull},
    {"players=3 neighbourhoods=4 express=on", 200, 0x9458ce36070391a2ull, 0x849239b13ba83a6aull},
    {"players=3 neighbourhoods=4 kings-favor=on express=on", 150, 0x7da3bbbcc8bbcce9ull, 0x6638be7d9b250e22ull},
    {"players=2", 300, 0x31bc50be30f4dff9ull, 0x31ae2761e8cee4cfull},
    {"players=2 neutral=4310", 250, 0x42ed421fdf3ab5bfull, 0x41ad4cca8258b607ull},
    {"players=2 peek=off", 150, 0xf15a2a760a85a29dull, 0x976b5727a4993be7ull},
    {"players=2 neutral=4310 peek=off", 150, 0x87511bd0f118b81dull, 0x94a9097dc86b4abdull},
};
#define NCONF (int)(sizeof golden / sizeof golden[0])

/* Each version of the game codes (YS_CODE_RULES) and the hash of the legal
 * lists it was made with: one line a version, added when YS_CODE_RULES is
 * raised, never changed. */
static const struct {
    int rules;
    uint64_t legal;
} code_rules[] = {
    {1, 0x10aee21a53956af7ull},
};

static int print_mode;
static uint64_t legal_of[NCONF]; /* each configuration's legal lists, as run */
static int legal_ran[NCONF];

/* FNV-1a, 64 bits */
static void mix(uint64_t *h, const void *p, size_t n)
{
    const unsigned char *s = p;
    for (size_t i = 0; i < n; i++) {
        *h ^= s[i];
        *h *= 0x100000001b3ull;
    }
}

static void mix_int(uint64_t *h, long long v) { mix(h, &v, sizeof v); }

static void mix_end(uint64_t *h, const YsGame *g)
{
    YsBuf b = {0};
    assert_int_equal(ys_json_view(g, -1, &b), 0);
    mix(h, b.s, b.n);
    b.n = 0;
    assert_int_equal(ys_json_result(g, &b), 0);
    mix(h, b.s, b.n);
    ys_buf_free(&b);
}

static YsMatch *M;
static YsMoveList *L;

/* A referee game; its legal lists are mixed into *legal too. */
static uint64_t referee_game(const char *opts, uint64_t seed, uint64_t *legal)
{
    char text[200];
    snprintf(text, sizeof text, "%s seed=%llu", opts, (unsigned long long)seed);
    yt_new(M, text);
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1, h = 0xcbf29ce484222325ull;
    YsBuf b = {0};
    static YsEventLog spectator;
    while (!ys_over(&M->g)) {
        assert_true(ys_legal(&M->g, L) > 0);
        mix_int(&h, L->n);
        mix(&h, L->m, sizeof L->m[0] * (size_t)L->n);
        mix_int(legal, L->n);
        mix(legal, L->m, sizeof L->m[0] * (size_t)L->n);
        const YsMove *mv = &L->m[ys_rng_below(&rng, (uint32_t)L->n)];
        ys_move_format(&M->g, mv, text, sizeof text);
        mix(&h, text, strlen(text));
        assert_int_equal(ys_match_play(M, mv), 0);
        b.n = 0;
        ys_json_events(&M->g, &M->last, &b);
        mix(&h, b.s, b.n);
        spectator = M->last;
        ys_events_view(&spectator, YS_SPECTATOR);
        b.n = 0;
        ys_json_events(&M->g, &spectator, &b);
        mix(&h, b.s, b.n);
    }
    ys_buf_free(&b);
    mix_end(&h, &M->g);
    return h;
}

static uint64_t playout_game(const char *opts, uint64_t seed)
{
    char text[200];
    snprintf(text, sizeof text, "%s seed=%llu", opts, (unsigned long long)seed);
    yt_new(M, text);
    YsGame g = M->g;
    uint64_t rng = seed ^ 0x5DEECE66Dull, h = 0xcbf29ce484222325ull;
    while (!ys_play_random(&g, &rng)) {
        int v[4 + YS_MAX_SEATS + YS_COLOURS] = {(int)g.dec, g.to_move, (int)g.phase, g.round};
        for (int s = 0; s < YS_MAX_SEATS; s++)
            v[4 + s] = g.score[s];
        for (int c = 0; c < YS_COLOURS; c++)
            v[4 + YS_MAX_SEATS + c] = g.quotation[c];
        mix(&h, v, sizeof v);
    }
    mix_end(&h, &g);
    return h;
}

static void run_config(int k, uint64_t *referee, uint64_t *playout)
{
    uint64_t hr = 0xcbf29ce484222325ull, hp = hr, hl = hr;
    for (int i = 0; i < golden[k].games; i++) {
        uint64_t seed = 1000003ull * (uint64_t)(k + 1) + (uint64_t)i, r = referee_game(golden[k].opts, seed, &hl);
        mix(&hr, &r, sizeof r);
        r = playout_game(golden[k].opts, seed);
        mix(&hp, &r, sizeof r);
    }
    *referee = hr, *playout = hp;
    legal_of[k] = hl, legal_ran[k] = 1;
}

static void test_golden(void **state)
{
    int k = (int)(intptr_t)*state;
    uint64_t r, p;
    run_config(k, &r, &p);
    if (print_mode) {
        printf("    {\"%s\", %d, 0x%016llxull, 0x%016llxull},\n", golden[k].opts, golden[k].games,
               (unsigned long long)r, (unsigned long long)p);
        return;
    }
    if (r != golden[k].referee || p != golden[k].playout)
        fail_msg("%s: referee games hash 0x%016llx (recorded 0x%016llx), playouts 0x%016llx (recorded 0x%016llx)",
                 golden[k].opts, (unsigned long long)r, (unsigned long long)golden[k].referee, (unsigned long long)p,
                 (unsigned long long)golden[k].playout);
}

/* After every configuration: their legal lists are those of this version
 * of the game codes. */
static void test_code_rules(void **state)
{
    (void)state;
    uint64_t h = 0xcbf29ce484222325ull;
    for (int k = 0; k < NCONF; k++) {
        if (!legal_ran[k])
            fail_msg("%s did not run: the legal lists are hashed over every configuration", golden[k].opts);
        mix(&h, &legal_of[k], sizeof legal_of[k]);
    }
    if (print_mode) {
        printf("    {%d, 0x%016llxull}, /* YS_CODE_RULES %d: a new line, never a changed one */\n", YS_CODE_RULES,
               (unsigned long long)h, YS_CODE_RULES);
        return;
    }
    for (size_t i = 0; i < sizeof code_rules / sizeof code_rules[0]; i++)
        if (code_rules[i].rules == YS_CODE_RULES) {
            if (code_rules[i].legal != h)
                fail_msg("the legal lists changed (content or order; hash 0x%016llx, version %d's 0x%016llx): every "
                         "game code of version %d would now read as another game. If the change is meant, raise "
                         "YS_CODE_RULES in include/ys/gamecode.h, add its line here (--print), say so in the commit, "
                         "and pin its codes (tests/engine/pinned_codes.txt, test_pinned --print)",
                         (unsigned long long)h, YS_CODE_RULES, (unsigned long long)code_rules[i].legal, YS_CODE_RULES);
            return;
        }
    fail_msg("no line of code_rules for YS_CODE_RULES %d: add its line (--print prints it)", YS_CODE_RULES);
}

static int setup(void **state)
{
    (void)state;
    M = malloc(sizeof *M);
    L = malloc(sizeof *L);
    return !M || !L;
}

static int teardown(void **state)
{
    (void)state;
    free(M);
    free(L);
    return 0;
}

int main(int argc, char **argv)
{
    print_mode = argc > 1 && !strcmp(argv[1], "--print");
    struct CMUnitTest tests[NCONF + 1];
    for (int k = 0; k < NCONF; k++)
        tests[k] = (struct CMUnitTest){golden[k].opts, test_golden, NULL, NULL, (void *)(intptr_t)k};
    tests[NCONF] = (struct CMUnitTest){"the game codes' version", test_code_rules, NULL, NULL, NULL};
    return cmocka_run_group_tests_name("golden", tests, setup, teardown);
}
