/* test_ui_shots.c - screenshots of key scenes compared exactly, pixel for
 * pixel, with stored images (tests/ui/ref/): the final scoring under way,
 * an end decided by a tie, an end the 2-player neutral won, and the scenes
 * before them; and the README's pictures (docs/shots/). YS_UPDATE_REFS=1 rewrites them; YS_BREAK_SCENE=name draws a
 * mark on that scene (to check that a broken picture fails). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL_image.h>
#include <cmocka.h>

#include "app.h"

static const char *scenes[] = {
    "title", "setup", "start", "handover", "counting", "end", "final", "end_tie", "end_neutral", "seats", "variants",
    "tutorial_3", "tutorial_13", "focus", "focus_place", "setup_focus", "title_focus", "history", "stats", "code_offer",
    "crowded", /* a palace of ten brokers, fanned, each value seen */
#ifdef YS_ONLINE
    /* Play online, an online game's panel under the log (in its place with the throne: online_kf4), its end */
    "online", "online_game", "online_game4", "online_kf4", "online_forward", "online_end"
#endif
};

/* Mean absolute difference per channel, and the share of pixels off by a lot. */
static void compare(SDL_Surface *a, SDL_Surface *b, double *mean, double *far)
{
    SDL_Surface *x = SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_Surface *y = SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_ARGB8888, 0);
    double sum = 0;
    long bad = 0, n = (long)x->w * x->h;
    for (int j = 0; j < x->h; j++)
        for (int i = 0; i < x->w; i++) {
            uint32_t p = ((uint32_t *)((uint8_t *)x->pixels + j * x->pitch))[i];
            uint32_t q = ((uint32_t *)((uint8_t *)y->pixels + j * y->pitch))[i];
            int d = 0;
            for (int c = 0; c < 24; c += 8)
                d += abs((int)((p >> c) & 255) - (int)((q >> c) & 255));
            sum += d / 3.0;
            if (d > 120) bad++;
        }
    *mean = sum / (double)n;
    *far = (double)bad / (double)n;
    SDL_FreeSurface(x);
    SDL_FreeSurface(y);
}

static void test_scenes(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    /* the History's dates are local times: one zone for every machine */
    SDL_setenv("TZ", "UTC", 1);
    tzset();
    const char *dir = getenv("YS_TEST_DATA");
    assert_non_null(dir);
    int update = getenv("YS_UPDATE_REFS") && atoi(getenv("YS_UPDATE_REFS"));
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++) {
        static UiApp app;
        UiApp *a = &app;
        assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 640, 360, SDL_WINDOW_HIDDEN), 0);
        assert_int_equal(ui_drive_scene(a, scenes[i], 7), 0);
        ui_app_draw(a);
        const char *brk = getenv("YS_BREAK_SCENE");
        if (brk && !strcmp(brk, scenes[i])) ui_fill(&a->gfx, (UiRect){a->out_w / 2, a->out_h / 2, 1, 1}, 0xFF00FFFF);
        char out[1024], ref[1024];
        snprintf(out, sizeof out, "shot_%s.png", scenes[i]);
        snprintf(ref, sizeof ref, "%s/ref/%s.png", dir, scenes[i]);
        assert_int_equal(ui_app_shot(a, out), 0);
        if (update) assert_int_equal(ui_app_shot(a, ref), 0);
        SDL_Surface *s = IMG_Load(out), *r = IMG_Load(ref);
        assert_non_null(s);
        if (!r) fail_msg("no reference %s (run with YS_UPDATE_REFS=1)", ref);
        assert_int_equal(s->w, r->w);
        assert_int_equal(s->h, r->h);
        double mean, far;
        compare(s, r, &mean, &far);
        printf("%s: mean difference %.4f, far pixels %.3f%%\n", scenes[i], mean, far * 100);
        if (mean != 0.0) fail_msg("%s differs from %s", out, ref);
        SDL_FreeSurface(s);
        SDL_FreeSurface(r);
        ui_app_free(a);
    }
}

/* The README's pictures (docs/shots/), drawn by the game at 1280x720 and
 * kept in step with it the same way: YS_UPDATE_REFS=1 draws them anew. */
static void test_readme_pictures(void **state)
{
    (void)state;
    static const struct {
        const char *scene, *file;
    } pics[] = {
        {"turn4", "board"}, /* the board in play: live majorities, a character in hand, the throne room */
        {"end", "end"},     /* the end screen: the scores, the chart, where the points came from */
#ifdef YS_ONLINE
        {"online_game", "online"}, /* an online game hosted, its router forwarding the port */
#endif
    };
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    const char *dir = getenv("YS_TEST_DATA");
    assert_non_null(dir);
    int update = getenv("YS_UPDATE_REFS") && atoi(getenv("YS_UPDATE_REFS"));
    for (size_t i = 0; i < sizeof pics / sizeof pics[0]; i++) {
        static UiApp app;
        UiApp *a = &app;
        assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
        assert_int_equal(ui_drive_scene(a, pics[i].scene, 7), 0);
        ui_app_draw(a);
        char out[1024], ref[1024];
        snprintf(out, sizeof out, "shot_readme_%s.png", pics[i].file);
        snprintf(ref, sizeof ref, "%s/../../docs/shots/%s.png", dir, pics[i].file);
        assert_int_equal(ui_app_shot(a, out), 0);
        if (update) assert_int_equal(ui_app_shot(a, ref), 0);
        SDL_Surface *sh = IMG_Load(out), *r = IMG_Load(ref);
        assert_non_null(sh);
        if (!r) fail_msg("no picture %s (run with YS_UPDATE_REFS=1)", ref);
        assert_int_equal(sh->w, r->w);
        assert_int_equal(sh->h, r->h);
        double mean, far;
        compare(sh, r, &mean, &far);
        if (mean != 0.0)
            fail_msg("%s differs from %s: the README's picture is out of step (YS_UPDATE_REFS=1)", out, ref);
        SDL_FreeSurface(sh);
        SDL_FreeSurface(r);
        ui_app_free(a);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_scenes), cmocka_unit_test(test_readme_pictures)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
