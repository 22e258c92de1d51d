//! The app's commands: each validates what the front end sent, calls the engine or the
//! store, and returns the result or a readable error in the app's language. No rule is
//! decided here.

use papillon_core::card::{COPIES_PER_FACE, Family};
use papillon_core::dice::{self, Contest, RollPurpose, RollRecord, Round, Throw};
use papillon_core::entry::SheetEdit;
use papillon_core::options::{OptionSchema, TrumpNumbers};
use papillon_core::scoring::{CardPoints, blue_scoring_faces, card_points};
use papillon_core::sheet::{MAX_NAME_CHARS, PAPILLON_DRAW, check_names};
use papillon_core::{Face, Rank, RuleOptions, SheetInput, TeamSetup, Tie, Trump};
use papillon_store::{
    GameFilter, GameId, GameSummary, ImportSummary, NewGame, Player, PlayerStats, Saved, Store,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tauri::State;

use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang, Phrase};
use crate::state::AppState;
use crate::view::{self, GameView};

const SETTINGS_KEY: &str = "settings";
const LOCATION_KEY: &str = "location";
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
}
/// A backup of years of games is a few megabytes; refuse what cannot be one.
const MAX_IMPORT_BYTES: usize = 64 * 1024 * 1024;

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

/// One card as the front end draws it, with what it is worth in each round (under the
/// default house rules).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct CardInfo {
    /// The notation the sheet uses (`F3`, `chat-noir`).
    pub face: String,
    pub name: String,
    pub family: Option<char>,
    pub rank: Option<u8>,
    pub trump: Option<&'static str>,
    pub points: CardPoints,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct FamilyInfo {
    pub letter: char,
    pub name: &'static str,
}

/// A trump a group may give a printed number (the key in `trump_numbers`).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct NumberedTrump {
    pub key: &'static str,
    pub card: CardInfo,
}

/// What the front end needs to draw every screen without knowing the rules.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Catalog {
    pub deck_size: usize,
    /// How many times one face exists across the two decks.
    pub copies_per_face: usize,
    pub papillon_draw: usize,
    /// Every card of a deck, in deck order.
    pub cards: Vec<CardInfo>,
    pub blue_scoring: Vec<CardInfo>,
    pub families: Vec<FamilyInfo>,
    pub ranks: Vec<u8>,
    pub trumps: Vec<CardInfo>,
    /// Every house rule with a list of values (the default first).
    pub house_rules: Vec<OptionSchema>,
    /// The trumps whose printed number a group may set, and the largest number.
    pub numbered_trumps: Vec<NumberedTrump>,
    pub max_trump_number: u8,
    pub default_options: RuleOptions,
    pub min_players: usize,
    pub max_players: usize,
    pub max_name_chars: usize,
    /// Tours of the orange round per player count (index: players).
    pub orange_tours: Vec<Option<usize>>,
    /// The scorer's fixed points, for the rules screen.
    pub points: FixedPoints,
}

/// The points the scorer gives that do not depend on a card (docs/rules.md §5, §7).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct FixedPoints {
    pub most_cards: i32,
    pub yin_yang_together: i32,
    /// Yin and Yang together under the `together_50` house rule.
    pub yin_yang_together_50: i32,
    pub consolation: i32,
    pub tour: i32,
    pub last_tour: i32,
}

/// What the rules say of the teams for these players in this seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "proposal", rename_all = "snake_case")]
pub enum TeamProposal {
    /// The seating decides: each alone, or crossed pairs with four players.
    Fixed { teams: Vec<Vec<String>> },
    /// Three players, two against one: the players say who plays alone.
    ChooseAlone,
    /// Five players: the start roll's winner picks two partners.
    PickAfterRoll,
}

/// How the players chose their teams, when the seating alone does not decide them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "choice", rename_all = "snake_case", deny_unknown_fields)]
pub enum TeamChoice {
    /// As the seating gives them (each alone; 4 players crossed).
    Seating,
    /// Three players, two against one: who plays alone.
    Alone { player: String },
    /// Five players: the winner of the start roll and the two partners they picked.
    Picked {
        picker: String,
        partners: [String; 2],
    },
}

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

/// A roll and the game as it stands after the roll was saved.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct RollOutcome {
    pub contest: Option<Contest<String>>,
    pub roll: Option<RollRecord<String>>,
    pub view: GameView,
}

fn card_info(face: Face) -> CardInfo {
    let (family, rank) = match face {
        Face::Family(family, rank) => (Some(family.letter()), Some(rank.value())),
        Face::Trump(_) => (None, None),
    };
    CardInfo {
        face: face.notation(),
        name: face.name(),
        family,
        rank,
        trump: face.trump().map(Trump::notation),
        points: card_points(face, &RuleOptions::default()),
    }
}

fn json<T: Serialize>(value: T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

pub fn catalog() -> Catalog {
    Catalog {
        deck_size: papillon_core::card::DECK_SIZE,
        copies_per_face: COPIES_PER_FACE,
        papillon_draw: PAPILLON_DRAW,
        cards: Face::all().map(card_info).collect(),
        blue_scoring: blue_scoring_faces().into_iter().map(card_info).collect(),
        families: Family::ALL
            .iter()
            .map(|f| FamilyInfo {
                letter: f.letter(),
                name: f.name(),
            })
            .collect(),
        ranks: Rank::all().map(Rank::value).collect(),
        trumps: Trump::ALL
            .iter()
            .map(|t| card_info(Face::Trump(*t)))
            .collect(),
        house_rules: RuleOptions::schema(),
        numbered_trumps: TrumpNumbers::NUMBERED
            .iter()
            .map(|&(key, trump)| NumberedTrump {
                key,
                card: card_info(Face::Trump(trump)),
            })
            .collect(),
        max_trump_number: papillon_core::options::MAX_TRUMP_NUMBER,
        default_options: RuleOptions::default(),
        min_players: papillon_core::teams::MIN_PLAYERS,
        max_players: papillon_core::teams::MAX_PLAYERS,
        max_name_chars: MAX_NAME_CHARS,
        orange_tours: (0..=papillon_core::teams::MAX_PLAYERS)
            .map(papillon_core::sheet::orange_tours)
            .collect(),
        points: {
            use papillon_core::scoring::*;
            FixedPoints {
                most_cards: BLUE_CARD_POINTS,
                yin_yang_together: YIN_YANG_TOGETHER,
                yin_yang_together_50: YIN_YANG_TOGETHER + 2 * BLUE_CARD_POINTS,
                consolation: CONSOLATION_POINTS,
                tour: TOUR_POINTS,
                last_tour: LAST_TOUR_POINTS,
            }
        },
    }
}

fn load_settings(store: &Store) -> Settings {
    store
        .setting(SETTINGS_KEY)
        .ok()
        .flatten()
        .and_then(|v| serde_json::from_value(v).ok())
        .unwrap_or_default()
}

/// Runs a command's work on a blocking thread (SQLite commits, an import, the dice):
/// the async runtime's workers and the window never wait on the disk.
pub(crate) async fn blocking<T: Send + 'static>(
    state: &AppState,
    work: impl FnOnce(&AppState) -> CommandResult<T> + Send + 'static,
) -> CommandResult<T> {
    let state = state.clone();
    tauri::async_runtime::spawn_blocking(move || work(&state))
        .await
        .map_err(|e| CommandError::new(ErrorCode::Store, e.to_string()))?
}

fn store_err(lang: Lang) -> impl Fn(papillon_store::StoreError) -> CommandError {
    move |e| CommandError::store(lang, e)
}

/// Everything the front end needs to draw its first screen, in one call.
/// `system_language`: the language the front end read from the system, used for
/// messages while the setting follows the system.
#[tauri::command]
pub async fn app_start(
    state: State<'_, AppState>,
    system_language: Option<Lang>,
) -> CommandResult<Startup> {
    blocking(&state, move |state| {
        let store = state.store()?;
        let settings = load_settings(&store);
        state.set_lang(settings.language.or(system_language).unwrap_or_default());
        let lang = state.lang();
        // a location saved by another version that this one cannot read starts at home
        let location = store
            .setting(LOCATION_KEY)
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
    })
    .await
}

/// Saves the settings. `system_language` is the language the front end chose when the
/// setting follows the system; error messages use it.
#[tauri::command]
pub async fn save_settings(
    state: State<'_, AppState>,
    settings: Settings,
    system_language: Option<Lang>,
) -> CommandResult<Settings> {
    blocking(&state, move |state| {
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
    })
    .await
}

#[tauri::command]
pub async fn save_location(state: State<'_, AppState>, location: Location) -> CommandResult<()> {
    blocking(&state, move |state| {
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
    })
    .await
}

#[tauri::command]
pub async fn list_players(state: State<'_, AppState>) -> CommandResult<Vec<Player>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        state.store()?.players().map_err(store_err(lang))
    })
    .await
}

#[tauri::command]
pub async fn add_player(state: State<'_, AppState>, name: String) -> CommandResult<Player> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let mut store = state.store()?;
        store.add_player(&name).map_err(store_err(lang))?;
        store.player_by_name(&name).map_err(store_err(lang))
    })
    .await
}

/// The teams the rules give for these players in this seat order, or how the players
/// choose them (3 two-against-one, 5 players) — docs/rules.md §2.
#[tauri::command]
pub async fn propose_teams(
    state: State<'_, AppState>,
    players: Vec<String>,
    options: RuleOptions,
) -> CommandResult<TeamProposal> {
    blocking(&state, move |state| {
        let lang = state.lang();
        check_names(&players).map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))?;
        if !(papillon_core::teams::MIN_PLAYERS..=papillon_core::teams::MAX_PLAYERS)
            .contains(&players.len())
        {
            return Err(CommandError::one(
                lang,
                &papillon_core::SheetError::PlayerCount(players.len()),
            ));
        }
        Ok(match TeamSetup::proposed(players.len(), &options) {
            Some(setup) => TeamProposal::Fixed {
                teams: setup.named_sides(&players),
            },
            None if players.len() == 5 => TeamProposal::PickAfterRoll,
            None => TeamProposal::ChooseAlone,
        })
    })
    .await
}

/// The teams the players chose, built by the engine's team rules (docs/rules.md §2):
/// who plays alone with three players two against one, or the start-roll winner's two
/// partners with five.
#[tauri::command]
pub async fn compose_teams(
    state: State<'_, AppState>,
    players: Vec<String>,
    options: RuleOptions,
    choice: TeamChoice,
) -> CommandResult<Vec<Vec<String>>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        check_names(&players).map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))?;
        let seat = |name: &str| -> CommandResult<usize> {
            players.iter().position(|p| p == name).ok_or_else(|| {
                CommandError::one(
                    lang,
                    &papillon_core::SheetError::UnknownPlayer {
                        name: name.to_owned(),
                        place: papillon_core::sheet::SheetPlace::Teams,
                        known: players.clone(),
                    },
                )
            })
        };
        let teams = match &choice {
            TeamChoice::Seating => {
                let shape = if players.len() == 5 {
                    papillon_core::teams::TeamShape::NameThreeAgainstTwo
                } else {
                    papillon_core::teams::TeamShape::NamePair
                };
                TeamSetup::proposed(players.len(), &options)
                    .ok_or(papillon_core::teams::TeamError::Shape(shape))
            }
            // each choice belongs to one table: three players two against one, or five
            TeamChoice::Alone { .. }
                if players.len() != 3
                    || options.three_players
                        != papillon_core::options::ThreePlayers::TwoAgainstOne =>
            {
                Err(papillon_core::teams::TeamError::Shape(
                    TeamSetup::proposed(players.len(), &options)
                        .map(|_| papillon_core::teams::TeamShape::ThreeEachAlone)
                        .unwrap_or(papillon_core::teams::TeamShape::NameThreeAgainstTwo),
                ))
            }
            TeamChoice::Picked { .. } if players.len() != 5 => {
                Err(papillon_core::teams::TeamError::Shape(
                    papillon_core::teams::TeamShape::FiveThreeAgainstTwo,
                ))
            }
            TeamChoice::Alone { player } => TeamSetup::two_against_one(seat(player)?),
            TeamChoice::Picked { picker, partners } => {
                TeamSetup::picked_by(seat(picker)?, [seat(&partners[0])?, seat(&partners[1])?])
            }
        };
        let teams = teams.map_err(|e| {
            let problem = match e {
                papillon_core::teams::TeamError::Shape(shape) => {
                    papillon_core::sheet::TeamProblem::Shape { shape }
                }
                _ => papillon_core::sheet::TeamProblem::EmptyTeam,
            };
            CommandError::one(lang, &papillon_core::SheetError::Teams(problem))
        })?;
        Ok(teams.named_sides(&players))
    })
    .await
}

/// Today's evening: the latest session if it started today (local time), else a new
/// one named after the date.
fn todays_session(store: &mut Store) -> papillon_store::Result<papillon_store::SessionId> {
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    if let Some(id) = store.session_by_name(&today)? {
        return Ok(id);
    }
    store.start_session(&today)
}

#[tauri::command]
pub async fn create_game(state: State<'_, AppState>, setup: NewGame) -> CommandResult<GameView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let mut store = state.store()?;
        let mut setup = setup;
        if setup.session.is_none() {
            setup.session = Some(todays_session(&mut store).map_err(store_err(lang))?);
        }
        let game = store.new_game(&setup).map_err(store_err(lang))?;
        view::game_view(&store, lang, game.0)
    })
    .await
}

#[tauri::command]
pub async fn game_view(state: State<'_, AppState>, game: i64) -> CommandResult<GameView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let store = state.store()?;
        view::game_view(&store, lang, game)
    })
    .await
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
#[tauri::command]
pub async fn record_entry(
    state: State<'_, AppState>,
    game: i64,
    revision: u32,
    edit: SheetEdit,
) -> CommandResult<GameView> {
    blocking(&state, move |state| {
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
    })
    .await
}

#[tauri::command]
pub async fn undo(state: State<'_, AppState>, game: i64) -> CommandResult<GameView> {
    blocking(&state, move |state| change_game(state, game, Store::undo)).await
}

#[tauri::command]
pub async fn redo(state: State<'_, AppState>, game: i64) -> CommandResult<GameView> {
    blocking(&state, move |state| change_game(state, game, Store::redo)).await
}

#[tauri::command]
pub async fn finish_game(state: State<'_, AppState>, game: i64) -> CommandResult<GameView> {
    blocking(&state, move |state| change_game(state, game, Store::finish)).await
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
#[tauri::command]
pub async fn roll_start(
    state: State<'_, AppState>,
    game: i64,
    round: Round,
) -> CommandResult<RollOutcome> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let mut store = state.store()?;
        let detail = store.game(GameId(game)).map_err(store_err(lang))?;
        let contest = dice::start_roll(&mut *state.dice(), &detail.sheet.players, round)
            .map_err(|e| CommandError::invalid(e.to_string()))?;
        let rolls: Vec<RollRecord<String>> = contest.rolls().cloned().collect();
        let view = save_rolls(&mut store, lang, game, &rolls, None)?;
        Ok(RollOutcome {
            contest: Some(contest),
            roll: None,
            view,
        })
    })
    .await
}

/// The roll-off the engine is waiting for (most cards, or the victory under the
/// roll-off house rule), rolled by the engine and written on the sheet, then saved.
#[tauri::command]
pub async fn settle_tie(
    state: State<'_, AppState>,
    game: i64,
    tie: Tie,
) -> CommandResult<RollOutcome> {
    blocking(&state, move |state| {
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
    })
    .await
}

/// Rolls the value of one Couteau Suisse left in `player`'s hand (two dice or one, as
/// the game's house rule says) and saves it on the sheet.
#[tauri::command]
pub async fn roll_couteau(
    state: State<'_, AppState>,
    game: i64,
    player: String,
) -> CommandResult<RollOutcome> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let mut store = state.store()?;
        let detail = store.game(GameId(game)).map_err(store_err(lang))?;
        let Some((sheet, roll)) =
            papillon_core::roll_couteau_suisse(&detail.sheet, &player, &mut *state.dice())
        else {
            return Err(CommandError::invalid(format!(
                "{player} {}",
                messages::text(lang, Phrase::NoCouteau)
            )));
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
    })
    .await
}

/// A free roll of both dice (for anything the table needs), logged.
#[tauri::command]
pub async fn roll_dice(state: State<'_, AppState>, game: Option<i64>) -> CommandResult<Throw> {
    blocking(&state, move |state| {
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
    })
    .await
}

/// Five players: the start roll decides who picks the two partners (docs/rules.md §2.4).
#[tauri::command]
pub async fn roll_teams(
    state: State<'_, AppState>,
    players: Vec<String>,
) -> CommandResult<Contest<String>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        check_names(&players).map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))?;
        let contest = dice::start_roll(&mut *state.dice(), &players, Round::Blue)
            .map_err(|_| CommandError::invalid(messages::text(lang, Phrase::NoPlayers)))?;
        let rolls: Vec<RollRecord<String>> = contest.rolls().cloned().collect();
        state
            .store()?
            .log_rolls(None, &rolls)
            .map_err(store_err(lang))?;
        Ok(contest)
    })
    .await
}

#[tauri::command]
pub async fn list_games(
    state: State<'_, AppState>,
    filter: GameFilter,
) -> CommandResult<Vec<GameSummary>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        state.store()?.list_games(&filter).map_err(store_err(lang))
    })
    .await
}

#[tauri::command]
pub async fn statistics(state: State<'_, AppState>) -> CommandResult<Vec<PlayerStats>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        state.store()?.stats().map_err(store_err(lang))
    })
    .await
}

/// Writes a full backup (JSON) into the backup folder and returns its path. Written to
/// a `.partial` file first, then renamed, so a backup on disk is always whole.
#[tauri::command]
pub async fn export_backup(state: State<'_, AppState>) -> CommandResult<String> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let text = state.store()?.export_json().map_err(store_err(lang))?;
        let name = format!(
            "papillon-backup-{}.json",
            chrono::Local::now().format("%Y-%m-%d-%H%M%S")
        );
        let path = state.backup_dir.join(name);
        let partial = path.with_extension("json.partial");
        let fail = |e: std::io::Error| {
            CommandError::new(
                ErrorCode::File,
                format!(
                    "{} {}: {e}",
                    messages::text(lang, Phrase::ExportFailed),
                    path.display()
                ),
            )
        };
        std::fs::create_dir_all(&state.backup_dir).map_err(fail)?;
        std::fs::write(&partial, text).map_err(fail)?;
        std::fs::rename(&partial, &path).map_err(fail)?;
        Ok(path.display().to_string())
    })
    .await
}

/// Imports a backup (the text of a file the user picked). All or nothing.
#[tauri::command]
pub async fn import_backup(
    state: State<'_, AppState>,
    text: String,
) -> CommandResult<ImportSummary> {
    blocking(&state, move |state| {
        let lang = state.lang();
        if text.len() > MAX_IMPORT_BYTES {
            return Err(CommandError::invalid(messages::text(
                lang,
                Phrase::ImportTooLarge,
            )));
        }
        state.store()?.import_json(&text).map_err(store_err(lang))
    })
    .await
}
