/* tutor_text.c - the coach's words in English, French, German and Polish,
 * by UiTutorText: a table of their own (not the game's string enum), in the
 * rulebooks' vocabulary as the game's other strings use it. */
#include "tutor.h"
#include "ui_text.h"

static const char *const en[TX_COUNT] = {
    [TX_WELCOME] = "Welcome to Ys! I will walk you through your first turn. You play Orange against two bots. Each "
                   "turn you bid for the turn order, place brokers on the board, then every area is counted and "
                   "the highest total wins it. After four turns the most points win.",
    [TX_BID] = "First the bid for turn order. Put two brokers in front of your screen: the highest total chooses "
               "its place in the turn order first. Choose the brokers lit in gold: a 3, then a 4.",
    [TX_SEAT] = "Your bid of 7 is the highest, so you choose first. Take place 1: you will place first in every "
                "round of this turn.",
    [TX_UP1] = "Each round you place two brokers: one face up, one face down. Put your 3 face up in the commerce "
               "area of neighbourhood 1. Choose what is lit, one after the other.",
    [TX_DOWN1] =
        "Now one face down: the others see a broker but not its value. Put your 4 face down in the palace "
        "of neighbourhood 1. The highest total in a palace wins its character card. If another total beats your "
        "4 there, it still adds to your total in the whole neighbourhood.",
    [TX_MAJORITY] = "How areas are won: in each area the highest total wins, the port a black gem, commerce points, "
                    "the palace a character. The whole neighbourhood counts too: the highest total of its three "
                    "areas together takes first from the ship's gems.",
    [TX_MARKET] = "The market: the highest total in each row wins that row's gem, and each column is a colour. "
                  "Put your 2 face up in row 3, in the red column. A broker placed in the market scores 1 point "
                  "at once.",
    [TX_SCALE] = "This is the quotation scale. After the counting, the colours with the strongest market columns "
                 "go up and the weakest go down. At the end of the game, gems of the colours high on the scale "
                 "are worth the most points.",
    [TX_DOWN2] = "Your 3 face down in the port of neighbourhood 1: it competes for the port's black gem and adds "
                 "to your total in the whole neighbourhood.",
    [TX_UP3] = "Third round: put your 1 face up in row 2 of the market, in the blue column. Like every broker "
               "in the market, it scores 1 point at once.",
    [TX_DOWN3] = "Now a 0 face down in the palace of neighbourhood 2. Even a 0 wins an area where nobody else "
                 "goes, and face down nobody knows it is only a 0.",
    [TX_UP4] = "Last round: only small brokers are left behind your screen, and each round places two. Put your 1 "
               "face up in the commerce area of neighbourhood 3. It may not win there; your big brokers already "
               "went where they count.",
    [TX_DOWN4] =
        "And your last 0 face down in the port of neighbourhood 3: it wins only if nobody goes there. The bots "
        "finish placing, then the "
        "counting begins and the face-down brokers are turned over.",
    [TX_EV_NBHD] = "The counting starts with the neighbourhoods. In neighbourhood 1 your brokers of all three areas "
                   "add up to the most, so you choose first from its ship's gems.",
    [TX_TAKE] = "Take two gems from the ship: blue and red. Choose what is lit. The next player in this "
                "neighbourhood gets what is left.",
    [TX_EV_PORT] = "The port of neighbourhood 1: your face-down 3 is the highest total there, so you win a black "
                   "gem.",
    [TX_EV_COMMERCE] = "The commerce area of neighbourhood 1: your 3 is the highest total, so you score its points.",
    [TX_EV_CARD] = "The palace of neighbourhood 2: your lone 0 wins its character, the Spy. The card goes into "
                   "your hand at the bottom; you can play it from the next turn on. Point at it to read what it "
                   "does.",
    [TX_EV_ROW] = "Market row 3: another player has a higher total there, so the row's red gem goes to them. Your "
                  "broker still scored its point when you placed it.",
    [TX_EV_COLUMNS] = "The market's columns are ranked by their totals: the strongest colours go up the quotation "
                      "scale, the weakest go down. Then the highest bidder in the market moves one colour a step.",
    [TX_GOODBYE] = "That was a whole turn! Three more follow, played the same way. You are on your own now: point "
                   "at anything to read about it, press H for a hint and F1 for the rules. Good luck!",
    [TX_COACH] = "Your coach",
    [TX_NEXT] = "Next",
    [TX_SKIP] = "Skip the lessons",
    [TX_WRONG_MOVE] = "Not that one: choose what is lit in gold.",
    [TX_WRONG_NEXT] = "Read this first, then choose Next.",
    [TX_WAIT] = "The other players are moving…",
    [TX_WATCH] = "The counting goes on: watch the board…",
    [TX_OFFER] = "Guided first game",
    [TX_FIRST_CALLOUT] = "New to Ys? Start here: a coach shows you how to play.",
    [TX_STEP_OF] = "Step %d of %d",
};

static const char *const fr[TX_COUNT] = {
    [TX_WELCOME] = "Bienvenue dans Ys ! Je vous guide pendant votre premier tour. Vous jouez Orange contre deux "
                   "robots. À chaque tour, on mise pour l'ordre du tour, on pose des courtiers, puis "
                   "chaque zone est décomptée : le plus fort total l'emporte. Après quatre tours, le plus de points "
                   "gagne.",
    [TX_BID] = "D'abord la mise pour l'ordre du tour. Placez deux courtiers devant votre paravent : le plus fort "
               "total choisit en premier sa place dans l'ordre du tour. Choisissez les courtiers éclairés en "
               "or : un 3, puis un 4.",
    [TX_SEAT] = "Votre mise de 7 est la plus forte : vous choisissez en premier. Prenez la place 1 : vous poserez "
                "en premier à chaque manche de ce tour.",
    [TX_UP1] = "À chaque manche, vous posez deux courtiers : un face visible, un face cachée. Posez votre 3 face "
               "visible dans la zone du commerce du quartier 1. Choisissez ce qui est éclairé, l'un après "
               "l'autre.",
    [TX_DOWN1] = "Maintenant, un face cachée : les autres voient un courtier, mais pas sa valeur. Posez votre 4 "
                 "face cachée dans le palais du quartier 1. Le plus fort total d'un palais gagne sa carte "
                 "Personnage. Si un autre total bat votre 4, il compte quand même dans votre total du quartier.",
    [TX_MAJORITY] = "Comment on gagne une zone : dans chacune, le plus fort total l'emporte ; le port donne une "
                    "gemme noire, le commerce des points, le palais un personnage. Le quartier entier compte aussi : "
                    "le plus fort total de ses trois zones réunies se sert en premier dans les gemmes du navire.",
    [TX_MARKET] = "Le marché : le plus fort total de chaque ligne gagne la gemme de cette ligne, et chaque colonne "
                  "est une couleur. Posez votre 2 face visible en ligne 3, colonne rouge. Un courtier posé au "
                  "marché rapporte tout de suite 1 point.",
    [TX_SCALE] = "Voici l'échelle des cotations. Après le décompte, les couleurs dont les colonnes du marché sont "
                 "les plus fortes montent, les plus faibles descendent. En fin de partie, les gemmes des couleurs "
                 "hautes sur l'échelle rapportent le plus de points.",
    [TX_DOWN2] = "Votre 3 face cachée dans le port du quartier 1 : il dispute la gemme noire du port et s'ajoute à "
                 "votre total dans tout le quartier.",
    [TX_UP3] = "Troisième manche : posez votre 1 face visible en ligne 2 du marché, colonne bleue. Comme tout "
               "courtier posé au marché, il rapporte tout de suite 1 point.",
    [TX_DOWN3] = "Maintenant un 0 face cachée dans le palais du quartier 2. Même un 0 gagne une zone où personne "
                 "d'autre ne va, et face cachée, nul ne sait que ce n'est qu'un 0.",
    [TX_UP4] = "Dernière manche : il ne reste que de petits courtiers derrière votre paravent, et chaque manche "
               "en pose deux. Posez votre 1 face visible dans la zone du commerce du quartier 3. Il n'y gagnera "
               "peut-être pas ; vos gros courtiers sont déjà là où ils comptent.",
    [TX_DOWN4] = "Et votre dernier 0 face cachée dans le port du quartier 3 : il ne gagne que si personne n'y va. Les "
                 "robots finissent de poser, puis "
                 "le décompte commence et les courtiers cachés sont retournés.",
    [TX_EV_NBHD] = "Le décompte commence par les quartiers. Dans le quartier 1, vos courtiers des trois zones font "
                   "le plus fort total : vous choisissez en premier parmi les gemmes de son navire.",
    [TX_TAKE] = "Prenez deux gemmes du navire : la bleue et la rouge. Choisissez ce qui est éclairé. Le suivant "
                "dans ce quartier aura ce qui reste.",
    [TX_EV_PORT] = "Le port du quartier 1 : votre 3 caché y fait le plus fort total, vous gagnez une gemme noire.",
    [TX_EV_COMMERCE] = "La zone du commerce du quartier 1 : votre 3 fait le plus fort total, vous marquez ses "
                       "points.",
    [TX_EV_CARD] = "Le palais du quartier 2 : votre 0, seul, gagne son personnage, l'Espion. La carte va dans "
                   "votre main, en bas ; vous pourrez la jouer dès le prochain tour. Pointez-la pour lire ce "
                   "qu'elle fait.",
    [TX_EV_ROW] = "Ligne 3 du marché : un autre joueur y a un plus fort total, la gemme rouge de la ligne est pour "
                  "lui. Votre courtier a tout de même rapporté son point à la pose.",
    [TX_EV_COLUMNS] = "Les colonnes du marché sont classées par leurs totaux : les couleurs les plus fortes montent "
                      "sur l'échelle des cotations, les plus faibles descendent. Puis le plus fort enchérisseur du "
                      "marché déplace une couleur d'un cran.",
    [TX_GOODBYE] = "Voilà un tour complet ! Trois autres suivent, de la même façon. À vous de jouer seul : pointez "
                   "n'importe quoi pour une explication, H pour un conseil, F1 pour les règles. Bonne chance !",
    [TX_COACH] = "Votre guide",
    [TX_NEXT] = "Suivant",
    [TX_SKIP] = "Passer les leçons",
    [TX_WRONG_MOVE] = "Pas celui-là : choisissez ce qui est éclairé en or.",
    [TX_WRONG_NEXT] = "Lisez d'abord ceci, puis choisissez Suivant.",
    [TX_WAIT] = "Les autres joueurs jouent…",
    [TX_WATCH] = "Le décompte continue : regardez le plateau…",
    [TX_OFFER] = "Première partie guidée",
    [TX_FIRST_CALLOUT] = "Nouveau dans Ys ? Commencez ici : un guide vous apprend à jouer.",
    [TX_STEP_OF] = "Étape %d sur %d",
};

static const char *const de[TX_COUNT] = {
    [TX_WELCOME] = "Willkommen bei Ys! Ich begleite dich durch deine erste Runde. Du spielst Orange gegen zwei "
                   "Bots. In jeder Runde bietest du um die Spielerreihenfolge, setzt Mittelsmänner auf den Plan, "
                   "dann wird jede Gegend gewertet: Die höchste Summe gewinnt. Nach vier Runden gewinnen die "
                   "meisten Punkte.",
    [TX_BID] = "Zuerst das Gebot um die Reihenfolge. Stelle zwei Mittelsmänner vor deinen Sichtschirm: Die höchste "
               "Summe wählt zuerst ihren Platz in der Reihenfolge. Wähle die golden hervorgehobenen "
               "Mittelsmänner: eine 3, dann eine 4.",
    [TX_SEAT] = "Dein Gebot von 7 ist das höchste, also wählst du zuerst. Nimm Platz 1: Du setzt in jeder "
                "Setzrunde dieser Runde als Erster.",
    [TX_UP1] = "In jeder Setzrunde setzt du zwei Mittelsmänner: einen offen, einen verdeckt. Setze deine 3 offen in "
               "die Geschäftsgegend von Viertel 1. Wähle nacheinander, was hervorgehoben ist.",
    [TX_DOWN1] = "Jetzt einen verdeckt: Die anderen sehen einen Mittelsmann, aber nicht seinen Wert. Setze deine 4 "
                 "verdeckt in den Palast von Viertel 1. Die höchste Summe im Palast gewinnt seine Personenkarte. "
                 "Schlägt eine andere Summe deine 4, zählt sie trotzdem zu deiner Summe im ganzen Viertel.",
    [TX_MAJORITY] = "So gewinnt man Gegenden: In jeder gewinnt die höchste Summe, der Hafen einen schwarzen "
                    "Edelstein, der Handel Punkte, der Palast eine Person. Auch das ganze Viertel zählt: Die höchste "
                    "Summe seiner drei Gegenden zusammen nimmt zuerst von den Edelsteinen des Schiffs.",
    [TX_MARKET] = "Der Markt: Die höchste Summe jeder Zeile gewinnt deren Edelstein, und jede Spalte ist eine "
                  "Farbe. Setze deine 2 offen in Zeile 3, rote Spalte. Ein Mittelsmann auf dem Markt bringt sofort "
                  "1 Punkt.",
    [TX_SCALE] = "Das ist die Wertetafel. Nach der Wertung steigen die Farben mit den stärksten Marktspalten, die "
                 "schwächsten fallen. Am Spielende bringen Edelsteine der Farben, die oben auf der Tafel stehen, "
                 "die meisten Punkte.",
    [TX_DOWN2] = "Deine 3 verdeckt in den Hafen von Viertel 1: Sie kämpft um den schwarzen Edelstein des Hafens "
                 "und zählt zu deiner Summe im ganzen Viertel.",
    [TX_UP3] = "Dritte Setzrunde: Setze deine 1 offen in Zeile 2 des Markts, blaue Spalte. Wie jeder "
               "Mittelsmann auf dem Markt bringt sie sofort 1 Punkt.",
    [TX_DOWN3] = "Jetzt eine 0 verdeckt in den Palast von Viertel 2. Auch eine 0 gewinnt eine Gegend, in die "
                 "sonst niemand geht, und verdeckt weiß keiner, dass es nur eine 0 ist.",
    [TX_UP4] = "Letzte Setzrunde: Hinter deinem Sichtschirm sind nur kleine Mittelsmänner übrig, und jede "
               "Setzrunde setzt zwei. Setze deine 1 offen in die Geschäftsgegend von Viertel 3. Vielleicht gewinnt "
               "sie dort nicht; deine großen stehen schon, wo sie zählen.",
    [TX_DOWN4] = "Und deine letzte 0 verdeckt in den Hafen von Viertel 3: Sie gewinnt nur, wenn sonst keiner hingeht. "
                 "Die Bots setzen zu Ende, dann beginnt "
                 "die Wertung und die verdeckten Mittelsmänner werden umgedreht.",
    [TX_EV_NBHD] = "Die Wertung beginnt mit den Vierteln. In Viertel 1 haben deine Mittelsmänner aller drei "
                   "Gegenden zusammen die höchste Summe, also wählst du zuerst von den Edelsteinen seines Schiffs.",
    [TX_TAKE] = "Nimm zwei Edelsteine vom Schiff: den blauen und den roten. Wähle, was hervorgehoben ist. Der "
                "Nächste in diesem Viertel bekommt den Rest.",
    [TX_EV_PORT] = "Der Hafen von Viertel 1: Deine verdeckte 3 ist dort die höchste Summe, du gewinnst einen "
                   "schwarzen Edelstein.",
    [TX_EV_COMMERCE] = "Die Geschäftsgegend von Viertel 1: Deine 3 ist die höchste Summe, du bekommst ihre Punkte.",
    [TX_EV_CARD] = "Der Palast von Viertel 2: Deine einsame 0 gewinnt seine Person, den Spion. Die Karte kommt "
                   "unten in deine Hand; du kannst sie ab der nächsten Runde spielen. Zeige auf sie, um "
                   "zu lesen, was sie tut.",
    [TX_EV_ROW] = "Marktzeile 3: Ein anderer Spieler hat dort eine höhere Summe, der rote Edelstein der Zeile geht "
                  "an ihn. Dein Mittelsmann hat seinen Punkt trotzdem beim Setzen gebracht.",
    [TX_EV_COLUMNS] = "Die Marktspalten werden nach ihren Summen geordnet: Die stärksten Farben steigen auf der "
                      "Wertetafel, die schwächsten fallen. Dann rückt der Höchstbietende im Markt eine Farbe um "
                      "einen Schritt.",
    [TX_GOODBYE] = "Das war eine ganze Runde! Drei weitere folgen, genauso gespielt. Jetzt spielst du allein: "
                   "Zeige auf etwas, um mehr zu lesen, H gibt einen Tipp, F1 die Regeln. Viel Glück!",
    [TX_COACH] = "Dein Trainer",
    [TX_NEXT] = "Weiter",
    [TX_SKIP] = "Lektionen überspringen",
    [TX_WRONG_MOVE] = "Nicht das: Wähle, was golden hervorgehoben ist.",
    [TX_WRONG_NEXT] = "Lies das zuerst, dann wähle Weiter.",
    [TX_WAIT] = "Die anderen Spieler sind am Zug…",
    [TX_WATCH] = "Die Wertung geht weiter: schau auf den Spielplan…",
    [TX_OFFER] = "Geführte erste Partie",
    [TX_FIRST_CALLOUT] = "Neu bei Ys? Fang hier an: Ein Trainer zeigt dir das Spiel.",
    [TX_STEP_OF] = "Schritt %d von %d",
};

static const char *const pl[TX_COUNT] = {
    [TX_WELCOME] = "Witaj w Ys! Przeprowadzę cię przez pierwszą turę. Grasz pomarańczowymi przeciw dwóm botom. W "
                   "każdej turze licytujesz o kolejność, stawiasz brokerów na planszy, a potem liczy się każdy "
                   "obszar: wygrywa najwyższa suma. Po czterech turach wygrywa ten, kto ma najwięcej punktów.",
    [TX_BID] = "Najpierw licytacja o kolejność. Postaw dwóch brokerów przed zasłonką: najwyższa suma pierwsza "
               "wybiera miejsce w kolejności. Wybierz brokerów podświetlonych na złoto: 3, a potem 4.",
    [TX_SEAT] = "Twoja oferta 7 jest najwyższa, więc wybierasz pierwszy. Weź miejsce 1: w tej turze będziesz "
                "stawiać pierwszy w każdej kolejce.",
    [TX_UP1] = "W każdej kolejce stawiasz dwóch brokerów: jednego odkrytego, jednego zakrytego. Postaw swoją 3 "
               "odkrytą w obszarze handlowym dystryktu 1. Klikaj po kolei to, co podświetlone.",
    [TX_DOWN1] = "Teraz jeden zakryty: inni widzą brokera, ale nie jego wartość. Postaw swoją 4 zakrytą w pałacu "
                 "dystryktu 1. Najwyższa suma w pałacu zdobywa jego kartę Postaci. Jeśli inna suma pobije twoją 4, "
                 "i tak liczy się ona do twojej sumy w całym dystrykcie.",
    [TX_MAJORITY] = "Jak zdobywa się obszary: w każdym wygrywa najwyższa suma; port daje czarny klejnot, handel "
                    "punkty, pałac postać. Liczy się też cały dystrykt: najwyższa suma jego trzech obszarów razem "
                    "pierwsza wybiera klejnoty ze statku.",
    [TX_MARKET] = "Rynek: najwyższa suma w każdym rzędzie zdobywa klejnot tego rzędu, a każda kolumna to kolor. "
                  "Postaw swoją 2 odkrytą w rzędzie 3, w czerwonej kolumnie. Broker postawiony na rynku od razu "
                  "daje 1 punkt.",
    [TX_SCALE] = "To jest skala notowań. Po liczeniu kolory z najsilniejszymi kolumnami rynku idą w górę, "
                 "najsłabsze w dół. Na koniec gry klejnoty kolorów wysoko na skali są warte najwięcej punktów.",
    [TX_DOWN2] = "Twoja 3 zakryta w porcie dystryktu 1: walczy o czarny klejnot portu i dolicza się do twojej sumy "
                 "w całym dystrykcie.",
    [TX_UP3] = "Trzecia kolejka: postaw swoją 1 odkrytą w rzędzie 2 rynku, w niebieskiej kolumnie. Jak każdy "
               "broker na rynku, od razu daje 1 punkt.",
    [TX_DOWN3] = "Teraz 0 zakryte w pałacu dystryktu 2. Nawet 0 wygrywa obszar, do którego nikt inny nie idzie, a "
                 "zakrytego nikt nie rozpozna jako zera.",
    [TX_UP4] = "Ostatnia kolejka: za twoją zasłonką zostali tylko słabi brokerzy, a każda kolejka stawia dwóch. "
               "Postaw swoją 1 odkrytą w obszarze handlowym dystryktu 3. Może tam nie wygrać; twoi silni "
               "brokerzy już stoją tam, gdzie się liczą.",
    [TX_DOWN4] = "I ostatnie 0 zakryte w porcie dystryktu 3: wygra tylko, jeśli nikt inny tam nie pójdzie. Boty "
                 "kończą stawianie, potem zaczyna się liczenie i "
                 "zakryci brokerzy zostają odwróceni.",
    [TX_EV_NBHD] = "Liczenie zaczyna się od dystryktów. W dystrykcie 1 twoi brokerzy ze wszystkich trzech obszarów "
                   "mają najwyższą sumę, więc pierwszy wybierasz klejnoty z jego statku.",
    [TX_TAKE] = "Weź dwa klejnoty ze statku: niebieski i czerwony. Wybierz to, co podświetlone. Następny gracz w "
                "tym dystrykcie dostanie resztę.",
    [TX_EV_PORT] = "Port dystryktu 1: twoja zakryta 3 to tam najwyższa suma, więc zdobywasz czarny klejnot.",
    [TX_EV_COMMERCE] = "Obszar handlowy dystryktu 1: twoja 3 to najwyższa suma, więc zdobywasz jego punkty.",
    [TX_EV_CARD] = "Pałac dystryktu 2: twoje samotne 0 zdobywa jego postać, Szpiega. Karta trafia do twojej "
                   "ręki na dole; możesz ją zagrać od następnej tury. Wskaż ją, by przeczytać, co robi.",
    [TX_EV_ROW] = "Rząd 3 rynku: inny gracz ma tam wyższą sumę, więc czerwony klejnot rzędu trafia do niego. Twój "
                  "broker i tak dał swój punkt przy stawianiu.",
    [TX_EV_COLUMNS] = "Kolumny rynku są szeregowane według sum: najsilniejsze kolory idą w górę skali notowań, "
                      "najsłabsze w dół. Potem najwyżej licytujący na rynku przesuwa jeden kolor o krok.",
    [TX_GOODBYE] = "To była cała tura! Zostały jeszcze trzy, rozgrywane tak samo. Teraz grasz sam: wskaż cokolwiek, "
                   "by o tym przeczytać, H daje podpowiedź, F1 zasady. Powodzenia!",
    [TX_COACH] = "Twój przewodnik",
    [TX_NEXT] = "Dalej",
    [TX_SKIP] = "Pomiń lekcje",
    [TX_WRONG_MOVE] = "Nie to: wybierz to, co podświetlone na złoto.",
    [TX_WRONG_NEXT] = "Najpierw przeczytaj, potem wybierz Dalej.",
    [TX_WAIT] = "Inni gracze wykonują ruchy…",
    [TX_WATCH] = "Liczenie trwa: patrz na planszę…",
    [TX_OFFER] = "Pierwsza gra z przewodnikiem",
    [TX_FIRST_CALLOUT] = "Nowy w Ys? Zacznij tutaj: przewodnik pokaże ci, jak grać.",
    [TX_STEP_OF] = "Krok %d z %d",
};

const char *ui_tutor_text_in(int lang, int id)
{
    static const char *const *const tables[UI_LANG_COUNT] = {en, fr, de, pl};
    if (id < 0 || id >= TX_COUNT) return "";
    if (lang < 0 || lang >= UI_LANG_COUNT) lang = UI_LANG_EN;
    const char *s = tables[lang][id];
    return s ? s : en[id] ? en[id] : "";
}
