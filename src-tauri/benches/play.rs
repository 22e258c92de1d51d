//! From a person's tap to the next screen with the computer's answer shown (at instant
//! speed): the `practice_play` command, then each `practice_step` of the computer seats
//! until it is the person's turn again, through the app's real commands and store on
//! Tauri's mock runtime. Per game kind: the person's wait (p50, p95, max) and one
//! computer move at its level (p50, p95, max), in milliseconds.
//!
//! `cargo bench -p papillon-app --bench play [-- GAMES]` (default 3 games per kind).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a benchmark fails loudly

use std::time::Instant;

use papillon_app::{AppState, builder, context};
use papillon_store::Store;
use serde_json::{Value, json};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{INVOKE_KEY, get_ipc_response, mock_builder};
use tauri::webview::InvokeRequest;

fn call(webview: &tauri::WebviewWindow<tauri::test::MockRuntime>, cmd: &str, args: Value) -> Value {
    get_ipc_response(
        webview,
        InvokeRequest {
            cmd: cmd.into(),
            callback: CallbackFn(0),
            error: CallbackFn(1),
            url: "tauri://localhost".parse().expect("url"),
            body: InvokeBody::Json(args),
            headers: Default::default(),
            invoke_key: INVOKE_KEY.to_string(),
        },
    )
    .unwrap_or_else(|e| panic!("{cmd}: {e}"))
    .deserialize::<Value>()
    .expect("json")
}

/// The first move the view offers a person.
fn person_move(view: &Value) -> String {
    let table = &view["table"];
    for card in table["hand"].as_array().expect("hand") {
        for option in [
            &card["common"][0],
            &card["place"],
            &card["power"],
            &card["moves"][0],
        ] {
            if let Some(n) = option["notation"].as_str() {
                return n.to_owned();
            }
        }
    }
    table["other_moves"][0]["notation"]
        .as_str()
        .expect("a move")
        .to_owned()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let games: u64 = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(3);
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("bench.db");
    let store = Store::open(&path).expect("store");
    let state = AppState::new(store, path.clone(), dir.path().to_owned(), Some(1));
    let app = builder(mock_builder(), state)
        .build(context())
        .expect("app");
    let webview = tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("webview");
    println!("{games} games per kind; milliseconds; release build, one process");
    println!(
        "{:<24} {:>7} {:>8} {:>8} {:>8}   {:>7} {:>8} {:>8} {:>8}",
        "game", "waits", "p50", "p95", "max", "moves", "p50", "p95", "max"
    );
    for (label, kind, levels) in [
        ("blue, 2 players, hard", "blue", vec!["hard"]),
        ("orange, 2 players, hard", "orange", vec!["hard"]),
        (
            "full, 4 players, hard",
            "full",
            vec!["hard", "hard", "hard"],
        ),
        ("blue, 2 players, expert", "blue", vec!["expert"]),
    ] {
        let mut waits = Vec::new();
        let mut steps = Vec::new();
        for g in 0..games {
            let mut seats = vec![json!({"name": "Ana", "player": {"player": "person"}})];
            for (i, level) in levels.iter().enumerate() {
                seats.push(json!({"name": format!("C{i}"), "player": {"player": "computer", "level": level}}));
            }
            let mut view = call(
                &webview,
                "practice_new",
                json!({"request": {"kind": kind, "seats": seats, "options": {},
                    "teams": {"teams": "seating"}, "seed": 1000 + g}}),
            );
            let id = view["id"].clone();
            // the computer may open the game: not a wait after a tap
            while view["to_play"].as_u64().is_some_and(|s| s != 0) {
                let n = view["moves"].as_u64().expect("n") + 1;
                view = call(&webview, "practice_step", json!({"id": id, "number": n}));
            }
            while !view["to_play"].is_null() {
                let tap = Instant::now();
                let n = view["moves"].as_u64().expect("n") + 1;
                let action = person_move(&view);
                view = call(
                    &webview,
                    "practice_play",
                    json!({"id": id, "number": n, "action": action}),
                );
                let mut answered = false;
                while view["to_play"].as_u64().is_some_and(|s| s != 0) {
                    let n = view["moves"].as_u64().expect("n") + 1;
                    let step = Instant::now();
                    view = call(&webview, "practice_step", json!({"id": id, "number": n}));
                    steps.push(step.elapsed().as_secs_f64() * 1000.0);
                    // the screen with the first answer is shown as soon as it returns
                    if !answered {
                        waits.push(tap.elapsed().as_secs_f64() * 1000.0);
                        answered = true;
                    }
                }
            }
        }
        waits.sort_by(f64::total_cmp);
        steps.sort_by(f64::total_cmp);
        println!(
            "{:<24} {:>7} {:>8.1} {:>8.1} {:>8.1}   {:>7} {:>8.1} {:>8.1} {:>8.1}",
            label,
            waits.len(),
            percentile(&waits, 0.5),
            percentile(&waits, 0.95),
            waits.last().copied().unwrap_or(0.0),
            steps.len(),
            percentile(&steps, 0.5),
            percentile(&steps, 0.95),
            steps.last().copied().unwrap_or(0.0),
        );
    }
}
