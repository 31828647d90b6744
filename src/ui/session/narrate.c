/* narrate.c - words for moves and counting events (pure). A move caption has
 * a public text, and a private one for its owner where the move is secret. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "session.h"

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

void ui_move_caption(const YsView *before, int mover, const YsMove *m, char names[][24], UiLogLine *out)
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
    case YS_MV_CARD: {
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_CARD), who, ui_char_str(m->card));
        char args[96] = "";
        switch (m->card) {
        case YS_CAPTAIN:
            snprintf(args, sizeof args, " (%d <-> %d)", m->a + 1, m->b + 1);
            break;
        case YS_QUEEN:
            snprintf(args, sizeof args, " (%s)", pl);
            break;
        case YS_HERALD:
            ui_place_str(m->place2, pl2, sizeof pl2);
            snprintf(args, sizeof args, " (%d: %s -> %s)", m->a, pl, pl2);
            break;
        case YS_MAGICIAN:
            ui_place_str(m->place2, pl2, sizeof pl2);
            snprintf(args, sizeof args, " (%s <-> %s)", pl, pl2);
            break;
        case YS_MERCENARY:
            snprintf(args, sizeof args, " (%s)", pl);
            break;
        case YS_ALCHEMIST:
        case YS_BANKER:
            snprintf(args, sizeof args, " (%s, %s)", ui_colour_str(m->a), ui_colour_str(m->b));
            break;
        case YS_JEWELLER:
            snprintf(args, sizeof args, " (%s, %s)", ui_colour_str(m->a), ui_colour_str(m->b));
            break;
        default:
            break;
        }
        size_t l = strlen(out->pub);
        if (l && out->pub[l - 1] == '.') out->pub[--l] = 0;
        snprintf(out->pub + l, sizeof out->pub - l, "%s.", args);
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
    case YS_MV_NEUTRAL:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_NEUTRAL), who, pl);
        snprintf(out->text, sizeof out->text, "%s (%d)", out->pub, m->a);
        out->owner = mover;
        break;
    case YS_MV_PEEK:
        snprintf(out->pub, sizeof out->pub, ui_str(S_M_PEEK), who, pl);
        break;
    case YS_MV_TAKE:
        tmp[0] = 0;
        for (int i = 0; i < m->n; i++) {
            if (i) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
            if (m->src[i] == YS_WHITE) {
                cat(tmp, sizeof tmp, "%s", ui_colour_str(YS_WHITE), 0);
                cat(tmp, sizeof tmp, " (%s)", ui_colour_str(m->dst[i]), 0);
            } else {
                cat(tmp, sizeof tmp, "%s", ui_colour_str(m->dst[i]), 0);
            }
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

static void seat_list(const YsView *v, const YsEvent *e, char names[][24], char *buf, int len, int use_order)
{
    buf[0] = 0;
    int n = use_order ? e->n : v->seats;
    if (use_order && !n) n = v->seats;
    for (int i = 0; i < n && i < YS_MAX_SEATS; i++) {
        int s = use_order ? e->order[i] : i;
        if (s >= v->seats) continue;
        if (i) cat(buf, len, "%s", ui_str(S_LIST_SEP), 0);
        if (e->totals[s] >= 0)
            cat(buf, len, "%s %d", nm(names, s), e->totals[s]);
        else
            cat(buf, len, "%s", nm(names, s), 0);
    }
}

void ui_event_caption(const YsView *v, const YsEvent *e, char names[][24], char *buf, int len)
{
    char tmp[128], pl[64];
    buf[0] = 0;
    switch (e->kind) {
    case YS_EV_ROUND:
        snprintf(buf, (size_t)len, ui_str(S_N_ROUND), e->a);
        break;
    case YS_EV_BIDS:
        seat_list(v, e, names, tmp, sizeof tmp, 0);
        snprintf(buf, (size_t)len, ui_str(S_N_BIDS), tmp);
        break;
    case YS_EV_SEATS:
        tmp[0] = 0;
        for (int i = 0; i < v->opt.players; i++)
            cat(tmp, sizeof tmp, i ? ", %s" : "%s", nm(names, e->order[i]), 0);
        snprintf(buf, (size_t)len, ui_str(S_N_SEATS), tmp);
        break;
    case YS_EV_REVEAL:
        if (e->place == 255)
            snprintf(buf, (size_t)len, "%s", ui_str(S_N_REVEAL_MARKET));
        else
            snprintf(buf, (size_t)len, ui_str(S_N_REVEAL_NB), e->place + 1);
        break;
    case YS_EV_FLIP: { /* "Port 2: Orange broker 4, face up" */
        ui_place_str(e->place, pl, sizeof pl);
        snprintf(tmp, sizeof tmp, ui_str(S_TT_BROKER), nm(names, e->winner), e->a, ui_str(S_FACE_UP));
        snprintf(buf, (size_t)len, "%s: ", pl);
        cat(buf, len, "%s", tmp, 0);
        if (e->delta) cat(buf, len, " - %s", ui_str(S_MERC));
        break;
    }
    case YS_EV_NBHD:
        seat_list(v, e, names, tmp, sizeof tmp, 1);
        snprintf(buf, (size_t)len, ui_str(S_N_NBHD), e->place + 1, tmp[0] ? tmp : "-");
        break;
    case YS_EV_AREA: {
        int area = e->place % 3, nb = e->place / 3 + 1;
        if (e->winner < 0) {
            snprintf(buf, (size_t)len, ui_str(S_N_AREA_NONE), ui_area_str(area), nb);
            break;
        }
        char score[40];
        if (e->tiebreak == YS_TB_FRONT) /* tied: the totals in front of the screens decided */
            snprintf(score, sizeof score, ui_str(S_SCORE_VS), e->front[0], e->front[1]);
        else if (e->runner_up >= 0 && e->runner_up < YS_MAX_SEATS)
            snprintf(score, sizeof score, ui_str(S_SCORE_VS), e->totals[e->winner], e->totals[e->runner_up]);
        else
            snprintf(score, sizeof score, "%d", e->totals[e->winner]);
        char reward[48] = "";
        if (area == YS_AREA_COMMERCE) snprintf(reward, sizeof reward, ": +%d", e->reward);
        if (area == YS_AREA_PORT) snprintf(reward, sizeof reward, ": %s", ui_colour_str(YS_BLACK));
        if (area == YS_AREA_PALACE && e->reward < YS_CHARACTER_COUNT)
            snprintf(reward, sizeof reward, ": %s", ui_char_str(e->reward));
        int tb = e->tiebreak <= YS_TB_ALONE ? e->tiebreak : 0;
        const char *tbs = ui_str((UiStrId)(S_TB_NONE + tb));
        snprintf(buf, (size_t)len, ui_str(S_N_AREA), nm(names, e->winner), ui_area_str(area), nb, tbs, score, reward);
        break;
    }
    case YS_EV_GEMS: {
        tmp[0] = 0;
        for (int i = 0; i < e->a && i < 4; i++)
            cat(tmp, sizeof tmp, i ? ", %s" : "%s", ui_colour_str(e->gems[i]), 0);
        snprintf(buf, (size_t)len, ui_str(S_N_GEMS), nm(names, e->winner), tmp);
        break;
    }
    case YS_EV_POINTS:
        snprintf(buf, (size_t)len, ui_str(S_N_POINTS), nm(names, e->winner), e->a);
        break;
    case YS_EV_CARD:
        snprintf(buf, (size_t)len, ui_str(S_N_CARD), nm(names, e->winner), ui_char_str(e->a));
        break;
    case YS_EV_ROW:
        if (e->winner < 0) {
            snprintf(buf, (size_t)len, ui_str(S_N_ROW_BANK), e->place);
        } else {
            int tb = e->tiebreak <= YS_TB_ALONE ? e->tiebreak : 0;
            char tbs[64];
            snprintf(tbs, sizeof tbs, "%s", ui_str((UiStrId)(S_TB_NONE + tb)));
            if (tb == YS_TB_FRONT) {
                cat(tbs, sizeof tbs, "%s", ui_str(S_LIST_SEP), 0);
                char vs[40];
                snprintf(vs, sizeof vs, ui_str(S_SCORE_VS), e->front[0], e->front[1]);
                cat(tbs, sizeof tbs, "%s", vs, 0);
            }
            snprintf(buf, (size_t)len, ui_str(S_N_ROW), e->place, nm(names, e->winner),
                     e->a < 6 ? ui_colour_str(e->a) : "", tbs);
        }
        break;
    case YS_EV_COLUMNS:
        tmp[0] = 0;
        for (int i = 0; i < YS_COLOURS; i++) {
            int c = e->order[i] < YS_COLOURS ? e->order[i] : i;
            if (i) cat(tmp, sizeof tmp, "%s", ui_str(S_LIST_SEP), 0);
            cat(tmp, sizeof tmp, "%s", ui_colour_str(c), 0);
            cat(tmp, sizeof tmp, " %d", e->totals[c]);
        }
        snprintf(buf, (size_t)len, ui_str(S_N_COLUMNS), tmp);
        break;
    case YS_EV_QUOTE:
        snprintf(buf, (size_t)len, ui_str(S_N_QUOTE), ui_str(S_QUOTATIONS), ui_colour_str(e->a), e->delta);
        if (e->winner >= 0) {
            size_t l = strlen(buf);
            snprintf(buf + l, (size_t)len - l, " (%s)", nm(names, e->winner));
        }
        break;
    case YS_EV_BIDDER:
        snprintf(buf, (size_t)len, ui_str(S_N_BIDDER), nm(names, e->winner), e->winner >= 0 ? e->totals[e->winner] : 0);
        break;
    case YS_EV_THRONE:
        snprintf(buf, (size_t)len, "%s", ui_str(S_N_THRONE));
        break;
    case YS_EV_END:
        snprintf(buf, (size_t)len, "%s", ui_str(S_N_END));
        break;
    default:
        break;
    }
}

int ui_diff_events(const YsView *a, const YsView *b, YsEvent *out, int max)
{
    int n = 0;
    YsEvent e;
    if (b->round != a->round && n < max) {
        memset(&e, 0, sizeof e);
        e.kind = YS_EV_ROUND, e.a = (uint8_t)b->round, e.winner = -1;
        out[n++] = e;
    }
    for (int s = 0; s < b->seats && n < max; s++) {
        int got = 0;
        memset(&e, 0, sizeof e);
        e.kind = YS_EV_GEMS, e.winner = (int8_t)s, e.place = 255;
        for (int c = 0; c < 5; c++)
            for (int k = a->gems[s][c]; k < b->gems[s][c] && got < 4; k++)
                e.gems[got++] = (uint8_t)c;
        if (got) {
            e.a = (uint8_t)got;
            out[n++] = e;
        }
    }
    for (int s = 0; s < b->seats && n < max; s++)
        if (b->score[s] > a->score[s]) {
            memset(&e, 0, sizeof e);
            e.kind = YS_EV_POINTS, e.winner = (int8_t)s, e.a = (uint8_t)(b->score[s] - a->score[s]);
            out[n++] = e;
        }
    for (int c = 0; c < YS_COLOURS && n < max; c++)
        if (b->quotation[c] != a->quotation[c]) {
            memset(&e, 0, sizeof e);
            e.kind = YS_EV_QUOTE, e.a = (uint8_t)c, e.delta = (int8_t)(b->quotation[c] - a->quotation[c]);
            e.winner = -1;
            out[n++] = e;
        }
    return n;
}
