/* scene_handover.c - between two humans at one screen: nothing private
 * is drawn until the next player clicks. */
#include <stdio.h>
#include <string.h>

#include "draw.h"

static void draw(UiApp *a)
{
    /* nothing private: the table and a message only */
    dr_background(a, "title_bg");
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int s = a->ses.handover_to;
    uint32_t rgb = ui_player_rgb[dr_pcol(a, s)];
    UiRect box = {a->out_w / 2 - ui_sc(L, 380), a->out_h / 2 - ui_sc(L, 140), ui_sc(L, 760), ui_sc(L, 280)};
    dr_panel(a, box, PANEL);
    ui_fill(&a->gfx, (UiRect){box.x, box.y, box.w, ui_sc(L, 8)}, ui_rgb_a(rgb, 255));
    char buf[160];
    UiRect em = {box.x + box.w / 2 - ui_sc(L, 32), box.y + ui_sc(L, 26), ui_sc(L, 64), ui_sc(L, 64)};
    char en[24];
    snprintf(en, sizeof en, "emblem_%d", dr_pcol(a, s));
    if (!ui_art_draw(g, en, em, ui_rgb_a(rgb, 255)))
        ui_disc(g, em.x + em.w / 2.0f, em.y + em.h / 2.0f, em.w / 2.0f, ui_rgb_a(rgb, 255));
    snprintf(buf, sizeof buf, ui_str(S_HANDOVER), a->ses.names[s]);
    ui_text(g, FONT_TITLE, L->font_title * 7 / 10, ui_rgb_a(rgb, 255), box.x + box.w / 2, box.y + ui_sc(L, 100),
            AL_CENTER, buf);
    snprintf(buf, sizeof buf, ui_str(S_HANDOVER_CLICK), a->ses.names[s]);
    ui_text(g, FONT_SANS, L->font_body, TEXT, box.x + box.w / 2, box.y + ui_sc(L, 190), AL_CENTER, buf);
    dr_trace(a, TR_HANDOVER, s, -1);
}

/* ------------------------------------------------------------------ */
/* Title, setup, end */

static void click(UiApp *a, int x, int y)
{
    (void)x, (void)y;
    a->ses.viewer = a->ses.handover_to;
    a->ses.handover_to = -1;
    ui_session_refresh(&a->ses);
    a->ses.handover_to = -1;
    ui_pick_clear(&a->game.pick);
    ui_app_targets(a);
    ui_app_update_undo(a);
    ui_nav_go(a, SC_GAME);
}

static void key(UiApp *a, int k)
{
    if (k == UK_ENTER || k == UK_SPACE) click(a, 0, 0);
}

const UiScene ui_scene_handover = {"handover", NULL, click, key, NULL, NULL, NULL, draw, NULL};
