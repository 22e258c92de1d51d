//! The modern Papillon's own helpers of games against the computer (its set-up's
//! start roll, its capture chooser) and its set-up's request; every game's commands are
//! in `practice.rs`, the modern game's descriptor in `games/modern.rs`.

use papillon_core::RuleOptions;
use papillon_core::card::{Face, FaceSet};
use papillon_core::dice::Contest;
use papillon_core::game::GameKind;
use papillon_core::practice::Modern;
use papillon_core::practice::{PracticeError, SeatPlayer};
use papillon_store::practice::SavedPractice;
use papillon_store::{PracticeId, Store};
use serde::{Deserialize, Serialize};

use super::AnyPractice;
use super::games;
use super::games::modern::{deal, practice_err};
use super::view::BlueChoice;
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

/// A new deal for these seats: a fresh seed and its start roll (shown as dice).
pub fn practice_prepare(
    state: &AppState,
    kind: GameKind,
    seats: Vec<PracticeSeat>,
) -> CommandResult<PracticeDeal> {
    let lang = state.lang();
    let seed = state.deal_seed();
    deal(lang, kind, &seats, seed)
}

fn load(
    store: &Store,
    lang: Lang,
    id: PracticeId,
) -> CommandResult<(SavedPractice<Modern>, AnyPractice)> {
    games::load::<Modern>(store, lang, id)
}

/// Refuses a request made for a move the game is no longer at, or when no person is to
/// play (a hint or a capture choice never speaks for a computer's hand).
pub(crate) fn person_to_play(
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

fn parse_face(lang: Lang, text: &str) -> CommandResult<Face> {
    text.parse::<Face>()
        .map_err(|e| CommandError::invalid(messages::card_parse_error(lang, &e)))
}

/// The plate cards still open to a blue capture by `card` taking the `chosen` ones.
pub fn practice_blue_choice(
    state: &AppState,
    id: i64,
    number: u32,
    card: String,
    chosen: Vec<String>,
) -> CommandResult<BlueChoice> {
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
}
