//! Score keeping at a real table: a new game, its view, each tap as an entry, undo,
//! redo, finish, the history and the statistics.

use papillon_core::entry::SheetEdit;
use papillon_store::{
    EveningStory, GameFilter, GameId, GameSummary, GameType, Ladder, NewGame, PairRecord,
    PlayerStats, Records, Saved, SessionId, Store,
};

use super::store_err;
use crate::error::{CommandError, CommandResult};
use crate::state::AppState;
use crate::view::{self, GameView};

/// Today's evening: the latest session if it started today (local time), else a new
/// one named after the date.
pub(crate) fn todays_session(
    store: &mut Store,
) -> papillon_store::Result<papillon_store::SessionId> {
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    if let Some(id) = store.session_by_name(&today)? {
        return Ok(id);
    }
    store.start_session(&today)
}

pub fn create_game(state: &AppState, setup: NewGame) -> CommandResult<GameView> {
    let lang = state.lang();
    let mut store = state.store()?;
    let mut setup = setup;
    if setup.session.is_none() {
        setup.session = Some(todays_session(&mut store).map_err(store_err(lang))?);
    }
    let game = store.new_game(&setup).map_err(store_err(lang))?;
    view::game_view(&store, lang, game.0)
}

pub fn game_view(state: &AppState, game: i64) -> CommandResult<GameView> {
    let lang = state.lang();
    let store = state.store()?;
    view::game_view(&store, lang, game)
}

/// Runs one change of a game in the store and answers with the game as it now stands.
fn change_game(
    state: &AppState,
    game: i64,
    change: impl FnOnce(&mut Store, GameId) -> papillon_store::Result<Saved>,
) -> CommandResult<GameView> {
    let lang = state.lang();
    let mut store = state.store()?;
    change(&mut store, GameId(game)).map_err(store_err(lang))?;
    view::game_view(&store, lang, game)
}

/// One tap of the score keeper, made on revision `revision` of the sheet: the engine
/// applies the edit to the sheet as stored and saves the result as a new revision. A
/// contradiction is refused with the engine's message; an entry made on an older
/// revision is refused as stale (the front end reloads); in both cases nothing is
/// written.
pub fn record_entry(
    state: &AppState,
    game: i64,
    revision: u32,
    edit: SheetEdit,
) -> CommandResult<GameView> {
    apply_edit(state, game, revision, edit)
}

/// One tap on the sheet as it stood at `revision`: checked by the engine and saved in one
/// transaction, or refused with nothing written (a guest's accepted proposal comes
/// through here too, `src-tauri/src/commands/share.rs`).
pub fn apply_edit(
    state: &AppState,
    game: i64,
    revision: u32,
    edit: SheetEdit,
) -> CommandResult<GameView> {
    {
        let lang = state.lang();
        let mut store = state.store()?;
        let detail = store.game(GameId(game)).map_err(store_err(lang))?;
        if detail.summary.revision != revision {
            return Err(CommandError::store(
                lang,
                papillon_store::StoreError::StaleRevision {
                    game: GameId(game),
                    expected: revision,
                    current: detail.summary.revision,
                },
            ));
        }
        let sheet = edit
            .apply(&detail.sheet)
            .map_err(|e| CommandError::edit(lang, &e))?;
        store
            .record_entry_at(GameId(game), revision, &sheet)
            .map_err(store_err(lang))?;
        view::game_view(&store, lang, game)
    }
}

pub fn undo(state: &AppState, game: i64) -> CommandResult<GameView> {
    change_game(state, game, Store::undo)
}

pub fn redo(state: &AppState, game: i64) -> CommandResult<GameView> {
    change_game(state, game, Store::redo)
}

pub fn finish_game(state: &AppState, game: i64) -> CommandResult<GameView> {
    change_game(state, game, Store::finish)
}

pub fn list_games(state: &AppState, filter: GameFilter) -> CommandResult<Vec<GameSummary>> {
    let lang = state.lang();
    state.store()?.list_games(&filter).map_err(store_err(lang))
}

pub fn statistics(state: &AppState) -> CommandResult<Vec<PlayerStats>> {
    let lang = state.lang();
    state.store()?.stats().map_err(store_err(lang))
}

/// An evening's story, from its finished games.
pub fn evening_story(state: &AppState, session: i64) -> CommandResult<EveningStory> {
    let lang = state.lang();
    state
        .store()?
        .evening_story(SessionId(session))
        .map_err(store_err(lang))
}

/// Two players' record in one game (games together, who finished ahead, both ratings).
pub fn pair_record(
    state: &AppState,
    game: GameType,
    a: String,
    b: String,
) -> CommandResult<PairRecord> {
    let lang = state.lang();
    state
        .store()?
        .pair_record(&a, &b, game)
        .map_err(store_err(lang))
}

/// One game's records over its finished games kept at a table.
pub fn records(state: &AppState, game: GameType) -> CommandResult<Records> {
    let lang = state.lang();
    state.store()?.records(game).map_err(store_err(lang))
}

/// One game's ratings, recomputed from its finished games kept at a table.
pub fn ratings(state: &AppState, game: GameType) -> CommandResult<Ladder> {
    let lang = state.lang();
    state.store()?.ratings(game).map_err(store_err(lang))
}
