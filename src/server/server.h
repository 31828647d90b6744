/* server.h - ys-server's parts: the TLS transport (tls.c), connections and
 * their limits (conn.c), rooms and the protocol's messages (room.c; what
 * each seat is told, tell.c; a room's bots, seats and age, life.c), the
 * SQLite store (store.c), a lost batch's rooms put back and damaged rooms
 * set aside (rollback.c) and the bots' thread pool (bots.c). Everything
 * but the bot workers runs on the one libevent loop. */
#ifndef YS_SERVER_H
#define YS_SERVER_H

#include <stdatomic.h>
#include <stdint.h>

#include <event2/event.h>
#include <openssl/ssl.h>

#include "ys/ai.h"
#include "ys/ys.h"

#define SRV_PROTOCOL_VERSION 1
#define SRV_MAX_LINE 65536     /* bytes of one message, its newline included */
#define SRV_MAX_OUTPUT 4194304 /* bytes sent a connection and not yet read: more, and it is closed */
#define SRV_INVITE_LEN 13      /* characters of SRV_ALPHABET: 65 bits */
#define SRV_TOKEN_LEN 32       /* hex digits: 128 bits */
#define SRV_ALPHABET "0123456789ABCDEFGHJKMNPQRSTVWXYZ" /* Crockford base32: no I, L, O, U */
#define SRV_NAME_MAX 24                                 /* bytes of a player's name (UTF-8) */
#define SRV_CHAT_MAX 200                                /* bytes of a chat line's text (UTF-8) */
#define SRV_CHAT_BURST 5                                /* chat lines a seat may say in cfg.chat_window_s */
#define SRV_CHAT_KEEP 100                               /* a room's last chat lines kept and told again */
/* Entries of one rooms message: the answer's entry for a finished 4-player
 * room with every name at its longest is about 1 KB (test_srv_msgs,
 * rooms_fit: 32 of them, 33 KB), so the answer stays well inside
 * SRV_MAX_LINE; 64 would not (about 69 KB at worst). */
#define SRV_ROOMS_MAX 32

typedef struct {
    char data[1024];
    char listen[256];
    int max_per_addr;   /* open connections from one address */
    int idle_s;         /* a connection silent this long is closed */
    int handshake_s;    /* TLS handshake and hello must be done by then */
    int line_s;         /* a line must be whole this long after its first byte */
    int grace_s;        /* a seat's player gone this long may be given to a bot */
    int guesses;        /* failed join/resume tries an address may burst */
    int guess_refill_s; /* one more try every this many seconds */
    int bot_threads;
    int max_rooms;
    int durable;     /* synchronous=FULL: a move survives a power cut, not just a crash */
    int fixed_deals; /* create may name seed, order, ships, characters (tests only) */
    int keep_days;   /* a finished room is removed this many days after its last move */
    int idle_days;   /* a room with no move for this many days is removed */
    int sweep_s;     /* how often old rooms are looked for (3600) */
    /* a seat says at most SRV_CHAT_BURST chat lines in this many seconds (10; 0: no limit) */
    int chat_window_s;
} SrvConfig;

typedef struct Conn Conn;
typedef struct Room Room;

/* A room set aside: its store rows cannot be read whole or do not replay. */
struct Aside {
    int64_t id;
    char invite[SRV_INVITE_LEN + 1];
};
typedef struct BotJob BotJob;

enum { SEAT_HUMAN, SEAT_BOT };

typedef struct {
    int kind;     /* SEAT_HUMAN or SEAT_BOT */
    int level;    /* AiLevel of a bot seat, or of the bot standing in for a human */
    int stand_in; /* a human seat a bot plays for now */
    int joined;   /* a human has taken the seat */
    char token_hash[65];
    Conn *conn;      /* the connection playing it now, or NULL */
    int64_t left_at; /* when its player's connection went (seconds), 0 if there */
    /* its player's name (create, join, resume), "" when none */
    char name[SRV_NAME_MAX + 1];
    /* when its last chat lines were said (plat_now_ms), a ring whose next
     * place is chat_said (the lines it said since the start) modulo its size */
    long long chat_at[SRV_CHAT_BURST];
    int chat_said;
} Seat;

struct Room {
    int64_t id;
    char invite[SRV_INVITE_LEN + 1];
    char options[512];
    int nseats;
    Seat seat[YS_MAX_HUMANS];
    YsMatch *match;
    BotJob *job; /* the bot thinking for this room, or NULL */
    int over_logged;
    int64_t last_at; /* wall-clock seconds of its last move, or of its making */
    int64_t chat_n;  /* chat lines said in it: the number of the last (the store keeps SRV_CHAT_KEEP) */
    Room *next;
};

/* A run of lines held for the batch's commit, all sent while the
 * connection sat in one room (0: none): a lost batch drops the runs of the
 * rooms it wrote into and sends the others. */
typedef struct {
    size_t len;
    int64_t room;
} HeldRun;

struct Conn {
    struct Server *srv;
    struct bufferevent *bev;
    char addr[64];
    int hello;
    int state; /* hello asked for the engine's exact text of views and events */
    int closing;
    Room *room;
    int seat;
    struct event *handshake_timer; /* also frees a dropped connection */
    struct event *line_timer;      /* a line begun and not ended, or NULL */
    int dropped;                   /* closed for its unsent output: freed on the loop's next turn */
    struct evbuffer *held;         /* lines waiting for the batch's commit */
    int held_at;                   /* its index in the held list, -1 if none */
    HeldRun *run;                  /* what the held lines are about, in order */
    int nrun, caprun;
    int64_t told;   /* the room its player was last told it sits in (0: none) */
    int wrote;      /* 1: a message of it wrote into the open batch (2: a lost batch dropped lines to it) */
    int told_store; /* it was answered store in the open batch */
    Conn *next, *prev;
};

/* A room as it was before the open batch's first write into it, put back
 * if the batch is lost (room.c). */
typedef struct {
    Room *r;
    int fresh; /* made in this batch: a lost batch takes it away */
    int gone;  /* removed in this batch (old): freed once it is committed */
    int nlog, over_logged;
    int64_t last_at, chat_n;
    Seat seat[YS_MAX_HUMANS];
} RoomUndo;

typedef struct Server {
    SrvConfig cfg;
    struct event_base *base;
    SSL_CTX *tls;
    char fingerprint[100];
    struct Store *store;
    Room *rooms;
    int nrooms;
    Conn *conns;
    int nconns;
    struct Bots *bots;
    uint64_t moves; /* moves applied since the start, for the log at exit */
    int batch;      /* a store batch is open: lines to players wait for its commit */
    struct event *flush;
    struct Addr **addrs;             /* conn.c's table of addresses (open connections, guesses) */
    struct evconnlistener *listener; /* NULL until conn_listen */
    Conn **held;                     /* connections with lines waiting for the commit */
    int nheld, capheld;
    int port;            /* the port bound */
    intptr_t lockfd;     /* the data folder's lock (plat_lock_file), -1 if none */
    struct event *sweep; /* old rooms removed every cfg.sweep_s */
    RoomUndo *undo;      /* the rooms the open batch writes into */
    int nundo, capundo;
    uint64_t writes;     /* writes asked for since the start (a message that made one, wrote) */
    int failing;         /* commits fail: the last one did */
    uint64_t lost;       /* batches lost since the start */
    struct event *retry; /* after a lost batch: the bots asked again */
    struct Aside *aside; /* rooms set aside: damaged in the store */
    int naside, capaside;
    int closing; /* srv_close has begun: nothing more is played or stored */
} Server;

/* --- tls.c --- */
/* Loads dir/cert.pem and dir/key.pem, or makes them first (an EC P-256 key,
 * mode 0600, and a self-signed X.509 certificate); fills the context and
 * the certificate's SHA-256 fingerprint ("AB:CD:..."). 0, or -1 with why. */
int tls_setup(const char *dir, SSL_CTX **ctx, char *fp, size_t fplen, char *err, size_t errlen);
/* The SHA-256 fingerprint of a certificate, as tls_setup writes it. */
void tls_fingerprint(X509 *cert, char *fp, size_t fplen);

/* --- store.c: rooms, seats and moves in SQLite (WAL) --- */
struct Store;
/* Opens (creating) dir/rooms.sqlite. NULL with why on failure. */
struct Store *store_open(const char *dir, int durable, char *err, size_t errlen);
void store_close(struct Store *s);
/* Saves a new room and its seats; sets r->id. 0 or -1. */
int store_room_new(struct Store *s, Room *r);
/* Saves a seat's kind, token, stand-in and name. 0 or -1. */
int store_seat(struct Store *s, const Room *r, int seat);
/* Writes go into one transaction, the batch, opened by the first write and
 * committed by store_commit: the server commits once per turn of its loop
 * and sends what those writes acknowledge only after (group commit). A
 * write that fails loses the whole batch (SQLite may roll it back by
 * itself on a full disk): every later write is refused until store_commit,
 * which then returns -1. */
int store_batch(struct Store *s);
/* Commits the batch: once this returns 0 its writes are on disk (as far as
 * the synchronous mode goes). -1: nothing of the batch was kept (the store
 * is as it was before it). A test makes every commit fail while the file
 * named by the environment variable YS_SERVER_TEST_FAIL_STORE exists, and
 * every write too while it says "write". */
int store_commit(struct Store *s);
/* Adds move number n (from 0) of the room to the batch. -1 on failure. */
int store_move(struct Store *s, const Room *r, int n, const char *move);
/* Adds chat line n (from 1) of the room, said by seat at wall-clock
 * seconds at, to the batch, and lets go of the lines before the last
 * SRV_CHAT_KEEP. 0 or -1. */
int store_chat(struct Store *s, const Room *r, int64_t n, int seat, int64_t at, const char *text);
/* Calls each for every chat line the store keeps of room id, in order
 * (the batch's lines included). 0 or -1. */
int store_chat_each(struct Store *s, int64_t id,
                    void (*each)(int64_t n, int seat, int64_t at, const char *text, void *ud), void *ud);
/* Adds the removal of a room, its seats, moves and chat to the batch. 0 or -1. */
int store_room_delete(struct Store *s, int64_t id);
/* Loads every room, replaying its moves; calls add for each. A room that
 * cannot be read whole (a damaged page under its seats or moves, a row that
 * makes no seat) or whose moves do not replay is set aside instead: aside
 * is called with its id, invite and why, and its rows are left as they are.
 * Rooms whose own rows cannot be read (a damaged page of the rooms table)
 * are skipped, with a word in the log, and the load goes on past them.
 * 0, or -1 when the store cannot be read at all. */
int store_load(struct Store *s, int (*add)(Room *r, void *ud),
               void (*aside)(int64_t id, const char *invite, const char *why, void *ud), void *ud, char *err,
               size_t errlen);
/* Whether rooms.sqlite was there and empty (0 bytes) before store_open. */
int store_was_empty(const struct Store *s);
/* The room whose write last found the store damaged (SQLite's
 * SQLITE_CORRUPT), and forgets it; 0 when none. */
int64_t store_damaged(struct Store *s);

/* --- bots.c: a bounded pool of threads --- */
struct BotJob {
    int64_t room_id;
    int seat;
    int n; /* moves played when it started: a result for another n is stale */
    YsView view;
    AiParams prm;
    atomic_int cancel;
    int rc;
    YsMove move;
    BotJob *next;
};
struct Bots;
/* Starts threads workers; done(job, ud) is called on the loop's thread for
 * each finished job (the callee frees it). NULL on failure. */
struct Bots *bots_new(struct event_base *base, int threads, void (*done)(BotJob *j, void *ud), void *ud);
/* Queues a job (the pool owns it until done gives it back). */
void bots_submit(struct Bots *b, BotJob *j);
/* Cancels every job and joins the threads; jobs not done are freed. */
void bots_free(struct Bots *b);

/* --- conn.c --- */
/* Sends one line (a JSON object, without its newline) to c. */
void conn_send(Conn *c, const char *line, size_t len);
/* Sends an error and, when close, closes c once it is written. */
void conn_error(Conn *c, const char *code, const char *text, int close);
/* Closes c once what was sent to it is written (the caller's c stays valid
 * until the loop runs again). */
void conn_close_later(Conn *c);
/* Opens the store's batch if need be; lines sent from now on are held until
 * it is committed at the end of this turn of the loop (errors are not: they
 * change nothing). If the commit fails, the lines about the rooms it wrote
 * into are dropped, the rooms are put back (room_batch_failed), the
 * connections that wrote are answered store and those whose lines were
 * dropped are told their room again (room_resync). 0 or -1. */
int conn_batch(Server *srv);
/* Whether the address may try one more invite or token (rate limit). */
int conn_may_guess(Server *srv, Conn *c);
/* Counts a failed try. */
void conn_guess_failed(Server *srv, Conn *c);
/* Makes the tables every connection needs (addresses, the commit's flush
 * event); conn_listen does it, a server without a listener calls it. */
void conn_init(Server *srv);
int conn_listen(Server *srv, char *err, size_t errlen);
/* A connection over bev (its owner from now on) from addr (the key of the
 * limits per address): the listener's TLS buffer events, or a test's end of
 * a bufferevent pair (rooms driven with no socket). Its lines go to
 * room_message; it is freed when bev closes or fails. */
struct bufferevent;
Conn *conn_open(Server *srv, struct bufferevent *bev, const char *addr);
/* The key of a peer's address for the limits per address: an IPv4 address
 * as written (an IPv4-mapped IPv6 one too), an IPv6 address's /64
 * ("2001:db8:1:2::/64"), as one site holds a whole /64. */
struct sockaddr;
void conn_addr_key(const struct sockaddr *sa, char *out, size_t len);
void conn_close_all(Server *srv);

/* --- room.c --- */
/* Handles one parsed line from c. */
struct Jmsg;
void room_message(Server *srv, Conn *c, const char *line, size_t len);
/* c is going: its seat is left. */
void room_conn_gone(Server *srv, Conn *c);
/* Adds a room loaded from the store (store_load's callback). */
int room_loaded(Room *r, void *srv);
/* Sets a room aside (store_load's callback; room_batch_failed calls it for
 * a room whose write found the store damaged): logged with why, kept in
 * the store as it is, its invite refused to join and resume with the error
 * damaged. */
void room_aside(int64_t id, const char *invite, const char *why, void *srv);
/* Starts bots where a bot is to move (after loading). */
void room_kick_bots(Server *srv);
void room_bot_done(BotJob *j, void *srv);
/* Opens the batch (conn_batch) for a write into r (NULL: a room not made
 * yet), keeping r as it is if this is the batch's first write into it. 0 or
 * -1 (the store refuses: nothing was written). */
int room_batch(Server *srv, Room *r);
/* Whether the open batch wrote into the room of that id. */
int room_in_batch(const Server *srv, int64_t id);
/* The batch was committed: the rooms it removed are freed. */
void room_batch_done(Server *srv);
/* The batch was lost: every room it wrote into is as it was committed
 * again (its moves, seats and time; a room it made is taken away, one it
 * removed comes back), the seats' connections with it; bots are asked
 * again a second later. */
void room_batch_failed(Server *srv);
/* Tells c its room again, as it stands, after a lost batch dropped lines
 * to it: joined (no token) if its player did not know it sat there, room,
 * view and legal. */
void room_resync(Server *srv, Conn *c);
/* The open batch made r (taken away if the batch is lost), or removed r
 * from the rooms (freed once committed, back if lost). */
void room_batch_made(Server *srv, Room *r);
void room_batch_removed(Server *srv, Room *r);
/* Frees what room_batch and room_aside keep (at the close). */
void room_batch_free(Server *srv);
/* The room set aside under that invite, or NULL. */
const struct Aside *room_aside_by_invite(const Server *srv, const char *inv);
/* A room by its id; c sent its room as it stands (joined when its player
 * did not know it sat there, room, view, legal); a room freed. */
Room *room_find(Server *srv, int64_t id);
void room_send(Conn *c);
void room_drop(Room *r);
/* Checks, commits, applies and tells a move by seat; 0, or -1 with the
 * error sent to c (when given) and the room unchanged. */
int room_play(Server *srv, Room *r, int seat, const YsMove *m, Conn *c);
/* n random bytes from the system (ys_die when it has none). */
void room_rand_bytes(unsigned char *b, int n);

/* --- life.c: a room's life beside its messages --- */
/* Asks a bot for the room's next move when a bot is to move and none thinks. */
void room_kick_bot(Server *srv, Room *r);
/* The room's bot stopped: its answer, when it comes, finds no room waiting. */
void room_cancel_bot(Room *r);
/* c takes seat of r (an older connection of the seat is replaced). */
void room_attach(Server *srv, Room *r, int seat, Conn *c);
/* r is one of the server's rooms from now on. */
void room_add(Server *srv, Room *r);
void room_free_all(Server *srv);
/* Removes, from memory and the store, the rooms finished more than
 * keep_days ago and those with no move for idle_days, but those with a
 * player connected (a later sweep takes them). The count removed. */
int room_expire(Server *srv);

/* --- tell.c: what each seat is told --- */
/* Sends c the line in b (without its newline) and empties b. */
void room_send_buf(Conn *c, YsBuf *b);
/* A seat's kind as the room message names it ("human", "bot:LEVEL"), in buf. */
const char *room_seat_kind(const Seat *t, char *buf, size_t len);
/* The room's options as its players may read them: without the seed. */
void room_public_options(const Room *r, char *out, size_t len);
/* The room's seats as the room message and the rooms answer give them. */
void room_seats_json(const Room *r, YsBuf *b);
/* The room message (seats, who is there, whose turn) into b. */
void room_json(const Room *r, YsBuf *b);
/* The room message to every connected seat. */
void room_broadcast(Room *r);
/* Seat's view to its connection, then its legal moves when it is to move
 * and plays (b: a scratch buffer, emptied). */
void room_send_view(Room *r, int seat, YsBuf *b);
/* What move number n (from 0), by mover, set off, as seat sees it, to c
 * (text: the move's, told its mover only). */
void room_send_events(Conn *c, const YsGame *after, const YsEventLog *ev, int n, int mover, int seat, const char *text,
                      YsBuf *b);

/* --- srv.c: the server's life, for ys-server's main and the in-process host --- */
/* The defaults of every option (the data folder from XDG_DATA_HOME or HOME). */
void srv_defaults(SrvConfig *cfg);
/* Opens everything srv->cfg names: the data folder and its lock, the
 * certificate, the store and its rooms, the loop, the bots, the listener.
 * 0, or -1 with why (then srv_close frees what was opened). srv must be
 * zeroed but for its cfg. */
int srv_open(Server *srv, char *err, size_t errlen);
/* Closes connections, cancels bots, closes the store and the loop, frees
 * everything srv_open made; the loop must no longer run. */
void srv_close(Server *srv);
/* srv_open without the certificate and the listener: the data folder and
 * its lock, the store and its rooms, the loop, the bots; connections come
 * from conn_open only (the room tests drive rooms over bufferevent pairs,
 * through the very code a listener's connections reach). Closed by
 * srv_close. 0, or -1 with why. */
int srv_open_rooms(Server *srv, char *err, size_t errlen);

/* One line to the log, with the time: never a token. It goes to standard
 * error, or to the sink set on the calling thread. */
void srv_log(const char *fmt, ...);
/* Sets the calling thread's log sink (NULL: standard error). */
void srv_log_to(void (*sink)(void *ud, const char *line), void *ud);
int64_t srv_now(void);
/* Wall-clock seconds (time(NULL)), moved on by the environment variable
 * YS_SERVER_TEST_CLOCK (seconds, for tests of the rooms' expiry only). */
int64_t srv_wall(void);

#endif
