/* narrate.c - words for moves and counting events (pure). A move caption has
 * a public text, and a private one for its owner where the move is secret. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "session.h"
#include "ui_text.h"

static const char *nm(char names[][24], int seat) { return seat >= 0 && seat < YS_MAX_SEATS ? names[seat] : "?"; }

static void cat(char *buf, int len, const char *fmt, ...)
{
    size_t l = strlen(buf);
    if ((int)l >= len - 1) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + l, (size_t)len - l, fmt, ap);
    va_end(ap);
}

/* What a character played does, in words, and what its words take. */
enum { SAY_NONE, SAY_NBHDS, SAY_WHO, SAY_PLACE, SAY_PLACES, SAY_COLOURS, SAY_MOVED };
static const struct {
    int card;
    UiStrId says;
    int args;
} card_says[] = {
    {YS_CAPTAIN, S_MC_CAPTAIN, SAY_NBHDS},     {YS_SPY, S_MC_SPY, SAY_WHO},
    {YS_CONJURER, S_MC_CONJURER, SAY_WHO},     {YS_INTRIGUER, S_MC_INTRIGUER, SAY_WHO},
    {YS_MERCHANT, S_MC_MERCHANT, SAY_NONE},    {YS_HERALD, S_MC_HERALD_DOWN, SAY_MOVED},
    {YS_QUEEN, S_MC_QUEEN, SAY_PLACE},         {YS_MAGICIAN, S_MC_MAGICIAN, SAY_PLACES},
    {YS_MERCENARY, S_MC_MERCENARY, SAY_PLACE}, {YS_ALCHEMIST, S_MC_ALCHEMIST, SAY_COLOURS},
    {YS_BANKER, S_MC_BANKER, SAY_COLOURS},     {YS_JEWELLER, S_MC_JEWELLER, SAY_COLOURS},
};

const char *ui_log_line_words(const UiLogLine *l, int viewer, int referee)
{
    return referee || (l->owner >= 0 && l->owner == viewer) ? l->text : l->pub;
}

void ui_move_caption(const YsView *before, int mover, const YsMove *m, int hidden, char names[][24], UiLogLine *out)
{
    char pl[64], pl2[64], tmp[96];
    const char *who = nm(names, mover);
    memset(out, 0, sizeof *out);
    out->owner = -1;
    ui_place_str(m->place, pl, sizeof pl);
    switch (m->kind) {
    case YS_MV_BID:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_BID), who);
        snprintf(out->text, sizeof out->text, ui_str(S_M_BID_OWN), who, m->a, m->b);
        out->owner = mover;
        break;
    case YS_MV_SEAT:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_SEAT), who, m->a);
        break;
    case YS_MV_PASS:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_PASS), who);
        break;
    case YS_MV_DONE:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_DONE), who);
        break;
    case YS_MV_CARD: { /* "Sky plays the Banker." and what it does, in words */
        /* sized so that said, a space and a clause or own fit a line (256) */
        char said[100], clause[150] = "", own[150] = "";
        snprintf(said, sizeof said, ui_str(S_M_CARD), who, ui_char_str(m->card));
        ui_place_str(m->place2, pl2, sizeof pl2);
        for (size_t i = 0; i < sizeof card_says / sizeof card_says[0]; i++) {
            if (card_says[i].card != m->card) continue;
            const char *f = ui_str(card_says[i].says);
            switch (card_says[i].args) {
            case SAY_NBHDS:
                snprintf(clause, sizeof clause, f, m->a + 1, m->b + 1);
                break;
            case SAY_WHO:
                snprintf(clause, sizeof clause, f, who);
                break;
            case SAY_PLACE:
                snprintf(clause, sizeof clause, f, pl);
                break;
            case SAY_PLACES:
                snprintf(clause, sizeof clause, f, pl, pl2);
                break;
            case SAY_COLOURS:
                snprintf(clause, sizeof clause, f, ui_colour_str(m->a), ui_colour_str(m->b));
                break;
            case SAY_MOVED: /* the Herald's: a face-down broker's value is its owner's alone */
                if (m->a < YS_VALUES) snprintf(own, sizeof own, ui_str(S_MC_HERALD), m->a, pl, pl2);
                snprintf(clause, sizeof clause, f, pl, pl2);
                if (own[0] && !(hidden & 1)) snprintf(clause, sizeof clause, "%s", own);
                break;
            default:
                snprintf(clause, sizeof clause, "%s", f);
            }
        }
        snprintf(out->pub, sizeof out->pub, "%s%s%s", said, clause[0] ? " " : "", clause);
        if (own[0] && (hidden & 1)) { /* its owner reads the value */
            snprintf(out->text, sizeof out->text, "%s %s", said, own);
            out->owner = mover;
        }
        break;
    }
    case YS_MV_UP:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_UP), who, m->a, pl);
        break;
    case YS_MV_DOWN:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_DOWN), who, pl);
        snprintf(out->text, sizeof out->text, ui_str(S_M_DOWN_OWN), who, m->a, pl);
        out->owner = mover;
        break;
    case YS_MV_NEUTRAL: {
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_NEUTRAL), who, pl);
        snprintf(out->text, sizeof out->text, ui_str(S_M_NEUTRAL), who, pl);
        size_t n = strlen(out->text); /* and the value, for its owner */
        snprintf(out->text + n, sizeof out->text - n, " (%d)", m->a);
        out->owner = mover;
        break;
    }
    case YS_MV_PEEK:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_PEEK), who, pl);
        break;
    case YS_MV_TAKE:
        tmp[0] = 0;
        for (int i = 0; i < m->n; i++) {
            if (i) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
            cat(tmp, sizeof tmp, ui_str(S_GEM_NAMED), ui_colour_str(m->src[i] == YS_WHITE ? YS_WHITE : m->dst[i]));
            if (m->src[i] == YS_WHITE) cat(tmp, sizeof tmp, " (%s)", ui_colour_str(m->dst[i]), 0);
        }
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_TAKE), who, tmp);
        break;
    case YS_MV_RANK:
        tmp[0] = 0;
        for (int i = 0; i < m->n; i++)
            cat(tmp, sizeof tmp, i ? ", %s" : "%s", ui_colour_str(m->src[i]), 0);
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_RANK), who, tmp);
        break;
    case YS_MV_QUOTE:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_QUOTE), who, ui_colour_str(m->a),
                 ui_str(m->b ? S_QUOTE_UP : S_QUOTE_DOWN));
        break;
    case YS_MV_THRONE:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_THRONE), who);
        snprintf(out->text, sizeof out->text, ui_str(S_M_THRONE_OWN), who, m->a);
        out->owner = mover;
        break;
    default:
        snprintf(out->pub, sizeof out->pub, "%s ?", who);
        break;
    }
    (void)before;
    if (out->owner < 0) snprintf(out->text, sizeof out->text, "%s", out->pub);
}

/* "Orange 4, Sky 3": the seats of a ranking present (best first when
 * use_order), players only (the neutral bids nothing). */
static void rank_list(const YsView *v, const YsRanking *r, char names[][24], char *buf, int len, int use_order,
                      int players_only)
{
    buf[0] = 0;
    int n = use_order ? r->n : v->seats, k = 0;
    for (int i = 0; i < n && i < YS_MAX_SEATS; i++) {
        int s = use_order ? r->order[i] : i;
        if (s >= v->seats || (players_only && s >= v->opt.players) || r->totals[s] < 0) continue;
        if (k++) cat(buf, len, "%s", ui_str(S_LIST_SEP), 0);
        cat(buf, len, "%s %d", nm(names, s), r->totals[s]);
    }
    if (!k) cat(buf, len, "%s", ui_str(S_N_NOBODY), 0);
}

/* How the first of a ranking stands before the second: " alone" or
 * nothing, and the totals ("5 to 3", "4 to 4" for a tie, whose tie-break
 * ties_told says). */
static void why_first(const YsRanking *r, char *tbs, int len, char *score, int slen)
{
    int w = r->n ? r->order[0] : -1, ru = r->n > 1 ? r->order[1] : -1;
    snprintf(tbs, (size_t)len, "%s", r->n == 1 ? ui_str(S_TB_ALONE) : "");
    if (w < 0)
        score[0] = 0;
    else if (ru >= 0)
        snprintf(score, (size_t)slen, ui_str(S_SCORE_VS), r->totals[w], r->totals[ru]);
    else
        snprintf(score, (size_t)slen, "%d", r->totals[w]);
}

/* How the ties among a ranking's first upto + 1 places were broken, each
 * as "Purple before Orange on front brokers, 8 to 3", the first after
 * sep; empty where there was no tie. */
static void ties_told(const YsRanking *r, char names[][24], int upto, const char *sep, char *buf, int len)
{
    buf[0] = 0;
    for (int i = 0; i < upto && i + 1 < r->n && i + 1 < YS_MAX_SEATS; i++) {
        int tb = r->why[i], a = r->order[i], b = r->order[i + 1];
        if (tb != YS_TB_INTRIGUER && tb != YS_TB_NEUTRAL && tb != YS_TB_FRONT && tb != YS_TB_ORDER) continue;
        cat(buf, len, "%s", sep);
        cat(buf, len, ui_str(S_N_TIE), nm(names, a), nm(names, b), ui_str((UiStrId)(S_TB_NONE + tb)));
        if (tb == YS_TB_FRONT) {
            cat(buf, len, "%s", ui_str(S_LIST_SEP));
            cat(buf, len, ui_str(S_SCORE_VS), r->front[a], r->front[b]);
        }
        sep = ui_str(S_TIE_SEP);
    }
}

/* The tie-break of a ranking's first place, in brackets after buf. */
static void tie_after(const YsRanking *r, char names[][24], char *buf, int len)
{
    char tie[200];
    ties_told(r, names, 1, " (", tie, sizeof tie);
    if (tie[0]) cat(buf, len, "%s)", tie);
}

static const char *why_str(const YsEvent *e, char *buf, int len)
{
    switch (e->score.why) {
    case YS_WHY_MARKET:
        return ui_str(S_MARKET);
    case YS_WHY_COMMERCE:
        return ui_str(S_COMMERCE);
    case YS_WHY_CARD:
        return ui_char_str(e->score.card);
    case YS_WHY_COLOUR: /* "green gems": the bare colour reads as a player */
        snprintf(buf, (size_t)len, ui_str(S_WHY_COLOUR), ui_colour_str(e->score.colour));
        return buf;
    case YS_WHY_BLACK:
        snprintf(buf, (size_t)len, "%s", ui_str(S_END_BLACK));
        return buf;
    case YS_WHY_THRONE:
        return ui_str(S_THRONE);
    default:
        return "?";
    }
}

/* Where a gem event's gems came from: "ship of neighbourhood 2", "market
 * row 1", the character's name; empty if unknown. */
static void gem_source(const YsEvent *e, char *buf, int len)
{
    static const UiStrId fmt[] = {[YS_FROM_SHIP] = S_GEM_FROM_SHIP,
                                  [YS_FROM_PORT] = S_GEM_FROM_PORT,
                                  [YS_FROM_PALACE] = S_GEM_FROM_PALACE,
                                  [YS_FROM_ROW] = S_GEM_FROM_ROW};
    buf[0] = 0;
    if (e->gem.source == YS_FROM_CARD)
        snprintf(buf, (size_t)len, "%s", ui_char_str(e->gem.card));
    else if (e->gem.source < YS_FROM_CARD) /* a neighbourhood counts from 0, a market row from 1 */
        snprintf(buf, (size_t)len, ui_str(fmt[e->gem.source]), e->gem.from + (e->gem.source != YS_FROM_ROW));
}

static void phrase(UiCountWord w, int n, char *buf, int len)
{
    ui_count_phrase((UiLang)ui_lang_current(), w, n, buf, (size_t)len);
}

void ui_result_caption(const YsResult *r, int players, char names[][24], char *buf, int len)
{
    char who[128] = "";
    buf[0] = 0;
    if (r->nwinners <= 0) return;
    int w = r->winners[0];
    if (players == 2 && w >= players) { /* the neutral player won */
        snprintf(buf, (size_t)len, ui_str(S_END_NEUTRAL_WON), r->score[w]);
        for (int i = 0; i < YS_MAX_SEATS; i++) {
            int s = r->ranking[i];
            if (s < players) {
                cat(buf, len, " ", 0);
                cat(buf, len, ui_str(S_END_NEUTRAL_HUMANS), nm(names, s), r->score[s]);
                break;
            }
        }
        return;
    }
    for (int i = 0; i < r->nwinners; i++)
        cat(who, sizeof who, i ? "%s%s" : "%.0s%s", ui_str(S_LIST_SEP), nm(names, r->winners[i]));
    if (r->how == YS_END_SHARED && r->nwinners > 1) {
        snprintf(buf, (size_t)len, ui_str(S_END_SHARED), r->score[w], who);
    } else if (r->how == YS_END_GEMS) {
        /* the best of those tied on gold who did not win */
        int second = -1;
        for (int i = 0; i < YS_MAX_SEATS && second < 0; i++) {
            int s = r->ranking[i];
            if (s != w && s < YS_MAX_SEATS && r->score[s] == r->score[w]) second = s;
        }
        snprintf(buf, (size_t)len, ui_str(S_END_WIN_GEMS), r->score[w], who, r->gems[w],
                 second >= 0 ? r->gems[second] : 0);
    } else {
        snprintf(buf, (size_t)len, ui_str(S_END_WIN_GOLD), who, r->score[w]);
    }
}

/* The rule a step's caption leaves out: with 4 players, and with 2 or 3
 * (a ship's large gem counts once, as the ship's tooltip says). */
static const struct {
    int kind;
    UiStrId four, fewer;
} event_rules[] = {
    {YS_EV_BIDS, S_RULE_BIDS, S_RULE_BIDS},
    {YS_EV_NBHD, S_RULE_NBHD_4, S_RULE_NBHD_3},
    {YS_EV_COLUMNS, S_RULE_COLUMNS, S_RULE_COLUMNS},
    {YS_EV_THRONE, S_OPT_HELP_KINGS_FAVOR, S_OPT_HELP_KINGS_FAVOR}, /* as the setup tells it */
};

int ui_event_rule(const YsView *v, const YsEvent *e, char *buf, int len)
{
    buf[0] = 0;
    for (size_t i = 0; i < sizeof event_rules / sizeof event_rules[0]; i++)
        if (event_rules[i].kind == e->kind)
            snprintf(buf, (size_t)len, "%s", ui_str(v->opt.players == 4 ? event_rules[i].four : event_rules[i].fewer));
    return buf[0] != 0;
}

void ui_event_caption(const YsView *v, const YsEvent *e, char names[][24], char *buf, int len)
{
    char tmp[200], pl[64], ph[48], ph2[48];
    buf[0] = 0;
    switch (e->kind) {
    case YS_EV_MOVE: {
        UiLogLine l;
        ui_move_caption(v, e->player, &e->move.move, e->move.hidden, names, &l);
        snprintf(buf, (size_t)len, "%s", ui_log_line_words(&l, v->viewer, 0));
        break;
    }
    case YS_EV_ROUND:
        snprintf(buf, (size_t)len, ui_str(S_N_ROUND), e->round.round);
        break;
    case YS_EV_BIDS:
        rank_list(v, &e->bids, names, tmp, sizeof tmp, 0, 1);
        snprintf(buf, (size_t)len, ui_str(S_N_BIDS), tmp);
        break;
    case YS_EV_SEATS:
        tmp[0] = 0;
        for (int i = 0; i < e->seats.n && i < YS_MAX_HUMANS; i++)
            cat(tmp, sizeof tmp, i ? ", %s" : "%s", nm(names, e->seats.order[i]), 0);
        snprintf(buf, (size_t)len, ui_str(S_N_SEATS), tmp);
        break;
    case YS_EV_RETURN:
        if (e->reveal.scope == YS_SCOPE_MARKET)
            snprintf(buf, (size_t)len, "%s", ui_str(S_N_RETURN_MARKET));
        else
            snprintf(buf, (size_t)len, ui_str(S_N_RETURN_NB), e->reveal.nbhd + 1);
        break;
    case YS_EV_REVEAL:
        if (e->reveal.scope == YS_SCOPE_MARKET)
            snprintf(buf, (size_t)len, "%s", ui_str(S_N_REVEAL_MARKET));
        else if (e->reveal.scope == YS_SCOPE_THRONE)
            snprintf(buf, (size_t)len, "%s", ui_str(S_N_REVEAL_THRONE));
        else
            snprintf(buf, (size_t)len, ui_str(S_N_REVEAL_NB), e->reveal.nbhd + 1);
        break;
    case YS_EV_FLIP: { /* "Port 2: Orange broker 4, face up" */
        ui_place_str(e->flip.place, pl, sizeof pl);
        snprintf(tmp, sizeof tmp, ui_str(S_TT_BROKER), nm(names, e->flip.owner), e->flip.value, ui_str(S_FACE_UP));
        snprintf(buf, (size_t)len, "%s%s", pl, ui_str(S_COLON));
        cat(buf, len, "%s", tmp, 0);
        if (e->flip.merc) cat(buf, len, " - %s", ui_str(S_MERC));
        break;
    }
    case YS_EV_NBHD: { /* "..., Sky 1 (Purple before Orange on front brokers, 8 to 3)" */
        rank_list(v, &e->nbhd.rank, names, tmp, sizeof tmp, 1, 0);
        snprintf(buf, (size_t)len, ui_str(S_N_NBHD), e->nbhd.nbhd + 1, tmp);
        ties_told(&e->nbhd.rank, names, YS_MAX_SEATS, " (", tmp, sizeof tmp);
        if (tmp[0]) cat(buf, len, "%s)", tmp);
        break;
    }
    case YS_EV_AREA: {
        int area = e->area.place % 3, nb = e->area.place / 3 + 1;
        const YsRanking *r = &e->area.rank;
        if (!r->n) {
            snprintf(buf, (size_t)len, ui_str(S_N_AREA_NONE), ui_area_str(area), nb);
            break;
        }
        char score[40], tbs[64], reward[48] = "";
        why_first(r, tbs, sizeof tbs, score, sizeof score);
        if (area == YS_AREA_PALACE && e->area.character < YS_CHARACTER_COUNT)
            snprintf(reward, sizeof reward, "%s%s", ui_str(S_COLON), ui_char_str(e->area.character));
        snprintf(buf, (size_t)len, ui_str(S_N_AREA), nm(names, r->order[0]), ui_area_str(area), nb, tbs, score, reward);
        tie_after(r, names, buf, len); /* "... 4 to 4: Alchemist (Sky before Orange on front brokers, 8 to 3)" */
        break;
    }
    case YS_EV_ROW: {
        const YsRanking *r = &e->row.rank;
        if (!r->n) {
            snprintf(buf, (size_t)len, ui_str(S_N_ROW_BANK), e->row.row);
            break;
        }
        char score[40], tbs[96];
        why_first(r, tbs, sizeof tbs, score, sizeof score);
        if (r->n > 1) {
            cat(tbs, sizeof tbs, "%s", ui_str(S_LIST_SEP), 0);
            cat(tbs, sizeof tbs, "%s", score, 0);
        }
        snprintf(buf, (size_t)len, ui_str(S_N_ROW), e->row.row, nm(names, r->order[0]),
                 e->row.gem < 6 ? ui_colour_str(e->row.gem) : "", tbs);
        tie_after(r, names, buf, len);
        break;
    }
    case YS_EV_COLUMNS:
        tmp[0] = 0;
        for (int i = 0; i < YS_COLOURS; i++) {
            int c = e->columns.order[i] < YS_COLOURS ? e->columns.order[i] : i;
            if (i) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
            cat(tmp, sizeof tmp, "%s", ui_colour_str(c), 0);
            cat(tmp, sizeof tmp, " %d", e->columns.total[c]);
            if (i + 1 < YS_COLOURS && e->columns.why[i] == YS_TB_COUNT) cat(tmp, sizeof tmp, "%s", ui_str(S_TB_COUNT));
            if (i + 1 < YS_COLOURS && e->columns.why[i] == YS_TB_CHOICE)
                cat(tmp, sizeof tmp, ui_str(S_TB_CHOICE), nm(names, e->columns.decider));
        }
        snprintf(buf, (size_t)len, ui_str(S_N_COLUMNS), tmp);
        break;
    case YS_EV_BIDDER: {
        const YsRanking *r = &e->bidder;
        int w = r->n ? r->order[0] : -1;
        char tie[160]; /* "(6; Sky before Green on the order card)" */
        ties_told(r, names, 1, ui_str(S_TIE_SEP), tie, sizeof tie);
        snprintf(tmp, sizeof tmp, "%d%s", w >= 0 ? r->totals[w] : 0, tie);
        snprintf(buf, (size_t)len, ui_str(S_N_BIDDER), nm(names, w), tmp);
        break;
    }
    case YS_EV_GEM: {
        tmp[0] = 0;
        int n = e->gem.count < 0 ? -e->gem.count : e->gem.count;
        for (int i = 0; i < n && i < 8; i++) {
            if (i) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
            /* "a green gem": a bare colour reads as a player (Green) */
            cat(tmp, sizeof tmp, ui_str(S_GEM_NAMED), ui_colour_str(e->gem.white ? YS_WHITE : e->gem.colour));
            if (e->gem.white) cat(tmp, sizeof tmp, " (%s)", ui_colour_str(e->gem.colour));
        }
        snprintf(buf, (size_t)len, ui_str(e->gem.count < 0 ? S_N_GEM_LOST : S_N_GEMS), nm(names, e->player), tmp);
        gem_source(e, tmp, sizeof tmp);
        if (tmp[0]) cat(buf, len, " (%s)", tmp);
        break;
    }
    case YS_EV_SCORE:
        snprintf(buf, (size_t)len, ui_str(S_N_POINTS), nm(names, e->player), e->score.points);
        cat(buf, len, " (%s)", why_str(e, tmp, sizeof tmp));
        break;
    case YS_EV_QUOTE:
        snprintf(buf, (size_t)len, ui_str(S_N_QUOTE), ui_str(S_QUOTATIONS), ui_colour_str(e->quote.colour),
                 e->quote.steps);
        if (e->player >= 0) { /* "(by Green)": the player, never read as the colour moved */
            cat(buf, len, " (", 0);
            cat(buf, len, ui_str(S_N_QUOTE_BY), nm(names, e->player));
            cat(buf, len, ")", 0);
        }
        break;
    case YS_EV_CARD:
        if (e->card.character == YS_WHITE_CARD && !e->card.discarded) /* a card by its name: "la carte Carte" */
            snprintf(buf, (size_t)len, ui_str(S_N_CARD_WHITE), nm(names, e->player));
        else
            snprintf(buf, (size_t)len, ui_str(e->card.discarded ? S_N_CARD_DISCARD : S_N_CARD), nm(names, e->player),
                     ui_char_str(e->card.character));
        break;
    case YS_EV_THRONE:
        snprintf(buf, (size_t)len, "%s", ui_str(S_N_THRONE));
        break;
    case YS_EV_FINAL:
        tmp[0] = 0;
        for (int i = 0; i < YS_COLOURS; i++) {
            int c = e->final.order[i] < YS_COLOURS ? e->final.order[i] : i;
            if (i) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
            cat(tmp, sizeof tmp, "%s %d", ui_colour_str(c), e->final.quotation[c]);
        }
        snprintf(buf, (size_t)len, ui_str(S_N_FINAL), tmp);
        break;
    case YS_EV_FINAL_COLOUR:
        tmp[0] = 0;
        /* best place first */
        for (int place = 0; place < YS_MAX_SEATS; place++)
            for (int s = 0; s < v->seats; s++) {
                if (e->final_colour.place[s] != place) continue;
                phrase(UI_W_GEMS, e->final_colour.gems[s], ph, sizeof ph);
                phrase(UI_W_POINTS, e->final_colour.points[s], ph2, sizeof ph2);
                if (tmp[0]) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
                cat(tmp, sizeof tmp, "%s %s, +%s", nm(names, s), ph, ph2);
            }
        if (!tmp[0]) snprintf(tmp, sizeof tmp, "%s", ui_str(S_N_NOBODY));
        snprintf(buf, (size_t)len, ui_str(S_N_FINAL_COLOUR), ui_colour_str(e->final_colour.colour),
                 e->final_colour.rank + 1, tmp);
        break;
    case YS_EV_FINAL_BLACK:
        tmp[0] = 0;
        for (int s = 0; s < v->seats; s++) {
            if (e->final_black.gems[s] <= 0) continue;
            phrase(UI_W_BLACK_GEMS, e->final_black.gems[s], ph, sizeof ph);
            phrase(UI_W_POINTS, e->final_black.points[s], ph2, sizeof ph2);
            if (tmp[0]) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
            cat(tmp, sizeof tmp, "%s %s, +%s", nm(names, s), ph, ph2);
        }
        if (!tmp[0]) snprintf(tmp, sizeof tmp, "%s", ui_str(S_N_NOBODY));
        snprintf(buf, (size_t)len, ui_str(S_N_FINAL_BLACK), tmp);
        break;
    case YS_EV_FINAL_THRONE:
        tmp[0] = 0;
        for (int place = 0; place < YS_MAX_SEATS; place++)
            for (int s = 0; s < v->seats; s++) {
                if (e->final_throne.place[s] != place || e->final_throne.total[s] <= 0) continue;
                phrase(UI_W_POINTS, e->final_throne.points[s], ph2, sizeof ph2);
                if (tmp[0]) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
                cat(tmp, sizeof tmp, "%s %d, +%s", nm(names, s), e->final_throne.total[s], ph2);
                if (e->final_throne.shared[s] > 1) cat(tmp, sizeof tmp, " (%s)", ui_str(S_FINAL_SHARED));
            }
        if (!tmp[0]) snprintf(tmp, sizeof tmp, "%s", ui_str(S_N_NOBODY));
        snprintf(buf, (size_t)len, ui_str(S_N_FINAL_THRONE), tmp);
        break;
    case YS_EV_END: {
        YsResult r;
        memset(&r, 0, sizeof r);
        r.nwinners = e->end.n;
        r.how = e->end.how;
        for (int i = 0; i < YS_MAX_SEATS; i++) {
            r.winners[i] = e->end.winners[i];
            r.ranking[i] = e->end.ranking[i];
            r.score[i] = e->end.score[i];
            r.gems[i] = e->end.gems[i];
        }
        snprintf(buf, (size_t)len, "%s ", ui_str(S_N_END));
        ui_result_caption(&r, v->opt.players, names, tmp, sizeof tmp);
        cat(buf, len, "%s", tmp, 0);
        break;
    }
    default:
        break;
    }
}
