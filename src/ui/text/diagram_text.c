/* diagram_text.c - the words of the rules reference's drawn examples in the
 * four languages (the vocabulary of each language's rules reference). */
#include "text_internal.h"
#include "ui_diagram_text.h"

static const char *const en[DT_COUNT] = {
    [DT_AREA_TITLE] = "Example: who wins an area",
    [DT_AREA_CAPTION] = "Each player adds up their own brokers in the area; the best total wins it. A port gives its "
                        "winner a black gem.",
    [DT_AREA_WINS] = "%s wins the port with %d: a black gem.",
    [DT_TIE_TITLE] = "Example: a tie",
    [DT_TIE_CAPTION] = "Equal totals: the three brokers in front of each screen decide, and the higher total there "
                       "wins. Only when those are equal too does the lower order card win.",
    [DT_TIE_WINS] = "Both have %d: %s wins with %d in front of the screen against %d.",
    [DT_FRONT] = "In front: %d",
    [DT_ORDER] = "Order card %d",
    [DT_MARKET_TITLE] = "Example: the market",
    [DT_MARKET_CAPTION] = "Rows: the best total in a row wins its gem. Columns: every broker in a column counts, "
                          "whoever owns it; the strongest colour rises two steps, the second one step, the third "
                          "falls one step and the last two. Between equal columns, more brokers is stronger.",
    [DT_ROW_WINS] = "Row %d: %s wins with %d.",
};

static const char *const fr[DT_COUNT] = {
    [DT_AREA_TITLE] = "Exemple : qui remporte une zone",
    [DT_AREA_CAPTION] = "Chaque joueur additionne ses propres courtiers dans la zone ; le meilleur total la remporte. "
                        "Un port rapporte une gemme noire à son vainqueur.",
    [DT_AREA_WINS] = "%s remporte le port avec %d : une gemme noire.",
    [DT_TIE_TITLE] = "Exemple : une égalité",
    [DT_TIE_CAPTION] = "À égalité, les trois courtiers devant chaque paravent départagent : le plus gros total devant "
                       "le paravent l'emporte. S'il y a encore égalité, la plus petite carte Ordre gagne.",
    [DT_TIE_WINS] = "Tous deux à %d : %s l'emporte avec %d devant son paravent, contre %d.",
    [DT_FRONT] = "Devant : %d",
    [DT_ORDER] = "Carte Ordre %d",
    [DT_MARKET_TITLE] = "Exemple : le marché",
    [DT_MARKET_CAPTION] = "Lignes : le meilleur total d'une ligne remporte sa gemme. Colonnes : tous les courtiers "
                          "d'une colonne comptent, quel que soit leur propriétaire ; la couleur la plus forte monte "
                          "de deux crans, la deuxième d'un cran, la troisième descend d'un cran et la dernière de "
                          "deux. Entre colonnes à égalité, celle qui a le plus de courtiers est la plus forte.",
    [DT_ROW_WINS] = "Ligne %d : %s l'emporte avec %d.",
};

static const char *const de[DT_COUNT] = {
    [DT_AREA_TITLE] = "Beispiel: Wer gewinnt eine Gegend?",
    [DT_AREA_CAPTION] = "Jeder zählt seine eigenen Mittelsmänner in der Gegend zusammen; die höchste Summe gewinnt "
                        "sie. Ein Hafen bringt seinem Gewinner einen schwarzen Edelstein.",
    [DT_AREA_WINS] = "%s gewinnt den Hafen mit %d: ein schwarzer Edelstein.",
    [DT_TIE_TITLE] = "Beispiel: Gleichstand",
    [DT_TIE_CAPTION] = "Bei gleicher Summe entscheiden die drei Mittelsmänner vor jedem Sichtschirm: Die höhere Summe "
                       "dort gewinnt. Erst wenn auch sie gleich ist, gewinnt die niedrigere Reihenfolgekarte.",
    [DT_TIE_WINS] = "Beide haben %d: %s gewinnt mit %d vor dem Sichtschirm gegen %d.",
    [DT_FRONT] = "Vor dem Schirm: %d",
    [DT_ORDER] = "Reihenfolgekarte %d",
    [DT_MARKET_TITLE] = "Beispiel: der Markt",
    [DT_MARKET_CAPTION] = "Zeilen: Die höchste Summe einer Zeile gewinnt ihren Edelstein. Spalten: Alle Mittelsmänner "
                          "einer Spalte zählen, egal wem sie gehören; die stärkste Farbe steigt zwei Stufen, die "
                          "zweite eine, die dritte fällt eine und die letzte zwei. Bei gleicher Summe ist die Spalte "
                          "mit mehr Mittelsmännern stärker.",
    [DT_ROW_WINS] = "Zeile %d: %s gewinnt mit %d.",
};

static const char *const pl[DT_COUNT] = {
    [DT_AREA_TITLE] = "Przykład: kto zdobywa obszar",
    [DT_AREA_CAPTION] = "Każdy gracz sumuje swoich brokerów w obszarze; najwyższa suma go zdobywa. Port daje "
                        "zwycięzcy czarny klejnot.",
    [DT_AREA_WINS] = "Port zdobywa %s z sumą %d: czarny klejnot.",
    [DT_TIE_TITLE] = "Przykład: remis",
    [DT_TIE_CAPTION] = "Przy równych sumach decydują trzej brokerzy przed zasłonką każdego gracza: wygrywa wyższa "
                       "suma przed zasłonką. Dopiero gdy i ona jest równa, wygrywa niższa karta Kolejności.",
    [DT_TIE_WINS] = "Obaj mają %d: wygrywa %s, z sumą %d przed zasłonką wobec %d.",
    [DT_FRONT] = "Przed zasłonką: %d",
    [DT_ORDER] = "Karta Kolejności %d",
    [DT_MARKET_TITLE] = "Przykład: rynek",
    [DT_MARKET_CAPTION] = "Rzędy: najwyższa suma w rzędzie zdobywa jego klejnot. Kolumny: liczą się wszyscy brokerzy "
                          "w kolumnie, bez względu na właściciela; najsilniejszy kolor idzie w górę o dwa pola, drugi "
                          "o jedno, trzeci spada o jedno, a ostatni o dwa. Przy równych sumach silniejsza jest "
                          "kolumna z większą liczbą brokerów.",
    [DT_ROW_WINS] = "Rząd %d: wygrywa %s z sumą %d.",
};

const char *ui_diag_tr(int id, int lang)
{
    if (id < 0 || id >= DT_COUNT) return NULL;
    switch (lang) {
    case UI_LANG_EN:
        return en[id];
    case UI_LANG_FR:
        return fr[id];
    case UI_LANG_DE:
        return de[id];
    case UI_LANG_PL:
        return pl[id];
    default:
        return NULL;
    }
}

const char *ui_diag_str(int id)
{
    if (id < 0 || id >= DT_COUNT) return "";
    const char *s = ui_diag_tr(id, ui_lang_current());
    return s ? s : en[id];
}
