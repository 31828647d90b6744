/* session.c - one game as the screen tells it: moves played through the
 * engine only, their events queued as a story (the timeline), the log and
 * the score history written as it is told. No SDL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

const uint32_t ui_player_rgb[UI_COLOURS] = {0xE69F00, 0x56B4E9, 0x009E73, 0xCC79A7, 0x9A9A9A};
const uint32_t ui_gem_rgb[6] = {0x2F6FD6, 0x2EA043, 0xF2C200, 0xD63A2F, 0x262626, 0xF4F4F4};

static void name_seats(UiSession *a);

static void log_add(UiSession *a, const UiLogLine *l)
{
    a->log[a->nlog % UI_LOG_MAX] = *l;
    a->nlog++;
    a->log_scroll = 0;
}

static void refresh_view(UiSession *a)
{
    const YsGame *g = &a->match->g;
    ys_view(g, a->viewer, &a->view);
    a->legal.n = 0;
    int to = ys_to_move(g);
    if (!ys_over(g) && to >= 0 && to < g->opt.players && a->seat[to].human && to == a->viewer &&
        !(a->remote && a->remote_bot_plays))
        ys_legal(&a->view, &a->legal);
}

static void after_change(UiSession *a)
{
    const YsGame *g = &a->match->g;
    int to = ys_to_move(g);
    a->handover_to = -1;
    if (!a->remote && !ys_over(g) && to >= 0 && to < g->opt.players && a->seat[to].human && to != a->viewer) {
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
    case YS_EV_MOVE:
        return e->move.move.kind == YS_MV_UP || e->move.move.kind == YS_MV_DOWN || e->move.move.kind == YS_MV_NEUTRAL
                   ? 0.5f
                   : 0.7f;
    case YS_EV_RETURN:
        return 0.7f;
    case YS_EV_AREA:
    case YS_EV_NBHD:
    case YS_EV_ROW:
    case YS_EV_COLUMNS:
    case YS_EV_BIDDER:
    case YS_EV_BIDS:
    case YS_EV_SEATS:
    case YS_EV_FINAL:
    case YS_EV_FINAL_COLOUR:
    case YS_EV_FINAL_BLACK:
    case YS_EV_FINAL_THRONE:
        return 1.5f;
    case YS_EV_END:
        return 2.0f;
    case YS_EV_GEM:
    case YS_EV_CARD:
        return 1.0f;
    case YS_EV_SCORE:
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

/* A bot's reason after its move's caption, as the language joins them
 * ("... on Palace 1 \u2014 takes the lead ..."), the caption's full stop
 * after both: never in brackets, whose own brackets would nest. Left out
 * where the caption has no room for it. */
static void join_reason(char caption[], const char *reason)
{
    enum { CAP = sizeof((UiAnimStep *)0)->caption };
    char joined[CAP], why[CAP];
    size_t k = strlen(caption);
    int stop = k > 0 && caption[k - 1] == '.';
    snprintf(why, sizeof why, ui_str(S_WHY_JOIN), reason);
    int n = snprintf(joined, sizeof joined, "%.*s%s%s", (int)(k - (size_t)stop), caption, why, stop ? "." : "");
    if (n > 0 && n < CAP) memcpy(caption, joined, (size_t)n + 1);
}

/* A gem choice is told by the gems it takes (YS_EV_GEM events that follow
 * it), not twice. */
static int told_by_next(const YsEventLog *log, int i)
{
    const YsEvent *e = &log->ev[i];
    return e->kind == YS_EV_MOVE && e->move.move.kind == YS_MV_TAKE && i + 1 < log->n &&
           log->ev[i + 1].kind == YS_EV_GEM && log->ev[i + 1].player == e->player;
}

/* The log line of an event: a move has a private text for its owner (the
 * raw event) and a public one; other events are public. Empty: untold. */
static void event_line(const YsView *v, const YsEvent *e, char names[][24], UiLogLine *l)
{
    memset(l, 0, sizeof *l);
    l->owner = -1;
    if (e->kind == YS_EV_MOVE) {
        ui_move_caption(v, e->player, &e->move.move, e->move.hidden, names, l);
        return;
    }
    /* counting and scoring lines are marked as the game's own: a '*' before */
    ui_event_caption(v, e, names, l->pub + 1, sizeof l->pub - 1);
    l->pub[0] = l->pub[1] ? '*' : 0;
    snprintf(l->text, sizeof l->text, "%s", l->pub);
}

/* What an event adds to the record; round is the turn it happened in. */
static void record(UiRecord *r, int round, const YsEvent *e)
{
    switch (e->kind) {
    case YS_EV_SCORE: {
        int fin = e->score.why == YS_WHY_COLOUR || e->score.why == YS_WHY_BLACK || e->score.why == YS_WHY_THRONE;
        int t = fin ? 0 : round < 1 ? 1 : round > YS_ROUNDS ? YS_ROUNDS : round;
        if (e->player >= 0 && e->player < YS_MAX_SEATS && e->score.why < UI_WHY_COUNT)
            r->pts[t][e->player][e->score.why] += e->score.points;
        break;
    }
    case YS_EV_FINAL:
        r->final = *e, r->has_final = 1, r->ncolours = 0;
        break;
    case YS_EV_FINAL_COLOUR:
        if (r->ncolours < YS_COLOURS) r->colour[r->ncolours++] = *e;
        break;
    case YS_EV_FINAL_BLACK:
        r->black = *e, r->has_black = 1;
        break;
    case YS_EV_FINAL_THRONE:
        r->throne = *e, r->has_throne = 1;
        break;
    default:
        break;
    }
}

static void record_log(UiRecord *r, int round, const YsEventLog *log)
{
    for (int i = 0; i < log->n && i < YS_MAX_EVENTS; i++) {
        if (log->ev[i].kind == YS_EV_ROUND) round = log->ev[i].round.round;
        record(r, round, &log->ev[i]);
    }
}

/* The story of the next step begins: its line goes to the log, so the log
 * never runs ahead of what the screen tells. */
static void step_begins(UiSession *a, int shown)
{
    const UiAnimStep *st = ui_anim_cur(&a->anim);
    if (st && st->line.text[0]) log_add(a, &st->line);

    /* the one place the timeline advances: what listens hears each step */
    if (st && shown && a->on_step) a->on_step(a->on_step_ud, st);
}

/* The story of a move: raw makes the log lines (a move's owner reads its
 * value), seen (raw as the viewer may know it) the steps; the view before
 * is a->disp. reason (a bot's, or NULL) is added to the caption when the
 * move m is public. */
static void tell(UiSession *a, const YsEventLog *raw, const YsEventLog *seen, const YsMove *m, const char *reason);

/* Plays m; reason (a bot's, or NULL) is added to the caption when public. */
static void apply_move(UiSession *a, const YsMove *m, const char *reason)
{
    YsGame *g = &a->match->g;
    /* a story still being told is told at once first: the log loses nothing */
    if (a->animating) ui_session_fast_forward(a);
    a->disp = a->view;
    int round = g->round;
    if (ys_match_play(a->match, m) != 0) return; /* never happens: moves come from ys_legal */
    record_log(&a->rec, round, &a->match->last);
    const YsEventLog *raw = &a->match->last;
    YsEventLog *seen = malloc(sizeof *seen);
    if (!seen) {
        fprintf(stderr, "ys: out of memory\n");
        exit(1);
    }
    *seen = *raw;
    ys_events_view(seen, a->viewer);
    tell(a, raw, seen, m, reason);
    free(seen);
    after_change(a);
    a->unsaved++;
}

void ui_session_remote_move(UiSession *a, const YsEventLog *seen, const YsView *after, int seq, int quiet)
{
    if (!a->remote || !a->match) return;
    if (a->animating) ui_session_fast_forward(a);
    a->disp = a->view;
    record_log(&a->rec, a->match->g.round, seen);
    a->match->g = *after; /* the game as this seat knows it */
    a->match->nlog = seq;
    tell(a, seen, seen, NULL, NULL);
    if (quiet) ui_session_fast_forward(a);
    after_change(a);
}

static void tell(UiSession *a, const YsEventLog *raw, const YsEventLog *seen, const YsMove *m, const char *reason)
{
    const YsView *before = &a->disp;
    const YsGame *g = &a->match->g;
    ui_anim_clear(&a->anim);
    a->anim.pace = a->pace > 0 ? a->pace : 1.0f;
    a->final_step = -1;
    for (int i = 0; i < raw->n && i < YS_MAX_EVENTS; i++) {
        UiLogLine line;
        event_line(before, &raw->ev[i], a->names, &line);
        if (!line.text[0] || told_by_next(raw, i)) continue;
        const YsEvent *e = &seen->ev[i];
        UiAnimStep *st = ui_anim_push(&a->anim, e->kind == YS_EV_MOVE ? AN_MOVE : AN_EVENT, ev_duration(e));
        if (!st) break;
        if (a->final_step < 0 &&
            (e->kind >= YS_EV_FINAL || (e->kind == YS_EV_REVEAL && e->reveal.scope == YS_SCOPE_THRONE)))
            a->final_step = a->anim.n - 1;
        st->ev = *e;
        if (e->kind == YS_EV_MOVE) st->move = e->move.move, st->mover = e->player;
        st->line = line;
        const char *words = ui_log_line_words(&line, a->viewer, 0);
        snprintf(st->caption, sizeof st->caption, "%s", words + (words[0] == '*'));
        if (a->anim.n == 1 && m && reason && reason[0] && reason_is_public(m)) join_reason(st->caption, reason);
    }
    a->animating = ui_anim_busy(&a->anim);
    if (a->animating) step_begins(a, 1);
    /* scores over time */
    if (a->nhist < UI_HIST_MAX) {
        for (int s = 0; s < YS_MAX_SEATS; s++)
            a->hist[a->nhist][s] = g->score[s];
        a->hist_round[a->nhist] = g->round;
        a->nhist++;
    }
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
    a->remote = a->remote_bot_plays = 0; /* a match of its own: every move is in it */
    a->viewer = viewer;
    a->referee = 0;
    ui_session_rebuild_log(a, viewer);
    a->handover_to = -1;
    a->final_step = -1;
    ui_anim_clear(&a->anim);
    a->animating = 0;
    after_change(a);
}

/* The story of the last move worded anew from its events, step for step
 * as apply_move words it (where its steps are those events), and the
 * lines of the steps already begun logged again. */
static void reword_story(UiSession *a, const YsView *before, const YsEventLog *raw)
{
    UiLogLine *lines = malloc(sizeof *lines * UI_MAX_ANIM);
    int k = 0, same = lines != NULL;
    for (int i = 0; i < raw->n && i < YS_MAX_EVENTS && same; i++) {
        UiLogLine line;
        event_line(before, &raw->ev[i], a->names, &line);
        if (!line.text[0] || told_by_next(raw, i)) continue;
        same = k < a->anim.n && a->anim.q[k].ev.kind == raw->ev[i].kind;
        if (same) lines[k++] = line;
    }
    for (int s = 0; same && k == a->anim.n && s < k; s++) {
        UiAnimStep *st = &a->anim.q[s];
        st->line = lines[s];
        const char *words = ui_log_line_words(&st->line, a->viewer, 0);
        snprintf(st->caption, sizeof st->caption, "%s", words + (words[0] == '*'));
    }
    free(lines);
    for (int s = 0; s <= a->anim.head && s < a->anim.n; s++)
        if (a->anim.q[s].line.text[0]) log_add(a, &a->anim.q[s].line);
}

/* The log and the score history of the match as viewer saw it; with
 * story, the last move's lines are its story's (worded anew, logged as far
 * as it is told). */
static void rebuild(UiSession *a, int viewer, int story)
{
    if (a->remote) return; /* the server holds the moves: the log is what was told */
    const YsOptions *o = &a->match->g.opt;
    /* the log and the score history, replayed as this viewer saw them */
    a->nlog = a->log_scroll = a->nhist = 0;
    memset(&a->rec, 0, sizeof a->rec);
    YsGame *g = malloc(sizeof *g);
    YsView *before = malloc(sizeof *before);
    YsEventLog *ev = malloc(sizeof *ev);
    if (g && before && ev && ys_new(g, o, NULL, 0) == 0) {
        for (int i = 0; i < a->match->nlog; i++) {
            ys_view(g, viewer, before);
            int round = g->round;
            if (ys_apply_traced(g, &a->match->log[i], ev) != 0) break;
            record_log(&a->rec, round, ev);
            if (story && i == a->match->nlog - 1)
                reword_story(a, before, ev);
            else
                for (int k = 0; k < ev->n && k < YS_MAX_EVENTS; k++) {
                    UiLogLine line;
                    event_line(before, &ev->ev[k], a->names, &line);
                    if (line.text[0] && !told_by_next(ev, k)) log_add(a, &line);
                }
            if (a->nhist < UI_HIST_MAX) {
                for (int s = 0; s < YS_MAX_SEATS; s++)
                    a->hist[a->nhist][s] = g->score[s];
                a->hist_round[a->nhist++] = g->round;
            }
        }
    }
    free(g), free(before), free(ev);
}

void ui_session_rebuild_log(UiSession *a, int viewer) { rebuild(a, viewer, 0); }

void ui_session_retell(UiSession *a)
{
    if (!a->match) return;
    int scroll = a->log_scroll;
    rebuild(a, a->viewer, a->animating && a->match->nlog > 0);
    a->log_scroll = scroll;
}

int ui_session_play(UiSession *a, const YsMove *m, const char *reason)
{
    if (a->remote) return -1; /* the server plays it (ui_session_remote_move) */
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

static void anim_done(UiSession *a)
{
    a->animating = 0;
    ui_anim_clear(&a->anim);
}

void ui_session_fast_forward(UiSession *a)
{
    /* the rest of the story, told at once: every line to the log */
    while (ui_anim_busy(&a->anim)) {
        UiAnimStep *st = ui_anim_cur(&a->anim);
        ys_view_apply_event(&a->disp, &st->ev);
        a->anim.head++;
        if (ui_anim_busy(&a->anim)) step_begins(a, 0);
    }
    anim_done(a);
}

void ui_session_skip_to_final(UiSession *a)
{
    if (a->final_step < 0 || !a->animating || a->anim.head >= a->final_step) {
        ui_session_fast_forward(a);
        return;
    }
    while (a->anim.head < a->final_step && ui_anim_busy(&a->anim)) {
        UiAnimStep *st = ui_anim_cur(&a->anim);
        ys_view_apply_event(&a->disp, &st->ev);
        a->anim.head++;
        /* skipped steps are quiet; the final scoring's first one is heard */
        if (ui_anim_busy(&a->anim)) step_begins(a, a->anim.head == a->final_step);
    }
}

int ui_session_tick(UiSession *a, float dt)
{
    if (!a->animating) return 0;
    UiAnimStep *st = ui_anim_cur(&a->anim);
    UiAnimStep copy;
    if (st) copy = *st;
    if (ui_anim_tick(&a->anim, dt) && st) {
        ys_view_apply_event(&a->disp, &copy.ev);
        if (ui_anim_busy(&a->anim)) step_begins(a, 1);
    }
    if (!ui_anim_busy(&a->anim)) anim_done(a);
    return 1;
}

int ui_session_story(const UiSession *a, const UiAnimStep **cur)
{
    *cur = a->animating && a->anim.head < a->anim.n ? &a->anim.q[a->anim.head] : NULL;
    return a->animating ? a->anim.n - a->anim.head : 0;
}

/* Whether story step st belongs to a counting: 1 it does, 0 it does not,
 * -1 it tells no phase of its own (points, gems and quotations come with a
 * placement's market, a character's effect or a counting alike: the step
 * before says which). */
static int step_counts(const UiAnimStep *st)
{
    if (st->kind == AN_PAUSE) return -1;
    if (st->kind == AN_MOVE || st->ev.kind == YS_EV_MOVE) {
        int mk = st->kind == AN_MOVE ? st->move.kind : st->ev.move.move.kind;
        return mk == YS_MV_TAKE || mk == YS_MV_RANK || mk == YS_MV_QUOTE;
    }
    switch (st->ev.kind) {
    case YS_EV_ROUND:
    case YS_EV_BIDS:
    case YS_EV_SEATS:
    case YS_EV_THRONE:
        return 0;
    case YS_EV_GEM:
    case YS_EV_SCORE:
    case YS_EV_QUOTE:
        return -1;
    default:
        return 1;
    }
}

int ui_session_counting(const UiSession *a)
{
    const UiAnimStep *st;
    if (!ui_session_story(a, &st) || !st || st->kind != AN_EVENT) return 0;
    int counts = -1;
    for (int i = a->anim.head; i >= 0 && counts < 0; i--)
        counts = step_counts(&a->anim.q[i]);
    if (!counts) return 0;
    return a->final_step >= 0 && a->anim.head >= a->final_step ? 2 : 1;
}

void ui_session_refresh(UiSession *a) { after_change(a); }

int ui_session_bot_to_move(const UiSession *a)
{
    if (a->remote) return 0; /* bots play on the server */
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

/* A new game's story: an empty log, score history and record, nothing
 * being told, no coach, no undo, not kept (a local game's and an online
 * one's alike). */
static void fresh_story(UiSession *a)
{
    a->nlog = a->log_scroll = a->nhist = 0;
    a->handover_to = a->undo_to = a->final_step = -1;
    a->guided = 0;
    a->coach_step = -1;
    a->undo_used = 0;
    a->daily[0] = 0;
    a->kept = 0;
    memset(&a->rec, 0, sizeof a->rec);
    ui_anim_clear(&a->anim);
    a->animating = 0;
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
    a->remote = a->remote_bot_plays = 0;
    for (int s = 0; s < o->players; s++)
        a->seat[s] = seat[s];
    name_seats(a);
    a->demo = demo;
    a->viewer = -1;
    a->referee = 0;
    if (a->nhumans == 1)
        for (int s = 0; s < o->players; s++)
            if (a->seat[s].human) a->viewer = s;
    fresh_story(a);
    after_change(a);
    a->unsaved = 1;
    return 0;
}

int ui_session_remote_new(UiSession *a, const YsView *v, int seq, const UiSeat *seat, int viewer)
{
    if (!a->match) {
        a->match = malloc(sizeof *a->match);
        if (!a->match) return -1;
    }
    memset(a->match, 0, sizeof *a->match);
    a->match->g = *v;
    a->match->nlog = seq;
    for (int s = 0; s < v->opt.players; s++)
        a->seat[s] = seat[s];
    name_seats(a);
    a->remote = 1;
    a->remote_bot_plays = 0;
    a->remote_whole = 0;
    a->demo = 0;
    a->viewer = viewer;
    a->referee = 0;
    fresh_story(a);
    a->unsaved = 0; /* the server keeps it */
    after_change(a);
    return 0;
}

int ui_session_remote_whole(UiSession *a, const YsMatch *whole)
{
    static YsView mine;
    YsBuf shown = {0}, seen = {0};
    if (!a->remote || !a->match || !ys_over(&whole->g) || whole->nlog != a->match->nlog) return -1;
    ys_view(&whole->g, a->viewer, &mine);
    ys_view_encode(&a->match->g, &shown);
    ys_view_encode(&mine, &seen);
    int same = shown.n == seen.n && shown.s && seen.s && !memcmp(shown.s, seen.s, shown.n);
    ys_buf_free(&shown);
    ys_buf_free(&seen);
    if (!same) return -1;
    *a->match = *whole;
    a->remote_whole = 1;
    after_change(a);
    return 0;
}

/* The settings' least time per bot move, scaled like the animations when the
 * pace differs from the settings' (the Pace button, tests). */
