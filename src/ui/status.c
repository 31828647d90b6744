/* status.c - what the game tells the player in passing, in the status line
 * at the foot of every screen (a save written, a friend who left; shown
 * for a few seconds, app.c clears it), and what it asks before it acts
 * (the question's scene, scene_ask.c). A file of its own: the panels and
 * the room's code tell and ask without depending on the game around them. */
#include <stdio.h>

#include "app.h"

void ui_app_status(UiApp *a, const char *msg)
{
    snprintf(a->status, sizeof a->status, "%s", msg ? msg : "");
    a->status_at = SDL_GetTicks();
    a->dirty = 1;
}

void ui_app_ask(UiApp *a, int what, int seat, const char *text, UiStrId yes)
{
    UiAskState *q = &a->ask;
    q->what = what, q->seat = seat, q->yes = yes;
    snprintf(q->text, sizeof q->text, "%s", text);
    q->keys = (UiKeyFocus){0, 0};
    if (a->scene != SC_ASK) ui_nav_push(a, SC_ASK);
    a->dirty = 1;
}
