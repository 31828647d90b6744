/* files.c - small portable file helpers for settings and saves: paths,
 * atomic writes, whole-file reads, folders. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* fileno, fsync */
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h>
#include <io.h>
#include <windows.h>
#else
#include <unistd.h>
#endif

#include "persist.h"

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

int ui_rename_over(const char *from, const char *to)
{
#ifdef _WIN32
    /* rename() does not replace an existing file there; this does, in one step */
    return MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH) ? 0 : -1;
#else
    return rename(from, to) == 0 ? 0 : -1;
#endif
}

int ui_write_atomic(const char *path, const void *data, size_t n)
{
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 5);
    if (!tmp) return -1;
    memcpy(tmp, path, plen);
    memcpy(tmp + plen, ".tmp", 5);
    FILE *f = fopen(tmp, "wb");
    int ok = f && fwrite(data, 1, n, f) == n && fflush(f) == 0;
#ifdef _WIN32
    if (ok) ok = _commit(_fileno(f)) == 0;
#else
    if (ok) ok = fsync(fileno(f)) == 0;
#endif
    if (f && fclose(f) != 0) ok = 0;
    if (ok) ok = ui_rename_over(tmp, path) == 0;
    if (!ok) remove(tmp);
    free(tmp);
    return ok ? 0 : -1;
}

char *ui_read_file(const char *path, size_t max, size_t *n)
{
    FILE *f = fopen(path, "rb");
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

int ui_file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

int ui_make_dir(const char *path)
{
#ifdef _WIN32
    if (_mkdir(path) == 0) return 0;
#else
    if (mkdir(path, 0755) == 0) return 0;
#endif
    struct stat st;
#ifdef _WIN32
    return errno == EEXIST && stat(path, &st) == 0 && (st.st_mode & _S_IFDIR) ? 0 : -1;
#else
    return errno == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
#endif
}
