/* test_ui_hint.c - the hint and the sound of "your turn", headless: in a
 * hot-seat game the hint is thought from the view of the human to move
 * (byte for byte ys_view of that player, never the referee's state), is a
 * legal move with a reason, goes once a move is played, is not offered to
 * bots nor in a replay; "your turn" sounds once per human turn; a hot-seat
 * bid waits for Confirm. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app.h"
#include "draw.h"
#include "ui_reason_text.h"
#include "sound.h"

static int sounds[UI_SFX_COUNT];
static void hear(void *ud, int sfx)
{
    (void)ud;
    sounds[sfx]++;
}

/* Until the hint's search answers, however long a busy machine makes it:
 * no wall-clock bound here (ctest's timeout is the bound), so the verdict is
 * the same at any load (issue 38). */
static void wait_hint(UiApp *a)
{
    while (a->hint.state == UI_HINT_THINKING)
        SDL_Delay(5), ui_hint_update(a);
}

/* The callout says the reason in the player's language: in French, German
 * and Polish the words of that language, never the English ones. */
static void hint_in_every_language(UiApp *a)
{
    char en[240], text[400], reason[240];
    ui_app_set_lang(a, UI_LANG_EN);
    ui_reason_text(&a->hint.why, en, sizeof en);
    assert_true(en[0] != 0);
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        ui_app_set_lang(a, (UiLang)lang);
        ui_hint_text(a, text, sizeof text);
        ui_reason_text(&a->hint.why, reason, sizeof reason);
        assert_true(reason[0] != 0);
        const char *nl = strchr(text, '\n');
        assert_non_null(nl);
        assert_string_equal(nl + 2, reason + 1); /* the reason, as a sentence */
        if (lang != UI_LANG_EN) assert_null(strstr(text, en + 1));
    }
    ui_app_set_lang(a, UI_LANG_EN);
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
            const YsGame *g = &ui_session_whole(&a->ses)->g;
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
                assert_true(a->hint.why.why != AI_WHY_NONE);
                hint_in_every_language(a);
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
    m = *ui_session_whole(&a->ses);
    ui_replay_start(a, &m);
    assert_int_equal(a->scene, SC_REPLAY);
    assert_false(ui_hint_available(a));
    ui_hint_request(a);
    assert_int_equal(a->hint.state, UI_HINT_NONE);
    ui_app_free(a);
}

/* In hot seat the bid waits for Confirm: two brokers clicked play nothing
 * until the player confirms (Escape chooses again). */
static void test_hot_seat_bid_confirmed(void **state)
{
    (void)state;
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_setup_defaults(a, 3);
    a->setup.seat[0].human = a->setup.seat[1].human = 1;
    a->setup.seat[2].human = 0;
    assert_int_equal(ui_app_start_game(a), 0);
    for (int i = 0; i < 6 && a->ses.viewer < 0; i++) { /* the hand-over to the first bidder */
        ui_app_update(a, 0);
        if (a->scene == SC_HANDOVER) ui_app_click(a, a->out_w / 2, a->out_h / 2);
    }
    assert_int_equal(a->scene, SC_GAME);
    const YsGame *g = &ui_session_whole(&a->ses)->g;
    assert_int_equal(g->dec, YS_DEC_BID);
    int me = a->ses.viewer, nlog = ui_session_whole(&a->ses)->nlog;
    assert_true(me >= 0 && a->ses.seat[me].human);
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        n += a->ses.view.behind[me][v];
    for (int round = 0; round < 2; round++) {
        for (int slot = 0; slot < 2; slot++) {
            UiRect r = ui_layout_behind(&a->L, slot, n);
            ui_app_click(a, r.x + r.w / 2, r.y + r.h / 2);
        }
        assert_int_equal(a->game.confirm, 1);
        assert_int_equal(a->game.confirm_move.kind, YS_MV_BID);
        assert_int_equal(ui_session_whole(&a->ses)->nlog, nlog); /* nothing played yet */
        ui_app_draw(a);
        if (round == 0) { /* choose again */
            ui_app_key(a, UK_ESCAPE);
            assert_int_equal(a->game.confirm, 0);
        }
    }
    ui_app_key(a, UK_ENTER);
    assert_int_equal(ui_session_whole(&a->ses)->nlog, nlog + 1);
    ui_app_free(a);
}

/* The aids' keys: M mutes and gives the volume back, L hides and shows the
 * live majorities; each says so in the status line. */
static void press(UiApp *a, SDL_Keycode k)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    ui_app_event(a, &e);
}

static void test_keys(void **state)
{
    (void)state;
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1024, 600, SDL_WINDOW_HIDDEN), 0);
    a->set.volume = 50;
    ui_app_apply(a);
    press(a, SDLK_m);
    assert_int_equal(a->set.volume, 0);
    assert_string_equal(a->status, ui_str(S_ST_SOUND_OFF));
    press(a, SDLK_m);
    assert_int_equal(a->set.volume, 50);
    int leads = a->set.show_leads;
    press(a, SDLK_l);
    assert_int_equal(a->set.show_leads, !leads);
    press(a, SDLK_l);
    assert_int_equal(a->set.show_leads, leads);
    ui_app_free(a);
}

/* Escape while a bot's move is told opens the menu at once, as the Menu
 * button does: it ended the story and did nothing more, so the player had
 * to press it again (issue 40). The story is over under the menu. */
static void test_escape_during_bots(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_setup_defaults(a, 4);
    a->setup.seat[0].human = 1;
    for (int s = 1; s < 4; s++)
        a->setup.seat[s].human = 0, a->setup.seat[s].level = AI_EASY;
    snprintf(a->setup.seed, sizeof a->setup.seed, "41");
    assert_int_equal(ui_app_start_game(a), 0);
    uint64_t rng = 3;
    int told = 0;
    for (int guard = 0; guard < 20000 && !told; guard++) {
        ui_app_update(a, 0.05f);
        if (a->scene != SC_GAME) break;
        const YsGame *g = &ui_session_whole(&a->ses)->g;
        int to = ys_to_move(g);
        if (a->ses.animating && a->ses.anim.head < a->ses.anim.n && a->ses.anim.q[a->ses.anim.head].mover != 0 &&
            a->ses.anim.q[a->ses.anim.head].mover >= 0) {
            press(a, SDLK_ESCAPE);
            assert_int_equal(a->scene, SC_MENU);
            assert_false(a->ses.animating);
            told = 1;
        } else if (!a->ses.animating && to == 0) {
            YsMove m = a->ses.legal.m[ys_rng_below(&rng, (uint32_t)a->ses.legal.n)];
            assert_int_equal(ui_app_play_move(a, &m), 0);
        } else {
            SDL_Delay(1);
        }
    }
    assert_true(told);
    ui_app_free(a);
}

/* The Pace button offers its three paces to choose from: a click cycled
 * normal -> slow -> fast, so the first click slowed the game (issue 40). */
static void test_pace_choice(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_setup_defaults(a, 2);
    snprintf(a->setup.seed, sizeof a->setup.seed, "5");
    assert_int_equal(ui_app_start_game(a), 0);
    assert_int_equal(a->scene, SC_GAME);
    UiRect b = a->L.btn_pace;
    float before = a->ses.pace;
    ui_app_click(a, b.x + b.w / 2, b.y + b.h / 2);
    /* nothing changed by the click that opens the choice */
    assert_true(a->ses.pace == before);
    assert_int_equal(a->game.pace_open, 1);
    ui_app_draw(a);
    /* the three under the button, fast the lowest: chosen, and named */
    int gap = b.h + ui_sc(&a->L, 4);
    ui_app_click(a, b.x + b.w / 2, b.y + 3 * gap + b.h / 2);
    assert_int_equal(a->game.pace_open, 0);
    assert_true(a->ses.pace < 0.8f);
    ui_app_click(a, b.x + b.w / 2, b.y + b.h / 2);
    ui_app_click(a, b.x + b.w / 2, b.y + 1 * gap + b.h / 2);
    assert_true(a->ses.pace > 1.3f);
    /* a click elsewhere, or Escape, closes the choice and changes nothing */
    ui_app_click(a, b.x + b.w / 2, b.y + b.h / 2);
    ui_app_key(a, UK_ESCAPE);
    assert_int_equal(a->game.pace_open, 0);
    assert_int_equal(a->scene, SC_GAME);
    assert_true(a->ses.pace > 1.3f);
    ui_app_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_hint_hot_seat),
                                       cmocka_unit_test(test_hot_seat_bid_confirmed), cmocka_unit_test(test_keys),
                                       cmocka_unit_test(test_escape_during_bots), cmocka_unit_test(test_pace_choice)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
