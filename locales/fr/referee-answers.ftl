### The referee's answers, worded by the app's Rust side (src-tauri): why a blue or an
### orange play is not legal, why a position cannot exist, what a legal orange play
### does. The screen capitalises the first letter. Cards come already worded: $card is a
### family card's notation (F5) or a trump with its article (the Couteau Suisse), a
### "named" card adds the family card's name (ref-card-noted); $cards is a list joined
### with list-two, $count how many there are.

## How a card is named in an answer

ref-card-noted = { $notation } ({ $name })
# A trump with its printed number under these house rules: the Yin (12).
ref-card-valued = { $card } ({ $value })
ref-couteau-as = le Couteau Suisse pour { $value }
# The card a capture makes ($card), worth $value, or any value from $lo to $hi.
ref-target = { $card } ({ $value })
ref-target-range = { $card } (toute valeur de { $lo } à { $hi })
ref-list-or = { $first } ou { $last }
# Where a card of an orange position was entered.
ref-table-place = { $place ->
    [plate] carte { $number } du tapis
    [suite] suite { $number }
    [sign] signe de la suite { $number }
   *[hand] main
}
# Where a card of a blue position was entered.
ref-blue-place = { $place ->
    [plate] sur le tapis
   *[hand] dans la main
}

## What the players entered

ref-not-a-card = « { $start }… » n'est pas une carte.
ref-too-many-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}, c'est plus que les deux paquets n'en ont ({ $max }).
ref-plate-not-set = La carte { $plate } du tapis n'est pas choisie : les suites { $first } et { $second } partent d'elle.
ref-no-such-place = cette place n'existe pas sur la table
ref-in-place = { $place } : { $problem }
ref-duplicate = { $card } figure deux fois { $place } (le paquet bleu n'a qu'un exemplaire de chaque carte)
ref-overlap = { $cards } ne { $count ->
    [one] peut
   *[other] peuvent
} pas être à la fois sur le tapis et dans la main
ref-empty-hand = la main est vide : il n'y a rien à jouer
ref-plate-count = le tapis a deux cartes, pas { $count }
ref-suite-count = il y a quatre suites, pas { $count }
ref-not-a-top = { $place } : { $card } ne peut pas être le sommet d'une suite
ref-couteau-undeclared-at = { $place } : un Couteau Suisse sur une suite vaut une valeur annoncée de 0 à 11 : choisissez-la
ref-couteau-range = { $place } : un Couteau Suisse vaut de 0 à 11, pas { $value }
ref-declared-not-couteau-at = { $place } : seul un Couteau Suisse s'annonce, pas { $card }
ref-not-a-sign-at = { $place } : { $card } n'est pas un signe (Plus, Moins, Multiplier/Diviser)
ref-too-many = { $card } apparaît { $count } fois ; chaque carte existe deux fois (une orange, une bleue)

## A described play that is not a play ($play: the play as written)

ref-nothing-played = choisissez la carte jouée dans la main
ref-too-many-played = un coup joue une carte, ou une carte et un signe, pas { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
ref-chosen-twice = { $card } figure deux fois parmi les cartes choisies
ref-place-one = une carte se pose seule : choisissez une carte
ref-place-takes = une carte posée ne prend rien : enlevez les cartes du tapis choisies
ref-power-alone = un pouvoir se joue seul : choisissez seulement le Papillon ou la Chrysalide
ref-no-power = { $card } n'a pas de pouvoir : seuls le Papillon et la Chrysalide se jouent avec leur pouvoir
ref-parse-empty = aucun coup n'est décrit : choisissez la carte jouée
ref-parse-two-without-sign = « { $play } » : deux cartes se jouent ensemble seulement si l'une est un signe (Plus, Moins, Multiplier/Diviser)
ref-parse-two-signs = « { $play } » : deux signes ne se jouent pas ensemble ; l'une des deux cartes est le résultat
ref-parse-too-many = « { $play } » : un coup joue au plus deux cartes (un signe et un résultat)
ref-parse-nothing-taken = « { $play } » : choisissez les cartes prises sur le tapis
ref-parse-taken-twice = { $card } figure deux fois parmi les cartes prises
ref-parse-star = « { $play } » : seul le Papillon prend tout le tapis
ref-parse-pile = « { $play } » : seule la Chrysalide va directement dans la pile
ref-parse-shape = « { $play } » n'est pas un coup
ref-parse-slot = « { $play } » n'est pas une place de la table
ref-parse-declared = « { $play } » : la valeur annoncée est un nombre de 0 à 11
ref-parse-back = « { $play } » : le dos est bleu ou orange
ref-parse-cover = « { $play } » : seule une carte du tapis peut être recouverte

## Why a blue play is not legal

ref-round-over = la manche est finie
ref-not-in-hand = { $card } n'est pas dans la main
ref-not-a-result = { $card } ne peut pas être le résultat d'une prise : { $why ->
    [papillon] le Papillon prend tout le tapis à lui seul (son pouvoir)
    [chrysalide] la Chrysalide va dans votre pile à elle seule (son pouvoir)
    [sign] un signe se joue avec une carte résultat
   *[no-number] cette carte n'a pas de numéro
}
ref-not-a-sign = { $card } n'est pas un signe : seuls Plus, Moins ou Multiplier/Diviser se jouent avec le résultat
ref-not-on-plate = { $cards } { $count ->
    [one] n'est
   *[other] ne sont
} pas sur le tapis
ref-nothing-taken = une prise prend au moins une carte du tapis
ref-too-many-signs = une prise utilise un seul signe, pas { $count }
ref-no-number = { $card } n'a pas de numéro : pas de combinaison possible
ref-not-same-value = { $target } ne peut pas prendre { $taken } : pas la même valeur
# $plus and $wild: yes or no (Plus played; a Couteau Suisse among the cards).
ref-sum-misses = { $target } ne peut pas prendre { $taken }{ $plus ->
    [yes] {" "}avec Plus
   *[no] {""}
} : elles font { $sum }{ $wild ->
    [yes] {" "}plus le Couteau Suisse (0 à 11)
   *[no] {""}
}
ref-plus-needs-two = Plus additionne deux cartes du tapis ou plus
ref-pair-count = { $sign } combine exactement deux cartes du tapis, pas { $count }
# $op: difference (Moins) or product (Multiplier/Diviser); $exact: yes ($lo is the value) or no (from $lo to $hi).
ref-pair-misses = { $target } ne peut pas prendre { $taken } avec { $sign } : { $op ->
    [difference] { $exact ->
        [yes] leur différence ne fait pas { $lo }
       *[no] leur différence n'est pas comprise entre { $lo } et { $hi }
    }
   *[product] { $exact ->
        [yes] ni leur produit ni un quotient exact ne font { $lo }
       *[no] ni leur produit ni un quotient exact ne sont compris entre { $lo } et { $hi }
    }
}
ref-papillon-empty-plate = le tapis est vide : le Papillon n'a rien à prendre (posez une carte)
ref-papillon-on-cards = sur un tapis garni, le Papillon se joue avec son pouvoir : il prend tout le tapis
ref-chrysalide-on-cards = sur un tapis garni, la Chrysalide se joue avec son pouvoir : elle va dans votre pile et inverse le sens
ref-discard-forbidden = { $card } peut prendre { $taken } : pas de défausse sous la règle maison « défausser seulement quand la carte ne peut rien prendre »
ref-discard-forbidden-with = { $card } peut prendre { $taken } avec { $other } : pas de défausse sous la règle maison « défausser seulement quand la carte ne peut rien prendre »

## Why an orange play is not legal

ref-under-attack = sous une attaque du Chat Noir : répondez avec le Papillon, ou prenez trois cartes
ref-must-answer-papillon = vous avez le Papillon : sous une attaque du Chat Noir il doit être joué (l'attaquant pioche 6) ; prendre trois cartes est pour qui n'a pas le Papillon
ref-not-attacked = il n'y a pas d'attaque du Chat Noir à laquelle répondre
ref-must-play = { $card } est jouable : une carte jouable doit être jouée
ref-not-covering = recouvrir le tapis ne se fait qu'avant le premier tour de la manche
ref-couteau-undeclared = le Couteau Suisse doit être annoncé pour une valeur de 0 à 11
ref-couteau-out-of-range = le Couteau Suisse vaut une valeur de famille de 0 à 11, pas { $value }
ref-declared-not-couteau = seul le Couteau Suisse s'annonce ; { $card } a sa propre valeur
ref-unplayable = { $card } ne peut pas se poser : pas de numéro sous ces règles maison
ref-power-outside-centre = { $card } est un atout de pouvoir : sa place est au centre
ref-sign-outside-slot = { $card } est un signe : sa place est à côté d'une suite
ref-only-signs = seuls les signes vont à côté d'une suite, pas { $card }
ref-only-powers = seuls le Chat Noir, la Chrysalide et le Papillon vont au centre, pas { $card }
ref-chenille-outside-suite = la Chenille va sur une suite
ref-plate-uncovered = la carte { $plate } du tapis est un atout pas encore recouvert : rien ne peut aller dessus
ref-plate-value = sur la carte { $plate } du tapis ({ $value }) seul un { $value } peut aller, pas { $card }
ref-suite-no-start = la suite { $suite } part de la carte { $plate } du tapis, un atout pas encore recouvert : rien ne peut la commencer (sauf une Chenille)
# A suite as it stands: its top, or empty (it starts from its plate card's value).
ref-suite-top = sommet { $top }
ref-suite-empty = vide, part du { $reference } de sa carte du tapis
ref-suite-signed = { $state }, signe { $sign }
# What may go on a suite: the values ($values, joined with ref-list-or) or the multiples.
ref-allowed-value = un { $value }
ref-allowed-values = qu'{ $values }
ref-allowed-multiples = qu'un multiple ou un diviseur de { $top } ({ $values })
ref-suite-value = sur la suite { $suite } ({ $state }) ne peut aller { $allowed }, pas { $card }

## What a legal orange play does

ref-effect-papillon-answer = répond au Chat Noir : son joueur pioche 6, vous ne piochez rien ; votre tour s'arrête
ref-effect-papillon-draw = vous piochez 3 cartes ; votre tour s'arrête
ref-effect-chat-noir = le joueur suivant pioche 3 cartes, puis joue
ref-effect-chrysalide = le sens du jeu s'inverse
ref-effect-chenille = la suite { $suite } repart de 1
ref-effect-sign = la suite { $suite } ne prend plus que { $sign ->
    [plus] la même valeur ou une de plus
    [moins] la même valeur ou une de moins
   *[multiplier-diviser] les multiples ou diviseurs de son sommet
}
ref-effect-on-plate = sur la carte { $plate } du tapis
ref-effect-continues-from = la suite { $suite } continue depuis { $value }
ref-effect-continues = la suite { $suite } continue
ref-effect-take-three = piochez les 3 cartes, puis jouez normalement
ref-effect-draw-and-try = rien ne peut être joué : piochez une carte, et jouez-la (avec une autre) si vous pouvez
