/* events.h - for UI tests: the app opened in a fresh player's folder, and
 * keys and typed text sent as SDL's events through ui_app_event, the path
 * the platform loop gives them. */
#ifndef YS_TEST_EVENTS_H
#define YS_TEST_EVENTS_H

#include <stdio.h>
#include <string.h>

#include "folders.h"
#include "app.h"

/* The app at w x h on the dummy video driver, in English, in the folder
 * desk_NAME emptied of an earlier run's saves and history. 0 or -1. */
static inline int desk_open(UiApp *a, const char *name, int w, int h)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    if (ui_app_init(a, YS_SOURCE_ASSETS, w, h, SDL_WINDOW_HIDDEN) != 0) return -1;
    ui_app_open(a, fresh_dir(name), UI_LANG_EN);
    ui_app_refresh_saves(a);
    for (int i = 0; i < a->saves.n; i++)
        ui_delete_file(a->pref_dir, a->saves.list[i].file);
    ui_app_refresh_saves(a);
    ui_app_history_refresh(a);
    while (a->hist.n > 0)
        if (ui_app_history_delete(a, 0) != 0) return -1;
    return 0;
}

static inline void ev_key(UiApp *a, SDL_Keycode k, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    ui_app_event(a, &e);
}

/* A left click at (x, y) as the mouse makes it: the pointer moved there,
 * then the button pressed. */
static inline void ev_click(UiApp *a, int x, int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x, e.motion.y = y;
    ui_app_event(a, &e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = x, e.button.y = y;
    ui_app_event(a, &e);
}

static inline void ev_text(UiApp *a, const char *s)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", s);
    ui_app_event(a, &e);
}

#endif
