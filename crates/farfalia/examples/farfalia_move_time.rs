//! An AI's move time in Farfalia's digital game, on one thread (release build):
//!
//! ```text
//! FARFALIA_POSITIONS=400 FARFALIA_PLAYERS=5 FARFALIA_AI=hard \
//!   cargo run --release -p farfalia --example farfalia_move_time
//! ```
//!
//! Plays games with `medium` and times the AI's decision at every move, reporting the
//! median and the 95th percentile over every decision and over the decisions with a
//! choice (two legal moves or more; a forced move costs nothing).

use farfalia::play::{FarfaliaGame, PlaySetup};
use game_kit::ai::AiKind;
use game_kit::arena::percentile;
use game_kit::{Game, seeded_rng};

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let positions: usize = env("FARFALIA_POSITIONS", 400);
    let players: usize = env("FARFALIA_PLAYERS", 5);
    let ai: AiKind = env::<String>("FARFALIA_AI", "hard".into()).parse()?;
    let mut rng = seeded_rng(env("FARFALIA_SEED", 1));
    let mut all = Vec::new();
    let mut choices = Vec::new();
    let mut legal = Vec::new();
    let mut seed = 0;
    while choices.len() < positions {
        seed += 1;
        let mut game = FarfaliaGame::start(PlaySetup::plain(players)?, seed)?;
        while !game.is_over() && choices.len() < positions {
            game.legal_actions(&mut legal);
            let started = std::time::Instant::now();
            let chosen = ai.choose(&game, &mut rng).ok_or("no move")?;
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            all.push(ms);
            if legal.len() > 1 {
                choices.push(ms);
            }
            let next = AiKind::Greedy.choose(&game, &mut rng).unwrap_or(chosen);
            game.try_apply(&next)?;
        }
    }
    all.sort_by(f64::total_cmp);
    choices.sort_by(f64::total_cmp);
    println!(
        "{ai} at {players} players: every decision ({}): p50 {:.2} ms, p95 {:.2} ms; decisions with a choice ({}): p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        all.len(),
        percentile(&all, 0.5),
        percentile(&all, 0.95),
        choices.len(),
        percentile(&choices, 0.5),
        percentile(&choices, 0.95),
        choices.last().copied().unwrap_or(0.0)
    );
    Ok(())
}
