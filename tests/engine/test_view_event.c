/* test_view_event.c - the board a screen tells a move's story on: a view
 * brought forward event by event (ys_view_apply_event) keeps the numbers
 * the rules read beside the board's lists, and ends with the board of the
 * view after the move; a board set by hand (ys_board_clear, ys_board_put)
 * is one the move generator answers rightly on, and bad brokers are
 * refused without a change. */
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

/* The numbers kept beside the lists are those the lists give, and the free
 * slots are exactly the pool's slots off the board. */
static void numbers_follow_lists(const YsGame *v, const char *ctx)
{
    static YsGame w;
    w = *v;
    ys__sync_places(&w);
    if (memcmp(w.priv.place_sum, v->priv.place_sum, sizeof w.priv.place_sum) ||
        memcmp(w.priv.place_count, v->priv.place_count, sizeof w.priv.place_count) ||
        w.priv.market_full != v->priv.market_full)
        fail_msg("%s: the places' numbers disagree with their lists", ctx);
    int on = 0;
    for (int pl = 0; pl < YS_PLACES; pl++)
        for (int i = 0; i < v->priv.plen[pl]; i++) {
            on++;
            if (v->pool[v->priv.plist[pl][i]].place != pl) fail_msg("%s: a listed broker stands elsewhere", ctx);
        }
    if (on + v->priv.nfree != YS_POOL)
        fail_msg("%s: %d brokers on the board and %d free slots", ctx, on, v->priv.nfree);
    for (int i = 0; i < v->priv.nfree; i++)
        if (v->pool[v->priv.free_slots[i]].place != YS_NONE) fail_msg("%s: a free slot holds a broker", ctx);
}

/* Each place holds the same brokers, in the same order, as in the view
 * after the move: owner, face, and the value where both know it. */
static void board_as_after(const YsView *v, const YsView *after, const char *ctx)
{
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (v->priv.plen[pl] != after->priv.plen[pl])
            fail_msg("%s: place %d holds %d brokers, the view after %d", ctx, pl, v->priv.plen[pl],
                     after->priv.plen[pl]);
        for (int i = 0; i < v->priv.plen[pl]; i++) {
            const YsBroker *a = &v->pool[v->priv.plist[pl][i]], *b = &after->pool[after->priv.plist[pl][i]];
            if (a->owner != b->owner || a->up != b->up || (a->value != YS_UNKNOWN && a->value != b->value))
                fail_msg("%s: place %d, broker %d differs from the view after", ctx, pl, i + 1);
        }
    }
}

static void story_games(const char *opts, int games)
{
    static YsMoveList l;
    static YsEventLog log, seen;
    static YsView v, after;
    static YsGame before;
    char full[160], ctx[300];
    long told = 0;
    for (int s = 1; s <= games; s++) {
        snprintf(full, sizeof full, "%s seed=%d", opts, s);
        yt_new(yt_match, full);
        YsGame *g = &yt_match->g;
        uint64_t rng = (uint64_t)s * 7919u;
        while (!ys_over(g)) {
            ys_legal(g, &l);
            before = *g;
            assert_int_equal(ys_apply_traced(g, &l.m[ys_rng_below(&rng, (uint32_t)l.n)], &log), 0);
            for (int p = -1; p < g->opt.players; p++) {
                int viewer = p < 0 ? YS_SPECTATOR : p;
                ys_view(&before, viewer, &v);
                ys_view(g, viewer, &after);
                seen = log;
                ys_events_view(&seen, viewer);
                for (int i = 0; i < seen.n; i++) {
                    snprintf(ctx, sizeof ctx, "[%s, round %d, viewer %d, event %d %s]", full, before.round, viewer, i,
                             ys_event_kind_name(seen.ev[i].kind));
                    assert_int_equal(ys_view_apply_event(&v, &seen.ev[i]), 0);
                    numbers_follow_lists(&v, ctx);
                    told++;
                }
                board_as_after(&v, &after, ctx);
                /* the bids shown: the brokers bid stand before the screens,
                 * by the events alone, as in the view after */
                for (int i = 0; i < seen.n; i++)
                    if (seen.ev[i].kind == YS_EV_BIDS &&
                        (!v.bids_revealed || memcmp(v.front, after.front, sizeof v.front) ||
                         memcmp(v.bid, after.bid, sizeof v.bid)))
                        fail_msg("%s: the bids told leave the screens' fronts unlike the view after", ctx);
                /* what the engine says a move hides is what it erases for
                 * the other seats */
                YsEventLog *raw = &log;
                for (int i = 0; i < seen.n; i++)
                    if (raw->ev[i].kind == YS_EV_MOVE && raw->ev[i].player != viewer &&
                        memcmp(&raw->ev[i], &seen.ev[i], sizeof seen.ev[i]) && !ys_event_hides(&raw->ev[i]))
                        fail_msg("%s: event %d was erased for another seat, yet hides nothing", ctx, i);
            }
        }
    }
    assert_true(told > games * 100);
}

static void test_story_4p(void **state) { (void)state, story_games("players=4 kings-favor=on", 12); }
static void test_story_3p(void **state) { (void)state, story_games("players=3 neighbourhoods=3", 12); }
static void test_story_2p(void **state) { (void)state, story_games("players=2", 12); }

/* A position set by hand, as the rules' examples set theirs: a market cell
 * taken by ys_board_put is one the legal list no longer offers, and the
 * live majorities count what was put. */
static void test_board_put(void **state)
{
    (void)state;
    yt_new(yt_match, "players=4 seed=3");
    YsGame *g = &yt_match->g;
    yt_bid_zero(yt_match);
    assert_int_equal(yt_until(yt_match, YS_DEC_PLACE, 0), 0);
    ys_board_clear(g);
    numbers_follow_lists(g, "cleared");
    int cell = YS_PLACE_MARKET(1, 2), p = ys_to_move(g);
    YsBroker b = {.owner = (uint8_t)((p + 1) % 4), .value = 3, .up = 1};
    assert_true(ys_board_put(g, cell, &b) >= 0);
    b.value = 4;
    assert_true(ys_board_put(g, YS_PLACE_CITY(0, YS_AREA_PORT), &b) >= 0);
    numbers_follow_lists(g, "put");
    static YsMoveList l;
    ys_legal(g, &l);
    int onto = 0, any = 0;
    for (int i = 0; i < l.n; i++) {
        any += l.m[i].kind == YS_MV_UP || l.m[i].kind == YS_MV_DOWN;
        onto += (l.m[i].kind == YS_MV_UP || l.m[i].kind == YS_MV_DOWN) && l.m[i].place == cell;
    }
    assert_true(any > 0);
    assert_int_equal(onto, 0);
    YsLeads leads;
    ys_leads(g, &leads);
    for (int i = 0; i < leads.n; i++)
        if (leads.lead[i].kind == YS_LEAD_AREA && leads.lead[i].index == YS_PLACE_CITY(0, YS_AREA_PORT)) {
            assert_int_equal(leads.lead[i].leader, b.owner);
            assert_int_equal(leads.lead[i].known[b.owner], 4);
        }
    /* bad brokers: refused, nothing changed */
    static YsGame keep;
    keep = *g;
    YsBroker bad = b;
    assert_int_equal(ys_board_put(g, YS_PLACES, &b), -1);
    assert_int_equal(ys_board_put(g, -1, &b), -1);
    bad.owner = 7;
    assert_int_equal(ys_board_put(g, 0, &bad), -1);
    bad = b, bad.value = 9;
    assert_int_equal(ys_board_put(g, 0, &bad), -1);
    assert_memory_equal(&keep, g, sizeof keep);
    for (int i = 0; i < YS_PLACE_CAP; i++)
        if (ys_board_put(g, YS_THRONE, &b) < 0) break;
    keep = *g;
    assert_int_equal(ys_board_put(g, YS_THRONE, &b), -1); /* full */
    assert_memory_equal(&keep, g, sizeof keep);
    /* an event that does not fit: refused, nothing changed */
    YsEvent e;
    memset(&e, 0, sizeof e);
    e.kind = YS_EV_FLIP;
    e.flip.place = YS_PLACE_CITY(3, 1);
    e.flip.pos = 5;
    assert_int_equal(ys_view_apply_event(g, &e), -1);
    e.kind = YS_EV_KINDS;
    assert_int_equal(ys_view_apply_event(g, &e), -1);
    assert_memory_equal(&keep, g, sizeof keep);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_put),
        cmocka_unit_test(test_story_4p),
        cmocka_unit_test(test_story_3p),
        cmocka_unit_test(test_story_2p),
    };
    return cmocka_run_group_tests(tests, yt_match_setup, yt_match_teardown);
}
