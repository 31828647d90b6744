/* text_internal.h - what the text modules share: the translation tables. */
#ifndef YS_UI_TEXT_INTERNAL_H
#define YS_UI_TEXT_INTERNAL_H

#include "ui_text.h"

/* Parallel to the English table in strings.c, by UiStrId; NULL: missing. */
extern const char *const ui_tr_fr[S_COUNT];
extern const char *const ui_tr_de[S_COUNT];
extern const char *const ui_tr_pl[S_COUNT];

/* The rules reference by language (rules_*.c). */
extern const UiRulesSection ui_rules_en[], ui_rules_fr[], ui_rules_de[], ui_rules_pl[];
extern const int ui_rules_en_count, ui_rules_fr_count, ui_rules_de_count, ui_rules_pl_count;

/* Files (files.c) */

/* dir joined with name by one separator; malloc'd (caller frees), or NULL. */
char *ui_path_join(const char *dir, const char *name);
/* Writes data to path atomically: path.tmp, flushed to disk, renamed over
 * path. 0 or -1 (the temp file removed). */
int ui_write_atomic(const char *path, const void *data, size_t n);
/* The whole file, NUL-terminated, malloc'd (caller frees); NULL if it cannot
 * be read or is larger than max bytes. */
char *ui_read_file(const char *path, size_t max, size_t *n);
int ui_file_exists(const char *path);
/* Creates a folder; 0 if it exists afterwards. */
int ui_make_dir(const char *path);
/* rename() that replaces the target on every system. 0 or -1. */
int ui_rename_over(const char *from, const char *to);

#endif
