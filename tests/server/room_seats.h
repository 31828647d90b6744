/* room_seats.h - simulated seats of ys-server's rooms, for test_rooms.c:
 * a server opened without certificate or listener (srv_open_rooms) whose
 * connections are bufferevent pairs (conn_open), so every line goes through
 * the server's own code with no socket; seats that create, join, move at
 * random among the legal moves they were sent, drop, resume, are given to a
 * bot and take their seat back; and the check of every line each seat gets
 * against the engine playing the same moves beside the room. */
#ifndef YS_TEST_ROOM_SEATS_H
#define YS_TEST_ROOM_SEATS_H

#include <stdint.h>

#include "server.h"

typedef struct {
    struct bufferevent *end; /* the test's end of the pair, NULL once let go */
    int seat, state;
    int want_token;         /* the next joined gives a token */
    const char *want_error; /* the one error code expected next, else none */
    int want_legal;         /* after a view: 1 a legal must follow, 0 none may, 2 either; -1 no view before */
    int want_bye;           /* it said leave */
    int at_action;          /* its lines when the last action began */
    int last_events;        /* the seq of the last events told, -1 before the first view */
    int legal_seq, nlegal;  /* the last legal list */
    char (*legal)[YS_MOVE_TEXT];
    char **line; /* every line received, in order */
    int nline, capline, read;
    YsView w; /* the last view's state, decoded */
    int have_w;
} Client;

#define MAXC 64

typedef struct {
    int nseats;
    char opts[256];              /* with the seed */
    int kind_bot[YS_MAX_HUMANS]; /* 1: a bot seat */
    int level[YS_MAX_HUMANS];    /* its level, or the stand-in's */
    int stand_in[YS_MAX_HUMANS], joined[YS_MAX_HUMANS], state_flag[YS_MAX_HUMANS];
    int shift[YS_MAX_HUMANS];     /* an action on the seat is under way */
    Client *cl[YS_MAX_HUMANS];    /* each seat's connection now, NULL while gone */
    Client *first[YS_MAX_HUMANS]; /* the one it joined with */
    Client *all[MAXC];
    int nall;
    char invite[SRV_INVITE_LEN + 1], token[YS_MAX_HUMANS][SRV_TOKEN_LEN + 1];
    Room *room;
    YsMatch *local; /* the engine, beside the room */
    YsGame *after;  /* after[k]: the game after k moves */
    YsEvent **ev;   /* what move k set off, unfiltered */
    int *nev, *mover;
    char (*text)[YS_MOVE_TEXT];
    char **told[YS_MAX_HUMANS]; /* told[s][k]: move k's events line as seat s was first told it */
    int *mark[YS_MAX_HUMANS];   /* mark[s][k]: lines seat s had once k moves were played and told */
} Game;

typedef struct {
    long retold, configs, games, twins, moves, sent, lines, bytes, resumes, drops, takeovers, reclaims;
    long twin_lines, twin_bytes, twin_moves, twin_x_differ, twin_peekers;
} RsStats;

extern Server rs_srv;
extern RsStats rs_stat;

/* Opens the server in a new temporary folder (fixed deals, grace 0, no
 * idle limit); 0 or -1. rs_close closes it and removes the folder. */
int rs_open(void);
void rs_close(void);
/* A number below n from the test's own generator (fixed seed). */
uint32_t rs_below(uint32_t n);
/* Makes a room of options opts with seed: the host creates it, the other
 * human seats join in order; bot_seat (-1: none) is a bot of bot_level.
 * chaos: each seat asks for the state text at random, else by seat and
 * seed (twins ask alike). Every line is checked. */
void rs_game_open(Game *g, const char *opts, uint64_t seed, int bot_seat, int bot_level, int chaos);
/* Plays the room to its end with random legal moves; chaos: seats drop,
 * resume, are given to bots and taken back meanwhile. Then seats resume
 * from a random seq (chaos: all; else seat 0 alone). */
void rs_play_out(Game *g, int chaos);
/* Seat s sends move text, which the room must play. */
void rs_play_text(Game *g, int s, const char *text);
/* Notes each seat's count of lines at the room's seq (Game.mark). */
void rs_mark(Game *g);
/* Lets every seat go and frees the game's records. */
void rs_game_close(Game *g);

#endif
