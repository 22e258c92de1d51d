//! The store in a browser (issue 51): SQLite on the origin private file system (OPFS),
//! through `Store::open_opfs`, with the same migrations and code as on a desktop. Run in
//! headless Chromium, in a dedicated worker (the only place OPFS's synchronous handles
//! exist), by `bash scripts/web-store-test.sh`.
#![cfg(all(target_family = "wasm", target_os = "unknown"))]
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;
mod sample_backup;

use common::sheet;
use papillon_store::schema::SCHEMA_VERSION;
use papillon_store::web::{self, OpfsSAHPoolUtil};
use papillon_store::{GameStatus, NewGame, Store, StoreError};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// The pool, with room for each test's database and its journal, and no `name` in it.
async fn fresh(name: &str) -> OpfsSAHPoolUtil {
    let pool = web::install_opfs()
        .await
        .expect("OPFS in a dedicated worker");
    pool.reserve_minimum_capacity(16).await.expect("capacity");
    pool.delete_db(name).expect("delete");
    pool
}

/// What a reload does to the pool: every OPFS handle let go (the worker's end), then
/// taken again and the pool's files read anew (a new worker's start). No database may be
/// open: a test that failed before this one leaves its own open (a panic in wasm drops
/// nothing), so look at the first failure first.
async fn reload(pool: &OpfsSAHPoolUtil) {
    pool.pause_vfs()
        .expect("pause (a database is still open: did an earlier test fail?)");
    assert!(pool.is_paused());
    pool.unpause_vfs().await.expect("unpause");
}

fn entry(cards: i64) -> papillon_core::SheetInput {
    sheet(serde_json::json!({"players": ["Ana", "Ben"],
        "blue": {"players": {"Ana": {"cards": cards, "scoring": ["F3"]}}}}))
}

#[wasm_bindgen_test]
async fn a_game_kept_on_opfs_survives_closing_and_reopening() {
    let name = "reopen.db";
    let pool = fresh(name).await;
    let mut store = Store::open_opfs(name).await.expect("open");
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
    assert_eq!(store.integrity_check().expect("check"), "ok");
    let game = store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new game");
    let started = js_sys::Date::now();
    let taps = 40;
    for cards in 1..=taps {
        store.record_entry(game, &entry(cards)).expect("entry");
    }
    let per_tap = (js_sys::Date::now() - started) / taps as f64;
    console_log!("OPFS: {per_tap:.2} ms per entry ({taps} entries, one transaction each)");
    store.undo(game).expect("undo");
    store.undo(game).expect("undo");
    let saved = store.redo(game).expect("redo");
    assert_eq!(saved.revision, 44); // 1 + 40 entries + 2 undos + 1 redo
    assert!(saved.can_undo && saved.can_redo);
    let before = store.game(game).expect("game");
    let revisions = store.revisions(game).expect("revisions");
    assert_eq!(before.sheet, entry(taps - 1));
    assert_eq!(before.summary.status, GameStatus::InProgress);
    drop(store);
    assert!(pool.exists(name).expect("exists"));
    assert_eq!(
        &pool.export_db(name).expect("bytes")[..16],
        b"SQLite format 3\0",
        "a real SQLite file in OPFS"
    );

    reload(&pool).await;
    let mut store = Store::open_opfs(name).await.expect("reopen");
    assert_eq!(store.game(game).expect("game"), before);
    assert_eq!(store.revisions(game).expect("revisions"), revisions);
    let saved = store.redo(game).expect("redo after reopening");
    assert!(!saved.can_redo);
    assert_eq!(store.game(game).expect("game").sheet, entry(taps));
    assert_eq!(store.integrity_check().expect("check"), "ok");
}

#[wasm_bindgen_test]
async fn a_refused_entry_or_import_leaves_the_data_unchanged() {
    let name = "refused.db";
    fresh(name).await;
    let mut store = Store::open_opfs(name)
        .await
        .expect("open")
        .with_clock(sample_backup::clock);
    sample_backup::fill(&mut store);
    let before = store.export_json().expect("export");
    let games = store
        .list_games(&papillon_store::GameFilter::default())
        .expect("list");
    let in_progress = games
        .iter()
        .find(|g| g.status == GameStatus::InProgress)
        .expect("a game in progress")
        .id;
    let err = store
        .record_entry(
            in_progress,
            &sheet(serde_json::json!({"players": ["Ana", "Ben"],
                "blue": {"players": {"Ana": {"cards": 12, "scoring": ["F3", "F3"]}}}})),
        )
        .expect_err("a card given twice");
    assert!(matches!(err, StoreError::Refused(_)), "{err}");
    let text = sample_backup::FIXTURE;
    let err = store
        .import_json(&text[..text.len() / 2])
        .expect_err("a truncated backup");
    assert!(matches!(err, StoreError::Import(_)), "{err}");
    let mut wrong: serde_json::Value = serde_json::from_str(text).expect("json");
    wrong["games"][0]["revisions"][0]["sheet"]["colour"] = "blue".into();
    let err = store
        .import_json(&wrong.to_string())
        .expect_err("a sheet no engine reads");
    assert!(err.to_string().contains("colour"), "{err}");
    assert_eq!(store.export_json().expect("export"), before);
    drop(store);
    let store = Store::open_opfs(name).await.expect("reopen");
    let mut after: serde_json::Value =
        serde_json::from_str(&store.export_json().expect("export")).expect("json");
    after["exported_at"] = "2026-05-01T20:00:00.000Z".into();
    assert_eq!(
        after,
        serde_json::from_str::<serde_json::Value>(&before).expect("json")
    );
}

#[wasm_bindgen_test]
async fn a_backup_made_in_the_browser_is_the_desktops_format_both_ways() {
    let name = "backup.db";
    fresh(name).await;
    let mut store = Store::open_opfs(name)
        .await
        .expect("open")
        .with_clock(sample_backup::clock);
    sample_backup::fill(&mut store);
    // the same bytes as the desktop's export of the same games (tests/web_backup.rs
    // checks that, and imports them into a desktop database file)
    assert_eq!(store.export_json().expect("export"), sample_backup::FIXTURE);

    // and the desktop's backup imports into the browser's store
    let other = "imported.db";
    fresh(other).await;
    let mut imported = Store::open_opfs(other).await.expect("open");
    let summary = imported
        .import_json(sample_backup::FIXTURE)
        .expect("import");
    assert_eq!(
        (summary.games, summary.skipped, summary.sessions),
        (3, 0, 1)
    );
    assert_eq!(sample_backup::seen(&imported), sample_backup::seen(&store));
    let again = imported
        .import_json(sample_backup::FIXTURE)
        .expect("import");
    assert_eq!((again.games, again.skipped), (0, 3));
}

#[wasm_bindgen_test]
async fn a_file_that_is_not_a_database_is_refused_untouched() {
    let name = "not-a-database.db";
    let pool = fresh(name).await;
    let bytes = vec![b'x'; 4096];
    pool.import_db_unchecked(name, &bytes).expect("write");
    let err = Store::open_opfs(name).await.err().expect("refused");
    assert!(matches!(err, StoreError::NotADatabase { .. }), "{err}");
    assert_eq!(pool.export_db(name).expect("bytes"), bytes);
}

#[wasm_bindgen_test]
async fn a_database_in_memory_stays_in_memory() {
    let pool = web::install_opfs().await.expect("OPFS");
    let files = pool.list();
    let mut store = Store::open_in_memory().expect("memory");
    store
        .new_game(&NewGame::players(["Ana", "Ben"]))
        .expect("new game");
    assert_eq!(pool.list(), files);
}
