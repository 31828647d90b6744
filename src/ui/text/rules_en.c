/* rules_en.c - the in-game rules reference in English, in our own words. */
#include "text_internal.h"
#include "ui_diagram_text.h"

const UiRulesSection ui_rules_en[] = {
    {"Goal", "You are merchant-princes of Ys. Over four turns your brokers compete for majorities in the city and the "
             "market, to win gems, gold and the help of powerful characters.\n"
             "\n"
             "Gold is counted in points: some are won during play, most come at the end from the gems you hold. The "
             "richest player wins; between tied players, the one with more gems (coloured and black) wins."},
    {"Setup", "Each player takes a screen, 11 brokers of one colour (values 0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4) and a "
              "score marker. The order cards are dealt at random.\n"
              "\n"
              "Three face-down character cards are stacked on each of the four palaces; the other three characters are "
              "not used. The four blue-edged cards, each showing a white gem, wait for the last turn. The four gem "
              "quotations start at the middle of the scale."},
    {"A turn", "The game lasts four turns, each in four phases:\n"
               "\n"
               "- 1. Ships and characters\n"
               "- 2. Bidding for the turn order\n"
               "- 3. Placing brokers\n"
               "- 4. Counting"},
    {"1. Ships and characters",
     "The top card of each palace stack is turned face up: the winner of that palace will take it. In the fourth turn "
     "the stacks are empty and the blue-edged cards take their place.\n"
     "\n"
     "A ship card lands in each port. It shows one large and two small gems; the large one counts twice with 4 "
     "players, so four gems are offered in each neighbourhood.\n"
     "\n"
     "A fifth ship card fills the market: its three gems go on rows 1, 2 and 3, a white gem always on row 1."},
    {"2. Bidding for the turn order",
     "Everyone secretly picks two brokers from behind their screen; all bids are revealed together. The highest total "
     "chooses first its place in the turn order (first, second...), then the next highest, and so on. Equal bids: the "
     "lower order card chooses first. The order cards are then handed out again to match the new order.\n"
     "\n"
     "The two bid brokers stay in front of the screen for the whole turn."},
    {"3. Placing brokers",
     "In turn order, each player places two brokers on their turn: one face up and one face down. Four rounds are "
     "played, so everyone puts eight brokers on the board.\n"
     "\n"
     "- City: any number of brokers may share an area (port, commerce or palace).\n"
     "- Market: one broker per cell. Row 0 is never used. A broker placed in the market earns 1 point at once.\n"
     "\n"
     "Your last broker joins the two bid brokers in front of your screen. These three will break ties.\n"
     "\n"
     "On the screen, while brokers are placed, small badges in the leader's colour tell who leads each contest "
     "now: \"+2\" on an area, beside a neighbourhood's number or left of a market row means ahead by 2; \"=\" a "
     "tie the rules break; a \"?\" after it, face-down brokers you cannot see that may change it. Under each "
     "market column's gem, \"#1\" to \"#4\" is its rank so far (its quotation moves +2, +1, -1 or -2 at the "
     "counting). Point at a badge, or bring the keyboard's ring to its place, for what it says; L hides them."},
    {"4. Counting the city",
     "Neighbourhoods are counted one by one. Face-down brokers are turned over, then each player adds up their brokers "
     "in the whole neighbourhood. The best total chooses two of the port's gems, the second one gem, the third the "
     "last one. Gems nobody takes go back to the bank.\n"
     "\n"
     "Then each area goes to the best total in it:\n"
     "\n"
     "- Port: a black gem.\n"
     "- Commerce: 3 points.\n"
     "- Palace: the character card shown there.\n"
     "\n"
     "An area with no broker gives nothing. A lone 0 broker still wins.",
     UI_DIAG_AREA},
    {"Ties",
     "Between tied players, the higher total of the three brokers in front of the screen wins; if still equal, "
     "the lower order card wins. The Intriguer's player wins every tie they are in.",
     UI_DIAG_TIE},
    {"Counting the market",
     "Face-down brokers in the market are turned over.\n"
     "\n"
     "Rows: in each row, the best total wins the row's gem (ties as in the city). A row with no broker returns its gem "
     "to the bank.\n"
     "\n"
     "Columns: all the brokers of a column are added up, whoever owns them. The colour of the strongest column rises "
     "two steps on the quotation scale, the second one step; the third falls one step and the last two steps. Between "
     "tied columns, the one with more brokers is stronger; if still tied, the player with the best total in front of "
     "their screen (ties as usual) decides. A column with a single 0 broker beats an empty one.\n"
     "\n"
     "Highest bidder: the player with the highest total in the whole market moves one quotation one step up or down.\n"
     "\n"
     "Then everyone takes back all their brokers behind the screen.",
     UI_DIAG_MARKET},
    {"Characters", "A character won in a palace goes into your hand, hidden. It can be played from the next turn on, "
                   "at most two cards a turn. The King (5 points), the Prince (4 points) and the blue-edged cards (a "
                   "gem of your choice) act at once when won and do not count towards that limit.\n"
                   "\n"
                   "Each card is played at a set moment: at the start of placing, just before or just after one of "
                   "your placements, at the start of counting or at the end of counting. When the moment comes, "
                   "players are asked in turn order. Each card's tooltip tells what it does."},
    {"End of the game",
     "After the fourth turn, the four colours are ranked by their quotations; on equal steps the leftmost column ranks "
     "higher (blue, green, yellow, red). For each colour, the players who hold the most gems of it score:\n"
     "\n"
     "- 1st colour: 24 / 18 / 12 / 6\n"
     "- 2nd colour: 20 / 15 / 10 / 5\n"
     "- 3rd colour: 16 / 12 / 8 / 4\n"
     "- 4th colour: 12 / 9 / 6 / 3\n"
     "\n"
     "(for the first, second, third and fourth most gems). A player with no gem of a colour scores nothing for it. "
     "Tied players all score the points of the lowest place they share.\n"
     "\n"
     "Black gems score by how many you hold: 1: 1, 2: 4, 3: 8, 4: 12, 5: 16, 6: 20, 7 or more: 24 points."},
    {"Three players",
     "Before the game, choose to play with four or three neighbourhoods (the fourth is then left out).\n"
     "\n"
     "The large gem of a ship counts only once: each port offers three gems, two for the best total and one for the "
     "second.\n"
     "\n"
     "The market takes only the two small gems of its ship card, on rows 2 and 3; row 1 is closed."},
    {"Two players and the neutral player",
     "Play as with three players, on three neighbourhoods, with a neutral third player. Each human also holds four "
     "neutral brokers (4, 2, 1, 0; or 4, 3, 1, 0 with the stronger neutral) and places one of them face down on each "
     "of their turns, besides their own two. Nobody may look at a neutral broker on the board. Each human gets their "
     "neutral brokers back at the end of every turn.\n"
     "\n"
     "Only the two humans bid; they share order cards 1 and 2. The neutral player has no order card and nothing in "
     "front of a screen.\n"
     "\n"
     "The neutral player wins every tie it is in, except against the Intriguer. Its market brokers score their point "
     "for it. It keeps the points of a King or a Prince; any other character it wins is discarded for a gem instead.\n"
     "\n"
     "Its choices are automatic: a white gem first, then the colours quoted highest (the leftmost on equal steps); "
     "quotation changes favour the colours it holds most. At the end, a colour of which it holds no gem still earns it "
     "the third place."},
    {"King's Favour",
     "A variant for three or four players, adding a fifth phase after counting. Each player secretly picks one of the "
     "three brokers in front of their screen and sends it face down to the throne room, where it stays until the end. "
     "The other two go back behind the screen; after turns 1 to 3 each player also takes an extra 2 broker.\n"
     "\n"
     "No character reaches into the throne room, except the Spy (may look there) and the Magician (may swap a broker "
     "with one there).\n"
     "\n"
     "At the end of the game, throne room totals score 12, 7, 3 and 0 points by rank. Tied players share the points of "
     "the places they cover, rounded down: two players tied first score 9 each."},
    {"Ys Express",
     "A shorter game for three or four players. Each player has nine brokers (one 3 and one 1 fewer), the ship cards "
     "with a white gem are left out, and there are only three placing rounds a turn instead of four."},
    {"Keys", "Playing without the mouse, in a game:\n"
             "\n"
             "- Tab: the next target of the decision at hand (a broker behind your screen, a place, a card, a "
             "gem, a button), shown by a white ring; Shift+Tab: the previous one. Once a broker is picked, the "
             "places it may go come first\n"
             "- The arrows: the nearest target that way on the screen\n"
             "- Enter: choose the target in the ring\n"
             "- Space: skip the story being told; it chooses the target in the ring only once you have moved "
             "the ring in this decision, so a Space pressed to skip never chooses\n"
             "- Escape: take back what you picked, or open the menu\n"
             "- Ctrl+Z: undo; F1: these rules; F11: full screen\n"
             "- H: a hint; M: sound on or off; L: the live majorities on or off\n"
             "\n"
             "On every other screen (the title, the new game's setup, the menu, the settings, the saved games, the "
             "history, the end screen, the replay, these rules, Play online):\n"
             "\n"
             "- Tab or Shift+Tab, or the arrows: the next or the previous button, in the same white ring\n"
             "- Enter or Space: press it; Escape: back\n"
             "- A text field (a name, a seed, an invite): type, Backspace rubs out, Enter ends; Tab leaves it\n"
             "- The saved games and the history: Page Up and Page Down turn the list; Delete asks once more\n"
             "- The replay: Left and Right a move back or on, Home and End to either end, Space plays or pauses "
             "while no button is in the ring\n"
             "- These rules: Up, Down, Page Up and Page Down scroll, Home and End go to the start and to the "
             "end (these keys); Left and Right move over the sections\n"
             "- The guided game: Enter for Next; the coach's spot is one of the ring's targets"},
};
const int ui_rules_en_count = (int)(sizeof ui_rules_en / sizeof ui_rules_en[0]);
