/* test_ui_text.c - the languages: every UI string translated with the same
 * printf conversions, every glyph of every text in the bundled fonts,
 * plural rules, card texts and the rules reference. */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL_ttf.h>

#include "system.h"
#include "ui_text.h"

static const char *const lang_names[UI_LANG_COUNT] = {"en", "fr", "de", "pl"};

/* The printf conversions of s, in order, as one string ("%s%d%+d"); "%%"
 * is skipped. Returns 0, or -1 for a conversion we do not understand. */
static int conversions(const char *s, char *out, size_t len)
{
    size_t o = 0;
    out[0] = 0;
    for (; *s; s++) {
        if (*s != '%') continue;
        if (s[1] == '%') {
            s++;
            continue;
        }
        const char *start = s++;
        while (*s && strchr("-+ #0", *s))
            s++;
        while (*s >= '0' && *s <= '9')
            s++;
        if (*s == '.')
            for (s++; *s >= '0' && *s <= '9'; s++)
                ;
        while (*s && strchr("hlLzjt", *s))
            s++;
        if (!*s || !strchr("diouxXcsfgeEGp", *s)) return -1;
        size_t n = (size_t)(s - start) + 1;
        if (o + n + 1 > len) return -1;
        memcpy(out + o, start, n);
        o += n;
        out[o] = 0;
    }
    return 0;
}

/* The names of the string ids, read from ui.h (so a failure names what is
 * missing); NULL entries when the header cannot be read. */
static char id_names[S_COUNT][48];

static void read_id_names(void)
{
    FILE *f = fopen(YS_UI_HEADER, "r");
    if (!f) return;
    char line[256];
    int in = 0, n = 0;
    while (fgets(line, sizeof line, f) && n < S_COUNT) {
        if (strstr(line, "typedef enum {") && !in) {
            in = 1;
            continue;
        }
        if (!in) continue;
        if (strstr(line, "} UiStrId;")) break;
        char *p = line;
        while (*p == ' ')
            p++;
        if (p[0] != 'S' || p[1] != '_') continue;
        size_t k = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
        if (k >= sizeof id_names[0]) continue;
        memcpy(id_names[n], p, k);
        id_names[n++][k] = 0;
    }
    fclose(f);
    if (n != S_COUNT) memset(id_names, 0, sizeof id_names); /* not the header we were built with */
}

static const char *id_name(int id)
{
    static char num[16];
    if (id_names[id][0]) return id_names[id];
    snprintf(num, sizeof num, "#%d", id);
    return num;
}

static void every_id_translated(void **state)
{
    (void)state;
    read_id_names();
    if (id_names[0][0]) assert_string_equal(id_names[S_NEW_GAME], "S_NEW_GAME");
    int missing = 0, bad = 0;
    for (int id = 0; id < S_COUNT; id++) {
        const char *en = ui_str((UiStrId)id);
        char ce[64], ct[64];
        assert_int_equal(conversions(en, ce, sizeof ce), 0);
        for (int l = UI_LANG_FR; l < UI_LANG_COUNT; l++) {
            const char *t = ui_tr_raw((UiStrId)id, (UiLang)l);
            if (!t || (!*t && *en)) {
                /* print every one, so the lead sees the whole list at once */
                print_error("missing %s translation of %s (English: \"%s\")\n", lang_names[l], id_name(id), en);
                missing++;
                continue;
            }
            if (conversions(t, ct, sizeof ct) || strcmp(ce, ct)) {
                print_error("%s %s: conversions \"%s\", English has \"%s\"\n", lang_names[l], id_name(id), ct, ce);
                bad++;
            }
            assert_ptr_equal(ui_tr((UiStrId)id, (UiLang)l), t);
        }
    }
    assert_int_equal(missing, 0);
    assert_int_equal(bad, 0);
}

static void tr_falls_back_to_english(void **state)
{
    (void)state;
    assert_string_equal(ui_tr(S_NEW_GAME, UI_LANG_EN), ui_str(S_NEW_GAME));
    assert_string_equal(ui_tr(S_NEW_GAME, UI_LANG_COUNT), ui_str(S_NEW_GAME));
    assert_string_equal(ui_tr(S_NEW_GAME, (UiLang)-1), ui_str(S_NEW_GAME));
    assert_string_equal(ui_tr(S_NEW_GAME, UI_LANG_FR), "Nouvelle partie");
    assert_string_equal(ui_tr(S_OPT_KINGS_FAVOR, UI_LANG_FR), "Faveur du Roi");
    assert_string_equal(ui_tr(S_OPT_KINGS_FAVOR, UI_LANG_DE), "Gunst des Königs");
    assert_string_equal(ui_tr(S_OPT_KINGS_FAVOR, UI_LANG_PL), "Królewska Łaska");
    assert_null(ui_tr_raw(S_COUNT, UI_LANG_FR));
}

static void language_codes(void **state)
{
    (void)state;
    for (int l = 0; l < UI_LANG_COUNT; l++)
        assert_int_equal(ui_lang_from_code(ui_lang_code((UiLang)l)), l);
    assert_int_equal(ui_lang_from_code("fr_FR"), UI_LANG_FR);
    assert_int_equal(ui_lang_from_code("de-AT"), UI_LANG_DE);
    assert_int_equal(ui_lang_from_code("pl_PL.UTF-8"), UI_LANG_PL);
    assert_int_equal(ui_lang_from_code("EN"), UI_LANG_EN);
    assert_int_equal(ui_lang_from_code("es"), UI_LANG_COUNT);
    assert_int_equal(ui_lang_from_code("fra"), UI_LANG_COUNT);
    assert_int_equal(ui_lang_from_code("f"), UI_LANG_COUNT);
    assert_int_equal(ui_lang_from_code(""), UI_LANG_COUNT);
    assert_int_equal(ui_lang_from_code(NULL), UI_LANG_COUNT);
    assert_string_equal(ui_lang_name(UI_LANG_FR), "Français");
    assert_string_equal(ui_lang_name(UI_LANG_PL), "Polski");
    assert_string_equal(ui_lang_code(UI_LANG_COUNT), "en");
    UiLang sys = ui_lang_from_system();
    assert_true(sys >= UI_LANG_EN && sys < UI_LANG_COUNT);
}

static void polish_plurals(void **state)
{
    (void)state;
    static const struct {
        int n;
        UiPluralForm form;
    } pl[] = {{1, UI_PLURAL_ONE},    {2, UI_PLURAL_FEW},   {3, UI_PLURAL_FEW},    {4, UI_PLURAL_FEW},
              {5, UI_PLURAL_MANY},   {12, UI_PLURAL_MANY}, {13, UI_PLURAL_MANY},  {14, UI_PLURAL_MANY},
              {21, UI_PLURAL_MANY},  {22, UI_PLURAL_FEW},  {24, UI_PLURAL_FEW},   {25, UI_PLURAL_MANY},
              {101, UI_PLURAL_MANY}, {104, UI_PLURAL_FEW}, {112, UI_PLURAL_MANY}, {0, UI_PLURAL_MANY},
              {-2, UI_PLURAL_FEW}};
    for (size_t i = 0; i < sizeof pl / sizeof pl[0]; i++) {
        if (ui_plural_form(UI_LANG_PL, pl[i].n) != pl[i].form) fail_msg("Polish plural of %d", pl[i].n);
    }
    assert_string_equal(ui_plural(UI_LANG_PL, 22, "a", "b", "c"), "b");
    assert_string_equal(ui_plural(UI_LANG_PL, 112, "a", "b", "c"), "c");
    /* English and German: one is 1 only; French: 0 and 1 */
    assert_int_equal(ui_plural_form(UI_LANG_EN, 1), UI_PLURAL_ONE);
    assert_int_equal(ui_plural_form(UI_LANG_EN, 0), UI_PLURAL_MANY);
    assert_int_equal(ui_plural_form(UI_LANG_EN, 2), UI_PLURAL_MANY);
    assert_int_equal(ui_plural_form(UI_LANG_DE, 0), UI_PLURAL_MANY);
    assert_int_equal(ui_plural_form(UI_LANG_DE, 22), UI_PLURAL_MANY);
    assert_int_equal(ui_plural_form(UI_LANG_FR, 0), UI_PLURAL_ONE);
    assert_int_equal(ui_plural_form(UI_LANG_FR, 1), UI_PLURAL_ONE);
    assert_int_equal(ui_plural_form(UI_LANG_FR, 2), UI_PLURAL_MANY);
    /* few falls back to many where a caller gives none */
    assert_string_equal(ui_plural(UI_LANG_PL, 3, "one", NULL, "many"), "many");
}

static void count_phrases(void **state)
{
    (void)state;
    static const struct {
        UiLang lang;
        UiCountWord w;
        int n;
        const char *want;
    } cases[] = {
        {UI_LANG_EN, UI_W_POINTS, 1, "1 point"},        {UI_LANG_EN, UI_W_POINTS, 0, "0 points"},
        {UI_LANG_FR, UI_W_POINTS, 0, "0 point"},        {UI_LANG_FR, UI_W_GEMS, 2, "2 gemmes"},
        {UI_LANG_DE, UI_W_BROKERS, 1, "1 Mittelsmann"}, {UI_LANG_DE, UI_W_BROKERS, 3, "3 Mittelsmänner"},
        {UI_LANG_PL, UI_W_POINTS, 1, "1 punkt"},        {UI_LANG_PL, UI_W_POINTS, 2, "2 punkty"},
        {UI_LANG_PL, UI_W_POINTS, 5, "5 punktów"},      {UI_LANG_PL, UI_W_POINTS, 12, "12 punktów"},
        {UI_LANG_PL, UI_W_GEMS, 22, "22 klejnoty"},     {UI_LANG_PL, UI_W_GEMS, 25, "25 klejnotów"},
        {UI_LANG_PL, UI_W_CARDS, 112, "112 kart"},      {UI_LANG_PL, UI_W_BROKERS, 2, "2 brokerów"},
        {UI_LANG_PL, UI_W_TURNS, 0, "0 tur"},
    };
    char buf[64];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int n = ui_count_phrase(cases[i].lang, cases[i].w, cases[i].n, buf, sizeof buf);
        assert_int_equal(n, (int)strlen(cases[i].want));
        assert_string_equal(buf, cases[i].want);
    }
    for (int l = 0; l < UI_LANG_COUNT; l++)
        for (int w = 0; w < UI_W_COUNT; w++)
            for (int n = 0; n < 30; n++)
                assert_true(ui_count_phrase((UiLang)l, (UiCountWord)w, n, buf, sizeof buf) > 2);
    assert_int_equal(ui_count_phrase(UI_LANG_COUNT, UI_W_POINTS, 1, buf, sizeof buf), -1);
    assert_int_equal(ui_count_phrase(UI_LANG_EN, UI_W_COUNT, 1, buf, sizeof buf), -1);
    /* a small buffer truncates without overflow */
    char tiny[4];
    assert_int_equal(ui_count_phrase(UI_LANG_EN, UI_W_POINTS, 10, tiny, sizeof tiny), 9);
    assert_string_equal(tiny, "10 ");
}

/* Where a sentence names a character card in French or German, the name
 * follows the word for card, whose article is the same for every card:
 * "prend la carte Reine", "nimmt die Karte Königin" ("prend le Reine",
 * "nimmt den Königin" before). */
static void card_names_after_card(void **state)
{
    (void)state;
    static const UiStrId naming[] = {S_N_CARD, S_N_CARD_DISCARD, S_M_CARD};
    static const struct {
        UiLang lang;
        const char *card;
    } langs[] = {{UI_LANG_FR, "carte %s"}, {UI_LANG_DE, "Karte %s"}};
    for (size_t l = 0; l < sizeof langs / sizeof langs[0]; l++)
        for (size_t i = 0; i < sizeof naming / sizeof naming[0]; i++) {
            const char *f = ui_tr(naming[i], langs[l].lang);
            if (!strstr(f, langs[l].card))
                fail_msg("%s: \"%s\" names a card without \"%s\"", ui_lang_code(langs[l].lang), f, langs[l].card);
        }
}

/* A market cell in French: its colour agrees with the column it names
 * ("Marché, colonne verte" where it read "Marché verte", the market being
 * masculine and the colours' words those of a gem, feminine). */
static void market_cells_agree(void **state)
{
    (void)state;
    ui_lang_use(UI_LANG_FR);
    for (int row = 1; row <= 3; row++)
        for (int col = 0; col < YS_COLOURS; col++) {
            char cell[64], want[48];
            ui_place_str(YS_PLACE_MARKET(row, col), cell, sizeof cell);
            snprintf(want, sizeof want, "colonne %s", ui_colour_str(col));
            if (!strstr(cell, want)) fail_msg("\"%s\" does not say \"%s\"", cell, want);
        }
    ui_lang_use(UI_LANG_EN);
}

static void card_texts(void **state)
{
    (void)state;
    for (int l = 0; l < UI_LANG_COUNT; l++)
        for (int c = 0; c < YS_CHARACTER_COUNT; c++) {
            const char *name = ui_card_name(c, (UiLang)l), *when = ui_card_when(c, (UiLang)l),
                       *text = ui_card_text(c, (UiLang)l);
            assert_true(*name && strcmp(name, "?"));
            assert_true(*when && strcmp(when, "?"));
            assert_true(*text && strcmp(text, "?"));
            const char *kf = ui_card_text_in(c, (UiLang)l, 1); /* with King's Favour */
            if (strlen(text) > 200 || strlen(when) > 200 || strlen(kf) > 200)
                fail_msg("%s card %d: text too long", lang_names[l], c);
            if (l != UI_LANG_EN && !strcmp(kf, ui_card_text_in(c, UI_LANG_EN, 1)))
                fail_msg("%s card %d is not translated with King's Favour", lang_names[l], c);
            if (l != UI_LANG_EN && !strcmp(text, ui_card_text(c, UI_LANG_EN)))
                fail_msg("%s card %d is not translated", lang_names[l], c);
        }
    /* windows come from the engine's table (FACTS.md) */
    assert_string_equal(ui_card_when(YS_KING, UI_LANG_EN), "As soon as won");
    assert_string_equal(ui_card_when(YS_QUEEN, UI_LANG_EN), "Placing phase: just before your placement");
    assert_string_equal(ui_card_when(YS_MERCENARY, UI_LANG_EN), "Placing phase: just after your placement");
    assert_string_equal(ui_card_when(YS_HERALD, UI_LANG_EN), "Start of the counting phase");
    assert_string_equal(ui_card_when(YS_JEWELLER, UI_LANG_EN), "End of the counting phase");
    assert_string_equal(ui_card_when(YS_CAPTAIN, UI_LANG_EN), "Start of the placing phase");
    assert_string_equal(ui_card_name(YS_CONJURER, UI_LANG_FR), "Illusionniste");
    assert_string_equal(ui_card_name(YS_MERCENARY, UI_LANG_DE), "Söldner");
    assert_string_equal(ui_card_name(YS_PRINCE, UI_LANG_PL), "Książę");
    assert_string_equal(ui_card_name(-1, UI_LANG_EN), "?");
    assert_string_equal(ui_card_text(YS_CHARACTER_COUNT, UI_LANG_EN), "?");
    assert_string_equal(ui_card_when(99, UI_LANG_DE), "?");
}

static void rules_reference(void **state)
{
    (void)state;
    const UiRulesSection *en;
    int n = ui_rules(UI_LANG_EN, &en);
    assert_true(n >= 12);
    for (int l = 0; l < UI_LANG_COUNT; l++) {
        const UiRulesSection *s;
        assert_int_equal(ui_rules((UiLang)l, &s), n); /* the same sections in each language */
        for (int i = 0; i < n; i++) {
            assert_true(s[i].title && *s[i].title && s[i].body && *s[i].body);
            const char *b = s[i].body;
            /* no markup: a '#' may name a market column's badge ("#1"), never start a line */
            if (strstr(b, "\n\n\n") || strchr(b, '\t') || strstr(b, " \n") || b[strlen(b) - 1] == '\n' ||
                strchr(b, '*') || b[0] == '#' || strstr(b, "\n#"))
                fail_msg("%s rules section %d (%s): not plain paragraphs", lang_names[l], i, s[i].title);
            if (l != UI_LANG_EN && !strcmp(b, en[i].body))
                fail_msg("%s rules section %d untranslated", lang_names[l], i);
        }
    }
    const UiRulesSection *s;
    assert_int_equal(ui_rules(UI_LANG_COUNT, &s), n);
    assert_ptr_equal(s, en);
}

/* English is British English throughout, as "Colour" and "Neighbourhood"
 * are: "King's Favor" stood beside them (the engine's protocol names, such
 * as kings-favor, are not the UI's words). */
static const char *american(const char *t)
{
    static const char *words[] = {"Favor",  "favor",  "Color", "color", "Neighborhood", "neighborhood",
                                  "Center", "center", "Honor", "honor", "Jewelry",      "jeweler"};
    for (size_t i = 0; t && i < sizeof words / sizeof words[0]; i++)
        for (const char *p = t; (p = strstr(p, words[i])) != NULL; p++) {
            char after = p[strlen(words[i])];
            if (after != 'u' && after != '-' && after != '_') return words[i];
        }
    return NULL;
}

static void british_english(void **state)
{
    (void)state;
    const char *w;
    for (int id = 0; id < S_COUNT; id++)
        if ((w = american(ui_str_en((UiStrId)id))) != NULL)
            fail_msg("string %d \"%s\" spells \"%s\"", id, ui_str_en((UiStrId)id), w);
    const UiRulesSection *s;
    int n = ui_rules(UI_LANG_EN, &s);
    for (int i = 0; i < n; i++)
        if ((w = american(s[i].title)) != NULL || (w = american(s[i].body)) != NULL)
            fail_msg("rules section %d (%s) spells \"%s\"", i, s[i].title, w);
    for (int c = 0; c < YS_CHARACTER_COUNT; c++)
        if ((w = american(ui_card_text(c, UI_LANG_EN))) != NULL || (w = american(ui_card_when(c, UI_LANG_EN))) != NULL)
            fail_msg("card %d spells \"%s\"", c, w);
}

/* One word for the thing the gems come on, as the rulebook has it (the
 * 'Ship' card, the "Navire"): the prompt to choose gems said "from the
 * port", the coach and the tooltips "from the ship", and the port is an
 * area of its own (the black gem's). */
/* Whether t has a word beginning with w (ASCII case aside). */
static int has_word(const char *t, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = t; *p; p++) {
        int start = p == t || !(isalpha((unsigned char)p[-1]) || (unsigned char)p[-1] >= 0x80);
        size_t k = 0;
        while (k < n && p[k] && tolower((unsigned char)p[k]) == tolower((unsigned char)w[k]))
            k++;
        if (start && k == n) return 1;
    }
    return 0;
}

static void ship_not_port(void **state)
{
    (void)state;
    static const char *ship[UI_LANG_COUNT] = {
        [UI_LANG_EN] = "ship", [UI_LANG_FR] = "navire", [UI_LANG_DE] = "Schiff", [UI_LANG_PL] = "stat"};
    static const char *port[UI_LANG_COUNT] = {
        [UI_LANG_EN] = "port", [UI_LANG_FR] = "port", [UI_LANG_DE] = "Hafen", [UI_LANG_PL] = "port"};
    for (int l = 0; l < UI_LANG_COUNT; l++) {
        ui_lang_use(l);
        const UiStrId ids[] = {S_P_TAKE, S_GEM_FROM_SHIP, S_TT_SHIP, S_PICK_CAPTAIN_1, S_MC_CAPTAIN};
        for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
            const char *t = ui_str(ids[i]);
            if (!has_word(t, ship[l]) || has_word(t, port[l]))
                fail_msg("%s: \"%s\" does not name the ship (\"%s\") alone", lang_names[l], t, ship[l]);
        }
    }
    ui_lang_use(UI_LANG_EN);
}

/* ------------------------------------------------------------------ */
/* Glyphs: every code point of every text exists in both bundled fonts. */

/* Decodes one UTF-8 character at *p; returns it (advancing *p) or -1. */
static long utf8_next(const char **p)
{
    const unsigned char *s = (const unsigned char *)*p;
    long c;
    int extra;
    if (s[0] < 0x80)
        c = s[0], extra = 0;
    else if ((s[0] & 0xE0) == 0xC0)
        c = s[0] & 0x1F, extra = 1;
    else if ((s[0] & 0xF0) == 0xE0)
        c = s[0] & 0x0F, extra = 2;
    else if ((s[0] & 0xF8) == 0xF0)
        c = s[0] & 0x07, extra = 3;
    else
        return -1;
    for (int i = 1; i <= extra; i++) {
        if ((s[i] & 0xC0) != 0x80) return -1;
        c = c << 6 | (s[i] & 0x3F);
    }
    static const long least[4] = {0, 0x80, 0x800, 0x10000};
    if (c < least[extra] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return -1; /* overlong, surrogate */
    *p += extra + 1;
    return c;
}

typedef struct {
    TTF_Font *font[2];
    const char *font_name[2];
    int strings, missing;
} Glyphs;

static void check_glyphs(Glyphs *G, const char *what, const char *s)
{
    G->strings++;
    for (const char *p = s; *p;) {
        long c = utf8_next(&p);
        if (c < 0) {
            print_error("%s: invalid UTF-8 in \"%s\"\n", what, s);
            G->missing++;
            return;
        }
        if (c == '\n') continue;
        for (int f = 0; f < 2; f++)
            if (!TTF_GlyphIsProvided32(G->font[f], (Uint32)c)) {
                print_error("%s: U+%04lX is not in %s (\"%s\")\n", what, c, G->font_name[f], s);
                G->missing++;
            }
    }
}

static void glyphs_in_fonts(void **state)
{
    (void)state;
    assert_int_equal(TTF_Init(), 0);
    Glyphs G = {{NULL, NULL}, {"NotoSans-Regular.ttf", "EBGaramond12-Regular.ttf"}, 0, 0};
    for (int f = 0; f < 2; f++) {
        char path[512];
        snprintf(path, sizeof path, "%s/fonts/%s", YS_SOURCE_ASSETS, G.font_name[f]);
        G.font[f] = TTF_OpenFont(path, 16);
        if (!G.font[f]) fail_msg("cannot open %s: %s", path, TTF_GetError());
    }
    char what[96], buf[128];
    for (int l = 0; l < UI_LANG_COUNT; l++) {
        check_glyphs(&G, "language name", ui_lang_name((UiLang)l));
        for (int id = 0; id < S_COUNT; id++) {
            snprintf(what, sizeof what, "%s string %d", lang_names[l], id);
            check_glyphs(&G, what, ui_tr((UiStrId)id, (UiLang)l));
        }
        for (int c = 0; c < YS_CHARACTER_COUNT; c++) {
            snprintf(what, sizeof what, "%s card %d", lang_names[l], c);
            check_glyphs(&G, what, ui_card_name(c, (UiLang)l));
            check_glyphs(&G, what, ui_card_when(c, (UiLang)l));
            check_glyphs(&G, what, ui_card_text(c, (UiLang)l));
        }
        const UiRulesSection *s;
        int n = ui_rules((UiLang)l, &s);
        for (int i = 0; i < n; i++) {
            snprintf(what, sizeof what, "%s rules section %d", lang_names[l], i);
            check_glyphs(&G, what, s[i].title);
            check_glyphs(&G, what, s[i].body);
        }
        for (int w = 0; w < UI_W_COUNT; w++)
            for (int k = 0; k < 6; k++) {
                ui_count_phrase((UiLang)l, (UiCountWord)w, k, buf, sizeof buf);
                check_glyphs(&G, "count phrase", buf);
            }
    }
    for (int f = 0; f < 2; f++)
        TTF_CloseFont(G.font[f]);
    TTF_Quit();
    assert_true(G.strings > 1000);
    assert_int_equal(G.missing, 0);
}

/* Text from a file the player may have edited: whole letters only. */
static void utf8_clean(void **state)
{
    (void)state;
    char out[8];
    static const struct {
        const char *in, *want;
    } cases[] = {
        {"Ann", "Ann"},
        {"\xC5\x81\xC5\x81\xC5\x81\xC5\x81",
         "\xC5\x81\xC5\x81\xC5\x81"},                 /* 8 bytes: the fourth letter does not fit whole */
        {"ab\xF0\x9F\x99\x82", "ab\xF0\x9F\x99\x82"}, /* a 4-byte character that fits */
        {"abcd\xF0\x9F\x99\x82", "abcd"},             /* one that does not */
        {"\xC0\xAFx", "x"},                           /* an overlong '/' */
        {"\xED\xA0\x80y", "y"},                       /* a surrogate */
        {"\xF4\x90\x80\x80z", "z"},                   /* past U+10FFFF */
        {"a\tb\r\n\x7F\xC2\x85"
         "c",
         "abc"},          /* control characters, C1 too */
        {"\xE2\x82", ""}, /* cut short */
        {"\xC3\xA9t\xC3\xA9", "\xC3\xA9t\xC3\xA9"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t n = ui_utf8_clean(out, sizeof out, cases[i].in);
        assert_string_equal(out, cases[i].want);
        assert_int_equal(n, strlen(cases[i].want));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_id_translated),
        cmocka_unit_test(tr_falls_back_to_english),
        cmocka_unit_test(language_codes),
        cmocka_unit_test(polish_plurals),
        cmocka_unit_test(count_phrases),
        cmocka_unit_test(card_texts),
        cmocka_unit_test(card_names_after_card),
        cmocka_unit_test(market_cells_agree),
        cmocka_unit_test(rules_reference),
        cmocka_unit_test(british_english),
        cmocka_unit_test(ship_not_port),
        cmocka_unit_test(glyphs_in_fonts),
        cmocka_unit_test(utf8_clean),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
