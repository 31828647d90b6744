/* cards.c - the character cards' texts in each language: name, when it is
 * played (its window, from the engine's table) and what it does, written
 * for this game, short enough for a card or a tooltip. */
#include <stdlib.h>

#include "text_internal.h"

/* When a card is played, by YsWindow (FACTS.md). */
static const char *const when[UI_LANG_COUNT][YS_WIN_NONE] = {
    [UI_LANG_EN] = {"As soon as won", "Start of the placing phase", "Placing phase: just before your placement",
                    "Placing phase: just after your placement", "Start of the counting phase",
                    "End of the counting phase"},
    [UI_LANG_FR] = {"Dès qu'elle est gagnée", "Début de la pose des courtiers",
                    "Pose des courtiers\u00a0: juste avant votre pose",
                    "Pose des courtiers\u00a0: juste après votre pose", "Début du décompte", "Fin du décompte"},
    [UI_LANG_DE] = {"Sofort, wenn gewonnen", "Zu Beginn des Einsetzens", "Beim Einsetzen: direkt vor deinem Zug",
                    "Beim Einsetzen: direkt nach deinem Zug", "Zu Beginn der Abrechnung", "Am Ende der Abrechnung"},
    [UI_LANG_PL] = {"Od razu po zdobyciu", "Początek fazy rozmieszczania", "Rozmieszczanie: tuż przed twoim ruchem",
                    "Rozmieszczanie: tuż po twoim ruchu", "Początek fazy podliczania", "Koniec fazy podliczania"},
};

/* What each card does, by YsCharacter. */
static const char *const text[UI_LANG_COUNT][YS_CHARACTER_COUNT] = {
    [UI_LANG_EN] =
        {
            [YS_ALCHEMIST] = "Trade one of your coloured gems for a gem of another colour from the bank. Black gems "
                             "cannot be traded.",
            [YS_BANKER] = "Raise the quotation of one gem colour by one step and lower another by one step. You must "
                          "do both.",
            [YS_CAPTAIN] = "Swap the ship cards of two neighbourhoods, and with them the gems their ports offer this "
                           "turn.",
            [YS_SPY] = "During this placing phase, secretly look at up to three face-down brokers of other players, "
                       "just before or after your placements.",
            [YS_HERALD] = "Move one of your brokers on the board to another area, keeping its face. Moving into the "
                          "market scores 1 point; an area the Queen locked is closed.",
            [YS_CONJURER] = "This turn you may place brokers from before your screen; each one used is replaced "
                            "there, face up, by one from behind it.",
            [YS_INTRIGUER] = "This turn you win every tie you are in. If market columns are still tied after counting "
                             "their brokers, you decide their order.",
            [YS_JEWELLER] = "Take two gems of your choice from the bank: blue, green, yellow or red.",
            [YS_MAGICIAN] = "Swap the places of two of your brokers on the board; each keeps its face. An area the "
                            "Queen locked is out of reach.",
            [YS_MERCHANT] = "In this counting, every commercial area pays 5 points instead of 3 to whoever wins it.",
            [YS_MERCENARY] = "Mark one of the two brokers you have just placed: in this turn's counting it is worth 5 "
                             "wherever it counts.",
            [YS_QUEEN] = "Lock one area of the city until it is counted: nobody may place a broker there, and those "
                         "already in it stay.",
            [YS_PRINCE] = "Score 4 points at once. Not counted among your two cards a turn.",
            [YS_KING] = "Score 5 points at once. Not counted among your two cards a turn.",
            [YS_WHITE_CARD] = "Take at once a blue, green, yellow or red gem of your choice from the bank.",
        },
    [UI_LANG_FR] =
        {
            [YS_ALCHEMIST] = "Échangez l'une de vos gemmes de couleur contre une gemme d'une autre couleur prise à la "
                             "banque. Les gemmes noires ne s'échangent pas.",
            [YS_BANKER] = "Faites monter d'un cran la cote d'une couleur et baisser d'un cran celle d'une autre. Les "
                          "deux sont obligatoires.",
            [YS_CAPTAIN] = "Intervertissez les cartes Navire de deux quartiers\u00a0: leurs gemmes changent de port "
                           "pour ce tour.",
            [YS_SPY] = "Pendant cette pose, regardez en secret jusqu'à trois courtiers cachés des autres joueurs, "
                       "juste avant ou après vos poses.",
            [YS_HERALD] =
                "Déplacez l'un de vos courtiers du plateau vers une autre case, sans changer sa face. "
                "Entrer au marché rapporte 1\u00a0point\u00a0; une zone verrouillée par la Reine est interdite.",
            [YS_CONJURER] = "Ce tour-ci, vous pouvez poser des courtiers pris devant votre paravent\u00a0; chacun y "
                            "est remplacé, face visible, par un courtier de derrière.",
            [YS_INTRIGUER] = "Ce tour-ci, vous remportez toutes vos égalités. Si des colonnes du marché restent à "
                             "égalité de courtiers, vous les classez.",
            [YS_JEWELLER] = "Prenez à la banque deux gemmes de votre choix\u00a0: bleues, vertes, jaunes ou rouges.",
            [YS_MAGICIAN] = "Échangez les places de deux de vos courtiers sur le plateau, sans changer leurs faces. "
                            "Une zone verrouillée par la Reine est hors d'atteinte.",
            [YS_MERCHANT] = "Pendant ce décompte, chaque zone du commerce rapporte 5 points au lieu de 3 à celui qui "
                            "la remporte.",
            [YS_MERCENARY] = "Marquez l'un des deux courtiers que vous venez de poser\u00a0: au décompte de ce tour, "
                             "il vaut 5 partout où il compte.",
            [YS_QUEEN] = "Verrouillez une zone de la ville jusqu'à son décompte\u00a0: plus personne ne peut y poser "
                         "de courtier, ceux qui y sont restent.",
            [YS_PRINCE] = "Marquez tout de suite 4 points. Ne compte pas dans vos deux cartes par tour.",
            [YS_KING] = "Marquez tout de suite 5 points. Ne compte pas dans vos deux cartes par tour.",
            [YS_WHITE_CARD] = "Prenez aussitôt à la banque une gemme bleue, verte, jaune ou rouge de votre choix.",
        },
    [UI_LANG_DE] =
        {
            [YS_ALCHEMIST] = "Tausche einen deiner farbigen Edelsteine gegen einen anderer Farbe aus dem Vorrat. "
                             "Schwarze Edelsteine sind ausgenommen.",
            [YS_BANKER] = "Erhöhe den Wert einer Edelsteinsorte um eine Stufe und senke den einer anderen um eine "
                          "Stufe. Beides ist Pflicht.",
            [YS_CAPTAIN] = "Vertausche die Schiffskarten zweier Viertel und damit die Edelsteine, die ihre Häfen "
                           "diese Runde bieten.",
            [YS_SPY] = "Schau dir in dieser Einsetzphase heimlich bis zu drei verdeckte Mittelsmänner anderer "
                       "Spieler an, direkt vor oder nach deinen Zügen.",
            [YS_HERALD] = "Versetze einen deiner Mittelsmänner auf ein anderes Feld, ohne ihn umzudrehen. Wer so auf "
                          "den Markt zieht, erhält 1 Punkt; eine von der Königin gesperrte Gegend ist tabu.",
            [YS_CONJURER] = "Diese Runde darfst du Mittelsmänner von vor deinem Sichtschirm einsetzen; jeder wird "
                            "dort durch einen von dahinter ersetzt, offen.",
            [YS_INTRIGUER] = "Diese Runde gewinnst du jeden Gleichstand, an dem du beteiligt bist. Bleiben Spalten "
                             "trotz Anzahl gleichauf, bestimmst du die Reihenfolge.",
            [YS_JEWELLER] = "Nimm dir zwei Edelsteine deiner Wahl aus dem Vorrat: blau, grün, gelb oder rot.",
            [YS_MAGICIAN] = "Vertausche die Plätze zweier deiner Mittelsmänner; beide bleiben offen oder verdeckt. "
                            "Eine von der Königin gesperrte Gegend ist tabu.",
            [YS_MERCHANT] = "In dieser Abrechnung bringt jede Geschäftsgegend ihrem Gewinner 5 statt 3 Punkte, egal "
                            "wer gewinnt.",
            [YS_MERCENARY] = "Markiere einen der beiden eben eingesetzten Mittelsmänner: In der Abrechnung dieser "
                             "Runde zählt er überall 5.",
            [YS_QUEEN] = "Sperre eine Gegend der Stadt bis zu ihrer Abrechnung: Niemand darf dort mehr einsetzen, "
                         "wer schon dort steht, bleibt.",
            [YS_PRINCE] = "Sofort 4 Punkte. Zählt nicht zu deinen zwei Karten pro Runde.",
            [YS_KING] = "Sofort 5 Punkte. Zählt nicht zu deinen zwei Karten pro Runde.",
            [YS_WHITE_CARD] = "Nimm dir sofort einen blauen, grünen, gelben oder roten Edelstein deiner Wahl aus dem "
                              "Vorrat.",
        },
    [UI_LANG_PL] =
        {
            [YS_ALCHEMIST] = "Wymień jeden ze swoich kolorowych klejnotów na klejnot innego koloru z banku. Czarnych "
                             "nie można wymieniać.",
            [YS_BANKER] = "Podnieś notowanie jednego koloru o jedno pole i obniż notowanie innego o jedno pole. Obie "
                          "zmiany są obowiązkowe.",
            [YS_CAPTAIN] = "Zamień karty Statków dwóch dystryktów, a z nimi klejnoty, które ich porty oferują w tej "
                           "turze.",
            [YS_SPY] = "W tej fazie rozmieszczania podejrzyj w sekrecie do trzech zakrytych brokerów innych graczy, "
                       "tuż przed lub po swoim ruchu.",
            [YS_HERALD] = "Przenieś swojego brokera na inne pole, nie odwracając go. Wejście na rynek daje 1 punkt; "
                          "obszar zamknięty przez Królową jest niedostępny.",
            [YS_CONJURER] = "W tej turze możesz rozmieszczać brokerów sprzed zasłonki; każdego zastępuje tam odkryty "
                            "broker zza zasłonki.",
            [YS_INTRIGUER] = "W tej turze wygrywasz każdy swój remis. Gdy kolumny rynku remisują mimo liczby "
                             "brokerów, ty ustalasz ich kolejność.",
            [YS_JEWELLER] = "Weź z banku dwa wybrane klejnoty: niebieskie, zielone, żółte lub czerwone.",
            [YS_MAGICIAN] = "Zamień miejscami dwóch swoich brokerów; nie odwracasz ich. Obszar zamknięty przez "
                            "Królową jest nietykalny.",
            [YS_MERCHANT] = "W tym podliczaniu każdy obszar handlowy daje zwycięzcy 5 punktów zamiast 3, kimkolwiek "
                            "on jest.",
            [YS_MERCENARY] = "Oznacz jednego z dwóch właśnie umieszczonych brokerów: w podliczaniu tej tury liczy się "
                             "wszędzie jako 5.",
            [YS_QUEEN] = "Zamknij obszar miasta aż do jego podliczenia: nikt nie może tam stawiać brokerów, a ci, "
                         "którzy już tam są, zostają.",
            [YS_PRINCE] = "Natychmiast 4 punkty. Nie wlicza się do limitu dwóch kart na turę.",
            [YS_KING] = "Natychmiast 5 punktów. Nie wlicza się do limitu dwóch kart na turę.",
            [YS_WHITE_CARD] = "Od razu weź z banku wybrany klejnot: niebieski, zielony, żółty lub czerwony.",
        },
};

/* What a card does where King's Favour is played: the throne room is in
 * the game (only the cards that speak of it). */
static const char *const with_throne[UI_LANG_COUNT][YS_CHARACTER_COUNT] = {
    [UI_LANG_EN] =
        {
            [YS_HERALD] = "Move one of your brokers on the board to another area, keeping its face. Moving into the "
                          "market scores 1 point; the throne room and an area the Queen locked are closed.",
            [YS_MAGICIAN] = "Swap the places of two of your brokers on the board (one may be in the throne room); "
                            "each keeps its face. An area the Queen locked is out of reach.",
        },
    [UI_LANG_FR] =
        {
            [YS_HERALD] = "Déplacez l'un de vos courtiers du plateau vers une autre case, sans changer sa face. "
                          "Entrer au marché rapporte 1\u00a0point\u00a0; la salle du Trône et une zone verrouillée "
                          "par la Reine sont interdites.",
            [YS_MAGICIAN] = "Échangez les places de deux de vos courtiers (l'un peut être dans la salle du Trône), "
                            "sans changer leurs faces. Une zone verrouillée par la Reine est hors d'atteinte.",
        },
    [UI_LANG_DE] =
        {
            [YS_HERALD] = "Versetze einen deiner Mittelsmänner auf ein anderes Feld, ohne ihn umzudrehen. Wer so auf "
                          "den Markt zieht, erhält 1 Punkt; der Thronsaal und eine von der Königin gesperrte Gegend "
                          "sind tabu.",
            [YS_MAGICIAN] = "Vertausche die Plätze zweier deiner Mittelsmänner (einer darf im Thronsaal sein); "
                            "beide bleiben offen oder verdeckt. Eine von der Königin gesperrte Gegend ist tabu.",
        },
    [UI_LANG_PL] =
        {
            [YS_HERALD] = "Przenieś swojego brokera na inne pole, nie odwracając go. Wejście na rynek daje 1 punkt; "
                          "sala tronowa i obszar zamknięty przez Królową są niedostępne.",
            [YS_MAGICIAN] = "Zamień miejscami dwóch swoich brokerów (jeden może być w sali tronowej); nie "
                            "odwracasz ich. Obszar zamknięty przez Królową jest nietykalny.",
        },
};

static UiLang lang_or_en(UiLang lang) { return (unsigned)lang < UI_LANG_COUNT ? lang : UI_LANG_EN; }

const char *ui_card_name(int c, UiLang lang)
{
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    return ui_tr((UiStrId)(S_CH_ALCHEMIST + c), lang_or_en(lang));
}

/* The window of a character, from the engine's table (written once, in
 * the engine's data). */
static int window_of(int c) { return ys_character_window(c); }

const char *ui_card_when(int c, UiLang lang)
{
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    int w = window_of(c);
    return w < YS_WIN_NONE ? when[lang_or_en(lang)][w] : "?";
}

const char *ui_card_text(int c, UiLang lang)
{
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    const char *s = text[lang_or_en(lang)][c];
    return s ? s : text[UI_LANG_EN][c];
}

const char *ui_card_text_in(int c, UiLang lang, int kings_favor)
{
    if (c < 0 || c >= YS_CHARACTER_COUNT) return "?";
    const char *s = kings_favor ? with_throne[lang_or_en(lang)][c] : NULL;
    return s ? s : ui_card_text(c, lang);
}
