/* draw_board.c - the board: character and ship cards, brokers in their
 * places, the score track, the neighbourhoods, the market, the quotation
 * scale, the turn track and the throne room. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw.h"

const uint32_t dr_area_rgb[3] = {0x23455CFF, 0x4B3F27FF, 0x3F3054FF};

/* ------------------------------------------------------------------ */
/* Pieces */

void dr_char_card(UiApp *a, UiRect r, int card, int glow, int back)
{
    UiGfx *g = &a->gfx;
    if (glow) dr_glow_frame(a, r, glow == 2 ? 0xFFF2A0FF : HILITE);
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
    /* name band for legibility on cards large enough (the board's small
     * cards show their name in a strip under them) */
    if (r.w < ui_sc(&a->L, 90)) return;
    ui_panel_push(g, r, "card");
    int px = a->L.font_small, least = g->min_px > 8 ? g->min_px : 8; /* never below the layout's smallest text */
    while (px > least && ui_text_w(g, FONT_BOLD, px, ui_char_str(card)) > r.w - 4)
        px--;
    int bh = px * 3 / 2;
    int starts[3], lens[3];
    /* a name still too long ("White gem card") takes two lines, in the card */
    int lines = ui_text_w(g, FONT_BOLD, px, ui_char_str(card)) > r.w - 4
                    ? ui_text_lines(g, FONT_BOLD, px, r.w - 4, ui_char_str(card), starts, lens, 3)
                    : 1;
    while (lines > 2 && px > least) /* two lines at most: a smaller font */
        lines = ui_text_lines(g, FONT_BOLD, --px, r.w - 4, ui_char_str(card), starts, lens, 3);
    /* a word wider than the card even so ("Illusionniste" at 1024x600): no
     * band, rather than a name over the card's edges (its tooltip names it) */
    for (int i = 0; i < (lines > 1 ? lines : 0); i++) {
        char word[64];
        snprintf(word, sizeof word, "%.*s", lens[i], ui_char_str(card) + starts[i]);
        if (ui_text_w(g, FONT_BOLD, px, word) > r.w - 4) lines = 3;
    }
    if (lines > 2 || (lines == 1 && ui_text_w(g, FONT_BOLD, px, ui_char_str(card)) > r.w - 4)) {
        ui_panel_pop(g);
        return;
    }
    if (lines > 1) bh = px * 4 / 3 * 2 + 2;
    ui_fill(g, (UiRect){r.x + 2, r.y + r.h - bh - 3, r.w - 4, bh}, 0x1A1410D0);
    if (lines > 1) {
        ui_text_centred_lines(g, FONT_BOLD, px, 0xF6E7B8FF, r.x + r.w / 2, r.y + r.h - bh - 2, px * 4 / 3, r.w,
                              ui_char_str(card), starts, lens, lines < 2 ? lines : 2);
    } else {
        ui_text(g, FONT_BOLD, px, 0xF6E7B8FF, r.x + r.w / 2, r.y + r.h - bh - 3 + (bh - px * 4 / 3) / 2 + 1, AL_CENTER,
                ui_char_str(card));
    }
    if (!has_art && r.w >= ui_sc(&a->L, 90)) {
        UiRect tr = {in.x + 2, in.y + 2, in.w - 4, in.h - bh - 6};
        ui_text_wrap(g, FONT_SANS, a->L.font_small * 9 / 10, 0x2A2010FF, tr,
                     ui_char_desc(card, a->ses.view.opt.kings_favor));
    }
    ui_panel_pop(g);
}

/* The ship card: its gems sit in the art's slots (one large, two small). */
void dr_ship_card(UiApp *a, UiRect r, const uint8_t card[3])
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
 * may see it (own face-down brokers only with the peek option), written in
 * vr (ui_layout_broker_value). */
void dr_board_broker(UiApp *a, const YsView *v, UiRect r, UiRect vr, const YsBroker *b, int glow)
{
    int value = -1, small = 0;
    int mine = b->owner == v->viewer && !(v->opt.players == 2 && b->owner == YS_NEUTRAL);
    int up = b->up || b->revealed;
    if (b->value != YS_UNKNOWN) {
        if (up) {
            value = b->value;
        } else if (b->peeked || (mine && v->opt.peek) || a->ses.referee) { /* a finished game's whole state */
            value = b->value, small = 1;
        }
    }
    if (value >= 0)
        dr_trace(a, up ? TR_BOARD_UP : b->peeked && !mine ? TR_BOARD_PEEKED : TR_BOARD_DOWN, b->owner, value);
    ui_draw_broker_token_at(&a->gfx, r, vr.x + vr.w / 2, dr_pcol(a, b->owner), value, up, glow, small);
    if (b->merc) { /* the Mercenary's 5: a marker as legible as a value */
        int d = r.w * 3 / 5;
        if (d < 16 && a->out_w >= 1024 && a->out_h >= 600) d = 16;
        float cx = (float)(vr.x + vr.w - d / 4), cy = (float)(r.y + d / 4); /* on the part left uncovered */
        ui_disc(&a->gfx, cx, cy, d / 2.0f + 1.5f, 0x0B1218FF);
        ui_disc(&a->gfx, cx, cy, d / 2.0f, 0xC62828FF);
        int px = d * 4 / 5;
        ui_text(&a->gfx, FONT_BOLD, px, 0xFFFFFFFF, (int)cx, (int)cy - px * 2 / 3, AL_CENTER, "5");
    }
    if (b->peeked && !up) ui_ring(&a->gfx, r.x + r.w / 2.0f, r.y + r.h / 2.0f, r.w / 2.0f + 2, 2, 0x80FFFFFF);
}

void dr_place_brokers(UiApp *a, const YsView *v, int pl)
{
    uint8_t ids[YS_POOL];
    int k = ys_place_list(v, pl, ids);
    for (int i = 0; i < k; i++) {
        if (pl == a->dr.flip_place && i + 1 == a->dr.flip_pos) continue; /* turning: drawn over */
        UiRect r = ui_layout_broker(&a->L, pl, i, k);
        int glow = (a->game.targets.brokers >> ids[i]) & 1;
        dr_board_broker(a, v, r, ui_layout_broker_value(&a->L, pl, i, k), &v->pool[ids[i]], glow);
    }
}

/* ------------------------------------------------------------------ */
/* The board */

int dr_score_chips(UiApp *a, const YsView *v, UiRect *chip)
{
    const UiLayout *L = &a->L;
    /* each player's marker a chip that shows the score, fanned apart where
     * scores are close (at the start all are at 0) */
    int px = L->font_small, n = v->seats < YS_MAX_SEATS ? v->seats : YS_MAX_SEATS, cw = 0;
    for (int s = 0; s < n; s++) {
        char num[12];
        snprintf(num, sizeof num, "%d", v->score[s]);
        int w = ui_text_w(&a->gfx, FONT_BOLD, px, num);
        if (w > cw) cw = w;
    }
    cw += ui_sc(L, 8) > 4 ? ui_sc(L, 8) : 4;
    if (cw < L->score_track.h - 2 * ui_sc(L, 3)) cw = L->score_track.h - 2 * ui_sc(L, 3);
    ui_layout_score_chips(L, v->score, n, cw, chip);
    return n;
}

void dr_score_track(UiApp *a, const YsView *v)
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
        for (int i = 0; i < 100; i += 5) {
            int tall = ui_sc(L, i % 10 ? 4 : 7);
            ui_fill(g, (UiRect){ui_layout_score_tick(L, i), t.y + t.h - ui_sc(L, 4) - tall, 1, tall}, 0xC8B48AC0);
        }
        for (int i = 10; i < 100; i += 10) {
            char s[8];
            snprintf(s, sizeof s, "%d", i);
            UiRect nr = ui_layout_score_number(L, i);
            ui_text(g, FONT_SANS, L->font_small * 8 / 10, 0xD8C8A0FF, nr.x, nr.y, AL_LEFT, s);
        }
    }
    if (!IN_STATE) return;
    int px = L->font_small;
    char num[YS_MAX_SEATS][12];
    UiRect chip[YS_MAX_SEATS];
    int n = dr_score_chips(a, v, chip);
    for (int s = 0; s < n; s++)
        snprintf(num[s], sizeof num[s], "%d", v->score[s]);
    ui_panel_push(g, t, "score track");
    for (int s = 0; s < n; s++) {
        UiRect r = chip[s];
        uint32_t rgb = ui_player_rgb[dr_pcol(a, s)];
        int lum = (int)((rgb >> 16 & 255) * 3 + (rgb >> 8 & 255) * 6 + (rgb & 255)) / 10;
        ui_round(g, (UiRect){r.x - 1, r.y - 1, r.w + 2, r.h + 2}, r.h / 3 + 1, 0x000000FF);
        ui_round(g, r, r.h / 3, ui_rgb_a(rgb, 255));
        int th = ui_text_h(g, FONT_BOLD, px);
        ui_text(g, FONT_BOLD, px, lum > 140 ? 0x101010FF : 0xFFFFFFFF, r.x + r.w / 2, r.y + (r.h - th) / 2, AL_CENTER,
                num[s]);
    }
    ui_panel_pop(g);
}

/* The strip under an area's picture that names it (left of the palace card). */
UiRect dr_area_label(const UiLayout *L, int pl)
{
    UiRect ra = L->area[pl];
    UiRect lab = {ra.x, ra.y + ui_sc(L, 48), ra.w, L->label_h};
    if (pl % 3 == YS_AREA_PORT) lab.y = L->ship[pl / 3].y + L->ship[pl / 3].h + ui_sc(L, 2);
    if (pl % 3 == YS_AREA_PALACE) lab = L->palace_label[pl / 3];
    return lab;
}

void dr_nbhd(UiApp *a, const YsView *v, int nb)
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
                ui_str(S_CLOSED_NBHD));
        return;
    }
    if (IN_BASE) {
        int art = ui_art_draw(g, "district", r, 0xFFFFFFFF);
        if (!art) ui_round(g, r, ui_sc(L, 8), PANEL);
        snprintf(s, sizeof s, "%d", nb + 1);
        UiRect tt = L->nb_title[nb];
        /* the sans face: a serif 1 reads as the turn track's Roman I */
        ui_text(g, FONT_BOLD, tt.h, 0x3A2A10FF, tt.x + tt.w / 2, tt.y - ui_sc(L, 2), AL_CENTER, s);
        for (int ar = 0; ar < 3; ar++) {
            int pl = YS_PLACE_CITY(nb, ar);
            if (!art) ui_round(g, L->area[pl], ui_sc(L, 6), dr_area_rgb[ar]);
            UiRect lab = dr_area_label(L, pl);
            int px = L->font_small * 8 / 10, face = FONT_BOLD;
            if (ui_text_w(g, face, px, ui_area_str(ar)) > lab.w - 2) face = FONT_SANS; /* narrower, same size */
            int tw = ui_text_w(g, face, px, ui_area_str(ar)) + 4;
            if (tw > lab.w) lab.x -= (tw - lab.w) / 2, lab.w = tw; /* into the gutters beside it */
            ui_fill(g, lab, 0x00000080);
            ui_panel_push(g, lab, "area label");
            ui_text(g, face, px, 0xF2E8CCFF, lab.x + lab.w / 2, lab.y + (lab.h - ui_text_h(g, face, px)) / 2, AL_CENTER,
                    ui_area_str(ar));
            ui_panel_pop(g);
        }
    }
    if (!IN_STATE) return;
    /* areas: targets and brokers over the art */
    for (int ar = 0; ar < 3; ar++) {
        int pl = YS_PLACE_CITY(nb, ar);
        UiRect ra = L->area[pl];
        if ((a->game.targets.places >> pl) & 1) {
            dr_glow_frame(a, ra, HILITE);
            ui_fill(g, ra, 0xFFE06622);
        }
        if (v->queen_place == pl) {
            /* the area dimmed, and its label strip says it is locked: the
             * whole sentence, wrapped over the brokers, was cut short
             * ("Verrouill\u00e9e par la") and lay on the palace's label and a
             * broker; the tooltip says who locked it */
            ui_fill(g, ra, 0x00000090);
            UiRect lab = dr_area_label(L, pl);
            int px = L->font_small * 8 / 10, face = FONT_BOLD;
            const char *locked = ui_str(S_QUEEN_LOCKED);
            if (ui_text_w(g, face, px, locked) > lab.w - 2) face = FONT_SANS;
            int tw = ui_text_w(g, face, px, locked) + 4;
            if (tw > lab.w) lab.x -= (tw - lab.w) / 2, lab.w = tw;
            ui_fill(g, lab, 0x6A1C1CFF);
            ui_panel_push(g, lab, "area label");
            ui_text(g, face, px, 0xFFE0D0FF, lab.x + lab.w / 2, lab.y + (lab.h - ui_text_h(g, face, px)) / 2, AL_CENTER,
                    locked);
            ui_panel_pop(g);
        }
        dr_place_brokers(a, v, pl);
    }
    if (v->palace_card[nb] != YS_NONE) {
        dr_char_card(a, L->palace_card[nb], v->palace_card[nb], 0, 0);
        /* the small card's name in the strip under it, as readable as a
         * label, on two lines where needed (the white gem card by a shorter
         * name; its tooltip, on the card and the strip, gives the full one) */
        UiRect nr = L->palace_name[nb];
        int card = v->palace_card[nb];
        const char *nm = card == YS_WHITE_CARD ? ui_str(S_WHITE_CARD_BOARD) : ui_char_str(card);
        int px = L->font_small * 8 / 10, face = FONT_BOLD, starts[3], lens[3];
        if (ui_text_w(g, face, px, nm) > nr.w - 2) face = FONT_SANS;
        int n = ui_text_lines(g, face, px, nr.w - 2, nm, starts, lens, 3), lh = ui_text_h(g, face, px) * 4 / 5;
        int tw = 0;
        for (int i = 0; i < n; i++) {
            char part[64];
            snprintf(part, sizeof part, "%.*s", lens[i] < 63 ? lens[i] : 63, nm + starts[i]);
            int w = ui_text_w(g, face, px, part) + 4;
            if (w > tw) tw = w;
        }
        if (tw > nr.w) nr.x -= (tw - nr.w) / 2, nr.w = tw; /* a long word: into the gutters */
        ui_fill(g, nr, 0x1A1410D0);
        ui_panel_push(g, nr, "card name");
        int y = nr.y + (nr.h - (n - 1) * lh - ui_text_h(g, face, px)) / 2;
        ui_text_centred_lines(g, face, px, 0xF6E7B8FF, nr.x + nr.w / 2, y, lh, nr.w, nm, starts, lens, n);
        ui_panel_pop(g);
    }
    /* the ship and the gems left in its port */
    int ship_glow = (a->game.targets.ships >> nb) & 1;
    if (ship_glow) dr_glow_frame(a, L->ship[nb], HILITE);
    dr_ship_card(a, L->ship[nb], v->port_card[nb]);
    int gems[8], ng = 0;
    for (int c = 0; c < 6; c++)
        for (int k = 0; k < v->port_gems[nb][c] && ng < 8; k++)
            gems[ng++] = c;
    int take_here = v->dec == YS_DEC_TAKE && ys_take_port(v) == nb && v->to_move == v->viewer && !a->ses.animating;
    int used[6] = {0};
    for (int i = 0; i < a->game.pick.nsel && a->game.pick.mode == PM_TAKE; i++)
        used[a->game.pick.sel[i]]++;
    for (int i = 0; i < ng; i++) {
        UiRect gr = ui_layout_port_gem(L, nb, i, ng);
        int inst = 0;
        for (int j = 0; j < i; j++)
            inst += gems[j] == gems[i];
        if (take_here) dr_glow_frame(a, gr, inst < used[gems[i]] ? 0xFFFFFFFF : HILITE);
        ui_draw_gem(g, gems[i], gr);
    }
}

void dr_market(UiApp *a, const YsView *v)
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
            if (!ys_place_open(v, pl)) {
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
            if ((a->game.targets.places >> pl) & 1) {
                dr_glow_frame(a, cr, HILITE);
                ui_fill(g, cr, 0xFFE06630);
            }
            dr_place_brokers(a, v, pl);
        }
        if (IN_BASE && row > 0 && !ys_place_open(v, YS_PLACE_MARKET(row, 0))) {
            /* closed: a word over the row's hatched cells, where it has room at any size */
            UiRect c0 = L->cell[row * 4], c3 = L->cell[row * 4 + 3];
            int px = L->font_small, tw = ui_text_w(g, FONT_BOLD, px, ui_str(S_CLOSED)) + ui_sc(L, 16);
            UiRect cl = {(c0.x + c3.x + c3.w - tw) / 2, c0.y + (c0.h - px * 2) / 2, tw, px * 2};
            ui_round(g, cl, ui_sc(L, 6), 0x0A0F14F0);
            ui_text(g, FONT_BOLD, px, 0xC8D0D8FF, cl.x + cl.w / 2, cl.y + cl.h / 2 - px * 6 / 10, AL_CENTER,
                    ui_str(S_CLOSED));
        }
    }
}

void dr_scale(UiApp *a, const YsView *v)
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
        if ((a->game.targets.scale >> c) & 1) dr_glow_frame(a, col, HILITE);
        if (a->game.pick.mode == PM_QUOTE && a->game.pick.colour == c) dr_glow_frame(a, col, 0xFFFFFFFF);
        UiRect m = ui_layout_scale_step(L, c, v->quotation[c]);
        int d = m.w + ui_sc(L, 4);
        ui_disc(g, m.x + m.w / 2.0f, m.y + m.h / 2.0f, d / 2.0f + 1, 0xFFFFFFE0);
        ui_draw_gem(g, c, (UiRect){m.x + (m.w - d) / 2, m.y + (m.h - d) / 2, d, d});
    }
}

void dr_turns_throne(UiApp *a, const YsView *v)
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
    if ((a->game.targets.places >> YS_THRONE) & 1) dr_glow_frame(a, t, HILITE);
    dr_place_brokers(a, v, YS_THRONE);
}
