### A game against the computer: what each move did (m_), the same move as advice (h_),
### why the hint chose it (reason_), why a card cannot be played (blocked_), and the places on the table (slot_).

blocked_not_your_turn = Ce n'est pas votre tour.
blocked_answer_chat_noir = Vous subissez une attaque du Chat Noir : répondez avec le Papillon, ou piochez trois cartes.
blocked_cover_first = Couvrez d'abord l'atout du tapis, ou gardez-le.
blocked_fits_nowhere = Cette carte ne va sur aucune suite, carte du tapis ni case pour l'instant.
blocked_not_as_second_card = Cette carte ne peut pas être votre deuxième carte de ce tour.
blocked_power_only = Sur un tapis qui porte des cartes, cette carte se joue seulement avec son pouvoir.
blocked_must_capture = Cette carte peut prendre : selon votre règle maison, elle ne peut pas être posée.
blocked_cannot_play = Cette carte ne peut pas être jouée maintenant.
m_capture = { $name } a pris { $taken } avec { $card }
m_capture_sign = { $name } a pris { $taken } avec { $card } et { $sign }
m_papillon = { $n ->
    [one] { $name } a joué le Papillon et pris tout le tapis ({ $n } carte)
   *[other] { $name } a joué le Papillon et pris tout le tapis ({ $n } cartes)
}
m_papillon_empty = { $name } a joué le Papillon
m_chrysalide = { $name } a montré la Chrysalide : le sens change
m_discard = { $name } a posé { $card } sur le tapis
m_place = { $name } a posé { $card } { $slot }
m_place_declared = { $name } a posé { $card } valant { $value } { $slot }
m_cover = { $name } a couvert la carte { $plate } du tapis avec { $card }
m_keep = { $name } a gardé les atouts du tapis découverts
m_take_three = { $name } a pioché trois cartes
m_draw = { $name } a pioché une carte
slot_plate = sur la carte { $x } du tapis
slot_suite = sur la suite { $n }
slot_sign = à côté de la suite { $n }
slot_centre = au centre
reason_only_move = C'est le seul coup permis.
reason_random = Un choix au hasard.
reason_one_ply = Il rapporte { $score ->
    [one] { $score } point
   *[other] { $score } points
} tout de suite.
reason_search = Le coup que la recherche a le plus essayé : écart attendu sur les autres de { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} (le coup essayé le plus souvent ensuite : { $next ->
    [one] { $next } point
   *[other] { $next } points
}), sur { $n ->
    [one] { $n } partie simulée
   *[other] { $n } parties simulées
}.
reason_search_alone = Écart attendu sur les autres : { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
}, sur { $n ->
    [one] { $n } partie simulée
   *[other] { $n } parties simulées
}.
h_capture = prenez { $taken } avec { $card }
h_capture_sign = prenez { $taken } avec { $card } et { $sign }
h_papillon = { $n ->
    [one] jouez le Papillon et prenez tout le tapis ({ $n } carte)
   *[other] jouez le Papillon et prenez tout le tapis ({ $n } cartes)
}
h_papillon_empty = jouez le Papillon
h_chrysalide = montrez la Chrysalide et changez de sens
h_discard = posez { $card } sur le tapis
h_place = posez { $card } { $slot }
h_place_declared = posez { $card } valant { $value } { $slot }
h_cover = couvrez la carte { $plate } du tapis avec { $card }
h_keep = gardez les atouts du tapis découverts
h_take_three = piochez trois cartes
h_draw = piochez une carte
