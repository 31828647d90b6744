/* test_setup.c - options and the deal (setup.c): defaults, every key, bad
 * values and combinations, deck overrides dealt first, the market fill rule,
 * the Express and King's Favor components. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

#define M yt_match

static int letter(char c)
{
    switch (c) {
    case 'B':
        return YS_BLUE;
    case 'G':
        return YS_GREEN;
    case 'Y':
        return YS_YELLOW;
    case 'R':
        return YS_RED;
    case 'W':
        return YS_WHITE;
    }
    fail_msg("bad letter %c", c);
    return -1;
}

static int broker_count(const uint8_t *c)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        n += c[v];
    return n;
}

static void test_defaults(void **state)
{
    (void)state;
    YsOptions o;
    ys_options_default(&o);
    assert_int_equal(o.players, 4);
    assert_int_equal(o.kings_favor, 0);
    assert_int_equal(o.express, 0);
    assert_int_equal(o.peek, 1);
    assert_int_equal(o.strong_neutral, 0);
    char err[128] = "";
    assert_int_equal(ys_options_check(&o, err, sizeof err), 0);
    YsGame g;
    assert_int_equal(ys_new(&g, &o, err, sizeof err), 0);
    assert_int_equal(g.opt.nbhds, 4);
    assert_int_equal(g.seats, 4);
    assert_int_equal(g.round, 1);
    assert_int_equal(g.phase, YS_PHASE_BID);
    assert_int_equal(g.dec, YS_DEC_BID);
    assert_int_equal(ys_turn_placements(&g), 4);
    for (int c = 0; c < YS_COLOURS; c++)
        assert_int_equal(g.quotation[c], 7); /* FACTS: all start on step 7 */
    int cards = 0;
    for (int p = 0; p < 4; p++) {
        /* 11 brokers: 0,0,1,1,1,2,3,3,3,4,4 */
        static const uint8_t want[YS_VALUES] = {2, 3, 1, 3, 2};
        assert_memory_equal(g.behind[p], want, YS_VALUES);
        assert_int_equal(ys_broker_total(&g, p), 11);
        assert_int_equal(g.score[p], 0);
        assert_int_equal(g.spare_twos[p], 0);
        assert_true(g.order_card[p] >= 1 && g.order_card[p] <= 4);
        cards |= 1 << g.order_card[p];
        assert_int_equal(g.turn_order[g.order_card[p] - 1], p);
    }
    assert_int_equal(cards, 0x1e); /* 1..4 dealt once each */
    char text[512];
    ys_options_format(&g.opt, text, sizeof text);
    assert_non_null(strstr(text, "players=4"));
    assert_non_null(strstr(text, "neighbourhoods=4"));
    assert_non_null(strstr(text, "kings-favor=off"));
    assert_non_null(strstr(text, "express=off"));
    assert_non_null(strstr(text, "peek=on"));
    /* 2 players default to 3 neighbourhoods */
    yt_new(M, "players=2 seed=3");
    assert_int_equal(M->g.opt.nbhds, 3);
    assert_int_equal(M->g.seats, 3);
}

static void test_every_key(void **state)
{
    (void)state;
    static const struct {
        const char *key, *value;
    } good[] = {
        {"players", "2"},
        {"players", "3"},
        {"players", "4"},
        {"neighbourhoods", "3"},
        {"neighbourhoods", "4"},
        {"kings-favor", "on"},
        {"kings-favor", "off"},
        {"express", "on"},
        {"express", "off"},
        {"peek", "on"},
        {"peek", "off"},
        {"neutral", "4210"},
        {"neutral", "4310"},
        {"seed", "0"},
        {"seed", "18446744073709551615"},
        {"order", "2,1,3,4"},
        {"order", "1,2"},
        {"ships", "BGY"},
        {"ships", "BGY,RWY,GBR"},
        {"characters", "spy,king,queen/merchant"},
        {"characters", "spy"},
        {"characters",
         "alchemist,banker,captain/spy,herald,conjurer/intriguer,jeweller,magician/merchant,mercenary,queen"},
    };
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        YsOptions o;
        ys_options_default(&o);
        char err[128] = "";
        if (ys_options_set(&o, good[i].key, good[i].value, err, sizeof err))
            fail_msg("%s=%s refused: %s", good[i].key, good[i].value, err);
    }
    YsOptions o;
    ys_options_default(&o);
    assert_int_equal(ys_options_set(&o, "players", "3", NULL, 0), 0);
    assert_int_equal(o.players, 3);
    assert_int_equal(ys_options_set(&o, "neighbourhoods", "3", NULL, 0), 0);
    assert_int_equal(o.nbhds, 3);
    assert_int_equal(ys_options_set(&o, "kings-favor", "on", NULL, 0), 0);
    assert_int_equal(o.kings_favor, 1);
    assert_int_equal(ys_options_set(&o, "express", "on", NULL, 0), 0);
    assert_int_equal(o.express, 1);
    assert_int_equal(ys_options_set(&o, "peek", "off", NULL, 0), 0);
    assert_int_equal(o.peek, 0);
    assert_int_equal(ys_options_set(&o, "neutral", "4310", NULL, 0), 0);
    assert_int_equal(o.strong_neutral, 1);
    assert_int_equal(ys_options_set(&o, "seed", "12345678901234", NULL, 0), 0);
    assert_true(o.seed == 12345678901234ull);
    assert_int_equal(ys_options_set(&o, "order", "3,1,2", NULL, 0), 0);
    assert_int_equal(o.order[0], 3);
    assert_int_equal(o.order[1], 1);
    assert_int_equal(o.order[2], 2);
    /* the stronger neutral plays only with 2 players */
    assert_int_equal(ys_options_check(&o, NULL, 0), -1);
    assert_int_equal(ys_options_set(&o, "neutral", "4210", NULL, 0), 0);
    assert_int_equal(ys_options_check(&o, NULL, 0), 0);
}

static void test_bad_values(void **state)
{
    (void)state;
    static const struct {
        const char *key, *value;
    } bad[] = {
        {"players", "1"},
        {"players", "5"},
        {"players", "x"},
        {"players", ""},
        {"players", "-4"},
        {"players", "4 "},
        {"neighbourhoods", "2"},
        {"neighbourhoods", "5"},
        {"neighbourhoods", "four"},
        {"kings-favor", "yes"},
        {"kings-favor", "1"},
        {"kings-favor", ""},
        {"express", "true"},
        {"peek", "maybe"},
        {"neutral", "4200"},
        {"neutral", "4321"},
        {"neutral", ""},
        {"seed", "-1"},
        {"seed", "abc"},
        {"seed", ""},
        {"seed", "18446744073709551616"},
        {"seed", "99999999999999999999999"},
        {"seed", "1.5"},
        {"order", ""},
        {"order", "1,2,3,5"},
        {"order", "1,,2"},
        {"order", "1,2,"},
        {"order", "0,1,2,3"},
        {"order", "1,2,3,4,1"},
        {"order", "a,b"},
        {"order", "12,3"},
        {"ships", ""},
        {"ships", "BGQ"},
        {"ships", "BG"},
        {"ships", "BGY,"},
        {"ships", "BGYR"},
        {"ships", "bgy"},
        {"ships", "BGY,,RWY"},
        {"ships", "KGY"},
        {"characters", "foo"},
        {"characters", "spy,,king"},
        {"characters", ","},
        {"characters", "a/b/c/d/e"},
        {"characters", "spy/king/queen/merchant/herald"},
        {"characters", "spy,king,queen,merchant,herald"},
        {"colour", "blue"},
        {"Players", "4"},
        {"", "4"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        YsOptions o, before;
        ys_options_default(&o);
        before = o;
        char err[128] = "";
        if (!ys_options_set(&o, bad[i].key, bad[i].value, err, sizeof err))
            fail_msg("%s=%s accepted", bad[i].key, bad[i].value);
        assert_true(err[0] != 0);
        (void)before;
    }
}

static void expect_refused(const char *opts)
{
    char err[200] = "";
    int rc = yt_new_rc(M, opts, err, sizeof err);
    if (rc == 0) fail_msg("'%s' accepted", opts);
    assert_true(err[0] != 0);
}

static void test_bad_combinations(void **state)
{
    (void)state;
    expect_refused("players=2 neighbourhoods=4");
    expect_refused("players=2 kings-favor=on");
    expect_refused("players=2 express=on");
    expect_refused("players=4 neighbourhoods=3"); /* 3 neighbourhoods is the 3-player choice */
    expect_refused("players=4 order=1,1,2,3");
    expect_refused("players=4 order=1,2,3");
    expect_refused("players=3 order=1,2,4");
    expect_refused("players=3 order=1,2,3,4");
    expect_refused("players=2 order=1,3");
    /* a named ship not in the deck, or named more often than it is there */
    expect_refused("ships=BWG,BWG");
    expect_refused("ships=BBG");
    expect_refused("ships=BGW,GBY,GBY,GBY"); /* BWG is fine; GBY is there twice */
    expect_refused("express=on ships=BWG");  /* Express removes the white ships */
    expect_refused("ships=WBG");
    /* characters: the King is in the 15 once, the Prince twice */
    expect_refused("characters=king,king");
    expect_refused("characters=king/king");
    expect_refused("characters=prince,prince,prince");
    expect_refused("characters=white");
    expect_refused("characters=spy,king,queen,spy");
    /* what is fine */
    yt_new(M, "characters=prince,prince");
    yt_new(M, "characters=prince/prince");
    yt_new(M, "ships=BWG,BGY,BGY");
    yt_new(M, "ships=BGY,BYG"); /* the same card twice, smalls in any order */
    yt_new(M, "players=3 neighbourhoods=3");
    yt_new(M, "players=3 neighbourhoods=4 kings-favor=on express=on");
    yt_new(M, "players=4 kings-favor=on express=on");
    yt_new(M, "players=2 neutral=4310");
}

static void check_ports(const YsGame *g, const char *const *codes, int n, int four)
{
    for (int nb = 0; nb < n; nb++) {
        const char *c = codes[nb];
        for (int i = 0; i < 3; i++)
            assert_int_equal(g->port_card[nb][i] == letter(c[i]), 1);
        int want[6] = {0};
        for (int i = 0; i < 3; i++)
            want[letter(c[i])]++;
        if (four) want[letter(c[0])]++; /* the large gem counts twice with 4 players */
        for (int col = 0; col < 6; col++)
            if (g->port_gems[nb][col] != want[col])
                fail_msg("port %d (%s) colour %d: %d gems, want %d", nb + 1, c, col, g->port_gems[nb][col], want[col]);
    }
}

static void test_overrides_dealt_first(void **state)
{
    (void)state;
    yt_new(M, "players=4 seed=77 order=2,1,3,4 ships=BGR,GBY,RBY,YBG,YWR,RGY,GYR,BGY,YBR,GWB "
              "characters=spy,king,queen/merchant,herald,conjurer/intriguer,jeweller,magician/alchemist,mercenary,"
              "banker");
    YsGame *g = &M->g;
    assert_int_equal(g->order_card[0], 2);
    assert_int_equal(g->order_card[1], 1);
    assert_int_equal(g->order_card[2], 3);
    assert_int_equal(g->order_card[3], 4);
    assert_int_equal(g->turn_order[0], 1);
    assert_int_equal(g->turn_order[1], 0);
    static const char *ports1[] = {"BGR", "GBY", "RBY", "YBG"};
    check_ports(g, ports1, 4, 1);
    assert_int_equal(g->market_gem[1], YS_WHITE);
    assert_int_equal(g->market_gem[2], YS_YELLOW);
    assert_int_equal(g->market_gem[3], YS_RED);
    assert_int_equal(g->palace_card[0], YS_SPY);
    assert_int_equal(g->palace_card[1], YS_MERCHANT);
    assert_int_equal(g->palace_card[2], YS_INTRIGUER);
    assert_int_equal(g->palace_card[3], YS_ALCHEMIST);

    /* the same through the JSON state */
    Json *j = yt_json(g, -1);
    const Json *ports = json_get(j, "ports"), *pal = json_get(j, "palace_cards"), *mk = json_get(j, "market_gems");
    assert_non_null(ports);
    assert_int_equal(ports->n, 4);
    for (int i = 0; i < 4; i++)
        assert_string_equal(json_at(ports, i)->str, ports1[i]);
    static const char *pnames[] = {"spy", "merchant", "intriguer", "alchemist"};
    for (int i = 0; i < 4; i++)
        assert_string_equal(json_at(pal, i)->str, pnames[i]);
    assert_int_equal(mk->n, 3);
    assert_string_equal(json_at(mk, 0)->str, "white");
    assert_string_equal(json_at(mk, 1)->str, "yellow");
    assert_string_equal(json_at(mk, 2)->str, "red");
    const Json *oc = json_get(j, "order_cards");
    assert_int_equal(json_int(json_at(oc, 0)), 2);
    assert_int_equal(json_int(json_at(oc, 1)), 1);
    json_free(j);

    /* round 2 draws the next five ships and the second character of each stack */
    while (g->round == 1)
        yt_default(M, 3);
    assert_int_equal(g->round, 2);
    static const char *ports2[] = {"RGY", "GYR", "BGY", "YBR"};
    check_ports(g, ports2, 4, 1);
    assert_int_equal(g->market_gem[1], YS_WHITE); /* GWB: white on row 1, large green on row 2 */
    assert_int_equal(g->market_gem[2], YS_GREEN);
    assert_int_equal(g->market_gem[3], YS_BLUE);
    assert_int_equal(g->palace_card[0], YS_KING);
    assert_int_equal(g->palace_card[1], YS_HERALD);
    assert_int_equal(g->palace_card[2], YS_JEWELLER);
    assert_int_equal(g->palace_card[3], YS_MERCENARY);
    while (g->round == 2)
        yt_default(M, 3);
    assert_int_equal(g->palace_card[0], YS_QUEEN);
    assert_int_equal(g->palace_card[1], YS_CONJURER);
    assert_int_equal(g->palace_card[2], YS_MAGICIAN);
    assert_int_equal(g->palace_card[3], YS_BANKER);
    while (g->round == 3)
        yt_default(M, 3);
    /* turn 4: the blue-edged cards */
    for (int nb = 0; nb < 4; nb++)
        assert_int_equal(g->palace_card[nb], YS_WHITE_CARD);
}

/* Characters: 15 of the 20 yellow-edged cards in play (every character of the
 * rulebook once and the Prince twice), three dealt on each palace stack. */
static void test_character_stacks(void **state)
{
    (void)state;
    for (int seed = 0; seed < 200; seed++) {
        char opts[64];
        snprintf(opts, sizeof opts, "seed=%d", seed);
        yt_new(M, opts);
        int count[YS_CHARACTER_COUNT] = {0}, total = 0;
        for (int s = 0; s < 4; s++)
            for (int i = 0; i < 3; i++)
                count[M->g.stacks[s][i]]++, total++;
        assert_int_equal(total, 12); /* 12 of the 15 dealt, 3 back unseen */
        for (int c = 0; c < YS_CHARACTER_COUNT; c++) {
            int most = c == YS_PRINCE ? 2 : c == YS_WHITE_CARD ? 0 : 1;
            if (count[c] > most) fail_msg("seed %d: %s dealt %d times", seed, ys_character_name(c), count[c]);
        }
    }
}

/* The ship deck: 24 cards, each colour 6 times large and 11 times small
 * (FACTS), four of them with a white gem; Express removes those four. */
static void test_ship_deck(void **state)
{
    (void)state;
    for (int ex = 0; ex < 2; ex++)
        for (int seed = 0; seed < 50; seed++) {
            char opts[64];
            snprintf(opts, sizeof opts, "seed=%d express=%s", seed, ex ? "on" : "off");
            yt_new(M, opts);
            const YsGame *g = &M->g;
            assert_int_equal(g->ship_count, ex ? 20 : 24);
            int large[6] = {0}, small[6] = {0};
            for (int i = 0; i < g->ship_count; i++) {
                large[g->ship_deck[i][0]]++;
                small[g->ship_deck[i][1]]++;
                small[g->ship_deck[i][2]]++;
                assert_true(g->ship_deck[i][1] != g->ship_deck[i][2]); /* never white twice, nor any colour */
                assert_true(g->ship_deck[i][0] != YS_WHITE);
            }
            for (int c = 0; c < 4; c++)
                assert_int_equal(large[c], ex ? 5 : 6);
            assert_int_equal(small[YS_WHITE], ex ? 0 : 4);
            if (!ex)
                for (int c = 0; c < 4; c++)
                    assert_int_equal(small[c], 11);
        }
}

/* Market fill (FACTS): with 4 players large, small, small on rows 1-3 but a
 * white gem always on row 1; with 2-3 players the two smalls on rows 2 and 3
 * (a white one on row 2), row 1 empty. */
static void test_market_fill(void **state)
{
    (void)state;
    static const char *deck[] = {"BGY", "BGR", "BYR", "BWG", "GBY", "GBR", "GYR", "GWB",
                                 "YBG", "YBR", "YGR", "YWR", "RBG", "RBY", "RGY", "RWY"};
    static const char *fill4[] = {"RBY", "RGY", "GBY", "YBR"};
    static const char *fill3[] = {"RBY", "RGY", "YBR"};
    static const int configs[][2] = {{2, 3}, {3, 3}, {3, 4}, {4, 4}};
    for (int cf = 0; cf < 4; cf++)
        for (size_t i = 0; i < sizeof deck / sizeof *deck; i++) {
            int players = configs[cf][0], nports = configs[cf][1];
            const char *c = deck[i];
            const char *const *fill = nports == 4 ? fill4 : fill3;
            char opts[160];
            int k = snprintf(opts, sizeof opts, "players=%d neighbourhoods=%d seed=%d ships=", players, nports, (int)i);
            for (int f = 0; f < nports; f++)
                k += snprintf(opts + k, sizeof opts - (size_t)k, "%s,", fill[f]);
            snprintf(opts + k, sizeof opts - (size_t)k, "%s", c);
            yt_new(M, opts);
            const YsGame *g = &M->g;
            check_ports(g, fill, nports, players == 4);
            int L = letter(c[0]), s1 = letter(c[1]), s2 = letter(c[2]);
            int r1 = g->market_gem[1], r2 = g->market_gem[2], r3 = g->market_gem[3];
            if (players == 4) {
                if (s1 == YS_WHITE || s2 == YS_WHITE) {
                    assert_int_equal(r1, YS_WHITE);
                    assert_int_equal(r2, L);
                    assert_int_equal(r3, s1 == YS_WHITE ? s2 : s1);
                } else {
                    if (r1 != L) fail_msg("%s: row 1 holds %d, want the large gem %d", c, r1, L);
                    assert_true((r2 == s1 && r3 == s2) || (r2 == s2 && r3 == s1));
                }
            } else {
                assert_int_equal(r1, YS_NONE);
                if (s1 == YS_WHITE || s2 == YS_WHITE) {
                    assert_int_equal(r2, YS_WHITE);
                    assert_int_equal(r3, s1 == YS_WHITE ? s2 : s1);
                } else {
                    assert_true((r2 == s1 && r3 == s2) || (r2 == s2 && r3 == s1));
                }
            }
        }
}

static void test_express_and_kings_favor(void **state)
{
    (void)state;
    yt_new(M, "players=3 express=on seed=5");
    assert_int_equal(ys_turn_placements(&M->g), 3);
    for (int p = 0; p < 3; p++) {
        /* the 11 less one 3 and one 1: 0,0,1,1,2,3,3,4,4 */
        static const uint8_t want[YS_VALUES] = {2, 2, 1, 2, 2};
        assert_memory_equal(M->g.behind[p], want, YS_VALUES);
        assert_int_equal(ys_broker_total(&M->g, p), 9);
    }
    yt_new(M, "players=4 kings-favor=on seed=5");
    for (int p = 0; p < 4; p++) {
        assert_int_equal(M->g.spare_twos[p], 3);
        assert_int_equal(broker_count(M->g.behind[p]), 11);
    }
    /* after turn 1 each player has sent one broker to the throne and taken one '2' */
    while (M->g.round == 1)
        yt_default(M, 3);
    for (int p = 0; p < 4; p++) {
        assert_int_equal(M->g.spare_twos[p], 2);
        assert_int_equal(broker_count(M->g.behind[p]), 11);
        int throne = 0;
        for (int i = 0; i < YS_POOL; i++)
            if (M->g.pool[i].place == YS_THRONE && M->g.pool[i].owner == p) throne++;
        assert_int_equal(throne, 1);
    }
    yt_finish_game(M, 3);
    for (int p = 0; p < 4; p++) {
        /* twos only after turns 1-3 (French original: one '2' each time) */
        assert_int_equal(M->g.spare_twos[p], 0);
        int throne = 0;
        for (int i = 0; i < YS_POOL; i++)
            if (M->g.pool[i].place == YS_THRONE && M->g.pool[i].owner == p) throne++;
        assert_int_equal(throne, 4);
        assert_int_equal(broker_count(M->g.behind[p]), 10);
    }
}

static void test_two_players(void **state)
{
    (void)state;
    yt_new(M, "players=2 seed=9");
    const YsGame *g = &M->g;
    assert_int_equal(g->seats, 3);
    assert_int_equal(g->opt.nbhds, 3);
    for (int h = 0; h < 2; h++) {
        static const uint8_t n4210[YS_VALUES] = {1, 1, 1, 0, 1};
        assert_memory_equal(g->neutral_supply[h], n4210, YS_VALUES);
        assert_true(g->order_card[h] == 1 || g->order_card[h] == 2);
    }
    assert_int_equal(g->order_card[0] + g->order_card[1], 3);
    Json *j = yt_json(g, -1);
    assert_int_equal(json_int(json_get(j, "players")), 2);
    assert_int_equal(json_get(j, "score")->n, 3); /* the neutral is a third entry */
    assert_int_equal(json_get(j, "gems")->n, 3);
    assert_int_equal(json_get(j, "neutral_supply")->n, 2);
    assert_int_equal(json_get(j, "ports")->n, 3);
    json_free(j);
    yt_new(M, "players=2 neutral=4310 seed=9");
    for (int h = 0; h < 2; h++) {
        static const uint8_t n4310[YS_VALUES] = {1, 1, 0, 1, 1};
        assert_memory_equal(M->g.neutral_supply[h], n4310, YS_VALUES);
    }
    /* rows open to brokers: 2 and 3 only with 2-3 players */
    yt_bid_zero(M);
    while (M->g.dec == YS_DEC_WINDOW)
        yt_play(M, "pass");
    assert_int_equal(M->g.dec, YS_DEC_PLACE);
    assert_false(yt_legal_has(&M->g, "up 3@m1.blue"));
    assert_false(yt_legal_has(&M->g, "up 3@n4.port"));
    assert_true(yt_legal_has(&M->g, "up 3@m2.blue"));
    assert_true(yt_legal_has(&M->g, "up 3@n3.palace"));
    yt_new(M, "players=4 seed=9");
    yt_bid_zero(M);
    while (M->g.dec == YS_DEC_WINDOW)
        yt_play(M, "pass");
    assert_true(yt_legal_has(&M->g, "up 3@m1.blue"));
    assert_true(yt_legal_has(&M->g, "up 3@n4.port"));
    /* row 0 is never open (5-6 players only) */
    for (int c = 0; c < 4; c++) {
        YsMove mv = {0};
        mv.kind = YS_MV_UP, mv.a = 3, mv.b = YS_NONE, mv.place = (uint8_t)YS_PLACE_MARKET(0, c);
        YsGame before = M->g;
        assert_int_equal(ys_apply(&M->g, &mv), -1);
        assert_memory_equal(&before, &M->g, sizeof before);
    }
}

/* The options a save records read back to the same options. */
static void test_options_format_roundtrip(void **state)
{
    (void)state;
    static const char *cases[] = {
        "players=4 seed=1",
        "players=2 neutral=4310 seed=18446744073709551615 peek=off",
        "players=3 neighbourhoods=3 kings-favor=on express=on seed=7 order=3,1,2",
        "players=4 ships=BWG,RGY order=4,3,2,1 characters=spy,king/queen/prince,prince,merchant",
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        yt_new(M, cases[i]);
        char text[1024];
        ys_options_format(&M->g.opt, text, sizeof text);
        YsMatch *m2 = malloc(sizeof *m2);
        yt_new(m2, text);
        char text2[1024];
        ys_options_format(&m2->g.opt, text2, sizeof text2);
        assert_string_equal(text, text2);
        const YsGame *a = &M->g, *b = &m2->g;
        if (memcmp(a->ship_deck, b->ship_deck, sizeof a->ship_deck) || memcmp(a->stacks, b->stacks, sizeof a->stacks) ||
            memcmp(a->order_card, b->order_card, sizeof a->order_card) ||
            memcmp(a->behind, b->behind, sizeof a->behind) || a->opt.nbhds != b->opt.nbhds ||
            a->opt.kings_favor != b->opt.kings_favor || a->opt.express != b->opt.express ||
            a->opt.peek != b->opt.peek || a->opt.strong_neutral != b->opt.strong_neutral || a->opt.seed != b->opt.seed)
            fail_msg("'%s' -> '%s' deals another game", cases[i], text);
        free(m2);
    }
}

/* Writes a pattern over the stack below the caller, so that a later call
 * that copies uninitialised locals copies the pattern. */
static __attribute__((noinline)) void pollute_stack(void)
{
    volatile unsigned char junk[16384];
    for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = 0x5a;
}

/* ys_options_set must not copy indeterminate bytes into the options: a game
 * is a value compared with memcmp (saves, undo), so two games dealt from the
 * same options must be byte-identical. */
static void test_options_set_deterministic(void **state)
{
    (void)state;
    YsOptions a, b;
    ys_options_default(&a);
    ys_options_default(&b);
    pollute_stack();
    assert_int_equal(ys_options_set(&a, "ships", "BGY,RWY", NULL, 0), 0);
    assert_int_equal(ys_options_set(&a, "characters", "spy,king/queen", NULL, 0), 0);
    assert_int_equal(ys_options_set(&b, "ships", "BGY,RWY", NULL, 0), 0);
    assert_int_equal(ys_options_set(&b, "characters", "spy,king/queen", NULL, 0), 0);
    assert_int_equal(a.nships, 2);
    /* the unused tail of the override tables stays as ys_options_default left it */
    static const uint8_t zero[24][3];
    if (memcmp(a.ships[2], zero, sizeof a.ships - sizeof a.ships[0] * 2))
        fail_msg("ys_options_set(ships) left indeterminate bytes after the named cards (a.ships[2][0] = 0x%02x)",
                 a.ships[2][0]);
    assert_int_equal(a.chars[0][2], 0);
    assert_int_equal(a.chars[1][1], 0);
    assert_int_equal(a.chars[3][0], 0);
    assert_memory_equal(&a, &b, sizeof a);
}

/* The seed reproduces the deal; another seed deals another game. */
static void test_seed(void **state)
{
    (void)state;
    YsMatch *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    yt_new(a, "seed=42");
    yt_new(b, "seed=42");
    assert_memory_equal(&a->g, &b->g, sizeof a->g);
    int differ = 0;
    for (int s = 43; s < 53; s++) {
        char o[32];
        snprintf(o, sizeof o, "seed=%d", s);
        yt_new(b, o);
        differ += memcmp(a->g.ship_deck, b->g.ship_deck, sizeof a->g.ship_deck) != 0;
    }
    assert_true(differ >= 9);
    free(a);
    free(b);
}

/* Which places are open: the city's neighbourhoods in play, the market rows
 * by the number of players (row 0 never, row 1 only with 4), the throne. */
static void test_places_open(void **state)
{
    (void)state;
    static const struct {
        const char *opts;
        int nbhds, first_row, throne;
    } cases[] = {{"players=4", 4, 1, 0},
                 {"players=4 kings-favor=on", 4, 1, 1},
                 {"players=3 neighbourhoods=3", 3, 2, 0},
                 {"players=3 neighbourhoods=4 kings-favor=on", 4, 2, 1},
                 {"players=2", 3, 2, 0}};
    YsMatch *m = malloc(sizeof *m);
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        yt_new(m, cases[c].opts);
        for (int nb = 0; nb < YS_NBHDS; nb++)
            for (int a = 0; a < 3; a++)
                assert_int_equal(ys_place_open(&m->g, YS_PLACE_CITY(nb, a)), nb < cases[c].nbhds);
        for (int row = 0; row < 4; row++)
            for (int col = 0; col < YS_COLOURS; col++)
                assert_int_equal(ys_place_open(&m->g, YS_PLACE_MARKET(row, col)), row >= cases[c].first_row);
        assert_int_equal(ys_place_open(&m->g, YS_THRONE), cases[c].throne);
        assert_int_equal(ys_place_open(&m->g, -1), 0);
        assert_int_equal(ys_place_open(&m->g, YS_PLACES), 0);
    }
    free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_every_key),
        cmocka_unit_test(test_bad_values),
        cmocka_unit_test(test_bad_combinations),
        cmocka_unit_test(test_overrides_dealt_first),
        cmocka_unit_test(test_character_stacks),
        cmocka_unit_test(test_ship_deck),
        cmocka_unit_test(test_market_fill),
        cmocka_unit_test(test_express_and_kings_favor),
        cmocka_unit_test(test_two_players),
        cmocka_unit_test(test_options_format_roundtrip),
        cmocka_unit_test(test_seed),
        cmocka_unit_test(test_options_set_deterministic),
        cmocka_unit_test(test_places_open),
    };
    return cmocka_run_group_tests(tests, yt_match_setup, yt_match_teardown);
}
