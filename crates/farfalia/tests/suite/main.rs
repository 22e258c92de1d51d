//! The integration tests of this crate, one module each, in one test binary: built
//! once, the engine's generic code is compiled once for all of them instead of once
//! a file (session 23). The release simulations the test run runs with more games
//! stay binaries of their own (`tests/play_simulation.rs`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

#[path = "../common/mod.rs"]
mod common;
#[path = "../oracle/mod.rs"]
#[allow(dead_code)] // each module uses a part
mod oracle;
#[path = "../play/mod.rs"]
mod play;

mod example_sheet;
mod play_ai;
mod play_oracle;
mod play_worked_examples;
mod properties;
mod seeds;
mod ts_bindings;
mod worked_examples;
