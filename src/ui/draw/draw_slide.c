/* draw_slide.c - the brokers behind the player's screen keep their places:
 * when one leaves the row (placed, bid), the others stay where they were
 * drawn and slide, over UI_SLIDE_S of the app's time, into the closed-up
 * slots, so the same spot never suddenly holds another broker. */
#include <string.h>

#include "draw.h"

#define UI_SLIDE_S 0.35f

/* The row shown now: the viewer's brokers behind the screen, in slot order. */
static int row_now(UiApp *a, int *p, int8_t *val)
{
    const UiAnimStep *st;
    const YsView *v = ui_session_story(&a->ses, &st) ? &a->ses.disp : &a->ses.view;
    *p = v->viewer;
    if (a->ses.referee || *p < 0 || *p >= v->opt.players) return *p = -1, 0;
    int n = 0;
    for (int x = 0; x < YS_VALUES; x++)
        for (int k = 0; k < v->behind[*p][x] && n < UI_SLIDE_MAX; k++)
            val[n++] = (int8_t)x;
    return n;
}

UiRect dr_behind_rect(UiApp *a, int i, int n)
{
    const UiSlide *s = &a->dr.slide;
    UiRect to = ui_layout_behind(&a->L, i, n);
    if (s->p < 0 || s->n != n || i < 0 || i >= n || s->t >= 1 || s->w != a->out_w || s->h != a->out_h) return to;
    return dr_lerp_rect(s->from[i], to, s->t);
}

int dr_slide_update(UiApp *a, float dt)
{
    UiSlide *s = &a->dr.slide;
    int p, n;
    int8_t val[UI_SLIDE_MAX];
    n = row_now(a, &p, val);
    int resized = s->w != a->out_w || s->h != a->out_h;
    if (p != s->p || resized || s->match != a->ses.src) { /* another desk, window or game: no slide */
        s->p = p, s->n = n, s->t = 1, s->w = a->out_w, s->h = a->out_h, s->match = a->ses.src;
        memcpy(s->val, val, sizeof val);
        return 0;
    }
    if (n != s->n || memcmp(val, s->val, (size_t)n)) {
        /* each broker that stayed starts where it was drawn: both rows are
         * sorted, so the ones kept are matched in order */
        UiRect from[UI_SLIDE_MAX];
        for (int i = 0, j = 0; i < n; i++) {
            while (j < s->n && s->val[j] < val[i])
                j++;
            if (j < s->n && s->val[j] == val[i])
                from[i] = dr_behind_rect(a, j++, s->n);
            else /* one come back: it appears in its slot */
                from[i] = ui_layout_behind(&a->L, i, n);
        }
        memcpy(s->from, from, sizeof from);
        memcpy(s->val, val, sizeof val);
        s->n = n, s->t = 0;
        return 1;
    }
    if (s->t >= 1) return 0;
    s->t += dt / UI_SLIDE_S;
    if (s->t > 1) s->t = 1;
    return 1;
}
