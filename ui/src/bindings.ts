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

export type Screen = "home" | "new" | "game" | "history" | "stats" | "rules" | "settings" | "play_new" | "play" | "review" | "referee";

export type GameTab = "dice" | "blue" | "orange" | "result";

export type Location = { screen: Screen, game?: number, tab?: GameTab, 
/**
 * The player whose entries are shown.
 */
player?: string, 
/**
 * The paragraph of the rules screen to show.
 */
section?: RuleSection, };

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
points: FixedPoints, };

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
missing: Array<string>, prompts: Prompts, 
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
details: Array<string>, };

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

export type PracticeStats = { name: string, games: number, wins: number, 
/**
 * The mean of the person's side score.
 */
mean_score: number, 
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

export type Blocked = { "why": "not_your_turn" } | { "why": "answer_chat_noir" } | { "why": "cover_first" } | { "why": "fits_nowhere" } | { "why": "not_as_second_card" } | { "why": "engine", reason: string, };

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
 * When the chosen cards are no capture: the engine's reason (English).
 */
why_not: string | null, };

export type ReviewView = { step: number, steps: number, table: TableView, to_play: number | null, played: MoveView | null, preferred: MoveView | null, };

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

export type OrangeEffect = { "effect": "papillon_answer" } | { "effect": "papillon_draw" } | { "effect": "chat_noir" } | { "effect": "chrysalide" } | { "effect": "chenille_restart", suite: number, } | { "effect": "sign_set", suite: number, sign: Sign, } | { "effect": "on_plate", plate: number, } | { "effect": "suite_continues", suite: number, declared?: number, } | { "effect": "take_three" } | { "effect": "draw_and_try" } | { "effect": "draw_one" };

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

export type SheetEdit = { "edit": "toggle_blue_card", player: string, card: string, } | { "edit": "set_blue_count", player: string, cards: number, } | { "edit": "adjust_blue_count", player: string, by: number, } | { "edit": "set_chat_noir", player: string, capture: ChatNoirCapture, } | { "edit": "add_tour", player: string, } | { "edit": "remove_last_tour" } | { "edit": "set_end", end: OrangeEnd, } | { "edit": "add_hand_card", player: string, card: string, draw: boolean, } | { "edit": "remove_hand_card", player: string, card: string, draw: boolean, } | { "edit": "set_empty_hand", player: string, };

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

