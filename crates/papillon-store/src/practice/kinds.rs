//! The games that can be played against the computer, by their key: the one place the
//! store names them (a backup's games and the upgrade's outcomes are read through it).
//! A new digital game adds one line to [`replay_json`], one to [`outcome_json`] and one
//! to [`seating_json`].

use classic_papillon::ClassicPractice;
use farfalia::play::FarfaliaPractice;
use game_kit::practice::{PracticeKind, PracticeMove};
use papillon_core::practice::Modern;

use crate::model::GameType;

/// A saved game replayed through its game's engine: its setup as the store writes it,
/// and its end (report and outcome) when over.
pub(crate) struct Replayed {
    pub setup: String,
    pub report: Option<String>,
    pub outcome: Option<String>,
}

/// Replays a game of `game` from its setup (as JSON) and moves, every move checked.
pub(crate) fn replay_json(
    game: GameType,
    setup: &serde_json::Value,
    moves: &[PracticeMove],
) -> Result<Replayed, String> {
    match game {
        GameType::Papillon => replay_as::<Modern>(setup, moves),
        GameType::Classic => replay_as::<ClassicPractice>(setup, moves),
        GameType::Farfalia => replay_as::<FarfaliaPractice>(setup, moves),
        other => Err(format!(
            "{} is not played against the computer",
            other.as_sql()
        )),
    }
}

/// The outcome of a finished game of `game`, from its stored setup and report.
pub(crate) fn outcome_json(game: GameType, setup: &str, report: &str) -> Result<String, String> {
    match game {
        GameType::Papillon => outcome_as::<Modern>(setup, report),
        GameType::Classic => outcome_as::<ClassicPractice>(setup, report),
        GameType::Farfalia => outcome_as::<FarfaliaPractice>(setup, report),
        other => Err(format!(
            "{} is not played against the computer",
            other.as_sql()
        )),
    }
}

/// Who played each seat of a saved game of `game` and their names, from its setup.
pub(crate) fn seating_json(
    game: GameType,
    setup: &str,
) -> Result<(Vec<game_kit::practice::SeatPlayer>, Vec<String>), String> {
    match game {
        GameType::Papillon => seating_as::<Modern>(setup),
        GameType::Classic => seating_as::<ClassicPractice>(setup),
        GameType::Farfalia => seating_as::<FarfaliaPractice>(setup),
        other => Err(format!(
            "{} is not played against the computer",
            other.as_sql()
        )),
    }
}

fn seating_as<K: PracticeKind>(
    setup: &str,
) -> Result<(Vec<game_kit::practice::SeatPlayer>, Vec<String>), String> {
    let setup: K::Setup = serde_json::from_str(setup).map_err(|e| format!("setup: {e}"))?;
    Ok((K::seats(&setup).to_vec(), K::names(&setup)))
}

fn encode<T: serde::Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string(value).map_err(|e| format!("cannot encode: {e}"))
}

fn replay_as<K: PracticeKind>(
    setup: &serde_json::Value,
    moves: &[PracticeMove],
) -> Result<Replayed, String> {
    let setup: K::Setup =
        serde_json::from_value(setup.clone()).map_err(|e| format!("setup: {e}"))?;
    let people = K::seats(&setup)
        .iter()
        .filter(|s| **s == game_kit::practice::SeatPlayer::Person)
        .count();
    if !K::people_allowed(people) {
        return Err(format!("{people} people at the table"));
    }
    let report = K::replay(&setup, moves).map_err(|e| e.to_string())?;
    Ok(Replayed {
        outcome: report
            .as_ref()
            .map(|r| encode(&K::outcome(&setup, r)))
            .transpose()?,
        report: report.as_ref().map(encode).transpose()?,
        setup: encode(&setup)?,
    })
}

fn outcome_as<K: PracticeKind>(setup: &str, report: &str) -> Result<String, String> {
    let setup: K::Setup = serde_json::from_str(setup).map_err(|e| format!("setup: {e}"))?;
    let report: K::Report = serde_json::from_str(report).map_err(|e| format!("report: {e}"))?;
    encode(&K::outcome(&setup, &report))
}
