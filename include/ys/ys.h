/* ys.h - public API of the Ys rules engine (plain C11, no SDL).
 *
 * A game is a value (YsGame) that owns no heap memory: copy it with '='.
 * Every change goes through ys_apply(), which checks legality first, so no
 * caller can build an illegal state (the searches' ys_apply_trusted, for
 * moves just listed, skips the check where assertions are off). Players
 * see the game through views (ys_view), where hidden values are erased,
 * not merely flagged. */
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
#define YS_TURN_PLACED 32 /* brokers placed in one turn, at most: 4 placements of 2 by 4 players, or of 3 by 2 */
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

/* --- events --------------------------------------------------------------
 * What a move changed, in the order the rules changed it: the move itself,
 * then everything the engine did on its own until the next decision (the
 * single-choice and neutral decisions it made, counting, final scoring).
 * Each event carries what a narrator needs: who, what and why. The SCORE,
 * GEM and QUOTE events add up exactly to the change of score, gems and
 * quotation. Filled by ys_apply_traced; erase what a player may not know
 * with ys_events_view. */
typedef enum {
    YS_EV_MOVE,         /* a move: the player's own, or one the engine made */
    YS_EV_ROUND,        /* a turn begins */
    YS_EV_BIDS,         /* bids revealed and ranked (the order of choosing seats) */
    YS_EV_SEATS,        /* turn order fixed */
    YS_EV_REVEAL,       /* face-down brokers of a neighbourhood, the market or the throne turned */
    YS_EV_FLIP,         /* one face-down broker turned: what it was */
    YS_EV_NBHD,         /* neighbourhood ranked: the order in which the ship's gems are taken */
    YS_EV_AREA,         /* a port, commerce or palace area counted */
    YS_EV_ROW,          /* a market row counted */
    YS_EV_COLUMNS,      /* market columns ranked */
    YS_EV_BIDDER,       /* highest market bidder found */
    YS_EV_GEM,          /* gems won (count > 0) or given up (count < 0) */
    YS_EV_SCORE,        /* points won */
    YS_EV_QUOTE,        /* a quotation moved (steps may be 0 at an end of the scale) */
    YS_EV_CARD,         /* a character won from a palace */
    YS_EV_RETURN,       /* a neighbourhood's or the market's brokers go back to their owners, once counted */
    YS_EV_THRONE,       /* the throne room choices are made (values stay hidden) */
    YS_EV_FINAL,        /* final scoring begins: the colours ranked by quotation */
    YS_EV_FINAL_COLOUR, /* one colour scored: each seat's gems, place and points */
    YS_EV_FINAL_BLACK,  /* black gems scored */
    YS_EV_FINAL_THRONE, /* King's Favor: throne totals, places and shares */
    YS_EV_END,          /* the game is over: the ranking, the winners, how a tie was broken */
    YS_EV_KINDS
} YsEventKind;

/* What put one seat (or column) before the next in a ranking. */
typedef enum {
    YS_TB_NONE,      /* a higher total */
    YS_TB_INTRIGUER, /* the Intriguer wins ties */
    YS_TB_NEUTRAL,   /* the neutral player wins ties */
    YS_TB_FRONT,     /* the higher total in front of the screen */
    YS_TB_ORDER,     /* the lower order card */
    YS_TB_ALONE,     /* the only one there */
    YS_TB_COUNT,     /* columns: more brokers */
    YS_TB_CHOICE     /* columns: the deciding player's choice */
} YsTieBreak;

/* A ranking of seats by their totals, with why each stands before the next. */
typedef struct {
    uint8_t n;                    /* seats ranked (those present); 0: nobody */
    uint8_t order[YS_MAX_SEATS];  /* seats, best first */
    uint8_t why[YS_MAX_SEATS];    /* why[i]: YsTieBreak between order[i] and order[i+1] */
    int16_t totals[YS_MAX_SEATS]; /* per seat; -1 where absent */
    int16_t front[YS_MAX_SEATS];  /* per seat: total in front of the screen (-1 unknown) */
} YsRanking;

typedef enum { YS_SCOPE_NBHD, YS_SCOPE_MARKET, YS_SCOPE_THRONE } YsRevealScope;

/* Where won gems came from. */
typedef enum {
    YS_FROM_SHIP,   /* a ship in port: from = neighbourhood */
    YS_FROM_PORT,   /* the port area's black gem: from = neighbourhood */
    YS_FROM_PALACE, /* a blue-edged card, or a character the neutral player discards: from = neighbourhood */
    YS_FROM_ROW,    /* a market row: from = row */
    YS_FROM_CARD    /* a character's effect (Alchemist, Jeweller): card */
} YsGemSource;

/* Why points were won. */
typedef enum {
    YS_WHY_MARKET,   /* a broker placed in the market */
    YS_WHY_COMMERCE, /* a commerce area */
    YS_WHY_CARD,     /* a character: card (Merchant, King, Prince, Herald) */
    YS_WHY_COLOUR,   /* final scoring: a colour (colour) */
    YS_WHY_BLACK,    /* final scoring: black gems */
    YS_WHY_THRONE    /* final scoring: King's Favor */
} YsScoreWhy;

typedef enum { YS_QUOTE_COLUMNS, YS_QUOTE_BIDDER, YS_QUOTE_BANKER } YsQuoteWhy;

/* How the winners of a game were found. */
typedef enum {
    YS_END_OUTRIGHT, /* the most gold */
    YS_END_GEMS,     /* tied on gold: the most gems decided */
    YS_END_SHARED    /* tied on gold and gems: a shared victory */
} YsEndHow;

#define YS_MOVE_TEXT 64

typedef struct {
    uint8_t kind;  /* YsEventKind */
    int8_t player; /* the seat it is about (mover, winner, gainer), -1 none */
    union {
        struct {
            YsMove move;
            uint8_t automatic; /* made by the engine (single choice, neutral) */
            uint8_t secret;    /* values others may not see (bid, throne, face down) */
            uint8_t pos[2];    /* the Herald's broker, the Magician's two: where each stood in its
                                  place's list (from 1), for the screen; 0 for any other move */
            uint8_t seen;      /* a Spy's look: the value seen, for the screen; YS_UNKNOWN but
                                  to the one who looked (ys_events_view) */
            uint8_t hidden;    /* a character's brokers that stood face down (bit 0: the first
                                  it names, move.a; bit 1: the second, move.b): their values
                                  are their owner's alone (ys_events_view erases them) */
            uint8_t known[2];  /* a Magician's swap with the throne room, where both turn face
                                  down: who may know each broker's value after it (the first
                                  named, the second), a bit per seat, bit 7 everyone */
            char text[YS_MOVE_TEXT];
        } move;
        struct {
            uint8_t round;
        } round;
        struct {
            YsRanking bids;                       /* totals: bid totals; order: who chooses a seat first */
            uint8_t bid_values[YS_MAX_HUMANS][2]; /* each player's two brokers bid, public from now on: they
                                                     stand before the screens (the view's front) */
        };
        struct {
            uint8_t n, order[YS_MAX_HUMANS]; /* players, first to last */
        } seats;
        struct {
            uint8_t scope, nbhd; /* YsRevealScope; nbhd for YS_SCOPE_NBHD */
        } reveal;                /* and YS_EV_RETURN: whose brokers went back */
        struct {
            uint8_t place, pos; /* pos: 1-based position in the place's list */
            uint8_t owner, value, merc;
        } flip;
        struct {
            uint8_t nbhd;
            YsRanking rank;
        } nbhd;
        struct {
            uint8_t place;     /* city area */
            uint8_t character; /* palace: the card at stake, YS_NONE if none */
            YsRanking rank;
        } area;
        struct {
            uint8_t row, gem; /* the gem at stake (YS_WHITE too); nobody there: to the bank */
            YsRanking rank;
        } row;
        struct {
            uint8_t order[YS_COLOURS]; /* colours, best first */
            uint8_t why[YS_COLOURS];   /* why[i]: YsTieBreak between order[i] and order[i+1] */
            int16_t total[YS_COLOURS]; /* per colour */
            uint8_t count[YS_COLOURS]; /* brokers per colour */
            int8_t decider;            /* who ordered tied columns, -1 none */
        } columns;
        YsRanking bidder;
        struct {
            uint8_t colour; /* a white gem is reported in the colour it becomes */
            int8_t count;
            uint8_t source, from; /* YsGemSource */
            uint8_t white;        /* it was a white gem */
            uint8_t card;         /* YS_FROM_CARD: the character */
        } gem;
        struct {
            int16_t points;
            uint8_t why;    /* YsScoreWhy */
            uint8_t card;   /* YS_WHY_CARD */
            uint8_t colour; /* YS_WHY_COLOUR */
        } score;
        struct {
            uint8_t colour;
            int8_t steps;
            uint8_t why; /* YsQuoteWhy; player: who moved it (bidder, Banker) */
        } quote;
        struct {
            uint8_t character, nbhd;
            uint8_t discarded; /* the neutral player discards it for a gem */
        } card;
        struct {
            uint8_t value[YS_MAX_HUMANS]; /* each player's broker sent, for the screen:
                                             YS_UNKNOWN but the viewer's (ys_events_view) */
        } throne;
        struct {
            uint8_t order[YS_COLOURS];     /* colours, best quoted first (leftmost on ties) */
            uint8_t quotation[YS_COLOURS]; /* per colour */
        } final;
        struct {
            uint8_t colour, rank;         /* rank of the colour, 0 best */
            int16_t gems[YS_MAX_SEATS];   /* per seat */
            int8_t place[YS_MAX_SEATS];   /* per seat, 0 best; -1: no gem, nothing */
            int16_t points[YS_MAX_SEATS]; /* per seat */
        } final_colour;
        struct {
            int16_t gems[YS_MAX_SEATS], points[YS_MAX_SEATS];
        } final_black;
        struct {
            int16_t total[YS_MAX_SEATS]; /* brokers' values in the throne room */
            int8_t place[YS_MAX_SEATS];  /* 0 best */
            int8_t shared[YS_MAX_SEATS]; /* seats sharing that place (1 alone) */
            int16_t points[YS_MAX_SEATS];
        } final_throne;
        struct {
            uint8_t n, winners[YS_MAX_SEATS];
            uint8_t how;                   /* YsEndHow */
            uint8_t ranking[YS_MAX_SEATS]; /* every seat, best first (seats entries) */
            int16_t score[YS_MAX_SEATS], gems[YS_MAX_SEATS];
        } end;
    };
} YsEvent;

/* What one move set off, in order: filled by ys_apply_traced. */
#define YS_MAX_EVENTS 512
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
    /* hands: bit per character held; won_round per character */
    uint16_t hand[YS_MAX_HUMANS];
    uint8_t won_round[YS_CHARACTER_COUNT];
    /* bids and throne choices under way */
    uint8_t bid[YS_MAX_HUMANS][2];
    uint8_t bid_done; /* bit per player */
    uint8_t bids_revealed;
    uint8_t throne_choice[YS_MAX_HUMANS];
    uint8_t throne_done;
    /* a broker sent to the throne room: a bit per value that stood before its
     * owner's screen then (public: one of them went), 0 for any other broker */
    uint8_t throne_may[YS_POOL];
    /* the turn's placing as everyone watched it, in order: where each broker
     * went, whose it was, who placed it and the value it showed (YS_UNKNOWN
     * face down). It stays as it was placed while the counting takes the
     * brokers back; arrival[id] is pool broker id's entry (YS_NONE for the
     * throne room's and for any not placed this turn). */
    struct {
        uint8_t place, owner, placer, shown;
    } placing[YS_TURN_PLACED];
    uint8_t nplacing;
    uint8_t arrival[YS_POOL];
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
    int viewer;                        /* -1 referee, else a view */
    /* The engine's own: the turn machine's place in its stages and its
     * counters, and the numbers it keeps beside the board for speed. Their
     * meaning is turn.c's and board.c's to decide, so nothing outside
     * src/engine names them (ctest 'private' checks src/ai, src/ui and
     * src/cli); read the turn through the accessors ("where the turn
     * stands" below). The struct stays whole here so that a game is still a
     * value a bot can copy with '='. */
    struct YsGamePriv {
        /* the turn's counters, each named for what it counts in its stage
         * (src/engine/README.md draws the stages) */
        int seats_chosen;              /* ST_SEAT: players who have chosen, in seat_order */
        int window;                    /* ST_WIN_*: the YsWindow open */
        int window_turn;               /* ST_WIN_*: whose turn to play or pass, in turn order */
        int placement;                 /* ST_PLACE: 0.. placements-1 */
        int placer;                    /* ST_PLACE: the placer's position in turn order */
        uint8_t placed_mask;           /* ST_PLACE: 1 up, 2 down, 4 neutral */
        uint8_t just_placed[3];        /* ST_PLACE: pool indices */
        int after_step;                /* ST_PLACE: the after-placement step (AFTER_UNSEEN, _OPEN, _DONE) */
        int nbhd;                      /* ST_NB_*: the neighbourhood being counted */
        int next_row;                  /* ST_ROWS: the market row counted next (1..3) */
        uint8_t takers[YS_MAX_SEATS];  /* ST_NB_TAKE: the neighbourhood's seats ranked */
        int ntakers, next_taker;       /* ST_NB_TAKE: how many take its port's gems (<= 3), whose turn */
        int take_count;                /* gems the taker takes */
        int take_port;                 /* nbhd, or -1 for a lone white */
        uint8_t col_order[YS_COLOURS]; /* columns ranked so far */
        uint8_t col_key[YS_COLOURS];
        int col_done; /* columns fixed */
        int decider;
        int stage;         /* internal sequencing step */
        YsEventLog *trace; /* during ys_apply_traced only, else NULL */
        int quiet;         /* 1: no events even when traced (2: ys_play_out, internal.h) */
        /* derived once at setup, for speed */
        uint32_t open_places;                   /* bit per place brokers may use */
        uint32_t market_full;                   /* bit per market cell holding its one broker (board.c keeps it) */
        uint16_t window_cards[YS_WIN_NONE + 1]; /* characters by window */
        int front_sum[YS_MAX_SEATS];            /* front totals, fixed while counting */
        uint16_t tie_key[YS_MAX_SEATS];         /* the city's tie rules while counting, a number per seat */
        /* per place, a byte per seat (seat s at bits 8s..8s+7): each seat's total
         * there (the Mercenary's 5) and its broker count; tally() (internal.h)
         * keeps them with the place lists on every path that moves or marks a
         * broker, so the counting reads numbers, not lists. A view's are
         * recounted from what it shows (ys__sync_places): a hidden value counts
         * as a broker and adds nothing, but a Mercenary's marked broker, its
         * marker public, adds its 5. */
        uint32_t place_sum[YS_PLACES];
        uint32_t place_count[YS_PLACES];
        /* the board's lists (read them with ys_place_list, change them with
         * ys_board_put, ys_board_clear, ys_view_apply_event) */
        uint8_t plist[YS_PLACES][YS_PLACE_CAP]; /* pool ids in each place, by arrival */
        uint8_t plen[YS_PLACES];
        uint8_t nfree; /* free pool slots, a stack */
        uint8_t free_slots[YS_POOL];
    } priv;
    /* in a view only: what is known of hidden collections */
    uint8_t behind_count[YS_MAX_HUMANS];
    uint8_t hand_count[YS_MAX_HUMANS];
    uint8_t supply_count[2];
    /* in a view only: the public history that a player who forgets nothing
     * keeps (ys_view fills it; ys_determinize deals only worlds that agree).
     * Every character won lay face up in a palace and every one played is
     * shown, so each player's hand is public history even though the cards
     * are held face down; every ship card drawn lay in a port; every palace
     * card (King, Prince and cards nobody won or the neutral player
     * discarded too) lay face up in its palace for a whole turn. */
    uint8_t memory;                              /* 1: the fields below are filled */
    uint16_t known_hand[YS_MAX_HUMANS];          /* each player's characters */
    uint8_t known_won_round[YS_CHARACTER_COUNT]; /* the turn each was won, 0 if never */
    uint8_t ships_seen[24][3];                   /* ship cards drawn so far, in order */
    int nships_seen;
    uint8_t palace_seen[YS_NBHDS][3]; /* the card each palace showed in turns 1-3, YS_NONE if not yet */
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

/* The final scoring. With 2 players the neutral player is seat 2: it is
 * ranked, and wins (both humans lose) when it ends with the most gold. */
typedef struct {
    int score[YS_MAX_SEATS]; /* final gold: during + colours + black + throne */
    int colours[YS_MAX_SEATS], black[YS_MAX_SEATS], throne[YS_MAX_SEATS], during[YS_MAX_SEATS];
    int gems[YS_MAX_SEATS];    /* gems held, black included (the tie-break) */
    int winners[YS_MAX_SEATS]; /* seats */
    int nwinners;
    int how;                   /* YsEndHow */
    int ranking[YS_MAX_SEATS]; /* every seat, best first (gold, then gems) */
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

/* --- rules (moves.c, apply.c, turn.c, score.c) --- */
/* Lists every legal move for the player to move (none when over). */
int ys_legal(const YsGame *g, YsMoveList *out);
/* Whether m is one of the legal moves of the player to move in g now (the
 * one test of legality: ys_apply, the server and the screen all ask it);
 * g may be that player's view. 1 or 0. */
int ys_is_legal(const YsGame *g, const YsMove *m);
/* Whether the decision g waits for is sealed: every player makes it in
 * secret before anyone's is shown (the bids, the throne room). 1 or 0. */
int ys_decision_sealed(const YsGame *g);
/* Applies a move if it is legal; returns 0, or -1 and leaves g unchanged. */
int ys_apply(YsGame *g, const YsMove *m);
/* The same, recording in log (if not NULL) what the move set off: the
 * automatic steps, counting results, gems, points (for narration). */
int ys_apply_traced(YsGame *g, const YsMove *m, YsEventLog *log);
/* The searches' fast path: applies m, which the caller knows to be legal
 * in g now (one of what ys_legal lists for g as it is, or a placement
 * built from ys_enter_mask and the player's own counts), without asking
 * ys_is_legal; 0. Nobody is told (no events). Builds with assertions
 * (NDEBUG not set: the Debug and sanitizer builds, the tests' own) check
 * it as ys_apply does and abort on an illegal move; where they are off, an
 * illegal move breaks the game. Everything that comes from a person or a
 * connection goes through ys_apply. */
int ys_apply_trusted(YsGame *g, const YsMove *m);
/* Erases from log what player `viewer` may not know (others' secret values
 * in MOVE events); viewer < 0 (YS_SPECTATOR) keeps only what is public. */
void ys_events_view(YsEventLog *log, int viewer);
/* Whether an event keeps something from some seats: a move's from the
 * seats other than its mover's (a bid's or a throne choice's values, a
 * face-down or neutral broker's, a character's face-down brokers, what a
 * Spy saw), the throne room's brokers from all but their owners. The one
 * place that says it: ys_events_view erases exactly these. 1 or 0. */
int ys_event_hides(const YsEvent *e);
/* The name of an event kind as the protocol writes it ("score", "gem", ...). */
const char *ys_event_kind_name(int kind);
/* Plays a random legal move (not uniform over the list, fast); 0 or -1 if over. */
int ys_play_random(YsGame *g, uint64_t *rng);
/* Plays random moves until the game is over, drawing from rng exactly what
 * calling ys_play_random until ys_over would (same moves, same final game
 * and rng state), in one call; returns how many moves (0 if already over). */
int ys_play_out(YsGame *g, uint64_t *rng);
/* Phase and player to move. */
int ys_over(const YsGame *g);
int ys_to_move(const YsGame *g);
/* Final scoring; only meaningful when over (returns -1 otherwise). Once the
 * game is over, g->score already holds the final gold (the events of the
 * last move tell the final scoring step by step). */
int ys_result(const YsGame *g, YsResult *r);
/* Total broker count in the game, gem totals: for invariants in tests. */
int ys_broker_total(const YsGame *g, int player);
int ys_turn_placements(const YsGame *g);
/* The pool ids of the brokers on place, by arrival, into ids (YS_PLACE_CAP
 * entries); their count. ys_place_size: the count alone. */
int ys_place_list(const YsGame *g, int place, uint8_t *ids);
int ys_place_size(const YsGame *g, int place);
/* The counting's numbers for place: each seat's total of broker values there
 * (the Mercenary's marked broker counts 5; in a view a value it hides adds
 * nothing) into tot (YS_MAX_SEATS entries, 0 for a seat with none, all 0
 * for a place that is no place), and the seats with a broker there, a bit
 * each. Read from numbers the engine keeps: no list is walked. */
unsigned ys_place_totals(const YsGame *g, int place, int *tot);
/* The same over the n places from first on (an area's three, a market
 * row's four), summed: each seat's total there and the seats there. */
unsigned ys_places_totals(const YsGame *g, int first, int n, int *tot);
/* Every place's totals as ys_place_totals reads them, packed a byte a seat
 * (seat s at bits 8s..8s+7), YS_PLACES of them: what the playout's rules of
 * thumb read, a load a place. Valid until g changes. */
const uint32_t *ys_place_sums(const YsGame *g);
/* Whether brokers may ever go there in this game: a neighbourhood in play, a
 * market row open for this many players (row 0 never; row 1 not with 2-3
 * players), the throne room with King's Favor. */
int ys_place_open(const YsGame *g, int place);
/* The places a broker may be put on now, bit `place` each (below
 * YS_THRONE: the throne room is no placement's): open in this game, not a
 * market cell already taken, not where the Queen stands. What ys_legal's
 * placements and ys_is_legal read. */
uint32_t ys_enter_mask(const YsGame *g);
/* A placement decision's legal moves as a product, where its list is no
 * more than that: the kinds still to place (bit k: YS_MV_UP + k), each
 * kind's values on hand (values[k], bit v: behind the screen, or the
 * neutral supply for k = 2), the places (ys_enter_mask) and how many moves
 * that makes. ys_legal then lists exactly the moves (kind, a = value, b =
 * YS_NONE, the place; the other fields 0), kind by kind, value by value,
 * place by place: ys_placements_nth. Returns 1; 0, *out untouched, where
 * the decision is no placement or its list holds more (a character or a
 * peek before the first broker, a Conjurer's front broker). The searches
 * read it instead of a list of some hundred moves. */
typedef struct {
    unsigned kinds, values[3];
    uint32_t places;
    int n;
} YsPlacements;
int ys_placements(const YsGame *g, YsPlacements *out);
/* The product's move i (0 <= i < n), the one ys_legal lists i-th. */
YsMove ys_placements_nth(const YsPlacements *pr, int i);
/* The selector that names a player's own broker (pool id) in card moves
 * (YsMove.src[k] of Herald, Magician, Mercenary; the notation's suffixes):
 * 0 where its owner's brokers of that value there are alike. -1 for a free
 * slot or a broker whose value the game or view does not know. */
int ys_broker_sel(const YsGame *g, int id);
int ys_front_total(const YsGame *g, int player);

/* --- where the turn stands (progress.c) ---
 * What bots and the screen read of the turn machine, whose own counters
 * (YsGame.priv) are the engine's alone. */
/* The card window open (YsWindow): the one a YS_DEC_WINDOW decision is about. */
int ys_window(const YsGame *g);
/* The window in which character c may be played (YsWindow), YS_WIN_NONE for
 * none or a number that is no character. */
int ys_character_window(int c);
/* The placement under way this turn, from 0 (ys_turn_placements in all). */
int ys_placement(const YsGame *g);
/* What the player to move has placed in the placement under way: bit 0 a
 * broker face up, bit 1 one face down, bit 2 a neutral broker. */
int ys_placed_mask(const YsGame *g);
/* How many players have chosen their seat this turn, in the order of the
 * bids (seat_order[0 .. n-1] have chosen; seat_order[n] chooses next). */
int ys_seats_chosen(const YsGame *g);
/* The neighbourhood whose port's gems a YS_DEC_TAKE takes from, or -1 when
 * the take is a lone white gem (a market row's, or a palace's white card). */
int ys_take_port(const YsGame *g);
/* The market columns whose rank is fixed (a YS_DEC_RANK orders the tied
 * group from there on); -1 before the columns are ranked. */
int ys_columns_done(const YsGame *g);
/* The counting under way. */
typedef struct {
    int nbhd;                     /* the neighbourhood being counted; opt.nbhds once all are (the market, the
                                     throne room, the last window); -1 outside the counting */
    int taking;                   /* 1 while its port's gems go to the seats ranked there */
    int ntakers, next;            /* takers[0 .. next-1] have taken or are taking, the rest take next */
    uint8_t takers[YS_MAX_SEATS]; /* seats ranked in the neighbourhood, best first (while taking) */
} YsCounting;
void ys_counting(const YsGame *g, YsCounting *c);

/* --- views (view.c) --- */
/* The game as player sees it; player < 0 gives a spectator's view (only what
 * is public). The view cannot be played (ys_apply refuses it). A player that
 * is not a seat of the game gets the spectator's view and -1; else 0. */
int ys_view(const YsGame *g, int player, YsView *v);

/* --- a view told a move's story (view_event.c) ---
 * The screen shows a move's events one by one on the view before it; these
 * change that view as each event says, keeping the board's lists and the
 * numbers the rules read from them (what ys_leads and ys_legal see) in step.
 * What the events do not tell (new ships, the others' screens) is for the
 * view after the move. */
/* Applies one event (as ys_events_view left it for v's viewer) to v: a broker
 * placed (its value where the viewer may know it), turned, moved by a
 * character or gone home, the bids shown (each player's two brokers before
 * its screen), gems, points, quotations, a card leaving its palace, the
 * throne room's brokers. 0, or -1 for an event that does not fit
 * v (an unknown kind, a broker that is not there), leaving v as it was. */
int ys_view_apply_event(YsView *v, const YsEvent *e);
/* Empties the board of g: every broker off it (nothing goes home), no
 * broker placed this turn; for a position set up by hand (the rules'
 * examples), with ys_board_put. */
void ys_board_clear(YsGame *g);
/* Puts a copy of broker b (owner a seat of g, value 0..4 or YS_UNKNOWN, its
 * marks) at the end of place's list, keeping the place's numbers. Its pool
 * id, or -1 (nothing changed) for a bad place, owner or value, or no room. */
int ys_board_put(YsGame *g, int place, const YsBroker *b);

/* --- live majorities (leads.c) --- */
/* Who leads each contest of the board in a game or a view, counted as the
 * counting would count it now (the Mercenary's 5, the city's tie rules);
 * face-down brokers the viewer cannot see are left out of the totals and
 * counted in hidden[] (a narrator says "7+?"). */
typedef enum { YS_LEAD_AREA, YS_LEAD_NBHD, YS_LEAD_ROW, YS_LEAD_BIDDER } YsLeadKind;
typedef struct {
    uint8_t kind;                 /* YsLeadKind */
    uint8_t index;                /* the area's place, the neighbourhood (0-3) or the row (1-3) */
    int8_t leader, runner_up;     /* seats, -1 none */
    uint8_t certain;              /* no hidden broker there: the lead is what the counting would find */
    int16_t margin;               /* leader's known total over the runner-up's */
    int16_t known[YS_MAX_SEATS];  /* visible totals; -1 where a seat has no broker there */
    uint8_t hidden[YS_MAX_SEATS]; /* face-down brokers of unknown value */
    uint8_t why;                  /* YsTieBreak: how the leader stands before the runner-up (a tie: who wins it) */
} YsLead;
typedef struct {
    int n;
    YsLead lead[YS_NBHDS * 4 + 3]; /* neighbourhoods (each followed by its three areas), then rows */
    YsLead bidder;                 /* the highest market bidder */
    struct {
        int16_t total[YS_COLOURS]; /* known values per column */
        uint8_t brokers[YS_COLOURS], hidden[YS_COLOURS];
        uint8_t order[YS_COLOURS]; /* colours, leading first (ties: left first, a choice at counting) */
        int8_t steps[YS_COLOURS];  /* per colour: the quotation steps its place in order[] would move it */
    } columns;
} YsLeads;
void ys_leads(const YsGame *g, YsLeads *out);

/* --- notation (notation.c) --- */
/* Parses a move string for the player to move in g (own brokers are named
 * by value and place). 0, or -1 with a message (syntax). */
int ys_move_parse(const YsGame *g, const char *text, YsMove *m, char *err, size_t errlen);
/* Writes the canonical text of a move; returns its length. */
int ys_move_format(const YsGame *g, const YsMove *m, char *buf, size_t len);
int ys_move_equal(const YsMove *a, const YsMove *b);
int ys_place_parse(const char *s, int *place);
/* Reads a decimal number from outside (protocol, options, saves): digits
 * only, no sign, no leading zero, at most max. 0, or -1 leaving out alone.
 * The range is checked before any arithmetic can overflow. */
int ys_parse_uint(const char *s, uint64_t max, uint64_t *out);
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
/* The state (viewer -1), a player's view (a seat) or a spectator's
 * (YS_SPECTATOR) as one line of JSON; any other viewer: -1, nothing written. */
int ys_json_view(const YsGame *g, int viewer, YsBuf *out);
void ys_json_legal(const YsGame *g, YsBuf *out);
void ys_json_log(const YsMatch *m, YsBuf *out);
int ys_json_result(const YsGame *g, YsBuf *out);
/* The events of a move as a JSON array (PROTOCOL.md, "Events"); without
 * YS_EV_RETURN, which only the screen tells. */
void ys_json_events(const YsGame *g, const YsEventLog *log, YsBuf *out);

/* --- the exact text of a view and of events (codec.c) ---
 * For programs built on this engine that draw a game they do not hold (the
 * game's online client): the whole view (priv included, so the accessors
 * answer as on the game's own view) or a move's events as ys_events_view
 * left them, in a text of base64url characters ('V1...' and 'E1...') that is
 * the same on every machine. It holds exactly what the view or the events
 * hold, nothing more. A text written by an engine with other fields, cut,
 * altered past the checks or naming a place or broker that cannot be is
 * refused: decode returns -1 and leaves its output as it was. */
int ys_view_encode(const YsView *v, YsBuf *out);
int ys_view_decode(const char *text, size_t len, YsView *v);
int ys_events_encode(const YsEventLog *log, YsBuf *out);
int ys_events_decode(const char *text, size_t len, YsEventLog *log);

/* --- saves (save.c) --- */
/* Writes a save atomically (ys_file_write: a regular file only, flushed with
 * its folder). 0 or -1 (io). */
int ys_save(const YsMatch *m, const char *path, char *err, size_t errlen);
/* Why a save did not load: a code a program can act on or word in its own
 * language, and the same in English words for a log or the protocol. */
typedef enum {
    YS_LOAD_OK,
    YS_LOAD_MISSING,      /* no file there */
    YS_LOAD_UNREADABLE,   /* the system refused to read it */
    YS_LOAD_NOT_FILE,     /* a folder, a FIFO, a device */
    YS_LOAD_TOO_LARGE,    /* larger than any save */
    YS_LOAD_NOT_SAVE,     /* not a Ys save, or of an unknown version */
    YS_LOAD_CUT_SHORT,    /* its end is missing */
    YS_LOAD_ALTERED,      /* its checksum disagrees: altered or damaged */
    YS_LOAD_BAD_OPTIONS,  /* its options line names no game we play */
    YS_LOAD_BAD_MOVES,    /* its moves are not the count it announces */
    YS_LOAD_ILLEGAL_MOVE, /* a move the game does not allow there */
    YS_LOAD_NO_MEMORY,
    YS_LOAD_CODES
} YsLoadCode;
typedef struct {
    YsLoadCode code;
    int move;       /* YS_LOAD_ILLEGAL_MOVE: which move, from 1 */
    char text[300]; /* English, with the path or the move */
} YsLoadError;
/* Fills e (when given) with a code and its words, and returns -1: for a
 * caller that refuses a load itself (a save's name that no file can have). */
int ys_load_fail(YsLoadError *e, YsLoadCode code, const char *text);
/* Serialises to text / loads from text: 0, or -1 (format) leaving g as it
 * was, with why in e (which may be NULL). */
void ys_save_text(const YsMatch *m, YsBuf *out);
int ys_load_text(YsMatch *m, const char *text, size_t len, YsLoadError *e);
/* Loads a save from a regular file (ys_file_read: a FIFO, a device or a
 * folder is an io error, at once). Returns 0, -1 for io errors, -2 for
 * format errors, with why in e (which may be NULL); m untouched on error. */
int ys_load(YsMatch *m, const char *path, YsLoadError *e);
/* Saves with the caller's own lines beside the game (the desktop game's
 * seats: who is human, the bots' levels, names), inside the one file and
 * under its checksum, so that they can never belong to another game.
 * meta is "key=value" lines, each ended by a newline, at most
 * YS_SAVE_META_MAX bytes, no NUL or CR; NULL or "" writes the plain
 * "YS-SAVE 1" file of ys_save. With lines the file is "YS-SAVE 2": the
 * same, with a "meta key=value" line for each before the checksum.
 * ys_save_meta returns 0, or -1 (io, or meta that breaks those rules). */
#define YS_SAVE_META_MAX 8192
int ys_save_meta(const YsMatch *m, const char *meta, const char *path, char *err, size_t errlen);
int ys_save_text_meta(const YsMatch *m, const char *meta, YsBuf *out);
/* ys_load, giving the meta lines too ("key=value\n" each, "" for a save
 * without them) in *meta, which the caller frees (NULL on error). */
int ys_load_meta(YsMatch *m, const char *path, YsLoadError *e, char **meta);
int ys_load_text_meta(YsMatch *m, const char *text, size_t len, YsLoadError *e, char **meta);
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
