/* protocol.c - the ys-engine command interpreter. Every command answers one
 * line; a failed command changes nothing. */
#include "protocol.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ys/ai.h"
#include "ys/die.h"

struct Session {
    int has_game;
    YsMatch match;
    uint64_t entropy;
};

Session *ys_session_new(void)
{
    Session *s = calloc(1, sizeof *s);
    if (!s) ys_die("out of memory (a session)");
    s->entropy = (uint64_t)time(NULL) ^ ((uint64_t)(uintptr_t)s << 16);
    return s;
}

void ys_session_free(Session *s) { free(s); }

static void answer_error(YsBuf *out, const char *kind, const char *text)
{
    ys_buf_printf(out, "error %s %s", kind, text);
}

/* Splits off the first word; returns the rest (leading blanks skipped). */
static char *word(char *s, char **rest)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *w = s;
    while (*s && *s != ' ' && *s != '\t')
        s++;
    if (*s) *s++ = 0;
    while (*s == ' ' || *s == '\t')
        s++;
    *rest = s;
    return w;
}

/* A number in [lo, hi] (lo >= 0), checked before any arithmetic. */
static int parse_int(const char *s, long long lo, long long hi, long long *out)
{
    uint64_t x;
    if (ys_parse_uint(s, (uint64_t)hi, &x) || x < (uint64_t)lo) return -1;
    *out = (long long)x;
    return 0;
}

static void cmd_new(Session *s, char *args, YsBuf *out)
{
    YsOptions o;
    ys_options_default(&o);
    int seeded = 0, neutral = 0;
    char err[160];
    for (char *rest; *args; args = rest) {
        char *kv = word(args, &rest);
        char *eq = strchr(kv, '=');
        if (!eq) {
            answer_error(out, "syntax", "options are key=value");
            return;
        }
        *eq = 0;
        if (ys_options_set(&o, kv, eq + 1, err, sizeof err)) {
            answer_error(out, "syntax", err);
            return;
        }
        if (!strcmp(kv, "seed")) seeded = 1;
        if (!strcmp(kv, "neutral")) neutral = 1;
    }
    if (neutral && o.players != 2) {
        answer_error(out, "illegal", "neutral applies only to 2 players");
        return;
    }
    if (!seeded) o.seed = ys_rng_next(&s->entropy);
    YsMatch *m = malloc(sizeof *m);
    if (!m) {
        answer_error(out, "io", "out of memory");
        return;
    }
    if (ys_match_new(m, &o, err, sizeof err)) {
        answer_error(out, "illegal", err);
        free(m);
        return;
    }
    s->match = *m;
    s->has_game = 1;
    free(m);
    ys_buf_printf(out, "ok");
}

static int need_game(Session *s, YsBuf *out)
{
    if (!s->has_game) {
        answer_error(out, "state", "no game: use new");
        return 0;
    }
    return 1;
}

static int need_running(Session *s, YsBuf *out)
{
    if (!need_game(s, out)) return 0;
    if (ys_over(&s->match.g)) {
        answer_error(out, "state", "the game is over");
        return 0;
    }
    return 1;
}

static void cmd_play(Session *s, char *args, YsBuf *out)
{
    if (!need_running(s, out)) return;
    YsMove m;
    char err[160];
    if (!*args) {
        answer_error(out, "syntax", "usage: play MOVE");
        return;
    }
    if (ys_move_parse(&s->match.g, args, &m, err, sizeof err)) {
        answer_error(out, "syntax", err);
        return;
    }
    if (ys_match_play(&s->match, &m)) {
        answer_error(out, "illegal", "not a legal move now (see legal)");
        return;
    }
    ys_buf_printf(out, "ok");
}

#define YS_STR_(x) #x
#define YS_STR(x) YS_STR_(x)

/* go: ms and iterations within the bots' caps (ai.h), so it always answers
 * within a minute. */
static void cmd_go(Session *s, char *args, YsBuf *out)
{
    if (!need_running(s, out)) return;
    AiParams prm = {AI_MEDIUM, 0, 0, 0};
    int seeded = 0;
    for (char *rest; *args; args = rest) {
        char *kv = word(args, &rest);
        char *eq = strchr(kv, '=');
        long long x;
        if (!eq) {
            answer_error(out, "syntax", "go options are key=value");
            return;
        }
        *eq++ = 0;
        if (!strcmp(kv, "level")) {
            if (!strcmp(eq, "easy"))
                prm.level = AI_EASY;
            else if (!strcmp(eq, "medium"))
                prm.level = AI_MEDIUM;
            else if (!strcmp(eq, "hard"))
                prm.level = AI_HARD;
            else if (!strcmp(eq, "expert"))
                prm.level = AI_EXPERT;
            else if (!strcmp(eq, "random"))
                prm.level = AI_RANDOM;
            else {
                answer_error(out, "syntax", "level is easy, medium, hard or expert");
                return;
            }
        } else if (!strcmp(kv, "ms")) {
            if (parse_int(eq, 0, AI_MAX_MS, &x)) {
                answer_error(out, "syntax", "ms is 0 to " YS_STR(AI_MAX_MS));
                return;
            }
            prm.ms = (int)x;
        } else if (!strcmp(kv, "iterations")) {
            if (parse_int(eq, 0, AI_MAX_ITERATIONS, &x)) {
                answer_error(out, "syntax", "iterations is 0 to " YS_STR(AI_MAX_ITERATIONS));
                return;
            }
            prm.iterations = (int)x;
        } else if (!strcmp(kv, "seed") && !parse_int(eq, 0, (long long)(~0ull >> 1), &x)) {
            prm.seed = (uint64_t)x;
            seeded = 1;
        } else {
            answer_error(out, "syntax", "go takes level=, ms=, iterations=, seed=");
            return;
        }
    }
    if (!seeded) prm.seed = ys_rng_next(&s->entropy);
    YsView *v = malloc(sizeof *v);
    if (!v) {
        answer_error(out, "io", "out of memory");
        return;
    }
    ys_view(&s->match.g, ys_to_move(&s->match.g), v);
    YsMove m;
    if (ai_choose(v, &prm, &m)) {
        free(v);
        answer_error(out, "state", "no move to choose");
        return;
    }
    free(v);
    char text[96];
    ys_move_format(&s->match.g, &m, text, sizeof text);
    ys_buf_printf(out, "move %s", text);
}

int ys_session_line(Session *s, const char *line, size_t len, YsBuf *out)
{
    out->n = 0;
    if (out->s) out->s[0] = 0;
    if (len > 4096 || memchr(line, 0, len)) {
        answer_error(out, "syntax", "line too long or not text");
        return 0;
    }
    char buf[4100];
    memcpy(buf, line, len);
    buf[len] = 0;
    while (len && (buf[len - 1] == '\r' || buf[len - 1] == ' ' || buf[len - 1] == '\t'))
        buf[--len] = 0;
    char *args;
    char *cmd = word(buf, &args);
    if (!*cmd) {
        answer_error(out, "syntax", "empty line");
        return 0;
    }
    if (!strcmp(cmd, "quit")) {
        ys_buf_printf(out, "ok");
        return 1;
    }
    if (!strcmp(cmd, "new")) {
        cmd_new(s, args, out);
    } else if (!strcmp(cmd, "play")) {
        cmd_play(s, args, out);
    } else if (!strcmp(cmd, "go")) {
        cmd_go(s, args, out);
    } else if (!strcmp(cmd, "save") || !strcmp(cmd, "load")) {
        char err[300];
        if (!*args) {
            answer_error(out, "syntax", "usage: save|load PATH");
        } else if (cmd[0] == 's') {
            if (!need_game(s, out)) return 0;
            if (ys_save(&s->match, args, err, sizeof err))
                answer_error(out, "io", err);
            else
                ys_buf_printf(out, "ok");
        } else {
            YsMatch *m = malloc(sizeof *m);
            YsLoadError why;
            int r = m ? ys_load(m, args, &why) : -1;
            if (r == 0) {
                s->match = *m;
                s->has_game = 1;
                ys_buf_printf(out, "ok");
            } else {
                answer_error(out, r == -2 ? "format" : "io", m ? why.text : "out of memory");
            }
            free(m);
        }
    } else if (*args) {
        /* the remaining commands take no arguments, except view */
        if (!strcmp(cmd, "view")) {
            long long p;
            if (!need_game(s, out)) return 0;
            if (parse_int(args, 0, 99, &p))
                answer_error(out, "syntax", "usage: view PLAYER");
            else if (p >= s->match.g.opt.players || ys_json_view(&s->match.g, (int)p, out))
                answer_error(out, "illegal", "no such player");
        } else if (!strcmp(cmd, "state") || !strcmp(cmd, "legal") || !strcmp(cmd, "undo") || !strcmp(cmd, "log") ||
                   !strcmp(cmd, "result") || !strcmp(cmd, "events")) {
            answer_error(out, "syntax", "this command takes no arguments");
        } else {
            answer_error(out, "syntax", "unknown command");
        }
    } else if (!strcmp(cmd, "view")) {
        answer_error(out, "syntax", "usage: view PLAYER");
    } else if (!strcmp(cmd, "state")) {
        if (need_game(s, out)) ys_json_view(&s->match.g, -1, out);
    } else if (!strcmp(cmd, "legal")) {
        if (need_game(s, out)) ys_json_legal(&s->match.g, out);
    } else if (!strcmp(cmd, "log")) {
        if (need_game(s, out)) ys_json_log(&s->match, out);
    } else if (!strcmp(cmd, "events")) {
        if (need_game(s, out)) ys_json_events(&s->match.g, &s->match.last, out);
    } else if (!strcmp(cmd, "undo")) {
        if (!need_game(s, out)) return 0;
        if (s->match.nlog == 0 || ys_replay(&s->match, s->match.nlog - 1))
            answer_error(out, "state", "nothing to undo");
        else
            ys_buf_printf(out, "ok");
    } else if (!strcmp(cmd, "result")) {
        if (!need_game(s, out)) return 0;
        if (ys_json_result(&s->match.g, out)) answer_error(out, "state", "the game is not over");
    } else {
        answer_error(out, "syntax", "unknown command");
    }
    return 0;
}
