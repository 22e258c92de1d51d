//! The child process of the store's crash test (`tests/crash.rs`).
//!
//! `papillon-store-crash-child DB` opens the database, finds (or starts) its game, and
//! commits one entry after another — entry `n` sets Ana's blue card count to `n % 58`,
//! becoming revision `n + 1` — printing `n` on stdout as soon as each commit has
//! returned. The test kills it with SIGKILL at random moments and checks that every
//! printed entry survived.
//!
//! A browser has no processes to kill: there (`wasm32-unknown-unknown`) this program is
//! empty.
#![allow(clippy::expect_used)] // a test helper: it fails loudly
#![cfg_attr(all(target_family = "wasm", target_os = "unknown"), allow(unused))]

use std::io::Write;
use std::process::ExitCode;

use papillon_core::dice::{RollPurpose, RollRecord, Throw, seeded_rng};
use papillon_core::sheet::{BlueInput, BluePlayerInput};
use papillon_store::{GameFilter, GameId, NewGame, Store};

#[cfg(all(target_family = "wasm", target_os = "unknown"))]
fn main() {}

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: papillon-store-crash-child DB");
        return ExitCode::FAILURE;
    };
    match run(std::path::Path::new(&path)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// The sheet of entry `n`.
pub fn entry(n: u32) -> papillon_core::SheetInput {
    let mut sheet: papillon_core::SheetInput =
        serde_json::from_value(serde_json::json!({"players": ["Ana", "Ben"]}))
            .expect("a fixed sheet");
    let mut players = std::collections::BTreeMap::new();
    players.insert(
        "Ana".to_owned(),
        BluePlayerInput {
            cards: i64::from(n % 58),
            scoring: Vec::new(),
            chat_noir: None,
        },
    );
    sheet.blue = Some(BlueInput {
        players,
        most_cards_rolloff: None,
        left_on_plate: 0,
    });
    sheet
}

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn run(path: &std::path::Path) -> Result<(), Box<dyn std::error::Error>> {
    let mut store = Store::open(path)?;
    let game = match store.list_games(&GameFilter::default())?.last() {
        Some(game) => game.id,
        None => store.new_game(&NewGame::players(["Ana", "Ben"]))?,
    };
    let mut n = store.game(game)?.summary.revision;
    let mut rng = seeded_rng(u64::from(n));
    let stdout = std::io::stdout();
    loop {
        store.record_entry(game, &entry(n))?;
        if n % 10 == 0 {
            let roll = RollRecord {
                player: "Ana".to_owned(),
                purpose: RollPurpose::RollOff,
                throw: Throw::pair(&mut rng),
            };
            store.log_rolls(Some(GameId(game.0)), &[roll])?;
        }
        let mut out = stdout.lock();
        writeln!(out, "{n}")?;
        out.flush()?;
        n += 1;
    }
}
