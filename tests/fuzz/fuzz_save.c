/* fuzz_save.c - libFuzzer target: ys_load_text on any bytes. A text it
 * accepts must save back to a text that loads to the same moves and state
 * (compared as JSON: YsGame bytes are covered by test_properties). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ys/ys.h"
#include "broken.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static YsMatch *a, *b;
    if (!a) a = malloc(sizeof *a), b = malloc(sizeof *b);
    if (!a || !b) BROKEN();
    YsLoadError why;
    if (ys_load_text(a, (const char *)data, size, &why)) {
        if (why.code <= YS_LOAD_OK || why.code >= YS_LOAD_CODES || !why.text[0]) BROKEN(); /* says why */
        return 0;
    }
    YsBuf text = {0};
    ys_save_text(a, &text);
    if (ys_load_text(b, text.s, text.n, &why) || why.code != YS_LOAD_OK) BROKEN();
    if (b->nlog != a->nlog || memcmp(b->log, a->log, sizeof(YsMove) * (size_t)a->nlog)) BROKEN();
    YsBuf ja = {0}, jb = {0};
    ys_json_view(&a->g, -1, &ja);
    ys_json_view(&b->g, -1, &jb);
    if (strcmp(ja.s, jb.s)) BROKEN();
    ys_buf_free(&ja);
    ys_buf_free(&jb);
    ys_buf_free(&text);
    return 0;
}
