/* nav.c - the scene stack: which scene is on top, and what lies under it.
 * Scenes are reached through the app's table (UiApp.scenes: app.c's
 * scenes[], by SC_ id), never by name, so a scene can open another without
 * the two depending on each other. */
#include "app.h"

static void enter(UiApp *a, int scene)
{
    a->scene = scene;
    a->dirty = 1;
    const UiScene *sc = a->scenes && scene >= 0 && scene < SC_COUNT ? a->scenes[scene] : NULL;
    if (sc && sc->enter) sc->enter(a);
}

void ui_nav_go(UiApp *a, int scene)
{
    a->depth = 0;
    a->text_input = 0;
    enter(a, scene);
}

void ui_nav_push(UiApp *a, int scene)
{
    if (a->depth < (int)(sizeof a->under / sizeof a->under[0])) a->under[a->depth++] = a->scene;
    enter(a, scene);
}

void ui_nav_pop(UiApp *a)
{
    a->text_input = 0;
    a->scene = a->depth > 0 ? a->under[--a->depth] : SC_TITLE;
    a->dirty = 1;
}

int ui_nav_under(const UiApp *a) { return a->depth > 0 ? a->under[a->depth - 1] : -1; }
