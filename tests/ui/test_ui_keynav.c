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
#include "levels.h"
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

/* ------------------------------------------------------------------ */
/* A game by keys (issue 51, item 1) */

static int game_targets(UiApp *a, UiRect *r)
{
    return ui_focus_targets(&a->L, &a->ses.view, &a->ses.legal, &a->game.pick, r, UI_FOCUS_MAX);
}

static UiRect focused(UiApp *a)
{
    UiRect r[UI_FOCUS_MAX];
    int n = game_targets(a, r);
    assert_true(a->game.focus_on && n > 0 && a->game.focus >= 0 && a->game.focus < n);
    return r[a->game.focus];
}

static int human_to_move(UiApp *a)
{
    return a->scene == SC_GAME && !ys_over(&a->ses.view) && ys_to_move(&a->ses.view) == 0;
}

/* The bots play on their threads (no pace) until the human, seat 0, is to
 * move: with told, as soon as they are (the story of the move before may
 * still be told: the caller looks); else at rest. */
static void until_human(UiApp *a, int told)
{
    for (long guard = 0; guard < 400000; guard++) {
        if (human_to_move(a) && (told || !a->ses.animating)) return;
        if (human_to_move(a)) {
            ui_app_update(a, 0.5f);
            continue;
        }
        assert_true(a->scene == SC_GAME);
        ui_app_update(a, 0.05f);
        if (a->game.bot.busy) SDL_Delay(1);
    }
    fail_msg("the human's turn never came");
}

/* The human's moves by a random legal move until the decision is dec, at rest. */
static void until_decision(UiApp *a, int dec, uint64_t *rng)
{
    for (int guard = 0; guard < 400; guard++) {
        until_human(a, 0);
        if ((int)a->ses.view.dec == dec) return;
        assert_int_equal(ui_app_play_move(a, &a->ses.legal.m[ys_rng_below(rng, (uint32_t)a->ses.legal.n)]), 0);
    }
    fail_msg("decision %d never came", dec);
}

static UiHit hit_at(UiApp *a, UiRect r) { return ui_hit_test(&a->L, &a->ses.view, r.x + r.w / 2, r.y + r.h / 2); }

static int is_button(UiApp *a, UiRect r, int id)
{
    for (int i = 0; i < a->game.targets.nbuttons; i++)
        if (a->game.targets.btn[i].id == id && !memcmp(&a->game.targets.btn[i].r, &r, sizeof r)) return 1;
    return 0;
}

static int cx(UiRect r) { return r.x + r.w / 2; }
static int cy(UiRect r) { return r.y + r.h / 2; }

/* Space while the story of the move before is told skips it and chooses
 * nothing, neither then nor on the Space after it; a broker chosen by
 * Enter puts the focus on a place it may go (not Cancel), every such place
 * a few keys away and no rival's broker among the stops; the arrows move
 * to the nearest target that way. */
static void test_game_keys(void **state)
{
    (void)state;
    UiApp *a = start("keynav_game");
    new_game(a, "11");
    uint64_t rng = 5;
    until_human(a, 0);
    key(a, SDLK_TAB, 0);
    assert_true(a->game.focus_on);
    /* the stories of the bots' moves skipped by Space: never a choice */
    int skipped = 0;
    for (int round = 0; round < 24 && skipped < 6; round++) {
        assert_int_equal(ui_app_play_move(a, &a->ses.legal.m[ys_rng_below(&rng, (uint32_t)a->ses.legal.n)]), 0);
        until_human(a, 1);
        if (!a->ses.animating) continue; /* a move told in no step: nothing to skip */
        skipped++;
        int n = a->ses.seq;
        key(a, SDLK_SPACE, 0);
        assert_false(a->ses.animating);
        assert_int_equal(a->ses.seq, n);
        assert_int_equal(a->game.pick.mode, PM_NONE);
        key(a, SDLK_SPACE, 0); /* pressed again, as one does to skip a story */
        assert_int_equal(a->ses.seq, n);
        assert_int_equal(a->game.pick.mode, PM_NONE);
        until_human(a, 0);
    }
    assert_int_equal(skipped, 6);
    until_decision(a, YS_DEC_PLACE, &rng);
    /* Tab to a broker behind the screen, Enter */
    for (int t = 0; t < UI_FOCUS_MAX && !(a->game.focus_on && hit_at(a, focused(a)).kind == HIT_BEHIND); t++)
        key(a, SDLK_TAB, 0);
    assert_int_equal(hit_at(a, focused(a)).kind, HIT_BEHIND);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->game.pick.mode, PM_BROKER);
    assert_true(a->game.pick.place < 0);
    UiRect f = focused(a);
    assert_false(is_button(a, f, BTN_CANCEL));
    UiHit h = hit_at(a, f);
    assert_true(h.kind == HIT_PLACE && (a->game.targets.places >> h.place & 1));
    /* every place it may go within as many stops as there are places, and
     * no broker of the board a stop of its own (a click there is its area's) */
    UiRect r[UI_FOCUS_MAX];
    int n = game_targets(a, r), places = 0;
    for (int pl = 0; pl < YS_PLACES; pl++)
        places += a->game.targets.places >> pl & 1;
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (!(a->game.targets.places >> pl & 1)) continue;
        int at = -1;
        for (int i = 0; i < n && at < 0; i++)
            if (hit_at(a, r[i]).kind == HIT_PLACE && hit_at(a, r[i]).place == pl) at = i;
        assert_true(at >= 0 && at < places);
    }
    for (int i = 0; i < n; i++)
        assert_int_not_equal(hit_at(a, r[i]).kind, HIT_BROKER);
    /* the arrows: Right to a target to the right, Left back; Down to one
     * below, Up back; each the nearest that way */
    static const struct {
        SDL_Keycode go, back;
        int dx, dy;
    } arrows[] = {{SDLK_RIGHT, SDLK_LEFT, 1, 0}, {SDLK_DOWN, SDLK_UP, 0, 1}, {SDLK_LEFT, SDLK_RIGHT, -1, 0}};
    for (size_t k = 0; k < sizeof arrows / sizeof arrows[0]; k++) {
        UiRect from = focused(a);
        key(a, arrows[k].go, 0);
        UiRect to = focused(a);
        if (!memcmp(&to, &from, sizeof to)) continue; /* nothing that way */
        int along = arrows[k].dx * (cx(to) - cx(from)) + arrows[k].dy * (cy(to) - cy(from));
        int across = abs(arrows[k].dy * (cx(to) - cx(from)) + arrows[k].dx * (cy(to) - cy(from)));
        assert_true(along > 0);
        assert_true(across <= along);
        n = game_targets(a, r);
        for (int i = 0; i < n; i++) { /* none nearer that way */
            int al = arrows[k].dx * (cx(r[i]) - cx(from)) + arrows[k].dy * (cy(r[i]) - cy(from));
            int ac = abs(arrows[k].dy * (cx(r[i]) - cx(from)) + arrows[k].dx * (cy(r[i]) - cy(from)));
            if (al > 0 && ac <= al) assert_true(al + 2 * ac >= along + 2 * across);
        }
        key(a, arrows[k].back, 0);
        UiRect again = focused(a);
        assert_memory_equal(&again, &from, sizeof from);
    }
    stop(a);
}

/* Space chooses the focused target only where the player moved the focus
 * for this decision: a new game's first decision at the same move number
 * as the one where the player last did in the game before chooses nothing
 * on Space (it had chosen: the focus's move number outlived its game). */
static void test_new_game_focus(void **state)
{
    (void)state;
    UiApp *a = start("keynav_new_game");
    new_game(a, "11");
    until_human(a, 0);
    int seq = a->ses.seq;
    key(a, SDLK_TAB, 0); /* the ring shown and moved, at this decision */
    assert_true(a->game.focus_on);
    new_game(a, "11"); /* the same deal again: the same first decision */
    until_human(a, 0);
    assert_int_equal(a->ses.seq, seq);
    key(a, SDLK_SPACE, 0);
    assert_int_equal(a->ses.seq, seq);
    assert_int_equal(a->game.pick.mode, PM_NONE);
    assert_false(a->game.confirm);
    stop(a);
}

/* What the game asks of the player, in every language, says nothing a
 * player at the keyboard cannot do: no "click" unless Enter is named
 * beside it (the prompts, a character's asks, the hand-over, the skip
 * button, the coach of the guided game). */
static int asks_click_only(const char *text)
{
    char low[1024];
    size_t n = 0;
    for (; text[n] && n < sizeof low - 1; n++)
        low[n] = (char)(text[n] >= 'A' && text[n] <= 'Z' ? text[n] - 'A' + 'a' : text[n]);
    low[n] = 0;
    static const char *const click[] = {"click", "cliqu", "klick", "klikn"};
    int says = 0;
    for (size_t i = 0; i < sizeof click / sizeof click[0]; i++)
        says |= strstr(low, click[i]) != NULL;
    return says && !strstr(low, "enter") &&
           !strstr(low, "entr\xc3\xa9"
                        "e");
}

static void test_prompt_words(void **state)
{
    (void)state;
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        for (int id = S_P_BID; id <= S_P_PEEK_HINT; id++)
            if (asks_click_only(ui_tr((UiStrId)id, (UiLang)lang)))
                fail_msg("%s prompt %d: %s", ui_lang_code((UiLang)lang), id, ui_tr((UiStrId)id, (UiLang)lang));
        static const UiStrId more[] = {S_HANDOVER_CLICK, S_CLICK_SKIP, S_P_CONFIRM_PLACE, S_P_CONFIRM_BID,
                                       S_P_CONFIRM_CARD};
        for (size_t i = 0; i < sizeof more / sizeof more[0]; i++)
            if (asks_click_only(ui_tr(more[i], (UiLang)lang)))
                fail_msg("%s: %s", ui_lang_code((UiLang)lang), ui_tr(more[i], (UiLang)lang));
        for (int id = 0; id <= TX_WATCH; id++)
            if (asks_click_only(ui_tutor_text_in(lang, id)))
                fail_msg("%s coach %d: %s", ui_lang_code((UiLang)lang), id, ui_tutor_text_in(lang, id));
    }
}

/* The setup shows its ring from the start, on Start: Enter starts. */
static void test_setup_ring(void **state)
{
    (void)state;
    UiApp *a = start("keynav_setup");
    title_choose(a, TI_NEW);
    assert_int_equal(a->scene, SC_SETUP);
    assert_true(a->setup.key_on);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_GAME);
    stop(a);
}

/* In the rules, End reaches the last section (the Keys) and Home the first. */
static void test_rules_end(void **state)
{
    (void)state;
    UiApp *a = start("keynav_rules_end");
    title_choose(a, TI_RULES);
    assert_int_equal(a->scene, SC_RULES);
    const UiRulesSection *sec = NULL;
    int n = ui_rules(UI_LANG_EN, &sec);
    key(a, SDLK_END, 0);
    ui_app_draw(a);
    assert_int_equal(a->rules.sec, n - 1);
    assert_true(a->rules.scroll > 0);
    key(a, SDLK_HOME, 0);
    ui_app_draw(a);
    assert_int_equal(a->rules.scroll, 0);
    assert_int_equal(a->rules.sec, 0);
    stop(a);
}

/* A click as the mouse makes it (events.h), then the frame drawn. */
static void click_at(UiApp *a, int x, int y)
{
    ev_click(a, x, y);
    ui_app_draw(a);
}

/* A character card that cannot be played now says why and when it can be
 * (issue 51, item 5: three clicks on it, nothing), clicked and by Enter on
 * the ring: the card is a stop of the keyboard's too. */
static void test_card_why(void **state)
{
    (void)state;
    UiApp *a = start("keynav_card");
    new_game(a, "23");
    uint64_t rng = 9;
    int p = 0, card = -1;
    /* the human's moves at random until they hold a card, at a decision that cannot take it */
    for (int guard = 0; guard < 600 && card < 0; guard++) {
        until_human(a, 0);
        for (int c = 0; c < YS_CHARACTER_COUNT && card < 0; c++) {
            char why[400];
            if (ui_card_why_not(&a->ses.view, &a->ses.legal, c, why, sizeof why)) card = c;
        }
        if (card >= 0) break;
        const YsMoveList *l = &a->ses.legal; /* to the palaces while it may: characters are won there */
        YsMove m = l->m[ys_rng_below(&rng, (uint32_t)l->n)];
        for (int i = 0; i < l->n; i++)
            if ((l->m[i].kind == YS_MV_UP || l->m[i].kind == YS_MV_DOWN) && YS_IS_CITY(l->m[i].place) &&
                l->m[i].place % 3 == YS_AREA_PALACE)
                m = l->m[i];
        assert_int_equal(ui_app_play_move(a, &m), 0);
    }
    assert_true(card >= 0);
    int nc = 0, slot = -1;
    for (int c = 0; c < YS_CHARACTER_COUNT; c++)
        if (a->ses.view.hand[p] >> c & 1) {
            if (c == card) slot = nc;
            nc++;
        }
    UiRect r = ui_layout_hand_card(&a->L, slot, nc);
    int n = a->ses.seq;
    a->status[0] = 0;
    click_at(a, r.x + r.w / 2, r.y + r.h / 2);
    print_message("%s clicked: \"%s\"\n", ui_char_str(card), a->status);
    assert_non_null(strstr(a->status, ui_char_str(card)));
    char when[120];
    snprintf(when, sizeof when, "%s", ui_card_when(card, UI_LANG_EN) + 1); /* its first letter lowered */
    assert_non_null(strstr(a->status, when));
    assert_int_equal(a->ses.seq, n);
    /* by keys: Tab to the card, Enter */
    a->status[0] = 0;
    int found = 0;
    for (int t = 0; t < UI_FOCUS_MAX && !found; t++) {
        key(a, SDLK_TAB, 0);
        UiRect f = focused(a);
        found = !memcmp(&r, &f, sizeof r);
    }
    assert_true(found);
    key(a, SDLK_RETURN, 0);
    assert_non_null(strstr(a->status, ui_char_str(card)));
    assert_int_equal(a->ses.seq, n);
    stop(a);
}

/* Whether a line that starts text (20 characters at least) was drawn in a
 * frame (the text audit's records). */
static int drawn(UiApp *a, const char *prefix)
{
    static UiTextAudit audit;
    audit.n = 0;
    a->gfx.audit = &audit;
    ui_app_draw(a);
    a->gfx.audit = NULL;
    for (int i = 0; i < audit.n; i++) { /* a record holds a line's first characters */
        size_t k = strlen(audit.rec[i].s);
        if (k >= 20 && !strncmp(audit.rec[i].s, prefix, k < strlen(prefix) ? k : strlen(prefix))) return 1;
    }
    return 0;
}

/* The setup says the level in plain words under the seats, and its figures
 * one focus away (issue 51, item 6): Tab to seat 2's level, its tooltip
 * gives the measured line. */
static void test_level_words(void **state)
{
    (void)state;
    UiApp *a = start("keynav_levels");
    title_choose(a, TI_NEW);
    assert_int_equal(a->scene, SC_SETUP);
    char words[400], figures[400], tip[900];
    ui_level_ladder(a->setup.seat[1].level, a->setup.players, words, sizeof words);
    assert_true(drawn(a, words));
    ui_level_line(a->setup.seat[1].level, a->setup.players, figures, sizeof figures);
    snprintf(tip, sizeof tip, "%s %s", ui_str(S_LADDER_FIGURES), figures);
    assert_false(drawn(a, tip));
    keys(a, SDLK_TAB, 0, 9); /* the players 2, 3, 4; seat 1's name, kind, colour; seat 2's name, kind, level */
    assert_true(drawn(a, tip));
    stop(a);
}

/* With two players the setup gives a level's 2-player figures where they
 * were measured (issue 49, item 4): 2 players chosen by keys, seat 2's level
 * stepped to expert, the words under the seats and the tooltip are the
 * 2-player row's (against one hard bot), not the 4-player row's. */
static void test_level_words_two_players(void **state)
{
    (void)state;
    UiApp *a = start("keynav_levels_2p");
    title_choose(a, TI_NEW);
    assert_int_equal(a->scene, SC_SETUP);
    key(a, SDLK_TAB, 0); /* the players: 2 */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->setup.players, 2);
    keys(a, SDLK_TAB, 0, 8); /* 3, 4; seat 1's name, kind, colour; seat 2's name, kind, level */
    for (int i = 0; i < 4 && a->setup.seat[1].level != AI_EXPERT; i++)
        key(a, SDLK_RETURN, 0);
    assert_false(a->setup.seat[1].human);
    assert_int_equal(a->setup.seat[1].level, AI_EXPERT);
    char words[400], four[400], figures[400], tip[900];
    ui_level_ladder(AI_EXPERT, 2, words, sizeof words);
    ui_level_ladder(AI_EXPERT, 4, four, sizeof four);
    assert_non_null(strstr(words, "two-player"));
    assert_true(drawn(a, words));
    assert_false(drawn(a, four));
    ui_level_line(AI_EXPERT, 2, figures, sizeof figures);
    assert_non_null(strstr(figures, "1 in 2)"));
    snprintf(tip, sizeof tip, "%s %s", ui_str(S_LADDER_FIGURES), figures);
    assert_true(drawn(a, tip));
    stop(a);
}

/* The save-name box has Cancel and Save buttons (issue 51, item 7): Tab to
 * Save and Enter saves; Tab to Cancel and Enter lets the name go. */
static void test_save_name_buttons(void **state)
{
    (void)state;
    UiApp *a = start("keynav_save_buttons");
    new_game(a, "41");
    for (int round = 0; round < 2; round++) {
        key(a, SDLK_ESCAPE, 0);
        assert_int_equal(a->scene, SC_MENU);
        keys(a, SDLK_TAB, 0, a->ses.undo_to >= 0 ? 3 : 2);
        key(a, SDLK_RETURN, 0);
        assert_int_equal(a->scene, SC_SAVE_NAME);
        keys(a, SDLK_BACKSPACE, 0, UI_SAVE_NAME_MAX);
        ev_text(a, round ? "let go" : "kept");
        keys(a, SDLK_TAB, 0, round ? 1 : 2); /* Cancel, then Save */
        key(a, SDLK_RETURN, 0);
        assert_int_equal(a->scene, SC_MENU);
        ui_app_refresh_saves(a);
        assert_int_equal(a->saves.n, 1);
        assert_true(save_named(a, "kept") >= 0);
        key(a, SDLK_ESCAPE, 0);
        assert_int_equal(a->scene, SC_GAME);
    }
    stop(a);
}

int main(void)
{
#ifdef YS_SERVER_HOST
    online_no_router();
#endif
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_saves),
        cmocka_unit_test(test_settings),
        cmocka_unit_test(test_end_replay_history),
        cmocka_unit_test(test_menu_rules),
#ifdef YS_ONLINE
        cmocka_unit_test(test_online),
#endif
#ifdef YS_SERVER_HOST
        cmocka_unit_test(test_online_game),
#endif
        cmocka_unit_test(test_guided_game),
        cmocka_unit_test(test_game_keys),
        cmocka_unit_test(test_new_game_focus),
        cmocka_unit_test(test_prompt_words),
        cmocka_unit_test(test_setup_ring),
        cmocka_unit_test(test_rules_end),
        cmocka_unit_test(test_card_why),
        cmocka_unit_test(test_level_words),
        cmocka_unit_test(test_level_words_two_players),
        cmocka_unit_test(test_save_name_buttons),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
