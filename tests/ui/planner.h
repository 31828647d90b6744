/* planner.h - test helper: finds a sequence of clicks that makes the input
 * layer produce a given move, by searching over the points a player can
 * click (pieces, places, buttons). */
#ifndef YS_TEST_UI_PLANNER_H
#define YS_TEST_UI_PLANNER_H

#include <string.h>

#include "ui.h"

typedef struct {
    int x, y;
} Pt;

static inline int planner_points(const UiLayout *L, const YsView *v, const YsMoveList *legal, const UiPick *pk, Pt *pts)
{
    int n = 0;
    UiTargets t;
    ui_input_targets(L, v, legal, pk, &t);
    for (int i = 0; i < t.nbuttons; i++)
        pts[n++] = (Pt){t.btn[i].r.x + t.btn[i].r.w / 2, t.btn[i].r.y + t.btn[i].r.h / 2};
    int p = v->viewer, k = 0;
    for (int val = 0; val < YS_VALUES; val++)
        k += v->behind[p][val];
    for (int i = 0; i < k; i++) {
        UiRect r = ui_layout_behind(L, i, k);
        pts[n++] = (Pt){r.x + r.w / 2, r.y + r.h / 2};
    }
    k = 0;
    for (int val = 0; val < YS_VALUES; val++)
        k += v->front[p][val];
    for (int i = 0; i < k; i++) {
        UiRect r = ui_layout_front(L, i, k);
        pts[n++] = (Pt){r.x + r.w / 2, r.y + r.h / 2};
    }
    if (v->opt.players == 2) {
        k = 0;
        for (int val = 0; val < YS_VALUES; val++)
            k += v->neutral_supply[p][val];
        for (int i = 0; i < k; i++) {
            UiRect r = ui_layout_neutral(L, i, k);
            pts[n++] = (Pt){r.x + r.w / 2, r.y + r.h / 2};
        }
    }
    k = __builtin_popcount(v->hand[p]);
    for (int i = 0; i < k; i++) {
        UiRect r = ui_layout_hand_card(L, i, k);
        pts[n++] = (Pt){r.x + r.w / 2, r.y + r.h - 4};
    }
    for (int pl = 0; pl < YS_PLACES; pl++) {
        uint8_t ids[YS_POOL];
        int m = ys_place_list(v, pl, ids);
        for (int i = 0; i < m; i++) {
            UiRect r = ui_layout_broker(L, pl, i, m);
            pts[n++] = (Pt){r.x + r.w / 2, r.y + r.h / 2};
        }
        if (pl == YS_THRONE) continue;
        UiRect r = ui_layout_place(L, pl);
        pts[n++] = (Pt){r.x + r.w / 2, r.y + r.h - 3};
    }
    for (int nb = 0; nb < v->opt.nbhds; nb++)
        pts[n++] = (Pt){L->ship[nb].x + L->ship[nb].w / 2, L->ship[nb].y + 3};
    for (int c = 0; c < YS_COLOURS; c++)
        pts[n++] = (Pt){L->scale_col[c].x + L->scale_col[c].w / 2, L->scale_col[c].y + 2};
    return n;
}

/* Depth-first search for clicks giving `want`; fills clicks, returns their
 * count, or 0 if none within depth. */
static inline int planner_find(const UiLayout *L, const YsView *v, const YsMoveList *legal, const UiPick *pk,
                               const YsMove *want, int depth, Pt *clicks)
{
    static Pt pts[8][600];
    if (depth <= 0) return 0;
    int n = planner_points(L, v, legal, pk, pts[depth]);
    for (int i = 0; i < n; i++) {
        UiPick q = *pk;
        YsMove m;
        UiInResult r = ui_input_click(L, v, legal, &q, pts[depth][i].x, pts[depth][i].y, &m);
        if (r == UI_IN_MOVE && ys_move_equal(&m, want)) {
            clicks[0] = pts[depth][i];
            return 1;
        }
        if (r == UI_IN_CHANGED && memcmp(&q, pk, sizeof q) != 0 && ui_pick_matches(&q, want)) {
            int k = planner_find(L, v, legal, &q, want, depth - 1, clicks + 1);
            if (k) {
                clicks[0] = pts[depth][i];
                return k + 1;
            }
        }
    }
    return 0;
}

#endif
