/* anim.c - the animation queue: steps (a move, a counting event, a pause)
 * played one after another at the chosen pace (pure timing, no SDL). */
#include <string.h>

#include "session.h"

#define UI_FLIP_DUR 0.35f /* seconds for one YS_EV_FLIP */

void ui_anim_clear(UiAnim *a)
{
    float pace = a->pace > 0 ? a->pace : 1.0f;
    memset(a, 0, sizeof *a);
    a->pace = pace;
}

UiAnimStep *ui_anim_push(UiAnim *a, int kind, float dur)
{
    if (a->n >= UI_MAX_ANIM) { /* compact the played part */
        if (a->head == 0) return NULL;
        memmove(a->q, a->q + a->head, (size_t)(a->n - a->head) * sizeof a->q[0]);
        a->n -= a->head;
        a->head = 0;
    }
    UiAnimStep *s = &a->q[a->n++];
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->dur = dur;
    s->mover = -1;
    return s;
}

int ui_anim_busy(const UiAnim *a) { return a->head < a->n; }

UiAnimStep *ui_anim_cur(UiAnim *a) { return ui_anim_busy(a) ? &a->q[a->head] : NULL; }

int ui_anim_tick(UiAnim *a, float dt)
{
    UiAnimStep *s = ui_anim_cur(a);
    if (!s) return 0;
    float pace = a->pace > 0 ? a->pace : 1.0f;
    /* a face-down broker turned at counting: many come in a row, so each
     * is quick whatever the caller asked */
    if (s->kind == AN_EVENT && s->ev.kind == YS_EV_FLIP && s->dur > UI_FLIP_DUR) s->dur = UI_FLIP_DUR;
    s->t += dt / pace;
    if (s->t < s->dur) return 0;
    a->head++;
    if (a->head >= a->n) a->head = a->n = 0;
    return 1;
}

int ui_anim_hold(UiAnim *a, float dt, float until)
{
    UiAnimStep *s = ui_anim_cur(a);
    if (!s) return 0;
    float pace = a->pace > 0 ? a->pace : 1.0f, end = s->dur * until;
    if (s->t >= end) return 0;
    s->t += dt / pace;
    if (s->t > end) s->t = end;
    return 1;
}
