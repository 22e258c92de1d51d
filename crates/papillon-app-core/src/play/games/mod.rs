//! What every digital game gives the app's games against the computer (ARCHITECTURE.md,
//! "Games against the computer: one stack for every digital game"), and the one copy
//! of what the commands do with it: load a saved game and replay it, refuse a request
//! made on a game that has moved on, commit a move (with the end, in one transaction),
//! take back, start a game, and count a person's results from the shared outcome.
//!
//! A game supplies a [`DigitalGame`] descriptor (its `PracticeKind` from its own
//! crate, plus the app's side: the request its set-up sends, the game replayed, its
//! board as the person's seat sees it); `modern.rs`, `classic.rs` and `farfalia.rs` are
//! the three today.

pub mod any;
pub mod classic;
pub mod farfalia;
pub mod modern;
pub mod person;

use game_kit::ai::Level;
use game_kit::practice::{PracticeKind, PracticeMove, SeatPlayer};
use papillon_store::{PracticeId, SavedPractice, Store, StoreError};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{CommandError, CommandResult};
use crate::messages::{self, Lang};
use crate::state::AppState;
use any::{PlayBoard, PlayHint, PlayList, PlayReview, PlayView, PracticeEnd};

/// A digital game as the app plays it against the computer.
pub trait DigitalGame: PracticeKind + Sized {
    /// What the game's set-up screen sends for a new game.
    type Request: DeserializeOwned + Send;
    /// A saved game replayed by the engine (the position, the seats, the moves).
    type Played;
    /// The game as the person's seat sees it (the game's part of a view).
    type Board: Serialize;

    /// A new game's setup from the set-up's request, checked, and the game whose deal
    /// it replays (a request that brings no seed draws one from `state`).
    fn setup(
        state: &AppState,
        lang: Lang,
        request: Self::Request,
    ) -> CommandResult<(Self::Setup, Option<PracticeId>)>;
    /// A setup's first position, or why it is not a game this app plays.
    fn check(lang: Lang, setup: &Self::Setup) -> CommandResult<()>;
    /// A saved game replayed, every move checked.
    fn resume(lang: Lang, saved: &SavedPractice<Self>) -> CommandResult<Self::Played>;
    fn moves(played: &Self::Played) -> &[PracticeMove];
    /// The seat to play and who plays it, `None` once over.
    fn to_play(played: &Self::Played) -> Option<(usize, SeatPlayer)>;
    /// The end, once over.
    fn report(played: &Self::Played) -> Option<Self::Report>;
    /// The person's move, in the engine's notation.
    fn play(lang: Lang, played: &mut Self::Played, action: &str) -> CommandResult<()>;
    /// The computer's move, when a computer seat is to play.
    fn play_computer(lang: Lang, played: &mut Self::Played) -> CommandResult<()>;
    /// Takes back the last person's move and the computer's answers to it.
    fn take_back(lang: Lang, played: &mut Self::Played) -> CommandResult<()>;
    /// Whether a person's move can be taken back now.
    fn can_take_back(played: &Self::Played) -> bool;
    /// What the person's seat sees.
    fn board(
        lang: Lang,
        saved: &SavedPractice<Self>,
        played: &Self::Played,
    ) -> CommandResult<Self::Board>;
    fn tag_board(board: Self::Board) -> PlayBoard;

    /// The advice for the person to play (refused when a computer is to play).
    type Hint: Serialize;
    fn hint(lang: Lang, played: &Self::Played) -> CommandResult<Self::Hint>;
    fn tag_hint(hint: Self::Hint) -> PlayHint;

    /// A game's review (`step`: for a game reviewed position by position).
    type Review: Serialize;
    fn review(
        lang: Lang,
        saved: &SavedPractice<Self>,
        played: &Self::Played,
        step: Option<u32>,
    ) -> CommandResult<Self::Review>;
    fn tag_review(review: Self::Review) -> PlayReview;

    /// A game in the lists (resume, history).
    type Summary: Serialize;
    fn summary(saved: SavedPractice<Self>) -> Self::Summary;
    fn tag_list(list: Vec<Self::Summary>) -> PlayList;

    /// The next game of a sitting, once this one is over (its seed to be drawn); a game
    /// without sittings has none.
    fn next_setup(lang: Lang, played: &Self::Played) -> CommandResult<Self::Setup> {
        let _ = played;
        Err(CommandError::invalid(messages::say(
            lang,
            "practice-no-next",
            &[],
        )))
    }
    /// Whether two setups are the same game but for the seed (a next game already dealt).
    fn same_but_seed(a: &Self::Setup, b: &Self::Setup) -> bool {
        let _ = (a, b);
        false
    }
    /// The setup dealt from `seed`.
    fn reseed(setup: &mut Self::Setup, seed: u64) {
        let _ = (setup, seed);
    }
}

/// The level whose advice the hint and the review give, in every game played one
/// person against the computer.
pub(crate) const ADVICE: Level = Level::Hard;

pub fn store_err(lang: Lang) -> impl Fn(StoreError) -> CommandError {
    move |e| CommandError::store(lang, e)
}

/// A saved game of `G`, replayed.
pub fn load<G: DigitalGame>(
    store: &Store,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<(SavedPractice<G>, G::Played)> {
    let saved = store.practice::<G>(id).map_err(store_err(lang))?;
    let played = G::resume(lang, &saved)?;
    Ok((saved, played))
}

/// The game `id` as the person's seat sees it.
pub fn show<G: DigitalGame>(store: &Store, lang: Lang, id: PracticeId) -> CommandResult<PlayView> {
    let (saved, played) = load::<G>(store, lang, id)?;
    view::<G>(lang, &saved, &played)
}

/// A game as the person's seat sees it: the shared part and the game's board.
pub fn view<G: DigitalGame>(
    lang: Lang,
    saved: &SavedPractice<G>,
    played: &G::Played,
) -> CommandResult<PlayView> {
    let to_play = G::to_play(played);
    Ok(PlayView {
        id: saved.id.0,
        names: G::names(&saved.setup),
        seats: G::seats(&saved.setup).to_vec(),
        status: saved.status,
        replay_of: saved.replay_of.map(|r| r.0),
        moves: G::moves(played).len() as u32,
        to_play: to_play.map(|(seat, _)| seat),
        can_take_back: G::can_take_back(played),
        over: to_play.is_none(),
        end: saved.outcome.as_ref().map(PracticeEnd::of),
        board: G::tag_board(G::board(lang, saved, played)?),
    })
}

/// Refuses a request made on the game as it stood after `moves` moves when it has
/// moved on (or back) since.
pub fn shown_at<K: PracticeKind>(
    lang: Lang,
    saved: &SavedPractice<K>,
    moves: u32,
) -> CommandResult<()> {
    let current = saved.moves.len() as u32;
    if moves != current {
        return Err(CommandError::store(
            lang,
            StoreError::StaleRevision {
                game: papillon_store::GameId(saved.id.0),
                expected: moves,
                current,
            },
        ));
    }
    Ok(())
}

/// Refuses a request for move `number` (from 1) when the game is not at it.
pub fn check_number<K: PracticeKind>(
    lang: Lang,
    saved: &SavedPractice<K>,
    number: u32,
) -> CommandResult<()> {
    match number.checked_sub(1) {
        Some(before) => shown_at(lang, saved, before),
        None => shown_at(lang, saved, u32::MAX),
    }
}

/// Starts a game of `G` from a checked setup and saves it.
pub fn start<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    setup: G::Setup,
    replay_of: Option<PracticeId>,
) -> CommandResult<PlayView> {
    G::check(lang, &setup)?;
    let mut store = state.store()?;
    if let Some(of) = replay_of {
        store.practice::<G>(of).map_err(store_err(lang))?;
    }
    let id = store
        .new_practice::<G>(&setup, replay_of)
        .map_err(store_err(lang))?;
    show::<G>(&store, lang, id)
}

/// A new game of `G` from its set-up's request.
pub fn new_game<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    request: G::Request,
) -> CommandResult<PlayView> {
    let (setup, replay_of) = G::setup(state, lang, request)?;
    start::<G>(state, lang, setup, replay_of)
}

/// Saves the move just made (the game's last) and, when it ended the game, its end,
/// in one transaction; the answer is the game as saved.
fn commit<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    saved: &SavedPractice<G>,
    played: &G::Played,
) -> CommandResult<PlayView> {
    let mut store = state.store()?;
    let moves = G::moves(played);
    let last = moves
        .last()
        .ok_or_else(|| CommandError::invalid(messages::say(lang, "practice-no-move", &[])))?;
    store
        .practice_move::<G>(
            saved.id,
            moves.len() as u32,
            saved.moves.last(),
            last,
            G::report(played).as_ref(),
        )
        .map_err(store_err(lang))?;
    show::<G>(&store, lang, saved.id)
}

/// The person's move, as move `number` of the game.
pub fn play<G: DigitalGame>(
    state: &AppState,
    id: PracticeId,
    number: u32,
    action: &str,
) -> CommandResult<PlayView> {
    let lang = state.lang();
    let (saved, mut played) = load::<G>(&*state.store()?, lang, id)?;
    check_number(lang, &saved, number)?;
    G::play(lang, &mut played, action)?;
    commit::<G>(state, lang, &saved, &played)
}

/// The computer's move, as move `number`: it thinks without holding the store.
pub fn step<G: DigitalGame>(
    state: &AppState,
    id: PracticeId,
    number: u32,
) -> CommandResult<PlayView> {
    let lang = state.lang();
    let (saved, mut played) = load::<G>(&*state.store()?, lang, id)?;
    check_number(lang, &saved, number)?;
    G::play_computer(lang, &mut played)?;
    commit::<G>(state, lang, &saved, &played)
}

/// Takes back the last person's move; `moves`: the moves of the game as the screen
/// showed it (a second tap is stale, not a second undo).
pub fn take_back<G: DigitalGame>(
    state: &AppState,
    id: PracticeId,
    moves: u32,
) -> CommandResult<PlayView> {
    let lang = state.lang();
    let mut store = state.store()?;
    let (saved, mut played) = load::<G>(&store, lang, id)?;
    shown_at(lang, &saved, moves)?;
    G::take_back(lang, &mut played)?;
    store
        .practice_take_back::<G>(id, G::moves(&played).len() as u32)
        .map_err(store_err(lang))?;
    show::<G>(&store, lang, id)
}

/// A person's results against the computer in one game, from the shared outcomes.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// The points of every game added up (the game's points: a side's score, counters).
    pub points: i64,
    /// The most points in one game.
    pub best: i64,
    /// The strongest computer level faced, per game: games and wins by that level.
    pub by_level: Vec<(Level, u32, u32)>,
}

/// Each person's results over finished games (replays of a deal left out), in the order
/// the games come (latest first, as the store lists them).
pub fn records<K: PracticeKind>(games: &[SavedPractice<K>]) -> Vec<Record> {
    let mut out: Vec<Record> = Vec::new();
    for game in games.iter().filter(|g| g.replay_of.is_none()) {
        let Some(outcome) = &game.outcome else {
            continue;
        };
        let seats = K::seats(&game.setup);
        let names = K::names(&game.setup);
        let strongest = seats
            .iter()
            .filter_map(|s| match s {
                SeatPlayer::Computer(level) => Some(*level),
                SeatPlayer::Person => None,
            })
            .max_by_key(|l| Level::ALL.iter().position(|x| x == l));
        for (seat, player) in seats.iter().enumerate() {
            let (SeatPlayer::Person, Some(name), Some(&points), Some(&won)) = (
                player,
                names.get(seat),
                outcome.points.get(seat),
                outcome.won.get(seat),
            ) else {
                continue;
            };
            let at = match out.iter().position(|r| &r.name == name) {
                Some(at) => at,
                None => {
                    out.push(Record {
                        name: name.clone(),
                        games: 0,
                        wins: 0,
                        points: 0,
                        best: points,
                        by_level: Vec::new(),
                    });
                    out.len() - 1
                }
            };
            let record = &mut out[at];
            record.games += 1;
            record.wins += u32::from(won);
            record.points += points;
            record.best = record.best.max(points);
            if let Some(level) = strongest {
                match record.by_level.iter_mut().find(|(l, _, _)| *l == level) {
                    Some((_, games, wins)) => {
                        *games += 1;
                        *wins += u32::from(won);
                    }
                    None => record.by_level.push((level, 1, u32::from(won))),
                }
            }
        }
    }
    out
}

/// The advice for the person about to play move `number`.
pub fn hint<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    id: PracticeId,
    number: u32,
) -> CommandResult<PlayHint> {
    let (saved, played) = load::<G>(&*state.store()?, lang, id)?;
    check_number(lang, &saved, number)?;
    Ok(G::tag_hint(G::hint(lang, &played)?))
}

/// A game's review.
pub fn review<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    id: PracticeId,
    step: Option<u32>,
) -> CommandResult<PlayReview> {
    let (saved, played) = load::<G>(&*state.store()?, lang, id)?;
    Ok(G::tag_review(G::review(lang, &saved, &played, step)?))
}

/// Games of `G`, latest first (`in_progress`: only those to resume).
pub fn list<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    in_progress: bool,
    limit: u32,
) -> CommandResult<PlayList> {
    let games = state
        .store()?
        .practice_games::<G>(in_progress, limit.min(10_000))
        .map_err(store_err(lang))?;
    Ok(G::tag_list(games.into_iter().map(G::summary).collect()))
}

/// Each person's results in `G`, by name.
pub fn statistics<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
) -> CommandResult<Vec<any::PracticeStats>> {
    let games = state
        .store()?
        .practice_games::<G>(false, u32::MAX)
        .map_err(store_err(lang))?;
    let mut stats: Vec<any::PracticeStats> = records(&games)
        .into_iter()
        .map(any::PracticeStats::of)
        .collect();
    stats.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(stats)
}

/// The same deal again, once the game is over (it does not count in statistics; a
/// replay of a replay replays the first game's deal).
pub fn replay<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<PlayView> {
    let (saved, played) = load::<G>(&*state.store()?, lang, id)?;
    // before the end, the copy would show the deal's cards
    if G::to_play(&played).is_some() {
        return Err(CommandError::invalid(messages::say(
            lang,
            "practice-replay-not-over",
            &[],
        )));
    }
    let of = saved.replay_of.unwrap_or(id);
    start::<G>(state, lang, saved.setup, Some(of))
}

/// The next game of the sitting, once this one is over. Asked again for the same game
/// (from the history), it opens the next game already dealt. The seed is drawn only
/// when a game is dealt, so that opening the next game again, or asking too early,
/// leaves the dice (and the pinned sequence) alone.
pub fn next<G: DigitalGame>(
    state: &AppState,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<PlayView> {
    let (saved, played) = load::<G>(&*state.store()?, lang, id)?;
    let mut setup = G::next_setup(lang, &played)?;
    let existing = state
        .store()?
        .practice_games::<G>(false, u32::MAX)
        .map_err(store_err(lang))?
        .into_iter()
        .filter(|g| G::same_but_seed(&g.setup, &setup))
        .map(|g| g.id)
        .min();
    match existing {
        Some(next) => show::<G>(&*state.store()?, lang, next),
        None => {
            G::reseed(&mut setup, state.deal_seed());
            start::<G>(state, lang, setup, saved.replay_of)
        }
    }
}
