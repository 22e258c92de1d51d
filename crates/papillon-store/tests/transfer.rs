//! Export, import (all or nothing) and CSV.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use common::{duel, four_players, sheet};
use papillon_core::dice::{RollPurpose, RollRecord, Throw, seeded_rng};
use papillon_store::{Export, GameFilter, NewGame, Store, StoreError};

/// A database with finished, edited, undone and in-progress games, sessions and dice.
fn populated() -> Store {
    let mut store = Store::open_in_memory().expect("store");
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
    store
        .record_entry(
            c,
            &sheet(serde_json::json!({"players": ["Ana", "Ben"], "blue": {"players": {"Ana": {"cards": 12}}}})),
        )
        .expect("entry");
    store
}

fn comparable(store: &Store) -> serde_json::Value {
    let mut export = serde_json::to_value(store.export().expect("export")).expect("json");
    export["exported_at"] = serde_json::Value::Null;
    export
}

#[test]
fn export_then_import_into_a_fresh_database_gives_identical_games() {
    let store = populated();
    let text = store.export_json().expect("export");
    let mut fresh = Store::open_in_memory().expect("fresh");
    let summary = fresh.import_json(&text).expect("import");
    assert_eq!(
        (
            summary.games,
            summary.skipped,
            summary.players_added,
            summary.sessions
        ),
        (3, 0, 5, 1)
    );
    assert_eq!(comparable(&fresh), comparable(&store));
    let all = GameFilter::default();
    assert_eq!(
        fresh.list_games(&all).expect("list"),
        store.list_games(&all).expect("list")
    );
    assert_eq!(fresh.stats().expect("stats"), store.stats().expect("stats"));
    for game in store.list_games(&all).expect("list") {
        assert_eq!(
            fresh.game(game.id).expect("game"),
            store.game(game.id).expect("game")
        );
    }
    // importing the same backup again adds nothing
    let again = fresh.import_json(&text).expect("import");
    assert_eq!((again.games, again.skipped), (0, 3));
    assert_eq!(comparable(&fresh), comparable(&store));
}

fn refused(mutate: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut value: serde_json::Value =
        serde_json::from_str(&populated().export_json().expect("export")).expect("json");
    mutate(&mut value);
    refused_text(&value.to_string())
}

fn refused_text(text: &str) -> String {
    let mut target = populated();
    let before = target.export().expect("export");
    let err = target.import_json(text).expect_err("refused");
    assert!(matches!(err, StoreError::Import(_)), "{err}");
    let mut after = target.export().expect("export");
    after.exported_at = before.exported_at.clone();
    assert_eq!(after, before, "a refused import changed the database");
    err.to_string()
}

#[test]
fn a_truncated_or_malformed_export_is_refused_and_changes_nothing() {
    let text = populated().export_json().expect("export");
    let message = refused_text(&text[..text.len() / 2]);
    assert!(
        message.contains("not valid JSON") && message.contains("line"),
        "{message}"
    );
    let message = refused_text("{\"hello\": 1}");
    assert!(message.contains("not a Papillon export"), "{message}");
    // a sheet with a field no sheet has is named with its game and revision, and only it
    let message = refused(|v| v["games"][0]["revisions"][0]["sheet"]["colour"] = "blue".into());
    assert!(
        message.contains("game 1 revision 1: not a Papillon score sheet")
            && message.contains("colour"),
        "{message}"
    );
    assert!(!message.contains("not an earlier entry"), "{message}");
    let message = refused(|v| v["games"][0]["seats"] = serde_json::json!("none"));
    assert!(message.contains("malformed"), "{message}");
}

#[test]
fn a_wrong_version_is_refused() {
    let next = papillon_store::EXPORT_VERSION + 1;
    let message = refused(|v| v["version"] = next.into());
    assert!(
        message.contains(&format!("version {next} is not supported"))
            && message.contains(&format!("versions 1 to {}", next - 1)),
        "{message}"
    );
}

#[test]
fn a_version_1_backup_without_games_against_the_computer_still_imports() {
    let mut value: serde_json::Value =
        serde_json::from_str(&populated().export_json().expect("export")).expect("json");
    value["version"] = 1.into();
    value.as_object_mut().expect("object").remove("practice");
    let dir = tempfile::tempdir().expect("dir");
    let mut fresh = Store::open(dir.path().join("v1.db")).expect("store");
    let summary = fresh.import_json(&value.to_string()).expect("version 1");
    assert!(summary.games > 0);
    assert_eq!(summary.practice, 0);
}

#[test]
fn unknown_and_duplicate_cards_are_refused_with_the_game_and_revision() {
    let message = refused(|v| {
        v["games"][0]["revisions"][0]["sheet"]["blue"]["players"]["Ana"]["scoring"][0] =
            "F12".into()
    });
    assert!(
        message.contains("game 1 revision 1") && message.contains("Ana") && message.contains("F12"),
        "{message}"
    );
    let message = refused(|v| {
        v["games"][0]["revisions"][0]["sheet"]["blue"]["players"]["Ben"]["scoring"][0] = "F3".into()
    });
    assert!(
        message.contains("game 1 revision 1") && message.contains("F3") && message.contains("Ben"),
        "{message}"
    );
    // the orange deck has each face twice: a third E4 is one too many
    let message = refused(|v| {
        v["games"][0]["revisions"][0]["sheet"]["orange"]["hands"]["Cleo"] =
            serde_json::json!(["E4", "E4"]);
    });
    assert!(
        message.contains("E4") && message.contains("3 times"),
        "{message}"
    );
}

#[test]
fn inconsistent_games_are_refused() {
    let message = refused(|v| v["games"][0]["seats"][0]["player"] = "Nobody".into());
    assert!(
        message.contains("Nobody") && message.contains("not in the export"),
        "{message}"
    );
    let message = refused(|v| v["games"][0]["revisions"][1]["number"] = 7.into());
    assert!(message.contains("numbered"), "{message}");
    let message = refused(|v| v["games"][0]["revisions"][2]["node"] = 2.into());
    assert!(
        message.contains("revision 3") && message.contains("differs"),
        "{message}"
    );
    let message = refused(|v| v["games"][2]["status"] = "finished".into());
    assert!(
        message.contains("game 3") && message.contains("not complete"),
        "{message}"
    );
    let message = refused(|v| v["games"][1]["dice"][0]["dice"] = serde_json::json!([7, 1]));
    assert!(message.contains("[7, 1]"), "{message}");
    let message = refused(|v| v["players"][1]["name"] = "ana".into());
    assert!(message.contains("listed twice"), "{message}");
}

#[test]
fn the_csv_has_one_row_per_player_per_finished_game() {
    let store = populated();
    let mut out = Vec::new();
    store.export_csv(&mut out).expect("csv");
    let text = String::from_utf8(out).expect("utf-8");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let headers = reader.headers().expect("headers").clone();
    assert_eq!(
        headers.iter().collect::<Vec<_>>(),
        [
            "game",
            "date",
            "session",
            "player",
            "seat",
            "side",
            "blue",
            "orange",
            "total",
            "place",
            "won",
            "rating_before",
            "rating_after"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    assert_eq!(
        rows.len(),
        6,
        "4 + 2 players of the finished games:\n{text}"
    );
    let ana = rows.iter().find(|r| &r[3] == "Ana").expect("Ana");
    assert_eq!(
        (&ana[2], &ana[5], &ana[9], &ana[10]),
        ("Vendredi 🦋", "Ana+Cleo", "1", "yes")
    );
    assert!(
        rows.iter().any(|r| &r[3] == "O'Hara"),
        "quotes survive:\n{text}"
    );
    // each row's ratings are the ladder's for that game and player
    let ladder = store
        .ratings(papillon_store::GameType::Papillon)
        .expect("ratings");
    for r in &rows {
        let game: i64 = r[0].parse().expect("game");
        let change = ladder
            .games
            .iter()
            .find(|g| g.game.0 == game)
            .and_then(|g| g.changes.iter().find(|c| c.name == r[3]))
            .expect("rated");
        assert_eq!(r[11], change.before.rating.to_string(), "{text}");
        assert_eq!(r[12], change.after.rating.to_string(), "{text}");
    }
}

#[test]
fn an_export_is_a_versioned_document() {
    let export: Export = populated().export().expect("export");
    assert_eq!(export.format, papillon_store::EXPORT_FORMAT);
    assert_eq!(export.version, papillon_store::EXPORT_VERSION);
    assert_eq!(export.games.len(), 3);
    assert_eq!(export.games[0].revisions.len(), 3);
}
