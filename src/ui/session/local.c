/* local.c - the game held here, as a source (local.h): the match, the
 * moves of the people at this screen checked and applied by the engine,
 * the bots asked for theirs, and each move told as the viewer may know it,
 * as a room tells each seat. No SDL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "local.h"
#include "ui_text.h"

typedef struct {
    UiSource base;
    YsMatch *m; /* the game, owned */
    UiSeat seat[YS_MAX_HUMANS];
    UiBotRunner bots;
    int has_bots;
    unsigned flags;
    int told;       /* moves the screen was told */
    int catch_to;   /* the moves it is told quietly first: those m had when opened */
    YsGame *replay; /* while catching up: the game after `told` moves */
    YsGame *before; /* with a move to tell: the game before it */
    int pending;    /* a move played (m->nlog == told + 1) and not told yet */
    int has_reason; /* its bot's reason */
    AiReason reason;
    int thinking; /* a bot searches the position of think_nlog moves */
    int think_nlog;
    int found; /* its move, found and not yet played: played as the screen takes it */
    YsMove found_move;
    AiReason found_why;
    int failed_nlog; /* nlog + 1 of a position whose search failed: not begun again */
    int news_failed; /* the status line is yet to say so */
    /* what next hands out, good until the next call */
    YsEventLog raw, seen, own[YS_MAX_HUMANS];
    YsView after;
} Local;

static const UiSourceOps local_ops;

static Local *as_local(UiSource *s) { return s && s->ops == &local_ops ? (Local *)s : NULL; }

static int person(const Local *l, int s) { return s >= 0 && s < l->m->g.opt.players && l->seat[s].human; }

/* The game as the screen knows it: after the moves told. */
static const YsGame *shown(const Local *l)
{
    if (l->replay) return l->replay;
    return l->pending ? l->before : &l->m->g;
}

/* Plays m for the player to move: it is told at the next ui_source_next. */
static int play(Local *l, const YsMove *m, const AiReason *why)
{
    if (l->replay || l->pending) return -1;
    *l->before = l->m->g;
    if (ys_match_play(l->m, m) != 0) return -1; /* ys_apply: the engine's legality */
    l->raw = l->m->last;
    l->pending = 1;
    l->has_reason = why != NULL;
    if (why) l->reason = *why;
    return 0;
}

static void stop_bot(Local *l)
{
    if (l->thinking && l->has_bots) l->bots.cancel(l->bots.ud);
    l->thinking = 0;
    l->found = 0; /* a move found for this position is not played */
}

static int next(UiSource *s, int viewer, UiTold *out)
{
    Local *l = (Local *)s;
    memset(out, 0, sizeof *out);
    const YsGame *g;
    if (l->replay) { /* the moves so far, told as they were */
        out->mover = ys_to_move(l->replay);
        if (ys_apply_traced(l->replay, &l->m->log[l->told], &l->raw) != 0) { /* a match that does not replay */
            free(l->replay), l->replay = NULL;
            l->told = l->catch_to = l->m->nlog;
            return 0;
        }
        out->quiet = 1;
        g = l->replay;
    } else if (l->pending || (l->found && play(l, &l->found_move, &l->found_why) == 0)) {
        /* a bot's move is played only as the screen takes it: until then the
         * game is the one shown (its autosave, a driver's view) */
        l->found = 0;
        out->mover = l->before->to_move;
        out->has_reason = l->has_reason;
        out->reason = l->reason;
        l->pending = 0;
        g = &l->m->g;
    } else {
        l->found = 0;
        return 0;
    }
    l->told++;
    out->seq = l->told;
    l->seen = l->raw;
    ys_events_view(&l->seen, viewer);
    out->seen = &l->seen;
    for (int p = 0; p < l->m->g.opt.players && p < YS_MAX_HUMANS; p++) {
        if (!person(l, p) && !(l->flags & UI_LOCAL_STILL)) continue; /* a replay: every seat's eyes */
        if (p == viewer) {
            out->own[p] = &l->seen;
            continue;
        }
        l->own[p] = l->raw;
        ys_events_view(&l->own[p], p);
        out->own[p] = &l->own[p];
    }
    ys_view(g, viewer, &l->after);
    out->after = &l->after;
    if (l->replay && l->told >= l->catch_to) free(l->replay), l->replay = NULL;
    return 1;
}

static int submit(UiSource *s, int seat, const YsMove *m)
{
    Local *l = (Local *)s;
    if ((l->flags & UI_LOCAL_STILL) || !person(l, seat) || ys_to_move(&l->m->g) != seat) return -1;
    return play(l, m, NULL);
}

int ui_local_play(UiSource *s, const YsMove *m, const AiReason *why)
{
    Local *l = as_local(s);
    if (!l || l->replay || l->pending) return -1;
    stop_bot(l);
    return play(l, m, why);
}

static int view(UiSource *s, int seat, YsView *out)
{
    Local *l = (Local *)s;
    ys_view(shown(l), seat, out);
    return 0;
}

static int seat(UiSource *s, int k, UiSeatState *out)
{
    Local *l = (Local *)s;
    memset(out, 0, sizeof *out);
    if (k < 0 || k >= l->m->g.opt.players) return -1;
    out->plays = (l->flags & UI_LOCAL_STILL) ? UI_PLAYS_NOBODY : l->seat[k].human ? UI_PLAYS_HERE : UI_PLAYS_BOT;
    out->level = l->seat[k].level;
    out->connected = 1;
    out->gone_s = -1;
    out->mine = out->plays == UI_PLAYS_HERE;
    snprintf(out->name, sizeof out->name, "%s", l->seat[k].name);
    return 0;
}

static int wants(UiSource *s, int k)
{
    Local *l = (Local *)s;
    const YsGame *g = &l->m->g;
    return !(l->flags & UI_LOCAL_STILL) && !l->replay && !l->pending && !ys_over(g) && ys_to_move(g) == k &&
           person(l, k);
}

static const YsMatch *whole(UiSource *s) { return ((Local *)s)->m; }

/* The bot to move is asked for its move, from its own view; a move it
 * found is played, to be told. */
static void poll(UiSource *s, uint32_t now)
{
    Local *l = (Local *)s;
    (void)now;
    const YsGame *g = &l->m->g;
    if (!l->has_bots || (l->flags & UI_LOCAL_STILL) || l->replay || l->pending || l->found || ys_over(g)) return;
    int to = ys_to_move(g), nlog = l->m->nlog;
    if (to < 0 || person(l, to)) return;
    if (!l->thinking && l->failed_nlog != nlog + 1) {
        static YsView v; /* the screen's thread only */
        ys_view(g, to, &v);
        AiParams prm;
        memset(&prm, 0, sizeof prm);
        prm.level = (AiLevel)(to < g->opt.players ? l->seat[to].level : 0);
        prm.seed = g->opt.seed * 31u + (uint64_t)nlog * 7919u + (uint64_t)to;
        if (l->bots.params) l->bots.params(l->bots.ud, g, nlog, to, &prm);
        int r = l->bots.start(l->bots.ud, &v, &prm);
        if (r == 0) l->thinking = 1, l->think_nlog = nlog;
        if (r < 0) l->failed_nlog = nlog + 1, l->news_failed = 1;
    }
    if (!l->thinking) return;
    YsMove m;
    AiReason why;
    int r = l->bots.poll(l->bots.ud, &m, &why);
    if (r == 0) return;
    l->thinking = 0;
    if (r == -2) return;               /* stopped: begun again at the next poll */
    if (l->think_nlog != nlog) return; /* a position gone by */
    if (r < 0 || !ys_is_legal(g, &m)) {
        l->failed_nlog = nlog + 1, l->news_failed = 1;
        return;
    }
    l->found = 1, l->found_move = m, l->found_why = why;
}

static int news(UiSource *s, char *buf, int len)
{
    Local *l = (Local *)s;
    if (!l->news_failed) return 0;
    l->news_failed = 0;
    snprintf(buf, (size_t)len, "%s", ui_str(S_BOT_FAILED));
    return 1;
}

static int caps(const UiSource *s) { return (((const Local *)s)->flags & UI_LOCAL_STILL) ? 0 : UI_SRC_KEEPS; }

static UiAgain again(const UiSource *s)
{
    (void)s;
    return UI_AGAIN_SETUP;
}

static int again_go(UiSource *s)
{
    (void)s;
    return 1; /* the setup decides the next game */
}

static int busy(const UiSource *s)
{
    (void)s;
    return 0; /* its bot's thread wakes the loop */
}

static void lfree(UiSource *s)
{
    Local *l = (Local *)s;
    stop_bot(l);
    free(l->m);
    free(l->replay);
    free(l->before);
    free(l);
}

static const UiSourceOps local_ops = {next, submit, view,  seat,     wants, whole, poll,
                                      news, caps,   again, again_go, busy,  lfree};

UiSource *ui_local_new(YsMatch *m, const UiSeat *seat, const UiBotRunner *bots, unsigned flags)
{
    Local *l = calloc(1, sizeof *l);
    YsGame *before = malloc(sizeof *before), *replay = m && m->nlog ? malloc(sizeof *replay) : NULL;
    if (!l || !before || (m && m->nlog && !replay) || !m) {
        free(l), free(before), free(replay), free(m);
        return NULL;
    }
    l->base.ops = &local_ops;
    l->m = m;
    l->before = before;
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        l->seat[s] = seat[s];
    if (bots) l->bots = *bots, l->has_bots = 1;
    l->flags = flags;
    l->catch_to = m->nlog;
    if (replay && ys_new(replay, &m->g.opt, NULL, 0) == 0) {
        l->replay = replay;
    } else {
        free(replay);
        l->told = m->nlog; /* nothing to tell: a match that cannot begin again */
    }
    return &l->base;
}
