//! Store benchmarks (`cargo bench -p papillon-store`), on a database file in a temp dir
//! with the store's real settings (WAL, synchronous=FULL):
//!
//! 1. latency of committing one entry (a tap at the table), p50/p99/max over
//!    PAPILLON_BENCH_ENTRIES entries (default 2000) — goal: p99 ≤ 5 ms;
//! 2. opening a database of PAPILLON_BENCH_GAMES finished games (default 10,000) and
//!    computing every player's statistics — goal: ≤ 100 ms.
//!
//! PAPILLON_BENCH_KEEP=DIR keeps the databases in DIR (which must exist) for a look.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use std::time::{Duration, Instant};

use papillon_core::SheetInput;
use papillon_store::{
    EXPORT_FORMAT, EXPORT_VERSION, Export, ExportGame, ExportPlayer, ExportRevision, ExportSeat,
    GameStatus, NewGame, RevisionKind, Store, sample,
};

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn entry_latency(dir: &std::path::Path, entries: usize) {
    let mut store = Store::open(dir.join("entries.db")).expect("open");
    let sheets = sample::finished_sheets(11, 1);
    let full = &sheets[0];
    let game = store
        .new_game(&NewGame {
            players: full.players.clone(),
            ..NewGame::players(Vec::<String>::new())
        })
        .expect("new game");
    // Replays the entry of the blue round card count by card count, then undoes and
    // redoes, like a player correcting taps.
    let mut times = Vec::with_capacity(entries);
    let mut sheet: SheetInput = store.game(game).expect("game").sheet;
    let blue = full.blue.clone().expect("blue");
    for i in 0..entries {
        let start = Instant::now();
        match i % 10 {
            8 => {
                store.undo(game).expect("undo");
            }
            9 => {
                store.redo(game).expect("redo");
            }
            _ => {
                let mut b = blue.clone();
                let first = full.players[0].clone();
                if let Some(p) = b.players.get_mut(&first) {
                    // any count from the cards listed up to the true count
                    let low = p.scoring.len() as i64;
                    p.cards = low + (i as i64) % (p.cards - low + 1);
                }
                sheet.blue = Some(b);
                store.record_entry(game, &sheet).expect("entry");
            }
        }
        times.push(start.elapsed());
    }
    times.sort();
    println!(
        "commit one entry ({entries} entries, undo/redo included): p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms (goal p99 <= 5 ms)",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99)),
        ms(*times.last().expect("entries"))
    );
}

fn big_database(dir: &std::path::Path, games: usize) {
    let path = dir.join("big.db");
    let build = Instant::now();
    {
        let mut store = Store::open(&path).expect("open");
        let export = Export {
            format: EXPORT_FORMAT.to_owned(),
            version: EXPORT_VERSION,
            exported_at: "2026-11-21T00:00:00.000Z".to_owned(),
            players: sample::ROSTER
                .iter()
                .map(|name| ExportPlayer {
                    name: (*name).to_owned(),
                    created_at: "2020-01-01T00:00:00.000Z".to_owned(),
                })
                .collect(),
            sessions: Vec::new(),
            practice: Vec::new(),
            classic_practice: Vec::new(),
            games: sample::finished_sheets(12, games)
                .into_iter()
                .enumerate()
                .map(|(i, sheet)| {
                    let at = format!("2021-01-01T00:00:00.{:03}Z", i % 1000);
                    ExportGame {
                        game: papillon_store::GameType::Papillon,
                        id: i as i64 + 1,
                        session: None,
                        status: GameStatus::Finished,
                        dealer_seat: None,
                        created_at: at.clone(),
                        updated_at: at.clone(),
                        finished_at: Some(at.clone()),
                        seats: sheet
                            .players
                            .iter()
                            .map(|p| ExportSeat {
                                player: p.clone(),
                                sheet_name: p.clone(),
                            })
                            .collect(),
                        revisions: vec![ExportRevision {
                            number: 1,
                            created_at: at,
                            kind: RevisionKind::Entry,
                            node: 1,
                            undo_to: None,
                            redo_to: None,
                            sheet: serde_json::to_value(&sheet).expect("sheet"),
                        }],
                        dice: Vec::new(),
                    }
                })
                .collect(),
        };
        store.import(&export).expect("import");
    }
    let built = build.elapsed();
    let mut open_times = Vec::new();
    let mut stats_times = Vec::new();
    for _ in 0..10 {
        let start = Instant::now();
        let store = Store::open(&path).expect("open");
        let opened = start.elapsed();
        let stats = store.stats().expect("stats");
        stats_times.push(start.elapsed() - opened);
        open_times.push(opened);
        assert!(stats.iter().map(|s| s.games as usize).sum::<usize>() > games);
    }
    open_times.sort();
    stats_times.sort();
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "{games} finished games ({:.1} MB, imported in {:.2} s): open {:.2} ms + all-players statistics {:.2} ms = {:.2} ms (median of 10; goal <= 100 ms)",
        size as f64 / 1e6,
        built.as_secs_f64(),
        ms(percentile(&open_times, 0.5)),
        ms(percentile(&stats_times, 0.5)),
        ms(percentile(&open_times, 0.5) + percentile(&stats_times, 0.5)),
    );
}

fn main() {
    // `cargo test --benches` runs this with --bench absent: keep that quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    let dir = tempfile::tempdir().expect("temp dir");
    let keep = std::env::var_os("PAPILLON_BENCH_KEEP").map(std::path::PathBuf::from);
    let dir_path = keep.as_deref().unwrap_or(dir.path());
    let entries = env_number("PAPILLON_BENCH_ENTRIES", if quick { 50 } else { 2000 });
    let games = env_number("PAPILLON_BENCH_GAMES", if quick { 200 } else { 10_000 });
    entry_latency(dir_path, entries);
    big_database(dir_path, games);
}
