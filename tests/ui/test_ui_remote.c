#define _POSIX_C_SOURCE 200809L
/* test_ui_remote.c - an online game on screen is the same game: a session
 * whose source hands it only what a server sends one seat (its events and
 * views, through the engine's exact text as they travel) tells the same
 * log, the same score history, the same record of points and the same
 * view, with the same legal moves, as a session of a game held here with
 * the same moves watched from that seat; in 2, 3 and 4 player games of
 * every option. The session knows neither: it reads its source. Headless:
 * the session alone, no SDL, no network. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session.h"
#include "ui/session_new.h"
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
    assert_int_equal(ui_session_bot_to_move(rem), 0); /* no seat there is a bot's */
}

/* A source fed by the test as a room feeds one seat: each move's events
 * and the view after it, as they arrive. */
typedef struct {
    UiSource base;
    int seat, players, queued, told, seq;
    YsEventLog ev[4];
    YsView after[4];
    int quiet[4];
    YsView shown;
    int submitted;
    int standin; /* a bot plays the seat watched for its person, away */
} Fed;

static int fed_next(UiSource *s, int viewer, UiTold *out)
{
    Fed *f = (Fed *)s;
    memset(out, 0, sizeof *out);
    if (f->told == f->queued || viewer != f->seat) return 0;
    int i = f->told++ % 4;
    out->seq = ++f->seq;
    out->mover = -1;
    for (int k = 0; k < f->ev[i].n; k++)
        if (f->ev[i].ev[k].kind == YS_EV_MOVE) {
            out->mover = f->ev[i].ev[k].player;
            break;
        }
    out->seen = &f->ev[i];
    out->own[f->seat] = &f->ev[i];
    out->after = &f->after[i];
    out->quiet = f->quiet[i];
    f->shown = f->after[i];
    return 1;
}

static int fed_submit(UiSource *s, int seat, const YsMove *m)
{
    (void)seat, (void)m;
    ((Fed *)s)->submitted++; /* sent: it comes back as the room tells it */
    return 0;
}

static int fed_view(UiSource *s, int seat, YsView *out)
{
    (void)seat;
    *out = ((Fed *)s)->shown;
    return 0;
}

static int fed_seat(UiSource *s, int k, UiSeatState *out)
{
    Fed *f = (Fed *)s;
    memset(out, 0, sizeof *out);
    if (k < 0 || k >= f->players) return -1;
    out->plays = k != f->seat ? UI_PLAYS_AWAY : f->standin ? UI_PLAYS_BOT_FOR : UI_PLAYS_HERE; /* none but ours here */
    out->connected = 1;
    out->mine = k == f->seat;
    snprintf(out->name, sizeof out->name, "P%d", k);
    return 0;
}

static int fed_wants(UiSource *s, int k)
{
    Fed *f = (Fed *)s;
    return k == f->seat && !f->standin && f->told == f->queued && !ys_over(&f->shown) && ys_to_move(&f->shown) == k;
}

static const YsMatch *fed_whole(UiSource *s) { return (void)s, NULL; }
static void fed_poll(UiSource *s, uint32_t now) { (void)s, (void)now; }
static int fed_news(UiSource *s, char *b, int n) { return (void)s, (void)b, (void)n, 0; }
static int fed_caps(const UiSource *s) { return (void)s, UI_SRC_TABLE; }
static UiAgain fed_again(const UiSource *s) { return (void)s, UI_AGAIN_NONE; }
static int fed_again_go(UiSource *s) { return (void)s, -1; }
static int fed_busy(const UiSource *s) { return (void)s, 0; }
static void fed_free(UiSource *s) { (void)s; }

static const UiSourceOps fed_ops = {fed_next, fed_submit, fed_view,  fed_seat,     fed_wants, fed_whole, fed_poll,
                                    fed_news, fed_caps,   fed_again, fed_again_go, fed_busy,  fed_free};

static void games(const char *opts, int n)
{
    static UiSession loc, rem;
    static Fed fed;
    static YsMoveList l;
    static YsView v;
    static YsEventLog seen;
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
        assert_int_equal(session_new(&loc, &o, seats, 0, err, sizeof err), 0);
        memset(&fed, 0, sizeof fed);
        fed.base.ops = &fed_ops;
        fed.seat = seat, fed.players = o.players;
        ys_view(&ui_session_whole(&loc)->g, seat, &v);
        through_text(&v, &seen, &fed.shown, &fed.ev[0]);
        assert_int_equal(ui_session_open(&rem, &fed.base, NULL, seat), 0);
        uint64_t rng = (uint64_t)k * 2654435761u;
        int moves = 0;
        while (!ys_over(&ui_session_whole(&loc)->g)) {
            const YsMatch *lm = ui_session_whole(&loc);
            ys_legal(&lm->g, &l);
            YsMove m = l.m[ys_rng_below(&rng, (uint32_t)l.n)];
            /* the move of the seat watched goes to its source from the screen */
            if (ys_to_move(&lm->g) == seat) {
                int sent = fed.submitted;
                assert_int_equal(ui_session_submit(&rem, &m), 0);
                assert_int_equal(fed.submitted, sent + 1);
                assert_int_equal(rem.legal.n, 0); /* until the room tells it */
            }
            assert_int_equal(ui_session_play(&loc, &m), 0);
            ui_session_fast_forward(&loc);
            seen = lm->last;
            ys_events_view(&seen, seat);
            ys_view(&lm->g, seat, &v);
            int i = fed.queued % 4;
            through_text(&v, &seen, &fed.after[i], &fed.ev[i]);
            fed.quiet[i] = (moves + 1) % 3 == 0;
            fed.queued++;
            moves++;
            ui_session_pump(&rem, 0, 1);
            ui_session_fast_forward(&rem);
            snprintf(ctx, sizeof ctx, "[%s, seat %d, move %d]", full, seat, moves);
            compare(&loc, &rem, seat, ctx);
            assert_int_equal(rem.seq, moves);
        }
        assert_true(ui_session_over(&rem));
        assert_null(ui_session_whole(&rem));                  /* the room never sent the whole game */
        assert_int_equal(ui_session_play(&rem, &l.m[0]), -1); /* not a game held here: no driver plays it */
        ui_session_close(&loc);
        ui_session_close(&rem);
    }
}
/* A player back in their seat from a bot that stood in for them, in a room
 * whose game they open then (the friend's game killed, started again and
 * back with its invite): the screen is still theirs, from the seat's eyes,
 * and asks them for the seat's move once the bot hands it back. Before,
 * the session opened with no viewer (no seat played here), so the game
 * never asked for the move and the room waited on it for ever. */
static void test_back_from_a_bot(void **state)
{
    (void)state;
    static UiSession rem;
    static Fed fed;
    static YsMatch m;
    static YsEventLog none;
    YsOptions o;
    ys_options_default(&o);
    char err[200];
    assert_int_equal(ys_match_new(&m, &o, err, sizeof err), 0);
    int seat = ys_to_move(&m.g);
    memset(&fed, 0, sizeof fed);
    fed.base.ops = &fed_ops;
    fed.seat = seat, fed.players = o.players, fed.standin = 1;
    YsView v;
    ys_view(&m.g, seat, &v);
    through_text(&v, &none, &fed.shown, &fed.ev[0]);
    memset(&rem, 0, sizeof rem);
    assert_int_equal(ui_session_open(&rem, &fed.base, NULL, -2), 0);
    assert_int_equal(rem.viewer, seat); /* the seat's eyes, though a bot plays it */
    assert_int_equal(rem.who[seat].plays, UI_PLAYS_BOT_FOR);
    assert_int_equal(rem.legal.n, 0); /* the bot's move, not the player's */
    fed.standin = 0;                  /* the seat reclaimed: the bot hands it back */
    assert_int_equal(ui_session_pump(&rem, 0, 1), 1);
    assert_int_equal(rem.who[seat].plays, UI_PLAYS_HERE);
    assert_true(rem.legal.n > 0); /* asked for the move */
    ui_session_close(&rem);
}

static void test_2p(void **state) { (void)state, games("players=2", 4); }
static void test_3p(void **state) { (void)state, games("players=3 neighbourhoods=3 express=on", 3); }
static void test_4p(void **state) { (void)state, games("players=4 kings-favor=on", 4); }

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_2p), cmocka_unit_test(test_3p), cmocka_unit_test(test_4p),
                                       cmocka_unit_test(test_back_from_a_bot)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
