/* determinize.c - one full game consistent with a player's view: what the
 * view hides is dealt again at random from what the component table leaves. */
#include <string.h>

#include "internal.h"
#include "ys/determinize.h"

static void shuffle(uint8_t *a, int n, uint64_t *rng)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ys_rng_below(rng, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j], a[j] = t;
    }
}

/* Expands value counts into a list; returns its length. */
static int expand(const int *count, uint8_t *out)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        for (int k = 0; k < count[v]; k++)
            out[n++] = (uint8_t)v;
    return n;
}

/* Takes the next value from the list, or the lowest value when the view was
 * inconsistent (never with engine views; keeps the game playable). */
static uint8_t next_value(const uint8_t *list, int n, int *i) { return *i < n ? list[(*i)++] : 0; }

/* Values for a player's hidden throne brokers (ids[0..n-1]), each one of the
 * values that stood before the screen when it was sent, from what left
 * holds: a search over at most four brokers, candidates in random order.
 * 1 when each has one; 0 leaves them all unknown. */
static int deal_throne(YsGame *g, const int *ids, int n, int *left, uint64_t *rng)
{
    if (n == 0) return 1;
    YsBroker *b = &g->pool[ids[0]];
    uint8_t cand[YS_VALUES];
    int nc = 0;
    for (int k = 0; k < YS_VALUES; k++)
        if ((g->throne_may[ids[0]] >> k & 1) && left[k] > 0) cand[nc++] = (uint8_t)k;
    shuffle(cand, nc, rng);
    for (int i = 0; i < nc; i++) {
        left[cand[i]]--;
        b->value = cand[i];
        if (deal_throne(g, ids + 1, n - 1, left, rng)) return 1;
        left[cand[i]]++;
    }
    b->value = YS_UNKNOWN;
    return 0;
}

typedef struct YsDealt Dealt;

/* The brokers on the board as the view shows them, read in one pass over
 * the pool (in pool order, the order values are dealt in), by owner: for
 * each human the values shown (into shown) and the hidden ones (those sent
 * to the throne room apart too); for the 2-player neutral the same by
 * placer. */
static void read_board(const YsView *v, Dealt *d, int shown[][YS_VALUES], int neutral_shown[][YS_VALUES])
{
    int two = v->opt.players == 2;
    for (int i = 0; i < YS_POOL; i++) {
        const YsBroker *b = &v->pool[i];
        if (b->place == YS_NONE || b->owner >= YS_MAX_SEATS) continue;
        if (two && b->owner == YS_NEUTRAL) {
            int h = b->placer;
            if (h > 1) continue; /* placed by no human: never in a game */
            if (b->value != YS_UNKNOWN)
                neutral_shown[h][b->value]++;
            else
                d->neutral_hidden[h][d->nneutral_hidden[h]++] = (uint8_t)i;
            continue;
        }
        int q = b->owner;
        if (b->value != YS_UNKNOWN) {
            shown[q][b->value]++;
            continue;
        }
        d->hidden[q][d->nhidden[q]++] = (uint8_t)i;
        if (v->throne_may[i] && d->nthrone[q] < YS_ROUNDS * 2) d->throne[q][d->nthrone[q]++] = i;
    }
}

/* The values a human's hidden brokers are drawn from: the player's whole
 * set less the values the view shows. */
static void broker_values(const YsView *v, const int *shown, int q, int *left)
{
    const uint8_t *set = v->opt.express ? ys_data.express_brokers : ys_data.brokers;
    for (int k = 0; k < YS_VALUES; k++)
        left[k] = set[k] - v->front[q][k] - shown[k];
    if (v->opt.kings_favor) left[2] += ys_data.kings_favor_twos - v->spare_twos[q];
    for (int k = 0; k < YS_VALUES; k++)
        if (left[k] < 0) left[k] = 0;
}

/* A human's brokers: every value the view hides is drawn from those
 * broker_values leaves (with memory, a throne broker from the values it was
 * sent from). */
static void deal_brokers(const YsView *v, const Dealt *bd, YsGame *g, int q, uint64_t *rng)
{
    int left[YS_VALUES];
    memcpy(left, bd->left[q], sizeof left);
    if (v->memory) deal_throne(g, bd->throne[q], bd->nthrone[q], left, rng);
    uint8_t list[32];
    int n = expand(left, list), at = 0;
    shuffle(list, n, rng);
    for (int k = 0; k < bd->nhidden[q]; k++) {
        YsBroker *b = &g->pool[bd->hidden[q][k]];
        if (b->value == YS_UNKNOWN) b->value = next_value(list, n, &at); /* not dealt to the throne's */
    }
    if ((v->bid_done & (1u << q)) && !v->bids_revealed) {
        uint8_t a = next_value(list, n, &at), c = next_value(list, n, &at);
        g->bid[q][0] = a > c ? a : c;
        g->bid[q][1] = a > c ? c : a;
    }
    memset(g->behind[q], 0, YS_VALUES);
    for (int k = 0; k < v->behind_count[q]; k++)
        g->behind[q][next_value(list, n, &at)]++;
    if (v->throne_done & (1u << q)) {
        /* the throne broker is one of the (public) brokers before the screen */
        int cnt[YS_VALUES];
        for (int k = 0; k < YS_VALUES; k++)
            cnt[k] = v->front[q][k];
        uint8_t fl[16];
        int fn = expand(cnt, fl);
        g->throne_choice[q] = fn ? fl[ys_rng_below(rng, (uint32_t)fn)] : 0;
    }
}

/* 2 players: each human's four neutral brokers are in the supply or on the
 * board (placer = that human); the view hides all placed neutral values and
 * the other human's supply. */
static void neutral_values(const YsView *v, const int *shown, int h, int *left)
{
    const uint8_t *set = ys_data.neutral[v->opt.strong_neutral];
    for (int k = 0; k < YS_VALUES; k++) {
        left[k] = set[k] - (h == v->viewer ? v->neutral_supply[h][k] : 0) - shown[k];
        if (left[k] < 0) left[k] = 0;
    }
}

static void deal_neutral(const YsView *v, const Dealt *bd, YsGame *g, int h, uint64_t *rng)
{
    int p = v->viewer;
    uint8_t list[16];
    int n = expand(bd->neutral_left[h], list), at = 0;
    shuffle(list, n, rng);
    for (int k = 0; k < bd->nneutral_hidden[h]; k++)
        g->pool[bd->neutral_hidden[h][k]].value = next_value(list, n, &at);
    if (h != p) {
        memset(g->neutral_supply[h], 0, YS_VALUES);
        for (int k = 0; k < v->supply_count[h]; k++)
            g->neutral_supply[h][next_value(list, n, &at)]++;
    }
}

static int same_ship(const uint8_t *a, const uint8_t *b)
{
    return a[0] == b[0] && ((a[1] == b[1] && a[2] == b[2]) || (a[1] == b[2] && a[2] == b[1]));
}

/* The ship deck: the cards in the ports are known (known); the cards
 * still to draw are the rest of the deck (ships), dealt in a fresh order. */
static void ship_cards(const YsView *v, Dealt *d)
{
    uint8_t(*deck)[3] = d->ships;
    int n = 0;
    for (int i = 0; i < 24; i++) {
        const uint8_t *c = ys_data.ships[i];
        if (v->opt.express && (c[1] == YS_WHITE || c[2] == YS_WHITE)) continue;
        memcpy(deck[n++], c, 3);
    }
    /* known: every card drawn (with memory), else those in the ports now */
    int nk = 0, nseen = v->memory ? v->nships_seen : v->opt.nbhds;
    if (nseen < 0 || nseen > 24) nseen = nseen < 0 ? 0 : 24; /* a view made by hand */
    for (int s = 0; s < nseen; s++) {
        const uint8_t *c = v->memory ? v->ships_seen[s] : v->port_card[s];
        if (c[0] == YS_NONE) continue;
        for (int i = 0; i < n; i++)
            if (same_ship(deck[i], c)) {
                memcpy(d->known[nk++], deck[i], 3);
                memmove(deck[i], deck[i + 1], (size_t)(n - i - 1) * 3);
                n--;
                break;
            }
    }
    d->nships = (uint8_t)n;
    d->nknown = (uint8_t)nk;
}

static void deal_ships(const YsView *v, const Dealt *d, YsGame *g, uint64_t *rng)
{
    int n = d->nships, nk = d->nknown;
    uint8_t idx[24];
    for (int i = 0; i < n; i++)
        idx[i] = (uint8_t)i;
    shuffle(idx, n, rng);
    int total = n + nk, drawn = v->round * (v->opt.nbhds + 1);
    if (drawn > total) drawn = total;
    /* drawn cards first (ports, then any others), the unseen rest after */
    memcpy(g->ship_deck, d->known, (size_t)nk * 3);
    for (int i = 0; i < n; i++)
        memcpy(g->ship_deck[nk + i], d->ships[idx[i]], 3);
    g->ship_count = total;
    g->ship_pos = v->memory || drawn < nk ? nk : drawn;
}

/* The characters nobody is known to hold: the deck less one copy of each
 * card the viewer can see, with memory every card a palace has shown (the
 * hands were won from them), else the viewer's hand and the palaces' cards
 * now. */
static void unseen_cards(const YsView *v, Dealt *d)
{
    int p = v->viewer;
    uint8_t *left = d->cards;
    int n = 15;
    memcpy(left, ys_data.characters, 15);
    uint8_t seen[YS_NBHDS * 3 + YS_CHARACTER_COUNT];
    int ns = 0;
    if (v->memory) {
        for (int nb = 0; nb < v->opt.nbhds && nb < YS_NBHDS; nb++)
            for (int r = 0; r < 3; r++)
                if (v->palace_seen[nb][r] < YS_CHARACTER_COUNT) seen[ns++] = v->palace_seen[nb][r];
    } else {
        for (int c = 0; c < YS_CHARACTER_COUNT; c++)
            if (v->hand[p] & (1u << c)) seen[ns++] = (uint8_t)c;
        for (int nb = 0; nb < v->opt.nbhds; nb++)
            if (v->palace_card[nb] != YS_NONE && v->palace_card[nb] != YS_WHITE_CARD) seen[ns++] = v->palace_card[nb];
    }
    for (int s = 0; s < ns; s++)
        for (int i = 0; i < n; i++)
            if (left[i] == seen[s]) {
                left[i] = left[--n];
                break;
            }
    d->ncards = (uint8_t)n;
}

/* Hands of the other players and the palace stacks still face down. */
static void deal_characters(const YsView *v, const Dealt *d, YsGame *g, uint64_t *rng)
{
    int p = v->viewer;
    uint8_t left[15];
    int n = d->ncards;
    memcpy(left, d->cards, 15);
    shuffle(left, n, rng);
    if (v->memory) { /* every hand is known: each card won was shown */
        memcpy(g->hand, v->known_hand, sizeof g->hand);
        memcpy(g->won_round, v->known_won_round, sizeof g->won_round);
    }
    /* hands hold only cards played later (not King, Prince, white) */
    for (int q = 0; q < v->opt.players && !v->memory; q++) {
        if (q == p) continue;
        g->hand[q] = 0;
        for (int k = 0; k < v->hand_count[q]; k++) {
            for (int i = 0; i < n; i++) {
                int c = left[i];
                if (ys_data.window[c] == YS_WIN_IMMEDIATE || (g->hand[q] & (1u << c))) continue;
                g->hand[q] |= (uint16_t)(1u << c);
                g->won_round[c] = 0;
                left[i] = left[--n];
                break;
            }
        }
    }
    shuffle(left, n, rng);
    int at = 0;
    for (int nb = 0; nb < v->opt.nbhds; nb++)
        for (int r = 0; r < 3; r++) {
            if (v->memory && r < v->round) { /* shown already: as it was */
                g->stacks[nb][r] = v->palace_seen[nb][r];
                continue;
            }
            if (r < v->round - 1) continue; /* past: never read again */
            if (r == v->round - 1 && v->palace_card[nb] != YS_NONE && v->palace_card[nb] != YS_WHITE_CARD) {
                g->stacks[nb][r] = v->palace_card[nb];
                continue;
            }
            if (r == v->round - 1) {
                g->stacks[nb][r] = YS_PRINCE; /* already taken this turn */
                continue;
            }
            g->stacks[nb][r] = at < n ? left[at++] : YS_PRINCE;
        }
}

int ys_dealer_init(YsDealer *dealer, const YsView *v)
{
    memset(dealer, 0, sizeof *dealer);
    dealer->view = v;
    int p = v->viewer;
    if (p < 0) return -1;
    Dealt *d = &dealer->priv;
    int shown[YS_MAX_SEATS][YS_VALUES] = {{0}}, neutral_shown[2][YS_VALUES] = {{0}};
    read_board(v, d, shown, neutral_shown);
    for (int q = 0; q < v->opt.players; q++)
        if (q != p) broker_values(v, shown[q], q, d->left[q]);
    if (v->opt.players == 2)
        for (int h = 0; h < 2; h++)
            neutral_values(v, neutral_shown[h], h, d->neutral_left[h]);
    unseen_cards(v, d);
    ship_cards(v, d);
    for (int q = 0; q < v->opt.players; q++)
        for (int i = 0; i < YS_POOL; i++)
            if (v->pool[i].owner == q && ys__leanable(v, i)) d->lean_ids[q][d->nlean[q]++] = (uint8_t)i;
    return 0;
}

void ys__deal(const YsDealer *dealer, uint64_t *rng, YsGame *out)
{
    const YsView *v = dealer->view;
    const Dealt *d = &dealer->priv;
    int p = v->viewer;
    *out = *v;
    out->viewer = -1;
    for (int q = 0; q < v->opt.players; q++)
        if (q != p) deal_brokers(v, d, out, q, rng);
    if (v->opt.players == 2)
        for (int h = 0; h < 2; h++)
            deal_neutral(v, d, out, h, rng);
    deal_characters(v, d, out, rng);
    deal_ships(v, d, out, rng);
}

int ys_deal(const YsDealer *dealer, uint64_t *rng, YsGame *out)
{
    if (dealer->view->viewer < 0) {
        *out = *dealer->view;
        return -1;
    }
    ys__deal(dealer, rng, out);
    ys__sync_places(out); /* the dealt values counted in the places' numbers */
    return 0;
}

int ys_determinize(const YsView *v, uint64_t *rng, YsGame *out)
{
    YsDealer d;
    ys_dealer_init(&d, v); /* no view: ys_deal says so */
    return ys_deal(&d, rng, out);
}
