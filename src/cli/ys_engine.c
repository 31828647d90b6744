/* ys_engine.c - ys-engine: the headless protocol on stdin/stdout. Answers
 * that cannot be written (a full disk, /dev/full, a closed stdout) end it
 * with a message and exit status 1: its caller would wait for them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out.h"
#include "protocol.h"

#define LINE_MAX_KEEP 8192

int main(void)
{
    cli_std_check("ys-engine");
    Session *s = ys_session_new();
    YsBuf out = {0};
    char *line = malloc(LINE_MAX_KEEP + 1);
    if (!line) return 1;
    for (;;) {
        size_t n = 0, total = 0;
        int c;
        while ((c = getchar()) != EOF && c != '\n') {
            if (n < LINE_MAX_KEEP) line[n++] = (char)c;
            total++;
        }
        if (c == EOF && total == 0) break;
        /* an overlong line is kept whole in length, so it is refused */
        int quit = ys_session_line(s, line, total > n ? LINE_MAX_KEEP + 1 : n, &out);
        fwrite(out.s, 1, out.n, stdout);
        fputc('\n', stdout);
        if (cli_stdout_flush() != 0) break;
        if (quit || c == EOF) break;
    }
    free(line);
    ys_buf_free(&out);
    ys_session_free(s);
    return cli_stdout_done("ys-engine");
}
