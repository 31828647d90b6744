/* eval_table.h - the fitted evaluation's weights (eval_fit.c). Generated: do
 * not edit. Made by ys-fit (tools/fit/ys_fit.c) with
 *   build/tools/fit/ys-fit --games 1000 --bot medium:it=24 --seed 1 --threads 2
 * from the repository root: self-play games per player count, each seat's
 * features at the start of turns 2-4, a conditional logit on who won.
 * [players - 2][turn - 1][feature]; turn 1 repeats turn 2. */
#ifndef YS_EVAL_TABLE_H
#define YS_EVAL_TABLE_H

/* clang-format off */
static const double ai_fit_weights[3][YS_ROUNDS][AI_NFEAT] = {
    { /* 2 players */
        {0.110489, -0.000885723, 0.028832, 0.0128405, 0.273046, 0.223115, 0, 0, -0.982078}, /* turn 1 */
        {0.110489, -0.000885723, 0.028832, 0.0128405, 0.273046, 0.223115, 0, 0, -0.982078}, /* turn 2 */
        {0.146535, -0.00612484, 0.0297198, 0.0760499, 0.183483, 0.198364, 0, 0, -0.702254}, /* turn 3 */
        {0.177079, 0.0248582, 0.0308042, 0.0514007, 0.194635, 0.253756, 0, 0, -0.551445}, /* turn 4 */
    },
    { /* 3 players */
        {0.0353776, 0.00225858, -0.00449395, 0.052889, 0.0435788, 0.122983, 0, -0.0805458, 0}, /* turn 1 */
        {0.0353776, 0.00225858, -0.00449395, 0.052889, 0.0435788, 0.122983, 0, -0.0805458, 0}, /* turn 2 */
        {0.0448874, -0.00550524, -0.0124408, 0.19076, 0.0435054, 0.0904277, 0, -0.0628126, 0}, /* turn 3 */
        {0.0786142, 0.0129396, 0.000298265, 0.134787, 0.0825655, 0.221896, 0, 0.0407464, 0}, /* turn 4 */
    },
    { /* 4 players */
        {0.0501605, 0.00478495, 0.0051487, -0.0281671, 0.0817598, 0.0779746, 0, -0.0209933, 0}, /* turn 1 */
        {0.0501605, 0.00478495, 0.0051487, -0.0281671, 0.0817598, 0.0779746, 0, -0.0209933, 0}, /* turn 2 */
        {0.0591196, -0.00235328, -0.002573, 0.104333, 0.0609734, 0.0894081, 0, 0.0212219, 0}, /* turn 3 */
        {0.0807672, 0.00843354, 0.0124065, 0.0713914, 0.0933761, 0.268975, 0, 0.095545, 0}, /* turn 4 */
    },
};
/* clang-format on */
/* features: gold colours worth gems black cards contests throne neutral */

#endif
