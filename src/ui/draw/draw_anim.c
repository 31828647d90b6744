/* draw_anim.c - what moves while a move's story is told: the broker
 * travelling to its place, gems and points flying to their winner, the
 * caption of the step. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw.h"

/* ------------------------------------------------------------------ */
/* Animation overlays */

UiRect dr_lerp_rect(UiRect a, UiRect b, float t)
{
    float e = t < 0 ? 0 : t > 1 ? 1 : t;
    e = e * e * (3 - 2 * e);
    UiRect r = {a.x + (int)((b.x - a.x) * e), a.y + (int)((b.y - a.y) * e), a.w + (int)((b.w - a.w) * e),
                a.h + (int)((b.h - a.h) * e)};
    return r;
}

UiRect dr_seat_anchor(UiApp *a, int s)
{
    UiRect r = a->L.pl_row[s >= 0 && s < YS_MAX_SEATS ? s : 0];
    return (UiRect){r.x + r.w / 2, r.y + r.h / 2, a->L.token, a->L.token};
}

UiRect dr_card_flight(UiApp *a, const YsView *v, const UiAnimStep *st)
{
    const UiLayout *L = &a->L;
    const YsEvent *e = &st->ev;
    UiRect none = {0, 0, 0, 0};
    if (st->kind != AN_EVENT || e->kind != YS_EV_CARD || e->card.nbhd >= YS_NBHDS || e->player < 0 ||
        e->player >= YS_MAX_SEATS)
        return none;
    float t = st->dur > 0 ? st->t / st->dur : 1;
    /* the viewer's card lands where it will lie in the hand, anyone else's on their row */
    if (e->player == v->viewer) { /* growing to the hand's size */
        int k = __builtin_popcount(v->hand[v->viewer]);
        return dr_lerp_rect(L->palace_card[e->card.nbhd], ui_layout_hand_card(L, k, k + 1), t * 1.3f);
    }
    UiRect r = dr_lerp_rect(L->palace_card[e->card.nbhd], dr_seat_anchor(a, e->player), t * 1.3f);
    r.w = L->palace_card[0].w, r.h = L->palace_card[0].h;
    return r;
}

void dr_anim(UiApp *a, const YsView *v)
{
    UiAnimStep *st = ui_anim_cur(&a->ses.anim);
    if (!st) return;
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    float t = st->dur > 0 ? st->t / st->dur : 1;
    if (st->kind == AN_MOVE) {
        const YsMove *m = &st->move;
        if (m->kind == YS_MV_UP || m->kind == YS_MV_DOWN || m->kind == YS_MV_NEUTRAL) {
            UiRect from = dr_seat_anchor(a, st->mover);
            if (st->mover == v->viewer) from = L->behind, from.w = from.h = L->token, from.x += L->behind.w / 2;
            uint8_t ids[YS_POOL];
            int k = ys_place_list(v, m->place, ids);
            UiRect to = ui_layout_broker(L, m->place, k, k + 1);
            UiRect r = dr_lerp_rect(from, to, t * 1.4f);
            int up = m->kind == YS_MV_UP;
            int value = -1, small = 0;
            if (up)
                value = m->a;
            else if (st->mover == v->viewer && v->opt.peek && m->kind == YS_MV_DOWN)
                value = m->a, small = 1;
            if (value >= 0) dr_trace(a, up ? TR_BOARD_UP : TR_BOARD_DOWN, st->mover, value);
            int pc = m->kind == YS_MV_NEUTRAL ? 4 : dr_pcol(a, st->mover);
            ui_draw_broker_token(g, r, pc, value, up, 0, small);
            dr_glow_frame(a, ui_layout_place(L, m->place), ui_rgb_a(ui_player_rgb[pc], 255));
        }
        return;
    }
    if (st->kind != AN_EVENT) return;
    const YsEvent *e = &st->ev;
    int who = e->player;
    if (e->kind == YS_EV_AREA) who = e->area.rank.n ? e->area.rank.order[0] : -1;
    if (e->kind == YS_EV_ROW) who = e->row.rank.n ? e->row.rank.order[0] : -1;
    if (e->kind == YS_EV_BIDDER) who = e->bidder.n ? e->bidder.order[0] : -1;
    uint32_t wc = who >= 0 ? ui_rgb_a(ui_player_rgb[dr_pcol(a, who)], 255) : HILITE;
    char buf[32];
    switch (e->kind) {
    case YS_EV_NBHD:
    case YS_EV_RETURN: /* the place its brokers leave lit */
    case YS_EV_REVEAL: {
        int nb = e->kind == YS_EV_NBHD ? e->nbhd.nbhd : e->reveal.scope == YS_SCOPE_NBHD ? e->reveal.nbhd : YS_NBHDS;
        if (e->kind == YS_EV_REVEAL && e->reveal.scope == YS_SCOPE_THRONE) {
            dr_glow_frame(a, L->throne, HILITE);
        } else if (nb < YS_NBHDS) {
            dr_glow_frame(a, L->nb[nb], HILITE);
            if (e->kind == YS_EV_NBHD) { /* totals per seat, by rank */
                const YsRanking *rk = &e->nbhd.rank;
                int x = L->nb[nb].x + L->nb[nb].w - ui_sc(L, 8);
                for (int i = rk->n - 1; i >= 0; i--) {
                    int s = rk->order[i];
                    if (s >= YS_MAX_SEATS || rk->totals[s] < 0) continue;
                    snprintf(buf, sizeof buf, "%d", rk->totals[s]);
                    UiRect bd = {x - ui_sc(L, 30), L->nb[nb].y + ui_sc(L, 4), ui_sc(L, 28), ui_sc(L, 22)};
                    ui_round(g, bd, ui_sc(L, 5), ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255));
                    ui_text(g, FONT_BOLD, L->font_small, DARK, bd.x + bd.w / 2, bd.y + 1, AL_CENTER, buf);
                    x -= ui_sc(L, 32);
                }
            }
        } else {
            dr_glow_frame(a, L->market, HILITE);
        }
        break;
    }
    case YS_EV_FLIP: { /* the face-down broker turns over: narrows, then widens face up */
        uint8_t ids[YS_POOL];
        if (e->flip.place >= YS_PLACES) break;
        int k = ys_place_list(v, e->flip.place, ids);
        if (e->flip.pos < 1 || e->flip.pos > k) break;
        UiRect r = ui_layout_broker(L, e->flip.place, e->flip.pos - 1, k);
        float ft = t * 1.25f > 1 ? 1 : t * 1.25f;
        int up = ft >= 0.5f;
        float sx = up ? ft * 2 - 1 : 1 - ft * 2;
        int w = (int)(r.w * sx + 0.5f);
        if (w < 2) w = 2;
        UiRect rr = {r.x + (r.w - w) / 2, r.y - (int)(sinf(ft * 3.14159f) * r.h * 0.3f), w, r.h};
        int pc = dr_pcol(a, e->flip.owner);
        if (up) dr_trace(a, TR_BOARD_UP, e->flip.owner, e->flip.value); /* face down, nothing shows */
        ui_draw_broker_token(g, rr, pc, up ? e->flip.value : -1, up, up ? 1 : 0, 0);
        if (up && e->flip.merc) {
            int d = r.w / 3;
            ui_disc(g, (float)(r.x + r.w - d / 2), (float)(r.y + d / 2), (float)d / 2, 0xB02020FF);
            ui_text(g, FONT_BOLD, d, 0xFFFFFFFF, r.x + r.w - d / 2, r.y - d / 6, AL_CENTER, "5");
        }
        break;
    }
    case YS_EV_AREA:
        if (e->area.place < YS_CITY_PLACES) {
            UiRect ar = L->area[e->area.place];
            dr_glow_frame(a, ar, wc);
            for (int s = 0, x = ar.x + ar.w - ui_sc(L, 6); s < YS_MAX_SEATS; s++) {
                if (e->area.rank.totals[s] < 0 || s >= v->seats) continue;
                snprintf(buf, sizeof buf, "%d", e->area.rank.totals[s]);
                UiRect bd = {x - ui_sc(L, 26), ar.y + ui_sc(L, 2), ui_sc(L, 24), ui_sc(L, 20)};
                ui_round(g, bd, ui_sc(L, 4), ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255));
                ui_text(g, FONT_BOLD, L->font_small * 9 / 10, DARK, bd.x + bd.w / 2, bd.y + 1, AL_CENTER, buf);
                x -= ui_sc(L, 28);
            }
        }
        break;
    case YS_EV_GEM: {
        if (who < 0 || who >= YS_MAX_SEATS) break;
        UiRect from = {L->board.x + L->board.w / 2, L->board.y + L->board.h / 2, ui_sc(L, 26), ui_sc(L, 26)};
        int src = e->gem.source, f = e->gem.from;
        if ((src == YS_FROM_SHIP || src == YS_FROM_PORT) && f < YS_NBHDS)
            from = L->port_gems[f], from.w = from.h = ui_sc(L, 28);
        if (src == YS_FROM_PALACE && f < YS_NBHDS) from = L->palace_card[f], from.w = from.h = ui_sc(L, 28);
        if (src == YS_FROM_ROW && f < 4) from = L->row_gem[f], from.w = from.h = ui_sc(L, 26);
        UiRect to = dr_seat_anchor(a, who);
        if (e->gem.count < 0) { /* given up: from the player back to the board */
            UiRect tmp = from;
            from = to, to = tmp;
        }
        int n = e->gem.count < 0 ? -e->gem.count : e->gem.count;
        for (int i = 0; i < n && i < 6; i++) {
            UiRect r = dr_lerp_rect(from, to, t * 1.3f - i * 0.1f);
            r.x += i * ui_sc(L, 10);
            ui_draw_gem(g, e->gem.colour, r);
        }
        dr_glow_frame(a, L->pl_row[who], wc);
        break;
    }
    case YS_EV_SCORE: {
        if (who < 0 || who >= YS_MAX_SEATS) break;
        int pts = e->score.points;
        UiRect r = ui_layout_score_pos(L, v->score[who] + (int)(pts * (t > 1 ? 1 : t)), who);
        ui_ring(g, r.x + r.w / 2.0f, r.y + r.h / 2.0f, r.w * 1.1f, ui_sc(L, 3), wc);
        snprintf(buf, sizeof buf, "+%d", pts);
        ui_text(g, FONT_BOLD, L->font_big, wc, dr_seat_anchor(a, who).x, L->pl_row[who].y + ui_sc(L, 30), AL_CENTER,
                buf);
        break;
    }
    case YS_EV_CARD:
        if (e->card.nbhd < YS_NBHDS && who >= 0 && who < YS_MAX_SEATS)
            dr_char_card(a, dr_card_flight(a, v, st), e->card.character, 0, 0);
        break;
    case YS_EV_ROW:
        if (e->row.row < 4) {
            UiRect rr = L->row_gem[e->row.row];
            UiRect whole = {rr.x, rr.y, L->cell[3].x + L->cell[3].w - rr.x, rr.h};
            dr_glow_frame(a, whole, wc);
        }
        break;
    case YS_EV_COLUMNS:
        for (int i = 0; i < YS_COLOURS; i++) {
            int c = e->columns.order[i] < YS_COLOURS ? e->columns.order[i] : i;
            UiRect h = L->col_head[c];
            static const char *d[4] = {"+2", "+1", "-1", "-2"};
            ui_round(g, (UiRect){h.x + 2, h.y, ui_sc(L, 24), h.h}, ui_sc(L, 4), 0x000000B0);
            ui_text(g, FONT_BOLD, L->font_small, TEXT, h.x + 4, h.y + 2, AL_LEFT, d[i]);
        }
        break;
    case YS_EV_QUOTE:
        if (e->quote.colour < YS_COLOURS) {
            int c = e->quote.colour, q0 = v->quotation[c];
            float qt = q0 + e->quote.steps * (t > 1 ? 1 : t);
            int q = (int)(qt + 0.5f);
            UiRect m = ui_layout_scale_step(L, c, q);
            dr_glow_frame(a, L->scale_col[c], HILITE);
            ui_ring(g, m.x + m.w / 2.0f, m.y + m.h / 2.0f, (float)m.w, ui_sc(L, 2), 0xFFFFFFFF);
        }
        break;
    case YS_EV_BIDDER:
        dr_glow_frame(a, L->market, wc);
        break;
    case YS_EV_THRONE:
        dr_glow_frame(a, L->throne, HILITE);
        break;
    default:
        break;
    }
}
