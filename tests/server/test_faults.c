/* test_faults.c - ys-server's rooms when something fails (issue 50), with
 * no network: the server of srv_open_rooms, each player one end of a
 * bufferevent pair (conn_open), as test_rooms.c drives it. A stop while a
 * bot's move waits to be delivered; a store that refuses its commits. */
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
#include <sqlite3.h>

#include "jmsg.h"
#include "server.h"

#define WAIT_MS 60000 /* a bound on a hang, never a timing the test relies on */

static char dir[256];

/* --- a player at one end of a pair -------------------------------------- */

typedef struct {
    struct bufferevent *end;
    char room[32], token[80];
    int seat;
    int seq;   /* of the last view */
    int legal; /* a legal list for seq came */
    int over;
    char move[YS_MOVE_TEXT];
    char error[32]; /* the last error's code */
    int stores;     /* store errors */
    int joined;     /* joined lines */
    int lines;
    char *view; /* the last view's line */
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
        if (!strcmp(type, "joined")) {
            p->joined++;
            jmsg_str(&m, "room", p->room, sizeof p->room);
            jmsg_str(&m, "token", p->token, sizeof p->token);
            jmsg_uint(&m, "seat", 8, &u);
            p->seat = (int)u;
        } else if (!strcmp(type, "view")) {
            jmsg_uint(&m, "seq", YS_MAX_LOG, &u);
            p->seq = (int)u;
            p->legal = 0;
            p->over = jmsg_get(&m, "over") != NULL;
            free(p->view);
            p->view = l;
            continue;
        } else if (!strcmp(type, "legal")) {
            jmsg_uint(&m, "seq", YS_MAX_LOG, &u);
            p->legal = (int)u == p->seq && jmsg_strings(&m, "moves", first_string, p->move) > 0;
        } else if (!strcmp(type, "error")) {
            jmsg_str(&m, "code", p->error, sizeof p->error);
            p->stores += !strcmp(p->error, "store");
        }
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
    free(p->view);
    p->view = NULL;
}

/* Runs the loop and reads every player's lines. */
static void settle(Server *srv, Player **ps, int n)
{
    pump(srv);
    for (int i = 0; i < n; i++)
        take(ps[i]);
}

/* A player to move sends its first legal move, the players taken in turn
 * (every room moves). 1 if one was sent. */
static int move_one(Player **ps, int n)
{
    static int turn;
    for (int k = 0; k < n; k++) {
        int i = (turn + k) % n;
        if (ps[i]->legal && !ps[i]->over) {
            turn = i + 1;
            sendf(ps[i], "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", ps[i]->move, ps[i]->seq);
            ps[i]->legal = 0;
            return 1;
        }
    }
    return 0;
}

/* Plays until k more moves of the players were sent or all are over (a
 * bot's turn: the loop is run until it answers). */
static void play_some(Server *srv, Player **ps, int n, int k)
{
    for (int waited = 0; k > 0;) {
        settle(srv, ps, n);
        if (move_one(ps, n)) {
            k--;
            waited = 0;
            continue;
        }
        int over = 1;
        for (int i = 0; i < n; i++)
            over &= ps[i]->over;
        if (over) return;
        if ((waited += 5) > WAIT_MS) {
            for (int i = 0; i < n; i++)
                if (!ps[i]->over) {
                    Room *r = NULL;
                    for (Room *x = srv->rooms; x; x = x->next)
                        if (!strcmp(x->invite, ps[i]->room)) r = x;
                    print_message("player %d: seq %d legal %d error %s; room nlog %d to move %d job %p\n", i,
                                  ps[i]->seq, ps[i]->legal, ps[i]->error, r ? r->match->nlog : -1,
                                  r ? ys_to_move(&r->match->g) : -1, r ? (void *)r->job : NULL);
                }
            fail_msg("no one to move for %d ms", WAIT_MS);
        }
        sleep_ms(5); /* a bot thinks */
    }
    settle(srv, ps, n);
}

/* A room of srv by its invite. */
static Room *room_named(Server *srv, const char *invite)
{
    for (Room *r = srv->rooms; r; r = r->next)
        if (!strcmp(r->invite, invite)) return r;
    return NULL;
}

/* Whether line (a view) holds the view of seat in room r as it is now. */
static void same_view(Room *r, int seat, const char *line)
{
    YsBuf b = {0};
    ys_json_view(&r->match->g, seat, &b);
    assert_non_null(line);
    if (!strstr(line, b.s)) fail_msg("seat %d was told another view than the room's:\n%s\n%s", seat, line, b.s);
    ys_buf_free(&b);
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
 * loop has taken it (a hard bot: it thinks longer than a pass of the loop,
 * so the test sees it thinking before it answers) (ys-server's SIGTERM and the hosted server's stop, with
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
        sendf(&h, "{\"type\":\"create\",\"options\":\"players=2 seed=%d\",\"seats\":[\"human\",\"bot:hard\"]}",
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

/* --- a store that refuses its commits ----------------------------------- */

/* Makes the file at path, holding text. */
static void touch(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* The store fails every commit (a full disk, a folder turned read-only:
 * YS_SERVER_TEST_FAIL_STORE names a file while which the store refuses)
 * while two rooms play, one of two players, one against a bot. Each move
 * is answered store and the room is as it was committed, its players told
 * it again (their view, their legal moves); a create and a join are
 * refused and leave nothing; a resume, which writes nothing, works. Once
 * the store takes writes again every room goes on by itself (the bot too),
 * and a restart finds each room exactly as its players were last told.
 * (Issue 50: the first failed commit stopped the whole server.) */
static void store_refuses_then_comes_back(void **state)
{
    (void)state;
    char fail[300];
    snprintf(fail, sizeof fail, "%s/disk-full", dir);
    setenv("YS_SERVER_TEST_FAIL_STORE", fail, 1);
    static Server srv;
    server_open(&srv, "store");
    Player a0, a1, b0, x, y;
    player_open(&srv, &a0, "a0");
    player_open(&srv, &a1, "a1");
    player_open(&srv, &b0, "b0");
    Player *all[] = {&a0, &a1, &b0};
    sendf(&a0, "{\"type\":\"create\",\"options\":\"players=2 seed=7\",\"seats\":[\"human\",\"human\"]}");
    sendf(&b0, "{\"type\":\"create\",\"options\":\"players=2 seed=8\",\"seats\":[\"human\",\"bot:random\"]}");
    settle(&srv, all, 3);
    sendf(&a1, "{\"type\":\"join\",\"invite\":\"%s\"}", a0.room);
    play_some(&srv, all, 3, 12);
    Room *ra = room_named(&srv, a0.room), *rb = room_named(&srv, b0.room);
    assert_true(ra && rb);
    assert_int_equal(a0.seq, ra->match->nlog);
    assert_int_equal(b0.seq, rb->match->nlog);

    touch(fail, ""); /* the disk is full from now on: the commits fail (the writes too, half the time) */
    int na = ra->match->nlog, nb = rb->match->nlog, rooms = srv.nrooms;
    for (int k = 0; k < 6; k++) { /* every move refused, the room as it was */
        touch(fail, k % 2 ? "write" : "");
        int stores = a0.stores + a1.stores + b0.stores;
        assert_true(move_one(all, 3));
        settle(&srv, all, 3);
        assert_int_equal(a0.stores + a1.stores + b0.stores, stores + 1);
        assert_int_equal(ra->match->nlog, na);
        assert_int_equal(rb->match->nlog, nb);
        for (int i = 0; i < 3; i++)
            assert_int_equal(all[i]->seq, i < 2 ? na : nb); /* told their room again, at its committed seq */
    }
    same_view(ra, a0.seat, a0.view);
    same_view(ra, a1.seat, a1.view);
    same_view(rb, 0, b0.view);
    /* a new room is not made; a resume, which writes nothing, is served */
    player_open(&srv, &x, "x");
    player_open(&srv, &y, "y");
    Player *more[] = {&x, &y};
    sendf(&x, "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"human\",\"human\"]}");
    settle(&srv, more, 2);
    assert_string_equal(x.error, "store");
    assert_int_equal(srv.nrooms, rooms);
    assert_null(x.view);
    sendf(&x, "{\"type\":\"create\",\"options\":\"players=3\",\"seats\":[\"human\",\"human\",\"human\"]}");
    settle(&srv, more, 2);
    assert_int_equal(x.stores, 2); /* not in_room: the first room never was */
    sendf(&y, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":%d}", a1.room, a1.token, na);
    settle(&srv, more, 2);
    assert_int_equal(y.seq, na);
    assert_int_equal(y.joined, 1);
    player_close(&a1); /* replaced by y */
    Player *now[] = {&a0, &y, &b0};
    sleep_ms(1500); /* the bot's room is asked again each second: refused each time */
    settle(&srv, now, 3);
    assert_int_equal(rb->match->nlog, nb);

    assert_int_equal(unlink(fail), 0); /* room on the disk again */
    /* both rooms go on: the players' next moves, the bot asked again within a second */
    for (int waited = 0; ra->match->nlog < na + 10 || rb->match->nlog < nb + 10; waited += 5) {
        if (waited > WAIT_MS)
            fail_msg("the rooms did not go on: %d -> %d, %d -> %d", na, ra->match->nlog, nb, rb->match->nlog);
        play_some(&srv, now, 3, 1);
        sleep_ms(5);
    }
    assert_int_equal(a0.seq, ra->match->nlog);
    assert_int_equal(y.seq, ra->match->nlog);
    assert_int_equal(b0.seq, rb->match->nlog);
    /* and failing once more, in the middle of the games */
    touch(fail, "write");
    play_some(&srv, now, 3, 4);
    assert_int_equal(unlink(fail), 0);
    play_some(&srv, now, 3, 6);

    /* a restart: every room as its players were last told */
    char a_room[32], b_room[32];
    snprintf(a_room, sizeof a_room, "%s", a0.room);
    snprintf(b_room, sizeof b_room, "%s", b0.room);
    int sa = a0.seq, sb = b0.seq;
    char *va = strdup(a0.view), *vb = strdup(b0.view);
    for (int i = 0; i < 3; i++)
        player_close(now[i]);
    player_close(&x);
    assert_true(srv.lost >= 7);
    srv_close(&srv);
    server_open(&srv, "store");
    ra = room_named(&srv, a_room), rb = room_named(&srv, b_room);
    assert_true(ra && rb);
    assert_int_equal(srv.nrooms, rooms);
    assert_int_equal(ra->match->nlog, sa);
    assert_int_equal(rb->match->nlog, sb);
    same_view(ra, 0, va);
    same_view(rb, 0, vb);
    free(va), free(vb);
    srv_close(&srv);
    unsetenv("YS_SERVER_TEST_FAIL_STORE");
}

/* --- a player that never reads ------------------------------------------ */

/* A player sends pings and reads nothing (its end of the pair takes
 * nothing in): once more than SRV_MAX_OUTPUT bytes wait for it, the server
 * closes it at once, and never held more; a player who reads is served on.
 * (Issue 50: a client that pings and never reads took the server from 23
 * to 149 MB in 20 s.) */
static void a_player_that_never_reads(void **state)
{
    (void)state;
    static Server srv;
    server_open(&srv, "reads");
    Player p, q;
    player_open(&srv, &p, "p");
    player_open(&srv, &q, "q");
    Player *both[] = {&p, &q};
    settle(&srv, both, 2);
    bufferevent_disable(p.end, EV_READ);
    Conn *c = srv.conns->next; /* p's: the list is newest first */
    assert_non_null(c->bev);
    static char pings[16 * 1024];
    for (int k = 0; k < 1024; k++)
        memcpy(pings + 16 * k, "{\"type\":\"ping\"}\n", 16);
    size_t most = 0;
    int nconns = srv.nconns;
    for (int k = 0; k < 400 && srv.nconns == nconns; k++) { /* up to 6.5 MB of answers asked for */
        assert_int_equal(bufferevent_write(p.end, pings, sizeof pings), 0);
        event_base_loop(srv.base, EVLOOP_NONBLOCK);
        if (srv.nconns == nconns) {
            size_t n = evbuffer_get_length(bufferevent_get_output(c->bev));
            if (n > most) most = n;
        }
    }
    pump(&srv);
    assert_int_equal(srv.nconns, nconns - 1); /* p's connection is gone */
    assert_true(most <= SRV_MAX_OUTPUT);
    assert_true(most > SRV_MAX_OUTPUT / 2);
    sendf(&q, "{\"type\":\"ping\"}");
    int lines = q.lines;
    settle(&srv, both + 1, 1);
    assert_int_equal(q.lines, lines + 1); /* the other is answered */
    player_close(&p);
    player_close(&q);
    srv_close(&srv);
}

/* --- a damaged store ------------------------------------------------------ */

static char logged[1 << 16]; /* what the server logged since log_clear */

static void keep_log(void *ud, const char *line)
{
    (void)ud;
    size_t n = strlen(logged);
    if (n + strlen(line) + 2 < sizeof logged) snprintf(logged + n, sizeof logged - n, "%s\n", line);
}

static void log_clear(void) { logged[0] = 0; }

static void copy_file(const char *from, const char *to)
{
    FILE *a = fopen(from, "rb"), *b = fopen(to, "wb");
    assert_true(a && b);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, a)) > 0)
        assert_int_equal(fwrite(buf, 1, n, b), n);
    fclose(a);
    assert_int_equal(fclose(b), 0);
}

/* Runs one statement on the store at path (the server closed). */
static void sql(const char *path, const char *text)
{
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    char *e = NULL;
    if (sqlite3_exec(db, text, NULL, NULL, &e) != SQLITE_OK) fail_msg("%s: %s", text, e);
    sqlite3_close(db);
}

/* The page numbers of a table's leaves (SQLite's dbstat), lowest first: how
 * many, at most max; -1 where this SQLite has no dbstat. */
static int leaves(const char *path, const char *table, int *page, int max)
{
    sqlite3 *db;
    sqlite3_stmt *q;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    int n = -1;
    if (sqlite3_prepare_v2(db, "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno", -1, &q,
                           NULL) == SQLITE_OK) {
        sqlite3_bind_text(q, 1, table, -1, SQLITE_STATIC);
        for (n = 0; n < max && sqlite3_step(q) == SQLITE_ROW; n++)
            page[n] = sqlite3_column_int(q, 0);
        sqlite3_finalize(q);
    }
    sqlite3_close(db);
    return n;
}

/* Overwrites page p (4096 bytes, from 1) of the file with garbage. */
static void damage_page(const char *path, int p)
{
    FILE *f = fopen(path, "r+b");
    assert_non_null(f);
    char junk[4096];
    for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = (char)(i * 7919 % 251);
    assert_int_equal(fseek(f, (long)(p - 1) * 4096, SEEK_SET), 0);
    assert_int_equal(fwrite(junk, 1, sizeof junk, f), sizeof junk);
    assert_int_equal(fclose(f), 0);
}

/* The answer's error code (or "" when none) to one line of a new player. */
static void answer_to(Server *srv, const char *line, char *code, size_t len)
{
    Player p;
    player_open(srv, &p, "asker");
    Player *one[] = {&p};
    settle(srv, one, 1);
    p.error[0] = 0;
    sendf(&p, "%s", line);
    settle(srv, one, 1);
    snprintf(code, len, "%s", p.error);
    player_close(&p);
    pump(srv);
}

#define NROOMS 120
#define LATE 20 /* rooms played after the others */

typedef struct {
    char invite[32], token[80];
} Kept;

/* A room set aside at the start (its moves do not replay; a damaged page
 * under its moves or seats; a damaged page of the rooms table itself) is
 * logged, kept in the store, refused with damaged, and the other rooms are
 * served; a rooms.sqlite of 0 bytes or emptied, where rooms were, is said
 * loudly. (Issue 50: one room that did not replay made the server exit 1
 * at start, 'room 69: move 26 does not replay'; a damaged page of the
 * rooms table loaded 0 rooms without a word, one under the moves loaded
 * rooms cut short.) */
static void damaged_rooms_set_aside(void **state)
{
    (void)state;
    static Server srv;
    static Player ps[NROOMS];
    static Kept kept[NROOMS];
    Player *all[NROOMS];
    server_open(&srv, "damaged");
    /* the last LATE rooms are made and played once the others have played:
     * their moves lie on the moves' last pages alone */
    for (int late = 0; late < 2; late++) {
        int from = late ? NROOMS - LATE : 0, to = late ? NROOMS : NROOMS - LATE;
        for (int k = from; k < to; k++) {
            char name[16];
            snprintf(name, sizeof name, "h%d", k);
            player_open(&srv, &ps[k], name);
            all[k] = &ps[k];
            sendf(&ps[k],
                  "{\"type\":\"create\",\"options\":\"players=2 seed=%d\",\"seats\":[\"human\",\"bot:random\"]}",
                  k + 1);
        }
        play_some(&srv, all + from, to - from, 6 * (to - from));
    }
    for (int k = 0; k < NROOMS; k++) {
        snprintf(kept[k].invite, sizeof kept[k].invite, "%s", ps[k].room);
        snprintf(kept[k].token, sizeof kept[k].token, "%s", ps[k].token);
        player_close(&ps[k]);
    }
    srv_close(&srv);
    char store[400], good[400], line[400], code[32];
    snprintf(store, sizeof store, "%s/damaged/rooms.sqlite", dir);
    snprintf(good, sizeof good, "%s/good.sqlite", dir);
    copy_file(store, good);

    /* a move that does not replay */
    sql(store, "UPDATE moves SET move = 'fly away' WHERE room = 69 AND n = 2");
    log_clear();
    server_open(&srv, "damaged");
    if (!strstr(logged, "room 69: move 3 does not replay: set aside")) fail_msg("%s", logged);
    assert_int_equal(srv.nrooms, NROOMS - 1);
    assert_non_null(strstr(logged, ": 119 rooms loaded, 1 set aside"));
    snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", kept[68].invite);
    answer_to(&srv, line, code, sizeof code);
    assert_string_equal(code, "damaged");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", kept[68].invite,
             kept[68].token);
    answer_to(&srv, line, code, sizeof code);
    assert_string_equal(code, "damaged");
    /* the others are served: one resumes and plays a move */
    Player h;
    player_open(&srv, &h, "back");
    Player *one[] = {&h};
    sendf(&h, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", kept[NROOMS - 1].invite,
          kept[NROOMS - 1].token);
    settle(&srv, one, 1);
    int seq = h.seq;
    assert_true(seq > 0);
    play_some(&srv, one, 1, 1);
    assert_true(h.seq > seq);
    assert_string_equal(h.error, "");
    player_close(&h);
    srv_close(&srv);
    /* kept in the store as it was */
    sqlite3 *db;
    sqlite3_stmt *q;
    assert_int_equal(sqlite3_open(store, &db), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(db, "SELECT move FROM moves WHERE room = 69 AND n = 2", -1, &q, NULL), 0);
    assert_int_equal(sqlite3_step(q), SQLITE_ROW);
    assert_string_equal((const char *)sqlite3_column_text(q, 0), "fly away");
    sqlite3_finalize(q);
    sqlite3_close(db);

    /* a damaged page under the moves: the rooms on it set aside, none lost */
    int page[400];
    copy_file(good, store);
    int n = leaves(store, "moves", page, 400);
    if (n < 0)
        print_message("no dbstat in this SQLite: the damaged pages are not made\n");
    else {
        if (n < 4) fail_msg("%d leaves of moves", n);
        damage_page(store, page[0]);
        log_clear();
        server_open(&srv, "damaged");
        assert_true(srv.naside > 0);
        assert_int_equal(srv.nrooms + srv.naside, NROOMS);
        print_message("a damaged page (%d) of the %d leaves of moves: %d rooms set aside, %d loaded\n", page[0], n,
                      srv.naside, srv.nrooms);
        assert_non_null(strstr(logged, "cannot be read (database disk image is malformed): set aside"));
        snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", srv.aside[0].invite);
        answer_to(&srv, line, code, sizeof code);
        assert_string_equal(code, "damaged");
        int k = NROOMS - 1; /* a late room: not set aside */
        if (!room_named(&srv, kept[k].invite)) fail_msg("a late room set aside:\n%.3000s", logged);
        player_open(&srv, &h, "back");
        sendf(&h, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", kept[k].invite, kept[k].token);
        settle(&srv, one, 1);
        seq = h.seq;
        assert_true(seq > 0);
        play_some(&srv, one, 1, 1);
        assert_true(h.seq > seq);
        player_close(&h);
        srv_close(&srv);

        /* a damaged page of the rooms themselves: the rooms past it are loaded */
        copy_file(good, store);
        n = leaves(store, "rooms", page, 400);
        assert_true(n >= 3);
        damage_page(store, page[n / 2]);
        log_clear();
        server_open(&srv, "damaged");
        long from = 0, to = 0; /* fail_msg ends the test where they are not read */
        const char *w = strstr(logged, "rooms.sqlite is damaged (database disk image is malformed): rooms ");
        if (!w ||
            sscanf(w, "rooms.sqlite is damaged (database disk image is malformed): rooms %ld to %ld", &from, &to) != 2)
            fail_msg("%s", logged);
        assert_true(from > 1 && to < NROOMS);
        print_message("a damaged page (%d) of the %d leaves of rooms: rooms %ld to %ld unread, %d loaded\n",
                      page[n / 2], n, from, to, srv.nrooms);
        assert_int_equal(srv.nrooms, NROOMS - (to - from + 1));
        assert_non_null(room_named(&srv, kept[NROOMS - 1].invite)); /* the rooms after it */
        srv_close(&srv);
    }

    /* a rooms.sqlite of 0 bytes, where rooms were: said loudly */
    FILE *f = fopen(store, "w");
    assert_non_null(f);
    fclose(f);
    log_clear();
    server_open(&srv, "damaged");
    assert_int_equal(srv.nrooms, 0);
    assert_non_null(strstr(logged, "WARNING: "));
    assert_non_null(strstr(logged, "rooms.sqlite was empty (0 bytes)"));
    if (!strstr(logged, "rooms.sqlite holds no room, yet ")) fail_msg("%s", logged);
    srv_close(&srv);
    /* said once: the next start has 0 rooms known */
    log_clear();
    server_open(&srv, "damaged");
    assert_null(strstr(logged, "WARNING"));
    srv_close(&srv);
    /* and one emptied (a new file where one with rooms was) */
    copy_file(good, store);
    server_open(&srv, "damaged");
    srv_close(&srv);
    assert_int_equal(unlink(store), 0);
    log_clear();
    server_open(&srv, "damaged");
    if (!strstr(logged, "WARNING: ") || !strstr(logged, "holds no room, yet 120 were there")) fail_msg("%s", logged);
    srv_close(&srv);
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

int main(void)
{
    srv_log_to(keep_log, NULL);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(stop_with_a_bot_move_waiting),
        cmocka_unit_test(store_refuses_then_comes_back),
        cmocka_unit_test(a_player_that_never_reads),
        cmocka_unit_test(damaged_rooms_set_aside),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
