//! The score sheet a group fills in at the table, and its validation.
//!
//! [`SheetInput`] is the raw form (JSON, names as strings, cards in notation); it is
//! turned into a [`ScoreSheet`] by [`SheetInput::validate`], which either succeeds or
//! lists every problem found, each naming the player and card at fault. A `ScoreSheet`
//! can only be obtained that way, so the scorer never sees an inconsistent sheet.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{COPIES_PER_FACE, DECK_SIZE, Face, FaceSet, Trump};
use crate::options::CouteauSuisseRoll;
use crate::options::{OptionsError, RuleOptions};
use crate::teams::{MAX_PLAYERS, MIN_PLAYERS, TeamError, TeamSetup, TeamShape};

/// How many cards one player may draw per Papillon left in hand.
pub const PAPILLON_DRAW: usize = 3;
/// The longest player name, in characters: a name is shown on narrow screens and in
/// aligned tables, and a huge one is a typing accident, not a name.
pub const MAX_NAME_CHARS: usize = 200;

/// A score sheet as entered (the JSON format of `papillon score`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetInput {
    /// The players, in seat order.
    pub players: Vec<String>,
    /// The teams; optional for 2 and 3 players (each alone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<Vec<String>>>,
    #[serde(default)]
    pub options: RuleOptions,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue: Option<BlueInput>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orange: Option<OrangeInput>,
    /// Under the roll-off house rule, the tied player (or team member) who won the
    /// roll-off for the victory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner_rolloff: Option<String>,
}

/// The blue round as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BlueInput {
    pub players: BTreeMap<String, BluePlayerInput>,
    /// When most cards is tied: the tied player (or member of a tied team) who won the
    /// roll-off.
    #[serde(default)]
    pub most_cards_rolloff: Option<String>,
    /// Cards left on the plate at the end because nobody made a capture in the whole
    /// round (docs/rules.md §4.18: they stay unscored). Almost always 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub left_on_plate: i64,
}

impl BlueInput {
    /// How many of the deck's cards are entered so far: the counts given plus any left
    /// on the plate (a negative count, which validation refuses, counts as none).
    pub fn cards_entered(&self) -> i64 {
        self.players.values().map(|p| p.cards.max(0)).sum::<i64>() + self.left_on_plate.max(0)
    }

    /// How many of the deck's cards are still to be given to someone (negative when too
    /// many are entered).
    pub fn cards_left(&self) -> i64 {
        DECK_SIZE as i64 - self.cards_entered()
    }
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// What one player captured in the blue round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BluePlayerInput {
    /// How many cards the player captured in all.
    pub cards: i64,
    /// The captured cards that matter (others may be listed too).
    #[serde(default)]
    pub scoring: Vec<String>,
    /// For the holder of the Chat Noir: how it was taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_noir: Option<ChatNoirCapture>,
}

/// How the Chat Noir was taken in the blue round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ChatNoirCapture {
    /// By a cumul or a combination the player chose, or used as the result from hand:
    /// +30.
    Voluntary,
    /// By a Papillon sweep or the last-capture sweep: −30.
    Involuntary,
}

/// How the orange round ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum OrangeEnd {
    /// Someone emptied their hand in the last tour.
    #[default]
    Normal,
    /// The draw pile ran out, the rest of the orange deck was dealt, and someone then
    /// emptied their hand: scored as a normal end (that tour is the last).
    Carnage,
    /// Nobody could play or draw: the blocked tour scores no tour points.
    Apocalypse,
}

impl OrangeEnd {
    /// Whether the last listed tour is the last tour of the round (+30).
    pub fn last_tour_listed(self) -> bool {
        !matches!(self, OrangeEnd::Apocalypse)
    }
}

/// The orange round as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OrangeInput {
    /// Who emptied their hand first in each tour, in order.
    #[serde(default)]
    pub tours: Vec<String>,
    #[serde(default)]
    pub end: OrangeEnd,
    /// The cards left in each hand (use `[]` for an empty hand).
    pub hands: BTreeMap<String, Vec<String>>,
    /// For each holder of a Couteau Suisse: the dice sum rolled for each one held (in
    /// hand first, then among the Papillon's drawn cards).
    #[serde(default)]
    pub couteau_suisse: BTreeMap<String, Vec<i64>>,
    /// For each holder of a Papillon: the cards drawn (three per Papillon, fewer only if
    /// the draw pile ran out).
    #[serde(default)]
    pub papillon_draw: BTreeMap<String, Vec<String>>,
}

/// A validated score sheet. Only [`SheetInput::validate`] makes one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreSheet {
    players: Vec<String>,
    teams: TeamSetup,
    options: RuleOptions,
    blue: Option<BlueSheet>,
    orange: Option<OrangeSheet>,
    winner_rolloff: Option<usize>,
}

impl ScoreSheet {
    pub fn players(&self) -> &[String] {
        &self.players
    }
    pub fn teams(&self) -> &TeamSetup {
        &self.teams
    }
    pub fn options(&self) -> &RuleOptions {
        &self.options
    }
    pub fn blue(&self) -> Option<&BlueSheet> {
        self.blue.as_ref()
    }
    pub fn orange(&self) -> Option<&OrangeSheet> {
        self.orange.as_ref()
    }
    /// The player who won the roll-off for the victory, if one was entered.
    pub fn winner_rolloff(&self) -> Option<usize> {
        self.winner_rolloff
    }
    /// The names of a side's members.
    pub fn side_members(&self, side: usize) -> Vec<String> {
        self.teams.sides()[side]
            .iter()
            .map(|&p| self.players[p].clone())
            .collect()
    }
}

impl ScoreSheet {
    /// A sheet built from an engine's typed data, for [`crate::game`]'s terminal
    /// returns: the engine's invariants stand in for validation (every card in one
    /// place, counts equal to piles), so no text is written and parsed again. The
    /// scorer is then the same function every sheet goes through.
    pub(crate) fn from_engine(
        players: Vec<String>,
        teams: TeamSetup,
        options: RuleOptions,
        blue: Option<BlueSheet>,
        orange: Option<OrangeSheet>,
        winner_rolloff: Option<usize>,
    ) -> ScoreSheet {
        ScoreSheet {
            players,
            teams,
            options,
            blue,
            orange,
            winner_rolloff,
        }
    }
}

impl BlueSheet {
    /// See [`ScoreSheet::from_engine`].
    pub(crate) fn from_engine(
        captures: Vec<BlueCapture>,
        most_cards_rolloff: Option<usize>,
        left_on_plate: u32,
    ) -> BlueSheet {
        BlueSheet {
            captures,
            most_cards_rolloff,
            left_on_plate,
        }
    }
}

impl BlueCapture {
    /// A pile as the engine holds it: every captured face is known.
    pub(crate) fn from_pile(faces: FaceSet, chat_noir: Option<ChatNoirCapture>) -> BlueCapture {
        BlueCapture {
            cards: faces.len() as u32,
            faces,
            chat_noir,
        }
    }
}

impl OrangeSheet {
    /// See [`ScoreSheet::from_engine`].
    pub(crate) fn from_engine(
        tours: Vec<usize>,
        end: OrangeEnd,
        hands: Vec<Vec<Face>>,
        couteau_suisse: Vec<Vec<u8>>,
        papillon_draw: Vec<Vec<Face>>,
    ) -> OrangeSheet {
        OrangeSheet {
            tours,
            end,
            hands,
            couteau_suisse,
            papillon_draw,
        }
    }
}

/// The validated blue round, per player index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlueSheet {
    captures: Vec<BlueCapture>,
    most_cards_rolloff: Option<usize>,
    left_on_plate: u32,
}

impl BlueSheet {
    pub fn captures(&self) -> &[BlueCapture] {
        &self.captures
    }
    /// The player who won the most-cards roll-off, when there was a tie.
    pub fn most_cards_rolloff(&self) -> Option<usize> {
        self.most_cards_rolloff
    }
    pub fn left_on_plate(&self) -> u32 {
        self.left_on_plate
    }
}

/// What one player captured. Invariant: `chat_noir` is set exactly when `faces`
/// holds the Chat Noir; `faces.len() <= cards`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlueCapture {
    cards: u32,
    faces: FaceSet,
    chat_noir: Option<ChatNoirCapture>,
}

impl BlueCapture {
    pub fn cards(&self) -> u32 {
        self.cards
    }
    pub fn faces(&self) -> FaceSet {
        self.faces
    }
    pub fn chat_noir(&self) -> Option<ChatNoirCapture> {
        self.chat_noir
    }
}

/// The validated orange round, per player index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrangeSheet {
    tours: Vec<usize>,
    end: OrangeEnd,
    hands: Vec<Vec<Face>>,
    couteau_suisse: Vec<Vec<u8>>,
    papillon_draw: Vec<Vec<Face>>,
}

impl OrangeSheet {
    /// Who emptied their hand first in each tour.
    pub fn tours(&self) -> &[usize] {
        &self.tours
    }
    pub fn end(&self) -> OrangeEnd {
        self.end
    }
    pub fn hand(&self, player: usize) -> &[Face] {
        &self.hands[player]
    }
    pub fn couteau_suisse_rolls(&self, player: usize) -> &[u8] {
        &self.couteau_suisse[player]
    }
    pub fn papillon_draw(&self, player: usize) -> &[Face] {
        &self.papillon_draw[player]
    }
}

/// One problem with a sheet. Every message names the player, card or value at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    #[error("a game needs 2 to 5 players, this sheet has {0}")]
    PlayerCount(usize),
    #[error("player {position} has an empty name")]
    EmptyName { position: usize },
    #[error(
        "player {position}'s name \"{start}…\" is {chars} characters long; a name has at most {MAX_NAME_CHARS}"
    )]
    NameTooLong {
        position: usize,
        /// The first characters of the name, to recognise it.
        start: String,
        chars: usize,
    },
    #[error("two players are called \"{0}\"; give each player a distinct name")]
    DuplicatePlayer(String),
    #[error("{0}")]
    Options(#[from] OptionsError),
    #[error("unknown player \"{name}\" in {place} (the players are {})", known.join(", "))]
    UnknownPlayer {
        name: String,
        place: SheetPlace,
        known: Vec<String>,
    },
    #[error("teams: {0}")]
    Teams(TeamProblem),
    #[error("the sheet has neither a blue nor an orange round")]
    NoRound,
    #[error("blue round: no entry for {0} (give their card count, 0 if they captured nothing)")]
    MissingBlueEntry(String),
    #[error("blue round: {player}'s card count {cards} is impossible (0 to 58)")]
    CardCount { player: String, cards: i64 },
    #[error("blue round: {player}'s {card} is listed twice")]
    BlueCardListedTwice { player: String, card: Face },
    #[error(
        "blue round: the blue {card} ({}) is listed for both {first} and {second}; a blue card can be captured by one player only",
        card.name()
    )]
    BlueCardForTwoPlayers {
        card: Face,
        first: String,
        second: String,
    },
    #[error("{}: {player}: {error}", place.round())]
    Card {
        place: SheetPlace,
        player: String,
        error: crate::card::CardParseError,
    },
    #[error("blue round: {player} captured {cards} cards but {listed} are listed as captured")]
    MoreListedThanCaptured {
        player: String,
        cards: u32,
        listed: usize,
    },
    #[error(
        "blue round: {0} captured the Chat Noir: say whether it was voluntary (+30) or involuntary (-30) with \"chat_noir\""
    )]
    ChatNoirMissing(String),
    #[error(
        "blue round: {player} has \"chat_noir\": \"{}\" but the Chat Noir is not among their captured cards",
        capture_name(*capture)
    )]
    ChatNoirSuperfluous {
        player: String,
        capture: ChatNoirCapture,
    },
    #[error(
        "blue round: the card counts add up to {sum} ({}), not 58",
        list_counts(counts, *left_on_plate)
    )]
    BlueCount {
        sum: i64,
        /// Each player's count, in seat order.
        counts: Vec<(String, u32)>,
        left_on_plate: u32,
    },
    #[error("blue round: \"left_on_plate\" {0} is impossible (0 to 58)")]
    LeftOnPlate(i64),
    #[error(
        "blue round: most cards is tied between {} with {cards} cards each: enter the winner of the dice roll-off in \"most_cards_rolloff\"",
        tied.iter().map(|s| s.join("+")).collect::<Vec<_>>().join(" and ")
    )]
    MostCardsTie { tied: Vec<Vec<String>>, cards: u32 },
    #[error(
        "blue round: the most-cards roll-off names {name}, who is not among the tied ({})",
        tied.iter().map(|s| s.join("+")).collect::<Vec<_>>().join(", ")
    )]
    RolloffNotTied {
        name: String,
        tied: Vec<Vec<String>>,
    },
    #[error(
        "blue round: the most-cards roll-off names {name} but there is no tie ({} has the most cards)",
        leader.as_ref().map_or_else(|| "nobody".to_owned(), |l| l.join("+"))
    )]
    RolloffWithoutTie {
        name: String,
        /// The side with the most cards (none when nobody captured anything).
        leader: Option<Vec<String>>,
    },
    #[error("orange round: no hand entered for {0} (use [] for an empty hand)")]
    MissingHand(String),
    #[error(
        "orange round: a round that ended normally has at least one tour: say who emptied their hand in each tour"
    )]
    NoTours,
    #[error(
        "orange round: {listed} tours are listed, but at {players} players the orange deck deals {max} hands{}",
        if *end == OrangeEnd::Apocalypse {
            format!(
                ", and in an apocalypse the blocked tour is not listed: at most {} tours",
                max.saturating_sub(1)
            )
        } else {
            format!(": at most {max} tours")
        }
    )]
    TooManyTours {
        players: usize,
        listed: usize,
        max: usize,
        end: OrangeEnd,
    },
    #[error(
        "orange round: {listed} of the {expected} tours are entered; at {players} players a round that ends normally has exactly {expected} tours (the last one is dealt with the last orange cards); enter the missing tours, or say the round ended in a carnage or an apocalypse"
    )]
    TooFewTours {
        players: usize,
        listed: usize,
        expected: usize,
    },
    #[error(
        "orange round: {player} emptied their hand in the last tour but their hand still holds {}",
        cards.join(", ")
    )]
    LastTourHandNotEmpty { player: String, cards: Vec<String> },
    #[error(
        "orange round: {card} appears {count} times ({}); each face exists twice, one per deck",
        list_holders(holders)
    )]
    FaceTooOften {
        card: Face,
        count: usize,
        /// Who holds it, and how many times each.
        holders: Vec<(String, usize)>,
    },
    #[error(
        "orange round: {player} holds {held} Couteau Suisse but {rolled} dice roll(s) are entered in \"couteau_suisse\""
    )]
    CouteauSuisseRolls {
        player: String,
        held: usize,
        rolled: usize,
    },
    #[error(
        "orange round: {player}'s Couteau Suisse roll {value} is impossible: {}",
        roll.describe()
    )]
    RollOutOfRange {
        player: String,
        value: i64,
        roll: CouteauSuisseRoll,
    },
    #[error(
        "orange round: {player} holds the Papillon: enter the {expected} cards drawn in \"papillon_draw\" (fewer only if the draw pile ran out)"
    )]
    PapillonDrawMissing { player: String, expected: usize },
    #[error(
        "orange round: {player} drew {drawn} cards for {papillons} Papillon(s); at most {max} can be drawn"
    )]
    PapillonDrawTooMany {
        player: String,
        drawn: usize,
        papillons: usize,
        max: usize,
    },
    #[error("orange round: {player} has a Papillon draw but holds no Papillon")]
    PapillonDrawSuperfluous { player: String },
    #[error(
        "the best totals are tied between {} at {total}: under the roll-off house rule, enter the winner of the dice roll-off in \"winner_rolloff\"",
        tied.iter().map(|s| s.join("+")).collect::<Vec<_>>().join(" and ")
    )]
    WinnerTie { tied: Vec<Vec<String>>, total: i32 },
    #[error("\"winner_rolloff\" names {name}, but {reason}")]
    WinnerRolloffUnused { name: String, reason: RolloffUnused },
}

impl SheetError {
    /// Whether this problem only says that the sheet is not filled in yet — something
    /// more entry at the table resolves without changing what was entered (a count not
    /// yet typed, a hand not yet entered, a roll not yet made). Every other problem is a
    /// contradiction (an unknown card, a card given to two players…) that an entry must
    /// never introduce.
    pub fn is_incomplete(&self) -> bool {
        match self {
            SheetError::NoRound
            | SheetError::MissingBlueEntry(_)
            | SheetError::MoreListedThanCaptured { .. }
            | SheetError::ChatNoirMissing(_)
            | SheetError::MostCardsTie { .. }
            | SheetError::MissingHand(_)
            | SheetError::NoTours
            | SheetError::TooFewTours { .. }
            | SheetError::PapillonDrawMissing { .. }
            | SheetError::WinnerTie { .. } => true,
            // fewer than 58 cards: some are not entered yet; more is a contradiction
            SheetError::BlueCount { sum, .. } => *sum < DECK_SIZE as i64,
            SheetError::CouteauSuisseRolls { held, rolled, .. } => rolled < held,
            _ => false,
        }
    }
}

impl SheetError {
    /// Whether this problem can be found in a sheet that was valid when it was entered,
    /// because the engine's reading of the rules changed since (the number of orange
    /// tours per table, docs/rules.md §6.16). Such sheets are kept — by the schema
    /// upgrade and by an import — and their game reopens to be corrected.
    pub fn is_rules_change(&self) -> bool {
        matches!(
            self,
            SheetError::TooManyTours { .. } | SheetError::TooFewTours { .. }
        )
    }

    /// Whether this problem is no worse than `before`, one the sheet already had: the
    /// same problem, or too many tours but no more than before. An entry on a sheet
    /// that breaks a rule may keep what it had, never add to it.
    pub fn no_worse_than(&self, before: &SheetError) -> bool {
        match (self, before) {
            (
                SheetError::TooManyTours { listed, end, .. },
                SheetError::TooManyTours {
                    listed: was,
                    end: was_end,
                    ..
                },
            ) => listed <= was || end != was_end,
            _ => self == before,
        }
    }
}

impl SheetErrors {
    /// Whether every problem is only a missing entry ([`SheetError::is_incomplete`]).
    pub fn only_incomplete(&self) -> bool {
        self.0.iter().all(SheetError::is_incomplete)
    }

    /// The problems that are contradictions, not missing entries.
    pub fn contradictions(&self) -> impl Iterator<Item = &SheetError> {
        self.0.iter().filter(|e| !e.is_incomplete())
    }
}

/// The lower-case name of a Chat Noir capture, as a sheet writes it.
pub fn capture_name(capture: ChatNoirCapture) -> &'static str {
    match capture {
        ChatNoirCapture::Voluntary => "voluntary",
        ChatNoirCapture::Involuntary => "involuntary",
    }
}

/// Where on a sheet a player's name or a card was found: the command line names the
/// field (`orange.tours`), the app says it in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SheetPlace {
    Teams,
    BluePlayers,
    BlueScoring,
    MostCardsRolloff,
    OrangeTours,
    OrangeHands,
    OrangeCouteauSuisse,
    OrangePapillonDraw,
    WinnerRolloff,
}

impl SheetPlace {
    /// The field of the sheet's JSON.
    pub fn field(self) -> &'static str {
        match self {
            SheetPlace::Teams => "teams",
            SheetPlace::BluePlayers => "blue.players",
            SheetPlace::BlueScoring => "blue.players.*.scoring",
            SheetPlace::MostCardsRolloff => "most_cards_rolloff",
            SheetPlace::OrangeTours => "orange.tours",
            SheetPlace::OrangeHands => "orange.hands",
            SheetPlace::OrangeCouteauSuisse => "orange.couteau_suisse",
            SheetPlace::OrangePapillonDraw => "orange.papillon_draw",
            SheetPlace::WinnerRolloff => "winner_rolloff",
        }
    }

    /// The part of the game, for messages about a card.
    pub fn round(self) -> &'static str {
        match self {
            SheetPlace::Teams | SheetPlace::WinnerRolloff => "the game",
            SheetPlace::BluePlayers | SheetPlace::BlueScoring | SheetPlace::MostCardsRolloff => {
                "blue round"
            }
            SheetPlace::OrangeTours | SheetPlace::OrangeHands | SheetPlace::OrangeCouteauSuisse => {
                "orange round"
            }
            SheetPlace::OrangePapillonDraw => "orange round (Papillon draw)",
        }
    }
}

impl fmt::Display for SheetPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.field())
    }
}

/// What is wrong with the teams of a sheet, with the players named.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum TeamProblem {
    #[error("{player} is in more than one team")]
    InTwoTeams { player: String },
    #[error("{player} is in no team")]
    InNoTeam { player: String },
    #[error("a team cannot be empty")]
    EmptyTeam,
    #[error("{shape}")]
    Shape { shape: TeamShape },
}

/// Why a winner roll-off entry is not used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum RolloffUnused {
    #[error("equal best totals share the victory under the current rules (tied_winners = share)")]
    SharedVictory,
    #[error("there is no tie for the victory ({} wins)", winner.join("+"))]
    NoTie { winner: Vec<String> },
    #[error(
        "they are not among the tied ({})",
        tied.iter().map(|s| s.join("+")).collect::<Vec<_>>().join(", ")
    )]
    NotTied { tied: Vec<Vec<String>> },
}

fn list_counts(counts: &[(String, u32)], left_on_plate: u32) -> String {
    let mut parts: Vec<String> = counts.iter().map(|(n, c)| format!("{n} {c}")).collect();
    if left_on_plate > 0 {
        parts.push(format!("left on the plate {left_on_plate}"));
    }
    parts.join(", ")
}

fn list_holders(holders: &[(String, usize)]) -> String {
    holders
        .iter()
        .map(|(name, n)| {
            if *n > 1 {
                format!("{name} ×{n}")
            } else {
                name.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every problem found in a sheet (never empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetErrors(pub Vec<SheetError>);

impl SheetErrors {
    pub fn errors(&self) -> &[SheetError] {
        &self.0
    }
}

impl fmt::Display for SheetErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, error) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{error}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SheetErrors {}

impl From<SheetError> for SheetErrors {
    fn from(error: SheetError) -> SheetErrors {
        SheetErrors(vec![error])
    }
}

/// Looks names up and collects errors while a sheet is being validated.
struct Checker<'a> {
    players: &'a [String],
    errors: Vec<SheetError>,
}

impl Checker<'_> {
    fn index(&mut self, name: &str, place: SheetPlace) -> Option<usize> {
        let found = self.players.iter().position(|p| p == name);
        if found.is_none() {
            self.errors.push(SheetError::UnknownPlayer {
                name: name.to_string(),
                place,
                known: self.players.to_vec(),
            });
        }
        found
    }

    fn faces(&mut self, cards: &[String], place: SheetPlace, player: usize) -> Vec<Face> {
        let mut faces = Vec::with_capacity(cards.len());
        for text in cards {
            match text.parse::<Face>() {
                Ok(face) => faces.push(face),
                Err(error) => self.errors.push(SheetError::Card {
                    place,
                    player: self.players[player].clone(),
                    error,
                }),
            }
        }
        faces
    }

    /// A map keyed by player name, as a vector indexed by player; unknown names are
    /// reported.
    fn by_player<'v, V>(
        &mut self,
        map: &'v BTreeMap<String, V>,
        place: SheetPlace,
    ) -> Vec<Option<&'v V>> {
        let mut out = vec![None; self.players.len()];
        for (name, value) in map {
            if let Some(i) = self.index(name, place) {
                out[i] = Some(value);
            }
        }
        out
    }
}

/// The form names are compared in: surrounding spaces ignored, case ignored. Two names
/// with the same key are the same player.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Checks a list of player names, whatever their number: none empty, none twice
/// (ignoring case, as everywhere in Papillon).
pub fn check_names(names: &[String]) -> Result<(), SheetErrors> {
    let mut errors = Vec::new();
    for (position, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            errors.push(SheetError::EmptyName {
                position: position + 1,
            });
        }
        let chars = name.chars().count();
        if chars > MAX_NAME_CHARS {
            errors.push(SheetError::NameTooLong {
                position: position + 1,
                start: name.chars().take(20).collect(),
                chars,
            });
            continue;
        }
        let key = name_key(name);
        let first = names.iter().position(|other| name_key(other) == key);
        if first.is_some_and(|first| first < position) {
            errors.push(SheetError::DuplicatePlayer(name.clone()));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(SheetErrors(errors))
    }
}

impl SheetInput {
    /// Checks a game's set-up before any round is entered: the players (2 to 5,
    /// named, distinct ignoring case), the options, the teams, and the seating — the
    /// players are listed in table order, so with 4 players partners must sit opposite.
    /// Returns the validated teams.
    pub fn check_setup(&self) -> Result<TeamSetup, SheetErrors> {
        self.check_players()?;
        let mut checker = Checker {
            players: &self.players,
            errors: Vec::new(),
        };
        if let Err(e) = self.options.validate() {
            checker.errors.push(e.into());
        }
        let teams = self.check_teams(&mut checker);
        if let Some(teams) = &teams {
            let seats: Vec<usize> = (0..self.players.len()).collect();
            if let Err(e) = teams.check_seating(&seats) {
                checker
                    .errors
                    .push(SheetError::Teams(team_problem(e, &self.players)));
            }
        }
        match teams {
            Some(teams) if checker.errors.is_empty() => Ok(teams),
            Some(_) => Err(SheetErrors(checker.errors)),
            None => {
                // check_teams records an error whenever it returns None
                Err(SheetErrors(checker.errors))
            }
        }
    }

    /// Checks everything and returns the validated sheet, or every problem found.
    pub fn validate(&self) -> Result<ScoreSheet, SheetErrors> {
        self.check_players()?;
        let mut checker = Checker {
            players: &self.players,
            errors: Vec::new(),
        };
        if let Err(e) = self.options.validate() {
            checker.errors.push(e.into());
        }
        let teams = self.check_teams(&mut checker);
        if self.blue.is_none() && self.orange.is_none() {
            checker.errors.push(SheetError::NoRound);
        }
        let blue = self
            .blue
            .as_ref()
            .and_then(|blue| check_blue(blue, teams.as_ref(), &mut checker));
        let orange = self
            .orange
            .as_ref()
            .and_then(|orange| check_orange(orange, &self.options, &mut checker));
        let winner_rolloff = self
            .winner_rolloff
            .as_deref()
            .and_then(|name| checker.index(name, SheetPlace::WinnerRolloff));
        if !checker.errors.is_empty() {
            return Err(SheetErrors(checker.errors));
        }
        match teams {
            Some(teams) => Ok(ScoreSheet {
                players: self.players.clone(),
                teams,
                options: self.options.clone(),
                blue,
                orange,
                winner_rolloff,
            }),
            // check_teams records an error whenever it returns None, and errors
            // returned above; this is only reached with teams
            None => Err(SheetErrors(checker.errors)),
        }
    }

    fn check_players(&self) -> Result<(), SheetErrors> {
        let count = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&count) {
            return Err(SheetError::PlayerCount(count).into());
        }
        check_names(&self.players)
    }

    fn check_teams(&self, checker: &mut Checker) -> Option<TeamSetup> {
        let result = match &self.teams {
            None => TeamSetup::default_for(self.players.len(), &self.options),
            Some(teams) => {
                let before = checker.errors.len();
                let sides: Vec<Vec<usize>> = teams
                    .iter()
                    .map(|team| {
                        team.iter()
                            .filter_map(|name| checker.index(name, SheetPlace::Teams))
                            .collect()
                    })
                    .collect();
                if checker.errors.len() > before {
                    return None;
                }
                TeamSetup::new(self.players.len(), sides, &self.options)
            }
        };
        match result {
            Ok(teams) => Some(teams),
            Err(error) => {
                checker.errors.push(match error {
                    // checked before the teams, with the same bounds
                    TeamError::PlayerCount(n) => SheetError::PlayerCount(n),
                    other => SheetError::Teams(team_problem(other, &self.players)),
                });
                None
            }
        }
    }
}

/// A team error about player indices, with the players named.
fn team_problem(error: TeamError, players: &[String]) -> TeamProblem {
    let name = |p: usize| players.get(p).cloned().unwrap_or_else(|| format!("#{p}"));
    match error {
        TeamError::InTwoTeams { player } => TeamProblem::InTwoTeams {
            player: name(player),
        },
        TeamError::InNoTeam { player } => TeamProblem::InNoTeam {
            player: name(player),
        },
        // names are resolved to indices before the teams are built, so an index out of
        // range or a wrong count cannot come from a sheet; report them as a shape error
        TeamError::NoSuchPlayer { .. } | TeamError::PlayerCount(_) | TeamError::EmptyTeam => {
            TeamProblem::EmptyTeam
        }
        TeamError::Shape(shape) => TeamProblem::Shape { shape },
    }
}

fn check_blue(
    blue: &BlueInput,
    teams: Option<&TeamSetup>,
    checker: &mut Checker,
) -> Option<BlueSheet> {
    let before = checker.errors.len();
    let players = checker.players;
    let entries = checker.by_player(&blue.players, SheetPlace::BluePlayers);
    let mut captures = Vec::with_capacity(players.len());
    // who captured each blue face
    let mut owner: [Option<usize>; DECK_SIZE] = [None; DECK_SIZE];
    let mut counts_ok = true;
    for (p, entry) in entries.iter().enumerate() {
        let Some(entry) = entry else {
            checker
                .errors
                .push(SheetError::MissingBlueEntry(players[p].clone()));
            counts_ok = false;
            continue;
        };
        let count = u32::try_from(entry.cards)
            .ok()
            .filter(|&n| n as usize <= DECK_SIZE);
        if count.is_none() {
            checker.errors.push(SheetError::CardCount {
                player: players[p].clone(),
                cards: entry.cards,
            });
            counts_ok = false;
        }
        let cards = count.unwrap_or(0);
        let mut faces = FaceSet::EMPTY;
        for face in checker.faces(&entry.scoring, SheetPlace::BlueScoring, p) {
            if !faces.insert(face) {
                checker.errors.push(SheetError::BlueCardListedTwice {
                    player: players[p].clone(),
                    card: face,
                });
                continue;
            }
            let slot = &mut owner[usize::from(face.index())];
            match *slot {
                Some(first) => checker.errors.push(SheetError::BlueCardForTwoPlayers {
                    card: face,
                    first: players[first].clone(),
                    second: players[p].clone(),
                }),
                None => *slot = Some(p),
            }
        }
        if count.is_some() && faces.len() > cards as usize {
            checker.errors.push(SheetError::MoreListedThanCaptured {
                player: players[p].clone(),
                cards,
                listed: faces.len(),
            });
        }
        let has_chat_noir = faces.contains(Face::Trump(Trump::ChatNoir));
        match (has_chat_noir, entry.chat_noir) {
            (true, None) => checker
                .errors
                .push(SheetError::ChatNoirMissing(players[p].clone())),
            (false, Some(capture)) => checker.errors.push(SheetError::ChatNoirSuperfluous {
                player: players[p].clone(),
                capture,
            }),
            _ => {}
        }
        captures.push(BlueCapture {
            cards,
            faces,
            chat_noir: entry.chat_noir.filter(|_| has_chat_noir),
        });
    }
    let left_on_plate = match u32::try_from(blue.left_on_plate) {
        Ok(n) if n as usize <= DECK_SIZE => n,
        _ => {
            checker
                .errors
                .push(SheetError::LeftOnPlate(blue.left_on_plate));
            counts_ok = false;
            0
        }
    };
    if counts_ok {
        let sum: i64 =
            captures.iter().map(|c| i64::from(c.cards)).sum::<i64>() + i64::from(left_on_plate);
        if sum != DECK_SIZE as i64 {
            checker.errors.push(SheetError::BlueCount {
                sum,
                counts: players
                    .iter()
                    .cloned()
                    .zip(captures.iter().map(|c| c.cards))
                    .collect(),
                left_on_plate,
            });
        }
    }
    let rolloff = blue
        .most_cards_rolloff
        .as_deref()
        .map(|name| (name, checker.index(name, SheetPlace::MostCardsRolloff)));
    if checker.errors.len() > before {
        return None;
    }
    let teams = teams?;
    let most_cards_rolloff = check_most_cards(&captures, teams, rolloff, checker)?;
    Some(BlueSheet {
        captures,
        most_cards_rolloff,
        left_on_plate,
    })
}

/// Cards captured per side.
pub(crate) fn side_card_counts(captures: &[BlueCapture], teams: &TeamSetup) -> Vec<u32> {
    teams
        .sides()
        .iter()
        .map(|side| side.iter().map(|&p| captures[p].cards).sum())
        .collect()
}

/// The sides tied for most cards, if there is a tie (and at least one card captured).
pub(crate) fn most_cards_tied(counts: &[u32]) -> Option<(Vec<usize>, u32)> {
    let max = counts.iter().copied().max().unwrap_or(0);
    let best: Vec<usize> = (0..counts.len()).filter(|&s| counts[s] == max).collect();
    (max > 0 && best.len() > 1).then_some((best, max))
}

fn check_most_cards(
    captures: &[BlueCapture],
    teams: &TeamSetup,
    rolloff: Option<(&str, Option<usize>)>,
    checker: &mut Checker,
) -> Option<Option<usize>> {
    let players = checker.players;
    let counts = side_card_counts(captures, teams);
    let names = |sides: &[usize]| -> Vec<Vec<String>> {
        sides
            .iter()
            .map(|&s| {
                teams.sides()[s]
                    .iter()
                    .map(|&p| players[p].clone())
                    .collect()
            })
            .collect()
    };
    match (most_cards_tied(&counts), rolloff) {
        (None, None) => Some(None),
        (None, Some((name, _))) => {
            let max = counts.iter().copied().max().unwrap_or(0);
            let leader = (0..counts.len())
                .find(|&s| counts[s] == max && max > 0)
                .map(|s| names(&[s]).concat());
            checker.errors.push(SheetError::RolloffWithoutTie {
                name: name.to_string(),
                leader,
            });
            None
        }
        (Some((tied, cards)), None) => {
            checker.errors.push(SheetError::MostCardsTie {
                tied: names(&tied),
                cards,
            });
            None
        }
        (Some((tied, _)), Some((name, index))) => {
            let index = index?;
            if tied.iter().any(|&s| teams.sides()[s].contains(&index)) {
                Some(Some(index))
            } else {
                checker.errors.push(SheetError::RolloffNotTied {
                    name: name.to_string(),
                    tied: names(&tied),
                });
                None
            }
        }
    }
}

fn check_orange(
    orange: &OrangeInput,
    options: &RuleOptions,
    checker: &mut Checker,
) -> Option<OrangeSheet> {
    let before = checker.errors.len();
    let players = checker.players;
    let tours: Vec<usize> = orange
        .tours
        .iter()
        .filter_map(|name| checker.index(name, SheetPlace::OrangeTours))
        .collect();
    if orange.tours.is_empty() && orange.end.last_tour_listed() {
        checker.errors.push(SheetError::NoTours);
    }
    check_tour_count(orange, players.len(), checker);
    let hand_entries = checker.by_player(&orange.hands, SheetPlace::OrangeHands);
    let mut hands = vec![Vec::new(); players.len()];
    for (p, entry) in hand_entries.iter().enumerate() {
        match entry {
            Some(cards) => hands[p] = checker.faces(cards, SheetPlace::OrangeHands, p),
            None => checker
                .errors
                .push(SheetError::MissingHand(players[p].clone())),
        }
    }
    // the last listed tour is the round's last only in a carnage, or when every tour the
    // table deals is listed (otherwise it is an intermediate tour: its winner was dealt
    // a new hand)
    let last_is_last = match orange.end {
        OrangeEnd::Carnage => true,
        OrangeEnd::Normal => orange_tours(players.len()) == Some(orange.tours.len()),
        OrangeEnd::Apocalypse => false,
    };
    if last_is_last
        && let (Some(&last), Some(last_name)) = (tours.last(), orange.tours.last())
        && tours.len() == orange.tours.len()
        && let Some(Some(cards)) = hand_entries.get(last)
        && !cards.is_empty()
    {
        checker.errors.push(SheetError::LastTourHandNotEmpty {
            player: last_name.clone(),
            cards: cards.to_vec(),
        });
    }
    let draw_entries = checker.by_player(&orange.papillon_draw, SheetPlace::OrangePapillonDraw);
    let mut draws = vec![Vec::new(); players.len()];
    for (p, entry) in draw_entries.iter().enumerate() {
        let papillons = hands[p]
            .iter()
            .filter(|f| f.is_trump(Trump::Papillon))
            .count();
        match entry {
            None if papillons > 0 => checker.errors.push(SheetError::PapillonDrawMissing {
                player: players[p].clone(),
                expected: PAPILLON_DRAW * papillons,
            }),
            None => {}
            Some(cards) if papillons == 0 && !cards.is_empty() => {
                checker.errors.push(SheetError::PapillonDrawSuperfluous {
                    player: players[p].clone(),
                });
            }
            Some(_) if papillons == 0 => {}
            Some(cards) => {
                if cards.len() > PAPILLON_DRAW * papillons {
                    checker.errors.push(SheetError::PapillonDrawTooMany {
                        player: players[p].clone(),
                        drawn: cards.len(),
                        papillons,
                        max: PAPILLON_DRAW * papillons,
                    });
                }
                draws[p] = checker.faces(cards, SheetPlace::OrangePapillonDraw, p);
            }
        }
    }
    check_face_counts(&hands, &draws, checker);
    let roll_entries = checker.by_player(&orange.couteau_suisse, SheetPlace::OrangeCouteauSuisse);
    let range = options.couteau_suisse_roll.range();
    let mut rolls = vec![Vec::new(); players.len()];
    for (p, entry) in roll_entries.iter().enumerate() {
        let held = couteaux_held(&hands[p], &draws[p]);
        let given: &[i64] = entry.map(Vec::as_slice).unwrap_or(&[]);
        if given.len() != held {
            checker.errors.push(SheetError::CouteauSuisseRolls {
                player: players[p].clone(),
                held,
                rolled: given.len(),
            });
        }
        for &value in given {
            match u8::try_from(value) {
                Ok(v) if range.contains(&v) => rolls[p].push(v),
                _ => checker.errors.push(SheetError::RollOutOfRange {
                    player: players[p].clone(),
                    value,
                    roll: options.couteau_suisse_roll,
                }),
            }
        }
    }
    if checker.errors.len() > before {
        return None;
    }
    Some(OrangeSheet {
        tours,
        end: orange.end,
        hands,
        couteau_suisse: rolls,
        papillon_draw: draws,
    })
}

/// How many tours a table can list (docs/rules.md §6.16):
/// each tour is dealt "avec le reste des cartes à dos orange", so there are as many
/// tours as the blue deal table has deals (2 players 4, 3 players 3, 4 players 2,
/// 5 players 1). A normal end comes in the tour dealt with the last orange cards; a
/// carnage can end the round in any tour; in an apocalypse the blocked tour is not
/// listed.
fn check_tour_count(orange: &OrangeInput, players: usize, checker: &mut Checker) {
    let Some(deals) = orange_tours(players) else {
        return;
    };
    let listed = orange.tours.len();
    let max = match orange.end {
        OrangeEnd::Normal | OrangeEnd::Carnage => deals,
        OrangeEnd::Apocalypse => deals - 1,
    };
    if listed > max {
        checker.errors.push(SheetError::TooManyTours {
            players,
            listed,
            max: deals,
            end: orange.end,
        });
    } else if orange.end == OrangeEnd::Normal && listed > 0 && listed < deals {
        checker.errors.push(SheetError::TooFewTours {
            players,
            listed,
            expected: deals,
        });
    }
}

/// The number of tours of an orange round at `players` players (the deals of the
/// orange deck), or `None` for an impossible player count.
pub fn orange_tours(players: usize) -> Option<usize> {
    crate::blue::DealPlan::for_players(players).map(|plan| usize::from(plan.deals))
}

/// Couteaux Suisses whose value must be rolled: in hand and among the Papillon's draw.
pub(crate) fn couteaux_held(hand: &[Face], draw: &[Face]) -> usize {
    hand.iter()
        .chain(draw)
        .filter(|f| f.is_trump(Trump::CouteauSuisse))
        .count()
}

fn check_face_counts(hands: &[Vec<Face>], draws: &[Vec<Face>], checker: &mut Checker) {
    let players = checker.players;
    let mut holders: [Vec<usize>; DECK_SIZE] = std::array::from_fn(|_| Vec::new());
    for (p, (hand, draw)) in hands.iter().zip(draws).enumerate() {
        for face in hand.iter().chain(draw) {
            holders[usize::from(face.index())].push(p);
        }
    }
    for (index, who) in holders.iter().enumerate() {
        if who.len() > COPIES_PER_FACE {
            let mut listed: Vec<(String, usize)> = Vec::new();
            let mut seen: Vec<usize> = Vec::new();
            for &p in who {
                if seen.contains(&p) {
                    continue;
                }
                seen.push(p);
                let n = who.iter().filter(|&&q| q == p).count();
                listed.push((players[p].clone(), n));
            }
            if let Some(card) = Face::from_index(index as u8) {
                checker.errors.push(SheetError::FaceTooOften {
                    card,
                    count: who.len(),
                    holders: listed,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_entered_counts_what_is_given_so_far() {
        let blue: BlueInput = serde_json::from_str(
            r#"{"players": {"Ana": {"cards": 20}, "Ben": {"cards": -4}}, "left_on_plate": 3}"#,
        )
        .expect("blue");
        assert_eq!(blue.cards_entered(), 23);
        assert_eq!(blue.cards_left(), 35);
    }
}
