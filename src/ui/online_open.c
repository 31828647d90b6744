/* online_open.c - a room's game opened (ui_online.h): joined with an
 * invite, taken up again from My online games, or hosted on the server
 * inside the game; and the picture of one for screenshots. Each makes the
 * room's source (online.c) the game being opened: the screen shows it
 * once the room's first view comes. */
#define _DEFAULT_SOURCE /* getifaddrs */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "invite.h"
#include "jmsg.h"
#include "online_room.h"
#if defined YS_SERVER_HOST && !defined _WIN32
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#endif

static void wake(void *ud)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = *(const uint32_t *)ud;
    SDL_PushEvent(&e);
}

/* A new room's source, for the app's folder and loop. */
static UiOnline *fresh(UiApp *a)
{
    UiOnline *o = calloc(1, sizeof *o);
    YsView *v = malloc(sizeof *v), *sh = malloc(sizeof *sh);
    char *dir = a->pref_dir ? malloc(strlen(a->pref_dir) + 1) : NULL;
    if (!o || !v || !sh || (a->pref_dir && !dir)) {
        free(o), free(v), free(sh), free(dir);
        char msg[400];
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_LOST), "out of memory");
        ui_app_status(a, msg);
        return NULL;
    }
    o->base.ops = room_ops();
    o->view = v, o->shown = sh;
    o->view_seq = -1;
    if (dir) strcpy(dir, a->pref_dir);
    o->pref_dir = dir;
    o->wake = wake, o->wake_ud = &a->wake_event;
    o->sent_seq = -1, o->grace_s = GRACE_S, o->kept_seq = -1;
    snprintf(o->name, sizeof o->name, "%s", a->set.name); /* the name this player goes by (Play online's) */
    return o;
}

/* The source being opened: the screen shows its game once its first view
 * comes (ui_app_opening). */
static int opening(UiApp *a, UiOnline *o)
{
    if (!o->conn) {
        ui_source_free(&o->base);
        return -1;
    }
    ui_source_free(a->opening);
    a->opening = &o->base;
    char msg[400];
    snprintf(msg, sizeof msg, ui_str(S_ONLINE_CONNECTING), o->host);
    ui_app_status(a, msg);
    return 0;
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
    room_set_link(o);
    char line[300], nm[100];
    room_name_field(o, nm, sizeof nm);
    snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"%s}", inv.code, nm);
    room_open_conn(o, line);
    return opening(a, o);
}

#ifdef YS_SERVER_HOST
static int start_hosting(UiApp *a, UiOnline *o, int port, int grace_s, UiStrId port_taken);
#endif

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
#ifdef YS_SERVER_HOST
    /* a room this game hosts: its server again, from its folder, on the
     * port the friends' invite names (their games come back by themselves) */
    if (g->hosted) {
        if (start_hosting(a, o, inv.port, 0, S_ONLINE_PORT_TAKEN) != 0) {
            ui_source_free(&o->base);
            return -1;
        }
        snprintf(o->link, sizeof o->link, "%s", g->link); /* the invite they have */
        ui_online_news(o, ui_str(S_ONLINE_HOST_BACK));
    }
#endif
    room_send_resume(o, 0); /* the whole story: the log is told anew */
    return opening(a, o);
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

#ifdef YS_SERVER_HOST
/* The server inside the game, from the rooms it keeps in the player's
 * folder (server/: its store and certificate, so an invite made before
 * still reaches it), on port (0: the usual one, else any free one), and
 * the router asked to forward it. 0, or -1 with why in the status line
 * (port_taken: the words for a port an invite names). */
static int start_hosting(UiApp *a, UiOnline *o, int port, int grace_s, UiStrId port_taken)
{
    char err[300], msg[500], data[4096], listen[32];
    if (!a->pref_dir || snprintf(data, sizeof data, "%sserver", a->pref_dir) >= (int)sizeof data) {
        ui_app_status(a, ui_str(S_NO_FOLDER));
        return -1;
    }
    YsServerConfig c;
    memset(&c, 0, sizeof c);
    c.data_dir = data;
    c.grace_s = grace_s;
    o->grace_s = grace_s > 0 ? grace_s : GRACE_S;
    snprintf(listen, sizeof listen, "0.0.0.0:%d", port ? port : 47400);
    c.listen = listen;
    o->srv = ys_server_host_start(&c, err, sizeof err);
    if (!o->srv && !port) { /* the usual port is taken: any free one */
        c.listen = "0.0.0.0:0";
        o->srv = ys_server_host_start(&c, err, sizeof err);
    }
    if (!o->srv) {
        if (port)
            snprintf(msg, sizeof msg, ui_str(port_taken), port, err);
        else
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
    return 0;
}
#endif

int ui_online_host(UiApp *a, int grace_s)
{
#ifdef YS_SERVER_HOST
    UiOnline *o = fresh(a);
    if (!o) return -1;
    if (start_hosting(a, o, 0, grace_s, S_ONLINE_PORT_TAKEN) != 0) {
        ui_source_free(&o->base);
        return -1;
    }
    const UiSetup *st = &a->setup;
    /* the host's seat as the setup names it, unless it kept its colour's name */
    if (strcmp(st->seat[0].name, ui_str(S_PNAME_0)) && ui_name_ok(st->seat[0].name))
        snprintf(o->name, sizeof o->name, "%s", st->seat[0].name);
    char line[900], nm[100];
    room_name_field(o, nm, sizeof nm);
    int k = snprintf(line, sizeof line,
                     "{\"type\":\"create\",\"options\":\"players=%d neighbourhoods=%d kings-favor=%s express=%s "
                     "peek=%s neutral=%s\"%s,\"seats\":[",
                     st->players,
                     st->players == 2 ? 3
                     : st->nbhds4     ? 4
                                      : 3,
                     st->kings_favor ? "on" : "off", st->express ? "on" : "off", st->peek ? "on" : "off",
                     st->strong_neutral ? "4310" : "4210", nm);
    for (int s = 0; s < st->players && k > 0 && (size_t)k < sizeof line; s++)
        k += snprintf(line + k, sizeof line - (size_t)k, "%s\"%s%s\"", s ? "," : "",
                      s == 0 || st->seat[s].human ? "human" : "bot:",
                      s == 0 || st->seat[s].human ? "" : room_level_word(st->seat[s].level));
    if (k > 0 && (size_t)k < sizeof line - 3) snprintf(line + k, sizeof line - (size_t)k, "]}");
    room_open_conn(o, line);
    return opening(a, o);
#else
    (void)grace_s;
    ui_app_status(a, ui_str(S_ONLINE_NO_HOST));
    return -1;
#endif
}

int ui_online_show_demo(UiApp *a, uint64_t seed, int players, int kings_favor, int router, int to_end)
{
    UiOnline *o = fresh(a);
    if (!o) return -1;
    YsMatch *m = malloc(sizeof *m);
    YsOptions opt;
    ys_options_default(&opt);
    opt.players = players >= 2 && players <= YS_MAX_HUMANS ? players : 3;
    opt.kings_favor = kings_favor != 0;
    opt.seed = seed ? seed : 7;
    char err[200];
    static YsMoveList l;
    if (!m || ys_match_new(m, &opt, err, sizeof err)) {
        free(m);
        ui_source_free(&o->base);
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
    room_set_link(o);
    /* this player, a friend who left, bots in the other seats (a friend
     * who has not joined yet beside them in four) */
    o->nseats = opt.players;
    o->seats[0] = (RoomSeat){1, 1, 1, "", "", 0, 0};
    o->seats[1] = (RoomSeat){1, 1, 0, "", "", 0, 0};
    for (int s = 2; s < o->nseats; s++)
        o->seats[s] = s == 3 ? (RoomSeat){1, 0, 0, "", "", 0, 0} : (RoomSeat){0, 1, 0, "medium", "", 0, 0};
    o->in_room = 1;
    o->is_host = 1;
    o->demo = 1;
    o->chat[0] = (RoomChat){1, 1, 0, ""}; /* the friend said a word before leaving */
    snprintf(o->chat[0].text, sizeof o->chat[0].text, "%s", ui_str(S_CHAT_Q3));
    o->nchat = 1;
    /* the seat is told each move as the server would tell it, at once */
    uint64_t rng = opt.seed;
    while (to_end ? !ys_over(&m->g) : ys_to_move(&m->g) != 0 || m->nlog < 12) {
        ys_legal(&m->g, &l);
        int mover = ys_to_move(&m->g);
        ys_match_play(m, &l.m[ys_rng_below(&rng, (uint32_t)l.n)]);
        YsEventLog *ev = malloc(sizeof *ev);
        if (!ev || o->nmoves == ROOM_MOVES_MAX) {
            free(ev);
            break;
        }
        *ev = m->last;
        ys_events_view(ev, 0);
        o->moves[o->nmoves++] = (RoomMove){m->nlog, mover, 1, ev, NULL};
    }
    ys_view(&m->g, 0, o->view);
    o->view_seq = o->seq = m->nlog;
    o->started = 1;
    o->over = ys_over(&m->g);
    if (o->over && (o->whole = malloc(sizeof *o->whole)) != NULL)
        *o->whole = *m; /* as the server's game code gives it */
    free(m);
    if (ui_session_open(&a->ses, &o->base, NULL, 0) != 0) return -1;
    ui_app_show_game(a);
    return 0;
}
