### Words for the screen reader and the keyboard: the live log's name, cards' positions
### in a row, the orange layout's places, what the keys read aloud, and the keys' help.

announcements = Announcements

## A card in a row of cards (a hand, the plate): « the 9 of Serpents, 3 of 7 ».
cardInRow = { $card }, { $n } of { $total }
cardBlocked = { $card }, cannot be played: { $why }
cardWithBack = { $back ->
    [blue] { $card } (blue back)
   *[orange] { $card } (orange back)
}

## What the turn line says to a screen reader when the turn comes back to the player: what
## happened since the player's last move (the moves, a new deal, a new tour).
sinceYourMove = Since your last move: { $news }
## A capture among the chosen card's, with its verb: what Enter does.
captureWith = Take { $cards } with { $card }
captureWithSign = Take { $cards } with { $card } and { $sign }

## The orange layout's places.
layoutSign = Sign of suite { $n }: { $card }
layoutSuite = Suite { $n }: { $card } on top
layoutSuiteValue = Suite { $n }: { $card } on top, worth { $value }
layoutSuiteEmpty = Suite { $n }: empty
layoutPlate = Plate card { $x }: { $card }
layoutPlateValue = Plate card { $x }: { $card }, worth { $value }
layoutCentre = Centre: { $card }

## What the keys read aloud.
sayPlateEmpty = The plate is empty
sayPlate = { $n ->
    [one] On the plate, { $n } card: { $cards }
   *[other] On the plate, { $n } cards: { $cards }
}
sayBluePlayer = { $pile ->
    [one] { $name }: { $hand } in hand, { $pile } card captured
   *[other] { $name }: { $hand } in hand, { $pile } cards captured
}
sayOrangePlayer = { $hand ->
    [one] { $name }: { $hand } card in hand
   *[other] { $name }: { $hand } cards in hand
}
saySide = { $names }: { $points }
sayResult = Result:
sayBlueScore = Blue round: { $sides }
sayBlueOver = The blue round is over. { $sides }. { $tied ->
    [yes] Leading, tied: { $names }.
   *[no] Leading: { $names }.
}
sayScoring = { $pile ->
    [one] { $name }: { $pile } card captured
   *[other] { $name }: { $pile } cards captured
}, { $scoring } scoring: { $cards }
sayNoScoring = { $pile ->
    [one] { $name }: { $pile } card captured, nothing that scores
   *[other] { $name }: { $pile } cards captured, nothing that scores
}
sayOrangeStarts = The orange round starts.

## The keys' help.
keysTitle = Keyboard shortcuts
keysIntro = While the focus is in the game, one key does each of these, alone or with Alt.
keysReader = With a screen reader, its browse mode keeps the bare letters for itself: press the letter with Alt (Alt+H for a hint), or turn the reader's browse keys off: in Orca, Orca+Z switches its structural navigation keys off and on, and Orca+A switches between browse mode and focus mode; in NVDA, NVDA+Space does the same.
keyOrAlt = or Alt+{ $key }
keyTable = Read the table: the plate or the layout, each hand and pile
keyScore = Read the score so far
keyLast = Read the last move
keyHint = Ask for a hint
keyTakeBack = Take back your last move
keyLog = Show or hide the moves log
keyHand = Go to your hand
keyHelp = Show these keys
keyArrowsName = Arrows, Home, End
keyArrows = Move between the cards of a row (your hand, the plate, the layout)
keyEnterName = Enter or Space
keyEnter = Choose the card or the place under the focus
keyEscapeName = Escape
keyEscape = Put a chosen card back in your hand
keyTabName = Tab
keyTab = Go to the next row or button
keyNotNow = Not now.
## The same keys in the Papillon of 1756, whose moves are a list of buttons.
ckeyTable = Read the face-up cards, your cards, the pot and the talon
ckeyScore = Read every player's counters and the pot
ckeyMoves = Go to your moves
ckeyEnter = Play the move under the focus
ckeyTab = Go to the next move or button

## The rules screen's section on the keys.
keysPlayTitle = Playing with the keyboard or a screen reader
keysPlayIntro = Against the computer, every card and place is a button named for a screen reader, and each move, yours and the computer's, is announced. Your hand, the plate and the orange layout are each one Tab stop. The keys:

## What the keys and buttons of a game say they did.
takenBack = Your last move is taken back.
noHint = No hint for this position.
logShown = The moves log is shown.
logHidden = The moves log is hidden.
