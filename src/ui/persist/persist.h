/* persist.h - what the game keeps on disk: settings, the autosave, named
 * saves and Undo's target. Plain C over the engine's saves (no SDL, no
 * window): the app and the game session call it, it calls neither. */
#ifndef YS_UI_PERSIST_H
#define YS_UI_PERSIST_H

#include <stddef.h>
#include <stdint.h>

#include "session.h"
#include "ui_text.h"
#include "ys/file.h"
#include "ys/ys.h"

/* ------------------------------------------------------------------ */
/* Settings (settings.c): a settings.ini of key=value lines in the player's
 * folder. */

#define UI_ANIM_SPEED_MIN 0.5f
#define UI_ANIM_SPEED_MAX 3.0f
#define UI_BOT_PACE_MAX_MS 5000
#define UI_WINDOW_MIN_W 640
#define UI_WINDOW_MIN_H 360
#define UI_WINDOW_MAX 16384
#define UI_NAME_MAX 23 /* bytes of the player's name: a seat's (the online protocol allows 24) */

/* Whether s is a name a player may go by: 1 to UI_NAME_MAX bytes of UTF-8,
 * no control character, not only spaces. */
int ui_name_ok(const char *s);

/* How the game draws: auto uses the GPU unless its OpenGL driver is a
 * software rasterizer (then SDL's software renderer, far cheaper there). */
typedef enum { UI_RENDERER_AUTO, UI_RENDERER_GPU, UI_RENDERER_SOFTWARE } UiRendererChoice;

typedef struct {
    UiLang lang;         /* language=en|fr|de|pl */
    int fullscreen;      /* fullscreen=0|1 */
    float anim_speed;    /* animation_speed=0.5..3.0: multiplier, 1 normal */
    int bot_pace_ms;     /* bot_pace_ms=0..5000: least time per bot move */
    int show_own_hidden; /* show_own_face_down=0|1 */
    int confirm_place;   /* confirm_placement=0|1 */
    int window_w;        /* window_width=640..16384 */
    int window_h;        /* window_height=360..16384 */
    int renderer;        /* renderer=auto|gpu|software (UiRendererChoice) */
    int volume;          /* volume=0..100: sound effects, 0 muted */
    int show_leads;      /* live_majorities=0|1: who leads, while placing */
    int ui_size;         /* ui_size=100|125|150: text and panels (UiSize) */
    int undo_vs_bots;    /* undo_against_bots=0|1: Undo offered in games with bots (it takes their replies back too) */
    char name[UI_NAME_MAX + 1]; /* name=...: what the player goes by online, UTF-8, "" none */
} UiSettings;

/* The UI sizes offered: text (and the panels that hold it) at 100%, 125%
 * or 150% of the window's design size, never below 12 px. */
typedef enum { UI_SIZE_100, UI_SIZE_125, UI_SIZE_150, UI_SIZE_COUNT } UiSize;
/* The percent of a UiSize (100 for anything out of range). */
int ui_size_percent(int size);

/* English, windowed 1280x720, speed 1.0, 600 ms a bot move, own face-down
 * brokers shown, no confirmation, the renderer chosen automatically, volume
 * 70, live majorities shown, Undo offered against bots. (Callers may then set lang from
 * ui_lang_from_system.) */
void ui_settings_default(UiSettings *s);
/* The settings' names of the renderer choices (auto, gpu, software), and
 * back: 0, or -1 for another name. */
const char *ui_renderer_name(UiRendererChoice c);
int ui_renderer_from_name(const char *name, UiRendererChoice *out);
/* Sets *out to the defaults, then applies each "key = value" line of text
 * (NUL-terminated; '#' and ';' start comments; CR LF or LF). Unknown keys,
 * malformed lines and bad or out-of-range values are skipped, leaving the
 * default. Returns the number of lines skipped (0: all understood). */
int ui_settings_parse(const char *text, UiSettings *out);
/* Writes the settings as settings.ini text (always every key). */
void ui_settings_format(const UiSettings *s, char *buf, size_t len);
/* Reads dir/settings.ini into *s (defaults for what it lacks). Returns 0,
 * or -1 when there is no readable file (then *s holds the defaults). */
int ui_settings_load(UiSettings *s, const char *dir);
/* Writes dir/settings.ini atomically (temp file, then rename). 0 or -1. */
int ui_settings_save(const UiSettings *s, const char *dir);

/* ------------------------------------------------------------------ */
/* Saves (saves.c). dir is the player's folder (ui_pref_dir); it must exist.
 * Files are engine saves (ys_save); every write is atomic. */

/* Saves the match as dir/autosave.ys, keeping the previous autosave as
 * dir/autosave.prev.ys until the new one is complete. 0 or -1. */
int ui_autosave(const YsMatch *m, const char *dir);
/* The same with the session's own lines inside the save (ys_save_meta). */
int ui_autosave_meta(const YsMatch *m, const char *meta, const char *dir);
/* Loads the newest intact autosave: autosave.ys, else a complete
 * autosave.ys.new left by an interrupted autosave, else autosave.prev.ys.
 * Returns 0; or -1 (none readable) / -2 (all damaged) with the first
 * error in e (which may be NULL). m is untouched on error. */
int ui_autosave_load(YsMatch *m, const char *dir, YsLoadError *e);
/* The same, with the save's own lines in *meta (ys_load_meta: the caller
 * frees it; "" for a save without them, NULL on error). */
int ui_autosave_load_meta(YsMatch *m, const char *dir, YsLoadError *e, char **meta);
/* Removes the autosave files (at the end of a game). */
void ui_autosave_clear(const char *dir);
/* Takes only the first steps of ui_autosave_clear: what a crash during it
 * leaves behind (for tests). */
void ui_autosave_clear_steps(const char *dir, int steps);
/* Whether dir/autosave.ys (or a fallback) exists. */
int ui_autosave_exists(const char *dir);

#define UI_SAVE_NAME_MAX 64 /* bytes of a save's name, UTF-8 */

/* The file name of a named save: the name trimmed of spaces, cut to
 * UI_SAVE_NAME_MAX bytes on a character boundary, with every byte outside
 * [A-Za-z0-9 _-] written %XX (and device names such as "CON" escaped), then
 * ".ys". The name comes back unchanged from ui_save_name_decode. Returns 0,
 * or -1 for an empty name or a small buffer. */
int ui_save_file_name(const char *name, char *out, size_t len);
/* The name a save file name stands for; -1 if file is not the file name
 * ui_save_file_name gives a name (then it is not listed: loading the name
 * would open another file), or the name is not text. */
int ui_save_name_decode(const char *file, char *out, size_t len);
/* Saves the match as dir/saves/<file name of name>, creating saves/ if
 * needed, replacing a save of that name. 0 or -1 (bad name, io). */
int ui_save_named(const YsMatch *m, const char *dir, const char *name);
int ui_save_named_meta(const YsMatch *m, const char *meta, const char *dir, const char *name);
/* Loads a named save: 0; -1 io, -2 damaged (ys_load), with why in e. */
int ui_load_named(YsMatch *m, const char *dir, const char *name, YsLoadError *e);
/* Loads dir/saves/file, a file name as the listing gives it (UiSaveInfo.file),
 * whatever name it is shown under, with its own lines in *meta (as
 * ui_autosave_load_meta). A file name that leads out of saves/ is refused. */
int ui_load_file_meta(YsMatch *m, const char *dir, const char *file, YsLoadError *e, char **meta);
/* Deletes a named save. 0 or -1. */
int ui_delete_named(const char *dir, const char *name);

typedef struct {
    char name[UI_SAVE_NAME_MAX + 1]; /* as given to ui_save_named */
    char file[256];                  /* file name in dir/saves/ */
    int64_t mtime;                   /* modification time, seconds since 1970 */
    int damaged;                     /* 1: will not load; see why */
    YsLoadError why;
    int players, round, moves, over; /* from the save (0 when damaged) */
    char who[128];                   /* the players' names, "Ana, Ben" ("" when damaged) */
} UiSaveInfo;
/* Deletes dir/saves/file (a file name of the listing). 0 or -1. */
int ui_delete_file(const char *dir, const char *file);
/* Renames dir/saves/file to the file of name (ui_save_file_name), which must
 * not be another save's: 0, -2 when a save has that name, -1 (bad name, io). */
int ui_rename_file(const char *dir, const char *file, const char *name);

/* Lists the newest max saves in dir/saves/ (of all there are), newest
 * first, into out. Each is loaded to read its players and turn; a file
 * that does not load is listed as damaged with the reason. Returns the
 * number listed (0 when there is no saves/ folder); with out NULL, the
 * number of saves there are, none loaded. */
int ui_list_saves(const char *dir, UiSaveInfo *out, int max);

/* ------------------------------------------------------------------ */
/* Undo (undo.c) */

/* Where Undo takes the match back to: the log length n to rebuild it at
 * (ys_replay(m, n)), or -1 when Undo is not available. humans has bit p set
 * for each human seat p; requester is the human asking, or -1 for the
 * author of the latest human decision.
 *
 * A decision is a move of a human who had a choice (more than one legal
 * move); a forced move is never a place to go back to. Undo returns to just
 * before the requester's latest decision, taking back every move after it
 * (bots' moves included), so that the requester decides again.
 *
 * With one human (against bots) that is always allowed.
 * With two or more humans (hot seat) it is allowed only when the moves
 * taken back (a) include no move of another human, and (b) revealed no
 * hidden value: no bids revealed (YS_EV_BIDS), no face-down brokers turned
 * (YS_EV_REVEAL), no game end (YS_EV_END, which reveals the throne room),
 * and no Spy peek. So a human may take back a choice while the others have
 * not played since and nothing secret has come to light.
 *
 * With no human (a demo), or when there is no decision to go back to, -1. */
int ui_undo_target(const YsMatch *m, unsigned humans, int requester);

/* ------------------------------------------------------------------ */
/* Files (files.c; the rest is ys/file.h) */

/* dir joined with name by one separator; malloc'd (caller frees), or NULL. */
char *ui_path_join(const char *dir, const char *name);

/* ------------------------------------------------------------------ */
/* A game session on disk (game_files.c). dir is the player's folder or
 * NULL (nothing is written). */

/* Seats side files: key=value text next to a save. 0 or -1. */
int ui_seats_format(const UiSession *s, char *buf, size_t len);
int ui_seats_parse(const char *text, UiSeat seat[YS_MAX_HUMANS], int players);
/* Whether a seats file says its game is the guided first game (1, with the
 * coach's step in *coach_step, -1 once the coach has left), or not (0). */
int ui_seats_guided(const char *text, int *coach_step);
/* Whether a seats text says Undo was used (undo=1) and the deal of the
 * day's date it is (daily=YYYY-MM-DD; "" when none). */
void ui_seats_extra(const char *text, int *undo_used, char daily[11]);
/* Whether the autosave in dir loads: 1 yes, 0 there is none, -1 damaged
 * (e says why). */
int ui_persist_check_autosave(const char *dir, YsLoadError *e);
/* Saves the session's game as the autosave, its seats inside it; nothing
 * for a demo or a game not kept here (UI_SRC_KEEPS). 0 or -1. */
int ui_persist_autosave(UiSession *s, const char *dir);
/* Whether the session's game, kept here, has moves the autosave lacks. */
int ui_persist_unsaved(const UiSession *s);
/* Writes the autosave again for its seats (the guided game's coach moved on). 0 or -1. */
int ui_persist_seats(const UiSession *s, const char *dir);
/* The game is over: the autosave is done with. */
void ui_persist_game_over(const char *dir);
/* The autosave (Continue) or a named save: its match in *out (the caller's
 * to open, ui_session_open), its seats and what its own lines say
 * (guided, coach, undo, daily) in the session. 0; -1 io, -2 damaged, with
 * why in e. */
int ui_persist_continue(UiSession *s, const char *dir, YsMatch **out, YsLoadError *e);
int ui_persist_load_named(UiSession *s, const char *dir, const char *name, YsMatch **out, YsLoadError *e);
/* The same for a file of dir/saves/ as the listing gives it (UiSaveInfo.file):
 * a save is opened by its file, whatever name it is shown under. */
int ui_persist_load_file(UiSession *s, const char *dir, const char *file, YsMatch **out, YsLoadError *e);
/* Saves the session's match under name, with its seats. 0 or -1. */
int ui_persist_save_named(const UiSession *s, const char *dir, const char *name);
/* s->undo_to for the human at the screen (ui_undo_target). */
void ui_persist_update_undo(UiSession *s);
/* The game taken back to s->undo_to, to open (the caller's: malloc'd),
 * with s->undo_used set; NULL when refused. */
YsMatch *ui_persist_undo(UiSession *s);

#endif
