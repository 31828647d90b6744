/* saves.c - the game's save files in the player's folder: the autosave
 * (with a fallback chain that survives a crash at any point of a write),
 * named saves under saves/, and their listing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "persist.h"

#define AUTOSAVE "autosave.ys"
#define AUTOSAVE_NEW "autosave.ys.new"
#define AUTOSAVE_PREV "autosave.prev.ys"
#define SAVES_DIR "saves"
#define SAVE_EXT ".ys"

static char *path3(const char *dir, const char *sub, const char *name)
{
    char *a = ui_path_join(dir, sub);
    if (!a || !name) return a;
    char *b = ui_path_join(a, name);
    free(a);
    return b;
}

/* Autosave steps: (1) write autosave.ys.new (ys_save: its own temp file and
 * rename, so .new is whole or absent); (2) autosave.ys becomes
 * autosave.prev.ys; (3) .new becomes autosave.ys. A crash after any step
 * leaves a whole save that ui_autosave_load finds. */
int ui_autosave(const YsMatch *m, const char *dir) { return ui_autosave_meta(m, NULL, dir); }

int ui_autosave_meta(const YsMatch *m, const char *meta, const char *dir)
{
    char *cur = ui_path_join(dir, AUTOSAVE), *nw = ui_path_join(dir, AUTOSAVE_NEW),
         *prev = ui_path_join(dir, AUTOSAVE_PREV);
    int r = -1;
    if (cur && nw && prev && ys_save_meta(m, meta, nw, NULL, 0) == 0) {
        if (ys_file_is_regular(cur)) ys_file_rename(cur, prev);
        r = ys_file_rename(nw, cur);
    }
    free(cur);
    free(nw);
    free(prev);
    return r;
}

int ui_autosave_load(YsMatch *m, const char *dir, YsLoadError *e) { return ui_autosave_load_meta(m, dir, e, NULL); }

int ui_autosave_load_meta(YsMatch *m, const char *dir, YsLoadError *e, char **meta)
{
    if (meta) *meta = NULL;
    static const char *const chain[] = {AUTOSAVE, AUTOSAVE_NEW, AUTOSAVE_PREV};
    int reported = 0, any_damaged = 0;
    YsMatch *tmp = malloc(sizeof *tmp);
    if (!tmp) return ys_load_fail(e, YS_LOAD_NO_MEMORY, "out of memory");
    for (int i = 0; i < 3; i++) {
        char *path = ui_path_join(dir, chain[i]);
        YsLoadError why;
        int r = path ? ys_load_meta(tmp, path, &why, meta) : ys_load_fail(&why, YS_LOAD_NO_MEMORY, "out of memory");
        free(path);
        if (r == 0) {
            *m = *tmp;
            free(tmp);
            return 0;
        }
        /* report the first damaged file, else why autosave.ys is missing */
        if (!reported && (r == -2 || i == 0)) {
            if (e) *e = why;
            reported = r == -2;
        }
        if (r == -2) any_damaged = 1;
    }
    free(tmp);
    return any_damaged ? -2 : -1;
}

/* Oldest first, each removal on the disk before the next: whatever a crash
 * leaves, the newest file left is the finished game's (ui_autosave_load
 * would otherwise bring back .prev, a move before the end). */
void ui_autosave_clear_steps(const char *dir, int steps)
{
    static const char *const files[] = {AUTOSAVE ".tmp", AUTOSAVE_NEW ".tmp", AUTOSAVE_PREV, AUTOSAVE_NEW, AUTOSAVE};
    for (int i = 0; i < 5 && i < steps; i++) {
        char *p = ui_path_join(dir, files[i]);
        if (p) ys_file_remove(p);
        free(p);
    }
}

void ui_autosave_clear(const char *dir) { ui_autosave_clear_steps(dir, 5); }

int ui_autosave_exists(const char *dir)
{
    static const char *const chain[] = {AUTOSAVE, AUTOSAVE_NEW, AUTOSAVE_PREV};
    int found = 0;
    for (int i = 0; i < 3 && !found; i++) {
        char *p = ui_path_join(dir, chain[i]);
        found = p && ys_file_is_regular(p);
        free(p);
    }
    return found;
}

/* ------------------------------------------------------------------ */
/* Named saves */

static int safe_byte(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == ' ' || c == '_' ||
           c == '-';
}

/* Windows device names, reserved whatever the extension. */
static int device_name(const char *s, size_t n)
{
    static const char *const dev[] = {"con", "prn", "aux", "nul"};
    char low[8];
    if (n < 3 || n > 4) return 0;
    for (size_t i = 0; i < n; i++)
        low[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 'a' : s[i]);
    low[n] = 0;
    for (int i = 0; i < 4; i++)
        if (!strcmp(low, dev[i])) return 1;
    return n == 4 && (!strncmp(low, "com", 3) || !strncmp(low, "lpt", 3)) && low[3] >= '0' && low[3] <= '9';
}

int ui_save_file_name(const char *name, char *out, size_t len)
{
    if (!name || !out || !len) return -1;
    while (*name == ' ' || *name == '\t')
        name++;
    size_t n = strlen(name);
    while (n && (name[n - 1] == ' ' || name[n - 1] == '\t'))
        n--;
    if (n > UI_SAVE_NAME_MAX) {
        n = UI_SAVE_NAME_MAX;
        /* back to the start of a UTF-8 character */
        while (n && ((unsigned char)name[n] & 0xC0) == 0x80)
            n--;
        while (n && name[n - 1] == ' ')
            n--;
    }
    if (!n) return -1;
    int dev = device_name(name, n);
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)name[i];
        if (c < 0x20 || c == 0x7F) continue; /* control characters are dropped */
        if (safe_byte(c) && !(dev && i == 0)) {
            if (o + 1 >= len) return -1;
            out[o++] = (char)c;
        } else {
            if (o + 3 >= len) return -1;
            snprintf(out + o, 4, "%%%02X", c);
            o += 3;
        }
    }
    if (!o || o + sizeof SAVE_EXT > len) return -1;
    memcpy(out + o, SAVE_EXT, sizeof SAVE_EXT);
    return 0;
}

static int hexval(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                  : -1;
}

int ui_save_name_decode(const char *file, char *out, size_t len)
{
    size_t n = strlen(file), e = strlen(SAVE_EXT);
    if (n <= e || strcmp(file + n - e, SAVE_EXT) || !len) return -1;
    n -= e;
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)file[i];
        if (c == '%') {
            int hi = i + 2 < n ? hexval(file[i + 1]) : -1, lo = hi >= 0 ? hexval(file[i + 2]) : -1;
            if (hi < 0 || lo < 0) return -1;
            c = (unsigned char)(hi * 16 + lo);
            if (!c) return -1;
            i += 2;
        } else if (!safe_byte(c)) {
            return -1; /* not one of our file names */
        }
        if (o + 1 >= len) return -1;
        out[o++] = (char)c;
    }
    out[o] = 0;
    /* only the file a name is saved under reads as that name (a file made
     * by hand as " x.ys" or "%61.ys" would be listed as a name that opens
     * another file), and a name is text a font can draw */
    char again[UI_SAVE_NAME_MAX * 3 + 8], text[UI_SAVE_NAME_MAX + 1];
    if (!o || ui_save_file_name(out, again, sizeof again) || strcmp(again, file) ||
        ui_utf8_clean(text, sizeof text, out) != o) {
        out[0] = 0;
        return -1;
    }
    return 0;
}

static char *named_path(const char *dir, const char *name)
{
    char file[UI_SAVE_NAME_MAX * 3 + 8];
    if (ui_save_file_name(name, file, sizeof file)) return NULL;
    return path3(dir, SAVES_DIR, file);
}

int ui_save_named(const YsMatch *m, const char *dir, const char *name)
{
    return ui_save_named_meta(m, NULL, dir, name);
}

int ui_save_named_meta(const YsMatch *m, const char *meta, const char *dir, const char *name)
{
    char *sub = ui_path_join(dir, SAVES_DIR);
    char *path = named_path(dir, name);
    int r = sub && path && ys_file_make_dirs(sub) == 0 ? ys_save_meta(m, meta, path, NULL, 0) : -1;
    free(sub);
    free(path);
    return r;
}

int ui_load_named(YsMatch *m, const char *dir, const char *name, YsLoadError *e)
{
    char *path = named_path(dir, name);
    if (!path) return ys_load_fail(e, YS_LOAD_MISSING, "not a valid save name"); /* so no file has it */
    int r = ys_load(m, path, e);
    free(path);
    return r;
}

int ui_load_file_meta(YsMatch *m, const char *dir, const char *file, YsLoadError *e, char **meta)
{
    if (meta) *meta = NULL;
    /* a file name of the listing: one name inside saves/, nothing that leads out of it */
    if (!file || !*file || strchr(file, '/') || strchr(file, '\\') || !strcmp(file, ".") || !strcmp(file, ".."))
        return ys_load_fail(e, YS_LOAD_MISSING, "not a save's file name");
    char *path = path3(dir, SAVES_DIR, file);
    if (!path) return ys_load_fail(e, YS_LOAD_NO_MEMORY, "out of memory");
    int r = ys_load_meta(m, path, e, meta);
    free(path);
    return r;
}

int ui_delete_named(const char *dir, const char *name)
{
    char *path = named_path(dir, name);
    int r = path ? ys_file_remove(path) : -1;
    free(path);
    return r;
}

/* The players' names of a save's seat lines ("seat<N>.name=..."), joined
 * by commas in seat order; "" when a save has none (older saves). */
static void seat_names(const char *meta, int players, char *out, size_t len)
{
    char name[YS_MAX_HUMANS][24] = {{0}};
    for (const char *p = meta; p && *p;) {
        size_t n = strcspn(p, "\n");
        if (n > 11 && !strncmp(p, "seat", 4) && p[4] >= '0' && p[4] < '0' + YS_MAX_HUMANS &&
            !strncmp(p + 5, ".name=", 6)) {
            char raw[24];
            size_t v = n - 11 < sizeof raw - 1 ? n - 11 : sizeof raw - 1;
            memcpy(raw, p + 11, v);
            raw[v] = 0;
            ui_utf8_clean(name[p[4] - '0'], sizeof name[0], raw);
        }
        p += n;
        p += *p == '\n';
    }
    size_t o = 0;
    out[0] = 0;
    for (int s = 0; s < players && s < YS_MAX_HUMANS && o < len; s++)
        if (name[s][0]) o += (size_t)snprintf(out + o, len - o, "%s%s", o ? ", " : "", name[s]);
}

/* Fills one listing entry from the file dir/saves/file; m is scratch. */
static void describe(const char *sub, const char *file, int64_t mtime, UiSaveInfo *info, YsMatch *m)
{
    memset(info, 0, sizeof *info);
    snprintf(info->file, sizeof info->file, "%s", file);
    info->mtime = mtime;
    if (ui_save_name_decode(file, info->name, sizeof info->name)) {
        /* a file put there by hand: show its name without the extension */
        snprintf(info->name, sizeof info->name, "%.*s", (int)(strlen(file) - strlen(SAVE_EXT)), file);
    }
    char *path = ui_path_join(sub, file);
    if (!path) {
        info->damaged = 1;
        ys_load_fail(&info->why, YS_LOAD_NO_MEMORY, "out of memory");
        return;
    }
    char *meta = NULL;
    if (ys_load_meta(m, path, &info->why, &meta) == 0) {
        info->players = m->g.opt.players;
        seat_names(meta, info->players, info->who, sizeof info->who);
        free(meta);
        info->round = m->g.round;
        info->moves = m->nlog;
        info->over = ys_over(&m->g);
    } else {
        info->damaged = 1;
    }
    free(path);
}

typedef struct {
    char *file;
    int64_t mtime;
} SaveFile;

static int newest_first(const void *a, const void *b)
{
    const SaveFile *x = a, *y = b;
    if (x->mtime != y->mtime) return x->mtime > y->mtime ? -1 : 1;
    return strcmp(x->file, y->file);
}

static int is_save_file(const char *file)
{
    size_t n = strlen(file), e = strlen(SAVE_EXT);
    return n > e && !strcmp(file + n - e, SAVE_EXT) && file[0] != '.';
}

/* Adds a file to the growing list; 0 or -1 (out of memory). */
static int add_file(SaveFile **list, int *n, int *cap, const char *file, int64_t mtime)
{
    if (*n == *cap) {
        int c2 = *cap ? *cap * 2 : 64;
        SaveFile *l2 = realloc(*list, sizeof **list * (size_t)c2);
        if (!l2) return -1;
        *list = l2, *cap = c2;
    }
    size_t len = strlen(file) + 1;
    char *f = malloc(len);
    if (!f) return -1;
    memcpy(f, file, len);
    (*list)[(*n)++] = (SaveFile){f, mtime};
    return 0;
}

/* What ys_file_list_dir's callback gathers: the regular save files of sub. */
typedef struct {
    const char *sub;
    SaveFile *list;
    int n, cap, failed;
} SaveScan;

static int scan_one(const char *file, YsFileKind kind, void *ctx)
{
    SaveScan *s = ctx;
    if (kind != YS_FILE_REGULAR || !is_save_file(file)) return 0;
    char *path = ui_path_join(s->sub, file);
    YsFileKind k;
    int64_t mtime;
    int ok = path && ys_file_stat(path, &k, &mtime, NULL) == 0 && k == YS_FILE_REGULAR;
    free(path);
    if (ok && add_file(&s->list, &s->n, &s->cap, file, mtime) != 0) s->failed = 1;
    return s->failed; /* out of memory: list what we have */
}

/* Every regular save file in sub with its time, in directory order (UTF-8
 * names; FindFirstFileW on Windows). */
static int find_save_files(const char *sub, SaveFile **list)
{
    SaveScan s = {sub, NULL, 0, 0, 0};
    ys_file_list_dir(sub, scan_one, &s);
    *list = s.list;
    return s.n;
}

int ui_list_saves(const char *dir, UiSaveInfo *out, int max)
{
    char *sub = ui_path_join(dir, SAVES_DIR);
    if (!sub) return 0;
    SaveFile *files;
    int n = find_save_files(sub, &files);
    if (!out) max = n;
    if (max > n) max = n;
    if (max < 0) max = 0;
    /* all of them are sorted, so that the newest are listed whatever the
     * directory's order */
    if (n) qsort(files, (size_t)n, sizeof *files, newest_first);
    YsMatch *m = out && max ? malloc(sizeof *m) : NULL;
    if (out && max && !m) max = 0;
    for (int i = 0; out && i < max; i++)
        describe(sub, files[i].file, files[i].mtime, &out[i], m);
    for (int i = 0; i < n; i++)
        free(files[i].file);
    free(files);
    free(m);
    free(sub);
    return max;
}

/* A file name of the listing: one name inside saves/. */
static int listed_name(const char *file)
{
    return file && *file && !strchr(file, '/') && !strchr(file, '\\') && strcmp(file, ".") && strcmp(file, "..") &&
           is_save_file(file);
}

int ui_delete_file(const char *dir, const char *file)
{
    if (!listed_name(file)) return -1;
    char *path = path3(dir, SAVES_DIR, file);
    int r = path ? ys_file_remove(path) : -1;
    free(path);
    return r;
}

int ui_rename_file(const char *dir, const char *file, const char *name)
{
    char to[UI_SAVE_NAME_MAX * 3 + 8];
    if (!listed_name(file) || ui_save_file_name(name, to, sizeof to) != 0) return -1;
    if (!strcmp(to, file)) return 0;
    char *from_path = path3(dir, SAVES_DIR, file), *to_path = path3(dir, SAVES_DIR, to);
    int r = -1;
    if (from_path && to_path && ys_file_is_regular(from_path))
        r = ys_file_is_regular(to_path) ? -2 : ys_file_rename(from_path, to_path);
    free(from_path);
    free(to_path);
    return r;
}
