/* eval_table.h - the fitted evaluation's weights (eval_fit.c). Generated: do
 * not edit. Made by ys-fit (tools/fit/ys_fit.c) with
 *   build/tools/fit/ys-fit --games 2000 --bot hard:it=100 --seed 11
 * from the repository root: self-play games per player count, each seat's
 * features at the start of turns 2-4, a conditional logit on who won.
 * [players - 2][turn - 1][feature]; turn 1 repeats turn 2. */
#ifndef YS_EVAL_TABLE_H
#define YS_EVAL_TABLE_H

/* clang-format off */
static const double ai_fit_weights[3][YS_ROUNDS][AI_NFEAT] = {
    { /* 2 players */
        {0.086008, -0.000225676, 0.00332573, 0.177226, 0.139478, 0.144353, 0, 0, -3.34571}, /* turn 1 */
        {0.086008, -0.000225676, 0.00332573, 0.177226, 0.139478, 0.144353, 0, 0, -3.34571}, /* turn 2 */
        {0.0991425, 0.00232728, 0.0086527, 0.143005, 0.117325, 0.192437, 0, 0, -2.84785}, /* turn 3 */
        {0.139669, 0.037412, 0.0116259, 0.111751, 0.145994, 0.209084, 0, 0, -2.21712}, /* turn 4 */
    },
    { /* 3 players */
        {0.0641597, -0.00572017, 0.0150859, 0.00632341, 0.0508009, 0.0967891, 0, -0.0765456, 0}, /* turn 1 */
        {0.0641597, -0.00572017, 0.0150859, 0.00632341, 0.0508009, 0.0967891, 0, -0.0765456, 0}, /* turn 2 */
        {0.0715006, -0.00321442, 0.00123268, 0.14608, 0.0594481, 0.109577, 0, -0.0557894, 0}, /* turn 3 */
        {0.108298, 0.0110051, 0.00642798, 0.180745, 0.101192, 0.18954, 0, 0.0478856, 0}, /* turn 4 */
    },
    { /* 4 players */
        {0.0357953, -0.00242172, -0.0176632, 0.249159, 0.0718885, 0.130022, 0, -0.0405394, 0}, /* turn 1 */
        {0.0357953, -0.00242172, -0.0176632, 0.249159, 0.0718885, 0.130022, 0, -0.0405394, 0}, /* turn 2 */
        {0.0595174, 0.00753091, 0.00778974, 0.100027, 0.0702597, 0.15744, 0, -0.0383855, 0}, /* turn 3 */
        {0.0959906, 0.0133742, 0.0129395, 0.145504, 0.103927, 0.241392, 0, 0.0492216, 0}, /* turn 4 */
    },
};
/* clang-format on */
/* features: gold colours worth gems black cards contests throne neutral */

#endif
