/* widgets.c - backgrounds, panels and buttons for the menu scenes, in the
 * look of draw.c (same art, same colours), drawn with the gfx helpers. */
#include <stdio.h>
#include <string.h>

#include "draw.h"

void ui_w_background(UiApp *a, const char *art)
{
    UiRect all = {0, 0, a->out_w, a->out_h};
    if (!ui_art_draw(&a->gfx, art, all, 0xFFFFFFFF)) ui_fill(&a->gfx, all, 0x121C25FF);
}

/* The panel art as a nine-slice, darkened so that light text reads on it. */
void ui_w_panel(UiApp *a, UiRect r)
{
    if (a->gfx.nbox < 16) a->gfx.box[a->gfx.nbox++] = r;
    int cs = ui_sc(&a->L, 18);
    if (cs < 6) cs = 6;
    int full = cs * 256 / 40;
    SDL_Texture *t = ui_art(&a->gfx, "panel", full, full);
    if (!t || r.w < 2 * cs || r.h < 2 * cs) {
        ui_round(&a->gfx, r, ui_sc(&a->L, 8), 0x15212BF2);
        return;
    }
    SDL_SetTextureColorMod(t, 0x5C, 0x60, 0x68);
    SDL_SetTextureAlphaMod(t, 255);
    ui_nine_slice(&a->gfx, t, full, cs, r);
}

void ui_w_titled_panel(UiApp *a, UiRect r, int top, const char *title)
{
    const UiLayout *L = &a->L;
    ui_w_panel(a, r);
    ui_text(&a->gfx, FONT_TITLE, L->font_title * 7 / 10, UI_W_GOLD, r.x + r.w / 2, r.y + ui_sc(L, top), AL_CENTER,
            title);
}

void ui_w_button(UiApp *a, UiRect r, const char *label, int on, int sel)
{
    UiGfx *g = &a->gfx;
    if (g->nbtn < (int)(sizeof g->btn / sizeof g->btn[0])) g->btn[g->nbtn++] = r;
    int hover = on && ui_in(r, a->mx, a->my);
    if (!ui_art_draw(g, "button", r, !on ? 0x808080FF : sel ? 0xFFD070FF : hover ? 0xFFFFFFFF : 0xD8D8D8FF)) {
        ui_round(g, r, ui_sc(&a->L, 6), !on ? 0x2A3038FF : sel ? 0x7A5F1EFF : hover ? 0x3C5870FF : 0x2C4356FF);
        ui_frame(g, r, sel ? 0xFFE066FF : 0x5A7890FF, 1);
    }
    if (hover && !sel) ui_frame(g, r, 0xFFE9A8FF, 2);              /* the pointer is on it */
    int top = a->L.top_px && r.y + r.h <= a->L.top.y + a->L.top.h; /* the top bar's one size */
    ui_w_label(a, r, top ? a->L.top_px : a->L.font_body, on ? UI_W_TEXT : UI_W_DIM, label);
}

int ui_w_label_fits(UiApp *a, const char *label, int w, int max)
{
    int pad = ui_sc(&a->L, 5) > 2 ? ui_sc(&a->L, 5) : 2;
    int need = ui_text_w(&a->gfx, FONT_BOLD, a->L.font_body, label) + 2 * pad + ui_sc(&a->L, 16);
    if (need > w) w = need;
    return w < max ? w : max;
}

void ui_w_label(UiApp *a, UiRect r, int px, uint32_t c, const char *label)
{
    UiGfx *g = &a->gfx;
    int pad = ui_sc(&a->L, 5) > 2 ? ui_sc(&a->L, 5) : 2;
    int starts[3], lens[3], n = 1, lh = ui_text_h(g, FONT_BOLD, px);
    if (ui_text_w(g, FONT_BOLD, px, label) > r.w - 2 * pad)
        n = ui_text_lines(g, FONT_BOLD, px, r.w - 2 * pad, label, starts, lens, 3);
    /* one size for every button: a long label takes two lines, tighter */
    int step = n > 1 && n * lh > r.h ? (r.h - lh) / (n - 1) : lh;
    int y = r.y + (r.h - (n - 1) * step - lh) / 2;
    ui_panel_push(g, r, "button");
    if (n == 1)
        ui_text(g, FONT_BOLD, px, c, r.x + r.w / 2, y, AL_CENTER, label);
    else
        ui_text_centred_lines(g, FONT_BOLD, px, c, r.x + r.w / 2, y, step, r.w, label, starts, lens, n);
    ui_panel_pop(g);
}

void ui_w_dim(UiApp *a) { ui_fill(&a->gfx, (UiRect){0, 0, a->out_w, a->out_h}, 0x05090CB0); }

/* The status line every scene shows for a while. */
void ui_w_status(UiApp *a)
{
    if (!a->status[0]) return;
    const UiLayout *L = &a->L;
    int px = L->font_body, w = ui_text_w(&a->gfx, FONT_BOLD, px, a->status) + ui_sc(L, 40);
    if (w > a->out_w - ui_sc(L, 20)) w = a->out_w - ui_sc(L, 20);
    UiRect r = {a->out_w / 2 - w / 2, a->out_h - ui_sc(L, 96), w, px * 2 + ui_sc(L, 8)};
    /* clear of the buttons drawn this frame: above the ones it would cover
     * ("Game code copied" lay over the end screen's Title and New game) */
    for (int moved = 1, guard = 0; moved && guard < 8; guard++) {
        moved = 0;
        for (int i = 0; i < a->gfx.nbtn; i++)
            if (ui_overlap(r, a->gfx.btn[i]) && a->gfx.btn[i].y - r.h - ui_sc(L, 8) >= 0) {
                r.y = a->gfx.btn[i].y - r.h - ui_sc(L, 8);
                moved = 1;
            }
    }
    ui_round(&a->gfx, r, ui_sc(L, 8), 0x101820E8);
    ui_frame(&a->gfx, r, UI_W_GOLD, 1);
    ui_text(&a->gfx, FONT_BOLD, px, UI_W_TEXT, a->out_w / 2, r.y + (r.h - px * 4 / 3) / 2, AL_CENTER, a->status);
}

void ui_utf8_backspace(char *s)
{
    size_t l = strlen(s);
    while (l > 0) {
        l--;
        if (((unsigned char)s[l] & 0xC0) != 0x80) break;
    }
    s[l] = 0;
}
