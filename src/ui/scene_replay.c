/* scene_replay.c - a finished or saved game move by move, forwards and
 * back: app->match holds the first k moves (ys_replay of the whole match),
 * drawn from the referee's state only when the game is over, else from a
 * player's view or the public one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk.h"

#define RP_REFEREE (-2)

enum { B_START, B_BACK, B_PLAY, B_NEXT, B_END, B_VIEW, B_COUNT };

void ui_replay_set_viewer(UiApp *a, int viewer)
{
    UiDesk *d = ui_desk(a);
    if (viewer == RP_REFEREE && !d->rp_over) viewer = -1;
    d->rp_viewer = viewer;
    ui_replay_goto(a, d->rp_k);
}

void ui_replay_start(UiApp *a, const YsMatch *m)
{
    UiDesk *d = ui_desk(a);
    if (!d->rp_full) d->rp_full = malloc(sizeof *d->rp_full);
    if (!d->rp_full) return;
    if (m != d->rp_full) memmove(d->rp_full, m, sizeof *m);
    ui_bot_cancel(&a->bot);
    a->has_pending = 0;
    a->animating = 0;
    ui_anim_clear(&a->anim);
    d->rp_over = ys_over(&d->rp_full->g);
    d->rp_viewer = d->rp_over ? RP_REFEREE : -1;
    if (!d->rp_over && a->nhumans == 1)
        for (int s = 0; s < d->rp_full->g.opt.players; s++)
            if (a->seat[s].human) d->rp_viewer = s;
    d->rp_playing = 0;
    d->confirm = 0;
    const YsOptions *o = &d->rp_full->g.opt;
    ui_layout_compute(&a->L, a->out_w, a->out_h, o->players, o->nbhds, o->kings_favor);
    a->scene = SC_REPLAY;
    ui_replay_goto(a, 0);
}

void ui_replay_goto(UiApp *a, int k)
{
    UiDesk *d = ui_desk(a);
    if (!d->rp_full) return;
    if (k < 0) k = 0;
    if (k > d->rp_full->nlog) k = d->rp_full->nlog;
    if (!a->match) a->match = malloc(sizeof *a->match);
    if (!a->match) return;
    *a->match = *d->rp_full;
    if (ys_replay(a->match, k) != 0) return;
    d->rp_k = k;
    int v = d->rp_viewer;
    a->viewer = v >= 0 ? v : -1;
    if (v == RP_REFEREE)
        a->view = a->match->g; /* the whole state: only for a finished game */
    else
        ys_view(&a->match->g, v, &a->view);
    a->disp = a->view;
    a->legal.n = 0;
    ui_pick_clear(&a->pick);
    ui_input_targets(&a->L, &a->view, &a->legal, &a->pick, &a->targets);
    ui_app_rebuild_log(a, a->viewer);
    a->handover_to = -1;
    a->dirty = 1;
}

static UiRect bar(UiApp *a) { return a->L.action; }

static UiRect btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect r = bar(a);
    int gap = ui_sc(L, 8), h = ui_sc(L, 42);
    if (i == B_VIEW) return (UiRect){r.x + ui_sc(L, 16), r.y + r.h - h - ui_sc(L, 14), r.w - ui_sc(L, 32), h};
    int w = (r.w - ui_sc(L, 32) - 4 * gap) / 5;
    return (UiRect){r.x + ui_sc(L, 16) + i * (w + gap), r.y + r.h - 2 * h - ui_sc(L, 24), w, h};
}

static void viewer_name(UiApp *a, char *buf, size_t len)
{
    UiDesk *d = ui_desk(a);
    const char *who = d->rp_viewer == RP_REFEREE ? ui_str(S_RP_REFEREE)
                      : d->rp_viewer < 0         ? ui_str(S_RP_SPECTATOR)
                                                 : a->names[d->rp_viewer];
    snprintf(buf, len, "%s %s", ui_str(S_RP_VIEW), who);
}

void ui_scene_replay_draw(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    const UiLayout *L = &a->L;
    ui_draw_game(a);
    UiRect r = bar(a);
    ui_w_panel(a, r);
    char buf[200];
    int n = d->rp_full ? d->rp_full->nlog : 0;
    snprintf(buf, sizeof buf, ui_str(S_RP_STEP), d->rp_k, n);
    ui_text(&a->gfx, FONT_BOLD, L->font_body, UI_W_GOLD, r.x + ui_sc(L, 16), r.y + ui_sc(L, 12), AL_LEFT, buf);
    ui_text(&a->gfx, FONT_SANS, L->font_small, UI_W_DIM, r.x + r.w - ui_sc(L, 16), r.y + ui_sc(L, 14), AL_RIGHT,
            ui_str(S_REPLAY));
    /* the last move played, as the chosen viewer saw it */
    if (d->rp_k > 0 && a->nlog > 0) {
        int i = a->nlog - 1;
        while (i > 0 && a->log[i % UI_LOG_MAX].pub[0] == '*')
            i--; /* the move's line comes before its events */
        const UiLogLine *l = &a->log[i % UI_LOG_MAX];
        const char *s = l->owner >= 0 && l->owner == a->viewer ? l->text : l->pub;
        ui_text_wrap(&a->gfx, FONT_SANS, L->font_small, UI_W_TEXT,
                     (UiRect){r.x + ui_sc(L, 16), r.y + ui_sc(L, 44), r.w - ui_sc(L, 32), ui_sc(L, 40)}, s);
    }
    static const UiStrId lab[5] = {S_RP_START, S_RP_BACK, S_RP_PLAY, S_RP_NEXT, S_RP_END};
    for (int i = 0; i < 5; i++)
        ui_w_button(a, btn(a, i), ui_str(i == B_PLAY && d->rp_playing ? S_RP_PAUSE : lab[i]),
                    i < B_PLAY   ? d->rp_k > 0
                    : i > B_PLAY ? d->rp_k < n
                                 : 1,
                    i == B_PLAY && d->rp_playing);
    viewer_name(a, buf, sizeof buf);
    ui_w_button(a, btn(a, B_VIEW), buf, 1, 0);
}

void ui_scene_replay_click(UiApp *a, int x, int y)
{
    UiDesk *d = ui_desk(a);
    int n = d->rp_full ? d->rp_full->nlog : 0;
    if (ui_in(a->L.btn_menu, x, y)) {
        d->rp_playing = 0;
        a->scene = SC_TITLE;
        return;
    }
    for (int i = 0; i < B_COUNT; i++) {
        if (!ui_in(btn(a, i), x, y)) continue;
        if (i != B_PLAY) d->rp_playing = 0;
        switch (i) {
        case B_START:
            ui_replay_goto(a, 0);
            break;
        case B_BACK:
            ui_replay_goto(a, d->rp_k - 1);
            break;
        case B_NEXT:
            ui_replay_goto(a, d->rp_k + 1);
            break;
        case B_END:
            ui_replay_goto(a, n);
            break;
        case B_PLAY:
            d->rp_playing ^= 1, d->rp_t = 0;
            if (d->rp_playing && d->rp_k >= n) ui_replay_goto(a, 0);
            break;
        default: {
            /* referee (finished games only), the public view, each player */
            int players = d->rp_full ? d->rp_full->g.opt.players : 0, v = d->rp_viewer;
            v = v == RP_REFEREE ? -1 : v + 1 >= players ? (d->rp_over ? RP_REFEREE : -1) : v + 1;
            ui_replay_set_viewer(a, v);
            break;
        }
        }
        return;
    }
}

int ui_scene_replay_update(UiApp *a, float dt)
{
    UiDesk *d = ui_desk(a);
    if (!d->rp_playing || !d->rp_full) return 0;
    d->rp_t += dt;
    if (d->rp_t < 0.8f * a->pace) return 0;
    d->rp_t = 0;
    if (d->rp_k >= d->rp_full->nlog) {
        d->rp_playing = 0;
        return 1;
    }
    ui_replay_goto(a, d->rp_k + 1);
    return 1;
}

UiRect ui_end_replay_button(const UiApp *a)
{
    const UiLayout *L = &a->L;
    return (UiRect){L->ox + ui_sc(L, 1260), L->oy + ui_sc(L, 820), ui_sc(L, 260), ui_sc(L, 54)};
}
