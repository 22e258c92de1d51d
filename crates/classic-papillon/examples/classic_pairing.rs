//! Why flat Monte Carlo does so well here: how much of a move's outcome is decided by
//! the hidden deal, common to every move of the position. For decisions with a choice
//! (games played by `medium`), each of `CLASSIC_SAMPLES` determinizations plays the
//! first two moves to the end with uniform playouts (as flat Monte Carlo does); the
//! variance of the difference of their margins when both share a determinization
//! (paired, flat Monte Carlo's way) is compared with the variance when each has its own
//! (unpaired, one determinization per search iteration, the way of ISMCTS).
//!
//! ```text
//! CLASSIC_POSITIONS=200 CLASSIC_SAMPLES=200 CLASSIC_PLAYERS=3 \
//!   cargo run --release -p classic-papillon --example classic_pairing
//! ```

use classic_papillon::{ClassicGame, Setup};
use game_kit::ai::AiKind;
use game_kit::{Game, InfoState, seeded_rng};
use rand::RngExt;

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The margin of `seat` over the mean of the others at the end of a uniform playout.
fn playout<R: rand::Rng>(mut state: ClassicGame, seat: usize, rng: &mut R) -> f64 {
    let mut legal = Vec::new();
    while !state.is_over() {
        state.legal_actions(&mut legal);
        state.apply(&legal[rng.random_range(0..legal.len())]);
    }
    let returns = state.returns().unwrap_or_default();
    let n = state.players();
    let others: f64 = (0..n)
        .filter(|&s| s != seat)
        .map(|s| f64::from(returns[s]))
        .sum();
    f64::from(returns[seat]) - others / (n - 1) as f64
}

fn variance(v: &[f64]) -> f64 {
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (v.len() - 1) as f64
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let positions: usize = env("CLASSIC_POSITIONS", 200);
    let samples: usize = env("CLASSIC_SAMPLES", 200);
    let players: usize = env("CLASSIC_PLAYERS", 3);
    let mut rng = seeded_rng(env("CLASSIC_SEED", 1));
    let mut ratios = Vec::new();
    let mut legal = Vec::new();
    let mut seed = 0;
    while ratios.len() < positions {
        seed += 1;
        let mut game = ClassicGame::start(Setup::plain(players)?, seed, &mut |_, _| {})?;
        while !game.is_over() && ratios.len() < positions {
            game.legal_actions(&mut legal);
            let seat = game.to_play().unwrap_or(0);
            if legal.len() > 1 {
                let info = game.info(seat);
                let (a, b) = (legal[0], legal[1]);
                let mut paired = Vec::with_capacity(samples);
                let (mut only_a, mut only_b) = (Vec::new(), Vec::new());
                for _ in 0..samples {
                    let sample = info.determinize(&mut rng);
                    let mut with_a = sample.clone();
                    with_a.apply(&a);
                    let mut with_b = sample;
                    with_b.apply(&b);
                    let ma = playout(with_a, seat, &mut rng);
                    let mb = playout(with_b, seat, &mut rng);
                    paired.push(ma - mb);
                    only_a.push(ma);
                    only_b.push(mb);
                }
                let unpaired = variance(&only_a) + variance(&only_b);
                if unpaired > 0.0 {
                    ratios.push(variance(&paired) / unpaired);
                }
            }
            let next = AiKind::Greedy.choose(&game, &mut rng).ok_or("no move")?;
            game.try_apply(&next)?;
        }
    }
    ratios.sort_by(f64::total_cmp);
    let mean = ratios.iter().sum::<f64>() / ratios.len() as f64;
    println!(
        "{players} players, {} decisions, {samples} determinizations each: variance of a difference paired / unpaired: mean {mean:.2}, quartiles {:.2} {:.2} {:.2}",
        ratios.len(),
        ratios[ratios.len() / 4],
        ratios[ratios.len() / 2],
        ratios[3 * ratios.len() / 4]
    );
    Ok(())
}
