//! The score sheets (issue 53, door 1): a sheet is refused with at least one problem,
//! each said in words, or accepted; once accepted it scores the same after a JSON round
//! trip, and its report reads back as itself.

use game_kit::{ScoreSheet, SheetReport};
use papillon_core::{SheetInput, score_input};
use serde::Serialize;

fn json(value: &impl Serialize) -> serde_json::Value {
    serde_json::to_value(value).expect("a sheet or report always serializes")
}

/// A sheet of the 18th-century Papillon (its ledger), Farfalia or PROUT, as JSON.
pub fn family<S: ScoreSheet>(data: &[u8]) {
    let Some(text) = crate::text(data) else {
        return;
    };
    let Ok(sheet) = serde_json::from_str::<S>(text) else {
        return;
    };
    check_family(&sheet);
}

/// The checks of [`family`] on a sheet already read.
pub fn check_family<S: ScoreSheet>(sheet: &S) {
    match sheet.score() {
        Ok(report) => {
            let written = serde_json::to_string(sheet).expect("a sheet serializes");
            let again: S = serde_json::from_str(&written).unwrap_or_else(|e| {
                panic!(
                    "{}: an accepted sheet does not read back: {e}\n{written}",
                    S::GAME
                )
            });
            let report_again = again.score().unwrap_or_else(|problems| {
                panic!(
                    "{}: an accepted sheet is refused after a round trip: {problems:?}",
                    S::GAME
                )
            });
            assert_eq!(
                json(&report),
                json(&report_again),
                "{}: the round trip changed the score",
                S::GAME
            );
            let report_text = serde_json::to_string(&report).expect("a report serializes");
            let read: S::Report = serde_json::from_str(&report_text)
                .unwrap_or_else(|e| panic!("{}: a report does not read back: {e}", S::GAME));
            assert_eq!(
                json(&report),
                json(&read),
                "{}: a report changed when read back",
                S::GAME
            );
            let standings = report.standings();
            assert_eq!(
                standings.len(),
                sheet.players().len(),
                "{}: one standing a seat",
                S::GAME
            );
            for (seat, standing) in standings.iter().enumerate() {
                assert_eq!(standing.seat, seat, "{}: standings in seat order", S::GAME);
                assert!(
                    standing.place >= 1 && standing.place <= standings.len(),
                    "{}: a place out of range",
                    S::GAME
                );
            }
        }
        Err(problems) => {
            assert!(
                !problems.is_empty(),
                "{}: a sheet refused with no problem named",
                S::GAME
            );
            for problem in &problems {
                assert!(
                    !problem.to_string().trim().is_empty(),
                    "{}: a problem without words: {problem:?}",
                    S::GAME
                );
            }
        }
    }
}

/// A modern Papillon sheet (`SheetInput`), as JSON.
pub fn papillon(data: &[u8]) {
    let Some(text) = crate::text(data) else {
        return;
    };
    let Ok(input) = serde_json::from_str::<SheetInput>(text) else {
        return;
    };
    match score_input(&input) {
        Ok(report) => {
            let written = serde_json::to_string(&input).expect("a sheet serializes");
            let again: SheetInput = serde_json::from_str(&written)
                .unwrap_or_else(|e| panic!("an accepted sheet does not read back: {e}\n{written}"));
            assert_eq!(again, input, "the round trip changed the sheet");
            let report_again = score_input(&again)
                .unwrap_or_else(|e| panic!("an accepted sheet is refused after a round trip: {e}"));
            assert_eq!(report, report_again, "the round trip changed the score");
            for side in &report.sides {
                assert_eq!(
                    side.total,
                    side.blue - side.orange,
                    "a side's total is blue − orange: {side:?}"
                );
                assert!(
                    side.place >= 1 && side.place <= report.sides.len(),
                    "a place out of range: {side:?}"
                );
            }
            let mut best: Vec<&String> = report
                .sides
                .iter()
                .filter(|s| s.place == 1)
                .flat_map(|s| &s.members)
                .collect();
            let mut winners: Vec<&String> = report.winners.iter().collect();
            best.sort();
            winners.sort();
            // the winners are the first place's members (a roll-off may have settled a tie)
            assert!(
                winners.iter().all(|w| best.contains(w)),
                "a winner not in first place: {report:?}"
            );
            for player in &report.players {
                assert!(
                    player.side < report.sides.len(),
                    "a player's side out of range: {player:?}"
                );
            }
        }
        Err(errors) => {
            assert!(
                !errors.errors().is_empty(),
                "a sheet refused with no problem named"
            );
            for error in errors.errors() {
                assert!(
                    !error.to_string().trim().is_empty(),
                    "a problem without words: {error:?}"
                );
            }
        }
    }
}
