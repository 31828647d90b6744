/* upnp.c - upnp.h: the hosting game's port forwarded by the router (UPnP
 * IGD through miniupnpc), on a thread of its own. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>
#include <miniupnpc/upnperrors.h>

#include "upnp.h"

#define DISCOVER_MS 2000
#define DEFAULT_LEASE_S 7200
#define ERR_ONLY_PERMANENT 725 /* OnlyPermanentLeasesSupported: the router wants lease 0 */

struct YsUpnp {
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t cv; /* the status changed, or stop was asked */
    int stop;
    int released; /* ys_upnp_release: whoever comes last of it and the thread's end frees u */
    int done;     /* the thread's work is over */
    char url[512];
    int off; /* YS_UPNP=off: no router is looked for */
    int lease_s;
    void (*changed)(void *ud);
    void *ud;
    YsUpnpStatus st;
};

/* The threads let go of (ys_upnp_release) and not yet ended: the game
 * waits for them before it ends (ys_upnp_settle). */
static pthread_mutex_t loose_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t loose_cv = PTHREAD_COND_INITIALIZER;
static int loose;

int ys_upnp_private_address(const char *ip)
{
    unsigned a, b, c, d;
    char tail;
    if (!ip || sscanf(ip, "%u.%u.%u.%u%c", &a, &b, &c, &d, &tail) != 4 || a > 255 || b > 255 || c > 255 || d > 255)
        return -1;
    return a == 10 || a == 127 || a == 0 || (a == 172 && b >= 16 && b <= 31) || (a == 192 && b == 168) ||
           (a == 169 && b == 254) || (a == 100 && b >= 64 && b <= 127);
}

/* Tells the caller the status changed (not once it let go of u). */
static void tell(YsUpnp *u)
{
    pthread_mutex_lock(&u->mu);
    void (*changed)(void *) = u->released ? NULL : u->changed;
    pthread_mutex_unlock(&u->mu);
    if (changed) changed(u->ud);
}

/* Sets the status under the lock and tells the caller. */
static void publish(YsUpnp *u, YsUpnpState state, int code, const char *why)
{
    pthread_mutex_lock(&u->mu);
    u->st.state = state;
    u->st.code = code;
    snprintf(u->st.why, sizeof u->st.why, "%s", why ? why : "");
    pthread_cond_broadcast(&u->cv);
    pthread_mutex_unlock(&u->mu);
    tell(u);
}

static int add_mapping(const struct UPNPUrls *urls, const struct IGDdatas *data, const char *port, const char *lan,
                       int lease_s)
{
    char lease[16];
    snprintf(lease, sizeof lease, "%d", lease_s);
    return UPNP_AddPortMapping(urls->controlURL, data->first.servicetype, port, port, lan, "Ys", "TCP", NULL, lease);
}

/* The router's words for an error code (miniupnpc knows the standard ones). */
static void error_words(int code, char *buf, size_t len)
{
    const char *s = strupnperror(code);
    if (s)
        snprintf(buf, len, "%s (%d)", s, code);
    else
        snprintf(buf, len, "error %d", code);
}

/* Finds the router: the given root description, else discovery. 1 with
 * urls and data filled (FreeUPNPUrls them), 0 none. */
static int find_igd(YsUpnp *u, struct UPNPUrls *urls, struct IGDdatas *data, char *lan, int lanlen)
{
    if (u->url[0]) return UPNP_GetIGDFromUrl(u->url, urls, data, lan, lanlen) ? 1 : 0;
    if (u->off) return 0;
    if (getenv("YS_UPNP_FORBID")) { /* a test that would ask the network's real router */
        fprintf(stderr, "ys: UPnP discovery asked for under a test (YS_UPNP_FORBID is set): point the test at "
                        "tests/server/fake_igd.py (YS_UPNP_URL) or turn discovery off (YS_UPNP=off)\n");
        abort();
    }
    int err = 0;
    struct UPNPDev *devs = upnpDiscover(DISCOVER_MS, NULL, NULL, 0, 0, 2, &err);
    if (!devs) return 0;
    /* 1 connected IGD, 2 an IGD not connected or with a private address
     * (checked below, for the words), 3 a UPnP device but no IGD */
    int r = UPNP_GetValidIGD(devs, urls, data, lan, lanlen);
    freeUPNPDevlist(devs);
    if (r == 1 || r == 2) return 1;
    if (r == 3) FreeUPNPUrls(urls);
    return 0;
}

/* Now and ms more, as pthread_cond_timedwait wants it. */
static struct timespec deadline(int ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += ms / 1000;
    until.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
    return until;
}

/* Waits for stop, or until the lease's half is over: 1 stop asked. */
static int wait_stop(YsUpnp *u, int secs)
{
    struct timespec until = deadline(secs * 1000);
    pthread_mutex_lock(&u->mu);
    int rc = 0;
    while (!u->stop && rc != ETIMEDOUT)
        rc = pthread_cond_timedwait(&u->cv, &u->mu, &until);
    int stop = u->stop;
    pthread_mutex_unlock(&u->mu);
    return stop;
}

static int stopping(YsUpnp *u)
{
    pthread_mutex_lock(&u->mu);
    int s = u->stop;
    pthread_mutex_unlock(&u->mu);
    return s;
}

static void work(YsUpnp *u)
{
    struct UPNPUrls urls;
    struct IGDdatas data;
    char lan[48] = "", port[16], why[160];
    memset(&urls, 0, sizeof urls);
    memset(&data, 0, sizeof data);
    snprintf(port, sizeof port, "%d", u->st.port);
    if (!find_igd(u, &urls, &data, lan, (int)sizeof lan)) {
        publish(u, YS_UPNP_NO_ROUTER, 0, NULL);
        return;
    }
    pthread_mutex_lock(&u->mu);
    snprintf(u->st.lan, sizeof u->st.lan, "%s", lan);
    pthread_mutex_unlock(&u->mu);

    char status[64] = "", lasterr[64] = "", ext[48] = "";
    unsigned uptime = 0;
    int r = UPNP_GetStatusInfo(urls.controlURL, data.first.servicetype, status, &uptime, lasterr);
    if (r == UPNPCOMMAND_SUCCESS && strcmp(status, "Connected")) {
        snprintf(why, sizeof why, "the router is not connected to the internet (it says %s)",
                 status[0] ? status : "nothing");
        publish(u, YS_UPNP_REFUSED, 0, why);
        FreeUPNPUrls(&urls);
        return;
    }
    r = UPNP_GetExternalIPAddress(urls.controlURL, data.first.servicetype, ext);
    pthread_mutex_lock(&u->mu);
    if (r == UPNPCOMMAND_SUCCESS) snprintf(u->st.external, sizeof u->st.external, "%s", ext);
    pthread_mutex_unlock(&u->mu);
    if (r == UPNPCOMMAND_SUCCESS && ys_upnp_private_address(ext) == 1) {
        publish(u, YS_UPNP_PRIVATE, 0, NULL);
        FreeUPNPUrls(&urls);
        return;
    }
    if (r != UPNPCOMMAND_SUCCESS || !ext[0]) {
        error_words(r, why, sizeof why);
        publish(u, YS_UPNP_REFUSED, r, why);
        FreeUPNPUrls(&urls);
        return;
    }
    if (stopping(u)) {
        FreeUPNPUrls(&urls);
        return;
    }

    int lease = u->lease_s;
    r = add_mapping(&urls, &data, port, lan, lease);
    if (r == ERR_ONLY_PERMANENT) { /* removed on stop all the same */
        lease = 0;
        r = add_mapping(&urls, &data, port, lan, lease);
    }
    if (r != UPNPCOMMAND_SUCCESS) {
        error_words(r, why, sizeof why);
        publish(u, YS_UPNP_REFUSED, r, why);
        FreeUPNPUrls(&urls);
        return;
    }
    publish(u, YS_UPNP_MAPPED, 0, NULL);

    /* renewed at half the lease (a permanent one needs none) until stop */
    while (!wait_stop(u, lease ? (lease + 1) / 2 : 24 * 3600))
        if (lease) {
            r = add_mapping(&urls, &data, port, lan, lease);
            if (r == UPNPCOMMAND_SUCCESS) {
                pthread_mutex_lock(&u->mu);
                u->st.renewals++;
                pthread_mutex_unlock(&u->mu);
                tell(u);
            } else {
                error_words(r, why, sizeof why);
                publish(u, YS_UPNP_REFUSED, r, why);
                FreeUPNPUrls(&urls);
                return;
            }
        }
    UPNP_DeletePortMapping(urls.controlURL, data.first.servicetype, port, "TCP", NULL);
    FreeUPNPUrls(&urls);
}

static void destroy(YsUpnp *u)
{
    pthread_cond_destroy(&u->cv);
    pthread_mutex_destroy(&u->mu);
    free(u);
}

static void *run(void *arg)
{
    YsUpnp *u = arg;
    work(u);
    pthread_mutex_lock(&u->mu);
    int released = u->released;
    u->done = 1;
    pthread_mutex_unlock(&u->mu);
    if (released) { /* let go of before the end: nobody else will free u */
        destroy(u);
        pthread_mutex_lock(&loose_mu);
        loose--;
        pthread_cond_broadcast(&loose_cv);
        pthread_mutex_unlock(&loose_mu);
    }
    return NULL;
}

YsUpnp *ys_upnp_start(const YsUpnpConfig *c)
{
    YsUpnp *u = calloc(1, sizeof *u);
    if (!u) return NULL;
    const char *url = c->root_url ? c->root_url : getenv("YS_UPNP_URL"), *mode = getenv("YS_UPNP");
    snprintf(u->url, sizeof u->url, "%s", url ? url : "");
    u->off = mode && !strcmp(mode, "off");
    u->lease_s = c->lease_s > 0 ? c->lease_s : DEFAULT_LEASE_S;
    u->changed = c->changed;
    u->ud = c->ud;
    u->st.state = YS_UPNP_BUSY;
    u->st.port = c->port;
    pthread_mutex_init(&u->mu, NULL);
    pthread_cond_init(&u->cv, NULL);
    if (pthread_create(&u->thread, NULL, run, u)) {
        pthread_cond_destroy(&u->cv);
        pthread_mutex_destroy(&u->mu);
        free(u);
        return NULL;
    }
    return u;
}

void ys_upnp_status(YsUpnp *u, YsUpnpStatus *out)
{
    pthread_mutex_lock(&u->mu);
    *out = u->st;
    pthread_mutex_unlock(&u->mu);
}

int ys_upnp_wait(YsUpnp *u, int ms)
{
    struct timespec until = deadline(ms);
    pthread_mutex_lock(&u->mu);
    int rc = 0;
    while (u->st.state == YS_UPNP_BUSY && rc != ETIMEDOUT)
        rc = pthread_cond_timedwait(&u->cv, &u->mu, &until);
    int done = u->st.state != YS_UPNP_BUSY;
    pthread_mutex_unlock(&u->mu);
    return done;
}

void ys_upnp_stop(YsUpnp *u)
{
    if (!u) return;
    pthread_mutex_lock(&u->mu);
    u->stop = 1;
    pthread_cond_broadcast(&u->cv);
    pthread_mutex_unlock(&u->mu);
    pthread_join(u->thread, NULL);
    destroy(u);
}

void ys_upnp_release(YsUpnp *u)
{
    if (!u) return;
    pthread_mutex_lock(&u->mu);
    u->stop = 1;
    u->released = 1;
    int done = u->done;
    if (!done) { /* counted under u's lock: the thread's end sees released only then */
        pthread_mutex_lock(&loose_mu);
        loose++;
        pthread_mutex_unlock(&loose_mu);
    }
    pthread_cond_broadcast(&u->cv);
    pthread_mutex_unlock(&u->mu);
    pthread_detach(u->thread);
    if (done) destroy(u); /* the thread ended without seeing released */
}

int ys_upnp_settle(int ms)
{
    struct timespec until = deadline(ms);
    pthread_mutex_lock(&loose_mu);
    int rc = 0;
    while (loose > 0 && rc != ETIMEDOUT)
        rc = pthread_cond_timedwait(&loose_cv, &loose_mu, &until);
    int none = loose == 0;
    pthread_mutex_unlock(&loose_mu);
    return none;
}
