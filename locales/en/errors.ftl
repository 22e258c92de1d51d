### Why the app could not do what was asked, worded by its Rust side (src-tauri): the
### problems of a score sheet (sheet-), of the store (store-), of a game against the
### computer (practice-), of a card's name (card-parse-) and of the commands (cmd-).
### Players and cards come already worded ($player, $name, $card: a card's name from
### cards.ftl); lists come joined with list-two; $detail is the system's own text.

## The commands' own phrases

cmd-refused = The entry was refused, nothing was saved:
cmd-incomplete = The sheet is not complete yet:
cmd-no-players = Choose at least one player.
cmd-location-too-big = The screen position is too large to save.
cmd-no-couteau = { $player } holds no Couteau Suisse waiting for its value.
cmd-export-failed = The backup could not be written to { $path }: { $cause }.
cmd-import-too-large = This file is too large to be a Papillon backup.
cmd-no-most-cards-tie = There is no most-cards tie to settle.
cmd-no-winner-tie = There is no tied victory to settle.
# Who rolled a free roll of the dice, in the dice log.
cmd-the-table = the table
cmd-bad-seed = This deal number is too large (at most 2^53 − 1).
cmd-review-unfinished = A game is reviewed once it is over.
cmd-internal = Something went wrong inside the app ({ $detail }): try again.
# The commands by name (the web build's worker): a call the app cannot read.
cmd-unknown-command = The app has no command called { $command }.
cmd-bad-arguments = The command { $command } takes its arguments as named values.
cmd-missing-argument = The command { $command } needs its argument { $argument }.
cmd-bad-argument = The command { $command } cannot read its argument { $argument }: { $detail }

## A card's name that is not one ($text: what was given)

card-parse-empty = a card has no name
card-parse-rank = unknown card { $text }: family cards go from 0 to 11
card-parse-unknown = unknown card { $text }

## The problems of a score sheet

# Where on the sheet a problem is ($place).
sheet-place = { $place ->
    [teams] the teams
    [blue] the blue round
    [most-cards-rolloff] the most-cards roll-off
    [orange-tours] the orange round's tours
    [orange-hands] the orange round's hands
    [couteau-suisse] the Couteau Suisse rolls
    [papillon-draw] the cards drawn for the Papillon
   *[winner-rolloff] the roll-off for the victory
}
sheet-player-count = A game is for 2 to 5 players; this one has { $count }.
sheet-empty-name = Player { $position } has no name.
sheet-name-too-long = The name of player { $position } ({ $start }…) is { $chars } characters long; a name has at most { $max }.
sheet-duplicate-player = Two players are called { $name }: give each a different name.
# $trump: the trump's bare name (Yin).
sheet-trump-number = The printed number { $number } of the { $trump } is too large: trump numbers go from 0 to { $max }.
sheet-unknown-player = { $name }, in { $place }, is not one of this game's players ({ $known }).
sheet-team-in-two = { $player } is in both teams: keep them in one.
sheet-team-in-none = { $player } is in no team: choose their team.
sheet-team-empty = A team has no player.
sheet-shape-name-pair = Two against one: choose which two players play together.
sheet-shape-teams-of-two = Four players play two against two: choose who plays with whom.
sheet-shape-three-against-two = Five players play three against two: roll the dice, the winner picks two partners.
sheet-shape-two-alone = Two players each play alone.
sheet-shape-three-alone = Three players each play alone (two against one is a house rule).
sheet-shape-two-against-one = Under two against one, a team of two plays against one player.
sheet-shape-four-two-teams = Four players play in two teams of two.
sheet-shape-five-three-against-two = Five players play a team of three against a team of two.
sheet-shape-seat-count = The table has { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
} for { $players } players.
sheet-shape-partners-opposite = With four players, partners sit opposite each other: move a player.
sheet-no-round = Enter the blue round, the orange round, or both.
sheet-missing-blue-entry = Blue round: enter how many cards { $player } captured (0 if none).
sheet-card-count = Blue round: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} for { $player } is impossible (0 to 58).
# $card: the card's bare name (3 of Formes).
sheet-blue-card-twice = Blue round: the { $card } is ticked twice for { $player }.
sheet-blue-card-two-players = Blue round: the { $card } ({ $notation }) is ticked for both { $first } and { $second }; only one player can have captured it: untick it for one of them.
sheet-card = In { $place }, for { $player }: { $problem }.
sheet-more-listed = Blue round: { $player } captured { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} but { $listed ->
    [one] { $listed } is
   *[other] { $listed } are
} ticked: raise the card count.
sheet-chat-noir-missing = Blue round: { $player } has the Chat Noir: say whether it was taken voluntarily (+30) or not (−30).
sheet-chat-noir-capture = { $capture ->
    [voluntary] taken voluntarily
   *[involuntary] taken involuntarily
}
sheet-chat-noir-superfluous = Blue round: the Chat Noir is marked { $capture } for { $player }, who did not capture it.
# One part of the card counts: a player and their cards, then what was left on the plate.
sheet-count-of = { $player } { $cards }
sheet-count-left = left on the plate { $cards }
sheet-blue-count = Blue round: the card counts make { $sum }, not 58 ({ $counts }).
sheet-left-on-plate = Blue round: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} left on the plate is impossible (0 to 58).
sheet-most-cards-tie = Blue round: { $sides } are tied for most cards with { $cards } each: roll the dice to settle it.
sheet-rolloff-not-tied = Blue round: the most-cards roll-off names { $name }, who is not among the tied ({ $sides }).
sheet-rolloff-no-tie = Blue round: the most-cards roll-off names { $name }, but nobody is tied ({ $leader } has the most cards).
sheet-rolloff-no-capture = Blue round: the most-cards roll-off names { $name }, but nobody captured a card.
sheet-missing-hand = Orange round: enter the cards left in { $player }'s hand (or mark it empty).
sheet-no-tours = Orange round: tap who emptied their hand first in each tour.
sheet-too-many-tours = Orange round: { $listed ->
    [one] { $listed } tour is
   *[other] { $listed } tours are
} entered, but { $players } players play { $max ->
    [one] { $max } tour
   *[other] { $max } tours
}. Remove a tour.
sheet-too-many-tours-apocalypse = Orange round: { $listed ->
    [one] { $listed } tour is
   *[other] { $listed } tours are
} entered, but { $players } players play { $max ->
    [one] { $max } tour
   *[other] { $max } tours
} and the tour an apocalypse blocks is not entered: at most { $most }. Remove a tour.
sheet-too-few-tours = Orange round: { $listed ->
    [one] { $listed } tour is
   *[other] { $listed } tours are
} entered out of { $expected } ({ $players } players play { $expected }): add the missing tours, or choose carnage or apocalypse as the end of the round.
sheet-last-tour-hand = Orange round: { $player } emptied their hand in the last tour, but their hand still holds { $cards }.
# A player who entered a card more than once, in sheet-face-too-often.
sheet-holder-times = { $name } ×{ $count }
sheet-face-too-often = Orange round: the { $card } ({ $notation }) is entered { $count } times ({ $holders }); each card exists twice, one per deck.
sheet-couteau-rolls = Orange round: { $player } holds { $held ->
    [one] { $held } Couteau Suisse
   *[other] { $held } Couteaux Suisses
} and { $rolled ->
    [one] { $rolled } is rolled
   *[other] { $rolled } are rolled
}: roll one for each.
sheet-roll-range = { $roll ->
    [two-dice] two dice give 2 to 12
   *[one-die] one die gives 1 to 6
}
sheet-roll-out-of-range = Orange round: a Couteau Suisse roll of { $value } for { $player } is impossible: { $range }.
sheet-papillon-draw-missing = Orange round: { $player } holds the Papillon: enter { $expected ->
    [one] the card they drew
   *[other] the { $expected } cards they drew
} (fewer only if the draw pile ran out).
sheet-papillon-draw-too-many = Orange round: { $player } drew { $drawn ->
    [one] { $drawn } card
   *[other] { $drawn } cards
} for { $papillons } Papillon: at most { $max } can be drawn.
sheet-papillon-draw-superfluous = Orange round: cards drawn for the Papillon are entered for { $player }, who holds no Papillon.
sheet-winner-tie = { $sides } are tied for the victory at { $total }: roll the dice to settle it.
sheet-winner-rolloff-shared = The roll-off for the victory names { $name }, but equal totals share the victory under this game's rules.
sheet-winner-rolloff-no-tie = The roll-off for the victory names { $name }, but there is no tie ({ $winner } wins).
sheet-winner-rolloff-not-tied = The roll-off for the victory names { $name }, who is not among the tied ({ $sides }).

## Why a tap could not be applied

sheet-edit-unknown-player = { $player } does not play in this game.
sheet-edit-no-such-card = { $player }'s hand holds no { $card }.
sheet-edit-no-tour = There is no tour to remove.
sheet-edit-face-exhausted = The { $card } is already entered twice: each card exists once per deck.
sheet-edit-no-couteau-to-value = { $player } holds no Couteau Suisse still to value: enter the Couteau Suisse in the hand first.
sheet-edit-couteau-value-out-of-range = { $value } cannot be { $player }'s Couteau Suisse value: { $range }.
sheet-edit-no-couteau-value = { $player } has no Couteau Suisse value to take out.

## The store

# Why a file could not be read or written: $kind, else the system's words ($detail).
store-io-cause = { $kind ->
    [not-found] it does not exist
    [permission-denied] permission is denied
    [read-only] the storage is read-only
    [storage-full] the storage is full
   *[other] { $detail }
}
store-no-data-dir = No data folder is known for this user; set PAPILLON_DB to the database's path.
store-other-game = Game { $game } is a game of another kind; open it from the history.
store-not-a-database = { $path } is not a Papillon database (it is not an SQLite file); it was left untouched.
store-foreign-database = { $path } is the SQLite database of another program; it was left untouched.
store-too-new = { $path } was written by a newer Papillon (schema { $found }; this one knows up to { $supported }); it was left untouched: update Papillon.
store-io = Cannot read { $path }: { $cause }.
store-sqlite = Database error: { $detail }.
store-migration = The database could not be upgraded: { $detail }.
store-no-such-game = Game { $game } does not exist.
store-no-such-player = Nobody is called { $name }.
store-no-such-session = Evening { $session } does not exist.
store-same-player-twice = { $name } is named twice: choose two different players.
store-players-changed = This game was played by { $expected }; this sheet names { $found }: the players of a game do not change.
store-nothing-to-undo = Nothing to undo.
store-nothing-to-redo = Nothing to redo.
store-setting-key = Invalid setting key { $key }.
store-name-empty = A player needs a name.
store-name-too-long = The name { $start }… is longer than { $max ->
    [one] { $max } character
   *[other] { $max } characters
}.
store-name-taken = Another player is already called { $name }.
store-session-name = An evening needs a name.
store-dealer-seat = The dealer's seat { $seat } does not exist (the game has { $players } players).
store-import = Import refused, nothing was changed:
    { $problems }
store-damaged = Stored data is damaged: { $detail }.
store-opfs = The browser's storage for the games cannot be used ({ $detail }): open Papillon in a current browser, in one tab only.
store-position-too-large = This position ({ $bytes } bytes) is larger than any real one ({ $max } at most): it was not saved.
store-csv = CSV export: { $detail }.
store-stale = This entry was made on revision { $expected } of the sheet, which is now at { $current }: the screen was reloaded, tap again.

## A game against the computer

# Why a game cannot be dealt ($reason: one of the practice-setup-… below).
practice-setup = The game cannot be dealt: { $reason }.
practice-setup-player-count = a round needs 2 to 5 players, not { $count }
practice-setup-no-seat = seat { $seat } does not exist: the table has { $players } seats
practice-setup-bad-deck = the deck must hold each of the 58 blue cards once
practice-setup-teams = the teams are for { $teams } players, the round has { $players }
practice-setup-options = the printed number { $number } of the { $trump } is too large (0 to { $max })
practice-seats = The table has { $players } players but { $seats ->
    [one] { $seats } seat is described.
   *[other] { $seats } seats are described.
}
practice-over = The game is over.
practice-moved-on = The game has moved on: here it is as it now stands.
practice-illegal = { $action } is not a legal play here.
# $reason: the engine's own words, for whoever repairs the file.
practice-replay = This saved game is damaged at move { $number } (technical detail: { $reason }).
practice-nothing-to-take-back = There is no move of yours to take back.
practice-take-back-shows = This move cannot be taken back: you have been dealt or have drawn cards since.
practice-no-move = No move was made.
practice-no-next = This game is not played in sittings: there is no next game.
practice-no-such-game = This game is not played against the computer.
# $reason: the technical detail of what does not read.
practice-bad-request = This new game's set-up does not read (technical detail: { $reason }).
practice-one-person = A game against the computer has one person at the table: choose the computer for every other seat.
practice-replay-not-over = This deal can be played again once the game is over.
classic-play-not-over = This game is not over yet: the next game of the sitting starts after it.
classic-play-setup = This table cannot be dealt: check the names and the house rules.
classic-play-carry = This saved game is damaged: the counters the game before handed on do not add up.
classic-play-take-back-shows = This move cannot be taken back: cards were dealt or shown since.
farfalia-play-players = Farfalia is played against the computer at four or five, not { $count }: the rules of the fictitious players of the two- and three-player games are lost.
farfalia-play-empty-name = Player { $seat } has no name.
farfalia-play-same-name = Players { $first } and { $second } have the same name.
farfalia-play-first-dealer = There is no seat { $seat } to deal first.
farfalia-play-options = These house rules cannot be played: see each problem below.
farfalia-play-take-back-shows = This move cannot be taken back: the next deal has been dealt since.

# The table link could not start (the system's reason: a port, a network).
share-cannot-start = The table cannot be shared: { $reason }
share-no-proposal = This proposal was already answered.
share-no-network = This device has no address on a local network: connect it to the Wi-Fi the table uses, then share again.
share-proposal-stale = { $name }'s proposal is out of date: the sheet changed since. Ask again from the phone.
