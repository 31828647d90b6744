/* scene_end.c - the end screen: the winner and how (a tie and what broke
 * it, or the 2-player neutral's win, in words), every player's gold by
 * part, best first, the final scoring colour by colour, the score over the
 * game, and the review: each player's points turn by turn by where they
 * came from, and the turns where the lead changed. A new game, the title or
 * the replay from here; after an online game, the title or a rematch, and
 * the replay once the server sent the whole game. */
#include <stdio.h>
#include <string.h>

#include "draw.h"

static UiRect end_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    return (UiRect){a->out_w / 2 + (i ? ui_sc(L, 20) : -ui_sc(L, 320)), L->oy + ui_sc(L, 820), ui_sc(L, 300),
                    ui_sc(L, 54)};
}

static int end_hit(UiApp *a, int x, int y)
{
    for (int i = 0; i < 2; i++)
        if (ui_in(end_btn(a, i), x, y)) return i + 1;
    return 0;
}

/* The colour of a why (YsScoreWhy) in the review's bars. */
static const uint32_t why_rgb[4] = {0x56B4E9FF, 0xE69F00FF, 0xCC79A7FF, 0xE2BC5AFF};
static int why_group(int why) { return why <= YS_WHY_CARD ? why : 3; }
static const UiStrId why_name[4] = {S_REVIEW_MARKET, S_COMMERCE, S_REVIEW_CARDS, S_REVIEW_FINAL};

/* Points of seat s in period t (1..YS_ROUNDS turns, 0 the final scoring). */
static int period_pts(const UiRecord *r, int t, int s, int *by)
{
    int sum = 0;
    for (int g = 0; g < 4; g++)
        by[g] = 0;
    for (int w = 0; w < UI_WHY_COUNT; w++)
        by[why_group(w)] += r->pts[t][s][w], sum += r->pts[t][s][w];
    return sum;
}

/* The winner's line, the breakdown per player (best first), and the table
 * of the final scoring colour by colour. */
/* Row r of the final scoring's table: its name (a colour and its
 * quotation, Black, King's Favor) into buf; the room its gem takes before. */
static int row_label(const UiApp *a, int r, char *buf, size_t len)
{
    const UiRecord *rec = &a->ses.rec;
    if (r < rec->ncolours) {
        int c = rec->colour[r].final_colour.colour;
        snprintf(buf, len, "%s %d", ui_colour_str(c), rec->has_final ? rec->final.final.quotation[c] : 0);
    } else {
        snprintf(buf, len, "%s", ui_str(r == rec->ncolours && rec->has_black ? S_END_BLACK : S_END_THRONE));
    }
    return r < rec->ncolours || (r == rec->ncolours && rec->has_black) ? ui_sc(&a->L, 26) : 0;
}

/* The width of text's widest word (ui_text_lines puts a word too long for
 * the width on a line of its own). */
static int widest_word(UiGfx *g, int size, const char *text)
{
    int starts[16], lens[16], most = 0;
    int n = ui_text_lines(g, FONT_BOLD, size, 1, text, starts, lens, 16);
    for (int i = 0; i < n; i++) {
        char word[80];
        snprintf(word, sizeof word, "%.*s", lens[i], text + starts[i]);
        int w = ui_text_w(g, FONT_BOLD, size, word);
        if (w > most) most = w;
    }
    return most;
}

/* A column's header, right-aligned at x, wrapped at spaces to width w,
 * its last line at y and the lines before it above, lh apart. */
static void head_lines(UiGfx *g, int size, int x, int y, int lh, int w, const char *text)
{
    int starts[4], lens[4];
    int n = ui_text_lines(g, FONT_BOLD, size, w, text, starts, lens, 4);
    for (int i = 0; i < n; i++) {
        char line[80];
        snprintf(line, sizeof line, "%.*s", lens[i], text + starts[i]);
        ui_text(g, FONT_BOLD, size, DIM, x, y - (n - 1 - i) * lh, AL_RIGHT, line);
    }
}

/* The final scoring's player columns from x in room w: pcx[s] to pcx[s + 1]
 * for seat s. They share the room equally unless a name needs more than
 * its share ("Pomarańczowy" at 1024x600 with four players): that column
 * then takes what the name needs from the others, as long as each keeps
 * room for its cells ("2. (13) +24"); where none can, all stay equal. */
static void player_columns(UiApp *a, int x, int w, int *pcx)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int n = a->ses.view.seats > 0 ? a->ses.view.seats : 1, spx = L->font_small * 9 / 10;
    /* a cell: place at 6, (gems) at 34, points right-aligned 6 from its edge, 6 to the next */
    int cell =
        ui_sc(L, 34 + 6 + 6 + 6) + ui_text_w(g, FONT_SANS, spx, "(13)") + ui_text_w(g, FONT_BOLD, L->font_small, "+24");
    int need[YS_MAX_SEATS], want = 0, wide = 0;
    for (int s = 0; s < n; s++) {
        /* the name at 4 from the cell's left, 6 before the next column */
        need[s] = ui_text_w(g, FONT_BOLD, L->font_small, a->ses.names[s]) + ui_sc(L, 4 + 6) + 1;
        if (need[s] < cell) need[s] = cell;
        want += need[s];
        wide += need[s] > w / n;
    }
    int spare = w - want, fits = wide && spare >= 0;
    pcx[0] = x;
    for (int s = 0, narrow = n - wide; s < n; s++) {
        int cw = w / n;
        if (fits) {
            /* the wide get what they need; the rest share what is left */
            cw = need[s] > w / n ? need[s] : need[s] + spare / (narrow > 0 ? narrow : 1);
        }
        pcx[s + 1] = pcx[s] + cw;
    }
}

/* The final table and its scoring, in box, its title no higher than top. */
static void left_column(UiApp *a, UiRect box, int top)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    const YsView *v = &a->ses.view;
    const YsResult *res = &a->ses.result;
    const UiRecord *rec = &a->ses.rec;
    int kf = v->opt.kings_favor;
    char buf[200];
    int x0 = box.x + ui_sc(L, 40), y0 = box.y + ui_sc(L, 150);
    if (y0 - ui_sc(L, 52) < top) y0 = top + ui_sc(L, 52);
    ui_text(g, FONT_TITLE, L->font_big, GOLD, x0, y0 - ui_sc(L, 52), AL_LEFT, ui_str(S_END_TITLE));
    enum { NCOL = 6 };
    const UiStrId cols[NCOL] = {S_END_DURING, S_END_COLOURS, S_END_BLACK, S_END_THRONE, S_GEMS, S_END_TOTAL};
    /* each header right-aligned on its column and wrapped to the column's
     * own room, its last line on the rows' header line: no header reaches
     * over a neighbour's, so none reads as part of another ("Black" over
     * "King's Favor"). A column whose header's widest word needs more room
     * (German's "Edelsteine", French's "Couleurs" at 1024x600, where the
     * text is at its smallest readable size) pushes the columns on its left
     * leftwards, into the names' room. */
    int colx[NCOL] = {260, 340, 420, 510, 600, 690};
    /* without King's Favor its column's room goes to the ones on its left:
     * the numbers stand evenly, and the names get the room */
    for (int c = 0; c < 3 && !kf; c++)
        colx[c] += colx[4] - colx[3];
    const int gap = ui_sc(L, 8);
    for (int c = NCOL - 1, right = -1; c >= 0; c--) {
        if (c == 3 && !kf) continue;
        if (right >= 0) {
            int ww = widest_word(g, L->font_small, ui_str(cols[right]));
            int need = (int)((float)(ui_sc(L, colx[right]) - ww - gap) / L->s);
            if (colx[c] > need) colx[c] = need < 160 ? 160 : need;
        }
        right = c;
    }
    for (int c = 0, prev = 60; c < NCOL; c++) {
        if (c == 3 && !kf) continue;
        int room = ui_sc(L, colx[c] - prev) - gap;
        prev = colx[c];
        head_lines(g, L->font_small, x0 + ui_sc(L, colx[c]), y0 + ui_sc(L, 4),
                   ui_text_h(g, FONT_BOLD, L->font_small) * 9 / 10, room, ui_str(cols[c]));
    }
    int lh = ui_text_h(g, FONT_BOLD, L->font_small) * 4 / 5;
    /* the rows below the headers' lower line, however large the text */
    int rows_y = y0 + ui_sc(L, 30);
    if (rows_y - ui_sc(L, 6) < y0 + ui_sc(L, 8) + lh) rows_y = y0 + ui_sc(L, 14) + lh;
    for (int i = 0; i < v->seats; i++) {
        int s = res->ranking[i];
        if (s < 0 || s >= v->seats) continue;
        int y = rows_y + ui_sc(L, i * 44);
        int win = 0;
        for (int k = 0; k < res->nwinners; k++)
            win |= res->winners[k] == s;
        ui_round(g, (UiRect){x0 - ui_sc(L, 10), y - ui_sc(L, 6), ui_sc(L, 710), ui_sc(L, 38)}, ui_sc(L, 6),
                 win ? 0x3A3218FF : 0x1F2E3AFF);
        snprintf(buf, sizeof buf, "%d.", i + 1);
        ui_text(g, FONT_BOLD, L->font_body, DIM, x0, y + ui_sc(L, 2), AL_LEFT, buf);
        ui_disc(g, x0 + ui_sc(L, 36), y + ui_sc(L, 13), ui_sc(L, 9), ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255));
        int vals[NCOL] = {res->during[s], res->colours[s], res->black[s], res->throne[s], res->gems[s], res->score[s]};
        /* a player's own long name stops short of the first number */
        snprintf(buf, sizeof buf, "%d", vals[0]);
        int name_room = ui_sc(L, colx[0] - 52 - 10) - ui_text_w(g, FONT_BOLD, L->font_body, buf);
        /* a name too long for the text size ("Pomarańczowy" at 1024x600)
         * takes the smaller one before it loses letters */
        int npx = ui_text_w(g, FONT_BOLD, L->font_body, a->ses.names[s]) > name_room ? L->font_small : L->font_body;
        ui_text_fit(g, FONT_BOLD, npx, TEXT, x0 + ui_sc(L, 52),
                    y + ui_sc(L, 2) + (ui_text_h(g, FONT_BOLD, L->font_body) - ui_text_h(g, FONT_BOLD, npx)) / 2,
                    name_room, a->ses.names[s]);
        for (int c = 0; c < NCOL; c++) {
            if (c == 3 && !kf) continue;
            snprintf(buf, sizeof buf, "%d", vals[c]);
            ui_text(g, FONT_BOLD, c == 5 ? L->font_big : L->font_body,
                    c == 5   ? GOLD
                    : c == 4 ? DIM
                             : TEXT,
                    x0 + ui_sc(L, colx[c]), y + (c == 5 ? -ui_sc(L, 2) : ui_sc(L, 2)), AL_RIGHT, buf);
        }
    }
    /* what the dim column is: the tie-break, not points */
    int y = rows_y + ui_sc(L, v->seats * 44);
    y += ui_text_wrap(g, FONT_SANS, L->font_small * 9 / 10, DIM,
                      (UiRect){x0, y - ui_sc(L, 2), ui_sc(L, 700), ui_sc(L, 60)}, ui_str(S_END_GEMS_NOTE)) +
         ui_sc(L, 10);
    /* the final scoring, colour by colour: each player's place and points */
    int tw = ui_text(g, FONT_TITLE, L->font_big, GOLD, x0, y, AL_LEFT, ui_str(S_FINAL_TITLE));
    /* what the cells hold, beside the title: "2. (7) +18" read as a riddle */
    int lpx = ui_min_px(a, L->font_small * 9 / 10);
    ui_text_fit(g, FONT_SANS, lpx, DIM, x0 + tw + ui_sc(L, 16),
                y + ui_text_h(g, FONT_TITLE, L->font_big) - ui_text_h(g, FONT_SANS, lpx) - ui_sc(L, 4),
                ui_sc(L, 700) - tw - ui_sc(L, 16), ui_str(S_END_CELL_LEGEND));
    y += ui_sc(L, 40);
    int rows = rec->ncolours + rec->has_black + (rec->has_throne && kf);
    /* the rows' names as wide as the widest needs (German's "Gunst des Königs") */
    int lw = ui_sc(L, 130);
    for (int r = 0; r < rows; r++) {
        int w = row_label(a, r, buf, sizeof buf) + ui_text_w(g, FONT_SANS, L->font_small, buf) + ui_sc(L, 8);
        if (w > lw) lw = w;
    }
    int pcx[YS_MAX_SEATS + 1];
    player_columns(a, x0 + lw, ui_sc(L, 700) - lw, pcx);
    /* each name underlined in its colour, clear of its descenders */
    int line = ui_sc(L, 3) > 2 ? ui_sc(L, 3) : 2, uy = ui_text_h(g, FONT_BOLD, L->font_small) + 2;
    if (uy < ui_sc(L, 21)) uy = ui_sc(L, 21);
    for (int s = 0; s < v->seats; s++) {
        UiRect hr = {pcx[s], y, pcx[s + 1] - pcx[s] - ui_sc(L, 6), uy};
        ui_fill(g, (UiRect){hr.x, hr.y + uy, hr.w, line}, ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255));
        ui_text_fit(g, FONT_BOLD, L->font_small, TEXT, hr.x + ui_sc(L, 4), hr.y, hr.w - ui_sc(L, 4), a->ses.names[s]);
    }
    y += uy + line + ui_sc(L, 6) > ui_sc(L, 30) ? uy + line + ui_sc(L, 6) : ui_sc(L, 30);
    for (int r = 0; r < rows; r++, y += ui_sc(L, 32)) {
        const YsEvent *e = r < rec->ncolours ? &rec->colour[r] : NULL;
        int black = !e && r == rec->ncolours && rec->has_black;
        int off = row_label(a, r, buf, sizeof buf);
        if (e || black)
            ui_draw_gem(g, e ? e->final_colour.colour : YS_BLACK,
                        (UiRect){x0, y + ui_sc(L, 3), ui_sc(L, 20), ui_sc(L, 20)});
        ui_text(g, FONT_SANS, L->font_small, TEXT, x0 + off, y + ui_sc(L, 4), AL_LEFT, buf);
        for (int s = 0; s < v->seats; s++) {
            UiRect c = {pcx[s], y, pcx[s + 1] - pcx[s] - ui_sc(L, 6), ui_sc(L, 28)};
            ui_round(g, c, ui_sc(L, 4), 0x1F2E3AFF);
            int place = -1, pts = 0, n = 0;
            if (e)
                place = e->final_colour.place[s], pts = e->final_colour.points[s], n = e->final_colour.gems[s];
            else if (black)
                pts = rec->black.final_black.points[s], n = rec->black.final_black.gems[s];
            else
                place = rec->throne.final_throne.total[s] > 0 ? rec->throne.final_throne.place[s] : -1,
                pts = rec->throne.final_throne.points[s], n = rec->throne.final_throne.total[s];
            if (place >= 0) {
                snprintf(buf, sizeof buf, ui_str(S_FINAL_PLACE), place + 1);
                ui_text(g, FONT_BOLD, L->font_small, DIM, c.x + ui_sc(L, 6), c.y + ui_sc(L, 4), AL_LEFT, buf);
            }
            /* (gems), or the throne room's total and a broker of the player's colour */
            int throne = !e && !black, spx = L->font_small * 9 / 10;
            snprintf(buf, sizeof buf, throne ? "%d" : "(%d)", n);
            int w = ui_text(g, FONT_SANS, spx, DIM, c.x + ui_sc(L, 34), c.y + ui_sc(L, 5), AL_LEFT, buf);
            int th = ui_text_h(g, FONT_SANS, spx);
            if (throne && n > 0)
                ui_draw_broker_token(g, (UiRect){c.x + ui_sc(L, 34) + w + ui_sc(L, 3), c.y + ui_sc(L, 5), th, th},
                                     dr_pcol(a, s), -1, 1, 0, 0);
            snprintf(buf, sizeof buf, "+%d", pts);
            ui_text(g, FONT_BOLD, L->font_small, pts ? GOLD : DIM, c.x + c.w - ui_sc(L, 6), c.y + ui_sc(L, 4), AL_RIGHT,
                    buf);
        }
    }
}

/* The post-game review: each player's points turn by turn, by where they
 * came from, and the turns where the lead changed. */
static void review(UiApp *a, UiRect r)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    const YsView *v = &a->ses.view;
    const UiRecord *rec = &a->ses.rec;
    char buf[200];
    ui_text(g, FONT_TITLE, L->font_big, GOLD, r.x, r.y, AL_LEFT, ui_str(S_REVIEW_TITLE));
    int y = r.y + ui_sc(L, 40);
    /* legend */
    for (int k = 0, x = r.x; k < 4; k++) {
        ui_round(g, (UiRect){x, y + ui_sc(L, 4), ui_sc(L, 14), ui_sc(L, 14)}, ui_sc(L, 3), why_rgb[k]);
        x += ui_sc(L, 20);
        x += ui_text(g, FONT_SANS, L->font_small, TEXT, x, y, AL_LEFT, ui_str(k < 3 ? why_name[k] : S_FINAL_TITLE)) +
             ui_sc(L, 18);
    }
    y += ui_sc(L, 28);
    /* the names' column as wide as the widest name needs (German's
     * "Himmelblau"), to three tenths of the room; the final scoring's as
     * wide as its header ("Schlusswertung"); the turns share the rest */
    int lw = ui_sc(L, 110), per = YS_ROUNDS + 1;
    for (int s = 0; s < v->seats; s++) {
        int w = ui_text_w(g, FONT_BOLD, L->font_small, a->ses.names[s]) + ui_sc(L, 8);
        if (w > lw) lw = w;
    }
    if (lw > r.w * 3 / 10) lw = r.w * 3 / 10;
    int cw = (r.w - lw) / per, fw = ui_text_w(g, FONT_BOLD, L->font_small, ui_str(S_FINAL_TITLE)) + ui_sc(L, 4);
    if (fw > cw)
        cw = (r.w - lw - fw) / YS_ROUNDS;
    else
        fw = cw;
    for (int t = 1; t <= per; t++) {
        int x = r.x + lw + (t - 1) * cw;
        if (t <= YS_ROUNDS) snprintf(buf, sizeof buf, "%s %d", ui_str(S_TURN_COUNTER), t);
        ui_text_fit(g, FONT_BOLD, L->font_small, DIM, x, y, t <= YS_ROUNDS ? cw - ui_sc(L, 6) : r.x + r.w - x,
                    t <= YS_ROUNDS ? buf : ui_str(S_FINAL_TITLE));
    }
    y += ui_sc(L, 24);
    /* turns to one scale, the final scoring (much larger) to its own */
    int maxp = 1, maxf = 1, by[4];
    for (int s = 0; s < v->seats; s++)
        for (int t = 0; t <= YS_ROUNDS; t++) {
            int p = period_pts(rec, t, s, by);
            if (t && p > maxp) maxp = p;
            if (!t && p > maxf) maxf = p;
        }
    for (int s = 0; s < v->seats; s++, y += ui_sc(L, 30)) {
        ui_text_fit(g, FONT_BOLD, L->font_small, ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255), r.x, y + ui_sc(L, 3),
                    lw - ui_sc(L, 6), a->ses.names[s]);
        for (int k = 1; k <= per; k++) {
            int t = k <= YS_ROUNDS ? k : 0;
            int p = period_pts(rec, t, s, by), x = r.x + lw + (k - 1) * cw;
            int bw = (t ? cw : fw) - ui_sc(L, 44);
            for (int gi = 0; gi < 4; gi++) {
                int w = by[gi] * bw / (t ? maxp : maxf);
                if (w <= 0) continue;
                ui_fill(g, (UiRect){x, y + ui_sc(L, 6), w, ui_sc(L, 14)}, why_rgb[gi]);
                x += w;
            }
            snprintf(buf, sizeof buf, "%d", p);
            ui_text(g, FONT_BOLD, L->font_small, TEXT, x + ui_sc(L, 4), y + ui_sc(L, 2), AL_LEFT, buf);
        }
    }
    /* turning points: the leader after each turn (more gold takes the lead,
     * the same keeps it with who had it), and after the final scoring the
     * engine's winner, whatever broke a tie on gold; the last four */
    y += ui_sc(L, 10);
    ui_text(g, FONT_BOLD, L->font_body, GOLD, r.x, y, AL_LEFT, ui_str(S_REVIEW_TURNS));
    y += ui_sc(L, 28);
    const YsResult *res = &a->ses.result;
    int total[YS_MAX_SEATS] = {0}, lead = -1, n = 0, when[YS_ROUNDS + 1], who[YS_ROUNDS + 1];
    for (int k = 1; k <= per; k++) {
        int t = k <= YS_ROUNDS ? k : 0;
        for (int s = 0; s < v->seats; s++)
            total[s] += period_pts(rec, t, s, by);
        int best = lead;
        for (int s = 0; s < v->seats; s++)
            if (best < 0 || total[s] > total[best]) best = s;
        if (!t && res->nwinners == 1) best = res->winners[0];
        if (best == lead || total[best] == 0) continue;
        when[n] = k, who[n++] = best;
        lead = best;
    }
    for (int i = n > 4 ? n - 4 : 0; i < n; i++) {
        int k = when[i], best = who[i];
        /* why: the largest source of the new leader's points in this period */
        period_pts(rec, k <= YS_ROUNDS ? k : 0, best, by);
        int gi = 0;
        for (int q = 1; q < 4; q++)
            if (by[q] > by[gi]) gi = q;
        char why[64];
        snprintf(why, sizeof why, "%s +%d", ui_str(why_name[gi]), by[gi]);
        snprintf(buf, sizeof buf, ui_str(S_REVIEW_LEAD), k <= YS_ROUNDS ? k : YS_ROUNDS, a->ses.names[best], why);
        ui_text(g, FONT_SANS, L->font_small, TEXT, r.x, y, AL_LEFT, buf);
        y += ui_sc(L, 24);
    }
}

/* What the end offers next, as the game's source says. */
static UiAgain again(const UiApp *a) { return a->ses.src ? ui_source_again(a->ses.src) : UI_AGAIN_SETUP; }

static void draw_end(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    const YsView *v = &a->ses.view;
    const YsResult *res = &a->ses.result;
    dr_background(a, "title_bg");
    UiRect box = {L->ox + ui_sc(L, 60), L->oy + ui_sc(L, 12), ui_sc(L, 1480), ui_sc(L, 800)};
    dr_panel(a, box, 0x15212BF2);
    int rim = ui_sc(L, 12); /* the frame's width, and a little air */
    ui_panel_push(g, (UiRect){box.x + rim, box.y + rim, box.w - 2 * rim, box.h - 2 * rim}, "end panel");
    char buf[300], names[128] = "";
    for (int i = 0; i < res->nwinners; i++) {
        size_t l = strlen(names);
        snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", a->ses.names[res->winners[i]]);
    }
    snprintf(buf, sizeof buf, ui_str(res->nwinners > 1 ? S_END_WINNERS : S_END_WINNER), names);
    uint32_t wc = res->nwinners ? ui_rgb_a(ui_player_rgb[dr_pcol(a, res->winners[0])], 255) : GOLD;
    ui_text(g, FONT_TITLE, L->font_title * 7 / 10, wc, a->out_w / 2, box.y + ui_sc(L, 16), AL_CENTER, buf);
    /* how it was won, in words: the tie and what broke it, or the neutral */
    ui_result_caption(res, v->opt.players, a->ses.names, buf, sizeof buf);
    ui_text(g, FONT_BOLD, L->font_body, TEXT, a->out_w / 2, box.y + ui_sc(L, 72), AL_CENTER, buf);
    left_column(a, box, box.y + ui_sc(L, 72) + ui_text_h(g, FONT_BOLD, L->font_body) + ui_sc(L, 4));
    /* the chart: score after each move */
    UiRect ch = {box.x + ui_sc(L, 800), box.y + ui_sc(L, 156), ui_sc(L, 640), ui_sc(L, 240)};
    ui_text(g, FONT_TITLE, L->font_big, GOLD, ch.x, ch.y - ui_sc(L, 42), AL_LEFT, ui_str(S_END_CHART));
    ui_round(g, ch, ui_sc(L, 6), 0x0E171FFF);
    int maxs = 10;
    for (int s = 0; s < v->seats; s++) {
        if (res->score[s] > maxs) maxs = res->score[s];
        for (int i = 0; i < a->ses.nhist; i++)
            if (a->ses.hist[i][s] > maxs) maxs = a->ses.hist[i][s];
    }
    maxs = (maxs + 9) / 10 * 10;
    int n = a->ses.nhist + 1;
    UiRect pr = {ch.x + ui_sc(L, 44), ch.y + ui_sc(L, 14), ch.w - ui_sc(L, 60), ch.h - ui_sc(L, 44)};
    for (int k = 0; k <= maxs; k += maxs / 4 > 0 ? maxs / 4 : 1) {
        int y = pr.y + pr.h - k * pr.h / maxs;
        ui_fill(g, (UiRect){pr.x, y, pr.w, 1}, 0x2A3A48FF);
        snprintf(buf, sizeof buf, "%d", k);
        ui_text(g, FONT_SANS, L->font_small, DIM, pr.x - ui_sc(L, 6), y - L->font_small * 2 / 3, AL_RIGHT, buf);
    }
    /* turn boundaries */
    for (int i = 1; i < a->ses.nhist; i++)
        if (a->ses.hist_round[i] != a->ses.hist_round[i - 1]) {
            int x = pr.x + i * pr.w / (n > 1 ? n - 1 : 1);
            ui_fill(g, (UiRect){x, pr.y, 1, pr.h}, 0x3A4A58FF);
            snprintf(buf, sizeof buf, ui_str(S_ROUND), a->ses.hist_round[i]);
            ui_text(g, FONT_SANS, L->font_small * 9 / 10, DIM, x + 3, pr.y + pr.h + 4, AL_LEFT, buf);
        }
    /* the last ranked first, so that the winner's line and dot lie on top
     * (a tie on gold ends at one point) */
    for (int k = v->seats - 1; k >= 0; k--) {
        int s = res->ranking[k] < v->seats ? res->ranking[k] : k;
        uint32_t c = ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255);
        ui_color(g, c);
        int px = pr.x, py = pr.y + pr.h;
        for (int i = 0; i < n; i++) {
            int val = i < a->ses.nhist ? a->ses.hist[i][s] : res->score[s];
            int x = pr.x + i * pr.w / (n > 1 ? n - 1 : 1), y = pr.y + pr.h - val * pr.h / maxs + s;
            if (i) {
                for (int d = 0; d < ui_sc(L, 3); d++)
                    SDL_RenderDrawLine(g->ren, px, py + d, x, y + d);
            }
            px = x, py = y;
        }
        ui_disc(g, (float)px, (float)py, (float)ui_sc(L, 5), c);
    }
    review(a, (UiRect){ch.x, ch.y + ch.h + ui_sc(L, 24), ch.w, ui_sc(L, 380)});
    ui_panel_pop(g);
    dr_button(a, end_btn(a, 0), ui_str(S_END_MENU), 1, 0, -1);
    UiAgain r = again(a);
    if (r == UI_AGAIN_SETUP || r == UI_AGAIN_CAN || r == UI_AGAIN_OFFERED)
        dr_button(a, end_btn(a, 1),
                  ui_str(r == UI_AGAIN_SETUP ? S_END_AGAIN
                         : r == UI_AGAIN_CAN ? S_ONLINE_REMATCH
                                             : S_ONLINE_JOIN_REMATCH),
                  1, 1, -1);
    else if (r == UI_AGAIN_WAIT)
        ui_text_fit(&a->gfx, FONT_SANS, a->L.font_small, 0xC8C8C8FF, end_btn(a, 1).x,
                    end_btn(a, 1).y + ui_sc(&a->L, 16), end_btn(a, 1).w, ui_str(S_ONLINE_REMATCH_WAIT));
}

static UiRect replay_button(const UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 1260), L->oy + ui_sc(L, 820), ui_sc(L, 260), ui_sc(L, 54)};
}

/* Copy game code, left of the row, as the replay is right of it. */
static UiRect code_button(const UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 80), L->oy + ui_sc(L, 820), ui_sc(L, 300), ui_sc(L, 54)};
}

/* The session holds every move of the game (an online seat once the server
 * sent the whole game at its end): a replay and a game code to offer. */
static int whole(const UiApp *a) { return ui_session_whole(&a->ses) != NULL; }

/* The keyboard's targets, left to right: Copy game code, the title, a new
 * game (online: the rematch, when there is one), the replay. */
static int targets(UiApp *a, UiRect *out, int max)
{
    UiAgain rm = again(a);
    int second = rm == UI_AGAIN_SETUP || rm == UI_AGAIN_CAN || rm == UI_AGAIN_OFFERED;
    UiRect r[4] = {code_button(a), end_btn(a, 0), end_btn(a, 1), replay_button(a)};
    int on[4] = {whole(a), 1, second, whole(a)}, n = 0;
    for (int i = 0; i < 4 && n < max; i++)
        if (on[i]) out[n++] = r[i];
    return n;
}

static void draw(UiApp *a)
{
    draw_end(a);
    if (whole(a)) {
        ui_w_button(a, replay_button(a), ui_str(S_REPLAY), 1, 0);
        ui_w_button(a, code_button(a), ui_str(S_COPY_CODE), 1, 0);
    }
    ui_keys_draw(a, &a->end_keys, targets);
}

/* Leaves the end screen: the game is closed (an online game's room is
 * left; it stays in My online games) before the title or the setup. */
static void leave(UiApp *a, int to)
{
    ui_app_leave_game(a);
    ui_nav_go(a, to);
}

static void click(UiApp *a, int x, int y)
{
    a->end_keys.on = 0;
    if (whole(a) && ui_in(code_button(a), x, y)) {
        ui_app_copy_code(a, ui_session_whole(&a->ses));
        return;
    }
    if (whole(a) && ui_in(replay_button(a), x, y)) {
        ui_replay_start(a, ui_session_whole(&a->ses));
        return;
    }
    int h = end_hit(a, x, y);
    if (h == 1) leave(a, SC_TITLE);
    /* the next game: set up here, or the table's next (its first view opens it) */
    if (h == 2 && again(a) != UI_AGAIN_NONE && again(a) != UI_AGAIN_WAIT && a->ses.src &&
        ui_source_again_go(a->ses.src) == 1)
        leave(a, SC_SETUP);
}

/* The focus keys (keys.c); Enter with no focus: the title; Escape: back to
 * the history it was opened from, or the title. */
static void key(UiApp *a, int k)
{
    if (ui_keys_key(a, &a->end_keys, targets, UI_KEYS_ARROWS, k)) return;
    if (k == UK_ESCAPE && ui_nav_under(a) >= 0)
        ui_nav_pop(a);
    else if (k == UK_ENTER || k == UK_ESCAPE)
        leave(a, SC_TITLE);
}

static void enter(UiApp *a) { a->end_keys = (UiKeyFocus){0, 0}; }

const UiScene ui_scene_end = {"end", enter, click, key, NULL, NULL, NULL, draw, NULL, targets};
