/* source.h - where the game on screen comes from, with no SDL: one
 * interface, whatever holds the game. The screen's moves go in
 * (ui_source_submit) and every move played comes out, in order, as this
 * screen's seats may know it, with the view after it (ui_source_next).
 * The game here (local.c: the engine and its bots on threads, one seat or
 * several at one screen) and a room on a server (online.c: its connection)
 * are two sources; the session and the scenes see only this table. */
#ifndef YS_UI_SOURCE_H
#define YS_UI_SOURCE_H

#include <stdint.h>

#include "ys/ai.h"
#include "ys/ys.h"

/* A seat as the game was set up: a person's or a bot's, its colour (0..3,
 * ui_player_rgb) and the name it goes by. */
typedef struct {
    int human; /* 1 a person, 0 a bot */
    int level; /* AiLevel for bots */
    int colour;
    char name[24];
} UiSeat;

/* Who plays a seat, as this screen knows it. */
typedef enum {
    UI_PLAYS_HERE,    /* a person at this screen */
    UI_PLAYS_AWAY,    /* a person at another screen */
    UI_PLAYS_BOT,     /* a bot: the seat's own */
    UI_PLAYS_BOT_FOR, /* a bot standing in for a person who left */
    UI_PLAYS_NOBODY   /* nobody moves it (a replay's seat) */
} UiPlays;

typedef struct {
    UiPlays plays;
    int level;     /* a bot's (AiLevel) */
    int connected; /* a person at another screen: at the table now */
    int gone_s;    /* and, not connected: seconds since they left (-1 unknown) */
    char name[24]; /* the name its player goes by, "" for none */
    /* the seat of a person at this screen, whoever plays it now (a bot
     * may stand in for them while they were away): the screen shows the
     * game as this seat sees it */
    int mine;
} UiSeatState;

/* One move as it is told to this screen. The pointers are the source's,
 * good until its next call. */
typedef struct {
    int seq;                /* moves played once it is (its number, from 1) */
    int mover;              /* the seat that played it */
    const YsEventLog *seen; /* its events as the viewer asked for may know them */
    /* the same events as each seat played at this screen knows them (what
     * the log shows its eyes alone of its own moves), NULL for the others */
    const YsEventLog *own[YS_MAX_HUMANS];
    const YsView *after; /* the viewer's view after it; NULL in a catching up that
                            knows only the last one (quiet) */
    int quiet;           /* a catching up: told to the log at once, no story */
    int anew;            /* no move: the next game of the same table begins, with the view after */
    int has_reason;      /* a bot's reason for it, from what everyone sees */
    AiReason reason;
} UiTold;

/* What a game's end offers next. */
typedef enum {
    UI_AGAIN_NONE,    /* nothing here */
    UI_AGAIN_SETUP,   /* a new game, set up here */
    UI_AGAIN_CAN,     /* this screen may start the next game of the same table (a rematch) */
    UI_AGAIN_WAIT,    /* another seat decides (the host of a room) */
    UI_AGAIN_OFFERED, /* the next game was offered: this screen may join it */
} UiAgain;

/* What the source lets this screen do with its game. */
enum {
    UI_SRC_KEEPS = 1, /* the game is kept here: autosaved, saved by name, taken back (Undo) */
    UI_SRC_TABLE = 2, /* people sit at other screens: the table's panel shows them */
    UI_SRC_HOSTS = 4  /* this screen runs the table's server: while it is away the others wait */
};

typedef struct UiSource UiSource;

typedef struct {
    /* The next move told to viewer (-1: nobody's, what is public), once one
     * is ready: 1 with it in *out, or 0. */
    int (*next)(UiSource *s, int viewer, UiTold *out);
    /* Seat's move from this screen: 0 taken (it comes back through next),
     * -1 refused (not legal, not this screen's, not connected). */
    int (*submit)(UiSource *s, int seat, const YsMove *m);
    /* Seat's view after the last move next told: 0; -1 not known yet (a
     * room still to be reached), -2 never (it was refused: the news says why). */
    int (*view)(UiSource *s, int seat, YsView *out);
    /* Who plays seat (0..players-1): 0, or -1. */
    int (*seat)(UiSource *s, int seat, UiSeatState *out);
    /* Whether this screen is asked for seat's move now: its turn after every
     * move told, nobody standing in for it, no move of it on its way. */
    int (*wants)(UiSource *s, int seat);
    /* The whole game (every move, every value) when this source holds it,
     * else NULL: a local game's, an online game's once it is over. */
    const YsMatch *(*whole)(UiSource *s);
    /* Work to do: the bots' threads, the connection's lines. now: ms. */
    void (*poll)(UiSource *s, uint32_t now);
    /* A line for the status bar, once (the player's language): 1, or 0. */
    int (*news)(UiSource *s, char *buf, int len);
    int (*caps)(const UiSource *s); /* UI_SRC_ flags */
    UiAgain (*again)(const UiSource *s);
    /* What again offers, done: 0 under way (the next game comes through
     * this source), 1 the setup decides it (UI_AGAIN_SETUP), -1 refused. */
    int (*again_go)(UiSource *s);
    /* Whether it has work on a timer that wants frames (a resume due, a
     * countdown shown). */
    int (*busy)(const UiSource *s);
    void (*free)(UiSource *s);
} UiSourceOps;

/* Every source begins with this. */
struct UiSource {
    const UiSourceOps *ops;
};

static inline int ui_source_next(UiSource *s, int viewer, UiTold *out) { return s->ops->next(s, viewer, out); }
static inline int ui_source_submit(UiSource *s, int seat, const YsMove *m) { return s->ops->submit(s, seat, m); }
static inline int ui_source_view(UiSource *s, int seat, YsView *out) { return s->ops->view(s, seat, out); }
static inline int ui_source_seat(UiSource *s, int seat, UiSeatState *out) { return s->ops->seat(s, seat, out); }
static inline int ui_source_wants(UiSource *s, int seat) { return s->ops->wants(s, seat); }
static inline const YsMatch *ui_source_whole(UiSource *s) { return s->ops->whole(s); }
static inline void ui_source_poll(UiSource *s, uint32_t now) { s->ops->poll(s, now); }
static inline int ui_source_news(UiSource *s, char *buf, int len) { return s->ops->news(s, buf, len); }
static inline int ui_source_caps(const UiSource *s) { return s->ops->caps(s); }
static inline UiAgain ui_source_again(const UiSource *s) { return s->ops->again(s); }
static inline int ui_source_again_go(UiSource *s) { return s->ops->again_go(s); }
static inline int ui_source_busy(const UiSource *s) { return s->ops->busy(s); }
static inline void ui_source_free(UiSource *s)
{
    if (s) s->ops->free(s);
}

#endif
