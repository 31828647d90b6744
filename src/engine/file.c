/* file.c - the one file layer for saves and settings (ys/file.h): regular
 * files only, whole reads, atomic writes flushed with their folder. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* fsync, lstat, O_CLOEXEC, O_NOFOLLOW, O_DIRECTORY */
#endif
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#ifdef _WIN32
#include <direct.h>
#include <io.h>
#include <windows.h>
#else
#include <unistd.h>
#endif

#include "ys/file.h"

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

#ifdef _WIN32
/* ------------------------------------------------------------------ */
/* Windows: UTF-8 paths through the wide calls, so that a user name with
 * letters outside the ANSI code page still reaches its files. MoveFileEx's
 * write-through stands for the folder flush, which Windows does not offer. */

static wchar_t *widen(const char *s)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc(sizeof *w * (size_t)n) : NULL;
    if (w && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n) != n) {
        free(w);
        w = NULL;
    }
    return w;
}

/* 1 regular file, 0 nothing there, -1 something else */
static int what_is(const wchar_t *w)
{
    DWORD a = GetFileAttributesW(w);
    if (a == INVALID_FILE_ATTRIBUTES) return 0;
    return a & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DEVICE) ? -1 : 1;
}

static int open_read(const char *path, int *fd)
{
    wchar_t *w = widen(path);
    *fd = w ? _wopen(w, _O_RDONLY | _O_BINARY) : -1;
    if (!w) errno = EINVAL;
    free(w);
    return *fd < 0 ? -1 : 0;
}

static int regular_fd(int fd, long long *size)
{
    struct _stat64 st;
    if (_fstat64(fd, &st) != 0 || (st.st_mode & _S_IFMT) != _S_IFREG) return 0;
    *size = st.st_size;
    return 1;
}

static long long read_fd(int fd, void *buf, size_t n) { return _read(fd, buf, n > 1u << 30 ? 1u << 30 : (unsigned)n); }
static long long write_fd(int fd, const void *buf, size_t n)
{
    return _write(fd, buf, n > 1u << 30 ? 1u << 30 : (unsigned)n);
}
static int close_fd(int fd) { return _close(fd); }

int ys_file_is_regular(const char *path)
{
    wchar_t *w = widen(path);
    int r = w && what_is(w) == 1;
    free(w);
    return r;
}

int ys_file_rename(const char *from, const char *to)
{
    wchar_t *wf = widen(from), *wt = widen(to);
    int ok = wf && wt && what_is(wf) == 1 && what_is(wt) >= 0 &&
             MoveFileExW(wf, wt, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
    free(wf);
    free(wt);
    return ok ? 0 : -1;
}

int ys_file_remove(const char *path)
{
    wchar_t *w = widen(path);
    int ok = w && what_is(w) == 1 && _wremove(w) == 0;
    free(w);
    return ok ? 0 : -1;
}

static int make_dir(const char *path)
{
    wchar_t *w = widen(path);
    int r = w ? _wmkdir(w) : -1;
    free(w);
    return r;
}

static int is_dir(const char *path)
{
    wchar_t *w = widen(path);
    DWORD a = w ? GetFileAttributesW(w) : INVALID_FILE_ATTRIBUTES;
    free(w);
    return a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY);
}

int ys_file_write(const char *path, const void *data, size_t n, char *err, size_t errlen)
{
    char *tmp = with_suffix(path, ".tmp");
    wchar_t *w = widen(path), *wtmp = tmp ? widen(tmp) : NULL;
    free(tmp);
    if (!w || !wtmp || what_is(w) < 0) {
        free(w);
        free(wtmp);
        return fail(err, errlen, "cannot write %s: not a regular file", path);
    }
    int fd = _wopen(wtmp, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _S_IREAD | _S_IWRITE);
    if (fd < 0 && errno == EEXIST && what_is(wtmp) == 1 && _wremove(wtmp) == 0)
        fd = _wopen(wtmp, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _S_IREAD | _S_IWRITE);
    int e = fd < 0 ? errno : 0;
    const char *p = data;
    for (size_t left = n; left && !e;) {
        long long k = write_fd(fd, p, left);
        if (k <= 0)
            e = k < 0 ? errno : EIO;
        else
            p += k, left -= (size_t)k;
    }
    if (fd >= 0) {
        if (!e && _commit(fd) != 0) e = errno;
        if (close_fd(fd) != 0 && !e) e = errno;
        if (!e && what_is(w) < 0) e = EEXIST;
        if (!e && !MoveFileExW(wtmp, w, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) e = EACCES;
        if (e) _wremove(wtmp);
    }
    free(w);
    free(wtmp);
    return e ? fail(err, errlen, "cannot write %s: %s", path, strerror(e)) : 0;
}

#else
/* ------------------------------------------------------------------ */
/* POSIX */

static int open_read(const char *path, int *fd)
{
    /* a device is not even opened (opening some has effects); O_NONBLOCK:
     * should a FIFO take the file's place meanwhile, opening it returns at
     * once (fstat then refuses it); on a regular file it changes nothing */
    struct stat st;
    *fd = -1;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) return -2;
    *fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    return *fd < 0 ? -1 : 0;
}

static int regular_fd(int fd, long long *size)
{
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return 0;
    *size = (long long)st.st_size;
    return 1;
}

static long long read_fd(int fd, void *buf, size_t n) { return (long long)read(fd, buf, n); }
static long long write_fd(int fd, const void *buf, size_t n) { return (long long)write(fd, buf, n); }
static int close_fd(int fd) { return close(fd); }

/* 1 regular file, 0 nothing there, -1 something else, -2 cannot tell
 * (errno says why) */
static int what_is(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0) return errno == ENOENT ? 0 : -2;
    return S_ISREG(st.st_mode) ? 1 : -1;
}

/* Flushes the folder that holds path, so that a new name in it, a rename
 * or a removal is on the disk. Filesystems that cannot flush a folder
 * (EINVAL) need not. 0 or -1. */
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
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    free(dir);
    if (fd < 0) return 0; /* a folder we may write but not read: nothing to flush through */
    int r = fsync(fd) == 0 || errno == EINVAL || errno == EROFS ? 0 : -1;
    close(fd);
    return r;
}

int ys_file_is_regular(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int ys_file_rename(const char *from, const char *to)
{
    if (what_is(from) != 1 || what_is(to) < 0 || rename(from, to) != 0) return -1;
    return sync_dir_of(to);
}

int ys_file_remove(const char *path)
{
    if (what_is(path) == 0 || unlink(path) != 0) return -1;
    return sync_dir_of(path);
}

static int make_dir(const char *path) { return mkdir(path, 0755); }

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int ys_file_write(const char *path, const void *data, size_t n, char *err, size_t errlen)
{
    int at = what_is(path);
    if (at == -2) return fail(err, errlen, "cannot write %s: %s", path, strerror(errno));
    if (at < 0) return fail(err, errlen, "cannot write %s: not a regular file", path);
    char *tmp = with_suffix(path, ".tmp");
    if (!tmp) return fail(err, errlen, "out of memory");
    /* O_EXCL | O_NOFOLLOW: never write through a FIFO, device or link that
     * sits at the temp name; only a regular file (an interrupted save's)
     * is cleared away */
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd < 0 && errno == EEXIST && what_is(tmp) == 1 && unlink(tmp) == 0)
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        if (e == EEXIST) return fail(err, errlen, "cannot write %s: something that is not a file is in the way", path);
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
    if (!e && fsync(fd) != 0) e = errno;
    if (close_fd(fd) != 0 && !e) e = errno;
    /* the data and the temp file's name are on the disk before the rename
     * can make them the save */
    if (!e && sync_dir_of(path) != 0) e = errno;
    if (!e && what_is(path) < 0) e = -1; /* something else appeared there meanwhile */
    if (!e && rename(tmp, path) != 0) e = errno;
    if (e) unlink(tmp);
    free(tmp);
    /* and the rename is on the disk before the caller goes on */
    if (!e && sync_dir_of(path) != 0) e = errno;
    if (e == -1) return fail(err, errlen, "cannot write %s: not a regular file", path);
    return e ? fail(err, errlen, "cannot write %s: %s", path, strerror(e)) : 0;
}
#endif

/* ------------------------------------------------------------------ */
/* Both */

int ys_file_read(const char *path, size_t max, char **data, size_t *n, char *err, size_t errlen)
{
    *data = NULL;
    if (n) *n = 0;
    int fd, r = open_read(path, &fd);
    if (r == -1) return fail(err, errlen, "cannot read %s: %s", path, strerror(errno));
    long long size = 0;
    if (r == -2 || !regular_fd(fd, &size)) {
        if (fd >= 0) close_fd(fd);
        return fail(err, errlen, "cannot read %s: not a regular file", path);
    }
    if (size < 0 || (unsigned long long)size > max) {
        close_fd(fd);
        fail(err, errlen, "%s is too large", path);
        return -2;
    }
    /* the size is a hint: the file may change while it is read */
    size_t cap = (size_t)size + 1, len = 0;
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
        if (k < 0) r = fail(err, errlen, "cannot read %s: %s", path, strerror(errno));
        if (k <= 0) break;
        len += (size_t)k;
    }
    close_fd(fd);
    if (r) {
        free(buf);
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
