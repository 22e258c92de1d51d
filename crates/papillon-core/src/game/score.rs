//! Terminal scores from the engine's typed data, through the one scorer.
//!
//! [`settle`] builds the validated sheet directly from the piles (blue) and the hands,
//! tours and draw pile (orange), then rolls what the score needs exactly as
//! [`crate::settle::settle_with_dice`] does — the Couteau Suisse values seat by seat,
//! then a most-cards roll-off, then a winner roll-off under the house rule — from a
//! generator seeded with the dice seed. So the result equals the score of the round's
//! own score sheet settled with the same seed (a test checks it over many rounds), with
//! no text written and parsed on the way.

use serde::{Deserialize, Serialize};

use crate::blue::BlueState;
use crate::card::{Face, FaceSet, Trump};
use crate::dice::{RollPurpose, couteau_suisse, roll_off, seeded_rng};
use crate::orange::{OrangeState, Power, Role};
use crate::scoring::{ScoreReport, score};
use crate::sheet::{
    BlueCapture, BlueSheet, ChatNoirCapture, OrangeSheet, PAPILLON_DRAW, ScoreSheet, SheetError,
    most_cards_tied, side_card_counts,
};
use crate::teams::MAX_PLAYERS;

use super::Table;

/// What the blue round left for the score: public once the round is over (every pile
/// was shown), so the full game carries it into the orange round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlueResult {
    pub piles: [FaceSet; MAX_PLAYERS],
    pub chat_noir: Option<(usize, ChatNoirCapture)>,
    /// Cards left on the plate because nobody ever captured.
    pub unclaimed: u32,
}

impl BlueResult {
    pub fn of(state: &BlueState) -> BlueResult {
        let mut piles = [FaceSet::EMPTY; MAX_PLAYERS];
        for (p, pile) in piles.iter_mut().enumerate().take(state.players()) {
            *pile = state.pile(p);
        }
        BlueResult {
            piles,
            chat_noir: state.chat_noir(),
            unclaimed: state.unclaimed().len() as u32,
        }
    }

    fn sheet(&self, players: usize, most_cards_rolloff: Option<usize>) -> BlueSheet {
        let captures = (0..players)
            .map(|p| {
                let chat_noir = self.chat_noir.filter(|(q, _)| *q == p).map(|(_, c)| c);
                BlueCapture::from_pile(self.piles[p], chat_noir)
            })
            .collect();
        BlueSheet::from_engine(captures, most_cards_rolloff, self.unclaimed)
    }
}

/// The orange part of a finished round: tours, end, hands, and for each Papillon left
/// in a hand the cards drawn from what is left of the pile (holders in turn from the
/// starter), as [`crate::orange::OrangeRound::sheet`] lists them.
struct OrangePart {
    tours: Vec<usize>,
    end: crate::sheet::OrangeEnd,
    hands: Vec<Vec<Face>>,
    draws: Vec<Vec<Face>>,
}

fn orange_part(state: &OrangeState) -> Option<OrangePart> {
    let end = state.end()?;
    let n = state.players();
    let numbers = *state.numbers();
    let mut pile = state.pile().to_vec();
    let mut draws = vec![Vec::new(); n];
    for k in 0..n {
        let seat = (state.starter() + k) % n;
        let papillons = state
            .hand(seat)
            .cards()
            .filter(|c| Role::of(c.face, &numbers) == Role::Power(Power::Papillon))
            .count();
        for _ in 0..papillons * PAPILLON_DRAW {
            if let Some(card) = pile.pop() {
                draws[seat].push(card.face);
            }
        }
    }
    Some(OrangePart {
        tours: state.tour_winners().to_vec(),
        end,
        hands: (0..n).map(|s| state.hand(s).faces()).collect(),
        draws,
    })
}

/// Why a finished game could not be scored. The engine's states always score; this is
/// for the winner roll-off when the dice cannot settle it (never in practice).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    #[error("the game is not over")]
    NotOver,
    #[error("{0}")]
    Sheet(#[from] SheetError),
}

/// Scores a finished game: the blue result if there was a blue round, the orange state
/// if there was an orange round (over), with the dice rolled from `dice_seed`.
pub fn settle(
    table: &Table,
    blue: Option<&BlueResult>,
    orange: Option<&OrangeState>,
    dice_seed: u64,
) -> Result<ScoreReport, ScoreError> {
    let n = table.players();
    let mut rng = seeded_rng(dice_seed);
    let orange_sheet = match orange {
        Some(state) => {
            let part = orange_part(state).ok_or(ScoreError::NotOver)?;
            let mode = table.options.couteau_suisse_roll;
            let mut rolls = vec![Vec::new(); n];
            for (p, rolled) in rolls.iter_mut().enumerate() {
                let held = part.hands[p]
                    .iter()
                    .chain(&part.draws[p])
                    .filter(|f| f.is_trump(Trump::CouteauSuisse))
                    .count();
                for _ in 0..held {
                    rolled.push(couteau_suisse(&mut rng, (), mode).sum());
                }
            }
            Some(OrangeSheet::from_engine(
                part.tours, part.end, part.hands, rolls, part.draws,
            ))
        }
        None => None,
    };
    let mut most_cards_rolloff = None;
    if let Some(result) = blue {
        let sheet = result.sheet(n, None);
        let counts = side_card_counts(sheet.captures(), &table.teams);
        if let Some((tied, _)) = most_cards_tied(&counts) {
            most_cards_rolloff =
                first_member_of_winner(table, &mut rng, &tied, RollPurpose::MostCardsRollOff);
        }
    }
    let blue_sheet = blue.map(|b| b.sheet(n, most_cards_rolloff));
    let mut sheet = ScoreSheet::from_engine(
        table.names.clone(),
        table.teams.clone(),
        table.options.clone(),
        blue_sheet,
        orange_sheet,
        None,
    );
    match score(&sheet) {
        Ok(report) => Ok(report),
        Err(SheetError::WinnerTie { tied, .. }) => {
            let sides: Vec<usize> = tied
                .iter()
                .filter_map(|members| {
                    (0..table.teams.sides().len()).find(|&s| &sheet.side_members(s) == members)
                })
                .collect();
            let winner =
                first_member_of_winner(table, &mut rng, &sides, RollPurpose::WinnerRollOff);
            sheet = ScoreSheet::from_engine(
                table.names.clone(),
                table.teams.clone(),
                table.options.clone(),
                sheet.blue().cloned(),
                sheet.orange().cloned(),
                winner,
            );
            Ok(score(&sheet)?)
        }
        Err(other) => Err(other.into()),
    }
}

/// A roll-off between tied sides (a team rolls once), as the settler makes it: the
/// first member of the winning side.
fn first_member_of_winner<R: rand::Rng + ?Sized>(
    table: &Table,
    rng: &mut R,
    tied_sides: &[usize],
    purpose: RollPurpose,
) -> Option<usize> {
    let contest = roll_off(rng, tied_sides, purpose).ok()?;
    table.teams.sides().get(contest.winner)?.first().copied()
}
