/* online_list.c - My online games as they stand (ui_online.h): each kept
 * room's server is asked for its figures without taking the seat (the
 * protocol's rooms message: one connection a server, every room of it at
 * once), so the list says whose turn it is, who plays and when the last
 * move was, your turn first; and a room is forgotten on request. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "invite.h"
#include "jmsg.h"
#include "online_room.h"

#define SERVERS UI_ONLINE_ROWS

struct UiRoomsQuery {
    NetConn *conn[SERVERS];
    int rows[SERVERS][UI_ONLINE_ROWS], nrows[SERVERS]; /* the list's rows each server was asked for */
    int n;
};

static void wake(void *ud)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = *(const uint32_t *)ud;
    SDL_PushEvent(&e);
}

void ui_online_list_free(UiApp *a)
{
    UiRoomsQuery *q = a->online_scene.query;
    if (!q) return;
    for (int i = 0; i < q->n; i++)
        net_conn_close(q->conn[i]);
    free(q);
    a->online_scene.query = NULL;
}

void ui_online_list_ask(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    ui_online_list_free(a);
    UiRoomsQuery *q = calloc(1, sizeof *q);
    char keys[SERVERS][600];
    NetInvite inv[SERVERS];
    for (int i = 0; i < st->ngames; i++) {
        UiRoomFigures *f = &st->fig[i];
        memset(f, 0, sizeof *f);
        NetInvite v;
        char err[200], key[600];
        if (st->games[i].hosted) { /* its server is this game's, not running now */
            f->state = UI_ROOM_HOSTED;
            continue;
        }
        if (!q || net_invite_parse(st->games[i].link, &v, err, sizeof err)) {
            f->state = UI_ROOM_NO_ANSWER;
            continue;
        }
        snprintf(key, sizeof key, "%s %d %s", v.host, v.port, v.sha256);
        int s;
        for (s = 0; s < q->n && strcmp(keys[s], key); s++) {
        }
        if (s == q->n) snprintf(keys[q->n], sizeof keys[0], "%s", key), inv[q->n++] = v;
        q->rows[s][q->nrows[s]++] = i;
    }
    for (int s = 0; q && s < q->n; s++) {
        char line[4096];
        int k = snprintf(line, sizeof line, "{\"type\":\"rooms\",\"rooms\":[");
        for (int r = 0; r < q->nrows[s]; r++) {
            const UiOnlineGame *g = &st->games[q->rows[s][r]];
            char room[40], tok[120];
            jmsg_quote(g->room, room, sizeof room), jmsg_quote(g->token, tok, sizeof tok);
            k += snprintf(line + k, sizeof line - (size_t)k, "%s{\"room\":%s,\"token\":%s}", r ? "," : "", room, tok);
        }
        snprintf(line + k, sizeof line - (size_t)k, "]}");
        q->conn[s] = net_conn_open(inv[s].host, inv[s].port, inv[s].sha256, wake, &a->wake_event);
        if (q->conn[s]) net_conn_send(q->conn[s], line);
    }
    st->query = q;
}

/* A seat of an entry's seats array. */
typedef struct {
    UiRoomFigures *f;
} SeatsCtx;

static int one_seat(int i, const Jmsg *o, void *ud)
{
    UiRoomFigures *f = ((SeatsCtx *)ud)->f;
    char kind[32] = "", name[64] = "";
    if (i >= YS_MAX_HUMANS) return 0;
    jmsg_str(o, "kind", kind, sizeof kind);
    if (!jmsg_str(o, "name", name, sizeof name)) ui_utf8_clean(f->names[i], sizeof f->names[i], name);
    f->bot[i] = !strncmp(kind, "bot", 3);
    if (i + 1 > f->nseats) f->nseats = i + 1;
    return 0;
}

typedef struct {
    UiApp *a;
    UiRoomsQuery *q;
    int server;
} EntryCtx;

static int one_entry(int i, const Jmsg *o, void *ud)
{
    EntryCtx *c = ud;
    if (i >= c->q->nrows[c->server]) return 0;
    int row = c->q->rows[c->server][i];
    UiRoomFigures *f = &c->a->online_scene.fig[row];
    char err[32];
    uint64_t u;
    if (!jmsg_str(o, "error", err, sizeof err)) {
        f->state = UI_ROOM_GONE;
        return 0;
    }
    memset(f, 0, sizeof *f);
    f->state = UI_ROOM_KNOWN;
    if (!jmsg_uint(o, "seq", 1u << 20, &u)) f->seq = (int)u;
    if (!jmsg_uint(o, "seat", YS_MAX_HUMANS - 1, &u)) f->seat = (int)u;
    if (!jmsg_uint(o, "last", INT64_MAX, &u)) f->last = (int64_t)u;
    f->to_move = jmsg_uint(o, "to_move", YS_MAX_SEATS - 1, &u) ? -1 : (int)u;
    const JmsgField *ov = jmsg_get(o, "over");
    f->over = ov && ov->kind == JMSG_BOOL && ov->vallen == 4;
    SeatsCtx sc = {f};
    jmsg_objects(o, "seats", one_seat, &sc);
    return 0;
}

/* Your turn first, then the newest move. */
static int before(const UiRoomFigures *x, const UiRoomFigures *y)
{
    int xt = x->state == UI_ROOM_KNOWN && !x->over && x->to_move == x->seat;
    int yt = y->state == UI_ROOM_KNOWN && !y->over && y->to_move == y->seat;
    if (xt != yt) return xt;
    return x->state == UI_ROOM_KNOWN && y->state == UI_ROOM_KNOWN && x->last > y->last;
}

static void order_rows(UiOnlineScene *st)
{
    for (int i = 1; i < st->ngames; i++)
        for (int j = i; j > 0 && before(&st->fig[j], &st->fig[j - 1]); j--) {
            UiOnlineGame g = st->games[j];
            UiRoomFigures f = st->fig[j];
            st->games[j] = st->games[j - 1], st->fig[j] = st->fig[j - 1];
            st->games[j - 1] = g, st->fig[j - 1] = f;
        }
}

int ui_online_list_poll(UiApp *a)
{
    UiOnlineScene *st = &a->online_scene;
    UiRoomsQuery *q = st->query;
    if (!q) return 0;
    int changed = 0, open = 0;
    for (int s = 0; s < q->n; s++) {
        if (!q->conn[s]) continue;
        char *l;
        int done = 0;
        while (!done && (l = net_conn_poll(q->conn[s]))) {
            Jmsg m;
            char err[100], type[32];
            if (!jmsg_parse(&m, l, strlen(l), err, sizeof err) && !jmsg_str(&m, "type", type, sizeof type)) {
                if (!strcmp(type, "rooms")) {
                    EntryCtx c = {a, q, s};
                    jmsg_objects(&m, "rooms", one_entry, &c);
                    done = 1;
                } else if (!strcmp(type, "error")) {
                    done = 1;
                }
            }
            free(l);
        }
        if (!done && net_conn_state(q->conn[s]) != NET_DOWN) {
            open++;
            continue;
        }
        for (int r = 0; r < q->nrows[s]; r++) /* asked and not answered: not reached */
            if (st->fig[q->rows[s][r]].state == UI_ROOM_ASKING) st->fig[q->rows[s][r]].state = UI_ROOM_NO_ANSWER;
        net_conn_close(q->conn[s]);
        q->conn[s] = NULL;
        changed = 1;
    }
    if (!open) {
        /* every server answered or could not be reached: the rows in their order */
        order_rows(st);
        ui_online_list_free(a);
        changed = 1;
    }
    return changed;
}

int ui_online_forget(UiApp *a, const char *room)
{
    if (ui_online_unkeep(a->pref_dir, room) != 0) return -1;
    char code[NET_CODE_LEN + 4], msg[300];
    net_code_group(room, code);
    snprintf(msg, sizeof msg, ui_str(S_ROW_FORGOTTEN), code);
    ui_app_status(a, msg);
    return 0;
}
