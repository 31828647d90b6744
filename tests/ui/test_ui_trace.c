/* test_ui_trace.c - the trace `ys` writes with YS_TRACE=FILE (trace.h), which
 * the Xvfb test reads to know what the screen shows: each change written
 * once, as the app has it (the scene, the state as the screen asks the
 * player, the rectangles its click acts on, the game's buttons, each move
 * told in order, the status line), and nothing when nothing changed; the
 * app is the same byte for byte after the trace read it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "events.h"
#include "trace.h"
#include "ui_online.h"

static UiApp app;

#define PATH "trace_test.txt"

/* The trace's lines written since the last call, without their times. */
static int new_lines(long *pos, char lines[][4096], int max)
{
    FILE *f = fopen(PATH, "r");
    assert_non_null(f);
    fseek(f, *pos, SEEK_SET);
    int n = 0;
    char buf[4096];
    while (n < max && fgets(buf, sizeof buf, f)) {
        size_t k = strlen(buf);
        assert_true(k > 0 && buf[k - 1] == '\n'); /* whole lines */
        buf[k - 1] = 0;
        const char *sp = strchr(buf, ' ');
        assert_non_null(sp);
        for (const char *d = buf; d < sp; d++)
            assert_true(*d >= '0' && *d <= '9'); /* the time first */
        snprintf(lines[n++], sizeof lines[0], "%s", sp + 1);
    }
    *pos = ftell(f);
    fclose(f);
    return n;
}

/* The frame traced: the app unchanged by it; the lines it wrote. */
static int traced(UiTrace *t, UiApp *a, long *pos, char lines[][4096], int max)
{
    static UiApp before;
    before = *a;
    ui_trace_frame(t, a);
    /* (but for the graphics' caches: the title measures its words) */
    size_t g0 = offsetof(UiApp, gfx), g1 = g0 + sizeof a->gfx;
    if (memcmp(&before, a, g0) || memcmp((char *)&before + g1, (char *)a + g1, sizeof before - g1))
        fail_msg("the trace changed the app");
    return new_lines(pos, lines, max);
}

/* The last of the lines that start so, -1 none. */
static int find(char lines[][4096], int n, const char *start)
{
    for (int i = n - 1; i >= 0; i--)
        if (!strncmp(lines[i], start, strlen(start))) return i;
    return -1;
}

/* What the trace says now: the last line written of each kind; the moves
 * told, each once and in order, as the session keeps them. */
static char now_state[4096], now_targets[4096];
static int told;

static void keep_now(char lines[][4096], int n)
{
    for (int i = 0; i < n; i++) {
        int num, mover;
        if (sscanf(lines[i], "told %d %d", &num, &mover) != 2) continue;
        assert_int_equal(num, told + 1);
        assert_int_equal(mover, app.ses.told[told].mover);
        told++;
    }
    int i = find(lines, n, "state ");
    if (i >= 0) snprintf(now_state, sizeof now_state, "%s", lines[i]);
    i = find(lines, n, "targets ");
    if (i >= 0) snprintf(now_targets, sizeof now_targets, "%s", lines[i]);
}

/* "targets N X,Y,W,H ..." as the scene on top lists them. */
static void targets_are(UiApp *a, const char *line)
{
    UiRect r[128];
    int n = ui_app_scene_targets(a, r, 128);
    char want[4096];
    int k = snprintf(want, sizeof want, "targets %d", n);
    for (int i = 0; i < n; i++)
        k += snprintf(want + k, sizeof want - (size_t)k, " %d,%d,%d,%d", r[i].x, r[i].y, r[i].w, r[i].h);
    assert_string_equal(line, want);
}

static void rect_line(const char *line, const char *name, UiRect r)
{
    char want[200];
    snprintf(want, sizeof want, "button %s %d,%d,%d,%d", name, r.x, r.y, r.w, r.h);
    assert_string_equal(line, want);
}

static void test_trace(void **state)
{
    (void)state;
    static char lines[2000][4096];
    UiApp *a = &app;
    assert_int_equal(desk_open(a, "trace", 1280, 720), 0);
    assert_null(ui_trace_open(NULL));
    assert_null(ui_trace_open(""));
    assert_null(ui_trace_open("no such folder/trace.txt"));
    ui_trace_frame(NULL, a);
    UiTrace *t = ui_trace_open(PATH);
    assert_non_null(t);
    long pos = 0;
    ui_nav_go(a, SC_TITLE);
    int n = traced(t, a, &pos, lines, 2000);
    keep_now(lines, n);
    assert_true(n >= 3);
    assert_string_equal(lines[0], "scene title");
    assert_string_equal(lines[find(lines, n, "state ")], "state seq=0 turn=0 anim=0 confirm=0 over=0 focus=-1");
    targets_are(a, lines[find(lines, n, "targets ")]);
    assert_int_equal(find(lines, n, "button "), -1);      /* the game's alone */
    assert_int_equal(traced(t, a, &pos, lines, 2000), 0); /* nothing changed, nothing written */
    /* a game here, its bots played for by the test, the human's moves by submit */
    ui_app_setup_defaults(a, 3);
    a->setup.seat[1].level = a->setup.seat[2].level = AI_EASY;
    snprintf(a->setup.seed, sizeof a->setup.seed, "5");
    assert_int_equal(ui_app_start_game(a), 0);
    a->driven = 1;
    ui_app_stop_bot(a);
    n = traced(t, a, &pos, lines, 2000);
    keep_now(lines, n);
    assert_string_equal(lines[find(lines, n, "scene ")], "scene game");
    rect_line(lines[find(lines, n, "button skip")], "skip", a->L.btn_skip);
    assert_int_equal(find(lines, n, "button copy"), -1); /* no table elsewhere */
    targets_are(a, lines[find(lines, n, "targets ")]);
    uint64_t rng = 3;
    int turns = 0;
    for (int k = 0; k < 40; k++) {
        int human = a->ses.legal.n > 0;
        const YsMoveList *l = &a->ses.legal;
        static YsMoveList any;
        if (!human) ys_legal(&ui_session_whole(&a->ses)->g, &any), l = &any;
        const YsMove *m = &l->m[ys_rng_below(&rng, (uint32_t)l->n)];
        assert_int_equal(human ? ui_app_submit(a, m) : ui_app_play_move(a, m), 0);
        /* while the story is told the screen asks nothing */
        n = traced(t, a, &pos, lines, 2000);
        keep_now(lines, n);
        if (a->ses.animating) {
            char want[100];
            snprintf(want, sizeof want, "state seq=%d turn=0 anim=1 confirm=0 over=0 focus=-1", a->ses.seq);
            assert_string_equal(now_state, want);
        }
        targets_are(a, now_targets);
        ui_app_fast_forward(a);
        n = traced(t, a, &pos, lines, 2000);
        keep_now(lines, n);
        char want[100];
        snprintf(want, sizeof want, "state seq=%d turn=%d anim=0 confirm=0 over=0 focus=-1", a->ses.seq,
                 a->ses.legal.n > 0);
        assert_string_equal(now_state, want);
        turns += a->ses.legal.n > 0;
        targets_are(a, now_targets);
    }
    assert_int_equal(told, a->ses.ntold);
    assert_int_equal(told, 40);
    assert_true(turns > 5);
    /* the focus ring, once Tab shows it */
    while (a->ses.legal.n <= 0) {
        static YsMoveList any;
        ys_legal(&ui_session_whole(&a->ses)->g, &any);
        assert_int_equal(ui_app_play_move(a, &any.m[0]), 0);
        ui_app_fast_forward(a);
    }
    traced(t, a, &pos, lines, 2000);
    ev_key(a, SDLK_TAB, 0);
    ev_key(a, SDLK_TAB, 0);
    n = traced(t, a, &pos, lines, 2000);
    assert_true(strstr(lines[find(lines, n, "state ")], " focus=1") != NULL);
    /* the status line */
    ui_app_status(a, "a word");
    n = traced(t, a, &pos, lines, 2000);
    assert_string_equal(lines[find(lines, n, "status ")], "status a word");
#ifdef YS_ONLINE
    /* an online game's panel: Copy invite (a picture of one: no server) */
    ui_app_leave_game(a);
    assert_int_equal(ui_online_show_demo(a, 7, 3, 0, 1, 0), 0);
    n = traced(t, a, &pos, lines, 2000);
    UiRect copy = ui_online_panel_button(a, UI_PANEL_COPY, 0);
    assert_true(copy.w > 0);
    assert_int_equal(ui_online_panel_button(a, UI_PANEL_BOTS, 0).w, 0); /* every seat taken: no Fill with bots */
    rect_line(lines[find(lines, n, "button copy")], "copy", copy);
    assert_int_equal(find(lines, n, "button bots"), -1);
    /* a new game: its moves told from the first */
    int first = find(lines, n, "told 1 ");
    assert_true(first >= 0);
#endif
    ui_trace_close(t);
    ui_app_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_trace)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
