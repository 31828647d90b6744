/* trace.c - the trace a test watching `ys` from outside reads (trace.h):
 * the scene, the game's state as the screen asks the player, what a click
 * acts on and each move told, written as they change. It reads the app
 * and never changes it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "trace.h"
#include "ui_online.h"
#include "ys/die.h"

#define TRACE_RECTS 128

struct UiTrace {
    FILE *f;
    int scene;
    char state[160];
    int nrect;
    UiRect rect[TRACE_RECTS];
    UiRect button[3];
    int nbutton;
    const UiSource *src; /* the game whose moves were told */
    int told;
    char status[400];
};

UiTrace *ui_trace_open(const char *path)
{
    if (!path || !path[0]) return NULL;
    UiTrace *t = ys_need(calloc(1, sizeof *t), "the trace");
    t->f = fopen(path, "w");
    if (!t->f) {
        fprintf(stderr, "ys: cannot write the trace %s\n", path);
        free(t);
        return NULL;
    }
    setvbuf(t->f, NULL, _IOLBF, 0); /* a reader sees whole lines */
    t->scene = -1;
    t->nrect = t->nbutton = -1;
    return t;
}

static void line_start(UiTrace *t, const char *word) { fprintf(t->f, "%u %s", (unsigned)SDL_GetTicks(), word); }

static void rects(UiTrace *t, const UiRect *r, int n)
{
    for (int i = 0; i < n; i++)
        fprintf(t->f, " %d,%d,%d,%d", r[i].x, r[i].y, r[i].w, r[i].h);
    fputc('\n', t->f);
}

void ui_trace_frame(UiTrace *t, UiApp *a)
{
    if (!t) return;
    if (a->scene != t->scene) {
        t->scene = a->scene;
        line_start(t, "scene");
        fprintf(t->f, " %s\n", a->scenes[a->scene]->name);
    }
    if (strcmp(a->status, t->status)) {
        snprintf(t->status, sizeof t->status, "%s", a->status);
        line_start(t, "status");
        fprintf(t->f, " %s\n", a->status);
    }
    /* the moves told, in order; another game (or the table's next) tells from its first */
    if (a->ses.src != t->src || a->ses.ntold < t->told) t->told = 0, t->src = a->ses.src;
    for (; t->told < a->ses.ntold; t->told++) {
        line_start(t, "told");
        fprintf(t->f, " %d %d\n", t->told + 1, a->ses.told[t->told].mover);
    }
    char state[sizeof t->state];
    int game = a->scene == SC_GAME && a->ses.players;
    snprintf(state, sizeof state, "seq=%d turn=%d anim=%d confirm=%d over=%d focus=%d", a->ses.seq,
             game && !a->ses.animating && !a->game.confirm && a->ses.legal.n > 0, a->ses.animating != 0,
             a->game.confirm != 0, a->ses.players && ui_session_over(&a->ses),
             game && a->game.focus_on ? a->game.focus : -1);
    if (strcmp(state, t->state)) {
        memcpy(t->state, state, sizeof state);
        line_start(t, "state");
        fprintf(t->f, " %s\n", state);
    }
    UiRect r[TRACE_RECTS];
    int n = ui_app_scene_targets(a, r, TRACE_RECTS);
    if (n != t->nrect || memcmp(r, t->rect, sizeof r[0] * (size_t)n)) {
        t->nrect = n;
        memcpy(t->rect, r, sizeof r[0] * (size_t)n);
        line_start(t, "targets");
        fprintf(t->f, " %d", n);
        rects(t, r, n);
    }
    /* the game's buttons that are not a move's target */
    UiRect b[3];
    int nb = 0;
    if (a->scene == SC_GAME) {
        b[nb++] = a->L.btn_skip;
        for (int k = 0; k < 2; k++) { /* Copy invite, and Fill with bots while it shows */
            b[nb] = ui_online_panel_button(a, k ? UI_PANEL_BOTS : UI_PANEL_COPY, 0);
            if (b[nb].w <= 0) break;
            nb++;
        }
    }
    if (nb != t->nbutton || memcmp(b, t->button, sizeof b[0] * (size_t)nb)) {
        static const char *const name[3] = {"skip", "copy", "bots"};
        t->nbutton = nb;
        memcpy(t->button, b, sizeof b[0] * (size_t)nb);
        for (int i = 0; i < nb; i++) {
            line_start(t, "button");
            fprintf(t->f, " %s", name[i]);
            rects(t, &b[i], 1);
        }
    }
}

void ui_trace_close(UiTrace *t)
{
    if (!t) return;
    fclose(t->f);
    free(t);
}
