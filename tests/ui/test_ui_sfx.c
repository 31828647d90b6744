/* test_ui_sfx.c - the sound hook on the one timeline, headless (the session
 * alone, no SDL): as a move's story is told, the hook hears each step once,
 * as it begins, in order, and the step it hears is the one on screen; a
 * story skipped at once (fast forward) is silent after its first step. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session.h"
#include "ui/session_new.h"

typedef struct {
    int calls;
    const UiSession *s;
    int off_screen; /* calls for a step that was not the one shown */
} Sink;

static void hear(void *ud, const UiAnimStep *st)
{
    Sink *k = ud;
    const UiAnimStep *cur;
    ui_session_story(k->s, &cur);
    if (cur != st) k->off_screen++;
    k->calls++;
}

static void play(int players, uint64_t seed, int skip_every)
{
    static UiSession s;
    memset(&s, 0, sizeof s);
    Sink k = {0, &s, 0};
    s.on_step = hear;
    s.on_step_ud = &k;
    YsOptions o;
    ys_options_default(&o);
    o.players = players;
    o.nbhds = players == 4 ? 4 : 3;
    o.seed = seed;
    UiSeat seat[YS_MAX_HUMANS];
    memset(seat, 0, sizeof seat);
    for (int i = 0; i < YS_MAX_HUMANS; i++)
        seat[i].colour = i, snprintf(seat[i].name, sizeof seat[i].name, "P%d", i);
    char err[160];
    assert_int_equal(session_new(&s, &o, seat, 1, err, sizeof err), 0);
    uint64_t rng = seed * 7919u + 3;
    static YsMoveList ml;
    int shown = 0, moves = 0;
    for (int guard = 0; guard < 20000 && !ys_over(&ui_session_whole(&s)->g); guard++) {
        ys_legal(&ui_session_whole(&s)->g, &ml);
        YsMove m = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
        int before = k.calls;
        assert_int_equal(ui_session_play(&s, &m), 0);
        moves++;
        if (!s.animating) continue;
        shown++; /* the first step is shown as the move is played */
        if (skip_every && moves % skip_every == 0) {
            ui_session_fast_forward(&s);
            if (k.calls != before + 1) fail_msg("a skipped story made %d sounds, not 1", k.calls - before);
            continue;
        }
        int steps = 1;
        while (s.animating) {
            const UiAnimStep *st;
            int left = ui_session_story(&s, &st);
            ui_session_tick(&s, st->dur * s.anim.pace + 0.001f);
            if (left > 1) shown++, steps++;
        }
        if (k.calls - before != steps) fail_msg("move %d: %d steps told, %d heard", moves, steps, k.calls - before);
    }
    assert_true(ys_over(&ui_session_whole(&s)->g));
    assert_true(moves > 0);
    if (k.calls != shown) fail_msg("%d steps shown, the hook heard %d", shown, k.calls);
    assert_int_equal(k.off_screen, 0);
    ui_session_close(&s);
}

static void test_hook_once_per_step(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 2; seed++) {
        play(2, seed, 0);
        play(4, seed, 0);
        play(3, seed, 3);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_hook_once_per_step)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
