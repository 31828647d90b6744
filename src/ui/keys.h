/* keys.h - a screen's buttons by keyboard alone (keys.c), one mechanism for
 * every scene: the scene lists the rectangles its own click reads, in
 * reading order; Tab, Shift+Tab and the arrows move a focus ring over them,
 * Enter or Space clicks the focused one through the scene's click, so a key
 * never does what a click would not. */
#ifndef YS_UI_KEYS_H
#define YS_UI_KEYS_H

#include "focus.h"
#include "ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

#define UI_KEYS_MAX 64

/* The rectangles a click on this screen acts on now; returns how many. */
typedef int (*UiKeyTargets)(UiApp *a, UiRect *out, int max);

/* Which arrows move the focus: both pairs, or one pair when the other means
 * something of the scene's own (the replay's steps, the rules' scrolling). */
enum { UI_KEYS_LEFT_RIGHT = 1, UI_KEYS_UP_DOWN = 2, UI_KEYS_ARROWS = 3 };

/* Tab / Shift+Tab and the arrows named move the focus; Enter or Space
 * clicks the focused target (Space not while a text field takes the
 * keyboard: it is typed). 1 if the key was the focus's. */
int ui_keys_key(UiApp *a, UiKeyFocus *f, UiKeyTargets list, int arrows, int k);
/* The ring on the focused target, when the focus is shown. */
void ui_keys_draw(UiApp *a, UiKeyFocus *f, UiKeyTargets list);
/* The focused target into out: 1, or 0 when the focus is not shown. */
int ui_keys_focused(UiApp *a, UiKeyFocus *f, UiKeyTargets list, UiRect *out);

#endif
