//! The digital game (issue 36): Farfalia's deal as a state machine, beside the score
//! keeper, for the five-player beginner game and the four-player game, with DOUBLE YOU
//! and BURNIN' DOWN THE HOUSE as options. Each deal is scored by the score keeper's own
//! functions. The two- and three-player games (the fictitious players' rules are lost)
//! and CHINKWAY (its deals 6 to 11 are lost) are not played. The rules as played, each
//! with its quote and reading: `docs/rules.md`, part III §11.
//!
//! - [`setup`]: who plays and the house rules ([`PlaySetup`]), checked into [`Rules`];
//! - [`cards`]: a set of cards, what lies on a trick, the subject and joker decks;
//! - [`trick`]: the follow rule, the winner, the burning and the quota, as pure
//!   functions;
//! - [`action`]: a move and its notation ([`Action`]); [`error`]: the phases and every
//!   refusal ([`Phase`], [`Illegal`]);
//! - [`state`]: the game ([`FarfaliaGame`]), [`apply`] its moves, [`record`] the end of
//!   a deal (scored by the score keeper) and the game as a sheet;
//! - [`view`]: what one seat sees ([`View`], [`FarfaliaInfo`]); [`determinize`]: the
//!   hidden cards dealt again consistently with what the seat saw;
//! - [`position`]: a game set up card by card, mid-deal (the worked examples);
//! - [`game`] and [`heuristics`]: the family's traits, for the computer players;
//! - [`practice`]: a game against the computer on the family's session, saved and
//!   listed by the shared stack of games against the computer.
//!
//! ```
//! use farfalia::play::{FarfaliaGame, PlaySetup};
//!
//! let names = ["Alain", "Béatrice", "Corentin", "Danièle", "Éric"];
//! let setup = PlaySetup::new(names.map(String::from).to_vec());
//! let mut game = FarfaliaGame::start(setup, 42).expect("a valid setup");
//! while let Some(seat) = game.to_play() {
//!     let moves = game.legal_moves();
//!     assert_eq!(game.view(seat).actions, moves);
//!     game.play(&moves[0]).expect("a legal move");
//! }
//! assert_eq!(game.history().len(), 3);
//! // every deal is scored as the score keeper scores the same deal on a sheet
//! use game_kit::ScoreSheet;
//! let report = game.to_sheet().score().expect("a valid sheet");
//! assert_eq!(report.totals, game.totals());
//! ```

pub mod action;
pub mod apply;
pub mod cards;
pub mod determinize;
pub mod error;
pub mod game;
pub mod heuristics;
pub mod position;
pub mod practice;
pub mod record;
pub mod setup;
pub mod state;
pub mod trick;
pub mod view;

pub use action::{Action, ActionParseError};
pub use cards::{CardSet, Played};
pub use error::{Illegal, Phase};
pub use position::{Position, PositionError};
pub use practice::{
    FarfaliaLogged, FarfaliaPractice, FarfaliaPracticeError, FarfaliaPracticeSetup,
};
pub use record::{DealRecord, SideRecord};
pub use setup::{Length, PlayOptions, PlaySetup, Rules, SetupError};
pub use state::{FarfaliaGame, TrickRecord};
pub use view::{FarfaliaInfo, View};
