/* file.h - the one file layer that the engine's saves and the game's files
 * share: whole regular files read and written atomically, folders made and
 * listed. Paths are UTF-8 (wide calls on Windows). Plain C11, no SDL. Its
 * system calls go through the engine's internal ysfs.h, the one place that
 * knows Windows from POSIX; nothing outside file.c calls ysfs. */
#ifndef YS_FILE_H
#define YS_FILE_H

#include <stddef.h>
#include <stdint.h>

/* Reads the whole regular file at path, at most max bytes, into *data (a
 * new buffer the caller frees, NUL-terminated) and its length into *n. A
 * FIFO, a device or a folder is refused at once, without waiting for it.
 * Returns 0; -1 (missing or unreadable: a message in err, errno says why:
 * ENOENT where nothing is there), -2 (larger than max) or -3 (not a
 * regular file); *data is NULL on error. */
int ys_file_read(const char *path, size_t max, char **data, size_t *n, char *err, size_t errlen);

/* Replaces the regular file at path (or creates it) with n bytes of data,
 * atomically: a crash leaves the old file or the new one, whole. The data
 * goes to a temp file of this call's own beside path, ".NAME.XXXXXXXX.tmp"
 * (a new name, created anew, never opened through what was there), is
 * flushed to the disk with its folder, then renamed over path, and the
 * folder is flushed again. Writers of one path at once, in one process or
 * several, never share a temp file nor remove another's: each renames a
 * whole file over path, and a reader finds one of them. Temp files that
 * crashed writers left are removed once a day old. Anything at path that is not a regular file (a
 * folder, a FIFO, a device, a symbolic link) is refused and left as it is.
 * 0, or -1 with a message in err. */
int ys_file_write(const char *path, const void *data, size_t n, char *err, size_t errlen);

/* ys_file_write for a file of secrets: the file is readable and writable by
 * its owner alone (mode 0600), given to the temp file as it is created, so
 * that it is never anyone else's for a moment and nothing is chmod'ed by
 * name afterwards (a chmod of path would follow a link there and change the
 * mode of whatever it names: issue 50). On Windows, ys_file_write. */
int ys_file_write_private(const char *path, const void *data, size_t n, char *err, size_t errlen);

/* Renames the regular file from over the regular file to (or to nothing),
 * as ys_file_write does its temp file, flushing the folder. 0 or -1. */
int ys_file_rename(const char *from, const char *to);

/* Removes the file at path (not a folder) and flushes its folder, so that
 * removals made in order reach the disk in that order. 0, or -1 (also when
 * there was nothing to remove). */
int ys_file_remove(const char *path);

/* 1 if path is a regular file (following symbolic links), else 0. */
int ys_file_is_regular(const char *path);

/* Creates the folder path and any missing parents; 0 if it exists as a
 * folder afterwards, else -1. */
int ys_file_make_dirs(const char *path);

/* What is at a path. */
typedef enum {
    YS_FILE_NONE = 0, /* nothing, or it cannot be examined */
    YS_FILE_REGULAR,
    YS_FILE_DIR,
    YS_FILE_OTHER /* FIFO, device, socket... */
} YsFileKind;

/* What path is (symbolic links followed), its modification time (seconds
 * since 1970) and size in bytes; any of the out pointers may be NULL.
 * 0, or -1 with *kind YS_FILE_NONE. */
int ys_file_stat(const char *path, YsFileKind *kind, int64_t *mtime, int64_t *size);

/* Called with each entry's UTF-8 name (never "." or "..") and kind; a
 * non-zero return stops the listing. */
typedef int (*YsFileListFn)(const char *name, YsFileKind kind, void *ctx);

/* Lists the folder dir in no particular order (FindFirstFileW on Windows).
 * The number of entries passed to fn, or -1 if dir cannot be read. */
int ys_file_list_dir(const char *dir, YsFileListFn fn, void *ctx);

#endif
