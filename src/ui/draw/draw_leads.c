/* draw_leads.c - the live majorities over the board while brokers are
 * placed: a small badge in the leader's colour on each area, neighbourhood
 * and market row ("+2" ahead by 2, "=" a tie the rules break, "+?" where
 * face-down brokers the player cannot see may change it), and each market
 * column's rank. Read from the view shown (leads_shown.c), until the
 * counting is told; the L key and a setting turn it off. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "leads_shown.h"

int ui_leads_visible(const UiApp *a)
{
    const UiSession *s = &a->ses;
    if (!a->set.show_leads || !s->match || a->scene == SC_REPLAY) return 0;
    const YsView *v = s->animating ? &s->disp : &s->view;
    /* once the counting is told, its own figures say who won (they stood
     * over the badges, beside the neighbourhood's number) */
    return v->phase == YS_PHASE_PLACE && !ui_session_counting(s);
}

/* A pill of text in colour c (0: a neutral dark one), its top-left at (x, y)
 * or, with right set, its top-right. */
static void pill(UiApp *a, int x, int y, int right, uint32_t c, const char *text)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int px = ui_min_px(a, L->font_small);
    int h = px * 4 / 3 + 2, w = ui_text_w(g, FONT_BOLD, px, text) + px * 2 / 3 + 2;
    if (w < h) w = h;
    if (right) x -= w;
    ui_round(g, (UiRect){x - 1, y - 1, w + 2, h + 2}, h / 2 + 1, 0x0B1218E6);
    ui_round(g, (UiRect){x, y, w, h}, h / 2, c ? c : 0x26384AFF);
    ui_text(g, FONT_BOLD, px, c ? 0x0B1218FF : 0xEDE7D6FF, x + w / 2, y + 1, AL_CENTER, text);
}

void ui_draw_leads(UiApp *a, const YsView *v)
{
    if (!IN_STATE || !ui_leads_visible(a)) return;
    const UiLayout *L = &a->L;
    UiLeadBadge b[UI_MAX_BADGES];
    int n = ui_leads_of_view(v, b, UI_MAX_BADGES);
    int px = ui_min_px(a, L->font_small), h = px * 4 / 3 + 2, m = ui_sc(L, 4);
    for (int i = 0; i < n; i++) {
        const UiLeadBadge *x = &b[i];
        uint32_t c = x->leader >= 0 ? ui_rgb_a(ui_player_rgb[dr_pcol(a, x->leader)], 255) : 0;
        UiRect r;
        switch (x->kind) {
        case YS_LEAD_AREA: /* the bottom of the area, under its brokers */
            r = L->area[x->index];
            pill(a, r.x + r.w - m, r.y + r.h - h - m, 1, c, x->text);
            break;
        case YS_LEAD_NBHD: /* beside the neighbourhood's number */
            r = L->nb_title[x->index];
            pill(a, r.x + r.w + m, r.y, 0, c, x->text);
            break;
        case YS_LEAD_ROW: /* on the row's gem, at its foot */
            r = L->row_gem[x->index];
            pill(a, r.x + m, r.y + r.h - h - m, 0, c, x->text);
            break;
        case UI_LEAD_COLUMN: /* the column's rank, on the frame above its head */
            r = L->col_head[x->index];
            pill(a, r.x + r.w - m, r.y - h * 2 / 3, 1, 0, x->text);
            break;
        default:
            break;
        }
    }
}

void ui_leads_tooltip(UiApp *a, const YsView *v, int kind, int index, char *buf, int len)
{
    size_t l = strlen(buf);
    if (!ui_leads_visible(a) || (int)l + 8 >= len) return;
    UiLeadBadge b[UI_MAX_BADGES];
    int n = ui_leads_of_view(v, b, UI_MAX_BADGES);
    for (int i = 0; i < n; i++) {
        if (b[i].kind != kind || b[i].index != index || b[i].leader < 0) continue;
        char now[200];
        if (b[i].margin > 0)
            snprintf(now, sizeof now, ui_str(S_LEAD_NOW), a->ses.names[b[i].leader], b[i].margin);
        else
            snprintf(now, sizeof now, ui_str(S_LEAD_NOW_TIE), a->ses.names[b[i].leader]);
        snprintf(buf + l, (size_t)len - l, " %s%s", now, b[i].unknown ? ui_str(S_LEAD_NOW_HIDDEN) : "");
        return;
    }
}
