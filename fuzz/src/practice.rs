//! A saved game against the computer (issue 53, door 6): the form a backup's `practice`
//! list and the store keep it in, `{"game", "setup", "moves"}`, replayed through its
//! game's engine exactly as the store's import does (`PracticeKind::replay`).
//!
//! - A refusal that names a move ("move N of the saved game does not replay") names the
//!   first culprit: N is one of the moves, and the N − 1 moves before it replay.
//! - An accepted game replays the same after a JSON round trip of its setup and moves,
//!   and, when it has moves, was not over before its last one (no move is kept after the
//!   end).

use classic_papillon::ClassicPractice;
use farfalia::play::FarfaliaPractice;
use game_kit::practice::{PracticeKind, PracticeMove, SeatPlayer};
use papillon_core::practice::Modern;
use serde::Deserialize;

/// A saved game as a backup writes it (its other fields, ids and dates, are the store's).
#[derive(Deserialize)]
struct Saved {
    #[serde(default = "modern_key")]
    game: String,
    setup: serde_json::Value,
    moves: Vec<PracticeMove>,
}

fn modern_key() -> String {
    Modern::KEY.into()
}

/// The check of the target `practice_moves`: the input as a saved game, as JSON.
pub fn saved_game(data: &[u8]) {
    let Some(text) = crate::text(data) else {
        return;
    };
    let Ok(saved) = serde_json::from_str::<Saved>(text) else {
        return;
    };
    match saved.game.as_str() {
        Modern::KEY => check::<Modern>(&saved),
        ClassicPractice::KEY => check::<ClassicPractice>(&saved),
        FarfaliaPractice::KEY => check::<FarfaliaPractice>(&saved),
        _ => {}
    }
}

/// The move a refusal names, if it names one.
/// (Only at its start: a refusal of the setup may quote a name, and a name may be
/// anything.)
fn culprit(message: &str) -> Option<usize> {
    let after = message.strip_prefix("move ")?;
    let (number, rest) = after.split_once(' ')?;
    rest.starts_with("of the saved game does not replay")
        .then(|| number.parse().ok())
        .flatten()
}

fn check<K: PracticeKind>(saved: &Saved) {
    let Ok(setup) = serde_json::from_value::<K::Setup>(saved.setup.clone()) else {
        return;
    };
    let people = K::seats(&setup)
        .iter()
        .filter(|s| **s == SeatPlayer::Person)
        .count();
    if !K::people_allowed(people) {
        return;
    }
    let moves = &saved.moves;
    match K::replay(&setup, moves) {
        Err(e) => {
            let message = e.to_string();
            assert!(
                !message.trim().is_empty(),
                "{}: a refusal in no words",
                K::KEY
            );
            if let Some(number) = culprit(&message) {
                assert!(
                    (1..=moves.len()).contains(&number),
                    "{}: the refusal names move {number} of {}: {message}",
                    K::KEY,
                    moves.len()
                );
                if let Err(before) = K::replay(&setup, &moves[..number - 1]) {
                    panic!(
                        "{}: move {number} is named, yet the moves before it are refused: {before}",
                        K::KEY
                    );
                }
            }
        }
        Ok(report) => {
            let setup_text = serde_json::to_string(&setup).expect("a setup serializes");
            let moves_text = serde_json::to_string(moves).expect("moves serialize");
            let setup_again: K::Setup = serde_json::from_str(&setup_text)
                .unwrap_or_else(|e| panic!("{}: a setup does not read back: {e}", K::KEY));
            let moves_again: Vec<PracticeMove> = serde_json::from_str(&moves_text)
                .unwrap_or_else(|e| panic!("{}: moves do not read back: {e}", K::KEY));
            assert_eq!(
                setup,
                setup_again,
                "{}: the setup changed when read back",
                K::KEY
            );
            match K::replay(&setup_again, &moves_again) {
                Ok(again) => assert_eq!(
                    report,
                    again,
                    "{}: the round trip changed the game's end",
                    K::KEY
                ),
                Err(e) => panic!("{}: refused after a round trip: {e}", K::KEY),
            }
            if let Some(last) = moves.len().checked_sub(1) {
                match K::replay(&setup, &moves[..last]) {
                    Ok(None) => {}
                    Ok(Some(_)) => panic!(
                        "{}: the game was over before its last move, yet that move was kept",
                        K::KEY
                    ),
                    Err(e) => panic!(
                        "{}: the game replays, but not without its last move: {e}",
                        K::KEY
                    ),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::culprit;

    #[test]
    fn the_culprit_is_read_from_the_refusal() {
        assert_eq!(
            culprit("move 12 of the saved game does not replay: play 3 is E5, not F7"),
            Some(12)
        );
        assert_eq!(
            culprit("the table has 2 players but 3 seats are described"),
            None
        );
        assert_eq!(culprit("move it of the saved game does not replay"), None);
        // a name quoted in a refusal of the setup is not a move
        assert_eq!(
            culprit("two players are called move 1 of the saved game does not replay"),
            None
        );
    }
}
