//! The 18th-century Papillon (Philidor 1756, Alvensleben 1853): a fishing game for 3 or
//! 4 players with a 52-card deck and counters. Its rules, its counter ledger for a real
//! table, its referee, and the game for the family's AI. Pure Rust, no I/O: everything
//! random comes from the seeds the caller gives.
//!
//! The rules as played here, with every reading and the option that changes it, are in
//! `docs/rules.md, part II (the 18th-century Papillon)`; the ledger's JSON in `docs/formats.md`.
//!
//! - [`card`]: ranks, suits, cards, sets of cards and their notation (`AS`, `10H`);
//! - [`options`]: the house rules, each disputed point a named option;
//! - [`capture`]: what a card may take (match or sum) and why not;
//! - [`events`]: the counter events E1–E10 and their transfers; [`bonus`]: what a capture
//!   earns; [`purse`]: the counters and the pot that book them;
//! - [`deal`]: the table's setup, the cut for the first dealer, the deals in counts;
//! - [`state`]: one game as a state machine ([`ClassicGame`]), [`position`] to set one up
//!   card by card, [`game_end`] for E8–E10, [`view`] for what a seat sees;
//! - [`action`]: a move and its notation (`10S:AC,4D,5D`, `reveal`);
//! - [`ledger`]: the counter keeper's ledger, replayed and checked;
//! - [`sitting`]: what one game hands to the next; [`practice`]: a game against the
//!   computer (the family's session);
//! - [`referee`]: every capture of a card from a table, or why one is refused;
//! - [`game`] and [`heuristics`]: the family's traits, for the computer players.
//!
//! ```
//! use classic_papillon::{Action, ClassicGame, Setup};
//!
//! let setup = Setup::plain(3).expect("three players");
//! let mut game = ClassicGame::start(setup, 42, &mut |_, _| {}).expect("a valid setup");
//! while let Some(seat) = game.to_play() {
//!     let moves = game.legal_moves();
//!     let view = game.view(seat);
//!     assert_eq!(view.actions, moves);
//!     let log = game.play_logged(&moves[0]).expect("a legal move");
//!     assert!(!log.is_empty());
//! }
//! let result = game.result().expect("over");
//! assert_eq!(result.piles.iter().sum::<u32>() as usize + game.table().len(), 52);
//! assert_eq!(game.counters().iter().sum::<i32>() + game.pot(), 60);
//! let parsed: Action = "10S:AC,4D,5D".parse().expect("notation");
//! assert_eq!(parsed.to_string(), "10S:AC,4D,5D");
//! ```

pub mod action;
pub mod bonus;
pub mod capture;
pub mod card;
pub mod deal;
pub mod events;
pub mod game;
pub mod game_end;
pub mod heuristics;
pub mod inference;
pub mod ledger;
pub mod options;
pub mod position;
pub mod practice;
pub mod purse;
pub mod referee;
pub mod sitting;
pub mod state;
pub mod view;

pub use action::{Action, ActionParseError};
pub use capture::{CaptureKind, Refusal};
pub use card::{Card, CardParseError, CardSet, Rank, Suit};
pub use deal::{Setup, SetupError};
pub use events::{Event, Party, RevealReason, Transfer};
pub use game_end::GameResult;
pub use ledger::{Entry, Ledger, LedgerProblem, LedgerReport};
pub use options::Options;
pub use position::{Position, PositionError};
pub use practice::{
    ClassicPractice, ClassicPracticeError, ClassicPracticeReport, ClassicPracticeSetup,
};
pub use sitting::{Carry, CarryError};
pub use state::{ClassicGame, Illegal};
pub use view::{ClassicInfo, View};
