/* window.h - the game's window on the player's screen (window.c). */
#ifndef YS_UI_WINDOW_H
#define YS_UI_WINDOW_H

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* The window at w x h, or less where the room its display leaves to
 * windows (SDL_GetDisplayUsableBounds: the desktop less its panels and
 * docks, and the frame the window manager draws) is smaller, centred in
 * that room; the caller lays the game out for it (ui_app_resize). Writes
 * the size given to *gw, *gh when not NULL. */
void ui_window_fit(UiApp *a, int w, int h, int *gw, int *gh);
/* Full screen on or off, the window's windowed size and place kept and
 * given back. Where no window manager would make the window as big as the
 * screen (an X server without one: SDL then draws for the screen's size in
 * a window that stays as it was), the window is first moved and sized to
 * the screen itself, so the window and the picture agree. The caller lays
 * the game out for the window after (ui_app_resize). */
void ui_window_fullscreen(UiApp *a, int on);

#endif
