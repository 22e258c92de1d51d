//! How far a sheet kept at the table has come: what the screens say above the result
//! ("the sheet is complete" only when both rounds are entered and score; issue 33).

use serde::Serialize;

use super::SheetInput;

/// Where a sheet stands. A game of Papillon is the blue round then the orange round
/// (docs/rules.md §2.1); a sheet with only the blue round scores (the blue result is
/// public during the orange round), but the game is not over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum SheetProgress {
    /// Nothing is entered yet.
    Empty,
    /// Something is entered, and the engine lists what is missing or wrong.
    Incomplete,
    /// The blue round is entered and scores; the orange round is not entered yet.
    BlueRoundOnly,
    /// The orange round is entered and scores, but the blue round is not.
    OrangeRoundOnly,
    /// Both rounds are entered and the game scores.
    Complete,
}

impl SheetProgress {
    /// The sheet's progress, given whether the scorer scored it (`score_input`).
    pub fn of(sheet: &SheetInput, scores: bool) -> Self {
        match (scores, sheet.blue.is_some(), sheet.orange.is_some()) {
            (_, false, false) => Self::Empty,
            (false, _, _) => Self::Incomplete,
            (true, true, true) => Self::Complete,
            (true, true, false) => Self::BlueRoundOnly,
            (true, false, true) => Self::OrangeRoundOnly,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score_input;

    fn sheet(json: &str) -> SheetInput {
        serde_json::from_str(json).expect("a test sheet")
    }

    fn progress(s: &SheetInput) -> SheetProgress {
        SheetProgress::of(s, score_input(s).is_ok())
    }

    #[test]
    fn an_empty_sheet_is_not_complete() {
        assert_eq!(
            progress(&sheet(r#"{"players":["Ana","Ben"]}"#)),
            SheetProgress::Empty
        );
    }

    #[test]
    fn the_blue_round_alone_is_not_the_whole_game() {
        let s = sheet(
            r#"{"players":["Ana","Ben"],"blue":{"players":{"Ana":{"cards":30},"Ben":{"cards":28}}}}"#,
        );
        assert_eq!(progress(&s), SheetProgress::BlueRoundOnly);
    }

    #[test]
    fn both_rounds_that_score_are_the_whole_game() {
        let s = sheet(include_str!("../../../../examples/four-players.json"));
        assert_eq!(progress(&s), SheetProgress::Complete);
    }

    #[test]
    fn a_sheet_with_a_missing_entry_is_incomplete() {
        let s = sheet(r#"{"players":["Ana","Ben"],"blue":{"players":{"Ana":{"cards":30}}}}"#);
        assert_eq!(progress(&s), SheetProgress::Incomplete);
    }
}
