/* online_host.h - for UI tests: an online game hosted from the game's own
 * screens (Title, Play online, Host a game, the setup, Start), by keys or
 * by clicks on what a click acts on, the server inside the game (this
 * process) and bots in the other seats; and what the hosted server holds
 * of the game, read from its own store, against what the screen was told.
 * Needs a build that hosts (YS_SERVER_HOST). */
#ifndef YS_TEST_ONLINE_HOST_H
#define YS_TEST_ONLINE_HOST_H

#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "events.h"
#include "online_room.h"
#include "ui_online.h"

/* No router is asked while hosting (YS_UPNP=off; ctest's YS_UPNP_FORBID
 * would end a run that asked the network's real one): call first in main. */
static inline void online_no_router(void) { SDL_setenv("YS_UPNP", "off", 1); }

/* The player's folder as a fresh one: no room kept from an earlier run
 * (online.txt, the hosted server's store), so Play online lists none. */
static inline void online_forget(const UiApp *a)
{
    static const char *const files[] = {"online.txt", "server/rooms.sqlite", "server/rooms.sqlite-wal",
                                        "server/rooms.sqlite-shm"};
    char p[600];
    for (size_t i = 0; a->pref_dir && i < sizeof files / sizeof files[0]; i++) {
        snprintf(p, sizeof p, "%s%s", a->pref_dir, files[i]);
        remove(p);
    }
}

static inline void oh_key(UiApp *a, SDL_Keycode k, Uint16 mod)
{
    ev_key(a, k, mod);
    ui_app_draw(a);
}

static inline void oh_mouse(UiApp *a, int x, int y)
{
    ev_click(a, x, y);
    ui_app_draw(a);
}

/* A click on the centre of target i of the scene on top: 0, or -1 when it
 * lists fewer. */
static inline int oh_click_target(UiApp *a, int i)
{
    UiRect r[128];
    int n = ui_app_scene_targets(a, r, 128);
    if (i < 0) i += n; /* from the end */
    if (i < 0 || i >= n) return -1;
    oh_mouse(a, r[i].x + r[i].w / 2, r[i].y + r[i].h / 2);
    return 0;
}

/* Title, Play online, Host a game, 2..4 players, Start, by Tab, Shift+Tab,
 * Enter and Space only: 0 once the room is asked for (its game shows when
 * its first view comes: online_wait_game), else -1 with the scene reached. */
static inline int online_host_by_keys(UiApp *a, int players)
{
    ui_nav_go(a, SC_TITLE);
    for (int k = a->has_autosave ? 4 : 3; k > 0; k--) /* the guided game, New game, Play online */
        oh_key(a, SDLK_TAB, 0);
    oh_key(a, SDLK_RETURN, 0);
    if (a->scene != SC_ONLINE) return -1;
    oh_key(a, SDLK_TAB, KMOD_LSHIFT); /* from the invite's field to Host */
    oh_key(a, SDLK_RETURN, 0);
    if (a->scene != SC_SETUP || !a->setup.online) return -1;
    for (int k = 2; k <= players; k++) /* the first targets: 2, 3, 4 players */
        oh_key(a, SDLK_TAB, 0);
    oh_key(a, SDLK_SPACE, 0);
    if (a->setup.players != players) return -1;
    for (int k = 2; k <= players; k++) /* back past the first: the last target, Start */
        oh_key(a, SDLK_TAB, KMOD_LSHIFT);
    oh_key(a, SDLK_RETURN, 0);
    return a->opening ? 0 : -1;
}

/* The same by clicks on the scenes' targets (what their click reads). */
static inline int online_host_by_mouse(UiApp *a, int players)
{
    ui_nav_go(a, SC_TITLE);
    if (oh_click_target(a, (a->has_autosave ? 1 : 0) + 2) || a->scene != SC_ONLINE) return -1;
    /* Host a game, after the name's field */
    if (oh_click_target(a, 1) || a->scene != SC_SETUP || !a->setup.online) return -1;
    if (oh_click_target(a, players - 2) || a->setup.players != players) return -1;
    if (oh_click_target(a, -1)) return -1; /* Start, the last */
    return a->opening ? 0 : -1;
}

/* Frames until the room's game shows: 0, or -1. */
static inline int online_wait_game(UiApp *a)
{
    for (int i = 0; i < 20000 && a->scene != SC_GAME; i++) {
        SDL_Delay(2);
        ui_app_update(a, 0.05f);
    }
    return a->scene == SC_GAME && ui_online_active(a) ? 0 : -1;
}

/* One decision of the human's by keys, as a player who reads the focus
 * ring: a few of Tab, Shift+Tab and the arrows, then Enter or Space on the
 * target reached, and Enter where the move waits for its Confirm. */
static inline void online_decide_by_keys(UiApp *a, uint64_t *rng)
{
    static const SDL_Keycode step[] = {SDLK_TAB, SDLK_TAB, SDLK_RIGHT, SDLK_DOWN, SDLK_LEFT, SDLK_UP};
    for (int k = (int)ys_rng_below(rng, 4); k >= 0; k--) {
        SDL_Keycode c = step[ys_rng_below(rng, sizeof step / sizeof step[0])];
        oh_key(a, c, c == SDLK_TAB && ys_rng_below(rng, 3) == 0 ? KMOD_LSHIFT : 0);
    }
    oh_key(a, ys_rng_below(rng, 2) ? SDLK_RETURN : SDLK_SPACE, 0);
    if (a->game.confirm) oh_key(a, SDLK_RETURN, 0);
}

/* After a decision: frames until the server tells the move (or the screen
 * asks again, the pick only begun), at most about 5 s. */
static inline void online_wait_answer(UiApp *a, int before)
{
    for (int i = 0; i < 5000 && a->ses.seq == before && a->ses.legal.n == 0; i++) {
        SDL_Delay(1);
        ui_app_update(a, 0.0f);
    }
}

/* The room of the game on screen, as the server hosted in this game keeps
 * it in its store (the player's folder, server/rooms.sqlite): its options
 * and moves replayed into *m, and the seat this screen plays. 0, or -1
 * with why in err. */
static inline int online_hosted_match(const UiApp *a, YsMatch *m, int *seat, char *err, size_t len)
{
    const UiOnline *o = ui_online_of(a->ses.src);
    if (!o || !a->pref_dir) return snprintf(err, len, "no online game"), -1;
    char path[600];
    snprintf(path, sizeof path, "%sserver/rooms.sqlite", a->pref_dir);
    sqlite3 *db = NULL;
    sqlite3_stmt *q = NULL;
    int rc = -1;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db,
                           "SELECT options, (SELECT group_concat(move, ';') FROM (SELECT move FROM moves WHERE "
                           "room = rooms.id ORDER BY n)) FROM rooms WHERE invite = ?",
                           -1, &q, NULL) != SQLITE_OK) {
        snprintf(err, len, "cannot read the store: %.120s", db ? sqlite3_errmsg(db) : "?");
        goto out;
    }
    sqlite3_busy_timeout(db, 5000);
    sqlite3_bind_text(q, 1, o->room, -1, SQLITE_STATIC);
    if (sqlite3_step(q) != SQLITE_ROW) {
        snprintf(err, len, "the store has no room %s", o->room);
        goto out;
    }
    YsOptions opt;
    ys_options_default(&opt);
    char words[512], moves[YS_MAX_LOG * 40];
    const unsigned char *w = sqlite3_column_text(q, 0), *mv = sqlite3_column_text(q, 1);
    snprintf(words, sizeof words, "%s", w ? (const char *)w : "");
    snprintf(moves, sizeof moves, "%s", mv ? (const char *)mv : "");
    for (char *save = NULL, *kv = strtok_r(words, " ", &save); kv; kv = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq) continue;
        *eq = 0;
        if (ys_options_set(&opt, kv, eq + 1, err, len)) goto out;
    }
    if (ys_match_new(m, &opt, err, len)) goto out;
    for (char *save = NULL, *t = strtok_r(moves, ";", &save); t; t = strtok_r(NULL, ";", &save)) {
        YsMove x;
        if (ys_move_parse(&m->g, t, &x, err, len) || ys_match_play(m, &x)) goto out;
    }
    *seat = o->seat;
    rc = 0;
out:
    sqlite3_finalize(q);
    sqlite3_close(db);
    return rc;
}

/* Whether two things encode alike (views, events): the engine's text. */
static inline int oh_same_view(const YsView *x, const YsView *y)
{
    YsBuf p = {0}, q = {0};
    ys_view_encode(x, &p);
    ys_view_encode(y, &q);
    int same = p.n == q.n && p.s && q.s && !memcmp(p.s, q.s, p.n);
    ys_buf_free(&p), ys_buf_free(&q);
    return same;
}

static inline int oh_same_events(const YsEventLog *x, const YsEventLog *y)
{
    YsBuf p = {0}, q = {0};
    ys_events_encode(x, &p);
    ys_events_encode(y, &q);
    int same = p.n == q.n && p.s && q.s && !memcmp(p.s, q.s, p.n);
    ys_buf_free(&p), ys_buf_free(&q);
    return same;
}

/* The screen was told what the server would send its seat: for each move
 * told so far, its mover and its events as that seat may know them, and
 * the view after the last, all from the game the hosted server keeps (its
 * store replayed). 0, or -1 with what differs in err. */
static inline int online_told_is_hosted(const UiApp *a, char *err, size_t len)
{
    static YsMatch m, r;
    static YsEventLog told, sent;
    static YsView v;
    int seat;
    if (online_hosted_match(a, &m, &seat, err, len)) return -1;
    const UiSession *s = &a->ses;
    if (s->ntold > m.nlog) return snprintf(err, len, "%d moves told, %d in the store", s->ntold, m.nlog), -1;
    if (ys_match_new(&r, &m.g.opt, err, len)) return -1;
    for (int k = 0; k < s->ntold; k++) {
        int mover = ys_to_move(&r.g);
        if (ys_match_play(&r, &m.log[k])) return snprintf(err, len, "move %d does not replay", k + 1), -1;
        if (s->told[k].mover != mover)
            return snprintf(err, len, "move %d told as seat %d's, played by %d", k + 1, s->told[k].mover, mover), -1;
        sent = r.last;
        ys_events_view(&sent, seat);
        told.n = s->told[k].n;
        memcpy(told.ev, s->told_ev + s->told[k].first, sizeof told.ev[0] * (size_t)told.n);
        if (!oh_same_events(&told, &sent))
            return snprintf(err, len, "move %d: the events told are not what the server sends seat %d", k + 1, seat),
                   -1;
    }
    ys_view(&r.g, seat, &v);
    if (s->seq == s->ntold && !oh_same_view(&s->view, &v))
        return snprintf(err, len, "after %d moves the view is not the one the server sends seat %d", s->ntold, seat),
               -1;
    return 0;
}

#endif
