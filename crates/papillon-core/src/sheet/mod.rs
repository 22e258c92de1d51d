//! The score sheet a group fills in at the table, and its validation.
//!
//! [`SheetInput`] is the raw form (JSON, names as strings, cards in notation); it is
//! turned into a [`ScoreSheet`] by [`SheetInput::validate`], which either succeeds or
//! lists every problem found, each naming the player and card at fault. A `ScoreSheet`
//! can only be obtained that way, so the scorer never sees an inconsistent sheet.
//!
//! - [`input`]: the sheet as entered (the JSON of `papillon score`);
//! - [`validated`]: the validated sheet the scorer reads;
//! - [`error`]: every problem a sheet can have, with its English;
//! - [`check`]: the checks that turn the one into the other (players and names, teams,
//!   the blue round, the orange round and its tours).

pub mod check;
pub mod error;
pub mod input;
pub mod progress;
pub mod validated;

pub use check::{check_names, name_key, orange_tours};
pub(crate) use check::{couteaux_held, most_cards_tied, side_card_counts};
pub use error::{RolloffUnused, SheetError, SheetErrors, SheetPlace, TeamProblem, capture_name};
pub use input::{BlueInput, BluePlayerInput, ChatNoirCapture, OrangeEnd, OrangeInput, SheetInput};
pub use progress::SheetProgress;
pub use validated::{BlueCapture, BlueSheet, OrangeSheet, ScoreSheet};

/// How many cards one player may draw per Papillon left in hand.
pub const PAPILLON_DRAW: usize = 3;
/// The longest player name, in characters: a name is shown on narrow screens and in
/// aligned tables, and a huge one is a typing accident, not a name.
pub const MAX_NAME_CHARS: usize = 200;
