//! Games of Farfalia against the computer in the store, on the one stack every digital
//! game shares: saved move by move, resumed at the same move after a kill, finished
//! with the score keeper's report and the shared outcome, listed apart from the other
//! games, and carried in a backup (a tampered move refused, naming it).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use farfalia::play::{FarfaliaPractice, FarfaliaPracticeSetup, PlayOptions};
use game_kit::ai::Level;
use game_kit::practice::SeatPlayer;
use papillon_store::{GameStatus, PracticeId, Store, StoreError};

fn setup(players: usize, seed: u64) -> FarfaliaPracticeSetup {
    let names = ["Ana", "Ben", "Cleo", "Dan", "Eve"];
    let mut seats = vec![SeatPlayer::Computer(Level::Easy); players];
    seats[0] = SeatPlayer::Person;
    FarfaliaPracticeSetup {
        names: names[..players].iter().map(|n| n.to_string()).collect(),
        options: PlayOptions::default(),
        seats,
        seed,
    }
}

/// Plays up to `moves` moves, saving each (with the end's report) as it is made.
fn play(store: &mut Store, id: PracticeId, game: &mut FarfaliaPractice, moves: usize) {
    for _ in 0..moves {
        let Some((seat, player)) = game.to_play() else {
            return;
        };
        let previous = game.moves().last().cloned();
        let played = match player {
            SeatPlayer::Computer(_) => game.play_computer().expect("computer").clone(),
            SeatPlayer::Person => {
                let first = game.game().legal_moves()[0].to_string();
                game.play(seat, &first).expect("person").clone()
            }
        };
        store
            .practice_move::<FarfaliaPractice>(
                id,
                game.moves().len() as u32,
                previous.as_ref(),
                &played,
                game.report().as_ref(),
            )
            .expect("saved");
    }
}

#[test]
fn a_game_resumes_at_its_move_and_ends_with_the_score_keepers_report() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("papillon.db");
    let (id, position) = {
        let mut store = Store::open(&path).expect("store");
        let id = store
            .new_practice::<FarfaliaPractice>(&setup(5, 3), None)
            .expect("new");
        let mut game = FarfaliaPractice::new(setup(5, 3)).expect("game");
        play(&mut store, id, &mut game, 30);
        (id, game.game().clone())
        // dropped without closing, as a killed app
    };
    let mut store = Store::open(&path).expect("reopen");
    let saved = store.practice::<FarfaliaPractice>(id).expect("saved");
    assert_eq!(saved.moves.len(), 30);
    let mut game = FarfaliaPractice::replay(saved.setup.clone(), &saved.moves).expect("replay");
    assert_eq!(game.game(), &position);
    // the other games' lists do not hold it, nor read its setup
    assert!(
        store
            .practice_games::<classic_papillon::ClassicPractice>(false, 10)
            .expect("classic list")
            .is_empty()
    );
    assert!(matches!(
        store.practice::<classic_papillon::ClassicPractice>(id),
        Err(StoreError::NoSuchGame(_))
    ));
    play(&mut store, id, &mut game, 100_000);
    let done = store.practice::<FarfaliaPractice>(id).expect("done");
    assert_eq!(done.status, GameStatus::Finished);
    let report = done.report.expect("a report");
    assert!(report.finished);
    assert_eq!(report.totals, game.game().totals());
    let outcome = done.outcome.expect("an outcome");
    assert_eq!(outcome.points, game.game().totals());
    assert!(outcome.won.iter().any(|&w| w));
}

#[test]
fn games_of_farfalia_travel_in_a_backup() {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(dir.path().join("a.db")).expect("store");
    let done = store
        .new_practice::<FarfaliaPractice>(&setup(4, 5), None)
        .expect("new");
    let mut game = FarfaliaPractice::new(setup(4, 5)).expect("game");
    play(&mut store, done, &mut game, 100_000);
    let open = store
        .new_practice::<FarfaliaPractice>(&setup(5, 6), None)
        .expect("second");
    let mut second = FarfaliaPractice::new(setup(5, 6)).expect("game 2");
    play(&mut store, open, &mut second, 9);
    let text = store.export_json().expect("export");

    let mut other = Store::open(dir.path().join("b.db")).expect("other");
    assert_eq!(other.import_json(&text).expect("import").practice, 2);
    let list = other
        .practice_games::<FarfaliaPractice>(false, 10)
        .expect("list");
    assert_eq!(list.len(), 2);
    let finished = list
        .iter()
        .find(|g| g.status == GameStatus::Finished)
        .expect("finished");
    assert_eq!(finished.report, game.report());
    assert!(list.iter().any(|g| g.moves.len() == 9));
    assert_eq!(other.import_json(&text).expect("again").practice, 0);

    // a tampered move is refused, naming it, and nothing is written
    let mut value: serde_json::Value = serde_json::from_str(&text).expect("json");
    let at = value["practice"]
        .as_array()
        .expect("games")
        .iter()
        .position(|g| g["game"] == "farfalia")
        .expect("a farfalia game");
    value["practice"][at]["moves"][2]["action"] = serde_json::json!("play 14R");
    let mut third = Store::open(dir.path().join("c.db")).expect("third");
    let StoreError::Import(problems) = third.import_json(&value.to_string()).expect_err("bad")
    else {
        panic!("an import error")
    };
    assert!(
        problems.iter().any(|p| p.contains("move 3")),
        "{problems:?}"
    );
    assert!(
        third
            .practice_games::<FarfaliaPractice>(false, 10)
            .expect("list")
            .is_empty()
    );
}
