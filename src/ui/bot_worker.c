/* bot_worker.c - bots think on an SDL thread, on their own copy of their
 * player's view, so the window stays responsive; a new game, undo or quit
 * cancels the search instead of waiting for it. */
#include <string.h>

#include "ui_sdl.h"

static uint32_t wake;

void ui_bot_reasons(const YsView *v, const YsMove *m, YsView *seen, AiReason *own, AiReason *told)
{
    ai_reason(v, m, own);
    ys_view(v, YS_SPECTATOR, seen); /* what everyone sees: a view of the view */
    ai_reason(seen, m, told);
}

static int run(void *ud)
{
    UiBot *b = ud;
    b->rc = ai_choose(&b->view, &b->prm, &b->move);
    memset(&b->why, 0, sizeof b->why); /* AI_WHY_NONE */
    memset(&b->told, 0, sizeof b->told);
    if (b->rc == 0) ui_bot_reasons(&b->view, &b->move, &b->seen, &b->why, &b->told);
    SDL_AtomicSet(&b->done, 1);
    if (wake != (uint32_t)-1 && wake) { /* wake the app loop from its wait */
        SDL_Event e;
        SDL_zero(e);
        e.type = wake;
        SDL_PushEvent(&e);
    }
    return 0;
}

int ui_expert_threads(int cores) { return cores > 2 ? cores - 1 : cores < 1 ? 1 : cores; }

int ui_bot_start(UiBot *b, const YsView *v, const AiParams *prm, uint32_t wake_event)
{
    if (b->busy) return -1;
    b->view = *v;
    b->prm = *prm;
    if (b->prm.level == AI_EXPERT && b->prm.threads <= 0) b->prm.threads = ui_expert_threads(ai_threads());
    atomic_store(&b->cancel, 0);
    b->prm.cancel = &b->cancel;
    b->rc = -1;
    b->started = SDL_GetTicks();
    b->for_player = v->to_move;
    SDL_AtomicSet(&b->done, 0);
    wake = wake_event;
    b->thread = SDL_CreateThread(run, "ys-bot", b);
    if (!b->thread) { /* no threads: think here */
        run(b);
    }
    b->busy = 1;
    return 0;
}

int ui_bot_poll(UiBot *b)
{
    if (!b->busy || !SDL_AtomicGet(&b->done)) return 0;
    if (b->thread) SDL_WaitThread(b->thread, NULL);
    b->thread = NULL;
    b->busy = 0;
    return 1;
}

void ui_bot_cancel(UiBot *b)
{
    b->failed = 0;
    if (!b->busy) return;
    atomic_store(&b->cancel, 1);
    if (b->thread) SDL_WaitThread(b->thread, NULL);
    b->thread = NULL;
    b->busy = 0;
}
