/* layout.c - every rectangle on screen, computed from the output size alone
 * (pure: no SDL). The design grid is 1600x900 units, scaled uniformly to
 * fit the window and centred, so nothing can overlap at any size. */
#include <string.h>

#include "ui.h"

#define DW 1600.0f
#define DH 900.0f

int ui_sc(const UiLayout *L, float v) { return (int)(v * L->s + 0.5f); }

static UiRect R(const UiLayout *L, float x, float y, float w, float h)
{
    UiRect r;
    r.x = L->ox + (int)(x * L->s + 0.5f);
    r.y = L->oy + (int)(y * L->s + 0.5f);
    r.w = (int)((x + w) * L->s + 0.5f) - (int)(x * L->s + 0.5f);
    r.h = (int)((y + h) * L->s + 0.5f) - (int)(y * L->s + 0.5f);
    return r;
}

static UiRect inset(UiRect r, int d)
{
    r.x += d, r.y += d, r.w -= 2 * d, r.h -= 2 * d;
    return r;
}

void ui_layout_compute(UiLayout *L, int w, int h, int players, int nbhds, int kf)
{
    memset(L, 0, sizeof *L);
    L->w = w, L->h = h;
    float sx = (float)w / DW, sy = (float)h / DH;
    L->s = sx < sy ? sx : sy;
    L->ox = (int)((w - DW * L->s) / 2);
    L->oy = (int)((h - DH * L->s) / 2);
    L->players = players;
    L->seats = players == 2 ? 3 : players;
    L->nbhds = nbhds;
    L->top = R(L, 0, 0, 1600, 40);
    L->btn_menu = R(L, 1490, 5, 100, 30);
    L->btn_pace = R(L, 1330, 5, 150, 30);
    L->btn_skip = R(L, 1170, 5, 150, 30);
    L->btn_undo = R(L, 1050, 5, 110, 30);
    L->btn_hint = R(L, 930, 5, 110, 30);
    L->board = R(L, 8, 46, 1184, 548);
    L->score_track = R(L, 8, 46, 1184, 34);
    /* neighbourhoods on the district art (400x300): port, commerce and palace
     * columns, each with a picture band on top */
    const float k = 333.0f / 400.0f;
    for (int nb = 0; nb < YS_NBHDS; nb++) {
        float x = 8 + (nb % 2) * 341, y = 86 + (nb / 2) * 258;
        L->nb[nb] = R(L, x, y, 333, 250);
        L->nb_title[nb] = R(L, x + 170 * k, y + 2 * k, 60 * k, 18 * k);
        static const float colx[3] = {12, 139, 267}, colw[3] = {121, 122, 121};
        for (int a = 0; a < 3; a++)
            L->area[YS_PLACE_CITY(nb, a)] = R(L, x + colx[a] * k, y + 22 * k, colw[a] * k, 267 * k);
        /* the port's ship card (200x280 art) over the sea, its gems beside
         * it; the palace card at the right of the palace picture */
        L->ship[nb] = R(L, x + 14 * k, y + 24 * k, 56 * k, 78 * k);
        L->port_gems[nb] = R(L, x + 74 * k, y + 23 * k, 56 * k, 80 * k);
        L->palace_card[nb] = R(L, x + 326 * k, y + 24 * k, 58 * k, 80 * k);
    }
    /* the market art (480x480) and the quotation scale art (256x604) */
    const float mk = 286.0f / 480.0f, mx = 740, my = 86;
    L->market = R(L, mx, my, 286, 286);
    static const float cx0[4] = {98, 190, 282, 374};
    for (int c = 0; c < YS_COLOURS; c++)
        L->col_head[c] = R(L, mx + cx0[c] * mk, my + 14 * mk, 88 * mk, 48 * mk);
    for (int row = 0; row < 4; row++) {
        L->row_gem[row] = R(L, mx + 16 * mk, my + (64 + row * 100) * mk, 78 * mk, 98 * mk);
        for (int c = 0; c < YS_COLOURS; c++)
            L->cell[row * 4 + c] = R(L, mx + cx0[c] * mk, my + (66 + row * 100) * mk, 88 * mk, 94 * mk);
    }
    const float sk = 286.0f / 604.0f, scx = 1034;
    L->scale = R(L, scx, my, 256 * sk, 286);
    for (int c = 0; c < YS_COLOURS; c++)
        L->scale_col[c] = R(L, scx + (54 + c * 48) * sk, my + 52 * sk, 44 * sk, 540 * sk);
    L->turn_track = R(L, 560, 4, 116, 32);
    for (int r = 0; r < YS_ROUNDS; r++)
        L->turn_cell[r] = R(L, 560 + (27 + r * 90) * 0.29f, 4 + 2, 21, 26);
    L->action = R(L, 704, 380, 488, 214);
    L->prompt = R(L, 716, 388, 464, 58);
    L->buttons = R(L, 716, 450, 464, 140);
    L->side = R(L, 1200, 46, 392, 848);
    for (int p = 0; p < YS_MAX_SEATS; p++)
        L->pl_row[p] = R(L, 1200, 46 + p * 86, 392, 80);
    L->throne = R(L, 1200, 894 - 235, 392, 235);
    L->log = R(L, 1200, 46 + 4 * 86, 392, 848 - 4 * 86 - (kf ? 241 : 0));
    if (!kf) L->throne = R(L, 0, 0, 0, 0);
    L->me = R(L, 8, 602, 1184, 292);
    L->me_title = R(L, 20, 608, 460, 26);
    L->behind = R(L, 16, 650, 468, 208);
    L->front = R(L, 496, 612, 196, 64);
    L->neutral = R(L, 496, 684, 196, 52);
    L->order = R(L, 496, 750, 70, 120);
    L->gems = R(L, 578, 750, 118, 130);
    L->hand = R(L, 704, 612, 480, 270);
    L->token = ui_sc(L, 30);
    L->big_token = ui_sc(L, 46);
    L->card_w = ui_sc(L, 110);
    L->card_h = ui_sc(L, 154);
    L->min_px = w >= 1024 && h >= 600 ? 12 : 0;
    ui_layout_text(L, 100);
}

/* The panels are laid out on the design grid, with room for text at the
 * design size (k = 1); the 12 px floor already asks up to 12 / (15 s) of
 * them at 1024x600. Larger text fits where the window gives each design
 * unit more pixels than that floor needs: up to 150% from 1280x720. */
int ui_layout_max_pct(const UiLayout *L)
{
    float room = L->s / 0.64f;                             /* 1 at 1024x600, 1.25 at 1280x720 */
    return room >= 2.0f ? 150 : room >= 1.25f ? 125 : 100; /* from 2048x1200, from 1280x720 */
}

int ui_px(const UiLayout *L, float v)
{
    int px = (int)(v * L->s * (float)L->ui_pct_used / 100.0f + 0.5f);
    return px < L->min_px ? L->min_px : px;
}

void ui_layout_text(UiLayout *L, int pct)
{
    if (pct < 100) pct = 100;
    L->ui_pct = pct;
    int max = ui_layout_max_pct(L);
    L->ui_pct_used = pct < max ? pct : max;
    L->font_small = ui_px(L, 15);
    L->font_body = ui_px(L, 18);
    L->font_big = ui_px(L, 24);
    L->font_title = ui_sc(L, 64) < L->min_px ? L->min_px : ui_sc(L, 64); /* the game's name: as designed */
    /* label strips as tall as their text; the palace's under its card
     * (the card no longer covers it), the card's name above it */
    int lp = ui_px(L, 12);
    L->label_h = lp + lp / 3 + 2 > ui_sc(L, 14) ? lp + lp / 3 + 2 : ui_sc(L, 14);
    for (int nb = 0; nb < YS_NBHDS; nb++) {
        UiRect col = L->area[YS_PLACE_CITY(nb, YS_AREA_PALACE)], c = L->palace_card[nb];
        int two = 2 * L->label_h - lp / 3; /* two lines */
        L->palace_name[nb] = (UiRect){col.x, c.y + c.h + ui_sc(L, 2), col.w, two};
        L->palace_label[nb] = (UiRect){col.x, c.y + c.h + ui_sc(L, 3) + two, col.w, L->label_h};
    }
    /* the players' rows as tall as their three lines of text (the log
     * below gives way) */
    float line = (float)(L->font_small * 3 / 2 + 1) / L->s, rh = 36.0f + 2.0f * line + 4.0f / L->s;
    if (rh < 80) rh = 80;
    for (int p = 0; p < YS_MAX_SEATS; p++)
        L->pl_row[p] = R(L, 1200, 46 + p * (rh + 6), 392, rh);
    /* the log from under the last seat's row: with 2 or 3 seats it takes the
     * room of the rows that are not there */
    L->log = R(L, 1200, 46 + L->seats * (rh + 6), 392, 848 - L->seats * (rh + 6) - (L->throne.h > 0 ? 241 : 0));
    /* the prompt grows with its text (three lines), the buttons under it
     * give way */
    float k = (float)L->ui_pct_used / 100.0f, grow = k > 1.0f ? 75.6f * k - 58.0f : 0.0f;
    L->prompt = R(L, 716, 388, 464, 58 + grow);
    L->buttons = R(L, 716, 450 + grow, 464, 140 - grow);
}

UiRect ui_layout_flow(UiRect r, int i, int n, int sz, int gap)
{
    UiRect o = {r.x, r.y, sz, sz};
    if (n <= 0) return o;
    int per_row = (r.w + gap) / (sz + gap);
    if (per_row < 1) per_row = 1;
    int max_rows = (r.h + gap) / (sz + gap);
    if (max_rows < 1) max_rows = 1;
    int rows = (n + per_row - 1) / per_row;
    int step = sz + gap;
    if (rows > max_rows) {
        rows = max_rows;
        per_row = (n + rows - 1) / rows;
        step = per_row > 1 ? (r.w - sz) / (per_row - 1) : 0;
    }
    o.x = r.x + (i % per_row) * step;
    o.y = r.y + (i / per_row) * (sz + gap);
    return o;
}

UiRect ui_layout_place(const UiLayout *L, int place)
{
    if (YS_IS_CITY(place)) return L->area[place];
    if (YS_IS_MARKET(place)) return L->cell[place - YS_MARKET0];
    return L->throne;
}

/* How many tokens of size sz with gap a zone holds, the tokens of a row
 * fanned as a hand of cards no closer than half a token (the part of each
 * left uncovered shows its value: ui_layout_broker_value). */
static int zone_holds(UiRect r, int sz, int gap)
{
    int half = (sz + 1) / 2, rows = (r.h + gap) / (sz + gap), per_row = 1 + (r.w - sz) / (half > 1 ? half : 1);
    return (rows > 0 ? rows : 1) * (per_row > 0 ? per_row : 1);
}

/* The largest token size, from full size down to lo/10 of it, at which
 * the zone holds n; lo/10 when none does. */
static int token_for(const UiLayout *L, UiRect c, int n, int lo)
{
    int t = L->token, g = ui_sc(L, 3);
    while (n > zone_holds(c, t, g) && t * 10 > L->token * lo)
        t--;
    return t;
}

/* An area's brokers: below its label (the port's under its ship, the
 * palace's under its card and name), as tokens of size *t. An area holding
 * more than that room shows legibly, fanned, has smaller tokens (to 8/10
 * of their size); still short of room, the room takes in the area's label
 * strip too (the brokers are drawn over it), never the picture above it
 * nor the palace card's name, and the tokens shrink to 7/10 at most. */
static UiRect city_zone(const UiLayout *L, int place, int n, int *t)
{
    UiRect a = L->area[place], lab = L->area[place];
    int top = ui_sc(L, 52) + L->label_h; /* under the label strip (draw_board.c) */
    lab.y += ui_sc(L, 48);
    if (place % 3 == YS_AREA_PORT) {
        UiRect ship = L->ship[place / 3];
        top = ship.y + ship.h + ui_sc(L, 6) + L->label_h - a.y;
        lab.y = ship.y + ship.h + ui_sc(L, 2);
    }
    if (place % 3 == YS_AREA_PALACE) {
        lab = L->palace_label[place / 3];
        top = lab.y + lab.h + ui_sc(L, 4) - a.y;
    }
    UiRect c = {a.x + ui_sc(L, 5), a.y + top, a.w - ui_sc(L, 10), a.h - top - ui_sc(L, 4)};
    *t = token_for(L, c, n, 8);
    if (n > zone_holds(c, *t, ui_sc(L, 3))) {
        c.h += c.y - lab.y, c.y = lab.y;
        *t = token_for(L, c, n, 7);
    }
    return c;
}

UiRect ui_layout_broker(const UiLayout *L, int place, int i, int n)
{
    int t = L->token, g = ui_sc(L, 3);
    if (YS_IS_CITY(place)) {
        UiRect c = city_zone(L, place, n, &t);
        return ui_layout_flow(c, i, n, t, g);
    }
    if (YS_IS_MARKET(place)) {
        UiRect c = L->cell[place - YS_MARKET0];
        UiRect o = {c.x + (c.w - t) / 2, c.y + (c.h - t) / 2, t, t};
        return o;
    }
    UiRect th = L->throne;
    UiRect c = {th.x + th.w * 26 / 100, th.y + th.h * 48 / 100, th.w * 48 / 100, th.h * 46 / 100};
    return ui_layout_flow(c, i, n, t, g);
}

UiRect ui_layout_broker_value(const UiLayout *L, int place, int i, int n)
{
    UiRect r = ui_layout_broker(L, place, i, n);
    if (i + 1 < n) { /* fanned: the next of the row lies over its right part */
        UiRect next = ui_layout_broker(L, place, i + 1, n);
        if (next.y == r.y && next.x > r.x && next.x < r.x + r.w) r.w = next.x - r.x;
    }
    return r;
}

UiRect ui_layout_hand_card(const UiLayout *L, int i, int n)
{
    UiRect h = L->hand;
    int cw = L->card_w, ch = L->card_h, gap = ui_sc(L, 8);
    int top = h.y + ui_sc(L, 26);
    int step = cw + gap;
    if (n > 1 && n * step - gap > h.w) step = (h.w - cw) / (n - 1);
    UiRect o = {h.x + i * step, top, cw, ch};
    return o;
}

UiRect ui_layout_behind(const UiLayout *L, int i, int n)
{
    UiRect b = L->behind;
    /* under the label (b.y + 16 .. 43), leaving room for a picked broker
     * to rise by 8 */
    UiRect c = {b.x + ui_sc(L, 30), b.y + ui_sc(L, 56), b.w - ui_sc(L, 60), b.h - ui_sc(L, 66)};
    return ui_layout_flow(c, i, n, L->big_token, ui_sc(L, 6));
}

UiRect ui_layout_label(const UiLayout *L, UiLabel k)
{
    int line = L->font_small * 4 / 3;
    switch (k) {
    case UI_LABEL_BEHIND: /* a box on the screen's top edge, as wide as its words at most */
        return (UiRect){L->behind.x + ui_sc(L, 24), L->behind.y + ui_sc(L, 16), L->behind.w - ui_sc(L, 48),
                        L->font_body * 3 / 2};
    case UI_LABEL_FRONT:
        return (UiRect){L->front.x, L->front.y, L->front.w, line};
    case UI_LABEL_NEUTRAL:
        if (L->players != 2) return (UiRect){L->neutral.x, L->neutral.y, 0, 0};
        return (UiRect){L->neutral.x, L->neutral.y, L->neutral.w, line};
    case UI_LABEL_HAND:
    default:
        return (UiRect){L->hand.x, L->hand.y, L->hand.w, line};
    }
}

UiRect ui_layout_front(const UiLayout *L, int i, int n)
{
    UiRect f = L->front;
    int t = ui_sc(L, 40);
    UiRect c = {f.x + ui_sc(L, 4), f.y + ui_sc(L, 20), f.w - ui_sc(L, 8), t};
    return ui_layout_flow(c, i, n, t, ui_sc(L, 5));
}

UiRect ui_layout_neutral(const UiLayout *L, int i, int n)
{
    UiRect f = L->neutral;
    int t = ui_sc(L, 32);
    UiRect c = {f.x + ui_sc(L, 4), f.y + ui_sc(L, 18), f.w - ui_sc(L, 8), t};
    return ui_layout_flow(c, i, n, t, ui_sc(L, 5));
}

UiRect ui_layout_scale_step(const UiLayout *L, int colour, int step)
{
    UiRect c = L->scale_col[colour];
    float sh = (float)c.h / 15.0f;
    int d = (int)(sh * 0.9f);
    UiRect o = {c.x + (c.w - d) / 2, c.y + (int)((14 - step) * sh + (sh - d) / 2), d, d};
    return o;
}

UiRect ui_layout_score_pos(const UiLayout *L, int score, int seat)
{
    UiRect t = L->score_track;
    int cells = 100;
    int pos = ((score % cells) + cells) % cells;
    /* right of the coin at the art's left end (80 of its 320 x 96 units) */
    int x0 = t.x + t.h * 80 / 96 + ui_sc(L, 10);
    int inner = t.x + t.w - ui_sc(L, 14) - x0;
    int d = ui_sc(L, 13);
    UiRect o = {x0 + pos * inner / (cells - 1) - d / 2, t.y + ui_sc(L, 3) + (seat % 2) * ui_sc(L, 10), d, d};
    if (seat >= 2) o.x += d / 3;
    return o;
}

int ui_layout_score_tick(const UiLayout *L, int i)
{
    UiRect first = ui_layout_score_pos(L, 0, 0), last = ui_layout_score_pos(L, 99, 0);
    int x0 = first.x + first.w / 2, span = last.x + last.w / 2 - x0;
    return x0 + i * span / 99;
}

UiRect ui_layout_score_number(const UiLayout *L, int i)
{
    UiRect t = L->score_track;
    int px = L->font_small * 8 / 10;
    /* two digits of the small face at 8/10: under px * 1.2 wide, line high */
    return (UiRect){ui_layout_score_tick(L, i) + 2, t.y + t.h - L->font_small - ui_sc(L, 2), px * 6 / 5, px * 4 / 3};
}

void ui_layout_score_chips(const UiLayout *L, const int *score, int n, int chip_w, UiRect *out)
{
    UiRect t = L->score_track;
    int gap = ui_sc(L, 2) > 1 ? ui_sc(L, 2) : 1;
    int h = t.h - 2 * ui_sc(L, 3);
    int lo = t.x + t.h * 80 / 96, hi = t.x + t.w - ui_sc(L, 4);
    int order[YS_MAX_SEATS + 1];
    if (n > YS_MAX_SEATS + 1) n = YS_MAX_SEATS + 1;
    if (n <= 0) return;
    /* left to right by place on the track (a score past 99 goes round
     * again; ties by seat), each at its score's place */
    int pos[YS_MAX_SEATS + 1];
    for (int i = 0; i < n; i++)
        order[i] = i, pos[i] = ((score[i] % 100) + 100) % 100;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && pos[order[j]] < pos[order[j - 1]]; j--) {
            int k = order[j];
            order[j] = order[j - 1], order[j - 1] = k;
        }
    int x[YS_MAX_SEATS + 1];
    for (int i = 0; i < n; i++) {
        UiRect p = ui_layout_score_pos(L, score[order[i]], 0);
        x[i] = p.x + p.w / 2 - chip_w / 2;
        if (x[i] < lo) x[i] = lo;
        if (i > 0 && x[i] < x[i - 1] + chip_w + gap) x[i] = x[i - 1] + chip_w + gap; /* fanned out */
    }
    for (int i = n - 1; i >= 0; i--) { /* and back from the right end */
        int max = i == n - 1 ? hi - chip_w : x[i + 1] - chip_w - gap;
        if (x[i] > max) x[i] = max;
    }
    for (int i = 0; i < n; i++)
        out[order[i]] = (UiRect){x[i], t.y + ui_sc(L, 3), chip_w, h};
}

UiRect ui_layout_port_gem(const UiLayout *L, int nb, int i, int n)
{
    UiRect r = L->port_gems[nb];
    return ui_layout_flow(r, i, n, ui_sc(L, 20), ui_sc(L, 3));
}

/* keep inset referenced for future panels */
UiRect ui_layout_inset(UiRect r, int d);
UiRect ui_layout_inset(UiRect r, int d) { return inset(r, d); }
