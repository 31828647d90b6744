/* test_ui_levels.c - the bot levels' help lines (levels.c): every level the
 * setup offers has a measured row, and in each language its line carries
 * that row's numbers (wins in 10 beside an equal bot's, games, thinking
 * time) and no others. */
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

static void test_lines_carry_the_figures(void **state)
{
    (void)state;
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        ui_lang_use(lang);
        for (int lv = AI_EASY; lv <= AI_EXPERT; lv++) {
            const UiLevelRow *r = ui_level_row(lv);
            char line[256], want[32];
            assert_int_equal(ui_level_line(lv, line, sizeof line), 1);
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
    ui_level_line(AI_HARD, line, sizeof line);
    assert_non_null(strstr(line, "hard"));
    assert_non_null(strstr(line, "medium"));
    /* a buffer too small is cut, never overrun */
    char tiny[8];
    ui_level_line(AI_HARD, tiny, sizeof tiny);
    assert_true(strlen(tiny) < sizeof tiny);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_level_measured),
        cmocka_unit_test(test_lines_carry_the_figures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
