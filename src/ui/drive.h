/* drive.h - headless drivers for screenshots and tests (drive.c). */
#ifndef YS_UI_DRIVE_H
#define YS_UI_DRIVE_H

#include <stdint.h>
#include <stdio.h>

#include "ui.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* A headless driver takes the game over: from now on it alone chooses the
 * bots' moves, and the game's own bot thread (stopped, its move dropped)
 * stays idle, however long a frame takes. ui_drive_step does it on its
 * first step; a driver that runs frames before that calls it first. */
void ui_drive_begin(UiApp *a);
/* One step: a hand-over clicked through, animations skipped, or one move
 * (bots synchronously; humans by a seeded random legal move). 0 when over. */
int ui_drive_step(UiApp *a, uint64_t *rng);
/* Sets up and plays to a named scene: title setup start game counting
 * handover end settings rules menu confirm saves replay final end_tie
 * end_neutral seats variants hint turn4. 0 or -1. */
int ui_drive_scene(UiApp *a, const char *name, uint64_t seed);
/* The scenes of drive_more.c (crowded: a palace of ten brokers;
 * save_name: the box that names a save); 0, or -1
 * for another name. */
int ui_drive_more(UiApp *a, const char *name, uint64_t seed);
/* The guided game as its coach asks: one action (Next, a click on what is
 * lit, or time for the bots and the story); 0 once the coach is gone. */
int ui_drive_tutor_step(UiApp *a);
/* Starts the guided game and plays it to step (its move's turn, or its
 * event shown). 0, or -1 when the coach is gone before. */
int ui_drive_tutorial(UiApp *a, int step);
/* Exercises the player's folder as the game uses it: settings, a game's
 * autosave, a named save with non-ASCII letters, the listing, loading and
 * continuing. One PASS/FAIL line each on out; 0 if all pass, else 1. */
int ui_drive_selftest_saves(UiApp *a, FILE *out);
/* Joins the room of an invite link (NULL: hosts a 2-player room of two
 * humans on the server the game runs, and prints "invite LINK") and plays
 * this seat's moves, random and legal, as the server asks for them, with
 * the game's own online code (tests: another process plays the other
 * seats); prints "over seq=N result=JSON" as ys-client does for each
 * game, and "status TEXT" for each line the status bar shows (a player
 * left, a bot took a seat up). 0 when every game was played to its end. */
typedef struct {
    const char *link; /* join this invite; NULL: host a 2-player room */
    uint64_t seed;    /* the random moves */
    int games;        /* games in a row: the host asks for a rematch, the friend joins it */
    int grace_s;      /* hosting: the server's grace before a bot plays a gone seat (0: 60) */
} UiDriveOnline;
int ui_drive_online(UiApp *a, const UiDriveOnline *d, FILE *out);

#endif
