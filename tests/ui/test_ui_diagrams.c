/* test_ui_diagrams.c - the rules reference's drawn examples: each is a
 * position the engine ranks, and the verdict drawn under it (names, totals,
 * columns' steps) is the engine's answer for that position, in the four
 * languages; the tie example is a real tie that the brokers in front of the
 * screen break against the order cards; every language's reference shows
 * the three examples, and the scene draws them at 1024x600 and 1280x720. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "draw.h"
#include "rules_diagram.h"
#include "ui_diagram_text.h"

static const YsLead *find(const YsLeads *l, int kind, int index)
{
    for (int i = 0; i < l->n; i++)
        if (l->lead[i].kind == kind && l->lead[i].index == index) return &l->lead[i];
    return NULL;
}

/* The verdict written in every language names the engine's winner and its
 * total (and, for a tie, both totals in front of the screens). */
static void verdict_says(const UiDiagram *d, int row, int winner, const int *numbers, int nn)
{
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        ui_lang_use(lang);
        char v[256], num[16];
        assert_true(ui_diagram_verdict(d, row, v, sizeof v) > 0);
        assert_non_null(strstr(v, ui_tr((UiStrId)(S_PNAME_0 + winner), (UiLang)lang)));
        for (int s = 0; s < 4; s++) /* and no other player */
            if (s != winner) assert_null(strstr(v, ui_tr((UiStrId)(S_PNAME_0 + s), (UiLang)lang)));
        for (int i = 0; i < nn; i++) {
            snprintf(num, sizeof num, "%d", numbers[i]);
            assert_non_null(strstr(v, num));
        }
    }
    ui_lang_use(UI_LANG_EN);
}

static void test_area_is_the_engines(void **state)
{
    (void)state;
    const UiDiagram *d = ui_diagram_get(UI_DIAG_AREA);
    assert_non_null(d);
    YsLeads l;
    ys_leads(&d->g, &l);
    const YsLead *a = find(&l, YS_LEAD_AREA, d->place);
    assert_non_null(a);
    assert_true(a->certain);
    assert_int_equal(d->winner, a->leader);
    assert_int_equal(d->runner_up, a->runner_up);
    int present = 0;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        assert_int_equal(d->total[s], a->known[s]);
        present += a->known[s] >= 0;
    }
    assert_true(present >= 2); /* a contest of two or three players, won outright */
    assert_true(a->margin > 0);
    assert_int_equal(d->place % 3, YS_AREA_PORT); /* the verdict says "a black gem" */
    int n[] = {a->known[a->leader]};
    verdict_says(d, 0, a->leader, n, 1);
}

static void test_tie_is_broken_on_front_brokers(void **state)
{
    (void)state;
    const UiDiagram *d = ui_diagram_get(UI_DIAG_TIE);
    assert_non_null(d);
    YsLeads l;
    ys_leads(&d->g, &l);
    const YsLead *a = find(&l, YS_LEAD_AREA, d->place);
    assert_non_null(a);
    int w = a->leader, r = a->runner_up;
    assert_true(w >= 0 && r >= 0);
    assert_int_equal(d->winner, w);
    assert_int_equal(d->runner_up, r);
    /* a real tie, decided by the front totals, against the order cards */
    assert_int_equal(a->known[w], a->known[r]);
    assert_int_equal(a->margin, 0);
    assert_int_equal(d->front[w], ys_front_total(&d->g, w));
    assert_int_equal(d->front[r], ys_front_total(&d->g, r));
    assert_true(d->front[w] > d->front[r]);
    assert_true(d->g.order_card[w] > d->g.order_card[r]);
    assert_int_equal(d->order_card[w], d->g.order_card[w]);
    /* and the front is what decides: with the fronts swapped, the other wins */
    static UiDiagram swapped;
    swapped = *d;
    memcpy(swapped.g.front[w], d->g.front[r], sizeof swapped.g.front[w]);
    memcpy(swapped.g.front[r], d->g.front[w], sizeof swapped.g.front[r]);
    YsLeads l2;
    ys_leads(&swapped.g, &l2);
    assert_int_equal(find(&l2, YS_LEAD_AREA, d->place)->leader, r);
    int n[] = {a->known[w], d->front[w], d->front[r]};
    verdict_says(d, 0, w, n, 3);
}

static void test_market_is_the_engines(void **state)
{
    (void)state;
    const UiDiagram *d = ui_diagram_get(UI_DIAG_MARKET);
    assert_non_null(d);
    YsLeads l;
    ys_leads(&d->g, &l);
    for (int row = 1; row <= UI_DIAG_ROWS; row++) {
        const YsLead *r = find(&l, YS_LEAD_ROW, row);
        assert_non_null(r);
        assert_true(r->leader >= 0 && r->margin > 0);
        assert_int_equal(d->row_winner[row], r->leader);
        assert_int_equal(d->gem[row], d->g.market_gem[row]);
        int n[] = {r->known[r->leader]};
        verdict_says(d, row, r->leader, n, 1);
    }
    /* the columns: every colour's rank, total and steps as the engine ranks
     * them, none of them left to a player's choice (no equal total and count) */
    int steps = 0;
    for (int i = 0; i < YS_COLOURS; i++) {
        int c = l.columns.order[i];
        assert_int_equal(d->col_rank[c], i);
        assert_int_equal(d->col_total[c], l.columns.total[c]);
        assert_int_equal(d->col_steps[c], l.columns.steps[c]);
        steps += d->col_steps[c];
        if (i) {
            int p = l.columns.order[i - 1];
            assert_true(l.columns.total[p] * 8 + l.columns.brokers[p] > l.columns.total[c] * 8 + l.columns.brokers[c]);
        }
    }
    assert_int_equal(steps, 0);                          /* +2 +1 -1 -2 */
    assert_true(d->col_steps[l.columns.order[0]] == 2);  /* the strongest rises two steps */
    assert_true(d->col_steps[l.columns.order[3]] == -2); /* the last falls two */
    /* two columns of equal total ranked by their number of brokers */
    int by_count = 0;
    for (int i = 1; i < YS_COLOURS; i++)
        by_count |= l.columns.total[l.columns.order[i - 1]] == l.columns.total[l.columns.order[i]];
    assert_true(by_count);
}

static void test_words_and_sections(void **state)
{
    (void)state;
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        for (int id = 0; id < DT_COUNT; id++) {
            const char *s = ui_diag_tr(id, lang);
            assert_non_null(s);
            assert_true(strlen(s) > 2);
            if (lang != UI_LANG_EN) assert_string_not_equal(s, ui_diag_tr(id, UI_LANG_EN));
        }
        const UiRulesSection *sec;
        int n = ui_rules((UiLang)lang, &sec), seen[UI_DIAG_COUNT] = {0};
        for (int i = 0; i < n; i++)
            if (sec[i].diagram) seen[sec[i].diagram]++;
        for (int k = UI_DIAG_NONE + 1; k < UI_DIAG_COUNT; k++)
            assert_int_equal(seen[k], 1);
    }
}

/* The scene draws every example, each taking room in the text. */
static void test_scene_draws_them(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    static const int sizes[][2] = {{1024, 600}, {1280, 720}};
    for (size_t z = 0; z < 2; z++) {
        static UiApp app;
        UiApp *a = &app;
        assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, sizes[z][0], sizes[z][1], SDL_WINDOW_HIDDEN), 0);
        for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
            ui_app_set_lang(a, (UiLang)lang);
            ui_nav_go(a, SC_TITLE);
            ui_nav_push(a, SC_RULES);
            ui_app_draw(a);
            const UiRulesSection *sec;
            int n = ui_rules((UiLang)lang, &sec);
            for (int i = 0; i + 1 < n; i++)
                if (sec[i].diagram) /* the picture's height on top of the text's */
                    assert_true(a->rules.sec_y[i + 1] - a->rules.sec_y[i] > a->L.font_body * 12);
            for (int i = 0; i < n; i++) { /* every section can be opened */
                ui_scene_rules_section(a, i);
                ui_app_draw(a);
            }
        }
        ui_app_free(a);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_area_is_the_engines),   cmocka_unit_test(test_tie_is_broken_on_front_brokers),
        cmocka_unit_test(test_market_is_the_engines), cmocka_unit_test(test_words_and_sections),
        cmocka_unit_test(test_scene_draws_them),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
