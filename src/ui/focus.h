/* focus.h - play by keyboard: the targets a focus moves over are the points
 * where a click would do something now (pure, no SDL). */
#ifndef UI_FOCUS_H
#define UI_FOCUS_H

#include "ui.h"

#define UI_FOCUS_MAX 128

/* A screen's keyboard focus among its buttons (keys.c moves it), kept in
 * the scene's own state: shown once a key moves it, hidden by a click. */
typedef struct {
    int on, at;
} UiKeyFocus;

/* The rectangles of the decision at hand that a click extends or completes
 * (ui_input_click answers at their centre), in the screen's reading order:
 * the action buttons, the player's own brokers, cards, the board; with
 * something picked, those that carry the pick on (a broker picked: the
 * places it may go) before the others (another broker, Cancel). out holds
 * up to max; returns how many. The mouse's own hit-testing decides: a
 * rectangle is kept only if a click at its centre changes the pick, and
 * only the first of those whose clicks do the same (a broker on the board
 * whose click means its area is the area's stop, not one of its own); and
 * a card of the hand that cannot be played now, whose click says why. */
int ui_focus_targets(const UiLayout *L, const YsView *v, const YsMoveList *legal, const UiPick *pk, UiRect *out,
                     int max);
/* The focus after a step of dir (+1 next, -1 previous) among n targets,
 * from cur (-1: none yet, so the first or the last). */
int ui_focus_step(int cur, int n, int dir);
/* The focus after an arrow (dx, dy: one of them 1 or -1) among the n
 * targets r, from cur: the nearest target whose centre lies that way
 * within 45 degrees (distance along the way plus twice the distance
 * across), else the nearest that way at all; cur if none lies that way
 * (-1 cur: the first). */
int ui_focus_toward(const UiRect *r, int n, int cur, int dx, int dy);

#endif
