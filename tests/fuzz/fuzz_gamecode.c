/* fuzz_gamecode.c - libFuzzer target: ys_code_decode on any bytes. A code it
 * accepts must encode back to a code that reads back to the same moves and
 * seats; a refused one leaves the match untouched. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ys/gamecode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static YsMatch *a, *b;
    if (!a) a = malloc(sizeof *a), b = malloc(sizeof *b);
    if (!a || !b) abort();
    int seats[YS_MAX_HUMANS] = {0}, back[YS_MAX_HUMANS] = {0};
    a->nlog = -7;
    YsCodeError e = ys_code_decode((const char *)data, size, a, seats);
    if (e != YS_CODE_OK) {
        if (a->nlog != -7 || e > YS_CODE_NO_MEMORY) abort();
        return 0;
    }
    YsBuf code = {0};
    if (ys_code_encode(a, seats, &code)) abort();
    if (ys_code_decode(code.s, code.n, b, back) != YS_CODE_OK) abort();
    if (b->nlog != a->nlog || memcmp(back, seats, sizeof seats)) abort();
    for (int i = 0; i < a->nlog; i++)
        if (!ys_move_equal(&a->log[i], &b->log[i])) abort();
    ys_buf_free(&code);
    return 0;
}
