/* sound.h - the game's sound effects: synthesised at start (no files, no
 * new dependency), mixed by SDL2's own audio, chosen from the engine's
 * events by one table. With no audio device, or the dummy driver, the game
 * plays on silently. */
#ifndef YS_UI_SOUND_H
#define YS_UI_SOUND_H

#include "ys/ys.h"

typedef enum {
    UI_SFX_UNSET,  /* not in the table: a test holds every event kind to a choice */
    UI_SFX_SILENT, /* silent on purpose */
    UI_SFX_PLACE,  /* a broker put down */
    UI_SFX_FLIP,   /* face-down brokers turned over */
    UI_SFX_GEM,    /* gems taken */
    UI_SFX_SCORE,  /* points scored */
    UI_SFX_QUOTE_UP,
    UI_SFX_QUOTE_DOWN,
    UI_SFX_CARD, /* a character won or played */
    UI_SFX_TURN, /* it is your turn */
    UI_SFX_END,  /* the end of the game */
    UI_SFX_COUNT
} UiSfx;

typedef struct UiSound UiSound;

/* Opens the default audio device with volume 0-100 (0: muted). Never NULL:
 * without a device the sound object stays silent. Free with ui_sound_close. */
UiSound *ui_sound_open(int volume);
void ui_sound_close(UiSound *s);
/* 0-100; 0 mutes. */
void ui_sound_set_volume(UiSound *s, int volume);
/* Whether a device is open (0: silent). */
int ui_sound_active(const UiSound *s);
/* Starts an effect (mixed with those playing). */
void ui_sound_play(UiSound *s, UiSfx sfx);
/* The effect an event makes: UI_SFX_SILENT for those that make none. */
UiSfx ui_sound_for_event(const YsEvent *e);
/* The synthesised samples of an effect (mono, signed 16-bit): for tests. */
const int16_t *ui_sound_samples(UiSfx sfx, int *count);

#endif
