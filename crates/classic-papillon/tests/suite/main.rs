//! The integration tests of this crate, one module each, in one test binary: built
//! once, the engine's generic code is compiled once for all of them instead of once
//! a file (session 23). The release simulations the test run runs with more games
//! stay binaries of their own (`tests/simulation.rs`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

#[path = "../common/mod.rs"]
mod common;

mod ai;
mod brute_force;
mod inference;
mod ledger;
mod ledger_mutations;
mod ledger_table;
mod properties;
mod random_games;
mod seed_rules;
mod worked_examples;
