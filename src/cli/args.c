/* args.c - whole decimal numbers from the developer tools' command lines. */
#include "args.h"

#include <limits.h>

int cli_number(const char *s, long long lo, long long hi, long long *out)
{
    if (!s || *s < '0' || *s > '9') return -1;
    long long v = 0;
    for (; *s >= '0' && *s <= '9'; s++) {
        int d = *s - '0';
        if (v > (LLONG_MAX - d) / 10) return -1;
        v = v * 10 + d;
        if (v > hi) return -1;
    }
    if (*s || v < lo) return -1;
    *out = v;
    return 0;
}

int cli_int(const char *s, int lo, int hi, int *out)
{
    long long v;
    if (cli_number(s, lo, hi, &v)) return -1;
    *out = (int)v;
    return 0;
}
