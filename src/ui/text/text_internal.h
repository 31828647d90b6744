/* text_internal.h - what the text modules share: the translation tables. */
#ifndef YS_UI_TEXT_INTERNAL_H
#define YS_UI_TEXT_INTERNAL_H

#include "ui_text.h"
#include "ys/file.h"

/* Parallel to the English table in strings.c, by UiStrId; NULL: missing. */
extern const char *const ui_tr_fr[S_COUNT];
extern const char *const ui_tr_de[S_COUNT];
extern const char *const ui_tr_pl[S_COUNT];

/* The rules reference by language (rules_*.c). */
extern const UiRulesSection ui_rules_en[], ui_rules_fr[], ui_rules_de[], ui_rules_pl[];
extern const int ui_rules_en_count, ui_rules_fr_count, ui_rules_de_count, ui_rules_pl_count;

/* Files (files.c; the rest is ys/file.h) */

/* dir joined with name by one separator; malloc'd (caller frees), or NULL. */
char *ui_path_join(const char *dir, const char *name);

#endif
