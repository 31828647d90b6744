/* keys.c - a screen's buttons by keyboard alone: the focus moves over the
 * very rectangles the scene's click reads, and Enter or Space clicks the
 * focused one's centre through that click (the scene on top's own). */
#include "app.h"
#include "draw.h"

static int targets(UiApp *a, UiKeyFocus *f, UiKeyTargets list, UiRect *r)
{
    int n = list(a, r, UI_KEYS_MAX);
    if (f->at >= n) f->at = n - 1;
    if (f->at < 0) f->at = 0;
    return n;
}

int ui_keys_focused(UiApp *a, UiKeyFocus *f, UiKeyTargets list, UiRect *out)
{
    UiRect r[UI_KEYS_MAX];
    int n = targets(a, f, list, r);
    if (!f->on || n <= 0) return 0;
    *out = r[f->at];
    return 1;
}

int ui_keys_key(UiApp *a, UiKeyFocus *f, UiKeyTargets list, int arrows, int k)
{
    int step =
        k == UK_TAB || ((arrows & UI_KEYS_LEFT_RIGHT) && k == UK_RIGHT) || ((arrows & UI_KEYS_UP_DOWN) && k == UK_DOWN)
            ? 1
        : k == UK_BACKTAB || ((arrows & UI_KEYS_LEFT_RIGHT) && k == UK_LEFT) ||
                ((arrows & UI_KEYS_UP_DOWN) && k == UK_UP)
            ? -1
            : 0;
    if (a->text_input && k != UK_TAB && k != UK_BACKTAB) step = 0; /* the arrows move the caret's text */
    UiRect r[UI_KEYS_MAX];
    int n = targets(a, f, list, r);
    if (step) {
        if (n <= 0) return 0;
        f->at = ui_focus_step(f->on ? f->at : -1, n, step);
        f->on = 1;
        a->dirty = 1;
        return 1;
    }
    if (!f->on || n <= 0 || !(k == UK_ENTER || (k == UK_SPACE && !a->text_input))) return 0;
    UiRect t = r[f->at];
    const UiScene *sc = a->scenes[a->scene];
    if (sc->click) sc->click(a, t.x + t.w / 2, t.y + t.h / 2);
    f->on = 1; /* the scene's click hides the ring, as the mouse's does: the keyboard keeps it */
    a->dirty = 1;
    return 1;
}

void ui_keys_draw(UiApp *a, UiKeyFocus *f, UiKeyTargets list)
{
    UiRect t;
    if (ui_keys_focused(a, f, list, &t)) dr_focus_ring(a, t);
}
