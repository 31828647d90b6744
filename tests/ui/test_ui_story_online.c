/* test_ui_story_online.c - an online game's story as the screen tells it
 * (issue 48): a game hosted from the game's own screens by keys (Title,
 * Play online, Host a game, the setup, Start; the server in this process,
 * bots in the other seats) and its human's seat played to the end screen
 * by keys, every step of every move's story shown, none skipped. At each
 * step the log's last line is the step's caption (the log never runs
 * ahead of the narration, as test_ui_story checks of a game held here);
 * and the steps, their captions and the whole log are those a game held
 * here tells of the same moves: a local session over the same deal, the
 * same seats and viewer, each move played in turn and its story told. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "online_host.h"

static UiApp app;

/* The steps told, in order: each one's caption. */
typedef struct {
    int n;
    char caption[8000][256];
} Told;

static Told online_told, local_told;

static const char *last_line(const UiSession *s)
{
    if (s->nlog <= 0) return "";
    const UiLogLine *l = &s->log[(s->nlog - 1) % UI_LOG_MAX];
    const char *t = l->owner >= 0 && l->owner == s->viewer ? l->text : l->pub;
    return t[0] == '*' ? t + 1 : t;
}

/* The step under way: in step with the log, kept once. key: where it was
 * last seen (moves told, step). */
static void see_step(const UiSession *s, Told *t, int *key_seq, int *key_head, const char *what)
{
    const UiAnimStep *st;
    ui_session_story(s, &st);
    assert_non_null(st);
    if (strcmp(last_line(s), st->caption))
        fail_msg("%s, move %d step %d: the log says \"%s\" while the screen tells \"%s\"", what, s->seq, s->anim.head,
                 last_line(s), st->caption);
    if (s->seq == *key_seq && s->anim.head == *key_head) return;
    *key_seq = s->seq, *key_head = s->anim.head;
    assert_true(t->n < (int)(sizeof t->caption / sizeof t->caption[0]));
    snprintf(t->caption[t->n++], sizeof t->caption[0], "%s", st->caption);
}

/* Seconds to the end of the step under way. */
static float step_left(const UiSession *s)
{
    const UiAnimStep *st;
    ui_session_story(s, &st);
    float left = st->dur * s->anim.pace - st->t;
    return (left > 0 ? left : 0) + 0.001f;
}

/* The online game, hosted and played by keys; its steps in online_told. */
static void play_online(UiApp *a, int players, uint64_t seed)
{
    online_told.n = 0;
    assert_int_equal(online_host_by_keys(a, players), 0);
    assert_int_equal(online_wait_game(a), 0);
    uint64_t rng = seed;
    int mine = 0, last = -1, key_seq = -1, key_head = -1;
    uint32_t since = SDL_GetTicks();
    for (long guard = 0; a->scene != SC_END && guard < 400000; guard++) {
        a->set.bot_pace_ms = 0;

        if (a->ses.animating) {
            /* every step shown to its end: the frames' time is the story's */
            see_step(&a->ses, &online_told, &key_seq, &key_head, "online");
            ui_app_update(a, step_left(&a->ses));
            continue;
        }
        SDL_Delay(1); /* the server's thread plays its bots */
        ui_app_update(a, 0.0f);
        if (a->ses.seq != last) last = a->ses.seq, since = SDL_GetTicks();
        if (SDL_GetTicks() - since > 60000)
            fail_msg("%d players online: the game stalled at move %d (%d of the human's played)", players, a->ses.seq,
                     mine);
        /* the player's keys wait for the story's end (a key would cut it short) */
        if (a->ses.animating || a->scene != SC_GAME || a->ses.legal.n <= 0) continue;
        int before = a->ses.seq;
        online_decide_by_keys(a, &rng);
        online_wait_answer(a, before);
        mine += a->ses.seq > before;
    }
    assert_int_equal(a->scene, SC_END);
    assert_true(mine > 5);
    char err[200];
    if (online_told_is_hosted(a, err, sizeof err)) fail_msg("%s", err);
}

/* The same moves in a game held here, told to the same viewer with the
 * same seats; its steps in local_told. */
static void tell_locally(const UiSession *on, UiSession *s)
{
    local_told.n = 0;
    const YsMatch *whole = ui_session_whole(on);
    assert_non_null(whole);
    UiSeat seat[YS_MAX_SEATS];
    memset(seat, 0, sizeof seat);
    for (int i = 0; i < YS_MAX_SEATS; i++) {
        seat[i].colour = on->pcolour[i];
        seat[i].human = i == on->viewer;
        snprintf(seat[i].name, sizeof seat[i].name, "%s", on->names[i]);
    }
    YsMatch *m = malloc(sizeof *m);
    assert_non_null(m);
    char err[160];
    assert_int_equal(ys_match_new(m, &whole->g.opt, err, sizeof err), 0);
    memset(s, 0, sizeof *s);
    s->pace = 1.0f, s->anim.pace = 1.0f;
    assert_int_equal(ui_session_open(s, ui_local_new(m, seat, NULL, 0), seat, on->viewer), 0);
    s->pace = on->pace, s->anim.pace = on->anim.pace;
    int key_seq = -1, key_head = -1;
    for (int k = 0; k < whole->nlog; k++) {
        assert_int_equal(ui_session_play(s, &whole->log[k]), 0);
        while (s->animating) {
            see_step(s, &local_told, &key_seq, &key_head, "here");
            ui_session_tick(s, step_left(s));
        }
    }
    assert_true(ui_session_over(s));
}

static void same_story(int players, uint64_t seed)
{
    char name[40];
    snprintf(name, sizeof name, "story_online_%d", players);
    UiApp *a = &app;
    assert_int_equal(desk_open(a, name, 1280, 720), 0);
    online_forget(a);
    play_online(a, players, seed);
    static UiSession here;
    tell_locally(&a->ses, &here);
    const UiSession *on = &a->ses;
    for (int i = 0; i < online_told.n && i < local_told.n; i++)
        if (strcmp(online_told.caption[i], local_told.caption[i])) {
            for (int k = i > 4 ? i - 4 : 0; k < i + 4; k++)
                print_message("  %d: online \"%s\" | here \"%s\"\n", k + 1,
                              k < online_told.n ? online_told.caption[k] : "",
                              k < local_told.n ? local_told.caption[k] : "");
            fail_msg("%d players, step %d of the story: online \"%s\", here \"%s\"", players, i + 1,
                     online_told.caption[i], local_told.caption[i]);
        }
    if (online_told.n != local_told.n)
        fail_msg("%d players: %d steps told online, %d here", players, online_told.n, local_told.n);
    /* and the whole log, line for line, for the viewer and the others */
    assert_int_equal(on->nlog, here.nlog);
    int n = on->nlog < UI_LOG_MAX ? on->nlog : UI_LOG_MAX;
    for (int i = on->nlog - n; i < on->nlog; i++) {
        const UiLogLine *x = &on->log[i % UI_LOG_MAX], *y = &here.log[i % UI_LOG_MAX];
        if (strcmp(x->text, y->text) || strcmp(x->pub, y->pub) || x->owner != y->owner)
            fail_msg("%d players, log line %d: online \"%s\", here \"%s\"", players, i + 1, x->text, y->text);
    }
    print_message("%d players: %d moves, %d steps told online as here, %d log lines\n", players,
                  ui_session_whole(on)->nlog, online_told.n, on->nlog);
    ui_session_close(&here);
    ui_app_free(a);
    memset(a, 0, sizeof *a);
}

static void test_online_story(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++)
        same_story(n, 90 + (uint64_t)n);
}

int main(void)
{
    online_no_router();
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_online_story)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
