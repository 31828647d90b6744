/* fuzz_jmsg.c - libFuzzer target for ys-server's line parser (src/server/
 * jmsg.c): any bytes a client sends as one line are parsed or refused
 * without a crash or a read past the line (the line is copied to a buffer of
 * its exact size, so ASan sees any overread); a refusal says why; a parsed
 * line's fields lie inside it with distinct keys, none escaped; a parsed
 * line is UTF-8 (as a decoder written here, another way, reads it); every
 * string the reader gives back, written again with jmsg_quote, reads back
 * the same; jmsg_text_ok (a name's, a chat line's words) agrees with that
 * decoder on it; jmsg_is_int is said of numbers only; and an array of
 * objects (the rooms message's list) gives elements that lie inside the
 * line and are read by the same rules. */
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

/* The code points of s (n bytes) one by one, decoded by their value ranges:
 * 0 when s is UTF-8 (RFC 3629), and then *ctl says whether one of them is a
 * control character (U+0000-U+001F, U+007F-U+009F). */
static int utf8_ref(const unsigned char *s, size_t n, int *ctl)
{
    *ctl = 0;
    for (size_t i = 0; i < n;) {
        unsigned c = s[i], cp, k;
        if (c < 0x80)
            cp = c, k = 0;
        else if ((c & 0xE0) == 0xC0)
            cp = c & 0x1F, k = 1;
        else if ((c & 0xF0) == 0xE0)
            cp = c & 0x0F, k = 2;
        else if ((c & 0xF8) == 0xF0)
            cp = c & 0x07, k = 3;
        else
            return -1;
        if (k && i + k >= n) return -1; /* cut short */
        for (unsigned j = 1; j <= k; j++) {
            if ((s[i + j] & 0xC0) != 0x80) return -1;
            cp = cp << 6 | (s[i + j] & 0x3F);
        }
        static const unsigned least[] = {0, 0x80, 0x800, 0x10000};
        if (cp < least[k] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return -1;
        *ctl |= cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
        i += k + 1;
    }
    return 0;
}

static const char *line_at; /* the line of the input, for the elements' check */
static size_t line_len;

static int object_each(int i, const Jmsg *o, void *ud)
{
    (void)i;
    (void)ud;
    if (o->n < 0 || o->n > JMSG_FIELDS) BROKEN();
    for (int k = 0; k < o->n; k++) {
        const JmsgField *f = &o->f[k];
        if (f->key < line_at || f->key + f->keylen > line_at + line_len || f->val < line_at ||
            f->val + f->vallen > line_at + line_len || !f->vallen)
            BROKEN();
        for (int j = 0; j < k; j++)
            if (o->f[j].keylen == f->keylen && !memcmp(o->f[j].key, f->key, f->keylen)) BROKEN();
    }
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
    int any_ctl;
    if (size < 4096 && !utf8_ref(data, size, &any_ctl)) { /* the text check on the raw bytes, too */
        char *z = malloc(size + 1);
        if (!z) BROKEN();
        memcpy(z, data, size);
        z[size] = 0;
        if (!memchr(data, 0, size) && jmsg_text_ok(z) != !any_ctl) BROKEN();
        free(z);
    }
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
    int ctl;
    if (utf8_ref(data, size, &ctl)) BROKEN(); /* accepted, so UTF-8 */
    line_at = line, line_len = size;
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
            if (utf8_ref((const unsigned char *)buf, strlen(buf), &ctl)) BROKEN();
            if (jmsg_text_ok(buf) != !ctl) BROKEN();
        }
        if (jmsg_is_int(&m, key) && f->kind != JMSG_NUMBER) BROKEN();
        if (jmsg_objects(&m, key, object_each, NULL) >= 0 && f->kind != JMSG_ARRAY) BROKEN();
        int n = jmsg_strings(&m, key, each, NULL);
        if (n >= 0 && f->kind != JMSG_ARRAY) BROKEN();
    }
    free(line);
    return 0;
}
