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
    int ms;         /* time budget for the whole decision, 0 = the level's default */
    int iterations; /* search budget, 0 = by time (per thread for expert) */
    uint64_t seed;
    int threads;        /* hard and expert: search threads, 0 = the level's (expert: every core) */
    atomic_int *cancel; /* NULL, or polled during the search: nonzero stops it */
    int eval;           /* hard and expert: how the search judges its horizon (AiEval) */
    int lean;           /* hard and expert: lean the dealt worlds by where others hid
                           their brokers (ai_leans): 0 the level's way (expert), 1 on, -1 off */
} AiParams;

/* Chooses a move for the player to move in v (v->viewer must be that
 * player). Levels: random; easy (one-ply heuristic with noise, instant);
 * medium (heuristic plus a short flat Monte Carlo search); hard
 * (information-set MCTS, about a second on one core); expert (the same
 * search on every core, for 2.5 s, its sampled worlds leaned by where the
 * others hid their brokers, its root weighing more candidate moves). Reads nothing but the view, so two states the
 * player sees alike get the same move. Deterministic for a given seed when iterations
 * is set and ms is not (or for easy and random always); with both, the
 * search stops at whichever comes first. 0, -1 if there is no move, or
 * AI_CANCELLED (out unchanged) if *prm->cancel became nonzero. */
int ai_choose(const YsView *v, const AiParams *prm, YsMove *out);

/* Why a move, as data: the kind of reason and the numbers and places it
 * names, no words (ai_explain writes them in English; the game writes them
 * in the player's language). Fields a kind does not name are YS_NONE. */
typedef enum {
    AI_WHY_NONE,
    AI_WHY_BID_HIGH,     /* value: the bid's total */
    AI_WHY_BID_LOW,      /* value: the bid's total */
    AI_WHY_BID_MIDDLE,   /* value: the bid's total */
    AI_WHY_SEAT_LAST,    /* value: the seat taken, the last one */
    AI_WHY_SEAT_FIRST,   /* value: 1 */
    AI_WHY_SEAT,         /* value: the seat taken */
    AI_WHY_PASS,         /* keeps its cards */
    AI_WHY_DONE,         /* ends the turn */
    AI_WHY_NEUTRAL_AREA, /* place: a neutral broker in that city area, to keep the rival out */
    AI_WHY_NEUTRAL_ROW,  /* row: a neutral broker on that market row, to spoil the rival's gem */
    AI_WHY_AREA_LEAD,    /* place: takes the lead in that city area (its prize: by the area) */
    AI_WHY_NBHD_LEAD,    /* nbhd: takes the majority in the neighbourhood (first pick of its gems) */
    AI_WHY_NBHD_SECURE,  /* nbhd: secures its lead there */
    AI_WHY_NBHD_BUILD,   /* place: builds up in that city area for the neighbourhood's gems */
    AI_WHY_ROW_GEM,      /* row, colour: claims the row's gem (colour), plus a gold */
    AI_WHY_MARKET_GOLD,  /* colour: a gold now, and pushes the column's colour up */
    AI_WHY_PEEK,         /* place: the Spy looks under a broker there */
    AI_WHY_TAKE_WHITE,   /* colour: what the white gem becomes */
    AI_WHY_TAKE_ONE,     /* colour: the best gem left */
    AI_WHY_TAKE_TWO,     /* colour, colour2: the gems worth most */
    AI_WHY_RANK,         /* colour: ranked first among tied columns */
    AI_WHY_QUOTE_UP,     /* colour: up, it holds many of those */
    AI_WHY_QUOTE_DOWN,   /* colour: down, its rivals hold more */
    AI_WHY_THRONE,       /* value: sent to the throne room */
    AI_WHY_CAPTAIN,      /* nbhd, nbhd2: ships swapped */
    AI_WHY_SPY,          /* three peeks this turn */
    AI_WHY_CONJURER,     /* can play the brokers before its screen */
    AI_WHY_INTRIGUER,    /* wins every tie this turn */
    AI_WHY_MERCHANT,     /* commerce pays more this turn */
    AI_WHY_HERALD,       /* place: where the broker goes */
    AI_WHY_QUEEN,        /* place: the place locked */
    AI_WHY_MAGICIAN,     /* swaps two of its brokers */
    AI_WHY_MERCENARY,    /* a broker counts as 5 */
    AI_WHY_ALCHEMIST,    /* colour into colour2 */
    AI_WHY_BANKER,       /* colour up, colour2 down */
    AI_WHY_JEWELLER,     /* colour and colour2 gems */
    AI_WHY_CARD,         /* card: plays it */
    AI_WHY_KINDS
} AiWhy;

/* How a placement's broker lies, said after its reason. */
typedef enum {
    AI_FACE_NONE,        /* not a placement of one's own (or face up) */
    AI_FACE_DOWN,        /* face down */
    AI_FACE_DOWN_STRONG, /* face down to hide a strong broker (3 or more) */
    AI_FACE_DOWN_BLUFF   /* a 0 face down: a bluff */
} AiFace;

typedef struct {
    uint8_t why;             /* AiWhy */
    uint8_t face;            /* AiFace */
    uint8_t value;           /* a total, a seat, a broker's value */
    uint8_t place;           /* a place */
    uint8_t nbhd, nbhd2;     /* neighbourhoods, 0-based */
    uint8_t row;             /* a market row */
    uint8_t colour, colour2; /* YsColour (YS_WHITE for a white gem) */
    uint8_t card;            /* YsCharacter */
} AiReason;

/* The reason for move m by the player to move in v (v as that player sees
 * it before the move). 0, or -1 (AI_WHY_NONE) for a move it cannot read. */
int ai_reason(const YsView *v, const YsMove *m, AiReason *out);
/* The reason in English (what ai_explain writes); returns the length. */
int ai_reason_english(const AiReason *r, char *buf, size_t len);

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
