/* room.c - rooms and the protocol's messages (docs/online-protocol.md): the
 * server holds each room's game, checks every move with the engine's legal
 * list for the seat that sent it, commits it to the store, and only then
 * sends each seat its own events, its own view and, on its turn, its legal
 * moves. Runs on the event loop only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>
#include <openssl/rand.h>

#include "invite.h"
#include "jmsg.h"
#include "plat.h"
#include "server.h"
#include "ys/gamecode.h"
#include "ys/die.h"

static void send_joined(Conn *c, Room *r, int seat, const char *token);

void room_rand_bytes(unsigned char *b, int n)
{
    if (RAND_bytes(b, n) != 1) {
        ys_die("the system gives no random bytes");
    }
}

static void token_hash(const char *token, char *hex)
{
    unsigned char md[32];
    unsigned n = 0;
    EVP_Digest(token, strlen(token), md, &n, EVP_sha256(), NULL);
    for (unsigned i = 0; i < 32; i++)
        sprintf(hex + 2 * i, "%02x", md[i]);
}

static void new_token(char *token, char *hash)
{
    unsigned char b[SRV_TOKEN_LEN / 2];
    room_rand_bytes(b, sizeof b);
    for (size_t i = 0; i < sizeof b; i++)
        sprintf(token + 2 * i, "%02x", b[i]);
    token_hash(token, hash);
}

static void new_invite(char *inv)
{
    unsigned char b[SRV_INVITE_LEN];
    room_rand_bytes(b, sizeof b);
    for (int i = 0; i < SRV_INVITE_LEN; i++)
        inv[i] = SRV_ALPHABET[b[i] & 31];
    inv[SRV_INVITE_LEN] = 0;
}

/* An invite as typed, read as every screen and tool reads it (ys_net's
 * net_code_norm: dashes and spaces dropped, case ignored, O read as 0 and
 * I, L as 1). 0, or -1 when it cannot be one. */
_Static_assert(SRV_INVITE_LEN == NET_CODE_LEN && sizeof SRV_ALPHABET == sizeof NET_ALPHABET, "one invite format");
static int invite_norm(const char *in, char *out) { return net_code_norm(in, out); }

static Room *room_by_invite(Server *srv, const char *inv)
{
    for (Room *r = srv->rooms; r; r = r->next)
        if (!strcmp(r->invite, inv)) return r;
    return NULL;
}

static Room *room_by_id(Server *srv, int64_t id)
{
    for (Room *r = srv->rooms; r; r = r->next)
        if (r->id == id) return r;
    return NULL;
}

/* Checks, commits, applies and tells a move by seat; 0, or -1 with the
 * error sent to c (when given) and the room unchanged. */
int room_play(Server *srv, Room *r, int seat, const YsMove *m, Conn *c)
{
    YsMatch *mt = r->match;
    if (!ys_is_legal(&mt->g, m)) {
        if (c) conn_error(c, "illegal", "that move is not legal now", 0);
        return -1;
    }
    char text[YS_MOVE_TEXT];
    ys_move_format(&mt->g, m, text, sizeof text);
    int64_t last = r->last_at;
    if (room_batch(srv, r) || (r->last_at = srv_wall(), store_move(srv->store, r, mt->nlog, text))) {
        r->last_at = last;
        if (c) conn_error(c, "store", "the server could not save the move; try again", 0);
        if (!srv->failing) srv_log("room %lld: cannot save move %d", (long long)r->id, mt->nlog + 1);
        return -1;
    }
    if (ys_match_play(mt, m)) { /* legal a moment ago: cannot happen */
        srv_log("room %lld: move %d refused after its commit", (long long)r->id, mt->nlog + 1);
        ys_die("room %lld: move %d refused after its commit", (long long)r->id, mt->nlog + 1);
    }
    srv->moves++;
    YsBuf b = {0};
    for (int i = 0; i < r->nseats; i++)
        if (r->seat[i].conn) {
            room_send_events(r->seat[i].conn, &mt->g, &mt->last, mt->nlog - 1, seat, i, text, &b);
            room_send_view(r, i, &b);
        }
    ys_buf_free(&b);
    if (ys_over(&mt->g) && !r->over_logged) {
        YsResult res;
        ys_result(&mt->g, &res);
        r->over_logged = 1;
        srv_log("room %lld: game over after %d moves, won by seat %d with %d gold", (long long)r->id, mt->nlog,
                res.winners[0], res.score[res.winners[0]]);
        room_broadcast(r);
    }
    return 0;
}

static void send_joined(Conn *c, Room *r, int seat, const char *token)
{
    char line[400];
    int n = snprintf(line, sizeof line, "{\"type\":\"joined\",\"room\":\"%s\",\"seat\":%d,\"host\":%s%s%s%s}",
                     r->invite, seat, seat == 0 ? "true" : "false", token ? ",\"token\":\"" : "", token ? token : "",
                     token ? "\"" : "");
    conn_send(c, line, (size_t)n);
}

typedef struct {
    Room *r;
    int bad;
} SeatsUd;

static int seat_each(int i, const char *s, void *ud)
{
    SeatsUd *u = ud;
    if (i >= YS_MAX_HUMANS) return -1;
    Seat *t = &u->r->seat[i];
    if (!strcmp(s, "human")) {
        t->kind = SEAT_HUMAN;
        t->level = AI_MEDIUM; /* the stand-in's level, until the host names one */
    } else if (!strncmp(s, "bot:", 4) && ai_level_parse(s + 4) >= 0) {
        t->kind = SEAT_BOT;
        t->level = ai_level_parse(s + 4);
    } else {
        u->bad = 1;
        return -1;
    }
    return 0;
}

/* Opens room r (its seats' kinds and count set) with options o for c, its
 * host in seat 0, as create answers: joined with the token, room, view and
 * legal; a bot to move starts. On a failure r is freed and c told why. */
static Room *room_open(Server *srv, Conn *c, const YsOptions *o, Room *r)
{
    int n = r->nseats;
    char err[200];
    r->match = calloc(1, sizeof *r->match);
    if (!r->match) ys_die("out of memory (a room's game)");
    if (ys_match_new(r->match, o, err, sizeof err)) {
        free(r->match);
        free(r);
        conn_error(c, "bad_options", err, 0);
        return NULL;
    }
    ys_options_format(o, r->options, sizeof r->options);
    do
        new_invite(r->invite);
    while (room_by_invite(srv, r->invite) || room_aside_by_invite(srv, r->invite));
    char token[SRV_TOKEN_LEN + 1];
    for (int i = 0; i < n; i++) {
        char tok[SRV_TOKEN_LEN + 1];
        new_token(tok, r->seat[i].token_hash); /* every seat gets a secret, a bot's unused */
        if (i == 0) memcpy(token, tok, sizeof tok);
    }
    r->seat[0].joined = 1;
    r->last_at = srv_wall();
    if (room_batch(srv, NULL) || store_room_new(srv->store, r)) {
        free(r->match);
        free(r);
        conn_error(c, "store", "the server could not save the room", 0);
        return NULL;
    }
    room_batch_made(srv, r); /* taken away again if its batch is lost */
    room_add(srv, r);
    char kinds[100] = "";
    for (int i = 0, k = 0; i < n; i++) {
        char s[32];
        k += snprintf(kinds + k, sizeof kinds - (size_t)k, "%s%s", i ? ", " : "",
                      room_seat_kind(&r->seat[i], s, sizeof s));
    }
    srv_log("room %lld created: %d seats (%s)", (long long)r->id, n, kinds);
    room_attach(srv, r, 0, c);
    send_joined(c, r, 0, token);
    room_broadcast(r);
    YsBuf b = {0};
    room_send_view(r, 0, &b);
    ys_buf_free(&b);
    room_kick_bot(srv, r);
    return r;
}

/* The optional name of create, join and resume into out (SRV_NAME_MAX + 1
 * bytes), its leading and trailing spaces dropped: 1 when the message has
 * none, 0 when read, -1 (bad_name sent to c) when it is not a string of 1
 * to SRV_NAME_MAX bytes of UTF-8 without a control character. */
static int read_name(Conn *c, const Jmsg *m, char *out)
{
    char raw[256];
    if (!jmsg_get(m, "name")) return 1;
    char *s = raw;
    size_t n = 0;
    if (!jmsg_str(m, "name", raw, sizeof raw) && jmsg_text_ok(raw)) {
        while (*s == ' ')
            s++;
        n = strlen(s);
        while (n && s[n - 1] == ' ')
            n--;
    }
    if (n < 1 || n > SRV_NAME_MAX) {
        conn_error(c, "bad_name",
                   "a name is a string of 1 to 24 bytes of UTF-8 (spaces around it dropped), no control character", 0);
        return -1;
    }
    memcpy(out, s, n);
    out[n] = 0;
    return 0;
}

static void on_create(Server *srv, Conn *c, const Jmsg *m)
{
    char opt[512] = "", err[200];
    if (c->room) return conn_error(c, "in_room", "this connection already sits in a room", 0);
    if (srv->nrooms >= srv->cfg.max_rooms) return conn_error(c, "full", "the server holds as many rooms as it may", 0);
    if (jmsg_get(m, "options") && jmsg_str(m, "options", opt, sizeof opt))
        return conn_error(c, "bad_message", "options is a string of key=value words", 0);
    char name[SRV_NAME_MAX + 1] = "";
    if (read_name(c, m, name) < 0) return;
    YsOptions o;
    ys_options_default(&o);
    int seeded = 0;
    char tmp[512];
    snprintf(tmp, sizeof tmp, "%s", opt);
    for (char *save = NULL, *kv = strtok_r(tmp, " ", &save); kv; kv = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq) return conn_error(c, "bad_options", "options are key=value words", 0);
        *eq = 0;
        /* a deal the host chose is a deal the host knows */
        if (!srv->cfg.fixed_deals &&
            (!strcmp(kv, "seed") || !strcmp(kv, "order") || !strcmp(kv, "ships") || !strcmp(kv, "characters")))
            return conn_error(c, "bad_options", "the server deals: seed, order, ships and characters are not chosen",
                              0);
        if (ys_options_set(&o, kv, eq + 1, err, sizeof err)) return conn_error(c, "bad_options", err, 0);
        seeded |= !strcmp(kv, "seed");
    }
    if (!seeded) room_rand_bytes((unsigned char *)&o.seed, sizeof o.seed);
    if (ys_options_check(&o, err, sizeof err)) return conn_error(c, "bad_options", err, 0);
    Room *r = calloc(1, sizeof *r);
    if (!r) ys_die("out of memory (a room)");
    SeatsUd u = {r, 0};
    int n = jmsg_strings(m, "seats", seat_each, &u);
    if (n < 0 || n != o.players || r->seat[0].kind != SEAT_HUMAN) {
        free(r);
        return conn_error(c, "bad_seats",
                          "seats is a list of \"human\" or \"bot:LEVEL\", one per player, the first a human (you)", 0);
    }
    r->nseats = n;
    memcpy(r->seat[0].name, name, sizeof name);
    room_open(srv, c, &o, r);
}

/* The refusal of one guess too many: when the next try comes back. */
static void rate_limited(Server *srv, Conn *c)
{
    char text[160];
    if (srv->cfg.guess_refill_s > 0)
        snprintf(text, sizeof text,
                 "too many wrong invites or tokens from this address; one more try comes back every %d s",
                 srv->cfg.guess_refill_s);
    else
        snprintf(text, sizeof text, "too many wrong invites or tokens from this address");
    conn_error(c, "rate_limited", text, 0);
}

/* The answer to a join or resume of a room set aside. */
static void damaged(Conn *c)
{
    conn_error(c, "damaged",
               "this room's stored game is damaged (it cannot be read whole, or its moves do not replay): the server "
               "keeps it aside, as it is",
               0);
}

/* One chat line of room r as every seat is sent it, into line (len bytes);
 * its length, or -1 when it does not fit. */
static int chat_line(const Room *r, int64_t n, int seat, int64_t at, const char *text, char *line, size_t len)
{
    char q[2 * SRV_CHAT_MAX + 3]; /* each byte escaped at most once */
    if (jmsg_quote(text, q, sizeof q) < 0) return -1;
    int k = snprintf(line, len, "{\"type\":\"chat\",\"room\":\"%s\",\"n\":%lld,\"seat\":%d,\"text\":%s,\"at\":%lld}",
                     r->invite, (long long)n, seat, q, (long long)at);
    return k > 0 && (size_t)k < len ? k : -1;
}

typedef struct {
    Conn *c;
    const Room *r;
} KeptUd;

static void send_kept_one(int64_t n, int seat, int64_t at, const char *text, void *arg)
{
    KeptUd *u = arg;
    char line[2 * SRV_CHAT_MAX + 200];
    int k = chat_line(u->r, n, seat, at, text, line, sizeof line);
    if (k > 0) conn_send(u->c, line, (size_t)k);
}

/* The room's kept chat lines, in order, to c (a seat coming in): the
 * conversation so far, before the game's catch-up. */
static void send_kept_chat(Server *srv, Room *r, Conn *c)
{
    KeptUd u = {c, r};
    if (r->chat_n && store_chat_each(srv->store, r->id, send_kept_one, &u))
        srv_log("room %lld: cannot read its chat", (long long)r->id);
}

static void on_join(Server *srv, Conn *c, const Jmsg *m)
{
    char raw[64], inv[SRV_INVITE_LEN + 1];
    if (c->room) return conn_error(c, "in_room", "this connection already sits in a room", 0);
    if (!conn_may_guess(srv, c)) return rate_limited(srv, c);
    if (jmsg_str(m, "invite", raw, sizeof raw)) return conn_error(c, "bad_message", "join needs an invite string", 0);
    char name[SRV_NAME_MAX + 1] = "";
    if (read_name(c, m, name) < 0) return;
    Room *r = invite_norm(raw, inv) ? NULL : room_by_invite(srv, inv);
    if (!r && room_aside_by_invite(srv, inv)) return damaged(c);
    if (!r) {
        conn_guess_failed(srv, c);
        return conn_error(c, "bad_invite", "no room has that invite", 0);
    }
    int seat = -1;
    for (int i = 0; i < r->nseats && seat < 0; i++)
        if (r->seat[i].kind == SEAT_HUMAN && !r->seat[i].joined) seat = i;
    if (seat < 0) return conn_error(c, "room_full", "every human seat of that room is taken", 0);
    char token[SRV_TOKEN_LEN + 1];
    Seat *t = &r->seat[seat];
    Seat keep = *t;
    if (room_batch(srv, r)) return conn_error(c, "store", "the server could not save the seat", 0);
    new_token(token, t->token_hash);
    t->joined = 1;
    memcpy(t->name, name, sizeof name);
    if (store_seat(srv->store, r, seat)) {
        *t = keep;
        return conn_error(c, "store", "the server could not save the seat", 0);
    }
    srv_log("room %lld: seat %d joined", (long long)r->id, seat);
    room_attach(srv, r, seat, c);
    send_joined(c, r, seat, token);
    room_broadcast(r);
    send_kept_chat(srv, r, c);
    YsBuf b = {0};
    room_send_view(r, seat, &b);
    ys_buf_free(&b);
}

static void on_resume(Server *srv, Conn *c, const Jmsg *m)
{
    char raw[64], inv[SRV_INVITE_LEN + 1], token[80], hash[65];
    uint64_t since = 0;
    if (c->room) return conn_error(c, "in_room", "this connection already sits in a room", 0);
    if (!conn_may_guess(srv, c)) return rate_limited(srv, c);
    if (jmsg_str(m, "room", raw, sizeof raw) || jmsg_str(m, "token", token, sizeof token))
        return conn_error(c, "bad_message", "resume needs room and token strings", 0);
    /* an integer of any size is a since: one the room has not reached is
     * bad_since below, as for any past the room's seq */
    int has_since = jmsg_get(m, "since") != NULL, since_ok = has_since && !jmsg_uint(m, "since", YS_MAX_LOG, &since);
    if (has_since && !jmsg_is_int(m, "since")) return conn_error(c, "bad_message", "since is a move number", 0);
    char name[SRV_NAME_MAX + 1];
    int named = read_name(c, m, name);
    if (named < 0) return;
    Room *r = invite_norm(raw, inv) ? NULL : room_by_invite(srv, inv);
    if (!r && room_aside_by_invite(srv, inv)) return damaged(c);
    token_hash(token, hash);
    int seat = -1;
    for (int i = 0; r && i < r->nseats && seat < 0; i++)
        if (r->seat[i].kind == SEAT_HUMAN && r->seat[i].joined && !strcmp(r->seat[i].token_hash, hash)) seat = i;
    if (seat < 0) {
        conn_guess_failed(srv, c);
        return conn_error(c, "bad_token", "no seat of that room has that token", 0);
    }
    if ((has_since && !since_ok) || since > (uint64_t)r->match->nlog)
        return conn_error(c, "bad_since", "since is not a move of the room: below 0 or past its last", 0);
    Seat *t = &r->seat[seat];
    if (named == 0 && strcmp(t->name, name)) { /* a new name, kept before anyone is told */
        Seat keep = *t;
        if (room_batch(srv, r)) return conn_error(c, "store", "the server could not save the seat", 0);
        memcpy(t->name, name, sizeof name);
        if (store_seat(srv->store, r, seat)) {
            *t = keep;
            return conn_error(c, "store", "the server could not save the seat", 0);
        }
    }
    room_attach(srv, r, seat, c);
    srv_log("room %lld: seat %d back", (long long)r->id, seat);
    send_joined(c, r, seat, NULL);
    room_broadcast(r);
    send_kept_chat(srv, r, c);
    /* what it missed: the moves after since, replayed, each told as it saw it */
    YsBuf b = {0};
    if ((int)since < r->match->nlog) {
        YsMatch *re = malloc(sizeof *re);
        if (!re) ys_die("out of memory (a replay for a resume)");
        char e[100];
        ys_match_new(re, &r->match->g.opt, e, sizeof e);
        for (int k = 0; k < r->match->nlog; k++) {
            char text[YS_MOVE_TEXT];
            ys_move_format(&re->g, &r->match->log[k], text, sizeof text);
            int mover = ys_to_move(&re->g);
            ys_match_play(re, &r->match->log[k]);
            if (k >= (int)since) room_send_events(c, &re->g, &re->last, k, mover, seat, text, &b);
        }
        free(re);
    }
    room_send_view(r, seat, &b);
    ys_buf_free(&b);
}

/* An entry of the rooms message: its room and token strings. 0 or -1. */
static int rooms_entry(const Jmsg *e, char *raw, char *token)
{
    return jmsg_str(e, "room", raw, 64) || jmsg_str(e, "token", token, 80) ? -1 : 0;
}

static int rooms_check(int i, const Jmsg *e, void *ud)
{
    char raw[64], token[80];
    (void)ud;
    return i >= SRV_ROOMS_MAX || rooms_entry(e, raw, token) ? -1 : 0;
}

typedef struct {
    Server *srv;
    YsBuf *b;
    int wrong;
} RoomsUd;

/* One entry of the answer: the room as asked, then its figures for the
 * token's seat or the error. */
static int rooms_answer(int i, const Jmsg *e, void *arg)
{
    RoomsUd *u = arg;
    char raw[64], token[80], inv[SRV_INVITE_LEN + 1], hash[65], q[2 * 64 + 3];
    rooms_entry(e, raw, token); /* rooms_check read them */
    jmsg_quote(raw, q, sizeof q);
    ys_buf_printf(u->b, "%s{\"room\":%s,", i ? "," : "", q);
    Room *r = invite_norm(raw, inv) ? NULL : room_by_invite(u->srv, inv);
    token_hash(token, hash);
    int seat = -1;
    for (int k = 0; r && k < r->nseats && seat < 0; k++)
        if (r->seat[k].kind == SEAT_HUMAN && r->seat[k].joined && !strcmp(r->seat[k].token_hash, hash)) seat = k;
    if (seat < 0) {
        u->wrong = 1;
        ys_buf_printf(u->b, "\"error\":\"bad_token\"}");
        return 0;
    }
    const YsGame *g = &r->match->g;
    char opt[sizeof r->options];
    room_public_options(r, opt, sizeof opt);
    ys_buf_printf(
        u->b, "\"seat\":%d,\"seq\":%d,\"to_move\":%d,\"over\":%s,\"last\":%lld,\"options\":\"%s\",\"seats\":", seat,
        r->match->nlog, ys_over(g) ? -1 : ys_to_move(g), ys_over(g) ? "true" : "false", (long long)r->last_at, opt);
    room_seats_json(r, u->b);
    if (ys_over(g)) {
        ys_buf_printf(u->b, ",\"result\":");
        ys_json_result(g, u->b);
    }
    ys_buf_printf(u->b, "}");
    return 0;
}

/* A room's figures for each room and token asked, without taking the seat:
 * its holder is not replaced and nobody is told. However many entries are
 * wrong, the message counts as one wrong guess. */
static void on_rooms(Server *srv, Conn *c, const Jmsg *m)
{
    if (c->room) return conn_error(c, "in_room", "ask for rooms' figures from a connection in no room", 0);
    if (jmsg_objects(m, "rooms", rooms_check, NULL) < 0)
        return conn_error(c, "bad_message", "rooms is a list of at most 32 objects, each with room and token strings",
                          0);
    if (!conn_may_guess(srv, c)) return rate_limited(srv, c);
    YsBuf b = {0};
    RoomsUd u = {srv, &b, 0};
    ys_buf_printf(&b, "{\"type\":\"rooms\",\"rooms\":[");
    jmsg_objects(m, "rooms", rooms_answer, &u);
    ys_buf_printf(&b, "]}");
    if (u.wrong) conn_guess_failed(srv, c);
    conn_send(c, b.s, b.n);
    ys_buf_free(&b);
}

static void on_move(Server *srv, Conn *c, const Jmsg *m)
{
    Room *r = c->room;
    uint64_t seq, seat;
    char text[256], err[200];
    if (!r) return conn_error(c, "not_in_room", "join or resume a room first", 0);
    if (jmsg_str(m, "move", text, sizeof text) || jmsg_uint(m, "seq", YS_MAX_LOG, &seq))
        return conn_error(c, "bad_message", "move needs a move string and the seq it answers", 0);
    if (jmsg_get(m, "seat") && (jmsg_uint(m, "seat", 8, &seat) || (int)seat != c->seat))
        return conn_error(c, "not_your_seat", "a connection plays for its own seat only", 0);
    const YsGame *g = &r->match->g;
    if (ys_over(g)) return conn_error(c, "over", "the game is over", 0);
    if ((int)seq != r->match->nlog)
        return conn_error(c, "stale", "that seq is not the room's last: the move was played already or is out of date",
                          0);
    if (ys_to_move(g) != c->seat) return conn_error(c, "not_your_turn", "it is another seat's turn", 0);
    if (r->seat[c->seat].stand_in)
        return conn_error(c, "bot_plays", "a bot plays this seat: send reclaim to take it back first", 0);
    YsMove mv;
    if (ys_move_parse(g, text, &mv, err, sizeof err)) return conn_error(c, "illegal", err, 0);
    room_play(srv, r, c->seat, &mv, c);
    room_kick_bot(srv, r);
}

static void on_takeover(Server *srv, Conn *c, const Jmsg *m)
{
    Room *r = c->room;
    uint64_t seat;
    char lv[32] = "medium";
    if (!r) return conn_error(c, "not_in_room", "join or resume a room first", 0);
    if (c->seat != 0) return conn_error(c, "not_host", "only the host (seat 0) may give a seat to a bot", 0);
    const JmsgField *now = jmsg_get(m, "now");
    if (jmsg_uint(m, "seat", 8, &seat) || (jmsg_get(m, "level") && jmsg_str(m, "level", lv, sizeof lv)) ||
        ai_level_parse(lv) < 0 || (now && now->kind != JMSG_BOOL))
        return conn_error(c, "bad_message", "takeover needs a seat number and may name a level and say now (a boolean)",
                          0);
    int at_once = now && now->vallen == 4; /* true: the host chose it, so no grace protects the seat */
    if ((int)seat >= r->nseats || r->seat[seat].kind != SEAT_HUMAN || (int)seat == c->seat)
        return conn_error(c, "bad_seat", "that is not another human's seat", 0);
    Seat *t = &r->seat[seat];
    if (t->stand_in) return conn_error(c, "bad_seat", "a bot plays that seat already", 0);
    if (t->conn) return conn_error(c, "seat_busy", "that seat's player is connected", 0);
    if (t->joined && !at_once && srv_now() - t->left_at < srv->cfg.grace_s)
        return conn_error(c, "grace", "that seat's player may still come back: wait for the grace period", 0);
    Seat keep = *t;
    if (room_batch(srv, r)) return conn_error(c, "store", "the server could not save the seat", 0);
    t->stand_in = 1;
    t->level = ai_level_parse(lv);
    if (store_seat(srv->store, r, (int)seat)) {
        *t = keep;
        return conn_error(c, "store", "the server could not save the seat", 0);
    }
    srv_log("room %lld: a bot (%s) took seat %d%s", (long long)r->id, lv, (int)seat, at_once ? " (now)" : "");
    room_broadcast(r);
    room_kick_bot(srv, r);
}

/* The host of a finished room opens a new one: the same options (a new
 * deal) and seat kinds. The host moves to it as if it had sent create;
 * every other connected seat is told the new invite by rematch and leaves
 * the old room, so the same connection may join the new one. */
static void on_rematch(Server *srv, Conn *c)
{
    Room *old = c->room;
    if (!old) return conn_error(c, "not_in_room", "join or resume a room first", 0);
    if (c->seat != 0) return conn_error(c, "not_host", "only the host (seat 0) may ask for a rematch", 0);
    if (!ys_over(&old->match->g)) return conn_error(c, "not_over", "a rematch follows the end of the game", 0);
    if (srv->nrooms >= srv->cfg.max_rooms) return conn_error(c, "full", "the server holds as many rooms as it may", 0);
    /* the old room's seats are moved to the new one: put back with it if
     * the batch that makes it is lost */
    if (room_batch(srv, old)) return conn_error(c, "store", "the server could not save the room", 0);
    YsOptions o = old->match->g.opt; /* the same game, dealt anew */
    room_rand_bytes((unsigned char *)&o.seed, sizeof o.seed);
    memset(o.order, 0, sizeof o.order);
    o.nships = 0;
    memset(o.nchars, 0, sizeof o.nchars);
    Room *r = calloc(1, sizeof *r);
    if (!r) ys_die("out of memory (a room)");
    r->nseats = old->nseats;
    for (int i = 0; i < old->nseats; i++) {
        r->seat[i].kind = old->seat[i].kind;
        r->seat[i].level = old->seat[i].kind == SEAT_BOT ? old->seat[i].level : AI_MEDIUM;
    }
    /* the host sits in seat 0 again, by its name */
    memcpy(r->seat[0].name, old->seat[0].name, sizeof r->seat[0].name);
    old->seat[0].conn = NULL; /* the host leaves the old room for the new */
    old->seat[0].left_at = srv_now();
    c->room = NULL;
    c->seat = -1;
    if (!room_open(srv, c, &o, r)) { /* c was told why; it stays in the old room */
        old->seat[0].conn = c;
        old->seat[0].left_at = 0;
        c->room = old;
        c->seat = 0;
        return;
    }
    srv_log("room %lld: rematch as room %lld", (long long)old->id, (long long)r->id);
    char line[200];
    int n =
        snprintf(line, sizeof line, "{\"type\":\"rematch\",\"room\":\"%s\",\"invite\":\"%s\"}", old->invite, r->invite);
    for (int i = 1; i < old->nseats; i++) {
        Conn *o2 = old->seat[i].conn;
        if (!o2) continue;
        conn_send(o2, line, (size_t)n);
        old->seat[i].conn = NULL;
        old->seat[i].left_at = srv_now();
        o2->room = NULL;
        o2->seat = -1;
    }
}

/* A chat line from c's seat to every connected seat of its room (the
 * sender's too), kept with the room and committed as a move is. */
static void on_chat(Server *srv, Conn *c, const Jmsg *m)
{
    Room *r = c->room;
    char text[SRV_CHAT_MAX + 2];
    if (!r) return conn_error(c, "not_in_room", "join or resume a room first", 0);
    if (jmsg_str(m, "text", text, sizeof text) || !text[0] || strlen(text) > SRV_CHAT_MAX || !jmsg_text_ok(text))
        return conn_error(c, "bad_chat", "a chat line is a text of 1 to 200 bytes of UTF-8, no control character", 0);
    Seat *t = &r->seat[c->seat];
    long long now = plat_now_ms(), window = (long long)srv->cfg.chat_window_s * 1000;
    /* the oldest of its last SRV_CHAT_BURST lines, when it has said that many */
    int at = t->chat_said % SRV_CHAT_BURST;
    if (window > 0 && t->chat_said >= SRV_CHAT_BURST && now - t->chat_at[at] < window) {
        char why[120];
        snprintf(why, sizeof why, "at most %d chat lines in %d s; wait a moment", SRV_CHAT_BURST,
                 srv->cfg.chat_window_s);
        return conn_error(c, "chat_limited", why, 0);
    }
    int64_t n = r->chat_n + 1, wall = srv_wall();
    if (room_batch(srv, r) || store_chat(srv->store, r, n, c->seat, wall, text))
        return conn_error(c, "store", "the server could not save the chat line; try again", 0);
    r->chat_n = n;
    t->chat_at[at] = now;
    t->chat_said++;
    char line[2 * SRV_CHAT_MAX + 200];
    int k = chat_line(r, n, c->seat, wall, text, line, sizeof line);
    for (int i = 0; k > 0 && i < r->nseats; i++)
        if (r->seat[i].conn) conn_send(r->seat[i].conn, line, (size_t)k);
}

static void on_reclaim(Server *srv, Conn *c)
{
    Room *r = c->room;
    if (!r) return conn_error(c, "not_in_room", "join or resume a room first", 0);
    Seat *t = &r->seat[c->seat];
    if (!t->stand_in) return conn_error(c, "bad_seat", "no bot plays your seat", 0);
    if (room_batch(srv, r)) return conn_error(c, "store", "the server could not save the seat", 0);
    t->stand_in = 0;
    if (store_seat(srv->store, r, c->seat)) {
        t->stand_in = 1;
        return conn_error(c, "store", "the server could not save the seat", 0);
    }
    if (r->job && r->job->seat == c->seat) room_cancel_bot(r);
    srv_log("room %lld: seat %d reclaimed from its bot", (long long)r->id, c->seat);
    room_broadcast(r);
    YsBuf b = {0};
    room_send_view(r, c->seat, &b);
    ys_buf_free(&b);
}

void room_message(Server *srv, Conn *c, const char *line, size_t len)
{
    Jmsg m;
    char err[200], type[32];
    if (jmsg_parse(&m, line, len, err, sizeof err)) return conn_error(c, "bad_json", err, 0);
    if (jmsg_str(&m, "type", type, sizeof type))
        return conn_error(c, "bad_message", "a message needs a type string", 0);
    if (!c->hello) {
        uint64_t v;
        if (strcmp(type, "hello")) return conn_error(c, "no_hello", "the first message is hello", 1);
        if (jmsg_uint(&m, "version", 1000000, &v) || v != SRV_PROTOCOL_VERSION)
            return conn_error(c, "version", "this server speaks version 1 of the protocol", 1);
        c->hello = 1;
        const JmsgField *st = jmsg_get(&m, "state");
        c->state = st && st->kind == JMSG_BOOL && st->vallen == 4; /* true */
        char out[200];
        int n = snprintf(out, sizeof out,
                         "{\"type\":\"welcome\",\"version\":%d,\"server\":\"ys-server " YS_SERVER_VERSION "\"}",
                         SRV_PROTOCOL_VERSION);
        conn_send(c, out, (size_t)n);
        return;
    }
    if (!strcmp(type, "hello")) return conn_error(c, "bad_message", "hello was said already", 0);
    if (!strcmp(type, "create")) return on_create(srv, c, &m);
    if (!strcmp(type, "join")) return on_join(srv, c, &m);
    if (!strcmp(type, "resume")) return on_resume(srv, c, &m);
    if (!strcmp(type, "move")) return on_move(srv, c, &m);
    if (!strcmp(type, "takeover")) return on_takeover(srv, c, &m);
    if (!strcmp(type, "reclaim")) return on_reclaim(srv, c);
    if (!strcmp(type, "chat")) return on_chat(srv, c, &m);
    if (!strcmp(type, "rooms")) return on_rooms(srv, c, &m);
    if (!strcmp(type, "rematch")) return on_rematch(srv, c);
    if (!strcmp(type, "ping")) return conn_send(c, "{\"type\":\"pong\"}", 15);
    if (!strcmp(type, "ack")) return; /* the client's last seq: resume's since carries it */
    if (!strcmp(type, "leave")) {
        room_conn_gone(srv, c); /* first: the bye is about no room, never dropped with a lost batch */
        conn_send(c, "{\"type\":\"bye\"}", 14);
        return conn_close_later(c);
    }
    conn_error(c, "bad_message", "unknown message type", 0);
}

/* --- for rollback.c ------------------------------------------------------- */

Room *room_find(Server *srv, int64_t id) { return room_by_id(srv, id); }

void room_send(Conn *c)
{
    Room *r = c->room;
    if (c->told != r->id) send_joined(c, r, c->seat, NULL);
    YsBuf b = {0};
    room_json(r, &b);
    conn_send(c, b.s, b.n);
    b.n = 0;
    room_send_view(r, c->seat, &b);
    ys_buf_free(&b);
}
