/* test_protocol.c - the ys-engine protocol (PROTOCOL.md) through
 * ys_session_line: every command and answer form, errors that change
 * nothing, odd input, saves and loads, go, undo, and the JSON fields that
 * outside tests read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "protocol.h"
#include "testlib.h"

static Session *S;
static YsBuf out;
static char tmpdir[256];

static int setup(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ys_test_protocol_%d", (int)getpid());
    char cmd[300];
    snprintf(cmd, sizeof cmd, "mkdir -p %s", tmpdir);
    return system(cmd);
}

static int teardown(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    ys_buf_free(&out);
    return system(cmd);
}

static int fresh(void **state)
{
    (void)state;
    ys_session_free(S);
    S = ys_session_new();
    return S ? 0 : -1;
}

/* Sends one line; returns the answer (valid until the next call), checked to
 * be one non-empty line. */
static const char *say_n(const char *line, size_t len)
{
    ys_session_line(S, line, len, &out);
    if (!out.s || !out.n) fail_msg("no answer to '%.60s'", line);
    if (strlen(out.s) != out.n) fail_msg("answer to '%.60s' holds a NUL", line);
    if (strchr(out.s, '\n') || strchr(out.s, '\r')) fail_msg("answer to '%.60s' spans lines", line);
    return out.s;
}

static const char *say(const char *line) { return say_n(line, strlen(line)); }

static char *dup_answer(const char *line)
{
    const char *a = say(line);
    char *d = malloc(strlen(a) + 1);
    strcpy(d, a);
    return d;
}

static int starts(const char *s, const char *prefix) { return !strncmp(s, prefix, strlen(prefix)); }

#define ASSERT_ANSWER(line, prefix)                                                                                    \
    do {                                                                                                               \
        const char *a_ = say(line);                                                                                    \
        if (!starts(a_, prefix)) fail_msg("'%s' answered '%.200s', want '%s...'", line, a_, prefix);                   \
    } while (0)

static Json *say_json(const char *line)
{
    const char *a = say(line);
    Json *j = json_parse(a);
    if (!j) fail_msg("'%s' answered no JSON: %.300s", line, a);
    return j;
}

/* Plays the first legal move through the protocol; returns its text. */
static void play_first(char *moved, size_t len)
{
    Json *l = say_json("legal");
    if (l->t != J_ARR || l->n < 1) fail_msg("no legal moves");
    char line[160];
    snprintf(line, sizeof line, "play %s", json_at(l, 0)->str);
    if (moved) snprintf(moved, len, "%s", json_at(l, 0)->str);
    json_free(l);
    ASSERT_ANSWER(line, "ok");
}

static int game_over(void)
{
    Json *j = say_json("state");
    int over = !strcmp(json_get(j, "phase")->str, "over");
    json_free(j);
    return over;
}

static void test_no_game(void **state)
{
    (void)state;
    static const char *cmds[] = {
        "state", "view 0", "legal", "play bid 3 2", "go", "undo", "log", "result", "save /tmp/never-written-ys.sav"};
    for (size_t i = 0; i < sizeof cmds / sizeof *cmds; i++)
        ASSERT_ANSWER(cmds[i], "error state");
    assert_int_equal(access("/tmp/never-written-ys.sav", F_OK), -1);
}

static void test_bad_lines(void **state)
{
    (void)state;
    ASSERT_ANSWER("", "error syntax");
    ASSERT_ANSWER("   ", "error syntax");
    ASSERT_ANSWER("\t", "error syntax");
    ASSERT_ANSWER("dance", "error syntax");
    ASSERT_ANSWER("STATE", "error syntax");
    ASSERT_ANSWER("new seed=1", "ok");
    char *before = dup_answer("state");
    ASSERT_ANSWER("state now", "error syntax");
    ASSERT_ANSWER("legal 1", "error syntax");
    ASSERT_ANSWER("view", "error syntax");
    ASSERT_ANSWER("view x", "error syntax");
    ASSERT_ANSWER("view -1", "error");
    ASSERT_ANSWER("view 4", "error");
    ASSERT_ANSWER("view 99999999999999999999", "error");
    ASSERT_ANSWER("play", "error syntax");
    ASSERT_ANSWER("play bid 9 9", "error syntax");
    ASSERT_ANSWER("play dance", "error syntax");
    ASSERT_ANSWER("play seat 1", "error illegal"); /* well formed, not now */
    ASSERT_ANSWER("play up 3@n1.port", "error illegal");
    ASSERT_ANSWER("save", "error syntax");
    ASSERT_ANSWER("load", "error syntax");
    ASSERT_ANSWER("go level=godlike", "error syntax");
    ASSERT_ANSWER("go fast", "error syntax");
    ASSERT_ANSWER("go iterations=-5", "error syntax");
    ASSERT_ANSWER("new players=5", "error syntax");
    ASSERT_ANSWER("new players", "error syntax");
    ASSERT_ANSWER("new colour=red", "error syntax");
    ASSERT_ANSWER("new players=2 neighbourhoods=4", "error");
    ASSERT_ANSWER("new players=2 kings-favor=on", "error");
    ASSERT_ANSWER("new players=2 express=on", "error");
    ASSERT_ANSWER("new characters=king,king", "error");
    /* very long lines, NULs, binary junk: one error line, no crash, nothing changed */
    size_t big = 1 << 20;
    char *line = malloc(big + 1);
    memset(line, 'a', big);
    line[big] = 0;
    ASSERT_ANSWER(line, "error syntax");
    memcpy(line, "play ", 5);
    ASSERT_ANSWER(line, "error syntax");
    memcpy(line, "new seed=", 9);
    memset(line + 9, '9', 5000);
    line[5009] = 0;
    ASSERT_ANSWER(line, "error syntax");
    memcpy(line, "play bid 3 2", 12);
    line[12] = 0;
    assert_true(starts(say_n(line, 13), "error")); /* a NUL inside the line */
    uint64_t r = 12345;
    for (int i = 0; i < 2000; i++) {
        size_t n = 1 + ys_rng_below(&r, 300);
        for (size_t k = 0; k < n; k++)
            line[k] = (char)(ys_rng_below(&r, 255) + 1);
        line[n] = 0;
        if (i % 3 == 0) memcpy(line, "play ", 5);
        if (i % 7 == 0) memcpy(line, "new ", 4);
        const char *a = say(line);
        if (!starts(a, "error ") && strcmp(a, "ok") && a[0] != '{' && a[0] != '[' && !starts(a, "move "))
            fail_msg("junk answered '%.100s'", a);
        if (!strcmp(a, "ok")) ASSERT_ANSWER("new seed=1", "ok"); /* junk that happened to be a command */
    }
    free(line);
    ASSERT_ANSWER("new seed=1", "ok");
    assert_string_equal(say("state"), before);
    ASSERT_ANSWER("state\r", "{"); /* CRLF input */
    free(before);
}

static void test_errors_change_nothing(void **state)
{
    (void)state;
    ASSERT_ANSWER("new seed=7 players=3", "ok");
    ASSERT_ANSWER("play bid 4 3", "ok");
    char *before = dup_answer("state");
    char *log = dup_answer("log");
    static const char *bad[] = {
        "play seat 2",   "play bid 4 4 4",           "play take blue", "play up 3@n1.port",       "play bid 5 5",
        "play bid 2 2",  "new players=2 express=on", "view 3",         "load /nonexistent/x.sav", "result",
        "play card spy", "play rank blue red"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        const char *a = say(bad[i]);
        if (!starts(a, "error ")) fail_msg("'%s' answered '%s'", bad[i], a);
        assert_string_equal(say("state"), before);
        assert_string_equal(say("log"), log);
    }
    free(before);
    free(log);
}

static void test_play_legal_log_undo(void **state)
{
    (void)state;
    ASSERT_ANSWER("new seed=3", "ok");
    Json *l = say_json("legal");
    assert_int_equal(l->t, J_ARR);
    assert_true(l->n >= 2);
    for (int i = 0; i < l->n; i++)
        assert_true(starts(json_at(l, i)->str, "bid "));
    json_free(l);
    Json *lg = say_json("log");
    assert_int_equal(lg->n, 0);
    json_free(lg);
    ASSERT_ANSWER("undo", "error state"); /* nothing to undo */

    char *states[40];
    char moves[40][96];
    for (int i = 0; i < 40; i++) {
        states[i] = dup_answer("state");
        play_first(moves[i], sizeof moves[i]);
    }
    lg = say_json("log");
    assert_int_equal(lg->n, 40);
    for (int i = 0; i < 40; i++)
        assert_string_equal(json_at(lg, i)->str, moves[i]);
    json_free(lg);
    for (int i = 39; i >= 30; i--) {
        ASSERT_ANSWER("undo", "ok");
        assert_string_equal(say("state"), states[i]);
    }
    lg = say_json("log");
    assert_int_equal(lg->n, 30);
    json_free(lg);
    for (int i = 0; i < 40; i++)
        free(states[i]);
}

static void test_whole_game_and_result(void **state)
{
    (void)state;
    ASSERT_ANSWER("new seed=11 players=4 kings-favor=on", "ok");
    ASSERT_ANSWER("result", "error state");
    int seen[7] = {0};
    static const char *phases[] = {"bid", "seat", "cards", "place", "count", "throne", "over"};
    int guard = 0;
    while (!game_over()) {
        Json *j = say_json("state");
        for (int p = 0; p < 7; p++)
            if (!strcmp(json_get(j, "phase")->str, phases[p])) seen[p]++;
        assert_false(json_is_null(json_get(j, "to_move")));
        json_free(j);
        ASSERT_ANSWER("result", "error state");
        play_first(NULL, 0);
        assert_true(++guard < 2000);
    }
    assert_true(seen[0] && seen[1] && seen[3] && seen[4] && seen[5]);
    Json *j = say_json("state");
    assert_true(json_is_null(json_get(j, "to_move")));
    assert_int_equal(json_int(json_get(j, "round")), 4);
    json_free(j);
    ASSERT_ANSWER("play pass", "error state");
    ASSERT_ANSWER("play bid 3 2", "error state");
    ASSERT_ANSWER("go", "error state");
    assert_string_equal(say("legal"), "[]");
    Json *r = say_json("result");
    const Json *score = json_get(r, "score"), *winners = json_get(r, "winners"), *bd = json_get(r, "breakdown");
    assert_non_null(score);
    assert_non_null(winners);
    assert_non_null(bd);
    assert_int_equal(score->n, 4);
    assert_int_equal(bd->n, 4);
    assert_true(winners->n >= 1);
    int best = -1000;
    for (int s = 0; s < 4; s++) {
        const Json *b = json_at(bd, s);
        int sum = json_int(json_get(b, "colours")) + json_int(json_get(b, "black")) + json_int(json_get(b, "throne")) +
                  json_int(json_get(b, "during"));
        assert_int_equal(sum, json_int(json_at(score, s)));
        if (json_int(json_at(score, s)) > best) best = json_int(json_at(score, s));
    }
    for (int i = 0; i < winners->n; i++)
        assert_int_equal(json_int(json_at(score, json_int(json_at(winners, i)))), best);
    /* undo out of the end */
    ASSERT_ANSWER("undo", "ok");
    assert_false(game_over());
    ASSERT_ANSWER("result", "error state");
    json_free(r);
}

static void check_fields(Json *j, int players, int nbhds, int kf)
{
    static const char *keys[] = {"players",      "round",       "phase",     "to_move",   "turn_order",  "order_cards",
                                 "score",        "gems",        "quotation", "hand_size", "hands",       "ports",
                                 "palace_cards", "market_gems", "places",    "behind",    "behind_count"};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (!json_get(j, keys[i])) fail_msg("JSON lacks '%s'", keys[i]);
    int seats = players == 2 ? 3 : players;
    assert_int_equal(json_int(json_get(j, "players")), players);
    static const char *per_seat[] = {"score", "gems", "hand_size", "hands", "behind", "behind_count"};
    for (size_t i = 0; i < sizeof per_seat / sizeof *per_seat; i++) {
        const Json *a = json_get(j, per_seat[i]);
        if (a->t != J_ARR || a->n != seats) fail_msg("'%s' has %d entries, want %d", per_seat[i], a->n, seats);
    }
    assert_int_equal(json_get(j, "turn_order")->n, players);
    const Json *oc = json_get(j, "order_cards");
    assert_true(oc->n == players || oc->n == seats);
    for (int s = 0; s < seats; s++) {
        const Json *g = json_at(json_get(j, "gems"), s);
        static const char *cols[] = {"blue", "green", "yellow", "red", "black"};
        for (int c = 0; c < 5; c++)
            if (!json_get(g, cols[c]) || json_get(g, cols[c])->t != J_NUM) fail_msg("gems lack %s", cols[c]);
    }
    const Json *q = json_get(j, "quotation");
    static const char *cols4[] = {"blue", "green", "yellow", "red"};
    for (int c = 0; c < 4; c++) {
        int v = json_int(json_get(q, cols4[c]));
        assert_true(v >= 0 && v <= 14);
    }
    assert_int_equal(json_get(j, "ports")->n, nbhds);
    assert_int_equal(json_get(j, "palace_cards")->n, nbhds);
    assert_int_equal(json_get(j, "market_gems")->n, 3);
    const Json *places = json_get(j, "places");
    static const char *areas[] = {"port", "commerce", "palace"};
    char name[32];
    for (int nb = 1; nb <= nbhds; nb++)
        for (int a = 0; a < 3; a++) {
            snprintf(name, sizeof name, "n%d.%s", nb, areas[a]);
            if (!json_get(places, name) || json_get(places, name)->t != J_ARR) fail_msg("places lacks %s", name);
        }
    for (int r = 1; r <= 3; r++)
        for (int c = 0; c < 4; c++) {
            snprintf(name, sizeof name, "m%d.%s", r, cols4[c]);
            if (!json_get(places, name)) fail_msg("places lacks %s", name);
        }
    assert_non_null(json_get(places, "front"));
    assert_non_null(json_get(places, "throne"));
    if (players == 2) {
        const Json *ns = json_get(j, "neutral_supply");
        assert_non_null(ns);
        assert_int_equal(ns->n, 2);
    }
    (void)kf;
    static const char *phases[] = {"bid", "seat", "cards", "place", "count", "throne", "over"};
    int ok = 0;
    for (int p = 0; p < 7; p++)
        ok |= !strcmp(json_get(j, "phase")->str, phases[p]);
    assert_true(ok);
    int r = json_int(json_get(j, "round"));
    assert_true(r >= 1 && r <= 4);
}

static void test_json_fields(void **state)
{
    (void)state;
    static const struct {
        const char *opts;
        int players, nbhds, kf;
    } cfg[] = {{"new seed=5", 4, 4, 0},
               {"new seed=5 players=2", 2, 3, 0},
               {"new seed=5 players=3 neighbourhoods=3 kings-favor=on", 3, 3, 1},
               {"new seed=5 players=3 express=on", 3, 4, 0}};
    for (size_t c = 0; c < sizeof cfg / sizeof *cfg; c++) {
        ASSERT_ANSWER(cfg[c].opts, "ok");
        for (int step = 0; step < 120 && !game_over(); step++) {
            if (step % 10 == 0) {
                Json *j = say_json("state");
                check_fields(j, cfg[c].players, cfg[c].nbhds, cfg[c].kf);
                assert_true(json_get(j, "to_move")->t == J_NUM);
                json_free(j);
                for (int p = 0; p < cfg[c].players; p++) {
                    char line[16];
                    snprintf(line, sizeof line, "view %d", p);
                    j = say_json(line);
                    check_fields(j, cfg[c].players, cfg[c].nbhds, cfg[c].kf);
                    /* what p may not see is null */
                    for (int q = 0; q < cfg[c].players; q++)
                        if (q != p) {
                            assert_true(json_is_null(json_at(json_get(j, "hands"), q)));
                            assert_true(json_is_null(json_at(json_get(j, "behind"), q)));
                        }
                    if (cfg[c].players == 2) {
                        assert_true(json_is_null(json_at(json_get(j, "neutral_supply"), 1 - p)));
                        assert_false(json_is_null(json_at(json_get(j, "neutral_supply"), p)));
                    }
                    json_free(j);
                }
            }
            play_first(NULL, 0);
        }
    }
}

static char *path_in_tmp(const char *name)
{
    static char p[4][400];
    static int k;
    k = (k + 1) % 4;
    snprintf(p[k], sizeof p[k], "%s/%s", tmpdir, name);
    return p[k];
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *b = malloc(1 << 20);
    *len = fread(b, 1, 1 << 20, f);
    fclose(f);
    b[*len] = 0;
    return b;
}

static void write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    fclose(f);
}

static void test_save_load(void **state)
{
    (void)state;
    char line[600];
    ASSERT_ANSWER("new seed=21 players=3 kings-favor=on", "ok");
    for (int i = 0; i < 60; i++)
        play_first(NULL, 0);
    char *saved_state = dup_answer("state"), *saved_log = dup_answer("log");
    const char *file = path_in_tmp("game.sav");
    snprintf(line, sizeof line, "save %s", file);
    ASSERT_ANSWER(line, "ok");
    for (int i = 0; i < 20; i++)
        play_first(NULL, 0);
    char *later = dup_answer("state");
    snprintf(line, sizeof line, "load %s", file);
    ASSERT_ANSWER(line, "ok");
    assert_string_equal(say("state"), saved_state);
    assert_string_equal(say("log"), saved_log);
    /* a fresh session loads it too */
    fresh(NULL);
    ASSERT_ANSWER(line, "ok");
    assert_string_equal(say("state"), saved_state);

    size_t len = 0;
    char *text = read_file(file, &len);
    assert_non_null(text);
    assert_true(starts(text, "YS-SAVE"));

    /* damaged files are refused and leave the current game as it was */
    ASSERT_ANSWER("new seed=99 players=4", "ok");
    ASSERT_ANSWER("play bid 4 3", "ok");
    char *current = dup_answer("state");
    const char *bad = path_in_tmp("bad.sav");
    snprintf(line, sizeof line, "load %s", bad);
    for (size_t cut = 0; cut < len; cut += (cut < 40 ? 1 : 37)) { /* cut short */
        write_file(bad, text, cut);
        ASSERT_ANSWER(line, "error format");
        assert_string_equal(say("state"), current);
    }
    uint64_t r = 5;
    for (int i = 0; i < 300; i++) { /* one byte altered */
        char *t = malloc(len);
        memcpy(t, text, len);
        size_t at = ys_rng_below(&r, (uint32_t)len);
        char c;
        do
            c = (char)(ys_rng_below(&r, 94) + 32);
        while (c == t[at]);
        t[at] = c;
        write_file(bad, t, len);
        ASSERT_ANSWER(line, "error format");
        assert_string_equal(say("state"), current);
        free(t);
    }
    write_file(bad, "", 0);
    ASSERT_ANSWER(line, "error format");
    write_file(bad,
               "\x7f"
               "ELF\x02\x01\x01\x00garbage",
               16);
    ASSERT_ANSWER(line, "error format");
    /* with a correct checksum: a move that is not legal; a moves line that
     * is not a plain number in range (once read by sscanf: 10x, +10, 010,
     * and 4294967306 wrapping to 10) */
    static const char *const forged[] = {
        "YS-SAVE 1\noptions players=4 seed=1\nmoves 1\nseat 3\n",
        "YS-SAVE 1\noptions players=4 seed=1\nmoves 1x\nbid 4 3\n",
        "YS-SAVE 1\noptions players=4 seed=1\nmoves +1\nbid 4 3\n",
        "YS-SAVE 1\noptions players=4 seed=1\nmoves 01\nbid 4 3\n",
        "YS-SAVE 1\noptions players=4 seed=1\nmoves 4294967297\nbid 4 3\n",
        "YS-SAVE 1\noptions players=4 seed=1\nmoves 18446744073709551617\nbid 4 3\n",
        "YS-SAVE 1\noptions players=4 seed=1\nmoves -1\n",
        "YS-SAVE 1\noptions players=4 seed=1\nmoves  1\nbid 4 3\n",
    };
    for (size_t f = 0; f < sizeof forged / sizeof *forged; f++) {
        uint64_t h = 0xcbf29ce484222325ull;
        for (const char *c = forged[f]; *c; c++)
            h = (h ^ (unsigned char)*c) * 0x100000001b3ull;
        char buf[256];
        snprintf(buf, sizeof buf, "%schecksum %016llx\n", forged[f], (unsigned long long)h);
        write_file(bad, buf, strlen(buf));
        ASSERT_ANSWER(line, "error format");
    }
    { /* the same save with a plain moves line loads */
        const char *good = "YS-SAVE 1\noptions players=4 seed=1\nmoves 1\nbid 4 3\n";
        uint64_t h = 0xcbf29ce484222325ull;
        for (const char *c = good; *c; c++)
            h = (h ^ (unsigned char)*c) * 0x100000001b3ull;
        char buf[256];
        snprintf(buf, sizeof buf, "%schecksum %016llx\n", good, (unsigned long long)h);
        write_file(bad, buf, strlen(buf));
        ASSERT_ANSWER(line, "ok");
        ASSERT_ANSWER("new seed=99 players=4", "ok"); /* back to the game under test */
        ASSERT_ANSWER("play bid 4 3", "ok");
    }
    assert_string_equal(say("state"), current);
    snprintf(line, sizeof line, "load %s", path_in_tmp("missing.sav"));
    ASSERT_ANSWER(line, "error io");
    snprintf(line, sizeof line, "load %s", tmpdir); /* a directory */
    ASSERT_ANSWER(line, "error");
    snprintf(line, sizeof line, "save %s/no/such/dir/x.sav", tmpdir);
    ASSERT_ANSWER(line, "error io");
    assert_string_equal(say("state"), current);
    free(text);
    free(saved_state);
    free(saved_log);
    free(later);
    free(current);
}

static void test_go(void **state)
{
    (void)state;
    ASSERT_ANSWER("new seed=8 players=4", "ok");
    for (int step = 0; step < 60; step++) {
        char *before = dup_answer("state");
        char *a = dup_answer("go seed=3 iterations=50 level=easy");
        if (!starts(a, "move ")) fail_msg("go answered '%s'", a);
        char *b = dup_answer("go seed=3 iterations=50 level=easy");
        assert_string_equal(a, b);                 /* deterministic with seed and iterations */
        assert_string_equal(say("state"), before); /* not played */
        /* the move is legal */
        Json *l = say_json("legal");
        int found = 0;
        for (int i = 0; i < l->n; i++)
            found |= !strcmp(json_at(l, i)->str, a + 5);
        if (!found) fail_msg("go chose '%s', not in legal", a + 5);
        json_free(l);
        char line[200];
        snprintf(line, sizeof line, "play %s", a + 5);
        ASSERT_ANSWER(line, "ok");
        free(a);
        free(b);
        free(before);
    }
}

/* Numbers from outside are range-checked before any arithmetic: a number
 * that wraps can never name a viewer (which once answered the referee's
 * whole state, secret bids included), and nothing changes. */
static void test_numbers_from_outside(void **state)
{
    (void)state;
    ASSERT_ANSWER("new players=3 seed=7", "ok");
    ASSERT_ANSWER("play bid 4 3", "ok");
    char *before = dup_answer("state");
    static const char *const bad[] = {"view 9223372041149743103",
                                      "view 9223372036854776808",
                                      "view 18446744073709551616",
                                      "view 4294967296",
                                      "view 1000",
                                      "view 3",
                                      "view -1",
                                      "view +1",
                                      "view 01",
                                      "view 1x",
                                      "view 999999999999999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        ASSERT_ANSWER(bad[i], "error");
    ASSERT_ANSWER("go iterations=99999999999999999999999", "error syntax");
    ASSERT_ANSWER("go ms=18446744073709551617", "error syntax");
    ASSERT_ANSWER("new seed=99999999999999999999999999999", "error syntax");
    ASSERT_ANSWER("new seed=-1", "error syntax");
    assert_string_equal(say("state"), before);
    free(before);
    /* a view of a seat still works, and hides the others' bids */
    Json *v = say_json("view 1");
    assert_int_equal(json_int(json_get(v, "viewer")), 1);
    json_free(v);
}

/* Options that do not apply to the game asked for are refused. */
static void test_options_that_do_not_apply(void **state)
{
    (void)state;
    ASSERT_ANSWER("new players=3 neutral=4310", "error");
    ASSERT_ANSWER("new players=4 neutral=4210", "error");
    ASSERT_ANSWER("new neutral=4310", "error");
    ASSERT_ANSWER("new players=2 kings-favor=on", "error");
    ASSERT_ANSWER("new players=2 express=on", "error");
    ASSERT_ANSWER("new players=4 neighbourhoods=3", "error");
    ASSERT_ANSWER("new players=2 neighbourhoods=4", "error");
    ASSERT_ANSWER("state", "error state"); /* none of them started a game */
    ASSERT_ANSWER("new players=2 neutral=4310", "ok");
}

/* events: what the last play changed; score, gem and quote events add up to
 * the change of the state's score, gems and quotation (the last move, with
 * the final scoring, included); [] after new, load and undo. */
static void test_events(void **state)
{
    (void)state;
    ASSERT_ANSWER("events", "error state");
    ASSERT_ANSWER("new players=3 seed=21 kings-favor=on", "ok");
    assert_string_equal(say("events"), "[]");
    static const char *const colours[] = {"blue", "green", "yellow", "red", "black"};
    int guard = 0, scored = 0;
    while (!game_over()) {
        Json *a = say_json("state");
        char moved[128];
        play_first(moved, sizeof moved);
        Json *b = say_json("state"), *ev = say_json("events");
        assert_int_equal(ev->t, J_ARR);
        assert_true(ev->n >= 1);
        const Json *first = json_at(ev, 0);
        assert_string_equal(json_get(first, "kind")->str, "move");
        assert_string_equal(json_get(first, "move")->str, moved);
        int score[3] = {0}, gems[3][5] = {{0}}, quote[4] = {0};
        for (int i = 0; i < ev->n; i++) {
            const Json *e = json_at(ev, i);
            const char *kind = json_get(e, "kind")->str;
            if (!strcmp(kind, "score")) {
                score[json_int(json_get(e, "player"))] += json_int(json_get(e, "points"));
                assert_non_null(json_get(e, "why"));
                scored++;
            } else if (!strcmp(kind, "gem")) {
                for (int c = 0; c < 5; c++)
                    if (!strcmp(json_get(e, "colour")->str, colours[c]))
                        gems[json_int(json_get(e, "player"))][c] += json_int(json_get(e, "count"));
            } else if (!strcmp(kind, "quote")) {
                for (int c = 0; c < 4; c++)
                    if (!strcmp(json_get(e, "colour")->str, colours[c])) quote[c] += json_int(json_get(e, "steps"));
            }
        }
        for (int p = 0; p < 3; p++) {
            assert_int_equal(score[p],
                             json_int(json_at(json_get(b, "score"), p)) - json_int(json_at(json_get(a, "score"), p)));
            for (int c = 0; c < 5; c++)
                assert_int_equal(gems[p][c], json_int(json_get(json_at(json_get(b, "gems"), p), colours[c])) -
                                                 json_int(json_get(json_at(json_get(a, "gems"), p), colours[c])));
        }
        for (int c = 0; c < 4; c++)
            assert_int_equal(quote[c], json_int(json_get(json_get(b, "quotation"), colours[c])) -
                                           json_int(json_get(json_get(a, "quotation"), colours[c])));
        json_free(a), json_free(b), json_free(ev);
        assert_true(++guard < 2000);
    }
    assert_true(scored > 0);
    /* the game's last events: the final scoring, then the end */
    Json *ev = say_json("events"), *r = say_json("result");
    const Json *last = json_at(ev, ev->n - 1);
    assert_string_equal(json_get(last, "kind")->str, "end");
    assert_int_equal(json_get(last, "winners")->n, json_get(r, "winners")->n);
    int finals = 0;
    for (int i = 0; i < ev->n; i++)
        finals += !strcmp(json_get(json_at(ev, i), "kind")->str, "final-colour");
    assert_int_equal(finals, 4);
    json_free(ev), json_free(r);
    ASSERT_ANSWER("undo", "ok");
    assert_string_equal(say("events"), "[]");
}

static void test_quit(void **state)
{
    (void)state;
    assert_int_equal(ys_session_line(S, "quit", 4, &out), 1);
    assert_string_equal(out.s, "ok");
    assert_int_equal(ys_session_line(S, "state", 5, &out), 0);
    ys_session_free(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_no_game, fresh),
        cmocka_unit_test_setup(test_bad_lines, fresh),
        cmocka_unit_test_setup(test_errors_change_nothing, fresh),
        cmocka_unit_test_setup(test_play_legal_log_undo, fresh),
        cmocka_unit_test_setup(test_whole_game_and_result, fresh),
        cmocka_unit_test_setup(test_json_fields, fresh),
        cmocka_unit_test_setup(test_save_load, fresh),
        cmocka_unit_test_setup(test_go, fresh),
        cmocka_unit_test_setup(test_numbers_from_outside, fresh),
        cmocka_unit_test_setup(test_options_that_do_not_apply, fresh),
        cmocka_unit_test_setup(test_events, fresh),
        cmocka_unit_test_setup(test_quit, fresh),
    };
    int rc = cmocka_run_group_tests(tests, setup, teardown);
    ys_session_free(S);
    return rc;
}
