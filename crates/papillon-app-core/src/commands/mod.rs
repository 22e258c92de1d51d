//! The app's commands, by what they serve: [`settings`] (settings and where the user
//! was), [`catalog`] (what the screens draw from), [`teams`], [`games`] (score keeping
//! at a real table), [`dice`] and [`backup`]; the games against the computer are in
//! `crate::play` and the referee in `crate::referee` (the table link, which needs a
//! server, is the desktop app's: `src-tauri/src/commands/share.rs`). Each command
//! validates what the front end sent, calls the engine or the store, and returns the
//! result or a typed error. No rule is decided here.

pub mod backup;
pub mod catalog;
pub mod dice;
pub mod family;
pub mod games;
pub mod settings;
pub mod teams;

use papillon_store::{GameSummary, Player};
use serde::Serialize;
use serde_json::Value;

use crate::error::{CommandError, CommandResult};
use crate::messages::Lang;
use crate::state::AppState;

pub use catalog::{CardInfo, Catalog, FamilyInfo, NumberedTrump, catalog};
pub use dice::RollOutcome;
pub use settings::{GameTab, Location, PlaySpeed, Screen, Settings, Theme};
pub use teams::{TeamChoice, TeamProposal};

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Startup {
    pub version: &'static str,
    pub db_path: String,
    pub settings: Settings,
    pub location: Option<Location>,
    pub resume: Option<GameSummary>,
    pub catalog: Catalog,
}

pub(crate) fn json<T: Serialize>(value: T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

pub(crate) fn store_err(lang: Lang) -> impl Fn(papillon_store::StoreError) -> CommandError {
    move |e| CommandError::store(lang, e)
}

/// Everything the front end needs to draw its first screen, in one call.
/// `system_language`: the language the front end read from the system, used for
/// messages while the setting follows the system.
pub fn app_start(state: &AppState, system_language: Option<Lang>) -> CommandResult<Startup> {
    let store = state.store()?;
    let settings = settings::load(&store);
    state.set_lang(settings.language.or(system_language).unwrap_or_default());
    let lang = state.lang();
    // a location saved by another version that this one cannot read starts at home
    let location = store
        .setting(settings::LOCATION_KEY)
        .map_err(store_err(lang))?
        .and_then(|v| serde_json::from_value::<Location>(v).ok());
    let resume = store.resume().map_err(store_err(lang))?;
    Ok(Startup {
        version: env!("CARGO_PKG_VERSION"),
        db_path: state.db_path.display().to_string(),
        settings,
        location,
        resume,
        catalog: catalog(),
    })
}

pub fn list_players(state: &AppState) -> CommandResult<Vec<Player>> {
    let lang = state.lang();
    state.store()?.players().map_err(store_err(lang))
}

pub fn add_player(state: &AppState, name: String) -> CommandResult<Player> {
    let lang = state.lang();
    let mut store = state.store()?;
    store.add_player(&name).map_err(store_err(lang))?;
    store.player_by_name(&name).map_err(store_err(lang))
}
