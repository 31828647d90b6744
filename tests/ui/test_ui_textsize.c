/* test_ui_textsize.c - the text audit over every scene: each string the
 * game draws, in every language, at 1024x600, 1280x720 and 1920x1080 and at
 * each UI size, is at least UI_MIN_TEXT_PX pixels, lies inside the window
 * and inside the panel it is drawn into, and no wrapped text is cut short.
 * YS_AUDIT_VERBOSE=1 prints every offence (else the first few per frame). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app.h"

static const char *scenes[] = {"title", "setup",    "start",       "game",  "counting", "handover", "end",
                               "final", "end_tie",  "end_neutral", "seats", "variants", "hint",     "turn4",
                               "menu",  "settings", "confirm",     "saves", "rules",    "replay"};
static const int sizes[][2] = {{1024, 600}, {1280, 720}, {1920, 1080}};

static int inside(UiRect in, UiRect out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}

/* The offences of one frame drawn with the audit on; prints up to show. */
static int check_frame(UiApp *a, const char *what, int show)
{
    static UiTextAudit au;
    memset(&au, 0, sizeof au);
    a->gfx.audit = &au;
    ui_app_draw(a);
    a->gfx.audit = NULL;
    assert_int_equal(a->gfx.npanel, 0); /* every push popped */
    assert_int_equal(au.dropped, 0);
    assert_true(au.n > 0); /* every scene draws some text */
    UiRect win = {0, 0, a->out_w, a->out_h};
    int bad = 0;
    for (int i = 0; i < au.n; i++) {
        const UiTextRec *r = &au.rec[i];
        const char *why = r->clipped                                ? "cut short"
                          : r->px < UI_MIN_TEXT_PX                  ? "too small"
                          : !inside(r->r, win)                      ? "outside the window"
                          : r->has_panel && !inside(r->r, r->panel) ? "outside its panel"
                                                                    : NULL;
        if (!why) continue;
        if (bad++ < show)
            printf("  %s: \"%s\" %d px at %d,%d %dx%d %s (%s %d,%d %dx%d)\n", what, r->s, r->px, r->r.x, r->r.y, r->r.w,
                   r->r.h, why, r->panel_name, r->panel.x, r->panel.y, r->panel.w, r->panel.h);
    }
    return bad;
}

static void test_every_scene(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    int verbose = getenv("YS_AUDIT_VERBOSE") && atoi(getenv("YS_AUDIT_VERBOSE"));
    const char *only = getenv("YS_AUDIT_SCENE");
    int total = 0, frames = 0, strings_bad_frames = 0;
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++) {
        if (only && strcmp(only, scenes[i])) continue;
        static UiApp app;
        UiApp *a = &app;
        assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, sizes[0][0], sizes[0][1], SDL_WINDOW_HIDDEN), 0);
        assert_int_equal(ui_drive_scene(a, scenes[i], 7), 0);
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            /* the same scene in a window of each size */
            SDL_SetWindowSize(a->win, sizes[z][0], sizes[z][1]);
            SDL_PumpEvents();
            ui_app_resize(a);
            assert_int_equal(a->out_w, sizes[z][0]);
            assert_int_equal(a->out_h, sizes[z][1]);
            for (int ui = 0; ui < UI_SIZE_COUNT; ui++) {
                a->set.ui_size = ui;
                ui_app_resize(a);
                for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
                    ui_app_set_lang(a, (UiLang)lang);
                    char what[96];
                    snprintf(what, sizeof what, "%s %dx%d %d%% %s", scenes[i], sizes[z][0], sizes[z][1],
                             ui_size_percent(ui), ui_lang_code((UiLang)lang));
                    int bad = check_frame(a, what, verbose ? 1 << 30 : 3);
                    if (bad) printf("%s: %d strings out of bounds\n", what, bad), strings_bad_frames++;
                    total += bad;
                    frames++;
                }
            }
        }
        ui_app_free(a);
    }
    printf("%d frames audited, %d with offences, %d offences\n", frames, strings_bad_frames, total);
    assert_int_equal(total, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_every_scene)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
