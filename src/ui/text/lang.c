/* lang.c - languages by code, translated strings by id, plural forms. */
#include <stdio.h>
#include <stdlib.h>

#include "text_internal.h"

static const char *const codes[UI_LANG_COUNT] = {"en", "fr", "de", "pl"};
static const char *const names[UI_LANG_COUNT] = {"English", "Français", "Deutsch", "Polski"};

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

UiLang ui_lang_from_code(const char *code)
{
    if (!code) return UI_LANG_COUNT;
    /* the language is the first two letters, ended by nothing or a region,
     * script or encoding separator */
    if (!code[0] || !code[1]) return UI_LANG_COUNT;
    char c3 = code[2];
    if (c3 && c3 != '_' && c3 != '-' && c3 != '.' && c3 != '@') return UI_LANG_COUNT;
    for (int l = 0; l < UI_LANG_COUNT; l++)
        if (lower((unsigned char)code[0]) == codes[l][0] && lower((unsigned char)code[1]) == codes[l][1])
            return (UiLang)l;
    return UI_LANG_COUNT;
}

const char *ui_lang_code(UiLang lang) { return (unsigned)lang < UI_LANG_COUNT ? codes[lang] : codes[0]; }

const char *ui_lang_name(UiLang lang) { return (unsigned)lang < UI_LANG_COUNT ? names[lang] : names[0]; }

const char *ui_tr_raw(UiStrId id, UiLang lang)
{
    if ((unsigned)id >= S_COUNT) return NULL;
    switch (lang) {
    case UI_LANG_EN:
        return ui_str_en(id);
    case UI_LANG_FR:
        return ui_tr_fr[id];
    case UI_LANG_DE:
        return ui_tr_de[id];
    case UI_LANG_PL:
        return ui_tr_pl[id];
    default:
        return NULL;
    }
}

const char *ui_tr(UiStrId id, UiLang lang)
{
    const char *s = lang == UI_LANG_EN ? NULL : ui_tr_raw(id, lang);
    return s ? s : ui_str_en(id);
}

UiPluralForm ui_plural_form(UiLang lang, int n)
{
    /* the magnitude, without overflow for INT_MIN */
    unsigned a = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    switch (lang) {
    case UI_LANG_FR:
        return a <= 1 ? UI_PLURAL_ONE : UI_PLURAL_MANY;
    case UI_LANG_PL:
        if (a == 1) return UI_PLURAL_ONE;
        if (a % 10 >= 2 && a % 10 <= 4 && !(a % 100 >= 12 && a % 100 <= 14)) return UI_PLURAL_FEW;
        return UI_PLURAL_MANY;
    default:
        return a == 1 ? UI_PLURAL_ONE : UI_PLURAL_MANY;
    }
}

const char *ui_plural(UiLang lang, int n, const char *one, const char *few, const char *many)
{
    switch (ui_plural_form(lang, n)) {
    case UI_PLURAL_ONE:
        return one;
    case UI_PLURAL_FEW:
        return few ? few : many;
    default:
        return many;
    }
}

/* The words, by language: one, few, many (few only in Polish). Polish
 * masculine-personal nouns (brokers, players) take the genitive plural
 * after every numeral but 1: "2 brokerów", as "dwóch brokerów". */
static const char
    *const words[UI_LANG_COUNT][UI_W_COUNT][3] =
        {
            [UI_LANG_EN] =
                {
                    [UI_W_POINTS] = {"point", NULL, "points"},
                    [UI_W_GEMS] = {"gem", NULL, "gems"},
                    [UI_W_BLACK_GEMS] = {"black gem", NULL, "black gems"},
                    [UI_W_BROKERS] = {"broker", NULL, "brokers"},
                    [UI_W_CARDS] = {"card", NULL, "cards"},
                    [UI_W_MOVES] = {"move", NULL, "moves"},
                    [UI_W_STEPS] = {"step", NULL, "steps"},
                    [UI_W_PLAYERS] = {"player", NULL, "players"},
                    [UI_W_TURNS] = {"turn", NULL, "turns"},
                },
            [UI_LANG_FR] =
                {
                    [UI_W_POINTS] = {"point", NULL, "points"},
                    [UI_W_GEMS] = {"gemme", NULL, "gemmes"},
                    [UI_W_BLACK_GEMS] = {"gemme noire", NULL, "gemmes noires"},
                    [UI_W_BROKERS] = {"courtier", NULL, "courtiers"},
                    [UI_W_CARDS] = {"carte", NULL, "cartes"},
                    [UI_W_MOVES] = {"coup", NULL, "coups"},
                    [UI_W_STEPS] = {"cran", NULL, "crans"},
                    [UI_W_PLAYERS] = {"joueur", NULL, "joueurs"},
                    [UI_W_TURNS] = {"tour", NULL, "tours"},
                },
            [UI_LANG_DE] =
                {
                    [UI_W_POINTS] = {"Punkt", NULL, "Punkte"},
                    [UI_W_GEMS] = {"Edelstein", NULL, "Edelsteine"},
                    [UI_W_BLACK_GEMS] = {"schwarzer Edelstein", NULL, "schwarze Edelsteine"},
                    [UI_W_BROKERS] = {"Mittelsmann", NULL, "Mittelsmänner"},
                    [UI_W_CARDS] = {"Karte", NULL, "Karten"},
                    [UI_W_MOVES] = {"Zug", NULL, "Züge"},
                    [UI_W_STEPS] = {"Schritt", NULL, "Schritte"},
                    [UI_W_PLAYERS] = {"Spieler", NULL, "Spieler"},
                    [UI_W_TURNS] = {"Runde", NULL, "Runden"},
                },
            [UI_LANG_PL] =
                {
                    [UI_W_POINTS] = {"punkt", "punkty", "punktów"},
                    [UI_W_GEMS] = {"klejnot", "klejnoty", "klejnotów"},
                    [UI_W_BLACK_GEMS] = {"czarny klejnot", "czarne klejnoty", "czarnych klejnotów"},
                    [UI_W_BROKERS] = {"broker", "brokerów", "brokerów"},
                    [UI_W_CARDS] = {"karta", "karty", "kart"},
                    [UI_W_MOVES] = {"ruch", "ruchy", "ruchów"},
                    [UI_W_STEPS] = {"pole", "pola", "pól"},
                    [UI_W_PLAYERS] = {"gracz", "graczy", "graczy"},
                    [UI_W_TURNS] = {"tura", "tury", "tur"},
                },
};

int ui_count_phrase(UiLang lang, UiCountWord word, int n, char *buf, size_t len)
{
    if ((unsigned)lang >= UI_LANG_COUNT || (unsigned)word >= UI_W_COUNT) {
        if (buf && len) buf[0] = 0;
        return -1;
    }
    const char *const *w = words[lang][word];
    const char *text = ui_plural(lang, n, w[0], w[1], w[2]);
    return snprintf(buf, buf ? len : 0, "%d %s", n, text);
}
