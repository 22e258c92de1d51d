//! `papillon play --json` driven by a script through a complete 4-player game (blue
//! round then orange round): one view per line at each of our turns, one action per
//! line back (a number, the notation, a refused play, a hint), the itemised score at
//! the end. Also the arena's JSON shape.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::io::{BufRead, BufReader, Write};
use std::process::Command;

use serde_json::Value;

mod common;
use common::spawn_piped;

#[test]
fn a_script_plays_a_whole_four_player_game() {
    let mut child = spawn_piped(&[
        "play",
        "--round",
        "game",
        "--players",
        "4",
        "--seat",
        "2",
        "--ai",
        "medium",
        "--seed",
        "7",
        "--json",
    ]);
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let mut turns = 0;
    let mut refused = 0;
    let mut hints = 0;
    let mut rounds_seen = std::collections::BTreeSet::new();
    let mut score = None;
    for line in BufReader::new(stdout).lines() {
        let line = line.expect("a line");
        let v: Value = serde_json::from_str(&line).expect("one JSON object per line");
        if let Some(report) = v.get("score") {
            score = Some(report.clone());
            break;
        }
        if v.get("refused").is_some() {
            refused += 1;
            // the turn is asked again with a fresh view line
            continue;
        }
        if v.get("hint").is_some() {
            hints += 1;
            assert!(
                v["hint"]["action"].is_object()
                    || v["hint"]["action"].is_string()
                    || !v["hint"]["action"].is_null()
            );
            continue;
        }
        assert_eq!(v["turn"], 1, "{v}");
        let legal = v["legal"].as_array().expect("legal plays");
        assert!(!legal.is_empty());
        rounds_seen.insert(v["view"]["round"].as_str().unwrap_or_default().to_string());
        turns += 1;
        let answer = match turns {
            1 => "hint".to_string(),
            2 => "not-a-card".to_string(),
            // the notation of the last legal play
            k if k % 2 == 0 => legal[legal.len() - 1].as_str().unwrap_or("1").to_string(),
            _ => "1".to_string(),
        };
        writeln!(stdin, "{answer}").expect("write");
    }
    drop(stdin);
    let status = child.wait().expect("exit");
    assert!(status.success());
    assert_eq!(hints, 1);
    assert_eq!(refused, 1);
    assert!(
        rounds_seen.contains("blue") && rounds_seen.contains("orange"),
        "{rounds_seen:?}"
    );
    let score = score.expect("a score at the end");
    let sides = score["sides"].as_array().expect("sides");
    assert_eq!(sides.len(), 2, "crossed pairs");
    for side in sides {
        let blue = side["blue"].as_i64().expect("blue");
        let orange = side["orange"].as_i64().expect("orange");
        assert_eq!(side["total"].as_i64(), Some(blue - orange));
    }
}

#[test]
fn the_arena_reports_intervals_per_ai_in_json() {
    let run = || {
        Command::new(env!("CARGO_BIN_EXE_papillon"))
            .args([
                "arena",
                "--round",
                "orange",
                "--players",
                "2",
                "--deals",
                "6",
                "--ai",
                "medium,random,easy",
                "--seed",
                "3",
                "--threads",
                "2",
                "--json",
            ])
            .output()
            .expect("run")
    };
    let out = run();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    let ais = v["ais"].as_array().expect("ais");
    assert_eq!(ais.len(), 3);
    assert_eq!(ais[0]["ai"], "medium");
    for ai in ais {
        let m = &ai["margin"];
        assert!(m["ci95"][0].as_f64() <= m["mean"].as_f64());
        assert!(ai["win_rate"]["mean"].as_f64().is_some());
        assert!(ai["move_ms"]["p50"].as_f64().is_some());
    }
    assert_eq!(v["elo"].as_array().map(Vec::len), Some(3));
    // the same seed gives the same figures (times aside)
    let again: Value = serde_json::from_slice(&run().stdout).expect("json");
    for (a, b) in ais.iter().zip(again["ais"].as_array().expect("ais")) {
        assert_eq!(a["margin"], b["margin"]);
        assert_eq!(a["win_rate"], b["win_rate"]);
    }
}
