//! The one set of commands of games against the computer, for every digital game: each
//! takes the game (or a game's id, which knows its game) and dispatches on it
//! ([`by_game!`](crate::by_game)) to the shared code of `games/`, generic over the
//! game's [`DigitalGame`](super::games::DigitalGame) descriptor. Each move is checked by
//! the engine and committed in its own transaction before the answer; the computer
//! thinks on a blocking thread without holding the store.

use papillon_store::{GameType, PracticeId};
use tauri::State;

use super::games::any::{PlayHint, PlayList, PlayReview, PlayView, PracticeStats};
use super::games::{self, DigitalGame, store_err};
use crate::by_game;
use crate::commands::blocking;
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
#[tauri::command]
pub async fn practice_new(
    state: State<'_, AppState>,
    game: GameType,
    request: serde_json::Value,
) -> CommandResult<PlayView> {
    blocking(&state, move |state| {
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
    })
    .await
}

#[tauri::command]
pub async fn practice_view(state: State<'_, AppState>, id: i64) -> CommandResult<PlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => {
            games::show::<G>(&*state.store()?, lang, id)
        })
    })
    .await
}

/// A person's move, as move number `number` of the game, in the engine's notation.
#[tauri::command]
pub async fn practice_play(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
    action: String,
) -> CommandResult<PlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => {
            games::play::<G>(state, id, number, &action)
        })
    })
    .await
}

/// The computer's move, as move number `number`: it thinks without holding the store.
#[tauri::command]
pub async fn practice_step(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
) -> CommandResult<PlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => games::step::<G>(state, id, number))
    })
    .await
}

/// Takes back the last person's move and the computer's answers to it; `moves`: the
/// moves of the game as the screen showed it (a second tap is stale, not a second undo).
#[tauri::command]
pub async fn practice_take_back(
    state: State<'_, AppState>,
    id: i64,
    moves: u32,
) -> CommandResult<PlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => games::take_back::<G>(state, id, moves))
    })
    .await
}

/// What the hard level would play for the person to play move `number`, and why.
#[tauri::command]
pub async fn practice_hint(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
) -> CommandResult<PlayHint> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => games::hint::<G>(state, lang, id, number))
    })
    .await
}

/// A game's review (`step`: the position, for a game reviewed position by position).
#[tauri::command]
pub async fn practice_review(
    state: State<'_, AppState>,
    id: i64,
    step: Option<u32>,
) -> CommandResult<PlayReview> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => games::review::<G>(state, lang, id, step))
    })
    .await
}

/// Games of `game` against the computer, latest first (`in_progress`: only those to
/// resume).
#[tauri::command]
pub async fn practice_list(
    state: State<'_, AppState>,
    game: GameType,
    in_progress: bool,
    limit: u32,
) -> CommandResult<PlayList> {
    blocking(&state, move |state| {
        let lang = state.lang();
        by_game!(lang, game, G => games::list::<G>(state, lang, in_progress, limit))
    })
    .await
}

/// Each person's results in `game` against the computer: finished games, replays left
/// out.
#[tauri::command]
pub async fn practice_statistics(
    state: State<'_, AppState>,
    game: GameType,
) -> CommandResult<Vec<PracticeStats>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        by_game!(lang, game, G => games::statistics::<G>(state, lang))
    })
    .await
}

/// The same deal again, once the game is over (it does not count in statistics).
#[tauri::command]
pub async fn practice_replay(state: State<'_, AppState>, id: i64) -> CommandResult<PlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => games::replay::<G>(state, lang, id))
    })
    .await
}

/// The next game of a sitting, once this one is over (its counters, pot and multiplier
/// go on, the deal passes on). A sitting that began with a replayed deal stays out of
/// the statistics.
#[tauri::command]
pub async fn practice_next(state: State<'_, AppState>, id: i64) -> CommandResult<PlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        by_game!(lang, game_of(state, lang, id)?, G => games::next::<G>(state, lang, id))
    })
    .await
}
