### Why the app could not do what was asked, worded by its Rust side (src-tauri): the
### problems of a score sheet (sheet-), of the store (store-), of a game against the
### computer (practice-), of a card's name (card-parse-) and of the commands (cmd-).
### Players and cards come already worded ($player, $name, $card: a card's name from
### cards.ftl); lists come joined with list-two; $detail is the system's own text.

## The commands' own phrases

cmd-refused = Saisie refusée, rien n'a été enregistré :
cmd-incomplete = La feuille n'est pas encore complète :
cmd-no-players = Choisissez au moins un joueur.
cmd-location-too-big = La position d'écran est trop grande pour être enregistrée.
cmd-no-couteau = { $player } n'a pas de Couteau Suisse en attente de sa valeur.
cmd-export-failed = La sauvegarde n'a pas pu être écrite dans { $path } : { $cause }.
cmd-import-too-large = Ce fichier est trop gros pour être une sauvegarde Papillon.
cmd-no-most-cards-tie = Il n'y a pas d'égalité au plus de cartes à départager.
cmd-no-winner-tie = Il n'y a pas d'égalité de victoire à départager.
# Who rolled a free roll of the dice, in the dice log.
cmd-the-table = la table
cmd-bad-seed = Ce numéro de donne est trop grand (au plus 2^53 − 1).
cmd-review-unfinished = Une partie se revoit une fois terminée.
cmd-internal = Un problème est survenu dans l'application ({ $detail }) : réessayez.
# The commands by name (the web build's worker): a call the app cannot read.
cmd-unknown-command = L'application n'a pas de commande nommée { $command }.
cmd-bad-arguments = La commande { $command } attend ses arguments sous forme de valeurs nommées.
cmd-missing-argument = La commande { $command } attend son argument { $argument }.
cmd-bad-argument = La commande { $command } ne peut pas lire son argument { $argument } : { $detail }

## A card's name that is not one ($text: what was given)

card-parse-empty = une carte n'a pas de nom
card-parse-rank = carte inconnue { $text } : les cartes de famille vont de 0 à 11
card-parse-unknown = carte inconnue { $text }

## The problems of a score sheet

# Where on the sheet a problem is ($place).
sheet-place = { $place ->
    [teams] les équipes
    [blue] la manche bleue
    [most-cards-rolloff] le départage du plus de cartes
    [orange-tours] les tours de la manche orange
    [orange-hands] les mains de la manche orange
    [couteau-suisse] les lancers du Couteau Suisse
    [papillon-draw] les cartes tirées pour le Papillon
   *[winner-rolloff] le départage de la victoire
}
sheet-player-count = Une partie se joue de 2 à 5 joueurs ; celle-ci en a { $count }.
sheet-empty-name = Le joueur { $position } n'a pas de nom.
sheet-name-too-long = Le nom du joueur { $position } ({ $start }…) fait { $chars } caractères ; un nom en a au plus { $max }.
sheet-duplicate-player = Deux joueurs s'appellent { $name } : donnez à chacun un nom différent.
# $trump: the trump's bare name (Yin).
sheet-trump-number = Le numéro imprimé { $number } de l'atout { $trump } est trop grand : les numéros d'atout vont de 0 à { $max }.
sheet-unknown-player = { $name }, dans { $place }, n'est pas un joueur de cette partie ({ $known }).
sheet-team-in-two = { $player } est dans les deux équipes : gardez ce joueur dans une seule.
sheet-team-in-none = { $player } n'est dans aucune équipe : choisissez son équipe.
sheet-team-empty = Une équipe n'a aucun joueur.
sheet-shape-name-pair = Deux contre un : choisissez les deux joueurs qui jouent ensemble.
sheet-shape-teams-of-two = À quatre, on joue deux contre deux : choisissez qui joue avec qui.
sheet-shape-three-against-two = À cinq, on joue trois contre deux : lancez les dés, le gagnant choisit deux partenaires.
sheet-shape-two-alone = À deux, chacun joue pour soi.
sheet-shape-three-alone = À trois, chacun joue pour soi (deux contre un est une règle maison).
sheet-shape-two-against-one = En deux contre un, une équipe de deux joue contre un joueur seul.
sheet-shape-four-two-teams = À quatre, on joue en deux équipes de deux.
sheet-shape-five-three-against-two = À cinq, une équipe de trois joue contre une équipe de deux.
sheet-shape-seat-count = La table a { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
} pour { $players } joueurs.
sheet-shape-partners-opposite = À quatre, les partenaires sont face à face : déplacez un joueur.
sheet-no-round = Saisissez la manche bleue, la manche orange, ou les deux.
sheet-missing-blue-entry = Manche bleue : indiquez combien de cartes { $player } a prises (0 si aucune).
sheet-card-count = Manche bleue : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} pour { $player }, c'est impossible (de 0 à 58).
# $card: the card's bare name (3 de Formes).
sheet-blue-card-twice = Manche bleue : la carte { $card } est cochée deux fois pour { $player }.
sheet-blue-card-two-players = Manche bleue : la carte { $card } ({ $notation }) est cochée pour { $first } et pour { $second } ; un seul joueur a pu la prendre : décochez-la pour l'un des deux.
sheet-card = Dans { $place }, pour { $player } : { $problem }.
sheet-more-listed = Manche bleue : { $player } a pris { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} mais { $listed ->
    [one] { $listed } est cochée
   *[other] { $listed } sont cochées
} : augmentez le nombre de cartes.
sheet-chat-noir-missing = Manche bleue : { $player } a le Chat Noir : indiquez s'il a été pris volontairement (+30) ou non (−30).
sheet-chat-noir-capture = { $capture ->
    [voluntary] pris volontairement
   *[involuntary] pris involontairement
}
sheet-chat-noir-superfluous = Manche bleue : le Chat Noir est noté { $capture } pour { $player }, qui ne l'a pas pris.
# One part of the card counts: a player and their cards, then what was left on the plate.
sheet-count-of = { $player } { $cards }
sheet-count-left = restées sur le tapis { $cards }
sheet-blue-count = Manche bleue : les nombres de cartes font { $sum }, pas 58 ({ $counts }).
sheet-left-on-plate = Manche bleue : { $cards ->
    [one] { $cards } carte restée
   *[other] { $cards } cartes restées
} sur le tapis, c'est impossible (de 0 à 58).
sheet-most-cards-tie = Manche bleue : { $sides } sont à égalité au plus de cartes avec { $cards } chacun : lancez les dés pour départager.
sheet-rolloff-not-tied = Manche bleue : le départage du plus de cartes désigne { $name }, qui n'est pas parmi les ex æquo ({ $sides }).
sheet-rolloff-no-tie = Manche bleue : le départage du plus de cartes désigne { $name }, mais il n'y a pas d'égalité ({ $leader } a le plus de cartes).
sheet-rolloff-no-capture = Manche bleue : le départage du plus de cartes désigne { $name }, mais personne n'a pris de carte.
sheet-missing-hand = Manche orange : saisissez les cartes restées en main à { $player } (ou indiquez que sa main est vide).
sheet-no-tours = Manche orange : touchez qui a vidé sa main en premier à chaque tour.
sheet-too-many-tours = Manche orange : { $listed ->
    [one] { $listed } tour est saisi
   *[other] { $listed } tours sont saisis
}, mais à { $players } joueurs on joue { $max ->
    [one] { $max } tour
   *[other] { $max } tours
}. Retirez un tour.
sheet-too-many-tours-apocalypse = Manche orange : { $listed ->
    [one] { $listed } tour est saisi
   *[other] { $listed } tours sont saisis
}, mais à { $players } joueurs on joue { $max ->
    [one] { $max } tour
   *[other] { $max } tours
} et le tour bloqué par une apocalypse ne se saisit pas : { $most } au plus. Retirez un tour.
sheet-too-few-tours = Manche orange : { $listed ->
    [one] { $listed } tour est saisi
   *[other] { $listed } tours sont saisis
} sur { $expected } (à { $players } joueurs on en joue { $expected }) : ajoutez les tours manquants, ou choisissez Carnage ou Apocalypse comme fin de manche.
sheet-last-tour-hand = Manche orange : { $player } a vidé sa main au dernier tour, mais sa main contient encore { $cards }.
# A player who entered a card more than once, in sheet-face-too-often.
sheet-holder-times = { $name } ×{ $count }
sheet-face-too-often = Manche orange : la carte { $card } ({ $notation }) est saisie { $count } fois ({ $holders }) ; chaque carte existe en deux exemplaires, un par paquet.
sheet-couteau-rolls = Manche orange : { $player } a { $held ->
    [one] { $held } Couteau Suisse
   *[other] { $held } Couteaux Suisses
} et { $rolled ->
    [one] { $rolled } est lancé
   *[other] { $rolled } sont lancés
} : un lancer pour chacun.
sheet-roll-range = { $roll ->
    [two-dice] deux dés donnent 2 à 12
   *[one-die] un dé donne 1 à 6
}
sheet-roll-out-of-range = Manche orange : un lancer de { $value } au Couteau Suisse pour { $player } est impossible : { $range }.
sheet-papillon-draw-missing = Manche orange : { $player } a le Papillon : saisissez { $expected ->
    [1] la carte tirée
    [one] { $expected } carte tirée
   *[other] les { $expected } cartes tirées
} (moins seulement si la pioche était vide).
sheet-papillon-draw-too-many = Manche orange : { $player } a tiré { $drawn ->
    [one] { $drawn } carte
   *[other] { $drawn } cartes
} pour { $papillons } Papillon : au plus { $max }.
sheet-papillon-draw-superfluous = Manche orange : des cartes tirées pour le Papillon sont saisies pour { $player }, qui n'a pas de Papillon.
sheet-winner-tie = { $sides } sont à égalité pour la victoire à { $total } : lancez les dés pour départager.
sheet-winner-rolloff-shared = Le départage de la victoire désigne { $name }, mais les totaux égaux partagent la victoire selon les règles de cette partie.
sheet-winner-rolloff-no-tie = Le départage de la victoire désigne { $name }, mais il n'y a pas d'égalité ({ $winner } gagne).
sheet-winner-rolloff-not-tied = Le départage de la victoire désigne { $name }, qui n'est pas parmi les ex æquo ({ $sides }).

## Why a tap could not be applied

sheet-edit-unknown-player = { $player } ne joue pas dans cette partie.
sheet-edit-no-such-card = { $player } n'a pas la carte { $card } en main.
sheet-edit-no-tour = Il n'y a pas de tour à retirer.
sheet-edit-face-exhausted = La carte { $card } est déjà saisie deux fois : chaque carte existe une fois par paquet.
sheet-edit-no-couteau-to-value = { $player } n'a plus de Couteau Suisse à évaluer : saisissez d'abord le Couteau Suisse dans sa main.
sheet-edit-couteau-value-out-of-range = { $value } ne peut pas être la valeur du Couteau Suisse ({ $player }) : { $range }.
sheet-edit-no-couteau-value = { $player } n'a aucune valeur de Couteau Suisse à retirer.

## The store

# Why a file could not be read or written: $kind, else the system's words ($detail).
store-io-cause = { $kind ->
    [not-found] il n'existe pas
    [permission-denied] l'accès est refusé
    [read-only] le stockage est en lecture seule
    [storage-full] le stockage est plein
   *[other] { $detail }
}
store-no-data-dir = Aucun dossier de données n'est connu pour cet utilisateur ; indiquez le chemin de la base dans PAPILLON_DB.
store-other-game = La partie { $game } est une partie d'un autre jeu ; ouvrez-la depuis l'historique.
store-not-a-database = { $path } n'est pas une base Papillon (ce n'est pas un fichier SQLite) ; il n'a pas été modifié.
store-foreign-database = { $path } est la base SQLite d'un autre programme ; elle n'a pas été modifiée.
store-too-new = { $path } a été écrit par une version plus récente de Papillon (schéma { $found }, celle-ci connaît jusqu'à { $supported }) ; il n'a pas été modifié : mettez Papillon à jour.
store-io = Impossible de lire { $path } : { $cause }.
store-sqlite = Erreur de la base de données : { $detail }.
store-migration = Impossible de mettre la base à jour : { $detail }.
store-no-such-game = La partie { $game } n'existe pas.
store-no-such-player = Aucun joueur ne s'appelle { $name }.
store-no-such-session = La soirée { $session } n'existe pas.
store-same-player-twice = { $name } est nommé deux fois : choisissez deux joueurs différents.
store-players-changed = Cette partie a été jouée par { $expected } ; cette feuille nomme { $found } : les joueurs d'une partie ne changent pas.
store-nothing-to-undo = Rien à annuler.
store-nothing-to-redo = Rien à rétablir.
store-setting-key = Clé de réglage { $key } invalide.
store-name-empty = Un joueur a besoin d'un nom.
store-name-too-long = Le nom { $start }… dépasse { $max ->
    [one] { $max } caractère
   *[other] { $max } caractères
}.
store-name-taken = Un autre joueur s'appelle déjà { $name }.
store-session-name = Une soirée a besoin d'un nom.
store-dealer-seat = La place du donneur { $seat } n'existe pas (la partie a { $players } joueurs).
store-import = Import refusé, rien n'a été modifié :
    { $problems }
store-damaged = Données enregistrées endommagées : { $detail }.
store-opfs = Le stockage des parties dans le navigateur est indisponible ({ $detail }) : ouvrez Papillon dans un navigateur à jour, dans un seul onglet.
store-position-too-large = Cette position ({ $bytes } octets) est plus grande qu'aucune vraie ({ $max } au plus) : elle n'a pas été enregistrée.
store-csv = Export CSV : { $detail }.
store-stale = Cette saisie portait sur la version { $expected } de la feuille, qui en est à { $current } : l'écran a été rechargé, touchez à nouveau.

## A game against the computer

# Why a game cannot be dealt ($reason: one of the practice-setup-… below).
practice-setup = La partie ne peut pas être distribuée : { $reason }.
practice-setup-player-count = une manche se joue de 2 à 5 joueurs, pas { $count }
practice-setup-no-seat = la place { $seat } n'existe pas : la table a { $players } places
practice-setup-bad-deck = le paquet doit contenir une fois chacune des 58 cartes bleues
practice-setup-teams = les équipes sont prévues pour { $teams } joueurs, la manche en a { $players }
practice-setup-options = le numéro imprimé { $number } de l'atout { $trump } est trop grand (de 0 à { $max })
practice-seats = La table a { $players } joueurs mais { $seats ->
    [one] { $seats } place est décrite.
   *[other] { $seats } places sont décrites.
}
practice-over = La partie est terminée.
practice-moved-on = La partie a avancé : la voici telle qu'elle est maintenant.
practice-illegal = { $action } n'est pas un coup permis ici.
# $reason: the engine's own words, for whoever repairs the file.
practice-replay = Cette partie enregistrée est abîmée au coup { $number } (détail technique : { $reason }).
practice-nothing-to-take-back = Vous n'avez aucun coup à reprendre.
practice-take-back-shows = Ce coup ne peut pas être repris : des cartes vous ont été données ou vous en avez pioché depuis.
practice-no-move = Aucun coup n'a été joué.
practice-no-next = Ce jeu ne se joue pas en séances : il n'y a pas de partie suivante.
practice-no-such-game = Ce jeu ne se joue pas contre l'ordinateur.
# $reason: the technical detail of what does not read.
practice-bad-request = Le réglage de cette nouvelle partie est illisible (détail technique : { $reason }).
practice-one-person = Une partie contre l'ordinateur se joue à une seule personne : choisissez l'ordinateur pour toutes les autres places.
practice-replay-not-over = Cette donne pourra être rejouée une fois la partie finie.
classic-play-not-over = Cette partie n'est pas finie : la suivante commence après elle.
classic-play-setup = Cette table ne peut pas être donnée : vérifiez les noms et les règles maison.
classic-play-carry = Cette partie enregistrée est abîmée : les jetons transmis par la partie précédente ne tombent pas juste.
classic-play-take-back-shows = Ce coup ne peut pas être repris : des cartes ont été données ou montrées depuis.
farfalia-play-players = Farfalia se joue contre l'ordinateur à quatre ou à cinq, pas à { $count } : les règles des joueurs fictifs des parties à deux et à trois sont perdues.
farfalia-play-empty-name = Le joueur { $seat } n'a pas de nom.
farfalia-play-same-name = Les joueurs { $first } et { $second } ont le même nom.
farfalia-play-first-dealer = Il n'y a pas de place { $seat } pour donner en premier.
farfalia-play-options = Ces règles maison ne peuvent pas se jouer : voyez chaque problème ci-dessous.
farfalia-play-take-back-shows = Ce coup ne peut pas être repris : la donne suivante a été distribuée depuis.

# The table link could not start (the system's reason: a port, a network).
share-cannot-start = La table ne peut pas être partagée : { $reason }
share-no-proposal = Cette proposition a déjà reçu une réponse.
share-no-network = Cet appareil n'a pas d'adresse sur un réseau local : connectez-le au Wi-Fi de la table, puis partagez à nouveau.
share-proposal-stale = { $name } : proposition périmée, la feuille a changé depuis. Refaites-la depuis le téléphone.
