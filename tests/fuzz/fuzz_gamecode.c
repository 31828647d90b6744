/* fuzz_gamecode.c - libFuzzer target: ys_code_decode on any bytes. A code it
 * accepts must encode back to a code that reads back to the same moves and
 * seats; a refused one leaves the match untouched. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ys/gamecode.h"
#include "broken.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static YsMatch *a, *b;
    if (!a) a = malloc(sizeof *a), b = malloc(sizeof *b);
    if (!a || !b) BROKEN();
    int seats[YS_MAX_HUMANS] = {0}, back[YS_MAX_HUMANS] = {0};
    a->nlog = -7;
    YsCodeError e = ys_code_decode((const char *)data, size, a, seats);
    if (e != YS_CODE_OK) {
        if (a->nlog != -7 || e > YS_CODE_NO_MEMORY) BROKEN();
        return 0;
    }
    YsBuf code = {0};
    if (ys_code_encode(a, seats, &code)) BROKEN();
    if (ys_code_decode(code.s, code.n, b, back) != YS_CODE_OK) BROKEN();
    if (b->nlog != a->nlog || memcmp(back, seats, sizeof seats)) BROKEN();
    for (int i = 0; i < a->nlog; i++)
        if (!ys_move_equal(&a->log[i], &b->log[i])) BROKEN();
    ys_buf_free(&code);
    return 0;
}
