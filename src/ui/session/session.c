/* session.c - one game as the screen tells it: moves played through the
 * engine only, their events queued as a story (the timeline), the log and
 * the score history written as it is told. No SDL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

const uint32_t ui_player_rgb[UI_COLOURS] = {0xE69F00, 0x56B4E9, 0x009E73, 0xCC79A7, 0x9A9A9A};
const uint32_t ui_gem_rgb[6] = {0x2F6FD6, 0x2EA043, 0xF2C200, 0xD63A2F, 0x262626, 0xF4F4F4};

static void patch_disp(UiSession *a, const UiAnimStep *st);
static void name_seats(UiSession *a);

static void log_add(UiSession *a, const UiLogLine *l)
{
    a->log[a->nlog % UI_LOG_MAX] = *l;
    a->nlog++;
    a->log_scroll = 0;
}

static void log_public(UiSession *a, const char *s)
{
    UiLogLine l;
    memset(&l, 0, sizeof l);
    l.owner = -1;
    snprintf(l.pub, sizeof l.pub, "*%s", s);
    snprintf(l.text, sizeof l.text, "%s", l.pub);
    log_add(a, &l);
}

static void refresh_view(UiSession *a)
{
    const YsGame *g = &a->match->g;
    ys_view(g, a->viewer, &a->view);
    a->legal.n = 0;
    int to = ys_to_move(g);
    if (!ys_over(g) && to >= 0 && to < g->opt.players && a->seat[to].human && to == a->viewer)
        ys_legal(&a->view, &a->legal);
}

static void after_change(UiSession *a)
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
    refresh_view(a);
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
static void apply_move(UiSession *a, const YsMove *m, const char *reason)
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
    a->anim.pace = a->pace > 0 ? a->pace : 1.0f;
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
    a->unsaved++;
}

void ui_session_show(UiSession *a, int viewer)
{
    const YsOptions *o = &a->match->g.opt;
    name_seats(a);
    if (viewer == -2) {
        viewer = -1;
        if (a->nhumans == 1)
            for (int s = 0; s < o->players; s++)
                if (a->seat[s].human) viewer = s;
    }
    a->viewer = viewer;
    ui_session_rebuild_log(a, viewer);
    a->handover_to = -1;
    ui_anim_clear(&a->anim);
    a->animating = 0;
    after_change(a);
}

void ui_session_rebuild_log(UiSession *a, int viewer)
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

int ui_session_play(UiSession *a, const YsMove *m, const char *reason)
{
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) return -1;
    ys_legal(&a->match->g, ml);
    int ok = 0;
    for (int i = 0; i < ml->n && !ok; i++)
        ok = ys_move_equal(&ml->m[i], m);
    free(ml);
    if (!ok) return -1;
    apply_move(a, m, reason);
    return 0;
}

/* Display-only patches to the "before" view as steps play. */
static void patch_disp(UiSession *a, const UiAnimStep *st)
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

static void anim_done(UiSession *a)
{
    a->animating = 0;
    ui_anim_clear(&a->anim);
}

void ui_session_fast_forward(UiSession *a)
{
    ui_anim_skip(&a->anim);
    anim_done(a);
}

int ui_session_tick(UiSession *a, float dt)
{
    if (!a->animating) return 0;
    UiAnimStep *st = ui_anim_cur(&a->anim);
    UiAnimStep copy;
    if (st) copy = *st;
    if (ui_anim_tick(&a->anim, dt) && st) patch_disp(a, &copy);
    if (!ui_anim_busy(&a->anim)) anim_done(a);
    return 1;
}

void ui_session_refresh(UiSession *a) { after_change(a); }

int ui_session_bot_to_move(const UiSession *a)
{
    const YsGame *g = &a->match->g;
    int to = ys_to_move(g);
    return !ys_over(g) && to >= 0 && (to >= g->opt.players || !a->seat[to].human);
}

unsigned ui_session_humans(const UiSession *a)
{
    unsigned m = 0;
    for (int s = 0; a->match && s < a->match->g.opt.players; s++)
        if (a->seat[s].human) m |= 1u << s;
    return m;
}

void ui_session_free(UiSession *a)
{
    free(a->match);
    a->match = NULL;
}

static void name_seats(UiSession *a)
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
}

int ui_session_new(UiSession *a, const YsOptions *o, const UiSeat *seat, int demo, char *err, int len)
{
    if (!a->match) {
        a->match = malloc(sizeof *a->match);
        if (!a->match) {
            fprintf(stderr, "ys: out of memory\n");
            exit(1);
        }
    }
    if (ys_match_new(a->match, o, err, (size_t)len) != 0) return -1;
    for (int s = 0; s < o->players; s++)
        a->seat[s] = seat[s];
    name_seats(a);
    a->demo = demo;
    a->viewer = -1;
    if (a->nhumans == 1)
        for (int s = 0; s < o->players; s++)
            if (a->seat[s].human) a->viewer = s;
    a->nlog = a->log_scroll = 0;
    a->nhist = 0;
    a->handover_to = -1;
    a->undo_to = -1;
    ui_anim_clear(&a->anim);
    a->animating = 0;
    after_change(a);
    a->unsaved = 1;
    return 0;
}

/* The settings' least time per bot move, scaled like the animations when the
 * pace differs from the settings' (the Pace button, tests). */
