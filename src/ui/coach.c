/* coach.c - the guided first game in the game scene: the fixed deal
 * started, the coach's steps (tutorial/tutor.h) applied to clicks, keys and
 * the timeline. During a move step only the clicks that lead to the step's
 * move act; during an explanation step the timeline holds on its event
 * until Next. Skip leaves a normal game. */
#include <stdio.h>
#include <string.h>

#include "draw.h"

void ui_tutor_start(UiApp *a)
{
    YsOptions o;
    UiSeat seat[YS_MAX_HUMANS];
    ui_tutor_deal(&o, seat);
    char err[160];
    ui_app_stop_bot(a);
    ui_hint_clear(a);
    a->ses.demo = 0;
    UiBotRunner r = ui_app_bots(a);
    if (ui_session_new_local(&a->ses, &o, seat, &r, err, sizeof err) != 0) {
        ui_app_status(a, err);
        return;
    }
    a->ses.saved_nlog = -1;
    memcpy(a->setup.seat, seat, sizeof seat);
    a->setup.players = o.players;
    ui_app_show_game(a);
    ui_tutor_begin(&a->tutor); /* before its bots begin: they think from the next frame, seeded for its story */
    ui_app_autosave(a);        /* Continue finds this game, its seats and its coach */
}

void ui_tutor_skip(UiApp *a)
{
    a->tutor.on = 0;
    a->tutor.held = 0;
    ui_app_save_coach(a);
    a->dirty = 1;
}

/* The coach's box, where the log is, and its buttons at its foot. */
UiRect ui_tutor_box(const UiApp *a)
{
    UiRect r = a->L.log;
    int m = ui_sc(&a->L, 4);
    return (UiRect){r.x - m, r.y - m, r.w + 2 * m, r.h + 2 * m};
}

static int pad(const UiApp *a) { return ui_sc(&a->L, 14); }
static int btn_h(const UiApp *a) { return ui_sc(&a->L, 44) > 28 ? ui_sc(&a->L, 44) : 28; }

UiRect ui_tutor_skip_button(const UiApp *a)
{
    UiRect b = ui_tutor_box(a);
    int p = pad(a), h = btn_h(a);
    return (UiRect){b.x + p, b.y + b.h - p - h, b.w - 2 * p, h};
}

UiRect ui_tutor_next_button(const UiApp *a)
{
    UiRect s = ui_tutor_skip_button(a);
    s.y -= s.h + ui_sc(&a->L, 8);
    return s;
}

/* The human may move now (not a bot, no story told). */
static int human_turn(const UiApp *a)
{
    const YsGame *g = &a->ses.view;
    return !a->ses.animating && !ys_over(g) && ys_to_move(g) == a->ses.viewer && a->ses.legal.n > 0;
}

/* ------------------------------------------------------------------ */
/* What is lit: the next click toward the step's move, or its target */

#define CAND_MAX 160
static int candidates(const UiApp *a, UiRect *r)
{
    const UiLayout *L = &a->L;
    const YsView *v = &a->ses.view;
    const UiTargets *t = &a->game.targets;
    int n = 0, p = v->viewer, k;
    /* the most specific first: buttons, places, ships and gems, the scale,
     * then pieces (a twin broker re-picked would also "lead to" the move) */
    for (int i = 0; i < t->nbuttons && n < CAND_MAX; i++)
        r[n++] = t->btn[i].r;
    for (int pl = 0; pl < YS_PLACES && n < CAND_MAX; pl++)
        if (pl != YS_THRONE) r[n++] = ui_layout_place(L, pl);
    for (int nb = 0; nb < v->opt.nbhds && n + 8 < CAND_MAX; nb++) {
        r[n++] = L->ship[nb];
        k = 0;
        for (int c = 0; c < 6; c++)
            k += v->port_gems[nb][c];
        for (int i = 0; i < k; i++)
            r[n++] = ui_layout_port_gem(L, nb, i, k);
    }
    for (int c = 0; c < YS_COLOURS; c++)
        r[n++] = L->scale_col[c];
    k = 0;
    for (int val = 0; val < YS_VALUES; val++)
        k += v->behind[p][val];
    for (int i = 0; i < k && n < CAND_MAX; i++)
        r[n++] = ui_layout_behind(L, i, k);
    k = 0;
    for (int val = 0; val < YS_VALUES; val++)
        k += v->front[p][val];
    for (int i = 0; i < k && n < CAND_MAX; i++)
        r[n++] = ui_layout_front(L, i, k);
    k = __builtin_popcount(v->hand[p]);
    for (int i = 0; i < k && n < CAND_MAX; i++)
        r[n++] = ui_layout_hand_card(L, i, k);
    return n;
}

/* What a click at (x,y) does to the step's move: 2 plays it, 1 leads to it
 * (the pick changes and can still become it), 0 neither. */
static int leads(const UiApp *a, const YsMove *want, int x, int y, UiPick *q, YsMove *m)
{
    *q = a->game.pick;
    UiInResult r = ui_input_click(&a->L, &a->ses.view, &a->ses.legal, q, x, y, m);
    if (r == UI_IN_MOVE) return ys_move_equal(m, want) ? 2 : 0;
    if (r == UI_IN_CHANGED) return memcmp(q, &a->game.pick, sizeof *q) && ui_pick_matches(q, want) ? 1 : 0;
    return 0;
}

static int wanted(const UiApp *a, YsMove *want)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    return s && s->wait == TU_MOVE && human_turn(a) && ui_tutor_move(&a->ses.view, s, want) == 0;
}

static UiRect target_rect(const UiApp *a, const UiTutorStep *s)
{
    const UiLayout *L = &a->L;
    UiRect z = {0, 0, 0, 0};
    switch (s->target) {
    case TT_PLACE:
        return ui_layout_place(L, s->arg);
    case TT_NBHD:
        return s->arg >= 0 && s->arg < YS_NBHDS ? L->nb[s->arg] : z;
    case TT_SHIP:
        return s->arg >= 0 && s->arg < YS_NBHDS ? L->ship[s->arg] : z;
    case TT_ROW: {
        if (s->arg < 1 || s->arg > 3) return z;
        UiRect a0 = L->row_gem[s->arg], b = L->cell[s->arg * 4 + 3];
        return (UiRect){a0.x, a0.y < b.y ? a0.y : b.y, b.x + b.w - a0.x, b.h > a0.h ? b.h : a0.h};
    }
    case TT_MARKET:
        return L->market;
    case TT_SCALE:
        return L->scale;
    case TT_HAND:
        return L->hand;
    case TT_BEHIND:
        return L->behind;
    case TT_SCORE:
        return L->score_track;
    default:
        return z;
    }
}

/* How many legal moves a pick can still become: a click that narrows them
 * is a step forward (one that unpicks, or picks a twin, is not). */
static int open_moves(const UiApp *a, const UiPick *pk)
{
    int n = 0;
    for (int i = 0; i < a->ses.legal.n; i++)
        n += ui_pick_matches(pk, &a->ses.legal.m[i]);
    return n;
}

int ui_tutor_lit(const UiApp *a, UiRect *out, int *cx, int *cy)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    if (!s) return 0;
    YsMove want;
    if (wanted(a, &want)) {
        UiRect r[CAND_MAX];
        int n = candidates(a, r);
        for (int i = 0; i < n; i++) {
            /* the rectangle's centre first, then a grid over it: a place's
             * card or label may cover its centre, and the layout moves with
             * the window and the UI size */
            for (int k = 0; k < 1 + 7 * 7; k++) {
                int x = k ? r[i].x + r[i].w * (2 * ((k - 1) % 7) + 1) / 14 : r[i].x + r[i].w / 2;
                int y = k ? r[i].y + r[i].h * (2 * ((k - 1) / 7) + 1) / 14 : r[i].y + r[i].h / 2;
                UiPick q;
                YsMove m;
                int l = leads(a, &want, x, y, &q, &m);
                if (l == 2 || (l == 1 && open_moves(a, &q) < open_moves(a, &a->game.pick))) {
                    *out = r[i];
                    if (cx) *cx = x;
                    if (cy) *cy = y;
                    return 1;
                }
            }
        }
        return 0;
    }
    if (s->wait == TU_MOVE) return 0; /* the others are moving */
    if (s->wait == TU_EVENT && !a->tutor.held) return 0;
    *out = target_rect(a, s);
    if (cx) *cx = out->x + out->w / 2;
    if (cy) *cy = out->y + out->h / 2;
    return out->w > 0;
}

int ui_tutor_waiting(const UiApp *a)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    if (!s) return 0;
    YsMove want;
    return s->wait == TU_MOVE ? !wanted(a, &want) : s->wait == TU_EVENT && !a->tutor.held;
}

int ui_tutor_spoken(const UiApp *a)
{
    int step = a->tutor.step;
    return step > 0 && ui_tutor_waiting(a) ? step - 1 : step;
}

int ui_tutor_wants_next(const UiApp *a)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    return s && (s->wait == TU_NEXT || (s->wait == TU_EVENT && a->tutor.held));
}

/* ------------------------------------------------------------------ */
/* Clicks, keys, the timeline */

void ui_tutor_next(UiApp *a)
{
    if (!ui_tutor_wants_next(a)) return;
    ui_tutor_advance(&a->tutor);
    ui_app_save_coach(a);
    a->dirty = 1;
}

int ui_tutor_click(UiApp *a, int x, int y)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    if (!s) return 0;
    a->dirty = 1;
    if (ui_in(ui_tutor_skip_button(a), x, y)) {
        ui_tutor_skip(a);
        return 1;
    }
    if (ui_tutor_wants_next(a)) {
        if (ui_in(ui_tutor_next_button(a), x, y))
            ui_tutor_next(a);
        else
            a->tutor.wrong = TX_WRONG_NEXT;
        return 1;
    }
    YsMove want, m;
    if (!wanted(a, &want)) {
        /* the others are moving, or the story is told: nothing to do */
        a->tutor.wrong = s->wait == TU_MOVE && human_turn(a) ? TX_WRONG_MOVE : 0;
        return 1;
    }
    UiPick q;
    switch (leads(a, &want, x, y, &q, &m)) {
    case 2:
        a->tutor.wrong = 0;
        ui_tutor_advance(&a->tutor);
        ui_app_play_move(a, &m);
        break;
    case 1:
        a->tutor.wrong = 0;
        a->game.pick = q;
        ui_app_targets(a);
        break;
    default:
        a->tutor.wrong = TX_WRONG_MOVE;
        break;
    }
    return 1;
}

int ui_tutor_key(UiApp *a, int k)
{
    if (!a->tutor.on) return 0;
    if (k == UK_ENTER && ui_tutor_wants_next(a)) {
        ui_tutor_next(a);
        return 1;
    }
    /* the story is not skipped while the coach speaks about it */
    if (k == UK_ESCAPE && a->ses.animating) {
        ui_nav_push(a, SC_MENU);
        return 1;
    }
    return k == UK_ENTER || k == UK_SPACE;
}

/* How far into an event's step the timeline stops to let the coach speak
 * (its picture shown), and how far its picture goes on playing while held:
 * a card or a gem in flight lands instead of hanging over the panels. */
#define HOLD_AT 0.6f
#define HOLD_END 0.98f

int ui_tutor_tick(UiApp *a, float dt)
{
    UiTutor *t = &a->tutor;
    const UiTutorStep *s = ui_tutor_current(t);
    if (s && s->wait == TU_EVENT && a->ses.view.round > 1 && !t->held) {
        /* the event went by unseen (a loaded or changed game): say goodbye */
        while (t->on && ui_tutor_current(t)->wait == TU_EVENT)
            ui_tutor_advance(t);
        s = ui_tutor_current(t);
    }
    const UiAnimStep *cur;
    if (!s || s->wait != TU_EVENT || !ui_session_story(&a->ses, &cur) || !cur) return ui_session_tick(&a->ses, dt);
    if (t->held) return ui_anim_hold(&a->ses.anim, dt, HOLD_END);
    if (cur->kind != AN_EVENT || !ui_tutor_event_is(s, &cur->ev)) return ui_session_tick(&a->ses, dt);
    float pace = a->ses.anim.pace > 0 ? a->ses.anim.pace : 1.0f;
    float left = (cur->dur * HOLD_AT - cur->t) * pace;
    if (left > dt) return ui_session_tick(&a->ses, dt);
    if (left > 0) ui_session_tick(&a->ses, left);
    t->held = 1;
    t->wrong = 0;
    snprintf(t->said, sizeof t->said, "%.*s", (int)sizeof t->said - 1, cur->caption); /* cut to the box it is kept in */
    return 1;
}
