/* client.h - a small blocking client of ys-server for tests, tools and the
 * load test's set-up: TLS to host:port with the server's certificate
 * pinned by its SHA-256 fingerprint (or checked against the system's
 * authorities when none is given), one JSON line at a time. */
#ifndef YS_NET_CLIENT_H
#define YS_NET_CLIENT_H

#include <stddef.h>

typedef struct Ycl Ycl;

/* Connects and completes the TLS handshake within timeout_ms (first
 * starting Winsock on Windows, or ignoring SIGPIPE on POSIX, so a peer gone
 * is an error return and not the end of the process). fp: the
 * fingerprint as ys-server logs it ("AB:CD:...", case and colons ignored),
 * or NULL to verify the certificate chain and host name. NULL on failure,
 * with why in err. */
Ycl *ycl_connect(const char *host, int port, const char *fp, int timeout_ms, char *err, size_t errlen);
/* Closes abruptly (no TLS close_notify: like a killed process) or cleanly. */
void ycl_close(Ycl *c, int abrupt);
/* Sends len bytes and a newline. 0 or -1. */
int ycl_send(Ycl *c, const char *line, size_t len);
/* Sends len bytes as they are (no newline: a test's line cut in pieces). 0 or -1. */
int ycl_send_raw(Ycl *c, const char *data, size_t len);
/* Sends a C string and a newline. */
int ycl_sendz(Ycl *c, const char *line);
/* The next line (without its newline), valid until the next call; NULL on
 * end of stream, error or timeout_ms passing with no whole line. */
const char *ycl_recv(Ycl *c, int timeout_ms);
/* After ycl_recv gave NULL: 1 when the stream ended or failed (nothing
 * more will come), 0 when the time was merely up. */
int ycl_dead(const Ycl *c);

#endif
