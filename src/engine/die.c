/* die.c - die.h: the program says what failed, then stops. */
#include "ys/die.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static const char *program = "ys";

void ys_die_name(const char *name)
{
    if (name && *name) program = name;
}

void ys_die(const char *what, ...)
{
    va_list ap;
    va_start(ap, what);
    fprintf(stderr, "%s: ", program);
    vfprintf(stderr, what, ap);
    fputc('\n', stderr);
    va_end(ap);
    fflush(stderr);
    abort();
}

void *ys_need(void *p, const char *what)
{
    if (!p) ys_die("out of memory (%s)", what);
    return p;
}
