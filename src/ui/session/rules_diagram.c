/* rules_diagram.c - the rules reference's examples as real positions: a
 * 4-player game from ys_new, its board cleared and set with the example's
 * brokers (all face up, as the counting sees them) and the brokers in front
 * of each screen; the verdict is ys_leads' answer for that position. */
#include "rules_diagram.h"

#include "ui_str.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    uint8_t place, owner, value;
} Put;

/* The brokers in front of each screen (three each, nothing behind). */
typedef struct {
    uint8_t v[YS_MAX_HUMANS][3];
} Fronts;

static int setup(YsGame *g)
{
    YsOptions o;
    ys_options_default(&o);
    o.players = 4;
    o.nbhds = 4;
    o.seed = 1;
    for (int p = 0; p < 4; p++)
        o.order[p] = p + 1;
    if (ys_new(g, &o, NULL, 0)) return -1;
    ys_board_clear(g);
    memset(g->behind, 0, sizeof g->behind);
    memset(g->front, 0, sizeof g->front);
    g->intriguer = -1;
    return 0;
}

static void put(YsGame *g, const Put *p)
{
    YsBroker b;
    memset(&b, 0, sizeof b);
    b.owner = p->owner;
    b.placer = p->owner;
    b.value = p->value;
    b.up = 1;
    b.revealed = 1;
    ys_board_put(g, p->place, &b);
}

static void set_fronts(YsGame *g, const Fronts *f)
{
    for (int s = 0; s < 4; s++)
        for (int k = 0; k < 3; k++)
            g->front[s][f->v[s][k]]++;
}

static const YsLead *find(const YsLeads *l, int kind, int index)
{
    for (int i = 0; i < l->n; i++)
        if (l->lead[i].kind == kind && l->lead[i].index == index) return &l->lead[i];
    return NULL;
}

/* The area's verdict and what each seat has there and in front. */
static int read_area(UiDiagram *d, const YsLeads *l)
{
    const YsLead *a = find(l, YS_LEAD_AREA, d->place);
    if (!a) return -1;
    d->winner = a->leader;
    d->runner_up = a->runner_up;
    for (int s = 0; s < YS_MAX_SEATS; s++) {
        d->total[s] = a->known[s];
        d->front[s] = s < d->g.seats ? ys_front_total(&d->g, s) : -1;
        d->order_card[s] = s < d->g.opt.players ? d->g.order_card[s] : 0;
    }
    return 0;
}

static int read_market(UiDiagram *d, const YsLeads *l)
{
    for (int row = 1; row <= UI_DIAG_ROWS; row++) {
        const YsLead *r = find(l, YS_LEAD_ROW, row);
        if (!r) return -1;
        d->gem[row] = d->g.market_gem[row];
        d->row_winner[row] = r->leader;
        for (int s = 0; s < YS_MAX_SEATS; s++)
            d->row_total[row][s] = r->known[s];
    }
    for (int i = 0; i < YS_COLOURS; i++) {
        int c = l->columns.order[i];
        d->col_rank[c] = i;
        d->col_total[c] = l->columns.total[c];
        d->col_brokers[c] = l->columns.brokers[c];
        d->col_steps[c] = l->columns.steps[c];
    }
    return 0;
}

int ui_diagram_build(int kind, UiDiagram *d)
{
    static const Fronts fronts = {{{0, 1, 3}, {0, 3, 4}, {0, 1, 2}, {1, 1, 0}}};
    /* (a) three players in the port of neighbourhood 1: 4+2 against 3+1 and 0 */
    static const Put area[] = {{YS_PLACE_CITY(0, YS_AREA_PORT), 0, 3},
                               {YS_PLACE_CITY(0, YS_AREA_PORT), 1, 4},
                               {YS_PLACE_CITY(0, YS_AREA_PORT), 2, 0},
                               {YS_PLACE_CITY(0, YS_AREA_PORT), 0, 1},
                               {YS_PLACE_CITY(0, YS_AREA_PORT), 1, 2}};
    /* (b) 3+3 against 4+2 in a commerce area: the first player (order card
     * 1) has 1+3+0 = 4 in front, the second (order card 2) 4+3+0 = 7 */
    static const Put tie[] = {{YS_PLACE_CITY(1, YS_AREA_COMMERCE), 0, 3},
                              {YS_PLACE_CITY(1, YS_AREA_COMMERCE), 1, 4},
                              {YS_PLACE_CITY(1, YS_AREA_COMMERCE), 0, 3},
                              {YS_PLACE_CITY(1, YS_AREA_COMMERCE), 1, 2}};
    /* (c) the market: a row won by each of three players; the columns
     * green 5, blue 4 with two brokers, yellow 4 with one, red 1 */
    static const Put market[] = {{YS_PLACE_MARKET(1, YS_BLUE), 0, 3}, {YS_PLACE_MARKET(1, YS_YELLOW), 1, 4},
                                 {YS_PLACE_MARKET(2, YS_BLUE), 1, 1}, {YS_PLACE_MARKET(2, YS_GREEN), 2, 2},
                                 {YS_PLACE_MARKET(2, YS_RED), 0, 1},  {YS_PLACE_MARKET(3, YS_GREEN), 3, 3},
                                 {YS_PLACE_MARKET(3, YS_RED), 2, 0}};
    const Put *puts;
    size_t n;
    switch (kind) {
    case UI_DIAG_AREA:
        puts = area, n = sizeof area / sizeof area[0];
        break;
    case UI_DIAG_TIE:
        puts = tie, n = sizeof tie / sizeof tie[0];
        break;
    case UI_DIAG_MARKET:
        puts = market, n = sizeof market / sizeof market[0];
        break;
    default:
        return -1;
    }
    memset(d, 0, sizeof *d);
    d->kind = kind;
    if (setup(&d->g)) return -1;
    set_fronts(&d->g, &fronts);
    for (size_t i = 0; i < n; i++)
        put(&d->g, &puts[i]);
    d->place = kind == UI_DIAG_MARKET ? YS_NONE : puts[0].place;
    d->g.market_gem[1] = YS_WHITE;
    d->g.market_gem[2] = YS_RED;
    d->g.market_gem[3] = YS_GREEN;
    YsLeads l;
    ys_leads(&d->g, &l);
    return kind == UI_DIAG_MARKET ? read_market(d, &l) : read_area(d, &l);
}

const UiDiagram *ui_diagram_get(int kind)
{
    static UiDiagram made[UI_DIAG_COUNT];
    static int built[UI_DIAG_COUNT];
    if (kind <= UI_DIAG_NONE || kind >= UI_DIAG_COUNT) return NULL;
    if (!built[kind]) {
        if (ui_diagram_build(kind, &made[kind])) return NULL;
        built[kind] = 1;
    }
    return &made[kind];
}

int ui_diagram_verdict(const UiDiagram *d, int row, char *buf, int len)
{
    if (!buf || len <= 0) return 0;
    buf[0] = 0;
    int n = 0;
    if (d->kind == UI_DIAG_MARKET) {
        if (row < 1 || row > UI_DIAG_ROWS || d->row_winner[row] < 0) return 0;
        int w = d->row_winner[row];
        n = snprintf(buf, (size_t)len, ui_diag_str(DT_ROW_WINS), row, ui_str((UiStrId)(S_PNAME_0 + w)),
                     d->row_total[row][w]);
    } else if (d->winner >= 0 && d->kind == UI_DIAG_AREA) {
        n = snprintf(buf, (size_t)len, ui_diag_str(DT_AREA_WINS), ui_str((UiStrId)(S_PNAME_0 + d->winner)),
                     d->total[d->winner]);
    } else if (d->winner >= 0 && d->runner_up >= 0 && d->kind == UI_DIAG_TIE) {
        n = snprintf(buf, (size_t)len, ui_diag_str(DT_TIE_WINS), d->total[d->winner],
                     ui_str((UiStrId)(S_PNAME_0 + d->winner)), d->front[d->winner], d->front[d->runner_up]);
    }
    return n < 0 ? 0 : n >= len ? len - 1 : n;
}
