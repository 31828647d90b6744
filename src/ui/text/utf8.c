/* utf8.c - text from outside made safe to show (ui_text.h). */
#include <string.h>

#include "ui_text.h"

/* The length of the well-formed UTF-8 character at s (RFC 3629: no
 * overlong forms, no surrogates, nothing past U+10FFFF), with its code
 * point in *cp; 0 when s does not start one. */
static size_t char_len(const unsigned char *s, uint32_t *cp)
{
    unsigned char c = s[0];
    size_t n;
    uint32_t v, min;
    if (c < 0x80) return *cp = c, 1;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2, v = c & 0x1F, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3, v = c & 0x0F, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4, v = c & 0x07, min = 0x10000;
    else
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0; /* also stops at the terminating NUL */
        v = v << 6 | (s[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
    *cp = v;
    return n;
}

size_t ui_utf8_clean(char *dst, size_t cap, const char *src)
{
    size_t o = 0;
    const unsigned char *s = (const unsigned char *)src;
    while (*s) {
        uint32_t cp;
        size_t n = char_len(s, &cp);
        if (!n) { /* a stray byte: left out */
            s++;
            continue;
        }
        int control = cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
        if (!control) {
            if (o + n >= cap) break; /* the next letter does not fit whole */
            memcpy(dst + o, s, n);
            o += n;
        }
        s += n;
    }
    dst[o] = 0;
    return o;
}
