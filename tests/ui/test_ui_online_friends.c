/* test_ui_online_friends.c - two friends at two game windows (issue 48's
 * "done when"), in one process: Ana's game hosts a room from its own
 * screens, by the mouse alone; Ben's game joins it with the invite Ana
 * copied, by the keys alone; a bot sits in the third seat. Both give their
 * names, chat, play, leave and come back (Ana, the host, too: her game
 * starts the room's server again on the port Ben's invite names, and
 * Ben's game finds it by itself), Ana gives Ben's seat to a bot while he is
 * away and he takes it back, and both finish the game and find it in their
 * History, counted as an online game. Only SDL events reach the apps
 * (ui_app_event); the tests read what they show. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app.h"
#include "events.h"
#include "online_room.h"
#include "planner.h"
#include "stats.h"
#include "ui_online.h"

static UiApp ana_app, ben_app;

static uint32_t below(uint64_t *rng, uint32_t n) { return ys_rng_below(rng, n); }

static void click_rect(UiApp *a, UiRect r) { ev_click(a, r.x + r.w / 2, r.y + r.h / 2); }

/* A click on target i of the scene on top (what its click reads). */
static void click_target(UiApp *a, int i)
{
    UiRect r[64];
    int n = ui_app_scene_targets(a, r, 64);
    if (i < 0) i += n;
    assert_true(i >= 0 && i < n);
    click_rect(a, r[i]);
}

static void key(UiApp *a, SDL_Keycode k, Uint16 mod) { ev_key(a, k, mod); }

static void keys(UiApp *a, SDL_Keycode k, Uint16 mod, int times)
{
    for (int i = 0; i < times; i++)
        key(a, k, mod);
}

/* A frame of each game: the server's lines read, the stories told on. */
static void frames(int n)
{
    for (int i = 0; i < n; i++) {
        SDL_Delay(2);
        ana_app.set.bot_pace_ms = ben_app.set.bot_pace_ms = 0;
        ui_app_update(&ana_app, 0.5f);
        ui_app_update(&ben_app, 0.5f);
    }
}

/* Frames until cond holds, at most a minute of them (a failure bound). */
#define UNTIL(cond, what)                                                                                              \
    do {                                                                                                               \
        uint32_t t0_ = SDL_GetTicks();                                                                                 \
        while (!(cond)) {                                                                                              \
            if (SDL_GetTicks() - t0_ > 60000) fail_msg("waited a minute for %s", what);                                \
            frames(1);                                                                                                 \
        }                                                                                                              \
    } while (0)

static UiOnline *room(UiApp *a) { return ui_online_of(a->ses.src); }

/* One decision of Ana's, by the mouse: the clicks that make a random legal
 * move, and Confirm where it waits. */
static void ana_moves(uint64_t *rng)
{
    UiApp *a = &ana_app;
    YsMove want = a->ses.legal.m[below(rng, (uint32_t)a->ses.legal.n)];
    Pt clicks[8];
    UiPick none;
    ui_pick_clear(&none);
    int n = planner_find(&a->L, &a->ses.view, &a->ses.legal, &none, &want, 5, clicks);
    assert_true(n > 0);
    for (int k = 0; k < n; k++)
        ev_click(a, clicks[k].x, clicks[k].y);
    if (a->game.confirm) click_target(a, 0);
}

/* One decision of Ben's, by keys: a few focus keys, then Enter or Space. */
static void ben_moves(uint64_t *rng)
{
    UiApp *a = &ben_app;
    static const SDL_Keycode step[] = {SDLK_TAB, SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT, SDLK_UP};
    for (int k = (int)below(rng, 3); k >= 0; k--)
        key(a, step[below(rng, sizeof step / sizeof step[0])], 0);
    key(a, below(rng, 2) ? SDLK_RETURN : SDLK_SPACE, 0);
    if (a->game.confirm) key(a, SDLK_RETURN, 0);
}

/* The story told on, each in their own way; each moves when asked. */
static void play_until(int (*stop)(void), uint64_t *rng, int *moves)
{
    uint32_t t0 = SDL_GetTicks();
    int last = -1;
    while (!stop()) {
        frames(1);
        if (ana_app.ses.seq != last) last = ana_app.ses.seq, t0 = SDL_GetTicks();
        if (SDL_GetTicks() - t0 > 60000) fail_msg("the game stalled at move %d", ana_app.ses.seq);
        UiApp *a = &ana_app, *b = &ben_app;
        if (a->scene == SC_GAME && a->ses.animating)
            ev_click(a, a->L.btn_skip.x + a->L.btn_skip.w / 2, a->L.btn_skip.y + a->L.btn_skip.h / 2);
        else if (a->scene == SC_GAME && a->ses.legal.n > 0)
            ana_moves(rng), (*moves)++;
        if (b->scene == SC_GAME && b->ses.animating)
            key(b, SDLK_SPACE, 0);
        else if (b->scene == SC_GAME && b->ses.legal.n > 0)
            ben_moves(rng), (*moves)++;
    }
}

static int seq_past_20(void) { return ana_app.ses.seq >= 20 && ben_app.ses.seq >= 20; }
static int seq_past_50(void) { return ana_app.ses.seq >= 50; }
static int seq_past_80(void) { return ana_app.ses.seq >= 80 && ben_app.ses.seq >= 80; }
static int both_over(void)
{
    return ui_session_over(&ana_app.ses) && ui_session_over(&ben_app.ses) && !ana_app.ses.animating &&
           !ben_app.ses.animating;
}

/* Play online from the title: by keys (Tab to its button, Enter) or the
 * mouse (a click on it). */
static void to_play_online(UiApp *a, int by_keys)
{
    ui_nav_go(a, SC_TITLE);
    if (by_keys) { /* Tab until the ring is on Play online (it stays where it was left) */
        int want = (a->has_autosave ? 1 : 0) + 2;
        for (int i = 0; i < 64 && !(a->title_keys.on && a->title_keys.at == want); i++)
            key(a, SDLK_TAB, 0);
        key(a, SDLK_RETURN, 0);
    } else {
        click_target(a, (a->has_autosave ? 1 : 0) + 2); /* the guided game, New game, Play online */
    }
    assert_int_equal(a->scene, SC_ONLINE);
    UNTIL(!a->online_scene.query, "the rooms' figures"); /* each kept room's server says how it stands */
}

/* Ben, by keys, from the title back to his seat: My online games' first
 * row's Resume (after the name's field, Host, the invite's, Paste and the
 * row's Forget). */
static void ben_comes_back(void)
{
    UiApp *b = &ben_app;
    to_play_online(b, 1);
    assert_true(b->online_scene.ngames >= 1);
    assert_int_equal(b->online_scene.fig[0].state, UI_ROOM_KNOWN);
    keys(b, SDLK_TAB, 0, 3); /* from the invite's field: Paste, Forget, Resume */
    key(b, SDLK_RETURN, 0);
    UNTIL(b->scene == SC_GAME, "Ben's game again");
}

/* Every move told and no story under way, at the same move on both. */
static int in_step(void)
{
    return ana_app.scene == SC_GAME && ben_app.scene == SC_GAME && !ana_app.ses.animating && !ben_app.ses.animating &&
           ana_app.ses.seq == ben_app.ses.seq && ana_app.ses.seq == room(&ana_app)->seq;
}

/* The end told on each screen in its own way, to the end screens. */
static void to_the_ends(void)
{
    UiApp *a = &ana_app, *b = &ben_app;
    for (int i = 0; i < 2000 && (a->scene != SC_END || b->scene != SC_END); i++) {
        if (a->scene == SC_FINAL || (a->scene == SC_GAME && a->ses.animating))
            click_rect(a, (UiRect){a->out_w / 2, a->out_h / 2, 1, 1});
        if (b->scene == SC_FINAL || (b->scene == SC_GAME && b->ses.animating)) key(b, SDLK_SPACE, 0);
        frames(1);
    }
    assert_int_equal(a->scene, SC_END);
    assert_int_equal(b->scene, SC_END);
}

/* Both keep every game they finished, each counted as an online game. */
static void both_keep(int games, int players)
{
    for (int k = 0; k < 2; k++) {
        UiApp *x = k ? &ben_app : &ana_app;
        ui_app_history_refresh(x);
        assert_int_equal(x->hist.n, games);
        for (int g = 0; g < games; g++) {
            assert_int_equal(x->hist.list[g].online, 1);
            assert_int_equal(x->hist.list[g].players, players);
        }
        UiPlayerStats st[8];
        int n = ui_stats_compute(x->hist.list, x->hist.n, st, 8), found = 0;
        for (int i = 0; i < n; i++)
            if (!strcmp(st[i].name, k ? "Ben" : "Ana")) {
                found = 1;
                assert_int_equal(st[i].online.games, games);
                assert_int_equal(st[i].hot_seat.games, 0);
            }
        assert_true(found);
    }
}

static void friends(int players)
{
    UiApp *a = &ana_app, *b = &ben_app;
    char an[32], bn[32];
    snprintf(an, sizeof an, "friends_ana_%d", players);
    snprintf(bn, sizeof bn, "friends_ben_%d", players);
    assert_int_equal(desk_open(a, an, 1280, 720), 0);
    assert_int_equal(desk_open(b, bn, 1024, 600), 0);
    /* Ana, by the mouse: Play online, her name, Host a game, 3 players, the
     * second seat a friend's, Start */
    to_play_online(a, 0);
    click_target(a, 0); /* the name's field */
    ev_text(a, "Ana");
    click_target(a, 1); /* Host a game: the name is kept as she leaves the field */
    assert_string_equal(a->set.name, "Ana");
    assert_int_equal(a->scene, SC_SETUP);
    click_target(a, players - 2); /* 2, 3 or 4 players */
    assert_int_equal(a->setup.players, players);
    click_target(a, 3 + 3 + 1); /* seat 2's kind (after 2/3/4, seat 1's name, kind and colour, seat 2's name) */
    assert_int_equal(a->setup.seat[1].human, 1);
    click_target(a, -1); /* Start */
    UNTIL(a->scene == SC_GAME, "Ana's room");
    assert_true(ui_session_caps(&a->ses) & UI_SRC_HOSTS);
    UNTIL(ui_online_invite(a) != NULL, "the invite");
    /* her invite to the clipboard, by its button */
    SDL_SetClipboardText("");
    click_rect(a, ui_online_panel_button(a, UI_PANEL_COPY, 0));
    char *clip = SDL_GetClipboardText();
    assert_non_null(strstr(clip, "ys://"));
    SDL_free(clip);
    /* Ben, by keys: Play online, his name, the invite pasted, Join */
    to_play_online(b, 1);
    keys(b, SDLK_TAB, KMOD_LSHIFT, 2); /* from the invite's field, past Host, to the name's */
    ev_text(b, "Ben");
    keys(b, SDLK_TAB, 0, 3); /* Host, the invite's field, Paste */
    key(b, SDLK_RETURN, 0);  /* pasted */
    assert_non_null(strstr(b->online_scene.invite, "ys://"));
    keys(b, SDLK_TAB, KMOD_LSHIFT, 1); /* back to the field, where Enter joins */
    key(b, SDLK_RETURN, 0);
    assert_string_equal(b->set.name, "Ben");
    UNTIL(b->scene == SC_GAME, "Ben's seat");
    /* each is shown to the other by name; the bot is a bot */
    UNTIL(!strcmp(a->ses.names[1], "Ben") && !strcmp(b->ses.names[0], "Ana"), "the names");
    assert_int_equal(a->ses.who[1].plays, UI_PLAYS_AWAY);
    assert_int_equal(b->ses.who[0].plays, UI_PLAYS_AWAY);
    for (int s = 2; s < players; s++)
        assert_int_equal(a->ses.who[s].plays, UI_PLAYS_BOT);
    uint64_t rng = 7;
    int moves = 0;
    play_until(seq_past_20, &rng, &moves);
    /* Ben says a quick word in two keys: T, then 1; Ana reads it */
    key(b, SDLK_t, 0);
    assert_int_equal(b->game.chat_on, 1);
    ev_text(b, "1");
    assert_int_equal(b->game.chat_on, 0);
    UNTIL(room(a)->nchat >= 1, "Ben's word");
    assert_string_equal(room(a)->chat[room(a)->nchat - 1].text, ui_str(S_CHAT_Q1));
    assert_int_equal(room(a)->chat[room(a)->nchat - 1].seat, 1);
    /* Ana answers with the mouse: the chat's field, typed words, Enter */
    click_rect(a, ui_online_panel_button(a, UI_PANEL_CHAT, 0));
    assert_int_equal(a->game.chat_on, 1);
    ev_text(a, "Thanks, Ben");
    key(a, SDLK_RETURN, 0);
    UNTIL(room(b) && room(b)->nchat >= 2, "Ana's words");
    assert_string_equal(room(b)->chat[room(b)->nchat - 1].text, "Thanks, Ben");
    /* Ben leaves by keys (Escape, the menu's last button, Title) */
    while (b->scene == SC_GAME)
        key(b, SDLK_ESCAPE, 0);
    assert_int_equal(b->scene, SC_MENU);
    key(b, SDLK_UP, 0);
    key(b, SDLK_RETURN, 0);
    assert_int_equal(b->scene, SC_TITLE);
    assert_null(b->ses.src);
    /* Ana gives his seat to a bot at once, asked first */
    UNTIL(!room(a)->seats[1].connected, "Ana told Ben left");
    UiRect give = ui_online_panel_button(a, UI_PANEL_GIVE, 1);
    assert_true(give.w > 0);
    click_rect(a, give);
    assert_int_equal(a->scene, SC_ASK);
    click_target(a, 0); /* Give to a bot */
    assert_int_equal(a->scene, SC_GAME);
    UNTIL(a->ses.who[1].plays == UI_PLAYS_BOT_FOR, "a bot for Ben");
    /* the game goes on without him; he comes back, his seat his again, the
     * game's whole log told to him */
    play_until(seq_past_50, &rng, &moves);
    ben_comes_back();
    UNTIL(b->ses.who[1].plays == UI_PLAYS_HERE && a->ses.who[1].plays == UI_PLAYS_AWAY, "Ben's seat his again");
    play_until(in_step, &rng, &moves);
    assert_int_equal(b->ses.nlog, a->ses.nlog); /* every move's lines, as Ana's game told them */
    /* Ana leaves by the mouse: the menu's Title, and Leave once told the
     * friends will wait; Ben's game is told and waits */
    play_until(seq_past_80, &rng, &moves);
    click_rect(a, a->L.btn_menu);
    assert_int_equal(a->scene, SC_MENU);
    click_target(a, -1); /* Title */
    assert_int_equal(a->scene, SC_ASK);
    click_target(a, 0); /* Leave */
    assert_int_equal(a->scene, SC_TITLE);
    assert_null(a->ses.src);
    UNTIL(room(b)->lost || !room(b)->in_room, "Ben told the room's server went");
    /* she comes back: My online games says she hosts it; Resume starts its
     * server again on its port, and Ben's game comes back by itself */
    to_play_online(a, 0);
    assert_int_equal(a->online_scene.fig[0].state, UI_ROOM_HOSTED);
    click_target(a, 5); /* the row's Resume: after the name's field, Host, the invite's, Paste and Forget */
    UNTIL(a->scene == SC_GAME, "Ana's room again");
    UNTIL(room(b)->in_room && room(b)->seq == room(a)->seq, "Ben back in the room");
    /* on to the end: both see it, both keep it */
    play_until(both_over, &rng, &moves);
    to_the_ends();
    both_keep(1, players);
    int first = a->ses.seq;
    /* a rematch: Ana asks (the end screen's third button: Copy game code,
     * Title, Rematch), Ben joins it by keys when offered */
    assert_int_equal(ui_source_again(a->ses.src), UI_AGAIN_CAN);
    click_target(a, 2);
    UNTIL(ui_source_again(b->ses.src) == UI_AGAIN_OFFERED, "the offer of a rematch");
    keys(b, SDLK_TAB, 0, 3); /* Copy game code, Title, Join the rematch */
    key(b, SDLK_RETURN, 0);
    UNTIL(a->scene == SC_GAME && b->scene == SC_GAME && !ui_session_over(&b->ses), "the rematch");
    play_until(both_over, &rng, &moves);
    to_the_ends();
    both_keep(2, players);
    print_message("two friends, %d players: %d and %d moves, %d decisions made by the screens' input\n", players, first,
                  a->ses.seq, moves);
    ui_app_free(a);
    ui_app_free(b);
    memset(a, 0, sizeof *a);
    memset(b, 0, sizeof *b);
}

static void test_two_friends(void **state)
{
    (void)state;
    for (int players = 2; players <= 4; players++)
        friends(players);
}

int main(void)
{
    /* no router is asked (a closed port on this machine stands for it) */
    SDL_setenv("YS_UPNP_URL", "http://127.0.0.1:9/rootDesc.xml", 1);
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_two_friends)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
