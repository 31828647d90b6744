/* game.c - the game around the session: settings applied at once, the
 * player's folder, starting, continuing, loading, saving and undoing games,
 * and the bot that plays while the story is told. Scenes call it; it opens
 * scenes only through nav.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "history.h"
#include "ui_online.h"
#include "ys/die.h"

/* ------------------------------------------------------------------ */
/* Settings */

/* The top bar's buttons, packed from the right, each as wide as its label
 * in this language needs, all at one text size that fits the bar. */
static void fit_top_bar(UiApp *a)
{
    UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    UiRect *b[5] = {&L->btn_menu, &L->btn_pace, &L->btn_skip, &L->btn_undo, &L->btn_hint};
    char pace[3][64];
    static const UiStrId pace_ids[3] = {S_PACE_FAST, S_PACE_NORMAL, S_PACE_SLOW};
    for (int i = 0; i < 3; i++)
        snprintf(pace[i], sizeof pace[i], ui_str(S_PACE), ui_str(pace_ids[i]));
    const char *label[5][3] = {
        {ui_str(S_MENU)}, {pace[0], pace[1], pace[2]}, {ui_str(S_CLICK_SKIP)}, {ui_str(S_UNDO)}, {ui_str(S_HINT)}};
    int pad = ui_sc(L, 10) > 6 ? ui_sc(L, 10) : 6, gap = ui_sc(L, 10), room = L->w - (L->ox + ui_sc(L, 700));
    int px = L->font_small, w[5];
    for (;; px--) {
        int total = 0;
        for (int i = 0; i < 5; i++) {
            w[i] = 0;
            for (int k = 0; k < 3 && label[i][k]; k++) {
                int tw = ui_text_w(g, FONT_BOLD, px, label[i][k]) + 2 * pad;
                if (tw > w[i]) w[i] = tw;
            }
            if (w[i] < b[i]->w) w[i] = b[i]->w;
            total += w[i] + gap;
        }
        if (px <= L->min_px || px <= 6 || (total <= room && ui_text_h(g, FONT_BOLD, px) <= L->btn_menu.h)) break;
    }
    L->top_px = px;
    int x = L->btn_menu.x + L->btn_menu.w;
    for (int i = 0; i < 5; i++) {
        x -= w[i];
        b[i]->x = x, b[i]->w = w[i];
        x -= gap;
    }
}

void ui_app_layout(UiApp *a, int players, int nbhds, int kf)
{
    ui_layout_compute(&a->L, a->out_w, a->out_h, players, nbhds, kf);
    ui_layout_text(&a->L, ui_size_percent(a->set.ui_size));
    a->gfx.min_px = a->L.min_px;
    if (a->ren) fit_top_bar(a);
    /* the table's panel (people at other screens) takes the log's foot; the
     * log keeps a few lines above it (120 units), the panel's lines closer
     * where they would leave it fewer (four seats) */
    a->game.panel_tight = 0;
    int foot = ui_online_panel_foot(a);
    if (foot && a->L.log.h <= ui_sc(&a->L, foot + 120)) a->game.panel_tight = 1, foot = ui_online_panel_foot(a);
    if (foot && a->L.log.h > ui_sc(&a->L, foot + 60))
        a->L.log.h -= ui_sc(&a->L, foot);
    else if (foot) /* not even then (the throne below): the log and the panel take turns in its place */
        a->game.panel_tight = 2;
}

/* The layout again at the same output size (a new language or UI size). */
static void relayout(UiApp *a)
{
    const YsOptions *o = a->ses.players ? &a->ses.view.opt : NULL;
    ui_app_layout(a, o ? o->players : 4, o ? o->nbhds : 4, o ? o->kings_favor : 0);
    if (a->scene == SC_GAME && a->ses.players) ui_app_targets(a);
}

void ui_app_set_lang(UiApp *a, UiLang lang)
{
    if ((unsigned)lang >= UI_LANG_COUNT) lang = UI_LANG_EN;
    int renamed[YS_MAX_HUMANS] = {0};
    if (a)
        for (int s = 0; s < YS_MAX_HUMANS; s++)
            renamed[s] = !strcmp(a->setup.seat[s].name, ui_str((UiStrId)(S_PNAME_0 + s)));
    ui_lang_use(lang);
    if (!a) return;
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        if (renamed[s])
            snprintf(a->setup.seat[s].name, sizeof a->setup.seat[s].name, "%s", ui_str((UiStrId)(S_PNAME_0 + s)));
    a->set.lang = lang;
    /* a game under way (or a replay) tells its log and its story in the new words */
    if (a->ses.players) ui_session_retell(&a->ses);
    if (a->ren && a->out_w > 0) relayout(a); /* the top bar fits the new words */
    a->dirty = 1;
}

/* (app.c's window events call these: the layout follows the window) */
void ui_app_set_fullscreen(UiApp *a, int on)
{
    on = on != 0;
    if (!a->win || on == (a->fullscreen != 0)) return;
    a->fullscreen = on;
    ui_window_fullscreen(a, on); /* window.c: the windowed size and place kept and given back */
    /* laid out for what the window now draws, asked at once: without a
     * window manager no size event may come, and the desktop's size is not
     * the window's */
    ui_app_resize(a);
}

void ui_app_resize(UiApp *a)
{
    int old_w = a->out_w, old_h = a->out_h;
    SDL_GetWindowSize(a->win, &a->win_w, &a->win_h);
    if (SDL_GetRendererOutputSize(a->ren, &a->out_w, &a->out_h) != 0) a->out_w = a->win_w, a->out_h = a->win_h;
    const YsOptions *o = a->ses.players ? &a->ses.view.opt : NULL;
    ui_app_layout(a, o ? o->players : 4, o ? o->nbhds : 4, o ? o->kings_favor : 0);
    if (a->out_w != old_w || a->out_h != old_h) ui_gfx_flush(&a->gfx); /* art rasterised for the old size */
    if (a->scene == SC_GAME && a->ses.players) ui_app_targets(a);
    a->dirty = 1;
}

void ui_app_apply(UiApp *a)
{
    if (a->set.lang != (UiLang)ui_lang_current()) ui_app_set_lang(a, a->set.lang);
    if (a->win && (a->set.fullscreen != 0) != (a->fullscreen != 0)) ui_app_set_fullscreen(a, a->set.fullscreen);
    float sp = a->set.anim_speed > 0.1f ? a->set.anim_speed : 1.0f;
    a->ses.pace = 1.0f / sp;
    a->ses.anim.pace = a->ses.pace;
    if (a->scene != SC_GAME) a->setup.peek = a->set.show_own_hidden;
    ui_assist_apply(a);
    if (a->ren && a->L.ui_pct != ui_size_percent(a->set.ui_size)) relayout(a);
    if (a->ses.players) ui_app_update_undo(a);
    a->dirty = 1;
}

int ui_app_save_settings(UiApp *a)
{
    /* a failed write is told: the settings hold until the game closes */
    if (a->pref_dir && ui_settings_save(&a->set, a->pref_dir) != 0) {
        fprintf(stderr, "ys: could not write %ssettings.ini\n", a->pref_dir);
        ui_app_status(a, ui_str(S_SETTINGS_NOT_SAVED));
        return -1;
    }
    return a->pref_dir ? 0 : -1;
}

/* Tells the player why a save did not load (fmt: a text id with one %s),
 * in their language; the log gets the engine's words, with the path. */
static void tell_load_error(UiApp *a, UiStrId fmt, const YsLoadError *e)
{
    char why[200], msg[400];
    ui_load_error_str(e, why, sizeof why);
    snprintf(msg, sizeof msg, ui_str(fmt), why);
    ui_app_status(a, msg);
    fprintf(stderr, "ys: %s (%s)\n", msg, e->text);
}

static void check_autosave(UiApp *a)
{
    YsLoadError why = {0};
    int r = ui_persist_check_autosave(a->pref_dir, &why);
    a->has_autosave = r == 1;
    if (r < 0) tell_load_error(a, S_AUTOSAVE_DAMAGED, &why);
}

int ui_app_open(UiApp *a, const char *dir, UiLang lang_override)
{
    if (a->pref_dir) SDL_free(a->pref_dir), a->pref_dir = NULL;
    if (dir && ys_file_make_dirs(dir) != 0) {
        fprintf(stderr, "ys: cannot make the folder %s: settings and saves are not kept\n", dir);
    } else if (dir) {
        size_t n = strlen(dir) + 2;
        a->pref_dir = SDL_malloc(n);
        if (a->pref_dir) snprintf(a->pref_dir, n, "%s/", dir);
    } else {
        a->pref_dir = ui_pref_dir();
    }
    a->no_folder = !a->pref_dir;
    if (a->no_folder) /* the title screen says it too (S_NO_FOLDER) */
        fprintf(stderr, "ys: no folder for the player's files (set HOME, or use --prefs DIR): settings and games "
                        "will not be kept\n");
    int have = a->pref_dir && ui_settings_load(&a->set, a->pref_dir) == 0;
    if (!have) {
        ui_settings_default(&a->set);
        a->set.lang = ui_lang_from_system();
    }
    a->first_start = !have;
    if (lang_override < UI_LANG_COUNT) a->set.lang = lang_override;
    ui_app_apply(a);
    check_autosave(a);
    return a->pref_dir ? 0 : -1;
}

/* ------------------------------------------------------------------ */
/* Starting and showing games */

void ui_app_setup_defaults(UiApp *a, int players)
{
    UiSetup *st = &a->setup;
    st->players = players;
    for (int s = 0; s < YS_MAX_HUMANS; s++) {
        UiSeat *se = &st->seat[s];
        se->colour = s;
        se->human = s == 0;
        se->level = AI_MEDIUM;
        snprintf(se->name, sizeof se->name, "%s", ui_str((UiStrId)(S_PNAME_0 + s)));
    }
    st->nbhds4 = 1;
    st->peek = 1;
    st->focus_name = -1;
}

void ui_app_stop_bot(UiApp *a)
{
    ui_bot_cancel(&a->game.bot);
    a->game.pace_open = 0;
}

void ui_app_targets(UiApp *a) { ui_input_targets(&a->L, &a->ses.view, &a->ses.legal, &a->game.pick, &a->game.targets); }

/* After the session changed: a fresh pick, the layout of its options. */
static void shown_anew(UiApp *a)
{
    const YsOptions *o = &a->ses.view.opt;
    ui_app_layout(a, o->players, o->nbhds, o->kings_favor);
    ui_pick_clear(&a->game.pick);
    a->game.confirm = 0;
    if (a->game.chat_on) a->game.chat_on = 0, a->text_input = 0;
    /* the ring stays shown for a keyboard player, but on the new game's
     * first target, and not moved at any move of it yet */
    a->game.focus = 0, a->game.focus_moved = 0;
    a->game.table_shut = 0, a->game.chat_seen = 0; /* a table that shares the log's place: shown first */
    memset(&a->tutor, 0, sizeof a->tutor);         /* another game: no coach (ui_tutor_start brings it back) */
    ui_app_targets(a);
    a->dirty = 1;
}

/* What the seats file says of the guided game: the coach as it is now. */
static void note_coach(UiApp *a)
{
    a->ses.guided = a->tutor.game;
    a->ses.coach_step = a->tutor.on ? a->tutor.step : -1;
}

void ui_app_autosave(UiApp *a)
{
    if (a->scene == SC_REPLAY || !ui_persist_unsaved(&a->ses)) return;
    note_coach(a);
    if (ui_persist_autosave(&a->ses, a->pref_dir) != 0)
        ui_app_status(a, ui_str(S_SAVE_FAILED));
    else if (a->pref_dir && !a->ses.demo)
        a->has_autosave = 1;
}

int ui_app_seed(const char *digits, uint64_t *out)
{
    size_t zeros = strspn(digits, "0");
    if (zeros && !digits[zeros]) zeros--; /* "000" is 0 */
    return ys_parse_uint(digits + zeros, UINT64_MAX, out);
}

/* ------------------------------------------------------------------ */
/* The bots of a game here: the local source asks this runner, which
 * thinks on the game scene's bot thread (bot_worker.c) */

static int runner_start(void *ud, const YsView *v, const AiParams *prm)
{
    UiApp *a = ud;
    if (a->driven) return 1; /* the driver plays the bots, whatever the time */
    return ui_bot_start(&a->game.bot, v, prm, a->wake_event);
}

static int runner_poll(void *ud, YsMove *m, AiReason *told)
{
    UiApp *a = ud;
    UiBot *b = &a->game.bot;
    if (!b->busy) return -2;
    if (!ui_bot_poll(b)) return 0;
    if (b->rc == AI_CANCELLED) return -2;
    if (b->rc != 0) return -1;
    *m = b->move;
    *told = b->told;
    return 1;
}

static void runner_cancel(void *ud) { ui_bot_cancel(&((UiApp *)ud)->game.bot); }

/* The guided game's bots: the same story every time. */
static void runner_params(void *ud, const YsGame *g, int nlog, int seat, AiParams *prm)
{
    UiApp *a = ud;
    if (!a->tutor.game) return;
    prm->seed = ui_tutor_bot_seed(g, nlog, seat);
    prm->iterations = UI_TUTOR_BOT_ITERATIONS;
}

UiBotRunner ui_app_bots(UiApp *a) { return (UiBotRunner){a, runner_start, runner_poll, runner_cancel, runner_params}; }

int ui_app_open_match(UiApp *a, YsMatch *m, int viewer, unsigned flags)
{
    ui_app_stop_bot(a);
    UiBotRunner r = ui_app_bots(a);
    if (ui_session_open(&a->ses, ui_local_new(m, a->ses.seat, &r, flags), a->ses.seat, viewer) != 0) return -1;
    return 0;
}

int ui_app_start_game(UiApp *a)
{
    a->driven = 0; /* a new game's bots are the game's own, until a driver steps */
    UiSetup *st = &a->setup;
    YsOptions o;
    ys_options_default(&o);
    o.players = st->players;
    o.nbhds = st->players == 3 && !st->nbhds4 ? 3 : st->players == 2 ? 3 : 4;
    o.kings_favor = st->players >= 3 && st->kings_favor;
    o.express = st->players >= 3 && st->express;
    o.strong_neutral = st->players == 2 && st->strong_neutral;
    o.peek = st->peek;
    if (st->seed[0]) {
        if (ui_app_seed(st->seed, &o.seed) != 0) { /* the field takes no other */
            ui_app_status(a, ui_str(S_SEED_TOO_BIG));
            return -1;
        }
    } else
        o.seed = ((uint64_t)SDL_GetPerformanceCounter() * 0x9E3779B97F4A7C15ull) >> 8;
    char err[160];
    ui_app_stop_bot(a);
    UiBotRunner r = ui_app_bots(a);
    if (ui_session_new_local(&a->ses, &o, st->seat, &r, err, sizeof err) != 0) {
        fprintf(stderr, "ys: %s\n", err);
        return -1;
    }
    a->ses.saved_nlog = -1;
    shown_anew(a);
    ui_nav_go(a, SC_GAME);
    ui_app_autosave(a);
    ui_app_update_undo(a);
    return 0;
}

void ui_app_demo(UiApp *a, int players)
{
    ui_app_setup_defaults(a, players);
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        a->setup.seat[s].human = 0;
    a->ses.demo = 1;
    ui_app_start_game(a);
}

void ui_app_show_game(UiApp *a)
{
    shown_anew(a);
    ui_nav_go(a, SC_GAME);
    ui_app_update_undo(a);
}

/* After a move went in: the pick done, the targets, the autosave. */
static void moved(UiApp *a)
{
    ui_pick_clear(&a->game.pick);
    ui_app_targets(a);
    ui_app_autosave(a);
    ui_app_update_undo(a);
    a->dirty = 1;
}

int ui_app_submit(UiApp *a, const YsMove *m)
{
    if (ui_session_submit(&a->ses, m) != 0) return -1;
    ui_session_pump(&a->ses, a->now, 1); /* a game here tells it at once */
    moved(a);
    return 0;
}

int ui_app_play_move(UiApp *a, const YsMove *m)
{
    if (ui_session_submit(&a->ses, m) == 0) {
        ui_session_pump(&a->ses, a->now, 1);
    } else {
        ui_app_stop_bot(a);
        if (ui_session_play(&a->ses, m) != 0) return -1;
    }
    moved(a);
    return 0;
}

void ui_app_sources(UiApp *a)
{
    char news[400];
    if (a->opening) { /* a room being reached: its game shown once its first view came */
        ui_source_poll(a->opening, a->now);
        while (ui_source_news(a->opening, news, sizeof news))
            ui_app_status(a, news);
        static YsView v;
        int r = ui_source_view(a->opening, -1, &v);
        if (r == -2) { /* refused: the news said why */
            ui_source_free(a->opening);
            a->opening = NULL;
        } else if (r == 0) {
            UiSource *s = a->opening;
            a->opening = NULL;
            ui_app_stop_bot(a);
            a->ses.demo = a->ses.guided = a->ses.undo_used = a->ses.kept = 0;
            a->ses.daily[0] = 0;
            if (ui_session_open(&a->ses, s, NULL, -2) == 0) {
                a->status[0] = 0; /* "Connecting..." is over */
                ui_app_show_game(a);
            }
        }
    }
    if (!a->ses.src) return;
    ui_source_poll(a->ses.src, a->now); /* whatever scene is on top: the connection is read */
    if (a->scene != SC_GAME)
        while (ui_source_news(a->ses.src, news, sizeof news))
            ui_app_status(a, news);
    /* the table's next game (a rematch) begins while the end screen shows */
    if (a->scene == SC_END && ui_session_over(&a->ses) && ui_session_pump(&a->ses, a->now, 1) &&
        !ui_session_over(&a->ses))
        ui_app_show_game(a);
}

void ui_app_request_quit(UiApp *a)
{
    if ((ui_session_caps(&a->ses) & UI_SRC_HOSTS) && a->scene != SC_ASK)
        ui_app_ask(a, UI_ASK_QUIT, -1, ui_str(S_HOST_QUIT_ASK), S_QUIT);
    else
        a->quit = 1; /* a second close of the window while asked: it quits */
}

void ui_app_leave_game(UiApp *a)
{
    ui_app_stop_bot(a);
    ui_session_close(&a->ses);
    a->game.confirm = 0;
    if (a->game.chat_on) a->game.chat_on = 0, a->text_input = 0;
    ui_pick_clear(&a->game.pick);
}

void ui_app_fast_forward(UiApp *a)
{
    ui_session_fast_forward(&a->ses);
    a->dirty = 1;
}

/* ------------------------------------------------------------------ */
/* Continue, named saves, Undo */

void ui_app_save_coach(UiApp *a)
{
    if (a->scene == SC_REPLAY || !a->ses.players) return;
    note_coach(a);
    if (ui_persist_seats(&a->ses, a->pref_dir) != 0) ui_app_status(a, ui_str(S_SAVE_FAILED));
}

/* A game loaded from the player's files: the guided one takes its coach
 * back up where it was (or stays without it, its bots seeded, once skipped). */
static void take_up_coach(UiApp *a)
{
    if (a->ses.guided && ui_tutor_resume(&a->tutor, ui_session_whole(&a->ses), a->ses.coach_step) != 0)
        a->ses.guided = 0;
}

int ui_app_continue(UiApp *a)
{
    if (!a->pref_dir) return -1;
    YsLoadError why = {0};
    ui_app_stop_bot(a);
    YsMatch *m = NULL;
    int r = ui_persist_continue(&a->ses, a->pref_dir, &m, &why);
    if (r != 0) {
        tell_load_error(a, r == -2 ? S_AUTOSAVE_DAMAGED : S_LOAD_FAILED, &why);
        a->has_autosave = 0;
        return -1;
    }
    if (ui_app_open_match(a, m, -2, 0) != 0) return -1;
    ui_app_show_game(a);
    take_up_coach(a);
    return 0;
}

int ui_app_save_as(UiApp *a, const char *name)
{
    char msg[300];
    note_coach(a);
    if (ui_persist_save_named(&a->ses, a->pref_dir, name) != 0) {
        ui_app_status(a, ui_str(S_SAVE_FAILED));
        return -1;
    }
    snprintf(msg, sizeof msg, ui_str(S_SAVED), name);
    ui_app_status(a, msg);
    return 0;
}

int ui_app_load_named(UiApp *a, const char *name, int replay)
{
    char file[UI_SAVE_NAME_MAX * 3 + 8];
    if (ui_save_file_name(name, file, sizeof file) != 0) {
        YsLoadError why;
        ys_load_fail(&why, YS_LOAD_MISSING, "not a valid save name");
        tell_load_error(a, S_LOAD_FAILED, &why);
        return -1;
    }
    return ui_app_load_file(a, file, replay);
}

int ui_app_load_file(UiApp *a, const char *file, int replay)
{
    YsLoadError why = {0};
    ui_app_stop_bot(a);
    YsMatch *m = NULL;
    if (ui_persist_load_file(&a->ses, a->pref_dir, file, &m, &why) != 0) {
        tell_load_error(a, S_LOAD_FAILED, &why);
        return -1;
    }
    if (replay) { /* the caller replays it (ui_replay_start) */
        if (ui_app_open_match(a, m, -1, UI_LOCAL_STILL) != 0) return -1;
        ui_app_show_game(a);
        return 0;
    }
    if (ui_app_open_match(a, m, -2, 0) != 0) return -1;
    ui_app_show_game(a);
    take_up_coach(a);
    /* a loaded game is the one to continue now */
    a->ses.saved_nlog = -1;
    ui_app_autosave(a);
    return 0;
}

void ui_app_refresh_saves(UiApp *a)
{
    int n = a->pref_dir ? ui_list_saves(a->pref_dir, NULL, 0) : 0;
    UiSaveInfo *list = n > 0 ? ys_need(realloc(a->saves.list, sizeof *list * (size_t)n), "the saves' list") : NULL;
    if (list) a->saves.list = list;
    a->saves.n = list ? ui_list_saves(a->pref_dir, a->saves.list, n) : 0;
    a->saves.scroll = 0;
}

int ui_app_has_bots(const UiApp *a)
{
    for (int s = 0; s < a->ses.players; s++)
        if (a->ses.who[s].plays == UI_PLAYS_BOT || a->ses.who[s].plays == UI_PLAYS_BOT_FOR) return 1;
    return 0;
}

int ui_app_undo_allowed(const UiApp *a) { return a->set.undo_vs_bots || !ui_app_has_bots(a); }

void ui_app_update_undo(UiApp *a)
{
    ui_persist_update_undo(&a->ses);
    if (!ui_app_undo_allowed(a)) a->ses.undo_to = -1;
}

int ui_app_undo(UiApp *a)
{
    if (!(ui_session_caps(&a->ses) & UI_SRC_KEEPS) ||
        (a->scene != SC_GAME && a->scene != SC_HANDOVER && a->scene != SC_MENU))
        return -1;
    ui_app_update_undo(a);
    if (a->ses.undo_to < 0) {
        ui_app_status(a, ui_str(S_UNDO_REFUSED));
        return -1;
    }
    ui_app_stop_bot(a);
    int viewer = a->ses.nhumans > 1 ? a->ses.viewer : -2;
    YsMatch *m = ui_persist_undo(&a->ses);
    if (!m || ui_app_open_match(a, m, viewer, 0) != 0) return -1;
    ui_app_show_game(a);
    a->ses.saved_nlog = -1;
    ui_app_autosave(a);
    return 0;
}

void ui_app_game_over(UiApp *a)
{
    ys_result(&a->ses.view, &a->ses.result); /* nothing is hidden at the end */
    /* the autosave is a game kept here's: another's end leaves it for Continue */
    if (a->pref_dir && !a->ses.demo && (ui_session_caps(&a->ses) & UI_SRC_KEEPS))
        ui_persist_game_over(a->pref_dir), a->has_autosave = 0;
    if (a->pref_dir && !a->ses.demo && !a->ses.kept && ui_session_whole(&a->ses) &&
        ui_history_add(&a->ses, a->pref_dir, (int64_t)time(NULL), NULL, 0) == 0)
        a->ses.kept = 1;
    a->ses.undo_to = -1;
    ui_nav_go(a, SC_END);
}
