/* test_ui_tutor.c - the guided first game, headless (dummy video): played
 * to its end with synthetic clicks at 1280x720 and 1024x600 (the coached
 * turn as the coach asks, its arrow at every lit spot covering nothing a
 * player reads, the rest with the planner's clicks); Skip at every step
 * leaves a normal game that plays to its end; clicks elsewhere during a move
 * step change nothing; every step's words exist in four languages and fit the
 * coach's box at 1024x600 and 1280x720 with the real fonts; and what the
 * script says of the counting agrees with the engine's events for the
 * deal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "audited.h"
#include "folders.h"
#include "planner.h"
#include "app.h"
#include "draw.h"

static UiApp app;

static UiApp *start(int w, int h, UiLang lang)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    UiApp *a = &app;
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, w, h, SDL_WINDOW_HIDDEN), 0);
    ui_app_set_lang(a, lang);
    a->set.bot_pace_ms = 0;
    return a;
}

static void click_center(UiApp *a, UiRect r) { ui_app_click(a, r.x + r.w / 2, r.y + r.h / 2); }

/* Plays the human's move `want` by the planner's clicks (not the coach's
 * light): 1 when it was played. */
static int plan_and_click(UiApp *a, const YsMove *want)
{
    Pt clicks[8];
    UiPick pk;
    ui_pick_clear(&pk);
    int n = planner_find(&a->L, &a->ses.view, &a->ses.legal, &pk, want, 5, clicks);
    if (n <= 0) return 0;
    int before = ui_session_whole(&a->ses)->nlog;
    for (int k = 0; k < n; k++)
        ui_app_click(a, clicks[k].x, clicks[k].y);
    if (a->game.confirm) ui_app_key(a, UK_ENTER);
    return ui_session_whole(&a->ses)->nlog == before + 1 &&
           ys_move_equal(&ui_session_whole(&a->ses)->log[before], want);
}

/* The rest of the game, after the coach: random legal moves for the human
 * by clicks, bots on their threads, to the end screen. */
static void play_to_end(UiApp *a, uint64_t seed)
{
    uint64_t rng = seed;
    a->ses.pace = a->ses.anim.pace = 0.01f;
    for (int guard = 0; a->scene != SC_END && guard < 400000; guard++) {
        if (a->scene == SC_FINAL) {
            ui_app_update(a, 0.3f);
            ui_app_click(a, a->out_w / 2, a->out_h / 2);
            continue;
        }
        assert_int_equal(a->scene, SC_GAME);
        ui_app_update(a, 0.05f);
        if (a->scene != SC_GAME || a->ses.animating) continue;
        const YsGame *g = &ui_session_whole(&a->ses)->g;
        if (ys_over(g)) continue;
        int to = ys_to_move(g);
        if (to >= 0 && to < g->opt.players && a->ses.seat[to].human) {
            YsMove want = a->ses.legal.m[ys_rng_below(&rng, (uint32_t)a->ses.legal.n)];
            assert_true(plan_and_click(a, &want));
        } else {
            SDL_Delay(1);
        }
    }
    assert_int_equal(a->scene, SC_END);
    assert_true(a->ses.result.nwinners >= 1);
}

/* Every event of the match as the engine tells it, replayed from the start. */
static int engine_events(const YsMatch *m, YsEvent *out, int max)
{
    static YsMatch r;
    static YsEventLog log;
    char err[120];
    assert_int_equal(ys_match_new(&r, &m->g.opt, err, sizeof err), 0);
    int n = 0;
    for (int i = 0; i < m->nlog; i++) {
        assert_int_equal(ys_apply_traced(&r.g, &m->log[i], &log), 0);
        for (int k = 0; k < log.n && n < max; k++)
            out[n++] = log.ev[k];
    }
    return n;
}

/* The coach's arrow at the lit spot covers nothing a player reads: none of
 * the panel's labels ("Behind your screen"), no neighbourhood's number, no
 * area's name, no colour's head on the market, no number of the score
 * track (it hid the 10 above neighbourhood 1); outside the spot, not the
 * action bar (the story's words) nor any broker on the board or at the
 * desk, nor a score chip or a quotation marker; and it stays on the
 * board's side of the window. The spot's frame covers no neighbourhood's
 * number either. The list is built here from the layout and the view
 * drawn, not from draw_tutor.c's own. */
static void marks_keep_clear(UiApp *a, UiRect lit)
{
    const UiLayout *L = &a->L;
    float tri[6];
    UiRect arrow = ui_tutor_arrow(a, lit, tri);
    assert_true(ui_overlap(lit, L->action) || !ui_overlap(arrow, L->action));
    for (int k = 0; k < UI_LABELS; k++)
        assert_false(ui_overlap(arrow, ui_layout_label(L, (UiLabel)k)));
    const YsView *v = dr_shown(a);
    UiRect frame = ui_tutor_frame(a, lit);
    for (int nb = 0; nb < v->opt.nbhds; nb++) {
        assert_false(ui_overlap(arrow, L->nb_title[nb]));
        assert_true(ui_overlap(lit, L->nb_title[nb]) || !ui_overlap(frame, L->nb_title[nb]));
        for (int ar = 0; ar < 3; ar++)
            assert_false(ui_overlap(arrow, dr_area_label(L, YS_PLACE_CITY(nb, ar))));
    }
    for (int c = 0; c < YS_COLOURS; c++) {
        assert_false(ui_overlap(arrow, L->col_head[c]));
        UiRect q = ui_layout_scale_step(L, c, v->quotation[c]);
        assert_true(ui_overlap(q, lit) || !ui_overlap(arrow, q));
    }
    for (int i = 10; i < 100; i += 10)
        assert_false(ui_overlap(arrow, ui_layout_score_number(L, i)));
    UiRect chip[YS_MAX_SEATS];
    int chips = dr_score_chips(a, v, chip);
    for (int s = 0; s < chips; s++)
        assert_true(ui_overlap(chip[s], lit) || !ui_overlap(arrow, chip[s]));
    for (int pl = 0; pl < YS_PLACES; pl++) {
        uint8_t ids[YS_POOL];
        int k = ys_place_list(v, pl, ids);
        for (int i = 0; i < k; i++) {
            UiRect r = ui_layout_broker(L, pl, i, k);
            assert_true(ui_overlap(r, lit) || !ui_overlap(arrow, r));
        }
    }
    int nb = 0, nf = 0;
    for (int val = 0; val < YS_VALUES; val++)
        nb += v->behind[UI_TUTOR_SEAT][val], nf += v->front[UI_TUTOR_SEAT][val];
    for (int i = 0; i < nb + nf; i++) {
        UiRect r = i < nb ? ui_layout_behind(L, i, nb) : ui_layout_front(L, i - nb, nf);
        assert_true(ui_overlap(r, lit) || !ui_overlap(arrow, r));
    }
    assert_true(arrow.y >= L->board.y && arrow.y + arrow.h <= a->out_h);
    assert_true(arrow.x >= 0 && arrow.x + arrow.w <= a->out_w);
}

/* Whether the coach's box shows a line of text (a wrapped line of 12
 * characters or more, drawn inside the box). */
static int box_says(UiApp *a, const UiTextAudit *au, const char *text)
{
    UiRect b = ui_tutor_box(a);
    for (int i = 0; i < au->n; i++) {
        const UiTextRec *r = &au->rec[i];
        if (strlen(r->s) >= 12 && ui_overlap(r->r, b) && strstr(text, r->s)) return 1;
    }
    return 0;
}

/* The coach speaks of what the board shows: while a step waits for its
 * moment (the others still moving, the counting not yet at its event), its
 * words are not said yet (the step after the bid said "your bid of 7 is the
 * highest" before the others had bid, and the port's "you win a black gem"
 * while the neighbourhoods were still being counted); the coach's last
 * words stay, with a line saying why nothing is asked. */
/* Frames of the guided game whose coach's box showed the log's newest line. */
static int log_shown;

/* The coach's box keeps the log's last lines under its words where they
 * leave room (the box stands where the log is, and points that flashed by
 * could not be traced): the newest line, its start at least, in the box. */
static void box_shows_the_log(UiApp *a, const UiTextAudit *au)
{
    int n = ui_tutor_log_lines(a);
    UiRect b = ui_tutor_box(a);
    /* the newest lines, each in the box (the newest alone may be the
     * event's caption the coach says anyway) */
    for (int k = 0; k < n && k < 2; k++) {
        const UiLogLine *l = &a->ses.log[(a->ses.nlog - 1 - k) % UI_LOG_MAX];
        const char *t = ui_log_line_words(l, a->ses.viewer, 0);
        t += t[0] == '*';
        int found = 0;
        for (int i = 0; i < au->n && !found; i++) {
            const UiTextRec *r = &au->rec[i];
            size_t len = strlen(r->s);
            if (len > 3 && !strncmp(r->s + len - 3, "\xE2\x80\xA6", 3)) len -= 3; /* cut to the box */
            if (len > 30) len = 30; /* the audit keeps a string's start, an ellipsis maybe cut in it */
            found = len >= 6 && !r->hidden && ui_overlap(r->r, b) && !strncmp(t, r->s, len);
        }
        if (!found) fail_msg("the coach's box leaves room for the log, and does not show its line \"%s\"", t);
    }
    log_shown += n >= 2;
}

static void words_follow_the_timeline(UiApp *a, int *waited)
{
    const UiTutorStep *s = ui_tutor_current(&a->tutor);
    const UiTextAudit *au = draw_audited(a);
    box_shows_the_log(a, au);
    if (!ui_tutor_waiting(a)) {
        assert_true(box_says(a, au, ui_tutor_text(s->text)));
        return;
    }
    (*waited)++;
    assert_false(box_says(a, au, ui_tutor_text(s->text)));
    assert_true(box_says(a, au, ui_tutor_text(ui_tutor_step(a->tutor.step - 1)->text)));
    int counting = dr_shown(a)->phase == YS_PHASE_COUNT;
    assert_true(box_says(a, au, ui_tutor_text(counting ? TX_WATCH : TX_WAIT)));
}

/* What the coach did from its step under way to its goodbye. */
typedef struct {
    int first, steps_seen, moves, held, said_ok, lit_events, waited;
} CoachRun;

/* Follows the coach to its last step: Next where it asks, the wanted move
 * by the planner's clicks where the player moves, the bots on their threads;
 * checks on the way that the coach lights a spot for every move, speaks of
 * the event the timeline holds on, and names the script's winners. */
static void coach_to_end(UiApp *a, CoachRun *c)
{
    memset(c, 0, sizeof *c);
    c->first = a->tutor.step;
    int last = -1;
    for (long guard = 0; a->tutor.on && guard < 200000; guard++) {
        const UiTutorStep *s = ui_tutor_current(&a->tutor);
        if (a->tutor.step != last) c->steps_seen++, last = a->tutor.step;
        words_follow_the_timeline(a, &c->waited);
        UiRect lit;
        if (ui_tutor_lit(a, &lit, NULL, NULL)) {
            marks_keep_clear(a, lit);
            c->lit_events += a->tutor.held && ui_tutor_wants_next(a); /* a counting event's spot */
        }
        if (ui_tutor_wants_next(a)) {
            if (a->tutor.held) {
                /* the coach speaks of the event the timeline shows */
                const UiAnimStep *cur;
                assert_true(ui_session_story(&a->ses, &cur) > 0 && cur);
                assert_true(ui_tutor_event_is(s, &cur->ev));
                /* the live majorities' badges are gone once the counting
                 * is told: they stood over its figures (at 1024x600 the
                 * "+3" beside neighbourhood 1's number lay under its
                 * ranking "10 7 6") */
                if (ui_session_counting(&a->ses)) assert_false(ui_leads_visible(a));
                if (s->winner >= 0) assert_int_equal(ui_tutor_event_winner(&cur->ev), s->winner);
                c->said_ok += !strcmp(a->tutor.said, cur->caption) && a->tutor.said[0];
                c->held++;
            }
            click_center(a, ui_tutor_next_button(a));
            continue;
        }
        const YsGame *g = &ui_session_whole(&a->ses)->g;
        int human = !a->ses.animating && ys_to_move(g) == UI_TUTOR_SEAT;
        if (human) {
            /* the human never has to move without the coach asking for it */
            assert_int_equal(s->wait, TU_MOVE);
            YsMove want;
            assert_int_equal(ui_tutor_move(g, s, &want), 0);
            assert_true(ui_tutor_lit(a, &lit, NULL, NULL)); /* the coach lights a spot */
            assert_false(ui_hint_available(a));             /* and no hint names another move */
            int step = a->tutor.step;
            assert_true(plan_and_click(a, &want));
            assert_int_equal(a->tutor.step, step + 1);
            c->moves++;
            continue;
        }
        ui_app_update(a, 0.05f);
        if (a->game.bot.busy) SDL_Delay(1);
    }
    assert_false(a->tutor.on);
    assert_int_equal(a->tutor.step, ui_tutor_count());
}

/* The script's steps of a kind from step `from` on. */
static int script_steps(int from, int wait)
{
    int n = 0;
    for (int i = from; i < ui_tutor_count(); i++)
        n += ui_tutor_step(i)->wait == wait;
    return n;
}

/* The script's winners, against the engine's own events in order. */
static void script_agrees_with_engine(const YsMatch *m)
{
    static YsEvent ev[20000];
    int n = engine_events(m, ev, 20000), k = 0;
    for (int i = 0; i < ui_tutor_count(); i++) {
        const UiTutorStep *s = ui_tutor_step(i);
        if (s->wait != TU_EVENT) continue;
        while (k < n && !ui_tutor_event_is(s, &ev[k]))
            k++;
        assert_true(k < n);
        if (s->winner >= 0) assert_int_equal(ui_tutor_event_winner(&ev[k]), s->winner);
        k++;
    }
}

/* Issue 40: the coach let the player lose the palace of neighbourhood 1, 4
 * to 7, without a word. Every scripted placement either wins its area at
 * the first counting, or is one whose words say why it is still worth it,
 * and that reason holds in the engine's events: its neighbourhood won
 * (TW_NBHD), a market place (TW_MARKET), or only small brokers (0 and 1)
 * left behind the screen (TW_SMALL). */
static void placements_worth_it(const YsMatch *m)
{
    static YsMatch r;
    static YsEventLog log;
    char err[120];
    assert_int_equal(ys_match_new(&r, &m->g.opt, err, sizeof err), 0);
    int area_winner[YS_PLACES], nbhd_winner[YS_NBHDS], place_of[64], step_of[64], behind_before[64], smallest[64],
        np = 0;
    for (int i = 0; i < YS_PLACES; i++)
        area_winner[i] = -2;
    for (int i = 0; i < YS_NBHDS; i++)
        nbhd_winner[i] = -2;
    int step = 0, losing = 0;
    for (int i = 0; i < m->nlog; i++) {
        /* the next scripted placement, if this is the player's */
        while (step < ui_tutor_count() &&
               (ui_tutor_step(step)->wait != TU_MOVE ||
                (strncmp(ui_tutor_step(step)->move, "up ", 3) && strncmp(ui_tutor_step(step)->move, "down ", 5))))
            step++;
        if (step < ui_tutor_count() && ys_to_move(&r.g) == UI_TUTOR_SEAT) {
            YsMove want;
            if (ys_move_parse(&r.g, ui_tutor_step(step)->move, &want, err, sizeof err) == 0 &&
                ys_move_equal(&want, &m->log[i])) {
                int k = 0, big = 0; /* only small ones left: none above 1 */
                for (int v = 0; v < YS_VALUES; v++) {
                    k += r.g.behind[UI_TUTOR_SEAT][v];
                    if (v > 1) big += r.g.behind[UI_TUTOR_SEAT][v];
                }
                smallest[np] = big == 0;
                place_of[np] = want.place, step_of[np] = step, behind_before[np++] = k;
                step++;
            }
        }
        assert_int_equal(ys_apply_traced(&r.g, &m->log[i], &log), 0);
        for (int k = 0; k < log.n; k++) { /* the first counting's winners */
            const YsEvent *e = &log.ev[k];
            if (e->kind == YS_EV_AREA && area_winner[e->area.place] == -2)
                area_winner[e->area.place] = ui_tutor_event_winner(e);
            if (e->kind == YS_EV_NBHD && nbhd_winner[e->nbhd.nbhd] == -2)
                nbhd_winner[e->nbhd.nbhd] = ui_tutor_event_winner(e);
        }
    }
    assert_int_equal(np, 8); /* the eight placements of the script, all played */
    for (int i = 0; i < np; i++) {
        int pl = place_of[i], worth = ui_tutor_step(step_of[i])->worth;
        if (YS_IS_MARKET(pl)) {
            assert_int_equal(worth, TW_MARKET);
            continue;
        }
        assert_true(YS_IS_CITY(pl));
        assert_true(area_winner[pl] != -2);
        if (area_winner[pl] == UI_TUTOR_SEAT) continue;
        losing++;
        if (worth == TW_WINS) print_message("step %d loses its area without a word\n", step_of[i]);
        assert_int_not_equal(worth, TW_WINS);
        assert_int_not_equal(worth, TW_MARKET);
        if (worth == TW_NBHD) assert_int_equal(nbhd_winner[pl / 3], UI_TUTOR_SEAT);
        if (worth == TW_SMALL) assert_true(smallest[i] && behind_before[i] >= 1);
    }
    assert_int_equal(losing, 3); /* the palace of neighbourhood 1, and neighbourhood 3's commerce and port */
}

static void test_guided_game_to_the_end(void **state)
{
    (void)state;
    static const int sizes[2][2] = {{1280, 720}, {1024, 600}}; /* the arrow's room differs */
    for (int z = 0; z < 2; z++) {
        UiApp *a = start(sizes[z][0], sizes[z][1], UI_LANG_EN);
        ui_tutor_start(a);
        assert_true(a->tutor.on && a->tutor.game);
        assert_int_equal(a->scene, SC_GAME);
        CoachRun c;
        coach_to_end(a, &c);
        assert_int_equal(c.steps_seen, ui_tutor_count());
        assert_int_equal(c.moves, script_steps(0, TU_MOVE));
        assert_int_equal(c.held, script_steps(0, TU_EVENT));
        assert_int_equal(c.said_ok, c.held);
        assert_int_equal(c.lit_events, c.held); /* every counting event the coach shows lights its spot, checked */
        assert_true(c.waited > 20);             /* the others moved, and the counting went on, between steps */
        printf("%dx%d: the coach's box showed the log's newest line in %d frames\n", sizes[z][0], sizes[z][1],
               log_shown);
        assert_true(log_shown > 100); /* the log traced in the box through the game */
        log_shown = 0;
        script_agrees_with_engine(ui_session_whole(&a->ses));
        placements_worth_it(ui_session_whole(&a->ses));
        if (!z) play_to_end(a, 5);
        ui_app_free(a);
    }
}

/* The app in a folder of the player's own, as a player starts it. */
static UiApp *start_in(const char *dir)
{
    UiApp *a = start(1280, 720, UI_LANG_EN);
    ui_app_open(a, dir, UI_LANG_EN);
    a->set.bot_pace_ms = 0;
    return a;
}

/* The guided game's seats: the player and two easy bots, as dealt. */
static void seats_as_dealt(const UiApp *a)
{
    YsOptions o;
    UiSeat want[YS_MAX_HUMANS];
    ui_tutor_deal(&o, want);
    for (int s = 0; s < UI_TUTOR_PLAYERS; s++) {
        assert_int_equal(a->ses.seat[s].human, want[s].human);
        assert_int_equal(a->ses.seat[s].level, want[s].level);
        assert_string_equal(a->ses.seat[s].name, want[s].name);
    }
}

/* A save that says "guided" of another game, or a step the script does not
 * have, gets no coach: the coach would wait for moves that cannot come. */
static void test_resume_refuses_other_games(void **state)
{
    (void)state;
    static YsMatch m;
    YsOptions o;
    UiSeat seat[YS_MAX_HUMANS];
    char err[120];
    UiTutor t = {.step = 42};
    ui_tutor_deal(&o, seat);
    assert_int_equal(ys_match_new(&m, &o, err, sizeof err), 0);
    assert_int_equal(ui_tutor_resume(&t, &m, ui_tutor_count()), -1);
    assert_int_equal(ui_tutor_resume(&t, &m, -2), -1);
    assert_int_equal(t.step, 42);
    assert_int_equal(ui_tutor_resume(&t, &m, 3), 0);
    assert_true(t.on && t.game && t.step == 3);
    assert_int_equal(ui_tutor_resume(&t, &m, -1), 0);
    assert_true(!t.on && t.game);
    o.seed = 12; /* another deal */
    assert_int_equal(ys_match_new(&m, &o, err, sizeof err), 0);
    t.step = 42;
    assert_int_equal(ui_tutor_resume(&t, &m, 3), -1);
    assert_int_equal(t.step, 42);
    ui_tutor_deal(&o, seat);
    o.nbhds = 4; /* the same seed, other options */
    assert_int_equal(ys_match_new(&m, &o, err, sizeof err), 0);
    assert_int_equal(ui_tutor_resume(&t, &m, 3), -1);
}

static void test_resume_keeps_the_coach(void **state)
{
    (void)state;
    /* the player's third coached move: the game is under way */
    int step = -1;
    for (int i = 0, moves = 0; i < ui_tutor_count() && step < 0; i++)
        if (ui_tutor_step(i)->wait == TU_MOVE && ++moves == 3) step = i;
    assert_true(step > 0);
    const char *dir = fresh_dir("tutor_resume");
    UiApp *a = start_in(dir);
    /* a stale seats file of an earlier game must not be taken for this one's */
    ui_app_setup_defaults(a, 4);
    assert_int_equal(ui_app_start_game(a), 0);
    assert_int_equal(ui_drive_tutorial(a, step), 0);
    int nlog = ui_session_whole(&a->ses)->nlog;
    assert_true(nlog > 3);
    ui_app_free(a);

    /* quit, start again, Continue: the same game with its coach, at its step */
    a = start_in(dir);
    assert_true(a->has_autosave);
    assert_int_equal(ui_app_continue(a), 0);
    assert_int_equal(ui_session_whole(&a->ses)->nlog, nlog);
    seats_as_dealt(a);
    assert_true(a->tutor.on && a->tutor.game);
    assert_int_equal(a->tutor.step, step);
    /* and the story goes on as the script tells it: the bots are the same */
    CoachRun c;
    coach_to_end(a, &c);
    assert_int_equal(c.steps_seen, ui_tutor_count() - step);
    assert_int_equal(c.moves, script_steps(step, TU_MOVE));
    assert_int_equal(c.held, script_steps(step, TU_EVENT));
    script_agrees_with_engine(ui_session_whole(&a->ses));
    ui_app_free(a);

    /* skipped, the lessons stay skipped after Continue; the bots stay seeded */
    dir = fresh_dir("tutor_skipped");
    a = start_in(dir);
    assert_int_equal(ui_drive_tutorial(a, step), 0);
    click_center(a, ui_tutor_skip_button(a));
    assert_false(a->tutor.on);
    ui_app_free(a);
    a = start_in(dir);
    assert_int_equal(ui_app_continue(a), 0);
    seats_as_dealt(a);
    assert_false(a->tutor.on);
    assert_true(a->tutor.game);
    play_to_end(a, 9);
    ui_app_free(a);
}

static void test_skip_at_every_step(void **state)
{
    (void)state;
    for (int step = 0; step < ui_tutor_count(); step++) {
        UiApp *a = start(1024, 600, UI_LANG_EN);
        assert_int_equal(ui_drive_tutorial(a, step), 0);
        assert_int_equal(a->tutor.step, step);
        click_center(a, ui_tutor_skip_button(a));
        assert_false(a->tutor.on);
        assert_false(a->tutor.held);
        /* a normal game: the story goes on, clicks act as in any game */
        play_to_end(a, 100 + (uint64_t)step);
        ui_app_free(a);
    }
}

static void test_clicks_elsewhere_change_nothing(void **state)
{
    (void)state;
    UiApp *a = start(1280, 720, UI_LANG_EN);
    int tried_moves = 0, refused = 0;
    for (int step = 0; step < ui_tutor_count(); step++) {
        assert_int_equal(ui_drive_tutorial(a, step), 0);
        const UiTutorStep *s = ui_tutor_current(&a->tutor);
        YsMove want;
        int is_move = s->wait == TU_MOVE;
        if (is_move) assert_int_equal(ui_tutor_move(&ui_session_whole(&a->ses)->g, s, &want), 0);
        tried_moves += is_move;
        UiRect keep[6] = {ui_tutor_skip_button(a), ui_tutor_next_button(a), a->L.btn_menu,
                          a->L.btn_pace,           ui_hint_button(a),       a->L.btn_skip};
        for (int y = 4; y < a->out_h; y += 23)
            for (int x = 4; x < a->out_w; x += 29) {
                int skip = 0;
                for (int i = 0; i < 6; i++)
                    skip |= ui_in(keep[i], x, y);
                if (skip) continue;
                int nlog = ui_session_whole(&a->ses)->nlog;
                UiPick before = a->game.pick;
                ui_app_click(a, x, y);
                assert_int_equal(a->scene, SC_GAME);
                if (is_move && ui_session_whole(&a->ses)->nlog != nlog) {
                    /* the one click that makes the wanted move (a seat): played, step done */
                    assert_int_equal(ui_session_whole(&a->ses)->nlog, nlog + 1);
                    assert_true(ys_move_equal(&ui_session_whole(&a->ses)->log[nlog], &want));
                    assert_int_equal(a->tutor.step, step + 1);
                    x = y = 1 << 20;
                    continue;
                }
                assert_int_equal(a->tutor.step, step);
                if (!is_move) { /* nothing but Next moves an explanation on */
                    assert_int_equal(ui_session_whole(&a->ses)->nlog, nlog);
                    assert_int_equal(a->tutor.wrong, TX_WRONG_NEXT);
                    continue;
                }
                if (!memcmp(&before, &a->game.pick, sizeof before)) {
                    assert_int_equal(a->tutor.wrong, TX_WRONG_MOVE);
                    refused++;
                } else {
                    /* a click toward the wanted move: the pick can still become it */
                    assert_true(ui_pick_matches(&a->game.pick, &want));
                    assert_int_equal(a->tutor.wrong, 0);
                    ui_pick_clear(&a->game.pick);
                    ui_app_targets(a);
                }
            }
        ui_app_free(a);
        a = start(1280, 720, UI_LANG_EN);
    }
    assert_true(tried_moves >= 10);
    assert_true(refused > 1000);
    ui_app_free(a);
}

/* While the coach speaks of the card the player won, the card finishes its
 * flight into the hand: nothing stays frozen over the players' rows (it
 * hung between the palace and the panels, over the bid brokers, until
 * Next), and the step stays held for the coach. */
static void test_held_card_lands_in_the_hand(void **state)
{
    (void)state;
    static const int size[2][2] = {{1280, 720}, {1024, 600}};
    int found = 0;
    for (int z = 0; z < 2; z++)
        for (int step = 0; step < ui_tutor_count(); step++) {
            const UiTutorStep *s = ui_tutor_step(step);
            if (s->wait != TU_EVENT || s->ev != YS_EV_CARD) continue;
            UiApp *a = start(size[z][0], size[z][1], UI_LANG_EN);
            assert_int_equal(ui_drive_tutorial(a, step), 0);
            assert_true(a->tutor.held);
            /* the app's clock runs while the player reads: up to 30 seconds */
            for (int i = 0; i < 600; i++)
                ui_app_update(a, 0.05f);
            assert_int_equal(a->tutor.step, step);
            assert_true(a->tutor.held);
            const UiAnimStep *cur = NULL;
            assert_true(ui_session_story(&a->ses, &cur) && cur);
            UiRect r = dr_card_flight(a, dr_shown(a), cur);
            assert_true(r.w > 0);
            UiRect h = a->L.hand;
            assert_true(r.x >= h.x && r.y >= h.y && r.x + r.w <= h.x + h.w && r.y + r.h <= h.y + h.h);
            for (int p = 0; p < a->ses.view.seats; p++)
                assert_false(ui_overlap(r, a->L.pl_row[p]));
            assert_false(ui_overlap(r, a->L.front));
            found++;
            if (getenv("YS_TUTOR_SHOTS")) { /* to look at: the card landed */
                char path[512];
                snprintf(path, sizeof path, "%s/card_held_%dx%d.png", getenv("YS_TUTOR_SHOTS"), size[z][0], size[z][1]);
                ui_app_draw(a);
                assert_int_equal(ui_app_shot(a, path), 0);
            }
            ui_app_free(a);
        }
    assert_int_equal(found, 2);
}

static void test_words_fit_in_four_languages(void **state)
{
    (void)state;
    static const int sizes[2][2] = {{1024, 600}, {1280, 720}};
    for (int lang = 0; lang < UI_LANG_COUNT; lang++) {
        for (int id = 0; id < TX_COUNT; id++) {
            const char *s = ui_tutor_text_in(lang, id);
            assert_non_null(s);
            if (!s[0]) fail_msg("text %d is missing in language %d", id, lang);
            if (lang != UI_LANG_EN && !strcmp(s, ui_tutor_text_in(UI_LANG_EN, id)))
                fail_msg("text %d of language %d is the English one", id, lang);
        }
        for (int z = 0; z < 2; z++) {
            UiApp *a = start(sizes[z][0], sizes[z][1], (UiLang)lang);
            ui_tutor_start(a);
            assert_true(ui_tutor_px(a) >= 12);
            assert_true(ui_tutor_label_fits(a, ui_tutor_text(TX_NEXT)));
            assert_true(ui_tutor_label_fits(a, ui_tutor_text(TX_SKIP)));
            const char *lines[4] = {ui_tutor_text(TX_WRONG_MOVE), ui_tutor_text(TX_WRONG_NEXT), ui_tutor_text(TX_WAIT),
                                    ui_tutor_text(TX_WATCH)};
            /* each step in its real state: the event's caption as told in that language */
            for (int step = 0; step < ui_tutor_count(); step++) {
                assert_int_equal(ui_drive_tutorial(a, step), 0);
                const UiTutorStep *s = ui_tutor_current(&a->tutor);
                for (int l = 0; l < 4; l++) {
                    int over = ui_tutor_words(a, ui_tutor_text(s->text), a->tutor.said, lines[l], 0);
                    if (over > 0)
                        fail_msg("step %d (text %d) overflows by %d px at %dx%d in language %d", step, s->text, over,
                                 sizes[z][0], sizes[z][1], lang);
                }
                ui_app_free(a);
                a = start(sizes[z][0], sizes[z][1], (UiLang)lang);
            }
            ui_app_free(a);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guided_game_to_the_end),      cmocka_unit_test(test_resume_keeps_the_coach),
        cmocka_unit_test(test_resume_refuses_other_games),  cmocka_unit_test(test_clicks_elsewhere_change_nothing),
        cmocka_unit_test(test_words_fit_in_four_languages), cmocka_unit_test(test_skip_at_every_step),
        cmocka_unit_test(test_held_card_lands_in_the_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
