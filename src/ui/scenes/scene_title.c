/* scene_title.c - the title screen: Continue (when an autosave loads), new
 * game, saved games, the bots' demo, settings, rules, quit. */
#include <stdio.h>

#include "draw.h"
#include "history_ui.h"

enum { T_CONTINUE, T_GUIDED, T_NEW, T_ONLINE, T_LOAD, T_DEMO, T_SETTINGS, T_RULES, T_QUIT, T_COUNT };

#ifdef YS_ONLINE
enum { ONLINE_BUILT = 1 };
#else
enum { ONLINE_BUILT = 0 };
#endif

static int items(UiApp *a, int *ids)
{
    int n = 0;
    for (int i = 0; i < T_COUNT; i++)
        if ((i != T_CONTINUE || a->has_autosave) && (i != T_ONLINE || ONLINE_BUILT)) ids[n++] = i;
    return n;
}

static const char *label_of(int id)
{
    static const UiStrId label[T_COUNT] = {S_CONTINUE, 0,          S_NEW_GAME, S_PLAY_ONLINE, S_LOAD_GAME,
                                           S_DEMO,     S_SETTINGS, S_RULES,    S_QUIT};
    return id == T_GUIDED ? ui_tutor_text(TX_OFFER) : ui_str(label[id]);
}

static UiRect title_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    int ids[T_COUNT], n = items(a, ids);
    /* eight buttons and more start higher, under the subtitle, and stand closer */
    int top = n > 8 ? 300 : n > 7 ? 318 : 405, step = n > 8 ? 58 : 62;
    /* as wide as the longest label on one line (a larger UI size), within the window */
    int w = ui_sc(L, 340);
    for (int k = 0; k < n; k++)
        w = ui_w_label_fits(a, label_of(ids[k]), w, a->out_w - ui_sc(L, 40));
    return (UiRect){a->out_w / 2 - w / 2, L->oy + ui_sc(L, top + i * step), w, ui_sc(L, n > 8 ? 50 : 52)};
}

/* The games kept and shared, in a column of their own left of the main one:
 * the History, the deal of the day (with the player's best on it today),
 * Open game code. */
enum { X_HISTORY, X_DAILY, X_OPEN_CODE, X_COUNT };

static UiRect extra_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect first = title_btn(a, 0);
    int w = ui_sc(L, 300), x = first.x - ui_sc(L, 40) - w;
    if (x < ui_sc(L, 16)) x = ui_sc(L, 16), w = first.x - ui_sc(L, 24) - x;
    return (UiRect){x, first.y + i * ui_sc(L, 62), w, ui_sc(L, 52)};
}

static void extra_label(UiApp *a, int i, char *buf, size_t len)
{
    if (i == X_DAILY && a->hist.daily_best >= 0)
        snprintf(buf, len, ui_str(S_DAILY_BEST), a->hist.daily_best);
    else
        snprintf(buf, len, "%s", ui_str(i == X_HISTORY ? S_HISTORY : i == X_DAILY ? S_DAILY : S_OPEN_CODE));
}

/* The keyboard's targets: the main column, then the games kept. */
static int targets(UiApp *a, UiRect *out, int max)
{
    int ids[T_COUNT], n = items(a, ids), k = 0;
    for (int i = 0; i < n && k < max; i++)
        out[k++] = title_btn(a, i);
    for (int i = 0; i < X_COUNT && k < max; i++)
        out[k++] = extra_btn(a, i);
    return k;
}

/* A game code's game under way waits for the player's word over the title:
 * what it is, what it replaces, Go on with it or Cancel. */
enum { O_GO_ON, O_CANCEL, O_COUNT };

/* Its question, with the game's size and turn. */
static void offer_text(UiApp *a, char *buf, size_t len)
{
    const YsMatch *m = a->hist.offer;
    snprintf(buf, len, ui_str(S_CODE_ASK), m->g.opt.players, m->g.round);
}

/* As tall as its words at this width need. */
static UiRect offer_box(UiApp *a)
{
    const UiLayout *L = &a->L;
    int w = ui_sc(L, 620) < a->out_w - ui_sc(L, 32) ? ui_sc(L, 620) : a->out_w - ui_sc(L, 32);
    int tw = w - 2 * ui_sc(L, 24);
    char ask[400];
    offer_text(a, ask, sizeof ask);
    int h = ui_sc(L, 76) + ui_text_wrap_h(&a->gfx, FONT_SANS, L->font_body, tw, ask) + ui_sc(L, 24 + 52 + 20);
    if (a->has_autosave)
        h += ui_sc(L, 12) + ui_text_wrap_h(&a->gfx, FONT_BOLD, L->font_body, tw, ui_str(S_CODE_ASK_REPLACES));
    return (UiRect){a->out_w / 2 - w / 2, a->out_h / 2 - h / 2, w, h};
}

static UiRect offer_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect b = offer_box(a);
    int gap = ui_sc(L, 20), w = (b.w - 3 * gap) / 2, h = ui_sc(L, 52);
    return (UiRect){b.x + gap + i * (w + gap), b.y + b.h - gap - h, w, h};
}

static int offer_targets(UiApp *a, UiRect *out, int max)
{
    int k = 0;
    for (int i = 0; i < O_COUNT && k < max; i++)
        out[k++] = offer_btn(a, i);
    return k;
}

static void draw_offer(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    ui_w_dim(a);
    UiRect b = offer_box(a);
    ui_w_titled_panel(a, b, 18, ui_str(S_CODE_ASK_TITLE));
    int pad = ui_sc(L, 24), y = b.y + ui_sc(L, 76);
    char ask[400];
    offer_text(a, ask, sizeof ask);
    y += ui_text_wrap(g, FONT_SANS, L->font_body, UI_W_TEXT, (UiRect){b.x + pad, y, b.w - 2 * pad, ui_sc(L, 120)}, ask);
    if (a->has_autosave) /* a paused game gives way to it, as to a new game */
        ui_text_wrap(g, FONT_BOLD, L->font_body, UI_W_GOLD,
                     (UiRect){b.x + pad, y + ui_sc(L, 12), b.w - 2 * pad, ui_sc(L, 60)}, ui_str(S_CODE_ASK_REPLACES));
    ui_w_button(a, offer_btn(a, O_GO_ON), ui_str(S_CODE_GO_ON), 1, 1);
    ui_w_button(a, offer_btn(a, O_CANCEL), ui_str(S_CANCEL), 1, 0);
    ui_keys_draw(a, &a->hist.offer_keys, offer_targets);
}

static void enter(UiApp *a) { ui_app_history_refresh(a); }

/* The first start's offer, beside the guided game's button. */
static void callout(UiApp *a, UiRect b)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    int px = ui_min_px(a, L->font_body), p = ui_sc(L, 10);
    int x = b.x + b.w + ui_sc(L, 28), w = a->out_w - x - ui_sc(L, 16);
    if (w > ui_sc(L, 360)) w = ui_sc(L, 360);
    const char *s = ui_tutor_text(TX_FIRST_CALLOUT);
    int starts[8], lens[8];
    int n = ui_text_lines(g, FONT_BOLD, px, w - 2 * p, s, starts, lens, 8);
    int h = n * px * 4 / 3 + 2 * p;
    UiRect r = {x, b.y + b.h / 2 - h / 2, w, h};
    ui_round(g, r, ui_sc(L, 8), 0x101820F0);
    ui_frame(g, r, UI_W_GOLD, 2);
    float cy = (float)(b.y + b.h / 2), s2 = (float)ui_sc(L, 12);
    float tri[6] = {(float)x, cy - s2, (float)x, cy + s2, (float)x - 1.6f * s2, cy};
    ui_poly(g, tri, 3, UI_W_GOLD);
    ui_text_wrap(g, FONT_BOLD, px, UI_W_TEXT, (UiRect){x + p, r.y + p, w - 2 * p, h}, s);
}

static void draw(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    ui_w_background(a, "title_bg");
    /* eight buttons and more: a smaller logo and the subtitle higher, to make room */
    int ids0[T_COUNT], compact = items(a, ids0) > 7;
    UiRect lr = compact ? (UiRect){a->out_w / 2 - ui_sc(L, 130), L->oy + ui_sc(L, 40), ui_sc(L, 260), ui_sc(L, 150)}
                        : (UiRect){a->out_w / 2 - ui_sc(L, 180), L->oy + ui_sc(L, 70), ui_sc(L, 360), ui_sc(L, 207)};
    if (!ui_art_draw(g, "logo", lr, 0xFFFFFFFF))
        ui_text(g, FONT_TITLE, L->font_title * 3, UI_W_GOLD, a->out_w / 2, lr.y, AL_CENTER, ui_str(S_TITLE));
    ui_text(g, FONT_TITLE, L->font_big * 3 / 2, UI_W_TEXT, a->out_w / 2, L->oy + ui_sc(L, compact ? 205 : 300),
            AL_CENTER, ui_str(S_SUBTITLE));
    int ids[T_COUNT], n = items(a, ids);
    for (int i = 0; i < n; i++) {
        const char *s = label_of(ids[i]);
        /* on a first start the guided game is the one offered */
        ui_w_button(a, title_btn(a, i), s, 1, ids[i] == T_CONTINUE || (ids[i] == T_GUIDED && a->first_start));
        if (ids[i] == T_GUIDED && a->first_start) callout(a, title_btn(a, i));
    }
    for (int i = 0; i < X_COUNT; i++) {
        char label[120];
        extra_label(a, i, label, sizeof label);
        ui_w_button(a, extra_btn(a, i), label, 1, 0);
    }
    ui_text(g, FONT_SANS, L->font_small, UI_W_DIM, a->out_w / 2, a->out_h - ui_sc(L, 36), AL_CENTER,
            ui_str(S_KEYS_HINT));
    if (a->no_folder) { /* nothing will be kept: said at the top, where it cannot be missed */
        int w = a->out_w - ui_sc(L, 80);
        ui_text_wrap(g, FONT_BOLD, L->font_body, UI_W_GOLD,
                     (UiRect){a->out_w / 2 - w / 2, L->oy + ui_sc(L, 12), w, ui_sc(L, 56)}, ui_str(S_NO_FOLDER));
    }
    if (a->hist.offer)
        draw_offer(a);
    else
        ui_keys_draw(a, &a->title_keys, targets);
}

static void click(UiApp *a, int x, int y)
{
    a->title_keys.on = 0; /* the mouse again: no ring until Tab */
    if (a->hist.offer) {  /* only its answer is taken */
        a->hist.offer_keys.on = 0;
        for (int i = 0; i < O_COUNT; i++)
            if (ui_in(offer_btn(a, i), x, y)) ui_app_code_offer(a, i == O_GO_ON);
        return;
    }
    if (ui_in(extra_btn(a, X_HISTORY), x, y)) {
        ui_nav_push(a, SC_HISTORY);
        return;
    }
    if (ui_in(extra_btn(a, X_DAILY), x, y)) {
        ui_app_daily(a);
        return;
    }
    if (ui_in(extra_btn(a, X_OPEN_CODE), x, y)) {
        ui_app_open_code(a, NULL);
        return;
    }
    int ids[T_COUNT], n = items(a, ids);
    for (int i = 0; i < n; i++) {
        if (!ui_in(title_btn(a, i), x, y)) continue;
        switch (ids[i]) {
        case T_CONTINUE:
            ui_app_continue(a);
            break;
        case T_GUIDED:
            ui_tutor_start(a);
            break;
        case T_ONLINE:
            ui_nav_go(a, SC_ONLINE);
            break;
        case T_NEW:
            a->setup.online = 0;
            if (!a->setup.players) ui_app_setup_defaults(a, 4);
            a->setup.peek = a->set.show_own_hidden;
            ui_nav_go(a, SC_SETUP);
            break;
        case T_LOAD:
            ui_app_refresh_saves(a);
            ui_nav_push(a, SC_SAVES);
            break;
        case T_DEMO:
            ui_app_demo(a, 4);
            break;
        case T_SETTINGS:
            ui_nav_push(a, SC_SETTINGS);
            break;
        case T_RULES:
            ui_nav_push(a, SC_RULES);
            break;
        case T_QUIT:
            ui_app_request_quit(a);
            break;
        }
        return;
    }
}

/* Tab, Shift+Tab and the arrows move the focus over the buttons; Enter or
 * Space clicks the focused one (Enter with none: Continue, as before). A
 * game code's offer takes the keys while it waits. */
static void key(UiApp *a, int k)
{
    if (a->hist.offer) { /* Enter with no focus goes on with it, Escape lets it go */
        if (ui_keys_key(a, &a->hist.offer_keys, offer_targets, UI_KEYS_ARROWS, k)) return;
        if (k == UK_ENTER || k == UK_ESCAPE) ui_app_code_offer(a, k == UK_ENTER);
        return;
    }
    if (ui_keys_key(a, &a->title_keys, targets, UI_KEYS_ARROWS, k)) return;
    if (k == UK_ENTER && a->has_autosave) ui_app_continue(a);
}

/* What a click acts on now: the offer's buttons while it waits, else the title's. */
static int click_targets(UiApp *a, UiRect *out, int max)
{
    return a->hist.offer ? offer_targets(a, out, max) : targets(a, out, max);
}

const UiScene ui_scene_title = {"title", enter, click, key, NULL, NULL, NULL, draw, NULL, click_targets};
