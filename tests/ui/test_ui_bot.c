/* test_ui_bot.c - the game's bot thread: a new game, undo or quit cancels
 * the search under way instead of waiting for it, and expert leaves a core
 * to the window. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "ui_sdl.h"
#include "positions.h"

static void test_cancel_does_not_wait_for_the_bot(void **state)
{
    (void)state;
    static YsView v;
    static UiBot bot;
    assert_int_equal(placement_view(&v), 0);
    for (int level = AI_HARD; level <= AI_EXPERT; level++) {
        AiParams prm = {(AiLevel)level, 20000, 0, 7, 0, NULL};
        assert_int_equal(ui_bot_start(&bot, &v, &prm, 0), 0);
        if (level == AI_EXPERT) assert_int_equal(bot.prm.threads, ui_expert_threads(ai_threads()));
        SDL_Delay(50);
        assert_int_equal(ui_bot_poll(&bot), 0); /* still thinking */
        uint32_t t0 = SDL_GetTicks();
        ui_bot_cancel(&bot);
        uint32_t waited = SDL_GetTicks() - t0;
        print_message("%s cancelled in %u ms\n", ai_level_name((AiLevel)level), waited);
        assert_true(waited < 500);
        assert_int_equal(bot.busy, 0);
        assert_int_equal(bot.rc, AI_CANCELLED);
    }
    ui_bot_cancel(&bot); /* nothing under way: a no-op */
}

/* A bot's move is narrated with a reason read from what everyone sees:
 * the same whatever the values of its own face-down brokers (which its
 * own reason, a hint's, counts). */
/* Expert's threads in the game (issue 49, item 3: expert is measured on
 * both cores of a 2-core machine, so the game gives it both): every core
 * but one, both of two, one of one. */
static void test_expert_threads(void **state)
{
    (void)state;
    static const int want[][2] = {{0, 1}, {1, 1}, {2, 2}, {3, 2}, {4, 3}, {8, 7}, {16, 15}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        assert_int_equal(ui_expert_threads(want[i][0]), want[i][1]);
}

static void test_told_reason_keeps_its_secrets(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v, w, seen;
    static YsMoveList ml;
    int told = 0, would_have = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        YsOptions o;
        ys_options_default(&o);
        o.seed = seed;
        assert_int_equal(ys_new(&g, &o, NULL, 0), 0);
        uint64_t rng = seed;
        while (!ys_over(&g)) {
            int p = ys_to_move(&g);
            ys_view(&g, p, &v);
            /* the same view, its player's face-down brokers on the board worth otherwise */
            w = v;
            int hidden = 0;
            for (int i = 0; i < YS_POOL; i++) {
                YsBroker *b = &w.pool[i];
                if (b->place < YS_THRONE && b->owner == p && !b->up && !b->revealed && b->value < YS_VALUES)
                    b->value = (uint8_t)(b->value >= 2 ? 0 : 4), hidden++;
            }
            ys_legal(&v, &ml);
            for (int i = 0; i < ml.n && hidden; i++) {
                if (ml.m[i].kind != YS_MV_UP) continue;
                AiReason own_v, told_v, own_w, told_w;
                ui_bot_reasons(&v, &ml.m[i], &seen, &own_v, &told_v);
                ui_bot_reasons(&w, &ml.m[i], &seen, &own_w, &told_w);
                if (memcmp(&told_v, &told_w, sizeof told_v)) {
                    char a[96];
                    ys_move_format(&g, &ml.m[i], a, sizeof a);
                    fail_msg("seed %llu, '%s': the reason told depends on the bot's face-down values",
                             (unsigned long long)seed, a);
                }
                would_have += memcmp(&own_v, &own_w, sizeof own_v) != 0;
                told++;
            }
            ys_play_random(&g, &rng);
        }
    }
    print_message("%d face-up placements told alike; their own reasons differ in %d\n", told, would_have);
    assert_true(told > 100);
    assert_true(would_have > 0); /* the private reason would have given values away */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cancel_does_not_wait_for_the_bot),
        cmocka_unit_test(test_told_reason_keeps_its_secrets),
        cmocka_unit_test(test_expert_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
