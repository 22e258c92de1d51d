//! A hint for a person: what a level would play, and why, as typed data (the app
//! translates it).

use rand::Rng;
use serde::Serialize;

use super::ismcts::SearchResult;
use super::{AiError, Heuristics, Level};
use crate::rng::seeded_rng;

/// Why a move was chosen.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// The only legal move.
    OnlyMove,
    /// Picked at random (the `random` player).
    Random,
    /// The one-ply score of the move ([`Heuristics::greedy_scores`], in the game's
    /// points), and the best one (they differ when `easy` errs).
    OnePly { score: f64, best_score: f64 },
    /// A search: the points the move is expected to gain over the other sides (mean
    /// margin of its playouts), how often it was tried, out of how many iterations, and
    /// the expected margin of the next best move.
    Search {
        expected_margin: f64,
        visits: u32,
        iterations: u32,
        next_best_margin: Option<f64>,
    },
}

/// A move and its reason.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hint<A> {
    pub action: A,
    #[serde(flatten)]
    pub reason: Reason,
}

impl<A: Copy> Hint<A> {
    pub fn from_search(result: SearchResult<A>) -> Hint<A> {
        let best = result.stats.first();
        Hint {
            action: result.action,
            reason: Reason::Search {
                expected_margin: best.map_or(0.0, |s| s.mean_margin),
                visits: best.map_or(0, |s| s.visits),
                iterations: result.iterations,
                next_best_margin: result.stats.get(1).map(|s| s.mean_margin),
            },
        }
    }
}

/// What `level` would play from this information state, and why; `None` when it is
/// not the observer's turn. Deterministic for a seed.
pub fn hint<G: Heuristics>(level: Level, info: &G::Info, seed: u64) -> Option<Hint<G::Action>> {
    let mut rng = seeded_rng(seed);
    decide::<G, _>(level, info, &mut rng).ok().flatten()
}

fn decide<G: Heuristics, R: Rng>(
    level: Level,
    info: &G::Info,
    rng: &mut R,
) -> Result<Option<Hint<G::Action>>, AiError> {
    level.ai().advise::<G, R>(info, rng)
}
