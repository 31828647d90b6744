/* test_ui_lang.c - every scene and every step of the guided game, drawn in
 * French, German and Polish (and the rules reference at each section)
 * shows no English the language did not choose:
 * a string with a word in it (three letters or more) that the same frame
 * also draws in English is a fault, unless the language says it itself:
 * its text for some id (French has "Port", "Orange", "Commerce" too), a
 * card's name, a language's own name, or a line of one of its own longer
 * texts. Catches a literal written into the drawing code ("next turn"
 * on a character card won this turn, guided step 19), which the tables'
 * own tests (test_ui_text) never see. YS_AUDIT_VERBOSE=1 prints them all. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app.h"
#include "audited.h"
#include "draw.h"
#include "tutor.h"
#include "ui_diagram_text.h"

static const char *scenes[] = {"title", "setup",    "start",       "game",  "counting", "handover", "end",
                               "final", "end_tie",  "end_neutral", "seats", "variants", "hint",     "turn4",
                               "menu",  "settings", "confirm",     "saves", "rules",    "replay",   "title_first"};

typedef struct {
    char s[UI_AUDIT_MAX][UI_AUDIT_TEXT];
    int n;
} Strings;

/* The strings one frame of the scene draws in lang (the scene driven in
 * that language, so that its seats bear their colours' names in it). */
static void frame_strings(const char *scene, UiLang lang, Strings *out)
{
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_set_lang(a, lang);
    int section = -1;
    if (sscanf(scene, "rules_%d", &section) == 1) { /* the rules reference open at a section */
        assert_int_equal(ui_drive_scene(a, "rules", 7), 0);
        ui_scene_rules_section(a, section);
    } else {
        assert_int_equal(ui_drive_scene(a, scene, 7), 0);
    }
    const UiTextAudit *au = draw_audited(a);
    assert_int_equal(au->dropped, 0);
    out->n = au->n;
    for (int i = 0; i < au->n; i++)
        memcpy(out->s[i], au->rec[i].s, sizeof out->s[i]);
    ui_app_free(a);
}

static int has_word(const char *s)
{
    for (int run = 0; *s; s++) {
        int letter = (*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z');
        run = letter ? run + 1 : 0;
        if (run >= 3) return 1;
    }
    return 0;
}

/* s is (the audit's first UI_AUDIT_TEXT - 1 bytes of) t */
static int is(const char *s, const char *t)
{
    char cut[UI_AUDIT_TEXT];
    snprintf(cut, sizeof cut, "%s", t ? t : "");
    return t && !strcmp(s, cut);
}

/* s is inside t: one line of a wrapped text */
static int within(const char *s, const char *t) { return t && strlen(s) >= 4 && strstr(t, s); }

/* Whether the language itself says s: one of its texts whole (a table's
 * string, a card's name, a language's own name in the settings), or a line
 * of one of its longer texts (a table's, a card's, the guided game's). */
static int the_languages_own(const char *s, UiLang lang)
{
    for (int l = 0; l < UI_LANG_COUNT; l++)
        if (is(s, ui_lang_name((UiLang)l))) return 1;
    for (int id = 0; id < S_COUNT; id++)
        if (is(s, ui_tr_raw((UiStrId)id, lang)) || within(s, ui_tr_raw((UiStrId)id, lang))) return 1;
    for (int c = 0; c <= YS_CHARACTER_COUNT; c++)
        if (is(s, ui_card_name(c, lang)) || within(s, ui_card_text(c, lang)) ||
            within(s, ui_card_text_in(c, lang, 1)) || within(s, ui_card_when(c, lang)))
            return 1;
    for (int t = 0; t < TX_COUNT; t++)
        if (within(s, ui_tutor_text_in(lang, t))) return 1;
    for (int d = 0; d < DT_COUNT; d++)
        if (is(s, ui_diag_tr(d, lang)) || within(s, ui_diag_tr(d, lang))) return 1;
    return 0;
}

static int drawn(const Strings *st, const char *s)
{
    for (int i = 0; i < st->n; i++)
        if (!strcmp(st->s[i], s)) return 1;
    return 0;
}

static int check_scene(const char *scene, int verbose)
{
    static Strings en, other;
    frame_strings(scene, UI_LANG_EN, &en);
    int bad = 0;
    for (int lang = UI_LANG_EN + 1; lang < UI_LANG_COUNT; lang++) {
        frame_strings(scene, (UiLang)lang, &other);
        for (int i = 0; i < other.n; i++) {
            const char *s = other.s[i];
            if (!has_word(s) || !drawn(&en, s) || the_languages_own(s, (UiLang)lang)) continue;
            if (bad++ < 3 || verbose)
                printf("  %s %s: \"%s\" is drawn in English\n", scene, ui_lang_code((UiLang)lang), s);
        }
    }
    return bad;
}

static void test_no_english_left(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    int verbose = getenv("YS_AUDIT_VERBOSE") && atoi(getenv("YS_AUDIT_VERBOSE"));
    int bad = 0, frames = 0;
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++, frames++)
        bad += check_scene(scenes[i], verbose);
    for (int step = 0; step < ui_tutor_count(); step++, frames++) {
        char scene[32];
        snprintf(scene, sizeof scene, "tutorial_%d", step);
        bad += check_scene(scene, verbose);
    }
    const UiRulesSection *sec;
    int nsec = ui_rules(UI_LANG_EN, &sec);
    assert_true(nsec > 1);
    for (int i = 1; i < nsec; i++, frames++) {
        char scene[32];
        snprintf(scene, sizeof scene, "rules_%d", i);
        bad += check_scene(scene, verbose);
    }
    printf("%d scenes in %d languages, %d strings left in English\n", frames, UI_LANG_COUNT - 1, bad);
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_no_english_left)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
