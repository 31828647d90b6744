/* test_ui_history.c - the history of finished games (history.c) and the
 * statistics drawn from it (stats.c): a hand-counted history gives the
 * figures counted by hand; a finished game is kept as one file with its
 * seats, the Undo mark and the deal of the day inside, listed newest first,
 * read back and deleted; the Undo mark and the deal's date survive the
 * autosave and Continue; the deal of the day is the same for a date. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "history.h"
#include "persist.h"
#include "stats.h"
#include "ui/session_new.h"
#include "ui/persist_open.h"
#include "ys/ai.h"

static char *scratch_dir(void)
{
    const char *base = getenv("TMPDIR");
    char *tmpl = malloc(512);
    assert_non_null(tmpl);
    snprintf(tmpl, 512, "%s/ys-hist-XXXXXX", base && *base ? base : "/tmp");
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

/* ------------------------------------------------------------------ */
/* Statistics against a history counted by hand */

static void seat(UiHistGame *g, int s, int human, int level, const char *name)
{
    g->seat[s].human = human;
    g->seat[s].level = level;
    snprintf(g->seat[s].name, sizeof g->seat[s].name, "%s", name);
}

static void scores(UiHistGame *g, int a, int b, int c, int d)
{
    g->score[0] = a, g->score[1] = b, g->score[2] = c, g->score[3] = d;
}

/* Newest first, as ui_history_list gives it. */
static int hand_history(UiHistGame *h)
{
    memset(h, 0, sizeof *h * 6);
    /* 0: Ana against three Hard bots, won by 5 (50 to 45) */
    h[0].players = 4;
    seat(&h[0], 0, 1, 0, "Ana"), seat(&h[0], 1, 0, AI_HARD, "b"), seat(&h[0], 2, 0, AI_HARD, "c");
    seat(&h[0], 3, 0, AI_HARD, "d");
    scores(&h[0], 50, 40, 45, 30);
    h[0].won[0] = 1;
    h[0].gems[0][YS_BLUE] = 3, h[0].gems[0][YS_GREEN] = 1, h[0].gems[0][YS_RED] = 2, h[0].gems[0][YS_BLACK] = 9;
    /* 1: hot seat, Ana and Ben with the neutral player; Ben wins 35 to 30 */
    h[1].players = 2;
    seat(&h[1], 0, 1, 0, "Ana"), seat(&h[1], 1, 1, 0, "Ben");
    scores(&h[1], 30, 35, 20, 0);
    h[1].won[1] = 1;
    h[1].gems[0][YS_GREEN] = 4;
    h[1].gems[1][YS_BLUE] = h[1].gems[1][YS_GREEN] = h[1].gems[1][YS_YELLOW] = h[1].gems[1][YS_RED] = 1;
    /* 2: Ana in seat 1 between an Easy and a Medium bot, wins 25 to 22 */
    h[2].players = 3;
    seat(&h[2], 0, 0, AI_EASY, "e"), seat(&h[2], 1, 1, 0, "Ana"), seat(&h[2], 2, 0, AI_MEDIUM, "f");
    scores(&h[2], 20, 25, 22, 0);
    h[2].won[1] = 1;
    h[2].gems[1][YS_GREEN] = 2;
    /* 3: with Undo: 60 gold and a win, counted apart and nowhere else */
    h[3].players = 4;
    seat(&h[3], 0, 1, 0, "Ana"), seat(&h[3], 1, 0, AI_HARD, "b"), seat(&h[3], 2, 0, AI_HARD, "c");
    seat(&h[3], 3, 0, AI_HARD, "d");
    scores(&h[3], 60, 10, 10, 10);
    h[3].won[0] = 1, h[3].undo = 1;
    h[3].gems[0][YS_RED] = 50;
    /* 4: a damaged file: never counted */
    h[4].damaged = 1;
    h[4].players = 2;
    seat(&h[4], 0, 1, 0, "Ana");
    h[4].score[0] = 99;
    /* 5 (the oldest): Ana loses to an Expert bot, 10 to 30 */
    h[5].players = 2;
    seat(&h[5], 0, 1, 0, "Ana"), seat(&h[5], 1, 0, AI_EXPERT, "x");
    scores(&h[5], 10, 30, 12, 0);
    h[5].won[1] = 1;
    h[5].gems[0][YS_BLUE] = 1;
    return 6;
}

static void tally(UiTally t, int games, int wins)
{
    assert_int_equal(t.games, games);
    assert_int_equal(t.wins, wins);
}

static void test_stats_by_hand(void **state)
{
    (void)state;
    UiHistGame h[6];
    UiPlayerStats st[4];
    int n = ui_stats_compute(h, hand_history(h), st, 4);
    assert_int_equal(n, 2);
    const UiPlayerStats *ana = &st[0], *ben = &st[1];
    assert_string_equal(ana->name, "Ana");
    assert_string_equal(ben->name, "Ben");
    tally(ana->all, 4, 2);
    assert_int_equal(ui_stats_share(ana->all), 50);
    tally(ana->players[2], 2, 0);
    tally(ana->players[3], 1, 1);
    tally(ana->players[4], 1, 1);
    tally(ana->level[AI_HARD], 1, 1);
    tally(ana->level[AI_MEDIUM], 1, 1); /* the strongest bot of game 2 */
    tally(ana->level[AI_EASY], 0, 0);
    tally(ana->level[AI_EXPERT], 1, 0);
    tally(ana->hot_seat, 1, 0);
    tally(ana->undo, 1, 1);
    assert_int_equal(ana->gold_sum, 50 + 30 + 25 + 10);
    assert_int_equal(ui_stats_average(ana), 29); /* 28.75 */
    assert_int_equal(ana->best_gold, 50);        /* not the 60 with Undo */
    assert_true(ana->has_margin);
    assert_int_equal(ana->best_margin, 5);
    assert_int_equal(ana->gems[YS_BLUE], 4);
    assert_int_equal(ana->gems[YS_GREEN], 7);
    assert_int_equal(ana->gems[YS_RED], 2);
    assert_int_equal(ana->favourite, YS_GREEN);
    assert_int_equal(ana->nlast, 4);
    int chart[4] = {10, 25, 30, 50}; /* oldest first */
    assert_memory_equal(ana->last, chart, sizeof chart);
    tally(ben->all, 1, 1);
    tally(ben->hot_seat, 1, 1);
    tally(ben->players[2], 1, 1);
    assert_int_equal(ben->best_margin, 5);     /* 35 over 30 (the neutral has 20) */
    assert_int_equal(ben->favourite, YS_BLUE); /* a tie: the first colour */
    assert_int_equal(ui_stats_share(ben->undo), -1);
    /* a history with no game */
    assert_int_equal(ui_stats_compute(h, 0, st, 4), 0);
}

static void test_stats_chart_keeps_latest(void **state)
{
    (void)state;
    UiHistGame h[30];
    memset(h, 0, sizeof h);
    for (int i = 0; i < 30; i++) { /* h[0] newest: gold 100, h[29] oldest: gold 71 */
        h[i].players = 2;
        seat(&h[i], 0, 1, 0, "Cy"), seat(&h[i], 1, 0, AI_EASY, "b");
        h[i].score[0] = 100 - i;
    }
    UiPlayerStats st[1];
    assert_int_equal(ui_stats_compute(h, 30, st, 1), 1);
    assert_int_equal(st[0].nlast, UI_STATS_LAST);
    for (int k = 0; k < UI_STATS_LAST; k++)
        assert_int_equal(st[0].last[k], 100 - (UI_STATS_LAST - 1) + k);
    tally(st[0].level[AI_EASY], 30, 0);
    assert_false(st[0].has_margin);
}

/* ------------------------------------------------------------------ */
/* The history on disk */

static void finished_session(UiSession *s, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    YsOptions o;
    ys_options_default(&o);
    o.players = 2, o.seed = seed;
    UiSeat seats[YS_MAX_HUMANS] = {{1, 0, 0, "Ana"}, {0, AI_HARD, 1, "Bot"}};
    char err[200];
    assert_int_equal(session_new(s, &o, seats, 0, err, sizeof err), 0);
    uint64_t rng = seed;
    static YsMoveList l;
    while (!ys_over(&ui_session_whole(s)->g)) {
        ys_legal(&ui_session_whole(s)->g, &l);
        assert_int_equal(ui_session_play(s, &l.m[ys_rng_below(&rng, (uint32_t)l.n)]), 0);
    }
}

static void test_history_files(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    static UiSession s;
    finished_session(&s, 7);
    s.undo_used = 1;
    memcpy(s.daily, "2026-11-27", 11);
    char f1[64], f2[64], f3[64];
    assert_int_equal(ui_history_add(&s, dir, 1700000000, f1, sizeof f1), 0);
    assert_int_equal(ui_history_add(&s, dir, 1700000000, f2, sizeof f2), 0); /* the same second */
    assert_string_not_equal(f1, f2);
    s.undo_used = 0, s.daily[0] = 0;
    assert_int_equal(ui_history_add(&s, dir, 1700000500, f3, sizeof f3), 0);
    static UiHistGame list[8];
    assert_int_equal(ui_history_list(dir, NULL, 0), 3);
    assert_int_equal(ui_history_list(dir, list, 8), 3);
    assert_string_equal(list[0].file, f3); /* newest first */
    assert_int_equal(list[0].when, 1700000500);
    assert_int_equal(list[0].undo, 0);
    assert_string_equal(list[0].daily, "");
    assert_int_equal(list[1].when, 1700000000);
    assert_int_equal(list[1].undo, 1);
    assert_string_equal(list[1].daily, "2026-11-27");
    YsResult r;
    ys_result(&ui_session_whole(&s)->g, &r);
    for (int k = 0; k < 3; k++) {
        assert_false(list[k].damaged);
        assert_int_equal(list[k].players, 2);
        assert_string_equal(list[k].seat[0].name, "Ana");
        assert_int_equal(list[k].seat[1].human, 0);
        assert_int_equal(list[k].seat[1].level, AI_HARD);
        assert_int_equal(list[k].moves, ui_session_whole(&s)->nlog);
        for (int p = 0; p < 3; p++)
            assert_int_equal(list[k].score[p], r.score[p]);
    }
    assert_int_equal(ui_daily_best(list, 3, "2026-11-27"), r.score[0]);
    assert_int_equal(ui_daily_best(list, 3, "2026-11-28"), -1);
    /* a damaged file is listed as damaged and never counted */
    char path[600];
    snprintf(path, sizeof path, "%s/history/broken.ys", dir);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs("YS-SAVE 2\nnot a save\n", fp);
    fclose(fp);
    assert_int_equal(ui_history_list(dir, list, 8), 4);
    int damaged = 0;
    for (int k = 0; k < 4; k++)
        damaged += list[k].damaged;
    assert_int_equal(damaged, 1);
    /* deleting: only names of the listing */
    assert_int_equal(ui_history_delete(dir, "../settings.ini"), -1);
    assert_int_equal(ui_history_delete(dir, f1), 0);
    assert_int_equal(ui_history_list(dir, list, 8), 3);
    /* an unfinished game, a demo: nothing kept */
    ys_replay(session_match(&s), 10);
    assert_int_equal(ui_history_add(&s, dir, 1700000900, NULL, 0), -1);
    ui_session_close(&s);
    remove_tree(dir);
    free(dir);
}

static void test_marks_survive_continue(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    static UiSession s, t;
    finished_session(&s, 11);
    ys_replay(session_match(&s), 20);
    s.undo_used = 1;
    memcpy(s.daily, "2026-01-02", 11);
    assert_int_equal(ui_persist_autosave(&s, dir), 0);
    memset(&t, 0, sizeof t);
    assert_int_equal(continued(&t, dir, NULL), 0);
    assert_int_equal(t.undo_used, 1);
    assert_string_equal(t.daily, "2026-01-02");
    ui_session_close(&s);
    ui_session_close(&t);
    remove_tree(dir);
    free(dir);
}

/* Saves managed where they are listed: the listing says who plays; a save
 * is renamed (never onto another) and deleted by its listed file. */
static void test_saves_rename_delete(void **state)
{
    (void)state;
    char *dir = scratch_dir();
    static UiSession s;
    finished_session(&s, 5);
    ys_replay(session_match(&s), 30);
    assert_int_equal(ui_persist_save_named(&s, dir, "First"), 0);
    assert_int_equal(ui_persist_save_named(&s, dir, "Second"), 0);
    static UiSaveInfo info[4];
    assert_int_equal(ui_list_saves(dir, info, 4), 2);
    assert_string_equal(info[0].who, "Ana, Bot");
    char first[64];
    assert_int_equal(ui_save_file_name("First", first, sizeof first), 0);
    assert_int_equal(ui_rename_file(dir, first, "Second"), -2); /* taken */
    assert_int_equal(ui_rename_file(dir, first, "Évasion 2"), 0);
    assert_int_equal(ui_rename_file(dir, "../autosave.ys", "x"), -1);
    assert_int_equal(ui_list_saves(dir, info, 4), 2);
    int found = 0;
    for (int k = 0; k < 2; k++)
        found += !strcmp(info[k].name, "Évasion 2") && info[k].moves == 30;
    assert_int_equal(found, 1);
    char second[64];
    assert_int_equal(ui_save_file_name("Second", second, sizeof second), 0);
    assert_int_equal(ui_delete_file(dir, "../settings.ini"), -1);
    assert_int_equal(ui_delete_file(dir, second), 0);
    assert_int_equal(ui_list_saves(dir, info, 4), 1);
    assert_string_equal(info[0].name, "Évasion 2");
    ui_session_close(&s);
    remove_tree(dir);
    free(dir);
}

static void test_daily(void **state)
{
    (void)state;
    assert_true(ui_daily_seed("2026-11-27") == ui_daily_seed("2026-11-27"));
    assert_true(ui_daily_seed("2026-11-27") != ui_daily_seed("2026-11-28"));
    YsOptions o;
    ui_daily_options("2026-11-27", &o);
    assert_int_equal(o.players, 4);
    assert_true(o.seed == ui_daily_seed("2026-11-27"));
    char d[UI_DATE_LEN];
    ui_daily_date(1700000000, d);
    assert_int_equal(strlen(d), 10);
    assert_int_equal(d[4], '-');
    assert_int_equal(d[7], '-');
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stats_by_hand), cmocka_unit_test(test_stats_chart_keeps_latest),
        cmocka_unit_test(test_history_files), cmocka_unit_test(test_marks_survive_continue),
        cmocka_unit_test(test_daily),         cmocka_unit_test(test_saves_rename_delete),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
