/* busy.h - a busy machine without one: any amount of time between two
 * frames, as a loaded machine may leave, for the UI tests that play a
 * game's moves themselves. Their verdict must not depend on it (issue 38). */
#ifndef YS_TEST_BUSY_H
#define YS_TEST_BUSY_H

#include "app.h"

/* As if the machine had been slow since the last frame: the least time per
 * bot move is past, and a bot thread's search under way has finished. */
static inline void as_if_busy(UiApp *a)
{
    a->set.bot_pace_ms = 0;
    while (a->game.bot.busy && !SDL_AtomicGet(&a->game.bot.done))
        SDL_Delay(1);
}

#endif
