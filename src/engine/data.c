/* data.c - component numbers and rulings from FACTS.md, in one table. */
#include "internal.h"

#define B YS_BLUE
#define G YS_GREEN
#define Y YS_YELLOW
#define R YS_RED
#define W YS_WHITE

const YsData ys_data = {
    /* values 0..4: 0,0,1,1,1,2,3,3,3,4,4 */
    .brokers = {2, 3, 1, 3, 2},
    .express_brokers = {2, 2, 1, 2, 2},
    .kings_favor_twos = 3,
    .neutral = {{1, 1, 1, 0, 1}, {1, 1, 0, 1, 1}},
    .ships =
        {
            {B, G, Y}, {B, G, R}, {B, Y, R}, {B, G, Y}, {B, G, R}, {B, W, G}, {G, B, Y}, {G, B, R},
            {G, Y, R}, {G, B, Y}, {G, B, R}, {G, W, B}, {Y, B, G}, {Y, B, R}, {Y, G, R}, {Y, B, R},
            {Y, G, R}, {Y, W, R}, {R, B, G}, {R, B, Y}, {R, G, Y}, {R, B, Y}, {R, G, Y}, {R, W, Y},
        },
    .characters = {YS_ALCHEMIST, YS_BANKER, YS_CAPTAIN, YS_SPY, YS_HERALD, YS_CONJURER, YS_INTRIGUER, YS_JEWELLER,
                   YS_MAGICIAN, YS_MERCHANT, YS_MERCENARY, YS_QUEEN, YS_PRINCE, YS_KING, YS_PRINCE},
    .window =
        {
            [YS_ALCHEMIST] = YS_WIN_COUNT_END,
            [YS_BANKER] = YS_WIN_COUNT_END,
            [YS_CAPTAIN] = YS_WIN_PLACE_START,
            [YS_SPY] = YS_WIN_PLACE_START,
            [YS_HERALD] = YS_WIN_COUNT_START,
            [YS_CONJURER] = YS_WIN_PLACE_START,
            [YS_INTRIGUER] = YS_WIN_COUNT_START,
            [YS_JEWELLER] = YS_WIN_COUNT_END,
            [YS_MAGICIAN] = YS_WIN_AFTER_PLACEMENT,
            [YS_MERCHANT] = YS_WIN_COUNT_START,
            [YS_MERCENARY] = YS_WIN_AFTER_PLACEMENT,
            [YS_QUEEN] = YS_WIN_BEFORE_PLACEMENT,
            [YS_PRINCE] = YS_WIN_IMMEDIATE,
            [YS_KING] = YS_WIN_IMMEDIATE,
            [YS_WHITE_CARD] = YS_WIN_IMMEDIATE,
        },
    .quotation_start = 7,
    .quotation_max = 14,
    .column_steps = {2, 1, -1, -2},
    .colour_points = {{24, 18, 12, 6}, {20, 15, 10, 5}, {16, 12, 8, 4}, {12, 9, 6, 3}},
    .black_points = {0, 1, 4, 8, 12, 16, 20, 24},
    .throne_points = {12, 7, 3, 0},
    .gems_per_rank_4p = {2, 1, 1},
    .gems_per_rank = {2, 1, 0},
    .commerce_points = 3,
    .merchant_points = 5,
    .king_points = 5,
    .prince_points = 4,
    .placements = 4,
    .express_placements = 3,
};
