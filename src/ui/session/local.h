/* local.h - the game held here (local.c): a source (source.h) over the
 * engine's match, doing for each seat at this screen what a room does on
 * a server: it checks and applies the screen's moves, lets the bots move
 * (each from its own view, on whatever runner the app gives it), and tells
 * every move as the viewer asked for may know it. Hot seat is this source
 * with several seats at one screen. No SDL: the bots' threads are the
 * runner's. */
#ifndef YS_UI_LOCAL_H
#define YS_UI_LOCAL_H

#include "source.h"

/* Where a bot thinks (the app's threads; a test's own loop). */
typedef struct {
    void *ud;
    /* Begins a search for the player to move in v (that player's view) with
     * prm: 0 begun, 1 not now (the app's driver plays the bots), -1 failed. */
    int (*start)(void *ud, const YsView *v, const AiParams *prm);
    /* Once it is done: 1 with the move and its reason as everyone may be
     * told it (ui_bot_reasons' told), 0 still thinking, -1 it failed, -2
     * nothing is thinking (the search was stopped: it is begun again). */
    int (*poll)(void *ud, YsMove *m, AiReason *told);
    /* Stops a search under way (returns within milliseconds). */
    void (*cancel)(void *ud);
    /* May adjust the search (a guided game's fixed seeds), or NULL. nlog:
     * moves played. */
    void (*params)(void *ud, const YsGame *g, int nlog, int seat, AiParams *prm);
} UiBotRunner;

/* How the seats are played. */
enum {
    UI_LOCAL_STILL = 1 /* nobody moves: a replay's position, a finished game's end screen */
};

/* A source over match m (taken: freed with the source), from its start:
 * its first ui_source_next calls tell its moves so far, quietly, so the
 * screen's log and history are whole; then the game goes on from there.
 * seat[s].human: a person at this screen plays s, else a bot of
 * seat[s].level. bots NULL: bots move only when ui_local_play plays for
 * them. NULL when out of memory (m is then freed). */
UiSource *ui_local_new(YsMatch *m, const UiSeat *seat, const UiBotRunner *bots, unsigned flags);

/* Plays m for whoever is to move, person or bot, with a bot's reason why
 * (NULL none) as everyone may be told it (drivers and tests: the screen's
 * own moves go through ui_source_submit). 0, or -1 when s is not a local
 * source, a move is still to be told, or m is not legal. */
int ui_local_play(UiSource *s, const YsMove *m, const AiReason *why);

#endif
