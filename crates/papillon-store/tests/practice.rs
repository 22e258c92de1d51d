//! Games against the computer in the store: every move committed on its own, a game
//! read back and replayed by the engine to the same position, take-backs, a move for
//! the wrong number refused, and kill-and-reopen losing nothing.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::ai::Level;
use papillon_core::game::{FullGame, Game, GameKind, PapillonGame, Table};
use papillon_core::practice::{Practice, PracticeSetup, SeatPlayer};
use papillon_store::{GameStatus, PracticeId, Store, StoreError};

fn setup(seed: u64) -> PracticeSetup {
    PracticeSetup {
        kind: GameKind::Full,
        table: (*Table::simple(4).expect("table")).clone(),
        seats: vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Easy),
            SeatPlayer::Computer(Level::Medium),
            SeatPlayer::Computer(Level::Easy),
        ],
        seed,
    }
}

/// Plays up to `moves` moves, saving each as it is made; the person takes the first
/// legal play.
fn play(store: &mut Store, id: PracticeId, game: &mut Practice<FullGame>, moves: usize) {
    for _ in 0..moves {
        let Some((seat, player)) = game.to_play() else {
            return;
        };
        let played = match player {
            SeatPlayer::Computer(_) => game.play_computer().expect("computer").clone(),
            SeatPlayer::Person => {
                let mut legal = Vec::new();
                game.game().legal_actions(&mut legal);
                game.play(seat, &legal[0].to_string())
                    .expect("person")
                    .clone()
            }
        };
        store
            .practice_move::<papillon_core::practice::Modern>(
                id,
                game.moves().len() as u32,
                None,
                &played,
                None,
            )
            .expect("saved");
    }
}

#[test]
fn a_practice_game_is_saved_move_by_move_and_resumes_at_the_same_position() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("papillon.db");
    let (id, position) = {
        let mut store = Store::open(&path).expect("store");
        let id = store
            .new_practice::<papillon_core::practice::Modern>(&setup(3), None)
            .expect("new");
        let mut game = Practice::<FullGame>::new(setup(3)).expect("game");
        play(&mut store, id, &mut game, 40);
        (id, format!("{:?}", game.game()))
        // the store is dropped here without any closing step, as a killed app
    };
    let mut store = Store::open(&path).expect("reopen");
    assert_eq!(
        store
            .resume_practice::<papillon_core::practice::Modern>()
            .expect("resume"),
        Some(id)
    );
    let saved = store
        .practice::<papillon_core::practice::Modern>(id)
        .expect("read");
    assert_eq!(saved.moves.len(), 40);
    let mut game = Practice::<FullGame>::replay(saved.setup, &saved.moves).expect("replay");
    assert_eq!(format!("{:?}", game.game()), position);
    // a second save of move 40 (a repeated tap) is refused, nothing is written
    let err = store
        .practice_move::<papillon_core::practice::Modern>(id, 40, None, &saved.moves[39], None)
        .expect_err("stale");
    assert!(matches!(err, StoreError::StaleRevision { .. }), "{err}");
    // play to the end and finish
    play(&mut store, id, &mut game, 10_000);
    let report = game.game().report().expect("over");
    store
        .finish_practice::<papillon_core::practice::Modern>(id, &report)
        .expect("finish");
    let saved = store
        .practice::<papillon_core::practice::Modern>(id)
        .expect("read");
    assert_eq!(saved.status, GameStatus::Finished);
    assert_eq!(saved.report, Some(report));
    assert_eq!(
        store
            .resume_practice::<papillon_core::practice::Modern>()
            .expect("resume"),
        None
    );
}

#[test]
fn a_take_back_keeps_the_moves_before_it() {
    let mut store = Store::open_in_memory().expect("store");
    let id = store
        .new_practice::<papillon_core::practice::Modern>(&setup(8), None)
        .expect("new");
    let mut game = Practice::<FullGame>::new(setup(8)).expect("game");
    play(&mut store, id, &mut game, 12);
    let undone = game.take_back(0).expect("take back");
    let keep = game.moves().len() as u32;
    store
        .practice_take_back::<papillon_core::practice::Modern>(id, keep)
        .expect("saved");
    let saved = store
        .practice::<papillon_core::practice::Modern>(id)
        .expect("read");
    assert_eq!(saved.moves.len() as u32, keep);
    assert_eq!(saved.moves, game.moves());
    assert!(undone >= 1);
    let replay = store
        .new_practice::<papillon_core::practice::Modern>(&setup(8), Some(id))
        .expect("replay of the deal");
    assert_eq!(
        store
            .practice::<papillon_core::practice::Modern>(replay)
            .expect("read")
            .replay_of,
        Some(id)
    );
    assert!(matches!(
        store.practice::<papillon_core::practice::Modern>(PracticeId(999)),
        Err(StoreError::NoSuchGame(_))
    ));
}

#[test]
fn games_against_the_computer_travel_in_a_backup_and_come_back_checked() {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(dir.path().join("a.db")).expect("store");
    // one finished game, a replay of its deal in progress
    let done = store
        .new_practice::<papillon_core::practice::Modern>(&setup(5), None)
        .expect("new");
    let mut game = Practice::<FullGame>::new(setup(5)).expect("game");
    play(&mut store, done, &mut game, 10_000);
    let report = game.game().report().expect("over");
    store
        .finish_practice::<papillon_core::practice::Modern>(done, &report)
        .expect("finish");
    let replay = store
        .new_practice::<papillon_core::practice::Modern>(&setup(5), Some(done))
        .expect("replay");
    let mut again = Practice::<FullGame>::new(setup(5)).expect("game");
    play(&mut store, replay, &mut again, 12);
    let text = store.export_json().expect("export");

    let mut other = Store::open(dir.path().join("b.db")).expect("other");
    let summary = other.import_json(&text).expect("import");
    assert_eq!(summary.practice, 2);
    let list = other
        .practice_games::<papillon_core::practice::Modern>(false, 10)
        .expect("list");
    assert_eq!(list.len(), 2);
    let finished = list
        .iter()
        .find(|g| g.status == GameStatus::Finished)
        .expect("finished");
    assert_eq!(
        finished.report.as_ref(),
        Some(&report),
        "the score is the engine's again"
    );
    let in_progress = list
        .iter()
        .find(|g| g.status == GameStatus::InProgress)
        .expect("replay");
    assert_eq!(in_progress.replay_of, Some(finished.id));
    assert_eq!(in_progress.moves.len(), 12);
    // the end in the shared words is rebuilt too: each seat's side total, who won
    let outcome = finished.outcome.as_ref().expect("an outcome");
    assert_eq!(outcome.points.len(), 4);
    assert!(outcome.won.iter().any(|w| *w));
    assert_eq!(in_progress.outcome, None);
    // a second import of the same file adds nothing
    let again_summary = other.import_json(&text).expect("import again");
    assert_eq!(again_summary.practice, 0);
    assert_eq!(
        other
            .practice_games::<papillon_core::practice::Modern>(false, 10)
            .expect("list")
            .len(),
        2
    );

    // a tampered move is refused with the game and the move, and nothing is written
    let mut value: serde_json::Value = serde_json::from_str(&text).expect("json");
    value["practice"][0]["moves"][3]["action"] = serde_json::json!("F99");
    let mut third = Store::open(dir.path().join("c.db")).expect("third");
    let err = third.import_json(&value.to_string()).expect_err("tampered");
    let StoreError::Import(problems) = err else {
        panic!("an import error: {err}")
    };
    assert!(
        problems.iter().any(|p| p.contains("move 4")),
        "{problems:?}"
    );
    assert!(
        third
            .practice_games::<papillon_core::practice::Modern>(false, 10)
            .expect("list")
            .is_empty()
    );
    assert!(
        third
            .list_games(&Default::default())
            .expect("games")
            .is_empty()
    );
}

#[test]
fn a_late_move_made_on_a_position_taken_back_is_refused() {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(dir.path().join("late.db")).expect("store");
    let id = store
        .new_practice::<papillon_core::practice::Modern>(&setup(8), None)
        .expect("new");
    let mut game = Practice::<FullGame>::new(setup(8)).expect("game");
    play(&mut store, id, &mut game, 5);
    let saved = store
        .practice::<papillon_core::practice::Modern>(id)
        .expect("saved");
    // the computer thought on moves 1..=5 and answers with move 6 ...
    let mut late = saved.moves[1].clone();
    late.seat = saved.moves[5 - 1].seat;
    // ... but meanwhile move 5 was taken back and another move 5 made
    store
        .practice_take_back::<papillon_core::practice::Modern>(id, 4)
        .expect("take back");
    let mut other = saved.moves[4].clone();
    other.action.push_str("-another");
    store
        .practice_move::<papillon_core::practice::Modern>(id, 5, None, &other, None)
        .expect("another move 5");
    let err = store
        .practice_move::<papillon_core::practice::Modern>(id, 6, Some(&saved.moves[4]), &late, None)
        .expect_err("the late move");
    assert!(matches!(err, StoreError::StaleRevision { .. }), "{err}");
    assert_eq!(
        store
            .practice::<papillon_core::practice::Modern>(id)
            .expect("saved")
            .moves
            .len(),
        5
    );
    // made on the move as stored, it is accepted
    store
        .practice_move::<papillon_core::practice::Modern>(id, 6, Some(&other), &late, None)
        .expect("on the stored position");
}
