//! What the play screens draw: a practice game as one seat sees it, built from the
//! engine's state and views. Nothing here decides a rule: which cards can be played,
//! what a capture takes and where an orange card may go all come from the engine.

use papillon_core::ai::{Level, Reason};
use papillon_core::blue::{BlueAction, BlueState, Direction};
use papillon_core::card::{Back, Card, Face, FaceSet};
use papillon_core::dice::Contest;
use papillon_core::game::{GameKind, Table};
use papillon_core::orange::{OrangeAction, OrangeState, Phase, Slot};
use papillon_core::practice::{Position, RoundMove, SeatPlayer};
use papillon_core::scoring::ScoreReport;
use papillon_store::GameStatus;
use serde::{Deserialize, Serialize};

/// One seat of the table.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct SeatView {
    pub name: String,
    pub player: SeatPlayer,
    /// The index of the seat's side in `PracticeView.sides`.
    pub side: usize,
}

/// Which round a position or a move belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RoundName {
    Blue,
    Orange,
}

/// A move as the log and the last-move line tell it (every card in it is public).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct MoveView {
    /// Counted from 1 over the whole game.
    pub number: u32,
    pub seat: usize,
    pub round: RoundName,
    /// The engine's notation (`F11:E5,S6`).
    pub notation: String,
    pub play: Play,
}

/// What a move did.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Play {
    /// Blue: `card` (with `sign` from the hand) took `taken` from the plate.
    Capture {
        card: String,
        sign: Option<String>,
        taken: Vec<String>,
    },
    /// Blue: the Papillon took the whole plate.
    Papillon { taken: Vec<String> },
    /// Blue: the Chrysalide went to the pile and the direction turned.
    Chrysalide,
    /// Blue: a card placed on the plate.
    Discard { card: String },
    /// Orange: a card placed on a slot of the layout.
    Place {
        card: String,
        back: Back,
        slot: Slot,
        declared: Option<u8>,
    },
    /// Orange: a plate trump covered at the start.
    Cover {
        card: String,
        back: Back,
        plate: u8,
        declared: Option<u8>,
    },
    /// Orange: the plate trumps left uncovered.
    Keep,
    /// Orange: three cards drawn under a Chat Noir attack.
    TakeThree,
    /// Orange: one card drawn (its face is not shown).
    Draw,
}

/// A hand card of the blue round and what it can do, from the engine.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BlueHandCard {
    pub face: String,
    /// Captures this card can make (as the card played; can be millions).
    pub captures: u64,
    /// The best few captures, in one tap each (most points, then most cards).
    pub common: Vec<MoveOption>,
    /// Placing it on the plate, when allowed.
    pub place: Option<MoveOption>,
    /// The Papillon's sweep or the Chrysalide's reversal, when it is that card.
    pub power: Option<MoveOption>,
    /// Why it cannot be played now, when it cannot.
    pub blocked: Option<Blocked>,
}

/// One legal move offered on a button.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct MoveOption {
    pub notation: String,
    pub play: Play,
    /// Blue: the points of the scoring cards it takes (Chat Noir +30).
    pub points: i32,
}

/// Why a hand card cannot be played (the front end words it).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum Blocked {
    /// Not this seat's turn.
    NotYourTurn,
    /// Orange: under a Chat Noir attack only the Papillon or taking three.
    AnswerChatNoir,
    /// Orange: the start of the round: cover a plate trump or keep them first.
    CoverFirst,
    /// Orange: this card goes on no slot of the layout now.
    FitsNowhere,
    /// Orange: the second card of a turn must follow the rules of a second card.
    NotAsSecondCard,
    /// Blue: the Papillon or the Chrysalide goes on a plate that holds cards only with
    /// its power.
    PowerOnly,
    /// Blue: the card can capture, and the house rule forbids laying it down then.
    MustCapture,
    /// Blue: the engine refuses every play of this card now.
    CannotPlay,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BluePlayerView {
    pub hand: usize,
    pub pile: usize,
    /// The scoring cards in the pile (every capture is shown: public).
    pub scoring: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BlueTable {
    /// The viewer's hand (empty when no seat's hand is shown).
    pub hand: Vec<BlueHandCard>,
    pub plate: Vec<String>,
    pub players: Vec<BluePlayerView>,
    pub direction: Direction,
    pub dealer: usize,
    /// Deals played so far (counted from 1) and deals still to come.
    pub deal: u8,
    pub deals_left: u8,
    /// Who holds the Chat Noir in their pile.
    pub chat_noir: Option<usize>,
    /// Every hand, in review only.
    pub hands: Option<Vec<Vec<String>>>,
}

/// An orange card with its back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangeCard {
    pub face: String,
    pub back: Back,
}

impl From<Card> for OrangeCard {
    fn from(card: Card) -> OrangeCard {
        OrangeCard {
            face: card.face.to_string(),
            back: card.back,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangeHandCard {
    pub card: OrangeCard,
    /// The moves that play this card (slot by slot, declared values for the Couteau
    /// Suisse).
    pub moves: Vec<OrangeOption>,
    pub blocked: Option<Blocked>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangeOption {
    pub notation: String,
    /// Where it goes (a cover goes on its plate card); none for keep, take three and
    /// draw.
    pub slot: Option<Slot>,
    pub declared: Option<u8>,
    pub play: Play,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PlateView {
    pub card: OrangeCard,
    /// The value cards follow on it (none while it is an uncovered trump without one).
    pub value: Option<u8>,
    /// A trump turned up at the deal and not covered.
    pub trump: bool,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct SuiteView {
    /// The card on top (none while the suite is empty).
    pub top: Option<OrangeCard>,
    pub value: Option<u8>,
    /// The sign card beside it.
    pub sign: Option<String>,
    /// Which plate card it starts from (0 or 1).
    pub plate: u8,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangePlayerView {
    pub orange: usize,
    pub blue: usize,
}

/// Where the orange turn stands.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum OrangePhase {
    Cover,
    Attacked { attacker: usize },
    Turn { played: u8, drew: bool },
    Over,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OrangeTable {
    pub hand: Vec<OrangeHandCard>,
    /// Keep, take three and draw, when legal.
    pub other_moves: Vec<OrangeOption>,
    pub plates: Vec<PlateView>,
    pub suites: Vec<SuiteView>,
    /// The last power trump placed in the centre.
    pub centre: Option<String>,
    pub players: Vec<OrangePlayerView>,
    pub pile: usize,
    pub pile_orange: usize,
    pub stock: usize,
    pub direction: Direction,
    /// The tour being played (from 1) of `tours`.
    pub tour: u8,
    pub tours: u8,
    pub tour_winners: Vec<usize>,
    pub phase: OrangePhase,
    /// Every hand, in review only.
    pub hands: Option<Vec<Vec<OrangeCard>>>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "round", rename_all = "snake_case")]
pub enum TableView {
    Blue(BlueTable),
    Orange(OrangeTable),
}

/// A practice game as the device shows it now.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PracticeView {
    pub id: i64,
    pub kind: GameKind,
    pub status: GameStatus,
    pub replay_of: Option<i64>,
    /// The seed that dealt the game, once it is over (it deals every hidden card).
    pub seed: Option<u64>,
    /// The house rules the game is played with.
    pub options: papillon_core::RuleOptions,
    pub seats: Vec<SeatView>,
    pub sides: Vec<Vec<String>>,
    pub start_roll: Option<Contest<String>>,
    /// Moves played so far; the next move is number `moves + 1`.
    pub moves: u32,
    /// The seat to play, none when the game is over.
    pub to_play: Option<usize>,
    /// The seat whose hand is shown (the person to play, else the last person who
    /// played).
    pub viewer: Option<usize>,
    pub table: TableView,
    /// Every move of the game, in order.
    pub log: Vec<MoveView>,
    /// The person to play's move when it is their only legal one (auto-play plays it).
    pub only_move: Option<String>,
    /// Whether a person has a move to take back.
    pub can_take_back: bool,
    /// The score of the blue round, once it is over in a full game.
    pub blue_report: Option<ScoreReport>,
    /// The engine's itemised score, once the game is over.
    pub report: Option<ScoreReport>,
}

/// A hint for the person to play.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct HintView {
    pub level: Level,
    pub suggestion: MoveView,
    pub reason: HintReason,
}

/// Why the hint suggests its move (the front end words it).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum HintReason {
    OnlyMove,
    Random,
    /// The one-ply score of the move.
    OnePly {
        score: f64,
    },
    /// Points expected over the other sides, and the next best move's.
    Search {
        expected_margin: f64,
        next_best_margin: Option<f64>,
        iterations: u32,
    },
}

impl From<&Reason> for HintReason {
    fn from(reason: &Reason) -> HintReason {
        match *reason {
            Reason::OnlyMove => HintReason::OnlyMove,
            Reason::Random => HintReason::Random,
            Reason::OnePly { score, .. } => HintReason::OnePly { score },
            Reason::Search {
                expected_margin,
                next_best_margin,
                iterations,
                ..
            } => HintReason::Search {
                expected_margin,
                next_best_margin,
                iterations,
            },
        }
    }
}

/// The plate cards still open to a blue capture being chosen.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BlueChoice {
    /// Plate cards that some capture of the card, with everything chosen so far,
    /// also takes: they stay highlighted.
    pub open: Vec<String>,
    /// The captures that take exactly the chosen cards (several when a sign from the
    /// hand can be added: the front end asks which).
    pub exact: Vec<MoveOption>,
    /// False when the plate has so many captures that only part was examined: every
    /// plate card then stays open and the engine checks the choice.
    pub complete: bool,
    /// When the chosen cards are no capture: the engine's reason, in the app's language.
    pub why_not: Option<String>,
}

/// One step of a finished game's review: the table after move `step` (0: the deal),
/// every hand shown, that move and the hard level's preference when a person made it
/// and it differs.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ReviewView {
    pub step: u32,
    pub steps: u32,
    pub table: TableView,
    pub to_play: Option<usize>,
    pub played: Option<MoveView>,
    pub preferred: Option<MoveView>,
    /// Why the hard level prefers its move, as the hint says it (with `preferred`).
    pub preferred_reason: Option<HintReason>,
}

// ---- building the views from the engine -------------------------------------------

pub(crate) fn faces(set: FaceSet) -> Vec<String> {
    set.iter().map(|f| f.to_string()).collect()
}

pub(crate) fn round_of(position: Position<'_>) -> RoundName {
    match position {
        Position::Blue(_) => RoundName::Blue,
        Position::Orange(_) => RoundName::Orange,
    }
}

/// A move of either round, told with the cards it moved (`before`: the position it
/// was played in).
pub(crate) fn describe(before: Position<'_>, action: RoundMove) -> Play {
    match action {
        RoundMove::Blue(action) => {
            let plate = match before {
                Position::Blue(state) => state.plate(),
                Position::Orange(_) => FaceSet::EMPTY,
            };
            blue_play(action, plate)
        }
        RoundMove::Orange(action) => orange_play(action),
    }
}

pub(crate) fn blue_play(action: BlueAction, plate: FaceSet) -> Play {
    match action {
        BlueAction::Capture(c) => Play::Capture {
            card: c.card.to_string(),
            sign: c.sign.map(|s| Face::Trump(s).to_string()),
            taken: faces(c.taken),
        },
        BlueAction::Papillon => Play::Papillon {
            taken: faces(plate),
        },
        BlueAction::Chrysalide => Play::Chrysalide,
        BlueAction::Place(face) => Play::Discard {
            card: face.to_string(),
        },
    }
}

pub(crate) fn orange_play(action: OrangeAction) -> Play {
    match action {
        OrangeAction::Place {
            card,
            slot,
            declared,
        } => Play::Place {
            card: card.face.to_string(),
            back: card.back,
            slot,
            declared,
        },
        OrangeAction::Cover {
            plate,
            card,
            declared,
        } => Play::Cover {
            card: card.face.to_string(),
            back: card.back,
            plate,
            declared,
        },
        OrangeAction::Keep => Play::Keep,
        OrangeAction::TakeThree => Play::TakeThree,
        OrangeAction::Draw => Play::Draw,
    }
}

/// What the orange layout shows beyond its values: the card on each slot, followed
/// move by move (the engine keeps values; the faces come from the moves).
#[derive(Debug, Clone, Default)]
pub(crate) struct OrangeFaces {
    pub suites: [Option<Card>; 4],
    pub signs: [Option<Face>; 4],
    pub plates: [Option<Card>; 2],
    pub centre: Option<Face>,
}

impl OrangeFaces {
    /// After `action` was applied to reach `after`.
    pub fn follow(&mut self, action: OrangeAction, after: &OrangeState) {
        match action {
            OrangeAction::Place { card, slot, .. } => match slot {
                Slot::Suite(s) => self.suites[usize::from(s) % 4] = Some(card),
                Slot::Sign(s) => self.signs[usize::from(s) % 4] = Some(card.face),
                Slot::Plate(p) => self.plates[usize::from(p) % 2] = Some(card),
                Slot::Centre => self.centre = Some(card.face),
            },
            OrangeAction::Cover { plate, card, .. } => {
                self.plates[usize::from(plate) % 2] = Some(card);
            }
            _ => {}
        }
        self.sync(after);
    }

    /// Forgets what the layout no longer holds (a new tour clears it).
    pub fn sync(&mut self, state: &OrangeState) {
        let layout = state.layout();
        for (s, suite) in layout.suites.iter().enumerate() {
            if suite.top.is_none() {
                self.suites[s] = None;
            }
            if suite.sign.is_none() {
                self.signs[s] = None;
            }
        }
        let plates = state.plate_cards();
        for (p, card) in self.plates.iter_mut().enumerate() {
            if card.is_some_and(|c| layout.plates[p].is_none() && c != plates[p]) {
                *card = None;
            }
        }
        if state.table().is_empty() {
            *self = OrangeFaces::default();
        }
    }
}

pub(crate) fn blue_players(state: &BlueState) -> Vec<BluePlayerView> {
    let scoring = papillon_core::scoring::blue_scoring_faces();
    (0..state.players())
        .map(|p| {
            let pile = state.pile(p);
            BluePlayerView {
                hand: state.hand(p).len(),
                pile: pile.len(),
                scoring: scoring
                    .iter()
                    .filter(|f| pile.contains(**f))
                    .map(|f| f.to_string())
                    .collect(),
            }
        })
        .collect()
}

pub(crate) fn orange_phase(phase: Phase) -> OrangePhase {
    match phase {
        Phase::Cover => OrangePhase::Cover,
        Phase::Attacked { attacker } => OrangePhase::Attacked { attacker },
        Phase::Turn { played, drew, .. } => OrangePhase::Turn { played, drew },
        Phase::Over { .. } => OrangePhase::Over,
    }
}

pub(crate) fn seat_views(table: &Table, seats: &[SeatPlayer]) -> Vec<SeatView> {
    table
        .names
        .iter()
        .zip(seats)
        .enumerate()
        .map(|(seat, (name, player))| SeatView {
            name: name.clone(),
            player: *player,
            side: table.side_of(seat),
        })
        .collect()
}
