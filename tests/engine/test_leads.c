/* test_leads.c - live majorities (leads.c): where every broker is known,
 * the leaders shown are exactly who the counting then names; in a player's
 * view, hidden brokers are counted as unknown and never read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "testlib.h"

static const char *const configs[] = {"players=4",
                                      "players=4 kings-favor=on express=on",
                                      "players=3 neighbourhoods=3",
                                      "players=3 neighbourhoods=4",
                                      "players=2",
                                      "players=2 neutral=4310"};

static const YsLead *find(const YsLeads *l, int kind, int index)
{
    if (kind == YS_LEAD_BIDDER) return &l->bidder;
    for (int i = 0; i < l->n; i++)
        if (l->lead[i].kind == kind && l->lead[i].index == index) return &l->lead[i];
    return NULL;
}

/* Each counting event of a turn against the leads taken just before it. */
static int compare(const YsLeads *l, const YsEvent *e, long *columns_checked)
{
    const YsLead *lead = NULL;
    const YsRanking *r = NULL;
    switch (e->kind) {
    case YS_EV_NBHD:
        lead = find(l, YS_LEAD_NBHD, e->nbhd.nbhd), r = &e->nbhd.rank;
        break;
    case YS_EV_AREA:
        lead = find(l, YS_LEAD_AREA, e->area.place), r = &e->area.rank;
        break;
    case YS_EV_ROW:
        lead = find(l, YS_LEAD_ROW, e->row.row), r = &e->row.rank;
        break;
    case YS_EV_BIDDER:
        lead = find(l, YS_LEAD_BIDDER, 0), r = &e->bidder;
        break;
    case YS_EV_COLUMNS:
        for (int i = 0; i < YS_COLOURS; i++) { /* every place not decided by a player's choice */
            if ((i && e->columns.why[i - 1] == YS_TB_CHOICE) || (i < 3 && e->columns.why[i] == YS_TB_CHOICE)) continue;
            if (l->columns.order[i] != e->columns.order[i]) return 0;
            (*columns_checked)++;
        }
        return 1;
    default:
        return 1;
    }
    if (!lead || !lead->certain) return 0;
    return lead->leader == (r->n ? r->order[0] : -1) && lead->runner_up == (r->n > 1 ? r->order[1] : -1);
}

/* Where every broker is known (the referee's game), the leaders before the
 * counting starts are those the counting names: every neighbourhood, area,
 * row, the highest bidder, the columns' order up to a player's choice. */
static void test_leads_equal_counting(void **state)
{
    (void)state;
    YsMatch *m = yt_match;
    YsMoveList *list = malloc(sizeof *list);
    YsLeads *leads = malloc(sizeof *leads);
    uint64_t rng = 17;
    long checked = 0, columns = 0;
    for (size_t c = 0; c < sizeof configs / sizeof *configs; c++)
        for (int game = 0; game < 40; game++) {
            char opts[128];
            snprintf(opts, sizeof opts, "%s seed=%d", configs[c], game + 1);
            yt_new(m, opts);
            int open = 0; /* a counting under way whose leads were taken */
            while (!ys_over(&m->g)) {
                ys_legal(&m->g, list);
                YsMove mv = list->m[ys_rng_below(&rng, (uint32_t)list->n)];
                YsLeads now;
                ys_leads(&m->g, &now);
                int round = m->g.round;
                assert_int_equal(ys_match_play(m, &mv), 0);
                for (int i = 0; i < m->last.n; i++) {
                    const YsEvent *e = &m->last.ev[i];
                    if (e->kind == YS_EV_REVEAL && e->reveal.scope == YS_SCOPE_NBHD && e->reveal.nbhd == 0) {
                        /* the counting starts in this move: taken before it, if the move moved no broker */
                        open = mv.kind == YS_MV_PASS || mv.kind == YS_MV_DONE;
                        if (open) *leads = now;
                    }
                    if (!open) continue;
                    if (!compare(leads, e, &columns))
                        fail_msg("%s: round %d: leads disagree with the counting's %s event", opts, round,
                                 ys_event_kind_name(e->kind));
                    checked += e->kind == YS_EV_AREA || e->kind == YS_EV_NBHD || e->kind == YS_EV_ROW;
                }
                if (m->g.round != round) open = 0;
            }
        }
    print_message("%ld contests and %ld column places checked against the counting\n", checked, columns);
    assert_true(checked > 1000);
    assert_true(columns > 100);
    free(list);
    free(leads);
}

/* In a player's view: the others' face-down brokers are counted as hidden,
 * their values never added; one's own always known. */
static void test_leads_in_a_view(void **state)
{
    (void)state;
    YsMatch *m = yt_match;
    YsView *v = malloc(sizeof *v);
    uint64_t rng = 5;
    YsMoveList *list = malloc(sizeof *list);
    long hidden = 0;
    for (int game = 0; game < 30; game++) {
        char opts[64];
        snprintf(opts, sizeof opts, "players=%d seed=%d", 2 + game % 3, game + 100);
        yt_new(m, opts);
        while (!ys_over(&m->g)) {
            if (m->g.dec == YS_DEC_PLACE || m->g.dec == YS_DEC_AFTER)
                for (int p = 0; p < m->g.opt.players; p++) {
                    ys_view(&m->g, p, v);
                    YsLeads full, seen;
                    ys_leads(&m->g, &full);
                    ys_leads(v, &seen);
                    for (int i = 0; i < seen.n; i++) {
                        const YsLead *a = &full.lead[i], *b = &seen.lead[i];
                        for (int s = 0; s < m->g.seats; s++) {
                            if (a->known[s] < 0) {
                                assert_int_equal(b->known[s], -1);
                                continue;
                            }
                            assert_true(b->known[s] <= a->known[s]);
                            if (s == p) assert_int_equal(b->hidden[s], 0);
                            if (!b->hidden[s]) assert_int_equal(b->known[s], a->known[s]);
                            hidden += b->hidden[s];
                        }
                    }
                }
            ys_legal(&m->g, list);
            assert_int_equal(ys_match_play(m, &list->m[ys_rng_below(&rng, (uint32_t)list->n)]), 0);
        }
    }
    assert_true(hidden > 100);
    free(list);
    free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_leads_equal_counting, yt_match_setup, yt_match_teardown),
        cmocka_unit_test_setup_teardown(test_leads_in_a_view, yt_match_setup, yt_match_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
