/* scene_online.c - Play online: host a game (the setup, then a room on the
 * server the game hosts), join one with the invite a friend sent, or take
 * up a room this player sits in (My online games). */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "invite.h"
#include "ui_online.h"

#define ROWS UI_ONLINE_ROWS

static UiRect box(UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 120), L->oy + ui_sc(L, 40), ui_sc(L, 1360), ui_sc(L, 820)};
}

static int col_w(UiApp *a) { return ui_sc(&a->L, 600); }

static UiRect host_btn(UiApp *a)
{
    UiRect b = box(a);
    return (UiRect){b.x + ui_sc(&a->L, 40), b.y + ui_sc(&a->L, 120), col_w(a), ui_sc(&a->L, 56)};
}

static UiRect field(UiApp *a)
{
    UiRect b = box(a);
    return (UiRect){b.x + ui_sc(&a->L, 40), b.y + ui_sc(&a->L, 470), col_w(a), ui_sc(&a->L, 52)};
}

static UiRect paste_btn(UiApp *a)
{
    UiRect f = field(a);
    int w = (f.w - ui_sc(&a->L, 16)) / 2;
    return (UiRect){f.x, f.y + f.h + ui_sc(&a->L, 14), w, ui_sc(&a->L, 52)};
}

static UiRect join_btn(UiApp *a)
{
    UiRect p = paste_btn(a);
    return (UiRect){p.x + p.w + ui_sc(&a->L, 16), p.y, p.w, p.h};
}

static UiRect row(UiApp *a, int i)
{
    UiRect b = box(a);
    int x = b.x + ui_sc(&a->L, 700);
    return (UiRect){x, b.y + ui_sc(&a->L, 120 + i * 76), b.x + b.w - ui_sc(&a->L, 40) - x, ui_sc(&a->L, 66)};
}

static UiRect resume_btn(UiApp *a, int i)
{
    UiRect r = row(a, i);
    int w = ui_sc(&a->L, 170);
    return (UiRect){r.x + r.w - w - ui_sc(&a->L, 8), r.y + ui_sc(&a->L, 8), w, r.h - ui_sc(&a->L, 16)};
}

static UiRect back_btn(UiApp *a)
{
    UiRect b = box(a);
    return (UiRect){b.x + b.w / 2 - ui_sc(&a->L, 150), b.y + b.h - ui_sc(&a->L, 80), ui_sc(&a->L, 300),
                    ui_sc(&a->L, 54)};
}

/* The keyboard's targets: Host, the invite's field, Paste, Join (once
 * there is an invite), each game's Resume, Back. */
enum { K_FIELD = 1 };
static int targets(UiApp *a, UiRect *out, int max)
{
    UiOnlineScene *st = &a->online_scene;
    UiRect first[4] = {host_btn(a), field(a), paste_btn(a), join_btn(a)};
    int n = 0;
    for (int i = 0; i < 4 && n < max; i++)
        if (i < 3 || st->invite[0]) out[n++] = first[i];
    for (int i = 0; i < st->ngames && n < max; i++)
        out[n++] = resume_btn(a, i);
    if (n < max) out[n++] = back_btn(a);
    return n;
}

static void enter(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    st->ngames = ui_online_games(a, st->games, ROWS);
    st->focus = 1;
    st->keys = (UiKeyFocus){0, K_FIELD};
    a->text_input = 1;
}

static void draw(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    ui_w_background(a, "title_bg");
    UiRect b = box(a);
    ui_w_titled_panel(a, b, 20, ui_str(S_PLAY_ONLINE));
    UiRect h = host_btn(a);
    ui_w_button(a, h, ui_str(S_ONLINE_HOST), 1, 1);
    ui_text_wrap(g, FONT_SANS, L->font_small, UI_W_DIM, (UiRect){h.x, h.y + h.h + ui_sc(L, 12), h.w, ui_sc(L, 200)},
                 ui_str(S_ONLINE_HOST_HELP));
    UiRect f = field(a);
    ui_text_wrap(g, FONT_BOLD, L->font_body, UI_W_TEXT, (UiRect){f.x, f.y - ui_sc(L, 70), f.w, ui_sc(L, 64)},
                 ui_str(S_ONLINE_INVITE_HINT));
    ui_round(g, f, ui_sc(L, 6), 0x0E1620FF);
    ui_frame(g, f, st->focus ? UI_W_GOLD : 0x3A5068FF, st->focus ? 2 : 1);
    char shown[420];
    snprintf(shown, sizeof shown, "%s%s", st->invite, st->focus && (a->now / 500) % 2 ? "|" : "");
    ui_text_fit(g, FONT_SANS, L->font_body, UI_W_TEXT, f.x + ui_sc(L, 10), f.y + (f.h - L->font_body * 4 / 3) / 2,
                f.w - ui_sc(L, 20), shown);
    ui_w_button(a, paste_btn(a), ui_str(S_ONLINE_PASTE), 1, 0);
    ui_w_button(a, join_btn(a), ui_str(S_ONLINE_JOIN), st->invite[0] != 0, st->invite[0] != 0);
    UiRect r0 = row(a, 0);
    ui_text(g, FONT_BOLD, L->font_body, UI_W_TEXT, r0.x, r0.y - ui_sc(L, 44), AL_LEFT, ui_str(S_ONLINE_MINE));
    if (!st->ngames)
        ui_text_wrap(g, FONT_SANS, L->font_small, UI_W_DIM, (UiRect){r0.x, r0.y, r0.w, ui_sc(L, 120)},
                     ui_str(S_ONLINE_NONE));
    for (int i = 0; i < st->ngames; i++) {
        UiRect r = row(a, i);
        ui_round(g, r, ui_sc(L, 6), 0x1F2E3AFF);
        char code[NET_CODE_LEN + 4], line[200];
        net_code_group(st->games[i].room, code);
        snprintf(line, sizeof line, ui_str(S_ONLINE_ROW), code, st->games[i].seat + 1, st->games[i].seq);
        UiRect rb = resume_btn(a, i);
        ui_text_fit(g, FONT_SANS, L->font_small, UI_W_TEXT, r.x + ui_sc(L, 12), r.y + (r.h - L->font_small * 4 / 3) / 2,
                    rb.x - r.x - ui_sc(L, 20), line);
        ui_w_button(a, rb, ui_str(S_ONLINE_RESUME), 1, 0);
    }
    ui_w_button(a, back_btn(a), ui_str(S_BACK), 1, 0);
    ui_keys_draw(a, &st->keys, targets);
}

static void join(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    if (st->invite[0] && ui_online_join(a, st->invite) == 0) a->text_input = 0;
}

static void click(UiApp *a, int x, int y)
{
    UiOnlineScene *st = &a->online_scene;
    st->keys.on = 0;
    st->focus = ui_in(field(a), x, y);
    a->text_input = st->focus;
    if (ui_in(host_btn(a), x, y)) {
        if (!a->setup.players) ui_app_setup_defaults(a, 4);
        a->setup.online = 1;
        a->text_input = 0;
        ui_nav_go(a, SC_SETUP);
    } else if (ui_in(paste_btn(a), x, y)) {
        char *clip = SDL_GetClipboardText();
        if (clip) snprintf(st->invite, sizeof st->invite, "%s", clip);
        SDL_free(clip);
        st->focus = 1;
        a->text_input = 1;
    } else if (ui_in(join_btn(a), x, y)) {
        join(a);
    } else if (ui_in(back_btn(a), x, y)) {
        a->text_input = 0;
        ui_nav_go(a, SC_TITLE);
    } else {
        for (int i = 0; i < st->ngames; i++)
            if (ui_in(resume_btn(a, i), x, y)) {
                a->text_input = 0;
                ui_online_resume(a, &st->games[i]);
            }
    }
}

static void text(UiApp *a, const char *s)
{
    UiOnlineScene *st = &a->online_scene;
    if (!st->focus) return;
    size_t n = strlen(st->invite), k = strlen(s);
    if (n + k < sizeof st->invite) memcpy(st->invite + n, s, k + 1);
}

/* Tab, Shift+Tab and the arrows move the focus (the field types where it
 * stands: it starts there); Enter or Space clicks the focused button, Enter
 * in the field joins; Escape leaves. */
static void key(UiApp *a, int k)
{
    UiOnlineScene *st = &a->online_scene;
    if (st->focus && !st->keys.on && (k == UK_TAB || k == UK_BACKTAB))
        st->keys = (UiKeyFocus){1, K_FIELD}; /* the caret's field: where Tab starts */
    if (!(k == UK_ENTER && st->focus) && ui_keys_key(a, &st->keys, targets, UI_KEYS_ARROWS, k)) {
        UiRect f, fd = field(a);
        st->focus = ui_keys_focused(a, &st->keys, targets, &f) && f.x == fd.x && f.y == fd.y;
        a->text_input = st->focus;
        return;
    }
    if (k == UK_ESCAPE) {
        a->text_input = 0;
        ui_nav_go(a, SC_TITLE);
    } else if (k == UK_ENTER) {
        join(a);
    } else if (k == UK_BACKSPACE && st->focus) {
        size_t n = strlen(st->invite);
        while (n > 0 && ((unsigned char)st->invite[n - 1] & 0xC0) == 0x80) /* a whole UTF-8 character */
            n--;
        if (n > 0) n--;
        st->invite[n] = 0;
    }
}

static int wants_frames(const UiApp *a)
{
    const UiOnlineScene *st = &a->online_scene;
    return st->focus || a->opening; /* the caret blinks; a room being reached */
}

const UiScene ui_scene_online = {"online", enter, click, key, text, NULL, NULL, draw, wants_frames, targets};
