/* ys_client.c - ys-client: a test client of ys-server that plays a seat
 * with random legal moves, the way the loopback tests and a person at a
 * terminal use it: create a room, join one by its invite, or resume one
 * from a state file after a crash; it can also come back by itself when the
 * server goes away, hand a gone player's seat to a bot, take a seat back,
 * give its seat a name, say a chat line and print those it hears, ask for
 * a room's figures without taking the seat (rooms), and run the list of
 * refusals the server owes bad clients (abuse). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "jmsg.h"
#include "plat.h"
#include "ys/gamecode.h"
#include "ys/ys.h"
#include "ys/die.h"

#define WAIT_MS 120000 /* a failure limit only: no test expects it to pass */

static const char *host = "127.0.0.1", *fp, *state_path, *name, *chat;
static int port;
static uint64_t rng = 0x9E3779B97F4A7C15ull;
static int silence_ms = WAIT_MS; /* --silence: a server this quiet in a game counts as gone */
static int die_after = -1, reconnects, takeover_gone, reclaim, quiet, check_state;
static int stores;   /* store errors: the server could not save a move (it tells the room again) */
static int think_ms; /* --think: a pause before each move */

static struct {
    char room[64], token[80];
    int seat, seq;
} st = {"", "", -1, 0};

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static void die(int code, const char *fmt, const char *a)
{
    fprintf(stderr, "ys-client: ");
    fprintf(stderr, fmt, a);
    fputc('\n', stderr);
    exit(code);
}

static void save_state(void)
{
    if (!state_path) return;
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", state_path);
    FILE *f = fopen(tmp, "w");
    if (!f) die(1, "cannot write %s", tmp);
    fprintf(f, "%s %s %d %d\n", st.room, st.token, st.seat, st.seq);
    if (fclose(f) || rename(tmp, state_path)) die(1, "cannot write %s", state_path);
}

static void load_state(void)
{
    FILE *f = state_path ? fopen(state_path, "r") : NULL;
    if (!f || fscanf(f, "%63s %79s %d %d", st.room, st.token, &st.seat, &st.seq) != 4)
        die(1, "no state to resume from in %s", state_path ? state_path : "(none: --state FILE)");
    fclose(f);
}

static char dial_err[300] = "no answer to hello";

static Ycl *dial(void)
{
    Ycl *c = ycl_connect(host, port, fp, 20000, dial_err, sizeof dial_err);
    if (!c) return NULL;
    if (ycl_sendz(c, check_state ? "{\"type\":\"hello\",\"version\":1,\"state\":true}"
                                 : "{\"type\":\"hello\",\"version\":1}")) {
        ycl_close(c, 1);
        return NULL;
    }
    const char *l = ycl_recv(c, WAIT_MS);
    if (!l || !strstr(l, "\"welcome\"")) {
        ycl_close(c, 1);
        return NULL;
    }
    return c;
}

/* --name as a field of create, join and resume (",\"name\":\"...\""), or "". */
static const char *name_field(void)
{
    static char f[600];
    char q[560];
    if (!name || jmsg_quote(name, q, sizeof q) < 0) return "";
    snprintf(f, sizeof f, ",\"name\":%s", q);
    return f;
}

static int send_resume(Ycl *c)
{
    char line[1000];
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":%d%s}", st.room,
             st.token, st.seq, name_field());
    return ycl_sendz(c, line);
}

/* Prints a chat line heard: "chat n=N seat=S TEXT". */
static void print_chat(const Jmsg *m)
{
    uint64_t n = 0, seat = 0;
    char text[1024] = "";
    jmsg_uint(m, "n", UINT64_MAX, &n);
    jmsg_uint(m, "seat", 8, &seat);
    jmsg_str(m, "text", text, sizeof text);
    printf("chat n=%llu seat=%d %s\n", (unsigned long long)n, (int)seat, text);
    fflush(stdout);
}

typedef struct {
    char s[2000];
    size_t k;
} Names;

static int name_of_seat(int i, const Jmsg *o, void *ud)
{
    Names *n = ud;
    const JmsgField *f = jmsg_get(o, "name"); /* its JSON as written: a string or null */
    if (n->k < sizeof n->s - 200)
        n->k += (size_t)snprintf(n->s + n->k, sizeof n->s - n->k, "%s%.*s", i ? "," : "", f ? (int)f->vallen : 7,
                                 f ? f->val : "(none)");
    return 0;
}

static char names_told[2000];

/* Prints the seats' names of a room message when they changed:
 * 'names ["Sky",null,...]' (as the server wrote them). */
static void print_names(const Jmsg *m)
{
    Names n = {"[", 1};
    if (jmsg_objects(m, "seats", name_of_seat, &n) < 0) return;
    snprintf(n.s + n.k, sizeof n.s - n.k, "]");
    if (!strcmp(n.s, names_told)) return;
    snprintf(names_told, sizeof names_told, "%s", n.s);
    printf("names %s\n", n.s);
    fflush(stdout);
}

typedef struct {
    char (*m)[256];
    int n;
} Moves;

static int collect(int i, const char *s, void *ud)
{
    Moves *mv = ud;
    (void)i;
    if (mv->n < 1024) snprintf(mv->m[mv->n++], 256, "%s", s);
    return 0;
}

/* In a room message: whether seat s's object says key is val. */
static int seat_says(const char *line, int s, const char *kv)
{
    char pat[32];
    snprintf(pat, sizeof pat, "{\"seat\":%d,", s);
    const char *p = strstr(line, pat);
    if (!p) return 0;
    const char *end = strchr(p, '}');
    const char *hit = strstr(p, kv);
    return hit && hit < end;
}

/* --check-state: every view's and events' `state` read back with the
 * engine's decoder gives, through the engine's JSON writer, the very
 * `view` and `events` beside it. */
static struct {
    YsEventLog ev;
    char *json; /* the last events' JSON array, until its view */
    long views, events;
} chk;

static const char *raw(const Jmsg *m, const char *key, size_t *n)
{
    const JmsgField *f = jmsg_get(m, key);
    *n = f ? f->vallen : 0;
    return f ? f->val : NULL;
}

static void check_events(const Jmsg *m, const char *l)
{
    size_t sn, jn;
    const char *s = raw(m, "state", &sn), *j = raw(m, "events", &jn);
    if (!s || sn < 2 || !j) die(1, "events without state: %s", l);
    if (ys_events_decode(s + 1, sn - 2, &chk.ev)) die(1, "events whose state the engine refuses: %s", l);
    free(chk.json);
    chk.json = malloc(jn + 1);
    if (!chk.json) die(1, "%s", "out of memory");
    memcpy(chk.json, j, jn);
    chk.json[jn] = 0;
}

static void check_view(const Jmsg *m, const char *l)
{
    static YsView v;
    size_t sn, jn;
    const char *s = raw(m, "state", &sn), *j = raw(m, "view", &jn);
    if (!s || sn < 2 || !j) die(1, "a view without state: %s", l);
    if (ys_view_decode(s + 1, sn - 2, &v)) die(1, "a view whose state the engine refuses: %s", l);
    if (v.viewer != st.seat) die(1, "a state for another seat: %s", l);
    YsBuf b = {0};
    ys_json_view(&v, st.seat, &b);
    if (b.n != jn || memcmp(b.s, j, jn)) die(1, "a view and its state disagree: %s", l);
    chk.views++;
    if (chk.json) {
        b.n = 0;
        ys_json_events(&v, &chk.ev, &b);
        if (strlen(chk.json) != b.n || memcmp(b.s, chk.json, b.n))
            die(1, "events and their state disagree: %s", chk.json);
        free(chk.json);
        chk.json = NULL;
        chk.events++;
    }
    ys_buf_free(&b);
}

/* The finished game's code: the whole game, every move of it, ending as
 * the result sent beside it says. */
static void check_code(const Jmsg *m, const JmsgField *res, int seq)
{
    static YsMatch full;
    char code[8192];
    if (jmsg_str(m, "code", code, sizeof code)) die(1, "%s", "the last view has no game code");
    if (ys_code_decode(code, strlen(code), &full, NULL) != YS_CODE_OK)
        die(1, "a game code that does not read: %s", code);
    YsBuf b = {0};
    ys_json_result(&full.g, &b);
    if (!ys_over(&full.g) || full.nlog != seq || b.n != res->vallen || memcmp(b.s, res->val, b.n))
        die(1, "the game code ends elsewhere: %s", code);
    ys_buf_free(&b);
}

/* Sends a line in a game. A failed send is a dropped link, as a failed read
 * is, when the client may come back (--reconnect): the connection is closed
 * (*c becomes NULL) and the next turn of play's loop resumes; else exits. */
static void send_in_game(Ycl **c, const char *line)
{
    if (!ycl_sendz(*c, line)) return;
    if (reconnects <= 0) die(1, "%s", "cannot send");
    ycl_close(*c, 1);
    *c = NULL;
}

/* Plays until the game is over: 0, or exits on a failure. */
static int play(Ycl *c, const char *first)
{
    static char moves[1024][256];
    char pending[256] = "", chosen[256] = "";
    int own_acked = 0, taken = -1, paused = 0, pending_seq = -1, chosen_seq = -1;
    if (first && ycl_sendz(c, first)) die(1, "%s", "cannot send");
    for (;;) {
        const char *l = c ? ycl_recv(c, silence_ms) : NULL;
        if (!l) {
            if (c) ycl_close(c, 1);
            c = NULL;
            if (reconnects-- <= 0) die(1, "%s", "the server went away");
            plat_sleep_ms(100);
            if (!(c = dial()) || send_resume(c)) {
                if (c) ycl_close(c, 1);
                c = NULL;
            }
            continue;
        }
        Jmsg m;
        char err[200], type[32];
        if (jmsg_parse(&m, l, strlen(l), err, sizeof err) || jmsg_str(&m, "type", type, sizeof type))
            die(1, "the server sent a line that is no message: %s", l);
        uint64_t u;
        if (!strcmp(type, "error")) {
            char code[32] = "";
            jmsg_str(&m, "code", code, sizeof code);
            if (reconnects > 0 && !strcmp(code, "idle")) {
                ycl_close(c, 1); /* closed after a silence (a cut link): come back like after any drop */
                c = NULL;
                continue;
            }
            if (!strcmp(code, "store")) { /* not kept: the view and legal moves of the same seq follow */
                if (!stores++ && !quiet) fprintf(stderr, "ys-client: the server could not save a move\n");
                continue;
            }
            die(1, "refused: %s", l);
        } else if (!strcmp(type, "joined")) {
            char tok[80];
            jmsg_str(&m, "room", st.room, sizeof st.room);
            if (!jmsg_str(&m, "token", tok, sizeof tok)) {
                snprintf(st.token, sizeof st.token, "%s", tok);
                st.seq = -1; /* a new seat: the room's view comes next, at whatever move it is */
            }
            jmsg_uint(&m, "seat", 8, &u);
            st.seat = (int)u;
            save_state();
            if (st.seat == 0 && jmsg_get(&m, "token")) {
                printf("invite %s\n", st.room);
                fflush(stdout);
            }
            if (reclaim) send_in_game(&c, "{\"type\":\"reclaim\"}");
            reclaim = 0;
            char q[600], line[700];
            if (c && chat && jmsg_quote(chat, q, sizeof q) > 0) { /* once, on the first seat it sits in */
                snprintf(line, sizeof line, "{\"type\":\"chat\",\"text\":%s}", q);
                send_in_game(&c, line);
                chat = NULL;
            }
        } else if (!strcmp(type, "chat")) {
            print_chat(&m);
        } else if (!strcmp(type, "room")) {
            uint64_t n = 0;
            print_names(&m);
            if (strstr(l, "\"over\":true")) continue;
            for (int s = 0; c && takeover_gone && taken < 0 && s < 4; s++)
                if (s != st.seat && seat_says(l, s, "\"kind\":\"human\"") && seat_says(l, s, "\"joined\":true") &&
                    seat_says(l, s, "\"connected\":false") && seat_says(l, s, "\"bot\":null")) {
                    char line[100];
                    snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d,\"level\":\"random\"}", s);
                    send_in_game(&c, line);
                    taken = s;
                    paused = 1; /* wait, on our turns, until the player takes the seat back */
                    if (!quiet) fprintf(stderr, "ys-client: gave seat %d to a bot\n", s);
                }
            if (c && paused && taken >= 0 && seat_says(l, taken, "\"connected\":true") &&
                seat_says(l, taken, "\"bot\":null")) {
                paused = 0;
                takeover_gone = 0;
                if (!quiet) fprintf(stderr, "ys-client: seat %d is back\n", taken);
                if (*pending && pending_seq == st.seq) {
                    char line[400];
                    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", pending, st.seq);
                    send_in_game(&c, line);
                }
                *pending = 0;
            }
            (void)n;
        } else if (!strcmp(type, "events")) {
            jmsg_uint(&m, "seq", 100000, &u);
            if ((int)u != st.seq + 1) die(1, "events out of order: %s", l);
            st.seq = (int)u;
            save_state();
            if (check_state) check_events(&m, l);
            if (jmsg_get(&m, "move") && ++own_acked == die_after) {
                ycl_close(c, 1); /* gone as a killed process goes: no leave, no close_notify */
                _exit(3);
            }
        } else if (!strcmp(type, "view")) {
            jmsg_uint(&m, "seq", 100000, &u);
            if (st.seq < 0) st.seq = (int)u;
            if ((int)u != st.seq) die(1, "a view for another seq: %s", l);
            if (check_state) check_view(&m, l);
            const JmsgField *over = jmsg_get(&m, "over"), *res = jmsg_get(&m, "result");
            if (over && res) {
                printf("over seq=%d result=%.*s\n", st.seq, (int)res->vallen, res->val);
                if (stores) printf("store errors %d\n", stores);
                if (check_state) check_code(&m, res, st.seq);
                if (check_state) printf("state views=%ld events=%ld code=ok\n", chk.views, chk.events);
                fflush(stdout);
                ycl_sendz(c, "{\"type\":\"leave\"}");
                ycl_close(c, 0);
                return 0;
            }
        } else if (!strcmp(type, "legal")) {
            Moves mv = {moves, 0};
            jmsg_uint(&m, "seq", 100000, &u);
            if ((int)u != st.seq) die(1, "legal moves for another seq: %s", l);
            if (jmsg_strings(&m, "moves", collect, &mv) <= 0) die(1, "no legal moves: %s", l);
            /* A move chosen for this seq before was lost with a dropped link
             * (legal for the same seq again, after resume): the same move
             * again, not a new draw, so the seat plays the game its seed
             * makes whatever the network did. */
            const char *pick = NULL;
            for (int k = 0; chosen_seq == st.seq && !pick && k < mv.n; k++)
                if (!strcmp(moves[k], chosen)) pick = moves[k];
            if (!pick) pick = moves[next() % (uint64_t)mv.n];
            snprintf(chosen, sizeof chosen, "%s", pick);
            chosen_seq = st.seq;
            if (paused) {
                snprintf(pending, sizeof pending, "%s", pick);
                pending_seq = st.seq;
                continue;
            }
            char line[400];
            snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":%d}", pick, st.seq);
            if (think_ms) plat_sleep_ms(think_ms);
            send_in_game(&c, line);
        }
    }
}

/* --- abuse: every refusal the protocol promises, each checked --- */
static int failures;

static const char *expect(Ycl *c, const char *send, const char *code)
{
    if (send && ycl_sendz(c, send)) die(1, "%s", "cannot send");
    for (;;) {
        const char *l = ycl_recv(c, WAIT_MS);
        if (!l) {
            if (code && !strcmp(code, "(closed)")) return "";
            fprintf(stderr, "FAIL: no answer to %.80s (wanted %s)\n", send ? send : "-", code);
            failures++;
            return NULL;
        }
        if (!code) return l;
        char pat[64];
        snprintf(pat, sizeof pat, "\"code\":\"%s\"", code);
        if (strstr(l, "\"type\":\"error\"")) {
            if (strstr(l, pat)) {
                if (!quiet) printf("refused as %s: %.60s\n", code, send ? send : "-");
                return l;
            }
            fprintf(stderr, "FAIL: %.80s answered %s, wanted %s\n", send ? send : "-", l, code);
            failures++;
            return NULL;
        }
        /* room, view, legal and events lines go by */
    }
}

static const char *until_at(Ycl *c, const char *type, int seq, int at)
{
    char pat[64];
    snprintf(pat, sizeof pat, "{\"type\":\"%s\"", type);
    for (;;) {
        const char *l = ycl_recv(c, WAIT_MS);
        if (!l) {
            fprintf(stderr, "ys-client: (abuse line %d) ", at);
            die(1, "no %s came", type);
        }
        if (strstr(l, "\"type\":\"error\"")) die(1, "refused: %s", l);
        Jmsg m;
        char err[100];
        uint64_t u = 0;
        if (!strncmp(l, pat, strlen(pat)) && (seq < 0 || (!jmsg_parse(&m, l, strlen(l), err, sizeof err) &&
                                                          !jmsg_uint(&m, "seq", 100000, &u) && (int)u == seq)))
            return l;
    }
}

#define until(c, type, seq) until_at(c, type, seq, __LINE__)

static int abuse(void)
{
    static char big[70000 + 2];
    Ycl *c = dial();
    if (!c) die(2, "%s", "cannot connect");
    char err[300];
    /* before hello */
    Ycl *d = ycl_connect(host, port, fp, 20000, err, sizeof err);
    if (!d) die(2, "%s", err);
    expect(d, "{\"type\":\"join\",\"invite\":\"X\"}", "no_hello");
    ycl_close(d, 1);
    d = ycl_connect(host, port, fp, 20000, err, sizeof err);
    if (!d) die(2, "%s", err);
    expect(d, "{\"type\":\"hello\",\"version\":2}", "version");
    ycl_close(d, 1);
    /* malformed lines: answered, the connection goes on */
    expect(c, "{\"type\":", "bad_json");
    expect(c, "[1,2]", "bad_json");
    expect(c, "{\"type\":\"move\",\"type\":\"move\"}", "bad_json");
    expect(c, "{\"type\":\"fly\"}", "bad_message");
    expect(c, "{\"type\":\"move\",\"move\":\"bid 4 4\",\"seq\":0}", "not_in_room");
    expect(c, "{\"type\":\"join\",\"invite\":\"0000-0000-0000-0\"}", "bad_invite");
    expect(c, "{\"type\":\"create\",\"options\":\"players=9\",\"seats\":[\"human\"]}", "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"bot:easy\",\"human\"]}", "bad_seats");
    /* issue 48: names, chat, rooms, and a line that is not UTF-8 */
    expect(c, "{\"type\":\"ping\",\"x\":\"\xff\xfe\"}", "bad_json");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"human\",\"human\"],\"name\":\"  \"}",
           "bad_name");
    expect(c, "{\"type\":\"chat\",\"text\":\"hello\"}", "not_in_room");
    {
        char many[4000];
        size_t k = (size_t)snprintf(many, sizeof many, "{\"type\":\"rooms\",\"rooms\":[");
        for (int r = 0; r < 33; r++)
            k += (size_t)snprintf(many + k, sizeof many - k, "%s{\"room\":\"X\",\"token\":\"Y\"}", r ? "," : "");
        snprintf(many + k, sizeof many - k, "]}");
        expect(c, many, "bad_message");
    }
    /* a room of two: c is seat 0, d seat 1 */
    /* a deal the host chose would be a deal the host knows */
    expect(c, "{\"type\":\"create\",\"options\":\"players=2 seed=7\",\"seats\":[\"human\",\"human\"]}", "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=3 order=1,2,3\",\"seats\":[\"human\",\"human\",\"human\"]}",
           "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2 ships=BGY,RWY\",\"seats\":[\"human\",\"human\"]}",
           "bad_options");
    expect(c, "{\"type\":\"create\",\"options\":\"players=2 characters=spy\",\"seats\":[\"human\",\"human\"]}",
           "bad_options");
    if (ycl_sendz(c, "{\"type\":\"create\",\"options\":\"players=2\",\"seats\":[\"human\",\"human\"]}"))
        die(1, "%s", "cannot send");
    const char *l = until(c, "joined", -1);
    Jmsg m;
    char room[64], token0[80], token1[80], line[600];
    jmsg_parse(&m, l, strlen(l), err, sizeof err);
    jmsg_str(&m, "room", room, sizeof room);
    jmsg_str(&m, "token", token0, sizeof token0);
    d = dial();
    if (!d) die(2, "%s", "cannot connect");
    snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\"}", room);
    ycl_sendz(d, line);
    l = until(d, "joined", -1);
    jmsg_parse(&m, l, strlen(l), err, sizeof err);
    jmsg_str(&m, "token", token1, sizeof token1);
    /* whose turn: the room message says */
    l = until(c, "room", -1);
    if (strstr(l, "seed=")) { /* the seed and the moves are the whole deal */
        fprintf(stderr, "FAIL: the room message tells the seed: %s\n", l);
        failures++;
    }
    l = until(c, "view", 0);
    const char *tm = strstr(l, "\"to_move\":");
    int mover = tm ? atoi(tm + 10) : -1;
    if (mover != 0 && mover != 1) die(1, "no player to move in %s", l);
    Ycl *mc = mover == 0 ? c : d, *oc = mover == 0 ? d : c;
    char legal[256];
    l = until(mc, "legal", 0);
    {
        const char *q = strstr(l, "\"moves\":[\"");
        if (!q) die(1, "no moves in %s", l);
        q += 10;
        size_t k = strcspn(q, "\"");
        snprintf(legal, sizeof legal, "%.*s", (int)k, q);
    }
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":0}", legal);
    expect(oc, line, "not_your_turn");
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":0,\"seat\":%d}", legal, 1 - mover);
    expect(mc, line, "not_your_seat");
    expect(mc, "{\"type\":\"move\",\"move\":\"bid 9 9\",\"seq\":0}", "illegal");
    expect(mc, "{\"type\":\"move\",\"move\":\"fly away\",\"seq\":0}", "illegal");
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":5}", legal);
    expect(mc, line, "stale");
    snprintf(line, sizeof line, "{\"type\":\"move\",\"move\":\"%s\",\"seq\":0}", legal);
    ycl_sendz(mc, line);
    until(mc, "events", 1);
    expect(mc, line, "stale"); /* the same move again: replayed */
    snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d}", 1);
    expect(d, "{\"type\":\"takeover\",\"seat\":0}", "not_host");
    expect(c, line, "seat_busy");
    snprintf(line, sizeof line, "{\"type\":\"takeover\",\"seat\":%d,\"now\":true}", 1);
    expect(c, line, "seat_busy");
    expect(c, "{\"type\":\"takeover\",\"seat\":9}", "bad_message");
    expect(c, "{\"type\":\"rooms\",\"rooms\":[]}", "in_room");
    expect(d, "{\"type\":\"chat\",\"text\":\"\"}", "bad_chat");
    expect(d, "{\"type\":\"chat\",\"text\":\"a\x7f\"}", "bad_chat");
    for (int k = 0; k < 5; k++) /* five lines pass, then the seat waits */
        ycl_sendz(d, "{\"type\":\"chat\",\"text\":\"gg\"}");
    expect(d, "{\"type\":\"chat\",\"text\":\"gg\"}", "chat_limited");
    /* a wrong token, then one seat's token for the other room: refused */
    Ycl *e = dial();
    if (!e) die(2, "%s", "cannot connect");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":0}", room,
             "00000000000000000000000000000000");
    expect(e, line, "bad_token");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":999}", room, token1);
    expect(e, line, "bad_since");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":5000}", room, token1);
    expect(e, line, "bad_since");
    snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%s\",\"name\":\"x\x7f\"}", room);
    expect(e, line, "bad_name");
    /* guessing: after the address's tries are spent, even a right invite waits */
    int limited = 0;
    for (int i = 0; i < 40 && !limited; i++) {
        snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":\"%013d\"}", i);
        if (ycl_sendz(e, line)) die(1, "%s", "cannot send");
        const char *a = ycl_recv(e, WAIT_MS);
        if (!a) break;
        limited = strstr(a, "\"rate_limited\"") != NULL;
    }
    if (!limited) {
        fprintf(stderr, "FAIL: 40 wrong invites and no rate_limited\n");
        failures++;
    } else if (!quiet)
        printf("refused as rate_limited after wrong invites\n");
    snprintf(line, sizeof line, "{\"type\":\"resume\",\"room\":\"%s\",\"token\":\"%s\",\"since\":1}", room, token0);
    expect(e, line, "rate_limited");
    ycl_close(e, 1);
    /* the room goes on: a ping is answered, the other seat still plays */
    ycl_sendz(oc, "{\"type\":\"ping\"}");
    until(oc, "pong", -1);
    /* oversized: error, then closed */
    memset(big, 'x', sizeof big - 2);
    memcpy(big, "{\"type\":\"ping\",\"pad\":\"", 22);
    big[sizeof big - 2] = 0;
    expect(oc, big, "too_long");
    if (ycl_recv(oc, WAIT_MS)) {
        fprintf(stderr, "FAIL: the connection stayed open after an oversized line\n");
        failures++;
    }
    ycl_close(oc, 1);
    ycl_sendz(mc, "{\"type\":\"ping\"}");
    until(mc, "pong", -1);
    ycl_close(mc, 0);
    printf("abuse: %d failures\n", failures);
    return failures ? 1 : 0;
}

/* --- rooms: the figures of the room in --state, its seat not taken --- */
static int rooms(void)
{
    load_state();
    Ycl *c = dial();
    if (!c) die(2, "%s", dial_err);
    char line[400];
    snprintf(line, sizeof line, "{\"type\":\"rooms\",\"rooms\":[{\"room\":\"%s\",\"token\":\"%s\"}]}", st.room,
             st.token);
    if (ycl_sendz(c, line)) die(1, "%s", "cannot send");
    const char *l = ycl_recv(c, WAIT_MS);
    static const char want[] = "{\"type\":\"rooms\",";
    if (!l || strncmp(l, want, sizeof want - 1)) die(1, "no rooms answer: %s", l ? l : "(closed)");
    printf("rooms %s\n", l);
    int bad = strstr(l, "\"error\":") != NULL;
    ycl_sendz(c, "{\"type\":\"leave\"}");
    ycl_close(c, 0);
    return bad;
}

/* --- silence: the server closes what says nothing --- */
static int silent(int tls)
{
    if (!tls) { /* TCP only, no TLS handshake: half open */
        char ps[16];
        snprintf(ps, sizeof ps, "%d", port);
        struct addrinfo hints = {0}, *ai = NULL;
        hints.ai_socktype = SOCK_STREAM;
        if (getaddrinfo(host, ps, &hints, &ai) || !ai) die(2, "cannot resolve %s", host);
        PlatSock fd = plat_socket(ai->ai_family, 0);
        if (fd < 0 || plat_connect(fd, ai->ai_addr, ai->ai_addrlen)) die(2, "cannot connect to %s", host);
        freeaddrinfo(ai);
        char b[16];
        if (!plat_wait(fd, 0, WAIT_MS) || plat_recv(fd, b, sizeof b) > 0)
            die(1, "%s", "a silent TCP connection was not closed");
        plat_close(fd);
        printf("closed: no TLS handshake\n");
        return 0;
    }
    Ycl *c = dial(); /* TLS and hello, then nothing */
    if (!c) die(2, "%s", dial_err);
    const char *l = ycl_recv(c, WAIT_MS);
    if (!l || !strstr(l, "\"code\":\"idle\"")) die(1, "no idle error: %s", l ? l : "(closed)");
    if (ycl_recv(c, WAIT_MS)) die(1, "%s", "still open after the idle error");
    ycl_close(c, 1);
    printf("closed: idle\n");
    return 0;
}

/* --- flood: pings sent for SECONDS, nothing read --- */
/* A client that never reads: each connection pings as fast as it can until
 * the server closes it (its unsent answers past the server's cap), then a
 * new one. Prints how many pings and closes; exit 0 when the server closed
 * at least one connection. */
static int flood(int seconds)
{
    static char many[16 * 256 + 1]; /* 256 pings a write */
    for (int k = 0; k < 256; k++)
        memcpy(many + 16 * k, "{\"type\":\"ping\"}\n", 16);
    int64_t end = plat_now_ms() + (int64_t)seconds * 1000;
    long pings = 0, closed = 0;
    while (plat_now_ms() < end) {
        Ycl *c = dial();
        if (!c) die(2, "%s", dial_err);
        while (plat_now_ms() < end && !ycl_send_raw(c, many, 16 * 256))
            pings += 256;
        closed += plat_now_ms() < end;
        ycl_close(c, 1);
    }
    printf("flood: %ld pings sent, %ld connections closed by the server\n", pings, closed);
    return closed ? 0 : 1;
}

/* --- trickle: one line, a byte every MS milliseconds --- */
/* Wants the server to close it (too_slow) before the line is whole. */
static int trickle(int ms)
{
    static char line[4096];
    int n = snprintf(line, sizeof line, "{\"type\":\"ping\",\"pad\":\"");
    while (n < (int)sizeof line - 3)
        line[n++] = 'x';
    memcpy(line + n, "\"}", 3);
    Ycl *c = dial();
    if (!c) die(2, "%s", dial_err);
    int64_t t0 = plat_now_ms();
    for (int i = 0; line[i]; i++) {
        if (ycl_send_raw(c, line + i, 1)) break; /* closed */
        const char *l = ycl_recv(c, ms);
        if (l) {
            if (!strstr(l, "\"code\":\"too_slow\"")) die(1, "not too_slow: %s", l);
            if (ycl_recv(c, WAIT_MS)) die(1, "%s", "still open after too_slow");
            printf("closed: too_slow after %d bytes in %lld ms\n", i + 1, (long long)(plat_now_ms() - t0));
            ycl_close(c, 1);
            return 0;
        }
        if (ycl_dead(c)) die(1, "%s", "closed without too_slow");
    }
    die(1, "%s", "a line trickled byte by byte was taken whole");
    return 1;
}

/* --- hold: N connections said hello and stay until stdin closes --- */
static int hold(int n)
{
    Ycl *c[64];
    if (n < 1 || n > 64) die(2, "%s", "hold takes 1 to 64");
    for (int i = 0; i < n; i++)
        if (!(c[i] = dial())) die(2, "%s", dial_err);
    printf("held %d\n", n);
    fflush(stdout);
    char b[64];
    while (fread(b, 1, sizeof b, stdin) > 0) {
    }
    for (int i = 0; i < n; i++)
        ycl_close(c[i], 0);
    return 0;
}

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: ys-client --connect HOST:PORT --fingerprint FP [options] COMMAND\n"
            "A test client of ys-server: plays one seat with random legal moves until the game is over,\n"
            "then prints 'over seq=N result=JSON' (and 'store errors N' when the server could not\n"
            "save N of its moves: it plays the same move again when told the room again).\n"
            "Commands:\n"
            "  create OPTIONS SEATS  a new room (OPTIONS as 'players=3 express=on', SEATS as human,bot:easy,human);\n"
            "                        prints 'invite CODE' and plays seat 0\n"
            "  join INVITE           takes the room's first free human seat\n"
            "  resume                comes back to the seat in --state FILE\n"
            "  rooms                 prints 'rooms LINE', the server's figures of the room in --state FILE,\n"
            "                        without taking its seat; exit 1 when it answers with an error\n"
            "  abuse                 sends every kind of bad message and checks each refusal\n"
            "  hold N                opens N connections (hello said) and keeps them until stdin ends\n"
            "  silent-tcp            connects without TLS, says nothing, wants the server to close\n"
            "  silent-tls            says hello, then nothing; wants an idle error and the close\n"
            "  flood SECONDS         pings as fast as it can and never reads, a new connection each\n"
            "                        time the server closes one, for SECONDS\n"
            "  trickle MS            sends one line a byte every MS ms; wants too_slow and the close\n"
            "Options:\n"
            "  --state FILE          keep room, token and last seq there (written after each message)\n"
            "  --seed N              the random moves' seed\n"
            "  --die-after N         vanish (no leave) once N of its own moves are acknowledged; exit 3\n"
            "  --reconnect N         when the server goes, come back with the token, up to N times\n"
            "  --silence S           in a game, a server silent S seconds counts as gone (default 120)\n"
            "  --think MS            wait MS milliseconds before each move (a player's pace)\n"
            "  --takeover-when-gone  the host gives a gone player's seat to a bot, and waits on its own\n"
            "                        turns until the player takes the seat back\n"
            "  --reclaim             after resume, take the seat back from its bot\n"
            "  --name NAME           the seat's name, sent with create, join and resume; prints\n"
            "                        'names [JSON,...]', the seats' names, when a room message changes them\n"
            "  --chat TEXT           says TEXT in the room's chat once, after its first joined; every\n"
            "                        chat line heard is printed as 'chat n=N seat=S TEXT'\n"
            "  --check-state         ask for the engine's text of views and events, and check each\n"
            "                        against the JSON beside it, and the end's game code against\n"
            "                        the result (prints \"state views=N events=N code=ok\")\n"
            "  --quiet\n");
}

int main(int argc, char **argv)
{
    ys_die_name("ys-client");
    plat_net_init();
    int i = 1;
    static char hostbuf[256];
    for (; i < argc && !strncmp(argv[i], "--", 2); i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--connect") && v) {
            snprintf(hostbuf, sizeof hostbuf, "%s", v);
            char *colon = strrchr(hostbuf, ':');
            if (!colon) die(2, "--connect needs HOST:PORT, not %s", v);
            *colon = 0;
            host = hostbuf;
            port = atoi(colon + 1);
            i++;
        } else if (!strcmp(a, "--fingerprint") && v)
            fp = argv[++i];
        else if (!strcmp(a, "--state") && v)
            state_path = argv[++i];
        else if (!strcmp(a, "--seed") && v)
            rng ^= strtoull(argv[++i], NULL, 10) * 0xBF58476D1CE4E5B9ull + 1;
        else if (!strcmp(a, "--die-after") && v)
            die_after = atoi(argv[++i]);
        else if (!strcmp(a, "--reconnect") && v)
            reconnects = atoi(argv[++i]);
        else if (!strcmp(a, "--silence") && v && atoi(v) > 0)
            silence_ms = atoi(argv[++i]) * 1000;
        else if (!strcmp(a, "--think") && v && atoi(v) > 0 && atoi(v) <= 60000)
            think_ms = atoi(argv[++i]);
        else if (!strcmp(a, "--takeover-when-gone"))
            takeover_gone = 1;
        else if (!strcmp(a, "--reclaim"))
            reclaim = 1;
        else if (!strcmp(a, "--name") && v)
            name = argv[++i];
        else if (!strcmp(a, "--chat") && v)
            chat = argv[++i];
        else if (!strcmp(a, "--quiet"))
            quiet = 1;
        else if (!strcmp(a, "--check-state"))
            check_state = 1;
        else {
            usage(stderr);
            return 2;
        }
    }
    if (i >= argc || port <= 0) {
        usage(stderr);
        return 2;
    }
    if (!rng) rng = 1;
    const char *cmd = argv[i];
    if (!strcmp(cmd, "abuse")) return abuse();
    if (!strcmp(cmd, "silent-tcp")) return silent(0);
    if (!strcmp(cmd, "hold") && i + 1 < argc) return hold(atoi(argv[i + 1]));
    if (!strcmp(cmd, "silent-tls")) return silent(1);
    if (!strcmp(cmd, "flood") && i + 1 < argc) return flood(atoi(argv[i + 1]));
    if (!strcmp(cmd, "trickle") && i + 1 < argc) return trickle(atoi(argv[i + 1]));
    if (!strcmp(cmd, "rooms")) return rooms();
    char line[2000];
    if (!strcmp(cmd, "create") && i + 2 < argc) {
        char q[600], seats[400] = "";
        jmsg_quote(argv[i + 1], q, sizeof q);
        size_t k = 0;
        char tmp[300];
        snprintf(tmp, sizeof tmp, "%s", argv[i + 2]);
        for (char *s = strtok(tmp, ","); s; s = strtok(NULL, ","))
            k += (size_t)snprintf(seats + k, sizeof seats - k, "%s\"%s\"", k ? "," : "", s);
        snprintf(line, sizeof line, "{\"type\":\"create\",\"options\":%s,\"seats\":[%s]%s}", q, seats, name_field());
    } else if (!strcmp(cmd, "join") && i + 1 < argc) {
        char q[200];
        jmsg_quote(argv[i + 1], q, sizeof q);
        snprintf(line, sizeof line, "{\"type\":\"join\",\"invite\":%s%s}", q, name_field());
    } else if (!strcmp(cmd, "resume")) {
        load_state();
        line[0] = 0;
    } else {
        usage(stderr);
        return 2;
    }
    Ycl *c = dial();
    for (int t = 0; !c && t < reconnects; t++) {
        plat_sleep_ms(100);
        c = dial();
    }
    if (!c) die(2, "%s", dial_err);
    if (!line[0]) {
        if (send_resume(c)) die(1, "%s", "cannot send");
        return play(c, NULL);
    }
    return play(c, line);
}
