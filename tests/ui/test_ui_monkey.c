/* test_ui_monkey.c - a monkey at the mouse and keyboard: thousands of
 * seeded random inputs (clicks anywhere and on what is lit, right clicks,
 * every key the game reads and some it does not, text in four scripts, the
 * wheel, the pointer resting for a tooltip, other window sizes) across every
 * scene they reach, the bots on their threads, the timeline at random
 * speeds. After each input the app is sound: its scene is one of the
 * table's, its stack is the nav's, and the game on screen is the engine's
 * own replay of its moves to the byte (the UI never patches a game). Where
 * the game can host, both runs also play whole online games of 2, 3 and 4
 * players, hosted from the game's own screens (the server in this process,
 * bots in the other seats): after each move told, the screen holds what the
 * hosted server sends its seat (its store replayed). In CI it runs under
 * ASan and UBSan too: no input at any moment may crash, hang or corrupt a
 * game. */
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
#ifdef YS_SERVER_HOST
#include "online_host.h"
#endif

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

#ifdef YS_SERVER_HOST
/* After a move told in an online game: the screen holds what the hosted
 * server sends its seat. */
static void told_is_hosted(const UiApp *a, int *checked_seq)
{
    char err[200];
    if (a->ses.seq == *checked_seq || a->ses.animating) return;
    *checked_seq = a->ses.seq;
    if (online_told_is_hosted(a, err, sizeof err)) fail_msg("online, %d players: %s", a->ses.players, err);
}

/* In an online game, on the human's turn (the screen asks for a move): a
 * random legal move, by a player's clicks. */
static void play_a_move_online(UiApp *a, uint64_t *rng)
{
    if (a->scene != SC_GAME || a->ses.animating || a->ses.legal.n <= 0) return;
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

/* The monkey in a whole online game of players, hosted by clicks on the
 * game's own screens: clicks anywhere and on what the human may click, the
 * game's keys (the menu and the rules over it among them: it comes back
 * with Escape, as a player would, for a game it leaves is no longer
 * played), the wheel, tooltips and window sizes, until the end screen.
 * After each input the app is sound, and after each move told the screen
 * holds what the hosted server sends its seat; at the end the whole game
 * is the one the server keeps. */
static void online_monkey(int players, uint64_t seed)
{
    static const SDL_Keycode game_keys[] = {
        SDLK_RETURN, SDLK_KP_ENTER, SDLK_SPACE, SDLK_BACKSPACE, SDLK_DELETE, SDLK_TAB, SDLK_LEFT,
        SDLK_RIGHT,  SDLK_UP,       SDLK_DOWN,  SDLK_HOME,      SDLK_END,    SDLK_F1,  SDLK_h,
        SDLK_l,      SDLK_m,        SDLK_z,     SDLK_0,         SDLK_ESCAPE, SDLK_a,   SDLK_PAGEDOWN,
    };
    char name[40];
    snprintf(name, sizeof name, "monkey_online_%d", players);
    const char *dir = fresh_dir(name);
    UiApp *a = start(dir);
    online_forget(a);
    assert_int_equal(online_host_by_mouse(a, players), 0);
    assert_int_equal(online_wait_game(a), 0);
    uint64_t rng = seed;
    int inputs = 0, checked = -1, last = -1, away = 0;
    uint32_t since = SDL_GetTicks();
    for (; inputs < 400000 && a->scene != SC_END; inputs++) {
        if (a->scene != SC_GAME && a->scene != SC_FINAL) {
            assert_true(a->scene != SC_TITLE && a->scene != SC_SETUP); /* the game was not left */
            key(a, SDLK_ESCAPE, 0), away++;                            /* back to the game */
        } else {
            uint32_t r = below(&rng, 100);
            if (r < 30)
                play_a_move_online(a, &rng);
            else if (r < 60) {
                static Pt pts[600];
                int x = (int)below(&rng, (uint32_t)a->win_w), y = (int)below(&rng, (uint32_t)a->win_h);
                int n = a->scene == SC_GAME && a->ses.legal.n > 0 && below(&rng, 2)
                            ? planner_points(&a->L, &a->ses.view, &a->ses.legal, &a->game.pick, pts)
                            : 0;
                if (n > 0) {
                    Pt p = pts[below(&rng, (uint32_t)n)];
                    x = p.x, y = p.y;
                }
                mouse(a, x, y, below(&rng, 10) ? SDL_BUTTON_LEFT : SDL_BUTTON_RIGHT);
            } else if (r < 80)
                key(a, game_keys[below(&rng, sizeof game_keys / sizeof game_keys[0])], below(&rng, 8) ? 0 : KMOD_CTRL);
            else if (r < 86) {
                SDL_Event e;
                memset(&e, 0, sizeof e);
                e.type = SDL_MOUSEWHEEL;
                e.wheel.y = (int)below(&rng, 7) - 3;
                send(a, &e);
            } else if (r < 97) {
                mouse(a, (int)below(&rng, (uint32_t)a->win_w), (int)below(&rng, (uint32_t)a->win_h), 0);
                a->last_motion = SDL_GetTicks() - 1000;
            } else {
                const int *z = sizes[below(&rng, sizeof sizes / sizeof sizes[0])];
                resize(a, z[0], z[1]);
            }
        }
        a->quit = 0; /* the window would close: the monkey goes on */
        a->set.bot_pace_ms = 0;
        SDL_Delay(1); /* the server's thread: its bots, its answers */
        for (int k = (int)below(&rng, 4); k >= 0; k--)
            ui_app_update(a, 0.02f * (float)below(&rng, 20));
        if (!(inputs % 3)) ui_app_draw(a);
        sound(a);
        told_is_hosted(a, &checked);
        if (a->ses.seq != last) last = a->ses.seq, since = SDL_GetTicks();
        if (SDL_GetTicks() - since > 60000)
            fail_msg("online monkey, %d players: the game stalled at move %d after %d inputs", players, a->ses.seq,
                     inputs);
    }
    assert_int_equal(a->scene, SC_END);
    assert_true(a->ses.kept); /* in the History */
    checked = -1;
    told_is_hosted(a, &checked);
    static YsMatch kept;
    int seat;
    char err[200];
    assert_int_equal(online_hosted_match(a, &kept, &seat, err, sizeof err), 0);
    const YsMatch *m = ui_session_whole(&a->ses);
    assert_non_null(m);
    assert_int_equal(m->nlog, kept.nlog);
    assert_memory_equal(m->log, kept.log, sizeof kept.log[0] * (size_t)kept.nlog);
    int mine = 0;
    for (int k = 0; k < a->ses.ntold; k++)
        mine += a->ses.told[k].mover == seat;
    assert_true(mine > 5);
    print_message("online monkey: %d players, %d moves, %d of the human's, %d inputs (%d to come back to the game)\n",
                  players, m->nlog, mine, inputs, away);
    ui_app_free(a);
}
#endif

static void test_monkey(void **state)
{
    (void)state;
    /* a long soak: YS_MONKEY_INPUTS=100000 YS_MONKEY_SEED=7 */
    const char *n = getenv("YS_MONKEY_INPUTS"), *s = getenv("YS_MONKEY_SEED");
    int inputs = n && atoi(n) > 0 ? atoi(n) : 3000;
    uint64_t first = s && atoi(s) > 0 ? (uint64_t)atoi(s) : 1;
    for (uint64_t seed = first; seed < first + 3; seed++)
        run(seed, inputs);
#ifdef YS_SERVER_HOST
    for (int players = 2; players <= 4; players++)
        online_monkey(players, first * 100 + (uint64_t)players);
#endif
}

/* Keyboard alone: whole games of 2, 3 and 4 players (one human, easy bots)
 * played to their end with Tab, Shift+Tab, the arrows, Enter and Space only,
 * never a click, then on to the end screen, its replay and the title. Each step presses a random number of focus keys,
 * then Enter or Space on the target reached: the focus must always offer a way on. Online: the game is hosted by
 * keys too (Title, Play online, Host a game, the setup, Start), the server's bots of the setup's level in the other
 * seats. */
static void keyboard_game(int players, uint64_t seed, int online)
{
    char name[32];
    snprintf(name, sizeof name, "keys_%s%d", online ? "online_" : "", players);
    const char *dir = fresh_dir(name);
    UiApp *a = start(dir);
    /* the seats' kinds, levels and the seed set as data (easy bots: a quick
     * test); the number of players and Start chosen on the setup by keys */
    for (int s = 0; s < 4; s++)
        a->setup.seat[s].human = s == 0, a->setup.seat[s].level = AI_EASY;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%u", (unsigned)seed);
    if (online) {
#ifdef YS_SERVER_HOST
        online_forget(a);
        assert_int_equal(online_host_by_keys(a, players), 0);
        assert_int_equal(online_wait_game(a), 0);
#endif
    } else {
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
        assert_non_null(ui_session_whole(&a->ses));
    }
    uint64_t rng = seed;
    int presses = 0, mine = 0, checked = -1, last = -1;
    uint32_t since = SDL_GetTicks();
    static const SDL_Keycode step[] = {SDLK_TAB, SDLK_TAB, SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT, SDLK_UP};
    for (int i = 0; i < 200000 && !ui_session_over(&a->ses); i++) {
        a->set.bot_pace_ms = 0;
        if (online) SDL_Delay(1); /* the server's thread plays its bots */
        ui_app_update(a, 0.5f);
        for (int w = 0; a->game.bot.busy && w < 1000; w++) {
            SDL_Delay(1);
            ui_app_update(a, 0.0f);
        }
        if (a->ses.seq != last) last = a->ses.seq, since = SDL_GetTicks();
        /* a server answers in milliseconds, an easy bot thinks no longer */
        if (SDL_GetTicks() - since > 60000)
            fail_msg("%d players%s by keys: the game stalled at move %d (%d of the human's)", players,
                     online ? " online" : "", a->ses.seq, mine);
#ifdef YS_SERVER_HOST
        if (online) told_is_hosted(a, &checked);
#endif
        if (a->ses.animating) {
            key(a, SDLK_SPACE, 0); /* the story told: on */
            continue;
        }
        /* the screen asks for the human's move */
        if (a->scene != SC_GAME || a->ses.legal.n <= 0) continue;
        int before = a->ses.seq;
        for (int k = (int)below(&rng, 4); k >= 0; k--, presses++) {
            SDL_Keycode c = step[below(&rng, sizeof step / sizeof step[0])];
            key(a, c, c == SDLK_TAB && below(&rng, 3) == 0 ? KMOD_LSHIFT : 0);
        }
        key(a, below(&rng, 2) ? SDLK_RETURN : SDLK_SPACE, 0), presses++;
        if (a->game.confirm) key(a, SDLK_RETURN, 0), presses++;
        /* online, the move comes back from the server (the next frames) */
        for (int w = 0; online && w < 5000 && a->ses.seq == before && a->ses.legal.n == 0; w++) {
            SDL_Delay(1);
            ui_app_update(a, 0.0f);
        }
        mine += a->ses.seq > before;
        if (!(i % 50)) ui_app_draw(a);
    }
    assert_true(ui_session_over(&a->ses));
    assert_true(mine > 5);
    (void)checked;
#ifdef YS_SERVER_HOST
    if (online) {
        checked = -1;
        told_is_hosted(a, &checked);
        /* the whole game the server gave at the end is the one it keeps */
        static YsMatch kept;
        int seat;
        char err[200];
        assert_int_equal(online_hosted_match(a, &kept, &seat, err, sizeof err), 0);
        assert_non_null(ui_session_whole(&a->ses));
        assert_int_equal(ui_session_whole(&a->ses)->nlog, kept.nlog);
        assert_memory_equal(ui_session_whole(&a->ses)->log, kept.log, sizeof kept.log[0] * (size_t)kept.nlog);
    }
#endif
    game_is_its_replay(ui_session_whole(&a->ses));
    /* on by keys to the end screen, its replay to the end, the title */
    for (int i = 0; i < 10000 && a->scene != SC_END; i++) {
        ui_app_update(a, 0.5f);
        key(a, SDLK_SPACE, 0), presses++;
    }
    assert_int_equal(a->scene, SC_END);
    assert_true(a->ses.kept); /* in the History, online too */
    int nlog = ui_session_whole(&a->ses)->nlog;
    key(a, SDLK_TAB, KMOD_LSHIFT), key(a, SDLK_RETURN, 0), presses += 2; /* Replay, the last button */
    assert_int_equal(a->scene, SC_REPLAY);
    key(a, SDLK_END, 0), presses++;
    assert_int_equal(a->rp.k, a->rp.full->nlog);
    key(a, SDLK_ESCAPE, 0), presses++;
    assert_int_equal(a->scene, SC_TITLE);
    print_message("keyboard%s: %d players, %d moves in all, %d of the human's, %d key presses\n",
                  online ? ", online" : "", players, nlog, mine, presses);
    ui_app_free(a);
}

static void test_keyboard_only(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++)
        keyboard_game(n, 40 + (uint64_t)n, 0);
#ifdef YS_SERVER_HOST
    for (int n = 2; n <= 4; n++)
        keyboard_game(n, 50 + (uint64_t)n, 1);
#endif
}

int main(void)
{
#ifdef YS_SERVER_HOST
    online_no_router();
#endif
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_monkey), cmocka_unit_test(test_keyboard_only)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
