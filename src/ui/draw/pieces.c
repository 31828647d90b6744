/* pieces.c - the game's pieces drawn from their art, or where a picture
 * is missing from primitives: a gem (a distinct shape per colour, so that
 * colours read without colour vision) and a broker token, face up or down. */
#include <math.h>
#include <stdio.h>

#include "ui_sdl.h"

void ui_draw_gem(UiGfx *g, int colour, UiRect r)
{
    static const char *names[6] = {"gem_blue", "gem_green", "gem_yellow", "gem_red", "gem_black", "gem_white"};
    if (colour < 0 || colour > 5) return;
    if (ui_art_draw(g, names[colour], r, 0xFFFFFFFF)) return;
    /* fallback: a distinct shape per colour */
    float cx = r.x + r.w / 2.0f, cy = r.y + r.h / 2.0f, s = r.w / 2.0f * 0.9f;
    uint32_t c = ui_rgb_a(ui_gem_rgb[colour], 255);
    float xy[16];
    int n = 0;
    switch (colour) {
    case YS_BLUE: /* diamond */
        xy[0] = cx, xy[1] = cy - s, xy[2] = cx + s, xy[3] = cy, xy[4] = cx, xy[5] = cy + s, xy[6] = cx - s, xy[7] = cy;
        n = 4;
        break;
    case YS_GREEN: /* square */
        xy[0] = cx - s * .8f, xy[1] = cy - s * .8f, xy[2] = cx + s * .8f, xy[3] = cy - s * .8f;
        xy[4] = cx + s * .8f, xy[5] = cy + s * .8f, xy[6] = cx - s * .8f, xy[7] = cy + s * .8f;
        n = 4;
        break;
    case YS_YELLOW: /* triangle */
        xy[0] = cx, xy[1] = cy - s, xy[2] = cx + s, xy[3] = cy + s * .8f, xy[4] = cx - s, xy[5] = cy + s * .8f;
        n = 3;
        break;
    case YS_RED: /* hexagon */
    default:
        for (int i = 0; i < 6; i++) {
            float t = (float)i * 1.0471976f;
            xy[2 * i] = cx + s * cosf(t), xy[2 * i + 1] = cy + s * sinf(t);
        }
        n = 6;
        break;
    }
    if (colour == YS_WHITE || colour == YS_BLACK) {
        for (int i = 0; i < 8; i++) {
            float t = (float)i * 0.785398f + 0.39f;
            xy[2 * i] = cx + s * cosf(t), xy[2 * i + 1] = cy + s * sinf(t);
        }
        n = 8;
    }
    /* a dark rim, then the gem */
    float rim[16];
    for (int i = 0; i < 2 * n; i += 2) {
        rim[i] = cx + (xy[i] - cx) * 1.18f;
        rim[i + 1] = cy + (xy[i + 1] - cy) * 1.18f;
    }
    ui_poly(g, rim, n, 0x101010D0);
    ui_poly(g, xy, n, c);
    ui_disc(g, cx - s * .25f, cy - s * .3f, s * .18f, 0xFFFFFF70);
}

void ui_draw_broker_token(UiGfx *g, UiRect r, int pc, int value, int up, int glow, int small_value)
{
    ui_draw_broker_token_at(g, r, r.x + r.w / 2, pc, value, up, glow, small_value);
}

void ui_draw_broker_token_at(UiGfx *g, UiRect r, int vx, int pc, int value, int up, int glow, int small_value)
{
    uint32_t rgb = ui_player_rgb[pc < 0 || pc >= UI_COLOURS ? 4 : pc];
    float cx = r.x + r.w / 2.0f, cy = r.y + r.h / 2.0f, rad = r.w / 2.0f;
    if (glow) ui_disc(g, cx, cy, rad + (float)r.w * 0.16f, glow == 2 ? 0xFFF2A0FF : 0xFFE066C0);
    const char *art = up ? "broker" : "broker_down";
    int fanned = vx != (int)cx; /* flat, as cards of a hand: the art's relief would hide the values */
    if (fanned) {               /* the player's colour, dimmed face down; the face is the value's backing */
        uint32_t c =
            up ? rgb : ((rgb >> 16 & 255) * 6 / 10) << 16 | ((rgb >> 8 & 255) * 6 / 10) << 8 | (rgb & 255) * 6 / 10;
        ui_disc(g, cx, cy, rad, 0x101010FF);
        ui_disc(g, cx, cy, rad * 0.88f, ui_rgb_a(c, 255));
    } else if (!ui_art_draw(g, art, r, ui_rgb_a(rgb, 255))) {
        ui_disc(g, cx, cy + rad * 0.08f, rad, 0x00000070);
        ui_disc(g, cx, cy, rad * 0.96f, 0x202020FF);
        ui_disc(g, cx, cy, rad * 0.86f, ui_rgb_a(rgb, 255));
        if (!up) {
            /* face down: a dark cap with a ring */
            ui_disc(g, cx, cy, rad * 0.62f, 0x00000060);
            ui_ring(g, cx, cy, rad * 0.62f, rad * 0.1f, 0xFFFFFF50);
        } else {
            ui_disc(g, cx, cy, rad * 0.64f, 0xFFFFFFE8);
        }
    }
    char s[8];
    if (fanned) { /* the value on a backing of its own, inside the part left uncovered */
        int px = (int)(rad * 1.1f), w = (r.w + 1) / 2 - 3; /* the part left is at least half a token */
        if (value < 0 && value != -2) return;
        if (value >= 0 && value <= 9)
            snprintf(s, sizeof s, "%d", value);
        else
            snprintf(s, sizeof s, "?");
        if (!up && !small_value && value >= 0) return; /* a face-down value the viewer may not see */
        UiRect b = {vx - w / 2, (int)cy - px * 6 / 10, w, px * 6 / 5};
        ui_round(g, b, 2, up ? 0xFFFFFFF0 : 0x101010D0);
        ui_text(g, FONT_BOLD, px, up ? 0x151515FF : 0xF0F0F0FF, vx, (int)(cy - px * 0.68f), AL_CENTER, s);
        return;
    }
    if (value >= 0 && value <= 9) {
        snprintf(s, sizeof s, "%d", value);
        if (up) {
            int px = (int)(rad * 1.15f);
            ui_text(g, FONT_BOLD, px, 0x151515FF, vx, (int)(cy - px * 0.68f), AL_CENTER, s);
        } else if (small_value) {
            int px = (int)(rad * 0.9f);
            ui_text(g, FONT_BOLD, px, 0xF0F0F0FF, vx, (int)(cy - px * 0.68f), AL_CENTER, s);
        }
    } else if (!up && value == -2) {
        int px = (int)(rad * 0.9f);
        ui_text(g, FONT_BOLD, px, 0xFFFFFFB0, vx, (int)(cy - px * 0.68f), AL_CENTER, "?");
    }
}
