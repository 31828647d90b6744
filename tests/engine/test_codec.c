/* test_codec.c - a view and a move's events as text (codec.c): every view
 * and every event list of random games of each configuration comes back
 * from its text the same (the same text again, the same JSON, the same
 * legal moves and accessors), and a text cut, altered or of another shape
 * is refused with the output left as it was. */
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

static void same_text(const YsBuf *a, const YsBuf *b, const char *what, const char *ctx)
{
    if (a->n != b->n || memcmp(a->s, b->s, a->n)) fail_msg("%s: %s differs after its text", ctx, what);
}

static void view_round_trip(const YsGame *g, const YsView *v, const char *ctx)
{
    static YsView w;
    YsBuf t = {0}, t2 = {0}, j = {0}, j2 = {0};
    assert_int_equal(ys_view_encode(v, &t), 0);
    memset(&w, 0x5A, sizeof w);
    if (ys_view_decode(t.s, t.n, &w) != 0) fail_msg("%s: a view's own text refused", ctx);
    assert_int_equal(ys_view_encode(&w, &t2), 0);
    same_text(&t, &t2, "the text", ctx);
    /* the JSON the server writes from the game is the JSON of the view read back */
    ys_json_view(g, v->viewer, &j);
    ys_json_view(&w, w.viewer, &j2);
    same_text(&j, &j2, "the JSON view", ctx);
    static YsMoveList l1, l2;
    ys_legal(v, &l1);
    ys_legal(&w, &l2);
    assert_int_equal(l1.n, l2.n);
    for (int i = 0; i < l1.n; i++)
        if (!ys_move_equal(&l1.m[i], &l2.m[i])) fail_msg("%s: legal move %d differs", ctx, i);
    assert_int_equal(ys_take_port(v), ys_take_port(&w));
    assert_int_equal(ys_columns_done(v), ys_columns_done(&w));
    assert_int_equal(ys_seats_chosen(v), ys_seats_chosen(&w));
    assert_int_equal(ys_window(v), ys_window(&w));
    ys_buf_free(&t), ys_buf_free(&t2), ys_buf_free(&j), ys_buf_free(&j2);
}

static void events_round_trip(const YsGame *g, const YsEventLog *log, const char *ctx)
{
    static YsEventLog back;
    YsBuf t = {0}, t2 = {0}, j = {0}, j2 = {0};
    assert_int_equal(ys_events_encode(log, &t), 0);
    memset(&back, 0x5A, sizeof back);
    if (ys_events_decode(t.s, t.n, &back) != 0) fail_msg("%s: events' own text refused", ctx);
    assert_int_equal(back.n, log->n);
    for (int i = 0; i < log->n; i++) {
        assert_int_equal(back.ev[i].kind, log->ev[i].kind);
        assert_int_equal(back.ev[i].player, log->ev[i].player);
    }
    assert_int_equal(ys_events_encode(&back, &t2), 0);
    same_text(&t, &t2, "the events' text", ctx);
    ys_json_events(g, log, &j);
    ys_json_events(g, &back, &j2);
    same_text(&j, &j2, "the JSON events", ctx);
    ys_buf_free(&t), ys_buf_free(&t2), ys_buf_free(&j), ys_buf_free(&j2);
}

static void games(const char *opts, int n)
{
    static YsMoveList l;
    static YsEventLog log, seen;
    static YsView v;
    char full[160], ctx[240];
    long checked = 0;
    for (int s = 1; s <= n; s++) {
        snprintf(full, sizeof full, "%s seed=%d", opts, s);
        yt_new(yt_match, full);
        YsGame *g = &yt_match->g;
        uint64_t rng = (uint64_t)s * 104729u;
        while (!ys_over(g)) {
            ys_legal(g, &l);
            assert_int_equal(ys_apply_traced(g, &l.m[ys_rng_below(&rng, (uint32_t)l.n)], &log), 0);
            for (int p = -1; p < g->opt.players; p++) {
                int viewer = p < 0 ? YS_SPECTATOR : p;
                snprintf(ctx, sizeof ctx, "[%s, round %d, viewer %d]", full, g->round, viewer);
                ys_view(g, viewer, &v);
                view_round_trip(g, &v, ctx);
                seen = log;
                ys_events_view(&seen, viewer);
                events_round_trip(g, &seen, ctx);
                checked++;
            }
        }
    }
    assert_true(checked > n * 100);
}

static void test_4p_kf(void **state) { (void)state, games("players=4 kings-favor=on", 6); }
static void test_4p_express(void **state) { (void)state, games("players=4 express=on", 4); }
static void test_3p_3(void **state) { (void)state, games("players=3 neighbourhoods=3", 4); }
static void test_3p_4(void **state) { (void)state, games("players=3 kings-favor=on express=on", 4); }
static void test_2p(void **state) { (void)state, games("players=2", 6); }

/* Every byte of a game is in the table but the trace pointer and padding:
 * a field added to YsGame and not to the table shows here. */
static void test_every_field(void **state)
{
    (void)state;
    int unwritten = ys__codec_unwritten();
    print_message("bytes of YsGame (%zu) not written: %d\n", sizeof(YsGame), unwritten);
#if defined(__x86_64__) && defined(__GNUC__)
    assert_int_equal(unwritten, (int)sizeof(void *) + 28);
#else
    assert_true(unwritten >= (int)sizeof(void *) && unwritten < (int)sizeof(void *) + 32);
#endif
}

/* Cut anywhere, one character changed anywhere, or another tag: refused,
 * and the view and the events are left as they were. */
static void test_refusals(void **state)
{
    (void)state;
    yt_new(yt_match, "players=3 seed=5");
    YsGame *g = &yt_match->g;
    static YsMoveList l;
    static YsEventLog log;
    for (int i = 0; i < 40 && !ys_over(g); i++) {
        ys_legal(g, &l);
        assert_int_equal(ys_apply_traced(g, &l.m[0], &log), 0);
    }
    static YsView v, keep;
    ys_view(g, 1, &v);
    YsBuf t = {0}, e = {0};
    assert_int_equal(ys_view_encode(&v, &t), 0);
    assert_int_equal(ys_events_encode(&log, &e), 0);
    static YsView out;
    memset(&out, 0x33, sizeof out);
    keep = out;
    for (size_t cut = 0; cut < t.n; cut += 1 + cut / 16)
        if (ys_view_decode(t.s, cut, &out) == 0) fail_msg("a view cut to %zu of %zu characters was read", cut, t.n);
    char *bad = malloc(t.n + 1);
    for (size_t i = 0; i < t.n; i++)
        for (int k = 0; k < 2; k++) {
            memcpy(bad, t.s, t.n);
            bad[i] = k ? '*' : bad[i] == 'A' ? 'B' : 'A'; /* '*' is no digit; 'A', 'B' other ones */
            if (ys_view_decode(bad, t.n, &out) == 0) fail_msg("character %zu changed: read", i);
        }
    assert_memory_equal(&out, &keep, sizeof out);
    memcpy(bad, t.s, t.n);
    bad[0] = 'E';
    assert_int_equal(ys_view_decode(bad, t.n, &out), -1);
    assert_int_equal(ys_events_decode(bad, t.n, &log), -1);
    bad[0] = 'V';
    bad[2] = bad[2] == 'B' ? 'C' : 'B'; /* the shape's hash */
    assert_int_equal(ys_view_decode(bad, t.n, &out), -1);
    assert_memory_equal(&out, &keep, sizeof out);
    static YsEventLog lk, lout;
    memset(&lout, 0x44, sizeof lout);
    lk = lout;
    for (size_t cut = 0; cut < e.n; cut++)
        if (ys_events_decode(e.s, cut, &lout) == 0 && cut != e.n) fail_msg("events cut to %zu were read", cut);
    assert_memory_equal(&lout, &lk, sizeof lout);
    free(bad);
    ys_buf_free(&t), ys_buf_free(&e);
}

/* A view whose board names a broker slot past the pool is refused, though
 * its shape is right: a reader of it would index past the pool. */
static void test_insane_view(void **state)
{
    (void)state;
    yt_new(yt_match, "players=4 seed=9");
    YsGame *g = &yt_match->g;
    static YsMoveList l;
    static YsView v, out;
    int pl = -1;
    while (pl < 0 && !ys_over(g)) {
        ys_legal(g, &l);
        assert_int_equal(ys_match_play(yt_match, &l.m[0]), 0);
        ys_view(g, 0, &v);
        for (int p = 0; p < YS_PLACES && pl < 0; p++)
            if (v.priv.plen[p]) pl = p;
    }
    assert_true(pl >= 0);
    YsBuf t = {0};
    v.priv.plist[pl][0] = YS_POOL + 3;
    assert_int_equal(ys_view_encode(&v, &t), 0);
    assert_int_equal(ys_view_decode(t.s, t.n, &out), -1);
    ys_buf_free(&t);
    ys_view(g, 0, &v);
    v.to_move = 9;
    assert_int_equal(ys_view_encode(&v, &t), 0);
    assert_int_equal(ys_view_decode(t.s, t.n, &out), -1);
    ys_buf_free(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_field), cmocka_unit_test(test_refusals),   cmocka_unit_test(test_insane_view),
        cmocka_unit_test(test_4p_kf),       cmocka_unit_test(test_4p_express), cmocka_unit_test(test_3p_3),
        cmocka_unit_test(test_3p_4),        cmocka_unit_test(test_2p),
    };
    return cmocka_run_group_tests(tests, yt_match_setup, yt_match_teardown);
}
