/* tutor.h - the guided first game as data, with no SDL: a fixed deal
 * against seeded bots, and the coach's steps through its first turn. Each
 * step says what the coach says (a text id, in four languages), what it
 * points at on the board, and what it waits for: the player's move given in
 * the engine's notation, a kind of event as the timeline shows it, or Next.
 * The coach never works out a rule: who won what comes from the engine's
 * events (the step's caption is the narration's), and the fixed script's
 * winners are checked against the engine by test_ui_tutor. */
#ifndef YS_UI_TUTOR_H
#define YS_UI_TUTOR_H

#include "session.h"
#include "ys/ys.h"

/* What a step waits for. */
typedef enum {
    TU_NEXT,  /* the Next button */
    TU_MOVE,  /* the player's move, step->move in the engine's notation */
    TU_EVENT, /* an event the timeline shows (held there until Next) */
} UiTutorWait;

/* What a step points at (arg: a place, a neighbourhood, a market row). A
 * move step points at the next click that leads to its move instead. */
typedef enum {
    TT_NONE,
    TT_PLACE,  /* a city area or market cell: arg the place */
    TT_NBHD,   /* a whole neighbourhood: arg 0.. */
    TT_SHIP,   /* a neighbourhood's ship: arg 0.. */
    TT_ROW,    /* a market row: arg 1..3 */
    TT_MARKET, /* the whole market */
    TT_SCALE,  /* the quotation scale */
    TT_HAND,   /* the player's character cards */
    TT_BEHIND, /* the brokers behind the player's screen */
    TT_SCORE,  /* the score track */
} UiTutorTarget;

/* The coach's texts: every step's, then the coach's own words. */
typedef enum {
    TX_WELCOME,
    TX_BID,
    TX_SEAT,
    TX_UP1,
    TX_DOWN1,
    TX_MAJORITY,
    TX_MARKET,
    TX_SCALE,
    TX_DOWN2,
    TX_UP3,
    TX_DOWN3,
    TX_UP4,
    TX_DOWN4,
    TX_EV_NBHD,
    TX_TAKE,
    TX_EV_PORT,
    TX_EV_COMMERCE,
    TX_EV_CARD,
    TX_EV_ROW,
    TX_EV_COLUMNS,
    TX_GOODBYE,
    TX_STEPS_END,
    /* the coach's own words */
    TX_COACH = TX_STEPS_END, /* the box's title */
    TX_NEXT,                 /* the Next button */
    TX_SKIP,                 /* the Skip button */
    TX_WRONG_MOVE,           /* a click elsewhere during a move step */
    TX_WRONG_NEXT,           /* a click on the board during a Next step */
    TX_WAIT,                 /* the bots are playing: nothing to click */
    TX_WATCH,                /* the counting is told: nothing to click */
    TX_OFFER,                /* the title screen's and the menu's button */
    TX_FIRST_CALLOUT,        /* the title screen's offer on a first start */
    TX_STEP_OF,              /* "Step %d of %d" */
    TX_COUNT
} UiTutorText;

typedef struct {
    int text;   /* UiTutorText */
    int target; /* UiTutorTarget */
    int arg;
    int wait;         /* UiTutorWait */
    const char *move; /* TU_MOVE: the move, in the engine's notation */
    int ev, ev_arg;   /* TU_EVENT: its kind, and its place / nbhd / row (-1 any) */
    int winner;       /* TU_EVENT: the seat the script says came first or won; -1 none */
    int worth;        /* TU_MOVE, a placement: why the coach says it is worth it (UiTutorWorth) */
} UiTutorStep;

/* Why a scripted placement is worth it, as its words say: it wins its area
 * (TW_WINS, the default), or it loses its area but its total wins the
 * neighbourhood (TW_NBHD), or it is in the market and scores 1 point at
 * once (TW_MARKET), or only small brokers (0 and 1) are left behind the
 * player's screen, and the round must place them (TW_SMALL). test_ui_tutor checks each against the engine. */
typedef enum { TW_WINS, TW_NBHD, TW_MARKET, TW_SMALL } UiTutorWorth;

/* The seat the player plays in the guided game; the others are bots. */
#define UI_TUTOR_SEAT 0
#define UI_TUTOR_PLAYERS 3
/* The bots' search budget: bounded by iterations, so the same story is told
 * every time on any machine. */
#define UI_TUTOR_BOT_ITERATIONS 400

int ui_tutor_count(void);
/* Step i, or NULL outside 0..count-1. */
const UiTutorStep *ui_tutor_step(int i);
/* Text id in the language in use; "" for a bad id. */
const char *ui_tutor_text(int id);
/* The same in a given UiLang (tests). */
const char *ui_tutor_text_in(int lang, int id);

/* The fixed deal: options and seats (seat[UI_TUTOR_SEAT] is the human,
 * named in the language in use; the bots are easy). */
void ui_tutor_deal(YsOptions *o, UiSeat seat[YS_MAX_HUMANS]);
/* A bot's seed for the move number nlog of seat `to`: the same every time. */
uint64_t ui_tutor_bot_seed(const YsGame *g, int nlog, int to);

/* The move a TU_MOVE step wants, parsed in g: 0, or -1 (not legal now). */
int ui_tutor_move(const YsGame *g, const UiTutorStep *s, YsMove *out);
/* Whether an event is the one a TU_EVENT step waits for. */
int ui_tutor_event_is(const UiTutorStep *s, const YsEvent *e);
/* The seat an event names as first (winner of an area, neighbourhood or row;
 * who won a character), or -1. */
int ui_tutor_event_winner(const YsEvent *e);

/* The coach as the game scene keeps it. */
typedef struct {
    int on;         /* the coach is with the player */
    int game;       /* this game is the guided one (its bots are seeded) */
    int step;       /* the step under way */
    int held;       /* a TU_EVENT step: the timeline holds on its event */
    int wrong;      /* the last click was not the one asked for: TX_WRONG_* */
    char said[160]; /* the held event's caption, as the narration tells it */
} UiTutor;

/* Starts the coach at its first step. */
void ui_tutor_begin(UiTutor *t);
/* Takes the coach back up in match m, loaded from a save that says it is the
 * guided game, at coach_step (-1: the coach had left; the bots stay seeded).
 * 0, or -1 (t untouched) when m is not the guided deal or the step is not
 * one of the script's. */
int ui_tutor_resume(UiTutor *t, const YsMatch *m, int coach_step);
/* Goes to the next step; the coach leaves after the last. */
void ui_tutor_advance(UiTutor *t);
/* The step under way, or NULL when the coach is gone. */
const UiTutorStep *ui_tutor_current(const UiTutor *t);

#endif
