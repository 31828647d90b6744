/* focus.c - play by keyboard. Every rectangle the mouse may click is tried
 * at its centre with the mouse's own ui_input_click on a copy of the pick;
 * those that would extend or complete a move are the focus targets, so the
 * keyboard can never decide anything the mouse would not. */
#include <string.h>

#include "focus.h"

typedef struct {
    const UiLayout *L;
    const YsView *v;
    const YsMoveList *legal;
    const UiPick *pk;
    UiRect *out;
    int n, max;
} Acc;

static void try_rect(Acc *c, UiRect r)
{
    if (r.w <= 0 || r.h <= 0 || c->n >= c->max) return;
    for (int i = 0; i < c->n; i++)
        if (!memcmp(&c->out[i], &r, sizeof r)) return;
    UiPick q = *c->pk;
    YsMove m;
    if (ui_input_click(c->L, c->v, c->legal, &q, r.x + r.w / 2, r.y + r.h / 2, &m) == UI_IN_NONE) return;
    c->out[c->n++] = r;
}

static int values(const uint8_t *counts)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        n += counts[v];
    return n;
}

int ui_focus_targets(const UiLayout *L, const YsView *v, const YsMoveList *legal, const UiPick *pk, UiRect *out,
                     int max)
{
    Acc c = {L, v, legal, pk, out, 0, max};
    if (!legal || legal->n <= 0 || v->viewer < 0 || v->viewer >= v->opt.players || v->to_move != v->viewer) return 0;
    UiTargets t;
    ui_input_targets(L, v, legal, pk, &t);
    for (int i = 0; i < t.nbuttons; i++)
        if (t.btn[i].on) try_rect(&c, t.btn[i].r);
    int p = v->viewer, n = values(v->behind[p]);
    for (int i = 0; i < n; i++)
        try_rect(&c, ui_layout_behind(L, i, n));
    n = values(v->front[p]);
    for (int i = 0; i < n; i++)
        try_rect(&c, ui_layout_front(L, i, n));
    if (v->opt.players == 2) {
        n = values(v->neutral_supply[p]);
        for (int i = 0; i < n; i++)
            try_rect(&c, ui_layout_neutral(L, i, n));
    }
    int nc = 0;
    for (int k = 0; k < YS_CHARACTER_COUNT; k++)
        nc += (v->hand[p] >> k) & 1;
    for (int i = 0; i < nc; i++)
        try_rect(&c, ui_layout_hand_card(L, i, nc));
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (YS_IS_CITY(pl) && pl / 3 >= v->opt.nbhds) continue;
        uint8_t ids[YS_POOL];
        int k = ys_place_list(v, pl, ids);
        for (int i = 0; i < k; i++)
            try_rect(&c, ui_layout_broker(L, pl, i, k));
    }
    for (int nb = 0; nb < v->opt.nbhds; nb++) {
        for (int a = 0; a < 3; a++)
            try_rect(&c, L->area[YS_PLACE_CITY(nb, a)]);
        try_rect(&c, L->ship[nb]);
        int ng = 0;
        for (int col = 0; col < 6; col++)
            ng += v->port_gems[nb][col];
        for (int i = 0; i < ng && i < 8; i++)
            try_rect(&c, ui_layout_port_gem(L, nb, i, ng < 8 ? ng : 8));
    }
    for (int cell = 0; cell < 16; cell++)
        try_rect(&c, L->cell[cell]);
    if (v->opt.kings_favor) try_rect(&c, L->throne);
    for (int row = 1; row < 4; row++)
        try_rect(&c, L->row_gem[row]);
    for (int col = 0; col < YS_COLOURS; col++)
        try_rect(&c, L->scale_col[col]);
    return c.n;
}

int ui_focus_step(int cur, int n, int dir)
{
    if (n <= 0) return -1;
    if (cur < 0 || cur >= n) return dir < 0 ? n - 1 : 0;
    return ((cur + dir) % n + n) % n;
}
