/* scenes.h - what other files call in a scene besides its UiScene table:
 * the replay (scene_replay.c) and the rules reference (scene_rules.c). */
#ifndef YS_UI_SCENES_H
#define YS_UI_SCENES_H

#include "../ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* Replay of a match (finished or saved): enters SC_REPLAY. */
void ui_replay_start(UiApp *a, const YsMatch *m);
void ui_replay_goto(UiApp *a, int k);
void ui_replay_set_viewer(UiApp *a, int viewer);
/* The replay's next way of seeing (its View button). */
void ui_replay_next_viewer(UiApp *a);
void ui_scene_rules_scroll(UiApp *a, int dy);
/* Scrolls the rules reference to section i (0-based; as drawn last). */
void ui_scene_rules_section(UiApp *a, int i);

#endif
