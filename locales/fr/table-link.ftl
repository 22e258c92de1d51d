### La page invitée du lien de table : ce qu'un téléphone à la table affiche pendant que
### l'appareil hôte tient la marque (crates/table-link/assets/guest.js). Sans variables :
### la page place les noms et les nombres à côté des mots.

tlGamePapillon = Papillon
tlGameClassic = Le Papillon de 1756
tlGameFarfalia = Farfalia
tlGameProut = PROUT
tlLive = En direct
tlReconnecting = Connexion perdue : reconnexion…
tlWaiting = En attente de la table…
tlInProgress = En cours
tlFinished = Terminée
tlEntries = Saisies :
tlStandings = Classement
tlPlace = Place
tlPlayer = Joueur
tlTotal = Total
tlNoScoreYet = Pas encore de score : il s'affichera dès que la feuille permettra de le calculer.
tlWinners = Gagnants :
tlSoFar = La partie jusqu'ici
tlBlueCards = Cartes bleues
tlToursWon = Tours gagnés
tlOrangeLeft = Orange restantes
tlDice = Dés
tlNoDice = Aucun dé lancé pour l'instant.
tlPurposeStartBlue = Début de la manche bleue
tlPurposeStartOrange = Début de la manche orange
tlPurposeMostCards = Le plus de cartes, départage
tlPurposeCouteau = Couteau Suisse
tlPurposeWinnerRollOff = Vainqueur, départage
tlPurposeRollOff = Départage
tlReadOnlyPropose = La marque est tenue sur l'appareil hôte : ce que vous proposez y est accepté ou refusé.
tlWinner = sorti le premier
tlEnded = Ce lien ne fonctionne plus : demandez le nouveau code à la table.
tlReadOnly = Lecture seule : la marque est tenue sur l'appareil hôte.

## A game against the computer, seen as a spectator.
tlTable = La table
tlSpectator = Une partie contre l'ordinateur, vue en spectateur : les cartes découvertes et les comptes, jamais une main.
tlMoves = Coups :
tlCounters = Jetons
tlInHand = En main
tlTaken = Prises
tlToPlay = à jouer
tlPot = Pot :
tlTalon = Talon :
tlLastRound = Dernier tour
tlFaceUp = Cartes découvertes
tlNoFaceUp = Aucune carte n'est découverte.
tlRankA = as
tlRankJ = valet
tlRankQ = dame
tlRankK = roi
tlSuitC = de trèfle
tlSuitD = de carreau
tlSuitH = de cœur
tlSuitS = de pique

## Proposer une saisie pour sa propre place (l'hôte l'accepte ou la refuse).
tlProposeTitle = Proposez votre compte
tlProposeSeat = Je suis
tlProposeBlue = Mes cartes bleues
tlProposeSend = Proposer
tlProposed = Proposé : l'hôte l'accepte ou la refuse.
tlProposeRefused = Non envoyé : réessayez dans un instant.

## Pourquoi le lien a pris fin (la page cesse de réessayer), et pourquoi une proposition n'est pas partie.
tlStopped = L'hôte a arrêté de partager cette table. S'il la partage de nouveau, rechargez cette page.
tlNewLink = L'hôte a créé un nouveau lien pour cette table : demandez-lui le nouveau code.
tlRefusedTooSoon = Non envoyé : attendez un instant entre deux propositions.
tlRefusedYours = Non envoyé : votre dernière proposition attend encore la réponse de l'hôte.
tlRefusedSeat = Non envoyé : une proposition pour ce joueur attend déjà la réponse de l'hôte.
tlRefusedEntry = Non envoyé : la table n'accepte pas ce compte.
tlRefusedFull = Non envoyé : trop de propositions attendent ; réessayez quand l'hôte aura répondu.
