/* test_ui_leads.c - the live majorities the screen shows (leads_shown.c),
 * headless: where every broker is face up, the leaders on the badges are
 * exactly who the counting then names (areas, neighbourhoods, rows); in a
 * player's own view, a contest with brokers the player cannot see says
 * "?" and the badges are read from that view, never the referee's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "leads_shown.h"
#include "ui/session_new.h"

static const UiLeadBadge *badge(const UiLeadBadge *b, int n, int kind, int index)
{
    for (int i = 0; i < n; i++)
        if (b[i].kind == kind && b[i].index == index) return &b[i];
    return NULL;
}

/* One counting event against the badges taken, face up, just before it. */
static int check(const UiLeadBadge *b, int n, const YsEvent *e)
{
    const UiLeadBadge *x;
    const YsRanking *r;
    switch (e->kind) {
    case YS_EV_NBHD:
        x = badge(b, n, YS_LEAD_NBHD, e->nbhd.nbhd), r = &e->nbhd.rank;
        break;
    case YS_EV_AREA:
        x = badge(b, n, YS_LEAD_AREA, e->area.place), r = &e->area.rank;
        break;
    case YS_EV_ROW:
        x = badge(b, n, YS_LEAD_ROW, e->row.row), r = &e->row.rank;
        break;
    default:
        return -1;
    }
    if (!r->n) return x == NULL ? 1 : 0;
    if (!x || x->unknown || strchr(x->text, '?')) return 0;
    return x->leader == r->order[0];
}

static void new_game(UiSession *s, int players, uint64_t seed)
{
    ui_session_close(s); /* the previous game's match */
    memset(s, 0, sizeof *s);
    YsOptions o;
    ys_options_default(&o);
    o.players = players;
    o.nbhds = players == 2 ? 3 : 4;
    o.seed = seed;
    UiSeat seat[YS_MAX_HUMANS];
    memset(seat, 0, sizeof seat);
    for (int i = 0; i < YS_MAX_HUMANS; i++)
        seat[i].colour = i, seat[i].human = i == 0, snprintf(seat[i].name, sizeof seat[i].name, "P%d", i);
    char err[160];
    assert_int_equal(session_new(s, &o, seat, 0, err, sizeof err), 0);
    assert_int_equal(s->viewer, 0);
}

static void test_face_up_equals_counting(void **state)
{
    (void)state;
    static UiSession s;
    static YsMoveList ml;
    static UiLeadBadge before[UI_MAX_BADGES], b[UI_MAX_BADGES];
    long checked = 0;
    for (int game = 0; game < 120; game++) {
        new_game(&s, 2 + game % 3, (uint64_t)game + 1);
        uint64_t rng = (uint64_t)game * 977 + 5;
        int open = 0, nb = 0, round = 0;
        while (!ys_over(&ui_session_whole(&s)->g)) {
            /* the screen shown a position where every broker is face up:
             * the referee's, as the counting will turn it */
            s.view = ui_session_whole(&s)->g;
            s.animating = 0;
            int n = ui_leads_shown(&s, b, UI_MAX_BADGES);
            ys_legal(&ui_session_whole(&s)->g, &ml);
            YsMove m = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
            if (ui_session_whole(&s)->g.round != round) open = 0, round = ui_session_whole(&s)->g.round;
            assert_int_equal(ui_session_play(&s, &m), 0);
            ui_session_fast_forward(&s);
            const YsEventLog *ev = &ui_session_whole(&s)->last;
            for (int i = 0; i < ev->n; i++) {
                const YsEvent *e = &ev->ev[i];
                if (e->kind == YS_EV_REVEAL && e->reveal.scope == YS_SCOPE_NBHD && e->reveal.nbhd == 0 &&
                    (m.kind == YS_MV_PASS || m.kind == YS_MV_DONE)) {
                    open = 1; /* the counting starts in this move, which moved no broker */
                    memcpy(before, b, sizeof b);
                    nb = n;
                }
                if (!open) continue;
                int ok = check(before, nb, e);
                if (ok == 0)
                    fail_msg("game %d round %d: the badges disagree with the counting's %s event", game, round,
                             ys_event_kind_name(e->kind));
                checked += ok == 1;
            }
        }
    }
    ui_session_close(&s);
    print_message("%ld contests checked against the counting\n", checked);
    assert_true(checked > 1000);
}

static void test_own_view_only(void **state)
{
    (void)state;
    static UiSession s;
    static YsMoveList ml;
    static UiLeadBadge b[UI_MAX_BADGES], r[UI_MAX_BADGES];
    long unknown = 0, badges = 0;
    for (int game = 0; game < 12; game++) {
        new_game(&s, 2 + game % 3, (uint64_t)game + 50);
        uint64_t rng = (uint64_t)game * 31 + 7;
        while (!ys_over(&ui_session_whole(&s)->g)) {
            int n = ui_leads_shown(&s, b, UI_MAX_BADGES);
            int k = ui_leads_of_view(&s.view, r, UI_MAX_BADGES);
            assert_int_equal(n, k);
            assert_memory_equal(b, r, sizeof b[0] * (size_t)n);
            /* another's face-down broker in an area: its badge says "?" */
            const YsView *v = &s.view;
            for (int pl = 0; pl < YS_CITY_PLACES; pl++)
                for (int i = 0; i < v->priv.plen[pl]; i++) {
                    const YsBroker *x = &v->pool[v->priv.plist[pl][i]];
                    if (x->value != YS_UNKNOWN) continue;
                    const UiLeadBadge *y = badge(b, n, YS_LEAD_AREA, pl);
                    assert_non_null(y);
                    assert_non_null(strchr(y->text, '?'));
                    unknown++;
                }
            badges += n;
            ys_legal(&ui_session_whole(&s)->g, &ml);
            YsMove m = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
            assert_int_equal(ui_session_play(&s, &m), 0);
            ui_session_fast_forward(&s);
        }
    }
    ui_session_close(&s);
    assert_true(unknown > 100);
    assert_true(badges > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_face_up_equals_counting),
                                       cmocka_unit_test(test_own_view_only)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
