/* scene_history.c - every finished game, newest first (date, configuration,
 * players with their levels and gold, who won), each opening its end screen
 * or its replay, its game code copied, or deleted after a confirmation; and
 * the statistics drawn from them, a player at a time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "draw.h"
#include "history_ui.h"

#define ROWS 7

static UiRect box(UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 100), L->oy + ui_sc(L, 30), ui_sc(L, 1400), ui_sc(L, 840)};
}

static UiRect tab_btn(UiApp *a, int k)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    int w = ui_sc(L, 220);
    return (UiRect){b.x + b.w / 2 + (k ? ui_sc(L, 10) : -w - ui_sc(L, 10)), b.y + ui_sc(L, 76), w, ui_sc(L, 44)};
}

static UiRect row(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + ui_sc(L, 30), b.y + ui_sc(L, 136 + i * 86), b.w - ui_sc(L, 60), ui_sc(L, 78)};
}

/* A row's buttons from the right: Delete, Copy code, Replay, Result. */
static UiRect row_btn(UiApp *a, int i, int k)
{
    const UiLayout *L = &a->L;
    UiRect r = row(a, i);
    int w = ui_sc(L, 150), gap = ui_sc(L, 10);
    return (UiRect){r.x + r.w - (4 - k) * (w + gap), r.y + ui_sc(L, 12), w, r.h - ui_sc(L, 24)};
}

static UiRect back_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + b.w / 2 - ui_sc(L, 150), b.y + b.h - ui_sc(L, 70), ui_sc(L, 300), ui_sc(L, 54)};
}

static UiRect next_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + b.w - ui_sc(L, 290), b.y + ui_sc(L, 140), ui_sc(L, 260), ui_sc(L, 48)};
}

static const char *level_name(int level)
{
    return ui_str((UiStrId)(S_LEVEL_EASY + (level < AI_EASY ? 0 : level > AI_EXPERT ? 3 : level - AI_EASY)));
}

/* "Ana 52 - Teal (Hard) 45 - ..." and who won. */
static void players_line(const UiHistGame *h, char *buf, size_t len)
{
    size_t o = 0;
    char won[80] = "";
    buf[0] = 0;
    int seats = h->players == 2 ? 3 : h->players;
    for (int s = 0; s < seats && o < len; s++) {
        const char *name = s < h->players ? h->seat[s].name : ui_str(S_PNAME_NEUTRAL);
        if (s < h->players && !h->seat[s].human)
            o += (size_t)snprintf(buf + o, len - o, "%s%s (%s) %d", s ? " - " : "", name, level_name(h->seat[s].level),
                                  h->score[s]);
        else
            o += (size_t)snprintf(buf + o, len - o, "%s%s %d", s ? " - " : "", name, h->score[s]);
        if (h->won[s] && !won[0]) snprintf(won, sizeof won, "%s", name);
    }
    if (won[0] && o < len) {
        char w[120];
        snprintf(w, sizeof w, ui_str(S_HIST_WON), won);
        snprintf(buf + o, len - o, "   %s", w);
    }
}

static void draw_list(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    UiHistoryState *h = &a->hist;
    UiRect b = box(a);
    if (!h->n)
        ui_text_wrap(g, FONT_SANS, L->font_body, UI_W_DIM,
                     (UiRect){b.x + ui_sc(L, 80), b.y + ui_sc(L, 220), b.w - ui_sc(L, 160), ui_sc(L, 100)},
                     ui_str(S_HIST_NONE));
    char line[400], date[40];
    for (int i = 0; i < ROWS && h->scroll + i < h->n; i++) {
        int k = h->scroll + i;
        const UiHistGame *e = &h->list[k];
        UiRect r = row(a, i);
        ui_round(g, r, ui_sc(L, 6), e->damaged ? 0x3A1E1EFF : 0x1F2E3AFF);
        int text_w = row_btn(a, i, 0).x - r.x - ui_sc(L, 24);
        ui_panel_push(g, (UiRect){r.x, r.y, text_w + ui_sc(L, 16), r.h}, "history row");
        if (e->damaged) {
            ui_text(g, FONT_BOLD, L->font_body, UI_W_DIM, r.x + ui_sc(L, 16), r.y + ui_sc(L, 8), AL_LEFT, e->file);
            ui_text(g, FONT_SANS, L->font_small, UI_W_RED, r.x + ui_sc(L, 16), r.y + ui_sc(L, 42), AL_LEFT,
                    ui_str(S_HIST_DAMAGED));
        } else {
            time_t t = (time_t)e->when;
            struct tm *tm = localtime(&t);
            date[0] = 0;
            if (tm) strftime(date, sizeof date, "%Y-%m-%d %H:%M", tm);
            char cfg[160];
            snprintf(cfg, sizeof cfg, ui_str(S_HIST_CONFIG), e->players, e->players == 2 ? 3 : 4);
            snprintf(line, sizeof line, "%s   %s%s", date, e->daily[0] ? ui_str(S_DAILY) : cfg,
                     e->undo ? ui_str(S_HIST_UNDO) : "");
            ui_text(g, FONT_BOLD, L->font_body, UI_W_TEXT, r.x + ui_sc(L, 16), r.y + ui_sc(L, 6), AL_LEFT, line);
            players_line(e, line, sizeof line);
            int px = ui_min_px(a, L->font_small);
            ui_text_wrap(g, FONT_SANS, px, UI_W_DIM,
                         (UiRect){r.x + ui_sc(L, 16), r.y + ui_sc(L, 38), text_w, r.h - ui_sc(L, 40)}, line);
        }
        ui_panel_pop(g);
        if (!e->damaged) {
            ui_w_button(a, row_btn(a, i, 0), ui_str(S_HIST_END), 1, 0);
            ui_w_button(a, row_btn(a, i, 1), ui_str(S_REPLAY), 1, 0);
            ui_w_button(a, row_btn(a, i, 2), ui_str(S_COPY_CODE), 1, 0);
        }
        ui_w_button(a, row_btn(a, i, 3), ui_str(h->confirm == k ? S_DELETE_SURE : S_DELETE), 1, h->confirm == k);
    }
}

static void tally_line(UiApp *a, int x, int y, const char *label, UiTally t)
{
    const UiLayout *L = &a->L;
    char buf[160];
    snprintf(buf, sizeof buf, ui_str(S_ST_SUMMARY), t.games, t.wins, ui_stats_share(t) < 0 ? 0 : ui_stats_share(t));
    ui_text(&a->gfx, FONT_SANS, L->font_small, UI_W_TEXT, x, y, AL_LEFT, label);
    ui_text(&a->gfx, FONT_SANS, L->font_small, UI_W_DIM, x + ui_sc(L, 230), y, AL_LEFT, buf);
}

static void draw_chart(UiApp *a, const UiPlayerStats *p, UiRect c)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    char buf[120];
    ui_text(g, FONT_BOLD, L->font_body, UI_W_GOLD, c.x, c.y - ui_sc(L, 40), AL_LEFT, ui_str(S_ST_CHART));
    ui_round(g, c, ui_sc(L, 6), 0x162430FF);
    int top = 1;
    for (int i = 0; i < p->nlast; i++)
        if (p->last[i] > top) top = p->last[i];
    int n = p->nlast, slot = n ? (c.w - ui_sc(L, 20)) / (n > 10 ? n : 10) : 0;
    for (int i = 0; i < n; i++) {
        int h = p->last[i] * (c.h - ui_sc(L, 50)) / top;
        UiRect bar = {c.x + ui_sc(L, 10) + i * slot + slot / 6, c.y + c.h - ui_sc(L, 10) - h, slot * 2 / 3, h};
        ui_fill(g, bar, i == n - 1 ? UI_W_GOLD : 0x56B4E9FF);
        snprintf(buf, sizeof buf, "%d", p->last[i]);
        ui_text(g, FONT_SANS, ui_min_px(a, L->font_small * 4 / 5), UI_W_TEXT, bar.x + bar.w / 2, bar.y - ui_sc(L, 22),
                AL_CENTER, buf);
    }
}

static void draw_stats(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    UiHistoryState *h = &a->hist;
    UiRect b = box(a);
    if (!h->nst) {
        ui_text(g, FONT_SANS, L->font_body, UI_W_DIM, b.x + b.w / 2, b.y + ui_sc(L, 240), AL_CENTER, ui_str(S_ST_NONE));
        return;
    }
    const UiPlayerStats *p = &h->st[h->who];
    int x = b.x + ui_sc(L, 50), y = b.y + ui_sc(L, 146), step = ui_sc(L, 34);
    char buf[200];
    ui_text(g, FONT_BOLD, L->font_big, UI_W_GOLD, x, y, AL_LEFT, p->name);
    if (h->nst > 1) ui_w_button(a, next_btn(a), ui_str(S_ST_NEXT), 1, 0);
    y += ui_sc(L, 56);
    snprintf(buf, sizeof buf, ui_str(S_ST_SUMMARY), p->all.games, p->all.wins,
             ui_stats_share(p->all) < 0 ? 0 : ui_stats_share(p->all));
    ui_text(g, FONT_BOLD, L->font_body, UI_W_TEXT, x, y, AL_LEFT, buf);
    y += step + ui_sc(L, 8);
    ui_text(g, FONT_BOLD, L->font_small, UI_W_GOLD, x, y, AL_LEFT, ui_str(S_ST_BY_PLAYERS));
    y += step;
    for (int n = 2; n <= 4; n++) {
        if (!p->players[n].games) continue;
        snprintf(buf, sizeof buf, ui_str(S_ST_NPLAYERS), n);
        tally_line(a, x + ui_sc(L, 20), y, buf, p->players[n]);
        y += step;
    }
    ui_text(g, FONT_BOLD, L->font_small, UI_W_GOLD, x, y, AL_LEFT, ui_str(S_ST_BY_LEVEL));
    y += step;
    for (int l = AI_EASY; l <= AI_EXPERT; l++) {
        if (!p->level[l].games) continue;
        tally_line(a, x + ui_sc(L, 20), y, level_name(l), p->level[l]);
        y += step;
    }
    if (p->hot_seat.games) {
        tally_line(a, x + ui_sc(L, 20), y, ui_str(S_ST_HOT_SEAT), p->hot_seat);
        y += step;
    }
    if (p->online.games) {
        tally_line(a, x + ui_sc(L, 20), y, ui_str(S_ST_ONLINE), p->online);
        y += step;
    }
    y += ui_sc(L, 8);
    if (p->all.games) {
        snprintf(buf, sizeof buf, ui_str(S_ST_GOLD), ui_stats_average(p), p->best_gold);
        ui_text(g, FONT_SANS, L->font_small, UI_W_TEXT, x, y, AL_LEFT, buf);
        y += step;
    }
    if (p->has_margin) {
        snprintf(buf, sizeof buf, ui_str(S_ST_MARGIN), p->best_margin);
        ui_text(g, FONT_SANS, L->font_small, UI_W_TEXT, x, y, AL_LEFT, buf);
        y += step;
    }
    if (p->favourite >= 0) {
        snprintf(buf, sizeof buf, ui_str(S_ST_FAV), ui_colour_str(p->favourite));
        ui_disc(g, (float)(x - ui_sc(L, 16)), (float)(y + ui_sc(L, 12)), (float)ui_sc(L, 8), ui_gem_rgb[p->favourite]);
        ui_text(g, FONT_SANS, L->font_small, UI_W_TEXT, x, y, AL_LEFT, buf);
        y += step;
    }
    if (p->undo.games) {
        snprintf(buf, sizeof buf, ui_str(S_ST_UNDO), p->undo.games, p->undo.wins);
        ui_text(g, FONT_SANS, L->font_small, UI_W_DIM, x, y, AL_LEFT, buf);
    }
    if (p->nlast)
        draw_chart(a, p,
                   (UiRect){b.x + b.w / 2 + ui_sc(L, 40), b.y + ui_sc(L, 280), b.w / 2 - ui_sc(L, 90), ui_sc(L, 380)});
}

/* The keyboard's targets: the two tabs, then the list's rows' buttons
 * that act (or the statistics' next player), then Back. */
static int targets(UiApp *a, UiRect *out, int max)
{
    const UiHistoryState *h = &a->hist;
    int n = 0;
    for (int k = 0; k < 2 && n < max; k++)
        out[n++] = tab_btn(a, k);
    if (h->stats && h->nst > 1 && n < max) out[n++] = next_btn(a);
    for (int i = 0; !h->stats && i < ROWS && h->scroll + i < h->n; i++)
        for (int k = 0; k < 4 && n < max; k++)
            if (k == 3 || !h->list[h->scroll + i].damaged) out[n++] = row_btn(a, i, k);
    if (n < max) out[n++] = back_btn(a);
    return n;
}

static void draw(UiApp *a)
{
    ui_w_background(a, "title_bg");
    UiRect b = box(a);
    ui_w_titled_panel(a, b, 14, ui_str(S_HIST_TITLE));
    ui_w_button(a, tab_btn(a, 0), ui_str(S_HIST_GAMES), 1, !a->hist.stats);
    ui_w_button(a, tab_btn(a, 1), ui_str(S_HIST_STATS), 1, a->hist.stats);
    if (a->hist.stats)
        draw_stats(a);
    else
        draw_list(a);
    ui_w_button(a, back_btn(a), ui_str(S_BACK), 1, 0);
    ui_keys_draw(a, &a->hist.keys, targets);
}

static void enter(UiApp *a)
{
    ui_app_history_refresh(a);
    a->hist.keys = (UiKeyFocus){0, 0};
}

static void click(UiApp *a, int x, int y)
{
    UiHistoryState *h = &a->hist;
    h->keys.on = 0;
    if (ui_in(back_btn(a), x, y)) {
        ui_nav_pop(a);
        return;
    }
    for (int k = 0; k < 2; k++)
        if (ui_in(tab_btn(a, k), x, y)) {
            h->stats = k, h->confirm = -1;
            return;
        }
    if (h->stats) {
        if (h->nst > 1 && ui_in(next_btn(a), x, y)) h->who = (h->who + 1) % h->nst;
        return;
    }
    int confirm = h->confirm;
    h->confirm = -1; /* any other click leaves the confirmation */
    for (int i = 0; i < ROWS && h->scroll + i < h->n; i++) {
        int k = h->scroll + i;
        if (ui_in(row_btn(a, i, 3), x, y)) {
            if (confirm == k)
                ui_app_history_delete(a, k);
            else
                h->confirm = k;
            return;
        }
        if (h->list[k].damaged) continue;
        if (ui_in(row_btn(a, i, 0), x, y)) {
            ui_app_history_open(a, k, 0);
            return;
        }
        if (ui_in(row_btn(a, i, 1), x, y)) {
            ui_app_history_open(a, k, 1);
            return;
        }
        if (ui_in(row_btn(a, i, 2), x, y)) {
            YsMatch *m = malloc(sizeof *m);
            UiHistGame gm;
            if (m && ui_history_read(a->pref_dir, h->list[k].file, m, &gm, NULL) == 0) {
                UiSeat keep[YS_MAX_HUMANS];
                memcpy(keep, a->ses.seat, sizeof keep);
                memcpy(a->ses.seat, gm.seat, sizeof keep); /* the code carries this game's seats */
                ui_app_copy_code(a, m);
                memcpy(a->ses.seat, keep, sizeof keep);
            }
            free(m);
            return;
        }
    }
}

static void wheel(UiApp *a, int dy)
{
    UiHistoryState *h = &a->hist;
    h->scroll -= dy;
    if (h->scroll > h->n - ROWS) h->scroll = h->n - ROWS;
    if (h->scroll < 0) h->scroll = 0;
    h->confirm = -1;
    a->dirty = 1;
}

/* The focus keys (keys.c); Page Up and Page Down turn the list a page. */
static void key(UiApp *a, int k)
{
    if (ui_keys_key(a, &a->hist.keys, targets, UI_KEYS_ARROWS, k)) return;
    if (k == UK_ESCAPE) ui_nav_pop(a);
    if (k == UK_PAGEUP || k == UK_PAGEDOWN) wheel(a, k == UK_PAGEUP ? ROWS : -ROWS);
}

const UiScene ui_scene_history = {"history", enter, click, key, NULL, wheel, NULL, draw, NULL, targets};
