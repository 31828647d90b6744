/* out.h - honest exit statuses for the command-line tools (ys-engine,
 * ys-arena, ys-bench, ys-fit, ys-fit-lean): what they print or write
 * reaches its place, or they say on stderr that it did not and exit 1. */
#ifndef YS_CLI_OUT_H
#define YS_CLI_OUT_H

#include <stddef.h>

/* First thing in main. A closed standard input or error is given
 * /dev/null, so that no file the tool opens takes its number (and gets
 * its output); a closed standard output ends the tool at once with a
 * message and exit status 1, as nothing it printed would be read.
 * Nothing on Windows, where a console program's handles are given. prog
 * is also the name ys_die's messages begin with (die.h). */
void cli_std_check(const char *prog);

/* Flushes standard output: 0, or -1 if anything printed so far did not
 * reach it (cli_stdout_done then says why). */
int cli_stdout_flush(void);

/* Last thing before main returns: flushes and closes standard output. 0
 * if all that was printed reached it, else 1 with "PROG: cannot write to
 * standard output: REASON" on stderr (a full disk, /dev/full, a closed
 * descriptor). Nothing may be printed afterwards. */
int cli_stdout_done(const char *prog);

/* Before a long run that ends in writing path: 0 if path is nothing yet or
 * a regular file in a folder that exists (or "-", standard output), else 1
 * with "PROG: cannot write PATH: not a regular file" (a FIFO, a device, a
 * folder: refused before any work, never waited on) or "...: no such
 * folder DIR" on stderr. */
int cli_out_usable(const char *prog, const char *path);

/* Writes n bytes of text to path as one whole file (ys_file_write: a temp
 * file of its own, renamed over path; a crash or a full disk leaves what
 * was there), or to standard output for "-" (then cli_stdout_done). 0,
 * or 1 with a message on stderr. */
int cli_write_file(const char *prog, const char *path, const char *text, size_t n);

#endif
