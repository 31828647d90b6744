/* conn.c - connections: the listener, one TLS bufferevent each, framing of
 * one JSON object per line with its cap, and the limits on what one address
 * may do (open connections, invite and token guesses, idle and half-open
 * connections closed). */
#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/bufferevent_ssl.h>
#include <event2/listener.h>
#include <openssl/err.h>

#include "jmsg.h"
#include "server.h"
#include "ys/die.h"

/* What one address has open and how many guesses it has left. */
typedef struct Addr {
    char addr[64];
    int conns;
    double tokens; /* guesses left */
    int64_t at;    /* when tokens was last refilled */
    struct Addr *next;
} Addr;

#define ADDR_BUCKETS 4096

static unsigned hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h % ADDR_BUCKETS;
}

static Addr *addr_get(Server *srv, const char *a, int create)
{
    unsigned h = hash(a);
    for (Addr *x = srv->addrs[h]; x; x = x->next)
        if (!strcmp(x->addr, a)) return x;
    if (!create) return NULL;
    Addr *x = calloc(1, sizeof *x);
    if (!x) ys_die("out of memory (an address's counts)");
    snprintf(x->addr, sizeof x->addr, "%s", a);
    x->tokens = srv->cfg.guesses;
    x->at = srv_now();
    x->next = srv->addrs[h];
    srv->addrs[h] = x;
    return x;
}

static void refill(Server *srv, Addr *x)
{
    int64_t now = srv_now();
    if (srv->cfg.guess_refill_s > 0) x->tokens += (double)(now - x->at) / srv->cfg.guess_refill_s;
    if (x->tokens > srv->cfg.guesses) x->tokens = srv->cfg.guesses;
    x->at = now;
}

/* Forgets an address with nothing open and every guess back. */
static void addr_drop(Server *srv, Addr *x)
{
    refill(srv, x);
    if (x->conns || x->tokens < srv->cfg.guesses) return;
    Addr **p = &srv->addrs[hash(x->addr)];
    while (*p != x)
        p = &(*p)->next;
    *p = x->next;
    free(x);
}

int conn_may_guess(Server *srv, Conn *c)
{
    Addr *x = addr_get(srv, c->addr, 1);
    refill(srv, x);
    return x->tokens >= 1;
}

void conn_guess_failed(Server *srv, Conn *c)
{
    Addr *x = addr_get(srv, c->addr, 1);
    refill(srv, x);
    x->tokens -= 1;
}

static void conn_free(Server *srv, Conn *c)
{
    room_conn_gone(srv, c);
    if (c->held_at >= 0) srv->held[c->held_at] = NULL;
    if (c->held) evbuffer_free(c->held);
    free(c->run);
    if (c->handshake_timer) event_free(c->handshake_timer);
    if (c->line_timer) event_free(c->line_timer);
    if (c->bev) {
        SSL *ssl = bufferevent_openssl_get_ssl(c->bev);
        if (ssl) SSL_set_shutdown(ssl, SSL_RECEIVED_SHUTDOWN); /* no close_notify wait on a dead peer */
        bufferevent_free(c->bev);
    }
    Addr *x = addr_get(srv, c->addr, 0);
    if (x) {
        x->conns--;
        addr_drop(srv, x);
    }
    if (c->prev)
        c->prev->next = c->next;
    else
        srv->conns = c->next;
    if (c->next) c->next->prev = c->prev;
    srv->nconns--;
    free(c);
}

static void on_event(struct bufferevent *bev, short what, void *arg);

static void closed_after_write(struct bufferevent *bev, void *arg)
{
    Conn *c = arg;
    if (evbuffer_get_length(bufferevent_get_output(bev)) == 0) conn_free(c->srv, c);
}

/* Whether c's unsent output is past SRV_MAX_OUTPUT (its player does not
 * read what it is sent): then c is closed at once, what it was to be sent
 * dropped (its seat stays its player's, who may resume), freed on the
 * loop's next turn (c stays valid for the caller). */
static int over_cap(Conn *c)
{
    struct evbuffer *out = bufferevent_get_output(c->bev);
    size_t n = evbuffer_get_length(out) + (c->held ? evbuffer_get_length(c->held) : 0);
    if (n <= SRV_MAX_OUTPUT || c->dropped) return c->dropped;
    srv_log("a connection closed: %zu bytes sent it and not read (at most %d)", n, SRV_MAX_OUTPUT);
    c->closing = c->dropped = 1;
    bufferevent_disable(c->bev, EV_READ | EV_WRITE);
    evbuffer_drain(out, evbuffer_get_length(out));
    if (c->held) evbuffer_drain(c->held, evbuffer_get_length(c->held));
    c->nrun = 0;
    struct timeval now = {0, 0};
    evtimer_add(c->handshake_timer, &now); /* handshake_late frees it */
    return 1;
}

/* Puts c in the list of connections the batch's end looks at. */
static void hold(Conn *c)
{
    Server *srv = c->srv;
    if (!c->held) c->held = evbuffer_new();
    if (!c->held) ys_die("out of memory (a connection's held lines)");
    if (c->held_at < 0) {
        if (srv->nheld == srv->capheld) {
            srv->capheld = srv->capheld ? srv->capheld * 2 : 256;
            srv->held = realloc(srv->held, (size_t)srv->capheld * sizeof *srv->held);
            if (!srv->held) ys_die("out of memory (the connections with held lines)");
        }
        c->held_at = srv->nheld;
        srv->held[srv->nheld++] = c;
    }
}

/* Adds a line to c's output now, or (held) to what waits for the batch's
 * commit, noting the room it is about. */
static void add_line(Conn *c, const char *line, size_t len, int held)
{
    int64_t room = c->room ? c->room->id : 0;
    if (!held) {
        evbuffer_add(bufferevent_get_output(c->bev), line, len);
        evbuffer_add(bufferevent_get_output(c->bev), "\n", 1);
        over_cap(c);
        return;
    }
    hold(c);
    if (!c->nrun || c->run[c->nrun - 1].room != room) {
        if (c->nrun == c->caprun) {
            c->caprun = c->caprun ? c->caprun * 2 : 4;
            c->run = realloc(c->run, (size_t)c->caprun * sizeof *c->run);
            if (!c->run) ys_die("out of memory (a connection's held lines)");
        }
        c->run[c->nrun++] = (HeldRun){0, room};
    }
    c->run[c->nrun - 1].len += len + 1;
    evbuffer_add(c->held, line, len);
    evbuffer_add(c->held, "\n", 1);
    over_cap(c);
}

void conn_send(Conn *c, const char *line, size_t len)
{
    if (c->closing) return;
    if (!c->srv->batch) c->told = c->room ? c->room->id : 0; /* nothing uncommitted: its player knows */
    add_line(c, line, len, c->srv->batch);                   /* after what the batch commits, never before */
}

void conn_error(Conn *c, const char *code, const char *text, int close)
{
    char q[600], line[800];
    if (c->closing) return;
    jmsg_quote(text, q, sizeof q);
    int n = snprintf(line, sizeof line, "{\"type\":\"error\",\"code\":\"%s\",\"text\":%s}", code, q);
    /* at once: a refusal changes nothing, so no commit has to come first */
    add_line(c, line, (size_t)n, 0);
    if (!strcmp(code, "store")) c->told_store = 1;
    if (close) conn_close_later(c);
}

void conn_close_later(Conn *c)
{
    if (!c->closing) {
        c->closing = 1;
        bufferevent_disable(c->bev, EV_READ);
        bufferevent_set_timeouts(c->bev, NULL, &(struct timeval){10, 0});
        /* the error line is in the output: c is freed once it is written
         * (or after 10 s), never here, so the caller's c stays valid */
        bufferevent_setcb(c->bev, NULL, closed_after_write, on_event, c);
    }
}

static void line_late(evutil_socket_t fd, short what, void *arg)
{
    (void)fd;
    (void)what;
    Conn *c = arg;
    char text[100];
    snprintf(text, sizeof text, "a message must arrive whole within %d s of its first byte", c->srv->cfg.line_s);
    conn_error(c, "too_slow", text, 1);
}

/* A line begun and not ended: its time runs from its first byte (each byte
 * puts the idle limit off, not this one). */
static void line_timer(Conn *c, struct evbuffer *in)
{
    if (c->closing || !evbuffer_get_length(in)) {
        if (c->line_timer) evtimer_del(c->line_timer);
        return;
    }
    if (!c->line_timer) c->line_timer = evtimer_new(c->srv->base, line_late, c);
    if (!c->line_timer) ys_die("cannot make a connection's line timer");
    struct timeval whole = {c->srv->cfg.line_s, 0};
    if (!evtimer_pending(c->line_timer, NULL)) evtimer_add(c->line_timer, &whole);
}

static void on_read(struct bufferevent *bev, void *arg)
{
    Conn *c = arg;
    struct evbuffer *in = bufferevent_get_input(bev);
    while (!c->closing) {
        struct evbuffer_ptr nl = evbuffer_search(in, "\n", 1, NULL);
        if (nl.pos < 0) {
            if (evbuffer_get_length(in) >= SRV_MAX_LINE)
                conn_error(c, "too_long", "a message is at most 65536 bytes", 1);
            break;
        }
        if ((size_t)nl.pos + 1 > SRV_MAX_LINE) {
            conn_error(c, "too_long", "a message is at most 65536 bytes", 1);
            break;
        }
        if (c->line_timer) evtimer_del(c->line_timer); /* this line is whole */
        size_t n = (size_t)nl.pos;
        char *line = malloc(n + 1);
        if (!line) ys_die("out of memory (a line read)");
        evbuffer_remove(in, line, n + 1);
        line[n] = 0;
        if (n && line[n - 1] == '\r') line[--n] = 0;
        uint64_t writes = c->srv->writes;
        room_message(c->srv, c, line, n);
        if (c->srv->writes != writes && c->srv->batch) { /* answered store, told again, if its batch is lost */
            c->wrote |= 1;
            hold(c);
        }
        free(line);
        /* room_message may have closed c: it is then marked closing and freed
         * only from the write callback, so c stays valid here */
    }
    line_timer(c, in);
}

static void on_event(struct bufferevent *bev, short what, void *arg)
{
    (void)bev;
    Conn *c = arg;
    if (what & BEV_EVENT_CONNECTED) return;
    if (what & (BEV_EVENT_EOF | BEV_EVENT_ERROR | BEV_EVENT_TIMEOUT)) {
        if (what & BEV_EVENT_TIMEOUT && !c->closing) {
            conn_error(c, "idle", "closed after a silence; come back with your token", 1);
            return;
        }
        while (ERR_get_error()) { /* a failed handshake leaves its reasons here */
        }
        conn_free(c->srv, c);
    }
}

static void handshake_late(evutil_socket_t fd, short what, void *arg)
{
    (void)fd;
    (void)what;
    Conn *c = arg;
    if (!c->hello || c->dropped) conn_free(c->srv, c); /* half open: no TLS or no hello in time */
}

void conn_addr_key(const struct sockaddr *sa, char *out, size_t len)
{
    snprintf(out, len, "?");
    if (sa->sa_family == AF_INET)
        inet_ntop(AF_INET, &((const struct sockaddr_in *)sa)->sin_addr, out, (socklen_t)len);
    else if (sa->sa_family == AF_INET6) {
        struct in6_addr a6 = ((const struct sockaddr_in6 *)sa)->sin6_addr;
        if (IN6_IS_ADDR_V4MAPPED(&a6)) { /* an IPv4 client of a [::] listener: its own address */
            inet_ntop(AF_INET, &a6.s6_addr[12], out, (socklen_t)len);
            return;
        }
        memset(&a6.s6_addr[8], 0, 8); /* one site's /64 is one address here */
        char net[INET6_ADDRSTRLEN];
        inet_ntop(AF_INET6, &a6, net, sizeof net);
        snprintf(out, len, "%s/64", net);
    }
}

Conn *conn_open(Server *srv, struct bufferevent *bev, const char *addr)
{
    Addr *x = addr_get(srv, addr, 1);
    Conn *c = calloc(1, sizeof *c);
    if (!c) ys_die("out of memory (a connection)");
    c->srv = srv;
    c->held_at = -1;
    c->bev = bev;
    c->seat = -1;
    snprintf(c->addr, sizeof c->addr, "%s", addr);
    x->conns++;
    c->next = srv->conns;
    if (srv->conns) srv->conns->prev = c;
    srv->conns = c;
    srv->nconns++;
    bufferevent_setcb(bev, on_read, NULL, on_event, c);
    bufferevent_set_timeouts(bev, &(struct timeval){srv->cfg.idle_s, 0}, &(struct timeval){srv->cfg.idle_s, 0});
    bufferevent_setwatermark(bev, EV_READ, 0, SRV_MAX_LINE + 1); /* stop reading while a line is too long */
    bufferevent_enable(bev, EV_READ | EV_WRITE);
    c->handshake_timer = evtimer_new(srv->base, handshake_late, c);
    struct timeval hs = {srv->cfg.handshake_s, 0};
    evtimer_add(c->handshake_timer, &hs);
    return c;
}

static void on_accept(struct evconnlistener *l, evutil_socket_t fd, struct sockaddr *sa, int salen, void *arg)
{
    (void)l;
    (void)salen;
    Server *srv = arg;
    char a[64];
    conn_addr_key(sa, a, sizeof a);
    Addr *x = addr_get(srv, a, 1);
    if (x->conns >= srv->cfg.max_per_addr) {
        evutil_closesocket(fd); /* before TLS: refusing costs nothing */
        addr_drop(srv, x);
        return;
    }
    int one = 1; /* a move's answer goes out at once, not after a delayed ACK */
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, (const void *)&one, sizeof one);
    SSL *ssl = SSL_new(srv->tls);
    struct bufferevent *bev =
        ssl ? bufferevent_openssl_socket_new(srv->base, fd, ssl, BUFFEREVENT_SSL_ACCEPTING, BEV_OPT_CLOSE_ON_FREE)
            : NULL;
    if (!bev) {
        if (ssl) SSL_free(ssl);
        evutil_closesocket(fd);
        addr_drop(srv, x);
        return;
    }
    conn_open(srv, bev, a);
}

static void on_retry(evutil_socket_t fd, short what, void *arg)
{
    (void)fd;
    (void)what;
    room_kick_bots(arg);
}

/* A lost batch: what was held about the rooms it wrote into is dropped (it
 * was not kept), the rest goes out; the rooms are put back as they were
 * committed; each connection that wrote is answered store, and each whose
 * lines were dropped is told its room again. The server goes on: the next
 * write tries the store again. */
static void batch_lost(Server *srv)
{
    for (int i = 0; i < srv->nheld; i++) {
        Conn *c = srv->held[i];
        if (!c) continue;
        struct evbuffer *out = bufferevent_get_output(c->bev);
        for (int k = 0; k < c->nrun; k++)
            if (room_in_batch(srv, c->run[k].room)) {
                evbuffer_drain(c->held, c->run[k].len);
                c->wrote |= 2; /* lines dropped */
            } else
                evbuffer_remove_buffer(c->held, out, c->run[k].len);
        c->nrun = 0;
        over_cap(c);
    }
    room_batch_failed(srv);
    for (int i = 0; i < srv->nheld; i++) {
        Conn *c = srv->held[i];
        if (!c) continue;
        c->held_at = -1;
        if (c->wrote & 1 && !c->told_store)
            conn_error(c, "store", "the server could not save that: nothing of it was kept; try again", 0);
        if (c->wrote && c->room) room_resync(srv, c); /* it wrote, or lines to it were dropped */
        c->wrote = c->told_store = 0;
    }
    srv->nheld = 0;
    if (!srv->failing) srv_log("cannot commit to the store: every room is kept as it was committed; trying again");
    srv->failing = 1;
    srv->lost++;
    if (!srv->closing) event_add(srv->retry, &(struct timeval){1, 0}); /* the bots of the rooms put back */
}

/* The end of a turn of the loop: the batch is committed, then what it
 * acknowledges goes out. */
static void flush(evutil_socket_t fd, short what, void *arg)
{
    (void)fd;
    (void)what;
    Server *srv = arg;
    srv->batch = 0;
    if (store_commit(srv->store)) {
        batch_lost(srv);
        return;
    }
    if (srv->failing) srv_log("the store takes writes again (%llu batches were lost)", (unsigned long long)srv->lost);
    srv->failing = 0;
    room_batch_done(srv);
    for (int i = 0; i < srv->nheld; i++) {
        Conn *c = srv->held[i];
        if (!c) continue;
        c->held_at = -1;
        c->nrun = 0;
        c->wrote = c->told_store = 0;
        c->told = c->room ? c->room->id : 0;
        evbuffer_add_buffer(bufferevent_get_output(c->bev), c->held);
        over_cap(c);
    }
    srv->nheld = 0;
}

int conn_batch(Server *srv)
{
    if (srv->closing) return -1; /* its commit's event is gone */
    if (!srv->batch) {           /* even when the store refuses: the flush ends what it began */
        srv->batch = 1;
        event_active(srv->flush, EV_TIMEOUT, 0); /* after the events already due in this turn */
    }
    return store_batch(srv->store) ? -1 : 0;
}

void conn_init(Server *srv)
{
    if (!srv->addrs) srv->addrs = calloc(ADDR_BUCKETS, sizeof *srv->addrs);
    if (!srv->addrs) ys_die("out of memory (the table of addresses)");
    srv->flush = event_new(srv->base, -1, 0, flush, srv);
    srv->retry = evtimer_new(srv->base, on_retry, srv);
    if (!srv->flush || !srv->retry) ys_die("cannot make the commit's events");
}

int conn_listen(Server *srv, char *err, size_t errlen)
{
    conn_init(srv);
    struct sockaddr_storage ss;
    int sslen = 0;
    char host[256];
    snprintf(host, sizeof host, "%s", srv->cfg.listen);
    char *colon = strrchr(host, ':'), *h = host;
    unsigned long port = 70000;
    if (colon) {
        *colon = 0;
        char *end;
        port = strtoul(colon + 1, &end, 10);
        if (!colon[1] || *end) port = 70000;
        if (*h == '[' && colon > h + 1 && colon[-1] == ']') {
            colon[-1] = 0;
            h++;
        }
    }
    struct addrinfo hints = {0}, *ai = NULL;
    hints.ai_flags = AI_NUMERICHOST | AI_PASSIVE;
    hints.ai_socktype = SOCK_STREAM;
    if (port > 65535 || getaddrinfo(h, NULL, &hints, &ai) || !ai || ai->ai_addrlen > sizeof ss) {
        if (ai) freeaddrinfo(ai);
        snprintf(err, errlen, "cannot read the address %s (ADDR:PORT, e.g. 0.0.0.0:47400 or [::]:47400)",
                 srv->cfg.listen);
        return -1;
    }
    memcpy(&ss, ai->ai_addr, ai->ai_addrlen);
    sslen = (int)ai->ai_addrlen;
    freeaddrinfo(ai);
    if (ss.ss_family == AF_INET)
        ((struct sockaddr_in *)&ss)->sin_port = htons((uint16_t)port);
    else
        ((struct sockaddr_in6 *)&ss)->sin6_port = htons((uint16_t)port);
    srv->listener = evconnlistener_new_bind(srv->base, on_accept, srv, LEV_OPT_CLOSE_ON_FREE | LEV_OPT_REUSEABLE, 512,
                                            (struct sockaddr *)&ss, sslen);
    if (!srv->listener) {
        snprintf(err, errlen, "cannot listen on %s: %s", srv->cfg.listen,
                 evutil_socket_error_to_string(EVUTIL_SOCKET_ERROR()));
        return -1;
    }
    /* the port really bound (port 0 asks the system for a free one) */
    struct sockaddr_storage got;
    socklen_t gl = sizeof got;
    int bound = 0;
    getsockname(evconnlistener_get_fd(srv->listener), (struct sockaddr *)&got, &gl);
    if (got.ss_family == AF_INET) {
        inet_ntop(AF_INET, &((struct sockaddr_in *)&got)->sin_addr, host, sizeof host);
        bound = ntohs(((struct sockaddr_in *)&got)->sin_port);
    } else if (got.ss_family == AF_INET6) {
        inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&got)->sin6_addr, host, sizeof host);
        bound = ntohs(((struct sockaddr_in6 *)&got)->sin6_port);
    }
    srv->port = bound;
    srv_log("listening on %s port %d (TLS; certificate SHA-256 %s)", host, bound, srv->fingerprint);
    return 0;
}

void conn_close_all(Server *srv)
{
    if (srv->batch) flush(-1, 0, srv);
    if (srv->flush) event_free(srv->flush);
    srv->flush = NULL;
    if (srv->retry) event_free(srv->retry);
    srv->retry = NULL;
    free(srv->held);
    srv->held = NULL;
    srv->nheld = srv->capheld = 0;
    while (srv->conns)
        conn_free(srv, srv->conns);
    if (srv->listener) evconnlistener_free(srv->listener);
    srv->listener = NULL;
    for (int i = 0; srv->addrs && i < ADDR_BUCKETS; i++)
        while (srv->addrs[i]) {
            Addr *x = srv->addrs[i];
            srv->addrs[i] = x->next;
            free(x);
        }
    free(srv->addrs);
    srv->addrs = NULL;
}
