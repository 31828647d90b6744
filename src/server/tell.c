/* tell.c - what each seat of a room is told (docs/online-protocol.md,
 * Server to client): the room message, the seat's view and legal moves, a
 * move's events as the seat may know them, each made from the room as it
 * stands and sent through conn_send. Runs on the event loop only. */
#include <stdio.h>
#include <string.h>

#include "jmsg.h"
#include "server.h"
#include "ys/gamecode.h"

void room_send_buf(Conn *c, YsBuf *b)
{
    conn_send(c, b->s, b->n);
    b->n = 0;
}

const char *room_seat_kind(const Seat *t, char *buf, size_t len)
{
    if (t->kind == SEAT_BOT)
        snprintf(buf, len, "bot:%s", ai_level_name((AiLevel)t->level));
    else
        snprintf(buf, len, "human");
    return buf;
}

/* The room's options as its players may read them: without the seed, which
 * with the moves is the whole deal. */
void room_public_options(const Room *r, char *out, size_t len)
{
    size_t o = 0;
    char tmp[sizeof r->options];
    snprintf(tmp, sizeof tmp, "%s", r->options);
    for (char *sv = NULL, *w = strtok_r(tmp, " ", &sv); w; w = strtok_r(NULL, " ", &sv))
        if (strncmp(w, "seed=", 5) && o < len) o += (size_t)snprintf(out + o, len - o, "%s%s", o ? " " : "", w);
}

/* The room's seats as the room message and the rooms answer give them: an
 * array of one object per seat. */
void room_seats_json(const Room *r, YsBuf *b)
{
    ys_buf_printf(b, "[");
    for (int i = 0; i < r->nseats; i++) {
        const Seat *t = &r->seat[i];
        char k[32];
        ys_buf_printf(b, "%s{\"seat\":%d,\"kind\":\"%s\",\"joined\":%s,\"connected\":%s,\"bot\":", i ? "," : "", i,
                      room_seat_kind(t, k, sizeof k), t->kind == SEAT_BOT || t->joined ? "true" : "false",
                      t->conn ? "true" : "false");
        if (t->kind == SEAT_BOT || t->stand_in)
            ys_buf_printf(b, "\"%s\"", ai_level_name((AiLevel)t->level));
        else
            ys_buf_printf(b, "null");
        char q[2 * SRV_NAME_MAX + 3]; /* each byte escaped at most once */
        ys_buf_printf(b, ",\"name\":%s}", t->name[0] && jmsg_quote(t->name, q, sizeof q) > 0 ? q : "null");
    }
    ys_buf_printf(b, "]");
}

/* The room message: seats, who is there, whose turn. */
void room_json(const Room *r, YsBuf *b)
{
    const YsGame *g = &r->match->g;
    char opt[sizeof r->options];
    room_public_options(r, opt, sizeof opt);
    ys_buf_printf(
        b, "{\"type\":\"room\",\"room\":\"%s\",\"options\":\"%s\",\"seq\":%d,\"to_move\":%d,\"over\":%s,\"seats\":",
        r->invite, opt, r->match->nlog, ys_over(g) ? -1 : ys_to_move(g), ys_over(g) ? "true" : "false");
    room_seats_json(r, b);
    ys_buf_printf(b, "}");
}

void room_broadcast(Room *r)
{
    YsBuf b = {0};
    room_json(r, &b);
    for (int i = 0; i < r->nseats; i++)
        if (r->seat[i].conn) conn_send(r->seat[i].conn, b.s, b.n);
    ys_buf_free(&b);
}

/* The seat's view, then its legal moves when it is to move and plays. */
void room_send_view(Room *r, int seat, YsBuf *b)
{
    Conn *c = r->seat[seat].conn;
    const YsGame *g = &r->match->g;
    ys_buf_printf(b, "{\"type\":\"view\",\"seq\":%d,\"view\":", r->match->nlog);
    ys_json_view(g, seat, b);
    if (c->state) {                    /* the same view as the engine's exact text (codec.c): base64url, no escapes */
        static _Thread_local YsView v; /* the loop's thread only (one a hosted server) */
        ys_view(g, seat, &v);
        ys_buf_printf(b, ",\"state\":\"");
        ys_view_encode(&v, b);
        ys_buf_printf(b, "\"");
    }
    if (ys_over(g)) {
        ys_buf_printf(b, ",\"over\":true,\"result\":");
        ys_json_result(g, b);
        /* the whole game, now that nothing in it is secret: its game code
         * (gamecode.h), each seat's kind as the desktop game counts it (0 a
         * player, a bot's level from 1) */
        int kinds[YS_MAX_HUMANS] = {0};
        for (int i = 0; i < r->nseats && i < YS_MAX_HUMANS; i++)
            kinds[i] = r->seat[i].kind == SEAT_BOT ? r->seat[i].level + 1 : 0;
        YsBuf code = {0};
        if (ys_code_encode(r->match, kinds, &code) == 0) ys_buf_printf(b, ",\"code\":\"%s\"", code.s);
        ys_buf_free(&code);
    }
    ys_buf_printf(b, "}");
    room_send_buf(c, b);
    if (!ys_over(g) && ys_to_move(g) == seat && !r->seat[seat].stand_in) {
        ys_buf_printf(b, "{\"type\":\"legal\",\"seq\":%d,\"moves\":", r->match->nlog);
        ys_json_legal(g, b);
        ys_buf_printf(b, "}");
        room_send_buf(c, b);
    }
}

/* What move number n (from 0) set off, as seat sees it. */
void room_send_events(Conn *c, const YsGame *after, const YsEventLog *ev, int n, int mover, int seat, const char *text,
                      YsBuf *b)
{
    static _Thread_local YsEventLog mine; /* the loop's thread only (one a hosted server) */
    YsView v;
    mine = *ev;
    ys_events_view(&mine, seat);
    ys_view(after, seat, &v);
    ys_buf_printf(b, "{\"type\":\"events\",\"seq\":%d,\"seat\":%d,", n + 1, mover);
    if (mover == seat) { /* the move's text may name hidden values: its player's alone */
        char q[200];
        jmsg_quote(text, q, sizeof q);
        ys_buf_printf(b, "\"move\":%s,", q);
    }
    ys_buf_printf(b, "\"events\":");
    ys_json_events(&v, &mine, b);
    if (c->state) {
        ys_buf_printf(b, ",\"state\":\"");
        ys_events_encode(&mine, b);
        ys_buf_printf(b, "\"");
    }
    ys_buf_printf(b, "}");
    room_send_buf(c, b);
}
