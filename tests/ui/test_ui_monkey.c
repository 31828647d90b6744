/* test_ui_monkey.c - a monkey at the mouse and keyboard: thousands of
 * seeded random inputs (clicks anywhere and on what is lit, right clicks,
 * every key the game reads and some it does not, text in four scripts, the
 * wheel, the pointer resting for a tooltip, other window sizes) across every
 * scene they reach, the bots on their threads, the timeline at random
 * speeds. After each input the app is sound: its scene is one of the
 * table's, its stack is the nav's, and the game on screen is the engine's
 * own replay of its moves to the byte (the UI never patches a game). In CI
 * it runs under ASan and UBSan too: no input at any moment may crash, hang
 * or corrupt a game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "events.h"
#include "folders.h"
#include "planner.h"
#include "app.h"

static UiApp app;

static UiApp *start(const char *dir)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_open(a, dir, UI_LANG_EN);
    a->set.bot_pace_ms = 0;
    return a;
}

static uint32_t below(uint64_t *rng, uint32_t n) { return ys_rng_below(rng, n); }

/* The game shown is the engine's replay of its log, byte for byte. */
static void game_is_its_replay(const YsMatch *m)
{
    static YsMatch r;
    char err[120];
    assert_int_equal(ys_match_new(&r, &m->g.opt, err, sizeof err), 0);
    for (int i = 0; i < m->nlog; i++)
        assert_int_equal(ys_apply(&r.g, &m->log[i]), 0);
    if (memcmp(&r.g, &m->g, sizeof r.g)) fail_msg("the game after %d moves is not the replay of its moves", m->nlog);
}

/* No game is lost: a game under way that says it is saved is the autosave
 * on disk, move for move (what Continue would bring back after a crash). */
static void autosave_is_the_game(const UiApp *a, const char *dir)
{
    const YsMatch *m = ui_session_whole(&a->ses);
    int playing = a->scene == SC_GAME || a->scene == SC_HANDOVER; /* perhaps under the menu or the rules */
    for (int i = 0; i < a->depth; i++)
        playing |= a->under[i] == SC_GAME || a->under[i] == SC_HANDOVER;
    if (!m || !playing || a->ses.demo || !(ui_session_caps(&a->ses) & UI_SRC_KEEPS) || ui_persist_unsaved(&a->ses) ||
        ys_over(&m->g))
        return; /* online: the server keeps it */
    static YsMatch saved;
    char path[512];
    snprintf(path, sizeof path, "%s/autosave.ys", dir);
    YsLoadError e;
    if (ys_load(&saved, path, &e) != 0)
        fail_msg("the game under way (%d moves, scene %d, depth %d, under0 %d) has no autosave: %s", m->nlog, a->scene,
                 a->depth, a->depth ? a->under[0] : -1, e.text);
    if (saved.nlog != m->nlog || memcmp(&saved.g.opt, &m->g.opt, sizeof m->g.opt) ||
        memcmp(saved.log, m->log, sizeof m->log[0] * (size_t)m->nlog))
        fail_msg("the autosave (%d moves) is not the game under way (%d moves)", saved.nlog, m->nlog);
}

static void sound(const UiApp *a)
{
    assert_true(a->scene >= 0 && a->scene < SC_COUNT);
    assert_true(a->depth >= 0 && a->depth <= (int)(sizeof a->under / sizeof a->under[0]));
    for (int i = 0; i < a->depth; i++)
        assert_true(a->under[i] >= 0 && a->under[i] < SC_COUNT && a->under[i] != a->scene);
    if (ui_session_whole(&a->ses)) game_is_its_replay(ui_session_whole(&a->ses)); /* the moves held here */
}

static void send(UiApp *a, SDL_Event *e) { ui_app_event(a, e); }

static void key(UiApp *a, SDL_Keycode k, Uint16 mod) { ev_key(a, k, mod); }

static void mouse(UiApp *a, int x, int y, int button)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x, e.motion.y = y;
    send(a, &e);
    if (!button) return;
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = (Uint8)button;
    e.button.x = x, e.button.y = y;
    send(a, &e);
}

static void text(UiApp *a, const char *s) { ev_text(a, s); }

static void resize(UiApp *a, int w, int h)
{
    SDL_SetWindowSize(a->win, w, h);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    send(a, &e);
}

/* A click anywhere, one in ten with the right button (cancel); in a game,
 * half of them on what a player can click there (pieces, places, buttons),
 * so that games go on between the monkey's other inputs. */
static void click_somewhere(UiApp *a, uint64_t *rng)
{
    static Pt pts[600];
    int x = (int)below(rng, (uint32_t)a->win_w), y = (int)below(rng, (uint32_t)a->win_h);
    if (a->scene == SC_GAME && ui_session_whole(&a->ses) && a->ses.view.viewer >= 0 && below(rng, 2)) {
        int n = planner_points(&a->L, &a->ses.view, &a->ses.legal, &a->game.pick, pts);
        if (n > 0) {
            Pt p = pts[below(rng, (uint32_t)n)];
            x = p.x, y = p.y;
        }
    }
    mouse(a, x, y, below(rng, 10) ? SDL_BUTTON_LEFT : SDL_BUTTON_RIGHT);
}

/* In a game, on the human's turn: a random legal move, by a player's clicks. */
static void play_a_move(UiApp *a, uint64_t *rng)
{
    if (a->scene != SC_GAME || !ui_session_whole(&a->ses) || a->ses.animating || a->ses.legal.n <= 0) return;
    int to = ys_to_move(&ui_session_whole(&a->ses)->g);
    if (to < 0 || to >= ui_session_whole(&a->ses)->g.opt.players || !a->ses.seat[to].human) return;
    YsMove want = a->ses.legal.m[below(rng, (uint32_t)a->ses.legal.n)];
    Pt clicks[8];
    UiPick none;
    ui_pick_clear(&none);
    ui_pick_clear(&a->game.pick);
    ui_app_targets(a);
    int n = planner_find(&a->L, &a->ses.view, &a->ses.legal, &none, &want, 5, clicks);
    for (int k = 0; k < n; k++)
        mouse(a, clicks[k].x, clicks[k].y, SDL_BUTTON_LEFT);
    if (a->game.confirm) key(a, SDLK_RETURN, 0);
}

static const SDL_Keycode keys[] = {
    SDLK_RETURN, SDLK_KP_ENTER, SDLK_ESCAPE, SDLK_SPACE, SDLK_BACKSPACE, SDLK_DELETE, SDLK_TAB,      SDLK_LEFT,
    SDLK_RIGHT,  SDLK_UP,       SDLK_DOWN,   SDLK_HOME,  SDLK_END,       SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_F1,
    SDLK_F11,    SDLK_h,        SDLK_l,      SDLK_m,     SDLK_z,         SDLK_s,      SDLK_q,        SDLK_0,
    SDLK_4,      SDLK_9,        SDLK_a,      SDLK_F5,    SDLK_PLUS,
};
static const char *const texts[] = {"a",
                                    "Zoë",
                                    "Łukasz",
                                    "Jérôme",
                                    "Größe",
                                    "名前",
                                    "🙂",
                                    "x y",
                                    "../..",
                                    "%s%n",
                                    "1234567890123456789012345678901234567890"};
static const int sizes[][2] = {{1280, 720}, {1024, 600}, {1600, 900}, {800, 600}, {640, 360}, {1920, 1080}};

typedef struct {
    int seen[SC_COUNT];
    int moves, starts, quits; /* starts: a game begun, loaded, or taken back */
} Tally;

static void monkey(UiApp *a, const char *dir, uint64_t seed, int inputs, Tally *t)
{
    uint64_t rng = seed;
    const YsMatch *last = NULL;
    int last_n = 0;
    for (int i = 0; i < inputs; i++) {
        uint32_t r = below(&rng, 100);
        if (r < 10)
            play_a_move(a, &rng);
        else if (r < 55)
            click_somewhere(a, &rng);
        else if (r < 80)
            key(a, keys[below(&rng, sizeof keys / sizeof keys[0])], below(&rng, 8) ? 0 : KMOD_CTRL);
        else if (r < 86)
            text(a, texts[below(&rng, sizeof texts / sizeof texts[0])]);
        else if (r < 92) {
            SDL_Event e;
            memset(&e, 0, sizeof e);
            e.type = SDL_MOUSEWHEEL;
            e.wheel.y = (int)below(&rng, 7) - 3;
            send(a, &e);
        } else if (r < 99) {
            mouse(a, (int)below(&rng, (uint32_t)a->win_w), (int)below(&rng, (uint32_t)a->win_h), 0);
            a->last_motion = SDL_GetTicks() - 1000; /* resting long enough for its tooltip */
        } else {
            const int *z = sizes[below(&rng, sizeof sizes / sizeof sizes[0])];
            resize(a, z[0], z[1]);
        }
        if (a->quit) t->quits++, a->quit = 0; /* the window would close: the monkey goes on */
        /* the timeline at a random speed; the bots think on their threads,
         * given a moment (a sanitized build thinks slower; a hard or expert
         * bot the monkey chose thinks on as it goes on): the monkey's clock
         * is its own, so the least time between bot moves (a setting it may
         * have changed) is none */
        a->set.bot_pace_ms = 0;
        for (int k = (int)below(&rng, 4); k >= 0; k--)
            ui_app_update(a, 0.02f * (float)below(&rng, 20));
        for (int w = 0; a->game.bot.busy && w < 100; w++) {
            SDL_Delay(1);
            ui_app_update(a, 0.0f);
        }
        if (!(i % 3)) ui_app_draw(a);
        t->seen[a->scene]++;
        if (ui_session_whole(&a->ses) != last ||
            (ui_session_whole(&a->ses) && ui_session_whole(&a->ses)->nlog < last_n))
            t->starts++;
        if (ui_session_whole(&a->ses) && ui_session_whole(&a->ses) == last && ui_session_whole(&a->ses)->nlog > last_n)
            t->moves += ui_session_whole(&a->ses)->nlog - last_n;
        last = ui_session_whole(&a->ses), last_n = last ? last->nlog : 0;
        sound(a);
        autosave_is_the_game(a, dir);
    }
}

static void run(uint64_t seed, int inputs)
{
    char name[32];
    snprintf(name, sizeof name, "monkey_%u", (unsigned)seed);
    const char *dir = fresh_dir(name);
    UiApp *a = start(dir);
    Tally t;
    memset(&t, 0, sizeof t);
    monkey(a, dir, seed, inputs, &t);
    int scenes = 0;
    for (int s = 0; s < SC_COUNT; s++)
        scenes += t.seen[s] > 0;
    print_message("seed %u: %d inputs, %d scenes, %d starts, %d moves, %d quits; inputs a scene:", (unsigned)seed,
                  inputs, scenes, t.starts, t.moves, t.quits);
    for (int s = 0; s < SC_COUNT; s++)
        print_message(" %d", t.seen[s]);
    print_message("\n");
    /* the monkey went places: a game and the scenes around it */
    assert_true(t.seen[SC_GAME] > 0);
    assert_true(scenes >= 5);
    assert_true(t.moves > 20);
    ui_app_free(a);
}

static void test_monkey(void **state)
{
    (void)state;
    /* a long soak: YS_MONKEY_INPUTS=100000 YS_MONKEY_SEED=7 */
    const char *n = getenv("YS_MONKEY_INPUTS"), *s = getenv("YS_MONKEY_SEED");
    int inputs = n && atoi(n) > 0 ? atoi(n) : 3000;
    uint64_t first = s && atoi(s) > 0 ? (uint64_t)atoi(s) : 1;
    for (uint64_t seed = first; seed < first + 3; seed++)
        run(seed, inputs);
}

/* Keyboard alone: whole games of 2, 3 and 4 players (one human, easy bots)
 * played to their end with Tab, Shift+Tab, the arrows, Enter and Space only,
 * never a click, then on to the end screen, its replay and the title. Each step presses a random number of focus keys,
 * then Enter or Space on the target reached: the focus must always offer a way on. */
static void keyboard_game(int players, uint64_t seed)
{
    char name[32];
    snprintf(name, sizeof name, "keys_%d", players);
    const char *dir = fresh_dir(name);
    UiApp *a = start(dir);
    /* the seats' kinds, levels and the seed set as data (easy bots: a quick
     * test); the number of players and Start chosen on the setup by keys */
    for (int s = 0; s < 4; s++)
        a->setup.seat[s].human = s == 0, a->setup.seat[s].level = AI_EASY;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%u", (unsigned)seed);
    ui_nav_go(a, SC_TITLE); /* New game: after Continue (if offered) and the guided game */
    for (int k = a->has_autosave ? 3 : 2; k > 0; k--)
        key(a, SDLK_TAB, 0);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_SETUP);
    for (int k = 2; k <= players; k++) /* the first targets: 2, 3, 4 players */
        key(a, SDLK_TAB, 0);
    key(a, SDLK_SPACE, 0);
    assert_int_equal(a->setup.players, players);
    for (int k = 2; k <= players; k++) /* back past the first: the last target, Start */
        key(a, SDLK_TAB, KMOD_LSHIFT);
    key(a, SDLK_RETURN, 0);
    assert_int_equal(a->scene, SC_GAME);
    const YsMatch *m = ui_session_whole(&a->ses);
    assert_non_null(m);
    uint64_t rng = seed;
    int presses = 0, mine = 0;
    static const SDL_Keycode step[] = {SDLK_TAB, SDLK_TAB, SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT, SDLK_UP};
    for (int i = 0; i < 200000 && !ys_over(&ui_session_whole(&a->ses)->g); i++) {
        a->set.bot_pace_ms = 0;
        ui_app_update(a, 0.5f);
        for (int w = 0; a->game.bot.busy && w < 1000; w++) {
            SDL_Delay(1);
            ui_app_update(a, 0.0f);
        }
        if (a->ses.animating) {
            key(a, SDLK_SPACE, 0); /* the story told: on */
            continue;
        }
        int to = ys_to_move(&ui_session_whole(&a->ses)->g);
        if (a->scene != SC_GAME || to != 0) continue;
        int before = ui_session_whole(&a->ses)->nlog;
        for (int k = (int)below(&rng, 4); k >= 0; k--, presses++) {
            SDL_Keycode c = step[below(&rng, sizeof step / sizeof step[0])];
            key(a, c, c == SDLK_TAB && below(&rng, 3) == 0 ? KMOD_LSHIFT : 0);
        }
        key(a, below(&rng, 2) ? SDLK_RETURN : SDLK_SPACE, 0), presses++;
        if (a->game.confirm) key(a, SDLK_RETURN, 0), presses++;
        mine += ui_session_whole(&a->ses)->nlog > before;
        if (!(i % 50)) ui_app_draw(a);
    }
    assert_true(ys_over(&ui_session_whole(&a->ses)->g));
    assert_true(mine > 5);
    game_is_its_replay(ui_session_whole(&a->ses));
    /* on by keys to the end screen, its replay to the end, the title */
    for (int i = 0; i < 10000 && a->scene != SC_END; i++) {
        ui_app_update(a, 0.5f);
        key(a, SDLK_SPACE, 0), presses++;
    }
    assert_int_equal(a->scene, SC_END);
    key(a, SDLK_TAB, KMOD_LSHIFT), key(a, SDLK_RETURN, 0), presses += 2; /* Replay, the last button */
    assert_int_equal(a->scene, SC_REPLAY);
    key(a, SDLK_END, 0), presses++;
    assert_int_equal(a->rp.k, a->rp.full->nlog);
    key(a, SDLK_ESCAPE, 0), presses++;
    assert_int_equal(a->scene, SC_TITLE);
    print_message("keyboard: %d players, %d moves in all, %d of the human's, %d key presses\n", players,
                  ui_session_whole(&a->ses)->nlog, mine, presses);
    ui_app_free(a);
}

static void test_keyboard_only(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++)
        keyboard_game(n, 40 + (uint64_t)n);
}

int main(void)
{
    /* the monkey may host a room: its game then asks no router (the real
     * one is not the test's; ctest's YS_UPNP_FORBID would end the run) */
    SDL_setenv("YS_UPNP", "off", 1);
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_monkey), cmocka_unit_test(test_keyboard_only)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
