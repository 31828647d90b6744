/* game_files.c - a game session on disk: the autosave after every move
 * (and Continue), named saves, each holding who sits where as its own
 * lines (ys_save_meta), and Undo. Saves from before that kept the seats in
 * a .seats side file, still read for them. Depends on the session, never
 * the app. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "persist.h"
#include "ys/ai.h"
#include "ys/file.h"
#include "ys/die.h"

#define SEATS_MAX (64 * 1024) /* a larger side file is not ours */

/* ------------------------------------------------------------------ */
/* Seats side files */

int ui_seats_format(const UiSession *a, char *buf, size_t len)
{
    size_t o = 0;
    int players = a->players;
    o += (size_t)snprintf(buf + o, len - o, "# Ys seats\nplayers=%d\n", players);
    for (int s = 0; s < players && o < len; s++) {
        const UiSeat *se = &a->seat[s];
        o += (size_t)snprintf(buf + o, len - o, "seat%d.human=%d\nseat%d.level=%d\nseat%d.colour=%d\nseat%d.name=%s\n",
                              s, se->human, s, se->level, s, se->colour, s, se->name);
    }
    if (a->guided && o < len) o += (size_t)snprintf(buf + o, len - o, "guided=1\ncoach=%d\n", a->coach_step);
    if (a->undo_used && o < len) o += (size_t)snprintf(buf + o, len - o, "undo=1\n");
    if (a->daily[0] && o < len) o += (size_t)snprintf(buf + o, len - o, "daily=%.10s\n", a->daily);
    return o < len ? 0 : -1;
}

void ui_seats_extra(const char *text, int *undo_used, char daily[11])
{
    *undo_used = 0;
    daily[0] = 0;
    for (const char *p = text; p && *p;) {
        size_t n = strcspn(p, "\r\n");
        if (n == 6 && !strncmp(p, "undo=1", 6)) *undo_used = 1;
        if (n == 16 && !strncmp(p, "daily=", 6)) memcpy(daily, p + 6, 10), daily[10] = 0;
        p += n;
        p += strspn(p, "\r\n");
    }
}

int ui_seats_guided(const char *text, int *coach_step)
{
    int guided = 0, step = -1;
    for (const char *p = text; p && *p;) {
        size_t n = strcspn(p, "\r\n");
        if (n == 8 && !strncmp(p, "guided=1", 8)) guided = 1;
        if (n > 6 && n < 16 && !strncmp(p, "coach=", 6)) {
            char num[16];
            uint64_t v;
            memcpy(num, p + 6, n - 6);
            num[n - 6] = 0;
            step = ys_parse_uint(num, 1000, &v) == 0 ? (int)v : -1; /* "-1": the coach has left */
        }
        p += n;
        p += strspn(p, "\r\n");
    }
    if (coach_step) *coach_step = guided ? step : -1;
    return guided;
}

/* A "seat<N>.<key>=<value>" line: the seat (a number read with care: a
 * seat of 30 digits is not a seat), the key (lower-case letters) and where
 * the value starts. 0, or -1 for another line. */
static int seat_line(const char *line, int *seat, char key[16], const char **value)
{
    if (strncmp(line, "seat", 4)) return -1;
    const char *num = line + 4, *dot = strchr(num, '.');
    char digits[24];
    uint64_t v;
    if (!dot || dot == num || (size_t)(dot - num) >= sizeof digits) return -1;
    memcpy(digits, num, (size_t)(dot - num));
    digits[dot - num] = 0;
    if (ys_parse_uint(digits, YS_MAX_HUMANS - 1, &v)) return -1;
    const char *k = dot + 1, *eq = strchr(k, '=');
    size_t n = eq ? (size_t)(eq - k) : 0;
    if (!n || n >= 16) return -1;
    for (size_t i = 0; i < n; i++)
        if (k[i] < 'a' || k[i] > 'z') return -1;
    memcpy(key, k, n);
    key[n] = 0;
    *seat = (int)v;
    *value = eq + 1;
    return 0;
}

/* One value of a seat: 0, or -1 (the seat keeps what it had). */
static int seat_value(UiSeat *se, const char *key, const char *v)
{
    uint64_t n;
    if (!strcmp(key, "human") && !ys_parse_uint(v, 1, &n))
        se->human = (int)n;
    else if (!strcmp(key, "level") && !ys_parse_uint(v, AI_EXPERT, &n) && n >= AI_EASY)
        se->level = (int)n;
    else if (!strcmp(key, "colour") && !ys_parse_uint(v, 3, &n))
        se->colour = (int)n;
    else if (!strcmp(key, "name")) {
        /* a file the player may have edited: whole letters, no control bytes */
        char name[sizeof se->name];
        if (!ui_utf8_clean(name, sizeof name, v)) return -1;
        memcpy(se->name, name, sizeof name);
    } else
        return -1;
    return 0;
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
        const char *v;
        if (seat_line(line, &s, key, &v) == 0) {
            bad += seat_value(&seat[s], key, v) != 0;
        } else if (strncmp(line, "players=", 8) && strncmp(line, "guided=", 7) && strncmp(line, "coach=", 6) &&
                   strncmp(line, "undo=", 5) && strncmp(line, "daily=", 6) && strncmp(line, "finished=", 9) &&
                   strncmp(line, "online=", 7)) {
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

/* The seats of a save written before they went inside it: the side file
 * dir/autosave.seats, or dir/saves/<file name without .ys>.seats. malloc'd
 * (caller frees), or NULL. */
static char *side_path(const char *dir, const char *file)
{
    if (!dir) return NULL;
    if (!file) return ui_path_join(dir, "autosave.seats");
    size_t l = strlen(file);
    if (l > 3 && !strcmp(file + l - 3, ".ys")) l -= 3;
    char *side = malloc(l + 7);
    if (!side) return NULL;
    memcpy(side, file, l);
    memcpy(side + l, ".seats", 7);
    char *sub = ui_path_join(dir, "saves"), *path = sub ? ui_path_join(sub, side) : NULL;
    free(sub);
    free(side);
    return path;
}

/* The session's seats as a save's own lines (ys_save_meta): the seats
 * file's lines without its comment. 0 or -1. */
static int seats_meta(const UiSession *s, char *buf, size_t len)
{
    char text[2048];
    if (ui_seats_format(s, text, sizeof text) != 0) return -1;
    const char *body = text[0] == '#' ? strchr(text, '\n') + 1 : text;
    return snprintf(buf, len, "%s", body) < (int)len ? 0 : -1;
}

/* The seats of a match just loaded: from the save's own lines, or, for a
 * save written before they went inside it, from its side file. */
static void read_seats(UiSession *s, const char *meta, const char *dir, const char *file, int players)
{
    char *text = NULL;
    if (meta && *meta) {
        size_t n = strlen(meta) + 1;
        text = malloc(n);
        if (text) memcpy(text, meta, n);
    } else {
        char *path = side_path(dir, file);
        if (path) ys_file_read(path, SEATS_MAX, &text, NULL, NULL, 0);
        free(path);
    }
    UiSeat seat[YS_MAX_HUMANS];
    ui_seats_parse(text, seat, players);
    s->guided = ui_seats_guided(text, &s->coach_step);
    ui_seats_extra(text, &s->undo_used, s->daily);
    free(text);
    for (int p = 0; p < YS_MAX_HUMANS; p++)
        s->seat[p] = seat[p];
}

/* ------------------------------------------------------------------ */
/* Autosave, Continue, named saves */

#define NO_FOLDER "no folder for the player's files" /* none could be made */

int ui_persist_check_autosave(const char *dir, YsLoadError *e)
{
    if (!dir || !ui_autosave_exists(dir)) return 0;
    YsMatch *m = malloc(sizeof *m);
    if (!m) return ys_load_fail(e, YS_LOAD_NO_MEMORY, "out of memory");
    int r = ui_autosave_load(m, dir, e);
    free(m);
    return r == 0 ? 1 : -1;
}

/* The autosave with the session's seats inside it: one file, one rename,
 * so Continue can never bring back one game with another's seats (two
 * windows on one folder, or a crash between two files). An older side
 * file goes once the autosave holds the seats. */
static int autosave_with_seats(const UiSession *s, const char *dir)
{
    char meta[2048];
    const YsMatch *m = ui_session_whole(s);
    if (!m || seats_meta(s, meta, sizeof meta) != 0 || ui_autosave_meta(m, meta, dir) != 0) return -1;
    char *side = side_path(dir, NULL);
    if (side && ys_file_is_regular(side)) ys_file_remove(side);
    free(side);
    return 0;
}

/* Whether the session's game is one this folder keeps. */
static int keeps(const UiSession *s, const char *dir)
{
    return dir && !s->demo && ui_session_whole(s) && (ui_session_caps(s) & UI_SRC_KEEPS);
}

int ui_persist_unsaved(const UiSession *s)
{
    const YsMatch *m = ui_session_whole(s);
    return m && !s->demo && (ui_session_caps(s) & UI_SRC_KEEPS) && m->nlog != s->saved_nlog;
}

int ui_persist_autosave(UiSession *s, const char *dir)
{
    if (!keeps(s, dir)) return 0;
    s->saved_nlog = ui_session_whole(s)->nlog;
    return autosave_with_seats(s, dir);
}

int ui_persist_seats(const UiSession *s, const char *dir)
{
    if (!keeps(s, dir)) return 0;
    return autosave_with_seats(s, dir);
}

void ui_persist_game_over(const char *dir)
{
    if (!dir) return;
    ui_autosave_clear(dir);
    char *side = side_path(dir, NULL);
    if (side) ys_file_remove(side);
    free(side);
}

static YsMatch *new_match(void) { return ys_need(malloc(sizeof(YsMatch)), "a game"); }

/* The match m is the one to open, with its seats from meta (or the side
 * file of a save older than seats inside saves) in the session. Takes
 * meta. */
static void take(UiSession *s, YsMatch *m, char *meta, const char *dir, const char *file, YsMatch **out)
{
    read_seats(s, meta, dir, file, m->g.opt.players);
    free(meta);
    s->demo = 0;
    s->kept = ys_over(&m->g); /* a game that ended elsewhere is not kept again */
    s->saved_nlog = m->nlog;
    *out = m;
}

int ui_persist_continue(UiSession *s, const char *dir, YsMatch **out, YsLoadError *e)
{
    if (!dir) return ys_load_fail(e, YS_LOAD_MISSING, NO_FOLDER);
    YsMatch *m = new_match();
    char *meta = NULL;
    int r = ui_autosave_load_meta(m, dir, e, &meta);
    if (r != 0) {
        free(m);
        return r;
    }
    take(s, m, meta, dir, NULL, out);
    return 0;
}

int ui_persist_save_named(const UiSession *s, const char *dir, const char *name)
{
    char meta[2048];
    const YsMatch *m = ui_session_whole(s);
    if (!dir || !m || !(ui_session_caps(s) & UI_SRC_KEEPS) || seats_meta(s, meta, sizeof meta) != 0) return -1;
    return ui_save_named_meta(m, meta, dir, name);
}

int ui_persist_load_file(UiSession *s, const char *dir, const char *file, YsMatch **out, YsLoadError *e)
{
    if (!dir) return ys_load_fail(e, YS_LOAD_MISSING, NO_FOLDER);
    YsMatch *m = new_match();
    char *meta = NULL;
    int r = ui_load_file_meta(m, dir, file, e, &meta);
    if (r != 0) {
        free(m);
        return r;
    }
    take(s, m, meta, dir, file, out);
    return 0;
}

int ui_persist_load_named(UiSession *s, const char *dir, const char *name, YsMatch **out, YsLoadError *e)
{
    char file[UI_SAVE_NAME_MAX * 3 + 8];
    if (ui_save_file_name(name, file, sizeof file) != 0)
        return ys_load_fail(e, YS_LOAD_MISSING, "not a valid save name");
    return ui_persist_load_file(s, dir, file, out, e);
}

/* ------------------------------------------------------------------ */
/* Undo */

void ui_persist_update_undo(UiSession *s)
{
    s->undo_to = -1;
    unsigned humans = ui_session_humans(s);
    const YsMatch *m = ui_session_whole(s);
    if (!m || s->demo || !humans || ys_over(&m->g) || !(ui_session_caps(s) & UI_SRC_KEEPS)) return;
    if (s->nhumans > 1 && s->viewer < 0) return;
    s->undo_to = ui_undo_target(m, humans, s->nhumans > 1 ? s->viewer : -1);
}

YsMatch *ui_persist_undo(UiSession *s)
{
    ui_persist_update_undo(s);
    if (s->undo_to < 0) return NULL;
    YsMatch *m = new_match();
    *m = *ui_session_whole(s);
    if (ys_replay(m, s->undo_to) != 0) {
        free(m);
        return NULL;
    }
    s->undo_used = 1;
    return m;
}
