//! The commands of games against the computer. Each move is checked by the engine and
//! committed to the store in its own transaction before the answer; the computer
//! thinks on a blocking thread, without holding the store.

use papillon_core::ai::Level;
use papillon_core::card::{Face, FaceSet};
use papillon_core::dice::Contest;
use papillon_core::game::{GameKind, Table};
use papillon_core::options::ThreePlayers;
use papillon_core::practice::Modern;
use papillon_core::practice::{self, PracticeError, PracticeSetup, SeatPlayer};
use papillon_core::sheet::check_names;
use papillon_core::{RuleOptions, TeamSetup};
use papillon_store::practice::SavedPractice;
use papillon_store::{GameStatus, PracticeId, PracticeSummary, Store};
use serde::{Deserialize, Serialize};
use tauri::State;

use super::AnyPractice;
use super::view::{BlueChoice, HintView, PracticeView, ReviewView};
use crate::commands::blocking;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang};
use crate::state::AppState;

use crate::state::SEED_BITS;

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

fn practice_err(lang: Lang) -> impl Fn(PracticeError) -> CommandError {
    move |e| {
        let code = match &e {
            PracticeError::Illegal { .. } => ErrorCode::Refused,
            PracticeError::Over
            | PracticeError::NotYourTurn { .. }
            | PracticeError::ComputerSeat { .. }
            | PracticeError::PersonSeat { .. } => ErrorCode::Stale,
            PracticeError::NothingToTakeBack { .. }
            | PracticeError::Setup(_)
            | PracticeError::Seats { .. } => ErrorCode::Invalid,
            PracticeError::Replay { .. } => ErrorCode::Store,
        };
        CommandError::new(code, messages::practice_error(lang, &e))
    }
}

fn store_err(lang: Lang) -> impl Fn(papillon_store::StoreError) -> CommandError {
    move |e| CommandError::store(lang, e)
}

fn check_seats(lang: Lang, seats: &[PracticeSeat]) -> CommandResult<Vec<String>> {
    let names: Vec<String> = seats.iter().map(|s| s.name.trim().to_owned()).collect();
    check_names(&names).map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))?;
    if !(papillon_core::teams::MIN_PLAYERS..=papillon_core::teams::MAX_PLAYERS)
        .contains(&names.len())
    {
        return Err(CommandError::one(
            lang,
            &papillon_core::SheetError::PlayerCount(names.len()),
        ));
    }
    Ok(names)
}

fn deal(
    lang: Lang,
    kind: GameKind,
    seats: &[PracticeSeat],
    seed: u64,
) -> CommandResult<PracticeDeal> {
    let names = check_seats(lang, seats)?;
    let roll = practice::start_roll(kind, names.len(), seed).map_err(|e| {
        CommandError::invalid(messages::practice_error(lang, &PracticeError::Setup(e)))
    })?;
    let players: Vec<SeatPlayer> = seats.iter().map(|s| s.player).collect();
    let picker = (names.len() == 5)
        .then(|| roll.as_ref().map(|c| c.winner))
        .flatten();
    let picked = picker.and_then(|p| match players.get(p) {
        Some(SeatPlayer::Computer(_)) => practice::computer_partners(&players, p),
        _ => None,
    });
    Ok(PracticeDeal {
        seed,
        start_roll: roll.map(|c| c.map(|s| names.get(*s).cloned().unwrap_or_default())),
        picker,
        picked,
    })
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

fn teams_for(
    lang: Lang,
    request: &PracticeRequest,
    deal: &PracticeDeal,
) -> CommandResult<TeamSetup> {
    let n = request.seats.len();
    let shape_error = |shape| {
        CommandError::one(
            lang,
            &papillon_core::SheetError::Teams(papillon_core::sheet::TeamProblem::Shape { shape }),
        )
    };
    let built = match (&request.teams, n) {
        (_, 5) => {
            let picker = deal
                .picker
                .ok_or_else(|| shape_error(papillon_core::teams::TeamShape::FiveThreeAgainstTwo))?;
            let partners = match (deal.picked, &request.teams) {
                (Some(picked), _) => picked,
                (None, PracticeTeams::Picked { partners }) => *partners,
                (None, _) => {
                    return Err(shape_error(
                        papillon_core::teams::TeamShape::FiveThreeAgainstTwo,
                    ));
                }
            };
            TeamSetup::picked_by(picker, partners)
        }
        (PracticeTeams::Alone { seat }, 3)
            if request.options.three_players == ThreePlayers::TwoAgainstOne =>
        {
            TeamSetup::two_against_one(*seat)
        }
        (PracticeTeams::Seating, _) => TeamSetup::proposed(n, &request.options).ok_or(
            papillon_core::teams::TeamError::Shape(papillon_core::teams::TeamShape::ThreeEachAlone),
        ),
        _ => Err(papillon_core::teams::TeamError::Shape(
            papillon_core::teams::TeamShape::ThreeEachAlone,
        )),
    };
    built.map_err(|e| {
        let problem = match e {
            papillon_core::teams::TeamError::Shape(shape) => {
                papillon_core::sheet::TeamProblem::Shape { shape }
            }
            _ => papillon_core::sheet::TeamProblem::EmptyTeam,
        };
        CommandError::one(lang, &papillon_core::SheetError::Teams(problem))
    })
}

/// Starts a game against the computer and saves it.
#[tauri::command]
pub async fn practice_new(
    state: State<'_, AppState>,
    request: PracticeRequest,
) -> CommandResult<PracticeView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        request
            .options
            .validate()
            .map_err(|e| CommandError::one(lang, &e.into()))?;
        if request.seed >> SEED_BITS != 0 {
            return Err(CommandError::invalid(messages::text(
                lang,
                messages::Phrase::BadSeed,
            )));
        }
        let names = check_seats(lang, &request.seats)?;
        let deal = deal(lang, request.kind, &request.seats, request.seed)?;
        let teams = teams_for(lang, &request, &deal)?;
        let setup = PracticeSetup {
            kind: request.kind,
            table: Table {
                names,
                teams,
                options: request.options.clone(),
            },
            seats: request.seats.iter().map(|s| s.player).collect(),
            seed: request.seed,
        };
        AnyPractice::new(setup.clone()).map_err(practice_err(lang))?;
        let mut store = state.store()?;
        if let Some(of) = request.replay_of {
            store
                .practice::<Modern>(PracticeId(of))
                .map_err(store_err(lang))?;
        }
        let id = store
            .new_practice::<Modern>(&setup, request.replay_of.map(PracticeId))
            .map_err(store_err(lang))?;
        view_of(&store, lang, id)
    })
    .await
}

fn load(
    store: &Store,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<(SavedPractice<Modern>, AnyPractice)> {
    let saved = store.practice::<Modern>(id).map_err(store_err(lang))?;
    let practice = AnyPractice::replay(&saved).map_err(practice_err(lang))?;
    Ok((saved, practice))
}

fn view_of(store: &Store, lang: Lang, id: PracticeId) -> CommandResult<PracticeView> {
    let (saved, practice) = load(store, lang, id)?;
    Ok(practice.view(&saved, lang))
}

#[tauri::command]
pub async fn practice_view(state: State<'_, AppState>, id: i64) -> CommandResult<PracticeView> {
    blocking(&state, move |state| {
        let lang = state.lang();
        view_of(&*state.store()?, lang, PracticeId(id))
    })
    .await
}

/// Saves the move just made (number `number`) and, when it ended the game, the score.
fn commit(
    state: &AppState,
    lang: Lang,
    id: PracticeId,
    number: u32,
    practice: &AnyPractice,
) -> CommandResult<PracticeView> {
    let mut store = state.store()?;
    let last = practice
        .moves()
        .last()
        .ok_or_else(|| CommandError::invalid(messages::say(lang, "practice-no-move", &[])))?;
    // the move and, when it ended the game, the score: one transaction
    store
        .practice_move::<Modern>(id, number, None, last, practice.report().as_ref())
        .map_err(store_err(lang))?;
    view_of(&store, lang, id)
}

fn check_number(lang: Lang, saved: &SavedPractice<Modern>, number: u32) -> CommandResult<()> {
    let current = saved.moves.len() as u32;
    if number != current + 1 {
        return Err(CommandError::store(
            lang,
            papillon_store::StoreError::StaleRevision {
                game: papillon_store::GameId(saved.id.0),
                expected: number.saturating_sub(1),
                current,
            },
        ));
    }
    Ok(())
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
        let lang = state.lang();
        let id = PracticeId(id);
        let (saved, mut practice) = load(&*state.store()?, lang, id)?;
        check_number(lang, &saved, number)?;
        let seat = practice
            .to_play()
            .map(|(seat, _)| seat)
            .ok_or_else(|| practice_err(lang)(PracticeError::Over))?;
        practice.play(seat, &action).map_err(practice_err(lang))?;
        commit(state, lang, id, number, &practice)
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
        let lang = state.lang();
        let id = PracticeId(id);
        let (saved, mut practice) = load(&*state.store()?, lang, id)?;
        check_number(lang, &saved, number)?;
        practice.play_computer().map_err(practice_err(lang))?;
        commit(state, lang, id, number, &practice)
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
        let lang = state.lang();
        let id = PracticeId(id);
        let mut store = state.store()?;
        let (saved, mut practice) = load(&store, lang, id)?;
        // made on the game as shown: a second tap of take-back is stale, not a second undo
        check_number(lang, &saved, moves + 1)?;
        practice.take_back().map_err(practice_err(lang))?;
        store
            .practice_take_back::<Modern>(id, practice.moves().len() as u32)
            .map_err(store_err(lang))?;
        view_of(&store, lang, id)
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
    check_number(lang, saved, number)?;
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
            .map_err(store_err(lang))?
            .into_iter()
            .map(PracticeSummary::of)
            .collect::<Vec<_>>();
        Ok(practice_stats(&games))
    })
    .await
}

pub fn practice_stats(games: &[PracticeSummary]) -> Vec<PracticeStats> {
    let mut out: Vec<(PracticeStats, i64)> = Vec::new();
    for game in games.iter().filter(|g| g.replay_of.is_none()) {
        let Some(report) = &game.report else { continue };
        let strongest = game
            .seats
            .iter()
            .filter_map(|s| match s {
                SeatPlayer::Computer(level) => Some(*level),
                SeatPlayer::Person => None,
            })
            .max_by_key(|l| Level::ALL.iter().position(|x| x == l));
        for (seat, player) in game.seats.iter().enumerate() {
            if *player != SeatPlayer::Person {
                continue;
            }
            let Some(name) = game.names.get(seat) else {
                continue;
            };
            let Some(side) = report.sides.iter().find(|s| s.members.contains(name)) else {
                continue;
            };
            let won = side.place == 1;
            let at = match out.iter().position(|(s, _)| &s.name == name) {
                Some(at) => at,
                None => {
                    out.push((
                        PracticeStats {
                            name: name.clone(),
                            games: 0,
                            wins: 0,
                            mean_score: 0.0,
                            by_level: Vec::new(),
                        },
                        0,
                    ));
                    out.len() - 1
                }
            };
            let (stats, total) = &mut out[at];
            stats.games += 1;
            stats.wins += u32::from(won);
            *total += i64::from(side.total);
            stats.mean_score = *total as f64 / f64::from(stats.games);
            if let Some(level) = strongest {
                match stats.by_level.iter_mut().find(|r| r.level == level) {
                    Some(r) => {
                        r.games += 1;
                        r.wins += u32::from(won);
                    }
                    None => stats.by_level.push(LevelRecord {
                        level,
                        games: 1,
                        wins: u32::from(won),
                    }),
                }
            }
        }
    }
    let mut stats: Vec<PracticeStats> = out.into_iter().map(|(s, _)| s).collect();
    stats.sort_by(|a, b| a.name.cmp(&b.name));
    stats
}
