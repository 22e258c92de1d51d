//! The app's commands by name on standard input, natively: the web build's transport
//! (`dispatch`, as the worker calls it) with the desktop's store (SQLite in a file).
//! `scripts/web-bench.sh` drives this and the web build's worker with the same script of
//! commands (`ui/bench/budgets.mjs`), so that a move of the computer and a tap saved are
//! timed on the same code, natively and in the browser, in one run.
//!
//! One request a line, `{"name": "practice_step", "args": {...}}`; one answer a line,
//! `{"ok": true, "value": ..., "ms": 1.2}` or `{"ok": false, "error": ..., "ms": ...}`,
//! where `ms` is the command's own time. The store is a new file in a temporary folder
//! (the first argument names another folder); the dice are seeded (`--seed N`, 1).
//!
//! ```sh
//! cargo run --release -p papillon-app-core --example commands
//! ```

use std::io::{BufRead, Write};
use std::time::Instant;

use papillon_app_core::{AppState, dispatch};
use papillon_store::Store;
use serde_json::{Value, json};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let mut folder = None;
    let mut seed = 1;
    while let Some(arg) = args.next() {
        if arg == "--seed" {
            seed = args.next().ok_or("--seed needs a number")?.parse()?;
        } else {
            folder = Some(std::path::PathBuf::from(arg));
        }
    }
    let temporary = std::env::temp_dir().join(format!("papillon-commands-{}", std::process::id()));
    let folder = folder.unwrap_or(temporary);
    std::fs::create_dir_all(&folder)?;
    let path = folder.join("papillon.db");
    let state = AppState::new(
        Store::open(&path)?,
        path,
        folder.join("backups"),
        Some(seed),
    );
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let answer = match serde_json::from_str::<Value>(&line) {
            Ok(request) => {
                let name = request["name"].as_str().unwrap_or_default().to_owned();
                let args = request.get("args").cloned().unwrap_or_else(|| json!({}));
                let start = Instant::now();
                let result = dispatch(&state, &name, args);
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                match result {
                    Ok(value) => json!({"ok": true, "value": value, "ms": ms}),
                    Err(error) => json!({"ok": false, "error": error, "ms": ms}),
                }
            }
            Err(e) => json!({"ok": false, "error": format!("not a request: {e}"), "ms": 0.0}),
        };
        let mut out = stdout.lock();
        writeln!(out, "{answer}")?;
        out.flush()?;
    }
    Ok(())
}
