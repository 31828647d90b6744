/* test_faults.c - ys-server's rooms when something fails (issue 50), with
 * no network: the server of srv_open_rooms, each player one end of a
 * bufferevent pair (conn_open), as test_rooms.c drives it. A stop while a
 * bot's move waits to be delivered. */
#define _GNU_SOURCE /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/event.h>

#include "jmsg.h"
#include "server.h"

#define WAIT_MS 60000 /* a bound on a hang, never a timing the test relies on */

static char dir[256];

/* --- a player at one end of a pair -------------------------------------- */

typedef struct {
    struct bufferevent *end;
    char room[32];
    int seq;   /* of the last view */
    int legal; /* a legal list for seq came */
    char move[YS_MOVE_TEXT];
    char error[32]; /* the last error's code */
    int lines;
} Player;

static void sleep_ms(int ms) { nanosleep(&(struct timespec){ms / 1000, (long)(ms % 1000) * 1000000L}, NULL); }

/* Runs the loop until nothing is due. */
static void pump(Server *srv)
{
    do
        event_base_loop(srv->base, EVLOOP_NONBLOCK);
    while (event_base_get_num_events(srv->base, EVENT_BASE_COUNT_ACTIVE) > 0);
}

static int first_string(int i, const char *s, void *ud)
{
    if (i == 0) snprintf(ud, YS_MOVE_TEXT, "%s", s);
    return 0;
}

/* Reads what p was sent: the room, the last view's seq, its legal moves
 * (the first kept), the last error. */
static void take(Player *p)
{
    struct evbuffer *in = bufferevent_get_input(p->end);
    size_t n;
    char *l;
    while ((l = evbuffer_readln(in, &n, EVBUFFER_EOL_LF))) {
        Jmsg m;
        char err[200], type[32];
        uint64_t u;
        p->lines++;
        if (jmsg_parse(&m, l, n, err, sizeof err) || jmsg_str(&m, "type", type, sizeof type))
            fail_msg("not a message: %s", l);
        if (!strcmp(type, "joined"))
            jmsg_str(&m, "room", p->room, sizeof p->room);
        else if (!strcmp(type, "view")) {
            jmsg_uint(&m, "seq", YS_MAX_LOG, &u);
            p->seq = (int)u;
            p->legal = 0;
        } else if (!strcmp(type, "legal")) {
            jmsg_uint(&m, "seq", YS_MAX_LOG, &u);
            p->legal = (int)u == p->seq && jmsg_strings(&m, "moves", first_string, p->move) > 0;
        } else if (!strcmp(type, "error"))
            jmsg_str(&m, "code", p->error, sizeof p->error);
        free(l);
    }
}

static void sendf(Player *p, const char *fmt, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    assert_true(n > 0 && n < (int)sizeof line - 1);
    line[n++] = '\n';
    assert_int_equal(bufferevent_write(p->end, line, (size_t)n), 0);
}

static void player_open(Server *srv, Player *p, const char *addr)
{
    memset(p, 0, sizeof *p);
    p->seq = -1;
    struct bufferevent *pair[2];
    assert_int_equal(bufferevent_pair_new(srv->base, 0, pair), 0);
    conn_open(srv, pair[0], addr);
    bufferevent_enable(pair[1], EV_READ | EV_WRITE);
    p->end = pair[1];
    sendf(p, "{\"type\":\"hello\",\"version\":1}");
}

static void player_close(Player *p)
{
    if (p->end) bufferevent_free(p->end);
    p->end = NULL;
}

static void server_open(Server *srv, const char *name)
{
    memset(srv, 0, sizeof *srv);
    srv_defaults(&srv->cfg);
    snprintf(srv->cfg.data, sizeof srv->cfg.data, "%s/%s", dir, name);
    srv->cfg.fixed_deals = 1;
    srv->cfg.grace_s = 0;
    srv->cfg.idle_s = srv->cfg.handshake_s = 1000000; /* a slow machine never closes a player */
    srv->cfg.durable = 0;
    srv->cfg.bot_threads = 1;
    char err[300];
    if (srv_open_rooms(srv, err, sizeof err)) fail_msg("%s", err);
}

/* --- a stop with a bot's move done and not yet delivered ----------------- */

/* The server is closed the moment a bot has chosen its move, before the
 * loop has taken it (ys-server's SIGTERM and the hosted server's stop, with
 * bots thinking): srv_close's pass of the loop delivered it into a room
 * whose commit event was already freed (issue 50: SIGSEGV, exit 139). */
static void stop_with_a_bot_move_waiting(void **state)
{
    (void)state;
    for (int round = 0; round < 3; round++) {
        static Server srv;
        server_open(&srv, "stop");
        Player h;
        player_open(&srv, &h, "host");
        sendf(&h, "{\"type\":\"create\",\"options\":\"players=2 seed=%d\",\"seats\":[\"human\",\"bot:random\"]}",
              round + 1);
        Room *r = NULL;
        for (int waited = 0;; waited += 10) {
            pump(&srv);
            take(&h);
            r = srv.rooms;
            assert_non_null(r);
            if (r->job) break; /* the bot thinks */
            if (h.legal) {
                sendf(&h, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", h.move, h.seq);
                h.legal = 0;
                continue;
            }
            if (waited > WAIT_MS) fail_msg("the bot was never asked to move");
            sleep_ms(10);
        }
        /* its answer is handed to the loop (event_active), not yet taken */
        for (int waited = 0; event_base_get_num_events(srv.base, EVENT_BASE_COUNT_ACTIVE) == 0; waited += 5) {
            if (waited > WAIT_MS) fail_msg("the bot did not answer within %d ms", WAIT_MS);
            sleep_ms(5);
        }
        uint64_t moves = srv.moves;
        player_close(&h);                   /* its end only: the server's connection stays to the close */
        srv_close(&srv);                    /* crashed here */
        assert_int_equal(srv.moves, moves); /* nothing is played on the way out */
    }
}

/* --- the suite ------------------------------------------------------------ */

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/ys-test-faults-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static void quiet(void *ud, const char *line) { (void)ud, (void)line; }

int main(void)
{
    srv_log_to(quiet, NULL);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(stop_with_a_bot_move_waiting),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
