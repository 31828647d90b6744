/* count.c - the counting's common parts, for the stages of turn.c: a
 * port's or commerce's area counted with its event, a neighbourhood's port
 * and commerce, the seats ranked as whoever listens needs them, the
 * brokers' return, the market columns' ranking told, and the throne room
 * turned over at the game's end. */
#include "internal.h"

/* The brokers of a neighbourhood (scope YS_SCOPE_NBHD) or of the market
 * went back to their owners: the board shows it now, not at the move's end. */
void ys__ev_return(YsGame *g, int scope, int nb)
{
    if (!ys__listening(g)) return;
    YsEvent *e = ys__ev(g, YS_EV_RETURN);
    e->reveal.scope = (uint8_t)scope;
    e->reveal.nbhd = (uint8_t)nb;
}

void ys__ev_area(YsGame *g, int place, int card, const int *tot, unsigned mask, const uint8_t *order, int n)
{
    if (!ys__listening(g)) return;
    YsEvent *e = ys__ev(g, YS_EV_AREA);
    e->area.place = (uint8_t)place;
    e->area.character = (uint8_t)card;
    ys__ranking(g, &e->area.rank, tot, mask, order, n, 1);
    e->player = n ? (int8_t)order[0] : -1;
}

/* A port or commerce area counted, told: its winner, or -1 where nobody is. */
static int count_area_told(YsGame *g, int place)
{
    int tot[YS_MAX_SEATS];
    uint8_t order[YS_MAX_SEATS];
    unsigned mask = 0;
    int n = ys__contest_told(g, place, place, tot, &mask, order);
    ys__ev_area(g, place, YS_NONE, tot, mask, order, n);
    return n ? order[0] : -1;
}

/* The same, nobody listening: the winner straight from the place's packed
 * numbers, inline (the counting's most frequent contest). */
static inline __attribute__((always_inline)) int count_area(YsGame *g, int place)
{
    if (ys__listening(g)) return count_area_told(g, place);
    return ys__best_seat_packed(g, g->priv.place_sum[place], g->priv.place_count[place]);
}

/* The port's black gem and the commerce's gold. */
void ys__count_nbhd_areas(YsGame *g, int nb)
{
    int w = count_area(g, YS_PLACE_CITY(nb, YS_AREA_PORT));
    if (w >= 0) {
        give_gem(g, w, YS_BLACK);
        ys__ev_gem(g, w, YS_BLACK, 1, YS_FROM_PORT, nb, 0);
    }
    w = count_area(g, YS_PLACE_CITY(nb, YS_AREA_COMMERCE));
    if (w >= 0) {
        int pts = g->merchant ? ys_data.merchant_points : ys_data.commerce_points;
        g->score[w] += pts;
        if (ys__listening(g))
            ys__ev_score(g, w, pts, g->merchant ? YS_WHY_CARD : YS_WHY_COMMERCE, g->merchant ? YS_MERCHANT : YS_NONE);
    }
}

/* The end of the game: the throne room's brokers are turned over (the
 * city and the market are empty by now). */
void ys__final_reveal(YsGame *g)
{
    if (g->priv.plen[YS_THRONE]) ys__ev(g, YS_EV_REVEAL)->reveal.scope = YS_SCOPE_THRONE;
    ys__reveal(g, YS_THRONE, YS_THRONE);
    for (int i = 0; i < YS_POOL; i++)
        if (g->pool[i].place != YS_NONE) g->pool[i].revealed = 1;
}

/* The columns ranked: by total, then broker count, then the decider's choice. */
void ys__ev_columns(YsGame *g)
{
    YsEvent *e = ys__ev(g, YS_EV_COLUMNS);
    e->columns.decider = -1;
    for (int i = 0; i < YS_COLOURS; i++) {
        int c = g->priv.col_order[i];
        e->columns.order[i] = (uint8_t)c;
        e->columns.total[c] = (int16_t)(g->priv.col_key[c] / 8);
        e->columns.count[c] = (uint8_t)(g->priv.col_key[c] % 8);
    }
    for (int i = 0; i + 1 < YS_COLOURS; i++) {
        int a = g->priv.col_order[i], b = g->priv.col_order[i + 1];
        int why = g->priv.col_key[a] / 8 != g->priv.col_key[b] / 8 ? YS_TB_NONE
                  : g->priv.col_key[a] != g->priv.col_key[b]       ? YS_TB_COUNT
                                                                   : YS_TB_CHOICE;
        e->columns.why[i] = (uint8_t)why;
        if (why == YS_TB_CHOICE) e->columns.decider = (int8_t)g->priv.decider;
    }
}
