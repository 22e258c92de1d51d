//! AI-against-AI simulation, reproducible from a seed, written once against the
//! [`crate::game::Game`] trait for the blue round, the orange round and the full game. The caller
//! measures time.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use std::sync::Arc;

use crate::ai::{AiKind, Policy};
use crate::blue::{BlueConfig, SetupError};
use crate::dice::seeded_rng;
use crate::game::{BlueGame, FullGame, NewGame, OrangeGame, Table};
use crate::options::RuleOptions;

/// What to simulate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Simulation {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    /// One AI per seat; a shorter list is repeated round the table.
    pub ais: Vec<AiKind>,
    pub options: RuleOptions,
}

/// Per-seat results.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatStats {
    pub seat: usize,
    pub ai: AiKind,
    /// The seat's side: with teams, partners share a side.
    pub side: usize,
    /// Mean score credited to the seat.
    pub average_score: f64,
    /// Games won, shared victories included.
    pub wins: u64,
    pub win_rate: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SimulationReport {
    pub round: String,
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub actions: u64,
    pub seats: Vec<SeatStats>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimulationError {
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("give at least one AI")]
    NoAi,
    #[error("game {game} (seed {seed}) could not be scored: {message}")]
    Score {
        game: u64,
        seed: u64,
        message: String,
    },
}

impl Simulation {
    fn ai_for(&self, seat: usize) -> AiKind {
        self.ais[seat % self.ais.len()]
    }
}

/// Plays `games` complete blue rounds between AIs. Game `g` is dealt from a seed drawn
/// from `seed`, so a run is reproducible and any single game can be replayed.
pub fn simulate_blue(sim: &Simulation) -> Result<SimulationReport, SimulationError> {
    simulate_with(sim, Rounds::Blue)
}

/// Which round(s) a simulated game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rounds {
    Blue,
    Orange,
    Both,
}

/// Plays `games` complete orange rounds between AIs (same reporting as the blue
/// simulator; the score is the orange score, counted negatively in `total`).
pub fn simulate_orange(sim: &Simulation) -> Result<SimulationReport, SimulationError> {
    simulate_with(sim, Rounds::Orange)
}

/// Plays `games` complete games — a blue round, then an orange round — between AIs;
/// game score = blue − orange.
pub fn simulate_game(sim: &Simulation) -> Result<SimulationReport, SimulationError> {
    simulate_with(sim, Rounds::Both)
}

fn simulate_with(sim: &Simulation, rounds: Rounds) -> Result<SimulationReport, SimulationError> {
    match rounds {
        Rounds::Blue => simulate_game_kind::<BlueGame>(sim, "blue"),
        Rounds::Orange => simulate_game_kind::<OrangeGame>(sim, "orange"),
        Rounds::Both => simulate_game_kind::<FullGame>(sim, "game"),
    }
}

/// The one simulation loop, for any [`Game`].
fn simulate_game_kind<G: Policy + NewGame>(
    sim: &Simulation,
    round: &str,
) -> Result<SimulationReport, SimulationError> {
    if sim.ais.is_empty() {
        return Err(SimulationError::NoAi);
    }
    let n = sim.players;
    let table = Arc::new(Table {
        names: (1..=n).map(|i| format!("P{i}")).collect(),
        teams: Table::simple(n)?.teams.clone(),
        options: sim.options.clone(),
    });
    let mut seeds = seeded_rng(sim.seed);
    let mut totals = vec![0i64; n];
    let mut wins = vec![0u64; n];
    let mut actions = 0u64;
    for game in 0..sim.games {
        let game_seed: u64 = seeds.random();
        let fail = |message: String| SimulationError::Score {
            game,
            seed: game_seed,
            message,
        };
        let mut state = G::new_game(Arc::clone(&table), game_seed)?;
        let mut rng = seeded_rng(game_seed ^ AI_SEED);
        while let Some(seat) = state.current_player() {
            let Some(action) = sim.ai_for(seat).choose(&state, &mut rng) else {
                return Err(fail(format!("seat {seat} has no legal action")));
            };
            state
                .try_apply(&action)
                .map_err(|e| fail(format!("the AI chose an illegal action {action}: {e}")))?;
            actions += 1;
        }
        let report = state
            .report()
            .ok_or_else(|| fail("the game could not be scored".into()))?;
        for (seat, player) in report.players.iter().enumerate() {
            totals[seat] += i64::from(player.credited.total);
            if report.winners.contains(&player.name) {
                wins[seat] += 1;
            }
        }
    }
    let games = sim.games.max(1) as f64;
    Ok(SimulationReport {
        round: round.into(),
        players: n,
        games: sim.games,
        seed: sim.seed,
        actions,
        seats: (0..n)
            .map(|seat| SeatStats {
                seat,
                ai: sim.ai_for(seat),
                side: table.side_of(seat),
                average_score: totals[seat] as f64 / games,
                wins: wins[seat],
                win_rate: wins[seat] as f64 / games,
            })
            .collect(),
    })
}

/// Mixed into a game's seed to seed the AI players' generator.
const AI_SEED: u64 = 0xa1_a1_a1_a1;

/// Plays random orange rounds on the bare state (no views, no history). Returns
/// (rounds, actions).
pub fn random_orange_playouts<R: Rng>(
    players: usize,
    rounds: u64,
    rng: &mut R,
) -> Result<(u64, u64), SetupError> {
    use crate::card::Face;
    use crate::orange::OrangeState;
    use rand::seq::SliceRandom;
    let options = RuleOptions::default();
    let mut orange: Vec<Face> = Face::all().collect();
    let mut blue: Vec<Face> = Face::all().collect();
    let mut scratch = Vec::new();
    let mut legal = Vec::new();
    let mut actions = 0u64;
    for _ in 0..rounds {
        orange.shuffle(rng);
        blue.shuffle(rng);
        let mut state = OrangeState::deal(
            players,
            &options,
            0,
            rng.random_range(0..players),
            crate::blue::Direction::Clockwise,
            &orange,
            &blue,
        )?;
        while !state.is_over() {
            state.legal_actions_into(&mut scratch, &mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            state.apply_legal(&action, &mut |_| {});
            actions += 1;
        }
    }
    Ok((rounds, actions))
}

/// Complete random games (blue then orange, scored by the scorer) on the bare states.
/// Returns (games, actions).
pub fn random_game_playouts<R: Rng>(
    players: usize,
    games: u64,
    rng: &mut R,
) -> Result<(u64, u64), SetupError> {
    let mut actions = 0;
    for _ in 0..games {
        let (_, blue) = random_blue_playouts(players, 1, rng)?;
        let (_, orange) = random_orange_playouts(players, 1, rng)?;
        actions += blue + orange;
    }
    Ok((games, actions))
}

/// Plays random blue rounds on the bare state (no views, no history): the engine's raw
/// throughput. Returns (rounds, actions).
pub fn random_blue_playouts<R: Rng>(
    players: usize,
    rounds: u64,
    rng: &mut R,
) -> Result<(u64, u64), SetupError> {
    use crate::blue::BlueState;
    use crate::card::Face;
    use rand::seq::SliceRandom;
    let config = BlueConfig::simple(players, 0)?;
    let mut deck: Vec<Face> = Face::all().collect();
    let mut scratch = Vec::new();
    let mut legal = Vec::new();
    let mut actions = 0u64;
    for _ in 0..rounds {
        deck.shuffle(rng);
        let mut state = BlueState::deal(
            &config.teams,
            &config.options,
            0,
            rng.random_range(0..players),
            config.direction,
            &deck,
        )?;
        while !state.is_over() {
            state.legal_actions_into(&mut scratch, &mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            state.apply_legal(&action, &mut |_| {});
            actions += 1;
        }
    }
    Ok((rounds, actions))
}
