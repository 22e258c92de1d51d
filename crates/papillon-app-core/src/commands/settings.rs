//! The user's settings and where the user was (a relaunch comes back to the same
//! screen).

use papillon_core::RuleOptions;
use papillon_store::Store;
use serde::{Deserialize, Serialize};

use super::{json, store_err};
use crate::error::{CommandError, CommandResult};
use crate::messages::{self, Lang, Phrase};
use crate::state::AppState;

pub(crate) const SETTINGS_KEY: &str = "settings";
pub(crate) const LOCATION_KEY: &str = "location";
/// The screen position is a handful of ids and a name; anything larger is not ours.
const MAX_LOCATION_BYTES: usize = 4096;

/// The app's screens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Screen {
    Home,
    New,
    Game,
    History,
    Stats,
    Rules,
    Settings,
    /// Setting up a game against the computer.
    PlayNew,
    /// A game against the computer (`Location.game`: its id).
    Play,
    /// Stepping through a finished game against the computer.
    Review,
    /// The referee (`Location.tab`: blue or orange; `Location.game`: the score-keeping
    /// game it was opened from, to go back to).
    Referee,
    /// A game of the family's other games kept at a real table (`Location.game`: its id).
    Family,
    /// Setting up a game of the 18th-century Papillon against the computer.
    ClassicPlayNew,
    /// A game of the 18th-century Papillon against the computer (`Location.game`).
    ClassicPlay,
    /// Setting up a game of Farfalia against the computer.
    FarfaliaPlayNew,
    /// A game of Farfalia against the computer (`Location.game`).
    FarfaliaPlay,
    /// An evening's story (`Location.session`: the evening; `Location.game`: the game it
    /// was opened from, to go back to).
    Evening,
}

/// The tabs of a game's screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GameTab {
    Dice,
    Blue,
    Orange,
    Result,
}

/// Where the user is, saved at every move so a relaunch comes back to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Location {
    pub screen: Screen,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub game: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub tab: Option<GameTab>,
    /// The player whose entries are shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub player: Option<String>,
    /// The paragraph of the rules screen to show.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub section: Option<crate::referee::RuleSection>,
    /// The evening (session) whose story is shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub session: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

/// The user's settings. `language: None` follows the system (French when the system
/// is French, else English; the front end reads the system language).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Settings {
    pub language: Option<Lang>,
    pub theme: Theme,
    pub sound: bool,
    pub haptics: bool,
    pub default_options: RuleOptions,
    /// How fast the computer's moves are shown.
    pub play_speed: PlaySpeed,
    /// Play a person's move by itself when it is the only legal one.
    pub auto_play: bool,
    /// Keep the screen awake while a game (score sheet or against the computer) or the
    /// referee is open.
    pub keep_awake: bool,
}

/// How long each computer move stays on screen before the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub enum PlaySpeed {
    Instant,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: None,
            theme: Theme::System,
            sound: true,
            haptics: true,
            default_options: RuleOptions::default(),
            play_speed: PlaySpeed::Normal,
            auto_play: false,
            keep_awake: true,
        }
    }
}

pub(crate) fn load(store: &Store) -> Settings {
    store
        .setting(SETTINGS_KEY)
        .ok()
        .flatten()
        .and_then(|v| serde_json::from_value(v).ok())
        .unwrap_or_default()
}

/// Saves the settings. `system_language` is the language the front end chose when the
/// setting follows the system; error messages use it.
pub fn save_settings(
    state: &AppState,
    settings: Settings,
    system_language: Option<Lang>,
) -> CommandResult<Settings> {
    let lang = settings.language.or(system_language).unwrap_or_default();
    settings
        .default_options
        .validate()
        .map_err(|e| CommandError::one(lang, &e.into()))?;
    let mut store = state.store()?;
    store
        .set_setting(SETTINGS_KEY, &json(&settings))
        .map_err(store_err(lang))?;
    state.set_lang(lang);
    Ok(settings)
}

pub fn save_location(state: &AppState, location: Location) -> CommandResult<()> {
    let lang = state.lang();
    let location = json(&location);
    if location.to_string().len() > MAX_LOCATION_BYTES {
        return Err(CommandError::invalid(messages::text(
            lang,
            Phrase::LocationTooBig,
        )));
    }
    state
        .store()?
        .set_setting(LOCATION_KEY, &location)
        .map_err(store_err(lang))
}
