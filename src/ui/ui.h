/* ui.h - the game's user interface: shared types of the pure parts (strings,
 * layout, input, narration, animation timing) that never include SDL, so
 * tests can drive them without a window. SDL-facing parts are in ui_sdl.h. */
#ifndef YS_UI_H
#define YS_UI_H

#include <stdint.h>

#include "ys/ai.h"
#include "ys/ys.h"

/* ------------------------------------------------------------------ */
/* Strings (strings.c): every on-screen text, by id, for translations. */

typedef enum {
    S_TITLE,
    S_SUBTITLE,
    S_NEW_GAME,
    S_DEMO,
    S_QUIT,
    S_START,
    S_BACK,
    S_PLAYERS,
    S_SEAT,
    S_HUMAN,
    S_BOT,
    S_LEVEL_EASY,
    S_LEVEL_MEDIUM,
    S_LEVEL_HARD,
    S_LEVEL_EXPERT,
    S_OPT_NBHDS,
    S_OPT_KINGS_FAVOR,
    S_OPT_EXPRESS,
    S_OPT_STRONG_NEUTRAL,
    S_OPT_PEEK,
    S_OPT_SEED,
    S_SEED_RANDOM,
    S_ON,
    S_OFF,
    S_NAME,
    S_COLOUR,
    S_HANDOVER,
    S_HANDOVER_CLICK,
    S_TURN_OF,
    S_ROUND,
    S_NBHD,
    S_PORT,
    S_COMMERCE,
    S_PALACE,
    S_MARKET,
    S_QUOTATIONS,
    S_THRONE,
    S_SCORE,
    S_TURN_COUNTER,
    S_BEHIND,
    S_FRONT,
    S_GEMS,
    S_HAND,
    S_ORDER,
    S_NEUTRAL_SUPPLY,
    S_LOG,
    S_PASS,
    S_DONE,
    S_UP,
    S_DOWN,
    S_CANCEL,
    S_REFILL,
    S_SEAT_N,
    /* prompts */
    S_P_BID,
    S_P_BID2,
    S_P_SEAT,
    S_P_WINDOW,
    S_P_PLACE,
    S_P_PLACE_WHERE,
    S_P_FACE,
    S_P_AFTER,
    S_P_TAKE,
    S_P_TAKE_WHITE,
    S_P_RANK,
    S_P_QUOTE,
    S_P_QUOTE_DIR,
    S_P_THRONE,
    S_P_CARD_ARGS,
    S_P_REFILL,
    S_P_WAIT_BOT,
    S_P_WATCH,
    S_P_NEUTRAL,
    S_P_PEEK_HINT,
    /* phases */
    S_PH_BID,
    S_PH_SEAT,
    S_PH_CARDS,
    S_PH_PLACE,
    S_PH_COUNT,
    S_PH_THRONE,
    S_PH_OVER,
    /* narration */
    S_N_ROUND,
    S_N_BIDS,
    S_N_SEATS,
    S_N_REVEAL_NB,
    S_N_REVEAL_MARKET,
    S_N_NBHD,
    S_N_AREA,
    S_N_AREA_NONE,
    S_N_GEMS,
    S_N_POINTS,
    S_N_CARD,
    S_N_ROW,
    S_N_ROW_BANK,
    S_N_COLUMNS,
    S_N_QUOTE,
    S_N_BIDDER,
    S_N_THRONE,
    S_N_END,
    S_TB_NONE,
    S_TB_INTRIGUER,
    S_TB_NEUTRAL,
    S_TB_FRONT,
    S_TB_ORDER,
    S_TB_ALONE,
    /* move captions */
    S_M_BID,
    S_M_SEAT,
    S_M_PASS,
    S_M_CARD,
    S_M_UP,
    S_M_DOWN,
    S_M_DOWN_OWN,
    S_M_NEUTRAL,
    S_M_PEEK,
    S_M_DONE,
    S_M_TAKE,
    S_M_RANK,
    S_M_QUOTE,
    S_QUOTE_UP, /* the direction of a quotation move */
    S_QUOTE_DOWN,
    S_SCORE_VS, /* two totals compared: "%d to %d" */
    S_LIST_SEP, /* between items of a list */
    S_M_THRONE,
    S_M_BID_OWN,
    S_M_THRONE_OWN,
    /* end */
    S_END_TITLE,
    S_END_WINNER,
    S_END_WINNERS,
    S_END_COLOURS,
    S_END_BLACK,
    S_END_THRONE,
    S_END_DURING,
    S_END_TOTAL,
    S_END_CHART,
    S_END_MENU,
    S_END_AGAIN,
    /* misc */
    S_PACE,
    S_PACE_SLOW,
    S_PACE_NORMAL,
    S_PACE_FAST,
    S_MENU,
    S_CLICK_SKIP,
    S_THINKING,
    S_HIDDEN,
    S_SPECTATOR,
    S_CARDS_N,
    S_BEHIND_N,
    S_PEEKED,
    S_FACE_DOWN,
    S_FACE_UP,
    S_MERC,
    S_QUEEN_LOCK,
    S_CLOSED,
    S_TT_BROKER,
    S_TT_BROKER_HIDDEN,
    S_TT_AREA_PORT,
    S_TT_AREA_COMMERCE,
    S_TT_AREA_PALACE,
    S_TT_MARKET_CELL,
    S_TT_SHIP,
    S_TT_GEM,
    S_TT_SCALE,
    S_TT_THRONE,
    S_TT_ORDER,
    S_TT_BEHIND,
    S_TT_FRONT,
    S_TT_TURN,
    S_TT_SCORE,
    S_TT_PLAYER,
    S_TT_ROW_GEM,
    S_TT_NEUTRAL,
    S_TT_CLOSED,
    S_COLOUR_BLUE,
    S_COLOUR_GREEN,
    S_COLOUR_YELLOW,
    S_COLOUR_RED,
    S_COLOUR_BLACK,
    S_COLOUR_WHITE,
    S_CH_ALCHEMIST,
    S_CH_BANKER,
    S_CH_CAPTAIN,
    S_CH_SPY,
    S_CH_HERALD,
    S_CH_CONJURER,
    S_CH_INTRIGUER,
    S_CH_JEWELLER,
    S_CH_MAGICIAN,
    S_CH_MERCHANT,
    S_CH_MERCENARY,
    S_CH_QUEEN,
    S_CH_PRINCE,
    S_CH_KING,
    S_CH_WHITE,
    S_CHD_ALCHEMIST,
    S_CHD_BANKER,
    S_CHD_CAPTAIN,
    S_CHD_SPY,
    S_CHD_HERALD,
    S_CHD_CONJURER,
    S_CHD_INTRIGUER,
    S_CHD_JEWELLER,
    S_CHD_MAGICIAN,
    S_CHD_MERCHANT,
    S_CHD_MERCENARY,
    S_CHD_QUEEN,
    S_CHD_PRINCE,
    S_CHD_KING,
    S_CHD_WHITE,
    S_PNAME_0,
    S_PNAME_1,
    S_PNAME_2,
    S_PNAME_3,
    S_PNAME_NEUTRAL,
    S_AREA_IN_NB,
    S_ROW_N,
    S_SEATNAME_1,
    S_SEATNAME_2,
    S_SEATNAME_3,
    S_SEATNAME_4,
    S_TITLE_HINT,
    S_F11,
    S_FACE_Q,
    /* the desktop program: menus, settings, saves, undo, replay, rules */
    S_CONTINUE,
    S_LOAD_GAME,
    S_SAVE_GAME,
    S_SETTINGS,
    S_RULES,
    S_UNDO,
    S_RESUME,
    S_REPLAY,
    S_CONFIRM,
    S_SET_LANGUAGE,
    S_SET_FULLSCREEN,
    S_SET_ANIM_SPEED,
    S_SET_BOT_PACE,
    S_SET_SHOW_OWN,
    S_SET_CONFIRM,
    S_SET_NEW_GAMES,
    S_MS,
    S_SAVES_NONE,
    S_SAVE_DAMAGED,
    S_SAVE_INFO,
    S_SAVE_NAME_Q,
    S_SAVED,
    S_SAVE_FAILED,
    S_LOAD_FAILED,
    S_AUTOSAVE_DAMAGED,
    S_UNDO_REFUSED,
    S_P_CONFIRM_PLACE,
    S_RP_STEP,
    S_RP_START,
    S_RP_BACK,
    S_RP_PLAY,
    S_RP_PAUSE,
    S_RP_NEXT,
    S_RP_END,
    S_RP_VIEW,
    S_RP_REFEREE,
    S_RP_SPECTATOR,
    S_KEYS_HINT,
    S_BOT_FAILED,
    S_COUNT
} UiStrId;

const char *ui_str(UiStrId id);
/* The English text of id, whatever the language. */
const char *ui_str_en(UiStrId id);
/* The language layer: each hook returns the current language's text, or NULL
 * for English. All NULL (the default, or h == NULL): English only. */
typedef struct {
    const char *(*str)(UiStrId id);
    const char *(*char_name)(int card);
    const char *(*char_desc)(int card);
} UiStrHooks;
void ui_str_set_hooks(const UiStrHooks *h);
const char *ui_colour_str(int colour);            /* gem colour name */
const char *ui_char_str(int card);                /* character name */
const char *ui_char_desc(int card);               /* what it does */
const char *ui_area_str(int area);                /* port / commerce / palace */
void ui_place_str(int place, char *buf, int len); /* "the port of neighbourhood 1" */

/* ------------------------------------------------------------------ */
/* Seats and colours */

#define UI_COLOURS 5 /* the four player colours and the neutral grey */
extern const uint32_t ui_player_rgb[UI_COLOURS];
extern const uint32_t ui_gem_rgb[6];

typedef struct {
    int human;  /* 1 human, 0 bot */
    int level;  /* AiLevel for bots */
    int colour; /* 0..3 index in ui_player_rgb */
    char name[24];
} UiSeat;

/* ------------------------------------------------------------------ */
/* Layout (layout.c): pure rectangles from the output size. All in output
 * pixels; the design grid is 1600x900, scaled uniformly and centred. */

typedef struct {
    int x, y, w, h;
} UiRect;

static inline int ui_in(UiRect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

typedef struct {
    int w, h;   /* output size */
    float s;    /* design unit -> pixels */
    int ox, oy; /* origin of the design grid */
    int players, seats, nbhds;
    UiRect top, board, score_track, turn_track, turn_cell[YS_ROUNDS];
    UiRect nb[YS_NBHDS], nb_title[YS_NBHDS], ship[YS_NBHDS], port_gems[YS_NBHDS];
    UiRect area[YS_CITY_PLACES], palace_card[YS_NBHDS];
    UiRect market, col_head[YS_COLOURS], cell[16], row_gem[4];
    UiRect scale, scale_col[YS_COLOURS];
    UiRect throne;
    UiRect side, pl_row[YS_MAX_SEATS];
    UiRect me, me_title, behind, front, gems, order, hand, neutral;
    UiRect action, prompt, buttons, log;
    UiRect btn_pace, btn_menu, btn_skip;
    int token;     /* broker token size on the board */
    int big_token; /* broker token size behind the screen */
    int card_w, card_h;
    int font_small, font_body, font_big, font_title;
} UiLayout;

/* kf: King's Favor (the throne room takes the foot of the side panel) */
void ui_layout_compute(UiLayout *L, int w, int h, int players, int nbhds, int kf);
int ui_sc(const UiLayout *L, float v); /* design units -> pixels */
/* The i-th of n tokens of size sz laid out in rows inside r. */
UiRect ui_layout_flow(UiRect r, int i, int n, int sz, int gap);
/* Positions of broker i of place pl (i in ys_place_list order). */
UiRect ui_layout_broker(const UiLayout *L, int place, int i, int n);
/* The i-th hand card of n. */
UiRect ui_layout_hand_card(const UiLayout *L, int i, int n);
/* The i-th broker behind the screen (n in all), in front, in the neutral supply. */
UiRect ui_layout_behind(const UiLayout *L, int i, int n);
UiRect ui_layout_front(const UiLayout *L, int i, int n);
UiRect ui_layout_neutral(const UiLayout *L, int i, int n);
UiRect ui_layout_place(const UiLayout *L, int place);
UiRect ui_layout_scale_step(const UiLayout *L, int colour, int step);
UiRect ui_layout_score_pos(const UiLayout *L, int score, int seat);
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
    char prompt_text[160];
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

/* ------------------------------------------------------------------ */
/* Narration (narrate.c): text for moves and events, from what a viewer may
 * know. names[] are seat names. */

typedef struct {
    char text[160];
    int owner;     /* -1 public; else shown only to that player... */
    char pub[160]; /* ...who sees text, while others see pub */
} UiLogLine;

void ui_move_caption(const YsView *before, int mover, const YsMove *m, char names[][24], UiLogLine *out);
void ui_event_caption(const YsView *v, const YsEvent *e, char names[][24], char *buf, int len);
/* Public differences between two views of consecutive states (scores, gems,
 * quotations) as events, for engines that emit none. Returns the count. */
int ui_diff_events(const YsView *a, const YsView *b, YsEvent *out, int max);

/* ------------------------------------------------------------------ */
/* Animation queue (anim.c): pure timing; the app draws each step. */

enum { AN_MOVE, AN_EVENT, AN_PAUSE };
typedef struct {
    int kind;
    YsMove move;
    int mover;
    YsEvent ev;
    float dur, t; /* seconds */
    char caption[160];
} UiAnimStep;

#define UI_MAX_ANIM 160
typedef struct {
    int n, head;
    UiAnimStep q[UI_MAX_ANIM];
    float pace; /* multiplier on durations */
} UiAnim;

void ui_anim_clear(UiAnim *a);
UiAnimStep *ui_anim_push(UiAnim *a, int kind, float dur);
int ui_anim_busy(const UiAnim *a);
UiAnimStep *ui_anim_cur(UiAnim *a);
/* Advances by dt seconds; returns 1 when a step finished. */
int ui_anim_tick(UiAnim *a, float dt);
void ui_anim_skip(UiAnim *a);

#endif
