/* file.c - the one file layer for saves and settings (ys/file.h): regular
 * files only, whole reads, atomic writes flushed with their folder. Every
 * call that takes a path goes through ysfs.h (UTF-8 paths; wide calls on
 * Windows), so one code path serves every system. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

#include "ys/file.h"
#include "ysfs.h"

/* What Windows' open does not have: its _wopen neither follows nor needs
 * to refuse links the POSIX way (ys_fs_lstat refuses reparse points
 * first), inherits nothing by default and never blocks on a FIFO. */
#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0
#endif

static int fail(char *err, size_t len, const char *fmt, ...)
{
    if (err && len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, len, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static char *with_suffix(const char *path, const char *suffix)
{
    size_t a = strlen(path), b = strlen(suffix);
    char *p = malloc(a + b + 1);
    if (p) memcpy(p, path, a), memcpy(p + a, suffix, b + 1);
    return p;
}

static int is_sep(char c)
{
#ifdef _WIN32
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

/* read, write and close on a descriptor (Windows: _read, ... in chunks an
 * unsigned int can count) */
static long long read_fd(int fd, void *buf, size_t n)
{
#ifdef _WIN32
    return _read(fd, buf, n > 1u << 30 ? 1u << 30 : (unsigned)n);
#else
    return (long long)read(fd, buf, n);
#endif
}

static long long write_fd(int fd, const void *buf, size_t n)
{
#ifdef _WIN32
    return _write(fd, buf, n > 1u << 30 ? 1u << 30 : (unsigned)n);
#else
    return (long long)write(fd, buf, n);
#endif
}

static int close_fd(int fd)
{
#ifdef _WIN32
    return _close(fd);
#else
    return close(fd);
#endif
}

static int open_read(const char *path, int *fd)
{
    /* a device is not even opened (opening some has effects); O_NONBLOCK:
     * should a FIFO take the file's place meanwhile, opening it returns at
     * once (fstat then refuses it); on a regular file it changes nothing */
    YsFsStat st;
    *fd = -1;
    if (ys_fs_stat(path, &st) == 0 && st.kind != YS_FS_REGULAR) return -2;
    *fd = ys_fs_open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
    return *fd < 0 ? -1 : 0;
}

static int regular_fd(int fd, long long *size)
{
    YsFsStat st;
    if (ys_fs_fd_stat(fd, &st) != 0 || st.kind != YS_FS_REGULAR) return 0;
    *size = (long long)st.size;
    return 1;
}

/* 1 regular file, 0 nothing there, -1 something else (a folder, a FIFO, a
 * device, a link or other reparse point), -2 cannot tell (errno says why) */
static int what_is(const char *path)
{
    YsFsStat st;
    if (ys_fs_lstat(path, &st) != 0) return errno == ENOENT ? 0 : -2;
    return st.kind == YS_FS_REGULAR ? 1 : -1;
}

/* Flushes the folder that holds path, so that a new name in it, a rename
 * or a removal is on the disk (nothing to do on Windows, where
 * MoveFileEx's write-through stands for it). 0 or -1. */
static int sync_dir_of(const char *path)
{
    char *dir = with_suffix(path, "");
    if (!dir) return -1;
    size_t n = strlen(dir);
    while (n && !is_sep(dir[n - 1]))
        n--;
    while (n > 1 && is_sep(dir[n - 1]))
        n--;
    if (n)
        dir[n] = 0;
    else
        strcpy(dir, ".");
    int r = ys_fs_sync_dir(dir);
    free(dir);
    return r;
}

int ys_file_is_regular(const char *path)
{
    YsFsStat st;
    return ys_fs_stat(path, &st) == 0 && st.kind == YS_FS_REGULAR;
}

int ys_file_rename(const char *from, const char *to)
{
    if (what_is(from) != 1 || what_is(to) < 0 || ys_fs_rename_replace(from, to) != 0) return -1;
    return sync_dir_of(to);
}

int ys_file_remove(const char *path)
{
    if (what_is(path) == 0 || ys_fs_remove(path) != 0) return -1;
    return sync_dir_of(path);
}

static int make_dir(const char *path) { return ys_fs_mkdir(path); }

static int is_dir(const char *path)
{
    YsFsStat st;
    return ys_fs_stat(path, &st) == 0 && st.kind == YS_FS_DIR;
}

/* Where path's file name starts (after its folder). */
static size_t base_at(const char *path)
{
    size_t b = strlen(path);
    while (b && !is_sep(path[b - 1]))
        b--;
    return b;
}

/* How much of the file name base goes into its temp names: at most 200
 * bytes, cut before a UTF-8 character's continuation bytes, so that the
 * name with its 14 more bytes stays under the usual 255 and stays UTF-8
 * (Windows converts it). */
static size_t base_kept(const char *base)
{
    size_t n = strlen(base);
    if (n <= 200) return n;
    n = 200;
    while (n && ((unsigned char)base[n] & 0xC0) == 0x80)
        n--;
    return n;
}

enum { TEMP_RAND = 8 };
static const char temp_digits[] = "0123456789abcdefghijklmnopqrstuv";

/* A new temp name for a writer of path: ".NAME.XXXXXXXX.tmp" in path's
 * folder, the X's from ys_fs_unique_bits. malloc'd, or NULL. */
static char *temp_name(const char *path)
{
    size_t b = base_at(path), k = base_kept(path + b);
    char *t = malloc(b + k + TEMP_RAND + 7);
    if (!t) return NULL;
    memcpy(t, path, b);
    char *q = t + b;
    *q++ = '.';
    memcpy(q, path + b, k);
    q += k;
    *q++ = '.';
    uint64_t bits = ys_fs_unique_bits();
    for (int i = 0; i < TEMP_RAND; i++, bits >>= 5)
        *q++ = temp_digits[bits & 31];
    memcpy(q, ".tmp", 5);
    return t;
}

/* 1 if name is one of temp_name's names for the file name base. */
static int is_temp_of(const char *name, const char *base)
{
    size_t k = base_kept(base), n = strlen(name);
    if (n != k + TEMP_RAND + 6 || name[0] != '.' || memcmp(name + 1, base, k) || name[k + 1] != '.') return 0;
    for (size_t i = k + 2; i < k + 2 + TEMP_RAND; i++)
        if (!name[i] || !strchr(temp_digits, name[i])) return 0;
    return !strcmp(name + k + 2 + TEMP_RAND, ".tmp");
}

typedef struct {
    const char *path, *base;
    int64_t before;
} Sweep;

static int sweep_one(const char *name, YsFsKind kind, void *ctx)
{
    const Sweep *w = ctx;
    if (kind != YS_FS_REGULAR || !is_temp_of(name, w->base)) return 0;
    size_t b = base_at(w->path), n = strlen(name);
    char *p = malloc(b + n + 1);
    if (!p) return 1;
    memcpy(p, w->path, b);
    memcpy(p + b, name, n + 1);
    YsFsStat st;
    /* a crashed writer's, untouched for a day: no live writer is that slow */
    if (ys_fs_lstat(p, &st) == 0 && st.kind == YS_FS_REGULAR && st.mtime < w->before) ys_fs_remove(p);
    free(p);
    return 0;
}

/* Removes the temp files that writers of path left when they crashed, once
 * they are a day old; never one that a writer may still be writing. */
static void sweep_stale_temps(const char *path)
{
    size_t b = base_at(path);
    char *dir = b ? malloc(b + 1) : NULL;
    if (b && !dir) return;
    if (dir) memcpy(dir, path, b), dir[b] = 0;
    Sweep w = {path, path + b, (int64_t)time(NULL) - 24 * 3600};
    ys_fs_list_dir(dir ? dir : ".", sweep_one, &w);
    free(dir);
}

/* ys_file_write and ys_file_write_private: the temp file is created with
 * mode (the umask may narrow it), so the file is never anyone else's. */
static int write_file(const char *path, const void *data, size_t n, int mode, char *err, size_t errlen)
{
    int at = what_is(path);
    if (at == -2) return fail(err, errlen, "cannot write %s: %s", path, strerror(errno));
    if (at < 0) return fail(err, errlen, "cannot write %s: not a regular file", path);
    if (!path[base_at(path)]) return fail(err, errlen, "cannot write %s: not a file name", path);
    /* each writer its own temp file, created anew (O_EXCL | O_NOFOLLOW:
     * never one that is there, a FIFO, a device, a link, nor another
     * writer's, which is never removed either: writers saving to one path
     * at once each rename a whole file over it, the last one wins) */
    const int flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
    char *tmp = NULL;
    int fd = -1;
    for (int tries = 0; fd < 0 && tries < 16; tries++) {
        free(tmp);
        tmp = temp_name(path);
        if (!tmp) return fail(err, errlen, "out of memory");
        fd = ys_fs_open(tmp, flags, mode);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) {
        int e = errno;
        free(tmp);
        if (e == EEXIST) return fail(err, errlen, "cannot write %s: no free temp name beside it", path);
        return fail(err, errlen, "cannot write %s: %s", path, strerror(e));
    }
    int e = 0; /* errno of the first failure; -1: not a regular file */
    const char *p = data;
    for (size_t left = n; left && !e;) {
        long long k = write_fd(fd, p, left);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0)
            e = k < 0 ? errno : EIO;
        else
            p += k, left -= (size_t)k;
    }
    if (!e && ys_fs_fd_sync(fd) != 0) e = errno;
    if (close_fd(fd) != 0 && !e) e = errno;
    /* the data and the temp file's name are on the disk before the rename
     * can make them the save */
    if (!e && sync_dir_of(path) != 0) e = errno;
    if (!e && what_is(path) < 0) e = -1; /* something else appeared there meanwhile */
    /* replaces path in one step, also on Windows (MoveFileExW, write-through) */
    if (!e && ys_fs_rename_replace(tmp, path) != 0) e = errno ? errno : EIO;
    if (e) ys_fs_remove(tmp); /* our own, created above */
    free(tmp);
    /* and the rename is on the disk before the caller goes on */
    if (!e && sync_dir_of(path) != 0) e = errno;
    if (!e) sweep_stale_temps(path);
    if (e == -1) return fail(err, errlen, "cannot write %s: not a regular file", path);
    return e ? fail(err, errlen, "cannot write %s: %s", path, strerror(e)) : 0;
}

int ys_file_write(const char *path, const void *data, size_t n, char *err, size_t errlen)
{
    return write_file(path, data, n, 0666, err, errlen);
}

int ys_file_write_private(const char *path, const void *data, size_t n, char *err, size_t errlen)
{
    return write_file(path, data, n, 0600, err, errlen);
}

/* ------------------------------------------------------------------ */
/* Both */

int ys_file_read(const char *path, size_t max, char **data, size_t *n, char *err, size_t errlen)
{
    *data = NULL;
    if (n) *n = 0;
    int fd, r = open_read(path, &fd);
    if (r == -1) {
        int e = errno;
        fail(err, errlen, "cannot read %s: %s", path, strerror(e));
        errno = e;
        return -1;
    }
    long long size = 0;
    if (r == -2 || !regular_fd(fd, &size)) {
        if (fd >= 0) close_fd(fd);
        fail(err, errlen, "cannot read %s: not a regular file", path);
        return -3;
    }
    if (size < 0 || (unsigned long long)size > max) {
        close_fd(fd);
        fail(err, errlen, "%s is too large", path);
        return -2;
    }
    /* the size is a hint: the file may change while it is read */
    size_t cap = (size_t)size + 1, len = 0;
    int e = 0;
    char *buf = malloc(cap + 1);
    r = buf ? 0 : fail(err, errlen, "out of memory");
    while (!r) {
        if (len == cap) {
            if (cap > max) {
                r = -2;
                fail(err, errlen, "%s is too large", path);
                break;
            }
            size_t c2 = cap * 2 > max + 1 ? max + 1 : cap * 2;
            char *b2 = realloc(buf, c2 + 1);
            if (!b2) {
                r = fail(err, errlen, "out of memory");
                break;
            }
            buf = b2, cap = c2;
        }
        long long k = read_fd(fd, buf + len, cap - len);
        if (k < 0 && errno == EINTR) continue;
        if (k < 0) {
            e = errno;
            r = fail(err, errlen, "cannot read %s: %s", path, strerror(e));
        }
        if (k <= 0) break;
        len += (size_t)k;
    }
    close_fd(fd);
    if (r) {
        free(buf);
        if (e) errno = e; /* the read's, not the close's */
        return r;
    }
    buf[len] = 0;
    *data = buf;
    if (n) *n = len;
    return 0;
}

int ys_file_make_dirs(const char *path)
{
    char *p = with_suffix(path, "");
    if (!p) return -1;
    /* each parent in turn; those that exist (or are a drive) just fail */
    for (size_t i = 1; p[i]; i++)
        if (is_sep(p[i]) && !is_sep(p[i - 1])) {
            char c = p[i];
            p[i] = 0;
            make_dir(p);
            p[i] = c;
        }
    make_dir(p);
    int r = is_dir(p) ? 0 : -1;
    free(p);
    return r;
}

static YsFileKind kind_of(YsFsKind k)
{
    switch (k) {
    case YS_FS_REGULAR:
        return YS_FILE_REGULAR;
    case YS_FS_DIR:
        return YS_FILE_DIR;
    case YS_FS_OTHER:
        return YS_FILE_OTHER;
    default:
        return YS_FILE_NONE;
    }
}

int ys_file_stat(const char *path, YsFileKind *kind, int64_t *mtime, int64_t *size)
{
    YsFsStat st;
    int r = ys_fs_stat(path, &st);
    if (kind) *kind = r == 0 ? kind_of(st.kind) : YS_FILE_NONE;
    if (mtime) *mtime = r == 0 ? st.mtime : 0;
    if (size) *size = r == 0 ? st.size : 0;
    return r == 0 ? 0 : -1;
}

typedef struct {
    YsFileListFn fn;
    void *ctx;
} ListCtx;

static int list_one(const char *name, YsFsKind kind, void *ctx)
{
    ListCtx *l = ctx;
    return l->fn(name, kind_of(kind), l->ctx);
}

int ys_file_list_dir(const char *dir, YsFileListFn fn, void *ctx)
{
    ListCtx l = {fn, ctx};
    return ys_fs_list_dir(dir, list_one, &l);
}
