/* window.c - the game's window on the player's screen: the first one fitted
 * to the room the desktop leaves to windows, and full screen that covers the
 * screen even where no window manager is there to do it. */
#include <string.h>

#include "app.h"
#include "window.h"

/* The frame a window manager draws around the window (0 where none does, or
 * before it has said). */
static void frame(UiApp *a, int *top, int *left, int *bottom, int *right)
{
    if (SDL_GetWindowBordersSize(a->win, top, left, bottom, right) != 0) *top = *left = *bottom = *right = 0;
}

void ui_window_fit(UiApp *a, int w, int h, int *gw, int *gh)
{
    SDL_Rect u;
    int d = SDL_GetWindowDisplayIndex(a->win);
    SDL_PumpEvents(); /* the frame, where the window manager has told it already */
    if (SDL_GetDisplayUsableBounds(d >= 0 ? d : 0, &u) == 0 && u.w > 0 && u.h > 0) {
        int top, left, bottom, right;
        frame(a, &top, &left, &bottom, &right);
        int room_w = u.w - left - right, room_h = u.h - top - bottom;
        if (w > room_w) w = room_w;
        if (h > room_h) h = room_h;
        if (w < UI_WINDOW_MIN_W) w = UI_WINDOW_MIN_W;
        if (h < UI_WINDOW_MIN_H) h = UI_WINDOW_MIN_H;
        SDL_SetWindowSize(a->win, w, h);
        SDL_SetWindowPosition(a->win, u.x + left + (room_w - w) / 2, u.y + top + (room_h - h) / 2);
    } else {
        SDL_SetWindowSize(a->win, w, h);
        SDL_SetWindowPosition(a->win, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
    }
    if (gw) *gw = w;
    if (gh) *gh = h;
}

/* Whether the window may have no window manager to make it full screen: an
 * X server whose window manager draws no frame around it (none is there, as
 * under a bare Xvfb or a kiosk's X). A manager that frames no window (some
 * tiling ones) is taken for none: the window is then sized to the screen
 * first, which such a manager does anyway. */
static int maybe_unmanaged(UiApp *a)
{
    const char *drv = SDL_GetCurrentVideoDriver();
    int top, left, bottom, right;
    frame(a, &top, &left, &bottom, &right);
    return drv && !strcmp(drv, "x11") && top == 0 && left == 0 && bottom == 0 && right == 0;
}

void ui_window_fullscreen(UiApp *a, int on)
{
    if (on) { /* the windowed size and place, to come back to */
        SDL_GetWindowSize(a->win, &a->windowed_w, &a->windowed_h);
        SDL_GetWindowPosition(a->win, &a->windowed_x, &a->windowed_y);
        SDL_Rect b;
        int d = SDL_GetWindowDisplayIndex(a->win);
        if (maybe_unmanaged(a) && SDL_GetDisplayBounds(d >= 0 ? d : 0, &b) == 0) {
            SDL_SetWindowPosition(a->win, b.x, b.y);
            SDL_SetWindowSize(a->win, b.w, b.h);
        }
        SDL_SetWindowFullscreen(a->win, SDL_WINDOW_FULLSCREEN_DESKTOP);
        return;
    }
    SDL_SetWindowFullscreen(a->win, 0);
    if (a->windowed_w >= UI_WINDOW_MIN_W && a->windowed_h >= UI_WINDOW_MIN_H) {
        SDL_SetWindowSize(a->win, a->windowed_w, a->windowed_h);
        SDL_SetWindowPosition(a->win, a->windowed_x, a->windowed_y);
    } else { /* full screen from the start: the player's size, as the screen holds it */
        ui_window_fit(a, a->set.window_w, a->set.window_h, NULL, NULL);
    }
}
