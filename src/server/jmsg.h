/* jmsg.h - one protocol line as a flat JSON object: a strict parser that
 * keeps where each top-level field's value lies, and helpers to read those
 * values and to write JSON strings. No allocation; plain C. */
#ifndef YS_SERVER_JMSG_H
#define YS_SERVER_JMSG_H

#include <stddef.h>
#include <stdint.h>

#define JMSG_FIELDS 16

typedef enum { JMSG_STRING, JMSG_NUMBER, JMSG_BOOL, JMSG_NULL, JMSG_ARRAY, JMSG_OBJECT } JmsgKind;

typedef struct {
    const char *key; /* points into the line, not NUL-terminated */
    size_t keylen;
    const char *val; /* the value's text as written (a string with its quotes) */
    size_t vallen;
    JmsgKind kind;
} JmsgField;

typedef struct {
    int n;
    JmsgField f[JMSG_FIELDS];
} Jmsg;

/* Parses line (len bytes, no newline) as one JSON object (RFC 8259, nesting
 * at most 8 deep, at most JMSG_FIELDS fields, no duplicate keys, no escape
 * in a top-level key, every string valid UTF-8: no overlong form, no
 * surrogate, nothing past U+10FFFF). 0, or -1 with a reason in err. */
int jmsg_parse(Jmsg *m, const char *line, size_t len, char *err, size_t errlen);
/* The field named key, or NULL. */
const JmsgField *jmsg_get(const Jmsg *m, const char *key);
/* The string field key unescaped into buf (len bytes, NUL-terminated):
 * 0, or -1 when absent, not a string, too long, or holding a NUL or a
 * control character. */
int jmsg_str(const Jmsg *m, const char *key, char *buf, size_t len);
/* The integer field key in [0, max]: 0, or -1 when absent or not such. */
int jmsg_uint(const Jmsg *m, const char *key, uint64_t max, uint64_t *out);
/* Whether the field key is a number written as an integer (digits, a minus
 * sign before them or not, no fraction or exponent), of any size. */
int jmsg_is_int(const Jmsg *m, const char *key);
/* Whether the C string s is UTF-8 text without a control character
 * (U+0000 to U+001F, U+007F to U+009F): a name's or a chat line's words. */
int jmsg_text_ok(const char *s);
/* Each element of the array field key, which must all be objects, parsed
 * as a flat message of its own (the rules of jmsg_parse) and given to
 * each(i, element, ud), whose field pointers lie in the line; returns the
 * count, or -1 when key is not an array of such objects or each returns
 * non-zero. */
int jmsg_objects(const Jmsg *m, const char *key, int (*each)(int i, const Jmsg *o, void *ud), void *ud);
/* Each element of the array field key that is a string, unescaped, to
 * each(i, text, ud); returns the count, or -1 when not an array of strings
 * or an element is longer than 255 bytes. */
int jmsg_strings(const Jmsg *m, const char *key, int (*each)(int i, const char *s, void *ud), void *ud);
/* Writes s as a JSON string (with quotes) into buf; returns the length, or
 * -1 when it does not fit. */
int jmsg_quote(const char *s, char *buf, size_t len);

#endif
