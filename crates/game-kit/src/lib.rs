//! The machinery every game of the Papillon family shares, written once: nothing in
//! this crate knows a rule of any game.
//!
//! - [`game`]: the [`Game`] and [`InfoState`] traits (who acts, legal actions, apply,
//!   terminal returns per seat, what one seat may know, determinization) and
//!   [`NewGame`] (a starting state from a setup and a seed);
//! - [`rng`]: the seeded, portable random generator every random event comes from;
//! - [`ai`]: the computer players (random, one ply, ISMCTS, flat Monte Carlo), the
//!   levels people choose and hints with their reasons; a game gives what they need
//!   through [`ai::Heuristics`] (one-ply scores, a cheap playout move, its bot
//!   settings);
//! - [`arena`]: AI against AI on duplicate deals, with 95% intervals and a
//!   Bradley–Terry table;
//! - [`agreement`]: why two AIs tie or differ, decision by decision: how often they
//!   choose differently, and what their choices are worth on the true state;
//! - [`simulate`]: many seeded games between AIs, per-seat statistics;
//! - [`testing`]: random playouts that check a game's invariants, and perft counts;
//! - [`sheet`]: score keeping at a real table: a game's [`ScoreSheet`] scored into
//!   [`Standing`]s the store and the shared screens read without knowing the game.
//!
//! A game implements [`Game`], [`InfoState`], [`NewGame`] and [`ai::Heuristics`] and
//! gets all of the above; `tests/toy_game.rs` proves it with a ten-card capture game.

pub mod agreement;
pub mod ai;
pub mod arena;
pub mod clock;
pub mod game;
pub mod names;
pub mod practice;
pub mod rng;
pub mod sheet;
pub mod simulate;
pub mod testing;

pub use game::{Game, INFERRED_DRAWS, InfoState, MAX_SEATS, NewGame, Returns, draw_likely};
pub use rng::{GameRng, seeded_rng};
pub use sheet::{Ranking, ScoreSheet, SheetReport, Standing};
