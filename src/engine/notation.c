/* notation.c - move strings of PROTOCOL.md: parse to a canonical YsMove and
 * write back. Legality is not checked here (ys_apply does that). */
#include <stdio.h>
#include <string.h>

#include "internal.h"

static const char *const character_names[YS_CHARACTER_COUNT] = {
    "alchemist", "banker",   "captain",   "spy",   "herald", "conjurer", "intriguer", "jeweller",
    "magician",  "merchant", "mercenary", "queen", "prince", "king",     "white"};
static const char *const colour_names[6] = {"blue", "green", "yellow", "red", "black", "white"};
static const char *const area_names[3] = {"port", "commerce", "palace"};
static const char *const phase_names[] = {"bid", "seat", "cards", "place", "count", "throne", "over"};

const char *ys_character_name(int c) { return c >= 0 && c < YS_CHARACTER_COUNT ? character_names[c] : "?"; }
const char *ys_colour_name(int c) { return c >= 0 && c < 6 ? colour_names[c] : "?"; }
const char *ys_phase_name(YsPhase p) { return phase_names[p]; }

int ys_character_parse(const char *s)
{
    for (int c = 0; c < YS_CHARACTER_COUNT; c++)
        if (!strcmp(s, character_names[c])) return c;
    return -1;
}

int ys_colour_parse(const char *s)
{
    for (int c = 0; c < 6; c++)
        if (!strcmp(s, colour_names[c])) return c;
    return -1;
}

int ys_place_parse(const char *s, int *place)
{
    if (!strcmp(s, "throne")) {
        *place = YS_THRONE;
        return 0;
    }
    if ((s[0] != 'n' && s[0] != 'm') || s[1] < '0' || s[1] > '4' || s[2] != '.') return -1;
    int k = s[1] - '0';
    if (s[0] == 'n') {
        if (k < 1) return -1;
        for (int a = 0; a < 3; a++)
            if (!strcmp(s + 3, area_names[a])) {
                *place = YS_PLACE_CITY(k - 1, a);
                return 0;
            }
        return -1;
    }
    if (k > 3) return -1;
    for (int c = 0; c < YS_COLOURS; c++)
        if (!strcmp(s + 3, colour_names[c])) {
            *place = YS_PLACE_MARKET(k, c);
            return 0;
        }
    return -1;
}

int ys_place_format(int place, char *buf, size_t len)
{
    if (place == YS_THRONE) return snprintf(buf, len, "throne");
    if (YS_IS_CITY(place)) return snprintf(buf, len, "n%d.%s", place / 3 + 1, area_names[place % 3]);
    if (YS_IS_MARKET(place))
        return snprintf(buf, len, "m%d.%s", YS_MARKET_ROW(place), colour_names[YS_MARKET_COL(place)]);
    return snprintf(buf, len, "?");
}

/* --- parsing ------------------------------------------------------- */

#define MAX_TOKENS 8

static int split(char *s, char **tok)
{
    int n = 0;
    for (char *c = s; *c;) {
        while (*c == ' ' || *c == '\t')
            *c++ = 0;
        if (!*c) break;
        if (n == MAX_TOKENS) return -1;
        tok[n++] = c;
        while (*c && *c != ' ' && *c != '\t')
            c++;
    }
    return n;
}

static int digit(const char *s, int lo, int hi)
{
    if (s[0] < '0' || s[0] > '9' || s[1]) return -1;
    int d = s[0] - '0';
    return d >= lo && d <= hi ? d : -1;
}

/* "3@n1.port": a value and a place (a placement) */
static int parse_value_at(const char *s, uint8_t *value, uint8_t *place)
{
    int pl;
    if (s[0] < '0' || s[0] > '4' || s[1] != '@' || ys_place_parse(s + 2, &pl)) return -1;
    *value = (uint8_t)(s[0] - '0');
    *place = (uint8_t)pl;
    return 0;
}

/* A broker of one's own on the board: "3@n1.port", or with suffixes that tell twins apart, "3um@n1.port": the
 * selector (src[k] of the move) is canonical for the player to move, as the
 * legal list writes it: 0 where that player's brokers there are alike; a
 * plain value names the face-up broker without the marker where they differ. */
static int parse_ref(const YsGame *g, const char *s, uint8_t *value, uint8_t *place, uint8_t *sel)
{
    int pl, kind = 0, i = 1;
    if (s[0] < '0' || s[0] > '4') return -1;
    if (s[i] == 'u' || s[i] == 'd') {
        kind = 1 | (s[i] == 'd') << 1;
        if (s[++i] == 'm') kind |= 4, i++;
    }
    if (s[i] != '@' || ys_place_parse(s + i + 1, &pl)) return -1;
    *value = (uint8_t)(s[0] - '0');
    *place = (uint8_t)pl;
    unsigned kinds = g->to_move >= 0 ? ys__own_kinds(g, g->to_move, *value, pl) : 0;
    if (!(kinds & (kinds - 1))) /* alike (or none): a suffix must fit them, else it names nothing there */
        *sel = (uint8_t)(kind && !(kinds & (1u << kind)) ? kind : 0);
    else
        *sel = (uint8_t)(kind ? kind : 1);
    return 0;
}

static int parse_colour4(const char *s)
{
    int c = ys_colour_parse(s);
    return c >= 0 && c < YS_COLOURS ? c : -1;
}

static int parse_card(const YsGame *g, char **tok, int n, YsMove *m, char *err, size_t len)
{
    int c = ys_character_parse(tok[1]);
    if (c < 0) return ys__fail(err, len, "unknown character");
    m->card = (uint8_t)c;
    int args = n - 2;
    switch (c) {
    case YS_CAPTAIN: {
        int a, b;
        if (args != 2 || (a = digit(tok[2], 1, 4)) < 0 || (b = digit(tok[3], 1, 4)) < 0)
            return ys__fail(err, len, "usage: card captain N M (neighbourhoods)");
        if (a > b) {
            int t = a;
            a = b, b = t;
        }
        m->a = (uint8_t)(a - 1), m->b = (uint8_t)(b - 1);
        return 0;
    }
    case YS_HERALD: {
        int to;
        if (args != 2 || parse_ref(g, tok[2], &m->a, &m->place, &m->src[0]) || ys_place_parse(tok[3], &to))
            return ys__fail(err, len, "usage: card herald V@PLACE PLACE");
        m->place2 = (uint8_t)to;
        return 0;
    }
    case YS_QUEEN: {
        int pl;
        if (args != 1 || ys_place_parse(tok[2], &pl)) return ys__fail(err, len, "usage: card queen PLACE");
        m->place = (uint8_t)pl;
        return 0;
    }
    case YS_MAGICIAN:
        if (args != 2 || parse_ref(g, tok[2], &m->a, &m->place, &m->src[0]) ||
            parse_ref(g, tok[3], &m->b, &m->place2, &m->src[1]))
            return ys__fail(err, len, "usage: card magician V@PLACE V@PLACE");
        if (m->place > m->place2) {
            uint8_t t = m->a;
            m->a = m->b, m->b = t;
            t = m->place, m->place = m->place2, m->place2 = t;
            t = m->src[0], m->src[0] = m->src[1], m->src[1] = t;
        }
        return 0;
    case YS_MERCENARY:
        if (args != 1 || parse_ref(g, tok[2], &m->a, &m->place, &m->src[0]))
            return ys__fail(err, len, "usage: card mercenary V@PLACE");
        return 0;
    case YS_ALCHEMIST:
    case YS_BANKER:
    case YS_JEWELLER: {
        int a, b;
        if (args != 2 || (a = parse_colour4(tok[2])) < 0 || (b = parse_colour4(tok[3])) < 0)
            return ys__fail(err, len, "usage: card alchemist|banker|jeweller COLOUR COLOUR");
        if (c == YS_JEWELLER && a > b) {
            int t = a;
            a = b, b = t;
        }
        m->a = (uint8_t)a, m->b = (uint8_t)b;
        return 0;
    }
    default:
        if (args != 0) return ys__fail(err, len, "this card takes no arguments");
        return 0;
    }
}

static int parse_gem(const char *s, uint8_t *src, uint8_t *dst)
{
    if (!strncmp(s, "white:", 6)) {
        int c = parse_colour4(s + 6);
        if (c < 0) return -1;
        *src = YS_WHITE, *dst = (uint8_t)c;
        return 0;
    }
    int c = parse_colour4(s);
    if (c < 0) return -1;
    *src = *dst = (uint8_t)c;
    return 0;
}

int ys_move_parse(const YsGame *g, const char *text, YsMove *m, char *err, size_t len)
{
    char buf[256];
    char *tok[MAX_TOKENS];
    if (strlen(text) >= sizeof buf) return ys__fail(err, len, "move too long");
    strcpy(buf, text);
    int n = split(buf, tok);
    if (n <= 0) return ys__fail(err, len, n < 0 ? "too many words" : "empty move");
    memset(m, 0, sizeof *m);
    const char *w = tok[0];
    if (!strcmp(w, "bid")) {
        int a, b;
        if (n != 3 || (a = digit(tok[1], 0, 4)) < 0 || (b = digit(tok[2], 0, 4)) < 0)
            return ys__fail(err, len, "usage: bid V V");
        m->kind = YS_MV_BID;
        m->a = (uint8_t)(a > b ? a : b), m->b = (uint8_t)(a > b ? b : a);
    } else if (!strcmp(w, "seat")) {
        int s;
        if (n != 2 || (s = digit(tok[1], 1, 4)) < 0) return ys__fail(err, len, "usage: seat N");
        m->kind = YS_MV_SEAT;
        m->a = (uint8_t)s;
    } else if (!strcmp(w, "pass") || !strcmp(w, "done")) {
        if (n != 1) return ys__fail(err, len, "this move takes no arguments");
        m->kind = w[0] == 'p' ? YS_MV_PASS : YS_MV_DONE;
    } else if (!strcmp(w, "card")) {
        if (n < 2) return ys__fail(err, len, "usage: card NAME [ARGS]");
        m->kind = YS_MV_CARD;
        return parse_card(g, tok, n, m, err, len);
    } else if (!strcmp(w, "up") || !strcmp(w, "down") || !strcmp(w, "neutral")) {
        if (n != 2) return ys__fail(err, len, "usage: up|down|neutral V@PLACE");
        m->kind = (uint8_t)(w[0] == 'u' ? YS_MV_UP : w[0] == 'd' ? YS_MV_DOWN : YS_MV_NEUTRAL);
        const char *s = tok[1];
        m->b = YS_NONE;
        if (s[0] == 'f' && m->kind != YS_MV_NEUTRAL) { /* f4/1@place */
            if (s[1] < '0' || s[1] > '4' || s[2] != '/') return ys__fail(err, len, "usage: up fV/R@PLACE");
            m->b = (uint8_t)(s[1] - '0');
            s += 3;
            if (s[0] < '0' || s[0] > '4' || s[1] != '@') return ys__fail(err, len, "usage: up fV/R@PLACE");
            m->c = (uint8_t)(s[0] - '0');
            int pl;
            if (ys_place_parse(s + 2, &pl)) return ys__fail(err, len, "unknown place");
            m->a = m->b;
            m->place = (uint8_t)pl;
        } else if (parse_value_at(s, &m->a, &m->place)) {
            return ys__fail(err, len, "usage: up|down|neutral V@PLACE");
        }
    } else if (!strcmp(w, "peek")) {
        if (n != 2) return ys__fail(err, len, "usage: peek PLACE#K");
        char p[64];
        const char *hash = strchr(tok[1], '#');
        size_t k = hash ? (size_t)(hash - tok[1]) : strlen(tok[1]);
        if (k >= sizeof p) return ys__fail(err, len, "unknown place");
        memcpy(p, tok[1], k);
        p[k] = 0;
        int pl, pos = 1;
        if (ys_place_parse(p, &pl)) return ys__fail(err, len, "unknown place");
        if (hash) {
            pos = 0;
            const char *d = hash + 1;
            if (!*d || strlen(d) > 3) return ys__fail(err, len, "bad position");
            for (; *d; d++) {
                if (*d < '0' || *d > '9') return ys__fail(err, len, "bad position");
                pos = pos * 10 + (*d - '0');
            }
            if (pos < 1 || pos > 255) return ys__fail(err, len, "bad position");
        } else if (!YS_IS_MARKET(pl)) {
            return ys__fail(err, len, "usage: peek PLACE#K");
        }
        m->kind = YS_MV_PEEK;
        m->place = (uint8_t)pl, m->a = (uint8_t)pos;
    } else if (!strcmp(w, "take")) {
        if (n < 2 || n > 3) return ys__fail(err, len, "usage: take GEM [GEM]");
        m->kind = YS_MV_TAKE;
        m->n = (uint8_t)(n - 1);
        for (int i = 0; i < m->n; i++)
            if (parse_gem(tok[i + 1], &m->src[i], &m->dst[i])) return ys__fail(err, len, "unknown gem");
        /* canonical: by ship colour, white last */
        if (m->n == 2 && (m->src[0] > m->src[1] || (m->src[0] == m->src[1] && m->dst[0] > m->dst[1]))) {
            uint8_t t = m->src[0];
            m->src[0] = m->src[1], m->src[1] = t;
            t = m->dst[0], m->dst[0] = m->dst[1], m->dst[1] = t;
        }
    } else if (!strcmp(w, "rank")) {
        if (n < 3 || n > 5) return ys__fail(err, len, "usage: rank COLOUR COLOUR...");
        m->kind = YS_MV_RANK;
        m->n = (uint8_t)(n - 1);
        for (int i = 0; i < m->n; i++) {
            int c = parse_colour4(tok[i + 1]);
            if (c < 0) return ys__fail(err, len, "unknown colour");
            m->src[i] = (uint8_t)c;
        }
    } else if (!strcmp(w, "quote")) {
        int c;
        if (n != 3 || (c = parse_colour4(tok[1])) < 0 || (strcmp(tok[2], "up") && strcmp(tok[2], "down")))
            return ys__fail(err, len, "usage: quote COLOUR up|down");
        m->kind = YS_MV_QUOTE;
        m->a = (uint8_t)c, m->b = tok[2][0] == 'u';
    } else if (!strcmp(w, "throne")) {
        int v;
        if (n != 2 || (v = digit(tok[1], 0, 4)) < 0) return ys__fail(err, len, "usage: throne V");
        m->kind = YS_MV_THRONE;
        m->a = (uint8_t)v;
    } else {
        return ys__fail(err, len, "unknown move");
    }
    return 0;
}

/* --- formatting ---------------------------------------------------- */

static int ref(char *buf, size_t len, int value, int place, int sel)
{
    char p[16];
    ys_place_format(place, p, sizeof p);
    if (!sel) return snprintf(buf, len, "%d@%s", value, p);
    return snprintf(buf, len, "%d%c%s@%s", value, sel & 2 ? 'd' : 'u', sel & 4 ? "m" : "", p);
}

int ys_move_format(const YsGame *g, const YsMove *m, char *buf, size_t len)
{
    (void)g;
    char a[32], b[32];
    switch (m->kind) {
    case YS_MV_BID:
        return snprintf(buf, len, "bid %d %d", m->a, m->b);
    case YS_MV_SEAT:
        return snprintf(buf, len, "seat %d", m->a);
    case YS_MV_PASS:
        return snprintf(buf, len, "pass");
    case YS_MV_DONE:
        return snprintf(buf, len, "done");
    case YS_MV_UP:
    case YS_MV_DOWN:
    case YS_MV_NEUTRAL: {
        const char *w = m->kind == YS_MV_UP ? "up" : m->kind == YS_MV_DOWN ? "down" : "neutral";
        ys_place_format(m->place, a, sizeof a);
        if (m->b != YS_NONE) return snprintf(buf, len, "%s f%d/%d@%s", w, m->b, m->c, a);
        return snprintf(buf, len, "%s %d@%s", w, m->a, a);
    }
    case YS_MV_PEEK:
        ys_place_format(m->place, a, sizeof a);
        if (YS_IS_MARKET(m->place)) return snprintf(buf, len, "peek %s", a);
        return snprintf(buf, len, "peek %s#%d", a, m->a);
    case YS_MV_TAKE: {
        int k = snprintf(buf, len, "take");
        for (int i = 0; i < m->n && k < (int)len; i++) {
            if (m->src[i] == YS_WHITE)
                k += snprintf(buf + k, len - (size_t)k, " white:%s", colour_names[m->dst[i]]);
            else
                k += snprintf(buf + k, len - (size_t)k, " %s", colour_names[m->src[i]]);
        }
        return k;
    }
    case YS_MV_RANK: {
        int k = snprintf(buf, len, "rank");
        for (int i = 0; i < m->n && k < (int)len; i++)
            k += snprintf(buf + k, len - (size_t)k, " %s", colour_names[m->src[i]]);
        return k;
    }
    case YS_MV_QUOTE:
        return snprintf(buf, len, "quote %s %s", colour_names[m->a], m->b ? "up" : "down");
    case YS_MV_THRONE:
        return snprintf(buf, len, "throne %d", m->a);
    case YS_MV_CARD: {
        const char *name = character_names[m->card];
        switch (m->card) {
        case YS_CAPTAIN:
            return snprintf(buf, len, "card captain %d %d", m->a + 1, m->b + 1);
        case YS_HERALD:
            ref(a, sizeof a, m->a, m->place, m->src[0]);
            ys_place_format(m->place2, b, sizeof b);
            return snprintf(buf, len, "card herald %s %s", a, b);
        case YS_QUEEN:
            ys_place_format(m->place, a, sizeof a);
            return snprintf(buf, len, "card queen %s", a);
        case YS_MAGICIAN:
            ref(a, sizeof a, m->a, m->place, m->src[0]);
            ref(b, sizeof b, m->b, m->place2, m->src[1]);
            return snprintf(buf, len, "card magician %s %s", a, b);
        case YS_MERCENARY:
            ref(a, sizeof a, m->a, m->place, m->src[0]);
            return snprintf(buf, len, "card mercenary %s", a);
        case YS_ALCHEMIST:
        case YS_BANKER:
        case YS_JEWELLER:
            return snprintf(buf, len, "card %s %s %s", name, colour_names[m->a], colour_names[m->b]);
        default:
            return snprintf(buf, len, "card %s", name);
        }
    }
    }
    return snprintf(buf, len, "?");
}

int ys_parse_uint(const char *s, uint64_t max, uint64_t *out)
{
    if (!s || !*s || (s[0] == '0' && s[1])) return -1; /* empty, or a leading zero */
    uint64_t x = 0;
    for (const char *c = s; *c; c++) {
        if (*c < '0' || *c > '9') return -1;
        uint64_t d = (uint64_t)(*c - '0');
        if (d > max || x > (max - d) / 10) return -1; /* x * 10 + d would pass max */
        x = x * 10 + d;
    }
    *out = x;
    return 0;
}
