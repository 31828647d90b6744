/* ys_server.h - ys-server hosted in another process (the game's Host
 * screen): the same server as the ys-server program, its event loop on a
 * thread of its own. One host a data folder (a second is refused, as a
 * second ys-server is). Starting one sets SIGPIPE to be ignored when it
 * was left at its default (a write to a gone player must not end the
 * process). */
#ifndef YS_SERVER_HOST_H
#define YS_SERVER_HOST_H

#include <stddef.h>

typedef struct {
    const char *data_dir; /* certificate, key and rooms.sqlite; made if missing */
    const char *listen;   /* "ADDR:PORT", port 0 = any */
    int bot_threads;      /* 0 = default (the cores less one, at least 1) */
    int grace_s;          /* 0 = default (60) */
    /* Where the log lines go (one line, no newline, never a token), called
     * on the server's thread and, while starting and stopping, on the
     * caller's; NULL: standard error. */
    void (*log)(void *ud, const char *line);
    void *log_ud;
} YsServerConfig;

typedef struct YsServerHost YsServerHost;

/* Opens the server and runs its event loop on its own thread; NULL, with
 * why in err, on failure (port busy, data folder locked...). */
YsServerHost *ys_server_host_start(const YsServerConfig *c, char *err, size_t errlen);
/* The port actually bound. */
int ys_server_host_port(const YsServerHost *h);
/* 64 lower-case hex digits of the certificate's SHA-256. */
const char *ys_server_host_fingerprint(const YsServerHost *h);
/* A clean stop: connections closed, bots cancelled, database closed,
 * thread joined, memory freed. NULL does nothing. */
void ys_server_host_stop(YsServerHost *h);

#endif
