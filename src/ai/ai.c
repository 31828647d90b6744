/* ai.c - the bot levels behind ai_choose (their reasons, hints and
 * ai_explain: reason.c). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

#include "ai_internal.h"

/* Per level: default time budget (ms). */
static const struct {
    const char *name;
    int ms;
} levels[] = {
    [AI_RANDOM] = {"random", 0}, [AI_EASY] = {"easy", 0},        [AI_MEDIUM] = {"medium", 0},
    [AI_HARD] = {"hard", 900},   [AI_EXPERT] = {"expert", 2500},
};
/* Hard searches the turn under way on one core and judges its end by the
 * evaluation fitted to self-play (eval_fit.c), in worlds that agree with
 * everything its player saw (the view's memory). Expert searches the same
 * way on every core for its larger budget, deals its worlds leaned by its
 * reading of the placing (infer.c), and keeps 2.5 times hard's candidates
 * at its root: with ten times hard's iterations it can afford to weigh moves
 * the one-ply score ranks lower. Why each choice, and what each was measured
 * to be worth, against what did not pay: README.md in this folder. */
static const AiSearch hard_search = {.threads = 1, .width_place = 14, .width_other = 24, .horizon = 0, .fitted = 1};
/* Expert: hard's search, on every core (threads 0: ai_choose sets them),
 * leaned, its root 2.5 times as wide. */
static const AiSearch expert_search = {
    .threads = 0, .width_place = 35, .width_other = 60, .horizon = 0, .fitted = 1, .lean = 1};
static const double easy_noise = 0.8; /* points of noise on easy's one-ply scores */

const char *ai_level_name(AiLevel level) { return level >= AI_RANDOM && level <= AI_EXPERT ? levels[level].name : "?"; }

int ai_level_parse(const char *s)
{
    for (int l = AI_RANDOM; l <= AI_EXPERT; l++)
        if (!strcmp(s, levels[l].name)) return l;
    return -1;
}

int ai_threads(void)
{
#ifdef _WIN32
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    long n = (long)info.dwNumberOfProcessors;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

static double gauss(uint64_t *rng)
{
    double u = ((double)(ys_rng_next(rng) >> 11) + 0.5) * 0x1.0p-53;
    double w = ((double)(ys_rng_next(rng) >> 11) + 0.5) * 0x1.0p-53;
    return sqrt(-2 * log(u)) * cos(6.283185307179586 * w);
}

/* Easy plays like a beginner who keeps no track of the cards: it judges its
 * moves in one world dealt from what the table shows now, the public history
 * forgotten (the guided game's script is written on its moves). */
static int choose_easy(const YsView *v, uint64_t seed, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    static _Thread_local double score[YS_MAX_MOVES];
    static _Thread_local YsView now;
    now = *v;
    now.memory = 0;
    uint64_t rng = seed ^ 0x65617379ull;
    int n = ai_score_moves(&now, &rng, &ml, score);
    if (n <= 0) return -1;
    int best = 0;
    double bs = -1e18;
    for (int i = 0; i < n; i++) {
        double s = score[i] + easy_noise * gauss(&rng);
        if (s > bs) bs = s, best = i;
    }
    *out = ml.m[best];
    return 0;
}

int ai_choose(const YsView *v, const AiParams *prm, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    if (!v || v->viewer < 0 || v->viewer != v->to_move || ys_legal(v, &ml) <= 0) return -1;
    if (ml.n == 1) {
        *out = ml.m[0];
        return 0;
    }
    AiParams p = *prm;
    if (p.cancel && atomic_load(p.cancel)) return AI_CANCELLED;
    if (p.level < AI_RANDOM || p.level > AI_EXPERT) p.level = AI_MEDIUM;
    /* every search ends: iterations cap the work, ms the time */
    p.ms = p.ms < 0 ? 0 : p.ms > AI_MAX_MS ? AI_MAX_MS : p.ms;
    p.iterations = p.iterations < 0 ? 0 : p.iterations > AI_MAX_ITERATIONS ? AI_MAX_ITERATIONS : p.iterations;
    if (!p.ms) p.ms = p.iterations > 0 ? AI_MAX_MS : levels[p.level].ms;
    switch (p.level) {
    case AI_RANDOM: {
        uint64_t rng = p.seed ^ 0x5953u;
        *out = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
        return 0;
    }
    case AI_EASY:
        return choose_easy(v, p.seed, out);
    case AI_MEDIUM: /* a fixed number of playouts unless timed */
        return ai_flat(v, &p, out);
    case AI_HARD: {
        AiSearch s = hard_search;
        if (p.threads > 0) s.threads = p.threads;
        if (p.eval != AI_EVAL_DEFAULT) s.fitted = p.eval == AI_EVAL_FITTED;
        if (p.lean) s.lean = p.lean > 0;
        return ai_ismcts(v, &p, &s, out);
    }
    case AI_EXPERT: {
        AiSearch s = expert_search;
        s.threads = p.threads > 0 ? p.threads : ai_threads();
        if (p.eval != AI_EVAL_DEFAULT) s.fitted = p.eval == AI_EVAL_FITTED;
        if (p.lean) s.lean = p.lean > 0;
        return ai_ismcts(v, &p, &s, out);
    }
    }
    return -1;
}
