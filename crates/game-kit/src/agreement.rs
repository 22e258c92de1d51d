//! Why two searchers tie or differ, decision by decision: games are played by one AI in
//! every seat (the `mover`, `hard` as a rule); at each decision with a choice, every AI
//! of the list chooses from the player's information state only, each with its own
//! generator; then every legal move is judged on the **true** state (every hand and the
//! deck as they are) by `oracle` playouts of the game's playout policy with common
//! random numbers (the same generators for every move). A move's worth is the
//! player's margin at the end (their side's score minus the mean of the other sides).
//!
//! The true state is one draw of what the player could not see, so over many decisions
//! the mean difference between two AIs' choices is a comparison of them under the
//! playout policy's continuation. Where two AIs choose the same move they score
//! exactly the same, so this is less noisy than the arena; but its sharp figures are
//! how often two AIs choose differently. The judge is not neutral: it favours the AIs
//! whose playouts use its policy (the ISMCTS players) over flat Monte Carlo's uniform
//! ones, and above all `flat-mc:N:policy`, whose evaluation is the judge's own on
//! sampled deals instead of the true one, so that it picks the judge's favourite
//! whenever its sample agrees. Compare AIs of different playouts in the arena, where
//! the other seats play as themselves and not as the playout policy. The "regret" of an
//! AI (the best move's worth minus its choice's) is biased upwards: the best of noisy
//! estimates.
//! An AI listed twice (`hard,hard`) shows how often one AI disagrees with itself.
//!
//! Nothing here knows a rule: a game gives [`NewGame`] and [`Heuristics`].

use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::Serialize;

use crate::ai::ismcts::evaluate;
use crate::ai::{AiKind, Heuristics, Reward, UnknownAi};
use crate::arena::{Interval, mean_ci95};
use crate::game::{MAX_SEATS, NewGame};
use crate::rng::seeded_rng;

/// What to measure.
#[derive(Debug, Clone)]
pub struct AgreementConfig {
    pub players: usize,
    /// Decisions with a choice wanted (whole games are kept, in order, until there are
    /// at least this many).
    pub decisions: usize,
    /// Playouts per legal move on the true state.
    pub oracle: usize,
    pub seed: u64,
    pub threads: usize,
    /// The AI that plays every seat.
    pub mover: AiKind,
    /// The AIs compared, with the names to print.
    pub ais: Vec<(String, AiKind)>,
}

impl AgreementConfig {
    /// The settings of a measurement example from its environment: `{PREFIX}_AIS`
    /// (names as [`AiKind::parse_list`] reads them), `_PLAYERS`, `_DECISIONS`,
    /// `_ORACLE`, `_SEED`, `_THREADS`; a variable unset or unreadable keeps its default.
    /// `hard` plays every seat.
    pub fn from_env(
        prefix: &str,
        players: usize,
        oracle: usize,
        ais: &str,
    ) -> Result<Self, UnknownAi> {
        fn var<T: std::str::FromStr>(prefix: &str, name: &str, default: T) -> T {
            std::env::var(format!("{prefix}_{name}"))
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(default)
        }
        let names: String = var(prefix, "AIS", ais.to_string());
        Ok(AgreementConfig {
            players: var(prefix, "PLAYERS", players),
            decisions: var(prefix, "DECISIONS", 1000),
            oracle: var(prefix, "ORACLE", oracle),
            seed: var(prefix, "SEED", 1),
            threads: var(prefix, "THREADS", 1),
            mover: AiKind::Hard,
            ais: AiKind::parse_list(&names)?,
        })
    }
}

/// One decision: the worth of every legal move and the index each AI chose.
#[derive(Debug, Clone)]
struct Decision {
    worth: Vec<f64>,
    chosen: Vec<usize>,
}

/// How two AIs of the list compare.
#[derive(Debug, Clone, Serialize)]
pub struct PairRow {
    pub first: String,
    pub second: String,
    /// Share of the decisions where they chose different moves (0..=1).
    pub differ: f64,
    /// The first's choice's worth minus the second's, per decision.
    pub first_better: Interval,
}

#[derive(Debug, Clone, Serialize)]
pub struct AgreementReport {
    pub players: usize,
    /// Playouts per legal move on the true state.
    pub oracle: usize,
    pub games: usize,
    pub decisions: usize,
    /// Decisions with a choice per player per game: per-decision figures times this
    /// give per-game ones.
    pub decisions_per_player_game: f64,
    /// Legal moves per decision with a choice.
    pub moves_per_decision: f64,
    /// Per AI: the best move's worth minus its choice's, per decision (biased upwards).
    pub regret: Vec<(String, Interval)>,
    pub pairs: Vec<PairRow>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AgreementError {
    #[error("give at least one AI to compare")]
    NoAis,
    #[error("give at least one playout a move to judge the moves by")]
    NoOracle,
    #[error("no decision with a choice in {games} games")]
    NoChoice { games: usize },
    #[error("{0}")]
    Setup(String),
    #[error("game {game}: {ai} found no move")]
    NoMove { game: u64, ai: String },
    #[error("game {game}: {ai} chose a move that is not legal")]
    NotLegal { game: u64, ai: String },
    #[error("a worker panicked")]
    Panicked,
}

/// The player's margin at the end of a playout of `state` by the playout policy.
fn playout<G: Heuristics>(mut state: G, seat: usize, rng: &mut impl rand::Rng) -> f64 {
    let mut legal = Vec::new();
    while state.current_player().is_some() {
        state.legal_actions(&mut legal);
        if legal.is_empty() {
            break;
        }
        let action = state.rollout_action(&legal, rng);
        state.apply(&action);
    }
    let returns = state.returns().unwrap_or_default();
    let (margins, _) = evaluate(&state, &returns, Reward::Margin, G::BOT.margin_scale);
    margins[seat.min(MAX_SEATS - 1)]
}

/// Every legal move's mean margin over `oracle` playouts with common random numbers.
fn worth<G: Heuristics>(
    game: &G,
    seat: usize,
    legal: &[G::Action],
    oracle: usize,
    seed: u64,
) -> Vec<f64> {
    legal
        .iter()
        .map(|action| {
            let mut total = 0.0;
            for k in 0..oracle {
                let mut rng = seeded_rng(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
                let mut state = game.for_search();
                state.apply(action);
                total += playout(state, seat, &mut rng);
            }
            total / oracle.max(1) as f64
        })
        .collect()
}

/// Plays game `index` with the mover everywhere; every decision with a choice is judged.
fn one_game<G: Heuristics + NewGame>(
    config: &AgreementConfig,
    index: u64,
) -> Result<Vec<Decision>, AgreementError> {
    let setup =
        G::default_setup(config.players).map_err(|e| AgreementError::Setup(e.to_string()))?;
    let mut game = G::new_game(setup, index).map_err(|e| AgreementError::Setup(e.to_string()))?;
    let mut rng = seeded_rng(index.wrapping_mul(31) ^ 0xa5a5);
    let mut legal = Vec::new();
    let mut out = Vec::new();
    let mut step = 0u64;
    while let Some(seat) = game.current_player() {
        step += 1;
        game.legal_actions(&mut legal);
        if legal.len() > 1 {
            let mut chosen = Vec::with_capacity(config.ais.len());
            for (i, (name, ai)) in config.ais.iter().enumerate() {
                let mut own = seeded_rng(index ^ (step << 20) ^ ((i as u64 + 1) << 48));
                let no_move = || AgreementError::NoMove {
                    game: index,
                    ai: name.clone(),
                };
                let action = ai.choose(&game, &mut own).ok_or_else(no_move)?;
                let at = legal.iter().position(|a| *a == action);
                chosen.push(at.ok_or_else(|| AgreementError::NotLegal {
                    game: index,
                    ai: name.clone(),
                })?);
            }
            let seed = index ^ (step << 24) ^ 0x5eed;
            out.push(Decision {
                worth: worth(&game, seat, &legal, config.oracle, seed),
                chosen,
            });
        }
        let next = config.mover.choose(&game, &mut rng);
        let next = next.ok_or_else(|| AgreementError::NoMove {
            game: index,
            ai: config.mover.to_string(),
        })?;
        game.apply(&next);
    }
    Ok(out)
}

/// Runs the study. The same decisions whatever the threads: whole games in order.
pub fn run<G: Heuristics + NewGame>(
    config: &AgreementConfig,
) -> Result<AgreementReport, AgreementError> {
    if config.ais.is_empty() {
        return Err(AgreementError::NoAis);
    }
    if config.oracle == 0 {
        return Err(AgreementError::NoOracle);
    }
    // a game whose decisions are all forced would never give one: stop looking
    let max_games = config.decisions.saturating_mul(100).max(100);
    let next = AtomicUsize::new(0);
    let found = AtomicUsize::new(0);
    let mut games: Vec<(usize, Vec<Decision>)> = Vec::new();
    let mut failure = None;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..config.threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    while found.load(Ordering::Relaxed) < config.decisions {
                        let g = next.fetch_add(1, Ordering::Relaxed);
                        if g >= max_games {
                            break;
                        }
                        let index = config.seed.wrapping_mul(1_000_000).wrapping_add(g as u64);
                        let decisions = one_game::<G>(config, index)?;
                        found.fetch_add(decisions.len(), Ordering::Relaxed);
                        mine.push((g, decisions));
                    }
                    Ok::<_, AgreementError>(mine)
                })
            })
            .collect();
        for worker in workers {
            match worker.join() {
                Ok(Ok(mine)) => games.extend(mine),
                Ok(Err(e)) => failure = Some(e),
                Err(_) => failure = Some(AgreementError::Panicked),
            }
        }
    });
    // a missing game would make the decisions depend on the threads: stop instead
    if let Some(failure) = failure {
        return Err(failure);
    }
    games.sort_by_key(|(g, _)| *g);
    let mut decisions = Vec::new();
    let mut game_count = 0;
    for (_, d) in games {
        if decisions.len() >= config.decisions {
            break;
        }
        game_count += 1;
        decisions.extend(d);
    }
    if decisions.is_empty() {
        return Err(AgreementError::NoChoice { games: game_count });
    }
    Ok(report(config, game_count, &decisions))
}

fn report(config: &AgreementConfig, games: usize, decisions: &[Decision]) -> AgreementReport {
    let n = decisions.len().max(1) as f64;
    let best: Vec<f64> = decisions
        .iter()
        .map(|d| d.worth.iter().copied().fold(f64::MIN, f64::max))
        .collect();
    let regret = config
        .ais
        .iter()
        .enumerate()
        .map(|(i, (name, _))| {
            let r: Vec<f64> = decisions
                .iter()
                .zip(&best)
                .map(|(d, b)| b - d.worth[d.chosen[i]])
                .collect();
            (name.clone(), mean_ci95(&r))
        })
        .collect();
    let mut pairs = Vec::new();
    for i in 0..config.ais.len() {
        for j in i + 1..config.ais.len() {
            let diff: Vec<f64> = decisions
                .iter()
                .map(|d| d.worth[d.chosen[i]] - d.worth[d.chosen[j]])
                .collect();
            let differ = decisions
                .iter()
                .filter(|d| d.chosen[i] != d.chosen[j])
                .count();
            pairs.push(PairRow {
                first: config.ais[i].0.clone(),
                second: config.ais[j].0.clone(),
                differ: differ as f64 / n,
                first_better: mean_ci95(&diff),
            });
        }
    }
    AgreementReport {
        players: config.players,
        oracle: config.oracle,
        games,
        decisions: decisions.len(),
        decisions_per_player_game: decisions.len() as f64
            / games.max(1) as f64
            / config.players.max(1) as f64,
        moves_per_decision: decisions.iter().map(|d| d.worth.len()).sum::<usize>() as f64 / n,
        regret,
        pairs,
    }
}

/// The report in the game's points: per decision, and a player a game.
impl fmt::Display for AgreementReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let per_game = self.decisions_per_player_game;
        writeln!(
            f,
            "{} players, {} decisions with a choice in {} games ({per_game:.2} a player a game), {:.1} moves a decision, oracle {} playouts a move",
            self.players, self.decisions, self.games, self.moves_per_decision, self.oracle
        )?;
        for (name, regret) in &self.regret {
            writeln!(
                f,
                "{name:>24}: the move best on the true state is worth {:.3} [{:.3}, {:.3}] more a decision, {:.2} a player a game (biased upwards: the best of noisy estimates)",
                regret.mean,
                regret.ci95[0],
                regret.ci95[1],
                regret.mean * per_game
            )?;
        }
        for pair in &self.pairs {
            let d = &pair.first_better;
            writeln!(
                f,
                "{:>24} vs {:<24} differ on {:5.1}% of decisions; first better by {:+.3} [{:+.3}, {:+.3}] a decision, {:+.2} [{:+.2}, {:+.2}] a player a game",
                pair.first,
                pair.second,
                100.0 * pair.differ,
                d.mean,
                d.ci95[0],
                d.ci95[1],
                d.mean * per_game,
                d.ci95[0] * per_game,
                d.ci95[1] * per_game
            )?;
        }
        Ok(())
    }
}
