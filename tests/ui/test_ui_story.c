/* test_ui_story.c - one timeline, headless (the session alone, no SDL): in
 * seeded random games of every size, at every step of every move's story
 * (placements, counting, the final scoring) the log's last line is the
 * caption of the step being told, so the log never runs ahead of the
 * narration; and once a story is told, the view shown (the view before the
 * move with the effects of its events) has the scores, gems, quotations,
 * ports, brokers on the board (each one's owner, value and face) and the
 * brokers its viewer holds of the view after the move, told to a spectator
 * and to a player, so the board tells the whole change as it happens; a
 * gem choice is told once, by the gems taken; and gems are told with where
 * they came from (a ship, a port, a palace, a market row, a character);
 * and a pass says that no character card was played. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session.h"
#include "ui/session_new.h"
#include "ui_text.h"

static const char *last_line(const UiSession *s, int viewer)
{
    if (s->nlog <= 0) return "";
    const UiLogLine *l = &s->log[(s->nlog - 1) % UI_LOG_MAX];
    const char *t = l->owner >= 0 && l->owner == viewer ? l->text : l->pub;
    return t[0] == '*' ? t + 1 : t;
}

static int throne_swaps; /* Magicians' swaps with the throne room told */

static void same_as_after(const UiSession *s, int card_moved, int new_turn)
{
    const YsView *d = &s->disp, *v = &s->view;
    throne_swaps += card_moved;
    for (int p = 0; p < v->seats; p++) {
        if (d->score[p] != v->score[p])
            fail_msg("seat %d: score shown %d, after the move %d", p, d->score[p], v->score[p]);
        for (int c = 0; c < 5; c++)
            if (d->gems[p][c] != v->gems[p][c])
                fail_msg("seat %d colour %d: gems shown %d, after %d", p, c, d->gems[p][c], v->gems[p][c]);
    }
    for (int c = 0; c < YS_COLOURS; c++)
        if (d->quotation[c] != v->quotation[c])
            fail_msg("colour %d: quotation shown %d, after %d", c, d->quotation[c], v->quotation[c]);
    /* the board too: a counted neighbourhood's brokers and the market's
     * leave it as the story tells their counting done, not when the story
     * ends (neighbourhood 3 stayed full while the market was counted), the
     * throne room's when they are sent, a Magician's swap with the throne
     * room's as it is played (both face down, a value kept only where the
     * viewer may know it; before, it arrived when the story ended) */
    for (int pl = 0; pl < YS_PLACES; pl++) {
        if (d->priv.plen[pl] != v->priv.plen[pl])
            fail_msg("place %d: %d brokers shown, %d after the move", pl, d->priv.plen[pl], v->priv.plen[pl]);
        /* the same brokers in the same order (a Herald's or Magician's) */
        for (int i = 0; i < d->priv.plen[pl]; i++) {
            const YsBroker *x = &d->pool[d->priv.plist[pl][i]], *y = &v->pool[v->priv.plist[pl][i]];
            if (x->owner != y->owner || x->value != y->value || x->up != y->up)
                fail_msg("place %d: broker %d shown %d/%d, after the move %d/%d", pl, i + 1, x->owner, x->value,
                         y->owner, y->value);
        }
    }
    /* and the ports (a Captain's swap), and the brokers the viewer holds
     * off the board, before or behind its screen (placed, sent to the
     * throne room, home again), but for what a new turn brings: new ships,
     * bids (their brokers held apart until the bids are revealed) */
    for (int nb = 0; nb < YS_NBHDS && !new_turn; nb++)
        if (memcmp(d->port_gems[nb], v->port_gems[nb], 6) || memcmp(d->port_card[nb], v->port_card[nb], 3))
            fail_msg("port %d: not the port of the view after the move", nb + 1);
    int me = v->viewer;
    if (me >= 0 && me < v->opt.players && !new_turn)
        for (int k = 0; k < YS_VALUES; k++) {
            int shown = d->behind[me][k] + d->front[me][k], after = v->behind[me][k] + v->front[me][k];
            if (shown != after || (me < 2 && d->neutral_supply[me][k] != v->neutral_supply[me][k]))
                fail_msg("value %d: the viewer holds %d shown, %d after the move", k, shown, after);
        }
}

static int gem_sources[YS_FROM_CARD + 1];  /* gem events told, by source */
static int cards_told[YS_CHARACTER_COUNT]; /* characters played, told */

static int hidden_told;        /* characters' face-down brokers told to others */
static int bids_told;          /* bids revealed, shown as told */
static int market_points_told; /* points for a broker placed in the market, told while placing */

static int ties_told[YS_TB_CHOICE + 1]; /* ties of rankings told, by how they were broken */

/* A neighbourhood's ranking, an area, a market row and the market's
 * highest bidder say how each tie among the places that win something was
 * broken, and with whom: "P2 before P1 on front brokers, 8 to 3" (the
 * ranking "P2 3, P1 3, P0 1" did not say why P2 chose its gems first, an
 * area "P2 wins ... on front brokers, 8 to 3" not against whom). */
static void ties_are_told(const UiSession *s, const UiAnimStep *st)
{
    static const char *const how[] = {[YS_TB_INTRIGUER] = " with the Intriguer",
                                      [YS_TB_NEUTRAL] = ", as the neutral player wins ties",
                                      [YS_TB_FRONT] = " on front brokers",
                                      [YS_TB_ORDER] = " on the order card"};
    const YsRanking *r = st->ev.kind == YS_EV_NBHD   ? &st->ev.nbhd.rank
                         : st->ev.kind == YS_EV_AREA ? &st->ev.area.rank
                         : st->ev.kind == YS_EV_ROW  ? &st->ev.row.rank
                                                     : &st->ev.bidder;
    int upto = st->ev.kind == YS_EV_NBHD ? r->n - 1 : r->n > 1;
    for (int i = 0; i < upto; i++) {
        int tb = r->why[i], a = r->order[i], b = r->order[i + 1];
        if (tb == YS_TB_NONE) continue;
        assert_true(tb >= YS_TB_INTRIGUER && tb <= YS_TB_ORDER);
        assert_int_equal(r->totals[a], r->totals[b]);
        char want[160];
        snprintf(want, sizeof want, "%s before %s%s", s->names[a], s->names[b], how[tb]);
        if (tb == YS_TB_FRONT)
            snprintf(want + strlen(want), sizeof want - strlen(want), ", %d to %d", r->front[a], r->front[b]);
        if (!strstr(st->caption, want)) fail_msg("\"%s\" does not say how a tie was broken: \"%s\"", st->caption, want);
        ties_told[tb]++;
    }
}

/* A character played on face-down brokers (the Herald's, the Magician's,
 * the Mercenary's) is told to the others alike whatever their values:
 * the caption of the move as played and of the same move with other
 * values are one. */
static int told_alike(const UiSession *s, const UiAnimStep *st)
{
    const YsEvent *raw = &ui_session_whole(s)->last.ev[0];
    assert_int_equal(raw->kind, YS_EV_MOVE);
    assert_true(ys_move_equal(&raw->move.move, &st->move) || st->move.a == YS_UNKNOWN || st->move.b == YS_UNKNOWN);
    YsMove other = raw->move.move;
    if (raw->move.hidden & 1) other.a = (uint8_t)((other.a + 1) % YS_VALUES);
    if (raw->move.hidden & 2) other.b = (uint8_t)((other.b + 2) % YS_VALUES);
    static UiLogLine played, changed;
    char names[YS_MAX_SEATS][24];
    memcpy(names, s->names, sizeof names);
    ui_move_caption(&s->disp, raw->player, &raw->move.move, raw->move.hidden, names, &played);
    ui_move_caption(&s->disp, raw->player, &other, raw->move.hidden, names, &changed);
    if (strcmp(played.pub, changed.pub) || strcmp(st->caption, played.pub))
        fail_msg("\"%s\" tells another player a face-down broker's value (\"%s\" with another)", st->caption,
                 changed.pub);
    return 1;
}

static int play_game(int players, int kf, int express, uint64_t seed, int human, int *final_steps)
{
    static UiSession s;
    memset(&s, 0, sizeof s);
    YsOptions o;
    ys_options_default(&o);
    o.players = players;
    o.nbhds = players == 4 ? 4 : 3;
    o.kings_favor = kf;
    o.express = express;
    o.seed = seed;
    UiSeat seat[YS_MAX_HUMANS];
    memset(seat, 0, sizeof seat);
    for (int i = 0; i < YS_MAX_HUMANS; i++)
        seat[i].colour = i, snprintf(seat[i].name, sizeof seat[i].name, "P%d", i);
    seat[0].human = human; /* then the story is told to seat 0, else to a spectator */
    char err[160];
    assert_int_equal(session_new(&s, &o, seat, !human, err, sizeof err), 0);
    assert_int_equal(s.viewer, human ? 0 : -1);
    uint64_t rng = seed * 2654435761u + 1;
    static YsMoveList ml;
    int steps = 0, moves = 0, card_moved = 0, new_turn = 0;
    for (int guard = 0; guard < 20000; guard++) {
        if (s.animating) {
            const UiAnimStep *st;
            ui_session_story(&s, &st);
            assert_non_null(st);
            if (strcmp(last_line(&s, s.viewer), st->caption) != 0)
                fail_msg("move %d step %d: the log says \"%s\" while the screen tells \"%s\"", moves, s.anim.head,
                         last_line(&s, s.viewer), st->caption);
            if (st->ev.kind >= YS_EV_FINAL) (*final_steps)++;
            /* the bids revealed show the brokers bid as the caption names
             * their totals (the panels read "bid placed" until the story
             * ended) */
            if (st->kind == AN_EVENT && st->ev.kind == YS_EV_BIDS) {
                if (!s.disp.bids_revealed) fail_msg("move %d: \"%s\" while the bids are hidden", moves, st->caption);
                for (int p = 0; p < players; p++) {
                    if (memcmp(s.disp.front[p], s.view.front[p], sizeof s.disp.front[p]))
                        fail_msg("move %d: \"%s\" while P%d's bid is not shown before the screen", moves, st->caption,
                                 p);
                    /* and the brokers bid are gone from behind the screen */
                    if (s.disp.behind_count[p] != s.view.behind_count[p] ||
                        memcmp(s.disp.behind[p], s.view.behind[p], sizeof s.disp.behind[p]))
                        fail_msg("move %d: \"%s\" while P%d's screen holds %d brokers, %d after the move", moves,
                                 st->caption, p, s.disp.behind_count[p], s.view.behind_count[p]);
                }
                bids_told++;
            }
            if (st->kind != AN_MOVE && (st->ev.kind == YS_EV_NBHD || st->ev.kind == YS_EV_BIDDER ||
                                        st->ev.kind == YS_EV_AREA || st->ev.kind == YS_EV_ROW))
                ties_are_told(&s, st);
            /* a pass in a card window says what was passed */
            if (st->kind == AN_MOVE && st->move.kind == YS_MV_PASS && !strstr(st->caption, "character card"))
                fail_msg("move %d: \"%s\" does not say a character card was not played", moves, st->caption);
            /* gems won or given up are told with where they came from */
            if (st->kind != AN_MOVE && st->ev.kind == YS_EV_GEM) {
                char want[80], from[64];
                switch (st->ev.gem.source) {
                case YS_FROM_CARD:
                    snprintf(want, sizeof want, "(%s)", ui_char_str(st->ev.gem.card));
                    break;
                case YS_FROM_ROW:
                    snprintf(from, sizeof from, "market row %d", st->ev.gem.from);
                    snprintf(want, sizeof want, "(%s)", from);
                    break;
                default:
                    snprintf(from, sizeof from, "%s of neighbourhood %d",
                             st->ev.gem.source == YS_FROM_SHIP   ? "ship"
                             : st->ev.gem.source == YS_FROM_PORT ? "port"
                                                                 : "palace",
                             st->ev.gem.from + 1);
                    snprintf(want, sizeof want, "(%s)", from);
                }
                if (!strstr(st->caption, want)) fail_msg("\"%s\" does not say \"%s\"", st->caption, want);
                if (st->ev.gem.source <= YS_FROM_CARD) gem_sources[st->ev.gem.source]++;
            }
            /* a market point while placing is not a counting: the top bar
             * keeps the phase of the step told (issue 40: "Turn 1 of 4 ·
             * Counting", then "Placing brokers 3/4" again) */
            if (st->kind != AN_MOVE && st->ev.kind == YS_EV_SCORE && st->ev.score.why == YS_WHY_MARKET) {
                if (ui_session_counting(&s))
                    fail_msg("move %d: \"%s\" while placing is told as a counting", moves, st->caption);
                market_points_told++;
            }
            if (st->kind != AN_MOVE && (st->ev.kind == YS_EV_AREA || st->ev.kind == YS_EV_ROW) &&
                !ui_session_counting(&s))
                fail_msg("move %d: \"%s\" is not told as a counting", moves, st->caption);
            /* a gem choice is told once: by the gems, not also by the move */
            const UiAnimStep *nx = s.anim.head + 1 < s.anim.n ? &s.anim.q[s.anim.head + 1] : NULL;
            if (st->kind == AN_MOVE && st->move.kind == YS_MV_TAKE && nx && nx->ev.kind == YS_EV_GEM &&
                nx->ev.player == st->mover)
                fail_msg("move %d: \"%s\" then \"%s\": told twice", moves, st->caption, nx->caption);
            steps++;
            card_moved |= st->kind == AN_MOVE && st->move.kind == YS_MV_CARD && st->move.card == YS_MAGICIAN &&
                          (st->move.place == YS_THRONE || st->move.place2 == YS_THRONE);
            new_turn |= st->ev.kind == YS_EV_ROUND || (st->kind == AN_MOVE && st->move.kind == YS_MV_BID);
            if (st->kind == AN_MOVE && st->move.kind == YS_MV_CARD && st->move.card < YS_CHARACTER_COUNT)
                cards_told[st->move.card]++;
            if (st->kind == AN_MOVE && st->move.kind == YS_MV_CARD && st->ev.move.hidden && st->mover != s.viewer)
                hidden_told += told_alike(&s, st);
            ui_session_tick(&s, st->dur * s.anim.pace + 0.001f);
            if (!s.animating) same_as_after(&s, card_moved, new_turn), card_moved = new_turn = 0;
            continue;
        }
        if (ys_over(&ui_session_whole(&s)->g)) break;
        ys_legal(&ui_session_whole(&s)->g, &ml);
        assert_true(ml.n > 0);
        YsMove m = ml.m[ys_rng_below(&rng, (uint32_t)ml.n)];
        assert_int_equal(ui_session_play(&s, &m), 0);
        moves++;
    }
    assert_true(ys_over(&ui_session_whole(&s)->g));
    ui_session_close(&s);
    return steps;
}

static void test_story(void **state)
{
    (void)state;
    int final_steps = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        assert_true(play_game(2, 0, 0, seed, 0, &final_steps) > 0);
        assert_true(play_game(3, 1, 1, seed, 0, &final_steps) > 0);
        assert_true(play_game(4, 1, 1, seed, 0, &final_steps) > 0);
        assert_true(play_game(4, 0, 0, seed + 10, 0, &final_steps) > 0);
        assert_true(play_game(2, 0, 0, seed + 20, 1, &final_steps) > 0);
        assert_true(play_game(3, 1, 0, seed + 20, 1, &final_steps) > 0);
        assert_true(play_game(4, 1, 0, seed + 20, 1, &final_steps) > 0);
    }
    /* the final scoring was told, step by step, in every game */
    assert_true(final_steps >= 12 * 4);
    /* gems came from every source (and each was told with it) */
    for (int k = 0; k <= YS_FROM_CARD; k++)
        if (!gem_sources[k]) fail_msg("no gem from source %d was told", k);
    /* the characters that move things on the board were played */
    printf("Captain %d, Herald %d, Magician %d played\n", cards_told[YS_CAPTAIN], cards_told[YS_HERALD],
           cards_told[YS_MAGICIAN]);
    assert_true(cards_told[YS_CAPTAIN] && cards_told[YS_HERALD] && cards_told[YS_MAGICIAN]);
    printf("%d characters played on face-down brokers, told to the others; %d Magicians' swaps with the throne "
           "room\n",
           hidden_told, throne_swaps);
    assert_true(throne_swaps > 0);
    assert_true(hidden_told > 0);
    printf("ties told: %d with the Intriguer, %d to the neutral, %d on front brokers, %d on the order card\n",
           ties_told[YS_TB_INTRIGUER], ties_told[YS_TB_NEUTRAL], ties_told[YS_TB_FRONT], ties_told[YS_TB_ORDER]);
    for (int tb = YS_TB_INTRIGUER; tb <= YS_TB_ORDER; tb++)
        assert_true(ties_told[tb] > 0);
    assert_true(bids_told >= 21 * 4);
    printf("%d market points told while placing\n", market_points_told);
    assert_true(market_points_told > 0);
}

/* A colon in a caption is the language's: French sets a space before it
 * ("Commerce 1 : Courtier (B) 3", "... Palais 1 : Alchimiste"). */
static void test_colons_in_french(void **state)
{
    (void)state;
    static YsView v;
    memset(&v, 0, sizeof v);
    v.opt.players = 4, v.seats = 4, v.viewer = -1;
    char names[YS_MAX_SEATS][24] = {"A", "B", "C", "D"}, buf[256];
    YsEvent e;
    memset(&e, 0, sizeof e);
    e.kind = YS_EV_FLIP;
    e.flip.place = YS_PLACE_CITY(0, 1), e.flip.pos = 1, e.flip.owner = 1, e.flip.value = 3;
    YsEvent area;
    memset(&area, 0, sizeof area);
    area.kind = YS_EV_AREA;
    area.area.place = YS_PLACE_CITY(0, 2), area.area.character = YS_ALCHEMIST;
    area.area.rank.n = 1, area.area.rank.order[0] = 2;
    for (int s = 0; s < YS_MAX_SEATS; s++)
        area.area.rank.totals[s] = area.area.rank.front[s] = s == 2 ? 3 : -1;
    const YsEvent *told[] = {&e, &area};
    for (int lang = 0; lang < 2; lang++) {
        ui_lang_use(lang ? UI_LANG_FR : UI_LANG_EN);
        for (int i = 0; i < 2; i++) {
            ui_event_caption(&v, told[i], names, buf, sizeof buf);
            const char *c = strchr(buf, ':');
            assert_non_null(c);
            if ((c > buf && c[-1] == ' ') != (lang == 1))
                fail_msg("%s: \"%s\" sets its colon as the other language does", lang ? "fr" : "en", buf);
        }
    }
    ui_lang_use(UI_LANG_EN);
}

/* The language changed in the middle of a game (the settings open over it,
 * a story under way): the log already written and the story still told
 * speak the new language, as a game begun in it would; before, the log
 * kept its English lines among the new French ones, and the story its
 * English captions. */
static void test_language_changes_mid_story(void **state)
{
    (void)state;
    static UiSession s;
    static UiLogLine told[UI_LOG_MAX];
    for (int human = 0; human <= 1; human++) {
        memset(&s, 0, sizeof s);
        ui_lang_use(UI_LANG_EN);
        YsOptions o;
        ys_options_default(&o);
        o.players = 4, o.nbhds = 4, o.kings_favor = 1, o.seed = 77;
        UiSeat seat[YS_MAX_HUMANS];
        memset(seat, 0, sizeof seat);
        for (int i = 0; i < YS_MAX_HUMANS; i++)
            seat[i].colour = i, snprintf(seat[i].name, sizeof seat[i].name, "P%d", i);
        seat[0].human = human;
        char err[160];
        assert_int_equal(session_new(&s, &o, seat, !human, err, sizeof err), 0);
        uint64_t rng = 5;
        static YsMoveList ml;
        int switched = 0;
        for (int moves = 0; moves < 260 && !ys_over(&ui_session_whole(&s)->g); moves++) {
            if (!switched && moves >= 120 && s.animating && s.anim.n >= 3) {
                /* a step of the story shown, the rest to come: now French */
                const UiAnimStep *st;
                ui_session_story(&s, &st);
                ui_session_tick(&s, st->dur * s.anim.pace + 0.001f);
                ui_lang_use(UI_LANG_FR);
                ui_session_retell(&s);
                switched = 1;
                ui_session_story(&s, &st);
                assert_non_null(st);
                if (strcmp(last_line(&s, s.viewer), st->caption))
                    fail_msg("after the change, the log says \"%s\" while the screen tells \"%s\"",
                             last_line(&s, s.viewer), st->caption);
            }
            while (s.animating) {
                const UiAnimStep *st;
                ui_session_story(&s, &st);
                ui_session_tick(&s, st->dur * s.anim.pace + 0.001f);
            }
            ys_legal(&ui_session_whole(&s)->g, &ml);
            assert_int_equal(ui_session_play(&s, &ml.m[ys_rng_below(&rng, (uint32_t)ml.n)]), 0);
        }
        ui_session_fast_forward(&s);
        assert_true(switched);
        /* the whole log as a game told in French from its start tells it */
        int n = s.nlog < UI_LOG_MAX ? s.nlog : UI_LOG_MAX;
        for (int i = 0; i < n; i++)
            told[i] = s.log[(s.nlog - n + i) % UI_LOG_MAX];
        static UiSession t; /* the same game opened anew in French: its log told from its start */
        YsMatch *m = malloc(sizeof *m);
        assert_non_null(m);
        *m = *ui_session_whole(&s);
        assert_int_equal(ui_session_open(&t, ui_local_new(m, s.seat, NULL, 0), s.seat, s.viewer), 0);
        assert_int_equal(t.nlog, s.nlog);
        for (int i = 0; i < n; i++) {
            const UiLogLine *l = &t.log[(t.nlog - n + i) % UI_LOG_MAX];
            if (strcmp(l->text, told[i].text) || strcmp(l->pub, told[i].pub))
                fail_msg("line %d of %d reads \"%s\", told in French from the start \"%s\"", s.nlog - n + i + 1, s.nlog,
                         told[i].text, l->text);
        }
        ui_session_close(&t);
        ui_session_close(&s);
    }
    ui_lang_use(UI_LANG_EN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_story), cmocka_unit_test(test_colons_in_french),
                                       cmocka_unit_test(test_language_changes_mid_story)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
