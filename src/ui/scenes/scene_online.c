/* scene_online.c - Play online: the name this player goes by, host a game
 * (the setup, then a room on the server the game hosts), join one with the
 * invite a friend sent, or take up a room this player sits in (My online
 * games). */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "draw.h"
#include "invite.h"
#include "ui_online.h"

#define ROWS UI_ONLINE_ROWS

static UiRect box(UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 120), L->oy + ui_sc(L, 40), ui_sc(L, 1360), ui_sc(L, 820)};
}

static int col_w(UiApp *a) { return ui_sc(&a->L, 560); }

/* The name field: what this player goes by in every room (the settings'). */
static UiRect name_field(UiApp *a)
{
    UiRect b = box(a);
    int lw = ui_sc(&a->L, 170);
    return (UiRect){b.x + ui_sc(&a->L, 40) + lw, b.y + ui_sc(&a->L, 110), col_w(a) - lw, ui_sc(&a->L, 48)};
}

static UiRect host_btn(UiApp *a)
{
    UiRect b = box(a);
    return (UiRect){b.x + ui_sc(&a->L, 40), b.y + ui_sc(&a->L, 186), col_w(a), ui_sc(&a->L, 56)};
}

static UiRect field(UiApp *a)
{
    UiRect b = box(a);
    return (UiRect){b.x + ui_sc(&a->L, 40), b.y + ui_sc(&a->L, 490), col_w(a), ui_sc(&a->L, 52)};
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
    int x = b.x + ui_sc(&a->L, 640);
    return (UiRect){x, b.y + ui_sc(&a->L, 120 + i * 76), b.x + b.w - ui_sc(&a->L, 30) - x, ui_sc(&a->L, 66)};
}

static UiRect resume_btn(UiApp *a, int i)
{
    UiRect r = row(a, i);
    int w = ui_sc(&a->L, 150);
    return (UiRect){r.x + r.w - w - ui_sc(&a->L, 8), r.y + ui_sc(&a->L, 8), w, r.h - ui_sc(&a->L, 16)};
}

static UiRect forget_btn(UiApp *a, int i)
{
    UiRect rb = resume_btn(a, i);
    int w = ui_w_label_fits(a, ui_str(S_ROW_FORGET), ui_sc(&a->L, 100), ui_sc(&a->L, 150));
    return (UiRect){rb.x - w - ui_sc(&a->L, 8), rb.y, w, rb.h};
}

static UiRect back_btn(UiApp *a)
{
    UiRect b = box(a);
    return (UiRect){b.x + b.w / 2 - ui_sc(&a->L, 150), b.y + b.h - ui_sc(&a->L, 80), ui_sc(&a->L, 300),
                    ui_sc(&a->L, 54)};
}

/* The keyboard's targets: the name's field, Host, the invite's field,
 * Paste, Join (once there is an invite), each game's Resume, Back. */
enum { K_NAME = 0, K_FIELD = 2 };
enum { F_NONE, F_INVITE, F_NAME }; /* where typing goes */
static int targets(UiApp *a, UiRect *out, int max)
{
    UiOnlineScene *st = &a->online_scene;
    UiRect first[5] = {name_field(a), host_btn(a), field(a), paste_btn(a), join_btn(a)};
    int n = 0;
    for (int i = 0; i < 5 && n < max; i++)
        if (i < 4 || st->invite[0]) out[n++] = first[i];
    for (int i = 0; i < st->ngames && n + 1 < max; i++)
        out[n++] = forget_btn(a, i), out[n++] = resume_btn(a, i);
    if (n < max) out[n++] = back_btn(a);
    return n;
}

static void enter(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    st->ngames = ui_online_games(a, st->games, ROWS);
    ui_online_list_ask(a); /* each room's figures, from its server */
    st->focus = F_INVITE;
    st->keys = (UiKeyFocus){0, K_FIELD};
    snprintf(st->name, sizeof st->name, "%s", a->set.name);
    a->text_input = 1;
}

/* The name as typed becomes the settings' once the field is left (a name
 * the room would refuse is not kept: the field shows the one kept). */
static void name_done(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    char t[sizeof st->name];
    size_t b = strspn(st->name, " "), n = strlen(st->name + b);
    while (n && st->name[b + n - 1] == ' ')
        n--;
    snprintf(t, sizeof t, "%.*s", (int)n, st->name + b);
    if (strcmp(t, a->set.name) && (!t[0] || ui_name_ok(t))) {
        snprintf(a->set.name, sizeof a->set.name, "%s", t);
        ui_app_save_settings(a);
    }
    snprintf(st->name, sizeof st->name, "%s", a->set.name);
}

/* Typing goes to field f (F_NONE: nowhere). */
static void type_in(UiApp *a, int f)
{
    UiOnlineScene *st = &a->online_scene;
    if (st->focus == F_NAME && f != F_NAME) name_done(a);
    st->focus = f;
    a->text_input = f != F_NONE;
}

/* A kept room in words: its code and whose turn it is; who plays and when
 * the last move was. */
static void row_words(UiApp *a, int i, char *top, size_t tlen, char *below, size_t blen)
{
    const UiOnlineScene *st = &a->online_scene;
    const UiRoomFigures *f = &st->fig[i];
    char code[NET_CODE_LEN + 4], state[120] = "", with[200] = "", names[160] = "", when[80] = "";
    net_code_group(st->games[i].room, code);
    below[0] = 0;
    switch (f->state) {
    case UI_ROOM_KNOWN:
        if (f->over)
            snprintf(state, sizeof state, "%s", ui_str(S_ROW_OVER));
        else if (f->to_move == f->seat)
            snprintf(state, sizeof state, "%s", ui_str(S_ROW_YOUR_TURN));
        else if (f->to_move >= 0 && f->to_move < f->nseats)
            snprintf(state, sizeof state, ui_str(S_ROW_TO_PLAY),
                     f->names[f->to_move][0] ? f->names[f->to_move] : ui_str((UiStrId)(S_PNAME_0 + f->to_move)));
        for (int s = 0; s < f->nseats; s++) {
            if (s == f->seat) continue;
            char one[64];
            const char *nm = f->names[s][0] ? f->names[s] : ui_str((UiStrId)(S_PNAME_0 + s));
            if (f->bot[s])
                snprintf(one, sizeof one, ui_str(S_ROW_BOT), nm);
            else
                snprintf(one, sizeof one, "%s", nm);
            size_t k = strlen(names);
            snprintf(names + k, sizeof names - k, "%s%s", k ? ui_str(S_LIST_SEP) : "", one);
        }
        snprintf(with, sizeof with, ui_str(S_ROW_WITH), names);
        {
            int64_t ago = (int64_t)time(NULL) - f->last;
            if (ago < 60)
                snprintf(when, sizeof when, "%s", ui_str(S_ROW_AGO_NOW));
            else if (ago < 3600)
                snprintf(when, sizeof when, ui_str(S_ROW_AGO_MIN), (int)(ago / 60));
            else if (ago < 2 * 86400)
                snprintf(when, sizeof when, ui_str(S_ROW_AGO_HOURS), (int)(ago / 3600));
            else
                snprintf(when, sizeof when, ui_str(S_ROW_AGO_DAYS), (int)(ago / 86400));
        }
        snprintf(below, blen, "%s · ", when);
        break;
    case UI_ROOM_GONE:
        snprintf(state, sizeof state, "%s", ui_str(S_ROW_GONE));
        break;
    case UI_ROOM_NO_ANSWER:
        snprintf(state, sizeof state, "%s", ui_str(S_ROW_NO_ANSWER));
        break;
    case UI_ROOM_HOSTED:
        snprintf(state, sizeof state, "%s", ui_str(S_ROW_HOSTED));
        snprintf(below, blen, "%s", ui_str(S_ROW_HOSTED_HOW));
        break;
    default:
        snprintf(state, sizeof state, "%s", ui_str(S_ROW_ASKING));
        break;
    }
    /* first what the player acts on (whose turn, with whom), then when and which room */
    if (with[0])
        snprintf(top, tlen, "%s · %s", state, with);
    else
        snprintf(top, tlen, "%s", state);
    if (f->state == UI_ROOM_HOSTED) return;
    size_t k = strlen(below);
    char room[64];
    snprintf(room, sizeof room, ui_str(S_ROW_ROOM), code);
    snprintf(below + k, blen > k ? blen - k : 0, "%s", room);
}

static void draw(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    ui_w_background(a, "title_bg");
    UiRect b = box(a);
    ui_w_titled_panel(a, b, 20, ui_str(S_PLAY_ONLINE));
    UiRect nf = name_field(a);
    ui_text_fit(g, FONT_BOLD, L->font_body, UI_W_TEXT, b.x + ui_sc(L, 40), nf.y + (nf.h - L->font_body * 4 / 3) / 2,
                nf.x - b.x - ui_sc(L, 48), ui_str(S_ONLINE_NAME));
    ui_round(g, nf, ui_sc(L, 6), 0x0E1620FF);
    ui_frame(g, nf, st->focus == F_NAME ? UI_W_GOLD : 0x3A5068FF, st->focus == F_NAME ? 2 : 1);
    char nshown[64];
    snprintf(nshown, sizeof nshown, "%s%s", st->name, st->focus == F_NAME && (a->now / 500) % 2 ? "|" : "");
    ui_text_fit(g, FONT_SANS, L->font_body, st->name[0] || st->focus == F_NAME ? UI_W_TEXT : UI_W_DIM,
                nf.x + ui_sc(L, 10), nf.y + (nf.h - L->font_body * 4 / 3) / 2, nf.w - ui_sc(L, 20),
                st->name[0] || st->focus == F_NAME ? nshown : ui_str(S_ONLINE_NAME_NONE));
    UiRect h = host_btn(a);
    ui_w_button(a, h, ui_str(S_ONLINE_HOST), 1, 1);
    ui_text_wrap(g, FONT_SANS, L->font_small, UI_W_DIM, (UiRect){h.x, h.y + h.h + ui_sc(L, 12), h.w, ui_sc(L, 200)},
                 ui_str(S_ONLINE_HOST_HELP));
    UiRect f = field(a);
    ui_text_wrap(g, FONT_BOLD, L->font_body, UI_W_TEXT, (UiRect){f.x, f.y - ui_sc(L, 70), f.w, ui_sc(L, 64)},
                 ui_str(S_ONLINE_INVITE_HINT));
    ui_round(g, f, ui_sc(L, 6), 0x0E1620FF);
    ui_frame(g, f, st->focus == F_INVITE ? UI_W_GOLD : 0x3A5068FF, st->focus == F_INVITE ? 2 : 1);
    char shown[420];
    snprintf(shown, sizeof shown, "%s%s", st->invite, st->focus == F_INVITE && (a->now / 500) % 2 ? "|" : "");
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
        const UiRoomFigures *fg = &st->fig[i];
        int mine = fg->state == UI_ROOM_KNOWN && !fg->over && fg->to_move == fg->seat;
        ui_round(g, r, ui_sc(L, 6), mine ? 0x2E4A36FF : 0x1F2E3AFF);
        char top[300], below[300];
        row_words(a, i, top, sizeof top, below, sizeof below);
        UiRect fb = forget_btn(a, i);
        int tw = fb.x - r.x - ui_sc(L, 20), ty = r.y + ui_sc(L, 8), lh = L->font_small * 4 / 3;
        ui_text_fit(g, FONT_BOLD, L->font_small, mine ? UI_W_GOLD : UI_W_TEXT, r.x + ui_sc(L, 12), ty, tw, top);
        ui_text_fit(g, FONT_SANS, L->font_small, UI_W_DIM, r.x + ui_sc(L, 12), ty + lh + ui_sc(L, 2), tw, below);
        ui_w_button(a, fb, ui_str(S_ROW_FORGET), 1, 0);
        ui_w_button(a, resume_btn(a, i), ui_str(S_ONLINE_RESUME), 1, mine);
    }
    ui_w_button(a, back_btn(a), ui_str(S_BACK), 1, 0);
    ui_keys_draw(a, &st->keys, targets);
}

static void join(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    type_in(a, st->focus == F_NAME ? F_NONE : st->focus); /* the name kept before it goes with join */
    if (st->invite[0] && ui_online_join(a, st->invite) == 0) {
        type_in(a, F_NONE);
        st->invite[0] = 0; /* on its way: the field is for the next one */
    }
}

static void click(UiApp *a, int x, int y)
{
    UiOnlineScene *st = &a->online_scene;
    st->keys.on = 0;
    type_in(a, ui_in(field(a), x, y) ? F_INVITE : ui_in(name_field(a), x, y) ? F_NAME : F_NONE);
    if (ui_in(host_btn(a), x, y)) {
        if (!a->setup.players) ui_app_setup_defaults(a, 4);
        a->setup.online = 1;
        if (a->set.name[0]) snprintf(a->setup.seat[0].name, sizeof a->setup.seat[0].name, "%s", a->set.name);
        ui_nav_go(a, SC_SETUP);
    } else if (ui_in(paste_btn(a), x, y)) {
        char *clip = SDL_GetClipboardText();
        if (clip) snprintf(st->invite, sizeof st->invite, "%s", clip);
        SDL_free(clip);
        type_in(a, F_INVITE);
    } else if (ui_in(join_btn(a), x, y)) {
        join(a);
    } else if (ui_in(back_btn(a), x, y)) {
        ui_nav_go(a, SC_TITLE);
    } else {
        for (int i = 0; i < st->ngames; i++)
            if (ui_in(resume_btn(a, i), x, y)) {
                ui_online_list_free(a);
                ui_online_resume(a, &st->games[i]);
            } else if (ui_in(forget_btn(a, i), x, y) && ui_online_forget(a, st->games[i].room) == 0) {
                st->ngames = ui_online_games(a, st->games, ROWS); /* the list again, each room asked again */
                ui_online_list_ask(a);
                break;
            }
    }
}

static void text(UiApp *a, const char *s)
{
    UiOnlineScene *st = &a->online_scene;
    char *into = st->focus == F_INVITE ? st->invite : st->focus == F_NAME ? st->name : NULL;
    size_t cap = st->focus == F_INVITE ? sizeof st->invite : UI_NAME_MAX + 1;
    if (!into) return;
    size_t n = strlen(into), k = strlen(s);
    if (n + k < cap) memcpy(into + n, s, k + 1);
}

/* Tab, Shift+Tab and the arrows move the focus (the field types where it
 * stands: it starts there); Enter or Space clicks the focused button, Enter
 * in the field joins; Escape leaves. */
static void key(UiApp *a, int k)
{
    UiOnlineScene *st = &a->online_scene;
    if (st->focus && !st->keys.on && (k == UK_TAB || k == UK_BACKTAB)) /* the caret's field: where Tab starts */
        st->keys = (UiKeyFocus){1, st->focus == F_NAME ? K_NAME : K_FIELD};
    if (!(k == UK_ENTER && st->focus) && ui_keys_key(a, &st->keys, targets, UI_KEYS_ARROWS, k)) {
        UiRect f, fd = field(a), fn = name_field(a);
        int on = ui_keys_focused(a, &st->keys, targets, &f);
        type_in(a, on && f.x == fd.x && f.y == fd.y ? F_INVITE : on && f.x == fn.x && f.y == fn.y ? F_NAME : F_NONE);
        return;
    }
    if (k == UK_ESCAPE) {
        type_in(a, F_NONE);
        ui_nav_go(a, SC_TITLE);
    } else if (k == UK_ENTER && st->focus == F_NAME) {
        type_in(a, F_NONE); /* the name kept */
    } else if (k == UK_ENTER) {
        join(a);
    } else if (k == UK_BACKSPACE && st->focus) {
        char *s = st->focus == F_NAME ? st->name : st->invite;
        size_t n = strlen(s);
        while (n > 0 && ((unsigned char)s[n - 1] & 0xC0) == 0x80) /* a whole UTF-8 character */
            n--;
        if (n > 0) n--;
        s[n] = 0;
    }
}

static int wants_frames(const UiApp *a)
{
    const UiOnlineScene *st = &a->online_scene;
    return st->focus || a->opening || st->query; /* the caret blinks; a room being reached; servers asked */
}

static int update(UiApp *a, float dt)
{
    (void)dt;
    return ui_online_list_poll(a); /* the rooms' figures as their servers answer */
}

const UiScene ui_scene_online = {"online", enter, click, key, text, NULL, update, draw, wants_frames, targets};
