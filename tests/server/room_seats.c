/* room_seats.c - simulated seats of ys-server's rooms (room_seats.h): the
 * loop pumped until quiet, each seat's end of its pair, the engine beside
 * the room, the check of every line a seat gets, and the seats' doings. */
#define _GNU_SOURCE /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/event.h>

#include "engine/testlib.h"
#include "jmsg.h"
#include "room_seats.h"
#include "ys/die.h"

Server rs_srv;
RsStats rs_stat;
static char dir[256];
static uint64_t rng = 0x9E3779B97F4A7C15u; /* YS_ROOM_SEED changes it */

uint32_t rs_below(uint32_t n)
{
    rng += 0x9E3779B97F4A7C15u; /* splitmix64 */
    uint64_t z = rng;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return (uint32_t)((z ^ (z >> 31)) % n);
}

/* --- the loop and the seats' ends --------------------------------------- */

static void collect(Client *c)
{
    if (!c->end) return;
    struct evbuffer *in = bufferevent_get_input(c->end);
    size_t n;
    char *l;
    while ((l = evbuffer_readln(in, &n, EVBUFFER_EOL_LF))) {
        if (c->nline == c->capline) {
            c->capline = c->capline ? 2 * c->capline : 256;
            c->line = realloc(c->line, (size_t)c->capline * sizeof *c->line);
            if (!c->line) ys_die("out of memory (a seat's lines)");
        }
        c->line[c->nline++] = l;
        rs_stat.bytes += (long)n + 1;
    }
}

/* Runs the loop until nothing is due (a pair calls its other end back from
 * the loop; the commit's flush is an event; a bot's answer comes as one),
 * then takes in what each seat was sent. */
static void pump(Game *g)
{
    do
        event_base_loop(rs_srv.base, EVLOOP_NONBLOCK);
    while (event_base_get_num_events(rs_srv.base, EVENT_BASE_COUNT_ACTIVE) > 0);
    for (int i = 0; i < g->nall; i++)
        collect(g->all[i]);
}

static void sendf(Client *c, const char *fmt, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    assert_true(n > 0 && n < (int)sizeof line - 1);
    line[n++] = '\n';
    assert_int_equal(bufferevent_write(c->end, line, (size_t)n), 0);
}

static Client *client_new(Game *g, int seat, int state)
{
    assert_true(g->nall < MAXC);
    Client *c = calloc(1, sizeof *c);
    struct bufferevent *pair[2];
    assert_non_null(c);
    assert_int_equal(bufferevent_pair_new(rs_srv.base, 0, pair), 0);
    char addr[64];
    snprintf(addr, sizeof addr, "seat-%d-%d", seat, g->nall);
    conn_open(&rs_srv, pair[0], addr);
    bufferevent_enable(pair[1], EV_READ | EV_WRITE);
    c->end = pair[1];
    c->seat = seat;
    c->state = state;
    c->want_legal = c->last_events = c->legal_seq = -1;
    c->legal = malloc(YS_MAX_MOVES * sizeof *c->legal);
    assert_non_null(c->legal);
    g->all[g->nall++] = c;
    sendf(c, state ? "{\"type\":\"hello\",\"version\":1,\"state\":true}" : "{\"type\":\"hello\",\"version\":1}");
    return c;
}

/* The seat's end goes: the server reads the end of its stream. */
static void client_drop(Client *c)
{
    if (!c->end) return;
    bufferevent_flush(c->end, EV_WRITE, BEV_FINISHED);
    bufferevent_free(c->end);
    c->end = NULL;
}

static void client_free(Client *c)
{
    client_drop(c);
    for (int i = 0; i < c->nline; i++)
        free(c->line[i]);
    free(c->line);
    free(c->legal);
    free(c);
}

/* --- the engine beside the room ------------------------------------------ */

/* Plays on the local engine every move the room has played (the room's own
 * log says which: the bots' moves are known only there), keeping the game
 * after each and what each set off. */
static void sync_local(Game *g)
{
    YsMatch *m = g->local;
    assert_non_null(g->room);
    while (m->nlog < g->room->match->nlog) {
        int k = m->nlog;
        const YsMove *mv = &g->room->match->log[k];
        g->mover[k] = ys_to_move(&m->g);
        ys_move_format(&m->g, mv, g->text[k], YS_MOVE_TEXT);
        if (ys_match_play(m, mv)) fail_msg("move %d (%s) of the room is not legal in the engine", k + 1, g->text[k]);
        g->after[k + 1] = m->g;
        rs_stat.moves++;
        g->nev[k] = m->last.n;
        g->ev[k] = malloc((size_t)m->last.n * sizeof(YsEvent) + 1);
        assert_non_null(g->ev[k]);
        memcpy(g->ev[k], m->last.ev, (size_t)m->last.n * sizeof(YsEvent));
    }
}

/* Move k's events as seat s may know them (ys_events_view). */
static const YsEventLog *events_for(const Game *g, int k, int s)
{
    static YsEventLog log;
    log.n = g->nev[k];
    memcpy(log.ev, g->ev[k], (size_t)log.n * sizeof(YsEvent));
    ys_events_view(&log, s);
    return &log;
}

/* --- reading what a seat was sent -------------------------------------- */

static void same(const char *what, const char *got, size_t n, const YsBuf *want, const Client *c, const char *line)
{
    if (n != want->n || memcmp(got, want->s, n))
        fail_msg("seat %d: %s is not the engine's\n  line: %.600s\n  want: %.600s", c->seat, what, line,
                 want->s ? want->s : "");
}

static const JmsgField *need(const Jmsg *m, const char *key, JmsgKind kind, const Client *c, const char *line)
{
    const JmsgField *f = jmsg_get(m, key);
    if (!f || f->kind != kind) fail_msg("seat %d: no %s of the right kind in %.300s", c->seat, key, line);
    return f;
}

static int uint_of(const Jmsg *m, const char *key, const Client *c, const char *line)
{
    uint64_t u;
    if (jmsg_uint(m, key, 1000000, &u)) fail_msg("seat %d: %s is not a number in %.300s", c->seat, key, line);
    return (int)u;
}

/* A state text: a string with no escape. */
static void state_text(const Jmsg *m, const Client *c, const char *line, const char **s, size_t *n)
{
    const JmsgField *f = jmsg_get(m, "state");
    if (!c->state) {
        if (f) fail_msg("seat %d did not ask for state: %.200s", c->seat, line);
        *s = NULL;
        return;
    }
    f = need(m, "state", JMSG_STRING, c, line);
    *s = f->val + 1;
    *n = f->vallen - 2;
    if (memchr(*s, '\\', *n)) fail_msg("seat %d: a state with an escape", c->seat);
}

static void check_events(Game *g, Client *c, const Jmsg *m, const char *line)
{
    int seq = uint_of(m, "seq", c, line), s = c->seat;
    if (seq < 1 || seq > g->local->nlog) fail_msg("seat %d: events of move %d of %d", s, seq, g->local->nlog);
    if (c->last_events >= 0 && seq != c->last_events + 1)
        fail_msg("seat %d: events %d after events %d", s, seq, c->last_events);
    c->last_events = seq;
    int k = seq - 1;
    if (uint_of(m, "seat", c, line) != g->mover[k]) fail_msg("seat %d: move %d's mover is wrong", s, seq);
    char text[256];
    if (s == g->mover[k]) {
        if (jmsg_str(m, "move", text, sizeof text) || strcmp(text, g->text[k]))
            fail_msg("seat %d: its own move %d is not told as %s: %.300s", s, seq, g->text[k], line);
    } else if (jmsg_get(m, "move"))
        fail_msg("seat %d was sent seat %d's move text: %.300s", s, g->mover[k], line);
    const YsEventLog *mine = events_for(g, k, s);
    static YsView v;
    ys_view(&g->after[k + 1], s, &v);
    YsBuf want = {0};
    ys_json_events(&v, mine, &want);
    const JmsgField *f = need(m, "events", JMSG_ARRAY, c, line);
    same("the events", f->val, f->vallen, &want, c, line);
    const char *st;
    size_t n;
    state_text(m, c, line, &st, &n);
    if (st) {
        static YsEventLog back;
        YsBuf enc = {0}, json = {0};
        if (ys_events_decode(st, n, &back)) fail_msg("seat %d: move %d's state is refused", s, seq);
        ys_events_encode(mine, &enc);
        same("the events' state", st, n, &enc, c, line);
        ys_json_events(&v, &back, &json);
        same("the events decoded", f->val, f->vallen, &json, c, line);
        ys_buf_free(&enc), ys_buf_free(&json);
    }
    ys_buf_free(&want);
    /* a resume tells a move as it was told live, to the byte */
    if (!g->told[s][k])
        g->told[s][k] = strdup(line);
    else if (++rs_stat.retold && strcmp(g->told[s][k], line))
        fail_msg("seat %d: move %d told again otherwise\n  first: %.400s\n  again: %.400s", s, seq, g->told[s][k],
                 line);
}

static void check_view(Game *g, Client *c, const Jmsg *m, const char *line)
{
    int n = uint_of(m, "seq", c, line), s = c->seat;
    if (n > g->local->nlog) fail_msg("seat %d: a view of move %d of %d", s, n, g->local->nlog);
    if (c->last_events < 0) c->last_events = n;
    if (n != c->last_events) fail_msg("seat %d: a view at %d after the events of move %d", s, n, c->last_events);
    const YsGame *at = &g->after[n];
    YsBuf want = {0};
    ys_json_view(at, s, &want);
    const JmsgField *f = need(m, "view", JMSG_OBJECT, c, line);
    same("the view", f->val, f->vallen, &want, c, line);
    const char *st;
    size_t len;
    state_text(m, c, line, &st, &len);
    c->have_w = 0;
    if (st) {
        static YsView v;
        YsBuf enc = {0}, json = {0};
        ys_view(at, s, &v);
        if (ys_view_decode(st, len, &c->w)) fail_msg("seat %d: the view's state at %d is refused", s, n);
        ys_view_encode(&v, &enc);
        same("the view's state", st, len, &enc, c, line);
        ys_json_view(&c->w, s, &json);
        same("the view decoded", f->val, f->vallen, &json, c, line);
        c->have_w = 1;
        ys_buf_free(&enc), ys_buf_free(&json);
    }
    const JmsgField *over = jmsg_get(m, "over"), *res = jmsg_get(m, "result");
    if (ys_over(at)) {
        if (!over || over->kind != JMSG_BOOL || over->vallen != 4 || !res)
            fail_msg("seat %d: the last view says nothing of the end", s);
        YsBuf r = {0};
        ys_json_result(at, &r);
        same("the result", res->val, res->vallen, &r, c, line);
        ys_buf_free(&r);
    } else if (over || res)
        fail_msg("seat %d: a view before the end with over or result", s);
    ys_buf_free(&want);
    c->want_legal = g->shift[s] ? 2 : !ys_over(at) && ys_to_move(at) == s && !g->stand_in[s];
}

static int keep_legal(int i, const char *s, void *ud)
{
    Client *c = ud;
    if (i >= YS_MAX_MOVES || strlen(s) >= YS_MOVE_TEXT) return -1;
    snprintf(c->legal[i], YS_MOVE_TEXT, "%s", s);
    return 0;
}

static void check_legal(Game *g, Client *c, const Jmsg *m, const char *line)
{
    int n = uint_of(m, "seq", c, line);
    if (n != c->last_events) fail_msg("seat %d: legal at %d after the view at %d", c->seat, n, c->last_events);
    YsBuf want = {0};
    ys_json_legal(&g->after[n], &want);
    const JmsgField *f = need(m, "moves", JMSG_ARRAY, c, line);
    same("the legal moves", f->val, f->vallen, &want, c, line);
    if (c->have_w) { /* the client's decoded view gives the same list */
        YsBuf mine = {0};
        ys_json_legal(&c->w, &mine);
        same("the legal moves of the decoded view", f->val, f->vallen, &mine, c, line);
        ys_buf_free(&mine);
    }
    ys_buf_free(&want);
    c->nlegal = jmsg_strings(m, "moves", keep_legal, c);
    if (c->nlegal <= 0) fail_msg("seat %d: an empty legal list", c->seat);
    c->legal_seq = n;
}

/* The room: its code, options (never the seed), seq, who is to move, and
 * each seat as the test made it. */
static void check_room(Game *g, Client *c, const char *line)
{
    Json *j = json_parse(line);
    if (!j) fail_msg("seat %d: a room line that is not JSON: %.300s", c->seat, line);
    const Json *x = json_get(j, "room"), *o = json_get(j, "options"), *seats = json_get(j, "seats");
    assert_true(x && x->t == J_STR && o && o->t == J_STR && seats && seats->t == J_ARR);
    assert_string_equal(x->str, g->invite);
    char full[512], want[512]; /* the game's options less the seed */
    ys_options_format(&g->local->g.opt, full, sizeof full);
    const char *seed = strstr(full, " seed="), *rest = strchr(seed + 1, ' ');
    snprintf(want, sizeof want, "%.*s%s", (int)(seed - full), full, rest ? rest : "");
    assert_string_equal(o->str, want);
    int n = json_int(json_get(j, "seq"));
    assert_true(n >= 0 && n <= g->local->nlog);
    const YsGame *at = &g->after[n];
    assert_int_equal(json_int(json_get(j, "to_move")), ys_over(at) ? -1 : ys_to_move(at));
    assert_int_equal(json_get(j, "over")->b, ys_over(at));
    assert_int_equal(seats->n, g->nseats);
    for (int i = 0; i < g->nseats; i++) {
        const Json *t = json_at(seats, i), *bot = json_get(t, "bot");
        char kind[40];
        snprintf(kind, sizeof kind, g->kind_bot[i] ? "bot:%s" : "human", ai_level_name((AiLevel)g->level[i]));
        assert_int_equal(json_int(json_get(t, "seat")), i);
        assert_string_equal(json_get(t, "kind")->str, kind);
        assert_int_equal(json_get(t, "joined")->b, g->kind_bot[i] || g->joined[i]);
        if (g->shift[i]) /* told before or after the action on it */
            continue;
        if (json_get(t, "connected")->b != (g->cl[i] != NULL))
            fail_msg("seat %d is told seat %d is %sconnected: %.400s", c->seat, i, g->cl[i] ? "not " : "", line);
        if (g->kind_bot[i] || g->stand_in[i])
            assert_string_equal(bot->str, ai_level_name((AiLevel)g->level[i]));
        else
            assert_true(json_is_null(bot));
    }
    json_free(j);
}

static void check_joined(Game *g, Client *c, const Jmsg *m, const char *line)
{
    char room[64], tok[80];
    assert_int_equal(jmsg_str(m, "room", room, sizeof room), 0);
    assert_string_equal(room, g->invite);
    assert_int_equal(uint_of(m, "seat", c, line), c->seat);
    const JmsgField *host = need(m, "host", JMSG_BOOL, c, line);
    assert_int_equal(host->vallen == 4, c->seat == 0);
    int has = jmsg_str(m, "token", tok, sizeof tok) == 0;
    if (has != c->want_token) fail_msg("seat %d: a joined %s a token: %s", c->seat, has ? "with" : "without", line);
    if (has) {
        assert_int_equal(strlen(tok), SRV_TOKEN_LEN);
        assert_int_equal(strspn(tok, "0123456789abcdef"), SRV_TOKEN_LEN);
        memcpy(g->token[c->seat], tok, SRV_TOKEN_LEN + 1);
    }
    c->want_token = 0;
}

/* Checks every line the seats got since the last look. */
static void check(Game *g)
{
    sync_local(g);
    for (int i = 0; i < g->nall; i++) {
        Client *c = g->all[i];
        for (; c->read < c->nline; c->read++) {
            const char *l = c->line[c->read];
            Jmsg m;
            char err[200], type[32];
            if (jmsg_parse(&m, l, strlen(l), err, sizeof err) || jmsg_str(&m, "type", type, sizeof type))
                fail_msg("seat %d got a line that is not a message (%s): %.300s", c->seat, err, l);
            rs_stat.lines++;
            int legal = !strcmp(type, "legal");
            if (c->want_legal == 1 && !legal) fail_msg("seat %d: no legal after its view: %.200s", c->seat, l);
            if (c->want_legal < 1 && legal) fail_msg("seat %d: legal moves it should not get", c->seat);
            c->want_legal = -1;
            if (!strcmp(type, "events"))
                check_events(g, c, &m, l);
            else if (!strcmp(type, "view"))
                check_view(g, c, &m, l);
            else if (legal)
                check_legal(g, c, &m, l);
            else if (!strcmp(type, "room"))
                check_room(g, c, l);
            else if (!strcmp(type, "joined"))
                check_joined(g, c, &m, l);
            else if (!strcmp(type, "welcome"))
                assert_int_equal(uint_of(&m, "version", c, l), SRV_PROTOCOL_VERSION);
            else if (!strcmp(type, "error")) {
                char code[32] = "";
                jmsg_str(&m, "code", code, sizeof code);
                if (!c->want_error || strcmp(code, c->want_error)) fail_msg("seat %d: %s", c->seat, l);
                c->want_error = NULL;
            } else if (!strcmp(type, "bye") && c->want_bye)
                c->want_bye = 0;
            else
                fail_msg("seat %d: an unexpected %s: %.200s", c->seat, type, l);
        }
        if (c->want_legal == 1) fail_msg("seat %d: its view came without its legal moves", c->seat);
        if (c->want_error && !c->end) fail_msg("seat %d: no %s", c->seat, c->want_error);
    }
}

static void settle(Game *g)
{
    pump(g);
    check(g);
}

/* --- the seats' doings -------------------------------------------------- */

static const char *level_word(int level) { return ai_level_name((AiLevel)level); }

/* The room the host's joined names (before any check: a bot may have
 * played already, and the checks follow the room's moves). */
static void find_room(Game *g, const Client *c)
{
    for (int k = 0; k < c->nline && !g->room; k++) {
        Jmsg m;
        char err[200], type[32], room[64];
        if (jmsg_parse(&m, c->line[k], strlen(c->line[k]), err, sizeof err) ||
            jmsg_str(&m, "type", type, sizeof type) || strcmp(type, "joined") ||
            jmsg_str(&m, "room", room, sizeof room))
            continue;
        for (Room *r = rs_srv.rooms; r; r = r->next)
            if (!strcmp(r->invite, room)) g->room = r, memcpy(g->invite, r->invite, sizeof g->invite);
    }
    if (!g->room) fail_msg("create made no room: %s", c->nline > 1 ? c->line[1] : "nothing");
}

void rs_game_open(Game *g, const char *opts, uint64_t seed, int bot_seat, int bot_level, int chaos)
{
    memset(g, 0, sizeof *g);
    snprintf(g->opts, sizeof g->opts, "%s seed=%llu", opts, (unsigned long long)seed);
    g->local = malloc(sizeof *g->local);
    g->after = malloc((YS_MAX_LOG + 1) * sizeof *g->after);
    g->ev = calloc(YS_MAX_LOG, sizeof *g->ev);
    g->nev = calloc(YS_MAX_LOG, sizeof *g->nev);
    g->mover = calloc(YS_MAX_LOG, sizeof *g->mover);
    g->text = calloc(YS_MAX_LOG, sizeof *g->text);
    assert_true(g->local && g->after && g->ev && g->nev && g->mover && g->text);
    yt_new(g->local, g->opts);
    g->after[0] = g->local->g;
    g->nseats = g->local->g.opt.players;
    for (int s = 0; s < g->nseats; s++) {
        g->told[s] = calloc(YS_MAX_LOG, sizeof *g->told[s]);
        g->mark[s] = calloc(YS_MAX_LOG + 1, sizeof *g->mark[s]);
        assert_true(g->told[s] && g->mark[s]);
        g->level[s] = AI_MEDIUM;
        g->state_flag[s] = chaos ? (int)rs_below(2) : (s + (int)seed) % 2;
        if (s == bot_seat) g->kind_bot[s] = 1, g->level[s] = bot_level;
    }
    /* the host makes the room */
    Client *c = client_new(g, 0, g->state_flag[0]);
    g->cl[0] = g->first[0] = c;
    g->joined[0] = 1;
    c->want_token = 1;
    char seats[200] = "";
    for (int s = 0, k = 0; s < g->nseats; s++)
        k += snprintf(seats + k, sizeof seats - (size_t)k, "%s\"%s%s\"", s ? "," : "",
                      g->kind_bot[s] ? "bot:" : "human", g->kind_bot[s] ? level_word(g->level[s]) : "");
    sendf(c, "{\"type\":\"create\",\"options\":\"%s\",\"seats\":[%s]}", g->opts, seats);
    pump(g);
    find_room(g, c);
    check(g);
    /* the others join, in seat order */
    for (int s = 1; s < g->nseats; s++) {
        if (g->kind_bot[s]) continue;
        Client *j = client_new(g, s, g->state_flag[s]);
        g->cl[s] = g->first[s] = j;
        g->joined[s] = 1;
        j->want_token = 1;
        sendf(j, "{\"type\":\"join\",\"invite\":\"%s\"}", g->invite);
        settle(g);
    }
}

void rs_game_close(Game *g)
{
    for (int i = 0; i < g->nall; i++)
        client_drop(g->all[i]);
    pump(g); /* the server hears every seat go */
    for (int i = 0; i < g->nall; i++)
        client_free(g->all[i]);
    for (int k = 0; k < YS_MAX_LOG; k++)
        free(g->ev[k]);
    for (int s = 0; s < g->nseats; s++) {
        for (int k = 0; k < YS_MAX_LOG; k++)
            free(g->told[s][k]);
        free(g->told[s]);
        free(g->mark[s]);
    }
    free(g->local), free(g->after), free(g->ev), free(g->nev), free(g->mover), free(g->text);
}

void rs_mark(Game *g)
{
    for (int s = 0; s < g->nseats; s++)
        if (g->cl[s]) g->mark[s][g->local->nlog] = g->cl[s]->nline;
}

/* Seat s sends move text; the room must play exactly it. */
void rs_play_text(Game *g, int s, const char *text)
{
    Client *c = g->cl[s];
    int n = g->local->nlog;
    char q[200];
    jmsg_quote(text, q, sizeof q);
    sendf(c, "{\"type\":\"move\",\"move\":%s,\"seq\":%d}", q, n);
    settle(g);
    if (g->local->nlog <= n) fail_msg("seat %d's move %d (%s) was not played", s, n + 1, text);
    YsMove a, b;
    char err[200];
    assert_int_equal(ys_move_parse(&g->after[n], text, &a, err, sizeof err), 0);
    b = g->local->log[n];
    if (!ys_move_equal(&a, &b))
        fail_msg("move %d: the room played %s (log %d) for seat %d's %s", n + 1, g->text[n], g->local->nlog, s, text);
    rs_stat.sent++;
}

static void play_random(Game *g, int s)
{
    Client *c = g->cl[s];
    if (c->legal_seq != g->local->nlog) fail_msg("seat %d is to move at %d without its legal moves", s, g->local->nlog);
    char text[YS_MOVE_TEXT]; /* a copy: the list is the next one's once the move is told */
    memcpy(text, c->legal[rs_below((uint32_t)c->nlegal)], sizeof text);
    rs_play_text(g, s, text);
}

/* A bot plays: the loop waits for its answer from the pool. */
static void wait_bot(Game *g)
{
    int n = g->room->match->nlog;
    while (g->room->match->nlog == n)
        event_base_loop(rs_srv.base, EVLOOP_ONCE);
    settle(g);
}

/* An action on seat s: the pairs call the server back from the loop, so a
 * bot's move may be read before or after it. Room lines made meanwhile may
 * show seat s either way and its view come with or without legal moves;
 * once the loop is quiet every connected seat's last room line, which
 * followed the action, must show it done. */
static void action_begin(Game *g, int s)
{
    g->shift[s] = 1;
    for (int i = 0; i < g->nall; i++)
        g->all[i]->at_action = g->all[i]->nline;
}

static void action_end(Game *g, int s)
{
    settle(g);
    g->shift[s] = 0;
    for (int i = 0; i < g->nseats; i++) {
        Client *c = g->cl[i];
        int last = -1;
        for (int k = c ? c->at_action : 0; c && k < c->nline; k++)
            if (strstr(c->line[k], "{\"type\":\"room\"") == c->line[k]) last = k;
        if (c && last < 0) fail_msg("seat %d was not told of the action on seat %d", i, s);
        if (c) check_room(g, c, c->line[last]);
    }
}

static void resume(Game *g, int s, int since)
{
    action_begin(g, s);
    Client *old = g->cl[s], *c = client_new(g, s, g->state_flag[s]);
    if (old) old->want_error = "replaced";
    g->cl[s] = c;
    c->last_events = since;
    if (since || rs_below(2))
        sendf(c, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":%d}", g->invite, g->token[s], since);
    else
        sendf(c, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\"}", g->invite, g->token[s]);
    action_end(g, s);
    if (old) client_drop(old);
    rs_stat.resumes++;
}

/* Seat s goes: it says leave, or its end just closes. */
static void drop(Game *g, int s)
{
    Client *c = g->cl[s];
    action_begin(g, s);
    g->cl[s] = NULL;
    if (rs_below(2)) {
        c->want_bye = 1;
        sendf(c, "{\"type\":\"leave\"}");
        settle(g);
        if (c->want_bye) fail_msg("seat %d left without a bye", s);
    }
    client_drop(c);
    action_end(g, s);
    rs_stat.drops++;
}

static void takeover(Game *g, int s)
{
    action_begin(g, s);
    g->stand_in[s] = 1;
    g->level[s] = rs_below(2) ? AI_RANDOM : AI_EASY;
    sendf(g->cl[0], "{\"type\":\"takeover\",\"seat\":%d,\"level\":\"%s\"}", s, level_word(g->level[s]));
    action_end(g, s);
    rs_stat.takeovers++;
}

static void reclaim(Game *g, int s)
{
    action_begin(g, s);
    g->stand_in[s] = 0;
    sendf(g->cl[s], "{\"type\":\"reclaim\"}");
    action_end(g, s);
    rs_stat.reclaims++;
}

/* A seat gone with nobody for it: it comes back, or (not the host's) a bot
 * takes it. */
static void gone(Game *g, int s)
{
    if (g->cl[0] && s && !g->stand_in[s] && rs_below(2))
        takeover(g, s);
    else
        resume(g, s, (int)rs_below((uint32_t)g->local->nlog + 1));
}

/* Now and then a seat drops, comes back from some seq (a second
 * connection replaces the first), is given to a bot or taken back. */
static void stir(Game *g)
{
    int s = (int)rs_below((uint32_t)g->nseats);
    if (g->kind_bot[s] || rs_below(100) >= 6) return;
    if (!g->cl[s])
        gone(g, s);
    else if (g->stand_in[s])
        reclaim(g, s);
    else if (rs_below(2))
        drop(g, s);
    else
        resume(g, s, (int)rs_below((uint32_t)g->local->nlog + 1));
}

/* Plays the room to its end; chaos: with drops, resumes and bots. */
void rs_play_out(Game *g, int chaos)
{
    rs_mark(g);
    while (!ys_over(&g->local->g)) {
        if (chaos) stir(g);
        if (ys_over(&g->local->g)) break;
        int s = ys_to_move(&g->local->g);
        if (g->kind_bot[s] || g->stand_in[s])
            wait_bot(g);
        else if (!g->cl[s])
            gone(g, s);
        else
            play_random(g, s);
        rs_mark(g);
    }
    /* the end: every seat is told it, and a late resume is told it again */
    for (int s = 0; s < g->nseats; s++)
        if (!g->kind_bot[s] && (chaos || s == 0)) resume(g, s, (int)rs_below((uint32_t)g->local->nlog + 1));
}

int rs_open(void)
{
    const char *seed = getenv("YS_ROOM_SEED");
    if (seed) rng = strtoull(seed, NULL, 10);
    snprintf(dir, sizeof dir, "/tmp/ys-test-rooms-XXXXXX");
    if (!mkdtemp(dir)) return -1;
    srv_defaults(&rs_srv.cfg);
    snprintf(rs_srv.cfg.data, sizeof rs_srv.cfg.data, "%s", dir);
    rs_srv.cfg.fixed_deals = 1;                           /* the test knows the deal, to play it beside the room */
    rs_srv.cfg.grace_s = 0;                               /* a seat gone may be given to a bot at once */
    rs_srv.cfg.idle_s = rs_srv.cfg.handshake_s = 1000000; /* a slow machine never closes a seat */
    rs_srv.cfg.durable = 0;
    rs_srv.cfg.bot_threads = 1;
    char err[300];
    if (srv_open_rooms(&rs_srv, err, sizeof err)) {
        fprintf(stderr, "test_rooms: %s\n", err);
        return -1;
    }
    return 0;
}

void rs_close(void)
{
    srv_close(&rs_srv);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd)) fprintf(stderr, "test_rooms: cannot remove %s\n", dir);
}
