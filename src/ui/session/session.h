/* session.h - one game as the screen tells it, with no SDL: the match and
 * its seats, the timeline of what is shown (an animation queue of the
 * move's events), the log, the score history and what triggers an
 * autosave. The app draws it and feeds it moves; persistence saves and
 * loads it; tests drive it headless. */
#ifndef YS_UI_SESSION_H
#define YS_UI_SESSION_H

#include <stdint.h>

#include "ui_str.h"
#include "ys/ys.h"

/* ------------------------------------------------------------------ */
/* Seats and colours */

#define UI_COLOURS 5 /* the four player colours and the neutral grey */
extern const uint32_t ui_player_rgb[UI_COLOURS];
extern const uint32_t ui_gem_rgb[6];

typedef struct {
    int human;  /* 1 human, 0 bot */
    int level;  /* AiLevel for bots */
    int colour; /* 0..3 index in ui_player_rgb */
    char name[24];
} UiSeat;

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
void ui_anim_skip(UiAnim *a);

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

typedef struct {
    YsMatch *match; /* owned (ui_session_free) */
    UiSeat seat[YS_MAX_SEATS];
    char names[YS_MAX_SEATS][24];
    int pcolour[YS_MAX_SEATS];
    int nhumans, demo;
    int viewer;       /* whose view is drawn; -1 spectator */
    int referee;      /* replay of a finished game: the view is the whole state */
    YsView view;      /* the view after the last move */
    YsView disp;      /* during animation: the view shown */
    YsMoveList legal; /* the viewer's legal moves when it is to move */
    UiAnim anim;
    int animating;
    float pace; /* 0.5 fast, 1 normal, 1.7 slow */
    UiLogLine log[UI_LOG_MAX];
    int nlog, log_scroll;
    int hist[UI_HIST_MAX][YS_MAX_SEATS];
    int hist_round[UI_HIST_MAX];
    int nhist;
    YsResult result;
    int handover_to; /* the human who must take the screen, -1 */
    int undo_to;     /* ys_replay target of Undo, -1 none */
    int final_step;  /* the first step of the final scoring in the story, -1 */
    UiRecord rec;
    int unsaved;      /* moves since the last autosave: persistence's trigger */
    int guided;       /* the guided first game (tutorial/tutor.h), said in its seats file */
    int coach_step;   /* in it, the coach's step; -1 once the coach has left */
    int undo_used;    /* Undo was used in this game (the history counts such games apart) */
    char daily[11];   /* the deal of the day's date ("YYYY-MM-DD"), "" for another game */
    int kept;         /* the finished game is in the history (or came finished from a file) */
    UiStepFn on_step; /* NULL: nobody listens */
    void *on_step_ud;
    /* an online game: the server holds it; match->g is this seat's view
     * and match->nlog the room's seq (match->log is empty) */
    int remote;
    int remote_bot_plays; /* a bot plays the viewer's seat for now: no legal moves */
    int remote_whole;     /* the game is over and match holds all of it (the server's game code) */
} UiSession;

/* A new game with these options and seats (seat[0..players-1]; the neutral
 * is named and coloured here). The viewer is the lone human, or nobody in
 * hot seat (a hand-over follows). 0, or -1 with a message in err. */
int ui_session_new(UiSession *s, const YsOptions *o, const UiSeat *seat, int demo, char *err, int len);
/* Shows s->match (seats in s->seat) from its start, rebuilding its log and
 * score history; viewer -2 picks the lone human. */
void ui_session_show(UiSession *s, int viewer);
/* The log and score history of s->match as viewer (-1 public) saw it. */
void ui_session_rebuild_log(UiSession *s, int viewer);
/* The log and the story under way worded anew in the language now in use
 * (it changed in the middle of a game). */
void ui_session_retell(UiSession *s);
/* Plays a legal move and queues its story; reason (a bot's, or NULL) is
 * told when public. 0, or -1 when m is not legal now. */
int ui_session_play(UiSession *s, const YsMove *m, const char *reason);
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
/* Whether a bot (or the neutral player) is to move. */
int ui_session_bot_to_move(const UiSession *s);
/* The human seats as a bit mask. */
unsigned ui_session_humans(const UiSession *s);
void ui_session_free(UiSession *s);

/* Online games (the server holds the game and sends each seat its view and
 * events, docs/online-protocol.md). ui_session_remote_new shows view v of
 * seat viewer after seq moves, with the room's seats; 0 or -1.
 * ui_session_remote_move tells one move's events as the seat was sent them
 * (seen), then shows the view after it; quiet (catching up after a resume)
 * tells the story at once, to the log only. ui_session_play refuses moves
 * in such a game: they go to the server. */
int ui_session_remote_new(UiSession *s, const YsView *v, int seq, const UiSeat *seat, int viewer);
void ui_session_remote_move(UiSession *s, const YsEventLog *seen, const YsView *after, int seq, int quiet);
/* The finished online game's whole match (every move, from the game code
 * of the server's last view): the session holds it from now on, as a local
 * game's, for the history, the replay and Copy game code. Taken only if it
 * is over after the session's seq moves and the viewer's view of it is the
 * one shown; 0, or -1 and nothing changed. */
int ui_session_remote_whole(UiSession *s, const YsMatch *whole);

#endif
