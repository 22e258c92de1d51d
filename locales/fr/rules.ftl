### L'écran des règles : un résumé écrit pour l'application (pas le texte du livret).
### Les nombres viennent du catalogue du moteur : $deck (cartes d'un paquet), $lowest et
### $highest (les valeurs des familles), $points et semblables (points des cartes et du
### décompte), $tours (les tours de la manche orange par nombre de joueurs, déjà en
### liste), $draw (cartes que fait piocher le Papillon) ; les noms des cartes des
### tableaux viennent de cards.ftl, en $card (et $yin, $yang dans les lignes de la
### manche bleue).

rules-cards = Deux paquets de { $deck } cartes (dos bleu et dos orange) et deux dés.
    Chaque paquet : quatre familles numérotées de { $lowest } à { $highest } et dix atouts.
    Le paquet bleu a une carte de chaque ; la manche orange joue avec les deux paquets,
    donc chaque carte existe deux fois.
rules-colours = Formes (vert), Éléments (bleu), Découvertes (rouge), Serpents (noir),
    atouts (violet). Le 7 de Serpents est le Dragon.

rules-teams-title = Équipes et dés
rules-teams = À 2, chacun pour soi ; à 3, chacun pour soi (ou deux contre un) ; à 4,
    deux équipes de deux, partenaires face à face ; à 5, trois contre deux : le gagnant
    du lancer de départ choisit deux partenaires. Le donneur est le plus âgé. Chacun
    lance les deux dés : le plus haut commence la manche bleue, le plus bas la manche
    orange ; les ex æquo relancent.

## La manche bleue
rules-blue-title = Manche bleue : prendre des cartes
rules-blue-capture = À son tour, on joue une carte de sa main pour prendre sur le tapis
    (ramasser) une carte de même valeur, ou (cumuler) plusieurs cartes dont la somme
    fait cette valeur. Le Couteau Suisse vaut ce qu'on veut de 0 à 11, en main comme
    sur le tapis.
rules-blue-signs = Combiner : avec un signe (Plus, Moins, Multiplier/Diviser), pris sur
    le tapis ou joué de sa main avec la carte résultat. Plus : deux cartes ou plus dont
    la somme fait la valeur ; Moins : deux cartes dont la différence la fait ;
    Multiplier/Diviser : deux cartes dont le produit ou le quotient exact la fait.
    Une prise n'utilise qu'un signe.
# $points : ce que coûte un Chat Noir pris ainsi.
rules-blue-powers = Le Papillon prend tout le tapis (un Chat Noir pris ainsi coûte
    { $points } points). La Chrysalide va directement dans sa pile et inverse le sens
    du jeu. Sur un tapis vide, le Papillon se pose comme une autre carte ; la Chrysalide
    se pose ou va dans la pile.
rules-blue-place = Si on ne prend rien, on pose sa carte sur le tapis (règle maison :
    seulement si elle ne peut rien prendre). Le dernier à avoir pris ramasse ce qui reste.
rules-blue-points = Points de la manche bleue
rules-blue-most-cards = Le plus de cartes (joueur ou équipe)
rules-blue-most-cards-points = { $points } — égalité : départage aux dés
rules-blue-threes = Chaque 3 (quatre)
# Les points que vaut chacune de plusieurs cartes.
rules-each = { $points } chacun
rules-blue-yin-or-yang = { $yin } seul ou { $yang } seul
rules-blue-yin-and-yang = { $yin } et { $yang } ensemble
# $house : les points selon la règle maison.
rules-blue-yin-and-yang-points = { $points } (règle maison : { $house })
rules-blue-chat-noir-voluntary = { $card } pris volontairement
rules-blue-chat-noir-involuntary = { $card } pris sans le vouloir
rules-consolation = Consolation : un camp qui finit la manche bleue à 0 ou moins reçoit
    { $points } points de chaque autre camp (règles maison : exactement 0 ; ou { $points }
    de chaque joueur des autres camps).

## La manche orange
rules-orange-title = Manche orange : se débarrasser de ses cartes
rules-orange-suites = On pose ses cartes sur les deux cartes du tapis (même valeur) et
    sur quatre suites, deux par carte du tapis : même valeur, ou une de plus ou de moins
    que le sommet (ou que la carte du tapis tant que la suite est vide). La Chenille fait
    repartir une suite de 1 ; le Couteau Suisse est annoncé pour une valeur de 0 à 11.
rules-orange-signs = Un signe posé à côté d'une suite la contraint : Plus, même valeur
    ou une de plus ; Moins, même valeur ou une de moins ; Multiplier/Diviser, multiples
    ou diviseurs du sommet (après un 0 ou un 1, tout passe).
# $draw : les cartes que pioche le joueur du Papillon joué seul.
rules-orange-powers = Les atouts de pouvoir vont au centre. Le Chat Noir fait piocher
    3 cartes au suivant ; celui qui a le Papillon doit y répondre avec, et le joueur du
    Chat Noir pioche 6. Le Papillon joué seul fait piocher { $draw } cartes à son joueur ;
    la Chrysalide inverse le sens.
rules-orange-draw = On joue deux cartes si on peut. Une carte jouable doit être jouée :
    on ne pioche que si rien ne peut être joué, et on joue la carte piochée si on peut.
# $tour : les points d'un tour, $last : au dernier tour ; $tours : « 2 → 4, 3 → 3, … ».
rules-orange-tours = Le premier qui vide sa main termine le tour : tous les autres
    marquent +{ $tour } (+{ $last } au dernier tour). Chaque tour est distribué avec le
    reste du paquet orange ; tours par nombre de joueurs : { $tours }. Le moins de points
    gagne la manche.
rules-orange-points = Points de la manche orange
rules-orange-tour = Chaque tour où un autre a fini avant vous
rules-orange-tour-points = +{ $tour } (+{ $last } au dernier tour)
rules-orange-family = Carte de famille en main
rules-orange-family-points = sa valeur
# $yin, $yang : ce que vaut chacun (son numéro).
rules-orange-yin-yang-points = { $yin }, { $yang } (leur numéro)
rules-orange-chrysalide-signs = { $card }, signes
rules-orange-couteau-suisse-points = un lancer de deux dés
rules-orange-papillon-points = 0, mais tirez { $draw } cartes et comptez-les

## La partie
rules-game-title = La partie
rules-game = Total = points bleus − points orange. Le plus haut total gagne ; à égalité,
    on partage la victoire (ou, en règle maison, on départage aux dés). À 4, les points
    d'une équipe sont la somme de ses joueurs ; à 5, chaque joueur reçoit le total de
    son équipe.
