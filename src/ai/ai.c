/* ai.c - the bot levels behind ai_choose, and hints: a move with a reason
 * a player understands. */
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
/* Hard searches the turn under way and evaluates its end. Expert plays each
 * sample on through the next turn before evaluating it: a sample costs 1.75x
 * as much and is noisier, which pays off only with expert's larger budget
 * (2.8x hard's time, on every core). Against hard at 600 iterations in 200
 * 2-player games, expert at 3,000 won 65% with the turn's horizon, 75% with
 * the next turn's and 69% with the whole game's. Its threads are the
 * machine's cores (set in ai_choose).
 * Hard judges the end of its turn by the evaluation fitted to self-play
 * outcomes (eval_fit.c): at 300 iterations, same deals, seat rotation, it
 * won 54.0% [48.3, 59.6] of 300 2-player games against the same search on
 * the hand-made evaluation (40.0% [34.6, 45.6]), 48.8% [41.1, 56.4] of 160
 * 4-player games against three of them, and 50.0% [40.4, 59.6] of 100
 * against three mediums (the hand-made one: 31.5% [23.2, 41.1]). */
static const AiSearch hard_search = {.threads = 1, .width_place = 14, .width_other = 24, .horizon = 0, .fitted = 1};
static const AiSearch expert_search = {.width_place = 14, .width_other = 24, .horizon = 1};
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

static int choose_easy(const YsView *v, uint64_t seed, YsMove *out)
{
    static _Thread_local YsMoveList ml;
    static _Thread_local double score[YS_MAX_MOVES];
    uint64_t rng = seed ^ 0x65617379ull;
    int n = ai_score_moves(v, &rng, &ml, score);
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
        return ai_ismcts(v, &p, &s, out);
    }
    case AI_EXPERT: {
        AiSearch s = expert_search;
        s.threads = p.threads > 0 ? p.threads : ai_threads();
        if (p.eval != AI_EVAL_DEFAULT) s.fitted = p.eval == AI_EVAL_FITTED;
        return ai_ismcts(v, &p, &s, out);
    }
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* Reasons                                                             */

static const char *const area_words[3] = {"port", "commerce", "palace"};

static int bval_seen(const YsBroker *b)
{
    if (b->merc) return 5;
    if (b->value != YS_UNKNOWN) return b->value;
    return 2; /* a hidden broker: about the average */
}

/* Totals as the player sees them, over brokers on `place` (or, with
 * nbhd >= 0, the whole neighbourhood; with row > 0, the market row). */
static void seen_totals(const YsView *v, int place, int nbhd, int row, int *tot)
{
    memset(tot, 0, sizeof(int) * YS_MAX_SEATS);
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &v->pool[i];
        if (b->place == YS_NONE) continue;
        int in = nbhd >= 0 ? (YS_IS_CITY(b->place) && b->place / 3 == nbhd)
                 : row > 0 ? (YS_IS_MARKET(b->place) && YS_MARKET_ROW(b->place) == row)
                           : b->place == place;
        if (in) tot[b->owner] += bval_seen(b);
    }
}

static int leads(const YsView *v, const int *tot, int p)
{
    for (int s = 0; s < v->seats; s++)
        if (s != p && tot[s] >= tot[p]) return 0;
    return tot[p] > 0;
}

static int placement_reason(const YsView *v, const YsMove *m, char *r, size_t len)
{
    int p = v->to_move, pl = m->place, val = m->a;
    const char *face = m->kind == YS_MV_DOWN ? (val >= 3   ? ", face down to hide its strength"
                                                : val == 0 ? ": a bluff, a 0 face down"
                                                           : ", face down")
                                             : "";
    int before[YS_MAX_SEATS], after[YS_MAX_SEATS];
    if (m->kind == YS_MV_NEUTRAL) {
        if (YS_IS_CITY(pl))
            return snprintf(r, len, "a neutral broker in the %s of neighbourhood %d to keep your rival out",
                            area_words[pl % 3], pl / 3 + 1);
        return snprintf(r, len, "a neutral broker on market row %d to spoil your rival's gem", YS_MARKET_ROW(pl));
    }
    if (YS_IS_CITY(pl)) {
        int nb = pl / 3;
        seen_totals(v, pl, -1, 0, before);
        memcpy(after, before, sizeof after);
        after[p] += val;
        int area_now = leads(v, after, p), area_was = leads(v, before, p);
        seen_totals(v, 0, nb, 0, before);
        memcpy(after, before, sizeof after);
        after[p] += val;
        int nb_now = leads(v, after, p), nb_was = leads(v, before, p);
        static const char *const prize[3] = {"the black gem", "the gold", "the character"};
        if (area_now && !area_was)
            return snprintf(r, len, "takes the lead in the %s of neighbourhood %d (%s)%s", area_words[pl % 3], nb + 1,
                            prize[pl % 3], face);
        if (nb_now && !nb_was)
            return snprintf(r, len, "takes the majority in neighbourhood %d (first pick of its gems)%s", nb + 1, face);
        if (area_now || nb_now) return snprintf(r, len, "secures its lead in neighbourhood %d%s", nb + 1, face);
        return snprintf(r, len, "builds up in the %s of neighbourhood %d for its gems%s", area_words[pl % 3], nb + 1,
                        face);
    }
    int row = YS_MARKET_ROW(pl), col = YS_MARKET_COL(pl);
    seen_totals(v, 0, -1, row, before);
    memcpy(after, before, sizeof after);
    after[p] += val;
    if (v->market_gem[row] != YS_NONE && leads(v, after, p) && !leads(v, before, p))
        return snprintf(r, len, "claims the %s gem on market row %d, plus a gold%s", ys_colour_name(v->market_gem[row]),
                        row, face);
    return snprintf(r, len, "a gold now, and pushes %s up the quotations%s", ys_colour_name(col), face);
}

int ai_explain(const YsView *v, const YsMove *m, char *r, size_t len)
{
    if (!len) return 0;
    r[0] = 0;
    int n = v->opt.players, total = m->a + m->b;
    switch (m->kind) {
    case YS_MV_BID:
        if (total >= 5) return snprintf(r, len, "bids high (%d): to choose a seat first", total);
        if (total <= 1) return snprintf(r, len, "bids low (%d): keeps the strong brokers for the board", total);
        return snprintf(r, len, "a middling bid (%d): a fair chance at a good seat for little", total);
    case YS_MV_SEAT:
        if (m->a == n) return snprintf(r, len, "takes seat %d: answers last, after seeing every placement", m->a);
        if (m->a == 1) return snprintf(r, len, "takes seat 1: plays first and wins ties");
        return snprintf(r, len, "takes seat %d", m->a);
    case YS_MV_PASS:
        return snprintf(r, len, "keeps its cards for later");
    case YS_MV_DONE:
        return snprintf(r, len, "ends the turn");
    case YS_MV_UP:
    case YS_MV_DOWN:
    case YS_MV_NEUTRAL:
        return placement_reason(v, m, r, len);
    case YS_MV_PEEK: {
        char place[24];
        ys_place_format(m->place, place, sizeof place);
        return snprintf(r, len, "the Spy looks under a broker in %s", place);
    }
    case YS_MV_TAKE:
        if (m->n == 1 && m->src[0] == YS_WHITE)
            return snprintf(r, len, "turns the white gem into %s", ys_colour_name(m->dst[0]));
        if (m->n == 1) return snprintf(r, len, "takes %s: the best gem left", ys_colour_name(m->dst[0]));
        return snprintf(r, len, "takes %s and %s: the gems worth most to it", ys_colour_name(m->dst[0]),
                        ys_colour_name(m->dst[1]));
    case YS_MV_RANK:
        return snprintf(r, len, "ranks %s first among the tied columns", ys_colour_name(m->src[0]));
    case YS_MV_QUOTE:
        return snprintf(r, len, "moves %s %s: %s", ys_colour_name(m->a), m->b ? "up" : "down",
                        m->b ? "it holds many of those" : "its rivals hold more of those");
    case YS_MV_THRONE:
        return snprintf(r, len, "sends a %d to the throne room", m->a);
    case YS_MV_CARD:
        switch (m->card) {
        case YS_CAPTAIN:
            return snprintf(r, len, "the Captain swaps the ships of neighbourhoods %d and %d", m->a + 1, m->b + 1);
        case YS_SPY:
            return snprintf(r, len, "the Spy: three peeks at hidden brokers this turn");
        case YS_CONJURER:
            return snprintf(r, len, "the Conjurer: can play the brokers before its screen");
        case YS_INTRIGUER:
            return snprintf(r, len, "the Intriguer: wins every tie this turn");
        case YS_MERCHANT:
            return snprintf(r, len, "the Merchant: commerce areas pay 5 this turn");
        case YS_HERALD: {
            char to[24];
            ys_place_format(m->place2, to, sizeof to);
            return snprintf(r, len, "the Herald moves a broker to %s where it counts more", to);
        }
        case YS_QUEEN: {
            char at[24];
            ys_place_format(m->place, at, sizeof at);
            return snprintf(r, len, "the Queen locks %s to keep its lead there", at);
        }
        case YS_MAGICIAN:
            return snprintf(r, len, "the Magician swaps two of its brokers to turn a contest");
        case YS_MERCENARY:
            return snprintf(r, len, "the Mercenary makes a broker count as 5");
        case YS_ALCHEMIST:
            return snprintf(r, len, "the Alchemist turns a %s gem into %s", ys_colour_name(m->a), ys_colour_name(m->b));
        case YS_BANKER:
            return snprintf(r, len, "the Banker: %s up, %s down", ys_colour_name(m->a), ys_colour_name(m->b));
        case YS_JEWELLER:
            return snprintf(r, len, "the Jeweller: a %s and a %s gem", ys_colour_name(m->a), ys_colour_name(m->b));
        default:
            return snprintf(r, len, "plays the %s", ys_character_name(m->card));
        }
    }
    return 0;
}

int ai_hint(const YsView *v, const AiParams *prm, YsMove *out, char *reason, size_t len)
{
    if (ai_choose(v, prm, out)) {
        if (len) reason[0] = 0;
        return -1;
    }
    ai_explain(v, out, reason, len);
    return 0;
}
