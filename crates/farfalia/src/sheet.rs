//! The sheet a group fills in at the table (docs/formats.md): the
//! raw form, as JSON sends it, and the family's [`ScoreSheet`] trait.
//!
//! [`FarfaliaSheet`] is raw input: [`FarfaliaSheet::validate`] turns it into a
//! [`ValidSheet`] or lists every problem, each naming its culprit; [`ValidSheet::report`]
//! scores it. [`ScoreSheet::score`] does both.

use serde::{Deserialize, Serialize};

use game_kit::{Ranking, ScoreSheet};

use crate::card::{Card, Subject, Trump};
use crate::mode::Mode;
use crate::options::{Options, Settings};
use crate::problem::Problem;
use crate::report::FarfaliaReport;
use crate::seating::NextDeal;

/// A Farfalia score sheet as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FarfaliaSheet {
    pub mode: Mode,
    /// The players, in seat order, clockwise.
    pub players: Vec<String>,
    #[serde(default)]
    pub options: Options,
    /// The deals played so far, in order.
    #[serde(default)]
    pub deals: Vec<DealInput>,
}

/// One deal as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DealInput {
    pub dealer: String,
    /// The trump the dealer called (five players, the three-player extra deal); in the
    /// other deals it follows from the first subject and may be left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<Trump>,
    /// The five subjects in the order they were turned up (the first decides the
    /// trump at four players).
    #[serde(default)]
    pub proposition: Vec<Subject>,
    /// Every side of the deal (the dealer alone is a side at five), with what it kept.
    #[serde(default)]
    pub sides: Vec<SideInput>,
    /// DOUBLE YOU: the players who played a joker at the start of the deal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub double_you: Vec<String>,
}

/// One side of a deal and the face-up cards it kept. Either count the cards by subject
/// (`collected`), or list them (`cards`), or both: with `collected` the counts are what
/// is scored and `cards` may name some or all of them; without it the cards listed are
/// the whole collection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideInput {
    /// The side's players (a player alone with a fictitious partner is a side of one).
    pub players: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub collected: Option<SubjectCounts>,
    /// Cards in notation: the number then the colour's letter, `12G`, `3R`, `11B`, `7O`
    /// (`V` for vert is read as green).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<String>,
    /// Whether what the side kept is entered (the default, as in every sheet written
    /// before). The app adds a played deal's sides as not entered until the group says
    /// what each side kept, or that it kept nothing: until then the report names the side
    /// as waiting, and the next deal waits too (issue 33).
    #[serde(default = "entered", skip_serializing_if = "is_entered")]
    pub entered: bool,
}

fn entered() -> bool {
    true
}

fn is_entered(entered: &bool) -> bool {
    *entered
}

/// How many cards of each subject (missing subjects count 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SubjectCounts {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub butterfly: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub strawberry: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub leaf: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub fish: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub shell: i64,
}

impl SubjectCounts {
    pub fn get(&self, subject: Subject) -> i64 {
        match subject {
            Subject::Butterfly => self.butterfly,
            Subject::Strawberry => self.strawberry,
            Subject::Leaf => self.leaf,
            Subject::Fish => self.fish,
            Subject::Shell => self.shell,
        }
    }

    pub fn set(&mut self, subject: Subject, count: i64) {
        match subject {
            Subject::Butterfly => self.butterfly = count,
            Subject::Strawberry => self.strawberry = count,
            Subject::Leaf => self.leaf = count,
            Subject::Fish => self.fish = count,
            Subject::Shell => self.shell = count,
        }
    }

    /// The counts of a list of subjects (a proposition, a side's cards).
    pub fn tally(subjects: impl IntoIterator<Item = Subject>) -> SubjectCounts {
        let mut counts = SubjectCounts::default();
        for s in subjects {
            counts.set(s, counts.get(s).saturating_add(1));
        }
        counts
    }

    /// The cards counted in all.
    pub fn total(&self) -> i64 {
        Subject::ALL
            .iter()
            .fold(0i64, |sum, &s| sum.saturating_add(self.get(s)))
    }
}

/// A checked sheet: names known, every deal consistent with its proposition, the
/// deck, the mode's dealer and teams. Only [`FarfaliaSheet::validate`] makes one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidSheet {
    pub(crate) mode: Mode,
    pub(crate) players: Vec<String>,
    pub(crate) options: Options,
    pub(crate) settings: Settings,
    pub(crate) deals: Vec<ValidDeal>,
    /// Names typed without their accents, taken as the one player they can be.
    pub(crate) names_read: Vec<game_kit::names::NameRead>,
}

impl ValidSheet {
    pub fn mode(&self) -> Mode {
        self.mode
    }
    pub fn players(&self) -> &[String] {
        &self.players
    }
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    pub fn deals(&self) -> &[ValidDeal] {
        &self.deals
    }
}

/// A checked deal, players as seats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidDeal {
    pub(crate) dealer: usize,
    pub(crate) extra: bool,
    pub(crate) trump: Option<Trump>,
    pub(crate) proposition: Vec<Subject>,
    pub(crate) sides: Vec<ValidSide>,
    /// Seats that played a DOUBLE YOU joker, in seat order.
    pub(crate) double_you: Vec<usize>,
}

impl ValidDeal {
    pub fn dealer(&self) -> usize {
        self.dealer
    }
    /// The three-player extra deal.
    pub fn extra(&self) -> bool {
        self.extra
    }
    pub fn trump(&self) -> Option<Trump> {
        self.trump
    }
    pub fn proposition(&self) -> &[Subject] {
        &self.proposition
    }
    pub fn sides(&self) -> &[ValidSide] {
        &self.sides
    }
    pub fn double_you(&self) -> &[usize] {
        &self.double_you
    }
}

/// A checked side: its seats (sorted) and what it kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidSide {
    pub(crate) members: Vec<usize>,
    pub(crate) collected: SubjectCounts,
    pub(crate) cards: Vec<Card>,
    pub(crate) entered: bool,
}

impl ValidSide {
    pub fn members(&self) -> &[usize] {
        &self.members
    }
    pub fn collected(&self) -> SubjectCounts {
        self.collected
    }
    /// The cards named, sorted (some or all of the collection).
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }
    /// Whether what the side kept is entered.
    pub fn entered(&self) -> bool {
        self.entered
    }
    /// The matching cards kept (0 to 5).
    pub fn matches(&self) -> usize {
        usize::try_from(self.collected.total()).unwrap_or(0)
    }
}

impl ScoreSheet for FarfaliaSheet {
    const GAME: &'static str = "farfalia";
    const RANKING: Ranking = Ranking::HigherWins;
    type Report = FarfaliaReport;
    type Problem = Problem;

    fn players(&self) -> Vec<String> {
        self.players.clone()
    }

    fn score(&self) -> Result<FarfaliaReport, Vec<Problem>> {
        self.validate().map(|valid| valid.report())
    }
}

impl FarfaliaSheet {
    /// The rule's next deal (dealer, teams for every possible dealer, trump rule,
    /// doubling, DOUBLE YOU), as the app shows it before the deal; none once the game
    /// is over. The same as the report's `next`.
    pub fn next_deal(&self) -> Result<Option<NextDeal>, Vec<Problem>> {
        self.score().map(|report| report.next)
    }

    /// An empty sheet for a mode: no deal yet, default options.
    pub fn new(mode: Mode, players: Vec<String>) -> FarfaliaSheet {
        FarfaliaSheet {
            mode,
            players,
            options: Options::default(),
            deals: Vec::new(),
        }
    }
}
