//! How long the hard level's hint takes natively, move by move, in whole two-player
//! games against the hard computer, the person playing each hint: the median, the 95th
//! percentile and the slowest hints with where they were asked. A figure to set beside
//! the web build's (docs/app.md, "Budgets, measured").
//!
//! ```text
//! cargo run --release -p papillon-core --example hint_times -- 6
//! ```
use std::time::{Duration, Instant};

use game_kit::Game;
use papillon_core::ai::Level;
use papillon_core::game::{FullGame, GameKind, Table};
use papillon_core::practice::{Practice, PracticeSetup, SeatPlayer};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let games: u64 = match std::env::args().nth(1) {
        Some(n) => n.parse()?,
        None => 5,
    };
    let table = Table::simple(2)?;
    let mut times: Vec<(Duration, u64, usize)> = Vec::new();
    for seed in 0..games {
        let setup = PracticeSetup {
            kind: GameKind::Full,
            table: (*table).clone(),
            seats: vec![SeatPlayer::Person, SeatPlayer::Computer(Level::Hard)],
            seed,
        };
        let mut p = Practice::<FullGame>::new(setup)?;
        while let Some((seat, player)) = p.to_play() {
            if let SeatPlayer::Computer(_) = player {
                p.play_computer()?;
                continue;
            }
            let number = p.moves().len() + 1;
            let start = Instant::now();
            let hint = p.hint(Level::Hard);
            times.push((start.elapsed(), seed, number));
            let Some(hint) = hint else {
                let mut legal = Vec::new();
                p.game().legal_actions(&mut legal);
                return Err(format!(
                    "seed {seed}, move {number}: no hint ({} legal)",
                    legal.len()
                )
                .into());
            };
            p.play(seat, &hint.action.to_string())?;
        }
    }
    times.sort();
    let n = times.len();
    if n == 0 {
        return Err("no hint was asked".into());
    }
    println!(
        "{n} hints in {games} games: median {:?}, p95 {:?}",
        times[n / 2].0,
        times[n * 95 / 100].0
    );
    for (took, seed, number) in times.iter().rev().take(5) {
        println!("  {took:?}: seed {seed}, move {number}");
    }
    Ok(())
}
