/* internal.h - what the engine's modules share and nobody else sees. */
#ifndef YS_INTERNAL_H
#define YS_INTERNAL_H

#include <stdio.h>
#include <string.h>

#include "ys/ys.h"

/* The one table of component numbers and rulings (FACTS.md), in data.c. */
typedef struct {
    uint8_t brokers[YS_VALUES];         /* a player's 11 */
    uint8_t express_brokers[YS_VALUES]; /* Ys Express: less one 3, one 1 */
    uint8_t kings_favor_twos;           /* extra '2's per player */
    uint8_t neutral[2][YS_VALUES];      /* 4210, 4310 */
    uint8_t ships[24][3];               /* large, small, small */
    uint8_t characters[15];             /* the yellow-edged cards in play */
    uint8_t window[YS_CHARACTER_COUNT]; /* YsWindow */
    uint8_t quotation_start, quotation_max;
    int8_t column_steps[YS_COLOURS]; /* quotation steps of the market columns, strongest first */
    int colour_points[4][4];         /* [colour rank][player place] */
    int black_points[8];             /* by count, 7+ */
    int throne_points[4];
    int gems_per_rank_4p[3], gems_per_rank[3];
    int commerce_points, merchant_points, king_points, prince_points;
    int placements, express_placements;
} YsData;

extern const YsData ys_data;

/* The stages of a turn (YsGame.priv.stage), one function each in turn.c;
 * src/engine/README.md draws them with their counters. */
enum {
    ST_ROUND,
    ST_BID,
    ST_SEAT,
    ST_WIN_PLACE,
    ST_PLACE,
    ST_END_PLACE,
    ST_WIN_COUNT,
    ST_NB_RANK,
    ST_NB_TAKE,
    ST_NB_AREAS,
    ST_NB_RETURN,
    ST_MARKET,
    ST_ROWS,
    ST_COLUMNS,
    ST_COL_APPLY,
    ST_BIDDER,
    ST_MARKET_RETURN,
    ST_WIN_END,
    ST_THRONE,
    ST_ROUND_END,
    ST_OVER
};

/* A bounded list that move generators fill; generation stops when full
 * (a cap of 1 or 2 asks "is there a move?" / "is there a choice?"). */
typedef struct {
    YsMove *m;
    int n, cap;
} Gen;

static inline void gen_push(Gen *gen, const YsMove *m)
{
    if (gen->n < gen->cap) gen->m[gen->n++] = *m;
}

static inline int gen_full(const Gen *gen) { return gen->n >= gen->cap; }

/* A move of a kind with every other field zero: moves compare with memcmp. */
static inline YsMove new_move(int kind)
{
    YsMove m;
    memset(&m, 0, sizeof m);
    m.kind = (uint8_t)kind;
    return m;
}

static inline int is_neutral(const YsGame *g, int seat) { return g->opt.players == 2 && seat == YS_NEUTRAL; }

static inline int first_open_row(const YsGame *g) { return g->opt.players == 4 ? 1 : 2; }
/* The places below the throne room in this game, a bit each: the
 * neighbourhoods in play, then the market from its first open row
 * (ys__place_used reads it; ys__start keeps it as priv.open_places). */
static inline uint32_t used_below_throne(const YsGame *g)
{
    return ((1u << (3 * g->opt.nbhds)) - 1) |
           (((1u << YS_THRONE) - 1) & ~((1u << YS_PLACE_MARKET(first_open_row(g), 0)) - 1));
}

static inline int occupied(const YsGame *g, int place) { return g->priv.plen[place] != 0; }

/* The places a broker may be put on now, a bit each: open in this game,
 * not a market cell already taken, not the Queen's (YS_NONE, 255, shifts
 * by 63 and leaves no bit): one mask, no branch for random play. */
static inline uint32_t enter_mask(const YsGame *g)
{
    return g->priv.open_places & ~g->priv.market_full & ~(uint32_t)(1ull << (g->queen_place & 63));
}

/* Can a broker be put on this place now (placing rules, Queen, one per cell)? */
static inline int can_enter(const YsGame *g, int place) { return (int)((enter_mask(g) >> place) & 1); }

/* The kinds a placement puts, a bit each (up, down, and neutral with 2 players). */
static inline int needed_mask(const YsGame *g) { return g->opt.players == 2 ? 7 : 3; }

/* What a placement may put, with enter_mask where: the one rule that the
 * legal list (gen_brokers, moves.c), the apply check (placement_legal) and
 * the playout (random_broker, apply.c) all read. The kinds of broker still
 * to place in this placement, bit k for YS_MV_UP + k (up, down, neutral). */
static inline unsigned kinds_to_place(const YsGame *g) { return (unsigned)(needed_mask(g) & ~g->priv.placed_mask); }
/* Where player p's broker of that kind comes from: the neutral supply p
 * holds, or behind p's screen (the Conjurer's front broker aside). */
static inline const uint8_t *broker_source(const YsGame *g, int p, int kind)
{
    return kind == YS_MV_NEUTRAL ? g->neutral_supply[p] : g->behind[p];
}
/* Whether p may place a broker of that kind from its front (the Conjurer
 * played this turn; never a neutral one), refilling the front from behind. */
static inline int may_conjure(const YsGame *g, int p, int kind)
{
    return kind != YS_MV_NEUTRAL && (g->conjurer & (1u << p));
}

static inline int bval(const YsBroker *b) { return b->merc ? 5 : b->value; }

/* A broker's share of its place's running numbers (YsGame.priv.place_sum and
 * place_count), added (sign 1) or taken away (sign -1, as unsigned) where
 * it arrives, leaves, or changes value: every path that does so calls it. */
static inline void tally(YsGame *g, const YsBroker *b, int place, uint32_t sign)
{
    unsigned at = 8u * b->owner;
    g->priv.place_sum[place] += sign * ((uint32_t)bval(b) << at);
    g->priv.place_count[place] += sign * (1u << at);
}

/* Seats (a bit each) with a byte of packed set: a broker count per seat. */
static inline unsigned seats_of(uint32_t packed)
{
    return (unsigned)((packed & 0xffu) != 0) | (unsigned)((packed & 0xff00u) != 0) << 1 |
           (unsigned)((packed & 0xff0000u) != 0) << 2 | (unsigned)((packed & 0xff000000u) != 0) << 3;
}

/* The engine's generator (splitmix64; ys_rng_next in rng.c is this one),
 * inline in the hot paths of random play. */
static inline uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Lemire's unbiased bounded draw on 32 random bits x (redrawn from s on the
 * rare rejection): one 64-bit draw can serve two choices. */
static inline uint32_t below_bits(uint32_t x, uint32_t n, uint64_t *s)
{
    uint64_t m = (uint64_t)x * n;
    if ((uint32_t)m < n) {
        uint32_t t = (uint32_t)(-n) % n;
        while ((uint32_t)m < t)
            m = (uint64_t)(uint32_t)rng_next(s) * n;
    }
    return (uint32_t)(m >> 32);
}

static inline uint32_t rng_below(uint64_t *s, uint32_t n) { return below_bits((uint32_t)rng_next(s), n, s); }

/* The index of the r-th item (0-based) of counts c[0..n-1], counted without
 * a loop exit that random r would mispredict (n is a constant at each use). */
static inline int nth_of(const uint8_t *c, int n, int r)
{
    int below = 0, i = 0;
    for (int k = 0; k < n - 1; k++) {
        below += c[k];
        i += r >= below;
    }
    return i;
}

/* A broker value drawn from the counts c[0..4] (their sum not 0), drawing
 * exactly what nth_of(c, 5, below_bits(x, sum, s)) draws: the five running
 * sums come from one multiplication of the counts as bytes (each below 128,
 * so no byte carries), and the value is how many of the first four running
 * sums do not exceed the draw, counted four bytes at once. */
static inline int draw_value(const uint8_t *c, uint32_t x, uint64_t *s)
{
    uint32_t lo;
    memcpy(&lo, c, 4);
    uint64_t w = lo | (uint64_t)c[4] << 32; /* the five counts, a byte each */
    uint64_t sums = w * 0x0101010101ull;    /* byte k: c[0] + .. + c[k] */
    uint32_t r = below_bits(x, (uint32_t)(sums >> 32) & 0xff, s);
    uint32_t le = ((r * 0x01010101u | 0x80808080u) - (uint32_t)sums) & 0x80808080u; /* byte k: sum k <= r */
    return (int)(((le >> 7) * 0x01010101u) >> 24);
}

/* nth_of(c, 6, r) for six counts (a port's gems; their sum below 128), and
 * their sum: the running sums a byte each from one multiplication, the
 * index how many of the first five do not exceed r, as in draw_value. */
static inline uint64_t prefix6(const uint8_t *c)
{
    uint32_t lo;
    memcpy(&lo, c, 4);
    uint64_t w = lo | (uint64_t)c[4] << 32 | (uint64_t)c[5] << 40;
    return w * 0x010101010101ull; /* byte k: c[0] + .. + c[k] */
}
static inline int nth_of6(uint64_t sums, uint32_t r)
{
    uint64_t le = ((r * 0x0101010101ull | 0x8080808080ull) - (sums & 0xffffffffffull)) & 0x8080808080ull;
    return (int)(((le >> 7) * 0x0101010101ull) >> 32 & 0xff);
}

/* Set bits of a small mask (no popcount instruction needed). */
/* The bits set in x, inline (__builtin_popcount is a call into libgcc
 * where the target has no popcount instruction, as plain x86-64 has not). */
static inline int ones(uint32_t x)
{
    x -= (x >> 1) & 0x55555555u;
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

static inline int bit_count(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

/* The sum of six small counts (a port's gems by colour, white included;
 * their sum below 256): four bytes at once, then two. */
static inline int sum6(const uint8_t *c)
{
    uint32_t lo;
    memcpy(&lo, c, 4);
    return (int)((lo * 0x01010101u) >> 24) + c[4] + c[5];
}

static inline int count_values(const uint8_t *c)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        n += c[v];
    return n;
}

/* The pool outnumbers every broker that can be on the board at once. */
static inline int pool_alloc(YsGame *g)
{
    int id = g->priv.free_slots[--g->priv.nfree];
    g->throne_may[id] = 0;    /* a slot used again: no throne history */
    g->arrival[id] = YS_NONE; /* placing sets it; the throne room's do not come by it */
    return id;
}

/* A bit per human player. */
static inline unsigned all_players(const YsGame *g) { return (1u << g->opt.players) - 1; }

/* The seats (order cards 1..players) nobody has taken yet, a bit each. */
static inline unsigned free_seats(const YsGame *g)
{
    return ~(unsigned)g->seat_taken & (((1u << g->opt.players) - 1) << 1);
}

static inline int card_ready(const YsGame *g, int p, int c, int window)
{
    return (g->hand[p] & (1u << c)) && ys_data.window[c] == window && g->won_round[c] < g->round &&
           g->cards_played[p] < 2;
}

static inline void give_gem(YsGame *g, int seat, int colour) { g->gems[seat][colour]++; }

/* What tells a player's brokers of one value on one place apart (move
 * notation's suffixes): 1 | face down << 1 | the Mercenary's marker << 2. */
static inline int broker_kind(const YsBroker *b) { return 1 | (!b->up) << 1 | b->merc << 2; }

/* Whether player p (YS_SPECTATOR: anyone) may know broker b's value: its
 * own (the 2-player neutral's is nobody's), face up, turned by a counting
 * or looked at by p's Spy; in the throne room only its own, turned or
 * looked at. The one rule of views (view.c) and of the events that say
 * who knows what after a move (apply.c). */
static inline int ys__seen_by(const YsGame *g, const YsBroker *b, int p)
{
    unsigned me = p >= 0 ? 1u << p : 0;
    int mine = p >= 0 && b->owner == p && !(g->opt.players == 2 && b->owner == YS_NEUTRAL);
    if (b->place == YS_THRONE) return mine || b->revealed || (b->peeked & me);
    return b->up || b->revealed || (b->peeked & me) || mine;
}

/* Writes msg into err (if given) and returns -1: the engine's error idiom. */
static inline int ys__fail(char *err, size_t len, const char *msg)
{
    if (err && len) snprintf(err, len, "%s", msg);
    return -1;
}

/* Whether anybody listens to what moves set off (g->priv.trace, events.c). */
static inline int ys__listening(const YsGame *g) { return g->priv.trace && !g->priv.quiet; }
/* YsGame.priv.quiet: 0 as told, QUIET_PLAY in random play (no events),
 * QUIET_TO_END in ys_play_out, which plays on to the game's end in one
 * call: nobody can look at the game before then, so what only the middle
 * of a game shows need not be kept (a counted broker's revealed mark, gone
 * with the broker when it goes home; the end turns every broker over). */
enum { QUIET_PLAY = 1, QUIET_TO_END = 2 };

/* --- board.c: places, rankings, events --- */
int ys__place_used(const YsGame *g, int place);         /* exists in this game */
int ys__list(const YsGame *g, int place, uint8_t *ids); /* pool ids by arrival */
/* The kinds (bit broker_kind) of player's brokers of that value there. */
unsigned ys__own_kinds(const YsGame *g, int player, int value, int place);
/* The selector naming a broker of that kind: 0 where they are all alike. */
static inline uint8_t own_sel(unsigned kinds, int kind) { return (kinds & (kinds - 1)) ? (uint8_t)kind : 0; }
/* player's broker of that value there, of kind sel (0: any); pool id or -1. */
int ys__find_own(const YsGame *g, int player, int value, int place, int sel);
int ys__nth(const YsGame *g, int place, int pos); /* pool id or -1 */
void ys__list_add(YsGame *g, int id, int place);
/* The list part of ys__list_add alone: the caller keeps the place's numbers. */
static inline void ys__list_push(YsGame *g, int id, int place)
{
    g->pool[id].place = (uint8_t)place;
    g->priv.plist[place][g->priv.plen[place]++] = (uint8_t)id;
    g->priv.market_full |= (uint32_t)YS_IS_MARKET(place) << place;
}
void ys__list_remove(YsGame *g, int id);
/* Every broker of places first..last home to its owner, the places emptied. */
void ys__return_places(YsGame *g, int first, int last);
/* Recomputes every place's running numbers from the lists (after values
 * were dealt or erased wholesale: determinize, views). */
void ys__sync_places(YsGame *g);
/* codec.c: the bytes of a YsGame its table does not write (tests). */
int ys__codec_unwritten(void);
int ys__strongest_colour(const YsGame *g);
/* At the start of counting: the tie rules as one key per seat. */
void ys__tie_keys(YsGame *g);
/* The seats of mask, best first, into out (YS_MAX_SEATS entries); their count. */
int ys__rank_seats(const YsGame *g, const int *tot, unsigned mask, uint8_t *out);
/* ys__rank_seats' first seat alone, from running numbers as place_sum and
 * place_count hold them (a byte per seat, summed or or-ed over places),
 * read without unpacking them: the winner (ties broken the same way), or
 * -1 where nobody is there. */
static inline int ys__best_seat_packed(const YsGame *g, uint32_t sum, uint32_t count)
{
    unsigned best_key = 0; /* a present seat's key is never 0 */
    int best = -1;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        unsigned key = ((sum >> (8 * s) & 0xffu) << 16 | g->priv.tie_key[s]) * ((count >> (8 * s) & 0xffu) != 0);
        int better = key > best_key;
        best = better ? s : best;
        best_key = better ? key : best_key;
    }
    return best;
}
/* The contest of places first..last (an area, a market row, the market):
 * for whoever listens, each seat's total into tot, the seats there into
 * *mask and the seats ranked into order (their count); else the winner
 * alone in order[0] (all the counting reads) and 1, or 0, tot and *mask
 * untouched. */
int ys__contest_told(const YsGame *g, int first, int last, int *tot, unsigned *mask, uint8_t *order);
static inline int ys__contest(const YsGame *g, int first, int last, int *tot, unsigned *mask, uint8_t *order)
{
    if (ys__listening(g)) return ys__contest_told(g, first, last, tot, mask, order);
    uint32_t sum = 0, count = 0;
    for (int pl = first; pl <= last; pl++) {
        sum += g->priv.place_sum[pl];
        count |= g->priv.place_count[pl];
    }
    int w = ys__best_seat_packed(g, sum, count);
    order[0] = (uint8_t)w;
    return w >= 0;
}
void ys__reveal(YsGame *g, int first, int last);
unsigned ys__reveal_nbhd(YsGame *g, int nb, int *tot); /* turned face up, and totalled */

/* --- count.c: the counting's common parts, for turn.c's stages --- */
/* An area counted, told (card: the palace's character, else YS_NONE). */
void ys__ev_area(YsGame *g, int place, int card, const int *tot, unsigned mask, const uint8_t *order, int n);
void ys__ev_return(YsGame *g, int scope, int nb); /* brokers home: YS_SCOPE_NBHD nb, or the market */
void ys__count_nbhd_areas(YsGame *g, int nb);     /* the port's black gem and the commerce's gold */
void ys__ev_columns(YsGame *g);                   /* the market columns as ranked */
void ys__final_reveal(YsGame *g);                 /* the throne room turned over at the end */

/* --- events.c: what a move changed, for whoever listens (g->priv.trace) --- */
/* A new event of that kind (zeroed, player -1); a sink when nobody listens. */
YsEvent *ys__ev(YsGame *g, int kind);
/* A ranking of the seats of mask (order: n seats best first) with why each
 * stands before the next; counting's tie rules when tie_keys, else the order
 * cards (bids). */
void ys__ranking(const YsGame *g, YsRanking *r, const int *tot, unsigned mask, const uint8_t *order, int n,
                 int tie_keys);
void ys__ev_flip(YsGame *g, int place, int pos, const YsBroker *b);
void ys__ev_gem(YsGame *g, int seat, int colour, int count, int source, int from, int white);
void ys__ev_score(YsGame *g, int seat, int points, int why, int card);
void ys__ev_quote(YsGame *g, int colour, int steps, int why, int player);
/* A move about to be applied (the state before it formats it). */
void ys__ev_move(YsGame *g, const YsMove *m, int automatic);
/* The final scoring: its events, and the final gold added to the score. */
void ys__final_scoring(YsGame *g);

/* --- moves.c: legal move generation --- */
void ys__gen_cards(const YsGame *g, int p, int window, Gen *gen);
void ys__gen_peeks(const YsGame *g, int p, Gen *gen);
int ys__gen_all(const YsGame *g, Gen *gen);
int ys__card_targets(const YsGame *g, int p, int window); /* ys__any_card past its first look */
/* A character playable now? Most players hold none for the window, or have
 * played two: answered inline, the targets looked for only past that. */
static inline int ys__any_card(const YsGame *g, int p, int window)
{
    return g->cards_played[p] < 2 && (g->hand[p] & g->priv.window_cards[window]) && ys__card_targets(g, p, window);
}
int ys__peek_targets(const YsGame *g, int p);
static inline int ys__any_peek(const YsGame *g, int p) { return g->spy_peeks[p] && ys__peek_targets(g, p); }
int ys__random_card(const YsGame *g, int p, int window, uint32_t r, uint64_t *rng, Gen *gen, YsMove *out);
int ys__col_group(const YsGame *g, int start);

/* The after-placement step of ST_PLACE (YsGame.priv.after_step). */
enum { AFTER_UNSEEN, AFTER_OPEN, AFTER_DONE };

/* --- turn.c: the stages of a turn and the counting (applies no move) --- */
int ys__step(YsGame *g);                       /* runs stages until a decision is posed (1) or the game is over (0) */
int ys__only_move(const YsGame *g, YsMove *m); /* the decision's one choice (1), else 0: several or none */
/* After the last broker of a player's placement (quiet play only): exactly
 * what ys__advance does then when nothing may be played after placing (the
 * next player's placement posed directly: returns 1); else 0 and the caller
 * runs ys__advance. */
int ys__placed(YsGame *g);

/* Mid-placement (after a card, a peek or the first broker of a pair) the
 * same player places on: ys__advance would pose exactly that again. */
static inline int placing_on(const YsGame *g)
{
    return g->priv.stage == ST_PLACE && g->dec == YS_DEC_PLACE && g->priv.placed_mask != needed_mask(g);
}
void ys__start(YsGame *g); /* setup-time caches; the first stage set (ys__advance runs it) */

/* --- determinize.c --- */
struct YsDealer;
/* ys_deal less the places' numbers (ys__sync_places): ys_deal_lean's. */
void ys__deal(const struct YsDealer *d, uint64_t *rng, YsGame *out);
/* Metropolis's refusal of a leaned swap that loses x < 0: u >= exp(x) for
 * u in [0, 1), the same answer, exp computed only near the edge. */
int ys__lean_refuses(double u, double x);
/* A broker the lean may move (determinize_lean.c tells which). */
int ys__leanable(const YsView *v, int id);

/* --- apply.c: move effects --- */
void ys__apply_effect(YsGame *g, const YsMove *m); /* no checks; does not move on */
void ys__advance(YsGame *g); /* runs the stages until a real decision (makes single-choice ones) */

#endif
