/* scene_ask.c - a question over the screen under it, answered by one of
 * two buttons (or Enter and Escape): what leaving a room this game hosts
 * means for the friends in it, before the game leaves it or quits, and
 * whether to give a gone player's seat to a bot now. The question is set
 * by ui_app_ask (status.c: its text and what Yes does); Cancel changes
 * nothing. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "ui_online.h"

/* As tall as its words at this width need. */
static UiRect box(UiApp *a)
{
    const UiLayout *L = &a->L;
    int w = ui_sc(L, 660) < a->out_w - ui_sc(L, 32) ? ui_sc(L, 660) : a->out_w - ui_sc(L, 32);
    int h = ui_sc(L, 40) + ui_text_wrap_h(&a->gfx, FONT_SANS, L->font_body, w - 2 * ui_sc(L, 24), a->ask.text) +
            ui_sc(L, 24 + 52 + 20);
    return (UiRect){a->out_w / 2 - w / 2, a->out_h / 2 - h / 2, w, h};
}

static UiRect btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    int gap = ui_sc(L, 20), w = (b.w - 3 * gap) / 2, h = ui_sc(L, 52);
    return (UiRect){b.x + gap + i * (w + gap), b.y + b.h - gap - h, w, h};
}

static int targets(UiApp *a, UiRect *out, int max)
{
    int n = 0;
    for (int i = 0; i < 2 && n < max; i++)
        out[n++] = btn(a, i);
    return n;
}

static void draw(UiApp *a)
{
    int under = ui_nav_under(a);
    if (under >= 0 && a->scenes[under]->draw) a->scenes[under]->draw(a);
    ui_w_dim(a);
    const UiLayout *L = &a->L;
    UiRect b = box(a);
    ui_w_panel(a, b);
    ui_text_wrap(&a->gfx, FONT_SANS, L->font_body, UI_W_TEXT,
                 (UiRect){b.x + ui_sc(L, 24), b.y + ui_sc(L, 24), b.w - 2 * ui_sc(L, 24), b.h}, a->ask.text);
    ui_w_button(a, btn(a, 0), ui_str(a->ask.yes), 1, 1);
    ui_w_button(a, btn(a, 1), ui_str(S_CANCEL), 1, 0);
    ui_keys_draw(a, &a->ask.keys, targets);
}

/* Yes: what the question was for. */
static void answer(UiApp *a, int yes)
{
    UiAskState q = a->ask;
    ui_nav_pop(a);
    if (!yes) return;
    switch (q.what) {
    case UI_ASK_LEAVE: /* the room stays in My online games, its server with this game */
        ui_app_leave_game(a);
        ui_nav_go(a, SC_TITLE);
        break;
    case UI_ASK_QUIT:
        a->quit = 1;
        break;
    case UI_ASK_GIVE_BOT:
        ui_online_give_bot(a, q.seat);
        break;
    default:
        break;
    }
}

static void click(UiApp *a, int x, int y)
{
    a->ask.keys.on = 0;
    if (ui_in(btn(a, 0), x, y))
        answer(a, 1);
    else if (ui_in(btn(a, 1), x, y) || !ui_in(box(a), x, y))
        answer(a, 0);
}

static void key(UiApp *a, int k)
{
    if (ui_keys_key(a, &a->ask.keys, targets, UI_KEYS_ARROWS, k)) return;
    if (k == UK_ENTER) answer(a, 1);
    if (k == UK_ESCAPE || k == UK_CANCEL) answer(a, 0);
}

const UiScene ui_scene_ask = {"ask", NULL, click, key, NULL, NULL, NULL, draw, NULL, targets};
