/* gamecode.c - a whole game as a short text (gamecode.h).
 *
 *   "YS" and the version (YS_CODE_RULES: "YS1") then 5-bit characters of the alphabet below, holding, bit by bit:
 *     players-2 (2) neighbourhoods-3 (1) King's Favour, express, peek,
 *     strong neutral (1 each), the seed (7-bit groups, each after a bit
 *     saying whether another follows), an order flag (1) and then 3 bits a
 *     player, a deck flag (1) and then the ships/characters options as text
 *     (8 bits a length, 7 bits a character), 4 bits a seat, the number of
 *     moves (11), and each move as its index among the legal moves of its
 *     position in just the bits that count needs (none for a forced move);
 *     zero bits up to a whole character; then the CRC-32 of all those
 *     characters' bits in 7 characters (35 bits, the last 3 zero).
 *
 * The check sits at a fixed place (the last 7 characters) and covers every
 * bit before it, so any one changed character (at most 5 neighbouring bits)
 * is caught by the CRC whatever it would have meant; a cut code is short of
 * bits or of its check. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "ys/gamecode.h"

_Static_assert(YS_CODE_RULES >= 1 && YS_CODE_RULES <= 9, "a code's version is the one digit after YS");
static const char ALPHABET[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
#define CHECK_CHARS 7
#define MOVES_BITS 11
#define TEXT_MAX 255

typedef struct {
    uint8_t *bit; /* one byte a bit: simple, and codes are small */
    size_t n, cap, pos;
    int fail;
} Bits;

static void put(Bits *b, uint64_t v, int nbits)
{
    for (int i = nbits - 1; i >= 0; i--) {
        if (b->n == b->cap) {
            size_t cap = b->cap ? b->cap * 2 : 1024;
            uint8_t *p = realloc(b->bit, cap);
            if (!p) {
                b->fail = 1;
                return;
            }
            b->bit = p, b->cap = cap;
        }
        b->bit[b->n++] = (uint8_t)((v >> i) & 1);
    }
}

static uint64_t get(Bits *b, int nbits)
{
    uint64_t v = 0;
    for (int i = 0; i < nbits; i++) {
        if (b->pos >= b->n) {
            b->fail = 1;
            return 0;
        }
        v = (v << 1) | b->bit[b->pos++];
    }
    return v;
}

static void put_varint(Bits *b, uint64_t v)
{
    do {
        put(b, v & 127, 7);
        v >>= 7;
        put(b, v != 0, 1);
    } while (v);
}

static uint64_t get_varint(Bits *b)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        uint64_t part = get(b, 7);
        if (shift == 63 && part > 1) b->fail = 1;
        v |= part << shift;
        if (!get(b, 1)) return v;
    }
    b->fail = 1;
    return 0;
}

static int bits_for(int n)
{
    int k = 0;
    while ((1 << k) < n)
        k++;
    return k;
}

/* CRC-32 (polynomial 0x04C11DB7, MSB first) over bits: detects every burst of
 * up to 32 bits, so every change inside one character. */
static uint32_t crc_bits(const uint8_t *bit, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        uint32_t top = (c >> 31) ^ bit[i];
        c <<= 1;
        if (top) c ^= 0x04C11DB7u;
    }
    return c ^ 0xFFFFFFFFu;
}

/* The ships= and characters= part of the options text, the part that has no
 * fixed field here ("" when the game deals its own). */
static const char *deck_text(const YsOptions *o, char *buf, size_t len)
{
    ys_options_format(o, buf, len);
    const char *s = strstr(buf, " ships=");
    if (!s) s = strstr(buf, " characters=");
    return s ? s + 1 : "";
}

int ys_code_encode(const YsMatch *m, const int *seats, YsBuf *out)
{
    const YsOptions *o = &m->g.opt;
    Bits b = {0};
    int ok = 0;
    YsGame *g = malloc(sizeof *g);
    YsMoveList *l = malloc(sizeof *l);
    char opts[1024];
    if (!g || !l) goto done;
    put(&b, (uint64_t)(o->players - 2), 2);
    put(&b, o->nbhds == 4, 1);
    put(&b, o->kings_favor != 0, 1);
    put(&b, o->express != 0, 1);
    put(&b, o->peek != 0, 1);
    put(&b, o->strong_neutral != 0, 1);
    put_varint(&b, o->seed);
    put(&b, o->order[0] != 0, 1);
    if (o->order[0])
        for (int i = 0; i < o->players; i++)
            put(&b, (uint64_t)o->order[i], 3);
    const char *deck = deck_text(o, opts, sizeof opts);
    size_t dn = strlen(deck);
    if (dn > TEXT_MAX) goto done;
    put(&b, dn != 0, 1);
    if (dn) {
        put(&b, dn, 8);
        for (size_t i = 0; i < dn; i++)
            put(&b, (uint64_t)(deck[i] & 127), 7);
    }
    for (int i = 0; i < o->players; i++) {
        int s = seats ? seats[i] : 0;
        if (s < 0 || s > YS_CODE_SEAT_MAX) goto done;
        put(&b, (uint64_t)s, 4);
    }
    put(&b, (uint64_t)m->nlog, MOVES_BITS);
    if (ys_new(g, o, NULL, 0)) goto done;
    for (int k = 0; k < m->nlog; k++) {
        ys_legal(g, l);
        int at = -1;
        for (int i = 0; i < l->n && at < 0; i++)
            if (ys_move_equal(&l->m[i], &m->log[k])) at = i;
        if (at < 0 || ys_apply(g, &l->m[at])) goto done;
        put(&b, (uint64_t)at, bits_for(l->n));
    }
    while (b.n % 5)
        put(&b, 0, 1);
    size_t body = b.n;
    put(&b, crc_bits(b.bit, body), 32);
    put(&b, 0, 3);
    if (b.fail) goto done;
    ys_buf_printf(out, "%s", YS_CODE_PREFIX);
    for (size_t i = 0; i < b.n; i += 5) {
        int v = b.bit[i] << 4 | b.bit[i + 1] << 3 | b.bit[i + 2] << 2 | b.bit[i + 3] << 1 | b.bit[i + 4];
        ys_buf_printf(out, "%c", ALPHABET[v]);
    }
    ok = 1;
done:
    free(b.bit);
    free(g);
    free(l);
    return ok ? 0 : -1;
}

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* The game the bits name into m, or why not. */
static YsCodeError read_game(Bits *b, YsMatch *m, int *seats, YsMoveList *l)
{
    YsOptions o;
    ys_options_default(&o);
    o.players = (int)get(b, 2) + 2;
    o.nbhds = get(b, 1) ? 4 : 3;
    o.kings_favor = (int)get(b, 1);
    o.express = (int)get(b, 1);
    o.peek = (int)get(b, 1);
    o.strong_neutral = (int)get(b, 1);
    o.seed = get_varint(b);
    if (get(b, 1))
        for (int i = 0; i < o.players && i < YS_MAX_HUMANS; i++)
            o.order[i] = (int)get(b, 3);
    if (get(b, 1)) {
        char text[TEXT_MAX + 1];
        size_t n = (size_t)get(b, 8);
        for (size_t i = 0; i < n; i++)
            text[i] = (char)get(b, 7);
        text[n] = 0;
        if (b->fail || strlen(text) != n) return YS_CODE_BAD_GAME;
        for (char *sv = NULL, *tok = strtok_r(text, " ", &sv); tok; tok = strtok_r(NULL, " ", &sv)) {
            char *eq = strchr(tok, '=');
            if (!eq) return YS_CODE_BAD_GAME;
            *eq = 0;
            char err[200];
            if (ys_options_set(&o, tok, eq + 1, err, sizeof err)) return YS_CODE_BAD_GAME;
        }
    }
    for (int i = 0; i < o.players; i++)
        seats[i] = (int)get(b, 4);
    int nmoves = (int)get(b, MOVES_BITS);
    char err[200];
    if (b->fail || ys_options_check(&o, err, sizeof err) || ys_match_new(m, &o, err, sizeof err))
        return YS_CODE_BAD_GAME;
    for (int k = 0; k < nmoves; k++) {
        ys_legal(&m->g, l);
        if (l->n == 0) return YS_CODE_BAD_GAME;
        uint64_t at = get(b, bits_for(l->n));
        if (b->fail || at >= (uint64_t)l->n || ys_match_play(m, &l->m[at])) return YS_CODE_BAD_GAME;
    }
    return YS_CODE_OK;
}

YsCodeError ys_code_decode(const char *text, size_t len, YsMatch *out, int *seats_out)
{
    size_t plen = strlen(YS_CODE_PREFIX);
    while (len && is_blank(*text))
        text++, len--;
    while (len && is_blank(text[len - 1]))
        len--;
    if (len < 2 || text[0] != YS_CODE_PREFIX[0] || text[1] != YS_CODE_PREFIX[1]) return YS_CODE_NOT_CODE;
    if (len < plen || memcmp(text, YS_CODE_PREFIX, plen)) {
        /* "YS" and a digit of another version; anything else is not ours */
        if (len > 2 && text[2] > YS_CODE_PREFIX[2] && text[2] <= '9') return YS_CODE_NEWER;
        if (len > 2 && text[2] < YS_CODE_PREFIX[2] && text[2] >= '1') return YS_CODE_OLDER;
        return YS_CODE_NOT_CODE;
    }
    text += plen, len -= plen;
    if (len <= CHECK_CHARS) return YS_CODE_DAMAGED;
    Bits b = {0};
    b.cap = b.n = len * 5;
    b.bit = malloc(b.cap);
    YsMatch *m = malloc(sizeof *m);
    YsMoveList *l = malloc(sizeof *l);
    YsCodeError why = YS_CODE_NO_MEMORY;
    if (!b.bit || !m || !l) goto done;
    why = YS_CODE_DAMAGED;
    for (size_t i = 0; i < len; i++) {
        const char *at = text[i] ? strchr(ALPHABET, text[i]) : NULL;
        if (!at) goto done;
        int v = (int)(at - ALPHABET);
        for (int k = 0; k < 5; k++)
            b.bit[i * 5 + (size_t)k] = (uint8_t)((v >> (4 - k)) & 1);
    }
    size_t body = (len - CHECK_CHARS) * 5;
    b.pos = body;
    uint32_t check = (uint32_t)get(&b, 32);
    if (get(&b, 3) != 0 || check != crc_bits(b.bit, body)) goto done;
    b.n = body;
    b.pos = 0;
    int seats[YS_MAX_HUMANS] = {0};
    why = read_game(&b, m, seats, l);
    if (why != YS_CODE_OK) goto done;
    /* what is left is the padding to a whole character: fewer than 5 zeros */
    if (b.n - b.pos >= 5 || get(&b, (int)(b.n - b.pos)) != 0) {
        why = YS_CODE_BAD_GAME;
        goto done;
    }
    *out = *m;
    if (seats_out) memcpy(seats_out, seats, sizeof seats);
done:
    free(b.bit);
    free(m);
    free(l);
    return why;
}
