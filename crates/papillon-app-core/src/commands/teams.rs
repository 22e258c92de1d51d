//! The teams of a score-keeping game: what the rules propose for these players, and the
//! teams built from the players' choice, both by the engine
//! (`papillon_core::team_choice`).

use papillon_core::RuleOptions;

use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::state::AppState;

pub use papillon_core::team_choice::{TeamChoice, TeamProposal};

/// The teams the rules give for these players in this seat order, or how the players
/// choose them (3 two-against-one, 5 players) — docs/rules.md §2.
pub fn propose_teams(
    state: &AppState,
    players: Vec<String>,
    options: RuleOptions,
) -> CommandResult<TeamProposal> {
    let lang = state.lang();
    papillon_core::team_choice::propose(&players, &options)
        .map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))
}

/// The teams the players chose, built by the engine's team rules (docs/rules.md §2):
/// who plays alone with three players two against one, or the start-roll winner's two
/// partners with five.
pub fn compose_teams(
    state: &AppState,
    players: Vec<String>,
    options: RuleOptions,
    choice: TeamChoice,
) -> CommandResult<Vec<Vec<String>>> {
    let lang = state.lang();
    papillon_core::team_choice::compose(&players, &options, &choice)
        .map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))
}
