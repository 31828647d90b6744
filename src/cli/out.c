/* out.c - honest exit statuses for the command-line tools (out.h). */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* fcntl's F_GETFD, dup2 */
#endif
#include "out.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <fcntl.h>
#include <unistd.h>
#endif

#include "ys/die.h"
#include "ys/file.h"

#ifndef _WIN32
static int fd_open(int fd) { return fcntl(fd, F_GETFD) != -1 || errno != EBADF; }
#endif

void cli_std_check(const char *prog)
{
    ys_die_name(prog); /* what cannot go on says so under the tool's name */
#ifndef _WIN32
    const int fds[2] = {STDIN_FILENO, STDERR_FILENO};
    for (int i = 0; i < 2; i++)
        if (!fd_open(fds[i])) {
            int n = open("/dev/null", O_RDWR);
            if (n >= 0 && n != fds[i]) dup2(n, fds[i]), close(n);
        }
    if (!fd_open(STDOUT_FILENO)) {
        fprintf(stderr, "%s: standard output is closed: what it prints would be lost\n", prog);
        exit(1);
    }
#else
    (void)prog;
#endif
}

static int out_failed, out_errno; /* the first failure of standard output, and its errno */

int cli_stdout_flush(void)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout)) return 0;
    if (!out_failed) out_failed = 1, out_errno = errno;
    return -1;
}

int cli_stdout_done(const char *prog)
{
    int bad = cli_stdout_flush() != 0;
    errno = 0;
    if (fclose(stdout) != 0 && !bad) bad = 1, out_errno = errno;
    if (!bad) return 0;
    fprintf(stderr, "%s: cannot write to standard output%s%s\n", prog, out_errno ? ": " : "",
            out_errno ? strerror(out_errno) : "");
    return 1;
}

static int is_sep(char c)
{
#ifdef _WIN32
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

int cli_out_usable(const char *prog, const char *path)
{
    if (!strcmp(path, "-")) return 0;
    YsFileKind kind;
    if (ys_file_stat(path, &kind, NULL, NULL) == 0 && kind != YS_FILE_REGULAR) {
        fprintf(stderr, "%s: cannot write %s: not a regular file\n", prog, path);
        return 1;
    }
    /* the folder it goes in ("/" for "/x", none for a bare name) */
    size_t n = strlen(path);
    while (n && !is_sep(path[n - 1]))
        n--;
    if (!n) return 0;
    char *dir = malloc(n + 1);
    if (!dir) return 0; /* the write will say */
    memcpy(dir, path, n);
    dir[n] = 0;
    int bad = ys_file_stat(dir, &kind, NULL, NULL) != 0 || kind != YS_FILE_DIR;
    if (bad) fprintf(stderr, "%s: cannot write %s: no such folder %s\n", prog, path, dir);
    free(dir);
    return bad;
}

int cli_write_file(const char *prog, const char *path, const char *text, size_t n)
{
    if (!strcmp(path, "-")) {
        fwrite(text, 1, n, stdout);
        return cli_stdout_done(prog);
    }
    char err[1200];
    if (ys_file_write(path, text, n, err, sizeof err) == 0) return 0;
    fprintf(stderr, "%s: %s\n", prog, err);
    return 1;
}
