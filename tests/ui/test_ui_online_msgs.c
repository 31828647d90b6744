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
#include "events.h"
#include "ui_online.h"

static UiApp app;

static void test_refusals_told_or_not(void **state)
{
    (void)state;
    UiApp *a = &app;
    assert_int_equal(desk_open(a, "online_msgs", 1280, 720), 0);
    assert_int_equal(ui_online_show_demo(a, 7, 3, 0, 0), 0);
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

static void inside(const UiApp *a, UiRect r, const char *what, int players, int h)
{
    if (r.w <= 0 || r.h <= 0 || r.y < a->L.log.y + a->L.log.h || r.y + r.h > a->out_h)
        fail_msg("%d players at %dx%d: %s at y %d..%d, the log ending at %d, the window at %d", players, a->out_w, h,
                 what, r.y, r.y + r.h, a->L.log.y + a->L.log.h, a->out_h);
}

/* The table's panel at the log's foot fits the window at every table size
 * and at the smallest supported one, the log keeping a line: with four
 * seats the host's panel (its addresses, the chat, Copy invite) ran past
 * the window's bottom, where no click reaches (the Xvfb test's host found
 * no Copy invite). */
static void test_panel_fits(void **state)
{
    (void)state;
    static const int size[][2] = {{1280, 720}, {1024, 600}};
    UiApp *a = &app;
    for (int players = 2; players <= 4; players++)
        for (int k = 0; k < 2; k++) {
            assert_int_equal(desk_open(a, "online_panel", size[k][0], size[k][1]), 0);
            assert_int_equal(ui_online_show_demo(a, 7, players, 0, 0), 0);
            inside(a, ui_online_panel_button(a, UI_PANEL_COPY, 0), "Copy invite", players, size[k][1]);
            inside(a, ui_online_panel_button(a, UI_PANEL_CHAT, 0), "the chat's field", players, size[k][1]);
            inside(a, ui_online_panel_button(a, UI_PANEL_GIVE, 1), "A bot plays", players, size[k][1]);
            assert_true(a->L.log.h >= 3 * a->L.font_small); /* its title and a line */
            ui_app_free(a);
            memset(a, 0, sizeof *a);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusals_told_or_not),
        cmocka_unit_test(test_panel_fits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
