//! PROUT: the score keeper of a French shedding game won by the fewest points. Pure
//! Rust, no I/O.
//!
//! **No digital PROUT.** The text's rule for placing a card on a pile was a picture
//! and is lost: «à son tour, le joueur doit poser une de ses cartes en main sur l'une
//! des 3 piles, selon cette logique :» is followed by nothing, and so are the INTOX
//! cards' effects («Les cartes INTOX ne comportent pas de numéro, mais des effets!»).
//! No engine could play the game faithfully, so this crate only keeps the score of
//! games played with real cards. `docs/rules.md, part IV (PROUT)` has the rules as this
//! project keeps score for them, with every reading and gap; the sheet's JSON is in
//! `docs/formats.md`.
//!
//! - [`card`]: numbered cards, LICORNES, INTOX, and how a sheet writes them;
//! - [`options`]: the modes and the group's settings, each reading an option;
//! - [`sheet`]: the sheet as entered ([`ProutSheet`]) and checked ([`ValidSheet`]);
//! - [`problem`]: everything a sheet can get wrong, each naming its culprit;
//! - [`report`]: the scored sheet, itemised per game, player, pile and card;
//! - [`notes`]: the readings and gaps a report rests on.
//!
//! ```
//! use prout::{Mode, PlayerInput, PileInput, ProutSheet, GameInput};
//! use game_kit::{ScoreSheet, SheetReport};
//!
//! // The text's example: «Régine … a 0 point. Francis … a 9 points. Kenza … a 2 points.»
//! let mut sheet = ProutSheet::new(Mode::Main, vec!["Régine".into(), "Francis".into(), "Kenza".into()]);
//! let entry = |hand, pile, malus| PlayerInput {
//!     hand: PileInput::Count(hand),
//!     pile: PileInput::Count(pile),
//!     malus: PileInput::Count(malus),
//! };
//! sheet.games.push(GameInput {
//!     end: None,
//!     ended_by: Some("Régine".into()),
//!     players: [("Régine", entry(0, 0, 0)), ("Francis", entry(5, 2, 2)), ("Kenza", entry(2, 0, 0))]
//!         .into_iter()
//!         .map(|(n, e)| (n.to_string(), e))
//!         .collect(),
//! });
//! let report = sheet.score().unwrap();
//! assert_eq!(report.totals, vec![0, 9, 2]);
//! assert!(report.finished());
//! assert_eq!(report.winners, vec!["Régine".to_string()]);
//! ```

pub mod card;
pub mod notes;
pub mod options;
pub mod problem;
pub mod report;
mod scoring;
pub mod sheet;
mod validate;

pub use card::{Card, CardInput};
pub use notes::{Note, NoteInfo, NoteKind};
pub use options::{Licornes, Mode, OptionSchema, Options, Scoring, Settings};
pub use problem::{Culprit, Problem};
pub use report::{CardPoints, GameReport, PileScore, PlayerGame, ProutReport, SoloResult};
pub use scoring::card_value;
pub use sheet::{GameEnd, GameInput, Pile, PileInput, PlayerInput, ProutSheet, ValidSheet};
pub use validate::name_key;
