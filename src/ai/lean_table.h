/* lean_table.h - the weights of ai_leans (src/ai/infer.c). Generated: do not
 * edit. Made by ys-fit-lean (tools/fit/ys_fit_lean.c) with
 *   build/tools/fit/ys-fit-lean --games 1600 --bot hard:it=100 --seed 11 --players 2
 * from the repository root: self-play games, every human's face-down
 * brokers as the placing ends, a logistic regression on which way round
 * pairs of one owner's values stood. [players - 2][feature]. */
#ifndef YS_LEAN_TABLE_H
#define YS_LEAN_TABLE_H

/* clang-format off */
static const int ai_lean_fitted[3] = {1, 0, 0};
static const double ai_lean_weights[3][AI_NLEAN] = {
    {-0.467499, 0.138766, -0.00950623, 0.151137, 0.0508495, -0.0117987, -0.0790041, 0.0399914, -0.101449}, /* 2 players */
    {0, 0, 0, 0, 0, 0, 0, 0, 0}, /* 3 players */
    {0, 0, 0, 0, 0, 0, 0, 0, 0}, /* 4 players */
};
/* clang-format on */
/* features: market port palace rivals rivals_shown own own_shown rivals_nbhd own_nbhd */

#endif
