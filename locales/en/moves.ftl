### A game against the computer: what each move did (m_), the same move as advice (h_),
### why the hint chose it (reason_), why a card cannot be played (blocked_), and the places on the table (slot_).

blocked_not_your_turn = It is not your turn.
blocked_answer_chat_noir = You are under a Chat Noir attack: answer with the Papillon, or take three.
blocked_cover_first = First cover the plate trump, or keep it.
blocked_fits_nowhere = This card fits on no suite, plate card or slot now.
blocked_not_as_second_card = This card cannot be your second card this turn.
blocked_power_only = On a plate that holds cards, this card is played with its power only.
blocked_must_capture = This card can capture: under your house rule it cannot be laid down.
blocked_cannot_play = This card cannot be played now.
m_capture = { $name } took { $taken } with { $card }
m_capture_sign = { $name } took { $taken } with { $card } and { $sign }
m_papillon = { $n ->
    [one] { $name } played the Papillon and took the whole plate ({ $n } card)
   *[other] { $name } played the Papillon and took the whole plate ({ $n } cards)
}
m_papillon_empty = { $name } played the Papillon
m_chrysalide = { $name } showed the Chrysalide: the direction turns
m_discard = { $name } placed { $card } on the plate
m_place = { $name } placed { $card } { $slot }
m_place_declared = { $name } placed { $card } as { $value } { $slot }
m_cover = { $name } covered plate card { $plate } with { $card }
m_keep = { $name } kept the plate trumps uncovered
m_take_three = { $name } took three cards
m_draw = { $name } drew a card
slot_plate = on plate card { $x }
slot_suite = on suite { $n }
slot_sign = beside suite { $n }
slot_centre = in the centre
reason_only_move = It is the only legal move.
reason_random = A random pick.
reason_one_ply = It scores { $score ->
    [one] { $score } point
   *[other] { $score } points
} at once.
reason_search = The move the search tried most often: expected margin over the others of { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} (the move tried next most often: { $next ->
    [one] { $next } point
   *[other] { $next } points
}), from { $n ->
    [one] { $n } simulated game
   *[other] { $n } simulated games
}.
reason_search_alone = Expected margin over the others: { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
}, from { $n ->
    [one] { $n } simulated game
   *[other] { $n } simulated games
}.
h_capture = take { $taken } with { $card }
h_capture_sign = take { $taken } with { $card } and { $sign }
h_papillon = { $n ->
    [one] play the Papillon and take the whole plate ({ $n } card)
   *[other] play the Papillon and take the whole plate ({ $n } cards)
}
h_papillon_empty = play the Papillon
h_chrysalide = show the Chrysalide and reverse the direction
h_discard = place { $card } on the plate
h_place = place { $card } { $slot }
h_place_declared = place { $card } as { $value } { $slot }
h_cover = cover plate card { $plate } with { $card }
h_keep = keep the plate trumps uncovered
h_take_three = take three cards
h_draw = draw a card
