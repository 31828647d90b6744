/* life.c - a room's life beside its messages (room.c): its bots asked and
 * their moves played, its seats' connections coming and going, rooms added
 * (made, or loaded from the store), old rooms removed, all freed at the
 * close. Runs on the event loop only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"
#include "ys/die.h"

static int bot_plays(const Room *r, int seat) { return r->seat[seat].kind == SEAT_BOT || r->seat[seat].stand_in; }

void room_kick_bot(Server *srv, Room *r)
{
    const YsGame *g = &r->match->g;
    if (r->job || ys_over(g)) return;
    int seat = ys_to_move(g);
    if (seat < 0 || seat >= r->nseats || !bot_plays(r, seat)) return;
    BotJob *j = calloc(1, sizeof *j);
    if (!j) ys_die("out of memory (a bot's job)");
    j->room_id = r->id;
    j->seat = seat;
    j->n = r->match->nlog;
    ys_view(g, seat, &j->view);
    j->prm.level = (AiLevel)r->seat[seat].level;
    j->prm.threads = 1; /* the pool is the bound on threads */
    room_rand_bytes((unsigned char *)&j->prm.seed, sizeof j->prm.seed);
    atomic_init(&j->cancel, 0);
    r->job = j;
    bots_submit(srv->bots, j);
}

void room_kick_bots(Server *srv)
{
    for (Room *r = srv->rooms; r; r = r->next)
        room_kick_bot(srv, r);
}

void room_bot_done(BotJob *j, void *arg)
{
    Server *srv = arg;
    Room *r = room_find(srv, j->room_id);
    if (r && r->job == j && srv->closing) r->job = NULL; /* the server stops: the move is not played */
    if (r && r->job == j) {
        r->job = NULL;
        /* still its turn, still a bot's seat, nothing played meanwhile */
        if (j->rc == 0 && r->match->nlog == j->n && bot_plays(r, j->seat) && ys_to_move(&r->match->g) == j->seat)
            room_play(srv, r, j->seat, &j->move, NULL);
        room_kick_bot(srv, r);
    }
    free(j);
}

void room_cancel_bot(Room *r)
{
    if (r->job) {
        atomic_store(&r->job->cancel, 1);
        r->job = NULL; /* its answer, when it comes, finds no room waiting for it */
    }
}

void room_attach(Server *srv, Room *r, int seat, Conn *c)
{
    Seat *t = &r->seat[seat];
    if (t->conn && t->conn != c) { /* the same player again: the newer connection wins */
        Conn *old = t->conn;
        old->room = NULL;
        old->seat = -1;
        t->conn = NULL;
        conn_error(old, "replaced", "this seat was taken up by a newer connection with its token", 1);
    }
    (void)srv;
    t->conn = c;
    t->left_at = 0;
    c->room = r;
    c->seat = seat;
}

void room_conn_gone(Server *srv, Conn *c)
{
    for (int i = 0; i < srv->nundo; i++) /* the batch no longer puts it back in a seat */
        for (int k = 0; k < YS_MAX_HUMANS; k++)
            if (srv->undo[i].seat[k].conn == c) srv->undo[i].seat[k].conn = NULL;
    Room *r = c->room;
    if (!r) return;
    Seat *t = &r->seat[c->seat];
    if (t->conn == c) {
        t->conn = NULL;
        t->left_at = srv_now();
        srv_log("room %lld: seat %d left", (long long)r->id, c->seat);
        c->room = NULL;
        room_broadcast(r);
    }
    c->room = NULL;
}

void room_add(Server *srv, Room *r)
{
    r->next = srv->rooms;
    srv->rooms = r;
    srv->nrooms++;
}

int room_loaded(Room *r, void *srv)
{
    r->over_logged = ys_over(&r->match->g);
    room_add(srv, r);
    return 0;
}

void room_free_all(Server *srv)
{
    room_batch_free(srv); /* the rooms a batch removed, the rooms set aside */
    while (srv->rooms) {
        Room *r = srv->rooms;
        srv->rooms = r->next;
        room_cancel_bot(r);
        free(r->match);
        free(r);
    }
}

int room_expire(Server *srv)
{
    int64_t now = srv_wall(), keep = (int64_t)srv->cfg.keep_days * 86400, idle = (int64_t)srv->cfg.idle_days * 86400;
    int n = 0;
    for (Room **p = &srv->rooms; *p;) {
        Room *r = *p;
        int connected = 0;
        for (int i = 0; i < r->nseats; i++)
            connected |= r->seat[i].conn != NULL;
        int old = ys_over(&r->match->g) ? now - r->last_at > keep : now - r->last_at > idle;
        if (!old || connected || room_batch(srv, r) || store_room_delete(srv->store, r->id)) {
            p = &r->next;
            continue;
        }
        *p = r->next;
        srv->nrooms--;
        room_cancel_bot(r);
        room_batch_removed(srv, r); /* freed once its removal is committed; back if the batch is lost */
        n++;
    }
    if (n)
        srv_log("removed %d rooms (finished over %d days ago, or no move for %d days)", n, srv->cfg.keep_days,
                srv->cfg.idle_days);
    return n;
}
