### Les mots du lecteur d'écran et du clavier : le nom du journal annoncé, la place d'une
### carte dans une rangée, les places de la disposition orange, ce que lisent les
### touches, et l'aide des touches.

announcements = Annonces

## Une carte d'une rangée de cartes (une main, le tapis) : « le 9 de Serpents, 3 sur 7 ».
cardInRow = { $card }, { $n } sur { $total }
cardBlocked = { $card }, injouable : { $why }
cardWithBack = { $back ->
    [blue] { $card } (dos bleu)
   *[orange] { $card } (dos orange)
}

## Ce que la ligne du tour dit au lecteur d'écran quand le tour revient au joueur : ce qui
## s'est passé depuis son dernier coup (les coups, une nouvelle donne, un nouveau tour).
sinceYourMove = Depuis votre dernier coup : { $news }
## Une des prises de la carte choisie, avec son verbe : ce que fait Entrée.
captureWith = Prendre { $cards } avec { $card }
captureWithSign = Prendre { $cards } avec { $card } et { $sign }

## Les places de la disposition orange.
layoutSign = Signe de la suite { $n } : { $card }
layoutSuite = Suite { $n } : { $card } au sommet
layoutSuiteValue = Suite { $n } : { $card } au sommet, valeur { $value }
layoutSuiteEmpty = Suite { $n } : vide
layoutPlate = Carte du tapis { $x } : { $card }
layoutPlateValue = Carte du tapis { $x } : { $card }, valeur { $value }
layoutCentre = Centre : { $card }

## Ce que lisent les touches.
sayPlateEmpty = Le tapis est vide
sayPlate = { $n ->
    [one] Sur le tapis, { $n } carte : { $cards }
   *[other] Sur le tapis, { $n } cartes : { $cards }
}
sayBluePlayer = { $pile ->
    [one] { $name } : { $hand } en main, { $pile } carte prise
   *[other] { $name } : { $hand } en main, { $pile } cartes prises
}
sayOrangePlayer = { $hand ->
    [one] { $name } : { $hand } carte en main
   *[other] { $name } : { $hand } cartes en main
}
saySide = { $names } : { $points }
sayResult = Résultat :
sayBlueScore = Manche bleue : { $sides }
sayBlueOver = La manche bleue est finie. { $sides }. { $tied ->
    [yes] En tête ex æquo : { $names }.
   *[no] En tête : { $names }.
}
sayScoring = { $pile ->
    [one] { $name } : { $pile } carte prise
   *[other] { $name } : { $pile } cartes prises
}, dont { $scoring ->
    [one] { $scoring } qui compte
   *[other] { $scoring } qui comptent
} : { $cards }
sayNoScoring = { $pile ->
    [one] { $name } : { $pile } carte prise, rien qui compte
   *[other] { $name } : { $pile } cartes prises, rien qui compte
}
sayOrangeStarts = La manche orange commence.

## L'aide des touches.
keysTitle = Raccourcis clavier
keysIntro = Quand le focus est dans la partie, chacune de ces touches, seule ou avec Alt, fait ceci.
keysReader = Avec un lecteur d'écran, son mode navigation garde pour lui les lettres seules : appuyez sur la lettre avec Alt (Alt+H pour un conseil), ou coupez les touches de navigation du lecteur : dans Orca, Orca+Z désactive et réactive ses touches de navigation structurelle, et Orca+A bascule entre le mode navigation et le mode focus ; dans NVDA, NVDA+Espace fait de même.
keyOrAlt = ou Alt+{ $key }
keyTable = Lire la table : le tapis ou la disposition, chaque main et chaque pile
keyScore = Lire le score jusqu'ici
keyLast = Lire le dernier coup
keyHint = Demander un conseil
keyTakeBack = Reprendre votre dernier coup
keyLog = Afficher ou masquer le journal des coups
keyHand = Aller à votre main
keyHelp = Afficher ces touches
keyArrowsName = Flèches, Début, Fin
keyArrows = Passer d'une carte à l'autre dans une rangée (votre main, le tapis, la disposition)
keyEnterName = Entrée ou Espace
keyEnter = Choisir la carte ou la place sous le focus
keyEscapeName = Échap
keyEscape = Remettre dans votre main une carte choisie
keyTabName = Tab
keyTab = Aller à la rangée ou au bouton suivant
ckeyTable = Lire les cartes découvertes, vos cartes, le pot et le talon
ckeyScore = Lire les jetons de chaque joueur et le pot
ckeyMoves = Aller à vos coups
ckeyEnter = Jouer le coup qui a le focus
ckeyTab = Aller au coup ou au bouton suivant
keyNotNow = Pas maintenant.

## La section des touches de l'écran des règles.
keysPlayTitle = Jouer au clavier ou avec un lecteur d'écran
keysPlayIntro = Contre l'ordinateur, chaque carte et chaque place est un bouton nommé pour le lecteur d'écran, et chaque coup, le vôtre comme celui de l'ordinateur, est annoncé. Votre main, le tapis et la disposition orange sont chacun un seul arrêt de Tab. Les touches :

## Ce que disent avoir fait les touches et les boutons d'une partie.
takenBack = Votre dernier coup est repris.
noHint = Pas de conseil pour cette position.
logShown = Le journal des coups est affiché.
logHidden = Le journal des coups est masqué.
