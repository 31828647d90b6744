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
        {0.0820944, 0.00543604, 0.0108677, 0.0487944, 0.148889, 0.221317, 0, 0, -3.30083}, /* turn 1 */
        {0.0820944, 0.00543604, 0.0108677, 0.0487944, 0.148889, 0.221317, 0, 0, -3.30083}, /* turn 2 */
        {0.0979974, 0.00957149, 0.0130825, 0.0826468, 0.121598, 0.186227, 0, 0, -3.09248}, /* turn 3 */
        {0.138067, 0.0347147, 0.00422146, 0.171014, 0.141766, 0.26443, 0, 0, -2.64453}, /* turn 4 */
    },
    { /* 3 players */
        {0.0328459, -0.000156267, 0.000160389, 0.0609226, 0.0605216, 0.0879582, 0, -0.0650308, 0}, /* turn 1 */
        {0.0328459, -0.000156267, 0.000160389, 0.0609226, 0.0605216, 0.0879582, 0, -0.0650308, 0}, /* turn 2 */
        {0.0653966, -0.00884879, 0.0129461, 0.0402479, 0.0655003, 0.185132, 0, -0.0409801, 0}, /* turn 3 */
        {0.105964, 0.0150859, 0.0110498, 0.0964977, 0.107738, 0.269545, 0, 0.0268705, 0}, /* turn 4 */
    },
    { /* 4 players */
        {0.0580133, -0.00470284, 0.00980453, 0.0408671, 0.0818586, 0.163261, 0, -0.0567357, 0}, /* turn 1 */
        {0.0580133, -0.00470284, 0.00980453, 0.0408671, 0.0818586, 0.163261, 0, -0.0567357, 0}, /* turn 2 */
        {0.068937, -0.00451168, 0.00969821, 0.121929, 0.0727576, 0.193837, 0, -0.0521035, 0}, /* turn 3 */
        {0.0978118, 0.012717, 0.0151349, 0.137664, 0.102449, 0.237736, 0, 0.0397857, 0}, /* turn 4 */
    },
};
/* clang-format on */
/* features: gold colours worth gems black cards contests throne neutral */

#endif
