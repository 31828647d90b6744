/* history.h - every finished game kept in the player's folder (history.c),
 * what the History screen lists and the statistics count (stats.c), and the
 * deal of the day. Plain C over the engine's saves: no SDL. */
#ifndef YS_UI_HISTORY_H
#define YS_UI_HISTORY_H

#include <stddef.h>
#include <stdint.h>

#include "session.h"
#include "ys/ys.h"

#define UI_HISTORY_DIR "history"
#define UI_DATE_LEN 11 /* "YYYY-MM-DD" and its NUL */

/* One finished game as the history holds it. */
typedef struct {
    char file[64]; /* file name in dir/history/ */
    int64_t when;  /* finished, seconds since 1970 */
    int damaged;   /* 1: the file did not load (listed, never counted) */
    int players;   /* seats of players (2..4) */
    UiSeat seat[YS_MAX_HUMANS];
    int score[YS_MAX_SEATS];   /* final gold (seat 2 the neutral player with 2 players) */
    int gems[YS_MAX_SEATS][5]; /* gems held by colour, black last */
    int won[YS_MAX_SEATS];     /* 1 for each winner */
    int undo;                  /* Undo was used in it */
    int online;                /* played in an online room, against people at other screens */
    char daily[UI_DATE_LEN];   /* the deal of the day's date, "" for another game */
    int moves;
} UiHistGame;

/* The game's own lines that the history adds to a save's seats: when it
 * ended, whether Undo was used, the deal of the day's date, whether it was
 * an online game ("key=value\n" each, appended to out). */
void ui_history_meta(const UiSession *s, int64_t when, char *out, size_t len);
/* Keeps the session's finished match as a file of dir/history/ (made when
 * missing), its seats and the lines above inside it, written atomically.
 * Nothing for a demo, an unfinished game, or one whose moves the session
 * does not hold (an online game before the server sent it whole). 0, or -1. The
 * file's name, when given, goes to file. */
int ui_history_add(const UiSession *s, const char *dir, int64_t when, char *file, size_t len);
/* Reads a history file's match and meta into g (m is scratch, and holds the
 * match after). 0, or -1 (then g->damaged is 1). */
int ui_history_read(const char *dir, const char *file, YsMatch *m, UiHistGame *g, char **meta);
/* Fills g (all but its file name) from a finished match and its meta lines. */
void ui_history_describe(const YsMatch *m, const char *meta, UiHistGame *g);
/* Every game of dir/history/ (at most max), newest first, into out (NULL:
 * only count them). Returns the number. */
int ui_history_list(const char *dir, UiHistGame *out, int max);
/* Removes one file of the history (a name of the listing). 0 or -1. */
int ui_history_delete(const char *dir, const char *file);
/* The lines a history file holds besides its seats. */
int64_t ui_history_meta_when(const char *meta);

/* The deal of the day: the local date of t as "YYYY-MM-DD", the seed of a
 * date (the same everywhere: FNV-1a of the text), and the options and seats
 * of its game (4 players, the player in seat 0 against three Hard bots). */
void ui_daily_date(int64_t t, char out[UI_DATE_LEN]);
uint64_t ui_daily_seed(const char *date);
void ui_daily_options(const char *date, YsOptions *o);
/* The best gold of the player's games of that date's deal in a list, or -1. */
int ui_daily_best(const UiHistGame *list, int n, const char *date);

#endif
