### The referee screen: its labels, the kinds of play (pk_) and the rule sections (sec_).

referee = Referee
refBlue = Blue round
refOrange = Orange round
refBackToGame = Back to the game
refBlueHelp = Tap the cards on the plate and in the hand, then ask what can be played, or describe a play to check it.
refOrangeHelp = Tap a place on the table (a plate card, a suite's top or its sign, or the hand), then the card that is there.
refWhere = Where the next card goes
refPlate = Plate
refHand = Hand
refNoCards = No cards yet.
refRemoveFrom = Remove { $name } ({ $place })
refAddToPlate = Add a card to the plate
refAddToHand = Add a card to the hand
refAddedPlate = { $name } on the plate
refAddedHand = { $name } in the hand
refWhatPlays = What can be played?
refClear = Clear everything
refPlays = { $n ->
    [one] { $n } legal play
   *[other] { $n } legal plays
}
refNoPlay = No legal play.
refWays = { $n ->
    [one] { $n } way
   *[other] { $n } ways
}
refOutcome = { $points } pts ({ $ways }×)
refTakes = takes { $cards }
refToPile = to the pile
refLaysIt = laid on the plate
refPoints = { $n } pts in the pile
refShowAll = Show all { $n }
refShowFirst = { $n ->
    [1] Show the first
   *[other] Show the first { $n }
}
refPropose = Check a play
refProposeHelp = Tap the card(s) played from the hand and the plate cards they take, then say how it is played.
refPlayed = Played from the hand
refTaken = Taken from the plate
refCheckTake = Takes them
refCheckPlace = Laid on the plate
refCheckPower = With its power
refLegal = Legal
refNotLegal = Not legal
refNotLegalWhy = Not legal: { $why }
refPlayLine = { $cards } — { $kind }: { $takes }; { $points }
refRule = Rule:
sec_blue_capture = capturing (blue)
sec_blue_signs = combining with a sign (blue)
sec_blue_powers = Papillon and Chrysalide (blue)
sec_blue_place = laying a card (blue)
sec_orange_suites = plate cards and suites (orange)
sec_orange_signs = signs (orange)
sec_orange_powers = power trumps (orange)
sec_orange_draw = playing or drawing (orange)
sec_cards = the cards
pk_ramasser = ramasser
pk_cumuler = cumuler
pk_combiner = combiner
pk_papillon = Papillon
pk_chrysalide = Chrysalide
pk_place = laid
refTable = The orange table
refPlateN = Plate card { $n }
refSuiteN = Suite { $n }
refSignN = Sign { $n }
refCentre = Centre
refEmpty = empty
refClearPlace = Empty { $place }
refCouteauValue = Value declared for the Couteau Suisse
refAttacked = A Chat Noir was just played against this hand
refPut = { $name }: { $place }
refPutIn = Card for { $place }
refWhereTo = Where it goes
refCheckThis = Check this play
refTakeThree = Take three
refDraw = Draw
refRecent = Recent positions
refNoRecent = No position asked about yet.
refHandOf = { $n ->
    [one] { $n } card in hand
   *[other] { $n } cards in hand
}
refForget = Forget this position
refForgetOf = Forget this position: { $position }
