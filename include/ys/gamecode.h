/* gamecode.h - a whole game as a short text to paste in a chat (gamecode.c):
 * the version, the options, the seed, the seats' kinds and every move, each
 * move as its place in the legal moves of its position (so a move costs a few
 * bits), in 32 characters that no chat program changes (digits and capital
 * letters without I, L, O, U), ended by a CRC-32. A code cut anywhere or with
 * any one character changed is refused, never read as another game.
 *
 * A move's place in a legal list is only the same move to an engine whose
 * legal lists are the same, in content and order: the code's version is
 * the version of the rules and move generation that made it. An engine
 * reads the codes of its own version and refuses the others, older or
 * newer, by name; it never reads one as another game. YS_CODE_RULES is
 * raised with every change of the legal moves of any position (their
 * content or their order) or of the code's layout, which
 * tests/engine/test_golden.c enforces: it holds the legal lists' hash for
 * each version, and fails on lists that are not its version's. The codes
 * of each version are pinned in tests/engine/pinned_codes.txt
 * (test_pinned). */
#ifndef YS_GAMECODE_H
#define YS_GAMECODE_H

#include <stddef.h>
#include <stdint.h>

#include "ys/ys.h"

/* The codes' version (1 to 9): the digit after "YS". */
#ifndef YS_CODE_RULES
#define YS_CODE_RULES 1
#endif
#define YS_CODE_STR_(x) #x
#define YS_CODE_STR(x) YS_CODE_STR_(x)
#define YS_CODE_PREFIX "YS" YS_CODE_STR(YS_CODE_RULES)
/* A seat's kind as the caller counts it (the desktop game: 0 human, a bot's
 * level from 1), 0..15; the engine only carries it. */
#define YS_CODE_SEAT_MAX 15

typedef enum {
    YS_CODE_OK,
    YS_CODE_NOT_CODE, /* not a game code at all (another text, another program's code) */
    YS_CODE_NEWER,    /* a game code of a later version */
    YS_CODE_OLDER,    /* a game code made by an older version (its moves would read as another game) */
    YS_CODE_DAMAGED,  /* cut short, or a character changed */
    YS_CODE_BAD_GAME, /* its check agrees, yet it names no game (a bug, never a typo) */
    YS_CODE_NO_MEMORY
} YsCodeError;

/* Writes the code of m (seats[k] for each of its players, or NULL for all 0)
 * into out, NUL-ended; 0, or -1 when a logged move is not among the legal
 * moves of its position (a match built by hand) or a seat is out of range. */
int ys_code_encode(const YsMatch *m, const int *seats, YsBuf *out);
/* Reads a code (blanks around it are ignored) into m and seats (YS_MAX_HUMANS
 * entries, may be NULL); YS_CODE_OK, or why not with m and seats as they were. */
YsCodeError ys_code_decode(const char *text, size_t len, YsMatch *m, int *seats);

#endif
