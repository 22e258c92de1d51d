//! What must hold at each door that takes a person's input or a file, checked by the
//! fuzz targets of `fuzz_targets/` (one per door, `docs/fuzzing.md`). Each check takes the
//! raw input and panics, with what went wrong, only when a property fails: libFuzzer
//! keeps that input as a crash, and `scripts/fuzz.sh` reports it.
//!
//! - [`sheets`]: the score sheets of the four games and the 1756 ledger;
//! - [`notation`]: every move and card notation, printed back;
//! - [`referee`]: the modern game's referee, its list of plays against its checker;
//! - [`backup`]: a backup import, and the store left unchanged when it is refused;
//! - [`practice`]: a saved game against the computer, replayed move by move;
//! - [`link`]: the table link's server, raw bytes on a socket.
//!
//! [`TARGETS`] names each target's check: `tests/corpus.rs` replays every committed input
//! of `corpus/` through it in `cargo test --workspace` (the targets' short form, in
//! scripts/test.sh), without libFuzzer; `scripts/fuzz.sh` runs the instrumented targets.
//!
//! A check's failure is a panic by design (libFuzzer's crash), so unwrapping what a
//! property says must hold is allowed here, and only here.
#![allow(clippy::unwrap_used, clippy::expect_used)]

pub mod backup;
pub mod link;
pub mod notation;
pub mod practice;
pub mod referee;
pub mod sheets;

/// A fuzz target's check: the raw input, a panic when a property fails.
pub type Check = fn(&[u8]);

/// Every fuzz target by its name (its file in `fuzz_targets/`, its folder in `corpus/`),
/// with the check its `fuzz_target!` calls.
pub const TARGETS: &[(&str, Check)] = &[
    ("sheet_papillon", sheets::papillon),
    ("ledger_classic", sheets::family::<classic_papillon::Ledger>),
    ("sheet_farfalia", sheets::family::<farfalia::FarfaliaSheet>),
    ("sheet_prout", sheets::family::<prout::ProutSheet>),
    ("notation", notation::all),
    ("referee_blue", referee::blue_bytes),
    ("referee_orange", referee::orange),
    ("backup_import", backup::import),
    ("practice_moves", practice::saved_game),
    ("table_link", link::request),
];

/// The input as text, or nothing: every door here reads UTF-8 (a file that is not is
/// refused by `serde_json` or `str::from_utf8` before any engine sees it).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}
