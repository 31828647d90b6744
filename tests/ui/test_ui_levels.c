/* test_ui_levels.c - the bot levels' help lines (levels.c): every level the
 * setup offers has a measured row, a game of 2, 3 or 4 players gets the row
 * measured with as many where there is one, and in each language its line
 * carries that row's numbers (wins in 10 beside an equal bot's, games,
 * thinking time) and no others. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "levels.h"
#include "ui_text.h"
#include "ys/ai.h"

static void test_every_level_measured(void **state)
{
    (void)state;
    for (int lv = AI_EASY; lv <= AI_EXPERT; lv++) {
        const UiLevelRow *r = ui_level_row(lv);
        assert_non_null(r);
        assert_true(r->games > 0);
        assert_true(r->against < lv); /* measured against a weaker level */
        assert_in_range(r->wins_milli, 0, 1000);
        assert_true(r->think_ms > 0);
    }
    assert_null(ui_level_row(AI_RANDOM)); /* not offered, not measured */
}

/* A game's number of players picks the row measured with as many, else the
 * one with the most players; the shipped table has expert's 2-player games
 * against hard (issue 49, item 4), and its lines say so. */
static void test_rows_by_players(void **state)
{
    (void)state;
    for (int lv = AI_EASY; lv <= AI_EXPERT; lv++) {
        const UiLevelRow *most = ui_level_row(lv);
        for (int players = 2; players <= 4; players++) {
            const UiLevelRow *r = ui_level_row_for(lv, players);
            assert_non_null(r);
            assert_int_equal(r->level, lv);
            assert_int_equal(r->against, most->against); /* one ladder: the same level below */
            assert_true(r->players <= most->players);
            if (r->players != players) assert_ptr_equal(r, most); /* not measured: the most players' */
            assert_ptr_equal(ui_level_row_for(lv, r->players), r);
        }
    }
    const UiLevelRow *two = ui_level_row_for(AI_EXPERT, 2);
    assert_int_equal(two->players, 2);
    assert_int_equal(two->against, AI_HARD);
    assert_true(two->games >= UI_LEVEL_MIN_GAMES);
    assert_true(two != ui_level_row(AI_EXPERT));
    ui_lang_use(UI_LANG_EN);
    char line[256], want[160];
    ui_level_line(AI_EXPERT, 2, line, sizeof line);
    snprintf(want, sizeof want, "beats one hard bot %d games in 10 in two-player games (an equal bot: 1 in 2)",
             (two->wins_milli + 50) / 100);
    assert_non_null(strstr(line, want));
    snprintf(want, sizeof want, "%d games measured", two->games);
    assert_non_null(strstr(line, want));
    ui_level_ladder(AI_EXPERT, 2, line, sizeof line);
    assert_non_null(strstr(line, "In a two-player game against a hard bot it wins"));
    ui_level_ladder(AI_EXPERT, 4, line, sizeof line); /* the 4-player row, three bots */
    assert_non_null(strstr(line, "Against three hard bots it wins"));
}

static void test_lines_carry_the_figures(void **state)
{
    (void)state;
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        ui_lang_use(lang);
        for (int i = 0; i < (AI_EXPERT - AI_EASY + 1) * 3; i++) {
            int lv = AI_EASY + i / 3, players = 2 + i % 3;
            const UiLevelRow *r = ui_level_row_for(lv, players);
            char line[256], want[32];
            assert_int_equal(ui_level_line(lv, players, line, sizeof line), 1);
            snprintf(want, sizeof want, "%d", r->games);
            assert_non_null(strstr(line, want));
            snprintf(want, sizeof want, " %d ", (r->wins_milli + 50) / 100);
            char even[32]; /* what an equal bot would win: 1 game in as many as there are players */
            snprintf(even, sizeof even, "1 %s %d)",
                     lang == UI_LANG_EN   ? "in"
                     : lang == UI_LANG_FR ? "sur"
                     : lang == UI_LANG_DE ? "von"
                                          : "na",
                     r->players);
            if (r->games >= UI_LEVEL_MIN_GAMES) { /* enough games: the share, with the level beaten */
                assert_non_null(strstr(line, want));
                assert_non_null(strstr(line, even));
            } else {
                assert_null(strstr(line, want));
            }
            assert_null(strstr(line, "?")); /* every name found */
            int ms = (int)(r->think_ms + 0.5);
            if (ms >= 100) { /* tenths of a second, the language's decimal mark */
                snprintf(want, sizeof want, "%d%c%d s", (ms + 50) / 1000, lang == UI_LANG_EN ? '.' : ',',
                         (ms + 50) / 100 % 10);
            } else {
                snprintf(want, sizeof want, "%d ms", ms < 1 ? 1 : ms);
            }
            assert_non_null(strstr(line, want));
        }
        assert_true(strlen(ui_str(S_BOTS_FAIR)) > 20);
    }
    ui_lang_use(UI_LANG_EN);
    char line[256];
    ui_level_line(AI_HARD, 4, line, sizeof line);
    assert_non_null(strstr(line, "hard"));
    assert_non_null(strstr(line, "medium"));
    /* a buffer too small is cut, never overrun */
    char tiny[8];
    ui_level_line(AI_HARD, 4, tiny, sizeof tiny);
    assert_true(strlen(tiny) < sizeof tiny);
}

/* The levels as a ladder in plain words (issue 51, item 6: "beats three
 * easy bots 5 games in 10 (an equal bot: 1 in 4)" read as a riddle, and
 * expert's 3 in 10 against hard bots as weaker than hard's 6 in 10): each
 * level's line says what it is for, names the level below it and its share
 * of the wins in words, no figure; the medium level is the one to start
 * with, and only it; a share under half says an equal bot's beside it. */
static void test_ladder_in_plain_words(void **state)
{
    (void)state;
    static const int shares[] = {S_SHARE_ALL,        S_SHARE_MOST,  S_SHARE_OVER_HALF, S_SHARE_HALF,
                                 S_SHARE_THIRD_PLUS, S_SHARE_THIRD, S_SHARE_QUARTER};
    static const int names[] = {S_LEVEL_RANDOM, S_LEVEL_EASY, S_LEVEL_MEDIUM, S_LEVEL_HARD, S_LEVEL_EXPERT};
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        ui_lang_use(lang);
        int first = 0;
        for (int i = 0; i < (AI_EXPERT - AI_EASY + 1) * 3; i++) {
            int lv = AI_EASY + i / 3, players = 2 + i % 3;
            const UiLevelRow *r = ui_level_row_for(lv, players);
            char line[400];
            assert_int_equal(ui_level_ladder(lv, players, line, sizeof line), 1);
            print_message("%s: %s\n", ui_lang_code((UiLang)lang), line);
            for (const char *c = line; *c; c++)
                if (*c >= '0' && *c <= '9') fail_msg("a figure in the plain words: %s", line);
            assert_non_null(strstr(line, ui_str((UiStrId)names[lv])));
            assert_non_null(strstr(line, ui_str((UiStrId)names[r->against])));
            int words = 0;
            for (size_t k = 0; k < sizeof shares / sizeof shares[0]; k++)
                words += strstr(line, ui_str((UiStrId)shares[k])) != NULL;
            assert_true(words >= 1);
            first += players == 4 && strstr(line, ui_str(S_ROLE_MEDIUM)) != NULL;
            if (lv == AI_MEDIUM) assert_non_null(strstr(line, ui_str(S_ROLE_MEDIUM)));
            char even[96];
            snprintf(even, sizeof even, ui_str(S_EVEN_MORE), ui_str((UiStrId)(S_EVEN_2 + r->players - 2)));
            if (r->wins_milli < 450 && r->wins_milli * r->players > 1000) assert_non_null(strstr(line, even));
        }
        assert_int_equal(first, 1); /* one level to start with */
    }
    ui_lang_use(UI_LANG_EN);
    char line[400];
    ui_level_ladder(AI_MEDIUM, 4, line, sizeof line);
    assert_string_equal(line, "Level medium: a good first opponent, start here. Against three easy bots it wins about "
                              "half its games.");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_level_measured),
        cmocka_unit_test(test_rows_by_players),
        cmocka_unit_test(test_lines_carry_the_figures),
        cmocka_unit_test(test_ladder_in_plain_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
