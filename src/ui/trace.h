/* trace.h - what the game shows, written for a test that watches it from
 * outside (trace.c): `ys` with YS_TRACE=FILE writes a line to FILE for each
 * change of the scene on top, of the game's state as the screen asks the
 * player, of the rectangles a click acts on, and for each move told to the
 * screen. It only reads the app: a test acts through the window's input.
 *
 * Each line is "MS WORD ...", MS the milliseconds since SDL started:
 *   scene NAME                      the scene on top (UiScene.name)
 *   state seq=N turn=T anim=A confirm=C over=O focus=F
 *                                   moves told; 1 when the screen asks for a
 *                                   move of the player's; a story under way;
 *                                   a move waiting for Confirm; the game
 *                                   over; the target the game's focus ring
 *                                   is on (-1: none shown)
 *   targets N X,Y,W,H ...           what a click acts on (ui_app_scene_targets)
 *   button skip|copy|bots X,Y,W,H   the game's Skip, and an online game's
 *                                   Copy invite and Fill with bots
 *   told N SEAT                     move N told to the screen, played by SEAT
 *   status TEXT                     the status line, when it changes
 * Rectangles are in the window's pixels as the layout draws them. */
#ifndef YS_UI_TRACE_H
#define YS_UI_TRACE_H

typedef struct UiApp UiApp;
typedef struct UiTrace UiTrace;

/* A trace written to path (NULL or "": none, NULL returned); NULL too when
 * the file cannot be made, said on stderr. Freed by ui_trace_close. */
UiTrace *ui_trace_open(const char *path);
/* After a frame: writes what changed since the last call. t NULL: nothing. */
void ui_trace_frame(UiTrace *t, UiApp *a);
void ui_trace_close(UiTrace *t);

#endif
