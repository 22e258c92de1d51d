//! The rules engine of Papillon, the French card game for 2 to 5 players with a blue
//! and an orange deck of 58 cards and two dice.
//!
//! Pure Rust, no I/O: every random event comes from an RNG the caller seeds
//! ([`dice::seeded_rng`]). The front doors (CLI, store, app) call this crate and never
//! re-implement a rule.

pub mod card;
pub mod dice;
pub mod options;
pub mod scoring;
pub mod settle;
pub mod sheet;
pub mod teams;

pub use card::{Back, Card, CardParseError, DRAGON, Face, FaceSet, Family, Rank, Trump, deck};
pub use options::RuleOptions;
pub use scoring::{ScoreReport, score, score_input};
pub use settle::{Settled, settle_with_dice};
pub use sheet::{ScoreSheet, SheetError, SheetErrors, SheetInput};
pub use teams::TeamSetup;
