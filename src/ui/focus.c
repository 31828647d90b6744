/* focus.c - play by keyboard. Every rectangle the mouse may click is tried
 * at its centre with the mouse's own ui_input_click on a copy of the pick;
 * those that would extend or complete a move are the focus targets, so the
 * keyboard can never decide anything the mouse would not. Two rectangles
 * whose clicks do the same are one stop (a broker on the board, where a
 * click means its area, is the area's stop), and once something is picked
 * the stops that carry the pick on come first. A card of the hand that
 * cannot be played now is a stop too: its click says why. */
#include <stdlib.h>
#include <string.h>

#include "focus.h"

typedef struct {
    const UiLayout *L;
    const YsView *v;
    const YsMoveList *legal;
    const UiPick *pk;
    int n;
    UiRect r[UI_FOCUS_MAX];
    /* what a click on each does: its result, the pick after it, its move */
    UiInResult res[UI_FOCUS_MAX];
    UiPick after[UI_FOCUS_MAX];
    YsMove move[UI_FOCUS_MAX];
} Acc;

static UiInResult click_at(const Acc *c, int x, int y, UiPick *q, YsMove *m)
{
    *q = *c->pk;
    memset(m, 0, sizeof *m);
    return ui_input_click(c->L, c->v, c->legal, q, x, y, m);
}

static int same_outcome(UiInResult r1, const UiPick *q1, const YsMove *m1, UiInResult r2, const UiPick *q2,
                        const YsMove *m2)
{
    if (r1 != r2) return 0;
    return r1 == UI_IN_MOVE ? ys_move_equal(m1, m2) : !memcmp(q1, q2, sizeof *q1);
}

/* A target where a click at its centre does something no target before it does. */
static void try_rect(Acc *c, UiRect r)
{
    if (r.w <= 0 || r.h <= 0 || c->n >= UI_FOCUS_MAX) return;
    UiPick q;
    YsMove m;
    UiInResult res = click_at(c, r.x + r.w / 2, r.y + r.h / 2, &q, &m);
    if (res == UI_IN_NONE) return;
    for (int i = 0; i < c->n; i++)
        if (!memcmp(&c->r[i], &r, sizeof r) || same_outcome(c->res[i], &c->after[i], &c->move[i], res, &q, &m)) return;
    c->r[c->n] = r, c->res[c->n] = res, c->after[c->n] = q, c->move[c->n] = m;
    c->n++;
}

/* A card of the hand is a stop even where it cannot be played now: a click
 * there (Enter on it) tells why and when it can be (ui_card_why_not). */
static void try_card(Acc *c, UiRect r, int card)
{
    char why[8];
    int n = c->n;
    try_rect(c, r);
    if (c->n > n || c->n >= UI_FOCUS_MAX || !ui_card_why_not(c->v, c->legal, card, why, sizeof why)) return;
    c->r[c->n] = r, c->res[c->n] = UI_IN_NONE, c->after[c->n] = *c->pk;
    memset(&c->move[c->n], 0, sizeof c->move[c->n]);
    c->n++;
}

/* A place (an area, a market cell, the throne) is a stop when a click on
 * the place itself, where no broker stands, does what a click at its
 * centre does: the ring around a whole area then means that area, never
 * the broker that happens to stand at its middle. */
static void try_place(Acc *c, UiRect r, int place)
{
    if (r.w <= 0 || r.h <= 0) return;
    for (int j = 1; j < 8; j++)
        for (int i = 1; i < 8; i++) {
            int x = r.x + r.w * i / 8, y = r.y + r.h * j / 8;
            UiHit h = ui_hit_test(c->L, c->v, x, y);
            if (h.kind != HIT_PLACE || h.place != place) continue;
            UiPick q1, q2;
            YsMove m1, m2;
            UiInResult r1 = click_at(c, x, y, &q1, &m1), r2 = click_at(c, r.x + r.w / 2, r.y + r.h / 2, &q2, &m2);
            if (r1 != UI_IN_NONE && same_outcome(r1, &q1, &m1, r2, &q2, &m2)) try_rect(c, r);
            return;
        }
}

static int values(const uint8_t *counts)
{
    int n = 0;
    for (int v = 0; v < YS_VALUES; v++)
        n += counts[v];
    return n;
}

/* How far a pick has come: what it has chosen after its first choice. */
static int depth(const UiPick *p)
{
    switch (p->mode) {
    case PM_BROKER:
        return (p->place >= 0) + (p->face >= 0) + (p->refill >= 0);
    case PM_CARD:
        return p->nargs;
    case PM_TAKE:
        return p->nsel + (p->white >= 0);
    case PM_QUOTE:
        return (p->colour >= 0) + (p->dir >= 0);
    default:
        return p->nsel;
    }
}

/* Whether target i carries the pick on (completes it, or chooses its next
 * part) rather than choosing something else, taking a part back or
 * cancelling. */
static int carries_on(const Acc *c, int i)
{
    const UiPick *p = c->pk, *q = &c->after[i];
    if (c->res[i] == UI_IN_NONE) return p->mode == PM_NONE; /* a card that tells why not */
    if (p->mode == PM_NONE || c->res[i] == UI_IN_MOVE) return 1;
    if (q->mode != p->mode || depth(q) <= depth(p)) return 0;
    if (p->mode == PM_BROKER) return q->src == p->src && q->value == p->value && q->slot == p->slot;
    if (p->mode == PM_CARD) return q->card == p->card;
    return 1;
}

int ui_focus_targets(const UiLayout *L, const YsView *v, const YsMoveList *legal, const UiPick *pk, UiRect *out,
                     int max)
{
    static Acc c; /* large; the drawing's thread alone */
    memset(&c, 0, sizeof c);
    c.L = L, c.v = v, c.legal = legal, c.pk = pk;
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
    int nc = 0, cards[YS_CHARACTER_COUNT];
    for (int k = 0; k < YS_CHARACTER_COUNT; k++)
        if ((v->hand[p] >> k) & 1) cards[nc++] = k;
    for (int i = 0; i < nc; i++)
        try_card(&c, ui_layout_hand_card(L, i, nc), cards[i]);
    /* the places before the brokers on them: a broker whose click means
     * its place is no stop of its own */
    for (int nb = 0; nb < v->opt.nbhds; nb++) {
        for (int a = 0; a < 3; a++)
            try_place(&c, L->area[YS_PLACE_CITY(nb, a)], YS_PLACE_CITY(nb, a));
        try_rect(&c, L->ship[nb]);
        int ng = 0;
        for (int col = 0; col < 6; col++)
            ng += v->port_gems[nb][col];
        for (int i = 0; i < ng && i < 8; i++)
            try_rect(&c, ui_layout_port_gem(L, nb, i, ng < 8 ? ng : 8));
    }
    for (int cell = 0; cell < 16; cell++)
        try_place(&c, L->cell[cell], YS_MARKET0 + cell);
    if (v->opt.kings_favor) try_place(&c, L->throne, YS_THRONE);
    for (int row = 1; row < 4; row++)
        try_rect(&c, L->row_gem[row]);
    for (int col = 0; col < YS_COLOURS; col++)
        try_rect(&c, L->scale_col[col]);
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (YS_IS_CITY(pl) && pl / 3 >= v->opt.nbhds) continue;
        uint8_t ids[YS_POOL];
        int k = ys_place_list(v, pl, ids);
        for (int i = 0; i < k; i++)
            try_rect(&c, ui_layout_broker(L, pl, i, k));
    }
    /* what carries the pick on first (a broker picked: the places it may
     * go), then the rest, each in reading order */
    int k = 0;
    for (int pass = 1; pass >= 0; pass--)
        for (int i = 0; i < c.n && k < max; i++)
            if (carries_on(&c, i) == pass) out[k++] = c.r[i];
    return k;
}

int ui_focus_step(int cur, int n, int dir)
{
    if (n <= 0) return -1;
    if (cur < 0 || cur >= n) return dir < 0 ? n - 1 : 0;
    return ((cur + dir) % n + n) % n;
}

int ui_focus_toward(const UiRect *r, int n, int cur, int dx, int dy)
{
    if (n <= 0) return -1;
    if (cur < 0 || cur >= n) return 0;
    int x0 = r[cur].x + r[cur].w / 2, y0 = r[cur].y + r[cur].h / 2;
    int best = -1, best_score = 0, best_cone = 0;
    for (int i = 0; i < n; i++) {
        int ex = r[i].x + r[i].w / 2 - x0, ey = r[i].y + r[i].h / 2 - y0;
        int along = dx * ex + dy * ey, across = abs(dy * ex + dx * ey);
        if (i == cur || along <= 0) continue;
        /* within 45 degrees of the way asked first; else anything that way */
        int cone = across <= along, score = along + 2 * across;
        if (best < 0 || cone > best_cone || (cone == best_cone && score < best_score))
            best = i, best_score = score, best_cone = cone;
    }
    return best < 0 ? cur : best;
}
