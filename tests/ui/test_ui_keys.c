/* test_ui_keys.c - what each system's players expect (os.c): F11, F1 and
 * Ctrl+Z everywhere; on macOS Cmd+Z, Cmd+F and Ctrl+Cmd+F, Cmd+comma, Cmd+Q
 * and Cmd+?; none of the Mac chords elsewhere; and on a HiDPI display
 * (Retina, Windows at 200%) mouse positions in window points land on the
 * pixels drawn there. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "app.h"

static void test_everywhere(void **state)
{
    (void)state;
    for (int mac = 0; mac < 2; mac++) {
        assert_int_equal(ui_key_action(SDLK_F11, 0, mac), UI_KEY_FULLSCREEN);
        assert_int_equal(ui_key_action(SDLK_F1, 0, mac), UI_KEY_RULES);
        assert_int_equal(ui_key_action(SDLK_z, KMOD_LCTRL, mac), UI_KEY_UNDO);
        assert_int_equal(ui_key_action(SDLK_z, KMOD_RCTRL, mac), UI_KEY_UNDO);
        assert_int_equal(ui_key_action(SDLK_z, 0, mac), UI_KEY_NONE); /* typing a name */
        assert_int_equal(ui_key_action(SDLK_z, KMOD_LCTRL | KMOD_LSHIFT, mac), UI_KEY_NONE);
        assert_int_equal(ui_key_action(SDLK_ESCAPE, 0, mac), UI_KEY_NONE);
        assert_int_equal(ui_key_action(SDLK_q, 0, mac), UI_KEY_NONE);
        assert_int_equal(ui_key_action(SDLK_f, 0, mac), UI_KEY_NONE);
    }
}

static void test_mac(void **state)
{
    (void)state;
    assert_int_equal(ui_key_action(SDLK_z, KMOD_LGUI, 1), UI_KEY_UNDO);
    assert_int_equal(ui_key_action(SDLK_f, KMOD_LGUI, 1), UI_KEY_FULLSCREEN);
    assert_int_equal(ui_key_action(SDLK_f, KMOD_LGUI | KMOD_LCTRL, 1), UI_KEY_FULLSCREEN);
    assert_int_equal(ui_key_action(SDLK_COMMA, KMOD_RGUI, 1), UI_KEY_SETTINGS);
    assert_int_equal(ui_key_action(SDLK_q, KMOD_LGUI, 1), UI_KEY_QUIT);
    assert_int_equal(ui_key_action(SDLK_SLASH, KMOD_LGUI | KMOD_LSHIFT, 1), UI_KEY_RULES);
    /* Option and Ctrl variants are not these commands */
    assert_int_equal(ui_key_action(SDLK_q, KMOD_LGUI | KMOD_LALT, 1), UI_KEY_NONE);
    assert_int_equal(ui_key_action(SDLK_q, KMOD_LGUI | KMOD_LCTRL, 1), UI_KEY_NONE);
    assert_int_equal(ui_key_action(SDLK_COMMA, KMOD_LCTRL, 1), UI_KEY_NONE);
    assert_int_equal(ui_key_action(SDLK_SLASH, KMOD_LGUI, 1), UI_KEY_NONE);
}

static void test_not_mac(void **state)
{
    (void)state;
    /* the Windows or Super key with these letters belongs to the desktop */
    assert_int_equal(ui_key_action(SDLK_q, KMOD_LGUI, 0), UI_KEY_NONE);
    assert_int_equal(ui_key_action(SDLK_f, KMOD_LGUI, 0), UI_KEY_NONE);
    assert_int_equal(ui_key_action(SDLK_COMMA, KMOD_LGUI, 0), UI_KEY_NONE);
    assert_int_equal(ui_key_action(SDLK_q, KMOD_LCTRL, 0), UI_KEY_NONE);
}

static void test_hidpi_mouse(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 800, 450, SDL_WINDOW_HIDDEN), 0);
    /* the dummy driver has no HiDPI; a Retina window of 800x450 points
     * reports an output of 1600x900 pixels, where the game lays out */
    a->win_w = 800, a->win_h = 450, a->out_w = 1600, a->out_h = 900;
    SDL_Event e = {0};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = 100, e.motion.y = 50;
    ui_app_event(a, &e);
    assert_int_equal(a->mx, 200);
    assert_int_equal(a->my, 100);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_RIGHT;
    e.button.x = 799, e.button.y = 449;
    ui_app_event(a, &e);
    assert_int_equal(a->mx, 1598);
    assert_int_equal(a->my, 898);
    ui_app_free(a);
    SDL_Quit();
}

static void key_f11(UiApp *a)
{
    SDL_Event e;
    SDL_memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = SDLK_F11;
    ui_app_event(a, &e);
}

/* The game is laid out for the size SDL reports the window draws at, now. */
static void laid_out_as_drawn(UiApp *a, int w, int h)
{
    int ww, wh, ow, oh;
    SDL_GetWindowSize(a->win, &ww, &wh);
    assert_int_equal(SDL_GetRendererOutputSize(a->ren, &ow, &oh), 0);
    assert_int_equal(ww, w);
    assert_int_equal(wh, h);
    assert_int_equal(a->out_w, ow);
    assert_int_equal(a->out_h, oh);
    assert_int_equal(a->L.w, ow);
    assert_int_equal(a->L.h, oh);
}

/* Issue 40: F11 laid the game out for another size than the window's (no
 * window manager: no size event came), and a second F11 did not give the
 * window back. Full screen is laid out at once for the size SDL reports,
 * with no event pumped, and F11 twice restores the window and its layout. */
static void test_f11_twice(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, 0), 0); /* shown: a hidden one stays windowed */
    laid_out_as_drawn(a, 1280, 720);
    SDL_DisplayMode dm;
    assert_int_equal(SDL_GetDesktopDisplayMode(0, &dm), 0);
    assert_true(dm.w != 1280 || dm.h != 720); /* the dummy desktop: another size */
    for (int round = 0; round < 2; round++) {
        key_f11(a);
        assert_int_equal(a->fullscreen, 1);
        assert_int_equal(a->set.fullscreen, 1);
        int fw, fh;
        SDL_GetWindowSize(a->win, &fw, &fh);
        print_message("full screen: %dx%d\n", fw, fh);
        laid_out_as_drawn(a, fw, fh);
        key_f11(a);
        assert_int_equal(a->fullscreen, 0);
        laid_out_as_drawn(a, 1280, 720);
    }
    /* a size change told by SDL is followed too */
    SDL_SetWindowSize(a->win, 1024, 600);
    SDL_Event e;
    SDL_memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    ui_app_event(a, &e);
    laid_out_as_drawn(a, 1024, 600);
    key_f11(a);
    key_f11(a);
    laid_out_as_drawn(a, 1024, 600);
    ui_app_free(a);
    SDL_Quit();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_everywhere),  cmocka_unit_test(test_mac),       cmocka_unit_test(test_not_mac),
        cmocka_unit_test(test_hidpi_mouse), cmocka_unit_test(test_f11_twice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
