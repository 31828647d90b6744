/* online.c - an online game as the game's source (source.h, ui_online.h):
 * the connection to a room server (src/net/online.c, on its own thread),
 * the room's messages turned into the moves told to the screen, each with
 * the events this seat may know and the view after it, and the screen's
 * move sent. The rooms this player sits in are kept by online_games.c, the
 * table's panel drawn by online_panel.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "invite.h"
#include "jmsg.h"
#include "online_room.h"
#ifdef YS_SERVER_HOST
#include "online_addr.h"
#endif
#include "ys/gamecode.h"

static const UiSourceOps online_ops;

const UiSourceOps *room_ops(void) { return &online_ops; }

UiOnline *ui_online_of(const UiSource *s) { return s && s->ops == &online_ops ? (UiOnline *)s : NULL; }

int ui_online_active(const UiApp *a) { return ui_online_of(a->ses.src) != NULL; }

/* The room of the game on screen, else of the one being opened. */
static UiOnline *room_of(const UiApp *a)
{
    UiOnline *o = ui_online_of(a->ses.src);
    return o ? o : ui_online_of(a->opening);
}

const char *ui_online_invite(const UiApp *a)
{
    const UiOnline *o = room_of(a);
    return o && o->in_room && o->link[0] ? o->link : NULL;
}

const char *ui_online_internet_invite(const UiApp *a)
{
#ifdef YS_SERVER_HOST
    const UiOnline *o = room_of(a);
    if (o && o->in_room && o->net_link[0]) return o->net_link;
#else
    (void)a;
#endif
    return NULL;
}

void ui_online_settle(void)
{
#ifdef YS_SERVER_HOST
    ys_upnp_settle(5000);
#endif
}

void ui_online_news(UiOnline *o, const char *msg)
{
    if (o->nnews == NEWS_MAX) memmove(o->news[0], o->news[1], sizeof o->news[0] * (NEWS_MAX - 1)), o->nnews--;
    snprintf(o->news[o->nnews++], sizeof o->news[0], "%s", msg);
}

static void drop_moves(UiOnline *o)
{
    for (int i = 0; i < o->nmoves; i++)
        free(o->moves[i].ev), free(o->moves[i].after);
    o->nmoves = o->told = 0;
}

/* ------------------------------------------------------------------ */
/* Connecting */

void room_open_conn(UiOnline *o, const char *first)
{
    o->conn = net_conn_open(o->host, o->port, o->fp, o->wake, o->wake_ud);
    if (o->conn) net_conn_send(o->conn, first);
}

/* The room's invite naming host (NULL: the one friends on this network use). */
static void format_link(const UiOnline *o, const char *host, char *out, size_t len)
{
    NetInvite inv;
    memset(&inv, 0, sizeof inv);
    snprintf(inv.host, sizeof inv.host, "%s", host ? host : o->share_host[0] ? o->share_host : o->host);
    inv.port = o->port;
    snprintf(inv.code, sizeof inv.code, "%s", o->room);
    snprintf(inv.sha256, sizeof inv.sha256, "%s", o->fp);
    if (net_invite_format(&inv, out, len) < 0) out[0] = 0;
}

void room_set_link(UiOnline *o)
{
    format_link(o, NULL, o->link, sizeof o->link);
#ifdef YS_SERVER_HOST
    o->net_link[0] = 0;
    if (o->hosting && o->up.state == YS_UPNP_MAPPED && o->up.external[0])
        format_link(o, o->up.external, o->net_link, sizeof o->net_link);
#endif
}

/* ", \"name\":\"...\"" for the player's name, or "". */
void room_name_field(const UiOnline *o, char *buf, size_t len)
{
    char q[80];
    buf[0] = 0;
    if (o->name[0] && jmsg_quote(o->name, q, sizeof q) > 0) snprintf(buf, len, ",\"name\":%s", q);
}

void room_send_resume(UiOnline *o, int since)
{
    char line[400], nm[100];
    room_name_field(o, nm, sizeof nm);
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":%d%s}", o->room,
             o->token, since, nm);
    room_open_conn(o, line);
}

const char *room_level_word(int level)
{
    static const char *const w[] = {"random", "easy", "medium", "hard", "expert"};
    return level >= 0 && level <= AI_EXPERT ? w[level] : "medium";
}

/* ------------------------------------------------------------------ */
/* The room's messages */

/* In a room message's seats array: seat s's object, as [start, end). */
static int seat_obj(const char *arr, size_t n, int s, const char **b, const char **e)
{
    char pat[24];
    snprintf(pat, sizeof pat, "{\"seat\":%d,", s);
    const char *p = arr;
    size_t plen = strlen(pat);
    for (; p + plen <= arr + n; p++)
        if (!memcmp(p, pat, plen)) break;
    if (p + plen > arr + n) return -1;
    const char *q = memchr(p, '}', (size_t)(arr + n - p));
    if (!q) return -1;
    *b = p, *e = q;
    return 0;
}

static int has(const char *b, const char *e, const char *kv)
{
    size_t k = strlen(kv);
    for (const char *p = b; p + k <= e; p++)
        if (!memcmp(p, kv, k)) return 1;
    return 0;
}

/* The name seat s goes by in the room's words: its player's, else its colour. */
static const char *seat_name(const UiOnline *o, int s)
{
    return s < o->nseats && o->seats[s].name[0] ? o->seats[s].name : ui_str((UiStrId)(S_PNAME_0 + s));
}

/* What changed for seat s between two room messages, told in the status
 * line: a player left or came back, a bot took a seat up. */
static void tell_seat(UiOnline *o, int s, const RoomSeat *was, const RoomSeat *now)
{
    const char *who = now->name[0] ? now->name : ui_str((UiStrId)(S_PNAME_0 + s));
    char msg[300];
    msg[0] = 0;
    if (!now->human || !o->started) return;
    if (s == o->seat && was->bot[0] && !now->bot[0]) /* taken back (reclaim) */
        snprintf(msg, sizeof msg, "%s", ui_str(S_ONLINE_YOURS_AGAIN));
    else if (s != o->seat && !was->bot[0] && now->bot[0])
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_BOT_TOOK), who);
    else if (was->connected && !now->connected && !now->bot[0] && o->is_host && !o->over)
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_LEFT_BOT), who, o->grace_s);
    else if (was->connected && !now->connected)
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_LEFT), who);
    else if (!was->connected && now->connected && was->joined && s != o->seat)
        snprintf(msg, sizeof msg, ui_str(S_ONLINE_BACK), who);
    if (msg[0]) ui_online_news(o, msg);
}

static void on_room(UiOnline *o, const Jmsg *m)
{
    const JmsgField *f = jmsg_get(m, "seats");
    if (!f || f->kind != JMSG_ARRAY) return;
    RoomSeat now[YS_MAX_HUMANS];
    int n = 0;
    for (int s = 0; s < YS_MAX_HUMANS; s++) {
        const char *b, *e;
        if (seat_obj(f->val, f->vallen, s, &b, &e)) break;
        RoomSeat *r = &now[s];
        memset(r, 0, sizeof *r);
        r->human = has(b, e, "\"kind\":\"human\"");
        r->joined = has(b, e, "\"joined\":true");
        r->connected = has(b, e, "\"connected\":true");
        const char *lv[] = {"random", "easy", "medium", "hard", "expert"};
        for (int k = 0; k < 5; k++) {
            char kv[40];
            snprintf(kv, sizeof kv, "\"bot\":\"%s\"", lv[k]);
            if (has(b, e, kv)) snprintf(r->bot, sizeof r->bot, "%s", lv[k]);
        }
        /* the name its player goes by: one object of the array, read alone */
        Jmsg one;
        char err[100];
        if (!jmsg_parse(&one, b, (size_t)(e - b + 1), err, sizeof err) &&
            jmsg_str(&one, "name", r->name, sizeof r->name))
            r->name[0] = 0;
        n++;
    }
    const JmsgField *ov = jmsg_get(m, "over");
    o->over = ov && ov->kind == JMSG_BOOL && ov->vallen == 4;
    for (int s = 0; s < n; s++) {
        RoomSeat *r = &now[s];
        int known = s < o->nseats;
        if (known) tell_seat(o, s, &o->seats[s], r);
        /* the grace counts from when this player saw the seat's player go
         * (or, coming in, from now: the server counts from its own start) */
        if (r->human && r->joined && !r->connected && !r->bot[0])
            r->gone_at = known && o->seats[s].gone_at ? o->seats[s].gone_at : o->now | 1u;
        r->try_at = r->gone_at ? r->gone_at + (uint32_t)o->grace_s * 1000u : 0;
        if (known && o->seats[s].gone_at == r->gone_at) r->try_at = o->seats[s].try_at;
    }
    memcpy(o->seats, now, sizeof now[0] * (size_t)n);
    o->nseats = n;
    /* this player is back in a seat a bot played while they were away: they
     * play it again (reclaim), once a connection */
    if (o->in_room && o->seat < n && o->seats[o->seat].bot[0] && o->seats[o->seat].human && !o->reclaimed && !o->over &&
        o->conn) {
        net_conn_send(o->conn, "{\"type\":\"reclaim\"}");
        o->reclaimed = 1;
    }
}

/* The host gives a seat whose player has been gone the grace to a bot (the
 * player takes it back by coming back); a refusal (the server's grace is
 * longer) is tried again a little later. */
static void host_takeovers(UiOnline *o)
{
    if (!o->is_host || o->over || !o->in_room || !o->started || !o->conn || net_conn_state(o->conn) != NET_UP) return;
    for (int s = 0; s < o->nseats; s++) {
        RoomSeat *r = &o->seats[s];
        if (s == o->seat || !r->gone_at || r->bot[0] || (int32_t)(o->now - r->try_at) < 0) continue;
        char line[100];
        snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d,\"level\":\"medium\"}", s);
        net_conn_send(o->conn, line);
        r->try_at = o->now + TAKEOVER_RETRY;
    }
}

/* A view from the server: the room's first (the game can be shown), the
 * one after the last move told, or a newer one with no move (a bot hands
 * the seat back). At the end it carries the whole game. */
static void on_view(UiOnline *o, const Jmsg *m, int seq)
{
    const JmsgField *st = jmsg_get(m, "state");
    if (!st || st->kind != JMSG_STRING || st->vallen < 2 || ys_view_decode(st->val + 1, st->vallen - 2, o->view)) {
        ui_online_news(o, ui_str(S_ONLINE_OLD));
        return;
    }
    o->view_seq = seq;
    if (!o->started) o->started = 1;
    /* the view after the last move told, unless a later one comes first */
    if (o->nmoves > o->told && o->moves[o->nmoves - 1].seq == seq && !o->moves[o->nmoves - 1].after) {
        YsView *v = malloc(sizeof *v);
        if (v) *v = *o->view, o->moves[o->nmoves - 1].after = v;
    }
    /* the end: the whole game, to keep in the history and replay */
    char code[8192];
    static YsMatch whole;
    if (ys_over(o->view) && !o->whole && !jmsg_str(m, "code", code, sizeof code) &&
        ys_code_decode(code, strlen(code), &whole, NULL) == YS_CODE_OK && whole.nlog == seq) {
        /* taken only if the seat's view of it is the one the server sent */
        static YsView mine;
        YsBuf shown = {0}, seen = {0};
        ys_view(&whole.g, o->seat, &mine);
        ys_view_encode(o->view, &shown);
        ys_view_encode(&mine, &seen);
        int same = shown.n == seen.n && shown.s && seen.s && !memcmp(shown.s, seen.s, shown.n);
        ys_buf_free(&shown), ys_buf_free(&seen);
        if (same && (o->whole = malloc(sizeof *o->whole)) != NULL) *o->whole = whole;
    }
    o->seq = seq;
    o->sent_seq = -1;
    /* My online games: the room when it begins, then now and then (each
     * write is a whole file flushed to the disk), and when the player goes */
    if (o->kept_seq < 0 || o->seq - o->kept_seq >= KEEP_EVERY || ys_over(o->view)) ui_online_keep(o);
}

static void on_events(UiOnline *o, const Jmsg *m, int seq)
{
    const JmsgField *st = jmsg_get(m, "state");
    uint64_t u;
    int mover = jmsg_uint(m, "seat", YS_MAX_SEATS - 1, &u) ? -1 : (int)u;
    YsEventLog *ev = malloc(sizeof *ev);
    if (!ev) return;
    if (!st || st->kind != JMSG_STRING || st->vallen < 2 || ys_events_decode(st->val + 1, st->vallen - 2, ev) ||
        o->nmoves == ROOM_MOVES_MAX || (o->nmoves && seq <= o->moves[o->nmoves - 1].seq)) {
        free(ev);
        if (!(o->nmoves && seq <= o->moves[o->nmoves - 1].seq)) ui_online_news(o, ui_str(S_ONLINE_OLD));
        return;
    }
    o->moves[o->nmoves++] = (RoomMove){seq, mover, seq <= o->quiet_to, ev, NULL};
}

static void on_chat(UiOnline *o, const Jmsg *m)
{
    uint64_t n, s, at = 0;
    char text[204];
    if (jmsg_uint(m, "n", 1u << 30, &n) || jmsg_uint(m, "seat", YS_MAX_HUMANS - 1, &s) ||
        jmsg_str(m, "text", text, sizeof text))
        return;
    jmsg_uint(m, "at", UINT32_MAX, &at);
    for (int i = 0; i < o->nchat; i++)
        if (o->chat[i].n == (int)n) return; /* told again on a resume */
    if (o->nchat == CHAT_MAX) memmove(&o->chat[0], &o->chat[1], sizeof o->chat[0] * (CHAT_MAX - 1)), o->nchat--;
    RoomChat *c = &o->chat[o->nchat++];
    c->n = (int)n, c->seat = (int)s, c->at = (int64_t)at;
    ui_utf8_clean(c->text, sizeof c->text, text); /* whole letters, none a font cannot draw */
    /* a friend's line, live: the status line says it too, where the eye is */
    if ((int)s != o->seat && o->started && (int)n > o->chat_seen) {
        char msg[300];
        snprintf(msg, sizeof msg, ui_str(S_CHAT_LINE), seat_name(o, (int)s), c->text);
        ui_online_news(o, msg);
    }
    if ((int)n > o->chat_seen) o->chat_seen = (int)n;
}

static void on_line(UiOnline *o, const char *l)
{
    Jmsg m;
    char err[200], type[32], buf[300], msg[500];
    uint64_t u = 0;
    if (jmsg_parse(&m, l, strlen(l), err, sizeof err) || jmsg_str(&m, "type", type, sizeof type)) return;
    int seq = jmsg_uint(&m, "seq", 1u << 20, &u) ? -1 : (int)u;
    if (!strcmp(type, "error")) {
        char code[32];
        if (jmsg_str(&m, "code", code, sizeof code)) code[0] = 0;
        /* the host's own takeovers and this player's reclaim, refused: the
         * seat is not due yet, or is already as asked; nothing to tell */
        if (!strcmp(code, "grace") || !strcmp(code, "seat_busy") || !strcmp(code, "bad_seat")) return;
        if (!strcmp(code, "chat_limited")) { /* in the player's words: a chat line, not a move */
            ui_online_news(o, ui_str(S_CHAT_TOO_FAST));
            return;
        }
        /* a move answering an old view (sent as a bot gave the seat back, or
         * again after a reconnection): the room's newer view, on its way,
         * tells the player what happened; the server's words would not */
        if (strcmp(code, "stale")) {
            if (jmsg_str(&m, "text", buf, sizeof buf)) snprintf(buf, sizeof buf, "?");
            snprintf(msg, sizeof msg, ui_str(S_ONLINE_SERVER_SAYS), buf);
            ui_online_news(o, msg);
        }
        if (!o->in_room) o->lost = -1; /* refused at the door: nothing to resume */
        o->sent_seq = -1;              /* a move refused: the choice is the player's again */
    } else if (!strcmp(type, "joined")) {
        if (o->tries) ui_online_news(o, ui_str(S_ONLINE_BACK_IN)); /* the room reached again */
        o->in_room = 1;
        o->tries = 0;
        o->reclaimed = 0;
        o->offer[0] = 0;
        jmsg_str(&m, "room", o->room, sizeof o->room);
        if (!jmsg_uint(&m, "seat", YS_MAX_HUMANS - 1, &u)) o->seat = (int)u;
        const JmsgField *h = jmsg_get(&m, "host");
        o->is_host = h && h->kind == JMSG_BOOL && h->vallen == 4;
        if (!jmsg_str(&m, "token", buf, sizeof buf) && strlen(buf) < sizeof o->token)
            memcpy(o->token, buf, strlen(buf) + 1);
        room_set_link(o);
    } else if (!strcmp(type, "room")) {
        on_room(o, &m);
        if (!o->started && seq > 0) o->quiet_to = seq; /* coming back: what was missed is told at once */
    } else if (!strcmp(type, "events") && seq > 0) {
        on_events(o, &m, seq);
    } else if (!strcmp(type, "view") && seq >= 0) {
        on_view(o, &m, seq);
    } else if (!strcmp(type, "chat")) {
        on_chat(o, &m);
    } else if (!strcmp(type, "rematch") && !jmsg_str(&m, "invite", buf, sizeof buf) && strlen(buf) < sizeof o->offer) {
        o->in_room = 0; /* the server took this connection out of the old room */
        memcpy(o->offer, buf, strlen(buf) + 1);
        ui_online_news(o, ui_str(S_ONLINE_REMATCH_OFFER));
    }
}

#ifdef YS_SERVER_HOST
/* What the router answered, once it did: the invites and the panel follow. */
static void poll_upnp(UiOnline *o)
{
    YsUpnpStatus s;
    ys_upnp_status(o->upnp, &s);
    if (s.state == o->up.state && !strcmp(s.external, o->up.external) && !strcmp(s.lan, o->up.lan)) return;
    o->up = s;
    /* the address the router reaches this machine at is the one friends at home use */
    if (s.lan[0] && ys_upnp_private_address(s.lan) == 1 && strncmp(s.lan, "127.", 4))
        snprintf(o->share_host, sizeof o->share_host, "%s", s.lan);
    room_set_link(o);
}
#endif

/* ------------------------------------------------------------------ */
/* The source */

static void poll(UiSource *s, uint32_t now)
{
    UiOnline *o = (UiOnline *)s;
    o->now = now;
#ifdef YS_SERVER_HOST
    if (o->upnp) poll_upnp(o);
#endif
    if (!o->conn) return;
    char *l;
    while ((l = net_conn_poll(o->conn))) {
        on_line(o, l);
        free(l);
    }
    host_takeovers(o);
    if (net_conn_state(o->conn) != NET_DOWN) return;
    int again = o->token[0] && o->started; /* a seat to come back to */
    if (!o->lost) {
        char err[300], msg[400];
        net_conn_error(o->conn, err, sizeof err);
        snprintf(msg, sizeof msg, ui_str(again && o->tries == 0 ? S_ONLINE_RETRYING : S_ONLINE_LOST), err);
        if (o->tries == 0) ui_online_news(o, msg), o->retry_at = now + 2000; /* once, not at every try */
        o->lost = 1;
    }
    /* dropped in a room: back with the token, told what was missed, for as
     * long as the game is open (a host who left comes back when they do),
     * trying less often as it goes on */
    if (o->lost == 1 && again && (int32_t)(now - o->retry_at) >= 0) {
        net_conn_close(o->conn);
        o->conn = NULL;
        o->lost = 0;
        o->in_room = 0;
        o->tries++;
        o->retry_at = now + (uint32_t)(o->tries < 8 ? 1000 * (o->tries + 2) : 10000);
        o->quiet_to = 0;
        room_send_resume(o, o->nmoves ? o->moves[o->nmoves - 1].seq : o->view_seq > 0 ? o->view_seq : 0);
    }
}

/* A move is ready for the screen once its view came, or a later move did. */
static int ready(const UiOnline *o, int i)
{
    return i < o->nmoves && (o->moves[i].after || i + 1 < o->nmoves || o->view_seq >= o->moves[i].seq);
}

static int next(UiSource *s, int viewer, UiTold *out)
{
    UiOnline *o = (UiOnline *)s;
    memset(out, 0, sizeof *out);
    if (o->anew && o->started) { /* the table's next game: its first view */
        o->anew = 0;
        static YsEventLog none;
        out->anew = 1;
        out->seq = o->view_seq;
        out->mover = -1;
        out->seen = &none;
        *o->shown = *o->view;
        o->has_shown = 1;
        out->after = o->shown;
        return 1;
    }
    if (o->told && o->told == o->nmoves) drop_moves(o); /* what the screen took, let go at once */
    if (!ready(o, o->told)) return 0;
    RoomMove *m = &o->moves[o->told++];
    out->seq = m->seq;
    out->mover = m->mover;
    out->quiet = m->quiet;
    out->seen = m->ev;
    if (viewer == o->seat && o->seat < YS_MAX_HUMANS) out->own[o->seat] = m->ev; /* its own moves' values */
    YsView *after = m->after ? m->after : o->view_seq == m->seq ? o->view : NULL;
    if (after) *o->shown = *after, o->has_shown = 1, out->after = o->shown;
    return 1;
}

static int submit(UiSource *s, int seat, const YsMove *m)
{
    UiOnline *o = (UiOnline *)s;
    if (!o->conn || !s->ops->wants(s, seat) || !ys_is_legal(o->view, m)) return -1;
    char text[YS_MOVE_TEXT], q[200], line[400];
    ys_move_format(o->view, m, text, sizeof text);
    if (jmsg_quote(text, q, sizeof q) < 0) return -1;
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":%s,\"seq\":%d}", q, o->view_seq);
    net_conn_send(o->conn, line);
    o->sent_seq = o->view_seq;
    return 0;
}

static int view(UiSource *s, int seat, YsView *out)
{
    UiOnline *o = (UiOnline *)s;
    (void)seat; /* the room sends this seat's only */
    if (!o->started) return o->lost < 0 || (!o->conn && !o->demo) ? -2 : -1;
    *out = o->has_shown ? *o->shown : *o->view;
    return 0;
}

static int seat(UiSource *s, int k, UiSeatState *out)
{
    UiOnline *o = (UiOnline *)s;
    memset(out, 0, sizeof *out);
    if (k < 0 || k >= o->nseats) return -1;
    const RoomSeat *r = &o->seats[k];
    out->plays = !r->human ? UI_PLAYS_BOT : r->bot[0] ? UI_PLAYS_BOT_FOR : k == o->seat ? UI_PLAYS_HERE : UI_PLAYS_AWAY;
    out->level = AI_MEDIUM;
    for (int l = 0; l <= AI_EXPERT; l++)
        if (!strcmp(r->bot, room_level_word(l))) out->level = l;
    out->connected = k == o->seat || !r->human || r->connected;
    out->mine = k == o->seat;
    out->gone_s = r->gone_at ? (int)((o->now - r->gone_at) / 1000u) : -1;
    ui_utf8_clean(out->name, sizeof out->name, seat_name(o, k)); /* whole letters, as many as a seat's name holds */
    return 0;
}

static int wants(UiSource *s, int k)
{
    UiOnline *o = (UiOnline *)s;
    return k == o->seat && o->started && o->told == o->nmoves && o->view_seq == o->seq && !ys_over(o->view) &&
           ys_to_move(o->view) == k && k < o->nseats && !o->seats[k].bot[0] && o->sent_seq < 0 &&
           (o->demo ||
            (o->conn && o->in_room && net_conn_state(o->conn) == NET_UP)); /* a picture asks as a room does */
}

static const YsMatch *whole(UiSource *s) { return ((UiOnline *)s)->whole; }

static int news(UiSource *s, char *buf, int len)
{
    UiOnline *o = (UiOnline *)s;
    if (!o->nnews) return 0;
    snprintf(buf, (size_t)len, "%s", o->news[0]);
    memmove(o->news[0], o->news[1], sizeof o->news[0] * (size_t)(NEWS_MAX - 1));
    o->nnews--;
    return 1;
}

static int caps(const UiSource *s)
{
#ifdef YS_SERVER_HOST
    if (((const UiOnline *)s)->srv) return UI_SRC_TABLE | UI_SRC_HOSTS;
#else
    (void)s;
#endif
    return UI_SRC_TABLE;
}

static UiAgain again(const UiSource *s)
{
    const UiOnline *o = (const UiOnline *)s;
    if (!o->over || (!o->demo && (!o->conn || net_conn_state(o->conn) != NET_UP))) return UI_AGAIN_NONE;
    if (o->offer[0]) return UI_AGAIN_OFFERED;
    return o->is_host && o->in_room ? UI_AGAIN_CAN : UI_AGAIN_WAIT;
}

/* The next room's game starts anew: its first view is told as such. */
static void next_room(UiOnline *o)
{
    drop_moves(o);
    o->started = 0;
    o->nseats = 0;
    o->over = 0;
    o->seq = 0;
    o->view_seq = -1;
    o->quiet_to = 0;
    o->sent_seq = -1;
    o->kept_seq = -1;
    o->has_shown = 0;
    o->anew = 1;
    o->nchat = 0;
    free(o->whole);
    o->whole = NULL;
}

static int again_go(UiSource *s)
{
    UiOnline *o = (UiOnline *)s;
    UiAgain r = o->demo ? UI_AGAIN_NONE : again(s);
    if (r == UI_AGAIN_CAN) {
        net_conn_send(o->conn, "{\"type\":\"rematch\"}");
    } else if (r == UI_AGAIN_OFFERED) {
        char line[200], nm[100];
        room_name_field(o, nm, sizeof nm);
        snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"%s}", o->offer, nm);
        net_conn_send(o->conn, line);
        memcpy(o->room, o->offer, sizeof o->room); /* both a code's size */
        o->token[0] = 0;
        o->offer[0] = 0;
        room_set_link(o);
    } else {
        return -1;
    }
    next_room(o);
    return 0;
}

static int busy(const UiSource *s)
{
    const UiOnline *o = (const UiOnline *)s;
    return o->lost == 1 || (o->is_host && !o->over); /* a resume due; the host's countdowns */
}

/* Leaves the room (the seat stays the player's) and closes the connection;
 * a server hosted in the game stops. */
static void ofree(UiSource *s)
{
    UiOnline *o = (UiOnline *)s;
    if (o->started && o->seq != o->kept_seq) ui_online_keep(o);
    if (o->conn) {
        if (o->in_room) net_conn_send(o->conn, "{\"type\":\"leave\"}");
        net_conn_close(o->conn);
    }
#ifdef YS_SERVER_HOST
    ys_upnp_release(o->upnp); /* the forwarding removed without holding up the frame */
    if (o->srv) ys_server_host_stop(o->srv);
#endif
    drop_moves(o);
    free(o->view), free(o->shown), free(o->whole), free(o->pref_dir);
    free(o);
}

static const UiSourceOps online_ops = {next, submit, view,  seat,     wants, whole, poll,
                                       news, caps,   again, again_go, busy,  ofree};

int ui_online_say(UiApp *a, const char *text)
{
    UiOnline *o = ui_online_of(a->ses.src);
    char q[420], line[480];
    if (!o || !o->conn || !o->in_room || !text[0] || jmsg_quote(text, q, sizeof q) < 0) return -1;
    snprintf(line, sizeof line, "{\"type\":\"chat\",\"text\":%s}", q);
    net_conn_send(o->conn, line);
    return 0;
}

int ui_online_give_bot(UiApp *a, int seat)
{
    UiOnline *o = ui_online_of(a->ses.src);
    if (!o || !o->is_host || !o->conn || seat < 0 || seat >= o->nseats || seat == o->seat) return -1;
    char line[120];
    snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d,\"level\":\"medium\",\"now\":true}", seat);
    net_conn_send(o->conn, line);
    return 0;
}

/* ------------------------------------------------------------------ */
/* For tests and pictures */

int ui_online_feed(UiApp *a, const char *line)
{
    UiOnline *o = ui_online_of(a->ses.src);
    if (!o) return -1;
    on_line(o, line);
    return 0;
}
