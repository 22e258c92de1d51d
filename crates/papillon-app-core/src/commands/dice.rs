//! The dice of a score-keeping game: start rolls, roll-offs, the Couteau Suisse's
//! value, a free roll, the roll that decides who picks the teams at five. Every roll
//! comes from the engine's generator and is logged.

use papillon_core::dice::{self, Contest, RollPurpose, RollRecord, Round, Throw};
use papillon_core::sheet::check_names;
use papillon_core::{SheetInput, Tie};
use papillon_store::{GameId, Store};
use serde::Serialize;

use super::store_err;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang, Phrase};
use crate::state::AppState;
use crate::view::{self, GameView};

/// A roll and the game as it stands after the roll was saved.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct RollOutcome {
    pub contest: Option<Contest<String>>,
    pub roll: Option<RollRecord<String>>,
    pub view: GameView,
}

/// Logs rolls of a game, then saves the sheet they completed (if any), and answers with
/// the game as it now stands. The rolls are logged first, so a roll is in the log even
/// if the sheet is refused.
fn save_rolls(
    store: &mut Store,
    lang: Lang,
    game: i64,
    rolls: &[RollRecord<String>],
    sheet: Option<&SheetInput>,
) -> CommandResult<GameView> {
    store
        .log_rolls(Some(GameId(game)), rolls)
        .map_err(store_err(lang))?;
    if let Some(sheet) = sheet {
        store
            .record_entry(GameId(game), sheet)
            .map_err(store_err(lang))?;
    }
    view::game_view(store, lang, game)
}

/// The start roll of a round: everyone rolls both dice, highest starts the blue round,
/// lowest the orange; tied players re-roll until one is left. Every roll is logged.
pub fn roll_start(state: &AppState, game: i64, round: Round) -> CommandResult<RollOutcome> {
    let lang = state.lang();
    let mut store = state.store()?;
    let detail = store.game(GameId(game)).map_err(store_err(lang))?;
    let contest = dice::start_roll(&mut *state.dice(), &detail.sheet.players, round)
        .map_err(|e| CommandError::invalid(messages::dice_error(lang, &e)))?;
    let rolls: Vec<RollRecord<String>> = contest.rolls().cloned().collect();
    let view = save_rolls(&mut store, lang, game, &rolls, None)?;
    Ok(RollOutcome {
        contest: Some(contest),
        roll: None,
        view,
    })
}

/// The roll-off the engine is waiting for (most cards, or the victory under the
/// roll-off house rule), rolled by the engine and written on the sheet, then saved.
pub fn settle_tie(state: &AppState, game: i64, tie: Tie) -> CommandResult<RollOutcome> {
    let lang = state.lang();
    let mut store = state.store()?;
    let detail = store.game(GameId(game)).map_err(store_err(lang))?;
    let Some(out) = papillon_core::settle_tie(&detail.sheet, tie, &mut *state.dice()) else {
        let key = match tie {
            Tie::MostCards => Phrase::NoMostCardsTie,
            Tie::Winner => Phrase::NoWinnerTie,
        };
        return Err(CommandError::invalid(messages::text(lang, key)));
    };
    let rolls: Vec<RollRecord<String>> = out.contest.rolls().cloned().collect();
    let view = save_rolls(&mut store, lang, game, &rolls, Some(&out.sheet))?;
    Ok(RollOutcome {
        contest: Some(out.contest),
        roll: None,
        view,
    })
}

/// Rolls the value of one Couteau Suisse left in `player`'s hand (two dice or one, as
/// the game's house rule says) and saves it on the sheet.
pub fn roll_couteau(state: &AppState, game: i64, player: String) -> CommandResult<RollOutcome> {
    let lang = state.lang();
    let mut store = state.store()?;
    let detail = store.game(GameId(game)).map_err(store_err(lang))?;
    let Some((sheet, roll)) =
        papillon_core::roll_couteau_suisse(&detail.sheet, &player, &mut *state.dice())
    else {
        return Err(CommandError::invalid(messages::no_couteau(lang, &player)));
    };
    let view = save_rolls(
        &mut store,
        lang,
        game,
        std::slice::from_ref(&roll),
        Some(&sheet),
    )?;
    Ok(RollOutcome {
        contest: None,
        roll: Some(roll),
        view,
    })
}

/// A free roll of both dice (for anything the table needs), logged.
pub fn roll_dice(state: &AppState, game: Option<i64>) -> CommandResult<Throw> {
    let lang = state.lang();
    let throw = Throw::pair(&mut *state.dice());
    let record = RollRecord {
        player: messages::text(lang, Phrase::TheTable),
        purpose: RollPurpose::RollOff,
        throw,
    };
    state
        .store()?
        .log_rolls(game.map(GameId), &[record])
        .map_err(store_err(lang))?;
    Ok(throw)
}

/// Five players: the start roll decides who picks the two partners (docs/rules.md §2.4).
pub fn roll_teams(state: &AppState, players: Vec<String>) -> CommandResult<Contest<String>> {
    let lang = state.lang();
    check_names(&players).map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))?;
    let contest = dice::start_roll(&mut *state.dice(), &players, Round::Blue)
        .map_err(|e| CommandError::invalid(messages::dice_error(lang, &e)))?;
    let rolls: Vec<RollRecord<String>> = contest.rolls().cloned().collect();
    state
        .store()?
        .log_rolls(None, &rolls)
        .map_err(store_err(lang))?;
    Ok(contest)
}
