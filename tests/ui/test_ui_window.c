/* test_ui_window.c - the window on a real X server with no window manager
 * (issue 51, item 4), run by check_window.sh under Xvfb: the first window
 * fits the screen's usable room (a 1280x720 window opened at -128,-60 on a
 * 1024x600 screen), and F11 makes the window as big as the picture it draws
 * (the window stayed 800x480 while the game drew for 1024x600), and gives
 * back the window and its place. The window's geometry is the X server's
 * own (xwininfo), the picture's size the game's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "events.h"
#include "app.h"

typedef struct {
    int x, y, w, h;
} Geom;

/* The window's geometry as the X server has it (xwininfo), 0 or -1. */
static int x_geometry(Geom *g)
{
    FILE *f = popen("xwininfo -name Ys 2>/dev/null", "r");
    if (!f) return -1;
    char line[256];
    int got = 0;
    while (fgets(line, sizeof line, f)) {
        got += sscanf(line, " Absolute upper-left X: %d", &g->x) == 1;
        got += sscanf(line, " Absolute upper-left Y: %d", &g->y) == 1;
        got += sscanf(line, " Width: %d", &g->w) == 1;
        got += sscanf(line, " Height: %d", &g->h) == 1;
    }
    pclose(f);
    return got == 4 ? 0 : -1;
}

/* The X server's geometry once it is want (up to 3 s of events pumped). */
static Geom settle(UiApp *a, const Geom *want)
{
    Geom g = {0, 0, 0, 0};
    for (int i = 0; i < 60; i++) {
        SDL_Event e;
        while (SDL_PollEvent(&e))
            ui_app_event(a, &e);
        if (x_geometry(&g) == 0 && want && !memcmp(&g, want, sizeof g)) break;
        SDL_Delay(50);
    }
    return g;
}

static void agree(UiApp *a, Geom g, const char *when)
{
    print_message("%s: X window %dx%d at %d,%d; the picture %dx%d\n", when, g.w, g.h, g.x, g.y, a->out_w, a->out_h);
    assert_int_equal(a->out_w, g.w);
    assert_int_equal(a->out_h, g.h);
    assert_int_equal(a->L.w, g.w);
    assert_int_equal(a->L.h, g.h);
}

static void test_window(void **state)
{
    (void)state;
    SDL_setenv("SDL_VIDEODRIVER", "x11", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    static UiApp app;
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, 0), 0);
    SDL_Rect screen, room;
    assert_int_equal(SDL_GetDisplayBounds(0, &screen), 0);
    assert_int_equal(SDL_GetDisplayUsableBounds(0, &room), 0);
    print_message("screen %dx%d, usable %dx%d at %d,%d\n", screen.w, screen.h, room.w, room.h, room.x, room.y);
    assert_true(screen.w < 1280 && screen.h < 720); /* check_window.sh's Xvfb: a small screen */
    /* the first window, as main.c makes it without --size */
    int fw, fh;
    ui_window_fit(a, 1280, 720, &fw, &fh);
    ui_app_resize(a);
    Geom first = settle(a, NULL);
    print_message("first window %dx%d at %d,%d\n", first.w, first.h, first.x, first.y);
    assert_true(first.x >= room.x && first.y >= room.y);
    assert_true(first.x + first.w <= room.x + room.w && first.y + first.h <= room.y + room.h);
    assert_int_equal(first.w, fw);
    assert_int_equal(first.h, fh);
    agree(a, first, "first");
    /* a smaller window, then F11 twice, by SDL key events */
    SDL_SetWindowSize(a->win, 800, 480);
    SDL_SetWindowPosition(a->win, 112, 60);
    Geom small = {112, 60, 800, 480};
    small = settle(a, &small);
    ui_app_resize(a);
    agree(a, small, "windowed");
    for (int round = 0; round < 2; round++) {
        ev_key(a, SDLK_F11, 0);
        assert_int_equal(a->fullscreen, 1);
        Geom full = {screen.x, screen.y, screen.w, screen.h};
        Geom g = settle(a, &full);
        assert_memory_equal(&g, &full, sizeof g);
        agree(a, g, "full screen");
        ev_key(a, SDLK_F11, 0);
        assert_int_equal(a->fullscreen, 0);
        g = settle(a, &small);
        assert_memory_equal(&g, &small, sizeof g);
        agree(a, g, "back");
    }
    ui_app_free(a);
    SDL_Quit();
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_window)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
