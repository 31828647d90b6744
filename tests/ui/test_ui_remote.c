#define _POSIX_C_SOURCE 200809L
/* test_ui_remote.c - an online game on screen is the same game: a session
 * fed only what the server sends one seat (its events and views, through
 * the engine's exact text as they travel) tells the same log, the same
 * score history, the same record of points and the same view, with the
 * same legal moves, as a local session of the same moves watched from that
 * seat; in 2, 3 and 4 player games of every option. Headless: the session
 * alone, no SDL, no network. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session.h"
#include "ui_text.h"

static const char *words(const UiSession *s, int i, int viewer)
{
    return ui_log_line_words(&s->log[i % UI_LOG_MAX], viewer, 0);
}

/* What travels: the text the server writes, read back as the client does. */
static void through_text(const YsView *v, const YsEventLog *ev, YsView *vout, YsEventLog *evout)
{
    YsBuf t = {0};
    assert_int_equal(ys_view_encode(v, &t), 0);
    assert_int_equal(ys_view_decode(t.s, t.n, vout), 0);
    t.n = 0;
    assert_int_equal(ys_events_encode(ev, &t), 0);
    assert_int_equal(ys_events_decode(t.s, t.n, evout), 0);
    ys_buf_free(&t);
}

static void compare(const UiSession *loc, const UiSession *rem, int seat, const char *ctx)
{
    assert_int_equal(loc->nlog, rem->nlog);
    for (int i = loc->nlog > UI_LOG_MAX ? loc->nlog - UI_LOG_MAX : 0; i < loc->nlog; i++)
        if (strcmp(words(loc, i, seat), words(rem, i, seat)))
            fail_msg("%s: log line %d: local '%s', online '%s'", ctx, i, words(loc, i, seat), words(rem, i, seat));
    assert_int_equal(loc->nhist, rem->nhist);
    assert_memory_equal(loc->hist, rem->hist, sizeof loc->hist[0] * (size_t)loc->nhist);
    if (memcmp(&loc->rec.pts, &rem->rec.pts, sizeof loc->rec.pts)) fail_msg("%s: points by turn differ", ctx);
    YsBuf a = {0}, b = {0};
    ys_json_view(&loc->view, seat, &a);
    ys_json_view(&rem->view, seat, &b);
    if (a.n != b.n || memcmp(a.s, b.s, a.n)) fail_msg("%s: the views differ", ctx);
    ys_buf_free(&a), ys_buf_free(&b);
    assert_int_equal(loc->legal.n, rem->legal.n);
    for (int i = 0; i < loc->legal.n; i++)
        assert_true(ys_move_equal(&loc->legal.m[i], &rem->legal.m[i]));
    assert_int_equal(loc->handover_to, -1);
    assert_int_equal(rem->handover_to, -1);
    assert_int_equal(ui_session_bot_to_move(rem), 0);
}

static void games(const char *opts, int n)
{
    static UiSession loc, rem;
    static YsMoveList l;
    static YsView v, vr;
    static YsEventLog seen, seenr;
    char ctx[260]; /* full, a seat and a move */
    for (int k = 1; k <= n; k++) {
        YsOptions o;
        ys_options_default(&o);
        char err[200], full[200];
        snprintf(full, sizeof full, "%s seed=%d", opts, k);
        char words_[200], *sv = NULL;
        snprintf(words_, sizeof words_, "%s", full);
        for (char *w = strtok_r(words_, " ", &sv); w; w = strtok_r(NULL, " ", &sv)) {
            char *eq = strchr(w, '=');
            assert_non_null(eq);
            *eq = 0;
            assert_int_equal(ys_options_set(&o, w, eq + 1, err, sizeof err), 0);
        }
        int seat = (k - 1) % o.players; /* each seat in turn watches */
        UiSeat seats[YS_MAX_HUMANS];
        memset(seats, 0, sizeof seats);
        for (int s = 0; s < o.players; s++) {
            seats[s].human = s == seat;
            seats[s].colour = s;
            snprintf(seats[s].name, sizeof seats[s].name, "P%d", s);
        }
        memset(&loc, 0, sizeof loc);
        memset(&rem, 0, sizeof rem);
        assert_int_equal(ui_session_new(&loc, &o, seats, 0, err, sizeof err), 0);
        for (int s = 0; s < o.players; s++)
            seats[s].human = 1; /* online, every seat is a player's or the server's bot: none is ours */
        ys_view(&loc.match->g, seat, &v);
        through_text(&v, &seen, &vr, &seenr);
        assert_int_equal(ui_session_remote_new(&rem, &vr, 0, seats, seat), 0);
        uint64_t rng = (uint64_t)k * 2654435761u;
        int moves = 0;
        while (!ys_over(&loc.match->g)) {
            ys_legal(&loc.match->g, &l);
            YsMove m = l.m[ys_rng_below(&rng, (uint32_t)l.n)];
            assert_int_equal(ui_session_play(&loc, &m, NULL), 0);
            ui_session_fast_forward(&loc);
            seen = loc.match->last;
            ys_events_view(&seen, seat);
            ys_view(&loc.match->g, seat, &v);
            through_text(&v, &seen, &vr, &seenr);
            moves++;
            ui_session_remote_move(&rem, &seenr, &vr, moves, moves % 3 == 0);
            ui_session_fast_forward(&rem);
            snprintf(ctx, sizeof ctx, "[%s, seat %d, move %d]", full, seat, moves);
            compare(&loc, &rem, seat, ctx);
            assert_int_equal(rem.match->nlog, moves);
        }
        assert_true(ys_over(&rem.match->g));
        assert_int_equal(ui_session_play(&rem, &l.m[0], NULL), -1); /* online, moves go to the server */
        /* the server's whole game at the end: another game (one move short,
         * or another end than the one shown) is refused; this one is taken,
         * and the session then holds every move as the local one does */
        static YsMatch other;
        other = *loc.match;
        other.nlog--;
        assert_int_equal(ui_session_remote_whole(&rem, &other), -1);
        other = *loc.match;
        other.g.score[(seat + 1) % o.players]++; /* another end than the one shown */
        assert_int_equal(ui_session_remote_whole(&rem, &other), -1);
        assert_false(rem.remote_whole);
        assert_int_equal(ui_session_remote_whole(&rem, loc.match), 0);
        assert_true(rem.remote_whole);
        assert_int_equal(rem.match->nlog, loc.match->nlog);
        assert_memory_equal(rem.match->log, loc.match->log, sizeof loc.match->log[0] * (size_t)loc.match->nlog);
        ui_session_free(&loc);
        ui_session_free(&rem);
    }
}

static void test_2p(void **state) { (void)state, games("players=2", 4); }
static void test_3p(void **state) { (void)state, games("players=3 neighbourhoods=3 express=on", 3); }
static void test_4p(void **state) { (void)state, games("players=4 kings-favor=on", 4); }

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_2p), cmocka_unit_test(test_3p), cmocka_unit_test(test_4p)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
