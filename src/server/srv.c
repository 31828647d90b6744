/* srv.c - the server's life, shared by ys-server's main and the game's
 * in-process host (host.c): the options' defaults, the opening of the data
 * folder (its lock, certificate and store), the loop, the bots and the
 * listener, and their closing; and the log with its per-thread sink. */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <event2/event.h>
#include <event2/thread.h>
#include <openssl/ssl.h>

#include "plat.h"
#include "server.h"
#include "ys/file.h"
#include "ys/die.h"

static _Thread_local void (*log_sink)(void *ud, const char *line);
static _Thread_local void *log_ud;

void srv_log_to(void (*sink)(void *ud, const char *line), void *ud)
{
    log_sink = sink;
    log_ud = ud;
}

void srv_log(const char *fmt, ...)
{
    char when[32], line[1200];
    time_t t = time(NULL);
    struct tm tm;
    plat_gmtime(t, &tm);
    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
    int n = snprintf(line, sizeof line, "%s ys-server: ", when);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line + n, sizeof line - (size_t)n, fmt, ap);
    va_end(ap);
    if (log_sink)
        log_sink(log_ud, line);
    else
        fprintf(stderr, "%s\n", line);
}

static int64_t wall_offset; /* YS_SERVER_TEST_CLOCK, read by srv_defaults */

int64_t srv_wall(void) { return (int64_t)time(NULL) + wall_offset; }

int64_t srv_now(void) { return plat_now_ms() / 1000; }

void srv_defaults(SrvConfig *cfg)
{
    cfg->max_per_addr = 64;
    cfg->idle_s = 300;
    cfg->handshake_s = 10;
    cfg->line_s = 30;
    cfg->grace_s = 60;
    cfg->guesses = 10;
    cfg->guess_refill_s = 6;
    int cores = plat_cores();
    cfg->bot_threads = cores > 1 ? cores - 1 : 1;
    cfg->max_rooms = 20000; /* about 66 KB each in memory: 1.3 GB at most */
    cfg->durable = 1;
    cfg->keep_days = 30;
    cfg->idle_days = 90;
    cfg->sweep_s = 3600;
    cfg->chat_window_s = 10;
    const char *clock = getenv("YS_SERVER_TEST_CLOCK"), *sweep = getenv("YS_SERVER_TEST_SWEEP");
    if (clock) wall_offset = strtoll(clock, NULL, 10);
    if (sweep && atoi(sweep) > 0) cfg->sweep_s = atoi(sweep);
    snprintf(cfg->listen, sizeof cfg->listen, "0.0.0.0:47400");
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
#ifdef _WIN32
    xdg = getenv("LOCALAPPDATA"); /* %LOCALAPPDATA%\ys-server */
#endif
    if (xdg && *xdg)
        snprintf(cfg->data, sizeof cfg->data, "%s/ys-server", xdg);
    else
        snprintf(cfg->data, sizeof cfg->data, "%s/.local/share/ys-server", home && *home ? home : ".");
}

/* rooms.known: how many rooms the server held (in play and set aside)
 * when it last looked, so that a store that held rooms and now holds none
 * (emptied, replaced, truncated to 0 bytes) is not taken for a new one. */
static void keep_count(Server *srv)
{
    char path[1100], text[32];
    snprintf(path, sizeof path, "%s/rooms.known", srv->cfg.data);
    int n = snprintf(text, sizeof text, "%d\n", srv->nrooms + srv->naside);
    char err[300];
    if (ys_file_write(path, text, (size_t)n, err, sizeof err)) srv_log("%s", err);
}

/* Says loudly when the store holds no room where rooms were. */
static void said_if_emptied(Server *srv)
{
    char path[1100], *text = NULL;
    size_t n = 0;
    snprintf(path, sizeof path, "%s/rooms.known", srv->cfg.data);
    long known = 0;
    if (!ys_file_read(path, 64, &text, &n, NULL, 0)) known = strtol(text, NULL, 10);
    free(text);
    if (store_was_empty(srv->store))
        srv_log("WARNING: %s/rooms.sqlite was empty (0 bytes): a new store was made in it, with no room%s",
                srv->cfg.data, known > 0 ? "" : " (if it held rooms, put a backup of it back and restart)");
    if (known > 0 && srv->nrooms + srv->naside == 0)
        srv_log("WARNING: %s/rooms.sqlite holds no room, yet %ld were there when this server last ran (rooms.known):"
                " the store was emptied or replaced; stop the server and put a backup of rooms.sqlite back, or go on"
                " with no room",
                srv->cfg.data, known);
}

static void on_sweep(evutil_socket_t fd, short what, void *arg)
{
    (void)fd;
    (void)what;
    room_expire(arg);
    keep_count(arg);
}

static void use_threads(void)
{
#ifdef _WIN32
    evthread_use_windows_threads();
#else
    evthread_use_pthreads();
#endif
}

/* srv_open, and with listen 0 srv_open_rooms: the same steps in the same
 * order, less the certificate and the listener. */
static int open_server(Server *srv, int listen, char *err, size_t errlen)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    SrvConfig *cfg = &srv->cfg;
    srv->lockfd = -1;
    errno = 0;
    if (plat_make_dir(cfg->data)) {
        snprintf(err, errlen, "cannot use the data folder %s: %s", cfg->data, strerror(errno ? errno : EACCES));
        return -1;
    }
    /* one server a data folder: two would deal out the same rooms twice (an
     * flock is per open file, so a second server in the same process is
     * refused too) */
    char lockpath[1100];
    snprintf(lockpath, sizeof lockpath, "%s/lock", cfg->data);
    int locked = plat_lock_file(lockpath, &srv->lockfd);
    if (locked) {
        srv->lockfd = -1;
        if (locked == 1)
            snprintf(err, errlen, "another ys-server uses the data folder %s", cfg->data);
        else
            snprintf(err, errlen, "cannot lock %s: %s", lockpath, strerror(errno));
        return -1;
    }
    if (listen && tls_setup(cfg->data, &srv->tls, srv->fingerprint, sizeof srv->fingerprint, err, errlen)) return -1;
    srv->store = store_open(cfg->data, cfg->durable, err, errlen);
    if (!srv->store) return -1;
    if (store_load(srv->store, room_loaded, room_aside, srv, err, errlen)) return -1;
    said_if_emptied(srv);
    pthread_once(&once, use_threads);
    srv->base = event_base_new();
    if (!srv->base) {
        snprintf(err, errlen, "cannot start the event loop");
        return -1;
    }
    srv->bots = bots_new(srv->base, cfg->bot_threads, room_bot_done, srv);
    if (!srv->bots) {
        snprintf(err, errlen, "cannot start the bots' threads");
        return -1;
    }
    if (!listen)
        conn_init(srv);
    else if (conn_listen(srv, err, errlen))
        return -1;
    if (srv->naside)
        srv_log("data in %s: %d rooms loaded, %d set aside (damaged in the store: see above)", cfg->data, srv->nrooms,
                srv->naside);
    else
        srv_log("data in %s: %d rooms loaded", cfg->data, srv->nrooms);
    room_expire(srv); /* at the start, then every sweep_s */
    keep_count(srv);
    srv->sweep = event_new(srv->base, -1, EV_PERSIST, on_sweep, srv);
    if (!srv->sweep) ys_die("cannot make the sweep's timer");
    event_add(srv->sweep, &(struct timeval){cfg->sweep_s, 0});
    room_kick_bots(srv);
    return 0;
}

int srv_open(Server *srv, char *err, size_t errlen) { return open_server(srv, 1, err, errlen); }

int srv_open_rooms(Server *srv, char *err, size_t errlen) { return open_server(srv, 0, err, errlen); }

void srv_close(Server *srv)
{
    /* a bot's move chosen meanwhile is still delivered by the loop's pass
     * below: it must find no room to play into (the commit's event is gone) */
    srv->closing = 1;
    if (srv->sweep) {
        event_free(srv->sweep);
        keep_count(srv); /* opened whole: the count of this run */
    }
    srv->sweep = NULL;
    conn_close_all(srv);
    /* a freed bufferevent with a deferred callback still queued (a write
     * just done, a read just come) is only let go when that callback runs:
     * one pass of the loop runs them (bufferevent_free took the callbacks
     * off, so none reaches a freed connection) before the base goes */
    if (srv->base) event_base_loop(srv->base, EVLOOP_NONBLOCK);
    room_free_all(srv); /* cancels the rooms' bots while the pool still holds their jobs */
    if (srv->bots) bots_free(srv->bots);
    srv->bots = NULL;
    if (srv->store) store_close(srv->store);
    srv->store = NULL;
    if (srv->base) event_base_free(srv->base);
    srv->base = NULL;
    if (srv->tls) SSL_CTX_free(srv->tls);
    srv->tls = NULL;
    if (srv->lockfd >= 0) plat_unlock_file(srv->lockfd);
    srv->lockfd = -1;
}
