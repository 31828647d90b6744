/* save.c - matches (a game and its moves), undo by replay, and save files:
 *
 *   YS-SAVE 1
 *   options players=4 neighbourhoods=4 ... seed=123
 *   moves 2
 *   bid 4 3
 *   bid 2 0
 *   checksum 0123456789abcdef      (FNV-1a 64 of every byte above this line)
 *
 * Loading replays the moves through the rules, so a save cannot hold an
 * illegal game. Version history: 1 - first format; 2 - the same, with
 * "meta key=value" lines after the moves, kept for the program that wrote
 * them (the desktop game's seats) and ignored by the rules. A save without
 * such lines is still written as version 1, so ys-engine's saves do not
 * change. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "ys/file.h"

#define SAVE_MAGIC "YS-SAVE 1"
#define SAVE_MAGIC_META "YS-SAVE 2"
#define SAVE_MAX (4u << 20) /* no real save is this large */

int ys_match_new(YsMatch *m, const YsOptions *o, char *err, size_t len)
{
    YsGame g;
    if (ys_new(&g, o, err, len)) return -1;
    m->g = g;
    m->nlog = 0;
    m->last.n = 0;
    return 0;
}

int ys_match_play(YsMatch *m, const YsMove *mv)
{
    if (m->nlog >= YS_MAX_LOG || ys_apply_traced(&m->g, mv, &m->last)) return -1;
    m->log[m->nlog++] = *mv;
    return 0;
}

int ys_replay(YsMatch *m, int n)
{
    if (n < 0 || n > m->nlog) return -1;
    YsGame g;
    if (ys_new(&g, &m->g.opt, NULL, 0)) return -1;
    for (int i = 0; i < n; i++)
        if (ys_apply(&g, &m->log[i])) return -1;
    m->g = g;
    m->nlog = n;
    m->last.n = 0;
    return 0;
}

static uint64_t fnv1a(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

/* Whether meta is lines a save can hold: "key=value\n" each, a key of
 * letters, digits, '.', '_' or '-', no NUL or CR, at most
 * YS_SAVE_META_MAX bytes in all. */
static int meta_ok(const char *meta)
{
    size_t n = strlen(meta);
    if (n > YS_SAVE_META_MAX || (n && meta[n - 1] != '\n')) return 0;
    for (const char *p = meta; *p;) {
        const char *e = strchr(p, '\n'), *eq = memchr(p, '=', (size_t)(e - p));
        if (!eq || eq == p || memchr(p, '\r', (size_t)(e - p))) return 0;
        for (const char *k = p; k < eq; k++)
            if (!((*k >= 'a' && *k <= 'z') || (*k >= 'A' && *k <= 'Z') || (*k >= '0' && *k <= '9') || *k == '.' ||
                  *k == '_' || *k == '-'))
                return 0;
        p = e + 1;
    }
    return 1;
}

int ys_save_text_meta(const YsMatch *m, const char *meta, YsBuf *out)
{
    int with = meta && *meta;
    if (with && !meta_ok(meta)) return -1;
    char opts[1024];
    ys_options_format(&m->g.opt, opts, sizeof opts);
    ys_buf_printf(out, "%s\noptions %s\nmoves %d\n", with ? SAVE_MAGIC_META : SAVE_MAGIC, opts, m->nlog);
    for (int i = 0; i < m->nlog; i++) {
        char s[96];
        ys_move_format(&m->g, &m->log[i], s, sizeof s);
        ys_buf_printf(out, "%s\n", s);
    }
    for (const char *p = with ? meta : ""; *p;) {
        const char *e = strchr(p, '\n');
        ys_buf_printf(out, "meta %.*s\n", (int)(e - p), p);
        p = e + 1;
    }
    uint64_t h = fnv1a(out->s, out->n);
    ys_buf_printf(out, "checksum %016llx\n", (unsigned long long)h);
    return 0;
}

void ys_save_text(const YsMatch *m, YsBuf *out) { ys_save_text_meta(m, NULL, out); }

int ys_save_meta(const YsMatch *m, const char *meta, const char *path, char *err, size_t len)
{
    YsBuf b = {0};
    if (ys_save_text_meta(m, meta, &b) != 0) {
        ys_buf_free(&b);
        if (err && len) snprintf(err, len, "lines beside the game that a save cannot hold");
        return -1;
    }
    int r = ys_file_write(path, b.s, b.n, err, len);
    ys_buf_free(&b);
    return r;
}

int ys_save(const YsMatch *m, const char *path, char *err, size_t len) { return ys_save_meta(m, NULL, path, err, len); }

/* Reads the next line (without its newline) into line; returns its start
 * offset or -1 at the end. */
static int next_line(const char *text, size_t len, size_t *pos, char *line, size_t cap)
{
    if (*pos >= len) return -1;
    size_t start = *pos, e = start;
    while (e < len && text[e] != '\n')
        e++;
    if (e == len) return -1; /* every line ends with a newline */
    size_t n = e - start;
    if (n >= cap || memchr(text + start, 0, n)) return -2;
    memcpy(line, text + start, n);
    line[n] = 0;
    *pos = e + 1;
    return (int)start;
}

int ys_load_fail(YsLoadError *e, YsLoadCode code, const char *text)
{
    if (e) {
        e->code = code;
        e->move = 0;
        snprintf(e->text, sizeof e->text, "%s", text);
    }
    return -1;
}

int ys_load_text(YsMatch *out, const char *text, size_t len, YsLoadError *e)
{
    return ys_load_text_meta(out, text, len, e, NULL);
}

int ys_load_text_meta(YsMatch *out, const char *text, size_t len, YsLoadError *e, char **meta)
{
    char line[2048];
    size_t pos = 0;
    if (meta) *meta = NULL;
    if (next_line(text, len, &pos, line, sizeof line) < 0 ||
        (strcmp(line, SAVE_MAGIC) && strcmp(line, SAVE_MAGIC_META)))
        return ys_load_fail(e, YS_LOAD_NOT_SAVE, "not a Ys save (or an unknown version)");
    int version2 = !strcmp(line, SAVE_MAGIC_META);
    /* the checksum line is the last one; verify before anything else */
    size_t end = len;
    if (end < 2 || text[end - 1] != '\n') return ys_load_fail(e, YS_LOAD_CUT_SHORT, "save is cut short");
    size_t cs = end - 1;
    while (cs > 0 && text[cs - 1] != '\n')
        cs--;
    if (end - cs != 26 || strncmp(text + cs, "checksum ", 9))
        return ys_load_fail(e, YS_LOAD_CUT_SHORT, "save is cut short (no checksum)");
    unsigned long long want = 0;
    for (size_t i = cs + 9; i < end - 1; i++) {
        char c = text[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) return ys_load_fail(e, YS_LOAD_ALTERED, "bad checksum line");
        want = want * 16 + (unsigned)d;
    }
    if (fnv1a(text, cs) != want)
        return ys_load_fail(e, YS_LOAD_ALTERED, "checksum mismatch: the save was altered or damaged");

    if (next_line(text, cs, &pos, line, sizeof line) < 0 || strncmp(line, "options ", 8))
        return ys_load_fail(e, YS_LOAD_BAD_OPTIONS, "missing options line");
    YsOptions o;
    ys_options_default(&o);
    for (char *tok = line + 8, *next; *tok; tok = next) {
        next = strchr(tok, ' ');
        if (next)
            *next++ = 0;
        else
            next = tok + strlen(tok);
        if (!*tok) continue;
        char *eq = strchr(tok, '=');
        if (!eq) return ys_load_fail(e, YS_LOAD_BAD_OPTIONS, "bad option in save");
        *eq = 0;
        char msg[128];
        if (ys_options_set(&o, tok, eq + 1, msg, sizeof msg)) return ys_load_fail(e, YS_LOAD_BAD_OPTIONS, msg);
    }
    YsMatch *m = malloc(sizeof *m);
    if (!m) return ys_load_fail(e, YS_LOAD_NO_MEMORY, "out of memory");
    char msg[160];
    int count = -1;
    if (ys_match_new(m, &o, msg, sizeof msg)) {
        free(m);
        return ys_load_fail(e, YS_LOAD_BAD_OPTIONS, msg);
    }
    uint64_t announced;
    if (next_line(text, cs, &pos, line, sizeof line) < 0 || strncmp(line, "moves ", 6) ||
        ys_parse_uint(line + 6, YS_MAX_LOG, &announced)) {
        free(m);
        return ys_load_fail(e, YS_LOAD_BAD_MOVES, "missing or bad moves line");
    }
    count = (int)announced;
    for (int i = 0; i < count; i++) {
        YsMove mv;
        if (next_line(text, cs, &pos, line, sizeof line) < 0) {
            free(m);
            return ys_load_fail(e, YS_LOAD_BAD_MOVES, "fewer moves than announced");
        }
        if (ys_move_parse(&m->g, line, &mv, msg, sizeof msg) || ys_match_play(m, &mv)) {
            free(m);
            snprintf(msg, sizeof msg, "move %d (%.60s) is not legal there", i + 1, line);
            ys_load_fail(e, YS_LOAD_ILLEGAL_MOVE, msg);
            if (e) e->move = i + 1;
            return -1;
        }
    }
    /* version 2: the writer's own lines, then the checksum */
    YsBuf kept = {0};
    while (version2 && pos != cs && next_line(text, cs, &pos, line, sizeof line) >= 0) {
        if (strncmp(line, "meta ", 5)) {
            pos = 0; /* not a meta line: refused below */
            break;
        }
        ys_buf_printf(&kept, "%s\n", line + 5);
    }
    if (pos != cs || (kept.n && !meta_ok(kept.s))) {
        free(m);
        ys_buf_free(&kept);
        return ys_load_fail(e, YS_LOAD_BAD_MOVES, version2 ? "bad lines after the moves" : "more moves than announced");
    }
    if (meta) {
        *meta = kept.s ? kept.s : calloc(1, 1);
        if (!*meta) {
            free(m);
            return ys_load_fail(e, YS_LOAD_NO_MEMORY, "out of memory");
        }
    } else
        ys_buf_free(&kept);
    m->last.n = 0; /* a loaded game has no last move to tell */
    *out = *m;
    free(m);
    if (e) *e = (YsLoadError){.code = YS_LOAD_OK};
    return 0;
}

int ys_load(YsMatch *m, const char *path, YsLoadError *e) { return ys_load_meta(m, path, e, NULL); }

int ys_load_meta(YsMatch *m, const char *path, YsLoadError *e, char **meta)
{
    if (meta) *meta = NULL;
    char *buf, text[sizeof e->text];
    size_t n;
    int r = ys_file_read(path, SAVE_MAX, &buf, &n, text, sizeof text);
    if (r == -1) ys_load_fail(e, errno == ENOENT || errno == ENOTDIR ? YS_LOAD_MISSING : YS_LOAD_UNREADABLE, text);
    if (r == -3) ys_load_fail(e, YS_LOAD_NOT_FILE, text);
    if (r == -2) return ys_load_fail(e, YS_LOAD_TOO_LARGE, "file too large to be a Ys save") - 1;
    if (r) return -1;
    r = ys_load_text_meta(m, buf, n, e, meta);
    free(buf);
    return r ? -2 : 0;
}
