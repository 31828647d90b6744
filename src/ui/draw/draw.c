/* draw.c - what every drawing shares: the trace of private values (for
 * the privacy tests), the view shown during a move's story, player
 * colours, panels, frames, buttons and backgrounds. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw.h"

void dr_trace(UiApp *a, int what, int owner, int value)
{
    if (a->trace) a->trace(a->trace_ud, what, owner, a->ses.viewer, value);
}

/* The view shown: during a move's story, the session's view at the step
 * being told (the broker being turned by a FLIP step is left out of the
 * cached layer and drawn turning); else the view after the last move. */
const YsView *dr_shown(UiApp *a)
{
    a->dr.flip_place = a->dr.flip_pos = -1;
    const UiAnimStep *st;
    if (!ui_session_story(&a->ses, &st)) return &a->ses.view;
    if (st && st->kind == AN_EVENT && st->ev.kind == YS_EV_FLIP)
        a->dr.flip_place = st->ev.flip.place, a->dr.flip_pos = st->ev.flip.pos;
    return &a->ses.disp;
}

int dr_pcol(UiApp *a, int seat)
{
    if (seat < 0 || seat >= YS_MAX_SEATS) return 4;
    return a->ses.pcolour[seat];
}

/* A panel: the panel art as a nine-slice (corners kept square), darkened so
 * that light text reads on it. With the art, it belongs to the base pass;
 * without it, the plain box takes colour c and belongs to the state pass. */
void dr_focus_ring(UiApp *a, UiRect f)
{
    int m = ui_sc(&a->L, 5) + 2, t = ui_sc(&a->L, 3) + 1;
    UiRect out = {f.x - m, f.y - m, f.w + 2 * m, f.h + 2 * m};
    ui_frame(&a->gfx, out, 0xFFFFFFFF, t);
    ui_frame(&a->gfx, (UiRect){out.x + t, out.y + t, out.w - 2 * t, out.h - 2 * t}, 0x101820FF, 2);
    ui_frame(&a->gfx, (UiRect){out.x - 2, out.y - 2, out.w + 4, out.h + 4}, 0x101820FF, 2);
}

void dr_panel(UiApp *a, UiRect r, uint32_t c)
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

void dr_glow_frame(UiApp *a, UiRect r, uint32_t c)
{
    int t = ui_sc(&a->L, 3);
    if (t < 2) t = 2;
    ui_frame(&a->gfx, (UiRect){r.x - t, r.y - t, r.w + 2 * t, r.h + 2 * t}, c, t);
}

void dr_button(UiApp *a, UiRect r, const char *label, int on, int sel, int colour)
{
    UiGfx *g = &a->gfx;
    if (g->nbtn < (int)(sizeof g->btn / sizeof g->btn[0])) g->btn[g->nbtn++] = r;
    int hover = ui_in(r, a->mx, a->my) && on;
    uint32_t bg = sel ? 0x7A5F1EFF : hover ? 0x3C5870FF : 0x2C4356FF;
    if (!on) bg = 0x2A3038FF;
    if (!ui_art_draw(g, "button", r, sel ? 0xFFD070FF : hover ? 0xFFFFFFFF : 0xD8D8D8FF)) {
        ui_round(g, r, ui_sc(&a->L, 6), bg);
        ui_frame(g, r, sel ? HILITE : 0x5A7890FF, 1);
    }
    if (hover && !sel) ui_frame(g, r, 0xFFE9A8FF, 2); /* the pointer is on it */
    int px = a->L.top_px && r.y + r.h <= a->L.top.y + a->L.top.h ? a->L.top_px : a->L.font_body; /* the top bar's */
    if (colour >= 0 && colour < 6) {
        int gs = r.h * 6 / 10;
        int tw = ui_text_w(g, FONT_BOLD, px, label);
        int x0 = r.x + (r.w - (gs + ui_sc(&a->L, 4) + tw)) / 2;
        ui_draw_gem(g, colour, (UiRect){x0, r.y + (r.h - gs) / 2, gs, gs});
        ui_text(g, FONT_BOLD, px, on ? TEXT : DIM, x0 + gs + ui_sc(&a->L, 4), r.y + (r.h - px * 4 / 3) / 2, AL_LEFT,
                label);
        return;
    }
    /* every button's label at one size: a long one (a language with longer
     * words) takes two lines */
    ui_w_label(a, r, px, on ? TEXT : DIM, label);
}

void dr_background(UiApp *a, const char *art)
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
