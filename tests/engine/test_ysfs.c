/* test_ysfs.c - the portable file layer (ysfs.h) with non-ASCII names such
 * as a Windows profile "Jérôme Łukasz": create, write, sync, stat, list,
 * rename over an existing file, remove, and refusal of bad input. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* symlink */
#endif
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h> /* getpid, rmdir (MinGW has it too) */

#include "ysfs.h"

#define USER "J\xC3\xA9r\xC3\xB4me \xC5\x81ukasz" /* Jérôme Łukasz in UTF-8 */

static char root[300], home[400];

static void join(char *out, size_t len, const char *a, const char *b) { snprintf(out, len, "%s/%s", a, b); }

static int remove_tree(const char *name, YsFsKind kind, void *ctx)
{
    char p[600];
    join(p, sizeof p, ctx, name);
    if (kind == YS_FS_DIR) {
        ys_fs_list_dir(p, remove_tree, p);
        rmdir(p);
    } else {
        ys_fs_remove(p);
    }
    return 0;
}

static int setup(void **state)
{
    (void)state;
    snprintf(root, sizeof root, "/tmp/ys_test_ysfs_%d", (int)getpid());
    join(home, sizeof home, root, USER);
    if (ys_fs_mkdir(root) != 0) return -1;
    return ys_fs_mkdir(home);
}

static int teardown(void **state)
{
    (void)state;
    ys_fs_list_dir(root, remove_tree, root);
    return rmdir(root);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = ys_fs_fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fputs(text, f) >= 0, 1);
    assert_int_equal(ys_fs_sync(f), 0);
    assert_int_equal(fclose(f), 0);
}

static void read_text(const char *path, char *buf, size_t len)
{
    FILE *f = ys_fs_fopen(path, "rb");
    assert_non_null(f);
    size_t n = fread(buf, 1, len - 1, f);
    buf[n] = 0;
    fclose(f);
}

static void test_mkdir_stat(void **state)
{
    (void)state;
    YsFsStat st;
    assert_int_equal(ys_fs_stat(home, &st), 0);
    assert_int_equal(st.kind, YS_FS_DIR);
    /* exists already: still success; a trailing separator is fine */
    assert_int_equal(ys_fs_mkdir(home), 0);
    char slash[450];
    snprintf(slash, sizeof slash, "%s/", home);
    assert_int_equal(ys_fs_stat(slash, &st), 0);
    assert_int_equal(st.kind, YS_FS_DIR);
    /* a file where the folder should be is not a folder */
    char file[500];
    join(file, sizeof file, home, "plain");
    write_text(file, "x");
    assert_int_equal(ys_fs_mkdir(file), -1);
    /* no parents are made */
    char deep[500];
    join(deep, sizeof deep, home, "no/such/folder");
    assert_int_equal(ys_fs_mkdir(deep), -1);
    assert_int_equal(ys_fs_stat(deep, &st), -1);
    assert_int_equal(st.kind, YS_FS_NONE);
    assert_int_equal(ys_fs_stat(deep, NULL), -1);
    assert_int_equal(ys_fs_remove(file), 0);
}

static void test_write_read_stat(void **state)
{
    (void)state;
    char p[500], buf[64];
    join(p, sizeof p, home, "Partie \xC3\xA0 Ys \xC5\xBC\xC3\xB3\xC5\x82\xC4\x87.ys"); /* Partie à Ys żółć.ys */
    write_text(p, "YS-SAVE 1\n");
    read_text(p, buf, sizeof buf);
    assert_string_equal(buf, "YS-SAVE 1\n");
    YsFsStat st;
    assert_int_equal(ys_fs_stat(p, &st), 0);
    assert_int_equal(st.kind, YS_FS_REGULAR);
    assert_int_equal(st.size, 10);
    assert_true(st.mtime > 1600000000);
    FILE *f = ys_fs_fopen(p, "rb");
    assert_non_null(f);
    assert_int_equal(ys_fs_fstat(f, &st), 0);
    assert_int_equal(st.kind, YS_FS_REGULAR);
    assert_int_equal(st.size, 10);
    fclose(f);
    assert_int_equal(ys_fs_remove(p), 0);
    assert_int_equal(ys_fs_stat(p, NULL), -1);
    assert_int_equal(ys_fs_remove(p), -1);
    assert_null(ys_fs_fopen(p, "rb"));
}

static void test_rename_replace(void **state)
{
    (void)state;
    char a[500], b[500], buf[64];
    join(a, sizeof a, home, "autosave.ys.tmp");
    join(b, sizeof b, home, "autosave.ys");
    write_text(b, "old");
    write_text(a, "new");
    assert_int_equal(ys_fs_rename_replace(a, b), 0);
    read_text(b, buf, sizeof buf);
    assert_string_equal(buf, "new");
    assert_int_equal(ys_fs_stat(a, NULL), -1);
    /* to a file that does not exist yet */
    join(a, sizeof a, home, "\xC5\x81.tmp");
    write_text(a, "first");
    join(b, sizeof b, home, "\xC5\x81.ys");
    assert_int_equal(ys_fs_rename_replace(a, b), 0);
    read_text(b, buf, sizeof buf);
    assert_string_equal(buf, "first");
    /* nothing to rename */
    assert_int_equal(ys_fs_rename_replace(a, b), -1);
}

typedef struct {
    int files, dirs, found_accented;
} Seen;

static int count(const char *name, YsFsKind kind, void *ctx)
{
    Seen *s = ctx;
    assert_string_not_equal(name, ".");
    assert_string_not_equal(name, "..");
    if (kind == YS_FS_DIR) s->dirs++;
    if (kind == YS_FS_REGULAR) s->files++;
    if (!strcmp(name, "\xC3\xA9t\xC3\xA9.ys")) s->found_accented = 1;
    return 0;
}

static int stop_at_first(const char *name, YsFsKind kind, void *ctx)
{
    (void)name, (void)kind;
    ++*(int *)ctx;
    return 1;
}

static void test_list_dir(void **state)
{
    (void)state;
    char d[500], p[600];
    join(d, sizeof d, home, "saves");
    assert_int_equal(ys_fs_mkdir(d), 0);
    Seen s = {0};
    assert_int_equal(ys_fs_list_dir(d, count, &s), 0); /* empty */
    join(p, sizeof p, d, "\xC3\xA9t\xC3\xA9.ys");      /* été.ys */
    write_text(p, "1");
    join(p, sizeof p, d, "b.ys");
    write_text(p, "2");
    join(p, sizeof p, d, "sub");
    assert_int_equal(ys_fs_mkdir(p), 0);
    assert_int_equal(ys_fs_list_dir(d, count, &s), 3);
    assert_int_equal(s.files, 2);
    assert_int_equal(s.dirs, 1);
    assert_int_equal(s.found_accented, 1);
    int calls = 0;
    assert_int_equal(ys_fs_list_dir(d, stop_at_first, &calls), 1);
    assert_int_equal(calls, 1);
    join(p, sizeof p, d, "missing");
    assert_int_equal(ys_fs_list_dir(p, count, &s), -1);
}

static void test_fd_calls(void **state)
{
    (void)state;
    char p[500];
    join(p, sizeof p, home,
         "\xC5\x81\xC3\xB3"
         "d\xC5\xBA.tmp"); /* Łódź.tmp */
    int fd = ys_fs_open(p, O_WRONLY | O_CREAT | O_EXCL, 0666);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "abc", 3), 3);
    assert_int_equal(ys_fs_fd_sync(fd), 0);
    YsFsStat st;
    assert_int_equal(ys_fs_fd_stat(fd, &st), 0);
    assert_int_equal(st.kind, YS_FS_REGULAR);
    assert_int_equal(st.size, 3);
    assert_int_equal(close(fd), 0);
    /* O_EXCL: not twice */
    assert_int_equal(ys_fs_open(p, O_WRONLY | O_CREAT | O_EXCL, 0666), -1);
    assert_int_equal(ys_fs_lstat(p, &st), 0);
    assert_int_equal(st.kind, YS_FS_REGULAR);
    assert_int_equal(ys_fs_sync_dir(home), 0);
    assert_int_equal(ys_fs_remove(p), 0);
    assert_int_equal(ys_fs_lstat(p, &st), -1);
    assert_int_equal(errno, ENOENT);
    assert_int_equal(st.kind, YS_FS_NONE);
}

#ifndef _WIN32
static void test_other_kinds(void **state)
{
    (void)state;
    YsFsStat st;
    assert_int_equal(ys_fs_stat("/dev/null", &st), 0);
    assert_int_equal(st.kind, YS_FS_OTHER);
    /* a link is itself for lstat, its target for stat */
    char target[500], link[500];
    join(target, sizeof target, home, "target.ys");
    join(link, sizeof link, home, "link.ys");
    write_text(target, "x");
    assert_int_equal(symlink(target, link), 0);
    assert_int_equal(ys_fs_lstat(link, &st), 0);
    assert_int_equal(st.kind, YS_FS_OTHER);
    assert_int_equal(ys_fs_stat(link, &st), 0);
    assert_int_equal(st.kind, YS_FS_REGULAR);
    assert_int_equal(ys_fs_remove(link), 0);
    assert_int_equal(ys_fs_stat(target, NULL), 0); /* the link went, not its file */
    assert_int_equal(ys_fs_remove(target), 0);
}
#endif

static void test_bad_input(void **state)
{
    (void)state;
    assert_null(ys_fs_fopen(NULL, "rb"));
    assert_int_equal(ys_fs_stat(NULL, NULL), -1);
    assert_int_equal(ys_fs_remove(NULL), -1);
    assert_int_equal(ys_fs_mkdir(NULL), -1);
    assert_int_equal(ys_fs_list_dir(NULL, count, NULL), -1);
    assert_int_equal(ys_fs_fstat(NULL, NULL), -1);
    assert_int_equal(ys_fs_sync(NULL), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mkdir_stat),     cmocka_unit_test(test_write_read_stat),
        cmocka_unit_test(test_rename_replace), cmocka_unit_test(test_list_dir),
        cmocka_unit_test(test_fd_calls),
#ifndef _WIN32
        cmocka_unit_test(test_other_kinds),
#endif
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
