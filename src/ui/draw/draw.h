/* draw.h - drawing the game from a player's VIEW (never the full state),
 * split by what is drawn: draw_board.c (the city, market, scale, tracks),
 * draw_panels.c (players, the screen, the action bar, the log, tooltips),
 * draw_anim.c (what moves during the story of a move) and draw.c (helpers
 * and the game scene's three cached passes). */
#ifndef YS_UI_DRAW_H
#define YS_UI_DRAW_H

#include "app.h"
#include "leads_shown.h"

#define BG 0x121C25FF
#define PANEL 0x1C2A36F0
#define PANEL2 0x26384AFF
#define TEXT 0xEDE7D6FF
#define DIM 0xA7B2BAFF
#define GOLD 0xE2BC5AFF
#define HILITE 0xFFE066FF
#define DARK 0x0B1218FF

extern const uint32_t dr_area_rgb[3];

/* The passes of the game scene (other scenes draw everything at once). */
enum { P_BASE = 1, P_STATE = 2, P_OVER = 4, P_ALL = 7 };
#define IN_BASE (a->dr.pass & P_BASE)
#define IN_STATE (a->dr.pass & P_STATE)
#define IN_OVER (a->dr.pass & P_OVER)

void dr_trace(UiApp *a, int what, int owner, int value);
const YsView *dr_shown(UiApp *a);
int dr_pcol(UiApp *a, int seat);
void dr_panel(UiApp *a, UiRect r, uint32_t c);
/* The keyboard focus around f: a white ring between two dark bands. */
void dr_focus_ring(UiApp *a, UiRect f);
void dr_glow_frame(UiApp *a, UiRect r, uint32_t c);
void dr_button(UiApp *a, UiRect r, const char *label, int on, int sel, int colour);
void dr_char_card(UiApp *a, UiRect r, int card, int glow, int back);
void dr_ship_card(UiApp *a, UiRect r, const uint8_t card[3]);
void dr_board_broker(UiApp *a, const YsView *v, UiRect r, UiRect vr, const YsBroker *b, int glow);
void dr_place_brokers(UiApp *a, const YsView *v, int pl);
void dr_score_track(UiApp *a, const YsView *v);
/* Each seat's score chip on the track, in chip[YS_MAX_SEATS]; returns how many. */
int dr_score_chips(UiApp *a, const YsView *v, UiRect *chip);
UiRect dr_area_label(const UiLayout *L, int pl);
void dr_nbhd(UiApp *a, const YsView *v, int nb);
void dr_market(UiApp *a, const YsView *v);
void dr_scale(UiApp *a, const YsView *v);
void dr_turns_throne(UiApp *a, const YsView *v);
void dr_player_row(UiApp *a, const YsView *v, int s);
void dr_me(UiApp *a, const YsView *v);
const char *dr_phase_str(const YsView *v);
void dr_top(UiApp *a, const YsView *v);
void dr_action(UiApp *a, const YsView *v);
void dr_log(UiApp *a);
void dr_tooltip(UiApp *a, const YsView *v);
/* A tooltip box with text buf at the pointer (nothing for an empty text). */
void dr_tooltip_show(UiApp *a, const char *buf);
/* The same beside the point (x, y): the keyboard's focus ring's. */
void dr_tooltip_show_at(UiApp *a, int x, int y, const char *buf);
/* The same with its top left at x and its foot at above (-1: as
 * dr_tooltip_show_at, below the point), where the window has room. */
void dr_tooltip_box(UiApp *a, int x, int y, int above, const char *buf);
/* The tooltip's text for what h points at (empty: none). */
void dr_tooltip_text(UiApp *a, const YsView *v, UiHit h, char *buf, int len);
UiRect dr_lerp_rect(UiRect a, UiRect b, float t);
UiRect dr_seat_anchor(UiApp *a, int s);
/* What a mark drawn over the game (the coach's arrow, the hint's callout)
 * should leave readable, outside the lit rectangle: the action panel, the
 * panels' labels, the neighbourhoods' numbers and areas' names, the
 * market's colour heads, the score track's numbers; then the game's state:
 * the score chips, the quotation markers, the brokers on the board and on
 * the player's desk. Fills keep (room for DR_READABLE_MAX), the state from
 * *state_from on (unless NULL); returns how many. */
#define DR_READABLE_MAX (1 + UI_LABELS + 4 * YS_NBHDS + 2 * YS_COLOURS + 9 + YS_MAX_SEATS + YS_POOL + 2 * 16)
int dr_readable(UiApp *a, UiRect lit, UiRect *keep, int *state_from);
/* The brokers behind the screen (draw_slide.c): where broker i of n is
 * drawn now (sliding from its old place into slot i, or in its slot), and
 * the slide's clock, driven by the app's time: a changed row starts a slide
 * from where each broker was drawn. 1 when a redraw is due. */
UiRect dr_behind_rect(UiApp *a, int i, int n);
int dr_slide_update(UiApp *a, float dt);
/* Where a character card won at counting is drawn while its step plays
 * (st an AN_EVENT of YS_EV_CARD; an empty rectangle otherwise): from the
 * palace to the viewer's hand, or to another player's row. */
UiRect dr_card_flight(UiApp *a, const YsView *v, const UiAnimStep *st);
void dr_anim(UiApp *a, const YsView *v);
void dr_background(UiApp *a, const char *art);

/* Text of px pixels, at least 12 in a window of 1024x600 or more (smaller
 * windows scale everything down alike). */
static inline int ui_min_px(const UiApp *a, int px) { return px < 12 && a->out_w >= 1024 && a->out_h >= 600 ? 12 : px; }

/* Live majorities (draw_leads.c): whether they show now (setting, placing
 * phase), and their badges over the board. */
/* Where the action panel's prompt is drawn and at what size (px): its
 * room, the buttons' too when there are none; the small size when its text
 * needs more. */
UiRect dr_prompt_rect(UiApp *a, int *px);
int ui_leads_visible(const UiApp *a);
void ui_draw_leads(UiApp *a, const YsView *v);
/* The badges of view v (ui_leads_of_view) and where each is drawn (at[i]):
 * an area's badge lies on no broker while the area has room. */
int dr_lead_badges(UiApp *a, const YsView *v, UiLeadBadge *b, UiRect *at, int max);
/* Appends to a tooltip who leads that contest now (kind, index as in
 * UiLeadBadge), when the live majorities show. */
void ui_leads_tooltip(UiApp *a, const YsView *v, int kind, int index, char *buf, int len);
/* The tooltip of the badge drawn under (x, y), if any: who leads there now
 * and what the badges' signs say ("+2", "=", "?", "#1"). 1 if one lies
 * there. */
int ui_leads_badge_tip(UiApp *a, const YsView *v, int x, int y, char *buf, int len);

/* The hint (draw_hint.c): its button, the place lit, the callout. */
void ui_draw_hint(UiApp *a);
/* The callout's words: the move, then its reason in the player's language. */
void ui_hint_text(UiApp *a, char *text, int len);

/* The game scene: board, panels and the story under way. */
void ui_draw_game(UiApp *a);

/* Widgets for the menu scenes, in the same look (widgets.c). */
void ui_w_background(UiApp *a, const char *art);
void ui_w_panel(UiApp *a, UiRect r);
/* A screen's panel with its title centred top layout units below its top. */
void ui_w_titled_panel(UiApp *a, UiRect r, int top, const char *title);
void ui_w_button(UiApp *a, UiRect r, const char *label, int on, int sel);
void ui_w_dim(UiApp *a);
/* A button's label at px, centred in r: on two lines (same size) when one
 * is too wide; the text audit sees r as its panel. */
void ui_w_label(UiApp *a, UiRect r, int px, uint32_t c, const char *label);
/* The width of a button (at least w, at most max) whose label fits on one line. */
int ui_w_label_fits(UiApp *a, const char *label, int w, int max);
void ui_w_status(UiApp *a);
/* Drops the last UTF-8 character of s. */
void ui_utf8_backspace(char *s);

#define UI_W_TEXT 0xEDE7D6FF
#define UI_W_DIM 0xA7B2BAFF
#define UI_W_GOLD 0xE2BC5AFF
#define UI_W_RED 0xE0645AFF

#endif
