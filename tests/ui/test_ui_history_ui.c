/* test_ui_history_ui.c - the app's side of the history (history_ui.c): a
 * game finished in the app is kept once, with its seats; a game code opens a
 * finished game as its replay and offers one under way as a local game,
 * which replaces the paused game only on the player's word; and a
 * damaged, foreign or empty code is refused with its own sentence and
 * nothing changed; the deal of the day is the date's deal against three Hard
 * bots, marked as such. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "app.h"
#include "events.h"
#include "ys/ai.h"
#include "ys/gamecode.h"

static UiApp app;

static UiApp *start(const char *name)
{
    UiApp *a = &app;
    assert_int_equal(desk_open(a, name, 800, 450), 0); /* the history of an earlier run goes */
    return a;
}

static void stop(UiApp *a)
{
    ui_app_free(a);
    memset(a, 0, sizeof *a);
}

/* A game of one human and three Easy bots played with random moves to the
 * end (stop < 0) or to stop moves. */
static void play(UiApp *a, const char *seed, int stop)
{
    ui_app_setup_defaults(a, 4);
    for (int s = 0; s < 4; s++)
        a->setup.seat[s].level = AI_EASY;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%s", seed);
    assert_int_equal(ui_app_start_game(a), 0);
    a->driven = 1;
    ui_app_stop_bot(a);
    uint64_t rng = 99;
    static YsMoveList l;
    while (!ys_over(&ui_session_whole(&a->ses)->g) && (stop < 0 || ui_session_whole(&a->ses)->nlog < stop)) {
        ys_legal(&ui_session_whole(&a->ses)->g, &l);
        assert_int_equal(ui_session_play(&a->ses, &l.m[ys_rng_below(&rng, (uint32_t)l.n)]), 0);
        ui_app_fast_forward(a);
    }
}

static void test_finished_game_kept_once(void **state)
{
    (void)state;
    UiApp *a = start("history_kept");
    play(a, "21", -1);
    ui_app_game_over(a);
    ui_app_game_over(a); /* told twice (the final scene and the game's update): kept once */
    assert_int_equal(a->scene, SC_END);
    ui_app_history_refresh(a);
    assert_int_equal(a->hist.n, 1);
    const UiHistGame *g = &a->hist.list[0];
    assert_false(g->damaged);
    assert_int_equal(g->players, 4);
    assert_int_equal(g->moves, ui_session_whole(&a->ses)->nlog);
    assert_int_equal(g->seat[0].human, 1);
    assert_int_equal(g->seat[1].human, 0);
    assert_int_equal(g->seat[1].level, AI_EASY);
    assert_int_equal(g->undo, 0);
    /* its end screen, opened from the history, is not kept again */
    assert_int_equal(ui_app_history_open(a, 0, 0), 0);
    assert_int_equal(a->scene, SC_END);
    ui_app_game_over(a);
    ui_app_history_refresh(a);
    assert_int_equal(a->hist.n, 1);
    assert_int_equal(ui_app_history_open(a, 0, 1), 0);
    assert_int_equal(a->scene, SC_REPLAY);
    stop(a);
}

/* The whole file as a string (the test fails when it cannot be read). */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *s = malloc(n + 1);
    assert_non_null(s);
    memcpy(s, buf, n + 1);
    return s;
}

static void test_open_codes(void **state)
{
    (void)state;
    UiApp *a = start("history_codes");
    play(a, "22", -1);
    static YsMatch done;
    done = *ui_session_whole(&a->ses);
    int seats[4] = {0, AI_EASY + 1, AI_EASY + 1, AI_EASY + 1};
    YsBuf code = {0};
    assert_int_equal(ys_code_encode(&done, seats, &code), 0);
    ui_nav_go(a, SC_TITLE);
    /* refused: nothing changes but the status line */
    char *bad = malloc(code.n + 1);
    assert_non_null(bad);
    memcpy(bad, code.s, code.n + 1);
    bad[code.n / 2] = bad[code.n / 2] == '7' ? '8' : '7';
    struct {
        const char *text;
        UiStrId why;
    } refused[] = {{bad, S_CODE_DAMAGED}, {"hello", S_CODE_NOT_CODE}, {"", S_CODE_EMPTY}, {"YS9ABC", S_CODE_NEWER}};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        assert_int_equal(ui_app_open_code(a, refused[i].text), -1);
        assert_string_equal(a->status, ui_str(refused[i].why));
        assert_int_equal(a->scene, SC_TITLE);
    }
    /* a finished game: its replay */
    assert_int_equal(ui_app_open_code(a, code.s), 0);
    assert_int_equal(a->scene, SC_REPLAY);
    assert_int_equal(a->rp.full->nlog, done.nlog);
    assert_int_equal(a->ses.seat[0].human, 1);
    assert_int_equal(a->ses.seat[2].level, AI_EASY);
    /* a game under way: offered as a local game to go on with, which it
     * becomes only on the player's word, the paused game untouched until then */
    static YsMatch half;
    half = done;
    assert_int_equal(ys_replay(&half, 50), 0);
    YsBuf code2 = {0};
    assert_int_equal(ys_code_encode(&half, seats, &code2), 0);
    play(a, "23", 12); /* a game paused for Continue */
    ui_app_autosave(a);
    ui_nav_go(a, SC_TITLE);
    assert_true(a->has_autosave);
    char path[1024];
    snprintf(path, sizeof path, "%s/autosave.ys", a->pref_dir);
    char *before = slurp(path);
    assert_int_equal(ui_app_open_code(a, code2.s), 1);
    assert_non_null(a->hist.offer);
    assert_int_equal(a->scene, SC_TITLE);
    assert_int_equal(ui_session_whole(&a->ses)->nlog, 12);
    ui_app_key(a, UK_ESCAPE); /* Escape lets it go */
    assert_null(a->hist.offer);
    assert_int_equal(ui_app_open_code(a, code2.s), 1);
    ui_app_key(a, UK_TAB); /* Go on with it */
    ui_app_key(a, UK_TAB); /* Cancel */
    ui_app_key(a, UK_ENTER);
    assert_null(a->hist.offer);
    assert_int_equal(a->scene, SC_TITLE);
    char *after = slurp(path);
    assert_string_equal(before, after); /* the paused game is as it was */
    assert_int_equal(ui_session_whole(&a->ses)->nlog, 12);
    assert_int_equal(ui_app_open_code(a, code2.s), 1);
    ui_app_key(a, UK_ENTER); /* Enter with no focus: Go on with it */
    assert_null(a->hist.offer);
    assert_int_equal(a->scene, SC_GAME);
    assert_int_equal(ui_session_whole(&a->ses)->nlog, 50);
    assert_true(a->has_autosave);
    free(before);
    free(after);
    free(bad);
    ys_buf_free(&code);
    ys_buf_free(&code2);
    stop(a);
}

static void test_deal_of_the_day(void **state)
{
    (void)state;
    UiApp *a = start("history_daily");
    assert_int_equal(ui_app_daily(a), 0);
    char today[UI_DATE_LEN];
    ui_daily_date((int64_t)time(NULL), today);
    assert_string_equal(a->ses.daily, today);
    assert_true(ui_session_whole(&a->ses)->g.opt.seed == ui_daily_seed(today));
    assert_int_equal(ui_session_whole(&a->ses)->g.opt.players, 4);
    assert_int_equal(a->ses.seat[0].human, 1);
    for (int s = 1; s < 4; s++) {
        assert_int_equal(a->ses.seat[s].human, 0);
        assert_int_equal(a->ses.seat[s].level, AI_HARD);
    }
    stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finished_game_kept_once),
        cmocka_unit_test(test_open_codes),
        cmocka_unit_test(test_deal_of_the_day),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
