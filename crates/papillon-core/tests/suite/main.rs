//! The integration tests of this crate, one module each, in one test binary: built
//! once, the engine's generic code is compiled once for all of them instead of once
//! a file (session 23). The release simulations the test run runs with more games
//! stay binaries of their own (`tests/blue_simulation.rs`, `tests/orange_engine.rs`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

#[path = "../common/mod.rs"]
mod common;

mod ai_players;
mod blue_capture_space;
mod blue_engine;
mod blue_perft;
mod blue_referee;
mod game_api;
mod orange_oracle;
mod orange_referee;
mod properties;
mod reading;
mod rules_audit;
mod saved_games;
mod sheets;
mod validation;
