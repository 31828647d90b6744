/* ui_online.h - online play in the game (online.c, scenes/scene_online.c):
 * joining a room with an invite, hosting one with the server inside the
 * game, the rooms this player sits in, and the game scene fed by the
 * server's views and events (docs/online-protocol.md). The session shows
 * the server's game (ui_session_remote_*); moves go to the server. */
#ifndef YS_UI_ONLINE_H
#define YS_UI_ONLINE_H

#include "app.h"

/* Online play was built in (YS_ONLINE). */
int ui_online_available(void);

/* A room this player sits in, as kept in online.txt in the player's folder
 * (the seat's token is its secret: the file is the player's alone). */
typedef struct {
    char link[400]; /* ys://HOST:PORT/CODE#sha256=... */
    char room[16];
    char token[80];
    int seat, seq;
} UiOnlineGame;

/* The rooms kept, newest first: how many (at most max written). */
int ui_online_games(UiApp *a, UiOnlineGame *out, int max);

/* Joins the room of an invite as pasted or typed (a link, or a bare code
 * for the server last used); the invite of a room this player sits in
 * already takes them back to their seat (ui_online_resume). 0, or -1 with
 * why in the status line. */
int ui_online_join(UiApp *a, const char *invite);
/* Takes up a kept room again (its token), with what was missed. */
int ui_online_resume(UiApp *a, const UiOnlineGame *g);
/* Hosts the setup's game: the server inside the game, then the room. A
 * seat whose player is gone grace_s seconds (0: 60) is given to a bot. */
int ui_online_host(UiApp *a, int grace_s);
/* Reads what the server sent; called every frame. */
void ui_online_update(UiApp *a);
/* The player's move, to the server. 0, or -1 (not connected, not legal). */
int ui_online_move(UiApp *a, const YsMove *m);
/* Leaves the room (the seat stays the player's) and closes the connection;
 * a server hosted in the game stops. */
void ui_online_close(UiApp *a);
/* The connection dropped and a resume is due: the loop keeps running. */
int ui_online_reconnecting(const UiApp *a);
/* The room's invite link once in a room (the host's to pass on), else NULL. */
const char *ui_online_invite(const UiApp *a);
/* Once the router forwards a hosted room's port: the invite naming the
 * router's internet address (for friends elsewhere), else NULL. */
const char *ui_online_internet_invite(const UiApp *a);
/* At the end of the program: waits (up to 5 s) until the router was told
 * to forget the forwardings of rooms hosted and closed. */
void ui_online_settle(void);
/* In an online game: 1. */
int ui_online_active(const UiApp *a);
/* After a finished game: what the end screen offers. The host may ask for
 * a rematch (a new room, same seats, a new deal); the others are then
 * offered to join it. */
typedef enum {
    UI_REMATCH_NONE,    /* not online, the game goes on, or not connected */
    UI_REMATCH_CAN,     /* the host: Rematch */
    UI_REMATCH_WAIT,    /* another seat: the host may offer one */
    UI_REMATCH_OFFERED, /* another seat: Join the rematch */
} UiRematch;
UiRematch ui_online_rematch_state(const UiApp *a);
/* Rematch (the host) or Join the rematch (offered): the next room's first
 * view opens its game. 0, or -1 when the state offers neither. */
int ui_online_rematch(UiApp *a);

/* The game scene's online panel (invite, seats, who is connected) and its
 * buttons: 1 when a click was theirs. */
void ui_online_draw(UiApp *a);
int ui_online_click(UiApp *a, int x, int y);

/* For screenshots and tests: an online game as a seat sees it, without a
 * server: seat 0 (you, the host) of a 3-player room with a friend who left
 * and a bot, some moves in (to_end: every move to the game's end, to be
 * told). Where the game can host, this seat hosts the room and the panel
 * shows what the router answered (router: 0 it forwards the port, 1 no
 * router answered, 2 it refused, 3 it is behind another router). 0 or -1. */
int ui_online_show_demo(UiApp *a, uint64_t seed, int router, int to_end);
/* For tests: line handled as if the server had sent it. 0, or -1 with no
 * online game. */
int ui_online_feed(UiApp *a, const char *line);

#endif
