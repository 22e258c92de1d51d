//! AI-against-AI simulation, reproducible from a seed, written once against
//! [`Game`](crate::Game). The caller measures time.

use rand::RngExt;
use serde::{Deserialize, Serialize};

use crate::ai::{AiKind, Heuristics};
use crate::game::NewGame;
use crate::rng::seeded_rng;

/// What to simulate (the game and its setup are the arguments of [`run`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Simulation {
    pub games: u64,
    pub seed: u64,
    /// One AI per seat; a shorter list is repeated round the table.
    pub ais: Vec<AiKind>,
}

impl Simulation {
    fn ai_for(&self, seat: usize) -> AiKind {
        self.ais[seat % self.ais.len()]
    }
}

/// Per-seat results.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatStats {
    pub seat: usize,
    pub ai: AiKind,
    /// The seat's side: with teams, partners share a side.
    pub side: usize,
    /// Mean score credited to the seat (its side's).
    pub average_score: f64,
    /// Games won, shared victories included.
    pub wins: u64,
    pub win_rate: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SimulationReport {
    /// The game's name ([`NewGame::NAME`]).
    pub game: String,
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub actions: u64,
    pub seats: Vec<SeatStats>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimulationError {
    #[error("{0}")]
    Setup(String),
    #[error("give at least one AI")]
    NoAi,
    #[error("game {game} (seed {seed}) could not be scored: {message}")]
    Score {
        game: u64,
        seed: u64,
        message: String,
    },
}

/// Mixed into a game's seed to seed the AI players' generator.
const AI_SEED: u64 = 0xa1_a1_a1_a1;

/// Plays `sim.games` complete games of `G` from `setup` between AIs. Game `g` is dealt
/// from a seed drawn from `sim.seed`, so a run is reproducible and any single game can
/// be replayed.
pub fn run<G: Heuristics + NewGame>(
    sim: &Simulation,
    setup: &G::Setup,
) -> Result<SimulationReport, SimulationError> {
    if sim.ais.is_empty() {
        return Err(SimulationError::NoAi);
    }
    let mut seeds = seeded_rng(sim.seed);
    let mut players = 0;
    let mut sides = Vec::new();
    let mut totals: Vec<i64> = Vec::new();
    let mut wins: Vec<u64> = Vec::new();
    let mut actions = 0u64;
    for game in 0..sim.games {
        let game_seed: u64 = seeds.random();
        let fail = |message: String| SimulationError::Score {
            game,
            seed: game_seed,
            message,
        };
        let mut state = G::new_game(setup.clone(), game_seed)
            .map_err(|e| SimulationError::Setup(e.to_string()))?;
        if game == 0 {
            players = state.players();
            sides = (0..players).map(|s| state.side_of(s)).collect();
            totals = vec![0; players];
            wins = vec![0; players];
        }
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
        let (Some(returns), Some(winners)) = (state.returns(), state.winners()) else {
            return Err(fail("the game could not be scored".into()));
        };
        for seat in 0..players {
            totals[seat] += i64::from(returns[seat]);
        }
        for seat in winners {
            if let Some(w) = wins.get_mut(seat) {
                *w += 1;
            }
        }
    }
    let games = sim.games.max(1) as f64;
    Ok(SimulationReport {
        game: G::NAME.into(),
        players,
        games: sim.games,
        seed: sim.seed,
        actions,
        seats: (0..players)
            .map(|seat| SeatStats {
                seat,
                ai: sim.ai_for(seat),
                side: sides[seat],
                average_score: totals[seat] as f64 / games,
                wins: wins[seat],
                win_rate: wins[seat] as f64 / games,
            })
            .collect(),
    })
}
