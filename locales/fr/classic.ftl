### Le teneur de jetons du Papillon du XVIIIe siècle : sa mise en place et ses règles
### maison, les saisies faites à table, les événements et les transferts que le moteur
### rapporte, et chaque problème qu'il trouve à une saisie. Les cartes sont nommées par
### leur rang seul ($rank : A, 2 … 10, J, Q, K, que classicRankShort écrit A, 2 … 10, V, D, R).

classicSetup = Table et règles maison
classicPlayersHelp = Trois ou quatre joueurs, dans l'ordre du jeu : le voisin de droite de chacun ensuite.
classicFirstDealer = Premier donneur (la coupe la plus basse)
classicStartingCounters = Jetons de chacun au départ

## Les règles maison : chaque titre, une ligne d'aide, chaque choix.
classicStake = Mise par partie
classicStakeHelp = Jetons que chacun met au pot au début de chaque partie (« un ou deux jetons », dit le texte).
classicStakeOne = 1 jeton
classicStakeTwo = 2 jetons
classicFaceValue = Les figures dans une somme
classicFaceValueHelp = Ce que comptent valets, dames et rois quand ils prennent une somme.
classicFacePrinted = 11, 12, 13 (le texte)
classicFaceTen = 10 chacune (Académie des Jeux, 1730)
classicPotTo = Le pot revient à
classicPotToHelp = Qui reçoit le pot à la fin d'une partie.
classicPotWinner = Au gagnant de la partie
classicPotBlaetter = À celui qui a le plus de cartes
classicUnwonPot = Un pot que personne ne gagne
classicUnwonPotHelp = Ce que devient le pot quand personne ne le reçoit.
classicUnwonCarry = Reporté à la partie suivante
classicUnwonConsolation = À celui qui a la Consolation
classicUnwonSplit = Partagé également
classicBonuses = Primes d'une même prise
classicBonusesHelp = Si les as, le Klein-Papillon ou le Haneton, et la Sautenelle d'une même prise paient tous.
classicBonusesAdd = Elles s'ajoutent
classicBonusesHighest = Seule la plus forte paie
classicHaneton = Le Haneton au dernier tour
classicHanetonHelp = Si le Haneton paie encore une fois la dernière carte donnée, quand le Klein-Papillon ne paie plus.
classicHanetonPays = Il paie encore
classicHanetonNot = Il ne paie plus
classicConsolationTo = La Consolation revient à
classicConsolationToHelp = Qui est « le dernier joueur » qui reçoit la Consolation.
classicConsolationLast = Au dernier à s'être découvert
classicConsolationDealer = Au donneur
classicBlaetterTie = Le plus de cartes après une égalité
classicBlaetterTieHelp = Ce que paie le plus de cartes après une égalité.
classicBlaetterDouble = La partie suivante paie double
classicBlaetterCumulative = Chaque égalité double encore
classicDebt = Dettes
classicDebtHelp = Si les jetons peuvent passer sous zéro.
classicDebtAllowed = Un joueur peut devoir des jetons
classicDebtForbidden = Personne ne passe sous zéro
classicEmptyTable = Une donne sur une table vide
classicEmptyTableHelp = Dans quel ordre viennent les cartes quand la table est vide.
classicEmptyTurnUp = D'abord retourner, puis les mains
classicEmptyHandsFirst = D'abord les mains, puis retourner

## La feuille.
classicCounters = Jetons
classicPot = Pot
classicStartCol = Au départ
classicReceivedCol = Reçus
classicPaidCol = Payés
classicNowCol = Maintenant
classicNow = Partie { $game } · donne { $deal } sur { $most } au plus · { $dealer } donne · { $talon ->
    [one] { $talon } carte au talon
   *[other] { $talon } cartes au talon
}
classicLastRound = Dernier tour : le donneur a distribué la dernière carte.
classicGameOver = Cette partie est finie : commencez la suivante.
classicRecord = Noter ce qui s'est passé
classicKind = Ce qui s'est passé
classicKindCapture = Une prise
classicKindReveal = Un joueur se découvre
classicKindDeal = La donne suivante
classicKindWon = Un joueur a gagné
classicKindEnd = La fin de la partie
classicKindNewGame = Une nouvelle partie
classicWho = Qui
classicCardPlayed = La carte jouée
classicCardsTaken = Les cartes prises
classicTakeRank = Prendre { $rank }
classicRemoveTaken = Retirer { $card }
classicNoCardsTaken = Aucune carte prise pour l'instant.
classicSautenelle = Elle a pris les dernières cartes de la table (Sautenelle)
classicByBonuses = Ou dites ses primes au lieu de ses cartes
classicAces = As pris
classicPure = Rien que des as, avec un as jusqu'à un 4
classicKleinPapillon = Klein-Papillon
classicHanetonBonus = Haneton
classicRevealCards = Cartes découvertes
classicRevealAces = Dont des as
classicRevealReason = Pourquoi
classicReasonCannot = Ne pouvait rien prendre
classicReasonSautenelle = Après une Sautenelle
classicReasonOutOfTurn = Hors de son tour
classicTurnedUp = D'abord des cartes retournées sur une table vide
classicCardsCounted = { $name } : cartes dans sa pile
classicLeftOnTable = Cartes restées sur la table
classicWinnerOptional = Qui a gagné (personne : laisser vide)
classicConsolationOptional = Qui a eu la Consolation (si la table le dit)
classicNobody = Personne
classicNextDealer = Donneur de la nouvelle partie (à droite du précédent si vide)
classicAdd = Noter
classicLedger = Registre
classicEntryN = Saisie { $n }
classicStart = Début de la séance
classicRecorded = Noté : { $what }

## Les événements et les transferts du rapport du moteur.
classicCard = { $rank ->
    [A] l'as
    [J] le valet
    [Q] la dame
    [K] le roi
   *[other] le { $rank }
}
classicEvGameStarted = Partie { $game } : { $dealer } donne, le pot contient { $pot }
classicEvDealt = { $last ->
    [yes] Donne { $deal }, la dernière
   *[no] Donne { $deal }
}
classicEvCaptured = { $name } prend { $taken } avec { $card }
classicEvCounted = Décompte des cartes prises
classicEvStake = { $name } mise { $counters }
classicEvAces = { $aces ->
    [1] { $name } a pris un as : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres
   *[other] { $name } a pris { $aces } as : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres
}
classicEvPureAces = { $name } n'a pris que des as ({ $aces }) : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres
classicEvKleinPapillon = Klein-Papillon pour { $name } : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres
classicEvHaneton = Haneton pour { $name } : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres
classicEvSautenelle = Sautenelle pour { $name } : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres
classicEvReveal = { $name } se découvre : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}{ $aces ->
    [0] {""}
    [one] , dont { $aces } as
   *[other] , dont { $aces } as
}
classicEvWon = { $name } gagne la partie
classicEvConsolation = { $table ->
    [0] Consolation pour { $name } : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres (aucune carte sur la table)
    [1] Consolation pour { $name } : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres, et la carte restée sur la table
   *[other] Consolation pour { $name } : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres, et les { $table } cartes restées sur la table
}
classicEvBlaetter = Le plus de cartes pour { $name } ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}, ×{ $multiplier }) : { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun des autres
classicEvBlaetterTied = Égalité au plus de cartes ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}) : la partie suivante paie ×{ $multiplier }
classicEvPotWon = { $name } prend le pot : { $counters }
classicEvPotSplit = Le pot est partagé : { $each } chacun, { $left } restent
classicEvPotCarried = Le pot ({ $counters }) est reporté
classicEvDealerCut = La coupe : { $dealer } donne le premier
classicTransfer = { $from } → { $to } : { $counters }

## Pourquoi une saisie est refusée.
classicPbEntry = Saisie { $entry } : { $problem }
classicPbPlayerCount = Le Papillon se joue à trois ou quatre, pas à { $count }.
classicPbEmptyName = Le joueur { $seat } n'a pas de nom.
classicPbSameName = Deux joueurs s'appellent { $player }.
classicPbStake = La mise est d'un ou deux jetons, pas de { $stake }.
classicPbStartingCounters = Les jetons de départ vont de 0 à un million, pas { $counters }.
classicPbCannotPayStake = Sans dettes, des joueurs partant avec { $counters ->
    [one] { $counters } jeton
   *[other] { $counters } jetons
} ne peuvent pas miser { $stake }.
classicPbUnknownDealer = Le premier donneur, { $player }, n'est pas à la table.
classicPbUnknownPlayer = { $player } n'est pas à la table.
classicPbDidYouMean = Vouliez-vous dire { $player } ?
classicPbAfterEnd = la partie est finie ; seule une nouvelle partie peut suivre.
classicPbBelowZero = { $player } aurait { $counters ->
    [one] { $counters } jeton
   *[other] { $counters } jetons
}, et cette table joue sans dettes.
classicPbAlreadyRevealed = { $player } s'est découvert dans cette donne et n'a plus rien en main.
classicPbAlreadyOut = { $player } a déjà échangé toutes ses cartes dans cette donne.
classicPbNoCardLeft = { $player } a déjà joué les { $dealt } cartes reçues dans cette donne.
classicPbIllegalCapture = { $player } : prise non permise ({ $reason })
classicPbNothingTaken = { $player } : la prise donne la carte jouée mais aucune carte prise.
classicPbNoCardPlayed = { $player } : la prise donne des cartes prises mais pas la carte jouée.
classicPbMoreThanFour = { $player } : la prise compte { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} de rang { $rank } ; le paquet en a quatre.
classicPbToldTwice = { $player } : la prise donne à la fois ses cartes et ses primes : l'un ou l'autre.
classicPbImpossible = { $player } : la prise ne peut pas être ce qui est dit ({ $why })
classicPbKleinLast = pas de Klein-Papillon pour { $player } au dernier tour (le texte : dès que la dernière carte est donnée, le Klein-Papillon n'est plus possible).
classicPbHanetonLast = pas de Haneton pour { $player } au dernier tour : cette table ne le paie plus alors.
classicPbTooManyAces = { $player } : avec cette ligne, cette partie compte { $aces } as ({ $taken } pris dans les piles, { $revealed } de plus découverts et pas repris depuis) ; le paquet en a quatre.
classicPbRankTooOften = { $player } : la prise met dans une pile une { $count }e carte de rang { $rank } dans cette partie ; le paquet en a quatre.
classicPbCaptureAfterSautenelle = { $player } ne peut pas prendre ici : la Sautenelle jouée par { $by } vient de vider la table, et après une Sautenelle « le joueur suivant doit découvrir ses cartes » (il manque une découverte avant cette ligne).
classicPbEmptyReveal = { $player } ne découvre aucune carte.
classicPbRevealTooLarge = { $player } découvre { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} mais en tient au plus { $left }.
classicPbRevealAces = { $player } découvre { $aces } as parmi { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}.
classicPbNothingToDeal = le talon est vide : il n'y a rien à donner.
classicPbWonBeforeLast = { $talon ->
    [one] { $player } ne peut pas gagner à la donne { $deal } : seulement à la dernière ({ $talon } carte reste au talon ; un retournement sur table vide a-t-il été oublié ?).
   *[other] { $player } ne peut pas gagner à la donne { $deal } : seulement à la dernière ({ $talon } cartes restent au talon ; un retournement sur table vide a-t-il été oublié ?).
}
classicPbRevealerCannotWin = { $player } s'est découvert, et qui doit se découvrir ne peut évidemment pas gagner.
classicPbSecondWinner = { $player } ne peut pas gagner aussi : { $winner } a déjà gagné cette partie.
classicPbEndBeforeLast = la partie ne peut pas finir à la donne { $deal } : { $talon ->
    [one] { $talon } carte reste au talon.
   *[other] { $talon } cartes restent au talon.
}
classicPbMissingWinner = il manque le gagnant : { $players } ne se sont pas découverts à la dernière donne, chacun a donc échangé toutes ses cartes, et le registre ne peut pas savoir qui l'a fait le premier. Indiquez qui a gagné avant la fin.
classicPbPileTooLarge = { $player } : la pile compte { $typed } cartes ; le paquet en a 52.
classicPbAcesLeftOnTable = { $aces } as ont été découverts sans qu'aucune prise notée ne les prenne (prendre un as rapporte toujours), ils sont donc sur la table, mais { $table } cartes y sont comptées.
classicPbTableTooLarge = on compte { $typed } cartes restées sur la table ; le paquet en a 52.
classicPbMissingCount = { $player } : il manque le compte de ses cartes.
classicPbCardCount = les piles ({ $piles }) et les cartes restées sur la table ({ $table }) font { $counted }, pas les 52 du paquet.
classicPbFewerThanTaken = { $player } compte { $counted } cartes mais en a pris au moins { $atLeast } dans les prises notées.
classicPbWrongConsolation = la Consolation n'est pas à { $player } : elle est à { $due }.
classicPbNoConsolation = la Consolation n'est pas à { $player } : personne ne l'a (quelqu'un a gagné, ou personne ne s'est découvert à la dernière donne).
classicPbNewGameBeforeEnd = une nouvelle partie ne commence qu'une fois celle-ci finie.
## Pourquoi une prise ne peut pas être ce qui est dit.
classicWhyPureWithoutAces = une prise « rien que des as » prend des as (dites combien)
classicWhyBothThrees = une prise est un Klein-Papillon ou un Haneton, pas les deux
classicWhyTooManyAcesForThree = trois cartes tiennent au plus trois as
classicWhyHanetonPure = un Haneton se fait avec une figure, une prise « rien que des as » avec un as jusqu'à un 4
classicWhyMoreThanFourAces = une prise compte au plus quatre as
## Pourquoi une prise n'est pas permise.
classicRefNothingTaken = une prise enlève au moins une carte de la table
classicRefNotOnTable = { $card } n'est pas sur la table
classicRefListedTwice = { $card } figure deux fois
classicRefPlayedTaken = { $card } est la carte jouée ; elle ne peut pas aussi être prise
classicRefNotSameValue = { $card } ne peut pas prendre { $taken } : une carte seule ne se prend que par une carte de même valeur
classicRefFaceOnly = { $card } ne peut pas prendre { $face } : une figure sur la table ne se prend que par la même figure
classicRefFaceInSum = { $face } ne peut pas entrer dans une somme : une figure sur la table ne se prend que par la même figure
classicRefMoreThanOne = { $card } ne prend qu'une carte de sa valeur sur la table, même s'il y en a plusieurs
classicRefMatchAndSum = { $card } ne peut pas prendre { $matched } et une somme à la fois
classicRefSumWrong = les cartes prises font { $sum }, pas { $value }, la valeur de { $card }

## L'arbitre du Papillon de 1756 : une question à laquelle il ne peut pas répondre, et son écran.
ref-classic-table-twice = { $card } est deux fois sur la table.
ref-classic-hand-and-table = { $card } est à la fois la carte jouée et sur la table.
ref-classic-hand-twice = { $card } est deux fois dans la main.
ref-classic-players = Une table compte trois ou quatre joueurs, pas { $players }.
ref-classic-seat = La place { $seat } n'existe pas : la table compte { $players } places.
ref-classic-options = Ces règles maison ne peuvent pas être : vérifiez la mise et les jetons de départ.
ref-classic-too-many = Une question nomme au plus les 52 cartes du paquet.
classicCardSuited = { $rank ->
    [A] as
    [J] valet
    [Q] dame
    [K] roi
   *[other] { $rank }
} de { $suit ->
    [C] trèfle
    [D] carreau
    [H] cœur
   *[S] pique
}
## Une carte avec son article, comme un coup la nomme : « le 3 de pique », « l'as de cœur ».
classicCardSuitedThe = { $rank ->
    [A] l'as
    [J] le valet
    [Q] la dame
    [K] le roi
   *[other] le { $rank }
} de { $suit ->
    [C] trèfle
    [D] carreau
    [H] cœur
   *[S] pique
}
refClassic = Papillon de 1756
refClassicHelp = Quelles prises cette carte peut-elle faire sur les cartes retournées, et que rapportent-elles ? Choisissez les cartes de la table, puis la carte jouée.
refClassicPlayers = Joueurs à la table
refClassicTarget = La prochaine carte touchée va
refClassicToTable = Sur la table
refClassicToCard = Comme carte jouée
refClassicDeck = Le paquet
refClassicTable = Cartes retournées
refClassicNoTable = Aucune carte sur la table pour l'instant.
refClassicPlayed = Carte jouée : { $card }
refClassicNoCard = Choisissez la carte jouée.
refClassicAsk = Que peut-elle prendre ?
refClassicNone = Elle ne prend rien : elle se pose sur la table, ou son joueur se découvre.
refClassicCapture = { $kind ->
    [match] Prend { $taken } (même valeur)
   *[sum] Prend { $taken } (une somme)
}
refClassicEarns = { $each ->
    [0] Aucun jeton
   *[other] { $each ->
        [one] { $each } jeton
       *[other] { $each } jetons
    } de chacun, { $counters ->
        [one] { $counters } jeton
       *[other] { $counters } jetons
    } en tout
}
refClassicSautenelle = Sautenelle : elle prend la dernière carte retournée, et le joueur suivant doit se découvrir.
refClassicCheck = Peut-elle prendre les cartes choisies ?
refClassicChooseTaken = Choisissez parmi les cartes retournées celles qu'elle prendrait.
refClassicAllowed = Permis.
refClassicRefused = Pas permis : { $reason }
refClassicRemove = Retirer { $card }
refClassicYou = le joueur
classicSuit = { $suit ->
    [C] Trèfle
    [D] Carreau
    [H] Cœur
   *[S] Pique
}
refClassicAnswer = La réponse de l'arbitre
refClassicOnTable = { $name } sur la table

## Un rang tel qu'un bouton le montre : la lettre qu'écrivent les joueurs.
classicRankShort = { $rank ->
    [J] V
    [Q] D
    [K] R
   *[other] { $rank }
}
classicNextDealerAuto = Le suivant à droite
refClassicRemoved = { $card } n'est plus sur la table

## Jouer le Papillon de 1756 contre l'ordinateur.
cplayTitle = Le Papillon de 1756
cplaySetupTitle = Le Papillon de 1756 contre l'ordinateur
cplaySetupHelp = Trois ou quatre joueurs, un jeu de 52 cartes et des jetons. Vous jouez contre l'ordinateur ; la coupe désigne le premier donneur.
cplayWhich = Quel jeu
cplayModern = Papillon
cplayClassic = Le Papillon de 1756
cplayStart = Couper et donner
cplayResume = Reprendre le Papillon de 1756
cplayResumeOf = Partie { $game } avec { $players }
cplayGameDeal = Partie { $game } · donne { $deal } sur { $most } au plus
cplayLastRound = Dernier tour : le talon est épuisé.
cplayDealer = { $name } donne.
cplayPot = Pot : { $pot }
cplayTalon = { $count ->
    [one] Talon : { $count } carte
   *[other] Talon : { $count } cartes
}
cplayCounters = { $counters ->
    [one] { $counters } jeton
   *[other] { $counters } jetons
}
cplayInHand = { $count ->
    [one] { $count } carte en main
   *[other] { $count } cartes en main
}
cplayPile = { $count ->
    [one] { $count } carte prise
   *[other] { $count } cartes prises
}
cplayRevealedBadge = a abattu
cplayWonBadge = sorti le premier
cplayTable = Cartes découvertes
cplayTableEmpty = Aucune carte n'est découverte.
cplayYourCards = Vos cartes
cplayNoCards = Vous n'avez plus de carte dans cette donne.
cplayYourMoves = Vos coups
cplayTake = Prendre { $taken } avec { $card }
cplayReveal = Abattre vos cartes : vous ne pouvez rien prendre
cplayRevealSautenelle = Abattre vos cartes : la Sautenelle avant vous vous y oblige
cplayNotYourTurn = Attendez votre tour.
cplayEvDealerCut = La coupe désigne { $dealer } pour donner en premier
# une nouvelle donne dans le journal, une phrase à elle (pas « … avec le 10 de pique. Donne 3 »)
cplayEvDealt = { $last ->
    [yes] Les cartes de la donne { $deal }, la dernière, sont données
   *[no] Les cartes de la donne { $deal } sont données
}
cplayMoveLine = { $events }
cplayEnd = La partie est finie.
# la fin d'une partie, avec qui la gagne (le premier à échanger toutes ses cartes au dernier tour, docs/rules.md partie II §8.1)
cplayEndWinner = La partie est finie : { $name } la gagne, en ayant échangé toutes ses cartes avant les autres au dernier tour.
cplayEndNobody = La partie est finie : personne ne la gagne, car tous ceux qui avaient encore des cartes au dernier tour ont dû les abattre (qui se découvre ne peut pas gagner).
# pourquoi « Reprendre » est grisé dans le jeu de 1756, à côté du bouton
cplayTakeBackNothing = Rien à reprendre pour l'instant : vous n'avez pas encore joué.
cplayTakeBackDealt = Pas de reprise maintenant : des cartes ont été données depuis votre dernier coup ; le reprendre vous laisserait le rejouer en les connaissant.
cplayTakeBackShown = Pas de reprise maintenant : { $name } a montré ses cartes depuis votre dernier coup ; le reprendre vous laisserait le rejouer en les connaissant.
# les mots du jeu, expliqués là où ils apparaissent (docs/rules.md partie II §7, E4 à E6)
cplayTermsTitle = Les mots du jeu
cplaySautenelleWord = Sautenelle
cplayTermKleinPapillon = prendre d'un coup trois cartes de la table, sauf au dernier tour : 1 jeton de chacun des autres joueurs.
cplayTermHaneton = une figure qui prend trois cartes de la table : 1 jeton de chacun des autres joueurs, au lieu du Klein-Papillon.
cplayTermSautenelle = une prise qui emporte la dernière carte retournée : 1 jeton de chacun des autres joueurs, et le joueur suivant doit abattre ses cartes.
cplayChangeTitle = Les jetons de cette partie
cplayBefore = Avant
cplayAfter = Après
cplayChange = Gain ou perte
cplayNext = Partie suivante de la séance
cplaySameDeal = Rejouer la même donne
cplayReviewMove = Votre coup { $mine } (coup { $number } de la partie, tous les joueurs comptés, donne { $deal }) : vous avez joué « { $played } ».
cplayReasonSearch = Le coup que la recherche a le plus essayé : écart attendu sur les autres de { $margin ->
    [one] { $margin } jeton
   *[other] { $margin } jetons
} (le coup essayé le plus souvent ensuite : { $next ->
    [one] { $next } jeton
   *[other] { $next } jetons
}), sur { $n ->
    [one] { $n } partie simulée
   *[other] { $n } parties simulées
} jusqu'à la fin de la donne suivante.
cplayReasonSearchAlone = Écart de jetons attendu sur les autres : { $margin ->
    [one] { $margin } jeton
   *[other] { $margin } jetons
}, sur { $n ->
    [one] { $n } partie simulée
   *[other] { $n } parties simulées
} jusqu'à la fin de la donne suivante.
cplayReasonOnePly = { $score ->
    [one] Ce coup rapporte { $score } jeton tout de suite.
   *[other] Ce coup rapporte { $score } jetons tout de suite.
}
cplayNoneWord = aucune
cplayTableSays = Cartes découvertes : { $table }. Vos cartes : { $hand }. Pot { $pot }, talon { $talon }.
cplayScoreSays = { $name } : { $counters }
cplayStatsTitle = Le Papillon de 1756 contre l'ordinateur
cplayStatsWon = Sorti le premier
cplayStatsWonNote = « Sorti le premier » : les parties gagnées, en échangeant toutes ses cartes le premier au dernier tour (qui se découvre ne peut pas gagner).
cplayStatsCounters = Jetons en tout
cplayStatsBest = Meilleure partie
