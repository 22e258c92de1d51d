//! The one set of commands of games against the computer, for every digital game: each
//! takes the game (or a game's id, which knows its game) and dispatches on it
//! ([`by_game!`](crate::by_game)) to the shared code of `games/`, generic over the
//! game's [`DigitalGame`](super::games::DigitalGame) descriptor. Each move is checked by
//! the engine and committed in its own transaction before the answer; the computer
//! thinks on a blocking thread without holding the store.

use papillon_store::{GameType, PracticeId};

use super::games::any::{PlayHint, PlayList, PlayReview, PlayView, PracticeStats};
use super::games::{self, DigitalGame, store_err};
use crate::by_game;
use crate::error::{CommandError, CommandResult};
use crate::messages::{self, Lang};
use crate::state::AppState;

/// The game a saved game is of.
fn game_of(state: &AppState, lang: Lang, id: PracticeId) -> CommandResult<GameType> {
    state
        .store()?
        .practice_game_type(id)
        .map_err(store_err(lang))
}

/// A new game of `game` from its set-up's request (each game's own shape), saved.
pub fn practice_new(
    state: &AppState,
    game: GameType,
    request: serde_json::Value,
) -> CommandResult<PlayView> {
    let lang = state.lang();
    by_game!(lang, game, G => {
        let request: <G as DigitalGame>::Request =
            serde_json::from_value(request).map_err(|e| {
                CommandError::invalid(messages::say(
                    lang,
                    "practice-bad-request",
                    &[("reason", e.to_string().into())],
                ))
            })?;
        games::new_game::<G>(state, lang, request)
    })
}

pub fn practice_view(state: &AppState, id: i64) -> CommandResult<PlayView> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => {
        games::show::<G>(&*state.store()?, lang, id)
    })
}

/// A person's move, as move number `number` of the game, in the engine's notation.
pub fn practice_play(
    state: &AppState,
    id: i64,
    number: u32,
    action: String,
) -> CommandResult<PlayView> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => {
        games::play::<G>(state, id, number, &action)
    })
}

/// The computer's move, as move number `number`: it thinks without holding the store.
pub fn practice_step(state: &AppState, id: i64, number: u32) -> CommandResult<PlayView> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => games::step::<G>(state, id, number))
}

/// Takes back the last person's move and the computer's answers to it; `moves`: the
/// moves of the game as the screen showed it (a second tap is stale, not a second undo).
pub fn practice_take_back(state: &AppState, id: i64, moves: u32) -> CommandResult<PlayView> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => games::take_back::<G>(state, id, moves))
}

/// What the hard level would play for the person to play move `number`, and why.
pub fn practice_hint(state: &AppState, id: i64, number: u32) -> CommandResult<PlayHint> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => games::hint::<G>(state, lang, id, number))
}

/// A game's review (`step`: the position, for a game reviewed position by position).
pub fn practice_review(state: &AppState, id: i64, step: Option<u32>) -> CommandResult<PlayReview> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => games::review::<G>(state, lang, id, step))
}

/// Games of `game` against the computer, latest first (`in_progress`: only those to
/// resume).
pub fn practice_list(
    state: &AppState,
    game: GameType,
    in_progress: bool,
    limit: u32,
) -> CommandResult<PlayList> {
    let lang = state.lang();
    by_game!(lang, game, G => games::list::<G>(state, lang, in_progress, limit))
}

/// Each person's results in `game` against the computer: finished games, replays left
/// out.
pub fn practice_statistics(state: &AppState, game: GameType) -> CommandResult<Vec<PracticeStats>> {
    let lang = state.lang();
    by_game!(lang, game, G => games::statistics::<G>(state, lang))
}

/// A game's ladder against the computer, each level a player (the store's, recomputed).
pub fn practice_ratings(state: &AppState, game: GameType) -> CommandResult<papillon_store::Ladder> {
    let lang = state.lang();
    state
        .store()?
        .practice_ratings(game)
        .map_err(store_err(lang))
}

/// The same deal again, once the game is over (it does not count in statistics).
pub fn practice_replay(state: &AppState, id: i64) -> CommandResult<PlayView> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => games::replay::<G>(state, lang, id))
}

/// The next game of a sitting, once this one is over (its counters, pot and multiplier
/// go on, the deal passes on). A sitting that began with a replayed deal stays out of
/// the statistics.
pub fn practice_next(state: &AppState, id: i64) -> CommandResult<PlayView> {
    let lang = state.lang();
    let id = PracticeId(id);
    by_game!(lang, game_of(state, lang, id)?, G => games::next::<G>(state, lang, id))
}
