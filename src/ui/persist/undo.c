/* undo.c - where Undo may take a match back to, found by replaying its log
 * from the start (see ui_undo_target in persist.h for the rules). */
#include <stdlib.h>

#include "persist.h"

/* What replaying move i showed: who made it, whether it was a choice, and
 * whether it brought hidden values to light. */
typedef struct {
    int8_t mover;
    uint8_t choice;
    uint8_t reveals;
} MoveInfo;

static int reveals(const YsEventLog *log, const YsMove *mv)
{
    if (mv->kind == YS_MV_PEEK) return 1;
    for (int e = 0; e < log->n && e < YS_MAX_EVENTS; e++) {
        int k = log->ev[e].kind;
        if (k == YS_EV_BIDS || k == YS_EV_REVEAL || k == YS_EV_END) return 1;
    }
    return 0;
}

/* Replays the log; 0, or -1 if the log does not replay (a bad match). */
static int replay_info(const YsMatch *m, MoveInfo *info)
{
    YsGame *g = malloc(sizeof *g);
    YsMoveList *ml = malloc(sizeof *ml);
    YsEventLog *log = malloc(sizeof *log);
    int r = -1;
    if (!g || !ml || !log || ys_new(g, &m->g.opt, NULL, 0)) goto done;
    for (int i = 0; i < m->nlog; i++) {
        info[i].mover = (int8_t)ys_to_move(g);
        ys_legal(g, ml);
        info[i].choice = ml->n > 1;
        log->n = 0;
        if (ys_apply_traced(g, &m->log[i], log)) goto done;
        info[i].reveals = (uint8_t)reveals(log, &m->log[i]);
    }
    r = 0;
done:
    free(g);
    free(ml);
    free(log);
    return r;
}

static int is_human(unsigned humans, int p) { return p >= 0 && p < YS_MAX_HUMANS && (humans >> p & 1u); }

int ui_undo_target(const YsMatch *m, unsigned humans, int requester)
{
    humans &= (1u << YS_MAX_HUMANS) - 1;
    if (!m || !humans || m->nlog <= 0 || m->nlog > YS_MAX_LOG) return -1;
    if (requester >= 0 && !is_human(humans, requester)) return -1;
    MoveInfo *info = malloc(sizeof *info * (size_t)m->nlog);
    if (!info) return -1;
    int target = -1;
    if (replay_info(m, info) == 0) {
        int k = m->nlog - 1;
        /* the latest decision of the requester (or of any human) */
        for (; k >= 0; k--) {
            int p = info[k].mover;
            if (info[k].choice && is_human(humans, p) && (requester < 0 || p == requester)) break;
        }
        if (k >= 0) {
            int who = info[k].mover, hot_seat = (humans & (humans - 1)) != 0, ok = 1;
            for (int j = k; j < m->nlog && hot_seat && ok; j++) {
                if (info[j].reveals) ok = 0;
                if (j > k && is_human(humans, info[j].mover) && info[j].mover != who) ok = 0;
            }
            if (ok) target = k;
        }
    }
    free(info);
    return target;
}
