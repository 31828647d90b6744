/* probes.c - ys-client's commands that probe the server's refusals and
 * limits rather than play (ys_client.h): abuse (every bad message the
 * protocol refuses, each checked), silent-tcp and silent-tls (the half-open
 * and the idle close), hold (connections held open), flood (pings, never
 * read) and trickle (a line a byte at a time). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "jmsg.h"
#include "plat.h"
#include "ys_client.h"

/* --- abuse: every refusal the protocol promises, each checked --- */
static int failures;

static const char *expect(Ycl *c, const char *send, const char *code)
{
    if (send && ycl_sendz(c, send)) yc_die(1, "%s", "cannot send");
    for (;;) {
        const char *l = ycl_recv(c, WAIT_MS);
        if (!l) {
            if (code && !strcmp(code, "(closed)")) return "";
            fprintf(stderr, "FAIL: no answer to %.80s (wanted %s)\n", send ? send : "-", code);
            failures++;
            return NULL;
        }
        if (!code) return l;
        char pat[64];
        snprintf(pat, sizeof pat, "\"code\":\"%s\"", code);
        if (strstr(l, "\"type\":\"error\"")) {
            if (strstr(l, pat)) {
                if (!yc_quiet()) printf("refused as %s: %.60s\n", code, send ? send : "-");
                return l;
            }
            fprintf(stderr, "FAIL: %.80s answered %s, wanted %s\n", send ? send : "-", l, code);
            failures++;
            return NULL;
        }
        /* room, view, legal and events lines go by */
    }
}

static const char *until_at(Ycl *c, const char *type, int seq, int at)
{
    char pat[64];
    snprintf(pat, sizeof pat, "{\"type\":\"%s\"", type);
    for (;;) {
        const char *l = ycl_recv(c, WAIT_MS);
        if (!l) {
            fprintf(stderr, "ys-client: (abuse line %d) ", at);
            yc_die(1, "no %s came", type);
        }
        if (strstr(l, "\"type\":\"error\"")) yc_die(1, "refused: %s", l);
        Jmsg m;
        char err[100];
        uint64_t u = 0;
        if (!strncmp(l, pat, strlen(pat)) && (seq < 0 || (!jmsg_parse(&m, l, strlen(l), err, sizeof err) &&
                                                          !jmsg_uint(&m, "seq", 100000, &u) && (int)u == seq)))
            return l;
    }
}

#define until(c, type, seq) until_at(c, type, seq, __LINE__)

int yc_abuse(void)
{
    static char big[70000 + 2];
    Ycl *c = yc_dial();
    if (!c) yc_die(2, "%s", "cannot connect");
    char err[300];
    /* before hello */
    Ycl *d = ycl_connect(yc_host(), yc_port(), yc_fp(), 20000, err, sizeof err);
    if (!d) yc_die(2, "%s", err);
    expect(d, "{\"type\":\"join\",\"invite\":\"X\"}", "no_hello");
    ycl_close(d, 1);
    d = ycl_connect(yc_host(), yc_port(), yc_fp(), 20000, err, sizeof err);
    if (!d) yc_die(2, "%s", err);
    expect(d, "{\"type\":\"hello\",\"version\":2}", "version");
    ycl_close(d, 1);
    /* malformed lines: answered, the connection goes on */
    expect(c, "{\"type\":", "bad_json");
    expect(c, "[1,2]", "bad_json");
    expect(c, "{\"type\":\"move\",\"type\":\"move\"}", "bad_json");
    expect(c, "{\"type\":\"fly\"}", "bad_message");
    expect(c, "{\"type\":\"move\",\"move\":\"bid 4 4\",\"seq\":0}", "not_in_room");
    expect(c, "{\"type\":\"join\",\"invite\":\"0000-0000-0000-0\"}", "bad_invite");
    expect(c, "{\"type\":\"create\",\"options\":\"players=9\",\"seats\":[\"human\"]}", "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"bot:easy\",\"human\"]}", "bad_seats");
    /* issue 48: names, chat, rooms, and a line that is not UTF-8 */
    expect(c, "{\"type\":\"ping\",\"x\":\"\xff\xfe\"}", "bad_json");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"human\",\"human\"],\"name\":\"  \"}",
           "bad_name");
    expect(c, "{\"type\":\"chat\",\"text\":\"hello\"}", "not_in_room");
    {
        char many[4000];
        size_t k = (size_t)snprintf(many, sizeof many, "{\"type\":\"rooms\",\"rooms\":[");
        for (int r = 0; r < 33; r++)
            k += (size_t)snprintf(many + k, sizeof many - k, "%s{\"room\":\"X\",\"token\":\"Y\"}", r ? "," : "");
        snprintf(many + k, sizeof many - k, "]}");
        expect(c, many, "bad_message");
    }
    /* a room of two: c is seat 0, d seat 1 */
    /* a deal the host chose would be a deal the host knows */
    expect(c, "{\"type\":\"create\",\"options\":\"players=2 seed=7\",\"seats\":[\"human\",\"human\"]}", "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=3 order=1,2,3\",\"seats\":[\"human\",\"human\",\"human\"]}",
           "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2 ships=BGY,RWY\",\"seats\":[\"human\",\"human\"]}",
           "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2 characters=spy\",\"seats\":[\"human\",\"human\"]}",
           "bad_options");
    if (ycl_sendz(c, "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"human\",\"human\"]}"))
        yc_die(1, "%s", "cannot send");
    const char *l = until(c, "joined", -1);
    Jmsg m;
    char room[64], token0[80], token1[80], line[600];
    jmsg_parse(&m, l, strlen(l), err, sizeof err);
    jmsg_str(&m, "room", room, sizeof room);
    jmsg_str(&m, "token", token0, sizeof token0);
    d = yc_dial();
    if (!d) yc_die(2, "%s", "cannot connect");
    snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", room);
    ycl_sendz(d, line);
    l = until(d, "joined", -1);
    jmsg_parse(&m, l, strlen(l), err, sizeof err);
    jmsg_str(&m, "token", token1, sizeof token1);
    /* whose turn: the room message says */
    l = until(c, "room", -1);
    if (strstr(l, "seed=")) { /* the seed and the moves are the whole deal */
        fprintf(stderr, "FAIL: the room message tells the seed: %s\n", l);
        failures++;
    }
    l = until(c, "view", 0);
    const char *tm = strstr(l, "\"to_move\":");
    int mover = tm ? atoi(tm + 10) : -1;
    if (mover != 0 && mover != 1) yc_die(1, "no player to move in %s", l);
    Ycl *mc = mover == 0 ? c : d, *oc = mover == 0 ? d : c;
    char legal[256];
    l = until(mc, "legal", 0);
    {
        const char *q = strstr(l, "\"moves\":[\"");
        if (!q) yc_die(1, "no moves in %s", l);
        q += 10;
        size_t k = strcspn(q, "\"");
        snprintf(legal, sizeof legal, "%.*s", (int)k, q);
    }
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":0}", legal);
    expect(oc, line, "not_your_turn");
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":0,\"seat\":%d}", legal, 1 - mover);
    expect(mc, line, "not_your_seat");
    expect(mc, "{\"type\":\"move\",\"move\":\"bid 9 9\",\"seq\":0}", "illegal");
    expect(mc, "{\"type\":\"move\",\"move\":\"fly away\",\"seq\":0}", "illegal");
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":5}", legal);
    expect(mc, line, "stale");
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":0}", legal);
    ycl_sendz(mc, line);
    until(mc, "events", 1);
    expect(mc, line, "stale"); /* the same move again: replayed */
    snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d}", 1);
    expect(d, "{\"type\":\"takeover\",\"seat\":0}", "not_host");
    expect(c, line, "seat_busy");
    snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d,\"now\":true}", 1);
    expect(c, line, "seat_busy");
    expect(c, "{\"type\":\"takeover\",\"seat\":9}", "bad_message");
    expect(c, "{\"type\":\"rooms\",\"rooms\":[]}", "in_room");
    expect(d, "{\"type\":\"chat\",\"text\":\"\"}", "bad_chat");
    expect(d, "{\"type\":\"chat\",\"text\":\"a\x7f\"}", "bad_chat");
    for (int k = 0; k < 5; k++) /* five lines pass, then the seat waits */
        ycl_sendz(d, "{\"type\":\"chat\",\"text\":\"gg\"}");
    expect(d, "{\"type\":\"chat\",\"text\":\"gg\"}", "chat_limited");
    /* a wrong token, then one seat's token for the other room: refused */
    Ycl *e = yc_dial();
    if (!e) yc_die(2, "%s", "cannot connect");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":0}", room,
             "00000000000000000000000000000000");
    expect(e, line, "bad_token");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":999}", room, token1);
    expect(e, line, "bad_since");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":5000}", room, token1);
    expect(e, line, "bad_since");
    snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\",\"name\":\"x\x7f\"}", room);
    expect(e, line, "bad_name");
    /* guessing: after the address's tries are spent, even a right invite waits */
    int limited = 0;
    for (int i = 0; i < 40 && !limited; i++) {
        snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%013d\"}", i);
        if (ycl_sendz(e, line)) yc_die(1, "%s", "cannot send");
        const char *a = ycl_recv(e, WAIT_MS);
        if (!a) break;
        limited = strstr(a, "\"rate_limited\"") != NULL;
    }
    if (!limited) {
        fprintf(stderr, "FAIL: 40 wrong invites and no rate_limited\n");
        failures++;
    } else if (!yc_quiet())
        printf("refused as rate_limited after wrong invites\n");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":1}", room, token0);
    expect(e, line, "rate_limited");
    ycl_close(e, 1);
    /* the room goes on: a ping is answered, the other seat still plays */
    ycl_sendz(oc, "{\"type\":\"ping\"}");
    until(oc, "pong", -1);
    /* oversized: error, then closed */
    memset(big, 'x', sizeof big - 2);
    memcpy(big, "{\"type\":\"ping\",\"pad\":\"", 22);
    big[sizeof big - 2] = 0;
    expect(oc, big, "too_long");
    if (ycl_recv(oc, WAIT_MS)) {
        fprintf(stderr, "FAIL: the connection stayed open after an oversized line\n");
        failures++;
    }
    ycl_close(oc, 1);
    ycl_sendz(mc, "{\"type\":\"ping\"}");
    until(mc, "pong", -1);
    ycl_close(mc, 0);
    printf("abuse: %d failures\n", failures);
    return failures ? 1 : 0;
}

/* --- silence: the server closes what says nothing --- */
int yc_silent(int tls)
{
    if (!tls) { /* TCP only, no TLS handshake: half open */
        char ps[16];
        snprintf(ps, sizeof ps, "%d", yc_port());
        struct addrinfo hints = {0}, *ai = NULL;
        hints.ai_socktype = SOCK_STREAM;
        if (getaddrinfo(yc_host(), ps, &hints, &ai) || !ai) yc_die(2, "cannot resolve %s", yc_host());
        PlatSock fd = plat_socket(ai->ai_family, 0);
        if (fd < 0 || plat_connect(fd, ai->ai_addr, ai->ai_addrlen)) yc_die(2, "cannot connect to %s", yc_host());
        freeaddrinfo(ai);
        char b[16];
        if (!plat_wait(fd, 0, WAIT_MS) || plat_recv(fd, b, sizeof b) > 0)
            yc_die(1, "%s", "a silent TCP connection was not closed");
        plat_close(fd);
        printf("closed: no TLS handshake\n");
        return 0;
    }
    Ycl *c = yc_dial(); /* TLS and hello, then nothing */
    if (!c) yc_die(2, "%s", yc_dial_err());
    const char *l = ycl_recv(c, WAIT_MS);
    if (!l || !strstr(l, "\"code\":\"idle\"")) yc_die(1, "no idle error: %s", l ? l : "(closed)");
    if (ycl_recv(c, WAIT_MS)) yc_die(1, "%s", "still open after the idle error");
    ycl_close(c, 1);
    printf("closed: idle\n");
    return 0;
}

/* --- flood: pings sent for SECONDS, nothing read --- */
/* A client that never reads: each connection pings as fast as it can until
 * the server closes it (its unsent answers past the server's cap), then a
 * new one. Prints how many pings and closes; exit 0 when the server closed
 * at least one connection. */
int yc_flood(int seconds)
{
    static char many[16 * 256 + 1]; /* 256 pings a write */
    for (int k = 0; k < 256; k++)
        memcpy(many + 16 * k, "{\"type\":\"ping\"}\n", 16);
    int64_t end = plat_now_ms() + (int64_t)seconds * 1000;
    long pings = 0, closed = 0;
    while (plat_now_ms() < end) {
        Ycl *c = yc_dial();
        if (!c) yc_die(2, "%s", yc_dial_err());
        while (plat_now_ms() < end && !ycl_send_raw(c, many, 16 * 256))
            pings += 256;
        closed += plat_now_ms() < end;
        ycl_close(c, 1);
    }
    printf("flood: %ld pings sent, %ld connections closed by the server\n", pings, closed);
    return closed ? 0 : 1;
}

/* --- trickle: one line, a byte every MS milliseconds --- */
/* Wants the server to close it (too_slow) before the line is whole. */
int yc_trickle(int ms)
{
    static char line[4096];
    int n = snprintf(line, sizeof line, "{\"type\":\"ping\",\"pad\":\"");
    while (n < (int)sizeof line - 3)
        line[n++] = 'x';
    memcpy(line + n, "\"}", 3);
    Ycl *c = yc_dial();
    if (!c) yc_die(2, "%s", yc_dial_err());
    int64_t t0 = plat_now_ms();
    for (int i = 0; line[i]; i++) {
        if (ycl_send_raw(c, line + i, 1)) break; /* closed */
        const char *l = ycl_recv(c, ms);
        if (l) {
            if (!strstr(l, "\"code\":\"too_slow\"")) yc_die(1, "not too_slow: %s", l);
            if (ycl_recv(c, WAIT_MS)) yc_die(1, "%s", "still open after too_slow");
            printf("closed: too_slow after %d bytes in %lld ms\n", i + 1, (long long)(plat_now_ms() - t0));
            ycl_close(c, 1);
            return 0;
        }
        if (ycl_dead(c)) yc_die(1, "%s", "closed without too_slow");
    }
    yc_die(1, "%s", "a line trickled byte by byte was taken whole");
    return 1;
}

/* --- hold: N connections said hello and stay until stdin closes --- */
int yc_hold(int n)
{
    Ycl *c[64];
    if (n < 1 || n > 64) yc_die(2, "%s", "hold takes 1 to 64");
    for (int i = 0; i < n; i++)
        if (!(c[i] = yc_dial())) yc_die(2, "%s", yc_dial_err());
    printf("held %d\n", n);
    fflush(stdout);
    char b[64];
    while (fread(b, 1, sizeof b, stdin) > 0) {
    }
    for (int i = 0; i < n; i++)
        ycl_close(c[i], 0);
    return 0;
}
