/* lean_table.h - the weights of ai_leans (src/ai/infer.c). Generated: do not
 * edit. Made by ys-fit-lean (tools/fit/ys_fit_lean.c) with
 *   build/tools/fit/ys-fit-lean --games 400 --bot hard:it=1000 --seed 11 --players 2
 * from the repository root: self-play games, every human's hidden brokers
 * (face down on the board, and behind the screen) as each placement
 * begins and as the placing ends, a logistic regression on which way
 * round pairs of one owner's values stood. [players - 2][feature]. */
#ifndef YS_LEAN_TABLE_H
#define YS_LEAN_TABLE_H

/* clang-format off */
static const int ai_lean_fitted[3] = {1, 0, 0};
static const double ai_lean_weights[3][AI_NLEAN] = {
    {-0.495939, 0.0339614, -0.0341228, 0.0645758, -0.0141303, 0.00972404, -0.0895924, 0.117263, 0.0677824, 0.0176171, 0.661143, 0.034288, -0.225311, 0.0114283, 0.0956456, -0.157978, 0.181724, 0.253932, -0.0671309, 0.101884, 0.0359575}, /* 2 players */
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, /* 3 players */
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, /* 4 players */
};
/* clang-format on */
/* features: market port palace rivals rivals_shown own own_shown rivals_nbhd own_nbhd before_shown before_hidden rival_best arrival market_row mate_shown mate_same hid_first contest_before own_before port_gems (null) */

#endif
