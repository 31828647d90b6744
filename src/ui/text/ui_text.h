/* ui_text.h - the game's languages and persistence: translated UI strings,
 * plural forms, card texts, the in-game rules reference, settings, save
 * files and Undo. Pure C except lang_sys.c (SDL locale and folder lookups).
 *
 * Every returned string is static, UTF-8, and owned by this module. */
#ifndef YS_UI_TEXT_H
#define YS_UI_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "ui.h"

/* ------------------------------------------------------------------ */
/* Languages (lang.c, lang_sys.c) */

typedef enum { UI_LANG_EN, UI_LANG_FR, UI_LANG_DE, UI_LANG_PL, UI_LANG_COUNT } UiLang;

/* The language of a code: "en", "fr", "de", "pl", in any case, with an
 * optional region or encoding ("fr_FR", "de-AT", "pl_PL.UTF-8").
 * Returns UI_LANG_COUNT for NULL, "" or an unsupported language. */
UiLang ui_lang_from_code(const char *code);
/* "en", "fr", "de", "pl"; "en" for an out-of-range value. */
const char *ui_lang_code(UiLang lang);
/* The language's name in itself: "English", "Français", "Deutsch", "Polski". */
const char *ui_lang_name(UiLang lang);
/* The first of the system's preferred languages (SDL_GetPreferredLocales)
 * that the game supports, else English. Needs no SDL_Init. */
UiLang ui_lang_from_system(void);

/* ------------------------------------------------------------------ */
/* Translated UI strings (lang.c, tr_fr.c, tr_de.c, tr_pl.c) */

/* The text of id in lang: the translation, or the English text (ui_str_en)
 * where the language has none. Translations keep the printf conversions of
 * the English text, in the same order. Never NULL. Independent of the
 * current language of ui_str's hooks, so a hook may call it. */
const char *ui_tr(UiStrId id, UiLang lang);
/* The translation of id in lang, or NULL when that table lacks it (English:
 * the English table). For tests and tools that report what is missing. */
const char *ui_tr_raw(UiStrId id, UiLang lang);

/* ------------------------------------------------------------------ */
/* Plural forms (lang.c), after the CLDR rules for integers:
 *   English, German: one = 1; other otherwise
 *   French: one = 0 or 1; other otherwise
 *   Polish: one = 1; few = n%10 in 2..4 and n%100 not in 12..14; many otherwise
 * Negative numbers take the form of their absolute value. */

typedef enum { UI_PLURAL_ONE, UI_PLURAL_FEW, UI_PLURAL_MANY } UiPluralForm;

/* The form n takes in lang (languages without "few" never return it). */
UiPluralForm ui_plural_form(UiLang lang, int n);
/* One of the three texts, by ui_plural_form ("many" stands for CLDR
 * "other"). few may be NULL for languages that have no such form. */
const char *ui_plural(UiLang lang, int n, const char *one, const char *few, const char *many);

typedef enum {
    UI_W_POINTS,
    UI_W_GEMS,
    UI_W_BLACK_GEMS,
    UI_W_BROKERS,
    UI_W_CARDS,
    UI_W_MOVES,
    UI_W_STEPS,
    UI_W_PLAYERS,
    UI_W_TURNS,
    UI_W_COUNT
} UiCountWord;

/* Writes "n word" with the word's plural form ("1 point", "5 punktów",
 * "2 Mittelsmänner") into buf. Returns the length snprintf would write
 * (truncated if len is too small), or -1 for a bad word or language. */
int ui_count_phrase(UiLang lang, UiCountWord word, int n, char *buf, size_t len);

/* ------------------------------------------------------------------ */
/* Card texts (cards.c), for each YsCharacter (YS_WHITE_CARD included):
 * short enough for a card or a tooltip (at most 200 bytes each).
 * Out-of-range characters give "?"; languages fall back to English. */

/* The character's name, as on the card ("Mercenary", "Mercenaire"). */
const char *ui_card_name(int character, UiLang lang);
/* When it is played: its window (FACTS.md), e.g. "Start of placing". */
const char *ui_card_when(int character, UiLang lang);
/* What it does, in a sentence or two. */
const char *ui_card_text(int character, UiLang lang);

/* ------------------------------------------------------------------ */
/* The rules reference (rules_*.c): the whole game in sections. Bodies are
 * plain text; paragraphs are separated by "\n\n"; lines starting "- " are
 * list items. */

typedef struct {
    const char *title;
    const char *body;
} UiRulesSection;

/* Points *sections at the static sections for lang (English for an unknown
 * language) and returns how many there are. */
int ui_rules(UiLang lang, const UiRulesSection **sections);

/* ------------------------------------------------------------------ */
/* Settings (settings.c): a settings.ini of key=value lines in the player's
 * folder. */

#define UI_ANIM_SPEED_MIN 0.5f
#define UI_ANIM_SPEED_MAX 3.0f
#define UI_BOT_PACE_MAX_MS 5000
#define UI_WINDOW_MIN_W 640
#define UI_WINDOW_MIN_H 360
#define UI_WINDOW_MAX 16384

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
} UiSettings;

/* English, windowed 1280x720, speed 1.0, 600 ms a bot move, own face-down
 * brokers shown, no confirmation. (Callers may then set lang from
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
/* The player's folder for settings and saves (SDL_GetPrefPath("Ys", "Ys"),
 * created if needed, ending with a path separator), or NULL if there is
 * none. The caller frees it with SDL_free. */
char *ui_pref_dir(void);

/* ------------------------------------------------------------------ */
/* Saves (saves.c). dir is the player's folder (ui_pref_dir); it must exist.
 * Files are engine saves (ys_save); every write is atomic. */

/* Saves the match as dir/autosave.ys, keeping the previous autosave as
 * dir/autosave.prev.ys until the new one is complete. 0 or -1. */
int ui_autosave(const YsMatch *m, const char *dir);
/* Loads the newest intact autosave: autosave.ys, else a complete
 * autosave.ys.new left by an interrupted autosave, else autosave.prev.ys.
 * Returns 0; or -1 (none readable) / -2 (all damaged) with the first
 * error in err. m is untouched on error. */
int ui_autosave_load(YsMatch *m, const char *dir, char *err, size_t len);
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
/* The name a save file name stands for; -1 if file is not a save name. */
int ui_save_name_decode(const char *file, char *out, size_t len);
/* Saves the match as dir/saves/<file name of name>, creating saves/ if
 * needed, replacing a save of that name. 0 or -1 (bad name, io). */
int ui_save_named(const YsMatch *m, const char *dir, const char *name);
/* Loads a named save: 0; -1 io, -2 damaged (ys_load), with a message. */
int ui_load_named(YsMatch *m, const char *dir, const char *name, char *err, size_t len);
/* Deletes a named save. 0 or -1. */
int ui_delete_named(const char *dir, const char *name);

typedef struct {
    char name[UI_SAVE_NAME_MAX + 1]; /* as given to ui_save_named */
    char file[256];                  /* file name in dir/saves/ */
    int64_t mtime;                   /* modification time, seconds since 1970 */
    int damaged;                     /* 1: will not load; see err */
    char err[160];
    int players, round, moves, over; /* from the save (0 when damaged) */
} UiSaveInfo;

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

#endif
