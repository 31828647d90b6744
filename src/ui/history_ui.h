/* history_ui.h - the app's side of the history, the statistics, game codes
 * and the deal of the day (history_ui.c): what the History screen, the
 * title, the end screen and the replay call. */
#ifndef YS_UI_HISTORY_UI_H
#define YS_UI_HISTORY_UI_H

#include "focus.h"
#include "history.h"
#include "stats.h"

typedef struct UiApp UiApp;

#define UI_STATS_NAMES 8
typedef struct {
    UiHistGame *list; /* newest first (freed by ui_app_free) */
    int n, scroll;
    int stats;      /* 1: the statistics shown instead of the list */
    int confirm;    /* the row whose Delete waits for its confirmation, -1 */
    int daily_best; /* the player's best gold on today's deal, -1 */
    char today[UI_DATE_LEN];
    UiPlayerStats st[UI_STATS_NAMES];
    int nst, who;    /* names counted, the one shown */
    UiKeyFocus keys; /* the keyboard's focus on the tabs, the rows' buttons, Back */
    /* A game code's game under way, offered to go on with (the title asks
     * Continue it / Cancel before it replaces the session): NULL when none. */
    YsMatch *offer;
    UiSeat offer_seat[YS_MAX_HUMANS];
    UiKeyFocus offer_keys;
    /* The deal of the day said before it is played (the title asks Play
     * today's deal / Cancel over itself, with the same keys). */
    int daily_ask;
} UiHistoryState;

/* Reads the history again (the list, the statistics, today's best). */
void ui_app_history_refresh(UiApp *a);
/* Counts the list as it is again: the statistics, today's best. */
void ui_app_history_count(UiApp *a);
/* Opens the game of row i: its end screen (replay 0) or its replay (1). 0 or -1. */
int ui_app_history_open(UiApp *a, int i, int replay);
/* Deletes the game of row i. 0 or -1. */
int ui_app_history_delete(UiApp *a, int i);
/* Starts today's deal of the day: the player against three Hard bots. */
int ui_app_daily(UiApp *a);
/* Puts the game code of m (its seats those of the session) on the clipboard,
 * the status line says so. 0 or -1. */
int ui_app_copy_code(UiApp *a, const YsMatch *m);
/* Opens a game code: the clipboard's (text NULL) or text. A finished game
 * opens as its replay: 0. One under way is offered (hist.offer) to go on
 * with as a local game, which the title asks about first: 1. -1 with the
 * reason in the status line. */
int ui_app_open_code(UiApp *a, const char *text);
/* Answers the offer: accept 1 goes on with its game here as a local game
 * (it replaces the session and the autosave, as a new game does), 0 lets it
 * go. 0, or -1 when there is no offer. */
int ui_app_code_offer(UiApp *a, int accept);

/* Draws the History screen (name "history") or its statistics ("stats")
 * with six games made up from seed, or the title asking about a game code's
 * game under way ("code_offer"), for pictures. 0, or -1 for another name. */
int ui_drive_history(UiApp *a, const char *name, uint64_t seed);

#endif
