/* args.h - whole decimal numbers from the developer tools' command lines. */
#ifndef YS_CLI_ARGS_H
#define YS_CLI_ARGS_H

/* s as a whole decimal number in [lo, hi] (lo >= 0) into *out, or -1 with
 * *out untouched: no sign, no blanks, no trailing letters, no overflow (a
 * number of 30 digits is refused, not clamped). */
int cli_number(const char *s, long long lo, long long hi, long long *out);
int cli_int(const char *s, int lo, int hi, int *out);

#endif
