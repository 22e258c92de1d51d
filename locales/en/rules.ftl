### The rules screen: a short reference written for this app (not the booklet's text).
### The numbers come from the engine's catalogue: $deck (cards in a deck), $lowest and
### $highest (the family ranks), $points and the like (points of cards and of the scorer),
### $tours (the orange tours per player count, already listed), $draw (cards the Papillon
### draws); the card names in the tables come from cards.ftl, as $card (and $yin,
### $yang in the blue round's rows).

rules-cards = Two { $deck }-card decks (blue backs and orange backs) and two dice.
    Each deck: four families numbered { $lowest } to { $highest }, and ten trumps.
    The blue deck has one of each card; the orange round plays with both decks,
    so each card exists twice.
rules-colours = Formes (green), Éléments (blue), Découvertes (red), Serpents (black),
    trumps (purple). The 7 of Serpents is the Dragon.

rules-teams-title = Teams and dice
rules-teams = 2 players: each alone; 3: each alone (or two against one);
    4: two teams of two, partners sitting opposite; 5: three against two — the winner
    of the start roll picks two partners. The oldest player deals. Everyone rolls both
    dice: highest starts the blue round, lowest the orange round; ties roll again.

## The blue round
rules-blue-title = Blue round: capturing
rules-blue-capture = On your turn, play a card from your hand to take from the plate
    (ramasser) one card of the same value, or (cumuler) several cards adding up to it.
    The Couteau Suisse is any value from 0 to 11, in the hand or on the plate.
rules-blue-signs = Combiner: with a sign (Plus, Moins, Multiplier/Diviser), taken from
    the plate or played from the hand beside the result card. Plus: two or more cards
    adding up to the value; Moins: two cards whose difference makes it;
    Multiplier/Diviser: two cards whose product or exact quotient makes it.
    A capture uses one sign.
# $points: what a Chat Noir taken that way costs.
rules-blue-powers = The Papillon takes the whole plate (a Chat Noir taken that way
    costs { $points } points). The Chrysalide goes straight to your pile and reverses
    the direction of play. On an empty plate the Papillon is laid like any card;
    the Chrysalide is laid or goes to the pile.
rules-blue-place = If you take nothing, lay your card on the plate (house rule: only
    when it cannot capture). Whoever captured last takes what is left.
rules-blue-points = Blue round points
rules-blue-most-cards = Most cards (player or team)
rules-blue-most-cards-points = { $points } — tie: dice roll-off
rules-blue-threes = Each 3 (four of them)
# Points each of several cards is worth.
rules-each = { $points } each
rules-blue-yin-or-yang = { $yin } alone or { $yang } alone
rules-blue-yin-and-yang = { $yin } and { $yang } together
# $house: the points under the house rule.
rules-blue-yin-and-yang-points = { $points } (house rule: { $house })
rules-blue-chat-noir-voluntary = { $card } taken voluntarily
rules-blue-chat-noir-involuntary = { $card } taken involuntarily
rules-consolation = Consolation: a side ending the blue round on 0 or less receives
    { $points } points from every other side (house rules: exactly 0; or { $points }
    from each player of the other sides).

## The orange round
rules-orange-title = Orange round: shedding
rules-orange-suites = Lay cards on the two plate cards (same value) and on four suites,
    two from each plate card: the same value, or one more or one less than the top
    (or than the plate card while the suite is empty). The Chenille restarts a suite
    at 1; the Couteau Suisse is declared as a value from 0 to 11.
rules-orange-signs = A sign laid beside a suite constrains it: Plus, the same value or
    one more; Moins, the same value or one less; Multiplier/Diviser, multiples or
    divisors of the top (after a 0 or a 1 anything goes).
# $draw: the cards the Papillon played on its own draws.
rules-orange-powers = Power trumps go in the centre. The Chat Noir makes the next
    player draw 3; a player holding the Papillon must answer with it, and
    the Chat Noir's player draws 6. The Papillon played on its own makes its player
    draw { $draw }; the Chrysalide reverses the direction.
rules-orange-draw = Play two cards if you can. A playable card must be played: draw
    only when nothing can be played, and play the card drawn if you can.
# $tour: points for a tour, $last: in the last tour; $tours: "2 → 4, 3 → 3, …".
rules-orange-tours = The first to empty their hand ends the tour: everyone else scores
    +{ $tour } (+{ $last } in the last tour). Each tour is dealt with the rest of the
    orange deck; tours by number of players: { $tours }. Fewest points wins the round.
rules-orange-points = Orange round points
rules-orange-tour = Each tour someone else went out first
rules-orange-tour-points = +{ $tour } (+{ $last } in the last tour)
rules-orange-family = Family card in hand
rules-orange-family-points = its number
# $yin, $yang: what each is worth (its number).
rules-orange-yin-yang-points = { $yin }, { $yang } (their number)
rules-orange-chrysalide-signs = { $card }, signs
rules-orange-couteau-suisse-points = a roll of two dice
rules-orange-papillon-points = 0, but draw { $draw } cards and count them

## The game
rules-game-title = The game
rules-game = Total = blue points − orange points. Highest total wins; equal totals
    share the victory (or, as a house rule, roll off). With 4 players a team's points
    are the sum of its members'; with 5, each player is credited their team's total.
