/* scene_menu.c - the in-game menu (over the table) and the name prompt of
 * a save. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "draw.h"

enum { M_RESUME, M_UNDO, M_SAVE, M_LOAD, M_GUIDED, M_SETTINGS, M_RULES, M_TITLE, M_COUNT };

static const char *label_of(int i)
{
    static const UiStrId label[M_COUNT] = {S_RESUME, S_UNDO,     S_SAVE_GAME, S_LOAD_GAME,
                                           0,        S_SETTINGS, S_RULES,     S_END_MENU};
    return i == M_GUIDED ? ui_tutor_text(TX_OFFER) : ui_str(label[i]);
}

static UiRect menu_box(UiApp *a)
{
    const UiLayout *L = &a->L;
    /* as wide as the longest label needs on one line (a larger UI size), within the window */
    int w = ui_sc(L, 340);
    for (int i = 0; i < M_COUNT; i++)
        w = ui_w_label_fits(a, label_of(i), w, a->out_w - ui_sc(L, 140));
    w += ui_sc(L, 100);
    return (UiRect){a->out_w / 2 - w / 2, L->oy + ui_sc(L, 120), w, ui_sc(L, 626)};
}

static UiRect menu_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = menu_box(a);
    return (UiRect){b.x + ui_sc(L, 50), b.y + ui_sc(L, 70 + i * 66), b.w - ui_sc(L, 100), ui_sc(L, 52)};
}

static int can_save(UiApp *a)
{
    return a->pref_dir && (ui_session_caps(&a->ses) & UI_SRC_KEEPS) && !a->ses.demo && ui_session_whole(&a->ses);
}

static int enabled(UiApp *a, int i)
{
    return i == M_UNDO ? a->ses.undo_to >= 0 && !a->tutor.on : i == M_SAVE ? can_save(a) : 1;
}

/* The keyboard's targets: the buttons that act now. */
static int targets(UiApp *a, UiRect *out, int max)
{
    int n = 0;
    for (int i = 0; i < M_COUNT && n < max; i++)
        if (enabled(a, i)) out[n++] = menu_btn(a, i);
    return n;
}

static void draw(UiApp *a)
{
    ui_draw_game(a);
    ui_w_dim(a);
    UiRect box = menu_box(a);
    ui_w_panel(a, box);
    ui_text(&a->gfx, FONT_TITLE, a->L.font_big, UI_W_GOLD, box.x + box.w / 2, box.y + ui_sc(&a->L, 16), AL_CENTER,
            ui_str(S_MENU));
    for (int i = 0; i < M_COUNT; i++)
        ui_w_button(a, menu_btn(a, i), label_of(i), enabled(a, i), i == M_RESUME);
    ui_keys_draw(a, &a->menu_keys, targets);
}

static void click(UiApp *a, int x, int y)
{
    a->menu_keys.on = 0;
    int hit = -1;
    for (int i = 0; i < M_COUNT; i++)
        if (ui_in(menu_btn(a, i), x, y)) hit = i;
    switch (hit) {
    case M_RESUME:
        ui_nav_pop(a);
        break;
    case M_UNDO:
        if (a->ses.undo_to >= 0 && !a->tutor.on) ui_app_undo(a);
        break;
    case M_GUIDED: /* from its start, coach and all */
        ui_tutor_start(a);
        break;
    case M_SAVE:
        if (!can_save(a)) break;
        {
            /* a default name: the turn and the time */
            char when[32] = "";
            time_t t = time(NULL);
            struct tm *tm = localtime(&t);
            if (tm) strftime(when, sizeof when, "%Y-%m-%d %H-%M", tm);
            snprintf(a->saves.name, sizeof a->saves.name, "%s %s", when,
                     a->ses.players ? a->ses.names[ys_to_move(&a->ses.view) >= 0 ? ys_to_move(&a->ses.view) : 0] : "");
        }
        a->saves.rename_file[0] = 0;
        ui_nav_push(a, SC_SAVE_NAME);
        a->text_input = 1;
        break;
    case M_LOAD:
        ui_app_refresh_saves(a);
        ui_nav_push(a, SC_SAVES);
        break;
    case M_SETTINGS:
        ui_nav_push(a, SC_SETTINGS);
        break;
    case M_RULES:
        ui_nav_push(a, SC_RULES);
        break;
    case M_TITLE:
        /* the autosave keeps a game here for Continue; an online game stays
         * on its server (My online games); a room this game hosts waits for
         * its host, who is told so first */
        if (ui_session_caps(&a->ses) & UI_SRC_HOSTS) {
            ui_app_ask(a, UI_ASK_LEAVE, -1, ui_str(S_HOST_LEAVE_ASK), S_HOST_LEAVE);
            break;
        }
        ui_app_leave_game(a);
        ui_nav_go(a, SC_TITLE);
        break;
    default:
        if (!ui_in(menu_box(a), x, y)) ui_nav_pop(a);
        break;
    }
    a->dirty = 1;
}

static void draw_save_name(UiApp *a)
{
    const UiLayout *L = &a->L;
    int renaming = a->saves.rename_file[0] != 0;
    if (renaming) /* over the saves' list it renames from */
        a->scenes[SC_SAVES]->draw(a);
    else
        ui_draw_game(a);
    ui_w_dim(a);
    UiRect box = {a->out_w / 2 - ui_sc(L, 380), a->out_h / 2 - ui_sc(L, 100), ui_sc(L, 760), ui_sc(L, 200)};
    ui_w_panel(a, box);
    ui_text(&a->gfx, FONT_BOLD, L->font_body, UI_W_TEXT, box.x + ui_sc(L, 40), box.y + ui_sc(L, 40), AL_LEFT,
            ui_str(renaming ? S_SAVE_RENAME_TITLE : S_SAVE_NAME_Q));
    UiRect f = {box.x + ui_sc(L, 40), box.y + ui_sc(L, 100), box.w - ui_sc(L, 80), ui_sc(L, 48)};
    ui_round(&a->gfx, f, ui_sc(L, 5), 0x3A5068FF);
    ui_frame(&a->gfx, f, 0xFFE066FF, 1);
    char buf[UI_SAVE_NAME_MAX + 4];
    snprintf(buf, sizeof buf, "%s%s", a->saves.name, (a->now / 500) % 2 ? "|" : "");
    ui_text(&a->gfx, FONT_SANS, L->font_body, UI_W_TEXT, f.x + ui_sc(L, 10), f.y + ui_sc(L, 10), AL_LEFT, buf);
}

/* Tab, Shift+Tab and the arrows move the focus, Enter or Space clicks it;
 * Escape, or Enter with no focus, resumes. */
static void key(UiApp *a, int k)
{
    if (ui_keys_key(a, &a->menu_keys, targets, UI_KEYS_ARROWS, k)) return;
    if (k == UK_ESCAPE || k == UK_ENTER) ui_nav_pop(a);
}

static void enter(UiApp *a) { a->menu_keys = (UiKeyFocus){0, 0}; }

const UiScene ui_scene_menu = {"menu", enter, click, key, NULL, NULL, NULL, draw, NULL, targets};

/* ------------------------------------------------------------------ */
/* The name of a save */

static void name_text(UiApp *a, const char *s)
{
    char *n = a->saves.name;
    size_t l = strlen(n);
    if (l + strlen(s) <= UI_SAVE_NAME_MAX) memcpy(n + l, s, strlen(s) + 1);
    a->dirty = 1;
}

static void name_key(UiApp *a, int k)
{
    switch (k) {
    case UK_ESCAPE:
        a->saves.rename_file[0] = 0;
        ui_nav_pop(a);
        break;
    case UK_ENTER:
        if (a->saves.rename_file[0]) { /* from the saves' list */
            int r = a->saves.name[0] ? ui_rename_file(a->pref_dir, a->saves.rename_file, a->saves.name) : 0;
            a->saves.rename_file[0] = 0;
            ui_nav_pop(a);
            ui_app_refresh_saves(a);
            if (r != 0) ui_app_status(a, ui_str(r == -2 ? S_SAVE_NAME_TAKEN : S_SAVE_FAILED));
            break;
        }
        ui_nav_pop(a);
        if (a->saves.name[0]) {
            ui_app_save_as(a, a->saves.name);
        }
        break;
    case UK_BACKSPACE:
        ui_utf8_backspace(a->saves.name);
        a->dirty = 1;
        break;
    default:
        break;
    }
}

static int blinks(const UiApp *a)
{
    (void)a;
    return 1; /* the caret */
}

const UiScene ui_scene_save_name = {"save_name", NULL, NULL, name_key, name_text, NULL, NULL, draw_save_name, blinks};
