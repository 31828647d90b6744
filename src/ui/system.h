/* system.h - what the game asks of the system through SDL, outside any
 * window: the preferred language and the player's folder (system.c, the
 * ys_ui_system library). */
#ifndef YS_UI_SYSTEM_H
#define YS_UI_SYSTEM_H

#include "ui_text.h"

/* The first of the system's preferred languages (SDL_GetPreferredLocales)
 * that the game supports, else English. Needs no SDL_Init. */
UiLang ui_lang_from_system(void);
/* The player's folder for settings and saves (SDL_GetPrefPath("Ys", "Ys"),
 * created if needed, ending with a path separator), or NULL if there is
 * none. The caller frees it with SDL_free. */
char *ui_pref_dir(void);

#endif
