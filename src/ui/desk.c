/* desk.c - the program around the game: settings applied at once, the
 * player's folder (autosave after every move, named saves, each with a
 * .seats side file for who sits where), Continue, and Undo. The engine's
 * save format is untouched: a save is the engine save plus the side file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk.h"
#include "ys/file.h"

#define SEATS_MAX (64 * 1024) /* a larger side file is not ours */

/* ------------------------------------------------------------------ */
/* The desk beside each app */

#define MAX_APPS 4
static UiDesk desks[MAX_APPS];

UiDesk *ui_desk(UiApp *a)
{
    for (int i = 0; i < MAX_APPS; i++)
        if (desks[i].app == a) return &desks[i];
    ui_desk_reset(a);
    for (int i = 0; i < MAX_APPS; i++)
        if (desks[i].app == a) return &desks[i];
    return &desks[0];
}

void ui_desk_reset(UiApp *a)
{
    UiDesk *d = NULL;
    for (int i = 0; i < MAX_APPS && !d; i++)
        if (desks[i].app == a) d = &desks[i];
    for (int i = 0; i < MAX_APPS && !d; i++)
        if (!desks[i].app) d = &desks[i];
    if (!d) d = &desks[0];
    if (d->pref_dir) SDL_free(d->pref_dir);
    free(d->rp_full);
    free(d->saves);
    memset(d, 0, sizeof *d);
    d->app = a;
    ui_settings_default(&d->set);
    d->set.lang = ui_desk_lang();
    d->undo_to = -1;
    d->ret_scene = SC_TITLE;
    d->rules_ret = SC_TITLE;
}

void ui_desk_free(UiApp *a)
{
    for (int i = 0; i < MAX_APPS; i++)
        if (desks[i].app == a) {
            if (desks[i].pref_dir) SDL_free(desks[i].pref_dir);
            free(desks[i].rp_full);
            free(desks[i].saves);
            memset(&desks[i], 0, sizeof desks[i]);
        }
}

void ui_desk_status(UiApp *a, const char *msg)
{
    UiDesk *d = ui_desk(a);
    snprintf(d->status, sizeof d->status, "%s", msg ? msg : "");
    d->status_at = SDL_GetTicks();
    a->dirty = 1;
}

/* ------------------------------------------------------------------ */
/* Settings */

void ui_desk_apply(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    if (d->set.lang != ui_desk_lang()) ui_desk_set_lang(a, d->set.lang);
    if (a->win && (d->set.fullscreen != 0) != (a->fullscreen != 0)) {
        a->fullscreen = d->set.fullscreen;
        SDL_SetWindowFullscreen(a->win, a->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    }
    float sp = d->set.anim_speed > 0.1f ? d->set.anim_speed : 1.0f;
    a->pace = 1.0f / sp;
    a->anim.pace = a->pace;
    if (a->scene != SC_GAME) a->setup.peek = d->set.show_own_hidden;
    a->dirty = 1;
}

void ui_desk_save_settings(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    if (d->pref_dir) ui_settings_save(&d->set, d->pref_dir);
}

static int check_autosave(UiApp *a);

int ui_desk_open(UiApp *a, const char *dir, UiLang lang_override)
{
    UiDesk *d = ui_desk(a);
    if (d->pref_dir) SDL_free(d->pref_dir), d->pref_dir = NULL;
    if (dir && ys_file_make_dirs(dir) != 0) {
        fprintf(stderr, "ys: cannot make the folder %s: settings and saves are not kept\n", dir);
    } else if (dir) {
        size_t n = strlen(dir) + 2;
        d->pref_dir = SDL_malloc(n);
        if (d->pref_dir) snprintf(d->pref_dir, n, "%s/", dir);
    } else {
        d->pref_dir = ui_pref_dir();
    }
    int have = d->pref_dir && ui_settings_load(&d->set, d->pref_dir) == 0;
    if (!have) {
        ui_settings_default(&d->set);
        d->set.lang = ui_lang_from_system();
    }
    if (lang_override < UI_LANG_COUNT) d->set.lang = lang_override;
    ui_desk_apply(a);
    check_autosave(a);
    return d->pref_dir ? 0 : -1;
}

/* ------------------------------------------------------------------ */
/* Seats side files */

int ui_seats_format(const UiApp *a, char *buf, size_t len)
{
    size_t o = 0;
    int players = a->match ? a->match->g.opt.players : a->setup.players;
    o += (size_t)snprintf(buf + o, len - o, "# Ys seats\nplayers=%d\n", players);
    for (int s = 0; s < players && o < len; s++) {
        const UiSeat *se = &a->seat[s];
        o += (size_t)snprintf(buf + o, len - o, "seat%d.human=%d\nseat%d.level=%d\nseat%d.colour=%d\nseat%d.name=%s\n",
                              s, se->human, s, se->level, s, se->colour, s, se->name);
    }
    return o < len ? 0 : -1;
}

int ui_seats_parse(const char *text, UiSeat seat[YS_MAX_HUMANS], int players)
{
    /* defaults: one human and bots, distinct colours, default names */
    for (int s = 0; s < YS_MAX_HUMANS; s++) {
        memset(&seat[s], 0, sizeof seat[s]);
        seat[s].human = s == 0, seat[s].level = AI_MEDIUM, seat[s].colour = s;
        snprintf(seat[s].name, sizeof seat[s].name, "%s", ui_str((UiStrId)(S_PNAME_0 + s)));
    }
    if (!text) return -1;
    int bad = 0;
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        char line[128];
        if (n >= sizeof line) n = sizeof line - 1;
        memcpy(line, p, n);
        line[n] = 0;
        if (n && line[n - 1] == '\r') line[--n] = 0;
        p += e ? (size_t)(e - p) + 1 : strlen(p);
        if (!line[0] || line[0] == '#') continue;
        int s;
        char key[16];
        int off = 0;
        if (sscanf(line, "seat%d.%15[a-z]=%n", &s, key, &off) == 2 && off > 0 && s >= 0 && s < YS_MAX_HUMANS) {
            const char *v = line + off;
            int iv = atoi(v);
            if (!strcmp(key, "human") && (iv == 0 || iv == 1))
                seat[s].human = iv;
            else if (!strcmp(key, "level") && iv >= AI_EASY && iv <= AI_EXPERT)
                seat[s].level = iv;
            else if (!strcmp(key, "colour") && iv >= 0 && iv < 4)
                seat[s].colour = iv;
            else if (!strcmp(key, "name") && *v)
                snprintf(seat[s].name, sizeof seat[s].name, "%s", v);
            else
                bad++;
        } else if (strncmp(line, "players=", 8)) {
            bad++;
        }
    }
    /* colours must differ */
    for (int s = 1; s < players && s < YS_MAX_HUMANS; s++)
        for (int t = 0; t < s; t++)
            if (seat[s].colour == seat[t].colour) {
                for (int c = 0; c < 4; c++) {
                    int used = 0;
                    for (int u = 0; u < players; u++)
                        used |= u != s && seat[u].colour == c;
                    if (!used) {
                        seat[s].colour = c;
                        break;
                    }
                }
            }
    return bad ? -1 : 0;
}

/* dir/autosave.seats, or dir/saves/<file name of name without .ys>.seats */
static int seats_path(UiDesk *d, const char *name, char *out, size_t len)
{
    if (!d->pref_dir) return -1;
    if (!name) return snprintf(out, len, "%sautosave.seats", d->pref_dir) < (int)len ? 0 : -1;
    char file[300];
    if (ui_save_file_name(name, file, sizeof file) != 0) return -1;
    size_t l = strlen(file);
    if (l > 3 && !strcmp(file + l - 3, ".ys")) file[l - 3] = 0;
    return snprintf(out, len, "%ssaves/%s.seats", d->pref_dir, file) < (int)len ? 0 : -1;
}

static int write_seats(UiApp *a, const char *name)
{
    char path[1200], buf[1024];
    if (seats_path(ui_desk(a), name, path, sizeof path) != 0 || ui_seats_format(a, buf, sizeof buf) != 0) return -1;
    return ys_file_write(path, buf, strlen(buf), NULL, 0);
}

static void read_seats(UiApp *a, const char *name, int players)
{
    char path[1200];
    char *text = NULL;
    if (seats_path(ui_desk(a), name, path, sizeof path) == 0) ys_file_read(path, SEATS_MAX, &text, NULL, NULL, 0);
    UiSeat seat[YS_MAX_HUMANS];
    ui_seats_parse(text, seat, players);
    free(text);
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        a->seat[s] = seat[s];
}

/* ------------------------------------------------------------------ */
/* Autosave, Continue, named saves */

static int check_autosave(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    d->has_autosave = 0;
    if (!d->pref_dir || !ui_autosave_exists(d->pref_dir)) return 0;
    YsMatch *m = malloc(sizeof *m);
    if (!m) return -1;
    char err[200] = "";
    int r = ui_autosave_load(m, d->pref_dir, err, sizeof err);
    free(m);
    if (r == 0) {
        d->has_autosave = 1;
    } else {
        char msg[400];
        snprintf(msg, sizeof msg, ui_str(S_AUTOSAVE_DAMAGED), err);
        ui_desk_status(a, msg);
        fprintf(stderr, "ys: %s\n", msg);
    }
    return r;
}

static int autosaving(UiApp *a) { return ui_desk(a)->pref_dir && a->match && !a->demo && a->scene != SC_REPLAY; }

void ui_desk_game_started(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    d->confirm = 0;
    if (autosaving(a)) {
        write_seats(a, NULL);
        if (ui_autosave(a->match, d->pref_dir) == 0) d->has_autosave = 1;
    }
    ui_desk_update_undo(a);
}

void ui_desk_after_move(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    if (autosaving(a) && ui_autosave(a->match, d->pref_dir) != 0) ui_desk_status(a, ui_str(S_SAVE_FAILED));
    ui_desk_update_undo(a);
}

void ui_desk_game_over(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    if (autosaving(a)) {
        ui_autosave_clear(d->pref_dir);
        char path[1200];
        if (seats_path(d, NULL, path, sizeof path) == 0) ys_file_remove(path);
        d->has_autosave = 0;
    }
    d->undo_to = -1;
}

/* Shows a loaded match: its seats from the side file, then the game. */
static void show_loaded(UiApp *a, const char *name)
{
    read_seats(a, name, a->match->g.opt.players);
    a->demo = 0;
    ui_app_show_match(a, -2);
}

static YsMatch *new_match(void)
{
    YsMatch *m = malloc(sizeof *m);
    if (!m) {
        fprintf(stderr, "ys: out of memory\n");
        exit(1);
    }
    return m;
}

int ui_desk_continue(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    if (!d->pref_dir) return -1;
    YsMatch *m = new_match();
    char err[200] = "";
    int r = ui_autosave_load(m, d->pref_dir, err, sizeof err);
    if (r != 0) {
        char msg[400];
        snprintf(msg, sizeof msg, ui_str(r == -2 ? S_AUTOSAVE_DAMAGED : S_LOAD_FAILED), err);
        ui_desk_status(a, msg);
        d->has_autosave = 0;
        free(m);
        return -1;
    }
    ui_bot_wait(&a->bot);
    free(a->match);
    a->match = m;
    show_loaded(a, NULL);
    return 0;
}

int ui_desk_save_as(UiApp *a, const char *name)
{
    UiDesk *d = ui_desk(a);
    char msg[300];
    if (!d->pref_dir || !a->match || ui_save_named(a->match, d->pref_dir, name) != 0) {
        ui_desk_status(a, ui_str(S_SAVE_FAILED));
        return -1;
    }
    write_seats(a, name);
    snprintf(msg, sizeof msg, ui_str(S_SAVED), name);
    ui_desk_status(a, msg);
    return 0;
}

int ui_desk_load_named(UiApp *a, const char *name, int replay)
{
    UiDesk *d = ui_desk(a);
    if (!d->pref_dir) return -1;
    YsMatch *m = new_match();
    char err[200] = "", msg[400];
    if (ui_load_named(m, d->pref_dir, name, err, sizeof err) != 0) {
        snprintf(msg, sizeof msg, ui_str(S_LOAD_FAILED), err);
        ui_desk_status(a, msg);
        free(m);
        return -1;
    }
    ui_bot_wait(&a->bot);
    free(a->match);
    a->match = m;
    if (replay) {
        read_seats(a, name, m->g.opt.players);
        a->demo = 0;
        ui_app_show_match(a, -1);
        ui_replay_start(a, m);
        return 0;
    }
    show_loaded(a, name);
    /* a loaded game is the one to continue now */
    ui_desk_game_started(a);
    return 0;
}

void ui_desk_refresh_saves(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    int n = d->pref_dir ? ui_list_saves(d->pref_dir, NULL, 0) : 0;
    UiSaveInfo *list = n > 0 ? realloc(d->saves, sizeof *list * (size_t)n) : NULL;
    if (n > 0 && !list) {
        fprintf(stderr, "ys: out of memory\n");
        exit(1);
    }
    if (list) d->saves = list;
    d->nsaves = list ? ui_list_saves(d->pref_dir, d->saves, n) : 0;
    d->saves_scroll = 0;
}

/* ------------------------------------------------------------------ */
/* Undo */

static unsigned humans_mask(const UiApp *a)
{
    unsigned m = 0;
    for (int s = 0; a->match && s < a->match->g.opt.players; s++)
        if (a->seat[s].human) m |= 1u << s;
    return m;
}

static int requester(const UiApp *a) { return a->nhumans > 1 ? a->viewer : -1; }

void ui_desk_update_undo(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    d->undo_to = -1;
    if (!a->match || a->demo || !humans_mask(a) || ys_over(&a->match->g)) return;
    if (a->nhumans > 1 && a->viewer < 0) return;
    d->undo_to = ui_undo_target(a->match, humans_mask(a), requester(a));
}

int ui_desk_undo(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    if (!a->match || (a->scene != SC_GAME && a->scene != SC_HANDOVER && a->scene != SC_MENU)) return -1;
    ui_desk_update_undo(a);
    if (d->undo_to < 0) {
        ui_desk_status(a, ui_str(S_UNDO_REFUSED));
        return -1;
    }
    ui_bot_wait(&a->bot);
    a->has_pending = 0;
    d->confirm = 0;
    if (ys_replay(a->match, d->undo_to) != 0) return -1;
    ui_app_show_match(a, a->nhumans > 1 ? a->viewer : -2);
    if (autosaving(a)) ui_autosave(a->match, d->pref_dir);
    ui_desk_update_undo(a);
    return 0;
}
