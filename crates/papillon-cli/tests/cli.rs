//! The `papillon` binary, run as a user would.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use std::process::{Command, Output, Stdio};

use common::{example, papillon, papillon_stdin};
use serde_json::Value;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn json(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

#[test]
fn scores_the_issue_example_as_json() {
    let out = papillon(&["score", &example("four-players.json"), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v = json(&out);
    assert_eq!(v["sides"][0]["members"], serde_json::json!(["Ana", "Cleo"]));
    assert_eq!(
        (
            &v["sides"][0]["blue"],
            &v["sides"][0]["orange"],
            &v["sides"][0]["total"]
        ),
        (&Value::from(90), &Value::from(105), &Value::from(-15))
    );
    assert_eq!(v["sides"][1]["members"], serde_json::json!(["Ben", "Dan"]));
    assert_eq!(
        (
            &v["sides"][1]["blue"],
            &v["sides"][1]["orange"],
            &v["sides"][1]["total"]
        ),
        (&Value::from(50), &Value::from(71), &Value::from(-21))
    );
    assert_eq!(v["winners"], serde_json::json!(["Ana", "Cleo"]));
    assert_eq!(v["players"][0]["name"], "Ana");
    assert!(v["players"][0]["blue_items"].is_array());
    assert!(v["consolation"].as_array().is_some_and(Vec::is_empty));
    assert_eq!(v["options"]["yin_yang"], "together_30");
    let dragon = v["sides"][0]["blue_items"]
        .as_array()
        .and_then(|items| items.iter().find(|i| i["card"] == "S7"))
        .cloned()
        .expect("Dragon itemised");
    assert_eq!(dragon["points"], 10);
    assert_eq!(dragon["by"], serde_json::json!(["Cleo"]));
}

#[test]
fn scores_the_issue_example_as_a_table() {
    let out = papillon(&["score", &example("four-players.json")]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("Ana+Cleo      90     105     -15      1"),
        "{text}"
    );
    assert!(
        text.contains("Ben+Dan       50      71     -21      2"),
        "{text}"
    );
    assert!(text.contains("Winners: Ana, Cleo"), "{text}");
}

#[test]
fn reads_the_sheet_from_standard_input() {
    let sheet = std::fs::read_to_string(example("four-players.json")).expect("example");
    let out = papillon_stdin(&["score", "-", "--json"], &sheet);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(json(&out)["winners"], serde_json::json!(["Ana", "Cleo"]));
}

#[test]
fn an_invalid_sheet_exits_non_zero_with_every_message() {
    let sheet = r#"{"players": ["Ana", "Ben"],
        "blue": {"players": {"Ana": {"cards": 30, "scoring": ["S7"]},
                             "Ben": {"cards": 27, "scoring": ["dragon", "F12"]}}}}"#;
    let out = papillon_stdin(&["score", "-"], sheet);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("the blue S7 (Dragon) is listed for both Ana and Ben"),
        "{err}"
    );
    assert!(
        err.contains("unknown card \"F12\": family cards are numbered 0 to 11"),
        "{err}"
    );
    assert!(err.contains("add up to 57"), "{err}");
    let out = papillon_stdin(&["score", "-", "--json"], sheet);
    assert_eq!(out.status.code(), Some(1));
    let errors = json(&out)["errors"].as_array().map(Vec::len);
    assert_eq!(errors, Some(3));
}

#[test]
fn malformed_or_missing_files_are_clear_errors() {
    let out = papillon_stdin(&["score", "-"], "{\"players\": [");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("not a valid score sheet"),
        "{}",
        stderr(&out)
    );
    // a top-level list, or a number too large for a count, names the field at fault
    let out = papillon_stdin(&["score", "-"], "[1, 2]");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("a score sheet is a JSON object"),
        "{}",
        stderr(&out)
    );
    let huge = r#"{"players": ["Ana", "Ben"], "blue": {"players": {"Ana": {"cards": 1e20}}}}"#;
    let out = papillon_stdin(&["score", "-"], huge);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("blue.players.Ana.cards"),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("whole number"), "{}", stderr(&out));
    let out = papillon(&["score", "/nonexistent/sheet.json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot read /nonexistent/sheet.json"));
}

#[test]
fn roll_fills_missing_dice_reproducibly() {
    let sheet = r#"{"players": ["Ana", "Ben", "Cleo"],
        "blue": {"players": {"Ana": {"cards": 20, "scoring": ["F3"]},
                             "Ben": {"cards": 20, "scoring": ["E3"]},
                             "Cleo": {"cards": 18}}},
        "orange": {"tours": ["Cleo"], "end": "carnage", "hands": {"Ana": ["couteau-suisse"], "Ben": [], "Cleo": []}}}"#;
    // without --roll the tie and the missing roll are errors
    let out = papillon_stdin(&["score", "-"], sheet);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("Ana holds 1 Couteau Suisse"), "{err}");
    let a = papillon_stdin(&["score", "-", "--roll", "--seed", "7", "--json"], sheet);
    assert!(a.status.success(), "{}", stderr(&a));
    let b = papillon_stdin(&["score", "-", "--roll", "--seed", "7", "--json"], sheet);
    assert_eq!(stdout(&a), stdout(&b));
    let v = json(&a);
    assert_eq!(v["seed"], 7);
    let rolls = v["rolls"].as_array().cloned().unwrap_or_default();
    assert!(
        rolls
            .iter()
            .any(|r| r["purpose"] == "couteau_suisse" && r["player"] == "Ana")
    );
    assert!(rolls.iter().any(|r| r["purpose"] == "most_cards_roll_off"));
    let winner = v["sheet"]["blue"]["most_cards_rolloff"]
        .as_str()
        .unwrap_or_default();
    assert!(["Ana", "Ben"].contains(&winner), "{v}");
    let text = stdout(&papillon_stdin(
        &["score", "-", "--roll", "--seed", "7"],
        sheet,
    ));
    assert!(text.contains("Dice (seed 7):"), "{text}");
    assert!(text.contains("(Couteau Suisse value)"), "{text}");
}

#[test]
fn dice_start_is_reproducible_and_names_one_starter() {
    let args = [
        "dice",
        "start",
        "--players",
        "Ana,Ben,Cleo",
        "--round",
        "blue",
        "--seed",
        "3",
        "--json",
    ];
    let a = papillon(&args);
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&papillon(&args)));
    let v = json(&a);
    assert_eq!(v["purpose"], "start_blue");
    assert_eq!(v["best"], "highest");
    assert_eq!(v["rounds"][0].as_array().map(Vec::len), Some(3));
    assert!(["Ana", "Ben", "Cleo"].contains(&v["winner"].as_str().unwrap_or_default()));
    let text = stdout(&papillon(&[
        "dice",
        "start",
        "--players",
        "Ana,Ben,Cleo",
        "--round",
        "orange",
        "--seed",
        "3",
    ]));
    assert!(
        text.contains("starts the orange round (lowest roll)"),
        "{text}"
    );
}

#[test]
fn dice_start_shows_re_rolls_of_tied_players() {
    // find a seed with a tie, then check the re-roll is printed
    let tied_seed = (0..200u64)
        .find(|seed| {
            let v = json(&papillon(&[
                "dice",
                "start",
                "--players",
                "A,B,C,D,E",
                "--round",
                "blue",
                "--seed",
                &seed.to_string(),
                "--json",
            ]));
            v["rounds"].as_array().map_or(0, Vec::len) > 1
        })
        .expect("some seed among 200 ties with five players");
    let text = stdout(&papillon(&[
        "dice",
        "start",
        "--players",
        "A,B,C,D,E",
        "--round",
        "blue",
        "--seed",
        &tied_seed.to_string(),
    ]));
    assert!(text.contains("Re-roll 1 (tied):"), "{text}");
}

#[test]
fn dice_refuses_bad_player_lists() {
    // the engine's own check: names are unique ignoring case
    let out = papillon(&["dice", "start", "--players", "Ana,ana", "--round", "blue"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("two players are called \"ana\""),
        "{}",
        stderr(&out)
    );
    let out = papillon(&["dice", "start", "--players", "Ana,", "--round", "blue"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("player 2 has an empty name"));
}

#[test]
fn couteau_suisse_and_roll_off() {
    let v = json(&papillon(&[
        "dice",
        "couteau-suisse",
        "--player",
        "Ben",
        "--seed",
        "1",
        "--json",
    ]));
    let value = v["value"].as_u64().unwrap_or(0);
    assert!((2..=12).contains(&value), "{v}");
    let v = json(&papillon(&[
        "dice",
        "couteau-suisse",
        "--one-die",
        "--seed",
        "1",
        "--json",
    ]));
    let value = v["value"].as_u64().unwrap_or(0);
    assert!((1..=6).contains(&value), "{v}");
    let v = json(&papillon(&[
        "dice",
        "roll-off",
        "--players",
        "Ana,Ben",
        "--seed",
        "9",
        "--json",
    ]));
    assert_eq!(v["purpose"], "roll_off");
}

#[test]
fn referee_blue_lists_plays_and_checks_one() {
    let args = [
        "referee",
        "blue",
        "--plate",
        "S5,E6,chat-noir,F10",
        "--hand",
        "moins,yin,F11",
    ];
    let out = papillon(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("5 legal play(s)"), "{text}");
    assert!(
        text.contains("moins+yin:F10,chat-noir  combiner     +50  takes F10, chat-noir"),
        "{text}"
    );
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let v = json(&papillon(&json_args));
    assert_eq!(v["total"], 5);
    assert_eq!(v["groups"].as_array().map(Vec::len), Some(5));
    assert_eq!(v["groups"][1]["kind"], "combiner");
    assert_eq!(v["groups"][1]["ways"], 1);
    assert_eq!(v["groups"][1]["outcomes"][0]["points"], 50);
    assert_eq!(
        v["groups"][1]["examples"][0]["play"],
        "moins+yin:F10,chat-noir"
    );

    let mut check = args.to_vec();
    check.extend(["--play", "moins+yin:chat-noir,F10"]);
    let out = papillon(&check);
    assert!(out.status.success());
    assert!(stdout(&out).starts_with("legal: moins+yin:F10,chat-noir (combiner)"));

    let mut bad = args.to_vec();
    bad.extend(["--play", "F11:S5,F10", "--json"]);
    let out = papillon(&bad);
    assert_eq!(out.status.code(), Some(1));
    let v = json(&out);
    assert_eq!(v["legal"], false);
    assert_eq!(
        v["reason"],
        "not legal: F11 (11) cannot take F10 and S5: they make 15"
    );
}

#[test]
fn referee_blue_refuses_bad_positions() {
    let out = papillon(&["referee", "blue", "--plate", "F5", "--hand", "F5"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("F5 cannot be both on the plate and in the hand"));
    let out = papillon(&["referee", "blue", "--plate", "F5", "--hand", "F13"]);
    assert!(
        stderr(&out).contains("hand: unknown card \"F13\""),
        "{}",
        stderr(&out)
    );
    let out = papillon(&[
        "referee",
        "blue",
        "--plate",
        "F5",
        "--hand",
        "E5",
        "--options",
        "{\"discard\":\"sometimes\"}",
    ]);
    assert!(stderr(&out).contains("--options"), "{}", stderr(&out));
    let out = papillon(&[
        "referee",
        "blue",
        "--plate",
        "F5",
        "--hand",
        "E5,D9",
        "--options",
        "{\"discard\":\"only_when_no_capture\"}",
        "--play",
        "E5",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("E5 can capture (E5:F5)"),
        "{}",
        stdout(&out)
    );
}

/// The Couteau Suisse and thirty small cards, the Chat Noir and the Plus in hand:
/// millions of plays.
const WORST_PLATE: &str = "couteau-suisse,F0,E0,D0,S0,F1,E1,D1,S1,F2,E2,D2,S2,F3,E3,D3,S3,\
                           F4,E4,D4,S4,F5,E5,D5,S5,F6,E6,D6,S6,F7,E7";

#[test]
fn referee_blue_groups_a_huge_plate_and_streams_a_rich_one() {
    let out = papillon(&[
        "referee",
        "blue",
        "--plate",
        WORST_PLATE,
        "--hand",
        "chat-noir,plus,F11,yang",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v = json(&out);
    let total = v["total"].as_u64().unwrap_or(0);
    assert!(total > 10_000_000, "{total}");
    let groups = v["groups"].as_array().cloned().unwrap_or_default();
    let ways: u64 = groups.iter().map(|g| g["ways"].as_u64().unwrap_or(0)).sum();
    assert_eq!(ways, total);
    assert!(out.stdout.len() < 100_000, "a summary, not a list");

    // a plate small enough to stream to the end: --all gives one line per play
    let rich = [
        "referee",
        "blue",
        "--plate",
        "F0,E0,F1,E1,D1,S1,F2,E2,D2,S2,E3,D3,plus",
        "--hand",
        "F11,chat-noir,moins",
    ];
    let summary = json(&papillon(&[&rich[..], &["--json"]].concat()));
    let total = summary["total"].as_u64().unwrap_or(0);
    assert!(total > 100, "{total}");
    let out = papillon(&[&rich[..], &["--all"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(text.lines().count() as u64, total);
    assert!(text.lines().all(|l| !l.trim().is_empty()));
    let out = papillon(&[&rich[..], &["--all", "--json"]].concat());
    let lines: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(lines.len() as u64, total);
    let first = &summary["groups"][0]["examples"][0];
    assert_eq!(&lines[0], first, "the stream starts with the first example");
    // --all and --play do not go together
    let out = papillon(&[&rich[..], &["--all", "--play", "F11"]].concat());
    assert_eq!(out.status.code(), Some(2));
}

/// `papillon referee blue … --all | head -1`: the reader leaves after one line; the
/// command must end quietly, not panic on the broken pipe.
#[test]
fn a_reader_that_stops_early_is_not_an_error() {
    use std::io::{BufRead, BufReader};
    for json in [false, true] {
        let mut args = vec![
            "referee",
            "blue",
            "--plate",
            WORST_PLATE,
            "--hand",
            "chat-noir,plus,F11,yang",
            "--all",
        ];
        if json {
            args.push("--json");
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_papillon"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn papillon");
        let mut line = String::new();
        {
            let out = child.stdout.take().expect("stdout");
            BufReader::new(out).read_line(&mut line).expect("one line");
            // dropped here: the pipe closes with millions of plays still to write
        }
        assert!(
            line.contains("chat-noir:") || line.contains("F11:"),
            "{line}"
        );
        let output = child.wait_with_output().expect("wait papillon");
        let err = stderr(&output);
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(output.status.code(), Some(0), "{err}");
    }
}

#[test]
fn simulate_blue_reports_seats_and_throughput() {
    let args = [
        "simulate",
        "blue",
        "--players",
        "4",
        "--games",
        "50",
        "--seed",
        "3",
        "--ai",
        "greedy,random",
        "--json",
    ];
    let out = papillon(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let v = json(&out);
    let seats = v["report"]["seats"].as_array().cloned().unwrap_or_default();
    assert_eq!(seats.len(), 4);
    assert_eq!(seats[0]["ai"], "greedy");
    assert_eq!(seats[1]["ai"], "random");
    assert!(
        v["throughput"]["actions_per_second"]
            .as_f64()
            .unwrap_or(0.0)
            > 0.0
    );
    // the same seed gives the same results
    let again = json(&papillon(&args));
    assert_eq!(again["report"], v["report"]);
    let out = papillon(&["simulate", "blue", "--ai", "clever"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("unknown AI \"clever\""));
    let out = papillon(&["simulate", "blue", "--players", "6"]);
    assert!(stderr(&out).contains("2 to 5 players"));
}

#[test]
fn bench_runs() {
    let out = papillon(&["bench", "--rounds", "200", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v = json(&out);
    // blue 2 and 4 players, orange 2 and 4 players, complete 4-player games, then the
    // seven worst referee positions
    assert_eq!(v.as_array().map(Vec::len), Some(12));
    for r in &v.as_array().cloned().unwrap_or_default()[5..] {
        assert!(r["plays"].as_u64().unwrap_or(0) > 100_000, "{r}");
        assert_eq!(r["plays"], r["counted"]);
        assert_eq!(r["checked_legal"], true, "{r}");
    }
    assert!(v[0]["actions"].as_u64().unwrap_or(0) > 200 * 40);
    assert!(
        v[2]["benchmark"]
            .as_str()
            .unwrap_or_default()
            .starts_with("orange")
    );
    assert!(v[4]["actions"].as_u64().unwrap_or(0) > v[1]["actions"].as_u64().unwrap_or(0));
}

/// `bench --ai` times every level in every round at 2 to 5 players, then the
/// time-budgeted search (issue 37's move-time target covers every table size).
#[test]
fn bench_ai_times_every_level_at_every_table_size() {
    let out = papillon(&["bench", "--ai", "--moves", "1", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let rows = json(&out).as_array().cloned().unwrap_or_default();
    assert_eq!(rows.len(), 3 * 4 * 4 + 3);
    for round in ["blue", "orange", "game"] {
        for players in 2..=5u64 {
            for level in ["easy", "medium", "hard", "expert"] {
                let row = rows
                    .iter()
                    .find(|r| r["round"] == round && r["players"] == players && r["level"] == level)
                    .unwrap_or_else(|| panic!("no row for {level}, {round}, {players} players"));
                assert_eq!(row["moves"], 1, "{row}");
                let p50 = row["p50_ms"].as_f64().unwrap_or(-1.0);
                assert!(
                    p50 >= 0.0 && row["p95_ms"].as_f64().unwrap_or(-1.0) >= p50,
                    "{row}"
                );
            }
        }
    }
    assert!(rows[48..].iter().all(|r| r["level"] == "time budget"));
}

#[test]
fn referee_orange_lists_and_checks_plays() {
    let position = r#"{"plate": ["E5", "F9"], "suites": [{"top": "S6", "sign": "plus"}], "hand": ["E7", "E5", "chat-noir"]}"#;
    let out = papillon_stdin(&["referee", "orange", "-", "--json"], position);
    assert!(out.status.success(), "{}", stderr(&out));
    let plays: Vec<String> = json(&out)["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .map(|p| p["play"].as_str().expect("play").to_owned())
        .collect();
    assert!(
        plays.contains(&"E7@suite1".to_owned()) && plays.contains(&"chat-noir@centre".to_owned()),
        "{plays:?}"
    );
    let out = papillon_stdin(
        &["referee", "orange", "-", "--play", "E5@suite1", "--json"],
        position,
    );
    assert_eq!(out.status.code(), Some(1));
    let verdict = json(&out);
    assert_eq!(verdict["legal"], false);
    assert!(
        verdict["reason"]
            .as_str()
            .expect("reason")
            .contains("6 or 7"),
        "{verdict}"
    );
    let out = papillon_stdin(&["referee", "orange", "-", "--play", "E7@suite1"], position);
    assert!(out.status.success());
    assert!(
        stdout(&out).starts_with("legal: E7@suite1"),
        "{}",
        stdout(&out)
    );
    let out = papillon_stdin(
        &["referee", "orange", "-"],
        r#"{"plate": ["E5"], "hand": ["E1"]}"#,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("two cards"), "{}", stderr(&out));
}

#[test]
fn simulate_orange_and_game_report_per_seat_results() {
    for (round, expected) in [("orange", "orange"), ("game", "game")] {
        let out = papillon(&[
            "simulate",
            round,
            "--players",
            "3",
            "--games",
            "20",
            "--seed",
            "2",
            "--json",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let report = json(&out);
        assert_eq!(report["report"]["game"], expected);
        assert_eq!(
            report["report"]["seats"].as_array().expect("seats").len(),
            3
        );
        let again = json(&papillon(&[
            "simulate",
            round,
            "--players",
            "3",
            "--games",
            "20",
            "--seed",
            "2",
            "--json",
        ]));
        assert_eq!(
            again["report"], report["report"],
            "reproducible from the seed"
        );
    }
}

/// `papillon score` (text) panicked on a side name longer than 65,535 characters: the
/// name is refused at the boundary, with its length, and nothing panics.
#[test]
fn a_huge_side_name_is_refused_without_a_panic() {
    let long = "A".repeat(70_000);
    let sheet = format!(
        r#"{{"players": ["{long}", "Ben"], "orange": {{"tours": ["Ben", "Ben", "Ben", "Ben"], "hands": {{"{long}": ["E4"], "Ben": []}}}}}}"#
    );
    let out = papillon_stdin(&["score", "-"], &sheet);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("a name has at most 200"),
        "{}",
        &err[..err.len().min(400)]
    );
    assert!(!err.contains("panicked"));
}
