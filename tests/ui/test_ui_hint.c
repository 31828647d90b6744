/* test_ui_hint.c - the hint and the sound of "your turn", headless: in a
 * hot-seat game the hint is thought from the view of the human to move
 * (byte for byte ys_view of that player, never the referee's state), is a
 * legal move with a reason, goes once a move is played, is not offered to
 * bots nor in a replay; "your turn" sounds once per human turn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app.h"
#include "sound.h"

static int sounds[UI_SFX_COUNT];
static void hear(void *ud, int sfx)
{
    (void)ud;
    sounds[sfx]++;
}

static void wait_hint(UiApp *a)
{
    for (int i = 0; i < 6000 && a->hint.state == UI_HINT_THINKING; i++)
        SDL_Delay(5), ui_hint_update(a);
}

static void test_hint_hot_seat(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    a->assist.trace = hear;
    ui_app_setup_defaults(a, 4);
    a->setup.seat[0].human = a->setup.seat[1].human = 1;
    a->setup.seat[2].human = a->setup.seat[3].human = 0;
    a->setup.seat[2].level = a->setup.seat[3].level = AI_EASY;
    snprintf(a->setup.seed, sizeof a->setup.seed, "77");
    assert_int_equal(ui_app_start_game(a), 0);
    uint64_t rng = 5;
    static YsView own;
    static YsMoveList ml;
    int hints = 0, refused = 0, turns = 0;
    for (int guard = 0; guard < 3000 && hints < 12; guard++) {
        ui_app_update(a, 0);
        if (a->scene == SC_GAME && !a->ses.animating) {
            const YsGame *g = &a->ses.match->g;
            int to = ys_to_move(g);
            if (to >= 0 && a->ses.seat[to].human && a->ses.handover_to < 0) {
                assert_true(ui_hint_available(a));
                ui_hint_request(a);
                assert_int_equal(a->hint.state, UI_HINT_THINKING);
                /* the bot sees the view of the human to move, nothing more */
                ys_view(g, to, &own);
                assert_int_equal(a->hint.bot.view.viewer, to);
                assert_memory_equal(&a->hint.bot.view, &own, sizeof own);
                wait_hint(a);
                assert_int_equal(a->hint.state, UI_HINT_SHOWN);
                ys_legal(g, &ml);
                int legal = 0;
                for (int i = 0; i < ml.n; i++)
                    legal |= ys_move_equal(&ml.m[i], &a->hint.move);
                assert_true(legal);
                assert_true(a->hint.reason[0] != 0);
                ui_app_draw(a); /* the callout draws */
                /* play the hinted move: the hint goes with its position */
                YsMove m = a->hint.move;
                assert_int_equal(ui_app_play_move(a, &m), 0);
                ui_app_update(a, 0);
                assert_int_equal(a->hint.state, UI_HINT_NONE);
                hints++;
                continue;
            }
            if (to >= 0 && !a->ses.seat[to].human) {
                ui_hint_request(a);
                refused += a->hint.state == UI_HINT_NONE;
            }
        }
        if (!ui_drive_step(a, &rng)) break;
    }
    assert_true(hints >= 12);
    assert_true(refused > 0);
    /* "your turn" once per turn, not per decision; the story's sounds too */
    turns = sounds[UI_SFX_TURN];
    if (turns <= 0 || turns > hints) fail_msg("%d 'your turn' sounds for %d human decisions", turns, hints);
    assert_true(sounds[UI_SFX_PLACE] > 0);

    /* a replay offers no hint */
    static YsMatch m;
    m = *a->ses.match;
    ui_replay_start(a, &m);
    assert_int_equal(a->scene, SC_REPLAY);
    assert_false(ui_hint_available(a));
    ui_hint_request(a);
    assert_int_equal(a->hint.state, UI_HINT_NONE);
    ui_app_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_hint_hot_seat)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
