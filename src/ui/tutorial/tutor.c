/* tutor.c - the guided first game's deal and the coach's steps (tutor.h). */
#include "tutor.h"

#include <string.h>

#include "ui_text.h"

/* The first turn of the fixed deal (seed 11, three players, three
 * neighbourhoods): the player bids 4+3, takes place 1, and places so that
 * neighbourhood 1, its port and its commerce and the palace of
 * neighbourhood 2 are won, while a bot takes market row 3. test_ui_tutor
 * checks every winner below against the engine's events, and that every
 * placement that loses its area is one whose words say why it is still
 * worth it (its worth: the palace of neighbourhood 1 is lost 4 to 7, but
 * the 4 makes the neighbourhood's total 10 to 7; the market's brokers
 * score at once; only small brokers are left for the last round). */
static const UiTutorStep steps[] = {
    {TX_WELCOME, TT_NONE, 0, TU_NEXT, NULL, 0, -1, -1},
    {TX_BID, TT_BEHIND, 0, TU_MOVE, "bid 4 3", 0, -1, -1},
    {TX_SEAT, TT_NONE, 0, TU_MOVE, "seat 1", 0, -1, -1},
    {TX_UP1, TT_NONE, 0, TU_MOVE, "up 3@n1.commerce", 0, -1, -1},
    {TX_DOWN1, TT_NONE, 0, TU_MOVE, "down 4@n1.palace", 0, -1, -1, TW_NBHD},
    {TX_MAJORITY, TT_NBHD, 0, TU_NEXT, NULL, 0, -1, -1},
    {TX_MARKET, TT_NONE, 0, TU_MOVE, "up 2@m3.red", 0, -1, -1, TW_MARKET},
    {TX_SCALE, TT_SCALE, 0, TU_NEXT, NULL, 0, -1, -1},
    {TX_DOWN2, TT_NONE, 0, TU_MOVE, "down 3@n1.port", 0, -1, -1},
    {TX_UP3, TT_NONE, 0, TU_MOVE, "up 1@m2.blue", 0, -1, -1, TW_MARKET},
    {TX_DOWN3, TT_NONE, 0, TU_MOVE, "down 0@n2.palace", 0, -1, -1},
    {TX_UP4, TT_NONE, 0, TU_MOVE, "up 1@n3.commerce", 0, -1, -1, TW_SMALL},
    {TX_DOWN4, TT_NONE, 0, TU_MOVE, "down 0@n3.port", 0, -1, -1, TW_SMALL},
    {TX_EV_NBHD, TT_NBHD, 0, TU_EVENT, NULL, YS_EV_NBHD, 0, UI_TUTOR_SEAT},
    {TX_TAKE, TT_SHIP, 0, TU_MOVE, "take blue red", 0, -1, -1},
    {TX_EV_PORT, TT_PLACE, YS_PLACE_CITY(0, YS_AREA_PORT), TU_EVENT, NULL, YS_EV_AREA, YS_PLACE_CITY(0, YS_AREA_PORT),
     UI_TUTOR_SEAT},
    {TX_EV_COMMERCE, TT_PLACE, YS_PLACE_CITY(0, YS_AREA_COMMERCE), TU_EVENT, NULL, YS_EV_AREA,
     YS_PLACE_CITY(0, YS_AREA_COMMERCE), UI_TUTOR_SEAT},
    {TX_EV_CARD, TT_PLACE, YS_PLACE_CITY(1, YS_AREA_PALACE), TU_EVENT, NULL, YS_EV_CARD, 1, UI_TUTOR_SEAT},
    {TX_EV_ROW, TT_ROW, 3, TU_EVENT, NULL, YS_EV_ROW, 3, 2},
    {TX_EV_COLUMNS, TT_SCALE, 0, TU_EVENT, NULL, YS_EV_COLUMNS, -1, -1},
    {TX_GOODBYE, TT_HAND, 0, TU_NEXT, NULL, 0, -1, -1},
};

int ui_tutor_count(void) { return (int)(sizeof steps / sizeof steps[0]); }

const UiTutorStep *ui_tutor_step(int i) { return i >= 0 && i < ui_tutor_count() ? &steps[i] : NULL; }

const char *ui_tutor_text(int id) { return ui_tutor_text_in(ui_lang_current(), id); }

void ui_tutor_deal(YsOptions *o, UiSeat seat[YS_MAX_HUMANS])
{
    ys_options_default(o);
    o->players = UI_TUTOR_PLAYERS;
    o->nbhds = 3;
    o->peek = 1; /* the player sees the values of their own face-down brokers */
    o->seed = 11;
    for (int p = 0; p < UI_TUTOR_PLAYERS; p++)
        o->order[p] = p + 1;
    memset(seat, 0, sizeof(UiSeat) * YS_MAX_HUMANS);
    for (int s = 0; s < YS_MAX_HUMANS; s++) {
        seat[s].human = s == UI_TUTOR_SEAT;
        seat[s].level = 1; /* AI_EASY: a first game anyone can win */
        seat[s].colour = s;
        const char *name = ui_str((UiStrId)(S_PNAME_0 + s));
        size_t n = strlen(name);
        if (n >= sizeof seat[s].name) n = sizeof seat[s].name - 1;
        memcpy(seat[s].name, name, n);
        seat[s].name[n] = 0;
    }
}

uint64_t ui_tutor_bot_seed(const YsGame *g, int nlog, int to)
{
    return g->opt.seed * 31u + (uint64_t)nlog * 7919u + (uint64_t)to;
}

int ui_tutor_move(const YsGame *g, const UiTutorStep *s, YsMove *out)
{
    char err[120];
    if (!s || s->wait != TU_MOVE || !s->move) return -1;
    if (ys_move_parse(g, s->move, out, err, sizeof err) != 0) return -1;
    YsMoveList *ml = NULL;
    static YsMoveList list; /* one game scene: never called from two threads */
    ml = &list;
    ys_legal(g, ml);
    for (int i = 0; i < ml->n; i++)
        if (ys_move_equal(&ml->m[i], out)) return 0;
    return -1;
}

int ui_tutor_event_winner(const YsEvent *e)
{
    switch (e->kind) {
    case YS_EV_NBHD:
        return e->nbhd.rank.n ? e->nbhd.rank.order[0] : -1;
    case YS_EV_AREA:
        return e->area.rank.n ? e->area.rank.order[0] : -1;
    case YS_EV_ROW:
        return e->row.rank.n ? e->row.rank.order[0] : -1;
    case YS_EV_CARD:
        return e->player;
    default:
        return -1;
    }
}

int ui_tutor_event_is(const UiTutorStep *s, const YsEvent *e)
{
    if (!s || s->wait != TU_EVENT || e->kind != s->ev) return 0;
    if (s->ev_arg < 0) return 1;
    switch (e->kind) {
    case YS_EV_NBHD:
        return e->nbhd.nbhd == s->ev_arg;
    case YS_EV_AREA:
        return e->area.place == s->ev_arg;
    case YS_EV_ROW:
        return e->row.row == s->ev_arg;
    case YS_EV_CARD:
        return e->card.nbhd == s->ev_arg;
    default:
        return 1;
    }
}

void ui_tutor_begin(UiTutor *t)
{
    memset(t, 0, sizeof *t);
    t->on = t->game = 1;
}

/* The guided deal's options: players, neighbourhoods, variants, seed and order cards. */
static int is_the_deal(const YsOptions *o)
{
    YsOptions d;
    UiSeat seat[YS_MAX_HUMANS];
    ui_tutor_deal(&d, seat);
    return o->players == d.players && o->nbhds == d.nbhds && o->kings_favor == d.kings_favor &&
           o->express == d.express && o->peek == d.peek && o->strong_neutral == d.strong_neutral && o->seed == d.seed &&
           !memcmp(o->order, d.order, sizeof d.order) && o->nships == d.nships &&
           !memcmp(o->nchars, d.nchars, sizeof d.nchars);
}

int ui_tutor_resume(UiTutor *t, const YsMatch *m, int coach_step)
{
    if (!m || !is_the_deal(&m->g.opt) || coach_step < -1 || coach_step >= ui_tutor_count()) return -1;
    memset(t, 0, sizeof *t);
    t->game = 1;
    t->on = coach_step >= 0;
    t->step = coach_step >= 0 ? coach_step : ui_tutor_count();
    return 0;
}

void ui_tutor_advance(UiTutor *t)
{
    t->held = t->wrong = 0;
    t->said[0] = 0;
    if (++t->step >= ui_tutor_count()) t->on = 0;
}

const UiTutorStep *ui_tutor_current(const UiTutor *t) { return t->on ? ui_tutor_step(t->step) : NULL; }
