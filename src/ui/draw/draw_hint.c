/* draw_hint.c - over the game scene, never cached: the Hint button, the
 * suggested move's place lit on the board, a callout beside it with the
 * move in words and the bot's one-line reason; and the hover of the action
 * buttons (drawn in a cached layer). */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "ui_reason_text.h"

/* The place a move is made on, or -1 (a bid, a card, gems). */
static int hint_place(const YsMove *m)
{
    switch (m->kind) {
    case YS_MV_UP:
    case YS_MV_DOWN:
    case YS_MV_NEUTRAL:
    case YS_MV_PEEK:
        return m->place < YS_PLACES ? m->place : -1;
    default:
        return -1;
    }
}

void ui_hint_text(UiApp *a, char *text, int len)
{
    const UiHint *h = &a->hint;
    text[0] = 0;
    if (h->state == UI_HINT_THINKING) {
        snprintf(text, (size_t)len, "%s", ui_str(S_HINT_THINKING));
    } else if (h->state == UI_HINT_SHOWN) {
        UiLogLine line;
        ui_move_caption(&a->ses.view, a->ses.viewer, &h->move, a->ses.names, &line);
        char says[240];
        snprintf(says, sizeof says, ui_str(S_HINT_SAYS), line.text);
        char reason[240];
        ui_reason_text(&h->why, reason, sizeof reason); /* in the player's language */
        snprintf(text, (size_t)len, "%s%s%s", says, reason[0] ? "\n" : "", reason);
        char *why = strchr(text, '\n'); /* the reason as a sentence */
        if (why && why[1] >= 'a' && why[1] <= 'z') why[1] = (char)(why[1] - 'a' + 'A');
    }
}

void ui_draw_hint(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    UiHint *h = &a->hint;
    /* the action buttons live in a cached layer: their hover is drawn here */
    const UiTargets *tg = &a->game.targets;
    for (int i = 0; i < tg->nbuttons && !a->ses.animating; i++)
        if (tg->btn[i].on && !tg->btn[i].sel && ui_in(tg->btn[i].r, a->mx, a->my))
            ui_frame(g, tg->btn[i].r, 0xFFE9A8FF, 2);
    int avail = ui_hint_available(a);
    if (avail || h->state != UI_HINT_NONE) ui_w_button(a, ui_hint_button(a), ui_str(S_HINT), avail, h->state != 0);
    if (h->state == UI_HINT_NONE) return;
    char text[400];
    ui_hint_text(a, text, sizeof text);
    int pl = h->state == UI_HINT_SHOWN ? hint_place(&h->move) : -1;
    int t = ui_sc(L, 4) > 2 ? ui_sc(L, 4) : 2;
    UiRect at = L->action;
    if (pl >= 0) {
        UiRect pr = ui_layout_place(L, pl);
        ui_frame(g, (UiRect){pr.x - 2 * t, pr.y - 2 * t, pr.w + 4 * t, pr.h + 4 * t}, 0x0B1218FF, t);
        ui_frame(g, (UiRect){pr.x - t, pr.y - t, pr.w + 2 * t, pr.h + 2 * t}, 0x7FE8FFFF, t);
        at = pr;
    }
    /* the callout: under the place it points at (above when no room), or
     * over the top of the action panel for a move without a place */
    int px = ui_min_px(a, L->font_body), pad = px / 2;
    int w = ui_sc(L, 440) > 260 || a->out_w < 1024 ? ui_sc(L, 440) : 260;
    int starts[8], lens[8];
    int n = ui_text_lines(g, FONT_BOLD, px, w - 2 * pad, text, starts, lens, 8);
    int bh = n * (px * 4 / 3) + 2 * pad;
    int x = at.x + at.w / 2 - w / 2, y = pl >= 0 ? at.y + at.h + 2 * t : at.y + pad;
    if (y + bh > a->out_h) y = at.y - bh - 2 * t;
    if (x + w > a->out_w - 4) x = a->out_w - 4 - w;
    if (x < 4) x = 4;
    if (y < 4) y = 4;
    UiRect box = {x, y, w, bh};
    ui_round(g, (UiRect){x - 2, y - 2, w + 4, bh + 4}, ui_sc(L, 8) + 2, 0x7FE8FFFF);
    ui_round(g, box, ui_sc(L, 8), 0x0E1A24F8);
    ui_text_wrap(g, FONT_BOLD, px, 0xEDE7D6FF, (UiRect){x + pad, y + pad, w - 2 * pad, bh - 2 * pad}, text);
}
