/* test_pinned.c - game codes and saves made by the engine of one version,
 * pinned (issue 50): a code names each move by its place in its legal list
 * (gamecode.h), so a change of move generation would turn every code people
 * shared into another game that still passes its check. pinned_codes.txt
 * holds codes of every configuration, finished games and games under way,
 * each with what it must open as: its moves' count, its seats, the whole
 * state's hash (the spectator's view) and, when over, the result; pinned/
 * holds saves of some of the same games, each opening as the game its code
 * names. The file's first line says which version made them. When
 * YS_CODE_RULES is raised, pinned_codes.txt is kept as pinned_codes_vN.txt
 * (N its version), whose every code this engine must then refuse as made
 * by an older version, and --print DIR makes the new version's anew. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "ys/file.h"
#include "ys/gamecode.h"

/* The configurations of test_golden, and a few more. */
static const char *const configs[] = {
    "players=4",
    "players=4 kings-favor=on",
    "players=4 express=on",
    "players=4 kings-favor=on express=on",
    "players=4 peek=off",
    "players=3 neighbourhoods=3",
    "players=3 neighbourhoods=4",
    "players=3 neighbourhoods=3 kings-favor=on",
    "players=3 neighbourhoods=4 express=on",
    "players=3 neighbourhoods=4 kings-favor=on express=on",
    "players=3 neighbourhoods=3 peek=off express=on",
    "players=2",
    "players=2 neutral=4310",
    "players=2 peek=off",
    "players=2 neutral=4310 peek=off",
    "players=2 neutral=4210",
};
#define NCONFIGS (int)(sizeof configs / sizeof configs[0])
#define GAMES 2  /* finished games a configuration; every fifth has one more, cut short */
#define NSAVES 5 /* the first games of configs 0, 5, 11, 3, 8 are also saves */
static const int save_of[NSAVES] = {0, 5, 11, 3, 8};

static uint64_t fnv(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
    return h;
}

/* What a game must open as: its pinned line, less the code. */
static void describe(const YsMatch *m, const int *seats, char *out, size_t len)
{
    YsBuf b = {0};
    ys_json_view(&m->g, -1, &b);
    uint64_t view = fnv(b.s, b.n);
    b.n = 0;
    if (ys_over(&m->g)) ys_json_result(&m->g, &b);
    int n = snprintf(out, len, "nlog=%d seats=", m->nlog);
    for (int i = 0; i < m->g.opt.players; i++)
        n += snprintf(out + n, len - (size_t)n, "%s%d", i ? "," : "", seats[i]);
    snprintf(out + n, len - (size_t)n, " view=%016llx result=%s", (unsigned long long)view, ys_over(&m->g) ? b.s : "-");
    ys_buf_free(&b);
}

/* Game g of configuration k, played with seeded random legal moves (to the
 * end, or cut at its middle), and its seats' kinds. */
static void make_game(int k, int g, YsMatch *m, int *seats)
{
    char opts[300];
    snprintf(opts, sizeof opts, "%s seed=%d", configs[k], 7001 + 101 * k + g);
    yt_new(m, opts);
    uint64_t rng = 0x5EED0000ull + (uint64_t)(k * 16 + g);
    for (int i = 0; i < YS_MAX_HUMANS; i++)
        seats[i] = i < m->g.opt.players ? (int)ys_rng_below(&rng, 6) : 0; /* 0 a player, a bot's level from 1 */
    static YsMoveList l;
    int cut = g == GAMES ? 40 + (int)ys_rng_below(&rng, 40) : -1;
    while (!ys_over(&m->g) && m->nlog != cut) {
        assert_true(ys_legal(&m->g, &l) > 0);
        assert_int_equal(ys_match_play(m, &l.m[ys_rng_below(&rng, (uint32_t)l.n)]), 0);
    }
}

static char data_dir[1024];

static const char *in_data(const char *name)
{
    static char p[2][1200];
    static int k;
    k ^= 1;
    snprintf(p[k], sizeof p[k], "%s/%s", data_dir, name);
    return p[k];
}

/* --print DIR: the pinned codes and saves of this engine, made anew. */
static int print_all(const char *dir)
{
    snprintf(data_dir, sizeof data_dir, "%s", dir);
    YsBuf out = {0};
    ys_buf_printf(&out, "# pinned game codes, version %d (YS_CODE_RULES): CODE nlog seats view result\n",
                  YS_CODE_RULES);
    static YsMatch m;
    int seats[YS_MAX_HUMANS];
    char line[1000], err[300], name[64];
    for (int k = 0; k < NCONFIGS; k++)
        for (int g = 0; g < GAMES + (k % 5 == 0); g++) {
            make_game(k, g, &m, seats);
            YsBuf code = {0};
            if (ys_code_encode(&m, seats, &code)) return fprintf(stderr, "cannot encode %s\n", configs[k]), 1;
            describe(&m, seats, line, sizeof line);
            ys_buf_printf(&out, "%s %s\n", code.s, line);
            ys_buf_free(&code);
            for (int s = 0; s < NSAVES; s++)
                if (save_of[s] == k && g == 0) {
                    snprintf(name, sizeof name, "pinned/game%d.ys", s + 1);
                    if (ys_save(&m, in_data(name), err, sizeof err)) return fprintf(stderr, "%s\n", err), 1;
                }
        }
    if (ys_file_write(in_data("pinned_codes.txt"), out.s, out.n, err, sizeof err))
        return fprintf(stderr, "%s\n", err), 1;
    ys_buf_free(&out);
    return 0;
}

/* A pinned file's text, or NULL when there is none. */
static char *pinned_text(const char *name, int must)
{
    char *text = NULL, err[300];
    size_t n;
    if (ys_file_read(in_data(name), 1 << 20, &text, &n, err, sizeof err) && must) fail_msg("%s", err);
    return text;
}

/* The codes of one pinned file: those of this version open as the very
 * games they were, and encode again to the same text; those of an older
 * one are refused as older, never read as other games. How many. */
static int check_codes(const char *name, int *over, int *cut)
{
    char *text = pinned_text(name, 1);
    int version = 0, codes = 0;
    if (sscanf(text, "# pinned game codes, version %d", &version) != 1) fail_msg("%s: no version line", name);
    assert_true(version >= 1 && version <= YS_CODE_RULES);
    static YsMatch m;
    char want[1000], got[1000];
    for (char *line = strchr(text, '\n'), *next; line && *++line; line = next) {
        next = strchr(line, '\n');
        if (next) *next = 0;
        char *sp = strchr(line, ' ');
        assert_non_null(sp);
        *sp = 0;
        snprintf(want, sizeof want, "%s", sp + 1);
        int seats[YS_MAX_HUMANS] = {0};
        YsCodeError e = ys_code_decode(line, strlen(line), &m, seats);
        codes++;
        if (version < YS_CODE_RULES) { /* a later engine: refused by name */
            if (e != YS_CODE_OLDER)
                fail_msg("a code of version %d read as %d, not refused as older: %s", version, e, line);
            continue;
        }
        if (e != YS_CODE_OK) fail_msg("a pinned code does not open (%d): %s", e, line);
        describe(&m, seats, got, sizeof got);
        if (strcmp(want, got))
            fail_msg("a pinned code opens as another game:\n  %s\n  pinned: %s\n  now:    %s", line, want, got);
        YsBuf again = {0};
        assert_int_equal(ys_code_encode(&m, seats, &again), 0);
        assert_string_equal(again.s, line);
        ys_buf_free(&again);
        *over += ys_over(&m.g);
        *cut += !ys_over(&m.g);
    }
    free(text);
    return codes;
}

/* Every pinned code of this version opens as it was; those of older
 * versions (pinned_codes_vN.txt, kept when YS_CODE_RULES was raised) are
 * refused as older. */
static void pinned_codes_open_as_they_were(void **state)
{
    (void)state;
    int over = 0, cut = 0, codes = check_codes("pinned_codes.txt", &over, &cut), older = 0;
    assert_true(codes >= 30);
    assert_true(over >= 2 * NCONFIGS && cut >= 3);
    for (int v = 1; v < YS_CODE_RULES; v++) {
        char name[64];
        snprintf(name, sizeof name, "pinned_codes_v%d.txt", v);
        char *t = pinned_text(name, 0);
        if (!t) fail_msg("%s is missing: the codes of each older version stay pinned", name);
        free(t);
        older += check_codes(name, &over, &cut);
    }
    print_message("%d pinned codes of version %d (%d over, %d under way) open as they were; %d of older versions "
                  "refused as older\n",
                  codes, YS_CODE_RULES, over, cut, older);
}

/* Every pinned save opens as the game its pinned code names, and gives
 * that code again. */
static void pinned_saves_open_as_they_were(void **state)
{
    (void)state;
    char *text = pinned_text("pinned_codes.txt", 1);
    static YsMatch m, c;
    char name[64], want[1000], got[1000];
    for (int s = 0; s < NSAVES; s++) {
        snprintf(name, sizeof name, "pinned/game%d.ys", s + 1);
        YsLoadError why;
        if (ys_load(&m, in_data(name), &why)) fail_msg("%s does not load", name);
        /* its game is the first of its configuration's lines */
        const char *line = strchr(text, '\n') + 1;
        for (int j = 0; j < save_of[s]; j++)
            for (int g = 0; g < GAMES + (j % 5 == 0); g++)
                line = strchr(line, '\n') + 1;
        const char *end = strchr(line, '\n'), *sp = strchr(line, ' ');
        assert_true(sp && end && sp < end);
        snprintf(want, sizeof want, "%.*s", (int)(end - sp - 1), sp + 1);
        int seats[YS_MAX_HUMANS] = {0};
        assert_int_equal(ys_code_decode(line, (size_t)(sp - line), &c, seats), YS_CODE_OK);
        describe(&m, seats, got, sizeof got); /* a save holds no seats: the code's */
        if (strcmp(want, got)) fail_msg("%s opens as another game than its code:\n  %s\n  %s", name, want, got);
        YsBuf code = {0};
        assert_int_equal(ys_code_encode(&m, seats, &code), 0);
        assert_int_equal(strncmp(code.s, line, (size_t)(sp - line)), 0);
        ys_buf_free(&code);
    }
    free(text);
}

int main(int argc, char **argv)
{
    if (argc > 2 && !strcmp(argv[1], "--print")) return print_all(argv[2]);
    const char *d = getenv("YS_TEST_DATA");
    snprintf(data_dir, sizeof data_dir, "%s", d ? d : ".");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pinned_codes_open_as_they_were),
        cmocka_unit_test(pinned_saves_open_as_they_were),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
