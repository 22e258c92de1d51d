//! Farfalia (Derek Carver, daVinci 2004): the score keeper of a trick-taking game for 2
//! to 5 in which each side collects the cards of a five-subject proposition. Pure
//! Rust, no I/O. The score keeper records what a real table did; [`play`] is the
//! digital game (five-player beginner game and four players), scored by the same
//! functions.
//!
//! The rules as this project keeps score for them, with every reading and gap of the
//! text, are in `docs/rules.md, part III (Farfalia)`; the sheet's JSON in
//! `docs/formats.md`.
//!
//! - [`card`]: the play deck, the five subjects, which subject a card matches, trumps;
//! - [`mode`]: the ways to play (beginner game at five, CHINKWAY, four, three, two);
//! - [`options`]: settings and house rules, each gap a named option with its default;
//! - [`sheet`]: the sheet as entered ([`FarfaliaSheet`]) and checked ([`ValidSheet`]);
//! - [`problem`]: everything a sheet can get wrong, each naming its culprit;
//! - [`seating`]: who deals and who plays with whom, and the next deal's proposal;
//! - [`report`]: the scored sheet, itemised per deal, side and player;
//! - [`notes`]: the readings, gaps and house rules a report rests on;
//! - [`play`]: the digital game, a state machine for the family's computer players.
//!
//! ```
//! use farfalia::{FarfaliaSheet, Mode};
//! use game_kit::{ScoreSheet, SheetReport};
//!
//! let players = ["Alain", "Béatrice", "Corentin", "Danièle", "Éric"];
//! let sheet = FarfaliaSheet::new(Mode::BeginnerFive, players.map(String::from).to_vec());
//! let report = sheet.score().unwrap();
//! assert!(!report.finished());
//! // The group chooses the first dealer; the teams follow from the dealer.
//! let next = report.next.unwrap();
//! assert_eq!(next.dealer, None);
//! assert_eq!(next.seatings[0].sides, vec![
//!     vec!["Alain".to_string()],
//!     vec!["Béatrice".to_string(), "Danièle".to_string()],
//!     vec!["Corentin".to_string(), "Éric".to_string()],
//! ]);
//! ```

pub mod card;
pub mod mode;
pub mod notes;
pub mod options;
pub mod play;
pub mod problem;
pub mod report;
mod scoring;
pub mod seating;
pub mod sheet;
mod validate;

pub use card::{Card, Colour, Subject, Trump};
pub use mode::Mode;
pub use notes::{Note, NoteInfo, NoteKind};
pub use options::{OptionSchema, Options, Settings};
pub use problem::{Culprit, Problem};
pub use report::{DealReport, FarfaliaReport, PlayerDeal, SideReport, TeamTotal, Waiting};
pub use seating::{DealerReason, NextDeal, Seating};
pub use sheet::{DealInput, FarfaliaSheet, SideInput, SubjectCounts, ValidDeal, ValidSheet};
pub use validate::{DOUBLE_YOU_JOKERS, name_key};
