/* hint.h - the hint (hint.c; its callout's place, draw/draw_hint.c). */
#ifndef YS_UI_HINT_H
#define YS_UI_HINT_H

#include "ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* The hint (hint.c): offered to the human to move in the game scene (not
 * in replays, not to bots, not while a story is told). */
int ui_hint_available(const UiApp *a);
/* Starts thinking of a hint (H, the Hint button); a second press hides it.
 * The bot sees only ys_view of the player to move. */
void ui_hint_request(UiApp *a);
/* Collects the thought hint; drops it once the position changes. */
void ui_hint_update(UiApp *a);
/* Stops thinking and forgets the hint. */
void ui_hint_clear(UiApp *a);
/* Where the hint's callout stands (draw_hint.c): beside the place lit, or
 * above the action panel; 0 wide when no hint is shown. */
UiRect ui_hint_callout(UiApp *a);
/* The Hint button (in the top bar) and its click: 1 when used. */
UiRect ui_hint_button(const UiApp *a);
int ui_hint_click(UiApp *a, int x, int y);

#endif
