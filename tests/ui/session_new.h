/* session_new.h - for session tests: a new game here, its bots moving only
 * when the test plays for them (ui_session_play), demo as given. */
#ifndef YS_TEST_SESSION_NEW_H
#define YS_TEST_SESSION_NEW_H

#include "session.h"

static inline int session_new(UiSession *s, const YsOptions *o, const UiSeat *seat, int demo, char *err, int len)
{
    s->demo = demo;
    return ui_session_new_local(s, o, seat, NULL, err, len);
}

/* The game under a local source, to change by hand (a test's shortcut:
 * the screen's own moves go through the session). */
static inline YsMatch *session_match(UiSession *s) { return (YsMatch *)ui_session_whole(s); }

#endif
