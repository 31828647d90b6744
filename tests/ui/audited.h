/* audited.h - one frame of the app drawn with the text audit on: every
 * string drawn, where and how large (UiTextAudit, ui_sdl.h), for the UI
 * tests that read what the screen says. */
#ifndef YS_TEST_AUDITED_H
#define YS_TEST_AUDITED_H

#include <string.h>

#include "app.h"

/* Draws a frame of a and returns its strings (one record, overwritten by
 * the next call). */
static inline const UiTextAudit *draw_audited(UiApp *a)
{
    static UiTextAudit au;
    memset(&au, 0, sizeof au);
    a->gfx.audit = &au;
    ui_app_draw(a);
    a->gfx.audit = NULL;
    return &au;
}

#endif
