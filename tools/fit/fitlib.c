/* fitlib.c - what the fitting tools share (fitlib.h). */
#include "fitlib.h"

#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"

int fit_arg(int argc, char **argv, int *i, FitArgs *a, int *bad)
{
    const char *o = argv[*i];
    if (*i + 1 >= argc) return 0;
    const char *val = argv[*i + 1];
    if (!strcmp(o, "--games"))
        *bad |= cli_number(val, 5, 1000000, &a->games);
    else if (!strcmp(o, "--threads"))
        *bad |= cli_int(val, 1, 64, &a->threads);
    else if (!strcmp(o, "--seed"))
        *bad |= cli_number(val, 0, LLONG_MAX, &a->seed);
    else if (!strcmp(o, "--out"))
        a->out = val;
    else if (!strcmp(o, "--bot"))
        a->bot = val;
    else
        return 0;
    ++*i;
    return 1;
}

void *fit_calloc(size_t n, size_t size, const char *who)
{
    void *p = calloc(n, size);
    if (!p) {
        fprintf(stderr, "%s: out of memory\n", who);
        exit(1);
    }
    return p;
}

int fit_bot(const char *spec, int it, AiParams *bot, char *level, size_t len)
{
    snprintf(level, len, "%s", spec);
    char *opt = strchr(level, ':');
    if (opt) {
        *opt++ = 0;
        if (strncmp(opt, "it=", 3) || cli_int(opt + 3, 1, AI_MAX_ITERATIONS, &it)) return -1;
    }
    int l = ai_level_parse(level);
    if (l < 0) return -1;
    memset(bot, 0, sizeof *bot);
    bot->level = (AiLevel)l;
    bot->iterations = it;
    bot->threads = 1;
    return 0;
}

void fit_parallel(int threads, void *(*work)(void *), void *arg)
{
    pthread_t tid[64];
    int started = 0;
    for (int t = 1; t < threads && t < 64; t++)
        if (pthread_create(&tid[t], NULL, work, arg) == 0) started = t;
    work(arg);
    for (int t = 1; t <= started; t++)
        pthread_join(tid[t], NULL);
}

int fit_solve(int n, double *a, double *b, double *x)
{
    for (int c = 0; c < n; c++) {
        int piv = c;
        for (int r = c + 1; r < n; r++)
            if (fabs(a[r * n + c]) > fabs(a[piv * n + c])) piv = r;
        if (fabs(a[piv * n + c]) < 1e-12) return -1;
        for (int k = 0; k < n; k++) {
            double t = a[c * n + k];
            a[c * n + k] = a[piv * n + k], a[piv * n + k] = t;
        }
        double t = b[c];
        b[c] = b[piv], b[piv] = t;
        for (int r = c + 1; r < n; r++) {
            double m = a[r * n + c] / a[c * n + c];
            for (int k = c; k < n; k++)
                a[r * n + k] -= m * a[c * n + k];
            b[r] -= m * b[c];
        }
    }
    for (int r = n - 1; r >= 0; r--) {
        double s = b[r];
        for (int k = r + 1; k < n; k++)
            s -= a[r * n + k] * x[k];
        x[r] = s / a[r * n + r];
    }
    return 0;
}
