//! Helpers shared by the integration tests.
#![allow(dead_code)]
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::scoring::{ScoreReport, SideScore};
use papillon_core::{SheetErrors, SheetInput, score_input};
use serde_json::Value;

/// Parses a sheet written with `serde_json::json!`.
pub fn sheet(value: Value) -> SheetInput {
    serde_json::from_value(value).expect("test sheet is well-formed JSON")
}

pub fn score(value: Value) -> ScoreReport {
    match score_input(&sheet(value)) {
        Ok(report) => report,
        Err(errors) => panic!("sheet should score, got:\n{errors}"),
    }
}

pub fn errors(value: Value) -> SheetErrors {
    match score_input(&sheet(value)) {
        Ok(report) => panic!("sheet should be refused, scored {:?}", report.sides),
        Err(errors) => errors,
    }
}

/// All error messages joined, for `contains` checks.
pub fn messages(value: Value) -> String {
    errors(value).to_string()
}

/// The side whose members are exactly `members` (in any order).
pub fn side<'a>(report: &'a ScoreReport, members: &[&str]) -> &'a SideScore {
    let mut wanted: Vec<&str> = members.to_vec();
    wanted.sort_unstable();
    report
        .sides
        .iter()
        .find(|s| {
            let mut m: Vec<&str> = s.members.iter().map(String::as_str).collect();
            m.sort_unstable();
            m == wanted
        })
        .unwrap_or_else(|| panic!("no side {members:?} in {:?}", report.sides))
}

/// (blue, orange, total) of a side.
pub fn bot(report: &ScoreReport, members: &[&str]) -> (i32, i32, i32) {
    let s = side(report, members);
    (s.blue, s.orange, s.total)
}

pub fn winners(report: &ScoreReport) -> Vec<&str> {
    report.winners.iter().map(String::as_str).collect()
}
