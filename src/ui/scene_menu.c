/* scene_menu.c - the in-game menu (over the table), the name prompt of a
 * save, the Undo button and the placement confirmation over the game, and
 * the status line every scene shows. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "desk.h"

enum { M_RESUME, M_UNDO, M_SAVE, M_LOAD, M_SETTINGS, M_RULES, M_TITLE, M_COUNT };

static UiRect menu_box(UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){a->out_w / 2 - ui_sc(L, 220), L->oy + ui_sc(L, 150), ui_sc(L, 440), ui_sc(L, 560)};
}

static UiRect menu_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = menu_box(a);
    return (UiRect){b.x + ui_sc(L, 50), b.y + ui_sc(L, 70 + i * 66), b.w - ui_sc(L, 100), ui_sc(L, 52)};
}

static int can_save(UiApp *a) { return ui_desk(a)->pref_dir && a->match && !a->demo; }

void ui_scene_menu_draw(UiApp *a)
{
    static const UiStrId label[M_COUNT] = {S_RESUME, S_UNDO, S_SAVE_GAME, S_LOAD_GAME, S_SETTINGS, S_RULES, S_END_MENU};
    ui_draw_game(a);
    ui_w_dim(a);
    UiRect box = menu_box(a);
    ui_w_panel(a, box);
    ui_text(&a->gfx, FONT_TITLE, a->L.font_big, UI_W_GOLD, box.x + box.w / 2, box.y + ui_sc(&a->L, 16), AL_CENTER,
            ui_str(S_MENU));
    for (int i = 0; i < M_COUNT; i++) {
        int on = i == M_UNDO ? ui_desk(a)->undo_to >= 0 : i == M_SAVE ? can_save(a) : 1;
        ui_w_button(a, menu_btn(a, i), ui_str(label[i]), on, i == M_RESUME);
    }
}

void ui_scene_menu_click(UiApp *a, int x, int y)
{
    UiDesk *d = ui_desk(a);
    int hit = -1;
    for (int i = 0; i < M_COUNT; i++)
        if (ui_in(menu_btn(a, i), x, y)) hit = i;
    switch (hit) {
    case M_RESUME:
        a->scene = SC_GAME;
        break;
    case M_UNDO:
        if (d->undo_to >= 0 && ui_desk_undo(a) == 0) a->scene = SC_GAME;
        break;
    case M_SAVE:
        if (!can_save(a)) break;
        {
            /* a default name: the turn and the time */
            char when[32] = "";
            time_t t = time(NULL);
            struct tm *tm = localtime(&t);
            if (tm) strftime(when, sizeof when, "%Y-%m-%d %H-%M", tm);
            snprintf(d->save_name, sizeof d->save_name, "%s %s", when,
                     a->match ? a->names[ys_to_move(&a->match->g) >= 0 ? ys_to_move(&a->match->g) : 0] : "");
        }
        SDL_StartTextInput();
        a->scene = SC_SAVE_NAME;
        break;
    case M_LOAD:
        ui_desk_refresh_saves(a);
        d->ret_scene = SC_MENU;
        a->scene = SC_SAVES;
        break;
    case M_SETTINGS:
        d->ret_scene = SC_MENU;
        a->scene = SC_SETTINGS;
        break;
    case M_RULES:
        d->rules_ret = SC_MENU;
        a->scene = SC_RULES;
        break;
    case M_TITLE:
        /* the autosave keeps the game for Continue */
        ui_bot_cancel(&a->bot);
        a->has_pending = 0;
        a->animating = 0;
        a->scene = SC_TITLE;
        break;
    default:
        if (!ui_in(menu_box(a), x, y)) a->scene = SC_GAME;
        break;
    }
    a->dirty = 1;
}

void ui_scene_save_name_draw(UiApp *a)
{
    const UiLayout *L = &a->L;
    ui_draw_game(a);
    ui_w_dim(a);
    UiRect box = {a->out_w / 2 - ui_sc(L, 380), a->out_h / 2 - ui_sc(L, 100), ui_sc(L, 760), ui_sc(L, 200)};
    ui_w_panel(a, box);
    ui_text(&a->gfx, FONT_BOLD, L->font_body, UI_W_TEXT, box.x + ui_sc(L, 40), box.y + ui_sc(L, 40), AL_LEFT,
            ui_str(S_SAVE_NAME_Q));
    UiRect f = {box.x + ui_sc(L, 40), box.y + ui_sc(L, 100), box.w - ui_sc(L, 80), ui_sc(L, 48)};
    ui_round(&a->gfx, f, ui_sc(L, 5), 0x3A5068FF);
    ui_frame(&a->gfx, f, 0xFFE066FF, 1);
    char buf[UI_SAVE_NAME_MAX + 4];
    snprintf(buf, sizeof buf, "%s%s", ui_desk(a)->save_name, (SDL_GetTicks() / 500) % 2 ? "|" : "");
    ui_text(&a->gfx, FONT_SANS, L->font_body, UI_W_TEXT, f.x + ui_sc(L, 10), f.y + ui_sc(L, 10), AL_LEFT, buf);
}

/* ------------------------------------------------------------------ */
/* Over the game */

UiRect ui_undo_button(const UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 1050), L->oy + ui_sc(L, 5), ui_sc(L, 110), ui_sc(L, 30)};
}

static int shows_undo(UiApp *a) { return a->match && !a->demo && a->nhumans > 0 && !ys_over(&a->match->g); }

static UiRect confirm_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect r = L->action;
    int w = ui_sc(L, 170), h = ui_sc(L, 46);
    return (UiRect){r.x + ui_sc(L, 20) + i * (w + ui_sc(L, 16)), r.y + r.h - h - ui_sc(L, 20), w, h};
}

void ui_game_overlay_draw(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    const UiLayout *L = &a->L;
    if (shows_undo(a)) ui_w_button(a, ui_undo_button(a), ui_str(S_UNDO), d->undo_to >= 0 && !a->animating, 0);
    if (!d->confirm) return;
    const YsMove *m = &d->confirm_move;
    UiRect pr = ui_layout_place(L, m->place);
    int t = ui_sc(L, 4) > 2 ? ui_sc(L, 4) : 2;
    ui_frame(&a->gfx, (UiRect){pr.x - t, pr.y - t, pr.w + 2 * t, pr.h + 2 * t}, 0xFFE066FF, t);
    UiRect r = L->action;
    ui_w_panel(a, r);
    UiLogLine line;
    ui_move_caption(&a->view, a->viewer, m, a->names, &line);
    UiRect tr = {r.x + ui_sc(L, 20), r.y + ui_sc(L, 16), r.w - ui_sc(L, 40), r.h / 2};
    int h = ui_text_wrap(&a->gfx, FONT_BOLD, L->font_body, UI_W_TEXT, tr, ui_str(S_P_CONFIRM_PLACE));
    tr.y += h + ui_sc(L, 8);
    ui_text_wrap(&a->gfx, FONT_SANS, L->font_body, UI_W_GOLD, tr, line.text);
    ui_w_button(a, confirm_btn(a, 0), ui_str(S_CONFIRM), 1, 1);
    ui_w_button(a, confirm_btn(a, 1), ui_str(S_CANCEL), 1, 0);
}

int ui_game_overlay_click(UiApp *a, int x, int y)
{
    UiDesk *d = ui_desk(a);
    if (d->confirm) {
        YsMove m = d->confirm_move;
        d->confirm = 0;
        if (ui_in(confirm_btn(a, 0), x, y)) {
            ui_app_play_move(a, &m);
        } else {
            ui_input_cancel(&a->pick);
            ui_input_targets(&a->L, &a->view, &a->legal, &a->pick, &a->targets);
        }
        a->dirty = 1;
        return 1;
    }
    if (shows_undo(a) && ui_in(ui_undo_button(a), x, y)) {
        if (a->animating) ui_app_fast_forward(a);
        if (d->undo_to >= 0) ui_desk_undo(a);
        return 1;
    }
    return 0;
}

void ui_status_draw(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    if (!d->status[0]) return;
    const UiLayout *L = &a->L;
    int px = L->font_body, w = ui_text_w(&a->gfx, FONT_BOLD, px, d->status) + ui_sc(L, 40);
    if (w > a->out_w - ui_sc(L, 20)) w = a->out_w - ui_sc(L, 20);
    UiRect r = {a->out_w / 2 - w / 2, a->out_h - ui_sc(L, 96), w, px * 2 + ui_sc(L, 8)};
    ui_round(&a->gfx, r, ui_sc(L, 8), 0x101820E8);
    ui_frame(&a->gfx, r, UI_W_GOLD, 1);
    ui_text(&a->gfx, FONT_BOLD, px, UI_W_TEXT, a->out_w / 2, r.y + (r.h - px * 4 / 3) / 2, AL_CENTER, d->status);
}
