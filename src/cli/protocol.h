/* protocol.h - the ys-engine protocol (PROTOCOL.md) as a library: one line
 * in, one line out, so the program, the tests and the fuzzer share it. */
#ifndef YS_PROTOCOL_H
#define YS_PROTOCOL_H

#include "ys/ys.h"

typedef struct Session Session;

/* Creates a session with no game; ys_session_free(NULL) is fine. */
Session *ys_session_new(void);
void ys_session_free(Session *s);

/* Answers one command line (without its newline) into out (one line, no
 * newline). Returns 1 if the command was quit, else 0. Never fails on input. */
int ys_session_line(Session *s, const char *line, size_t len, YsBuf *out);

#endif
