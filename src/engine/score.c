/* score.c - final scoring (colours, black gems, King's Favor, winners):
 * told as events when the game ends, and read back by ys_result. */
#include <string.h>

#include "internal.h"

/* The final scoring of a finished game, step by step. */
typedef struct {
    int seats;
    uint8_t colours[YS_COLOURS]; /* best quoted first, leftmost on ties */
    int8_t place[YS_COLOURS][YS_MAX_SEATS];
    int points[YS_COLOURS][YS_MAX_SEATS]; /* by colour rank */
    int black[YS_MAX_SEATS];
    int throne_total[YS_MAX_SEATS], throne_place[YS_MAX_SEATS], throne_shared[YS_MAX_SEATS];
    int throne[YS_MAX_SEATS];
} Final;

/* The seats' gems of colour c, a byte each (a game's counts stay far below
 * 128, so that no byte carries below). */
static uint32_t colour_bytes(const YsGame *g, int c)
{
    uint32_t x = 0;
    for (int t = 0; t < g->seats; t++)
        x |= (uint32_t)(g->gems[t][c] & 0x7f) << (8 * t);
    return x;
}

/* A seat's place for a colour: the lowest among those with as many gems,
 * that is how many others hold at least as many (a 2-player neutral
 * without the colour, who does not count, never does: n > 0), counted four
 * bytes at once less s itself. The 2-player neutral player with none
 * scores as third (rulebook). */
static int colour_place(const YsGame *g, uint32_t bytes, int c, int s)
{
    int n = g->gems[s][c];
    if (!n) return is_neutral(g, s) ? 2 : -1;
    uint32_t at_least = ((bytes | 0x80808080u) - 0x01010101u * (uint32_t)n) & 0x80808080u;
    return (int)(((at_least >> 7) * 0x01010101u) >> 24) - 1;
}

static void final_breakdown(const YsGame *g, Final *f)
{
    memset(f, 0, sizeof *f);
    f->seats = g->seats;
    for (int i = 0; i < YS_COLOURS; i++) {
        int j = i;
        f->colours[j] = (uint8_t)i;
        while (j > 0 && g->quotation[i] > g->quotation[f->colours[j - 1]]) {
            f->colours[j] = f->colours[j - 1];
            j--;
        }
        f->colours[j] = (uint8_t)i;
    }
    for (int rank = 0; rank < YS_COLOURS; rank++) {
        uint32_t bytes = colour_bytes(g, f->colours[rank]);
        for (int s = 0; s < g->seats; s++) {
            int place = colour_place(g, bytes, f->colours[rank], s);
            f->place[rank][s] = (int8_t)place;
            f->points[rank][s] = place >= 0 && place < 4 ? ys_data.colour_points[rank][place] : 0;
        }
    }
    for (int s = 0; s < g->seats; s++) {
        int b = g->gems[s][YS_BLACK];
        f->black[s] = ys_data.black_points[b > 7 ? 7 : b];
    }
    if (!g->opt.kings_favor) return;
    for (int i = 0; i < g->priv.plen[YS_THRONE]; i++) {
        const YsBroker *b = &g->pool[g->priv.plist[YS_THRONE][i]];
        f->throne_total[b->owner] += b->value;
    }
    for (int s = 0; s < g->seats; s++) {
        int better = 0, same = 0;
        for (int t = 0; t < g->seats; t++) {
            if (t == s) continue;
            better += f->throne_total[t] > f->throne_total[s];
            same += f->throne_total[t] == f->throne_total[s];
        }
        int sum = 0; /* tied seats share the places they cover */
        for (int k = better; k <= better + same && k < 4; k++)
            sum += ys_data.throne_points[k];
        f->throne_place[s] = better;
        f->throne_shared[s] = same + 1;
        f->throne[s] = sum / (same + 1);
    }
}

static int gems_held(const YsGame *g, int s)
{
    int n = 0;
    for (int c = 0; c < 5; c++)
        n += g->gems[s][c];
    return n;
}

/* Every seat best first by gold, then gems; the winners share the top. */
static void rank_seats(const YsGame *g, YsResult *r)
{
    for (int s = 0; s < g->seats; s++) {
        r->gems[s] = gems_held(g, s);
        int j = s;
        while (j > 0) {
            int t = r->ranking[j - 1];
            if (r->score[t] > r->score[s] || (r->score[t] == r->score[s] && r->gems[t] >= r->gems[s])) break;
            r->ranking[j] = t;
            j--;
        }
        r->ranking[j] = s;
    }
    int top = r->ranking[0];
    r->nwinners = 0;
    int tied_gold = 0;
    for (int i = 0; i < g->seats; i++) {
        int s = r->ranking[i];
        if (r->score[s] != r->score[top]) continue;
        if (s != top) tied_gold = 1;
        if (r->gems[s] == r->gems[top]) r->winners[r->nwinners++] = s;
    }
    r->how = r->nwinners > 1 ? YS_END_SHARED : tied_gold ? YS_END_GEMS : YS_END_OUTRIGHT;
}

int ys_result(const YsGame *g, YsResult *r)
{
    memset(r, 0, sizeof *r);
    if (g->dec != YS_DEC_OVER) return -1;
    Final f;
    final_breakdown(g, &f);
    for (int s = 0; s < g->seats; s++) {
        for (int rank = 0; rank < YS_COLOURS; rank++)
            r->colours[s] += f.points[rank][s];
        r->black[s] = f.black[s];
        r->throne[s] = f.throne[s];
        r->score[s] = g->score[s]; /* the final gold: the scoring is already added */
        r->during[s] = g->score[s] - r->colours[s] - r->black[s] - r->throne[s];
    }
    rank_seats(g, r);
    return 0;
}

void ys__final_scoring(YsGame *g)
{
    Final f;
    final_breakdown(g, &f);
    int listen = ys__listening(g);
    if (listen) {
        YsEvent *e = ys__ev(g, YS_EV_FINAL);
        for (int i = 0; i < YS_COLOURS; i++) {
            e->final.order[i] = f.colours[i];
            e->final.quotation[i] = g->quotation[i];
        }
    }
    for (int rank = 0; rank < YS_COLOURS; rank++) {
        int c = f.colours[rank];
        if (listen) {
            YsEvent *e = ys__ev(g, YS_EV_FINAL_COLOUR);
            e->final_colour.colour = (uint8_t)c;
            e->final_colour.rank = (uint8_t)rank;
            for (int s = 0; s < YS_MAX_SEATS; s++) {
                e->final_colour.gems[s] = (int16_t)(s < g->seats ? g->gems[s][c] : 0);
                e->final_colour.place[s] = s < g->seats ? f.place[rank][s] : -1;
                e->final_colour.points[s] = (int16_t)(s < g->seats ? f.points[rank][s] : 0);
            }
        }
        for (int s = 0; s < g->seats; s++) {
            g->score[s] += f.points[rank][s];
            ys__ev_score(g, s, f.points[rank][s], YS_WHY_COLOUR, c);
        }
    }
    if (listen) {
        YsEvent *e = ys__ev(g, YS_EV_FINAL_BLACK);
        for (int s = 0; s < g->seats; s++) {
            e->final_black.gems[s] = (int16_t)g->gems[s][YS_BLACK];
            e->final_black.points[s] = (int16_t)f.black[s];
        }
    }
    for (int s = 0; s < g->seats; s++) {
        g->score[s] += f.black[s];
        ys__ev_score(g, s, f.black[s], YS_WHY_BLACK, YS_NONE);
    }
    if (g->opt.kings_favor) {
        if (listen) {
            YsEvent *e = ys__ev(g, YS_EV_FINAL_THRONE);
            for (int s = 0; s < g->seats; s++) {
                e->final_throne.total[s] = (int16_t)f.throne_total[s];
                e->final_throne.place[s] = (int8_t)f.throne_place[s];
                e->final_throne.shared[s] = (int8_t)f.throne_shared[s];
                e->final_throne.points[s] = (int16_t)f.throne[s];
            }
        }
        for (int s = 0; s < g->seats; s++) {
            g->score[s] += f.throne[s];
            ys__ev_score(g, s, f.throne[s], YS_WHY_THRONE, YS_NONE);
        }
    }
    if (!listen) return;
    YsResult r;
    memset(&r, 0, sizeof r);
    for (int s = 0; s < g->seats; s++)
        r.score[s] = g->score[s];
    rank_seats(g, &r);
    YsEvent *e = ys__ev(g, YS_EV_END);
    e->end.n = (uint8_t)r.nwinners;
    e->end.how = (uint8_t)r.how;
    e->player = (int8_t)r.winners[0];
    for (int i = 0; i < YS_MAX_SEATS; i++) {
        e->end.winners[i] = (uint8_t)(i < r.nwinners ? r.winners[i] : YS_NONE);
        e->end.ranking[i] = (uint8_t)(i < g->seats ? r.ranking[i] : YS_NONE);
        e->end.score[i] = (int16_t)(i < g->seats ? r.score[i] : 0);
        e->end.gems[i] = (int16_t)(i < g->seats ? r.gems[i] : 0);
    }
}
