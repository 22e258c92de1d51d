### The cards' names. A family card is given as $family (its letter: F, E, D, S) and
### $rank (0 to 11; the 7 of Serpents is the Dragon); a trump as $trump (its notation).
### `card-…` names a card as a sentence does, with its article (« le 9 de Serpents »,
### « la Chenille »); `card-…-name` is the bare name printed on a card or a button.

card-family = { $family ->
    [E] le { $rank } d'Éléments
    [D] le { $rank } de Découvertes
    [S] { $rank ->
            [7] le Dragon
           *[other] le { $rank } de Serpents
        }
   *[F] le { $rank } de Formes
}

card-family-name = { $family ->
    [E] { $rank } d'Éléments
    [D] { $rank } de Découvertes
    [S] { $rank ->
            [7] Dragon
           *[other] { $rank } de Serpents
        }
   *[F] { $rank } de Formes
}

card-trump = { $trump ->
    [couteau-suisse] le Couteau Suisse
    [chat-noir] le Chat Noir
    [chenille] la Chenille
    [chrysalide] la Chrysalide
    [papillon] le Papillon
    [plus] le Plus
    [moins] le Moins
    [multiplier-diviser] le Multiplier/Diviser
    [yin] le Yin
   *[yang] le Yang
}

card-trump-name = { $trump ->
    [couteau-suisse] Couteau Suisse
    [chat-noir] Chat Noir
    [chenille] Chenille
    [chrysalide] Chrysalide
    [papillon] Papillon
    [plus] Plus
    [moins] Moins
    [multiplier-diviser] Multiplier/Diviser
    [yin] Yin
   *[yang] Yang
}

# Two items of a list; a longer list puts commas before these two (« a, b et c »).
list-two = { $first } et { $last }
