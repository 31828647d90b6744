/* test_ui_gems.c - choosing gems from a port (input.c), headless and with
 * no window: one button per colour with the count left, never two
 * identical buttons; a colour clicked twice takes two gems of it; the gems
 * chosen are chips, and a chip clicked puts its gem back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ui.h"

static int find(const UiTargets *t, int sel, int colour)
{
    for (int i = 0; i < t->nbuttons; i++)
        if (t->btn[i].id == BTN_GEM && t->btn[i].sel == sel && t->btn[i].arg == colour) return i;
    return -1;
}

static UiInResult click(const UiLayout *L, const YsView *v, const YsMoveList *ml, UiPick *pk, int b, YsMove *m)
{
    UiTargets t;
    ui_input_targets(L, v, ml, pk, &t);
    return ui_input_click(L, v, ml, pk, t.btn[b].r.x + 2, t.btn[b].r.y + 2, m);
}

static void test_gem_counts_and_chips(void **state)
{
    (void)state;
    static YsGame g;
    static YsView v;
    static YsMoveList ml;
    UiLayout L;
    long doubles = 0, takes = 0;
    for (int game = 0; game < 60 && doubles < 20; game++) {
        YsOptions o;
        ys_options_default(&o);
        o.players = 4;
        o.nbhds = 4;
        o.seed = (uint64_t)game + 300;
        char err[160];
        assert_int_equal(ys_new(&g, &o, err, sizeof err), 0);
        ui_layout_compute(&L, 1280, 720, 4, 4, 0);
        uint64_t rng = (uint64_t)game * 13 + 1;
        while (!ys_over(&g)) {
            ys_legal(&g, &ml);
            int to = ys_to_move(&g);
            if (g.dec == YS_DEC_TAKE && to < g.opt.players && ys_take_port(&g) < YS_NBHDS) {
                ys_view(&g, to, &v);
                UiPick pk;
                ui_pick_clear(&pk);
                UiTargets t;
                ui_input_targets(&L, &v, &ml, &pk, &t);
                /* never two buttons alike */
                for (int i = 0; i < t.nbuttons; i++)
                    for (int j = i + 1; j < t.nbuttons; j++)
                        if (t.btn[i].id == t.btn[j].id && t.btn[i].arg == t.btn[j].arg && t.btn[i].sel == t.btn[j].sel)
                            fail_msg("two alike buttons: %s", t.btn[i].label);
                takes++;
                int need = 0;
                for (int i = 0; i < ml.n; i++)
                    if (ml.m[i].kind == YS_MV_TAKE) need = ml.m[i].n;
                for (int c = 0; c < YS_COLOURS && need >= 2; c++) {
                    if (v.port_gems[ys_take_port(&g)][c] < 2 || find(&t, 0, c) < 0) continue;
                    YsMove m;
                    UiPick p2;
                    ui_pick_clear(&p2);
                    assert_int_equal(click(&L, &v, &ml, &p2, find(&t, 0, c), &m), UI_IN_CHANGED);
                    UiTargets t2;
                    ui_input_targets(&L, &v, &ml, &p2, &t2);
                    int chip = find(&t2, 1, c);
                    assert_true(chip >= 0); /* the gem chosen, as a chip */
                    /* the chip puts it back */
                    UiPick p3 = p2;
                    assert_int_equal(click(&L, &v, &ml, &p3, chip, &m), UI_IN_CHANGED);
                    assert_int_equal(p3.nsel, 0);
                    /* the colour again: two of it */
                    UiInResult r = click(&L, &v, &ml, &p2, find(&t2, 0, c), &m);
                    if (r == UI_IN_MOVE) {
                        int n = 0;
                        for (int i = 0; i < m.n; i++)
                            n += m.src[i] == c;
                        assert_true(n >= 2);
                    } else {
                        assert_int_equal(p2.nsel, 2);
                        assert_true(p2.sel[0] == c && p2.sel[1] == c);
                    }
                    doubles++;
                    break;
                }
            }
            YsMove m = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
            assert_int_equal(ys_apply(&g, &m), 0);
        }
    }
    print_message("%ld gem choices, %ld of two gems of one colour\n", takes, doubles);
    assert_true(doubles >= 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_gem_counts_and_chips)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
