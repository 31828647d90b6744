/* online_panel.c - the panel of an online game, under the log (ui_online.h):
 * the room's invite to copy, each seat and who is there, who the game
 * waits for, a gone player's countdown to the host's bot, and the host's
 * bots for the seats no one took. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "invite.h"
#include "online_room.h"
#ifdef YS_SERVER_HOST
#include "online_addr.h"
#endif

/* Seconds until the host's bot takes seat s up (-1: none is due). */
static int takeover_in(const UiApp *a, const UiOnline *o, int s)
{
    const RoomSeat *r = &o->seats[s];
    if (!o->is_host || o->over || !r->gone_at || r->bot[0]) return -1;
    int32_t ms = (int32_t)(r->try_at - a->now);
    return ms <= 0 ? 0 : (int)((ms + 999) / 1000);
}

/* The room of the game on screen, NULL for a game without one. */
static UiOnline *room(const UiApp *a) { return ui_online_of(a->ses.src); }

/* A seat's line, and the host's addresses, in layout units: closer where
 * the panel is tight (four seats: ui_app_layout says so). */
static int seat_pitch(const UiApp *a) { return a->game.panel_tight ? 24 : 30; }
static int addr_units(const UiApp *a)
{
#ifdef YS_SERVER_HOST
    if (room(a)->hosting) return a->game.panel_tight ? UI_HOST_ADDR_TIGHT : UI_HOST_ADDR_UNITS;
#endif
    return (void)a, 0; /* a friend's seat: no addresses */
}

/* Seat s's row among the panel's seat lines, -1 for none: where the panel
 * is tight a bot's seat has no line (its card says Bot); rows() lines in
 * all (four before the room says its seats). */
static int seat_row(const UiApp *a, int s)
{
    const UiOnline *o = room(a);
    int row = 0;
    for (int k = 0; k < s; k++)
        row += !a->game.panel_tight || o->seats[k].human;
    return s < o->nseats && (!a->game.panel_tight || o->seats[s].human) ? row : -1;
}
static int rows(const UiApp *a)
{
    const UiOnline *o = room(a);
    if (!o->nseats) return 4;
    int n = 0;
    for (int s = 0; s < o->nseats; s++)
        n += seat_row(a, s) >= 0;
    return n;
}

/* The panel's height in layout units; the log gives it room at its foot. */
static int panel_units(const UiApp *a) { return 44 + seat_pitch(a) * rows(a) + addr_units(a) + UI_CHAT_UNITS + 54; }

static int panel_h(const UiApp *a) { return ui_sc(&a->L, panel_units(a)); }

/* Whether the panel shares the log's place, the throne below leaving it
 * no room of its own (ui_app_layout): then the two take turns there, the
 * panel standing up from the log's foot over the seats above where it is
 * taller. */
static int shared(const UiApp *a) { return a->game.panel_tight == 2; }
static int table_shown(const UiApp *a) { return !shared(a) || !a->game.table_shut; }

/* Under the log, which ui_app_layout shortened to make room; or up from
 * the log's foot where the two share it. */
static UiRect panel(const UiApp *a)
{
    const UiRect *lg = &a->L.log;
    int h = panel_h(a);
    if (!shared(a)) return (UiRect){lg->x, lg->y + lg->h + ui_sc(&a->L, 6), lg->w, h};
    int y = lg->y + lg->h - h;
    for (int s = 0; s < a->L.seats; s++) { /* over a seat's row: all of it, not a strip of its foot */
        const UiRect *r = &a->L.pl_row[s];
        if (y > r->y && y < r->y + r->h + ui_sc(&a->L, 6)) y = r->y;
    }
    if (y < a->L.side.y) y = a->L.side.y;
    return (UiRect){lg->x, y, lg->w, lg->y + lg->h - y};
}

/* The chat lines said since the shared panel was last shown. */
static int unseen(const UiApp *a, const UiOnline *o)
{
    int k = 0;
    for (int i = 0; i < o->nchat; i++)
        k += o->chat[i].n > a->game.chat_seen;
    return k;
}

/* Where the panel shares the log's place: the button that shows the other
 * one, at the right of the title of the one shown; its words. */
static const char *toggle_label(const UiApp *a, char *buf, size_t n)
{
    const UiOnline *o = room(a);
    if (table_shown(a)) return ui_str(S_ONLINE_SHOW_LOG);
    if (!unseen(a, o)) return ui_str(S_ONLINE_TABLE);
    snprintf(buf, n, ui_str(S_ONLINE_TABLE_NEW), unseen(a, o));
    return buf;
}

static UiRect toggle_btn(UiApp *a)
{
    if (!shared(a)) return (UiRect){0, 0, 0, 0};
    const UiLayout *L = &a->L;
    UiRect box = table_shown(a) ? panel(a) : L->log;
    char buf[80];
    int w = ui_w_label_fits(a, toggle_label(a, buf, sizeof buf), ui_sc(L, 90), box.w / 2);
    return (UiRect){box.x + box.w - w - ui_sc(L, 8), box.y + ui_sc(L, 5), w, ui_sc(L, 30)};
}

/* Whether some human seat was never taken: the host may give it to a bot. */
static int empty_seats(const UiOnline *o)
{
    int n = 0;
    for (int s = 0; s < o->nseats; s++)
        n += o->seats[s].human && !o->seats[s].joined && !o->seats[s].bot[0];
    return n;
}

/* Whether the host may give seat s to a bot now: its player joined and
 * left, and no bot plays it yet. */
static int givable(const UiOnline *o, int s)
{
    const RoomSeat *r = &o->seats[s];
    return o->is_host && !o->over && s != o->seat && r->human && r->joined && !r->connected && !r->bot[0];
}

/* Seat s's line, and its button when the host may give the seat to a bot. */
static UiRect seat_line(const UiApp *a, int s)
{
    const UiLayout *L = &a->L;
    UiRect p = panel(a);
    return (UiRect){p.x + ui_sc(L, 12), p.y + ui_sc(L, 10 + 34 + seat_pitch(a) * seat_row(a, s)), p.w - ui_sc(L, 20),
                    ui_sc(L, seat_pitch(a) - 2)};
}

static UiRect give_btn(UiApp *a, int s)
{
    UiRect l = seat_line(a, s);
    int w = ui_w_label_fits(a, ui_str(S_ONLINE_GIVE_BOT), ui_sc(&a->L, 90), l.w / 3);
    return (UiRect){l.x + l.w - w, l.y - ui_sc(&a->L, 2), w, l.h};
}

/* Copy invite, beside Fill with bots while the host has seats nobody
 * took: the row shared by the two labels' widths, the room left over split
 * evenly (Einladung kopieren and Kopiuj zaproszenie ran onto two lines out
 * of a half). */
static UiRect copy_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect p = panel(a);
    int full = p.w - ui_sc(L, 24), gap = ui_sc(L, 8), w = full;
    if (room(a)->is_host && empty_seats(room(a))) {
        /* each label's width with its button's margins, else with its
         * least padding (the most ui_w_label takes on one line) */
        const char *c = ui_str(S_ONLINE_COPY), *b = ui_str(S_ONLINE_FILL_BOTS);
        int wc = ui_w_label_fits(a, c, 0, full), wb = ui_w_label_fits(a, b, 0, full);
        if (wc + wb > full - gap) {
            int pad = 2 * (ui_sc(L, 5) > 2 ? ui_sc(L, 5) : 2) + 2;
            wc = ui_text_w(&a->gfx, FONT_BOLD, L->font_body, c) + pad;
            wb = ui_text_w(&a->gfx, FONT_BOLD, L->font_body, b) + pad;
        }
        int room_left = full - gap - wc - wb;
        w = room_left >= 0 ? wc + room_left / 2 : (full - gap) * wc / (wc + wb);
    }
    return (UiRect){p.x + ui_sc(L, 12), p.y + p.h - ui_sc(L, 48), w, ui_sc(L, 38)};
}

static UiRect bots_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect c = copy_btn(a), p = panel(a);
    int x = c.x + c.w + ui_sc(L, 8);
    return (UiRect){x, c.y, p.x + p.w - ui_sc(L, 12) - x, c.h};
}

#ifdef YS_SERVER_HOST
/* The host's addresses, below the seats. */
static UiRect addr_area(const UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect p = panel(a);
    return (UiRect){p.x + ui_sc(L, 12), p.y + ui_sc(L, 10 + 34 + seat_pitch(a) * rows(a)), p.w - ui_sc(L, 24),
                    ui_sc(L, addr_units(a))};
}

static int forwarded(const UiOnline *o) { return o->hosting && o->net_link[0]; }

static void draw_addresses(UiApp *a)
{
    const UiOnline *o = room(a);
    UiHostAddr h = {&o->up, o->share_host, o->share_host[0] ? o->share_host : o->host, o->port, forwarded(o)};
    ui_host_addr_draw(a, addr_area(a), &h);
}
#endif

/* ------------------------------------------------------------------ */
/* The chat: the last lines said, then the field; while a line is written
 * the quick words stand where the lines were */

static const UiStrId quick[3] = {S_CHAT_Q1, S_CHAT_Q2, S_CHAT_Q3};

static UiRect chat_area(const UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect p = panel(a);
    return (UiRect){p.x + ui_sc(L, 12), p.y + ui_sc(L, 10 + 34 + seat_pitch(a) * rows(a) + addr_units(a)),
                    p.w - ui_sc(L, 24), ui_sc(L, UI_CHAT_UNITS - 6)};
}

static UiRect chat_field(const UiApp *a)
{
    UiRect c = chat_area(a);
    int h = ui_sc(&a->L, 38);
    return (UiRect){c.x, c.y + c.h - h, c.w, h};
}

/* Quick word i's chip, while a line is written. */
static UiRect quick_btn(UiApp *a, int i)
{
    UiRect c = chat_area(a);
    int gap = ui_sc(&a->L, 6), w = (c.w - 2 * gap) / 3;
    return (UiRect){c.x + i * (w + gap), c.y, w, ui_sc(&a->L, UI_CHAT_LINES * 24 - 6)};
}

static void draw_chat(UiApp *a, const UiOnline *o)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    UiRect c = chat_area(a), f = chat_field(a);
    int px = L->font_small;
    if (a->game.chat_on) {
        for (int i = 0; i < 3; i++) {
            char b[80];
            snprintf(b, sizeof b, "%d %s", i + 1, ui_str(quick[i]));
            ui_w_button(a, quick_btn(a, i), b, 1, 0);
        }
    } else {
        int first = o->nchat > UI_CHAT_LINES ? o->nchat - UI_CHAT_LINES : 0;
        for (int i = first; i < o->nchat; i++) {
            const RoomChat *ch = &o->chat[i];
            char line[300];
            const char *who = ch->seat == o->seat ? ui_str(S_ONLINE_YOU) : a->ses.names[ch->seat % YS_MAX_SEATS];
            snprintf(line, sizeof line, ui_str(S_CHAT_LINE), who, ch->text);
            uint32_t col = ui_player_rgb[a->ses.pcolour[ch->seat % YS_MAX_SEATS] % UI_COLOURS];
            ui_text_fit(g, FONT_SANS, px, ui_rgb_a(col, 255), c.x, c.y + ui_sc(L, 24 * (i - first)), c.w, line);
        }
    }
    ui_round(g, f, ui_sc(L, 6), 0x0E1620FF);
    ui_frame(g, f, a->game.chat_on ? UI_W_GOLD : 0x3A5068FF, a->game.chat_on ? 2 : 1);
    char shown[240];
    if (a->game.chat_on) snprintf(shown, sizeof shown, "%s%s", a->game.chat, (a->now / 500) % 2 ? "|" : "");
    const char *t = !a->game.chat_on ? ui_str(S_CHAT_SAY) : a->game.chat[0] ? shown : ui_str(S_CHAT_TYPING);
    ui_text_fit(g, FONT_SANS, px, a->game.chat_on && a->game.chat[0] ? UI_W_TEXT : UI_W_DIM, f.x + ui_sc(L, 8),
                f.y + (f.h - px * 4 / 3) / 2, f.w - ui_sc(L, 16), t);
}

/* A line said, and the writing done. */
static void say(UiApp *a, const char *text)
{
    char t[204];
    size_t n = ui_utf8_clean(t, sizeof t, text);
    while (n && t[n - 1] == ' ')
        t[--n] = 0;
    if (t[strspn(t, " ")]) ui_online_say(a, t + strspn(t, " "));
    a->game.chat_on = 0, a->game.chat[0] = 0;
    a->text_input = 0;
    a->dirty = 1;
}

static void chat_begin(UiApp *a)
{
    a->game.chat_on = 1;
    a->game.chat[0] = 0;
    a->text_input = 1;
    a->dirty = 1;
}

int ui_online_chat_begin(UiApp *a)
{
    if (!room(a) || a->game.chat_on || a->scene != SC_GAME) return 0;
    a->game.table_shut = 0; /* the chat's field where it can be seen */
    chat_begin(a);
    return 1;
}

int ui_online_chat_key(UiApp *a, int key)
{
    if (!room(a)) return 0;
    if (!a->game.chat_on) return 0;
    if (key == UK_ENTER)
        say(a, a->game.chat);
    else if (key == UK_ESCAPE || key == UK_CANCEL)
        a->game.chat_on = 0, a->text_input = 0;
    else if (key == UK_BACKSPACE)
        ui_utf8_backspace(a->game.chat);
    else
        return key != UK_TAB && key != UK_BACKTAB ? 1 : 0;
    a->dirty = 1;
    return 1;
}

int ui_online_chat_text(UiApp *a, const char *utf8)
{
    if (!room(a)) return 0;
    if (!a->game.chat_on) return 0;
    /* the first key 1, 2 or 3: a quick word, said at once */
    if (!a->game.chat[0] && utf8[0] >= '1' && utf8[0] <= '3' && !utf8[1]) {
        say(a, ui_str(quick[utf8[0] - '1']));
        return 1;
    }
    size_t n = strlen(a->game.chat), k = strlen(utf8);
    if (n + k < 201) memcpy(a->game.chat + n, utf8, k + 1);
    a->dirty = 1;
    return 1;
}

UiRect ui_online_panel_button(UiApp *a, int which, int seat)
{
    UiOnline *o = room(a);
    if (!o) return (UiRect){0, 0, 0, 0};
    if (which == UI_PANEL_TABLE) return toggle_btn(a);
    if (!table_shown(a)) return (UiRect){0, 0, 0, 0}; /* folded away */
    switch (which) {
    case UI_PANEL_COPY:
        return copy_btn(a);
    case UI_PANEL_BOTS:
        return o->is_host && empty_seats(o) ? bots_btn(a) : (UiRect){0, 0, 0, 0};
    case UI_PANEL_GIVE:
        return seat >= 0 && seat < o->nseats && givable(o, seat) ? give_btn(a, seat) : (UiRect){0, 0, 0, 0};
    case UI_PANEL_CHAT:
        return chat_field(a);
    case UI_PANEL_QUICK:
        return a->game.chat_on && seat >= 0 && seat < 3 ? quick_btn(a, seat) : (UiRect){0, 0, 0, 0};
    default:
        return (UiRect){0, 0, 0, 0};
    }
}

int ui_online_covers(const UiApp *a, int x, int y) { return room(a) && table_shown(a) && ui_in(panel(a), x, y); }

int ui_online_panel_foot(const UiApp *a) { return room(a) ? panel_units(a) + 6 : 0; }

void ui_online_draw(UiApp *a)
{
    UiOnline *o = room(a);
    if (!o) return;        /* a game without a table elsewhere */
    if (!table_shown(a)) { /* folded away: its button on the log, lit while the chat has news or a seat waits */
        int news = unseen(a, o) > 0;
        for (int s = 0; s < o->nseats; s++)
            news |= givable(o, s) || takeover_in(a, o, s) >= 0;
        char buf[80];
        ui_w_button(a, toggle_btn(a), toggle_label(a, buf, sizeof buf), 1, news);
        return;
    }
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    UiRect p = panel(a);
    ui_round(g, p, ui_sc(L, 8), shared(a) ? 0x101820FF : 0x101820E8); /* over the log and seats: hides them */
    ui_frame(g, p, UI_W_GOLD, 1);
    char code[NET_CODE_LEN + 4], buf[200];
    net_code_group(o->room, code);
    snprintf(buf, sizeof buf, ui_str(S_ONLINE_ROOM), code);
    int px = L->font_small, x = p.x + ui_sc(L, 12), y = p.y + ui_sc(L, 10);
    UiRect t = toggle_btn(a);
    ui_text_fit(g, FONT_BOLD, px, UI_W_GOLD, x, y, (t.w ? t.x - ui_sc(L, 6) : p.x + p.w - ui_sc(L, 8)) - x, buf);
    if (t.w) ui_w_button(a, t, ui_str(S_ONLINE_SHOW_LOG), 1, 0); /* back to the log */
    for (int s = 0; s < o->nseats; s++) {
        const RoomSeat *r = &o->seats[s];
        if (seat_row(a, s) < 0) continue; /* a bot's seat, the panel tight */
        int yy = seat_line(a, s).y;
        uint32_t dot = r->connected || !r->human ? 0x3CC060FF : r->joined ? 0xD08020FF : 0x707880FF;
        ui_round(g, (UiRect){x, yy + ui_sc(L, 4), ui_sc(L, 12), ui_sc(L, 12)}, ui_sc(L, 6), dot);
        const char *who = s == o->seat ? ui_str(S_ONLINE_YOU) : s < YS_MAX_SEATS ? a->ses.names[s] : "?";
        UiStrId how = !r->human      ? S_ONLINE_IS_BOT
                      : r->bot[0]    ? S_ONLINE_BOT_FOR
                      : r->connected ? S_ONLINE_HERE
                      : r->joined    ? S_ONLINE_AWAY
                                     : S_ONLINE_WAITING;
        char state[120];
        int in = takeover_in(a, o, s);
        if (in >= 0)
            snprintf(state, sizeof state, ui_str(S_ONLINE_AWAY_BOT_IN), in);
        else
            snprintf(state, sizeof state, "%s", ui_str(how));
        snprintf(buf, sizeof buf, ui_str(S_ONLINE_SEAT_LINE), who, state);
        /* who the game waits for: a bot thinks, a player is to play */
        char wait[60] = "";
        if (!o->over && ys_to_move(&a->ses.view) == s)
            snprintf(wait, sizeof wait, " · %s", ui_str(!r->human || r->bot[0] ? S_THINKING : S_ONLINE_TO_PLAY));
        int tx = x + ui_sc(L, 20), ww = wait[0] ? ui_text_w(g, FONT_BOLD, px, wait) : 0;
        int right = givable(o, s) ? give_btn(a, s).x - ui_sc(L, 6) : p.x + p.w - ui_sc(L, 8);
        tx += ui_text_fit(g, FONT_SANS, px, UI_W_TEXT, tx, yy, right - tx - ww, buf);
        if (wait[0]) ui_text(g, FONT_BOLD, px, UI_W_GOLD, tx, yy, AL_LEFT, wait);
        if (givable(o, s)) ui_w_button(a, give_btn(a, s), ui_str(S_ONLINE_GIVE_BOT), 1, 0);
    }
#ifdef YS_SERVER_HOST
    if (o->hosting) draw_addresses(a);
#endif
    draw_chat(a, o);
    ui_w_button(a, copy_btn(a), ui_str(S_ONLINE_COPY), 1, 0);
    if (o->is_host && empty_seats(o)) ui_w_button(a, bots_btn(a), ui_str(S_ONLINE_FILL_BOTS), 1, 0);
}

int ui_online_click(UiApp *a, int x, int y)
{
    UiOnline *o = room(a);
    if (!o) return 0;
    if (ui_in(toggle_btn(a), x, y)) { /* the log and the table take turns in one place */
        a->game.table_shut = !a->game.table_shut;
        a->game.chat_seen = o->nchat ? o->chat[o->nchat - 1].n : 0; /* what the chat said while shown: seen */
        if (a->game.chat_on) a->game.chat_on = 0, a->text_input = 0;
        a->dirty = 1;
        return 1;
    }
    if (!table_shown(a)) return 0; /* folded away: the click is the game's */
#ifdef YS_SERVER_HOST
    char msg[300];
    if (forwarded(o) && ui_in(copy_btn(a), x, y)) { /* the invite friends over the internet can use */
        SDL_SetClipboardText(o->net_link);
        snprintf(msg, sizeof msg, ui_str(S_UPNP_COPIED_NET), o->up.external);
        ui_app_status(a, msg);
        return 1;
    }
    if (forwarded(o) && ui_in(ui_host_addr_copy(a, addr_area(a)), x, y)) {
        SDL_SetClipboardText(o->link);
        snprintf(msg, sizeof msg, ui_str(S_UPNP_COPIED_LAN), o->share_host[0] ? o->share_host : o->host);
        ui_app_status(a, msg);
        return 1;
    }
#endif
    if (ui_in(chat_field(a), x, y)) {
        if (!a->game.chat_on) chat_begin(a);
        return 1;
    }
    for (int i = 0; i < 3 && a->game.chat_on; i++)
        if (ui_in(quick_btn(a, i), x, y)) {
            say(a, ui_str(quick[i]));
            return 1;
        }
    if (a->game.chat_on) a->game.chat_on = 0, a->text_input = 0; /* a click elsewhere ends the writing */
    for (int s = 0; s < o->nseats; s++)
        if (givable(o, s) && ui_in(give_btn(a, s), x, y)) { /* asked first: the player may be back in a moment */
            char ask[600];
            snprintf(ask, sizeof ask, ui_str(S_ONLINE_GIVE_BOT_ASK), a->ses.names[s]);
            ui_app_ask(a, UI_ASK_GIVE_BOT, s, ask, S_ONLINE_GIVE);
            return 1;
        }
    if (ui_in(copy_btn(a), x, y)) {
        SDL_SetClipboardText(o->link[0] ? o->link : o->room);
        ui_app_status(a, ui_str(S_ONLINE_COPIED));
        return 1;
    }
    if (o->is_host && empty_seats(o) && o->conn && ui_in(bots_btn(a), x, y)) {
        /* the seats nobody took are the server's bots' from now on (a friend
         * who joins later takes one back) */
        for (int s = 0; s < o->nseats; s++)
            if (o->seats[s].human && !o->seats[s].joined && !o->seats[s].bot[0]) {
                char line[100];
                snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d,\"level\":\"medium\"}", s);
                net_conn_send(o->conn, line);
            }
        return 1;
    }
    return ui_in(panel(a), x, y);
}
