/* system.c - what the game asks of the system through SDL: the preferred
 * languages and the player's folder. */
#include <SDL.h>

#include "system.h"

UiLang ui_lang_from_system(void)
{
    UiLang found = UI_LANG_EN;
#if SDL_VERSION_ATLEAST(2, 0, 14)
    SDL_Locale *loc = SDL_GetPreferredLocales();
    if (!loc) return found;
    for (SDL_Locale *l = loc; l->language; l++) {
        UiLang lang = ui_lang_from_code(l->language);
        if (lang != UI_LANG_COUNT) {
            found = lang;
            break;
        }
    }
    SDL_free(loc);
#endif
    return found;
}

char *ui_pref_dir(void) { return SDL_GetPrefPath("Ys", "Ys"); }
