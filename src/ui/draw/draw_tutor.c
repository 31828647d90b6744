/* draw_tutor.c - the coach over the game: its box where the log is (the
 * step's words, what the engine said of the event shown, Next and Skip),
 * and the spot it points at lit, the rest of the table dimmed. */
#include <stdio.h>
#include <string.h>

#include "draw.h"

static int pad(const UiApp *a) { return ui_sc(&a->L, 14); }

int ui_tutor_px(const UiApp *a) { return ui_min_px(a, a->L.font_body); }

/* Lays the box's words out (draws them when draw): the title, the step's
 * text, the engine's caption of the event shown, the line under them.
 * Returns by how many pixels they overflow the room above the buttons
 * (0 or less: they fit). */
int ui_tutor_words(UiApp *a, const char *text, const char *said, const char *line, int draw)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect b = ui_tutor_box(a);
    int p = pad(a), px = ui_tutor_px(a), big = ui_min_px(a, L->font_big);
    int bottom = ui_tutor_next_button(a).y - ui_sc(L, 8);
    int y = b.y + p;
    if (draw) {
        ui_text(g, FONT_TITLE, big, UI_W_GOLD, b.x + p, y, AL_LEFT, ui_tutor_text(TX_COACH));
        char n[48];
        snprintf(n, sizeof n, ui_tutor_text(TX_STEP_OF), ui_tutor_spoken(a) + 1, ui_tutor_count());
        ui_text(g, FONT_SANS, ui_min_px(a, L->font_small), UI_W_DIM, b.x + b.w - p, y + big / 4, AL_RIGHT, n);
    }
    y += big * 4 / 3 + ui_sc(L, 6);
    UiRect tr = {b.x + p, y, b.w - 2 * p, bottom - y};
    const char *parts[3] = {text, said, line};
    const uint32_t col[3] = {UI_W_TEXT, UI_W_GOLD, 0};
    for (int i = 0; i < 3; i++) {
        if (!parts[i] || !parts[i][0]) continue;
        int starts[24], lens[24];
        int face = i == 0 ? FONT_SANS : FONT_BOLD;
        int n = ui_text_lines(g, face, px, tr.w, parts[i], starts, lens, 24);
        int h = n * (px * 4 / 3);
        if (draw && tr.y + h <= bottom) {
            uint32_t c = col[i] ? col[i] : a->tutor.wrong ? UI_W_RED : UI_W_DIM;
            ui_text_wrap(g, face, px, c, (UiRect){tr.x, tr.y, tr.w, h + px}, parts[i]);
        }
        tr.y += h + ui_sc(L, 10);
    }
    return tr.y - ui_sc(L, 10) - bottom;
}

/* Whether a button's label fits it at the text size of the box. */
int ui_tutor_label_fits(UiApp *a, const char *label)
{
    return ui_text_w(&a->gfx, FONT_BOLD, ui_tutor_px(a), label) <= ui_tutor_skip_button(a).w - ui_sc(&a->L, 10);
}

UiRect ui_tutor_frame(UiApp *a, UiRect lit)
{
    const UiLayout *L = &a->L;
    int m = ui_sc(L, 6);
    UiRect o = {lit.x - m - 1, lit.y - m - 1, lit.w + 2 * m + 2, lit.h + 2 * m + 2};
    const YsView *v = dr_shown(a);
    for (int nb = 0; nb < v->opt.nbhds; nb++) {
        UiRect t = L->nb_title[nb];
        int bottom = t.y + t.h;
        if (ui_overlap(t, o) && !ui_overlap(t, lit) && bottom <= lit.y) o.h -= bottom - o.y, o.y = bottom;
    }
    return o;
}

static void spotlight(UiApp *a, UiRect r)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiRect o = ui_tutor_frame(a, r);
    o = (UiRect){o.x + 1, o.y + 1, o.w - 2, o.h - 2}; /* inside its black line */
    uint32_t dim = 0x05090C80;
    ui_fill(g, (UiRect){0, 0, a->out_w, o.y}, dim);
    ui_fill(g, (UiRect){0, o.y + o.h, a->out_w, a->out_h - o.y - o.h}, dim);
    ui_fill(g, (UiRect){0, o.y, o.x, o.h}, dim);
    ui_fill(g, (UiRect){o.x + o.w, o.y, a->out_w - o.x - o.w, o.h}, dim);
    int t = ui_sc(L, 4) > 2 ? ui_sc(L, 4) : 2;
    ui_frame(g, (UiRect){o.x - 1, o.y - 1, o.w + 2, o.h + 2}, 0x000000C0, 1);
    ui_frame(g, o, HILITE, t);
    float tri[6];
    ui_tutor_arrow(a, r, tri);
    ui_poly(g, tri, 3, HILITE);
}

/* The arrow's triangle pointing at the lit r from one side (above, below,
 * left, right), at q quarters along that side (2: its middle); returns its
 * bounding box. */
enum { FROM_ABOVE, FROM_BELOW, FROM_LEFT, FROM_RIGHT, SIDES };
static UiRect arrow_at(const UiLayout *L, UiRect r, int side, int q, float tri[6])
{
    int m = ui_sc(L, 6), s = ui_sc(L, 16), h = s * 7 / 5;
    if (side <= FROM_BELOW) {
        int tip = side == FROM_BELOW ? r.y + r.h + m + 2 : r.y - m - 2;
        int base = side == FROM_BELOW ? tip + h : tip - h, x = r.x + r.w * q / 4;
        float cx = (float)x;
        float t[6] = {cx, (float)tip, cx - (float)s, (float)base, cx + (float)s, (float)base};
        memcpy(tri, t, sizeof t);
        return (UiRect){x - s, side == FROM_BELOW ? tip : base, 2 * s + 1, h + 1};
    }
    int tip = side == FROM_RIGHT ? r.x + r.w + m + 2 : r.x - m - 2;
    int base = side == FROM_RIGHT ? tip + h : tip - h, y = r.y + r.h * q / 4;
    float cy = (float)y;
    float t[6] = {(float)tip, cy, (float)base, cy - (float)s, (float)base, cy + (float)s};
    memcpy(tri, t, sizeof t);
    return (UiRect){side == FROM_RIGHT ? tip : base, y - s, h + 1, 2 * s + 1};
}

/* The arrow at the middle of a side (above, below, left, right: the order
 * they are tried in), else a quarter along one (a large spot: a whole
 * neighbourhood), the first that stays in the window below the top bar and
 * covers nothing a player reads (dr_readable), else the one covering least. */
UiRect ui_tutor_arrow(UiApp *a, UiRect lit, float tri[6])
{
    const UiLayout *L = &a->L;
    UiRect keep[DR_READABLE_MAX];
    static const int quarters[3] = {2, 1, 3};
    int n = dr_readable(a, lit, keep, NULL), best = 0, best_q = 2, fewest = n + 1;
    for (int i = 0; i < 3 && fewest; i++)
        for (int side = 0; side < SIDES && fewest; side++) {
            UiRect box = arrow_at(L, lit, side, quarters[i], tri);
            if (box.y < L->board.y || box.y + box.h > a->out_h || box.x < 0 || box.x + box.w > a->out_w) continue;
            int covered = 0;
            for (int k = 0; k < n; k++)
                covered += ui_overlap(box, keep[k]);
            if (covered < fewest) best = side, best_q = quarters[i], fewest = covered;
        }
    return arrow_at(L, lit, best, best_q, tri);
}

/* A button whose label keeps the box's text size (12 px at least). */
static void button(UiApp *a, UiRect r, const char *label, int sel)
{
    ui_w_button(a, r, "", 1, sel);
    int px = ui_tutor_px(a);
    ui_text(&a->gfx, FONT_BOLD, px, UI_W_TEXT, r.x + r.w / 2, r.y + (r.h - px * 4 / 3) / 2, AL_CENTER, label);
}

/* The coach's words now (as ui_draw_tutor says them): how far they overflow. */
static int words_now(UiApp *a, int draw)
{
    int counting = dr_shown(a)->phase == YS_PHASE_COUNT;
    const char *line = a->tutor.wrong        ? ui_tutor_text(a->tutor.wrong)
                       : ui_tutor_waiting(a) ? ui_tutor_text(counting ? TX_WATCH : TX_WAIT)
                                             : "";
    const UiTutorStep *said = ui_tutor_step(ui_tutor_spoken(a));
    return ui_tutor_words(a, ui_tutor_text(said->text), a->tutor.held ? a->tutor.said : "", line, draw);
}

/* The log's last lines under the coach's words, newest at the foot, each on
 * one line; returns how many (drawn when draw). */
static int log_lines(UiApp *a, int draw)
{
    const UiLayout *L = &a->L;
    UiRect b = ui_tutor_box(a);
    int px = ui_min_px(a, L->font_small), lh = px * 4 / 3 + ui_sc(L, 2), p = pad(a);
    int bottom = ui_tutor_next_button(a).y - ui_sc(L, 12);
    int room = -words_now(a, 0) - ui_sc(L, 14); /* below the words, a gap between, and above the buttons */
    int n = room / lh;
    if (n > 4) n = 4;
    if (n > a->ses.nlog) n = a->ses.nlog;
    if (n > UI_LOG_MAX) n = UI_LOG_MAX;
    if (n < 1) return 0;
    for (int k = 0; k < n && draw; k++) {
        const UiLogLine *l = &a->ses.log[(a->ses.nlog - 1 - k) % UI_LOG_MAX];
        const char *t = ui_log_line_words(l, a->ses.viewer, 0);
        ui_text_fit(&a->gfx, FONT_SANS, px, k ? UI_W_DIM : UI_W_TEXT, b.x + p, bottom - (k + 1) * lh, b.w - 2 * p,
                    t + (t[0] == '*'));
    }
    return n;
}

int ui_tutor_log_lines(UiApp *a)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    return s && a->scene == SC_GAME ? log_lines(a, 0) : 0;
}

void ui_draw_tutor(UiApp *a)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    if (!s || a->scene != SC_GAME) return;
    UiRect lit;
    if (ui_tutor_lit(a, &lit, NULL, NULL)) spotlight(a, lit);
    UiRect b = ui_tutor_box(a);
    ui_w_panel(a, b);
    ui_frame(&a->gfx, b, UI_W_GOLD, ui_sc(&a->L, 2) > 1 ? ui_sc(&a->L, 2) : 1);
    /* while the step waits, its words would run ahead of the board: the
     * coach's last words stay, and the line says what goes on */
    int counting = dr_shown(a)->phase == YS_PHASE_COUNT;
    const char *line = a->tutor.wrong        ? ui_tutor_text(a->tutor.wrong)
                       : ui_tutor_waiting(a) ? ui_tutor_text(counting ? TX_WATCH : TX_WAIT)
                                             : "";
    const UiTutorStep *said = ui_tutor_step(ui_tutor_spoken(a));
    ui_tutor_words(a, ui_tutor_text(said->text), a->tutor.held ? a->tutor.said : "", line, 1);
    log_lines(a, 1);
    if (ui_tutor_wants_next(a)) button(a, ui_tutor_next_button(a), ui_tutor_text(TX_NEXT), 1);
    button(a, ui_tutor_skip_button(a), ui_tutor_text(TX_SKIP), 0);
}
