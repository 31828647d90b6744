/* app.c - the scenes (title, new game, game, hand-over, end) as a state
 * machine; the game scene plays moves through the engine only, shows them
 * through an animation queue driven by the engine's events, and draws
 * from the view of the human at the screen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "desk.h"
#include "render.h"
#include "ui_sdl.h"

static void after_change(UiApp *a);

/* ------------------------------------------------------------------ */
/* Setup */

void ui_app_setup_defaults(UiApp *a, int players)
{
    UiSetup *st = &a->setup;
    st->players = players;
    for (int s = 0; s < YS_MAX_HUMANS; s++) {
        UiSeat *se = &st->seat[s];
        se->colour = s;
        se->human = s == 0;
        se->level = AI_MEDIUM;
        snprintf(se->name, sizeof se->name, "%s", ui_str((UiStrId)(S_PNAME_0 + s)));
    }
    st->nbhds4 = 1;
    st->peek = 1;
    st->focus_name = -1;
}

static int seats_of(const YsOptions *o) { return o->players == 2 ? 3 : o->players; }

int ui_app_start_game(UiApp *a)
{
    UiSetup *st = &a->setup;
    YsOptions o;
    ys_options_default(&o);
    o.players = st->players;
    o.nbhds = st->players == 3 && !st->nbhds4 ? 3 : st->players == 2 ? 3 : 4;
    o.kings_favor = st->players >= 3 && st->kings_favor;
    o.express = st->players >= 3 && st->express;
    o.strong_neutral = st->players == 2 && st->strong_neutral;
    o.peek = st->peek;
    if (st->seed[0])
        o.seed = strtoull(st->seed, NULL, 10);
    else
        o.seed = ((uint64_t)SDL_GetPerformanceCounter() * 0x9E3779B97F4A7C15ull) >> 8;
    char err[160];
    if (!a->match) {
        a->match = malloc(sizeof *a->match);
        if (!a->match) {
            fprintf(stderr, "ys: out of memory\n");
            exit(1);
        }
    }
    ui_bot_wait(&a->bot);
    if (ys_match_new(a->match, &o, err, sizeof err) != 0) {
        fprintf(stderr, "ys: %s\n", err);
        return -1;
    }
    a->nhumans = 0;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        if (s < o.players) {
            a->seat[s] = st->seat[s];
            a->nhumans += st->seat[s].human;
            snprintf(a->names[s], sizeof a->names[s], "%s", st->seat[s].name);
            a->pcolour[s] = st->seat[s].colour;
        } else {
            memset(&a->seat[s], 0, sizeof a->seat[s]);
            snprintf(a->names[s], sizeof a->names[s], "%s", ui_str(S_PNAME_NEUTRAL));
            a->pcolour[s] = 4;
        }
    }
    a->viewer = -1;
    if (a->nhumans == 1)
        for (int s = 0; s < o.players; s++)
            if (a->seat[s].human) a->viewer = s;
    a->nlog = a->log_scroll = 0;
    a->nhist = 0;
    a->has_pending = 0;
    a->handover_to = -1;
    ui_anim_clear(&a->anim);
    a->animating = 0;
    ui_pick_clear(&a->pick);
    ui_layout_compute(&a->L, a->out_w, a->out_h, o.players, o.nbhds, o.kings_favor);
    a->scene = SC_GAME;
    (void)seats_of;
    after_change(a);
    ui_desk_game_started(a);
    a->dirty = 1;
    return 0;
}

void ui_app_demo(UiApp *a, int players)
{
    ui_app_setup_defaults(a, players);
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        a->setup.seat[s].human = 0;
    a->demo = 1;
    ui_app_start_game(a);
}

/* ------------------------------------------------------------------ */
/* Game flow */

static void log_add(UiApp *a, const UiLogLine *l)
{
    a->log[a->nlog % UI_LOG_MAX] = *l;
    a->nlog++;
    a->log_scroll = 0;
}

static void log_public(UiApp *a, const char *s)
{
    UiLogLine l;
    memset(&l, 0, sizeof l);
    l.owner = -1;
    snprintf(l.pub, sizeof l.pub, "*%s", s);
    snprintf(l.text, sizeof l.text, "%s", l.pub);
    log_add(a, &l);
}

static void refresh_view(UiApp *a)
{
    const YsGame *g = &a->match->g;
    ys_view(g, a->viewer, &a->view);
    a->legal.n = 0;
    int to = ys_to_move(g);
    if (!ys_over(g) && to >= 0 && to < g->opt.players && a->seat[to].human && to == a->viewer)
        ys_legal(&a->view, &a->legal);
    ui_input_targets(&a->L, &a->view, &a->legal, &a->pick, &a->targets);
}

static void after_change(UiApp *a)
{
    const YsGame *g = &a->match->g;
    int to = ys_to_move(g);
    a->handover_to = -1;
    if (!ys_over(g) && to >= 0 && to < g->opt.players && a->seat[to].human && to != a->viewer) {
        if (a->nhumans > 1)
            a->handover_to = to; /* shown once the animations are over */
        else
            a->viewer = to;
    }
    ui_pick_clear(&a->pick);
    refresh_view(a);
    a->dirty = 1;
}

static float ev_duration(const YsEvent *e)
{
    switch (e->kind) {
    case YS_EV_AREA:
    case YS_EV_NBHD:
    case YS_EV_ROW:
    case YS_EV_COLUMNS:
    case YS_EV_BIDDER:
    case YS_EV_BIDS:
    case YS_EV_SEATS:
        return 1.5f;
    case YS_EV_GEMS:
    case YS_EV_CARD:
        return 1.0f;
    case YS_EV_POINTS:
    case YS_EV_QUOTE:
        return 0.8f;
    default:
        return 1.0f;
    }
}

/* Whether a bot's reason can be shown to everyone: never for a secret or
 * face-down choice, whose reason would tell its value. */
static int reason_is_public(const YsMove *m)
{
    return m->kind == YS_MV_UP || m->kind == YS_MV_SEAT || m->kind == YS_MV_TAKE || m->kind == YS_MV_RANK ||
           m->kind == YS_MV_QUOTE;
}

/* Plays m; reason (a bot's, or NULL) is added to the caption when public. */
static void apply_move(UiApp *a, const YsMove *m, const char *reason)
{
    YsGame *g = &a->match->g;
    int mover = ys_to_move(g);
    YsView before = a->view;
    UiLogLine line;
    ui_move_caption(&before, mover, m, a->names, &line);
    if (ys_match_play(a->match, m) != 0) return; /* never happens: moves come from ys_legal */
    log_add(a, &line);
    /* the new state as the current viewer sees it: for the public diff */
    YsView after;
    ys_view(g, a->viewer, &after);
    ui_anim_clear(&a->anim);
    a->anim.pace = a->pace;
    UiAnimStep *st = ui_anim_push(
        &a->anim, AN_MOVE, m->kind == YS_MV_UP || m->kind == YS_MV_DOWN || m->kind == YS_MV_NEUTRAL ? 0.5f : 0.7f);
    if (st) {
        st->move = *m, st->mover = mover;
        snprintf(st->caption, sizeof st->caption, "%s",
                 line.owner >= 0 && line.owner == a->viewer ? line.text : line.pub);
        size_t k = strlen(st->caption);
        if (reason && reason[0] && reason_is_public(m) && k + 8 < sizeof st->caption)
            snprintf(st->caption + k, sizeof st->caption - k, " (%s)", reason);
    }
    YsEvent diff[16];
    const YsEvent *evs = a->match->last.ev;
    int nev = a->match->last.n;
    if (nev <= 0) { /* an engine that does not narrate: show what changed */
        nev = ui_diff_events(&before, &after, diff, 16);
        evs = diff;
    }
    for (int i = 0; i < nev; i++) {
        char cap[160];
        ui_event_caption(&after, &evs[i], a->names, cap, sizeof cap);
        if (!cap[0]) continue;
        st = ui_anim_push(&a->anim, AN_EVENT, ev_duration(&evs[i]));
        if (!st) break;
        st->ev = evs[i];
        snprintf(st->caption, sizeof st->caption, "%s", cap);
        log_public(a, cap);
    }
    a->disp = before;
    a->animating = 1;
    /* scores over time */
    if (a->nhist < UI_HIST_MAX) {
        for (int s = 0; s < YS_MAX_SEATS; s++)
            a->hist[a->nhist][s] = g->score[s];
        a->hist_round[a->nhist] = g->round;
        a->nhist++;
    }
    after_change(a);
    ui_desk_after_move(a);
}

void ui_app_show_match(UiApp *a, int viewer)
{
    const YsOptions *o = &a->match->g.opt;
    a->nhumans = 0;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        if (s < o->players) {
            a->nhumans += a->seat[s].human;
            snprintf(a->names[s], sizeof a->names[s], "%s", a->seat[s].name);
            a->pcolour[s] = a->seat[s].colour;
        } else {
            memset(&a->seat[s], 0, sizeof a->seat[s]);
            snprintf(a->names[s], sizeof a->names[s], "%s", ui_str(S_PNAME_NEUTRAL));
            a->pcolour[s] = 4;
        }
    }
    if (viewer == -2) {
        viewer = -1;
        if (a->nhumans == 1)
            for (int s = 0; s < o->players; s++)
                if (a->seat[s].human) viewer = s;
    }
    a->viewer = viewer;
    ui_app_rebuild_log(a, viewer);
    a->has_pending = 0;
    a->handover_to = -1;
    ui_anim_clear(&a->anim);
    a->animating = 0;
    ui_pick_clear(&a->pick);
    ui_layout_compute(&a->L, a->out_w, a->out_h, o->players, o->nbhds, o->kings_favor);
    a->scene = SC_GAME;
    after_change(a);
    ui_desk_update_undo(a);
    a->dirty = 1;
}

void ui_app_rebuild_log(UiApp *a, int viewer)
{
    const YsOptions *o = &a->match->g.opt;
    /* the log and the score history, replayed as this viewer saw them */
    a->nlog = a->log_scroll = a->nhist = 0;
    YsGame *g = malloc(sizeof *g);
    YsView *before = malloc(sizeof *before), *after = malloc(sizeof *after);
    YsEventLog *ev = malloc(sizeof *ev);
    if (g && before && after && ev && ys_new(g, o, NULL, 0) == 0) {
        for (int i = 0; i < a->match->nlog; i++) {
            int mover = ys_to_move(g);
            ys_view(g, viewer, before);
            UiLogLine line;
            ui_move_caption(before, mover, &a->match->log[i], a->names, &line);
            if (ys_apply_traced(g, &a->match->log[i], ev) != 0) break;
            log_add(a, &line);
            ys_view(g, viewer, after);
            for (int k = 0; k < ev->n; k++) {
                char cap[160];
                ui_event_caption(after, &ev->ev[k], a->names, cap, sizeof cap);
                if (cap[0]) log_public(a, cap);
            }
            if (a->nhist < UI_HIST_MAX) {
                for (int s = 0; s < YS_MAX_SEATS; s++)
                    a->hist[a->nhist][s] = g->score[s];
                a->hist_round[a->nhist++] = g->round;
            }
        }
    }
    free(g), free(before), free(after), free(ev);
}

int ui_app_play_move(UiApp *a, const YsMove *m)
{
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) return -1;
    ys_legal(&a->match->g, ml);
    int ok = 0;
    for (int i = 0; i < ml->n && !ok; i++)
        ok = ys_move_equal(&ml->m[i], m);
    free(ml);
    if (!ok) return -1;
    if (a->bot.busy) ui_bot_wait(&a->bot);
    a->has_pending = 0;
    apply_move(a, m, NULL);
    return 0;
}

/* Display-only patches to the "before" view as steps play. */
static void patch_disp(UiApp *a, const UiAnimStep *st)
{
    YsView *d = &a->disp;
    if (st->kind == AN_MOVE) {
        const YsMove *m = &st->move;
        if (m->kind != YS_MV_UP && m->kind != YS_MV_DOWN && m->kind != YS_MV_NEUTRAL) return;
        int slot = -1;
        for (int i = 0; i < YS_POOL && slot < 0; i++)
            if (d->pool[i].place == YS_NONE) slot = i;
        if (slot < 0 || d->plen[m->place] >= YS_PLACE_CAP) return;
        YsBroker *b = &d->pool[slot];
        memset(b, 0, sizeof *b);
        b->place = m->place;
        b->owner = (uint8_t)(m->kind == YS_MV_NEUTRAL ? YS_NEUTRAL : st->mover);
        b->up = m->kind == YS_MV_UP;
        int known = b->up || (st->mover == d->viewer && m->kind == YS_MV_DOWN);
        b->value = known ? m->a : YS_UNKNOWN;
        d->plist[m->place][d->plen[m->place]++] = (uint8_t)slot;
        if (st->mover == d->viewer && st->mover >= 0) {
            if (m->kind == YS_MV_NEUTRAL) {
                if (d->neutral_supply[st->mover][m->a]) d->neutral_supply[st->mover][m->a]--;
            } else if (m->b != YS_NONE) {
                if (d->front[st->mover][m->b]) d->front[st->mover][m->b]--;
            } else if (d->behind[st->mover][m->a]) {
                d->behind[st->mover][m->a]--;
            }
        }
        return;
    }
    const YsEvent *e = &st->ev;
    switch (e->kind) {
    case YS_EV_POINTS:
        if (e->winner >= 0) d->score[e->winner] += e->a;
        break;
    case YS_EV_GEMS:
        for (int i = 0; i < e->a && i < 4 && e->winner >= 0; i++) {
            int c = e->gems[i];
            if (c < 5) d->gems[e->winner][c]++;
            if (e->place < YS_NBHDS && c != YS_BLACK) {
                if (d->port_gems[e->place][c])
                    d->port_gems[e->place][c]--;
                else if (d->port_gems[e->place][YS_WHITE])
                    d->port_gems[e->place][YS_WHITE]--;
            }
        }
        break;
    case YS_EV_QUOTE:
        if (e->a < YS_COLOURS) {
            int q = d->quotation[e->a] + e->delta;
            d->quotation[e->a] = (uint8_t)(q < 0 ? 0 : q > 14 ? 14 : q);
        }
        break;
    case YS_EV_CARD:
        for (int nb = 0; nb < YS_NBHDS; nb++)
            if (d->palace_card[nb] == e->a) {
                d->palace_card[nb] = YS_NONE;
                break;
            }
        break;
    case YS_EV_ROW:
        if (e->place < 4) d->market_gem[e->place] = YS_NONE;
        break;
    case YS_EV_AREA:
        if (e->place % 3 == YS_AREA_PALACE) { /* the neighbourhood is done: its brokers go home */
            int nb = e->place / 3;
            for (int i = 0; i < YS_POOL; i++)
                if (d->pool[i].place != YS_NONE && YS_IS_CITY(d->pool[i].place) && d->pool[i].place / 3 == nb)
                    d->pool[i].place = YS_NONE;
            for (int ar = 0; ar < 3; ar++)
                d->plen[YS_PLACE_CITY(nb, ar)] = 0;
            d->palace_card[nb] = YS_NONE;
        }
        break;
    default:
        break;
    }
}

static void anim_done(UiApp *a)
{
    a->animating = 0;
    ui_anim_clear(&a->anim);
    a->dirty = 1;
}

void ui_app_fast_forward(UiApp *a)
{
    ui_anim_skip(&a->anim);
    anim_done(a);
}

/* The settings' least time per bot move, scaled like the animations when the
 * pace differs from the settings' (the Pace button, tests). */
static float bot_delay_ms(UiApp *a)
{
    const UiSettings *s = &ui_desk(a)->set;
    return (float)s->bot_pace_ms * a->pace * (s->anim_speed > 0.1f ? s->anim_speed : 1.0f);
}

static void game_update(UiApp *a, float dt)
{
    if (a->animating) {
        UiAnimStep *st = ui_anim_cur(&a->anim);
        UiAnimStep copy;
        if (st) copy = *st;
        if (ui_anim_tick(&a->anim, dt) && st) patch_disp(a, &copy);
        if (!ui_anim_busy(&a->anim)) anim_done(a);
        a->dirty = 1;
    }
    const YsGame *g = &a->match->g;
    /* the bot may think while the animation plays */
    int to = ys_to_move(g);
    if (!ys_over(g) && to >= 0 && (to >= g->opt.players || !a->seat[to].human)) {
        if (!a->bot.busy && !a->has_pending) {
            YsView v;
            ys_view(g, to, &v);
            AiParams prm;
            memset(&prm, 0, sizeof prm);
            prm.level = (AiLevel)a->seat[to].level;
            prm.seed = g->opt.seed * 31u + (uint64_t)a->match->nlog * 7919u + (uint64_t)to;
            ui_bot_start(&a->bot, &v, &prm, a->wake_event);
            a->bot.for_nlog = a->match->nlog;
        }
        if (a->bot.busy && ui_bot_poll(&a->bot)) {
            if (a->bot.rc == 0 && a->bot.for_nlog == a->match->nlog) {
                a->pending = a->bot.move;
                a->has_pending = 1;
            }
        }
        if (a->has_pending && !a->animating && SDL_GetTicks() - a->bot.started >= (uint32_t)bot_delay_ms(a)) {
            a->has_pending = 0;
            YsMove m = a->pending;
            apply_move(a, &m, a->bot.reason);
        }
        if (a->bot.busy) a->dirty = 1; /* the spinner */
    }
    if (a->animating) return;
    if (a->handover_to >= 0) {
        a->scene = SC_HANDOVER;
        a->dirty = 1;
        return;
    }
    if (ys_over(g)) {
        ys_result(g, &a->result);
        ys_view(g, a->viewer, &a->view);
        a->scene = SC_END;
        ui_desk_game_over(a);
        a->dirty = 1;
    }
}

int ui_app_update(UiApp *a, float dt)
{
    if (a->scene == SC_GAME) game_update(a, dt);
    if (a->scene == SC_REPLAY && ui_scene_replay_update(a, dt)) a->dirty = 1;
    UiDesk *d = ui_desk(a);
    if (d->status[0] && SDL_GetTicks() - d->status_at > 6000) d->status[0] = 0, a->dirty = 1;
    if (a->scene == SC_END && a->demo && a->quit == 0) { /* demo: the end screen stays */
    }
    if (a->hover_on == 0 && a->last_motion && SDL_GetTicks() - a->last_motion > 350) {
        a->hover_on = 1;
        a->dirty = 1;
    }
    return a->dirty;
}

int ui_app_wants_frames(const UiApp *a)
{
    UiDesk *d = ui_desk((UiApp *)a);
    if (a->scene == SC_REPLAY && d->rp_playing) return 1;
    if (a->scene == SC_SAVE_NAME) return 1; /* the caret blinks */
    if (a->scene != SC_GAME) return a->hover_on == 0 && a->last_motion != 0;
    if (a->animating || a->has_pending || a->bot.busy) return 1;
    return a->hover_on == 0 && a->last_motion != 0;
}

/* ------------------------------------------------------------------ */
/* Input */

static void setup_click(UiApp *a, int x, int y)
{
    UiSetup *st = &a->setup;
    int arg;
    int h = ui_setup_hit(a, x, y, &arg);
    st->focus_seed = h == SH_SEED;
    st->focus_name = h == SH_SEAT_NAME ? arg : -1;
    if (st->focus_seed || st->focus_name >= 0)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
    switch (h) {
    case SH_PLAYERS:
        st->players = arg;
        break;
    case SH_SEAT_KIND:
        st->seat[arg].human ^= 1;
        break;
    case SH_SEAT_LEVEL:
        st->seat[arg].level = st->seat[arg].level >= AI_EXPERT ? AI_EASY : st->seat[arg].level + 1;
        break;
    case SH_SEAT_COLOUR: {
        /* the next colour no other seat uses */
        int c = st->seat[arg].colour;
        for (int k = 1; k <= 4; k++) {
            int n = (c + k) % 4, used = 0;
            for (int s = 0; s < st->players; s++)
                used |= s != arg && st->seat[s].colour == n;
            if (!used) {
                st->seat[arg].colour = n;
                break;
            }
        }
        break;
    }
    case SH_NBHDS:
        st->nbhds4 ^= 1;
        break;
    case SH_KF:
        st->kings_favor ^= 1;
        break;
    case SH_EXPRESS:
        st->express ^= 1;
        break;
    case SH_STRONG:
        st->strong_neutral ^= 1;
        break;
    case SH_PEEK:
        st->peek ^= 1;
        break;
    case SH_START:
        SDL_StopTextInput();
        a->demo = 0;
        ui_app_start_game(a);
        break;
    case SH_BACK:
        a->scene = SC_TITLE;
        break;
    default:
        break;
    }
    /* colours must differ: fix clashes after a change of player count */
    for (int s = 0; s < st->players; s++)
        for (int t = 0; t < s; t++)
            if (st->seat[t].colour == st->seat[s].colour) {
                for (int n = 0; n < 4; n++) {
                    int used = 0;
                    for (int u = 0; u < st->players; u++)
                        used |= u != s && st->seat[u].colour == n;
                    if (!used) {
                        st->seat[s].colour = n;
                        break;
                    }
                }
            }
}

void ui_app_click(UiApp *a, int x, int y)
{
    a->dirty = 1;
    switch (a->scene) {
    case SC_TITLE:
        ui_scene_title_click(a, x, y);
        break;
    case SC_MENU:
        ui_scene_menu_click(a, x, y);
        break;
    case SC_SETTINGS:
        ui_scene_settings_click(a, x, y);
        break;
    case SC_SAVES:
        ui_scene_saves_click(a, x, y);
        break;
    case SC_RULES:
        ui_scene_rules_click(a, x, y);
        break;
    case SC_REPLAY:
        ui_scene_replay_click(a, x, y);
        break;
    case SC_SETUP:
        setup_click(a, x, y);
        break;
    case SC_HANDOVER:
        a->viewer = a->handover_to;
        a->handover_to = -1;
        a->scene = SC_GAME;
        ui_pick_clear(&a->pick);
        refresh_view(a);
        ui_desk_update_undo(a);
        break;
    case SC_END: {
        if (ui_in(ui_end_replay_button(a), x, y)) {
            ui_replay_start(a, a->match);
            break;
        }
        int h = ui_end_hit(a, x, y);
        if (h == 1) a->scene = SC_TITLE;
        if (h == 2) a->scene = SC_SETUP;
        break;
    }
    case SC_GAME: {
        const UiLayout *L = &a->L;
        if (ui_in(L->btn_pace, x, y)) {
            a->pace = a->pace < 0.8f ? 1.0f : a->pace < 1.3f ? 1.7f : 0.45f;
            a->anim.pace = a->pace;
            ui_desk(a)->set.anim_speed = a->pace < 0.8f ? 2.2f : a->pace < 1.3f ? 1.0f : 0.6f;
            ui_desk_save_settings(a);
            break;
        }
        if (ui_in(L->btn_menu, x, y)) {
            /* the game goes on under the menu: bots wait, animations end */
            if (a->animating) ui_app_fast_forward(a);
            a->scene = SC_MENU;
            break;
        }
        if (ui_game_overlay_click(a, x, y)) break;
        if (a->animating) { /* a click fast-forwards */
            ui_app_fast_forward(a);
            break;
        }
        YsMove m;
        UiInResult r = ui_input_click(L, &a->view, &a->legal, &a->pick, x, y, &m);
        UiDesk *d = ui_desk(a);
        if (r == UI_IN_MOVE && d->set.confirm_place &&
            (m.kind == YS_MV_UP || m.kind == YS_MV_DOWN || m.kind == YS_MV_NEUTRAL)) {
            d->confirm = 1; /* shown with Confirm / Cancel until Enter or Escape */
            d->confirm_move = m;
        } else if (r == UI_IN_MOVE)
            apply_move(a, &m, NULL);
        else if (r == UI_IN_CHANGED)
            ui_input_targets(L, &a->view, &a->legal, &a->pick, &a->targets);
        break;
    }
    }
}

static void text_input(UiApp *a, const char *s)
{
    UiSetup *st = &a->setup;
    if (a->scene == SC_SAVE_NAME) {
        char *n = ui_desk(a)->save_name;
        size_t l = strlen(n);
        if (l + strlen(s) <= UI_SAVE_NAME_MAX) memcpy(n + l, s, strlen(s) + 1);
        a->dirty = 1;
        return;
    }
    if (a->scene != SC_SETUP) return;
    if (st->focus_seed) {
        for (; *s; s++)
            if (*s >= '0' && *s <= '9' && strlen(st->seed) < sizeof st->seed - 1) {
                size_t l = strlen(st->seed);
                st->seed[l] = *s, st->seed[l + 1] = 0;
            }
    } else if (st->focus_name >= 0) {
        char *n = st->seat[st->focus_name].name;
        size_t l = strlen(n);
        if (l + strlen(s) < sizeof st->seat[0].name - 1) memcpy(n + l, s, strlen(s) + 1);
    }
    a->dirty = 1;
}

static void backspace(UiApp *a)
{
    UiSetup *st = &a->setup;
    char *s = st->focus_seed ? st->seed : st->focus_name >= 0 ? st->seat[st->focus_name].name : NULL;
    if (a->scene == SC_SAVE_NAME)
        s = ui_desk(a)->save_name;
    else if (a->scene != SC_SETUP)
        s = NULL;
    if (!s) return;
    size_t l = strlen(s);
    /* drop one UTF-8 character */
    while (l > 0) {
        l--;
        if (((unsigned char)s[l] & 0xC0) != 0x80) break;
    }
    s[l] = 0;
    a->dirty = 1;
}

/* Escape: cancel what is under way, else go back, else open the menu. */
static void escape(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    switch (a->scene) {
    case SC_SETUP:
        a->scene = SC_TITLE;
        break;
    case SC_GAME:
        if (a->animating)
            ui_app_fast_forward(a);
        else if (d->confirm)
            d->confirm = 0, ui_input_cancel(&a->pick), refresh_view(a);
        else if (a->pick.mode != PM_NONE)
            ui_input_cancel(&a->pick), ui_input_targets(&a->L, &a->view, &a->legal, &a->pick, &a->targets);
        else
            a->scene = SC_MENU;
        break;
    case SC_MENU:
        a->scene = SC_GAME;
        break;
    case SC_SETTINGS:
    case SC_SAVES:
        a->scene = d->ret_scene;
        break;
    case SC_SAVE_NAME:
        SDL_StopTextInput();
        a->scene = SC_MENU;
        break;
    case SC_RULES:
        a->scene = d->rules_ret;
        break;
    case SC_REPLAY:
        d->rp_playing = 0;
        a->scene = SC_TITLE;
        break;
    default:
        break;
    }
}

/* Enter: confirm. */
static void enter(UiApp *a)
{
    UiDesk *d = ui_desk(a);
    switch (a->scene) {
    case SC_SETUP:
        if (a->setup.focus_seed || a->setup.focus_name >= 0) {
            a->setup.focus_seed = 0, a->setup.focus_name = -1, SDL_StopTextInput();
        } else {
            a->demo = 0;
            ui_app_start_game(a);
        }
        break;
    case SC_HANDOVER:
        ui_app_click(a, 0, 0);
        break;
    case SC_GAME:
        if (d->confirm) {
            YsMove m = d->confirm_move;
            d->confirm = 0;
            ui_app_play_move(a, &m);
        } else if (a->animating) {
            ui_app_fast_forward(a);
        } else {
            /* the one action button that ends a step: Done or Pass */
            for (int i = 0; i < a->targets.nbuttons; i++)
                if ((a->targets.btn[i].id == BTN_DONE || a->targets.btn[i].id == BTN_PASS) && a->targets.btn[i].on) {
                    UiRect r = a->targets.btn[i].r;
                    ui_app_click(a, r.x + r.w / 2, r.y + r.h / 2);
                    break;
                }
        }
        break;
    case SC_MENU:
        a->scene = SC_GAME;
        break;
    case SC_SAVE_NAME:
        SDL_StopTextInput();
        a->scene = SC_MENU;
        if (d->save_name[0]) ui_desk_save_as(a, d->save_name);
        break;
    case SC_TITLE:
        if (d->has_autosave) ui_desk_continue(a);
        break;
    case SC_END:
        a->scene = SC_TITLE;
        break;
    default:
        break;
    }
}

static void key_down(UiApp *a, SDL_Keycode k, Uint16 mod)
{
    UiDesk *d = ui_desk(a);
    /* the keys whose chords differ between systems (os.c) */
    switch (ui_key_action(k, mod, ui_os_is_mac())) {
    case UI_KEY_FULLSCREEN:
        a->fullscreen ^= 1;
        SDL_SetWindowFullscreen(a->win, a->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        d->set.fullscreen = a->fullscreen;
        ui_desk_save_settings(a);
        return;
    case UI_KEY_RULES:
        if (a->scene == SC_RULES) {
            a->scene = d->rules_ret;
        } else if (a->scene != SC_SAVE_NAME) {
            if (a->scene == SC_GAME && a->animating) ui_app_fast_forward(a);
            d->rules_ret = a->scene;
            a->scene = SC_RULES;
        }
        return;
    case UI_KEY_UNDO:
        if (a->scene == SC_GAME && a->animating) ui_app_fast_forward(a);
        ui_desk_undo(a);
        return;
    case UI_KEY_SETTINGS:
        /* as the title screen's and the menu's Settings; from a game, Back
         * returns to its menu */
        if (a->scene == SC_TITLE || a->scene == SC_MENU || a->scene == SC_GAME) {
            if (a->scene == SC_GAME && a->animating) ui_app_fast_forward(a);
            d->ret_scene = a->scene == SC_TITLE ? SC_TITLE : SC_MENU;
            a->scene = SC_SETTINGS;
        }
        return;
    case UI_KEY_QUIT:
        a->quit = 1;
        return;
    case UI_KEY_NONE:
        break;
    }
    switch (k) {
    case SDLK_ESCAPE:
        escape(a);
        break;
    case SDLK_BACKSPACE:
        backspace(a);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        enter(a);
        break;
    case SDLK_SPACE:
        if (a->scene == SC_GAME && a->animating) ui_app_fast_forward(a);
        if (a->scene == SC_REPLAY) d->rp_playing ^= 1, d->rp_t = 0;
        break;
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_HOME:
    case SDLK_END:
        if (a->scene == SC_REPLAY) {
            d->rp_playing = 0;
            int n = d->rp_full ? d->rp_full->nlog : 0;
            ui_replay_goto(a, k == SDLK_HOME ? 0 : k == SDLK_END ? n : d->rp_k + (k == SDLK_LEFT ? -1 : 1));
        }
        break;
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN: {
        int step = k == SDLK_UP || k == SDLK_DOWN ? ui_sc(&a->L, 60) : a->out_h * 2 / 3;
        if (a->scene == SC_RULES) ui_scene_rules_scroll(a, k == SDLK_UP || k == SDLK_PAGEUP ? -step : step);
        break;
    }
    default:
        break;
    }
}

void ui_app_event(UiApp *a, const SDL_Event *e)
{
    float kx = a->win_w ? (float)a->out_w / (float)a->win_w : 1.0f;
    float ky = a->win_h ? (float)a->out_h / (float)a->win_h : 1.0f;
    switch (e->type) {
    case SDL_QUIT:
        a->quit = 1;
        break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_RESIZED)
            ui_app_resize(a);
        if (e->window.event == SDL_WINDOWEVENT_LEAVE) a->hover_on = 0, a->last_motion = 0;
        a->dirty = 1;
        break;
    case SDL_MOUSEMOTION:
        a->mx = (int)(e->motion.x * kx), a->my = (int)(e->motion.y * ky);
        if (a->hover_on) a->dirty = 1;
        a->hover_on = 0;
        a->last_motion = SDL_GetTicks();
        a->dirty = 1;
        break;
    case SDL_MOUSEBUTTONDOWN:
        a->mx = (int)(e->button.x * kx), a->my = (int)(e->button.y * ky);
        a->hover_on = 0, a->last_motion = 0;
        if (e->button.button == SDL_BUTTON_RIGHT) {
            ui_desk(a)->confirm = 0;
            ui_input_cancel(&a->pick);
            if (a->scene == SC_GAME) ui_input_targets(&a->L, &a->view, &a->legal, &a->pick, &a->targets);
            a->dirty = 1;
        } else if (e->button.button == SDL_BUTTON_LEFT) {
            ui_app_click(a, a->mx, a->my);
        }
        break;
    case SDL_MOUSEWHEEL:
        if (a->scene == SC_RULES) ui_scene_rules_scroll(a, -e->wheel.y * ui_sc(&a->L, 60));
        if (a->scene == SC_SAVES) {
            UiDesk *d = ui_desk(a);
            d->saves_scroll -= e->wheel.y;
            if (d->saves_scroll > d->nsaves - 1) d->saves_scroll = d->nsaves - 1;
            if (d->saves_scroll < 0) d->saves_scroll = 0;
            a->dirty = 1;
        }
        if (a->scene == SC_GAME && ui_in(a->L.log, a->mx, a->my)) {
            a->log_scroll += e->wheel.y * 2;
            if (a->log_scroll < 0) a->log_scroll = 0;
            if (a->log_scroll > a->nlog) a->log_scroll = a->nlog;
            a->dirty = 1;
        }
        break;
    case SDL_TEXTINPUT:
        text_input(a, e->text.text);
        break;
    case SDL_KEYDOWN:
        key_down(a, e->key.keysym.sym, e->key.keysym.mod);
        a->dirty = 1;
        break;
    default:
        if (e->type == a->wake_event) a->dirty = 1;
        break;
    }
}

/* ------------------------------------------------------------------ */
/* Window */

void ui_app_resize(UiApp *a)
{
    SDL_GetWindowSize(a->win, &a->win_w, &a->win_h);
    if (SDL_GetRendererOutputSize(a->ren, &a->out_w, &a->out_h) != 0) a->out_w = a->win_w, a->out_h = a->win_h;
    int players = a->match ? a->match->g.opt.players : 4;
    int nbhds = a->match ? a->match->g.opt.nbhds : 4;
    int kf = a->match ? a->match->g.opt.kings_favor : 0;
    ui_layout_compute(&a->L, a->out_w, a->out_h, players, nbhds, kf);
    ui_gfx_flush(&a->gfx);
    if (a->scene == SC_GAME && a->match) ui_input_targets(&a->L, &a->view, &a->legal, &a->pick, &a->targets);
    a->dirty = 1;
}

int ui_app_init(UiApp *a, const char *data_dir, int w, int h, int flags)
{
    memset(a, 0, sizeof *a);
    ui_desk_reset(a);
    a->pace = 1.0f;
    a->anim.pace = 1.0f;
    a->viewer = -1;
    a->handover_to = -1;
    a->setup.focus_name = -1;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "ys: SDL_Init: %s\n", SDL_GetError());
        return -1;
    }
    IMG_Init(IMG_INIT_PNG);
    a->win = SDL_CreateWindow("Ys", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | (Uint32)flags);
    if (!a->win) {
        fprintf(stderr, "ys: window: %s\n", SDL_GetError());
        return -1;
    }
    SDL_SetWindowMinimumSize(a->win, 640, 360);
    a->ren = ui_renderer_create(a->win, ui_renderer_choice(UI_RENDERER_AUTO));
    if (!a->ren) {
        fprintf(stderr, "ys: renderer: %s\n", SDL_GetError());
        return -1;
    }
    if (ui_gfx_init(&a->gfx, a->ren, data_dir) != 0) return -1;
    a->wake_event = SDL_RegisterEvents(1);
    ui_app_setup_defaults(a, 4);
    a->scene = SC_TITLE;
    ui_app_resize(a);
    return 0;
}

void ui_app_free(UiApp *a)
{
    if (!a) return;
    ui_bot_wait(&a->bot);
    ui_desk_free(a);
    ui_gfx_free(&a->gfx);
    free(a->match);
    a->match = NULL;
    if (a->ren) SDL_DestroyRenderer(a->ren);
    if (a->win) SDL_DestroyWindow(a->win);
    a->ren = NULL, a->win = NULL;
}

void ui_app_draw(UiApp *a)
{
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 255);
    if (a->scene != SC_GAME) SDL_RenderClear(a->ren); /* the game scene covers every pixel */
    switch (a->scene) {
    case SC_TITLE:
        ui_scene_title_draw(a);
        break;
    case SC_SETUP:
        ui_draw_setup(a);
        break;
    case SC_GAME:
        ui_draw_game(a);
        ui_game_overlay_draw(a);
        break;
    case SC_HANDOVER:
        ui_draw_handover(a);
        break;
    case SC_END:
        ui_draw_end(a);
        ui_w_button(a, ui_end_replay_button(a), ui_str(S_REPLAY), 1, 0);
        break;
    case SC_MENU:
        ui_scene_menu_draw(a);
        break;
    case SC_SETTINGS:
        ui_scene_settings_draw(a);
        break;
    case SC_SAVES:
        ui_scene_saves_draw(a);
        break;
    case SC_SAVE_NAME:
        ui_scene_save_name_draw(a);
        break;
    case SC_RULES:
        ui_scene_rules_draw(a);
        break;
    case SC_REPLAY:
        ui_scene_replay_draw(a);
        break;
    }
    ui_status_draw(a);
    a->dirty = 0;
    a->frames++;
}

int ui_app_shot(UiApp *a, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->out_w, a->out_h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return -1;
    int rc = SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    if (rc == 0) rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    return rc == 0 ? 0 : -1;
}
