/* testlib.c - helpers shared by the engine suites (see testlib.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

/* ------------------------------------------------------------------ */
/* JSON                                                                */

typedef struct {
    const char *s;
    int depth;
} Reader;

static void ws(Reader *r)
{
    while (*r->s == ' ' || *r->s == '\t' || *r->s == '\n' || *r->s == '\r')
        r->s++;
}

static int value(Reader *r, Json *out);

static int hex4(const char *s, unsigned *out)
{
    unsigned x = 0;
    for (int i = 0; i < 4; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
        if (d < 0) return -1;
        x = x * 16 + (unsigned)d;
    }
    *out = x;
    return 0;
}

static int string(Reader *r, char **out)
{
    if (*r->s != '"') return -1;
    r->s++;
    size_t cap = 16, n = 0;
    char *b = malloc(cap);
    for (;;) {
        unsigned char c = (unsigned char)*r->s;
        if (!c || c < 0x20) {
            free(b);
            return -1;
        }
        if (n + 8 > cap) b = realloc(b, cap *= 2);
        if (c == '"') {
            r->s++;
            break;
        }
        if (c == '\\') {
            char e = r->s[1];
            r->s += 2;
            switch (e) {
            case '"':
                b[n++] = '"';
                break;
            case '\\':
                b[n++] = '\\';
                break;
            case '/':
                b[n++] = '/';
                break;
            case 'b':
                b[n++] = '\b';
                break;
            case 'f':
                b[n++] = '\f';
                break;
            case 'n':
                b[n++] = '\n';
                break;
            case 'r':
                b[n++] = '\r';
                break;
            case 't':
                b[n++] = '\t';
                break;
            case 'u': {
                unsigned u;
                if (hex4(r->s, &u)) {
                    free(b);
                    return -1;
                }
                r->s += 4;
                b[n++] = u < 0x80 ? (char)u : '?';
                break;
            }
            default:
                free(b);
                return -1;
            }
            continue;
        }
        b[n++] = (char)c;
        r->s++;
    }
    b[n] = 0;
    *out = b;
    return 0;
}

static int number(Reader *r, Json *out)
{
    const char *s = r->s, *start = s;
    if (*s == '-') s++;
    if (*s == '0')
        s++;
    else if (*s >= '1' && *s <= '9')
        while (*s >= '0' && *s <= '9')
            s++;
    else
        return -1;
    if (*s == '.') {
        s++;
        if (!(*s >= '0' && *s <= '9')) return -1;
        while (*s >= '0' && *s <= '9')
            s++;
    }
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-') s++;
        if (!(*s >= '0' && *s <= '9')) return -1;
        while (*s >= '0' && *s <= '9')
            s++;
    }
    out->t = J_NUM;
    out->num = strtod(start, NULL);
    r->s = s;
    return 0;
}

static int push_kid(Json *p, int cap_hint)
{
    (void)cap_hint;
    p->kid = realloc(p->kid, sizeof(Json) * (size_t)(p->n + 1));
    memset(&p->kid[p->n], 0, sizeof(Json));
    if (p->t == J_OBJ) {
        p->key = realloc(p->key, sizeof(char *) * (size_t)(p->n + 1));
        p->key[p->n] = NULL;
    }
    return p->n++;
}

static int value(Reader *r, Json *out)
{
    memset(out, 0, sizeof *out);
    if (++r->depth > 64) return -1;
    ws(r);
    int rc = 0;
    switch (*r->s) {
    case '{':
        out->t = J_OBJ;
        r->s++;
        ws(r);
        if (*r->s == '}') {
            r->s++;
            break;
        }
        for (;;) {
            ws(r);
            int k = push_kid(out, 0);
            if (string(r, &out->key[k])) return -1;
            ws(r);
            if (*r->s++ != ':') return -1;
            if (value(r, &out->kid[k])) return -1;
            ws(r);
            if (*r->s == ',') {
                r->s++;
                continue;
            }
            if (*r->s == '}') {
                r->s++;
                break;
            }
            return -1;
        }
        break;
    case '[':
        out->t = J_ARR;
        r->s++;
        ws(r);
        if (*r->s == ']') {
            r->s++;
            break;
        }
        for (;;) {
            int k = push_kid(out, 0);
            if (value(r, &out->kid[k])) return -1;
            ws(r);
            if (*r->s == ',') {
                r->s++;
                continue;
            }
            if (*r->s == ']') {
                r->s++;
                break;
            }
            return -1;
        }
        break;
    case '"':
        out->t = J_STR;
        rc = string(r, &out->str);
        break;
    case 't':
        if (strncmp(r->s, "true", 4)) return -1;
        out->t = J_BOOL, out->b = 1, r->s += 4;
        break;
    case 'f':
        if (strncmp(r->s, "false", 5)) return -1;
        out->t = J_BOOL, out->b = 0, r->s += 5;
        break;
    case 'n':
        if (strncmp(r->s, "null", 4)) return -1;
        out->t = J_NULL, r->s += 4;
        break;
    default:
        rc = number(r, out);
        break;
    }
    r->depth--;
    return rc;
}

static void json_clear(Json *j)
{
    for (int i = 0; i < j->n; i++) {
        json_clear(&j->kid[i]);
        if (j->key) free(j->key[i]);
    }
    free(j->kid);
    free(j->key);
    free(j->str);
}

void json_free(Json *j)
{
    if (!j) return;
    json_clear(j);
    free(j);
}

Json *json_parse(const char *text)
{
    Reader r = {text, 0};
    Json *j = calloc(1, sizeof *j);
    if (value(&r, j)) {
        json_free(j);
        return NULL;
    }
    ws(&r);
    if (*r.s) {
        json_free(j);
        return NULL;
    }
    return j;
}

const Json *json_get(const Json *obj, const char *key)
{
    if (!obj || obj->t != J_OBJ) return NULL;
    for (int i = 0; i < obj->n; i++)
        if (!strcmp(obj->key[i], key)) return &obj->kid[i];
    return NULL;
}

const Json *json_at(const Json *arr, int i)
{
    if (!arr || arr->t != J_ARR || i < 0 || i >= arr->n) return NULL;
    return &arr->kid[i];
}

int json_int(const Json *j)
{
    if (!j || j->t != J_NUM) fail_msg("expected a JSON number");
    return (int)j->num;
}

int json_is_null(const Json *j) { return j && j->t == J_NULL; }

/* ------------------------------------------------------------------ */
/* Matches                                                             */

int yt_new_rc(YsMatch *m, const char *opts, char *err, size_t errlen)
{
    YsOptions o;
    ys_options_default(&o);
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", opts);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char *eq = strchr(tok, '=');
        if (!eq) return -2;
        *eq = 0;
        if (ys_options_set(&o, tok, eq + 1, err, errlen)) return -2;
    }
    return ys_match_new(m, &o, err, errlen);
}

void yt_new(YsMatch *m, const char *opts)
{
    char err[200] = "";
    if (yt_new_rc(m, opts, err, sizeof err)) fail_msg("new %s: %s", opts, err);
}

int yt_try(YsMatch *m, const char *move)
{
    YsMove mv;
    char err[200];
    if (ys_move_parse(&m->g, move, &mv, err, sizeof err)) return -1;
    return ys_match_play(m, &mv);
}

const char *yt_legal_text(const YsGame *g)
{
    static char text[65536];
    static YsMoveList ml;
    size_t n = 0;
    ys_legal(g, &ml);
    text[0] = 0;
    for (int i = 0; i < ml.n && n < sizeof text - 100; i++) {
        char s[96];
        ys_move_format(g, &ml.m[i], s, sizeof s);
        n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", i ? ", " : "", s);
    }
    return text;
}

void yt_play_at(YsMatch *m, const char *move, const char *file, int line)
{
    if (yt_try(m, move)) {
        YsBuf b = {0};
        ys_json_view(&m->g, -1, &b);
        print_error("%s:%d: move '%s' refused (player %d, decision %d, phase %s)\nlegal: %s\n", file, line, move,
                    m->g.to_move, m->g.dec, ys_phase_name(m->g.phase), yt_legal_text(&m->g));
        ys_buf_free(&b);
        _fail(file, line);
    }
}

int yt_legal_has(const YsGame *g, const char *move)
{
    static YsMoveList ml;
    YsMove mv;
    if (ys_move_parse(g, move, &mv, NULL, 0)) return 0;
    ys_legal(g, &ml);
    for (int i = 0; i < ml.n; i++)
        if (ys_move_equal(&ml.m[i], &mv)) return 1;
    return 0;
}

static void play_first(YsMatch *m)
{
    static YsMoveList ml;
    if (ys_legal(&m->g, &ml) <= 0) fail_msg("no legal move");
    if (ys_match_play(m, &ml.m[0])) fail_msg("first legal move refused");
}

void yt_bid_zero(YsMatch *m)
{
    while (m->g.dec == YS_DEC_BID)
        if (yt_try(m, "bid 0 0")) play_first(m);
    while (m->g.dec == YS_DEC_SEAT)
        play_first(m);
}

void yt_default(YsMatch *m, int dump_nb)
{
    static YsMoveList ml;
    YsGame *g = &m->g;
    switch (g->dec) {
    case YS_DEC_WINDOW:
        if (yt_try(m, "pass")) fail_msg("pass refused");
        return;
    case YS_DEC_AFTER:
        if (yt_try(m, "done")) fail_msg("done refused");
        return;
    case YS_DEC_PLACE:
        ys_legal(g, &ml);
        for (int i = 0; i < ml.n; i++) {
            const YsMove *x = &ml.m[i];
            if (x->kind < YS_MV_UP || x->kind > YS_MV_NEUTRAL || x->b != YS_NONE) continue;
            if (!YS_IS_CITY(x->place) || x->place / 3 != dump_nb) continue;
            if (ys_match_play(m, x)) fail_msg("default placement refused");
            return;
        }
        for (int i = 0; i < ml.n; i++) {
            const YsMove *x = &ml.m[i];
            if (x->kind < YS_MV_UP || x->kind > YS_MV_NEUTRAL) continue;
            if (ys_match_play(m, x)) fail_msg("default placement refused");
            return;
        }
        fail_msg("no placement move");
        return;
    case YS_DEC_OVER:
        fail_msg("the game is over");
        return;
    default:
        play_first(m);
        return;
    }
}

void yt_script_at(YsMatch *m, const char *const *moves, int n, int dump_nb, const char *file, int line)
{
    for (int i = 0; i < n; i++) {
        if (!strcmp(moves[i], "*"))
            yt_default(m, dump_nb);
        else
            yt_play_at(m, moves[i], file, line);
    }
}

void yt_finish_placing(YsMatch *m, int dump_nb)
{
    while (m->g.dec == YS_DEC_PLACE || m->g.dec == YS_DEC_AFTER)
        yt_default(m, dump_nb);
}

void yt_finish_game(YsMatch *m, int dump_nb)
{
    while (!ys_over(&m->g))
        yt_default(m, dump_nb);
}

int yt_until(YsMatch *m, int dec, int dump_nb)
{
    while (!ys_over(&m->g) && (int)m->g.dec != dec)
        yt_default(m, dump_nb);
    return (int)m->g.dec == dec ? 0 : -1;
}

Json *yt_json(const YsGame *g, int viewer)
{
    YsBuf b = {0};
    ys_json_view(g, viewer, &b);
    Json *j = json_parse(b.s);
    if (!j) fail_msg("state JSON does not parse: %.300s", b.s);
    ys_buf_free(&b);
    return j;
}

YsMatch *yt_match;

int yt_match_setup(void **state)
{
    (void)state;
    yt_match = malloc(sizeof *yt_match);
    return yt_match ? 0 : -1;
}

int yt_match_teardown(void **state)
{
    (void)state;
    free(yt_match);
    yt_match = NULL;
    return 0;
}
