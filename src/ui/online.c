/* online.c - online play in the game (ui_online.h): the connection to a
 * room server (src/net/online.c, on its own thread), the room's messages
 * turned into the session's view and story, the player's moves sent (the
 * rooms this player sits in are kept by online_games.c). */
#define _DEFAULT_SOURCE /* getifaddrs */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "invite.h"
#include "jmsg.h"
#include "online_room.h"
#ifdef YS_SERVER_HOST
#include "online_addr.h"
#endif
#include "ys/gamecode.h"
#if defined YS_SERVER_HOST && !defined _WIN32
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#endif

int ui_online_available(void) { return 1; }

int ui_online_panel_units(const UiApp *a)
{
    int addr = 0; /* the host's addresses under the seats (none for a friend's seat) */
#ifdef YS_SERVER_HOST
    if (a->online && a->online->hosting) addr = UI_HOST_ADDR_UNITS;
#endif
    return 44 + 30 * (a->online && a->online->nseats ? a->online->nseats : 4) + addr + 54;
}

int ui_online_active(const UiApp *a) { return a->online && a->ses.remote; }

const char *ui_online_invite(const UiApp *a)
{
    return a->online && a->online->in_room && a->online->link[0] ? a->online->link : NULL;
}

int ui_online_reconnecting(const UiApp *a) { return a->online && a->online->lost == 1; }

const char *ui_online_internet_invite(const UiApp *a)
{
#ifdef YS_SERVER_HOST
    if (a->online && a->online->in_room && a->online->net_link[0]) return a->online->net_link;
#else
    (void)a;
#endif
    return NULL;
}

void ui_online_settle(void)
{
#ifdef YS_SERVER_HOST
    ys_upnp_settle(5000);
#endif
}

static void wake(void *ud)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = *(const uint32_t *)ud;
    SDL_PushEvent(&e);
}

static void drop_pending(UiOnline *o)
{
    for (int i = 0; i < o->npend; i++)
        free(o->pend[i]);
    o->npend = 0;
}

static UiOnline *fresh(UiApp *a)
{
    ui_online_close(a);
    a->online = calloc(1, sizeof *a->online);
    if (a->online) a->online->sent_seq = -1, a->online->grace_s = GRACE_S, a->online->kept_seq = -1;
    return a->online;
}

/* ------------------------------------------------------------------ */
/* Connecting */

static void open_conn(UiApp *a, const char *first)
{
    UiOnline *o = a->online;
    o->conn = net_conn_open(o->host, o->port, o->fp, wake, &a->wake_event);
    if (o->conn) net_conn_send(o->conn, first);
    char msg[400];
    snprintf(msg, sizeof msg, ui_str(S_ONLINE_CONNECTING), o->host);
    ui_app_status(a, msg);
}

/* The room's invite naming host (NULL: the one friends on this network use). */
static void format_link(const UiOnline *o, const char *host, char *out, size_t len)
{
    NetInvite inv;
    memset(&inv, 0, sizeof inv);
    snprintf(inv.host, sizeof inv.host, "%s", host ? host : o->share_host[0] ? o->share_host : o->host);
    inv.port = o->port;
    snprintf(inv.code, sizeof inv.code, "%s", o->room);
    snprintf(inv.sha256, sizeof inv.sha256, "%s", o->fp);
    if (net_invite_format(&inv, out, len) < 0) out[0] = 0;
}

static void set_link(UiOnline *o)
{
    format_link(o, NULL, o->link, sizeof o->link);
#ifdef YS_SERVER_HOST
    o->net_link[0] = 0;
    if (o->hosting && o->up.state == YS_UPNP_MAPPED && o->up.external[0])
        format_link(o, o->up.external, o->net_link, sizeof o->net_link);
#endif
}

int ui_online_join(UiApp *a, const char *text)
{
    NetInvite inv;
    char err[300], msg[400];
    if (net_invite_parse(text, &inv, err, sizeof err) || !inv.host[0]) {
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_BAD_INVITE), inv.host[0] || !inv.code[0] ? err : text);
        ui_app_status(a, msg);
        return -1;
    }
    /* a room this player sits in already: back to the seat, not a new one */
    static UiOnlineGame kept[64];
    for (int i = 0, n = ui_online_games(a, kept, 64); i < n; i++)
        if (!strcmp(kept[i].room, inv.code)) return ui_online_resume(a, &kept[i]);
    UiOnline *o = fresh(a);
    if (!o) return -1;
    snprintf(o->host, sizeof o->host, "%s", inv.host);
    snprintf(o->fp, sizeof o->fp, "%s", inv.sha256);
    snprintf(o->room, sizeof o->room, "%s", inv.code);
    o->port = inv.port;
    set_link(o);
    char line[200];
    snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", inv.code);
    open_conn(a, line);
    return o->conn ? 0 : -1;
}

static void send_resume(UiApp *a, int since)
{
    UiOnline *o = a->online;
    char line[300];
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":%d}", o->room,
             o->token, since);
    open_conn(a, line);
}

int ui_online_resume(UiApp *a, const UiOnlineGame *g)
{
    NetInvite inv;
    char err[300], room[NET_CODE_LEN + 1];
    /* the invite, and the room's code as the server wrote it */
    if (net_invite_parse(g->link, &inv, err, sizeof err) || net_code_norm(g->room, room)) return -1;
    UiOnline *o = fresh(a);
    if (!o) return -1;
    snprintf(o->host, sizeof o->host, "%s", inv.host);
    snprintf(o->fp, sizeof o->fp, "%s", inv.sha256);
    memcpy(o->room, room, sizeof room);
    snprintf(o->token, sizeof o->token, "%s", g->token);
    snprintf(o->link, sizeof o->link, "%s", g->link);
    o->port = inv.port;
    o->seat = g->seat;
    send_resume(a, 0); /* the whole story: the log is told anew */
    return o->conn ? 0 : -1;
}

static const char *level_word(int level)
{
    static const char *const w[] = {"random", "easy", "medium", "hard", "expert"};
    return level >= 0 && level <= AI_EXPERT ? w[level] : "medium";
}

#ifdef YS_SERVER_HOST
/* This machine's address on its network, for the invite: the first IPv4
 * address of an interface that is up and not the loopback ("" if none:
 * the invite then names 127.0.0.1, for players on this machine). */
static void lan_address(char *buf, size_t len)
{
    buf[0] = 0;
#ifndef _WIN32
    struct ifaddrs *all = NULL;
    if (getifaddrs(&all)) return;
    for (struct ifaddrs *i = all; i && !buf[0]; i = i->ifa_next)
        if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET && (i->ifa_flags & IFF_UP) &&
            !(i->ifa_flags & IFF_LOOPBACK))
            inet_ntop(AF_INET, &((struct sockaddr_in *)(void *)i->ifa_addr)->sin_addr, buf, (socklen_t)len);
    freeifaddrs(all);
#else
    (void)len;
#endif
}
#endif

int ui_online_host(UiApp *a, int grace_s)
{
#ifdef YS_SERVER_HOST
    UiOnline *o = fresh(a);
    if (!o) return -1;
    char err[300], msg[400], data[4096];
    if (!a->pref_dir || snprintf(data, sizeof data, "%sserver", a->pref_dir) >= (int)sizeof data) {
        ui_app_status(a, ui_str(S_NO_FOLDER));
        return -1;
    }
    YsServerConfig c;
    memset(&c, 0, sizeof c);
    c.data_dir = data;
    c.grace_s = grace_s;
    o->grace_s = grace_s > 0 ? grace_s : GRACE_S;
    c.listen = "0.0.0.0:47400";
    o->srv = ys_server_host_start(&c, err, sizeof err);
    if (!o->srv) { /* the usual port is taken: any free one */
        c.listen = "0.0.0.0:0";
        o->srv = ys_server_host_start(&c, err, sizeof err);
    }
    if (!o->srv) {
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_LOST), err);
        ui_app_status(a, msg);
        return -1;
    }
    snprintf(o->host, sizeof o->host, "127.0.0.1");
    lan_address(o->share_host, sizeof o->share_host);
    o->port = ys_server_host_port(o->srv);
    /* friends over the internet: the router asked to forward the port, on
     * a thread (discovery takes seconds); the panel tells what it answered */
    o->hosting = 1;
    o->up.state = YS_UPNP_BUSY;
    o->up.port = o->port;
    YsUpnpConfig uc = {o->port, NULL, 0, wake, &a->wake_event};
    o->upnp = ys_upnp_start(&uc);
    snprintf(o->fp, sizeof o->fp, "%s", ys_server_host_fingerprint(o->srv));
    const UiSetup *st = &a->setup;
    char line[800];
    int k = snprintf(line, sizeof line,
                     "{\"type\":\"create\",\"options\":\"players=%d neighbourhoods=%d kings-favor=%s express=%s "
                     "peek=%s neutral=%s\",\"seats\":[",
                     st->players,
                     st->players == 2 ? 3
                     : st->nbhds4     ? 4
                                      : 3,
                     st->kings_favor ? "on" : "off", st->express ? "on" : "off", st->peek ? "on" : "off",
                     st->strong_neutral ? "4310" : "4210");
    for (int s = 0; s < st->players && k > 0 && (size_t)k < sizeof line; s++)
        k += snprintf(line + k, sizeof line - (size_t)k, "%s\"%s%s\"", s ? "," : "",
                      s == 0 || st->seat[s].human ? "human" : "bot:",
                      s == 0 || st->seat[s].human ? "" : level_word(st->seat[s].level));
    if (k > 0 && (size_t)k < sizeof line - 3) snprintf(line + k, sizeof line - (size_t)k, "]}");
    open_conn(a, line);
    return o->conn ? 0 : -1;
#else
    (void)grace_s;
    ui_app_status(a, ui_str(S_ONLINE_NO_HOST));
    return -1;
#endif
}

void ui_online_close(UiApp *a)
{
    UiOnline *o = a->online;
    if (!o) return;
    if (o->started && o->seq != o->kept_seq) ui_online_keep(a, o);
    if (o->conn) {
        if (o->in_room) net_conn_send(o->conn, "{\"type\":\"leave\"}");
        net_conn_close(o->conn);
    }
#ifdef YS_SERVER_HOST
    ys_upnp_release(o->upnp); /* the forwarding removed without holding up the frame */
    if (o->srv) ys_server_host_stop(o->srv);
#endif
    drop_pending(o);
    free(o);
    a->online = NULL;
    if (a->ses.remote) { /* the seat's view goes with the room: no game of its own is left behind */
        ui_session_fast_forward(&a->ses);
        ui_session_free(&a->ses);
        a->ses.remote = 0;
    }
}

/* ------------------------------------------------------------------ */
/* The room's messages */

/* In a room message's seats array: seat s's object, as [start, end). */
static int seat_obj(const char *arr, size_t n, int s, const char **b, const char **e)
{
    char pat[24];
    snprintf(pat, sizeof pat, "{\"seat\":%d,", s);
    const char *p = arr;
    size_t plen = strlen(pat);
    for (; p + plen <= arr + n; p++)
        if (!memcmp(p, pat, plen)) break;
    if (p + plen > arr + n) return -1;
    const char *q = memchr(p, '}', (size_t)(arr + n - p));
    if (!q) return -1;
    *b = p, *e = q;
    return 0;
}

static int has(const char *b, const char *e, const char *kv)
{
    size_t k = strlen(kv);
    for (const char *p = b; p + k <= e; p++)
        if (!memcmp(p, kv, k)) return 1;
    return 0;
}

/* What changed for seat s between two room messages, told in the status
 * line: a player left or came back, a bot took a seat up. */
static void tell_seat(UiApp *a, int s, const RoomSeat *was, const RoomSeat *now)
{
    const UiOnline *o = a->online;
    const char *who = a->ses.names[s];
    char msg[300];
    msg[0] = 0;
    if (!now->human || !o->started || s >= a->ses.match->g.opt.players) return;
    if (s == o->seat && was->bot[0] && !now->bot[0]) /* taken back (reclaim) */
        snprintf(msg, sizeof msg, "%s", ui_str(S_ONLINE_YOURS_AGAIN));
    else if (s != o->seat && !was->bot[0] && now->bot[0])
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_BOT_TOOK), who);
    else if (was->connected && !now->connected && !now->bot[0] && o->is_host && !o->over)
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_LEFT_BOT), who, o->grace_s);
    else if (was->connected && !now->connected)
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_LEFT), who);
    else if (!was->connected && now->connected && was->joined && s != o->seat)
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_BACK), who);
    if (msg[0]) ui_app_status(a, msg);
}

static void on_room(UiApp *a, const Jmsg *m)
{
    UiOnline *o = a->online;
    const JmsgField *f = jmsg_get(m, "seats");
    if (!f || f->kind != JMSG_ARRAY) return;
    RoomSeat now[YS_MAX_HUMANS];
    int n = 0;
    for (int s = 0; s < YS_MAX_HUMANS; s++) {
        const char *b, *e;
        if (seat_obj(f->val, f->vallen, s, &b, &e)) break;
        RoomSeat *r = &now[s];
        memset(r, 0, sizeof *r);
        r->human = has(b, e, "\"kind\":\"human\"");
        r->joined = has(b, e, "\"joined\":true");
        r->connected = has(b, e, "\"connected\":true");
        const char *lv[] = {"random", "easy", "medium", "hard", "expert"};
        for (int k = 0; k < 5; k++) {
            char kv[40];
            snprintf(kv, sizeof kv, "\"bot\":\"%s\"", lv[k]);
            if (has(b, e, kv)) snprintf(r->bot, sizeof r->bot, "%s", lv[k]);
        }
        n++;
    }
    const JmsgField *ov = jmsg_get(m, "over");
    o->over = ov && ov->kind == JMSG_BOOL && ov->vallen == 4;
    for (int s = 0; s < n; s++) {
        RoomSeat *r = &now[s];
        int known = s < o->nseats;
        if (known) tell_seat(a, s, &o->seats[s], r);
        /* the grace counts from when this player saw the seat's player go
         * (or, coming in, from now: the server counts from its own start) */
        if (r->human && r->joined && !r->connected && !r->bot[0])
            r->gone_at = known && o->seats[s].gone_at ? o->seats[s].gone_at : a->now | 1u;
        r->try_at = r->gone_at ? r->gone_at + (uint32_t)o->grace_s * 1000u : 0;
        if (known && o->seats[s].gone_at == r->gone_at) r->try_at = o->seats[s].try_at;
    }
    memcpy(o->seats, now, sizeof now[0] * (size_t)n);
    o->nseats = n;
    /* this player is back in a seat a bot played while they were away: they
     * play it again (reclaim), once a connection */
    if (o->in_room && o->seat < n && o->seats[o->seat].bot[0] && o->seats[o->seat].human && !o->reclaimed && !o->over &&
        o->conn) {
        net_conn_send(o->conn, "{\"type\":\"reclaim\"}");
        o->reclaimed = 1;
    }
    /* a bot plays this player's own seat (given while away): no moves */
    if (a->ses.remote && o->seat < n) {
        int was = a->ses.remote_bot_plays;
        a->ses.remote_bot_plays = o->seats[o->seat].bot[0] != 0;
        /* the moves are the seat's again: offered now, unless moves the
         * server told are still waiting for their view (they come first) */
        if (was != a->ses.remote_bot_plays && !o->npend) ui_session_refresh(&a->ses), ui_app_targets(a);
    }
    a->dirty = 1;
}

/* The host gives a seat whose player has been gone the grace to a bot (the
 * player takes it back by coming back); a refusal (the server's grace is
 * longer) is tried again a little later. */
static void host_takeovers(UiApp *a)
{
    UiOnline *o = a->online;
    if (!o->is_host || o->over || !o->in_room || !o->started || net_conn_state(o->conn) != NET_UP) return;
    for (int s = 0; s < o->nseats; s++) {
        RoomSeat *r = &o->seats[s];
        if (s == o->seat || !r->gone_at || r->bot[0] || (int32_t)(a->now - r->try_at) < 0) continue;
        char line[100];
        snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d,\"level\":\"medium\"}", s);
        net_conn_send(o->conn, line);
        r->try_at = a->now + TAKEOVER_RETRY;
    }
}

static void seats_of_room(const UiOnline *o, int players, UiSeat *seat)
{
    memset(seat, 0, sizeof(UiSeat) * YS_MAX_HUMANS);
    for (int s = 0; s < players && s < YS_MAX_HUMANS; s++) {
        const RoomSeat *r = &o->seats[s];
        seat[s].human = r->human; /* the room's kind: the panels say who is a bot (the server plays them) */
        seat[s].level = AI_MEDIUM;
        for (int k = 0; k <= AI_EXPERT; k++)
            if (!strcmp(r->bot, level_word(k))) seat[s].level = k;
        seat[s].colour = s;
        /* seats go by their colours, as at one screen (the protocol has
         * no names): the log and the story read "Blue places..." */
        snprintf(seat[s].name, sizeof seat[s].name, "%s", ui_str((UiStrId)(S_PNAME_0 + s)));
    }
}

static void on_view(UiApp *a, const Jmsg *m, int seq)
{
    UiOnline *o = a->online;
    const JmsgField *st = jmsg_get(m, "state");
    static YsView v;
    if (!st || st->kind != JMSG_STRING || st->vallen < 2 || ys_view_decode(st->val + 1, st->vallen - 2, &v)) {
        ui_app_status(a, ui_str(S_ONLINE_OLD));
        return;
    }
    if (!o->started) {
        UiSeat seat[YS_MAX_HUMANS];
        seats_of_room(o, v.opt.players, seat);
        if (ui_session_remote_new(&a->ses, &v, seq, seat, o->seat)) return;
        o->started = 1;
        a->log_foot = ui_online_panel_units(a) + 6;
        ui_app_show_remote(a);
    }
    if (o->npend) {
        /* the moves missed, then this view: each told as it was, the view
         * between two of them being the last one's (only the words need it) */
        for (int i = 0; i < o->npend; i++)
            if (o->pend_seq[i] > a->ses.match->nlog)
                ui_session_remote_move(&a->ses, o->pend[i], &v, o->pend_seq[i], o->pend_seq[i] <= o->quiet_to);
        drop_pending(o);
    } else {
        a->ses.match->g = v;
        a->ses.match->nlog = seq;
        ui_session_refresh(&a->ses);
    }
    /* the end: the whole game, to keep in the history and replay */
    char code[8192];
    static YsMatch whole;
    if (ys_over(&v) && !jmsg_str(m, "code", code, sizeof code) &&
        ys_code_decode(code, strlen(code), &whole, NULL) == YS_CODE_OK)
        ui_session_remote_whole(&a->ses, &whole);
    o->seq = seq;
    o->sent_seq = -1;
    ui_app_targets(a);
    /* My online games: the room when it begins, then now and then (each
     * write is a whole file flushed to the disk), and when the player goes */
    if (o->kept_seq < 0 || o->seq - o->kept_seq >= KEEP_EVERY || ys_over(&a->ses.match->g)) ui_online_keep(a, o);
    a->dirty = 1;
}

static void on_events(UiApp *a, const Jmsg *m, int seq)
{
    UiOnline *o = a->online;
    const JmsgField *st = jmsg_get(m, "state");
    YsEventLog *ev = malloc(sizeof *ev);
    if (!ev) return;
    if (!st || st->kind != JMSG_STRING || st->vallen < 2 || ys_events_decode(st->val + 1, st->vallen - 2, ev) ||
        o->npend == PEND_MAX) {
        free(ev);
        ui_app_status(a, ui_str(S_ONLINE_OLD));
        return;
    }
    o->pend[o->npend] = ev;
    o->pend_seq[o->npend++] = seq;
}

static void on_line(UiApp *a, const char *l)
{
    UiOnline *o = a->online;
    Jmsg m;
    char err[200], type[32], buf[300], msg[500];
    uint64_t u = 0;
    if (jmsg_parse(&m, l, strlen(l), err, sizeof err) || jmsg_str(&m, "type", type, sizeof type)) return;
    int seq = jmsg_uint(&m, "seq", 1u << 20, &u) ? -1 : (int)u;
    if (!strcmp(type, "error")) {
        char code[32];
        if (jmsg_str(&m, "code", code, sizeof code)) code[0] = 0;
        /* the host's own takeovers and this player's reclaim, refused: the
         * seat is not due yet, or is already as asked; nothing to tell */
        if (!strcmp(code, "grace") || !strcmp(code, "seat_busy") || !strcmp(code, "bad_seat")) return;
        /* a move answering an old view (sent as a bot gave the seat back, or
         * again after a reconnection): the room's newer view, on its way,
         * tells the player what happened; the server's words would not */
        if (strcmp(code, "stale")) {
            if (jmsg_str(&m, "text", buf, sizeof buf)) snprintf(buf, sizeof buf, "?");
            snprintf(msg, sizeof msg, ui_str(S_ONLINE_SERVER_SAYS), buf);
            ui_app_status(a, msg);
        }
        if (!o->in_room) o->lost = -1; /* refused at the door: nothing to resume */
        if (o->sent_seq >= 0) {        /* the move was refused: the choice is the player's again */
            o->sent_seq = -1;
            ui_session_refresh(&a->ses);
            ui_app_targets(a);
        }
    } else if (!strcmp(type, "joined")) {
        o->in_room = 1;
        o->tries = 0;
        o->reclaimed = 0;
        o->offer[0] = 0;
        jmsg_str(&m, "room", o->room, sizeof o->room);
        if (!jmsg_uint(&m, "seat", YS_MAX_HUMANS - 1, &u)) o->seat = (int)u;
        const JmsgField *h = jmsg_get(&m, "host");
        o->is_host = h && h->kind == JMSG_BOOL && h->vallen == 4;
        if (!jmsg_str(&m, "token", buf, sizeof buf) && strlen(buf) < sizeof o->token)
            memcpy(o->token, buf, strlen(buf) + 1);
        set_link(o);
    } else if (!strcmp(type, "room")) {
        on_room(a, &m);
        if (!o->started && seq > 0) o->quiet_to = seq; /* coming back: what was missed is told at once */
    } else if (!strcmp(type, "events") && seq > 0) {
        on_events(a, &m, seq);
    } else if (!strcmp(type, "view") && seq >= 0) {
        on_view(a, &m, seq);
    } else if (!strcmp(type, "rematch") && !jmsg_str(&m, "invite", buf, sizeof buf) && strlen(buf) < sizeof o->offer) {
        o->in_room = 0; /* the server took this connection out of the old room */
        memcpy(o->offer, buf, strlen(buf) + 1);
        ui_app_status(a, ui_str(S_ONLINE_REMATCH_OFFER));
        a->dirty = 1;
    }
}

#ifdef YS_SERVER_HOST
/* What the router answered, once it did: the invites and the panel follow. */
static void poll_upnp(UiApp *a, UiOnline *o)
{
    YsUpnpStatus s;
    ys_upnp_status(o->upnp, &s);
    if (s.state == o->up.state && !strcmp(s.external, o->up.external) && !strcmp(s.lan, o->up.lan)) return;
    o->up = s;
    /* the address the router reaches this machine at is the one friends at home use */
    if (s.lan[0] && ys_upnp_private_address(s.lan) == 1 && strncmp(s.lan, "127.", 4))
        snprintf(o->share_host, sizeof o->share_host, "%s", s.lan);
    set_link(o);
    a->dirty = 1;
}
#endif

void ui_online_update(UiApp *a)
{
    UiOnline *o = a->online;
#ifdef YS_SERVER_HOST
    if (o && o->upnp) poll_upnp(a, o);
#endif
    if (!o || !o->conn) return;
    char *l;
    while (a->online == o && (l = net_conn_poll(o->conn))) {
        on_line(a, l);
        free(l);
    }
    if (a->online != o) return;
    host_takeovers(a);
    int tick = (int)(a->now / 1000u); /* the panel counts seconds down */
    if (tick != o->drawn_tick) o->drawn_tick = tick, a->dirty = 1;
    if (net_conn_state(o->conn) != NET_DOWN) return;
    if (!o->lost) {
        char err[300], msg[400];
        net_conn_error(o->conn, err, sizeof err);
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_LOST), err);
        ui_app_status(a, msg);
        o->lost = 1;
        o->retry_at = a->now + 2000;
    }
    /* dropped in a room: back with the token, told what was missed */
    if (o->lost == 1 && o->token[0] && o->started && (int32_t)(a->now - o->retry_at) >= 0 && o->tries < 30) {
        net_conn_close(o->conn);
        o->conn = NULL;
        o->lost = 0;
        o->in_room = 0;
        o->tries++;
        o->retry_at = a->now + 3000;
        o->quiet_to = 0;
        send_resume(a, a->ses.match ? a->ses.match->nlog : 0);
    }
}

/* Rematch */

UiRematch ui_online_rematch_state(const UiApp *a)
{
    const UiOnline *o = a->online;
    if (!ui_online_active(a) || !o->over || (!o->demo && (!o->conn || net_conn_state(o->conn) != NET_UP)))
        return UI_REMATCH_NONE;
    if (o->offer[0]) return UI_REMATCH_OFFERED;
    return o->is_host && o->in_room ? UI_REMATCH_CAN : UI_REMATCH_WAIT;
}

/* The next room's game starts anew: its first view makes the session. */
static void next_room(UiOnline *o)
{
    drop_pending(o);
    o->started = 0;
    o->nseats = 0;
    o->over = 0;
    o->seq = 0;
    o->quiet_to = 0;
    o->sent_seq = -1;
    o->kept_seq = -1;
}

int ui_online_rematch(UiApp *a)
{
    UiOnline *o = a->online;
    UiRematch r = o && !o->demo ? ui_online_rematch_state(a) : UI_REMATCH_NONE;
    if (r == UI_REMATCH_CAN) {
        net_conn_send(o->conn, "{\"type\":\"rematch\"}");
    } else if (r == UI_REMATCH_OFFERED) {
        char line[100];
        snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", o->offer);
        net_conn_send(o->conn, line);
        memcpy(o->room, o->offer, sizeof o->room); /* both a code's size */
        o->token[0] = 0;
        o->offer[0] = 0;
        set_link(o);
    } else {
        return -1;
    }
    next_room(o);
    return 0;
}

int ui_online_move(UiApp *a, const YsMove *m)
{
    UiOnline *o = a->online;
    if (!ui_online_active(a) || !o->conn || o->sent_seq >= 0 || net_conn_state(o->conn) != NET_UP) return -1;
    char text[YS_MOVE_TEXT], q[200], line[400];
    ys_move_format(&a->ses.view, m, text, sizeof text);
    if (jmsg_quote(text, q, sizeof q) < 0) return -1;
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":%s,\"seq\":%d}", q, a->ses.match->nlog);
    net_conn_send(o->conn, line);
    o->sent_seq = a->ses.match->nlog;
    a->ses.legal.n = 0; /* until the server answers */
    ui_pick_clear(&a->game.pick);
    ui_app_targets(a);
    a->dirty = 1;
    return 0;
}

int ui_online_feed(UiApp *a, const char *line)
{
    if (!a->online) return -1;
    on_line(a, line);
    return 0;
}

int ui_online_show_demo(UiApp *a, uint64_t seed, int router, int to_end)
{
    UiOnline *o = fresh(a);
    if (!o) return -1;
    YsMatch *m = malloc(sizeof *m);
    YsOptions opt;
    ys_options_default(&opt);
    opt.players = 3;
    opt.seed = seed ? seed : 7;
    char err[200];
    static YsMoveList l;
    static YsView v;
    static YsEventLog seen;
    if (!m || ys_match_new(m, &opt, err, sizeof err)) {
        free(m);
        return -1;
    }
    snprintf(o->room, sizeof o->room, "Y2QQWZJPES4S8");
    snprintf(o->host, sizeof o->host, "192.168.1.20");
    o->port = NET_DEFAULT_PORT;
#ifdef YS_SERVER_HOST
    /* this game hosts the room: what the router answered (no router asked) */
    static const YsUpnpState answer[] = {YS_UPNP_MAPPED, YS_UPNP_NO_ROUTER, YS_UPNP_REFUSED, YS_UPNP_PRIVATE};
    o->hosting = o->is_host = 1;
    snprintf(o->share_host, sizeof o->share_host, "192.168.1.20");
    o->up.state = answer[router >= 0 && router < 4 ? router : 0];
    o->up.port = o->port;
    snprintf(o->up.external, sizeof o->up.external, "%s", router == 3 ? "100.64.7.9" : "203.0.113.5");
    snprintf(o->up.lan, sizeof o->up.lan, "192.168.1.20");
    if (router == 2) o->up.code = 718, snprintf(o->up.why, sizeof o->up.why, "ConflictInMappingEntry (718)");
#else
    (void)router;
#endif
    set_link(o);
    o->nseats = 3;
    o->seats[0] = (RoomSeat){1, 1, 1, "", 0, 0};
    o->seats[1] = (RoomSeat){1, 1, 0, "", 0, 0};
    o->seats[2] = (RoomSeat){0, 1, 0, "medium", 0, 0};
    o->started = 1;
    o->in_room = 1;
    o->is_host = 1;
    o->demo = 1;
    a->log_foot = ui_online_panel_units(a) + 6;
    UiSeat seat[YS_MAX_HUMANS];
    seats_of_room(o, 3, seat);
    ys_view(&m->g, 0, &v);
    if (ui_session_remote_new(&a->ses, &v, 0, seat, 0)) {
        free(m);
        return -1;
    }
    /* the seat is told each move as the server would tell it */
    uint64_t rng = opt.seed;
    while (to_end ? !ys_over(&m->g) : ys_to_move(&m->g) != 0 || m->nlog < 12) {
        ys_legal(&m->g, &l);
        ys_match_play(m, &l.m[ys_rng_below(&rng, (uint32_t)l.n)]);
        seen = m->last;
        ys_events_view(&seen, 0);
        ys_view(&m->g, 0, &v);
        ui_session_remote_move(&a->ses, &seen, &v, m->nlog, 1);
    }
    o->over = ys_over(&m->g);
    if (o->over) ui_session_remote_whole(&a->ses, m); /* as the server's game code gives it */
    free(m);
    ui_app_show_remote(a);
    return 0;
}
