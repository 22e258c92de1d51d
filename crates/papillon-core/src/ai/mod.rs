//! Papillon's side of the computer players. The players themselves (random, one ply,
//! ISMCTS, flat Monte Carlo), the levels and the hints are the family's
//! (`game_kit::ai`, re-exported here); this module gives them what they need of
//! Papillon:
//!
//! - [`one_ply`]: the one-ply scores of the `medium` level, from a player's view;
//! - [`heuristics`]: the kit's `Heuristics` for the blue round, the orange round and
//!   the full game: those scores, the cheap playout move, and the search's settings.
//!
//! Measured strengths are in `docs/ai.md`.

use rand::Rng;

pub use game_kit::ai::{
    AiError, AiKind, BotSettings, Budget, EASY_MISTAKE_DEPTH, EASY_MISTAKE_RATE, EXPERT_FACTOR,
    FLAT_MC_PLAYOUTS, Heuristics, Hint, IsmctsConfig, Level, Reason, Reward, SearchResult,
    UnknownAi, flat_mc, hint, ismcts,
};

use crate::blue::{BlueAction, BlueView};
use crate::options::RuleOptions;
use crate::orange::{OrangeAction, OrangeView};

pub mod heuristics;
pub mod one_ply;
pub mod reading;
pub mod value;

/// The move of a one-ply player (`random`, `easy`, `greedy`; a search player plays
/// `greedy` here) in the blue round, from the engine's own view rather than an
/// information state.
pub fn choose_blue<R: Rng + ?Sized>(
    ai: AiKind,
    view: &BlueView,
    options: &RuleOptions,
    rng: &mut R,
) -> Option<BlueAction> {
    if !view.is_my_turn() {
        return None;
    }
    let legal = view.legal_actions();
    ai.one_ply(&legal, |l| one_ply::blue_scores(view, options, l), rng)
}

/// The same in the orange round.
pub fn choose_orange<R: Rng + ?Sized>(
    ai: AiKind,
    view: &OrangeView,
    rng: &mut R,
) -> Option<OrangeAction> {
    let legal = view.legal_actions();
    ai.one_ply(&legal, |l| one_ply::orange_scores(view, l), rng)
}
