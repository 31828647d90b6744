/* test_ai_limits.c - a bot's search always ends: ms caps the time even when
 * iterations ask for more, the whole decision fits its time budget, absurd
 * budgets are capped or refused, `go` answers promptly, and a search stops
 * soon after its cancel flag is set. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai_internal.h"
#include "protocol.h"
#include "ys/ai.h"
#include "positions.h"

static void test_ms_caps_time_whatever_the_iterations(void **state)
{
    (void)state;
    static YsView v;
    assert_int_equal(placement_view(&v), 0);
    for (int l = AI_MEDIUM; l <= AI_EXPERT; l++) {
        AiParams prm = {(AiLevel)l, 150, 100000000, 3, 0, NULL};
        YsMove m;
        double t0 = ai_now();
        assert_int_equal(ai_choose(&v, &prm, &m), 0);
        double dt = ai_now() - t0;
        printf("  %s ms=150 iterations=1e8: %.3f s\n", ai_level_name((AiLevel)l), dt);
        assert_true(dt < 1.5);
    }
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The CPU time the whole process has used, in seconds. */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A time budget is the whole decision's, the search's wind-up included (the
 * last iteration, joining the threads, freeing the trees, tallying): of seven
 * decisions the median has used most of it, and none works on past it. The
 * end is read in CPU time, threads x budget at most: a machine busy with
 * other work (issue 38) delays a decision's end on the wall clock by a
 * scheduler's slice or more, the fastest of seven too (once 200 ms beside a
 * CPU hog), so the wall clock's end judged the machine, not the search. On a
 * quiet machine the two agree; the wall times are printed. The lower bound
 * stays on the wall clock, which a busy machine only lengthens. */
static void test_budget_holds_the_whole_decision(void **state)
{
    (void)state;
    static YsView v;
    assert_int_equal(placement_view(&v), 0);
    enum { RUNS = 7, MS = 200, THREADS = 2 };
    for (int l = AI_MEDIUM; l <= AI_EXPERT; l++) {
        double dt[RUNS], cpu[RUNS];
        for (int i = 0; i < RUNS; i++) {
            AiParams prm = {(AiLevel)l, MS, 0, (uint64_t)i + 1, THREADS, NULL};
            YsMove m;
            double t0 = ai_now(), c0 = cpu_now();
            assert_int_equal(ai_choose(&v, &prm, &m), 0);
            dt[i] = ai_now() - t0;
            cpu[i] = cpu_now() - c0;
        }
        qsort(dt, RUNS, sizeof dt[0], by_value);
        qsort(cpu, RUNS, sizeof cpu[0], by_value);
        printf("  %s ms=%d: wall fastest %.2f ms, median %.2f ms, slowest %.2f ms; cpu median %.2f ms\n",
               ai_level_name((AiLevel)l), MS, dt[0] * 1e3, dt[RUNS / 2] * 1e3, dt[RUNS - 1] * 1e3, cpu[RUNS / 2] * 1e3);
        int threads = l == AI_MEDIUM ? 1 : THREADS;
        assert_true(cpu[0] <= threads * MS * 1e-3);
        assert_true(cpu[RUNS / 2] <= 1.1 * threads * MS * 1e-3);
        assert_true(dt[RUNS / 2] >= 0.9 * MS * 1e-3);
    }
}

static void answer(Session *s, const char *line, YsBuf *out)
{
    ys_session_line(s, line, strlen(line), out);
    printf("  %s -> %s\n", line, out->s);
}

static void test_go_is_bounded_and_repeatable(void **state)
{
    (void)state;
    Session *s = ys_session_new();
    YsBuf out = {0};
    answer(s, "new players=4 seed=7", &out);
    assert_string_equal(out.s, "ok");
    double t0 = ai_now();
    answer(s, "go level=hard ms=200 iterations=100000", &out);
    assert_true(!strncmp(out.s, "move ", 5));
    assert_true(ai_now() - t0 < 1.5);
    /* budgets no machine can spend are refused, not run for hours */
    answer(s, "go level=hard ms=1000 iterations=100000000", &out);
    assert_true(!strncmp(out.s, "error syntax", 12));
    answer(s, "go level=hard ms=999999", &out);
    assert_true(!strncmp(out.s, "error syntax", 12));
    /* seed and iterations without ms: the same move each time */
    char first[128];
    answer(s, "go level=hard iterations=300 seed=5", &out);
    assert_true(!strncmp(out.s, "move ", 5));
    snprintf(first, sizeof first, "%s", out.s);
    answer(s, "go level=hard iterations=300 seed=5", &out);
    assert_string_equal(out.s, first);
    ys_buf_free(&out);
    ys_session_free(s);
}

typedef struct {
    atomic_int *flag;
    int after_ms;
} Canceller;

static void *cancel_later(void *arg)
{
    Canceller *c = arg;
    struct timespec ts = {c->after_ms / 1000, (long)(c->after_ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
    atomic_store(c->flag, 1);
    return NULL;
}

static void test_cancel_stops_a_search(void **state)
{
    (void)state;
    static YsView v;
    assert_int_equal(placement_view(&v), 0);
    for (int l = AI_MEDIUM; l <= AI_EXPERT; l++) {
        atomic_int flag = 0;
        AiParams prm = {(AiLevel)l, 30000, 0, 3, 2, &flag};
        if (l == AI_MEDIUM) prm.iterations = AI_MAX_ITERATIONS; /* medium is otherwise short */
        Canceller c = {&flag, 100};
        pthread_t t;
        assert_int_equal(pthread_create(&t, NULL, cancel_later, &c), 0);
        YsMove m;
        double t0 = ai_now();
        int rc = ai_choose(&v, &prm, &m);
        double dt = ai_now() - t0;
        pthread_join(t, NULL);
        printf("  %s cancelled after 0.1 s: rc %d in %.3f s\n", ai_level_name((AiLevel)l), rc, dt);
        assert_int_equal(rc, AI_CANCELLED);
        assert_true(dt < 0.6);
    }
    /* a flag already set: no search at all */
    atomic_int set = 1;
    AiParams prm = {AI_HARD, 30000, 0, 3, 0, &set};
    YsMove m;
    assert_int_equal(ai_choose(&v, &prm, &m), AI_CANCELLED);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ms_caps_time_whatever_the_iterations),
        cmocka_unit_test(test_budget_holds_the_whole_decision),
        cmocka_unit_test(test_go_is_bounded_and_repeatable),
        cmocka_unit_test(test_cancel_stops_a_search),
    };
    if (getenv("YS_TEST_FILTER")) cmocka_set_test_filter(getenv("YS_TEST_FILTER")); /* run one test */
    return cmocka_run_group_tests(tests, NULL, NULL);
}
