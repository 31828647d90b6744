/* test_files.c - saves and loads touch regular files only: a FIFO, a folder,
 * a device or a symbolic link where a save is read or written is refused
 * with an io error, at once, and left as it was; and a load that fails
 * says why with a code. */
#define _XOPEN_SOURCE 700 /* mkdtemp, mkfifo, symlink, lstat, S_IFMT */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "finishes.h"
#include "protocol.h"
#include "ys/file.h"
#include "ys/ys.h"

static char dir[512];

static int setup(void **state)
{
    (void)state;
    const char *base = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/ys-files-XXXXXX", base && *base ? base : "/tmp");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        char p[1024];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && remove(p) != 0) rmdir(p);
    }
    if (d) closedir(d);
    return rmdir(dir);
}

static const char *in_dir(const char *name)
{
    static char p[4][1024];
    static int k;
    k = (k + 1) % 4;
    snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
    return p[k];
}

static YsMatch *some_match(void)
{
    YsMatch *m = malloc(sizeof *m);
    assert_non_null(m);
    YsOptions o;
    ys_options_default(&o);
    o.players = 3;
    o.seed = 5;
    assert_int_equal(ys_match_new(m, &o, NULL, 0), 0);
    YsMoveList l;
    for (int i = 0; i < 30 && !ys_over(&m->g); i++) {
        ys_legal(&m->g, &l);
        assert_int_equal(ys_match_play(m, &l.m[0]), 0);
    }
    return m;
}

static mode_t kind(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : 0;
}

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static int same_text(const char *path, const char *text)
{
    char buf[256] = "";
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return !strcmp(buf, text);
}

/* ys_load(path) in a child: 1 loaded, 2 io error (not a file), 3 format
 * error, 4 another io error. */
static int load_in_child(void *path)
{
    YsMatch *m = malloc(sizeof *m);
    YsLoadError why;
    int r = ys_load(m, path, &why);
    return r == 0 ? 1 : r == -1 && why.code == YS_LOAD_NOT_FILE ? 2 : r == -2 ? 3 : 4;
}

/* ys_save(path) in a child: 1 saved, 2 refused. */
static int save_in_child(void *path)
{
    YsMatch *m = some_match();
    char err[300];
    return ys_save(m, path, err, sizeof err) == 0 ? 1 : 2;
}

/* The protocol's answer to "load PATH" in a child: 1 error io, 2 other. */
static int protocol_load_in_child(void *path)
{
    Session *s = ys_session_new();
    char line[1100];
    snprintf(line, sizeof line, "load %s", (const char *)path);
    YsBuf out = {0};
    ys_session_line(s, line, strlen(line), &out);
    return out.s && !strncmp(out.s, "error io", 8) ? 1 : 2;
}

static void load_refuses_what_is_not_a_file(void **state)
{
    (void)state;
    const char *fifo = in_dir("pipe.ys");
    assert_int_equal(mkfifo(fifo, 0600), 0);
    /* nobody writes to the FIFO: a load that opens it blocks forever */
    assert_int_equal(finishes_within(load_in_child, (void *)fifo, 5), 2);
    assert_int_equal(finishes_within(protocol_load_in_child, (void *)fifo, 5), 1);
    assert_int_equal(kind(fifo), S_IFIFO);
    /* a device reads as an empty file: still an io error, not a bad save */
    assert_int_equal(finishes_within(load_in_child, (void *)"/dev/null", 5), 2);
    assert_int_equal(finishes_within(load_in_child, (void *)dir, 5), 2);
    /* a save read through a symbolic link is still a regular file */
    YsMatch *m = some_match(), *back = malloc(sizeof *back);
    assert_int_equal(ys_save(m, in_dir("real.ys"), NULL, 0), 0);
    assert_int_equal(symlink("real.ys", in_dir("link.ys")), 0);
    assert_int_equal(ys_load(back, in_dir("link.ys"), NULL), 0);
    assert_int_equal(back->nlog, m->nlog);
    free(m);
    free(back);
}

static void save_refuses_what_is_not_a_file(void **state)
{
    (void)state;
    const char *fifo = in_dir("pipe.ys");
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_int_equal(finishes_within(save_in_child, (void *)fifo, 5), 2);
    assert_int_equal(kind(fifo), S_IFIFO); /* not renamed over */

    const char *sub = in_dir("folder.ys");
    assert_int_equal(mkdir(sub, 0700), 0);
    assert_int_equal(finishes_within(save_in_child, (void *)sub, 5), 2);
    assert_int_equal(kind(sub), S_IFDIR);

    /* a symbolic link is not replaced, nor is what it points to written */
    put(in_dir("target.txt"), "keep");
    assert_int_equal(symlink("target.txt", in_dir("link.ys")), 0);
    assert_int_equal(finishes_within(save_in_child, (void *)in_dir("link.ys"), 5), 2);
    assert_int_equal(kind(in_dir("link.ys")), S_IFLNK);
    assert_true(same_text(in_dir("target.txt"), "keep"));
}

static void save_never_writes_through_its_temp_name(void **state)
{
    (void)state;
    /* what sits at the temp file's name is not opened for writing: a FIFO
     * there would block the save, a link there would write elsewhere */
    const char *save = in_dir("a.ys");
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", save);
    assert_int_equal(mkfifo(tmp, 0600), 0);
    assert_true(finishes_within(save_in_child, (void *)save, 5) > 0);
    assert_int_equal(kind(tmp), S_IFIFO);
    remove(tmp);

    put(in_dir("victim.txt"), "keep");
    assert_int_equal(symlink("victim.txt", tmp), 0);
    assert_true(finishes_within(save_in_child, (void *)save, 5) > 0);
    assert_true(same_text(in_dir("victim.txt"), "keep"));
    remove(tmp);

    /* a regular file there may be a live writer's: the save goes through
     * beside it and leaves it as it is */
    put(tmp, "half a save");
    assert_int_equal(finishes_within(save_in_child, (void *)save, 5), 1);
    assert_true(same_text(tmp, "half a save"));
    assert_int_equal(finishes_within(load_in_child, (void *)save, 5), 1);
}

/* The temp files in dir that a writer of "a.ys" would use: ".a.ys.*.tmp". */
static int temps_of_a(void)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t k = strlen(e->d_name);
        n += !strncmp(e->d_name, ".a.ys.", 6) && k > 10 && !strcmp(e->d_name + k - 4, ".tmp");
    }
    closedir(d);
    return n;
}

static YsMatch *match_of(int moves)
{
    YsMatch *m = malloc(sizeof *m);
    assert_non_null(m);
    YsOptions o;
    ys_options_default(&o);
    o.players = 4;
    o.seed = 77;
    assert_int_equal(ys_match_new(m, &o, NULL, 0), 0);
    YsMoveList l;
    for (int i = 0; i < moves && !ys_over(&m->g); i++) {
        ys_legal(&m->g, &l);
        assert_int_equal(ys_match_play(m, &l.m[(unsigned)i % l.n]), 0);
    }
    return m;
}

/* Issue 38: two writers of one path, one of them slow. The slow one (this
 * test, by hand, as ys_file_write does) has its temp file open and half
 * written, under the name the writers used to share and under one of the
 * new kind, when a whole save goes through: the save answers ok, neither
 * temp file is removed or renamed, and the slow writer's file, finished
 * and renamed in its turn, is the whole save. Before, the second writer
 * removed "a.ys.tmp" as stale, and the first one's rename then failed or
 * made a file that was still being written the save. */
static void a_slow_writers_temp_file_is_left_alone(void **state)
{
    (void)state;
    const char *save = in_dir("a.ys");
    YsMatch *slow = match_of(40), *fast = match_of(12), *back = malloc(sizeof *back);
    YsBuf text = {0};
    ys_save_text(slow, &text);
    assert_true(text.n > 100);
    const char *names[2] = {in_dir("a.ys.tmp"), in_dir(".a.ys.slowpoke.tmp")};
    for (int i = 0; i < 2; i++) {
        remove(save);
        FILE *f = fopen(names[i], "wbx");
        assert_non_null(f);
        assert_int_equal(fwrite(text.s, 1, text.n / 2, f), text.n / 2);
        assert_int_equal(fflush(f), 0);

        char err[300] = "";
        assert_int_equal(ys_save(fast, save, err, sizeof err), 0);
        assert_int_equal(kind(names[i]), S_IFREG);
        assert_int_equal(ys_load(back, save, NULL), 0);
        assert_int_equal(back->nlog, fast->nlog);

        /* the slow writer finishes and renames its own file */
        assert_int_equal(fwrite(text.s + text.n / 2, 1, text.n - text.n / 2, f), text.n - text.n / 2);
        assert_int_equal(fclose(f), 0);
        assert_int_equal(rename(names[i], save), 0);
        assert_int_equal(ys_load(back, save, NULL), 0);
        assert_int_equal(back->nlog, slow->nlog);
    }
    /* and every writer cleans up after itself */
    assert_int_equal(temps_of_a(), 0);
    ys_buf_free(&text);
    free(slow);
    free(fast);
    free(back);
}

/* A temp file that a crashed writer left is removed by a later save once
 * it is a day old, and not before; other names are never touched. */
static void crashed_writers_temp_files_go_after_a_day(void **state)
{
    (void)state;
    const char *old = in_dir(".a.ys.0123abcd.tmp"), *young = in_dir(".a.ys.4567efgh.tmp");
    const char *other = in_dir(".b.ys.0123abcd.tmp"), *odd = in_dir(".a.ys.0123abcd.tmp.keep");
    const char *const all[] = {old, young, other, odd};
    for (int i = 0; i < 4; i++)
        put(all[i], "left by a crash");
    struct timespec two_days[2] = {{time(NULL) - 2 * 24 * 3600, 0}, {time(NULL) - 2 * 24 * 3600, 0}};
    for (int i = 0; i < 4; i++)
        if (all[i] != young) assert_int_equal(utimensat(AT_FDCWD, all[i], two_days, 0), 0);
    YsMatch *m = some_match();
    char save[1100];
    snprintf(save, sizeof save, "%s/a.ys", dir);
    assert_int_equal(ys_save(m, save, NULL, 0), 0);
    assert_int_equal(kind(old), 0);
    assert_int_equal(kind(young), S_IFREG);
    assert_int_equal(kind(other), S_IFREG);
    assert_int_equal(kind(odd), S_IFREG);
    assert_int_equal(temps_of_a(), 1);
    free(m);
}

enum { WRITERS = 3, SAVES = 300, LOADS = 600 };

/* One writer: SAVES saves of a match with 20 + 10 * who moves. 0 if each
 * answered ok, else 1 and the first error on stderr. */
static int writer(int who)
{
    YsMatch *m = match_of(20 + 10 * who);
    char err[300];
    for (int i = 0; i < SAVES; i++)
        if (ys_save(m, in_dir("a.ys"), err, sizeof err) != 0) {
            fprintf(stderr, "writer %d, save %d: %s\n", who, i, err);
            return 1;
        }
    return 0;
}

/* The reader: LOADS loads, each of them one of the saves, whole. */
static int reader(const int *nlogs)
{
    YsMatch *m = malloc(sizeof *m);
    YsLoadError why;
    for (int i = 0; i < LOADS; i++) {
        if (ys_load(m, in_dir("a.ys"), &why) != 0) {
            fprintf(stderr, "load %d: %s\n", i, why.text);
            return 1;
        }
        int known = 0;
        for (int w = 0; w <= WRITERS; w++)
            known |= m->nlog == nlogs[w];
        if (!known) {
            fprintf(stderr, "load %d: %d moves, a save nobody wrote\n", i, m->nlog);
            return 1;
        }
    }
    return 0;
}

/* Issue 38's reproduction: 3 processes x 300 saves and one process x 600
 * loads on one path. Every save answers ok and every load finds a whole
 * save, the first or a writer's. Before: "not a Ys save", "No such file or
 * directory", "something that is not a file is in the way". */
static void parallel_saves_to_one_path(void **state)
{
    (void)state;
    int nlogs[WRITERS + 1];
    YsMatch *first = match_of(5);
    nlogs[WRITERS] = first->nlog;
    assert_int_equal(ys_save(first, in_dir("a.ys"), NULL, 0), 0);
    free(first);
    for (int w = 0; w < WRITERS; w++) {
        YsMatch *m = match_of(20 + 10 * w);
        nlogs[w] = m->nlog;
        free(m);
    }
    fflush(NULL);
    pid_t pids[WRITERS + 1];
    for (int w = 0; w <= WRITERS; w++) {
        pids[w] = fork();
        assert_true(pids[w] >= 0);
        if (pids[w] == 0) _exit(w < WRITERS ? writer(w) : reader(nlogs));
    }
    int failed = 0;
    for (int w = 0; w <= WRITERS; w++) {
        int st;
        assert_int_equal(waitpid(pids[w], &st, 0), pids[w]);
        failed += !WIFEXITED(st) || WEXITSTATUS(st) != 0;
    }
    assert_int_equal(failed, 0);
    assert_int_equal(temps_of_a(), 0);
}

/* What ys_load says of a file: read, cut short, altered, sealed anew
 * around an illegal move; and the English words the protocol answers with
 * stay as they were. */
static YsLoadCode load_code(const char *text, size_t n, int *move, char *words, size_t len)
{
    const char *path = in_dir("why.ys");
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, n, f), n);
    fclose(f);
    YsMatch *m = malloc(sizeof *m);
    YsLoadError why;
    memset(&why, 0x5a, sizeof why);
    int r = ys_load(m, path, &why);
    free(m);
    assert_int_equal(r, why.code == YS_LOAD_OK ? 0 : -2);
    if (move) *move = why.move;
    if (words) snprintf(words, len, "%s", why.text);
    return why.code;
}

/* text with its checksum line (FNV-1a 64 of every byte above it) */
static size_t sealed(const char *body, char *out, size_t len)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (const char *c = body; *c; c++)
        h = (h ^ (unsigned char)*c) * 0x100000001b3ull;
    snprintf(out, len, "%schecksum %016llx\n", body, (unsigned long long)h);
    return strlen(out);
}

static void load_says_why(void **state)
{
    (void)state;
    YsMatch *m = some_match(), *back = malloc(sizeof *back);
    YsBuf b = {0};
    ys_save_text(m, &b);
    char words[300];
    int move = -1;
    assert_int_equal(load_code(b.s, b.n, &move, words, sizeof words), YS_LOAD_OK);
    assert_string_equal(words, "");

    assert_int_equal(load_code(b.s, b.n - 10, NULL, words, sizeof words), YS_LOAD_CUT_SHORT);
    assert_string_equal(words, "save is cut short");
    char *t = malloc(b.n);
    memcpy(t, b.s, b.n);
    t[20] = t[20] == '4' ? '5' : '4';
    assert_int_equal(load_code(t, b.n, NULL, words, sizeof words), YS_LOAD_ALTERED);
    assert_string_equal(words, "checksum mismatch: the save was altered or damaged");
    assert_int_equal(load_code("hello\n", 6, NULL, NULL, 0), YS_LOAD_NOT_SAVE);
    assert_int_equal(load_code("", 0, NULL, NULL, 0), YS_LOAD_NOT_SAVE);

    char buf[512];
    size_t n = sealed("YS-SAVE 1\noptions players=4 seed=1\nmoves 2\nbid 4 3\nseat 3\n", buf, sizeof buf);
    assert_int_equal(load_code(buf, n, &move, words, sizeof words), YS_LOAD_ILLEGAL_MOVE);
    assert_int_equal(move, 2);
    assert_string_equal(words, "move 2 (seat 3) is not legal there");
    n = sealed("YS-SAVE 1\noptions players=9 seed=1\nmoves 0\n", buf, sizeof buf);
    assert_int_equal(load_code(buf, n, NULL, NULL, 0), YS_LOAD_BAD_OPTIONS);
    n = sealed("YS-SAVE 1\noptions players=4 seed=1\nmoves 2\nbid 4 3\n", buf, sizeof buf);
    assert_int_equal(load_code(buf, n, NULL, words, sizeof words), YS_LOAD_BAD_MOVES);
    assert_string_equal(words, "fewer moves than announced");

    /* the file itself */
    YsLoadError why;
    assert_int_equal(ys_load(back, in_dir("nothing.ys"), &why), -1);
    assert_int_equal(why.code, YS_LOAD_MISSING);
    assert_non_null(strstr(why.text, "nothing.ys"));
    assert_int_equal(ys_load(back, in_dir("nowhere/nothing.ys"), &why), -1);
    assert_int_equal(why.code, YS_LOAD_MISSING);
    assert_int_equal(ys_load(back, dir, &why), -1);
    assert_int_equal(why.code, YS_LOAD_NOT_FILE);
    assert_int_equal(ys_load(back, "/dev/null", &why), -1);
    assert_int_equal(why.code, YS_LOAD_NOT_FILE);
    if (geteuid() != 0) { /* root reads what it likes */
        put(in_dir("locked.ys"), "YS-SAVE 1\n");
        assert_int_equal(chmod(in_dir("locked.ys"), 0), 0);
        assert_int_equal(ys_load(back, in_dir("locked.ys"), &why), -1);
        assert_int_equal(why.code, YS_LOAD_UNREADABLE);
    }
    FILE *f = fopen(in_dir("big.ys"), "wb");
    assert_non_null(f);
    assert_int_equal(fseek(f, 5L << 20, SEEK_SET), 0);
    fputc('x', f);
    fclose(f);
    assert_int_equal(ys_load(back, in_dir("big.ys"), &why), -2);
    assert_int_equal(why.code, YS_LOAD_TOO_LARGE);
    /* nothing asked, nothing said */
    assert_int_equal(ys_load(back, in_dir("nothing.ys"), NULL), -1);
    free(t);
    ys_buf_free(&b);
    free(m);
    free(back);
}

/* A save with the writer's own lines (the game's seats): version 2, under
 * the checksum; a plain save is still version 1, byte for byte. */
static void save_keeps_its_own_lines(void **state)
{
    (void)state;
    YsMatch *m = some_match(), *back = malloc(sizeof *back);
    YsBuf plain = {0}, none = {0}, with = {0};
    ys_save_text(m, &plain);
    assert_int_equal(ys_save_text_meta(m, "", &none), 0);
    assert_int_equal(plain.n, none.n);
    assert_memory_equal(plain.s, none.s, plain.n);
    assert_int_equal(strncmp(plain.s, "YS-SAVE 1\n", 10), 0);
    const char *meta = "players=4\nseat0.human=1\nseat0.name=J\xc3\xa9r\xc3\xb4me = 1\n";
    assert_int_equal(ys_save_text_meta(m, meta, &with), 0);
    assert_int_equal(strncmp(with.s, "YS-SAVE 2\n", 10), 0);
    char *got = NULL;
    YsLoadError why;
    assert_int_equal(ys_load_text_meta(back, with.s, with.n, &why, &got), 0);
    assert_string_equal(got, meta);
    assert_int_equal(back->nlog, m->nlog);
    free(got);
    assert_int_equal(ys_load_text_meta(back, plain.s, plain.n, &why, &got), 0);
    assert_string_equal(got, "");
    free(got);
    /* ys_load (ys-engine's load) takes a version 2 save and leaves the lines */
    assert_int_equal(ys_save_meta(m, meta, in_dir("meta.ys"), NULL, 0), 0);
    assert_int_equal(ys_load(back, in_dir("meta.ys"), &why), 0);
    assert_int_equal(ys_load_meta(back, in_dir("meta.ys"), &why, &got), 0);
    assert_string_equal(got, meta);
    free(got);
    /* lines a save cannot hold are refused, nothing written */
    static const char *const bad[] = {"no equals sign\n", "=value\n", "a b=c\n", "k=v", "k=v\r\n"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        YsBuf b = {0};
        assert_int_equal(ys_save_text_meta(m, bad[i], &b), -1);
        ys_buf_free(&b);
        assert_int_equal(ys_save_meta(m, bad[i], in_dir("bad.ys"), NULL, 0), -1);
    }
    assert_int_equal(access(in_dir("bad.ys"), F_OK), -1);
    /* a version 2 save with another line among the meta lines, or version 1
     * with a meta line, is refused */
    char buf[512];
    size_t n = sealed("YS-SAVE 2\noptions players=4 seed=1\nmoves 0\nmeta a=b\nbid 4 3\n", buf, sizeof buf);
    assert_int_equal(load_code(buf, n, NULL, NULL, 0), YS_LOAD_BAD_MOVES);
    n = sealed("YS-SAVE 1\noptions players=4 seed=1\nmoves 0\nmeta a=b\n", buf, sizeof buf);
    assert_int_equal(load_code(buf, n, NULL, NULL, 0), YS_LOAD_BAD_MOVES);
    n = sealed("YS-SAVE 2\noptions players=4 seed=1\nmoves 0\nmeta a=b\n", buf, sizeof buf);
    assert_int_equal(load_code(buf, n, NULL, NULL, 0), YS_LOAD_OK);
    ys_buf_free(&plain), ys_buf_free(&none), ys_buf_free(&with);
    free(m);
    free(back);
}

static mode_t mode_of(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? st.st_mode & 07777 : (mode_t)-1;
}

/* ys_file_write_private makes its file mode 0600 as it is created; what
 * it refuses to replace (a link, a FIFO, a folder) keeps its mode, and so
 * does what a link names (issue 50: online.txt written, then chmod'ed by
 * name, made /dev/zero, a shared folder and a device 0600). */
static void private_files_are_made_private(void **state)
{
    (void)state;
    mode_t old = umask(022);
    char err[300];
    const char *f = in_dir("online.txt");
    put(f, "old");
    assert_int_equal(chmod(f, 0644), 0);
    assert_int_equal(ys_file_write_private(f, "new\n", 4, err, sizeof err), 0);
    assert_int_equal(mode_of(f), 0600);
    assert_true(same_text(f, "new\n"));
    assert_int_equal(ys_file_write_private(in_dir("fresh.txt"), "x", 1, err, sizeof err), 0);
    assert_int_equal(mode_of(in_dir("fresh.txt")), 0600);
    assert_int_equal(ys_file_write(in_dir("plain.txt"), "x", 1, err, sizeof err), 0);
    assert_int_equal(mode_of(in_dir("plain.txt")), 0644); /* the plain one: as the umask says */

    /* a link to a file, to a folder; a FIFO; a folder: refused, each mode kept */
    put(in_dir("target.txt"), "keep");
    assert_int_equal(chmod(in_dir("target.txt"), 0644), 0);
    assert_int_equal(mkdir(in_dir("shared"), 0775), 0);
    assert_int_equal(chmod(in_dir("shared"), 0775), 0);
    assert_int_equal(symlink("target.txt", in_dir("link1")), 0);
    assert_int_equal(symlink("shared", in_dir("link2")), 0);
    assert_int_equal(mkfifo(in_dir("fifo"), 0644), 0);
    assert_int_equal(chmod(in_dir("fifo"), 0644), 0);
    assert_int_equal(mkdir(in_dir("folder"), 0755), 0);
    const char *refused[] = {"link1", "link2", "fifo", "folder"};
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        assert_int_equal(ys_file_write_private(in_dir(refused[i]), "x", 1, err, sizeof err), -1);
    assert_int_equal(mode_of(in_dir("target.txt")), 0644);
    assert_true(same_text(in_dir("target.txt"), "keep"));
    assert_int_equal(mode_of(in_dir("shared")), 0775);
    assert_int_equal(mode_of(in_dir("fifo")), 0644);
    assert_int_equal(mode_of(in_dir("folder")), 0755);
    assert_int_equal(kind(in_dir("link1")), S_IFLNK);
    assert_int_equal(kind(in_dir("fifo")), S_IFIFO);
    rmdir(in_dir("shared"));
    umask(old);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(load_refuses_what_is_not_a_file, setup, teardown),
        cmocka_unit_test_setup_teardown(save_refuses_what_is_not_a_file, setup, teardown),
        cmocka_unit_test_setup_teardown(save_never_writes_through_its_temp_name, setup, teardown),
        cmocka_unit_test_setup_teardown(a_slow_writers_temp_file_is_left_alone, setup, teardown),
        cmocka_unit_test_setup_teardown(crashed_writers_temp_files_go_after_a_day, setup, teardown),
        cmocka_unit_test_setup_teardown(parallel_saves_to_one_path, setup, teardown),
        cmocka_unit_test_setup_teardown(load_says_why, setup, teardown),
        cmocka_unit_test_setup_teardown(save_keeps_its_own_lines, setup, teardown),
        cmocka_unit_test_setup_teardown(private_files_are_made_private, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
