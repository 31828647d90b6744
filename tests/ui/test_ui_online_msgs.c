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
    assert_int_equal(ui_online_show_demo(a, 7, 0, 0), 0);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusals_told_or_not),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
