//! Filling a sheet's missing dice with seeded rolls: the most-cards roll-off, the
//! Couteau Suisse values, and the winner roll-off under the house rule.
//!
//! A tied team rolls once, as a team: its roll is recorded under the team's label
//! (`Ana+Cleo`) and the sheet names its first member as the winner.

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::card::Face;
use crate::dice::{RollPurpose, RollRecord, couteau_suisse, roll_off};
use crate::scoring::{ScoreReport, score_input};
use crate::sheet::{SheetError, SheetErrors, SheetInput, couteaux_held};

/// A sheet completed with dice, the rolls made, and its score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settled {
    pub sheet: SheetInput,
    pub rolls: Vec<RollRecord<String>>,
    pub report: ScoreReport,
}

/// Rolls whatever the sheet is missing, then scores it. Rolls already entered are kept.
/// Errors that dice cannot settle (an unknown card, a wrong count…) are returned as
/// they are.
pub fn settle_with_dice<R: Rng + ?Sized>(
    input: &SheetInput,
    rng: &mut R,
) -> Result<Settled, SheetErrors> {
    let mut sheet = input.clone();
    let mut rolls = Vec::new();
    roll_missing_couteaux(&mut sheet, rng, &mut rolls);
    // Each pass settles at most one kind of tie; there are two kinds.
    for _ in 0..3 {
        let errors = match score_input(&sheet) {
            Ok(report) => {
                return Ok(Settled {
                    sheet,
                    rolls,
                    report,
                });
            }
            Err(errors) => errors,
        };
        let mut settled_something = false;
        for error in errors.errors() {
            match error {
                SheetError::MostCardsTie { tied, .. } => {
                    let winner =
                        team_roll_off(rng, tied, RollPurpose::MostCardsRollOff, &mut rolls);
                    if let Some(blue) = sheet.blue.as_mut() {
                        blue.most_cards_rolloff = winner;
                        settled_something = true;
                    }
                }
                SheetError::WinnerTie { tied, .. } => {
                    sheet.winner_rolloff =
                        team_roll_off(rng, tied, RollPurpose::WinnerRollOff, &mut rolls);
                    settled_something = true;
                }
                _ => {}
            }
        }
        if !settled_something {
            return Err(errors);
        }
    }
    score_input(&sheet).map(|report| Settled {
        sheet,
        rolls,
        report,
    })
}

/// Each tied side rolls; returns the first member of the winning side.
fn team_roll_off<R: Rng + ?Sized>(
    rng: &mut R,
    tied: &[Vec<String>],
    purpose: RollPurpose,
    rolls: &mut Vec<RollRecord<String>>,
) -> Option<String> {
    let labels: Vec<String> = tied.iter().map(|side| side.join("+")).collect();
    let contest = roll_off(rng, &labels, purpose).ok()?;
    rolls.extend(contest.rolls().cloned());
    let side = labels.iter().position(|l| *l == contest.winner)?;
    tied[side].first().cloned()
}

fn roll_missing_couteaux<R: Rng + ?Sized>(
    sheet: &mut SheetInput,
    rng: &mut R,
    rolls: &mut Vec<RollRecord<String>>,
) {
    let mode = sheet.options.couteau_suisse_roll;
    let Some(orange) = sheet.orange.as_mut() else {
        return;
    };
    for player in &sheet.players {
        let parse = |cards: Option<&Vec<String>>| -> Vec<Face> {
            cards
                .map(|cards| cards.iter().filter_map(|c| c.parse().ok()).collect())
                .unwrap_or_default()
        };
        let hand = parse(orange.hands.get(player));
        let draw = parse(orange.papillon_draw.get(player));
        let held = couteaux_held(&hand, &draw);
        let entered = orange.couteau_suisse.get(player).map_or(0, Vec::len);
        for _ in entered..held {
            let record = couteau_suisse(rng, player.clone(), mode);
            orange
                .couteau_suisse
                .entry(player.clone())
                .or_default()
                .push(i64::from(record.sum()));
            rolls.push(record);
        }
    }
}
