/* view_event.c - a view brought forward by the events of a move, one event
 * at a time, as the screen tells a move's story: the board's lists and the
 * numbers kept beside them change here, in the engine, and nowhere else. */
#include <string.h>

#include "internal.h"

void ys_board_clear(YsGame *g)
{
    for (int i = 0; i < YS_POOL; i++) {
        g->pool[i].place = YS_NONE;
        g->priv.free_slots[i] = (uint8_t)(YS_POOL - 1 - i); /* the first put takes slot 0 */
        g->arrival[i] = YS_NONE;
        g->throne_may[i] = 0;
    }
    g->priv.nfree = YS_POOL;
    memset(g->priv.plen, 0, sizeof g->priv.plen);
    memset(g->priv.just_placed, YS_NONE, sizeof g->priv.just_placed);
    g->nplacing = 0;
    ys__sync_places(g);
}

int ys_board_put(YsGame *g, int place, const YsBroker *b)
{
    if (place < 0 || place >= YS_PLACES || !g->priv.nfree || g->priv.plen[place] >= YS_PLACE_CAP) return -1;
    if (b->owner >= g->seats || (b->value >= YS_VALUES && b->value != YS_UNKNOWN)) return -1;
    int id = pool_alloc(g);
    g->pool[id] = *b;
    ys__list_push(g, id, place);
    ys__sync_places(g); /* a hidden value counts as a broker and adds nothing */
    return id;
}

/* A place's brokers leave the board, the viewer's own back behind its
 * screen (or to its neutral supply), as YS_EV_RETURN tells. */
static void go_home(YsView *v, int pl)
{
    for (int i = 0; i < v->priv.plen[pl]; i++) {
        int id = v->priv.plist[pl][i];
        YsBroker *b = &v->pool[id];
        int known = v->viewer >= 0 && b->value < YS_VALUES, neutral = is_neutral(v, b->owner);
        if (known && neutral && b->placer == v->viewer && v->viewer < 2) v->neutral_supply[v->viewer][b->value]++;
        if (known && !neutral && b->owner == v->viewer) v->behind[v->viewer][b->value]++;
        b->place = YS_NONE;
        if (v->priv.nfree < YS_POOL) v->priv.free_slots[v->priv.nfree++] = (uint8_t)id;
    }
    v->priv.plen[pl] = 0;
}

/* A character's effect on the board, as its move's event tells it: the
 * Captain's two ports change places, the Herald's broker goes to its new
 * place, the Magician's two swap; with the throne room both turn face down,
 * their values kept where the event says the viewer may know them. */
static void card_moves(YsView *v, const YsEvent *e)
{
    const YsMove *m = &e->move.move;
    int x = e->move.pos[0], y = e->move.pos[1], from = m->place, to = m->place2;
    if (m->card == YS_CAPTAIN && m->a < YS_NBHDS && m->b < YS_NBHDS) {
        uint8_t t[6];
        memcpy(t, v->port_gems[m->a], 6), memcpy(v->port_gems[m->a], v->port_gems[m->b], 6);
        memcpy(v->port_gems[m->b], t, 6);
        memcpy(t, v->port_card[m->a], 3), memcpy(v->port_card[m->a], v->port_card[m->b], 3);
        memcpy(v->port_card[m->b], t, 3);
        return;
    }
    if (from > YS_THRONE || to > YS_THRONE || x < 1 || x > v->priv.plen[from]) return;
    if (m->card == YS_HERALD && to < YS_THRONE && v->priv.plen[to] < YS_PLACE_CAP) {
        uint8_t id = v->priv.plist[from][x - 1];
        memmove(&v->priv.plist[from][x - 1], &v->priv.plist[from][x], (size_t)(v->priv.plen[from] - x));
        v->priv.plen[from]--;
        v->priv.market_full &= ~(1u << from);
        ys__list_push(v, id, to);
    } else if (m->card == YS_MAGICIAN && y >= 1 && y <= v->priv.plen[to]) {
        uint8_t *bx = &v->priv.plist[from][x - 1], *by = &v->priv.plist[to][y - 1], t = *bx;
        *bx = *by, *by = t;
        v->pool[*bx].place = (uint8_t)from, v->pool[*by].place = (uint8_t)to;
        if (from == YS_THRONE || to == YS_THRONE) /* the first named now stands at to, the second at from */
            for (int k = 0; k < 2; k++) {
                YsBroker *b = &v->pool[k ? *bx : *by];
                unsigned known = e->move.known[k], me = v->viewer >= 0 ? 1u << v->viewer : 0;
                b->up = 0;
                if (!(known & 0x80) && !(known & me)) b->value = YS_UNKNOWN;
            }
    }
}

/* A broker arrives at the end of place's list: 1, or 0 when there is no room. */
static int arrive(YsView *v, int place, int owner, int placer, int up, int value)
{
    YsBroker b;
    memset(&b, 0, sizeof b);
    b.owner = (uint8_t)owner, b.placer = (uint8_t)placer;
    b.up = (uint8_t)up;
    b.value = (uint8_t)value;
    return ys_board_put(v, place, &b) >= 0;
}

static void apply_move(YsView *v, const YsEvent *e)
{
    int p = e->player;
    const YsMove *m = &e->move.move;
    if (m->kind == YS_MV_CARD) card_moves(v, e);
    /* what the viewer's Spy saw, it now knows */
    if (m->kind == YS_MV_PEEK && p == v->viewer && p >= 0 && e->move.seen < YS_VALUES && m->place < YS_PLACES &&
        m->a >= 1 && m->a <= v->priv.plen[m->place]) {
        YsBroker *b = &v->pool[v->priv.plist[m->place][m->a - 1]];
        b->value = e->move.seen;
        b->peeked |= (uint8_t)(1u << p);
    }
    /* a bid: two brokers leave the bidder's screen, their values its own */
    if (m->kind == YS_MV_BID && p >= 0 && p < v->opt.players) {
        v->bid_done |= (uint8_t)(1u << p);
        v->behind_count[p] = (uint8_t)(v->behind_count[p] >= 2 ? v->behind_count[p] - 2 : 0);
        if (p == v->viewer && m->a < YS_VALUES && m->b < YS_VALUES && v->behind[p][m->a] &&
            v->behind[p][m->b] > (m->a == m->b)) {
            v->behind[p][m->a]--, v->behind[p][m->b]--;
            v->bid[p][0] = m->a, v->bid[p][1] = m->b;
        }
        return;
    }
    if (m->kind != YS_MV_UP && m->kind != YS_MV_DOWN && m->kind != YS_MV_NEUTRAL) return;
    if (p < 0 || p >= v->opt.players) return;
    /* its value YS_UNKNOWN where the viewer may not know it (ys_events_view);
     * a neutral broker's from the moment it lies there, as in the view after
     * the move (nobody checks a neutral broker, FACTS.md) */
    int neutral = m->kind == YS_MV_NEUTRAL;
    if (!arrive(v, m->place, neutral ? YS_NEUTRAL : p, p, m->kind == YS_MV_UP, neutral ? YS_UNKNOWN : m->a)) return;
    if (p == v->viewer && m->a < YS_VALUES) { /* the viewer's own screen */
        if (neutral) {
            if (v->neutral_supply[p][m->a]) v->neutral_supply[p][m->a]--;
        } else if (m->b != YS_NONE) {
            if (v->front[p][m->b]) v->front[p][m->b]--;
        } else if (v->behind[p][m->a]) {
            v->behind[p][m->a]--;
        }
    }
}

int ys_view_apply_event(YsView *v, const YsEvent *e)
{
    if (e->kind >= YS_EV_KINDS) return -1;
    int p = e->player;
    switch (e->kind) {
    case YS_EV_MOVE:
        apply_move(v, e);
        break;
    case YS_EV_ROUND:
        v->round = e->round.round;
        break;
    case YS_EV_BIDS: /* the brokers bid are shown, and stand before their screens */
        for (int q = 0; q < v->opt.players && q < YS_MAX_HUMANS; q++)
            if (e->bid_values[q][0] >= YS_VALUES || e->bid_values[q][1] >= YS_VALUES) return -1;
        for (int q = 0; q < v->opt.players && q < YS_MAX_HUMANS; q++) {
            v->front[q][e->bid_values[q][0]]++, v->front[q][e->bid_values[q][1]]++;
            v->bid[q][0] = e->bid_values[q][0], v->bid[q][1] = e->bid_values[q][1];
        }
        v->bids_revealed = 1;
        break;
    case YS_EV_FLIP: {
        if (e->flip.place >= YS_PLACES || e->flip.pos < 1 || e->flip.pos > v->priv.plen[e->flip.place]) return -1;
        YsBroker *b = &v->pool[v->priv.plist[e->flip.place][e->flip.pos - 1]];
        b->revealed = 1;
        b->value = e->flip.value;
        b->merc = e->flip.merc ? 1 : b->merc;
        break;
    }
    case YS_EV_GEM: {
        int c = e->gem.colour, n = e->gem.count;
        if (p >= 0 && p < YS_MAX_SEATS && c < 5) {
            int k = v->gems[p][c] + n;
            v->gems[p][c] = k < 0 ? 0 : k;
        }
        if (n > 0 && e->gem.source == YS_FROM_SHIP && e->gem.from < YS_NBHDS) {
            int from = e->gem.white ? YS_WHITE : c, left = v->port_gems[e->gem.from][from] - n;
            v->port_gems[e->gem.from][from] = (uint8_t)(left < 0 ? 0 : left);
        }
        if (n > 0 && e->gem.source == YS_FROM_ROW && e->gem.from < 4) v->market_gem[e->gem.from] = YS_NONE;
        break;
    }
    case YS_EV_SCORE:
        if (p >= 0 && p < YS_MAX_SEATS) v->score[p] += e->score.points;
        break;
    case YS_EV_QUOTE:
        if (e->quote.colour < YS_COLOURS) v->quotation[e->quote.colour] += e->quote.steps;
        break;
    case YS_EV_CARD:
        if (e->card.nbhd < YS_NBHDS) v->palace_card[e->card.nbhd] = YS_NONE;
        break;
    case YS_EV_THRONE: /* each player's broker, face down, taken from before its screen */
        for (int q = 0; q < v->opt.players && q < YS_MAX_HUMANS; q++) {
            int val = e->throne.value[q];
            if (!arrive(v, YS_THRONE, q, q, 0, val)) break;
            if (q == v->viewer && val < YS_VALUES && v->front[q][val]) v->front[q][val]--;
        }
        break;
    case YS_EV_RETURN:
        if (e->reveal.scope == YS_SCOPE_MARKET)
            for (int pl = YS_PLACE_MARKET(0, 0); pl <= YS_PLACE_MARKET(3, 3); pl++)
                go_home(v, pl);
        else if (e->reveal.nbhd < YS_NBHDS)
            for (int ar = 0; ar < 3; ar++)
                go_home(v, YS_PLACE_CITY(e->reveal.nbhd, ar));
        break;
    default:
        break;
    }
    ys__sync_places(v); /* the places' numbers follow their lists */
    return 0;
}
