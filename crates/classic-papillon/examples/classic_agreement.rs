//! Why the searchers tie: at the decisions with a choice of games played by `hard` in
//! every seat, what each AI of `CLASSIC_AIS` would play there (each from the player's
//! information state only, each with its own generator), how often two of them choose
//! differently, and what their choices are worth on the **true** deal.
//!
//! The worth of a move is measured by `CLASSIC_ORACLE` playouts from the true state
//! (every hand and the talon as they are) with the search's playout policy, every legal
//! move played out with the same generators (common random numbers): the margin of the
//! player over the mean of the others at the end. The true deal is one draw from what
//! the player could not see, so over many decisions the mean difference between two
//! AIs' choices is an unbiased comparison of them, under that playout policy's
//! continuation (not so the worth of the best move, the best of noisy estimates), and
//! far less noisy than the arena where two AIs agree (they score exactly the same), but
//! still about ±0.5 counters a player a game over 3,000 decisions: the disagreement
//! rates are its sharp figures. The playouts use the search's policy, not flat Monte
//! Carlo's uniform one, so the judge is not neutral between them. An AI listed twice
//! (`hard,hard`) measures how often one AI disagrees with itself.
//!
//! ```text
//! CLASSIC_PLAYERS=3 CLASSIC_DECISIONS=2000 CLASSIC_ORACLE=300 CLASSIC_SEED=1 \
//!   CLASSIC_AIS=hard,hard,flat-mc:1800,expert \
//!   cargo run --release -p classic-papillon --example classic_agreement
//! ```

use std::sync::atomic::{AtomicUsize, Ordering};

use classic_papillon::{Action, ClassicGame, Setup};
use game_kit::ai::{AiKind, Heuristics};
use game_kit::{Game, seeded_rng};

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// One decision: the worth of every legal move, and the index each AI chose.
struct Decision {
    worth: Vec<f64>,
    chosen: Vec<usize>,
}

/// The margin of `seat` at the end of a playout of `state` by the playout policy.
fn playout(mut state: ClassicGame, seat: usize, rng: &mut impl rand::Rng) -> f64 {
    let mut legal = Vec::new();
    while !state.is_over() {
        state.legal_actions(&mut legal);
        let action = state.rollout_action(&legal, rng);
        state.apply(&action);
    }
    let returns = state.returns().unwrap_or_default();
    let n = state.players();
    let others: f64 = (0..n)
        .filter(|&s| s != seat)
        .map(|s| f64::from(returns[s]))
        .sum();
    f64::from(returns[seat]) - others / (n - 1) as f64
}

fn worth(game: &ClassicGame, seat: usize, legal: &[Action], oracle: usize, seed: u64) -> Vec<f64> {
    legal
        .iter()
        .map(|action| {
            let mut total = 0.0;
            for k in 0..oracle {
                // the same generator for every move: common random numbers
                let mut rng = seeded_rng(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
                let mut state = game.clone();
                state.apply(action);
                total += playout(state, seat, &mut rng);
            }
            total / oracle as f64
        })
        .collect()
}

/// Plays game `index` with `hard` everywhere; every decision with a choice is judged.
fn one_game(
    players: usize,
    index: u64,
    ais: &[AiKind],
    oracle: usize,
) -> Result<Vec<Decision>, Box<dyn std::error::Error + Send + Sync>> {
    let mut game = ClassicGame::start(Setup::plain(players)?, index, &mut |_, _| {})?;
    let mut rng = seeded_rng(index.wrapping_mul(31) ^ 0xa5a5);
    let mut legal = Vec::new();
    let mut out = Vec::new();
    let mut step = 0u64;
    while let Some(seat) = game.to_play() {
        step += 1;
        game.legal_actions(&mut legal);
        if legal.len() > 1 {
            let mut chosen = Vec::with_capacity(ais.len());
            for (i, ai) in ais.iter().enumerate() {
                let mut own = seeded_rng(index ^ (step << 20) ^ ((i as u64 + 1) << 48));
                let action = ai.choose(&game, &mut own).ok_or("no move")?;
                chosen.push(legal.iter().position(|a| *a == action).ok_or("not legal")?);
            }
            let seed = index ^ (step << 24) ^ 0x5eed;
            out.push(Decision {
                worth: worth(&game, seat, &legal, oracle, seed),
                chosen,
            });
        }
        let next = AiKind::Hard.choose(&game, &mut rng).ok_or("no move")?;
        game.try_apply(&next)?;
    }
    Ok(out)
}

fn mean_se(v: &[f64]) -> (f64, f64) {
    let n = v.len().max(1) as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let players: usize = env("CLASSIC_PLAYERS", 3);
    let wanted: usize = env("CLASSIC_DECISIONS", 1000);
    let oracle: usize = env("CLASSIC_ORACLE", 300);
    let seed: u64 = env("CLASSIC_SEED", 1);
    let threads: usize = env("CLASSIC_THREADS", 1);
    let names: String = env("CLASSIC_AIS", "hard,hard,flat-mc:1800".to_string());
    let names: Vec<&str> = names.split(',').collect();
    let ais = names
        .iter()
        .map(|n| n.parse::<AiKind>())
        .collect::<Result<Vec<_>, _>>()?;
    let started = std::time::Instant::now();
    let next = AtomicUsize::new(0);
    let found = AtomicUsize::new(0);
    let mut games: Vec<(usize, Vec<Decision>)> = Vec::new();
    let mut failure: Option<String> = None;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    while found.load(Ordering::Relaxed) < wanted {
                        let g = next.fetch_add(1, Ordering::Relaxed);
                        let decisions =
                            one_game(players, seed * 1_000_000 + g as u64, &ais, oracle)?;
                        found.fetch_add(decisions.len(), Ordering::Relaxed);
                        mine.push((g, decisions));
                    }
                    Ok::<_, Box<dyn std::error::Error + Send + Sync>>(mine)
                })
            })
            .collect();
        for w in workers {
            match w.join() {
                Ok(Ok(mine)) => games.extend(mine),
                Ok(Err(e)) => failure = Some(format!("a game failed: {e}")),
                Err(_) => failure = Some("a worker panicked".to_string()),
            }
        }
    });
    // a missing game would make the decisions depend on the threads: stop instead
    if let Some(failure) = failure {
        return Err(failure.into());
    }
    // the same decisions whatever the threads: whole games in order, as many as needed
    games.sort_by_key(|(g, _)| *g);
    let mut decisions = Vec::new();
    let mut game_count = 0;
    for (_, d) in games {
        if decisions.len() >= wanted {
            break;
        }
        game_count += 1;
        decisions.extend(d);
    }
    let per_game = decisions.len() as f64 / f64::from(game_count.max(1)) / players as f64;
    println!(
        "{players} players, {} decisions with a choice in {game_count} games ({per_game:.1} a player a game), {:.1} moves a decision, oracle {oracle} playouts a move, {:.0} s",
        decisions.len(),
        decisions.iter().map(|d| d.worth.len()).sum::<usize>() as f64
            / decisions.len().max(1) as f64,
        started.elapsed().as_secs_f64()
    );
    let best: Vec<f64> = decisions
        .iter()
        .map(|d| d.worth.iter().copied().fold(f64::MIN, f64::max))
        .collect();
    for (i, name) in names.iter().enumerate() {
        let regret: Vec<f64> = decisions
            .iter()
            .zip(&best)
            .map(|(d, b)| b - d.worth[d.chosen[i]])
            .collect();
        let (m, se) = mean_se(&regret);
        println!(
            "{name:>24}: the move best on the true deal (seeing every hand and the talon) is worth {m:.3} (standard error {se:.3}) more a decision, {:.2} a player a game; biased upwards, the best of noisy estimates",
            m * per_game
        );
    }
    for i in 0..names.len() {
        for j in i + 1..names.len() {
            let diff: Vec<f64> = decisions
                .iter()
                .map(|d| d.worth[d.chosen[i]] - d.worth[d.chosen[j]])
                .collect();
            let differ = decisions
                .iter()
                .filter(|d| d.chosen[i] != d.chosen[j])
                .count();
            let (m, se) = mean_se(&diff);
            println!(
                "{:>24} vs {:<24} differ on {:5.1}% of decisions; first better by {:+.3} [{:+.3}, {:+.3}] a decision, {:+.2} a player a game",
                names[i],
                names[j],
                100.0 * differ as f64 / decisions.len().max(1) as f64,
                m,
                m - 1.96 * se,
                m + 1.96 * se,
                m * per_game
            );
        }
    }
    Ok(())
}
