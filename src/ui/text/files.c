/* files.c - small portable file helpers for settings and saves: paths,
 * atomic writes, whole-file reads, folders. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text_internal.h"
#include "ysfs.h"

static int is_sep(char c)
{
#ifdef _WIN32
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

char *ui_path_join(const char *dir, const char *name)
{
    size_t a = strlen(dir), b = strlen(name);
    char *p = malloc(a + b + 2);
    if (!p) return NULL;
    memcpy(p, dir, a);
    if (a && !is_sep(dir[a - 1])) p[a++] = '/';
    memcpy(p + a, name, b + 1);
    return p;
}

int ui_rename_over(const char *from, const char *to) { return ys_fs_rename_replace(from, to); }

int ui_write_atomic(const char *path, const void *data, size_t n)
{
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 5);
    if (!tmp) return -1;
    memcpy(tmp, path, plen);
    memcpy(tmp + plen, ".tmp", 5);
    FILE *f = ys_fs_fopen(tmp, "wb");
    int ok = f && fwrite(data, 1, n, f) == n && ys_fs_sync(f) == 0;
    if (f && fclose(f) != 0) ok = 0;
    if (ok) ok = ys_fs_rename_replace(tmp, path) == 0;
    if (!ok) ys_fs_remove(tmp);
    free(tmp);
    return ok ? 0 : -1;
}

char *ui_read_file(const char *path, size_t max, size_t *n)
{
    FILE *f = ys_fs_fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        len += fread(buf + len, 1, cap - len, f);
        if (len < cap) break;
        if (cap >= max) { /* too large for what we read */
            free(buf);
            buf = NULL;
            break;
        }
        cap = cap * 2 > max ? max : cap * 2;
        char *b2 = realloc(buf, cap + 1);
        if (!b2) free(buf);
        buf = b2;
    }
    if (buf && (ferror(f) || len > max)) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (!buf) return NULL;
    buf[len] = 0;
    if (n) *n = len;
    return buf;
}

int ui_file_exists(const char *path) { return ys_fs_stat(path, NULL) == 0; }

int ui_make_dir(const char *path) { return ys_fs_mkdir(path); }
