/* main.c - ys-server: the room server for online games of Ys. Parses the
 * command line, opens the data folder (certificate, SQLite store), loads
 * every room, and runs the libevent loop until SIGTERM or SIGINT. */
#include <errno.h>
#include <signal.h>
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

void srv_log(const char *fmt, ...)
{
    char when[32];
    time_t t = time(NULL);
    struct tm tm;
    plat_gmtime(t, &tm);
    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s ys-server: ", when);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int64_t srv_now(void) { return plat_now_ms() / 1000; }

static void usage(FILE *f)
{
    fprintf(f, "Usage: ys-server [options]\n"
               "The room server for online games of Ys: friends join a room with its invite code and play\n"
               "over TLS; every room, seat and move is kept in SQLite, so a restart loses nothing.\n"
               "\n"
               "  --data DIR        where the certificate, its key and rooms.sqlite live\n"
               "                    (default: $XDG_DATA_HOME/ys-server, else ~/.local/share/ys-server;\n"
               "                    on Windows %%LOCALAPPDATA%%\\ys-server; made if missing). A self-signed\n"
               "                    certificate is made there on first start; put your own cert.pem\n"
               "                    (chain) and key.pem there to use a CA's.\n"
               "  --listen ADDR:PORT  where to accept players (default 0.0.0.0:47400; port 0: any free\n"
               "                    port, the log says which). Over the internet, forward this TCP port.\n"
               "  --max-per-addr N  open connections one address may hold (default 64)\n"
               "  --idle S          close a connection silent for S seconds (default 300; clients ping)\n"
               "  --handshake S     close a connection without TLS and hello after S seconds (default 10)\n"
               "  --grace S         a player gone S seconds may have a bot put in their seat by the\n"
               "                    host (default 60); they take it back when they return\n"
               "  --guesses N       wrong invites or tokens one address may try at once (default 10),\n"
               "  --guess-refill S  then one more every S seconds (default 6)\n"
               "  --bot-threads N   threads the bots think on (default: the cores less one, at least 1)\n"
               "  --max-rooms N     rooms the server holds at most (default 20000; each\n"
               "                    takes about 66 KB of memory, finished ones too)\n"
               "  --fast-commit     commit moves with SQLite's synchronous=NORMAL: a killed server still\n"
               "                    loses no acknowledged move, a power cut may (default: FULL)\n"
               "  --fixed-deals     let create name seed, order, ships and characters: for tests only, as\n"
               "                    the host would then know the deal (refused by default)\n"
               "  --help, --version\n"
               "\n"
               "Logs one line per room event (created, seat joined/left/back, bot took seat, game over)\n"
               "on standard error, never a token. SIGTERM or SIGINT stops it cleanly. Exit status 0\n"
               "after a clean stop, 1 when it cannot start (bad option, data folder, address).\n"
               "The protocol: docs/online-protocol.md.\n");
}

static int num(const char *opt, const char *s, int lo, int hi, int *out)
{
    char *end;
    errno = 0;
    long v = s ? strtol(s, &end, 10) : 0;
    if (!s || !*s || *end || errno || v < lo || v > hi) {
        fprintf(stderr, "ys-server: %s needs a whole number from %d to %d\n", opt, lo, hi);
        return -1;
    }
    *out = (int)v;
    return 0;
}

static void on_signal(evutil_socket_t sig, short what, void *arg)
{
    (void)what;
    srv_log("stopping on signal %d", (int)sig);
    event_base_loopbreak(arg);
}

int main(int argc, char **argv)
{
    static Server srv; /* large; one per process */
    SrvConfig *cfg = &srv.cfg;
    cfg->max_per_addr = 64;
    cfg->idle_s = 300;
    cfg->handshake_s = 10;
    cfg->grace_s = 60;
    cfg->guesses = 10;
    cfg->guess_refill_s = 6;
    int cores = plat_cores();
    cfg->bot_threads = cores > 1 ? cores - 1 : 1;
    cfg->max_rooms = 20000; /* about 66 KB each in memory: 1.3 GB at most */
    cfg->durable = 1;
    snprintf(cfg->listen, sizeof cfg->listen, "0.0.0.0:47400");
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
#ifdef _WIN32
    xdg = getenv("LOCALAPPDATA"); /* %LOCALAPPDATA%\ys-server */
#endif
    if (xdg && *xdg)
        snprintf(cfg->data, sizeof cfg->data, "%s/ys-server", xdg);
    else
        snprintf(cfg->data, sizeof cfg->data, "%s/.local/share/ys-server", home && *home ? home : ".");

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int bad = 0, used = 1;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("ys-server %s (protocol %d)\n", YS_SERVER_VERSION, SRV_PROTOCOL_VERSION);
            return 0;
        } else if (!strcmp(a, "--data") && v && *v && strlen(v) < 900)
            snprintf(cfg->data, sizeof cfg->data, "%s", v);
        else if (!strcmp(a, "--listen") && v && *v && strlen(v) < sizeof cfg->listen)
            snprintf(cfg->listen, sizeof cfg->listen, "%s", v);
        else if (!strcmp(a, "--max-per-addr"))
            bad = num(a, v, 1, 100000, &cfg->max_per_addr);
        else if (!strcmp(a, "--idle"))
            bad = num(a, v, 1, 86400, &cfg->idle_s);
        else if (!strcmp(a, "--handshake"))
            bad = num(a, v, 1, 3600, &cfg->handshake_s);
        else if (!strcmp(a, "--grace"))
            bad = num(a, v, 0, 86400 * 30, &cfg->grace_s);
        else if (!strcmp(a, "--guesses"))
            bad = num(a, v, 1, 100000, &cfg->guesses);
        else if (!strcmp(a, "--guess-refill"))
            bad = num(a, v, 0, 86400, &cfg->guess_refill_s);
        else if (!strcmp(a, "--bot-threads"))
            bad = num(a, v, 1, 256, &cfg->bot_threads);
        else if (!strcmp(a, "--max-rooms"))
            bad = num(a, v, 1, 10000000, &cfg->max_rooms);
        else if (!strcmp(a, "--fixed-deals")) {
            cfg->fixed_deals = 1;
            used = 0;
        } else if (!strcmp(a, "--fast-commit")) {
            cfg->durable = 0;
            used = 0;
        } else {
            fprintf(stderr, "ys-server: unknown option or missing value: %s (see ys-server --help)\n", a);
            return 1;
        }
        if (bad) return 1;
        i += used;
    }

    plat_net_init();
    /* many players at once: as many descriptors as the hard limit allows */
    plat_raise_file_limit();
    char err[400];
    if (plat_make_dir(cfg->data)) {
        fprintf(stderr, "ys-server: cannot use the data folder %s: %s\n", cfg->data, strerror(errno ? errno : EACCES));
        return 1;
    }
    /* one server a data folder: two would deal out the same rooms twice */
    char lockpath[1100];
    snprintf(lockpath, sizeof lockpath, "%s/lock", cfg->data);
    intptr_t lockfd = -1;
    int locked = plat_lock_file(lockpath, &lockfd);
    if (locked) {
        if (locked == 1)
            fprintf(stderr, "ys-server: another ys-server uses the data folder %s\n", cfg->data);
        else
            fprintf(stderr, "ys-server: cannot lock %s: %s\n", lockpath, strerror(errno));
        return 1;
    }
    if (tls_setup(cfg->data, &srv.tls, srv.fingerprint, sizeof srv.fingerprint, err, sizeof err)) {
        fprintf(stderr, "ys-server: %s\n", err);
        return 1;
    }
    srv.store = store_open(cfg->data, cfg->durable, err, sizeof err);
    if (!srv.store) {
        fprintf(stderr, "ys-server: %s\n", err);
        SSL_CTX_free(srv.tls);
        return 1;
    }
    if (store_load(srv.store, room_loaded, &srv, err, sizeof err)) {
        fprintf(stderr, "ys-server: %s\n", err);
        return 1;
    }
#ifdef _WIN32
    evthread_use_windows_threads();
#else
    evthread_use_pthreads();
#endif
    srv.base = event_base_new();
    if (!srv.base) {
        fprintf(stderr, "ys-server: cannot start the event loop\n");
        return 1;
    }
    srv.bots = bots_new(srv.base, cfg->bot_threads, room_bot_done, &srv);
    if (!srv.bots) {
        fprintf(stderr, "ys-server: cannot start the bots' threads\n");
        return 1;
    }
    if (conn_listen(&srv, err, sizeof err)) {
        fprintf(stderr, "ys-server: %s\n", err);
        return 1;
    }
    srv_log("data in %s: %d rooms loaded", cfg->data, srv.nrooms);
    struct event *sigterm = evsignal_new(srv.base, SIGTERM, on_signal, srv.base);
    struct event *sigint = evsignal_new(srv.base, SIGINT, on_signal, srv.base);
    event_add(sigterm, NULL);
    event_add(sigint, NULL);
    room_kick_bots(&srv);
    event_base_dispatch(srv.base);

    conn_close_all(&srv);
    room_free_all(&srv); /* cancels the rooms' bots while the pool still holds their jobs */
    bots_free(srv.bots);
    store_close(srv.store);
    event_free(sigterm);
    event_free(sigint);
    event_base_free(srv.base);
    SSL_CTX_free(srv.tls);
    srv_log("stopped (%llu moves played in this run)", (unsigned long long)srv.moves);
    plat_unlock_file(lockfd);
    return 0;
}
