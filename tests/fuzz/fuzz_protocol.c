/* fuzz_protocol.c - libFuzzer target: the input is a session, one protocol
 * line per input line, answered by ys_session_line. Every answer must be one
 * line. Paths of save/load are redirected to one scratch file, and go is
 * bounded, so the fuzzer neither writes where it likes nor times out. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "protocol.h"
#include "broken.h"

static void check_answer(const YsBuf *out)
{
    if (!out->s || !out->n || strlen(out->s) != out->n || memchr(out->s, '\n', out->n)) BROKEN();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char scratch[64];
    if (!scratch[0]) snprintf(scratch, sizeof scratch, "/tmp/ys-fuzz-%d.sav", (int)getpid());
    Session *s = ys_session_new();
    YsBuf out = {0};
    size_t pos = 0;
    int lines = 0;
    while (pos < size && lines++ < 400) {
        size_t end = pos;
        while (end < size && data[end] != '\n')
            end++;
        const char *line = (const char *)data + pos;
        size_t len = end - pos;
        char fixed[128];
        if (len >= 5 && (!memcmp(line, "save ", 5) || !memcmp(line, "load ", 5))) {
            snprintf(fixed, sizeof fixed, "%.4s %s", line, scratch);
            line = fixed, len = strlen(fixed);
        } else if (len >= 2 && !memcmp(line, "go", 2)) {
            snprintf(fixed, sizeof fixed, "go level=%s seed=%u iterations=20", len % 2 ? "random" : "easy",
                     (unsigned)len);
            line = fixed, len = strlen(fixed);
        }
        int quit = ys_session_line(s, line, len, &out);
        check_answer(&out);
        if (quit) break;
        pos = end + 1;
    }
    ys_buf_free(&out);
    ys_session_free(s);
    return 0;
}
