/* draw_panels.c - the panels around the board: a row per player, the
 * screen of the player at the table (brokers behind and in front, gems,
 * hand), the header, the action bar, the log and tooltips. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw.h"

/* ------------------------------------------------------------------ */
/* Players */

void dr_player_row(UiApp *a, const YsView *v, int s)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect r = L->pl_row[s];
    int to_move = v->to_move == s && !ys_over(v);
    dr_panel(a, r, to_move ? 0x2E465AFF : PANEL);
    if (!IN_STATE) return;
    uint32_t rgb = ui_player_rgb[dr_pcol(a, s)];
    ui_fill(g, (UiRect){r.x, r.y, ui_sc(L, 8), r.h}, ui_rgb_a(rgb, 255));
    if (to_move) dr_glow_frame(a, r, ui_rgb_a(rgb, 255));
    UiRect em = {r.x + ui_sc(L, 14), r.y + ui_sc(L, 6), ui_sc(L, 26), ui_sc(L, 26)};
    char en[24];
    snprintf(en, sizeof en, s == YS_NEUTRAL && v->opt.players == 2 ? "emblem_neutral" : "emblem_%d", dr_pcol(a, s));
    if (!ui_art_draw(g, en, em, ui_rgb_a(rgb, 255)))
        ui_disc(g, em.x + em.w / 2.0f, em.y + em.h / 2.0f, em.w / 2.0f, ui_rgb_a(rgb, 255));
    char buf[96];
    int x = em.x + em.w + ui_sc(L, 6);
    /* who plays the seat: a person here or elsewhere, a bot, a bot for a person who left */
    const char *tag = "", *name = a->ses.names[s];
    char bot_for[64];
    if (s < v->opt.players) {
        UiPlays pl = a->ses.who[s].plays;
        tag = pl == UI_PLAYS_AWAY                           ? ui_str(S_PLAYS_AWAY)
              : pl == UI_PLAYS_BOT                          ? ui_str(S_BOT)
              : pl == UI_PLAYS_HERE || a->ses.seat[s].human ? ui_str(S_HUMAN)
              : pl == UI_PLAYS_BOT_FOR                      ? ""
                                                            : ui_str(S_BOT);
        if (pl == UI_PLAYS_BOT_FOR) {
            snprintf(bot_for, sizeof bot_for, ui_str(S_PLAYS_BOT_FOR), a->ses.names[s]);
            name = bot_for, tag = "";
        }
    }
    snprintf(buf, sizeof buf, "%d", v->score[s]);
    int score_x = r.x + r.w - ui_sc(L, 10) - ui_text_w(g, FONT_BOLD, L->font_big, buf);
    ui_text(g, FONT_BOLD, L->font_big, GOLD, r.x + r.w - ui_sc(L, 10), r.y + ui_sc(L, 2), AL_RIGHT, buf);
    /* the name, then Human or Bot, short of the score (a long name ends in "...") */
    int tag_w = *tag ? ui_sc(L, 6) + ui_text_w(g, FONT_SANS, L->font_small, tag) : 0;
    int w =
        ui_text_fit(g, FONT_BOLD, L->font_body, TEXT, x, r.y + ui_sc(L, 5), score_x - ui_sc(L, 8) - tag_w - x, name);
    if (*tag) ui_text(g, FONT_SANS, L->font_small, DIM, x + w + ui_sc(L, 6), r.y + ui_sc(L, 8), AL_LEFT, tag);
    /* order card, front brokers, gems, hidden counts */
    int y2 = r.y + ui_sc(L, 36);
    int xx = r.x + ui_sc(L, 14);
    if (s < v->opt.players) {
        UiRect oc = {xx, y2, ui_sc(L, 26), ui_sc(L, 34)};
        /* while places are chosen, a player who has not chosen yet holds no
         * card ("?"), and the one choosing now is lit */
        int seating = v->dec == YS_DEC_SEAT, chosen = 0;
        for (int i = 0; seating && i < ys_seats_chosen(v) && i < YS_MAX_HUMANS; i++)
            chosen |= v->seat_order[i] == s;
        int next = seating && ys_seats_chosen(v) < v->opt.players && v->seat_order[ys_seats_chosen(v)] == s;
        if (!ui_art_draw(g, "order_card", oc, seating && !chosen ? 0x808080FF : 0xFFFFFFFF))
            ui_round(g, oc, ui_sc(L, 3), seating && !chosen ? 0x8A8270FF : 0xE8DDC0FF);
        if (next) dr_glow_frame(a, oc, HILITE);
        if (seating && !chosen)
            snprintf(buf, sizeof buf, "?");
        else
            snprintf(buf, sizeof buf, "%d", v->order_card[s]);
        ui_text(g, FONT_BOLD, L->font_body, DARK, oc.x + oc.w / 2, oc.y + (oc.h - L->font_body * 4 / 3) / 2, AL_CENTER,
                buf);
        xx += oc.w + ui_sc(L, 8);
        /* front brokers are public */
        int tk = ui_sc(L, 24);
        for (int val = 0; val < YS_VALUES; val++)
            for (int k = 0; k < v->front[s][val]; k++) {
                dr_trace(a, TR_FRONT, s, val);
                ui_draw_broker_token(g, (UiRect){xx, y2 + ui_sc(L, 5), tk, tk}, dr_pcol(a, s), val, 1, 0, 0);
                xx += tk + ui_sc(L, 2);
            }
        if (!v->bids_revealed && v->phase == YS_PHASE_BID && (v->bid_done >> s & 1)) {
            ui_text(g, FONT_SANS, L->font_small, DIM, xx, y2 + ui_sc(L, 8), AL_LEFT, ui_str(S_BID_READY));
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
        int px = L->font_small * 9 / 10;
        ui_text(g, FONT_SANS, px, DIM, r.x + r.w - ui_sc(L, 10), r.y + r.h - ui_text_h(g, FONT_SANS, px) - ui_sc(L, 2),
                AL_RIGHT, buf);
    }
}

/* Every player's screen at once, for the referee of a finished game's
 * replay ("Everything"): a row a player with the brokers behind the
 * screen, the neutral brokers a human holds (2 players) and the hand. */
static void all_screens(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect me = L->me;
    int x = me.x + ui_sc(L, 20), y = me.y + ui_sc(L, 12), n = v->opt.players;
    ui_text(g, FONT_SANS, L->font_small, DIM, x, y, AL_LEFT, ui_str(S_RP_REFEREE_PANEL));
    y += ui_text_h(g, FONT_SANS, L->font_small) + ui_sc(L, 10);
    int head = y, rh = (me.y + me.h - ui_sc(L, 8) - head - L->font_small * 3 / 2) / (n > 0 ? n : 1);
    if (rh > ui_sc(L, 56)) rh = ui_sc(L, 56);
    int tk = rh - ui_sc(L, 12) < ui_sc(L, 34) ? rh - ui_sc(L, 12) : ui_sc(L, 34), step = tk + ui_sc(L, 2);
    /* the columns: names, the brokers (as many as the fullest row holds), the hands */
    int bx = x + ui_sc(L, 190), most = 0;
    for (int p = 0; p < n; p++) {
        int k = 0;
        for (int val = 0; val < YS_VALUES; val++)
            k += v->behind[p][val] + (n == 2 ? v->neutral_supply[p][val] : 0);
        k += n == 2; /* a gap before the neutral brokers */
        if (k > most) most = k;
    }
    const char *behind = ui_str(n == 2 ? S_RP_BEHIND_NEUTRAL : S_RP_BEHIND);
    int cx = bx + most * step, right = me.x + me.w - ui_sc(L, 16);
    if (cx < bx + ui_text_w(g, FONT_BOLD, L->font_small, behind))
        cx = bx + ui_text_w(g, FONT_BOLD, L->font_small, behind);
    cx += ui_sc(L, 30);
    if (cx > right - ui_sc(L, 160)) cx = right - ui_sc(L, 160);
    ui_text(g, FONT_BOLD, L->font_small, DIM, bx, head, AL_LEFT, behind);
    ui_text(g, FONT_BOLD, L->font_small, DIM, cx, head, AL_LEFT, ui_str(S_HAND));
    y = head + L->font_small * 3 / 2;
    for (int p = 0; p < n; p++, y += rh) {
        uint32_t rgb = ui_player_rgb[dr_pcol(a, p)];
        ui_fill(g, (UiRect){x - ui_sc(L, 10), y + ui_sc(L, 4), ui_sc(L, 5), rh - ui_sc(L, 8)}, ui_rgb_a(rgb, 255));
        int ty = y + (rh - ui_text_h(g, FONT_BOLD, L->font_body)) / 2;
        ui_text_fit(g, FONT_BOLD, L->font_body, ui_rgb_a(rgb, 255), x, ty, bx - x - ui_sc(L, 10), a->ses.names[p]);
        int tx = bx, top = y + (rh - tk) / 2;
        for (int val = 0; val < YS_VALUES; val++)
            for (int k = 0; k < v->behind[p][val] && tx + tk <= cx; k++, tx += step) {
                dr_trace(a, TR_BEHIND, p, val);
                ui_draw_broker_token(g, (UiRect){tx, top, tk, tk}, dr_pcol(a, p), val, 1, 0, 0);
            }
        tx += step;
        for (int val = 0; val < YS_VALUES && n == 2; val++)
            for (int k = 0; k < v->neutral_supply[p][val] && tx + tk <= cx; k++, tx += step) {
                dr_trace(a, TR_NEUTRAL, p, val);
                ui_draw_broker_token(g, (UiRect){tx, top, tk, tk}, 4, val, 1, 0, 0);
            }
        char hand[256] = "";
        for (int c = 0; c < YS_CHARACTER_COUNT; c++)
            if (v->hand[p] >> c & 1) {
                dr_trace(a, TR_HAND, p, c);
                size_t l = strlen(hand);
                snprintf(hand + l, sizeof hand - l, "%s%s", l ? ui_str(S_LIST_SEP) : "", ui_char_str(c));
            }
        ui_text_fit(g, FONT_SANS, L->font_small, hand[0] ? TEXT : 0x6A7680FF, cx,
                    y + (rh - ui_text_h(g, FONT_SANS, L->font_small)) / 2, right - cx, hand[0] ? hand : "-");
    }
}

void dr_me(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect me = L->me;
    int p = v->viewer;
    dr_panel(a, me, PANEL);
    if (!IN_STATE) return;
    if (a->ses.referee) {
        all_screens(a, v);
        return;
    }
    if (p < 0 || p >= v->opt.players) {
        ui_text(g, FONT_TITLE, L->font_big, DIM, me.x + me.w / 2, me.y + me.h / 2 - L->font_big, AL_CENTER,
                ui_str(S_SPECTATOR));
        return;
    }
    uint32_t rgb = ui_player_rgb[dr_pcol(a, p)];
    ui_fill(g, (UiRect){me.x, me.y, me.w, ui_sc(L, 4)}, ui_rgb_a(rgb, 255));
    char buf[96];
    snprintf(buf, sizeof buf, "%s", a->ses.names[p]);
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
        UiRect lab = ui_layout_label(L, UI_LABEL_BEHIND);
        if (tw + ui_sc(L, 16) < lab.w) lab.w = tw + ui_sc(L, 16);
        ui_round(g, lab, ui_sc(L, 5), 0x00000070);
        ui_text(g, FONT_BOLD, px, TEXT, lab.x + ui_sc(L, 8), lab.y + (lab.h - px * 4 / 3) / 2, AL_LEFT,
                ui_str(S_BEHIND));
    }
    int vals[32], n = 0;
    for (int val = 0; val < YS_VALUES; val++)
        for (int k = 0; k < v->behind[p][val]; k++)
            vals[n++] = val;
    for (int i = 0; i < n; i++) {
        UiRect r = dr_behind_rect(a, i, n);
        int glow = !a->ses.animating && a->game.targets.behind[vals[i]] ? 1 : 0;
        int sel = 0;
        if (a->game.pick.mode == PM_BID)
            for (int j = 0; j < a->game.pick.nsel; j++)
                sel |= a->game.pick.sel_slot[j] == i;
        if (a->game.pick.mode == PM_BROKER && a->game.pick.src == UI_SRC_BEHIND && a->game.pick.slot == i) sel = 1;
        if (sel) r.y -= ui_sc(L, 8), glow = 2;
        dr_trace(a, TR_BEHIND, p, vals[i]);
        ui_draw_broker_token(g, r, dr_pcol(a, p), vals[i], 1, glow, 0);
    }
    /* before the screen */
    UiRect f = ui_layout_label(L, UI_LABEL_FRONT);
    ui_text(g, FONT_BOLD, L->font_small, DIM, f.x, f.y, AL_LEFT, ui_str(S_FRONT));
    n = 0;
    for (int val = 0; val < YS_VALUES; val++)
        for (int k = 0; k < v->front[p][val]; k++)
            vals[n++] = val;
    for (int i = 0; i < n; i++) {
        UiRect r = ui_layout_front(L, i, n);
        int glow = !a->ses.animating && a->game.targets.front[vals[i]];
        if (a->game.pick.mode == PM_BROKER && a->game.pick.src == UI_SRC_FRONT && a->game.pick.slot == i) glow = 2;
        dr_trace(a, TR_FRONT, p, vals[i]);
        ui_draw_broker_token(g, r, dr_pcol(a, p), vals[i], 1, glow, 0);
    }
    if (v->opt.players == 2) {
        UiRect nr = ui_layout_label(L, UI_LABEL_NEUTRAL);
        ui_text(g, FONT_BOLD, L->font_small, DIM, nr.x, nr.y, AL_LEFT, ui_str(S_NEUTRAL_SUPPLY));
        n = 0;
        for (int val = 0; val < YS_VALUES; val++)
            for (int k = 0; k < v->neutral_supply[p][val]; k++)
                vals[n++] = val;
        for (int i = 0; i < n; i++) {
            UiRect r = ui_layout_neutral(L, i, n);
            int glow = !a->ses.animating && a->game.targets.neutral[vals[i]];
            if (a->game.pick.mode == PM_BROKER && a->game.pick.src == UI_SRC_NEUTRAL && a->game.pick.slot == i)
                glow = 2;
            dr_trace(a, TR_NEUTRAL, p, vals[i]);
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
    /* in the sans face: a serif 1 reads as the turn track's Roman I */
    ui_text(g, FONT_BOLD, L->font_title * 6 / 10, DARK, oc.x + oc.w / 2, oc.y + oc.h / 2 - L->font_title * 4 / 10,
            AL_CENTER, buf);
    UiRect gr = L->gems;
    int gs = ui_sc(L, 20), tx = gr.x + ui_sc(L, 32), named = 1;
    /* the counts with the colours' names, or the counts alone (all five
     * alike) where a name would run under the character cards: the gems
     * beside them say the colours */
    for (int c = 0; c < 5; c++) {
        snprintf(buf, sizeof buf, "%d %s", v->gems[p][c], ui_colour_str(c));
        if (tx + ui_text_w(g, FONT_SANS, L->font_small, buf) > L->hand.x - ui_sc(L, 4)) named = 0;
    }
    ui_panel_push(g, (UiRect){gr.x, gr.y, L->hand.x - ui_sc(L, 4) - gr.x, gr.h}, "gem list");
    for (int c = 0; c < 5; c++) {
        int y = gr.y + c * ui_sc(L, 24);
        ui_draw_gem(g, c, (UiRect){gr.x + ui_sc(L, 6), y, gs, gs});
        if (named)
            snprintf(buf, sizeof buf, "%d %s", v->gems[p][c], ui_colour_str(c));
        else
            snprintf(buf, sizeof buf, "%d", v->gems[p][c]);
        ui_text(g, FONT_SANS, L->font_small, v->gems[p][c] ? TEXT : 0x6A7680FF, tx, y, AL_LEFT, buf);
    }
    ui_panel_pop(g);
    /* hand */
    UiRect h = ui_layout_label(L, UI_LABEL_HAND);
    ui_text(g, FONT_BOLD, L->font_small, DIM, h.x, h.y, AL_LEFT, ui_str(S_HAND));
    int cards[YS_CHARACTER_COUNT], nc = 0;
    for (int c = 0; c < YS_CHARACTER_COUNT; c++)
        if (v->hand[p] & (1u << c)) cards[nc++] = c;
    for (int i = 0; i < nc; i++) {
        UiRect r = ui_layout_hand_card(L, i, nc);
        int glow = !a->ses.animating && ((a->game.targets.cards >> cards[i]) & 1);
        if (a->game.pick.mode == PM_CARD && a->game.pick.card == cards[i]) r.y -= ui_sc(L, 10), glow = 2;
        dr_trace(a, TR_HAND, p, cards[i]);
        dr_char_card(a, r, cards[i], glow, 0);
        if (v->won_round[cards[i]] >= v->round) {
            /* won this turn: played from the next on (on two lines where the words are wider than the card) */
            const char *tag = ui_str(S_HAND_NEXT_TURN);
            int px = a->L.font_small * 9 / 10, room = r.w - 8, starts[2], lens[2];
            int nl = ui_text_lines(g, FONT_SANS, px, room, tag, starts, lens, 2), lh = ui_text_h(g, FONT_SANS, px);
            ui_fill(g, (UiRect){r.x + 3, r.y + 3, r.w - 6, nl * lh + 6}, 0x000000A0);
            ui_text_centred_lines(g, FONT_SANS, px, 0xFFD0A0FF, r.x + r.w / 2, r.y + 4, lh, room, tag, starts, lens,
                                  nl);
        }
    }
    if (!nc) ui_text(g, FONT_SANS, L->font_small, 0x6A7680FF, h.x, h.y + ui_sc(L, 28), AL_LEFT, "-");
}

/* ------------------------------------------------------------------ */
/* Panels */

const char *dr_phase_str(const YsView *v)
{
    static const UiStrId ids[] = {S_PH_BID, S_PH_SEAT, S_PH_CARDS, S_PH_PLACE, S_PH_COUNT, S_PH_THRONE, S_PH_OVER};
    return ui_str(ids[v->phase <= YS_PHASE_OVER ? v->phase : 0]);
}

/* The top bar's line left of the turn track: as large as fits there, never
 * below the 12 px floor. */
static void top_line(UiApp *a, int x, const char *s)
{
    const UiLayout *L = &a->L;
    int px = L->font_body, room = L->turn_track.x - ui_sc(L, 8) - x;
    while (px > L->min_px && px > 8 && ui_text_w(&a->gfx, FONT_BOLD, px, s) > room)
        px--;
    ui_text(&a->gfx, FONT_BOLD, px, TEXT, x, L->top.y + (L->top.h - ui_text_h(&a->gfx, FONT_BOLD, px)) / 2, AL_LEFT, s);
}

void dr_top(UiApp *a, const YsView *v)
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
    /* during a move's story the header follows the step told: counting
     * and the final scoring name themselves, and nobody is to play */
    int counting = ui_session_counting(&a->ses);
    if (IN_STATE && counting) {
        snprintf(r, sizeof r, ui_str(S_ROUND), v->round);
        snprintf(buf, sizeof buf, "%s  ·  %s", r, ui_str(counting == 2 ? S_FINAL_TITLE : S_PH_COUNT));
        top_line(a, x, buf);
    } else if (IN_STATE) {
        snprintf(r, sizeof r, ui_str(S_ROUND), v->round);
        if (v->dec == YS_DEC_PLACE || v->dec == YS_DEC_AFTER)
            snprintf(buf, sizeof buf, "%s  ·  %s %d/%d", r, dr_phase_str(v), ys_placement(v) + 1,
                     ys_turn_placements(v));
        else
            snprintf(buf, sizeof buf, "%s  ·  %s", r, dr_phase_str(v));
        top_line(a, x, buf);
        if (v->to_move >= 0 && !ys_over(v)) {
            snprintf(buf, sizeof buf, ui_str(S_TURN_OF), a->ses.names[v->to_move]);
            /* up to the top bar's buttons: the words as large as fit, never
             * below the floor; the name alone where they do not fit even
             * then (its row in the side panel is lit as well) */
            int rx = L->turn_track.x + L->turn_track.w + ui_sc(L, 12);
            UiRect room = {rx, L->top.y, L->btn_hint.x - ui_sc(L, 8) - rx, L->top.h};
            int px = L->font_body;
            while (px > L->min_px && px > 8 && ui_text_w(g, FONT_BOLD, px, buf) > room.w)
                px--;
            if (ui_text_w(g, FONT_BOLD, px, buf) > room.w) {
                px = L->font_body;
                snprintf(buf, sizeof buf, "%s", a->ses.names[v->to_move]);
            }
            if (ui_text_w(g, FONT_BOLD, px, buf) > room.w) buf[0] = 0;
            ui_panel_push(g, room, "top bar: to play");
            ui_text(g, FONT_BOLD, px, ui_rgb_a(ui_player_rgb[dr_pcol(a, v->to_move)], 255), room.x,
                    L->top.y + (L->top.h - ui_text_h(g, FONT_BOLD, px)) / 2, AL_LEFT, buf);
            ui_panel_pop(g);
        }
    }
    if (!IN_OVER) return;
    static const UiStrId pace_ids[3] = {S_PACE_FAST, S_PACE_NORMAL, S_PACE_SLOW};
    int pi = a->ses.pace < 0.8f ? 0 : a->ses.pace < 1.3f ? 1 : 2;
    snprintf(buf, sizeof buf, ui_str(S_PACE), ui_str(pace_ids[pi]));
    dr_button(a, L->btn_pace, buf, 1, 0, -1);
    dr_button(a, L->btn_menu, ui_str(S_MENU), 1, 0, -1);
    /* the coach holds the story it speaks about: nothing to skip then */
    if (a->ses.animating && !a->tutor.on) dr_button(a, L->btn_skip, ui_str(S_CLICK_SKIP), 1, 0, -1);
}

void dr_action(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect r = L->action;
    int mine = !a->ses.animating && v->viewer >= 0 && v->to_move == v->viewer && a->ses.seat[v->viewer].human;
    uint32_t rgb = v->to_move >= 0 ? ui_player_rgb[dr_pcol(a, v->to_move)] : 0x888888;
    dr_panel(a, r, mine ? 0x2B3F33F8 : PANEL);
    if (IN_STATE) ui_fill(g, (UiRect){r.x, r.y, r.w, ui_sc(L, 4)}, ui_rgb_a(rgb, 255));
    char buf[200];
    if (a->ses.animating) {
        if (!IN_STATE) return;
        UiAnimStep *st = ui_anim_cur(&a->ses.anim);
        /* a caption may be long (a ranking, the final scoring): the whole bar */
        UiRect cr = {L->prompt.x, L->prompt.y, L->prompt.w, r.h - ui_sc(L, 36)};
        int h = ui_text_wrap(g, FONT_BOLD, L->font_body, TEXT, cr, st ? st->caption : "");
        /* under it the rule at work, where the caption does not say what the
         * step brings (not while the coach speaks: its box tells the story) */
        char rule[400];
        int skip_line = !a->tutor.on;
        if (st && st->kind == AN_EVENT && !a->tutor.on && ui_event_rule(v, &st->ev, rule, sizeof rule)) {
            /* whole, or not at all; where a long caption (a tie told) leaves
             * too little room above the panel's "click to skip", the rule
             * takes its line: the top bar's button says it too */
            UiRect rr = {cr.x, cr.y + h + ui_sc(L, 6), cr.w, cr.h - h - ui_sc(L, 6)};
            int need = ui_text_wrap_h(g, FONT_SANS, L->font_small, rr.w, rule);
            if (need > rr.h) {
                rr.h = r.y + r.h - ui_sc(L, 4) - rr.y;
                skip_line = 0;
            }
            if (need <= rr.h)
                ui_text_wrap(g, FONT_SANS, L->font_small, DIM, rr, rule);
            else
                skip_line = 1;
        }
        if (skip_line)
            ui_text(g, FONT_SANS, L->font_small, DIM, r.x + r.w - ui_sc(L, 8), r.y + r.h - L->font_small * 3 / 2,
                    AL_RIGHT, ui_str(S_CLICK_SKIP));
        return;
    }
    if (ys_over(v)) return;
    if (mine) {
        if (IN_STATE) {
            int px;
            UiRect pr = dr_prompt_rect(a, &px);
            ui_text_wrap(g, FONT_BOLD, px, TEXT, pr, a->game.targets.prompt_text);
        }
        for (int i = 0; i < a->game.targets.nbuttons && IN_OVER; i++) {
            const UiButton *b = &a->game.targets.btn[i];
            dr_button(a, b->r, b->label, b->on, b->sel, b->colour);
        }
        return;
    }
    if (v->to_move >= 0) {
        snprintf(buf, sizeof buf, ui_str(S_P_WAIT_BOT), a->ses.names[v->to_move]);
        if (IN_STATE) ui_text_wrap(g, FONT_BOLD, L->font_body, TEXT, L->prompt, buf);
        if (IN_STATE && v->dec == YS_DEC_SEAT) { /* the order cards still free */
            int cx = L->buttons.x;
            for (int c = 1; c <= v->opt.players; c++) {
                if (v->seat_taken >> c & 1) continue;
                UiRect oc = {cx, L->buttons.y + ui_sc(L, 8), ui_sc(L, 34), ui_sc(L, 44)};
                if (!ui_art_draw(g, "order_card", oc, 0xFFFFFFFF)) ui_round(g, oc, ui_sc(L, 3), 0xE8DDC0FF);
                snprintf(buf, sizeof buf, "%d", c);
                ui_text(g, FONT_BOLD, L->font_big, DARK, oc.x + oc.w / 2, oc.y + (oc.h - L->font_big * 4 / 3) / 2,
                        AL_CENTER, buf);
                cx += oc.w + ui_sc(L, 10);
            }
        }
        if (!IN_OVER || !a->game.bot.busy) return;
        /* a small spinner while a bot thinks */
        float t = (float)(a->now % 1200) / 1200.0f * 6.2831853f;
        int cx = r.x + r.w / 2, cy = r.y + r.h * 2 / 3;
        for (int i = 0; i < 8; i++) {
            float an = t + (float)i * 0.785f;
            ui_disc(g, cx + cosf(an) * ui_sc(L, 18), cy + sinf(an) * ui_sc(L, 18), (float)ui_sc(L, 3),
                    ui_rgb_a(rgb, 60 + i * 24));
        }
    }
}

UiRect dr_prompt_rect(UiApp *a, int *px)
{
    const UiLayout *L = &a->L;
    const UiTargets *t = &a->game.targets;
    UiRect r = L->prompt;
    /* with no button under it, the prompt takes their room too */
    if (!t->nbuttons) r.h = L->buttons.y + L->buttons.h - r.y;
    *px = L->font_body;
    int lh = ui_text_wrap_h(&a->gfx, FONT_BOLD, *px, r.w, "A");
    /* a prompt longer than its room (the Spy's peeks after it, in French:
     * "...Espion : cliquez sur un" cut short) takes the small size */
    if (ui_text_wrap_h(&a->gfx, FONT_BOLD, *px, r.w, t->prompt_text) > r.h + lh / 2) *px = ui_min_px(a, L->font_small);
    return r;
}

/* The game log, newest at the foot, each entry wrapped to the panel. */
void dr_log(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect r = L->log;
    dr_panel(a, r, PANEL);
    if (IN_BASE)
        ui_text(g, FONT_BOLD, L->font_body, GOLD, r.x + ui_sc(L, 10), r.y + ui_sc(L, 6), AL_LEFT, ui_str(S_LOG));
    if (!IN_STATE) return;
    int px = L->font_small;
    int lh = px * 4 / 3;
    int gap = ui_sc(L, 3);
    int top = r.y + ui_sc(L, 34), bottom = r.y + r.h - ui_sc(L, 8);
    int tx = r.x + ui_sc(L, 10), tw = r.w - ui_sc(L, 22);
    int indent = ui_sc(L, 10);
    int last = a->ses.nlog - a->ses.log_scroll;
    int first = a->ses.nlog > UI_LOG_MAX ? a->ses.nlog - UI_LOG_MAX : 0;
    /* from the newest back, whole entries only (a line that begins
     * mid-sentence reads as nonsense), until the panel is full; an entry
     * taller than the whole panel shows its beginning */
    int y = bottom;
    ui_panel_push(g, r, "game log");
    for (int i = last - 1; i >= first && y > top; i--) {
        const UiLogLine *l = &a->ses.log[i % UI_LOG_MAX];
        const char *s = ui_log_line_words(l, a->ses.viewer, a->ses.referee);
        uint32_t c = s[0] == '*' ? GOLD : (i % 2 ? 0xD8D2C2FF : TEXT);
        if (s[0] == '*') s++;
        int starts[8], lens[8];
        int n = ui_text_lines(g, FONT_SANS, px, tw - indent, s, starts, lens, 8);
        if (y - n * lh - gap < top) {
            if (y < bottom) break;
            n = (bottom - top) / lh;
            y = top + n * lh + gap;
        }
        y -= n * lh + gap;
        for (int k = 0; k < n; k++) {
            int ly = y + k * lh;
            char line[256];
            int len = lens[k] < (int)sizeof line - 1 ? lens[k] : (int)sizeof line - 1;
            memcpy(line, s + starts[k], (size_t)len);
            line[len] = 0;
            ui_text(g, FONT_SANS, px, c, tx + (k ? indent : 0), ly, AL_LEFT, line);
        }
    }
    ui_panel_pop(g);
}

/* ------------------------------------------------------------------ */
/* Tooltip */

void dr_tooltip_text(UiApp *a, const YsView *v, UiHit h, char *buf, int len)
{
    char pl[64];
    buf[0] = 0;
    switch (h.kind) {
    case HIT_BEHIND:
        if (h.value >= 0)
            snprintf(buf, (size_t)len, "%s %d. %s", a->ses.names[v->viewer], h.value, ui_str(S_TT_BEHIND));
        else
            snprintf(buf, (size_t)len, "%s", ui_str(S_TT_BEHIND));
        break;
    case HIT_FRONT:
        snprintf(buf, (size_t)len, "%s", ui_str(S_TT_FRONT));
        break;
    case HIT_NEUTRAL:
        snprintf(buf, (size_t)len, ui_str(S_TT_NEUTRAL), h.value);
        break;
    case HIT_BROKER: {
        const YsBroker *b = &v->pool[h.id];
        ui_place_str(h.place, pl, sizeof pl);
        const char *who = b->owner < YS_MAX_SEATS ? a->ses.names[b->owner] : "?";
        int mine = b->owner == v->viewer && !(v->opt.players == 2 && b->owner == YS_NEUTRAL);
        int showv = b->value != YS_UNKNOWN && (b->up || b->revealed || b->peeked || (mine && v->opt.peek));
        if (showv)
            snprintf(buf, (size_t)len, ui_str(S_TT_BROKER), who, b->value,
                     b->up || b->revealed ? ui_str(S_FACE_UP)
                     : b->peeked          ? ui_str(S_PEEKED)
                                          : ui_str(S_FACE_DOWN));
        else
            snprintf(buf, (size_t)len, ui_str(S_TT_BROKER_HIDDEN), who);
        size_t l = strlen(buf);
        snprintf(buf + l, (size_t)len - l, " - %s%s", pl, b->merc ? " - " : "");
        if (b->merc) {
            l = strlen(buf);
            snprintf(buf + l, (size_t)len - l, "%s", ui_str(S_MERC));
        }
        break;
    }
    case HIT_CARD:
    case HIT_PALACE_CARD:
        if (h.card >= 0 && h.card < YS_CHARACTER_COUNT)
            snprintf(buf, (size_t)len, "%s: %s", ui_char_str(h.card), ui_char_desc(h.card, v->opt.kings_favor));
        break;
    case HIT_PLACE:
        if (YS_IS_CITY(h.place)) {
            static const UiStrId ids[3] = {S_TT_AREA_PORT, S_TT_AREA_COMMERCE, S_TT_AREA_PALACE};
            snprintf(buf, (size_t)len, ui_str(ids[h.place % 3]), h.place / 3 + 1);
            if (v->queen_place == h.place) { /* its label strip says "Locked"; here, by whom */
                size_t l = strlen(buf);
                snprintf(buf + l, (size_t)len - l, " %s.", ui_str(S_QUEEN_LOCK));
            }
            ui_leads_tooltip(a, v, YS_LEAD_AREA, h.place, buf, len);
        } else if (YS_IS_MARKET(h.place)) {
            if (YS_MARKET_ROW(h.place) > 0 && !ys_place_open(v, h.place))
                snprintf(buf, (size_t)len, ui_str(S_TT_ROW_CLOSED), YS_MARKET_ROW(h.place));
            else if (YS_MARKET_ROW(h.place) == 0)
                snprintf(buf, (size_t)len, "%s", ui_str(S_TT_ROW0));
            else
                snprintf(buf, (size_t)len, ui_str(S_TT_MARKET_CELL), YS_MARKET_ROW(h.place),
                         ui_colour_str(YS_MARKET_COL(h.place)));
        } else {
            snprintf(buf, (size_t)len, "%s", ui_str(S_TT_THRONE));
        }
        break;
    case HIT_SHIP: /* who takes the gems, and how many: 4 players differ */
        snprintf(buf, (size_t)len, ui_str(v->opt.players == 4 ? S_TT_SHIP_4 : S_TT_SHIP_3), h.nb + 1);
        ui_leads_tooltip(a, v, YS_LEAD_NBHD, h.nb, buf, len);
        break;
    case HIT_PORT_GEM:
        snprintf(buf, (size_t)len, ui_str(S_TT_GEM), ui_colour_str(h.colour));
        break;
    case HIT_ROW_GEM:
        if (h.place == 0)
            snprintf(buf, (size_t)len, "%s", ui_str(S_TT_ROW0));
        else if (!ys_place_open(v, YS_PLACE_MARKET(h.place, 0)))
            snprintf(buf, (size_t)len, ui_str(S_TT_ROW_CLOSED), h.place);
        else if (h.colour != YS_NONE && h.colour < 6) {
            snprintf(buf, (size_t)len, ui_str(S_TT_ROW_GEM), h.place, ui_colour_str(h.colour));
            ui_leads_tooltip(a, v, YS_LEAD_ROW, h.place, buf, len);
        }
        break;
    case HIT_SCALE:
    case HIT_COL_HEAD:
        snprintf(buf, (size_t)len, ui_str(S_TT_SCALE), ui_colour_str(h.colour), v->quotation[h.colour]);
        buf[0] = (char)(buf[0] >= 'a' && buf[0] <= 'z' ? buf[0] - 32 : buf[0]);
        break;
    case HIT_ORDER:
        snprintf(buf, (size_t)len, ui_str(S_TT_ORDER), v->order_card[h.seat]);
        break;
    case HIT_PLAYER:
        if (h.seat < v->opt.players)
            snprintf(buf, (size_t)len, ui_str(S_TT_PLAYER), a->ses.names[h.seat], v->score[h.seat],
                     v->order_card[h.seat], v->behind_count[h.seat], v->hand_count[h.seat]);
        else
            snprintf(buf, (size_t)len, "%s: %d", a->ses.names[h.seat], v->score[h.seat]);
        break;
    case HIT_TURN:
        snprintf(buf, (size_t)len, "%s", ui_str(S_TT_TURN));
        break;
    case HIT_SCORE:
        snprintf(buf, (size_t)len, "%s", ui_str(S_TT_SCORE));
        break;
    case HIT_GEMS:
        snprintf(buf, (size_t)len, "%s", ui_str(S_GEMS));
        break;
    default:
        break;
    }
}

void dr_tooltip(UiApp *a, const YsView *v)
{
    if (!a->hover_on || a->dr.no_tip) return;
    char buf[800];
    if (ui_leads_badge_tip(a, v, a->mx, a->my, buf, sizeof buf)) { /* a badge: what it says */
        dr_tooltip_show(a, buf);
        return;
    }
    UiHit h = ui_hit_test(&a->L, v, a->mx, a->my);
    dr_tooltip_text(a, v, h, buf, sizeof buf);
    dr_tooltip_show(a, buf);
}

void dr_tooltip_show(UiApp *a, const char *buf) { dr_tooltip_show_at(a, a->mx, a->my, buf); }

void dr_tooltip_show_at(UiApp *a, int mx, int my, const char *buf) { dr_tooltip_box(a, mx, my, -1, buf); }

void dr_tooltip_box(UiApp *a, int mx, int my, int above, const char *buf)
{
    if (!buf || !buf[0]) return;
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
    int x = mx + ui_sc(&a->L, 16), y = my + ui_sc(&a->L, 18);
    if (x + w > a->out_w) x = mx - w - ui_sc(&a->L, 8);
    if (y + hh > a->out_h) y = my - hh - ui_sc(&a->L, 8);
    if (above >= 0 && above - hh - ui_sc(&a->L, 4) >= 0) x = mx, y = above - hh - ui_sc(&a->L, 4);
    UiRect r = {x, y, w, hh};
    ui_round(g, r, ui_sc(&a->L, 5), 0x0A0F14F0);
    ui_frame(g, r, GOLD, 1);
    ui_text_wrap(g, FONT_SANS, px, TEXT, (UiRect){x + ui_sc(&a->L, 8), y + ui_sc(&a->L, 4), w - ui_sc(&a->L, 16), hh},
                 buf);
}
