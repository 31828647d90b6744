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

/* What a badge leaves uncovered: the board's brokers, what an area shows
 * above them (the ship and its gems, the palace's card and its name), the
 * areas' labels, the neighbourhoods' numbers, the market's gem icons (a
 * row's, a column's head) and its open cells, and the badges placed
 * before. */
typedef struct {
    UiRect r[YS_POOL + 8 * YS_NBHDS + 24 + UI_MAX_BADGES];
    uint8_t art[YS_POOL + 8 * YS_NBHDS + 24 + UI_MAX_BADGES]; /* a picture (ship, card) a full area's badge may touch */
    int n;
} Pieces;

static void keep_as(Pieces *p, UiRect r, int art)
{
    if (r.w > 0 && r.h > 0 && p->n < (int)(sizeof p->r / sizeof p->r[0])) p->art[p->n] = (uint8_t)art, p->r[p->n++] = r;
}

static void keep(Pieces *p, UiRect r) { keep_as(p, r, 0); }

static void pieces_of(const UiApp *a, const YsView *v, Pieces *p)
{
    const UiLayout *L = &a->L;
    p->n = 0;
    for (int pl = 0; pl < YS_PLACES; pl++) {
        uint8_t ids[YS_POOL];
        int k = ys_place_list(v, pl, ids);
        for (int i = 0; i < k; i++)
            keep(p, ui_layout_broker(L, pl, i, k));
    }
    for (int nb = 0; nb < v->opt.nbhds; nb++) {
        keep_as(p, L->ship[nb], 1), keep(p, L->port_gems[nb]), keep_as(p, L->palace_card[nb], 1);
        keep(p, L->nb_title[nb]);
        if (v->palace_card[nb] != YS_NONE) keep(p, L->palace_name[nb]);
        for (int ar = 0; ar < 3; ar++)
            keep(p, dr_area_label(L, YS_PLACE_CITY(nb, ar)));
    }
    for (int i = 0; i < 4; i++)
        keep(p, L->row_gem[i]), keep(p, L->col_head[i]);
    for (int c = 0; c < 16; c++)
        if (ys_place_open(v, YS_MARKET0 + c)) keep(p, L->cell[c]);
}

/* Whether r, its outline included, lies on one of p (with art, the
 * pictures too). */
static int covers_piece(const Pieces *p, UiRect r, int art)
{
    UiRect o = {r.x - 1, r.y - 1, r.w + 2, r.h + 2};
    for (int i = 0; i < p->n; i++)
        if ((art || !p->art[i]) && ui_overlap(o, p->r[i])) return 1;
    return 0;
}

/* An area's badge: at the area's foot, right, as before, where nothing of
 * the pieces lies; else the nearest free spot of the area, right to left
 * and bottom to top, up into the picture at its top (a palace of six held
 * its sixth under "+1"; a full one put it over its label); a crowded area
 * with no such spot, on the corner of its ship or card rather than on a
 * value or a label; else over the label strip's right end. */
static UiRect area_badge(UiApp *a, const Pieces *p, int place, int w, int h)
{
    const UiLayout *L = &a->L;
    UiRect ar = L->area[place], lab = dr_area_label(L, place);
    int m = ui_sc(L, 4), step = ui_sc(L, 3) > 1 ? ui_sc(L, 3) : 1;
    for (int art = 1; art >= 0; art--)
        for (int y = ar.y + ar.h - h - m; y >= ar.y + 1; y -= step)
            for (int x = ar.x + ar.w - w - m; x >= ar.x + m; x -= step) {
                UiRect r = {x, y, w, h};
                if (!covers_piece(p, r, art)) return r;
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
    /* the badges with a place of their own first, then the areas' around them */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            const UiLeadBadge *x = &b[i];
            if ((x->kind == YS_LEAD_AREA) != pass) continue;
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
            case YS_LEAD_ROW: /* left of the row's gem, on the market's frame */
                r.x = L->row_gem[x->index].x - w - m / 2;
                r.y = L->row_gem[x->index].y + (L->row_gem[x->index].h - h) / 2;
                break;
            case UI_LEAD_COLUMN: /* its rank under its head, in row 0, where no broker ever goes */
                r.x = L->cell[x->index].x + (L->cell[x->index].w - w) / 2, r.y = L->cell[x->index].y + m;
                break;
            default:
                break;
            }
            at[i] = r;
            keep(&p, r); /* the next badge leaves this one seen */
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

/* Who leads badge x now, in words, into now. */
static void lead_words(UiApp *a, const UiLeadBadge *x, char *now, size_t len)
{
    int told = x->why == YS_TB_INTRIGUER || x->why == YS_TB_NEUTRAL || x->why == YS_TB_FRONT || x->why == YS_TB_ORDER;
    if (x->kind == UI_LEAD_COLUMN) { /* its rank: the places' worths, +2 +1 -1 -2 */
        static const char *const worth[4] = {"+2", "+1", "-1", "-2"};
        snprintf(now, len, ui_str(S_TT_BADGE_COLUMN), ui_colour_str(x->index), x->leader + 1, worth[x->leader & 3]);
    } else if (x->margin > 0 || x->why == YS_TB_ALONE) /* alone with a 0 face up leads by 0, no tie */
        snprintf(now, len, ui_str(S_LEAD_NOW), a->ses.names[x->leader], x->margin);
    else if (told) /* "=": who wins the tie, and how, as the counting will say */
        snprintf(now, len, ui_str(S_LEAD_NOW_TIE_WHY), a->ses.names[x->leader], ui_str((UiStrId)(S_TB_NONE + x->why)));
    else
        snprintf(now, len, ui_str(S_LEAD_NOW_TIE), a->ses.names[x->leader]);
    size_t l = strlen(now);
    if (x->unknown) snprintf(now + l, len - l, "%s", ui_str(S_LEAD_NOW_HIDDEN));
}

void ui_leads_tooltip(UiApp *a, const YsView *v, int kind, int index, char *buf, int len)
{
    size_t l = strlen(buf);
    if (!ui_leads_visible(a) || (int)l + 8 >= len) return;
    UiLeadBadge b[UI_MAX_BADGES];
    int n = ui_leads_of_view(v, b, UI_MAX_BADGES);
    for (int i = 0; i < n; i++) {
        if (b[i].kind != kind || b[i].index != index || b[i].leader < 0) continue;
        char now[300];
        lead_words(a, &b[i], now, sizeof now);
        snprintf(buf + l, (size_t)len - l, " %s", now);
        return;
    }
}

int ui_leads_badge_tip(UiApp *a, const YsView *v, int x, int y, char *buf, int len)
{
    if (!ui_leads_visible(a)) return 0;
    UiLeadBadge b[UI_MAX_BADGES];
    UiRect at[UI_MAX_BADGES];
    int n = dr_lead_badges(a, v, b, at, UI_MAX_BADGES);
    for (int i = n - 1; i >= 0; i--) { /* the last drawn on top */
        if (!ui_in(at[i], x, y) || b[i].leader < 0) continue;
        char now[300];
        lead_words(a, &b[i], now, sizeof now);
        snprintf(buf, (size_t)len, "%s %s", now, ui_str(S_TT_BADGE_KEY));
        return 1;
    }
    return 0;
}
