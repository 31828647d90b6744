/* test_die.c - die.h: a program that cannot go on says what failed, after
 * its name, and aborts (issue 50: 28 bare abort() calls and 33 hand-made
 * "out of memory" exits stopped programs without a word, or each in its
 * own words). */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ys/die.h"

/* Runs what in a child whose standard error goes to said; its status. */
static int in_child(void (*what)(void), char *said, size_t len)
{
    char path[] = "/tmp/ys-test-die-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    fflush(stderr);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fd, 2);
        what();
        _exit(0);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    ssize_t n = pread(fd, said, len - 1, 0);
    said[n > 0 ? n : 0] = 0;
    close(fd);
    unlink(path);
    return status;
}

static void no_memory(void)
{
    ys_die_name("ys-test");
    ys_need(NULL, "a board");
}

static void impossible(void)
{
    ys_die_name("ys-test");
    ys_die("room %d: move %d refused after its commit", 7, 26);
}

static void memory_there(void)
{
    int x;
    if (ys_need(&x, "an int") != &x) abort();
}

static void says_what_failed_and_stops(void **state)
{
    (void)state;
    char said[400];
    int st = in_child(no_memory, said, sizeof said);
    assert_true(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
    assert_string_equal(said, "ys-test: out of memory (a board)\n");
    st = in_child(impossible, said, sizeof said);
    assert_true(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
    assert_string_equal(said, "ys-test: room 7: move 26 refused after its commit\n");
    st = in_child(memory_there, said, sizeof said);
    assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    assert_string_equal(said, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(says_what_failed_and_stops)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
