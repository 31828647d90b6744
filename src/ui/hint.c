/* hint.c - the hint: the move a bot would suggest to the human to move,
 * with its one-line reason, thought on the bot's thread from that player's
 * own view only (fair in hot seat: the others' hidden brokers stay
 * hidden), so the window stays responsive. Drawn by draw_hint.c. */
#include <stdlib.h>
#include <string.h>

#include "app.h"

/* A medium bot with a fixed budget: a good move in well under a second,
 * the same one for the same position. */
#define HINT_ITERATIONS 400

int ui_hint_available(const UiApp *a)
{
    const UiSession *s = &a->ses;
    if (a->scene != SC_GAME || !s->players || s->demo || s->animating || s->handover_to >= 0 || a->tutor.on)
        return 0; /* the coach names the move itself */
    const YsGame *g = &s->view;
    int to = ys_over(g) ? -1 : ys_to_move(g);
    return to >= 0 && to < s->players && s->who[to].plays == UI_PLAYS_HERE && s->viewer == to && s->legal.n > 0;
}

void ui_hint_clear(UiApp *a)
{
    ui_bot_cancel(&a->hint.bot);
    a->hint.state = UI_HINT_NONE;
    memset(&a->hint.why, 0, sizeof a->hint.why); /* AI_WHY_NONE */
}

void ui_hint_request(UiApp *a)
{
    if (a->hint.state != UI_HINT_NONE) { /* a second press hides it */
        ui_hint_clear(a);
        a->dirty = 1;
        return;
    }
    if (!ui_hint_available(a)) return;
    const UiSession *s = &a->ses;
    /* the player's own view, as the screen shows it: never the referee's */
    AiParams prm;
    memset(&prm, 0, sizeof prm);
    prm.level = AI_MEDIUM;
    prm.iterations = HINT_ITERATIONS;
    prm.seed = (uint64_t)s->seq * 2654435761u + 11;
    if (ui_bot_start(&a->hint.bot, &s->view, &prm, a->wake_event) == 0) {
        a->hint.state = UI_HINT_THINKING;
        a->hint.for_nlog = s->seq;
    }
    a->dirty = 1;
}

void ui_hint_update(UiApp *a)
{
    UiHint *h = &a->hint;
    if (h->state == UI_HINT_NONE) return;
    int stale = !a->ses.players || a->ses.seq != h->for_nlog;
    if (h->state == UI_HINT_THINKING && ui_bot_poll(&h->bot)) {
        h->state = h->bot.rc == 0 ? UI_HINT_SHOWN : UI_HINT_NONE;
        h->move = h->bot.move;
        h->why = h->bot.why;
        a->dirty = 1;
    }
    if (stale && h->state != UI_HINT_THINKING) ui_hint_clear(a), a->dirty = 1;
}

UiRect ui_hint_button(const UiApp *a) { return a->L.btn_hint; }

int ui_hint_click(UiApp *a, int x, int y)
{
    if (!ui_in(ui_hint_button(a), x, y) || (!ui_hint_available(a) && a->hint.state == UI_HINT_NONE)) return 0;
    ui_hint_request(a);
    return 1;
}
