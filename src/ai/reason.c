/* reason.c - why a move, as a player would put it: first as data (ai_reason:
 * a kind with its numbers and places, from the player's own view), then in
 * English (ai_reason_english, what ai_explain, hints and narrations print;
 * the game words the same data in its four languages). */
#include <stdio.h>
#include <string.h>

#include "ai_internal.h"

static const char *const area_words[3] = {"port", "commerce", "palace"};

static int bval_seen(const YsBroker *b)
{
    if (b->merc) return 5;
    if (b->value != YS_UNKNOWN) return b->value;
    return 2; /* a hidden broker: about the average */
}

/* Totals as the player sees them, over brokers on `place` (or, with
 * nbhd >= 0, the whole neighbourhood; with row > 0, the market row). */
static void seen_totals(const YsView *v, int place, int nbhd, int row, int *tot)
{
    memset(tot, 0, sizeof(int) * YS_MAX_SEATS);
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &v->pool[i];
        if (b->place == YS_NONE) continue;
        int in = nbhd >= 0 ? (YS_IS_CITY(b->place) && b->place / 3 == nbhd)
                 : row > 0 ? (YS_IS_MARKET(b->place) && YS_MARKET_ROW(b->place) == row)
                           : b->place == place;
        if (in) tot[b->owner] += bval_seen(b);
    }
}

static int leads(const YsView *v, const int *tot, int p)
{
    for (int s = 0; s < v->seats; s++)
        if (s != p && tot[s] >= tot[p]) return 0;
    return tot[p] > 0;
}

static void placement_reason(const YsView *v, const YsMove *m, AiReason *r)
{
    int p = v->to_move, pl = m->place, val = m->a;
    r->place = (uint8_t)pl;
    r->value = (uint8_t)val;
    if (m->kind == YS_MV_DOWN) r->face = val >= 3 ? AI_FACE_DOWN_STRONG : val == 0 ? AI_FACE_DOWN_BLUFF : AI_FACE_DOWN;
    int before[YS_MAX_SEATS], after[YS_MAX_SEATS];
    if (m->kind == YS_MV_NEUTRAL) {
        r->face = AI_FACE_NONE;
        if (YS_IS_CITY(pl)) {
            r->why = AI_WHY_NEUTRAL_AREA;
            r->nbhd = (uint8_t)(pl / 3);
        } else {
            r->why = AI_WHY_NEUTRAL_ROW;
            r->row = (uint8_t)YS_MARKET_ROW(pl);
        }
        return;
    }
    if (YS_IS_CITY(pl)) {
        int nb = pl / 3;
        r->nbhd = (uint8_t)nb;
        seen_totals(v, pl, -1, 0, before);
        memcpy(after, before, sizeof after);
        after[p] += val;
        int area_now = leads(v, after, p), area_was = leads(v, before, p);
        seen_totals(v, 0, nb, 0, before);
        memcpy(after, before, sizeof after);
        after[p] += val;
        int nb_now = leads(v, after, p), nb_was = leads(v, before, p);
        r->why = area_now && !area_was ? AI_WHY_AREA_LEAD
                 : nb_now && !nb_was   ? AI_WHY_NBHD_LEAD
                 : area_now || nb_now  ? AI_WHY_NBHD_SECURE
                                       : AI_WHY_NBHD_BUILD;
        return;
    }
    int row = YS_MARKET_ROW(pl), col = YS_MARKET_COL(pl);
    r->row = (uint8_t)row;
    seen_totals(v, 0, -1, row, before);
    memcpy(after, before, sizeof after);
    after[p] += val;
    if (v->market_gem[row] != YS_NONE && leads(v, after, p) && !leads(v, before, p)) {
        r->why = AI_WHY_ROW_GEM;
        r->colour = v->market_gem[row];
        return;
    }
    r->why = AI_WHY_MARKET_GOLD;
    r->colour = (uint8_t)col;
}

static void card_reason(const YsMove *m, AiReason *r)
{
    static const uint8_t kinds[YS_CHARACTER_COUNT] = {
        [YS_CAPTAIN] = AI_WHY_CAPTAIN,     [YS_SPY] = AI_WHY_SPY,           [YS_CONJURER] = AI_WHY_CONJURER,
        [YS_INTRIGUER] = AI_WHY_INTRIGUER, [YS_MERCHANT] = AI_WHY_MERCHANT, [YS_HERALD] = AI_WHY_HERALD,
        [YS_QUEEN] = AI_WHY_QUEEN,         [YS_MAGICIAN] = AI_WHY_MAGICIAN, [YS_MERCENARY] = AI_WHY_MERCENARY,
        [YS_ALCHEMIST] = AI_WHY_ALCHEMIST, [YS_BANKER] = AI_WHY_BANKER,     [YS_JEWELLER] = AI_WHY_JEWELLER,
    };
    r->card = m->card;
    r->why = m->card < YS_CHARACTER_COUNT && kinds[m->card] ? kinds[m->card] : AI_WHY_CARD;
    switch (r->why) {
    case AI_WHY_CAPTAIN:
        r->nbhd = m->a, r->nbhd2 = m->b;
        break;
    case AI_WHY_HERALD:
        r->place = m->place2;
        break;
    case AI_WHY_QUEEN:
        r->place = m->place;
        break;
    case AI_WHY_ALCHEMIST:
    case AI_WHY_BANKER:
    case AI_WHY_JEWELLER:
        r->colour = m->a, r->colour2 = m->b;
        break;
    default:
        break;
    }
}

int ai_reason(const YsView *v, const YsMove *m, AiReason *r)
{
    memset(r, YS_NONE, sizeof *r);
    r->why = AI_WHY_NONE;
    r->face = AI_FACE_NONE;
    int n = v->opt.players, total = m->a + m->b;
    switch (m->kind) {
    case YS_MV_BID:
        r->why = total >= 5 ? AI_WHY_BID_HIGH : total <= 1 ? AI_WHY_BID_LOW : AI_WHY_BID_MIDDLE;
        r->value = (uint8_t)total;
        break;
    case YS_MV_SEAT:
        r->why = m->a == n ? AI_WHY_SEAT_LAST : m->a == 1 ? AI_WHY_SEAT_FIRST : AI_WHY_SEAT;
        r->value = m->a;
        break;
    case YS_MV_PASS:
        r->why = AI_WHY_PASS;
        break;
    case YS_MV_DONE:
        r->why = AI_WHY_DONE;
        break;
    case YS_MV_UP:
    case YS_MV_DOWN:
    case YS_MV_NEUTRAL:
        placement_reason(v, m, r);
        break;
    case YS_MV_PEEK:
        r->why = AI_WHY_PEEK;
        r->place = m->place;
        break;
    case YS_MV_TAKE:
        r->why = m->n == 1 && m->src[0] == YS_WHITE ? AI_WHY_TAKE_WHITE : m->n == 1 ? AI_WHY_TAKE_ONE : AI_WHY_TAKE_TWO;
        r->colour = m->dst[0];
        if (m->n > 1) r->colour2 = m->dst[1];
        break;
    case YS_MV_RANK:
        r->why = AI_WHY_RANK;
        r->colour = m->src[0];
        break;
    case YS_MV_QUOTE:
        r->why = m->b ? AI_WHY_QUOTE_UP : AI_WHY_QUOTE_DOWN;
        r->colour = m->a;
        break;
    case YS_MV_THRONE:
        r->why = AI_WHY_THRONE;
        r->value = m->a;
        break;
    case YS_MV_CARD:
        card_reason(m, r);
        break;
    default:
        return -1;
    }
    return 0;
}

static const char *face_words(int face)
{
    switch (face) {
    case AI_FACE_DOWN_STRONG:
        return ", face down to hide its strength";
    case AI_FACE_DOWN_BLUFF:
        return ": a bluff, a 0 face down";
    case AI_FACE_DOWN:
        return ", face down";
    default:
        return "";
    }
}

int ai_reason_english(const AiReason *r, char *s, size_t len)
{
    if (!len) return 0;
    s[0] = 0;
    static const char *const prize[3] = {"the black gem", "the gold", "the character"};
    const char *face = face_words(r->face), *area = YS_IS_CITY(r->place) ? area_words[r->place % 3] : "?";
    char at[24];
    int n = 0;
    switch (r->why) {
    case AI_WHY_BID_HIGH:
        n = snprintf(s, len, "bids high (%d): to choose a seat first", r->value);
        break;
    case AI_WHY_BID_LOW:
        n = snprintf(s, len, "bids low (%d): keeps the strong brokers for the board", r->value);
        break;
    case AI_WHY_BID_MIDDLE:
        n = snprintf(s, len, "a middling bid (%d): a fair chance at a good seat for little", r->value);
        break;
    case AI_WHY_SEAT_LAST:
        n = snprintf(s, len, "takes seat %d: answers last, after seeing every placement", r->value);
        break;
    case AI_WHY_SEAT_FIRST:
        n = snprintf(s, len, "takes seat 1: plays first and wins ties");
        break;
    case AI_WHY_SEAT:
        n = snprintf(s, len, "takes seat %d", r->value);
        break;
    case AI_WHY_PASS:
        n = snprintf(s, len, "keeps its cards for later");
        break;
    case AI_WHY_DONE:
        n = snprintf(s, len, "ends the turn");
        break;
    case AI_WHY_NEUTRAL_AREA:
        n = snprintf(s, len, "a neutral broker in the %s of neighbourhood %d to keep your rival out", area,
                     r->nbhd + 1);
        break;
    case AI_WHY_NEUTRAL_ROW:
        n = snprintf(s, len, "a neutral broker on market row %d to spoil your rival's gem", r->row);
        break;
    case AI_WHY_AREA_LEAD:
        n = snprintf(s, len, "takes the lead in the %s of neighbourhood %d (%s)%s", area, r->nbhd + 1,
                     YS_IS_CITY(r->place) ? prize[r->place % 3] : "?", face);
        break;
    case AI_WHY_NBHD_LEAD:
        n = snprintf(s, len, "takes the majority in neighbourhood %d (first pick of its gems)%s", r->nbhd + 1, face);
        break;
    case AI_WHY_NBHD_SECURE:
        n = snprintf(s, len, "secures its lead in neighbourhood %d%s", r->nbhd + 1, face);
        break;
    case AI_WHY_NBHD_BUILD:
        n = snprintf(s, len, "builds up in the %s of neighbourhood %d for its gems%s", area, r->nbhd + 1, face);
        break;
    case AI_WHY_ROW_GEM:
        n = snprintf(s, len, "claims the %s gem on market row %d, plus a gold%s", ys_colour_name(r->colour), r->row,
                     face);
        break;
    case AI_WHY_MARKET_GOLD:
        n = snprintf(s, len, "a gold now, and pushes %s up the quotations%s", ys_colour_name(r->colour), face);
        break;
    case AI_WHY_PEEK:
        ys_place_format(r->place, at, sizeof at);
        n = snprintf(s, len, "the Spy looks under a broker in %s", at);
        break;
    case AI_WHY_TAKE_WHITE:
        n = snprintf(s, len, "turns the white gem into %s", ys_colour_name(r->colour));
        break;
    case AI_WHY_TAKE_ONE:
        n = snprintf(s, len, "takes %s: the best gem left", ys_colour_name(r->colour));
        break;
    case AI_WHY_TAKE_TWO:
        n = snprintf(s, len, "takes %s and %s: the gems worth most to it", ys_colour_name(r->colour),
                     ys_colour_name(r->colour2));
        break;
    case AI_WHY_RANK:
        n = snprintf(s, len, "ranks %s first among the tied columns", ys_colour_name(r->colour));
        break;
    case AI_WHY_QUOTE_UP:
        n = snprintf(s, len, "moves %s up: it holds many of those", ys_colour_name(r->colour));
        break;
    case AI_WHY_QUOTE_DOWN:
        n = snprintf(s, len, "moves %s down: its rivals hold more of those", ys_colour_name(r->colour));
        break;
    case AI_WHY_THRONE:
        n = snprintf(s, len, "sends a %d to the throne room", r->value);
        break;
    case AI_WHY_CAPTAIN:
        n = snprintf(s, len, "the Captain swaps the ships of neighbourhoods %d and %d", r->nbhd + 1, r->nbhd2 + 1);
        break;
    case AI_WHY_SPY:
        n = snprintf(s, len, "the Spy: three peeks at hidden brokers this turn");
        break;
    case AI_WHY_CONJURER:
        n = snprintf(s, len, "the Conjurer: can play the brokers before its screen");
        break;
    case AI_WHY_INTRIGUER:
        n = snprintf(s, len, "the Intriguer: wins every tie this turn");
        break;
    case AI_WHY_MERCHANT:
        n = snprintf(s, len, "the Merchant: commerce areas pay 5 this turn");
        break;
    case AI_WHY_HERALD:
        ys_place_format(r->place, at, sizeof at);
        n = snprintf(s, len, "the Herald moves a broker to %s where it counts more", at);
        break;
    case AI_WHY_QUEEN:
        ys_place_format(r->place, at, sizeof at);
        n = snprintf(s, len, "the Queen locks %s to keep its lead there", at);
        break;
    case AI_WHY_MAGICIAN:
        n = snprintf(s, len, "the Magician swaps two of its brokers to turn a contest");
        break;
    case AI_WHY_MERCENARY:
        n = snprintf(s, len, "the Mercenary makes a broker count as 5");
        break;
    case AI_WHY_ALCHEMIST:
        n = snprintf(s, len, "the Alchemist turns a %s gem into %s", ys_colour_name(r->colour),
                     ys_colour_name(r->colour2));
        break;
    case AI_WHY_BANKER:
        n = snprintf(s, len, "the Banker: %s up, %s down", ys_colour_name(r->colour), ys_colour_name(r->colour2));
        break;
    case AI_WHY_JEWELLER:
        n = snprintf(s, len, "the Jeweller: a %s and a %s gem", ys_colour_name(r->colour), ys_colour_name(r->colour2));
        break;
    case AI_WHY_CARD:
        n = snprintf(s, len, "plays the %s", ys_character_name(r->card));
        break;
    default:
        break;
    }
    return n;
}

int ai_explain(const YsView *v, const YsMove *m, char *r, size_t len)
{
    if (!len) return 0;
    r[0] = 0;
    AiReason why;
    if (ai_reason(v, m, &why)) return 0;
    return ai_reason_english(&why, r, len);
}

int ai_hint(const YsView *v, const AiParams *prm, YsMove *out, char *reason, size_t len)
{
    if (ai_choose(v, prm, out)) {
        if (len) reason[0] = 0;
        return -1;
    }
    ai_explain(v, out, reason, len);
    return 0;
}
