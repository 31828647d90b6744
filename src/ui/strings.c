/* strings.c - every on-screen text in one table by id (English); ui_str
 * asks the language layer first (hooks set by the app, see i18n.c). */
#include <stdio.h>
#include <string.h>

#include "ui.h"

static const char *const en[S_COUNT] = {
    [S_TITLE] = "Ys",
    [S_SUBTITLE] = "Merchant-princes of the drowned city",
    [S_NEW_GAME] = "New game",
    [S_DEMO] = "Watch the bots",
    [S_QUIT] = "Quit",
    [S_START] = "Start the game",
    [S_BACK] = "Back",
    [S_PLAYERS] = "Players",
    [S_SEAT] = "Seat %d",
    [S_HUMAN] = "Human",
    [S_BOT] = "Bot",
    [S_LEVEL_EASY] = "easy",
    [S_LEVEL_MEDIUM] = "medium",
    [S_LEVEL_HARD] = "hard",
    [S_LEVEL_EXPERT] = "expert",
    [S_OPT_NBHDS] = "Neighbourhoods (3 players)",
    [S_OPT_KINGS_FAVOR] = "King's Favor",
    [S_OPT_EXPRESS] = "Ys Express",
    [S_OPT_STRONG_NEUTRAL] = "Stronger neutral 4310 (2 players)",
    [S_OPT_PEEK] = "Show my face-down brokers",
    [S_OPT_SEED] = "Seed (replay a deal)",
    [S_SEED_RANDOM] = "random",
    [S_ON] = "on",
    [S_OFF] = "off",
    [S_NAME] = "Name",
    [S_COLOUR] = "Colour",
    [S_HANDOVER] = "Pass to %s",
    [S_HANDOVER_CLICK] = "%s, click when ready. Everyone else, look away.",
    [S_TURN_OF] = "%s to play",
    [S_ROUND] = "Turn %d of 4",
    [S_NBHD] = "Neighbourhood %d",
    [S_PORT] = "Port",
    [S_COMMERCE] = "Commerce",
    [S_PALACE] = "Palace",
    [S_MARKET] = "Market",
    [S_QUOTATIONS] = "Quotations",
    [S_THRONE] = "Throne room",
    [S_SCORE] = "Score",
    [S_TURN_COUNTER] = "Turn",
    [S_BEHIND] = "Behind your screen",
    [S_FRONT] = "Before the screen",
    [S_GEMS] = "Gems",
    [S_HAND] = "Characters",
    [S_ORDER] = "Order",
    [S_NEUTRAL_SUPPLY] = "Neutral brokers",
    [S_LOG] = "Game log",
    [S_PASS] = "Pass",
    [S_DONE] = "Done",
    [S_UP] = "Face up",
    [S_DOWN] = "Face down",
    [S_CANCEL] = "Cancel",
    [S_REFILL] = "Refill with %d",
    [S_SEAT_N] = "Place %d",
    [S_P_BID] = "Bid for the turn order: click two brokers behind your screen.",
    [S_P_BID2] = "Click a second broker to complete your bid.",
    [S_P_SEAT] = "Choose your place in the turn order.",
    [S_P_WINDOW] = "You may play a character card (click a glowing card), or pass.",
    [S_P_PLACE] = "Place a broker: click one behind your screen.",
    [S_P_PLACE_WHERE] = "Click a glowing area of the city or the market.",
    [S_P_FACE] = "Face up or face down?",
    [S_P_AFTER] = "Your brokers are placed. Play a card, peek, or click Done.",
    [S_P_TAKE] = "Choose %d gem(s) from the port.",
    [S_P_TAKE_WHITE] = "Choose the colour of your white gem.",
    [S_P_RANK] = "Order the tied columns: click the best first.",
    [S_P_QUOTE] = "Highest bidder: choose a gem to move on the scale.",
    [S_P_QUOTE_DIR] = "Move it up or down?",
    [S_P_THRONE] = "King's Favor: click the broker before your screen to send to the throne room.",
    [S_P_CARD_ARGS] = "%s: %s",
    [S_P_REFILL] = "Which broker from behind the screen refills the front?",
    [S_P_WAIT_BOT] = "%s is thinking...",
    [S_P_WATCH] = "Watching the bots play.",
    [S_P_NEUTRAL] = "Also place one neutral broker (grey) face down.",
    [S_P_PEEK_HINT] = "Spy: click a face-down broker to look at it.",
    [S_PH_BID] = "Bidding for the turn order",
    [S_PH_SEAT] = "Choosing places",
    [S_PH_CARDS] = "Playing characters",
    [S_PH_PLACE] = "Placing brokers",
    [S_PH_COUNT] = "Counting",
    [S_PH_THRONE] = "King's Favor",
    [S_PH_OVER] = "Game over",
    [S_N_ROUND] = "Turn %d begins: ships land in the ports.",
    [S_N_BIDS] = "Bids revealed: %s",
    [S_N_SEATS] = "Turn order: %s",
    [S_N_REVEAL_NB] = "Neighbourhood %d: face-down brokers are turned.",
    [S_N_REVEAL_MARKET] = "Market: face-down brokers are turned.",
    [S_N_NBHD] = "Neighbourhood %d ranking: %s",
    [S_N_AREA] = "%s wins the %s of neighbourhood %d%s, %s%s",
    [S_N_AREA_NONE] = "Nobody is in the %s of neighbourhood %d.",
    [S_N_GEMS] = "%s takes %s",
    [S_N_POINTS] = "%s scores %d",
    [S_N_CARD] = "%s takes the %s",
    [S_N_ROW] = "Row %d: %s wins the %s gem%s",
    [S_N_ROW_BANK] = "Row %d: nobody there, the gem goes back to the bank.",
    [S_N_COLUMNS] = "Columns: %s",
    [S_N_QUOTE] = "%s %s %+d",
    [S_N_BIDDER] = "%s is the highest bidder in the market (%d) and moves a quotation.",
    [S_N_THRONE] = "Brokers go to the throne room, face down.",
    [S_N_END] = "The game is over.",
    [S_TB_NONE] = "",
    [S_TB_INTRIGUER] = " with the Intriguer",
    [S_TB_NEUTRAL] = " (the neutral player wins ties)",
    [S_TB_FRONT] = " on front brokers",
    [S_TB_ORDER] = " on the order card",
    [S_TB_ALONE] = " alone",
    [S_M_BID] = "%s has bid.",
    [S_M_SEAT] = "%s takes place %d in the turn order.",
    [S_M_PASS] = "%s passes.",
    [S_M_CARD] = "%s plays the %s.",
    [S_M_UP] = "%s places a %d face up on %s.",
    [S_M_DOWN] = "%s places a broker face down on %s.",
    [S_M_DOWN_OWN] = "%s places a %d face down on %s.",
    [S_M_NEUTRAL] = "%s places a neutral broker face down on %s.",
    [S_M_PEEK] = "%s looks at a face-down broker on %s.",
    [S_M_DONE] = "%s ends the placement.",
    [S_M_TAKE] = "%s takes %s.",
    [S_M_RANK] = "%s orders the columns: %s.",
    [S_M_QUOTE] = "%s moves %s %s.",
    [S_QUOTE_UP] = "up",
    [S_QUOTE_DOWN] = "down",
    [S_SCORE_VS] = "%d to %d",
    [S_LIST_SEP] = ", ",
    [S_M_THRONE] = "%s sends a broker to the throne room.",
    [S_M_BID_OWN] = "%s bids %d and %d.",
    [S_M_THRONE_OWN] = "%s sends the %d to the throne room.",
    [S_END_TITLE] = "Final scores",
    [S_END_WINNER] = "%s wins!",
    [S_END_WINNERS] = "Shared victory: %s",
    [S_END_COLOURS] = "Colours",
    [S_END_BLACK] = "Black",
    [S_END_THRONE] = "King's Favor",
    [S_END_DURING] = "During play",
    [S_END_TOTAL] = "Total",
    [S_END_CHART] = "Score over time",
    [S_END_MENU] = "Title screen",
    [S_END_AGAIN] = "New game",
    [S_PACE] = "Pace: %s",
    [S_PACE_SLOW] = "slow",
    [S_PACE_NORMAL] = "normal",
    [S_PACE_FAST] = "fast",
    [S_MENU] = "Menu",
    [S_CLICK_SKIP] = "click to skip",
    [S_THINKING] = "thinking",
    [S_HIDDEN] = "hidden",
    [S_SPECTATOR] = "Spectator: every private value is hidden.",
    [S_CARDS_N] = "%d card(s)",
    [S_BEHIND_N] = "%d behind",
    [S_PEEKED] = "seen with the Spy",
    [S_FACE_DOWN] = "face down",
    [S_FACE_UP] = "face up",
    [S_MERC] = "Mercenary: counts 5",
    [S_QUEEN_LOCK] = "Locked by the Queen",
    [S_CLOSED] = "closed",
    [S_TT_BROKER] = "%s broker %d, %s",
    [S_TT_BROKER_HIDDEN] = "%s broker, face down: value hidden",
    [S_TT_AREA_PORT] = "Port of neighbourhood %d: the majority wins a black gem.",
    [S_TT_AREA_COMMERCE] = "Commercial area of neighbourhood %d: the majority scores 3 points (5 with the Merchant).",
    [S_TT_AREA_PALACE] = "Palace of neighbourhood %d: the majority takes the character card.",
    [S_TT_MARKET_CELL] =
        "Market row %d, %s column: one broker; +1 point when placed. Rows win gems, columns move quotations.",
    [S_TT_SHIP] = "Ship of neighbourhood %d: its gems go to the three best totals in the neighbourhood.",
    [S_TT_GEM] = "%s gem",
    [S_TT_SCALE] = "%s quotation: step %d of 14. Higher colours score more at the end.",
    [S_TT_THRONE] = "Throne room (King's Favor): brokers sent here score 12/7/3/0 at the end.",
    [S_TT_ORDER] = "Order card %d: breaks ties (lower wins) and gives the place in the turn order.",
    [S_TT_BEHIND] = "Behind the screen: only you see these. Click one to use it.",
    [S_TT_FRONT] = "Before the screen: bid brokers and the last one; their total breaks ties.",
    [S_TT_TURN] = "Turn counter: the game lasts four turns.",
    [S_TT_SCORE] = "Score track: gold won during play.",
    [S_TT_PLAYER] = "%s: %d points, order card %d, %d behind the screen, %d character card(s).",
    [S_TT_ROW_GEM] = "Row %d gem (%s): the best total in the row wins it.",
    [S_TT_NEUTRAL] = "Neutral broker (%d): place one face down each placement.",
    [S_TT_CLOSED] = "Closed: no broker may go here.",
    [S_COLOUR_BLUE] = "blue",
    [S_COLOUR_GREEN] = "green",
    [S_COLOUR_YELLOW] = "yellow",
    [S_COLOUR_RED] = "red",
    [S_COLOUR_BLACK] = "black",
    [S_COLOUR_WHITE] = "white",
    [S_CH_ALCHEMIST] = "Alchemist",
    [S_CH_BANKER] = "Banker",
    [S_CH_CAPTAIN] = "Captain",
    [S_CH_SPY] = "Spy",
    [S_CH_HERALD] = "Herald",
    [S_CH_CONJURER] = "Conjurer",
    [S_CH_INTRIGUER] = "Intriguer",
    [S_CH_JEWELLER] = "Jeweller",
    [S_CH_MAGICIAN] = "Magician",
    [S_CH_MERCHANT] = "Merchant",
    [S_CH_MERCENARY] = "Mercenary",
    [S_CH_QUEEN] = "Queen",
    [S_CH_PRINCE] = "Prince",
    [S_CH_KING] = "King",
    [S_CH_WHITE] = "White gem card",
    [S_CHD_ALCHEMIST] = "End of counting: change one of your gems into another colour.",
    [S_CHD_BANKER] = "End of counting: move one quotation up and another down.",
    [S_CHD_CAPTAIN] = "Start of placing: swap the ships of two neighbourhoods.",
    [S_CHD_SPY] = "Start of placing: look at three face-down brokers during this turn.",
    [S_CHD_HERALD] = "Start of counting: move one of your brokers to another area.",
    [S_CHD_CONJURER] = "Start of placing: place brokers from before your screen, refilling it.",
    [S_CHD_INTRIGUER] = "Start of counting: you win every tie this turn.",
    [S_CHD_JEWELLER] = "End of counting: take two gems of your choice.",
    [S_CHD_MAGICIAN] = "After one of your placements: swap two of your brokers on the board.",
    [S_CHD_MERCHANT] = "Start of counting: commercial areas pay 5 instead of 3.",
    [S_CHD_MERCENARY] = "After one of your placements: a broker just placed counts 5.",
    [S_CHD_QUEEN] = "Before one of your placements: lock an area of the city.",
    [S_CHD_PRINCE] = "At once: 4 points.",
    [S_CHD_KING] = "At once: 5 points.",
    [S_CHD_WHITE] = "At once: a gem of the colour you choose.",
    [S_PNAME_0] = "Orange",
    [S_PNAME_1] = "Sky",
    [S_PNAME_2] = "Green",
    [S_PNAME_3] = "Purple",
    [S_PNAME_NEUTRAL] = "Neutral",
    [S_AREA_IN_NB] = "%s %d",
    [S_ROW_N] = "Row %d",
    [S_SEATNAME_1] = "1st",
    [S_SEATNAME_2] = "2nd",
    [S_SEATNAME_3] = "3rd",
    [S_SEATNAME_4] = "4th",
    [S_TITLE_HINT] = "F11 full screen - Esc back",
    [S_F11] = "F11",
    [S_FACE_Q] = "?",
    [S_CONTINUE] = "Continue",
    [S_LOAD_GAME] = "Load a game",
    [S_SAVE_GAME] = "Save the game",
    [S_SETTINGS] = "Settings",
    [S_RULES] = "Rules",
    [S_UNDO] = "Undo",
    [S_RESUME] = "Resume",
    [S_REPLAY] = "Replay",
    [S_CONFIRM] = "Confirm",
    [S_SET_LANGUAGE] = "Language",
    [S_SET_FULLSCREEN] = "Full screen",
    [S_SET_ANIM_SPEED] = "Animation speed",
    [S_SET_BOT_PACE] = "Bot pace (least time per move)",
    [S_SET_SHOW_OWN] = "Show my face-down brokers (new games)",
    [S_SET_CONFIRM] = "Confirm before placing a broker",
    [S_SET_NEW_GAMES] = "Settings are saved and applied at once.",
    [S_MS] = "%d ms",
    [S_SAVES_NONE] = "No saved games yet.",
    [S_SAVE_DAMAGED] = "damaged: %s",
    [S_SAVE_INFO] = "%d players - turn %d - %d moves%s",
    [S_SAVE_NAME_Q] = "Name of the save (Enter to save, Esc to cancel):",
    [S_SAVED] = "Saved as \"%s\".",
    [S_SAVE_FAILED] = "Could not save the game.",
    [S_LOAD_FAILED] = "Could not load: %s",
    [S_AUTOSAVE_DAMAGED] = "The autosave is damaged and was skipped: %s",
    [S_UNDO_REFUSED] = "Undo is not possible: another player has seen or played since.",
    [S_P_CONFIRM_PLACE] = "Confirm this placement? (Enter: confirm, Esc: cancel)",
    [S_RP_STEP] = "Move %d of %d",
    [S_RP_START] = "|<",
    [S_RP_BACK] = "<",
    [S_RP_PLAY] = "Play",
    [S_RP_PAUSE] = "Pause",
    [S_RP_NEXT] = ">",
    [S_RP_END] = ">|",
    [S_RP_VIEW] = "Seen by:",
    [S_RP_REFEREE] = "Everything",
    [S_RP_SPECTATOR] = "Public only",
    [S_KEYS_HINT] = "F1 rules - F11 full screen - Ctrl+Z undo - Esc menu",
    [S_BOT_FAILED] = "The computer player could not choose a move. Undo, or start a new game.",
};

/* The language layer (set by the app): where it returns NULL, English. */
static UiStrHooks hooks;

void ui_str_set_hooks(const UiStrHooks *h)
{
    if (h)
        hooks = *h;
    else
        memset(&hooks, 0, sizeof hooks);
}

const char *ui_str_en(UiStrId id)
{
    if ((int)id < 0 || id >= S_COUNT || !en[id]) return "?";
    return en[id];
}

const char *ui_str(UiStrId id)
{
    if ((int)id < 0 || id >= S_COUNT) return "?";
    const char *s = hooks.str ? hooks.str(id) : NULL;
    return s ? s : ui_str_en(id);
}

const char *ui_colour_str(int c)
{
    if (c < 0 || c > YS_WHITE) return "?";
    return ui_str((UiStrId)(S_COLOUR_BLUE + c));
}

const char *ui_char_str(int c)
{
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    const char *s = hooks.char_name ? hooks.char_name(c) : NULL;
    return s ? s : ui_str((UiStrId)(S_CH_ALCHEMIST + c));
}

const char *ui_char_desc(int c)
{
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    const char *s = hooks.char_desc ? hooks.char_desc(c) : NULL;
    return s ? s : ui_str((UiStrId)(S_CHD_ALCHEMIST + c));
}

const char *ui_area_str(int area)
{
    static const UiStrId ids[3] = {S_PORT, S_COMMERCE, S_PALACE};
    return area >= 0 && area < 3 ? ui_str(ids[area]) : "?";
}

void ui_place_str(int place, char *buf, int len)
{
    if (YS_IS_CITY(place)) {
        snprintf(buf, (size_t)len, ui_str(S_AREA_IN_NB), ui_area_str(place % 3), place / 3 + 1);
    } else if (YS_IS_MARKET(place)) {
        char row[32];
        snprintf(row, sizeof row, ui_str(S_ROW_N), YS_MARKET_ROW(place));
        snprintf(buf, (size_t)len, "%s %s, %s", ui_str(S_MARKET), ui_colour_str(YS_MARKET_COL(place)), row);
    } else if (place == YS_THRONE) {
        snprintf(buf, (size_t)len, "%s", ui_str(S_THRONE));
    } else {
        snprintf(buf, (size_t)len, "?");
    }
}

const uint32_t ui_player_rgb[UI_COLOURS] = {0xE69F00, 0x56B4E9, 0x009E73, 0xCC79A7, 0x9A9A9A};
const uint32_t ui_gem_rgb[6] = {0x2F6FD6, 0x2EA043, 0xF2C200, 0xD63A2F, 0x262626, 0xF4F4F4};
