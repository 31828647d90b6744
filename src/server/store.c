/* store.c - rooms, seats and moves in SQLite (WAL): a move is committed
 * before any seat hears of it, so a killed server loses no acknowledged
 * move and a restart replays every room to where it was. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <sqlite3.h>

#include "server.h"
#include "ys/die.h"

struct Store {
    sqlite3 *db;
    int in_txn;
    int lost;        /* a write of the batch failed: the batch is lost, its later writes refused */
    int was_empty;   /* rooms.sqlite was there, 0 bytes, before it was opened */
    int64_t damaged; /* the room whose write found SQLITE_CORRUPT, or 0 */
    sqlite3_stmt *ins_move, *upd_seat, *upd_last, *ins_chat, *del_chat, *get_chat;
    char fail_path[1024]; /* YS_SERVER_TEST_FAIL_STORE: commits fail while it exists */
};

/* A write of the batch failed: the whole batch goes (SQLite may have rolled
 * it back already, on a full disk; a write half made must not be committed
 * without the rest). -1. */
static int lose(struct Store *s)
{
    if (s->in_txn && !sqlite3_get_autocommit(s->db)) sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    s->in_txn = 0;
    s->lost = 1;
    return -1;
}

static const char schema[] = "CREATE TABLE IF NOT EXISTS rooms(id INTEGER PRIMARY KEY, invite TEXT UNIQUE NOT NULL,"
                             " options TEXT NOT NULL, nseats INTEGER NOT NULL, created INTEGER NOT NULL,"
                             " last INTEGER NOT NULL DEFAULT 0);"
                             "CREATE TABLE IF NOT EXISTS seats(room INTEGER NOT NULL, seat INTEGER NOT NULL,"
                             " kind INTEGER NOT NULL, level INTEGER NOT NULL, stand_in INTEGER NOT NULL,"
                             " joined INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT, PRIMARY KEY(room, seat));"
                             "CREATE TABLE IF NOT EXISTS moves(room INTEGER NOT NULL, n INTEGER NOT NULL,"
                             " move TEXT NOT NULL, PRIMARY KEY(room, n));"
                             "CREATE TABLE IF NOT EXISTS chat(room INTEGER NOT NULL, n INTEGER NOT NULL,"
                             " seat INTEGER NOT NULL, at INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY(room, n));";

/* A store made before rooms had their time of last move gets the column,
 * each room counting from now. */
static int add_last(struct Store *s, char **e)
{
    sqlite3_stmt *q = NULL;
    int has = 0;
    if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM pragma_table_info('rooms') WHERE name = 'last'", -1, &q,
                           NULL) == SQLITE_OK &&
        sqlite3_step(q) == SQLITE_ROW)
        has = sqlite3_column_int(q, 0);
    sqlite3_finalize(q);
    if (has) return 0;
    char sql[200];
    snprintf(sql, sizeof sql,
             "ALTER TABLE rooms ADD COLUMN last INTEGER NOT NULL DEFAULT 0; UPDATE rooms SET last = %lld",
             (long long)srv_wall());
    return sqlite3_exec(s->db, sql, NULL, NULL, e) == SQLITE_OK ? 0 : -1;
}

/* A store made before seats had names gets the column, every seat
 * without one (NULL). */
static int add_names(struct Store *s, char **e)
{
    sqlite3_stmt *q = NULL;
    int has = 0;
    if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM pragma_table_info('seats') WHERE name = 'name'", -1, &q,
                           NULL) == SQLITE_OK &&
        sqlite3_step(q) == SQLITE_ROW)
        has = sqlite3_column_int(q, 0);
    sqlite3_finalize(q);
    if (has) return 0;
    return sqlite3_exec(s->db, "ALTER TABLE seats ADD COLUMN name TEXT", NULL, NULL, e) == SQLITE_OK ? 0 : -1;
}

struct Store *store_open(const char *dir, int durable, char *err, size_t errlen)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/rooms.sqlite", dir);
    struct Store *s = calloc(1, sizeof *s);
    if (!s) ys_die("out of memory (the store)");
    struct stat st;
    s->was_empty = stat(path, &st) == 0 && S_ISREG(st.st_mode) && st.st_size == 0;
    if (sqlite3_open(path, &s->db) != SQLITE_OK) {
        snprintf(err, errlen, "cannot open %s: %s", path, sqlite3_errmsg(s->db));
        store_close(s);
        return NULL;
    }
    char *e = NULL;
    const char *prag = durable ? "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;"
                               : "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;";
    if (sqlite3_exec(s->db, prag, NULL, NULL, &e) != SQLITE_OK ||
        sqlite3_exec(s->db, schema, NULL, NULL, &e) != SQLITE_OK || add_last(s, &e) || add_names(s, &e) ||
        sqlite3_prepare_v2(s->db, "INSERT INTO moves(room, n, move) VALUES(?, ?, ?)", -1, &s->ins_move, NULL) !=
            SQLITE_OK ||
        sqlite3_prepare_v2(s->db,
                           "INSERT OR REPLACE INTO seats(room, seat, kind, level, stand_in, joined, token_hash, name)"
                           " VALUES(?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &s->upd_seat, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "UPDATE rooms SET last = ? WHERE id = ?", -1, &s->upd_last, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "INSERT INTO chat(room, n, seat, at, text) VALUES(?, ?, ?, ?, ?)", -1, &s->ins_chat,
                           NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "DELETE FROM chat WHERE room = ? AND n <= ?", -1, &s->del_chat, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "SELECT n, seat, at, text FROM chat WHERE room = ? ORDER BY n", -1, &s->get_chat,
                           NULL) != SQLITE_OK) {
        snprintf(err, errlen, "cannot use %s: %s", path, e ? e : sqlite3_errmsg(s->db));
        sqlite3_free(e);
        store_close(s);
        return NULL;
    }
    sqlite3_busy_timeout(s->db, 5000);
    const char *fail = getenv("YS_SERVER_TEST_FAIL_STORE");
    if (fail) snprintf(s->fail_path, sizeof s->fail_path, "%s", fail);
    return s;
}

void store_close(struct Store *s)
{
    if (!s) return;
    sqlite3_finalize(s->ins_move);
    sqlite3_finalize(s->upd_seat);
    sqlite3_finalize(s->upd_last);
    sqlite3_finalize(s->ins_chat);
    sqlite3_finalize(s->del_chat);
    sqlite3_finalize(s->get_chat);
    sqlite3_close(s->db);
    free(s);
}

int store_was_empty(const struct Store *s) { return s->was_empty; }

int64_t store_damaged(struct Store *s)
{
    int64_t id = s->damaged;
    s->damaged = 0;
    return id;
}

/* A write into room id failed: lost, and noted when the store is damaged. */
static int lose_in(struct Store *s, int64_t id)
{
    if ((sqlite3_extended_errcode(s->db) & 0xff) == SQLITE_CORRUPT) s->damaged = id;
    return lose(s);
}

static int seat_row(struct Store *s, const Room *r, int i)
{
    const Seat *t = &r->seat[i];
    sqlite3_stmt *q = s->upd_seat;
    sqlite3_reset(q);
    sqlite3_bind_int64(q, 1, r->id);
    sqlite3_bind_int(q, 2, i);
    sqlite3_bind_int(q, 3, t->kind);
    sqlite3_bind_int(q, 4, t->level);
    sqlite3_bind_int(q, 5, t->stand_in);
    sqlite3_bind_int(q, 6, t->joined);
    sqlite3_bind_text(q, 7, t->token_hash, -1, SQLITE_STATIC);
    if (t->name[0])
        sqlite3_bind_text(q, 8, t->name, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(q, 8);
    int rc = sqlite3_step(q);
    sqlite3_reset(q);
    return rc == SQLITE_DONE ? 0 : lose_in(s, r->id);
}

int store_room_new(struct Store *s, Room *r)
{
    sqlite3_stmt *q = NULL;
    if (store_batch(s)) return -1;
    if (sqlite3_exec(s->db, "SAVEPOINT room", NULL, NULL, NULL) != SQLITE_OK) return lose(s);
    int ok =
        sqlite3_prepare_v2(s->db, "INSERT INTO rooms(invite, options, nseats, created, last) VALUES(?, ?, ?, ?, ?)", -1,
                           &q, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(q, 1, r->invite, -1, SQLITE_STATIC);
        sqlite3_bind_text(q, 2, r->options, -1, SQLITE_STATIC);
        sqlite3_bind_int(q, 3, r->nseats);
        sqlite3_bind_int64(q, 4, srv_now());
        sqlite3_bind_int64(q, 5, r->last_at);
        ok = sqlite3_step(q) == SQLITE_DONE;
    }
    sqlite3_finalize(q);
    if (ok) r->id = sqlite3_last_insert_rowid(s->db);
    for (int i = 0; ok && i < r->nseats; i++)
        ok = seat_row(s, r, i) == 0;
    if (!ok) return lose(s);
    return sqlite3_exec(s->db, "RELEASE room", NULL, NULL, NULL) == SQLITE_OK ? 0 : lose(s);
}

/* YS_SERVER_TEST_FAIL_STORE: the file is there (1), and says "write" (2:
 * the writes fail too, not just the commit). 0: no such test. */
static int test_fails(const struct Store *s)
{
    if (!s->fail_path[0]) return 0;
    FILE *f = fopen(s->fail_path, "r");
    if (!f) return 0;
    char word[8] = "";
    int writes = fgets(word, sizeof word, f) && !strncmp(word, "write", 5);
    fclose(f);
    return writes ? 2 : 1;
}

int store_batch(struct Store *s)
{
    if (s->lost) return -1;
    if (test_fails(s) == 2) return lose(s);
    if (s->in_txn) return 0;
    if (sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) return lose(s);
    s->in_txn = 1;
    return 0;
}

int store_commit(struct Store *s)
{
    if (s->lost) {
        s->lost = 0;
        return -1;
    }
    if (!s->in_txn) return 0;
    if (test_fails(s)) { /* a test's disk that refuses */
        lose(s);
        s->lost = 0;
        return -1;
    }
    s->in_txn = 0;
    if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK) return 0;
    if (!sqlite3_get_autocommit(s->db)) sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return -1;
}

int store_seat(struct Store *s, const Room *r, int seat) { return store_batch(s) ? -1 : seat_row(s, r, seat); }

int store_move(struct Store *s, const Room *r, int n, const char *move)
{
    sqlite3_stmt *q = s->ins_move;
    if (store_batch(s)) return -1;
    sqlite3_reset(q);
    sqlite3_bind_int64(q, 1, r->id);
    sqlite3_bind_int(q, 2, n);
    sqlite3_bind_text(q, 3, move, -1, SQLITE_TRANSIENT);
    int rc = sqlite3_step(q);
    sqlite3_reset(q);
    if (rc != SQLITE_DONE) return lose_in(s, r->id);
    q = s->upd_last; /* the room's last move is now (a finished room's is its end) */
    sqlite3_bind_int64(q, 1, r->last_at);
    sqlite3_bind_int64(q, 2, r->id);
    rc = sqlite3_step(q);
    sqlite3_reset(q);
    return rc == SQLITE_DONE ? 0 : lose_in(s, r->id);
}

int store_chat(struct Store *s, const Room *r, int64_t n, int seat, int64_t at, const char *text)
{
    sqlite3_stmt *q = s->ins_chat;
    if (store_batch(s)) return -1;
    sqlite3_reset(q);
    sqlite3_bind_int64(q, 1, r->id);
    sqlite3_bind_int64(q, 2, n);
    sqlite3_bind_int(q, 3, seat);
    sqlite3_bind_int64(q, 4, at);
    sqlite3_bind_text(q, 5, text, -1, SQLITE_TRANSIENT);
    int rc = sqlite3_step(q);
    sqlite3_reset(q);
    if (rc != SQLITE_DONE) return lose_in(s, r->id);
    q = s->del_chat; /* the room keeps its last lines only */
    sqlite3_bind_int64(q, 1, r->id);
    sqlite3_bind_int64(q, 2, n - SRV_CHAT_KEEP);
    rc = sqlite3_step(q);
    sqlite3_reset(q);
    return rc == SQLITE_DONE ? 0 : lose_in(s, r->id);
}

int store_chat_each(struct Store *s, int64_t id,
                    void (*each)(int64_t n, int seat, int64_t at, const char *text, void *ud), void *ud)
{
    sqlite3_stmt *q = s->get_chat;
    sqlite3_reset(q);
    sqlite3_bind_int64(q, 1, id);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        const unsigned char *text = sqlite3_column_text(q, 3);
        each(sqlite3_column_int64(q, 0), sqlite3_column_int(q, 1), sqlite3_column_int64(q, 2),
             text ? (const char *)text : "", ud);
    }
    sqlite3_reset(q);
    return rc == SQLITE_DONE ? 0 : -1;
}

int store_room_delete(struct Store *s, int64_t id)
{
    static const char *const del[] = {"DELETE FROM chat WHERE room = ?", "DELETE FROM moves WHERE room = ?",
                                      "DELETE FROM seats WHERE room = ?", "DELETE FROM rooms WHERE id = ?"};
    if (store_batch(s)) return -1;
    if (sqlite3_exec(s->db, "SAVEPOINT del", NULL, NULL, NULL) != SQLITE_OK) return lose(s);
    int ok = 1;
    for (int i = 0; ok && i < 4; i++) {
        sqlite3_stmt *q = NULL;
        ok = sqlite3_prepare_v2(s->db, del[i], -1, &q, NULL) == SQLITE_OK;
        if (ok) {
            sqlite3_bind_int64(q, 1, id);
            ok = sqlite3_step(q) == SQLITE_DONE;
        }
        sqlite3_finalize(q);
    }
    if (!ok) return lose(s);
    return sqlite3_exec(s->db, "RELEASE del", NULL, NULL, NULL) == SQLITE_OK ? 0 : lose(s);
}

/* A column's text, or NULL where a damaged row has none. */
static const char *text_of(sqlite3_stmt *q, int col) { return (const char *)sqlite3_column_text(q, col); }

/* Reads room r (its row's fields set) whole: its options, its seats, its
 * moves replayed. 0, or -1 with why when it cannot be read (SQLite's
 * words) or does not replay. */
static int read_room(struct Store *s, sqlite3_stmt *seats, sqlite3_stmt *moves, sqlite3_stmt *chat, Room *r, char *why,
                     size_t len)
{
    YsOptions o;
    char e[200], opt[512];
    ys_options_default(&o);
    snprintf(opt, sizeof opt, "%s", r->options);
    int bad = r->nseats < 2 || r->nseats > YS_MAX_HUMANS;
    for (char *save = NULL, *kv = strtok_r(opt, " ", &save); kv && !bad; kv = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq)
            bad = 1;
        else {
            *eq = 0;
            bad = ys_options_set(&o, kv, eq + 1, e, sizeof e) != 0;
        }
    }
    if (bad || ys_match_new(r->match, &o, e, sizeof e) || r->match->g.opt.players != r->nseats) {
        snprintf(why, len, "its options do not start a game of its %d seats", r->nseats);
        return -1;
    }
    int rc, got = 0;
    const int no_seat = -1; /* rc: a row that makes no seat */
    sqlite3_bind_int64(seats, 1, r->id);
    while ((rc = sqlite3_step(seats)) == SQLITE_ROW) {
        int i = sqlite3_column_int(seats, 0);
        const char *hash = text_of(seats, 5);
        Seat *t = &r->seat[i >= 0 && i < r->nseats ? i : 0];
        if (i < 0 || i >= r->nseats || got >> i & 1 || !hash || strlen(hash) != 64) {
            rc = no_seat;
            break;
        }
        got |= 1 << i;
        t->kind = sqlite3_column_int(seats, 1);
        t->level = sqlite3_column_int(seats, 2);
        t->stand_in = sqlite3_column_int(seats, 3);
        t->joined = sqlite3_column_int(seats, 4);
        snprintf(t->token_hash, sizeof t->token_hash, "%s", hash);
        const char *name = text_of(seats, 6); /* NULL: none */
        snprintf(t->name, sizeof t->name, "%s", name ? name : "");
        t->left_at = srv_now(); /* nobody is connected after a restart */
        if ((t->kind != SEAT_HUMAN && t->kind != SEAT_BOT) || t->level < AI_RANDOM || t->level > AI_EXPERT) {
            rc = no_seat;
            break;
        }
    }
    if (rc != SQLITE_DONE || got != (1 << r->nseats) - 1)
        snprintf(why, len, "its seats cannot be read (%s)",
                 rc == SQLITE_DONE ? "a seat is missing"
                 : rc == no_seat   ? "a row that makes no seat"
                                   : sqlite3_errmsg(s->db));
    sqlite3_reset(seats);
    if (rc != SQLITE_DONE || got != (1 << r->nseats) - 1) return -1;
    sqlite3_bind_int64(moves, 1, r->id);
    while ((rc = sqlite3_step(moves)) == SQLITE_ROW) {
        YsMove m;
        const char *text = text_of(moves, 1);
        if (sqlite3_column_int(moves, 0) != r->match->nlog || !text ||
            ys_move_parse(&r->match->g, text, &m, e, sizeof e) || ys_match_play(r->match, &m)) {
            sqlite3_reset(moves);
            snprintf(why, len, "move %d does not replay", r->match->nlog + 1);
            return -1;
        }
    }
    if (rc != SQLITE_DONE)
        snprintf(why, len, "its moves after move %d cannot be read (%s)", r->match->nlog, sqlite3_errmsg(s->db));
    sqlite3_reset(moves);
    if (rc != SQLITE_DONE) return -1;
    sqlite3_bind_int64(chat, 1, r->id); /* the next chat line's number goes on from the last */
    rc = sqlite3_step(chat);
    if (rc == SQLITE_ROW)
        r->chat_n = sqlite3_column_int64(chat, 0);
    else
        snprintf(why, len, "its chat cannot be read (%s)", sqlite3_errmsg(s->db));
    sqlite3_reset(chat);
    return rc == SQLITE_ROW ? 0 : -1;
}

/* Whether the first row of rooms with an id above after can be read. */
static int readable_after(sqlite3_stmt *rooms, int64_t after)
{
    sqlite3_bind_int64(rooms, 1, after);
    int rc = sqlite3_step(rooms);
    sqlite3_reset(rooms);
    return rc == SQLITE_ROW || rc == SQLITE_DONE;
}

int store_load(struct Store *s, int (*add)(Room *r, void *ud),
               void (*aside)(int64_t id, const char *invite, const char *why, void *ud), void *ud, char *err,
               size_t errlen)
{
    sqlite3_stmt *rooms = NULL, *seats = NULL, *moves = NULL, *chat = NULL;
    int rc = -1;
    if (sqlite3_prepare_v2(s->db, "SELECT id, invite, options, nseats, last FROM rooms WHERE id > ? ORDER BY id", -1,
                           &rooms, NULL) ||
        sqlite3_prepare_v2(s->db,
                           "SELECT seat, kind, level, stand_in, joined, token_hash, name FROM seats WHERE room = ?", -1,
                           &seats, NULL) ||
        sqlite3_prepare_v2(s->db, "SELECT n, move FROM moves WHERE room = ? ORDER BY n", -1, &moves, NULL) ||
        sqlite3_prepare_v2(s->db, "SELECT max(n) FROM chat WHERE room = ?", -1, &chat, NULL)) {
        snprintf(err, errlen, "cannot read the store: %s", sqlite3_errmsg(s->db));
        goto out;
    }
    int64_t after = 0; /* the last room read */
    for (;;) {
        int step;
        sqlite3_bind_int64(rooms, 1, after);
        while ((step = sqlite3_step(rooms)) == SQLITE_ROW) {
            Room *r = calloc(1, sizeof *r);
            if (!r) ys_die("out of memory (a room loaded)");
            r->match = calloc(1, sizeof *r->match);
            if (!r->match) ys_die("out of memory (a room loaded)");
            after = r->id = sqlite3_column_int64(rooms, 0);
            const char *inv = text_of(rooms, 1), *opt = text_of(rooms, 2);
            snprintf(r->invite, sizeof r->invite, "%s", inv ? inv : "");
            snprintf(r->options, sizeof r->options, "%s", opt ? opt : "");
            r->nseats = sqlite3_column_int(rooms, 3);
            r->last_at = sqlite3_column_int64(rooms, 4);
            char why[300];
            if (!inv || strlen(inv) != SRV_INVITE_LEN || !opt)
                snprintf(why, sizeof why, "its row has no invite or no options");
            else if (!read_room(s, seats, moves, chat, r, why, sizeof why)) {
                if (add(r, ud)) goto out;
                continue;
            }
            aside(r->id, r->invite, why, ud); /* its rows stay as they are */
            free(r->match);
            free(r);
        }
        sqlite3_reset(rooms);
        if (step == SQLITE_DONE) break;
        /* a damaged page of the rooms: the rooms on it cannot be read at all
         * (not even their invites); the first readable one past them is found
         * (doubling, then halving back), and the load goes on from there */
        char what[200];
        snprintf(what, sizeof what, "%s", sqlite3_errmsg(s->db));
        int64_t bad = 1, good;
        while (bad < ((int64_t)1 << 40) && !readable_after(rooms, after + bad))
            bad *= 2;
        if (bad >= ((int64_t)1 << 40)) {
            srv_log("rooms.sqlite is damaged (%s): no room after room %lld can be read", what, (long long)after);
            break;
        }
        for (good = bad, bad = bad / 2; good - bad > 1;) {
            int64_t mid = bad + (good - bad) / 2;
            if (readable_after(rooms, after + mid))
                good = mid;
            else
                bad = mid;
        }
        srv_log("rooms.sqlite is damaged (%s): rooms %lld to %lld cannot be read (their rows are kept as they are)",
                what, (long long)after + 1, (long long)(after + good));
        after += good;
    }
    rc = 0;
out:
    sqlite3_finalize(rooms);
    sqlite3_finalize(seats);
    sqlite3_finalize(moves);
    sqlite3_finalize(chat);
    return rc;
}
