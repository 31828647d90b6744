/* test_ui_online_play.c - an online game played through the screen, as a
 * person plays it (issue 48): the game hosts a room from its own setup
 * (Title, Play online, Host a game, Start: every step a key press or a
 * click), the server runs in this process (the game's own hosting), bots
 * sit in the other seats, and the human seat is played to the game's end by
 * SDL events into ui_app_event only: once by Tab, the arrows, Enter and
 * Space alone, once by mouse clicks alone. Nothing here calls a move
 * function: a move reaches the server only if the screen sends it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "events.h"
#include "planner.h"
#include "app.h"
#include "ui_online.h"

static UiApp app;

static uint32_t below(uint64_t *rng, uint32_t n) { return ys_rng_below(rng, n); }

static void key(UiApp *a, SDL_Keycode k, Uint16 mod)
{
    ev_key(a, k, mod);
    ui_app_draw(a);
}

static void mouse(UiApp *a, int x, int y)
{
    ev_click(a, x, y);
    ui_app_draw(a);
}

/* A frame of the loop: the server's lines read, the story told on. */
static void frame(UiApp *a, float dt)
{
    a->set.bot_pace_ms = 0;
    SDL_Delay(2);
    ui_app_update(a, dt);
}

/* Title, Play online, Host a game: by keys (Tab to the title's fourth
 * button, Enter; Shift+Tab from the invite field to Host, Enter) or by the
 * mouse on the same buttons (their centres, found by the focus keys'
 * targets the scenes list from their own clicks). */
static void host_by_keys(UiApp *a, int players)
{
    ui_nav_go(a, SC_TITLE);
    for (int k = a->has_autosave ? 4 : 3; k > 0; k--)
        key(a, SDLK_TAB, 0);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_ONLINE);
    key(a, SDLK_TAB, KMOD_LSHIFT); /* from the invite field to Host */
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_SETUP);
    assert_int_equal(a->setup.online, 1);
    for (int k = 2; k <= players; k++) /* the first targets: 2, 3, 4 players */
        key(a, SDLK_TAB, 0);
    key(a, SDLK_SPACE, 0);
    assert_int_equal(a->setup.players, players);
    for (int k = 2; k <= players; k++) /* back past the first: the last target, Start */
        key(a, SDLK_TAB, KMOD_LSHIFT);
    key(a, SDLK_RETURN, 0);
}

/* A click on the centre of target i of the scene on top (the rectangles
 * its own click reads, as the keyboard's focus lists them). */
static void click_target(UiApp *a, int i)
{
    UiRect r[64];
    int n = ui_app_scene_targets(a, r, 64);
    assert_true(i >= 0 && i < n);
    mouse(a, r[i].x + r[i].w / 2, r[i].y + r[i].h / 2);
}

static int count_targets(UiApp *a)
{
    UiRect r[64];
    return ui_app_scene_targets(a, r, 64);
}

static void host_by_mouse(UiApp *a, int players)
{
    ui_nav_go(a, SC_TITLE);
    click_target(a, (a->has_autosave ? 1 : 0) + 2); /* the guided game, New game, Play online */
    assert_int_equal(a->scene, SC_ONLINE);
    click_target(a, 1); /* Host a game (after the name's field) */
    assert_int_equal(a->scene, SC_SETUP);
    assert_int_equal(a->setup.online, 1);
    click_target(a, players - 2); /* 2, 3 or 4 players */
    assert_int_equal(a->setup.players, players);
    click_target(a, count_targets(a) - 1); /* Start, the last */
}

/* One decision of the human's by keys: a few focus keys, then Enter or
 * Space on the target reached, Enter again where a move waits for its
 * confirmation. */
static void decide_by_keys(UiApp *a, uint64_t *rng)
{
    static const SDL_Keycode step[] = {SDLK_TAB, SDLK_TAB, SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT, SDLK_UP};
    for (int k = (int)below(rng, 4); k >= 0; k--) {
        SDL_Keycode c = step[below(rng, sizeof step / sizeof step[0])];
        key(a, c, c == SDLK_TAB && below(rng, 3) == 0 ? KMOD_LSHIFT : 0);
    }
    key(a, below(rng, 2) ? SDLK_RETURN : SDLK_SPACE, 0);
    if (a->game.confirm) key(a, SDLK_RETURN, 0);
}

/* One decision by the mouse: the clicks that make a random legal move, and
 * a click on Confirm where the move waits for it. */
static void decide_by_mouse(UiApp *a, uint64_t *rng)
{
    YsMove want = a->ses.legal.m[below(rng, (uint32_t)a->ses.legal.n)];
    Pt clicks[8];
    UiPick none;
    ui_pick_clear(&none);
    int n = planner_find(&a->L, &a->ses.view, &a->ses.legal, &none, &want, 5, clicks);
    assert_true(n > 0);
    for (int k = 0; k < n; k++)
        mouse(a, clicks[k].x, clicks[k].y);
    if (a->game.confirm) click_target(a, 0); /* Confirm */
}

static void online_game(int players, int by_keys, uint64_t seed)
{
    char name[40];
    snprintf(name, sizeof name, "online_%s_%d", by_keys ? "keys" : "mouse", players);
    UiApp *a = &app;
    assert_int_equal(desk_open(a, name, 1280, 720), 0);
    a->set.bot_pace_ms = 0;
    /* the other seats: bots of the setup's default level */
    if (by_keys)
        host_by_keys(a, players);
    else
        host_by_mouse(a, players);
    for (int i = 0; i < 20000 && a->scene != SC_GAME; i++) /* the room made, its first view */
        frame(a, 0.05f);
    assert_int_equal(a->scene, SC_GAME);
    assert_true(ui_online_active(a));
    uint64_t rng = seed;
    int mine = 0, last = -1;
    uint32_t since = SDL_GetTicks();
    while (!ys_over(&a->ses.view)) {
        frame(a, 0.5f);
        if (a->ses.seq != last) last = a->ses.seq, since = SDL_GetTicks();
        /* the server answers a move in milliseconds: a minute without one is a stall */
        if (SDL_GetTicks() - since > 60000)
            fail_msg("%d players by %s: the game stalled at move %d (%d of the human's played)", players,
                     by_keys ? "keys" : "mouse", a->ses.seq, mine);
        if (a->scene != SC_GAME) continue;
        if (a->ses.animating) {
            if (by_keys)
                key(a, SDLK_SPACE, 0);
            else
                mouse(a, a->L.btn_skip.x + a->L.btn_skip.w / 2, a->L.btn_skip.y + a->L.btn_skip.h / 2);
            continue;
        }
        if (a->ses.legal.n <= 0) continue;
        int before = a->ses.seq;
        if (by_keys)
            decide_by_keys(a, &rng);
        else
            decide_by_mouse(a, &rng);
        /* the move went to the server: the next view tells it */
        for (int i = 0; i < 5000 && a->ses.seq == before && a->ses.legal.n == 0; i++)
            frame(a, 0.05f);
        mine += a->ses.seq > before;
    }
    for (int i = 0; i < 10000 && a->scene != SC_END; i++) {
        frame(a, 0.5f);
        if (a->ses.animating || a->scene == SC_FINAL) key(a, SDLK_SPACE, 0);
    }
    assert_int_equal(a->scene, SC_END);
    assert_true(mine > 5);
    print_message("online, %d players by %s: %d moves, %d of them the human's\n", players, by_keys ? "keys" : "mouse",
                  a->ses.seq, mine);
    ui_app_free(a);
    memset(a, 0, sizeof *a);
}

static void test_online_by_keys(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++)
        online_game(n, 1, 70 + (uint64_t)n);
}

static void test_online_by_mouse(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++)
        online_game(n, 0, 80 + (uint64_t)n);
}

int main(void)
{
    /* no router is asked (a closed port on this machine stands for it) */
    SDL_setenv("YS_UPNP_URL", "http://127.0.0.1:9/rootDesc.xml", 1);
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_online_by_keys), cmocka_unit_test(test_online_by_mouse)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
