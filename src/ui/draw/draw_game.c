/* draw_game.c - the game scene in three passes: what only the layout
 * changes (base), what the shown state changes (layer), and what moves or
 * follows the pointer (over); the first two are kept in textures and
 * redrawn only when their key changes, so an animation frame is one copy
 * and a few pieces. And what a mark over the game should leave readable. */
#include <string.h>

#include "draw.h"

/* FNV-1a over bytes, chained: the keys of the cached layers. */
static uint64_t mix(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

/* What the base pass depends on: the layout, the options, the language. */
static uint64_t base_key(const UiApp *a, const YsView *v)
{
    uint64_t h = 14695981039346656037ull;
    h = mix(h, &a->L, sizeof a->L);
    h = mix(h, &v->opt, sizeof v->opt);
    const char *lang[3] = {ui_str(S_PORT), ui_str(S_LOG), ui_str(S_THRONE)}; /* change with the language */
    h = mix(h, lang, sizeof lang);
    return h | 1;
}

/* What the state pass depends on: the shown view and everything else the
 * game scene reads, except the pointer and the clock (the over pass). */
static uint64_t layer_key(const UiApp *a, const YsView *v, uint64_t base)
{
    uint64_t h = mix(base, v, sizeof *v);
    h = mix(h, &a->game.targets, sizeof a->game.targets);
    h = mix(h, &a->game.pick, sizeof a->game.pick);
    h = mix(h, a->ses.names, sizeof a->ses.names);
    h = mix(h, a->ses.pcolour, sizeof a->ses.pcolour);
    h = mix(h, a->ses.seat, sizeof a->ses.seat);
    int k[8] = {a->ses.viewer,    a->ses.nlog,   a->ses.log_scroll, a->ses.animating,
                a->ses.anim.head, a->ses.anim.n, a->dr.flip_place,  a->dr.flip_pos};
    h = mix(h, k, sizeof k);
    h = mix(h, &a->set.show_leads, sizeof a->set.show_leads);
    h = mix(h, &a->dr.slide, sizeof a->dr.slide);
    if (a->ses.nlog > 0) h = mix(h, &a->ses.log[(a->ses.nlog - 1) % UI_LOG_MAX], sizeof a->ses.log[0]);
    const UiAnimStep *st = a->ses.animating ? ui_anim_cur((UiAnim *)&a->ses.anim) : NULL;
    if (st) h = mix(h, st->caption, strlen(st->caption));
    h = mix(h, ui_str(S_LOG), 8);
    return h | 1;
}

static void game_pass(UiApp *a, const YsView *v)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    /* each panel's text stays in it (the text audit checks) */
    ui_panel_push(g, (UiRect){0, L->top.y, a->out_w, L->top.h}, "top bar");
    dr_top(a, v);
    ui_panel_pop(g);
    dr_score_track(a, v);
    for (int nb = 0; nb < YS_NBHDS; nb++) {
        ui_panel_push(g, L->nb[nb], "neighbourhood");
        dr_nbhd(a, v, nb);
        ui_panel_pop(g);
    }
    dr_market(a, v);
    dr_scale(a, v);
    dr_turns_throne(a, v);
    ui_draw_leads(a, v);
    ui_panel_push(g, L->action, "action panel");
    dr_action(a, v);
    ui_panel_pop(g);
    for (int s = 0; s < v->seats; s++) {
        ui_panel_push(g, L->pl_row[s], "player row");
        dr_player_row(a, v, s);
        ui_panel_pop(g);
    }
    for (int s = v->seats; s < YS_MAX_SEATS && IN_BASE; s++)
        ui_round(&a->gfx, a->L.pl_row[s], ui_sc(&a->L, 8), 0x0E161D90);
    ui_panel_push(g, L->log, "log");
    dr_log(a);
    ui_panel_pop(g);
    ui_panel_push(g, L->me, "player's desk");
    dr_me(a, v);
    ui_panel_pop(g);
    if (!IN_OVER) return;
    if (a->ses.animating) dr_anim(a, v);
    dr_tooltip(a, v);
}

void ui_draw_game(UiApp *a)
{
    const YsView *v = dr_shown(a);
    UiGfx *g = &a->gfx;
    SDL_Renderer *ren = g->ren;
    SDL_Texture *old = SDL_GetRenderTarget(ren);
    int w = a->out_w, h = a->out_h;
    /* the privacy tests trace what each frame draws, the text audit every
     * string: no caching for them */
    int cached =
        !a->trace && !g->audit && !old && ui_gfx_target(g, &g->base, w, h) && ui_gfx_target(g, &g->layer, w, h);
    if (!cached) {
        dr_background(a, "table_bg");
        game_pass(a, v);
        return;
    }
    a->gfx.wake_event = a->wake_event;
    if (ui_gfx_poll(g)) g->base_key = 0; /* sharper art came */
    uint64_t bk = base_key(a, v);
    if (bk != g->base_key) {
        SDL_SetRenderTarget(ren, g->base);
        SDL_SetRenderDrawColor(ren, 0, 0, 0, 255);
        SDL_RenderClear(ren);
        a->dr.pass = P_BASE;
        dr_background(a, "table_bg");
        game_pass(a, v);
        g->base_key = bk;
        g->layer_key = 0;
        ui_art_release(g, "table_bg"); /* baked in: a full-screen raster less */
    }
    uint64_t lk = layer_key(a, v, bk);
    if (lk != g->layer_key) {
        SDL_SetRenderTarget(ren, g->layer);
        SDL_RenderCopy(ren, g->base, NULL, NULL);
        a->dr.pass = P_STATE;
        game_pass(a, v);
        g->layer_key = lk;
        g->layer_builds++;
    }
    SDL_SetRenderTarget(ren, NULL);
    SDL_RenderCopy(ren, g->layer, NULL, NULL);
    a->dr.pass = P_OVER;
    game_pass(a, v);
    a->dr.pass = P_ALL;
}

int dr_readable(UiApp *a, UiRect lit, UiRect *keep, int *state_from)
{
    const UiLayout *L = &a->L;
    int n = 0;
    if (!ui_overlap(L->action, lit)) keep[n++] = L->action;
    for (int k = 0; k < UI_LABELS; k++)
        keep[n++] = ui_layout_label(L, (UiLabel)k);
    const YsView *v = dr_shown(a);
    for (int nb = 0; nb < v->opt.nbhds; nb++) {
        keep[n++] = L->nb_title[nb];
        for (int ar = 0; ar < 3; ar++)
            keep[n++] = dr_area_label(L, YS_PLACE_CITY(nb, ar));
    }
    for (int c = 0; c < YS_COLOURS; c++)
        keep[n++] = L->col_head[c];
    for (int i = 10; i < 100; i += 10)
        keep[n++] = ui_layout_score_number(L, i);
    if (state_from) *state_from = n;
    /* the game's state: the score chips, the quotations, the brokers */
    UiRect chip[YS_MAX_SEATS];
    int chips = dr_score_chips(a, v, chip);
    for (int s = 0; s < chips; s++)
        keep[n++] = chip[s];
    for (int c = 0; c < YS_COLOURS; c++)
        keep[n++] = ui_layout_scale_step(L, c, v->quotation[c]);
    for (int pl = 0; pl < YS_PLACES; pl++) {
        uint8_t ids[YS_POOL];
        int k = ys_place_list(v, pl, ids);
        for (int i = 0; i < k && n < DR_READABLE_MAX; i++) {
            UiRect r = ui_layout_broker(L, pl, i, k);
            if (!ui_overlap(r, lit)) keep[n++] = r;
        }
    }
    int p = v->viewer;
    if (p < 0 || p >= v->opt.players) return n;
    int nb = 0, nf = 0;
    for (int val = 0; val < YS_VALUES; val++)
        nb += v->behind[p][val], nf += v->front[p][val];
    for (int i = 0; i < nb + nf && n < DR_READABLE_MAX; i++) {
        UiRect r = i < nb ? ui_layout_behind(L, i, nb) : ui_layout_front(L, i - nb, nf);
        if (!ui_overlap(r, lit)) keep[n++] = r;
    }
    return n;
}
