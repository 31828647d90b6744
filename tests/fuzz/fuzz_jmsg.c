/* fuzz_jmsg.c - libFuzzer target for ys-server's line parser (src/server/
 * jmsg.c): any bytes a client sends as one line are parsed or refused
 * without a crash or a read past the line (the line is copied to a buffer of
 * its exact size, so ASan sees any overread); a refusal says why; a parsed
 * line's fields lie inside it with distinct keys, none escaped; and every string the
 * reader gives back, written again with jmsg_quote, reads back the same. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jmsg.h"
#include "broken.h"

static int each(int i, const char *s, void *ud)
{
    (void)i;
    (void)ud;
    if (strlen(s) > 255) BROKEN();
    return 0;
}

/* s, quoted and read back as the field k of a new object, is s again. */
static void round_trip(const char *s)
{
    char q[2200], line[2300], back[1100], err[200];
    int n = jmsg_quote(s, q, sizeof q);
    if (n < 0) return; /* does not fit: allowed */
    if ((size_t)n != strlen(q)) BROKEN();
    int l = snprintf(line, sizeof line, "{\"k\":%s}", q);
    Jmsg m;
    if (jmsg_parse(&m, line, (size_t)l, err, sizeof err)) BROKEN();
    if (jmsg_str(&m, "k", back, sizeof back) || strcmp(back, s)) BROKEN();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *line = malloc(size ? size : 1);
    if (!line) BROKEN();
    memcpy(line, data, size);
    Jmsg m;
    char err[200] = "";
    if (jmsg_parse(&m, line, size, err, sizeof err)) {
        if (!err[0]) BROKEN();
        free(line);
        return 0;
    }
    if (m.n < 0 || m.n > JMSG_FIELDS) BROKEN();
    for (int i = 0; i < m.n; i++) {
        const JmsgField *f = &m.f[i];
        if (f->key < line || f->key + f->keylen > line + size || f->val < line || f->val + f->vallen > line + size ||
            !f->vallen)
            BROKEN();
        for (int j = 0; j < i; j++)
            if (m.f[j].keylen == f->keylen && !memcmp(m.f[j].key, f->key, f->keylen)) BROKEN();
        /* keys are found and told apart by their text as written: one with
         * an escape would be another key's twin ("\u0074ype" is "type") */
        if (memchr(f->key, '\\', f->keylen)) BROKEN();
        char key[256], buf[1024];
        if (f->keylen >= sizeof key) continue;
        memcpy(key, f->key, f->keylen);
        key[f->keylen] = 0;
        if (memchr(key, 0, f->keylen)) continue; /* jmsg_get takes a C string: such a key cannot be asked for */
        if (jmsg_get(&m, key) != f) BROKEN();
        uint64_t u;
        if (!jmsg_uint(&m, key, UINT64_MAX, &u) && f->kind != JMSG_NUMBER) BROKEN();
        if (!jmsg_str(&m, key, buf, sizeof buf)) {
            if (f->kind != JMSG_STRING) BROKEN();
            round_trip(buf);
        }
        int n = jmsg_strings(&m, key, each, NULL);
        if (n >= 0 && f->kind != JMSG_ARRAY) BROKEN();
    }
    free(line);
    return 0;
}
