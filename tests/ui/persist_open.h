/* persist_open.h - for persistence tests: a save read back and opened in a
 * session as the game opens it (ui_persist_* gives the match and the
 * seats; a local source shows it). */
#ifndef YS_TEST_PERSIST_OPEN_H
#define YS_TEST_PERSIST_OPEN_H

#include "persist.h"

static inline int opened(UiSession *s, int r, YsMatch *m)
{
    if (r != 0) return r;
    return ui_session_open(s, ui_local_new(m, s->seat, NULL, 0), s->seat, -2) == 0 ? 0 : -1;
}

static inline int continued(UiSession *s, const char *dir, YsLoadError *e)
{
    YsMatch *m = NULL;
    int r = ui_persist_continue(s, dir, &m, e);
    return opened(s, r, m);
}

static inline int loaded_file(UiSession *s, const char *dir, const char *file, YsLoadError *e)
{
    YsMatch *m = NULL;
    int r = ui_persist_load_file(s, dir, file, &m, e);
    return opened(s, r, m);
}

static inline int loaded_named(UiSession *s, const char *dir, const char *name, YsLoadError *e)
{
    YsMatch *m = NULL;
    int r = ui_persist_load_named(s, dir, name, &m, e);
    return opened(s, r, m);
}

#endif
