/* scene_setup.c - a new game: players, each seat human or bot (and its
 * level, colour and name), the variants and the seed. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "ui_online.h"
#include "levels.h"

enum {
    SH_NONE,
    SH_PLAYERS,
    SH_SEAT_KIND,
    SH_SEAT_LEVEL,
    SH_SEAT_COLOUR,
    SH_SEAT_NAME,
    SH_NBHDS,
    SH_KF,
    SH_EXPRESS,
    SH_STRONG,
    SH_PEEK,
    SH_SEED,
    SH_START,
    SH_BACK
};

/* Setup rows: seats 0..3, then options. */
static UiRect setup_cell(UiApp *a, int row, int col)
{
    const UiLayout *L = &a->L;
    static const int cx[6] = {260, 420, 620, 820, 1060, 1300};
    static const int cw[6] = {150, 190, 190, 230, 230, 80};
    /* rows close enough to leave two lines under four seats: the bot level's worth and fairness */
    return (UiRect){L->ox + ui_sc(L, cx[col]), L->oy + ui_sc(L, 174 + row * 48), ui_sc(L, cw[col]), ui_sc(L, 40)};
}

static UiRect opt_cell(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    /* room under each option for its one-line help */
    return (UiRect){L->ox + ui_sc(L, 260 + (i % 2) * 560), L->oy + ui_sc(L, 420 + (i / 2) * 122), ui_sc(L, 540),
                    ui_sc(L, 40)};
}

static int setup_hit(UiApp *a, int x, int y, int *arg)
{
    const UiLayout *L = &a->L;
    *arg = 0;
    for (int n = 2; n <= 4; n++) {
        UiRect r = {L->ox + ui_sc(L, 420 + (n - 2) * 90), L->oy + ui_sc(L, 120), ui_sc(L, 80), ui_sc(L, 44)};
        if (ui_in(r, x, y)) return *arg = n, SH_PLAYERS;
    }
    for (int s = 0; s < a->setup.players; s++) {
        *arg = s;
        if (ui_in(setup_cell(a, s, 1), x, y)) return SH_SEAT_NAME;
        if (ui_in(setup_cell(a, s, 2), x, y)) return SH_SEAT_KIND;
        if (ui_in(setup_cell(a, s, 3), x, y)) return SH_SEAT_LEVEL;
        if (ui_in(setup_cell(a, s, 4), x, y)) return SH_SEAT_COLOUR;
    }
    const int ids[6] = {SH_NBHDS, SH_KF, SH_EXPRESS, SH_STRONG, SH_PEEK, SH_SEED};
    for (int i = 0; i < 6; i++)
        if (ui_in(opt_cell(a, i), x, y)) return ids[i];
    UiRect start = {a->out_w / 2 + ui_sc(L, 20), L->oy + ui_sc(L, 792), ui_sc(L, 300), ui_sc(L, 56)};
    UiRect back = {a->out_w / 2 - ui_sc(L, 320), L->oy + ui_sc(L, 792), ui_sc(L, 300), ui_sc(L, 56)};
    if (ui_in(start, x, y)) return SH_START;
    if (ui_in(back, x, y)) return SH_BACK;
    return SH_NONE;
}

static int opt_enabled(UiApp *a, int i);

/* What the keyboard's focus moves over: the rectangles setup_hit reads, in
 * reading order (only those a click there would change). */
static int setup_targets(UiApp *a, UiRect *r)
{
    const UiLayout *L = &a->L;
    int n = 0;
    for (int p = 2; p <= 4; p++)
        r[n++] = (UiRect){L->ox + ui_sc(L, 420 + (p - 2) * 90), L->oy + ui_sc(L, 120), ui_sc(L, 80), ui_sc(L, 44)};
    for (int s = 0; s < a->setup.players; s++) {
        r[n++] = setup_cell(a, s, 1);
        r[n++] = setup_cell(a, s, 2);
        if (!a->setup.seat[s].human) r[n++] = setup_cell(a, s, 3);
        r[n++] = setup_cell(a, s, 4);
    }
    for (int i = 0; i < 6; i++)
        if (opt_enabled(a, i)) r[n++] = opt_cell(a, i);
    r[n++] = (UiRect){a->out_w / 2 - ui_sc(L, 320), L->oy + ui_sc(L, 792), ui_sc(L, 300), ui_sc(L, 56)};
    r[n++] = (UiRect){a->out_w / 2 + ui_sc(L, 20), L->oy + ui_sc(L, 792), ui_sc(L, 300), ui_sc(L, 56)};
    return n;
}

static int opt_enabled(UiApp *a, int i)
{
    int n = a->setup.players;
    switch (i) {
    case 0:
        return n == 3;
    case 1:
    case 2:
        return n >= 3;
    case 3:
        return n == 2;
    default:
        return 1;
    }
}

static void draw(UiApp *a)
{
    UiGfx *g = &a->gfx;
    const UiLayout *L = &a->L;
    UiSetup *st = &a->setup;
    dr_background(a, "title_bg");
    UiRect box = {L->ox + ui_sc(L, 220), L->oy + ui_sc(L, 30), ui_sc(L, 1160), ui_sc(L, 840)};
    dr_panel(a, box, 0x15212BF2);
    ui_text(g, FONT_TITLE, L->font_title * 7 / 10, GOLD, a->out_w / 2, L->oy + ui_sc(L, 40), AL_CENTER,
            ui_str(st->online ? S_ONLINE_HOST : S_NEW_GAME));
    ui_text(g, FONT_BOLD, L->font_body, TEXT, L->ox + ui_sc(L, 260), L->oy + ui_sc(L, 130), AL_LEFT, ui_str(S_PLAYERS));
    char buf[256];
    for (int n = 2; n <= 4; n++) {
        UiRect r = {L->ox + ui_sc(L, 420 + (n - 2) * 90), L->oy + ui_sc(L, 120), ui_sc(L, 80), ui_sc(L, 44)};
        snprintf(buf, sizeof buf, "%d", n);
        dr_button(a, r, buf, 1, st->players == n, -1);
    }
    static const UiStrId lv[4] = {S_LEVEL_EASY, S_LEVEL_MEDIUM, S_LEVEL_HARD, S_LEVEL_EXPERT};
    for (int s = 0; s < st->players; s++) {
        UiSeat *se = &st->seat[s];
        UiRect c0 = setup_cell(a, s, 0);
        snprintf(buf, sizeof buf, ui_str(S_SEAT), s + 1);
        ui_disc(g, c0.x + c0.h / 2.0f, c0.y + c0.h / 2.0f, c0.h / 2.5f, ui_rgb_a(ui_player_rgb[se->colour], 255));
        ui_text(g, FONT_BOLD, L->font_body, TEXT, c0.x + c0.h + ui_sc(L, 4), c0.y + ui_sc(L, 9), AL_LEFT, buf);
        UiRect c1 = setup_cell(a, s, 1);
        ui_round(g, c1, ui_sc(L, 5), st->focus_name == s ? 0x3A5068FF : 0x223444FF);
        ui_frame(g, c1, st->focus_name == s ? HILITE : 0x5A7890FF, 1);
        snprintf(buf, sizeof buf, "%s%s", se->name, st->focus_name == s && (a->now / 500) % 2 ? "|" : "");
        ui_text(g, FONT_SANS, L->font_body, TEXT, c1.x + ui_sc(L, 8), c1.y + ui_sc(L, 9), AL_LEFT, buf);
        /* hosting: the first seat is the host's, a person's seat a friend's at another screen */
        UiStrId kind = !se->human ? S_BOT : !st->online ? S_HUMAN : s == 0 ? S_SEAT_YOU : S_SEAT_FRIEND;
        dr_button(a, setup_cell(a, s, 2), ui_str(kind), 1, 0, -1);
        if (!se->human) {
            snprintf(buf, sizeof buf, "%s", ui_str(lv[(se->level - AI_EASY) & 3]));
            dr_button(a, setup_cell(a, s, 3), buf, 1, 0, -1);
        }
        UiRect c4 = setup_cell(a, s, 4);
        dr_button(a, c4, ui_str(S_COLOUR), 1, 0, -1);
        ui_disc(g, c4.x + c4.w - ui_sc(L, 22), c4.y + c4.h / 2.0f, ui_sc(L, 12),
                ui_rgb_a(ui_player_rgb[se->colour], 255));
    }
    /* the level pointed at (else the first bot's) in plain words, and that bots never peek */
    int shown = -1, tip = -1; /* tip: the level cell whose figures the tooltip gives */
    for (int s = 0; s < st->players; s++)
        if (!st->seat[s].human && (shown < 0 || ui_in(setup_cell(a, s, 3), a->mx, a->my))) {
            shown = st->seat[s].level;
            if (a->hover_on && ui_in(setup_cell(a, s, 3), a->mx, a->my)) tip = s;
        }
    if (st->key_on) { /* or the one the keyboard's focus is on */
        UiRect t[40];
        int nt = setup_targets(a, t);
        UiRect f = t[st->key < nt ? st->key : 0];
        for (int s = 0; s < st->players; s++)
            if (!st->seat[s].human && ui_in(setup_cell(a, s, 3), f.x + 1, f.y + 1))
                shown = st->seat[s].level, tip = tip >= 0 ? tip : s;
    }
    st->level_tip = tip;
    /* two lines: the level's words, then that bots never peek; where the
     * words take both lines, the level's tooltip says the rest */
    int lpx = ui_min_px(a, L->font_small), ly = L->oy + ui_sc(L, 362), lh = lpx * 5 / 4 + ui_sc(L, 2);
    int lx = L->ox + ui_sc(L, 260), lw = ui_sc(L, 1080), used = 0;
    if (shown >= 0 && ui_level_ladder(shown, st->players, buf, sizeof buf)) {
        used = ui_text_wrap_h(g, FONT_SANS, lpx, lw, buf) > ui_text_wrap_h(g, FONT_SANS, lpx, lw, "x") ? 2 : 1;
        ui_text_wrap(g, FONT_SANS, lpx, 0xC9D1D6FF, (UiRect){lx, ly, lw, used * lh}, buf);
    }
    st->fair_in_tip = used == 2;
    if (used < 2) ui_text_fit(g, FONT_SANS, lpx, 0x9FB4C4FF, lx, ly + used * lh, lw, ui_str(S_BOTS_FAIR));
    const char *labels[6] = {ui_str(S_OPT_NBHDS),          ui_str(S_OPT_KINGS_FAVOR), ui_str(S_OPT_EXPRESS),
                             ui_str(S_OPT_STRONG_NEUTRAL), ui_str(S_OPT_PEEK),        ui_str(S_OPT_SEED)};
    for (int i = 0; i < 6; i++) {
        UiRect r = opt_cell(a, i);
        int on = opt_enabled(a, i);
        char val[48];
        switch (i) {
        case 0:
            snprintf(val, sizeof val, "%d", st->players == 3 ? (st->nbhds4 ? 4 : 3) : st->players == 2 ? 3 : 4);
            break;
        case 1:
            snprintf(val, sizeof val, "%s", st->kings_favor && on ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        case 2:
            snprintf(val, sizeof val, "%s", st->express && on ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        case 3:
            snprintf(val, sizeof val, "%s", st->strong_neutral && on ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        case 4:
            snprintf(val, sizeof val, "%s", st->peek ? ui_str(S_ON) : ui_str(S_OFF));
            break;
        default:
            snprintf(val, sizeof val, "%s%s", st->seed[0] ? st->seed : ui_str(S_SEED_RANDOM),
                     st->focus_seed && (a->now / 500) % 2 ? "|" : "");
            break;
        }
        int hover = on && ui_in(r, a->mx, a->my);
        ui_round(g, r, ui_sc(L, 6),
                 on ? (i == 5 && st->focus_seed ? 0x3A5068FF
                       : hover                  ? 0x2C4256FF
                                                : 0x223444FF)
                    : 0x161E26FF);
        ui_frame(g, r, i == 5 && st->focus_seed ? HILITE : hover ? GOLD : 0x3A5068FF, 1);
        static const UiStrId help[6] = {S_OPT_HELP_NBHDS,          S_OPT_HELP_KINGS_FAVOR, S_OPT_HELP_EXPRESS,
                                        S_OPT_HELP_STRONG_NEUTRAL, S_OPT_HELP_PEEK,        S_OPT_HELP_SEED};
        int hpx = ui_min_px(a, L->font_small), refused = i == 5 && st->seed_refused;
        ui_text_wrap(g, FONT_SANS, hpx,
                     refused ? UI_W_RED
                     : on    ? 0xC9D1D6FF
                             : 0x6C7880FF,
                     (UiRect){r.x + ui_sc(L, 4), r.y + r.h + ui_sc(L, 3), r.w - ui_sc(L, 8), ui_sc(L, 78)},
                     ui_str(refused ? S_SEED_TOO_BIG : help[i]));
        /* the option's name up to its value (shortened where a larger UI size leaves no room) */
        int vx = r.x + r.w - ui_sc(L, 12) -
                 (i >= 1 && i <= 4 ? ui_sc(L, 48) + ui_sc(L, 8) + ui_text_w(g, FONT_BOLD, L->font_small, val)
                                   : ui_text_w(g, FONT_BOLD, L->font_body, val));
        ui_text_fit(g, FONT_SANS, L->font_body, on ? TEXT : 0x5A6670FF, r.x + ui_sc(L, 12), r.y + ui_sc(L, 8),
                    vx - ui_sc(L, 10) - (r.x + ui_sc(L, 12)), labels[i]);
        if (i >= 1 && i <= 4) { /* a switch: on to the right, lit */
            int sel = i == 1 ? st->kings_favor : i == 2 ? st->express : i == 3 ? st->strong_neutral : st->peek;
            sel = sel && on;
            int th = ui_sc(L, 24), tw = th * 2;
            UiRect tr = {r.x + r.w - ui_sc(L, 12) - tw, r.y + (r.h - th) / 2, tw, th};
            ui_round(g, tr, th / 2, sel ? 0x3E8E5AFF : on ? 0x4A5A66FF : 0x2A333AFF);
            float kx = (float)(sel ? tr.x + tw - th / 2 : tr.x + th / 2), ky = (float)(tr.y + th / 2);
            ui_disc(g, kx, ky, th / 2.0f - 2, on ? 0xEDE7D6FF : 0x6C7880FF);
            ui_text(g, FONT_BOLD, L->font_small, on ? GOLD : 0x5A6670FF, tr.x - ui_sc(L, 8), r.y + ui_sc(L, 10),
                    AL_RIGHT, val);
        } else {
            ui_text(g, FONT_BOLD, L->font_body, on ? GOLD : 0x5A6670FF, r.x + r.w - ui_sc(L, 12), r.y + ui_sc(L, 8),
                    AL_RIGHT, val);
        }
    }
    UiRect start = {a->out_w / 2 + ui_sc(L, 20), L->oy + ui_sc(L, 792), ui_sc(L, 300), ui_sc(L, 56)};
    UiRect back = {a->out_w / 2 - ui_sc(L, 320), L->oy + ui_sc(L, 792), ui_sc(L, 300), ui_sc(L, 56)};
    dr_button(a, back, ui_str(S_BACK), 1, 0, -1);
    dr_button(a, start, ui_str(S_START), 1, 1, -1);
    if (st->key_on) {
        UiRect t[40];
        int n = setup_targets(a, t);
        dr_focus_ring(a, t[st->key < n ? st->key : n - 1]);
    }
    /* the figures behind the plain words: one hover or focus away */
    char fig[500], line[256];
    if (st->level_tip >= 0 && ui_level_line(st->seat[st->level_tip].level, st->players, line, sizeof line)) {
        UiRect c = setup_cell(a, st->level_tip, 3);
        snprintf(fig, sizeof fig, "%s %s%s%s", ui_str(S_LADDER_FIGURES), line, st->fair_in_tip ? " " : "",
                 st->fair_in_tip ? ui_str(S_BOTS_FAIR) : "");
        dr_tooltip_box(a, c.x, c.y, c.y, fig); /* above the cell: the words under the seats stay seen */
    }
}

/* Start: a game here, or (Play online, Host a game) a room on the server
 * the game hosts, its first seat the host's. */
static void start(UiApp *a)
{
    a->ses.demo = 0;
    if (a->setup.online) {
        a->setup.seat[0].human = 1;
        ui_online_host(a, 0);
        return;
    }
    ui_app_start_game(a);
}

static void setup_click(UiApp *a, int x, int y)
{
    UiSetup *st = &a->setup;
    int arg;
    int h = setup_hit(a, x, y, &arg);
    st->key_on = 0; /* a mouse click hides the ring (the keyboard sets it again) */
    st->focus_seed = h == SH_SEED;
    st->seed_refused = 0;
    st->focus_name = h == SH_SEAT_NAME ? arg : -1;
    a->text_input = st->focus_seed || st->focus_name >= 0;
    switch (h) {
    case SH_PLAYERS:
        st->players = arg;
        break;
    case SH_SEAT_KIND:
        st->seat[arg].human ^= 1;
        break;
    case SH_SEAT_LEVEL:
        st->seat[arg].level = st->seat[arg].level >= AI_EXPERT ? AI_EASY : st->seat[arg].level + 1;
        break;
    case SH_SEAT_COLOUR: {
        /* the next colour no other seat uses */
        int c = st->seat[arg].colour;
        for (int k = 1; k <= 4; k++) {
            int n = (c + k) % 4, used = 0;
            for (int s = 0; s < st->players; s++)
                used |= s != arg && st->seat[s].colour == n;
            if (!used) {
                st->seat[arg].colour = n;
                break;
            }
        }
        break;
    }
    case SH_NBHDS:
        st->nbhds4 ^= 1;
        break;
    case SH_KF:
        st->kings_favor ^= 1;
        break;
    case SH_EXPRESS:
        st->express ^= 1;
        break;
    case SH_STRONG:
        st->strong_neutral ^= 1;
        break;
    case SH_PEEK:
        st->peek ^= 1;
        break;
    case SH_START:
        a->text_input = 0;
        start(a);
        return;
    case SH_BACK:
        ui_nav_go(a, a->setup.online ? SC_ONLINE : SC_TITLE);
        return;
    default:
        break;
    }
    /* colours must differ: fix clashes after a change of player count */
    for (int s = 0; s < st->players; s++)
        for (int t = 0; t < s; t++)
            if (st->seat[t].colour == st->seat[s].colour) {
                for (int n = 0; n < 4; n++) {
                    int used = 0;
                    for (int u = 0; u < st->players; u++)
                        used |= u != s && st->seat[u].colour == n;
                    if (!used) {
                        st->seat[s].colour = n;
                        break;
                    }
                }
            }
}

static void text(UiApp *a, const char *s)
{
    UiSetup *st = &a->setup;
    if (st->focus_seed) {
        /* digits only, and a seed of 64 bits: a digit that would pass the
         * largest is refused, and the field's help line says why */
        for (; *s; s++) {
            size_t l = strlen(st->seed);
            if (*s < '0' || *s > '9' || l + 1 >= sizeof st->seed) continue;
            char next[sizeof st->seed];
            uint64_t v;
            memcpy(next, st->seed, l);
            next[l] = *s, next[l + 1] = 0;
            st->seed_refused = ui_app_seed(next, &v) != 0;
            if (!st->seed_refused) memcpy(st->seed, next, l + 2);
        }
    } else if (st->focus_name >= 0) {
        char *n = st->seat[st->focus_name].name;
        size_t l = strlen(n);
        if (l + strlen(s) < sizeof st->seat[0].name - 1) memcpy(n + l, s, strlen(s) + 1);
    }
    a->dirty = 1;
}

static void key(UiApp *a, int k)
{
    UiSetup *st = &a->setup;
    UiRect t[40];
    int n = setup_targets(a, t);
    if (k == UK_TAB || k == UK_BACKTAB ||
        ((k == UK_UP || k == UK_DOWN || k == UK_LEFT || k == UK_RIGHT) && !a->text_input)) {
        int dir = k == UK_TAB || k == UK_RIGHT || k == UK_DOWN ? 1 : -1;
        st->key = st->key_on ? ((st->key + dir) % n + n) % n : dir > 0 ? 0 : n - 1;
        st->key_on = 1;
        st->focus_seed = 0, st->focus_name = -1, a->text_input = 0; /* typing ends where the focus leaves */
        a->dirty = 1;
        return;
    }
    if (st->key_on && !a->text_input && (k == UK_SPACE || k == UK_ENTER)) {
        UiRect f = t[st->key < n ? st->key : n - 1];
        setup_click(a, f.x + f.w / 2, f.y + f.h / 2); /* the mouse's own click: nothing decided twice */
        st->key_on = a->scene == SC_SETUP;
        return;
    }
    switch (k) {
    case UK_ESCAPE:
        ui_nav_go(a, a->setup.online ? SC_ONLINE : SC_TITLE);
        break;
    case UK_ENTER:
        if (st->focus_seed || st->focus_name >= 0) {
            st->focus_seed = 0, st->focus_name = -1, a->text_input = 0;
        } else {
            start(a);
        }
        break;
    case UK_BACKSPACE: {
        char *s = st->focus_seed ? st->seed : st->focus_name >= 0 ? st->seat[st->focus_name].name : NULL;
        if (s) ui_utf8_backspace(s), st->seed_refused = 0, a->dirty = 1;
        break;
    }
    default:
        break;
    }
}

/* The ring is shown from the start, on Start (what Enter does anyway), so
 * a player at the keyboard sees at once that Tab moves it. */
static void enter(UiApp *a)
{
    UiRect t[40];
    a->setup.key = setup_targets(a, t) - 1;
    a->setup.key_on = 1;
}

static int click_targets(UiApp *a, UiRect *out, int max)
{
    UiRect t[40];
    int n = setup_targets(a, t);
    for (int i = 0; i < n && i < max; i++)
        out[i] = t[i];
    return n < max ? n : max;
}

const UiScene ui_scene_setup = {"setup", enter, setup_click, key, text, NULL, NULL, draw, NULL, click_targets};
