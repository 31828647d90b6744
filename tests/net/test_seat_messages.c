/* test_seat_messages.c - what ys-server sends each seat is what the engine
 * gives that seat. ys-server runs as a real process on the loopback (with
 * --fixed-deals, so this test knows the deal); one client per seat plays
 * random legal moves of games in several configurations, and the test
 * replays every move on its own YsMatch: each seat's `view` must be
 * ys_json_view for that seat, its `events` ys_events_view + ys_json_events
 * for that seat, the move's text only to its player, and `legal` (the
 * engine's list) to the seat to move alone. Usage: test_seat_messages
 * YS_SERVER WORKDIR. Waits are failure limits only. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client.h"
#include "jmsg.h"
#include "ys/ys.h"

#define WAIT_MS 60000

static const char *server_path, *work;
static pid_t srv_pid;
static int srv_port;
static char srv_fp[200];
static int total_moves, total_games;

static void start_server(void)
{
    int fd[2];
    char data[600], cmd[800];
    snprintf(data, sizeof data, "%s/data", work);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", data);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(pipe(fd), 0);
    srv_pid = fork();
    assert_true(srv_pid >= 0);
    if (srv_pid == 0) {
        dup2(fd[1], 2);
        close(fd[0]);
        if (!freopen("/dev/null", "w", stdout)) _exit(127); /* the test's output ends when the test does */
        execl(server_path, server_path, "--data", data, "--listen", "127.0.0.1:0", "--fixed-deals", "--fast-commit",
              (char *)NULL);
        _exit(127);
    }
    close(fd[1]);
    FILE *log = fdopen(fd[0], "r");
    char line[1000];
    srv_port = 0;
    while (!srv_port && fgets(line, sizeof line, log)) {
        const char *p = strstr(line, "listening on 127.0.0.1 port ");
        if (p && sscanf(p, "listening on 127.0.0.1 port %d (TLS; certificate SHA-256 %199[0-9A-F:])", &srv_port,
                        srv_fp) != 2)
            srv_port = 0;
    }
    assert_true(srv_port > 0);
    /* the log stays open: the server may write to it; it is read by no one */
}

static void stop_server(void)
{
    kill(srv_pid, SIGTERM);
    int st;
    assert_int_equal(waitpid(srv_pid, &st, 0), srv_pid);
    srv_pid = 0;
}

/* A failed check leaves the test at once: the server goes with it. */
static int teardown(void **state)
{
    (void)state;
    if (srv_pid > 0) {
        kill(srv_pid, SIGKILL);
        waitpid(srv_pid, NULL, 0);
        srv_pid = 0;
    }
    return 0;
}

/* The next line of c that is of type (others, room lines mostly, skipped);
 * parsed into m, its text kept in buf. */
static void next_of(Ycl *c, const char *type, Jmsg *m, char *buf, size_t len)
{
    for (;;) {
        const char *l = ycl_recv(c, WAIT_MS);
        assert_non_null(l);
        snprintf(buf, len, "%s", l);
        char err[200], t[32];
        assert_int_equal(jmsg_parse(m, buf, strlen(buf), err, sizeof err), 0);
        assert_int_equal(jmsg_str(m, "type", t, sizeof t), 0);
        if (!strcmp(t, "error")) fail_msg("server error: %s", buf);
        if (!strcmp(t, type)) return;
        assert_string_equal(t, "room"); /* nothing else may come between */
    }
}

static void assert_field(const Jmsg *m, const char *key, const YsBuf *want)
{
    const JmsgField *f = jmsg_get(m, key);
    assert_non_null(f);
    if (f->vallen != want->n || memcmp(f->val, want->s, want->n))
        fail_msg("field %s differs from the engine's:\n sent %.*s\n want %.*s", key, (int)f->vallen, f->val,
                 (int)want->n, want->s);
}

static char line_buf[8][70000];

/* Reads seat's view (and legal when on move) after move n and checks them. */
static void check_view(Ycl *c, const YsMatch *mt, int seat)
{
    Jmsg m;
    uint64_t seq;
    YsBuf want = {0};
    next_of(c, "view", &m, line_buf[seat], sizeof line_buf[seat]);
    assert_int_equal(jmsg_uint(&m, "seq", YS_MAX_LOG, &seq), 0);
    assert_int_equal((int)seq, mt->nlog);
    ys_json_view(&mt->g, seat, &want);
    assert_field(&m, "view", &want);
    ys_buf_free(&want);
    if (!ys_over(&mt->g) && ys_to_move(&mt->g) == seat) {
        next_of(c, "legal", &m, line_buf[seat], sizeof line_buf[seat]);
        ys_json_legal(&mt->g, &want);
        assert_field(&m, "moves", &want);
        ys_buf_free(&want);
    }
}

static void play_game(const char *options, const char *seed)
{
    YsOptions o;
    char err[200], line[1200], key[64], val[600];
    ys_options_default(&o);
    snprintf(line, sizeof line, "%s seed=%s", options, seed);
    for (char *sv = NULL, *w = strtok_r(line, " ", &sv); w; w = strtok_r(NULL, " ", &sv)) {
        assert_int_equal(sscanf(w, "%63[^=]=%599s", key, val), 2);
        assert_int_equal(ys_options_set(&o, key, val, err, sizeof err), 0);
    }
    YsMatch *mt = calloc(1, sizeof *mt);
    assert_non_null(mt);
    assert_int_equal(ys_match_new(mt, &o, err, sizeof err), 0);
    int n = o.players;
    Ycl *c[YS_MAX_HUMANS] = {0};
    char room[64] = "";
    for (int i = 0; i < n; i++) {
        c[i] = ycl_connect("127.0.0.1", srv_port, srv_fp, WAIT_MS, err, sizeof err);
        assert_non_null(c[i]);
        assert_int_equal(ycl_sendz(c[i], "{\"type\":\"hello\",\"version\":1}"), 0);
        Jmsg m;
        next_of(c[i], "welcome", &m, line_buf[i], sizeof line_buf[i]);
        if (i == 0) {
            char seats[200] = "";
            for (int k = 0; k < n; k++)
                strcat(seats, k ? ",\"human\"" : "\"human\"");
            snprintf(line, sizeof line, "{\"type\":\"create\",\"options\":\"%s seed=%s\",\"seats\":[%s]}", options,
                     seed, seats);
        } else
            snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", room);
        assert_int_equal(ycl_sendz(c[i], line), 0);
        next_of(c[i], "joined", &m, line_buf[i], sizeof line_buf[i]);
        uint64_t seat;
        assert_int_equal(jmsg_uint(&m, "seat", 8, &seat), 0);
        assert_int_equal((int)seat, i);
        if (i == 0) assert_int_equal(jmsg_str(&m, "room", room, sizeof room), 0);
        check_view(c[i], mt, i);
    }
    uint64_t rng = strtoull(seed, NULL, 10) * 0x9E3779B97F4A7C15ull + 1;
    YsMoveList *legal = malloc(sizeof *legal);
    assert_non_null(legal);
    YsMatch *before = malloc(sizeof *before);
    assert_non_null(before);
    while (!ys_over(&mt->g)) {
        int mover = ys_to_move(&mt->g);
        ys_legal(&mt->g, legal);
        assert_true(legal->n > 0);
        const YsMove *mv = &legal->m[ys_rng_below(&rng, (uint32_t)legal->n)];
        char text[YS_MOVE_TEXT];
        ys_move_format(&mt->g, mv, text, sizeof text);
        snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", text, mt->nlog);
        assert_int_equal(ycl_sendz(c[mover], line), 0);
        *before = *mt;
        assert_int_equal(ys_match_play(mt, mv), 0);
        for (int i = 0; i < n; i++) {
            Jmsg m;
            uint64_t seq, who;
            next_of(c[i], "events", &m, line_buf[i], sizeof line_buf[i]);
            assert_int_equal(jmsg_uint(&m, "seq", YS_MAX_LOG, &seq), 0);
            assert_int_equal((int)seq, mt->nlog);
            assert_int_equal(jmsg_uint(&m, "seat", 8, &who), 0);
            assert_int_equal((int)who, mover);
            char sent[256];
            if (i == mover) {
                assert_int_equal(jmsg_str(&m, "move", sent, sizeof sent), 0);
                assert_string_equal(sent, text);
            } else
                assert_null(jmsg_get(&m, "move")); /* a move's text is its player's alone */
            YsEventLog mine = mt->last;
            YsView v;
            YsBuf want = {0};
            ys_events_view(&mine, i);
            ys_view(&mt->g, i, &v);
            ys_json_events(&v, &mine, &want);
            assert_field(&m, "events", &want);
            ys_buf_free(&want);
            check_view(c[i], mt, i);
        }
    }
    total_moves += mt->nlog;
    total_games++;
    for (int i = 0; i < n; i++)
        ycl_close(c[i], 0);
    free(before);
    free(legal);
    free(mt);
}

static void test_configurations(void **state)
{
    (void)state;
    start_server();
    const char *configs[] = {
        "players=2", "players=3 neighbourhoods=3", "players=3 neighbourhoods=4",
        "players=4", "players=4 kings-favor=on",   "players=3 express=on",
    };
    for (size_t i = 0; i < sizeof configs / sizeof *configs; i++)
        for (int s = 1; s <= 2; s++) {
            char seed[16];
            snprintf(seed, sizeof seed, "%d", (int)(i * 7 + (size_t)s));
            play_game(configs[i], seed);
        }
    stop_server();
    print_message("%d games, %d moves, every seat's messages checked\n", total_games, total_moves);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_seat_messages YS_SERVER WORKDIR\n");
        return 2;
    }
    server_path = argv[1];
    work = argv[2];
    signal(SIGPIPE, SIG_IGN);
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_configurations)};
    return cmocka_run_group_tests(tests, NULL, teardown);
}
