//! The arena on the 18th-century Papillon, for measurements (release build):
//!
//! ```text
//! CLASSIC_PLAYERS=3 CLASSIC_DEALS=500 CLASSIC_SEED=1 CLASSIC_AIS=hard,medium \
//!   cargo run --release -p classic-papillon --example classic_arena
//! ```
//!
//! `CLASSIC_AIS` takes the names `game_kit::ai::AiKind` parses (`hard`, `medium`,
//! `flat-mc:5000`, `ismcts:3000:0.5`, …); `CLASSIC_THREADS` defaults to 1. Prints a line per AI
//! (and the arena's whole report as JSON with `CLASSIC_JSON=1`).

use classic_papillon::state::ClassicGame;
use game_kit::ai::AiKind;
use game_kit::arena::{self, ArenaConfig};

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let ais: String = env("CLASSIC_AIS", "hard,medium".to_string());
    let ais = AiKind::parse_list(&ais)?;
    let config = ArenaConfig {
        players: env("CLASSIC_PLAYERS", 3),
        deals: env("CLASSIC_DEALS", 50),
        ais,
        seed: env("CLASSIC_SEED", 1),
        threads: env("CLASSIC_THREADS", 1),
    };
    let started = std::time::Instant::now();
    let report = arena::run::<ClassicGame>(&config)?;
    let seconds = started.elapsed().as_secs_f64();
    for ai in &report.ais {
        println!(
            "{:>16}: margin {:+.3} [{:+.3}, {:+.3}], win {:.3}, move p50 {:.2} ms p95 {:.2} ms ({} moves)",
            ai.ai,
            ai.margin.mean,
            ai.margin.ci95[0],
            ai.margin.ci95[1],
            ai.win_rate.mean,
            ai.move_ms.p50,
            ai.move_ms.p95,
            ai.moves
        );
    }
    println!(
        "{} players, {} deals, {} games, seed {}, {seconds:.1} s",
        report.players, report.deals, report.games, report.seed
    );
    if std::env::var("CLASSIC_JSON").is_ok_and(|v| v == "1") {
        println!("{}", serde_json::to_string(&report)?);
    }
    Ok(())
}
