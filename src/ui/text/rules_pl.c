/* rules_pl.c - the in-game rules reference in Polish, in our own words. */
#include "text_internal.h"
#include "ui_diagram_text.h"

const UiRulesSection ui_rules_pl[] = {
    {"Cel gry",
     "Gracze są książętami kupieckimi Ys. Przez cztery tury ich brokerzy walczą o większość w mieście i na rynku, aby "
     "zdobyć klejnoty, złoto i pomoc wpływowych postaci.\n"
     "\n"
     "Złoto liczy się w punktach: część zdobywa się w trakcie gry, większość na koniec dzięki posiadanym klejnotom. "
     "Wygrywa najbogatszy gracz; przy remisie wygrywa ten, kto ma więcej klejnotów (kolorowych i czarnych)."},
    {"Przygotowanie", "Każdy gracz bierze zasłonkę, 11 brokerów w swoim kolorze (wartości 0, 0, 1, 1, 1, 2, 3, 3, 3, "
                      "4, 4) i znacznik punktacji. Karty Kolejności rozdaje się losowo.\n"
                      "\n"
                      "Na każdym z czterech pałaców leżą po trzy zakryte karty Postaci; pozostałe trzy postacie nie "
                      "biorą udziału w grze. Cztery karty z niebieską krawędzią, każda z białym klejnotem, czekają na "
                      "ostatnią turę. Cztery notowania klejnotów zaczynają od środka tabeli."},
    {"Tura", "Gra trwa cztery tury, każda ma cztery fazy:\n"
             "\n"
             "- 1. Statki i postacie\n"
             "- 2. Licytacja o kolejność\n"
             "- 3. Rozmieszczanie brokerów\n"
             "- 4. Podliczanie"},
    {"1. Statki i postacie",
     "Wierzchnia karta każdego stosu pałacowego zostaje odkryta: zdobędzie ją zwycięzca tego pałacu. W czwartej turze "
     "stosy są puste i ich miejsce zajmują karty z niebieską krawędzią.\n"
     "\n"
     "Do każdego portu przybija karta Statku. Widać na niej jeden duży i dwa małe klejnoty; przy 4 graczach duży liczy "
     "się podwójnie, więc w każdym dystrykcie do zdobycia są cztery klejnoty.\n"
     "\n"
     "Piąta karta Statku zaopatruje rynek: jej trzy klejnoty trafiają do rzędów 1, 2 i 3, biały zawsze do rzędu 1."},
    {"2. Licytacja o kolejność",
     "Każdy wybiera w tajemnicy dwóch brokerów zza swojej zasłonki; wszystkie stawki odsłania się jednocześnie. "
     "Najwyższa suma pierwsza wybiera swoje miejsce w kolejności tury (pierwsze, drugie...), potem następna i tak "
     "dalej. Przy równych stawkach pierwszy wybiera gracz z niższą kartą Kolejności. Następnie karty Kolejności "
     "rozdaje się na nowo, zgodnie z nową kolejnością.\n"
     "\n"
     "Dwaj brokerzy z licytacji zostają przed zasłonką przez całą turę."},
    {"3. Rozmieszczanie brokerów",
     "W kolejności tury każdy gracz w swoim ruchu umieszcza dwóch brokerów: jednego odkrytego, drugiego zakrytego. "
     "Rozgrywa się cztery kolejki, więc każdy stawia na planszy ośmiu brokerów.\n"
     "\n"
     "- Miasto: w obszarze (portowym, handlowym lub pałacowym) może stać dowolnie wielu brokerów.\n"
     "- Rynek: jeden broker na pole. Rząd 0 nigdy nie jest używany. Broker postawiony na rynku od razu daje 1 punkt.\n"
     "\n"
     "Ostatni broker dołącza do dwóch brokerów z licytacji przed zasłonką. Ta trójka rozstrzyga remisy.\n"
     "\n"
     "Na ekranie, podczas rozmieszczania, małe znaczki w kolorze prowadzącego mówią, kto teraz prowadzi w każdej "
     "rywalizacji: \"+2\" na obszarze, obok numeru dystryktu lub na lewo od rzędu rynku znaczy prowadzenie o 2; "
     "\"=\" remis rozstrzygany przez zasady; \"?\" na końcu: zakryci brokerzy, których nie widzisz, mogą to "
     "zmienić. Pod klejnotem każdej kolumny rynku \"#1\" do \"#4\" to jej dotychczasowe miejsce (jej kurs zmieni "
     "się przy liczeniu o +2, +1, -1 lub -2). Wskaż znaczek albo przenieś na jego pole pierścień klawiatury, aby "
     "przeczytać, co mówi; L je ukrywa."},
    {"4. Podliczanie w mieście",
     "Dystrykty podlicza się po kolei. Zakrytych brokerów się odwraca, a każdy gracz sumuje swoich brokerów w całym "
     "dystrykcie. Najwyższa suma wybiera dwa klejnoty z portu, druga jeden, trzecia ostatni. Klejnoty, których nikt "
     "nie bierze, wracają do banku.\n"
     "\n"
     "Następnie każdy obszar przypada najwyższej sumie w tym obszarze:\n"
     "\n"
     "- Port: czarny klejnot.\n"
     "- Handel: 3 punkty.\n"
     "- Pałac: leżąca tam karta Postaci.\n"
     "\n"
     "Obszar bez brokerów nie daje nic. Samotny broker o wartości 0 także wygrywa.",
     UI_DIAG_AREA},
    {"Remisy",
     "Przy remisie wygrywa wyższa suma trzech brokerów przed zasłonką; jeśli i ona jest równa, wygrywa "
     "niższa karta Kolejności. Gracz, który zagrał Intryganta, wygrywa każdy swój remis.",
     UI_DIAG_TIE},
    {"Podliczanie na rynku",
     "Zakrytych brokerów na rynku się odwraca.\n"
     "\n"
     "Rzędy: w każdym rzędzie najwyższa suma zdobywa klejnot tego rzędu (remisy jak w mieście). Rząd bez brokerów "
     "oddaje swój klejnot do banku.\n"
     "\n"
     "Kolumny: sumuje się wszystkich brokerów w kolumnie, bez względu na właściciela. Kolor najsilniejszej kolumny "
     "idzie o dwa pola w górę w tabeli notowań, drugiej o jedno pole; trzeci spada o jedno pole, a ostatni o dwa. "
     "Spośród remisujących kolumn silniejsza jest ta z większą liczbą brokerów; jeśli remis trwa, decyduje gracz z "
     "najwyższą sumą przed zasłonką (remisy jak zwykle). Kolumna z jednym brokerem o wartości 0 wygrywa z pustą.\n"
     "\n"
     "Największy gracz na rynku: gracz z najwyższą sumą na całym rynku przesuwa jedno notowanie o jedno pole w górę "
     "lub w dół.\n"
     "\n"
     "Potem wszyscy zabierają swoich brokerów za zasłonkę.",
     UI_DIAG_MARKET},
    {"Postacie", "Postać zdobyta w pałacu trafia zakryta do twojej ręki. Można ją zagrać od następnej tury, najwyżej "
                 "dwie karty na turę. Król (5 punktów), Książę (4 punkty) i karty z niebieską krawędzią (klejnot w "
                 "wybranym kolorze) działają od razu po zdobyciu i nie wliczają się do tego limitu.\n"
                 "\n"
                 "Każdą kartę zagrywa się w określonym momencie: na początku rozmieszczania, tuż przed lub tuż po "
                 "twoim ruchu, na początku albo na końcu podliczania. Gdy nadchodzi ten moment, gracze są pytani w "
                 "kolejności tury. Działanie każdej karty opisuje jej podpowiedź."},
    {"Koniec gry",
     "Po czwartej turze cztery kolory szereguje się według notowań; przy równym polu wyżej stoi kolumna bardziej na "
     "lewo (niebieski, zielony, żółty, czerwony). W każdym kolorze punkty zdobywają gracze z największą liczbą "
     "klejnotów tego koloru:\n"
     "\n"
     "- 1. kolor: 24 / 18 / 12 / 6\n"
     "- 2. kolor: 20 / 15 / 10 / 5\n"
     "- 3. kolor: 16 / 12 / 8 / 4\n"
     "- 4. kolor: 12 / 9 / 6 / 3\n"
     "\n"
     "(za pierwszą, drugą, trzecią i czwartą największą liczbę klejnotów). Gracz bez klejnotów danego koloru nie "
     "dostaje za niego nic. Remisujący gracze otrzymują punkty za najniższe z zajmowanych wspólnie miejsc.\n"
     "\n"
     "Czarne klejnoty punktują według liczby: 1: 1, 2: 4, 3: 8, 4: 12, 5: 16, 6: 20, 7 i więcej: 24 punkty."},
    {"Gra 3-osobowa",
     "Przed grą ustala się, czy gra toczy się na czterech, czy na trzech dystryktach (wtedy czwarty nie jest "
     "używany).\n"
     "\n"
     "Duży klejnot na statku liczy się tylko raz: każdy port oferuje trzy klejnoty, dwa dla najwyższej sumy i jeden "
     "dla drugiej.\n"
     "\n"
     "Na rynek trafiają tylko dwa małe klejnoty z karty Statku, do rzędów 2 i 3; rząd 1 jest zamknięty."},
    {"Gra 2-osobowa i gracz neutralny",
     "Gra się jak w trzy osoby, na trzech dystryktach, z neutralnym trzecim graczem. Każdy gracz ma dodatkowo czterech "
     "brokerów neutralnych (4, 2, 1, 0; albo 4, 3, 1, 0 z silniejszym graczem neutralnym) i w każdym swoim ruchu "
     "stawia jednego z nich zakrytego, oprócz swoich dwóch. Nikt nie może podglądać postawionego brokera neutralnego. "
     "Na koniec każdej tury gracze odzyskują swoich brokerów neutralnych.\n"
     "\n"
     "Licytują tylko dwaj gracze; dzielą między siebie karty Kolejności 1 i 2. Gracz neutralny nie ma karty Kolejności "
     "ani niczego przed zasłonką.\n"
     "\n"
     "Gracz neutralny wygrywa każdy remis, w którym uczestniczy, z wyjątkiem remisu z Intrygantem. Jego brokerzy na "
     "rynku zdobywają punkt dla niego. Zatrzymuje punkty za Króla lub Księcia; każdą inną zdobytą postać odrzuca w "
     "zamian za klejnot.\n"
     "\n"
     "Jego wybory są automatyczne: najpierw biały klejnot, potem kolory najwyżej notowane (przy równym polu ten "
     "bardziej na lewo); zmieniając notowania, faworyzuje kolory, których ma najwięcej. Na koniec kolor, w którym nie "
     "ma żadnego klejnotu, i tak daje mu trzecie miejsce."},
    {"Królewska Łaska",
     "Wariant dla trzech lub czterech graczy, dodający piątą fazę po podliczaniu. Każdy gracz w tajemnicy wybiera "
     "jednego z trzech brokerów przed zasłonką i wysyła go zakrytego do sali tronowej, gdzie zostaje do końca gry. "
     "Pozostali dwaj wracają za zasłonkę; po turach 1–3 każdy gracz bierze też dodatkowego brokera o wartości 2.\n"
     "\n"
     "Żadna postać nie działa w sali tronowej, z wyjątkiem Szpiega (może tam podglądać) i Magika (może zamienić "
     "brokera z jednym z tamtejszych).\n"
     "\n"
     "Na koniec gry sumy w sali tronowej dają według miejsca 12, 7, 3 i 0 punktów. Remisujący gracze dzielą punkty "
     "zajmowanych miejsc, z zaokrągleniem w dół: dwaj gracze remisujący na pierwszym miejscu dostają po 9 punktów."},
    {"Ys Express", "Krótsza gra dla trzech lub czterech graczy. Każdy gracz ma dziewięciu brokerów (bez jednego "
                   "brokera 3 i jednego brokera 1), karty Statków z białym klejnotem są usuwane, a w każdej turze są "
                   "tylko trzy kolejki rozmieszczania zamiast czterech."},
    {"Klawisze", "Gra bez myszy, w trakcie partii:\n"
                 "\n"
                 "- Tab: następny cel bieżącej decyzji (broker za twoją zasłonką, pole, karta, klejnot, przycisk), "
                 "otoczony białym pierścieniem; Shift+Tab: poprzedni. Po wyborze brokera najpierw są pola, na które "
                 "może pójść\n"
                 "- Strzałki: najbliższy cel w tym kierunku na ekranie\n"
                 "- Enter: wybór celu w pierścieniu\n"
                 "- Spacja: pominięcie opowiadanego ruchu; wybiera cel w pierścieniu dopiero, gdy przesuniesz "
                 "pierścień w tej decyzji, więc spacja do pomijania nigdy niczego nie wybiera\n"
                 "- Escape: cofnięcie wyboru albo menu\n"
                 "- Ctrl+Z: cofnij; F1: te zasady; F11: pełny ekran\n"
                 "- H: podpowiedź; M: dźwięk; L: większości na żywo\n"
                 "\n"
                 "Na wszystkich innych ekranach (tytuł, przygotowanie partii, menu, ustawienia, zapisane gry, "
                 "historia, ekran końcowy, powtórka, te zasady, Graj online):\n"
                 "\n"
                 "- Tab albo Shift+Tab, albo strzałki: następny lub poprzedni przycisk, w tym samym białym "
                 "pierścieniu\n"
                 "- Enter lub spacja: naciśnięcie go; Escape: powrót\n"
                 "- Pole tekstowe (imię, ziarno, zaproszenie): pisz, Backspace kasuje, Enter kończy; Tab je opuszcza\n"
                 "- Zapisane gry i historia: Page Up i Page Down przewijają listę; Usuń pyta jeszcze raz\n"
                 "- Powtórka: strzałki w lewo i w prawo o ruch wstecz lub naprzód, Home i End na początek lub koniec, "
                 "spacja odtwarza lub zatrzymuje, gdy żaden przycisk nie jest w pierścieniu\n"
                 "- Te zasady: strzałki w górę i w dół, Page Up i Page Down przewijają, Home i End na początek i na "
                 "koniec (te klawisze); w lewo i w prawo przechodzą po rozdziałach\n"
                 "- Gra z przewodnikiem: Enter to Dalej; miejsce wskazane przez przewodnika jest jednym z celów "
                 "pierścienia"},
};
const int ui_rules_pl_count = (int)(sizeof ui_rules_pl / sizeof ui_rules_pl[0]);
