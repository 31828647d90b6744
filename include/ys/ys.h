/* ys.h - public API of the Ys rules engine (plain C11, no SDL).
 *
 * A game is a value (YsGame) that owns no heap memory: copy it with '='.
 * Every change goes through ys_apply(), which checks legality first, so no
 * caller can build an illegal state. Players see the game through views
 * (ys_view), where hidden values are erased, not merely flagged. */
#ifndef YS_YS_H
#define YS_YS_H

#include <stddef.h>
#include <stdint.h>

#define YS_MAX_HUMANS 4
#define YS_MAX_SEATS 4 /* scoring entities: humans, or 2 humans + neutral */
#define YS_NEUTRAL 2   /* index of the neutral player in a 2-player game */
#define YS_ROUNDS 4
#define YS_NBHDS 4
#define YS_COLOURS 4      /* blue green yellow red */
#define YS_VALUES 5       /* broker values 0..4 */
#define YS_POOL 72        /* brokers on the board at once, at most */
#define YS_MAX_MOVES 1024 /* more than any position has legal moves */
#define YS_MAX_LOG 1024   /* more than any game has moves */
#define YS_UNKNOWN 0xFF   /* an erased value in a view */
#define YS_NONE 0xFF
#define YS_SPECTATOR (-2) /* YsGame.viewer of a spectator's view (-1: the game itself) */

/* Gem colours; white exists only on ship cards and blue-edged characters. */
typedef enum { YS_BLUE, YS_GREEN, YS_YELLOW, YS_RED, YS_BLACK, YS_WHITE } YsColour;

typedef enum {
    YS_ALCHEMIST,
    YS_BANKER,
    YS_CAPTAIN,
    YS_SPY,
    YS_HERALD,
    YS_CONJURER,
    YS_INTRIGUER,
    YS_JEWELLER,
    YS_MAGICIAN,
    YS_MERCHANT,
    YS_MERCENARY,
    YS_QUEEN,
    YS_PRINCE,
    YS_KING,
    YS_WHITE_CARD,
    YS_CHARACTER_COUNT
} YsCharacter;

/* Places: 12 city areas (n1.port .. n4.palace), 16 market cells (rows 0-3,
 * row 0 never open), the throne room. Front and behind are counts, not places. */
enum { YS_AREA_PORT, YS_AREA_COMMERCE, YS_AREA_PALACE };
#define YS_CITY_PLACES 12
#define YS_MARKET0 12
#define YS_THRONE 28
#define YS_PLACES 29
#define YS_PLACE_CITY(nb, area) ((nb)*3 + (area))
#define YS_PLACE_MARKET(row, col) (YS_MARKET0 + (row)*4 + (col))
#define YS_IS_CITY(pl) ((pl) < YS_CITY_PLACES)
#define YS_IS_MARKET(pl) ((pl) >= YS_MARKET0 && (pl) < YS_THRONE)
#define YS_MARKET_ROW(pl) (((pl)-YS_MARKET0) / 4)
#define YS_MARKET_COL(pl) (((pl)-YS_MARKET0) % 4)

typedef enum {
    YS_PHASE_BID,
    YS_PHASE_SEAT,
    YS_PHASE_CARDS,
    YS_PHASE_PLACE,
    YS_PHASE_COUNT,
    YS_PHASE_THRONE,
    YS_PHASE_OVER
} YsPhase;

/* The decision the game waits for. */
typedef enum {
    YS_DEC_BID,
    YS_DEC_SEAT,
    YS_DEC_WINDOW,
    YS_DEC_PLACE,
    YS_DEC_AFTER,
    YS_DEC_TAKE,
    YS_DEC_RANK,
    YS_DEC_QUOTE,
    YS_DEC_THRONE,
    YS_DEC_OVER
} YsDecision;

/* Card windows (FACTS.md). */
typedef enum {
    YS_WIN_IMMEDIATE,
    YS_WIN_PLACE_START,
    YS_WIN_BEFORE_PLACEMENT,
    YS_WIN_AFTER_PLACEMENT,
    YS_WIN_COUNT_START,
    YS_WIN_COUNT_END,
    YS_WIN_NONE
} YsWindow;

typedef enum {
    YS_MV_BID,
    YS_MV_SEAT,
    YS_MV_PASS,
    YS_MV_CARD,
    YS_MV_UP,
    YS_MV_DOWN,
    YS_MV_NEUTRAL,
    YS_MV_PEEK,
    YS_MV_DONE,
    YS_MV_TAKE,
    YS_MV_RANK,
    YS_MV_QUOTE,
    YS_MV_THRONE
} YsMoveKind;

/* A move: the one currency. Fields by kind:
 *  BID a,b values (a >= b) | SEAT a | CARD card + args below | PASS | DONE
 *  UP/DOWN a value, place, b front value or YS_NONE (Conjurer), c refill
 *  NEUTRAL a value, place | PEEK place, a position (1-based)
 *  TAKE n gems: src[i] ship colour (YS_WHITE for white), dst[i] colour won
 *  RANK n colours in gem[] best first | QUOTE a colour, b 1 up / 0 down
 *  THRONE a value
 * Card args: captain a,b nbhds (0-based, a<b); herald a value, place from,
 *  place2 to; queen place; magician a value place, b value place2;
 *  mercenary a value place; alchemist/banker/jeweller a,b colours. */
typedef struct {
    uint8_t kind, card, a, b, c, n;
    uint8_t place, place2;
    uint8_t src[4], dst[4];
} YsMove;

typedef struct {
    int players;        /* 2..4 humans */
    int nbhds;          /* 3 or 4 */
    int kings_favor;    /* 0/1 */
    int express;        /* 0/1 */
    int peek;           /* 0/1: show a human their own face-down brokers */
    int strong_neutral; /* 0: 4210, 1: 4310 */
    uint64_t seed;
    int order[YS_MAX_HUMANS]; /* order card per player, 0 = deal */
    int nships;               /* deck override, top first */
    uint8_t ships[24][3];
    int nchars[YS_NBHDS]; /* palace stack overrides */
    uint8_t chars[YS_NBHDS][4];
} YsOptions;

/* A broker on the board. */
typedef struct {
    uint8_t place;    /* YS_NONE when the slot is free */
    uint8_t owner;    /* player index, YS_NEUTRAL for neutral brokers */
    uint8_t value;    /* YS_UNKNOWN in a view where hidden */
    uint8_t up;       /* 1 face up */
    uint8_t merc;     /* Mercenary marker: counts as 5 */
    uint8_t placer;   /* the human who placed it (neutral brokers) */
    uint8_t peeked;   /* bit p: player p looked at it with the Spy */
    uint8_t revealed; /* turned during counting, or game over */
} YsBroker;

#define YS_PLACE_CAP 40 /* brokers one place can hold: 4 x 8, or 2 x 8 + 8 neutral */

/* What the automatic steps after a move did, for narration and animation.
 * Cleared by each ys_apply; filled in the order things happened. */
typedef enum {
    YS_EV_ROUND,   /* a turn begins: a = round */
    YS_EV_BIDS,    /* bids revealed: totals[] per player */
    YS_EV_SEATS,   /* turn order fixed: order[] players first to last */
    YS_EV_REVEAL,  /* face-down brokers turned: place = nbhd (0..3) or 255 market */
    YS_EV_FLIP,    /* one face-down broker turned: place, n = its 1-based position there,
                      winner = owner, a = value (5 with the Mercenary: see delta = 1) */
    YS_EV_NBHD,    /* neighbourhood ranking: place = nbhd, order[] seats best first (n), totals[] */
    YS_EV_AREA,    /* an area (port/commerce/palace) won: place, winner, totals[], reward */
    YS_EV_GEMS,    /* gems won: winner, a = count, gems[] colours, place = source (nbhd, row+100, 255 other) */
    YS_EV_POINTS,  /* winner gains points: a = points, reward = why (YsEventReason) */
    YS_EV_CARD,    /* winner takes a character: a = card (to hand, or discarded for a gem) */
    YS_EV_ROW,     /* market row won: place = row, winner, totals[], a = gem (or 255 to the bank) */
    YS_EV_COLUMNS, /* columns ranked: order[] colours best first, totals[] per colour, a = ties decided by choice */
    YS_EV_QUOTE,   /* a quotation moved: a = colour, delta, winner = who moved it (-1 columns) */
    YS_EV_BIDDER,  /* highest market bidder: winner, totals[] */
    YS_EV_THRONE,  /* throne room choices made: values hidden until the end */
    YS_EV_END      /* the game is over */
} YsEventKind;

typedef enum {
    YS_TB_NONE,      /* won outright */
    YS_TB_INTRIGUER, /* the Intriguer wins ties */
    YS_TB_NEUTRAL,   /* the neutral player wins ties */
    YS_TB_FRONT,     /* the higher total in front of the screen */
    YS_TB_ORDER,     /* the lower order card */
    YS_TB_ALONE      /* the only one there */
} YsTieBreak;

typedef enum { YS_WHY_COMMERCE, YS_WHY_MERCHANT, YS_WHY_KING, YS_WHY_PRINCE, YS_WHY_MARKET } YsEventReason;

typedef struct {
    uint8_t kind;
    uint8_t place;
    int8_t winner;    /* seat, or -1 */
    int8_t runner_up; /* the seat beaten on a tie break, or -1 */
    uint8_t tiebreak; /* YsTieBreak */
    uint8_t reward;
    uint8_t a, n;
    int8_t delta;
    uint8_t order[YS_MAX_SEATS];
    uint8_t gems[4];
    int16_t totals[YS_MAX_SEATS]; /* -1: absent */
    int16_t front[2];             /* YS_TB_FRONT: the front totals of winner and runner-up */
} YsEvent;

/* What one move set off, in order: filled by ys_apply_traced. */
#define YS_MAX_EVENTS 256
typedef struct {
    int n;
    YsEvent ev[YS_MAX_EVENTS];
} YsEventLog;

typedef struct {
    YsOptions opt;
    int seats; /* players, or 3 with the neutral */
    int round; /* 1..4 */
    YsPhase phase;
    YsDecision dec;
    int to_move; /* -1 when none */
    /* hidden decks */
    uint8_t ship_deck[24][3];
    int ship_count, ship_pos;
    uint8_t stacks[YS_NBHDS][3];
    /* public table */
    uint8_t port_card[YS_NBHDS][3]; /* large, small, small; YS_NONE if none */
    uint8_t port_gems[YS_NBHDS][6]; /* gems left in each port by colour */
    uint8_t palace_card[YS_NBHDS];  /* YS_NONE once taken */
    uint8_t market_gem[4];          /* index 1..3; YS_NONE if none */
    uint8_t quotation[YS_COLOURS];
    int score[YS_MAX_SEATS];
    int gems[YS_MAX_SEATS][5];
    uint8_t order_card[YS_MAX_HUMANS];
    uint8_t turn_order[YS_MAX_HUMANS];
    /* brokers */
    uint8_t behind[YS_MAX_HUMANS][YS_VALUES];
    uint8_t front[YS_MAX_HUMANS][YS_VALUES];
    uint8_t spare_twos[YS_MAX_HUMANS]; /* King's Favor '2's by the board */
    uint8_t neutral_supply[2][YS_VALUES];
    YsBroker pool[YS_POOL];
    uint8_t plist[YS_PLACES][YS_PLACE_CAP]; /* pool ids in each place, by arrival */
    uint8_t plen[YS_PLACES];
    uint8_t nfree; /* free pool slots, a stack */
    uint8_t free_slots[YS_POOL];
    /* hands: bit per character held; won_round per character */
    uint16_t hand[YS_MAX_HUMANS];
    uint8_t won_round[YS_CHARACTER_COUNT];
    /* bids and throne choices under way */
    uint8_t bid[YS_MAX_HUMANS][2];
    uint8_t bid_done; /* bit per player */
    uint8_t bids_revealed;
    uint8_t throne_choice[YS_MAX_HUMANS];
    uint8_t throne_done;
    /* this turn's effects */
    uint8_t cards_played[YS_MAX_HUMANS];
    uint8_t spy_peeks[YS_MAX_HUMANS]; /* peeks left */
    uint8_t conjurer;                 /* bit per player */
    int8_t intriguer;                 /* player or -1 */
    uint8_t merchant;
    uint8_t queen_place; /* YS_NONE if none */
    /* sequencing */
    uint8_t seat_order[YS_MAX_HUMANS]; /* bid ranking */
    uint8_t seat_taken;                /* bit per seat */
    int seat_idx;
    int window;             /* YsWindow open */
    int window_idx;         /* position in turn order */
    int placement;          /* 0.. placements-1 */
    int place_idx;          /* position in turn order */
    uint8_t placed_mask;    /* 1 up, 2 down, 4 neutral */
    uint8_t just_placed[3]; /* pool indices */
    int count_step, count_nb, count_sub;
    uint8_t rank_list[YS_MAX_SEATS]; /* a ranking under way */
    int rank_n, rank_i;
    int take_count;                /* gems the taker takes */
    int take_port;                 /* nbhd, or -1 for a lone white */
    uint8_t col_order[YS_COLOURS]; /* columns ranked so far */
    uint8_t col_key[YS_COLOURS];
    int col_done; /* columns fixed */
    int decider;
    int stage;         /* internal sequencing step */
    YsEventLog *trace; /* during ys_apply_traced only, else NULL */
    int quiet;         /* 1: no events even when traced */
    /* derived once at setup, for speed */
    uint32_t open_places;                   /* bit per place brokers may use */
    uint16_t window_cards[YS_WIN_NONE + 1]; /* characters by window */
    int front_sum[YS_MAX_SEATS];            /* front totals, fixed while counting */
    uint16_t tie_key[YS_MAX_SEATS];         /* the city's tie rules while counting, a number per seat */
    int viewer;                             /* -1 referee, else a view */
    /* in a view only: what is known of hidden collections */
    uint8_t behind_count[YS_MAX_HUMANS];
    uint8_t hand_count[YS_MAX_HUMANS];
    uint8_t supply_count[2];
} YsGame;

/* A game with the moves that made it: what saves, undo and the protocol use.
 * Large (the log): allocate one per session, not per search node. */
typedef struct {
    YsGame g;
    int nlog;
    YsMove log[YS_MAX_LOG];
    YsEventLog last; /* what the last move played set off */
} YsMatch;

/* A player's view: a YsGame whose hidden values are erased (YS_UNKNOWN),
 * hidden decks emptied and other hands cleared. viewer >= 0. */
typedef YsGame YsView;

typedef struct {
    int score[YS_MAX_SEATS];
    int colours[YS_MAX_SEATS], black[YS_MAX_SEATS], throne[YS_MAX_SEATS], during[YS_MAX_SEATS];
    int winners[YS_MAX_SEATS];
    int nwinners;
} YsResult;

typedef struct {
    int n;
    YsMove m[YS_MAX_MOVES];
} YsMoveList;

/* --- options and setup (setup.c) --- */
void ys_options_default(YsOptions *o);
/* Sets one key=value option; returns 0, or -1 with a message in err
 * (syntax: unknown key or bad value). */
int ys_options_set(YsOptions *o, const char *key, const char *value, char *err, size_t errlen);
/* Checks option combinations; 0 or -1 with a message. */
int ys_options_check(const YsOptions *o, char *err, size_t errlen);
/* Starts a game; returns 0, or -1 with a message if the options are invalid. */
int ys_new(YsGame *g, const YsOptions *o, char *err, size_t errlen);
/* Writes the options as "key=value ..." text (what a save records). */
int ys_options_format(const YsOptions *o, char *buf, size_t len);

/* --- rules (rules.c) --- */
/* Lists every legal move for the player to move (none when over). */
int ys_legal(const YsGame *g, YsMoveList *out);
/* Applies a move if it is legal; returns 0, or -1 and leaves g unchanged. */
int ys_apply(YsGame *g, const YsMove *m);
/* The same, recording in log (if not NULL) what the move set off: the
 * automatic steps, counting results, gems, points (for narration). */
int ys_apply_traced(YsGame *g, const YsMove *m, YsEventLog *log);
/* Plays a random legal move (not uniform over the list, fast); 0 or -1 if over. */
int ys_play_random(YsGame *g, uint64_t *rng);
/* Phase and player to move. */
int ys_over(const YsGame *g);
int ys_to_move(const YsGame *g);
/* Final scoring; only meaningful when over (returns -1 otherwise). */
int ys_result(const YsGame *g, YsResult *r);
/* Total broker count in the game, gem totals: for invariants in tests. */
int ys_broker_total(const YsGame *g, int player);
int ys_turn_placements(const YsGame *g);
int ys_place_list(const YsGame *g, int place, uint8_t *ids);
int ys_front_total(const YsGame *g, int player);

/* --- views (view.c) --- */
/* The game as player sees it; player < 0 gives a spectator's view (only what
 * is public). The view cannot be played (ys_apply refuses it). */
void ys_view(const YsGame *g, int player, YsView *v);

/* --- notation (notation.c) --- */
/* Parses a move string for the player to move in g (own brokers are named
 * by value and place). 0, or -1 with a message (syntax). */
int ys_move_parse(const YsGame *g, const char *text, YsMove *m, char *err, size_t errlen);
/* Writes the canonical text of a move; returns its length. */
int ys_move_format(const YsGame *g, const YsMove *m, char *buf, size_t len);
int ys_move_equal(const YsMove *a, const YsMove *b);
int ys_place_parse(const char *s, int *place);
int ys_place_format(int place, char *buf, size_t len);
const char *ys_character_name(int c);
int ys_character_parse(const char *s);
const char *ys_colour_name(int c);
int ys_colour_parse(const char *s);
const char *ys_phase_name(YsPhase p);

/* --- JSON (json.c): buffers are grown with realloc; caller frees --- */
typedef struct {
    char *s;
    size_t n, cap;
} YsBuf;
void ys_buf_free(YsBuf *b);
void ys_buf_printf(YsBuf *b, const char *fmt, ...);
/* The state (viewer < 0) or a player's view as one line of JSON. */
void ys_json_view(const YsGame *g, int viewer, YsBuf *out);
void ys_json_legal(const YsGame *g, YsBuf *out);
void ys_json_log(const YsMatch *m, YsBuf *out);
int ys_json_result(const YsGame *g, YsBuf *out);

/* --- saves (save.c) --- */
/* Writes a save atomically (temp file, then rename). 0 or -1 (io). */
int ys_save(const YsMatch *m, const char *path, char *err, size_t errlen);
/* Serialises to text / loads from text: 0, or -1 (format) leaving g as it was. */
void ys_save_text(const YsMatch *m, YsBuf *out);
int ys_load_text(YsMatch *m, const char *text, size_t len, char *err, size_t errlen);
/* Returns 0, -1 for io errors, -2 for format errors; m untouched on error. */
int ys_load(YsMatch *m, const char *path, char *err, size_t errlen);
/* Rebuilds the match from its options and its first n moves (undo). 0 or -1. */
int ys_replay(YsMatch *m, int n);
/* Starts a match; 0 or -1 with a message. */
int ys_match_new(YsMatch *m, const YsOptions *o, char *err, size_t errlen);
/* Applies and logs a move; 0 or -1 (illegal, nothing changed). */
int ys_match_play(YsMatch *m, const YsMove *mv);

/* --- rng (rng.c) --- */
uint64_t ys_rng_next(uint64_t *s);
uint32_t ys_rng_below(uint64_t *s, uint32_t n);

#endif
