/* draw_diagram.c - the rules reference's examples drawn with the game's own
 * pieces (broker tokens, gems, player colours): an area with each player's
 * brokers and total, the brokers in front of the screens where they break a
 * tie, the market's rows and columns. What each says comes from the engine
 * (rules_diagram.c); the words from ui_diagram_text.h. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "draw_diagram.h"
#include "rules_diagram.h"

#define BOX 0x1A2B3AFF
#define CELL 0x243A4CFF
#define WIN_RING 0xFFE066FF
#define UP_RGB 0x6CCB7AFF
#define DOWN_RGB 0xE0645AFF

typedef struct {
    UiApp *a;
    UiGfx *g;
    const UiLayout *L;
    int px, small, tok, gap;
} Pen;

static Pen pen(UiApp *a)
{
    Pen p = {a, &a->gfx, &a->L, 0, 0, 0, 0};
    p.px = ui_min_px(a, a->L.font_body);
    p.small = ui_min_px(a, a->L.font_small);
    p.tok = ui_sc(&a->L, 34);
    if (p.tok < p.px * 2) p.tok = p.px * 2; /* a token's value stays readable */
    p.gap = ui_sc(&a->L, 6);
    return p;
}

static uint32_t player_rgba(int s) { return ui_rgb_a(ui_player_rgb[s < 0 || s >= UI_COLOURS ? 4 : s], 255); }

/* A line with a disc in the player's colour before it; returns its height. */
static int said(const Pen *p, int x, int y, int w, int seat, uint32_t rgba, const char *text)
{
    int d = p->px;
    if (seat >= 0) ui_disc(p->g, (float)(x + d / 2), (float)(y + p->px * 0.62f), (float)d / 2, player_rgba(seat));
    return ui_text_wrap(p->g, FONT_BOLD, p->px, rgba, (UiRect){x + d + p->gap, y, w - d - p->gap, 1 << 20}, text);
}

/* One seat's brokers in the area, then "= total"; returns the right edge. */
static int seat_row(const Pen *p, const UiDiagram *d, int seat, int x, int y)
{
    int xx = x, k = 0, big = p->px * 5 / 4;
    char t[16];
    snprintf(t, sizeof t, "= %d", d->total[seat]);
    uint8_t ids[YS_PLACE_CAP];
    int n = ys_place_list(&d->g, d->place, ids);
    for (int i = 0; i < n; i++)
        k += d->g.pool[ids[i]].owner == seat;
    if (seat == d->winner) /* the winner's row lit */
        ui_round(p->g,
                 (UiRect){x - p->gap, y - p->gap / 2,
                          k * (p->tok + p->gap) + ui_text_w(p->g, FONT_BOLD, big, t) + p->gap * 3, p->tok + p->gap},
                 ui_sc(p->L, 6), 0xE2BC5A48);
    for (int i = 0; i < n; i++) {
        const YsBroker *b = &d->g.pool[ids[i]];
        if (b->owner != seat) continue;
        ui_draw_broker_token(p->g, (UiRect){xx, y, p->tok, p->tok}, seat, b->value, 1, 0, 0);
        xx += p->tok + p->gap;
    }
    xx += ui_text(p->g, FONT_BOLD, big, seat == d->winner ? WIN_RING : TEXT, xx, y + (p->tok - big) / 2, AL_LEFT, t);
    return xx;
}

/* The brokers in front of a seat's screen, their total and its order card. */
static void front_row(const Pen *p, const UiDiagram *d, int seat, int x, int y)
{
    int t = p->tok * 3 / 4, xx = x;
    for (int v = 0; v < YS_VALUES; v++)
        for (int k = 0; k < d->g.front[seat][v]; k++) {
            ui_draw_broker_token(p->g, (UiRect){xx, y + (p->tok - t) / 2, t, t}, seat, v, 1, 0, 0);
            xx += t + p->gap / 2;
        }
    char s[64];
    snprintf(s, sizeof s, ui_diag_str(DT_FRONT), d->front[seat]);
    uint32_t c = seat == d->winner ? WIN_RING : TEXT;
    xx += p->gap;
    ui_text(p->g, FONT_BOLD, p->px, c, xx, y + (p->tok - p->px * 2) / 2, AL_LEFT, s);
    snprintf(s, sizeof s, ui_diag_str(DT_ORDER), d->order_card[seat]);
    ui_text(p->g, FONT_SANS, p->small, DIM, xx, y + (p->tok - p->px * 2) / 2 + p->px + 2, AL_LEFT, s);
}

static int area_diagram(const Pen *p, const UiDiagram *d, int x, int y, int w)
{
    int y0 = y, rowh = p->tok + p->gap * 2, seats = 0;
    for (int s = 0; s < YS_MAX_SEATS; s++)
        seats += d->total[s] >= 0;
    /* the area: its name on top, a row of brokers per player */
    int bw = p->tok * 4 + p->gap * 6 + ui_text_w(p->g, FONT_BOLD, p->px * 5 / 4, "= 00");
    int bh = p->px * 2 + seats * rowh + p->gap;
    uint32_t tint = ui_rgb_a(dr_area_rgb[d->place % 3], 255);
    ui_round(p->g, (UiRect){x, y, bw, bh}, ui_sc(p->L, 8), BOX);
    ui_round(p->g, (UiRect){x, y, bw, p->px * 2 - p->gap}, ui_sc(p->L, 8), tint & 0xFFFFFF60);
    char name[64];
    snprintf(name, sizeof name, "%s", ui_area_str(d->place % 3));
    ui_text(p->g, FONT_TITLE, p->px, TEXT, x + p->gap * 2, y + p->gap / 2, AL_LEFT, name);
    int ry = y + p->px * 2;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        if (d->total[s] < 0) continue;
        seat_row(p, d, s, x + p->gap * 2, ry);
        if (d->kind == UI_DIAG_TIE) front_row(p, d, s, x + bw + p->gap * 4, ry);
        ry += rowh;
    }
    y += bh + p->gap * 2;
    /* the verdict: the engine's */
    char v[256];
    ui_diagram_verdict(d, 0, v, sizeof v);
    int vh = said(p, x, y, w, d->winner, WIN_RING, v);
    if (d->kind == UI_DIAG_AREA && d->place % 3 == YS_AREA_PORT) {
        int tw = ui_text_w(p->g, FONT_BOLD, p->px, v), gx = x + p->px + p->gap * 2 + tw;
        if (vh <= p->px * 3 / 2 && gx + p->px * 2 < x + w)
            ui_draw_gem(p->g, YS_BLACK, (UiRect){gx, y - p->px / 6, p->px * 3 / 2, p->px * 3 / 2});
    }
    return y + vh - y0;
}

static int market_diagram(const Pen *p, const UiDiagram *d, int x, int y, int w)
{
    int y0 = y, cs = p->tok + p->gap * 2, lab = ui_text_w(p->g, FONT_BOLD, p->px, "0") + p->px * 2 + p->gap * 3;
    int gx = x + lab; /* the grid's left edge: the row's gem and number before it */
    /* column heads: the colour each column quotes */
    for (int c = 0; c < YS_COLOURS; c++)
        ui_draw_gem(p->g, c, (UiRect){gx + c * cs + (cs - p->px * 3 / 2) / 2, y, p->px * 3 / 2, p->px * 3 / 2});
    y += p->px * 3 / 2 + p->gap;
    int vx = gx + YS_COLOURS * cs + p->gap * 4;
    for (int row = 1; row <= UI_DIAG_ROWS; row++, y += cs) {
        char n[8];
        snprintf(n, sizeof n, "%d", row);
        ui_text(p->g, FONT_BOLD, p->px, DIM, x, y + (cs - p->px) / 2, AL_LEFT, n);
        if (d->gem[row] != YS_NONE)
            ui_draw_gem(p->g, d->gem[row],
                        (UiRect){x + p->px, y + (cs - p->px * 3 / 2) / 2, p->px * 3 / 2, p->px * 3 / 2});
        for (int c = 0; c < YS_COLOURS; c++) {
            int pl = YS_PLACE_MARKET(row, c);
            UiRect r = {gx + c * cs + 2, y + 2, cs - 4, cs - 4};
            ui_round(p->g, r, ui_sc(p->L, 4), CELL);
            uint8_t ids[YS_PLACE_CAP];
            int here = ys_place_list(&d->g, pl, ids);
            for (int i = 0; i < here; i++) {
                const YsBroker *b = &d->g.pool[ids[i]];
                ui_draw_broker_token(p->g, (UiRect){r.x + p->gap - 2, r.y + p->gap - 2, p->tok, p->tok}, b->owner,
                                     b->value, 1, 0, 0);
            }
        }
        char v[200];
        ui_diagram_verdict(d, row, v, sizeof v);
        if (v[0]) {
            int vw = x + w - vx;
            said(p, vx, y + (cs - p->px) / 2, vw - p->px * 2 - p->gap, d->row_winner[row], TEXT, v);
            int tw = ui_text_w(p->g, FONT_BOLD, p->px, v) + p->px + p->gap * 2;
            if (tw + p->px * 2 < vw)
                ui_draw_gem(p->g, d->gem[row],
                            (UiRect){vx + tw, y + (cs - p->px * 3 / 2) / 2, p->px * 3 / 2, p->px * 3 / 2});
        }
    }
    /* under each column: its total, and the steps its rank moves the quotation */
    ui_text(p->g, FONT_BOLD, p->px, DIM, x, y + p->gap, AL_LEFT, "=");
    for (int c = 0; c < YS_COLOURS; c++) {
        char t[32];
        int cx = gx + c * cs + cs / 2;
        snprintf(t, sizeof t, "%d", d->col_total[c]);
        ui_text(p->g, FONT_BOLD, p->px, TEXT, cx, y + p->gap, AL_CENTER, t);
        snprintf(t, sizeof t, "%+d", d->col_steps[c]);
        ui_text(p->g, FONT_BOLD, p->px * 5 / 4, d->col_steps[c] > 0 ? UP_RGB : DOWN_RGB, cx, y + p->gap + p->px * 5 / 4,
                AL_CENTER, t);
        float ay = (float)(y + p->gap + p->px * 3), s = (float)p->px / 2;
        float up[6] = {cx - s, ay + s, cx + s, ay + s, (float)cx, ay};
        float dn[6] = {cx - s, ay, cx + s, ay, (float)cx, ay + s};
        ui_poly(p->g, d->col_steps[c] > 0 ? up : dn, 3, d->col_steps[c] > 0 ? UP_RGB : DOWN_RGB);
    }
    y += p->gap + p->px * 3 + p->px;
    return y - y0;
}

int ui_draw_diagram(UiApp *a, int kind, int x, int y, int w)
{
    const UiDiagram *d = ui_diagram_get(kind);
    if (!d) return 0;
    Pen p = pen(a);
    int y0 = y;
    static const int title[UI_DIAG_COUNT] = {0, DT_AREA_TITLE, DT_TIE_TITLE, DT_MARKET_TITLE};
    static const int caption[UI_DIAG_COUNT] = {0, DT_AREA_CAPTION, DT_TIE_CAPTION, DT_MARKET_CAPTION};
    int pad = ui_sc(&a->L, 12);
    /* a frame around the example, drawn under it once its height is known:
     * measure first by drawing off the clip, then draw */
    int h = p.px * 3 / 2;
    ui_text(p.g, FONT_BOLD, p.px, GOLD, x + pad, y + pad, AL_LEFT, ui_diag_str(title[kind]));
    y += pad + h + p.gap;
    y += (kind == UI_DIAG_MARKET ? market_diagram : area_diagram)(&p, d, x + pad, y, w - pad * 2) + p.gap;
    y += ui_text_wrap(p.g, FONT_SANS, p.small, DIM, (UiRect){x + pad, y, w - pad * 2, 1 << 20},
                      ui_diag_str(caption[kind]));
    y += pad;
    ui_frame(p.g, (UiRect){x, y0, w, y - y0}, 0x5A789080, 1);
    return y - y0;
}
