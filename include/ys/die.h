/* die.h - the one way a program of Ys stops on what it cannot go on from:
 * memory that is not there, or a state that cannot be (a bug). It says what
 * failed, after the program's name, on standard error, then aborts (status
 * 134 and a core where the system keeps one, for the programmer). Bad input
 * never comes here: it is refused with a message and the program goes on.
 * Plain C11 (die.c, in the engine library that every program links). */
#ifndef YS_DIE_H
#define YS_DIE_H

#include <stddef.h>

#if defined(__GNUC__) || defined(__clang__)
#define YS_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define YS_PRINTF(f, a)
#endif

/* The name the messages begin with ("ys-server", "ys-engine"...); "ys"
 * until a program's main sets it. The string is not copied. */
void ys_die_name(const char *name);
/* Writes "NAME: " and what (a printf format) and a newline to standard
 * error, then aborts. */
_Noreturn void ys_die(const char *what, ...) YS_PRINTF(1, 2);
/* p, or ys_die("out of memory (WHAT)") when p is NULL: for what malloc,
 * calloc and realloc return. */
void *ys_need(void *p, const char *what);

#endif
