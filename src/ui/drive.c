/* drive.c - headless drivers: play a game forward to a named scene, for
 * screenshots (--shot --scene) and tests, and the save self-test
 * (--selftest-saves). Bots choose synchronously here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "draw.h"
#include "ui_online.h"
#include "ys/die.h"

void ui_drive_begin(UiApp *a)
{
    if (a->driven) return;
    ui_app_stop_bot(a); /* a move the game's own bot found meanwhile is not played */
    a->driven = 1;
}

int ui_drive_step(UiApp *a, uint64_t *rng)
{
    ui_drive_begin(a);
    if (a->scene == SC_HANDOVER) {
        ui_app_click(a, a->out_w / 2, a->out_h / 2);
        return 1;
    }
    if (a->scene != SC_GAME) return 0;
    if (a->ses.animating) {
        ui_app_fast_forward(a);
        ui_app_update(a, 0);
        return 1;
    }
    const YsMatch *w = ui_session_whole(&a->ses);
    if (!w) return 0; /* not a game held here */
    const YsGame *g = &w->g;
    if (ys_over(g)) {
        ui_app_update(a, 0);
        return 0;
    }
    int to = ys_to_move(g);
    YsView *v = malloc(sizeof *v);
    YsMoveList *ml = malloc(sizeof *ml);
    if (!v || !ml) ys_die("out of memory (a view and its moves)");
    ys_view(g, to, v);
    YsMove m;
    int rc;
    if (to < a->ses.players && a->ses.seat[to].human) {
        ys_legal(v, ml);
        rc = ml->n ? 0 : -1;
        if (!rc) m = ml->m[ys_rng_below(rng, (uint32_t)ml->n)];
    } else {
        AiParams prm;
        memset(&prm, 0, sizeof prm);
        prm.level = (AiLevel)a->ses.seat[to].level;
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

static int game_scene(UiApp *a, const char *name, uint64_t seed);

#ifdef YS_ONLINE
/* Play online with four kept rooms as their servers would describe them:
 * one waiting for this player, one another's turn, one over, one this game
 * hosts (no server asked: a picture). */
static int drive_online_mine(UiApp *a)
{
    ui_nav_go(a, SC_ONLINE);
    ui_online_list_free(a);
    UiOnlineScene *st = &a->online_scene;
    static const char *const rooms[4] = {"Y2QQWZJPES4S8", "K7MNB3XQ2RTW5", "P9ZX4LC8VHJQ2", "M3TR6WQ9ZPX7K"};
    static const char *const names[4][3] = {
        {"Ana", "Ben", ""}, {"Ana", "Chloé", "Dawid"}, {"", "Ana", "Bot"}, {"", "", ""}};
    const int64_t now = (int64_t)time(NULL);
    st->ngames = 4;
    for (int i = 0; i < 4; i++) {
        UiOnlineGame *g = &st->games[i];
        UiRoomFigures *f = &st->fig[i];
        memset(g, 0, sizeof *g), memset(f, 0, sizeof *f);
        snprintf(g->link, sizeof g->link, "ys://192.168.1.20:47400/%s", rooms[i]);
        snprintf(g->room, sizeof g->room, "%s", rooms[i]);
        g->hosted = i == 3;
        f->state = i == 3 ? UI_ROOM_HOSTED : UI_ROOM_KNOWN;
        f->nseats = 3, f->seat = i == 2 ? 1 : 0, f->bot[2] = 1;
        f->to_move = i == 0 ? 0 : 1;
        f->over = i == 2;
        f->last = now - (i == 0 ? 40 : i == 1 ? 1500 : 3 * 86400);
        for (int s = 0; s < 3; s++)
            snprintf(f->names[s], sizeof f->names[s], "%s", names[i][s]);
    }
    snprintf(a->online_scene.name, sizeof a->online_scene.name, "Ana");
    return 0;
}
#endif

/* The desktop program's scenes: settings rules menu confirm confirm_card
 * pace saves replay. */
static void play_some(UiApp *a, uint64_t seed, int n)
{
    uint64_t rng = seed ^ 0x9876u;
    ui_app_setup_defaults(a, 4);
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    ui_app_start_game(a);
    for (int i = 0; i < n * 4 && a->ses.seq < n; i++)
        if (!ui_drive_step(a, &rng)) break;
    ui_app_fast_forward(a);
    ui_app_update(a, 0);
}

static int desk_scene(UiApp *a, const char *name, uint64_t seed)
{
    if (!strcmp(name, "focus") || !strcmp(name, "focus_place")) { /* play by keyboard: the focus ring shown */
        int rc = game_scene(a, "game", seed);                     /* a broker picked: the places it may go */
        if (!strcmp(name, "focus")) ui_app_key(a, UK_CANCEL);     /* nothing picked: the brokers behind the screen */
        for (int i = 0; i < 3; i++)
            ui_app_key(a, UK_TAB);
        return rc;
    }
    if (!strcmp(name, "hint")) { /* mid-placement, the hint thought and shown */
        int rc = game_scene(a, "game", seed);
        ui_app_key(a, UK_CANCEL);
        ui_hint_request(a);
        for (int i = 0; i < 6000 && a->hint.state == UI_HINT_THINKING; i++) /* at most 30 s */
            SDL_Delay(5), ui_hint_update(a);
        return rc;
    }
#ifdef YS_ONLINE
    if (!strcmp(name, "online")) {
        ui_nav_go(a, SC_ONLINE);
        return 0;
    }
    if (!strcmp(name, "online_game"))
        return ui_online_show_demo(a, seed, 3, 0, 0, 0); /* the router forwards the port */
    if (!strcmp(name, "online_game4"))
        return ui_online_show_demo(a, seed, 4, 0, 0, 0); /* four seats: the panel tight */
    if (!strcmp(name, "online_kf4"))
        return ui_online_show_demo(a, seed, 4, 1, 0, 0); /* the throne: the log's place shared */
    if (!strcmp(name, "online_forward"))
        return ui_online_show_demo(a, seed, 3, 0, 2, 0); /* it refused: what to forward */
    if (!strcmp(name, "online_end")) {
        if (ui_online_show_demo(a, seed, 3, 0, 0, 1)) return -1;
        ui_app_fast_forward(a); /* the story told: the final scoring, then the end screen */
        ui_app_update(a, 0);
        return a->scene == SC_END ? 0 : -1;
    }
    if (!strcmp(name, "online_setup")) { /* hosting: 3 players, the second seat a friend's */
        ui_app_setup_defaults(a, 3);
        a->setup.seat[1].human = 1;
        a->setup.online = 1;
        ui_nav_go(a, SC_SETUP);
        return 0;
    }
    if (!strcmp(name, "online_leave")) { /* the host, told what leaving means for the friends */
        if (ui_online_show_demo(a, seed, 3, 0, 0, 0)) return -1;
        ui_app_ask(a, UI_ASK_LEAVE, -1, ui_str(S_HOST_LEAVE_ASK), S_HOST_LEAVE);
        return 0;
    }
    if (!strcmp(name, "online_mine")) return drive_online_mine(a); /* My online games, as their servers answered */
#endif
    if (!strcmp(name, "settings")) {
        ui_nav_go(a, SC_TITLE);
        ui_nav_push(a, SC_SETTINGS);
        return 0;
    }
    if (!strcmp(name, "rules")) {
        ui_nav_go(a, SC_TITLE);
        ui_nav_push(a, SC_RULES);
        ui_app_draw(a); /* measures the text */
        ui_scene_rules_scroll(a, ui_sc(&a->L, 700));
        return 0;
    }
    if (!strcmp(name, "menu")) {
        play_some(a, seed, 30);
        ui_nav_push(a, SC_MENU);
        return 0;
    }
    if (!strcmp(name, "confirm")) {
        a->set.confirm_place = 1;
        int rc = game_scene(a, "game", seed); /* a broker picked */
        for (int i = 0; rc == 0 && i < 32 && !a->game.confirm; i++)
            if (a->game.targets.places)
                for (int pl = 0; pl < YS_PLACES && !a->game.confirm; pl++)
                    if (a->game.targets.places >> pl & 1) {
                        UiRect r = ui_layout_place(&a->L, pl);
                        ui_app_click(a, r.x + r.w / 2, r.y + r.h / 2);
                        /* face up or down: take the first button */
                        if (!a->game.confirm && a->game.targets.nbuttons) {
                            UiRect b = a->game.targets.btn[0].r;
                            ui_app_click(a, b.x + b.w / 2, b.y + b.h / 2);
                        }
                    }
        return rc;
    }
    if (!strcmp(name, "confirm_card")) { /* a character's effect told, waiting for Confirm */
        uint64_t rng = seed ^ 0x5151u;
        ui_app_setup_defaults(a, 4);
        snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
        if (ui_app_start_game(a)) return -1;
        for (int i = 0; i < 4000 && !a->game.confirm; i++) {
            if (a->scene == SC_GAME && !a->ses.animating && a->ses.viewer >= 0 &&
                ys_to_move(&a->ses.view) == a->ses.viewer)
                for (int k = 0; k < a->ses.legal.n && !a->game.confirm; k++)
                    if (a->ses.legal.m[k].kind == YS_MV_CARD) {
                        /* for the picture: where a card's clicks end */
                        a->game.confirm = 1;
                        a->game.confirm_move = a->ses.legal.m[k];
                    }
            if (!a->game.confirm && !ui_drive_step(a, &rng)) break;
        }
        return a->game.confirm ? 0 : -1;
    }
    if (!strcmp(name, "pace")) { /* the Pace button's three paces offered */
        int rc = game_scene(a, "game", seed);
        a->game.pace_open = 1;
        return rc;
    }
    if (!strcmp(name, "saves")) {
        if (a->pref_dir) {
            play_some(a, seed, 40);
            ui_app_save_as(a, "Before the market");
            play_some(a, seed + 1, 90);
            ui_app_save_as(a, "Turn 2, 3 players");
            /* a damaged one */
            char p[1200];
            snprintf(p, sizeof p, "%ssaves/Broken.ys", a->pref_dir);
            const char *broken = "ys-save 1\nthis is not a save\n";
            ys_file_write(p, broken, strlen(broken), NULL, 0);
            a->status[0] = 0;
        }
        ui_app_refresh_saves(a);
        ui_nav_go(a, SC_TITLE);
        ui_nav_push(a, SC_SAVES);
        return 0;
    }
    if (!strcmp(name, "replay")) {
        int rc = game_scene(a, "end", seed);
        if (rc) return rc;
        ui_replay_start(a, ui_session_whole(&a->ses));
        ui_replay_goto(a, a->rp.full->nlog / 2);
        return 0;
    }
    return -1;
}

/* A game of seeded random legal moves between bots, up to its last move,
 * whose story is left untold (the moves are picked as tests/ui seeds were
 * found: ys_legal, then ys_rng_below from seed ^ 0x5EED). */
static void random_game(UiApp *a, int players, int kf, uint64_t seed)
{
    seats(a, players, 0);
    a->setup.kings_favor = kf;
    a->setup.nbhds4 = players == 4;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    a->ses.demo = 1;
    ui_app_start_game(a);
    uint64_t rng = seed ^ 0x5EED;
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) ys_die("out of memory (a list of moves)");
    while (!ys_over(&ui_session_whole(&a->ses)->g)) {
        ui_app_fast_forward(a);
        ys_legal(&ui_session_whole(&a->ses)->g, ml);
        YsMove m = ml->m[ys_rng_below(&rng, (uint32_t)ml->n)];
        ui_app_play_move(a, &m);
    }
    free(ml);
}

/* Starts the seeded game set up in a->setup and plays random legal moves
 * (ys_rng_below from seed ^ mask) until done says the scene is reached;
 * -1 if the game ends first. */
static int play_until(UiApp *a, uint64_t seed, uint64_t mask, int (*done)(const YsGame *g))
{
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    ui_app_start_game(a);
    uint64_t rng = seed ^ mask;
    YsMoveList *ml = malloc(sizeof *ml);
    if (!ml) ys_die("out of memory (a list of moves)");
    const YsGame *g = &ui_session_whole(&a->ses)->g;
    while (!ys_over(g) && !done(g)) {
        ys_legal(g, ml);
        ui_app_play_move(a, &ml->m[ys_rng_below(&rng, (uint32_t)ml->n)]);
        ui_app_fast_forward(a);
    }
    free(ml);
    return ys_over(g) ? -1 : 0;
}

/* turn 2: places being chosen, two chosen already */
static int at_seats(const YsGame *g) { return g->round == 2 && g->dec == YS_DEC_SEAT && ys_seats_chosen(g) == 2; }
/* turn 4 under way: the white gem card, the human placing */
static int at_turn4(const YsGame *g)
{
    return g->round == 4 && g->dec == YS_DEC_PLACE && ys_to_move(g) == 0 && ys_placement(g) >= 2;
}
/* turn 2, the human placing */
static int at_variants(const YsGame *g) { return g->round == 2 && g->dec == YS_DEC_PLACE && ys_to_move(g) == 0; }

/* Tells the story up to its first step of kind (or the end), half-way in. */
static void tell_until(UiApp *a, int kind)
{
    const UiAnimStep *st;
    while (ui_session_story(&a->ses, &st) && st && st->ev.kind != kind)
        ui_session_tick(&a->ses, st->dur * a->ses.anim.pace + 0.001f);
    if (ui_session_story(&a->ses, &st) && st) ui_session_tick(&a->ses, st->dur * a->ses.anim.pace * 0.5f);
}

/* The game's end scenes: final (the final scoring under way, King's Favor
 * being counted), end_tie (4 players tied on gold, gems decide),
 * end_neutral (2 players, the neutral has the most gold), seats (places
 * being chosen), variants (3 players with both variants, the pointer on
 * the closed market row). */
static int end_scene(UiApp *a, const char *name, uint64_t seed)
{
    if (!strcmp(name, "final")) {
        random_game(a, 4, 1, 38);
        tell_until(a, YS_EV_FINAL);
        ui_app_update(a, 0); /* the game scene hands over to the final scoring */
        tell_until(a, YS_EV_FINAL_THRONE);
        a->dirty = 1;
        return a->scene == SC_FINAL ? 0 : -1;
    }
    if (!strcmp(name, "seats")) { /* turn 2: places being chosen, two chosen already */
        seats(a, 4, 0);
        a->ses.demo = 1;
        return play_until(a, seed, 0x5EED, at_seats);
    }
    if (!strcmp(name, "turn4")) { /* turn 4 under way: the white gem card, a human placing */
        seats(a, 4, 1);
        a->setup.kings_favor = 1;
        return play_until(a, seed, 0x4444, at_turn4);
    }
    if (!strcmp(name, "variants")) { /* 3 players, 3 neighbourhoods, King's Favor and Ys Express, turn 2 */
        seats(a, 3, 1);
        a->setup.nbhds4 = 0, a->setup.kings_favor = 1, a->setup.express = 1;
        if (play_until(a, seed, 0x5EED, at_variants) != 0) return -1;
        /* the pointer rests on the closed row 1: its tooltip shows */
        UiRect r = a->L.row_gem[1];
        a->mx = r.x + r.w / 2, a->my = r.y + r.h / 2, a->hover_on = 1;
        return 0;
    }
    if (!strcmp(name, "end_tie") || !strcmp(name, "end_neutral")) {
        int tie = !strcmp(name, "end_tie");
        random_game(a, tie ? 4 : 2, 0, tie ? 38 : 1);
        ui_app_fast_forward(a);
        ui_app_update(a, 0);
        return a->scene == SC_END ? 0 : -1;
    }
    return -1;
}

static int game_scene(UiApp *a, const char *name, uint64_t seed)
{
    uint64_t rng = seed ^ 0x1234567u;
    snprintf(a->setup.seed, sizeof a->setup.seed, "%llu", (unsigned long long)seed);
    if (!strcmp(name, "title") || !strcmp(name, "title_focus")) {
        ui_nav_go(a, SC_TITLE);
        for (int i = 0; name[5] && i < 2; i++) /* the focus on the second button */
            ui_app_key(a, UK_TAB);
        return 0;
    }
    if (!strcmp(name, "setup") || !strcmp(name, "setup_focus")) {
        ui_nav_go(a, SC_SETUP);
        for (int i = 0; name[5] && i < 9; i++) /* the focus on seat 2's level */
            ui_app_key(a, UK_TAB);
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
            const YsGame *g = &a->ses.view;
            if (!a->ses.animating && a->scene == SC_GAME && g->dec == YS_DEC_PLACE && g->to_move == 0 &&
                ys_placement(g) >= 2 && ys_placed_mask(g) == 0)
                break;
            if (!ui_drive_step(a, &rng)) break;
        }
        /* pick the highest broker behind the screen: its targets light up */
        for (int v = YS_VALUES - 1; v >= 0; v--)
            if (a->ses.view.behind[0][v]) {
                int n = 0, slot = 0;
                for (int k = 0; k < YS_VALUES; k++) {
                    if (k == v) slot = n;
                    n += a->ses.view.behind[0][k];
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
            if (a->ses.animating) {
                /* an event step of the counting: stop half-way through it */
                UiAnim *an = &a->ses.anim;
                for (int i = an->head; i < an->n; i++)
                    if (an->q[i].kind == AN_EVENT &&
                        (an->q[i].ev.kind == YS_EV_AREA || an->q[i].ev.kind == YS_EV_GEM) &&
                        a->ses.view.phase != YS_PHASE_BID) {
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
            if (a->ses.animating) ui_app_fast_forward(a);
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

/* ------------------------------------------------------------------ */
/* The guided first game, played as its coach asks */

int ui_drive_tutor_step(UiApp *a)
{
    if (!a->tutor.on || a->scene != SC_GAME) return 0;
    UiRect r;
    int x, y;
    if (ui_tutor_wants_next(a)) {
        UiRect b = ui_tutor_next_button(a);
        ui_app_click(a, b.x + b.w / 2, b.y + b.h / 2);
    } else if (!ui_tutor_waiting(a) && ui_tutor_lit(a, &r, &x, &y)) {
        ui_app_click(a, x, y);
    } else {
        a->set.bot_pace_ms = 0;
        ui_app_update(a, 0.05f);
        if (a->game.bot.busy) SDL_Delay(1);
    }
    return 1;
}

int ui_drive_tutorial(UiApp *a, int step)
{
    ui_tutor_start(a);
    if (!a->tutor.on) return -1;
    a->set.bot_pace_ms = 0;
    /* to the step, and into it: the player's turn, or the event shown */
    for (long i = 0; i < 2000000 && a->tutor.on && (a->tutor.step < step || ui_tutor_waiting(a)); i++)
        ui_drive_tutor_step(a);
    return a->tutor.on && a->tutor.step == step ? 0 : -1;
}

static int drive_scene(UiApp *a, const char *name, uint64_t seed);

int ui_drive_scene(UiApp *a, const char *name, uint64_t seed)
{
    /* NAME+tabN: the scene with the keyboard's focus moved N times */
    char base[64];
    const char *tab = strstr(name, "+tab");
    uint64_t tabs = 0;
    if (tab && ((size_t)(tab - name) >= sizeof base || ys_parse_uint(tab + 4, 200, &tabs) != 0)) return -1;
    snprintf(base, sizeof base, "%.*s", tab ? (int)(tab - name) : (int)strlen(name), name);
    int rc = drive_scene(a, base, seed);
    if (rc == 0)
        for (uint64_t i = 0; i < tabs; i++) {
            ui_app_draw(a); /* the targets as drawn */
            ui_app_key(a, UK_TAB);
        }
    /* the picture at rest: the brokers behind the screen in their slots */
    dr_slide_update(a, 0);
    a->dr.slide.t = 1;
    return rc;
}

static int drive_scene(UiApp *a, const char *name, uint64_t seed)
{
    if (!strcmp(name, "tutorial")) return ui_drive_tutorial(a, 0);
    uint64_t step;
    if (!strncmp(name, "tutorial_", 9)) /* tutorial_13: step 13 */
        return ys_parse_uint(name + 9, (uint64_t)ui_tutor_count() - 1, &step) == 0 ? ui_drive_tutorial(a, (int)step)
                                                                                   : -1;
    if (!strcmp(name, "title_first")) { /* no settings file yet: the guided game offered */
        a->first_start = 1;
        ui_nav_go(a, SC_TITLE);
        return 0;
    }
    if (end_scene(a, name, seed) == 0 || desk_scene(a, name, seed) == 0) return 0;
    if (ui_drive_history(a, name, seed) == 0) return 0;
    if (ui_drive_more(a, name, seed) == 0) return 0;
    return game_scene(a, name, seed);
}

/* One line of the save self-test; counts failures in *bad. */
static void check(FILE *out, int *bad, int ok, const char *what, const char *detail)
{
    fprintf(out, "%s %s%s%s\n", ok ? "PASS" : "FAIL", what, detail && *detail ? ": " : "", detail ? detail : "");
    if (!ok) ++*bad;
}

int ui_drive_selftest_saves(UiApp *a, FILE *out)
{
    int bad = 0;
    char detail[1400];
    check(out, &bad, a->pref_dir != NULL, "player's folder", a->pref_dir ? a->pref_dir : SDL_GetError());
    if (!a->pref_dir) return 1;
    YsFileKind kind;
    check(out, &bad, ys_file_stat(a->pref_dir, &kind, NULL, NULL) == 0 && kind == YS_FILE_DIR, "player's folder exists",
          NULL);

    /* settings: written, then read back as a new start would */
    UiSettings want = a->set, got;
    want.window_w = 1234, want.window_h = 777;
    a->set = want;
    ui_app_save_settings(a);
    int r = ui_settings_load(&got, a->pref_dir);
    snprintf(detail, sizeof detail, "%ssettings.ini", a->pref_dir);
    check(out, &bad, r == 0 && got.window_w == 1234 && got.window_h == 777, "settings written and read back", detail);

    /* the autosave: a new game and some moves, as the game makes them */
    play_some(a, 11, 25);
    int moves = ui_session_whole(&a->ses) ? ui_session_whole(&a->ses)->nlog : 0;
    snprintf(detail, sizeof detail, "%d moves", moves);
    check(out, &bad, moves > 0 && ui_autosave_exists(a->pref_dir), "autosave written", detail);

    /* a named save with letters beyond ASCII */
    const char *name = "Partie de J\xC3\xA9r\xC3\xB4me \xC5\x81ukasz";
    check(out, &bad, ui_app_save_as(a, name) == 0, "named save written", name);
    ui_app_refresh_saves(a);
    int listed = 0;
    for (int i = 0; i < a->saves.n; i++)
        listed |= !strcmp(a->saves.list[i].name, name) && !a->saves.list[i].damaged && a->saves.list[i].moves == moves;
    snprintf(detail, sizeof detail, "%d in the list", a->saves.n);
    check(out, &bad, listed, "named save listed", detail);

    /* read back: load the named save, then continue the autosave */
    a->status[0] = 0;
    r = ui_app_load_named(a, name, 0);
    snprintf(detail, sizeof detail, "%d moves %s", a->ses.seq, a->status);
    check(out, &bad, r == 0 && ui_session_whole(&a->ses) && a->ses.seq == moves, "named save loaded", detail);
    UiSeat seats[YS_MAX_SEATS];
    memcpy(seats, a->ses.seat, sizeof seats);
    a->status[0] = 0;
    r = ui_app_continue(a);
    snprintf(detail, sizeof detail, "%d moves %s", a->ses.seq, a->status);
    check(out, &bad, r == 0 && ui_session_whole(&a->ses) && a->ses.seq == moves, "autosave continued", detail);
    int same = ui_session_whole(&a->ses) != NULL;
    for (int p = 0; same && p < a->ses.players; p++)
        same = seats[p].human == a->ses.seat[p].human && seats[p].level == a->ses.seat[p].level &&
               !strcmp(seats[p].name, a->ses.seat[p].name);
    check(out, &bad, same, "seats continued with their game", NULL);
    fprintf(out, "%s save self-test in %s\n", bad ? "FAIL" : "PASS", a->pref_dir);
    return bad ? 1 : 0;
}

int ui_drive_online(UiApp *a, const UiDriveOnline *d, FILE *out)
{
    ui_drive_begin(a);
    if (!d->link) { /* host: a 2-player room of two humans on the server the game runs */
        ui_app_setup_defaults(a, 2);
        a->setup.seat[1].human = 1;
        a->setup.online = 1;
    }
    if (d->link ? ui_online_join(a, d->link) : ui_online_host(a, d->grace_s)) {
        fprintf(stderr, "ys: %s\n", a->status);
        return 1;
    }
    int told = d->link != NULL, told_net = d->link != NULL, played = 0, games = d->games > 0 ? d->games : 1;
    enum { PLAYING, ENDED, NEXT } phase = PLAYING; /* NEXT: a rematch asked or joined, not begun */
    uint64_t rng = d->seed ? d->seed : 1;
    uint32_t start = SDL_GetTicks(), seen = 0;
    int last_nlog = -1;
    char status[sizeof a->status] = "";
    /* a failure bound, not a timing: a game of random moves takes seconds */
    while (SDL_GetTicks() - start < 300000u * (uint32_t)games) { /* within the tests' 600 s, to say where it stalled */
        SDL_Event e;
        while (SDL_PollEvent(&e))
            ui_app_event(a, &e);
        if (a->quit) { /* SIGTERM or SIGINT (SDL's quit): not another second on a server that may never answer */
            fprintf(stderr, "ys: stopped by a signal before the game ended\n");
            ui_app_leave_game(a); /* and the room being opened, if any, goes with ui_app_free */
            return 1;
        }
        ui_app_update(a, 0.05f);
        if (!a->opening && !a->ses.src) {
            fprintf(stderr, "ys: left the room: %s\n", a->status);
            return 1;
        }
        if (strcmp(status, a->status)) {
            snprintf(status, sizeof status, "%s", a->status);
            if (status[0]) fprintf(out, "status %s\n", status), fflush(out);
        }
        if (!told && ui_online_invite(a)) { /* the friend's invite, for the test to pass on */
            fprintf(out, "invite %s\n", ui_online_invite(a));
            fflush(out);
            told = 1;
        }
        if (!told_net && ui_online_internet_invite(a)) { /* the router forwards the port (UPnP) */
            fprintf(out, "internet-invite %s\n", ui_online_internet_invite(a));
            fflush(out);
            told_net = 1;
        }
        if (a->ses.src) {
            if (a->ses.animating) ui_app_fast_forward(a);
            if (a->ses.seq != last_nlog) last_nlog = a->ses.seq, seen = SDL_GetTicks();
            if (phase == NEXT && !ui_session_over(&a->ses)) phase = PLAYING;
            /* the end as a player sees it: the final scoring, then the end screen */
            if (phase == PLAYING && a->scene == SC_FINAL) ui_app_key(a, UK_ENTER);
            if (phase == PLAYING && ui_session_over(&a->ses) && a->scene == SC_END) {
                YsBuf b = {0};
                ys_json_result(&a->ses.view, &b);
                fprintf(out, "over seq=%d result=%.*s\n", a->ses.seq, (int)b.n, b.s ? b.s : "");
                fflush(out);
                ys_buf_free(&b);
                phase = ENDED;
                if (++played == games) {
                    ui_app_leave_game(a);
                    return 0;
                }
            }
            /* the next game: the host asks, the friend joins when offered */
            UiAgain r = ui_source_again(a->ses.src);
            if (phase == ENDED && (r == UI_AGAIN_CAN || r == UI_AGAIN_OFFERED) && ui_source_again_go(a->ses.src) == 0)
                phase = NEXT, last_nlog = -1;
            /* the move goes where a click's goes: to the game's source */
            if (a->ses.legal.n > 0 && a->scene == SC_GAME && !ui_session_over(&a->ses))
                ui_app_submit(a, &a->ses.legal.m[ys_rng_below(&rng, (uint32_t)a->ses.legal.n)]);
        }
        SDL_Delay(2);
    }
    fprintf(stderr, "ys: the game did not end (game %d, last move %d, %u ms before)\n", played + 1, last_nlog,
            SDL_GetTicks() - seen);
    return 1;
}
