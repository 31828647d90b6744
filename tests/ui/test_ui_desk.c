/* test_ui_desk.c - the desktop program around the game, headless: Undo
 * against bots and in hot seat, the autosave after each move and Continue,
 * a damaged autosave skipped with a message (why, in each language), seats
 * side files, French, a --prefs folder made when missing, long seats files,
 * many saves. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* mkfifo, symlink */
#endif
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#ifndef _WIN32
#include <unistd.h> /* chdir */
#endif

#include <SDL_image.h>
#include <cmocka.h>

#include "app.h"
#include "audited.h"
#include "folders.h"
#ifndef _WIN32
#include "finishes.h"
#endif
#include "render.h"

static UiApp app;

static UiApp *start(const char *dir)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 800, 450, SDL_WINDOW_HIDDEN), 0);
    ui_app_open(a, dir, UI_LANG_EN);
    return a;
}

static void stop(UiApp *a)
{
    ui_app_free(a);
    ui_app_set_lang(NULL, UI_LANG_EN);
}

static void new_game(UiApp *a, int humans, const char *seed)
{
    ui_app_setup_defaults(a, 4);
    for (int s = 0; s < 4; s++) {
        a->setup.seat[s].human = s < humans;
        a->setup.seat[s].level = AI_EASY;
    }
    snprintf(a->setup.seed, sizeof a->setup.seed, "%s", seed);
    assert_int_equal(ui_app_start_game(a), 0);
}

/* The human at the screen has a choice now. */
static int human_decides(UiApp *a)
{
    const YsGame *g = &ui_session_whole(&a->ses)->g;
    int to = ys_to_move(g);
    return a->scene == SC_GAME && !a->ses.animating && !ys_over(g) && to >= 0 && to < g->opt.players &&
           a->ses.seat[to].human && to == a->ses.viewer && a->ses.legal.n > 1;
}

static void test_undo_against_bots(void **state)
{
    (void)state;
    UiApp *a = start(fresh_dir("undo_bots"));
    new_game(a, 1, "11");
    uint64_t rng = 5;
    int decisions = 0, prev = -1, last = -1, bot_after = 0;
    for (int guard = 0; guard < 5000; guard++) {
        if (human_decides(a) && ui_session_whole(&a->ses)->nlog != last) {
            prev = last, last = ui_session_whole(&a->ses)->nlog;
            decisions++;
            if (decisions >= 4 && bot_after) break;
            bot_after = 0;
        }
        int to = ys_to_move(&ui_session_whole(&a->ses)->g);
        if (to >= 1 && to < 4 && ui_session_whole(&a->ses)->nlog > last && last >= 0) bot_after = 1;
        assert_true(ui_drive_step(a, &rng));
    }
    assert_true(decisions >= 4);
    assert_true(prev >= 0);
    /* bots have played since the human's latest decision: Undo takes them
     * back too, to just before that decision */
    assert_int_equal(a->ses.undo_to, prev);
    assert_int_equal(ui_app_undo(a), 0);
    assert_int_equal(ui_session_whole(&a->ses)->nlog, prev);
    assert_int_equal(ys_to_move(&ui_session_whole(&a->ses)->g), 0);
    assert_int_equal(a->scene, SC_GAME);
    assert_true(a->ses.legal.n > 1);
    ui_app_draw(a);
    stop(a);
}

static void test_undo_hot_seat(void **state)
{
    (void)state;
    UiApp *a = start(fresh_dir("undo_hot"));
    new_game(a, 2, "12");
    uint64_t rng = 6;
    int allowed_once = 0;
    for (int guard = 0; guard < 5000 && !ui_session_whole(&a->ses)->g.bids_revealed; guard++) {
        /* a human has bid and nobody has played since: the bid may be taken back */
        if (!allowed_once && a->ses.viewer >= 0 && a->ses.undo_to >= 0) {
            int n = ui_session_whole(&a->ses)->nlog;
            assert_int_equal(ui_app_undo(a), 0);
            assert_true(ui_session_whole(&a->ses)->nlog < n);
            assert_int_equal(ys_to_move(&ui_session_whole(&a->ses)->g), a->ses.viewer);
            allowed_once = 1;
        }
        assert_true(ui_drive_step(a, &rng));
    }
    assert_true(allowed_once);
    assert_true(ui_session_whole(&a->ses)->g.bids_revealed);
    /* the bids are revealed now: every human's bid is known, no take-back */
    for (int guard = 0; guard < 50 && a->scene != SC_GAME && a->scene != SC_HANDOVER; guard++)
        ui_drive_step(a, &rng);
    int n = ui_session_whole(&a->ses)->nlog;
    if (a->ses.viewer < 0) ui_app_click(a, a->out_w / 2, a->out_h / 2);
    assert_true(a->ses.viewer >= 0);
    assert_int_equal(a->ses.undo_to, -1);
    assert_int_equal(ui_app_undo(a), -1);
    assert_int_equal(ui_session_whole(&a->ses)->nlog, n);
    assert_true(a->status[0] != 0);
    stop(a);
}

static void test_autosave_and_continue(void **state)
{
    (void)state;
    const char *dir = fresh_dir("continue");
    UiApp *a = start(dir);
    assert_false(a->has_autosave);
    ui_app_setup_defaults(a, 3);
    a->setup.seat[0].human = 1;
    a->setup.seat[1].human = 0, a->setup.seat[1].level = AI_HARD;
    a->setup.seat[2].human = 0, a->setup.seat[2].level = AI_EASY;
    snprintf(a->setup.seat[1].name, sizeof a->setup.seat[1].name, "Zo\xc3\xab");
    a->setup.seat[2].colour = 3;
    snprintf(a->setup.seed, sizeof a->setup.seed, "77");
    assert_int_equal(ui_app_start_game(a), 0);
    char path[512];
    snprintf(path, sizeof path, "%s/autosave.ys", dir);
    uint64_t rng = 9;
    for (int i = 0; i < 30; i++)
        ui_drive_step(a, &rng);
    ui_app_fast_forward(a);
    int n = ui_session_whole(&a->ses)->nlog;
    assert_true(n > 5);
    /* written after the last move */
    YsMatch *disk = malloc(sizeof *disk);
    assert_int_equal(ys_load(disk, path, NULL), 0);
    assert_int_equal(disk->nlog, n);
    YsMove *moves = malloc(sizeof(YsMove) * (size_t)n);
    memcpy(moves, ui_session_whole(&a->ses)->log, sizeof(YsMove) * (size_t)n);
    stop(a);

    /* a new session: Continue brings back the same match and seats */
    a = start(dir);
    assert_true(a->has_autosave);
    ui_app_draw(a);
    assert_int_equal(ui_app_continue(a), 0);
    assert_int_equal(ui_session_whole(&a->ses)->nlog, n);
    for (int i = 0; i < n; i++)
        assert_true(ys_move_equal(&ui_session_whole(&a->ses)->log[i], &moves[i]));
    assert_int_equal(ui_session_whole(&a->ses)->g.opt.players, 3);
    assert_string_equal(a->ses.names[1], "Zo\xc3\xab");
    assert_int_equal(a->ses.seat[0].human, 1);
    assert_int_equal(a->ses.seat[1].human, 0);
    assert_int_equal(a->ses.seat[1].level, AI_HARD);
    assert_int_equal(a->ses.pcolour[2], 3);
    assert_int_equal(a->ses.viewer, 0);
    assert_true(a->scene == SC_GAME);
    assert_true(a->ses.nlog > 0); /* the game log is rebuilt */
    ui_app_draw(a);
    free(moves);
    free(disk);
    stop(a);
}

static void test_damaged_autosave(void **state)
{
    (void)state;
    const char *dir = fresh_dir("damaged");
    char path[512];
    snprintf(path, sizeof path, "%s/autosave.ys", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("ys-save 1\noptions players=9\nmoves\nthis is not a move\n", f);
    fclose(f);
    UiApp *a = start(dir);
    /* reported, not offered, never a crash */
    assert_false(a->has_autosave);
    assert_true(strlen(a->status) > 0);
    assert_int_equal(ui_app_continue(a), -1);
    assert_int_equal(a->scene, SC_TITLE);
    ui_app_draw(a);
    stop(a);
}

static void remove_file(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    remove(path);
}

static void put_file(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* A save sealed with its checksum around body (FNV-1a 64 of the bytes above
 * the checksum line), so the loader reads as far as its moves. */
static void put_sealed(const char *dir, const char *name, const char *body)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (const char *c = body; *c; c++)
        h = (h ^ (unsigned char)*c) * 0x100000001b3ull;
    char text[512];
    snprintf(text, sizeof text, "%schecksum %016llx\n", body, (unsigned long long)h);
    put_file(dir, name, text);
}

/* Why a save did not load is told in the player's language: the title's
 * message about a damaged autosave, a named save's failed load, and the
 * damaged save's row in the list (the engine's English words only go to
 * the log). */
static void test_load_errors_in_each_language(void **state)
{
    (void)state;
    static const char *const cut = "YS-SAVE 1\noptions players=4 seed=1\nmoves 0\n"; /* no checksum line */
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        char name[32], sub[300], want[400], why[200];
        snprintf(name, sizeof name, "loadwhy_%s", ui_lang_code((UiLang)lang));
        const char *dir = fresh_dir(name);
        put_file(dir, "autosave.ys", cut);
        snprintf(sub, sizeof sub, "%s/saves", dir);
        mkdir(sub, 0700);
        put_file(sub, "Broken.ys", "YS-SAVE 1\n");
        UiApp *a = &app;
        assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
        ui_app_open(a, dir, (UiLang)lang);
        assert_int_equal(ui_lang_current(), lang);
        assert_false(a->has_autosave);
        snprintf(want, sizeof want, ui_str(S_AUTOSAVE_DAMAGED), ui_str(S_LOAD_WHY_CUT_SHORT));
        assert_string_equal(a->status, want);

        assert_int_equal(ui_app_load_named(a, "Broken", 0), -1);
        snprintf(want, sizeof want, ui_str(S_LOAD_FAILED), ui_str(S_LOAD_WHY_CUT_SHORT));
        assert_string_equal(a->status, want);
        assert_int_equal(ui_app_load_named(a, "Nothing", 0), -1);
        snprintf(want, sizeof want, ui_str(S_LOAD_FAILED), ui_str(S_LOAD_WHY_MISSING));
        assert_string_equal(a->status, want);
        put_sealed(sub, "Illegal.ys", "YS-SAVE 1\noptions players=4 seed=1\nmoves 2\nbid 4 3\nseat 3\n");
        assert_int_equal(ui_app_load_named(a, "Illegal", 0), -1);
        snprintf(why, sizeof why, ui_str(S_LOAD_WHY_ILLEGAL_MOVE), 2);
        snprintf(want, sizeof want, ui_str(S_LOAD_FAILED), why);
        assert_string_equal(a->status, want);
        remove_file(sub, "Illegal.ys");

        /* the list's row: the date, then why (as much of it as the audit keeps) */
        ui_app_refresh_saves(a);
        ui_nav_go(a, SC_TITLE);
        ui_nav_push(a, SC_SAVES);
        assert_int_equal(a->saves.n, 1);
        char date[40] = "", row[UI_AUDIT_TEXT];
        time_t t = (time_t)a->saves.list[0].mtime;
        struct tm *tm = localtime(&t);
        if (tm) strftime(date, sizeof date, "%Y-%m-%d %H:%M", tm);
        snprintf(why, sizeof why, ui_str(S_SAVE_DAMAGED), ui_str(S_LOAD_WHY_CUT_SHORT));
        snprintf(want, sizeof want, "%s - %s", date, why);
        size_t n = strlen(want) < sizeof row - 1 ? strlen(want) : sizeof row - 1; /* the row's width */
        memcpy(row, want, n);
        row[n] = 0;
        const UiTextAudit *au = draw_audited(a);
        int found = 0;
        for (int i = 0; i < au->n; i++)
            found |= !strcmp(au->rec[i].s, row);
        if (!found) fail_msg("%s: the damaged save's row \"%s\" is not drawn", ui_lang_code((UiLang)lang), row);
        stop(a);
    }
}

static void test_seats_file(void **state)
{
    (void)state;
    UiSeat s[YS_MAX_HUMANS];
    assert_int_equal(ui_seats_parse("players=2\nseat0.human=0\nseat0.level=3\nseat1.name=Ann\nseat1.colour=0\n", s, 2),
                     0);
    assert_int_equal(s[0].human, 0);
    assert_int_equal(s[0].level, 3);
    assert_string_equal(s[1].name, "Ann");
    assert_true(s[0].colour != s[1].colour); /* a clash is mended */
    assert_int_equal(ui_seats_parse("seat0.human=7\ngarbage\n", s, 2), -1);
    assert_int_equal(s[0].human, 1); /* bad values keep the default */
    /* numbers read with care: atoi took 4294967297 for 1 (easy) and "3x"
     * for 3, and a seat of 30 digits was sscanf's undefined behaviour */
    const char *big = "seat1.level=4294967297\nseat1.colour=3x\nseat99999999999999999999999999999.human=0\n"
                      "seat0.human=+0\nseat2.level=-1\nseat-1.human=0\nseat01.human=0\n";
    assert_int_equal(ui_seats_parse(big, s, 3), -1);
    assert_int_equal(s[1].level, AI_MEDIUM);
    assert_int_equal(s[1].colour, 1);
    assert_int_equal(s[2].level, AI_MEDIUM);
    assert_int_equal(s[0].human, 1);
    assert_int_equal(s[1].human, 0);
    /* a name is cut between letters, and what is not text is left out: a
     * hand-edited file could cut a Polish name in half, or hold bytes no
     * font can draw */
    char name[64] = "";
    for (int i = 0; i < 12; i++)
        strcat(name, "\xC5\x81"); /* 12 Polish L-strokes, 24 bytes: one more than a name holds */
    char line[200];
    snprintf(line, sizeof line, "seat0.name=%s\nseat1.name=A\xFF\xFE\x01\tB\xE2\x82\n", name);
    assert_int_equal(ui_seats_parse(line, s, 2), 0);
    name[22] = 0; /* eleven of them */
    assert_string_equal(s[0].name, name);
    assert_string_equal(s[1].name, "AB");
    assert_int_equal(ui_seats_parse("seat0.name=\xFF\n", s, 2), -1); /* nothing left: the default name */
    assert_string_equal(s[0].name, ui_str(S_PNAME_0));
    /* the guided game's lines: the coach's step, a number read with care */
    int step = 7;
    const char *guided = "players=3\nseat0.human=1\nguided=1\r\ncoach=4\n";
    assert_int_equal(ui_seats_parse(guided, s, 3), 0); /* lines it knows */
    assert_int_equal(ui_seats_guided(guided, &step), 1);
    assert_int_equal(step, 4);
    assert_int_equal(ui_seats_guided("guided=1\ncoach=-1\n", &step), 1);
    assert_int_equal(step, -1);
    assert_int_equal(ui_seats_guided("guided=1\ncoach=99999999999999999999999999999\n", &step), 1);
    assert_int_equal(step, -1);
    assert_int_equal(ui_seats_guided("guided=1\ncoach=+3\n", &step), 1);
    assert_int_equal(step, -1);
    assert_int_equal(ui_seats_guided("players=3\ncoach=4\nguided=10\n", &step), 0);
    assert_int_equal(step, -1);
    assert_int_equal(ui_seats_guided(NULL, &step), 0);
}

/* Typed into the setup's seed field: a number of 64 bits at most. It took
 * 23 digits, and strtoull made every seed past 2^64 - 1 that one, so two
 * seeds a player wrote down dealt the same game. A digit that would pass
 * the largest seed is refused, and the field's help line says why. */
static void test_seed_field(void **state)
{
    (void)state;
    UiApp *a = start(fresh_dir("seed_field"));
    ui_app_setup_defaults(a, 4);
    ui_nav_go(a, SC_SETUP);
    a->setup.focus_seed = 1, a->setup.focus_name = -1;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", "18446744073709551615");
    ui_app_event(a, &e);
    assert_string_equal(a->setup.seed, "18446744073709551615");
    assert_false(a->setup.seed_refused);
    snprintf(e.text.text, sizeof e.text.text, "%s", "9");
    ui_app_event(a, &e);
    assert_string_equal(a->setup.seed, "18446744073709551615");
    assert_true(a->setup.seed_refused);
    const UiTextAudit *au = draw_audited(a); /* the field's help line says why, in sight */
    int told = 0;
    for (int i = 0; i < au->n; i++)
        told |= strlen(au->rec[i].s) >= 24 && !strncmp(ui_str(S_SEED_TOO_BIG), au->rec[i].s, strlen(au->rec[i].s)) &&
                !au->rec[i].hidden && !au->rec[i].clipped;
    assert_true(told);
    ui_app_key(a, UK_BACKSPACE); /* what the help line said is gone with the next key */
    assert_false(a->setup.seed_refused);
    snprintf(e.text.text, sizeof e.text.text, "%s", "5");
    ui_app_event(a, &e);
    assert_int_equal(ui_app_start_game(a), 0);
    assert_true(ui_session_whole(&a->ses)->g.opt.seed == UINT64_MAX);
    /* leading zeros count for nothing: 0007 is seed 7, 00...0 of 23 digits is 0 */
    ui_app_setup_defaults(a, 4);
    ui_nav_go(a, SC_SETUP);
    a->setup.focus_seed = 1, a->setup.focus_name = -1, a->setup.seed[0] = 0;
    snprintf(e.text.text, sizeof e.text.text, "%s", "0007");
    ui_app_event(a, &e);
    assert_string_equal(a->setup.seed, "0007");
    assert_false(a->setup.seed_refused);
    assert_int_equal(ui_app_start_game(a), 0);
    assert_true(ui_session_whole(&a->ses)->g.opt.seed == 7);
    uint64_t v = 1;
    assert_int_equal(ui_app_seed("00000000000000000000000", &v), 0);
    assert_true(v == 0);
    assert_int_equal(ui_app_seed("0018446744073709551616", &v), -1);
    stop(a);
}

/* --prefs names a folder that does not exist yet: it is made, with its
 * parents, and the game saves there. */
static void test_prefs_folder_made(void **state)
{
    (void)state;
    const char *dir = "desk_new_prefs/a/b";
    const char *files[] = {"desk_new_prefs/a/b/autosave.ys",
                           "desk_new_prefs/a/b/autosave.prev.ys",
                           "desk_new_prefs/a/b/autosave.seats",
                           "desk_new_prefs/a/b/settings.ini",
                           "desk_new_prefs/a/b/saves/Mine.ys",
                           "desk_new_prefs/a/b/saves/Mine.seats",
                           "desk_new_prefs/a/b/saves",
                           "desk_new_prefs/a/b",
                           "desk_new_prefs/a",
                           "desk_new_prefs"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        remove(files[i]);
    UiApp *a = start(dir);
    new_game(a, 1, "5");
    struct stat st;
    assert_int_equal(stat("desk_new_prefs/a/b/autosave.ys", &st), 0);
    assert_int_equal(ui_app_save_as(a, "Mine"), 0);
    assert_int_equal(stat("desk_new_prefs/a/b/saves/Mine.ys", &st), 0);
    stop(a);
}

/* A seats side file, which saves from before the seats went inside them
 * have, is read whole, however long (it was cut at 8 KB). */
static void test_long_seats_file(void **state)
{
    (void)state;
    const char *dir = fresh_dir("long_seats");
    UiApp *a = start(dir);
    new_game(a, 1, "6");
    stop(a);
    char path[512];
    /* the autosave as an older version wrote it: the game alone */
    snprintf(path, sizeof path, "%s/autosave.ys", dir);
    YsMatch *old = malloc(sizeof *old);
    assert_non_null(old);
    assert_int_equal(ys_load(old, path, NULL), 0);
    assert_int_equal(ys_save(old, path, NULL, 0), 0);
    free(old);
    snprintf(path, sizeof path, "%s/autosave.seats", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    for (int i = 0; i < 200; i++)
        fprintf(f, "# a comment line to make the file longer than eight kilobytes: %03d\n", i);
    fputs("players=4\nseat0.human=1\nseat1.human=0\nseat1.name=Far Away\n", f);
    fclose(f);
    a = start(dir);
    assert_int_equal(ui_app_continue(a), 0);
    assert_string_equal(a->ses.names[1], "Far Away");
    stop(a);
}

/* The load screen lists every save, not the first 64 the folder gives. */
static void test_many_saves_listed(void **state)
{
    (void)state;
    const char *dir = fresh_dir("many_saves");
    UiApp *a = start(dir);
    new_game(a, 1, "8");
    for (int i = 0; i < 70; i++) {
        char name[32];
        snprintf(name, sizeof name, "Save %02d", i);
        assert_int_equal(ui_app_save_as(a, name), 0);
    }
    ui_app_refresh_saves(a);
    assert_true(a->saves.n >= 70);
    ui_app_draw(a);
    for (int i = 0; i < 70; i++) {
        char name[32];
        snprintf(name, sizeof name, "Save %02d", i);
        ui_delete_named(a->pref_dir, name);
    }
    stop(a);
}

/* Under a software OpenGL (no GPU driver) SDL's software renderer draws;
 * the renderer setting overrides. */
static void test_renderer_choice(void **state)
{
    (void)state;
    const char *soft[] = {"llvmpipe (LLVM 15.0.6, 256 bits)",
                          "softpipe",
                          "Software Rasterizer",
                          "Mesa X11 swrast",
                          "GDI Generic",
                          "Microsoft Basic Render Driver",
                          "Apple Software Renderer"};
    const char *gpu[] = {"Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
                         "NVIDIA GeForce RTX 3080/PCIe/SSE2",
                         "AMD Radeon RX 6800 (navi21, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)",
                         "Apple M1",
                         "virgl (Mesa Intel(R) Xe Graphics)",
                         ""};
    for (size_t i = 0; i < sizeof soft / sizeof soft[0]; i++)
        if (!ui_gl_is_software(soft[i])) fail_msg("%s is a software rasterizer", soft[i]);
    for (size_t i = 0; i < sizeof gpu / sizeof gpu[0]; i++)
        if (ui_gl_is_software(gpu[i])) fail_msg("%s is a GPU", gpu[i]);
    assert_false(ui_gl_is_software(NULL));

    const char *llvmpipe = "llvmpipe (LLVM 15.0.6, 256 bits)", *intel = "Mesa Intel(R) UHD Graphics 620";
    assert_true(ui_renderer_wants_software(UI_RENDERER_AUTO, llvmpipe));
    assert_false(ui_renderer_wants_software(UI_RENDERER_AUTO, intel));
    assert_false(ui_renderer_wants_software(UI_RENDERER_AUTO, NULL));
    assert_false(ui_renderer_wants_software(UI_RENDERER_GPU, llvmpipe));
    assert_true(ui_renderer_wants_software(UI_RENDERER_SOFTWARE, intel));

    UiSettings s;
    assert_int_equal(ui_settings_parse("renderer=software\n", &s), 0);
    assert_int_equal(s.renderer, UI_RENDERER_SOFTWARE);
    assert_int_equal(ui_settings_parse("renderer = gpu\n", &s), 0);
    assert_int_equal(s.renderer, UI_RENDERER_GPU);
    assert_int_equal(ui_settings_parse("renderer=opengl\n", &s), 1);
    assert_int_equal(s.renderer, UI_RENDERER_AUTO);
    char buf[1024];
    s.renderer = UI_RENDERER_GPU;
    ui_settings_format(&s, buf, sizeof buf);
    assert_non_null(strstr(buf, "renderer=gpu\n"));

    SDL_setenv("YS_SOFTWARE", "", 1);
    SDL_setenv("YS_RENDERER", "gpu", 1);
    assert_int_equal(ui_renderer_choice(UI_RENDERER_AUTO), UI_RENDERER_GPU);
    SDL_setenv("YS_RENDERER", "", 1);
    assert_int_equal(ui_renderer_choice(UI_RENDERER_SOFTWARE), UI_RENDERER_SOFTWARE);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    assert_int_equal(ui_renderer_choice(UI_RENDERER_GPU), UI_RENDERER_SOFTWARE);
}

#ifndef _WIN32
/* ui_art(name) in a child: 1 when the picture is absent, 2 when drawn. */
static int art_in_child(void *name) { return ui_art(&app.gfx, name, 64, 64) ? 2 : 1; }

/* Art that is not a file (a FIFO, a folder) is missing art, at once. */
static void test_art_not_a_file(void **state)
{
    (void)state;
    char fonts[600];
    snprintf(fonts, sizeof fonts, "%s/fonts", YS_SOURCE_ASSETS);
    mkdir("desk_data", 0700);
    mkdir("desk_data/art", 0700);
    remove("desk_data/fonts");
    assert_int_equal(symlink(fonts, "desk_data/fonts"), 0);
    remove("desk_data/art/pipe.svg");
    assert_int_equal(mkfifo("desk_data/art/pipe.svg", 0600), 0);
    mkdir("desk_data/art/folder.svg", 0700);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    assert_int_equal(ui_app_init(&app, "desk_data", 400, 300, SDL_WINDOW_HIDDEN), 0);
    assert_int_equal(finishes_within(art_in_child, "pipe", 5), 1);
    assert_int_equal(finishes_within(art_in_child, "folder", 5), 1);
    stop(&app);
}
#endif

static SDL_Surface *title_shot(UiLang lang)
{
    UiApp *a = start(NULL);
    ui_app_set_lang(a, lang);
    a->has_autosave = 0;
    a->scene = SC_TITLE;
    ui_app_draw(a);
    assert_int_equal(ui_app_shot(a, "desk_title.png"), 0);
    stop(a);
    return IMG_Load("desk_title.png");
}

static void test_french(void **state)
{
    (void)state;
    ui_app_set_lang(NULL, UI_LANG_FR);
    assert_string_not_equal(ui_str(S_NEW_GAME), ui_str_en(S_NEW_GAME));
    assert_string_not_equal(ui_str(S_QUIT), ui_str_en(S_QUIT));
    ui_app_set_lang(NULL, UI_LANG_EN);
    assert_string_equal(ui_str(S_NEW_GAME), ui_str_en(S_NEW_GAME));
    SDL_Surface *en = title_shot(UI_LANG_EN), *fr = title_shot(UI_LANG_FR);
    assert_non_null(en);
    assert_non_null(fr);
    SDL_Surface *x = SDL_ConvertSurfaceFormat(en, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_Surface *y = SDL_ConvertSurfaceFormat(fr, SDL_PIXELFORMAT_ARGB8888, 0);
    long diff = 0;
    for (int j = 0; j < x->h; j++)
        diff += memcmp((uint8_t *)x->pixels + j * x->pitch, (uint8_t *)y->pixels + j * y->pitch, (size_t)x->w * 4) != 0;
    assert_true(diff > 10); /* rows of pixels differ where the words do */
    SDL_FreeSurface(x), SDL_FreeSurface(y), SDL_FreeSurface(en), SDL_FreeSurface(fr);
}

/* The language changed in the settings, over a game under way: the log and
 * the story on screen speak it, not the language the game began in. */
static void test_language_changed_mid_game(void **state)
{
    (void)state;
    UiApp *a = start(fresh_dir("lang_mid_game"));
    new_game(a, 1, "21");
    uint64_t rng = 8;
    for (int guard = 0; guard < 5000 && ui_session_whole(&a->ses)->nlog < 60; guard++)
        assert_true(ui_drive_step(a, &rng));
    assert_true(a->ses.nlog > 10);
    char before[256];
    snprintf(before, sizeof before, "%s", a->ses.log[(a->ses.nlog - 1) % UI_LOG_MAX].pub);
    ui_nav_push(a, SC_MENU);
    ui_nav_push(a, SC_SETTINGS);
    a->set.lang = UI_LANG_DE; /* what a click on Deutsch sets, applied as the settings apply it */
    ui_app_apply(a);
    ui_nav_pop(a), ui_nav_pop(a);
    assert_int_equal(a->scene, SC_GAME);
    const char *now = a->ses.log[(a->ses.nlog - 1) % UI_LOG_MAX].pub;
    print_message("the log's last line: \"%s\", now \"%s\"\n", before, now);
    assert_string_not_equal(before, now);
    /* every line as a game told in German from its start tells it */
    static UiSession t; /* the same game opened anew: its log told from its start */
    YsMatch *m = malloc(sizeof *m);
    assert_non_null(m);
    *m = *ui_session_whole(&a->ses);
    assert_int_equal(ui_session_open(&t, ui_local_new(m, a->ses.seat, NULL, 0), a->ses.seat, a->ses.viewer), 0);
    int n = a->ses.nlog < UI_LOG_MAX ? a->ses.nlog : UI_LOG_MAX;
    assert_int_equal(t.nlog, a->ses.nlog);
    assert_int_equal(memcmp(t.log, a->ses.log, sizeof *t.log * (size_t)n), 0);
    ui_session_close(&t);
    ui_app_draw(a);
    stop(a);
}

/* Items 6 and 7: a settings write that fails is told, and so is a game
 * with no folder for the player's files (on the title and on stderr) */
static int drawn(UiApp *a, const char *want)
{
    const UiTextAudit *au = draw_audited(a);
    char head[UI_AUDIT_TEXT];
    snprintf(head, sizeof head, "%s", want);
    for (int i = 0; i < au->n; i++)
        if (!strncmp(au->rec[i].s, head, strlen(au->rec[i].s) > 8 ? strlen(au->rec[i].s) : 8)) return 1;
    return 0;
}

static void test_failed_writes_are_told(void **state)
{
    (void)state;
    const char *dir = fresh_dir("told");
    char link[512];
    snprintf(link, sizeof link, "%s/settings.ini", dir);
    remove(link);
    assert_int_equal(symlink("/dev/null", link), 0); /* nothing a file can be written to */
    UiApp *a = start(dir);
    a->status[0] = 0;
    a->set.lang = UI_LANG_FR;
    assert_int_equal(ui_app_save_settings(a), -1);
    ui_app_set_lang(a, UI_LANG_EN);
    assert_string_equal(a->status, ui_str(S_SETTINGS_NOT_SAVED));
    remove(link);
    assert_false(drawn(a, ui_str(S_NO_FOLDER)));
    stop(a);
    /* no folder: the title says that nothing will be kept */
    a = start("/dev/null/ys");
    assert_null(a->pref_dir);
    assert_true(a->scene == SC_TITLE);
    assert_true(drawn(a, ui_str(S_NO_FOLDER)));
    stop(a);
}

int main(void)
{
#ifndef _WIN32
    /* Every file these tests write goes to a fresh folder of its own, so a
     * run from any folder (the source tree included) leaves nothing behind
     * there and never reads an earlier run's files. */
    const char *tmp = getenv("TMPDIR");
    char scratch[512];
    snprintf(scratch, sizeof scratch, "%s/ys-desk-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(scratch) || chdir(scratch) != 0) {
        perror(scratch);
        return 1;
    }
#endif
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_against_bots),
        cmocka_unit_test(test_undo_hot_seat),
        cmocka_unit_test(test_autosave_and_continue),
        cmocka_unit_test(test_failed_writes_are_told),
        cmocka_unit_test(test_damaged_autosave),
        cmocka_unit_test(test_load_errors_in_each_language),
        cmocka_unit_test(test_seats_file),
        cmocka_unit_test(test_seed_field),
        cmocka_unit_test(test_french),
        cmocka_unit_test(test_language_changed_mid_game),
        cmocka_unit_test(test_prefs_folder_made),
        cmocka_unit_test(test_long_seats_file),
        cmocka_unit_test(test_many_saves_listed),
        cmocka_unit_test(test_renderer_choice),
#ifndef _WIN32
        cmocka_unit_test(test_art_not_a_file),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
