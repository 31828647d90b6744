/* share.c - a game's code on the clipboard (the engine's gamecode.c):
 * what the end screen, the replay and the History copy. */
#include "app.h"
#include "history_ui.h"
#include "ys/gamecode.h"

/* The seats of the session as a code carries them: 0 a human, a bot's level + 1. */
static void code_seats(const UiSession *s, int *seats)
{
    for (int p = 0; p < YS_MAX_HUMANS; p++)
        seats[p] = s->seat[p].human ? 0 : s->seat[p].level + 1;
}

int ui_app_copy_code(UiApp *a, const YsMatch *m)
{
    int seats[YS_MAX_HUMANS];
    YsBuf code = {0};
    code_seats(&a->ses, seats);
    int r = m ? ys_code_encode(m, seats, &code) : -1;
    if (r == 0 && SDL_SetClipboardText(code.s) != 0) r = -1;
    ui_app_status(a, ui_str(r == 0 ? S_CODE_COPIED : S_CODE_COPY_FAILED));
    ys_buf_free(&code);
    return r;
}
