/* hit.c - what is under a point of the screen, given what the view shows
 * (pure, no SDL): the pieces the player may click and the tooltips read. */
#include <string.h>

#include "ui.h"

/* ------------------------------------------------------------------ */
/* What the viewer's own tokens are */

static int tokens(const uint8_t *counts, int *vals)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        for (int k = 0; k < counts[v]; k++)
            vals[n++] = v;
    return n;
}

static int own(const YsView *v) { return v->viewer >= 0 && v->viewer < v->opt.players; }

UiHit ui_hit_test(const UiLayout *L, const YsView *v, int x, int y)
{
    UiHit h;
    memset(&h, 0, sizeof h);
    h.kind = HIT_NONE;
    int vals[32], n;
    if (own(v)) {
        int p = v->viewer;
        n = tokens(v->behind[p], vals);
        for (int i = n - 1; i >= 0; i--) {
            UiRect r = ui_layout_behind(L, i, n);
            if (ui_in(r, x, y)) return (UiHit){.kind = HIT_BEHIND, .value = vals[i], .slot = i, .r = r};
        }
        n = tokens(v->front[p], vals);
        for (int i = n - 1; i >= 0; i--) {
            UiRect r = ui_layout_front(L, i, n);
            if (ui_in(r, x, y)) return (UiHit){.kind = HIT_FRONT, .value = vals[i], .slot = i, .r = r};
        }
        if (v->opt.players == 2) {
            n = tokens(v->neutral_supply[p], vals);
            for (int i = n - 1; i >= 0; i--) {
                UiRect r = ui_layout_neutral(L, i, n);
                if (ui_in(r, x, y)) return (UiHit){.kind = HIT_NEUTRAL, .value = vals[i], .slot = i, .r = r};
            }
        }
        int cards[YS_CHARACTER_COUNT], nc = 0;
        for (int c = 0; c < YS_CHARACTER_COUNT; c++)
            if (v->hand[p] & (1u << c)) cards[nc++] = c;
        for (int i = nc - 1; i >= 0; i--) {
            UiRect r = ui_layout_hand_card(L, i, nc);
            if (ui_in(r, x, y)) return (UiHit){.kind = HIT_CARD, .card = cards[i], .slot = i, .r = r};
        }
        if (ui_in(L->order, x, y)) return (UiHit){.kind = HIT_ORDER, .seat = p, .r = L->order};
        if (ui_in(L->gems, x, y)) return (UiHit){.kind = HIT_GEMS, .seat = p, .r = L->gems};
        if (ui_in(L->behind, x, y)) return (UiHit){.kind = HIT_BEHIND, .value = -1, .slot = -1, .r = L->behind};
        if (ui_in(L->front, x, y)) return (UiHit){.kind = HIT_FRONT, .value = -1, .slot = -1, .r = L->front};
    }
    /* brokers on the board, topmost (last drawn) first */
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (YS_IS_CITY(pl) && pl / 3 >= v->opt.nbhds) continue;
        uint8_t ids[YS_POOL];
        int k = ys_place_list(v, pl, ids);
        for (int i = k - 1; i >= 0; i--) {
            UiRect r = ui_layout_broker(L, pl, i, k);
            if (ui_in(r, x, y)) {
                const YsBroker *b = &v->pool[ids[i]];
                return (UiHit){.kind = HIT_BROKER,
                               .place = pl,
                               .pos = i + 1,
                               .id = ids[i],
                               .value = b->value,
                               .seat = b->owner,
                               .r = r};
            }
        }
    }
    for (int nb = 0; nb < v->opt.nbhds; nb++) {
        if (ui_in(L->palace_card[nb], x, y) || (v->palace_card[nb] != YS_NONE && ui_in(L->palace_name[nb], x, y)))
            return (UiHit){.kind = HIT_PALACE_CARD, .nb = nb, .card = v->palace_card[nb], .r = L->palace_card[nb]};
        if (ui_in(L->ship[nb], x, y)) return (UiHit){.kind = HIT_SHIP, .nb = nb, .r = L->ship[nb]};
        int gems[8], ng = 0;
        for (int c = 0; c < 6; c++)
            for (int k = 0; k < v->port_gems[nb][c] && ng < 8; k++)
                gems[ng++] = c;
        for (int i = 0; i < ng; i++) {
            UiRect r = ui_layout_port_gem(L, nb, i, ng);
            if (ui_in(r, x, y)) return (UiHit){.kind = HIT_PORT_GEM, .nb = nb, .colour = gems[i], .slot = i, .r = r};
        }
        for (int a = 0; a < 3; a++) {
            int pl = YS_PLACE_CITY(nb, a);
            if (ui_in(L->area[pl], x, y)) return (UiHit){.kind = HIT_PLACE, .place = pl, .r = L->area[pl]};
        }
    }
    for (int c = 0; c < 16; c++)
        if (ui_in(L->cell[c], x, y)) return (UiHit){.kind = HIT_PLACE, .place = YS_MARKET0 + c, .r = L->cell[c]};
    for (int row = 1; row < 4; row++)
        if (ui_in(L->row_gem[row], x, y))
            return (UiHit){.kind = HIT_ROW_GEM, .place = row, .colour = v->market_gem[row], .r = L->row_gem[row]};
    for (int c = 0; c < YS_COLOURS; c++) {
        if (ui_in(L->scale_col[c], x, y)) return (UiHit){.kind = HIT_SCALE, .colour = c, .r = L->scale_col[c]};
        if (ui_in(L->col_head[c], x, y)) return (UiHit){.kind = HIT_COL_HEAD, .colour = c, .r = L->col_head[c]};
    }
    if (v->opt.kings_favor && ui_in(L->throne, x, y))
        return (UiHit){.kind = HIT_PLACE, .place = YS_THRONE, .r = L->throne};
    for (int s = 0; s < L->seats; s++)
        if (ui_in(L->pl_row[s], x, y)) return (UiHit){.kind = HIT_PLAYER, .seat = s, .r = L->pl_row[s]};
    if (ui_in(L->turn_track, x, y)) return (UiHit){.kind = HIT_TURN, .r = L->turn_track};
    if (ui_in(L->score_track, x, y)) return (UiHit){.kind = HIT_SCORE, .r = L->score_track};
    return h;
}
