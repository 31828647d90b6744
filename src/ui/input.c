/* input.c - clicks to moves (pure, no SDL). The legal moves of the view are
 * filtered by what has been clicked so far (the pick); a click that leaves
 * no legal move does nothing, and a pick that leaves exactly one move plays
 * it. So the interface can never make an illegal move. */
#include <stdio.h>
#include <string.h>

#include "ui.h"
#include "ui_text.h"

enum { ARG_NB, ARG_BROKER, ARG_PLACE, ARG_COLOUR };

void ui_pick_clear(UiPick *p)
{
    memset(p, 0, sizeof *p);
    p->mode = PM_NONE;
    p->place = p->face = p->refill = p->card = p->white = p->colour = p->dir = -1;
}

void ui_input_cancel(UiPick *pk) { ui_pick_clear(pk); }

static int own(const YsView *v) { return v->viewer >= 0 && v->viewer < v->opt.players; }

/* ------------------------------------------------------------------ */
/* Matching legal moves against a pick */

static int sub_multiset(const int *sel, int nsel, const uint8_t *set, int n)
{
    int used[8] = {0};
    for (int i = 0; i < nsel; i++) {
        int ok = 0;
        for (int j = 0; j < n; j++)
            if (!used[j] && set[j] == sel[i]) {
                used[j] = ok = 1;
                break;
            }
        if (!ok) return 0;
    }
    return 1;
}

/* A broker argument: its value in a, its place and selector (the engine's
 * ys_broker_sel, which tells a player's differing twins apart) in b. */
static int broker_arg(int place, int sel) { return place | sel << 8; }

/* Does card move m name, on side 0 or 1, the broker of value a picked as b? */
static int names_broker(const YsMove *m, int side, int a, int b)
{
    int value = side ? m->b : m->a, place = side ? m->place2 : m->place;
    return value == a && place == (b & 0xff) && m->src[side] == (b >> 8);
}

static int card_args_match(const YsMove *m, const UiPick *pk)
{
    for (int i = 0; i < pk->nargs; i++) {
        int k = pk->arg_kind[i], a = pk->arg_a[i], b = pk->arg_b[i];
        switch (m->card) {
        case YS_CAPTAIN:
            if (k != ARG_NB || (m->a != a && m->b != a)) return 0;
            if (i == 1 && pk->arg_a[0] == a) return 0;
            break;
        case YS_HERALD:
            if (i == 0 && (k != ARG_BROKER || !names_broker(m, 0, a, b))) return 0;
            if (i == 1 && (k != ARG_PLACE || m->place2 != a)) return 0;
            break;
        case YS_QUEEN:
            if (k != ARG_PLACE || m->place != a) return 0;
            break;
        case YS_MAGICIAN: {
            if (k != ARG_BROKER) return 0;
            int first = names_broker(m, 0, a, b), second = names_broker(m, 1, a, b);
            if (!first && !second) return 0;
            if (i == 1 && pk->arg_a[0] == a && pk->arg_b[0] == b) return 0;
            break;
        }
        case YS_MERCENARY:
            if (k != ARG_BROKER || !names_broker(m, 0, a, b)) return 0;
            break;
        case YS_ALCHEMIST:
        case YS_BANKER:
            if (k != ARG_COLOUR || (i == 0 ? m->a : m->b) != a) return 0;
            break;
        case YS_JEWELLER: {
            if (k != ARG_COLOUR) return 0;
            int sel[2] = {pk->arg_a[0], pk->arg_a[1]};
            uint8_t set[2] = {m->a, m->b};
            if (!sub_multiset(sel, i + 1, set, 2)) return 0;
            break;
        }
        default:
            return 0;
        }
    }
    return 1;
}

static int match(const YsMove *m, const UiPick *pk)
{
    switch (pk->mode) {
    case PM_NONE:
        return 1;
    case PM_BID: {
        if (m->kind != YS_MV_BID) return 0;
        uint8_t set[2] = {m->a, m->b};
        return sub_multiset(pk->sel, pk->nsel, set, 2);
    }
    case PM_BROKER:
        if (pk->src == UI_SRC_NEUTRAL) {
            if (m->kind != YS_MV_NEUTRAL || m->a != pk->value) return 0;
        } else {
            if (m->kind != YS_MV_UP && m->kind != YS_MV_DOWN) return 0;
            if (pk->src == UI_SRC_BEHIND && (m->b != YS_NONE || m->a != pk->value)) return 0;
            if (pk->src == UI_SRC_FRONT && (m->b == YS_NONE || m->b != pk->value)) return 0;
        }
        if (pk->place >= 0 && m->place != pk->place) return 0;
        if (pk->face >= 0 && m->kind != pk->face) return 0;
        if (pk->refill >= 0 && m->c != pk->refill) return 0;
        return 1;
    case PM_CARD:
        return m->kind == YS_MV_CARD && m->card == pk->card && card_args_match(m, pk);
    case PM_TAKE:
        if (m->kind != YS_MV_TAKE || !sub_multiset(pk->sel, pk->nsel, m->src, m->n)) return 0;
        if (pk->white >= 0)
            for (int i = 0; i < m->n; i++)
                if (m->src[i] == YS_WHITE && m->dst[i] != pk->white) return 0;
        return 1;
    case PM_RANK:
        if (m->kind != YS_MV_RANK) return 0;
        for (int i = 0; i < pk->nsel; i++)
            if (m->src[i] != pk->sel[i]) return 0;
        return 1;
    case PM_QUOTE:
        return m->kind == YS_MV_QUOTE && (pk->colour < 0 || m->a == pk->colour) && (pk->dir < 0 || m->b == pk->dir);
    }
    return 0;
}

int ui_pick_matches(const UiPick *pk, const YsMove *m) { return match(m, pk); }

/* Candidates for the pick: count, and whether they are all the same move. */
static int candidates(const YsMoveList *legal, const UiPick *pk, int *first, int *all_same)
{
    int n = 0;
    *all_same = 1;
    *first = -1;
    for (int i = 0; i < legal->n; i++) {
        if (!match(&legal->m[i], pk)) continue;
        if (*first < 0)
            *first = i;
        else if (!ys_move_equal(&legal->m[i], &legal->m[*first]))
            *all_same = 0;
        n++;
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Targets and buttons */

static void add_btn(const UiLayout *L, UiTargets *t, int id, int arg, int colour, int sel, const char *label)
{
    if (t->nbuttons >= UI_MAX_BUTTONS) return;
    UiButton *b = &t->btn[t->nbuttons];
    memset(b, 0, sizeof *b);
    b->id = id, b->arg = arg, b->on = 1, b->colour = colour, b->sel = sel;
    snprintf(b->label, sizeof b->label, "%s", label);
    int i = t->nbuttons++;
    /* wider and taller at a larger UI size: the labels keep one size */
    float k = L->ui_pct_used > 100 ? (float)L->ui_pct_used / 100.0f : 1.0f;
    int bw = ui_sc(L, 118 * k), bh = ui_sc(L, 34 * (k > 1.2f ? 1.2f : k)), gap = ui_sc(L, 6);
    int per_row = (L->buttons.w + gap) / (bw + gap);
    b->r.x = L->buttons.x + (i % per_row) * (bw + gap);
    b->r.y = L->buttons.y + (i / per_row) * (bh + gap);
    b->r.w = bw, b->r.h = bh;
}

/* The buttons of one row, each as wide as the row allows up to twice the
 * usual width: a long label ("Face cach\u00e9e") keeps to one line where it
 * wrapped and printed over itself. */
static void widen_buttons(const UiLayout *L, UiTargets *t)
{
    int n = t->nbuttons, gap = ui_sc(L, 6);
    if (n <= 0) return;
    int bw = t->btn[0].r.w, wide = (L->buttons.w - (n - 1) * gap) / n;
    if (wide > 2 * bw) wide = 2 * bw;
    if (wide <= bw) return; /* more than a row: as they are */
    for (int i = 0; i < n; i++)
        t->btn[i].r.x = L->buttons.x + i * (wide + gap), t->btn[i].r.w = wide;
}

static int has_kind(const YsMoveList *legal, int kind)
{
    for (int i = 0; i < legal->n; i++)
        if (legal->m[i].kind == kind) return 1;
    return 0;
}

/* What a character still asks for, by how many of its arguments are
 * chosen: its first ask, then its next (the same where it asks once). */
static const struct {
    int card;
    UiStrId first, then;
} card_asks[] = {
    {YS_CAPTAIN, S_PICK_CAPTAIN_1, S_PICK_CAPTAIN_2},
    {YS_HERALD, S_PICK_HERALD_1, S_PICK_HERALD_2},
    {YS_QUEEN, S_PICK_QUEEN, S_PICK_QUEEN},
    {YS_MAGICIAN, S_PICK_MAGICIAN_1, S_PICK_MAGICIAN_2},
    {YS_MERCENARY, S_PICK_MERCENARY, S_PICK_MERCENARY},
    {YS_ALCHEMIST, S_PICK_ALCHEMIST_1, S_PICK_ALCHEMIST_2},
    {YS_BANKER, S_PICK_BANKER_1, S_PICK_BANKER_2},
    {YS_JEWELLER, S_PICK_JEWELLER_1, S_PICK_JEWELLER_2},
};

static void card_prompt(const UiPick *pk, char *buf, int len)
{
    const char *what = "";
    for (size_t i = 0; i < sizeof card_asks / sizeof card_asks[0]; i++)
        if (card_asks[i].card == pk->card) what = ui_str(pk->nargs == 0 ? card_asks[i].first : card_asks[i].then);
    snprintf(buf, (size_t)len, ui_str(S_P_CARD_ARGS), ui_char_str(pk->card), what);
}

void ui_input_targets(const UiLayout *L, const YsView *v, const YsMoveList *legal, const UiPick *pk, UiTargets *t)
{
    memset(t, 0, sizeof *t);
    t->prompt = -1;
    if (!legal || legal->n == 0 || !own(v) || v->to_move != v->viewer) return;
    int p = v->viewer;
    char buf[64];
    /* what each candidate would still need */
    int faces = 0, refills = 0, nplaces = 0;
    for (int i = 0; i < legal->n; i++) {
        const YsMove *m = &legal->m[i];
        if (!match(m, pk)) continue;
        switch (pk->mode) {
        case PM_NONE:
            switch (m->kind) {
            case YS_MV_BID:
                t->behind[m->a] = t->behind[m->b] = 1;
                break;
            case YS_MV_UP:
            case YS_MV_DOWN:
                if (m->b == YS_NONE)
                    t->behind[m->a] = 1;
                else
                    t->front[m->b] = 1;
                break;
            case YS_MV_NEUTRAL:
                t->neutral[m->a] = 1;
                break;
            case YS_MV_CARD:
                t->cards |= (uint16_t)(1u << m->card);
                break;
            case YS_MV_PEEK: {
                uint8_t ids[YS_POOL];
                int k = ys_place_list(v, m->place, ids);
                if (m->a >= 1 && m->a <= k) t->brokers |= 1ull << ids[m->a - 1];
                t->peeks = 1;
                break;
            }
            case YS_MV_THRONE:
                t->front[m->a] = 1;
                break;
            case YS_MV_QUOTE:
                t->scale |= (uint8_t)(1u << m->a);
                break;
            default:
                break;
            }
            break;
        case PM_BID:
            t->behind[m->a] = t->behind[m->b] = 1;
            break;
        case PM_BROKER:
            if (pk->place < 0) {
                if (!(t->places & (1u << m->place))) nplaces++;
                t->places |= 1u << m->place;
            } else {
                faces |= 1 << (m->kind == YS_MV_UP ? 0 : 1);
                if (m->b != YS_NONE) refills |= 1 << m->c;
            }
            break;
        case PM_CARD: {
            int i2 = pk->nargs;
            switch (m->card) {
            case YS_CAPTAIN:
                t->ships |= (uint8_t)((1u << m->a) | (1u << m->b));
                break;
            case YS_QUEEN:
                t->places |= 1u << m->place;
                break;
            case YS_HERALD:
                if (i2 == 0) {
                    uint8_t ids[YS_POOL];
                    int k = ys_place_list(v, m->place, ids);
                    for (int j = 0; j < k; j++)
                        if (v->pool[ids[j]].owner == p &&
                            names_broker(m, 0, v->pool[ids[j]].value, broker_arg(m->place, ys_broker_sel(v, ids[j]))))
                            t->brokers |= 1ull << ids[j];
                } else {
                    t->places |= 1u << m->place2;
                }
                break;
            case YS_MAGICIAN:
            case YS_MERCENARY: {
                for (int side = 0; side < (m->card == YS_MAGICIAN ? 2 : 1); side++) {
                    int val = side ? m->b : m->a, pl = side ? m->place2 : m->place;
                    uint8_t ids[YS_POOL];
                    int k = ys_place_list(v, pl, ids);
                    for (int j = 0; j < k; j++)
                        if (v->pool[ids[j]].owner == p && v->pool[ids[j]].value == val &&
                            ys_broker_sel(v, ids[j]) == m->src[side])
                            t->brokers |= 1ull << ids[j];
                }
                break;
            }
            default:
                break;
            }
            break;
        }
        case PM_QUOTE:
            t->scale |= (uint8_t)(1u << m->a);
            break;
        default:
            break;
        }
    }
    (void)nplaces;
    /* prompts and buttons by decision */
    switch (v->dec) {
    case YS_DEC_BID:
        t->prompt = pk->nsel ? S_P_BID2 : S_P_BID;
        break;
    case YS_DEC_SEAT:
        t->prompt = S_P_SEAT;
        for (int i = 0; i < legal->n; i++)
            if (legal->m[i].kind == YS_MV_SEAT) {
                snprintf(buf, sizeof buf, ui_str(S_SEAT_N), legal->m[i].a);
                add_btn(L, t, BTN_SEAT, legal->m[i].a, -1, 0, buf);
            }
        break;
    case YS_DEC_WINDOW:
    case YS_DEC_PLACE:
    case YS_DEC_AFTER:
        if (pk->mode == PM_CARD) {
            card_prompt(pk, t->prompt_text, sizeof t->prompt_text);
            if (pk->card == YS_ALCHEMIST || pk->card == YS_BANKER || pk->card == YS_JEWELLER) {
                uint8_t ok[YS_COLOURS] = {0};
                for (int i = 0; i < legal->n; i++) {
                    const YsMove *m = &legal->m[i];
                    if (!match(m, pk)) continue;
                    for (int c = 0; c < YS_COLOURS; c++) {
                        UiPick q = *pk;
                        q.arg_kind[q.nargs] = ARG_COLOUR, q.arg_a[q.nargs] = c, q.nargs++;
                        if (match(m, &q)) ok[c] = 1;
                    }
                }
                for (int c = 0; c < YS_COLOURS; c++)
                    if (ok[c]) add_btn(L, t, BTN_COLOUR, c, c, 0, ui_colour_str(c));
            }
            add_btn(L, t, BTN_CANCEL, 0, -1, 0, ui_str(S_CANCEL));
        } else if (pk->mode == PM_BROKER) {
            if (pk->place < 0) {
                t->prompt = S_P_PLACE_WHERE;
            } else if ((faces & 3) == 3) {
                t->prompt = S_P_FACE;
                add_btn(L, t, BTN_UP, 0, -1, 0, ui_str(S_UP));
                add_btn(L, t, BTN_DOWN, 0, -1, 0, ui_str(S_DOWN));
            } else if (refills && (refills & (refills - 1))) {
                t->prompt = S_P_REFILL;
                for (int r = 0; r < YS_VALUES; r++)
                    if (refills & (1 << r)) {
                        snprintf(buf, sizeof buf, ui_str(S_REFILL), r);
                        add_btn(L, t, BTN_REFILL, r, -1, 0, buf);
                    }
            }
            add_btn(L, t, BTN_CANCEL, 0, -1, 0, ui_str(S_CANCEL));
        } else {
            t->prompt = v->dec == YS_DEC_WINDOW ? S_P_WINDOW : v->dec == YS_DEC_AFTER ? S_P_AFTER : S_P_PLACE;
            if (v->dec == YS_DEC_PLACE && v->opt.players == 2 && !(ys_placed_mask(v) & 4) &&
                (ys_placed_mask(v) & 3) == 3)
                t->prompt = S_P_NEUTRAL;
            if (has_kind(legal, YS_MV_PASS)) add_btn(L, t, BTN_PASS, 0, -1, 0, ui_str(S_PASS));
            if (has_kind(legal, YS_MV_DONE)) add_btn(L, t, BTN_DONE, 0, -1, 0, ui_str(S_DONE));
        }
        break;
    case YS_DEC_TAKE: {
        int need = 0;
        for (int i = 0; i < legal->n; i++)
            if (legal->m[i].kind == YS_MV_TAKE) need = legal->m[i].n;
        int white_chosen = 0;
        for (int i = 0; i < pk->nsel; i++)
            white_chosen |= pk->sel[i] == YS_WHITE;
        /* the port holds just the gems to take: nothing to choose but the
         * white gem's colour */
        int in_port = 0, white_in_port = 0;
        if (ys_take_port(v) >= 0 && ys_take_port(v) < YS_NBHDS) {
            for (int c = 0; c < 6; c++)
                in_port += v->port_gems[ys_take_port(v)][c];
            white_in_port = v->port_gems[ys_take_port(v)][YS_WHITE] > 0;
        }
        int forced = pk->nsel == 0 && in_port == need && white_in_port;
        if (ys_take_port(v) < 0 || (white_chosen && pk->nsel == need) || forced) {
            t->prompt = S_P_TAKE_WHITE;
            for (int c = 0; c < YS_COLOURS; c++)
                add_btn(L, t, BTN_COLOUR, c, c, 0, ui_colour_str(c));
        } else {
            snprintf(t->prompt_text, sizeof t->prompt_text, ui_str(S_P_TAKE), need);
            const uint8_t *have = v->port_gems[ys_take_port(v)];
            int used[6] = {0};
            for (int i = 0; i < pk->nsel; i++)
                used[pk->sel[i]]++;
            /* one button per colour with the count still there (a click takes
             * one), then the gems chosen as chips (a click puts one back) */
            static const int order[5] = {YS_BLUE, YS_GREEN, YS_YELLOW, YS_RED, YS_WHITE};
            for (int oi = 0; oi < 5; oi++) {
                int c = order[oi], n0 = t->nbuttons;
                if (!have[c]) continue;
                snprintf(buf, sizeof buf, "%s \xC3\x97%d", ui_colour_str(c), have[c] - used[c]);
                add_btn(L, t, BTN_GEM, c, c, 0, buf);
                if (t->nbuttons > n0) t->btn[n0].on = used[c] < have[c] && pk->nsel < need;
            }
            for (int i = 0; i < pk->nsel; i++) {
                snprintf(buf, sizeof buf, "\xC3\x97 %s", ui_colour_str(pk->sel[i]));
                add_btn(L, t, BTN_GEM, pk->sel[i], pk->sel[i], 1, buf);
            }
            if (pk->nsel) add_btn(L, t, BTN_CANCEL, 0, -1, 0, ui_str(S_CANCEL));
        }
        break;
    }
    case YS_DEC_RANK: {
        t->prompt = S_P_RANK;
        int group[4], ng = 0;
        for (int i = 0; i < legal->n; i++)
            if (legal->m[i].kind == YS_MV_RANK) {
                ng = legal->m[i].n;
                for (int j = 0; j < ng; j++)
                    group[j] = legal->m[i].src[j];
                break;
            }
        /* which columns are tied, and what their places are worth: the
         * group takes the places from ys_columns_done(v) on (+2, +1, -1, -2) */
        static const char *const worth[YS_COLOURS] = {"+2", "+1", "-1", "-2"};
        char tied[96] = "", places[48] = "";
        for (int j = 0; j < ng; j++) {
            size_t l = strlen(tied), m = strlen(places);
            snprintf(tied + l, sizeof tied - l, "%s%s", j ? ui_str(S_LIST_SEP) : "", ui_colour_str(group[j]));
            int pos = ys_columns_done(v) + j;
            snprintf(places + m, sizeof places - m, "%s%s", j ? ", " : "",
                     pos >= 0 && pos < YS_COLOURS ? worth[pos] : "?");
        }
        char more[200];
        snprintf(more, sizeof more, ui_str(S_P_RANK_WORTH), tied, places);
        snprintf(t->prompt_text, sizeof t->prompt_text, "%s %s", ui_str(S_P_RANK), more);
        for (int c = 0; c < YS_COLOURS; c++) {
            int in = 0, chosen = -1;
            for (int j = 0; j < ng; j++)
                in |= group[j] == c;
            for (int j = 0; j < pk->nsel; j++)
                if (pk->sel[j] == c) chosen = j;
            int pos = ys_columns_done(v) + chosen;
            if (chosen >= 0 && pos >= 0 && pos < YS_COLOURS)
                snprintf(buf, sizeof buf, "%s %s", ui_colour_str(c), worth[pos]);
            else
                snprintf(buf, sizeof buf, "%s", ui_colour_str(c));
            if (in) add_btn(L, t, BTN_COLOUR, c, c, chosen >= 0, buf);
        }
        if (pk->nsel) add_btn(L, t, BTN_CANCEL, 0, -1, 0, ui_str(S_CANCEL));
        break;
    }
    case YS_DEC_QUOTE:
        t->prompt = S_P_QUOTE;
        for (int c = 0; c < YS_COLOURS; c++) {
            snprintf(buf, sizeof buf, "%s +1", ui_colour_str(c));
            add_btn(L, t, BTN_QUOTE_UP, c, c, pk->colour == c, buf);
            snprintf(buf, sizeof buf, "%s -1", ui_colour_str(c));
            add_btn(L, t, BTN_QUOTE_DOWN, c, c, pk->colour == c, buf);
        }
        break;
    case YS_DEC_THRONE:
        t->prompt = S_P_THRONE;
        break;
    default:
        break;
    }
    if (t->prompt >= 0 && !t->prompt_text[0]) snprintf(t->prompt_text, sizeof t->prompt_text, "%s", ui_str(t->prompt));
    if (t->peeks && pk->mode == PM_NONE) {
        size_t l = strlen(t->prompt_text);
        snprintf(t->prompt_text + l, sizeof t->prompt_text - l, " %s", ui_str(S_P_PEEK_HINT));
    }
    widen_buttons(L, t);
}

/* ------------------------------------------------------------------ */
/* Clicks */

/* Accepts q if some legal move still matches; emits when one remains. */
static UiInResult try_pick(const YsMoveList *legal, UiPick *pk, const UiPick *q, YsMove *out)
{
    int first, same;
    int n = candidates(legal, q, &first, &same);
    if (!n) return UI_IN_NONE;
    if (same) {
        *out = legal->m[first];
        ui_pick_clear(pk);
        return UI_IN_MOVE;
    }
    *pk = *q;
    return UI_IN_CHANGED;
}

/* A single move of the given kind (and value, for throne), played at once
 * if legal. Compared by fields, as the engine fills unused ones its way. */
static UiInResult direct(const YsMoveList *legal, UiPick *pk, YsMove want, YsMove *out)
{
    for (int i = 0; i < legal->n; i++) {
        const YsMove *m = &legal->m[i];
        if (m->kind != want.kind) continue;
        if (want.kind == YS_MV_THRONE && m->a != want.a) continue;
        *out = *m;
        ui_pick_clear(pk);
        return UI_IN_MOVE;
    }
    return UI_IN_NONE;
}

static YsMove blank(int kind)
{
    YsMove m;
    memset(&m, 0, sizeof m);
    m.kind = (uint8_t)kind;
    m.card = m.place = m.place2 = YS_NONE;
    return m;
}

static UiInResult add_card_arg(const YsMoveList *legal, UiPick *pk, int kind, int a, int b, YsMove *out)
{
    if (pk->nargs >= 2) return UI_IN_NONE;
    UiPick q = *pk;
    q.arg_kind[q.nargs] = kind, q.arg_a[q.nargs] = a, q.arg_b[q.nargs] = b;
    q.nargs++;
    return try_pick(legal, pk, &q, out);
}

static UiInResult button(const YsView *v, const YsMoveList *legal, UiPick *pk, const UiButton *b, YsMove *out)
{
    UiPick q = *pk;
    switch (b->id) {
    case BTN_CANCEL:
        ui_pick_clear(pk);
        return UI_IN_CHANGED;
    case BTN_PASS:
        return direct(legal, pk, blank(YS_MV_PASS), out);
    case BTN_DONE:
        return direct(legal, pk, blank(YS_MV_DONE), out);
    case BTN_UP:
    case BTN_DOWN:
        q.face = b->id == BTN_UP ? YS_MV_UP : YS_MV_DOWN;
        return try_pick(legal, pk, &q, out);
    case BTN_REFILL:
        q.refill = b->arg;
        return try_pick(legal, pk, &q, out);
    case BTN_SEAT:
        for (int i = 0; i < legal->n; i++)
            if (legal->m[i].kind == YS_MV_SEAT && legal->m[i].a == b->arg) {
                *out = legal->m[i];
                ui_pick_clear(pk);
                return UI_IN_MOVE;
            }
        return UI_IN_NONE;
    case BTN_QUOTE_UP:
    case BTN_QUOTE_DOWN:
        ui_pick_clear(&q);
        q.mode = PM_QUOTE, q.colour = b->arg, q.dir = b->id == BTN_QUOTE_UP;
        return try_pick(legal, pk, &q, out);
    case BTN_GEM:
        if (q.mode != PM_TAKE) ui_pick_clear(&q), q.mode = PM_TAKE;
        if (q.nsel >= 4) return UI_IN_NONE;
        /* a selected gem clicked again is put back */
        if (b->sel) {
            for (int i = q.nsel - 1; i >= 0; i--)
                if (q.sel[i] == b->arg) {
                    q.sel[i] = q.sel[--q.nsel];
                    break;
                }
            *pk = q;
            return UI_IN_CHANGED;
        }
        q.sel[q.nsel++] = b->arg;
        return try_pick(legal, pk, &q, out);
    case BTN_COLOUR:
        if (v->dec == YS_DEC_TAKE) {
            if (q.mode != PM_TAKE) ui_pick_clear(&q), q.mode = PM_TAKE;
            if (ys_take_port(v) < 0 && q.nsel == 0) q.sel[q.nsel++] = YS_WHITE;
            if (q.nsel == 0 && ys_take_port(v) >= 0 && ys_take_port(v) < YS_NBHDS) /* the port's gems, all of them */
                for (int c = 0; c < 6; c++)
                    for (int k = 0; k < v->port_gems[ys_take_port(v)][c] && q.nsel < 4; k++)
                        q.sel[q.nsel++] = c;
            q.white = b->arg;
            return try_pick(legal, pk, &q, out);
        }
        if (v->dec == YS_DEC_RANK) {
            if (q.mode != PM_RANK) ui_pick_clear(&q), q.mode = PM_RANK;
            for (int i = 0; i < q.nsel; i++)
                if (q.sel[i] == b->arg) return UI_IN_NONE;
            q.sel[q.nsel++] = b->arg;
            return try_pick(legal, pk, &q, out);
        }
        if (pk->mode == PM_CARD) return add_card_arg(legal, pk, ARG_COLOUR, b->arg, 0, out);
        return UI_IN_NONE;
    }
    return UI_IN_NONE;
}

UiInResult ui_input_click(const UiLayout *L, const YsView *v, const YsMoveList *legal, UiPick *pk, int x, int y,
                          YsMove *out)
{
    if (!legal || !legal->n || !own(v) || v->to_move != v->viewer) return UI_IN_NONE;
    UiTargets t;
    ui_input_targets(L, v, legal, pk, &t);
    for (int i = 0; i < t.nbuttons; i++)
        if (t.btn[i].on && ui_in(t.btn[i].r, x, y)) return button(v, legal, pk, &t.btn[i], out);
    UiHit h = ui_hit_test(L, v, x, y);
    UiPick q;
    switch (h.kind) {
    case HIT_BEHIND:
        if (h.value < 0) return UI_IN_NONE;
        if (v->dec == YS_DEC_BID) {
            q = *pk;
            if (q.mode != PM_BID) ui_pick_clear(&q), q.mode = PM_BID;
            for (int i = 0; i < q.nsel; i++)
                if (q.sel_slot[i] == h.slot) { /* unselect */
                    q.sel[i] = q.sel[q.nsel - 1], q.sel_slot[i] = q.sel_slot[q.nsel - 1];
                    q.nsel--;
                    if (!q.nsel) q.mode = PM_NONE;
                    *pk = q;
                    return UI_IN_CHANGED;
                }
            if (q.nsel >= 2) return UI_IN_NONE;
            q.sel[q.nsel] = h.value, q.sel_slot[q.nsel] = h.slot, q.nsel++;
            return try_pick(legal, pk, &q, out);
        }
        if (pk->mode == PM_BROKER && pk->src == UI_SRC_BEHIND && pk->slot == h.slot) {
            ui_pick_clear(pk);
            return UI_IN_CHANGED;
        }
        if (pk->mode == PM_BROKER && pk->src == UI_SRC_FRONT && pk->place >= 0) { /* conjurer refill */
            q = *pk, q.refill = h.value;
            return try_pick(legal, pk, &q, out);
        }
        ui_pick_clear(&q);
        q.mode = PM_BROKER, q.src = UI_SRC_BEHIND, q.value = h.value, q.slot = h.slot;
        return try_pick(legal, pk, &q, out);
    case HIT_FRONT:
        if (h.value < 0) return UI_IN_NONE;
        if (v->dec == YS_DEC_THRONE) {
            YsMove m = blank(YS_MV_THRONE);
            m.a = (uint8_t)h.value;
            return direct(legal, pk, m, out);
        }
        ui_pick_clear(&q);
        q.mode = PM_BROKER, q.src = UI_SRC_FRONT, q.value = h.value, q.slot = h.slot;
        return try_pick(legal, pk, &q, out);
    case HIT_NEUTRAL:
        ui_pick_clear(&q);
        q.mode = PM_BROKER, q.src = UI_SRC_NEUTRAL, q.value = h.value, q.slot = h.slot;
        return try_pick(legal, pk, &q, out);
    case HIT_CARD:
        if (pk->mode == PM_CARD && pk->card == h.card) {
            ui_pick_clear(pk);
            return UI_IN_CHANGED;
        }
        ui_pick_clear(&q);
        q.mode = PM_CARD, q.card = h.card;
        return try_pick(legal, pk, &q, out);
    case HIT_BROKER:
        if (pk->mode == PM_CARD) {
            const YsBroker *b = &v->pool[h.id];
            if (pk->card == YS_HERALD && pk->nargs == 1) return add_card_arg(legal, pk, ARG_PLACE, h.place, 0, out);
            if (pk->card == YS_QUEEN) return add_card_arg(legal, pk, ARG_PLACE, h.place, 0, out);
            if (b->owner != v->viewer || b->value == YS_UNKNOWN) return UI_IN_NONE;
            return add_card_arg(legal, pk, ARG_BROKER, b->value, broker_arg(h.place, ys_broker_sel(v, h.id)), out);
        }
        if (pk->mode == PM_BROKER && pk->place < 0) {
            q = *pk, q.place = h.place;
            return try_pick(legal, pk, &q, out);
        }
        {
            YsMove m = blank(YS_MV_PEEK);
            m.place = (uint8_t)h.place, m.a = (uint8_t)h.pos;
            for (int i = 0; i < legal->n; i++) {
                const YsMove *c = &legal->m[i];
                if (c->kind == YS_MV_PEEK && c->place == m.place && c->a == m.a) {
                    *out = *c;
                    ui_pick_clear(pk);
                    return UI_IN_MOVE;
                }
            }
        }
        return UI_IN_NONE;
    case HIT_PLACE:
        if (pk->mode == PM_BROKER) {
            q = *pk, q.place = h.place, q.face = -1, q.refill = -1;
            return try_pick(legal, pk, &q, out);
        }
        if (pk->mode == PM_CARD && (pk->card == YS_QUEEN || (pk->card == YS_HERALD && pk->nargs == 1)))
            return add_card_arg(legal, pk, ARG_PLACE, h.place, 0, out);
        return UI_IN_NONE;
    case HIT_PALACE_CARD: /* the card and its name stand in the palace: a broker picked goes there */
        if (pk->mode == PM_BROKER) {
            q = *pk, q.place = YS_PLACE_CITY(h.nb, YS_AREA_PALACE), q.face = -1, q.refill = -1;
            return try_pick(legal, pk, &q, out);
        }
        if (pk->mode == PM_CARD && (pk->card == YS_QUEEN || (pk->card == YS_HERALD && pk->nargs == 1)))
            return add_card_arg(legal, pk, ARG_PLACE, YS_PLACE_CITY(h.nb, YS_AREA_PALACE), 0, out);
        return UI_IN_NONE;
    case HIT_SHIP:
        if (pk->mode == PM_CARD && pk->card == YS_CAPTAIN) return add_card_arg(legal, pk, ARG_NB, h.nb, 0, out);
        return UI_IN_NONE;
    case HIT_PORT_GEM:
        if (v->dec == YS_DEC_TAKE && ys_take_port(v) == h.nb) {
            UiButton b = {.id = BTN_GEM, .arg = h.colour};
            int used = 0, upto = 0;
            for (int i = 0; i < pk->nsel; i++)
                used += pk->sel[i] == h.colour;
            /* count which instance of this colour was clicked */
            int gems[8], ng = 0;
            for (int c = 0; c < 6; c++)
                for (int k = 0; k < v->port_gems[h.nb][c] && ng < 8; k++)
                    gems[ng++] = c;
            for (int i = 0; i < h.slot; i++)
                upto += gems[i] == h.colour;
            b.sel = upto < used;
            return button(v, legal, pk, &b, out);
        }
        return UI_IN_NONE;
    case HIT_SCALE:
    case HIT_COL_HEAD:
        if (v->dec == YS_DEC_QUOTE) {
            ui_pick_clear(&q);
            q.mode = PM_QUOTE, q.colour = h.colour;
            return try_pick(legal, pk, &q, out);
        }
        if (v->dec == YS_DEC_RANK) {
            UiButton b = {.id = BTN_COLOUR, .arg = h.colour};
            return button(v, legal, pk, &b, out);
        }
        return UI_IN_NONE;
    default:
        return UI_IN_NONE;
    }
}

/* ------------------------------------------------------------------ */
/* A card that cannot be played now */

/* The card window of the decision at hand (YsWindow), YS_WIN_NONE for none. */
static int window_now(const YsView *v)
{
    switch (v->dec) {
    case YS_DEC_WINDOW:
        return ys_window(v);
    case YS_DEC_PLACE:
        return ys_placed_mask(v) ? YS_WIN_NONE : YS_WIN_BEFORE_PLACEMENT;
    case YS_DEC_AFTER:
        return YS_WIN_AFTER_PLACEMENT;
    default:
        return YS_WIN_NONE;
    }
}

int ui_card_why_not(const YsView *v, const YsMoveList *legal, int card, char *buf, int len)
{
    if (!own(v) || card < 0 || card >= YS_CHARACTER_COUNT || !(v->hand[v->viewer] >> card & 1)) return 0;
    for (int i = 0; legal && i < legal->n; i++)
        if (legal->m[i].kind == YS_MV_CARD && legal->m[i].card == card) return 0;
    int w = ys_character_window(card), p = v->viewer;
    char when[120];
    snprintf(when, sizeof when, "%s", ui_card_when(card, (UiLang)ui_lang_current()));
    if (when[0] >= 'A' && when[0] <= 'Z' && ui_lang_current() != UI_LANG_DE) when[0] = (char)(when[0] - 'A' + 'a');
    UiStrId why = v->won_round[card] >= v->round ? S_CARD_WON_NOW
                  : v->cards_played[p] >= 2      ? S_CARD_TWO_PLAYED
                  : w == window_now(v)           ? S_CARD_NO_TARGET
                                                 : S_CARD_NOT_NOW;
    snprintf(buf, (size_t)len, ui_str(why), ui_char_str(card), when);
    return 1;
}
