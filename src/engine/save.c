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
 * illegal game. Version history: 1 - first format. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "ys/file.h"

#define SAVE_MAGIC "YS-SAVE 1"
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

void ys_save_text(const YsMatch *m, YsBuf *out)
{
    char opts[1024];
    ys_options_format(&m->g.opt, opts, sizeof opts);
    ys_buf_printf(out, "%s\noptions %s\nmoves %d\n", SAVE_MAGIC, opts, m->nlog);
    for (int i = 0; i < m->nlog; i++) {
        char s[96];
        ys_move_format(&m->g, &m->log[i], s, sizeof s);
        ys_buf_printf(out, "%s\n", s);
    }
    uint64_t h = fnv1a(out->s, out->n);
    ys_buf_printf(out, "checksum %016llx\n", (unsigned long long)h);
}

int ys_save(const YsMatch *m, const char *path, char *err, size_t len)
{
    YsBuf b = {0};
    ys_save_text(m, &b);
    int r = ys_file_write(path, b.s, b.n, err, len);
    ys_buf_free(&b);
    return r;
}

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
    char line[2048];
    size_t pos = 0;
    if (next_line(text, len, &pos, line, sizeof line) < 0 || strcmp(line, SAVE_MAGIC))
        return ys_load_fail(e, YS_LOAD_NOT_SAVE, "not a Ys save (or an unknown version)");
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
    if (pos != cs) {
        free(m);
        return ys_load_fail(e, YS_LOAD_BAD_MOVES, "more moves than announced");
    }
    m->last.n = 0; /* a loaded game has no last move to tell */
    *out = *m;
    free(m);
    if (e) *e = (YsLoadError){.code = YS_LOAD_OK};
    return 0;
}

int ys_load(YsMatch *m, const char *path, YsLoadError *e)
{
    char *buf, text[sizeof e->text];
    size_t n;
    int r = ys_file_read(path, SAVE_MAX, &buf, &n, text, sizeof text);
    if (r == -1) ys_load_fail(e, errno == ENOENT || errno == ENOTDIR ? YS_LOAD_MISSING : YS_LOAD_UNREADABLE, text);
    if (r == -3) ys_load_fail(e, YS_LOAD_NOT_FILE, text);
    if (r == -2) return ys_load_fail(e, YS_LOAD_TOO_LARGE, "file too large to be a Ys save") - 1;
    if (r) return -1;
    r = ys_load_text(m, buf, n, e);
    free(buf);
    return r ? -2 : 0;
}
