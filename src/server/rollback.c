/* rollback.c - the rooms of a batch the store lost, put back as they were
 * committed (room_batch notes each before the batch's first write into it;
 * room_batch_failed puts it back), and the rooms set aside because the
 * store cannot give them whole (room_aside): the half of room.c that is
 * about the store failing. Runs on the event loop only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"
#include "ys/die.h"

static void set_aside_now(Server *srv, Room *r);

static RoomUndo *undo_of(Server *srv, const Room *r)
{
    for (int i = 0; i < srv->nundo; i++)
        if (srv->undo[i].r == r) return &srv->undo[i];
    return NULL;
}

/* Notes r as it is now. */
static RoomUndo *undo_push(Server *srv, Room *r)
{
    if (srv->nundo == srv->capundo) {
        srv->capundo = srv->capundo ? 2 * srv->capundo : 16;
        srv->undo = realloc(srv->undo, (size_t)srv->capundo * sizeof *srv->undo);
        if (!srv->undo) ys_die("out of memory (the rooms a batch writes into)");
    }
    RoomUndo *u = &srv->undo[srv->nundo++];
    memset(u, 0, sizeof *u);
    u->r = r;
    u->nlog = r->match ? r->match->nlog : 0;
    u->over_logged = r->over_logged;
    u->last_at = r->last_at;
    u->chat_n = r->chat_n;
    memcpy(u->seat, r->seat, sizeof u->seat);
    return u;
}

int room_batch(Server *srv, Room *r)
{
    srv->writes++;
    if (conn_batch(srv)) return -1;
    if (r && !undo_of(srv, r)) undo_push(srv, r);
    return 0;
}

int room_in_batch(const Server *srv, int64_t id)
{
    for (int i = 0; id && i < srv->nundo; i++)
        if (srv->undo[i].r->id == id) return 1;
    return 0;
}

void room_drop(Room *r)
{
    room_cancel_bot(r);
    free(r->match);
    free(r);
}

void room_batch_done(Server *srv)
{
    for (int i = 0; i < srv->nundo; i++)
        if (srv->undo[i].gone) room_drop(srv->undo[i].r);
    srv->nundo = 0;
}

/* A room the lost batch made: its players are in no room again. */
static void undo_fresh(Server *srv, Room *r)
{
    for (int i = 0; i < r->nseats; i++)
        if (r->seat[i].conn) r->seat[i].conn->room = NULL, r->seat[i].conn->seat = -1;
    for (Room **p = &srv->rooms; *p; p = &(*p)->next)
        if (*p == r) {
            *p = r->next;
            srv->nrooms--;
            break;
        }
    srv_log("room %lld: not kept (its making was not committed)", (long long)r->id);
    room_drop(r);
}

/* A room the lost batch wrote into, as it was before: its game, its seats
 * and who sits in them (a player the batch seated in a seat it did not
 * keep is in no room; one it moved away, to a room it did not keep, is
 * back). */
static void undo_room(Server *srv, RoomUndo *u)
{
    Room *r = u->r;
    room_cancel_bot(r);
    if (r->match->nlog > u->nlog) {
        srv->moves -= (uint64_t)(r->match->nlog - u->nlog);
        if (ys_replay(r->match, u->nlog)) { /* its own moves, legal a moment ago: cannot happen */
            srv_log("room %lld: cannot replay its first %d moves", (long long)r->id, u->nlog);
            ys_die("room %lld: cannot replay its first %d moves", (long long)r->id, u->nlog);
        }
    }
    r->last_at = u->last_at;
    r->over_logged = u->over_logged;
    r->chat_n = u->chat_n; /* a chat line not kept was told nobody */
    for (int i = 0; i < r->nseats; i++) {
        Seat *t = &r->seat[i];
        const Seat *was = &u->seat[i];
        Conn *now = t->conn;
        t->kind = was->kind;
        t->level = was->level;
        t->stand_in = was->stand_in;
        t->joined = was->joined;
        memcpy(t->token_hash, was->token_hash, sizeof t->token_hash);
        memcpy(t->name, was->name, sizeof t->name);
        if (now && now != was->conn && !t->joined) { /* a join not kept */
            now->room = NULL;
            now->seat = -1;
            t->conn = NULL;
        }
        if (!t->conn && was->conn && !was->conn->closing && !was->conn->room) {
            t->conn = was->conn;
            t->left_at = was->left_at;
            was->conn->room = r;
            was->conn->seat = i;
        }
    }
    if (u->gone) { /* its removal was not kept either */
        u->gone = 0;
        room_add(srv, r);
    }
}

void room_batch_failed(Server *srv)
{
    for (int i = 0; i < srv->nundo; i++)
        if (srv->undo[i].fresh) undo_fresh(srv, srv->undo[i].r);
    for (int i = 0; i < srv->nundo; i++)
        if (!srv->undo[i].fresh) undo_room(srv, &srv->undo[i]);
    srv->nundo = 0;
    int64_t bad = store_damaged(srv->store);
    Room *r = bad ? room_find(srv, bad) : NULL;
    if (r) set_aside_now(srv, r);
}

void room_resync(Server *srv, Conn *c)
{
    (void)srv;
    if (c->room) room_send(c);
}
void room_batch_made(Server *srv, Room *r) { undo_push(srv, r)->fresh = 1; }

void room_batch_removed(Server *srv, Room *r) { undo_of(srv, r)->gone = 1; }

void room_batch_free(Server *srv)
{
    room_batch_done(srv);
    free(srv->undo);
    srv->undo = NULL;
    srv->nundo = srv->capundo = 0;
    free(srv->aside);
    srv->aside = NULL;
    srv->naside = srv->capaside = 0;
}

const struct Aside *room_aside_by_invite(const Server *srv, const char *inv)
{
    for (int i = 0; i < srv->naside; i++)
        if (!strcmp(srv->aside[i].invite, inv)) return &srv->aside[i];
    return NULL;
}

void room_aside(int64_t id, const char *invite, const char *why, void *arg)
{
    Server *srv = arg;
    srv_log("room %lld: %s: set aside (kept in the store as it is; its players are refused with 'damaged')",
            (long long)id, why);
    if (srv->naside == srv->capaside) {
        srv->capaside = srv->capaside ? 2 * srv->capaside : 16;
        srv->aside = realloc(srv->aside, (size_t)srv->capaside * sizeof *srv->aside);
        if (!srv->aside) ys_die("out of memory (the rooms set aside)");
    }
    struct Aside *a = &srv->aside[srv->naside++];
    a->id = id;
    snprintf(a->invite, sizeof a->invite, "%s", invite);
}

/* A room whose write found the store damaged: out of play, its players
 * told, set aside (its other rooms' writes no longer fail with it). */
static void set_aside_now(Server *srv, Room *r)
{
    for (int i = 0; i < r->nseats; i++) {
        Conn *c = r->seat[i].conn;
        if (!c) continue;
        c->room = NULL;
        c->seat = -1;
        r->seat[i].conn = NULL;
        conn_error(c, "damaged", "this room's stored game is damaged: the server keeps it aside", 0);
    }
    for (Room **p = &srv->rooms; *p; p = &(*p)->next)
        if (*p == r) {
            *p = r->next;
            srv->nrooms--;
            break;
        }
    room_aside(r->id, r->invite, "a write into it found the store damaged", srv);
    room_drop(r);
}
