/* host.c - ys_server.h: the server of srv.c with its loop on a thread. */
#include <ctype.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event2/event.h>

#include "server.h"
#include "ys_server.h"

struct YsServerHost {
    Server srv;
    pthread_t thread;
    struct event *stop;
    char fp[65];
    void (*log)(void *ud, const char *line);
    void *log_ud;
};

static void *loop(void *arg)
{
    YsServerHost *h = arg;
    srv_log_to(h->log, h->log_ud);
    event_base_dispatch(h->srv.base);
    return NULL;
}

static void on_stop(evutil_socket_t fd, short what, void *arg)
{
    (void)fd;
    (void)what;
    event_base_loopbreak(arg);
}

YsServerHost *ys_server_host_start(const YsServerConfig *c, char *err, size_t errlen)
{
    if (!c || !c->data_dir || !*c->data_dir || strlen(c->data_dir) >= 900 || !c->listen || !*c->listen) {
        snprintf(err, errlen, "a data folder and an address to listen on are needed");
        return NULL;
    }
    YsServerHost *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    SrvConfig *cfg = &h->srv.cfg;
    srv_defaults(cfg);
    snprintf(cfg->data, sizeof cfg->data, "%s", c->data_dir);
    if (strlen(c->listen) >= sizeof cfg->listen) {
        snprintf(err, errlen, "cannot read the address %s", c->listen);
        free(h);
        return NULL;
    }
    snprintf(cfg->listen, sizeof cfg->listen, "%s", c->listen);
    if (c->bot_threads > 0) cfg->bot_threads = c->bot_threads < 256 ? c->bot_threads : 256;
    if (c->grace_s > 0) cfg->grace_s = c->grace_s;
    h->log = c->log;
    h->log_ud = c->log_ud;

    struct sigaction sa;
    if (sigaction(SIGPIPE, NULL, &sa) == 0 && sa.sa_handler == SIG_DFL) signal(SIGPIPE, SIG_IGN);

    srv_log_to(h->log, h->log_ud);
    int bad = srv_open(&h->srv, err, errlen);
    if (!bad) {
        h->stop = event_new(h->srv.base, -1, 0, on_stop, h->srv.base);
        if (!h->stop) {
            snprintf(err, errlen, "cannot start the event loop");
            bad = 1;
        }
    }
    if (!bad && pthread_create(&h->thread, NULL, loop, h)) {
        snprintf(err, errlen, "cannot start the server's thread");
        bad = 1;
    }
    if (bad) {
        if (h->stop) event_free(h->stop);
        srv_close(&h->srv);
        srv_log_to(NULL, NULL);
        free(h);
        return NULL;
    }
    srv_log_to(NULL, NULL);
    /* "AB:CD:..." as the log writes it: 64 lower-case hex digits here */
    int n = 0;
    for (const char *p = h->srv.fingerprint; *p && n < 64; p++)
        if (isxdigit((unsigned char)*p)) h->fp[n++] = (char)tolower((unsigned char)*p);
    h->fp[n] = 0;
    return h;
}

int ys_server_host_port(const YsServerHost *h) { return h ? h->srv.port : 0; }

const char *ys_server_host_fingerprint(const YsServerHost *h) { return h ? h->fp : ""; }

void ys_server_host_stop(YsServerHost *h)
{
    if (!h) return;
    event_active(h->stop, EV_TIMEOUT, 0); /* thread-safe: the base has pthreads' locks */
    pthread_join(h->thread, NULL);
    srv_log_to(h->log, h->log_ud);
    event_free(h->stop);
    srv_close(&h->srv);
    srv_log("stopped (%llu moves played in this run)", (unsigned long long)h->srv.moves);
    srv_log_to(NULL, NULL);
    free(h);
}
