### Farfalia's score sheet: the set-up, a deal at the table (dealer and teams, trump,
### proposition, what each side kept), the notes on the text's gaps, and every problem
### the engine reports about a sheet.

## Set-up

farfaliaSetup = Farfalia
farfaliaMode = Mode
farfaliaModeBeginnerFive = Beginner game (5 players)
farfaliaModeChinkway = CHINKWAY (5 players, experts)
farfaliaModeFour = Four players
farfaliaModeThree = Three players
farfaliaModeTwo = Two players
farfaliaModeBeginnerFiveHelp = Three deals, the third counts double. The lowest total deals next and plays alone against two pairs; the two best players win.
farfaliaModeChinkwayHelp = Ten deals. The deal passes clockwise; the dealer plays alone against two pairs.
farfaliaModeFourHelp = Fixed partners sitting opposite: the first and third seats against the second and fourth. Four deals, a multiple of four, or a target score.
farfaliaModeThreeHelp = One player plays with a fictitious partner against the other two.
farfaliaModeTwoHelp = Each player has a fictitious partner. Four deals; the best player wins.
farfaliaSeatsNeeded = This mode seats { $n ->
    [one] { $n } player
   *[other] { $n } players
}, in the order above (clockwise). { $seats ->
    [one] { $seats } is chosen.
   *[other] { $seats } are chosen.
}
farfaliaTextCut = The text is cut here:
farfaliaLength = Number of deals
farfaliaLengthHouse = Number of deals (the text: { $n }; another number is a house rule)
farfaliaDealsWithDummy = Deals with the fictitious player
farfaliaExtraDeal = Then one deal without the fictitious player (the text's quick game)
farfaliaEleventh = Play an eleventh deal
farfaliaTargetOn = Play to a team score instead
farfaliaTarget = Team score that ends the game
farfaliaLateTeams = Teams from deal 6
farfaliaLateAcross = The 1st and 3rd to the dealer's left together, the 2nd and 4th together
farfaliaLateNeighbours = The dealer's two left neighbours together, as in deals 1 to 5
farfaliaWinnersChoice = Who wins
farfaliaWinnersTwoBest = The two best players
farfaliaWinnersBest = The best player
farfaliaHouseRules = Options and house rules
farfaliaHousePoints = What 3, 2 and 1 matching cards score
farfaliaHousePointsHelp = 5 matching cards score 15 and 4 score 10: the text. Its table for fewer cards is lost: 6, 3 and 1 are this app's reading, not the rule. Set what your group plays.
farfaliaMatchesN = { $n ->
    [one] { $n } matching card
   *[other] { $n } matching cards
}
farfaliaNotOutgoing = The outgoing dealer never deals twice running
farfaliaAsEntered = We enter our own dealers and teams (not checked against the rule)
farfaliaDoubleYou = DOUBLE YOU: two jokers each; a joker doubles its player's points for one deal
farfaliaLeaderUnique = Only a leader alone at the top may not play a joker (else everyone tied for first)
farfaliaStackAtMost = A joker in a doubled deal counts ×2 at most (else ×4)

## The sheet

farfaliaDealsCount = { $n ->
    [one] { $n } deal
   *[other] { $n } deals
}
farfaliaToTarget = to { $n } points
farfaliaPointsTable = Points: 5 → 15, 4 → 10, 3 → { $three }, 2 → { $two }, 1 → { $one }
farfaliaWinTwoBest = The two best players win; ties share.
farfaliaWinBest = The best player wins; ties share.
farfaliaWinTeam = The best team wins; ties share.
farfaliaReadings = Readings and house rules this score rests on
farfaliaDealN = Deal { $n }
farfaliaDoubledMark = counts double
farfaliaExtraMark = without the fictitious player
farfaliaDealerIs = { $name } deals
farfaliaTrump = Trump
farfaliaTrumpRed = Red
farfaliaTrumpGreen = Green
farfaliaTrumpBlue = Blue
farfaliaTrumpOrange = Orange
farfaliaTrumpNone = No trump
farfaliaTrumpIs = Trump: { $trump }
farfaliaTrumpFollows = The trump follows the first subject turned up (a butterfly: no trump).
farfaliaProposition = Proposition
farfaliaSubjectButterfly = Butterfly
farfaliaSubjectStrawberry = Strawberry
farfaliaSubjectLeaf = Leaf
farfaliaSubjectFish = Fish
farfaliaSubjectShell = Shell
farfaliaSubjectsHelp = A butterfly is any 8, 10 or 12; a strawberry is a red card, a leaf a green one, a fish a blue one, a shell an orange one, other than 8, 10 and 12.
farfaliaDealerSide = { $name } (dealer)
farfaliaWithDummy = { $name } and the fictitious partner
farfaliaCollectHelp = Tap the subjects each side kept face up.
farfaliaKeepLabel = { $subject } ({ $n } of the proposition), kept by { $side }
farfaliaSideKept = { $side }: { $n } kept
farfaliaSideScore = { $matches ->
    [one] { $matches } matching card
   *[other] { $matches } matching cards
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
farfaliaDoubleYouPlayed = DOUBLE YOU: { $names }
farfaliaDealByDeal = Deal by deal
farfaliaDealByDealHelp = Each cell: the deal's points, then the running total.
farfaliaDealCol = Deal
farfaliaRunning = total { $n }

## The next deal

farfaliaFirstDeal = Enter the first deal
farfaliaNextDeal = Next deal
farfaliaWhoDeals = Who deals?
farfaliaGroupChooses = The group chooses the first dealer (or draws lots); the teams follow from the dealer.
farfaliaReasonLowest = { $name } has the lowest total ({ $total }).
farfaliaReasonTied = Tied at { $total }: { $names }; the first clockwise from { $outgoing } deals.
farfaliaReasonExcluded = { $outgoing }, the outgoing dealer, does not deal twice running.
farfaliaReasonLeft = The deal passes to the left of { $previous }.
farfaliaProposal = The rule's proposal
farfaliaTeams = Teams
farfaliaAccept = Agreed: { $name } deals
farfaliaAccepted = { $name } deals. Teams: { $teams }.
farfaliaSideN = Side { $n }
farfaliaSideOf = Side of { $name }
farfaliaTurnUp = The proposition: tap the five subjects in the order they are turned up
farfaliaTurnedUp = { $subject } turned up, { $n } of 5.
farfaliaNothingTurned = No subject turned up yet.
farfaliaRemoveLast = Take back the last subject
farfaliaDoubleYouWho = DOUBLE YOU: who plays a joker?
farfaliaJokersLeft = { $n ->
    [one] { $n } joker left
   *[other] { $n } jokers left
}
farfaliaBarred = first in the standings: no joker
farfaliaMaxPicks = At most { $n ->
    [one] { $n } card can be kept in this deal.
   *[other] { $n } cards can be kept in this deal.
}
farfaliaPlayDeal = Play the deal
farfaliaSideWaiting = Tap what this side kept.
farfaliaKeptNothing = Kept nothing
farfaliaWaitingFor = Deal { $deal }: what { $side } kept
farfaliaCancelDeal = Cancel
farfaliaRecorded = Deal { $n } is on the sheet: tap what each side kept.

## Notes: the readings, gaps and house rules a score rests on

farfaliaNoteHousePoints = The points for 3, 2 and 1 matching cards are lost from the text: the group's values are used.
farfaliaNoteEmptyCollection = A side that kept no matching card scores 0.
farfaliaNoteEachScores = Each player of a side receives the side's points.
farfaliaNoteOutgoingDealer = The outgoing dealer may deal again when strictly lowest.
farfaliaNoteDoubledDeals = Only the beginner game's last deal counts double; other modes double no deal.
farfaliaNoteLateTeams = CHINKWAY from deal 6: the teams are lost from the text; the group's choice is used.
farfaliaNoteEleventh = CHINKWAY's eleventh deal: its rules are lost; it is played like deals 6 to 10.
farfaliaNoteChinkwayWinners = CHINKWAY's winners are lost from the text: the group's choice is used.
farfaliaNoteThreeLength = The three-player game's length is lost: the text's quick game (three deals, then one without the fictitious player) is the default.
farfaliaNoteDummyPartner = The text is cut before saying who plays with the fictitious player at three: the dealer, by default.
farfaliaNoteDummyPlay = How a fictitious player's cards are laid out and played is lost: the sheet records only what each side kept.
farfaliaNoteTrumpDummies = With fictitious players the trump follows the first subject, as at four.
farfaliaNoteDealerDummies = With fictitious players the deal passes to the left, as at four.
farfaliaNoteSharedVictory = The text does not say what a tie for the victory gives here: the tied share it.
farfaliaNoteLeader = Every player tied for first may not play a joker (nobody plays one in the first deal).
farfaliaNoteStacking = A joker played in a doubled deal counts ×4.
farfaliaNoteJokerTeams = At four the team is scored: a partner's joker doubles the team's points for the deal.
farfaliaNoteHouseLength = The group plays another number of deals than the text.
farfaliaNoteHouseDoubling = The group doubles other deals than the text.
farfaliaNoteAsEntered = The group enters its own dealers and teams; they are not checked against the rule.

## Problems

farfaliaPbPlayerCount = { $mode } seats { $expected ->
    [one] { $expected } player
   *[other] { $expected } players
}, not { $n }.
farfaliaPbEmptyName = The player in seat { $seat } has no name.
farfaliaPbNameTooLong = The name of the player in seat { $seat } is too long.
farfaliaPbDuplicatePlayer = Two players are called { $name }.
farfaliaPbHousePoints = { $matches ->
    [one] { $matches } matching card
   *[other] { $matches } matching cards
} cannot score { $points } points (0 to 100).
farfaliaPbTargetNotForMode = Only the four-player game plays to a team score.
farfaliaPbTarget = A game cannot end at { $n } points.
farfaliaPbTargetAndDeals = Give a number of deals or a team score, not both.
farfaliaPbDeals = { $mode }: { $n ->
    [one] { $n } deal is
   *[other] { $n } deals is
} not a length this mode allows.
farfaliaPbDoubledDeals = The deals that count double do not fit a game of { $deals } deals.
farfaliaPbDoubledTwice = Deal { $deal } is listed twice among the deals that count double.
farfaliaPbDealAfterEnd = Deal { $deal }: the game was over after deal { $after }.
farfaliaPbUnknownPlayer = Deal { $deal }: nobody at this table is called { $name }.
farfaliaPbDidYouMean = Did you mean { $name }?
farfaliaPbDealerNotByRule = Deal { $deal }: by the rule { $expected } deals, not { $dealer }.
farfaliaPbSidesNotByRule = Deal { $deal }: with { $dealer } dealing, the teams are { $teams }.
farfaliaPbSideShape = Deal { $deal }: these teams do not fit the mode ({ $teams }).
farfaliaPbPartnersChanged = Deal { $deal }: the partners stay together all game ({ $teams }).
farfaliaPbSides = Deal { $deal }: every player plays in exactly one side.
farfaliaPbPropositionSize = Deal { $deal }: the proposition has { $n ->
    [one] { $n } subject
   *[other] { $n } subjects
}; it needs 5.
farfaliaPbTrump = Deal { $deal }: the first subject, { $subject }, makes the trump { $trump }.
farfaliaPbNegativeCount = Deal { $deal }: { $subject }: { $side } cannot keep { $n }.
farfaliaPbMoreThanProposed = Deal { $deal }: { $subject }: { $side } kept { $n }; the proposition has { $proposed }.
farfaliaPbTooManyCards = Deal { $deal }: { $side } lists { $n ->
    [one] { $n } card
   *[other] { $n } cards
}, more than the deck holds.
farfaliaPbCardNotation = Deal { $deal }: { $side }: “{ $text }” is not a card.
farfaliaPbCardTwice = Deal { $deal }: { $card } is kept twice.
farfaliaPbCardsBeyondCount = Deal { $deal }: { $subject }: { $side } lists { $listed ->
    [one] { $listed } card
   *[other] { $listed } cards
} but counts { $n }.
farfaliaPbDeckLimit = Deal { $deal }: { $subject }: { $n ->
    [one] { $n } is kept in all
   *[other] { $n } are kept in all
}; the deck has { $deck }.
farfaliaPbTooManyPicks = Deal { $deal }: { $n ->
    [one] { $n } card is kept in all
   *[other] { $n } cards are kept in all
}; this deal gives at most { $max }.
farfaliaPbDoubleYouOff = Deal { $deal }: { $name } plays a joker, but DOUBLE YOU is not on.
farfaliaPbDoubleYouTwice = Deal { $deal }: { $name } plays a joker twice.
farfaliaPbDoubleYouLeader = Deal { $deal }: { $name } is first in the standings ({ $total }) and may not play a joker.
farfaliaPbNoJokerLeft = Deal { $deal }: { $name } has no joker left.
farfaliaPbTooManyJokers = Deal { $deal }: more jokers are listed than there are players.
farfaliaCard = the { $colour ->
    [red] red
    [green] green
    [blue] blue
   *[orange] orange
} { $rank }

## Farfalia against the computer (ui/src/games/farfalia/)
fplayWhich = Farfalia
fplayTitle = Farfalia against the computer
fplaySetupTitle = Farfalia against the computer
fplaySetupHelp = Four or five players, a deck of 52 cards in four colours and the five subjects. You play against the computer; each side collects the subjects the proposition asks for.
fplayNotPlayed = Not played here: the games for two and three (the rules of their fictitious players are lost from the text) and CHINKWAY (its deals 6 to 11 are lost). Keep their score at a real table instead.
fplayFiveHelp = The beginner game: the dealer plays alone against two pairs, the teams change every deal, three deals, the last one counts double.
fplayFourHelp = Fixed teams, partners opposite (you with the second computer player); four deals.
fplayLengthTitle = Length of the game
fplayBurnin = BURNIN' DOWN THE HOUSE: one joker each per deal, which burns the cards of its family in a trick
fplayStart = Deal
fplayDealOf = Deal { $deal } of { $of }
fplayDealTo = Deal { $deal }, up to { $target } points
fplayDoubled = counts double
fplayDealer = deals
fplayWith = with { $names }
fplayAlone = alone
fplayInHand = { $count } in hand
fplayTotal = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fplayDoubleYouBadge = DOUBLE YOU this deal
fplayTrumpIs = Trump: { $trump }.
fplayNoTrumpIs = No trump.
fplayTrumpNotYet = { $name }, the dealer, has not called the trump yet.
# the person deals (five players): the trump is theirs to call
fplayTrumpYouCall = You deal: the trump is yours to call.
fplayProposition = The proposition
fplayPropositionIs = The proposition: { $subjects }.
fplayPropositionHidden = The proposition is turned up once the dealer has called.
fplayTricksDone = { $done } of { $of } tricks played
fplayTrick = The trick
fplayLastTrick = The last trick
fplayTrickEmpty = No card on the table yet.
fplayOnTrick = { $name }: { $card }
fplayWonBy = Won by { $name }
fplayKept = kept { $card }
fplayCollections = Kept face up this deal
fplaySideKept = { $side }: { $cards }.
fplayNothing = nothing
fplayHand = Your cards
fplayNoCards = You have no card left.
fplayOf = { $n } of { $of }
fplayCannotPlay = you must follow the colour led
fplayYourDiscard = You laid aside: { $cards }.
fplayDiscardHelp = You deal: choose two cards to lay aside, out of play, unseen by the others.
fplayChooseTwo = Choose two cards
fplayChooseOne = Choose one more card
fplayYourMoves = Your moves
fplayPickTitle = You won the trick
fplayPickHelp = You may keep one of its cards face up for your side, one the proposition still asks for.
fplayTrumpTitle = Call the trump
fplayDoubleYouTitle = DOUBLE YOU
fplayPlay = Play { $card }
fplayPick = Keep { $card }
fplayNoPick = Keep no card
fplayJoker = Play your joker
fplayJokerOf = the joker ({ $subject })
fplayDoubleYou = Play a joker: your points count double this deal
fplayNoDoubleYou = Keep your jokers
fplayDiscard = Lay aside { $first } and { $second }
fplayCallTrump = Call { $trump ->
    [red] red
    [green] green
    [blue] blue
   *[orange] orange
} as trump
fplayCallNoTrump = Call no trump
fplayPlays = { $name } plays { $card }.
fplayKeeps = { $name } keeps { $card }.
fplayKeepsNone = { $name } keeps no card.
fplayPlaysJoker = { $name } plays a joker.
fplayPlaysDoubleYou = { $name } plays a DOUBLE YOU joker.
fplayKeepsJokers = { $name } keeps their jokers.
fplayLaysAside = { $name } lays aside { $first } and { $second }.
fplayLaysAsideHidden = { $name } lays two cards aside.
fplayCallsTrump = { $name } calls { $trump ->
    [red] red
    [green] green
    [blue] blue
   *[orange] orange
} as trump.
fplayCallsNoTrump = { $name } calls no trump.
fplayWinsTrick = { $name } wins the trick.
fplayPoints = { $name } { $points }
fplayDealScored = Deal { $deal } is scored: { $points }.
fplayDealStarts = Deal { $deal }: { $name } deals.
fplayDealCountsDouble = This deal counts double.
fplayTotals = Totals: { $totals }.
fplayTableSays = On the table: { $trick }. Your cards: { $hand }. { $trump } { $tricks } of { $of } tricks done.
fplayScoreSoFar = The score so far
fplayStatsPoints = Points in all
fplayResume = Resume Farfalia
fplayReviewMove = Your move { $mine } (move { $number } of the game, every player's moves counted, deal { $deal }): you played “{ $played }”.
fplayReasonOnePly = { $score ->
    [one] This move is worth { $score } point at once.
   *[other] This move is worth { $score } points at once.
}
fplayReasonSearch = The move the search tried most often: expected margin over the others of { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} (the move tried next most often: { $next ->
    [one] { $next } point
   *[other] { $next } points
}), from { $n ->
    [one] { $n } simulated game
   *[other] { $n } simulated games
}.
fplayReasonSearchAlone = Expected margin over the others: { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
}, from { $n ->
    [one] { $n } simulated game
   *[other] { $n } simulated games
}.
fkeyTable = Read the trick (between two, the last one and who won it), your cards, the trump and the proposition
fkeyScore = Read the totals and what each side kept this deal
fkeyMoves = Go to your moves: your cards, or the decision asked of you
fkeyArrows = Move along your cards
fkeyEnter = Play the card, or make the decision
fkeyTab = Go from your cards to the trick, what each side kept, and the buttons
fplayPlayJokerOf = Play your joker ({ $subject })
fplayPlaysJokerOf = { $name } plays the joker ({ $subject }).
fplayTrumpNotYetFour = The trump follows the proposition's first subject.
fplayPropositionHiddenFour = The proposition is turned up once everyone has decided on DOUBLE YOU.
fplayJokersLeft = { $count ->
    [one] { $count } joker left
   *[other] { $count } jokers left
}
fplayBurned = burned: { $cards }
fplayYourJoker = Your joker: { $subject }. It burns the cards of its family in a trick; it cannot lead one.
fplaySameDeals = The same deals again
fplayLastTrickSays = The last trick, won by { $name }: { $trick }.

## The Farfalia table (issue 50): a refused card, the pick, the cards won, the take-back, the end of a deal
fplayMustFollow = You cannot play { $card }: you must follow the colour led.
fplayPickAs = Keep { $card } (counts as { $subject })
fplayStillLacking = Your side still lacks from the proposition: { $subjects }.
fplayLacksNothing = Your side has every subject of the proposition: it can keep no more.
fplayWonCards = Cards won: { $down } face down, { $up } face up
fplayTakeBackNothing = Nothing to take back yet: you have not played.
fplayTakeBackShows = No take-back now: cards were shown since your last move (the next deal, the proposition or a joker); taking it back would let you choose again knowing them.
fplayDealOver = Deal { $deal } is over
fplayScoreRule = Each side scores by the cards it kept face up that match the proposition; each of its players receives the side's points.
fplaySideScoreDoubled = { $matches ->
    [one] { $matches } matching card
   *[other] { $matches } matching cards
}: { $base ->
    [one] { $base } point
   *[other] { $base } points
}, doubled: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fplayDoubleYouScored = { $name } played DOUBLE YOU: { $points ->
    [one] { $points } point
   *[other] { $points } points
} (×{ $times }).
fplayNextDealer = Next deal: { $name } deals.
fplayNextDeal = Next deal
fplayPointsFor = Points for { $n ->
    [one] { $n } matching card
   *[other] { $n } matching cards
}
fplayListSays = { $label }: { $items }
