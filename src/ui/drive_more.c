/* drive_more.c - more scenes for --shot --scene and the screenshot tests,
 * beside drive.c's: a crowded area (every broker of a palace of ten
 * legible at 1024x600), the save-name box, the deal of the day said before
 * it is played and on its end screen. Reached through ui_drive_scene. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "ys/die.h"

/* A 4-player game whose moves go to neighbourhood 1's palace while they
 * may (else a seeded random legal move), up to the human's placement with
 * at least ten brokers there. */
static int crowded(UiApp *a, uint64_t seed)
{
    ui_app_setup_defaults(a, 4);
    for (int s = 0; s < 4; s++)
        a->setup.seat[s].human = s == 0;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    if (ui_app_start_game(a)) return -1;
    int palace = YS_PLACE_CITY(0, YS_AREA_PALACE);
    uint64_t rng = seed ^ 0xC0A5Du;
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) ys_die("out of memory (a list of moves)");
    const YsGame *g = &ui_session_whole(&a->ses)->g;
    int rc = -1;
    for (int guard = 0; guard < 4000 && !ys_over(g); guard++) {
        uint8_t ids[YS_POOL];
        if (ys_place_list(g, palace, ids) >= 10 && ys_to_move(g) == 0 && g->dec == YS_DEC_PLACE) {
            rc = 0;
            break;
        }
        ys_legal(g, ml);
        int pick = (int)ys_rng_below(&rng, (uint32_t)ml->n);
        for (int i = 0; i < ml->n && ys_place_list(g, palace, ids) < 10; i++) {
            int k = ml->m[i].kind;
            if ((k == YS_MV_UP || k == YS_MV_DOWN || k == YS_MV_NEUTRAL) && ml->m[i].place == palace) pick = i;
        }
        ui_app_play_move(a, &ml->m[pick]);
        ui_app_fast_forward(a);
    }
    free(ml);
    ui_app_update(a, 0);
    return rc;
}

/* The save-name box over a game, a name typed, Cancel and Save under it. */
static int save_name(UiApp *a, uint64_t seed)
{
    ui_app_setup_defaults(a, 4);
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    if (ui_app_start_game(a)) return -1;
    ui_nav_push(a, SC_MENU);
    snprintf(a->saves.name, sizeof a->saves.name, "%s", "Turn 1");
    a->saves.rename_file[0] = 0;
    ui_nav_push(a, SC_SAVE_NAME);
    return 0;
}

/* The deal of the day: said on the title before it is played (daily_ask),
 * and its end screen (daily_end: played with random legal moves). */
static int daily(UiApp *a, const char *name, uint64_t seed)
{
    ui_nav_go(a, SC_TITLE);
    if (!strcmp(name, "daily_ask")) {
        a->hist.daily_ask = 1;
        return 0;
    }
    if (ui_app_daily(a)) return -1;
    ui_app_stop_bot(a); /* the moves are this driver's (as ui_drive_begin, which drive.c's callers use) */
    a->driven = 1;
    uint64_t rng = seed ^ 0xDA11u;
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) ys_die("out of memory (a list of moves)");
    while (!ys_over(&ui_session_whole(&a->ses)->g)) {
        ys_legal(&ui_session_whole(&a->ses)->g, ml);
        ui_app_play_move(a, &ml->m[ys_rng_below(&rng, (uint32_t)ml->n)]);
        ui_app_fast_forward(a);
    }
    free(ml);
    ui_app_game_over(a);
    return a->scene == SC_END ? 0 : -1;
}

int ui_drive_more(UiApp *a, const char *name, uint64_t seed)
{
    if (!strcmp(name, "daily_ask") || !strcmp(name, "daily_end")) return daily(a, name, seed);
    if (!strcmp(name, "crowded")) return crowded(a, seed);
    if (!strcmp(name, "save_name")) return save_name(a, seed);
    return -1;
}
