/* ui_online.h - online play in the game (online.c, scenes/scene_online.c):
 * joining a room with an invite, hosting one with the server inside the
 * game, the rooms this player sits in, and the room as the game's source
 * (source.h): the session shows what the room tells this seat, and the
 * screen's moves go to it, as for any game. */
#ifndef YS_UI_ONLINE_H
#define YS_UI_ONLINE_H

#include "app.h"

/* The rooms kept, newest first: how many (at most max written). */
int ui_online_games(UiApp *a, UiOnlineGame *out, int max);

/* My online games' figures (online_list.c): each kept room's server asked
 * for them without taking the seat (Play online's rows: fig, in
 * a->online_scene); polled every frame (1 when something changed; once all
 * answered, your turn first); the connections let go. */
void ui_online_list_ask(UiApp *a);
int ui_online_list_poll(UiApp *a);
void ui_online_list_free(UiApp *a);
/* Forgets a kept room here (its seat stays the player's on its server):
 * 0, or -1. */
int ui_online_forget(UiApp *a, const char *room);

/* Each opens a room's source as the game being opened (a->opening): the
 * game is shown once the room's first view comes (ui_app_opening).
 * Joins the room of an invite as pasted or typed (a link, or a bare code
 * for the server last used); the invite of a room this player sits in
 * already takes them back to their seat (ui_online_resume). 0, or -1 with
 * why in the status line. */
int ui_online_join(UiApp *a, const char *invite);
/* Takes up a kept room again (its token), with what was missed. */
int ui_online_resume(UiApp *a, const UiOnlineGame *g);
/* Hosts the setup's game: the server inside the game, then the room. A
 * seat whose player is gone grace_s seconds (0: 60) is given to a bot. */
int ui_online_host(UiApp *a, int grace_s);
/* The room's invite link once in a room (the host's to pass on), else NULL. */
const char *ui_online_invite(const UiApp *a);
/* Once the router forwards a hosted room's port: the invite naming the
 * router's internet address (for friends elsewhere), else NULL. */
const char *ui_online_internet_invite(const UiApp *a);
/* At the end of the program: waits (up to 5 s) until the router was told
 * to forget the forwardings of rooms hosted and closed. */
void ui_online_settle(void);
/* The game on screen is a room's: 1. */
int ui_online_active(const UiApp *a);

/* The game scene's panel of a game with a table elsewhere (invite, seats,
 * who is connected) and its buttons: nothing for another game; 1 when a
 * click was theirs. */
void ui_online_draw(UiApp *a);
int ui_online_click(UiApp *a, int x, int y);
/* A chat line to the room on screen (1 to 200 bytes): every seat hears it.
 * 0, or -1 (not in a room). */
int ui_online_say(UiApp *a, const char *text);
/* The chat's keys and typed text in the game scene: T begins a line (1, 2
 * or 3 then sends a quick word), Enter sends it, Escape ends it. 1 when
 * the key or text was the chat's. */
int ui_online_chat_begin(UiApp *a);
int ui_online_chat_key(UiApp *a, int key);
int ui_online_chat_text(UiApp *a, const char *utf8);
/* The host gives a gone player's seat to a bot at once (asked first: the
 * panel's button). 0, or -1 (not the host of a room on screen). */
int ui_online_give_bot(UiApp *a, int seat);
/* Where a button of that panel is now (empty when not shown): Copy
 * invite, Fill with bots (the host's, while seats nobody took wait), seat's
 * "A bot plays" (the host's, for a player gone), the chat's field, quick
 * word seat (0..2, while a line is written), and where the panel shares
 * the log's place the button that shows the other one. */
enum { UI_PANEL_COPY, UI_PANEL_BOTS, UI_PANEL_GIVE, UI_PANEL_CHAT, UI_PANEL_QUICK, UI_PANEL_TABLE };
UiRect ui_online_panel_button(UiApp *a, int which, int seat);
/* Whether that panel, as shown now, covers (x, y). */
int ui_online_covers(const UiApp *a, int x, int y);
/* The layout units that panel takes at the log's foot (0: none). */
int ui_online_panel_foot(const UiApp *a);

/* For screenshots and tests: an online game as a seat sees it, without a
 * server: seat 0 (you, the host) of a room of players (2 to 4; else 3)
 * with a friend who left, a bot, and in four a friend not joined yet, the
 * King's Favor where kings_favor says so, some moves in (to_end: every move to the game's end, to be
 * told). Where the game can host, this seat hosts the room and the panel
 * shows what the router answered (router: 0 it forwards the port, 1 no
 * router answered, 2 it refused, 3 it is behind another router). 0 or -1. */
int ui_online_show_demo(UiApp *a, uint64_t seed, int players, int kings_favor, int router, int to_end);
/* For tests: line handled as if the server had sent it to the game on
 * screen. 0, or -1 with no online game. */
int ui_online_feed(UiApp *a, const char *line);

#endif
