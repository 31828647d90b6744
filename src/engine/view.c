/* view.c - a player's view: the game with everything that player may not
 * see erased, so bots and drawing code cannot read it by mistake. */
#include <string.h>

#include "internal.h"

static uint8_t sum5(const uint8_t *c)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        n += c[v];
    return (uint8_t)n;
}

int ys_view(const YsGame *g, int p, YsView *v)
{
    int valid = p < g->opt.players;
    if (!valid) p = YS_SPECTATOR;
    unsigned me = p >= 0 ? 1u << p : 0; /* p < 0: a spectator sees only what is public */
    *v = *g;
    v->viewer = p >= 0 ? p : YS_SPECTATOR;
    if (g->viewer == -1) { /* the public history (a view of a view keeps its own) */
        v->memory = 1;
        memcpy(v->known_hand, g->hand, sizeof v->known_hand);
        memcpy(v->known_won_round, g->won_round, sizeof v->known_won_round);
        memset(v->ships_seen, 0, sizeof v->ships_seen);
        int drawn = g->ship_pos < 24 ? g->ship_pos : 24;
        memcpy(v->ships_seen, g->ship_deck, (size_t)drawn * 3);
        v->nships_seen = drawn;
        /* the palaces' cards are dealt face up at the start of each turn */
        memset(v->palace_seen, YS_NONE, sizeof v->palace_seen);
        for (int nb = 0; nb < g->opt.nbhds && nb < YS_NBHDS; nb++)
            for (int r = 0; r < 3 && r < g->round; r++)
                v->palace_seen[nb][r] = g->stacks[nb][r];
    }
    /* what the setup hid: decks, the seed that dealt them */
    v->opt.seed = 0;
    v->opt.nships = 0;
    memset(v->opt.chars, 0, sizeof v->opt.chars);
    memset(v->opt.nchars, 0, sizeof v->opt.nchars);
    memset(v->ship_deck, 0, sizeof v->ship_deck);
    v->ship_count = v->ship_pos = 0;
    memset(v->stacks, 0, sizeof v->stacks);
    int game = g->viewer == -1; /* a view's counts stay its own: it no longer holds what they count */
    for (int q = 0; q < g->opt.players; q++) {
        if (game) {
            v->behind_count[q] = sum5(g->behind[q]);
            v->hand_count[q] = (uint8_t)__builtin_popcount(g->hand[q]);
        }
        if (q == p) continue;
        memset(v->behind[q], 0, sizeof v->behind[q]);
        for (int c = 0; c < YS_CHARACTER_COUNT; c++)
            if (g->hand[q] & (1u << c)) v->won_round[c] = 0;
        v->hand[q] = 0;
        if (!g->bids_revealed) v->bid[q][0] = v->bid[q][1] = YS_UNKNOWN;
        v->throne_choice[q] = YS_UNKNOWN;
    }
    if (g->opt.players == 2)
        for (int h = 0; h < 2; h++) {
            if (game) v->supply_count[h] = sum5(g->neutral_supply[h]);
            if (h != p) memset(v->neutral_supply[h], 0, YS_VALUES);
        }
    for (int i = 0; i < YS_POOL; i++) {
        YsBroker *b = &v->pool[i];
        if (b->place == YS_NONE) continue;
        if (!ys__seen_by(g, b, p)) b->value = YS_UNKNOWN;
        b->peeked &= (uint8_t)me;
    }
    ys__sync_places(v); /* the numbers of the places hide what the values hide */
    return valid ? 0 : -1;
}
