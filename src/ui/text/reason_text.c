/* reason_text.c - a bot's reason (AiReason, include/ys/ai.h: a kind with
 * its numbers and places) in the player's language: the hint's line and the
 * narration of bot moves. Each kind's text takes its arguments in one order
 * in every language (see ARGS), so a translation only reorders words. */
#include <stdio.h>
#include <string.h>

#include "text_internal.h"
#include "ui_reason_text.h"

/* The arguments each kind's text takes, in order:
 *  BID_*, SEAT_LAST, SEAT, THRONE: %d | NEUTRAL_ROW: %d row
 *  NEUTRAL_AREA: %s area (with its preposition), %d neighbourhood
 *  AREA_LEAD: %s area, %d neighbourhood, %s prize, %s face
 *  NBHD_LEAD, NBHD_SECURE: %d neighbourhood, %s face
 *  NBHD_BUILD: %s area, %d neighbourhood, %s face
 *  ROW_GEM: %s colour, %d row, %s face | MARKET_GOLD: %s colour, %s face
 *  PEEK: %s place | TAKE_WHITE, TAKE_ONE, RANK, QUOTE_*: %s colour
 *  TAKE_TWO: %s, %s colours | CAPTAIN: %s card, %d, %d neighbourhoods
 *  HERALD, QUEEN: %s card, %s place | ALCHEMIST, BANKER, JEWELLER: %s card,
 *  %s, %s colours | other cards, CARD: %s card */
typedef struct {
    const char *why[AI_WHY_KINDS];
    const char *area[3];  /* "in the port": the area with its preposition */
    const char *prize[3]; /* what the area gives */
    const char *face[4];  /* AiFace */
    /* why, without the move (the kinds whose text restates it): what a
     * move's caption adds; none where the move says it all */
    const char *motive[AI_WHY_KINDS];
} ReasonWords;

static const ReasonWords en = {
    .why =
        {
            [AI_WHY_BID_HIGH] = "bids high (%d): to choose a seat first",
            [AI_WHY_BID_LOW] = "bids low (%d): keeps the strong brokers for the board",
            [AI_WHY_BID_MIDDLE] = "a middling bid (%d): a fair chance at a good seat for little",
            [AI_WHY_SEAT_LAST] = "takes seat %d: answers last, after seeing every placement",
            [AI_WHY_SEAT_FIRST] = "takes seat 1: plays first and wins ties on order cards",
            [AI_WHY_SEAT] = "takes seat %d",
            [AI_WHY_PASS] = "keeps its cards for later",
            [AI_WHY_DONE] = "ends the turn",
            [AI_WHY_NEUTRAL_AREA] = "a neutral broker %s of neighbourhood %d to keep your rival out",
            [AI_WHY_NEUTRAL_ROW] = "a neutral broker on market row %d to spoil your rival's gem",
            [AI_WHY_AREA_LEAD] = "takes the lead %s of neighbourhood %d (%s)%s",
            [AI_WHY_NBHD_LEAD] = "takes the majority in neighbourhood %d (first pick of its gems)%s",
            [AI_WHY_NBHD_SECURE] = "secures its lead in neighbourhood %d%s",
            [AI_WHY_NBHD_BUILD] = "builds up %s of neighbourhood %d for its gems%s",
            [AI_WHY_ROW_GEM] = "claims the %s gem on market row %d, plus a point%s",
            [AI_WHY_MARKET_GOLD] = "a point now, and pushes %s up the quotations%s",
            [AI_WHY_PEEK] = "the Spy looks under a broker in %s",
            [AI_WHY_TAKE_WHITE] = "turns the white gem into %s",
            [AI_WHY_TAKE_ONE] = "takes %s: the best gem left",
            [AI_WHY_TAKE_TWO] = "takes %s and %s: the gems worth most to it",
            [AI_WHY_RANK] = "ranks %s first among the tied columns",
            [AI_WHY_QUOTE_UP] = "moves %s up: it holds many of those",
            [AI_WHY_QUOTE_DOWN] = "moves %s down: its rivals hold more of those",
            [AI_WHY_THRONE] = "sends a %d to the throne room",
            [AI_WHY_CAPTAIN] = "the %s swaps the ships of neighbourhoods %d and %d",
            [AI_WHY_SPY] = "the %s: three peeks at hidden brokers this turn",
            [AI_WHY_CONJURER] = "the %s: can play the brokers in front of its screen",
            [AI_WHY_INTRIGUER] = "the %s: wins every tie this turn",
            [AI_WHY_MERCHANT] = "the %s: commerce areas pay 5 this turn",
            [AI_WHY_HERALD] = "the %s moves a broker to %s, where it counts more",
            [AI_WHY_QUEEN] = "the %s locks %s to keep its lead there",
            [AI_WHY_MAGICIAN] = "the %s swaps two of its brokers to turn a contest",
            [AI_WHY_MERCENARY] = "the %s makes a broker count as 5",
            [AI_WHY_ALCHEMIST] = "the %s turns a %s gem into %s",
            [AI_WHY_BANKER] = "the %s: %s up, %s down",
            [AI_WHY_JEWELLER] = "the %s: a %s and a %s gem",
            [AI_WHY_CARD] = "plays the %s",
        },
    .area = {"in the port", "in the commerce area", "in the palace"},
    .prize = {"the black gem", "3 points", "the character"},
    .face = {"", ", face down", ", face down to hide its strength", ": a bluff, a 0 face down"},
    .motive =
        {
            [AI_WHY_SEAT_LAST] = "answers last, after seeing every placement",
            [AI_WHY_SEAT_FIRST] = "plays first and wins ties on order cards",
            [AI_WHY_TAKE_ONE] = "the best gem left",
            [AI_WHY_TAKE_TWO] = "the gems worth most to it",
            [AI_WHY_QUOTE_UP] = "it holds many of those gems",
            [AI_WHY_QUOTE_DOWN] = "its rivals hold more of those gems",
        },
};

static const ReasonWords fr = {
    .why =
        {
            [AI_WHY_BID_HIGH] = "mise forte (%d) : pour choisir sa place en premier",
            [AI_WHY_BID_LOW] = "mise faible (%d) : garde les courtiers forts pour le plateau",
            [AI_WHY_BID_MIDDLE] = "mise moyenne (%d) : une bonne place possible pour pas cher",
            [AI_WHY_SEAT_LAST] = "prend la place %d : joue en dernier, après avoir vu toutes les poses",
            [AI_WHY_SEAT_FIRST] = "prend la place 1 : joue en premier et gagne les égalités de cartes Ordre",
            [AI_WHY_SEAT] = "prend la place %d",
            [AI_WHY_PASS] = "garde ses cartes pour plus tard",
            [AI_WHY_DONE] = "termine le tour",
            [AI_WHY_NEUTRAL_AREA] = "un courtier neutre %s du quartier %d pour barrer la route à l'adversaire",
            [AI_WHY_NEUTRAL_ROW] = "un courtier neutre sur la ligne %d du marché pour gâcher la gemme adverse",
            [AI_WHY_AREA_LEAD] = "prend la tête %s du quartier %d (%s)%s",
            [AI_WHY_NBHD_LEAD] = "prend la majorité du quartier %d (premier choix de ses gemmes)%s",
            [AI_WHY_NBHD_SECURE] = "consolide son avance dans le quartier %d%s",
            [AI_WHY_NBHD_BUILD] = "se renforce %s du quartier %d pour ses gemmes%s",
            [AI_WHY_ROW_GEM] = "vise la gemme %s de la ligne %d du marché, plus 1 point%s",
            [AI_WHY_MARKET_GOLD] = "1 point tout de suite, et fait monter la cote des gemmes %ss%s",
            [AI_WHY_PEEK] = "l'Espion regarde sous un courtier : %s",
            [AI_WHY_TAKE_WHITE] = "change la gemme blanche en gemme %s",
            [AI_WHY_TAKE_ONE] = "prend une gemme %s : la meilleure qui reste",
            [AI_WHY_TAKE_TWO] = "prend une gemme %s et une gemme %s : celles qui lui rapportent le plus",
            [AI_WHY_RANK] = "classe la colonne %s première parmi les colonnes à égalité",
            [AI_WHY_QUOTE_UP] = "fait monter la cote des gemmes %ss : il en a beaucoup",
            [AI_WHY_QUOTE_DOWN] = "fait baisser la cote des gemmes %ss : ses adversaires en ont plus",
            [AI_WHY_THRONE] = "envoie un %d dans la salle du trône",
            [AI_WHY_CAPTAIN] = "%s : échange les navires des quartiers %d et %d",
            [AI_WHY_SPY] = "%s : trois regards sous des courtiers cachés ce tour-ci",
            [AI_WHY_CONJURER] = "%s : peut jouer les courtiers posés devant son paravent",
            [AI_WHY_INTRIGUER] = "%s : gagne toutes ses égalités ce tour-ci",
            [AI_WHY_MERCHANT] = "%s : les zones du commerce rapportent 5 ce tour-ci",
            [AI_WHY_HERALD] = "%s : déplace un courtier là où il compte plus (%s)",
            [AI_WHY_QUEEN] = "%s : verrouille %s pour y garder son avance",
            [AI_WHY_MAGICIAN] = "%s : échange deux de ses courtiers pour renverser une majorité",
            [AI_WHY_MERCENARY] = "%s : un courtier compte pour 5",
            [AI_WHY_ALCHEMIST] = "%s : change une gemme %s en gemme %s",
            [AI_WHY_BANKER] = "%s : cote %s en hausse, cote %s en baisse",
            [AI_WHY_JEWELLER] = "%s : une gemme %s et une gemme %s",
            [AI_WHY_CARD] = "joue la carte %s",
        },
    .area = {"dans le port", "dans la zone du commerce", "dans le palais"},
    .prize = {"la gemme noire", "3 points", "le personnage"},
    .face = {"", ", face cachée", ", face cachée pour masquer sa force", " : un bluff, un 0 face cachée"},
    .motive =
        {
            [AI_WHY_SEAT_LAST] = "joue en dernier, après avoir vu toutes les poses",
            [AI_WHY_SEAT_FIRST] = "joue en premier et gagne les égalités de cartes Ordre",
            [AI_WHY_TAKE_ONE] = "la meilleure qui reste",
            [AI_WHY_TAKE_TWO] = "celles qui lui rapportent le plus",
            [AI_WHY_QUOTE_UP] = "il en a beaucoup",
            [AI_WHY_QUOTE_DOWN] = "ses adversaires en ont plus",
        },
};

static const ReasonWords de = {
    .why =
        {
            [AI_WHY_BID_HIGH] = "bietet hoch (%d): um als Erster einen Platz zu wählen",
            [AI_WHY_BID_LOW] = "bietet niedrig (%d): behält die starken Mittelsmänner für den Plan",
            [AI_WHY_BID_MIDDLE] = "ein mittleres Gebot (%d): gute Aussicht auf einen guten Platz für wenig",
            [AI_WHY_SEAT_LAST] = "nimmt Platz %d: antwortet als Letzter, nachdem alle eingesetzt haben",
            [AI_WHY_SEAT_FIRST] = "nimmt Platz 1: setzt zuerst und gewinnt Gleichstände bei der Reihenfolgekarte",
            [AI_WHY_SEAT] = "nimmt Platz %d",
            [AI_WHY_PASS] = "hebt seine Karten für später auf",
            [AI_WHY_DONE] = "beendet den Zug",
            [AI_WHY_NEUTRAL_AREA] = "ein neutraler Mittelsmann %s von Viertel %d, um den Gegner fernzuhalten",
            [AI_WHY_NEUTRAL_ROW] =
                "ein neutraler Mittelsmann in Marktzeile %d, um dem Gegner den Edelstein zu verderben",
            [AI_WHY_AREA_LEAD] = "übernimmt die Führung %s von Viertel %d (%s)%s",
            [AI_WHY_NBHD_LEAD] = "übernimmt die Mehrheit in Viertel %d (erste Wahl seiner Edelsteine)%s",
            [AI_WHY_NBHD_SECURE] = "sichert seine Führung in Viertel %d%s",
            [AI_WHY_NBHD_BUILD] = "verstärkt sich %s von Viertel %d, für dessen Edelsteine%s",
            [AI_WHY_ROW_GEM] = "holt sich den Edelstein (%s) in Marktzeile %d, dazu 1 Punkt%s",
            [AI_WHY_MARKET_GOLD] = "sofort 1 Punkt, und der Wert von %s steigt%s",
            [AI_WHY_PEEK] = "der Spion schaut unter einen Mittelsmann: %s",
            [AI_WHY_TAKE_WHITE] = "macht aus dem weißen Edelstein: %s",
            [AI_WHY_TAKE_ONE] = "nimmt %s: den besten übrigen Edelstein",
            [AI_WHY_TAKE_TWO] = "nimmt %s und %s: die Edelsteine, die ihm am meisten bringen",
            [AI_WHY_RANK] = "setzt %s unter den gleichstarken Spalten an die Spitze",
            [AI_WHY_QUOTE_UP] = "setzt %s nach oben: davon hat er viele",
            [AI_WHY_QUOTE_DOWN] = "setzt %s nach unten: davon haben die Gegner mehr",
            [AI_WHY_THRONE] = "schickt eine %d in den Thronsaal",
            [AI_WHY_CAPTAIN] = "%s: tauscht die Schiffe der Viertel %d und %d",
            [AI_WHY_SPY] = "%s: in dieser Runde dreimal unter verdeckte Mittelsmänner schauen",
            [AI_WHY_CONJURER] = "%s: kann die Mittelsmänner vor seinem Sichtschirm einsetzen",
            [AI_WHY_INTRIGUER] = "%s: gewinnt in dieser Runde jeden Gleichstand",
            [AI_WHY_MERCHANT] = "%s: Handelsgegenden bringen in dieser Runde 5",
            [AI_WHY_HERALD] = "%s: versetzt einen Mittelsmann dorthin, wo er mehr zählt (%s)",
            [AI_WHY_QUEEN] = "%s: sperrt %s, um dort die Führung zu halten",
            [AI_WHY_MAGICIAN] = "%s: tauscht zwei eigene Mittelsmänner, um eine Mehrheit zu drehen",
            [AI_WHY_MERCENARY] = "%s: ein Mittelsmann zählt 5",
            [AI_WHY_ALCHEMIST] = "%s: verwandelt %s in %s",
            [AI_WHY_BANKER] = "%s: %s nach oben, %s nach unten",
            [AI_WHY_JEWELLER] = "%s: Edelsteine in %s und %s",
            [AI_WHY_CARD] = "spielt %s aus",
        },
    .area = {"im Hafen", "in der Handelsgegend", "im Palast"},
    .prize = {"der schwarze Edelstein", "3 Punkte", "die Personenkarte"},
    .face = {"", ", verdeckt", ", verdeckt, um seine Stärke zu verbergen", ": ein Bluff, eine verdeckte 0"},
    .motive =
        {
            [AI_WHY_SEAT_LAST] = "antwortet als Letzter, nachdem alle eingesetzt haben",
            [AI_WHY_SEAT_FIRST] = "setzt zuerst und gewinnt Gleichstände bei der Reihenfolgekarte",
            [AI_WHY_TAKE_ONE] = "der beste übrige Edelstein",
            [AI_WHY_TAKE_TWO] = "die Edelsteine, die ihm am meisten bringen",
            [AI_WHY_QUOTE_UP] = "davon hat er viele",
            [AI_WHY_QUOTE_DOWN] = "davon haben die Gegner mehr",
        },
};

static const ReasonWords pl = {
    .why =
        {
            [AI_WHY_BID_HIGH] = "licytuje wysoko (%d): by pierwszy wybrać miejsce",
            [AI_WHY_BID_LOW] = "licytuje nisko (%d): zostawia silnych brokerów na planszę",
            [AI_WHY_BID_MIDDLE] = "średnia licytacja (%d): niezła szansa na dobre miejsce niskim kosztem",
            [AI_WHY_SEAT_LAST] = "bierze miejsce %d: gra ostatni, widząc wszystkie ruchy",
            [AI_WHY_SEAT_FIRST] = "bierze miejsce 1: gra pierwszy i wygrywa remisy kart Kolejności",
            [AI_WHY_SEAT] = "bierze miejsce %d",
            [AI_WHY_PASS] = "zachowuje karty na później",
            [AI_WHY_DONE] = "kończy turę",
            [AI_WHY_NEUTRAL_AREA] = "neutralny broker %s dystryktu %d, by zablokować rywala",
            [AI_WHY_NEUTRAL_ROW] = "neutralny broker w rzędzie %d rynku, by odebrać rywalowi klejnot",
            [AI_WHY_AREA_LEAD] = "obejmuje prowadzenie %s dystryktu %d (%s)%s",
            [AI_WHY_NBHD_LEAD] = "zdobywa większość w dystrykcie %d (pierwszy wybór jego klejnotów)%s",
            [AI_WHY_NBHD_SECURE] = "umacnia prowadzenie w dystrykcie %d%s",
            [AI_WHY_NBHD_BUILD] = "wzmacnia się %s dystryktu %d, po jego klejnoty%s",
            [AI_WHY_ROW_GEM] = "sięga po klejnot (%s) w rzędzie %d rynku, plus 1 punkt%s",
            [AI_WHY_MARKET_GOLD] = "1 punkt od razu, a notowanie (%s) idzie w górę%s",
            [AI_WHY_PEEK] = "Szpieg zagląda pod brokera: %s",
            [AI_WHY_TAKE_WHITE] = "zamienia biały klejnot na: %s",
            [AI_WHY_TAKE_ONE] = "bierze klejnot %s: najlepszy z pozostałych",
            [AI_WHY_TAKE_TWO] = "bierze klejnoty: %s i %s, najwięcej mu dające",
            [AI_WHY_RANK] = "stawia kolor %s na czele remisujących kolumn",
            [AI_WHY_QUOTE_UP] = "podnosi notowanie (%s): ma dużo tych klejnotów",
            [AI_WHY_QUOTE_DOWN] = "obniża notowanie (%s): rywale mają ich więcej",
            [AI_WHY_THRONE] = "wysyła brokera o wartości %d do sali tronowej",
            [AI_WHY_CAPTAIN] = "%s: zamienia statki dystryktów %d i %d",
            [AI_WHY_SPY] = "%s: w tej turze trzy spojrzenia pod zakrytych brokerów",
            [AI_WHY_CONJURER] = "%s: może zagrać brokerów sprzed zasłonki",
            [AI_WHY_INTRIGUER] = "%s: wygrywa w tej turze każdy remis",
            [AI_WHY_MERCHANT] = "%s: obszary handlowe dają w tej turze 5",
            [AI_WHY_HERALD] = "%s: przenosi brokera tam, gdzie liczy się bardziej (%s)",
            [AI_WHY_QUEEN] = "%s: blokuje %s, by utrzymać tam prowadzenie",
            [AI_WHY_MAGICIAN] = "%s: zamienia dwóch swoich brokerów, by odwrócić większość",
            [AI_WHY_MERCENARY] = "%s: broker liczy się jako 5",
            [AI_WHY_ALCHEMIST] = "%s: zamienia klejnot %s na %s",
            [AI_WHY_BANKER] = "%s: %s w górę, %s w dół",
            [AI_WHY_JEWELLER] = "%s: klejnot %s i klejnot %s",
            [AI_WHY_CARD] = "zagrywa kartę: %s",
        },
    .area = {"w porcie", "w obszarze handlowym", "w pałacu"},
    .prize = {"czarny klejnot", "3 punkty", "postać"},
    .face = {"", ", zakryty", ", zakryty, by ukryć jego siłę", ": blef, zakryte 0"},
    .motive =
        {
            [AI_WHY_SEAT_LAST] = "gra ostatni, widząc wszystkie ruchy",
            [AI_WHY_SEAT_FIRST] = "gra pierwszy i wygrywa remisy kart Kolejności",
            [AI_WHY_TAKE_ONE] = "najlepszy z pozostałych",
            [AI_WHY_TAKE_TWO] = "klejnoty, które dają mu najwięcej",
            [AI_WHY_QUOTE_UP] = "ma dużo tych klejnotów",
            [AI_WHY_QUOTE_DOWN] = "rywale mają ich więcej",
        },
};

static const ReasonWords *words(int lang)
{
    switch (lang) {
    case UI_LANG_FR:
        return &fr;
    case UI_LANG_DE:
        return &de;
    case UI_LANG_PL:
        return &pl;
    default:
        return &en;
    }
}

const char *ui_reason_template(int why, int lang)
{
    if (why <= AI_WHY_NONE || why >= AI_WHY_KINDS || (unsigned)lang >= UI_LANG_COUNT) return NULL;
    return words(lang)->why[why];
}

int ui_reason_text(const AiReason *r, char *buf, int len)
{
    if (!buf || len <= 0) return 0;
    buf[0] = 0;
    const ReasonWords *w = words(ui_lang_current());
    const char *t = r ? ui_reason_template(r->why, ui_lang_current()) : NULL;
    if (!t) return 0;
    int city = YS_IS_CITY(r->place), n = 0;
    const char *area = city ? w->area[r->place % 3] : "?", *prize = city ? w->prize[r->place % 3] : "?";
    const char *face = r->face < 4 ? w->face[r->face] : "";
    const char *c1 = ui_colour_str(r->colour), *c2 = ui_colour_str(r->colour2), *card = ui_char_str(r->card);
    char place[96];
    ui_place_str(r->place, place, sizeof place);
    size_t z = (size_t)len;
    switch (r->why) {
    case AI_WHY_BID_HIGH:
    case AI_WHY_BID_LOW:
    case AI_WHY_BID_MIDDLE:
    case AI_WHY_SEAT_LAST:
    case AI_WHY_SEAT:
    case AI_WHY_THRONE:
        n = snprintf(buf, z, t, r->value);
        break;
    case AI_WHY_NEUTRAL_ROW:
        n = snprintf(buf, z, t, r->row);
        break;
    case AI_WHY_NEUTRAL_AREA:
        n = snprintf(buf, z, t, area, r->nbhd + 1);
        break;
    case AI_WHY_AREA_LEAD:
        n = snprintf(buf, z, t, area, r->nbhd + 1, prize, face);
        break;
    case AI_WHY_NBHD_LEAD:
    case AI_WHY_NBHD_SECURE:
        n = snprintf(buf, z, t, r->nbhd + 1, face);
        break;
    case AI_WHY_NBHD_BUILD:
        n = snprintf(buf, z, t, area, r->nbhd + 1, face);
        break;
    case AI_WHY_ROW_GEM:
        n = snprintf(buf, z, t, c1, r->row, face);
        break;
    case AI_WHY_MARKET_GOLD:
        n = snprintf(buf, z, t, c1, face);
        break;
    case AI_WHY_PEEK:
        n = snprintf(buf, z, t, place);
        break;
    case AI_WHY_TAKE_WHITE:
    case AI_WHY_TAKE_ONE:
    case AI_WHY_RANK:
    case AI_WHY_QUOTE_UP:
    case AI_WHY_QUOTE_DOWN:
        n = snprintf(buf, z, t, c1);
        break;
    case AI_WHY_TAKE_TWO:
        n = snprintf(buf, z, t, c1, c2);
        break;
    case AI_WHY_CAPTAIN:
        n = snprintf(buf, z, t, card, r->nbhd + 1, r->nbhd2 + 1);
        break;
    case AI_WHY_HERALD:
    case AI_WHY_QUEEN:
        n = snprintf(buf, z, t, card, place);
        break;
    case AI_WHY_ALCHEMIST:
    case AI_WHY_BANKER:
    case AI_WHY_JEWELLER:
        n = snprintf(buf, z, t, card, c1, c2);
        break;
    case AI_WHY_SEAT_FIRST:
    case AI_WHY_PASS:
    case AI_WHY_DONE:
        n = snprintf(buf, z, "%s", t);
        break;
    default: /* the other cards: the card's name */
        n = snprintf(buf, z, t, card);
        break;
    }
    return n < 0 ? 0 : n >= len ? len - 1 : n;
}

/* The kinds whose text begins with the move itself ("takes seat 3: ...",
 * "moves green up: ..."): after the move's caption, only their motive. */
static int restates_move(int why) { return !(why >= AI_WHY_NEUTRAL_AREA && why <= AI_WHY_MARKET_GOLD); }

int ui_reason_caption(const AiReason *r, char *buf, int len)
{
    if (!buf || len <= 0) return 0;
    buf[0] = 0;
    if (!r || r->why <= AI_WHY_NONE || r->why >= AI_WHY_KINDS) return 0;
    if (!restates_move(r->why)) return ui_reason_text(r, buf, len);
    const char *m = words(ui_lang_current())->motive[r->why];
    int n = snprintf(buf, (size_t)len, "%s", m ? m : "");
    return n < 0 ? 0 : n >= len ? len - 1 : n;
}
