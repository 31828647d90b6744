/* setup.c - game options, their checks, and the deal of a new game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void ys_options_default(YsOptions *o)
{
    memset(o, 0, sizeof *o);
    o->players = 4;
    o->nbhds = 0; /* 0: 4, or 3 with 2 players */
    o->peek = 1;
}

static int parse_switch(const char *v, int *out)
{
    if (!strcmp(v, "on"))
        *out = 1;
    else if (!strcmp(v, "off"))
        *out = 0;
    else
        return -1;
    return 0;
}

static int parse_uint(const char *v, uint64_t *out) { return ys_parse_uint(v, UINT64_MAX, out); }

static int colour_letter(char c)
{
    switch (c) {
    case 'B':
        return YS_BLUE;
    case 'G':
        return YS_GREEN;
    case 'Y':
        return YS_YELLOW;
    case 'R':
        return YS_RED;
    case 'W':
        return YS_WHITE;
    default:
        return -1;
    }
}

int ys_options_set(YsOptions *o, const char *key, const char *v, char *err, size_t len)
{
    uint64_t x;
    if (!strcmp(key, "players")) {
        if (parse_uint(v, &x) || x < 2 || x > 4) return ys__fail(err, len, "players must be 2, 3 or 4");
        o->players = (int)x;
    } else if (!strcmp(key, "neighbourhoods")) {
        if (parse_uint(v, &x) || x < 3 || x > 4) return ys__fail(err, len, "neighbourhoods must be 3 or 4");
        o->nbhds = (int)x;
    } else if (!strcmp(key, "kings-favor")) {
        if (parse_switch(v, &o->kings_favor)) return ys__fail(err, len, "kings-favor must be on or off");
    } else if (!strcmp(key, "express")) {
        if (parse_switch(v, &o->express)) return ys__fail(err, len, "express must be on or off");
    } else if (!strcmp(key, "peek")) {
        if (parse_switch(v, &o->peek)) return ys__fail(err, len, "peek must be on or off");
    } else if (!strcmp(key, "neutral")) {
        if (!strcmp(v, "4210"))
            o->strong_neutral = 0;
        else if (!strcmp(v, "4310"))
            o->strong_neutral = 1;
        else
            return ys__fail(err, len, "neutral must be 4210 or 4310");
    } else if (!strcmp(key, "seed")) {
        if (parse_uint(v, &x)) return ys__fail(err, len, "seed must be a non-negative integer");
        o->seed = x;
    } else if (!strcmp(key, "order")) {
        int n = 0;
        const char *c = v;
        int tmp[YS_MAX_HUMANS] = {0};
        while (*c) {
            if (*c < '1' || *c > '4' || n >= YS_MAX_HUMANS)
                return ys__fail(err, len, "order must list order cards like 2,1,3,4");
            tmp[n++] = *c++ - '0';
            if (*c == ',') {
                c++;
                if (!*c) return ys__fail(err, len, "order must list order cards like 2,1,3,4");
            } else if (*c) {
                return ys__fail(err, len, "order must list order cards like 2,1,3,4");
            }
        }
        if (!n) return ys__fail(err, len, "order must list order cards like 2,1,3,4");
        memset(o->order, 0, sizeof o->order);
        memcpy(o->order, tmp, sizeof(int) * (size_t)n);
    } else if (!strcmp(key, "ships")) {
        int n = 0;
        const char *c = v;
        uint8_t tmp[24][3] = {{0}};
        while (*c) {
            if (n >= 24) return ys__fail(err, len, "ships: at most 24 cards");
            for (int i = 0; i < 3; i++) {
                int col = colour_letter(c[i]);
                if (col < 0) return ys__fail(err, len, "ships: a card is three letters of B G Y R W, e.g. BWG");
                tmp[n][i] = (uint8_t)col;
            }
            c += 3;
            n++;
            if (*c == ',' && c[1])
                c++;
            else if (*c)
                return ys__fail(err, len, "ships: cards are separated by commas");
        }
        if (!n) return ys__fail(err, len, "ships: no card named");
        o->nships = n;
        memcpy(o->ships, tmp, sizeof tmp);
    } else if (!strcmp(key, "characters")) {
        int stack = 0, n = 0;
        int counts[YS_NBHDS] = {0};
        uint8_t tmp[YS_NBHDS][4] = {{0}};
        char name[16];
        const char *c = v;
        while (1) {
            size_t k = 0;
            while (*c && *c != ',' && *c != '/' && k < sizeof name - 1)
                name[k++] = *c++;
            name[k] = 0;
            if (*c && *c != ',' && *c != '/') return ys__fail(err, len, "characters: unknown character name");
            if (k) {
                int ch = ys_character_parse(name);
                if (ch < 0) return ys__fail(err, len, "characters: unknown character name");
                if (counts[stack] >= 4) return ys__fail(err, len, "characters: at most 4 cards a stack");
                tmp[stack][counts[stack]++] = (uint8_t)ch;
                n++;
            } else if (*c == ',' || !*c) {
                if (*c == ',' || (stack == 0 && n == 0)) return ys__fail(err, len, "characters: empty card name");
            }
            if (!*c) break;
            if (*c == '/') {
                if (++stack >= YS_NBHDS) return ys__fail(err, len, "characters: at most four stacks");
            }
            c++;
        }
        memcpy(o->nchars, counts, sizeof counts);
        memcpy(o->chars, tmp, sizeof tmp);
    } else {
        return ys__fail(err, len, "unknown option");
    }
    return 0;
}

static int nbhds_of(const YsOptions *o) { return o->nbhds ? o->nbhds : (o->players == 2 ? 3 : 4); }

int ys_options_check(const YsOptions *o, char *err, size_t len)
{
    if (o->players == 2 && nbhds_of(o) != 3) return ys__fail(err, len, "2 players always use 3 neighbourhoods");
    if (o->players == 2 && o->kings_favor) return ys__fail(err, len, "King's Favor needs 3 or 4 players");
    if (o->players == 2 && o->express) return ys__fail(err, len, "Ys Express needs 3 or 4 players");
    if (o->players != 2 && o->strong_neutral) return ys__fail(err, len, "the neutral player plays only with 2 players");
    if (o->players == 4 && nbhds_of(o) != 4) return ys__fail(err, len, "3 neighbourhoods need 3 players");
    int seen = 0, n = 0;
    for (int i = 0; i < YS_MAX_HUMANS; i++) {
        if (!o->order[i]) continue;
        n++;
        if (o->order[i] > o->players || (seen & (1 << o->order[i])))
            return ys__fail(err, len, "order must give each player a different card 1..players");
        seen |= 1 << o->order[i];
    }
    if (n && (n != o->players || o->order[n - 1] == 0))
        return ys__fail(err, len, "order must name one card per player");
    for (int s = 0; s < YS_NBHDS; s++)
        for (int i = 0; i < o->nchars[s]; i++) {
            int c = o->chars[s][i];
            if ((c == YS_WHITE_CARD) != (i == 3))
                return ys__fail(err, len,
                                "characters: a stack holds 3 yellow-edged cards, then the blue-edged 'white'");
        }
    return 0;
}

int ys_options_format(const YsOptions *o, char *buf, size_t len)
{
    static const char letters[] = "BGYRKW";
    int k = snprintf(buf, len, "players=%d neighbourhoods=%d kings-favor=%s express=%s peek=%s neutral=%s seed=%llu",
                     o->players, nbhds_of(o), o->kings_favor ? "on" : "off", o->express ? "on" : "off",
                     o->peek ? "on" : "off", o->strong_neutral ? "4310" : "4210", (unsigned long long)o->seed);
    if (o->order[0] && k < (int)len) {
        k += snprintf(buf + k, len - (size_t)k, " order=");
        for (int i = 0; i < o->players && k < (int)len; i++)
            k += snprintf(buf + k, len - (size_t)k, "%s%d", i ? "," : "", o->order[i]);
    }
    if (o->nships && k < (int)len) {
        k += snprintf(buf + k, len - (size_t)k, " ships=");
        for (int i = 0; i < o->nships && k < (int)len; i++)
            k += snprintf(buf + k, len - (size_t)k, "%s%c%c%c", i ? "," : "", letters[o->ships[i][0]],
                          letters[o->ships[i][1]], letters[o->ships[i][2]]);
    }
    int any = 0;
    for (int s = 0; s < YS_NBHDS; s++)
        any |= o->nchars[s];
    if (any && k < (int)len) {
        k += snprintf(buf + k, len - (size_t)k, " characters=");
        for (int s = 0; s < YS_NBHDS && k < (int)len; s++) {
            if (s) k += snprintf(buf + k, len - (size_t)k, "/");
            for (int i = 0; i < o->nchars[s] && k < (int)len; i++)
                k += snprintf(buf + k, len - (size_t)k, "%s%s", i ? "," : "", ys_character_name(o->chars[s][i]));
        }
    }
    return k;
}

static void shuffle(uint8_t *a, size_t stride, int n, uint64_t *rng)
{
    uint8_t t[8];
    for (int i = n - 1; i > 0; i--) {
        int j = (int)ys_rng_below(rng, (uint32_t)(i + 1));
        memcpy(t, a + (size_t)i * stride, stride);
        memcpy(a + (size_t)i * stride, a + (size_t)j * stride, stride);
        memcpy(a + (size_t)j * stride, t, stride);
    }
}

/* The ship deck: named cards first, the rest shuffled. -1 for a named
 * card the deck does not hold. */
static int deal_ships(YsGame *g, const YsOptions *opt, uint64_t *rng, char *err, size_t len)
{
    if (!opt->express && !opt->nships) { /* the whole deck, shuffled where it lies: the same deck */
        memcpy(g->ship_deck, ys_data.ships, sizeof g->ship_deck);
        g->ship_count = 24;
        shuffle(&g->ship_deck[0][0], 3, 24, rng);
        return 0;
    }
    uint8_t pool[24][3];
    int np = 0;
    for (int i = 0; i < 24; i++) {
        const uint8_t *c = ys_data.ships[i];
        if (opt->express && (c[1] == YS_WHITE || c[2] == YS_WHITE)) continue;
        memcpy(pool[np++], c, 3);
    }
    for (int i = 0; i < opt->nships; i++) {
        const uint8_t *want = opt->ships[i];
        int found = -1;
        for (int j = 0; j < np && found < 0; j++) {
            const uint8_t *c = pool[j];
            if (c[0] == want[0] && ((c[1] == want[1] && c[2] == want[2]) || (c[1] == want[2] && c[2] == want[1])))
                found = j;
        }
        if (found < 0) return ys__fail(err, len, "ships: a named card is not in the deck (or named too often)");
        memcpy(g->ship_deck[g->ship_count++], want, 3);
        memmove(pool[found], pool[found + 1], (size_t)(np - found - 1) * 3);
        np--;
    }
    shuffle(&pool[0][0], 3, np, rng);
    for (int i = 0; i < np; i++)
        memcpy(g->ship_deck[g->ship_count++], pool[i], 3);
    return 0;
}

/* A new game built into *g: -1 only where the options name a ship or a
 * character the deck cannot give (g half built then). */
static int build(YsGame *g, const YsOptions *opt, char *err, size_t len)
{
    memset(g, 0, sizeof *g);
    g->opt = *opt;
    g->opt.nbhds = nbhds_of(opt);
    g->viewer = -1;
    g->seats = opt->players == 2 ? 3 : opt->players;
    g->intriguer = -1;
    g->queen_place = YS_NONE;
    for (int i = 0; i < YS_POOL; i++) {
        g->pool[i].place = YS_NONE;
        g->priv.free_slots[i] = (uint8_t)(YS_POOL - 1 - i); /* slot 0 is handed out first */
    }
    g->priv.nfree = YS_POOL;
    uint64_t rng = opt->seed;

    /* order cards */
    uint8_t cards[YS_MAX_HUMANS] = {1, 2, 3, 4};
    shuffle(cards, 1, opt->players, &rng);
    for (int p = 0; p < opt->players; p++)
        g->order_card[p] = opt->order[0] ? (uint8_t)opt->order[p] : cards[p];
    for (int p = 0; p < opt->players; p++)
        g->turn_order[g->order_card[p] - 1] = (uint8_t)p;

    if (deal_ships(g, opt, &rng, err, len)) return -1;

    /* character stacks: three of the fifteen on each palace place */
    uint8_t chars[15];
    int nc = 15;
    memcpy(chars, ys_data.characters, 15);
    for (int s = 0; s < YS_NBHDS; s++)
        for (int i = 0; i < opt->nchars[s] && i < 3; i++) {
            int found = -1;
            for (int j = 0; j < nc && found < 0; j++)
                if (chars[j] == opt->chars[s][i]) found = j;
            if (found < 0)
                return ys__fail(err, len, "characters: a named card is not among the 15 (or named too often)");
            memmove(&chars[found], &chars[found + 1], (size_t)(nc - found - 1));
            nc--;
        }
    shuffle(chars, 1, nc, &rng);
    int next = 0;
    for (int s = 0; s < YS_NBHDS; s++)
        for (int i = 0; i < 3; i++)
            g->stacks[s][i] = i < opt->nchars[s] ? opt->chars[s][i] : chars[next++];

    /* brokers, quotations */
    const uint8_t *set = opt->express ? ys_data.express_brokers : ys_data.brokers;
    for (int p = 0; p < opt->players; p++) {
        memcpy(g->behind[p], set, YS_VALUES);
        g->spare_twos[p] = opt->kings_favor ? ys_data.kings_favor_twos : 0;
    }
    for (int c = 0; c < YS_COLOURS; c++)
        g->quotation[c] = ys_data.quotation_start;
    g->round = 1;
    ys__start(g);
    ys__advance(g);
    return 0;
}

int ys_new(YsGame *g, const YsOptions *opt, char *err, size_t len)
{
    if (ys_options_check(opt, err, len)) return -1;
    const YsOptions o = *opt; /* opt may be g's own */
    int named = o.nships;
    for (int s = 0; s < YS_NBHDS; s++)
        named |= o.nchars[s];
    if (!named) return build(g, &o, err, len); /* nothing to refuse now: built in place, no copy */
    YsGame n;                                  /* a named card may be missing: g stays as it was then */
    if (build(&n, &o, err, len)) return -1;
    *g = n;
    return 0;
}
