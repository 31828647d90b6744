/* history.c - every finished game kept in dir/history/, one engine save a
 * game with its seats and a few lines of its own inside (ys_save_meta), so
 * the History screen, the statistics and the replays need nothing else. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "history.h"
#include "persist.h"
#include "ys/ai.h"
#include "ys/file.h"

#define HIST_EXT ".ys"

void ui_history_meta(const UiSession *s, int64_t when, char *out, size_t len)
{
    size_t o = strlen(out);
    if (o < len) o += (size_t)snprintf(out + o, len - o, "finished=%lld\n", (long long)when);
    if (s->undo_used && o < len) o += (size_t)snprintf(out + o, len - o, "undo=1\n");
    if (s->daily[0] && o < len) o += (size_t)snprintf(out + o, len - o, "daily=%s\n", s->daily);
    if ((ui_session_caps(s) & UI_SRC_TABLE) && o < len) snprintf(out + o, len - o, "online=1\n");
}

/* The value of "key=" in meta lines, copied into out; 0, or -1 without it. */
static int meta_value(const char *meta, const char *key, char *out, size_t len)
{
    size_t k = strlen(key);
    for (const char *p = meta; p && *p;) {
        size_t n = strcspn(p, "\n");
        if (n > k && !strncmp(p, key, k) && p[k] == '=') {
            size_t v = n - k - 1 < len - 1 ? n - k - 1 : len - 1;
            memcpy(out, p + k + 1, v);
            out[v] = 0;
            return 0;
        }
        p += n;
        p += *p == '\n';
    }
    return -1;
}

int64_t ui_history_meta_when(const char *meta)
{
    char v[24];
    uint64_t t;
    return meta_value(meta, "finished", v, sizeof v) == 0 && ys_parse_uint(v, INT64_MAX, &t) == 0 ? (int64_t)t : 0;
}

int ui_history_add(const UiSession *s, const char *dir, int64_t when, char *file, size_t len)
{
    const YsMatch *m = ui_session_whole(s);
    if (!dir || !m || s->demo || !ys_over(&m->g)) return -1;
    char meta[3072] = "", seats[2048];
    if (ui_seats_format(s, seats, sizeof seats) != 0) return -1;
    snprintf(meta, sizeof meta, "%s", seats[0] == '#' ? strchr(seats, '\n') + 1 : seats);
    ui_history_meta(s, when, meta, sizeof meta);
    char *sub = ui_path_join(dir, UI_HISTORY_DIR);
    if (!sub || ys_file_make_dirs(sub) != 0) {
        free(sub);
        return -1;
    }
    time_t t = (time_t)when;
    struct tm tm;
    char stamp[32], name[64];
    if (!gmtime_r(&t, &tm)) memset(&tm, 0, sizeof tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    int r = -1;
    /* one file a game: a second game in the same second gets -2, -3... */
    for (int k = 1; k < 100 && r != 0; k++) {
        if (k == 1)
            snprintf(name, sizeof name, "%s%s", stamp, HIST_EXT);
        else
            snprintf(name, sizeof name, "%s-%d%s", stamp, k, HIST_EXT);
        char *path = ui_path_join(sub, name);
        if (path && !ys_file_is_regular(path)) {
            r = ys_save_meta(m, meta, path, NULL, 0);
            if (r == 0 && file) snprintf(file, len, "%s", name);
            k = 100 * (r != 0) + k; /* a write that fails is not tried again */
        }
        free(path);
    }
    free(sub);
    return r;
}

/* A file name of the listing: one name inside history/, nothing more. */
static int plain_name(const char *file)
{
    size_t n = file ? strlen(file) : 0;
    return n > strlen(HIST_EXT) && n < 64 && !strchr(file, '/') && !strchr(file, '\\') && file[0] != '.' &&
           !strcmp(file + n - strlen(HIST_EXT), HIST_EXT);
}

void ui_history_describe(const YsMatch *m, const char *meta, UiHistGame *g)
{
    char file[sizeof g->file];
    memcpy(file, g->file, sizeof file);
    memset(g, 0, sizeof *g);
    memcpy(g->file, file, sizeof file);
    g->players = m->g.opt.players;
    g->moves = m->nlog;
    ui_seats_parse(meta, g->seat, g->players);
    g->when = meta ? ui_history_meta_when(meta) : 0;
    char v[16];
    g->undo = meta && meta_value(meta, "undo", v, sizeof v) == 0 && !strcmp(v, "1");
    g->online = meta && meta_value(meta, "online", v, sizeof v) == 0 && !strcmp(v, "1");
    if (meta && meta_value(meta, "daily", v, sizeof v) == 0 && strlen(v) == 10) memcpy(g->daily, v, UI_DATE_LEN);
    YsResult res;
    if (ys_result(&m->g, &res) != 0) {
        g->damaged = 1;
        return;
    }
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        g->score[s] = res.score[s];
        memcpy(g->gems[s], m->g.gems[s], sizeof g->gems[s]);
    }
    for (int i = 0; i < res.nwinners; i++)
        g->won[res.winners[i]] = 1;
}

int ui_history_read(const char *dir, const char *file, YsMatch *m, UiHistGame *g, char **meta_out)
{
    memset(g, 0, sizeof *g);
    g->damaged = 1;
    if (meta_out) *meta_out = NULL;
    if (!plain_name(file)) return -1;
    snprintf(g->file, sizeof g->file, "%s", file);
    char *sub = ui_path_join(dir, UI_HISTORY_DIR), *path = sub ? ui_path_join(sub, file) : NULL;
    char *meta = NULL;
    int r = path ? ys_load_meta(m, path, NULL, &meta) : -1;
    free(sub);
    free(path);
    if (r != 0 || !ys_over(&m->g)) {
        free(meta);
        return -1;
    }
    ui_history_describe(m, meta, g);
    if (meta_out)
        *meta_out = meta;
    else
        free(meta);
    return g->damaged ? -1 : 0;
}

typedef struct {
    char (*names)[64];
    int n, cap;
} Scan;

static int scan_one(const char *file, YsFileKind kind, void *ctx)
{
    Scan *s = ctx;
    if (kind != YS_FILE_REGULAR || !plain_name(file)) return 0;
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 64;
        char(*p)[64] = realloc(s->names, sizeof *p * (size_t)cap);
        if (!p) return 1;
        s->names = p, s->cap = cap;
    }
    snprintf(s->names[s->n++], 64, "%s", file);
    return 0;
}

static int newest_first(const void *a, const void *b)
{
    const UiHistGame *x = a, *y = b;
    if (x->when != y->when) return x->when > y->when ? -1 : 1;
    return strcmp(y->file, x->file);
}

int ui_history_list(const char *dir, UiHistGame *out, int max)
{
    char *sub = dir ? ui_path_join(dir, UI_HISTORY_DIR) : NULL;
    if (!sub) return 0;
    Scan s = {0};
    ys_file_list_dir(sub, scan_one, &s);
    free(sub);
    if (!out) {
        free(s.names);
        return s.n;
    }
    UiHistGame *all = s.n ? malloc(sizeof *all * (size_t)s.n) : NULL;
    YsMatch *m = malloc(sizeof *m);
    int n = 0;
    for (int i = 0; all && m && i < s.n; i++) {
        ui_history_read(dir, s.names[i], m, &all[n], NULL);
        n++;
    }
    if (n) qsort(all, (size_t)n, sizeof *all, newest_first);
    if (n > max) n = max;
    if (n > 0) memcpy(out, all, sizeof *all * (size_t)n);
    free(all);
    free(m);
    free(s.names);
    return n < 0 ? 0 : n;
}

int ui_history_delete(const char *dir, const char *file)
{
    if (!dir || !plain_name(file)) return -1;
    char *sub = ui_path_join(dir, UI_HISTORY_DIR), *path = sub ? ui_path_join(sub, file) : NULL;
    int r = path ? ys_file_remove(path) : -1;
    free(sub);
    free(path);
    return r;
}

void ui_daily_date(int64_t t, char out[UI_DATE_LEN])
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (!localtime_r(&tt, &tm)) memset(&tm, 0, sizeof tm);
    char buf[64];
    if (strftime(buf, sizeof buf, "%Y-%m-%d", &tm) != 10) snprintf(buf, sizeof buf, "0000-00-00");
    memcpy(out, buf, UI_DATE_LEN - 1);
    out[UI_DATE_LEN - 1] = 0;
}

uint64_t ui_daily_seed(const char *date)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (const char *p = "ys-daily-"; *p; p++)
        h = (h ^ (unsigned char)*p) * 0x100000001b3ull;
    for (const char *p = date; *p; p++)
        h = (h ^ (unsigned char)*p) * 0x100000001b3ull;
    return h;
}

void ui_daily_options(const char *date, YsOptions *o)
{
    ys_options_default(o);
    o->players = 4;
    o->seed = ui_daily_seed(date);
}

int ui_daily_best(const UiHistGame *list, int n, const char *date)
{
    int best = -1;
    for (int i = 0; i < n; i++) {
        if (list[i].damaged || strcmp(list[i].daily, date)) continue;
        for (int s = 0; s < list[i].players; s++)
            if (list[i].seat[s].human && list[i].score[s] > best) best = list[i].score[s];
    }
    return best;
}
