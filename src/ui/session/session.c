/* session.c - one game as the screen tells it: moves played through the
 * engine only, their events queued as a story (the timeline), the log and
 * the score history written as it is told. No SDL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"
#include "ui_reason_text.h"
#include "ys/die.h"

const uint32_t ui_player_rgb[UI_COLOURS] = {0xE69F00, 0x56B4E9, 0x009E73, 0xCC79A7, 0x9A9A9A};
const uint32_t ui_gem_rgb[6] = {0x2F6FD6, 0x2EA043, 0xF2C200, 0xD63A2F, 0x262626, 0xF4F4F4};

static void name_seats(UiSession *a);

static void log_add(UiSession *a, const UiLogLine *l)
{
    a->log[a->nlog % UI_LOG_MAX] = *l;
    a->nlog++;
    a->log_scroll = 0;
}

/* Who plays each seat now, as the source says; the seats played here. */
static void read_seats(UiSession *a)
{
    a->nhumans = 0;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        memset(&a->who[s], 0, sizeof a->who[s]);
        if (s >= a->players || ui_source_seat(a->src, s, &a->who[s]) != 0) {
            a->who[s].plays = UI_PLAYS_BOT; /* the neutral player: the engine's */
            continue;
        }
        a->nhumans += a->who[s].plays == UI_PLAYS_HERE;
    }
    name_seats(a); /* a name a seat goes by may come later (a friend joins) */
}

static void refresh_view(UiSession *a)
{
    if (!a->src) return;
    ui_source_view(a->src, a->viewer, &a->view);
    a->legal.n = 0;
    if (a->viewer >= 0 && !ys_over(&a->view) && ys_to_move(&a->view) == a->viewer && ui_source_wants(a->src, a->viewer))
        ys_legal(&a->view, &a->legal);
}

static void after_change(UiSession *a)
{
    if (!a->src) return;
    read_seats(a);
    int to = ys_to_move(&a->view);
    a->handover_to = -1;
    if (!ys_over(&a->view) && to >= 0 && to < a->players && a->who[to].plays == UI_PLAYS_HERE && to != a->viewer) {
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

/* Whether a bot's reason can be shown to everyone: never for a move that
 * keeps something from the others (the engine says which), whose reason
 * would tell it. */
static int reason_is_public(const YsEvent *e) { return !ys_event_hides(e); }

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
    UiAnimStep *st = ui_anim_cur(&a->anim);
    if (st && st->line.text[0]) log_add(a, &st->line);
    /* the bids show from the step that names them: the engine sets the
     * brokers bid before their screens */
    if (st && st->kind == AN_EVENT && st->ev.kind == YS_EV_BIDS && !st->applied) {
        ys_view_apply_event(&a->disp, &st->ev);
        st->applied = 1;
    }
    /* the one place the timeline advances: what listens hears each step */
    if (st && shown && a->on_step) a->on_step(a->on_step_ud, st);
}

/* The step's event, shown: the view it leaves. */
static void step_ends(UiSession *a, UiAnimStep *st)
{
    if (!st->applied) ys_view_apply_event(&a->disp, &st->ev);
    st->applied = 1;
}

/* The events of told move k as the log tells them. */
static const YsEvent *told_events(const UiSession *a, int k) { return a->told_ev + a->told[k].first; }

/* Keeps a move told: each of its events as the log tells it (a move of a
 * seat played here as that seat knows it, the rest as the viewer does),
 * and what it adds to the record, the gold and the turn. */
static void keep(UiSession *a, const UiTold *t)
{
    const YsEventLog *seen = t->seen;
    int n = seen->n < YS_MAX_EVENTS ? seen->n : YS_MAX_EVENTS;
    if (a->ntold == a->cap_told) {
        int cap = a->cap_told ? a->cap_told * 2 : 256;
        UiToldMove *m = realloc(a->told, sizeof *m * (size_t)cap);
        if (!m) ys_die("out of memory (the moves told)");
        a->told = m, a->cap_told = cap;
    }
    if (a->ntold_ev + n > a->cap_told_ev) {
        int cap = a->cap_told_ev ? a->cap_told_ev : 2048;
        while (cap < a->ntold_ev + n)
            cap *= 2;
        YsEvent *e = realloc(a->told_ev, sizeof *e * (size_t)cap);
        if (!e) ys_die("out of memory (the moves told)");
        a->told_ev = e, a->cap_told_ev = cap;
    }
    a->told[a->ntold] = (UiToldMove){t->mover, a->round, a->ntold_ev, n};
    for (int i = 0; i < n; i++) {
        const YsEvent *e = &seen->ev[i];
        int p = e->player;
        if (e->kind == YS_EV_MOVE && p >= 0 && p < YS_MAX_HUMANS && t->own[p]) e = &t->own[p]->ev[i];
        a->told_ev[a->ntold_ev + i] = *e;
    }
    a->ntold_ev += n;
    a->ntold++;
    record_log(&a->rec, a->round, seen);
    for (int i = 0; i < n; i++) {
        const YsEvent *e = &seen->ev[i];
        if (e->kind == YS_EV_ROUND) a->round = e->round.round;
        if (e->kind == YS_EV_SCORE && e->player >= 0 && e->player < YS_MAX_SEATS)
            a->score[e->player] += e->score.points;
    }
    if (a->nhist < UI_HIST_MAX) {
        memcpy(a->hist[a->nhist], a->score, sizeof a->score);
        a->hist_round[a->nhist++] = a->round;
    }
}

/* The lines told move k gives the log. */
static void log_move(UiSession *a, int k)
{
    const YsEvent *ev = told_events(a, k);
    YsEventLog *one = malloc(sizeof *one);
    if (!one) ys_die("out of memory (the log)");
    one->n = a->told[k].n;
    memcpy(one->ev, ev, sizeof *ev * (size_t)one->n);
    for (int i = 0; i < one->n; i++) {
        UiLogLine line;
        event_line(&a->view, &one->ev[i], a->names, &line);
        if (line.text[0] && !told_by_next(one, i)) log_add(a, &line);
    }
    free(one);
}

/* The story of told move k (its steps the events t->seen, as the viewer
 * may know them, on the view before it, a->disp); a bot's reason is added
 * to the caption of a move that hides nothing. */
static void story(UiSession *a, const UiTold *t)
{
    const YsEventLog *seen = t->seen;
    const YsEvent *logev = told_events(a, a->ntold - 1);
    ui_anim_clear(&a->anim);
    a->anim.pace = a->pace > 0 ? a->pace : 1.0f;
    a->final_step = -1;
    char reason[240] = "";
    if (t->has_reason) ui_reason_caption(&t->reason, reason, sizeof reason);
    for (int i = 0; i < seen->n && i < YS_MAX_EVENTS; i++) {
        UiLogLine line;
        event_line(&a->disp, &logev[i], a->names, &line);
        if (!line.text[0] || told_by_next(seen, i)) continue;
        const YsEvent *e = &seen->ev[i];
        UiAnimStep *st = ui_anim_push(&a->anim, e->kind == YS_EV_MOVE ? AN_MOVE : AN_EVENT, ev_duration(e));
        if (!st) break;
        if (a->final_step < 0 &&
            (e->kind >= YS_EV_FINAL || (e->kind == YS_EV_REVEAL && e->reveal.scope == YS_SCOPE_THRONE)))
            a->final_step = a->anim.n - 1;
        st->ev = *e;
        st->applied = 0;
        if (e->kind == YS_EV_MOVE) st->move = e->move.move, st->mover = e->player;
        st->line = line;
        const char *words = ui_log_line_words(&line, a->viewer, 0);
        snprintf(st->caption, sizeof st->caption, "%s", words + (words[0] == '*'));
        if (a->anim.n == 1 && e->kind == YS_EV_MOVE && reason[0] && reason_is_public(e))
            join_reason(st->caption, reason);
    }
    a->animating = ui_anim_busy(&a->anim);
    if (a->animating) step_begins(a, 1);
}

static void fresh_story(UiSession *a);
static void seats_of_source(UiSession *a, UiSeat *out);

/* A move told by the source becomes the screen's: kept, then told as a
 * story, or at once to the log in a catching up; or the table's next game
 * begins (a rematch), told from its first view. */
static void take(UiSession *a, const UiTold *t)
{
    if (a->animating) ui_session_fast_forward(a); /* the log loses nothing */
    if (t->anew && t->after) {
        a->players = t->after->opt.players;
        UiSeat seat[YS_MAX_SEATS];
        read_seats(a);
        seats_of_source(a, seat);
        memcpy(a->seat, seat, sizeof seat);
        name_seats(a);
        fresh_story(a);
        a->kept = 0;
        a->seq = t->seq;
        a->view = a->disp = *t->after;
        a->since = 1e9f;
        after_change(a);
        return;
    }
    keep(a, t);
    a->seq = t->seq;
    a->disp = a->view;
    if (t->quiet) {
        log_move(a, a->ntold - 1);
        for (int i = 0; !t->after && i < t->seen->n && i < YS_MAX_EVENTS; i++)
            ys_view_apply_event(&a->view, &t->seen->ev[i]);
    } else {
        story(a, t);
    }
    if (t->after) a->view = *t->after;
    if (!a->animating) a->disp = a->view;
    a->since = 0;
    after_change(a);
}

/* The log told anew from the moves told; with the story under way, its
 * lines worded anew, logged as far as it is told. */
static void rebuild(UiSession *a)
{
    a->nlog = a->log_scroll = 0;
    for (int k = 0; k < a->ntold; k++) {
        if (k < a->ntold - 1 || !a->animating) {
            log_move(a, k);
            continue;
        }
        const YsEvent *ev = told_events(a, k);
        YsEventLog *one = malloc(sizeof *one);
        UiLogLine *lines = malloc(sizeof *lines * UI_MAX_ANIM);
        if (!one || !lines) ys_die("out of memory (the log)");
        one->n = a->told[k].n;
        memcpy(one->ev, ev, sizeof *ev * (size_t)one->n);
        int m = 0, same = 1;
        for (int i = 0; i < one->n && same; i++) {
            UiLogLine line;
            event_line(&a->view, &one->ev[i], a->names, &line);
            if (!line.text[0] || told_by_next(one, i)) continue;
            same = m < a->anim.n && a->anim.q[m].ev.kind == one->ev[i].kind;
            if (same) lines[m++] = line;
        }
        for (int st = 0; same && m == a->anim.n && st < m; st++) {
            UiAnimStep *step = &a->anim.q[st];
            step->line = lines[st];
            const char *words = ui_log_line_words(&step->line, a->viewer, 0);
            snprintf(step->caption, sizeof step->caption, "%s", words + (words[0] == '*'));
        }
        free(one), free(lines);
        for (int st = 0; st <= a->anim.head && st < a->anim.n; st++)
            if (a->anim.q[st].line.text[0]) log_add(a, &a->anim.q[st].line);
    }
}

void ui_session_retell(UiSession *a)
{
    if (!a->src) return;
    int scroll = a->log_scroll;
    name_seats(a);
    rebuild(a);
    a->log_scroll = scroll;
}

int ui_session_submit(UiSession *a, const YsMove *m)
{
    if (!a->src || a->viewer < 0 || !a->legal.n || !ys_is_legal(&a->view, m)) return -1;
    if (ui_source_submit(a->src, a->viewer, m) != 0) return -1;
    a->legal.n = 0; /* until the move comes back */
    return 0;
}

int ui_session_play_why(UiSession *a, const YsMove *m, const AiReason *why)
{
    if (!a->src || ui_local_play(a->src, m, why) != 0) return -1;
    ui_session_pump(a, 0, 1);
    return 0;
}

int ui_session_play(UiSession *a, const YsMove *m) { return ui_session_play_why(a, m, NULL); }

int ui_session_pump(UiSession *a, uint32_t now, int at_once)
{
    if (!a->src) return 0;
    if (!at_once) ui_source_poll(a->src, now); /* at once: only what is ready (no bot begun) */
    int changed = 0;
    UiTold t;
    for (;;) {
        /* a bot's move waits for the story under way, and for the least
         * time between bots' moves (a catching up never waits) */
        int to = ys_to_move(&a->view), bot = to >= 0 && (to >= a->players || a->who[to].plays == UI_PLAYS_BOT ||
                                                         a->who[to].plays == UI_PLAYS_BOT_FOR);
        int waits = !at_once && (a->animating || (bot && a->since * 1000.0f < (float)a->bot_pace_ms));
        if (waits) break;
        if (!ui_source_next(a->src, a->viewer, &t)) break;
        take(a, &t);
        changed = 1;
        if (!at_once && !t.quiet) break;
    }
    if (changed) return 1;
    /* who plays a seat may change with no move (a bot stands in online) */
    int before = a->legal.n;
    UiSeatState was[YS_MAX_SEATS];
    memcpy(was, a->who, sizeof was);
    refresh_view(a);
    read_seats(a);
    return before != a->legal.n || memcmp(was, a->who, sizeof was) != 0;
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
        step_ends(a, ui_anim_cur(&a->anim));
        a->anim.head++;
        if (ui_anim_busy(&a->anim)) step_begins(a, 0);
    }
    anim_done(a);
    a->disp = a->view;
}

void ui_session_skip_to_final(UiSession *a)
{
    if (a->final_step < 0 || !a->animating || a->anim.head >= a->final_step) {
        ui_session_fast_forward(a);
        return;
    }
    while (a->anim.head < a->final_step && ui_anim_busy(&a->anim)) {
        step_ends(a, ui_anim_cur(&a->anim));
        a->anim.head++;
        /* skipped steps are quiet; the final scoring's first one is heard */
        if (ui_anim_busy(&a->anim)) step_begins(a, a->anim.head == a->final_step);
    }
}

int ui_session_tick(UiSession *a, float dt)
{
    a->since += dt;
    if (!a->animating) return 0;
    UiAnimStep *st = ui_anim_cur(&a->anim);
    UiAnimStep copy;
    if (st) copy = *st;
    if (ui_anim_tick(&a->anim, dt) && st) {
        step_ends(a, &copy);
        if (ui_anim_busy(&a->anim)) step_begins(a, 1);
    }
    if (!ui_anim_busy(&a->anim)) anim_done(a), a->disp = a->view;
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
    if (!a->src || ys_over(&a->view)) return 0;
    int to = ys_to_move(&a->view);
    return to >= 0 && (to >= a->players || a->who[to].plays == UI_PLAYS_BOT || a->who[to].plays == UI_PLAYS_BOT_FOR);
}

int ui_session_over(const UiSession *a) { return a->src && ys_over(&a->view); }

unsigned ui_session_humans(const UiSession *a)
{
    unsigned m = 0;
    for (int s = 0; a->src && s < a->players; s++)
        if (a->who[s].plays == UI_PLAYS_HERE) m |= 1u << s;
    return m;
}

int ui_session_caps(const UiSession *a) { return a->src ? ui_source_caps(a->src) : 0; }

const YsMatch *ui_session_whole(const UiSession *a) { return a->src ? ui_source_whole(a->src) : NULL; }

static void name_seats(UiSession *a)
{
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        if (s < a->players) {
            const char *n = a->who[s].name[0] ? a->who[s].name : a->seat[s].name;
            snprintf(a->names[s], sizeof a->names[s], "%s", n);
            a->pcolour[s] = a->seat[s].colour;
        } else {
            memset(&a->seat[s], 0, sizeof a->seat[s]);
            snprintf(a->names[s], sizeof a->names[s], "%s", ui_str(S_PNAME_NEUTRAL));
            a->pcolour[s] = 4;
        }
    }
}

void ui_session_close(UiSession *a)
{
    if (a->animating) ui_session_fast_forward(a);
    ui_source_free(a->src);
    a->src = NULL;
    a->players = 0;
    free(a->told), free(a->told_ev);
    a->told = NULL, a->told_ev = NULL;
    a->ntold = a->ntold_ev = a->cap_told = a->cap_told_ev = 0;
}

/* The seats as the source says who plays them (a room's): a person's or
 * a bot's, the colours by seat, the names they go by. */
static void seats_of_source(UiSession *a, UiSeat *out)
{
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        out[s] = (UiSeat){0};
        if (s >= a->players) continue;
        out[s].human = a->who[s].plays != UI_PLAYS_BOT;
        out[s].level = a->who[s].level;
        out[s].colour = s;
        snprintf(out[s].name, sizeof out[s].name, "%s",
                 a->who[s].name[0] ? a->who[s].name : ui_str((UiStrId)(S_PNAME_0 + s)));
    }
}

/* A game's story from its start: nothing told, logged or recorded. */
static void fresh_story(UiSession *a)
{
    a->seq = 0;
    a->nlog = a->log_scroll = a->nhist = 0;
    a->handover_to = a->undo_to = a->final_step = -1;
    memset(&a->rec, 0, sizeof a->rec);
    ui_anim_clear(&a->anim);
    a->animating = 0;
    a->ntold = a->ntold_ev = 0;
    memset(a->score, 0, sizeof a->score); /* every seat begins with no gold */
    a->round = 1;
}

int ui_session_open(UiSession *a, UiSource *src, const UiSeat *seat, int viewer)
{
    if (!src) return -1;
    ui_session_close(a);
    a->src = src;
    YsView *v = malloc(sizeof *v);
    if (!v) ys_die("out of memory (a view)");
    if (ui_source_view(src, -1, v) != 0) {
        free(v);
        ui_source_free(src);
        a->src = NULL;
        return -1;
    }
    a->players = v->opt.players;
    free(v);
    read_seats(a);
    if (seat) {
        for (int s = 0; s < YS_MAX_SEATS; s++)
            a->seat[s] = s < a->players ? seat[s] : (UiSeat){0};
    } else {
        UiSeat own[YS_MAX_SEATS];
        seats_of_source(a, own);
        memcpy(a->seat, own, sizeof own);
    }
    name_seats(a);
    if (viewer == -2) { /* the one seat of this screen's person, played by them or for them */
        viewer = -1;
        int mine = 0;
        for (int s = 0; s < a->players; s++)
            if (a->who[s].mine) mine++, viewer = s;
        if (mine != 1) viewer = -1;
    }
    a->viewer = viewer;
    a->referee = 0;
    fresh_story(a);
    ui_source_view(src, viewer, &a->view);
    a->disp = a->view;
    a->since = 1e9f;
    /* the moves so far, told to the log at once */
    ui_session_pump(a, 0, 1);
    a->since = 1e9f;
    after_change(a);
    return 0;
}

int ui_session_new_local(UiSession *a, const YsOptions *o, const UiSeat *seat, const UiBotRunner *runner, char *err,
                         int len)
{
    YsMatch *m = malloc(sizeof *m);
    if (!m) ys_die("out of memory (a game)");
    if (ys_match_new(m, o, err, (size_t)len) != 0) {
        free(m);
        return -1;
    }
    a->guided = 0;
    a->coach_step = -1;
    a->undo_used = 0;
    a->daily[0] = 0;
    a->kept = 0;
    return ui_session_open(a, ui_local_new(m, seat, runner, 0), seat, -2);
}
