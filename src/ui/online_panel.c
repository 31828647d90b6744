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

static int panel_h(const UiApp *a) { return ui_sc(&a->L, ui_online_panel_units(room(a))); }

/* Under the log, which ui_app_layout shortened to make room. */
static UiRect panel(const UiApp *a)
{
    const UiRect *lg = &a->L.log;
    int h = panel_h(a);
    return (UiRect){lg->x, lg->y + lg->h + ui_sc(&a->L, 6), lg->w, h};
}

/* Whether some human seat was never taken: the host may give it to a bot. */
static int empty_seats(const UiOnline *o)
{
    int n = 0;
    for (int s = 0; s < o->nseats; s++)
        n += o->seats[s].human && !o->seats[s].joined && !o->seats[s].bot[0];
    return n;
}

static UiRect copy_btn(const UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect p = panel(a);
    int full = p.w - ui_sc(L, 24), w = room(a)->is_host && empty_seats(room(a)) ? (full - ui_sc(L, 8)) / 2 : full;
    return (UiRect){p.x + ui_sc(L, 12), p.y + p.h - ui_sc(L, 48), w, ui_sc(L, 38)};
}

static UiRect bots_btn(const UiApp *a)
{
    UiRect c = copy_btn(a);
    return (UiRect){c.x + c.w + ui_sc(&a->L, 8), c.y, c.w, c.h};
}

#ifdef YS_SERVER_HOST
/* The host's addresses, below the seats. */
static UiRect addr_area(const UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect p = panel(a);
    return (UiRect){p.x + ui_sc(L, 12), p.y + ui_sc(L, 10 + 34 + 30 * room(a)->nseats), p.w - ui_sc(L, 24),
                    ui_sc(L, UI_HOST_ADDR_UNITS)};
}

static int forwarded(const UiOnline *o) { return o->hosting && o->net_link[0]; }

static void draw_addresses(UiApp *a)
{
    const UiOnline *o = room(a);
    UiHostAddr h = {&o->up, o->share_host, o->share_host[0] ? o->share_host : o->host, o->port, forwarded(o)};
    ui_host_addr_draw(a, addr_area(a), &h);
}
#endif

int ui_online_panel_foot(const UiApp *a) { return room(a) ? ui_online_panel_units(room(a)) + 6 : 0; }

void ui_online_draw(UiApp *a)
{
    UiOnline *o = room(a);
    if (!o) return; /* a game without a table elsewhere */
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    UiRect p = panel(a);
    ui_round(g, p, ui_sc(L, 8), 0x101820E8);
    ui_frame(g, p, UI_W_GOLD, 1);
    char code[NET_CODE_LEN + 4], buf[200];
    net_code_group(o->room, code);
    snprintf(buf, sizeof buf, ui_str(S_ONLINE_ROOM), code);
    int px = L->font_small, x = p.x + ui_sc(L, 12), y = p.y + ui_sc(L, 10);
    ui_text(g, FONT_BOLD, px, UI_W_GOLD, x, y, AL_LEFT, buf);
    for (int s = 0; s < o->nseats; s++) {
        const RoomSeat *r = &o->seats[s];
        int yy = y + ui_sc(L, 34 + 30 * s);
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
        tx += ui_text_fit(g, FONT_SANS, px, UI_W_TEXT, tx, yy, p.x + p.w - ui_sc(L, 8) - tx - ww, buf);
        if (wait[0]) ui_text(g, FONT_BOLD, px, UI_W_GOLD, tx, yy, AL_LEFT, wait);
    }
#ifdef YS_SERVER_HOST
    if (o->hosting) draw_addresses(a);
#endif
    ui_w_button(a, copy_btn(a), ui_str(S_ONLINE_COPY), 1, 0);
    if (o->is_host && empty_seats(o)) ui_w_button(a, bots_btn(a), ui_str(S_ONLINE_FILL_BOTS), 1, 0);
}

int ui_online_click(UiApp *a, int x, int y)
{
    UiOnline *o = room(a);
    if (!o) return 0;
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

int ui_online_buttons(const UiApp *a, UiRect *copy, UiRect *bots)
{
    const UiOnline *o = room(a);
    if (!o) return 0;
    *copy = copy_btn(a);
    if (!o->is_host || !empty_seats(o)) return 1;
    *bots = bots_btn(a);
    return 2;
}
