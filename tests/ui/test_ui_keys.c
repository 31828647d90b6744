/* test_ui_keys.c - the keys each system's players expect (os.c): F11, F1
 * and Ctrl+Z everywhere; on macOS Cmd+Z, Cmd+F and Ctrl+Cmd+F, Cmd+comma,
 * Cmd+Q and Cmd+?; and none of the Mac chords elsewhere. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ui_sdl.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_everywhere),
        cmocka_unit_test(test_mac),
        cmocka_unit_test(test_not_mac),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
