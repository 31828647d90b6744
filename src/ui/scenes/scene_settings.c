/* scene_settings.c - the settings screen: each row a set of choices; a
 * click applies the choice at once and saves settings.ini (a new volume is
 * heard at once). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "draw.h"
#include "sound.h"

enum { R_LANG, R_FULL, R_SPEED, R_PACE, R_SHOW, R_CONFIRM, R_VOLUME, R_LEADS, R_UI_SIZE, R_UNDO_BOTS, R_COUNT };

static const float speeds[] = {0.5f, 0.75f, 1.0f, 1.5f, 2.0f, 3.0f};
static const int paces[] = {0, 300, 600, 1200, 2500};
static const int volumes[] = {0, 25, 50, 70, 100}; /* 0: muted */
#define NSPEEDS 6
#define NPACES 5
#define NVOLUMES 5

static int nchoices(int row)
{
    switch (row) {
    case R_LANG:
        return UI_LANG_COUNT;
    case R_SPEED:
        return NSPEEDS;
    case R_PACE:
        return NPACES;
    case R_VOLUME:
        return NVOLUMES;
    case R_UI_SIZE:
        return UI_SIZE_COUNT;
    default:
        return 2;
    }
}

static int current(const UiSettings *s, int row)
{
    int best = 0;
    switch (row) {
    case R_LANG:
        return s->lang;
    case R_FULL:
        return s->fullscreen != 0;
    case R_SHOW:
        return s->show_own_hidden != 0;
    case R_CONFIRM:
        return s->confirm_place != 0;
    case R_LEADS:
        return s->show_leads != 0;
    case R_UNDO_BOTS:
        return s->undo_vs_bots != 0;
    case R_UI_SIZE:
        return s->ui_size >= 0 && s->ui_size < UI_SIZE_COUNT ? s->ui_size : 0;
    case R_VOLUME:
        for (int i = 1; i < NVOLUMES; i++)
            if (abs(volumes[i] - s->volume) < abs(volumes[best] - s->volume)) best = i;
        return best;
    case R_SPEED:
        for (int i = 1; i < NSPEEDS; i++)
            if (fabsf(speeds[i] - s->anim_speed) < fabsf(speeds[best] - s->anim_speed)) best = i;
        return best;
    default:
        for (int i = 1; i < NPACES; i++)
            if (abs(paces[i] - s->bot_pace_ms) < abs(paces[best] - s->bot_pace_ms)) best = i;
        return best;
    }
}

static void label(int row, int i, char *buf, size_t len)
{
    switch (row) {
    case R_LANG:
        snprintf(buf, len, "%s", ui_lang_name((UiLang)i));
        break;
    case R_SPEED:
        snprintf(buf, len, "x%g", (double)speeds[i]);
        break;
    case R_PACE:
        snprintf(buf, len, ui_str(S_MS), paces[i]);
        break;
    case R_UI_SIZE:
        snprintf(buf, len, "%d%%", ui_size_percent(i));
        break;
    case R_VOLUME:
        if (volumes[i])
            snprintf(buf, len, "%d%%", volumes[i]);
        else
            snprintf(buf, len, "%s", ui_str(S_OFF));
        break;
    default:
        snprintf(buf, len, "%s", ui_str(i ? S_ON : S_OFF));
        break;
    }
}

static UiRect box(UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 200), L->oy + ui_sc(L, 40), ui_sc(L, 1200), ui_sc(L, 820)};
}

static UiRect choice(UiApp *a, int row, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    int n = nchoices(row), w = ui_sc(L, n > 4 ? 104 : n > 2 ? 150 : 130), gap = ui_sc(L, 10);
    int x0 = b.x + b.w - ui_sc(L, 50) - n * w - (n - 1) * gap;
    return (UiRect){x0 + i * (w + gap), b.y + ui_sc(L, 104 + row * 56), w, ui_sc(L, 46)};
}

static UiRect back_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + b.w / 2 - ui_sc(L, 150), b.y + b.h - ui_sc(L, 90), ui_sc(L, 300), ui_sc(L, 54)};
}

/* The keyboard's targets: every choice, row by row, then Back. */
static int targets(UiApp *a, UiRect *out, int max)
{
    int n = 0;
    for (int r = 0; r < R_COUNT; r++)
        for (int i = 0; i < nchoices(r) && n < max; i++)
            out[n++] = choice(a, r, i);
    if (n < max) out[n++] = back_btn(a);
    return n;
}

static void draw(UiApp *a)
{
    static const UiStrId names[R_COUNT] = {S_SET_LANGUAGE, S_SET_FULLSCREEN, S_SET_ANIM_SPEED, S_SET_BOT_PACE,
                                           S_SET_SHOW_OWN, S_SET_CONFIRM,    S_SET_VOLUME,     S_SET_LEADS,
                                           S_SET_UI_SIZE,  S_SET_UNDO_BOTS};
    const UiLayout *L = &a->L;
    if (ui_nav_under(a) == SC_MENU) {
        ui_draw_game(a);
        ui_w_dim(a);
    } else {
        ui_w_background(a, "title_bg");
    }
    UiRect b = box(a);
    ui_w_panel(a, b);
    ui_text(&a->gfx, FONT_TITLE, L->font_title * 7 / 10, UI_W_GOLD, b.x + b.w / 2, b.y + ui_sc(L, 20), AL_CENTER,
            ui_str(S_SETTINGS));
    char buf[64];
    for (int r = 0; r < R_COUNT; r++) {
        UiRect c0 = choice(a, r, 0);
        ui_text(&a->gfx, FONT_BOLD, L->font_body, UI_W_TEXT, b.x + ui_sc(L, 50), c0.y + ui_sc(L, 12), AL_LEFT,
                ui_str(names[r]));
        int cur = current(&a->set, r);
        for (int i = 0; i < nchoices(r); i++) {
            label(r, i, buf, sizeof buf);
            ui_w_button(a, choice(a, r, i), buf, 1, i == cur);
        }
    }
    /* the UI size's help: what it does, or how far this window lets it go */
    char help[200];
    if (a->L.ui_pct_used < a->L.ui_pct)
        snprintf(help, sizeof help, ui_str(S_SET_UI_SIZE_CLAMPED), a->L.ui_pct_used);
    else
        snprintf(help, sizeof help, "%s", ui_str(S_SET_UI_SIZE_HELP));
    ui_text(&a->gfx, FONT_SANS, L->font_small, a->L.ui_pct_used < a->L.ui_pct ? UI_W_GOLD : UI_W_DIM, b.x + b.w / 2,
            b.y + ui_sc(L, 672), AL_CENTER, help);
    ui_text(&a->gfx, FONT_SANS, L->font_small, UI_W_DIM, b.x + b.w / 2, b.y + ui_sc(L, 698), AL_CENTER,
            ui_str(S_SET_NEW_GAMES));
    ui_w_button(a, back_btn(a), ui_str(S_BACK), 1, 0);
    ui_keys_draw(a, &a->settings_keys, targets);
}

static void click(UiApp *a, int x, int y)
{
    a->settings_keys.on = 0;
    if (ui_in(back_btn(a), x, y)) {
        ui_nav_pop(a);
        return;
    }
    for (int r = 0; r < R_COUNT; r++)
        for (int i = 0; i < nchoices(r); i++) {
            if (!ui_in(choice(a, r, i), x, y)) continue;
            UiSettings *s = &a->set;
            switch (r) {
            case R_LANG:
                s->lang = (UiLang)i;
                break;
            case R_FULL:
                s->fullscreen = i;
                break;
            case R_SPEED:
                s->anim_speed = speeds[i];
                break;
            case R_PACE:
                s->bot_pace_ms = paces[i];
                break;
            case R_SHOW:
                s->show_own_hidden = i;
                break;
            case R_VOLUME:
                s->volume = volumes[i];
                break;
            case R_LEADS:
                s->show_leads = i;
                break;
            case R_UI_SIZE:
                s->ui_size = i;
                break;
            case R_UNDO_BOTS:
                s->undo_vs_bots = i;
                break;
            default:
                s->confirm_place = i;
                break;
            }
            ui_app_apply(a);
            ui_app_save_settings(a);
            if (r == R_VOLUME) ui_assist_play(a, UI_SFX_PLACE);
            return;
        }
}

static void key(UiApp *a, int k)
{
    if (ui_keys_key(a, &a->settings_keys, targets, UI_KEYS_ARROWS, k)) return;
    if (k == UK_ESCAPE) ui_nav_pop(a);
}

static void enter(UiApp *a) { a->settings_keys = (UiKeyFocus){0, 0}; }

const UiScene ui_scene_settings = {"settings", enter, click, key, NULL, NULL, NULL, draw, NULL, targets};
