/* scene_end.c - the end screen: the winner, the breakdown of every
 * player's gold, the score over the game; a new game, the title or the
 * replay from here. */
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

static void draw_end(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    const YsView *v = &a->ses.view;
    const YsResult *res = &a->ses.result;
    dr_background(a, "title_bg");
    UiRect box = {L->ox + ui_sc(L, 60), L->oy + ui_sc(L, 20), ui_sc(L, 1480), ui_sc(L, 780)};
    dr_panel(a, box, 0x15212BF2);
    char buf[160], names[128] = "";
    for (int i = 0; i < res->nwinners; i++) {
        size_t l = strlen(names);
        snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", a->ses.names[res->winners[i]]);
    }
    snprintf(buf, sizeof buf, ui_str(res->nwinners > 1 ? S_END_WINNERS : S_END_WINNER), names);
    uint32_t wc = res->nwinners ? ui_rgb_a(ui_player_rgb[dr_pcol(a, res->winners[0])], 255) : GOLD;
    ui_text(g, FONT_TITLE, L->font_title * 8 / 10, wc, a->out_w / 2, box.y + ui_sc(L, 14), AL_CENTER, buf);
    /* the breakdown table */
    int x0 = box.x + ui_sc(L, 40), y0 = box.y + ui_sc(L, 120);
    const UiStrId cols[5] = {S_END_DURING, S_END_COLOURS, S_END_BLACK, S_END_THRONE, S_END_TOTAL};
    ui_text(g, FONT_TITLE, L->font_big, GOLD, x0, y0 - ui_sc(L, 46), AL_LEFT, ui_str(S_END_TITLE));
    for (int c = 0; c < 5; c++)
        ui_text(g, FONT_BOLD, L->font_small, DIM, x0 + ui_sc(L, 210 + c * 105), y0, AL_RIGHT, ui_str(cols[c]));
    for (int s = 0; s < v->seats; s++) {
        int y = y0 + ui_sc(L, 40 + s * 56);
        int win = 0;
        for (int i = 0; i < res->nwinners; i++)
            win |= res->winners[i] == s;
        ui_round(g, (UiRect){x0 - ui_sc(L, 10), y - ui_sc(L, 8), ui_sc(L, 690), ui_sc(L, 48)}, ui_sc(L, 6),
                 win ? 0x3A3218FF : 0x1F2E3AFF);
        ui_disc(g, x0 + ui_sc(L, 10), y + ui_sc(L, 16), ui_sc(L, 10), ui_rgb_a(ui_player_rgb[dr_pcol(a, s)], 255));
        ui_text(g, FONT_BOLD, L->font_body, TEXT, x0 + ui_sc(L, 28), y + ui_sc(L, 4), AL_LEFT, a->ses.names[s]);
        int vals[5] = {res->during[s], res->colours[s], res->black[s], res->throne[s], res->score[s]};
        for (int c = 0; c < 5; c++) {
            snprintf(buf, sizeof buf, "%d", vals[c]);
            ui_text(g, FONT_BOLD, c == 4 ? L->font_big : L->font_body, c == 4 ? GOLD : TEXT,
                    x0 + ui_sc(L, 210 + c * 105), y + (c == 4 ? 0 : ui_sc(L, 4)), AL_RIGHT, buf);
        }
        /* gems */
        int gx = x0 + ui_sc(L, 28), gy = y + ui_sc(L, 44);
        (void)gx, (void)gy;
    }
    /* gems line under the table */
    int gy = y0 + ui_sc(L, 40 + v->seats * 56 + 10);
    for (int s = 0; s < v->seats; s++) {
        int gx = x0;
        ui_text(g, FONT_SANS, L->font_small, DIM, gx, gy + s * ui_sc(L, 30), AL_LEFT, a->ses.names[s]);
        gx += ui_sc(L, 110);
        for (int c = 0; c < 5; c++) {
            ui_draw_gem(g, c, (UiRect){gx, gy + s * ui_sc(L, 30), ui_sc(L, 20), ui_sc(L, 20)});
            snprintf(buf, sizeof buf, "%d", v->gems[s][c]);
            ui_text(g, FONT_BOLD, L->font_small, TEXT, gx + ui_sc(L, 24), gy + s * ui_sc(L, 30), AL_LEFT, buf);
            gx += ui_sc(L, 60);
        }
    }
    /* the chart: score after each move, and the final score */
    UiRect ch = {box.x + ui_sc(L, 780), box.y + ui_sc(L, 120), ui_sc(L, 660), ui_sc(L, 560)};
    ui_text(g, FONT_TITLE, L->font_big, GOLD, ch.x, ch.y - ui_sc(L, 46), AL_LEFT, ui_str(S_END_CHART));
    ui_round(g, ch, ui_sc(L, 6), 0x0E171FFF);
    int maxs = 10;
    for (int s = 0; s < v->seats; s++) {
        if (res->score[s] > maxs) maxs = res->score[s];
        for (int i = 0; i < a->ses.nhist; i++)
            if (a->ses.hist[i][s] > maxs) maxs = a->ses.hist[i][s];
    }
    maxs = (maxs + 9) / 10 * 10;
    int n = a->ses.nhist + 1;
    UiRect pr = {ch.x + ui_sc(L, 44), ch.y + ui_sc(L, 14), ch.w - ui_sc(L, 60), ch.h - ui_sc(L, 50)};
    for (int k = 0; k <= maxs; k += maxs / 5 > 0 ? maxs / 5 : 1) {
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
    for (int s = 0; s < v->seats; s++) {
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
    dr_button(a, end_btn(a, 0), ui_str(S_END_MENU), 1, 0, -1);
    dr_button(a, end_btn(a, 1), ui_str(S_END_AGAIN), 1, 1, -1);
}

static UiRect replay_button(const UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 1260), L->oy + ui_sc(L, 820), ui_sc(L, 260), ui_sc(L, 54)};
}

static void draw(UiApp *a)
{
    draw_end(a);
    ui_w_button(a, replay_button(a), ui_str(S_REPLAY), 1, 0);
}

static void click(UiApp *a, int x, int y)
{
    if (ui_in(replay_button(a), x, y)) {
        ui_replay_start(a, a->ses.match);
        return;
    }
    int h = end_hit(a, x, y);
    if (h == 1) ui_nav_go(a, SC_TITLE);
    if (h == 2) ui_nav_go(a, SC_SETUP);
}

static void key(UiApp *a, int k)
{
    if (k == UK_ENTER) ui_nav_go(a, SC_TITLE);
}

const UiScene ui_scene_end = {"end", NULL, click, key, NULL, NULL, NULL, draw, NULL};
