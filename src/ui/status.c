/* status.c - the status line at the foot of every screen: what the game
 * tells the player in passing (a save written, a friend who left), shown
 * for a few seconds (app.c clears it). A file of its own: the panels and
 * the room's code tell it without depending on the game around them. */
#include <stdio.h>

#include "app.h"

void ui_app_status(UiApp *a, const char *msg)
{
    snprintf(a->status, sizeof a->status, "%s", msg ? msg : "");
    a->status_at = SDL_GetTicks();
    a->dirty = 1;
}
