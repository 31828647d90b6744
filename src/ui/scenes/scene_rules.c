/* scene_rules.c - the rules reference (F1 anywhere): the sections listed on
 * the left, all of them as one scrolling text on the right, with examples
 * drawn by the game after the sections that have one (draw_diagram.c). */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "draw_diagram.h"

#define MAX_SECTIONS UI_RULES_MAX

static UiRect box(UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 40), L->oy + ui_sc(L, 30), ui_sc(L, 1520), ui_sc(L, 840)};
}

/* The sections' list: every section, closer together when they are many
 * (the Keys, last, stays in the list above Back). */
static UiRect list_item(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    const UiRulesSection *sec = NULL;
    int n = ui_rules((UiLang)ui_lang_current(), &sec), step = 44;
    if (n > 0 && 100 + n * step > 750) step = 650 / n;
    return (UiRect){b.x + ui_sc(L, 30), b.y + ui_sc(L, 100 + i * step), ui_sc(L, 380), ui_sc(L, step - 6)};
}

static UiRect text_rect(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + ui_sc(L, 450), b.y + ui_sc(L, 90), b.w - ui_sc(L, 500), b.h - ui_sc(L, 190)};
}

static UiRect back_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    return (UiRect){b.x + b.w / 2 - ui_sc(L, 150), b.y + b.h - ui_sc(L, 80), ui_sc(L, 300), ui_sc(L, 54)};
}

static int max_scroll(UiApp *a)
{
    int m = a->rules.h - text_rect(a).h + ui_sc(&a->L, 40);
    return m > 0 ? m : 0;
}

void ui_scene_rules_scroll(UiApp *a, int dy)
{
    a->rules.scroll += dy;
    if (a->rules.scroll > max_scroll(a)) a->rules.scroll = max_scroll(a);
    if (a->rules.scroll < 0) a->rules.scroll = 0;
    a->dirty = 1;
}

/* One paragraph: lines starting "- " are list items with a bullet. */
static int paragraph(UiApp *a, const char *p, size_t n, int x, int y, int w)
{
    const UiLayout *L = &a->L;
    int y0 = y;
    char line[2048];
    while (n > 0) {
        const char *e = memchr(p, '\n', n);
        size_t k = e ? (size_t)(e - p) : n;
        size_t c = k < sizeof line - 1 ? k : sizeof line - 1;
        memcpy(line, p, c);
        line[c] = 0;
        if (!strncmp(line, "- ", 2)) {
            int ind = ui_sc(L, 26);
            ui_disc(&a->gfx, (float)(x + ind / 2), (float)(y + L->font_body * 3 / 4), (float)ui_sc(L, 3), UI_W_GOLD);
            y += ui_text_wrap(&a->gfx, FONT_SANS, L->font_body, UI_W_TEXT, (UiRect){x + ind, y, w - ind, 1 << 20},
                              line + 2);
        } else if (line[0]) {
            y += ui_text_wrap(&a->gfx, FONT_SANS, L->font_body, UI_W_TEXT, (UiRect){x, y, w, 1 << 20}, line);
        }
        p += e ? k + 1 : k;
        n -= e ? k + 1 : k;
    }
    return y - y0;
}

/* The sections listed (as many as the list has room for), then Back. */
static int targets(UiApp *a, UiRect *out, int max)
{
    const UiRulesSection *sec = NULL;
    int n = ui_rules((UiLang)ui_lang_current(), &sec), k = 0;
    for (int i = 0; i < n && i < MAX_SECTIONS && k < max && list_item(a, i).y + list_item(a, i).h < back_btn(a).y; i++)
        out[k++] = list_item(a, i);
    if (k < max) out[k++] = back_btn(a);
    return k;
}

static void draw(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiGfx *g = &a->gfx;
    const UiRulesSection *sec = NULL;
    int n = ui_rules((UiLang)ui_lang_current(), &sec);
    if (n > MAX_SECTIONS) n = MAX_SECTIONS;
    ui_w_background(a, "title_bg");
    UiRect b = box(a);
    ui_w_titled_panel(a, b, 16, ui_str(S_RULES));
    UiRect tr = text_rect(a);
    ui_round(g, (UiRect){tr.x - ui_sc(L, 16), tr.y - ui_sc(L, 10), tr.w + ui_sc(L, 32), tr.h + ui_sc(L, 20)},
             ui_sc(L, 6), 0x0E171FE0);
    SDL_Rect clip = {tr.x, tr.y, tr.w, tr.h};
    SDL_RenderSetClipRect(g->ren, &clip);
    int y = tr.y - a->rules.scroll, top = 0;
    for (int i = 0; i < n; i++) {
        a->rules.sec_y[i] = y - (tr.y - a->rules.scroll);
        if (y <= tr.y + ui_sc(L, 8)) top = i;
        y += ui_text_wrap(g, FONT_TITLE, L->font_big, UI_W_GOLD, (UiRect){tr.x, y, tr.w, 1 << 20}, sec[i].title);
        y += ui_sc(L, 6);
        const char *p = sec[i].body ? sec[i].body : "";
        while (*p) {
            const char *e = strstr(p, "\n\n");
            size_t k = e ? (size_t)(e - p) : strlen(p);
            y += paragraph(a, p, k, tr.x, y, tr.w) + ui_sc(L, 10);
            p += e ? k + 2 : k;
        }
        if (sec[i].diagram) y += ui_draw_diagram(a, sec[i].diagram, tr.x, y + ui_sc(L, 4), tr.w) + ui_sc(L, 14);
        y += ui_sc(L, 24);
    }
    SDL_RenderSetClipRect(g->ren, NULL);
    a->rules.h = y - (tr.y - a->rules.scroll);
    a->rules.sec = top;
    /* the scroll bar */
    if (a->rules.h > tr.h) {
        int bh = tr.h * tr.h / a->rules.h,
            by = tr.y + (tr.h - bh) * a->rules.scroll / (max_scroll(a) ? max_scroll(a) : 1);
        ui_round(g, (UiRect){tr.x + tr.w + ui_sc(L, 6), by, ui_sc(L, 6), bh}, ui_sc(L, 3), 0x5A7890FF);
    }
    for (int i = 0; i < n && list_item(a, i).y + list_item(a, i).h < back_btn(a).y; i++) {
        UiRect r = list_item(a, i);
        int hover = ui_in(r, a->mx, a->my);
        if (i == top || hover) ui_round(g, r, ui_sc(L, 5), i == top ? 0x3A3218FF : 0x26384AFF);
        char t[96];
        snprintf(t, sizeof t, "%s", sec[i].title);
        ui_text(g, FONT_BOLD, L->font_small, i == top ? UI_W_GOLD : UI_W_TEXT, r.x + ui_sc(L, 10),
                r.y + (r.h - L->font_small * 4 / 3) / 2, AL_LEFT, t);
    }
    ui_w_button(a, back_btn(a), ui_str(S_BACK), 1, 0);
    ui_keys_draw(a, &a->rules.keys, targets);
}

void ui_scene_rules_section(UiApp *a, int i)
{
    if (i < 0 || i >= MAX_SECTIONS) return;
    a->rules.scroll = 0;
    ui_scene_rules_scroll(a, a->rules.sec_y[i]);
}

static void click(UiApp *a, int x, int y)
{
    a->rules.keys.on = 0;
    if (ui_in(back_btn(a), x, y)) {
        ui_nav_pop(a);
        return;
    }
    const UiRulesSection *sec = NULL;
    int n = ui_rules((UiLang)ui_lang_current(), &sec);
    for (int i = 0; i < n && i < MAX_SECTIONS; i++)
        if (ui_in(list_item(a, i), x, y)) ui_scene_rules_section(a, i);
}

/* Tab, Shift+Tab, Left and Right move the focus over the sections and
 * Back, Enter or Space opens the focused one; Up, Down, Page Up and Page
 * Down scroll the text; Escape goes back. */
static void key(UiApp *a, int k)
{
    if (ui_keys_key(a, &a->rules.keys, targets, UI_KEYS_LEFT_RIGHT, k)) return;
    int step = k == UK_UP || k == UK_DOWN ? ui_sc(&a->L, 60) : a->out_h * 2 / 3;
    if (k == UK_ESCAPE)
        ui_nav_pop(a);
    else if (k == UK_UP || k == UK_PAGEUP)
        ui_scene_rules_scroll(a, -step);
    else if (k == UK_DOWN || k == UK_PAGEDOWN)
        ui_scene_rules_scroll(a, step);
}

static void wheel(UiApp *a, int dy) { ui_scene_rules_scroll(a, -dy * ui_sc(&a->L, 60)); }

static void enter(UiApp *a) { a->rules.keys = (UiKeyFocus){0, 0}; }

const UiScene ui_scene_rules = {"rules", enter, click, key, NULL, wheel, NULL, draw, NULL, targets};
