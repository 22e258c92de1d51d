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
ref-couteau-as = the Couteau Suisse as { $value }
# The card a capture makes ($card), worth $value, or any value from $lo to $hi.
ref-target = { $card } ({ $value })
ref-target-range = { $card } (any { $lo } to { $hi })
ref-list-or = { $first } or { $last }
# Where a card of an orange position was entered.
ref-table-place = { $place ->
    [plate] plate card { $number }
    [suite] suite { $number }
    [sign] suite { $number } sign
   *[hand] hand
}
# Where a card of a blue position was entered.
ref-blue-place = { $place ->
    [plate] on the plate
   *[hand] in the hand
}

## What the players entered

ref-not-a-card = “{ $start }…” is not a card.
ref-too-many-cards = { $count ->
    [one] { $count } card is
   *[other] { $count } cards is
} more than both decks hold ({ $max }).
ref-plate-not-set = Plate card { $plate } is not set: suites { $first } and { $second } start from it.
ref-no-such-place = there is no such place on the table
ref-in-place = { $place }: { $problem }
ref-duplicate = { $card } is chosen twice { $place } (the blue deck has one of each card)
ref-overlap = { $cards } { $count ->
    [one] is
   *[other] are
} both on the plate and in the hand: a card is in one place only
ref-empty-hand = the hand is empty: there is nothing to play
ref-plate-count = the plate has two cards, not { $count }
ref-suite-count = there are four suites, not { $count }
ref-not-a-top = { $place }: { $card } cannot be the top of a suite
ref-couteau-undeclared-at = { $place }: a Couteau Suisse on a suite stands for a declared value from 0 to 11: choose it
ref-couteau-range = { $place }: a Couteau Suisse stands for a value from 0 to 11, not { $value }
ref-declared-not-couteau-at = { $place }: only a Couteau Suisse takes a declared value, not { $card }
ref-not-a-sign-at = { $place }: { $card } is not a sign (Plus, Moins, Multiplier/Diviser)
ref-too-many = { $card } appears { $count } times; each card exists twice (one orange, one blue)

## A described play that is not a play ($play: the play as written)

ref-nothing-played = choose the card played from the hand
ref-too-many-played = a play uses one card, or a card and a sign, not { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
ref-chosen-twice = { $card } is chosen twice
ref-place-one = a card is laid alone: choose one card
ref-place-takes = a card laid on the plate takes nothing: clear the plate cards chosen
ref-power-alone = a power is played alone: choose only the Papillon or the Chrysalide
ref-no-power = { $card } has no power: only the Papillon and the Chrysalide are played with their power
ref-parse-empty = no play is described: choose the card played
ref-parse-two-without-sign = “{ $play }”: two cards are played together only when one of them is a sign (Plus, Moins, Multiplier/Diviser)
ref-parse-two-signs = “{ $play }”: two signs cannot be played together; one of the two cards is the result
ref-parse-too-many = “{ $play }”: at most two cards are played (a sign and a result)
ref-parse-nothing-taken = “{ $play }”: choose the plate cards taken
ref-parse-taken-twice = { $card } is chosen twice among the cards taken
ref-parse-star = “{ $play }”: only the Papillon takes the whole plate
ref-parse-pile = “{ $play }”: only the Chrysalide goes straight to the pile
ref-parse-shape = “{ $play }” is not a play
ref-parse-slot = “{ $play }” is not a place on the table
ref-parse-declared = “{ $play }”: the declared value is a number from 0 to 11
ref-parse-back = “{ $play }”: the back is blue or orange
ref-parse-cover = “{ $play }”: only a plate card can be covered

## Why a blue play is not legal

ref-round-over = the round is over
ref-not-in-hand = { $card } is not in the hand
ref-not-a-result = { $card } cannot be the result of a capture: { $why ->
    [papillon] the Papillon takes the whole plate with its power
    [chrysalide] the Chrysalide goes to your pile with its power
    [sign] a sign is played beside a result card
   *[no-number] it has no number
}
ref-not-a-sign = { $card } is not a sign: only Plus, Moins or Multiplier/Diviser can be played with the result
ref-not-on-plate = { $cards } { $count ->
    [one] is
   *[other] are
} not on the plate
ref-nothing-taken = a capture takes at least one plate card
ref-too-many-signs = a capture uses one sign, not { $count }
ref-no-number = { $card } has no number: it cannot be combined
ref-not-same-value = { $target } cannot take { $taken }: not the same value
# $plus and $wild: yes or no (Plus played; a Couteau Suisse among the cards).
ref-sum-misses = { $target } cannot take { $taken }{ $plus ->
    [yes] {" "}with Plus
   *[no] {""}
}: they make { $sum }{ $wild ->
    [yes] {" "}plus the Couteau Suisse (0 to 11)
   *[no] {""}
}
ref-plus-needs-two = Plus adds two or more plate cards
ref-pair-count = { $sign } combines exactly two plate cards, not { $count }
# $op: difference (Moins) or product (Multiplier/Diviser); $exact: yes ($lo is the value) or no (from $lo to $hi).
ref-pair-misses = { $target } cannot take { $taken } with { $sign }: { $op ->
    [difference] their difference is not
   *[product] neither their product nor an exact quotient is
} { $exact ->
    [yes] { $lo }
   *[no] between { $lo } and { $hi }
}
ref-papillon-empty-plate = the plate is empty: the Papillon has nothing to take (lay a card instead)
ref-papillon-on-cards = on a plate that holds cards, the Papillon is played with its power: it takes the whole plate
ref-chrysalide-on-cards = on a plate that holds cards, the Chrysalide is played with its power: it goes on your pile and reverses the direction
ref-discard-forbidden = { $card } can take { $taken }, so it cannot be discarded under the house rule “discard only when the card cannot capture”
ref-discard-forbidden-with = { $card } can take { $taken } with { $other }, so it cannot be discarded under the house rule “discard only when the card cannot capture”

## Why an orange play is not legal

ref-under-attack = under a Chat Noir attack: answer with a Papillon, or take three
ref-must-answer-papillon = you hold the Papillon: under a Chat Noir attack it must be played (the attacker draws 6); taking three is only for a player without the Papillon
ref-not-attacked = there is no Chat Noir attack to answer
ref-must-play = { $card } can be played: a playable card must be played
ref-not-covering = covering the plate happens only before the first turn of the round
ref-couteau-undeclared = the Couteau Suisse must be declared as a value from 0 to 11
ref-couteau-out-of-range = the Couteau Suisse stands for a family value from 0 to 11, not { $value }
ref-declared-not-couteau = only the Couteau Suisse is declared; { $card } has its own value
ref-unplayable = { $card } cannot be laid: it has no number under these house rules
ref-power-outside-centre = { $card } is a power trump: it goes in the centre
ref-sign-outside-slot = { $card } is a sign: it goes beside a suite
ref-only-signs = only signs go beside a suite, not { $card }
ref-only-powers = only the Chat Noir, the Chrysalide and the Papillon go in the centre, not { $card }
ref-chenille-outside-suite = the Chenille goes on a suite
ref-plate-uncovered = plate card { $plate } is a trump not yet covered: nothing can go on it
ref-plate-value = on plate card { $plate } ({ $value }) only a { $value } can go, not { $card }
ref-suite-no-start = suite { $suite } starts from plate card { $plate }, a trump not yet covered: nothing can start it (but a Chenille)
# A suite as it stands: its top, or empty (it starts from its plate card's value).
ref-suite-top = top { $top }
ref-suite-empty = empty, from the plate card's { $reference }
ref-suite-signed = { $state }, sign { $sign }
# What may go on a suite: the values ($values, joined with ref-list-or) or the multiples.
ref-allowed-value = { $value }
ref-allowed-values = { $values }
ref-allowed-multiples = a multiple or divisor of { $top } ({ $values })
ref-suite-value = on suite { $suite } ({ $state }) only { $allowed } can go, not { $card }

## What a legal orange play does

ref-effect-papillon-answer = answers the Chat Noir: its player draws 6, you draw nothing; your turn ends
ref-effect-papillon-draw = you draw 3 cards; your turn ends
ref-effect-chat-noir = the next player draws 3, then plays
ref-effect-chrysalide = the direction of play reverses
ref-effect-chenille = suite { $suite } restarts at 1
ref-effect-sign = suite { $suite } now takes { $sign ->
    [plus] only the same value or one more
    [moins] only the same value or one less
   *[multiplier-diviser] only multiples or divisors of its top
}
ref-effect-on-plate = on plate card { $plate }
ref-effect-continues-from = suite { $suite } continues from { $value }
ref-effect-continues = suite { $suite } continues
ref-effect-take-three = draw the 3 cards, then play normally
ref-effect-draw-and-try = nothing can be played: draw one card, and play it (with another) if you can
