/* lang_current.c - the language the game speaks: ui_str and the character
 * texts follow it. */
#include <stdio.h>
#include <string.h>

#include "ui_text.h"

static UiLang cur = UI_LANG_EN;

void ui_lang_use(int lang) { cur = (unsigned)lang < UI_LANG_COUNT ? (UiLang)lang : UI_LANG_EN; }

int ui_lang_current(void) { return (int)cur; }

/* A tooltip's text: when it is played, then what it does, with King's
 * Favour on or off. */
const char *ui_char_desc(int c, int kings_favor)
{
    static char buf[2][YS_CHARACTER_COUNT][448];
    static UiLang made[2][YS_CHARACTER_COUNT];
    static int ok[2][YS_CHARACTER_COUNT];
    int kf = kings_favor != 0;
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    const char *when = ui_card_when(c, cur), *text = ui_card_text_in(c, cur, kf);
    if (!text || !strcmp(text, "?")) return ui_str((UiStrId)(S_CHD_ALCHEMIST + c));
    if (!ok[kf][c] || made[kf][c] != cur) {
        if (when && when[0] && strcmp(when, "?"))
            snprintf(buf[kf][c], sizeof buf[kf][c], "%s: %s", when, text);
        else
            snprintf(buf[kf][c], sizeof buf[kf][c], "%s", text);
        made[kf][c] = cur, ok[kf][c] = 1;
    }
    return buf[kf][c];
}

const char *ui_str(UiStrId id)
{
    if ((int)id < 0 || id >= S_COUNT) return "?";
    UiLang lang = (UiLang)ui_lang_current();
    const char *s = lang == UI_LANG_EN ? NULL : ui_tr_raw(id, lang);
    return s ? s : ui_str_en(id);
}

const char *ui_colour_str(int c)
{
    if (c < 0 || c > YS_WHITE) return "?";
    return ui_str((UiStrId)(S_COLOUR_BLUE + c));
}

const char *ui_char_str(int c)
{
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    const char *s = ui_card_name(c, (UiLang)ui_lang_current());
    return s && strcmp(s, "?") ? s : ui_str((UiStrId)(S_CH_ALCHEMIST + c));
}

const char *ui_area_str(int area)
{
    static const UiStrId ids[3] = {S_PORT, S_COMMERCE, S_PALACE};
    return area >= 0 && area < 3 ? ui_str(ids[area]) : "?";
}

void ui_place_str(int place, char *buf, int len)
{
    if (YS_IS_CITY(place)) {
        snprintf(buf, (size_t)len, ui_str(S_AREA_IN_NB), ui_area_str(place % 3), place / 3 + 1);
    } else if (YS_IS_MARKET(place)) {
        char row[32];
        snprintf(row, sizeof row, ui_str(S_ROW_N), YS_MARKET_ROW(place));
        snprintf(buf, (size_t)len, ui_str(S_MARKET_CELL), ui_colour_str(YS_MARKET_COL(place)), row);
    } else if (place == YS_THRONE) {
        snprintf(buf, (size_t)len, "%s", ui_str(S_THRONE));
    } else {
        snprintf(buf, (size_t)len, "?");
    }
}

_Static_assert(S_LOAD_WHY_NO_MEMORY - S_LOAD_WHY_MISSING == YS_LOAD_NO_MEMORY - YS_LOAD_MISSING,
               "a text for each reason a save does not load");

void ui_load_error_str(const YsLoadError *e, char *buf, int len)
{
    if (e->code <= YS_LOAD_OK || e->code >= YS_LOAD_CODES) {
        snprintf(buf, (size_t)len, "?");
        return;
    }
    UiStrId id = (UiStrId)(S_LOAD_WHY_MISSING + (e->code - YS_LOAD_MISSING));
    if (e->code == YS_LOAD_ILLEGAL_MOVE)
        snprintf(buf, (size_t)len, ui_str(id), e->move);
    else
        snprintf(buf, (size_t)len, "%s", ui_str(id));
}
