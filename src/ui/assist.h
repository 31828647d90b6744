/* assist.h - the player's aids (assist.c). */
#ifndef YS_UI_ASSIST_H
#define YS_UI_ASSIST_H

#include "ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* Hooks the sound to the session's timeline (ui_app_init does it). */
void ui_assist_init(UiApp *a);
/* Opens the audio device at the settings' volume (the game, not tests). */
void ui_assist_open_sound(UiApp *a);
void ui_assist_close(UiApp *a);
/* The settings' volume to the device. */
void ui_assist_apply(UiApp *a);
/* Plays an effect (UiSfx) and tells the trace. */
void ui_assist_play(UiApp *a, int sfx);
/* "Your turn" when a human's decision comes up on the game scene. */
void ui_assist_update(UiApp *a);
/* The aids' letter keys (M mute, L live majorities): 1 when used. */
int ui_assist_letter(UiApp *a, int ch);

#endif
