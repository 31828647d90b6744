/* test_rooms.c - the room logic with no network (issue 39). Rooms of every
 * configuration are played to their end through the server's own code:
 * srv_open_rooms opens the server less its certificate and listener, and
 * each simulated seat is a connection (conn_open) over a bufferevent pair,
 * so every line goes through the framing, room.c, the store's group commit
 * and back, with no socket and no TLS. Seats choose at random among the
 * legal moves they were sent; bots play some seats; seats drop, come back
 * with resume from any seq, are given to a bot and taken back. Every line a
 * seat gets is read back and checked against the engine playing the same
 * moves beside the room: the events and the view as ys_events_view and
 * ys_view give them to that seat (their JSON byte for byte, their state
 * text decoded), its legal moves, the room's seq and seats; a resume tells
 * again, byte for byte, what was told live. Twin rooms, whose games differ
 * only in two face-down values of one seat X swapped, send every other seat
 * the same bytes (but for the room's invite and the seats' tokens) until
 * the brokers are turned, and X something else. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "engine/testlib.h"
#include "room_seats.h"

/* --- every configuration ------------------------------------------------ */

static const char *const configs[] = {
    "players=2 neutral=4210",
    "players=2 neutral=4310",
    "players=3 neighbourhoods=3",
    "players=3 neighbourhoods=4",
    "players=4",
};

/* Configuration i's options; 0, or -1 for a combination the game has not
 * (King's Favor with 2 players). */
static int config_opts(int i, char *out, size_t len)
{
    static YsMatch m;
    char err[200];
    snprintf(out, len, "%s kings-favor=%s express=%s peek=%s", configs[i / 8], i & 1 ? "on" : "off",
             i & 2 ? "on" : "off", i & 4 ? "on" : "off");
    return yt_new_rc(&m, out, err, sizeof err) ? -1 : 0;
}

#define NCONFIGS (int)(sizeof configs / sizeof *configs * 8)

static int games_each(void)
{
    const char *e = getenv("YS_ROOM_GAMES");
    return e && atoi(e) > 0 ? atoi(e) : 1;
}

static void random_games(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    for (int i = 0; i < NCONFIGS; i++)
        for (int r = 0; r < games_each(); r++) {
            char opts[200];
            if (config_opts(i, opts, sizeof opts)) continue;
            rs_stat.configs += !r;
            int players = opts[8] - '0';
            /* a bot in every other room, in a seat other than the host's */
            int bot = (i + r) % 2 ? 1 + (int)rs_below((uint32_t)players - 1) : -1;
            rs_game_open(g, opts, 1000 + (uint64_t)i * 17 + (uint64_t)r, bot, rs_below(2) ? AI_RANDOM : AI_EASY, 1);
            rs_play_out(g, 1);
            rs_game_close(g);
            rs_stat.games++;
        }
    free(g);
}

/* --- twins ---------------------------------------------------------------- */

static int secret_kind(int k) { return k == YS_MV_DOWN || k == YS_MV_NEUTRAL; }

/* Whether move k turned face-down brokers (the counting), as the engine
 * tells it unfiltered: from there on the twins may be told apart. */
static int turns(const Game *g, int k)
{
    for (int i = 0; i < g->nev[k]; i++)
        if (g->ev[k][i].kind == YS_EV_REVEAL || g->ev[k][i].kind == YS_EV_FLIP) return 1;
    return 0;
}

/* Copies a line with the room's code and the tokens, which differ between
 * any two rooms, written the same way. */
static char *plain(const Game *g, const char *l)
{
    size_t n = strlen(l);
    char *out = malloc(n + 1), *o = out;
    assert_non_null(out);
    while (*l) {
        size_t skip = 0;
        if (!strncmp(l, g->invite, SRV_INVITE_LEN)) skip = SRV_INVITE_LEN;
        for (int s = 0; s < g->nseats && !skip; s++)
            if (g->token[s][0] && !strncmp(l, g->token[s], SRV_TOKEN_LEN)) skip = SRV_TOKEN_LEN;
        if (skip) {
            *o++ = '#';
            l += skip;
        } else
            *o++ = *l++;
    }
    *o = 0;
    return out;
}

static int same_line(const Game *a, const char *la, const Game *b, const char *lb)
{
    char *x = plain(a, la), *y = plain(b, lb);
    int eq = !strcmp(x, y);
    free(x), free(y);
    return eq;
}

typedef struct {
    int x, i, j, end;
    int peek_at[YS_MAX_HUMANS]; /* a seat that saw a swapped broker: from that move on, else -1 */
    YsMove moves[YS_MAX_LOG];
} Twin;

/* The moves of the twin of game a: seat X's face-down values of moves i
 * and j (same kind, same placing phase) swapped, the rest the same, up to
 * the first move that turns brokers. 0 when such a twin plays legally. */
static int twin_moves(const Game *a, int x, int i, int j, Twin *t)
{
    static YsMatch b;
    char err[200];
    const YsMove *la = a->local->log;
    if (ys_match_new(&b, &a->local->g.opt, err, sizeof err)) fail_msg("%s", err);
    memset(t, 0, sizeof *t);
    t->x = x, t->i = i, t->j = j, t->end = -1;
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        t->peek_at[s] = -1;
    for (int k = 0; k < a->local->nlog && t->end < 0; k++) {
        if (k >= i && turns(a, k)) {
            t->end = k;
            break;
        }
        /* X's characters name its brokers by value: after the swap the same
         * text would name another broker, a public difference */
        if (k > i && a->mover[k] == x && la[k].kind == YS_MV_CARD) return -1;
        YsMove m = la[k];
        if (k == i) m.a = la[j].a;
        if (k == j) m.a = la[i].a;
        if (ys_match_play(&b, &m)) { /* X's own moves may not fit the swap; another seat's must */
            if (a->mover[k] == x) return -1;
            fail_msg("seat %d's move %d (%s) is legal in one twin, not in the other: its legal moves tell seat %d's "
                     "face-down values",
                     a->mover[k], k + 1, a->text[k], x);
        }
        t->moves[k] = m;
        if (k < i) continue;
        YsBuf ea = {0}, eb = {0}; /* who learnt something of the swap: the mover alone */
        YsEventLog *full = malloc(sizeof *full);
        assert_non_null(full);
        full->n = a->nev[k];
        memcpy(full->ev, a->ev[k], (size_t)full->n * sizeof(YsEvent));
        ys_events_encode(full, &ea);
        ys_events_encode(&b.last, &eb);
        int p = a->mover[k];
        if ((ea.n != eb.n || memcmp(ea.s, eb.s, ea.n)) && p != x && p < YS_MAX_HUMANS && t->peek_at[p] < 0)
            t->peek_at[p] = k;
        free(full), ys_buf_free(&ea), ys_buf_free(&eb);
    }
    return t->end > j ? 0 : -1;
}

/* Finds in game a the twin's seat and moves, at random among the pairs
 * that fit. 0, or -1 when the game has none. */
static int find_twin(const Game *a, Twin *t)
{
    const YsMove *l = a->local->log;
    int n = a->local->nlog, npair = 0;
    static int pair[4096][2];
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n && npair < 4096; j++)
            if (a->mover[i] == a->mover[j] && secret_kind(l[i].kind) && l[i].kind == l[j].kind && l[i].a != l[j].a &&
                a->after[i].round == a->after[j].round && a->after[i].phase == YS_PHASE_PLACE &&
                a->after[j].phase == YS_PHASE_PLACE)
                pair[npair][0] = i, pair[npair++][1] = j;
    for (int tries = 0; tries < 50 && npair > 0; tries++) {
        int p = (int)rs_below((uint32_t)npair);
        if (!twin_moves(a, a->mover[pair[p][0]], pair[p][0], pair[p][1], t)) return 0;
        pair[p][0] = pair[--npair][0], pair[p][1] = pair[npair][1];
    }
    return -1;
}

static void twin_compare(const Game *a, const Game *b, const Twin *t)
{
    for (int s = 0; s < a->nseats; s++) {
        int upto = s == t->x ? t->end : t->peek_at[s] >= 0 ? t->peek_at[s] : t->end;
        rs_stat.twin_peekers += s != t->x && t->peek_at[s] >= 0;
        int na = a->mark[s][upto], nb = b->mark[s][upto];
        const Client *ca = a->first[s], *cb = b->first[s];
        if (s != t->x) {
            if (na != nb) fail_msg("seat %d got %d lines in one twin, %d in the other", s, na, nb);
            for (int k = 0; k < na; k++)
                if (!same_line(a, ca->line[k], b, cb->line[k])) {
                    size_t at = 0;
                    while (ca->line[k][at] && ca->line[k][at] == cb->line[k][at])
                        at++;
                    at = at > 200 ? at - 200 : 0;
                    char xs[2000] = "";
                    for (int m = t->i, n = 0; m < t->end && n < (int)sizeof xs - 80; m++)
                        if (a->mover[m] == t->x)
                            n += snprintf(xs + n, sizeof xs - (size_t)n, " %d:%s", m + 1, a->text[m]);
                    fail_msg("twins (seat %d's values of moves %d and %d swapped; its moves%s) told seat %d apart, "
                             "from byte %zu:\n  %.400s\n  %.400s",
                             t->x, t->i + 1, t->j + 1, xs, s, at, ca->line[k] + at, cb->line[k] + at);
                }
            rs_stat.twin_lines += na;
            for (int k = 0; k < na; k++)
                rs_stat.twin_bytes += (long)strlen(ca->line[k]) + 1;
        } else {
            int differ = na != nb;
            for (int k = a->mark[s][t->i]; k < na && k < nb && !differ; k++)
                differ = !same_line(a, ca->line[k], b, cb->line[k]);
            if (!differ) fail_msg("seat %d was told the same in both twins: the twins are not twins", s);
            rs_stat.twin_x_differ++;
        }
    }
}

static void twins(void **state)
{
    (void)state;
    Game *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    Twin *t = malloc(sizeof *t);
    assert_true(a && b && t);
    for (int i = 0; i < NCONFIGS; i++)
        for (int r = 0; r < games_each(); r++) {
            char opts[200];
            if (config_opts(i, opts, sizeof opts)) continue;
            uint64_t seed = 5000 + (uint64_t)i * 31 + (uint64_t)r;
            int found = -1;
            for (int tries = 0; tries < 10 && found; tries++) {
                rs_game_open(a, opts, seed, -1, 0, 0);
                rs_play_out(a, 0);
                found = find_twin(a, t);
                if (found) rs_game_close(a), seed += 1000;
            }
            if (found) fail_msg("%s: ten games without two face-down placements to swap", opts);
            /* the twin room: the same deal and seats, the moves of the twin */
            rs_game_open(b, opts, seed, -1, 0, 0);
            rs_mark(b);
            for (int k = 0; k < t->end; k++) {
                char text[YS_MOVE_TEXT];
                ys_move_format(&b->local->g, &t->moves[k], text, sizeof text);
                rs_play_text(b, ys_to_move(&b->local->g), text);
                rs_mark(b);
            }
            twin_compare(a, b, t);
            rs_stat.twins++;
            rs_stat.twin_moves += t->end - t->i;
            rs_game_close(b);
            rs_game_close(a);
        }
    free(a), free(b), free(t);
}

static int setup(void **state)
{
    (void)state;
    return rs_open();
}

static int teardown(void **state)
{
    (void)state;
    rs_close();
    return 0;
}

static void quiet(void *ud, const char *line) { (void)ud, (void)line; }

int main(void)
{
    srv_log_to(quiet, NULL);
    clock_t t0 = clock();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_games),
        cmocka_unit_test(twins),
    };
    int rc = cmocka_run_group_tests(tests, setup, teardown);
    printf("test_rooms: %ld configurations; %ld games with bots, drops and resumes, %ld twin pairs; %ld moves (%ld "
           "sent by seats, the rest by bots); %ld lines (%ld bytes) checked against the engine; %ld resumes (%ld moves "
           "told again), %ld drops, %ld takeovers, %ld reclaims; twins: %ld lines (%ld bytes) byte-identical to the "
           "other seats over %ld moves after the swap (%ld seats compared up to a look at a swapped broker only), %ld "
           "seats X told apart; %.1f s of CPU\n",
           rs_stat.configs, rs_stat.games, rs_stat.twins, rs_stat.moves, rs_stat.sent, rs_stat.lines, rs_stat.bytes,
           rs_stat.resumes, rs_stat.retold, rs_stat.drops, rs_stat.takeovers, rs_stat.reclaims, rs_stat.twin_lines,
           rs_stat.twin_bytes, rs_stat.twin_moves, rs_stat.twin_peekers, rs_stat.twin_x_differ,
           (double)(clock() - t0) / CLOCKS_PER_SEC);
    return rc;
}
