//! Every stored game of an earlier version opens unchanged after an upgrade, and every
//! earlier backup imports unchanged.
//!
//! `fixtures/schema6.db` was written by the store at schema version 6 (the last version
//! before games carried their game type), and `fixtures/schema6-backup.json` exported
//! from it; `fixtures/schema6-dump.json` is everything that version read back from the
//! database: games, sheets, revisions, results, statistics, sessions, the dice log,
//! the games against the computer with their moves, referee positions and settings.
//! The tests open the fixture with today's store and find every value of the dump
//! unchanged (today's store may add fields, never change or drop one).
//!
//! `PAPILLON_WRITE_FIXTURE=1 cargo test -p papillon-store --test fixture -- --ignored`
//! wrote the three files; they are never written again.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use std::path::{Path, PathBuf};

use papillon_core::ai::Level;
use papillon_core::game::{BlueGame, FullGame, Game, GameKind, PapillonGame, Table};
use papillon_core::practice::{Practice, PracticeSetup, SeatPlayer};
use papillon_store::referee::RefereeRound;
use papillon_store::{GameFilter, Store};
use serde_json::{Value, json};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Everything a store reads back, as JSON.
fn dump(store: &Store) -> Value {
    let games = store.list_games(&GameFilter::default()).expect("games");
    let details: Vec<Value> = games
        .iter()
        .map(|g| {
            json!({
                "detail": serde_json::to_value(store.game(g.id).expect("game")).expect("json"),
                "revisions": serde_json::to_value(store.revisions(g.id).expect("revisions")).expect("json"),
                "dice": serde_json::to_value(store.dice_log(Some(g.id)).expect("dice")).expect("json"),
            })
        })
        .collect();
    let practice: Vec<Value> = store
        .practice_games::<papillon_core::practice::Modern>(false, 100)
        .expect("practice")
        .iter()
        .map(|p| {
            let saved = store
                .practice::<papillon_core::practice::Modern>(p.id)
                .expect("practice game");
            json!({
                "summary": serde_json::to_value(papillon_store::PracticeSummary::of(p.clone())).expect("json"),
                "id": saved.id.0,
                "setup": serde_json::to_value(&saved.setup).expect("json"),
                "moves": serde_json::to_value(&saved.moves).expect("json"),
                "status": serde_json::to_value(saved.status).expect("json"),
                "replay_of": saved.replay_of.map(|r| r.0),
                "report": serde_json::to_value(&saved.report).expect("json"),
            })
        })
        .collect();
    let referee: Vec<Value> = store
        .referee_positions(30)
        .expect("referee")
        .into_iter()
        .map(|p| json!({ "id": p.id, "round": p.round, "position": p.position, "asked_at": p.asked_at }))
        .collect();
    let sessions = store.sessions().expect("sessions");
    let standings: Vec<Value> = sessions
        .iter()
        .map(|s| {
            serde_json::to_value(store.session_standings(s.id).expect("standings")).expect("json")
        })
        .collect();
    json!({
        "games": serde_json::to_value(&games).expect("json"),
        "details": details,
        "stats": serde_json::to_value(store.stats().expect("stats")).expect("json"),
        "sessions": serde_json::to_value(&sessions).expect("json"),
        "standings": standings,
        "dice": serde_json::to_value(store.dice_log(None).expect("dice")).expect("json"),
        "practice": practice,
        "referee": referee,
        "settings": {
            "language": store.setting("language").expect("setting"),
            "rules": store.setting("rules").expect("setting"),
        },
    })
}

/// `old` is found in `new`: every value equal, every object key present (new keys
/// allowed). Returns the path of the first difference.
fn contained(old: &Value, new: &Value, path: &str) -> Result<(), String> {
    match (old, new) {
        (Value::Object(a), Value::Object(b)) => {
            for (k, v) in a {
                let Some(w) = b.get(k) else {
                    return Err(format!("{path}.{k}: gone"));
                };
                contained(v, w, &format!("{path}.{k}"))?;
            }
            Ok(())
        }
        (Value::Array(a), Value::Array(b)) => {
            if a.len() != b.len() {
                return Err(format!("{path}: {} items, now {}", a.len(), b.len()));
            }
            for (i, (v, w)) in a.iter().zip(b).enumerate() {
                contained(v, w, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        _ if old == new => Ok(()),
        _ => Err(format!("{path}: {old} is now {new}")),
    }
}

/// The value without the row ids an import gives afresh.
fn without_ids(v: &Value) -> Value {
    match v {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(k, _)| {
                    !matches!(
                        k.as_str(),
                        "id" | "player" | "game" | "session" | "revision"
                    )
                })
                .map(|(k, v)| (k.clone(), without_ids(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(without_ids).collect()),
        other => other.clone(),
    }
}

fn read(name: &str) -> String {
    std::fs::read_to_string(fixtures().join(name)).expect("fixture")
}

#[test]
fn a_schema6_database_opens_with_every_game_move_and_result_unchanged() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("papillon.db");
    std::fs::copy(fixtures().join("schema6.db"), &path).expect("copy");
    let store = Store::open(&path).expect("upgrade");
    assert_eq!(store.integrity_check().expect("check"), "ok");
    let old: Value = serde_json::from_str(&read("schema6-dump.json")).expect("dump");
    let new = dump(&store);
    contained(&old, &new, "").unwrap_or_else(|e| panic!("changed by the upgrade: {e}"));
    // the dump is not empty: the fixture holds what it says
    assert!(old["games"].as_array().expect("games").len() >= 5);
    assert!(old["practice"].as_array().expect("practice").len() >= 2);
    assert!(!old["referee"].as_array().expect("referee").is_empty());
    // every game stored before the family of games is a game of Papillon
    let all_papillon = |list: &Value, key: &str| {
        list.as_array()
            .expect("list")
            .iter()
            .all(|g| g.pointer(key) == Some(&json!("papillon")))
    };
    assert!(all_papillon(&new["games"], "/game"), "{}", new["games"]);
    assert!(all_papillon(&new["practice"], "/summary/game"));
    let papillon_only = store
        .list_games(&GameFilter {
            game: Some(papillon_store::GameType::Papillon),
            ..GameFilter::default()
        })
        .expect("filter");
    assert_eq!(
        papillon_only.len(),
        old["games"].as_array().expect("games").len()
    );
    drop(store);
    // and a second opening (no migration left to run) reads the same
    let again = Store::open(&path).expect("reopen");
    assert_eq!(dump(&again), new);
}

#[test]
fn a_schema6_backup_imports_with_every_game_and_result_unchanged() {
    let mut store = Store::open_in_memory().expect("store");
    let summary = store
        .import_json(&read("schema6-backup.json"))
        .expect("import");
    let old: Value = serde_json::from_str(&read("schema6-dump.json")).expect("dump");
    let new = dump(&store);
    // a backup carries the score-keeping games, their players, sessions and results;
    // an import numbers rows afresh, so row ids and revision numbers are left out
    for key in ["games", "stats", "sessions", "standings"] {
        contained(&without_ids(&old[key]), &without_ids(&new[key]), key)
            .unwrap_or_else(|e| panic!("import: {e}"));
    }
    let sheets = |v: &Value| -> Vec<Value> {
        v["details"]
            .as_array()
            .expect("details")
            .iter()
            .map(|d| d["detail"]["sheet"].clone())
            .collect()
    };
    assert_eq!(sheets(&old), sheets(&new), "every sheet as it was");
    assert_eq!(summary.games, 5, "{summary:?}");
    // a version-2 backup has no game type: its games are Papillon's, and a new backup
    // says so (format version 3 and later)
    let export = store.export().expect("export");
    assert_eq!(export.version, papillon_store::EXPORT_VERSION);
    assert!(
        export
            .games
            .iter()
            .all(|g| g.game == papillon_store::GameType::Papillon)
    );
    assert!(
        export
            .practice
            .iter()
            .all(|g| g.game == papillon_store::GameType::Papillon)
    );
    let text = store.export_json().expect("json");
    let mut again = Store::open_in_memory().expect("store");
    again
        .import_json(&text)
        .expect("a version-3 backup imports");
    contained(
        &without_ids(&new["games"]),
        &without_ids(&dump(&again)["games"]),
        "games",
    )
    .unwrap_or_else(|e| panic!("round trip: {e}"));
}

/// Plays a practice game move by move, saving each, up to `moves` moves (a macro, so
/// that it names no trait of the engine's: the fixture outlives their names).
macro_rules! play_practice {
    ($store:expr, $id:expr, $game:expr, $moves:expr) => {
        for _ in 0..$moves {
            let Some((seat, player)) = $game.to_play() else {
                break;
            };
            let played = match player {
                SeatPlayer::Computer(_) => $game.play_computer().expect("computer").clone(),
                SeatPlayer::Person => {
                    let mut legal = Vec::new();
                    $game.game().legal_actions(&mut legal);
                    $game
                        .play(seat, &legal[0].to_string())
                        .expect("person")
                        .clone()
                }
            };
            $store
                .practice_move::<papillon_core::practice::Modern>(
                    $id,
                    $game.moves().len() as u32,
                    None,
                    &played,
                    None,
                )
                .expect("saved");
        }
    };
}

/// Writes the fixture (run once, by the schema-6 store).
#[test]
#[ignore = "writes the fixture: run once with PAPILLON_WRITE_FIXTURE=1"]
fn write_fixture() {
    if std::env::var_os("PAPILLON_WRITE_FIXTURE").is_none() {
        return;
    }
    let path = fixtures().join("schema6.db");
    let _ = std::fs::remove_file(&path);
    let mut store = Store::open(&path).expect("store");
    // finished games, one of them in a session with dice
    let session = store.start_session("Vendredi").expect("session");
    for sheet in papillon_store::sample::finished_sheets(6, 3) {
        store
            .add_finished_game(&sheet, Some(session))
            .expect("finished game");
    }
    // the README's four players, tapped in: revisions, an undo and a redo, finished
    let four = common::four_players();
    let id = store
        .new_game(&papillon_store::NewGame {
            teams: four.teams.clone(),
            dealer_seat: Some(2),
            ..papillon_store::NewGame::players(four.players.iter().cloned())
        })
        .expect("new game");
    let mut partial = four.clone();
    partial.orange = None;
    store.record_entry(id, &partial).expect("blue");
    store.record_entry(id, &four).expect("orange");
    store.undo(id).expect("undo");
    store.redo(id).expect("redo");
    store.finish(id).expect("finish");
    let mut rng = papillon_core::dice::seeded_rng(6);
    let start = papillon_core::dice::start_roll(
        &mut rng,
        &[
            "Ana".to_string(),
            "Ben".to_string(),
            "Cleo".to_string(),
            "Dan".to_string(),
        ],
        papillon_core::dice::Round::Blue,
    )
    .expect("roll");
    store
        .log_rolls(Some(id), &start.rolls().cloned().collect::<Vec<_>>())
        .expect("dice");
    // a game in progress: the blue round only
    let two = common::duel("Eve", "Fanny", 30, &["F3"], &["S11"]);
    let id = store
        .new_game(&papillon_store::NewGame::players(
            two.players.iter().cloned(),
        ))
        .expect("new game");
    let mut blue_only = two.clone();
    blue_only.orange = None;
    store.record_entry(id, &blue_only).expect("blue");
    // against the computer: a finished blue round and a full game in progress
    let blue = PracticeSetup {
        kind: GameKind::Blue,
        table: (*Table::simple(2).expect("table")).clone(),
        seats: vec![SeatPlayer::Person, SeatPlayer::Computer(Level::Medium)],
        seed: 61,
    };
    let id = store
        .new_practice::<papillon_core::practice::Modern>(&blue, None)
        .expect("practice");
    let mut game = Practice::<BlueGame>::new(blue).expect("game");
    play_practice!(store, id, game, 500);
    let report = game.game().report().expect("over");
    store
        .finish_practice::<papillon_core::practice::Modern>(id, &report)
        .expect("finish");
    let full = PracticeSetup {
        kind: GameKind::Full,
        table: (*Table::simple(4).expect("table")).clone(),
        seats: vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Easy),
            SeatPlayer::Computer(Level::Medium),
            SeatPlayer::Computer(Level::Easy),
        ],
        seed: 62,
    };
    let id = store
        .new_practice::<papillon_core::practice::Modern>(&full, None)
        .expect("practice");
    let mut game = Practice::<FullGame>::new(full).expect("game");
    play_practice!(store, id, game, 30);
    // the referee and the settings
    store
        .save_referee_position(
            RefereeRound::Blue,
            &json!({ "plate": ["F10", "chat_noir"], "hand": ["moins", "yin"] }),
        )
        .expect("referee");
    store
        .set_setting("language", &json!("fr"))
        .expect("setting");
    drop(store);
    let store = Store::open(&path).expect("reopen");
    std::fs::write(
        fixtures().join("schema6-backup.json"),
        store.export_json().expect("export"),
    )
    .expect("write backup");
    std::fs::write(
        fixtures().join("schema6-dump.json"),
        serde_json::to_string_pretty(&dump(&store)).expect("json"),
    )
    .expect("write dump");
}
