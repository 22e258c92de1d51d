//! The arena: AI players against each other on duplicate deals, with confidence
//! intervals, so that a claim "A beats B" rests on numbers.
//!
//! - **Duplicate deals**: every deal is played once per rotation of the AIs round the
//!   seats (rotation `r` puts AI `(seat + r) mod k` in `seat`), so each AI holds each
//!   seat's cards; with two AIs and crossed pairs (4 players) or a 3–2 split (5), the
//!   partners of a side are the same AI. With more AIs than seats (a ladder), the deal
//!   is also played with seat `s` given AI `(r + s·step) mod k` for every step, so every
//!   pair of AIs meets on every deal.
//! - Per AI and per deal: its mean side score over the seats it held, and its
//!   **margin**: that mean minus the mean score of the seats the other AIs held in the
//!   same deal. The margin's mean comes with a 95% interval (normal approximation,
//!   `mean ± 1.96·s/√n` over the per-deal values: the deals are independent, the
//!   rotations within a deal are paired). The **win rate** (a seat's side has the best
//!   score, shared wins counting) gets the same interval over per-deal win fractions.
//! - Move times (wall clock, per decision) at the median and the 95th percentile.
//! - With more than two AIs, a Bradley–Terry fit on every pair of AIs that met in a
//!   game (side score higher wins, equal is half), shown as Elo (mean 0).
//!
//! The same seed gives the same report but for the times; `threads` changes nothing
//! else (results are gathered by deal index).

use crate::clock::Instant;

use rand::RngExt;
use serde::{Deserialize, Serialize};

use crate::ai::{AiKind, Heuristics};
use crate::game::NewGame;
use crate::rng::seeded_rng;

/// An arena run (the game is the type parameter of [`run`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArenaConfig {
    pub players: usize,
    pub deals: u64,
    /// The AIs with the names to report them under.
    pub ais: Vec<(String, AiKind)>,
    pub seed: u64,
    pub threads: usize,
}

/// A mean with its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    pub mean: f64,
    pub ci95: [f64; 2],
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Percentiles {
    pub p50: f64,
    pub p95: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AiReport {
    pub ai: String,
    /// Mean side score of the seats it held.
    pub score: f64,
    pub margin: Interval,
    pub win_rate: Interval,
    pub move_ms: Percentiles,
    pub moves: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EloRow {
    pub ai: String,
    pub elo: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArenaReport {
    /// The game's name ([`NewGame::NAME`]).
    pub game: String,
    pub players: usize,
    pub deals: u64,
    /// Games played: deals × rotations.
    pub games: u64,
    pub seed: u64,
    pub ais: Vec<AiReport>,
    /// Bradley–Terry ratings as Elo, with more than two AIs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub elo: Option<Vec<EloRow>>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArenaError {
    #[error("give at least two AIs")]
    TooFewAis,
    #[error("give at least one deal")]
    NoDeals,
    #[error("{0}")]
    Setup(String),
    #[error("deal {deal}: {message}")]
    Game { deal: u64, message: String },
}

/// What one deal gave, per AI (index into the config's list).
#[derive(Debug, Clone, Default)]
struct DealResult {
    score_sum: Vec<f64>,
    seats: Vec<u32>,
    wins: Vec<f64>,
    /// Pairwise results for Bradley–Terry: `pair[a][b]` = wins of a over b.
    pair: Vec<Vec<f64>>,
    times: Vec<Vec<f64>>,
}

/// Runs the arena on game `G`, each deal from `G`'s plain setup for the player count.
pub fn run<G: Heuristics + NewGame>(config: &ArenaConfig) -> Result<ArenaReport, ArenaError> {
    let k = config.ais.len();
    if k < 2 {
        return Err(ArenaError::TooFewAis);
    }
    if config.deals == 0 {
        return Err(ArenaError::NoDeals);
    }
    let setup = G::default_setup(config.players).map_err(|e| ArenaError::Setup(e.to_string()))?;
    let mut seeds = seeded_rng(config.seed);
    let deal_seeds: Vec<u64> = (0..config.deals).map(|_| seeds.random()).collect();
    let threads = config.threads.clamp(1, deal_seeds.len());
    let mut results: Vec<(usize, Result<DealResult, ArenaError>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let setup = setup.clone();
                let deal_seeds = &deal_seeds;
                scope.spawn(move || {
                    (t..deal_seeds.len())
                        .step_by(threads)
                        .map(|d| (d, play_deal::<G>(config, &setup, d, deal_seeds[d])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    results.sort_by_key(|(d, _)| *d);
    if results.len() != deal_seeds.len() {
        return Err(ArenaError::Game {
            deal: 0,
            message: "a worker thread failed".into(),
        });
    }
    let deals: Vec<DealResult> = results
        .into_iter()
        .map(|(_, r)| r)
        .collect::<Result<_, _>>()?;
    Ok(summarise(config, G::NAME, &deals))
}

/// The seatings of one deal, as (rotation, step): seat `s` gets AI
/// `(rotation + s·step) mod k`. With no more AIs than seats, step 1 and every rotation
/// (each AI in each seat). With more AIs than seats (a ladder), every step from 1 to
/// k − 1 too, so that every pair of AIs meets, in both seat orders.
fn seatings(k: usize, players: usize) -> impl Iterator<Item = (usize, usize)> {
    let steps = if k <= players { 1 } else { k - 1 };
    (1..=steps).flat_map(move |step| (0..k).map(move |rotation| (rotation, step)))
}

fn play_deal<G: Heuristics + NewGame>(
    config: &ArenaConfig,
    setup: &G::Setup,
    deal: usize,
    seed: u64,
) -> Result<DealResult, ArenaError> {
    let k = config.ais.len();
    let n = config.players;
    let mut out = DealResult {
        score_sum: vec![0.0; k],
        seats: vec![0; k],
        wins: vec![0.0; k],
        pair: vec![vec![0.0; k]; k],
        times: vec![Vec::new(); k],
    };
    let fail = |message: String| ArenaError::Game {
        deal: deal as u64,
        message,
    };
    for (game_index, (rotation, step)) in seatings(k, n).enumerate() {
        let ai_at = |seat: usize| (rotation + seat * step) % k;
        let mut game =
            G::new_game(setup.clone(), seed).map_err(|e| ArenaError::Setup(e.to_string()))?;
        let mut rng = seeded_rng(seed ^ (game_index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        while let Some(seat) = game.current_player() {
            let ai = ai_at(seat);
            let started = Instant::now();
            let action = config.ais[ai]
                .1
                .choose(&game, &mut rng)
                .ok_or_else(|| fail(format!("seat {seat} found no move")))?;
            out.times[ai].push(started.elapsed().as_secs_f64() * 1000.0);
            game.try_apply(&action)
                .map_err(|e| fail(format!("illegal move {action}: {e}")))?;
        }
        let returns = game
            .returns()
            .ok_or_else(|| fail("the game could not be scored".into()))?;
        let best = returns[..n].iter().copied().max().unwrap_or(0);
        for seat in 0..n {
            let ai = ai_at(seat);
            out.score_sum[ai] += f64::from(returns[seat]);
            out.seats[ai] += 1;
            if returns[seat] == best {
                out.wins[ai] += 1.0;
            }
            for other in 0..n {
                let b = ai_at(other);
                if b == ai || game.side_of(other) == game.side_of(seat) {
                    continue;
                }
                // each ordered pair of seats once: a's share against b
                out.pair[ai][b] += match returns[seat].cmp(&returns[other]) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                };
            }
        }
    }
    Ok(out)
}

fn summarise(config: &ArenaConfig, game: &str, deals: &[DealResult]) -> ArenaReport {
    let k = config.ais.len();
    let mut ais = Vec::with_capacity(k);
    for a in 0..k {
        let mut margins = Vec::new();
        let mut wins = Vec::new();
        let mut scores = Vec::new();
        for d in deals {
            if d.seats[a] == 0 {
                continue;
            }
            let mine = d.score_sum[a] / f64::from(d.seats[a]);
            let (other_sum, other_seats) =
                (0..k).filter(|&b| b != a).fold((0.0, 0u32), |(s, c), b| {
                    (s + d.score_sum[b], c + d.seats[b])
                });
            if other_seats > 0 {
                margins.push(mine - other_sum / f64::from(other_seats));
            }
            wins.push(d.wins[a] / f64::from(d.seats[a]));
            scores.push(mine);
        }
        let mut times: Vec<f64> = deals
            .iter()
            .flat_map(|d| d.times[a].iter().copied())
            .collect();
        times.sort_by(f64::total_cmp);
        let mut win_rate = mean_ci95(&wins);
        win_rate.ci95 = [win_rate.ci95[0].max(0.0), win_rate.ci95[1].min(1.0)];
        ais.push(AiReport {
            ai: config.ais[a].0.clone(),
            score: mean_ci95(&scores).mean,
            margin: mean_ci95(&margins),
            win_rate,
            move_ms: Percentiles {
                p50: percentile(&times, 0.5),
                p95: percentile(&times, 0.95),
            },
            moves: times.len() as u64,
        });
    }
    let elo = (k > 2).then(|| {
        let mut pair = vec![vec![0.0; k]; k];
        for d in deals {
            for (a, row) in pair.iter_mut().enumerate() {
                for (b, cell) in row.iter_mut().enumerate() {
                    *cell += d.pair[a][b];
                }
            }
        }
        bradley_terry(&pair)
            .into_iter()
            .enumerate()
            .map(|(a, elo)| EloRow {
                ai: config.ais[a].0.clone(),
                elo,
            })
            .collect()
    });
    ArenaReport {
        game: game.into(),
        players: config.players,
        deals: config.deals,
        games: config.deals * seatings(k, config.players).count() as u64,
        seed: config.seed,
        ais,
        elo,
    }
}

/// The mean and its 95% interval, `mean ± 1.96·s/√n` with the sample standard
/// deviation `s` (n − 1); a single value has a zero-width interval.
pub fn mean_ci95(values: &[f64]) -> Interval {
    let n = values.len();
    if n == 0 {
        return Interval {
            mean: 0.0,
            ci95: [0.0, 0.0],
        };
    }
    let mean = values.iter().sum::<f64>() / n as f64;
    if n < 2 {
        return Interval {
            mean,
            ci95: [mean, mean],
        };
    }
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    let half = 1.96 * (var / n as f64).sqrt();
    Interval {
        mean,
        ci95: [mean - half, mean + half],
    }
}

/// Nearest-rank percentile of sorted values (0 for none).
pub fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Bradley–Terry strengths from `wins[a][b]` (a's wins over b, ties as halves) by the
/// minorisation–maximisation iteration (Hunter 2004), as Elo points with mean 0. Half a
/// win each way is added between every pair that met, so an unbeaten player keeps a
/// finite rating.
pub fn bradley_terry(wins: &[Vec<f64>]) -> Vec<f64> {
    let k = wins.len();
    let mut w = wins.to_vec();
    for a in 0..k {
        for b in 0..k {
            if a != b && (wins[a][b] + wins[b][a]) > 0.0 {
                w[a][b] += 0.5;
            }
        }
    }
    let mut p = vec![1.0f64; k];
    for _ in 0..500 {
        let mut next = vec![0.0; k];
        for a in 0..k {
            let total: f64 = (0..k).map(|b| w[a][b]).sum();
            let denom: f64 = (0..k)
                .filter(|&b| b != a)
                .map(|b| (w[a][b] + w[b][a]) / (p[a] + p[b]))
                .sum();
            next[a] = if denom > 0.0 { total / denom } else { p[a] };
        }
        let log_mean = next.iter().map(|x| x.max(1e-12).ln()).sum::<f64>() / k as f64;
        for (pa, x) in p.iter_mut().zip(&next) {
            *pa = (x.max(1e-12).ln() - log_mean).exp();
        }
    }
    p.iter().map(|x| 400.0 * x.log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: 1..=5 has mean 3, s² = 10/4 = 2.5, s/√5 = √0.5 = 0.70711, and
    /// 1.96 × 0.70711 = 1.38593.
    #[test]
    fn the_interval_of_one_to_five() {
        let i = mean_ci95(&[1.0, 2.0, 3.0, 4.0, 5.0]);
        assert!((i.mean - 3.0).abs() < 1e-12);
        assert!((i.ci95[0] - 1.614_07).abs() < 1e-5, "{i:?}");
        assert!((i.ci95[1] - 4.385_93).abs() < 1e-5, "{i:?}");
        assert_eq!(mean_ci95(&[2.0]).ci95, [2.0, 2.0]);
    }

    /// Win fractions 1, 0, 1, 1 (mean 0.75, s² = 0.25, s/√4 = 0.25, half 0.49).
    #[test]
    fn the_interval_of_a_win_rate() {
        let i = mean_ci95(&[1.0, 0.0, 1.0, 1.0]);
        assert!((i.mean - 0.75).abs() < 1e-12);
        assert!((i.ci95[0] - 0.26).abs() < 1e-12 && (i.ci95[1] - 1.24).abs() < 1e-12);
    }

    #[test]
    fn percentiles_by_nearest_rank() {
        let v: Vec<f64> = (1..=20).map(f64::from).collect();
        assert_eq!(percentile(&v, 0.5), 10.0);
        assert_eq!(percentile(&v, 0.95), 19.0);
        assert_eq!(percentile(&[], 0.5), 0.0);
    }

    /// Two players, 3 wins to 1 (plus half a win each): strengths 3.5 : 1.5, so
    /// 400·log10(3.5/1.5) = 147.2 Elo apart.
    #[test]
    fn bradley_terry_of_two_players() {
        let elo = bradley_terry(&[vec![0.0, 3.0], vec![1.0, 0.0]]);
        assert!((elo[0] - elo[1] - 147.19).abs() < 0.1, "{elo:?}");
        assert!((elo[0] + elo[1]).abs() < 1e-9);
    }
}

#[cfg(test)]
mod seating_tests {
    use super::seatings;

    #[test]
    fn two_ais_rotate_and_a_ladder_meets_every_pair() {
        assert_eq!(seatings(2, 4).collect::<Vec<_>>(), [(0, 1), (1, 1)]);
        let mut pairs: Vec<(usize, usize)> = seatings(4, 2)
            .map(|(r, step)| (r % 4, (r + step) % 4))
            .collect();
        pairs.sort();
        let all: Vec<(usize, usize)> = (0..4)
            .flat_map(|a| (0..4).filter(move |&b| b != a).map(move |b| (a, b)))
            .collect();
        assert_eq!(pairs, all, "every ordered pair once");
    }
}
