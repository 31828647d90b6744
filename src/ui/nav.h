/* nav.h - scene changes, the scene stack (nav.c). */
#ifndef YS_UI_NAV_H
#define YS_UI_NAV_H

#include "ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* Empties the stack and enters scene. */
void ui_nav_go(UiApp *a, int scene);
/* Opens scene over the current one; ui_nav_pop returns to it. */
void ui_nav_push(UiApp *a, int scene);
void ui_nav_pop(UiApp *a);
/* The scene under the top one, or -1. */
int ui_nav_under(const UiApp *a);

#endif
