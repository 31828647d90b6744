/* scene_final.c - the final scoring, told step by step over the board like
 * the counting (a click skips it): the colours ranked by quotation, then
 * colour by colour each player's place and points, the black gems, King's
 * Favor (the throne room turned over and counted); the markers move on the
 * score track as it is told. A table fills in as the steps are told. Then
 * the end screen. */
#include <stdio.h>
#include <string.h>

#include "draw.h"

static void finish(UiApp *a)
{
    ui_app_fast_forward(a);
    ui_app_game_over(a);
}

static int update(UiApp *a, float dt)
{
    if (ui_session_tick(&a->ses, dt)) a->dirty = 1;
    if (!a->ses.animating) {
        ui_app_game_over(a);
        return 1;
    }
    return a->dirty;
}

static int wants_frames(const UiApp *a) { return a->ses.animating; }

static void click(UiApp *a, int x, int y)
{
    const UiLayout *L = &a->L;
    if (ui_in(L->btn_menu, x, y)) {
        ui_app_fast_forward(a);
        ui_nav_push(a, SC_MENU);
        return;
    }
    finish(a);
}

static void key(UiApp *a, int k)
{
    if (k == UK_ENTER || k == UK_SPACE || k == UK_ESCAPE) finish(a);
}

/* The steps told so far (the current one included): what the table shows. */
typedef struct {
    const YsEvent *final, *colour[YS_COLOURS], *black, *throne;
    int ncolours;
    int now; /* kind of the step being told */
} Told;

static void told(const UiApp *a, Told *t)
{
    memset(t, 0, sizeof *t);
    const UiAnim *an = &a->ses.anim;
    for (int i = 0; i <= an->head && i < an->n; i++) {
        const YsEvent *e = &an->q[i].ev;
        if (e->kind == YS_EV_FINAL) t->final = e;
        if (e->kind == YS_EV_FINAL_COLOUR && t->ncolours < YS_COLOURS) t->colour[t->ncolours++] = e;
        if (e->kind == YS_EV_FINAL_BLACK) t->black = e;
        if (e->kind == YS_EV_FINAL_THRONE) t->throne = e;
        if (i == an->head) t->now = e->kind;
    }
}

/* One cell: "1st  +10" and the gems under it; where the cell is too low for
 * two lines (small windows), "1st  6<gem>  +10" on one. The gems are told
 * brief on one line, or where their words do not fit: the number and the gem
 * (`gem`, a colour), or the number and a broker of player colour `token`
 * (the throne room's total), or the number alone (both -1). */
static void cell(UiApp *a, UiRect r, int place, int points, const char *sub, int brief, int gem, int token, int lit)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    char rank[48] = "", pts[16], num[16];
    ui_round(g, r, ui_sc(L, 5), lit ? 0x3A3218FF : 0x1F2E3AFF);
    ui_panel_push(g, r, "final cell");
    if (place >= 0) snprintf(rank, sizeof rank, ui_str(S_FINAL_PLACE), place + 1);
    snprintf(pts, sizeof pts, "+%d", points);
    int px = L->font_small * 9 / 10, pad = ui_sc(L, 8), gap = ui_sc(L, 6);
    int rank_h = ui_text_h(g, FONT_BOLD, L->font_small), sub_h = ui_text_h(g, FONT_SANS, px);
    int pts_h = ui_text_h(g, FONT_BOLD, L->font_body);
    int one_line = r.h < ui_sc(L, 5) + rank_h + sub_h + ui_sc(L, 2);
    int rank_w = rank[0] ? ui_text_w(g, FONT_BOLD, L->font_small, rank) + gap : 0;
    int icon = 0; /* on one line always brief: a row of cells reads alike */
    if (sub && sub[0] && (one_line || ui_text_w(g, FONT_SANS, px, sub) > r.w - 2 * pad + ui_sc(L, 4))) {
        snprintf(num, sizeof num, "%d", brief);
        sub = num;
        icon = (gem >= 0 || token >= 0) && brief > 0;
    }
    int pts_y = one_line ? r.y + (r.h - pts_h) / 2 : r.y + ui_sc(L, 3);
    ui_text(g, FONT_BOLD, L->font_body, points > 0 ? GOLD : DIM, r.x + r.w - pad, pts_y, AL_RIGHT, pts);
    if (rank[0])
        ui_text(g, FONT_BOLD, L->font_small, DIM, r.x + pad, one_line ? r.y + (r.h - rank_h) / 2 : r.y + ui_sc(L, 5),
                AL_LEFT, rank);
    if (sub && sub[0]) {
        int x = r.x + pad + (one_line ? rank_w : 0);
        int y = one_line ? r.y + (r.h - sub_h) / 2 : r.y + r.h - sub_h - ui_sc(L, 2);
        ui_text(g, FONT_SANS, px, DIM, x, y, AL_LEFT, sub);
        UiRect ir = {x + ui_text_w(g, FONT_SANS, px, sub) + ui_sc(L, 3), y, sub_h, sub_h};
        if (icon && gem >= 0) ui_draw_gem(g, gem, ir);
        if (icon && gem < 0) ui_draw_broker_token(g, ir, token, -1, 1, 0, 0);
    }
    ui_panel_pop(g);
}

static int wider(int a, int b) { return a > b ? a : b; }

/* The width a row's name needs: its gem, its words and a gap. */
static int label_need(UiApp *a, int gem, const char *s)
{
    const UiLayout *L = &a->L;
    return (gem ? ui_sc(L, 32) : 0) + ui_text_w(&a->gfx, FONT_BOLD, L->font_body, s) + ui_sc(L, 10);
}

/* The table's column heads, from x and y: each seat's name over a bar of its
 * colour. Where a name is longer than its column (Polish "Pomarańczowy" in a
 * four-player table) the names take two lines, the seats alternating, each
 * beside a disc of its colour and with the room of the next column too;
 * shortened only where even that is too little (a player's own long name).
 * Returns the height used. */
static int heads(UiApp *a, int x, int y, int cw, int seats)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int pad = ui_sc(L, 4), gap = ui_sc(L, 6), two = 0;
    for (int s = 0; s < seats; s++)
        two |= ui_text_w(g, FONT_BOLD, L->font_body, a->ses.names[s]) > cw - gap - pad;
    int line = two ? ui_text_h(g, FONT_BOLD, L->font_body) + ui_sc(L, 2) : 0, dot = two ? ui_sc(L, 16) : 0;
    int right = x + seats * cw + ui_sc(L, 12); /* the box's margin, less a little */
    for (int s = 0; s < seats; s++) {
        uint32_t rgb = ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255);
        int hx = x + s * cw, hy = y + (s % 2) * line;
        int end = !two ? hx + cw - gap : s + 2 < seats ? hx + 2 * cw - gap : right;
        ui_fill(g, (UiRect){hx, y + line + ui_sc(L, 26), cw - gap, ui_sc(L, 4)}, rgb);
        if (two) ui_disc(g, hx + pad + ui_sc(L, 6), hy + ui_text_h(g, FONT_BOLD, L->font_body) / 2, ui_sc(L, 6), rgb);
        ui_text_fit(g, FONT_BOLD, L->font_body, TEXT, hx + pad + dot, hy, end - hx - pad - dot, a->ses.names[s]);
    }
    return line + ui_sc(L, 40);
}

static void draw(UiApp *a)
{
    ui_draw_game(a);
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    const YsView *v = &a->ses.disp;
    Told t;
    told(a, &t);
    UiRect box = {L->ox + ui_sc(L, 8), L->oy + ui_sc(L, 86), ui_sc(L, 688), ui_sc(L, 808)};
    ui_w_panel(a, box);
    int x0 = box.x + ui_sc(L, 20), y = box.y + ui_sc(L, 14);
    ui_text(g, FONT_TITLE, L->font_big * 5 / 4, GOLD, x0, y, AL_LEFT, ui_str(S_FINAL_TITLE));
    y += ui_sc(L, 50);
    /* the colours ranked by quotation */
    if (t.final) {
        ui_text(g, FONT_BOLD, L->font_small, DIM, x0, y, AL_LEFT, ui_str(S_FINAL_RANKS));
        int x = x0 + ui_sc(L, 230);
        char buf[32];
        for (int i = 0; i < YS_COLOURS; i++) {
            int c = t.final->final.order[i] < YS_COLOURS ? t.final->final.order[i] : i;
            ui_draw_gem(g, c, (UiRect){x, y - ui_sc(L, 2), ui_sc(L, 22), ui_sc(L, 22)});
            snprintf(buf, sizeof buf, "%d", t.final->final.quotation[c]);
            ui_text(g, FONT_BOLD, L->font_body, TEXT, x + ui_sc(L, 26), y - ui_sc(L, 2), AL_LEFT, buf);
            x += ui_sc(L, 90);
        }
    }
    y += ui_sc(L, 40);
    /* the table: a column per seat */
    /* the rows' names as wide as the widest needs (German's "Gunst des Königs") */
    int lw = ui_sc(L, 150);
    for (int r = 0; r < t.ncolours; r++)
        lw = wider(lw, label_need(a, 1, ui_colour_str(t.colour[r]->final_colour.colour)));
    if (t.black) lw = wider(lw, label_need(a, 1, ui_str(S_END_BLACK)));
    if (t.throne) lw = wider(lw, label_need(a, 0, ui_str(S_END_THRONE)));
    int cw = (box.w - ui_sc(L, 40) - lw) / (v->seats > 0 ? v->seats : 1), ch = ui_sc(L, 52);
    y += heads(a, x0 + lw, y, cw, v->seats);
    char sub[48];
    for (int r = 0; r < t.ncolours; r++) {
        const YsEvent *e = t.colour[r];
        int lit = t.now == YS_EV_FINAL_COLOUR && r == t.ncolours - 1;
        ui_draw_gem(g, e->final_colour.colour, (UiRect){x0, y + ui_sc(L, 12), ui_sc(L, 24), ui_sc(L, 24)});
        char lab[48];
        snprintf(lab, sizeof lab, "%s", ui_colour_str(e->final_colour.colour));
        ui_text(g, FONT_BOLD, L->font_body, TEXT, x0 + ui_sc(L, 32), y + ui_sc(L, 12), AL_LEFT, lab);
        for (int s = 0; s < v->seats; s++) {
            int gems = e->final_colour.gems[s];
            ui_count_phrase((UiLang)ui_lang_current(), UI_W_GEMS, gems, sub, sizeof sub);
            if (!gems) snprintf(sub, sizeof sub, "%s", ui_str(S_FINAL_NONE));
            cell(a, (UiRect){x0 + lw + s * cw, y, cw - ui_sc(L, 6), ch - ui_sc(L, 6)}, e->final_colour.place[s],
                 e->final_colour.points[s], sub, gems, e->final_colour.colour, -1, lit);
        }
        y += ch;
    }
    if (t.black) {
        int lit = t.now == YS_EV_FINAL_BLACK;
        ui_draw_gem(g, YS_BLACK, (UiRect){x0, y + ui_sc(L, 12), ui_sc(L, 24), ui_sc(L, 24)});
        ui_text(g, FONT_BOLD, L->font_body, TEXT, x0 + ui_sc(L, 32), y + ui_sc(L, 12), AL_LEFT, ui_str(S_END_BLACK));
        for (int s = 0; s < v->seats; s++) {
            ui_count_phrase((UiLang)ui_lang_current(), UI_W_BLACK_GEMS, t.black->final_black.gems[s], sub, sizeof sub);
            cell(a, (UiRect){x0 + lw + s * cw, y, cw - ui_sc(L, 6), ch - ui_sc(L, 6)}, -1,
                 t.black->final_black.points[s], sub, t.black->final_black.gems[s], YS_BLACK, -1, lit);
        }
        y += ch;
    }
    if (t.throne) {
        int lit = t.now == YS_EV_FINAL_THRONE;
        ui_text(g, FONT_BOLD, L->font_body, TEXT, x0, y + ui_sc(L, 12), AL_LEFT, ui_str(S_END_THRONE));
        for (int s = 0; s < v->seats; s++) {
            const YsEvent *e = t.throne;
            snprintf(sub, sizeof sub, "%s %d%s%s", ui_str(S_THRONE), e->final_throne.total[s],
                     e->final_throne.shared[s] > 1 ? ", " : "",
                     e->final_throne.shared[s] > 1 ? ui_str(S_FINAL_SHARED) : "");
            cell(a, (UiRect){x0 + lw + s * cw, y, cw - ui_sc(L, 6), ch - ui_sc(L, 6)},
                 e->final_throne.total[s] > 0 ? e->final_throne.place[s] : -1, e->final_throne.points[s], sub,
                 e->final_throne.total[s], -1, dr_pcol(a, s), lit);
        }
        y += ch;
    }
    /* the standings so far, best first, beside the table */
    UiRect sb = {L->ox + ui_sc(L, 696), L->oy + ui_sc(L, 602), ui_sc(L, 496), ui_sc(L, 292)};
    ui_w_panel(a, sb);
    int order[YS_MAX_SEATS], n = 0;
    for (int s = 0; s < v->seats; s++) {
        int k = n++;
        while (k > 0 && v->score[order[k - 1]] < v->score[s])
            order[k] = order[k - 1], k--;
        order[k] = s;
    }
    int sy = sb.y + ui_sc(L, 16);
    ui_text(g, FONT_BOLD, L->font_body, GOLD, sb.x + ui_sc(L, 20), sy, AL_LEFT, ui_str(S_END_TOTAL));
    sy += ui_sc(L, 36);
    for (int i = 0; i < n; i++, sy += ui_sc(L, 44)) {
        char buf[48];
        int s = order[i];
        snprintf(buf, sizeof buf, "%d.", i + 1);
        ui_text(g, FONT_BOLD, L->font_big, DIM, sb.x + ui_sc(L, 20), sy, AL_LEFT, buf);
        ui_disc(g, sb.x + ui_sc(L, 66), sy + ui_sc(L, 16), ui_sc(L, 10), ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255));
        snprintf(buf, sizeof buf, "%d", v->score[s]);
        int room = sb.w - ui_sc(L, 86 + 24 + 12) - ui_text_w(g, FONT_BOLD, L->font_big, buf);
        ui_text_fit(g, FONT_BOLD, L->font_big, TEXT, sb.x + ui_sc(L, 86), sy, room, a->ses.names[s]);
        ui_text(g, FONT_BOLD, L->font_big, GOLD, sb.x + sb.w - ui_sc(L, 24), sy, AL_RIGHT, buf);
    }
    /* the gold so far, as the score track shows it */
    y += ui_sc(L, 8);
    ui_fill(g, (UiRect){x0, y, box.w - ui_sc(L, 40), 1}, 0x5A7890FF);
    y += ui_sc(L, 8);
    ui_text(g, FONT_BOLD, L->font_body, GOLD, x0, y, AL_LEFT, ui_str(S_END_TOTAL));
    for (int s = 0; s < v->seats; s++) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", v->score[s]);
        ui_text(g, FONT_BOLD, L->font_big, GOLD, x0 + lw + s * cw + cw - ui_sc(L, 14), y - ui_sc(L, 4), AL_RIGHT, buf);
    }
}

const UiScene ui_scene_final = {"final", NULL, click, key, NULL, NULL, update, draw, wants_frames};
