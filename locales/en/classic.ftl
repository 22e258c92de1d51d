### The 18th-century Papillon's counter keeper: its set-up and house rules, the entries
### people tap at the table, the events and transfers the engine reports, and every
### problem it finds with an entry. Cards are named by rank only ($rank: A, 2 … 10, J, Q, K).

classicSetup = Table and house rules
classicPlayersHelp = Three or four players, in playing order: each one's right-hand neighbour next.
classicFirstDealer = First dealer (the lowest cut)
classicStartingCounters = Counters each player starts with

## The house rules: each title, one line of help, each choice.
classicStake = Stake per game
classicStakeHelp = Counters each player puts into the pot at the start of every game ("one or two counters", says the text).
classicStakeOne = 1 counter
classicStakeTwo = 2 counters
classicFaceValue = Face cards in a sum
classicFaceValueHelp = What jacks, queens and kings count when they take a sum.
classicFacePrinted = 11, 12, 13 (the text)
classicFaceTen = 10 each (Académie des Jeux, 1730)
classicPotTo = The pot goes to
classicPotToHelp = Who receives the pot at the end of a game.
classicPotWinner = The game's winner
classicPotBlaetter = The player with the most cards
classicUnwonPot = A pot nobody wins
classicUnwonPotHelp = What becomes of the pot when nobody receives it.
classicUnwonCarry = Carried over to the next game
classicUnwonConsolation = To the player with the Consolation
classicUnwonSplit = Shared equally
classicBonuses = Bonuses of one capture
classicBonusesHelp = Whether aces, Klein-Papillon or Haneton, and Sautenelle of one capture all pay.
classicBonusesAdd = They add up
classicBonusesHighest = Only the largest pays
classicHaneton = Haneton in the last round
classicHanetonHelp = Whether the Haneton still pays once the last card is dealt, when the Klein-Papillon no longer does.
classicHanetonPays = Still pays
classicHanetonNot = No longer pays
classicConsolationTo = The Consolation goes to
classicConsolationToHelp = Who is "the last player" who receives the Consolation.
classicConsolationLast = The last to reveal
classicConsolationDealer = The dealer
classicBlaetterTie = Most cards after a tie
classicBlaetterTieHelp = What most cards pays after a tie.
classicBlaetterDouble = The next game pays double
classicBlaetterCumulative = Each tie doubles again
classicDebt = Debt
classicDebtHelp = Whether counters may go below zero.
classicDebtAllowed = A player may owe counters
classicDebtForbidden = Nobody goes below zero
classicEmptyTable = A deal onto an empty table
classicEmptyTableHelp = In which order the cards come when the table is empty.
classicEmptyTurnUp = Turn up first, then the hands
classicEmptyHandsFirst = The hands first, then turn up

## The sheet.
classicCounters = Counters
classicPot = Pot
classicStartCol = At the start
classicReceivedCol = Received
classicPaidCol = Paid
classicNowCol = Now
classicNow = Game { $game } · deal { $deal } of at most { $most } · { $dealer } deals · { $talon ->
    [one] { $talon } card in the talon
   *[other] { $talon } cards in the talon
}
classicLastRound = Last round: the dealer has given out the last card.
classicGameOver = This game is over: start the next one.
classicRecord = Record what happened
classicKind = What happened
classicKindCapture = A capture
classicKindReveal = A reveal
classicKindDeal = The next deal
classicKindWon = A player won
classicKindEnd = The end of the game
classicKindNewGame = A new game
classicWho = Who
classicCardPlayed = The card played
classicCardsTaken = The cards taken
classicTakeRank = Take { $rank }
classicRemoveTaken = Remove { $card }
classicNoCardsTaken = No card taken yet.
classicSautenelle = It took the last cards on the table (Sautenelle)
classicByBonuses = Or tell its bonuses instead of its cards
classicAces = Aces taken
classicPure = Only aces, with an ace to a 4
classicKleinPapillon = Klein-Papillon
classicHanetonBonus = Haneton
classicRevealCards = Cards revealed
classicRevealAces = Aces among them
classicRevealReason = Why
classicReasonCannot = Could not capture
classicReasonSautenelle = After a Sautenelle
classicReasonOutOfTurn = Out of turn
classicTurnedUp = Cards turned up onto an empty table first
classicCardsCounted = Cards in { $name }'s pile
classicLeftOnTable = Cards left on the table
classicWinnerOptional = Who won (nobody: leave empty)
classicConsolationOptional = Who had the Consolation (if the group says)
classicNobody = Nobody
classicNextDealer = Dealer of the new game (next to the right if empty)
classicAdd = Record
classicLedger = Ledger
classicEntryN = Entry { $n }
classicStart = Start of the sitting
classicRecorded = Recorded: { $what }

## The events and transfers of the engine's report.
classicCard = { $rank ->
    [A] the ace
    [J] the jack
    [Q] the queen
    [K] the king
   *[other] the { $rank }
}
classicEvGameStarted = Game { $game } starts: { $dealer } deals, the pot holds { $pot }
classicEvDealt = { $last ->
    [yes] Deal { $deal }, the last
   *[no] Deal { $deal }
}
classicEvCaptured = { $name } takes { $taken } with { $card }
classicEvCounted = Captured cards counted
classicEvStake = { $name } stakes { $counters }
classicEvAces = { $name } took { $aces ->
    [one] an ace
   *[other] { $aces } aces
}: { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player
classicEvPureAces = { $name } took only aces ({ $aces }): { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player
classicEvKleinPapillon = Klein-Papillon for { $name }: { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player
classicEvHaneton = Haneton for { $name }: { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player
classicEvSautenelle = Sautenelle for { $name }: { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player
classicEvReveal = { $name } reveals { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}{ $aces ->
    [0] {""}
    [one] , { $aces } ace
   *[other] , { $aces } aces
}
classicEvWon = { $name } wins the game
classicEvConsolation = { $table ->
    [0] Consolation for { $name }: { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player (no card on the table)
    [1] Consolation for { $name }: { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player, and the card left on the table
   *[other] Consolation for { $name }: { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player, and the { $table } cards left on the table
}
classicEvBlaetter = Most cards for { $name } ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, ×{ $multiplier }): { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each other player
classicEvBlaetterTied = Most cards tied ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}): the next game pays ×{ $multiplier }
classicEvPotWon = { $name } takes the pot: { $counters }
classicEvPotSplit = The pot is shared: { $each } each, { $left } left
classicEvPotCarried = The pot ({ $counters }) carries over
classicEvDealerCut = The cut: { $dealer } deals first
classicTransfer = { $from } → { $to }: { $counters }

## Why an entry is refused.
classicPbEntry = Entry { $entry }: { $problem }
classicPbPlayerCount = Papillon is played by three or four, not { $count }.
classicPbEmptyName = Player { $seat } has no name.
classicPbSameName = Two players are called { $player }.
classicPbStake = The stake is one or two counters, not { $stake }.
classicPbStartingCounters = Starting counters go from 0 to a million, not { $counters }.
classicPbCannotPayStake = Without debt, players starting with { $counters ->
    [one] { $counters } counter
   *[other] { $counters } counters
} cannot pay a stake of { $stake }.
classicPbUnknownDealer = The first dealer, { $player }, is not one of the players.
classicPbUnknownPlayer = { $player } is not one of the players.
classicPbDidYouMean = Did you mean { $player }?
classicPbAfterEnd = the game is over; only a new game can follow.
classicPbBelowZero = { $player } would have { $counters ->
    [one] { $counters } counter
   *[other] { $counters } counters
}, and this table plays without debt.
classicPbAlreadyRevealed = { $player } revealed in this deal and holds no card.
classicPbAlreadyOut = { $player } has already exchanged all their cards in this deal.
classicPbNoCardLeft = { $player } has already used the { $dealt } cards dealt in this deal.
classicPbIllegalCapture = { $player }'s capture is not allowed: { $reason }
classicPbNothingTaken = { $player }'s capture names the card played but no card taken.
classicPbNoCardPlayed = { $player }'s capture lists cards taken but not the card played.
classicPbMoreThanFour = { $player }'s capture names { $count ->
    [one] { $count } card
   *[other] { $count } cards
} of rank { $rank }; the deck has four.
classicPbToldTwice = { $player }'s capture gives both its cards and its bonuses: give one or the other.
classicPbImpossible = { $player }'s capture cannot be what it is told: { $why }
classicPbKleinLast = no Klein-Papillon for { $player } in the last round (the text: once the last card is dealt, a Klein-Papillon is no longer possible).
classicPbHanetonLast = no Haneton for { $player } in the last round: this table does not pay it then.
classicPbTooManyAces = { $player }'s entry makes { $aces ->
    [one] { $aces } ace
   *[other] { $aces } aces
} in this game ({ $taken } taken into the piles, { $revealed } more revealed and not taken since); the deck holds four.
classicPbRankTooOften = { $player }'s capture puts a card of rank { $rank } into a pile for the { $count }th time in this game; the deck has four.
classicPbCaptureAfterSautenelle = { $player } cannot capture here: { $by }'s Sautenelle has just cleared the table, and after a Sautenelle "the next player must reveal their cards" (a reveal is missing before this entry).
classicPbEmptyReveal = { $player } reveals no card.
classicPbRevealTooLarge = { $player } reveals { $cards } but holds at most { $left }.
classicPbRevealAces = { $player } reveals { $aces ->
    [one] { $aces } ace
   *[other] { $aces } aces
} among { $cards }.
classicPbNothingToDeal = the talon is empty: there is nothing to deal.
classicPbWonBeforeLast = { $talon ->
    [one] { $player } cannot win in deal { $deal }: only in the last deal ({ $talon } card is still in the talon; was a turn-up onto an empty table not recorded?).
   *[other] { $player } cannot win in deal { $deal }: only in the last deal ({ $talon } cards are still in the talon; was a turn-up onto an empty table not recorded?).
}
classicPbRevealerCannotWin = { $player } revealed, and whoever must reveal cannot win, of course.
classicPbSecondWinner = { $player } cannot win too: { $winner } has already won this game.
classicPbEndBeforeLast = the game cannot end in deal { $deal }: { $talon ->
    [one] { $talon } card is still in the talon.
   *[other] { $talon } cards are still in the talon.
}
classicPbMissingWinner = who won is missing: { $players } did not reveal in the last deal, so each exchanged all their cards, and the ledger cannot tell who did so first. Enter who won before the end.
classicPbPileTooLarge = { $player }'s pile is counted { $typed } cards; the deck has 52.
classicPbAcesLeftOnTable = { $aces ->
    [one] { $aces } ace was revealed and no capture entered took it (taking an ace always pays), so it lies on the table, but
   *[other] { $aces } aces were revealed and no capture entered took them (taking an ace always pays), so they lie on the table, but
} { $table } cards are counted left there.
classicPbTableTooLarge = { $typed } cards are counted left on the table; the deck has 52.
classicPbMissingCount = no card count for { $player }.
classicPbCardCount = the piles ({ $piles }) and the cards left on the table ({ $table }) make { $counted }, not the 52 of the deck.
classicPbFewerThanTaken = { $player } counted { $counted } cards but took at least { $atLeast } in the captures recorded.
classicPbWrongConsolation = the Consolation is not { $player }'s: it is { $due }'s.
classicPbNoConsolation = the Consolation is not { $player }'s: nobody has it (someone won, or nobody revealed in the last deal).
classicPbNewGameBeforeEnd = a new game starts only when this one has ended.
## Why a capture cannot be what it is told.
classicWhyPureWithoutAces = a pure-ace capture takes aces (give how many)
classicWhyBothThrees = a capture is either a Klein-Papillon or a Haneton, not both
classicWhyTooManyAcesForThree = three cards hold at most three aces
classicWhyHanetonPure = a Haneton is made by a face card, a pure-ace capture by an ace to a 4
classicWhyMoreThanFourAces = a capture takes at most four aces
## Why a capture is not allowed.
classicRefNothingTaken = a capture takes at least one card from the table
classicRefNotOnTable = { $card } is not on the table
classicRefListedTwice = { $card } is listed twice
classicRefPlayedTaken = { $card } is the card played; it cannot also be taken
classicRefNotSameValue = { $card } cannot take { $taken }: a single card is taken only by a card of the same value
classicRefFaceOnly = { $card } cannot take { $face }: a face card on the table is taken only by the same face
classicRefFaceInSum = { $face } cannot be part of a sum: a face card on the table is taken only by the same face
classicRefMoreThanOne = { $card } takes only one card of its value from the table, even if several lie there
classicRefMatchAndSum = { $card } cannot take { $matched } and a sum at once
classicRefSumWrong = the cards taken add up to { $sum }, not to { $value }, the value of { $card }

## The referee of the Papillon of 1756: a question it cannot answer, and its screen.
ref-classic-table-twice = { $card } is on the table twice.
ref-classic-hand-and-table = { $card } is both the card played and on the table.
ref-classic-hand-twice = { $card } is in the hand twice.
ref-classic-players = A table has three or four players, not { $players }.
ref-classic-seat = Seat { $seat } is not at a table of { $players }.
ref-classic-options = These house rules cannot be: check the stake and the starting counters.
ref-classic-too-many = A question names at most the 52 cards of the deck.
classicCardSuited = { $rank ->
    [A] ace
    [J] jack
    [Q] queen
    [K] king
   *[other] { $rank }
} of { $suit ->
    [C] clubs
    [D] diamonds
    [H] hearts
   *[S] spades
}
## A card with its article, as a move names it: "the 3 of spades", "the ace of hearts".
classicCardSuitedThe = the { $rank ->
    [A] ace
    [J] jack
    [Q] queen
    [K] king
   *[other] { $rank }
} of { $suit ->
    [C] clubs
    [D] diamonds
    [H] hearts
   *[S] spades
}
refClassic = Papillon of 1756
refClassicHelp = Which captures can this card make from the face-up cards, and what do they earn? Choose the table's cards, then the card played.
refClassicPlayers = Players at the table
refClassicTarget = The next card tapped goes
refClassicToTable = On the table
refClassicToCard = As the card played
refClassicDeck = The deck
refClassicTable = Face-up cards
refClassicNoTable = No card on the table yet.
refClassicPlayed = Card played: { $card }
refClassicNoCard = Choose the card played.
refClassicAsk = What can it take?
refClassicNone = It takes nothing: it is laid on the table, or its player reveals.
refClassicCapture = { $kind ->
    [match] Takes { $taken } (same value)
   *[sum] Takes { $taken } (a sum)
}
refClassicEarns = { $each ->
    [0] No counter
   *[other] { $each ->
        [one] { $each } counter
       *[other] { $each } counters
    } from each, { $counters ->
        [one] { $counters } counter
       *[other] { $counters } counters
    } in all
}
refClassicSautenelle = Sautenelle: it takes the last face-up card, and the next player must reveal.
refClassicCheck = May it take the cards chosen?
refClassicChooseTaken = Choose among the face-up cards the ones it would take.
refClassicAllowed = Allowed.
refClassicRefused = Not allowed: { $reason }
refClassicRemove = Remove { $card }
refClassicYou = the player
classicSuit = { $suit ->
    [C] Clubs
    [D] Diamonds
    [H] Hearts
   *[S] Spades
}
refClassicAnswer = The referee's answer
refClassicOnTable = { $name } on the table

## A rank as a button shows it: the letter players write (fr: V, D, R).
classicRankShort = { $rank ->
    [J] J
    [Q] Q
    [K] K
   *[other] { $rank }
}
classicNextDealerAuto = The next to the right
refClassicRemoved = { $card } is no longer on the table

## Playing the Papillon of 1756 against the computer.
cplayTitle = The Papillon of 1756
cplaySetupTitle = The Papillon of 1756 against the computer
cplaySetupHelp = Three or four players, a 52-card deck and counters. You play against the computer; the cut chooses the first dealer.
cplayWhich = Which game
cplayModern = Papillon
cplayClassic = The Papillon of 1756
cplayStart = Cut and deal
cplayResume = Resume the Papillon of 1756
cplayResumeOf = Game { $game } with { $players }
cplayGameDeal = Game { $game } · deal { $deal } of at most { $most }
cplayLastRound = Last round: the talon is dealt out.
cplayDealer = { $name } deals.
cplayPot = Pot: { $pot }
cplayTalon = { $count ->
    [one] Talon: { $count } card
   *[other] Talon: { $count } cards
}
cplayCounters = { $counters ->
    [one] { $counters } counter
   *[other] { $counters } counters
}
cplayInHand = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
}
cplayPile = { $count ->
    [one] { $count } taken
   *[other] { $count } taken
}
cplayRevealedBadge = revealed
cplayWonBadge = out first
cplayTable = Face-up cards
cplayTableEmpty = No card is face up.
cplayYourCards = Your cards
cplayNoCards = You have no card left in this deal.
cplayYourMoves = Your moves
cplayTake = Take { $taken } with { $card }
cplayReveal = Reveal your cards: you cannot take anything
cplayRevealSautenelle = Reveal your cards: the Sautenelle before you obliges you
cplayNotYourTurn = Wait for your turn.
cplayEvDealerCut = The cut makes { $dealer } the first dealer
# a new deal in the log, a sentence of its own (not « … with the 10 of spades. Deal 3 »)
cplayEvDealt = { $last ->
    [yes] The cards of deal { $deal }, the last one, are dealt
   *[no] The cards of deal { $deal } are dealt
}
cplayMoveLine = { $events }
cplayEnd = The game is over.
# the end of a game, with who won it (the first to exchange all their cards in the last round, docs/rules.md part II §8.1)
cplayEndWinner = The game is over: { $name } wins it, having exchanged all their cards before the others in the last round.
cplayEndNobody = The game is over: nobody wins it, since everyone still holding cards in the last round had to reveal them (whoever reveals cannot win).
# why « Take back » is disabled in the 1756 game, beside the button
cplayTakeBackNothing = Nothing to take back yet: you have not played.
cplayTakeBackDealt = No take-back now: cards were dealt since your last move; taking it back would let you play it again knowing them.
cplayTakeBackShown = No take-back now: { $name } showed their cards since your last move; taking it back would let you play it again knowing them.
# the game's words, explained where they first appear (docs/rules.md part II §7, E4 to E6)
cplayTermsTitle = The game's words
cplaySautenelleWord = Sautenelle
cplayTermKleinPapillon = taking three table cards at once, except in the last round: 1 counter from each other player.
cplayTermHaneton = a face card taking three table cards: 1 counter from each other player, instead of the Klein-Papillon.
cplayTermSautenelle = a capture taking the last face-up card: 1 counter from each other player, and the next player must reveal their cards.
cplayChangeTitle = Counters in this game
cplayBefore = Before
cplayAfter = After
cplayChange = Change
cplayNext = Next game of the sitting
cplaySameDeal = Same deal again
cplayReviewMove = Your move { $mine } (move { $number } of the game, every player's moves counted, deal { $deal }): you played “{ $played }”.
cplayReasonSearch = The move the search tried most often: expected margin over the others of { $margin ->
    [one] { $margin } counter
   *[other] { $margin } counters
} (the move tried next most often: { $next ->
    [one] { $next } counter
   *[other] { $next } counters
}), from { $n ->
    [one] { $n } simulated game
   *[other] { $n } simulated games
} to the end of the next deal.
cplayReasonSearchAlone = Expected margin over the others: { $margin ->
    [one] { $margin } counter
   *[other] { $margin } counters
}, from { $n ->
    [one] { $n } simulated game
   *[other] { $n } simulated games
} to the end of the next deal.
cplayReasonOnePly = { $score ->
    [one] This move earns { $score } counter at once.
   *[other] This move earns { $score } counters at once.
}
cplayNoneWord = none
cplayTableSays = Face-up: { $table }. Your cards: { $hand }. Pot { $pot }, talon { $talon }.
cplayScoreSays = { $name }: { $counters }
cplayStatsTitle = The Papillon of 1756 against the computer
cplayStatsWon = Out first
cplayStatsWonNote = “Out first”: the games won, by exchanging all one's cards first in the last round (whoever reveals cannot win).
cplayStatsCounters = Counters in all
cplayStatsBest = Best game
