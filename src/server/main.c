/* main.c - ys-server: the room server for online games of Ys. Parses the
 * command line, opens the server (srv.c: the data folder, certificate,
 * SQLite store, rooms) and runs the libevent loop until SIGTERM or SIGINT. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event2/event.h>

#include "plat.h"
#include "server.h"
#include "ys/die.h"

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
               "  --line-time S     close a connection whose message is not whole S seconds after its\n"
               "                    first byte (default 30)\n"
               "  --grace S         a player gone S seconds may have a bot put in their seat by the\n"
               "                    host (default 60); they take it back when they return\n"
               "  --guesses N       wrong invites or tokens one address may try at once (default 10),\n"
               "  --guess-refill S  then one more every S seconds (default 6)\n"
               "  --bot-threads N   threads the bots think on (default: the cores less one, at least 1)\n"
               "  --max-rooms N     rooms the server holds at most (default 20000; each\n"
               "                    takes about 66 KB of memory, finished ones too)\n"
               "  --keep-days N     remove a finished room N days after its last move (default 30;\n"
               "                    0: at the next hourly look)\n"
               "  --idle-days N     remove an unfinished room after N days with no move (default 90)\n"
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
    ys_die_name("ys-server");
    SrvConfig *cfg = &srv.cfg;
    srv_defaults(cfg);

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
        else if (!strcmp(a, "--line-time"))
            bad = num(a, v, 1, 3600, &cfg->line_s);
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
        else if (!strcmp(a, "--keep-days"))
            bad = num(a, v, 0, 36500, &cfg->keep_days);
        else if (!strcmp(a, "--idle-days"))
            bad = num(a, v, 1, 36500, &cfg->idle_days);
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

    plat_net_init(); /* and SIGPIPE ignored on POSIX */
    /* every connection is a descriptor: as many as the system allows */
    plat_raise_file_limit();
    char err[400];
    if (srv_open(&srv, err, sizeof err)) {
        fprintf(stderr, "ys-server: %s\n", err);
        srv_close(&srv);
        return 1;
    }
    struct event *sigterm = evsignal_new(srv.base, SIGTERM, on_signal, srv.base);
    struct event *sigint = evsignal_new(srv.base, SIGINT, on_signal, srv.base);
    event_add(sigterm, NULL);
    event_add(sigint, NULL);
    event_base_dispatch(srv.base);

    event_free(sigterm);
    event_free(sigint);
    srv_close(&srv);
    srv_log("stopped (%llu moves played in this run)", (unsigned long long)srv.moves);
    return 0;
}
