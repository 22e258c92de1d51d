//! The store commands, run as a user would: a game goes add → edit → undo → export →
//! import into a fresh database and comes out with identical results.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn papillon(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_papillon"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("PAPILLON_DB")
        .output()
        .expect("run papillon")
}

fn ok_json(output: Output) -> Value {
    assert!(
        output.status.success(),
        "failed: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

fn example() -> PathBuf {
    [
        env!("CARGO_MANIFEST_DIR"),
        "..",
        "..",
        "examples",
        "four-players.json",
    ]
    .iter()
    .collect()
}

fn totals(show: &Value) -> Vec<(String, i64)> {
    show["report"]["sides"]
        .as_array()
        .expect("sides")
        .iter()
        .map(|s| {
            (
                s["members"]
                    .as_array()
                    .expect("members")
                    .iter()
                    .map(|m| m.as_str().expect("name"))
                    .collect::<Vec<_>>()
                    .join("+"),
                s["total"].as_i64().expect("total"),
            )
        })
        .collect()
}

#[test]
fn add_edit_undo_export_import_round_trip() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("games.db");
    let added = ok_json(papillon(
        &db,
        &[
            "games",
            "add",
            example().to_str().expect("path"),
            "--session",
            "Vendredi",
            "--json",
        ],
    ));
    assert_eq!(added["game"], 1);
    assert_eq!(
        added["report"]["winners"],
        serde_json::json!(["Ana", "Cleo"])
    );

    // edit: Ana had two cards left, not one
    let mut sheet: Value =
        serde_json::from_str(&std::fs::read_to_string(example()).expect("read")).expect("json");
    sheet["orange"]["hands"]["Ana"] = serde_json::json!(["E4", "F2"]);
    let edited_path = dir.path().join("edited.json");
    std::fs::write(&edited_path, sheet.to_string()).expect("write");
    let edited = ok_json(papillon(
        &db,
        &[
            "games",
            "edit",
            "1",
            edited_path.to_str().expect("path"),
            "--json",
        ],
    ));
    assert_eq!(edited["revision"], 2);
    assert_eq!(edited["report"]["sides"][0]["orange"], 107);
    let undone = ok_json(papillon(&db, &["games", "undo", "1", "--json"]));
    assert_eq!(undone["revision"], 3);
    assert_eq!(undone["can_redo"], true);
    assert_eq!(undone["report"]["sides"][0]["orange"], 105);

    let show = ok_json(papillon(
        &db,
        &["games", "show", "1", "--revisions", "--json"],
    ));
    assert_eq!(
        totals(&show),
        [("Ana+Cleo".to_owned(), -15), ("Ben+Dan".to_owned(), -21)]
    );
    let kinds: Vec<&str> = show["revisions"]
        .as_array()
        .expect("revisions")
        .iter()
        .map(|r| r["kind"].as_str().expect("kind"))
        .collect();
    assert_eq!(kinds, ["entry", "entry", "undo"]);

    let backup = dir.path().join("backup.json");
    let out = papillon(&db, &["export", backup.to_str().expect("path")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fresh = dir.path().join("fresh.db");
    let imported = ok_json(papillon(
        &fresh,
        &["import", backup.to_str().expect("path"), "--json"],
    ));
    assert_eq!(imported["games"], 1);

    let again = ok_json(papillon(
        &fresh,
        &["games", "show", "1", "--revisions", "--json"],
    ));
    assert_eq!(again["report"], show["report"]);
    assert_eq!(again["revisions"], show["revisions"]);
    assert_eq!(again["summary"], show["summary"]);
    let stats = |db: &Path| ok_json(papillon(db, &["stats", "--json"]));
    assert_eq!(stats(&fresh), stats(&db));
    let list = |db: &Path| {
        ok_json(papillon(
            db,
            &["games", "list", "--player", "cleo", "--json"],
        ))
    };
    assert_eq!(list(&fresh), list(&db));

    // CSV for a spreadsheet
    let csv = papillon(&db, &["export", "--csv", "-"]);
    let text = String::from_utf8_lossy(&csv.stdout);
    assert!(text.starts_with("game,date,session,player,"), "{text}");
    assert_eq!(text.lines().count(), 5, "{text}");
}

#[test]
fn refused_input_changes_nothing_and_says_why() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("games.db");
    ok_json(papillon(
        &db,
        &["games", "add", example().to_str().expect("path"), "--json"],
    ));
    let mut sheet: Value =
        serde_json::from_str(&std::fs::read_to_string(example()).expect("read")).expect("json");
    sheet["blue"]["players"]["Ben"]["scoring"] = serde_json::json!(["yin", "plus", "moins"]);
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, sheet.to_string()).expect("write");
    let out = papillon(
        &db,
        &["games", "edit", "1", bad.to_str().expect("path"), "--json"],
    );
    assert!(!out.status.success());
    let errors: Value = serde_json::from_slice(&out.stdout).expect("json");
    let message = errors["errors"][0].as_str().expect("message");
    assert!(
        message.contains("Yin") && message.contains("Ana") && message.contains("Ben"),
        "{message}"
    );
    let show = ok_json(papillon(&db, &["games", "show", "1", "--json"]));
    assert_eq!(show["summary"]["revision"], 1);

    let out = papillon(&db, &["games", "undo", "1"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing to undo"));
    let out = papillon(&db, &["games", "show", "9"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no game 9"));

    let truncated = dir.path().join("truncated.json");
    let export = papillon(&db, &["export", "-"]);
    std::fs::write(&truncated, &export.stdout[..export.stdout.len() / 3]).expect("write");
    let out = papillon(&db, &["import", truncated.to_str().expect("path")]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not valid JSON"));
    assert_eq!(
        ok_json(papillon(&db, &["games", "list", "--json"]))
            .as_array()
            .expect("list")
            .len(),
        1
    );

    let not_db = dir.path().join("notes.txt");
    std::fs::write(&not_db, "shopping list").expect("write");
    let out = papillon(&not_db, &["games", "list"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a Papillon database"));
    assert_eq!(
        std::fs::read_to_string(&not_db).expect("read"),
        "shopping list"
    );
}

/// `papillon stats --ratings`: the ladder recomputed from the stored games, in words
/// and as JSON, each game's changes adding up; an edit that turns the result changes it.
#[test]
fn ratings_follow_the_stored_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("games.db");
    let none = papillon(&db, &["stats", "--ratings"]);
    assert!(String::from_utf8_lossy(&none.stdout).contains("nobody is rated"));
    ok_json(papillon(
        &db,
        &["games", "add", example().to_str().expect("path"), "--json"],
    ));
    let ladder = ok_json(papillon(&db, &["stats", "--ratings", "--json"]));
    assert_eq!(ladder["game"], "papillon");
    let changes = ladder["games"][0]["changes"].as_array().expect("changes");
    assert_eq!(changes.len(), 4);
    for c in changes {
        let winner = ["Ana", "Cleo"].contains(&c["name"].as_str().expect("name"));
        assert_eq!(c["change"].as_i64().expect("change") > 0, winner, "{c}");
        assert_eq!(c["before"]["rating"], 1500);
    }
    // the winners first in the ladder
    let first = ladder["players"][0]["name"].as_str().expect("name");
    assert!(["Ana", "Cleo"].contains(&first), "{ladder}");
    let text = papillon(&db, &["stats", "--ratings"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("1500 is a newcomer's level"), "{text}");
    assert!(text.contains("game 1 ("), "{text}");
    assert!(text.contains("Ana 1500 -> "), "{text}");
    // other games of the family have their own ladders
    let prout = ok_json(papillon(
        &db,
        &["stats", "--game", "prout", "--ratings", "--json"],
    ));
    assert_eq!(prout["players"], serde_json::json!([]));
}

#[test]
fn an_evening_s_story_two_players_record_and_the_records_in_the_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("games.db");
    let path = example();
    let example = path.to_str().expect("path");
    for _ in 0..2 {
        ok_json(papillon(
            &db,
            &["games", "add", example, "--session", "Vendredi", "--json"],
        ));
    }
    // the story beside the standings, and in words
    let show = ok_json(papillon(&db, &["sessions", "show", "1", "--json"]));
    assert_eq!(
        show["standings"][0]["name"], "Ana",
        "the standings as before"
    );
    let story = &show["story"];
    assert_eq!(story["games"].as_array().map(Vec::len), Some(2));
    assert_eq!(story["main"], "papillon");
    // Ana+Cleo −15 twice: running −15 then −30
    let ana = story["players"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p == "Ana")
        .unwrap();
    assert_eq!(story["games"][1]["running"][ana], -30);
    assert_eq!(story["winners"], serde_json::json!(["Ana", "Cleo"]));
    assert_eq!(story["chat_noirs"][0]["name"], "Cleo");
    let text =
        String::from_utf8_lossy(&papillon(&db, &["sessions", "show", "1"]).stdout).into_owned();
    for part in [
        "The evening's story:",
        "-15 (-30)",
        "Winner of the evening: Ana and Cleo (2 wins, -30 at Papillon;",
        "Biggest swing: ",
        "Most Chat Noirs taken: 2 Chat Noirs, by Cleo (#1, #2).",
    ] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    // two players' record
    let out = papillon(&db, &["stats", "--vs", "Ana,Ben"]);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for part in [
        "Ana and Ben at Papillon: 2 games together, 2 games against each other.",
        "Ana finished ahead 2 times, last in game #2; Ben 0 times; 0 ties.",
        "Their ratings after each game either of them played:",
    ] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    let pair = ok_json(papillon(&db, &["stats", "--vs", "Ana,Cleo", "--json"]));
    assert_eq!(
        (pair["partners"].as_u64(), pair["against"].as_u64()),
        (Some(2), Some(0))
    );
    for (args, message) in [
        (
            &["stats", "--vs", "Ana"][..],
            "--vs: name two players, comma separated",
        ),
        (&["stats", "--vs", "Ana,ana"][..], "\"Ana\" is named twice"),
        (
            &["stats", "--vs", "Ana,Zoé"][..],
            "there is no player called \"Zoé\"",
        ),
    ] {
        let out = papillon(&db, args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    // the records
    let out = papillon(&db, &["stats", "--records"]);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    for part in [
        "Records of Papillon over 2 finished games:",
        "Best score: Ana & Cleo -15 (game #1,",
        "Worst score: Ben & Dan -21 (game #1,",
        "Longest winning streak: Ana, 2 games (games #1 to #2)",
        "Most frequent partners: Ana & Cleo, 2 games together, 2 won (last: game #2)",
    ] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    let records = ok_json(papillon(
        &db,
        &["--game", "prout", "stats", "--records", "--json"],
    ));
    assert_eq!(records["games"], 0);
}
