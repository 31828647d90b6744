/* test_ui_persist.c - settings (round trip, garbage), the autosave (round
 * trip, interrupted writes and clearing, damage), named saves and their
 * listing, FIFOs where files should be, and where Undo may go back to. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "finishes.h"
#include "persist.h"
#include "ui/persist_open.h"
#include "ui/session_new.h"
#include "ys/ai.h"

/* ------------------------------------------------------------------ */
/* Helpers: a scratch folder, files, matches */

static char *scratch_dir(void)
{
    const char *base = getenv("TMPDIR");
    char *tmpl = malloc(512);
    assert_non_null(tmpl);
    snprintf(tmpl, 512, "%s/ys-text-XXXXXX", base && *base ? base : "/tmp");
    assert_non_null(mkdtemp(tmpl));
    return tmpl;
}

static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            struct stat st;
            if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
                remove_tree(path);
            else
                remove(path);
        }
        closedir(d);
    }
    rmdir(dir);
}

static void write_file(const char *dir, const char *name, const char *data, size_t n)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    fclose(f);
}

static char *read_all(const char *dir, const char *name, size_t *n)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = malloc(1 << 20);
    assert_non_null(buf);
    *n = fread(buf, 1, (1 << 20) - 1, f);
    buf[*n] = 0;
    fclose(f);
    return buf;
}

static int exists(const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat st;
    return stat(path, &st) == 0;
}

static YsMatch *new_match(int players, uint64_t seed, int kf)
{
    YsOptions o;
    ys_options_default(&o);
    o.players = players;
    o.nbhds = players == 2 ? 3 : 4;
    o.kings_favor = kf;
    o.seed = seed;
    YsMatch *m = malloc(sizeof *m);
    assert_non_null(m);
    char err[128];
    assert_int_equal(ys_match_new(m, &o, err, sizeof err), 0);
    return m;
}

/* Plays one random legal move; 0, or -1 when the game is over. */
static int play_one(YsMatch *m, uint64_t *rng)
{
    static YsMoveList ml;
    if (ys_over(&m->g)) return -1;
    ys_legal(&m->g, &ml);
    assert_true(ml.n > 0);
    assert_int_equal(ys_match_play(m, &ml.m[ys_rng_below(rng, (uint32_t)ml.n)]), 0);
    return 0;
}

static void play_n(YsMatch *m, int n, uint64_t *rng)
{
    for (int i = 0; i < n && play_one(m, rng) == 0; i++)
        ;
}

static void assert_same_match(const YsMatch *a, const YsMatch *b)
{
    assert_int_equal(a->nlog, b->nlog);
    for (int i = 0; i < a->nlog; i++)
        assert_true(ys_move_equal(&a->log[i], &b->log[i]));
    YsBuf x = {0}, y = {0};
    ys_save_text(a, &x);
    ys_save_text(b, &y);
    assert_int_equal(x.n, y.n);
    assert_memory_equal(x.s, y.s, x.n);
    ys_buf_free(&x);
    ys_buf_free(&y);
}

/* ------------------------------------------------------------------ */
/* Settings */

static int settings_equal(const UiSettings *a, const UiSettings *b)
{
    return a->lang == b->lang && a->fullscreen == b->fullscreen && a->anim_speed == b->anim_speed &&
           a->bot_pace_ms == b->bot_pace_ms && a->show_own_hidden == b->show_own_hidden &&
           a->confirm_place == b->confirm_place && a->window_w == b->window_w && a->window_h == b->window_h &&
           a->renderer == b->renderer && a->volume == b->volume && a->show_leads == b->show_leads &&
           a->undo_vs_bots == b->undo_vs_bots;
}

static void settings_round_trip(void **state)
{
    (void)state;
    UiSettings d, s, back;
    ui_settings_default(&d);
    char buf[1024];
    ui_settings_format(&d, buf, sizeof buf);
    assert_int_equal(ui_settings_parse(buf, &back), 0);
    assert_true(settings_equal(&d, &back));

    s = d;
    s.lang = UI_LANG_PL;
    s.fullscreen = 1;
    s.anim_speed = 2.5f;
    s.bot_pace_ms = 0;
    s.show_own_hidden = 0;
    s.confirm_place = 1;
    s.window_w = 1920;
    s.window_h = 1080;
    s.volume = 35;
    s.show_leads = 0;
    s.undo_vs_bots = 0;
    ui_settings_format(&s, buf, sizeof buf);
    assert_non_null(strstr(buf, "undo_against_bots=0\n"));
    assert_non_null(strstr(buf, "language=pl\n"));
    assert_non_null(strstr(buf, "volume=35\n"));
    assert_non_null(strstr(buf, "live_majorities=0\n"));
    assert_non_null(strstr(buf, "animation_speed=2.50\n"));
    assert_int_equal(ui_settings_parse(buf, &back), 0);
    assert_true(settings_equal(&s, &back));

    /* every speed step of 0.05 survives the text */
    for (int h = 50; h <= 300; h += 5) {
        s.anim_speed = (float)h / 100.0f;
        ui_settings_format(&s, buf, sizeof buf);
        ui_settings_parse(buf, &back);
        assert_true(back.anim_speed == s.anim_speed);
    }

    /* the file: save, load, and load with no file */
    char *dir = scratch_dir();
    assert_int_equal(ui_settings_load(&back, dir), -1);
    assert_true(settings_equal(&d, &back));
    s.anim_speed = 0.75f;
    assert_int_equal(ui_settings_save(&s, dir), 0);
    assert_false(exists(dir, "settings.ini.tmp"));
    assert_int_equal(ui_settings_load(&back, dir), 0);
    assert_true(settings_equal(&s, &back));
    /* a stale temp file from a crash does not matter */
    write_file(dir, "settings.ini.tmp", "language=de\nfull", 16);
    assert_int_equal(ui_settings_load(&back, dir), 0);
    assert_true(settings_equal(&s, &back));
    s.lang = UI_LANG_DE;
    assert_int_equal(ui_settings_save(&s, dir), 0);
    assert_int_equal(ui_settings_load(&back, dir), 0);
    assert_int_equal(back.lang, UI_LANG_DE);
    /* volume 0 (muted) is kept, not taken for a missing key */
    s.volume = 0;
    assert_int_equal(ui_settings_save(&s, dir), 0);
    assert_int_equal(ui_settings_load(&back, dir), 0);
    assert_int_equal(back.volume, 0);
    assert_int_equal(back.show_leads, 0);
    remove_tree(dir);
    free(dir);
}

/* The sound's volume: 0-100, anything else falls back to the default. */
/* The name a player goes by online: kept whole in settings.ini, and only a
 * name the rooms would take (1 to 23 bytes of UTF-8, no control character,
 * not only spaces); any other falls back to none. */
static void settings_name(void **state)
{
    (void)state;
    UiSettings s, t;
    ui_settings_default(&s);
    assert_string_equal(s.name, "");
    snprintf(s.name, sizeof s.name, "%s", "Zoë Łukasz 名前");
    char buf[4096];
    ui_settings_format(&s, buf, sizeof buf);
    assert_int_equal(ui_settings_parse(buf, &t), 0);
    assert_string_equal(t.name, "Zoë Łukasz 名前");
    static const char *const bad[] = {"name=abcdefghijklmnopqrstuvwxyz",
                                      "name=\x01x",
                                      "name=a\x7f",
                                      "name=\xc3",
                                      "name=\xed\xa0\x80",
                                      "name=\xc0\xaf",
                                      "name=\xc2\x85"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(ui_settings_parse(bad[i], &t), 1);
        assert_string_equal(t.name, "");
    }
    assert_int_equal(ui_settings_parse("name=   ", &t), 0); /* trimmed: none */
    assert_string_equal(t.name, "");
    assert_true(ui_name_ok("Ana"));
    assert_false(ui_name_ok(""));
    assert_false(ui_name_ok("   "));
}

static void settings_volume(void **state)
{
    (void)state;
    UiSettings d, s;
    ui_settings_default(&d);
    assert_true(d.volume > 0 && d.volume <= 100);
    assert_int_equal(d.show_leads, 1);
    assert_int_equal(d.undo_vs_bots, 1); /* Undo against bots: on by default */
    assert_int_equal(ui_settings_parse("undo_against_bots=off\n", &s), 0);
    assert_int_equal(s.undo_vs_bots, 0);
    assert_int_equal(ui_settings_parse("undo_against_bots=maybe\n", &s), 1);
    assert_int_equal(s.undo_vs_bots, 1);
    assert_int_equal(ui_settings_parse("volume=100\nlive_majorities=off\n", &s), 0);
    assert_int_equal(s.volume, 100);
    assert_int_equal(s.show_leads, 0);
    assert_int_equal(ui_settings_parse("volume=101\n", &s), 1);
    assert_int_equal(s.volume, d.volume);
    assert_int_equal(ui_settings_parse("volume=-1\n", &s), 1);
    assert_int_equal(s.volume, d.volume);
}

static void settings_forgiving(void **state)
{
    (void)state;
    UiSettings d, s;
    ui_settings_default(&d);
    /* comments, blanks, spaces, CR LF, a BOM, unknown keys, a section */
    assert_int_equal(ui_settings_parse("\xEF\xBB\xBF# mine\r\n\r\n[ys]\r\n  language = fr_FR \r\nfullscreen=yes\r\n"
                                       "; note\nanimation_speed = 1,5\n",
                                       &s),
                     0);
    assert_int_equal(s.lang, UI_LANG_FR);
    assert_int_equal(s.fullscreen, 1);
    assert_true(s.anim_speed == 1.5f);
    /* bad values keep their defaults, each line counted once */
    static const char *const bad[] = {
        "language=klingon",
        "fullscreen=2",
        "animation_speed=9",
        "animation_speed=0.1",
        "animation_speed=nan",
        "animation_speed=",
        "bot_pace_ms=-1",
        "bot_pace_ms=999999999999999",
        "bot_pace_ms=12abc",
        "window_width=100",
        "window_height=99999",
        "window_width=0x500",
        "show_own_face_down=ja",
        "confirm_placement",
        "=1",
        "colour=red",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(ui_settings_parse(bad[i], &s), 1);
        assert_true(settings_equal(&s, &d));
    }
    assert_int_equal(ui_settings_parse("", &s), 0);
    assert_int_equal(ui_settings_parse(NULL, &s), 0);
    assert_true(settings_equal(&s, &d));
    /* one bad line does not spoil the good ones */
    assert_int_equal(ui_settings_parse("fullscreen=maybe\nbot_pace_ms=250\nwindow_width=800\n", &s), 1);
    assert_int_equal(s.bot_pace_ms, 250);
    assert_int_equal(s.window_w, 800);
    /* garbage: random bytes, very long lines, never a crash; values stay in range */
    uint64_t rng = 12345;
    char *junk = malloc(5000);
    assert_non_null(junk);
    for (int round = 0; round < 2000; round++) {
        size_t n = ys_rng_below(&rng, 4999);
        for (size_t i = 0; i < n; i++) {
            uint32_t r = ys_rng_below(&rng, 100);
            /* mostly text made of our own keys' letters, to reach the parsers */
            junk[i] = r < 10   ? '\n'
                      : r < 20 ? '='
                      : r < 30 ? (char)('0' + ys_rng_below(&rng, 10))
                      : r < 35 ? '.'
                      : r < 90 ? "language_fullscreen_animation_speed_bot_pace_ms"[ys_rng_below(&rng, 47)]
                               : (char)(1 + ys_rng_below(&rng, 255));
        }
        junk[n] = 0;
        ui_settings_parse(junk, &s);
        assert_true(s.lang >= UI_LANG_EN && s.lang < UI_LANG_COUNT);
        assert_true(s.anim_speed >= UI_ANIM_SPEED_MIN && s.anim_speed <= UI_ANIM_SPEED_MAX);
        assert_true(s.bot_pace_ms >= 0 && s.bot_pace_ms <= UI_BOT_PACE_MAX_MS);
        assert_true(s.window_w >= UI_WINDOW_MIN_W && s.window_h >= UI_WINDOW_MIN_H);
    }
    free(junk);
    /* formatting out-of-range values still writes a file that parses */
    UiSettings odd = d;
    odd.anim_speed = 100.0f;
    odd.lang = (UiLang)42;
    char buf[1024];
    ui_settings_format(&odd, buf, sizeof buf);
    assert_int_equal(ui_settings_parse(buf, &s), 0);
    assert_true(s.anim_speed == UI_ANIM_SPEED_MAX);
    assert_int_equal(s.lang, UI_LANG_EN);
}

/* ------------------------------------------------------------------ */
/* Autosave */

static void autosave_round_trip(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    uint64_t rng = 7;
    YsMatch *m = new_match(4, 99, 1), *back = new_match(3, 1, 0);
    YsLoadError why;
    assert_false(ui_autosave_exists(dir));
    assert_int_equal(ui_autosave_load(back, dir, &why), -1);
    assert_int_equal(why.code, YS_LOAD_MISSING);
    for (int step = 0; step < 5; step++) {
        play_n(m, 40, &rng);
        assert_int_equal(ui_autosave(m, dir), 0);
        assert_true(ui_autosave_exists(dir));
        assert_int_equal(ui_autosave_load(back, dir, &why), 0);
        assert_same_match(m, back);
    }
    /* nothing left behind but the save and the one before */
    assert_false(exists(dir, "autosave.ys.new"));
    assert_false(exists(dir, "autosave.ys.tmp"));
    assert_true(exists(dir, "autosave.prev.ys"));
    ui_autosave_clear(dir);
    assert_false(ui_autosave_exists(dir));
    free(m);
    free(back);
    remove_tree(dir);
    free(dir);
}

static void autosave_interrupted(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    uint64_t rng = 11;
    YsMatch *a = new_match(3, 5, 0), *b, *back = new_match(3, 1, 0);
    YsLoadError why;
    play_n(a, 30, &rng);
    assert_int_equal(ui_autosave(a, dir), 0);
    b = malloc(sizeof *b);
    *b = *a;
    play_n(b, 30, &rng);

    /* a crash while writing the next one: stale temp files, cut short */
    YsBuf text = {0};
    ys_save_text(b, &text);
    write_file(dir, "autosave.ys.new.tmp", text.s, text.n / 2);
    write_file(dir, "autosave.ys.tmp", text.s, text.n / 3);
    assert_int_equal(ui_autosave_load(back, dir, &why), 0);
    assert_same_match(a, back);
    /* and the next autosave goes through regardless */
    assert_int_equal(ui_autosave(b, dir), 0);
    assert_int_equal(ui_autosave_load(back, dir, &why), 0);
    assert_same_match(b, back);

    /* a crash between the renames: only .new and .prev exist */
    char path[1024], path2[1024];
    snprintf(path, sizeof path, "%s/autosave.ys", dir);
    snprintf(path2, sizeof path2, "%s/autosave.ys.new", dir);
    assert_int_equal(rename(path, path2), 0);
    assert_int_equal(ui_autosave_load(back, dir, &why), 0);
    assert_same_match(b, back);
    assert_int_equal(ui_autosave(b, dir), 0); /* recovers */

    /* the current one damaged (cut short, or a byte changed): the previous loads */
    write_file(dir, "autosave.ys", text.s, text.n - 30);
    assert_int_equal(ui_autosave_load(back, dir, &why), 0);
    assert_same_match(a, back); /* the one before: b's first autosave found no autosave.ys to keep */
    size_t n = 0;
    char *prev = read_all(dir, "autosave.prev.ys", &n);
    assert_non_null(prev);
    prev[n / 2] ^= 0x20;
    write_file(dir, "autosave.prev.ys", prev, n);
    free(prev);
    /* every file damaged: refused with the first damage reported */
    assert_int_equal(ui_autosave_load(back, dir, &why), -2);
    assert_int_equal(why.code, YS_LOAD_CUT_SHORT);
    assert_non_null(strstr(why.text, "cut short"));
    assert_same_match(a, back); /* untouched */

    ys_buf_free(&text);
    free(a);
    free(b);
    free(back);
    remove_tree(dir);
    free(dir);
}

/* ------------------------------------------------------------------ */
/* Named saves */

static void save_names(void **state)
{
    (void)state;
    static const char *const names[] = {
        "Partie à 4",
        "Spiel gegen Bots",
        "Gra 2-osobowa",
        "../../etc/passwd",
        "a/b\\c:d*e?f\"g<h>i|j",
        "100%",
        "con",
        "LPT1",
        "  padded  ",
        "żółć",
        "x.ys",
    };
    char file[256], back[128];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        assert_int_equal(ui_save_file_name(names[i], file, sizeof file), 0);
        for (const char *p = file; *p; p++)
            assert_true(strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 _-%.", *p));
        assert_int_equal(strcspn(file, "."), strlen(file) - 3); /* one dot, in ".ys" */
        assert_int_equal(ui_save_name_decode(file, back, sizeof back), 0);
        const char *want = names[i];
        if (!strcmp(want, "  padded  ")) want = "padded";
        assert_string_equal(back, want);
    }
    assert_int_equal(ui_save_file_name("con", file, sizeof file), 0);
    assert_string_not_equal(file, "con.ys");
    assert_int_equal(ui_save_file_name("", file, sizeof file), -1);
    assert_int_equal(ui_save_file_name("   ", file, sizeof file), -1);
    assert_int_equal(ui_save_file_name("\x01\x02", file, sizeof file), -1);
    assert_int_equal(ui_save_file_name("abc", file, 4), -1);
    /* a long name is cut on a character boundary */
    char longname[300] = "";
    for (int i = 0; i < 40; i++)
        strcat(longname, "ł");
    assert_int_equal(ui_save_file_name(longname, file, sizeof file), 0);
    assert_int_equal(ui_save_name_decode(file, back, sizeof back), 0);
    assert_int_equal(strlen(back), UI_SAVE_NAME_MAX);
    assert_int_equal(ui_save_name_decode("noext", back, sizeof back), -1);
    assert_int_equal(ui_save_name_decode("bad%zz.ys", back, sizeof back), -1);
    assert_int_equal(ui_save_name_decode("bad%0.ys", back, sizeof back), -1);
    assert_int_equal(ui_save_name_decode("a%00b.ys", back, sizeof back), -1);
    /* only the file name a name is saved under reads as that name: a file
     * made by hand as " du soir.ys" was listed as " du soir", and loading
     * that name opened "du soir.ys", another file or none (fuzz_files) */
    static const char *const not_ours[] = {" du soir.ys", "soir .ys", "%61.ys",  "a%2fb.ys",
                                           "%01.ys",      "%20x.ys",  "c%C5.ys", "con.ys"};
    for (size_t i = 0; i < sizeof not_ours / sizeof not_ours[0]; i++)
        if (ui_save_name_decode(not_ours[i], back, sizeof back) != -1)
            fail_msg("\"%s\" was read as a name", not_ours[i]);
    char too_long[100];
    memset(too_long, 'a', UI_SAVE_NAME_MAX + 1);
    strcpy(too_long + UI_SAVE_NAME_MAX + 1, ".ys");
    assert_int_equal(ui_save_name_decode(too_long, back, sizeof back), -1);
}

static void named_saves_and_listing(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    UiSaveInfo list[8];
    assert_int_equal(ui_list_saves(dir, list, 8), 0); /* no saves/ yet */
    uint64_t rng = 3;
    YsMatch *m2 = new_match(2, 8, 0), *m4 = new_match(4, 9, 0), *back = new_match(3, 1, 0);
    play_n(m2, 25, &rng);
    play_n(m4, 200, &rng);
    assert_int_equal(ui_save_named(m2, dir, "Partie à 2"), 0);
    assert_int_equal(ui_save_named(m4, dir, "four/players"), 0);
    assert_int_equal(ui_save_named(m4, dir, ""), -1);
    char err[200];
    YsLoadError why;
    assert_int_equal(ui_load_named(back, dir, "Partie à 2", &why), 0);
    assert_same_match(m2, back);
    assert_int_equal(ui_load_named(back, dir, "four/players", &why), 0);
    assert_same_match(m4, back);
    assert_int_equal(ui_load_named(back, dir, "nothing here", &why), -1);
    assert_int_equal(why.code, YS_LOAD_MISSING);

    /* a damaged save: one byte changed, and one cut short */
    char file[256], sub[1024];
    snprintf(sub, sizeof sub, "%s/saves", dir);
    assert_int_equal(ui_save_name_decode("x.ys", err, sizeof err), 0);
    YsBuf text = {0};
    ys_save_text(m4, &text);
    text.s[text.n / 2] ^= 1;
    assert_int_equal(ui_save_file_name("Damaged", file, sizeof file), 0);
    write_file(sub, file, text.s, text.n);
    write_file(sub, "cut.ys", text.s, text.n / 3);
    write_file(sub, "notes.txt", "not a save", 10);
    write_file(sub, "Partie%20x.ys.tmp", "partial", 7);
    ys_buf_free(&text);
    assert_int_equal(ui_load_named(back, dir, "Damaged", &why), -2);
    assert_int_equal(why.code, YS_LOAD_ALTERED);
    assert_non_null(strstr(why.text, "checksum"));
    assert_same_match(m4, back); /* untouched */

    int n = ui_list_saves(dir, list, 8);
    assert_int_equal(n, 4);
    int seen = 0;
    for (int i = 0; i < n; i++) {
        if (i) assert_true(list[i - 1].mtime >= list[i].mtime);
        if (!strcmp(list[i].name, "Partie à 2")) {
            seen |= 1;
            assert_false(list[i].damaged);
            assert_int_equal(list[i].players, 2);
            assert_int_equal(list[i].moves, m2->nlog);
            assert_int_equal(list[i].round, m2->g.round);
        } else if (!strcmp(list[i].name, "four/players")) {
            seen |= 2;
            assert_false(list[i].damaged);
            assert_int_equal(list[i].players, 4);
            assert_int_equal(list[i].round, m4->g.round);
        } else if (!strcmp(list[i].name, "Damaged")) {
            seen |= 4;
            assert_true(list[i].damaged);
            assert_int_equal(list[i].why.code, YS_LOAD_ALTERED);
        } else if (!strcmp(list[i].name, "cut")) {
            seen |= 8;
            assert_true(list[i].damaged);
            assert_int_equal(list[i].why.code, YS_LOAD_CUT_SHORT);
        }
    }
    assert_int_equal(seen, 15);
    assert_int_equal(ui_list_saves(dir, list, 2), 2); /* max is respected */

    assert_int_equal(ui_delete_named(dir, "Damaged"), 0);
    assert_int_equal(ui_list_saves(dir, list, 8), 3);
    assert_int_equal(ui_delete_named(dir, "Damaged"), -1);
    free(m2);
    free(m4);
    free(back);
    remove_tree(dir);
    free(dir);
}

/* A crash at any point while the finished game's autosave is cleared never
 * brings back an earlier position of that game. */
static void autosave_clear_interrupted(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    uint64_t rng = 21;
    YsMatch *m = new_match(3, 4, 0), *before = malloc(sizeof *before), *back = new_match(3, 1, 0);
    while (play_one(m, &rng) == 0)
        ;
    *before = *m;
    assert_int_equal(ys_replay(before, m->nlog - 1), 0);
    for (int steps = 0; steps <= 5; steps++) {
        /* as at the end of a game: the last move's autosave over the one before */
        assert_int_equal(ui_autosave(before, dir), 0);
        assert_int_equal(ui_autosave(m, dir), 0);
        ui_autosave_clear_steps(dir, steps);
        YsLoadError why;
        if (ui_autosave_load(back, dir, &why) == 0) {
            if (back->nlog != m->nlog) fail_msg("cleared %d files: the game came back at move %d", steps, back->nlog);
            assert_same_match(m, back);
        }
    }
    assert_false(ui_autosave_exists(dir));
    free(m);
    free(before);
    free(back);
    remove_tree(dir);
    free(dir);
}

static int settings_load_in_child(void *dir)
{
    UiSettings s;
    return ui_settings_load(&s, dir) == -1 ? 1 : 2;
}

static int settings_save_in_child(void *dir)
{
    UiSettings s;
    ui_settings_default(&s);
    return ui_settings_save(&s, dir) == -1 ? 1 : 2;
}

static int autosave_load_in_child(void *dir)
{
    YsMatch *m = malloc(sizeof *m);
    YsLoadError why;
    return ui_autosave_load(m, dir, &why) == 0 ? 10 + m->nlog % 100 : 1;
}

static int is_fifo(const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat st;
    return lstat(path, &st) == 0 && S_ISFIFO(st.st_mode);
}

static void make_fifo(const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    assert_int_equal(mkfifo(path, 0600), 0);
}

/* A FIFO where the settings or an autosave should be (nobody writes to it)
 * is passed over at once, never waited on, and left as it is. */
static void fifos_are_not_files(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    make_fifo(dir, "settings.ini");
    assert_int_equal(finishes_within(settings_load_in_child, dir, 5), 1);
    assert_int_equal(finishes_within(settings_save_in_child, dir, 5), 1);
    assert_true(is_fifo(dir, "settings.ini"));
    remove_tree(dir);
    free(dir);

    dir = scratch_dir();
    make_fifo(dir, "settings.ini.tmp");
    assert_true(finishes_within(settings_save_in_child, dir, 5) > 0);
    assert_true(is_fifo(dir, "settings.ini.tmp"));

    uint64_t rng = 5;
    YsMatch *m = new_match(2, 6, 0);
    play_n(m, 12, &rng);
    assert_int_equal(ui_autosave(m, dir), 0);
    assert_int_equal(ui_autosave(m, dir), 0);
    char path[1024];
    snprintf(path, sizeof path, "%s/autosave.ys", dir);
    remove(path);
    make_fifo(dir, "autosave.ys");
    assert_int_equal(finishes_within(autosave_load_in_child, dir, 5), 10 + m->nlog % 100); /* the .prev */
    free(m);
    remove_tree(dir);
    free(dir);
}

/* However many saves there are, the list holds the newest first. */
static void listing_many_saves(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    uint64_t rng = 13;
    YsMatch *m = new_match(2, 3, 0);
    play_n(m, 10, &rng);
    enum { N = 70 };
    /* written in an order unrelated to their times */
    for (int k = 0; k < N; k++) {
        int i = (k * 29) % N;
        char name[32], file[256], path[1200];
        snprintf(name, sizeof name, "Game %02d", i);
        assert_int_equal(ui_save_named(m, dir, name), 0);
        assert_int_equal(ui_save_file_name(name, file, sizeof file), 0);
        snprintf(path, sizeof path, "%s/saves/%s", dir, file);
        struct timespec t[2] = {{1700000000 + i * 60, 0}, {1700000000 + i * 60, 0}};
        assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
    }
    assert_int_equal(ui_list_saves(dir, NULL, 0), N);
    UiSaveInfo few[5], *all = malloc(sizeof *all * (N + 1));
    assert_int_equal(ui_list_saves(dir, few, 5), 5);
    for (int i = 0; i < 5; i++) {
        char want[32];
        snprintf(want, sizeof want, "Game %02d", N - 1 - i);
        assert_string_equal(few[i].name, want);
    }
    assert_int_equal(ui_list_saves(dir, all, N + 1), N);
    for (int i = 0; i < N; i++) {
        char want[32];
        snprintf(want, sizeof want, "Game %02d", N - 1 - i);
        assert_string_equal(all[i].name, want);
        assert_false(all[i].damaged);
    }
    free(all);
    free(m);
    remove_tree(dir);
    free(dir);
}

/* ------------------------------------------------------------------ */
/* Undo */

static int mover_at(const YsMatch *m, int n)
{
    YsMatch *c = malloc(sizeof *c);
    assert_non_null(c);
    *c = *m;
    assert_int_equal(ys_replay(c, n), 0);
    int p = ys_to_move(&c->g);
    free(c);
    return p;
}

static int choices_at(const YsMatch *m, int n)
{
    static YsMoveList ml;
    YsMatch *c = malloc(sizeof *c);
    assert_non_null(c);
    *c = *m;
    assert_int_equal(ys_replay(c, n), 0);
    ys_legal(&c->g, &ml);
    free(c);
    return ml.n;
}

/* Against bots: Undo goes back to just before the human's latest choice,
 * whatever happened since. */
static void undo_against_bots(void **state)
{
    (void)state;
    uint64_t rng = 21;
    YsMatch *m = new_match(3, 44, 0);
    assert_int_equal(ui_undo_target(m, 1u, 0), -1); /* nothing played */
    int checked = 0;
    for (int step = 0; step < 400 && !ys_over(&m->g); step++) {
        play_one(m, &rng);
        if (step % 7) continue;
        int t = ui_undo_target(m, 1u, 0);
        /* the latest move of seat 0 that was a choice */
        int want = -1;
        for (int k = m->nlog - 1; k >= 0 && want < 0; k--)
            if (mover_at(m, k) == 0 && choices_at(m, k) > 1) want = k;
        assert_int_equal(t, want);
        if (t >= 0) {
            assert_int_equal(mover_at(m, t), 0);
            checked++;
        }
        assert_int_equal(ui_undo_target(m, 1u, -1), t);
    }
    assert_true(checked > 20);
    assert_int_equal(ui_undo_target(m, 0u, -1), -1); /* a demo: no Undo */
    assert_int_equal(ui_undo_target(m, 1u, 1), -1);  /* seat 1 is a bot */
    free(m);
}

/* Hot seat: only while no other human has played and nothing hidden has
 * come to light since. */
static void undo_hot_seat(void **state)
{
    (void)state;
    uint64_t rng = 5;
    YsMatch *m = new_match(2, 77, 0);
    unsigned both = 3u;
    /* the first bid: its author may take it back */
    int first = ys_to_move(&m->g);
    play_one(m, &rng);
    assert_int_equal(ui_undo_target(m, both, first), 0);
    assert_int_equal(ui_undo_target(m, both, -1), 0);
    assert_int_equal(ui_undo_target(m, both, 1 - first), -1); /* has not decided yet */
    /* the second bid reveals both: no Undo for either */
    play_one(m, &rng);
    assert_int_equal(ui_undo_target(m, both, -1), -1);
    assert_int_equal(ui_undo_target(m, both, first), -1);
    assert_int_equal(ui_undo_target(m, both, 1 - first), -1);
    /* against a bot, the bids could be taken back */
    assert_int_equal(ui_undo_target(m, 1u << first, first), 0);

    /* placing: a human's own moves can be taken back until the other moves */
    while (m->g.phase != YS_PHASE_PLACE)
        play_one(m, &rng);
    int p = ys_to_move(&m->g), start = m->nlog;
    while (ys_to_move(&m->g) == p && m->g.phase == YS_PHASE_PLACE)
        play_one(m, &rng);
    int q = ys_to_move(&m->g);
    assert_true(q != p);
    int t = ui_undo_target(m, both, p);
    assert_true(t >= start && t < m->nlog);
    assert_int_equal(mover_at(m, t), p);
    assert_int_equal(ui_undo_target(m, both, -1), t);
    /* Undo of Undo: going back there, the same human may go back further */
    YsMatch *c = malloc(sizeof *c);
    *c = *m;
    assert_int_equal(ys_replay(c, t), 0);
    assert_int_equal(ys_to_move(&c->g), p);
    int t2 = ui_undo_target(c, both, p);
    assert_true(t2 < t && (t2 == -1 || t2 >= start));
    free(c);
    /* once the other human has played, p's moves stand */
    play_one(m, &rng);
    assert_int_equal(ui_undo_target(m, both, p), -1);
    /* but against a bot they could still be taken back */
    assert_int_equal(ui_undo_target(m, 1u << p, p), t);

    /* later: counting turns face-down brokers over, so no Undo across it */
    while (!ys_over(&m->g) && m->g.phase != YS_PHASE_COUNT)
        play_one(m, &rng);
    while (!ys_over(&m->g) && m->g.round == 1) {
        int r = ui_undo_target(m, both, -1);
        if (r >= 0) {
            /* whatever is allowed lies after the last reveal */
            YsMatch *d = malloc(sizeof *d);
            *d = *m;
            assert_int_equal(ys_replay(d, r), 0);
            assert_true(d->g.phase != YS_PHASE_PLACE);
            free(d);
        }
        play_one(m, &rng);
    }
    free(m);
}

/* ------------------------------------------------------------------ */
/* Seats travel with their game (issue 38, items 1 and 2) */

/* A session as a window holds it: a match of its own and its seats. */
static UiSession *session_of(YsMatch *m, int seat0_human)
{
    UiSession *s = calloc(1, sizeof *s);
    assert_non_null(s);
    UiSeat seat[YS_MAX_HUMANS];
    for (int p = 0; p < YS_MAX_HUMANS; p++) {
        seat[p].human = p == 0 ? seat0_human : 0;
        seat[p].level = AI_HARD;
        seat[p].colour = p;
        snprintf(seat[p].name, sizeof seat[p].name, "%s%d", seat0_human ? "Ann" : "Bot", p);
    }
    assert_int_equal(ui_session_open(s, ui_local_new(m, seat, NULL, 0), seat, -2), 0);
    return s;
}

static void seats_go_with_their_game(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    uint64_t rng = 5;
    /* window A: Orange human; window B, on the same folder: Orange a bot */
    UiSession *a = session_of(new_match(4, 11, 0), 1), *b = session_of(new_match(4, 12, 0), 0);
    assert_int_equal(ui_persist_autosave(a, dir), 0);
    assert_int_equal(ui_persist_autosave(b, dir), 0); /* B starts, then closes */
    play_n(session_match(a), 3, &rng);
    assert_int_equal(ui_persist_autosave(a, dir), 0); /* A plays on, then closes */
    UiSession *c = session_of(new_match(2, 1, 0), 0);
    YsLoadError why;
    assert_int_equal(continued(c, dir, &why), 0);
    assert_same_match(session_match(a), ui_session_whole(c));
    assert_int_equal(c->seat[0].human, 1); /* A's seats, never B's: no bot in A's seat */
    assert_string_equal(c->seat[0].name, "Ann0");
    /* and the other way round: B's game comes back with B's seats */
    play_n(session_match(b), 2, &rng);
    assert_int_equal(ui_persist_autosave(b, dir), 0);
    assert_int_equal(continued(c, dir, &why), 0);
    assert_same_match(ui_session_whole(b), ui_session_whole(c));
    assert_int_equal(c->seat[0].human, 0);
    ui_session_close(a), ui_session_close(b), ui_session_close(c);
    free(a), free(b), free(c);
    remove_tree(dir);
    free(dir);
}

static void stale_seats_file_is_not_the_games(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    uint64_t rng = 6;
    UiSession *a = session_of(new_match(3, 21, 0), 1);
    play_n(session_match(a), 4, &rng);
    assert_int_equal(ui_persist_autosave(a, dir), 0);
    /* a crash while a new game was being started left that game's seats
     * beside the old autosave (the side file of earlier versions) */
    static const char other[] = "# Ys seats\nplayers=4\nseat0.human=0\nseat0.level=1\nseat0.name=Bot\n";
    write_file(dir, "autosave.seats", other, sizeof other - 1);
    UiSession *c = session_of(new_match(2, 1, 0), 0);
    YsLoadError why;
    assert_int_equal(continued(c, dir, &why), 0);
    assert_same_match(session_match(a), ui_session_whole(c));
    assert_int_equal(c->seat[0].human, 1);
    assert_string_equal(c->seat[0].name, "Ann0");
    ui_session_close(a), ui_session_close(c);
    free(a), free(c);
    remove_tree(dir);
    free(dir);
}

/* Item 4: a save is opened by its file, whatever name it is shown under */
static void saves_open_by_their_file(void **state)
{
    (void)state;
    char *dir = scratch_dir(), sub[1024];
    snprintf(sub, sizeof sub, "%s/saves", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    uint64_t rng = 8;
    static const char *const files[] = {"My game (1).ys", "J\xc3\xa9r\xc3\xb4me.ys", "Duel.ys", "Duel .ys"};
    static const int players[] = {3, 2, 4, 2};
    YsMatch *m[4];
    for (int i = 0; i < 4; i++) {
        m[i] = new_match(players[i], 30 + (uint64_t)i, 0);
        play_n(m[i], 5 + i, &rng);
        YsBuf text = {0};
        ys_save_text(m[i], &text);
        write_file(sub, files[i], text.s, text.n);
        ys_buf_free(&text);
    }
    UiSaveInfo list[8];
    int n = ui_list_saves(dir, list, 8);
    assert_int_equal(n, 4);
    for (int i = 0; i < n; i++) {
        int k = -1;
        for (int j = 0; j < 4; j++)
            if (!strcmp(list[i].file, files[j])) k = j;
        assert_true(k >= 0);
        UiSession *c = session_of(new_match(2, 1, 0), 0);
        YsLoadError why;
        if (loaded_file(c, dir, list[i].file, &why) != 0)
            fail_msg("\"%s\" (shown as \"%s\") did not open: %s", list[i].file, list[i].name, why.text);
        assert_same_match(m[k], ui_session_whole(c));
        ui_session_close(c);
        free(c);
    }
    /* a file name that leads out of saves/ opens nothing */
    UiSession *c = session_of(new_match(2, 1, 0), 0);
    YsLoadError why;
    assert_int_not_equal(loaded_file(c, dir, "../autosave.ys", &why), 0);
    assert_int_not_equal(loaded_file(c, dir, "", &why), 0);
    ui_session_close(c);
    free(c);
    for (int i = 0; i < 4; i++)
        free(m[i]);
    remove_tree(dir);
    free(dir);
}

/* Item 5: a player's folder of any length keeps its seats (a fixed buffer
 * of 1,200 bytes lost them past about 1,180) */
static void long_folder_keeps_seats(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    size_t cap = strlen(dir) + 2100;
    char *deep = malloc(cap);
    assert_non_null(deep);
    snprintf(deep, cap, "%s", dir);
    while (strlen(deep) < 1500) { /* 1,500 bytes in folders of 200 */
        size_t l = strlen(deep);
        deep[l] = '/';
        memset(deep + l + 1, 'd', 199);
        deep[l + 200] = 0;
        assert_int_equal(mkdir(deep, 0700), 0);
    }
    strcat(deep, "/");
    uint64_t rng = 4;
    UiSession *a = session_of(new_match(4, 41, 0), 0); /* every seat a bot */
    snprintf(a->seat[2].name, sizeof a->seat[2].name, "Far");
    play_n(session_match(a), 3, &rng);
    assert_int_equal(ui_persist_autosave(a, deep), 0);
    assert_int_equal(ui_persist_save_named(a, deep, "Long"), 0);
    UiSession *c = session_of(new_match(2, 1, 0), 1);
    YsLoadError why;
    assert_int_equal(continued(c, deep, &why), 0);
    assert_same_match(session_match(a), ui_session_whole(c));
    assert_int_equal(c->seat[0].human, 0);
    assert_string_equal(c->seat[2].name, "Far");
    c->seat[0].human = 1;
    assert_int_equal(loaded_named(c, deep, "Long", &why), 0);
    assert_int_equal(c->seat[0].human, 0);
    assert_string_equal(c->seat[2].name, "Far");
    ui_session_close(a), ui_session_close(c);
    free(a), free(c);
    free(deep);
    remove_tree(dir);
    free(dir);
}

/* Item 6: settings.ini a symbolic link (a dotfiles folder): the file it
 * leads to is written and the link stays */
static void settings_through_a_link(void **state)
{
    (void)state;
    char *dir = scratch_dir(), target[1024], link[1024];
    snprintf(target, sizeof target, "%s/dotfiles.ini", dir);
    snprintf(link, sizeof link, "%s/settings.ini", dir);
    write_file(dir, "dotfiles.ini", "language=en\n", 12);
    assert_int_equal(symlink(target, link), 0);
    UiSettings set, back;
    ui_settings_default(&set);
    set.lang = UI_LANG_FR;
    char *slash = malloc(strlen(dir) + 2);
    sprintf(slash, "%s/", dir);
    assert_int_equal(ui_settings_save(&set, slash), 0);
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_int_equal(ui_settings_load(&back, slash), 0);
    assert_int_equal(back.lang, UI_LANG_FR);
    /* a link to nowhere a file can be: refused, not pretended */
    assert_int_equal(unlink(link), 0);
    assert_int_equal(symlink("/dev/null", link), 0);
    assert_int_equal(ui_settings_save(&set, slash), -1);
    free(slash);
    remove_tree(dir);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(settings_round_trip),
        cmocka_unit_test(settings_volume),
        cmocka_unit_test(settings_name),
        cmocka_unit_test(settings_forgiving),
        cmocka_unit_test(autosave_round_trip),
        cmocka_unit_test(autosave_interrupted),
        cmocka_unit_test(save_names),
        cmocka_unit_test(named_saves_and_listing),
        cmocka_unit_test(undo_against_bots),
        cmocka_unit_test(undo_hot_seat),
        cmocka_unit_test(autosave_clear_interrupted),
        cmocka_unit_test(fifos_are_not_files),
        cmocka_unit_test(listing_many_saves),
        cmocka_unit_test(seats_go_with_their_game),
        cmocka_unit_test(stale_seats_file_is_not_the_games),
        cmocka_unit_test(saves_open_by_their_file),
        cmocka_unit_test(long_folder_keeps_seats),
        cmocka_unit_test(settings_through_a_link),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
