// Generated from the Rust types by src-tauri/tests/bindings.rs (ts-rs): do not edit.
// After changing a type: PAPILLON_WRITE_BINDINGS=1 cargo test -p papillon-app --test bindings
/* eslint-disable */

export type Lang = "fr" | "en";

export type Theme = "system" | "light" | "dark";

export type Settings = { language: Lang | null, theme: Theme, sound: boolean, haptics: boolean, default_options: RuleOptions, 
/**
 * How fast the computer's moves are shown.
 */
play_speed: PlaySpeed, 
/**
 * Play a person's move by itself when it is the only legal one.
 */
auto_play: boolean, 
/**
 * Keep the screen awake while a game (score sheet or against the computer) or the
 * referee is open.
 */
keep_awake: boolean, };

export type Screen = "home" | "new" | "game" | "history" | "stats" | "rules" | "settings" | "play_new" | "play" | "review" | "referee" | "family" | "classic_play_new" | "classic_play" | "farfalia_play_new" | "farfalia_play" | "evening";

export type GameTab = "dice" | "blue" | "orange" | "result";

export type Location = { screen: Screen, game?: number, tab?: GameTab, 
/**
 * The player whose entries are shown.
 */
player?: string, 
/**
 * The paragraph of the rules screen to show.
 */
section?: RuleSection, 
/**
 * The evening (session) whose story is shown.
 */
session?: number, };

export type Startup = { version: string, db_path: string, settings: Settings, location: Location | null, resume: GameSummary | null, catalog: Catalog, };

export type Catalog = { deck_size: number, 
/**
 * How many times one face exists across the two decks.
 */
copies_per_face: number, papillon_draw: number, 
/**
 * Every card of a deck, in deck order.
 */
cards: Array<CardInfo>, blue_scoring: Array<CardInfo>, families: Array<FamilyInfo>, ranks: Array<number>, trumps: Array<CardInfo>, 
/**
 * Every house rule with a list of values (the default first).
 */
house_rules: Array<OptionSchema>, 
/**
 * The trumps whose printed number a group may set, and the largest number.
 */
numbered_trumps: Array<NumberedTrump>, max_trump_number: number, default_options: RuleOptions, min_players: number, max_players: number, max_name_chars: number, 
/**
 * Tours of the orange round per player count (index: players).
 */
orange_tours: Array<number | null>, 
/**
 * The scorer's fixed points, for the rules screen.
 */
points: FixedPoints, 
/**
 * The Papillon of 1756's default house rules (each a reading of the text,
 * docs/rules.md part II), for its counter keeper's set-up and its referee.
 */
classic_options: ClassicOptions, };

export type FixedPoints = { most_cards: number, yin_yang_together: number, 
/**
 * Yin and Yang together under the `together_50` house rule: their pair bonus and
 * each one's own 10.
 */
yin_yang_together_50: number, consolation: number, tour: number, last_tour: number, };

export type CardInfo = { 
/**
 * The notation the sheet uses (`F3`, `chat-noir`).
 */
face: string, name: string, family: string | null, rank: number | null, trump: string | null, points: CardPoints, };

export type FamilyInfo = { letter: string, name: string, };

export type NumberedTrump = { key: string, card: CardInfo, };

export type TeamChoice = { "choice": "seating" } | { "choice": "alone", player: string, } | { "choice": "picked", picker: string, partners: [string, string], };

export type TeamProposal = { "proposal": "fixed", teams: Array<Array<string>>, } | { "proposal": "choose_alone" } | { "proposal": "pick_after_roll" };

export type RollOutcome = { contest: Contest<string> | null, roll: RollRecord<string> | null, view: GameView, };

export type GameView = { detail: GameDetail, 
/**
 * The sides as names (each alone, or the teams).
 */
sides: Array<Array<string>>, blue: BlueTally, tours: TourTally, 
/**
 * Faces already entered as often as they exist in the orange round (one per deck):
 * the card picker shows them as unavailable.
 */
orange_exhausted: Array<string>, 
/**
 * What the sheet still lacks, in the app's language.
 */
missing: Array<string>, 
/**
 * Where the sheet stands, as the engine sees it: "complete" only with both rounds.
 */
progress: SheetProgress, prompts: Prompts, 
/**
 * The evening this game belongs to, with everyone's running total.
 */
session: SessionStandings | null, };

export type BlueTally = { deck: number, entered: number, left: number, };

export type TourTally = { expected: number, entered: number, can_add: boolean, };

export type Prompts = { 
/**
 * Most cards is tied between these sides: a roll-off is due.
 */
most_cards_tie: Array<Array<string>> | null, 
/**
 * The best totals are tied (roll-off house rule): a roll-off is due.
 */
winner_tie: Array<Array<string>> | null, couteau_suisse: Array<CouteauPrompt>, papillon_draw: Array<PapillonPrompt>, };

export type CouteauPrompt = { player: string, held: number, rolled: number, };

export type PapillonPrompt = { player: string, expected: number, };

export type CommandError = { code: ErrorCode, 
/**
 * The message to show, in the app's language.
 */
message: string, 
/**
 * Each problem when there are several (one per line of the engine's report).
 */
details: Array<string>, 
/**
 * A game of the family's sheet refused: the engine's problems as data, for the
 * front end to word in the player's language.
 */
problems: FamilyProblems | null, };

export type ErrorCode = "refused" | "incomplete" | "invalid" | "stale" | "not_found" | "store" | "file";

export type PlaySpeed = "instant" | "fast" | "normal" | "slow";

export type PracticeSeat = { name: string, player: SeatPlayer, };

export type PracticeTeams = { "teams": "seating" } | { "teams": "alone", seat: number, } | { "teams": "picked", partners: [number, number], };

export type PracticeDeal = { seed: number, start_roll: Contest<string> | null, 
/**
 * With five players: the seat that picks two partners, and — when it is the
 * computer — the two it picks.
 */
picker: number | null, picked: [number, number] | null, };

export type PracticeRequest = { kind: GameKind, seats: Array<PracticeSeat>, options: RuleOptions, teams: PracticeTeams, seed: number, 
/**
 * Replaying the deal of this game (it will not count in statistics).
 */
replay_of?: number, };

export type PlayView = { id: number, names: Array<string>, seats: Array<SeatPlayer>, status: GameStatus, 
/**
 * The game whose deal this one replays.
 */
replay_of: number | null, 
/**
 * Moves made so far (the next move is number `moves + 1`).
 */
moves: number, 
/**
 * The seat to play, none once over.
 */
to_play: number | null, can_take_back: boolean, over: boolean, 
/**
 * How it ended, once finished.
 */
end: PracticeEnd | null, board: PlayBoard, };

export type PlayBoard = { "game": "papillon", "view": PracticeView } | { "game": "classic", "view": ClassicPlayView } | { "game": "farfalia", "view": FarfaliaPlayView };

export type PlayHint = { "game": "papillon", "hint": HintView | null } | { "game": "classic", "hint": Advice } | { "game": "farfalia", "hint": Advice };

export type PlayReview = { "game": "papillon", "review": ReviewView } | { "game": "classic", "review": Array<ReviewedMove> } | { "game": "farfalia", "review": Array<ReviewedMove> };

export type PlayList = { "game": "papillon", "games": Array<PracticeSummary> } | { "game": "classic", "games": Array<ClassicPlaySummary> } | { "game": "farfalia", "games": Array<FarfaliaPlaySummary> };

export type PracticeEnd = { 
/**
 * Each seat's points (a side's score, counters won or lost), in seat order.
 */
points: Array<number>, 
/**
 * Whether each seat (or its side) won.
 */
won: Array<boolean>, };

export type PracticeStats = { name: string, games: number, wins: number, 
/**
 * The points of all those games (a side's score; counters won or lost).
 */
points: number, 
/**
 * The mean of the points.
 */
mean_score: number, 
/**
 * The most points in one game.
 */
best: number, 
/**
 * The strongest computer level faced, per game: games and wins by that level.
 */
by_level: Array<LevelRecord>, };

export type LevelRecord = { level: Level, games: number, wins: number, };

export type SeatView = { name: string, player: SeatPlayer, 
/**
 * The index of the seat's side in `PracticeView.sides`.
 */
side: number, };

export type RoundName = "blue" | "orange";

export type MoveView = { 
/**
 * Counted from 1 over the whole game.
 */
number: number, seat: number, round: RoundName, 
/**
 * The engine's notation (`F11:E5,S6`).
 */
notation: string, play: Play, };

export type Play = { "kind": "capture", card: string, sign: string | null, taken: Array<string>, } | { "kind": "papillon", taken: Array<string>, } | { "kind": "chrysalide" } | { "kind": "discard", card: string, } | { "kind": "place", card: string, back: Back, slot: Slot, declared: number | null, } | { "kind": "cover", card: string, back: Back, plate: number, declared: number | null, } | { "kind": "keep" } | { "kind": "take_three" } | { "kind": "draw" };

export type BlueHandCard = { face: string, 
/**
 * Captures this card can make (as the card played; can be millions).
 */
captures: number, 
/**
 * The best few captures, in one tap each (most points, then most cards).
 */
common: Array<MoveOption>, 
/**
 * Placing it on the plate, when allowed.
 */
place: MoveOption | null, 
/**
 * The Papillon's sweep or the Chrysalide's reversal, when it is that card.
 */
power: MoveOption | null, 
/**
 * Why it cannot be played now, when it cannot.
 */
blocked: Blocked | null, };

export type MoveOption = { notation: string, play: Play, 
/**
 * Blue: the points of the scoring cards it takes (Chat Noir +30).
 */
points: number, };

export type Blocked = { "why": "not_your_turn" } | { "why": "answer_chat_noir" } | { "why": "cover_first" } | { "why": "fits_nowhere" } | { "why": "not_as_second_card" } | { "why": "power_only" } | { "why": "must_capture" } | { "why": "cannot_play" };

export type BluePlayerView = { hand: number, pile: number, 
/**
 * The scoring cards in the pile (every capture is shown: public).
 */
scoring: Array<string>, };

export type BlueTable = { 
/**
 * The viewer's hand (empty when no seat's hand is shown).
 */
hand: Array<BlueHandCard>, plate: Array<string>, players: Array<BluePlayerView>, direction: Direction, dealer: number, 
/**
 * Deals played so far (counted from 1) and deals still to come.
 */
deal: number, deals_left: number, 
/**
 * Who holds the Chat Noir in their pile.
 */
chat_noir: number | null, 
/**
 * Every hand, in review only.
 */
hands: Array<Array<string>> | null, };

export type OrangeCard = { face: string, back: Back, };

export type OrangeHandCard = { card: OrangeCard, 
/**
 * The moves that play this card (slot by slot, declared values for the Couteau
 * Suisse).
 */
moves: Array<OrangeOption>, blocked: Blocked | null, };

export type OrangeOption = { notation: string, 
/**
 * Where it goes (a cover goes on its plate card); none for keep, take three and
 * draw.
 */
slot: Slot | null, declared: number | null, play: Play, };

export type PlateView = { card: OrangeCard, 
/**
 * The value cards follow on it (none while it is an uncovered trump without one).
 */
value: number | null, 
/**
 * A trump turned up at the deal and not covered.
 */
trump: boolean, };

export type SuiteView = { 
/**
 * The card on top (none while the suite is empty).
 */
top: OrangeCard | null, value: number | null, 
/**
 * The sign card beside it.
 */
sign: string | null, 
/**
 * Which plate card it starts from (0 or 1).
 */
plate: number, };

export type OrangePlayerView = { orange: number, blue: number, };

export type OrangePhase = { "phase": "cover" } | { "phase": "attacked", attacker: number, } | { "phase": "turn", played: number, drew: boolean, } | { "phase": "over" };

export type OrangeTable = { hand: Array<OrangeHandCard>, 
/**
 * Keep, take three and draw, when legal.
 */
other_moves: Array<OrangeOption>, plates: Array<PlateView>, suites: Array<SuiteView>, 
/**
 * The last power trump placed in the centre.
 */
centre: string | null, players: Array<OrangePlayerView>, pile: number, pile_orange: number, stock: number, direction: Direction, 
/**
 * The tour being played (from 1) of `tours`.
 */
tour: number, tours: number, tour_winners: Array<number>, phase: OrangePhase, 
/**
 * Every hand, in review only.
 */
hands: Array<Array<OrangeCard>> | null, };

export type TableView = { "round": "blue" } & BlueTable | { "round": "orange" } & OrangeTable;

export type PracticeView = { id: number, kind: GameKind, status: GameStatus, replay_of: number | null, 
/**
 * The seed that dealt the game, once it is over (it deals every hidden card).
 */
seed: number | null, 
/**
 * The house rules the game is played with.
 */
options: RuleOptions, seats: Array<SeatView>, sides: Array<Array<string>>, start_roll: Contest<string> | null, 
/**
 * Moves played so far; the next move is number `moves + 1`.
 */
moves: number, 
/**
 * The seat to play, none when the game is over.
 */
to_play: number | null, 
/**
 * The seat whose hand is shown (the person to play, else the last person who
 * played).
 */
viewer: number | null, table: TableView, 
/**
 * Every move of the game, in order.
 */
log: Array<MoveView>, 
/**
 * The person to play's move when it is their only legal one (auto-play plays it).
 */
only_move: string | null, 
/**
 * Whether a person has a move to take back.
 */
can_take_back: boolean, 
/**
 * The score of the blue round, once it is over in a full game.
 */
blue_report: ScoreReport | null, 
/**
 * The engine's itemised score, once the game is over.
 */
report: ScoreReport | null, };

export type HintView = { level: Level, suggestion: MoveView, reason: HintReason, };

export type HintReason = { "reason": "only_move" } | { "reason": "random" } | { "reason": "one_ply", score: number, } | { "reason": "search", expected_margin: number, next_best_margin: number | null, iterations: number, };

export type BlueChoice = { 
/**
 * Plate cards that some capture of the card, with everything chosen so far,
 * also takes: they stay highlighted.
 */
open: Array<string>, 
/**
 * The captures that take exactly the chosen cards (several when a sign from the
 * hand can be added: the front end asks which).
 */
exact: Array<MoveOption>, 
/**
 * False when the plate has so many captures that only part was examined: every
 * plate card then stays open and the engine checks the choice.
 */
complete: boolean, 
/**
 * When the chosen cards are no capture: the engine's reason, in the app's language.
 */
why_not: string | null, };

export type ReviewView = { step: number, steps: number, table: TableView, to_play: number | null, played: MoveView | null, preferred: MoveView | null, 
/**
 * Why the hard level prefers its move, as the hint says it (with `preferred`).
 */
preferred_reason: HintReason | null, };

export type SeatPlayer = { "player": "person" } | { "player": "computer", "level": Level };

export type Level = "easy" | "medium" | "hard" | "expert";

export type GameKind = "blue" | "orange" | "full";

export type Direction = "clockwise" | "counterclockwise";

export type Back = "blue" | "orange";

export type PracticeSummary = { id: number, game: GameType, kind: GameKind, names: Array<string>, seats: Array<SeatPlayer>, 
/**
 * The sides, by name.
 */
sides: Array<Array<string>>, status: GameStatus, 
/**
 * The game whose deal this one replays (it does not count in statistics).
 */
replay_of: number | null, moves: number, created_at: string, updated_at: string, report: ScoreReport | null, };

export type ClassicPlayRequest = { names: Array<string>, 
/**
 * Who plays each seat: exactly one person.
 */
seats: Array<SeatPlayer>, options: ClassicOptions, };

export type ClassicChoice = { action: string, 
/**
 * The capture (none for a reveal).
 */
capture: Allowed | null, };

export type ClassicPlayView = { id: number, status: GameStatus, 
/**
 * The game whose deal this one replays.
 */
replay_of: number | null, seats: Array<SeatPlayer>, 
/**
 * The person's seat; `view` is what that seat sees.
 */
person: number, view: View, 
/**
 * The person's moves when it is their turn, in the engine's order.
 */
choices: Array<ClassicChoice>, 
/**
 * The deal, then every move with its events and counters.
 */
log: Array<LoggedMove>, 
/**
 * Moves made so far (the next move is number `moves + 1`).
 */
moves: number, can_take_back: boolean, report: ClassicPracticeReport | null, };

export type Advice = { level: Level, action: string, reason: HintReason, };

export type ReviewedMove = { 
/**
 * The move's number in the game, from 1.
 */
number: number, 
/**
 * The deal it was played in, for a game of several deals (the 1756 game, Farfalia).
 */
deal: number | null, played: string, 
/**
 * How many moves the person had.
 */
choices: number, preferred: Advice | null, };

export type ClassicPlaySummary = { id: number, 
/**
 * The game's number in its sitting.
 */
game: number, names: Array<string>, seats: Array<SeatPlayer>, status: GameStatus, replay_of: number | null, moves: number, updated_at: string, report: ClassicPracticeReport | null, };

export type ShareView = { target: ShareTarget, 
/**
 * The guests' addresses (the first one in the QR code).
 */
urls: Array<string>, qr: QrView, 
/**
 * Guests may propose their own count (a modern Papillon sheet).
 */
proposals: boolean, };

export type QrView = { 
/**
 * Modules on a side.
 */
size: number, 
/**
 * `size × size` modules, row by row: true is dark.
 */
dark: Array<boolean>, };

export type ShareTarget = { "kind": "game", "id": number } | { "kind": "classic_play", "id": number };

export type ProposedEntry = { "edit": "set_blue_count", cards: number, };

export type PendingProposal = { id: number, seat: number, 
/**
 * The seat's name when the proposal came.
 */
player: string, entry: ProposedEntry, };

export type View = { seat: number, names: Array<string>, 
/**
 * The game of the sitting, from 1.
 */
game: number, 
/**
 * The deal of the game, from 1, and the most deals it can have.
 */
deal: number, deals_at_most: number, 
/**
 * The dealer has given out the last card.
 */
last_round: boolean, dealer: number, 
/**
 * Who plays now (`None` when the game is over).
 */
to_play: number | null, 
/**
 * This seat's cards.
 */
hand: Array<string>, 
/**
 * The face-up cards.
 */
table: Array<string>, 
/**
 * Cards in each hand.
 */
hand_sizes: Array<number>, 
/**
 * Cards in each captured pile (face down).
 */
piles: Array<number>, counters: Array<number>, pot: number, 
/**
 * Cards left in the talon.
 */
talon: number, 
/**
 * Who revealed in this deal.
 */
revealed: Array<boolean>, 
/**
 * The first to exchange all their cards in the last round.
 */
winner: number | null, 
/**
 * This game's Blätter multiplier.
 */
multiplier: number, 
/**
 * The previous capture was a Sautenelle: the player to play must reveal.
 */
after_sautenelle: boolean, 
/**
 * This seat's legal moves when it is to play (else empty).
 */
actions: Array<string>, 
/**
 * How the game ended, once over.
 */
result: GameResult | null, };

export type LoggedMove = { seat: number | null, action: string | null, events: Array<LoggedEvent>, };

export type LoggedEvent = { event: Event, transfers: Array<Transfer>, };

export type ClassicPracticeReport = { game: number, start: Array<number>, counters: Array<number>, pot: number, result: GameResult, };

export type Carry = { 
/**
 * The next game's number in the sitting (2 or more).
 */
game: number, 
/**
 * The next game's dealer.
 */
dealer: number, 
/**
 * Everyone's counters after the last game.
 */
counters: Array<number>, 
/**
 * Counters left in the pot.
 */
pot: number, 
/**
 * The next game's Blätter multiplier.
 */
multiplier: number, };

export type FarfaliaPlayRequest = { names: Array<string>, 
/**
 * Who plays each seat: exactly one person.
 */
seats: Array<SeatPlayer>, options: FarfaliaPlayOptions, };

export type FarfaliaPlayView = { 
/**
 * The person's seat; `view` is what that seat sees (with its legal moves when it is
 * to act, in the engine's order and notation).
 */
person: number, view: FarfaliaView, 
/**
 * The house rules the game is played with (a new game with the same table sends
 * them again).
 */
options: FarfaliaPlayOptions, 
/**
 * Every move, with the trick it completed and the deal it ended.
 */
log: Array<FarfaliaLogged>, 
/**
 * The deals played so far, as the score keeper reports them (the game's result
 * once over).
 */
report: FarfaliaReport | null, };

export type FarfaliaPlaySummary = { id: number, names: Array<string>, seats: Array<SeatPlayer>, status: GameStatus, replay_of: number | null, moves: number, updated_at: string, 
/**
 * Once over: each seat's total and the winners, as the score keeper gives them.
 */
totals: Array<number> | null, winners: Array<string>, };

export type FarfaliaLogged = { 
/**
 * The move's number in the game, from 1.
 */
number: number, seat: number, 
/**
 * The move, or none for a move the viewing seat did not see (another dealer's
 * two cards laid aside: «sans les faire voir aux autres»).
 */
action: string | null, 
/**
 * The deal it was played in, from 1.
 */
deal: number, 
/**
 * BURNIN': the family the joker played burns (public once played).
 */
joker: FarfaliaSubject | null, 
/**
 * The seat that won the trick this move completed (the trick's last card).
 */
won_by: number | null, 
/**
 * The deal this move ended, scored.
 */
deal_end: FarfaliaDealRecord | null, };

export type FarfaliaView = { seat: number, names: Array<string>, mode: FarfaliaMode, 
/**
 * The deal, from 1, and the deals of the game (none when playing to a target).
 */
deal: number, deals: number | null, target: number | null, 
/**
 * This deal counts double.
 */
doubled: boolean, dealer: number, 
/**
 * The sides of this deal: at five the dealer's (the dealer alone) first; at four
 * the fixed teams, seats 1 and 3 then 2 and 4, whoever deals.
 */
sides: Array<Array<number>>, phase: FarfaliaPhase, 
/**
 * This seat's cards.
 */
hand: Array<FarfaliaCard>, 
/**
 * BURNIN': this seat's joker, while held.
 */
joker: FarfaliaSubject | null, 
/**
 * The dealer's own discard (empty for the others).
 */
discard: Array<FarfaliaCard>, trump: FarfaliaTrump | null, 
/**
 * Once turned up, in the order turned.
 */
proposition: Array<FarfaliaSubject> | null, 
/**
 * The trick on the table, in play order.
 */
trick: Array<[number, FarfaliaPlayed]>, leader: number, 
/**
 * Tricks completed in this deal, and the deal's tricks.
 */
tricks_done: number, tricks: number, 
/**
 * The first trick a card may be kept from.
 */
first_pick_trick: number, last_trick: FarfaliaTrick | null, 
/**
 * The face-up cards each seat kept this deal.
 */
collections: Array<Array<FarfaliaCard>>, 
/**
 * For each side of `sides`, the proposition's subjects it may still keep this deal,
 * in the proposition's order (the quota; empty until the proposition is turned).
 */
lacking: Array<Array<FarfaliaSubject>>, 
/**
 * Cards in each hand (BURNIN' jokers not counted).
 */
hand_sizes: Array<number>, 
/**
 * BURNIN': who still holds a joker; the jokers played this deal.
 */
jokers_held: Array<boolean>, jokers_played: Array<FarfaliaSubject | null>, 
/**
 * Cards in each face-down pile.
 */
face_down: Array<number>, 
/**
 * DOUBLE YOU: who played a joker this deal; the jokers left.
 */
double_you: Array<boolean>, double_you_left: Array<number>, totals: Array<number>, 
/**
 * The deals played, scored.
 */
history: Array<FarfaliaDealRecord>, 
/**
 * Once over, the winners.
 */
winners: Array<number> | null, 
/**
 * This seat's legal moves when it is to act (else empty).
 */
actions: Array<string>, };

export type FarfaliaPlayOptions = { 
/**
 * f(1..3): the points for 1 to 3 matching cards, lost with the text's table
 * (A.5 #1); 6/3/1 by default, the score keeper's named reading.
 */
house_points: HousePoints, length: FarfaliaLength, 
/**
 * The deals (1 = the first) that count double; none for the text's: the beginner
 * game's last, no deal at four (A.5 #10, a reading).
 */
doubled_deals: Array<number> | null, 
/**
 * DOUBLE YOU: two jokers each, one a deal doubling one's points.
 */
double_you: boolean, double_you_leader: LeaderBar, double_you_stacking: Stacking, 
/**
 * BURNIN' DOWN THE HOUSE: one joker each a deal, which burns its family in a trick.
 */
burnin: boolean, 
/**
 * Five players: whether the outgoing dealer may deal again (A.5 #7).
 */
dealer_rule: DealerRule, 
/**
 * The first dealer's seat; none to draw it from the seed («vous pouvez aussi tirer
 * au sort»).
 */
first_dealer: number | null, };

export type FamilySheet = { "game": "classic", "sheet": Ledger } | { "game": "farfalia", "sheet": FarfaliaSheet } | { "game": "prout", "sheet": ProutSheet };

export type FamilyReport = { "game": "classic", "report": LedgerReport } | { "game": "farfalia", "report": FarfaliaReport } | { "game": "prout", "report": ProutReport };

export type FamilyProblems = { "game": "classic", "problems": Array<LedgerProblem> } | { "game": "farfalia", "problems": Array<FarfaliaProblem> } | { "game": "prout", "problems": Array<ProutProblem> };

export type FamilyGameView = { summary: GameSummary, 
/**
 * The current revision: the next entry is made on it.
 */
revision: number, sheet: FamilySheet, 
/**
 * The engine's score; none only for a sheet an older version stored that breaks a
 * rule of this one (`problems` then says which).
 */
report: FamilyReport | null, problems: FamilyProblems | null, can_undo: boolean, can_redo: boolean, };

export type RuleSection = "blue_capture" | "blue_signs" | "blue_powers" | "blue_place" | "orange_suites" | "orange_signs" | "orange_powers" | "orange_draw" | "cards";

export type BlueRequest = { plate: Array<string>, hand: Array<string>, options: RuleOptions, };

export type CardEntry = { face: string, declared?: number, };

export type SuiteEntry = { top: CardEntry | null, sign: string | null, };

export type OrangeRequest = { 
/**
 * Plate cards 1 and 2 (none while not entered yet).
 */
plate: Array<CardEntry | null>, 
/**
 * Suites 1 to 4.
 */
suites: Array<SuiteEntry>, hand: Array<string>, 
/**
 * A Chat Noir was just played against this hand.
 */
attacked: boolean, options: RuleOptions, };

export type BlueAnswer = { summary: PlaySummary, 
/**
 * The rules paragraph of each group of the summary, in the same order.
 */
group_rules: Array<RuleSection>, 
/**
 * The id under which the position was kept.
 */
saved: number, };

export type BlueVerdict = { legal: boolean, 
/**
 * The play, when legal: its kind, what it takes, its points.
 */
play: RefereePlay | null, 
/**
 * Why not, in the app's language.
 */
reason: string | null, rule: RuleSection, };

export type OrangePlayView = { play: OrangePlay, effect: string, rule: RuleSection, };

export type OrangeAnswer = { plays: Array<OrangePlayView>, saved: number, };

export type OrangeProposal = { "play": "place", card: string, slot: Slot, declared?: number, } | { "play": "take_three" } | { "play": "draw" };

export type OrangeVerdict = { legal: boolean, play: OrangePlayView | null, reason: string | null, rule: RuleSection, };

export type KeptPosition = { "round": "blue", id: number, asked_at: string, position: BlueRequest, } | { "round": "orange", id: number, asked_at: string, position: OrangeRequest, };

export type BlueProposalRequest = { played: Array<string>, taken: Array<string>, way: ProposalWay, };

export type ClassicRefereeRequest = { table: Array<string>, card: string, situation: Situation, 
/**
 * The capture to check; none to list every capture.
 */
taken?: Array<string>, };

export type ClassicRefereeAnswer = { captures: Array<Allowed>, verdict: Verdict | null, };

export type PlaySummary = { plate: Array<string>, hand: Array<string>, 
/**
 * Every legal play.
 */
total: number, 
/**
 * In the order of the full stream: the captures per card played, sign played and
 * kind; then the Papillon, the Chrysalide and each card that may be placed.
 */
groups: Array<PlayGroup>, };

export type PlayGroup = { 
/**
 * The hand cards played.
 */
played: Array<string>, kind: PlayKind, 
/**
 * How many plays (different sets of plate cards taken).
 */
ways: number, 
/**
 * The distinct blue points these plays put in the pile (the Chat Noir ±30, Yin and
 * Yang together 30; most cards not counted), best first, with how many ways give each.
 */
outcomes: Array<Outcome>, 
/**
 * The first plays of the group, in stream order (at most [`EXAMPLES_PER_GROUP`]).
 */
examples: Array<RefereePlay>, };

export type Outcome = { points: number, ways: number, };

export type RefereePlay = { 
/**
 * The play in notation (`moins+yin:F10,chat-noir`).
 */
play: string, kind: PlayKind, 
/**
 * Hand cards played.
 */
played: Array<string>, 
/**
 * Plate cards taken.
 */
taken: Array<string>, 
/**
 * Blue points of the cards this play puts in the player's pile (the Chat Noir ±30,
 * Yin and Yang together 30); most cards is not counted.
 */
points: number, };

export type PlayKind = "ramasser" | "cumuler" | "combiner" | "papillon" | "chrysalide" | "place";

export type ProposalWay = "take" | "place" | "power";

export type OrangePlay = { 
/**
 * The play in notation (`E4@suite1`, `couteau-suisse=7@plate2`, `take-three`).
 */
play: string, 
/**
 * The card played (none for taking three or drawing).
 */
card: string | null, 
/**
 * Where it goes (none for taking three or drawing).
 */
slot: Slot | null, 
/**
 * What it does.
 */
effect: OrangeEffect, };

export type OrangeEffect = { "effect": "papillon_answer" } | { "effect": "papillon_draw" } | { "effect": "chat_noir" } | { "effect": "chrysalide" } | { "effect": "chenille_restart", suite: number, } | { "effect": "sign_set", suite: number, sign: Sign, } | { "effect": "on_plate", plate: number, } | { "effect": "suite_continues", suite: number, declared?: number, } | { "effect": "take_three" } | { "effect": "draw_and_try" };

export type Slot = { "plate": number } | { "suite": number } | { "sign": number } | "centre";

export type Sign = "plus" | "moins" | "multiplier_diviser";

export type RuleOptions = { 
/**
 * Printed numbers of the trumps that carry one (docs/rules.md §1.4).
 */
trump_numbers: TrumpNumbers, 
/**
 * How three players play: each alone, or two against one (docs/rules.md §2.1, §2.6).
 */
three_players: ThreePlayers, 
/**
 * When a card may be placed on the plate in the blue round (docs/rules.md §4.13).
 */
discard: Discard, 
/**
 * What Yin and Yang captured together are worth (docs/rules.md §5.3).
 */
yin_yang: YinYang, 
/**
 * Which blue totals receive the consolation (docs/rules.md §5.5).
 */
consolation: Consolation, 
/**
 * In team games, who pays the consolation: each other side, or each player of the
 * other sides (docs/rules.md §5.6).
 */
consolation_payment: ConsolationPayment, 
/**
 * Whether the partner of the player who emptied their hand scores tour points
 * (docs/rules.md §7.2).
 */
partner_tour_points: PartnerTourPoints, 
/**
 * Whether a player attacked by the Chat Noir who holds the Papillon must answer
 * with it (docs/rules.md §6.14).
 */
chat_noir_answer: ChatNoirAnswer, 
/**
 * How a Couteau Suisse left in hand is valued in the orange round (docs/rules.md §7.5).
 */
couteau_suisse_roll: CouteauSuisseRoll, 
/**
 * What happens when the best game totals are equal (docs/rules.md §8.3).
 */
tied_winners: TiedWinners, };

export type TrumpNumbers = { chat_noir: number | null, yin: number | null, yang: number | null, chenille: number | null, chrysalide: number | null, papillon: number | null, };

export type ThreePlayers = "each_alone" | "two_against_one";

export type Discard = "always" | "only_when_no_capture";

export type YinYang = "together_30" | "together_50";

export type Consolation = "zero_or_less" | "exactly_zero";

export type ConsolationPayment = "per_side" | "per_player";

export type PartnerTourPoints = "pay" | "spared";

export type ChatNoirAnswer = "compulsory" | "victim_chooses";

export type CouteauSuisseRoll = "two_dice" | "one_die";

export type TiedWinners = "share" | "roll_off";

export type OptionSchema = { key: string, values: Array<string>, default: string, section: string, about: string, };

export type CardPoints = { 
/**
 * Blue points when captured (the Chat Noir taken voluntarily; −30 involuntarily).
 */
blue: number, orange: OrangeValue, };

export type OrangeValue = { "kind": "fixed", "points": number } | { "kind": "rolled" } | { "kind": "draw_three" };

export type SheetInput = { 
/**
 * The players, in seat order.
 */
players: Array<string>, 
/**
 * The teams; optional for 2 and 3 players (each alone).
 */
teams?: Array<Array<string>> | null, options: RuleOptions, blue?: BlueInput | null, orange?: OrangeInput | null, 
/**
 * Under the roll-off house rule, the tied player (or team member) who won the
 * roll-off for the victory.
 */
winner_rolloff?: string | null, };

export type BlueInput = { players: { [key in string]: BluePlayerInput }, 
/**
 * When most cards is tied: the tied player (or member of a tied team) who won the
 * roll-off.
 */
most_cards_rolloff: string | null, 
/**
 * Cards left on the plate at the end because nobody made a capture in the whole
 * round (docs/rules.md §4.18: they stay unscored). Almost always 0.
 */
left_on_plate?: number, };

export type BluePlayerInput = { 
/**
 * How many cards the player captured in all.
 */
cards: number, 
/**
 * The captured cards that matter (others may be listed too).
 */
scoring: Array<string>, 
/**
 * For the holder of the Chat Noir: how it was taken.
 */
chat_noir?: ChatNoirCapture | null, };

export type ChatNoirCapture = "voluntary" | "involuntary";

export type OrangeEnd = "normal" | "carnage" | "apocalypse";

export type OrangeInput = { 
/**
 * Who emptied their hand first in each tour, in order.
 */
tours: Array<string>, end: OrangeEnd, 
/**
 * The cards left in each hand (use `[]` for an empty hand).
 */
hands: { [key in string]: Array<string> }, 
/**
 * For each holder of a Couteau Suisse: the dice sum rolled for each one held (in
 * hand first, then among the Papillon's drawn cards).
 */
couteau_suisse: { [key in string]: Array<number> }, 
/**
 * For each holder of a Papillon: the cards drawn (three per Papillon, fewer only if
 * the draw pile ran out).
 */
papillon_draw: { [key in string]: Array<string> }, };

export type ScoreReport = { sides: Array<SideScore>, 
/**
 * Every member of the best side(s).
 */
winners: Array<string>, players: Array<PlayerScore>, consolation: Array<ConsolationTransfer>, options: RuleOptions, };

export type SideScore = { members: Array<string>, blue: number, orange: number, 
/**
 * blue − orange
 */
total: number, 
/**
 * 1 for the winners; equal totals share a place (1, 1, 3).
 */
place: number, blue_items: Array<ScoreItem>, orange_items: Array<ScoreItem>, };

export type PlayerScore = { name: string, 
/**
 * Index into `sides`.
 */
side: number, 
/**
 * Points this player brought alone (items shared with partners are on the side).
 */
blue: number, orange: number, blue_items: Array<ScoreItem>, orange_items: Array<ScoreItem>, 
/**
 * What the player is credited with for the game (statistics, an evening's running
 * total): their side's score, whole, for every member — "on compte les points par
 * équipe" (docs/rules.md §2.3). For a player alone it is their own score.
 */
credited: Credited, };

export type Credited = { blue: number, orange: number, total: number, };

export type ConsolationTransfer = { from: Array<string>, to: Array<string>, points: number, };

export type ScoreItem = { 
/**
 * A readable English description; `item` and its fields say the same for the app
 * to translate.
 */
what: string, points: number, 
/**
 * The players who brought this item.
 */
by: Array<string>, } & ({ "item": "card", card: string, } | { "item": "chat_noir", capture: ChatNoirCapture, } | { "item": "yin_yang" } | { "item": "most_cards", cards: number, rolloff: boolean, } | { "item": "consolation_received", from: Array<string>, } | { "item": "consolation_paid", to: Array<string>, } | { "item": "tour", tour: number, emptied_by: string, last: boolean, } | { "item": "hand_card", card: string, } | { "item": "couteau_suisse", roll: number, } | { "item": "papillon_draw", card: string, });

export type ItemKind = { "item": "card", card: string, } | { "item": "chat_noir", capture: ChatNoirCapture, } | { "item": "yin_yang" } | { "item": "most_cards", cards: number, rolloff: boolean, } | { "item": "consolation_received", from: Array<string>, } | { "item": "consolation_paid", to: Array<string>, } | { "item": "tour", tour: number, emptied_by: string, last: boolean, } | { "item": "hand_card", card: string, } | { "item": "couteau_suisse", roll: number, } | { "item": "papillon_draw", card: string, };

export type SheetEdit = { "edit": "toggle_blue_card", player: string, card: string, } | { "edit": "set_blue_count", player: string, cards: number, } | { "edit": "adjust_blue_count", player: string, by: number, } | { "edit": "set_chat_noir", player: string, capture: ChatNoirCapture, } | { "edit": "add_tour", player: string, } | { "edit": "remove_last_tour" } | { "edit": "set_end", end: OrangeEnd, } | { "edit": "add_hand_card", player: string, card: string, draw: boolean, } | { "edit": "remove_hand_card", player: string, card: string, draw: boolean, } | { "edit": "set_empty_hand", player: string, } | { "edit": "add_couteau_value", player: string, value: number, } | { "edit": "remove_couteau_value", player: string, };

export type Die = number;

export type Throw = { "pair": { blue: Die, orange: Die, } } | { "single": Die };

export type RollPurpose = "start_blue" | "start_orange" | "most_cards_roll_off" | "couteau_suisse" | "winner_roll_off" | "roll_off";

export type RollRecord<P> = { player: P, purpose: RollPurpose, throw: Throw, };

export type Contest<P> = { purpose: RollPurpose, best: Best, rounds: Array<Array<RollRecord<P>>>, winner: P, };

export type Best = "highest" | "lowest";

export type Round = "blue" | "orange";

export type Tie = "most_cards" | "winner";

export type GameId = number;

export type PlayerId = number;

export type SessionId = number;

export type GameStatus = "in_progress" | "finished";

export type GameType = "papillon" | "classic" | "farfalia" | "prout";

export type Player = { id: PlayerId, name: string, created_at: string, };

export type Seat = { seat: number, player: PlayerId, 
/**
 * The player's name today.
 */
name: string, 
/**
 * The name written on this game's sheets.
 */
sheet_name: string, };

export type SideLine = { members: Array<string>, 
/**
 * The modern Papillon's blue and orange rounds (`None` for the other games).
 */
blue: number | null, orange: number | null, 
/**
 * In the game's own unit (points, counters).
 */
total: number, place: number, };

export type GameSummary = { id: GameId, game: GameType, session: SessionId | null, session_name: string | null, status: GameStatus, created_at: string, updated_at: string, 
/**
 * Current names, in seat order.
 */
players: Array<string>, revision: number, 
/**
 * The sides' scores, best first, when the sheet is complete.
 */
sides: Array<SideLine>, 
/**
 * Current names of the winners.
 */
winners: Array<string>, };

export type GameDetail = { summary: GameSummary, seats: Array<Seat>, dealer_seat: number | null, sheet: SheetInput, report: ScoreReport | null, missing: Array<string>, can_undo: boolean, can_redo: boolean, dice: Array<DiceEntry>, };

export type DiceEntry = { game: GameId | null, rolled_at: string, purpose: RollPurpose, 
/**
 * Who rolled (a player, or a team as `Ana+Cleo`).
 */
player: string, 
/**
 * The dice, blue first (one value for a single die).
 */
dice: Array<number>, };

export type Session = { id: SessionId, name: string, started_at: string, games: number, };

export type GameFilter = { 
/**
 * Games of this game type only.
 */
game?: GameType, 
/**
 * Games this player (current name, any case) sat in.
 */
player?: string, 
/**
 * Games started on or after this day (`YYYY-MM-DD`, UTC).
 */
from?: string, 
/**
 * Games started on or before this day.
 */
to?: string, session?: SessionId, status?: GameStatus, 
/**
 * At most this many, newest first.
 */
limit?: number, };

export type HeadToHead = { opponent: string, games: number, 
/**
 * Games this player finished ahead of the opponent.
 */
wins: number, losses: number, ties: number, };

export type BestGame = { game: GameId, total: number, date: string, };

export type PlayerStats = { player: PlayerId, name: string, games: number, wins: number, 
/**
 * Wins per game, in percent.
 */
win_percent: number, 
/**
 * The modern Papillon's rounds (`None` for the other games).
 */
average_blue: number | null, average_orange: number | null, average_total: number, best_game: BestGame | null, head_to_head: Array<HeadToHead>, };

export type Standing = { name: string, games: number, wins: number, 
/**
 * The running total of the evening.
 */
total: number, };

export type SessionStandings = { session: Session, standings: Array<Standing>, games: Array<GameSummary>, };

export type ImportSummary = { games: number, 
/**
 * Games skipped because the database already holds them (same start time, same
 * players, same revisions).
 */
skipped: number, players_added: number, sessions: number, 
/**
 * Games against the computer imported (those already here are skipped).
 */
practice: number, };

export type NewGame = { players: Array<string>, teams?: Array<Array<string>>, options: RuleOptions, 
/**
 * The seat of the dealer (the oldest player).
 */
dealer_seat?: number, session?: SessionId, };

export type Ladder = { game: GameType, players: Array<RatedPlayer>, games: Array<RatedGame>, };

export type RatedPlayer = { name: string, 
/**
 * On the ladder of games against the computer, the computer's level.
 */
level?: Level, rating: Rating, 
/**
 * Finished games of this game rated.
 */
games: number, };

export type RatedGame = { game: GameId, 
/**
 * When the game was started (the games are rated in that order).
 */
date: string, 
/**
 * In seat order.
 */
changes: Array<RatingChange>, };

export type RatingChange = { name: string, 
/**
 * On the ladder of games against the computer, the computer's level (its name is
 * the level's); absent for a person.
 */
level?: Level, before: Rating, after: Rating, 
/**
 * `after.rating − before.rating`.
 */
change: number, 
/**
 * The place the game's engine gave this player's side (1 = first).
 */
place: number, };

export type Rating = { 
/**
 * The level the games so far point to (1,500 for a newcomer).
 */
rating: number, 
/**
 * The range's low end: the rating less two uncertainties.
 */
low: number, 
/**
 * The range's high end.
 */
high: number, };

export type EveningStory = { session: Session, 
/**
 * Everyone who finished a game, in the order they first sat down.
 */
players: Array<string>, games: Array<StoryGame>, 
/**
 * The kind of game played most (the first played on a tie): its running totals
 * break a tie of wins.
 */
main: GameType | null, 
/**
 * Best first: most games won, then the best running total of the main game (the
 * lowest in a game the fewest points win).
 */
lines: Array<EveningLine>, 
/**
 * Who won the evening (several on a tie of wins and total); empty with no game.
 */
winners: Array<string>, biggest_swing: Swing | null, 
/**
 * Who took the most Chat Noirs (several on a tie); empty when none was taken.
 */
chat_noirs: Array<ChatNoirs>, };

export type StoryGame = { game: GameId, 
/**
 * Which game of the family.
 */
kind: GameType, 
/**
 * Its place in the evening, from 1.
 */
number: number, date: string, 
/**
 * Each player's points in it (the story's players, in order; `None`: not at the
 * table).
 */
points: Array<number | null>, 
/**
 * Each player's running total of the evening's games of this kind, after it.
 */
running: Array<number>, winners: Array<string>, };

export type Swing = { name: string, game: GameId, 
/**
 * The game's place in the evening, from 1.
 */
number: number, points: number, };

export type ChatNoirs = { name: string, count: number, 
/**
 * The games they took it in.
 */
games: Array<GameId>, };

export type EveningLine = { name: string, games: number, wins: number, 
/**
 * The running total of the evening's main game (the kind played most).
 */
total: number, };

export type Records = { game: GameType, 
/**
 * Finished games counted.
 */
games: number, 
/**
 * The best score (the lowest in a game the fewest points win), the earliest on a
 * tie.
 */
best: ScoreRecord | null, 
/**
 * The worst.
 */
worst: ScoreRecord | null, 
/**
 * The longest winning streak, the first reached on a tie.
 */
streak: Streak | null, 
/**
 * The most frequent partners (teams only).
 */
partners: PartnerRecord | null, 
/**
 * The modern game's biggest comeback.
 */
comeback: Comeback | null, };

export type ScoreRecord = { 
/**
 * The side's players (one, or a team).
 */
names: Array<string>, total: number, game: GameId, date: string, };

export type Streak = { name: string, length: number, first: GameId, last: GameId, };

export type PartnerRecord = { names: [string, string], games: number, 
/**
 * The games their side won.
 */
won: number, 
/**
 * Their last game together.
 */
last: GameId, };

export type Comeback = { names: Array<string>, 
/**
 * How far behind the best blue round it was.
 */
behind: number, game: GameId, date: string, };

export type PairRecord = { game: GameType, 
/**
 * The two, as the store spells them.
 */
names: [string, string], 
/**
 * Games on different sides, and how often each finished ahead (ties apart).
 */
against: number, wins: [number, number], ties: number, 
/**
 * The last game each finished ahead of the other.
 */
last_win: [GameId | null, GameId | null], 
/**
 * Games on the same side, and how many of them their side won.
 */
partners: number, partners_won: number, 
/**
 * Every game together, oldest first.
 */
games: Array<PairGame>, 
/**
 * Both ratings after each rated game of either, oldest first.
 */
ratings: Array<PairRating>, };

export type PairGame = { game: GameId, date: string, 
/**
 * On the same side (partners).
 */
partners: boolean, 
/**
 * Their places (1 the best).
 */
places: [number, number], totals: [number, number], };

export type PairRating = { game: GameId, date: string, 
/**
 * Each one's rating after it (the one who did not play keeps theirs; `None`
 * before their first game).
 */
ratings: [Rating | null, Rating | null], };

export type Allowed = { 
/**
 * The move, in the notation of [`crate::action`].
 */
action: string, card: string, taken: Array<string>, kind: CaptureKind, 
/**
 * The bonus events (E2–E6) it pays, under the options.
 */
events: Array<Event>, 
/**
 * Counters from each other player.
 */
each: number, 
/**
 * Counters gained in all: `each × (players − 1)`.
 */
counters: number, 
/**
 * It takes the last face-up card: the next player must reveal.
 */
sautenelle: boolean, };

export type BlaetterTie = "double" | "cumulative";

export type Bonuses = "add" | "highest";

export type CaptureKind = "match" | "sum";

export type ChinkwayWinners = "two_best" | "best";

export type ClassicGameSummary = { game: number, dealer: number, 
/**
 * The Blätter multiplier of the game.
 */
multiplier: number, 
/**
 * Deals so far.
 */
deals: number, 
/**
 * How it ended, once it has.
 */
result: GameResult | null, };

export type ClassicOptions = { 
/**
 * Counters each player starts the sitting with. **[default]** 20 (the worked
 * examples; the text says only "die gleiche Zahl", C.5 #1).
 */
starting_counters: number, 
/**
 * Counters each player puts into the pot at the start of every game: 1 or 2
 * ("einen oder zwei Zählsteine", C.5 #2). **[default]** 1.
 */
stake: number, 
/**
 * What jacks, queens and kings count when they take a sum. **[default]** as
 * printed, 11, 12, 13.
 */
face_value: FaceValue, 
/**
 * Who receives the pot at the end of a game (C.5 #3). **[default]** the winner.
 */
pot_to: PotTo, 
/**
 * What becomes of a pot nobody receives (C.5 #3). **[default]** it carries over.
 */
unwon_pot: UnwonPot, 
/**
 * Whether the bonuses of one capture add up (C.5 #5). **[default]** they add.
 */
bonuses: Bonuses, 
/**
 * Whether the Haneton still pays in the last round, when the Klein-Papillon no
 * longer does (C.5 #7). **[default]** it pays.
 */
haneton_in_last_round: boolean, 
/**
 * Who is "der letzte Spieler" of the Konsolation (C.5 #9). **[default]** the last to
 * reveal.
 */
consolation_to: ConsolationTo, 
/**
 * How die Blätter pay after repeated ties (C.5 #12). **[default]** double, not
 * cumulative.
 */
blaetter_tie: BlaetterTie, 
/**
 * Whether counters may go below zero (C.5 #14). **[default]** allowed.
 */
debt: Debt, 
/**
 * The order of a re-deal onto an empty table (C.5 #13). **[default]** turn up first.
 */
empty_table_deal: EmptyTableDeal, };

export type ConsolationTo = "last_to_reveal" | "dealer";

export type Cut = { 
/**
 * Each round of cutting (the first by everyone, then by the tied).
 */
rounds: Array<Array<CutCard>>, dealer: number, };

export type CutCard = { player: number, card: string, };

export type DealInput = { dealer: string, 
/**
 * The trump the dealer called (five players, the three-player extra deal); in the
 * other deals it follows from the first subject and may be left out.
 */
trump?: FarfaliaTrump | null, 
/**
 * The five subjects in the order they were turned up (the first decides the
 * trump at four players).
 */
proposition: Array<FarfaliaSubject>, 
/**
 * Every side of the deal (the dealer alone is a side at five), with what it kept.
 */
sides: Array<SideInput>, 
/**
 * DOUBLE YOU: the players who played a joker at the start of the deal.
 */
double_you?: Array<string>, };

export type DealReport = { 
/**
 * 1 = the first.
 */
deal: number, dealer: string, 
/**
 * The three-player extra deal, without the fictitious player.
 */
extra: boolean, trump: FarfaliaTrump | null, proposition: Array<FarfaliaSubject>, 
/**
 * The deal's points count double.
 */
doubled: boolean, sides: Array<SideReport>, 
/**
 * Every player, in seat order.
 */
players: Array<PlayerDeal>, };

export type DealerReason = { "rule": "group_chooses" } | { "rule": "lowest_total", total: number, 
/**
 * Everyone with that total, clockwise from the outgoing dealer's left.
 */
tied: Array<string>, outgoing: string, 
/**
 * Under `dealer_rule: lowest_total_not_outgoing`, the outgoing dealer was left
 * out.
 */
outgoing_excluded: boolean, } | { "rule": "left_of_previous", previous: string, };

export type DealerRule = "lowest_total" | "lowest_total_not_outgoing";

export type Debt = "allowed" | "forbidden";

export type EmptyTableDeal = "turn_up_first" | "hands_first";

export type Entry = { "entry": "capture", player: string, 
/**
 * The card played.
 */
card?: string, 
/**
 * The cards taken from the table.
 */
took?: Array<string>, 
/**
 * Aces taken (E2).
 */
aces?: number, 
/**
 * The aces were taken by an ace, a 2, a 3 or a 4 alone: two per ace (E3).
 */
pure?: boolean, 
/**
 * A number card took three table cards (E4).
 */
klein_papillon?: boolean, 
/**
 * A face card took three table cards (E5).
 */
haneton?: boolean, 
/**
 * It took the last face-up card (E6): the next player must reveal.
 */
sautenelle?: boolean, } | { "entry": "reveal", player: string, cards: number, aces?: number, 
/**
 * Why; after a Sautenelle the ledger says so by itself.
 */
reason?: RevealReason, } | { "entry": "deal", turned_up?: boolean, } | { "entry": "won", player: string, } | { "entry": "end", cards: { [key in string]: number }, left_on_table: number, winner?: string, consolation?: string, } | { "entry": "new_game", dealer?: string, };

export type Event = { "event": "dealer_cut", cut: Cut, } | { "event": "game_started", game: number, dealer: number, multiplier: number, pot: number, } | { "event": "dealt", deal: number, turned_up: number, last: boolean, } | { "event": "captured", player: number, card: string, taken: Array<string>, clears_table: boolean, } | { "event": "counted", piles: Array<number>, left_on_table: number, } | { "event": "stake", player: number, counters: number, } | { "event": "aces", player: number, aces: number, each: number, } | { "event": "pure_aces", player: number, aces: number, each: number, } | { "event": "klein_papillon", player: number, each: number, } | { "event": "haneton", player: number, each: number, } | { "event": "sautenelle", player: number, each: number, } | { "event": "reveal", player: number, cards: number, aces: number, reason: RevealReason, 
/**
 * The cards shown (engine only).
 */
shown?: Array<string>, } | { "event": "won", player: number, } | { "event": "consolation", player: number, each: number, table_cards: number, } | { "event": "blaetter", player: number, cards: number, multiplier: number, each: number, } | { "event": "blaetter_tied", players: Array<number>, cards: number, next_multiplier: number, } | { "event": "pot_won", player: number, counters: number, reason: PotReason, } | { "event": "pot_split", each: number, left: number, } | { "event": "pot_carried", counters: number, };

export type FaceValue = "printed" | "ten";

export type FarfaliaCard = { colour: FarfaliaColour, rank: number, subject: FarfaliaSubject, };

export type FarfaliaColour = "red" | "green" | "blue" | "orange";

export type FarfaliaDealRecord = { 
/**
 * 1 = the first.
 */
deal: number, dealer: number, trump: FarfaliaTrump, proposition: Array<FarfaliaSubject>, 
/**
 * The sides: at five the dealer's (the dealer alone) first; at four the fixed
 * teams, seats 1 and 3 then 2 and 4, whoever deals.
 */
sides: Array<FarfaliaSideRecord>, 
/**
 * DOUBLE YOU: the seats that played a joker.
 */
double_you: Array<number>, 
/**
 * The deal counted double (the beginner game's last).
 */
doubled: boolean, 
/**
 * Each seat's points for the deal, as the score keeper gives them.
 */
points: Array<number>, 
/**
 * Each seat's total after the deal.
 */
totals: Array<number>, };

export type FarfaliaLength = { "kind": "standard" } | { "kind": "deals", deals: number, } | { "kind": "target", target: number, };

export type FarfaliaMode = "beginner_five" | "chinkway" | "four" | "three" | "two";

export type FarfaliaNote = "house_points" | "empty_collection" | "partners_each_score" | "outgoing_dealer" | "doubled_deals" | "chinkway_late_teams" | "chinkway_eleventh_deal" | "chinkway_winners" | "three_player_length" | "dummy_partner" | "dummy_play" | "trump_with_dummies" | "dealer_with_dummies" | "shared_victory" | "double_you_leader" | "double_you_stacking" | "double_you_teams" | "house_length" | "house_doubling" | "seating_as_entered";

export type FarfaliaOptions = { 
/**
 * What 3, 2 and 1 matching cards score: the text's table is lost (§5.2).
 */
house_points: HousePoints, 
/**
 * The number of deals; none for the mode's own (§3.6). For three players: the
 * deals with the fictitious player, before the extra deal.
 */
deals: number | null, 
/**
 * Four players: play to this team score instead of a number of deals (§7.2).
 */
target: number | null, 
/**
 * The deals (1 = the first) whose points count double; none for the mode's own:
 * the last deal of the beginner game, no deal elsewhere (§5.5).
 */
doubled_deals: Array<number> | null, 
/**
 * Whether the outgoing dealer may deal again when lowest (§6.2).
 */
dealer_rule: DealerRule, 
/**
 * Whether each deal's dealer and teams must follow the rule (§6.8).
 */
seating: SeatingRule, 
/**
 * CHINKWAY deals 6 and later: the teams beside the lone dealer (§6.3).
 */
chinkway_late_teams: LateTeams, 
/**
 * CHINKWAY: who wins (§7.3).
 */
chinkway_winners: ChinkwayWinners, 
/**
 * Three players: whether the quick game's extra deal without the fictitious
 * player follows the standard deals (§3.5).
 */
three_extra_deal: boolean, 
/**
 * The DOUBLE YOU variant: two jokers each, one a deal doubling one's points (§5.6).
 */
double_you: boolean, 
/**
 * DOUBLE YOU: which leaders may not play a joker (§5.6).
 */
double_you_leader: LeaderBar, 
/**
 * DOUBLE YOU in a doubled deal: ×4, or at most ×2 (§5.7).
 */
double_you_stacking: Stacking, };

export type FarfaliaPhase = { "phase": "double_you", seat: number, } | { "phase": "discard", seat: number, } | { "phase": "trump", seat: number, } | { "phase": "play", seat: number, } | { "phase": "pick", seat: number, } | { "phase": "over" };

export type FarfaliaPlayed = { "kind": "card", card: FarfaliaCard, } | { "kind": "joker", symbol: FarfaliaSubject, };

export type FarfaliaProblem = { "code": "player_count", mode: FarfaliaMode, expected: number, players: number, } | { "code": "empty_name", seat: number, } | { "code": "name_too_long", seat: number, 
/**
 * The first characters, to recognise it.
 */
start: string, chars: number, } | { "code": "duplicate_player", name: string, } | { "code": "house_points", matches: number, points: number, } | { "code": "target_not_for_mode", mode: FarfaliaMode, } | { "code": "target", target: number, } | { "code": "target_and_deals" } | { "code": "deals", mode: FarfaliaMode, deals: number, } | { "code": "doubled_deals_too_many", listed: number, deals: number, } | { "code": "doubled_deal", deal: number, deals: number, } | { "code": "doubled_deal_twice", deal: number, } | { "code": "deal_after_end", deal: number, ended_after: number, } | { "code": "unknown_player", deal: number, name: string, field: Field, known: Array<string>, 
/**
 * The closest player's name, when one is a slip of a letter or two away.
 */
did_you_mean?: string, } | { "code": "dealer_not_by_rule", deal: number, dealer: string, expected: string, reason: DealerReason, } | { "code": "sides_not_by_rule", deal: number, dealer: string, sides: Array<Array<string>>, expected: Array<Array<string>>, } | { "code": "side_shape", deal: number, mode: FarfaliaMode, extra: boolean, sides: Array<Array<string>>, } | { "code": "partners_changed", deal: number, sides: Array<Array<string>>, partners: Array<Array<string>>, } | { "code": "too_many_sides", deal: number, sides: number, players: number, } | { "code": "empty_side", deal: number, side: number, } | { "code": "player_in_two_sides", deal: number, player: string, } | { "code": "player_in_no_side", deal: number, player: string, } | { "code": "proposition_incomplete", deal: number, subjects: number, } | { "code": "proposition_too_long", deal: number, subjects: number, } | { "code": "trump_not_from_proposition", deal: number, trump: FarfaliaTrump, first: FarfaliaSubject, expected: FarfaliaTrump, } | { "code": "negative_count", deal: number, side: Array<string>, subject: FarfaliaSubject, count: number, } | { "code": "more_than_proposed", deal: number, side: Array<string>, subject: FarfaliaSubject, collected: number, proposed: number, } | { "code": "too_many_cards", deal: number, side: Array<string>, cards: number, } | { "code": "card_notation", deal: number, side: Array<string>, 
/**
 * The text as written (its first 40 characters).
 */
text: string, error: NotationError, } | { "code": "card_twice", deal: number, card: FarfaliaCard, sides: Array<Array<string>>, } | { "code": "cards_beyond_count", deal: number, side: Array<string>, subject: FarfaliaSubject, listed: number, counted: number, } | { "code": "deck_limit", deal: number, subject: FarfaliaSubject, collected: number, deck: number, } | { "code": "too_many_picks", deal: number, picks: number, max: number, } | { "code": "double_you_off", deal: number, player: string, } | { "code": "double_you_twice", deal: number, player: string, } | { "code": "double_you_leader", deal: number, player: string, total: number, } | { "code": "double_you_no_joker_left", deal: number, player: string, } | { "code": "too_many_double_you", deal: number, listed: number, players: number, };

export type FarfaliaReport = { mode: FarfaliaMode, 
/**
 * The players, in seat order.
 */
players: Array<string>, 
/**
 * The options as resolved for the mode.
 */
settings: FarfaliaSettings, 
/**
 * Every deal, scored.
 */
deals: Array<DealReport>, 
/**
 * Each player's total, in seat order (four players: the team's total).
 */
totals: Array<number>, 
/**
 * Four players: the two teams and their totals; empty otherwise.
 */
teams: Array<TeamTotal>, standings: Array<SeatStanding>, 
/**
 * The game is over.
 */
finished: boolean, 
/**
 * The winners once the game is over (ties share), in seat order.
 */
winners: Array<string>, 
/**
 * The next deal as the rule sees it; none once the game is over, and none while a
 * side's collection is `waiting`.
 */
next: NextDeal | null, 
/**
 * The sides of a played deal whose collection is not entered yet: the deal's score
 * and the next deal wait for them.
 */
waiting: Array<Waiting>, 
/**
 * The readings, gaps and house rules this sheet's scoring rests on.
 */
notes: Array<FarfaliaNote>, 
/**
 * Names typed without their accents ("Remi") and taken as the one player they can
 * be ("Rémi"), each where it was first typed.
 */
names_read?: Array<NameRead>, };

export type FarfaliaSettings = { 
/**
 * What a side scores for 0 to 5 matching cards (index = matches), before doubling.
 */
points: Array<number>, 
/**
 * The number of deals in all (three players: the extra deal included); none when
 * a four-player game plays to a target.
 */
deals: number | null, 
/**
 * A four-player game's target team score.
 */
target: number | null, 
/**
 * The deals (1 = the first) that count double.
 */
doubled_deals: Array<number>, 
/**
 * Three players: the number of the extra deal without the fictitious player.
 */
extra_deal: number | null, };

export type FarfaliaSheet = { mode: FarfaliaMode, 
/**
 * The players, in seat order, clockwise.
 */
players: Array<string>, options: FarfaliaOptions, 
/**
 * The deals played so far, in order.
 */
deals: Array<DealInput>, };

export type FarfaliaSideRecord = { members: Array<number>, cards: Array<FarfaliaCard>, };

export type FarfaliaSubject = "butterfly" | "strawberry" | "leaf" | "fish" | "shell";

export type FarfaliaTrick = { 
/**
 * 1 = the deal's first trick.
 */
number: number, plays: Array<[number, FarfaliaPlayed]>, winner: number, 
/**
 * BURNIN': the cards its jokers burned.
 */
burned: Array<FarfaliaCard>, 
/**
 * The card the winner kept face up, if any.
 */
kept: FarfaliaCard | null, };

export type FarfaliaTrump = "red" | "green" | "blue" | "orange" | "no_trump";

export type Field = "dealer" | "sides" | "double_you";

export type GameResult = { winner: number | null, 
/**
 * Who had the Konsolation (and took the face-up cards left).
 */
consolation: number | null, 
/**
 * The cards each player counted for die Blätter (after the Konsolation).
 */
piles: Array<number>, 
/**
 * The winner of die Blätter, `None` when the most cards are tied.
 */
blaetter: number | null, 
/**
 * The Blätter multiplier of this game, and of the next.
 */
multiplier: number, next_multiplier: number, 
/**
 * Who took the pot.
 */
pot_to: number | null, 
/**
 * Counters left in the pot for the next game.
 */
pot_carried: number, };

export type HousePoints = { three: number, two: number, one: number, };

export type Impossible = "pure_without_aces" | "both_threes" | "too_many_aces_for_three" | "haneton_pure" | "more_than_four_aces";

export type JokersLeft = { player: string, jokers: number, };

export type LateTeams = "across" | "neighbours";

export type LeaderBar = "tied_leaders_barred" | "unique_leader_barred";

export type Ledger = { 
/**
 * The players in playing order (each one's right-hand neighbour next).
 */
players: Array<string>, options: ClassicOptions, 
/**
 * The first dealer (the lowest cut).
 */
dealer: string, entries: Array<Entry>, };

export type LedgerLine = { 
/**
 * The entry's index; `None` for the start of the sitting (the first game's stakes).
 */
entry: number | null, game: number, deal: number, 
/**
 * The dealer has given out the last card.
 */
last_round: boolean, events: Array<NamedEvent>, 
/**
 * Everyone's counters after the entry, in seat order.
 */
counters: Array<number>, pot: number, };

export type LedgerProblem = { "code": "player_count", count: number, } | { "code": "empty_name", seat: number, } | { "code": "same_name", player: string, } | { "code": "options", error: OptionsError, } | { "code": "unknown_dealer", player: string, 
/**
 * The closest player's name, when one is a slip of a letter or two away.
 */
did_you_mean?: string, } | { "code": "unknown_player", entry: number, player: string, 
/**
 * The closest player's name, when one is a slip of a letter or two away.
 */
did_you_mean?: string, } | { "code": "entry_after_end", entry: number, } | { "code": "below_zero", entry: number, player: string, counters: number, } | { "code": "already_revealed", entry: number, player: string, } | { "code": "already_out", entry: number, player: string, } | { "code": "no_card_left", entry: number, player: string, dealt: number, } | { "code": "illegal_capture", entry: number, player: string, reason: Refusal, } | { "code": "nothing_taken", entry: number, player: string, } | { "code": "no_card_played", entry: number, player: string, } | { "code": "more_than_four", entry: number, player: string, rank: string, count: number, } | { "code": "told_twice", entry: number, player: string, } | { "code": "impossible_capture", entry: number, player: string, why: Impossible, } | { "code": "klein_papillon_in_last_round", entry: number, player: string, } | { "code": "haneton_in_last_round", entry: number, player: string, } | { "code": "too_many_aces", entry: number, player: string, 
/**
 * Aces in the piles (captured, or played to capture).
 */
taken: number, 
/**
 * Aces revealed that no capture recorded since can have taken.
 */
revealed: number, } | { "code": "rank_too_often", entry: number, player: string, rank: string, count: number, } | { "code": "capture_after_sautenelle", entry: number, player: string, sautenelle_by: string, } | { "code": "empty_reveal", entry: number, player: string, } | { "code": "reveal_too_large", entry: number, player: string, cards: number, left: number, } | { "code": "reveal_aces", entry: number, player: string, cards: number, aces: number, } | { "code": "nothing_to_deal", entry: number, } | { "code": "won_before_last_deal", entry: number, player: string, deal: number, talon: number, } | { "code": "revealer_cannot_win", entry: number, player: string, } | { "code": "second_winner", entry: number, player: string, winner: string, } | { "code": "end_before_last_deal", entry: number, deal: number, talon: number, } | { "code": "missing_winner", entry: number, players: Array<string>, } | { "code": "pile_too_large", entry: number, player: string, typed: number, } | { "code": "aces_left_on_table", entry: number, table: number, aces: number, } | { "code": "table_too_large", entry: number, typed: number, } | { "code": "missing_count", entry: number, player: string, } | { "code": "card_count", entry: number, piles: number, table: number, counted: number, } | { "code": "fewer_cards_than_taken", entry: number, player: string, counted: number, at_least: number, } | { "code": "wrong_consolation", entry: number, player: string, due: string | null, } | { "code": "new_game_before_end", entry: number, };

export type LedgerReport = { players: Array<string>, options: ClassicOptions, lines: Array<LedgerLine>, games: Array<ClassicGameSummary>, 
/**
 * Counters now, in seat order.
 */
counters: Array<number>, pot: number, now: NextUp, 
/**
 * The ledger's last game has ended.
 */
finished: boolean, 
/**
 * The players with the most counters (ties share).
 */
leaders: Array<string>, 
/**
 * Names typed without their accents ("Remi") and taken as the one player they can
 * be ("Rémi"), each where it was first typed.
 */
names_read?: Array<NameRead>, };

export type NameRead = { 
/**
 * Where it was first typed (the game's own words: "entry 4", "deal 2", "game 1").
 */
at: string, typed: string, player: string, };

export type NamedEvent = { event: Event, text: string, transfers: Array<Transfer>, };

export type NextDeal = { 
/**
 * 1 = the first deal.
 */
deal: number, 
/**
 * The three-player extra deal, without the fictitious player.
 */
extra: boolean, 
/**
 * The rule's dealer; none when the group chooses (the first deal).
 */
dealer: string | null, reason: DealerReason, 
/**
 * The sides for every possible dealer, in seat order: the rule's dealer's seating
 * is the one to use; the others are for the first deal and for groups that enter
 * their own dealer (option `seating`: `as_entered`).
 */
seatings: Array<Seating>, trump: TrumpBy, 
/**
 * The deal counts double.
 */
doubled: boolean, 
/**
 * How many cards the sides can keep in all.
 */
max_picks: number, 
/**
 * DOUBLE YOU: who may not play a joker in this deal (the leader).
 */
double_you_barred: Array<string>, 
/**
 * DOUBLE YOU: the jokers each player has left; empty when the variant is off.
 */
jokers_left: Array<JokersLeft>, };

export type NextUp = { game: number, dealer: number, deal: number, 
/**
 * The most deals this game can have (fewer if cards are turned up onto an empty
 * table again).
 */
deals_at_most: number, talon: number, last_round: boolean, 
/**
 * The game has ended; the next entry starts a new one.
 */
over: boolean, };

export type NotationError = "empty" | "number" | "colour";

export type OptionsError = { "code": "stake", stake: number, } | { "code": "starting_counters", counters: number, } | { "code": "cannot_pay_stake", counters: number, stake: number, };

export type Party = { "player": number } | "pot";

export type PlayerDeal = { name: string, 
/**
 * Index into the deal's `sides`.
 */
side: number, 
/**
 * The player played a DOUBLE YOU joker.
 */
double_you: boolean, 
/**
 * The side's base points are multiplied by this (the deal's doubling, DOUBLE YOU).
 */
multiplier: number, points: number, 
/**
 * The running total after the deal.
 */
total: number, 
/**
 * The place after the deal (1 for the best; ties share).
 */
place: number, };

export type PotReason = "winner" | "blaetter" | "consolation";

export type PotTo = "winner" | "blaetter";

export type ProutCard = { "kind": "numbered", value: number, } | { "kind": "licorne", value: number, } | { "kind": "intox" };

export type ProutCardInput = number | string;

export type ProutCardPoints = { card: ProutCard, points: number, };

export type ProutDeck = { 
/**
 * Numbered cards without a LICORNE.
 */
numbered: number, licornes: number, 
/**
 * INTOX cards in the game (none in the shared-pile game and solo).
 */
intox: number, total: number, };

export type ProutDeckPart = "numbered" | "intox" | "cards";

export type ProutField = "players" | "ended_by";

export type ProutGameEnd = "emptied" | "no_cards_for_piles" | "draw_pile_empty";

export type ProutGameInput = { 
/**
 * How the game ended; none for the mode's usual end.
 */
end?: ProutGameEnd | null, 
/**
 * Who ended it (the main game: who emptied, or who could not lay the piles; the
 * shared-pile game: whose turn emptied the draw pile, if the group notes it).
 */
ended_by?: string | null, 
/**
 * Every player's cards left, by name.
 */
players: { [key in string]: ProutPlayerInput }, };

export type ProutGameReport = { 
/**
 * 1 = the first.
 */
game: number, end: ProutGameEnd, ended_by: string | null, 
/**
 * The game is fully entered (the main game: who ended it is given).
 */
complete: boolean, 
/**
 * Every player, in seat order.
 */
players: Array<ProutPlayerGame>, 
/**
 * The fewest points of this game alone.
 */
lowest: Array<string>, };

export type ProutLicornes = "besides_the_forty" | "among_the_forty";

export type ProutMode = "main" | "shared" | "solo";

export type ProutNotationError = "empty" | "value" | "licorne_value" | "unknown";

export type ProutNote = "placement_rule_missing" | "intox_effects_missing" | "card_mix" | "player_count" | "licorne_value" | "malus_by_value" | "threshold_match" | "shared_victory" | "variante_outside_main" | "end_at_once" | "shared_pile_end";

export type ProutOptions = { 
/**
 * Cards counted, or their values (the VARIANTE) (§4).
 */
scoring: ProutScoring, 
/**
 * «fixez un nombre de points pour mettre fin au jeu (exemple : 20 points)»: a match
 * of games until someone's running total reaches it; none for a single game (§5).
 */
target: number | null, 
/**
 * The VARIANTE: what a LICORNE is worth; none for its number (§4.3).
 */
licorne_value: number | null, 
/**
 * Whether the 6 LICORNES are among the «40 cartes numérotées» or besides them
 * (§1.2).
 */
licornes: ProutLicornes, };

export type ProutPile = "hand" | "pile" | "malus";

export type ProutPileInput = number | Array<ProutCardInput>;

export type ProutPileScore = { cards: number, points: number, 
/**
 * Each card listed and what it counts (empty when only counted).
 */
items: Array<ProutCardPoints>, };

export type ProutPlayerGame = { name: string, hand: ProutPileScore, 
/**
 * The own draw pile (the main game only).
 */
pile: ProutPileScore | null, malus: ProutPileScore, points: number, 
/**
 * The running total after the game.
 */
total: number, 
/**
 * The place after the game (1 for the fewest points; ties share).
 */
place: number, };

export type ProutPlayerInput = { 
/**
 * The cards left in hand.
 */
hand: ProutPileInput, 
/**
 * The cards left in the own draw pile (the main game only).
 */
pile: ProutPileInput, 
/**
 * The malus cards taken from the piles.
 */
malus: ProutPileInput, };

export type ProutProblem = { "code": "player_count", mode: ProutMode, min: number, max: number, players: number, } | { "code": "empty_name", seat: number, } | { "code": "name_too_long", seat: number, start: string, chars: number, } | { "code": "duplicate_player", name: string, } | { "code": "target", target: number, } | { "code": "target_in_solo" } | { "code": "licorne_value", value: number, } | { "code": "game_after_end", game: number, ended_after: number, target: boolean, } | { "code": "too_many_entries", game: number, entries: number, players: number, } | { "code": "unknown_player", game: number, name: string, field: ProutField, known: Array<string>, 
/**
 * The closest player's name, when one is a slip of a letter or two away.
 */
did_you_mean?: string, } | { "code": "duplicate_entry", game: number, player: string, } | { "code": "missing_player", game: number, player: string, } | { "code": "count", game: number, player: string, pile: ProutPile, count: number, } | { "code": "too_many_listed", game: number, player: string, pile: ProutPile, cards: number, } | { "code": "card_notation", game: number, player: string, pile: ProutPile, text: string, error: ProutNotationError, } | { "code": "pile_not_in_mode", game: number, player: string, mode: ProutMode, count: number, } | { "code": "values_need_cards", game: number, player: string, pile: ProutPile, count: number, } | { "code": "hand_over_five", game: number, player: string, mode: ProutMode, cards: number, } | { "code": "intox_not_in_mode", game: number, player: string, pile: ProutPile, mode: ProutMode, } | { "code": "card_too_often", game: number, card: ProutCard, count: number, deck: number, 
/**
 * The players who list it.
 */
holders: Array<string>, } | { "code": "deck_limit", game: number, what: ProutDeckPart, count: number, deck: number, } | { "code": "end_not_for_mode", game: number, mode: ProutMode, end: ProutGameEnd, } | { "code": "ender_has_cards", game: number, player: string, hand: number, pile: number, } | { "code": "nobody_emptied", game: number, } | { "code": "ender_could_refill", game: number, player: string, numbered: number, } | { "code": "ender_missing", game: number, } | { "code": "too_many_games", games: number, };

export type ProutReport = { mode: ProutMode, 
/**
 * The players, in seat order.
 */
players: Array<string>, settings: ProutSettings, games: Array<ProutGameReport>, 
/**
 * Each player's running total, in seat order.
 */
totals: Array<number>, standings: Array<SeatStanding>, 
/**
 * The match (or the single game) is over.
 */
finished: boolean, 
/**
 * The players whose total reached the target.
 */
reached_target: Array<string>, 
/**
 * The winners once it is over: the lowest total (ties share); in solo the player,
 * if the game ended on 0 points.
 */
winners: Array<string>, 
/**
 * Solo: the result against the goal of 0 points.
 */
solo: ProutSoloResult | null, notes: Array<ProutNote>, 
/**
 * Names typed without their accents ("Remi") and taken as the one player they can
 * be ("Rémi"), each where it was first typed.
 */
names_read?: Array<NameRead>, };

export type ProutScoring = "count" | "values";

export type ProutSettings = { scoring: ProutScoring, target: number | null, 
/**
 * What a LICORNE counts in the VARIANTE; none for its number.
 */
licorne_value: number | null, deck: ProutDeck, };

export type ProutSheet = { mode: ProutMode, 
/**
 * The players, in seat order.
 */
players: Array<string>, options: ProutOptions, 
/**
 * The games played so far, in order.
 */
games: Array<ProutGameInput>, };

export type ProutSoloResult = { points: number, success: boolean, };

export type Refusal = { "code": "nothing_taken" } | { "code": "not_on_table", card: string, } | { "code": "listed_twice", card: string, } | { "code": "played_card_taken", card: string, } | { "code": "not_same_value", card: string, taken: string, } | { "code": "face_only_by_same_face", card: string, face: string, } | { "code": "face_in_sum", face: string, } | { "code": "more_than_one_matched", card: string, rank: string, } | { "code": "match_and_sum", card: string, matched: string, } | { "code": "sum_wrong", card: string, sum: number, value: number, };

export type RevealReason = "cannot_capture" | "after_sautenelle" | "out_of_turn";

export type SeatStanding = { seat: number, 
/**
 * The name as written on the sheet.
 */
name: string, 
/**
 * The seat's side for the game as a whole (partners share one; a game whose teams
 * change every deal gives each seat its own side).
 */
side: number, 
/**
 * The seat's total in the game's own unit (points, counters).
 */
total: number, 
/**
 * 1 for the best; tied seats share a place.
 */
place: number, 
/**
 * Whether the seat is among the game's winners (shared wins included).
 */
won: boolean, };

export type Seating = { dealer: string, 
/**
 * The sides, the dealer's first; in two- and three-player deals a player alone
 * plays with a fictitious partner.
 */
sides: Array<Array<string>>, };

export type SeatingRule = "by_rule" | "as_entered";

export type SheetProgress = "empty" | "incomplete" | "blue_round_only" | "orange_round_only" | "complete";

export type SideInput = { 
/**
 * The side's players (a player alone with a fictitious partner is a side of one).
 */
players: Array<string>, collected?: SubjectCounts | null, 
/**
 * Cards in notation: the number then the colour's letter, `12G`, `3R`, `11B`, `7O`
 * (`V` for vert is read as green).
 */
cards?: Array<string>, 
/**
 * Whether what the side kept is entered (the default, as in every sheet written
 * before). The app adds a played deal's sides as not entered until the group says
 * what each side kept, or that it kept nothing: until then the report names the side
 * as waiting, and the next deal waits too (issue 33).
 */
entered?: boolean, };

export type SideReport = { players: Array<string>, 
/**
 * The dealer's side.
 */
dealer: boolean, collected: SubjectCounts, 
/**
 * What the side kept is entered (else it counts as nothing kept, for now).
 */
entered: boolean, 
/**
 * The cards named on the sheet, if any.
 */
cards: Array<FarfaliaCard>, 
/**
 * The matching cards kept (0 to 5).
 */
matches: number, 
/**
 * The table's value for `matches` (15 for 5, 10 for 4, the house values below).
 */
base: number, 
/**
 * `base`, doubled in a doubled deal: what each member receives before DOUBLE YOU.
 */
points: number, };

export type Situation = { 
/**
 * Players at the table (3 or 4): a bonus is paid by each of the others.
 */
players: number, 
/**
 * The seat of the player capturing (named in the bonus events).
 */
player: number, 
/**
 * The dealer has given out the last card (no Klein-Papillon any more).
 */
last_round: boolean, options: ClassicOptions, };

export type Stacking = "multiply" | "at_most_double";

export type SubjectCounts = { butterfly: number, strawberry: number, leaf: number, fish: number, shell: number, };

export type TeamTotal = { players: Array<string>, total: number, place: number, won: boolean, };

export type Transfer = { from: Party, to: Party, counters: number, };

export type TrumpBy = "dealer_calls" | "first_subject";

export type UnwonPot = "carry_over" | "consolation" | "split";

export type Verdict = { "verdict": "allowed" } & Allowed | { "verdict": "refused", reason: Refusal, };

export type Waiting = { 
/**
 * 1 = the first.
 */
deal: number, players: Array<string>, };

