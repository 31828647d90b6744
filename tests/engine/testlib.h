/* testlib.h - helpers shared by the engine suites: matches from option
 * strings, moves from text, scripted play, and a small strict JSON reader. */
#ifndef YS_TESTLIB_H
#define YS_TESTLIB_H

#include <stddef.h>

#include "ys/ys.h"

/* --- JSON (RFC 8259, strict) ------------------------------------------ */

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JType;

typedef struct Json Json;
struct Json {
    JType t;
    int b;      /* J_BOOL */
    double num; /* J_NUM */
    char *str;  /* J_STR (decoded, NUL-terminated) */
    int n;      /* J_ARR / J_OBJ: number of children */
    Json *kid;  /* children */
    char **key; /* J_OBJ: keys, parallel to kid */
};

/* Parses one JSON value filling the whole text (whitespace allowed around).
 * Returns a tree to free with json_free, or NULL if the text is not JSON. */
Json *json_parse(const char *text);
void json_free(Json *j);
/* Member of an object / element of an array, or NULL. */
const Json *json_get(const Json *obj, const char *key);
const Json *json_at(const Json *arr, int i);
/* Integer value of a number node; fails the test if it is not one. */
int json_int(const Json *j);
int json_is_null(const Json *j);

/* --- matches ---------------------------------------------------------- */

/* Starts a match from "key=value ..." options; fails the test on error. */
void yt_new(YsMatch *m, const char *opts);
/* Same, returning ys_match_new's result (options parsed with ys_options_set:
 * a bad key/value returns -2). */
int yt_new_rc(YsMatch *m, const char *opts, char *err, size_t errlen);
/* Parses and plays a move: 0, or -1 (syntax or illegal). */
int yt_try(YsMatch *m, const char *move);
/* Plays a move that must be legal; fails the test with the legal list. */
void yt_play_at(YsMatch *m, const char *move, const char *file, int line);
#define yt_play(m, mv) yt_play_at((m), (mv), __FILE__, __LINE__)
/* Whether the move text is in the legal list (compared after parsing). */
int yt_legal_has(const YsGame *g, const char *move);
/* The legal list as text, space separated with commas (for messages). */
const char *yt_legal_text(const YsGame *g);
/* Every player bids "bid 0 0" (else its first legal bid), then seats are
 * taken lowest first: with equal bids the turn order follows order cards. */
void yt_bid_zero(YsMatch *m);
/* One default move: placements go to the first open area of neighbourhood
 * dump_nb (0-based), windows pass, after-placement steps end with done,
 * other decisions take the first legal move. */
void yt_default(YsMatch *m, int dump_nb);
/* Plays a script of moves; "*" stands for one default move. */
void yt_script_at(YsMatch *m, const char *const *moves, int n, int dump_nb, const char *file, int line);
#define yt_script(m, arr, dump)                                                                                        \
    yt_script_at((m), (arr), (int)(sizeof(arr) / sizeof((arr)[0])), (dump), __FILE__, __LINE__)
/* Default moves while the decision is one of the given phase (placing). */
void yt_finish_placing(YsMatch *m, int dump_nb);
/* Default moves until the game is over. */
void yt_finish_game(YsMatch *m, int dump_nb);
/* Default moves until g->dec == dec (or over); returns 0 if reached. */
int yt_until(YsMatch *m, int dec, int dump_nb);

/* The state / a view as parsed JSON (free with json_free). */
Json *yt_json(const YsGame *g, int viewer);

/* A match on the heap for a suite (YsMatch is large): cmocka group setup
 * and teardown that allocate and free yt_match. */
extern YsMatch *yt_match;
int yt_match_setup(void **state);
int yt_match_teardown(void **state);

#endif
