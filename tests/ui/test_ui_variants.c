/* test_ui_variants.c - what the screen says in 2- and 3-player games
 * (issue 13), headless with the dummy video driver: the closed market row 1
 * says it is closed and why; the neutral player, who does not bid, is left
 * out of the revealed bids, and a character it takes is said to be
 * discarded for a gem. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "audited.h"
#include "busy.h"
#include "draw.h"
#include "ui/session_new.h"

static UiApp app;

static UiApp *start(int players)
{
    UiApp *a = &app;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
    ui_app_set_lang(a, UI_LANG_EN);
    ui_app_setup_defaults(a, players);
    a->setup.nbhds4 = 0;
    snprintf(a->setup.seed, sizeof a->setup.seed, "5");
    assert_int_equal(ui_app_start_game(a), 0);
    return a;
}

static void row_gem_tip(UiApp *a, int row, char *buf, int len)
{
    UiRect r = a->L.row_gem[row];
    UiHit h = ui_hit_test(&a->L, &a->ses.view, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(h.kind, HIT_ROW_GEM);
    dr_tooltip_text(a, &a->ses.view, h, buf, len);
}

static void test_closed_row(void **state)
{
    (void)state;
    char buf[240];
    UiApp *a = start(3);
    row_gem_tip(a, 1, buf, sizeof buf);
    assert_non_null(strstr(buf, "closed with 2 or 3 players"));
    UiRect c = a->L.cell[4]; /* row 1, blue */
    UiHit h = ui_hit_test(&a->L, &a->ses.view, c.x + c.w / 2, c.y + c.h / 2);
    dr_tooltip_text(a, &a->ses.view, h, buf, sizeof buf);
    assert_non_null(strstr(buf, "closed with 2 or 3 players"));
    ui_app_free(a);
    a = start(4);
    row_gem_tip(a, 1, buf, sizeof buf);
    assert_null(strstr(buf, "closed"));
    ui_app_free(a);
}

static void test_neutral_words(void **state)
{
    (void)state;
    int bids = 0, discarded = 0;
    static UiSession s;
    static YsMoveList ml;
    for (uint64_t seed = 1; seed <= 12 && (!bids || !discarded); seed++) {
        memset(&s, 0, sizeof s);
        YsOptions o;
        ys_options_default(&o);
        o.players = 2, o.nbhds = 3, o.seed = seed;
        UiSeat seat[YS_MAX_HUMANS];
        memset(seat, 0, sizeof seat);
        for (int i = 0; i < YS_MAX_HUMANS; i++)
            seat[i].colour = i, snprintf(seat[i].name, sizeof seat[i].name, "P%d", i);
        char err[160];
        assert_int_equal(session_new(&s, &o, seat, 1, err, sizeof err), 0);
        uint64_t rng = seed;
        while (!ys_over(&ui_session_whole(&s)->g)) {
            ys_legal(&ui_session_whole(&s)->g, &ml);
            ui_session_play(&s, &ml.m[ys_rng_below(&rng, (uint32_t)ml.n)]);
            for (int i = 0; i < s.anim.n; i++) {
                const UiAnimStep *st = &s.anim.q[i];
                if (st->ev.kind == YS_EV_BIDS) {
                    bids++;
                    assert_null(strstr(st->caption, s.names[2])); /* "Neutral" bids nothing */
                }
                if (st->ev.kind == YS_EV_CARD && st->ev.card.discarded) {
                    discarded++;
                    assert_non_null(strstr(st->caption, "discards it for a gem"));
                }
            }
            ui_session_fast_forward(&s);
        }
        ui_session_close(&s);
    }
    assert_true(bids > 0);
    assert_true(discarded > 0);
}

static int down_values_drawn; /* face-down brokers drawn with their values */

/* The brokers and cards drawn as each player's own (behind the screen, the
 * neutral brokers a human holds, the hand), by owner and value or card. */
static int held_drawn[YS_MAX_SEATS][3][YS_CHARACTER_COUNT];

static void count_held(void *ud, int what, int owner, int viewer, int value)
{
    (void)ud, (void)viewer;
    int k = what == TR_BEHIND ? 0 : what == TR_NEUTRAL ? 1 : what == TR_HAND ? 2 : -1;
    if (k >= 0 && owner >= 0 && owner < YS_MAX_SEATS && value >= 0 && value < YS_CHARACTER_COUNT)
        held_drawn[owner][k][value]++;
}

/* Whether the frame draws every player's screen and hand as the view holds
 * them (or, when none, that it draws none). */
static void draws_every_screen(UiApp *a, int expected)
{
    memset(held_drawn, 0, sizeof held_drawn);
    a->trace = count_held;
    ui_app_draw(a);
    a->trace = NULL;
    const YsView *v = &a->ses.view;
    int held = 0;
    for (int p = 0; p < v->opt.players; p++) {
        for (int val = 0; val < YS_VALUES; val++) {
            int want = expected ? v->behind[p][val] : 0,
                want_n = expected && v->opt.players == 2 ? v->neutral_supply[p][val] : 0;
            if (held_drawn[p][0][val] != want || held_drawn[p][1][val] != want_n)
                fail_msg("player %d, value %d: %d behind the screen and %d neutral drawn, the view holds %d and %d", p,
                         val, held_drawn[p][0][val], held_drawn[p][1][val], want, want_n);
            held += want;
        }
        for (int c = 0; c < YS_CHARACTER_COUNT; c++)
            if (held_drawn[p][2][c] != (expected && (v->hand[p] >> c & 1)))
                fail_msg("player %d: card %d drawn %d times", p, c, held_drawn[p][2][c]);
    }
    assert_true(!expected || held > 0);
}

static void count_down_values(void *ud, int what, int owner, int viewer, int value)
{
    (void)ud, (void)owner, (void)viewer;
    down_values_drawn += what == TR_BOARD_DOWN && value >= 0;
}

/* Whether the frame draws words of the line's owner's text that its public
 * text does not have (a fragment of a wrapped line, 4 bytes or more). */
static int draws_owners_words(UiApp *a, const UiLogLine *l)
{
    const UiTextAudit *au = draw_audited(a);
    int n = 0;
    for (int i = 0; i < au->n; i++)
        n += strlen(au->rec[i].s) >= 4 && strstr(l->text, au->rec[i].s) && !strstr(l->pub, au->rec[i].s);
    return n;
}

/* Replay of a finished game seen by "Everything": the panel says so, every
 * player's hidden brokers are counted from move 0 (issue 13.4), and the
 * face-down brokers on the board and in the throne room show their values,
 * as the panel says ("every value is shown, hidden ones included"), and so
 * do the log and the replay's bar. */
static void test_replay_referee(void **state)
{
    (void)state;
    UiApp *a = start(4);
    assert_int_equal(ui_drive_scene(a, "end_tie", 1), 0);
    ui_replay_start(a, ui_session_whole(&a->ses));
    ui_replay_goto(a, 0);
    assert_int_equal(a->scene, SC_REPLAY);
    assert_true(a->ses.referee);
    for (int s = 0; s < a->ses.view.opt.players; s++)
        assert_true(a->ses.view.behind_count[s] > 0);
    int down = 0, k = 0;
    for (; k < a->rp.full->nlog && !down; k++) { /* a move with face-down brokers of several players */
        ui_replay_goto(a, k);
        int owners = 0;
        for (int i = 0; i < YS_POOL; i++)
            if (a->ses.view.pool[i].place != YS_NONE && !a->ses.view.pool[i].up)
                owners |= 1 << a->ses.view.pool[i].owner;
        down = owners && (owners & (owners - 1));
    }
    assert_true(down);
    a->trace = count_down_values;
    ui_app_draw(a);
    a->trace = NULL;
    print_message("move %d: %d face-down brokers drawn with their values\n", k, down_values_drawn);
    assert_true(down_values_drawn >= 2);
    /* and the log and the replay's bar tell the values: a face-down
     * placement's line reads as its owner's */
    const UiLogLine *l = NULL;
    for (k = 1; k <= a->rp.full->nlog && !l; k++) {
        if (a->rp.full->log[k - 1].kind != YS_MV_DOWN) continue;
        ui_replay_goto(a, k);
        for (int i = a->ses.nlog - 1; i >= 0 && i >= a->ses.nlog - 3 && !l; i--)
            if (a->ses.log[i % UI_LOG_MAX].owner >= 0) l = &a->ses.log[i % UI_LOG_MAX];
    }
    assert_non_null(l);
    UiLogLine told = *l;
    print_message("after %d moves: \"%s\"\n", k - 1, told.text);
    assert_true(draws_owners_words(a, &told) >= 1);
    /* every player's screen and hand, which "Everything" promises: at the
     * start, halfway (cards in hand) and at the end */
    for (int at = 0; at <= 2; at++) {
        ui_replay_goto(a, a->rp.full->nlog * at / 2);
        draws_every_screen(a, 1);
    }
    ui_replay_goto(a, k - 1);
    ui_replay_set_viewer(a, -1); /* the public view */
    assert_false(a->ses.referee);
    assert_int_equal(draws_owners_words(a, &told), 0);
    draws_every_screen(a, 0);
    for (int s = 0; s < a->ses.view.opt.players; s++)
        assert_true(a->ses.view.behind_count[s] > 0);
    ui_app_free(a);
    /* with 2 players, the neutral brokers each human holds too */
    a = start(2);
    assert_int_equal(ui_drive_scene(a, "end_neutral", 1), 0);
    assert_int_equal(a->ses.view.opt.players, 2);
    ui_replay_start(a, ui_session_whole(&a->ses));
    assert_true(a->ses.referee);
    for (int at = 0; at <= 2; at++) {
        ui_replay_goto(a, a->rp.full->nlog * at / 3);
        draws_every_screen(a, 1);
    }
    ui_app_free(a);
}

/* The ways a replay's View button offers, from the public view round. */
static int viewers_offered(UiApp *a, int *seen)
{
    int n = 0;
    ui_replay_set_viewer(a, -1);
    for (int k = 0; k < 12; k++) {
        ui_replay_next_viewer(a);
        if (a->ses.referee)
            seen[YS_MAX_SEATS] = 1;
        else if (a->ses.viewer >= 0)
            seen[a->ses.viewer] = 1;
        n++;
    }
    return n;
}

/* A replay of a game not finished (a save's Replay, reachable from the menu
 * in the middle of a hot-seat game) shows no player's hidden brokers to
 * the others: with several humans only the public view, with one human
 * that human's own too; a finished game every player's and the referee's. */
static void test_replay_keeps_a_game_under_way_secret(void **state)
{
    (void)state;
    for (int humans = 1; humans <= 3; humans++) {
        UiApp *a = &app;
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
        SDL_setenv("YS_SOFTWARE", "1", 1);
        assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, 1280, 720, SDL_WINDOW_HIDDEN), 0);
        ui_app_setup_defaults(a, 4);
        for (int s = 0; s < 4; s++)
            a->setup.seat[s].human = s < humans;
        assert_int_equal(ui_app_start_game(a), 0);
        ui_replay_start(a, ui_session_whole(&a->ses)); /* at its first move: not finished */
        int seen[YS_MAX_SEATS + 1] = {0};
        viewers_offered(a, seen);
        for (int s = 0; s < 4; s++)
            if (seen[s] && !(humans == 1 && s == 0))
                fail_msg("%d human(s), a game under way: the replay shows seat %d's hidden brokers", humans, s);
        assert_false(seen[YS_MAX_SEATS]);
        if (humans == 1) assert_true(seen[0]); /* the one human's own */
        ui_app_free(a);
    }
    UiApp *a = start(4);
    assert_int_equal(ui_drive_scene(a, "end_tie", 1), 0);
    ui_replay_start(a, ui_session_whole(&a->ses));
    int seen[YS_MAX_SEATS + 1] = {0};
    viewers_offered(a, seen);
    for (int s = 0; s < 4; s++)
        assert_true(seen[s]);
    assert_true(seen[YS_MAX_SEATS]);
    ui_app_free(a);
}

/* The end screen's turning points end with the winner taking the lead:
 * the engine's winner, a tie on gold broken by gems included (Green won on
 * gems at 79 gold each, yet the last turning point was Purple's, as the
 * screen counted only gold), and the last of them, not the first four,
 * where the lead changed more often. */
static void test_turning_points_end_with_the_winner(void **state)
{
    (void)state;
    static const struct {
        const char *scene;
        int players;
        uint64_t seed;
    } ends[] = {{"end_tie", 4, 1}, {"end_neutral", 2, 1}, {"end", 4, 1}, {"end", 4, 2}, {"end", 4, 3},
                {"end", 3, 4},     {"end", 3, 5},         {"end", 2, 6}, {"end", 4, 8}, {"end", 4, 9}};
    for (size_t k = 0; k < sizeof ends / sizeof ends[0]; k++) {
        UiApp *a = start(ends[k].players);
        assert_int_equal(ui_drive_scene(a, ends[k].scene, ends[k].seed), 0);
        assert_int_equal(a->scene, SC_END);
        const YsResult *r = &a->ses.result;
        const UiTextAudit *au = draw_audited(a);
        const char *last = NULL;
        int points = 0;
        for (int i = 0; i < au->n; i++)
            if (!strncmp(au->rec[i].s, "Turn ", 5) && strstr(au->rec[i].s, " takes the lead ("))
                last = au->rec[i].s, points++;
        assert_non_null(last);
        char want[64];
        snprintf(want, sizeof want, ": %s takes the lead", a->ses.names[r->winners[0]]);
        print_message("%s %llu: %d turning points, the last \"%s\"\n", ends[k].scene, (unsigned long long)ends[k].seed,
                      points, last);
        if (r->nwinners == 1 && !strstr(last, want))
            fail_msg("%s, seed %llu: %s won, yet the last turning point is \"%s\"", ends[k].scene,
                     (unsigned long long)ends[k].seed, a->ses.names[r->winners[0]], last);
        ui_app_free(a);
    }
}

/* Prompts that explain themselves (issue 13.5): tied columns are named with
 * what their places are worth; a port holding just the gems to take asks
 * only for the white gem's colour, and one click plays the move. */
static void test_prompts(void **state)
{
    (void)state;
    UiApp *a = start(4);
    static YsGame g;
    static YsView v;
    static YsMoveList ml;
    static UiTargets t;
    int ranks = 0, forced = 0;
    for (uint64_t seed = 1; seed <= 300 && (ranks < 3 || forced < 3); seed++) {
        YsOptions o;
        ys_options_default(&o);
        o.players = 3, o.nbhds = 3, o.seed = seed;
        assert_int_equal(ys_new(&g, &o, NULL, 0), 0);
        ui_layout_compute(&a->L, a->out_w, a->out_h, 3, 3, 0);
        uint64_t rng = seed;
        while (!ys_over(&g)) {
            int to = ys_to_move(&g);
            if (to >= 0 && to < 3 && (g.dec == YS_DEC_RANK || g.dec == YS_DEC_TAKE)) {
                ys_view(&g, to, &v);
                ys_legal(&v, &ml);
                UiPick pk;
                ui_pick_clear(&pk);
                ui_input_targets(&a->L, &v, &ml, &pk, &t);
                if (g.dec == YS_DEC_RANK) {
                    ranks++;
                    assert_non_null(strstr(t.prompt_text, "Tied: "));
                    assert_true(strstr(t.prompt_text, "+2") || strstr(t.prompt_text, "+1") ||
                                strstr(t.prompt_text, "-1"));
                } else if (ys_take_port(&g) >= 0) {
                    int in_port = 0, need = ml.m[0].n;
                    for (int c = 0; c < 6; c++)
                        in_port += v.port_gems[ys_take_port(&v)][c];
                    if (in_port == need && v.port_gems[ys_take_port(&v)][YS_WHITE]) {
                        forced++;
                        assert_int_equal(t.prompt, S_P_TAKE_WHITE);
                        UiRect r = t.btn[0].r;
                        YsMove m;
                        assert_int_equal(ui_input_click(&a->L, &v, &ml, &pk, r.x + r.w / 2, r.y + r.h / 2, &m),
                                         UI_IN_MOVE);
                    }
                }
            }
            ys_legal(&g, &ml);
            ys_apply(&g, &ml.m[ys_rng_below(&rng, (uint32_t)ml.n)]);
        }
    }
    assert_true(ranks >= 3);
    assert_true(forced >= 1);
    ui_app_free(a);
}

/* A click while a story is told finishes it and acts (issue 13.6): the
 * human to bid clicks a broker behind the screen during an animation, and
 * the broker is picked. */
static void test_click_during_story(void **state)
{
    (void)state;
    UiApp *a = start(4);
    assert_int_equal(ui_drive_scene(a, "start", 7), 0);
    assert_int_equal(ui_session_whole(&a->ses)->g.dec, YS_DEC_BID);
    assert_int_equal(a->ses.viewer, 0);
    UiAnimStep *st = ui_anim_push(&a->ses.anim, AN_PAUSE, 5.0f); /* a story under way */
    assert_non_null(st);
    a->ses.animating = 1;
    UiRect r = ui_layout_behind(&a->L, 0, a->ses.view.behind_count[0]);
    ui_app_click(a, r.x + r.w / 2, r.y + r.h / 2);
    assert_false(a->ses.animating);
    assert_int_equal(a->game.pick.mode, PM_BID);
    ui_app_free(a);
}

/* The steps whose captions say who ranked where but not what it brings
 * tell the rule under the caption: the bids (the turn order), a
 * neighbourhood's ranking (the ship's gems, 4 of them with 4 players, 3
 * with 3), the market's columns (the quotations) and King's Favor's
 * throne room (what it scores), whole, in every language and at both
 * sizes. */
static void test_counting_tells_its_rules(void **state)
{
    (void)state;
    static const struct {
        int players, w, h;
        UiLang lang;
    } runs[] = {{4, 1280, 720, UI_LANG_EN}, {4, 1024, 600, UI_LANG_DE}, {4, 1024, 600, UI_LANG_FR},
                {4, 1024, 600, UI_LANG_PL}, {3, 1024, 600, UI_LANG_EN}, {3, 1024, 600, UI_LANG_DE}};
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("YS_SOFTWARE", "1", 1);
    for (size_t k = 0; k < sizeof runs / sizeof runs[0]; k++) {
        UiApp *a = &app;
        assert_int_equal(ui_app_init(a, YS_SOURCE_ASSETS, runs[k].w, runs[k].h, SDL_WINDOW_HIDDEN), 0);
        ui_app_set_lang(a, runs[k].lang);
        ui_app_setup_defaults(a, runs[k].players);
        a->setup.nbhds4 = 0;
        a->setup.kings_favor = runs[k].players == 3; /* its throne room's step */
        snprintf(a->setup.seed, sizeof a->setup.seed, "9");
        assert_int_equal(ui_app_start_game(a), 0);
        ui_app_demo(a, runs[k].players);
        a->driven = 1; /* the test plays every move: the game's own bot thread stays idle */
        static YsMoveList ml;
        uint64_t rng = 11;
        /* bit 0: a neighbourhood's rule, 1: the columns', 2: the bids', 3: the throne room's */
        int told = 0, all = a->setup.kings_favor ? 15 : 7, played = 0;
        while (told != all && !ys_over(&ui_session_whole(&a->ses)->g)) {
            while (a->ses.animating) {
                const UiAnimStep *st = ui_anim_cur(&a->ses.anim);
                int kind = st->kind == AN_EVENT ? st->ev.kind : -1;
                if (kind == YS_EV_BIDS || kind == YS_EV_NBHD || kind == YS_EV_COLUMNS || kind == YS_EV_THRONE) {
                    UiStrId want = kind == YS_EV_THRONE    ? S_OPT_HELP_KINGS_FAVOR
                                   : kind == YS_EV_BIDS    ? S_RULE_BIDS
                                   : kind == YS_EV_COLUMNS ? S_RULE_COLUMNS
                                   : runs[k].players == 4  ? S_RULE_NBHD_4
                                                           : S_RULE_NBHD_3;
                    const char *rule = ui_str(want);
                    const UiTextAudit *au = draw_audited(a);
                    int lines = 0, clipped = 0;
                    for (int i = 0; i < au->n; i++) {
                        size_t n = strlen(au->rec[i].s);
                        if (n >= 8 && strstr(rule, au->rec[i].s)) lines++, clipped |= au->rec[i].clipped;
                    }
                    if (lines < 2 || clipped)
                        fail_msg("%dp %dx%d %s: the rule \"%s\" is %s", runs[k].players, runs[k].w, runs[k].h,
                                 ui_lang_code(runs[k].lang), rule, clipped ? "cut short" : "not told");
                    told |= kind == YS_EV_THRONE ? 8 : kind == YS_EV_BIDS ? 4 : kind == YS_EV_NBHD ? 1 : 2;
                }
                as_if_busy(a); /* the same game however long a frame takes */
                ui_app_update(a, st->dur * a->ses.anim.pace + 0.01f);
            }
            /* every move is the test's: none the game's own bot played when it was done in time */
            assert_int_equal(ui_session_whole(&a->ses)->nlog, played);
            ys_legal(&ui_session_whole(&a->ses)->g, &ml);
            assert_int_equal(ui_app_play_move(a, &ml.m[ys_rng_below(&rng, (uint32_t)ml.n)]), 0);
            played++;
        }
        assert_int_equal(told, all);
        ui_app_free(a);
    }
    ui_app_set_lang(NULL, UI_LANG_EN);
}

/* A click during the last move's counting skips it, but the final scoring
 * still gets its own scene (issue 10.3). */
static void test_skip_keeps_final(void **state)
{
    (void)state;
    UiApp *a = start(4);
    ui_app_demo(a, 4); /* bots only: the moves below are played for them */
    a->driven = 1;     /* and by the test alone, however long a frame takes */
    static YsMoveList ml;
    uint64_t rng = 3;
    while (!ys_over(&ui_session_whole(&a->ses)->g)) {
        ui_app_fast_forward(a);
        ys_legal(&ui_session_whole(&a->ses)->g, &ml);
        assert_int_equal(ui_app_play_move(a, &ml.m[ys_rng_below(&rng, (uint32_t)ml.n)]), 0);
    }
    assert_true(a->ses.animating);
    assert_true(a->ses.final_step > 0);
    assert_true(a->ses.anim.head < a->ses.final_step);
    ui_app_click(a, a->out_w / 2, a->out_h / 2);
    ui_app_update(a, 0);
    assert_int_equal(a->scene, SC_FINAL);
    ui_app_click(a, a->out_w / 2, a->out_h / 2); /* and a click there skips to the end */
    assert_int_equal(a->scene, SC_END);
    ui_app_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_closed_row),
                                       cmocka_unit_test(test_neutral_words),
                                       cmocka_unit_test(test_replay_referee),
                                       cmocka_unit_test(test_turning_points_end_with_the_winner),
                                       cmocka_unit_test(test_counting_tells_its_rules),
                                       cmocka_unit_test(test_replay_keeps_a_game_under_way_secret),
                                       cmocka_unit_test(test_prompts),
                                       cmocka_unit_test(test_click_during_story),
                                       cmocka_unit_test(test_skip_keeps_final)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
