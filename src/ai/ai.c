/* ai.c - bots: a function from a player's view to a move. */
#include "ys/ai.h"

#include <string.h>

int ai_choose(const YsView *v, const AiParams *prm, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    if (ys_legal(v, &ml) <= 0) return -1;
    uint64_t rng = prm->seed ^ 0x5953u;
    *out = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
    return 0;
}
