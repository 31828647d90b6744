/* upnp.h - the hosting game's port on the router (upnp.c): asks the
 * network's Internet Gateway Device (UPnP IGD, through miniupnpc) to
 * forward a TCP port to this machine, keeps the lease renewed, and removes
 * the forwarding when hosting stops. Discovery takes up to about two
 * seconds, so all of it runs on a thread of its own; the caller reads the
 * outcome when it likes (no SDL here). */
#ifndef YS_UPNP_H
#define YS_UPNP_H

#include <stddef.h>

typedef enum {
    YS_UPNP_BUSY,      /* looking for the router, or asking it */
    YS_UPNP_MAPPED,    /* the router forwards external:port to lan:port */
    YS_UPNP_NO_ROUTER, /* no UPnP router answered (or UPnP is off on it) */
    YS_UPNP_REFUSED,   /* a router answered and said no: why says what it said */
    YS_UPNP_PRIVATE,   /* the router's own internet address is private (double
                        * NAT, carrier-grade NAT): a forwarding there does not
                        * reach the internet, so none is asked for */
} YsUpnpState;

typedef struct {
    YsUpnpState state;
    char external[48]; /* the router's internet address, when it told it */
    char lan[48];      /* this machine's address on the router's network, when found */
    int port;          /* the port forwarded (the same outside and in) */
    int code;          /* the router's UPnP error code when refused, else 0 */
    char why[160];     /* when refused: the router's words, in English */
    int renewals;      /* the lease renewed this many times */
} YsUpnpStatus;

typedef struct {
    int port; /* the local TCP port to forward (the same port outside) */
    /* The router's root description URL, skipping discovery (for tests: a
     * fake IGD); NULL: the environment's YS_UPNP_URL, else discovery (SSDP
     * multicast on the network), unless the environment says YS_UPNP=off
     * (then no router is asked: YS_UPNP_NO_ROUTER). With YS_UPNP_FORBID set
     * (ctest sets it for every test), a discovery ends the program with a
     * message: no test asks a real router. */
    const char *root_url;
    int lease_s; /* asked for; 0: two hours. Renewed at half of it. */
    /* Called on the mapping's thread each time the status changes (the
     * caller then reads it with ys_upnp_status); may be NULL. */
    void (*changed)(void *ud);
    void *ud;
} YsUpnpConfig;

typedef struct YsUpnp YsUpnp;

/* Starts asking on a thread of its own. NULL only when out of memory or
 * threads (then nothing is asked). */
YsUpnp *ys_upnp_start(const YsUpnpConfig *c);
/* A copy of the status as it stands now (any thread). */
void ys_upnp_status(YsUpnp *u, YsUpnpStatus *out);
/* Waits until the first answer (any state but BUSY) or ms have passed:
 * 1 answered, 0 not yet. */
int ys_upnp_wait(YsUpnp *u, int ms);
/* Removes the forwarding if one was made, joins the thread, frees u.
 * Returns at once unless discovery or a request to the router is under
 * way (then when it ends: a few seconds at worst). NULL does nothing. */
void ys_upnp_stop(YsUpnp *u);

/* The same without waiting (for the game's frame): the thread removes
 * the forwarding and frees u when its request under way ends, and calls
 * changed no more. If the process ends first, the router forgets the
 * forwarding when its lease ends. NULL does nothing. */
void ys_upnp_release(YsUpnp *u);
/* Waits until every thread let go of has ended (forwardings removed), up
 * to ms: 1 all ended, 0 some still asking. For the end of the program. */
int ys_upnp_settle(int ms);

/* Whether the dotted IPv4 address is one the internet cannot reach
 * (RFC 1918, carrier-grade NAT 100.64/10, loopback, link-local, 0/8):
 * 1 private, 0 public, -1 not an IPv4 address. */
int ys_upnp_private_address(const char *ip);

#endif
