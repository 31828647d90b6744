/* test_ui_bot.c - the game's bot thread: a new game, undo or quit cancels
 * the search under way instead of waiting for it, and expert leaves a core
 * to the window. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ui_sdl.h"
#include "positions.h"

static void test_cancel_does_not_wait_for_the_bot(void **state)
{
    (void)state;
    static YsView v;
    static UiBot bot;
    assert_int_equal(placement_view(&v), 0);
    for (int level = AI_HARD; level <= AI_EXPERT; level++) {
        AiParams prm = {(AiLevel)level, 20000, 0, 7, 0, NULL};
        assert_int_equal(ui_bot_start(&bot, &v, &prm, 0), 0);
        if (level == AI_EXPERT) assert_int_equal(bot.prm.threads, ai_threads() > 1 ? ai_threads() - 1 : 1);
        SDL_Delay(50);
        assert_int_equal(ui_bot_poll(&bot), 0); /* still thinking */
        uint32_t t0 = SDL_GetTicks();
        ui_bot_cancel(&bot);
        uint32_t waited = SDL_GetTicks() - t0;
        print_message("%s cancelled in %u ms\n", ai_level_name((AiLevel)level), waited);
        assert_true(waited < 500);
        assert_int_equal(bot.busy, 0);
        assert_int_equal(bot.rc, AI_CANCELLED);
    }
    ui_bot_cancel(&bot); /* nothing under way: a no-op */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cancel_does_not_wait_for_the_bot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
