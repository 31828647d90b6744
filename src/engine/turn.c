/* turn.c - the stages of a turn and the counting (its common parts in
 * count.c): runs the automatic stages until a player must decide (ys__step). It applies no move: apply.c makes
 * the single-choice decisions and calls in here, never the other way. */
#include <string.h>

#include "internal.h"

static void pose(YsGame *g, int dec, int player)
{
    g->dec = dec;
    g->to_move = player;
    switch (dec) {
    case YS_DEC_BID:
        g->phase = YS_PHASE_BID;
        break;
    case YS_DEC_SEAT:
        g->phase = YS_PHASE_SEAT;
        break;
    case YS_DEC_WINDOW:
        g->phase = YS_PHASE_CARDS;
        break;
    case YS_DEC_PLACE:
    case YS_DEC_AFTER:
        g->phase = YS_PHASE_PLACE;
        break;
    case YS_DEC_THRONE:
        g->phase = YS_PHASE_THRONE;
        break;
    case YS_DEC_OVER:
        g->phase = YS_PHASE_OVER;
        break;
    default:
        g->phase = YS_PHASE_COUNT;
        break;
    }
}

static void draw_ship(YsGame *g, uint8_t card[3])
{
    if (g->ship_pos < g->ship_count) {
        memcpy(card, g->ship_deck[g->ship_pos++], 3);
    } else {
        card[0] = card[1] = card[2] = YS_NONE; /* an exhausted deck: never in play */
    }
}

static void setup_round(YsGame *g)
{
    for (int nb = 0; nb < YS_NBHDS; nb++) {
        memset(g->port_gems[nb], 0, sizeof g->port_gems[nb]);
        memset(g->port_card[nb], YS_NONE, 3);
        g->palace_card[nb] = YS_NONE;
        if (nb >= g->opt.nbhds) continue;
        g->palace_card[nb] = g->round == YS_ROUNDS ? YS_WHITE_CARD : g->stacks[nb][g->round - 1];
    }
    for (int nb = 0; nb < g->opt.nbhds; nb++) {
        uint8_t *card = g->port_card[nb];
        draw_ship(g, card);
        for (int i = 0; i < 3; i++)
            if (card[i] != YS_NONE) g->port_gems[nb][card[i]]++;
        if (g->opt.players == 4 && card[0] != YS_NONE) g->port_gems[nb][card[0]]++;
    }
    uint8_t card[3];
    draw_ship(g, card);
    memset(g->market_gem, YS_NONE, sizeof g->market_gem);
    if (card[0] != YS_NONE) {
        if (g->opt.players == 4) {
            int w = card[1] == YS_WHITE ? 1 : card[2] == YS_WHITE ? 2 : 0;
            if (w) {
                g->market_gem[1] = YS_WHITE;
                g->market_gem[2] = card[0];
                g->market_gem[3] = card[3 - w];
            } else {
                g->market_gem[1] = card[0], g->market_gem[2] = card[1], g->market_gem[3] = card[2];
            }
        } else {
            int white_second = card[2] == YS_WHITE;
            g->market_gem[2] = white_second ? card[2] : card[1];
            g->market_gem[3] = white_second ? card[1] : card[2];
        }
    }
    if (g->opt.players == 2) {
        for (int h = 0; h < 2; h++)
            memcpy(g->neutral_supply[h], ys_data.neutral[g->opt.strong_neutral], YS_VALUES);
    }
    g->bid_done = 0;
    g->bids_revealed = 0;
    g->throne_done = 0;
    memset(g->bid, 0, sizeof g->bid);
    memset(g->throne_choice, 0, sizeof g->throne_choice);
    memset(g->cards_played, 0, sizeof g->cards_played);
    memset(g->spy_peeks, 0, sizeof g->spy_peeks);
    g->conjurer = 0;
    g->intriguer = -1;
    g->merchant = 0;
    g->queen_place = YS_NONE;
    g->seat_taken = 0;
    g->priv.seats_chosen = 0;
}

static void bid_ranking(YsGame *g)
{
    int tot[YS_MAX_SEATS] = {0};
    int n = g->opt.players;
    for (int p = 0; p < n; p++)
        tot[p] = g->bid[p][0] + g->bid[p][1];
    for (int i = 0; i < n; i++) {
        int j = i;
        g->seat_order[i] = (uint8_t)i;
        while (j > 0) {
            int a = g->seat_order[j], b = g->seat_order[j - 1];
            int better = tot[a] != tot[b] ? tot[a] > tot[b] : g->order_card[a] < g->order_card[b];
            if (!better) break;
            g->seat_order[j] = (uint8_t)b, g->seat_order[j - 1] = (uint8_t)a;
            j--;
        }
    }
}

/* Neutral picks for a port: white first (strongest colour), then the best
 * quoted colours, leftmost on ties. */
static void neutral_take_port(YsGame *g, int nb, int k)
{
    uint8_t *have = g->port_gems[nb];
    for (int i = 0; i < k; i++) {
        int c = ys__strongest_colour(g), white = have[YS_WHITE] != 0;
        if (white) {
            have[YS_WHITE]--;
        } else {
            c = -1;
            for (int x = 0; x < YS_COLOURS; x++)
                if (have[x] && (c < 0 || g->quotation[x] > g->quotation[c])) c = x;
            if (c < 0) break;
            have[c]--;
        }
        give_gem(g, YS_NEUTRAL, c);
        ys__ev_gem(g, YS_NEUTRAL, c, 1, YS_FROM_SHIP, nb, white);
    }
}

static int decider(const YsGame *g)
{
    if (g->intriguer >= 0) return g->intriguer;
    int best = -1;
    for (int p = 0; p < g->opt.players; p++) {
        if (best < 0) {
            best = p;
            continue;
        }
        int fp = g->priv.front_sum[p], fb = g->priv.front_sum[best];
        if (fp > fb || (fp == fb && g->order_card[p] < g->order_card[best])) best = p;
    }
    return best;
}

/* Windows at the start of placing/counting and the end of counting: each
 * player in turn order who can play a card there. Returns 1 if posed. */
static int run_window(YsGame *g)
{
    while (g->priv.window_turn < g->opt.players) {
        int p = g->turn_order[g->priv.window_turn];
        if (ys__any_card(g, p, g->priv.window)) {
            pose(g, YS_DEC_WINDOW, p);
            return 1;
        }
        g->priv.window_turn++;
    }
    return 0;
}

static void open_window(YsGame *g, int window)
{
    g->priv.window = window;
    g->priv.window_turn = 0;
}

/* Palace: returns 1 if the winner must now choose a white gem's colour. */
static int count_palace(YsGame *g, int nb)
{
    int tot[YS_MAX_SEATS], place = YS_PLACE_CITY(nb, YS_AREA_PALACE);
    uint8_t order[YS_MAX_SEATS];
    int card = g->palace_card[nb];
    g->palace_card[nb] = YS_NONE;
    unsigned mask = 0;
    int n = ys__contest(g, place, place, tot, &mask, order);
    ys__ev_area(g, YS_PLACE_CITY(nb, YS_AREA_PALACE), card, tot, mask, order, n);
    if (card == YS_NONE || !n) return 0;
    int w = order[0];
    int discard = is_neutral(g, w) && card != YS_KING && card != YS_PRINCE;
    if (ys__listening(g)) {
        YsEvent *c = ys__ev(g, YS_EV_CARD);
        c->player = (int8_t)w;
        c->card.character = (uint8_t)card;
        c->card.nbhd = (uint8_t)nb;
        c->card.discarded = (uint8_t)(discard && card != YS_WHITE_CARD);
    }
    if (card == YS_KING) {
        g->score[w] += ys_data.king_points;
        ys__ev_score(g, w, ys_data.king_points, YS_WHY_CARD, YS_KING);
    } else if (card == YS_PRINCE) {
        g->score[w] += ys_data.prince_points;
        ys__ev_score(g, w, ys_data.prince_points, YS_WHY_CARD, YS_PRINCE);
    } else if (discard) {
        int col = ys__strongest_colour(g);
        give_gem(g, w, col);
        ys__ev_gem(g, w, col, 1, YS_FROM_PALACE, nb, card == YS_WHITE_CARD);
    } else if (card == YS_WHITE_CARD) {
        g->priv.take_port = -1;
        g->priv.take_count = 1;
        pose(g, YS_DEC_TAKE, w);
        return 1;
    } else {
        g->hand[w] |= (uint16_t)(1u << card);
        g->won_round[card] = (uint8_t)g->round;
    }
    return 0;
}

/* A player's placement done: the next player in turn order places, or the
 * next placement round begins. */
static inline void next_placer(YsGame *g)
{
    g->priv.placed_mask = 0;
    g->priv.after_step = 0;
    memset(g->priv.just_placed, YS_NONE, sizeof g->priv.just_placed);
    int wrap = ++g->priv.placer == g->opt.players; /* no branch: every player's turn ends here */
    g->priv.placement += wrap;
    g->priv.placer *= !wrap;
}

/* --- the stages: one function each (src/engine/README.md draws them). Each
 * returns 1 when it has posed a decision (the turn waits for a move), 0 when
 * it has moved on (g->priv.stage says where). --- */

/* New ships in the ports and the market, the palaces' cards. */
static int stage_round(YsGame *g)
{
    setup_round(g);
    ys__ev(g, YS_EV_ROUND)->round.round = (uint8_t)g->round;
    g->priv.stage = ST_BID;
    return 0;
}

/* Each player bids two brokers (any order); then the bids are shown and ranked. */
static int stage_bid(YsGame *g)
{
    if (~g->bid_done & all_players(g)) { /* the first player yet to bid */
        pose(g, YS_DEC_BID, __builtin_ctz(~g->bid_done & all_players(g)));
        return 1;
    }
    for (int p = 0; p < g->opt.players; p++) {
        g->front[p][g->bid[p][0]]++;
        g->front[p][g->bid[p][1]]++;
    }
    g->bids_revealed = 1;
    bid_ranking(g);
    if (ys__listening(g)) {
        int tot[YS_MAX_SEATS];
        for (int p = 0; p < g->opt.players; p++)
            tot[p] = g->bid[p][0] + g->bid[p][1];
        YsEvent *e = ys__ev(g, YS_EV_BIDS);
        ys__ranking(g, &e->bids, tot, (1u << g->opt.players) - 1, g->seat_order, g->opt.players, 0);
        memcpy(e->bid_values, g->bid, sizeof e->bid_values);
    }
    g->priv.stage = ST_SEAT;
    return 0;
}

/* In bid order, each player chooses a seat (priv.seats_chosen so far). */
static int stage_seat(YsGame *g)
{
    if (g->priv.seats_chosen < g->opt.players) {
        pose(g, YS_DEC_SEAT, g->seat_order[g->priv.seats_chosen]);
        return 1;
    }
    for (int p = 0; p < g->opt.players; p++)
        g->turn_order[g->order_card[p] - 1] = (uint8_t)p;
    if (ys__listening(g)) {
        YsEvent *e = ys__ev(g, YS_EV_SEATS);
        e->seats.n = (uint8_t)g->opt.players;
        memcpy(e->seats.order, g->turn_order, (size_t)g->opt.players);
    }
    open_window(g, YS_WIN_PLACE_START);
    g->priv.stage = ST_WIN_PLACE;
    return 0;
}

/* The window at the start of placing, then the first placement. */
static int stage_win_place(YsGame *g)
{
    if (run_window(g)) return 1;
    g->priv.placement = 0;
    g->priv.placer = 0;
    g->priv.placed_mask = 0;
    g->priv.after_step = 0;
    memset(g->priv.just_placed, YS_NONE, sizeof g->priv.just_placed);
    g->priv.stage = ST_PLACE;
    return 0;
}

/* Placement after placement, each player in turn order placing its pair
 * (or three), then its after-placement step if it has a card or a peek. */
static int stage_place(YsGame *g)
{
    if (g->priv.placement >= ys_turn_placements(g)) {
        g->priv.stage = ST_END_PLACE;
        return 0;
    }
    int p = g->turn_order[g->priv.placer];
    if (g->priv.placed_mask != needed_mask(g)) {
        pose(g, YS_DEC_PLACE, p);
        return 1;
    }
    if (g->priv.after_step == AFTER_UNSEEN)
        g->priv.after_step = ys__any_card(g, p, YS_WIN_AFTER_PLACEMENT) || ys__any_peek(g, p) ? AFTER_OPEN : AFTER_DONE;
    if (g->priv.after_step == AFTER_OPEN) {
        pose(g, YS_DEC_AFTER, p);
        return 1;
    }
    next_placer(g);
    return 0;
}

/* Placing over: the brokers behind the screens come in front. */
static int stage_end_place(YsGame *g)
{
    for (int p = 0; p < g->opt.players; p++)
        for (int v = 0; v < YS_VALUES; v++) {
            g->front[p][v] += g->behind[p][v];
            g->behind[p][v] = 0;
        }
    for (int p = 0; p < g->seats; p++)
        g->priv.front_sum[p] = ys_front_total(g, p);
    open_window(g, YS_WIN_COUNT_START);
    g->priv.stage = ST_WIN_COUNT;
    return 0;
}

/* The window at the start of counting, then the first neighbourhood. */
static int stage_win_count(YsGame *g)
{
    if (run_window(g)) return 1;
    ys__tie_keys(g); /* the Intriguer is known now */
    g->priv.nbhd = 0;
    g->priv.stage = ST_NB_RANK;
    return 0;
}

/* A neighbourhood (priv.nbhd) turned over and its seats ranked; the first
 * three (priv.takers) will take its port's gems. */
static int stage_nb_rank(YsGame *g)
{
    int nb = g->priv.nbhd, tot[YS_MAX_SEATS];
    if (nb >= g->opt.nbhds) {
        g->priv.stage = ST_MARKET;
        return 0;
    }
    if (ys__listening(g)) {
        YsEvent *r = ys__ev(g, YS_EV_REVEAL);
        r->reveal.scope = YS_SCOPE_NBHD;
        r->reveal.nbhd = (uint8_t)nb;
    }
    unsigned mask = ys__reveal_nbhd(g, nb, tot);
    int n = ys__rank_seats(g, tot, mask, g->priv.takers);
    if (ys__listening(g)) {
        YsEvent *e = ys__ev(g, YS_EV_NBHD);
        e->nbhd.nbhd = (uint8_t)nb;
        ys__ranking(g, &e->nbhd.rank, tot, mask, g->priv.takers, n, 1);
        e->player = n ? (int8_t)g->priv.takers[0] : -1;
    }
    g->priv.ntakers = n < 3 ? n : 3;
    g->priv.next_taker = 0;
    g->priv.stage = ST_NB_TAKE;
    return 0;
}

/* The ranked seats take the port's gems, one at a time (priv.next_taker). */
static int stage_nb_take(YsGame *g)
{
    int nb = g->priv.nbhd;
    if (g->priv.next_taker >= g->priv.ntakers) {
        g->priv.stage = ST_NB_AREAS;
        return 0;
    }
    int i = g->priv.next_taker++;
    int taker = g->priv.takers[i];
    int k = g->opt.players == 4 ? ys_data.gems_per_rank_4p[i] : ys_data.gems_per_rank[i];
    int left = sum6(g->port_gems[nb]);
    if (k > left) k = left;
    if (!k) return 0;
    if (is_neutral(g, taker)) {
        neutral_take_port(g, nb, k);
        return 0;
    }
    g->priv.take_port = nb;
    g->priv.take_count = k;
    pose(g, YS_DEC_TAKE, taker);
    return 1;
}

/* The neighbourhood's port, commerce and palace counted. */
static int stage_nb_areas(YsGame *g)
{
    int nb = g->priv.nbhd;
    ys__count_nbhd_areas(g, nb);
    g->priv.stage = ST_NB_RETURN;
    return count_palace(g, nb);
}

/* Its brokers home; the next neighbourhood. */
static int stage_nb_return(YsGame *g)
{
    int nb = g->priv.nbhd;
    ys__return_places(g, YS_PLACE_CITY(nb, 0), YS_PLACE_CITY(nb, 2));
    ys__ev_return(g, YS_SCOPE_NBHD, nb);
    if (g->queen_place != YS_NONE && g->queen_place / 3 == nb) g->queen_place = YS_NONE;
    g->priv.nbhd++;
    g->priv.stage = ST_NB_RANK;
    return 0;
}

/* The market turned over. */
static int stage_market(YsGame *g)
{
    ys__ev(g, YS_EV_REVEAL)->reveal.scope = YS_SCOPE_MARKET;
    ys__reveal(g, YS_PLACE_MARKET(1, 0), YS_PLACE_MARKET(3, 3));
    g->priv.next_row = 1;
    g->priv.stage = ST_ROWS;
    return 0;
}

/* The market's rows, 1 to 3 (priv.next_row): each row's gem to its winner. */
static int stage_rows(YsGame *g)
{
    int tot[YS_MAX_SEATS];
    uint8_t order[YS_MAX_SEATS];
    int row = g->priv.next_row++;
    if (row > 3) {
        g->priv.stage = ST_COLUMNS;
        g->priv.col_done = -1;
        return 0;
    }
    int gem = g->market_gem[row];
    if (gem == YS_NONE) return 0;
    g->market_gem[row] = YS_NONE;
    unsigned mask = 0;
    int n = ys__contest(g, YS_PLACE_MARKET(row, 0), YS_PLACE_MARKET(row, 3), tot, &mask, order);
    if (ys__listening(g)) {
        YsEvent *e = ys__ev(g, YS_EV_ROW);
        e->row.row = (uint8_t)row;
        e->row.gem = (uint8_t)gem;
        ys__ranking(g, &e->row.rank, tot, mask, order, n, 1);
        e->player = n ? (int8_t)order[0] : -1;
    }
    if (!n) return 0; /* back to the bank */
    int w = order[0];
    if (gem != YS_WHITE) {
        give_gem(g, w, gem);
        ys__ev_gem(g, w, gem, 1, YS_FROM_ROW, row, 0);
    } else if (is_neutral(g, w)) {
        int c = ys__strongest_colour(g);
        give_gem(g, w, c);
        ys__ev_gem(g, w, c, 1, YS_FROM_ROW, row, 1);
    } else {
        g->priv.take_port = -1;
        g->priv.take_count = 1;
        pose(g, YS_DEC_TAKE, w);
        return 1;
    }
    return 0;
}

/* The market's columns ranked (priv.col_done of them fixed, -1 before the
 * ranking); the decider orders each tied group. */
static int stage_columns(YsGame *g)
{
    if (g->priv.col_done < 0) {
        int sum[YS_COLOURS] = {0}, cnt[YS_COLOURS] = {0};
        for (int pl = YS_PLACE_MARKET(1, 0); pl <= YS_PLACE_MARKET(3, 3); pl++) {
            /* a cell holds one broker: its seat's byte is the value */
            sum[YS_MARKET_COL(pl)] += (int)(g->priv.place_sum[pl] * 0x01010101u >> 24);
            cnt[YS_MARKET_COL(pl)] += g->priv.plen[pl];
        }
        for (int c = 0; c < YS_COLOURS; c++) {
            g->priv.col_key[c] = (uint8_t)(sum[c] * 8 + cnt[c]); /* sum <= 5*3+..., cnt <= 3 */
            int j = c;
            g->priv.col_order[j] = (uint8_t)c;
            while (j > 0 && g->priv.col_key[g->priv.col_order[j - 1]] < g->priv.col_key[c]) {
                g->priv.col_order[j] = g->priv.col_order[j - 1];
                j--;
            }
            g->priv.col_order[j] = (uint8_t)c;
        }
        g->priv.col_done = 0;
        g->priv.decider = decider(g);
    }
    while (g->priv.col_done < YS_COLOURS) {
        if (ys__col_group(g, g->priv.col_done) != 1) {
            pose(g, YS_DEC_RANK, g->priv.decider);
            return 1;
        }
        g->priv.col_done++;
    }
    g->priv.stage = ST_COL_APPLY;
    return 0;
}

/* The quotations move by the columns' ranks. */
static int stage_col_apply(YsGame *g)
{
    if (ys__listening(g)) ys__ev_columns(g);
    for (int i = 0; i < YS_COLOURS; i++) {
        int c = g->priv.col_order[i], q = g->quotation[c] + ys_data.column_steps[i];
        if (q < 0) q = 0;
        if (q > ys_data.quotation_max) q = ys_data.quotation_max;
        ys__ev_quote(g, c, q - g->quotation[c], YS_QUOTE_COLUMNS, -1);
        g->quotation[c] = (uint8_t)q;
    }
    g->priv.stage = ST_BIDDER;
    return 0;
}

/* The market's strongest seat moves a quotation a step. */
static int stage_bidder(YsGame *g)
{
    int tot[YS_MAX_SEATS];
    uint8_t order[YS_MAX_SEATS];
    unsigned mask = 0;
    g->priv.stage = ST_MARKET_RETURN;
    int n = ys__contest(g, YS_PLACE_MARKET(1, 0), YS_PLACE_MARKET(3, 3), tot, &mask, order);
    if (ys__listening(g)) {
        YsEvent *e = ys__ev(g, YS_EV_BIDDER);
        ys__ranking(g, &e->bidder, tot, mask, order, n, 1);
        e->player = n ? (int8_t)order[0] : -1;
    }
    if (!n) return 0;
    int w = order[0];
    if (is_neutral(g, w)) {
        int best = 0;
        for (int c = 1; c < YS_COLOURS; c++)
            if (g->gems[w][c] > g->gems[w][best]) best = c;
        int up = g->quotation[best] < ys_data.quotation_max;
        ys__ev_quote(g, best, up, YS_QUOTE_BIDDER, w);
        g->quotation[best] = (uint8_t)(g->quotation[best] + up);
        return 0;
    }
    pose(g, YS_DEC_QUOTE, w);
    return 1;
}

/* The market's brokers home. */
static int stage_market_return(YsGame *g)
{
    ys__return_places(g, YS_PLACE_MARKET(1, 0), YS_PLACE_MARKET(3, 3));
    ys__ev_return(g, YS_SCOPE_MARKET, 0);
    open_window(g, YS_WIN_COUNT_END);
    g->priv.stage = ST_WIN_END;
    return 0;
}

/* The window at the end of counting. */
static int stage_win_end(YsGame *g)
{
    if (run_window(g)) return 1;
    g->priv.stage = ST_THRONE;
    return 0;
}

/* King's Favour: each player sends a broker to the throne room; then every
 * broker in front goes behind the screen. */
static int stage_throne(YsGame *g)
{
    if (g->opt.kings_favor) {
        if (~g->throne_done & all_players(g)) { /* the first player yet to choose */
            pose(g, YS_DEC_THRONE, __builtin_ctz(~g->throne_done & all_players(g)));
            return 1;
        }
        for (int p = 0; p < g->opt.players; p++) {
            int id = pool_alloc(g);
            YsBroker *b = &g->pool[id];
            memset(b, 0, sizeof *b);
            b->owner = (uint8_t)p, b->value = g->throne_choice[p], b->placer = (uint8_t)p;
            ys__list_add(g, id, YS_THRONE);
            for (int v = 0; v < YS_VALUES; v++) /* what everyone saw it come from */
                g->throne_may[id] |= (uint8_t)((g->front[p][v] > 0) << v);
            g->front[p][g->throne_choice[p]]--;
            if (p == 0 && ys__listening(g)) {
                YsEvent *e = ys__ev(g, YS_EV_THRONE);
                for (int q = 0; q < g->opt.players; q++)
                    e->throne.value[q] = g->throne_choice[q];
            }
            if (g->round < YS_ROUNDS && g->spare_twos[p]) {
                g->spare_twos[p]--;
                g->behind[p][2]++;
            }
        }
    }
    for (int p = 0; p < g->opt.players; p++)
        for (int v = 0; v < YS_VALUES; v++) {
            g->behind[p][v] += g->front[p][v];
            g->front[p][v] = 0;
        }
    g->priv.stage = ST_ROUND_END;
    return 0;
}

/* The turn's cards and markers cleared; the next turn, or the final scoring. */
static int stage_round_end(YsGame *g)
{
    for (int p = 0; p < g->opt.players; p++) {
        g->spy_peeks[p] = 0;
        g->cards_played[p] = 0;
    }
    g->conjurer = 0;
    g->intriguer = -1;
    g->merchant = 0;
    /* the Mercenary's marker goes after counting: every broker it can
     * mark has gone home, but the Magician may have sent one to the throne */
    for (int i = 0; i < g->priv.plen[YS_THRONE]; i++) {
        YsBroker *b = &g->pool[g->priv.plist[YS_THRONE][i]];
        tally(g, b, YS_THRONE, (uint32_t)-1);
        b->merc = 0;
        tally(g, b, YS_THRONE, 1);
    }
    if (g->round >= YS_ROUNDS) {
        ys__final_reveal(g);
        ys__final_scoring(g);
        g->priv.stage = ST_OVER;
        return 0;
    }
    g->round++;
    g->nplacing = 0;
    g->priv.stage = ST_ROUND;
    return 0;
}

/* The stages in the order a turn runs them: a switch, not a table of
 * pointers, so that the compiler inlines each stage (a table was 5% slower
 * in ys-bench). */
int ys__step(YsGame *g)
{
    for (;;) {
        int posed;
        switch (g->priv.stage) {
        /* clang-format off */
        case ST_ROUND:         posed = stage_round(g);         break;
        case ST_BID:           posed = stage_bid(g);           break;
        case ST_SEAT:          posed = stage_seat(g);          break;
        case ST_WIN_PLACE:     posed = stage_win_place(g);     break;
        case ST_PLACE:         posed = stage_place(g);         break;
        case ST_END_PLACE:     posed = stage_end_place(g);     break;
        case ST_WIN_COUNT:     posed = stage_win_count(g);     break;
        case ST_NB_RANK:       posed = stage_nb_rank(g);       break;
        case ST_NB_TAKE:       posed = stage_nb_take(g);       break;
        case ST_NB_AREAS:      posed = stage_nb_areas(g);      break;
        case ST_NB_RETURN:     posed = stage_nb_return(g);     break;
        case ST_MARKET:        posed = stage_market(g);        break;
        case ST_ROWS:          posed = stage_rows(g);          break;
        case ST_COLUMNS:       posed = stage_columns(g);       break;
        case ST_COL_APPLY:     posed = stage_col_apply(g);     break;
        case ST_BIDDER:        posed = stage_bidder(g);        break;
        case ST_MARKET_RETURN: posed = stage_market_return(g); break;
        case ST_WIN_END:       posed = stage_win_end(g);       break;
        case ST_THRONE:        posed = stage_throne(g);        break;
        case ST_ROUND_END:     posed = stage_round_end(g);     break;
        /* clang-format on */
        default: /* ST_OVER: the game waits for nothing */
            pose(g, YS_DEC_OVER, -1);
            return 0;
        }
        if (posed) return 1;
    }
}

/* The one choice of the decision just posed, as ys__gen_all would list it
 * alone (1, into *m); 0 where it offers several, or none. Answered without
 * listing them. A window is posed only where its player holds a playable
 * character (run_window asked just before): a card or pass, always two. */
int ys__only_move(const YsGame *g, YsMove *m)
{
    int p = g->to_move;
    switch (g->dec) {
    case YS_DEC_SEAT: {
        unsigned left = free_seats(g);
        if (!left || (left & (left - 1))) return 0;
        *m = new_move(YS_MV_SEAT);
        m->a = (uint8_t)__builtin_ctz(left);
        return 1;
    }
    case YS_DEC_AFTER: /* a card or a peek, or done */
        if (ys__any_card(g, p, YS_WIN_AFTER_PLACEMENT) || ys__any_peek(g, p)) return 0;
        *m = new_move(YS_MV_DONE);
        return 1;
    case YS_DEC_TAKE: {
        if (g->priv.take_port < 0) return 0; /* a white gem: any colour */
        const uint8_t *have = g->port_gems[g->priv.take_port];
        if (have[YS_WHITE]) return 0;
        /* the four colours' counts (each below 128) a byte each: bit 7 of
         * a byte of with set where that colour is there */
        uint32_t four;
        memcpy(&four, have, 4);
        uint32_t with = (four + 0x7f7f7f7fu) & 0x80808080u;
        int colours = (int)(((with >> 7) * 0x01010101u) >> 24), gems = (int)((four * 0x01010101u) >> 24);
        int k = g->priv.take_count;
        if (!colours || gems < k || (colours >= 2 && gems > k)) return 0;
        /* one colour (k of it), or two colours one gem each (k = 2): gen_take's order */
        int a = __builtin_ctz(with) / 8, b = colours == 1 ? a : __builtin_ctz(with & (with - 1)) / 8;
        *m = new_move(YS_MV_TAKE);
        m->n = (uint8_t)k;
        m->src[0] = m->dst[0] = (uint8_t)a;
        if (k == 2) m->src[1] = m->dst[1] = (uint8_t)b;
        return 1;
    }
    case YS_DEC_THRONE: {
        int values = 0, v1 = 0;
        for (int v = 0; v < YS_VALUES; v++) {
            values += g->front[p][v] != 0;
            v1 = g->front[p][v] ? v : v1;
        }
        if (values != 1) return 0;
        *m = new_move(YS_MV_THRONE);
        m->a = (uint8_t)v1;
        return 1;
    }
    default: /* placing, bids, quotations, a tied group's ranking, a window: several */
        return 0;
    }
}

/* After the last broker of a player's placement, quiet play: the after-
 * placement step opened, or the next placer's placement posed (returns 1),
 * or the caller must run the stages on (0). */
int ys__placed(YsGame *g)
{
    int p = g->to_move;
    /* ST_PLACE with the pair complete: the after-placement step, if open */
    if (ys__any_card(g, p, YS_WIN_AFTER_PLACEMENT) || ys__any_peek(g, p)) {
        g->priv.after_step = AFTER_OPEN;
        return 0;
    }
    next_placer(g);
    if (g->priv.placement >= ys_turn_placements(g)) return 0; /* placing is over */
    pose(g, YS_DEC_PLACE, g->turn_order[g->priv.placer]);     /* several choices: posed */
    return 1;
}

/* Derives the setup-time caches and sets the first turn going (ys__advance
 * runs it up to its first decision). */
void ys__start(YsGame *g)
{
    g->priv.open_places = used_below_throne(g);
    for (int c = 0; c < YS_CHARACTER_COUNT; c++)
        g->priv.window_cards[ys_data.window[c]] |= (uint16_t)(1u << c);
    g->priv.stage = ST_ROUND;
}
