/* invite.c - invite codes and invite links (invite.h): the one reader of
 * what a player types or pastes, so every screen and tool reads an invite
 * the same way, and the writer of what a host copies. */
#include "invite.h"

#include <stdio.h>
#include <string.h>

static const char hexd[] = "0123456789abcdef";

int net_code_norm(const char *in, char out[NET_CODE_LEN + 1])
{
    int n = 0;
    for (; *in; in++) {
        char c = *in;
        if (c == '-' || c == ' ') continue;
        if (c >= 'a' && c <= 'z') c = (char)(c - 'a' + 'A');
        if (c == 'O') c = '0';
        if (c == 'I' || c == 'L') c = '1';
        if (!strchr(NET_ALPHABET, c) || n >= NET_CODE_LEN) {
            out[0] = 0;
            return -1;
        }
        out[n++] = c;
    }
    out[n] = 0;
    if (n != NET_CODE_LEN) {
        out[0] = 0;
        return -1;
    }
    return 0;
}

void net_code_group(const char code[NET_CODE_LEN + 1], char out[NET_CODE_LEN + 4])
{
    int o = 0;
    for (int i = 0; i < NET_CODE_LEN && code[i]; i++) {
        if (i && i % 4 == 0) out[o++] = '-';
        out[o++] = code[i];
    }
    out[o] = 0;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static int fail(NetInvite *out, char *err, size_t errlen, const char *why)
{
    memset(out, 0, sizeof *out);
    if (errlen) snprintf(err, errlen, "%s", why);
    return -1;
}

/* A host name or IPv4 address: letters, digits, dots and dashes. */
static int name_ok(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= '0' && s[i] <= '9') ||
              s[i] == '.' || s[i] == '-'))
            return 0;
    return n > 0;
}

/* An IPv6 address as written in brackets: hex digits and colons, a dotted
 * IPv4 tail allowed, at least one colon. */
static int ipv6_ok(const char *s, size_t n)
{
    int colon = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == ':')
            colon = 1;
        else if (hexval(s[i]) < 0 && s[i] != '.')
            return 0;
    }
    return colon;
}

int net_invite_parse(const char *text, NetInvite *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    const char *s = text, *e = text + strlen(text);
    while (s < e && (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n'))
        s++;
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r' || e[-1] == '\n'))
        e--;
    if (s == e) return fail(out, err, errlen, "the invite is empty: paste the link or type the code");
    char buf[600];
    if ((size_t)(e - s) >= sizeof buf) return fail(out, err, errlen, "that is too long to be an invite");
    memcpy(buf, s, (size_t)(e - s));
    buf[e - s] = 0;

    if (strncmp(buf, "ys://", 5) && strncmp(buf, "YS://", 5) && strncmp(buf, "Ys://", 5) && strncmp(buf, "yS://", 5)) {
        if (strchr(buf, ':') || strchr(buf, '/')) return fail(out, err, errlen, "an invite link starts with ys://");
        if (net_code_norm(buf, out->code))
            return fail(out, err, errlen, "an invite code is 13 letters and digits, like Y2QQ-WZJP-ES4S-8");
        return 0;
    }

    const char *p = buf + 5;
    const char *hs, *he;
    NetInvite v = {0};
    if (*p == '[') {
        hs = p + 1;
        he = strchr(hs, ']');
        if (!he || !ipv6_ok(hs, (size_t)(he - hs)))
            return fail(out, err, errlen, "the link's address in brackets is not an IPv6 address");
        p = he + 1;
    } else {
        hs = p;
        while (*p && *p != ':' && *p != '/' && *p != '#')
            p++;
        he = p;
        if (!name_ok(hs, (size_t)(he - hs)))
            return fail(out, err, errlen, "the link names no host, or not a valid one");
    }
    if ((size_t)(he - hs) > NET_HOST_MAX) return fail(out, err, errlen, "the link's host name is too long");
    memcpy(v.host, hs, (size_t)(he - hs));
    v.port = NET_DEFAULT_PORT;
    if (*p == ':') {
        long port = 0;
        int digits = 0;
        for (p++; *p >= '0' && *p <= '9'; p++, digits++)
            if ((port = port * 10 + (*p - '0')) > 65535) break;
        if (!digits || port < 1 || port > 65535 || (*p != '/'))
            return fail(out, err, errlen, "the link's port is not a number from 1 to 65535");
        v.port = (int)port;
    }
    if (*p != '/') return fail(out, err, errlen, "the link has no invite code after the host");
    p++;
    char *hash = strchr(p, '#');
    if (hash) *hash = 0;
    if (net_code_norm(p, v.code))
        return fail(out, err, errlen, "the link's invite code is not 13 letters and digits, like Y2QQ-WZJP-ES4S-8");
    if (hash) {
        const char *f = hash + 1;
        if (strncmp(f, "sha256=", 7) && strncmp(f, "SHA256=", 7))
            return fail(out, err, errlen, "the link's part after # is not sha256=FINGERPRINT");
        f += 7;
        int n = 0;
        while (*f) {
            if (*f == ':' && n > 0 && n % 2 == 0 && f[1]) {
                f++;
                continue;
            }
            int h = hexval(*f);
            if (h < 0 || n >= 64)
                return fail(out, err, errlen, "the link's fingerprint is not 64 hex digits (a SHA-256)");
            v.sha256[n++] = hexd[h];
            f++;
        }
        if (n != 64) return fail(out, err, errlen, "the link's fingerprint is not 64 hex digits (a SHA-256)");
    }
    *out = v;
    return 0;
}

int net_invite_format(const NetInvite *inv, char *buf, size_t len)
{
    char g[NET_CODE_LEN + 4], code[NET_CODE_LEN + 1];
    if (!inv->host[0] || net_code_norm(inv->code, code) || inv->port < 1 || inv->port > 65535) return -1;
    net_code_group(code, g);
    int v6 = strchr(inv->host, ':') != NULL;
    int n = snprintf(buf, len, "ys://%s%s%s:%d/%s%s%s", v6 ? "[" : "", inv->host, v6 ? "]" : "", inv->port, g,
                     inv->sha256[0] ? "#sha256=" : "", inv->sha256);
    if (n < 0 || (size_t)n >= len) return -1;
    return n;
}
