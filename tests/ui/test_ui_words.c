/* test_ui_words.c - the narration parses, in every language: over seeded
 * games told to a spectator, each bot move with the reason the game scene
 * adds to its caption (from what everyone sees, as ui_bot_reasons), every
 * caption of the story and every line of the log has no word doubled
 * ("Orange prend la carte Carte gemme blanche"), no brackets inside
 * brackets ("... (takes the lead ... of neighbourhood 2 (3 points))"), no
 * aside (a reason, words in brackets) that says three words of its line's
 * head again ("Green moves green up. (moves green up: it holds many of
 * those)"); and a gem is named as a gem ("a green gem"),
 * never by its bare colour, which is a player's name too. Seats bear their
 * colours' default names in the language told, as a new game names them. */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session.h"
#include "ui/session_new.h"
#include "ui_reason_text.h"
#include "ui_text.h"

/* The words of s, lowercased ASCII (other bytes kept: UTF-8 letters), a
 * word being a run of letters; digits and signs part them. */
static int words(const char *s, char w[][32], int max)
{
    int n = 0;
    while (*s && n < max) {
        while (*s && !(isalpha((unsigned char)*s) || (unsigned char)*s >= 0x80))
            s++;
        if (!*s) break;
        int k = 0;
        while (*s && (isalpha((unsigned char)*s) || (unsigned char)*s >= 0x80)) {
            if (k < 31) w[n][k++] = (char)tolower((unsigned char)*s);
            s++;
        }
        w[n++][k] = 0;
    }
    return n;
}

/* Why line does not parse, or NULL. */
static const char *unparsed(const char *line)
{
    static char why[160];
    int depth = 0;
    for (const char *p = line; *p; p++) {
        depth += *p == '(';
        depth -= *p == ')';
        if (depth > 1) return "brackets inside brackets";
    }
    static char w[96][32];
    int n = words(line, w, 96);
    for (int i = 0; i + 1 < n; i++)
        if (!strcmp(w[i], w[i + 1])) {
            snprintf(why, sizeof why, "\"%.31s\" twice in a row", w[i]);
            return why;
        }
    /* a line's aside (a bot's reason after a dash, words in brackets)
     * says what its head does not: a list may repeat its words ("... on
     * front brokers, 9 to 7; ... on front brokers, 7 to 5"), the aside never
     * repeats the head's */
    const char *dash = strstr(line, "\xE2\x80\x94"), *bracket = strchr(line, '(');
    const char *aside = dash && (!bracket || dash < bracket) ? dash : bracket;
    static char head[256];
    snprintf(head, sizeof head, "%.*s", aside ? (int)(aside - line) : (int)strlen(line), line);
    static char hw[96][32];
    int h = words(head, hw, 96);
    for (int i = 0; i + 2 < h; i++)
        for (int j = h; j + 2 < n; j++)
            if (!strcmp(hw[i], w[j]) && !strcmp(hw[i + 1], w[j + 1]) && !strcmp(hw[i + 2], w[j + 2])) {
                snprintf(why, sizeof why, "\"%s %s %s\" said twice", hw[i], hw[i + 1], hw[i + 2]);
                return why;
            }
    return NULL;
}

static int lines_read, reasons_told, gems_told;

static void read_line(const char *line, const char *what)
{
    const char *why = unparsed(line);
    if (why) fail_msg("%s: \"%s\": %s", what, line, why);
    lines_read++;
}

/* One game of players seats, all bots, told in lang to a spectator. */
static void tell_game(int players, int kf, uint64_t seed, UiLang lang)
{
    static UiSession s;
    memset(&s, 0, sizeof s);
    ui_lang_use(lang);
    YsOptions o;
    ys_options_default(&o);
    o.players = players, o.nbhds = players == 4 ? 4 : 3, o.kings_favor = kf, o.seed = seed;
    UiSeat seat[YS_MAX_HUMANS];
    memset(seat, 0, sizeof seat);
    for (int i = 0; i < YS_MAX_HUMANS; i++)
        seat[i].colour = i, snprintf(seat[i].name, sizeof seat[i].name, "%s", ui_str((UiStrId)(S_PNAME_0 + i)));
    char err[160], what[64];
    assert_int_equal(session_new(&s, &o, seat, 1, err, sizeof err), 0);
    snprintf(what, sizeof what, "%s, %d players, seed %llu", ui_lang_code(lang), players, (unsigned long long)seed);
    uint64_t rng = seed * 7919u + (uint64_t)lang;
    static YsMoveList ml;
    static YsView v, seen;
    for (int guard = 0; guard < 20000; guard++) {
        if (s.animating) {
            const UiAnimStep *st;
            ui_session_story(&s, &st);
            assert_non_null(st);
            read_line(st->caption, what);
            if (st->kind != AN_MOVE && st->ev.kind == YS_EV_GEM && !st->ev.gem.white) {
                char gem[64];
                snprintf(gem, sizeof gem, ui_str(S_GEM_NAMED), ui_colour_str(st->ev.gem.colour));
                if (!strstr(st->caption, gem)) fail_msg("%s: \"%s\" does not say \"%s\"", what, st->caption, gem);
                gems_told++;
            }
            ui_session_tick(&s, st->dur * s.anim.pace + 0.001f);
            continue;
        }
        if (ys_over(&ui_session_whole(&s)->g)) break;
        ys_legal(&ui_session_whole(&s)->g, &ml);
        assert_true(ml.n > 0);
        YsMove m = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
        /* the reason the game scene tells with a bot's move */
        AiReason own, told;
        char reason[240];
        assert_int_equal(ys_view(&ui_session_whole(&s)->g, ys_to_move(&ui_session_whole(&s)->g), &v), 0);
        ai_reason(&v, &m, &own);
        ys_view(&v, YS_SPECTATOR, &seen);
        ai_reason(&seen, &m, &told);
        ui_reason_caption(&told, reason, sizeof reason);
        reasons_told += reason[0] != 0;
        assert_int_equal(ui_session_play_why(&s, &m, &told), 0);
    }
    assert_true(ys_over(&ui_session_whole(&s)->g));
    int n = s.nlog < UI_LOG_MAX ? s.nlog : UI_LOG_MAX;
    for (int i = 0; i < n; i++) {
        const UiLogLine *l = &s.log[(s.nlog - n + i) % UI_LOG_MAX];
        read_line(l->text, what);
        read_line(l->pub, what);
    }
    ui_session_close(&s);
}

static void test_words_parse(void **state)
{
    (void)state;
    for (int lang = 0; lang < UI_LANG_COUNT; lang++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            tell_game(4, 1, seed, (UiLang)lang);
            tell_game(3, 0, seed + 10, (UiLang)lang);
            tell_game(2, 0, seed + 20, (UiLang)lang);
        }
    ui_lang_use(UI_LANG_EN);
    printf("%d lines read, %d bot reasons told, %d gems named\n", lines_read, reasons_told, gems_told);
    assert_true(reasons_told > 100);
    assert_true(gems_told > 100);
}

/* The white gem card taken, named once as a card in every language
 * ("prend la carte Carte gemme blanche"). */
static void test_white_card_taken(void **state)
{
    (void)state;
    static YsView v;
    memset(&v, 0, sizeof v);
    v.opt.players = 4, v.seats = 4, v.viewer = -1;
    char names[YS_MAX_SEATS][24] = {"Orange", "Sky", "Green", "Purple"}, buf[256];
    YsEvent e;
    memset(&e, 0, sizeof e);
    e.kind = YS_EV_CARD, e.player = 0, e.card.character = YS_WHITE_CARD;
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        ui_lang_use(lang);
        ui_event_caption(&v, &e, names, buf, sizeof buf);
        assert_non_null(strstr(buf, "Orange"));
        read_line(buf, ui_lang_code((UiLang)lang));
    }
    ui_lang_use(UI_LANG_EN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_white_card_taken), cmocka_unit_test(test_words_parse)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
