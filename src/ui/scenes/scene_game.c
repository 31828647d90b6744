/* scene_game.c - the game scene: the session drawn from the view of the
 * human at the screen, clicks turned into moves (input.c), the bot playing
 * while the story is told, the Undo button and the placement confirmation.
 * It hands over to the next human, and to the end screen when the game is
 * over. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "ui_online.h"
#include "focus.h"

/* The settings' least time per bot move, scaled like the animations when the
 * pace differs from the settings' (the Pace button, tests). */
static int bot_delay_ms(UiApp *a)
{
    const UiSettings *s = &a->set;
    return (int)((float)s->bot_pace_ms * a->ses.pace * (s->anim_speed > 0.1f ? s->anim_speed : 1.0f));
}

/* The move of the person at the screen, by a click or a key: to the game's
 * source, wherever it is held. */
static void human_move(UiApp *a, const YsMove *m) { ui_app_submit(a, m); }

/* A skip in the game scene: the rest of the move's story at once, but the
 * final scoring still gets its own scene. */
static void skip(UiApp *a)
{
    ui_session_skip_to_final(&a->ses);
    a->dirty = 1;
}

static int update(UiApp *a, float dt)
{
    if (a->tutor.on ? ui_tutor_tick(a, dt) : ui_session_tick(&a->ses, dt)) a->dirty = 1;
    if (dr_slide_update(a, dt)) a->dirty = 1;
    /* the game's source: its bots think while the story plays; the next
     * move is told once the story under way is */
    a->ses.bot_pace_ms = a->driven ? 0 : bot_delay_ms(a);
    if (ui_session_pump(&a->ses, a->now, 0)) {
        ui_app_targets(a);
        ui_app_autosave(a);
        ui_app_update_undo(a);
        a->dirty = 1;
    }
    char news[300];
    if (ui_source_news(a->ses.src, news, sizeof news)) ui_app_status(a, news);
    if (a->game.bot.busy) a->dirty = 1; /* the spinner */
    if (a->ses.animating) {
        /* the final scoring is a scene of its own */
        if (a->ses.final_step >= 0 && a->ses.anim.head >= a->ses.final_step) ui_nav_go(a, SC_FINAL);
        return a->dirty;
    }
    if (a->ses.handover_to >= 0) {
        ui_nav_go(a, SC_HANDOVER);
        return 1;
    }
    if (ui_session_over(&a->ses)) {
        ui_app_game_over(a);
        return 1;
    }
    return a->dirty;
}

static int wants_frames(const UiApp *a)
{
    /* a story told, a bot thinking here, a bot's move held for its pace */
    return (a->ses.animating && !a->tutor.held) || a->game.bot.busy || a->game.chat_on ||
           (ui_session_bot_to_move(&a->ses) && a->ses.since * 1000.0f < (float)a->ses.bot_pace_ms);
}

/* ------------------------------------------------------------------ */
/* Over the game: Undo and the placement confirmation */

static UiRect undo_button(const UiApp *a) { return a->L.btn_undo; }

static int shows_undo(UiApp *a)
{
    return (ui_session_caps(&a->ses) & UI_SRC_KEEPS) && !a->ses.demo && a->ses.nhumans > 0 &&
           !ui_session_over(&a->ses) && !a->tutor.on && ui_app_undo_allowed(a);
}

/* The three paces the Pace button offers, under it: the story's pace and
 * the animation speed each sets (the top bar names the one in use). */
static const struct {
    UiStrId name;
    float pace, speed;
} paces[3] = {{S_PACE_SLOW, 1.7f, 0.6f}, {S_PACE_NORMAL, 1.0f, 1.0f}, {S_PACE_FAST, 0.45f, 2.2f}};

static UiRect pace_choice(const UiApp *a, int i)
{
    UiRect b = a->L.btn_pace;
    int gap = ui_sc(&a->L, 4);
    return (UiRect){b.x, b.y + (i + 1) * (b.h + gap), b.w, b.h};
}

static int pace_in_use(const UiApp *a) { return a->ses.pace < 0.8f ? 2 : a->ses.pace < 1.3f ? 1 : 0; }

static UiRect confirm_btn(UiApp *a, int i)
{
    const UiLayout *L = &a->L;
    UiRect r = L->action;
    int w = ui_sc(L, 170), h = ui_sc(L, 46);
    return (UiRect){r.x + ui_sc(L, 20) + i * (w + ui_sc(L, 16)), r.y + r.h - h - ui_sc(L, 20), w, h};
}

/* The keyboard's targets now: where a click would do something. */
static int focus_targets(UiApp *a, UiRect *r)
{
    if (a->ses.animating || a->game.confirm || !a->ses.players) return 0;
    return ui_focus_targets(&a->L, &a->ses.view, &a->ses.legal, &a->game.pick, r, UI_FOCUS_MAX);
}

/* The focus ring: a dark band inside a bright one, seen on any colour; on
 * a place, a ship or a market row, with the tooltip the mouse would get
 * there (who leads it now: what its badge says), unless the mouse's own
 * tooltip shows. */
static void draw_focus(UiApp *a)
{
    UiRect r[UI_FOCUS_MAX];
    int n = a->game.focus_on ? focus_targets(a, r) : 0;
    if (n <= 0) return;
    if (a->game.focus >= n) a->game.focus = n - 1;
    UiRect f = r[a->game.focus < 0 ? 0 : a->game.focus];
    dr_focus_ring(a, f);
    UiHit h = ui_hit_test(&a->L, &a->ses.view, f.x + f.w / 2, f.y + f.h / 2);
    for (int pl = 0; pl < YS_PLACES; pl++) { /* a place's ring: the place, whatever lies at its middle */
        UiRect p = ui_layout_place(&a->L, pl);
        if (!memcmp(&f, &p, sizeof f)) h = (UiHit){.kind = HIT_PLACE, .place = pl, .r = f};
    }
    if (a->hover_on || (h.kind != HIT_PLACE && h.kind != HIT_SHIP && h.kind != HIT_ROW_GEM)) return;
    char buf[400];
    dr_tooltip_text(a, &a->ses.view, h, buf, sizeof buf);
    dr_tooltip_show_at(a, f.x + f.w, f.y + f.h, buf);
}

static void draw(UiApp *a)
{
    a->dr.no_tip = ui_online_covers(a, a->mx, a->my); /* the table over the game: what lies under it has no say */
    ui_draw_game(a);
    a->dr.no_tip = 0;
    const UiLayout *L = &a->L;
    if (shows_undo(a)) {
        ui_w_button(a, undo_button(a), ui_str(S_UNDO), a->ses.undo_to >= 0 && !a->ses.animating, 0);
        /* what it takes back: against bots their replies too */
        if (a->hover_on && ui_in(undo_button(a), a->mx, a->my))
            dr_tooltip_show(a, ui_str(ui_app_has_bots(a) ? S_TT_UNDO_BOTS : S_TT_UNDO_HOT));
    }
    ui_draw_hint(a);
    ui_draw_tutor(a);
    ui_online_draw(a); /* the table elsewhere, for a game that has one */
    draw_focus(a);
    if (a->game.pace_open) { /* a list over the panels below: on a backing of its own, which hides them */
        UiRect first = pace_choice(a, 0), last = pace_choice(a, 2);
        int m = ui_sc(L, 4);
        UiRect back = {first.x - m, first.y - m, first.w + 2 * m, last.y + last.h - first.y + 2 * m};
        ui_round(&a->gfx, back, ui_sc(L, 6), 0x101820FF);
    }
    for (int i = 0; a->game.pace_open && i < 3; i++)
        ui_w_button(a, pace_choice(a, i), ui_str(paces[i].name), 1, i == pace_in_use(a));
    if (!a->game.confirm) return;
    const YsMove *m = &a->game.confirm_move;
    int bid = m->kind == YS_MV_BID;
    /* the places the move names are framed: a placement's, a character's
     * one or two (the Queen's, the Mercenary's; the Magician's swap, the
     * Herald's from and to) */
    int card = m->kind == YS_MV_CARD, two = card && (m->card == YS_HERALD || m->card == YS_MAGICIAN);
    int one = !bid && (!card || two || m->card == YS_QUEEN || m->card == YS_MERCENARY);
    int places[2] = {one ? m->place : YS_NONE, two ? m->place2 : YS_NONE};
    for (int i = 0; i < 2; i++) {
        if (places[i] == YS_NONE || places[i] >= YS_PLACES) continue;
        UiRect pr = ui_layout_place(L, places[i]);
        int t = ui_sc(L, 4) > 2 ? ui_sc(L, 4) : 2;
        ui_frame(&a->gfx, (UiRect){pr.x - t, pr.y - t, pr.w + 2 * t, pr.h + 2 * t}, 0xFFE066FF, t);
    }
    UiRect r = L->action;
    ui_w_panel(a, r);
    UiLogLine line;
    ui_move_caption(&a->ses.view, a->ses.viewer, m, 0, a->ses.names, &line);
    UiRect tr = {r.x + ui_sc(L, 20), r.y + ui_sc(L, 16), r.w - ui_sc(L, 40), r.h / 2};
    int h = ui_text_wrap(&a->gfx, FONT_BOLD, L->font_body, UI_W_TEXT, tr,
                         ui_str(bid                     ? S_P_CONFIRM_BID
                                : m->kind == YS_MV_CARD ? S_P_CONFIRM_CARD
                                                        : S_P_CONFIRM_PLACE));
    tr.y += h + ui_sc(L, 8);
    ui_text_wrap(&a->gfx, FONT_SANS, L->font_body, UI_W_GOLD, tr, line.text);
    ui_w_button(a, confirm_btn(a, 0), ui_str(S_CONFIRM), 1, 1);
    ui_w_button(a, confirm_btn(a, 1), ui_str(S_CANCEL), 1, 0);
}

static int overlay_click(UiApp *a, int x, int y)
{
    if (a->game.confirm) {
        YsMove m = a->game.confirm_move;
        a->game.confirm = 0;
        if (ui_in(confirm_btn(a, 0), x, y)) {
            human_move(a, &m);
        } else {
            ui_input_cancel(&a->game.pick);
            ui_app_targets(a);
        }
        a->dirty = 1;
        return 1;
    }
    if (shows_undo(a) && ui_in(undo_button(a), x, y)) {
        if (a->ses.animating) ui_app_fast_forward(a);
        if (a->ses.undo_to >= 0) ui_app_undo(a);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Input */

static void click(UiApp *a, int x, int y)
{
    const UiLayout *L = &a->L;
    if (!a->game.pace_open && ui_online_click(a, x, y)) return;
    a->game.focus_on = 0;    /* the mouse again: no ring until Tab */
    if (a->game.pace_open) { /* a pace chosen, or the choice closed */
        a->game.pace_open = 0;
        a->dirty = 1;
        for (int i = 0; i < 3; i++)
            if (ui_in(pace_choice(a, i), x, y)) {
                a->ses.pace = paces[i].pace;
                a->ses.anim.pace = a->ses.pace;
                a->set.anim_speed = paces[i].speed;
                ui_app_save_settings(a);
            }
        return;
    }
    if (ui_in(L->btn_pace, x, y)) {
        a->game.pace_open = 1;
        a->dirty = 1;
        return;
    }
    if (ui_in(L->btn_menu, x, y)) {
        /* the game goes on under the menu: bots wait, animations end */
        if (a->ses.animating && !a->tutor.on) skip(a);
        ui_nav_push(a, SC_MENU);
        return;
    }
    if (a->tutor.on && ui_tutor_click(a, x, y)) return;
    if (overlay_click(a, x, y)) return;
    if (ui_hint_click(a, x, y)) return;
    if (a->ses.animating) {
        /* the rest of the story at once, then the click acts on what it shows */
        skip(a);
        if (ui_in(L->btn_skip, x, y) || ui_session_bot_to_move(&a->ses) || a->ses.handover_to >= 0 ||
            ui_session_over(&a->ses))
            return;
    }
    YsMove m;
    UiInResult r = ui_input_click(L, &a->ses.view, &a->ses.legal, &a->game.pick, x, y, &m);
    /* a hot-seat bid is committed with a button: a misclick does not stand,
     * and the hand-over does not come before the player is sure */
    int hot_bid = m.kind == YS_MV_BID && a->ses.nhumans > 1;
    /* a character's effect is shown and confirmed before it is played, even
     * where its one legal effect was chosen by the click on the card */
    int card = m.kind == YS_MV_CARD;
    if (r == UI_IN_MOVE &&
        (hot_bid || card ||
         (a->set.confirm_place && (m.kind == YS_MV_UP || m.kind == YS_MV_DOWN || m.kind == YS_MV_NEUTRAL)))) {
        a->game.confirm = 1; /* shown with Confirm / Cancel until Enter or Escape */
        a->game.confirm_move = m;
    } else if (r == UI_IN_MOVE) {
        human_move(a, &m);
    } else if (r == UI_IN_CHANGED) {
        ui_app_targets(a);
    } else if (r == UI_IN_NONE) { /* a card that cannot be played now: why, and when it can */
        UiHit h = ui_hit_test(L, &a->ses.view, x, y);
        char why[400];
        if (h.kind == HIT_CARD && ui_card_why_not(&a->ses.view, &a->ses.legal, h.card, why, sizeof why))
            ui_app_status(a, why);
    }
}

static int focus_key(UiApp *a, int k);

static void key(UiApp *a, int k)
{
    if (ui_online_chat_key(a, k)) return; /* a chat line being written takes the keys */
    /* the ring's choice goes to the coach as the mouse's click would (it
     * takes only the clicks toward its step's move), unless it waits for Next */
    if (a->tutor.on && !ui_tutor_wants_next(a) && focus_key(a, k)) return;
    if (ui_tutor_key(a, k)) return;
    if (focus_key(a, k)) return;
    switch (k) {
    case UK_ESCAPE:
        if (a->game.pace_open) {
            a->game.pace_open = 0;
            break;
        }
        /* the story told ends, and the key does what it does at rest: a
         * second press was needed for the menu while a bot's move was told */
        if (a->ses.animating) skip(a);
        if (a->ses.animating)
            break;
        else if (a->game.confirm)
            a->game.confirm = 0, ui_input_cancel(&a->game.pick), ui_app_targets(a);
        else if (a->game.pick.mode != PM_NONE)
            ui_input_cancel(&a->game.pick), ui_app_targets(a);
        else
            ui_nav_push(a, SC_MENU);
        break;
    case UK_CANCEL:
        a->game.confirm = 0;
        ui_input_cancel(&a->game.pick);
        ui_app_targets(a);
        break;
    case UK_ENTER:
        if (a->game.confirm) {
            YsMove m = a->game.confirm_move;
            a->game.confirm = 0;
            human_move(a, &m);
        } else if (a->ses.animating) {
            skip(a);
        } else {
            /* the one action button that ends a step: Done or Pass */
            const UiTargets *t = &a->game.targets;
            for (int i = 0; i < t->nbuttons; i++)
                if ((t->btn[i].id == BTN_DONE || t->btn[i].id == BTN_PASS) && t->btn[i].on) {
                    UiRect r = t->btn[i].r;
                    click(a, r.x + r.w / 2, r.y + r.h / 2);
                    break;
                }
        }
        break;
    case UK_SPACE:
        if (a->ses.animating) skip(a);
        break;
    default:
        break;
    }
}

/* Tab and Shift+Tab step the focus through the targets, the arrows move it
 * to the nearest target that way; Enter clicks its centre through the
 * mouse's own click, and so does Space once the player has moved the focus
 * or chosen by it in this decision: Space also skips the story being told,
 * and a Space pressed again to skip a story that has just ended must not
 * choose the target the ring happens to stand on. 1 if the key was the
 * focus's. */
static int focus_key(UiApp *a, int k)
{
    UiRect r[UI_FOCUS_MAX];
    int n = focus_targets(a, r), now = a->ses.players ? a->ses.seq + 1 : 0;
    int dx = k == UK_RIGHT ? 1 : k == UK_LEFT ? -1 : 0, dy = k == UK_DOWN ? 1 : k == UK_UP ? -1 : 0;
    if (k == UK_TAB || k == UK_BACKTAB || dx || dy) {
        if (n <= 0) return 0;
        int cur = a->game.focus_on && a->game.focus < n ? a->game.focus : -1;
        a->game.focus = dx || dy ? ui_focus_toward(r, n, cur, dx, dy) : ui_focus_step(cur, n, k == UK_TAB ? 1 : -1);
        a->game.focus_on = 1, a->game.focus_moved = now;
        a->dirty = 1;
        return 1;
    }
    if ((k == UK_ENTER || (k == UK_SPACE && a->game.focus_moved == now)) && a->game.focus_on && n > 0) {
        UiRect f = r[a->game.focus >= 0 && a->game.focus < n ? a->game.focus : 0];
        click(a, f.x + f.w / 2, f.y + f.h / 2);
        /* the decision's next part (a broker picked: the first place it may go), or the next decision's first */
        a->game.focus_on = 1, a->game.focus = 0;
        a->game.focus_moved = a->ses.players ? a->ses.seq + 1 : 0;
        return 1;
    }
    return 0;
}

static void wheel(UiApp *a, int dy)
{
    if (!ui_in(a->L.log, a->mx, a->my)) return;
    a->ses.log_scroll += dy * 2;
    if (a->ses.log_scroll < 0) a->ses.log_scroll = 0;
    if (a->ses.log_scroll > a->ses.nlog) a->ses.log_scroll = a->ses.nlog;
    a->dirty = 1;
}

/* What a click acts on now: Confirm and Cancel while a move waits for its
 * confirmation, else the keyboard's targets (where a click extends or
 * completes a move). */
static int click_targets(UiApp *a, UiRect *out, int max)
{
    if (a->game.confirm) {
        int n = 0;
        for (int i = 0; i < 2 && n < max; i++)
            out[n++] = confirm_btn(a, i);
        return n;
    }
    UiRect r[UI_FOCUS_MAX];
    int n = focus_targets(a, r);
    for (int i = 0; i < n && i < max; i++)
        out[i] = r[i];
    return n < max ? n : max;
}

static void text(UiApp *a, const char *utf8) { ui_online_chat_text(a, utf8); }

const UiScene ui_scene_game = {"game", NULL, click, key, text, wheel, update, draw, wants_frames, click_targets};
