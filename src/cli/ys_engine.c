/* ys_engine.c - ys-engine: the headless protocol on stdin/stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol.h"

#define LINE_MAX_KEEP 8192

int main(void)
{
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
        fflush(stdout);
        if (quit || c == EOF) break;
    }
    free(line);
    ys_buf_free(&out);
    ys_session_free(s);
    return 0;
}
