/* game.h - the game around the session (game.c): settings, the player's
 * folder, starting, loading and undoing games; the layout for a game. */
#ifndef YS_UI_GAME_H
#define YS_UI_GAME_H

#include <stdint.h>

#include "ui.h"
#include "local.h"
#include "ui_text.h"

/* UiApp is app.h's: this header only names it. */
typedef struct UiApp UiApp;

/* Uses dir as the player's folder (NULL: the system's, ui_pref_dir), loads
 * the settings there and applies them; lang_override (UI_LANG_COUNT: none)
 * wins over the settings, which win over the system language. 0 or -1 (no
 * folder: the game runs without saving). */
int ui_app_open(UiApp *a, const char *dir, UiLang lang_override);
/* Applies the settings at once (language, full screen, speeds). */
void ui_app_apply(UiApp *a);
/* Speaks lang from now on (a may be NULL): seats still named by default
 * get the new language's default names. */
void ui_app_set_lang(UiApp *a, UiLang lang);
/* Writes settings.ini; a failure is told in the status line. 0 or -1. */
int ui_app_save_settings(UiApp *a);
void ui_app_setup_defaults(UiApp *a, int players);
/* The seed the setup's field stands for: its digits, leading zeros
 * counting for nothing, at most 2^64 - 1. 0, or -1. */
int ui_app_seed(const char *digits, uint64_t *out);
/* Starts a game from the setup (seats, options). 0 or -1. */
int ui_app_start_game(UiApp *a);
void ui_app_demo(UiApp *a, int players);
/* The bots of a game here, thinking on the game scene's thread (the
 * guided game's seeded as its story needs). */
UiBotRunner ui_app_bots(UiApp *a);
/* Opens match m (taken) as a game here with the session's seats
 * (a->ses.seat), its bots on the app's runner; viewer -2: the lone person
 * at this screen; flags: UI_LOCAL_STILL for a position nobody moves from.
 * 0 or -1. Then ui_app_show_game. */
int ui_app_open_match(UiApp *a, YsMatch *m, int viewer, unsigned flags);
/* Shows the session's game (just opened, from whatever source) as the game scene. */
void ui_app_show_game(UiApp *a);
/* The move of the person at the screen, to the game's source (a game here
 * tells it at once). 0, or -1 (not asked for now, not legal). */
int ui_app_submit(UiApp *a, const YsMove *m);
/* Plays a legal move as if clicked, or for a bot of a game here (drivers,
 * tests). 0 or -1 (not legal now). */
int ui_app_play_move(UiApp *a, const YsMove *m);
/* Saves the game under way when it has moves not yet saved (the autosave). */
void ui_app_autosave(UiApp *a);
/* Saves where the guided game's coach is (its seats file), after Next or Skip. */
void ui_app_save_coach(UiApp *a);
/* Every frame: the work of the game being opened (shown once it can be)
 * and of the game's source, whatever scene is on top, their news in the
 * status line; a table's next game shown when it begins. */
void ui_app_sources(UiApp *a);
/* Leaves the game under way or ended: its source closed (a game here stays
 * in its autosave for Continue; an online room keeps the seat for My
 * online games). */
void ui_app_leave_game(UiApp *a);
/* Tells the rest of the move's story at once. */
void ui_app_fast_forward(UiApp *a);
/* The game is over and its story told: the result, then the end screen. */
void ui_app_game_over(UiApp *a);
/* Cancels the bot's search (ui_bot_cancel, no waiting): the game's source
 * begins it again when it is still due. */
void ui_app_stop_bot(UiApp *a);
/* The pick's targets after a change of view or pick. */
void ui_app_targets(UiApp *a);
int ui_app_continue(UiApp *a);                                 /* the autosave: 0 or -1 (status says why) */
int ui_app_save_as(UiApp *a, const char *name);                /* 0 or -1 */
int ui_app_load_named(UiApp *a, const char *name, int replay); /* 0 or -1; replay: shown to all, not continued */
/* The same for a file of saves/ as the listing names it (UiSaveInfo.file):
 * the Load screen opens the file of the row clicked, whatever its name. */
int ui_app_load_file(UiApp *a, const char *file, int replay);
void ui_app_refresh_saves(UiApp *a);
/* Undo as the human at the screen; 0, or -1 (refused: status says why). */
int ui_app_undo(UiApp *a);
/* Whether the game has a bot seat; whether Undo may be offered in it (not
 * against bots when the setting "Undo against bots" is off: there it takes
 * back the bots' replies, which the player has seen); a->ses.undo_to for the
 * human at the screen, -1 where Undo is not offered. */
int ui_app_has_bots(const UiApp *a);
int ui_app_undo_allowed(const UiApp *a);
void ui_app_update_undo(UiApp *a);
/* The layout for the output size, the game's options and the UI size. */
void ui_app_layout(UiApp *a, int players, int nbhds, int kf);

#endif
