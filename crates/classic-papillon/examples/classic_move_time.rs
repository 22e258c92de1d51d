//! `hard`'s move time on one thread (release build):
//!
//! ```text
//! CLASSIC_POSITIONS=400 CLASSIC_PLAYERS=3 CLASSIC_AI=hard \
//!   cargo run --release -p classic-papillon --example classic_move_time
//! ```
//!
//! Plays games with `medium` and times the AI's decision at every move, reporting the
//! median and the 95th percentile over every decision and over the decisions with a
//! choice (two legal moves or more; a forced move costs nothing).

use classic_papillon::{ClassicGame, Setup};
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
    let positions: usize = env("CLASSIC_POSITIONS", 400);
    let players: usize = env("CLASSIC_PLAYERS", 3);
    let ai: AiKind = env::<String>("CLASSIC_AI", "hard".into()).parse()?;
    let mut rng = seeded_rng(env("CLASSIC_SEED", 1));
    let mut all = Vec::new();
    let mut choices = Vec::new();
    let mut legal = Vec::new();
    let mut seed = 0;
    while choices.len() < positions {
        seed += 1;
        let mut game = ClassicGame::start(Setup::plain(players)?, seed, &mut |_, _| {})?;
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
