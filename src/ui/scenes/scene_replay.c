/* scene_replay.c - a finished or saved game move by move, forwards and
 * back: the session shows the first k moves (ys_replay of the whole match,
 * a game nobody moves in), drawn from the referee's state only when the
 * game is over, else from a player's view or the public one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

#define RP_REFEREE (-2)

enum { B_START, B_BACK, B_PLAY, B_NEXT, B_END, B_VIEW, B_COUNT };

/* Whose eyes the replay may show: a finished game's every player's and
 * the referee's; a game under way only what nobody hides, and the human's
 * own where one human plays (with several at one screen, any of them could
 * open another's). */
static int persons(const UiApp *a)
{
    int n = 0, players = a->rp.full ? a->rp.full->g.opt.players : 0;
    for (int s = 0; s < players && s < YS_MAX_HUMANS; s++)
        n += a->ses.seat[s].human;
    return n;
}

static int may_see_as(const UiApp *a, int v)
{
    int players = a->rp.full ? a->rp.full->g.opt.players : 0;
    if (v == -1) return 1;
    if (v == RP_REFEREE) return a->rp.over;
    if (v < 0 || v >= players || v >= YS_MAX_HUMANS) return 0;
    return a->rp.over || (persons(a) == 1 && a->ses.seat[v].human);
}

void ui_replay_set_viewer(UiApp *a, int viewer)
{
    if (!may_see_as(a, viewer)) viewer = -1;
    a->rp.viewer = viewer;
    ui_replay_goto(a, a->rp.k);
}

void ui_replay_next_viewer(UiApp *a)
{
    /* the public view, each player, the referee, round again */
    int players = a->rp.full ? a->rp.full->g.opt.players : 0, v = a->rp.viewer;
    do
        v = v == RP_REFEREE ? -1 : v + 1 >= players ? RP_REFEREE : v + 1;
    while (!may_see_as(a, v));
    ui_replay_set_viewer(a, v);
}

void ui_replay_start(UiApp *a, const YsMatch *m)
{
    if (!a->rp.full) a->rp.full = malloc(sizeof *a->rp.full);
    if (!a->rp.full) return;
    if (m != a->rp.full) memmove(a->rp.full, m, sizeof *m);
    ui_app_stop_bot(a);
    a->ses.animating = 0;
    ui_anim_clear(&a->ses.anim);
    a->rp.over = ys_over(&a->rp.full->g);
    a->rp.viewer = a->rp.over ? RP_REFEREE : -1;
    if (!a->rp.over && persons(a) == 1)
        for (int s = 0; s < a->rp.full->g.opt.players; s++)
            if (a->ses.seat[s].human) a->rp.viewer = s;
    a->rp.playing = 0;
    a->rp.keys = (UiKeyFocus){0, 0};
    a->game.confirm = 0;
    const YsOptions *o = &a->rp.full->g.opt;
    ui_app_layout(a, o->players, o->nbhds, o->kings_favor);
    ui_nav_go(a, SC_REPLAY);
    ui_replay_goto(a, 0);
}

void ui_replay_goto(UiApp *a, int k)
{
    if (!a->rp.full) return;
    if (k < 0) k = 0;
    if (k > a->rp.full->nlog) k = a->rp.full->nlog;
    YsMatch *m = malloc(sizeof *m);
    if (!m) return;
    *m = *a->rp.full;
    if (ys_replay(m, k) != 0) {
        free(m);
        return;
    }
    a->rp.k = k;
    int v = a->rp.viewer;
    /* the first k moves, a game nobody moves in, its log as v saw it */
    if (ui_app_open_match(a, m, v >= 0 ? v : -1, UI_LOCAL_STILL) != 0) return;
    a->ses.referee = v == RP_REFEREE;
    if (v == RP_REFEREE) {
        /* the whole state (only for a finished game), with the counts the
         * engine gives every view */
        const YsMatch *w = ui_session_whole(&a->ses);
        YsView pub;
        ys_view(&w->g, -1, &pub);
        a->ses.view = w->g;
        memcpy(a->ses.view.behind_count, pub.behind_count, sizeof pub.behind_count);
        memcpy(a->ses.view.hand_count, pub.hand_count, sizeof pub.hand_count);
    }
    a->ses.disp = a->ses.view;
    a->ses.legal.n = 0;
    ui_pick_clear(&a->game.pick);
    ui_input_targets(&a->L, &a->ses.view, &a->ses.legal, &a->game.pick, &a->game.targets);
    a->ses.handover_to = -1;
    a->dirty = 1;
}

static UiRect bar(UiApp *a) { return a->L.action; }

static UiRect btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect r = bar(a);
    int gap = ui_sc(L, 8), h = ui_sc(L, 42);
    if (i == B_VIEW) return (UiRect){r.x + ui_sc(L, 16), r.y + r.h - h - ui_sc(L, 14), r.w - ui_sc(L, 32), h};
    /* the arrows narrow, Play (a word in every language) wide */
    int inner = r.w - ui_sc(L, 32) - 4 * gap, aw = inner / 7, pw = inner - 4 * aw;
    int x = r.x + ui_sc(L, 16) + (i > 0 ? aw + gap : 0) + (i > 1 ? aw + gap : 0) + (i > 2 ? pw + gap : 0) +
            (i > 3 ? aw + gap : 0);
    return (UiRect){x, r.y + r.h - 2 * h - ui_sc(L, 24), i == B_PLAY ? pw : aw, h};
}

/* Copy game code: top right of the bar, where the word Replay was. */
static UiRect code_btn(UiApp *a)
{
    const UiLayout *L = &a->L;
    UiRect r = bar(a);
    int w = r.w / 2 - ui_sc(L, 16);
    return (UiRect){r.x + r.w - w - ui_sc(L, 12), r.y + ui_sc(L, 8), w, ui_sc(L, 34)};
}

static void viewer_name(UiApp *a, char *buf, size_t len)
{
    const char *who = a->rp.viewer == RP_REFEREE ? ui_str(S_RP_REFEREE)
                      : a->rp.viewer < 0         ? ui_str(S_RP_SPECTATOR)
                                                 : a->ses.names[a->rp.viewer];
    snprintf(buf, len, "%s %s", ui_str(S_RP_VIEW), who);
}

/* The keyboard's targets: Copy game code, the steps, the view, the menu's
 * button (to the title). */
static int targets(UiApp *a, UiRect *out, int max)
{
    int n = 0;
    if (a->rp.full && n < max) out[n++] = code_btn(a);
    for (int i = 0; i < B_COUNT && n < max; i++)
        out[n++] = btn(a, i);
    if (n < max) out[n++] = a->L.btn_menu;
    return n;
}

static void draw(UiApp *a)
{
    const UiLayout *L = &a->L;
    ui_draw_game(a);
    UiRect r = bar(a);
    ui_w_panel(a, r);
    char buf[200];
    int n = a->rp.full ? a->rp.full->nlog : 0;
    snprintf(buf, sizeof buf, ui_str(S_RP_STEP), a->rp.k, n);
    ui_text(&a->gfx, FONT_BOLD, L->font_body, UI_W_GOLD, r.x + ui_sc(L, 16), r.y + ui_sc(L, 12), AL_LEFT, buf);
    ui_w_button(a, code_btn(a), ui_str(S_COPY_CODE), a->rp.full != NULL, 0);
    /* the last move played, as the chosen viewer saw it */
    if (a->rp.k > 0 && a->ses.nlog > 0) {
        int i = a->ses.nlog - 1;
        while (i > 0 && a->ses.log[i % UI_LOG_MAX].pub[0] == '*')
            i--; /* the move's line comes before its events */
        const UiLogLine *l = &a->ses.log[i % UI_LOG_MAX];
        const char *s = ui_log_line_words(l, a->ses.viewer, a->ses.referee);
        ui_text_wrap(&a->gfx, FONT_SANS, L->font_small, UI_W_TEXT,
                     (UiRect){r.x + ui_sc(L, 16), r.y + ui_sc(L, 44), r.w - ui_sc(L, 32), ui_sc(L, 40)}, s);
    }
    static const UiStrId lab[5] = {S_RP_START, S_RP_BACK, S_RP_PLAY, S_RP_NEXT, S_RP_END};
    for (int i = 0; i < 5; i++)
        ui_w_button(a, btn(a, i), ui_str(i == B_PLAY && a->rp.playing ? S_RP_PAUSE : lab[i]),
                    i < B_PLAY   ? a->rp.k > 0
                    : i > B_PLAY ? a->rp.k < n
                                 : 1,
                    i == B_PLAY && a->rp.playing);
    viewer_name(a, buf, sizeof buf);
    ui_w_button(a, btn(a, B_VIEW), buf, 1, 0);
    ui_keys_draw(a, &a->rp.keys, targets);
}

static void click(UiApp *a, int x, int y)
{
    int n = a->rp.full ? a->rp.full->nlog : 0;
    a->rp.keys.on = 0;
    if (ui_in(a->L.btn_menu, x, y)) {
        a->rp.playing = 0;
        ui_nav_go(a, SC_TITLE);
        return;
    }
    if (a->rp.full && ui_in(code_btn(a), x, y)) {
        ui_app_copy_code(a, a->rp.full);
        return;
    }
    for (int i = 0; i < B_COUNT; i++) {
        if (!ui_in(btn(a, i), x, y)) continue;
        if (i != B_PLAY) a->rp.playing = 0;
        switch (i) {
        case B_START:
            ui_replay_goto(a, 0);
            break;
        case B_BACK:
            ui_replay_goto(a, a->rp.k - 1);
            break;
        case B_NEXT:
            ui_replay_goto(a, a->rp.k + 1);
            break;
        case B_END:
            ui_replay_goto(a, n);
            break;
        case B_PLAY:
            a->rp.playing ^= 1, a->rp.t = 0;
            if (a->rp.playing && a->rp.k >= n) ui_replay_goto(a, 0);
            break;
        default:
            ui_replay_next_viewer(a);
            break;
        }
        return;
    }
}

static int update(UiApp *a, float dt)
{
    if (!a->rp.playing || !a->rp.full) return 0;
    a->rp.t += dt;
    if (a->rp.t < 0.8f * a->ses.pace) return 0;
    a->rp.t = 0;
    if (a->rp.k >= a->rp.full->nlog) {
        a->rp.playing = 0;
        return 1;
    }
    ui_replay_goto(a, a->rp.k + 1);
    return 1;
}

/* Tab, Shift+Tab, Up and Down move the focus over the buttons, Enter or
 * Space clicks the focused one; Left and Right step, Home and End go to
 * either end, Space with no focus plays or pauses, Escape leaves. */
static void key(UiApp *a, int k)
{
    int n = a->rp.full ? a->rp.full->nlog : 0;
    if (ui_keys_key(a, &a->rp.keys, targets, UI_KEYS_UP_DOWN, k)) return;
    switch (k) {
    case UK_ESCAPE:
        a->rp.playing = 0;
        ui_nav_go(a, SC_TITLE);
        break;
    case UK_SPACE:
        a->rp.playing ^= 1, a->rp.t = 0;
        break;
    case UK_LEFT:
    case UK_RIGHT:
    case UK_HOME:
    case UK_END:
        a->rp.playing = 0;
        ui_replay_goto(a, k == UK_HOME ? 0 : k == UK_END ? n : a->rp.k + (k == UK_LEFT ? -1 : 1));
        break;
    default:
        break;
    }
}

static int wants_frames(const UiApp *a) { return a->rp.playing; }

const UiScene ui_scene_replay = {"replay", NULL, click, key, NULL, NULL, update, draw, wants_frames, targets};
