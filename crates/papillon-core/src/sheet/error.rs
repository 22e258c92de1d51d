//! Every problem a score sheet can have, each with its English (the terminal prints it,
//! the app shows it), and the places of a sheet the problems point at.

use std::fmt;

use serde::Serialize;

use super::MAX_NAME_CHARS;
use super::input::{ChatNoirCapture, OrangeEnd};
use crate::card::{DECK_SIZE, Face};
use crate::options::{CouteauSuisseRoll, OptionsError};
use crate::teams::TeamShape;

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
