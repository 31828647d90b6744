/* test_invite.c - invite codes and links (src/net/invite.h): what a player
 * may type or paste is read to the code the server knows, what is not a code
 * or a link is refused with a reason and nothing filled, and a link written
 * reads back the same, for random invites too. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "invite.h"

static const char *fp_hex = "26e94622f73afa951d1e24921f83a1c90802a95d7016e29403af49e644652b1c";

static void test_code_typed(void **state)
{
    (void)state;
    char c[NET_CODE_LEN + 1];
    assert_int_equal(net_code_norm("Y2QQWZJPES4S8", c), 0);
    assert_string_equal(c, "Y2QQWZJPES4S8");
    assert_int_equal(net_code_norm("y2qq-wzjp-es4s-8", c), 0);
    assert_string_equal(c, "Y2QQWZJPES4S8");
    assert_int_equal(net_code_norm(" Y2QQ WZJP ES4S 8 ", c), 0);
    assert_string_equal(c, "Y2QQWZJPES4S8");
    /* read over the phone: O for 0, I and L for 1 */
    assert_int_equal(net_code_norm("OIL0-0000-0000-0", c), 0);
    assert_string_equal(c, "0110000000000");
    const char *bad[] = {"",
                         "Y2QQWZJPES4S",   /* 12 */
                         "Y2QQWZJPES4S88", /* 14 */
                         "Y2QQWZJPES4SU",  /* U is not in the alphabet */
                         "Y2QQ_WZJPES4S8",
                         "Y2QQWZJPES4S8\n",
                         "Y2QQWZJPÉS4S8",
                         "------------"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        strcpy(c, "junk");
        assert_int_equal(net_code_norm(bad[i], c), -1);
        assert_string_equal(c, "");
    }
}

static void test_code_grouped(void **state)
{
    (void)state;
    char g[NET_CODE_LEN + 4];
    net_code_group("Y2QQWZJPES4S8", g);
    assert_string_equal(g, "Y2QQ-WZJP-ES4S-8");
}

static void test_links(void **state)
{
    (void)state;
    NetInvite v;
    char err[200];
    char link[300];
    snprintf(link, sizeof link, "ys://example.org:5000/Y2QQ-WZJP-ES4S-8#sha256=%s", fp_hex);
    assert_int_equal(net_invite_parse(link, &v, err, sizeof err), 0);
    assert_string_equal(v.host, "example.org");
    assert_int_equal(v.port, 5000);
    assert_string_equal(v.code, "Y2QQWZJPES4S8");
    assert_string_equal(v.sha256, fp_hex);

    /* the fingerprint as ys-server logs it: upper case, colons */
    char colons[200] = "";
    for (int i = 0; i < 32; i++)
        snprintf(colons + strlen(colons), sizeof colons - strlen(colons), "%s%c%c", i ? ":" : "",
                 fp_hex[2 * i] - 32 * (fp_hex[2 * i] >= 'a'), fp_hex[2 * i + 1] - 32 * (fp_hex[2 * i + 1] >= 'a'));
    snprintf(link, sizeof link, "  YS://10.0.0.7/y2qqwzjpes4s8#SHA256=%s\n", colons);
    assert_int_equal(net_invite_parse(link, &v, err, sizeof err), 0);
    assert_string_equal(v.host, "10.0.0.7");
    assert_int_equal(v.port, NET_DEFAULT_PORT);
    assert_string_equal(v.code, "Y2QQWZJPES4S8");
    assert_string_equal(v.sha256, fp_hex);

    assert_int_equal(net_invite_parse("ys://[::1]:47401/Y2QQWZJPES4S8", &v, err, sizeof err), 0);
    assert_string_equal(v.host, "::1");
    assert_int_equal(v.port, 47401);
    assert_string_equal(v.sha256, "");

    /* a bare code: no host, the client asks for one */
    assert_int_equal(net_invite_parse("y2qq-wzjp-es4s-8", &v, err, sizeof err), 0);
    assert_string_equal(v.host, "");
    assert_int_equal(v.port, 0);
    assert_string_equal(v.code, "Y2QQWZJPES4S8");
}

static void test_links_refused(void **state)
{
    (void)state;
    char longhost[400], longfp[200];
    memset(longhost, 'a', 300);
    longhost[300] = 0;
    char l1[500];
    snprintf(l1, sizeof l1, "ys://%s/Y2QQWZJPES4S8", longhost);
    snprintf(longfp, sizeof longfp, "ys://h/Y2QQWZJPES4S8#sha256=%s00", fp_hex);
    const char *bad[] = {
        "",
        "   ",
        "http://example.org/Y2QQWZJPES4S8",
        "ys://",
        "ys:///Y2QQWZJPES4S8",
        "ys://example.org",
        "ys://example.org/",
        "ys://example.org:/Y2QQWZJPES4S8",
        "ys://example.org:0/Y2QQWZJPES4S8",
        "ys://example.org:65536/Y2QQWZJPES4S8",
        "ys://example.org:99999999999999999999/Y2QQWZJPES4S8",
        "ys://example.org:80x/Y2QQWZJPES4S8",
        "ys://exa mple.org/Y2QQWZJPES4S8",
        "ys://user@example.org/Y2QQWZJPES4S8",
        "ys://[::1/Y2QQWZJPES4S8",
        "ys://[]/Y2QQWZJPES4S8",
        "ys://[example.org]/Y2QQWZJPES4S8",
        "ys://example.org/Y2QQWZJPES4S",
        "ys://example.org/Y2QQWZJPES4S8/more",
        "ys://example.org/Y2QQWZJPES4S8#",
        "ys://example.org/Y2QQWZJPES4S8#sha256=",
        "ys://example.org/Y2QQWZJPES4S8#sha256=26e9",
        "ys://example.org/Y2QQWZJPES4S8#md5=26e94622f73afa951d1e24921f83a1c9",
        "ys://example.org/Y2QQWZJPES4S8#sha256=zz" /* not hex */,
        "Y2QQWZJPES4S8 Y2QQWZJPES4S8",
        l1,
        longfp,
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        NetInvite v;
        memset(&v, 'x', sizeof v);
        char err[200] = "";
        assert_int_equal(net_invite_parse(bad[i], &v, err, sizeof err), -1);
        assert_true(strlen(err) > 10); /* a sentence, not nothing */
        assert_string_equal(v.host, "");
        assert_string_equal(v.code, "");
        assert_string_equal(v.sha256, "");
        assert_int_equal(v.port, 0);
    }
}

/* Random invites written as links read back the same; the link of a bare
 * code is refused (no host to name). */
static void test_round_trip(void **state)
{
    (void)state;
    uint64_t r = 0x243F6A8885A308D3ull;
    const char *hosts[] = {"example.org", "192.168.1.20", "::1", "fe80::1:2", "a-b.c-d.example"};
    for (int n = 0; n < 5000; n++) {
        NetInvite v = {0}, w;
        r ^= r << 13, r ^= r >> 7, r ^= r << 17;
        snprintf(v.host, sizeof v.host, "%s", hosts[r % 5]);
        v.port = (int)(1 + (r >> 8) % 65535);
        for (int i = 0; i < NET_CODE_LEN; i++)
            v.code[i] = NET_ALPHABET[(r >> (i * 5 % 59)) & 31];
        if (r & 1)
            for (int i = 0; i < 64; i++)
                v.sha256[i] = "0123456789abcdef"[(r >> (i % 60)) & 15];
        char link[400], err[200];
        int len = net_invite_format(&v, link, sizeof link);
        assert_true(len > 0);
        assert_int_equal((size_t)len, strlen(link));
        assert_int_equal(net_invite_parse(link, &w, err, sizeof err), 0);
        assert_string_equal(w.host, v.host);
        assert_int_equal(w.port, v.port);
        assert_string_equal(w.code, v.code);
        assert_string_equal(w.sha256, v.sha256);
        assert_int_equal(net_invite_format(&v, link, (size_t)len), -1); /* no room for the NUL */
    }
    NetInvite bare;
    char err[200], link[300];
    assert_int_equal(net_invite_parse("Y2QQWZJPES4S8", &bare, err, sizeof err), 0);
    assert_int_equal(net_invite_format(&bare, link, sizeof link), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_code_typed),    cmocka_unit_test(test_code_grouped), cmocka_unit_test(test_links),
        cmocka_unit_test(test_links_refused), cmocka_unit_test(test_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
