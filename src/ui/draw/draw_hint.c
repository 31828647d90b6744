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

/* The box's height for text wrapped to its width w. */
static int callout_h(UiApp *a, const char *text, int w, int px)
{
    int starts[8], lens[8], pad = px / 2;
    int n = ui_text_lines(&a->gfx, FONT_BOLD, px, w - 2 * pad, text, starts, lens, 8);
    return n * (px * 4 / 3) + 2 * pad;
}

/* The action panel's room under what it shows (the instruction's lines
 * and its buttons), inside its margins; empty when there is none. */
static UiRect action_room(UiApp *a)
{
    const UiLayout *L = &a->L;
    const UiTargets *tg = &a->game.targets;
    int m = ui_sc(L, 12), top = L->prompt.y;
    if (tg->prompt_text[0]) { /* as the action panel draws it */
        int px;
        UiRect pr = dr_prompt_rect(a, &px);
        top += ui_text_wrap_h(&a->gfx, FONT_BOLD, px, pr.w, tg->prompt_text);
    }
    for (int i = 0; i < tg->nbuttons; i++)
        if (tg->btn[i].r.y + tg->btn[i].r.h > top) top = tg->btn[i].r.y + tg->btn[i].r.h;
    UiRect r = {L->action.x + m, top + m, L->action.w - 2 * m, L->action.y + L->action.h - m - top - m};
    if (r.h < 0) r.h = 0;
    return r;
}

/* Where the callout with text goes: below the lit place (at), else a wider
 * box below, else above (as wide, then wider), right or left of it: of
 * those that keep clear of the top bar, the action panel and the lit
 * place, the first that covers nothing else a player reads (dr_readable:
 * the brokers, the board's labels and numbers, the market's heads, the
 * score track, the quotations; and the players' rows). When each of them
 * covers something, the action panel under its instruction and buttons,
 * where it has room; else the one that covers least, the game's state (a
 * broker, a chip, a quotation) counting as three labels. For a move
 * without a place (at the action panel): above the panel first, off the
 * desk whose cards and screen it may be about, the first place that keeps
 * clear. When none keeps clear, the first. */
static UiRect callout(UiApp *a, const char *text, UiRect at, int w, int *px_io, int gap, int placed)
{
    int px = *px_io;
    const UiLayout *L = &a->L;
    static const int sides[2][6] = {{1, 1, 0, 0, 2, 3}, {0, 0, 1, 1, 2, 3}},
                     wide[] = {2, 3, 2, 3, 2, 2}; /* halves of w */
    const int *side = sides[placed];
    UiRect keep[DR_READABLE_MAX];
    int state = 0, nkeep = placed ? dr_readable(a, at, keep, &state) : 0, fewest = -1;
    UiRect first = {0}, best = {0};
    for (int c = 0; c < 6 && fewest != 0; c++) {
        int cw = w * wide[c] / 2;
        if (cw > a->out_w - 8) cw = a->out_w - 8;
        int bh = callout_h(a, text, cw, px);
        UiRect b = {at.x + at.w / 2 - cw / 2, at.y + at.h + gap, cw, bh};
        if (side[c] == 0 && b.y + bh > a->out_h) b.y = at.y - bh - gap;
        if (side[c] == 1) b.y = at.y - bh - gap;
        if (side[c] >= 2) b.y = at.y + at.h / 2 - bh / 2, b.x = side[c] == 2 ? at.x + at.w + gap : at.x - cw - gap;
        if (b.x + cw > a->out_w - 4) b.x = a->out_w - 4 - cw;
        if (b.x < 4) b.x = 4;
        if (b.y + bh > a->out_h - 4) b.y = a->out_h - 4 - bh;
        if (b.y < 4) b.y = 4;
        if (c == 0) first = b;
        UiRect edge = {b.x - 2, b.y - 2, b.w + 4, b.h + 4}; /* with its border */
        if (ui_overlap(edge, L->top) || ui_overlap(edge, L->action) || (placed && ui_overlap(edge, at))) continue;
        int covered = 0;
        for (int k = 0; k < nkeep; k++)
            covered += ui_overlap(edge, keep[k]) * (k >= state ? 3 : 1);
        for (int p = 0; p < dr_shown(a)->seats && placed; p++)
            covered += ui_overlap(edge, L->pl_row[p]);
        if (fewest < 0 || covered < fewest) best = b, fewest = covered;
    }
    if (placed && fewest != 0) {
        /* the action panel's room, at the text's size or, at a larger UI
         * size (125%, 150%) where it would not fit, smaller down to the
         * least size text takes: smaller words beat hidden brokers */
        UiRect room = action_room(a);
        int least = L->min_px > 0 && L->min_px < px ? L->min_px : px;
        for (int p = px; room.w > 0 && p >= least; p--) {
            int bh = callout_h(a, text, room.w, p);
            if (bh <= room.h) {
                *px_io = p;
                return (UiRect){room.x, room.y, room.w, bh};
            }
        }
    }
    return fewest >= 0 ? best : first;
}

void ui_hint_text(UiApp *a, char *text, int len)
{
    const UiHint *h = &a->hint;
    text[0] = 0;
    if (h->state == UI_HINT_THINKING) {
        snprintf(text, (size_t)len, "%s", ui_str(S_HINT_THINKING));
    } else if (h->state == UI_HINT_SHOWN) {
        UiLogLine line;
        ui_move_caption(&a->ses.view, a->ses.viewer, &h->move, 0, a->ses.names, &line);
        char says[240];
        snprintf(says, sizeof says, ui_str(S_HINT_SAYS), line.text);
        char reason[240];
        ui_reason_text(&h->why, reason, sizeof reason); /* in the player's language */
        snprintf(text, (size_t)len, "%s%s%s", says, reason[0] ? "\n" : "", reason);
        char *why = strchr(text, '\n'); /* the reason as a sentence */
        if (why && why[1] >= 'a' && why[1] <= 'z') why[1] = (char)(why[1] - 'a' + 'A');
    }
}

/* The width of the frame around the lit place. */
static int frame_w(const UiLayout *L) { return ui_sc(L, 4) > 2 ? ui_sc(L, 4) : 2; }

/* The lit place's frame, its outer edge, in *out: 1, or 0 when the hint
 * has no place (none shown, or a move without one). */
static int lit_frame(const UiApp *a, UiRect *out)
{
    int pl = a->hint.state == UI_HINT_SHOWN ? hint_place(&a->hint.move) : -1, t = frame_w(&a->L);
    if (pl < 0) return 0;
    UiRect pr = ui_layout_place(&a->L, pl);
    *out = (UiRect){pr.x - 2 * t, pr.y - 2 * t, pr.w + 4 * t, pr.h + 4 * t};
    return 1;
}

/* Where the callout with text stands (see callout), and its text's size in *px. */
static UiRect place_callout(UiApp *a, const char *text, int *px)
{
    const UiLayout *L = &a->L;
    UiRect lit;
    int placed = lit_frame(a, &lit);
    *px = ui_min_px(a, L->font_body);
    int w = ui_sc(L, 440) > 260 || a->out_w < 1024 ? ui_sc(L, 440) : 260;
    return callout(a, text, placed ? lit : L->action, w, px, 2 * frame_w(L), placed);
}

UiRect ui_hint_callout(UiApp *a)
{
    if (a->hint.state == UI_HINT_NONE) return (UiRect){0, 0, 0, 0};
    char text[400];
    int px;
    ui_hint_text(a, text, sizeof text);
    return place_callout(a, text, &px);
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
    UiRect lit;
    int t = frame_w(L);
    if (lit_frame(a, &lit)) {
        ui_frame(g, lit, 0x0B1218FF, t);
        ui_frame(g, (UiRect){lit.x + t, lit.y + t, lit.w - 2 * t, lit.h - 2 * t}, 0x7FE8FFFF, t);
    }
    /* the callout beside what it points at, clear of the top bar, of the
     * action panel's instruction and of the lit place, over as little of
     * the board as it can */
    char text[400];
    ui_hint_text(a, text, sizeof text);
    int px;
    UiRect box = place_callout(a, text, &px);
    int pad = px / 2;
    ui_round(g, (UiRect){box.x - 2, box.y - 2, box.w + 4, box.h + 4}, ui_sc(L, 8) + 2, 0x7FE8FFFF);
    ui_round(g, box, ui_sc(L, 8), 0x0E1A24F8);
    ui_text_wrap(g, FONT_BOLD, px, 0xEDE7D6FF, (UiRect){box.x + pad, box.y + pad, box.w - 2 * pad, box.h - 2 * pad},
                 text);
}
