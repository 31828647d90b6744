/* online_room.h - inside online play in the game (online.c, the room's
 * source: its connection and what it tells; online_panel.c, the panel
 * that shows the table; online_games.c, the rooms kept): what one
 * player's game knows of its room. Not for other files. */
#ifndef YS_UI_ONLINE_ROOM_H
#define YS_UI_ONLINE_ROOM_H

#include "invite.h"
#include "online.h"
#include "ui_online.h"
#ifdef YS_SERVER_HOST
#include "upnp.h"
#include "ys_server.h"
#endif

typedef struct {
    int human, joined, connected;
    char bot[16];     /* the level a bot plays it at, "" when its player does */
    char name[32];    /* the name its player goes by as the room says it (at most 24 bytes), "" none */
    uint32_t gone_at; /* when its player was seen gone (0: here, or never came) */
    uint32_t try_at;  /* the host's next takeover of it, once gone the grace */
} RoomSeat;

/* A move the server told, waiting for the screen to take it. */
typedef struct {
    int seq, mover, quiet;
    YsEventLog *ev; /* as this seat may know them */
    YsView *after;  /* the view after it, once sent (NULL: only a later one came) */
} RoomMove;

#define ROOM_MOVES_MAX 1100                     /* the moves of a whole game, told at once after a resume */
#define KEEP_EVERY 8                            /* moves between two writes of online.txt */
#define GRACE_S 60                              /* ys-server's grace before a bot may play a seat */
#define TAKEOVER_RETRY 5000                     /* ms between a host's takeovers the server refused */
#define NEWS_MAX 8                              /* status lines waiting for the screen */
#define CHAT_MAX 100                            /* chat lines kept */
#define UI_CHAT_LINES 1                         /* the last lines the panel shows */
#define UI_CHAT_UNITS (UI_CHAT_LINES * 24 + 48) /* the panel's chat: its lines, the field and the quick words */

typedef struct {
    int n, seat;
    int64_t at;
    char text[204];
} RoomChat;

struct UiOnline {
    UiSource base; /* the game's source (source.h): first, so a UiSource * is a UiOnline * */
    NetConn *conn;
    void (*wake)(void *ud);
    void *wake_ud;
    char *pref_dir; /* the player's folder (online.txt, a hosted room's data), NULL none */
    char host[NET_HOST_MAX + 1], fp[65], link[400]; /* fp: 64 hex digits */
    char share_host[NET_HOST_MAX + 1]; /* the host the invite names, when not host (a hosted room's LAN address) */
    int port;
    char room[NET_CODE_LEN + 1], token[80];
    char name[UI_NAME_MAX + 1]; /* the name this player goes by (the settings') */
    int seat, is_host, seq, in_room, started;
    int nseats, over;
    RoomSeat seats[YS_MAX_HUMANS];
    RoomMove moves[ROOM_MOVES_MAX]; /* told by the server, [told, nmoves) not yet taken by the screen */
    int nmoves, told;
    YsView *view;  /* the last view the server sent */
    int view_seq;  /* its seq, -1 none yet */
    YsView *shown; /* the view after the last move the screen took */
    int has_shown;
    int anew;       /* a next game of the table began (the rematch's first view): told as such */
    YsMatch *whole; /* the whole game once over (the server's game code), NULL before */
    int quiet_to;   /* events up to this seq are a catching up: told at once */
    int lost;       /* the connection dropped: a resume is due; -1 refused at the door */
    uint32_t retry_at, now;
    int tries;
    int sent_seq;                 /* the seq of a move sent and not yet answered, -1 */
    int grace_s;                  /* the server's grace, as far as this player knows */
    int reclaimed;                /* a reclaim was sent since joining: once a seat */
    char offer[NET_CODE_LEN + 1]; /* the host's rematch: the new room's code, "" if none */
    int drawn_tick;               /* the second the panel last counted */
    int demo;                     /* a picture: no server behind it */
    int kept_seq;                 /* the seq online.txt holds for this room, -1: not kept yet */
    char news[NEWS_MAX][512];     /* status lines for the screen */
    int nnews;
    RoomChat chat[CHAT_MAX];
    int nchat, chat_seen; /* chat_seen: the last line's n told in the status line */
#ifdef YS_SERVER_HOST
    YsServerHost *srv;  /* the server hosted in the game */
    int hosting;        /* this game hosts the room: the panel tells how friends reach it */
    YsUpnp *upnp;       /* the router asked to forward the port (upnp.c) */
    YsUpnpStatus up;    /* what it answered, as last read */
    char net_link[400]; /* the invite naming the router's internet address, once forwarded */
#endif
};

/* online.c's, for online_open.c: the source's table; the first line sent
 * on a new connection; the room's invites made anew; the player's name as
 * a message's field (",\"name\":..." or ""); a resume from since; a bot
 * level's word. */
const UiSourceOps *room_ops(void);
void room_open_conn(UiOnline *o, const char *first);
void room_set_link(UiOnline *o);
void room_name_field(const UiOnline *o, char *buf, size_t len);
void room_send_resume(UiOnline *o, int since);
const char *room_level_word(int level);

/* The online game behind s, or NULL when s is another source. */
UiOnline *ui_online_of(const UiSource *s);
/* Keeps o's room as the newest of online.txt, with its seat, token and seq
 * (online_games.c); nothing for a demo or a room not joined yet. */
void ui_online_keep(UiOnline *o);
/* Removes room from online.txt in dir. 0, or -1 (not kept, not written). */
int ui_online_unkeep(const char *dir, const char *room);
/* A line for the screen's status bar, in the player's language. */
void ui_online_news(UiOnline *o, const char *msg);

#endif
