/* lean_table.h - the weights of ai_leans (src/ai/infer.c). Generated: do not
 * edit. Made by ys-fit-lean (tools/fit/ys_fit_lean.c) with
 *   build/tools/fit/ys-fit-lean --games 400 --bot hard:it=1000 --seed 11 --players 2 --players 3 --players 4
 * from the repository root: self-play games, every human's hidden brokers
 * (face down on the board, and behind the screen) as each placement
 * begins and as the placing ends, a logistic regression on which way
 * round pairs of one owner's values stood. [players - 2][feature]. */
#ifndef YS_LEAN_TABLE_H
#define YS_LEAN_TABLE_H

/* clang-format off */
static const int ai_lean_fitted[3] = {1, 1, 1};
static const double ai_lean_weights[3][AI_NLEAN] = {
    {-0.495939, 0.0339614, -0.0341228, 0.0645758, -0.0141303, 0.00972404, -0.0895924, 0.117263, 0.0677824, 0.0176171, 0.661143, 0.034288, -0.225311, 0.0114283, 0.0956456, -0.157978, 0.181724, 0.253932, -0.0671309, 0.101884, 0.0359575}, /* 2 players */
    {-0.54023, 0.0159403, -0.0287779, 0.218027, -0.105767, -0.108439, -0.0962471, 0.130292, 0.0802281, 0.0908771, 0.736261, 0.108609, -0.232089, 0.0698903, 0.0914479, -0.00545945, 0.283507, 0.185969, -0.0613872, 0.0478209, -0.052698}, /* 3 players */
    {-0.56645, 0.00275248, -0.139227, 0.193441, -0.0756727, -0.0345997, -0.0907423, 0.0641872, 0.233584, 0.000347365, 0.584843, 0.0826416, -0.249091, 0.0143214, 0.060429, 0.0844452, 0.28037, 0.229179, -0.114159, 0.0110099, 0.418868}, /* 4 players */
};
/* features: market port palace rivals rivals_shown own own_shown rivals_nbhd own_nbhd before_shown before_hidden rival_best arrival market_row mate_shown mate_same hid_first contest_before own_before port_gems placed */
/* clang-format on */

#endif
