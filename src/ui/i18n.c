/* i18n.c - the current language: ui_str, character names and card texts
 * follow it through the hooks of strings.c. */
#include <stdio.h>
#include <string.h>

#include "desk.h"

static UiLang cur = UI_LANG_EN;

static const char *tr_str(UiStrId id)
{
    /* ui_tr_raw(id, EN) would come back to ui_str: English is the table */
    return cur == UI_LANG_EN ? NULL : ui_tr_raw(id, cur);
}

static const char *tr_char_name(int c) { return ui_card_name(c, cur); }

/* A tooltip's text: when it is played, then what it does. */
static const char *tr_char_desc(int c)
{
    static char buf[YS_CHARACTER_COUNT][448];
    static UiLang made[YS_CHARACTER_COUNT];
    static int ok[YS_CHARACTER_COUNT];
    if (c < 0 || c >= YS_CHARACTER_COUNT) return NULL;
    const char *when = ui_card_when(c, cur), *text = ui_card_text(c, cur);
    if (!text || !strcmp(text, "?")) return NULL;
    if (!ok[c] || made[c] != cur) {
        if (when && when[0] && strcmp(when, "?"))
            snprintf(buf[c], sizeof buf[c], "%s: %s", when, text);
        else
            snprintf(buf[c], sizeof buf[c], "%s", text);
        made[c] = cur, ok[c] = 1;
    }
    return buf[c];
}

UiLang ui_desk_lang(void) { return cur; }

void ui_desk_set_lang(UiApp *a, UiLang lang)
{
    if ((unsigned)lang >= UI_LANG_COUNT) lang = UI_LANG_EN;
    /* seats still named by default get the new language's default names */
    int renamed[YS_MAX_HUMANS] = {0};
    if (a)
        for (int s = 0; s < YS_MAX_HUMANS; s++)
            renamed[s] = !strcmp(a->setup.seat[s].name, ui_str((UiStrId)(S_PNAME_0 + s)));
    cur = lang;
    static const UiStrHooks hooks = {tr_str, tr_char_name, tr_char_desc};
    ui_str_set_hooks(&hooks);
    if (a) {
        for (int s = 0; s < YS_MAX_HUMANS; s++)
            if (renamed[s])
                snprintf(a->setup.seat[s].name, sizeof a->setup.seat[s].name, "%s", ui_str((UiStrId)(S_PNAME_0 + s)));
        ui_desk(a)->set.lang = lang;
        a->dirty = 1;
    }
}
