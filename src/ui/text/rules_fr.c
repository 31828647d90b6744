/* rules_fr.c - the in-game rules reference in French, in our own words. */
#include "text_internal.h"
#include "ui_diagram_text.h"

const UiRulesSection ui_rules_fr[] = {
    {"But du jeu",
     "Vous êtes des princes-marchands d'Ys. Pendant quatre tours, vos courtiers se disputent les majorités dans la "
     "ville et au marché pour gagner des gemmes, de l'or et l'appui de personnages influents.\n"
     "\n"
     "L'or se compte en points : une partie se gagne en cours de partie, l'essentiel arrive à la fin grâce aux gemmes "
     "que vous possédez. Le joueur le plus riche l'emporte ; entre ex aequo, celui qui a le plus de gemmes (de couleur "
     "et noires) gagne."},
    {"Préparation", "Chaque joueur prend un paravent, 11 courtiers d'une couleur (valeurs 0, 0, 1, 1, 1, 2, 3, 3, 3, "
                    "4, 4) et un marqueur de score. Les cartes Ordre sont distribuées au hasard.\n"
                    "\n"
                    "Trois cartes Personnage sont empilées face cachée sur chacun des quatre palais ; les trois "
                    "personnages restants ne servent pas. Les quatre cartes à bord bleu, qui portent chacune une gemme "
                    "blanche, attendent le dernier tour. Les quatre cotations partent du milieu de l'échelle."},
    {"Un tour de jeu", "La partie dure quatre tours, chacun en quatre phases :\n"
                       "\n"
                       "- 1. Navires et personnages\n"
                       "- 2. Mise pour l'ordre du tour\n"
                       "- 3. Pose des courtiers\n"
                       "- 4. Décompte"},
    {"1. Navires et personnages",
     "La carte du dessus de chaque pile de palais est retournée : le vainqueur de ce palais la prendra. Au quatrième "
     "tour, les piles sont vides et les cartes à bord bleu prennent leur place.\n"
     "\n"
     "Une carte Navire arrive dans chaque port. Elle montre une grosse gemme et deux petites ; à 4 joueurs la grosse "
     "compte double, si bien que quatre gemmes sont offertes dans chaque quartier.\n"
     "\n"
     "Une cinquième carte Navire garnit le marché : ses trois gemmes vont sur les lignes 1, 2 et 3, une gemme blanche "
     "toujours sur la ligne 1."},
    {"2. Mise pour l'ordre du tour",
     "Chacun choisit en secret deux courtiers derrière son paravent ; toutes les mises sont révélées ensemble. Le plus "
     "fort total choisit en premier sa place dans l'ordre du tour (premier, deuxième...), puis le suivant, et ainsi de "
     "suite. À égalité, la carte Ordre la plus faible choisit d'abord. Les cartes Ordre sont ensuite redistribuées "
     "selon le nouvel ordre.\n"
     "\n"
     "Les deux courtiers misés restent devant le paravent pendant tout le tour."},
    {"3. Pose des courtiers",
     "Dans l'ordre du tour, chaque joueur pose deux courtiers à son tour : l'un face visible, l'autre face cachée. On "
     "joue quatre rondes, chacun pose donc huit courtiers sur le plateau.\n"
     "\n"
     "- Ville : une zone (port, commerce ou palais) accueille autant de courtiers que l'on veut.\n"
     "- Marché : un seul courtier par case. La ligne 0 ne sert jamais. Un courtier posé au marché rapporte aussitôt 1 "
     "point.\n"
     "\n"
     "Votre dernier courtier rejoint les deux courtiers misés devant votre paravent. Ces trois-là départageront les "
     "égalités."},
    {"4. Décompte de la ville",
     "Les quartiers sont décomptés l'un après l'autre. On retourne les courtiers cachés, puis chaque joueur additionne "
     "ses courtiers dans tout le quartier. Le meilleur total choisit deux des gemmes du port, le deuxième une gemme, "
     "le troisième la dernière. Les gemmes que personne ne prend retournent à la banque.\n"
     "\n"
     "Chaque zone revient ensuite au meilleur total qui s'y trouve :\n"
     "\n"
     "- Port : une gemme noire.\n"
     "- Commerce : 3 points.\n"
     "- Palais : la carte Personnage qui y est exposée.\n"
     "\n"
     "Une zone sans courtier ne rapporte rien. Un courtier 0 seul l'emporte quand même.",
     UI_DIAG_AREA},
    {"Égalités",
     "Entre joueurs à égalité, le plus fort total des trois courtiers devant le paravent gagne ; en cas de nouvelle "
     "égalité, la carte Ordre la plus faible gagne. Le joueur de l'Intrigant remporte toutes ses égalités.",
     UI_DIAG_TIE},
    {"Décompte du marché",
     "On retourne les courtiers cachés du marché.\n"
     "\n"
     "Lignes : dans chaque ligne, le meilleur total remporte la gemme de la ligne (égalités comme dans la ville). Une "
     "ligne sans courtier rend sa gemme à la banque.\n"
     "\n"
     "Colonnes : on additionne tous les courtiers d'une colonne, quels que soient leurs propriétaires. La couleur de "
     "la colonne la plus forte monte de deux crans sur l'échelle des cotations, la deuxième d'un cran ; la troisième "
     "baisse d'un cran et la dernière de deux. Entre colonnes à égalité, celle qui compte le plus de courtiers est la "
     "plus forte ; si l'égalité persiste, le joueur qui a le meilleur total devant son paravent (égalités comme "
     "d'habitude) tranche. Une colonne avec un seul courtier 0 bat une colonne vide.\n"
     "\n"
     "Plus fort enchérisseur : le joueur qui a le plus fort total sur l'ensemble du marché fait monter ou baisser une "
     "cote d'un cran.\n"
     "\n"
     "Chacun reprend ensuite tous ses courtiers derrière son paravent.",
     UI_DIAG_MARKET},
    {"Personnages",
     "Un personnage gagné dans un palais rejoint votre main, face cachée. Il peut être joué à partir du tour suivant, "
     "à raison de deux cartes au plus par tour. Le Roi (5 points), le Prince (4 points) et les cartes à bord bleu (une "
     "gemme de votre choix) agissent dès qu'ils sont gagnés et ne comptent pas dans cette limite.\n"
     "\n"
     "Chaque carte se joue à un moment précis : au début de la pose, juste avant ou juste après l'une de vos poses, au "
     "début du décompte ou à la fin du décompte. Le moment venu, on interroge les joueurs dans l'ordre du tour. "
     "L'infobulle de chaque carte indique son effet."},
    {"Fin de la partie", "Après le quatrième tour, les quatre couleurs sont classées selon leur cote ; à hauteur "
                         "égale, la colonne la plus à gauche passe devant (bleu, vert, jaune, rouge). Pour chaque "
                         "couleur, les joueurs qui en possèdent le plus de gemmes marquent :\n"
                         "\n"
                         "- 1re couleur : 24 / 18 / 12 / 6\n"
                         "- 2e couleur : 20 / 15 / 10 / 5\n"
                         "- 3e couleur : 16 / 12 / 8 / 4\n"
                         "- 4e couleur : 12 / 9 / 6 / 3\n"
                         "\n"
                         "(pour le premier, le deuxième, le troisième et le quatrième plus grand nombre de gemmes). Un "
                         "joueur sans gemme d'une couleur ne marque rien pour elle. Des joueurs à égalité marquent "
                         "tous les points de la moins bonne des places qu'ils occupent.\n"
                         "\n"
                         "Les gemmes noires rapportent selon leur nombre : 1 : 1, 2 : 4, 3 : 8, 4 : 12, 5 : 16, 6 : "
                         "20, 7 ou plus : 24 points."},
    {"Partie à trois joueurs",
     "Avant la partie, choisissez de jouer avec quatre ou trois quartiers (le quatrième est alors laissé de côté).\n"
     "\n"
     "La grosse gemme d'un navire ne compte qu'une fois : chaque port offre trois gemmes, deux pour le meilleur total "
     "et une pour le deuxième.\n"
     "\n"
     "Le marché ne reçoit que les deux petites gemmes de sa carte Navire, sur les lignes 2 et 3 ; la ligne 1 est "
     "fermée."},
    {"Partie à deux joueurs et joueur neutre",
     "On joue comme à trois, sur trois quartiers, avec un troisième joueur neutre. Chaque joueur dispose aussi de "
     "quatre courtiers neutres (4, 2, 1, 0 ; ou 4, 3, 1, 0 avec le neutre renforcé) et en pose un face cachée à chacun "
     "de ses tours, en plus de ses deux courtiers. Personne ne peut regarder un courtier neutre posé. Chaque joueur "
     "récupère ses courtiers neutres à la fin de chaque tour.\n"
     "\n"
     "Seuls les deux joueurs misent ; ils se partagent les cartes Ordre 1 et 2. Le joueur neutre n'a ni carte Ordre ni "
     "courtiers devant un paravent.\n"
     "\n"
     "Le joueur neutre remporte toutes les égalités où il est impliqué, sauf contre l'Intrigant. Ses courtiers au "
     "marché marquent leur point pour lui. Il garde les points du Roi ou du Prince ; tout autre personnage qu'il gagne "
     "est défaussé contre une gemme.\n"
     "\n"
     "Ses choix sont automatiques : d'abord une gemme blanche, puis les couleurs les mieux cotées (la plus à gauche à "
     "hauteur égale) ; pour les cotes, il favorise les couleurs dont il a le plus de gemmes. À la fin, une couleur "
     "dont il n'a aucune gemme lui vaut quand même la troisième place."},
    {"Faveur du Roi", "Variante pour trois ou quatre joueurs, qui ajoute une cinquième phase après le décompte. Chaque "
                      "joueur choisit en secret l'un des trois courtiers devant son paravent et l'envoie face cachée "
                      "dans la salle du Trône, où il reste jusqu'à la fin. Les deux autres retournent derrière le "
                      "paravent ; après les tours 1 à 3, chaque joueur prend en plus un courtier 2.\n"
                      "\n"
                      "Aucun personnage n'agit sur la salle du Trône, sauf l'Espion (qui peut y regarder) et le Mage "
                      "(qui peut échanger un courtier avec l'un de ceux qui s'y trouvent).\n"
                      "\n"
                      "En fin de partie, les totaux de la salle du Trône rapportent 12, 7, 3 et 0 points selon le "
                      "rang. Des joueurs à égalité se partagent les points des places qu'ils occupent, arrondis à "
                      "l'inférieur : deux joueurs premiers ex aequo marquent 9 points chacun."},
    {"Ys Express", "Une partie plus courte pour trois ou quatre joueurs. Chaque joueur a neuf courtiers (un 3 et un 1 "
                   "en moins), les cartes Navire à gemme blanche sont retirées, et chaque tour ne compte que trois "
                   "rondes de pose au lieu de quatre."},
    {"Touches", "Jouer sans la souris, pendant une partie :\n"
                "\n"
                "- Tab, ou les flèches droite et bas : la cible suivante de la décision en cours (un courtier derrière "
                "votre paravent, une case, une carte, une gemme, un bouton), entourée d'un anneau blanc\n"
                "- Maj+Tab, ou les flèches gauche et haut : la précédente\n"
                "- Entrée ou Espace : choisir la cible entourée\n"
                "- Échap : reprendre ce que vous avez choisi, ou ouvrir le menu\n"
                "- Ctrl+Z : annuler ; F1 : ces règles ; F11 : plein écran\n"
                "- H : un conseil ; M : le son ; L : les majorités en direct\n"
                "\n"
                "Sur tous les autres écrans (le titre, la préparation d'une partie, le menu, les réglages, les "
                "parties enregistrées, l'historique, l'écran de fin, le replay, ces règles, Jouer en ligne) :\n"
                "\n"
                "- Tab ou Maj+Tab, ou les flèches : le bouton suivant ou le précédent, dans le même anneau blanc\n"
                "- Entrée ou Espace : l'activer ; Échap : revenir\n"
                "- Un champ de texte (un nom, une graine, une invitation) : tapez, Retour arrière efface, Entrée "
                "termine ; Tab le quitte\n"
                "- Les parties enregistrées et l'historique : Page préc. et Page suiv. font défiler la liste ; "
                "Supprimer demande une confirmation\n"
                "- Le replay : Gauche et Droite reculent ou avancent d'un coup, Début et Fin vont aux extrémités, "
                "Espace lance ou arrête la lecture quand aucun bouton n'est entouré\n"
                "- Ces règles : Haut, Bas, Page préc. et Page suiv. font défiler ; Gauche et Droite parcourent les "
                "sections\n"
                "- La partie guidée : Entrée pour Suivant ; l'endroit montré par le guide est l'une des cibles de "
                "l'anneau"},
};
const int ui_rules_fr_count = (int)(sizeof ui_rules_fr / sizeof ui_rules_fr[0]);
