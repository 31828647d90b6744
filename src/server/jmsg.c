/* jmsg.c - a strict parser for one JSON object per line, keeping the
 * positions of the top-level fields (jmsg.h). */
#include "jmsg.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const char *s, *end;
    const char *why;
} P;

static void ws(P *p)
{
    while (p->s < p->end && (*p->s == ' ' || *p->s == '\t' || *p->s == '\r' || *p->s == '\n'))
        p->s++;
}

static int fail(P *p, const char *why)
{
    if (!p->why) p->why = why;
    return -1;
}

static int hex(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* The length of the UTF-8 sequence at s (RFC 3629: no overlong form, no
 * surrogate, nothing past U+10FFFF), or 0 when it is not one. */
static size_t utf8_len(const unsigned char *s, const unsigned char *end)
{
    unsigned c = s[0], lo = 0x80, hi = 0xBF;
    size_t n;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    if ((size_t)(end - s) < n || s[1] < lo || s[1] > hi) return 0;
    for (size_t i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xBF) return 0;
    return n;
}

static int string(P *p)
{
    if (p->s >= p->end || *p->s != '"') return fail(p, "a string was expected");
    p->s++;
    while (p->s < p->end) {
        unsigned char c = (unsigned char)*p->s++;
        if (c == '"') return 0;
        if (c < 0x20) return fail(p, "a control character inside a string");
        if (c >= 0x80) { /* RFC 8259: the text is UTF-8 */
            size_t n = utf8_len((const unsigned char *)p->s - 1, (const unsigned char *)p->end);
            if (!n) {
                p->s--;
                return fail(p, "a string that is not UTF-8");
            }
            p->s += n - 1;
            continue;
        }
        if (c == '\\') {
            if (p->s >= p->end) break;
            char e = *p->s++;
            if (e == 'u') {
                for (int i = 0; i < 4; i++)
                    if (p->s >= p->end || hex(*p->s++) < 0) return fail(p, "a bad \\u escape");
            } else if (!strchr("\"\\/bfnrt", e)) {
                return fail(p, "a bad escape");
            }
        }
    }
    return fail(p, "a string without its end");
}

static int number(P *p)
{
    const char *s0 = p->s;
    if (p->s < p->end && *p->s == '-') p->s++;
    if (p->s >= p->end || *p->s < '0' || *p->s > '9') return fail(p, "a bad number");
    if (*p->s == '0')
        p->s++;
    else
        while (p->s < p->end && *p->s >= '0' && *p->s <= '9')
            p->s++;
    if (p->s < p->end && *p->s == '.') {
        p->s++;
        if (p->s >= p->end || *p->s < '0' || *p->s > '9') return fail(p, "a bad number");
        while (p->s < p->end && *p->s >= '0' && *p->s <= '9')
            p->s++;
    }
    if (p->s < p->end && (*p->s == 'e' || *p->s == 'E')) {
        p->s++;
        if (p->s < p->end && (*p->s == '+' || *p->s == '-')) p->s++;
        if (p->s >= p->end || *p->s < '0' || *p->s > '9') return fail(p, "a bad number");
        while (p->s < p->end && *p->s >= '0' && *p->s <= '9')
            p->s++;
    }
    return p->s > s0 ? 0 : -1;
}

static int word(P *p, const char *w)
{
    size_t n = strlen(w);
    if ((size_t)(p->end - p->s) < n || memcmp(p->s, w, n)) return fail(p, "an unknown word");
    p->s += n;
    return 0;
}

static int value(P *p, int depth, JmsgKind *kind);

static int compound(P *p, int depth, int object)
{
    if (depth > 8) return fail(p, "nested too deep");
    p->s++;
    ws(p);
    if (p->s < p->end && *p->s == (object ? '}' : ']')) {
        p->s++;
        return 0;
    }
    for (;;) {
        JmsgKind k;
        ws(p);
        if (object) {
            if (string(p)) return -1;
            ws(p);
            if (p->s >= p->end || *p->s != ':') return fail(p, "a ':' was expected");
            p->s++;
            ws(p);
        }
        if (value(p, depth + 1, &k)) return -1;
        ws(p);
        if (p->s >= p->end) return fail(p, "the line ends inside a value");
        if (*p->s == ',') {
            p->s++;
            continue;
        }
        if (*p->s == (object ? '}' : ']')) {
            p->s++;
            return 0;
        }
        return fail(p, "a ',' was expected");
    }
}

static int value(P *p, int depth, JmsgKind *kind)
{
    if (p->s >= p->end) return fail(p, "a value was expected");
    switch (*p->s) {
    case '"':
        *kind = JMSG_STRING;
        return string(p);
    case '{':
        *kind = JMSG_OBJECT;
        return compound(p, depth, 1);
    case '[':
        *kind = JMSG_ARRAY;
        return compound(p, depth, 0);
    case 't':
        *kind = JMSG_BOOL;
        return word(p, "true");
    case 'f':
        *kind = JMSG_BOOL;
        return word(p, "false");
    case 'n':
        *kind = JMSG_NULL;
        return word(p, "null");
    default:
        *kind = JMSG_NUMBER;
        return number(p);
    }
}

int jmsg_parse(Jmsg *m, const char *line, size_t len, char *err, size_t errlen)
{
    P p = {line, line + len, NULL};
    m->n = 0;
    ws(&p);
    if (p.s >= p.end || *p.s != '{') {
        snprintf(err, errlen, "a JSON object was expected");
        return -1;
    }
    p.s++;
    ws(&p);
    if (p.s < p.end && *p.s == '}') {
        p.s++;
    } else {
        for (;;) {
            ws(&p);
            const char *k = p.s;
            if (string(&p)) break;
            JmsgField f = {k + 1, (size_t)(p.s - k - 2), NULL, 0, JMSG_NULL};
            /* keys are found and told apart as written: "\u0074ype" would be
             * a second "type" that neither the duplicate check nor jmsg_get sees */
            if (memchr(f.key, '\\', f.keylen)) {
                fail(&p, "an escape in a key");
                break;
            }
            ws(&p);
            if (p.s >= p.end || *p.s != ':') {
                fail(&p, "a ':' was expected");
                break;
            }
            p.s++;
            ws(&p);
            f.val = p.s;
            if (value(&p, 1, &f.kind)) break;
            f.vallen = (size_t)(p.s - f.val);
            for (int i = 0; i < m->n; i++)
                if (m->f[i].keylen == f.keylen && !memcmp(m->f[i].key, f.key, f.keylen)) fail(&p, "a key given twice");
            if (m->n >= JMSG_FIELDS) fail(&p, "too many fields");
            if (p.why) break;
            m->f[m->n++] = f;
            ws(&p);
            if (p.s < p.end && *p.s == ',') {
                p.s++;
                continue;
            }
            if (p.s < p.end && *p.s == '}') {
                p.s++;
                break;
            }
            fail(&p, p.s < p.end ? "a ',' was expected" : "the line ends inside the object");
            break;
        }
    }
    if (!p.why) {
        ws(&p);
        if (p.s != p.end) fail(&p, "something after the object");
    }
    if (p.why) {
        snprintf(err, errlen, "%s (at byte %zu)", p.why, (size_t)(p.s - line));
        m->n = 0;
        return -1;
    }
    return 0;
}

const JmsgField *jmsg_get(const Jmsg *m, const char *key)
{
    size_t n = strlen(key);
    for (int i = 0; i < m->n; i++)
        if (m->f[i].keylen == n && !memcmp(m->f[i].key, key, n)) return &m->f[i];
    return NULL;
}

/* Unescapes the JSON string at s (with its quotes, already checked). */
static int unquote(const char *s, size_t n, char *buf, size_t len)
{
    size_t o = 0;
    for (size_t i = 1; i + 1 < n; i++) {
        unsigned c = (unsigned char)s[i];
        if (c == '\\') {
            char e = s[++i];
            if (e == 'u') {
                c = (unsigned)(hex(s[i + 1]) << 12 | hex(s[i + 2]) << 8 | hex(s[i + 3]) << 4 | hex(s[i + 4]));
                i += 4;
                if (c < 0x20 || c > 0x7e) return -1; /* protocol strings are printable ASCII when escaped */
            } else {
                c = e == 'n' || e == 'r' || e == 't' || e == 'b' || e == 'f' ? 0 : (unsigned char)e;
                if (!c) return -1;
            }
        }
        if (o + 1 >= len) return -1;
        buf[o++] = (char)c;
    }
    buf[o] = 0;
    return 0;
}

int jmsg_str(const Jmsg *m, const char *key, char *buf, size_t len)
{
    const JmsgField *f = jmsg_get(m, key);
    if (!f || f->kind != JMSG_STRING) return -1;
    return unquote(f->val, f->vallen, buf, len);
}

int jmsg_uint(const Jmsg *m, const char *key, uint64_t max, uint64_t *out)
{
    const JmsgField *f = jmsg_get(m, key);
    char tmp[24];
    if (!f || f->kind != JMSG_NUMBER || f->vallen >= sizeof tmp) return -1;
    memcpy(tmp, f->val, f->vallen);
    tmp[f->vallen] = 0;
    uint64_t v = 0;
    for (size_t i = 0; i < f->vallen; i++) {
        if (tmp[i] < '0' || tmp[i] > '9') return -1;
        uint64_t d = (uint64_t)(tmp[i] - '0');
        if (d > max || v > (max - d) / 10) return -1; /* v * 10 + d > max */
        v = v * 10 + d;
    }
    *out = v;
    return 0;
}

int jmsg_is_int(const Jmsg *m, const char *key)
{
    const JmsgField *f = jmsg_get(m, key);
    if (!f || f->kind != JMSG_NUMBER) return 0;
    size_t i = f->val[0] == '-';
    if (i >= f->vallen) return 0;
    for (; i < f->vallen; i++)
        if (f->val[i] < '0' || f->val[i] > '9') return 0;
    return 1;
}

int jmsg_text_ok(const char *s)
{
    const unsigned char *u = (const unsigned char *)s, *end = u + strlen(s);
    while (u < end) {
        size_t n = utf8_len(u, end);
        if (!n || *u < 0x20 || *u == 0x7F) return 0;
        if (*u == 0xC2 && u[1] <= 0x9F) return 0; /* U+0080 to U+009F, the C1 controls */
        u += n;
    }
    return 1;
}

int jmsg_objects(const Jmsg *m, const char *key, int (*each)(int i, const Jmsg *o, void *ud), void *ud)
{
    const JmsgField *f = jmsg_get(m, key);
    if (!f || f->kind != JMSG_ARRAY) return -1;
    P p = {f->val + 1, f->val + f->vallen - 1, NULL};
    int n = 0;
    for (;;) {
        ws(&p);
        if (p.s >= p.end) return n;
        const char *s0 = p.s;
        JmsgKind k;
        if (*p.s != '{' || value(&p, 1, &k)) return -1;
        Jmsg o;
        char err[100];
        if (jmsg_parse(&o, s0, (size_t)(p.s - s0), err, sizeof err)) return -1;
        if (each && each(n, &o, ud)) return -1;
        n++;
        ws(&p);
        if (p.s < p.end && *p.s == ',') p.s++;
    }
}

int jmsg_strings(const Jmsg *m, const char *key, int (*each)(int i, const char *s, void *ud), void *ud)
{
    const JmsgField *f = jmsg_get(m, key);
    if (!f || f->kind != JMSG_ARRAY) return -1;
    P p = {f->val + 1, f->val + f->vallen - 1, NULL};
    int n = 0;
    for (;;) {
        ws(&p);
        if (p.s >= p.end) return n;
        const char *s0 = p.s;
        if (*p.s != '"' || string(&p)) return -1;
        char buf[256];
        if (unquote(s0, (size_t)(p.s - s0), buf, sizeof buf)) return -1;
        if (each && each(n, buf, ud)) return -1;
        n++;
        ws(&p);
        if (p.s < p.end && *p.s == ',') p.s++;
    }
}

int jmsg_quote(const char *s, char *buf, size_t len)
{
    size_t o = 0;
    if (len < 3) return -1;
    buf[o++] = '"';
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char tmp[8];
        int k;
        if (c == '"' || c == '\\')
            k = snprintf(tmp, sizeof tmp, "\\%c", c);
        else if (c < 0x20)
            k = snprintf(tmp, sizeof tmp, "\\u%04x", c);
        else {
            tmp[0] = (char)c;
            k = 1;
        }
        if (o + (size_t)k + 2 > len) return -1;
        memcpy(buf + o, tmp, (size_t)k);
        o += (size_t)k;
    }
    buf[o++] = '"';
    buf[o] = 0;
    return (int)o;
}
