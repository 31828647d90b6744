/* draw_tutor.h - the coach's box, frame and arrow drawn (draw_tutor.c). */
#ifndef YS_UI_DRAW_TUTOR_H
#define YS_UI_DRAW_TUTOR_H

#include "../ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* The gold frame around the lit spot, its outer black line included: a
 * margin all round, less at the top where a neighbourhood's number sits
 * just above the spot (the frame ends under the number). */
UiRect ui_tutor_frame(UiApp *a, UiRect lit);
/* The coach's arrow at the lit spot: its triangle (three x, y points) and
 * its bounding box. From above, below, the left or the right, the first of
 * them that stays in the window and covers nothing that must stay readable
 * (the labels of the player's panel, the neighbourhoods' numbers and the
 * areas' names; outside the lit spot, the action bar and every broker on
 * the board and at the player's desk); where each side covers something,
 * the side covering least. */
UiRect ui_tutor_arrow(UiApp *a, UiRect lit, float tri[6]);
int ui_tutor_px(const UiApp *a);
int ui_tutor_words(UiApp *a, const char *text, const char *said, const char *line, int draw);
int ui_tutor_label_fits(UiApp *a, const char *label);
/* How many of the log's last lines the coach's box shows under its words
 * (the log's own panel is the box's place): what flashed by (Sky's +4 for
 * the Prince) can be traced; 0 where its words leave no room. */
int ui_tutor_log_lines(UiApp *a);
void ui_draw_tutor(UiApp *a);

#endif
