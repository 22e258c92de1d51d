//! The commands of games against the computer. Each move is checked by the engine and
//! committed to the store in its own transaction before the answer; the computer
//! thinks on a blocking thread, without holding the store. What every game's commands
//! share is in `games/`; the modern game's descriptor is `games/modern.rs`.

use papillon_core::RuleOptions;
use papillon_core::ai::Level;
use papillon_core::card::{Face, FaceSet};
use papillon_core::dice::Contest;
use papillon_core::game::GameKind;
use papillon_core::practice::Modern;
use papillon_core::practice::{PracticeError, SeatPlayer};
use papillon_store::practice::SavedPractice;
use papillon_store::{GameStatus, PracticeId, PracticeSummary, Store};
use serde::{Deserialize, Serialize};
use tauri::State;

use super::AnyPractice;
use super::games::modern::{deal, practice_err};
use super::games::{self, store_err};
use super::view::{BlueChoice, HintView, PracticeView, ReviewView};
use crate::commands::blocking;
use crate::error::{CommandError, CommandResult};
use crate::messages::{self, Lang};
use crate::state::AppState;

/// One seat of a new game: a name and who plays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct PracticeSeat {
    pub name: String,
    pub player: SeatPlayer,
}

/// How the sides are made (docs/rules.md §2): by the seating (2 and 4 players, 3 each
/// alone), who plays alone (3 players, two against one), or the partners the winner of
/// the start roll picks (5 players; a computer winner picks its own).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "teams", rename_all = "snake_case")]
pub enum PracticeTeams {
    Seating,
    Alone { seat: usize },
    Picked { partners: [usize; 2] },
}

/// The deal of a new game, before the teams are complete: its seed and start roll.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PracticeDeal {
    pub seed: u64,
    pub start_roll: Option<Contest<String>>,
    /// With five players: the seat that picks two partners, and — when it is the
    /// computer — the two it picks.
    pub picker: Option<usize>,
    pub picked: Option<[usize; 2]>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct PracticeRequest {
    pub kind: GameKind,
    pub seats: Vec<PracticeSeat>,
    pub options: RuleOptions,
    pub teams: PracticeTeams,
    pub seed: u64,
    /// Replaying the deal of this game (it will not count in statistics).
    #[serde(default)]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub replay_of: Option<i64>,
}

/// A person's results against the computer (finished games, replays of a deal left out).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PracticeStats {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// The mean of the person's side score.
    pub mean_score: f64,
    /// The strongest computer level faced, per game: games and wins by that level.
    pub by_level: Vec<LevelRecord>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct LevelRecord {
    pub level: Level,
    pub games: u32,
    pub wins: u32,
}

/// A new deal for these seats: a fresh seed and its start roll (shown as dice).
#[tauri::command]
pub async fn practice_prepare(
    state: State<'_, AppState>,
    kind: GameKind,
    seats: Vec<PracticeSeat>,
) -> CommandResult<PracticeDeal> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let seed = state.deal_seed();
        deal(lang, kind, &seats, seed)
    })
    .await
}

/// Starts a game against the computer and saves it.
#[tauri::command]
pub async fn practice_new(
    state: State<'_, AppState>,
    request: PracticeRequest,
) -> CommandResult<PracticeView> {
    blocking(&state, move |state| {
        games::new_game::<Modern>(state, state.lang(), request)
    })
    .await
}

fn load(
    store: &Store,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<(SavedPractice<Modern>, AnyPractice)> {
    games::load::<Modern>(store, lang, id)
}

#[tauri::command]
pub async fn practice_view(state: State<'_, AppState>, id: i64) -> CommandResult<PracticeView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        games::show::<Modern>(&*state.store()?, lang, PracticeId(id))
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
) -> CommandResult<PracticeView> {
    blocking(&state, move |state| {
        games::play::<Modern>(state, PracticeId(id), number, &action)
    })
    .await
}

/// The computer's move, as move number `number`: it thinks without holding the store.
#[tauri::command]
pub async fn practice_step(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
) -> CommandResult<PracticeView> {
    blocking(&state, move |state| {
        games::step::<Modern>(state, PracticeId(id), number)
    })
    .await
}

/// Takes back the last person's move and the computer's answers to it; `moves`: the
/// moves of the game as the screen showed it.
#[tauri::command]
pub async fn practice_take_back(
    state: State<'_, AppState>,
    id: i64,
    moves: u32,
) -> CommandResult<PracticeView> {
    blocking(&state, move |state| {
        games::take_back::<Modern>(state, PracticeId(id), moves)
    })
    .await
}

/// Refuses a request made for a move the game is no longer at, or when no person is to
/// play (a hint or a capture choice never speaks for a computer's hand).
fn person_to_play(
    lang: Lang,
    saved: &SavedPractice<Modern>,
    practice: &AnyPractice,
    number: u32,
) -> CommandResult<()> {
    games::check_number(lang, saved, number)?;
    match practice.to_play() {
        Some((_, SeatPlayer::Person)) => Ok(()),
        Some((seat, SeatPlayer::Computer(_))) => {
            Err(practice_err(lang)(PracticeError::ComputerSeat { seat }))
        }
        None => Err(practice_err(lang)(PracticeError::Over)),
    }
}

/// What the hard level would play for the person to play move `number`, and why.
#[tauri::command]
pub async fn practice_hint(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
) -> CommandResult<Option<HintView>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let (saved, practice) = load(&*state.store()?, lang, PracticeId(id))?;
        person_to_play(lang, &saved, &practice, number)?;
        Ok(practice.hint(Level::Hard))
    })
    .await
}

fn parse_face(lang: Lang, text: &str) -> CommandResult<Face> {
    text.parse::<Face>()
        .map_err(|e| CommandError::invalid(messages::card_parse_error(lang, &e)))
}

/// The plate cards still open to a blue capture by `card` taking the `chosen` ones.
#[tauri::command]
pub async fn practice_blue_choice(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
    card: String,
    chosen: Vec<String>,
) -> CommandResult<BlueChoice> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let card = parse_face(lang, &card)?;
        let mut set = FaceSet::EMPTY;
        for text in chosen.iter().take(papillon_core::card::DECK_SIZE + 1) {
            set.insert(parse_face(lang, text)?);
        }
        let (saved, practice) = load(&*state.store()?, lang, PracticeId(id))?;
        person_to_play(lang, &saved, &practice, number)?;
        practice
            .blue_choice(card, set, lang)
            .ok_or_else(|| practice_err(lang)(PracticeError::Over))
    })
    .await
}

/// Step `step` of a game's review (every hand shown).
#[tauri::command]
pub async fn practice_review(
    state: State<'_, AppState>,
    id: i64,
    step: u32,
) -> CommandResult<ReviewView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let saved = state
            .store()?
            .practice::<Modern>(PracticeId(id))
            .map_err(store_err(lang))?;
        if saved.status != GameStatus::Finished {
            return Err(CommandError::invalid(messages::text(
                lang,
                messages::Phrase::ReviewUnfinished,
            )));
        }
        super::review(&saved, step).map_err(practice_err(lang))
    })
    .await
}

/// Games against the computer, latest first (`in_progress`: only those to resume).
#[tauri::command]
pub async fn list_practice(
    state: State<'_, AppState>,
    in_progress: bool,
    limit: u32,
) -> CommandResult<Vec<PracticeSummary>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        Ok(state
            .store()?
            .practice_games::<Modern>(in_progress, limit.min(10_000))
            .map_err(store_err(lang))?
            .into_iter()
            .map(PracticeSummary::of)
            .collect())
    })
    .await
}

/// Each person's results against the computer: finished games, replays left out.
#[tauri::command]
pub async fn practice_statistics(state: State<'_, AppState>) -> CommandResult<Vec<PracticeStats>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let games = state
            .store()?
            .practice_games::<Modern>(false, u32::MAX)
            .map_err(store_err(lang))?;
        Ok(practice_stats(&games))
    })
    .await
}

/// Each person's results from games as the store lists them, by name.
pub fn practice_stats(games: &[SavedPractice<Modern>]) -> Vec<PracticeStats> {
    let mut stats: Vec<PracticeStats> = games::records(games)
        .into_iter()
        .map(|r| PracticeStats {
            mean_score: r.points as f64 / f64::from(r.games.max(1)),
            name: r.name,
            games: r.games,
            wins: r.wins,
            by_level: r
                .by_level
                .into_iter()
                .map(|(level, games, wins)| LevelRecord { level, games, wins })
                .collect(),
        })
        .collect();
    stats.sort_by(|a, b| a.name.cmp(&b.name));
    stats
}
