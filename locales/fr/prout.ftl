### PROUT's score sheet: its labels and every problem the engine reports about it.

proutSetup = PROUT
proutMode = Mode
proutModeMain = Jeu principal
proutModeShared = Pioche commune
proutModeSolo = Solo
proutModeMainHelp = Chaque joueur a sa propre pioche. Points : cartes restées en main, dans sa pioche, et cartes malus.
proutModeSharedHelp = Une seule pioche pour tous. Points : cartes restées en main et cartes malus.
proutModeSoloHelp = Un seul joueur ; le but est de finir à 0 point.
proutMatch = Jouer une manche jusqu'à un nombre de points
proutTarget = Points qui mettent fin au jeu
proutVariante = VARIANTE : les cartes comptent leur valeur
proutNoDigital = PROUT se joue à une vraie table seulement : la règle de pose d'une carte et les effets des INTOX manquent au texte.
proutHand = Main
proutPile = Pioche personnelle
proutMalus = Malus
proutIntox = INTOX
proutLicorne = LICORNE { $n }
proutVarianteCards = VARIANTE : touchez chaque carte restante ; une carte compte son numéro, une INTOX 1 point.
proutAddTo = { $name } : les cartes touchées vont dans
proutPickCard = Cartes pour { $pile } ({ $name })
proutCardAdded = { $card } ajouté à { $pile } ({ $name }).
proutRemoveCard = Retirer { $card } de { $pile } ({ $name })
proutNoCards = Aucune carte
proutPileValue = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
proutGameByGame = Partie par partie
proutGameByGameHelp = Chaque case : les points de la partie, puis le total cumulé (le moins de points gagne).
proutGameCol = Partie
proutRunning = total { $n }
proutGameN = Partie { $n }
proutPoints = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
proutEndedBy = Qui a mis fin à la partie ?
proutFirstGame = Saisir la première partie
proutNextGame = Partie suivante
proutMatchTo = manche jusqu'à { $n } points
proutReached = { $names } a atteint { $n } points : le jeu est terminé.
proutPbPlayerCount = Ce mode se joue de { $min } à { $max ->
    [one] { $max } joueur
   *[other] { $max } joueurs
}, pas { $n }.
proutPbEmptyName = Le joueur de la place { $seat } n'a pas de nom.
proutPbNameTooLong = Le nom du joueur de la place { $seat } est trop long.
proutPbDuplicatePlayer = Deux joueurs s'appellent { $name }.
proutPbTarget = Un jeu ne peut pas finir à { $n } points.
proutPbTargetInSolo = Le solo n'a pas de limite : son but est 0 point.
proutPbLicorneValue = Une LICORNE ne peut pas compter { $n }.
proutPbGameAfterEnd = Partie { $game } : le jeu était fini après la partie { $after }.
proutPbPlayers = Partie { $game } : les joueurs ne sont pas ceux de la table.
proutPbCount = Partie { $game }, { $name } : { $pile } ne peut pas compter { $n ->
    [one] { $n } carte.
   *[other] { $n } cartes.
}
proutPbCard = Partie { $game }, { $name }, { $pile } : « { $text } » n'est pas une carte.
proutPbPileNotInMode = Partie { $game } : { $name } n'a pas de pioche personnelle dans ce mode.
proutPbValuesNeedCards = Partie { $game } : la VARIANTE compte les valeurs : donnez { $pile } ({ $name }) carte par carte.
proutPbHandOverFive = Partie { $game } : { $name } ne peut pas avoir { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} en main (5 au plus).
proutPbIntox = Partie { $game } : { $name } a une carte INTOX, que ce mode n'utilise pas.
proutPbCardTooOften = Partie { $game } : une carte est donnée { $n } fois ; le jeu en a { $deck }.
proutPbDeckLimit = Partie { $game } : { $n ->
    [one] { $n } carte est comptée
   *[other] { $n } cartes sont comptées
} ; le jeu en a { $deck }.
proutPbEnd = Partie { $game } : une partie de ce mode ne finit pas ainsi.
proutPbEnderHasCards = Partie { $game } : { $name } a mis fin à la partie mais a encore des cartes.
proutPbNobodyEmptied = Partie { $game } : personne n'a vidé sa main et sa pioche.
proutPbEnderCouldRefill = Partie { $game } : { $name } avait encore de quoi poser de nouvelles piles.
proutPbEnderMissing = Partie { $game } : dites qui y a mis fin avant la partie suivante.
proutPbTooManyGames = { $n ->
    [one] { $n } partie, c'est plus qu'une feuille n'en tient.
   *[other] { $n } parties, c'est plus qu'une feuille n'en tient.
}
