//! The rules engine of Papillon, the French card game for 2 to 5 players with a blue
//! and an orange deck of 58 cards and two dice.
//!
//! Pure Rust, no I/O: every random event comes from an RNG the caller seeds
//! ([`dice::seeded_rng`]). The front doors (CLI, store, app) call this crate and never
//! re-implement a rule.
//!
//! ```
//! use papillon_core::{SheetInput, score_input};
//!
//! let sheet: SheetInput = serde_json::from_str(r#"{
//!   "players": ["Ana", "Ben"],
//!   "blue": { "players": {
//!     "Ana": { "cards": 30, "scoring": ["F3", "dragon"] },
//!     "Ben": { "cards": 28, "scoring": ["yin", "yang"] } } },
//!   "orange": { "tours": ["Ben", "Ana", "Ben", "Ben"], "hands": { "Ana": ["S11"], "Ben": [] } }
//! }"#).expect("well-formed sheet");
//! let report = score_input(&sheet).expect("valid sheet");
//! // Two players: four tours (the orange deck deals four hands of 7).
//! // Ana: most cards 10 + F3 10 + Dragon 10 = 30 blue; tours 1 and 3 (+20 each), the
//! // last tour (+30) and 11 in hand = 81 orange
//! assert_eq!((report.sides[0].blue, report.sides[0].orange, report.sides[0].total), (30, 81, -51));
//! // Ben: Yin and Yang together 30 blue; tour 2 (+20) orange
//! assert_eq!(report.sides[1].total, 10);
//! assert_eq!(report.winners, ["Ben"]);
//! ```

pub mod ai;
pub mod arena;
pub mod blue;
pub mod card;
pub mod dice;
pub mod entry;
pub mod game;
pub mod options;
pub mod orange;
pub mod practice;
pub mod referee;
pub mod scoring;
pub mod settle;
pub mod sheet;
pub mod simulate;
pub mod team_choice;
pub mod teams;

pub use card::{Back, Card, CardParseError, DRAGON, Face, FaceSet, Family, Rank, Trump, deck};
pub use options::RuleOptions;
pub use scoring::{ScoreReport, score, score_input};
pub use settle::{RollOff, Settled, Tie, roll_couteau_suisse, settle_tie, settle_with_dice};
pub use sheet::{ScoreSheet, SheetError, SheetErrors, SheetInput};
pub use teams::TeamSetup;
