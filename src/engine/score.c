/* score.c - final scoring (colours, black gems, King's Favor, winners) and
 * the broker count used by invariant tests. */
#include <string.h>

#include "internal.h"

int ys_result(const YsGame *g, YsResult *r)
{
    memset(r, 0, sizeof *r);
    if (g->dec != YS_DEC_OVER) return -1;
    int seats = g->seats;
    /* colour ranks: higher quotation first, leftmost on ties */
    int cols[YS_COLOURS] = {0, 1, 2, 3};
    for (int i = 1; i < YS_COLOURS; i++)
        for (int j = i; j > 0 && g->quotation[cols[j]] > g->quotation[cols[j - 1]]; j--) {
            int t = cols[j];
            cols[j] = cols[j - 1], cols[j - 1] = t;
        }
    for (int rank = 0; rank < YS_COLOURS; rank++) {
        int c = cols[rank];
        const int *pts = ys_data.colour_points[rank];
        for (int s = 0; s < seats; s++) {
            int n = g->gems[s][c];
            if (!n) {
                if (is_neutral(g, s)) r->colours[s] += pts[2];
                continue;
            }
            /* the lowest place among those with as many gems */
            int better = 0, same = 0;
            for (int t = 0; t < seats; t++) {
                if (t == s || (is_neutral(g, t) && !g->gems[t][c])) continue;
                if (g->gems[t][c] > n)
                    better++;
                else if (g->gems[t][c] == n)
                    same++;
            }
            int place = better + same;
            if (place < 4) r->colours[s] += pts[place];
        }
    }
    for (int s = 0; s < seats; s++) {
        int b = g->gems[s][YS_BLACK];
        r->black[s] = ys_data.black_points[b > 7 ? 7 : b];
        r->during[s] = g->score[s];
    }
    if (g->opt.kings_favor) {
        int tot[YS_MAX_SEATS] = {0};
        for (int i = 0; i < YS_POOL; i++)
            if (g->pool[i].place == YS_THRONE) tot[g->pool[i].owner] += g->pool[i].value;
        for (int s = 0; s < seats; s++) {
            int better = 0, same = 0;
            for (int t = 0; t < seats; t++) {
                if (t == s) continue;
                if (tot[t] > tot[s])
                    better++;
                else if (tot[t] == tot[s])
                    same++;
            }
            int sum = 0;
            for (int k = better; k <= better + same && k < 4; k++)
                sum += ys_data.throne_points[k];
            r->throne[s] = sum / (same + 1);
        }
    }
    int best = -1, best_gems = -1;
    for (int s = 0; s < g->opt.players; s++) {
        r->score[s] = r->during[s] + r->colours[s] + r->black[s] + r->throne[s];
        int gems = 0;
        for (int c = 0; c < 5; c++)
            gems += g->gems[s][c];
        if (r->score[s] > best || (r->score[s] == best && gems > best_gems)) best = r->score[s], best_gems = gems;
    }
    if (is_neutral(g, YS_NEUTRAL))
        r->score[YS_NEUTRAL] = r->during[YS_NEUTRAL] + r->colours[YS_NEUTRAL] + r->black[YS_NEUTRAL];
    for (int s = 0; s < g->opt.players; s++) {
        int gems = 0;
        for (int c = 0; c < 5; c++)
            gems += g->gems[s][c];
        if (r->score[s] == best && gems == best_gems) r->winners[r->nwinners++] = s;
    }
    return 0;
}
