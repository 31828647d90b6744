/* ys_client.h - inside ys-client: what its probes (probes.c) take from the
 * program (ys_client.c) and give it. */
#ifndef YS_CLIENT_H
#define YS_CLIENT_H

#include "client.h"

#define WAIT_MS 120000 /* a failure limit only: no test expects it to pass */

/* A connection to the server, hello said (NULL: yc_dial_err says why). */
Ycl *yc_dial(void);
const char *yc_dial_err(void);
/* Prints "ys-client: " and fmt (with a) and exits with code. */
void yc_die(int code, const char *fmt, const char *a);
/* The server (--connect, --fingerprint) and --quiet. */
const char *yc_host(void);
int yc_port(void);
const char *yc_fp(void);
int yc_quiet(void);

/* The commands of probes.c: each its exit status. */
int yc_abuse(void);
int yc_silent(int tls);
int yc_hold(int n);
int yc_flood(int seconds);
int yc_trickle(int ms);

#endif
