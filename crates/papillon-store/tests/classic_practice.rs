//! Games of the 18th-century Papillon against the computer in the store: saved move by
//! move in the same tables as the modern game's, read back and replayed to the same
//! position after a kill, listed apart from Papillon's (each list reads only its own
//! game's setups), finished with the engine's report, and carried in a backup.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use classic_papillon::{ClassicPractice, ClassicPracticeSetup, Options};
use game_kit::ai::Level;
use game_kit::practice::SeatPlayer;
use papillon_core::game::{GameKind, Table};
use papillon_core::practice::PracticeSetup;
use papillon_store::{GameStatus, PracticeId, Store, StoreError};

fn setup(seed: u64) -> ClassicPracticeSetup {
    ClassicPracticeSetup {
        names: vec!["Ana".into(), "Ben".into(), "Cleo".into()],
        options: Options::default(),
        seats: vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Easy),
            SeatPlayer::Computer(Level::Medium),
        ],
        seed,
        carry: None,
    }
}

/// Plays up to `moves` moves, saving each (with the end's report) as it is made.
fn play(store: &mut Store, id: PracticeId, game: &mut ClassicPractice, moves: usize) {
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

#[test]
fn a_game_is_saved_move_by_move_and_resumes_and_lists_apart_from_papillon() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("papillon.db");
    let (id, papillon_id, position) = {
        let mut store = Store::open(&path).expect("store");
        // a modern game against the computer in the same tables
        let papillon = PracticeSetup {
            kind: GameKind::Blue,
            table: (*Table::simple(2).expect("table")).clone(),
            seats: vec![SeatPlayer::Person, SeatPlayer::Computer(Level::Easy)],
            seed: 1,
        };
        let papillon_id = store
            .new_practice::<papillon_core::practice::Modern>(&papillon, None)
            .expect("papillon");
        let id = store
            .new_practice::<classic_papillon::ClassicPractice>(&setup(3), None)
            .expect("new");
        let mut game = ClassicPractice::new(setup(3)).expect("game");
        play(&mut store, id, &mut game, 12);
        (id, papillon_id, game.game().clone())
        // dropped without closing, as a killed app
    };
    let mut store = Store::open(&path).expect("reopen");
    let saved = store
        .practice::<classic_papillon::ClassicPractice>(id)
        .expect("saved");
    assert_eq!(saved.moves.len(), 12);
    assert_eq!(saved.status, GameStatus::InProgress);
    let mut game = ClassicPractice::replay(saved.setup.clone(), &saved.moves).expect("replay");
    assert_eq!(game.game(), &position);
    // each list holds its own game's rows only, and neither reads the other's setups
    assert_eq!(
        store
            .practice_games::<papillon_core::practice::Modern>(false, 10)
            .expect("papillon list")
            .len(),
        1
    );
    assert_eq!(
        store
            .practice_games::<classic_papillon::ClassicPractice>(false, 10)
            .expect("list")
            .len(),
        1
    );
    assert!(matches!(
        store.practice::<papillon_core::practice::Modern>(id),
        Err(StoreError::NoSuchGame(_))
    ));
    // a move for a number the game is not at is refused and nothing is written
    let stale = saved.moves[3].clone();
    assert!(matches!(
        store.practice_move::<classic_papillon::ClassicPractice>(id, 5, None, &stale, None),
        Err(StoreError::StaleRevision { .. })
    ));
    // a move made after another move than the stored one is stale too
    let mut other = saved.moves[11].clone();
    other.action.push_str("-another");
    assert!(matches!(
        store.practice_move::<classic_papillon::ClassicPractice>(
            id,
            13,
            Some(&other),
            &stale,
            None
        ),
        Err(StoreError::StaleRevision { .. })
    ));
    // each game's writes refuse the other's games, and nothing is written
    assert!(matches!(
        store.practice_move::<papillon_core::practice::Modern>(id, 13, None, &stale, None),
        Err(StoreError::NoSuchGame(_))
    ));
    assert!(matches!(
        store.practice_take_back::<papillon_core::practice::Modern>(id, 1),
        Err(StoreError::NoSuchGame(_))
    ));
    assert!(matches!(
        store.practice_move::<classic_papillon::ClassicPractice>(
            papillon_id,
            1,
            None,
            &stale,
            None
        ),
        Err(StoreError::NoSuchGame(_))
    ));
    assert!(matches!(
        store.practice_take_back::<classic_papillon::ClassicPractice>(papillon_id, 0),
        Err(StoreError::NoSuchGame(_))
    ));
    assert_eq!(
        store
            .practice::<classic_papillon::ClassicPractice>(id)
            .expect("saved")
            .moves
            .len(),
        12
    );
    // played to the end: finished with the engine's report in the move's transaction
    play(&mut store, id, &mut game, 10_000);
    let done = store
        .practice::<classic_papillon::ClassicPractice>(id)
        .expect("done");
    assert_eq!(done.status, GameStatus::Finished);
    let report = done.report.expect("a report");
    assert_eq!(Some(&report), game.report().as_ref());
    assert_eq!(
        report.counters.iter().sum::<i32>() + report.pot,
        60,
        "counters are conserved"
    );
    assert!(
        store
            .practice_games::<classic_papillon::ClassicPractice>(true, 10)
            .expect("in progress")
            .is_empty()
    );
}

#[test]
fn games_against_the_computer_of_1756_travel_in_a_backup() {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(dir.path().join("a.db")).expect("store");
    let done = store
        .new_practice::<classic_papillon::ClassicPractice>(&setup(5), None)
        .expect("new");
    let mut game = ClassicPractice::new(setup(5)).expect("game");
    play(&mut store, done, &mut game, 10_000);
    let next = game.next_game(6).expect("a next game");
    let later = store
        .new_practice::<classic_papillon::ClassicPractice>(&next, None)
        .expect("next");
    let mut second = ClassicPractice::new(next).expect("game 2");
    play(&mut store, later, &mut second, 7);
    let replay = store
        .new_practice::<classic_papillon::ClassicPractice>(&setup(5), Some(done))
        .expect("replay");
    let mut again = ClassicPractice::new(setup(5)).expect("again");
    play(&mut store, replay, &mut again, 4);
    let text = store.export_json().expect("export");

    let mut other = Store::open(dir.path().join("b.db")).expect("other");
    assert_eq!(other.import_json(&text).expect("import").practice, 3);
    let list = other
        .practice_games::<classic_papillon::ClassicPractice>(false, 10)
        .expect("list");
    assert_eq!(list.len(), 3);
    let finished = list
        .iter()
        .find(|g| g.status == GameStatus::Finished)
        .expect("finished");
    assert_eq!(finished.report, game.report());
    let replayed = list.iter().find(|g| g.replay_of.is_some()).expect("replay");
    assert_eq!(replayed.replay_of, Some(finished.id));
    assert!(
        list.iter()
            .any(|g| g.setup.carry.is_some() && g.moves.len() == 7)
    );
    // a second import adds nothing
    assert_eq!(other.import_json(&text).expect("again").practice, 0);

    // a tampered move is refused, naming the game, and nothing is written
    let mut value: serde_json::Value = serde_json::from_str(&text).expect("json");
    // (every game against the computer is in `practice` since backup version 5)
    assert!(value.get("classic_practice").is_none());
    assert_eq!(value["practice"][0]["game"], "classic");
    value["practice"][0]["moves"][2]["action"] = serde_json::json!("KS:KH");
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
            .practice_games::<classic_papillon::ClassicPractice>(false, 10)
            .expect("list")
            .is_empty()
    );
}

/// Every word of every string of a value (cards are words: `10H`, `AS`).
fn words(v: &serde_json::Value, out: &mut std::collections::BTreeSet<String>) {
    match v {
        serde_json::Value::String(s) => out.extend(
            s.split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_string),
        ),
        serde_json::Value::Array(a) => a.iter().for_each(|x| words(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| words(x, out)),
        _ => {}
    }
}

#[test]
fn a_spectator_of_a_game_against_the_computer_never_sees_a_card_of_a_hand() {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(dir.path().join("p.db")).expect("store");
    let id = store
        .new_practice::<classic_papillon::ClassicPractice>(&setup(9), None)
        .expect("new");
    let mut game = ClassicPractice::new(setup(9)).expect("game");
    let mut shown_cards = 0;
    // every snapshot a guest could be sent, the first one included
    loop {
        let shared =
            serde_json::to_value(store.shared_classic_play(id).expect("shared")).expect("json");
        let mut seen = std::collections::BTreeSet::new();
        words(&shared, &mut seen);
        let g = game.game();
        let mut hidden: Vec<String> = g.unseen_by(0).iter().map(|c| c.to_string()).collect();
        hidden.extend(g.hand(0).iter().map(|c| c.to_string()));
        for card in &hidden {
            assert!(
                !seen.contains(card),
                "{card} of a hand or the talon shown: {shared}"
            );
        }
        shown_cards += shared["table"].as_array().map_or(0, Vec::len);
        assert_eq!(shared["revision"], game.moves().len());
        if game.is_over() {
            break;
        }
        play(&mut store, id, &mut game, 1);
    }
    assert!(shown_cards > 0, "the face-up cards are shown");
}
