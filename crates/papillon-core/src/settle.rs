//! Filling a sheet's missing dice with seeded rolls: the most-cards roll-off, the
//! Couteau Suisse values, and the winner roll-off under the house rule.
//!
//! A tied team rolls once, as a team: its roll is recorded under the team's label
//! (`Ana+Cleo`) and the sheet names its first member as the winner.

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::card::Face;
use crate::dice::{Contest, RollPurpose, RollRecord, couteau_suisse, roll_off};
use crate::scoring::{ScoreReport, score_input};
use crate::sheet::{OrangeInput, SheetError, SheetErrors, SheetInput, couteaux_held};

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
            if let Some((tie, tied)) = Tie::of(error)
                && let Some((contest, winner)) = team_roll_off(rng, tied, tie.purpose())
            {
                rolls.extend(contest.rolls().cloned());
                settled_something |= tie.write(&mut sheet, winner);
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

/// A tie that only a dice roll-off settles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Tie {
    /// Most cards in the blue round.
    MostCards,
    /// The best game totals, under the roll-off house rule.
    Winner,
}

impl Tie {
    /// The tie an engine error waits for, with the tied sides.
    fn of(error: &SheetError) -> Option<(Tie, &[Vec<String>])> {
        match error {
            SheetError::MostCardsTie { tied, .. } => Some((Tie::MostCards, tied)),
            SheetError::WinnerTie { tied, .. } => Some((Tie::Winner, tied)),
            _ => None,
        }
    }

    fn purpose(self) -> RollPurpose {
        match self {
            Tie::MostCards => RollPurpose::MostCardsRollOff,
            Tie::Winner => RollPurpose::WinnerRollOff,
        }
    }

    /// Writes the roll-off's winner where the sheet keeps it; false if the sheet has no
    /// place for it (no blue round).
    fn write(self, sheet: &mut SheetInput, winner: String) -> bool {
        match self {
            Tie::MostCards => match sheet.blue.as_mut() {
                Some(blue) => {
                    blue.most_cards_rolloff = Some(winner);
                    true
                }
                None => false,
            },
            Tie::Winner => {
                sheet.winner_rolloff = Some(winner);
                true
            }
        }
    }
}

/// One roll-off, rolled and written on the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollOff {
    pub sheet: SheetInput,
    pub contest: Contest<String>,
}

/// Settles one tie the sheet is waiting for: each tied side rolls (a team as one, shown
/// as `Ana+Cleo` in the log), re-rolling until one side is left, and the sheet names the
/// winning side's first member. `None` when the sheet is not waiting for that tie.
pub fn settle_tie<R: Rng + ?Sized>(input: &SheetInput, tie: Tie, rng: &mut R) -> Option<RollOff> {
    let errors = score_input(input).err()?;
    let tied = errors
        .errors()
        .iter()
        .filter_map(Tie::of)
        .find_map(|(t, tied)| (t == tie).then_some(tied))?;
    let (contest, winner) = team_roll_off(rng, tied, tie.purpose())?;
    let mut sheet = input.clone();
    tie.write(&mut sheet, winner)
        .then_some(RollOff { sheet, contest })
}

/// Each tied side rolls; returns the contest and the first member of the winning side.
fn team_roll_off<R: Rng + ?Sized>(
    rng: &mut R,
    tied: &[Vec<String>],
    purpose: RollPurpose,
) -> Option<(Contest<String>, String)> {
    // the sides roll by their index (a name could contain anything); the contest is
    // then shown with each side's members for the dice log and the screen
    let sides: Vec<usize> = (0..tied.len()).collect();
    let contest = roll_off(rng, &sides, purpose).ok()?;
    let winner = tied.get(contest.winner)?.first().cloned()?;
    let shown = contest.map(|&side| tied.get(side).map(|m| m.join("+")).unwrap_or_default());
    Some((shown, winner))
}

/// How many Couteau Suisse values `player` still needs rolled: those held in hand or
/// among the Papillon's drawn cards, less the rolls already entered.
pub(crate) fn couteaux_unrolled(orange: &OrangeInput, player: &str) -> usize {
    let parse = |cards: Option<&Vec<String>>| -> Vec<Face> {
        cards
            .map(|cards| cards.iter().filter_map(|c| c.parse().ok()).collect())
            .unwrap_or_default()
    };
    let hand = parse(orange.hands.get(player));
    let draw = parse(orange.papillon_draw.get(player));
    let entered = orange.couteau_suisse.get(player).map_or(0, Vec::len);
    couteaux_held(&hand, &draw).saturating_sub(entered)
}

/// Rolls one Couteau Suisse value on the sheet (two dice or one, as its house rule
/// says) and records it.
fn roll_one_couteau<R: Rng + ?Sized>(
    sheet: &mut SheetInput,
    player: &str,
    rng: &mut R,
) -> Option<RollRecord<String>> {
    let mode = sheet.options.couteau_suisse_roll;
    let orange = sheet.orange.as_mut()?;
    let record = couteau_suisse(rng, player.to_string(), mode);
    orange
        .couteau_suisse
        .entry(player.to_string())
        .or_default()
        .push(i64::from(record.sum()));
    Some(record)
}

/// One Couteau Suisse roll for `player`, written on the sheet. `None` when the player
/// holds no Couteau Suisse still waiting for its value.
pub fn roll_couteau_suisse<R: Rng + ?Sized>(
    input: &SheetInput,
    player: &str,
    rng: &mut R,
) -> Option<(SheetInput, RollRecord<String>)> {
    if couteaux_unrolled(input.orange.as_ref()?, player) == 0 {
        return None;
    }
    let mut sheet = input.clone();
    let record = roll_one_couteau(&mut sheet, player, rng)?;
    Some((sheet, record))
}

fn roll_missing_couteaux<R: Rng + ?Sized>(
    sheet: &mut SheetInput,
    rng: &mut R,
    rolls: &mut Vec<RollRecord<String>>,
) {
    let players = sheet.players.clone();
    for player in &players {
        let missing = sheet
            .orange
            .as_ref()
            .map_or(0, |orange| couteaux_unrolled(orange, player));
        for _ in 0..missing {
            rolls.extend(roll_one_couteau(sheet, player, rng));
        }
    }
}

#[cfg(test)]
mod one_roll_tests {
    use super::*;
    use crate::dice::seeded_rng;

    fn sheet(json: &str) -> SheetInput {
        serde_json::from_str(json).expect("sheet")
    }

    #[test]
    fn a_most_cards_tie_between_teams_is_rolled_off_by_side() {
        let tied = sheet(
            r#"{"players": ["Ana", "Ben", "Cleo", "Dan"], "teams": [["Ana", "Cleo"], ["Ben", "Dan"]],
                "blue": {"players": {"Ana": {"cards": 15}, "Cleo": {"cards": 14},
                                     "Ben": {"cards": 15}, "Dan": {"cards": 14}}}}"#,
        );
        assert!(settle_tie(&tied, Tie::Winner, &mut seeded_rng(1)).is_none());
        let out = settle_tie(&tied, Tie::MostCards, &mut seeded_rng(1)).expect("a tie");
        assert!(["Ana+Cleo", "Ben+Dan"].contains(&out.contest.winner.as_str()));
        let written = out
            .sheet
            .blue
            .as_ref()
            .and_then(|b| b.most_cards_rolloff.clone());
        assert_eq!(written.as_deref(), out.contest.winner.split('+').next());
        assert!(score_input(&out.sheet).is_ok(), "nothing else is missing");
        // the same seed gives the same roll-off, and the one that settle_with_dice makes
        let all = settle_with_dice(&tied, &mut seeded_rng(1)).expect("settled");
        assert_eq!(all.sheet, out.sheet);
        assert_eq!(all.rolls, out.contest.rolls().cloned().collect::<Vec<_>>());
        assert!(settle_tie(&out.sheet, Tie::MostCards, &mut seeded_rng(1)).is_none());
    }

    #[test]
    fn a_couteau_suisse_is_rolled_only_while_one_waits_for_its_value() {
        let held = sheet(
            r#"{"players": ["Ana", "Ben"], "options": {"couteau_suisse_roll": "one_die"},
                "orange": {"tours": ["Ben"], "end": "carnage", "hands": {"Ana": ["couteau-suisse"], "Ben": []}}}"#,
        );
        assert!(roll_couteau_suisse(&held, "Ben", &mut seeded_rng(3)).is_none());
        let (rolled, record) = roll_couteau_suisse(&held, "Ana", &mut seeded_rng(3)).expect("roll");
        assert_eq!(record.purpose, RollPurpose::CouteauSuisse);
        let values = &rolled.orange.as_ref().expect("orange").couteau_suisse["Ana"];
        assert_eq!(values, &vec![i64::from(record.sum())]);
        assert!(
            (1..=6).contains(&record.sum()),
            "one die under the house rule"
        );
        assert!(roll_couteau_suisse(&rolled, "Ana", &mut seeded_rng(3)).is_none());
    }
}
