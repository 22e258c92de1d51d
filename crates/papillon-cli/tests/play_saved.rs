//! Games played in the terminal are the app's games (issue 52): saved move by move in
//! the same store, picked up again by `papillon play --resume` after the terminal was
//! closed in the middle, finished with their outcome (so the statistics count them),
//! and read back by the same engine the app replays them with.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use std::path::Path;
use std::process::Output;

use classic_papillon::ClassicPractice;
use common::{fresh_db, papillon_stdin};
use farfalia::play::FarfaliaPractice;
use game_kit::practice::SeatPlayer;
use papillon_store::{GameStatus, PracticeId, Store};
use serde_json::Value;

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn with_db<'a>(db: &'a Path, args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["--db", db.to_str().unwrap()];
    all.extend_from_slice(args);
    all
}

#[test]
fn a_game_left_in_the_middle_is_saved_and_resumed_where_it_was() {
    let db = fresh_db();
    let args = [
        "play",
        "--game",
        "classic",
        "--players",
        "3",
        "--ai",
        "easy",
        "--seed",
        "11",
    ];
    // three moves, then the terminal closes: no quit, the input simply ends
    let out = papillon_stdin(&with_db(&db, &args), "1\n1\n1\n");
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    assert!(stderr(&out).contains("the input ended"), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("Saved as game 1 against the computer: `papillon play --resume 1`"),
        "{text}"
    );
    let store = Store::open(&db).unwrap();
    let saved = store.practice::<ClassicPractice>(PracticeId(1)).unwrap();
    assert_eq!(saved.status, GameStatus::InProgress);
    assert_eq!(
        saved.setup.seats,
        [
            SeatPlayer::Person,
            SeatPlayer::Computer(game_kit::ai::Level::Easy),
            SeatPlayer::Computer(game_kit::ai::Level::Easy)
        ]
    );
    let people: Vec<usize> = saved
        .moves
        .iter()
        .map(|m| m.seat)
        .filter(|&s| s == 0)
        .collect();
    assert_eq!(
        people.len(),
        3,
        "the person's three moves: {:?}",
        saved.moves
    );
    // the app's engine replays what the terminal saved
    let replayed = ClassicPractice::replay(saved.setup.clone(), &saved.moves).unwrap();
    assert_eq!(replayed.moves().len(), saved.moves.len());
    drop(store);

    // picked up by its number, with no --game: the store says which game it is
    let out = papillon_stdin(&with_db(&db, &["play", "--resume", "1"]), "log\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let again = stdout(&out);
    assert!(
        again.contains(&format!("Resumed after {} moves.", saved.moves.len())),
        "{again}"
    );
    assert!(again.contains("The moves of game 1:"), "{again}");
    for m in &saved.moves {
        assert!(
            again.contains(&format!("[{}]", m.action)),
            "{m:?}:\n{again}"
        );
    }
    // and the latest in progress, with --resume alone
    let out = papillon_stdin(
        &with_db(&db, &["play", "--game", "classic", "--resume", "--json"]),
        "quit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let first: Value = serde_json::from_str(stdout(&out).lines().next().unwrap()).unwrap();
    assert_eq!(first["setup"]["id"], 1);
    assert_eq!(first["setup"]["moves"], saved.moves.len());
}

#[test]
fn a_finished_game_is_kept_with_its_outcome_and_is_not_resumed() {
    let db = fresh_db();
    let args = [
        "play",
        "--game",
        "farfalia",
        "--players",
        "5",
        "--ai",
        "easy",
        "--seed",
        "4",
        "--json",
    ];
    // the last legal move every time, to the end
    let mut child = common::spawn_piped(&with_db(&db, &args));
    let mut stdin = child.stdin.take().unwrap();
    let lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    let mut over = false;
    for line in lines {
        let v: Value = serde_json::from_str(&line.unwrap()).unwrap();
        let answer = if v.get("game_over").is_some() {
            over = true;
            "back".to_string()
        } else if v.get("refused").is_some() {
            assert_eq!(v["code"], "game_over", "{v}");
            "quit".to_string()
        } else if let Some(legal) = v.get("legal") {
            legal
                .as_array()
                .unwrap()
                .last()
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        } else {
            continue;
        };
        std::io::Write::write_all(&mut stdin, format!("{answer}\n").as_bytes()).unwrap();
        if answer == "quit" {
            break;
        }
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    assert!(over, "the game ended");
    let store = Store::open(&db).unwrap();
    let saved = store.practice::<FarfaliaPractice>(PracticeId(1)).unwrap();
    assert_eq!(saved.status, GameStatus::Finished);
    let outcome = saved.outcome.expect("the outcome the statistics count");
    assert_eq!(outcome.points.len(), 5);
    assert!(outcome.won.iter().any(|&w| w));
    assert!(saved.report.is_some());
    drop(store);
    // rated against the computer, its level a player (counted like the app's games)
    let out = common::papillon(&with_db(
        &db,
        &["--game", "farfalia", "stats", "--ratings", "--computer"],
    ));
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for part in ["P1 ", "computer (easy) ", "game 1 ("] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    let out = papillon_stdin(
        &with_db(&db, &["play", "--game", "farfalia", "--resume", "1"]),
        "quit\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("--resume 1: that game is over and kept as it ended"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn what_is_not_saved_says_why_and_a_bad_resume_names_its_fault() {
    let db = fresh_db();
    // two people at one terminal: the app plays Farfalia one person against the computer
    let out = papillon_stdin(
        &with_db(
            &db,
            &[
                "play", "--game", "farfalia", "--seat", "1,3", "--ai", "easy", "--seed", "8",
            ],
        ),
        "quit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Not saved: 2 people share the terminal"),
        "{}",
        stdout(&out)
    );
    // --no-save: nothing written
    let out = papillon_stdin(
        &with_db(
            &db,
            &["play", "--game", "classic", "--no-save", "--seed", "2"],
        ),
        "1\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stdout(&out).contains("Saved as game"), "{}", stdout(&out));
    for (args, message) in [
        (
            &["play", "--game", "classic", "--resume"][..],
            "--resume: no game of classic against the computer is in progress in this store",
        ),
        (
            &["play", "--resume", "banana"][..],
            "--resume: \"banana\" is not a game's number",
        ),
        (
            &["play", "--resume"][..],
            "--resume: the modern Papillon played in the terminal is not saved",
        ),
        (&["play", "--resume", "7"][..], "--resume 7: "),
    ] {
        let out = papillon_stdin(&with_db(&db, args), "quit\n");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
    }
    // a game of another kind, named by number under the wrong --game
    let out = papillon_stdin(
        &with_db(&db, &["play", "--game", "classic", "--seed", "3"]),
        "1\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let out = papillon_stdin(
        &with_db(&db, &["play", "--game", "farfalia", "--resume", "1"]),
        "quit\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("(game 1 is classic)"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_game_the_app_started_is_picked_up_in_the_terminal() {
    let db = fresh_db();
    // as the app starts one: its setup saved, a first move made through the session
    let setup = farfalia::play::FarfaliaPracticeSetup {
        names: ["Ana", "Ben", "Cleo", "Dan"].map(String::from).to_vec(),
        options: farfalia::play::PlayOptions::default(),
        seats: vec![
            SeatPlayer::Person,
            SeatPlayer::Computer(game_kit::ai::Level::Easy),
            SeatPlayer::Computer(game_kit::ai::Level::Medium),
            SeatPlayer::Computer(game_kit::ai::Level::Easy),
        ],
        seed: 3,
    };
    let mut practice = FarfaliaPractice::new(setup.clone()).unwrap();
    let mut store = Store::open(&db).unwrap();
    let id = store
        .new_practice::<FarfaliaPractice>(&setup, None)
        .unwrap();
    while let Some((_, SeatPlayer::Computer(_))) = practice.to_play() {
        let played = practice.play_computer().unwrap().clone();
        let number = practice.moves().len() as u32;
        let previous = practice
            .moves()
            .len()
            .checked_sub(2)
            .map(|i| practice.moves()[i].clone());
        store
            .practice_move::<FarfaliaPractice>(id, number, previous.as_ref(), &played, None)
            .unwrap();
    }
    let before = practice.moves().len();
    drop(store);
    let out = papillon_stdin(
        &with_db(&db, &["play", "--resume", "--game", "farfalia"]),
        "1\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(
            "At the table: Ana (seat 1, a person), Ben (seat 2, easy), Cleo (seat 3, medium)"
        ),
        "{text}"
    );
    assert!(
        text.contains(&format!("Resumed after {before} moves.")),
        "{text}"
    );
    assert!(text.contains("Ana plays "), "{text}");
    // the person's move and the computers' answers, saved for the app
    let store = Store::open(&db).unwrap();
    let saved = store.practice::<FarfaliaPractice>(id).unwrap();
    assert!(saved.moves.len() > before, "{:?}", saved.moves);
    assert_eq!(saved.moves[before].seat, 0);
}
