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
    if (!a->set.show_leads || !s->players || a->scene == SC_REPLAY) return 0;
    const YsView *v = s->animating ? &s->disp : &s->view;
    /* once the counting is told, its own figures say who won (they stood
     * over the badges, beside the neighbourhood's number) */
    return v->phase == YS_PHASE_PLACE && !ui_session_counting(s);
}

/* A pill's size for text. */
static void pill_size(UiApp *a, const char *text, int *w, int *h)
{
    int px = ui_min_px(a, a->L.font_small);
    *h = px * 4 / 3 + 2, *w = ui_text_w(&a->gfx, FONT_BOLD, px, text) + px * 2 / 3 + 2;
    if (*w < *h) *w = *h;
}

/* A pill of text in colour c (0: a neutral dark one) filling r. */
static void pill(UiApp *a, UiRect r, uint32_t c, const char *text)
{
    UiGfx *g = &a->gfx;
    int px = ui_min_px(a, a->L.font_small);
    ui_round(g, (UiRect){r.x - 1, r.y - 1, r.w + 2, r.h + 2}, r.h / 2 + 1, 0x0B1218E6);
    ui_round(g, r, r.h / 2, c ? c : 0x26384AFF);
    ui_text(g, FONT_BOLD, px, c ? 0x0B1218FF : 0xEDE7D6FF, r.x + r.w / 2, r.y + 1, AL_CENTER, text);
}

/* What a badge leaves uncovered: the board's brokers, and what an area
 * shows above them (the ship, the palace's card). */
typedef struct {
    UiRect r[YS_PLACES * 8 + 2 * YS_NBHDS];
    int n;
} Pieces;

static void pieces_of(const UiApp *a, const YsView *v, Pieces *p)
{
    const UiLayout *L = &a->L;
    p->n = 0;
    for (int pl = 0; pl < YS_PLACES; pl++) {
        uint8_t ids[YS_POOL];
        int k = ys_place_list(v, pl, ids);
        for (int i = 0; i < k && p->n < YS_PLACES * 8; i++)
            p->r[p->n++] = ui_layout_broker(L, pl, i, k);
    }
    for (int nb = 0; nb < v->opt.nbhds; nb++)
        p->r[p->n++] = L->ship[nb], p->r[p->n++] = L->palace_card[nb];
}

/* Whether r, its outline included, lies on one of p. */
static int covers_piece(const Pieces *p, UiRect r)
{
    UiRect o = {r.x - 1, r.y - 1, r.w + 2, r.h + 2};
    for (int i = 0; i < p->n; i++)
        if (ui_overlap(o, p->r[i])) return 1;
    return 0;
}

/* An area's badge: at the area's foot, right, as before, where no broker
 * stands; else the nearest free spot of the area, right to left and
 * bottom to top (a palace of six brokers held its sixth under "+1"); else,
 * the area full, at the right end of its label's strip. */
static UiRect area_badge(UiApp *a, const Pieces *p, int place, int w, int h)
{
    const UiLayout *L = &a->L;
    UiRect ar = L->area[place], lab = dr_area_label(L, place);
    int m = ui_sc(L, 4), step = ui_sc(L, 3) > 1 ? ui_sc(L, 3) : 1;
    for (int y = ar.y + ar.h - h - m; y >= lab.y + lab.h + 1; y -= step)
        for (int x = ar.x + ar.w - w - m; x >= ar.x + m; x -= step) {
            UiRect r = {x, y, w, h};
            if (!covers_piece(p, r)) return r;
        }
    return (UiRect){lab.x + lab.w - w - 1, lab.y + (lab.h - h) / 2, w, h};
}

int dr_lead_badges(UiApp *a, const YsView *v, UiLeadBadge *b, UiRect *at, int max)
{
    const UiLayout *L = &a->L;
    int n = ui_leads_of_view(v, b, max);
    int m = ui_sc(L, 4);
    static Pieces p; /* the drawing's thread alone */
    pieces_of(a, v, &p);
    for (int i = 0; i < n; i++) {
        const UiLeadBadge *x = &b[i];
        int w, h;
        pill_size(a, x->text, &w, &h);
        UiRect r = {0, 0, w, h};
        switch (x->kind) {
        case YS_LEAD_AREA: /* the bottom of the area, beside its brokers */
            r = area_badge(a, &p, x->index, w, h);
            break;
        case YS_LEAD_NBHD: /* beside the neighbourhood's number */
            r.x = L->nb_title[x->index].x + L->nb_title[x->index].w + m, r.y = L->nb_title[x->index].y;
            break;
        case YS_LEAD_ROW: /* on the row's gem, at its foot */
            r.x = L->row_gem[x->index].x + m, r.y = L->row_gem[x->index].y + L->row_gem[x->index].h - h - m;
            break;
        case UI_LEAD_COLUMN: /* the column's rank, on the frame above its head */
            r.x = L->col_head[x->index].x + L->col_head[x->index].w - m - w, r.y = L->col_head[x->index].y - h * 2 / 3;
            break;
        default:
            break;
        }
        at[i] = r;
    }
    return n;
}

void ui_draw_leads(UiApp *a, const YsView *v)
{
    if (!IN_STATE || !ui_leads_visible(a)) return;
    UiLeadBadge b[UI_MAX_BADGES];
    UiRect at[UI_MAX_BADGES];
    int n = dr_lead_badges(a, v, b, at, UI_MAX_BADGES);
    for (int i = 0; i < n; i++) {
        const UiLeadBadge *x = &b[i];
        /* a column's rank: its rank, not a player */
        uint32_t c =
            x->leader >= 0 && x->kind != UI_LEAD_COLUMN ? ui_rgb_a(ui_player_rgb[dr_pcol(a, x->leader)], 255) : 0;
        pill(a, at[i], c, x->text);
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
        int told = b[i].why == YS_TB_INTRIGUER || b[i].why == YS_TB_NEUTRAL || b[i].why == YS_TB_FRONT ||
                   b[i].why == YS_TB_ORDER;
        if (b[i].margin > 0 || b[i].why == YS_TB_ALONE) /* alone with a 0 face up leads by 0, no tie */
            snprintf(now, sizeof now, ui_str(S_LEAD_NOW), a->ses.names[b[i].leader], b[i].margin);
        else if (told) /* "=": who wins the tie, and how, as the counting will say */
            snprintf(now, sizeof now, ui_str(S_LEAD_NOW_TIE_WHY), a->ses.names[b[i].leader],
                     ui_str((UiStrId)(S_TB_NONE + b[i].why)));
        else
            snprintf(now, sizeof now, ui_str(S_LEAD_NOW_TIE), a->ses.names[b[i].leader]);
        snprintf(buf + l, (size_t)len - l, " %s%s", now, b[i].unknown ? ui_str(S_LEAD_NOW_HIDDEN) : "");
        return;
    }
}
