/* test_gamecode_next.c - the game codes as the next version of the engine
 * will read them: gamecode.c built here with YS_CODE_RULES one above this
 * engine's (tests/engine/CMakeLists.txt), as if the legal lists had changed
 * and the version been raised (gamecode.h). Every code pinned by this
 * version (pinned_codes.txt) is then refused as made by an older version,
 * never read as another game; the new version's codes open; a later one's
 * are refused as newer. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"
#include "ys/file.h"
#include "ys/gamecode.h"

static void next_version_reads_no_old_code(void **state)
{
    (void)state;
    assert_true(YS_CODE_RULES >= 2);
    const char *d = getenv("YS_TEST_DATA");
    char path[1200], *text = NULL, err[300];
    size_t n;
    snprintf(path, sizeof path, "%s/pinned_codes.txt", d ? d : ".");
    if (ys_file_read(path, 1 << 20, &text, &n, err, sizeof err)) fail_msg("%s", err);
    static YsMatch m;
    int older = 0;
    for (char *line = strchr(text, '\n'), *next; line && *++line; line = next) {
        next = strchr(line, '\n');
        if (next) *next = 0;
        char *sp = strchr(line, ' ');
        assert_non_null(sp);
        YsCodeError e = ys_code_decode(line, (size_t)(sp - line), &m, NULL);
        if (e != YS_CODE_OLDER) fail_msg("an older version's code read as %d: %.*s", e, (int)(sp - line), line);
        older++;
    }
    free(text);
    assert_true(older >= 30);
    /* this version's codes open; a later one's are newer */
    yt_new(&m, "players=3 seed=5");
    static YsMoveList l;
    for (int i = 0; i < 25; i++) {
        ys_legal(&m.g, &l);
        assert_int_equal(ys_match_play(&m, &l.m[0]), 0);
    }
    YsBuf code = {0};
    assert_int_equal(ys_code_encode(&m, NULL, &code), 0);
    assert_memory_equal(code.s, YS_CODE_PREFIX, strlen(YS_CODE_PREFIX));
    static YsMatch back;
    assert_int_equal(ys_code_decode(code.s, code.n, &back, NULL), YS_CODE_OK);
    assert_int_equal(back.nlog, 25);
    code.s[2] = (char)('0' + YS_CODE_RULES + 1);
    assert_int_equal(ys_code_decode(code.s, code.n, &back, NULL), YS_CODE_NEWER);
    code.s[2] = (char)('0' + YS_CODE_RULES - 1);
    assert_int_equal(ys_code_decode(code.s, code.n, &back, NULL), YS_CODE_OLDER);
    ys_buf_free(&code);
    print_message("version %d refuses all %d codes of version %d as older\n", YS_CODE_RULES, older, YS_CODE_RULES - 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(next_version_reads_no_old_code)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
