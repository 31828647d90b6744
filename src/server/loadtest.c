/* loadtest.c - ys-loadtest: N rooms of simulated players on one libevent
 * loop play random games against one ys-server over TLS; prints rooms,
 * moves per second and the time from a move sent to every seat's view of
 * it (p50, p99). Bot moves are not timed: only the humans' moves are, so a
 * bot's thinking is left out of the latency. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/bufferevent_ssl.h>
#include <event2/event.h>
#include <openssl/err.h>
#include <openssl/ssl.h>

#include "jmsg.h"
#include "ys/die.h"

typedef struct LRoom LRoom;
typedef struct {
    LRoom *room;
    int idx, seat, seq, joined, ready;
    struct bufferevent *bev;
    char pending[64];
    int pending_seq;
    struct event *think;
} LConn;

struct LRoom {
    LConn c[4];
    int n, human, joined;
    char invite[32];
    double sent_at[1024];    /* per move: when a human sent it (0: a bot's) */
    unsigned char got[1024]; /* human seats that saw the view after it */
    int over;
};

static struct event_base *base;
static SSL_CTX *ctx;
static struct sockaddr_storage addr;
static int addrlen, nrooms, players = 4, think_ms, bots, warmup;
static char want_fp[200];
static LRoom *rooms;
static double *lat;
static size_t nlat, caplat;
static long moves, over_rooms, errors;
static uint64_t rng = 88172645463325252ull;
static double t_start;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static void send_line(LConn *c, const char *s)
{
    struct evbuffer *o = bufferevent_get_output(c->bev);
    evbuffer_add(o, s, strlen(s));
    evbuffer_add(o, "\n", 1);
}

static void connect_seat(LConn *c);

static void send_move(LConn *c)
{
    char line[200];
    LRoom *r = c->room;
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", c->pending, c->pending_seq);
    if (c->pending_seq >= 0 && c->pending_seq < 1024) {
        r->sent_at[c->pending_seq] = now();
        r->got[c->pending_seq] = 0;
    }
    c->pending[0] = 0;
    send_line(c, line);
}

static void think_done(evutil_socket_t fd, short w, void *arg)
{
    (void)fd;
    (void)w;
    send_move(arg);
}

static void maybe_move(LConn *c)
{
    LRoom *r = c->room;
    if (!c->pending[0] || r->joined < r->human || c->pending_seq != c->seq) return;
    if (think_ms > 0) {
        struct timeval tv = {0, 0};
        long ms = (long)(next() % (uint64_t)(2 * think_ms + 1));
        tv.tv_sec = ms / 1000;
        tv.tv_usec = (ms % 1000) * 1000;
        if (!c->think) c->think = evtimer_new(base, think_done, c);
        evtimer_add(c->think, &tv);
    } else
        send_move(c);
}

typedef struct {
    char m[1024][64];
    int n;
} Moves;

static int collect(int i, const char *s, void *ud)
{
    (void)i;
    Moves *mv = ud;
    if (mv->n < 1024) snprintf(mv->m[mv->n++], 64, "%s", s);
    return 0;
}

static void on_line(LConn *c, const char *l, size_t len)
{
    static Moves mv;
    LRoom *r = c->room;
    Jmsg m;
    char err[100], type[32];
    uint64_t u = 0;
    if (jmsg_parse(&m, l, len, err, sizeof err) || jmsg_str(&m, "type", type, sizeof type)) {
        errors++;
        return;
    }
    if (!strcmp(type, "error")) {
        if (errors++ < 5) fprintf(stderr, "ys-loadtest: %.*s\n", (int)len, l);
    } else if (!strcmp(type, "joined")) {
        jmsg_uint(&m, "seat", 8, &u);
        c->seat = (int)u;
        if (c->idx == 0) {
            jmsg_str(&m, "room", r->invite, sizeof r->invite);
            for (int i = 1; i < r->human; i++)
                connect_seat(&r->c[i]);
        }
    } else if (!strcmp(type, "view")) {
        jmsg_uint(&m, "seq", 100000, &u);
        c->seq = (int)u;
        if (!c->joined) {
            c->joined = 1;
            if (++r->joined == r->human)
                for (int i = 0; i < r->human; i++)
                    maybe_move(&r->c[i]);
        }
        int k = (int)u - 1;
        if (k >= 0 && k < 1024 && r->sent_at[k] > 0 && ++r->got[k] == r->human && r->sent_at[k] >= t_start + warmup) {
            if (nlat == caplat) {
                caplat = caplat ? caplat * 2 : 65536;
                lat = realloc(lat, caplat * sizeof *lat);
                if (!lat) ys_die("out of memory (the latencies)");
            }
            lat[nlat++] = now() - r->sent_at[k];
        }
        if ((int)u > 0 && c->idx == 0) moves++;
        if (jmsg_get(&m, "over") && c->idx == 0 && !r->over) {
            r->over = 1;
            over_rooms++;
            if (over_rooms == nrooms) event_base_loopexit(base, NULL);
        }
    } else if (!strcmp(type, "legal")) {
        jmsg_uint(&m, "seq", 100000, &u);
        mv.n = 0;
        if (jmsg_strings(&m, "moves", collect, &mv) > 0) {
            snprintf(c->pending, sizeof c->pending, "%s", mv.m[next() % (uint64_t)mv.n]);
            c->pending_seq = (int)u;
            maybe_move(c);
        }
    }
}

static void on_read(struct bufferevent *bev, void *arg)
{
    struct evbuffer *in = bufferevent_get_input(bev);
    for (;;) {
        size_t len;
        char *l = evbuffer_readln(in, &len, EVBUFFER_EOL_LF);
        if (!l) return;
        on_line(arg, l, len);
        free(l);
    }
}

static void on_event(struct bufferevent *bev, short what, void *arg)
{
    LConn *c = arg;
    LRoom *r = c->room;
    if (what & BEV_EVENT_CONNECTED) {
        int one = 1;
        setsockopt(bufferevent_getfd(bev), IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        X509 *cert = SSL_get1_peer_certificate(bufferevent_openssl_get_ssl(bev));
        unsigned char md[EVP_MAX_MD_SIZE];
        unsigned n = 0;
        char got[200] = "";
        if (cert && X509_digest(cert, EVP_sha256(), md, &n))
            for (unsigned i = 0; i < n; i++)
                sprintf(got + 2 * i, "%02X", md[i]);
        X509_free(cert);
        if (strcmp(got, want_fp)) {
            fprintf(stderr, "ys-loadtest: the server's certificate is not the one given\n");
            exit(1);
        }
        send_line(c, "{\"type\":\"hello\",\"version\":1}");
        if (c->idx == 0) {
            char line[300], seats[200] = "\"human\"";
            for (int i = 1; i < players; i++)
                strcat(seats, i < r->human ? ",\"human\"" : ",\"bot:hard\"");
            snprintf(line, sizeof line, "{\"type\":\"create\",\"options\":\"players=%d\",\"seats\":[%s]}", players,
                     seats);
            send_line(c, line);
        } else {
            char line[200];
            snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", r->invite);
            send_line(c, line);
        }
        return;
    }
    if (errors++ < 5) {
        unsigned long e = ERR_get_error();
        fprintf(stderr, "ys-loadtest: a connection closed (%s)\n", e ? ERR_reason_error_string(e) : "by the server");
    }
    if (!r->over) {
        r->over = 1;
        over_rooms++;
        if (over_rooms == nrooms) event_base_loopexit(base, NULL);
    }
    bufferevent_free(bev);
    c->bev = NULL;
}

static void connect_seat(LConn *c)
{
    SSL *ssl = SSL_new(ctx);
    c->bev = bufferevent_openssl_socket_new(base, -1, ssl, BUFFEREVENT_SSL_CONNECTING,
                                            BEV_OPT_CLOSE_ON_FREE | BEV_OPT_DEFER_CALLBACKS);
    bufferevent_setcb(c->bev, on_read, NULL, on_event, c);
    bufferevent_enable(c->bev, EV_READ | EV_WRITE);
    if (bufferevent_socket_connect(c->bev, (struct sockaddr *)&addr, addrlen)) {
        fprintf(stderr, "ys-loadtest: cannot connect\n");
        exit(1);
    }
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static int next_room;
static void start_more(evutil_socket_t fd, short w, void *arg)
{
    (void)fd;
    (void)w;
    /* rooms open a few at a time, not all 4,000 handshakes at once */
    for (int k = 0; k < 20 && next_room < nrooms; k++)
        connect_seat(&rooms[next_room++].c[0]);
    if (next_room < nrooms) {
        struct timeval tv = {0, 10000};
        evtimer_add((struct event *)arg, &tv);
    }
}

int main(int argc, char **argv)
{
    ys_die_name("ys-loadtest");
    const char *target = NULL, *fp = NULL;
    int seconds = 600;
    nrooms = 100;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--connect") && v)
            target = argv[++i];
        else if (!strcmp(a, "--fingerprint") && v)
            fp = argv[++i];
        else if (!strcmp(a, "--rooms") && v)
            nrooms = atoi(argv[++i]);
        else if (!strcmp(a, "--players") && v)
            players = atoi(argv[++i]);
        else if (!strcmp(a, "--bots") && v)
            bots = atoi(argv[++i]);
        else if (!strcmp(a, "--think-ms") && v)
            think_ms = atoi(argv[++i]);
        else if (!strcmp(a, "--seconds") && v)
            seconds = atoi(argv[++i]);
        else if (!strcmp(a, "--warmup") && v)
            warmup = atoi(argv[++i]);
        else {
            fprintf(stderr, "Usage: ys-loadtest --connect HOST:PORT --fingerprint FP [--rooms N] [--players 2-4]\n"
                            "                   [--bots B (hard bots per room)] [--think-ms MS (mean think time)]\n"
                            "                   [--seconds S (stop after)] [--warmup S (moves sent in the first S\n"
                            "                   seconds, while rooms open, are not timed)]\n"
                            "Plays one random game in each of N rooms at once against ys-server (start it with a\n"
                            "--max-per-addr above N x players) and prints rooms, moves/s and the time from a\n"
                            "human's move sent to every human seat's view of it (p50, p99).\n");
            return 2;
        }
    }
    if (!target || !fp || nrooms < 1 || players < 2 || players > 4 || bots < 0 || bots >= players) {
        fprintf(stderr, "ys-loadtest: --connect and --fingerprint are needed; see --help\n");
        return 2;
    }
    for (size_t i = 0, o = 0; fp[i] && o + 1 < sizeof want_fp; i++)
        if (isxdigit((unsigned char)fp[i])) want_fp[o++] = (char)toupper((unsigned char)fp[i]);
    addrlen = sizeof addr;
    if (evutil_parse_sockaddr_port(target, (struct sockaddr *)&addr, &addrlen)) {
        fprintf(stderr, "ys-loadtest: cannot read %s\n", target);
        return 2;
    }
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
        getrlimit(RLIMIT_NOFILE, &rl);
        if ((long)rl.rlim_cur < (long)nrooms * players + 64)
            fprintf(stderr, "ys-loadtest: only %ld descriptors may be open\n", (long)rl.rlim_cur);
    }
    ctx = SSL_CTX_new(TLS_client_method());
    base = event_base_new();
    rooms = calloc((size_t)nrooms, sizeof *rooms);
    if (!rooms || !ctx || !base) ys_die("out of memory (the rooms, TLS, the loop)");
    for (int r = 0; r < nrooms; r++) {
        rooms[r].n = players;
        rooms[r].human = players - bots;
        for (int i = 0; i < players; i++) {
            rooms[r].c[i].room = &rooms[r];
            rooms[r].c[i].idx = i;
        }
    }
    struct event *opener = evtimer_new(base, start_more, NULL);
    event_assign(opener, base, -1, 0, start_more, opener);
    struct timeval zero = {0, 0}, limit = {seconds, 0};
    evtimer_add(opener, &zero);
    event_base_loopexit(base, &limit);
    t_start = now();
    event_base_dispatch(base);
    double took = now() - t_start;
    qsort(lat, nlat, sizeof *lat, cmp);
    double p50 = nlat ? lat[nlat / 2] : 0, p99 = nlat ? lat[(size_t)(nlat * 0.99)] : 0, mx = nlat ? lat[nlat - 1] : 0;
    printf("rooms %d (%d players, %d hard bots each), %ld finished, %.1f s\n", nrooms, players, bots, over_rooms, took);
    printf("moves %ld, %.0f moves/s; human moves timed %zu: p50 %.1f ms, p99 %.1f ms, max %.1f ms; errors %ld\n", moves,
           moves / took, nlat, p50 * 1000, p99 * 1000, mx * 1000, errors);
    return errors ? 1 : 0;
}
