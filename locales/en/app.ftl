### The app's screens: labels, buttons, sentences. A message's id is what the code asks for;
### placeholders are { $name }.

app = Papillon
home = Home
resume = Resume the game
resumeOf = Game of { $players }
newGame = New game
history = History
statistics = Statistics
rules = Rules
settings = Settings
back = Back
noGameInProgress = No game in progress.
players = Players
roster = Roster
addPlayer = Add
newPlayerName = New player's name
seats = Seats in table order
moveUp = Move { $name } up
moveDown = Move { $name } down
remove = Remove { $name }
teams = Teams
teamsCrossed = Partners sit opposite.
eachAlone = Each plays alone.
pickAlone = Who plays alone against the other two?
rollForPartners = Roll: who picks two partners
picksPartners = { $name } won the roll and picks two partners:
dealer = The first dealer is the oldest player: tick the circle beside their name.
houseRules = House rules
start = Start the game
choosePlayers = Choose 2 to 5 players.
dice = Dice
blue = Blue
orange = Orange
result = Result
undo = Undo
redo = Redo
startRollBlue = Start roll: blue round (highest starts)
startRollOrange = Start roll: orange round (lowest starts)
freeRoll = Roll the dice
rollRound = Roll { $n }
reroll = Tie: { $names } roll again
starts = { $name } starts.
rolled = { $name } rolled { $a } + { $b } = { $sum }
diceLog = Dice log
noRolls = No rolls yet.
blueDie = blue die
orangeDie = orange die
diceShow = Dice: blue { $a }, orange { $b }
cardsLeft = { $deck } cards: { $left } left to assign
cardsOver = { $deck } cards: { $over } too many
cardsAllAssigned = { $deck } cards: all assigned
capturedBy = Captured by
cardsCaptured = Cards captured
less = One fewer
more = One more
scoringCards = Scoring cards
takenBy = taken by { $name }
chatNoir = Chat Noir
voluntary = voluntary (+30)
involuntary = involuntary (−30)
mostCardsTie = Most cards is tied: { $names }.
rollOff = Roll off
rollOffWon = { $name } wins the roll-off.
tours = Tours
emptiedFirst = Who emptied their hand first?
addTour = Add tour: tap who emptied their hand
toursOf = { $entered } of { $expected } { $expected ->
    [one] tour entered
   *[other] tours entered
}
toursComplete = No more tours to enter: this table deals { $expected } (a tour blocked by an apocalypse is not entered).
removeLastTour = Remove the last tour
end = How the round ended
endNormal = Normal (last tour)
endCarnage = Carnage (pile ran out)
endApocalypse = Apocalypse (nobody could play)
hand = Cards left in hand
emptyHand = Empty hand
handOf = { $name }'s hand
family = Family
trumps = Trumps
notEntered = not entered
couteauPrompt = { $name } kept a Couteau Suisse in hand: it costs what the dice give. Enter what the table rolled, or roll here ({ $rolled } of { $held } { $held ->
    [one] value
   *[other] values
} known).
rollCouteau = Roll the dice here, in the app
couteauValueRolled = Couteau Suisse of { $name }: { $value }, rolled here in the app
couteauValueEntered = Couteau Suisse of { $name }: { $value }, rolled at the table
couteauEnterLabel = Sum of the two dice rolled at the table, for { $name } ({ $min } to { $max })
couteauEnterLabelOne = Number on the die rolled at the table, for { $name } ({ $min } to { $max })
couteauEnter = Enter
couteauOr = or
couteauRemove = Take out { $value }
couteauRemoveOf = Take out { $value }: the value of { $name }'s Couteau Suisse, to correct it
handCardsNote = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
handPointsNote = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
handNotesHelp = Under each name: the points the hand costs, once every hand is entered (until then, how many cards it holds).
pickHandPlayer = Every hand is entered. Tap a player to check or correct their hand.
tourLine = Tour { $n }: { $name }
sessionWhy = Only finished games count in tonight's running total: this one is added when you tap "Finish the game".
dealerOf = Dealer (the oldest player): { $name }
diceLogLine = { $purpose } — { $name }: { $dice }
winnerLine = Winner: { $names }
winnersLine = Winners: { $names }
undoneWhat = Undone: { $what }
redoneWhat = Redone: { $what }
chgAnd = { $a }; { $b }
chgMore = { $what }, and { $n ->
    [one] { $n } change besides
   *[other] { $n } changes besides
}
chgSomething = an entry
chgBlueCount = { $name }: { $cards ->
    [one] { $cards } card captured
   *[other] { $cards } cards captured
}
chgBlueCleared = { $name }'s blue round cleared
chgBlueCardAdded = { $name } captured { $card }
chgBlueCardRemoved = { $name } no longer has { $card }
chgChatNoir = { $name }'s Chat Noir: { $capture }
chgMostCardsRolloff = the most-cards roll-off won by { $name }
chgWinnerRolloff = the roll-off for the win won by { $name }
chgTourAdded = tour { $n }: { $name } emptied their hand first
chgTourRemoved = taking out tour { $n }
chgEnd = how the round ended: { $end }
chgHandCardAdded = { $card } left in { $name }'s hand
chgHandCardRemoved = { $card } taken out of { $name }'s hand
chgHandEmpty = { $name }'s hand: empty
chgHandCleared = { $name }'s hand: not entered
chgDrawAdded = { $name } drew { $card } for the Papillon
chgDrawRemoved = { $card } taken out of { $name }'s Papillon draw
chgCouteauAdded = { $name }'s Couteau Suisse worth { $value }
chgCouteauRemoved = { $name }'s Couteau Suisse value { $value } taken out
chgPartAdded = { $part ->
    [deal] adding deal { $n }
    [game] adding game { $n }
   *[line] adding line { $n }
}
chgPartRemoved = { $part ->
    [deal] taking out deal { $n }
    [game] taking out game { $n }
   *[line] taking out line { $n }
}
chgPartChanged = { $part ->
    [deal] an entry in deal { $n }
    [game] an entry in game { $n }
   *[line] an entry in line { $n }
}
chgSetup = a change to the game's set-up
papillonPrompt = { $name } holds the Papillon: enter { $n ->
    [one] the { $n } card drawn
   *[other] the { $n } cards drawn
}
papillonDraw = Papillon draw of { $name }
drawFor = Enter draw
handMode = Hand
stillMissing = Still to enter
complete = The sheet is complete.
progressEmpty = Nothing is entered yet: start with the blue round.
progressBlueOnly = The blue round is complete. The orange round is not entered yet: the result is the blue round's.
progressOrangeOnly = The orange round is complete. The blue round is not entered yet: the result is the orange round's.
side = Side
total = Total
place = Place
winners = Winners
winner = Winner
sharedPlace = shared
consolation = Consolation
consolationLine = { $from } → { $to }: { $points }
# One side's score explained: its items add up to its total.
whySide = { $members ->
    [one] How { $side } scores { $total }
   *[other] How { $side } score { $total }
}
whyBlueItems = Blue round: points scored
whyOrangeItems = Orange round: penalty points, taken off
whyNoOrange = Orange round: no penalty points
# a result's round that was not played (a sheet or a game of one round): in the table, said for a screen reader under a dash
roundNotPlayed = not played
whyBlueNotPlayed = Blue round: not played
whyOrangeNotPlayed = Orange round: not played
whyBlueSum = Blue round total: { $points }
whyOrangeSum = Orange round total, taken off: { $points }
whySum = Total: { $blue } − { $orange } = { $total }
whyBy = { $who }: { $item }
sessionTotal = Tonight's running total
finish = Finish the game
finished = Finished
inProgress = In progress
editBlue = Edit the blue round
editOrange = Edit the orange round
winnerTie = The best totals are tied: { $names }.
search = Search
player = Player
dateDay = dd
dateMonth = mm
dateYear = yyyy
dateWrong = Not a date: write it as { $pattern }.
from = From
to = To
noGames = No game kept at a table found.
# the History's heading over the search: it searches the score sheets kept at a table only
historyTableTitle = Games kept at a table
historyTableHelp = The search covers the games scored at a table. The games against the computer are listed below it.
gamesCol = Games
wins = Wins
winRate = Win %
avgTotal = Avg total
headToHead = Head to head
headToHeadOf = Head to head: { $name }
vs = vs { $name }: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $losses ->
    [one] { $losses } defeat
   *[other] { $losses } defeats
}, { $ties ->
    [one] { $ties } tie
   *[other] { $ties } ties
} out of { $games ->
    [one] { $games } game
   *[other] { $games } games
}
noStats = No finished game at the table yet.
# the heading of the statistics of games kept at the table (apart from those against the computer)
statsAtTable = Games at the table
# the caption of the modern game's averages by round
statsAverages = Average points per game
chartTitle = Average total per player, in points per game
chartCredit = In a team game, each player of a team is credited with the team's whole score.
language = Language
system = System
theme = Theme
light = Light
dark = Dark
sound = Sound
haptics = Vibration
backup = Backup
exportBackup = Export a backup
importBackup = Import a backup
exported = Backup written to { $path }
imported = Imported { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $practice } against the computer ({ $skipped } already here), new players: { $players }.
saved = Saved
loading = Loading…
error = Error
close = Close
database = Database: { $path }
version = Version { $v }
none = none
item_most_cards = Most cards ({ $cards })
item_yin_yang = Yin and Yang together
item_chat_noir_voluntary = Chat Noir, voluntary
item_chat_noir_involuntary = Chat Noir, taken involuntarily (swept up)
item_consolation_received = Consolation from { $who }
item_consolation_paid = Consolation to { $who }
item_tour = Tour { $tour }: { $who } went out first
item_tour_last = Last tour { $tour }: { $who } went out first
item_hand_card = Left in hand: { $card }
item_couteau = Couteau Suisse left in hand (roll { $roll })
item_papillon_draw = Drawn for the Papillon: { $card }
purpose_start_blue = start, blue round
purpose_start_orange = start, orange round
purpose_most_cards_roll_off = most cards roll-off
purpose_couteau_suisse = Couteau Suisse
purpose_winner_roll_off = winner roll-off
purpose_roll_off = free roll
playComputer = Play against the computer
resumePlay = Resume the game against the computer
resumePlayOf = { $kind } with { $players }
# on a set-up against the computer, when a game of that kind is in progress ($game: papillon, classic, farfalia)
setupInProgress = { $game ->
    [classic] A game of the Papillon of 1756 against the computer is in progress, with { $players }.
    [farfalia] A game of Farfalia against the computer is in progress, with { $players }.
   *[other] A game of Papillon against the computer is in progress, with { $players }.
}
setupInProgressNew = Or set up a new one below: the game in progress stays in History, to resume later.
setupResume = Resume that game
kind_blue = Blue round
kind_orange = Orange round
kind_full = Full game (blue, then orange)
gameKind = What to play
name = Name
who = Played by
person = A person
level_easy = Computer, easy
level_medium = Computer, medium
level_hard = Computer, hard
level_expert = Computer, expert
levelShort_easy = easy
levelShort_medium = medium
levelShort_hard = hard
levelShort_expert = expert
levelHelp = Easy makes mistakes, medium plays the best immediate move, hard and expert look ahead.
playersCount = Players
needPerson = At least one seat must be played by a person.
deal = Deal the cards
dealAgain = Deal again
startRoll = Start roll
picksTwo = { $name } won the roll: pick two partners for { $name }.
computerPicked = { $name } won the roll and picks { $a } and { $b }.
startPlaying = Start playing
startNeedsAlone = Choose above who plays alone, then start.
startNeedsPartners = Choose the two partners above, then start.
seatField = Seat { $n }: { $field }
seatWithLevel = { $name } ({ $level })
yourTurn = Your turn, { $name }
turnOf = { $name }'s turn
thinking = { $name } is thinking…
gameOver = Game over
plate = Plate
plateEmpty = The plate is empty.
yourHand = Your hand
handHidden = Hand hidden
handSize = { $n } in hand
# the orange round: of a seat's cards in hand, how many have each back (a newcomer read « (7/0) » as nothing)
handBacks = ({ $orange } orange, { $blue } blue)
pileSize = { $n } captured
dealOf = Deal { $n } of { $total }
direction_clockwise = Clockwise ↻
direction_counterclockwise = Anticlockwise ↺
chooseCard = Choose a card from your hand.
chosenCard = You chose { $card }: tap the plate cards to take, or pick a capture below.
# the hint places the chosen card on the plate, though it could take
chosenCardHintPlace = You chose { $card }. Hint: place it on the plate (the button below); or tap the plate cards to take.
chosenCardNoCapture = You chose { $card }: it takes nothing here; place it on the plate, or cancel.
commonCaptures = Captures
placeOnPlate = Place { $card } on the plate
takeChosen = Take them
takeWithSign = Take them, with { $sign }
noCapture = These cards are not a capture for { $card }.
papillonSweep = Play the Papillon: take the whole plate
chrysalidePlay = Show the Chrysalide: reverse the direction
cancel = Cancel
hint = Hint
takeBack = Take back
log = Moves
hideLog = Hide the moves
noMoves = No moves yet.
points = { $n } pts
orangeLayout = Layout
suiteN = Suite { $n }
signOf = Sign
centre = Centre
drawPile = Draw pile: { $n } ({ $orange } orange)
tourOver = Tour { $tour } is over.
tourOf = Tour { $n } of { $total }
wentOut = Out first: { $names }
attacked = { $name } attacked you with the Chat Noir: answer with the Papillon, or take three.
attackedOther = { $name } is under a Chat Noir attack.
coverPhase = Start of the round: cover a trump on the plate with a number card, or keep it.
secondCard = Second card of your turn (two a turn, one when only one fits).
chooseSlot = Where does { $card } go? Choose a place.
declareValue = The Couteau Suisse stands for:
kept = Keep
takeThree = Take three
drawCard = Draw a card
hintSays = Hint ({ $level }): { $move }
# A hint as it is announced: the advice, then why, as two sentences.
hintSaid = { $hint }. { $reason }
passDevice = Pass the device to { $name }
passDeviceHelp = The hand stays hidden until { $name } taps.
iAm = I am { $name }: show my hand
playAgain = Play again
replayDeal = Replay the same deal
review = Review
blueRoundScore = Blue round score
blueOverTitle = The blue round is over
blueSweepNote = At the round's end, whoever made the last capture takes the cards left on the plate (“le dernier pli les ramasse”): a Chat Noir taken so, or swept by the Papillon, is taken involuntarily and counts −30; captured on purpose it counts +30.
blueOverHelp = The orange round is dealt: it starts when you press the button below.
playOrange = Play the orange round
leadingLine = { $tied ->
    [yes] Leading after the blue round, tied: { $names }
   *[no] Leading after the blue round: { $names }
}
blueSideLine = { $side }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} in the blue round
blueItemLine = { $item }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
lastMoveLine = Last move: { $move }
reviewStep = Move { $n } of { $total } in the game, every player's moves counted
reviewYourMove = Your move { $mine } of { $mines }
reviewTheirMove = { $name }: move { $mine } of { $mines }
reviewPlayed = Played: { $move }
reviewDiffs = Moves where hard would have played otherwise
reviewNextDiff = Next difference
reviewPrevDiff = Previous difference
reviewSeeking = Looking for a move where hard would have played otherwise… (move { $n } of { $total })
reviewNoDiffAfter = After this move, hard would have played every move as it was played.
reviewNoDiffBefore = Before this move, hard would have played every move as it was played.
reviewDeal = The deal (moves: { $total })
tryAgain = Try again
first = First
previous = Previous
next = Next
last = Last
hardPrefers = Before this move, hard suggests instead: { $move }
reviewBoardAfter = Below: the table as this move left it (“Previous” shows the one before it).
everyHand = Every hand
playSpeed = Speed of the computer's moves
speed_instant = Instant
speed_fast = Fast
speed_normal = Normal
speed_slow = Slow
autoPlay = Play my move by itself when it is the only one
vsComputer = Against the computer
vsComputerLevels = vs computer ({ $levels })
replayOfDeal = replay of a deal
practiceGames = Papillon against the computer
noPractice = No game against the computer yet.
noPracticeModern = No game of Papillon against the computer yet.
open = Open
practiceStatsNote = Games against the computer are counted here only, apart from table games. Replays of a deal are not counted.
strongest = Strongest opponent
strongestNote = Each game counts at the strongest computer level it was played against.
# one computer level (the strongest in each game counted): the games won out of those played
levelRecord = { $level }: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} out of { $games ->
    [one] { $games } game
   *[other] { $games } games
}
meanScore = Mean score
seatsAndTeams = Seats and teams
aloneIs = Who plays alone?
keepAwake = Keep the screen on during a game
skipToContent = Skip to content
game = Game
whichGame = Which game
allGames = All games
standings = Standings
gamePapillon = Papillon
gameClassic = Papillon of 1756
gameFarfalia = Farfalia
gameProut = PROUT
familyRefused = The entry was refused; nothing was saved.
familyStart = Start keeping score

## The table link: everyone at the table follows the game on their own phone.
shareTable = Share this table
shareOn = Shared with the table
shareOff = Sharing stopped: guests' pages say so. Sharing this game again brings the same link back.
shareHelp = Scan the code, or open the address, in any phone's browser on the same Wi-Fi: the game shows there live, read-only.
shareQr = QR code of the address below
shareAddresses = The addresses of this table
shareSafety = Anyone on this network who has the address can follow the game; nobody can change it. Stopping ends the link until you share this game again; a new link makes the old one stop working for good.
shareSpectator = A game against the computer is shared as a spectator sees it: the open cards and the counts, never a hand, yours included.
shareProposals = Proposals from the table
shareProposed = { $cards ->
    [one] { $name } proposes: { $cards } blue card
   *[other] { $name } proposes: { $cards } blue cards
}
# announced when a proposal arrives, wherever the host is in the app
shareWaiting = { $cards ->
    [one] A proposal is waiting at the top of the screen: { $name } proposes { $cards } blue card
   *[other] A proposal is waiting at the top of the screen: { $name } proposes { $cards } blue cards
}
shareAccept = Accept
shareRefuse = Refuse
shareAccepted = { $cards ->
    [one] Entered for { $name }: { $cards } blue card
   *[other] Entered for { $name }: { $cards } blue cards
}
shareRefused = Proposal refused: { $name }
shareSafetyPropose = Anyone on this network who has the address can follow the game; a guest can only propose their own count, which you accept or refuse. Stopping ends the link until you share this game again; a new link makes the old one stop working for good.
shareStop = Stop sharing
shareNewLink = New link
shareNewLinkDone = New link: the old one no longer works; guests scan the new code.

## The web build (issue 51): what a browser does differently from the app.
# the worker that runs Papillon in the browser could not load its engine
webFailWasm = Papillon could not start in this browser: its engine (WebAssembly) did not load. Reload the page; if this keeps happening, use a current version of Chrome, Firefox or Safari.
webFailStorage = This browser refused Papillon a place to keep its data (its private storage), so nothing can be saved. Private browsing often refuses it: open Papillon in a normal window, served over HTTPS or from 127.0.0.1.
webFailUnsupported = This browser cannot keep Papillon's games: its private storage lacks the quick file access Papillon saves each entry with. Use a current Chrome, Edge, Firefox or Safari (on an iPhone, iOS 16.4 or later).
webFailBusy = Papillon is already open in another tab or window of this browser, which holds its data. Close the other one, then reload this page.
webFailCrashed = Papillon met an internal error and stopped, so that nothing is saved wrongly. Reload the page: every entry saved before is kept.
exportedDownload = Backup downloaded: { $file }
storageKept = This browser keeps Papillon's data: it will not clear it to free space.
storageNotKept = This browser did not agree to keep Papillon's data for good: it may clear it when space runs low. Export a backup now and then to keep your games safe.
storageUnknown = This browser does not say whether it keeps Papillon's data: it may clear it when space runs low. Export a backup now and then to keep your games safe.
# where the "Share this table" button is in the app
shareNeedsDesktop = The table link needs the desktop app (it runs a small server the other phones reach), so it is not offered in the browser.
# a new version of the web app was deployed; the button reloads the page on it
updateReady = A new version is ready
updateReload = Reload
# a finished game's sheet is locked against a stray tap; the button unlocks it
gameLockedNote = This game is finished: its entries, Undo and Redo are locked so that a stray tap cannot change it.
correctGame = Correct this game
# the keeper's result before both rounds are in: the engine's best so far, not winners
leadingOrangeLine = { $tied ->
    [yes] Leading after the orange round, tied: { $names }
   *[no] Leading after the orange round: { $names }
}
finishWhyOrange = "Finish the game" waits for the orange round: it is still to enter.
finishWhyBlue = "Finish the game" waits for the blue round: it is still to enter.
finishOneRound = Finish with this round only
# why "Take back" is greyed out in the game against the computer
takeBackWhyNotMoved = Nothing to take back yet: you have not moved.
takeBackWhyDealt = No take-back now: you have been dealt or have drawn cards since your last move.

## Games against the computer, whichever game: the set-up's seats, the replay, the review
playYourName = Your name
playComputerName = Name of computer player { $n }
playLevel = Level of { $name }
playReplayNote = A replay of a deal: it does not count in the statistics.
playReview = Your moves and the computer's choice
playReviewAsk = Review my moves
playReviewNone = You had no choice to make in this game.
playReviewSame = You played as the computer (hard) would have at every choice.
playReviewPrefers = The computer (hard) would have played “{ $move }”. { $reason }
playReviewForced = { $count ->
    [one] { $count } move had no alternative.
   *[other] { $count } moves had no alternative.
}
playDefaultName = Me
playReviewSaid = { $count ->
    [0] The review is below: you played as the computer would.
    [one] The review is below: { $count } move where the computer would have played another.
   *[other] The review is below: { $count } moves where the computer would have played another.
}

## Ratings (issue 54): each game's ladder, recomputed from its finished games kept at a table
ratingsTitle = Ratings
ratingsNote = A rating is a player's level as the games kept at a table show it: 1,500 for a newcomer, more for a player who beats strong players. The range holds the true level with about 95% likelihood and narrows with every game. Players are ranked by the low end of their range, so one lucky game does not put a newcomer on top.
ratingsRating = Rating
# $low, $high: numbers already written in the app's language
ratingRangeOf = range { $low }–{ $high }
ratingsByGame = Game by game
ratingsComputerTitle = Ratings against the computer
ratingsComputerNote = Each level of the computer is rated like a player, from the games finished against it; replayed deals do not count. The scale is the one of the games between people: everyone starts at 1,500. After few games the ranges are wide and overlap, and the levels cannot be told apart yet: compare your rating with a level's once you have played it several times.
# $date: the game's day; $changes: each player's ratingChange, joined
ratingsGameLine = { $date }: { $changes }
# $change: signed (+22, −15)
ratingChange = { $name } { $before } → { $after } ({ $change })
ratingsAfterGame = Ratings after this game
ratingsAfterGameNote = Recomputed from every finished game: correcting an earlier game changes them.

## An evening's story (ui/src/screens/evening.tsx)
eveningOpen = The evening's story
eveningTitle = The evening of { $day }
eveningBack = Back to the game
eveningEmpty = No game of this evening is finished yet.
eveningWinner = { $several ->
    [yes] Winners of the evening: { $names }, tied on { $wins ->
        [one] { $wins } game won
       *[other] { $wins } games won
    } each; { $game } total: { $total }.
   *[no] Winner of the evening: { $names }, { $wins ->
        [one] { $wins } game won
       *[other] { $wins } games won
    }; { $game } total: { $total }.
}
eveningSwing = Biggest swing: { $name }, { $points } in game { $number }.
eveningChatNoirs = Took the Chat Noir most often: { $names }, { $count ->
    [one] { $count } time
   *[other] { $count } times
}.
eveningNoChatNoir = Nobody took the Chat Noir this evening.
eveningChartTitle = Running totals of { $game }
eveningChartNote = { $games ->
    [one] { $games } game of { $game } this evening
   *[other] { $games } games of { $game } this evening
}: each line is a player's total after each game, and the tables below give the same numbers. The other games' points are counted separately.
eveningGames = Game by game
eveningTableCaption = Each player's points in each game, and their running total of that game
eveningOpenGame = Open game { $number }, { $game }
eveningPointsCol = Points
eveningRunningCol = Running total
eveningWon = (won)

## A game's records (ui/src/screens/records.tsx)
recordsTitle = Records
recordsNote = { $games ->
    [one] Over { $games } game
   *[other] Over { $games } games
} finished at a table (in PROUT the best score is the lowest). Tap a record to open its game.
recordBest = Best score: { $names }, { $total } ({ $day })
recordWorst = Worst score: { $names }, { $total } ({ $day })
recordStreak = Longest winning streak: { $name }, { $count ->
    [one] { $count } game
   *[other] { $count } games in a row
}
recordPartners = Most frequent partners: { $names }, { $games ->
    [one] { $games } game
   *[other] { $games } games
} together, { $won ->
    [one] { $won } of them won
   *[other] { $won } of them won
}
recordComeback = Biggest comeback: { $names }, { $behind ->
    [one] { $behind } point
   *[other] { $behind } points
} behind after the blue round, and won ({ $day })
eveningChartSame = Sharing one line (the same totals): { $groups }.
eveningAxisGame = Games played
eveningAxisPoints = Points

## Two players' record (ui/src/screens/pair.tsx)
pairTitle = Two players compared
pairFirst = Player
pairSecond = Against
pairSame = Choose two different players.
pairNone = { $a } and { $b } have not finished a game together yet.
pairTogether = { $games ->
    [one] { $games } game together
   *[other] { $games } games together
}, { $against ->
    [one] { $against } of them on opposite sides
   *[other] { $against } of them on opposite sides
}.
pairAhead = { $name } finished ahead { $count ->
    [one] { $count } time
   *[other] { $count } times
}, last on { $day }.
pairNeverAhead = { $name } has not finished ahead yet.
pairTies = { $count ->
    [one] { $count } tie
   *[other] { $count } ties
}.
pairPartners = Partners in { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $won ->
    [one] { $won } of them won
   *[other] { $won } of them won
}.
pairRatingsTitle = Their ratings, game after game
pairAxisGame = Rated games
pairGameCol = Game of
