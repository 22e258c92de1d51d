### Farfalia's score sheet: the set-up, a deal at the table (dealer and teams, trump,
### proposition, what each side kept), the notes on the text's gaps, and every problem
### the engine reports about a sheet.

## Set-up

farfaliaSetup = Farfalia
farfaliaMode = Mode
farfaliaModeBeginnerFive = Partie pour débutants (5 joueurs)
farfaliaModeChinkway = CHINKWAY (5 joueurs, experts)
farfaliaModeFour = À quatre
farfaliaModeThree = À trois
farfaliaModeTwo = À deux
farfaliaModeBeginnerFiveHelp = Trois donnes, la troisième compte double. Le plus petit total donne ensuite et joue seul contre deux paires ; les deux meilleurs gagnent.
farfaliaModeChinkwayHelp = Dix donnes. La donne passe dans le sens horaire ; le donneur joue seul contre deux paires.
farfaliaModeFourHelp = Coéquipiers fixes, assis face à face : première et troisième places contre deuxième et quatrième. Quatre donnes, un multiple de quatre, ou un score à atteindre.
farfaliaModeThreeHelp = Un joueur joue avec un coéquipier fictif contre les deux autres.
farfaliaModeTwoHelp = Chacun a un coéquipier fictif. Quatre donnes ; le meilleur gagne.
farfaliaSeatsNeeded = Ce mode se joue à { $n }, dans l'ordre ci-dessus (sens horaire). { $seats ->
    [one] { $seats } est choisi.
   *[other] { $seats } sont choisis.
}
farfaliaTextCut = Le texte est coupé ici :
farfaliaLength = Nombre de donnes
farfaliaLengthHouse = Nombre de donnes (le texte : { $n } ; un autre nombre est une règle maison)
farfaliaDealsWithDummy = Donnes avec le joueur fictif
farfaliaExtraDeal = Puis une donne sans le joueur fictif (la partie rapide du texte)
farfaliaEleventh = Jouer une onzième donne
farfaliaTargetOn = Jouer plutôt jusqu'à un score d'équipe
farfaliaTarget = Score d'équipe qui termine la partie
farfaliaLateTeams = Équipes à partir de la donne 6
farfaliaLateAcross = Les 1er et 3e à gauche du donneur ensemble, les 2e et 4e ensemble
farfaliaLateNeighbours = Les deux voisins de gauche du donneur ensemble, comme aux donnes 1 à 5
farfaliaWinnersChoice = Qui gagne
farfaliaWinnersTwoBest = Les deux meilleurs
farfaliaWinnersBest = Le meilleur
farfaliaHouseRules = Options et règles maison
farfaliaHousePoints = Ce que valent 3, 2 et 1 cartes pareilles
farfaliaHousePointsHelp = 5 cartes pareilles valent 15 et 4 valent 10 : c'est le texte. Son barème pour moins de cartes est perdu : 6, 3 et 1 sont une lecture de l'appli, pas la règle. Mettez ce que joue votre groupe.
farfaliaMatchesN = { $n ->
    [one] { $n } carte pareille
   *[other] { $n } cartes pareilles
}
farfaliaNotOutgoing = Le donneur sortant ne donne jamais deux fois de suite
farfaliaAsEntered = Nous saisissons nos propres donneurs et équipes (sans contrôle par la règle)
farfaliaDoubleYou = DOUBLE YOU : deux jokers chacun ; un joker double les points de son joueur pour une donne
farfaliaLeaderUnique = Seul un premier seul en tête ne peut pas jouer de joker (sinon tous les ex æquo en tête)
farfaliaStackAtMost = Un joker dans une donne doublée compte ×2 au plus (sinon ×4)

## The sheet

farfaliaDealsCount = { $n ->
    [one] { $n } donne
   *[other] { $n } donnes
}
farfaliaToTarget = en { $n } points
farfaliaPointsTable = Points : 5 → 15, 4 → 10, 3 → { $three }, 2 → { $two }, 1 → { $one }
farfaliaWinTwoBest = Les deux meilleurs gagnent ; les ex æquo se partagent la victoire.
farfaliaWinBest = Le meilleur gagne ; les ex æquo se partagent la victoire.
farfaliaWinTeam = La meilleure équipe gagne ; les ex æquo se partagent la victoire.
farfaliaReadings = Lectures et règles maison sur lesquelles repose ce score
farfaliaDealN = Donne { $n }
farfaliaDoubledMark = compte double
farfaliaExtraMark = sans le joueur fictif
farfaliaDealerIs = { $name } donne
farfaliaTrump = Atout
farfaliaTrumpRed = Rouge
farfaliaTrumpGreen = Vert
farfaliaTrumpBlue = Bleu
farfaliaTrumpOrange = Orange
farfaliaTrumpNone = Sans atout
farfaliaTrumpIs = Atout : { $trump }
farfaliaTrumpFollows = L'atout suit le premier sujet retourné (un papillon : sans atout).
farfaliaProposition = Proposition
farfaliaSubjectButterfly = Papillon
farfaliaSubjectStrawberry = Fraise
farfaliaSubjectLeaf = Feuille
farfaliaSubjectFish = Poisson
farfaliaSubjectShell = Coquillage
farfaliaSubjectsHelp = Un papillon est un 8, un 10 ou un 12 quelconque ; une fraise est une carte rouge, une feuille une verte, un poisson une bleue, un coquillage une orange, autre que 8, 10 et 12.
farfaliaDealerSide = { $name } (donneur)
farfaliaWithDummy = { $name } et son coéquipier fictif
farfaliaCollectHelp = Touchez les sujets que chaque camp a gardés face visible.
farfaliaKeepLabel = { $subject } ({ $n } de la proposition), gardé par { $side }
farfaliaSideKept = { $side } : { $n ->
    [one] { $n } gardé
   *[other] { $n } gardés
}
farfaliaSideScore = { $matches ->
    [one] { $matches } carte pareille
   *[other] { $matches } cartes pareilles
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
farfaliaDoubleYouPlayed = DOUBLE YOU : { $names }
farfaliaDealByDeal = Donne par donne
farfaliaDealByDealHelp = Chaque case : les points de la donne, puis le total cumulé.
farfaliaDealCol = Donne
farfaliaRunning = total { $n }

## The next deal

farfaliaFirstDeal = Saisir la première donne
farfaliaNextDeal = Donne suivante
farfaliaWhoDeals = Qui donne ?
farfaliaGroupChooses = Le groupe choisit le premier donneur (ou le tire au sort) ; les équipes découlent du donneur.
farfaliaReasonLowest = { $name } a le plus petit total ({ $total }).
farfaliaReasonTied = Ex æquo à { $total } : { $names } ; le premier dans le sens horaire après { $outgoing } donne.
farfaliaReasonExcluded = { $outgoing }, le donneur sortant, ne donne pas deux fois de suite.
farfaliaReasonLeft = { $previous } a donné : la donne passe à sa gauche.
farfaliaProposal = La proposition de la règle
farfaliaTeams = Équipes
farfaliaAccept = D'accord : { $name } donne
farfaliaAccepted = { $name } donne. Équipes : { $teams }.
farfaliaSideN = Camp { $n }
farfaliaSideOf = Le camp où joue { $name }
farfaliaTurnUp = La proposition : touchez les cinq sujets dans l'ordre où ils sont retournés
farfaliaTurnedUp = { $subject } retourné, { $n } sur 5.
farfaliaNothingTurned = Aucun sujet retourné pour l'instant.
farfaliaRemoveLast = Reprendre le dernier sujet
farfaliaDoubleYouWho = DOUBLE YOU : qui joue un joker ?
farfaliaJokersLeft = { $n ->
    [one] { $n } joker restant
   *[other] { $n } jokers restants
}
farfaliaBarred = premier au classement : pas de joker
farfaliaMaxPicks = Au plus { $n ->
    [one] { $n } carte peut être gardée dans cette donne.
   *[other] { $n } cartes peuvent être gardées dans cette donne.
}
farfaliaSideWaiting = Touchez ce que ce camp a gardé.
farfaliaKeptNothing = Rien gardé
farfaliaWaitingFor = Donne { $deal } : ce qu'a gardé { $side }
farfaliaPlayDeal = Jouer la donne
farfaliaCancelDeal = Annuler
farfaliaRecorded = La donne { $n } est sur la feuille : touchez ce que chaque camp a gardé.

## Notes: the readings, gaps and house rules a score rests on

farfaliaNoteHousePoints = Les points pour 3, 2 et 1 cartes pareilles manquent au texte : les valeurs du groupe sont utilisées.
farfaliaNoteEmptyCollection = Un camp qui n'a gardé aucune carte pareille marque 0.
farfaliaNoteEachScores = Chaque joueur d'un camp reçoit les points du camp.
farfaliaNoteOutgoingDealer = Le donneur sortant peut redonner s'il a strictement le plus petit total.
farfaliaNoteDoubledDeals = Seule la dernière donne de la partie pour débutants compte double ; les autres modes ne doublent aucune donne.
farfaliaNoteLateTeams = CHINKWAY à partir de la donne 6 : les équipes manquent au texte ; le choix du groupe est utilisé.
farfaliaNoteEleventh = La onzième donne de CHINKWAY : ses règles manquent ; elle se joue comme les donnes 6 à 10.
farfaliaNoteChinkwayWinners = Les gagnants de CHINKWAY manquent au texte : le choix du groupe est utilisé.
farfaliaNoteThreeLength = La durée de la partie à trois manque : la partie rapide du texte (trois donnes, puis une sans le joueur fictif) est prise par défaut.
farfaliaNoteDummyPartner = Le texte est coupé avant de dire qui joue avec le joueur fictif à trois : le donneur, par défaut.
farfaliaNoteDummyPlay = La façon de disposer et de jouer les cartes d'un joueur fictif manque : la feuille ne note que ce que chaque camp a gardé.
farfaliaNoteTrumpDummies = Avec des joueurs fictifs, l'atout suit le premier sujet, comme à quatre.
farfaliaNoteDealerDummies = Avec des joueurs fictifs, la donne passe à gauche, comme à quatre.
farfaliaNoteSharedVictory = Le texte ne dit pas ce que donne une égalité pour la victoire ici : les ex æquo se la partagent.
farfaliaNoteLeader = Tous les ex æquo en tête du classement ne peuvent pas jouer de joker (personne n'en joue à la première donne).
farfaliaNoteStacking = Un joker joué dans une donne doublée compte ×4.
farfaliaNoteJokerTeams = À quatre, l'équipe est comptée : le joker d'un coéquipier double les points de l'équipe pour la donne.
farfaliaNoteHouseLength = Le groupe joue un autre nombre de donnes que le texte.
farfaliaNoteHouseDoubling = Le groupe double d'autres donnes que le texte.
farfaliaNoteAsEntered = Le groupe saisit ses propres donneurs et équipes ; la règle ne les contrôle pas.

## Problems

farfaliaPbPlayerCount = { $mode } se joue à { $expected }, pas à { $n }.
farfaliaPbEmptyName = Le joueur de la place { $seat } n'a pas de nom.
farfaliaPbNameTooLong = Le nom du joueur de la place { $seat } est trop long.
farfaliaPbDuplicatePlayer = Deux joueurs s'appellent { $name }.
farfaliaPbHousePoints = { $matches ->
    [one] { $matches } carte pareille ne peut
   *[other] { $matches } cartes pareilles ne peuvent
} pas valoir { $points } points (0 à 100).
farfaliaPbTargetNotForMode = Seule la partie à quatre se joue jusqu'à un score d'équipe.
farfaliaPbTarget = Une partie ne peut pas finir à { $n } points.
farfaliaPbTargetAndDeals = Donnez un nombre de donnes ou un score d'équipe, pas les deux.
farfaliaPbDeals = { $mode } : { $n ->
    [one] { $n } donne
   *[other] { $n } donnes
}, ce n'est pas une durée permise pour ce mode.
farfaliaPbDoubledDeals = Les donnes qui comptent double ne vont pas à une partie de { $deals } donnes.
farfaliaPbDoubledTwice = La donne { $deal } est notée deux fois parmi les donnes qui comptent double.
farfaliaPbDealAfterEnd = Donne { $deal } : la partie était finie après la donne { $after }.
farfaliaPbUnknownPlayer = Donne { $deal } : personne à cette table ne s'appelle { $name }.
farfaliaPbDidYouMean = Vouliez-vous dire { $name } ?
farfaliaPbDealerNotByRule = Donne { $deal } : selon la règle, { $expected } donne, pas { $dealer }.
farfaliaPbSidesNotByRule = Donne { $deal } : quand { $dealer } donne, les équipes sont { $teams }.
farfaliaPbSideShape = Donne { $deal } : ces équipes ne vont pas à ce mode ({ $teams }).
farfaliaPbPartnersChanged = Donne { $deal } : les coéquipiers restent ensemble toute la partie ({ $teams }).
farfaliaPbSides = Donne { $deal } : chaque joueur joue dans un seul camp.
farfaliaPbPropositionSize = Donne { $deal } : la proposition a { $n ->
    [one] { $n } sujet
   *[other] { $n } sujets
} ; il en faut 5.
farfaliaPbTrump = Donne { $deal } : le premier sujet, { $subject }, donne l'atout { $trump ->
    [red] rouge
    [green] vert
    [blue] bleu
   *[orange] orange
}.
farfaliaPbNegativeCount = Donne { $deal } : { $subject } : { $side } ne peut pas en garder { $n }.
farfaliaPbMoreThanProposed = Donne { $deal } : { $subject } : { $side } en a gardé { $n } ; la proposition en a { $proposed }.
farfaliaPbTooManyCards = Donne { $deal } : { $side } note { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}, plus que le paquet.
farfaliaPbCardNotation = Donne { $deal } : { $side } : « { $text } » n'est pas une carte.
farfaliaPbCardTwice = Donne { $deal } : { $card } est gardé deux fois.
farfaliaPbCardsBeyondCount = Donne { $deal } : { $subject } : { $side } note { $listed ->
    [one] { $listed } carte
   *[other] { $listed } cartes
} mais en compte { $n }.
farfaliaPbDeckLimit = Donne { $deal } : { $subject } : { $n ->
    [one] { $n } est gardé en tout
   *[other] { $n } sont gardés en tout
} ; le paquet en a { $deck }.
farfaliaPbTooManyPicks = Donne { $deal } : { $n ->
    [one] { $n } carte est gardée en tout
   *[other] { $n } cartes sont gardées en tout
} ; cette donne en permet au plus { $max }.
farfaliaPbDoubleYouOff = Donne { $deal } : { $name } joue un joker, mais DOUBLE YOU n'est pas en jeu.
farfaliaPbDoubleYouTwice = Donne { $deal } : { $name } joue deux fois un joker.
farfaliaPbDoubleYouLeader = Donne { $deal } : { $name } est premier au classement ({ $total }) et ne peut pas jouer de joker.
farfaliaPbNoJokerLeft = Donne { $deal } : { $name } n'a plus de joker.
farfaliaPbTooManyJokers = Donne { $deal } : plus de jokers sont notés que de joueurs à la table.
farfaliaCard = le { $rank } { $colour ->
    [red] rouge
    [green] vert
    [blue] bleu
   *[orange] orange
}

## Farfalia contre l'ordinateur (ui/src/games/farfalia/)
fplayWhich = Farfalia
fplayTitle = Farfalia contre l'ordinateur
fplaySetupTitle = Farfalia contre l'ordinateur
fplaySetupHelp = Quatre ou cinq joueurs, un jeu de 52 cartes en quatre couleurs et les cinq sujets. Vous jouez contre l'ordinateur ; chaque camp ramasse les sujets que demande la proposition.
fplayNotPlayed = Pas jouées ici : les parties à deux et à trois (les règles de leurs joueurs fictifs manquent au texte) et CHINKWAY (ses donnes 6 à 11 manquent). Tenez-en le score à une vraie table.
fplayFiveHelp = La partie pour débutants : le donneur joue seul contre deux paires, les équipes changent à chaque donne, trois donnes, la dernière compte double.
fplayFourHelp = Équipes fixes, partenaires face à face (vous avec le deuxième joueur de l'ordinateur) ; quatre donnes.
fplayLengthTitle = Longueur de la partie
fplayBurnin = Variante BURNIN' : un joker chacun par donne, qui grille les cartes de sa famille dans un pli
fplayStart = Distribuer
fplayDealOf = Donne { $deal } sur { $of }
fplayDealTo = Donne { $deal }, jusqu'à { $target } points
fplayDoubled = compte double
fplayDealer = donne
fplayWith = avec { $names }
fplayAlone = seul
fplayInHand = { $count } en main
fplayTotal = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fplayDoubleYouBadge = DOUBLE YOU cette donne
fplayTrumpIs = Atout : { $trump }.
fplayNoTrumpIs = Sans atout.
fplayTrumpNotYet = { $name }, qui donne, n'a pas encore annoncé l'atout.
# the person deals (five players): the trump is theirs to call
fplayTrumpYouCall = Vous donnez : à vous d'annoncer l'atout.
fplayProposition = La proposition
fplayPropositionIs = La proposition : { $subjects }.
fplayPropositionHidden = La proposition est retournée une fois que le donneur a annoncé.
fplayTricksDone = { $done ->
    [one] { $done } pli joué
   *[other] { $done } plis joués
} sur { $of }
fplayTrick = Le pli
fplayLastTrick = Le dernier pli
fplayTrickEmpty = Aucune carte sur la table pour l'instant.
fplayOnTrick = { $name } : { $card }
fplayWonBy = Remporté par { $name }
fplayKept = { $card } gardé
fplayCollections = Gardé face visible cette donne
fplaySideKept = { $side } : { $cards }.
fplayNothing = rien
fplayHand = Vos cartes
fplayNoCards = Vous n'avez plus de carte.
fplayOf = { $n } sur { $of }
fplayCannotPlay = vous devez fournir la couleur demandée
fplayYourDiscard = Vous avez écarté : { $cards }.
fplayDiscardHelp = Vous donnez : choisissez deux cartes à écarter, hors jeu, sans les montrer aux autres.
fplayChooseTwo = Choisissez deux cartes
fplayChooseOne = Choisissez encore une carte
fplayYourMoves = Vos coups
fplayPickTitle = Vous avez remporté le pli
fplayPickHelp = Vous pouvez en garder une carte face visible pour votre camp, une que la proposition demande encore.
fplayTrumpTitle = Annoncer l'atout
fplayDoubleYouTitle = DOUBLE YOU
fplayPlay = Jouer { $card }
fplayPick = Garder { $card }
fplayNoPick = Ne garder aucune carte
fplayJoker = Jouer votre joker
fplayJokerOf = le joker ({ $subject })
fplayDoubleYou = Jouer un joker : vos points comptent double cette donne
fplayNoDoubleYou = Garder vos jokers
fplayDiscard = Écarter { $first } et { $second }
fplayCallTrump = Annoncer l'atout { $trump ->
    [red] rouge
    [green] vert
    [blue] bleu
   *[orange] orange
}
fplayCallNoTrump = Annoncer sans atout
fplayPlays = { $name } joue { $card }.
fplayKeeps = { $name } garde { $card }.
fplayKeepsNone = { $name } ne garde aucune carte.
fplayPlaysJoker = { $name } joue un joker.
fplayPlaysDoubleYou = { $name } joue un joker DOUBLE YOU.
fplayKeepsJokers = { $name } garde ses jokers.
fplayLaysAside = { $name } écarte { $first } et { $second }.
fplayLaysAsideHidden = { $name } écarte deux cartes.
fplayCallsTrump = { $name } annonce l'atout { $trump ->
    [red] rouge
    [green] vert
    [blue] bleu
   *[orange] orange
}.
fplayCallsNoTrump = { $name } annonce sans atout.
fplayWinsTrick = { $name } remporte le pli.
fplayPoints = { $name } { $points }
fplayDealScored = Donne { $deal } comptée : { $points }.
fplayDealStarts = Donne { $deal } : { $name } donne.
fplayDealCountsDouble = Cette donne compte double.
fplayTotals = Totaux : { $totals }.
fplayTableSays = Sur la table : { $trick }. Vos cartes : { $hand }. { $trump } { $tricks ->
    [one] { $tricks } pli joué
   *[other] { $tricks } plis joués
} sur { $of }.
fplayScoreSoFar = Le score jusqu'ici
fplayStatsPoints = Points en tout
fplayResume = Reprendre Farfalia
fplayReviewMove = Votre coup { $mine } (coup { $number } de la partie, tous les joueurs comptés, donne { $deal }) : vous avez joué « { $played } ».
fplayReasonOnePly = { $score ->
    [one] Ce coup vaut { $score } point tout de suite.
   *[other] Ce coup vaut { $score } points tout de suite.
}
fplayReasonSearch = Le coup que la recherche a le plus essayé : écart attendu sur les autres de { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} (le coup essayé le plus souvent ensuite : { $next ->
    [one] { $next } point
   *[other] { $next } points
}), sur { $n ->
    [one] { $n } partie simulée
   *[other] { $n } parties simulées
}.
fplayReasonSearchAlone = Écart attendu sur les autres : { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
}, sur { $n ->
    [one] { $n } partie simulée
   *[other] { $n } parties simulées
}.
fkeyTable = Lire le pli (entre deux, le dernier et qui l'a remporté), vos cartes, l'atout et la proposition
fkeyScore = Lire les totaux et ce que chaque camp a gardé cette donne
fkeyMoves = Aller à vos coups : vos cartes, ou la décision qui vous est demandée
fkeyArrows = Parcourir vos cartes
fkeyEnter = Jouer la carte, ou prendre la décision
fkeyTab = Passer de vos cartes au pli, à ce que chaque camp a gardé, puis aux boutons
fplayPlayJokerOf = Jouer votre joker ({ $subject })
fplayPlaysJokerOf = { $name } joue le joker ({ $subject }).
fplayTrumpNotYetFour = L'atout suit le premier sujet de la proposition.
fplayPropositionHiddenFour = La proposition est retournée une fois que chacun a choisi pour DOUBLE YOU.
fplayJokersLeft = { $count ->
    [one] { $count } joker restant
   *[other] { $count } jokers restants
}
fplayBurned = grillées : { $cards }
fplayYourJoker = Votre joker : { $subject }. Il grille les cartes de sa famille dans un pli ; il ne peut pas ouvrir un pli.
fplaySameDeals = Rejouer les mêmes donnes
fplayLastTrickSays = Le dernier pli, remporté par { $name } : { $trick }.

## La table de Farfalia (issue 50) : une carte refusée, la carte gardée, les cartes gagnées, la reprise, la fin d'une donne
fplayMustFollow = Vous ne pouvez pas jouer { $card } : vous devez fournir la couleur demandée.
fplayPickAs = Garder { $card } (compte comme { $subject })
fplayStillLacking = De la proposition, il manque encore à votre camp : { $subjects }.
fplayLacksNothing = Votre camp a déjà tous les sujets de la proposition : il ne peut plus rien garder.
fplayWonCards = Cartes gagnées : { $down } face cachée, { $up } face visible
fplayTakeBackNothing = Rien à reprendre pour l'instant : vous n'avez pas encore joué.
fplayTakeBackShows = Pas de reprise maintenant : des cartes ont été montrées depuis votre dernier coup (la donne suivante, la proposition ou un joker) ; reprendre ce coup vous laisserait choisir à nouveau en les connaissant.
fplayDealOver = Fin de la donne { $deal }
fplayScoreRule = Chaque camp marque selon les cartes gardées face visible qui sont pareilles à la proposition ; chacun de ses joueurs reçoit les points du camp.
fplaySideScoreDoubled = { $matches ->
    [one] { $matches } carte pareille
   *[other] { $matches } cartes pareilles
} : { $base ->
    [one] { $base } point, doublé
   *[other] { $base } points, doublés
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fplayDoubleYouScored = { $name } a joué DOUBLE YOU : { $points ->
    [one] { $points } point
   *[other] { $points } points
} (×{ $times }).
fplayNextDealer = Donne suivante : { $name } donne.
fplayNextDeal = Donne suivante
fplayPointsFor = Points pour { $n ->
    [one] { $n } carte pareille
   *[other] { $n } cartes pareilles
}
fplayListSays = { $label } : { $items }
