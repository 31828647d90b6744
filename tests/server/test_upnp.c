/* test_upnp.c - the hosting game's port forwarding (src/net/upnp.c)
 * against tests/server/fake_igd.py, a UPnP gateway on the loopback that
 * logs what it was asked: the port mapped with the game's lease and name,
 * the external address reported, the mapping renewed and deleted on stop
 * (waited for, or let go of as the game's frame does);
 * the router's refusal, a router that only takes permanent leases, one not
 * connected, one behind another NAT (private external address), and no
 * router at all.
 *
 *   test_srv_upnp                 the cases without a gateway
 *   fake_igd.py [...] -- test_srv_upnp CASE
 *                                 CASE: mapped refused permanent private
 *                                 disconnected (YS_UPNP_URL and
 *                                 YS_FAKE_IGD_LOG come from fake_igd.py) */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <signal.h>

#include "upnp.h"

#define WAIT_MS 120000 /* generous: a busy machine is slow, never wrong */
#define PORT 47400

/* The fake gateway's log: how many lines hold every one of the words. */
static int asked(const char *w1, const char *w2, const char *w3)
{
    const char *path = getenv("YS_FAKE_IGD_LOG");
    assert_non_null(path);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[1000];
    int n = 0;
    while (fgets(line, sizeof line, f))
        n += strstr(line, w1) && (!w2 || strstr(line, w2)) && (!w3 || strstr(line, w3));
    fclose(f);
    return n;
}

static YsUpnp *start(int lease_s, YsUpnpStatus *st)
{
    assert_non_null(getenv("YS_UPNP_URL")); /* never a real router's */
    YsUpnpConfig c = {PORT, NULL, lease_s, NULL, NULL};
    YsUpnp *u = ys_upnp_start(&c);
    assert_non_null(u);
    assert_true(ys_upnp_wait(u, WAIT_MS));
    ys_upnp_status(u, st);
    return u;
}

static void test_mapped(void **state)
{
    (void)state;
    YsUpnpStatus st;
    YsUpnp *u = start(0, &st);
    assert_int_equal(st.state, YS_UPNP_MAPPED);
    assert_string_equal(st.external, "203.0.113.5");
    assert_string_equal(st.lan, "127.0.0.1");
    assert_int_equal(st.port, PORT);
    assert_int_equal(asked("GetExternalIPAddress", NULL, NULL), 1);
    /* TCP 47400 outside to this machine's 47400, two hours, named Ys */
    assert_int_equal(asked("AddPortMapping NewEnabled=1 NewExternalPort=47400 NewInternalClient=127.0.0.1 "
                           "NewInternalPort=47400 NewLeaseDuration=7200 NewPortMappingDescription=Ys NewProtocol=TCP",
                           NULL, NULL),
                     1);
    assert_int_equal(asked("DeletePortMapping", NULL, NULL), 0);
    ys_upnp_stop(u);
    assert_int_equal(asked("DeletePortMapping", "NewExternalPort=47400", "NewProtocol=TCP"), 1);
}

/* A short lease is renewed at its half, until stop. */
static void test_renewed(void **state)
{
    (void)state;
    YsUpnpStatus st;
    YsUpnp *u = start(2, &st);
    assert_int_equal(st.state, YS_UPNP_MAPPED);
    for (int i = 0; i < WAIT_MS / 50 && st.renewals < 2; i++) {
        usleep(50000);
        ys_upnp_status(u, &st);
    }
    assert_true(st.renewals >= 2);
    ys_upnp_stop(u);
    assert_true(asked("AddPortMapping", "NewLeaseDuration=2 ", NULL) >= 3);
    assert_int_equal(asked("DeletePortMapping", "NewExternalPort=47400", NULL), 2); /* test_mapped's, and this */
}

/* Let go of without waiting (the game's frame): the thread still removes
 * the mapping, and frees itself (a leak fails the ASan build); the end of
 * the program waits for it (ys_upnp_settle). */
static void test_released(void **state)
{
    (void)state;
    YsUpnpStatus st;
    int before = asked("DeletePortMapping", NULL, NULL);
    YsUpnp *u = start(0, &st);
    assert_int_equal(st.state, YS_UPNP_MAPPED);
    ys_upnp_release(u);
    assert_true(ys_upnp_settle(WAIT_MS));
    assert_int_equal(asked("DeletePortMapping", "NewExternalPort=47400", NULL), before + 1);
    ys_upnp_release(NULL);
}

static void test_refused(void **state)
{
    (void)state;
    YsUpnpStatus st;
    YsUpnp *u = start(0, &st);
    assert_int_equal(st.state, YS_UPNP_REFUSED);
    assert_int_equal(st.code, 718);
    assert_non_null(strstr(st.why, "ConflictInMappingEntry"));
    assert_string_equal(st.external, "203.0.113.5");
    ys_upnp_stop(u);
    assert_int_equal(asked("AddPortMapping", NULL, NULL), 1);
    assert_int_equal(asked("DeletePortMapping", NULL, NULL), 0); /* nothing was made */
}

/* 725 OnlyPermanentLeasesSupported: asked again with lease 0, removed on stop. */
static void test_permanent(void **state)
{
    (void)state;
    YsUpnpStatus st;
    YsUpnp *u = start(0, &st);
    assert_int_equal(st.state, YS_UPNP_MAPPED);
    assert_int_equal(asked("AddPortMapping", "NewLeaseDuration=7200", NULL), 1);
    assert_int_equal(asked("AddPortMapping", "NewLeaseDuration=0 ", NULL), 1);
    ys_upnp_stop(u);
    assert_int_equal(asked("DeletePortMapping", NULL, NULL), 1);
}

/* Double NAT: the router's own internet address is private; nothing asked. */
static void test_private(void **state)
{
    (void)state;
    YsUpnpStatus st;
    YsUpnp *u = start(0, &st);
    assert_int_equal(st.state, YS_UPNP_PRIVATE);
    assert_string_equal(st.external, "100.64.7.9");
    ys_upnp_stop(u);
    assert_int_equal(asked("AddPortMapping", NULL, NULL), 0);
    assert_int_equal(asked("DeletePortMapping", NULL, NULL), 0);
}

static void test_disconnected(void **state)
{
    (void)state;
    YsUpnpStatus st;
    YsUpnp *u = start(0, &st);
    assert_int_equal(st.state, YS_UPNP_REFUSED);
    assert_non_null(strstr(st.why, "not connected"));
    ys_upnp_stop(u);
    assert_int_equal(asked("AddPortMapping", NULL, NULL), 0);
}

/* No gateway: the description's URL names a port where nothing listens. */
static void test_no_router(void **state)
{
    (void)state;
    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    assert_int_equal(bind(s, (struct sockaddr *)&a, sizeof a), 0); /* bound, never listening: refused */
    assert_int_equal(getsockname(s, (struct sockaddr *)&a, &len), 0);
    char url[100];
    snprintf(url, sizeof url, "http://127.0.0.1:%d/rootDesc.xml", ntohs(a.sin_port));
    YsUpnpConfig c = {PORT, url, 0, NULL, NULL};
    YsUpnp *u = ys_upnp_start(&c);
    assert_non_null(u);
    assert_true(ys_upnp_wait(u, WAIT_MS));
    YsUpnpStatus st;
    ys_upnp_status(u, &st);
    assert_int_equal(st.state, YS_UPNP_NO_ROUTER);
    ys_upnp_stop(u);
    close(s);
    ys_upnp_stop(NULL);
}

/* YS_UPNP=off: no router is looked for, the answer comes at once. */
static void test_off(void **state)
{
    (void)state;
    setenv("YS_UPNP", "off", 1);
    char *url = getenv("YS_UPNP_URL") ? strdup(getenv("YS_UPNP_URL")) : NULL;
    unsetenv("YS_UPNP_URL");
    YsUpnpConfig c = {PORT, NULL, 0, NULL, NULL};
    YsUpnp *u = ys_upnp_start(&c);
    assert_non_null(u);
    assert_true(ys_upnp_wait(u, WAIT_MS));
    YsUpnpStatus st;
    ys_upnp_status(u, &st);
    assert_int_equal(st.state, YS_UPNP_NO_ROUTER);
    ys_upnp_stop(u);
    unsetenv("YS_UPNP");
    if (url) setenv("YS_UPNP_URL", url, 1);
    free(url);
}

/* Under ctest (YS_UPNP_FORBID, tests/local_only.cmake) a discovery of the
 * network's real router ends the program with a message: a test that would
 * send SSDP off the machine fails (issue 50: server_ui and the monkey's
 * hosting run asked the real router). */
static void test_discovery_forbidden(void **state)
{
    (void)state;
    if (!getenv("YS_UPNP_FORBID"))
        fail_msg("YS_UPNP_FORBID is not set: ctest sets it for every test (tests/local_only.cmake); set it by hand");
    char err[] = "/tmp/ys-upnp-forbid-XXXXXX";
    int fd = mkstemp(err);
    assert_true(fd >= 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) { /* the child would discover: no URL, not off */
        dup2(fd, 2);
        unsetenv("YS_UPNP_URL");
        unsetenv("YS_UPNP");
        YsUpnpConfig c = {PORT, NULL, 0, NULL, NULL};
        YsUpnp *u = ys_upnp_start(&c);
        if (u) ys_upnp_wait(u, WAIT_MS);
        _exit(0); /* not reached: the discovery ended it */
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    char said[600] = "";
    ssize_t n = pread(fd, said, sizeof said - 1, 0);
    said[n > 0 ? n : 0] = 0;
    close(fd);
    unlink(err);
    if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGABRT)
        fail_msg("the discovery went on (status %d): %s", status, said);
    assert_non_null(strstr(said, "UPnP discovery asked for under a test"));
}

static void test_private_address(void **state)
{
    (void)state;
    const char *priv[] = {"10.0.0.1",      "172.16.0.1", "172.31.255.254", "192.168.1.20", "100.64.0.1",
                          "100.127.255.1", "127.0.0.1",  "169.254.3.4",    "0.0.0.0"};
    const char *pub[] = {"203.0.113.5", "172.15.0.1", "172.32.0.1", "100.63.255.255",
                         "100.128.0.1", "8.8.8.8",    "192.169.0.1"};
    for (size_t i = 0; i < sizeof priv / sizeof *priv; i++)
        assert_int_equal(ys_upnp_private_address(priv[i]), 1);
    for (size_t i = 0; i < sizeof pub / sizeof *pub; i++)
        assert_int_equal(ys_upnp_private_address(pub[i]), 0);
    assert_int_equal(ys_upnp_private_address(""), -1);
    assert_int_equal(ys_upnp_private_address("1.2.3"), -1);
    assert_int_equal(ys_upnp_private_address("1.2.3.256"), -1);
    assert_int_equal(ys_upnp_private_address("1.2.3.4x"), -1);
    assert_int_equal(ys_upnp_private_address(NULL), -1);
}

int main(int argc, char **argv)
{
    const char *which = argc > 1 ? argv[1] : "";
    if (!*which) {
        const struct CMUnitTest t[] = {cmocka_unit_test(test_private_address), cmocka_unit_test(test_no_router),
                                       cmocka_unit_test(test_off), cmocka_unit_test(test_discovery_forbidden)};
        return cmocka_run_group_tests(t, NULL, NULL);
    }
    static const struct {
        const char *name;
        struct CMUnitTest t[3];
        size_t n;
    } cases[] = {
        {"mapped", {cmocka_unit_test(test_mapped), cmocka_unit_test(test_renewed), cmocka_unit_test(test_released)}, 3},
        {"refused", {cmocka_unit_test(test_refused)}, 1},
        {"permanent", {cmocka_unit_test(test_permanent)}, 1},
        {"private", {cmocka_unit_test(test_private)}, 1},
        {"disconnected", {cmocka_unit_test(test_disconnected)}, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        if (!strcmp(which, cases[i].name)) return _cmocka_run_group_tests(which, cases[i].t, cases[i].n, NULL, NULL);
    fprintf(stderr, "test_srv_upnp: no case %s\n", which);
    return 2;
}
