/* progress.c - where the turn stands, for bots and the screen: the turn
 * machine's counters (YsGame.priv) answered as what they mean, so that their
 * layout stays turn.c's to change. */
#include <string.h>

#include "internal.h"

int ys_window(const YsGame *g) { return g->priv.window; }

int ys_character_window(int c) { return c >= 0 && c < YS_CHARACTER_COUNT ? ys_data.window[c] : YS_WIN_NONE; }

int ys_placement(const YsGame *g) { return g->priv.placement; }

int ys_placed_mask(const YsGame *g) { return g->priv.placed_mask; }

int ys_seats_chosen(const YsGame *g) { return g->priv.seats_chosen; }

int ys_take_port(const YsGame *g) { return g->priv.take_port; }

int ys_columns_done(const YsGame *g) { return g->priv.col_done; }

void ys_counting(const YsGame *g, YsCounting *c)
{
    memset(c, 0, sizeof *c);
    int st = g->priv.stage;
    c->nbhd = st >= ST_NB_RANK && st <= ST_NB_RETURN  ? g->priv.nbhd
              : st > ST_NB_RETURN && st <= ST_WIN_END ? g->opt.nbhds
                                                      : -1;
    c->taking = st == ST_NB_TAKE; /* the ranked seats take the port's gems */
    if (!c->taking) return;
    c->ntakers = g->priv.ntakers;
    c->next = g->priv.next_taker;
    memcpy(c->takers, g->priv.takers, sizeof c->takers);
}
