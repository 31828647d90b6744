/* test_ui_online_keep.c - the rooms kept in online.txt (online_games.c's
 * ui_online_keep): the file holds seats' tokens, so it is made private (mode
 * 0600) as it is created, and never by a chmod of its name afterwards: a
 * symbolic link, a FIFO or a folder named online.txt is left as it is, and
 * what a link names keeps its mode (issue 50: one online game made
 * /dev/zero, a shared folder and a device mode 0600 through a link). */
#define _DEFAULT_SOURCE /* lstat, symlink */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "events.h"
#include "online_room.h"

static UiApp app;

static mode_t mode_of(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? st.st_mode & 07777 : (mode_t)-1;
}

static mode_t kind_of(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : 0;
}

/* A room joined as the game keeps it. */
static void keep(UiApp *a, int seq)
{
    static UiOnline o;
    memset(&o, 0, sizeof o);
    snprintf(o.link, sizeof o.link, "ys://127.0.0.1:47400/0123456789ABC#sha256=%064d", 0);
    snprintf(o.room, sizeof o.room, "0123456789ABC");
    snprintf(o.token, sizeof o.token, "%032d", 7);
    o.seat = 1, o.seq = seq, o.kept_seq = -1;
    o.pref_dir = a->pref_dir;
    ui_online_keep(&o);
}

static void test_private_and_never_chmod_by_name(void **state)
{
    (void)state;
    UiApp *a = &app;
    assert_int_equal(desk_open(a, "online_keep", 1280, 720), 0);
    mode_t old_mask = umask(022);
    char path[1200], other[1200], sub[1200];
    snprintf(path, sizeof path, "%sonline.txt", a->pref_dir);
    snprintf(other, sizeof other, "%starget.txt", a->pref_dir);
    snprintf(sub, sizeof sub, "%sshared", a->pref_dir);
    unlink(path);

    keep(a, 5); /* made: 0600 from its first byte */
    assert_int_equal(kind_of(path), S_IFREG);
    assert_int_equal(mode_of(path), 0600);
    assert_int_equal(chmod(path, 0644), 0); /* and made private again when written anew */
    keep(a, 6);
    assert_int_equal(mode_of(path), 0600);
    assert_int_equal(unlink(path), 0);

    /* a link to a file of another's mode */
    FILE *f = fopen(other, "w");
    assert_non_null(f);
    fputs("someone's\n", f);
    fclose(f);
    assert_int_equal(chmod(other, 0644), 0);
    assert_int_equal(symlink("target.txt", path), 0); /* beside it */
    keep(a, 7);
    assert_int_equal(kind_of(path), S_IFLNK);
    assert_int_equal(mode_of(other), 0644);
    assert_int_equal(unlink(path), 0);
    /* a link to a shared folder, and to a device */
    assert_int_equal(mkdir(sub, 0775), 0);
    assert_int_equal(chmod(sub, 0775), 0);
    assert_int_equal(symlink("shared", path), 0);
    keep(a, 8);
    assert_int_equal(mode_of(sub), 0775);
    assert_int_equal(unlink(path), 0);
    mode_t null_mode = mode_of("/dev/null");
    assert_int_equal(symlink("/dev/null", path), 0);
    keep(a, 9);
    assert_int_equal(mode_of("/dev/null"), null_mode);
    assert_int_equal(unlink(path), 0);
    /* a FIFO and a folder named online.txt */
    assert_int_equal(mkfifo(path, 0644), 0);
    assert_int_equal(chmod(path, 0644), 0);
    keep(a, 10);
    assert_int_equal(kind_of(path), S_IFIFO);
    assert_int_equal(mode_of(path), 0644);
    assert_int_equal(unlink(path), 0);
    assert_int_equal(mkdir(path, 0755), 0);
    assert_int_equal(chmod(path, 0755), 0);
    keep(a, 11);
    assert_int_equal(kind_of(path), S_IFDIR);
    assert_int_equal(mode_of(path), 0755);
    assert_int_equal(rmdir(path), 0);
    assert_int_equal(rmdir(sub), 0);
    unlink(other);
    umask(old_mask);
    ui_app_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_private_and_never_chmod_by_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
