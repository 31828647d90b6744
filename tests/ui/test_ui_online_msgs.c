/* test_ui_online_msgs.c - what the online game (online.c) tells its player
 * of the server's refusals: the words of a refusal the player can act on,
 * and nothing for one that the room's next view answers by itself (a move
 * for an old view: "stale") or that only the game's own timers asked for
 * (a takeover or reclaim not due yet). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app.h"
#include "draw.h"
#include "events.h"
#include "ui_online.h"

static UiApp app;

static void test_refusals_told_or_not(void **state)
{
    (void)state;
    UiApp *a = &app;
    assert_int_equal(desk_open(a, "online_msgs", 1280, 720), 0);
    assert_int_equal(ui_online_show_demo(a, 7, 3, 0, 0, 0), 0);
    assert_true(ui_online_active(a));
    static const struct {
        const char *code;
        int told;
    } refusals[] = {{"stale", 0}, {"grace", 0}, {"seat_busy", 0}, {"illegal", 1}, {"not_your_turn", 1}, {"over", 1}};
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++) {
        char line[200], text[64];
        snprintf(text, sizeof text, "the server's words for %s", refusals[i].code);
        snprintf(line, sizeof line, "{\"type\":\"error\",\"code\":\"%s\",\"text\":\"%s\"}", refusals[i].code, text);
        ui_app_status(a, "");
        int nlog = a->ses.seq;
        assert_int_equal(ui_online_feed(a, line), 0);
        ui_app_update(a, 0); /* the frame that shows what came */
        if (refusals[i].told)
            assert_non_null(strstr(a->status, text));
        else
            assert_string_equal(a->status, "");
        assert_int_equal(a->ses.seq, nlog); /* a refusal changes no game */
        assert_true(ui_online_active(a));
    }
    ui_app_free(a);
}

/* Where the panel has a place of its own: under the log, in the window.
 * Where it shares the log's (panel_tight 2, the throne below): in the
 * right column, above the throne. */
static void inside(const UiApp *a, UiRect r, const char *what, int players, int kf, int h)
{
    const UiLayout *L = &a->L;
    if (a->game.panel_tight == 2) {
        if (r.w <= 0 || r.h <= 0 || r.x < L->side.x || r.x + r.w > L->side.x + L->side.w || r.y < L->side.y ||
            r.y + r.h > L->log.y + L->log.h || (kf && r.y + r.h > L->throne.y))
            fail_msg("%d players%s at %dx%d: %s at %d,%d %dx%d, outside the column over the throne", players,
                     kf ? " with the King's Favor" : "", a->out_w, h, what, r.x, r.y, r.w, r.h);
        return;
    }
    if (r.w <= 0 || r.h <= 0 || r.y < a->L.log.y + a->L.log.h || r.y + r.h > a->out_h)
        fail_msg("%d players%s at %dx%d: %s at y %d..%d, the log ending at %d, the window at %d", players,
                 kf ? " with the King's Favor" : "", a->out_w, h, what, r.y, r.y + r.h, a->L.log.y + a->L.log.h,
                 a->out_h);
}

/* The table's panel at the log's foot fits the window at every table size,
 * with and without the King's Favor (whose throne takes the right column's
 * room), and at the smallest supported size, the log keeping a line: with
 * four seats the host's panel (its addresses, the chat, Copy invite) ran
 * past the window's bottom, where no click reaches (the Xvfb test's host
 * found no Copy invite). */
static void test_panel_fits(void **state)
{
    (void)state;
    static const int size[][2] = {{1280, 720}, {1024, 600}};
    UiApp *a = &app;
    for (int players = 2; players <= 4; players++)
        for (int kf = 0; kf < (players > 2 ? 2 : 1); kf++) /* King's Favor: 3 or 4 players */
            for (int k = 0; k < 2; k++) {
                assert_int_equal(desk_open(a, "online_panel", size[k][0], size[k][1]), 0);
                assert_int_equal(ui_online_show_demo(a, 7, players, kf, 0, 0), 0);
                assert_int_equal(a->ses.view.opt.kings_favor, kf);
                inside(a, ui_online_panel_button(a, UI_PANEL_COPY, 0), "Copy invite", players, kf, size[k][1]);
                inside(a, ui_online_panel_button(a, UI_PANEL_CHAT, 0), "the chat's field", players, kf, size[k][1]);
                inside(a, ui_online_panel_button(a, UI_PANEL_GIVE, 1), "A bot plays", players, kf, size[k][1]);
                assert_true(a->L.log.h >= 3 * a->L.font_small); /* its title and a line */
                /* the table and the log take turns only where the throne leaves no room */
                if ((a->game.panel_tight == 2) != kf)
                    fail_msg("%d players kf %d at %dx%d: panel_tight %d", players, kf, size[k][0], size[k][1],
                             a->game.panel_tight);
                ui_app_free(a);
                memset(a, 0, sizeof *a);
            }
}

/* The host's Copy invite and Fill with bots, side by side, each say their
 * words on one line in every language (German's and Polish's Copy invite
 * ran onto two lines out of half the row). */
static void test_panel_words_fit(void **state)
{
    (void)state;
    static const int size[][2] = {{1280, 720}, {1024, 600}};
    UiApp *a = &app;
    for (int k = 0; k < 2; k++)
        for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
            assert_int_equal(desk_open(a, "online_words", size[k][0], size[k][1]), 0);
            assert_int_equal(ui_online_show_demo(a, 7, 4, 0, 0, 0), 0); /* a seat nobody took: both buttons */
            ui_app_set_lang(a, (UiLang)lang);
            static const struct {
                int which;
                UiStrId words;
            } b[] = {{UI_PANEL_COPY, S_ONLINE_COPY}, {UI_PANEL_BOTS, S_ONLINE_FILL_BOTS}};
            for (int i = 0; i < 2; i++) {
                UiRect r = ui_online_panel_button(a, b[i].which, 0);
                int pad = ui_sc(&a->L, 5) > 2 ? ui_sc(&a->L, 5) : 2; /* ui_w_label's: one line within it */
                int need = ui_text_w(&a->gfx, FONT_BOLD, a->L.font_body, ui_str(b[i].words)) + 2 * pad;
                if (r.w <= 0 || need > r.w)
                    fail_msg("%s at %dx%d: \"%s\" needs %d pixels, its button %d", ui_lang_code((UiLang)lang),
                             size[k][0], size[k][1], ui_str(b[i].words), need, r.w);
            }
            ui_app_free(a);
            memset(a, 0, sizeof *a);
        }
}

/* What a frame draws: its strings, as the text audit records them. */
static int frame_text(UiApp *a, UiTextAudit *audit)
{
    audit->n = 0;
    a->gfx.audit = audit;
    ui_app_draw(a);
    a->gfx.audit = NULL;
    return audit->n;
}

static int at_middle(UiApp *a, UiRect r)
{
    if (r.w <= 0 || r.h <= 0) return 0;
    ev_click(a, r.x + r.w / 2, r.y + r.h / 2);
    ui_app_update(a, 0);
    return 1;
}

/* Four seats and the throne: the table and the log share one place, each
 * with a button that shows the other, by the mouse; the chat's key shows
 * the table to write in it; a line said while the log shows is counted on
 * its button. */
static void test_table_takes_turns(void **state)
{
    (void)state;
    UiApp *a = &app;
    assert_int_equal(desk_open(a, "online_turns", 1024, 600), 0);
    assert_int_equal(ui_online_show_demo(a, 7, 4, 1, 0, 0), 0);
    assert_int_equal(a->game.panel_tight, 2);
    UiRect copy = ui_online_panel_button(a, UI_PANEL_COPY, 0), table = ui_online_panel_button(a, UI_PANEL_TABLE, 0);
    assert_true(copy.w > 0); /* the table first: the invite to copy */
    /* the pointer resting on the table, over a seat's card it covers: no
     * tooltip of that card (it came out half over the table) */
    UiRect row = a->L.pl_row[2];
    a->mx = row.x + row.w / 2, a->my = row.y + row.h / 2;
    assert_true(ui_online_covers(a, a->mx, a->my));
    static UiTextAudit still, resting;
    a->hover_on = 0;
    int n = frame_text(a, &still);
    a->hover_on = 1;
    assert_int_equal(frame_text(a, &resting), n);
    a->hover_on = 0;
    assert_true(at_middle(a, table));
    assert_int_equal(a->game.table_shut, 1); /* the log shown: no button of the table left to click */
    assert_int_equal(ui_online_panel_button(a, UI_PANEL_COPY, 0).w, 0);
    assert_int_equal(ui_online_panel_button(a, UI_PANEL_CHAT, 0).w, 0);
    UiRect back = ui_online_panel_button(a, UI_PANEL_TABLE, 0);
    assert_true(back.y >= a->L.log.y && back.y + back.h <= a->L.log.y + a->L.font_body * 3); /* on the log's title */
    assert_false(ui_online_click(a, copy.x + copy.w / 2, copy.y + copy.h / 2)); /* a click there is the game's */
    assert_int_equal(ui_online_feed(a, "{\"type\":\"chat\",\"n\":2,\"seat\":1,\"text\":\"hello\"}"), 0);
    ui_app_update(a, 0);
    assert_true(ui_online_panel_button(a, UI_PANEL_TABLE, 0).w >= back.w); /* "Table (1 new)" */
    assert_true(at_middle(a, ui_online_panel_button(a, UI_PANEL_TABLE, 0)));
    assert_int_equal(a->game.table_shut, 0);
    assert_memory_equal(&copy, (UiRect[]){ui_online_panel_button(a, UI_PANEL_COPY, 0)}, sizeof copy);
    assert_true(at_middle(a, ui_online_panel_button(a, UI_PANEL_TABLE, 0)));
    assert_int_equal(a->game.table_shut, 1);
    ev_key(a, SDLK_t, 0); /* to write: the table again, its field open */
    assert_int_equal(a->game.table_shut, 0);
    assert_true(a->game.chat_on);
    ui_app_free(a);
    memset(a, 0, sizeof *a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusals_told_or_not),
        cmocka_unit_test(test_panel_fits),
        cmocka_unit_test(test_panel_words_fit),
        cmocka_unit_test(test_table_takes_turns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
