/* stats.c - a player's record from the history's games alone (stats.h). */
#include <stdlib.h>
#include <string.h>

#include "stats.h"

static void count(UiTally *t, int won)
{
    t->games++;
    t->wins += won != 0;
}

/* The seats that score: the players, and the neutral player with 2. */
static int scoring_seats(const UiHistGame *g) { return g->players == 2 ? 3 : g->players; }

/* The strongest bot of a game, or -1 with none. */
static int strongest_bot(const UiHistGame *g)
{
    int best = -1;
    for (int s = 0; s < g->players; s++)
        if (!g->seat[s].human && g->seat[s].level > best) best = g->seat[s].level;
    return best;
}

static UiPlayerStats *find(UiPlayerStats *out, int *n, int max, const char *name)
{
    for (int i = 0; i < *n; i++)
        if (!strcmp(out[i].name, name)) return &out[i];
    if (*n >= max) return NULL;
    UiPlayerStats *p = &out[(*n)++];
    memset(p, 0, sizeof *p);
    memcpy(p->name, name, sizeof p->name);
    p->name[sizeof p->name - 1] = 0;
    p->best_gold = -1;
    p->favourite = -1;
    return p;
}

static void add_game(UiPlayerStats *p, const UiHistGame *g, int s)
{
    int won = g->won[s];
    if (g->undo) {
        count(&p->undo, won);
        return;
    }
    int bot = strongest_bot(g);
    count(&p->all, won);
    count(&p->players[g->players], won);
    count(g->online ? &p->online : bot < 0 ? &p->hot_seat : &p->level[bot], won);
    int gold = g->score[s];
    p->gold_sum += gold;
    if (gold > p->best_gold) p->best_gold = gold;
    if (won) {
        int next = -1;
        for (int o = 0; o < scoring_seats(g); o++)
            if (o != s && g->score[o] > next) next = g->score[o];
        if (!p->has_margin || gold - next > p->best_margin) p->best_margin = gold - next;
        p->has_margin = 1;
    }
    for (int c = 0; c < YS_COLOURS; c++)
        p->gems[c] += g->gems[s][c];
    if (p->nlast == UI_STATS_LAST) {
        memmove(p->last, p->last + 1, sizeof p->last[0] * (UI_STATS_LAST - 1));
        p->nlast--;
    }
    p->last[p->nlast++] = gold;
}

static int most_games_first(const void *a, const void *b)
{
    const UiPlayerStats *x = a, *y = b;
    int gx = x->all.games + x->undo.games, gy = y->all.games + y->undo.games;
    if (gx != gy) return gy - gx;
    return strcmp(x->name, y->name);
}

int ui_stats_compute(const UiHistGame *list, int n, UiPlayerStats *out, int max)
{
    int names = 0;
    /* oldest first, so that the chart ends with the latest game */
    for (int i = n - 1; i >= 0; i--) {
        const UiHistGame *g = &list[i];
        if (g->damaged) continue;
        for (int s = 0; s < g->players && s < YS_MAX_HUMANS; s++) {
            if (!g->seat[s].human) continue;
            UiPlayerStats *p = find(out, &names, max, g->seat[s].name);
            if (p) add_game(p, g, s);
        }
    }
    for (int k = 0; k < names; k++) {
        UiPlayerStats *p = &out[k];
        for (int c = 0; c < YS_COLOURS; c++)
            if (p->gems[c] > 0 && (p->favourite < 0 || p->gems[c] > p->gems[p->favourite])) p->favourite = c;
    }
    if (names) qsort(out, (size_t)names, sizeof *out, most_games_first);
    return names;
}

int ui_stats_share(UiTally t) { return t.games ? (t.wins * 200 + t.games) / (t.games * 2) : -1; }

int ui_stats_average(const UiPlayerStats *p)
{
    return p->all.games ? (int)((p->gold_sum * 2 + p->all.games) / (p->all.games * 2)) : -1;
}
