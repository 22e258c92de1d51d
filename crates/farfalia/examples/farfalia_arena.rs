//! Two AIs against each other on Farfalia's duplicate deals (release build):
//!
//! ```text
//! FARFALIA_DEALS=200 FARFALIA_PLAYERS=4 FARFALIA_AIS=hard,medium \
//!   cargo run --release -p farfalia --example farfalia_arena
//! ```
//!
//! Prints each AI's mean margin per game with its 95% interval.

use farfalia::play::FarfaliaGame;
use game_kit::ai::AiKind;
use game_kit::arena::{self, ArenaConfig};

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let ais = AiKind::parse_list(&env::<String>("FARFALIA_AIS", "hard,medium".into()))?;
    let config = ArenaConfig {
        players: env("FARFALIA_PLAYERS", 4),
        deals: env("FARFALIA_DEALS", 200),
        ais,
        seed: env("FARFALIA_SEED", 1),
        threads: env("FARFALIA_THREADS", 1),
    };
    let started = std::time::Instant::now();
    let report = arena::run::<FarfaliaGame>(&config)?;
    for ai in &report.ais {
        println!(
            "{}: margin {:+.2} [{:+.2}, {:+.2}] per game, win rate {:.2}, move p95 {:.1} ms",
            ai.ai,
            ai.margin.mean,
            ai.margin.ci95[0],
            ai.margin.ci95[1],
            ai.win_rate.mean,
            ai.move_ms.p95
        );
    }
    println!(
        "{} games at {} players in {:.0} s",
        report.games,
        config.players,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
