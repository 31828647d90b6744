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
#include "ys_client.h"

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

/* --- for probes.c: the server dialled, how to stop, how quiet to be --- */
Ycl *yc_dial(void) { return dial(); }
const char *yc_dial_err(void) { return dial_err; }
void yc_die(int code, const char *fmt, const char *a) { die(code, fmt, a); }
const char *yc_host(void) { return host; }
int yc_port(void) { return port; }
const char *yc_fp(void) { return fp; }
int yc_quiet(void) { return quiet; }

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
    if (!strcmp(cmd, "abuse")) return yc_abuse();
    if (!strcmp(cmd, "silent-tcp")) return yc_silent(0);
    if (!strcmp(cmd, "hold") && i + 1 < argc) return yc_hold(atoi(argv[i + 1]));
    if (!strcmp(cmd, "silent-tls")) return yc_silent(1);
    if (!strcmp(cmd, "flood") && i + 1 < argc) return yc_flood(atoi(argv[i + 1]));
    if (!strcmp(cmd, "trickle") && i + 1 < argc) return yc_trickle(atoi(argv[i + 1]));
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
