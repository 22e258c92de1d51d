//! `papillon play --game farfalia`: Farfalia against the computer through standard input,
//! as a user would type it: a whole game watched with every seat a computer, a person's
//! game played by move number with an illegal move refused with its reason, a take-back,
//! the log and a hint, the JSON protocol to the end, set-ups refused with the flag at
//! fault, bad input that never panics; and the arena and the simulator at four and five.
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

const PROMPT: &str = "Your move (a number, a move, hint, back, log, moves, help, quit): ";

#[test]
fn the_computers_play_a_whole_beginner_game_and_the_score_keeper_reports_each_deal() {
    let args = [
        "play",
        "--game",
        "farfalia",
        "--names",
        "Ana,Ben,Cleo,Dan,Eve",
        "--watch",
        "--ai",
        "medium,easy,easy,easy,medium",
        "--seed",
        "5",
    ];
    let out = papillon(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for part in [
        "Farfalia, the five-player beginner game (3 deals, deal 3 counts double), seed 5",
        "Points for 5, 4, 3, 2, 1 matching cards: 15, 10, 6, 3, 1. The points for 3, 2 and 1 matching cards are lost from the text",
        "DOUBLE YOU off",
        "Ben (seat 2, easy)",
        "The computers play every seat (--watch).",
        "12 cards to the dealer, 10 to each other player",
        ", the dealer, lays two cards aside, face down.",
        "The proposition is turned: ",
        " wins trick 1 with ",
        "Deal 1 is over. The proposition: ",
        "The score keeper's report:",
        "farfalia — in progress: deal 2 of 3 next",
        "Deal 3 is over (it counts double).",
        "farfalia — finished after 3 deals",
    ] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    assert!(!text.contains(PROMPT), "nothing is asked when watching");
    let end = text.find("The game is over: ").expect("the end");
    assert!(text[end..].contains(" win"), "{}", &text[end..]);
    // the same seed replays the same game
    assert_eq!(stdout(&papillon(&args)), text);
}

#[test]
fn a_person_plays_four_handed_an_illegal_move_is_refused_and_taken_back() {
    let args = ["play", "--game", "farfalia", "--ai", "easy", "--seed", "3"];
    // seed 3: P1 deals; P2 leads 13G and P1 holds 3G 6G, no 5B
    let script = "play 2R\nplay 5B\nbanana\n99\n\ntrump red\nhelp\nhint\n1\nlog\nback\nback\nmoves\ntable\nquit\n";
    let out = papillon_stdin(&args, script);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for part in [
        "Farfalia, the four-player game (4 deals), seed 3",
        "Teams: P1 & P3 against P2 & P4.",
        "its first subject, a leaf, makes green trump.",
        "Trump: green. Trick 1 of 13 (cards are kept from trick 4).",
        "Your hand (13): red 2R 3R · green (trump) 3G 6G · blue",
        "Your side: 0 of 5 subjects kept",
        "On the trick: P2 13G, P3 1G, P4 7G",
        "Your moves (play a card to the trick):",
        "   1. play 3G ",
        " green 3, a leaf, trump\n",
        "Refused: P1 (seat 1) must follow green and holds some: 2R (red 2) is refused.",
        "Refused: P1 (seat 1) does not hold 5B (blue 5).",
        "Refused: \"banana\" is not a move: write double-you,",
        "Refused: there is no move 99: choose a number from 1 to 2.",
        "Refused: nothing typed: type a move's number",
        "Refused: not now: P1 plays a card to the trick (at four nobody calls the trump or discards",
        "Commands: moves",
        "Hint (easy): ",
        "P1 plays 3G.",
        "The moves of deal 1:",
        "[play 3G]",
        "Taken back: your move play 3G is taken back, with the ",
        "Refused: nothing to take back: no person has moved yet.",
    ] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    // the table drawn at the start, after the move, after the take-back, and on `table`
    assert_eq!(text.matches("Your hand (").count(), 4, "{text}");
}

#[test]
fn json_lines_play_a_five_player_game_to_its_end() {
    let mut child = spawn_piped(&[
        "play",
        "--game",
        "farfalia",
        "--players",
        "5",
        "--seat",
        "2",
        "--ai",
        "medium",
        "--options",
        r#"{"double_you": true, "burnin": true}"#,
        "--seed",
        "11",
        "--json",
    ]);
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let (mut turns, mut refused, mut deals, mut hints) = (0, 0, 0, 0);
    let mut over = None;
    let mut tried_illegal = false;
    let mut advice: Option<String> = None;
    for line in lines {
        let v: Value = serde_json::from_str(&line.expect("a line")).expect("one object a line");
        let answer = if let Some(setup) = v.get("setup") {
            assert_eq!(setup["game"], "farfalia");
            assert_eq!(setup["mode"], "beginner_five");
            assert_eq!(setup["people"], serde_json::json!([1]));
            assert_eq!(setup["ai"][1], Value::Null);
            assert_eq!(setup["options"]["burnin"], true);
            assert_eq!(setup["house_points_note"]["note"], "house_points");
            continue;
        } else if v.get("refused").is_some() {
            refused += 1;
            assert!(v["code"].as_str().is_some_and(|c| !c.is_empty()), "{v}");
            continue;
        } else if let Some(h) = v.get("hint") {
            hints += 1;
            assert!(h["says"].as_str().is_some_and(|s| !s.is_empty()), "{h}");
            advice = Some(h["number"].to_string());
            continue;
        } else if let Some(deal) = v.get("deal_over") {
            deals += 1;
            assert_eq!(deal["deal"], deals, "{deal}");
            assert_eq!(
                deal["report"]["deals"].as_array().map(Vec::len),
                Some(deals as usize)
            );
            continue;
        } else if let Some(end) = v.get("game_over") {
            over = Some(end.clone());
            "quit".to_string()
        } else if v.get("turn").is_some() {
            assert_eq!(v["turn"], 1);
            assert_eq!(v["view"]["seat"], 1);
            let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
            assert!(!legal.is_empty());
            assert_eq!(v["moves"].as_array().map(Vec::len), Some(legal.len()));
            if !tried_illegal {
                tried_illegal = true;
                "pick 99Z".to_string()
            } else if let Some(number) = advice.take() {
                number
            } else if turns % 7 == 0 {
                turns += 1;
                "hint".to_string()
            } else {
                turns += 1;
                legal[legal.len() - 1].clone()
            }
        } else {
            panic!("unexpected {v}");
        };
        writeln!(stdin, "{answer}").expect("write");
    }
    drop(stdin);
    assert!(child.wait().expect("exit").success());
    assert_eq!(refused, 1, "the one bad move");
    assert_eq!(deals, 3, "three deals at five");
    assert!(hints > 0 && turns > 10, "{turns} turns, {hints} hints");
    let over = over.expect("the game ended");
    let totals: Vec<i64> = serde_json::from_value(over["totals"].clone()).unwrap();
    let reported: Vec<i64> = serde_json::from_value(over["report"]["totals"].clone()).unwrap();
    assert_eq!(
        totals, reported,
        "the engine's totals are the score keeper's"
    );
    assert_eq!(over["report"]["finished"], true);
    assert!(!over["winners"].as_array().unwrap().is_empty());
}

#[test]
fn a_json_refusal_carries_the_engines_code() {
    let out = papillon_stdin(
        &[
            "play", "--game", "farfalia", "--ai", "easy", "--seed", "3", "--json",
        ],
        "play 2R\ndiscard 3R\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let refusals: Vec<&Value> = lines
        .iter()
        .filter(|v| v.get("refused").is_some())
        .collect();
    assert_eq!(refusals[0]["code"], "must_follow", "{:?}", refusals);
    assert!(
        refusals[0]["refused"]
            .as_str()
            .unwrap()
            .contains("P1 (seat 1)")
    );
    assert_eq!(refusals[1]["code"], "discard_count", "{:?}", refusals);
}

#[test]
fn two_people_share_the_terminal_each_with_their_own_hand() {
    let args = [
        "play",
        "--game",
        "farfalia",
        "--names",
        "Ana,Ben,Cleo,Dan",
        "--seat",
        "1,3",
        "--ai",
        "easy",
        "--seed",
        "8",
    ];
    let out = papillon_stdin(&args, &format!("{}quit\n", "1\n".repeat(6)));
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("Cleo (seat 3, a person)"), "{text}");
    assert!(text.contains("--- Ana's turn (seat 1): the others look away ---"));
    assert!(text.contains("--- Cleo's turn (seat 3): the others look away ---"));
}

#[test]
fn bad_set_ups_are_refused_with_the_flag_at_fault_and_the_reason() {
    let cases: [(&[&str], &str); 9] = [
        (
            &["--players", "3"],
            "--players: the digital game seats four or five players (3 given): the fictitious players' rules",
        ),
        (
            &["--players", "4", "--names", "Ana,Ben"],
            "--names: 2 names for 4 players",
        ),
        (&["--names", "Ana,Ben,Cleo,Dan,Eve,Fay"], "CHINKWAY"),
        (
            &["--names", "Ana,Ben,ana,Dan"],
            "--names: two players are called Ana",
        ),
        (&["--seat", "6"], "--seat: choose a seat from 1 to 4"),
        (&["--seat", "2,2"], "--seat: seat 2 is given twice"),
        (&["--ai", "cheat"], "--ai: cheat is for the arena"),
        (
            &["--options", r#"{"length": {"kind": "deals", "deals": 6}}"#],
            "--options: the options",
        ),
        (
            &["--options", r#"{"double_you": "yes"}"#],
            "--options: not a valid set of house rules: double_you",
        ),
    ];
    for (extra, message) in cases {
        let mut args = vec!["play", "--game", "farfalia"];
        args.extend_from_slice(extra);
        let out = papillon(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
    }
    // --watch and several people are Farfalia's
    let out = papillon(&["play", "--game", "classic", "--watch"]);
    assert!(stderr(&out).contains("--watch"), "{}", stderr(&out));
    let out = papillon(&["play", "--seat", "1,2"]);
    assert!(
        stderr(&out).contains("--seat: one seat here"),
        "{}",
        stderr(&out)
    );
    // input that ends mid-game is said plainly
    let out = papillon_stdin(&["play", "--game", "farfalia", "--ai", "easy"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("the input ended before the end of the game"));
}

#[test]
fn bad_input_never_panics() {
    let mut input: Vec<u8> = Vec::new();
    for line in [
        "play",
        "discard",
        "discard 1R 1R",
        "trump purple",
        "pick 99Z",
        "play 14B",
        "play R",
        "joker",
        "double-you",
        "no-pick",
        "pick 12O",
        "0",
        "-1",
        "18446744073709551616",
        "\"\"",
        "{\"a\": 1}",
        "play 1R 2R",
        "   ",
        "ⅫG",
        "12Ö",
    ] {
        input.extend_from_slice(line.as_bytes());
        input.push(b'\n');
    }
    input.extend_from_slice(&[0xff, 0xfe, b'\n']);
    input.extend_from_slice(&"x".repeat(10_000).into_bytes());
    input.extend_from_slice(b"\nquit\n");
    let input = String::from_utf8_lossy(&input).into_owned();
    for json in [false, true] {
        let mut args = vec![
            "play",
            "--game",
            "farfalia",
            "--players",
            "5",
            "--ai",
            "easy",
            "--seed",
            "2",
        ];
        if json {
            args.push("--json");
        }
        let out = papillon_stdin(&args, &input);
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
    }
}

#[test]
fn farfalia_is_measured_in_the_arena_and_simulated_at_four_and_five() {
    for players in ["4", "5"] {
        let out = papillon(&[
            "arena",
            "--game",
            "farfalia",
            "--players",
            players,
            "--deals",
            "2",
            "--ai",
            "medium,random",
            "--threads",
            "1",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        assert!(
            text.contains(&format!("of farfalia, {players} players, seed 1")),
            "{text}"
        );
        assert!(text.contains("margin/deal (95% CI)"), "{text}");
        let out = papillon(&[
            "simulate",
            "--game",
            "farfalia",
            "--players",
            players,
            "--games",
            "3",
            "--json",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let report: Value = serde_json::from_str(&stdout(&out)).unwrap();
        assert_eq!(report["report"]["game"], "farfalia");
        assert_eq!(report["report"]["games"], 3);
    }
    for args in [
        ["arena", "--game", "farfalia", "--players", "3"],
        ["simulate", "--game", "farfalia", "--players", "2"],
    ] {
        let out = papillon(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&out).contains("fictitious players"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn the_help_says_which_farfalia_games_are_played_and_why_not_the_others() {
    let text = stdout(&papillon(&["--help"]));
    assert!(!text.contains("leaves no digital game"), "{text}");
    for part in [
        "farfalia (played at five",
        "CHINKWAY",
        "deals 6 to 11 are lost",
    ] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
    let text = stdout(&papillon(&["play", "--help"]));
    for part in ["--game farfalia", "--watch", "house_points"] {
        assert!(text.contains(part), "{part:?} missing:\n{text}");
    }
}
