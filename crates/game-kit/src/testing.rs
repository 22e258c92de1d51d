//! Helpers for a game's tests, the same for every game: random playouts that check
//! the invariants after every move, and perft counts (the number of action sequences
//! of a given length, the classic check of a move generator against an independent
//! one).

use rand::{Rng, RngExt};

use crate::game::{Game, InfoState, MAX_SEATS};

/// What a random playout found wrong, with the move number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimFailure {
    #[error("move {ply}: {message}")]
    Invariant { ply: u64, message: String },
    #[error("move {ply}: a legal action was refused: {message}")]
    Refused { ply: u64, message: String },
    #[error("move {ply}: seat {seat} is to play but has no legal action")]
    Stuck { ply: u64, seat: usize },
    #[error("the game is over but has no returns")]
    NoReturns,
    #[error("the game did not end within {limit} moves")]
    TooLong { limit: u64 },
    #[error("move {ply}: seat {seat}'s information state disagrees with the state: {message}")]
    Info {
        ply: u64,
        seat: usize,
        message: String,
    },
}

/// Plays `state` to the end with uniform random legal actions, checking after every
/// move: the invariants, that the player to act has an action, that every legal action
/// is accepted by `try_apply`, that the acting seat's information state offers the same
/// actions and agrees on who acts, and that determinizing it gives a state with the
/// same legal actions. Returns the number of moves played.
pub fn random_sim<G: Game, R: Rng + ?Sized>(
    state: &mut G,
    rng: &mut R,
    limit: u64,
) -> Result<u64, SimFailure> {
    let mut legal = Vec::new();
    let mut seen = Vec::new();
    let mut ply = 0u64;
    state
        .check_invariants()
        .map_err(|message| SimFailure::Invariant { ply, message })?;
    while let Some(seat) = state.current_player() {
        if ply >= limit {
            return Err(SimFailure::TooLong { limit });
        }
        state.legal_actions(&mut legal);
        if legal.is_empty() {
            return Err(SimFailure::Stuck { ply, seat });
        }
        let info = state.info(seat);
        if info.current_player() != Some(seat) {
            return Err(SimFailure::Info {
                ply,
                seat,
                message: format!("it says {:?} is to act", info.current_player()),
            });
        }
        info.legal_actions(&mut seen);
        if seen != legal {
            return Err(SimFailure::Info {
                ply,
                seat,
                message: format!("{} actions seen, {} legal", seen.len(), legal.len()),
            });
        }
        let sampled = info.determinize(rng);
        sampled.legal_actions(&mut seen);
        if seen != legal {
            return Err(SimFailure::Info {
                ply,
                seat,
                message: format!(
                    "a determinization offers {} actions, the state {}",
                    seen.len(),
                    legal.len()
                ),
            });
        }
        let action = legal[rng.random_range(0..legal.len())];
        state.try_apply(&action).map_err(|e| SimFailure::Refused {
            ply,
            message: format!("{action}: {e}"),
        })?;
        ply += 1;
        state
            .check_invariants()
            .map_err(|message| SimFailure::Invariant { ply, message })?;
    }
    let returns = state.returns().ok_or(SimFailure::NoReturns)?;
    if returns[state.players().min(MAX_SEATS)..]
        .iter()
        .any(|&r| r != 0)
    {
        return Err(SimFailure::Invariant {
            ply,
            message: "a seat beyond the table has a return".into(),
        });
    }
    Ok(ply)
}

/// The number of action sequences of length `depth` from `state` (sequences that end
/// the game earlier count once).
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    if depth == 0 || state.current_player().is_none() {
        return 1;
    }
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    legal
        .iter()
        .map(|action| {
            let mut next = state.clone();
            next.apply(action);
            perft(&next, depth - 1)
        })
        .sum()
}
