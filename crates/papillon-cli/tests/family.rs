//! `--game NAME`: the family's other games from the terminal, run as a user would.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

mod common;

use std::process::Output;

use common::{example, papillon, papillon_stdin};
use serde_json::Value;

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn help_names_every_game() {
    let out = papillon(&["--help"]);
    assert!(out.status.success());
    let text = stdout(&out);
    for game in ["papillon", "classic", "farfalia", "prout"] {
        assert!(text.contains(game), "{game} missing from --help:\n{text}");
    }
}

#[test]
fn each_games_example_sheet_is_scored_by_its_engine() {
    for (game, file) in [
        ("classic", "classic-ledger.json"),
        ("farfalia", "farfalia-five.json"),
        ("prout", "prout-match.json"),
    ] {
        let out = papillon(&["score", "--game", game, &example(file), "--json"]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let report: Value = serde_json::from_str(&stdout(&out)).expect("json report");
        assert!(report.is_object(), "{game}");
        let text = papillon(&["score", "--game", game, &example(file)]);
        assert!(text.status.success());
        assert!(stdout(&text).starts_with(game), "{}", stdout(&text));
    }
    // the PROUT match to 20 points: Kenza has the fewest points and wins
    let out = papillon(&["score", "--game", "prout", &example("prout-match.json")]);
    let text = stdout(&out);
    let kenza = text.lines().find(|l| l.contains("Kenza")).expect("Kenza");
    assert!(kenza.starts_with('1') && kenza.ends_with("won"), "{text}");
}

#[test]
fn a_bad_sheet_of_another_game_is_refused_with_its_culprit_and_status_1() {
    let out = papillon_stdin(
        &["score", "--game", "prout", "-"],
        r#"{"mode": "main", "players": ["Ana", "Ana"], "games": []}"#,
    );
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    assert!(stderr(&out).contains("Ana"), "{}", stderr(&out));
    // a Papillon sheet is not a Farfalia one
    let out = papillon(&["score", "--game", "farfalia", &example("four-players.json")]);
    assert_eq!(out.status.code(), Some(1));
    // the dice fill Papillon sheets only
    let out = papillon(&[
        "score",
        "--game",
        "prout",
        &example("prout-match.json"),
        "--roll",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--roll"));
}

#[test]
fn the_classic_game_is_simulated_and_measured_in_the_arena_without_code_of_its_own() {
    let out = papillon(&[
        "simulate",
        "--game",
        "classic",
        "--players",
        "4",
        "--games",
        "50",
        "--ai",
        "medium,random",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let report: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(report["report"]["game"], "classic");
    assert_eq!(report["report"]["games"], 50);
    let out = papillon(&[
        "arena",
        "--game",
        "classic",
        "--players",
        "3",
        "--deals",
        "2",
        "--ai",
        "medium,random",
        "--threads",
        "1",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let report: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(report["game"], "classic");
    // the same seed gives the same figures
    let again = papillon(&[
        "arena",
        "--game",
        "classic",
        "--players",
        "3",
        "--deals",
        "2",
        "--ai",
        "medium,random",
        "--threads",
        "1",
        "--json",
    ]);
    let again: Value = serde_json::from_str(&stdout(&again)).unwrap();
    assert_eq!(report["ais"][0]["margin"], again["ais"][0]["margin"]);
}

#[test]
fn games_without_a_digital_version_say_so() {
    // Farfalia is played at four and five (tests/play_farfalia.rs); PROUT is not
    for game in ["prout"] {
        for args in [
            vec!["simulate", "--game", game],
            vec!["arena", "--game", game],
            vec!["play", "--game", game],
        ] {
            let out = papillon(&args);
            assert_eq!(out.status.code(), Some(1), "{args:?}");
            assert!(stderr(&out).contains("score --game"), "{}", stderr(&out));
        }
    }
    // Papillon's rounds belong to Papillon
    let out = papillon(&["simulate", "--game", "classic", "blue"]);
    assert_eq!(out.status.code(), Some(1));
    let out = papillon(&["simulate", "--players", "2"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("blue, orange or game"));
}

#[test]
fn a_game_of_the_family_is_stored_listed_shown_undone_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let db = db.to_str().unwrap();
    let run = |args: &[&str]| {
        let mut all = vec!["--db", db];
        all.extend_from_slice(args);
        papillon(&all)
    };
    let out = run(&[
        "games",
        "add",
        "--game",
        "prout",
        &example("prout-match.json"),
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let game: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let id = game["summary"]["id"].as_i64().unwrap().to_string();
    assert_eq!(game["summary"]["game"], "prout");
    assert_eq!(game["summary"]["status"], "finished");
    let out = run(&["games", "add", &example("four-players.json")]);
    assert!(out.status.success(), "{}", stderr(&out));
    // every game is listed; --game keeps one game's
    let all: Value = serde_json::from_str(&stdout(&run(&["games", "list", "--json"]))).unwrap();
    assert_eq!(all.as_array().unwrap().len(), 2);
    let prout: Value = serde_json::from_str(&stdout(&run(&[
        "games", "list", "--game", "prout", "--json",
    ])))
    .unwrap();
    assert_eq!(prout.as_array().unwrap().len(), 1);
    // a PROUT game is read as a PROUT game only
    let out = run(&["games", "show", &id]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("prout"), "{}", stderr(&out));
    let out = run(&["games", "show", &id, "--game", "prout"]);
    // the same words as `score --game prout`
    let text = stdout(&out);
    let kenza = text.lines().find(|l| l.contains("Kenza")).expect("Kenza");
    assert!(
        kenza.trim_start().starts_with('1') && kenza.ends_with("7  won"),
        "{text}"
    );
    // statistics of the fewest-points game
    let stats: Value =
        serde_json::from_str(&stdout(&run(&["stats", "--game", "prout", "--json"]))).unwrap();
    let kenza = stats
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Kenza")
        .unwrap();
    assert_eq!(
        (kenza["wins"].as_u64(), kenza["best_game"]["total"].as_i64()),
        (Some(1), Some(7))
    );
    // a bad sheet is refused and nothing is stored
    let out = papillon_stdin(
        &["--db", db, "games", "add", "--game", "prout", "-"],
        r#"{"mode": "main", "players": ["Ana"], "games": [{"players": {"Zoé": {"hand": 1}}}]}"#,
    );
    assert_eq!(out.status.code(), Some(1));
    let all: Value = serde_json::from_str(&stdout(&run(&["games", "list", "--json"]))).unwrap();
    assert_eq!(all.as_array().unwrap().len(), 2);
}

#[test]
fn the_classic_referee_lists_captures_with_their_counters_and_checks_one() {
    // NEIGHBOUR-GAMES.md C.6 P1: "Ben 2♠ takes A♣+A♦ … E3: 4 from each"
    let out = papillon(&[
        "referee",
        "--game",
        "classic",
        "capture",
        "--table",
        "AC AD AH 4D 5D 3C 9H",
        "--card",
        "2S",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let found: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(found[0]["each"], 4);
    assert_eq!(found[0]["counters"], 8);
    // "mit einer 5 auch nur eine 5": one card only, even where two lie
    let out = papillon(&[
        "referee", "--game", "classic", "capture", "--table", "5C 5D", "--card", "5S", "--take",
        "5C,5D",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("not legal"), "{}", stderr(&out));
    // Papillon's rounds are not the classic game's, nor its capture Papillon's
    let out = papillon(&["referee", "capture", "--table", "5C", "--card", "5S"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--game classic"));
    // a game kept at a real table only is not played in the terminal: said plainly
    // (the classic game and Farfalia are: tests/play_classic.rs, tests/play_farfalia.rs)
    let out = papillon(&["play", "--game", "prout"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("real table only"), "{}", stderr(&out));
}

#[test]
fn the_classic_game_is_benchmarked_through_the_familys_traits() {
    let out = papillon(&["bench", "--game", "classic", "--rounds", "20", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let rows: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 2);
    assert_eq!(rows[0]["games"], 20);
}

#[test]
fn the_1756_ledger_reads_at_a_glance_with_its_pot_and_entries_from_one() {
    let out = papillon(&[
        "score",
        "--game",
        "classic",
        &example("classic-ledger.json"),
        "--entries",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.starts_with("classic — game 1 in progress"), "{text}");
    // nobody has won a game in progress: Ben only leads
    assert!(!text.contains("won"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("Ben") && l.ends_with("leads")),
        "{text}"
    );
    assert!(
        text.contains("pot: 5 counters, to the game's winner"),
        "{text}"
    );
    // the entries as a person counts them: the first is 1
    let first = text
        .lines()
        .find(|l| l.trim_start().starts_with("1  1/1"))
        .expect("entry 1");
    assert!(first.contains("Ben took 2 aces"), "{text}");

    // a game over: Ana did not reveal in the last deal, so she won and takes the pot
    let ledger = r#"{"players":["Ana","Ben","Cleo"],"dealer":"Cleo","entries":[
        {"entry":"deal"},{"entry":"deal"},{"entry":"deal"},{"entry":"deal"},
        {"entry":"reveal","player":"Ben","cards":3},{"entry":"reveal","player":"Cleo","cards":2},
        {"entry":"end","cards":{"Ana":20,"Ben":17,"Cleo":10},"left_on_table":5}]}"#;
    let out = papillon_stdin(&["score", "--game", "classic", "-"], ledger);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.contains("game 1: Ana won;"), "{text}");
    assert!(text.contains("Ana takes the pot of 8"), "{text}");
}

#[test]
fn a_refused_ledger_gives_its_problems_as_data_with_the_entry_counted_both_ways() {
    let ledger = r#"{"players":["Ana","Ben","Cleo"],"dealer":"Cleo","entries":[
        {"entry":"capture","player":"Ana","sautenelle":true},
        {"entry":"capture","player":"Ben","aces":1}]}"#;
    let out = papillon_stdin(&["score", "--game", "classic", "-", "--json"], ledger);
    assert_eq!(out.status.code(), Some(1));
    let body: Value = serde_json::from_str(&stdout(&out)).expect("json");
    let p = &body["problems"][0];
    assert_eq!(p["code"], "capture_after_sautenelle");
    assert_eq!(p["player"], "Ben");
    assert_eq!(p["entry_index"], 1);
    assert_eq!(p["entry_number"], 2);
    assert!(
        p["message"].as_str().unwrap().starts_with("entry 2:"),
        "{p}"
    );
    assert_eq!(body["errors"][0], p["message"]);
}

#[test]
fn farfalia_at_four_places_teams_and_a_failed_solo_prout_says_so() {
    let out = papillon(&[
        "score",
        "--game",
        "farfalia",
        &example("farfalia-four.json"),
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].contains("team"), "{text}");
    assert!(
        lines[2].starts_with('1') && lines[2].contains("Nadia & Sacha"),
        "{text}"
    );
    assert!(
        lines[3].starts_with('2') && lines[3].contains("Émile & Wassim"),
        "{text}"
    );

    let out = papillon(&["score", "--game", "prout", &example("prout-solo.json")]);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        text.contains("Lucie: 2 points — the goal of 0 points is missed: lost"),
        "{text}"
    );
}

#[test]
fn a_sheet_of_another_game_says_which_game_it_is() {
    let out = papillon(&["score", "--game", "classic", &example("prout-match.json")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("this is a PROUT sheet: --game prout"),
        "{}",
        stderr(&out)
    );
    let out = papillon(&["score", &example("classic-ledger.json")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("this is a ledger of the 1756 Papillon: --game classic"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_ledger_entry_of_the_wrong_kind_names_its_field_counted_from_one() {
    let ledger = r#"{"players":["Ana","Ben","Cleo"],"dealer":"Ana","entries":[
        {"entry":"deal"},{"entry":"reveal","player":"Ben","cards":300}]}"#;
    let out = papillon_stdin(&["score", "--game", "classic", "-"], ledger);
    let err = stderr(&out);
    assert!(
        err.contains(
            "entry 2 (entries[1].cards): found 300, expected a whole number from 0 to 255"
        ),
        "{err}"
    );
    let ledger = r#"{"players":["Ana","Ben","Cleo"],"dealer":"Ana","entries":[
        {"entry":"capture","player":"Ben","card":true,"took":["A"]}]}"#;
    let err = stderr(&papillon_stdin(
        &["score", "--game", "classic", "-"],
        ledger,
    ));
    assert!(
        err.contains("(entries[0].card): found `true`, expected a rank"),
        "{err}"
    );
    let sheet =
        r#"{"mode":"main","players":["A","B"],"games":[{"players":{"A":{"hand":"five"}}}]}"#;
    let err = stderr(&papillon_stdin(&["score", "--game", "prout", "-"], sheet));
    assert!(
        err.contains(
            "game 1 (games[0].players.A.hand): found the text \"five\", expected a number of cards"
        ),
        "{err}"
    );
    assert!(
        !err.contains("untagged") && !err.contains("PileInput"),
        "{err}"
    );
    let sheet = r#"{"mode":"main","players":["A","B"],"games":[{"end":"boom"}]}"#;
    let err = stderr(&papillon_stdin(&["score", "--game", "prout", "-"], sheet));
    assert!(err.contains("unknown value `boom`"), "{err}");
}
