### The cards' names. A family card is given as $family (its letter: F, E, D, S) and
### $rank (0 to 11; the 7 of Serpents is the Dragon); a trump as $trump (its notation).
### `card-…` names a card as a sentence does, with its article (« le 9 de Serpents »,
### « la Chenille »); `card-…-name` is the bare name printed on a card or a button.

card-family = { $family ->
    [E] the { $rank } of Éléments
    [D] the { $rank } of Découvertes
    [S] { $rank ->
            [7] the Dragon
           *[other] the { $rank } of Serpents
        }
   *[F] the { $rank } of Formes
}

card-family-name = { $family ->
    [E] { $rank } of Éléments
    [D] { $rank } of Découvertes
    [S] { $rank ->
            [7] Dragon
           *[other] { $rank } of Serpents
        }
   *[F] { $rank } of Formes
}

card-trump = { $trump ->
    [couteau-suisse] the Couteau Suisse
    [chat-noir] the Chat Noir
    [chenille] the Chenille
    [chrysalide] the Chrysalide
    [papillon] the Papillon
    [plus] the Plus
    [moins] the Moins
    [multiplier-diviser] the Multiplier/Diviser
    [yin] the Yin
   *[yang] the Yang
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
list-two = { $first } and { $last }
