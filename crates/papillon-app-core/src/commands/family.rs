//! Score keeping for the family's other games at a real table (the 18th-century
//! Papillon's counters, Farfalia, PROUT): each game's own typed sheet, sent whole after
//! every tap with the revision it was made on, checked and scored by its engine, kept by
//! the store with undo and redo. A refused sheet comes back as the engine's typed
//! problems, for the front end to word; nothing is saved then.

use game_kit::ScoreSheet;
use papillon_store::{
    GameId, GameSummary, GameType, PlayerStats, SheetError, SheetGame, Store, StoreError,
};
use serde::{Deserialize, Serialize};

use super::games::todays_session;
use super::store_err;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang, Phrase};
use crate::state::AppState;

/// A sheet of one of the family's other games, tagged with its game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game", content = "sheet", rename_all = "snake_case")]
pub enum FamilySheet {
    Classic(classic_papillon::Ledger),
    Farfalia(farfalia::FarfaliaSheet),
    Prout(prout::ProutSheet),
}

/// The engine's report of a sheet, tagged with its game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game", content = "report", rename_all = "snake_case")]
pub enum FamilyReport {
    Classic(classic_papillon::LedgerReport),
    Farfalia(farfalia::FarfaliaReport),
    Prout(prout::ProutReport),
}

/// What the engine found wrong with a sheet, as data, tagged with its game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game", content = "problems", rename_all = "snake_case")]
pub enum FamilyProblems {
    Classic(Vec<classic_papillon::LedgerProblem>),
    Farfalia(Vec<farfalia::Problem>),
    Prout(Vec<prout::Problem>),
}

/// A game of the family as it stands.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct FamilyGameView {
    pub summary: GameSummary,
    /// The current revision: the next entry is made on it.
    pub revision: u32,
    pub sheet: FamilySheet,
    /// The engine's score; none only for a sheet an older version stored that breaks a
    /// rule of this one (`problems` then says which).
    pub report: Option<FamilyReport>,
    pub problems: Option<FamilyProblems>,
    pub can_undo: bool,
    pub can_redo: bool,
}

/// One game of the family: its sheet, report and problem types, and how each is
/// wrapped for the front end.
trait Member: ScoreSheet {
    fn wrap(sheet: Self) -> FamilySheet;
    fn wrap_report(report: Self::Report) -> FamilyReport;
    fn wrap_problems(problems: Vec<Self::Problem>) -> FamilyProblems;
}

macro_rules! member {
    ($ty:ty, $variant:ident) => {
        impl Member for $ty {
            fn wrap(sheet: Self) -> FamilySheet {
                FamilySheet::$variant(sheet)
            }
            fn wrap_report(report: Self::Report) -> FamilyReport {
                FamilyReport::$variant(report)
            }
            fn wrap_problems(problems: Vec<Self::Problem>) -> FamilyProblems {
                FamilyProblems::$variant(problems)
            }
        }
    };
}

member!(classic_papillon::Ledger, Classic);
member!(farfalia::FarfaliaSheet, Farfalia);
member!(prout::ProutSheet, Prout);

fn view<S: Member>(game: SheetGame<S>) -> FamilyGameView {
    FamilyGameView {
        summary: game.summary,
        revision: game.revision,
        sheet: S::wrap(game.sheet),
        report: game.report.map(S::wrap_report),
        problems: (!game.problems.is_empty()).then(|| S::wrap_problems(game.problems)),
        can_undo: game.can_undo,
        can_redo: game.can_redo,
    }
}

/// A refusal: the store's reason, or the engine's problems as data with the sheet's
/// English beside them (the front end words the data in the player's language).
fn refusal<S: Member>(lang: Lang, error: SheetError<S::Problem>) -> CommandError {
    match error {
        SheetError::Store(e) => CommandError::store(lang, e),
        SheetError::Refused(problems) => CommandError {
            code: ErrorCode::Refused,
            message: messages::text(lang, Phrase::Refused),
            details: problems.iter().map(ToString::to_string).collect(),
            problems: Some(S::wrap_problems(problems)),
        },
    }
}

fn start<S: Member>(store: &mut Store, lang: Lang, sheet: S) -> CommandResult<FamilyGameView> {
    let session = todays_session(store).map_err(store_err(lang))?;
    let game = store
        .new_sheet_game(&sheet, Some(session))
        .map_err(|e| refusal::<S>(lang, e))?;
    Ok(view(store.sheet_game::<S>(game).map_err(store_err(lang))?))
}

fn save<S: Member>(
    store: &mut Store,
    lang: Lang,
    game: i64,
    revision: u32,
    sheet: S,
) -> CommandResult<FamilyGameView> {
    store
        .save_sheet(GameId(game), Some(revision), &sheet)
        .map(view)
        .map_err(|e| refusal::<S>(lang, e))
}

fn read<S: Member>(store: &Store, lang: Lang, game: i64) -> CommandResult<FamilyGameView> {
    Ok(view(
        store
            .sheet_game::<S>(GameId(game))
            .map_err(store_err(lang))?,
    ))
}

fn restore<S: Member>(
    store: &mut Store,
    lang: Lang,
    game: i64,
    redo: bool,
) -> CommandResult<FamilyGameView> {
    let game = GameId(game);
    let now = if redo {
        store.sheet_redo::<S>(game)
    } else {
        store.sheet_undo::<S>(game)
    };
    Ok(view(now.map_err(store_err(lang))?))
}

/// Runs `$body` with `$S` the sheet type of the stored game `$game`.
macro_rules! by_type {
    ($store:expr, $lang:expr, $game:expr, |$S:ident| $body:expr) => {{
        match $store.game_type(GameId($game)).map_err(store_err($lang))? {
            GameType::Classic => {
                type $S = classic_papillon::Ledger;
                $body
            }
            GameType::Farfalia => {
                type $S = farfalia::FarfaliaSheet;
                $body
            }
            GameType::Prout => {
                type $S = prout::ProutSheet;
                $body
            }
            found @ GameType::Papillon => Err(CommandError::store(
                $lang,
                StoreError::OtherGame {
                    game: GameId($game),
                    expected: GameType::Prout,
                    found,
                },
            )),
        }
    }};
}

/// Starts a game of the family from its first sheet (names, mode, options).
pub fn family_new(state: &AppState, sheet: FamilySheet) -> CommandResult<FamilyGameView> {
    let lang = state.lang();
    let mut store = state.store()?;
    match sheet {
        FamilySheet::Classic(s) => start(&mut store, lang, s),
        FamilySheet::Farfalia(s) => start(&mut store, lang, s),
        FamilySheet::Prout(s) => start(&mut store, lang, s),
    }
}

pub fn family_view(state: &AppState, game: i64) -> CommandResult<FamilyGameView> {
    let lang = state.lang();
    let store = state.store()?;
    by_type!(store, lang, game, |S| read::<S>(&store, lang, game))
}

/// One tap: the whole sheet after it, made on revision `revision`. A stale entry or a
/// sheet with a problem is refused and nothing is saved.
pub fn family_save(
    state: &AppState,
    game: i64,
    revision: u32,
    sheet: FamilySheet,
) -> CommandResult<FamilyGameView> {
    let lang = state.lang();
    let mut store = state.store()?;
    let found = store.game_type(GameId(game)).map_err(store_err(lang))?;
    let other = |expected: GameType| {
        CommandError::store(
            lang,
            StoreError::OtherGame {
                game: GameId(game),
                expected,
                found,
            },
        )
    };
    match sheet {
        FamilySheet::Classic(s) if found == GameType::Classic => {
            save(&mut store, lang, game, revision, s)
        }
        FamilySheet::Farfalia(s) if found == GameType::Farfalia => {
            save(&mut store, lang, game, revision, s)
        }
        FamilySheet::Prout(s) if found == GameType::Prout => {
            save(&mut store, lang, game, revision, s)
        }
        FamilySheet::Classic(_) => Err(other(GameType::Classic)),
        FamilySheet::Farfalia(_) => Err(other(GameType::Farfalia)),
        FamilySheet::Prout(_) => Err(other(GameType::Prout)),
    }
}

pub fn family_undo(state: &AppState, game: i64) -> CommandResult<FamilyGameView> {
    let lang = state.lang();
    let mut store = state.store()?;
    by_type!(store, lang, game, |S| restore::<S>(
        &mut store, lang, game, false
    ))
}

pub fn family_redo(state: &AppState, game: i64) -> CommandResult<FamilyGameView> {
    let lang = state.lang();
    let mut store = state.store()?;
    by_type!(store, lang, game, |S| restore::<S>(
        &mut store, lang, game, true
    ))
}

/// The statistics of one game of the family (Papillon's own, or another game's from the
/// standings its engine gave).
pub fn family_statistics(state: &AppState, game: GameType) -> CommandResult<Vec<PlayerStats>> {
    let lang = state.lang();
    let store = state.store()?;
    match game {
        GameType::Papillon => store.stats(),
        GameType::Classic => store.sheet_stats::<classic_papillon::Ledger>(),
        GameType::Farfalia => store.sheet_stats::<farfalia::FarfaliaSheet>(),
        GameType::Prout => store.sheet_stats::<prout::ProutSheet>(),
    }
    .map_err(store_err(lang))
}
