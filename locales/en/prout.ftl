### PROUT's score sheet: its labels and every problem the engine reports about it.

proutSetup = PROUT
proutMode = Mode
proutModeMain = Main game
proutModeShared = Shared draw pile
proutModeSolo = Solo
proutModeMainHelp = Each player has a draw pile of their own. Points: cards left in hand, in the own pile, and malus cards.
proutModeSharedHelp = One draw pile for everyone. Points: cards left in hand and malus cards.
proutModeSoloHelp = One player; the goal is 0 points.
proutMatch = Play a match to a number of points
proutTarget = Points that end the match
proutVariante = VARIANTE: cards counted by their value
proutNoDigital = PROUT is kept at a real table only: its rule for placing a card and the INTOX effects are missing from the text.
proutHand = Hand
proutPile = Own draw pile
proutMalus = Malus
proutIntox = INTOX
proutLicorne = LICORNE { $n }
proutVarianteCards = VARIANTE: enter each card left by tapping it; a card counts its number, an INTOX 1 point.
proutAddTo = { $name }: the cards tapped go to
proutPickCard = Cards for { $pile } ({ $name })
proutCardAdded = { $card } added to { $pile } ({ $name }).
proutRemoveCard = Remove { $card } from { $pile } ({ $name })
proutNoCards = No card
proutPileValue = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
proutGameByGame = Game by game
proutGameByGameHelp = Each cell: the game's points, then the running total (the fewest wins).
proutGameCol = Game
proutRunning = total { $n }
proutGameN = Game { $n }
proutPoints = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
proutEndedBy = Who ended the game?
proutFirstGame = Enter the first game
proutNextGame = Next game
proutMatchTo = match to { $n } points
proutReached = { $names } reached { $n } points: the match is over.
proutPbPlayerCount = This mode is for { $min } to { $max ->
    [one] { $max } player
   *[other] { $max } players
}, not { $n }.
proutPbEmptyName = The player in seat { $seat } has no name.
proutPbNameTooLong = The name of the player in seat { $seat } is too long.
proutPbDuplicatePlayer = Two players are called { $name }.
proutPbTarget = A match cannot end at { $n } points.
proutPbTargetInSolo = The solo game has no target: its goal is 0 points.
proutPbLicorneValue = A LICORNE cannot count { $n }.
proutPbGameAfterEnd = Game { $game }: the match was over after game { $after }.
proutPbPlayers = Game { $game }: the players do not match the table.
proutPbCount = Game { $game }: { $name }'s { $pile } cannot hold { $n ->
    [one] { $n } card.
   *[other] { $n } cards.
}
proutPbCard = Game { $game }: { $name }'s { $pile }: “{ $text }” is not a card.
proutPbPileNotInMode = Game { $game }: { $name } has no draw pile of their own in this mode.
proutPbValuesNeedCards = Game { $game }: the VARIANTE counts values: list { $name }'s { $pile } card by card.
proutPbHandOverFive = Game { $game }: { $name } cannot hold { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand (5 at most).
proutPbIntox = Game { $game }: { $name } lists an INTOX card, which this mode does not use.
proutPbCardTooOften = Game { $game }: a card is listed { $n } times; the deck has { $deck }.
proutPbDeckLimit = Game { $game }: { $n ->
    [one] { $n } card is counted
   *[other] { $n } cards are counted
}; the deck has { $deck }.
proutPbEnd = Game { $game }: this mode's game cannot end that way.
proutPbEnderHasCards = Game { $game }: { $name } ended the game but still has cards.
proutPbNobodyEmptied = Game { $game }: nobody emptied hand and draw pile.
proutPbEnderCouldRefill = Game { $game }: { $name } still had cards to lay new piles.
proutPbEnderMissing = Game { $game }: say who ended it before the next game.
proutPbTooManyGames = { $n ->
    [one] { $n } game is more than a sheet holds.
   *[other] { $n } games are more than a sheet holds.
}
