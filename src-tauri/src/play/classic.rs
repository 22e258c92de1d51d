//! The commands of the 18th-century Papillon against the computer. The engine
//! (`classic_papillon::practice`, on the family's session) decides every move; each is
//! committed in its own transaction before the answer; the computer thinks on a
//! blocking thread without holding the store. One person plays, the others are the
//! computer at their levels.

use classic_papillon::practice::LoggedMove;
use classic_papillon::referee::Allowed;
use classic_papillon::{Action, ClassicPractice, ClassicPracticeReport, Options, View};
use game_kit::ai::Level;
use game_kit::practice::{SeatPlayer, SessionError};
use papillon_store::{GameStatus, PracticeId, SavedPractice, Store};
use serde::{Deserialize, Serialize};
use tauri::State;

use super::games::classic::{person, session_err};
use super::games::{self, store_err};
use super::view::HintReason;
use crate::commands::blocking;
use crate::error::{CommandError, CommandResult};
use crate::messages::{self, Lang};
use crate::state::AppState;

/// The level whose advice the hint and the review give.
const ADVICE: Level = Level::Hard;

/// A new game: the players in playing order (the person first), each computer's
/// level, and the house rules.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ClassicPlayRequest {
    pub names: Vec<String>,
    /// Who plays each seat: exactly one person.
    pub seats: Vec<SeatPlayer>,
    pub options: Options,
}

/// One move the person may make, with what a capture earns (the referee's answer).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicChoice {
    pub action: Action,
    /// The capture (none for a reveal).
    pub capture: Option<Allowed>,
}

/// A game against the computer as the person sees it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicPlayView {
    pub id: i64,
    pub status: GameStatus,
    /// The game whose deal this one replays.
    pub replay_of: Option<i64>,
    pub seats: Vec<SeatPlayer>,
    /// The person's seat; `view` is what that seat sees.
    pub person: usize,
    pub view: View,
    /// The person's moves when it is their turn, in the engine's order.
    pub choices: Vec<ClassicChoice>,
    /// The deal, then every move with its events and counters.
    pub log: Vec<LoggedMove>,
    /// Moves made so far (the next move is number `moves + 1`).
    pub moves: u32,
    pub can_take_back: bool,
    pub report: Option<ClassicPracticeReport>,
}

/// The hint: the hard level's move for the person, and why.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicHint {
    pub level: Level,
    pub action: Action,
    pub reason: HintReason,
}

/// One of the person's moves in a review: what was played, and the hard level's
/// choice in the same position when it differs.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicReviewMove {
    /// The move's number in the game, from 1.
    pub number: u32,
    pub played: Action,
    /// How many moves the person had.
    pub choices: u32,
    pub preferred: Option<ClassicHint>,
}

/// A game in a list (resume, history, statistics).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicPlaySummary {
    pub id: i64,
    /// The game's number in its sitting.
    pub game: u32,
    pub names: Vec<String>,
    pub seats: Vec<SeatPlayer>,
    pub status: GameStatus,
    pub replay_of: Option<i64>,
    pub moves: u32,
    pub updated_at: String,
    pub report: Option<ClassicPracticeReport>,
}

fn load(
    store: &Store,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<(SavedPractice<ClassicPractice>, ClassicPractice)> {
    games::load::<ClassicPractice>(store, lang, id)
}

fn show(store: &Store, lang: Lang, id: PracticeId) -> CommandResult<ClassicPlayView> {
    games::show::<ClassicPractice>(store, lang, id)
}

/// A new game against the computer (the first of a sitting), dealt from a fresh seed.
#[tauri::command]
pub async fn classic_play_new(
    state: State<'_, AppState>,
    request: ClassicPlayRequest,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        games::new_game::<ClassicPractice>(state, state.lang(), request)
    })
    .await
}

/// The next game of the sitting, once this one is over: its counters, pot and
/// multiplier go on, the deal passes to the right. Asked again for the same game (from
/// the history), it opens the next game already dealt. A sitting that began with a
/// replayed deal stays out of the statistics.
#[tauri::command]
pub async fn classic_play_next(
    state: State<'_, AppState>,
    id: i64,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let (saved, practice) = load(&*state.store()?, lang, PracticeId(id))?;
        // the seed is drawn only when a game is dealt, so that opening the next game
        // again, or asking too early, leaves the dice (and the pinned sequence) alone
        let mut setup = practice.next_game(0).ok_or_else(|| {
            CommandError::invalid(messages::say(lang, "classic-play-not-over", &[]))
        })?;
        let existing = state
            .store()?
            .practice_games::<ClassicPractice>(false, u32::MAX)
            .map_err(store_err(lang))?
            .into_iter()
            .filter(|g| {
                g.setup.carry == setup.carry
                    && g.setup.names == setup.names
                    && g.setup.seats == setup.seats
                    && g.setup.options == setup.options
            })
            .map(|g| g.id)
            .min();
        match existing {
            Some(next) => show(&*state.store()?, lang, next),
            None => {
                setup.seed = state.deal_seed();
                games::start::<ClassicPractice>(state, lang, setup, saved.replay_of)
            }
        }
    })
    .await
}

/// The same deal again, once the game is over (it does not count in statistics).
#[tauri::command]
pub async fn classic_play_replay(
    state: State<'_, AppState>,
    id: i64,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let id = PracticeId(id);
        let (saved, practice) = load(&*state.store()?, lang, id)?;
        // a deal is played again once it is over: before, the copy would show its cards
        if !practice.is_over() {
            return Err(CommandError::invalid(messages::say(
                lang,
                "classic-play-replay-not-over",
                &[],
            )));
        }
        // a replay of a replay replays the first game's deal
        let of = saved.replay_of.unwrap_or(id);
        games::start::<ClassicPractice>(state, lang, saved.setup, Some(of))
    })
    .await
}

#[tauri::command]
pub async fn classic_play_view(
    state: State<'_, AppState>,
    id: i64,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        show(&*state.store()?, lang, PracticeId(id))
    })
    .await
}

/// The person's move, as move `number` of the game, in the engine's notation.
#[tauri::command]
pub async fn classic_play_move(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
    action: String,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        games::play::<ClassicPractice>(state, PracticeId(id), number, &action)
    })
    .await
}

/// The computer's move, as move `number`: it thinks without holding the store.
#[tauri::command]
pub async fn classic_play_step(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        games::step::<ClassicPractice>(state, PracticeId(id), number)
    })
    .await
}

/// Takes back the person's last move and the computer's answers; `moves`: the moves
/// of the game as the screen showed it (a second tap is stale, not a second undo).
#[tauri::command]
pub async fn classic_play_take_back(
    state: State<'_, AppState>,
    id: i64,
    moves: u32,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        games::take_back::<ClassicPractice>(state, PracticeId(id), moves)
    })
    .await
}

/// The hard level's move for the person about to play move `number`, and why.
#[tauri::command]
pub async fn classic_play_hint(
    state: State<'_, AppState>,
    id: i64,
    number: u32,
) -> CommandResult<ClassicHint> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let (saved, practice) = load(&*state.store()?, lang, PracticeId(id))?;
        games::check_number(lang, &saved, number)?;
        let person = person(lang, practice.setup())?;
        match practice.to_play() {
            Some((seat, _)) if seat == person => {}
            Some((seat, _)) => return Err(session_err(lang)(SessionError::ComputerSeat { seat })),
            None => return Err(session_err(lang)(SessionError::Over)),
        }
        let hint = practice
            .hint(ADVICE)
            .ok_or_else(|| session_err(lang)(SessionError::Over))?;
        Ok(ClassicHint {
            level: ADVICE,
            action: hint.action,
            reason: (&hint.reason).into(),
        })
    })
    .await
}

/// The person's moves with the hard level's choice where it differs (a finished or
/// any game).
#[tauri::command]
pub async fn classic_play_review(
    state: State<'_, AppState>,
    id: i64,
) -> CommandResult<Vec<ClassicReviewMove>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let (_, practice) = load(&*state.store()?, lang, PracticeId(id))?;
        let person = person(lang, practice.setup())?;
        let session = practice.session();
        let mut out = Vec::new();
        for (i, recorded) in session.moves().iter().enumerate() {
            if recorded.seat != person {
                continue;
            }
            let before = session.position_after(i);
            let legal = before.legal_moves();
            let Some(&played) = legal.get(recorded.index as usize) else {
                continue;
            };
            let preferred = if legal.len() > 1 {
                session
                    .hint_before(i, ADVICE)
                    .filter(|h| h.action != played)
                    .map(|h| ClassicHint {
                        level: ADVICE,
                        action: h.action,
                        reason: (&h.reason).into(),
                    })
            } else {
                None
            };
            out.push(ClassicReviewMove {
                number: i as u32 + 1,
                played,
                choices: legal.len() as u32,
                preferred,
            });
        }
        Ok(out)
    })
    .await
}

/// Games against the computer, latest first (in progress only, or all).
#[tauri::command]
pub async fn classic_play_list(
    state: State<'_, AppState>,
    in_progress: bool,
    limit: u32,
) -> CommandResult<Vec<ClassicPlaySummary>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let games = state
            .store()?
            .practice_games::<ClassicPractice>(in_progress, limit.min(10_000))
            .map_err(store_err(lang))?;
        Ok(games
            .into_iter()
            .map(|g| ClassicPlaySummary {
                id: g.id.0,
                game: g.setup.carry.as_ref().map_or(1, |c| c.game),
                names: g.setup.names,
                seats: g.setup.seats,
                status: g.status,
                replay_of: g.replay_of.map(|r| r.0),
                moves: g.moves.len() as u32,
                updated_at: g.updated_at,
                report: g.report,
            })
            .collect())
    })
    .await
}

/// A person's results in the 1756 game against the computer (finished games, replays
/// of a deal left out).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicPlayStats {
    pub name: String,
    pub games: u32,
    /// Games the person went out first in.
    pub won: u32,
    /// Counters won (or lost) over all those games.
    pub counters: i32,
    /// The best change of counters in one game.
    pub best: i32,
    /// The strongest computer level faced, per game: games and wins by that level.
    pub by_level: Vec<super::commands::LevelRecord>,
}

/// Results per person from games as the store lists them.
pub fn classic_stats(games: &[SavedPractice<ClassicPractice>]) -> Vec<ClassicPlayStats> {
    let counters = |n: i64| i32::try_from(n).unwrap_or(if n < 0 { i32::MIN } else { i32::MAX });
    games::records(games)
        .into_iter()
        .map(|r| ClassicPlayStats {
            name: r.name,
            games: r.games,
            won: r.wins,
            counters: counters(r.points),
            best: counters(r.best),
            by_level: r
                .by_level
                .into_iter()
                .map(|(level, games, wins)| super::commands::LevelRecord { level, games, wins })
                .collect(),
        })
        .collect()
}

#[tauri::command]
pub async fn classic_play_statistics(
    state: State<'_, AppState>,
) -> CommandResult<Vec<ClassicPlayStats>> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let games = state
            .store()?
            .practice_games::<ClassicPractice>(false, u32::MAX)
            .map_err(store_err(lang))?;
        Ok(classic_stats(&games))
    })
    .await
}
