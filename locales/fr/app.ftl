### The app's screens: labels, buttons, sentences. A message's id is what the code asks for;
### placeholders are { $name }.

app = Papillon
home = Accueil
resume = Reprendre la partie
resumeOf = Partie avec { $players }
newGame = Nouvelle partie
history = Historique
statistics = Statistiques
rules = Règles
settings = Réglages
back = Retour
noGameInProgress = Aucune partie en cours.
players = Joueurs
roster = Joueurs connus
addPlayer = Ajouter
newPlayerName = Nom du nouveau joueur
seats = Places dans l'ordre de la table
moveUp = Monter { $name }
moveDown = Descendre { $name }
remove = Retirer { $name }
teams = Équipes
teamsCrossed = Les partenaires sont assis face à face.
eachAlone = Chacun joue pour soi.
pickAlone = Qui joue seul contre les deux autres ?
rollForPartners = Lancer : qui choisit deux partenaires
picksPartners = { $name } a gagné le lancer et choisit deux partenaires :
dealer = Le premier donneur est le joueur le plus âgé : cochez le rond à côté de son nom.
houseRules = Règles maison
start = Commencer la partie
choosePlayers = Choisissez de 2 à 5 joueurs.
dice = Dés
blue = Bleue
orange = Orange
result = Résultat
undo = Annuler
redo = Rétablir
startRollBlue = Lancer de départ : manche bleue (le plus haut commence)
startRollOrange = Lancer de départ : manche orange (le plus bas commence)
freeRoll = Lancer les dés
rollRound = Lancer { $n }
reroll = Égalité : { $names } relancent
starts = { $name } commence.
rolled = { $name } a fait { $a } + { $b } = { $sum }
diceLog = Journal des dés
noRolls = Aucun lancer pour l'instant.
blueDie = dé bleu
orangeDie = dé orange
diceShow = Dés : bleu { $a }, orange { $b }
cardsLeft = { $deck } cartes : { $left } à attribuer
cardsOver = { $deck } cartes : { $over } de trop
cardsAllAssigned = { $deck } cartes : toutes attribuées
capturedBy = Prises par
cardsCaptured = Cartes prises
less = Diminuer de 1
more = Augmenter de 1
scoringCards = Cartes qui comptent
takenBy = prise par { $name }
chatNoir = Chat Noir
voluntary = volontaire (+30)
involuntary = involontaire (−30)
mostCardsTie = Égalité au plus de cartes : { $names }.
rollOff = Départager aux dés
rollOffWon = { $name } gagne le départage.
tours = Tours
emptiedFirst = Qui a vidé sa main en premier ?
addTour = Ajouter un tour : touchez qui a vidé sa main
toursOf = { $entered ->
    [one] { $entered } tour saisi sur { $expected }
   *[other] { $entered } tours saisis sur { $expected }
}
toursComplete = Plus de tour à saisir : cette table en distribue { $expected } (un tour bloqué par une apocalypse ne se saisit pas).
removeLastTour = Retirer le dernier tour
end = Fin de la manche
endNormal = Normale (dernier tour)
endCarnage = Carnage (pioche épuisée)
endApocalypse = Apocalypse (plus personne ne peut jouer)
hand = Cartes restées en main
emptyHand = Main vide
handOf = Main — { $name }
family = Famille
trumps = Atouts
notEntered = non saisie
couteauPrompt = { $name } a gardé un Couteau Suisse en main : il coûte ce que donnent les dés. Saisissez ce que la table a lancé, ou lancez ici ({ $rolled } { $rolled ->
    [one] valeur connue
   *[other] valeurs connues
} sur { $held }).
rollCouteau = Lancer les dés ici, dans l'app
couteauValueRolled = Couteau Suisse ({ $name }) : { $value }, lancé ici dans l'app
couteauValueEntered = Couteau Suisse ({ $name }) : { $value }, lancé à la table
couteauEnterLabel = Somme des deux dés lancés à la table, pour { $name } (de { $min } à { $max })
couteauEnterLabelOne = Nombre du dé lancé à la table, pour { $name } (de { $min } à { $max })
couteauEnter = Saisir
couteauOr = ou
couteauRemove = Retirer { $value }
couteauRemoveOf = Retirer { $value } : la valeur du Couteau Suisse ({ $name }), pour la corriger
handCardsNote = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
handPointsNote = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
handNotesHelp = Sous chaque nom : les points que coûte sa main, une fois toutes les mains saisies (jusque-là, combien de cartes elle contient).
pickHandPlayer = Toutes les mains sont saisies. Touchez un joueur pour revoir ou corriger sa main.
tourLine = Tour { $n } : { $name }
sessionWhy = Seules les parties terminées comptent dans le cumul de la soirée : celle-ci s'y ajoutera quand vous toucherez « Terminer la partie ».
dealerOf = Donneur (le plus âgé) : { $name }
diceLogLine = { $purpose } — { $name } : { $dice }
winnerLine = Gagnant : { $names }
winnersLine = Gagnants : { $names }
undoneWhat = Annulé : { $what }
redoneWhat = Rétabli : { $what }
chgAnd = { $a } ; { $b }
chgMore = { $what } et { $n ->
    [one] { $n } autre changement
   *[other] { $n } autres changements
}
chgSomething = une saisie
chgBlueCount = { $name } : { $cards ->
    [one] { $cards } carte prise
   *[other] { $cards } cartes prises
}
chgBlueCleared = manche bleue ({ $name }) effacée
chgBlueCardAdded = { $name } a pris { $card }
chgBlueCardRemoved = { $name } n'a plus { $card }
chgChatNoir = Chat Noir ({ $name }) : { $capture }
chgMostCardsRolloff = départage du plus de cartes gagné par { $name }
chgWinnerRolloff = départage de la victoire gagné par { $name }
chgTourAdded = tour { $n } : { $name } a vidé sa main en premier
chgTourRemoved = retrait du tour { $n }
chgEnd = fin de la manche : { $end }
chgHandCardAdded = { $name } garde { $card } en main
chgHandCardRemoved = { $name } n'a plus { $card } en main
chgHandEmpty = main ({ $name }) : vide
chgHandCleared = main ({ $name }) : non saisie
chgDrawAdded = { $name } a tiré { $card } pour le Papillon
chgDrawRemoved = { $name } n'a plus { $card } dans le tirage du Papillon
chgCouteauAdded = Couteau Suisse ({ $name }) : il vaut { $value }
chgCouteauRemoved = Couteau Suisse ({ $name }) : la valeur { $value } retirée
chgPartAdded = { $part ->
    [deal] l'ajout de la donne { $n }
    [game] l'ajout de la partie { $n }
   *[line] l'ajout de la ligne { $n }
}
chgPartRemoved = { $part ->
    [deal] le retrait de la donne { $n }
    [game] le retrait de la partie { $n }
   *[line] le retrait de la ligne { $n }
}
chgPartChanged = { $part ->
    [deal] une saisie de la donne { $n }
    [game] une saisie de la partie { $n }
   *[line] une saisie de la ligne { $n }
}
chgSetup = un changement du réglage de la partie
papillonPrompt = { $name } a le Papillon : saisissez { $n ->
    [one] { $n } carte tirée
   *[other] les { $n } cartes tirées
}
papillonDraw = Tirage du Papillon ({ $name })
drawFor = Saisir le tirage
handMode = Main
stillMissing = Reste à saisir
complete = La feuille est complète.
progressEmpty = Rien n'est encore saisi : commencez par la manche bleue.
progressBlueOnly = La manche bleue est complète. La manche orange n'est pas encore saisie : le résultat est celui de la manche bleue.
progressOrangeOnly = La manche orange est complète. La manche bleue n'est pas encore saisie : le résultat est celui de la manche orange.
side = Camp
total = Total
place = Place
winners = Gagnants
winner = Gagnant
sharedPlace = ex æquo
consolation = Consolation
consolationLine = { $from } → { $to } : { $points }
whySide = { $members ->
    [one] Comment { $side } marque { $total }
   *[other] Comment { $side } marquent { $total }
}
whyBlueItems = Manche bleue : points marqués
whyOrangeItems = Manche orange : points de pénalité, retranchés
# a result's round that was not played (a sheet or a game of one round): in the table, said for a screen reader under a dash
roundNotPlayed = pas jouée
whyBlueNotPlayed = Manche bleue : pas jouée
whyOrangeNotPlayed = Manche orange : pas jouée
whyNoOrange = Manche orange : aucun point de pénalité
whyBlueSum = Total de la manche bleue : { $points }
whyOrangeSum = Total de la manche orange, retranché : { $points }
whySum = Total : { $blue } − { $orange } = { $total }
whyBy = { $who } : { $item }
sessionTotal = Cumul de la soirée
finish = Terminer la partie
finished = Terminée
inProgress = En cours
editBlue = Modifier la manche bleue
editOrange = Modifier la manche orange
winnerTie = Égalité des meilleurs totaux : { $names }.
search = Rechercher
player = Joueur
dateDay = jj
dateMonth = mm
dateYear = aaaa
dateWrong = Ce n'est pas une date : écrivez-la ainsi, { $pattern }.
from = Du
to = Au
noGames = Aucune partie tenue à table trouvée.
# le titre de l'Historique au-dessus de la recherche : elle ne cherche que les parties tenues à table
historyTableTitle = Parties tenues à table
historyTableHelp = La recherche porte sur les parties notées à table. Les parties contre l'ordinateur sont listées en dessous.
gamesCol = Parties
wins = Victoires
winRate = % victoires
avgTotal = Moy. totale
headToHead = Face à face
headToHeadOf = Face à face : { $name }
vs = contre { $name } : { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}, { $losses ->
    [one] { $losses } perdue
   *[other] { $losses } perdues
}, { $ties ->
    [one] { $ties } nulle
   *[other] { $ties } nulles
} sur { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
noStats = Aucune partie à table terminée pour l'instant.
statsAtTable = Parties à table
statsAverages = Points moyens par partie
chartTitle = Total moyen par joueur, en points par partie
chartCredit = Dans une partie en équipes, chaque joueur de l'équipe est crédité du score entier de son équipe.
language = Langue
system = Système
theme = Thème
light = Clair
dark = Sombre
sound = Son
haptics = Vibrations
backup = Sauvegarde
exportBackup = Exporter une sauvegarde
importBackup = Importer une sauvegarde
exported = Sauvegarde écrite dans { $path }
imported = { $games ->
    [one] { $games } partie importée
   *[other] { $games } parties importées
}, { $practice } contre l'ordinateur (déjà présentes : { $skipped }), nouveaux joueurs : { $players }.
saved = Enregistré
loading = Chargement…
error = Erreur
close = Fermer
database = Base : { $path }
version = Version { $v }
none = aucun
item_most_cards = Plus de cartes ({ $cards })
item_yin_yang = Yin et Yang ensemble
item_chat_noir_voluntary = Chat Noir, volontaire
item_chat_noir_involuntary = Chat Noir, pris involontairement (ramassé)
item_consolation_received = Consolation — { $who }
item_consolation_paid = Consolation à { $who }
item_tour = Tour { $tour } : { $who } a fini en premier
item_tour_last = Dernier tour { $tour } : { $who } a fini en premier
item_hand_card = Resté en main : { $card }
item_couteau = Couteau Suisse en main (lancer { $roll })
item_papillon_draw = Tiré pour le Papillon : { $card }
purpose_start_blue = départ, manche bleue
purpose_start_orange = départ, manche orange
purpose_most_cards_roll_off = départage du plus de cartes
purpose_couteau_suisse = Couteau Suisse
purpose_winner_roll_off = départage de la victoire
purpose_roll_off = lancer libre
playComputer = Jouer contre l'ordinateur
resumePlay = Reprendre la partie contre l'ordinateur
resumePlayOf = { $kind } avec { $players }
# sur une mise en place contre l'ordinateur, quand une partie de ce jeu est en cours ($game : papillon, classic, farfalia)
setupInProgress = { $game ->
    [classic] Une partie du Papillon de 1756 contre l'ordinateur est en cours, avec { $players }.
    [farfalia] Une partie de Farfalia contre l'ordinateur est en cours, avec { $players }.
   *[other] Une partie de Papillon contre l'ordinateur est en cours, avec { $players }.
}
setupInProgressNew = Ou préparez-en une nouvelle ci-dessous : la partie en cours reste dans l'Historique, à reprendre plus tard.
setupResume = Reprendre cette partie
kind_blue = Manche bleue
kind_orange = Manche orange
kind_full = Partie complète (bleue puis orange)
gameKind = À quoi jouer
name = Nom
who = Jouée par
person = Une personne
level_easy = Ordinateur, facile
level_medium = Ordinateur, moyen
level_hard = Ordinateur, fort
level_expert = Ordinateur, expert
levelShort_easy = facile
levelShort_medium = moyen
levelShort_hard = fort
levelShort_expert = expert
levelHelp = Facile fait des erreurs, moyen joue le meilleur coup immédiat, fort et expert voient plus loin.
playersCount = Joueurs
needPerson = Au moins une place doit être jouée par une personne.
deal = Distribuer
dealAgain = Redistribuer
startRoll = Lancer de départ
picksTwo = { $name } a gagné le lancer : choisissez deux partenaires pour { $name }.
computerPicked = { $name } a gagné le lancer et choisit { $a } et { $b }.
startPlaying = Commencer à jouer
startNeedsAlone = Choisissez plus haut qui joue seul, puis commencez.
startNeedsPartners = Choisissez plus haut les deux partenaires, puis commencez.
seatField = Place { $n } : { $field }
seatWithLevel = { $name } ({ $level })
yourTurn = À vous, { $name }
turnOf = À { $name } de jouer
thinking = { $name } réfléchit…
gameOver = Partie terminée
plate = Tapis
plateEmpty = Le tapis est vide.
yourHand = Votre main
handHidden = Main cachée
handSize = { $n } en main
# the orange round: of a seat's cards in hand, how many have each back (a newcomer read « (7/0) » as nothing)
handBacks = ({ $orange } orange, { $blue } { $blue ->
    [0] bleue
    [one] bleue
   *[other] bleues
})
pileSize = { $n ->
    [one] { $n } ramassée
   *[other] { $n } ramassées
}
dealOf = Donne { $n } sur { $total }
direction_clockwise = Sens horaire ↻
direction_counterclockwise = Sens anti-horaire ↺
chooseCard = Choisissez une carte de votre main.
chosenCard = Vous avez choisi { $card } : touchez les cartes du tapis à prendre, ou choisissez une prise ci-dessous.
# the hint places the chosen card on the plate, though it could take
chosenCardHintPlace = Vous avez choisi { $card }. Conseil : posez-la sur le tapis (le bouton ci-dessous) ; ou touchez les cartes du tapis à prendre.
chosenCardNoCapture = Vous avez choisi { $card } : elle ne prend rien ici ; posez-la sur le tapis, ou annulez.
commonCaptures = Prises
placeOnPlate = Poser { $card } sur le tapis
takeChosen = Les prendre
takeWithSign = Les prendre, avec { $sign }
noCapture = Ces cartes ne font pas une prise pour { $card }.
papillonSweep = Jouer le Papillon : prendre tout le tapis
chrysalidePlay = Montrer la Chrysalide : changer de sens
cancel = Annuler
hint = Conseil
takeBack = Reprendre
log = Coups
hideLog = Masquer les coups
noMoves = Aucun coup pour l'instant.
points = { $n } pts
orangeLayout = Disposition
suiteN = Suite { $n }
signOf = Signe
centre = Centre
drawPile = Pioche : { $n } ({ $orange } orange)
tourOver = Le tour { $tour } est fini.
tourOf = Tour { $n } sur { $total }
wentOut = Premiers sortis : { $names }
attacked = { $name } vous attaque avec le Chat Noir : répondez avec le Papillon, ou piochez trois cartes.
attackedOther = { $name } subit une attaque du Chat Noir.
coverPhase = Début de manche : couvrez un atout du tapis avec une carte numérotée, ou gardez-le.
secondCard = Deuxième carte de votre tour (deux par tour, une seule si une seule va).
chooseSlot = Où va { $card } ? Choisissez une place.
declareValue = Le Couteau Suisse vaut :
kept = Garder
takeThree = Piocher trois
drawCard = Piocher une carte
hintSays = Conseil ({ $level }) : { $move }
hintSaid = { $hint }. { $reason }
passDevice = Passez l'appareil à { $name }
passDeviceHelp = La main reste cachée jusqu'à ce que { $name } touche l'écran.
iAm = Je suis { $name } : montrer ma main
playAgain = Rejouer
replayDeal = Rejouer la même donne
review = Revoir
blueRoundScore = Score de la manche bleue
blueOverTitle = La manche bleue est finie
blueSweepNote = À la fin de la manche, celui qui a fait la dernière prise ramasse les cartes restées sur le tapis (« le dernier pli les ramasse ») : un Chat Noir ainsi ramassé, ou balayé par le Papillon, est pris involontairement et compte −30 ; pris volontairement, il compte +30.
blueOverHelp = La manche orange est distribuée : elle commence quand vous appuyez sur le bouton ci-dessous.
playOrange = Jouer la manche orange
leadingLine = { $tied ->
    [yes] En tête ex æquo après la manche bleue : { $names }
   *[no] En tête après la manche bleue : { $names }
}
blueSideLine = { $side } : { $points ->
    [one] { $points } point
   *[other] { $points } points
} dans la manche bleue
blueItemLine = { $item } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
lastMoveLine = Dernier coup : { $move }
reviewStep = Coup { $n } sur { $total } de la partie, tous les joueurs comptés
reviewYourMove = Votre coup { $mine } sur { $mines }
reviewTheirMove = { $name } : coup { $mine } sur { $mines }
reviewPlayed = Joué : { $move }
reviewDiffs = Coups où le niveau fort aurait joué autrement
reviewNextDiff = Écart suivant
reviewPrevDiff = Écart précédent
reviewSeeking = Recherche d'un coup où le niveau fort aurait joué autrement… (coup { $n } sur { $total })
reviewNoDiffAfter = Après ce coup, le niveau fort aurait joué chaque coup comme il a été joué.
reviewNoDiffBefore = Avant ce coup, le niveau fort aurait joué chaque coup comme il a été joué.
reviewDeal = La donne (coups : { $total })
tryAgain = Réessayer
first = Début
previous = Précédent
next = Suivant
last = Fin
hardPrefers = Avant ce coup, le niveau fort conseillait plutôt : { $move }
reviewBoardAfter = Ci-dessous : la table telle que ce coup l'a laissée (« Précédent » montre celle d'avant).
everyHand = Toutes les mains
playSpeed = Vitesse des coups de l'ordinateur
speed_instant = Instantané
speed_fast = Rapide
speed_normal = Normal
speed_slow = Lent
autoPlay = Jouer mon coup tout seul quand il est le seul possible
vsComputer = Contre l'ordinateur
vsComputerLevels = contre l'ordinateur ({ $levels })
replayOfDeal = donne rejouée
practiceGames = Papillon contre l'ordinateur
noPractice = Aucune partie contre l'ordinateur pour l'instant.
noPracticeModern = Aucune partie de Papillon contre l'ordinateur pour l'instant.
open = Ouvrir
practiceStatsNote = Les parties contre l'ordinateur sont comptées ici seulement, à part des parties à table. Les donnes rejouées ne comptent pas.
strongest = Adversaire le plus fort
strongestNote = Chaque partie compte au niveau de l'ordinateur le plus fort contre lequel elle a été jouée.
levelRecord = { $level } : { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} sur { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
meanScore = Score moyen
seatsAndTeams = Places et équipes
aloneIs = Qui joue seul ?
keepAwake = Garder l'écran allumé pendant une partie
skipToContent = Aller au contenu
game = Jeu
whichGame = Quel jeu
allGames = Tous les jeux
standings = Classement
gamePapillon = Papillon
gameClassic = Papillon de 1756
gameFarfalia = Farfalia
gameProut = PROUT
familyRefused = La saisie a été refusée ; rien n'a été enregistré.
familyStart = Commencer la feuille

## Le lien de table : chacun suit la partie sur son propre téléphone.
shareTable = Partager cette table
shareOn = Partagée avec la table
shareOff = Partage arrêté : les pages des invités l'indiquent. Partager de nouveau cette partie rétablit le même lien.
shareHelp = Scannez le code, ou ouvrez l'adresse, dans le navigateur de n'importe quel téléphone sur le même Wi-Fi : la partie s'y affiche en direct, en lecture seule.
shareQr = Code QR de l'adresse ci-dessous
shareAddresses = Les adresses de cette table
shareSafety = Quiconque sur ce réseau a l'adresse peut suivre la partie ; personne ne peut la modifier. Arrêter suspend le lien jusqu'au prochain partage de cette partie ; un nouveau lien rend l'ancien inutilisable pour de bon.
shareSpectator = Une partie contre l'ordinateur est partagée comme la voit un spectateur : les cartes découvertes et les comptes, jamais une main, pas même la vôtre.
shareProposals = Propositions de la table
shareProposed = { $cards ->
    [one] { $name } propose : { $cards } carte bleue
   *[other] { $name } propose : { $cards } cartes bleues
}
shareWaiting = { $cards ->
    [one] Une proposition attend en haut de l'écran : { $name } propose { $cards } carte bleue
   *[other] Une proposition attend en haut de l'écran : { $name } propose { $cards } cartes bleues
}
shareAccept = Accepter
shareRefuse = Refuser
shareAccepted = { $cards ->
    [one] Noté pour { $name } : { $cards } carte bleue
   *[other] Noté pour { $name } : { $cards } cartes bleues
}
shareRefused = Proposition refusée : { $name }
shareSafetyPropose = Quiconque sur ce réseau a l'adresse peut suivre la partie ; un invité peut seulement proposer son propre compte, que vous acceptez ou refusez. Arrêter suspend le lien jusqu'au prochain partage de cette partie ; un nouveau lien rend l'ancien inutilisable pour de bon.
shareStop = Arrêter le partage
shareNewLink = Nouveau lien
shareNewLinkDone = Nouveau lien : l'ancien ne fonctionne plus ; les invités scannent le nouveau code.

## La version web (issue 51) : ce qu'un navigateur fait autrement que l'application.
# le worker qui fait tourner Papillon dans le navigateur n'a pas pu charger son moteur
webFailWasm = Papillon n'a pas pu démarrer dans ce navigateur : son moteur (WebAssembly) ne s'est pas chargé. Rechargez la page ; si cela se reproduit, utilisez une version récente de Chrome, Firefox ou Safari.
webFailStorage = Ce navigateur a refusé à Papillon un endroit où garder ses données (son stockage privé) : rien ne peut être enregistré. La navigation privée le refuse souvent : ouvrez Papillon dans une fenêtre normale, servi en HTTPS ou depuis 127.0.0.1.
webFailUnsupported = Ce navigateur ne peut pas garder les parties de Papillon : son stockage privé n'a pas l'accès rapide aux fichiers avec lequel Papillon enregistre chaque saisie. Utilisez une version récente de Chrome, Edge, Firefox ou Safari (sur iPhone, iOS 16.4 ou plus récent).
webFailBusy = Papillon est déjà ouvert dans un autre onglet ou une autre fenêtre de ce navigateur, qui tient ses données. Fermez l'autre, puis rechargez cette page.
webFailCrashed = Papillon a rencontré une erreur interne et s'est arrêté, pour que rien ne soit mal enregistré. Rechargez la page : chaque saisie enregistrée avant est gardée.
exportedDownload = Sauvegarde téléchargée : { $file }
storageKept = Ce navigateur garde les données de Papillon : il ne les effacera pas pour faire de la place.
storageNotKept = Ce navigateur n'a pas accepté de garder les données de Papillon pour de bon : il peut les effacer quand la place manque. Exportez une sauvegarde de temps en temps pour garder vos parties.
storageUnknown = Ce navigateur ne dit pas s'il garde les données de Papillon : il peut les effacer quand la place manque. Exportez une sauvegarde de temps en temps pour garder vos parties.
# là où l'application a le bouton « Partager cette table »
shareNeedsDesktop = Le lien de table demande l'application de bureau (elle fait tourner un petit serveur que les autres téléphones joignent) : il n'est donc pas proposé dans le navigateur.
# une nouvelle version de l'application web a été déployée ; le bouton recharge la page
updateReady = Une nouvelle version est prête
updateReload = Recharger
# la feuille d'une partie terminée est verrouillée contre un geste involontaire ; le bouton la déverrouille
gameLockedNote = Cette partie est terminée : ses saisies, Annuler et Rétablir sont verrouillés pour qu'un geste involontaire ne la change pas.
correctGame = Corriger la partie
# le résultat du carnet avant que les deux manches soient saisies : le meilleur jusqu'ici, pas des gagnants
leadingOrangeLine = { $tied ->
    [yes] En tête ex æquo après la manche orange : { $names }
   *[no] En tête après la manche orange : { $names }
}
finishWhyOrange = « Terminer la partie » attend la manche orange : elle reste à saisir.
finishWhyBlue = « Terminer la partie » attend la manche bleue : elle reste à saisir.
finishOneRound = Terminer avec cette seule manche
# pourquoi « Reprendre » est grisé dans la partie contre l'ordinateur
takeBackWhyNotMoved = Rien à reprendre pour l'instant : vous n'avez pas encore joué.
takeBackWhyDealt = Pas de reprise maintenant : vous avez reçu ou tiré des cartes depuis votre dernier coup.

## Les parties contre l'ordinateur, quel que soit le jeu : les places, la redonne, la revue
playYourName = Votre nom
playComputerName = Nom du joueur ordinateur { $n }
playLevel = { $name } : niveau
playReplayNote = Une donne rejouée : elle ne compte pas dans les statistiques.
playReview = Vos coups et le choix de l'ordinateur
playReviewAsk = Revoir mes coups
playReviewNone = Vous n'avez eu aucun choix à faire dans cette partie.
playReviewSame = Vous avez joué comme l'ordinateur (fort) à chaque choix.
playReviewPrefers = L'ordinateur (fort) aurait joué « { $move } ». { $reason }
playReviewForced = { $count ->
    [one] { $count } coup était forcé.
   *[other] { $count } coups étaient forcés.
}
playDefaultName = Moi
playReviewSaid = { $count ->
    [0] La revue est plus bas : vous avez joué comme l'ordinateur.
    [one] La revue est plus bas : { $count } coup où l'ordinateur en aurait joué un autre.
   *[other] La revue est plus bas : { $count } coups où l'ordinateur en aurait joué un autre.
}

## Ratings (issue 54): each game's ladder, recomputed from its finished games kept at a table
ratingsTitle = Niveaux
ratingsNote = Le niveau d'un joueur est celui que montrent les parties tenues à table : 1 500 pour qui débute, davantage pour qui bat des joueurs forts. La fourchette contient le vrai niveau avec environ 95 % de chances et se resserre à chaque partie. Le classement suit le bas de la fourchette, pour qu'une partie chanceuse ne place pas un débutant en tête.
ratingsRating = Niveau
# $low, $high: numbers already written in the app's language
ratingRangeOf = de { $low } à { $high }
ratingsByGame = Partie par partie
ratingsComputerTitle = Niveaux contre l'ordinateur
ratingsComputerNote = Chaque niveau de l'ordinateur est classé comme un joueur, d'après les parties finies contre lui ; les donnes rejouées ne comptent pas. L'échelle est celle des parties entre personnes : tout le monde commence à 1 500. Après peu de parties, les fourchettes sont larges et se chevauchent, et les niveaux ne se distinguent pas encore : comparez votre niveau à celui d'un niveau de l'ordinateur après l'avoir affronté plusieurs fois.
# $date: the game's day; $changes: each player's ratingChange, joined
ratingsGameLine = { $date } : { $changes }
# $change: signed (+22, −15)
ratingChange = { $name } { $before } → { $after } ({ $change })
ratingsAfterGame = Niveaux après cette partie
ratingsAfterGameNote = Recalculés à partir de toutes les parties finies : corriger une partie plus ancienne les change.

## L'histoire d'une soirée (ui/src/screens/evening.tsx)
eveningOpen = L'histoire de la soirée
eveningTitle = La soirée du { $day }
eveningBack = Retour à la partie
eveningEmpty = Aucune partie de cette soirée n'est encore finie.
eveningWinner = { $several ->
    [yes] Vainqueurs de la soirée : { $names }, ex æquo avec { $wins ->
        [one] { $wins } partie gagnée
       *[other] { $wins } parties gagnées
    } ; total { $game } : { $total }.
   *[no] Vainqueur de la soirée : { $names }, { $wins ->
        [one] { $wins } partie gagnée
       *[other] { $wins } parties gagnées
    } ; total { $game } : { $total }.
}
eveningSwing = Plus grosse variation en une partie : { $name }, { $points } à la partie { $number }.
eveningChatNoirs = Le plus de Chats Noirs : { $names }, { $count ->
    [one] { $count } Chat Noir
   *[other] { $count } Chats Noirs
}.
eveningNoChatNoir = Personne n'a pris le Chat Noir ce soir.
eveningChartTitle = Totaux cumulés — { $game }
eveningChartNote = { $games ->
    [one] { $games } partie de { $game } ce soir
   *[other] { $games } parties de { $game } ce soir
} : chaque ligne est le total d'un joueur après chaque partie, et les tableaux ci‑dessous donnent les mêmes nombres. Les points des autres jeux sont comptés à part.
eveningGames = Partie par partie
eveningTableCaption = Les points de chaque joueur à chaque partie, et son total cumulé de ce jeu
eveningOpenGame = Ouvrir la partie { $number }, { $game }
eveningPointsCol = Points
eveningRunningCol = Cumul
eveningWon = (gagné)

## Les records d'un jeu (ui/src/screens/records.tsx)
recordsTitle = Records
recordsNote = { $games ->
    [one] D'après { $games } partie finie
   *[other] D'après { $games } parties finies
} tenues à table (au PROUT, le meilleur score est le plus bas). Touchez un record pour ouvrir sa partie.
recordBest = Meilleur score : { $names }, { $total } ({ $day })
recordWorst = Pire score : { $names }, { $total } ({ $day })
recordStreak = Plus longue série de victoires : { $name }, { $count ->
    [one] { $count } partie
   *[other] { $count } parties d'affilée
}
recordPartners = Partenaires les plus fréquents : { $names }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} ensemble, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}
recordComeback = Plus belle remontée : { $names }, { $behind ->
    [one] { $behind } point
   *[other] { $behind } points
} de retard après la manche bleue, et la partie gagnée ({ $day })
eveningChartSame = Sur une même ligne (mêmes totaux) : { $groups }.
eveningAxisGame = Parties jouées
eveningAxisPoints = Points

## Deux joueurs comparés (ui/src/screens/pair.tsx)
pairTitle = Deux joueurs comparés
pairFirst = Joueur
pairSecond = Contre
pairSame = Choisissez deux joueurs différents.
pairNone = { $a } et { $b } n'ont pas encore fini de partie ensemble.
pairTogether = { $games ->
    [one] { $games } partie ensemble
   *[other] { $games } parties ensemble
}, dont { $against ->
    [one] { $against } partie l'un contre l'autre
   *[other] { $against } parties l'un contre l'autre
}.
pairAhead = { $name } a fini devant { $count ->
    [one] { $count } fois
   *[other] { $count } fois
}, la dernière le { $day }.
pairNeverAhead = { $name } n'a pas encore fini devant.
pairTies = { $count ->
    [one] { $count } égalité
   *[other] { $count } égalités
}.
pairPartners = Partenaires dans { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}.
pairRatingsTitle = Leurs niveaux, partie après partie
pairAxisGame = Parties classées
pairGameCol = Partie du
