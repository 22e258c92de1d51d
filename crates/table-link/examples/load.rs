//! The table link under load, as a benchmark (not a test): 30 guests on loopback follow
//! a whole game entered at one tap every 100 ms; prints the tap-to-guest latency (p50,
//! p99, max over every guest and tap) and the host process's memory before and after.
//!
//! `cargo run --release -p table-link --example load [GUESTS] [TAPS]` (30 and 300 by
//! default: 30 s). Figures in docs/table-link.md.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::json;
use table_link::client::Guest;
use table_link::{Limits, Share};
use tokio::sync::Mutex;

/// The resident memory of this process, in KiB (Linux).
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// A table of four as the store shows it, at entry `n`.
fn table(n: u64) -> serde_json::Value {
    json!({
        "game": "papillon", "status": "in_progress",
        "players": ["Ana", "Ben", "Cleo", "Dan"], "revision": n,
        "updated_at": "2026-11-25T20:00:00.000Z",
        "sides": [
            {"members": ["Ana", "Cleo"], "blue": 30 + n % 7, "orange": 12, "total": 18 + n % 7, "place": 1},
            {"members": ["Ben", "Dan"], "blue": 28, "orange": 20, "total": 8, "place": 2}
        ],
        "winners": [],
        "dice": [{"purpose": "start_blue", "player": "Ana", "dice": [5, 6]}]
    })
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let guests: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(30);
    let taps: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let before = rss_kib();
    let limits = Limits {
        streams_per_address: guests + 1,
        streams: guests + 1,
        requests_per_second: 1_000,
        connections_per_address: guests + 2,
        connections: guests + 2,
        ..Limits::default()
    };
    let share = Share::start("127.0.0.1:0".parse()?, &table(0), 0, limits).await?;
    let addr = share.address();
    let events = format!("{}events", share.path());
    // when each tap was published, and every guest's delay for it
    let sent: Arc<Mutex<Vec<Option<Instant>>>> =
        Arc::new(Mutex::new(vec![None; taps as usize + 1]));
    let delays: Arc<Mutex<Vec<Duration>>> = Arc::new(Mutex::new(Vec::new()));
    let mut readers = Vec::new();
    for _ in 0..guests {
        let mut guest = Guest::open(addr, &events).await?;
        let (sent, delays) = (Arc::clone(&sent), Arc::clone(&delays));
        readers.push(tokio::spawn(async move {
            while let Some(t) = guest.next_within(Duration::from_secs(5)).await {
                let n = t["revision"].as_u64().unwrap_or(0);
                let at = sent.lock().await.get(n as usize).copied().flatten();
                if let Some(at) = at {
                    delays.lock().await.push(at.elapsed());
                }
                if n >= taps {
                    break;
                }
            }
        }));
    }
    let started = Instant::now();
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    for n in 1..=taps {
        tick.tick().await;
        sent.lock().await[n as usize] = Some(Instant::now());
        share.publish(&table(n))?;
    }
    for r in readers {
        let _ = r.await;
    }
    let during = rss_kib();
    share.stop().await;
    let mut all = delays.lock().await.clone();
    all.sort();
    let at = |q: f64| {
        all.get(((all.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    println!(
        "{guests} guests, {taps} taps every 100 ms over {:.1} s: {} deliveries ({:.1}% of guests × taps)",
        started.elapsed().as_secs_f64(),
        all.len(),
        100.0 * all.len() as f64 / (guests as f64 * taps as f64)
    );
    println!(
        "tap to guest: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        all.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
    println!(
        "host memory (RSS): {before} KiB before, {during} KiB with {guests} guests at the end"
    );
    Ok(())
}
