/* ai_internal.h - what the bot modules share: evaluation, playout policy,
 * heuristic move ranking and the search. Not part of the public API. */
#ifndef YS_AI_INTERNAL_H
#define YS_AI_INTERNAL_H

#include "ys/ai.h"
#include "ys/determinize.h"

/* Expected final value of every seat (score track, gems at the quotations
 * expected after this turn, black gems, throne, cards in hand, and the
 * contests still open on the board). Brokers whose value `viewer` cannot
 * see count at the mean of what that player cannot see; viewer -1 uses the
 * true values. */
void ai_eval(const YsGame *g, int viewer, double *val);

/* What the fitted evaluation reads of each seat (ai_features): */
enum {
    AI_F_GOLD,     /* gold on the score track (the final gold once over) */
    AI_F_COLOURS,  /* colour points if the game ended at the ranks the quotations head for */
    AI_F_WORTH,    /* gems times their expected quotation, black aside */
    AI_F_GEMS,     /* gems held, black aside */
    AI_F_BLACK,    /* black-gem points */
    AI_F_CARDS,    /* characters in hand (a count: others' hands are hidden) */
    AI_F_CONTESTS, /* the board's open contests as ai_eval weighs them */
    AI_F_THRONE,   /* King's Favor: the throne's expected points */
    AI_F_NEUTRAL,  /* 1 for the neutral player (2 players) */
    AI_NFEAT
};

/* Each seat's features as `viewer` sees them (viewer -1: true values): what
 * the view shows, hidden brokers at the mean of what their owner may hold. */
void ai_features(const YsGame *g, int viewer, double f[][AI_NFEAT]);

/* ai_features of a game not over, each feature in want (a bit per
 * feature) exactly as ai_features gives it; of the others, the costly ones
 * (the board's contests, the throne) are left 0 uncomputed, the cheap ones
 * computed all the same. The fitted evaluation wants those its weights
 * read. */
void ai_features_of(const YsGame *g, int viewer, unsigned want, double f[][AI_NFEAT]);

/* Each seat's chance to win (sums to 1 over the seats) by the evaluation
 * fitted to self-play outcomes (eval_table.h, made by ys-fit). */
void ai_eval_fitted(const YsGame *g, int viewer, double *win);

/* What ai_leans reads of a face-down broker, all from the turn's placing
 * as everyone watched it (YsGame.placing), so the counting taking brokers
 * back changes none of it (ai_lean_features): */
enum {
    AI_L_MARKET,         /* it went to the market */
    AI_L_PORT,           /* ... to a port */
    AI_L_PALACE,         /* ... to a palace (else a commerce) */
    AI_L_RIVALS,         /* others' brokers placed in its contest (its area, or its market row) */
    AI_L_RIVALS_SHOWN,   /* their face-up values there */
    AI_L_OWN,            /* its owner's other brokers there */
    AI_L_OWN_SHOWN,      /* their face-up values */
    AI_L_RIVALS_NBHD,    /* others' brokers in its neighbourhood (city) */
    AI_L_OWN_NBHD,       /* its owner's other brokers there */
    AI_L_BEFORE_SHOWN,   /* others' face-up values placed in its place before it */
    AI_L_BEFORE_HIDDEN,  /* others' face-down brokers placed in its place before it */
    AI_L_RIVAL_BEST,     /* the highest face-up value of others in its contest */
    AI_L_ARRIVAL,        /* brokers placed in its place before it */
    AI_L_MARKET_ROW,     /* its market row (0 elsewhere) */
    AI_L_MATE_SHOWN,     /* the value its owner showed face up in the same placement */
    AI_L_MATE_SAME,      /* 1 if that one went to the same contest */
    AI_L_HID_FIRST,      /* 1 if it was placed before that one */
    AI_L_CONTEST_BEFORE, /* others' face-up values placed in its contest before it */
    AI_L_OWN_BEFORE,     /* its owner's brokers placed before it this turn */
    AI_L_PORT_GEMS,      /* the gems its port's ships brought this turn (0 elsewhere) */
    AI_L_PLACED,         /* 1: placed this turn (the brokers behind the screen lean 0) */
    AI_NLEAN
};

/* The features of pool broker id of g: what the board shows around it. */
void ai_lean_features(const YsGame *g, int id, double f[AI_NLEAN]);

/* Each pool broker's lean for ys_determinize_lean as the viewer of v reads
 * it (0 for all but the brokers on the board whose values v hides).
 * Returns 1 if any broker leans, 0 if none (or no weights for this count). */
int ai_leans(const YsView *v, double *lean);

/* val[p] less the best other human's value. */
double ai_margin_of(const YsGame *g, const double *val, int p);

/* The fast heuristic playout policy: the index in ml (the legal moves of g)
 * of the move it picks. */
int ai_policy_pick(const YsGame *g, const YsMoveList *ml, uint64_t *rng);
/* The same at a placement whose moves are the product pr (ys_placements of
 * g), with no list: the move ai_policy_pick would give on ys_legal's list,
 * from the same draws. */
YsMove ai_policy_pick_placement(const YsGame *g, const YsPlacements *pr, uint64_t *rng);

/* A mask's bits counted for drawing one of them evenly with one number
 * (the playout's place among those open): the bits of each nibble, and the
 * byte-wise running counts (byte i: the bits of bytes 0..i). */
typedef struct {
    uint32_t mask, nibbles, prefix;
} AiOpens;
AiOpens ai_opens(uint32_t mask);
/* How many of the four byte-wise running counts in prefix k reaches, the
 * four compared at once (k and the counts below 128): the byte holding the
 * k-th item counted. */
static inline int ai_bytes_reached(uint32_t k, uint32_t prefix)
{
    uint32_t reached = ((k * 0x01010101u | 0x80808080u) - prefix) & 0x80808080u;
    return (int)(((reached >> 7) * 0x01010101u) >> 24);
}
static inline uint32_t ai_opens_count(const AiOpens *o) { return o->prefix >> 24; }
/* The index of the k-th set bit of the mask, counting from bit 0 (k below
 * ai_opens_count). */
int ai_open_place(const AiOpens *o, uint32_t k);

/* Plays one move of the playout policy; 0, or -1 when over. */
int ai_policy_step(YsGame *g, uint64_t *rng);

/* Plays the policy until the end of the turn under way (or the game);
 * returns the number of moves played. */
int ai_playout_turn(YsGame *g, uint64_t *rng);

/* Plays the policy until turn `last` is over (or the game). */
int ai_playout_until(YsGame *g, int last, uint64_t *rng);

/* Scores every legal move of the view by one ply on a determinization:
 * margin after the move by ai_eval, plus bonuses for what the evaluation
 * cannot see (seats, cards whose worth is information). Fills ml and
 * score (same order); returns the number of moves, 0 if none. */
int ai_score_moves(const YsView *v, uint64_t *rng, YsMoveList *ml, double *score);

/* How a search is shaped: hard and expert differ here, not only in time. */
typedef struct {
    int threads;     /* root-parallel searches whose root statistics are summed */
    int width_place; /* root candidates kept by one-ply score: placements */
    int width_other; /* ... and every other decision */
    int horizon;     /* turns played out past the one under way before evaluating */
    int fitted;      /* judge the horizon by ai_eval_fitted, not ai_eval's margins */
    int lean;        /* deal the worlds leaned by ai_leans (ys_determinize_lean) */
} AiSearch;

/* Information-set MCTS from the view. Returns 0 or -1. */
int ai_ismcts(const YsView *v, const AiParams *prm, const AiSearch *s, YsMove *out);

/* Flat Monte Carlo over the best one-ply candidates (the medium bot). */
int ai_flat(const YsView *v, const AiParams *prm, YsMove *out);

/* Time in seconds (monotonic). */
double ai_now(void);

#endif
