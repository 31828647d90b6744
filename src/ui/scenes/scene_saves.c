/* scene_saves.c - the saved games: name, date, players, turn and who plays;
 * Load, Replay, Rename and Delete (after a confirmation on the button) for
 * each, damaged saves marked with the reason and not loadable. */
#include <stdio.h>
#include <time.h>

#include "draw.h"

#define ROWS 7

static UiRect box(UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 160), L->oy + ui_sc(L, 40), ui_sc(L, 1280), ui_sc(L, 820)};
}

static UiRect row(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + ui_sc(L, 40), b.y + ui_sc(L, 110 + i * 88), b.w - ui_sc(L, 80), ui_sc(L, 80)};
}

static UiRect row_btn(UiApp *a, int i, int k)
{
    const UiLayout *L = &a->L;
    UiRect r = row(a, i);
    int w = ui_sc(L, 140);
    return (UiRect){r.x + r.w - (4 - k) * (w + ui_sc(L, 10)), r.y + ui_sc(L, 10), w, r.h - ui_sc(L, 20)};
}

static UiRect back_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + b.w / 2 - ui_sc(L, 150), b.y + b.h - ui_sc(L, 80), ui_sc(L, 300), ui_sc(L, 54)};
}

/* The keyboard's targets: each row's buttons that act, left to right, then
 * Back. */
static int targets(UiApp *a, UiRect *out, int max)
{
    int n = 0;
    for (int i = 0; i < ROWS && a->saves.scroll + i < a->saves.n; i++) {
        const UiSaveInfo *s = &a->saves.list[a->saves.scroll + i];
        for (int k = 0; k < 4 && n < max; k++)
            if (k == 3 || (!s->damaged && (k || !s->over))) out[n++] = row_btn(a, i, k);
    }
    if (n < max) out[n++] = back_btn(a);
    return n;
}

static void draw(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    if (ui_nav_under(a) == SC_MENU) {
        ui_draw_game(a);
        ui_w_dim(a);
    } else {
        ui_w_background(a, "title_bg");
    }
    UiRect b = box(a);
    ui_w_titled_panel(a, b, 20, ui_str(S_LOAD_GAME));
    if (!a->saves.n)
        ui_text(g, FONT_SANS, L->font_body, UI_W_DIM, b.x + b.w / 2, b.y + ui_sc(L, 200), AL_CENTER,
                ui_str(S_SAVES_NONE));
    char buf[300], date[40];
    for (int i = 0; i < ROWS && a->saves.scroll + i < a->saves.n; i++) {
        const UiSaveInfo *s = &a->saves.list[a->saves.scroll + i];
        UiRect r = row(a, i);
        ui_round(g, r, ui_sc(L, 6), s->damaged ? 0x3A1E1EFF : 0x1F2E3AFF);
        ui_panel_push(g, (UiRect){r.x, r.y, row_btn(a, i, 0).x - r.x - ui_sc(L, 6), r.h}, "save row");
        ui_text(g, FONT_BOLD, L->font_body, s->damaged ? UI_W_DIM : UI_W_TEXT, r.x + ui_sc(L, 16), r.y + ui_sc(L, 6),
                AL_LEFT, s->name);
        time_t t = (time_t)s->mtime;
        struct tm *tm = localtime(&t);
        date[0] = 0;
        if (tm) strftime(date, sizeof date, "%Y-%m-%d %H:%M", tm);
        if (s->damaged) {
            char what[200], why[240];
            ui_load_error_str(&s->why, what, sizeof what);
            snprintf(why, sizeof why, ui_str(S_SAVE_DAMAGED), what);
            snprintf(buf, sizeof buf, "%s - %s", date, why);
        } else {
            char info[160];
            snprintf(info, sizeof info, ui_str(S_SAVE_INFO), s->players, s->round, s->moves, s->over ? " - " : "");
            snprintf(buf, sizeof buf, "%s - %s%s", date, info, s->over ? ui_str(S_PH_OVER) : "");
            char who[200];
            snprintf(who, sizeof who, ui_str(S_SAVE_PLAYERS), s->who);
            if (s->who[0])
                ui_text(g, FONT_SANS, ui_min_px(a, L->font_small), UI_W_DIM, r.x + ui_sc(L, 16), r.y + ui_sc(L, 56),
                        AL_LEFT, who);
        }
        ui_text(g, FONT_SANS, ui_min_px(a, L->font_small), s->damaged ? UI_W_RED : UI_W_DIM, r.x + ui_sc(L, 16),
                r.y + ui_sc(L, 32), AL_LEFT, buf);
        ui_panel_pop(g);
        int k = a->saves.scroll + i;
        ui_w_button(a, row_btn(a, i, 3), ui_str(a->saves.confirm == k ? S_DELETE_SURE : S_DELETE), 1,
                    a->saves.confirm == k);
        if (s->damaged) continue; /* nothing else to do with it */
        ui_w_button(a, row_btn(a, i, 0), ui_str(S_CONTINUE), !s->over, 0);
        ui_w_button(a, row_btn(a, i, 1), ui_str(S_REPLAY), 1, 0);
        ui_w_button(a, row_btn(a, i, 2), ui_str(S_RENAME), 1, 0);
    }
    ui_w_button(a, back_btn(a), ui_str(S_BACK), 1, 0);
    ui_keys_draw(a, &a->saves.keys, targets);
}

static void click(UiApp *a, int x, int y)
{
    a->saves.keys.on = 0;
    if (ui_in(back_btn(a), x, y)) {
        ui_nav_pop(a);
        return;
    }
    int confirm = a->saves.confirm;
    a->saves.confirm = -1; /* any other click leaves the confirmation */
    for (int i = 0; i < ROWS && a->saves.scroll + i < a->saves.n; i++) {
        int k = a->saves.scroll + i;
        const UiSaveInfo *s = &a->saves.list[k];
        if (ui_in(row_btn(a, i, 3), x, y)) {
            if (confirm != k) {
                a->saves.confirm = k;
            } else {
                if (ui_delete_file(a->pref_dir, s->file) != 0) ui_app_status(a, ui_str(S_SAVE_FAILED));
                ui_app_refresh_saves(a);
            }
            return;
        }
        if (s->damaged) continue;
        if (ui_in(row_btn(a, i, 2), x, y)) {
            snprintf(a->saves.rename_file, sizeof a->saves.rename_file, "%s", s->file);
            snprintf(a->saves.name, sizeof a->saves.name, "%s", s->name);
            ui_nav_push(a, SC_SAVE_NAME);
            a->text_input = 1;
            return;
        }
        if (!s->over && ui_in(row_btn(a, i, 0), x, y)) {
            ui_app_load_file(a, s->file, 0);
            return;
        }
        if (ui_in(row_btn(a, i, 1), x, y)) {
            if (ui_app_load_file(a, s->file, 1) == 0) ui_replay_start(a, ui_session_whole(&a->ses));
            return;
        }
    }
}

static void enter(UiApp *a)
{
    a->saves.confirm = -1;
    a->saves.rename_file[0] = 0;
    a->saves.keys = (UiKeyFocus){0, 0};
}

static void wheel(UiApp *a, int dy)
{
    a->saves.scroll -= dy;
    if (a->saves.scroll > a->saves.n - 1) a->saves.scroll = a->saves.n - 1;
    if (a->saves.scroll < 0) a->saves.scroll = 0;
    a->dirty = 1;
}

/* The focus keys (keys.c); Page Up and Page Down turn the list a page. */
static void key(UiApp *a, int k)
{
    if (ui_keys_key(a, &a->saves.keys, targets, UI_KEYS_ARROWS, k)) return;
    if (k == UK_ESCAPE) ui_nav_pop(a);
    if (k == UK_PAGEUP || k == UK_PAGEDOWN) wheel(a, k == UK_PAGEUP ? ROWS : -ROWS);
}

const UiScene ui_scene_saves = {"saves", enter, click, key, NULL, wheel, NULL, draw, NULL, targets};
