/* coach.h - the guided first game's glue in the game scene (coach.c):
 * the coach's steps (tutor.h) over the game scene; its box is drawn by
 * draw/draw_tutor.h. */
#ifndef YS_UI_COACH_H
#define YS_UI_COACH_H

#include "ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* Starts the guided game's fixed deal with the coach at its first step. */
void ui_tutor_start(UiApp *a);
/* Ends the coaching: the game goes on as a normal game. */
void ui_tutor_skip(UiApp *a);
/* Next, when the step waits for it. */
void ui_tutor_next(UiApp *a);
/* A click while the coach is on: 1 when it took it (every click on the
 * table: only the ones leading to the step's move act). */
int ui_tutor_click(UiApp *a, int x, int y);
/* A key while the coach is on: 1 when it took it. */
int ui_tutor_key(UiApp *a, int k);
/* The timeline's tick, held on the event an explanation step waits for. */
int ui_tutor_tick(UiApp *a, float dt);
/* What the coach lights now: the next click toward the step's move, or the
 * step's target, and a point in it where a click does that (cx, cy may be
 * NULL). 0: nothing. */
int ui_tutor_lit(const UiApp *a, UiRect *out, int *cx, int *cy);
/* The step waits on the others (bots moving, the story before its event). */
int ui_tutor_waiting(const UiApp *a);
/* The step whose words the coach says: the step under way once its moment
 * is on the board, the one before while it waits (its words would tell
 * what the board does not show yet). */
int ui_tutor_spoken(const UiApp *a);
int ui_tutor_wants_next(const UiApp *a);
/* The box and its buttons; its words laid out (drawn when draw): returns
 * by how many pixels they overflow (0 or less: they fit). */
UiRect ui_tutor_box(const UiApp *a);
UiRect ui_tutor_next_button(const UiApp *a);
UiRect ui_tutor_skip_button(const UiApp *a);

#endif
