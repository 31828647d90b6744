/* ysfs.c - the portable file layer of ysfs.h: UTF-8 paths in, wide calls on
 * Windows, POSIX elsewhere. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* fileno, fsync */
#endif
#include "ysfs.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#ifndef __STDC_NO_ATOMICS__
#include <stdatomic.h>
#endif

#ifdef _WIN32
#include <direct.h>
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <wchar.h>
#include <windows.h>
#else
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#endif

static int process_id(void);

/* A splitmix64 step of a counter shared by the threads, the process id, the
 * wall clock, the processor clock and an address: two callers, in one
 * process or two, do not get the same bits (and ys_file_write's O_EXCL
 * holds even if they did). */
uint64_t ys_fs_unique_bits(void)
{
#ifndef __STDC_NO_ATOMICS__
    static atomic_uint_fast64_t counter;
    uint64_t n = (uint64_t)atomic_fetch_add(&counter, 1);
#else
    static uint64_t counter;
    uint64_t n = counter++;
#endif
    int here = 0;
    uint64_t x = n * UINT64_C(0x9E3779B97F4A7C15) ^ (uint64_t)process_id() << 40 ^ (uint64_t)time(NULL) ^
                 (uint64_t)clock() << 20 ^ (uint64_t)(uintptr_t)&here;
    x ^= x >> 30;
    x *= UINT64_C(0xBF58476D1CE4E5B9);
    x ^= x >> 27;
    x *= UINT64_C(0x94D049BB133111EB);
    return x ^ x >> 31;
}

#ifdef _WIN32

static int process_id(void) { return _getpid(); }

/* UTF-8 to a malloc'd UTF-16 string (caller frees); NULL with errno set if
 * s is not valid UTF-8. strip drops trailing separators (but keeps "C:\"
 * and "\"), which _wstat64 and _wmkdir refuse. */
static wchar_t *wide(const char *s, int strip)
{
    if (!s) {
        errno = EINVAL;
        return NULL;
    }
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    if (n <= 0) {
        errno = EINVAL;
        return NULL;
    }
    wchar_t *w = malloc((size_t)n * sizeof *w);
    if (!w) {
        errno = ENOMEM;
        return NULL;
    }
    MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n);
    if (strip) {
        size_t len = wcslen(w);
        while (len > 1 && (w[len - 1] == L'\\' || w[len - 1] == L'/') && !(len == 3 && w[1] == L':'))
            w[--len] = 0;
    }
    return w;
}

/* A malloc'd UTF-8 copy of a UTF-16 string, or NULL. */
static char *narrow(const wchar_t *w)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    if (n <= 0) return NULL;
    char *s = malloc((size_t)n);
    if (s) WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL);
    return s;
}

/* errno for the last Win32 error, for callers that print strerror. */
static void set_errno_from_win32(void)
{
    switch (GetLastError()) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_NAME:
        errno = ENOENT;
        break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
        errno = EACCES;
        break;
    case ERROR_ALREADY_EXISTS:
    case ERROR_FILE_EXISTS:
        errno = EEXIST;
        break;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        errno = ENOSPC;
        break;
    default:
        errno = EIO;
    }
}

static void fill(YsFsStat *st, const struct _stat64 *s)
{
    if (!st) return;
    st->kind = (s->st_mode & _S_IFMT) == _S_IFREG   ? YS_FS_REGULAR
               : (s->st_mode & _S_IFMT) == _S_IFDIR ? YS_FS_DIR
                                                    : YS_FS_OTHER;
    st->mtime = (int64_t)s->st_mtime;
    st->size = (int64_t)s->st_size;
}

FILE *ys_fs_fopen(const char *path, const char *mode)
{
    wchar_t *wp = wide(path, 0), *wm = wide(mode, 0);
    FILE *f = wp && wm ? _wfopen(wp, wm) : NULL;
    free(wp);
    free(wm);
    return f;
}

int ys_fs_rename_replace(const char *from, const char *to)
{
    wchar_t *a = wide(from, 0), *b = wide(to, 0);
    int ok = a && b && MoveFileExW(a, b, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
    if (a && b && !ok) set_errno_from_win32();
    free(a);
    free(b);
    return ok ? 0 : -1;
}

int ys_fs_remove(const char *path)
{
    wchar_t *w = wide(path, 0);
    int r = w ? _wremove(w) : -1;
    free(w);
    return r == 0 ? 0 : -1;
}

int ys_fs_mkdir(const char *path)
{
    wchar_t *w = wide(path, 1);
    if (!w) return -1;
    int r = _wmkdir(w);
    int e = errno;
    struct _stat64 s;
    if (r != 0 && e == EEXIST && _wstat64(w, &s) == 0 && (s.st_mode & _S_IFMT) == _S_IFDIR) r = 0;
    free(w);
    if (r != 0) errno = e;
    return r == 0 ? 0 : -1;
}

int ys_fs_stat(const char *path, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    wchar_t *w = wide(path, 1);
    struct _stat64 s;
    int r = w ? _wstat64(w, &s) : -1;
    free(w);
    if (r == 0) fill(st, &s);
    return r == 0 ? 0 : -1;
}

int ys_fs_fstat(FILE *f, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    struct _stat64 s;
    if (!f || _fstat64(_fileno(f), &s) != 0) return -1;
    fill(st, &s);
    return 0;
}

int ys_fs_sync(FILE *f) { return f && fflush(f) == 0 && _commit(_fileno(f)) == 0 ? 0 : -1; }

/* 100-ns intervals since 1601 to seconds since 1970 */
static int64_t unix_time(FILETIME t)
{
    int64_t v = (int64_t)(((uint64_t)t.dwHighDateTime << 32) | t.dwLowDateTime);
    return v / 10000000 - INT64_C(11644473600);
}

int ys_fs_lstat(const char *path, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    wchar_t *w = wide(path, 1);
    if (!w) return -1;
    WIN32_FILE_ATTRIBUTE_DATA a;
    BOOL ok = GetFileAttributesExW(w, GetFileExInfoStandard, &a);
    if (!ok) set_errno_from_win32();
    free(w);
    if (!ok) return -1;
    if (st) {
        DWORD x = a.dwFileAttributes;
        st->kind = x & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DEVICE) ? YS_FS_OTHER
                   : x & FILE_ATTRIBUTE_DIRECTORY                             ? YS_FS_DIR
                                                                              : YS_FS_REGULAR;
        st->mtime = unix_time(a.ftLastWriteTime);
        st->size = (int64_t)(((uint64_t)a.nFileSizeHigh << 32) | a.nFileSizeLow);
    }
    return 0;
}

int ys_fs_open(const char *path, int flags, int mode)
{
    wchar_t *w = wide(path, 0);
    int fd = w ? _wopen(w, flags | _O_BINARY, mode & (_S_IREAD | _S_IWRITE)) : -1;
    free(w);
    return fd;
}

int ys_fs_fd_stat(int fd, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    struct _stat64 s;
    if (_fstat64(fd, &s) != 0) return -1;
    fill(st, &s);
    return 0;
}

int ys_fs_fd_sync(int fd) { return _commit(fd) == 0 ? 0 : -1; }

int ys_fs_sync_dir(const char *dir)
{
    (void)dir;
    return 0;
}

int ys_fs_list_dir(const char *dir, YsFsListFn fn, void *ctx)
{
    size_t n = dir ? strlen(dir) : 0;
    char *pattern = malloc(n + 3);
    if (!pattern) return -1;
    memcpy(pattern, dir, n);
    if (n && dir[n - 1] != '/' && dir[n - 1] != '\\') pattern[n++] = '\\';
    memcpy(pattern + n, "*", 2);
    wchar_t *w = wide(pattern, 0);
    free(pattern);
    if (!w) return -1;
    WIN32_FIND_DATAW fd;
    HANDLE h = FindFirstFileW(w, &fd);
    free(w);
    if (h == INVALID_HANDLE_VALUE) {
        /* an empty folder still has "." and ".."; this is a missing one */
        set_errno_from_win32();
        return -1;
    }
    int count = 0, stop = 0;
    do {
        if (!wcscmp(fd.cFileName, L".") || !wcscmp(fd.cFileName, L"..")) continue;
        char *name = narrow(fd.cFileName);
        if (!name) continue;
        YsFsKind kind = (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) ? YS_FS_DIR
                        : (fd.dwFileAttributes & FILE_ATTRIBUTE_DEVICE)  ? YS_FS_OTHER
                                                                         : YS_FS_REGULAR;
        count++;
        stop = fn ? fn(name, kind, ctx) : 0;
        free(name);
    } while (!stop && FindNextFileW(h, &fd));
    FindClose(h);
    return count;
}

#else /* POSIX */

static int process_id(void) { return (int)getpid(); }

static void fill(YsFsStat *st, const struct stat *s)
{
    if (!st) return;
    st->kind = S_ISREG(s->st_mode) ? YS_FS_REGULAR : S_ISDIR(s->st_mode) ? YS_FS_DIR : YS_FS_OTHER;
    st->mtime = (int64_t)s->st_mtime;
    st->size = (int64_t)s->st_size;
}

FILE *ys_fs_fopen(const char *path, const char *mode)
{
    if (!path || !mode) {
        errno = EINVAL;
        return NULL;
    }
    return fopen(path, mode);
}

int ys_fs_rename_replace(const char *from, const char *to) { return from && to && rename(from, to) == 0 ? 0 : -1; }

int ys_fs_remove(const char *path) { return path && unlink(path) == 0 ? 0 : -1; }

int ys_fs_mkdir(const char *path)
{
    if (!path) return -1;
    if (mkdir(path, 0755) == 0) return 0;
    int e = errno;
    struct stat s;
    if (e == EEXIST && stat(path, &s) == 0 && S_ISDIR(s.st_mode)) return 0;
    errno = e;
    return -1;
}

int ys_fs_stat(const char *path, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    struct stat s;
    if (!path || stat(path, &s) != 0) return -1;
    fill(st, &s);
    return 0;
}

int ys_fs_fstat(FILE *f, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    struct stat s;
    if (!f || fstat(fileno(f), &s) != 0) return -1;
    fill(st, &s);
    return 0;
}

int ys_fs_sync(FILE *f) { return f && fflush(f) == 0 && fsync(fileno(f)) == 0 ? 0 : -1; }

int ys_fs_lstat(const char *path, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    struct stat s;
    if (!path) {
        errno = EINVAL;
        return -1;
    }
    if (lstat(path, &s) != 0) return -1;
    fill(st, &s);
    return 0;
}

int ys_fs_open(const char *path, int flags, int mode)
{
    if (!path) {
        errno = EINVAL;
        return -1;
    }
    return open(path, flags, (mode_t)mode);
}

int ys_fs_fd_stat(int fd, YsFsStat *st)
{
    if (st) memset(st, 0, sizeof *st);
    struct stat s;
    if (fstat(fd, &s) != 0) return -1;
    fill(st, &s);
    return 0;
}

int ys_fs_fd_sync(int fd) { return fsync(fd) == 0 ? 0 : -1; }

int ys_fs_sync_dir(const char *dir)
{
    int fd = dir ? open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;
    if (fd < 0) return 0; /* a folder we may write but not read: nothing to flush through */
    int r = fsync(fd) == 0 || errno == EINVAL || errno == EROFS ? 0 : -1;
    close(fd);
    return r;
}

int ys_fs_list_dir(const char *dir, YsFsListFn fn, void *ctx)
{
    DIR *d = dir ? opendir(dir) : NULL;
    if (!d) return -1;
    size_t dn = strlen(dir);
    int count = 0, stop = 0;
    struct dirent *e;
    while (!stop && (e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        /* d_type is not everywhere; stat follows links as ys_fs_stat does */
        size_t en = strlen(e->d_name);
        char *path = malloc(dn + en + 2);
        if (!path) break;
        memcpy(path, dir, dn);
        size_t k = dn;
        if (k && dir[k - 1] != '/') path[k++] = '/';
        memcpy(path + k, e->d_name, en + 1);
        YsFsStat st;
        ys_fs_stat(path, &st);
        free(path);
        count++;
        stop = fn ? fn(e->d_name, st.kind, ctx) : 0;
    }
    closedir(d);
    return count;
}

#endif
