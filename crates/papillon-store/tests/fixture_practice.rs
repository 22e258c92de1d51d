//! Every game against the computer saved before the games shared one practice stack
//! (issue 36) opens unchanged after the upgrade, and every backup of that time imports
//! unchanged: each game of both kinds resumes at the same move with the same position.
//!
//! `fixtures/schema9.db` was written by the store at schema version 9 (the last version
//! where the modern game and the 1756 game had each their own store code), and
//! `fixtures/schema9-backup.json` (export version 4, with its `classic_practice` list)
//! exported from it; `fixtures/schema9-dump.json` is what that version read back: each
//! game's setup, moves, status, replay, report, and the position its moves replay to
//! (who is to play and the legal moves there; the 1756 game's view of the seat to
//! play).
//!
//! `PAPILLON_WRITE_FIXTURE=1 cargo test -p papillon-store --test fixture_practice --
//! --ignored` wrote the three files with the store of commit 701e77e; they are never
//! written again.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::path::{Path, PathBuf};

use classic_papillon::{ClassicPractice, ClassicPracticeSetup, Options};
use game_kit::Game;
use game_kit::ai::Level;
use game_kit::practice::SeatPlayer;
use papillon_core::game::{BlueGame, FullGame, GameKind, OrangeGame, PapillonGame, Table};
use papillon_core::practice::{Practice, PracticeGame, PracticeSetup};
use papillon_store::{PracticeId, Store};
use serde_json::{Value, json};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(fixtures().join(name)).expect("fixture")
}

/// Where a modern game's moves lead: who is to play and the legal moves there.
fn modern_position(
    setup: &PracticeSetup,
    moves: &[papillon_core::practice::PracticeMove],
) -> Value {
    fn at<G: PracticeGame>(p: &Practice<G>) -> Value {
        let mut legal = Vec::new();
        p.game().legal_actions(&mut legal);
        json!({
            "to_play": p.to_play().map(|(seat, _)| seat),
            "legal": legal.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
            "returns": p.game().returns().map(|r| r[..p.game().players()].to_vec()),
        })
    }
    match setup.kind {
        GameKind::Blue => at(&Practice::<BlueGame>::replay(setup.clone(), moves).expect("replay")),
        GameKind::Orange => {
            at(&Practice::<OrangeGame>::replay(setup.clone(), moves).expect("replay"))
        }
        GameKind::Full => at(&Practice::<FullGame>::replay(setup.clone(), moves).expect("replay")),
    }
}

/// Where a 1756 game's moves lead, and what the seat to play (or the person) sees.
fn classic_position(
    setup: &ClassicPracticeSetup,
    moves: &[game_kit::practice::PracticeMove],
) -> Value {
    let p = ClassicPractice::replay(setup.clone(), moves).expect("replay");
    let person = setup
        .seats
        .iter()
        .position(|s| *s == SeatPlayer::Person)
        .expect("a person");
    json!({
        "to_play": p.to_play().map(|(seat, _)| seat),
        "legal": p.game().legal_moves().iter().map(|a| a.to_string()).collect::<Vec<_>>(),
        "view": serde_json::to_value(p.game().view(person)).expect("json"),
        "report": serde_json::to_value(p.report()).expect("json"),
    })
}

/// Every game against the computer of both kinds, as the store reads it back.
fn dump(store: &Store) -> Value {
    let modern: Vec<Value> = store
        .practice_games::<papillon_core::practice::Modern>(false, 100)
        .expect("list")
        .iter()
        .map(|s| {
            let saved = store
                .practice::<papillon_core::practice::Modern>(s.id)
                .expect("game");
            json!({
                "id": saved.id.0,
                "setup": serde_json::to_value(&saved.setup).expect("json"),
                "moves": serde_json::to_value(&saved.moves).expect("json"),
                "status": serde_json::to_value(saved.status).expect("json"),
                "replay_of": saved.replay_of.map(|r| r.0),
                "created_at": saved.created_at,
                "updated_at": saved.updated_at,
                "report": serde_json::to_value(&saved.report).expect("json"),
                "position": modern_position(&saved.setup, &saved.moves),
            })
        })
        .collect();
    let classic: Vec<Value> = store
        .practice_games::<classic_papillon::ClassicPractice>(false, 100)
        .expect("list")
        .iter()
        .map(|saved| {
            json!({
                "id": saved.id.0,
                "setup": serde_json::to_value(&saved.setup).expect("json"),
                "moves": serde_json::to_value(&saved.moves).expect("json"),
                "status": serde_json::to_value(saved.status).expect("json"),
                "replay_of": saved.replay_of.map(|r| r.0),
                "created_at": saved.created_at,
                "updated_at": saved.updated_at,
                "report": serde_json::to_value(&saved.report).expect("json"),
                "position": classic_position(&saved.setup, &saved.moves),
            })
        })
        .collect();
    json!({ "modern": modern, "classic": classic })
}

/// The games with the ids and times an import gives afresh left out, in id order.
fn imported(v: &Value) -> Value {
    let strip = |list: &Value| {
        let mut games: Vec<Value> = list
            .as_array()
            .expect("list")
            .iter()
            .map(|g| {
                let mut g = g.clone();
                let map = g.as_object_mut().expect("object");
                map.remove("id");
                map.insert("replay_of".into(), json!(map["replay_of"].is_number()));
                g
            })
            .collect();
        games.sort_by_key(|g| g["created_at"].as_str().map(str::to_owned));
        Value::Array(games)
    };
    json!({ "modern": strip(&v["modern"]), "classic": strip(&v["classic"]) })
}

#[test]
fn every_saved_game_against_the_computer_resumes_at_the_same_move_after_the_upgrade() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("papillon.db");
    std::fs::copy(fixtures().join("schema9.db"), &path).expect("copy");
    let store = Store::open(&path).expect("upgrade");
    assert_eq!(store.integrity_check().expect("check"), "ok");
    let old: Value = serde_json::from_str(&read("schema9-dump.json")).expect("dump");
    assert!(old["modern"].as_array().expect("modern").len() >= 4);
    assert!(old["classic"].as_array().expect("classic").len() >= 4);
    assert_eq!(dump(&store), old, "every game as it was");
    // the upgrade wrote each finished game's end in the shared words, through its game
    let modern = store
        .practice_games::<papillon_core::practice::Modern>(false, 100)
        .expect("list");
    let classic = store
        .practice_games::<ClassicPractice>(false, 100)
        .expect("list");
    use game_kit::practice::PracticeKind;
    let mut finished = 0;
    for g in &modern {
        let expected = g
            .report
            .as_ref()
            .map(|r| papillon_core::practice::Modern::outcome(&g.setup, r));
        assert_eq!(g.outcome, expected, "game {}", g.id);
        finished += usize::from(expected.is_some());
    }
    for g in &classic {
        let expected = g
            .report
            .as_ref()
            .map(|r| ClassicPractice::outcome(&g.setup, r));
        assert_eq!(g.outcome, expected, "game {}", g.id);
        finished += usize::from(expected.is_some());
    }
    assert_eq!(finished, 2);
    drop(store);
    let again = Store::open(&path).expect("reopen");
    assert_eq!(dump(&again), old);
}

#[test]
fn a_backup_of_that_time_imports_every_game_against_the_computer_unchanged() {
    let mut store = Store::open_in_memory().expect("store");
    let summary = store
        .import_json(&read("schema9-backup.json"))
        .expect("import");
    let old: Value = serde_json::from_str(&read("schema9-dump.json")).expect("dump");
    let count = old["modern"].as_array().expect("modern").len()
        + old["classic"].as_array().expect("classic").len();
    assert_eq!(summary.practice as usize, count, "{summary:?}");
    assert_eq!(imported(&dump(&store)), imported(&old));
    // and today's backup of it imports the same again
    let text = store.export_json().expect("export");
    let mut other = Store::open_in_memory().expect("store");
    other.import_json(&text).expect("today's backup");
    assert_eq!(imported(&dump(&other)), imported(&old));
}

/// Plays a modern game move by move, saving each (the end's report with the last).
macro_rules! play_modern {
    ($store:expr, $id:expr, $game:expr, $moves:expr) => {
        for _ in 0..$moves {
            let Some((seat, player)) = $game.to_play() else {
                break;
            };
            let previous = $game.moves().last().cloned();
            let played = match player {
                SeatPlayer::Computer(_) => $game.play_computer().expect("computer").clone(),
                SeatPlayer::Person => {
                    let mut legal = Vec::new();
                    $game.game().legal_actions(&mut legal);
                    let pick = legal[legal.len() / 2].to_string();
                    $game.play(seat, &pick).expect("person").clone()
                }
            };
            $store
                .practice_move::<papillon_core::practice::Modern>(
                    $id,
                    $game.moves().len() as u32,
                    previous.as_ref(),
                    &played,
                    $game.game().report().as_ref(),
                )
                .expect("saved");
        }
    };
}

fn play_classic(store: &mut Store, id: PracticeId, game: &mut ClassicPractice, moves: usize) {
    for _ in 0..moves {
        let Some((seat, player)) = game.to_play() else {
            return;
        };
        let previous = game.moves().last().cloned();
        let played = match player {
            SeatPlayer::Computer(_) => game.play_computer().expect("computer").clone(),
            SeatPlayer::Person => {
                let legal = game.game().legal_moves();
                let pick = legal[legal.len() / 2].to_string();
                game.play(seat, &pick).expect("person").clone()
            }
        };
        store
            .practice_move::<classic_papillon::ClassicPractice>(
                id,
                game.moves().len() as u32,
                previous.as_ref(),
                &played,
                game.report().as_ref(),
            )
            .expect("saved");
    }
}

/// Writes the fixture (run once, by the schema-9 store).
#[test]
#[ignore = "writes the fixture: run once with PAPILLON_WRITE_FIXTURE=1"]
fn write_fixture() {
    if std::env::var_os("PAPILLON_WRITE_FIXTURE").is_none() {
        return;
    }
    let path = fixtures().join("schema9.db");
    let _ = std::fs::remove_file(&path);
    let mut store = Store::open(&path).expect("store");
    let modern = |kind, players: usize, seats: Vec<SeatPlayer>, seed| PracticeSetup {
        kind,
        table: (*Table::simple(players).expect("table")).clone(),
        seats,
        seed,
    };
    use SeatPlayer::{Computer, Person};
    // the modern game: a blue round played out, the same deal replayed half way, a
    // full game into its orange round, an orange round of three just begun
    let blue = modern(GameKind::Blue, 2, vec![Person, Computer(Level::Medium)], 91);
    let id = store
        .new_practice::<papillon_core::practice::Modern>(&blue, None)
        .expect("new");
    let mut game = Practice::<BlueGame>::new(blue.clone()).expect("game");
    play_modern!(store, id, game, 1_000);
    assert!(game.is_over());
    let replay = store
        .new_practice::<papillon_core::practice::Modern>(&blue, Some(id))
        .expect("replay");
    let mut game = Practice::<BlueGame>::new(blue).expect("game");
    play_modern!(store, replay, game, 9);
    let full = modern(
        GameKind::Full,
        4,
        vec![
            Computer(Level::Easy),
            Person,
            Computer(Level::Medium),
            Computer(Level::Easy),
        ],
        92,
    );
    let id = store
        .new_practice::<papillon_core::practice::Modern>(&full, None)
        .expect("new");
    let mut game = Practice::<FullGame>::new(full).expect("game");
    while game.game().blue_report().is_none() && !game.is_over() {
        play_modern!(store, id, game, 1);
    }
    play_modern!(store, id, game, 5);
    let orange = modern(
        GameKind::Orange,
        3,
        vec![Person, Computer(Level::Easy), Computer(Level::Hard)],
        93,
    );
    let id = store
        .new_practice::<papillon_core::practice::Modern>(&orange, None)
        .expect("new");
    let mut game = Practice::<OrangeGame>::new(orange).expect("game");
    play_modern!(store, id, game, 4);
    // the 1756 game: a game played out, the sitting's next game under way, the first
    // game's deal replayed, and a game of four with a house rule just begun
    let classic = |names: &[&str], seats: Vec<SeatPlayer>, options, seed| ClassicPracticeSetup {
        names: names.iter().map(|n| n.to_string()).collect(),
        options,
        seats,
        seed,
        carry: None,
    };
    let first = classic(
        &["Ana", "Ben", "Cleo"],
        vec![Person, Computer(Level::Easy), Computer(Level::Medium)],
        Options::default(),
        94,
    );
    let id = store
        .new_practice::<classic_papillon::ClassicPractice>(&first, None)
        .expect("new");
    let mut game = ClassicPractice::new(first.clone()).expect("game");
    play_classic(&mut store, id, &mut game, 10_000);
    let next = game.next_game(95).expect("a next game");
    let later = store
        .new_practice::<classic_papillon::ClassicPractice>(&next, None)
        .expect("next");
    let mut second = ClassicPractice::new(next).expect("game 2");
    play_classic(&mut store, later, &mut second, 11);
    let replay = store
        .new_practice::<classic_papillon::ClassicPractice>(&first, Some(id))
        .expect("replay");
    let mut again = ClassicPractice::new(first).expect("again");
    play_classic(&mut store, replay, &mut again, 6);
    let options = Options {
        haneton_in_last_round: !Options::default().haneton_in_last_round,
        ..Options::default()
    };
    let four = classic(
        &["Dora", "Émile", "Fanny", "Gus"],
        vec![
            Computer(Level::Hard),
            Computer(Level::Easy),
            Person,
            Computer(Level::Medium),
        ],
        options,
        96,
    );
    let id = store
        .new_practice::<classic_papillon::ClassicPractice>(&four, None)
        .expect("new");
    let mut game = ClassicPractice::new(four).expect("game");
    play_classic(&mut store, id, &mut game, 3);
    drop(store);
    let store = Store::open(&path).expect("reopen");
    std::fs::write(
        fixtures().join("schema9-backup.json"),
        store.export_json().expect("export"),
    )
    .expect("write backup");
    std::fs::write(
        fixtures().join("schema9-dump.json"),
        serde_json::to_string_pretty(&dump(&store)).expect("json"),
    )
    .expect("write dump");
}
