/* assist.c - the player's aids around the game: each step of a move's story
 * sounds as the timeline shows it, "your turn" sounds when a human's
 * decision comes up, the volume and the mute key, the live majorities'
 * switch. */
#include <string.h>

#include "app.h"
#include "sound.h"

/* The session's hook: the one place the timeline advances. */
static void step_sound(void *ud, const UiAnimStep *st) { ui_assist_play(ud, ui_sound_for_event(&st->ev)); }

void ui_assist_init(UiApp *a)
{
    a->assist.turn_for = -1;
    a->assist.unmute = a->set.volume > 0 ? a->set.volume : 70;
    a->ses.on_step = step_sound;
    a->ses.on_step_ud = a;
}

void ui_assist_open_sound(UiApp *a)
{
    if (!a->assist.sound) a->assist.sound = ui_sound_open(a->set.volume);
    if (a->set.volume > 0) a->assist.unmute = a->set.volume;
}

void ui_assist_close(UiApp *a)
{
    ui_hint_clear(a);
    ui_sound_close(a->assist.sound);
    a->assist.sound = NULL;
}

void ui_assist_apply(UiApp *a)
{
    if (a->set.volume > 0) a->assist.unmute = a->set.volume;
    if (a->assist.sound) ui_sound_set_volume(a->assist.sound, a->set.volume);
}

void ui_assist_play(UiApp *a, int sfx)
{
    if (sfx == UI_SFX_SILENT || sfx == UI_SFX_UNSET) return;
    if (a->assist.trace) a->assist.trace(a->assist.trace_ud, sfx);
    if (a->assist.sound) ui_sound_play(a->assist.sound, (UiSfx)sfx);
}

void ui_assist_update(UiApp *a)
{
    ui_hint_update(a);
    const UiSession *s = &a->ses;
    if (a->scene != SC_GAME || !s->players || s->demo) return;
    const YsGame *g = &s->view;
    int to = ys_over(g) ? -1 : ys_to_move(g);
    int human = to >= 0 && to < s->players && s->who[to].plays == UI_PLAYS_HERE;
    if (!human) {
        a->assist.turn_for = -1;
        return;
    }
    /* once per turn, not once per decision, and once the story is told */
    if (s->animating || s->handover_to >= 0 || s->viewer != to || a->assist.turn_for == to) return;
    a->assist.turn_for = to;
    ui_assist_play(a, UI_SFX_TURN);
}

int ui_assist_letter(UiApp *a, int ch)
{
    if (a->text_input) return 0;
    switch (ch) {
    case 'm':
        a->set.volume = a->set.volume > 0 ? 0 : a->assist.unmute;
        break;
    case 'l':
        a->set.show_leads = !a->set.show_leads;
        break;
    case 'h': /* nothing to save */
        ui_hint_request(a);
        return 0;
    default:
        return 0;
    }
    ui_assist_apply(a);
    a->dirty = 1;
    return 1; /* the caller saves the settings */
}
