//! The commands of the 18th-century Papillon against the computer. The engine
//! (`classic_papillon::practice`, on the family's session) decides every move; each is
//! committed in its own transaction before the answer; the computer thinks on a
//! blocking thread without holding the store. One person plays, the others are the
//! computer at their levels.

use classic_papillon::practice::LoggedMove;
use classic_papillon::referee::{self, Allowed, Situation, Verdict};
use classic_papillon::{
    Action, ClassicPractice, ClassicPracticeError, ClassicPracticeReport, ClassicPracticeSetup,
    LedgerProblem, Options, SetupError, View,
};
use game_kit::ai::Level;
use game_kit::practice::{SeatPlayer, SessionError};
use papillon_store::{GameStatus, PracticeId, SavedPractice, Store};
use serde::{Deserialize, Serialize};
use tauri::State;

use super::view::HintReason;
use crate::commands::blocking;
use crate::commands::family::FamilyProblems;
use crate::error::{CommandError, CommandResult, ErrorCode};
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

fn store_err(lang: Lang) -> impl Fn(papillon_store::StoreError) -> CommandError {
    move |e| CommandError::store(lang, e)
}

/// The setup's problem as the counter keeper's (the same words in the front end).
fn setup_problem(e: SetupError) -> LedgerProblem {
    match e {
        SetupError::PlayerCount { count } => LedgerProblem::PlayerCount { count },
        SetupError::EmptyName { seat } => LedgerProblem::EmptyName { seat },
        SetupError::SameName { name } => LedgerProblem::SameName { player: name },
        SetupError::Options { error } => LedgerProblem::Options { error },
    }
}

fn practice_err(lang: Lang) -> impl Fn(ClassicPracticeError) -> CommandError {
    move |e| match e {
        ClassicPracticeError::Setup(e) => {
            let problem = setup_problem(e);
            CommandError {
                code: ErrorCode::Invalid,
                message: messages::say(lang, "classic-play-setup", &[]),
                details: vec![problem.to_string()],
                problems: Some(FamilyProblems::Classic(vec![problem])),
            }
        }
        ClassicPracticeError::Carry(_) => CommandError::new(
            ErrorCode::Store,
            messages::say(lang, "classic-play-carry", &[]),
        ),
        ClassicPracticeError::WouldShowCards => CommandError::new(
            ErrorCode::Refused,
            messages::say(lang, "classic-play-take-back-shows", &[]),
        ),
        ClassicPracticeError::Session(e) => session_err(lang)(e),
    }
}

fn session_err(lang: Lang) -> impl Fn(SessionError) -> CommandError {
    move |e| {
        let code = match &e {
            SessionError::Illegal { .. } => ErrorCode::Refused,
            SessionError::Over
            | SessionError::NotYourTurn { .. }
            | SessionError::ComputerSeat { .. }
            | SessionError::PersonSeat { .. } => ErrorCode::Stale,
            SessionError::NothingToTakeBack { .. } | SessionError::Seats { .. } => {
                ErrorCode::Invalid
            }
            SessionError::Replay { .. } => ErrorCode::Store,
        };
        CommandError::new(code, messages::practice_error(lang, &e.into()))
    }
}

/// The one person's seat (a game here has exactly one).
fn person_of(seats: &[SeatPlayer]) -> Option<usize> {
    let mut people = seats
        .iter()
        .enumerate()
        .filter(|(_, p)| **p == SeatPlayer::Person);
    let (seat, _) = people.next()?;
    people.next().is_none().then_some(seat)
}

/// A saved game, replayed, and the person's seat (a game without exactly one person is
/// not one this screen plays: a damaged save).
fn load(
    store: &Store,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<(SavedPractice<ClassicPractice>, ClassicPractice, usize)> {
    let saved = store
        .practice::<ClassicPractice>(id)
        .map_err(store_err(lang))?;
    let person = person_of(&saved.setup.seats).ok_or_else(|| {
        CommandError::new(
            ErrorCode::Store,
            messages::say(lang, "classic-play-one-person", &[]),
        )
    })?;
    let practice =
        ClassicPractice::replay(saved.setup.clone(), &saved.moves).map_err(practice_err(lang))?;
    Ok((saved, practice, person))
}

fn choices(practice: &ClassicPractice, person: usize) -> Vec<ClassicChoice> {
    let game = practice.game();
    if game.to_play() != Some(person) {
        return Vec::new();
    }
    let table = game.table().to_vec();
    let situation = Situation {
        players: game.players(),
        player: person,
        last_round: game.last_round(),
        options: game.options().clone(),
    };
    game.legal_moves()
        .into_iter()
        .map(|action| {
            let capture = match action {
                Action::Capture { card, taken } => {
                    match referee::check(&table, card, &taken.to_vec(), &situation) {
                        Ok(Verdict::Allowed(allowed)) => Some(allowed),
                        _ => None,
                    }
                }
                Action::Reveal => None,
            };
            ClassicChoice { action, capture }
        })
        .collect()
}

fn view_of(
    saved: &SavedPractice<ClassicPractice>,
    practice: &ClassicPractice,
    person: usize,
    lang: Lang,
) -> CommandResult<ClassicPlayView> {
    Ok(ClassicPlayView {
        id: saved.id.0,
        status: if practice.is_over() {
            GameStatus::Finished
        } else {
            GameStatus::InProgress
        },
        replay_of: saved.replay_of.map(|r| r.0),
        seats: saved.setup.seats.clone(),
        person,
        view: practice.game().view(person),
        choices: choices(practice, person),
        log: practice.history().map_err(practice_err(lang))?,
        moves: practice.moves().len() as u32,
        can_take_back: practice.can_take_back(),
        report: practice.report(),
    })
}

fn show(store: &Store, lang: Lang, id: PracticeId) -> CommandResult<ClassicPlayView> {
    let (saved, practice, person) = load(store, lang, id)?;
    view_of(&saved, &practice, person, lang)
}

/// Starts a game from a checked setup.
fn start(
    state: &AppState,
    lang: Lang,
    setup: ClassicPracticeSetup,
    replay_of: Option<PracticeId>,
) -> CommandResult<ClassicPlayView> {
    if person_of(&setup.seats).is_none() {
        return Err(CommandError::invalid(messages::say(
            lang,
            "classic-play-one-person",
            &[],
        )));
    }
    ClassicPractice::new(setup.clone()).map_err(practice_err(lang))?;
    let mut store = state.store()?;
    let id = store
        .new_practice::<ClassicPractice>(&setup, replay_of)
        .map_err(store_err(lang))?;
    show(&store, lang, id)
}

/// A new game against the computer (the first of a sitting), dealt from a fresh seed.
#[tauri::command]
pub async fn classic_play_new(
    state: State<'_, AppState>,
    request: ClassicPlayRequest,
) -> CommandResult<ClassicPlayView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        let setup = ClassicPracticeSetup {
            names: request.names.iter().map(|n| n.trim().to_owned()).collect(),
            options: request.options,
            seats: request.seats,
            seed: state.deal_seed(),
            carry: None,
        };
        start(state, lang, setup, None)
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
        let (saved, practice, _) = load(&*state.store()?, lang, PracticeId(id))?;
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
                start(state, lang, setup, saved.replay_of)
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
        let (saved, practice, _) = load(&*state.store()?, lang, id)?;
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
        start(state, lang, saved.setup, Some(of))
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

/// Refuses a request made on the game as it stood after `moves` moves when it has
/// moved on (or back) since.
fn shown_at(lang: Lang, saved: &SavedPractice<ClassicPractice>, moves: u32) -> CommandResult<()> {
    let current = saved.moves.len() as u32;
    if moves != current {
        return Err(CommandError::store(
            lang,
            papillon_store::StoreError::StaleRevision {
                game: papillon_store::GameId(saved.id.0),
                expected: moves,
                current,
            },
        ));
    }
    Ok(())
}

/// Refuses a request for move `number` (from 1) when the game is not at it.
fn check_number(
    lang: Lang,
    saved: &SavedPractice<ClassicPractice>,
    number: u32,
) -> CommandResult<()> {
    match number.checked_sub(1) {
        Some(before) => shown_at(lang, saved, before),
        None => shown_at(lang, saved, u32::MAX),
    }
}

/// Saves the move just made (number `number`), with the end's report when it ended
/// the game, in one transaction.
fn commit(
    state: &AppState,
    lang: Lang,
    saved: &SavedPractice<ClassicPractice>,
    practice: &ClassicPractice,
    person: usize,
) -> CommandResult<ClassicPlayView> {
    let mut store = state.store()?;
    let number = practice.moves().len() as u32;
    let last = practice
        .moves()
        .last()
        .ok_or_else(|| CommandError::invalid(messages::say(lang, "practice-no-move", &[])))?;
    store
        .practice_move::<ClassicPractice>(
            saved.id,
            number,
            saved.moves.last(),
            last,
            practice.report().as_ref(),
        )
        .map_err(store_err(lang))?;
    let saved = store
        .practice::<ClassicPractice>(saved.id)
        .map_err(store_err(lang))?;
    view_of(&saved, practice, person, lang)
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
        let lang = state.lang();
        let (saved, mut practice, person) = load(&*state.store()?, lang, PracticeId(id))?;
        check_number(lang, &saved, number)?;
        practice.play(person, &action).map_err(session_err(lang))?;
        commit(state, lang, &saved, &practice, person)
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
        let lang = state.lang();
        let (saved, mut practice, person) = load(&*state.store()?, lang, PracticeId(id))?;
        check_number(lang, &saved, number)?;
        practice.play_computer().map_err(session_err(lang))?;
        commit(state, lang, &saved, &practice, person)
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
        let lang = state.lang();
        let id = PracticeId(id);
        let mut store = state.store()?;
        let (saved, mut practice, person) = load(&store, lang, id)?;
        // made on the game as shown: a second tap is stale, not a second undo
        shown_at(lang, &saved, moves)?;
        practice.take_back(person).map_err(practice_err(lang))?;
        store
            .practice_take_back::<ClassicPractice>(id, practice.moves().len() as u32)
            .map_err(store_err(lang))?;
        show(&store, lang, id)
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
        let (saved, practice, person) = load(&*state.store()?, lang, PracticeId(id))?;
        check_number(lang, &saved, number)?;
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
        let (_, practice, person) = load(&*state.store()?, lang, PracticeId(id))?;
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
    let mut out: Vec<ClassicPlayStats> = Vec::new();
    for g in games.iter().filter(|g| g.replay_of.is_none()) {
        let (Some(report), Some(seat)) = (&g.report, person_of(&g.setup.seats)) else {
            continue;
        };
        let Some(name) = g.setup.names.get(seat) else {
            continue;
        };
        let change = report.counters.get(seat).copied().unwrap_or(0)
            - report.start.get(seat).copied().unwrap_or(0);
        let won = report.result.winner == Some(seat);
        let strongest = g
            .setup
            .seats
            .iter()
            .filter_map(|p| match p {
                SeatPlayer::Computer(l) => Some(*l),
                SeatPlayer::Person => None,
            })
            .max_by_key(|l| Level::ALL.iter().position(|x| x == l));
        let i = match out.iter().position(|s| &s.name == name) {
            Some(i) => i,
            None => {
                out.push(ClassicPlayStats {
                    name: name.clone(),
                    games: 0,
                    won: 0,
                    counters: 0,
                    best: change,
                    by_level: Vec::new(),
                });
                out.len() - 1
            }
        };
        let s = &mut out[i];
        s.games += 1;
        s.won += u32::from(won);
        s.counters += change;
        s.best = s.best.max(change);
        if let Some(level) = strongest {
            match s.by_level.iter_mut().find(|r| r.level == level) {
                Some(r) => {
                    r.games += 1;
                    r.wins += u32::from(won);
                }
                None => s.by_level.push(super::commands::LevelRecord {
                    level,
                    games: 1,
                    wins: u32::from(won),
                }),
            }
        }
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_person_exactly() {
        use SeatPlayer::*;
        let c = Computer(Level::Easy);
        assert_eq!(person_of(&[c, Person, c]), Some(1));
        assert_eq!(person_of(&[c, c, c]), None);
        assert_eq!(person_of(&[Person, Person, c]), None);
    }
}
