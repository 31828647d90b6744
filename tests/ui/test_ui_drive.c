/* test_ui_drive.c - the headless driver (drive.c) alone chooses every bot
 * move while it drives, so a scene driven for a screenshot is the same game
 * however long each step takes. Before, the game scene's own bot thread ran
 * beside the driver and its move won whenever it was ready first: on a
 * loaded machine test_ui_shots' "end" scene came out another game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app.h"

static UiApp app;

/* A game of four bots driven to its end; with slow set, every step waits
 * until the game's own bot thread (if one runs) has answered, as a loaded
 * machine would. Returns the number of moves, copied to log. */
static int drive_game(int slow, YsMove *log)
{
    UiApp *a = &app;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_set_lang(a, UI_LANG_EN);
    ui_app_setup_defaults(a, 4);
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        a->setup.seat[s].human = 0;
    snprintf(a->setup.seed, sizeof a->setup.seed, "9");
    a->set.bot_pace_ms = 0;
    assert_int_equal(ui_app_start_game(a), 0);
    /* the driver owns the game from its first frame: on a loaded machine the
     * game's own bot had found its move and the opening animation had ended
     * by the first late frame, so the game played that move itself */
    ui_drive_begin(a);
    uint64_t rng = 3;
    for (int guard = 0; guard < 20000 && a->scene != SC_END; guard++) {
        /* slow: the frames before each step, the first included, are late as on a loaded machine */
        if (slow) {
            for (int k = 0; k < 5000 && a->game.bot.busy && !SDL_AtomicGet(&a->game.bot.done); k++)
                SDL_Delay(1);
            ui_app_update(a, 0);
        }
        if (!ui_drive_step(a, &rng) && a->scene != SC_END) ui_app_update(a, 1.0f);
    }
    assert_int_equal(a->scene, SC_END);
    int n = ui_session_whole(&a->ses)->nlog;
    memcpy(log, ui_session_whole(&a->ses)->log, sizeof(YsMove) * (size_t)n);
    ui_app_free(a);
    return n;
}

static void test_driver_alone_chooses(void **state)
{
    (void)state;
    YsMove *quick = malloc(sizeof(YsMove) * YS_MAX_LOG), *slow = malloc(sizeof(YsMove) * YS_MAX_LOG);
    assert_non_null(quick);
    assert_non_null(slow);
    int nq = drive_game(0, quick);
    int ns = drive_game(1, slow);
    assert_int_equal(nq, ns);
    for (int i = 0; i < nq; i++)
        if (memcmp(&quick[i], &slow[i], sizeof(YsMove)) != 0) fail_msg("move %d differs when the steps are slow", i);
    free(quick);
    free(slow);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_driver_alone_chooses)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
