### The referee screen: its labels, the kinds of play (pk_) and the rule sections (sec_).

referee = Arbitre
refBlue = Manche bleue
refOrange = Manche orange
refBackToGame = Retour à la partie
refBlueHelp = Touchez les cartes du tapis et de la main, puis demandez ce qui peut être joué, ou décrivez un coup pour le vérifier.
refOrangeHelp = Touchez une place de la table (une carte du tapis, le sommet d'une suite ou son signe, ou la main), puis la carte qui s'y trouve.
refWhere = Où va la carte suivante
refPlate = Tapis
refHand = Main
refNoCards = Pas encore de cartes.
refRemoveFrom = Retirer { $name } ({ $place })
refAddToPlate = Ajouter une carte au tapis
refAddToHand = Ajouter une carte à la main
refAddedPlate = { $name } sur le tapis
refAddedHand = { $name } dans la main
refWhatPlays = Que peut-on jouer ?
refClear = Tout effacer
refPlays = { $n ->
    [one] { $n } coup permis
   *[other] { $n } coups permis
}
refNoPlay = Aucun coup permis.
refWays = { $n ->
    [one] { $n } façon
   *[other] { $n } façons
}
refOutcome = { $points } pts ({ $ways }×)
refTakes = prend { $cards }
refToPile = dans la pile
refLaysIt = posée sur le tapis
refPoints = { $n } pts dans la pile
refShowAll = Voir les { $n }
refShowFirst = { $n ->
    [1] Voir le premier
    [one] Voir { $n } premier
   *[other] Voir les { $n } premiers
}
refPropose = Vérifier un coup
refProposeHelp = Touchez la ou les cartes jouées de la main et les cartes du tapis qu'elles prennent, puis dites comment le coup se joue.
refPlayed = Cartes jouées de la main
refTaken = Prises sur le tapis
refCheckTake = Les prend
refCheckPlace = Posée sur le tapis
refCheckPower = Avec son pouvoir
refLegal = Permis
refNotLegal = Pas permis
refNotLegalWhy = Pas permis : { $why }
refPlayLine = { $cards } — { $kind } : { $takes } ; { $points }
refRule = Règle :
sec_blue_capture = prendre (bleue)
sec_blue_signs = combiner avec un signe (bleue)
sec_blue_powers = Papillon et Chrysalide (bleue)
sec_blue_place = poser une carte (bleue)
sec_orange_suites = cartes du tapis et suites (orange)
sec_orange_signs = signes (orange)
sec_orange_powers = atouts de pouvoir (orange)
sec_orange_draw = jouer ou piocher (orange)
sec_cards = les cartes
pk_ramasser = ramasser
pk_cumuler = cumuler
pk_combiner = combiner
pk_papillon = Papillon
pk_chrysalide = Chrysalide
pk_place = posée
refTable = La table orange
refPlateN = Carte { $n } du tapis
refSuiteN = Suite { $n }
refSignN = Signe { $n }
refCentre = Centre
refEmpty = vide
refClearPlace = Vider : { $place }
refCouteauValue = Valeur annoncée du Couteau Suisse
refAttacked = Un Chat Noir vient d'être joué contre cette main
refPut = { $name } : { $place }
refPutIn = Carte pour : { $place }
refWhereTo = Où elle va
refCheckThis = Vérifier ce coup
refTakeThree = Prendre trois cartes
refDraw = Piocher
refRecent = Positions récentes
refNoRecent = Aucune position demandée pour l'instant.
refHandOf = { $n ->
    [one] { $n } carte en main
   *[other] { $n } cartes en main
}
refForget = Oublier cette position
refForgetOf = Oublier cette position : { $position }
