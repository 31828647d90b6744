/* test_ui_reasons.c - a bot's reason in the four languages: every reason
 * kind has its own text in every language, taking the same arguments in the
 * same order as the English (so no language can read a number as a string);
 * every reason the bots give in seeded random games is worded in every
 * language, with nothing left unfilled. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ui_reason_text.h"
#include "ui_text.h"

/* The conversions of a printf format, in order ("ds" for "%d ... %s"). */
static void conversions(const char *f, char *out, size_t len)
{
    size_t n = 0;
    for (; *f && n + 1 < len; f++) {
        if (*f != '%') continue;
        f++;
        if (*f == '%') continue;
        out[n++] = *f;
    }
    out[n] = 0;
}

static void test_every_kind_in_every_language(void **state)
{
    (void)state;
    for (int why = AI_WHY_NONE + 1; why < AI_WHY_KINDS; why++) {
        const char *en = ui_reason_template(why, UI_LANG_EN);
        assert_non_null(en);
        char want[16], got[16];
        conversions(en, want, sizeof want);
        for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
            const char *t = ui_reason_template(why, lang);
            if (!t || strlen(t) < 4) fail_msg("reason %d has no text in %s", why, ui_lang_code((UiLang)lang));
            conversions(t, got, sizeof got);
            if (strcmp(want, got))
                fail_msg("reason %d in %s takes %%%s, English %%%s", why, ui_lang_code((UiLang)lang), got, want);
            if (lang != UI_LANG_EN) assert_string_not_equal(t, en);
        }
    }
    assert_null(ui_reason_template(AI_WHY_NONE, UI_LANG_EN));
    assert_null(ui_reason_template(AI_WHY_KINDS, UI_LANG_EN));
    char buf[8] = "x";
    assert_int_equal(ui_reason_text(NULL, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
}

/* Every reason the bots give over every legal move of random games, worded
 * in every language: not empty, nothing unfilled, and short enough for the
 * hint's callout. */
static void test_reasons_of_real_moves(void **state)
{
    (void)state;
    static const char *const configs[][2] = {
        {"players", "4"}, {"players", "3"}, {"players", "2"}, {"kings-favor", "on"}};
    YsGame *g = malloc(sizeof *g);
    YsView *v = malloc(sizeof *v);
    YsMoveList *list = malloc(sizeof *list);
    int seen[AI_WHY_KINDS] = {0};
    for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            YsOptions o;
            ys_options_default(&o);
            assert_int_equal(ys_options_set(&o, configs[c][0], configs[c][1], NULL, 0), 0);
            o.seed = seed;
            assert_int_equal(ys_new(g, &o, NULL, 0), 0);
            uint64_t rng = seed * 3 + c;
            while (!ys_over(g)) {
                int p = ys_to_move(g);
                if (p >= 0 && ys_view(g, p, v) == 0 && ys_legal(g, list) > 0)
                    for (int i = 0; i < list->n; i++) {
                        AiReason r;
                        assert_int_equal(ai_reason(v, &list->m[i], &r), 0);
                        assert_true(r.why > AI_WHY_NONE && r.why < AI_WHY_KINDS);
                        seen[r.why]++;
                        for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
                            ui_lang_use(lang);
                            char text[240];
                            int n = ui_reason_text(&r, text, sizeof text);
                            assert_int_equal(n, (int)strlen(text));
                            if (n < 4 || n > 120 || strchr(text, '%') || strstr(text, "?"))
                                fail_msg("reason %d in %s: \"%s\"", r.why, ui_lang_code((UiLang)lang), text);
                        }
                    }
                assert_int_equal(ys_play_random(g, &rng), 0);
            }
        }
    ui_lang_use(UI_LANG_EN);
    int kinds = 0;
    for (int k = 0; k < AI_WHY_KINDS; k++)
        kinds += seen[k] > 0;
    printf("%d reason kinds seen of %d\n", kinds, AI_WHY_KINDS - 1);
    assert_true(kinds >= 20);
    free(g), free(v), free(list);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_kind_in_every_language),
        cmocka_unit_test(test_reasons_of_real_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
