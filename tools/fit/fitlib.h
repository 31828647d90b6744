/* fitlib.h - what the fitting tools (ys-fit, ys-fit-lean) share: memory,
 * the bot that plays their self-play games, their threads, and the linear
 * solve of each Newton step. */
#ifndef YS_FITLIB_H
#define YS_FITLIB_H

#include <stddef.h>

#include "ys/ai.h"

/* The options every fitting tool takes: --games DEALS, --threads N,
 * --seed N, --out FILE, --bot LEVEL[:it=N]. */
typedef struct {
    long long games, seed;
    int threads;
    const char *out, *bot;
} FitArgs;

/* Takes argv[*i] and its value if it is one of FitArgs' options (*i then
 * on the value; *bad set if the value is wrong): 1, or 0 if it is not. */
int fit_arg(int argc, char **argv, int *i, FitArgs *a, int *bad);

/* calloc, or exits with "WHO: out of memory". */
void *fit_calloc(size_t n, size_t size, const char *who);

/* Parses a bot "LEVEL[:it=N]" into *bot (one thread; N iterations, else
 * it's value). 0, or -1 for anything else. */
int fit_bot(const char *spec, int it, AiParams *bot, char *level, size_t len);

/* Runs work(arg) on `threads` threads (this one among them) and waits. */
void fit_parallel(int threads, void *(*work)(void *), void *arg);

/* Solves a x = b for n unknowns (a: n x n, row-major; a and b destroyed) by
 * Gaussian elimination with pivoting. 0, or -1 if a is singular. */
int fit_solve(int n, double *a, double *b, double *x);

#endif
