/* ai.h - computer opponents. A bot sees only a player's view. */
#ifndef YS_AI_H
#define YS_AI_H

#include <stdatomic.h>
#include <stddef.h>

#include "ys/ys.h"

typedef enum { AI_RANDOM, AI_EASY, AI_MEDIUM, AI_HARD, AI_EXPERT } AiLevel;

/* How hard and expert judge the positions at their search's horizon: the
 * level's default, the hand-made evaluation (each seat's expected gold, its
 * margin over the best other) or the one fitted to self-play outcomes (each
 * seat's chance to win). */
typedef enum { AI_EVAL_DEFAULT, AI_EVAL_HAND, AI_EVAL_FITTED } AiEval;

/* Caps on a search's budget: a larger ms or iterations counts as the cap.
 * A search always stops within its time: ms when given, else the level's
 * default (AI_MAX_MS when only iterations are given, which iterations up to
 * AI_MAX_ITERATIONS never reach on one core, so those stay deterministic). */
#define AI_MAX_MS 60000
#define AI_MAX_ITERATIONS 200000
/* ai_choose's answer when params.cancel was set during the search. */
#define AI_CANCELLED (-2)

typedef struct {
    AiLevel level;
    int ms;         /* time budget, 0 = the level's default */
    int iterations; /* search budget, 0 = by time (per thread for expert) */
    uint64_t seed;
    int threads;        /* hard and expert: search threads, 0 = the level's (expert: every core) */
    atomic_int *cancel; /* NULL, or polled during the search: nonzero stops it */
    int eval;           /* hard and expert: how the search judges its horizon (AiEval) */
} AiParams;

/* Chooses a move for the player to move in v (v->viewer must be that
 * player). Levels: random; easy (one-ply heuristic with noise, instant);
 * medium (heuristic plus a short flat Monte Carlo search); hard
 * (information-set MCTS, about a second on one core); expert (the same
 * search on every core, longer, each sample played one turn further before
 * it is evaluated). Reads nothing but the view, so two states the player sees
 * alike get the same move. Deterministic for a given seed when iterations
 * is set and ms is not (or for easy and random always); with both, the
 * search stops at whichever comes first. 0, -1 if there is no move, or
 * AI_CANCELLED (out unchanged) if *prm->cancel became nonzero. */
int ai_choose(const YsView *v, const AiParams *prm, YsMove *out);

/* ai_choose, plus a one-line reason a player understands ("takes the
 * majority in neighbourhood 2"), written into reason (len bytes, always
 * NUL-terminated). 0 or -1. */
int ai_hint(const YsView *v, const AiParams *prm, YsMove *out, char *reason, size_t len);

/* The reason for move m by the player to move in v (v as that player sees
 * it before the move): used to narrate bot moves. Returns the length. */
int ai_explain(const YsView *v, const YsMove *m, char *reason, size_t len);

/* Level names: "random", "easy", "medium", "hard", "expert". */
const char *ai_level_name(AiLevel level);
/* The level named s, or -1. */
int ai_level_parse(const char *s);

/* Number of threads the expert level uses (the machine's cores). */
int ai_threads(void);

#endif
