/* online.h - the game's connection to a room server (docs/online-protocol.md):
 * a thread of its own dials, says hello (asking for the engine's exact text
 * of views and events), then carries lines both ways, so the screen never
 * waits on the network. Lines are whole protocol messages without their
 * newline. No SDL: the caller gives a function that wakes its loop when a
 * line has come or the connection has ended. */
#ifndef YS_NET_ONLINE_H
#define YS_NET_ONLINE_H

#include <stddef.h>

typedef struct NetConn NetConn;

typedef enum {
    NET_DIALING, /* connecting, TLS, hello */
    NET_UP,      /* welcome received: lines flow */
    NET_DOWN     /* ended: net_conn_error says why */
} NetState;

/* Starts dialing host:port. fp: the certificate's SHA-256 as 64 hex digits
 * (pinned), or NULL or "" to check the certificate the normal way. wake
 * (may be NULL) is called from the connection's thread after each line
 * and when the connection ends. NULL only when out of memory or threads. */
NetConn *net_conn_open(const char *host, int port, const char *fp, void (*wake)(void *ud), void *ud);
/* Queues a line to send (sent in order once NET_UP; dropped once down). */
void net_conn_send(NetConn *c, const char *line);
/* The next line received, for the caller to free; NULL when none waits. */
char *net_conn_poll(NetConn *c);
NetState net_conn_state(NetConn *c);
/* Why the connection ended, in English ("" while it has not). */
void net_conn_error(NetConn *c, char *buf, size_t len);
/* Ends the connection (a `leave` is the caller's to send first) and waits
 * for the thread; c is freed. A dial still under way (a host that does not
 * answer, up to 15 s) is not waited for: the thread frees c when it ends,
 * and wakes nobody. NULL is ignored. */
void net_conn_close(NetConn *c);

#endif
