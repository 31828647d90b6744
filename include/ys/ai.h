/* ai.h - computer opponents. A bot sees only a player's view. */
#ifndef YS_AI_H
#define YS_AI_H

#include "ys/ys.h"

typedef enum { AI_RANDOM, AI_EASY, AI_MEDIUM, AI_HARD, AI_EXPERT } AiLevel;

typedef struct {
    AiLevel level;
    int ms;          /* time budget, 0 = the level's default */
    int iterations;  /* search budget, 0 = by time */
    uint64_t seed;
} AiParams;

/* Chooses a move for the player to move in v (v->viewer must be that
 * player). Deterministic for a given seed and iteration budget. 0 or -1. */
int ai_choose(const YsView *v, const AiParams *prm, YsMove *out);

#endif
