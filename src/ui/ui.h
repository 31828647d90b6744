/* ui.h - the pure parts of the screen: layout (rectangles from the window
 * size) and input (clicks to moves). No SDL, so tests drive them without a
 * window. The game session (match, timeline, log) is session/session.h;
 * SDL-facing parts are in ui_sdl.h. */
#ifndef YS_UI_H
#define YS_UI_H

#include <stdint.h>

#include "session.h"
#include "ys/ai.h"
#include "ys/ys.h"

/* ------------------------------------------------------------------ */
/* Layout (layout.c): pure rectangles from the output size. All in output
 * pixels; the design grid is 1600x900, scaled uniformly and centred. */

typedef struct {
    int x, y, w, h;
} UiRect;

static inline int ui_in(UiRect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }
/* Whether two rectangles share a pixel. */
static inline int ui_overlap(UiRect p, UiRect q)
{
    return p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
}

typedef struct {
    int w, h;   /* output size */
    float s;    /* design unit -> pixels */
    int ox, oy; /* origin of the design grid */
    int players, seats, nbhds;
    UiRect top, board, score_track, turn_track, turn_cell[YS_ROUNDS];
    UiRect nb[YS_NBHDS], nb_title[YS_NBHDS], ship[YS_NBHDS], port_gems[YS_NBHDS];
    UiRect area[YS_CITY_PLACES], palace_card[YS_NBHDS];
    /* under the palace card: its character's name, then the area's label */
    UiRect palace_name[YS_NBHDS], palace_label[YS_NBHDS];
    int label_h; /* an area label's strip */
    UiRect market, col_head[YS_COLOURS], cell[16], row_gem[4];
    UiRect scale, scale_col[YS_COLOURS];
    UiRect throne;
    UiRect side, pl_row[YS_MAX_SEATS];
    UiRect me, me_title, behind, front, gems, order, hand, neutral;
    UiRect action, prompt, buttons, log;
    UiRect btn_pace, btn_menu, btn_skip, btn_undo, btn_hint;
    int top_px;    /* the top bar's buttons' text */
    int token;     /* broker token size on the board */
    int big_token; /* broker token size behind the screen */
    int card_w, card_h;
    int font_small, font_body, font_big, font_title;
    /* text: never below min_px (12 at 1024x600 and larger, else 0: no
     * floor); the UI size asked for (percent) and what the window holds */
    int min_px, ui_pct, ui_pct_used;
} UiLayout;

/* kf: King's Favor (the throne room takes the foot of the side panel) */
void ui_layout_compute(UiLayout *L, int w, int h, int players, int nbhds, int kf);
int ui_sc(const UiLayout *L, float v); /* design units -> pixels */
/* The UI size (percent: 100, 125, 150) for text and the panels that hold
 * it: sets ui_pct, ui_pct_used (clamped to what the window holds: see
 * ui_layout_max_pct) and the fonts. ui_layout_compute starts at 100. */
void ui_layout_text(UiLayout *L, int pct);
/* The largest UI size (percent) whose text fits this layout's panels. */
int ui_layout_max_pct(const UiLayout *L);
/* A text size of v design units at the UI size, never below min_px. */
int ui_px(const UiLayout *L, float v);
/* The i-th of n tokens of size sz laid out in rows inside r. */
UiRect ui_layout_flow(UiRect r, int i, int n, int sz, int gap);
/* Positions of broker i of place pl (i in ys_place_list order), drawn in
 * that order. Where an area holds more than its room shows side by side,
 * each row's brokers overlap as a fanned hand of cards, at least half a
 * token apart, and the room grows upward over the area's label. */
UiRect ui_layout_broker(const UiLayout *L, int place, int i, int n);
/* Where broker i of n in place pl writes its value: its token, or the part
 * of it the next broker of a fanned row leaves uncovered. */
UiRect ui_layout_broker_value(const UiLayout *L, int place, int i, int n);
/* The i-th hand card of n. */
UiRect ui_layout_hand_card(const UiLayout *L, int i, int n);
/* The i-th broker behind the screen (n in all), in front, in the neutral supply. */
UiRect ui_layout_behind(const UiLayout *L, int i, int n);
UiRect ui_layout_front(const UiLayout *L, int i, int n);
UiRect ui_layout_neutral(const UiLayout *L, int i, int n);
/* The player's panel's labels over its brokers and cards: the bands they
 * are written in (nothing may be drawn over them; the coach's arrow avoids
 * them). The neutral supply's is empty without the neutral player. */
typedef enum { UI_LABEL_BEHIND, UI_LABEL_FRONT, UI_LABEL_NEUTRAL, UI_LABEL_HAND, UI_LABELS } UiLabel;
UiRect ui_layout_label(const UiLayout *L, UiLabel k);
UiRect ui_layout_place(const UiLayout *L, int place);
UiRect ui_layout_scale_step(const UiLayout *L, int colour, int step);
UiRect ui_layout_score_pos(const UiLayout *L, int score, int seat);
/* The score track's tick at score i (its x), and the number written
 * beside the tick of i (10, 20, ... 90). */
int ui_layout_score_tick(const UiLayout *L, int i);
UiRect ui_layout_score_number(const UiLayout *L, int i);
/* The score markers as chips of chip_w that show each score: each at its
 * score's place on the track, fanned apart where scores are close so no two
 * overlap (n at most YS_MAX_SEATS + 1). */
void ui_layout_score_chips(const UiLayout *L, const int *score, int n, int chip_w, UiRect *out);
UiRect ui_layout_port_gem(const UiLayout *L, int nb, int i, int n);

/* ------------------------------------------------------------------ */
/* Input (input.c): pure. Clicks and the legal moves of the view become a
 * partial selection, then a move. Never a state change of its own. */

enum { UI_SRC_BEHIND, UI_SRC_FRONT, UI_SRC_NEUTRAL };
typedef enum { PM_NONE, PM_BID, PM_BROKER, PM_CARD, PM_TAKE, PM_RANK, PM_QUOTE } UiPickMode;

typedef struct {
    int mode;
    int src, value, slot;    /* PM_BROKER: the picked broker */
    int place, face, refill; /* -1 unset; face: YS_MV_UP or YS_MV_DOWN */
    int card;                /* PM_CARD */
    int nargs;
    int arg_kind[2], arg_a[2], arg_b[2]; /* card arguments picked so far */
    int nsel, sel[4], sel_slot[4];       /* bid slots/values, take gems, rank colours */
    int white;                           /* take: colour given to the white gem, -1 */
    int colour, dir;                     /* quote */
} UiPick;

typedef enum {
    HIT_NONE,
    HIT_BEHIND,
    HIT_FRONT,
    HIT_NEUTRAL,
    HIT_PLACE,
    HIT_BROKER,
    HIT_CARD,
    HIT_BUTTON,
    HIT_SHIP,
    HIT_PORT_GEM,
    HIT_SCALE,
    HIT_ROW_GEM,
    HIT_PALACE_CARD,
    HIT_ORDER,
    HIT_PLAYER,
    HIT_TURN,
    HIT_SCORE,
    HIT_COL_HEAD,
    HIT_GEMS
} UiHitKind;

typedef struct {
    int kind;
    int value, slot, place, pos, id, card, nb, colour, seat;
    UiRect r;
} UiHit;

enum {
    BTN_PASS = 1,
    BTN_DONE,
    BTN_UP,
    BTN_DOWN,
    BTN_REFILL,
    BTN_SEAT,
    BTN_COLOUR,
    BTN_QUOTE_UP,
    BTN_QUOTE_DOWN,
    BTN_GEM,
    BTN_CANCEL,
    BTN_NBHD
};

#define UI_MAX_BUTTONS 24
typedef struct {
    int id, arg, on, sel;
    int colour; /* gem colour for swatches, -1 */
    char label[40];
    UiRect r;
} UiButton;

typedef struct {
    uint32_t places;           /* bit per place: a legal target */
    uint8_t behind[YS_VALUES]; /* values that can be picked */
    uint8_t front[YS_VALUES];
    uint8_t neutral[YS_VALUES];
    uint16_t cards;   /* bit per character */
    uint8_t ships;    /* bit per nbhd */
    uint8_t scale;    /* bit per colour */
    uint64_t brokers; /* bit per pool slot */
    uint8_t peeks;    /* any peek possible */
    int nbuttons;
    UiButton btn[UI_MAX_BUTTONS];
    int prompt; /* UiStrId */
    char prompt_text[256];
} UiTargets;

void ui_pick_clear(UiPick *p);
/* What is under (x,y) given what the view shows. */
UiHit ui_hit_test(const UiLayout *L, const YsView *v, int x, int y);
/* Legal targets and action buttons for the current pick; legal is the list
 * of ys_legal(v) (v->viewer must be the player to move). */
void ui_input_targets(const UiLayout *L, const YsView *v, const YsMoveList *legal, const UiPick *pk, UiTargets *t);
typedef enum { UI_IN_NONE, UI_IN_CHANGED, UI_IN_MOVE } UiInResult;
/* A click at (x,y): extends the pick, or completes a move (out), or nothing. */
UiInResult ui_input_click(const UiLayout *L, const YsView *v, const YsMoveList *legal, UiPick *pk, int x, int y,
                          YsMove *out);
/* Whether move m is still one the pick can lead to. */
int ui_pick_matches(const UiPick *pk, const YsMove *m);
/* Right click / Escape. */
void ui_input_cancel(UiPick *pk);
/* Why the viewer's character card cannot be played now, and when it can
 * (its time; won this turn; two played this turn; nothing to act on), into
 * buf: 1, or 0 when the card is not the viewer's or is playable now. */
int ui_card_why_not(const YsView *v, const YsMoveList *legal, int card, char *buf, int len);

#endif
