//! One database, filled alike by the desktop's store (`tests/web_backup.rs`) and the
//! browser's (`tests/web.rs`, on OPFS), whose backup is `fixtures/web-backup.json`: the
//! two stores write the same bytes, and each imports them.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use chrono::{DateTime, TimeZone, Utc};
use papillon_core::dice::{RollPurpose, RollRecord, Throw, seeded_rng};
use papillon_store::{GameFilter, NewGame, Store};

use crate::common::{duel, four_players, sheet};

/// The backup of [`fill`], as both stores export it.
pub const FIXTURE: &str = include_str!("../fixtures/web-backup.json");

/// Every timestamp of the sample (so that its export is the same bytes each time).
pub fn clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 5, 1, 20, 0, 0)
        .single()
        .expect("a fixed date")
}

/// A finished game of an evening (edited, then the edit undone), a finished duel with a
/// roll, and a game in progress with an entry undone and redone.
pub fn fill(store: &mut Store) {
    let evening = store.start_session("Vendredi 🦋").expect("session");
    let a = store
        .add_finished_game(&four_players(), Some(evening))
        .expect("add");
    let mut edited = four_players();
    if let Some(orange) = edited.orange.as_mut() {
        orange
            .hands
            .insert("Ana".into(), vec!["E4".into(), "F2".into()]);
    }
    store.replace_sheet(a, &edited).expect("edit");
    store.undo(a).expect("undo");
    let b = store
        .add_finished_game(&duel("O'Hara", "Ben", 30, &["F3"], &["S1"]), None)
        .expect("add");
    let mut rng = seeded_rng(3);
    store
        .log_rolls(
            Some(b),
            &[RollRecord {
                player: "Ben".into(),
                purpose: RollPurpose::StartOrange,
                throw: Throw::pair(&mut rng),
            }],
        )
        .expect("log");
    let c = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new");
    for cards in [12, 20] {
        store
            .record_entry(
                c,
                &sheet(serde_json::json!({"players": ["Ana", "Ben"],
                    "blue": {"players": {"Ana": {"cards": cards}}}})),
            )
            .expect("entry");
    }
    store.undo(c).expect("undo");
    store.redo(c).expect("redo");
}

/// Everything a person sees of the games: the list, each game, the statistics.
pub fn seen(store: &Store) -> serde_json::Value {
    let games = store.list_games(&GameFilter::default()).expect("list");
    let details: Vec<_> = games
        .iter()
        .map(|g| store.game(g.id).expect("game"))
        .collect();
    serde_json::json!({
        "games": games,
        "details": details,
        "stats": store.stats().expect("stats"),
    })
}
