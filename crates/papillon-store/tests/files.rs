//! Opening: what is not ours is refused untouched; older schemas upgrade; newer ones
//! are refused untouched.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use papillon_store::schema::{self, SCHEMA_VERSION};
use papillon_store::{GameFilter, GameStatus, Store, StoreError};
use rusqlite::Connection;

fn refused_untouched(bytes: &[u8]) -> StoreError {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("papillon.db");
    std::fs::write(&path, bytes).expect("write");
    let err = Store::open(&path).err().expect("refused");
    assert_eq!(
        std::fs::read(&path).expect("read"),
        bytes,
        "the file was changed"
    );
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names.len(), 1, "no side files were left: {names:?}");
    err
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_untouched() {
    for bytes in [
        b"Ana,Ben\n10,48\n".as_slice(),
        &[0u8; 4096],
        &[0xff, 0xd8, 0xff, 0xe0],
        b"SQLite format 2\0 and more",
    ] {
        let err = refused_untouched(bytes);
        assert!(matches!(err, StoreError::NotADatabase { .. }), "{err}");
        assert!(err.to_string().contains("not a Papillon database"), "{err}");
        assert!(err.to_string().contains("left untouched"), "{err}");
    }
}

#[test]
fn a_corrupt_sqlite_file_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("good.db");
    {
        let mut store = Store::open(&path).expect("create");
        store
            .add_finished_game(&common::four_players(), None)
            .expect("add");
    }
    // checkpoint the WAL into the main file, then damage everything after the header
    Connection::open(&path)
        .expect("open")
        .pragma_update(None, "journal_mode", "delete")
        .expect("checkpoint");
    let mut bytes = std::fs::read(&path).expect("read");
    for (i, b) in bytes.iter_mut().enumerate().skip(100) {
        *b = (i * 7 % 251) as u8;
    }
    let err = refused_untouched(&bytes);
    let message = err.to_string();
    assert!(
        matches!(
            err,
            StoreError::NotADatabase { .. } | StoreError::Damaged(_)
        ),
        "{message}"
    );
}

#[test]
fn another_programs_database_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("other.db");
    Connection::open(&path)
        .expect("open")
        .execute_batch("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ana');")
        .expect("create");
    let bytes = std::fs::read(&path).expect("read");
    let err = refused_untouched(&bytes);
    assert!(matches!(err, StoreError::ForeignDatabase { .. }), "{err}");
}

#[test]
fn a_database_from_a_newer_version_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("newer.db");
    drop(Store::open(&path).expect("create"));
    {
        let conn = Connection::open(&path).expect("open");
        conn.pragma_update(None, "journal_mode", "delete")
            .expect("no wal");
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .expect("bump");
    }
    let bytes = std::fs::read(&path).expect("read");
    let err = refused_untouched(&bytes);
    match err {
        StoreError::TooNew {
            found, supported, ..
        } => {
            assert_eq!((found, supported), (SCHEMA_VERSION + 1, SCHEMA_VERSION));
        }
        other => panic!("expected TooNew, got {other}"),
    }
}

#[test]
fn a_version_1_database_upgrades_with_its_data() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("v1.db");
    let sheet = common::four_players();
    {
        // The fixture: a database exactly as schema version 1 wrote it.
        let mut conn = Connection::open(&path).expect("open");
        schema::migrate_to(&mut conn, 1).expect("version 1");
        conn.pragma_update(None, "application_id", schema::APPLICATION_ID)
            .expect("id");
        let tx = conn.transaction().expect("tx");
        for (i, name) in sheet.players.iter().enumerate() {
            tx.execute(
                "INSERT INTO players (id, name, name_key, created_at) VALUES (?1, ?2, ?3, '2026-01-01T20:00:00Z')",
                rusqlite::params![i as i64 + 1, name, name.to_lowercase()],
            )
            .expect("player");
        }
        tx.execute(
            "INSERT INTO games (id, status, created_at, updated_at, finished_at)
             VALUES (1, 'finished', '2026-01-01T20:00:00Z', '2026-01-01T21:00:00Z', '2026-01-01T21:00:00Z')",
            [],
        )
        .expect("game");
        for (i, name) in sheet.players.iter().enumerate() {
            tx.execute(
                "INSERT INTO game_players (game_id, seat, player_id, sheet_name) VALUES (1, ?1, ?2, ?3)",
                rusqlite::params![i as i64, i as i64 + 1, name],
            )
            .expect("seat");
        }
        tx.execute(
            "INSERT INTO revisions (game_id, number, created_at, kind, sheet, node)
             VALUES (1, 1, '2026-01-01T21:00:00Z', 'entry', ?1, 1)",
            [serde_json::to_string(&sheet).expect("json")],
        )
        .expect("revision");
        tx.execute(
            "INSERT INTO dice_log (game_id, rolled_at, purpose, player, dice)
             VALUES (1, '2026-01-01T20:00:00Z', 'start_blue', 'Ana', '[6,5]')",
            [],
        )
        .expect("roll");
        tx.commit().expect("commit");
        let version: u32 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .expect("version");
        assert_eq!(version, 1);
    }
    let store = Store::open(&path).expect("upgrade");
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
    let games = store.list_games(&GameFilter::default()).expect("list");
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].status, GameStatus::Finished);
    assert_eq!(games[0].winners, ["Ana", "Cleo"]);
    let detail = store.game(games[0].id).expect("game");
    assert_eq!(detail.sheet, sheet);
    assert_eq!(detail.dice.len(), 1);
    let stats = store.stats().expect("stats");
    assert_eq!(stats.len(), 4);
    assert!(stats.iter().all(|s| s.games == 1));
    drop(store);
    // opening again changes nothing
    let store = Store::open(&path).expect("reopen");
    assert_eq!(
        store.list_games(&GameFilter::default()).expect("list"),
        games
    );
}

#[test]
fn a_fresh_database_is_created_at_the_latest_version() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("nested").join("papillon.db");
    std::fs::create_dir_all(path.parent().expect("parent")).expect("dir");
    let store = Store::open(&path).expect("create");
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
    assert_eq!(store.integrity_check().expect("check"), "ok");
    let conn = Connection::open(&path).expect("open");
    let mode: String = conn
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .expect("mode");
    assert_eq!(mode, "wal");
}

/// Schema version 4 drops the cached results so that the engine's new team credit
/// (every member credited the team's whole score) reaches games stored before it.
#[test]
fn results_stored_by_version_3_are_recomputed_on_upgrade() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("papillon.db");
    {
        let mut store = Store::open(&path).expect("create");
        store
            .add_finished_game(&common::four_players(), None)
            .expect("add");
    }
    {
        // what version 3 stored for Ana: her own points (F3 10 − orange 34), not the team's
        let conn = Connection::open(&path).expect("open");
        conn.execute(
            "UPDATE result_players SET blue = 10, orange = 34, total = -24
             WHERE player_id = (SELECT id FROM players WHERE name = 'Ana')",
            [],
        )
        .expect("old credit");
        // what version 3 had: no practice nor referee tables yet, no game types, no
        // standings of the other games
        conn.execute_batch(
            "DROP TABLE standings; DROP TABLE referee_positions; DROP TABLE practice_moves;
             DROP TABLE practice_games; DROP INDEX games_type;
             ALTER TABLE games DROP COLUMN game_type;",
        )
        .expect("version 3 tables");
        conn.pragma_update(None, "user_version", 3)
            .expect("version 3");
    }
    let store = Store::open(&path).expect("upgrade");
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
    let stats = store.stats().expect("stats");
    let ana = stats.iter().find(|s| s.name == "Ana").expect("Ana");
    // Ana+Cleo: 90 blue, 105 orange, −15 (README example)
    assert_eq!(
        (ana.average_blue, ana.average_orange, ana.average_total),
        (Some(90.0), Some(105.0), -15.0)
    );
}

/// A sheet the engine scored before the tour counts were checked (five players, three
/// tours) is kept by the upgrade, its game reopened, and it can be corrected one tap at
/// a time — each entry may keep the problem the sheet already had, but not add one; an
/// old backup holding it imports the same way.
#[test]
fn a_sheet_written_under_older_rules_is_kept_and_can_be_corrected() {
    use papillon_store::GameStatus;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("papillon.db");
    let five = |tours: &[&str]| {
        common::sheet(serde_json::json!({
          "players": ["Ana", "Ben", "Cleo", "Dan", "Eve"],
          "teams": [["Ana", "Ben", "Cleo"], ["Dan", "Eve"]],
          "orange": { "tours": tours,
            "hands": { "Ana": [], "Ben": ["E1"], "Cleo": ["E2"], "Dan": ["E3"], "Eve": ["E4"] } }
        }))
    };
    let game = {
        let mut store = Store::open(&path).expect("create");
        store.add_finished_game(&five(&["Ana"]), None).expect("add")
    };
    {
        // what version 3 stored: three tours at five players, scored
        let conn = Connection::open(&path).expect("open");
        conn.execute(
            "UPDATE revisions SET sheet = ?1",
            [serde_json::to_string(&five(&["Dan", "Eve", "Ana"])).expect("json")],
        )
        .expect("old sheet");
        // what version 3 had: no practice nor referee tables yet, no game types, no
        // standings of the other games
        conn.execute_batch(
            "DROP TABLE standings; DROP TABLE referee_positions; DROP TABLE practice_moves;
             DROP TABLE practice_games; DROP INDEX games_type;
             ALTER TABLE games DROP COLUMN game_type;",
        )
        .expect("version 3 tables");
        conn.pragma_update(None, "user_version", 3)
            .expect("version 3");
    }
    let backup = {
        let mut store = Store::open(&path).expect("upgrade");
        let detail = store.game(game).expect("game");
        assert_eq!(detail.summary.status, GameStatus::InProgress, "reopened");
        assert!(
            detail.missing.iter().any(|m| m.contains("3 tours")),
            "{:?}",
            detail.missing
        );
        let backup = store.export_json().expect("export");
        // adding a tour adds to the problem: refused
        store
            .record_entry(game, &five(&["Dan", "Eve", "Ana", "Ben"]))
            .expect_err("a fourth tour is refused");
        // removing one keeps only the problem it had: saved
        store
            .record_entry(game, &five(&["Eve", "Ana"]))
            .expect("one tour fewer");
        let saved = store
            .record_entry(game, &five(&["Ana"]))
            .expect("corrected");
        assert!(saved.report.is_some(), "scored again");
        backup
    };
    // the backup made before the correction imports into a new database
    let mut fresh = Store::open(dir.path().join("other.db")).expect("fresh");
    let summary = fresh.import_json(&backup).expect("an old backup imports");
    assert_eq!(summary.games, 1);
    let games = fresh.list_games(&GameFilter::default()).expect("list");
    assert_eq!(games[0].status, GameStatus::InProgress);
}
