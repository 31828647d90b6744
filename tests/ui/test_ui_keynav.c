/* test_ui_keynav.c - every screen by keyboard alone (issue 42, item 7):
 * the in-game menu and a save named there, the saved games renamed and
 * deleted, the settings changed and kept, the end screen, the replay
 * stepped to its end, the history and its statistics with a game deleted,
 * the rules' sections, the Play online screen joining with a typed invite,
 * an online game hosted and played to its end screen (where the game can
 * host), and the guided first game played to its end. Only key presses and typed
 * text reach the app, through ui_app_event as SDL's would; the outcomes are
 * read in the app's state and on disk. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "events.h"
#include "app.h"
#include "focus.h"
#include "ys/ai.h"
#ifdef YS_SERVER_HOST
#include "online_host.h"
#endif

static UiApp app;

static UiApp *start(const char *name)
{
    UiApp *a = &app;
    assert_int_equal(desk_open(a, name, 1280, 720), 0);
    a->set.bot_pace_ms = 0;
    return a;
}

static void stop(UiApp *a)
{
    ui_app_free(a);
    memset(a, 0, sizeof *a);
}

static void key(UiApp *a, SDL_Keycode k, Uint16 mod)
{
    ev_key(a, k, mod);
    ui_app_draw(a); /* as the loop does: the ring drawn where it stands */
}

static void keys(UiApp *a, SDL_Keycode k, Uint16 mod, int times)
{
    for (int i = 0; i < times; i++)
        key(a, k, mod);
}

/* The title's buttons in order: Continue (when offered), the guided game,
 * New game, Play online, Load, the demo, Settings, Rules, Quit; then the
 * History, the deal of the day, Open game code. */
enum { TI_GUIDED, TI_NEW, TI_ONLINE, TI_LOAD, TI_DEMO, TI_SETTINGS, TI_RULES, TI_QUIT };

static void title_choose(UiApp *a, int item)
{
    ui_nav_go(a, SC_TITLE);
#ifndef YS_ONLINE
    if (item > TI_ONLINE) item--;
#endif
    keys(a, SDLK_TAB, 0, item + 1 + (a->has_autosave ? 1 : 0));
    key(a, SDLK_RETURN, 0);
}

/* A game of one human and three Easy bots. */
static void new_game(UiApp *a, const char *seed)
{
    ui_app_setup_defaults(a, 4);
    for (int s = 0; s < 4; s++)
        a->setup.seat[s].level = AI_EASY, a->setup.seat[s].human = s == 0;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%s", seed);
    assert_int_equal(ui_app_start_game(a), 0);
}

/* Played with random legal moves to its end, its end screen shown. */
static void finished_game(UiApp *a, const char *seed)
{
    new_game(a, seed);
    a->driven = 1;
    ui_app_stop_bot(a);
    uint64_t rng = 7;
    static YsMoveList l;
    while (!ys_over(&ui_session_whole(&a->ses)->g)) {
        ys_legal(&ui_session_whole(&a->ses)->g, &l);
        assert_int_equal(ui_session_play(&a->ses, &l.m[ys_rng_below(&rng, (uint32_t)l.n)]), 0);
        ui_app_fast_forward(a);
    }
    ui_app_game_over(a);
    assert_int_equal(a->scene, SC_END);
}

/* A save named by keys from the in-game menu: Escape, Tab to Save game
 * (after Resume; Undo is off at the start), Enter, the name typed. */
static void save_by_keys(UiApp *a, const char *name)
{
    assert_int_equal(a->scene, SC_GAME);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_MENU);
    keys(a, SDLK_TAB, 0, a->ses.undo_to >= 0 ? 3 : 2);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_SAVE_NAME);
    keys(a, SDLK_BACKSPACE, 0, UI_SAVE_NAME_MAX);
    ev_text(a, name);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_MENU);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_GAME);
}

static int save_named(UiApp *a, const char *name)
{
    for (int i = 0; i < a->saves.n; i++)
        if (!strcmp(a->saves.list[i].name, name)) return i;
    return -1;
}

/* Saves made, renamed and deleted (after its confirmation) by keys. */
static void test_saves(void **state)
{
    (void)state;
    UiApp *a = start("keynav_saves");
    new_game(a, "31");
    save_by_keys(a, "first");
    save_by_keys(a, "second");
    title_choose(a, TI_LOAD);
    assert_int_equal(a->scene, SC_SAVES);
    assert_int_equal(a->saves.n, 2);
    /* each row: Continue, Replay, Rename, Delete; then Back */
    int r = save_named(a, "second");
    assert_true(r >= 0);
    keys(a, SDLK_TAB, 0, r * 4 + 3); /* Rename */
    key(a, SDLK_SPACE, 0);
    assert_int_equal(a->scene, SC_SAVE_NAME);
    keys(a, SDLK_BACKSPACE, 0, UI_SAVE_NAME_MAX);
    ev_text(a, "renamed by keys");
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_SAVES);
    assert_int_equal(a->saves.n, 2);
    assert_int_equal(save_named(a, "second"), -1);
    assert_true(save_named(a, "renamed by keys") >= 0);
    /* the other one deleted: to its Delete from where the focus stands */
    int at = r * 4 + 2, del = save_named(a, "first") * 4 + 3;
    if (del > at)
        keys(a, SDLK_DOWN, 0, del - at);
    else
        keys(a, SDLK_UP, 0, at - del);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->saves.n, 2); /* asked first */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->saves.n, 1);
    assert_int_equal(save_named(a, "first"), -1);
    assert_int_equal(save_named(a, "renamed by keys"), 0);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_TITLE);
    stop(a);
}

/* Two settings changed by keys, kept in the player's folder. */
static void test_settings(void **state)
{
    (void)state;
    UiApp *a = start("keynav_settings");
    title_choose(a, TI_SETTINGS);
    assert_int_equal(a->scene, SC_SETTINGS);
    /* the rows' choices in order: 4 languages, full screen 2, speed 6,
     * pace 5, own hidden 2, confirm 2, volume 5 (Off first) */
    keys(a, SDLK_TAB, 0, 4 + 2 + 6 + 5 + 2 + 2 + 1);
    key(a, SDLK_SPACE, 0);
    assert_int_equal(a->set.volume, 0);
    keys(a, SDLK_LEFT, 0, 4 + 2 + 6 + 5 + 2 + 2 + 1 - 2); /* French */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->set.lang, UI_LANG_FR);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_TITLE);
    char dir[256];
    snprintf(dir, sizeof dir, "%s", a->pref_dir);
    stop(a);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_open(a, dir, UI_LANG_COUNT);
    assert_int_equal(a->set.volume, 0);
    assert_int_equal(a->set.lang, UI_LANG_FR);
    stop(a);
}

/* The end screen, the replay stepped and sent to its end, the history and
 * its statistics, a game's replay from there and the game deleted. */
static void test_end_replay_history(void **state)
{
    (void)state;
    UiApp *a = start("keynav_end");
    finished_game(a, "52");
    int n = ui_session_whole(&a->ses)->nlog;
    /* Copy game code, the title, a new game, the replay */
    keys(a, SDLK_TAB, KMOD_LSHIFT, 1);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_REPLAY);
    assert_int_equal(a->rp.k, 0);
    /* Copy game code, Start, Back, Play, Next, End, View, the menu */
    keys(a, SDLK_TAB, 0, 5);
    keys(a, SDLK_RETURN, 0, 3);
    assert_int_equal(a->rp.k, 3);
    key(a, SDLK_TAB, KMOD_LSHIFT);
    key(a, SDLK_TAB, KMOD_LSHIFT);
    key(a, SDLK_SPACE, 0); /* Back */
    assert_int_equal(a->rp.k, 2);
    keys(a, SDLK_DOWN, 0, 3);
    key(a, SDLK_RETURN, 0); /* End */
    assert_int_equal(a->rp.k, n);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_TITLE);
    /* the History: third from the end of the title's targets */
    keys(a, SDLK_TAB, KMOD_LSHIFT, 3);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_HISTORY);
    assert_int_equal(a->hist.n, 1);
    /* the tabs, then the row's Result, Replay, Copy code, Delete; Back */
    keys(a, SDLK_TAB, 0, 2);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->hist.stats, 1);
    key(a, SDLK_TAB, KMOD_LSHIFT);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->hist.stats, 0);
    keys(a, SDLK_RIGHT, 0, 2);
    key(a, SDLK_RETURN, 0); /* Result */
    assert_int_equal(a->scene, SC_END);
    key(a, SDLK_ESCAPE, 0); /* back to the history, the focus where it was */
    assert_int_equal(a->scene, SC_HISTORY);
    keys(a, SDLK_TAB, 0, 3); /* Delete */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->hist.n, 1); /* asked first */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->hist.n, 0);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_TITLE);
    stop(a);
}

/* The menu's Rules, a section opened by keys, back to the menu and the
 * game; Enter in the menu with no focus resumes. */
static void test_menu_rules(void **state)
{
    (void)state;
    UiApp *a = start("keynav_rules");
    new_game(a, "8");
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_MENU);
    /* the last two: Rules, the title */
    keys(a, SDLK_UP, 0, 2);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_RULES);
    assert_int_equal(a->rules.scroll, 0);
    keys(a, SDLK_TAB, 0, 3); /* the third section */
    key(a, SDLK_RETURN, 0);
    assert_true(a->rules.scroll > 0);
    assert_int_equal(a->rules.scroll, a->rules.sec_y[2]);
    key(a, SDLK_TAB, KMOD_LSHIFT);
    key(a, SDLK_SPACE, 0); /* the second */
    assert_int_equal(a->rules.scroll, a->rules.sec_y[1]);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_MENU);
    key(a, SDLK_TAB, 0); /* the focus where it was: on to the title */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_TITLE);
    stop(a);
}

#ifdef YS_ONLINE
/* Play online by keys: an invite typed and joined gives the bad-invite
 * error; Tab to Join does too; Host reaches the setup. */
static void test_online(void **state)
{
    (void)state;
    UiApp *a = start("keynav_online");
    title_choose(a, TI_ONLINE);
    assert_int_equal(a->scene, SC_ONLINE);
    char want[120];
    snprintf(want, sizeof want, "%s", ui_str(S_ONLINE_BAD_INVITE));
    *strstr(want, "%s") = 0;
    ev_text(a, "not a code");
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_ONLINE);
    assert_non_null(strstr(a->status, want));
    a->status[0] = 0;
    /* from the field: Paste, then Join */
    keys(a, SDLK_TAB, 0, 2);
    assert_int_equal(a->text_input, 0); /* typing ends where the focus leaves */
    key(a, SDLK_SPACE, 0);
    assert_non_null(strstr(a->status, want));
    /* back to the field: typing again */
    keys(a, SDLK_TAB, KMOD_LSHIFT, 2);
    assert_int_equal(a->text_input, 1);
    key(a, SDLK_TAB, KMOD_LSHIFT); /* Host */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_SETUP);
    assert_int_equal(a->setup.online, 1);
    stop(a);
}
#endif

#ifdef YS_SERVER_HOST
/* An online game by keys alone (issue 48): hosted from Play online (Host a
 * game, 3 players on the setup, Start), the human's seat played to the end
 * screen by Tab, the arrows, Enter and Space, the hosted server's bots in
 * the other seats; then the end screen's replay to its end, and the
 * History, which keeps the game. */
static void test_online_game(void **state)
{
    (void)state;
    UiApp *a = start("keynav_online_game");
    online_forget(a);
    assert_int_equal(online_host_by_keys(a, 3), 0);
    assert_int_equal(online_wait_game(a), 0);
    uint64_t rng = 9;
    int mine = 0, last = -1;
    uint32_t since = SDL_GetTicks();
    for (long guard = 0; a->scene != SC_END && guard < 200000; guard++) {
        a->set.bot_pace_ms = 0;
        SDL_Delay(1); /* the server's thread plays its bots */
        ui_app_update(a, 0.5f);
        if (a->ses.seq != last) last = a->ses.seq, since = SDL_GetTicks();
        if (SDL_GetTicks() - since > 60000)
            fail_msg("online by keys: the game stalled at move %d (%d of the human's played)", a->ses.seq, mine);
        if (a->ses.animating || a->scene == SC_FINAL) {
            key(a, SDLK_SPACE, 0); /* the story told, the final scoring: on */
            continue;
        }
        if (a->scene != SC_GAME || a->ses.legal.n <= 0) continue;
        int before = a->ses.seq;
        online_decide_by_keys(a, &rng);
        online_wait_answer(a, before);
        mine += a->ses.seq > before;
    }
    assert_int_equal(a->scene, SC_END);
    assert_true(mine > 5);
    char err[200];
    if (online_told_is_hosted(a, err, sizeof err)) fail_msg("%s", err);
    assert_non_null(ui_session_whole(&a->ses));
    int n = ui_session_whole(&a->ses)->nlog;
    key(a, SDLK_TAB, KMOD_LSHIFT); /* the replay: the last of the end screen's targets */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_REPLAY);
    key(a, SDLK_END, 0);
    assert_int_equal(a->rp.k, n);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_TITLE);
    /* the History, third from the end of the title's targets: Shift+Tab
     * until the ring is on it (it stays where Play online was chosen) */
    UiRect r[64];
    int history = ui_app_scene_targets(a, r, 64) - 3;
    for (int i = 0; i < 64 && !(a->title_keys.on && a->title_keys.at == history); i++)
        key(a, SDLK_TAB, KMOD_LSHIFT);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_HISTORY);
    assert_int_equal(a->hist.n, 1);
    assert_int_equal(a->hist.list[0].moves, n);
    assert_int_equal(a->hist.list[0].players, 3);
    key(a, SDLK_ESCAPE, 0);
    assert_int_equal(a->scene, SC_TITLE);
    print_message("online by keys: 3 players, %d moves, %d of the human's\n", n, mine);
    stop(a);
}
#endif

/* The guided first game to its end by keys: Enter for the coach's Next;
 * on each of the player's moves Tab to what the coach lights, Enter (and
 * Enter again where a move waits for its confirmation). */
static void test_guided_game(void **state)
{
    (void)state;
    UiApp *a = start("keynav_guided");
    title_choose(a, TI_GUIDED);
    assert_true(a->tutor.on && a->tutor.game);
    int moves = 0, tries = 0; /* tries: the Enters on what the coach lights since the last move */
    for (long guard = 0; a->tutor.on && guard < 200000; guard++) {
        if (ui_tutor_wants_next(a)) {
            key(a, SDLK_RETURN, 0);
            continue;
        }
        int human =
            !a->ses.animating && ys_to_move(&ui_session_whole(&a->ses)->g) == UI_TUTOR_SEAT && a->scene == SC_GAME;
        UiRect lit;
        int cx, cy;
        if (human && ui_tutor_lit(a, &lit, &cx, &cy)) {
            int before = ui_session_whole(&a->ses)->nlog, found = 0;
            for (int t = 0; t < UI_FOCUS_MAX && !found; t++) {
                key(a, SDLK_TAB, 0);
                UiRect r[UI_FOCUS_MAX];
                int n = ui_focus_targets(&a->L, &a->ses.view, &a->ses.legal, &a->game.pick, r, UI_FOCUS_MAX);
                assert_true(n > 0);
                found = ui_in(r[a->game.focus], cx, cy);
            }
            assert_true(found); /* what the coach lights is one of the keyboard's targets */
            key(a, SDLK_RETURN, 0);
            if (a->game.confirm) key(a, SDLK_RETURN, 0);
            if (ui_session_whole(&a->ses)->nlog > before)
                moves++, tries = 0;
            else
                assert_true(++tries < 8); /* a move takes a few clicks, never more */
            continue;
        }
        ui_app_update(a, 0.05f);
        if (a->game.bot.busy) SDL_Delay(1);
    }
    assert_false(a->tutor.on);
    assert_int_equal(a->tutor.step, ui_tutor_count());
    assert_true(moves > 5);
    print_message("the guided game by keys: %d of the player's moves\n", moves);
    stop(a);
}

int main(void)
{
#ifdef YS_SERVER_HOST
    online_no_router();
#endif
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_saves),       cmocka_unit_test(test_settings), cmocka_unit_test(test_end_replay_history),
        cmocka_unit_test(test_menu_rules),
#ifdef YS_ONLINE
        cmocka_unit_test(test_online),
#endif
#ifdef YS_SERVER_HOST
        cmocka_unit_test(test_online_game),
#endif
        cmocka_unit_test(test_guided_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
