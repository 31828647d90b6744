/* test_notation.c - move and place notation (notation.c): every move form of
 * PROTOCOL.md parses to the expected move and formats back; bad strings are
 * refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "testlib.h"

static YsGame game;

static int setup(void **state)
{
    (void)state;
    YsOptions o;
    ys_options_default(&o);
    o.seed = 1;
    return ys_new(&game, &o, NULL, 0);
}

static YsMove parse_ok(const char *text)
{
    YsMove m;
    char err[128] = "";
    if (ys_move_parse(&game, text, &m, err, sizeof err)) fail_msg("'%s' refused: %s", text, err);
    return m;
}

static void roundtrip(const char *text, const char *canonical)
{
    YsMove m = parse_ok(text), m2;
    char out[128];
    int k = ys_move_format(&game, &m, out, sizeof out);
    assert_int_equal(k, (int)strlen(out));
    if (strcmp(out, canonical)) fail_msg("'%s' formats as '%s', expected '%s'", text, out, canonical);
    m2 = parse_ok(out);
    if (!ys_move_equal(&m, &m2)) fail_msg("'%s' and its canonical form '%s' parse differently", text, out);
}

static int place_of(const char *s)
{
    int pl = -1;
    if (ys_place_parse(s, &pl)) fail_msg("place '%s' refused", s);
    return pl;
}

static void test_places(void **state)
{
    (void)state;
    static const char *areas[] = {"port", "commerce", "palace"};
    static const char *cols[] = {"blue", "green", "yellow", "red"};
    int seen[YS_PLACES] = {0};
    char name[32], out[32];
    for (int nb = 1; nb <= 4; nb++)
        for (int a = 0; a < 3; a++) {
            snprintf(name, sizeof name, "n%d.%s", nb, areas[a]);
            int pl = place_of(name);
            assert_int_equal(pl, YS_PLACE_CITY(nb - 1, a));
            assert_true(YS_IS_CITY(pl));
            ys_place_format(pl, out, sizeof out);
            assert_string_equal(out, name);
            seen[pl]++;
        }
    for (int r = 1; r <= 3; r++)
        for (int c = 0; c < 4; c++) {
            snprintf(name, sizeof name, "m%d.%s", r, cols[c]);
            int pl = place_of(name);
            assert_true(YS_IS_MARKET(pl));
            assert_int_equal(YS_MARKET_ROW(pl), r);
            assert_int_equal(YS_MARKET_COL(pl), c);
            ys_place_format(pl, out, sizeof out);
            assert_string_equal(out, name);
            seen[pl]++;
        }
    assert_int_equal(place_of("throne"), YS_THRONE);
    ys_place_format(YS_THRONE, out, sizeof out);
    assert_string_equal(out, "throne");
    for (int pl = 0; pl < YS_PLACES; pl++)
        assert_true(seen[pl] <= 1);

    static const char *bad[] = {"",         "n",        "n0.port",   "n5.port",  "n1.Port",   "n1.port ",
                                "n1port",   "n1.",      "n1.market", "m4.blue",  "m1.purple", "m1.black",
                                "m1.white", "m.blue",   "m1blue",    "thrones",  "Throne",    "front2",
                                "n1.portx", "n11.port", "x1.port",   "n1.palac", "m1.",       "n-1.port"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        int pl = -1;
        if (!ys_place_parse(bad[i], &pl)) fail_msg("bad place '%s' accepted as %d", bad[i], pl);
    }
}

static void test_bid_seat_pass_done(void **state)
{
    (void)state;
    YsMove m = parse_ok("bid 3 2");
    assert_int_equal(m.kind, YS_MV_BID);
    assert_int_equal(m.a, 3);
    assert_int_equal(m.b, 2);
    roundtrip("bid 3 2", "bid 3 2");
    roundtrip("bid 2 3", "bid 3 2"); /* values in any order */
    roundtrip("bid 0 0", "bid 0 0");
    roundtrip("bid 4 4", "bid 4 4");
    m = parse_ok("seat 4");
    assert_int_equal(m.kind, YS_MV_SEAT);
    assert_int_equal(m.a, 4);
    for (int s = 1; s <= 4; s++) {
        char t[16];
        snprintf(t, sizeof t, "seat %d", s);
        roundtrip(t, t);
    }
    assert_int_equal(parse_ok("pass").kind, YS_MV_PASS);
    assert_int_equal(parse_ok("done").kind, YS_MV_DONE);
    roundtrip("pass", "pass");
    roundtrip("done", "done");
}

static void test_placements(void **state)
{
    (void)state;
    YsMove m = parse_ok("up 3@n1.port");
    assert_int_equal(m.kind, YS_MV_UP);
    assert_int_equal(m.a, 3);
    assert_int_equal(m.place, YS_PLACE_CITY(0, YS_AREA_PORT));
    assert_int_equal(m.b, YS_NONE);
    m = parse_ok("down 0@m2.red");
    assert_int_equal(m.kind, YS_MV_DOWN);
    assert_int_equal(m.a, 0);
    assert_int_equal(m.place, YS_PLACE_MARKET(2, YS_RED));
    m = parse_ok("neutral 4@n3.palace");
    assert_int_equal(m.kind, YS_MV_NEUTRAL);
    assert_int_equal(m.a, 4);
    assert_int_equal(m.place, YS_PLACE_CITY(2, YS_AREA_PALACE));
    /* Conjurer: the front 4 placed, the front refilled with a 1 */
    m = parse_ok("up f4/1@n1.port");
    assert_int_equal(m.kind, YS_MV_UP);
    assert_int_equal(m.a, 4);
    assert_int_equal(m.b, 4);
    assert_int_equal(m.c, 1);
    assert_int_equal(m.place, YS_PLACE_CITY(0, YS_AREA_PORT));
    YsMove plain = parse_ok("up 4@n1.port");
    assert_false(ys_move_equal(&m, &plain));
    static const char *forms[] = {"up 3@n1.port",     "down 0@m2.red",       "up 4@n4.palace",     "down 1@m1.blue",
                                  "up 2@m3.yellow",   "neutral 4@n3.palace", "neutral 0@m2.green", "up f4/1@n1.port",
                                  "down f0/4@m3.red", "up f2/2@n2.commerce"};
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++)
        roundtrip(forms[i], forms[i]);
}

static void test_cards(void **state)
{
    (void)state;
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"card captain 1 3", "card captain 1 3"},
        {"card captain 3 1", "card captain 1 3"},
        {"card captain 2 4", "card captain 2 4"},
        {"card spy", "card spy"},
        {"card conjurer", "card conjurer"},
        {"card intriguer", "card intriguer"},
        {"card merchant", "card merchant"},
        {"card herald 3@n1.port n2.palace", "card herald 3@n1.port n2.palace"},
        {"card herald 0@m2.red n1.commerce", "card herald 0@m2.red n1.commerce"},
        {"card herald 1@n1.port m3.green", "card herald 1@n1.port m3.green"},
        {"card queen n2.palace", "card queen n2.palace"},
        {"card magician 3@n1.port 0@m2.red", "card magician 3@n1.port 0@m2.red"},
        {"card magician 0@m2.red 3@n1.port", "card magician 3@n1.port 0@m2.red"},
        {"card magician 3@n1.port 2@throne", "card magician 3@n1.port 2@throne"},
        {"card mercenary 3@n1.port", "card mercenary 3@n1.port"},
        {"card alchemist red blue", "card alchemist red blue"},
        {"card banker yellow red", "card banker yellow red"},
        {"card banker red yellow", "card banker red yellow"},
        {"card jeweller blue blue", "card jeweller blue blue"},
        {"card jeweller red green", "card jeweller green red"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        roundtrip(cases[i].in, cases[i].out);

    YsMove m = parse_ok("card captain 1 3");
    assert_int_equal(m.kind, YS_MV_CARD);
    assert_int_equal(m.card, YS_CAPTAIN);
    assert_int_equal(m.a, 0);
    assert_int_equal(m.b, 2);
    m = parse_ok("card herald 3@n1.port n2.palace");
    assert_int_equal(m.card, YS_HERALD);
    assert_int_equal(m.a, 3);
    assert_int_equal(m.place, YS_PLACE_CITY(0, 0));
    assert_int_equal(m.place2, YS_PLACE_CITY(1, 2));
    m = parse_ok("card queen n2.palace");
    assert_int_equal(m.card, YS_QUEEN);
    assert_int_equal(m.place, YS_PLACE_CITY(1, 2));
    m = parse_ok("card alchemist red blue"); /* one red gem becomes blue */
    assert_int_equal(m.card, YS_ALCHEMIST);
    assert_int_equal(m.a, YS_RED);
    assert_int_equal(m.b, YS_BLUE);
    m = parse_ok("card banker yellow red"); /* yellow up, red down */
    assert_int_equal(m.a, YS_YELLOW);
    assert_int_equal(m.b, YS_RED);
    YsMove b1 = parse_ok("card banker yellow red"), b2 = parse_ok("card banker red yellow");
    assert_false(ys_move_equal(&b1, &b2)); /* order matters for the banker */
    m = parse_ok("card mercenary 3@n1.port");
    assert_int_equal(m.card, YS_MERCENARY);
    assert_int_equal(m.a, 3);
    assert_int_equal(m.place, YS_PLACE_CITY(0, 0));
}

static void test_peek(void **state)
{
    (void)state;
    YsMove m = parse_ok("peek n2.port#3");
    assert_int_equal(m.kind, YS_MV_PEEK);
    assert_int_equal(m.place, YS_PLACE_CITY(1, YS_AREA_PORT));
    assert_int_equal(m.a, 3);
    m = parse_ok("peek m1.blue");
    assert_int_equal(m.kind, YS_MV_PEEK);
    assert_int_equal(m.place, YS_PLACE_MARKET(1, YS_BLUE));
    assert_int_equal(m.a, 1);
    m = parse_ok("peek throne#2");
    assert_int_equal(m.place, YS_THRONE);
    assert_int_equal(m.a, 2);
    roundtrip("peek n2.port#3", "peek n2.port#3");
    roundtrip("peek m1.blue", "peek m1.blue");
    roundtrip("peek m3.red", "peek m3.red");
    roundtrip("peek throne#2", "peek throne#2");
    roundtrip("peek n4.palace#12", "peek n4.palace#12");
}

static void test_take_rank_quote_throne(void **state)
{
    (void)state;
    YsMove m = parse_ok("take blue white:green");
    assert_int_equal(m.kind, YS_MV_TAKE);
    assert_int_equal(m.n, 2);
    YsMove m2 = parse_ok("take white:green blue");
    assert_true(ys_move_equal(&m, &m2)); /* in any order */
    int white = -1;
    for (int i = 0; i < 2; i++)
        if (m.src[i] == YS_WHITE) white = i;
    assert_true(white >= 0);
    assert_int_equal(m.dst[white], YS_GREEN);
    assert_int_equal(m.src[1 - white], YS_BLUE);
    assert_int_equal(m.dst[1 - white], YS_BLUE);
    roundtrip("take white:green blue", "take blue white:green");
    roundtrip("take blue white:green", "take blue white:green");
    roundtrip("take red blue", "take blue red");
    roundtrip("take blue blue", "take blue blue");
    roundtrip("take yellow", "take yellow");
    roundtrip("take white:red", "take white:red");
    m = parse_ok("take white:red");
    assert_int_equal(m.n, 1);
    assert_int_equal(m.src[0], YS_WHITE);
    assert_int_equal(m.dst[0], YS_RED);
    static const char *cols[] = {"blue", "green", "yellow", "red"};
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++) {
            char t1[64], t2[64];
            snprintf(t1, sizeof t1, "take %s white:%s", cols[a], cols[b]);
            snprintf(t2, sizeof t2, "take white:%s %s", cols[b], cols[a]);
            YsMove x = parse_ok(t1), y = parse_ok(t2);
            assert_true(ys_move_equal(&x, &y));
        }

    m = parse_ok("rank blue red");
    assert_int_equal(m.kind, YS_MV_RANK);
    assert_int_equal(m.n, 2);
    assert_int_equal(m.src[0], YS_BLUE);
    assert_int_equal(m.src[1], YS_RED);
    YsMove r2 = parse_ok("rank red blue");
    assert_false(ys_move_equal(&m, &r2)); /* best first: order matters */
    roundtrip("rank blue red", "rank blue red");
    roundtrip("rank red blue", "rank red blue");
    roundtrip("rank red yellow blue", "rank red yellow blue");
    roundtrip("rank green red yellow blue", "rank green red yellow blue");

    m = parse_ok("quote green up");
    assert_int_equal(m.kind, YS_MV_QUOTE);
    assert_int_equal(m.a, YS_GREEN);
    assert_int_equal(m.b, 1);
    m = parse_ok("quote green down");
    assert_int_equal(m.b, 0);
    roundtrip("quote green up", "quote green up");
    roundtrip("quote red down", "quote red down");

    m = parse_ok("throne 2");
    assert_int_equal(m.kind, YS_MV_THRONE);
    assert_int_equal(m.a, 2);
    roundtrip("throne 2", "throne 2");
    roundtrip("throne 0", "throne 0");
}

static void test_bad_moves(void **state)
{
    (void)state;
    static const char *bad[] = {
        "",
        " ",
        "\t",
        "bid",
        "bid 1",
        "bid 5 1",
        "bid 1 5",
        "bid 1 2 3",
        "bid -1 2",
        "bid a b",
        "bid 12 1",
        "seat",
        "seat 0",
        "seat 5",
        "seat 1 2",
        "seat x",
        "pass now",
        "done 1",
        "card",
        "card foo",
        "card Spy",
        "card spy now",
        "card captain",
        "card captain 1",
        "card captain 0 2",
        "card captain 1 5",
        "card captain a b",
        "card herald",
        "card herald 3@n1.port",
        "card herald n1.port n2.port",
        "card herald 3@n1.port n9.port",
        "card queen",
        "card queen n5.port",
        "card queen 3@n1.port x",
        "card magician 3@n1.port",
        "card magician 3@n1.port n2.port",
        "card mercenary",
        "card mercenary n1.port",
        "card mercenary 5@n1.port",
        "card alchemist red",
        "card alchemist red black",
        "card alchemist white red",
        "card banker blue",
        "card banker blue purple",
        "card jeweller black blue",
        "card jeweller blue",
        "up",
        "up 3",
        "up 3@",
        "up 5@n1.port",
        "up 3@n5.port",
        "up 3@n0.port",
        "up 3@m4.blue",
        "up 3@m1.purple",
        "up 3n1.port",
        "up 3@n1.port extra",
        "up 3@@n1.port",
        "up f4@n1.port",
        "up f4/@n1.port",
        "up f5/1@n1.port",
        "up f4/5@n1.port",
        "up f4/1n1.port",
        "neutral f4/1@n1.port",
        "down 3@throne2",
        "UP 3@n1.port",
        "peek",
        "peek n2.port",
        "peek n2.port#0",
        "peek n2.port#x",
        "peek n2.port#",
        "peek n2.port#1000",
        "peek n9.port#1",
        "peek throne",
        "peek a b",
        "take",
        "take purple",
        "take blue blue blue",
        "take white",
        "take white:",
        "take white:white",
        "take white:black",
        "take black",
        "take white:purple",
        "rank",
        "rank blue",
        "rank blue purple",
        "rank blue red green yellow blue",
        "quote",
        "quote blue",
        "quote blue sideways",
        "quote purple up",
        "quote blue up now",
        "throne",
        "throne 5",
        "throne x",
        "throne 1 2",
        "dance",
        "bid 3 2 ", /* trailing blank is fine, see below */
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        YsMove m;
        char err[128] = "";
        if (!strcmp(bad[i], "bid 3 2 ")) continue;
        int rc = ys_move_parse(&game, bad[i], &m, err, sizeof err);
        if (rc != -1) fail_msg("bad move '%s' parsed", bad[i]);
        assert_true(err[0] != 0); /* a message says why */
    }
    /* very long and odd strings */
    char big[5000];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = 0;
    YsMove m;
    assert_int_equal(ys_move_parse(&game, big, &m, NULL, 0), -1);
    memcpy(big, "bid 3 2 ", 8);
    memset(big + 8, ' ', 3000);
    big[3008] = 0;
    assert_int_equal(ys_move_parse(&game, big, &m, NULL, 0), -1); /* too long to be a move */
    static const char junk[] = "\x01\x02\xff\xfe up \x80@n1.port";
    assert_int_equal(ys_move_parse(&game, junk, &m, NULL, 0), -1);
}

static void test_names(void **state)
{
    (void)state;
    static const char *chars[] = {"alchemist", "banker",    "captain",  "spy",      "herald",
                                  "conjurer",  "intriguer", "jeweller", "magician", "merchant",
                                  "mercenary", "queen",     "prince",   "king",     "white"};
    assert_int_equal((int)(sizeof chars / sizeof *chars), YS_CHARACTER_COUNT);
    for (int c = 0; c < YS_CHARACTER_COUNT; c++) {
        assert_int_equal(ys_character_parse(chars[c]), c);
        assert_string_equal(ys_character_name(c), chars[c]);
    }
    assert_int_equal(ys_character_parse("jeweler"), -1);
    assert_int_equal(ys_character_parse(""), -1);
    static const char *cols[] = {"blue", "green", "yellow", "red", "black", "white"};
    for (int c = 0; c < 6; c++) {
        assert_int_equal(ys_colour_parse(cols[c]), c);
        assert_string_equal(ys_colour_name(c), cols[c]);
    }
    assert_int_equal(ys_colour_parse("Blue"), -1);
    static const char *phases[] = {"bid", "seat", "cards", "place", "count", "throne", "over"};
    for (int p = YS_PHASE_BID; p <= YS_PHASE_OVER; p++)
        assert_string_equal(ys_phase_name((YsPhase)p), phases[p]);
}

/* Formatting never overflows a small buffer and reports the full length. */
static void test_format_small_buffer(void **state)
{
    (void)state;
    YsMove m = parse_ok("card magician 3@n1.port 0@m2.red");
    char small[8];
    memset(small, 'Z', sizeof small);
    int k = ys_move_format(&game, &m, small, sizeof small);
    assert_int_equal(k, (int)strlen("card magician 3@n1.port 0@m2.red"));
    assert_int_equal(small[7], 0);
    m = parse_ok("take blue white:green");
    memset(small, 'Z', sizeof small);
    ys_move_format(&game, &m, small, sizeof small);
    assert_int_equal(small[7], 0);
}

/* Numbers from outside: digits only, no sign, no leading zero, within
 * max. A lone digit above a max under 9 passed (max - d wrapped around):
 * "7" read as 7 where at most 1 was allowed. */
static void test_parse_uint(void **state)
{
    (void)state;
    uint64_t x = 42;
    static const struct {
        const char *s;
        uint64_t max;
        int ok;
        uint64_t want;
    } cases[] = {
        {"0", 0, 1, 0},
        {"1", 0, 0, 0},
        {"1", 1, 1, 1},
        {"7", 1, 0, 0},
        {"8", 8, 1, 8},
        {"9", 8, 0, 0},
        {"60", 5, 0, 0},
        {"5", 5, 1, 5},
        {"99", 99, 1, 99},
        {"100", 99, 0, 0},
        {"18446744073709551615", UINT64_MAX, 1, UINT64_MAX},
        {"18446744073709551616", UINT64_MAX, 0, 0},
        {"123456789012345678901234567890", UINT64_MAX, 0, 0},
        {"", 9, 0, 0},
        {"01", 9, 0, 0},
        {"+1", 9, 0, 0},
        {"-1", 9, 0, 0},
        {"1x", 9, 0, 0},
        {" 1", 9, 0, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        x = 42;
        int rc = ys_parse_uint(cases[i].s, cases[i].max, &x);
        if (rc != (cases[i].ok ? 0 : -1) || x != (cases[i].ok ? cases[i].want : 42))
            fail_msg("ys_parse_uint(\"%s\", %llu) gave %d and %llu", cases[i].s, (unsigned long long)cases[i].max, rc,
                     (unsigned long long)x);
    }
    assert_int_equal(ys_parse_uint(NULL, 9, &x), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_places),
        cmocka_unit_test(test_bid_seat_pass_done),
        cmocka_unit_test(test_placements),
        cmocka_unit_test(test_cards),
        cmocka_unit_test(test_peek),
        cmocka_unit_test(test_take_rank_quote_throne),
        cmocka_unit_test(test_bad_moves),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_format_small_buffer),
        cmocka_unit_test(test_parse_uint),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
