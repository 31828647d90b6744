/* history_ui.c - the app's side of the history, game codes and the deal of
 * the day: the files and the counting are history.c and stats.c, the code
 * is the engine's (gamecode.c); here they meet the session, the scenes and
 * the clipboard. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "history_ui.h"
#include "ys/ai.h"
#include "ys/gamecode.h"

void ui_app_history_refresh(UiApp *a)
{
    UiHistoryState *h = &a->hist;
    if (a->pref_dir) { /* without a folder the list is what a driver put there */
        int n = ui_history_list(a->pref_dir, NULL, 0);
        UiHistGame *list = n > 0 ? realloc(h->list, sizeof *list * (size_t)n) : h->list;
        if (n > 0 && !list) n = 0;
        h->list = list;
        h->n = n > 0 ? ui_history_list(a->pref_dir, h->list, n) : 0;
    }
    ui_app_history_count(a);
}

void ui_app_history_count(UiApp *a)
{
    UiHistoryState *h = &a->hist;
    if (h->scroll > h->n - 1) h->scroll = h->n > 0 ? h->n - 1 : 0;
    h->confirm = -1;
    h->nst = ui_stats_compute(h->list, h->n, h->st, UI_STATS_NAMES);
    if (h->who >= h->nst) h->who = 0;
    ui_daily_date((int64_t)time(NULL), h->today);
    h->daily_best = ui_daily_best(h->list, h->n, h->today);
    a->dirty = 1;
}

/* Match m (taken) is opened as a game here with these seats, a game that
 * is kept already (it is not added to the history again); still: nobody
 * moves in it (a finished game, a replay's). 0 or -1. */
static int take_match(UiApp *a, YsMatch *m, const UiSeat *seat, int kept, int viewer, unsigned flags)
{
    ui_app_stop_bot(a);
    for (int p = 0; p < YS_MAX_HUMANS; p++)
        a->ses.seat[p] = seat[p];
    a->ses.demo = 0;
    a->ses.guided = 0;
    a->ses.undo_used = 0;
    a->ses.daily[0] = 0;
    a->ses.kept = kept;
    a->ses.saved_nlog = kept ? m->nlog : -1;
    return ui_app_open_match(a, m, viewer, flags);
}

int ui_app_history_open(UiApp *a, int i, int replay)
{
    UiHistoryState *h = &a->hist;
    if (i < 0 || i >= h->n || h->list[i].damaged || !a->pref_dir) return -1;
    YsMatch *m = malloc(sizeof *m);
    UiHistGame g;
    if (!m || ui_history_read(a->pref_dir, h->list[i].file, m, &g, NULL) != 0) {
        free(m);
        ui_app_status(a, ui_str(S_HIST_DAMAGED));
        return -1;
    }
    if (take_match(a, m, g.seat, 1, -1, UI_LOCAL_STILL) != 0) return -1;
    if (replay) {
        ui_replay_start(a, ui_session_whole(&a->ses));
        return 0;
    }
    /* its end screen, as when it ended (the autosave of a game under way stays) */
    ui_session_fast_forward(&a->ses);
    ys_result(&a->ses.view, &a->ses.result);
    a->ses.undo_to = -1;
    ui_nav_push(a, SC_END);
    return 0;
}

int ui_app_history_delete(UiApp *a, int i)
{
    UiHistoryState *h = &a->hist;
    if (i < 0 || i >= h->n || ui_history_delete(a->pref_dir, h->list[i].file) != 0) return -1;
    ui_app_history_refresh(a);
    return 0;
}

int ui_app_daily(UiApp *a)
{
    char today[UI_DATE_LEN];
    ui_daily_date((int64_t)time(NULL), today);
    if (!a->setup.players) ui_app_setup_defaults(a, 4);
    UiSeat seat[YS_MAX_HUMANS];
    for (int p = 0; p < YS_MAX_HUMANS; p++) {
        seat[p] = a->setup.seat[p];
        seat[p].human = p == 0;
        seat[p].level = AI_HARD;
        seat[p].colour = p;
    }
    /* the player's own name when the setup has a human with one */
    for (int p = 0; p < a->setup.players; p++)
        if (a->setup.seat[p].human) {
            memcpy(seat[0].name, a->setup.seat[p].name, sizeof seat[0].name);
            break;
        }
    YsOptions o;
    ui_daily_options(today, &o);
    o.peek = a->set.show_own_hidden;
    char err[160];
    ui_app_stop_bot(a);
    a->ses.demo = 0;
    UiBotRunner r = ui_app_bots(a);
    if (ui_session_new_local(&a->ses, &o, seat, &r, err, sizeof err) != 0) return -1;
    memcpy(a->ses.daily, today, UI_DATE_LEN);
    a->ses.saved_nlog = -1;
    ui_app_show_game(a);
    ui_app_autosave(a);
    return 0;
}

int ui_app_open_code(UiApp *a, const char *text)
{
    char *clip = text ? NULL : SDL_GetClipboardText();
    const char *t = text ? text : clip ? clip : "";
    YsMatch *m = malloc(sizeof *m);
    int seats[YS_MAX_HUMANS] = {0};
    YsCodeError e = m ? ys_code_decode(t, strlen(t), m, seats) : YS_CODE_NO_MEMORY;
    int empty = !t[0]; /* t may be the clipboard's text, freed here */
    if (clip) SDL_free(clip);
    if (e != YS_CODE_OK) {
        static const UiStrId why[] = {[YS_CODE_NOT_CODE] = S_CODE_NOT_CODE, [YS_CODE_NEWER] = S_CODE_NEWER,
                                      [YS_CODE_OLDER] = S_CODE_OLDER,       [YS_CODE_DAMAGED] = S_CODE_DAMAGED,
                                      [YS_CODE_BAD_GAME] = S_CODE_DAMAGED,  [YS_CODE_NO_MEMORY] = S_CODE_DAMAGED};
        free(m);
        ui_app_status(a, ui_str(empty ? S_CODE_EMPTY : why[e]));
        return -1;
    }
    UiSeat seat[YS_MAX_HUMANS];
    for (int p = 0; p < YS_MAX_HUMANS; p++) {
        memset(&seat[p], 0, sizeof seat[p]);
        seat[p].human = seats[p] == 0;
        seat[p].level = seats[p] > 0 && seats[p] - 1 <= AI_EXPERT ? seats[p] - 1 : AI_MEDIUM;
        seat[p].colour = p;
        snprintf(seat[p].name, sizeof seat[p].name, "%s", ui_str((UiStrId)(S_PNAME_0 + p)));
    }
    if (!ys_over(&m->g)) { /* a game under way: the title asks before it replaces anything */
        free(a->hist.offer);
        a->hist.offer = m;
        memcpy(a->hist.offer_seat, seat, sizeof seat);
        a->hist.offer_keys = (UiKeyFocus){0};
        a->dirty = 1;
        return 1;
    }
    if (take_match(a, m, seat, 1, -1, UI_LOCAL_STILL) != 0) return -1;
    ui_replay_start(a, ui_session_whole(&a->ses));
    ui_app_status(a, ui_str(S_CODE_OPENED_REPLAY));
    return 0;
}

int ui_app_code_offer(UiApp *a, int accept)
{
    YsMatch *m = a->hist.offer;
    if (!m) return -1;
    a->hist.offer = NULL;
    a->dirty = 1;
    if (!accept) {
        free(m);
        return 0;
    }
    if (take_match(a, m, a->hist.offer_seat, 0, -2, 0) != 0) return -1;
    ui_app_show_game(a);
    ui_app_autosave(a);
    ui_app_status(a, ui_str(S_CODE_OPENED_GAME));
    return 0;
}

/* ------------------------------------------------------------------ */
/* Pictures (--shot --scene history / stats): six games of seeded random
 * moves, described as the history would list them, at fixed times. */

static const struct {
    int players, levels[4], hot_seat, undo, daily;
} shot_games[] = {
    {4, {0, AI_HARD, AI_HARD, AI_HARD}, 0, 0, 1},
    {2, {0, 0}, 1, 0, 0},
    {3, {0, AI_EASY, AI_MEDIUM}, 0, 0, 0},
    {4, {0, AI_MEDIUM, AI_MEDIUM, AI_HARD}, 0, 1, 0},
    {2, {0, AI_EXPERT}, 0, 0, 0},
    {4, {0, AI_HARD, AI_EXPERT, AI_HARD}, 0, 0, 0},
};

/* Seeded random moves on m until it is over or has stop moves (stop < 0:
 * to the end), for the pictures' made-up games. */
static void random_moves(YsMatch *m, YsMoveList *l, uint64_t rng, int stop)
{
    while (!ys_over(&m->g) && (stop < 0 || m->nlog < stop)) {
        ys_legal(&m->g, l);
        ys_match_play(m, &l->m[ys_rng_below(&rng, (uint32_t)l->n)]);
    }
}

/* The title asking about a game code's game under way: 60 seeded random
 * moves of a 4-player game, with a paused game it would replace. */
static int drive_code_offer(UiApp *a, uint64_t seed)
{
    YsMatch *m = malloc(sizeof *m);
    YsMoveList *l = malloc(sizeof *l);
    YsOptions o;
    ys_options_default(&o);
    o.seed = seed;
    int seats[YS_MAX_HUMANS] = {0, AI_HARD + 1, AI_HARD + 1, AI_HARD + 1}, r = -1;
    YsBuf code = {0};
    if (m && l && ys_match_new(m, &o, NULL, 0) == 0) {
        random_moves(m, l, seed ^ 0xC0DEu, 60);
        ui_nav_go(a, SC_TITLE);
        a->has_autosave = 1;
        r = ys_code_encode(m, seats, &code) == 0 && ui_app_open_code(a, code.s) == 1 ? 0 : -1;
    }
    ys_buf_free(&code);
    free(m);
    free(l);
    return r;
}

int ui_drive_history(UiApp *a, const char *name, uint64_t seed)
{
    if (!strcmp(name, "code_offer")) return drive_code_offer(a, seed);
    if (strcmp(name, "history") && strcmp(name, "stats")) return -1;
    int n = (int)(sizeof shot_games / sizeof shot_games[0]);
    UiHistoryState *h = &a->hist;
    ui_nav_go(a, SC_TITLE);
    ui_nav_push(a, SC_HISTORY); /* reads the folder's history: the made-up one replaces it */
    UiHistGame *list = realloc(h->list, sizeof *list * (size_t)n);
    if (list) h->list = list, h->n = 0; /* the old list is gone: empty until made up */
    YsMatch *m = malloc(sizeof *m);
    YsMoveList *l = malloc(sizeof *l);
    if (!list || !m || !l) {
        free(m), free(l);
        return -1;
    }
    for (int k = 0; k < n; k++) {
        YsOptions o;
        ys_options_default(&o);
        o.players = shot_games[k].players;
        o.seed = seed + (uint64_t)k;
        if (ys_match_new(m, &o, NULL, 0)) {
            free(m), free(l);
            return -1;
        }
        random_moves(m, l, seed ^ (0xC0DEu + (uint64_t)k), -1);
        char meta[1024];
        size_t off = 0;
        for (int p = 0; p < o.players; p++) {
            int human = p == 0 || shot_games[k].hot_seat;
            const char *nm = p == 0 ? "Ana" : human ? "Ben" : ui_str((UiStrId)(S_PNAME_0 + p));
            off += (size_t)snprintf(meta + off, sizeof meta - off,
                                    "seat%d.human=%d\nseat%d.level=%d\nseat%d.colour=%d\nseat%d.name=%s\n", p, human, p,
                                    human ? AI_MEDIUM : shot_games[k].levels[p], p, p, p, nm);
        }
        /* a day apart, newest first, at noon */
        off +=
            (size_t)snprintf(meta + off, sizeof meta - off, "finished=%lld\n", (long long)(1795003200 - 86400LL * k));
        if (shot_games[k].undo) off += (size_t)snprintf(meta + off, sizeof meta - off, "undo=1\n");
        if (shot_games[k].daily) snprintf(meta + off, sizeof meta - off, "daily=2026-11-18\n");
        snprintf(list[k].file, sizeof list[k].file, "shot-%d.ys", k);
        ui_history_describe(m, meta, &list[k]);
    }
    free(m);
    free(l);
    h->list = list;
    h->n = n;
    h->scroll = 0;
    h->who = 0;
    h->stats = !strcmp(name, "stats");
    ui_app_history_count(a);
    return 0;
}
