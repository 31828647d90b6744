/* ui_text.h - the game's languages: translated UI strings, plural forms,
 * card texts and the in-game rules reference. Pure C, no SDL (the system's
 * language is asked in system.c). Settings, saves and Undo are in
 * persist/persist.h.
 *
 * Every returned string is static, UTF-8, and owned by this module. */
#ifndef YS_UI_TEXT_H
#define YS_UI_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "ui_str.h"

/* ------------------------------------------------------------------ */
/* Languages (lang.c; the language spoken, lang_current.c; the system's,
 * asked of SDL in ../system.c) */

typedef enum { UI_LANG_EN, UI_LANG_FR, UI_LANG_DE, UI_LANG_PL, UI_LANG_COUNT } UiLang;

/* The language of a code: "en", "fr", "de", "pl", in any case, with an
 * optional region or encoding ("fr_FR", "de-AT", "pl_PL.UTF-8").
 * Returns UI_LANG_COUNT for NULL, "" or an unsupported language. */
UiLang ui_lang_from_code(const char *code);
/* "en", "fr", "de", "pl"; "en" for an out-of-range value. */
const char *ui_lang_code(UiLang lang);
/* The language's name in itself: "English", "Français", "Deutsch", "Polski". */
const char *ui_lang_name(UiLang lang);

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
/* Text from outside (utf8.c): a name read from a file the player may have
 * edited. */

/* Copies into dst (cap bytes, cap > 0) the characters of src that are
 * well-formed UTF-8 and not control characters, whole, as many as fit:
 * never half a letter, never a byte no font can draw. Returns the length
 * written (dst is always terminated). */
size_t ui_utf8_clean(char *dst, size_t cap, const char *src);

/* ------------------------------------------------------------------ */
/* Card texts (cards.c), for each YsCharacter (YS_WHITE_CARD included):
 * short enough for a card or a tooltip (at most 200 bytes each).
 * Out-of-range characters give "?"; languages fall back to English. */

/* The character's name, as on the card ("Mercenary", "Mercenaire"). */
const char *ui_card_name(int character, UiLang lang);
/* When it is played: its window (FACTS.md), e.g. "Start of placing". */
const char *ui_card_when(int character, UiLang lang);
/* What it does, in a sentence or two, in a game without King's Favour
 * (no throne room spoken of). */
const char *ui_card_text(int character, UiLang lang);
/* The same in a game with King's Favour on or off: the Herald and the
 * Magician speak of the throne room where there is one. */
const char *ui_card_text_in(int character, UiLang lang, int kings_favor);

/* ------------------------------------------------------------------ */
/* The rules reference (rules_*.c): the whole game in sections. Bodies are
 * plain text; paragraphs are separated by "\n\n"; lines starting "- " are
 * list items. */

typedef struct {
    const char *title;
    const char *body;
    int diagram; /* UiDiagramKind (ui_diagram_text.h): the example drawn after the body, 0 none */
} UiRulesSection;

/* Points *sections at the static sections for lang (English for an unknown
 * language) and returns how many there are. */
int ui_rules(UiLang lang, const UiRulesSection **sections);

#endif
