/* drive.c - headless drivers: play a game forward to a named scene, for
 * screenshots (--shot --scene) and tests. Bots choose synchronously here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui_sdl.h"

int ui_drive_step(UiApp *a, uint64_t *rng)
{
    if (a->scene == SC_HANDOVER) {
        ui_app_click(a, a->out_w / 2, a->out_h / 2);
        return 1;
    }
    if (a->scene != SC_GAME) return 0;
    if (a->animating) {
        ui_app_fast_forward(a);
        ui_app_update(a, 0);
        return 1;
    }
    const YsGame *g = &a->match->g;
    if (ys_over(g)) {
        ui_app_update(a, 0);
        return 0;
    }
    int to = ys_to_move(g);
    YsView *v = malloc(sizeof *v);
    YsMoveList *ml = malloc(sizeof *ml);
    if (!v || !ml) abort();
    ys_view(g, to, v);
    YsMove m;
    int rc;
    if (a->seat[to].human) {
        ys_legal(v, ml);
        rc = ml->n ? 0 : -1;
        if (!rc) m = ml->m[ys_rng_below(rng, (uint32_t)ml->n)];
    } else {
        AiParams prm;
        memset(&prm, 0, sizeof prm);
        prm.level = (AiLevel)a->seat[to].level;
        prm.seed = ys_rng_next(rng);
        prm.iterations = 200;
        rc = ai_choose(v, &prm, &m);
    }
    free(v);
    free(ml);
    if (rc) return 0;
    ui_app_play_move(a, &m);
    ui_app_update(a, 0);
    return 1;
}

static void seats(UiApp *a, int players, int humans)
{
    ui_app_setup_defaults(a, players);
    for (int s = 0; s < YS_MAX_HUMANS; s++)
        a->setup.seat[s].human = s < humans;
}

int ui_drive_scene(UiApp *a, const char *name, uint64_t seed)
{
    uint64_t rng = seed ^ 0x1234567u;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    if (!strcmp(name, "title")) {
        a->scene = SC_TITLE;
        return 0;
    }
    if (!strcmp(name, "setup")) {
        a->scene = SC_SETUP;
        return 0;
    }
    if (!strcmp(name, "start")) { /* the first decision of a new game: a human bids */
        seats(a, 4, 1);
        snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
        ui_app_start_game(a);
        return 0;
    }
    if (!strcmp(name, "game")) { /* mid-placement, a broker picked */
        seats(a, 4, 1);
        snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
        a->setup.kings_favor = 1;
        ui_app_start_game(a);
        for (int guard = 0; guard < 4000; guard++) {
            const YsGame *g = &a->match->g;
            if (!a->animating && a->scene == SC_GAME && g->dec == YS_DEC_PLACE && g->to_move == 0 &&
                g->placement >= 2 && g->placed_mask == 0)
                break;
            if (!ui_drive_step(a, &rng)) break;
        }
        /* pick the highest broker behind the screen: its targets light up */
        for (int v = YS_VALUES - 1; v >= 0; v--)
            if (a->view.behind[0][v]) {
                int n = 0, slot = 0;
                for (int k = 0; k < YS_VALUES; k++) {
                    if (k == v) slot = n;
                    n += a->view.behind[0][k];
                }
                UiRect r = ui_layout_behind(&a->L, slot, n);
                ui_app_click(a, r.x + r.w / 2, r.y + r.h / 2);
                break;
            }
        return 0;
    }
    if (!strcmp(name, "counting")) {
        seats(a, 4, 1);
        snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
        ui_app_start_game(a);
        for (int guard = 0; guard < 4000; guard++) {
            if (a->animating) {
                /* an event step of the counting: stop half-way through it */
                UiAnim *an = &a->anim;
                for (int i = an->head; i < an->n; i++)
                    if (an->q[i].kind == AN_EVENT &&
                        (an->q[i].ev.kind == YS_EV_AREA || an->q[i].ev.kind == YS_EV_GEMS) &&
                        a->match->g.phase != YS_PHASE_BID) {
                        while (an->head < i)
                            ui_app_update(a, an->q[an->head].dur * an->pace + 0.01f);
                        ui_app_update(a, an->q[an->head].dur * an->pace * 0.5f);
                        return 0;
                    }
            }
            if (!ui_drive_step(a, &rng)) break;
        }
        return 0;
    }
    if (!strcmp(name, "handover")) {
        seats(a, 4, 2);
        snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
        ui_app_start_game(a);
        for (int guard = 0; guard < 100 && a->scene != SC_HANDOVER; guard++) {
            if (a->animating) ui_app_fast_forward(a);
            ui_app_update(a, 0);
        }
        return 0;
    }
    if (!strcmp(name, "end")) {
        seats(a, 4, 0);
        snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
        a->setup.kings_favor = 1;
        ui_app_start_game(a);
        for (int guard = 0; guard < 20000 && a->scene != SC_END; guard++)
            if (!ui_drive_step(a, &rng) && a->scene != SC_END) ui_app_update(a, 1.0f);
        return 0;
    }
    return -1;
}
