/* ysfs.h - the system calls under the file layer (ys/file.h): every path
 * given or returned is UTF-8. On Windows each call converts it to UTF-16 and
 * uses the wide API (_wfopen, MoveFileExW, FindFirstFileW, _wmkdir,
 * _wstat64), so a folder such as C:\Users\Jérôme\AppData works whatever the
 * ANSI code page; on other systems the calls are POSIX.
 *
 * Internal to the engine library: only file.c calls it (and its own test);
 * the engine's saves and the game's settings, saves, listing and data go
 * through ys/file.h, the one file layer. */
#ifndef YS_FS_H
#define YS_FS_H

#include <stdint.h>
#include <stdio.h>

typedef enum {
    YS_FS_NONE = 0, /* does not exist, or cannot be examined */
    YS_FS_REGULAR,
    YS_FS_DIR,
    YS_FS_OTHER /* FIFO, device, socket... */
} YsFsKind;

typedef struct {
    YsFsKind kind;
    int64_t mtime; /* seconds since 1970 */
    int64_t size;  /* bytes */
} YsFsStat;

/* fopen(path, mode) with a UTF-8 path; NULL with errno set on failure.
 * The caller fcloses the FILE. */
FILE *ys_fs_fopen(const char *path, const char *mode);

/* Renames from over to, replacing to if it exists (Windows' rename does
 * not), in one step where the system allows. 0, or -1 with errno set. */
int ys_fs_rename_replace(const char *from, const char *to);

/* Removes a file (not a folder). 0, or -1 with errno set. */
int ys_fs_remove(const char *path);

/* Creates a folder (not its parents). 0 if it exists afterwards, else -1. */
int ys_fs_mkdir(const char *path);

/* What path is (symbolic links followed). 0 and *st filled, or -1 and
 * st->kind YS_FS_NONE. st may be NULL to test existence. */
int ys_fs_stat(const char *path, YsFsStat *st);

/* As ys_fs_stat, but a symbolic link (on Windows a reparse point: a link,
 * a junction, a cloud placeholder) or a device is YS_FS_OTHER instead of
 * what it leads to. 0, or -1 with errno set (ENOENT: nothing there). */
int ys_fs_lstat(const char *path, YsFsStat *st);

/* The same for an open file. 0 or -1. */
int ys_fs_fstat(FILE *f, YsFsStat *st);

/* open(2) with a UTF-8 path: flags and mode as for open (O_BINARY is
 * added on Windows, where O_NOFOLLOW, O_CLOEXEC and O_NONBLOCK do not
 * exist: pass 0 for them). A file descriptor, or -1 with errno set. */
int ys_fs_open(const char *path, int flags, int mode);

/* fstat and fsync (on Windows _commit) of a file descriptor. 0 or -1. */
int ys_fs_fd_stat(int fd, YsFsStat *st);
int ys_fs_fd_sync(int fd);

/* Flushes the folder dir itself to the disk (its entries: a new name, a
 * rename, a removal). Where folders cannot be flushed (Windows, where
 * MoveFileEx's write-through stands for it; filesystems that answer
 * EINVAL) this does nothing and succeeds. 0 or -1. */
int ys_fs_sync_dir(const char *dir);

/* Flushes f's buffers and asks the system to put its data on the disk
 * (fsync, or _commit on Windows). 0 or -1. */
int ys_fs_sync(FILE *f);

/* Bits that differ from one call to the next and between processes (a
 * counter, the process id, the clock), for names that must not collide:
 * not for secrets. Safe to call from several threads. */
uint64_t ys_fs_unique_bits(void);

/* Called with each entry's UTF-8 name (never "." or "..") and kind; a
 * non-zero return stops the listing. */
typedef int (*YsFsListFn)(const char *name, YsFsKind kind, void *ctx);

/* Lists the folder dir in no particular order. The number of entries
 * passed to fn, or -1 if dir cannot be read. */
int ys_fs_list_dir(const char *dir, YsFsListFn fn, void *ctx);

#endif
