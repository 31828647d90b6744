/* session.h - one game as the screen tells it, with no SDL: the match and
 * its seats, the timeline of what is shown (an animation queue of the
 * move's events), the log, the score history and what triggers an
 * autosave. The app draws it and feeds it moves; persistence saves and
 * loads it; tests drive it headless. */
#ifndef YS_UI_SESSION_H
#define YS_UI_SESSION_H

#include <stdint.h>

#include "local.h"
#include "source.h"
#include "ui_str.h"
#include "ys/ys.h"

/* ------------------------------------------------------------------ */
/* Seats and colours */

#define UI_COLOURS 5 /* the four player colours and the neutral grey */
extern const uint32_t ui_player_rgb[UI_COLOURS];
extern const uint32_t ui_gem_rgb[6];

/* ------------------------------------------------------------------ */
/* Narration (narrate.c): text for moves and events, from what a viewer may
 * know. names[] are seat names. */

typedef struct {
    char text[256];
    int owner;     /* -1 public; else shown only to that player... */
    char pub[256]; /* ...who sees text, while others see pub */
} UiLogLine;

/* A move in words: pub for everyone, text (owner >= 0) for its owner where
 * the move hides a value; hidden: the move event's (YS_EV_MOVE move.hidden),
 * the character's brokers that stand face down (0 for a move not played). */
void ui_move_caption(const YsView *before, int mover, const YsMove *m, int hidden, char names[][24], UiLogLine *out);
/* The words of a line a viewer reads: its owner's where the viewer owns it
 * or is the referee of a finished game's replay (who sees every value),
 * else the public ones. */
const char *ui_log_line_words(const UiLogLine *l, int viewer, int referee);
void ui_event_caption(const YsView *v, const YsEvent *e, char names[][24], char *buf, int len);
/* The rule behind a step whose caption tells who ranked where but not what
 * it brings (the bids: the turn order; a neighbourhood's ranking: the
 * ship's gems; the market's columns: the quotations; King's Favor's
 * brokers sent to the throne room: what they score), for a player who does
 * not know the rules yet: 1 with the words in buf, or 0 for a step that
 * tells itself. */
int ui_event_rule(const YsView *v, const YsEvent *e, char *buf, int len);
/* Who won and how, in words: the winner and the gold, or the tie and what
 * broke it, or (2 players) that the neutral won and which human is ahead. */
void ui_result_caption(const YsResult *r, int players, char names[][24], char *buf, int len);

/* ------------------------------------------------------------------ */
/* Animation queue (anim.c): pure timing; the app draws each step. */

enum { AN_MOVE, AN_EVENT, AN_PAUSE };
typedef struct {
    int kind;
    YsMove move;
    int mover;
    YsEvent ev;
    float dur, t;      /* seconds */
    int applied;       /* its event is on the view shown already (the bids, from their step's start) */
    char caption[256]; /* what the screen says while the step plays */
    UiLogLine line;    /* what the log keeps of it (added as the step begins) */
} UiAnimStep;

#define UI_MAX_ANIM YS_MAX_EVENTS
typedef struct {
    int n, head;
    UiAnimStep q[UI_MAX_ANIM];
    float pace; /* multiplier on durations */
} UiAnim;

void ui_anim_clear(UiAnim *a);
UiAnimStep *ui_anim_push(UiAnim *a, int kind, float dur);
int ui_anim_busy(const UiAnim *a);
UiAnimStep *ui_anim_cur(UiAnim *a);
/* Advances by dt seconds; returns 1 when a step finished. */
int ui_anim_tick(UiAnim *a, float dt);
/* Advances the step under way by dt seconds but never past `until` (0..1)
 * of its duration, so it never ends: a step held on screen still plays its
 * picture to its last frame. 1 when its time moved. */
int ui_anim_hold(UiAnim *a, float dt, float until);

/* ------------------------------------------------------------------ */
/* The session */

#define UI_LOG_MAX 600
#define UI_HIST_MAX (YS_MAX_LOG + 8)

/* Where the points came from, gathered from the events as moves are
 * played: points by turn (1..YS_ROUNDS; 0: the final scoring) and reason
 * (YsScoreWhy), and the final scoring's steps for the end screen. */
#define UI_WHY_COUNT 6
typedef struct {
    int pts[YS_ROUNDS + 1][YS_MAX_SEATS][UI_WHY_COUNT];
    int has_final, ncolours, has_black, has_throne;
    YsEvent final, colour[YS_COLOURS], black, throne; /* YS_EV_FINAL, _COLOUR (by rank), _BLACK, _THRONE */
} UiRecord;

/* Told as each step of a story begins to be shown, once a step (the
 * app's sound); not for steps skipped at once by ui_session_fast_forward. */
typedef void (*UiStepFn)(void *ud, const UiAnimStep *st);

/* A move told, as the session keeps it for its log: its mover, the turn it
 * was played in and its events (UiSession.told_ev[first .. first+n-1]) as
 * the log tells them (a move of a seat at this screen as its mover knows
 * it, everything else as the viewer does). */
typedef struct {
    int mover, round, first, n;
} UiToldMove;

typedef struct {
    UiSource *src; /* where the game comes from (owned: ui_session_close) */
    UiSeat seat[YS_MAX_SEATS];
    UiSeatState who[YS_MAX_SEATS]; /* who plays each seat now, as the source says */
    char names[YS_MAX_SEATS][24];
    int pcolour[YS_MAX_SEATS];
    int players;       /* the game's, 0 with no game */
    int nhumans, demo; /* nhumans: seats played at this screen */
    int viewer;        /* whose view is drawn; -1 spectator */
    int referee;       /* replay of a finished game: the view is the whole state */
    int seq;           /* moves told so far */
    YsView view;       /* the view after the last move told */
    YsView disp;       /* during animation: the view shown */
    YsMoveList legal;  /* the viewer's legal moves when this screen is asked for its move */
    UiAnim anim;
    int animating;
    float pace;      /* 0.5 fast, 1 normal, 1.7 slow */
    int bot_pace_ms; /* the least time between two moves of bots told (the app's setting) */
    float since;     /* seconds since the last move was taken from the source */
    UiLogLine log[UI_LOG_MAX];
    int nlog, log_scroll;
    int hist[UI_HIST_MAX][YS_MAX_SEATS];
    int hist_round[UI_HIST_MAX];
    int nhist;
    YsResult result;
    int handover_to; /* the person at this screen who must take it, -1 */
    int undo_to;     /* ys_replay target of Undo, -1 none */
    int final_step;  /* the first step of the final scoring in the story, -1 */
    UiRecord rec;
    int guided;       /* the guided first game (tutorial/tutor.h), said in its seats file */
    int coach_step;   /* in it, the coach's step; -1 once the coach has left */
    int undo_used;    /* Undo was used in this game (the history counts such games apart) */
    char daily[11];   /* the deal of the day's date ("YYYY-MM-DD"), "" for another game */
    int kept;         /* the finished game is in the history (or came finished from a file) */
    int saved_nlog;   /* the moves the autosave holds (persistence's own: ui_persist_unsaved) */
    UiStepFn on_step; /* NULL: nobody listens */
    void *on_step_ud;
    /* every move told, for the log told anew (another language) */
    UiToldMove *told;
    int ntold, cap_told;
    YsEvent *told_ev;
    int ntold_ev, cap_told_ev;
    int score[YS_MAX_SEATS]; /* the gold the moves told gave, for the score history */
    int round;               /* the turn the moves told reached */
} UiSession;

/* Shows the game of src (taken: freed by ui_session_close, or here when it
 * fails) with the seats as set up (names, colours), from its start: the
 * moves it has so far are told to the log at once. The viewer is the lone
 * person at this screen (viewer -2: the one seat the source says is
 * theirs, even while a bot stands in for them), nobody in hot seat (a
 * hand-over follows), or viewer. Keeps demo, guided, coach_step, undo_used, daily
 * and kept as the caller set them. 0, or -1 (src NULL). */
int ui_session_open(UiSession *s, UiSource *src, const UiSeat *seat, int viewer);
/* A new game here with these options and seats, through a local source
 * whose bots move on runner (NULL: only when played for), 0 or -1 with a
 * message in err. */
int ui_session_new_local(UiSession *s, const YsOptions *o, const UiSeat *seat, const UiBotRunner *runner, char *err,
                         int len);
/* Closes the game: its source freed (an online game's room left), and
 * what the session kept of it. */
void ui_session_close(UiSession *s);
/* The whole game, when the source holds it (a local game; an online one
 * once over), else NULL. */
const YsMatch *ui_session_whole(const UiSession *s);
/* The log and the score history told anew from the moves told (the
 * language changed in the middle of a game). */
void ui_session_retell(UiSession *s);
/* The viewer's move to the source: 0 taken (it is told when it comes
 * back), -1 (not asked for it now, or not legal). */
int ui_session_submit(UiSession *s, const YsMove *m);
/* Plays m for whoever is to move in a local game, as a driver does (the
 * screen's moves go through ui_session_submit), and tells it at once. 0,
 * or -1. */
int ui_session_play(UiSession *s, const YsMove *m);
/* The same with a bot's reason why, as everyone may be told it (NULL none):
 * the caption of a move that hides nothing tells it. */
int ui_session_play_why(UiSession *s, const YsMove *m, const AiReason *why);
/* The source's work (bots, the connection), then the next move it tells,
 * once the story under way is told (and, for a bot's move, bot_pace_ms
 * after the last); all at once for a catching up; with now, everything
 * ready at once, the story under way told first. now: ms. 1 when
 * something shown changed. */
int ui_session_pump(UiSession *s, uint32_t now, int at_once);
/* The view, the legal moves and the hand-over after a change of viewer. */
void ui_session_refresh(UiSession *s);
/* Advances the story by dt seconds; 1 when something shown changed. */
int ui_session_tick(UiSession *s, float dt);
/* Tells the rest of the story at once. */
void ui_session_fast_forward(UiSession *s);
/* The same, but a final scoring still to come is left to be told (its own
 * scene); with none, the whole story. */
void ui_session_skip_to_final(UiSession *s);
/* The step being told (NULL when none) and how many steps are left. */
int ui_session_story(const UiSession *s, const UiAnimStep **cur);
/* Whether the step told is the counting's (1) or the final scoring's (2):
 * an event of theirs, not a turn's start, the bids, the seats or the
 * throne; 0 otherwise. */
int ui_session_counting(const UiSession *s);
/* Whether a bot (or the neutral player) is to move in the view shown. */
int ui_session_bot_to_move(const UiSession *s);
/* Whether the game shown is over. */
int ui_session_over(const UiSession *s);
/* The seats played at this screen as a bit mask. */
unsigned ui_session_humans(const UiSession *s);
/* The source's capabilities (UI_SRC_), 0 with no game. */
int ui_session_caps(const UiSession *s);

#endif
