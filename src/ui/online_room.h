/* online_room.h - inside online play in the game (online.c, the room and
 * its connection; online_panel.c, the panel that shows it; online_games.c,
 * the rooms kept): what one player's game knows of its room. Not for other
 * files. */
#ifndef YS_UI_ONLINE_ROOM_H
#define YS_UI_ONLINE_ROOM_H

#include "invite.h"
#include "online.h"
#include "ui_online.h"
#ifdef YS_SERVER_HOST
#include "upnp.h"
#include "ys_server.h"
#endif

#define PEND_MAX 1100 /* events of a whole game, told at once after a resume */

typedef struct {
    int human, joined, connected;
    char bot[16];     /* the level a bot plays it at, "" when its player does */
    uint32_t gone_at; /* when its player was seen gone (0: here, or never came) */
    uint32_t try_at;  /* the host's next takeover of it, once gone the grace */
} RoomSeat;

#define KEEP_EVERY 8        /* moves between two writes of online.txt */
#define GRACE_S 60          /* ys-server's grace before a bot may play a seat */
#define TAKEOVER_RETRY 5000 /* ms between a host's takeovers the server refused */

struct UiOnline {
    NetConn *conn;
    char host[NET_HOST_MAX + 1], fp[65], link[400]; /* fp: 64 hex digits */
    char share_host[NET_HOST_MAX + 1]; /* the host the invite names, when not host (a hosted room's LAN address) */
    int port;
    char room[NET_CODE_LEN + 1], token[80];
    int seat, is_host, seq, in_room, started;
    int nseats, over;
    RoomSeat seats[YS_MAX_HUMANS];
    YsEventLog *pend[PEND_MAX]; /* events waiting for their view */
    int pend_seq[PEND_MAX], npend;
    int quiet_to;      /* events up to this seq are a catching up: told at once */
    int lost;          /* the connection dropped: a resume is due */
    uint32_t retry_at; /* when to try it */
    int tries;
    int sent_seq;                 /* the seq of a move sent and not yet answered, -1 */
    int grace_s;                  /* the server's grace, as far as this player knows */
    int reclaimed;                /* a reclaim was sent since joining: once a seat */
    char offer[NET_CODE_LEN + 1]; /* the host's rematch: the new room's code, "" if none */
    int drawn_tick;               /* the second the panel last counted */
    int demo;                     /* a picture: no server behind it */
    int kept_seq;                 /* the seq online.txt holds for this room, -1: not kept yet */
#ifdef YS_SERVER_HOST
    YsServerHost *srv;  /* the server hosted in the game */
    int hosting;        /* this game hosts the room: the panel tells how friends reach it */
    YsUpnp *upnp;       /* the router asked to forward the port (upnp.c) */
    YsUpnpStatus up;    /* what it answered, as last read */
    char net_link[400]; /* the invite naming the router's internet address, once forwarded */
#endif
};

/* The panel's height in layout units; the log gives it room at its foot. */
int ui_online_panel_units(const UiApp *a);
/* Keeps o's room as the newest of online.txt, with its seat, token and seq
 * (online_games.c); nothing for a demo or a room not joined yet. */
void ui_online_keep(UiApp *a, UiOnline *o);

#endif
