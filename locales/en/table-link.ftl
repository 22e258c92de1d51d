### The table link's guest page: what a phone at the table shows while the host's
### device keeps the score (crates/table-link/assets/guest.js). No placeholders: the
### page puts the names and numbers beside the words.

tlGamePapillon = Papillon
tlGameClassic = The Papillon of 1756
tlGameFarfalia = Farfalia
tlGameProut = PROUT
tlLive = Live
tlReconnecting = Connection lost: reconnecting…
tlWaiting = Waiting for the table…
tlInProgress = In progress
tlFinished = Finished
tlEntries = Entries:
tlStandings = Standings
tlPlace = Place
tlPlayer = Player
tlTotal = Total
tlNoScoreYet = No score yet: it will show as soon as the sheet has enough to count it.
tlWinners = Winners:
tlSoFar = This game so far
tlBlueCards = Blue cards
tlToursWon = Tours won
tlOrangeLeft = Orange left
tlDice = Dice
tlNoDice = No dice rolled yet.
tlPurposeStartBlue = Start of the blue round
tlPurposeStartOrange = Start of the orange round
tlPurposeMostCards = Most cards, roll-off
tlPurposeCouteau = Couteau Suisse
tlPurposeWinnerRollOff = Winner, roll-off
tlPurposeRollOff = Roll-off
tlReadOnlyPropose = The score is kept on the host's device: what you propose is accepted or refused there.
tlWinner = out first
tlEnded = This link no longer works: ask the table for the new code.
tlReadOnly = Read only: the score is kept on the host's device.

## A game against the computer, seen as a spectator.
tlTable = The table
tlSpectator = A game against the computer, seen as a spectator: the open cards and the counts, never a hand.
tlMoves = Moves:
tlCounters = Counters
tlInHand = In hand
tlTaken = Taken
tlToPlay = to play
tlPot = Pot:
tlTalon = Talon:
tlLastRound = Last round
tlFaceUp = Face-up cards
tlNoFaceUp = No card is face up.
tlRankA = ace
tlRankJ = jack
tlRankQ = queen
tlRankK = king
tlSuitC = of clubs
tlSuitD = of diamonds
tlSuitH = of hearts
tlSuitS = of spades

## Proposing an entry for one's own seat (the host accepts or refuses it).
tlProposeTitle = Propose your count
tlProposeSeat = I am
tlProposeBlue = My blue cards
tlProposeSend = Propose
tlProposed = Proposed: the host accepts or refuses it.
tlProposeRefused = Not sent: try again in a moment.

## Why the link is over (the page stops retrying), and why a proposal was not sent.
tlStopped = The host stopped sharing this table. If they share it again, reload this page.
tlNewLink = The host made a new link for this table: ask them for the new code.
tlRefusedTooSoon = Not sent: wait a moment between two proposals.
tlRefusedYours = Not sent: your last proposal is still waiting for the host's answer.
tlRefusedSeat = Not sent: a proposal for this player is already waiting for the host's answer.
tlRefusedEntry = Not sent: the table does not take this count.
tlRefusedFull = Not sent: too many proposals are waiting; try again once the host has answered.
