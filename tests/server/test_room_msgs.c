/* test_room_msgs.c - the messages issue 48 added to protocol version 1 and
 * the three points where the page and the server disagreed, through the
 * server's own code with no network (srv_open_rooms, connections over
 * bufferevent pairs, as test_rooms.c): seats' names (create, join, resume;
 * kept in the store, and a store written before names read again), chat
 * (sent to the room, limited, kept and told again on resume and join), the
 * rooms message (a room's figures without taking its seat), takeover with
 * now, and resume's since, takeover's seat and lines that are not UTF-8 as
 * docs/online-protocol.md says. */
#define _GNU_SOURCE /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/event.h>
#include <sqlite3.h>

#include "engine/testlib.h"
#include "jmsg.h"
#include "server.h"

/* --- a server and its seats' ends --------------------------------------- */

static Server srv;
static char dir[256];

typedef struct {
    struct bufferevent *end;
    char *line[4096];
    int n, read;
} Cl;

static Cl *cls[64];
static int ncls;

static void quiet(void *ud, const char *line) { (void)ud, (void)line; }

/* Opens the server on the test's folder (made anew unless keep). */
static void srv_up(int keep, int grace_s)
{
    if (!keep) {
        snprintf(dir, sizeof dir, "/tmp/ys-test-msgs-XXXXXX");
        assert_non_null(mkdtemp(dir));
    }
    memset(&srv, 0, sizeof srv);
    srv_defaults(&srv.cfg);
    snprintf(srv.cfg.data, sizeof srv.cfg.data, "%s", dir);
    srv.cfg.fixed_deals = 1;
    srv.cfg.grace_s = grace_s;
    srv.cfg.idle_s = srv.cfg.handshake_s = 1000000;
    srv.cfg.idle_days = srv.cfg.keep_days = 1000000; /* the store's rooms never expire here */
    srv.cfg.durable = 0;
    srv.cfg.bot_threads = 1;
    char err[300];
    if (srv_open_rooms(&srv, err, sizeof err)) fail_msg("%s", err);
}

static void cl_free(Cl *c)
{
    if (c->end) bufferevent_free(c->end);
    for (int i = 0; i < c->n; i++)
        free(c->line[i]);
    free(c);
}

static void pump(void);

/* Closes the server (and every seat's end); remove: its folder too. */
static void srv_down(int remove)
{
    for (int i = 0; i < ncls; i++)
        if (cls[i]->end) {
            bufferevent_flush(cls[i]->end, EV_WRITE, BEV_FINISHED);
            bufferevent_free(cls[i]->end);
            cls[i]->end = NULL;
        }
    pump();
    for (int i = 0; i < ncls; i++)
        cl_free(cls[i]);
    ncls = 0;
    srv_close(&srv);
    if (remove) {
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        assert_int_equal(system(cmd), 0);
    }
}

/* Runs the loop until nothing is due, then takes in each seat's lines. */
static void pump(void)
{
    do
        event_base_loop(srv.base, EVLOOP_NONBLOCK);
    while (event_base_get_num_events(srv.base, EVENT_BASE_COUNT_ACTIVE) > 0);
    for (int i = 0; i < ncls; i++) {
        Cl *c = cls[i];
        if (!c->end) continue;
        size_t n;
        char *l;
        while ((l = evbuffer_readln(bufferevent_get_input(c->end), &n, EVBUFFER_EOL_LF))) {
            assert_true(c->n < 4096);
            c->line[c->n++] = l;
        }
    }
}

static void send_raw(Cl *c, const char *line, size_t len)
{
    assert_int_equal(bufferevent_write(c->end, line, len), 0);
    assert_int_equal(bufferevent_write(c->end, "\n", 1), 0);
    pump();
}

static void sendf(Cl *c, const char *fmt, ...)
{
    char line[20000];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    assert_true(n > 0 && n < (int)sizeof line);
    send_raw(c, line, (size_t)n);
}

/* A connection from addr that said hello. */
static Cl *cl_new(const char *addr)
{
    Cl *c = calloc(1, sizeof *c);
    struct bufferevent *pair[2];
    assert_non_null(c);
    assert_int_equal(bufferevent_pair_new(srv.base, 0, pair), 0);
    conn_open(&srv, pair[0], addr);
    bufferevent_enable(pair[1], EV_READ | EV_WRITE);
    c->end = pair[1];
    assert_true(ncls < 64);
    cls[ncls++] = c;
    sendf(c, "{\"type\":\"hello\",\"version\":1}");
    return c;
}

/* The seat's end goes: the server reads the end of its stream. */
static void cl_drop(Cl *c)
{
    bufferevent_flush(c->end, EV_WRITE, BEV_FINISHED);
    bufferevent_free(c->end);
    c->end = NULL;
    pump();
}

static const char *type_of(const char *l, char *type, size_t len)
{
    Jmsg m;
    char err[200];
    if (jmsg_parse(&m, l, strlen(l), err, sizeof err) || jmsg_str(&m, "type", type, len))
        fail_msg("not a message (%s): %.300s", err, l);
    return type;
}

/* The next unread line, or NULL. */
static const char *next(Cl *c) { return c->read < c->n ? c->line[c->read++] : NULL; }

/* The next unread line of that type (others are passed over: views, legal
 * moves); fails when none came. */
static const char *until(Cl *c, const char *type)
{
    const char *l;
    char t[32];
    while ((l = next(c)))
        if (!strcmp(type_of(l, t, sizeof t), type)) return l;
    fail_msg("no %s came", type);
    return NULL;
}

/* Everything unread is passed over. */
static void pass_over(Cl *c) { c->read = c->n; }

/* Sends line; the next line must be the error code. */
static void refused(Cl *c, const char *code, const char *fmt, ...)
{
    char line[20000];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    pass_over(c);
    send_raw(c, line, (size_t)n);
    const char *l = next(c);
    char want[64];
    snprintf(want, sizeof want, "\"code\":\"%s\"", code);
    if (!l || !strstr(l, "{\"type\":\"error\"") || !strstr(l, want))
        fail_msg("%.200s: answered %.300s, not %s", line, l ? l : "nothing", code);
    if (next(c)) fail_msg("%.200s: more after the error: %.300s", line, c->line[c->read - 1]);
}

static Json *parsed(const char *l)
{
    Json *j = json_parse(l);
    if (!j) fail_msg("not JSON: %.300s", l);
    return j;
}

typedef struct {
    char room[SRV_INVITE_LEN + 1], token[SRV_TOKEN_LEN + 1];
    int seat;
} Joined;

static Joined joined_of(Cl *c)
{
    Joined j = {"", "", -1};
    Json *x = parsed(until(c, "joined"));
    snprintf(j.room, sizeof j.room, "%s", json_get(x, "room")->str);
    const Json *t = json_get(x, "token");
    if (t) snprintf(j.token, sizeof j.token, "%s", t->str);
    j.seat = json_int(json_get(x, "seat"));
    json_free(x);
    return j;
}

/* seat s's name in a room line (or a rooms entry's seats): NULL when null. */
static const char *seat_name(const Json *seats, int s, char *buf, size_t len)
{
    const Json *t = json_at(seats, s), *n = t ? json_get(t, "name") : NULL;
    if (!n) fail_msg("seat %d has no name field", s);
    if (json_is_null(n)) return NULL;
    assert_int_equal(n->t, J_STR);
    snprintf(buf, len, "%s", n->str);
    return buf;
}

static void room_names(const char *l, const char *const *want, int n)
{
    Json *x = parsed(l);
    const Json *seats = json_get(x, "seats");
    assert_non_null(seats);
    assert_int_equal(seats->n, n);
    for (int s = 0; s < n; s++) {
        char buf[100];
        const char *got = seat_name(seats, s, buf, sizeof buf);
        if (!want[s] != !got || (got && strcmp(got, want[s])))
            fail_msg("seat %d's name is %s, not %s: %s", s, got ? got : "null", want[s] ? want[s] : "null", l);
    }
    json_free(x);
}

/* A room made by a new connection: create's line with its extra fields. */
static Cl *host_room(const char *addr, const char *opts, const char *seats, const char *extra, Joined *j)
{
    Cl *c = cl_new(addr);
    pass_over(c);
    sendf(c, "{\"type\":\"create\",\"options\":\"%s\",\"seats\":[%s]%s}", opts, seats, extra);
    *j = joined_of(c);
    return c;
}

/* The moves the seat was last told, first one, or "" when not to move. */
static const char *last_legal(Cl *c, int *seq)
{
    static char mv[YS_MOVE_TEXT];
    *mv = 0;
    for (int i = c->n - 1; i >= 0; i--) {
        char t[32];
        type_of(c->line[i], t, sizeof t);
        if (!strcmp(t, "view")) return mv; /* a view after the last legal: not to move */
        if (strcmp(t, "legal")) continue;
        Json *x = parsed(c->line[i]);
        *seq = json_int(json_get(x, "seq"));
        snprintf(mv, sizeof mv, "%s", json_at(json_get(x, "moves"), 0)->str);
        json_free(x);
        return mv;
    }
    return mv;
}

/* Plays the room of seats a and b (2 humans) to its end, each its first legal move. */
static void play_out(Cl *a, Cl *b)
{
    for (int k = 0; k < YS_MAX_LOG; k++) {
        int seq = -1;
        Cl *c = a;
        const char *mv = last_legal(a, &seq);
        if (!*mv) c = b, mv = last_legal(b, &seq);
        if (!*mv) return; /* nobody to move: over */
        sendf(c, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", mv, seq);
    }
    fail_msg("no end after %d moves", YS_MAX_LOG);
}

/* --- names ----------------------------------------------------------- */

static void names(void **state)
{
    (void)state;
    srv_up(0, 0);
    Joined h, f;
    Cl *a = host_room("10.0.0.1", "players=3", "\"human\",\"human\",\"bot:easy\"", ",\"name\":\"  Sky  \"", &h);
    room_names(until(a, "room"), (const char *const[]){"Sky", NULL, NULL}, 3);
    Cl *b = cl_new("10.0.0.2");
    pass_over(b);
    sendf(b, "{\"type\":\"join\",\"invite\":\"%s\",\"name\":\"Żaneta \xf0\x9f\x8c\x8a\"}", h.room);
    f = joined_of(b);
    assert_int_equal(f.seat, 1);
    const char *both[] = {"Sky", "Żaneta \xf0\x9f\x8c\x8a", NULL};
    room_names(until(b, "room"), both, 3);
    room_names(until(a, "room"), both, 3);
    /* a name that must be quoted comes back quoted, and reads back */
    cl_drop(b);
    b = cl_new("10.0.0.2");
    pass_over(a);
    sendf(b, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"name\":\"a\\\"b\\\\c\"}", f.room, f.token);
    room_names(until(a, "room"), (const char *const[]){"Sky", "a\"b\\c", NULL}, 3);
    /* resume without a name keeps it */
    cl_drop(b);
    b = cl_new("10.0.0.2");
    pass_over(a);
    sendf(b, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", f.room, f.token);
    room_names(until(a, "room"), (const char *const[]){"Sky", "a\"b\\c", NULL}, 3);
    /* the names outlive the server */
    srv_down(0);
    srv_up(1, 0);
    b = cl_new("10.0.0.2");
    sendf(b, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", f.room, f.token);
    until(b, "joined");
    room_names(until(b, "room"), (const char *const[]){"Sky", "a\"b\\c", NULL}, 3);
    srv_down(1);
}

static void bad_names(void **state)
{
    (void)state;
    srv_up(0, 0);
    static const char *const bad[] = {
        "\"\"",                          /* empty */
        "\"    \"",                      /* nothing but spaces */
        "\"0123456789012345678901234\"", /* 25 bytes */
        "\"\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb\xc5\xbb"
        "a\"",            /* 25 bytes in 13 characters */
        "\"del\x7f\"",    /* DEL */
        "\"c1\xc2\x85\"", /* a C1 control (NEL) */
        "\"tab\\t\"",     /* an escaped control */
        "\"\\u0007\"",    /* another */
        "12",             /* not a string */
        "null",
        "[\"Sky\"]",
    };
    Joined h;
    Cl *a = host_room("10.0.0.1", "players=2", "\"human\",\"human\"", "", &h);
    Cl *b = cl_new("10.0.0.2"), *c = cl_new("10.0.0.3");
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        refused(c, "bad_name",
                "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"human\",\"human\"],\"name\":%s}", bad[i]);
        refused(b, "bad_name", "{\"type\":\"join\",\"invite\":\"%s\",\"name\":%s}", h.room, bad[i]);
        refused(a, "in_room", "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"name\":%s}", h.room, h.token,
                bad[i]);
    }
    /* nothing was made, nobody sat; 24 bytes is a name */
    assert_int_equal(srv.nrooms, 1);
    pass_over(b);
    sendf(b, "{\"type\":\"join\",\"invite\":\"%s\",\"name\":\"012345678901234567890123\"}", h.room);
    Joined f = joined_of(b);
    assert_int_equal(f.seat, 1);
    cl_drop(b);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(c, "bad_name", "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"name\":%s}", f.room, f.token,
                bad[i]);
    srv_down(1);
}

/* A store written by the code before names and chat (tests/server/data/
 * store_v0.sql) is read, its rooms resumed, and names and chat kept there. */
static void old_store(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/ys-test-msgs-XXXXXX");
    assert_non_null(mkdtemp(dir));
    char path[600], *sql = NULL;
    const char *data = getenv("YS_TEST_DATA"); /* tests/server */
    snprintf(path, sizeof path, "%s/data/store_v0.sql", data ? data : "tests/server");
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t n = 0, cap = 0;
    for (int ch; (ch = fgetc(f)) != EOF;) {
        if (n + 2 > cap) sql = realloc(sql, cap = cap ? 2 * cap : 4096);
        sql[n++] = (char)ch;
    }
    sql[n] = 0;
    fclose(f);
    sqlite3 *db;
    snprintf(path, sizeof path, "%s/rooms.sqlite", dir);
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    free(sql);
    srv_up(1, 0);
    assert_int_equal(srv.nrooms, 2);
    Cl *a = cl_new("10.0.0.1");
    pass_over(a);
    sendf(a, "{\"type\":\"resume\",\"room\":\"9W44N0M73NZC9\",\"token\":\"2955dc3aebdbd57d78eec5961d4bc947\"}");
    until(a, "joined");
    const char *l = until(a, "room");
    room_names(l, (const char *const[]){NULL, NULL}, 2);
    assert_non_null(strstr(l, "\"seq\":4,"));
    Cl *b = cl_new("10.0.0.2");
    pass_over(b);
    sendf(b,
          "{\"type\":\"resume\",\"room\":\"Z907KC5EC9KBM\",\"token\":\"ee0b67d99af49aa27bf7efe62a80e0b1\",\"since\":6,"
          "\"name\":\"Ola\"}");
    until(b, "joined");
    room_names(until(b, "room"), (const char *const[]){NULL, "Ola", NULL}, 3);
    sendf(b, "{\"type\":\"chat\",\"text\":\"back\"}");
    Json *x = parsed(until(b, "chat"));
    assert_int_equal(json_int(json_get(x, "n")), 1);
    json_free(x);
    srv_down(0);
    srv_up(1, 0);
    b = cl_new("10.0.0.2");
    pass_over(b);
    sendf(b, "{\"type\":\"resume\",\"room\":\"Z907KC5EC9KBM\",\"token\":\"ee0b67d99af49aa27bf7efe62a80e0b1\"}");
    until(b, "joined");
    room_names(until(b, "room"), (const char *const[]){NULL, "Ola", NULL}, 3);
    x = parsed(until(b, "chat"));
    assert_string_equal(json_get(x, "text")->str, "back");
    json_free(x);
    srv_down(1);
}

/* --- chat -------------------------------------------------------------- */

/* l is the room's chat line n, from seat, saying text, at about now. */
static void chat_is(const char *l, const char *room, int n, int seat, const char *text)
{
    Json *x = parsed(l);
    assert_string_equal(json_get(x, "type")->str, "chat");
    assert_string_equal(json_get(x, "room")->str, room);
    assert_int_equal(json_int(json_get(x, "n")), n);
    assert_int_equal(json_int(json_get(x, "seat")), seat);
    assert_string_equal(json_get(x, "text")->str, text);
    const Json *at = json_get(x, "at");
    assert_true(at && at->t == J_NUM && at->num > 1.7e9 && at->num < (double)time(NULL) + 5);
    json_free(x);
}

static void chat(void **state)
{
    (void)state;
    srv_up(0, 0);
    Joined h;
    Cl *a = host_room("10.0.0.1", "players=3", "\"human\",\"human\",\"human\"", "", &h);
    Cl *out = cl_new("10.0.0.9");
    refused(out, "not_in_room", "{\"type\":\"chat\",\"text\":\"hello\"}");
    Cl *b = cl_new("10.0.0.2");
    sendf(b, "{\"type\":\"join\",\"invite\":\"%s\"}", h.room);
    Joined f = joined_of(b);
    pass_over(a), pass_over(b);
    sendf(a, "{\"type\":\"chat\",\"text\":\"Good game \xe2\x99\x9f \\\"really\\\"\"}");
    /* every connected seat gets it, the sender too, and nothing else */
    chat_is(next(a), h.room, 1, 0, "Good game \xe2\x99\x9f \"really\"");
    chat_is(next(b), h.room, 1, 0, "Good game \xe2\x99\x9f \"really\"");
    assert_null(next(a));
    assert_null(next(b));
    static const char *const bad[] = {
        "\"\"", "12", "null", "\"del\x7f\"", "\"c1\xc2\x9f\"", "\"two\\nlines\"",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(b, "bad_chat", "{\"type\":\"chat\",\"text\":%s}", bad[i]);
    refused(b, "bad_chat", "{\"type\":\"chat\"}");
    char big[260];
    memset(big, 'x', 201);
    big[201] = 0;
    refused(b, "bad_chat", "{\"type\":\"chat\",\"text\":\"%s\"}", big);
    big[200] = 0; /* 200 bytes is a line */
    sendf(b, "{\"type\":\"chat\",\"text\":\"%s\"}", big);
    chat_is(until(a, "chat"), h.room, 2, 1, big);
    /* 5 lines in 10 s a seat: b has sent 1, 4 more pass, then refused;
     * another seat is not limited by it */
    for (int i = 0; i < 4; i++) {
        char want[16];
        snprintf(want, sizeof want, "line %d", i);
        sendf(b, "{\"type\":\"chat\",\"text\":\"%s\"}", want);
        chat_is(until(a, "chat"), h.room, 3 + i, 1, want);
    }
    for (int i = 0; i < 12; i++) /* not wrong guesses: b's address resumes below */
        refused(b, "chat_limited", "{\"type\":\"chat\",\"text\":\"more\"}");
    sendf(a, "{\"type\":\"chat\",\"text\":\"mine\"}");
    chat_is(until(b, "chat"), h.room, 7, 0, "mine");
    /* coming back: joined, room, then the kept lines, then the catch-up */
    cl_drop(b);
    b = cl_new("10.0.0.2");
    pass_over(b);
    sendf(b, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":0}", f.room, f.token);
    char t[32];
    assert_string_equal(type_of(next(b), t, sizeof t), "joined");
    assert_string_equal(type_of(next(b), t, sizeof t), "room");
    for (int k = 1; k <= 7; k++) {
        const char *l = next(b);
        assert_non_null(l);
        Json *x = parsed(l);
        assert_string_equal(json_get(x, "type")->str, "chat");
        assert_int_equal(json_int(json_get(x, "n")), k);
        json_free(x);
    }
    assert_string_equal(type_of(next(b), t, sizeof t), "view");
    /* a joiner hears the conversation too, before its view */
    Cl *c = cl_new("10.0.0.3");
    pass_over(c);
    sendf(c, "{\"type\":\"join\",\"invite\":\"%s\"}", h.room);
    assert_string_equal(type_of(next(c), t, sizeof t), "joined");
    assert_string_equal(type_of(next(c), t, sizeof t), "room");
    chat_is(next(c), h.room, 1, 0, "Good game \xe2\x99\x9f \"really\"");
    /* the lines outlive the server */
    srv_down(0);
    srv_up(1, 0);
    b = cl_new("10.0.0.2");
    pass_over(b);
    sendf(b, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", f.room, f.token);
    until(b, "room");
    chat_is(next(b), h.room, 1, 0, "Good game \xe2\x99\x9f \"really\"");
    pass_over(b);
    sendf(b, "{\"type\":\"chat\",\"text\":\"after\"}");
    chat_is(until(b, "chat"), h.room, 8, 1, "after");
    srv_down(1);
}

/* At most the last 100 lines are kept (the test's seats chat faster than
 * the limit: srv.cfg.chat_window_s 0). */
static void chat_kept(void **state)
{
    (void)state;
    srv_up(0, 0);
    srv.cfg.chat_window_s = 0;
    Joined h;
    Cl *a = host_room("10.0.0.1", "players=2", "\"human\",\"human\"", "", &h);
    for (int i = 1; i <= 130; i++)
        sendf(a, "{\"type\":\"chat\",\"text\":\"line %d\"}", i);
    srv_down(0);
    srv_up(1, 0);
    a = cl_new("10.0.0.1");
    pass_over(a);
    sendf(a, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", h.room, h.token);
    until(a, "room");
    for (int k = 31; k <= 130; k++) {
        char want[32];
        snprintf(want, sizeof want, "line %d", k);
        chat_is(next(a), h.room, k, 0, want);
    }
    char t[32];
    assert_string_equal(type_of(next(a), t, sizeof t), "view");
    srv_down(1);
}

/* The count of rows of table in the test's store. */
static int rows(const char *table)
{
    char path[600], sql[100];
    sqlite3 *db;
    sqlite3_stmt *q;
    snprintf(path, sizeof path, "%s/rooms.sqlite", dir);
    snprintf(sql, sizeof sql, "SELECT count(*) FROM %s", table);
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &q, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(q), SQLITE_ROW);
    int n = sqlite3_column_int(q, 0);
    sqlite3_finalize(q);
    sqlite3_close(db);
    return n;
}

/* A room removed as old goes with its chat. */
static void chat_removed(void **state)
{
    (void)state;
    srv_up(0, 0);
    Joined h;
    Cl *a = host_room("10.0.0.1", "players=2", "\"human\",\"human\"", "", &h);
    sendf(a, "{\"type\":\"chat\",\"text\":\"one\"}");
    sendf(a, "{\"type\":\"chat\",\"text\":\"two\"}");
    srv_down(0);
    assert_int_equal(rows("chat"), 2);
    setenv("YS_SERVER_TEST_CLOCK", "8640000", 1); /* 100 days on */
    srv_up(1, 0);
    srv.cfg.idle_days = 90;
    assert_int_equal(room_expire(&srv), 1);
    pump(); /* the batch's commit */
    srv_down(0);
    setenv("YS_SERVER_TEST_CLOCK", "0", 1);
    assert_int_equal(rows("rooms"), 0);
    assert_int_equal(rows("chat"), 0);
    srv_up(1, 0);
    srv_down(1);
}

/* --- rooms: figures without the seat ------------------------------------ */

static const Json *entry(const Json *x, int i)
{
    const Json *rs = json_get(x, "rooms");
    assert_non_null(rs);
    const Json *e = json_at(rs, i);
    if (!e) fail_msg("no entry %d", i);
    return e;
}

/* A rooms message asking n times for the same room. */
static void rooms_line(char *buf, size_t len, int n, const char *room, const char *token)
{
    size_t k = (size_t)snprintf(buf, len, "{\"type\":\"rooms\",\"rooms\":[");
    for (int i = 0; i < n; i++)
        k += (size_t)snprintf(buf + k, len - k, "%s{\"room\":\"%s\",\"token\":\"%s\"}", i ? "," : "", room, token);
    snprintf(buf + k, len - k, "]}");
}

static void rooms(void **state)
{
    (void)state;
    srv_up(0, 0);
    Joined h1, h2, f2;
    /* room 1: a 3-player game going on, the host connected */
    Cl *a = host_room("10.0.0.1", "players=3 seed=5", "\"human\",\"human\",\"bot:easy\"", ",\"name\":\"Sky\"", &h1);
    /* room 2: a 2-player game played to its end */
    Cl *b = host_room("10.0.0.2", "players=2 seed=9", "\"human\",\"human\"", "", &h2);
    Cl *c = cl_new("10.0.0.3");
    sendf(c, "{\"type\":\"join\",\"invite\":\"%s\",\"name\":\"Ola\"}", h2.room);
    f2 = joined_of(c);
    play_out(b, c);
    cl_drop(c);
    pass_over(a), pass_over(b);
    Cl *q = cl_new("10.0.0.7");
    pass_over(q);
    sendf(q,
          "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\",\"token\":\"%s\"},{\"room\":\"%s\",\"token\":\"%s\"},"
          "{\"room\":\"%s\",\"token\":\"%s\"},{\"room\":\"nope\",\"token\":\"x\"}]}",
          h1.room, h1.token, f2.room, f2.token, h1.room, f2.token);
    const char *l = next(q);
    assert_non_null(l);
    assert_null(next(q));
    Json *x = parsed(l);
    assert_string_equal(json_get(x, "type")->str, "rooms");
    assert_int_equal(json_get(x, "rooms")->n, 4);
    const Json *e = entry(x, 0);
    assert_string_equal(json_get(e, "room")->str, h1.room);
    assert_null(json_get(e, "error"));
    assert_int_equal(json_int(json_get(e, "seat")), 0);
    assert_int_equal(json_int(json_get(e, "seq")), 0);
    assert_int_equal(json_int(json_get(e, "to_move")), 0);
    assert_false(json_get(e, "over")->b);
    assert_true(json_get(e, "last")->num >= (double)time(NULL) - 60);
    assert_string_equal(json_get(e, "options")->str,
                        "players=3 neighbourhoods=4 kings-favor=off express=off peek=on neutral=4210");
    const Json *seats = json_get(e, "seats");
    char nb[64];
    assert_int_equal(seats->n, 3);
    assert_string_equal(seat_name(seats, 0, nb, sizeof nb), "Sky");
    assert_null(seat_name(seats, 1, nb, sizeof nb));
    assert_true(json_get(json_at(seats, 0), "connected")->b);
    assert_string_equal(json_get(json_at(seats, 2), "kind")->str, "bot:easy");
    assert_null(json_get(e, "result"));
    e = entry(x, 1);
    assert_string_equal(json_get(e, "room")->str, f2.room);
    assert_int_equal(json_int(json_get(e, "seat")), 1);
    assert_true(json_get(e, "over")->b);
    assert_int_equal(json_int(json_get(e, "to_move")), -1);
    assert_true(json_int(json_get(e, "seq")) > 20);
    assert_non_null(json_get(json_get(e, "result"), "winners"));
    assert_string_equal(seat_name(json_get(e, "seats"), 1, nb, sizeof nb), "Ola");
    assert_false(json_get(json_at(json_get(e, "seats"), 1), "connected")->b);
    e = entry(x, 2);
    assert_string_equal(json_get(e, "room")->str, h1.room);
    assert_string_equal(json_get(e, "error")->str, "bad_token");
    assert_null(json_get(e, "seq"));
    e = entry(x, 3);
    assert_string_equal(json_get(e, "room")->str, "nope");
    assert_string_equal(json_get(e, "error")->str, "bad_token");
    json_free(x);
    /* the seats were not taken: their holders heard nothing and go on */
    assert_null(next(a));
    assert_null(next(b));
    sendf(a, "{\"type\":\"ping\"}");
    assert_non_null(strstr(next(a), "pong"));
    /* the connection sits in no room after it */
    refused(q, "not_in_room", "{\"type\":\"chat\",\"text\":\"hi\"}");
    /* in a room: refused */
    refused(a, "in_room", "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\",\"token\":\"%s\"}]}", h1.room, h1.token);
    /* malformed: bad_message */
    refused(q, "bad_message", "{\"type\":\"rooms\"}");
    refused(q, "bad_message", "{\"type\":\"rooms\",\"rooms\":{}}");
    refused(q, "bad_message", "{\"type\":\"rooms\",\"rooms\":[1]}");
    refused(q, "bad_message", "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\"}]}", h1.room);
    refused(q, "bad_message", "{\"type\":\"rooms\",\"rooms\":[{\"room\":1,\"token\":\"x\"}]}");
    static char big[20000];
    rooms_line(big, sizeof big, 33, h1.room, h1.token);
    refused(q, "bad_message", "%s", big);
    /* 32 is allowed; an empty list too */
    rooms_line(big, sizeof big, 32, h1.room, h1.token);
    pass_over(q);
    sendf(q, "%s", big);
    x = parsed(next(q));
    assert_int_equal(json_get(x, "rooms")->n, 32);
    json_free(x);
    sendf(q, "{\"type\":\"rooms\",\"rooms\":[]}");
    assert_string_equal(next(q), "{\"type\":\"rooms\",\"rooms\":[]}");
    /* one wrong guess a message, however many entries are wrong: 10 tries
     * at once (srv_defaults), so 9 messages of wrong entries leave one */
    Cl *g = cl_new("10.0.0.8");
    for (int i = 0; i < 9; i++) {
        pass_over(g);
        sendf(g, "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\",\"token\":\"0\"},{\"room\":\"x\",\"token\":\"0\"}]}",
              h1.room);
        assert_non_null(strstr(next(g), "\"error\":\"bad_token\""));
    }
    pass_over(g);
    sendf(g, "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\",\"token\":\"%s\"}]}", h1.room, h1.token);
    assert_null(strstr(next(g), "error"));
    sendf(g, "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\",\"token\":\"0\"}]}", h1.room);
    refused(g, "rate_limited", "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\",\"token\":\"%s\"}]}", h1.room,
            h1.token);
    srv_down(1);
}

/* The longest answer fits a line: 32 entries for a finished 4-player room
 * whose four names are 24 quotes each (each written as two bytes), the
 * seats given to bots. */
static void rooms_fit(void **state)
{
    (void)state;
    srv_up(0, 0);
    char nm[200] = ",\"name\":\"";
    for (int i = 0; i < SRV_NAME_MAX; i++)
        strcat(nm, "\\\"");
    strcat(nm, "\"");
    Joined h;
    Cl *c[4];
    c[0] = host_room("10.0.0.1", "players=4 seed=3 kings-favor=on", "\"human\",\"human\",\"human\",\"human\"", nm, &h);
    for (int i = 1; i < 4; i++) {
        c[i] = cl_new("10.0.0.2");
        sendf(c[i], "{\"type\":\"join\",\"invite\":\"%s\"%s}", h.room, nm);
        joined_of(c[i]);
    }
    for (int k = 0; k < YS_MAX_LOG; k++) {
        int seq = -1, who = -1;
        const char *mv = "";
        for (int i = 0; i < 4 && !*mv; i++)
            mv = last_legal(c[i], &seq), who = i;
        if (!*mv) break;
        sendf(c[who], "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", mv, seq);
    }
    for (int i = 1; i < 4; i++)
        cl_drop(c[i]);
    for (int i = 1; i < 4; i++)
        sendf(c[0], "{\"type\":\"takeover\",\"seat\":%d,\"level\":\"medium\"}", i);
    cl_drop(c[0]);
    Cl *q = cl_new("10.0.0.7");
    static char big[20000];
    rooms_line(big, sizeof big, SRV_ROOMS_MAX, h.room, h.token);
    pass_over(q);
    sendf(q, "%s", big);
    const char *l = next(q);
    Json *x = parsed(l);
    const Json *e = entry(x, SRV_ROOMS_MAX - 1);
    assert_true(json_get(e, "over")->b);
    assert_string_equal(json_get(json_at(json_get(e, "seats"), 3), "bot")->str, "medium");
    assert_int_equal(strlen(seat_name(json_get(e, "seats"), 3, nm, sizeof nm)), SRV_NAME_MAX);
    json_free(x);
    size_t n = strlen(l) + 1;
    /* a quarter to spare: other games' scores and seqs have more digits */
    if (n > SRV_MAX_LINE * 3 / 4) fail_msg("the longest rooms answer is %zu bytes", n);
    srv_down(1);
}

/* --- takeover now ------------------------------------------------------- */

static void takeover_now(void **state)
{
    (void)state;
    srv_up(0, 3600); /* an hour's grace */
    Joined h;
    Cl *a = host_room("10.0.0.1", "players=3", "\"human\",\"human\",\"human\"", "", &h);
    Cl *b = cl_new("10.0.0.2");
    sendf(b, "{\"type\":\"join\",\"invite\":\"%s\"}", h.room);
    joined_of(b);
    refused(a, "seat_busy", "{\"type\":\"takeover\",\"seat\":1,\"now\":true}");
    cl_drop(b);
    refused(a, "grace", "{\"type\":\"takeover\",\"seat\":1}");
    refused(a, "grace", "{\"type\":\"takeover\",\"seat\":1,\"now\":false}");
    refused(a, "bad_message", "{\"type\":\"takeover\",\"seat\":1,\"now\":1}");
    refused(a, "bad_message", "{\"type\":\"takeover\",\"seat\":1,\"now\":\"true\"}");
    pass_over(a);
    sendf(a, "{\"type\":\"takeover\",\"seat\":1,\"level\":\"easy\",\"now\":true}");
    const char *l = until(a, "room");
    assert_non_null(strstr(l, "{\"seat\":1,\"kind\":\"human\",\"joined\":true,\"connected\":false,\"bot\":\"easy\""));
    refused(a, "bad_seat", "{\"type\":\"takeover\",\"seat\":1,\"now\":true}");
    /* a seat nobody joined was given at once before, and still is */
    pass_over(a);
    sendf(a, "{\"type\":\"takeover\",\"seat\":2}");
    assert_non_null(strstr(until(a, "room"),
                           "{\"seat\":2,\"kind\":\"human\",\"joined\":false,\"connected\":false,\"bot\":\"medium\""));
    srv_down(1);
}

/* --- the page and the server agree (issue 48, item 6) ------------------- */

/* resume's since past the room's seq, however far: bad_since (it was
 * bad_message above 1024); not an integer: bad_message. */
static void since_past(void **state)
{
    (void)state;
    srv_up(0, 0);
    Joined h;
    host_room("10.0.0.1", "players=2", "\"human\",\"human\"", "", &h);
    Cl *b = cl_new("10.0.0.2");
    static const char *const past[] = {"1", "1024", "1025", "5000", "99999999999999999999999", "-1"};
    for (size_t i = 0; i < sizeof past / sizeof *past; i++)
        refused(b, "bad_since", "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":%s}", h.room, h.token,
                past[i]);
    static const char *const notint[] = {"\"3\"", "1.5", "1e3", "null", "true"};
    for (size_t i = 0; i < sizeof notint / sizeof *notint; i++)
        refused(b, "bad_message", "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":%s}", h.room,
                h.token, notint[i]);
    srv_down(1);
}

/* takeover's seat is an integer 0 to 8, else bad_message (9 was bad_seat). */
static void takeover_seat(void **state)
{
    (void)state;
    srv_up(0, 0);
    Joined h;
    Cl *a = host_room("10.0.0.1", "players=2", "\"human\",\"human\"", "", &h);
    static const char *const seats[] = {"9", "10", "-1", "1.5", "\"1\"", "99999999999999999999999"};
    for (size_t i = 0; i < sizeof seats / sizeof *seats; i++)
        refused(a, "bad_message", "{\"type\":\"takeover\",\"seat\":%s}", seats[i]);
    refused(a, "bad_seat", "{\"type\":\"takeover\",\"seat\":8}");
    srv_down(1);
}

/* A line that is not UTF-8 is bad_json, whatever it asks (a ping was
 * answered pong); an invite with such bytes never reaches the room lookup,
 * so no guess is spent on it (it was bad_invite). */
static void not_utf8(void **state)
{
    (void)state;
    srv_up(0, 0);
    Joined h;
    host_room("10.0.0.1", "players=2", "\"human\",\"human\"", "", &h);
    Cl *b = cl_new("10.0.0.2");
    static const char *const bad[] = {
        "{\"type\":\"ping\",\"x\":\"\xff\xfe\"}",
        "{\"type\":\"ping\",\"x\":\"\xc3\"}",             /* cut */
        "{\"type\":\"ping\",\"x\":\"\xc0\xaf\"}",         /* overlong */
        "{\"type\":\"ping\",\"x\":\"\xed\xa0\x80\"}",     /* a surrogate */
        "{\"type\":\"ping\",\"x\":\"\xf4\x90\x80\x80\"}", /* past U+10FFFF */
        "{\"type\":\"ping\",\"\xff\":1}",                 /* in a key */
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused(b, "bad_json", "%s", bad[i]);
    Cl *g = cl_new("10.0.0.8");
    for (int i = 0; i < 30; i++)
        refused(g, "bad_json", "{\"type\":\"join\",\"invite\":\"%.12s\xff\"}", h.room);
    pass_over(g);
    sendf(g, "{\"type\":\"join\",\"invite\":\"%s\"}", h.room);
    assert_int_equal(joined_of(g).seat, 1);
    srv_down(1);
}

int main(void)
{
    srv_log_to(quiet, NULL);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names),      cmocka_unit_test(bad_names),     cmocka_unit_test(old_store),
        cmocka_unit_test(chat),       cmocka_unit_test(chat_kept),     cmocka_unit_test(chat_removed),
        cmocka_unit_test(rooms),      cmocka_unit_test(rooms_fit),     cmocka_unit_test(takeover_now),
        cmocka_unit_test(since_past), cmocka_unit_test(takeover_seat), cmocka_unit_test(not_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
