/* test_jmsg.c - the server's line parser (src/server/jmsg.c): what it
 * accepts and refuses, the values it reads, and random and mutated lines
 * that must never crash it or read past the line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "jmsg.h"

static int parse(const char *s, Jmsg *m)
{
    char err[200];
    /* a copy of exactly the line's bytes, so ASan sees any read past it */
    size_t n = strlen(s);
    char *copy = malloc(n ? n : 1);
    memcpy(copy, s, n);
    int rc = jmsg_parse(m, copy, n, err, sizeof err);
    if (rc == 0) { /* the fields point into the copy: keep them valid for the caller */
        static char *keep[64];
        static int k;
        free(keep[k % 64]);
        keep[k++ % 64] = copy;
    } else
        free(copy);
    return rc;
}

static void accepts(void **state)
{
    (void)state;
    Jmsg m;
    char buf[64];
    uint64_t u;
    assert_int_equal(parse("{\"type\":\"move\",\"move\":\"bid 4 4\",\"seq\":12}", &m), 0);
    assert_int_equal(m.n, 3);
    assert_int_equal(jmsg_str(&m, "type", buf, sizeof buf), 0);
    assert_string_equal(buf, "move");
    assert_int_equal(jmsg_str(&m, "move", buf, sizeof buf), 0);
    assert_string_equal(buf, "bid 4 4");
    assert_int_equal(jmsg_uint(&m, "seq", 1024, &u), 0);
    assert_int_equal(u, 12);
    assert_int_equal(parse(" { } ", &m), 0);
    assert_int_equal(m.n, 0);
    assert_int_equal(parse("{\"a\":[1,{\"b\":[]},\"x\"],\"c\":null,\"d\":true,\"e\":-1.5e3}", &m), 0);
    assert_int_equal(m.n, 4);
    assert_int_equal(jmsg_get(&m, "a")->kind, JMSG_ARRAY);
    assert_int_equal(parse("{\"s\":\"a\\\"b\\\\c\\u0041\"}", &m), 0);
    assert_int_equal(jmsg_str(&m, "s", buf, sizeof buf), 0);
    assert_string_equal(buf, "a\"b\\cA");
}

static int count_each(int i, const char *s, void *ud)
{
    (void)i;
    *(size_t *)ud += strlen(s);
    return 0;
}

static void values(void **state)
{
    (void)state;
    Jmsg m;
    char buf[8];
    uint64_t u;
    size_t total = 0;
    assert_int_equal(
        parse("{\"seats\":[\"human\",\"bot:easy\"],\"n\":1025,\"big\":123456789012345678901234567890}", &m), 0);
    assert_int_equal(jmsg_strings(&m, "seats", count_each, &total), 2);
    assert_int_equal(total, 13);
    assert_int_equal(jmsg_uint(&m, "n", 1024, &u), -1); /* over the bound */
    assert_int_equal(jmsg_uint(&m, "big", UINT64_MAX, &u), -1);
    assert_int_equal(jmsg_uint(&m, "none", 10, &u), -1);
    assert_int_equal(jmsg_str(&m, "n", buf, sizeof buf), -1); /* not a string */
    assert_int_equal(parse("{\"s\":\"0123456789\",\"t\":\"a\\u0000b\",\"neg\":-3,\"f\":1.5}", &m), 0);
    assert_int_equal(jmsg_str(&m, "s", buf, sizeof buf), -1); /* too long for buf */
    assert_int_equal(jmsg_str(&m, "t", buf, sizeof buf), -1); /* a NUL inside */
    assert_int_equal(jmsg_uint(&m, "neg", 10, &u), -1);
    assert_int_equal(jmsg_uint(&m, "f", 10, &u), -1);
    assert_int_equal(parse("{\"a\":[\"x\",1]}", &m), 0);
    assert_int_equal(jmsg_strings(&m, "a", NULL, NULL), -1); /* not all strings */
    char q[16];
    assert_int_equal(jmsg_quote("a\"b\n", q, sizeof q), 12);
    assert_string_equal(q, "\"a\\\"b\\u000a\"");
    assert_int_equal(jmsg_quote("0123456789abcdef", q, sizeof q), -1);
}

static void refuses(void **state)
{
    (void)state;
    static const char *bad[] = {
        "",
        " ",
        "[1]",
        "\"s\"",
        "{",
        "}",
        "{\"a\"}",
        "{\"a\":}",
        "{\"a\":1,}",
        "{,}",
        "{\"a\":1 \"b\":2}",
        "{\"a\":1}x",
        "{\"a\":1}{}",
        "{a:1}",
        "{'a':1}",
        "{\"a\":tru}",
        "{\"a\":nul}",
        "{\"a\":01}",
        "{\"a\":1.}",
        "{\"a\":-}",
        "{\"a\":1e}",
        "{\"a\":\"x}",
        "{\"a\":\"\\x\"}",
        "{\"a\":\"\\u12\"}",
        "{\"a\":\"tab\there\"}",
        "{\"a\":[1,]}",
        "{\"a\":[1 2]}",
        "{\"a\":{\"b\"}}",
        "{\"a\":1,\"a\":2}",
        "{\"\\u0074ype\":\"join\",\"type\":\"hello\"}", /* the same key twice, once escaped (fuzz_jmsg) */
        "{\"\\u0074ype\":\"hello\"}",
        "{\"a\":[[[[[[[[[[1]]]]]]]]]]}", /* deeper than 8 */
        "{\"1\":1,\"2\":2,\"3\":3,\"4\":4,\"5\":5,\"6\":6,\"7\":7,\"8\":8,\"9\":9,\"10\":10,\"11\":11,\"12\":12,"
        "\"13\":13,\"14\":14,\"15\":15,\"16\":16,\"17\":17}", /* more than JMSG_FIELDS */
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Jmsg m;
        m.n = 5;
        if (parse(bad[i], &m) != -1) fail_msg("accepted: %s", bad[i]);
        assert_int_equal(m.n, 0);
    }
}

static int keys_each(int i, const Jmsg *o, void *ud)
{
    char buf[64];
    if (jmsg_str(o, "room", buf, sizeof buf)) return -1;
    if (i == 1 && strcmp(buf, "B")) return -1;
    ++*(int *)ud;
    return 0;
}

/* Issue 48: UTF-8 is required (RFC 8259), a bound of jmsg_uint holds for a
 * last digit above it (takeover's seat 9 passed a bound of 8), integers are
 * told from other numbers, text is told from control characters, and an
 * array of objects is read element by element. */
static void utf8_and_helpers(void **state)
{
    (void)state;
    Jmsg m;
    uint64_t u;
    static const char *bad[] = {
        "{\"x\":\"\xff\xfe\"}",
        "{\"x\":\"\xc3\"}",
        "{\"x\":\"\xc0\xaf\"}",
        "{\"x\":\"\xe0\x80\xaf\"}",
        "{\"x\":\"\xed\xa0\x80\"}",
        "{\"x\":\"\xf4\x90\x80\x80\"}",
        "{\"x\":\"\xf8\x88\x80\x80\x80\"}",
        "{\"\xff\":1}",
        "{\"x\":\"\xe2\x82\"}",
        "{\"x\":\"\x80\"}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        if (parse(bad[i], &m) != -1) fail_msg("accepted: %s", bad[i]);
    assert_int_equal(parse("{\"x\":\"\xc2\xa0 \xe2\x82\xac \xf0\x9f\x8c\x8a \xf4\x8f\xbf\xbf \xef\xbf\xbd\"}", &m), 0);
    assert_int_equal(parse("{\"s\":9,\"t\":8,\"u\":10,\"v\":0,\"w\":-0,\"x\":1.0,\"y\":1e3,\"z\":\"1\"}", &m), 0);
    assert_int_equal(jmsg_uint(&m, "s", 8, &u), -1);
    assert_int_equal(jmsg_uint(&m, "t", 8, &u), 0);
    assert_int_equal(u, 8);
    assert_int_equal(jmsg_uint(&m, "u", 8, &u), -1);
    assert_int_equal(jmsg_uint(&m, "v", 0, &u), 0);
    assert_true(jmsg_is_int(&m, "s") && jmsg_is_int(&m, "w"));
    assert_false(jmsg_is_int(&m, "x") || jmsg_is_int(&m, "y") || jmsg_is_int(&m, "z") || jmsg_is_int(&m, "none"));
    assert_int_equal(parse("{\"big\":-123456789012345678901234567890}", &m), 0);
    assert_true(jmsg_is_int(&m, "big"));
    assert_true(jmsg_text_ok("Sky \xc5\xbb \xf0\x9f\x8c\x8a \xc2\xa0"));
    assert_true(jmsg_text_ok(""));
    assert_false(jmsg_text_ok("a\tb"));
    assert_false(jmsg_text_ok("a\x7f"));
    assert_false(jmsg_text_ok("a\xc2\x80"));
    assert_false(jmsg_text_ok("a\xc2\x9f"));
    assert_false(jmsg_text_ok("a\xff"));
    assert_false(jmsg_text_ok("a\xed\xa0\x80"));
    int n = 0;
    assert_int_equal(parse("{\"r\":[ {\"room\":\"A\",\"token\":\"t\"} , {\"room\":\"B\"} ],\"s\":[],\"t\":[{},1]}", &m),
                     0);
    assert_int_equal(jmsg_objects(&m, "r", keys_each, &n), 2);
    assert_int_equal(n, 2);
    assert_int_equal(jmsg_objects(&m, "s", keys_each, &n), 0);
    assert_int_equal(jmsg_objects(&m, "t", NULL, NULL), -1); /* not all objects */
    assert_int_equal(jmsg_objects(&m, "none", NULL, NULL), -1);
    assert_int_equal(parse("{\"r\":[{\"a\":1,\"a\":2}]}", &m), 0); /* a key twice in an element */
    assert_int_equal(jmsg_objects(&m, "r", NULL, NULL), -1);
    assert_int_equal(parse("{\"r\":[{\"room\":\"A\"},{\"room\":\"C\"}]}", &m), 0);
    assert_int_equal(jmsg_objects(&m, "r", keys_each, &n), -1); /* each said no */
}

/* Random bytes and mutations of good lines: never a crash, never a read
 * past the line (ASan), and what is accepted reads back consistently. */
static void random_lines(void **state)
{
    (void)state;
    static const char *seeds[] = {
        "{\"type\":\"move\",\"move\":\"bid 4 4\",\"seq\":12}",
        "{\"type\":\"create\",\"options\":\"players=3\",\"seats\":[\"human\",\"bot:easy\",\"human\"]}",
        "{\"a\":[1,{\"b\":[true,false,null]},\"x\\u0041\"],\"e\":-1.5e3}",
    };
    const char alphabet[] = "{}[]\":,\\u0123456789.eE+-tfnrlasx \t";
    uint64_t rng = 12345;
    int accepted = 0;
    for (int t = 0; t < 200000; t++) {
        char line[200];
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        const char *s = seeds[(rng >> 33) % 3];
        size_t n = strlen(s);
        memcpy(line, s, n + 1);
        int edits = 1 + (int)((rng >> 40) % 4);
        for (int e = 0; e < edits; e++) {
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            size_t at = (size_t)(rng >> 33) % n;
            int kind = (int)((rng >> 20) % 3);
            char c = alphabet[(rng >> 45) % (sizeof alphabet - 1)];
            if (kind == 0)
                line[at] = c;
            else if (kind == 1 && n > 1) { /* cut */
                n = at ? at : 1;
                line[n] = 0;
            } else if (n + 1 < sizeof line) { /* insert */
                memmove(line + at + 1, line + at, n - at + 1);
                line[at] = c;
                n++;
            }
        }
        Jmsg m;
        if (parse(line, &m) == 0) {
            accepted++;
            char buf[256];
            uint64_t u;
            for (int i = 0; i < m.n; i++) {
                char key[64];
                if (m.f[i].keylen >= sizeof key) continue;
                memcpy(key, m.f[i].key, m.f[i].keylen);
                key[m.f[i].keylen] = 0;
                assert_ptr_equal(jmsg_get(&m, key), &m.f[i]);
                jmsg_str(&m, key, buf, sizeof buf);
                jmsg_uint(&m, key, UINT64_MAX, &u);
                jmsg_strings(&m, key, NULL, NULL);
            }
        }
    }
    assert_true(accepted > 1000); /* the mutations reach the accepting paths too */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(accepts),          cmocka_unit_test(values),       cmocka_unit_test(refuses),
        cmocka_unit_test(utf8_and_helpers), cmocka_unit_test(random_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
