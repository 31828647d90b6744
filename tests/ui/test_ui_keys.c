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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_everywhere),
        cmocka_unit_test(test_mac),
        cmocka_unit_test(test_not_mac),
        cmocka_unit_test(test_hidpi_mouse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
