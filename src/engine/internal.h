/* internal.h - what the engine's modules share and nobody else sees. */
#ifndef YS_INTERNAL_H
#define YS_INTERNAL_H

#include "ys/ys.h"

/* The one table of component numbers and rulings (FACTS.md), in data.c. */
typedef struct {
    uint8_t brokers[YS_VALUES];          /* a player's 11 */
    uint8_t express_brokers[YS_VALUES];  /* Ys Express: less one 3, one 1 */
    uint8_t kings_favor_twos;            /* extra '2's per player */
    uint8_t neutral[2][YS_VALUES];       /* 4210, 4310 */
    uint8_t ships[24][3];                /* large, small, small */
    uint8_t characters[15];              /* the yellow-edged cards in play */
    uint8_t window[YS_CHARACTER_COUNT];  /* YsWindow */
    uint8_t quotation_start, quotation_max;
    int colour_points[4][4];             /* [colour rank][player place] */
    int black_points[8];                 /* by count, 7+ */
    int throne_points[4];
    int gems_per_rank_4p[3], gems_per_rank[3];
    int commerce_points, merchant_points, king_points, prince_points;
    int placements, express_placements;
} YsData;

extern const YsData ys_data;

/* Board helpers shared by rules, views, notation and JSON. */
int ys__place_used(const YsGame *g, int place);          /* exists in this game */
int ys__list(const YsGame *g, int place, uint8_t *ids);  /* pool ids by arrival */
int ys__find_own(const YsGame *g, int player, int value, int place);
int ys__nth(const YsGame *g, int place, int pos);         /* pool id or -1 */

#endif
