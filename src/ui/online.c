/* online.c - online play in the game (ui_online.h): the connection to a
 * room server (src/net/online.c, on its own thread), the room's messages
 * turned into the session's view and story, the player's moves sent, and
 * the rooms this player sits in kept in online.txt. */
#define _DEFAULT_SOURCE /* getifaddrs */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "draw.h"
#include "invite.h"
#include "jmsg.h"
#include "online.h"
#include "ui_online.h"
#ifdef YS_SERVER_HOST
#include "online_addr.h"
#include "upnp.h"
#include "ys_server.h"
#ifndef _WIN32
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#endif
#endif

#define PEND_MAX 1100 /* events of a whole game, told at once after a resume */

typedef struct {
    int human, joined, connected;
    char bot[16]; /* the level a bot plays it at, "" when its player does */
} RoomSeat;

struct UiOnline {
    NetConn *conn;
    char host[NET_HOST_MAX + 1], fp[80], link[400];
    char share_host[NET_HOST_MAX + 1]; /* the host the invite names, when not host (a hosted room's LAN address) */
    int port;
    char room[16], token[80];
    int seat, is_host, seq, in_room, started;
    int nseats, over;
    RoomSeat seats[YS_MAX_HUMANS];
    YsEventLog *pend[PEND_MAX]; /* events waiting for their view */
    int pend_seq[PEND_MAX], npend;
    int quiet_to;      /* events up to this seq are a catching up: told at once */
    int lost;          /* the connection dropped: a resume is due */
    uint32_t retry_at; /* when to try it */
    int tries;
    int sent_seq; /* the seq of a move sent and not yet answered, -1 */
#ifdef YS_SERVER_HOST
    YsServerHost *srv;  /* the server hosted in the game */
    int hosting;        /* this game hosts the room: the panel tells how friends reach it */
    YsUpnp *upnp;       /* the router asked to forward the port (upnp.c) */
    YsUpnpStatus up;    /* what it answered, as last read */
    char net_link[400]; /* the invite naming the router's internet address, once forwarded */
#endif
};

static int panel_units(const UiApp *a);

int ui_online_available(void) { return 1; }

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
    if (a->online) a->online->sent_seq = -1;
    return a->online;
}

/* ------------------------------------------------------------------ */
/* online.txt: one room a line, "LINK ROOM SEAT TOKEN SEQ", newest last */

static int games_path(UiApp *a, char *buf, size_t len)
{
    if (!a->pref_dir) return -1;
    int n = snprintf(buf, len, "%sonline.txt", a->pref_dir);
    return n > 0 && (size_t)n < len ? 0 : -1;
}

int ui_online_games(UiApp *a, UiOnlineGame *out, int max)
{
    char path[4096];
    if (games_path(a, path, sizeof path)) return 0;
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    static UiOnlineGame all[64];
    int n = 0;
    char line[700];
    while (fgets(line, sizeof line, f)) {
        UiOnlineGame g;
        memset(&g, 0, sizeof g);
        if (sscanf(line, "%399s %15s %d %79s %d", g.link, g.room, &g.seat, g.token, &g.seq) != 5) continue;
        int k;
        for (k = 0; k < n && strcmp(all[k].room, g.room); k++) {
        }
        if (k < n) { /* the later line of a room wins */
            memmove(&all[k], &all[k + 1], sizeof all[0] * (size_t)(n - k - 1));
            n--;
        }
        if (n == 64) memmove(&all[0], &all[1], sizeof all[0] * 63), n--;
        all[n++] = g;
    }
    fclose(f);
    int w = 0;
    for (int i = n - 1; i >= 0 && w < max; i--)
        out[w++] = all[i];
    return w;
}

/* Keeps the room (a new line: the file is read with the last line of a
 * room winning); at most a few hundred lines are kept. */
static void keep_game(UiApp *a, const UiOnline *o)
{
    char path[4096];
    if (games_path(a, path, sizeof path) || !o->room[0] || !o->token[0]) return;
    FILE *f = fopen(path, "a");
    if (!f) return;
    fprintf(f, "%s %s %d %s %d\n", o->link, o->room, o->seat, o->token, o->seq);
    fclose(f);
#ifndef _WIN32
    chmod(path, 0600); /* the tokens are the player's secrets */
#endif
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
    char err[300];
    if (net_invite_parse(g->link, &inv, err, sizeof err)) return -1;
    UiOnline *o = fresh(a);
    if (!o) return -1;
    snprintf(o->host, sizeof o->host, "%s", inv.host);
    snprintf(o->fp, sizeof o->fp, "%s", inv.sha256);
    snprintf(o->room, sizeof o->room, "%s", g->room);
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

int ui_online_host(UiApp *a)
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
    ui_app_status(a, ui_str(S_ONLINE_NO_HOST));
    return -1;
#endif
}

void ui_online_close(UiApp *a)
{
    UiOnline *o = a->online;
    if (!o) return;
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

static void on_room(UiApp *a, const Jmsg *m)
{
    UiOnline *o = a->online;
    const JmsgField *f = jmsg_get(m, "seats");
    if (!f || f->kind != JMSG_ARRAY) return;
    int n = 0;
    for (int s = 0; s < YS_MAX_HUMANS; s++) {
        const char *b, *e;
        if (seat_obj(f->val, f->vallen, s, &b, &e)) break;
        RoomSeat *r = &o->seats[s];
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
    o->nseats = n;
    const JmsgField *ov = jmsg_get(m, "over");
    o->over = ov && ov->kind == JMSG_BOOL && ov->vallen == 4;
    /* a bot plays this player's own seat (given while away): no moves */
    if (a->ses.remote && o->seat < n) {
        int was = a->ses.remote_bot_plays;
        a->ses.remote_bot_plays = o->seats[o->seat].bot[0] != 0;
        if (was != a->ses.remote_bot_plays) ui_session_refresh(&a->ses), ui_app_targets(a);
    }
    a->dirty = 1;
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
        if (s == o->seat)
            snprintf(seat[s].name, sizeof seat[s].name, "%s", ui_str(S_ONLINE_YOU));
        else if (!r->human)
            snprintf(seat[s].name, sizeof seat[s].name, "%s %d", ui_str(S_ONLINE_BOT), s + 1);
        else
            snprintf(seat[s].name, sizeof seat[s].name, "%s %d", ui_str(S_ONLINE_PLAYER), s + 1);
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
        a->log_foot = panel_units(a) + 6;
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
    o->seq = seq;
    o->sent_seq = -1;
    ui_app_targets(a);
    keep_game(a, o);
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
        if (jmsg_str(&m, "text", buf, sizeof buf)) snprintf(buf, sizeof buf, "?");
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_SERVER_SAYS), buf);
        ui_app_status(a, msg);
        if (!o->in_room) o->lost = -1; /* refused at the door: nothing to resume */
        if (o->sent_seq >= 0) {        /* the move was refused: the choice is the player's again */
            o->sent_seq = -1;
            ui_session_refresh(&a->ses);
            ui_app_targets(a);
        }
    } else if (!strcmp(type, "joined")) {
        o->in_room = 1;
        o->tries = 0;
        jmsg_str(&m, "room", o->room, sizeof o->room);
        if (!jmsg_uint(&m, "seat", YS_MAX_HUMANS - 1, &u)) o->seat = (int)u;
        const JmsgField *h = jmsg_get(&m, "host");
        o->is_host = h && h->kind == JMSG_BOOL && h->vallen == 4;
        if (!jmsg_str(&m, "token", buf, sizeof buf)) snprintf(o->token, sizeof o->token, "%s", buf);
        set_link(o);
    } else if (!strcmp(type, "room")) {
        on_room(a, &m);
        if (!o->started && seq > 0) o->quiet_to = seq; /* coming back: what was missed is told at once */
    } else if (!strcmp(type, "events") && seq > 0) {
        on_events(a, &m, seq);
    } else if (!strcmp(type, "view") && seq >= 0) {
        on_view(a, &m, seq);
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
    if (a->online != o || net_conn_state(o->conn) != NET_DOWN) return;
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

/* ------------------------------------------------------------------ */
/* The panel over the game: the invite, and who is there */

/* The host's addresses under the seats (none for a friend's seat). */
static int addr_units(const UiApp *a)
{
#ifdef YS_SERVER_HOST
    if (a->online && a->online->hosting) return UI_HOST_ADDR_UNITS;
#else
    (void)a;
#endif
    return 0;
}

/* The panel's height in layout units; the log gives it room at its foot. */
static int panel_units(const UiApp *a)
{
    return 44 + 30 * (a->online && a->online->nseats ? a->online->nseats : 4) + addr_units(a) + 54;
}

static int panel_h(const UiApp *a) { return ui_sc(&a->L, panel_units(a)); }

/* Under the log, which ui_online_layout shortened to make room. */
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
    int full = p.w - ui_sc(L, 24), w = a->online->is_host && empty_seats(a->online) ? (full - ui_sc(L, 8)) / 2 : full;
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
    return (UiRect){p.x + ui_sc(L, 12), p.y + ui_sc(L, 10 + 34 + 30 * a->online->nseats), p.w - ui_sc(L, 24),
                    ui_sc(L, UI_HOST_ADDR_UNITS)};
}

static int forwarded(const UiOnline *o) { return o->hosting && o->net_link[0]; }

static void draw_addresses(UiApp *a)
{
    const UiOnline *o = a->online;
    UiHostAddr h = {&o->up, o->share_host, o->share_host[0] ? o->share_host : o->host, o->port, forwarded(o)};
    ui_host_addr_draw(a, addr_area(a), &h);
}
#endif

void ui_online_draw(UiApp *a)
{
    UiOnline *o = a->online;
    if (!ui_online_active(a)) return;
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
        const char *who = s < YS_MAX_SEATS ? a->ses.names[s] : "?";
        UiStrId how = !r->human      ? S_ONLINE_IS_BOT
                      : r->bot[0]    ? S_ONLINE_BOT_FOR
                      : r->connected ? S_ONLINE_HERE
                      : r->joined    ? S_ONLINE_AWAY
                                     : S_ONLINE_WAITING;
        snprintf(buf, sizeof buf, ui_str(S_ONLINE_SEAT_LINE), who, ui_str(how));
        ui_text(g, FONT_SANS, px, UI_W_TEXT, x + ui_sc(L, 20), yy, AL_LEFT, buf);
    }
#ifdef YS_SERVER_HOST
    if (o->hosting) draw_addresses(a);
#endif
    ui_w_button(a, copy_btn(a), ui_str(S_ONLINE_COPY), 1, 0);
    if (o->is_host && empty_seats(o)) ui_w_button(a, bots_btn(a), ui_str(S_ONLINE_FILL_BOTS), 1, 0);
}

int ui_online_click(UiApp *a, int x, int y)
{
    UiOnline *o = a->online;
    if (!ui_online_active(a)) return 0;
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

int ui_online_show_demo(UiApp *a, uint64_t seed, int router)
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
    if (!m || ys_match_new(m, &opt, err, sizeof err)) {
        free(m);
        return -1;
    }
    uint64_t rng = opt.seed;
    while (ys_to_move(&m->g) != 0 || m->nlog < 12) {
        ys_legal(&m->g, &l);
        ys_match_play(m, &l.m[ys_rng_below(&rng, (uint32_t)l.n)]);
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
    o->seats[0] = (RoomSeat){1, 1, 1, ""};
    o->seats[1] = (RoomSeat){1, 1, 0, ""};
    o->seats[2] = (RoomSeat){0, 1, 0, "medium"};
    o->started = 1;
    a->log_foot = panel_units(a) + 6;
    UiSeat seat[YS_MAX_HUMANS];
    seats_of_room(o, 3, seat);
    ys_view(&m->g, 0, &v);
    int rc = ui_session_remote_new(&a->ses, &v, m->nlog, seat, 0);
    free(m);
    if (rc) return -1;
    ui_app_show_remote(a);
    return 0;
}
