/* rules_de.c - the in-game rules reference in German, in our own words. */
#include "text_internal.h"
#include "ui_diagram_text.h"

const UiRulesSection ui_rules_de[] = {
    {"Ziel des Spiels",
     "Die Spieler sind Händler-Prinzen von Ys. Vier Runden lang ringen ihre Mittelsmänner um Mehrheiten in der Stadt "
     "und auf dem Markt, um Edelsteine, Gold und die Hilfe einflussreicher Personen zu gewinnen.\n"
     "\n"
     "Gold wird in Punkten gezählt: Einige gibt es während des Spiels, die meisten am Ende für die Edelsteine, die du "
     "besitzt. Der reichste Spieler gewinnt; bei Gleichstand gewinnt, wer mehr Edelsteine (farbige und schwarze) hat."},
    {"Vorbereitung", "Jeder Spieler nimmt einen Sichtschirm, 11 Mittelsmänner einer Farbe (Werte 0, 0, 1, 1, 1, 2, 3, "
                     "3, 3, 4, 4) und einen Markierungsstein. Die Spielerreihenfolgekarten werden zufällig verteilt.\n"
                     "\n"
                     "Auf jeden der vier Paläste kommen drei verdeckte Personenkarten; die übrigen drei Personen "
                     "werden nicht gebraucht. Die vier Karten mit blauem Rand, jede mit einem weißen Edelstein, warten "
                     "auf die letzte Runde. Die vier Edelsteinwerte beginnen in der Mitte der Leiste."},
    {"Eine Runde", "Das Spiel dauert vier Runden mit je vier Phasen:\n"
                   "\n"
                   "- 1. Schiffe und Personen\n"
                   "- 2. Gebot um die Spielerreihenfolge\n"
                   "- 3. Einsetzen der Mittelsmänner\n"
                   "- 4. Abrechnung"},
    {"1. Schiffe und Personen",
     "Die oberste Karte jedes Palaststapels wird aufgedeckt: Wer diesen Palast gewinnt, erhält sie. In der vierten "
     "Runde sind die Stapel leer, und die Karten mit blauem Rand treten an ihre Stelle.\n"
     "\n"
     "In jedem Hafen legt eine Schiffskarte an. Sie zeigt einen großen und zwei kleine Edelsteine; zu viert zählt der "
     "große doppelt, so dass in jedem Viertel vier Edelsteine angeboten werden.\n"
     "\n"
     "Eine fünfte Schiffskarte bestückt den Markt: Ihre drei Edelsteine kommen auf die Zeilen 1, 2 und 3, ein weißer "
     "immer auf Zeile 1."},
    {"2. Gebot um die Spielerreihenfolge",
     "Alle wählen geheim zwei Mittelsmänner hinter ihrem Sichtschirm; die Gebote werden gleichzeitig aufgedeckt. Die "
     "höchste Summe wählt zuerst ihre Position in der Spielerreihenfolge (Erster, Zweiter ...), dann die nächsthöhere "
     "und so weiter. Bei gleichem Gebot wählt die niedrigere Spielerreihenfolgekarte zuerst. Danach werden die "
     "Spielerreihenfolgekarten passend zur neuen Reihenfolge neu verteilt.\n"
     "\n"
     "Die beiden gebotenen Mittelsmänner bleiben die ganze Runde vor dem Sichtschirm."},
    {"3. Einsetzen der Mittelsmänner",
     "In der Spielerreihenfolge setzt jeder Spieler in seinem Zug zwei Mittelsmänner ein: einen offen, einen verdeckt. "
     "Es gibt vier Durchgänge, also bringt jeder acht Mittelsmänner auf den Spielplan.\n"
     "\n"
     "- Stadt: Eine Gegend (Hafen, Handel oder Palast) nimmt beliebig viele Mittelsmänner auf.\n"
     "- Markt: ein Mittelsmann pro Feld. Zeile 0 wird nie benutzt. Ein auf den Markt gesetzter Mittelsmann bringt "
     "sofort 1 Punkt.\n"
     "\n"
     "Dein letzter Mittelsmann kommt zu den beiden gebotenen vor deinen Sichtschirm. Diese drei entscheiden "
     "Gleichstände.\n"
     "\n"
     "Auf dem Bildschirm zeigen beim Einsetzen kleine Plaketten in der Farbe des Führenden, wer jede Mehrheit gerade "
     "anführt: \"+2\" auf einer Gegend, neben der Nummer eines Viertels oder links einer Marktreihe heißt vorn um "
     "2; \"=\" ein Gleichstand, den die Regeln entscheiden; ein \"?\" dahinter: verdeckte Mittelsmänner, die du "
     "nicht siehst, können es ändern. Unter dem Edelstein jeder Marktspalte ist \"#1\" bis \"#4\" ihr bisheriger "
     "Rang (ihr Kurs ändert sich bei der Wertung um +2, +1, -1 oder -2). Zeige auf eine Plakette oder bringe den "
     "Ring der Tastatur auf ihr Feld, um zu lesen, was sie sagt; L blendet sie aus."},
    {"4. Abrechnung der Stadt",
     "Die Viertel werden nacheinander abgerechnet. Die verdeckten Mittelsmänner werden umgedreht, dann zählt jeder "
     "Spieler seine Mittelsmänner im ganzen Viertel zusammen. Die höchste Summe wählt zwei Edelsteine des Hafens, die "
     "zweite einen, die dritte den letzten. Edelsteine, die niemand nimmt, gehen in den Vorrat zurück.\n"
     "\n"
     "Danach geht jede Gegend an die höchste Summe darin:\n"
     "\n"
     "- Hafen: ein schwarzer Edelstein.\n"
     "- Handel: 3 Punkte.\n"
     "- Palast: die dort ausliegende Personenkarte.\n"
     "\n"
     "Eine Gegend ohne Mittelsmann bringt nichts. Ein einzelner Mittelsmann mit Wert 0 gewinnt trotzdem.",
     UI_DIAG_AREA},
    {"Gleichstände",
     "Bei Gleichstand gewinnt die höhere Summe der drei Mittelsmänner vor dem Sichtschirm; ist auch "
     "sie gleich, gewinnt die niedrigere Spielerreihenfolgekarte. Wer den Intriganten gespielt hat, "
     "gewinnt jeden Gleichstand, an dem er beteiligt ist.",
     UI_DIAG_TIE},
    {"Abrechnung des Marktes",
     "Die verdeckten Mittelsmänner auf dem Markt werden umgedreht.\n"
     "\n"
     "Zeilen: In jeder Zeile gewinnt die höchste Summe den Edelstein der Zeile (Gleichstände wie in der Stadt). Eine "
     "Zeile ohne Mittelsmann gibt ihren Edelstein an den Vorrat zurück.\n"
     "\n"
     "Spalten: Alle Mittelsmänner einer Spalte werden addiert, egal wem sie gehören. Die Farbe der stärksten Spalte "
     "steigt um zwei Stufen auf der Werteleiste, die zweite um eine; die dritte fällt um eine und die letzte um zwei. "
     "Bei gleichen Spalten ist die mit mehr Mittelsmännern stärker; bleibt es gleich, entscheidet der Spieler mit der "
     "höchsten Summe vor seinem Sichtschirm (Gleichstände wie üblich). Eine Spalte mit einem einzigen Mittelsmann mit "
     "Wert 0 schlägt eine leere.\n"
     "\n"
     "Höchster Bieter: Der Spieler mit der höchsten Summe auf dem ganzen Markt verschiebt einen Wert um eine Stufe "
     "nach oben oder unten.\n"
     "\n"
     "Dann nehmen alle ihre Mittelsmänner hinter den Sichtschirm zurück.",
     UI_DIAG_MARKET},
    {"Personen",
     "Eine in einem Palast gewonnene Person kommt verdeckt auf deine Hand. Sie kann ab der nächsten Runde gespielt "
     "werden, höchstens zwei Karten pro Runde. König (5 Punkte), Prinz (4 Punkte) und die Karten mit blauem Rand (ein "
     "Edelstein deiner Wahl) wirken sofort, wenn man sie gewinnt, und zählen nicht zu diesem Limit.\n"
     "\n"
     "Jede Karte wird zu einem festen Zeitpunkt gespielt: zu Beginn des Einsetzens, direkt vor oder direkt nach einem "
     "deiner Züge, zu Beginn oder am Ende der Abrechnung. Ist es so weit, werden die Spieler in der Spielerreihenfolge "
     "gefragt. Was jede Karte bewirkt, zeigt ihr Tooltip."},
    {"Spielende",
     "Nach der vierten Runde werden die vier Farben nach ihrem Wert geordnet; bei gleicher Stufe liegt die Spalte "
     "weiter links vorn (Blau, Grün, Gelb, Rot). Für jede Farbe punkten die Spieler mit den meisten Edelsteinen dieser "
     "Farbe:\n"
     "\n"
     "- 1. Farbe: 24 / 18 / 12 / 6\n"
     "- 2. Farbe: 20 / 15 / 10 / 5\n"
     "- 3. Farbe: 16 / 12 / 8 / 4\n"
     "- 4. Farbe: 12 / 9 / 6 / 3\n"
     "\n"
     "(für die meisten, zweitmeisten, drittmeisten und viertmeisten Edelsteine). Wer keinen Edelstein einer Farbe hat, "
     "bekommt für sie nichts. Gleichauf liegende Spieler erhalten alle die Punkte des schlechtesten Platzes, den sie "
     "gemeinsam belegen.\n"
     "\n"
     "Schwarze Edelsteine zählen nach ihrer Anzahl: 1: 1, 2: 4, 3: 8, 4: 12, 5: 16, 6: 20, 7 oder mehr: 24 Punkte."},
    {"Spiel zu dritt",
     "Vor dem Spiel wird festgelegt, ob mit vier oder drei Vierteln gespielt wird (das vierte bleibt dann außen vor).\n"
     "\n"
     "Der große Edelstein eines Schiffs zählt nur einfach: Jeder Hafen bietet drei Edelsteine, zwei für die höchste "
     "Summe und einen für die zweite.\n"
     "\n"
     "Der Markt erhält nur die beiden kleinen Edelsteine seiner Schiffskarte, auf den Zeilen 2 und 3; Zeile 1 ist "
     "gesperrt."},
    {"Spiel zu zweit und der neutrale Spieler",
     "Gespielt wird wie zu dritt, auf drei Vierteln, mit einem neutralen dritten Spieler. Jeder Spieler hat zusätzlich "
     "vier neutrale Mittelsmänner (4, 2, 1, 0; oder 4, 3, 1, 0 mit dem stärkeren neutralen Spieler) und setzt in jedem "
     "seiner Züge einen davon verdeckt ein, zusätzlich zu seinen zwei. Niemand darf einen eingesetzten neutralen "
     "Mittelsmann ansehen. Am Ende jeder Runde erhält jeder seine neutralen Mittelsmänner zurück.\n"
     "\n"
     "Nur die beiden Spieler bieten; sie teilen sich die Spielerreihenfolgekarten 1 und 2. Der neutrale Spieler hat "
     "keine Spielerreihenfolgekarte und nichts vor einem Sichtschirm.\n"
     "\n"
     "Der neutrale Spieler gewinnt jeden Gleichstand, an dem er beteiligt ist, außer gegen den Intriganten. Seine "
     "Mittelsmänner auf dem Markt bringen ihm ihren Punkt. Die Punkte von König oder Prinz behält er; jede andere "
     "Person, die er gewinnt, wird abgeworfen, und er erhält dafür einen Edelstein.\n"
     "\n"
     "Seine Entscheidungen sind festgelegt: zuerst ein weißer Edelstein, dann die am höchsten bewerteten Farben (bei "
     "gleicher Stufe die linke); bei Wertänderungen bevorzugt er die Farben, von denen er am meisten hat. Am Ende "
     "bringt ihm eine Farbe, von der er keinen Edelstein hat, trotzdem den dritten Platz."},
    {"Gunst des Königs",
     "Eine Variante für drei oder vier Spieler mit einer fünften Phase nach der Abrechnung. Jeder wählt geheim einen "
     "der drei Mittelsmänner vor seinem Sichtschirm und schickt ihn verdeckt in den Thronsaal, wo er bis zum Spielende "
     "bleibt. Die anderen beiden kommen hinter den Sichtschirm zurück; nach den Runden 1 bis 3 nimmt jeder außerdem "
     "einen zusätzlichen Mittelsmann mit Wert 2.\n"
     "\n"
     "Keine Person wirkt auf den Thronsaal, außer dem Spion (darf dort nachsehen) und dem Magier (darf einen "
     "Mittelsmann mit einem dort tauschen).\n"
     "\n"
     "Am Spielende bringen die Summen im Thronsaal je nach Rang 12, 7, 3 und 0 Punkte. Gleichauf liegende Spieler "
     "teilen sich die Punkte ihrer Plätze, abgerundet: Zwei gleichauf Erste erhalten je 9 Punkte."},
    {"Ys Express", "Ein kürzeres Spiel für drei oder vier Spieler. Jeder Spieler hat neun Mittelsmänner (eine 3 und "
                   "eine 1 weniger), die Schiffskarten mit weißem Edelstein werden aussortiert, und jede Runde hat nur "
                   "drei statt vier Einsetz-Durchgänge."},
    {"Tasten", "Ohne Maus spielen, in einer Partie:\n"
               "\n"
               "- Tab: das nächste Ziel der anstehenden Entscheidung (ein Mittelsmann hinter deinem Sichtschirm, "
               "ein Feld, eine Karte, ein Edelstein, eine Schaltfläche), mit einem weißen Ring markiert; "
               "Umschalt+Tab: das vorige. Ist ein Mittelsmann gewählt, kommen zuerst die Felder, auf die er darf\n"
               "- Die Pfeile: das nächste Ziel in dieser Richtung auf dem Bildschirm\n"
               "- Eingabe: das markierte Ziel wählen\n"
               "- Leertaste: die laufende Erzählung überspringen; sie wählt das markierte Ziel erst, wenn du den "
               "Ring in dieser Entscheidung bewegt hast: Eine Leertaste zum Überspringen wählt nie\n"
               "- Escape: die Auswahl zurücknehmen oder das Menü öffnen\n"
               "- Strg+Z: rückgängig; F1: diese Regeln; F11: Vollbild\n"
               "- H: ein Tipp; M: Ton an oder aus; L: die Mehrheiten live an oder aus\n"
               "\n"
               "Auf allen anderen Bildschirmen (Titel, Vorbereitung einer Partie, Menü, Einstellungen, gespeicherte "
               "Partien, Verlauf, Endbildschirm, Wiederholung, diese Regeln, Online spielen):\n"
               "\n"
               "- Tab oder Umschalt+Tab oder die Pfeile: die nächste oder vorige Schaltfläche, im selben weißen Ring\n"
               "- Eingabe oder Leertaste: sie drücken; Escape: zurück\n"
               "- Ein Textfeld (ein Name, ein Startwert, eine Einladung): tippen, Rücktaste löscht, Eingabe beendet; "
               "Tab verlässt es\n"
               "- Gespeicherte Partien und Verlauf: Bild auf und Bild ab blättern die Liste; Löschen fragt noch "
               "einmal nach\n"
               "- Die Wiederholung: Links und Rechts einen Zug zurück oder vor, Pos1 und Ende an den Anfang oder das "
               "Ende, die Leertaste spielt ab oder hält an, solange keine Schaltfläche im Ring ist\n"
               "- Diese Regeln: Hoch, Runter, Bild auf und Bild ab scrollen, Pos1 und Ende gehen an den Anfang und "
               "ans Ende (diese Tasten); Links und Rechts gehen über die Abschnitte\n"
               "- Die geführte Partie: Eingabe für Weiter; die Stelle, die der Lehrer zeigt, ist eines der Ziele des "
               "Rings"},
};
const int ui_rules_de_count = (int)(sizeof ui_rules_de / sizeof ui_rules_de[0]);
