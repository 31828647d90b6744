/* draw.c - drawing every scene from a player's VIEW (never the full state):
 * the board, the screens, the panels, animations, tooltips. The game scene
 * is drawn in three passes: what only the layout changes (base), what the
 * shown state changes (layer), and what moves or follows the pointer (over);
 * the first two are kept in textures and redrawn only when their key
 * changes, so an animation frame is one copy and a few pieces. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui_sdl.h"

#define BG 0x121C25FF
#define PANEL 0x1C2A36F0
#define PANEL2 0x26384AFF
#define TEXT 0xEDE7D6FF
#define DIM 0xA7B2BAFF
#define GOLD 0xE2BC5AFF
#define HILITE 0xFFE066FF
#define DARK 0x0B1218FF

static const uint32_t area_rgb[3] = {0x23455CFF, 0x4B3F27FF, 0x3F3054FF};

/* The passes of the game scene (other scenes draw everything at once). */
enum { P_BASE = 1, P_STATE = 2, P_OVER = 4, P_ALL = 7 };
static int pass = P_ALL;
#define IN_BASE (pass & P_BASE)
#define IN_STATE (pass & P_STATE)
#define IN_OVER (pass & P_OVER)

/* The broker being turned by the current YS_EV_FLIP step: the layer leaves
 * it out and the over pass draws it turning. */
static int flip_place = -1, flip_pos = -1;

static void trace(UiApp *a, int what, int owner, int value)
{
    if (a->trace) a->trace(a->trace_ud, what, owner, a->viewer, value);
}

/* The view before the move, with the face-down brokers that counting has
 * already turned (YS_EV_FLIP steps played so far) shown face up: in the
 * state after the move they are back home, so only the events know them. */
static YsView flipped;

static void apply_flip(YsView *v, const YsEvent *e)
{
    uint8_t ids[YS_POOL];
    if (e->place >= YS_PLACES) return;
    int k = ys_place_list(v, e->place, ids);
    if (e->n < 1 || e->n > k) return;
    YsBroker *b = &v->pool[ids[e->n - 1]];
    b->revealed = 1;
    b->value = e->a;
    b->merc = (uint8_t)(e->delta ? 1 : b->merc);
}

static const YsView *shown(UiApp *a)
{
    flip_place = flip_pos = -1;
    if (!a->animating) return &a->view;
    const UiAnim *an = &a->anim;
    int any = 0;
    for (int i = 0; i <= an->head && i < an->n && !any; i++)
        any = an->q[i].kind == AN_EVENT && an->q[i].ev.kind == YS_EV_FLIP;
    if (!any) return &a->disp;
    flipped = a->disp;
    for (int i = 0; i < an->head && i < an->n; i++)
        if (an->q[i].kind == AN_EVENT && an->q[i].ev.kind == YS_EV_FLIP) apply_flip(&flipped, &an->q[i].ev);
    const UiAnimStep *st = an->head < an->n ? &an->q[an->head] : NULL;
    if (st && st->kind == AN_EVENT && st->ev.kind == YS_EV_FLIP) flip_place = st->ev.place, flip_pos = st->ev.n;
    return &flipped;
}

static int pcol(UiApp *a, int seat)
{
    if (seat < 0 || seat >= YS_MAX_SEATS) return 4;
    return a->pcolour[seat];
}

/* A panel: the panel art as a nine-slice (corners kept square), darkened so
 * that light text reads on it. With the art, it belongs to the base pass;
 * without it, the plain box takes colour c and belongs to the state pass. */
static void panel(UiApp *a, UiRect r, uint32_t c)
{
    int cs = ui_sc(&a->L, 18);
    if (cs < 6) cs = 6;
    int full = cs * 256 / 40; /* the art's 256 units with a 40-unit border */
    SDL_Texture *t = ui_art(&a->gfx, "panel", full, full);
    if (!t || r.w < 2 * cs || r.h < 2 * cs) {
        if (IN_STATE) ui_round(&a->gfx, r, ui_sc(&a->L, 8), c);
        return;
    }
    if (!IN_BASE) return;
    SDL_SetTextureColorMod(t, 0x5C, 0x60, 0x68);
    SDL_SetTextureAlphaMod(t, 255);
    ui_nine_slice(&a->gfx, t, full, cs, r);
}

static void glow_frame(UiApp *a, UiRect r, uint32_t c)
{
    int t = ui_sc(&a->L, 3);
    if (t < 2) t = 2;
    ui_frame(&a->gfx, (UiRect){r.x - t, r.y - t, r.w + 2 * t, r.h + 2 * t}, c, t);
}

static void button(UiApp *a, UiRect r, const char *label, int on, int sel, int colour)
{
    UiGfx *g = &a->gfx;
    int hover = ui_in(r, a->mx, a->my) && on;
    uint32_t bg = sel ? 0x7A5F1EFF : hover ? 0x3C5870FF : 0x2C4356FF;
    if (!on) bg = 0x2A3038FF;
    if (!ui_art_draw(g, "button", r, sel ? 0xFFD070FF : hover ? 0xFFFFFFFF : 0xD8D8D8FF)) {
        ui_round(g, r, ui_sc(&a->L, 6), bg);
        ui_frame(g, r, sel ? HILITE : 0x5A7890FF, 1);
    }
    int px = a->L.font_body;
    int tx = r.x + r.w / 2;
    if (colour >= 0 && colour < 6) {
        int gs = r.h * 6 / 10;
        int tw = ui_text_w(g, FONT_BOLD, px, label);
        int x0 = r.x + (r.w - (gs + ui_sc(&a->L, 4) + tw)) / 2;
        ui_draw_gem(g, colour, (UiRect){x0, r.y + (r.h - gs) / 2, gs, gs});
        ui_text(g, FONT_BOLD, px, on ? TEXT : DIM, x0 + gs + ui_sc(&a->L, 4), r.y + (r.h - px * 4 / 3) / 2, AL_LEFT,
                label);
        return;
    }
    ui_text(g, FONT_BOLD, px, on ? TEXT : DIM, tx, r.y + (r.h - px * 4 / 3) / 2, AL_CENTER, label);
}

/* ------------------------------------------------------------------ */
/* Pieces */

static void draw_char_card(UiApp *a, UiRect r, int card, int glow, int back)
{
    UiGfx *g = &a->gfx;
    if (glow) glow_frame(a, r, glow == 2 ? 0xFFF2A0FF : HILITE);
    char name[40];
    if (back) {
        if (!ui_art_draw(g, "card_back", r, 0xFFFFFFFF)) {
            ui_round(g, r, ui_sc(&a->L, 5), 0x5B3A22FF);
            ui_frame(g, r, GOLD, 2);
        }
        return;
    }
    snprintf(name, sizeof name, "char_%s", ys_character_name(card));
    int blue = card == YS_WHITE_CARD;
    if (!ui_art_draw(g, blue ? "card_frame_blue" : "card_frame_yellow", r, 0xFFFFFFFF)) {
        ui_round(g, r, ui_sc(&a->L, 5), blue ? 0x2F5D8AFF : 0xC9A13BFF);
        ui_round(g, (UiRect){r.x + 3, r.y + 3, r.w - 6, r.h - 6}, ui_sc(&a->L, 4), 0xF1E6C8FF);
    }
    int pad = r.w / 12;
    UiRect in = {r.x + pad, r.y + pad, r.w - 2 * pad, r.h - 2 * pad};
    int has_art = ui_art_draw(g, name, in, 0xFFFFFFFF);
    /* name band for legibility; the name shrinks to fit small cards */
    int px = r.w >= ui_sc(&a->L, 90) ? a->L.font_small : ui_sc(&a->L, 11);
    while (px > 8 && ui_text_w(g, FONT_BOLD, px, ui_char_str(card)) > r.w - 4)
        px--;
    int bh = px * 3 / 2;
    ui_fill(g, (UiRect){r.x + 2, r.y + r.h - bh - 3, r.w - 4, bh}, 0x1A1410D0);
    ui_text(g, FONT_BOLD, px, 0xF6E7B8FF, r.x + r.w / 2, r.y + r.h - bh - 3 + (bh - px * 4 / 3) / 2 + 1, AL_CENTER,
            ui_char_str(card));
    if (!has_art && r.w >= ui_sc(&a->L, 90)) {
        UiRect tr = {in.x + 2, in.y + 2, in.w - 4, in.h - bh - 6};
        ui_text_wrap(g, FONT_SANS, a->L.font_small * 9 / 10, 0x2A2010FF, tr, ui_char_desc(card));
    }
}

/* The ship card: its gems sit in the art's slots (one large, two small). */
static void draw_ship_card(UiApp *a, UiRect r, const uint8_t card[3])
{
    UiGfx *g = &a->gfx;
    int art = ui_art_draw(g, "ship_card", r, 0xFFFFFFFF);
    if (!art) {
        ui_round(g, r, ui_sc(&a->L, 5), 0xD8C9A3FF);
        ui_frame(g, r, 0x6B5632FF, 2);
    }
    if (card[0] == YS_NONE) return;
    /* slots of the 200 x 280 art: (58,215) r 36; (146,190) and (146,240) r 22 */
    int big = r.w * 60 / 200, sm = r.w * 38 / 200;
    ui_draw_gem(g, card[0], (UiRect){r.x + r.w * 58 / 200 - big / 2, r.y + r.h * 215 / 280 - big / 2, big, big});
    ui_draw_gem(g, card[1], (UiRect){r.x + r.w * 146 / 200 - sm / 2, r.y + r.h * 190 / 280 - sm / 2, sm, sm});
    ui_draw_gem(g, card[2], (UiRect){r.x + r.w * 146 / 200 - sm / 2, r.y + r.h * 240 / 280 - sm / 2, sm, sm});
}

/* A broker on the board: its value when the view has it, and the viewer
 * may see it (own face-down brokers only with the peek option). */
static void draw_board_broker(UiApp *a, const YsView *v, UiRect r, const YsBroker *b, int glow)
{
    int value = -1, small = 0;
    int mine = b->owner == v->viewer && !(v->opt.players == 2 && b->owner == YS_NEUTRAL);
    int up = b->up || b->revealed;
    if (b->value != YS_UNKNOWN) {
        if (up) {
            value = b->value;
        } else if (b->peeked || (mine && v->opt.peek)) {
            value = b->value, small = 1;
        }
    }
    if (value >= 0) trace(a, up ? TR_BOARD_UP : b->peeked && !mine ? TR_BOARD_PEEKED : TR_BOARD_DOWN, b->owner, value);
    ui_draw_broker_token(&a->gfx, r, pcol(a, b->owner), value, up, glow, small);
    if (b->merc) {
        int d = r.w / 3;
        ui_disc(&a->gfx, (float)(r.x + r.w - d / 2), (float)(r.y + d / 2), (float)d / 2, 0xB02020FF);
        ui_text(&a->gfx, FONT_BOLD, d, 0xFFFFFFFF, r.x + r.w - d / 2, r.y - d / 6, AL_CENTER, "5");
    }
    if (b->peeked && !up) ui_ring(&a->gfx, r.x + r.w / 2.0f, r.y + r.h / 2.0f, r.w / 2.0f + 2, 2, 0x80FFFFFF);
}

static void draw_place_brokers(UiApp *a, const YsView *v, int pl)
{
    uint8_t ids[YS_POOL];
    int k = ys_place_list(v, pl, ids);
    for (int i = 0; i < k; i++) {
        if (pl == flip_place && i + 1 == flip_pos) continue; /* turning: drawn over */
        UiRect r = ui_layout_broker(&a->L, pl, i, k);
        int glow = (a->targets.brokers >> ids[i]) & 1;
        draw_board_broker(a, v, r, &v->pool[ids[i]], glow);
    }
}

/* ------------------------------------------------------------------ */
/* The board */

static void draw_score_track(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect t = L->score_track;
    if (IN_BASE) {
        /* the art is a framed strip with a coin at its left: a three-slice,
         * the coin end kept to scale and the middle stretched */
        int aw = t.h * 320 / 96;
        SDL_Texture *tx = ui_art(g, "score_track", aw, t.h);
        if (tx) {
            int l = aw * 80 / 320, rr = aw * 20 / 320;
            SDL_SetTextureColorMod(tx, 255, 255, 255);
            SDL_SetTextureAlphaMod(tx, 255);
            SDL_Rect s0 = {0, 0, l, t.h}, d0 = {t.x, t.y, l, t.h};
            SDL_Rect s1 = {l, 0, aw - l - rr, t.h}, d1 = {t.x + l, t.y, t.w - l - rr, t.h};
            SDL_Rect s2 = {aw - rr, 0, rr, t.h}, d2 = {t.x + t.w - rr, t.y, rr, t.h};
            SDL_RenderCopy(g->ren, tx, &s0, &d0);
            SDL_RenderCopy(g->ren, tx, &s1, &d1);
            SDL_RenderCopy(g->ren, tx, &s2, &d2);
        } else {
            ui_round(g, t, ui_sc(L, 6), 0x2A2418FF);
        }
        UiRect first = ui_layout_score_pos(L, 0, 0), last = ui_layout_score_pos(L, 99, 0);
        int x0 = first.x + first.w / 2, span = last.x + last.w / 2 - x0;
        for (int i = 0; i < 100; i += 5) {
            int x = x0 + i * span / 99;
            int tall = ui_sc(L, i % 10 ? 4 : 7);
            ui_fill(g, (UiRect){x, t.y + t.h - ui_sc(L, 4) - tall, 1, tall}, 0xC8B48AC0);
        }
        for (int i = 10; i < 100; i += 10) {
            char s[8];
            snprintf(s, sizeof s, "%d", i);
            int x = x0 + i * span / 99;
            ui_text(g, FONT_SANS, L->font_small * 8 / 10, 0xD8C8A0FF, x + 2, t.y + t.h - L->font_small - ui_sc(L, 2),
                    AL_LEFT, s);
        }
    }
    if (!IN_STATE) return;
    for (int s = 0; s < v->seats; s++) {
        UiRect r = ui_layout_score_pos(L, v->score[s], s);
        ui_disc(g, r.x + r.w / 2.0f, r.y + r.h / 2.0f, r.w / 2.0f + 1, 0x000000FF);
        ui_disc(g, r.x + r.w / 2.0f, r.y + r.h / 2.0f, r.w / 2.0f - 1, ui_rgb_a(ui_player_rgb[pcol(a, s)], 255));
    }
}

/* The strip under an area's picture that names it (left of the palace card). */
static UiRect area_label(const UiLayout *L, int pl)
{
    UiRect ra = L->area[pl];
    UiRect lab = {ra.x, ra.y + ui_sc(L, 48), ra.w, ui_sc(L, 14)};
    if (pl % 3 == YS_AREA_PORT) lab.y = L->ship[pl / 3].y + L->ship[pl / 3].h + ui_sc(L, 2);
    if (pl % 3 == YS_AREA_PALACE) lab.w = L->palace_card[pl / 3].x - ui_sc(L, 2) - ra.x;
    return lab;
}

static void draw_nbhd(UiApp *a, const YsView *v, int nb)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect r = L->nb[nb];
    char s[96];
    if (nb >= v->opt.nbhds) {
        if (!IN_BASE) return;
        ui_round(g, r, ui_sc(L, 8), 0x0E161DB0);
        snprintf(s, sizeof s, ui_str(S_NBHD), nb + 1);
        ui_text(g, FONT_TITLE, L->font_big, 0x5A6670FF, r.x + r.w / 2, r.y + r.h / 2 - L->font_big, AL_CENTER, s);
        ui_text(g, FONT_SANS, L->font_small, 0x5A6670FF, r.x + r.w / 2, r.y + r.h / 2 + ui_sc(L, 6), AL_CENTER,
                ui_str(S_CLOSED));
        return;
    }
    if (IN_BASE) {
        int art = ui_art_draw(g, "district", r, 0xFFFFFFFF);
        if (!art) ui_round(g, r, ui_sc(L, 8), PANEL);
        snprintf(s, sizeof s, "%d", nb + 1);
        UiRect tt = L->nb_title[nb];
        ui_text(g, FONT_TITLE, tt.h + ui_sc(L, 2), 0x3A2A10FF, tt.x + tt.w / 2, tt.y - ui_sc(L, 3), AL_CENTER, s);
        for (int ar = 0; ar < 3; ar++) {
            int pl = YS_PLACE_CITY(nb, ar);
            if (!art) ui_round(g, L->area[pl], ui_sc(L, 6), area_rgb[ar]);
            UiRect lab = area_label(L, pl);
            ui_fill(g, lab, 0x00000080);
            int px = L->font_small * 8 / 10;
            while (px > 7 && ui_text_w(g, FONT_BOLD, px, ui_area_str(ar)) > lab.w - 2)
                px--;
            ui_text(g, FONT_BOLD, px, 0xF2E8CCFF, lab.x + lab.w / 2, lab.y + (lab.h - px * 4 / 3) / 2, AL_CENTER,
                    ui_area_str(ar));
        }
    }
    if (!IN_STATE) return;
    /* areas: targets and brokers over the art */
    for (int ar = 0; ar < 3; ar++) {
        int pl = YS_PLACE_CITY(nb, ar);
        UiRect ra = L->area[pl];
        if ((a->targets.places >> pl) & 1) {
            glow_frame(a, ra, HILITE);
            ui_fill(g, ra, 0xFFE06622);
        }
        if (v->queen_place == pl) {
            ui_fill(g, ra, 0x00000090);
            ui_text_wrap(g, FONT_BOLD, L->font_small, 0xFFB0B0FF,
                         (UiRect){ra.x + ui_sc(L, 4), ra.y + ui_sc(L, 140), ra.w - ui_sc(L, 8), ui_sc(L, 60)},
                         ui_str(S_QUEEN_LOCK));
        }
        draw_place_brokers(a, v, pl);
    }
    if (v->palace_card[nb] != YS_NONE) draw_char_card(a, L->palace_card[nb], v->palace_card[nb], 0, 0);
    /* the ship and the gems left in its port */
    int ship_glow = (a->targets.ships >> nb) & 1;
    if (ship_glow) glow_frame(a, L->ship[nb], HILITE);
    draw_ship_card(a, L->ship[nb], v->port_card[nb]);
    int gems[8], ng = 0;
    for (int c = 0; c < 6; c++)
        for (int k = 0; k < v->port_gems[nb][c] && ng < 8; k++)
            gems[ng++] = c;
    int take_here = v->dec == YS_DEC_TAKE && v->take_port == nb && v->to_move == v->viewer && !a->animating;
    int used[6] = {0};
    for (int i = 0; i < a->pick.nsel && a->pick.mode == PM_TAKE; i++)
        used[a->pick.sel[i]]++;
    for (int i = 0; i < ng; i++) {
        UiRect gr = ui_layout_port_gem(L, nb, i, ng);
        int inst = 0;
        for (int j = 0; j < i; j++)
            inst += gems[j] == gems[i];
        if (take_here) glow_frame(a, gr, inst < used[gems[i]] ? 0xFFFFFFFF : HILITE);
        ui_draw_gem(g, gems[i], gr);
    }
}

static void draw_market(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int art = ui_art(g, "market", L->market.w, L->market.h) != NULL;
    if (IN_BASE) {
        ui_art_draw(g, "market", L->market, 0xFFFFFFFF);
        if (!art) {
            ui_round(g, L->market, ui_sc(L, 8), PANEL);
            for (int c = 0; c < YS_COLOURS; c++) {
                UiRect h = L->col_head[c];
                int gs = h.h * 6 / 10;
                ui_draw_gem(g, c, (UiRect){h.x + (h.w - gs) / 2, h.y + (h.h - gs) / 2, gs, gs});
            }
        }
    }
    int first = v->opt.players == 4 ? 1 : 2;
    for (int row = 0; row < 4; row++) {
        char s[8];
        snprintf(s, sizeof s, "%d", row);
        UiRect rg = L->row_gem[row];
        if (!art && IN_BASE)
            ui_text(g, FONT_BOLD, L->font_small, DIM, rg.x + ui_sc(L, 2), rg.y + ui_sc(L, 1), AL_LEFT, s);
        if (IN_STATE && row > 0 && v->market_gem[row] != YS_NONE) {
            int gs = ui_sc(L, 22);
            ui_draw_gem(g, v->market_gem[row], (UiRect){rg.x + (rg.w - gs) / 2, rg.y + (rg.h - gs) / 2, gs, gs});
        }
        for (int c = 0; c < YS_COLOURS; c++) {
            int pl = YS_PLACE_MARKET(row, c);
            UiRect cr = L->cell[row * 4 + c];
            if (row < first) {
                if ((row > 0 || !art) && IN_BASE) {
                    ui_fill(g, cr, 0x0A0F14D0);
                    for (int k = -cr.h; k < cr.w; k += ui_sc(L, 8)) {
                        int x0 = cr.x + (k > 0 ? k : 0), y0 = cr.y + (k < 0 ? -k : 0);
                        SDL_SetRenderDrawColor(g->ren, 60, 70, 80, 255);
                        int len = cr.w - (x0 - cr.x);
                        if (len > cr.h - (y0 - cr.y)) len = cr.h - (y0 - cr.y);
                        SDL_RenderDrawLine(g->ren, x0, y0, x0 + len - 1, y0 + len - 1);
                    }
                }
                continue;
            }
            if (IN_BASE && !art) ui_round(g, cr, ui_sc(L, 4), ui_rgb_a(ui_gem_rgb[c], 70));
            if (!IN_STATE) continue;
            if ((a->targets.places >> pl) & 1) {
                glow_frame(a, cr, HILITE);
                ui_fill(g, cr, 0xFFE06630);
            }
            draw_place_brokers(a, v, pl);
        }
    }
}

static void draw_scale(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    if (IN_BASE) {
        int art = ui_art_draw(g, "scale", L->scale, 0xFFFFFFFF);
        if (!art) {
            ui_round(g, L->scale, ui_sc(L, 8), PANEL);
            for (int c = 0; c < YS_COLOURS; c++)
                for (int st = 0; st < 15; st++) {
                    UiRect sr = ui_layout_scale_step(L, c, st);
                    ui_fill(g, sr, st == 7 ? 0x5A4A28FF : (st % 2 ? 0x22303CFF : 0x2A3A48FF));
                }
        }
    }
    if (!IN_STATE) return;
    for (int c = 0; c < YS_COLOURS; c++) {
        UiRect col = L->scale_col[c];
        if ((a->targets.scale >> c) & 1) glow_frame(a, col, HILITE);
        if (a->pick.mode == PM_QUOTE && a->pick.colour == c) glow_frame(a, col, 0xFFFFFFFF);
        UiRect m = ui_layout_scale_step(L, c, v->quotation[c]);
        int d = m.w + ui_sc(L, 4);
        ui_disc(g, m.x + m.w / 2.0f, m.y + m.h / 2.0f, d / 2.0f + 1, 0xFFFFFFE0);
        ui_draw_gem(g, c, (UiRect){m.x + (m.w - d) / 2, m.y + (m.h - d) / 2, d, d});
    }
}

static void draw_turns_throne(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int art = ui_art(g, "turn_track", L->turn_track.w, L->turn_track.h) != NULL;
    if (IN_BASE) ui_art_draw(g, "turn_track", L->turn_track, 0xFFFFFFFF);
    for (int r = 0; r < YS_ROUNDS && IN_STATE; r++) {
        UiRect c = L->turn_cell[r];
        int cur = v->round == r + 1;
        if (!art) {
            ui_round(g, c, ui_sc(L, 4), cur ? 0xC99A2EFF : 0x2A3A48FF);
            char s[8];
            snprintf(s, sizeof s, "%d", r + 1);
            ui_text(g, FONT_BOLD, L->font_small, cur ? DARK : DIM, c.x + c.w / 2,
                    c.y + (c.h - L->font_small * 4 / 3) / 2, AL_CENTER, s);
        } else if (cur) {
            ui_ring(g, c.x + c.w / 2.0f, c.y + c.h / 2.0f, c.h / 2.0f + 2, (float)ui_sc(L, 3), HILITE);
        } else if (r + 1 < v->round) {
            ui_disc(g, c.x + c.w / 2.0f, c.y + c.h / 2.0f, c.h / 2.0f, 0x00000090);
        }
    }
    UiRect t = L->throne;
    if (!v->opt.kings_favor || t.w <= 0) return;
    if (IN_BASE) {
        if (!ui_art_draw(g, "throne", t, 0xFFFFFFFF)) ui_round(g, t, ui_sc(L, 8), 0x3A2A18F0);
        ui_fill(g, (UiRect){t.x + t.w / 2 - ui_sc(L, 60), t.y + t.h - ui_sc(L, 26), ui_sc(L, 120), ui_sc(L, 20)},
                0x000000A0);
        ui_text(g, FONT_BOLD, L->font_small, GOLD, t.x + t.w / 2, t.y + t.h - ui_sc(L, 26), AL_CENTER,
                ui_str(S_THRONE));
    }
    if (!IN_STATE) return;
    if ((a->targets.places >> YS_THRONE) & 1) glow_frame(a, t, HILITE);
    draw_place_brokers(a, v, YS_THRONE);
}

/* ------------------------------------------------------------------ */
/* Players */

static void draw_player_row(UiApp *a, const YsView *v, int s)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect r = L->pl_row[s];
    int to_move = v->to_move == s && !ys_over(v);
    panel(a, r, to_move ? 0x2E465AFF : PANEL);
    if (!IN_STATE) return;
    uint32_t rgb = ui_player_rgb[pcol(a, s)];
    ui_fill(g, (UiRect){r.x, r.y, ui_sc(L, 8), r.h}, ui_rgb_a(rgb, 255));
    if (to_move) glow_frame(a, r, ui_rgb_a(rgb, 255));
    UiRect em = {r.x + ui_sc(L, 14), r.y + ui_sc(L, 6), ui_sc(L, 26), ui_sc(L, 26)};
    char en[24];
    snprintf(en, sizeof en, s == YS_NEUTRAL && v->opt.players == 2 ? "emblem_neutral" : "emblem_%d", pcol(a, s));
    if (!ui_art_draw(g, en, em, ui_rgb_a(rgb, 255)))
        ui_disc(g, em.x + em.w / 2.0f, em.y + em.h / 2.0f, em.w / 2.0f, ui_rgb_a(rgb, 255));
    char buf[96];
    int x = em.x + em.w + ui_sc(L, 6);
    const char *tag = s < v->opt.players ? (a->seat[s].human ? ui_str(S_HUMAN) : ui_str(S_BOT)) : "";
    snprintf(buf, sizeof buf, "%s", a->names[s]);
    int w = ui_text(g, FONT_BOLD, L->font_body, TEXT, x, r.y + ui_sc(L, 5), AL_LEFT, buf);
    if (*tag) ui_text(g, FONT_SANS, L->font_small, DIM, x + w + ui_sc(L, 6), r.y + ui_sc(L, 8), AL_LEFT, tag);
    snprintf(buf, sizeof buf, "%d", v->score[s]);
    ui_text(g, FONT_BOLD, L->font_big, GOLD, r.x + r.w - ui_sc(L, 10), r.y + ui_sc(L, 2), AL_RIGHT, buf);
    /* order card, front brokers, gems, hidden counts */
    int y2 = r.y + ui_sc(L, 36);
    int xx = r.x + ui_sc(L, 14);
    if (s < v->opt.players) {
        UiRect oc = {xx, y2, ui_sc(L, 26), ui_sc(L, 34)};
        if (!ui_art_draw(g, "order_card", oc, 0xFFFFFFFF)) ui_round(g, oc, ui_sc(L, 3), 0xE8DDC0FF);
        snprintf(buf, sizeof buf, "%d", v->order_card[s]);
        ui_text(g, FONT_BOLD, L->font_body, DARK, oc.x + oc.w / 2, oc.y + (oc.h - L->font_body * 4 / 3) / 2, AL_CENTER,
                buf);
        xx += oc.w + ui_sc(L, 8);
        /* front brokers are public */
        int tk = ui_sc(L, 24);
        for (int val = 0; val < YS_VALUES; val++)
            for (int k = 0; k < v->front[s][val]; k++) {
                trace(a, TR_FRONT, s, val);
                ui_draw_broker_token(g, (UiRect){xx, y2 + ui_sc(L, 5), tk, tk}, pcol(a, s), val, 1, 0, 0);
                xx += tk + ui_sc(L, 2);
            }
        if (!v->bids_revealed && v->phase == YS_PHASE_BID && (v->bid_done >> s & 1)) {
            ui_text(g, FONT_SANS, L->font_small, DIM, xx, y2 + ui_sc(L, 8), AL_LEFT, "bid ready");
            xx += ui_sc(L, 70);
        }
    }
    int gx = r.x + ui_sc(L, 186), gs = ui_sc(L, 18);
    for (int c = 0; c < 5; c++) {
        ui_draw_gem(g, c, (UiRect){gx, y2 + ui_sc(L, 2), gs, gs});
        snprintf(buf, sizeof buf, "%d", v->gems[s][c]);
        ui_text(g, FONT_BOLD, L->font_small, v->gems[s][c] ? TEXT : 0x6A7680FF, gx + gs + ui_sc(L, 2), y2 + ui_sc(L, 1),
                AL_LEFT, buf);
        gx += gs + ui_sc(L, 22);
    }
    if (s < v->opt.players) {
        char b1[32], b2[32];
        snprintf(b1, sizeof b1, ui_str(S_BEHIND_N), v->behind_count[s]);
        snprintf(b2, sizeof b2, ui_str(S_CARDS_N), v->hand_count[s]);
        snprintf(buf, sizeof buf, "%s · %s", b1, b2);
        ui_text(g, FONT_SANS, L->font_small * 9 / 10, DIM, r.x + r.w - ui_sc(L, 10), y2 + ui_sc(L, 22), AL_RIGHT, buf);
    }
}

static void draw_me(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect me = L->me;
    int p = v->viewer;
    panel(a, me, PANEL);
    if (!IN_STATE) return;
    if (p < 0 || p >= v->opt.players) {
        ui_text(g, FONT_TITLE, L->font_big, DIM, me.x + me.w / 2, me.y + me.h / 2 - L->font_big, AL_CENTER,
                ui_str(S_SPECTATOR));
        return;
    }
    uint32_t rgb = ui_player_rgb[pcol(a, p)];
    ui_fill(g, (UiRect){me.x, me.y, me.w, ui_sc(L, 4)}, ui_rgb_a(rgb, 255));
    char buf[96];
    snprintf(buf, sizeof buf, "%s", a->names[p]);
    ui_text(g, FONT_TITLE, L->font_big, ui_rgb_a(rgb, 255), L->me_title.x, L->me_title.y, AL_LEFT, buf);
    /* behind the screen: the label on the screen's top edge, the brokers
     * below it with room for the picked one to rise */
    UiRect b = L->behind;
    if (!ui_art_draw(g, "screen", b, ui_rgb_a(rgb, 255))) {
        ui_round(g, b, ui_sc(L, 8), 0x2A241CFF);
        ui_frame(g, b, ui_rgb_a(rgb, 200), 2);
    }
    {
        int px = L->font_body;
        int tw = ui_text_w(g, FONT_BOLD, px, ui_str(S_BEHIND));
        UiRect lab = {b.x + ui_sc(L, 24), b.y + ui_sc(L, 16), tw + ui_sc(L, 16), px * 3 / 2};
        ui_round(g, lab, ui_sc(L, 5), 0x00000070);
        ui_text(g, FONT_BOLD, px, TEXT, lab.x + ui_sc(L, 8), lab.y + (lab.h - px * 4 / 3) / 2, AL_LEFT,
                ui_str(S_BEHIND));
    }
    int vals[32], n = 0;
    for (int val = 0; val < YS_VALUES; val++)
        for (int k = 0; k < v->behind[p][val]; k++)
            vals[n++] = val;
    for (int i = 0; i < n; i++) {
        UiRect r = ui_layout_behind(L, i, n);
        int glow = !a->animating && a->targets.behind[vals[i]] ? 1 : 0;
        int sel = 0;
        if (a->pick.mode == PM_BID)
            for (int j = 0; j < a->pick.nsel; j++)
                sel |= a->pick.sel_slot[j] == i;
        if (a->pick.mode == PM_BROKER && a->pick.src == UI_SRC_BEHIND && a->pick.slot == i) sel = 1;
        if (sel) r.y -= ui_sc(L, 8), glow = 2;
        trace(a, TR_BEHIND, p, vals[i]);
        ui_draw_broker_token(g, r, pcol(a, p), vals[i], 1, glow, 0);
    }
    /* before the screen */
    UiRect f = L->front;
    ui_text(g, FONT_BOLD, L->font_small, DIM, f.x, f.y, AL_LEFT, ui_str(S_FRONT));
    n = 0;
    for (int val = 0; val < YS_VALUES; val++)
        for (int k = 0; k < v->front[p][val]; k++)
            vals[n++] = val;
    for (int i = 0; i < n; i++) {
        UiRect r = ui_layout_front(L, i, n);
        int glow = !a->animating && a->targets.front[vals[i]];
        if (a->pick.mode == PM_BROKER && a->pick.src == UI_SRC_FRONT && a->pick.slot == i) glow = 2;
        trace(a, TR_FRONT, p, vals[i]);
        ui_draw_broker_token(g, r, pcol(a, p), vals[i], 1, glow, 0);
    }
    if (v->opt.players == 2) {
        UiRect nr = L->neutral;
        ui_text(g, FONT_BOLD, L->font_small, DIM, nr.x, nr.y, AL_LEFT, ui_str(S_NEUTRAL_SUPPLY));
        n = 0;
        for (int val = 0; val < YS_VALUES; val++)
            for (int k = 0; k < v->neutral_supply[p][val]; k++)
                vals[n++] = val;
        for (int i = 0; i < n; i++) {
            UiRect r = ui_layout_neutral(L, i, n);
            int glow = !a->animating && a->targets.neutral[vals[i]];
            if (a->pick.mode == PM_BROKER && a->pick.src == UI_SRC_NEUTRAL && a->pick.slot == i) glow = 2;
            trace(a, TR_NEUTRAL, p, vals[i]);
            ui_draw_broker_token(g, r, 4, vals[i], 1, glow, 0);
        }
    }
    /* order card and gems */
    UiRect oc = L->order;
    if (!ui_art_draw(g, "order_card", oc, 0xFFFFFFFF)) {
        ui_round(g, oc, ui_sc(L, 6), 0xE8DDC0FF);
        ui_frame(g, oc, 0x6B5632FF, 2);
    }
    snprintf(buf, sizeof buf, "%d", v->order_card[p]);
    ui_text(g, FONT_TITLE, L->font_title * 6 / 10, DARK, oc.x + oc.w / 2, oc.y + oc.h / 2 - L->font_title * 4 / 10,
            AL_CENTER, buf);
    UiRect gr = L->gems;
    int gs = ui_sc(L, 20);
    for (int c = 0; c < 5; c++) {
        int y = gr.y + c * ui_sc(L, 24);
        ui_draw_gem(g, c, (UiRect){gr.x + ui_sc(L, 6), y, gs, gs});
        snprintf(buf, sizeof buf, "%d %s", v->gems[p][c], ui_colour_str(c));
        ui_text(g, FONT_SANS, L->font_small, v->gems[p][c] ? TEXT : 0x6A7680FF, gr.x + ui_sc(L, 32), y, AL_LEFT, buf);
    }
    /* hand */
    UiRect h = L->hand;
    ui_text(g, FONT_BOLD, L->font_small, DIM, h.x, h.y, AL_LEFT, ui_str(S_HAND));
    int cards[YS_CHARACTER_COUNT], nc = 0;
    for (int c = 0; c < YS_CHARACTER_COUNT; c++)
        if (v->hand[p] & (1u << c)) cards[nc++] = c;
    for (int i = 0; i < nc; i++) {
        UiRect r = ui_layout_hand_card(L, i, nc);
        int glow = !a->animating && ((a->targets.cards >> cards[i]) & 1);
        if (a->pick.mode == PM_CARD && a->pick.card == cards[i]) r.y -= ui_sc(L, 10), glow = 2;
        trace(a, TR_HAND, p, cards[i]);
        draw_char_card(a, r, cards[i], glow, 0);
        if (v->won_round[cards[i]] >= v->round) {
            ui_fill(g, (UiRect){r.x + 3, r.y + 3, r.w - 6, a->L.font_small + 6}, 0x000000A0);
            ui_text(g, FONT_SANS, a->L.font_small * 9 / 10, 0xFFD0A0FF, r.x + r.w / 2, r.y + 4, AL_CENTER, "next turn");
        }
    }
    if (!nc) ui_text(g, FONT_SANS, L->font_small, 0x6A7680FF, h.x, h.y + ui_sc(L, 28), AL_LEFT, "-");
}

/* ------------------------------------------------------------------ */
/* Panels */

static const char *phase_str(const YsView *v)
{
    static const UiStrId ids[] = {S_PH_BID, S_PH_SEAT, S_PH_CARDS, S_PH_PLACE, S_PH_COUNT, S_PH_THRONE, S_PH_OVER};
    return ui_str(ids[v->phase <= YS_PHASE_OVER ? v->phase : 0]);
}

static void draw_top(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int x = L->top.x + ui_sc(L, 14);
    if (IN_BASE) {
        ui_fill(g, (UiRect){0, L->top.y, a->out_w, L->top.h}, 0x0B141BFF);
        if (!ui_art_draw(g, "logo", (UiRect){x, L->top.y + ui_sc(L, 3), ui_sc(L, 60), ui_sc(L, 34)}, 0xFFFFFFFF))
            ui_text(g, FONT_TITLE, L->font_big + ui_sc(L, 4), GOLD, x, L->top.y + ui_sc(L, 1), AL_LEFT,
                    ui_str(S_TITLE));
    }
    x += ui_sc(L, 76);
    char buf[160], r[40];
    if (IN_STATE) {
        snprintf(r, sizeof r, ui_str(S_ROUND), v->round);
        if (v->dec == YS_DEC_PLACE || v->dec == YS_DEC_AFTER)
            snprintf(buf, sizeof buf, "%s  ·  %s %d/%d", r, phase_str(v), v->placement + 1, ys_turn_placements(v));
        else
            snprintf(buf, sizeof buf, "%s  ·  %s", r, phase_str(v));
        ui_text(g, FONT_BOLD, L->font_body, TEXT, x, L->top.y + ui_sc(L, 9), AL_LEFT, buf);
        if (v->to_move >= 0 && !ys_over(v)) {
            snprintf(buf, sizeof buf, ui_str(S_TURN_OF), a->names[v->to_move]);
            ui_text(g, FONT_BOLD, L->font_body, ui_rgb_a(ui_player_rgb[pcol(a, v->to_move)], 255), x + ui_sc(L, 610),
                    L->top.y + ui_sc(L, 9), AL_LEFT, buf);
        }
    }
    if (!IN_OVER) return;
    static const UiStrId pace_ids[3] = {S_PACE_FAST, S_PACE_NORMAL, S_PACE_SLOW};
    int pi = a->pace < 0.8f ? 0 : a->pace < 1.3f ? 1 : 2;
    snprintf(buf, sizeof buf, ui_str(S_PACE), ui_str(pace_ids[pi]));
    button(a, L->btn_pace, buf, 1, 0, -1);
    button(a, L->btn_menu, ui_str(S_MENU), 1, 0, -1);
    if (a->animating) button(a, L->btn_skip, ui_str(S_CLICK_SKIP), 1, 0, -1);
}

static void draw_action(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect r = L->action;
    int mine = !a->animating && v->viewer >= 0 && v->to_move == v->viewer && a->seat[v->viewer].human;
    uint32_t rgb = v->to_move >= 0 ? ui_player_rgb[pcol(a, v->to_move)] : 0x888888;
    panel(a, r, mine ? 0x2B3F33F8 : PANEL);
    if (IN_STATE) ui_fill(g, (UiRect){r.x, r.y, r.w, ui_sc(L, 4)}, ui_rgb_a(rgb, 255));
    char buf[200];
    if (a->animating) {
        if (!IN_STATE) return;
        UiAnimStep *st = ui_anim_cur(&a->anim);
        ui_text_wrap(g, FONT_BOLD, L->font_body, TEXT, L->prompt, st ? st->caption : "");
        ui_text(g, FONT_SANS, L->font_small, DIM, r.x + r.w - ui_sc(L, 8), r.y + r.h - L->font_small * 3 / 2, AL_RIGHT,
                ui_str(S_CLICK_SKIP));
        return;
    }
    if (ys_over(v)) return;
    if (mine) {
        if (IN_STATE) ui_text_wrap(g, FONT_BOLD, L->font_body, TEXT, L->prompt, a->targets.prompt_text);
        for (int i = 0; i < a->targets.nbuttons && IN_OVER; i++) {
            const UiButton *b = &a->targets.btn[i];
            button(a, b->r, b->label, b->on, b->sel, b->colour);
        }
        return;
    }
    if (v->to_move >= 0) {
        snprintf(buf, sizeof buf, ui_str(S_P_WAIT_BOT), a->names[v->to_move]);
        if (IN_STATE) ui_text_wrap(g, FONT_BOLD, L->font_body, TEXT, L->prompt, buf);
        if (!IN_OVER) return;
        /* a small spinner */
        float t = (float)(SDL_GetTicks() % 1200) / 1200.0f * 6.2831853f;
        int cx = r.x + r.w / 2, cy = r.y + r.h * 2 / 3;
        for (int i = 0; i < 8; i++) {
            float an = t + (float)i * 0.785f;
            ui_disc(g, cx + cosf(an) * ui_sc(L, 18), cy + sinf(an) * ui_sc(L, 18), (float)ui_sc(L, 3),
                    ui_rgb_a(rgb, 60 + i * 24));
        }
    }
}

/* The game log, newest at the foot, each entry wrapped to the panel. */
static void draw_log(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect r = L->log;
    panel(a, r, PANEL);
    if (IN_BASE)
        ui_text(g, FONT_BOLD, L->font_body, GOLD, r.x + ui_sc(L, 10), r.y + ui_sc(L, 6), AL_LEFT, ui_str(S_LOG));
    if (!IN_STATE) return;
    int px = L->font_small;
    int lh = px * 4 / 3;
    int gap = ui_sc(L, 3);
    int top = r.y + ui_sc(L, 34), bottom = r.y + r.h - ui_sc(L, 8);
    int tx = r.x + ui_sc(L, 10), tw = r.w - ui_sc(L, 22);
    int indent = ui_sc(L, 10);
    int last = a->nlog - a->log_scroll;
    int first = a->nlog > UI_LOG_MAX ? a->nlog - UI_LOG_MAX : 0;
    /* from the newest back, until the panel is full */
    int y = bottom;
    for (int i = last - 1; i >= first && y > top; i--) {
        const UiLogLine *l = &a->log[i % UI_LOG_MAX];
        const char *s = l->owner >= 0 && l->owner == a->viewer ? l->text : l->pub;
        uint32_t c = s[0] == '*' ? GOLD : (i % 2 ? 0xD8D2C2FF : TEXT);
        if (s[0] == '*') s++;
        int starts[8], lens[8];
        int n = ui_text_lines(g, FONT_SANS, px, tw - indent, s, starts, lens, 8);
        y -= n * lh + gap;
        for (int k = 0; k < n; k++) {
            int ly = y + k * lh;
            if (ly < top) continue; /* the oldest entry may be cut at the top */
            char line[256];
            int len = lens[k] < (int)sizeof line - 1 ? lens[k] : (int)sizeof line - 1;
            memcpy(line, s + starts[k], (size_t)len);
            line[len] = 0;
            ui_text(g, FONT_SANS, px, c, tx + (k ? indent : 0), ly, AL_LEFT, line);
        }
    }
}
/* ------------------------------------------------------------------ */
/* Animation overlays */

static UiRect lerp_rect(UiRect a, UiRect b, float t)
{
    float e = t < 0 ? 0 : t > 1 ? 1 : t;
    e = e * e * (3 - 2 * e);
    UiRect r = {a.x + (int)((b.x - a.x) * e), a.y + (int)((b.y - a.y) * e), a.w + (int)((b.w - a.w) * e),
                a.h + (int)((b.h - a.h) * e)};
    return r;
}

static UiRect seat_anchor(UiApp *a, int s)
{
    UiRect r = a->L.pl_row[s >= 0 && s < YS_MAX_SEATS ? s : 0];
    return (UiRect){r.x + r.w / 2, r.y + r.h / 2, a->L.token, a->L.token};
}

static void draw_anim(UiApp *a, const YsView *v)
{
    UiAnimStep *st = ui_anim_cur(&a->anim);
    if (!st) return;
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    float t = st->dur > 0 ? st->t / st->dur : 1;
    if (st->kind == AN_MOVE) {
        const YsMove *m = &st->move;
        if (m->kind == YS_MV_UP || m->kind == YS_MV_DOWN || m->kind == YS_MV_NEUTRAL) {
            UiRect from = seat_anchor(a, st->mover);
            if (st->mover == v->viewer) from = L->behind, from.w = from.h = L->token, from.x += L->behind.w / 2;
            uint8_t ids[YS_POOL];
            int k = ys_place_list(v, m->place, ids);
            UiRect to = ui_layout_broker(L, m->place, k, k + 1);
            UiRect r = lerp_rect(from, to, t * 1.4f);
            int up = m->kind == YS_MV_UP;
            int value = -1, small = 0;
            if (up)
                value = m->a;
            else if (st->mover == v->viewer && v->opt.peek && m->kind == YS_MV_DOWN)
                value = m->a, small = 1;
            if (value >= 0) trace(a, up ? TR_BOARD_UP : TR_BOARD_DOWN, st->mover, value);
            int pc = m->kind == YS_MV_NEUTRAL ? 4 : pcol(a, st->mover);
            ui_draw_broker_token(g, r, pc, value, up, 0, small);
            glow_frame(a, ui_layout_place(L, m->place), ui_rgb_a(ui_player_rgb[pc], 255));
        }
        return;
    }
    if (st->kind != AN_EVENT) return;
    const YsEvent *e = &st->ev;
    uint32_t wc = e->winner >= 0 ? ui_rgb_a(ui_player_rgb[pcol(a, e->winner)], 255) : HILITE;
    char buf[32];
    switch (e->kind) {
    case YS_EV_NBHD:
    case YS_EV_REVEAL:
        if (e->place < YS_NBHDS) {
            glow_frame(a, L->nb[e->place], HILITE);
            if (e->kind == YS_EV_NBHD) { /* totals per seat, by rank */
                int x = L->nb[e->place].x + L->nb[e->place].w - ui_sc(L, 8);
                for (int i = e->n - 1; i >= 0; i--) {
                    int s = e->order[i];
                    if (s >= YS_MAX_SEATS || e->totals[s] < 0) continue;
                    snprintf(buf, sizeof buf, "%d", e->totals[s]);
                    UiRect bd = {x - ui_sc(L, 30), L->nb[e->place].y + ui_sc(L, 4), ui_sc(L, 28), ui_sc(L, 22)};
                    ui_round(g, bd, ui_sc(L, 5), ui_rgb_a(ui_player_rgb[pcol(a, s)], 255));
                    ui_text(g, FONT_BOLD, L->font_small, DARK, bd.x + bd.w / 2, bd.y + 1, AL_CENTER, buf);
                    x -= ui_sc(L, 32);
                }
            }
        } else {
            glow_frame(a, L->market, HILITE);
        }
        break;
    case YS_EV_FLIP: { /* the face-down broker turns over: narrows, then widens face up */
        uint8_t ids[YS_POOL];
        if (e->place >= YS_PLACES) break;
        int k = ys_place_list(v, e->place, ids);
        if (e->n < 1 || e->n > k) break;
        UiRect r = ui_layout_broker(L, e->place, e->n - 1, k);
        float ft = t * 1.25f > 1 ? 1 : t * 1.25f;
        int up = ft >= 0.5f;
        float sx = up ? ft * 2 - 1 : 1 - ft * 2;
        int w = (int)(r.w * sx + 0.5f);
        if (w < 2) w = 2;
        UiRect rr = {r.x + (r.w - w) / 2, r.y - (int)(sinf(ft * 3.14159f) * r.h * 0.3f), w, r.h};
        int pc = pcol(a, e->winner);
        if (up) trace(a, TR_BOARD_UP, e->winner, e->a); /* face down, nothing shows */
        ui_draw_broker_token(g, rr, pc, up ? e->a : -1, up, up ? 1 : 0, 0);
        if (up && e->delta) {
            int d = r.w / 3;
            ui_disc(g, (float)(r.x + r.w - d / 2), (float)(r.y + d / 2), (float)d / 2, 0xB02020FF);
            ui_text(g, FONT_BOLD, d, 0xFFFFFFFF, r.x + r.w - d / 2, r.y - d / 6, AL_CENTER, "5");
        }
        break;
    }
    case YS_EV_AREA:
        if (e->place < YS_CITY_PLACES) {
            UiRect ar = L->area[e->place];
            glow_frame(a, ar, wc);
            for (int s = 0, x = ar.x + ar.w - ui_sc(L, 6); s < YS_MAX_SEATS; s++) {
                if (e->totals[s] < 0 || s >= v->seats) continue;
                snprintf(buf, sizeof buf, "%d", e->totals[s]);
                UiRect bd = {x - ui_sc(L, 26), ar.y + ui_sc(L, 2), ui_sc(L, 24), ui_sc(L, 20)};
                ui_round(g, bd, ui_sc(L, 4), ui_rgb_a(ui_player_rgb[pcol(a, s)], 255));
                ui_text(g, FONT_BOLD, L->font_small * 9 / 10, DARK, bd.x + bd.w / 2, bd.y + 1, AL_CENTER, buf);
                x -= ui_sc(L, 28);
            }
        }
        break;
    case YS_EV_GEMS: {
        UiRect from = {L->board.x + L->board.w / 2, L->board.y + L->board.h / 2, ui_sc(L, 26), ui_sc(L, 26)};
        if (e->place < YS_NBHDS) from = L->port_gems[e->place], from.w = from.h = ui_sc(L, 28);
        if (e->place >= 100 && e->place < 104) from = L->row_gem[e->place - 100], from.w = from.h = ui_sc(L, 26);
        UiRect to = seat_anchor(a, e->winner);
        for (int i = 0; i < e->a && i < 4; i++) {
            UiRect r = lerp_rect(from, to, t * 1.3f - i * 0.1f);
            r.x += i * ui_sc(L, 10);
            ui_draw_gem(g, e->gems[i], r);
        }
        glow_frame(a, L->pl_row[e->winner >= 0 ? e->winner : 0], wc);
        break;
    }
    case YS_EV_POINTS: {
        UiRect r = ui_layout_score_pos(L, v->score[e->winner] + (int)(e->a * (t > 1 ? 1 : t)), e->winner);
        ui_ring(g, r.x + r.w / 2.0f, r.y + r.h / 2.0f, r.w * 1.1f, ui_sc(L, 3), wc);
        snprintf(buf, sizeof buf, "+%d", e->a);
        ui_text(g, FONT_BOLD, L->font_big, wc, seat_anchor(a, e->winner).x, L->pl_row[e->winner].y + ui_sc(L, 30),
                AL_CENTER, buf);
        break;
    }
    case YS_EV_CARD:
        if (e->place < YS_NBHDS) {
            UiRect r = lerp_rect(L->palace_card[e->place], seat_anchor(a, e->winner), t * 1.3f);
            r.w = L->palace_card[0].w, r.h = L->palace_card[0].h;
            draw_char_card(a, r, e->a, 0, 0);
        }
        break;
    case YS_EV_ROW:
        if (e->place < 4) {
            UiRect rr = L->row_gem[e->place];
            UiRect whole = {rr.x, rr.y, L->cell[3].x + L->cell[3].w - rr.x, rr.h};
            glow_frame(a, whole, wc);
        }
        break;
    case YS_EV_COLUMNS:
        for (int i = 0; i < YS_COLOURS; i++) {
            int c = e->order[i] < YS_COLOURS ? e->order[i] : i;
            UiRect h = L->col_head[c];
            static const char *d[4] = {"+2", "+1", "-1", "-2"};
            ui_round(g, (UiRect){h.x + 2, h.y, ui_sc(L, 24), h.h}, ui_sc(L, 4), 0x000000B0);
            ui_text(g, FONT_BOLD, L->font_small, TEXT, h.x + 4, h.y + 2, AL_LEFT, d[i]);
        }
        break;
    case YS_EV_QUOTE:
        if (e->a < YS_COLOURS) {
            int q0 = v->quotation[e->a];
            float qt = q0 + e->delta * (t > 1 ? 1 : t);
            int q = (int)(qt + 0.5f);
            if (q < 0) q = 0;
            if (q > 14) q = 14;
            UiRect m = ui_layout_scale_step(L, e->a, q);
            glow_frame(a, L->scale_col[e->a], HILITE);
            ui_ring(g, m.x + m.w / 2.0f, m.y + m.h / 2.0f, (float)m.w, ui_sc(L, 2), 0xFFFFFFFF);
        }
        break;
    case YS_EV_BIDDER:
        glow_frame(a, L->market, wc);
        break;
    case YS_EV_THRONE:
        glow_frame(a, L->throne, HILITE);
        break;
    default:
        break;
    }
}

/* ------------------------------------------------------------------ */
/* Tooltip */

static void tooltip(UiApp *a, const YsView *v)
{
    if (!a->hover_on) return;
    UiHit h = ui_hit_test(&a->L, v, a->mx, a->my);
    char buf[240] = "", pl[64];
    switch (h.kind) {
    case HIT_BEHIND:
        if (h.value >= 0)
            snprintf(buf, sizeof buf, "%s %d. %s", a->names[v->viewer], h.value, ui_str(S_TT_BEHIND));
        else
            snprintf(buf, sizeof buf, "%s", ui_str(S_TT_BEHIND));
        break;
    case HIT_FRONT:
        snprintf(buf, sizeof buf, "%s", ui_str(S_TT_FRONT));
        break;
    case HIT_NEUTRAL:
        snprintf(buf, sizeof buf, ui_str(S_TT_NEUTRAL), h.value);
        break;
    case HIT_BROKER: {
        const YsBroker *b = &v->pool[h.id];
        ui_place_str(h.place, pl, sizeof pl);
        const char *who = b->owner < YS_MAX_SEATS ? a->names[b->owner] : "?";
        int mine = b->owner == v->viewer && !(v->opt.players == 2 && b->owner == YS_NEUTRAL);
        int showv = b->value != YS_UNKNOWN && (b->up || b->revealed || b->peeked || (mine && v->opt.peek));
        if (showv)
            snprintf(buf, sizeof buf, ui_str(S_TT_BROKER), who, b->value,
                     b->up || b->revealed ? ui_str(S_FACE_UP)
                     : b->peeked          ? ui_str(S_PEEKED)
                                          : ui_str(S_FACE_DOWN));
        else
            snprintf(buf, sizeof buf, ui_str(S_TT_BROKER_HIDDEN), who);
        size_t l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, " - %s%s", pl, b->merc ? " - " : "");
        if (b->merc) {
            l = strlen(buf);
            snprintf(buf + l, sizeof buf - l, "%s", ui_str(S_MERC));
        }
        break;
    }
    case HIT_CARD:
    case HIT_PALACE_CARD:
        if (h.card >= 0 && h.card < YS_CHARACTER_COUNT)
            snprintf(buf, sizeof buf, "%s: %s", ui_char_str(h.card), ui_char_desc(h.card));
        break;
    case HIT_PLACE:
        if (YS_IS_CITY(h.place)) {
            static const UiStrId ids[3] = {S_TT_AREA_PORT, S_TT_AREA_COMMERCE, S_TT_AREA_PALACE};
            snprintf(buf, sizeof buf, ui_str(ids[h.place % 3]), h.place / 3 + 1);
        } else if (YS_IS_MARKET(h.place)) {
            int first = v->opt.players == 4 ? 1 : 2;
            if (YS_MARKET_ROW(h.place) < first)
                snprintf(buf, sizeof buf, "%s", ui_str(S_TT_CLOSED));
            else
                snprintf(buf, sizeof buf, ui_str(S_TT_MARKET_CELL), YS_MARKET_ROW(h.place),
                         ui_colour_str(YS_MARKET_COL(h.place)));
        } else {
            snprintf(buf, sizeof buf, "%s", ui_str(S_TT_THRONE));
        }
        break;
    case HIT_SHIP:
        snprintf(buf, sizeof buf, ui_str(S_TT_SHIP), h.nb + 1);
        break;
    case HIT_PORT_GEM:
        snprintf(buf, sizeof buf, ui_str(S_TT_GEM), ui_colour_str(h.colour));
        break;
    case HIT_ROW_GEM:
        if (h.colour != YS_NONE && h.colour < 6)
            snprintf(buf, sizeof buf, ui_str(S_TT_ROW_GEM), h.place, ui_colour_str(h.colour));
        break;
    case HIT_SCALE:
    case HIT_COL_HEAD:
        snprintf(buf, sizeof buf, ui_str(S_TT_SCALE), ui_colour_str(h.colour), v->quotation[h.colour]);
        buf[0] = (char)(buf[0] >= 'a' && buf[0] <= 'z' ? buf[0] - 32 : buf[0]);
        break;
    case HIT_ORDER:
        snprintf(buf, sizeof buf, ui_str(S_TT_ORDER), v->order_card[h.seat]);
        break;
    case HIT_PLAYER:
        if (h.seat < v->opt.players)
            snprintf(buf, sizeof buf, ui_str(S_TT_PLAYER), a->names[h.seat], v->score[h.seat], v->order_card[h.seat],
                     v->behind_count[h.seat], v->hand_count[h.seat]);
        else
            snprintf(buf, sizeof buf, "%s: %d", a->names[h.seat], v->score[h.seat]);
        break;
    case HIT_TURN:
        snprintf(buf, sizeof buf, "%s", ui_str(S_TT_TURN));
        break;
    case HIT_SCORE:
        snprintf(buf, sizeof buf, "%s", ui_str(S_TT_SCORE));
        break;
    case HIT_GEMS:
        snprintf(buf, sizeof buf, "%s", ui_str(S_GEMS));
        break;
    default:
        break;
    }
    if (!buf[0]) return;
    UiGfx *g = &a->gfx;
    int px = a->L.font_small;
    int maxw = ui_sc(&a->L, 360);
    int w = ui_text_w(g, FONT_SANS, px, buf) + ui_sc(&a->L, 16);
    if (w > maxw) w = maxw;
    UiRect probe = {0, 0, w - ui_sc(&a->L, 16), 2000};
    /* measure by drawing off-screen is costly: estimate lines instead */
    int lines = (ui_text_w(g, FONT_SANS, px, buf) + probe.w - 1) / (probe.w > 0 ? probe.w : 1);
    if (lines < 1) lines = 1;
    int hh = (lines + (lines > 1)) * px * 3 / 2 + ui_sc(&a->L, 8);
    int x = a->mx + ui_sc(&a->L, 16), y = a->my + ui_sc(&a->L, 18);
    if (x + w > a->out_w) x = a->mx - w - ui_sc(&a->L, 8);
    if (y + hh > a->out_h) y = a->my - hh - ui_sc(&a->L, 8);
    UiRect r = {x, y, w, hh};
    ui_round(g, r, ui_sc(&a->L, 5), 0x0A0F14F0);
    ui_frame(g, r, GOLD, 1);
    ui_text_wrap(g, FONT_SANS, px, TEXT, (UiRect){x + ui_sc(&a->L, 8), y + ui_sc(&a->L, 4), w - ui_sc(&a->L, 16), hh},
                 buf);
}

/* ------------------------------------------------------------------ */

static void background(UiApp *a, const char *art)
{
    UiRect all = {0, 0, a->out_w, a->out_h};
    a->gfx.wake_event = a->wake_event; /* a sharper background will follow */
    ui_gfx_poll(&a->gfx);
    if (!ui_art_draw(&a->gfx, art, all, 0xFFFFFFFF)) {
        ui_fill(&a->gfx, all, BG);
        /* a faint pattern of waves */
        for (int y = 0; y < a->out_h; y += ui_sc(&a->L, 40))
            ui_fill(&a->gfx, (UiRect){0, y, a->out_w, 1}, 0x1A2833FF);
    }
}

/* FNV-1a over bytes, chained: the keys of the cached layers. */
static uint64_t mix(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

/* What the base pass depends on: the layout, the options, the language. */
static uint64_t base_key(const UiApp *a, const YsView *v)
{
    uint64_t h = 14695981039346656037ull;
    h = mix(h, &a->L, sizeof a->L);
    h = mix(h, &v->opt, sizeof v->opt);
    const char *lang[3] = {ui_str(S_PORT), ui_str(S_LOG), ui_str(S_THRONE)}; /* change with the language */
    h = mix(h, lang, sizeof lang);
    return h | 1;
}

/* What the state pass depends on: the shown view and everything else the
 * game scene reads, except the pointer and the clock (the over pass). */
static uint64_t layer_key(const UiApp *a, const YsView *v, uint64_t base)
{
    uint64_t h = mix(base, v, sizeof *v);
    h = mix(h, &a->targets, sizeof a->targets);
    h = mix(h, &a->pick, sizeof a->pick);
    h = mix(h, a->names, sizeof a->names);
    h = mix(h, a->pcolour, sizeof a->pcolour);
    h = mix(h, a->seat, sizeof a->seat);
    int k[8] = {a->viewer, a->nlog, a->log_scroll, a->animating, a->anim.head, a->anim.n, flip_place, flip_pos};
    h = mix(h, k, sizeof k);
    if (a->nlog > 0) h = mix(h, &a->log[(a->nlog - 1) % UI_LOG_MAX], sizeof a->log[0]);
    const UiAnimStep *st = a->animating ? ui_anim_cur((UiAnim *)&a->anim) : NULL;
    if (st) h = mix(h, st->caption, strlen(st->caption));
    h = mix(h, ui_str(S_LOG), 8);
    return h | 1;
}

static void game_pass(UiApp *a, const YsView *v)
{
    draw_top(a, v);
    draw_score_track(a, v);
    for (int nb = 0; nb < YS_NBHDS; nb++)
        draw_nbhd(a, v, nb);
    draw_market(a, v);
    draw_scale(a, v);
    draw_turns_throne(a, v);
    draw_action(a, v);
    for (int s = 0; s < v->seats; s++)
        draw_player_row(a, v, s);
    for (int s = v->seats; s < YS_MAX_SEATS && IN_BASE; s++)
        ui_round(&a->gfx, a->L.pl_row[s], ui_sc(&a->L, 8), 0x0E161D90);
    draw_log(a);
    draw_me(a, v);
    if (!IN_OVER) return;
    if (a->animating) draw_anim(a, v);
    tooltip(a, v);
}

void ui_draw_game(UiApp *a)
{
    const YsView *v = shown(a);
    UiGfx *g = &a->gfx;
    SDL_Renderer *ren = g->ren;
    SDL_Texture *old = SDL_GetRenderTarget(ren);
    int w = a->out_w, h = a->out_h;
    /* the privacy tests trace what each frame draws: no caching for them */
    int cached = !a->trace && !old && ui_gfx_target(g, &g->base, w, h) && ui_gfx_target(g, &g->layer, w, h);
    if (!cached) {
        background(a, "table_bg");
        game_pass(a, v);
        return;
    }
    a->gfx.wake_event = a->wake_event;
    if (ui_gfx_poll(g)) g->base_key = 0; /* sharper art came */
    uint64_t bk = base_key(a, v);
    if (bk != g->base_key) {
        SDL_SetRenderTarget(ren, g->base);
        SDL_SetRenderDrawColor(ren, 0, 0, 0, 255);
        SDL_RenderClear(ren);
        pass = P_BASE;
        background(a, "table_bg");
        game_pass(a, v);
        g->base_key = bk;
        g->layer_key = 0;
        ui_art_release(g, "table_bg"); /* baked in: a full-screen raster less */
    }
    uint64_t lk = layer_key(a, v, bk);
    if (lk != g->layer_key) {
        SDL_SetRenderTarget(ren, g->layer);
        SDL_RenderCopy(ren, g->base, NULL, NULL);
        pass = P_STATE;
        game_pass(a, v);
        g->layer_key = lk;
        g->layer_builds++;
    }
    SDL_SetRenderTarget(ren, NULL);
    SDL_RenderCopy(ren, g->layer, NULL, NULL);
    pass = P_OVER;
    game_pass(a, v);
    pass = P_ALL;
}

void ui_draw_handover(UiApp *a)
{
    /* nothing private: the table and a message only */
    background(a, "title_bg");
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int s = a->handover_to;
    uint32_t rgb = ui_player_rgb[pcol(a, s)];
    UiRect box = {a->out_w / 2 - ui_sc(L, 380), a->out_h / 2 - ui_sc(L, 140), ui_sc(L, 760), ui_sc(L, 280)};
    panel(a, box, PANEL);
    ui_fill(&a->gfx, (UiRect){box.x, box.y, box.w, ui_sc(L, 8)}, ui_rgb_a(rgb, 255));
    char buf[160];
    UiRect em = {box.x + box.w / 2 - ui_sc(L, 32), box.y + ui_sc(L, 26), ui_sc(L, 64), ui_sc(L, 64)};
    char en[24];
    snprintf(en, sizeof en, "emblem_%d", pcol(a, s));
    if (!ui_art_draw(g, en, em, ui_rgb_a(rgb, 255)))
        ui_disc(g, em.x + em.w / 2.0f, em.y + em.h / 2.0f, em.w / 2.0f, ui_rgb_a(rgb, 255));
    snprintf(buf, sizeof buf, ui_str(S_HANDOVER), a->names[s]);
    ui_text(g, FONT_TITLE, L->font_title * 7 / 10, ui_rgb_a(rgb, 255), box.x + box.w / 2, box.y + ui_sc(L, 100),
            AL_CENTER, buf);
    snprintf(buf, sizeof buf, ui_str(S_HANDOVER_CLICK), a->names[s]);
    ui_text(g, FONT_SANS, L->font_body, TEXT, box.x + box.w / 2, box.y + ui_sc(L, 190), AL_CENTER, buf);
    trace(a, TR_HANDOVER, s, -1);
}

/* ------------------------------------------------------------------ */
/* Title, setup, end */

static UiRect title_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    return (UiRect){a->out_w / 2 - ui_sc(L, 160), L->oy + ui_sc(L, 470 + i * 70), ui_sc(L, 320), ui_sc(L, 54)};
}

int ui_title_hit(UiApp *a, int x, int y)
{
    for (int i = 0; i < 3; i++)
        if (ui_in(title_btn(a, i), x, y)) return i + 1;
    return 0;
}

void ui_draw_title(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    background(a, "title_bg");
    UiRect lr = {a->out_w / 2 - ui_sc(L, 200), L->oy + ui_sc(L, 90), ui_sc(L, 400), ui_sc(L, 230)};
    if (!ui_art_draw(g, "logo", lr, 0xFFFFFFFF))
        ui_text(g, FONT_TITLE, L->font_title * 3, GOLD, a->out_w / 2, lr.y - ui_sc(L, 40), AL_CENTER, ui_str(S_TITLE));
    ui_text(g, FONT_TITLE, L->font_big * 3 / 2, TEXT, a->out_w / 2, L->oy + ui_sc(L, 350), AL_CENTER,
            ui_str(S_SUBTITLE));
    const UiStrId ids[3] = {S_NEW_GAME, S_DEMO, S_QUIT};
    for (int i = 0; i < 3; i++)
        button(a, title_btn(a, i), ui_str(ids[i]), 1, 0, -1);
    ui_text(g, FONT_SANS, L->font_small, DIM, a->out_w / 2, a->out_h - ui_sc(L, 36), AL_CENTER, ui_str(S_TITLE_HINT));
}

/* Setup rows: seats 0..3, then options. */
static UiRect setup_cell(UiApp *a, int row, int col)
{
    const UiLayout *L = &a->L;
    static const int cx[6] = {260, 420, 620, 820, 1060, 1300};
    static const int cw[6] = {150, 190, 190, 230, 230, 80};
    return (UiRect){L->ox + ui_sc(L, cx[col]), L->oy + ui_sc(L, 190 + row * 58), ui_sc(L, cw[col]), ui_sc(L, 44)};
}

static UiRect opt_cell(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 260 + (i % 2) * 560), L->oy + ui_sc(L, 460 + (i / 2) * 58), ui_sc(L, 540),
                    ui_sc(L, 44)};
}

int ui_setup_hit(UiApp *a, int x, int y, int *arg)
{
    const UiLayout *L = &a->L;
    *arg = 0;
    for (int n = 2; n <= 4; n++) {
        UiRect r = {L->ox + ui_sc(L, 420 + (n - 2) * 90), L->oy + ui_sc(L, 120), ui_sc(L, 80), ui_sc(L, 44)};
        if (ui_in(r, x, y)) return *arg = n, SH_PLAYERS;
    }
    for (int s = 0; s < a->setup.players; s++) {
        *arg = s;
        if (ui_in(setup_cell(a, s, 1), x, y)) return SH_SEAT_NAME;
        if (ui_in(setup_cell(a, s, 2), x, y)) return SH_SEAT_KIND;
        if (ui_in(setup_cell(a, s, 3), x, y)) return SH_SEAT_LEVEL;
        if (ui_in(setup_cell(a, s, 4), x, y)) return SH_SEAT_COLOUR;
    }
    const int ids[6] = {SH_NBHDS, SH_KF, SH_EXPRESS, SH_STRONG, SH_PEEK, SH_SEED};
    for (int i = 0; i < 6; i++)
        if (ui_in(opt_cell(a, i), x, y)) return ids[i];
    UiRect start = {a->out_w / 2 + ui_sc(L, 20), L->oy + ui_sc(L, 780), ui_sc(L, 300), ui_sc(L, 56)};
    UiRect back = {a->out_w / 2 - ui_sc(L, 320), L->oy + ui_sc(L, 780), ui_sc(L, 300), ui_sc(L, 56)};
    if (ui_in(start, x, y)) return SH_START;
    if (ui_in(back, x, y)) return SH_BACK;
    return SH_NONE;
}

static int opt_enabled(UiApp *a, int i)
{
    int n = a->setup.players;
    switch (i) {
    case 0:
        return n == 3;
    case 1:
    case 2:
        return n >= 3;
    case 3:
        return n == 2;
    default:
        return 1;
    }
}

void ui_draw_setup(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiSetup *st = &a->setup;
    background(a, "title_bg");
    UiRect box = {L->ox + ui_sc(L, 220), L->oy + ui_sc(L, 30), ui_sc(L, 1160), ui_sc(L, 840)};
    panel(a, box, 0x15212BF2);
    ui_text(g, FONT_TITLE, L->font_title * 7 / 10, GOLD, a->out_w / 2, L->oy + ui_sc(L, 40), AL_CENTER,
            ui_str(S_NEW_GAME));
    ui_text(g, FONT_BOLD, L->font_body, TEXT, L->ox + ui_sc(L, 260), L->oy + ui_sc(L, 130), AL_LEFT, ui_str(S_PLAYERS));
    char buf[64];
    for (int n = 2; n <= 4; n++) {
        UiRect r = {L->ox + ui_sc(L, 420 + (n - 2) * 90), L->oy + ui_sc(L, 120), ui_sc(L, 80), ui_sc(L, 44)};
        snprintf(buf, sizeof buf, "%d", n);
        button(a, r, buf, 1, st->players == n, -1);
    }
    static const UiStrId lv[4] = {S_LEVEL_EASY, S_LEVEL_MEDIUM, S_LEVEL_HARD, S_LEVEL_EXPERT};
    for (int s = 0; s < st->players; s++) {
        UiSeat *se = &st->seat[s];
        UiRect c0 = setup_cell(a, s, 0);
        snprintf(buf, sizeof buf, ui_str(S_SEAT), s + 1);
        ui_disc(g, c0.x + c0.h / 2.0f, c0.y + c0.h / 2.0f, c0.h / 2.5f, ui_rgb_a(ui_player_rgb[se->colour], 255));
        ui_text(g, FONT_BOLD, L->font_body, TEXT, c0.x + c0.h + ui_sc(L, 4), c0.y + ui_sc(L, 10), AL_LEFT, buf);
        UiRect c1 = setup_cell(a, s, 1);
        ui_round(g, c1, ui_sc(L, 5), st->focus_name == s ? 0x3A5068FF : 0x223444FF);
        ui_frame(g, c1, st->focus_name == s ? HILITE : 0x5A7890FF, 1);
        snprintf(buf, sizeof buf, "%s%s", se->name, st->focus_name == s && (SDL_GetTicks() / 500) % 2 ? "|" : "");
        ui_text(g, FONT_SANS, L->font_body, TEXT, c1.x + ui_sc(L, 8), c1.y + ui_sc(L, 10), AL_LEFT, buf);
        button(a, setup_cell(a, s, 2), se->human ? ui_str(S_HUMAN) : ui_str(S_BOT), 1, 0, -1);
        if (!se->human) {
            snprintf(buf, sizeof buf, "%s", ui_str(lv[(se->level - AI_EASY) & 3]));
            button(a, setup_cell(a, s, 3), buf, 1, 0, -1);
        }
        UiRect c4 = setup_cell(a, s, 4);
        button(a, c4, ui_str(S_COLOUR), 1, 0, -1);
        ui_disc(g, c4.x + c4.w - ui_sc(L, 22), c4.y + c4.h / 2.0f, ui_sc(L, 12),
                ui_rgb_a(ui_player_rgb[se->colour], 255));
    }
    const char *labels[6] = {ui_str(S_OPT_NBHDS),          ui_str(S_OPT_KINGS_FAVOR), ui_str(S_OPT_EXPRESS),
                             ui_str(S_OPT_STRONG_NEUTRAL), ui_str(S_OPT_PEEK),        ui_str(S_OPT_SEED)};
    for (int i = 0; i < 6; i++) {
        UiRect r = opt_cell(a, i);
        int on = opt_enabled(a, i);
        char val[48];
        switch (i) {
        case 0:
            snprintf(val, sizeof val, "%d", st->players == 3 ? (st->nbhds4 ? 4 : 3) : st->players == 2 ? 3 : 4);
            break;
        case 1:
            snprintf(val, sizeof val, "%s", st->kings_favor && on ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        case 2:
            snprintf(val, sizeof val, "%s", st->express && on ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        case 3:
            snprintf(val, sizeof val, "%s", st->strong_neutral && on ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        case 4:
            snprintf(val, sizeof val, "%s", st->peek ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        default:
            snprintf(val, sizeof val, "%s%s", st->seed[0] ? st->seed : ui_str(S_SEED_RANDOM),
                     st->focus_seed && (SDL_GetTicks() / 500) % 2 ? "|" : "");
            break;
        }
        ui_round(g, r, ui_sc(L, 6), on ? (i == 5 && st->focus_seed ? 0x3A5068FF : 0x223444FF) : 0x161E26FF);
        ui_frame(g, r, i == 5 && st->focus_seed ? HILITE : 0x3A5068FF, 1);
        ui_text(g, FONT_SANS, L->font_body, on ? TEXT : 0x5A6670FF, r.x + ui_sc(L, 12), r.y + ui_sc(L, 10), AL_LEFT,
                labels[i]);
        ui_text(g, FONT_BOLD, L->font_body, on ? GOLD : 0x5A6670FF, r.x + r.w - ui_sc(L, 12), r.y + ui_sc(L, 10),
                AL_RIGHT, val);
    }
    UiRect start = {a->out_w / 2 + ui_sc(L, 20), L->oy + ui_sc(L, 780), ui_sc(L, 300), ui_sc(L, 56)};
    UiRect back = {a->out_w / 2 - ui_sc(L, 320), L->oy + ui_sc(L, 780), ui_sc(L, 300), ui_sc(L, 56)};
    button(a, back, ui_str(S_BACK), 1, 0, -1);
    button(a, start, ui_str(S_START), 1, 1, -1);
}

static UiRect end_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    return (UiRect){a->out_w / 2 + (i ? ui_sc(L, 20) : -ui_sc(L, 320)), L->oy + ui_sc(L, 820), ui_sc(L, 300),
                    ui_sc(L, 54)};
}

int ui_end_hit(UiApp *a, int x, int y)
{
    for (int i = 0; i < 2; i++)
        if (ui_in(end_btn(a, i), x, y)) return i + 1;
    return 0;
}

void ui_draw_end(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    const YsView *v = &a->view;
    const YsResult *res = &a->result;
    background(a, "title_bg");
    UiRect box = {L->ox + ui_sc(L, 60), L->oy + ui_sc(L, 20), ui_sc(L, 1480), ui_sc(L, 780)};
    panel(a, box, 0x15212BF2);
    char buf[160], names[128] = "";
    for (int i = 0; i < res->nwinners; i++) {
        size_t l = strlen(names);
        snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", a->names[res->winners[i]]);
    }
    snprintf(buf, sizeof buf, ui_str(res->nwinners > 1 ? S_END_WINNERS : S_END_WINNER), names);
    uint32_t wc = res->nwinners ? ui_rgb_a(ui_player_rgb[pcol(a, res->winners[0])], 255) : GOLD;
    ui_text(g, FONT_TITLE, L->font_title * 8 / 10, wc, a->out_w / 2, box.y + ui_sc(L, 14), AL_CENTER, buf);
    /* the breakdown table */
    int x0 = box.x + ui_sc(L, 40), y0 = box.y + ui_sc(L, 120);
    const UiStrId cols[5] = {S_END_DURING, S_END_COLOURS, S_END_BLACK, S_END_THRONE, S_END_TOTAL};
    ui_text(g, FONT_TITLE, L->font_big, GOLD, x0, y0 - ui_sc(L, 46), AL_LEFT, ui_str(S_END_TITLE));
    for (int c = 0; c < 5; c++)
        ui_text(g, FONT_BOLD, L->font_small, DIM, x0 + ui_sc(L, 210 + c * 105), y0, AL_RIGHT, ui_str(cols[c]));
    for (int s = 0; s < v->seats; s++) {
        int y = y0 + ui_sc(L, 40 + s * 56);
        int win = 0;
        for (int i = 0; i < res->nwinners; i++)
            win |= res->winners[i] == s;
        ui_round(g, (UiRect){x0 - ui_sc(L, 10), y - ui_sc(L, 8), ui_sc(L, 690), ui_sc(L, 48)}, ui_sc(L, 6),
                 win ? 0x3A3218FF : 0x1F2E3AFF);
        ui_disc(g, x0 + ui_sc(L, 10), y + ui_sc(L, 16), ui_sc(L, 10), ui_rgb_a(ui_player_rgb[pcol(a, s)], 255));
        ui_text(g, FONT_BOLD, L->font_body, TEXT, x0 + ui_sc(L, 28), y + ui_sc(L, 4), AL_LEFT, a->names[s]);
        int vals[5] = {res->during[s], res->colours[s], res->black[s], res->throne[s], res->score[s]};
        for (int c = 0; c < 5; c++) {
            snprintf(buf, sizeof buf, "%d", vals[c]);
            ui_text(g, FONT_BOLD, c == 4 ? L->font_big : L->font_body, c == 4 ? GOLD : TEXT,
                    x0 + ui_sc(L, 210 + c * 105), y + (c == 4 ? 0 : ui_sc(L, 4)), AL_RIGHT, buf);
        }
        /* gems */
        int gx = x0 + ui_sc(L, 28), gy = y + ui_sc(L, 44);
        (void)gx, (void)gy;
    }
    /* gems line under the table */
    int gy = y0 + ui_sc(L, 40 + v->seats * 56 + 10);
    for (int s = 0; s < v->seats; s++) {
        int gx = x0;
        ui_text(g, FONT_SANS, L->font_small, DIM, gx, gy + s * ui_sc(L, 30), AL_LEFT, a->names[s]);
        gx += ui_sc(L, 110);
        for (int c = 0; c < 5; c++) {
            ui_draw_gem(g, c, (UiRect){gx, gy + s * ui_sc(L, 30), ui_sc(L, 20), ui_sc(L, 20)});
            snprintf(buf, sizeof buf, "%d", v->gems[s][c]);
            ui_text(g, FONT_BOLD, L->font_small, TEXT, gx + ui_sc(L, 24), gy + s * ui_sc(L, 30), AL_LEFT, buf);
            gx += ui_sc(L, 60);
        }
    }
    /* the chart: score after each move, and the final score */
    UiRect ch = {box.x + ui_sc(L, 780), box.y + ui_sc(L, 120), ui_sc(L, 660), ui_sc(L, 560)};
    ui_text(g, FONT_TITLE, L->font_big, GOLD, ch.x, ch.y - ui_sc(L, 46), AL_LEFT, ui_str(S_END_CHART));
    ui_round(g, ch, ui_sc(L, 6), 0x0E171FFF);
    int maxs = 10;
    for (int s = 0; s < v->seats; s++) {
        if (res->score[s] > maxs) maxs = res->score[s];
        for (int i = 0; i < a->nhist; i++)
            if (a->hist[i][s] > maxs) maxs = a->hist[i][s];
    }
    maxs = (maxs + 9) / 10 * 10;
    int n = a->nhist + 1;
    UiRect pr = {ch.x + ui_sc(L, 44), ch.y + ui_sc(L, 14), ch.w - ui_sc(L, 60), ch.h - ui_sc(L, 50)};
    for (int k = 0; k <= maxs; k += maxs / 5 > 0 ? maxs / 5 : 1) {
        int y = pr.y + pr.h - k * pr.h / maxs;
        ui_fill(g, (UiRect){pr.x, y, pr.w, 1}, 0x2A3A48FF);
        snprintf(buf, sizeof buf, "%d", k);
        ui_text(g, FONT_SANS, L->font_small, DIM, pr.x - ui_sc(L, 6), y - L->font_small * 2 / 3, AL_RIGHT, buf);
    }
    /* turn boundaries */
    for (int i = 1; i < a->nhist; i++)
        if (a->hist_round[i] != a->hist_round[i - 1]) {
            int x = pr.x + i * pr.w / (n > 1 ? n - 1 : 1);
            ui_fill(g, (UiRect){x, pr.y, 1, pr.h}, 0x3A4A58FF);
            snprintf(buf, sizeof buf, ui_str(S_ROUND), a->hist_round[i]);
            ui_text(g, FONT_SANS, L->font_small * 9 / 10, DIM, x + 3, pr.y + pr.h + 4, AL_LEFT, buf);
        }
    for (int s = 0; s < v->seats; s++) {
        uint32_t c = ui_rgb_a(ui_player_rgb[pcol(a, s)], 255);
        ui_color(g, c);
        int px = pr.x, py = pr.y + pr.h;
        for (int i = 0; i < n; i++) {
            int val = i < a->nhist ? a->hist[i][s] : res->score[s];
            int x = pr.x + i * pr.w / (n > 1 ? n - 1 : 1), y = pr.y + pr.h - val * pr.h / maxs + s;
            if (i) {
                for (int d = 0; d < ui_sc(L, 3); d++)
                    SDL_RenderDrawLine(g->ren, px, py + d, x, y + d);
            }
            px = x, py = y;
        }
        ui_disc(g, (float)px, (float)py, (float)ui_sc(L, 5), c);
    }
    button(a, end_btn(a, 0), ui_str(S_END_MENU), 1, 0, -1);
    button(a, end_btn(a, 1), ui_str(S_END_AGAIN), 1, 1, -1);
}
