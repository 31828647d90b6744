/* fuzz_room.c - libFuzzer target for ys-server's messages (src/server/
 * room.c): the input is what one client sends after its hello, one line per
 * input line, read by the server's own framing and room code over a
 * bufferevent pair (srv_open_rooms, as test_srv_msgs drives it), the store
 * a real SQLite file. Every line the server sends back must be one JSON
 * object of the protocol (jmsg reads it, with a type), UTF-8 (the names and
 * chat lines a client gave come back inside them). After each input its
 * rooms are removed (room_expire with no days kept), so every input starts
 * from an empty server. Seeds: tests/fuzz/corpus/room (a create, then
 * names, chat, rooms, takeovers, resumes). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/event.h>

#include "jmsg.h"
#include "server.h"
#include "broken.h"

static Server srv;
static char dir[] = "/tmp/ys-fuzz-room-XXXXXX";

static void quiet(void *ud, const char *line) { (void)ud, (void)line; }

static void pump(void)
{
    do
        event_base_loop(srv.base, EVLOOP_NONBLOCK);
    while (event_base_get_num_events(srv.base, EVENT_BASE_COUNT_ACTIVE) > 0);
}

static struct bufferevent *connect_one(const char *addr)
{
    struct bufferevent *pair[2];
    if (bufferevent_pair_new(srv.base, 0, pair)) BROKEN();
    conn_open(&srv, pair[0], addr);
    bufferevent_enable(pair[1], EV_READ | EV_WRITE);
    bufferevent_write(pair[1], "{\"type\":\"hello\",\"version\":1}\n", 29);
    return pair[1];
}

/* Every line the server sent to end: one protocol message each. */
static void check_lines(struct bufferevent *end)
{
    size_t n;
    char *l;
    while ((l = evbuffer_readln(bufferevent_get_input(end), &n, EVBUFFER_EOL_LF))) {
        Jmsg m;
        char err[200], type[32];
        if (jmsg_parse(&m, l, n, err, sizeof err) || jmsg_str(&m, "type", type, sizeof type)) {
            fprintf(stderr, "fuzz_room: the server sent %s: %.300s\n", err, l);
            BROKEN();
        }
        free(l);
    }
}

static void close_end(struct bufferevent *end)
{
    bufferevent_flush(end, EV_WRITE, BEV_FINISHED);
    bufferevent_free(end);
    pump();
}

/* At the fuzzer's exit: the server closed, its folder removed. */
static void done(void)
{
    char cmd[100];
    srv_close(&srv);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd)) fprintf(stderr, "fuzz_room: cannot remove %s\n", dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    if (!mkdtemp(dir)) BROKEN();
    srv_log_to(quiet, NULL);
    srv_defaults(&srv.cfg);
    snprintf(srv.cfg.data, sizeof srv.cfg.data, "%s", dir);
    srv.cfg.grace_s = 0;
    srv.cfg.idle_s = srv.cfg.handshake_s = 1000000;
    srv.cfg.durable = 0;
    srv.cfg.bot_threads = 1;
    srv.cfg.guesses = 1000000000; /* wrong guesses never lock the fuzzer's address out */
    srv.cfg.chat_window_s = 0;    /* every chat line is taken */
    char err[300];
    if (srv_open_rooms(&srv, err, sizeof err)) {
        fprintf(stderr, "fuzz_room: %s\n", err);
        BROKEN();
    }
    srv.cfg.keep_days = srv.cfg.idle_days = -1; /* room_expire removes every room no one is in */
    atexit(done);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bufferevent *end = connect_one("10.0.0.1");
    pump();
    size_t pos = 0;
    int lines = 0;
    while (pos < size && lines++ < 200) {
        size_t e = pos;
        while (e < size && data[e] != '\n')
            e++;
        bufferevent_write(end, data + pos, e - pos);
        bufferevent_write(end, "\n", 1);
        pump();
        check_lines(end);
        pos = e + 1;
    }
    close_end(end);
    room_expire(&srv); /* the next input finds no room (their bots are cancelled) */
    pump();            /* the removal's commit */
    return 0;
}
