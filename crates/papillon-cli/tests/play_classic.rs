//! `papillon play --game classic`: a person plays the 18th-century Papillon against the
//! computer through standard input, as a user would type it: whole games by move number
//! or by hint, bad lines, take-backs, the log, the next game of the sitting, replays by
//! seed, and set-ups refused with the flag at fault.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::Output;

use common::{papillon, papillon_stdin, spawn_piped};
use serde_json::Value;

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `1` typed `times` times, then `last`.
fn ones(times: usize, last: &str) -> String {
    format!("{}{last}\n", "1\n".repeat(times))
}

const PROMPT: &str = "Your move (a number, a move, hint, back, log, moves, help, quit): ";

#[test]
fn always_move_one_plays_a_whole_game_to_its_counters() {
    let args = [
        "play",
        "--game",
        "classic",
        "--players",
        "3",
        "--names",
        "Ana,Ben,Cleo",
        "--ai",
        "medium",
        "--seed",
        "11",
    ];
    let out = papillon_stdin(&args, &ones(60, "quit"));
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("seed 11"), "{text}");
    // the table as people play it
    for part in [
        "On the table (",
        "Your cards: ",
        "Ben  (medium) ",
        " counters, ",
        "Pot ",
        "talon ",
        " deals.",
        "Your moves:",
        "   1. ",
    ] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    // the computer's moves in words, the last round announced
    assert!(text.contains("Ben plays ") || text.contains("Ben reveals "));
    assert!(text.contains("Last round: the last card is dealt."));
    // the end: the counters' changes, conserved with the pot
    let end = text.find("Game 1 is over").expect("the end of the game");
    let summary = &text[end..];
    assert!(summary.contains("before") && summary.contains("after") && summary.contains("change"));
    let mut total = 0;
    for name in ["Ana (you)", "Ben", "Cleo"] {
        let row = summary
            .lines()
            .find(|l| l.trim_start().starts_with(name))
            .unwrap_or_else(|| panic!("no row for {name}:\n{summary}"));
        let numbers: Vec<i64> = row
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        let [before, after, change, _sitting] = numbers[..] else {
            panic!("{row}");
        };
        assert_eq!(before, 20, "{row}");
        assert_eq!(after - before, change, "{row}");
        total += after;
    }
    let pot = if summary.contains("The pot is empty") {
        0
    } else {
        let at = summary.find("The pot of ").expect("the pot") + "The pot of ".len();
        summary[at..]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(total + pot, 60, "{summary}");
    // what was typed after the end is refused there, plainly
    assert!(summary.contains("is not a choice here: type next, log or quit"));
}

#[test]
fn a_script_plays_by_hints_in_json_and_deals_the_next_game() {
    let mut child = spawn_piped(&[
        "play",
        "--game",
        "classic",
        "--players",
        "4",
        "--seat",
        "2",
        "--ai",
        "hard",
        "--seed",
        "8",
        "--json",
    ]);
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let (mut turns, mut hints, mut over) = (0, 0, None);
    let mut second_game = false;
    let mut advice = None;
    let mut setups = 0;
    for line in lines {
        let v: Value = serde_json::from_str(&line.expect("a line")).expect("one object a line");
        let answer = if let Some(setup) = v.get("setup") {
            setups += 1;
            assert_eq!(setup["game"], "classic");
            assert_eq!(setup["game_number"], setups, "{setup}");
            // each game of the sitting is saved as a game of its own
            assert_eq!(setup["id"], setups, "{setup}");
            if setups == 1 {
                assert_eq!(setup["seed"], 8);
            }
            assert_eq!(setup["ai"][1], Value::Null, "the person's seat");
            assert_eq!(setup["seats"][1]["player"], "person");
            assert_eq!(setup["hint_level"], "hard");
            continue;
        } else if let Some(h) = v.get("hint") {
            // the turn is written again: its answer is the hint's number
            hints += 1;
            assert!(h["says"].as_str().is_some_and(|s| !s.is_empty()), "{h}");
            advice = Some(h["number"].to_string());
            continue;
        } else if let Some(end) = v.get("game_over") {
            let counters: Vec<i64> = serde_json::from_value(end["counters"].clone()).unwrap();
            let start: Vec<i64> = serde_json::from_value(end["start"].clone()).unwrap();
            let changes: Vec<i64> = serde_json::from_value(end["changes"].clone()).unwrap();
            assert_eq!(
                counters.iter().sum::<i64>() + end["pot"].as_i64().unwrap(),
                80
            );
            for p in 0..4 {
                assert_eq!(counters[p] - start[p], changes[p]);
            }
            assert!(end["result"]["piles"].is_array(), "{end}");
            over = Some(end.clone());
            "next".into()
        } else if v.get("turn").is_some() {
            assert_eq!(v["turn"], 1);
            if v["view"]["game"] == 2 {
                second_game = true;
                "quit".into()
            } else if let Some(number) = advice.take() {
                number
            } else {
                turns += 1;
                assert!(!v["legal"].as_array().unwrap().is_empty());
                assert_eq!(
                    v["legal"].as_array().map(Vec::len),
                    v["moves"].as_array().map(Vec::len)
                );
                "hint".into()
            }
        } else {
            panic!("unexpected {v}");
        };
        writeln!(stdin, "{answer}").expect("write");
    }
    drop(stdin);
    assert!(child.wait().expect("exit").success());
    assert!(turns > 3 && hints == turns, "{turns} turns, {hints} hints");
    assert!(over.is_some(), "the game ended");
    assert!(second_game, "the next game of the sitting was dealt");
}

#[test]
fn a_bad_line_gets_a_clear_message_and_the_prompt_again() {
    let args = ["play", "--game", "classic", "--ai", "medium", "--seed", "4"];
    let out = papillon_stdin(&args, "banana\n99\n\n10S:AC\nnext\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for message in [
        "Refused: \"banana\" is not a move: write the card played, a colon and the cards taken",
        "Refused: there is no move 99: choose a number from 1 to ",
        "Refused: nothing typed: type a move's number",
        "Refused: the game is not over yet",
    ] {
        assert!(text.contains(message), "{message:?} missing:\n{text}");
    }
    // 10S:AC is refused by the engine or the hand, with its reason
    assert_eq!(text.matches("Refused: ").count(), 5, "{text}");
    // the prompt again after each, the table drawn once
    assert_eq!(text.matches(PROMPT).count(), 6, "{text}");
    assert_eq!(text.matches("Your moves:").count(), 1, "{text}");
}

#[test]
fn the_same_seed_gives_the_same_sitting_and_a_fresh_one_is_printed() {
    let run = |seed: &str| {
        let args = [
            "play",
            "--game",
            "classic",
            "--players",
            "4",
            "--ai",
            "easy",
            "--seed",
            seed,
        ];
        let out = papillon_stdin(&args, &ones(40, "quit"));
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let first = run("21");
    assert_eq!(first, run("21"));
    assert_ne!(first, run("22"));
    // no seed: a fresh one, printed, replays the same deal
    let out = papillon_stdin(&["play", "--game", "classic", "--ai", "easy"], "quit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let seed = text
        .split("--seed ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .expect("the seed printed");
    let again = papillon_stdin(
        &["play", "--game", "classic", "--ai", "easy", "--seed", seed],
        "quit\n",
    );
    assert_eq!(stdout(&again), text);
}

#[test]
fn a_move_is_taken_back_and_the_log_tells_the_game() {
    let args = [
        "play",
        "--game",
        "classic",
        "--players",
        "3",
        "--ai",
        "medium",
        "--seed",
        "12",
    ];
    let out = papillon_stdin(&args, "back\n1\nlog\nback\nlog\nhint\nhelp\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("Refused: nothing to take back"), "{text}");
    assert!(text.contains("Taken back: your move "), "{text}");
    assert!(text.contains("The moves of game 1:"), "{text}");
    // the log before and after the take-back: the person's move is gone from it
    let logs: Vec<&str> = text.split("The moves of game 1:").skip(1).collect();
    let first_move = text
        .split("   1. ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .expect("move 1 listed");
    let mine = format!("[{first_move}]");
    assert!(logs[0].contains(&mine), "{}", logs[0]);
    assert!(!logs[1].split(PROMPT).next().unwrap().contains(&mine));
    assert!(text.contains("Hint (medium): "), "{text}");
    assert!(text.contains("Commands: hint"), "{text}");
    // seed 5: P3 reveals after the person's move, and what the person saw is not unseen
    // (the app refuses the same take-back)
    let mut args = args;
    args[8] = "5";
    let out = papillon_stdin(&args, "1\nback\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains(
            "Refused: cards were dealt or revealed since that move: it cannot be taken back."
        ),
        "{}",
        stdout(&out)
    );
}

#[test]
fn help_names_the_classic_game_and_its_options() {
    let out = papillon(&["play", "--help"]);
    assert!(out.status.success());
    let text = stdout(&out);
    for part in ["classic", "--names", "--options", "--seed"] {
        assert!(text.contains(part), "{part} missing:\n{text}");
    }
}

#[test]
fn bad_set_ups_are_refused_with_the_flag_at_fault() {
    let cases: [(&[&str], &str); 8] = [
        (
            &["--players", "5"],
            "--players: Papillon is played by three or four",
        ),
        (
            &["--names", "Ana,Ben"],
            "--names: Papillon is played by three or four",
        ),
        (
            &["--players", "3", "--names", "Ana,Ben,ana"],
            "--names: two players are called",
        ),
        (
            &["--players", "4", "--names", "Ana,Ben,Cleo"],
            "--names: 3 names for 4 players",
        ),
        (
            &["--players", "3", "--seat", "4"],
            "--seat: choose a seat from 1 to 3",
        ),
        (&["--ai", "cheat"], "--ai: cheat is for the arena"),
        (
            &["--ai", "hard,easy"],
            "--ai: give one level for every computer, or 3",
        ),
        (
            &["--round", "blue"],
            "--round: the rounds are the modern Papillon's",
        ),
    ];
    for (extra, message) in cases {
        let mut args = vec!["play", "--game", "classic"];
        args.extend_from_slice(extra);
        let out = papillon(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
    }
    let out = papillon(&[
        "play",
        "--game",
        "classic",
        "--options",
        r#"{"stake": "two"}"#,
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--options: not a valid set of house rules: stake"));
    // the modern game has no names or house rules here
    let out = papillon(&["play", "--names", "Ana,Ben"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--game classic"));
    // input that ends mid-game is said plainly
    let out = papillon_stdin(&["play", "--game", "classic", "--ai", "medium"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("the input ended before the end of the game"));
}

#[test]
fn house_rules_and_levels_per_seat_reach_the_table() {
    let args = |json: bool| {
        let mut args = vec![
            "play",
            "--game",
            "classic",
            "--names",
            "Ana,Ben,Cleo",
            "--seat",
            "3",
            "--ai",
            "easy,expert",
            "--options",
            r#"{"starting_counters": 30, "stake": 2}"#,
            "--seed",
            "2",
        ];
        if json {
            args.push("--json");
        }
        args
    };
    let out = papillon_stdin(&args(false), "table\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("You are Cleo (seat 3) against Ana (easy), Ben (expert); hints at expert."),
        "{text}"
    );
    assert!(text.contains("Each player puts 2 into the pot"), "{text}");
    assert_eq!(
        text.matches("Your moves:").count(),
        2,
        "table draws it again"
    );
    // in JSON: the options echoed, and 3 × 30 counters between the players and the pot
    let out = papillon_stdin(&args(true), "quit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let sitting = &lines[0]["setup"];
    assert_eq!(sitting["options"]["starting_counters"], 30);
    assert_eq!(sitting["ai"], serde_json::json!(["easy", "expert", null]));
    let view = &lines[1]["view"];
    let counters: i64 = view["counters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_i64().unwrap())
        .sum();
    assert_eq!(counters + view["pot"].as_i64().unwrap(), 90, "{view}");
    assert_eq!(view["hand"].as_array().map(Vec::len), Some(3));
}
