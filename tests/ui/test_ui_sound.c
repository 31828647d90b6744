/* test_ui_sound.c - sound effects: every kind of game event has a sound or
 * is silent on purpose; the synthesised clips are real sound; with the dummy
 * driver, or no device at all, the game plays on silently. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL2/SDL.h>
#include <stdlib.h>
#include <string.h>

#include "sound.h"

/* Each event kind is named in the table: a kind added to the engine without
 * a choice here fails. Every kind the engine emits over a whole game too. */
static void test_every_event_has_a_sound_or_silence(void **state)
{
    (void)state;
    for (int k = 0; k < YS_EV_KINDS; k++) {
        YsEvent e;
        memset(&e, 0, sizeof e);
        e.kind = (uint8_t)k;
        e.score.points = 1;
        e.quote.steps = 1;
        UiSfx sfx = ui_sound_for_event(&e);
        if (sfx == UI_SFX_UNSET)
            fail_msg("event kind %s has no sound and is not silent on purpose", ys_event_kind_name(k));
        assert_true(sfx < UI_SFX_COUNT);
    }
    /* what a player hears in a game: placing, gems, points, quotations, cards, the end */
    YsOptions o;
    ys_options_default(&o);
    o.seed = 7;
    YsMatch *m = malloc(sizeof *m);
    YsMoveList *l = malloc(sizeof *l);
    assert_int_equal(ys_match_new(m, &o, NULL, 0), 0);
    int heard[UI_SFX_COUNT] = {0};
    uint64_t rng = 3;
    while (!ys_over(&m->g)) {
        ys_legal(&m->g, l);
        assert_int_equal(ys_match_play(m, &l->m[ys_rng_below(&rng, (uint32_t)l->n)]), 0);
        for (int i = 0; i < m->last.n; i++)
            heard[ui_sound_for_event(&m->last.ev[i])]++;
    }
    assert_int_equal(heard[UI_SFX_UNSET], 0);
    for (int sfx = UI_SFX_PLACE; sfx < UI_SFX_COUNT; sfx++)
        if (sfx != UI_SFX_TURN && sfx != UI_SFX_QUOTE_DOWN && sfx != UI_SFX_CARD && !heard[sfx])
            fail_msg("a whole game never made sound %d", sfx);
    free(l);
    free(m);
}

/* Each clip is a short sound, loud enough to hear, never clipped flat. */
static void test_clips_are_sound(void **state)
{
    (void)state;
    for (int sfx = UI_SFX_PLACE; sfx < UI_SFX_COUNT; sfx++) {
        int n;
        const int16_t *pcm = ui_sound_samples((UiSfx)sfx, &n);
        assert_non_null(pcm);
        assert_true(n > 22050 / 20 && n < 22050 * 2);
        int peak = 0;
        long sq = 0;
        for (int i = 0; i < n; i++) {
            int a = abs(pcm[i]);
            if (a > peak) peak = a;
            sq += (long)a * a / n;
        }
        assert_true(peak > 3000);
        assert_true(peak < 32767);
        assert_true(sq > 10000); /* not silence */
    }
    int n;
    assert_null(ui_sound_samples(UI_SFX_SILENT, &n));
    assert_int_equal(n, 0);
}

/* The dummy driver opens and mixes; volume 0 is mute; closing is clean. */
static void test_dummy_driver_and_volume(void **state)
{
    (void)state;
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    UiSound *s = ui_sound_open(80);
    assert_non_null(s);
    for (int sfx = UI_SFX_PLACE; sfx < UI_SFX_COUNT; sfx++)
        ui_sound_play(s, (UiSfx)sfx); /* more than the voices: the oldest give way */
    ui_sound_set_volume(s, 0);
    ui_sound_play(s, UI_SFX_END);
    ui_sound_set_volume(s, 250); /* clamped */
    SDL_Delay(30);
    ui_sound_close(s);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    ui_sound_close(NULL);
}

/* No audio device at all: a silent object that takes every call. */
static void test_no_device(void **state)
{
    (void)state;
    SDL_setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    UiSound *s = ui_sound_open(100);
    assert_non_null(s);
    assert_false(ui_sound_active(s));
    ui_sound_play(s, UI_SFX_GEM);
    ui_sound_set_volume(s, 50);
    ui_sound_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_event_has_a_sound_or_silence),
        cmocka_unit_test(test_clips_are_sound),
        cmocka_unit_test(test_dummy_driver_and_volume),
        cmocka_unit_test(test_no_device),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return rc;
}
