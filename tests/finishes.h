/* finishes.h - runs a piece of a test in a child process with a time limit,
 * so that a call that would block forever (opening a FIFO, say) fails the
 * test instead of hanging the suite. POSIX only. */
#ifndef YS_TEST_FINISHES_H
#define YS_TEST_FINISHES_H

#include <signal.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Runs fn(arg) in a child and returns its result (0..255; fn's int is cut to
 * a byte), or -1 when it has not returned within seconds (then the child is
 * killed). */
static inline int finishes_within(int (*fn)(void *), void *arg, int seconds)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) _exit(fn(arg) & 0xff);
    if (pid < 0) return -1;
    struct timespec tick = {0, 10 * 1000 * 1000};
    for (int waited = 0; waited < seconds * 100; waited++) {
        int st;
        if (waitpid(pid, &st, WNOHANG) == pid) return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
        nanosleep(&tick, NULL);
    }
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    return -1;
}

#endif
