//! The ratings (issue 54): recomputed from the finished games at every call, in the
//! order they were played, each game ranked by its own engine's places.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use common::{four_players, won_by};
use papillon_core::score_input;
use papillon_store::{GameType, Ladder, Store};

fn ana_wins() -> papillon_core::SheetInput {
    won_by("Ana")
}
fn ben_wins() -> papillon_core::SheetInput {
    won_by("Ben")
}

fn rating_of(ladder: &Ladder, name: &str) -> i32 {
    ladder
        .players
        .iter()
        .find(|p| p.name == name)
        .expect("rated")
        .rating
        .rating
}

/// Each game starts from the ratings the one before left, and each change is what the
/// game did: a first place never loses, a last place never gains.
fn check_chain(ladder: &Ladder) {
    let mut last: std::collections::HashMap<&str, i32> = Default::default();
    for game in &ladder.games {
        let worst = game.changes.iter().map(|c| c.place).max().expect("players");
        for c in &game.changes {
            assert_eq!(
                c.before.rating,
                last.get(c.name.as_str()).copied().unwrap_or(1500),
                "game {}: {} starts where the game before left them",
                game.game,
                c.name
            );
            assert_eq!(c.change, c.after.rating - c.before.rating);
            assert!(c.before.low < c.before.rating && c.before.rating < c.before.high);
            // the range narrows with every game
            assert!(c.after.high - c.after.low < c.before.high - c.before.low);
            if c.place == 1 {
                assert!(c.change >= 0, "game {}: {} won", game.game, c.name);
            }
            if c.place == worst {
                assert!(c.change <= 0, "game {}: {} came last", game.game, c.name);
            }
            last.insert(&c.name, c.after.rating);
        }
    }
    for p in &ladder.players {
        assert_eq!(Some(&p.rating.rating), last.get(p.name.as_str()));
    }
}

#[test]
fn the_winner_rises_the_loser_falls_and_each_game_hands_its_ratings_on() {
    let report = score_input(&ana_wins()).expect("valid");
    assert_eq!(report.winners, ["Ana"]);
    assert_eq!(score_input(&ben_wins()).expect("valid").winners, ["Ben"]);
    let mut store = Store::open_in_memory().unwrap();
    for sheet in [ana_wins(), ana_wins(), ben_wins()] {
        store.add_finished_game(&sheet, None).unwrap();
    }
    let ladder = store.ratings(GameType::Papillon).unwrap();
    assert_eq!(ladder.games.len(), 3);
    check_chain(&ladder);
    let first = &ladder.games[0];
    assert!(first.changes.iter().all(|c| c.before.rating == 1500));
    assert_eq!(first.changes[0].name, "Ana", "in seat order");
    assert!(first.changes[0].change > 0 && first.changes[1].change < 0);
    // two wins of three: Ana above Ben
    assert!(rating_of(&ladder, "Ana") > 1500 && rating_of(&ladder, "Ben") < 1500);
    assert_eq!(ladder.players[0].name, "Ana");
    assert!(ladder.players.iter().all(|p| p.games == 3));
    // the other games of the family have none of these games
    assert!(store.ratings(GameType::Prout).unwrap().games.is_empty());
}

#[test]
fn an_edited_or_undone_game_changes_the_ratings_after_it() {
    let mut store = Store::open_in_memory().unwrap();
    let first = store.add_finished_game(&ana_wins(), None).unwrap();
    for sheet in [ana_wins(), ben_wins()] {
        store.add_finished_game(&sheet, None).unwrap();
    }
    let before = store.ratings(GameType::Papillon).unwrap();
    // the first game was Ben's after all: corrected at the table
    store.record_entry(first, &ben_wins()).unwrap();
    let edited = store.ratings(GameType::Papillon).unwrap();
    check_chain(&edited);
    assert_eq!(edited.games.len(), 3);
    assert!(
        edited.games[0].changes[0].change < 0,
        "Ana lost the first game now"
    );
    assert_ne!(
        edited.games[1].changes[0].before, before.games[1].changes[0].before,
        "the second game starts from the corrected ratings"
    );
    assert!(rating_of(&edited, "Ana") < rating_of(&before, "Ana"));
    // the correction undone: the ratings are those of before, game after game
    store.undo(first).unwrap();
    assert_eq!(store.ratings(GameType::Papillon).unwrap(), before);
    // both rounds struck out, the first game is in progress again: not rated
    let status = store
        .record_entry(
            first,
            &common::sheet(serde_json::json!({"players": ["Ana", "Ben"]})),
        )
        .unwrap()
        .status;
    assert_eq!(status, papillon_store::GameStatus::InProgress);
    let undone = store.ratings(GameType::Papillon).unwrap();
    check_chain(&undone);
    assert_eq!(undone.games.len(), 2);
    assert!(
        undone.games[0]
            .changes
            .iter()
            .all(|c| c.before.rating == 1500)
    );
}

#[test]
fn teammates_share_their_side_s_fate_and_a_family_game_is_rated_by_its_places() {
    let mut store = Store::open_in_memory().unwrap();
    let sheet = four_players();
    let report = score_input(&sheet).expect("valid");
    store.add_finished_game(&sheet, None).unwrap();
    let ladder = store.ratings(GameType::Papillon).unwrap();
    check_chain(&ladder);
    let game = &ladder.games[0];
    assert_eq!(game.changes.len(), 4);
    for c in &game.changes {
        let won = report.winners.contains(&c.name);
        assert_eq!(c.change > 0, won, "{}: {:?}", c.name, report.winners);
    }

    // PROUT: the fewest points win, as its engine's places say
    let prout: prout::ProutSheet = serde_json::from_str(
        &std::fs::read_to_string(format!(
            "{}/../../examples/prout-match.json",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap(),
    )
    .unwrap();
    store.new_sheet_game(&prout, None).unwrap();
    let ladder = store.ratings(GameType::Prout).unwrap();
    assert_eq!(ladder.games.len(), 1, "the example match is finished");
    check_chain(&ladder);
    let standings =
        game_kit::SheetReport::standings(&game_kit::ScoreSheet::score(&prout).expect("scores"));
    let lowest = standings.iter().map(|s| s.total).min().expect("players");
    for s in &standings {
        let change = ladder.games[0]
            .changes
            .iter()
            .find(|c| c.name == s.name)
            .expect("rated")
            .change;
        if s.total == lowest {
            assert!(change > 0, "{s:?} had the fewest points");
        }
    }
}

/// A whole game of the 1756 Papillon against `hard` and `easy`, the person playing
/// their first legal move each time, saved move by move as the app saves it.
fn practice_game(store: &mut Store, seed: u64, replay_of: Option<papillon_store::PracticeId>) {
    use classic_papillon::{ClassicPractice, ClassicPracticeSetup};
    use game_kit::ai::Level;
    use game_kit::practice::SeatPlayer;
    let setup = ClassicPracticeSetup {
        names: vec!["Ana".into(), "P2".into(), "P3".into()],
        options: Default::default(),
        seats: vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(Level::Hard),
            SeatPlayer::Computer(Level::Easy),
        ],
        seed,
        carry: None,
    };
    let id = store
        .new_practice::<ClassicPractice>(&setup, replay_of)
        .unwrap();
    let mut game = ClassicPractice::new(setup).unwrap();
    while let Some((seat, player)) = game.to_play() {
        match player {
            SeatPlayer::Person => {
                let mut legal = Vec::new();
                game_kit::Game::legal_actions(game.game(), &mut legal);
                game.play(seat, &legal[0].to_string()).unwrap();
            }
            SeatPlayer::Computer(_) => {
                game.play_computer().unwrap();
            }
        }
        let n = game.moves().len();
        let previous = n.checked_sub(2).map(|i| game.moves()[i].clone());
        let report = game.report();
        store
            .practice_move::<ClassicPractice>(
                id,
                n as u32,
                previous.as_ref(),
                &game.moves()[n - 1],
                report.as_ref(),
            )
            .unwrap();
    }
}

#[test]
fn games_against_the_computer_have_their_own_ladder_with_each_level_a_player() {
    let mut store = Store::open_in_memory().unwrap();
    assert!(
        store
            .practice_ratings(GameType::Classic)
            .unwrap()
            .players
            .is_empty()
    );
    for seed in 1..=4 {
        practice_game(&mut store, seed, None);
    }
    let ladder = store.practice_ratings(GameType::Classic).unwrap();
    assert_eq!(ladder.games.len(), 4);
    check_chain(&ladder);
    let mut names: Vec<(&str, Option<game_kit::ai::Level>)> = ladder
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.level))
        .collect();
    names.sort_by_key(|(n, _)| n.to_string());
    assert_eq!(
        names,
        [
            ("Ana", None),
            ("easy", Some(game_kit::ai::Level::Easy)),
            ("hard", Some(game_kit::ai::Level::Hard)),
        ]
    );
    // the places are the outcome's: whoever won the game comes first
    for (game, rated) in ladder.games.iter().enumerate() {
        let saved = store
            .practice::<classic_papillon::ClassicPractice>(papillon_store::PracticeId(
                game as i64 + 1,
            ))
            .unwrap();
        let outcome = saved.outcome.unwrap();
        let winner = outcome
            .won
            .iter()
            .position(|&w| w)
            .map(|s| ["Ana", "hard", "easy"][s]);
        if let Some(winner) = winner {
            let change = rated.changes.iter().find(|c| c.name == winner).unwrap();
            assert_eq!(change.place, 1, "game {}: {winner} won", rated.game);
        }
    }
    // a replay of a deal does not count, nor a game the table ladder keeps
    practice_game(&mut store, 1, Some(papillon_store::PracticeId(1)));
    assert_eq!(store.practice_ratings(GameType::Classic).unwrap(), ladder);
    assert!(store.ratings(GameType::Classic).unwrap().players.is_empty());
    assert!(
        store
            .practice_ratings(GameType::Farfalia)
            .unwrap()
            .games
            .is_empty()
    );
}
