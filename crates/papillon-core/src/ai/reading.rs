//! What the others' moves in the blue round tell of their hands: a reading for
//! `ismcts:…:infer` in the arena, and for `expert` once `BotSettings::expert_reads` is
//! set (it is not: measured in `docs/lab/ai.md`, session 24, it moved nothing).
//!
//! Players take what is worth taking. Someone who lays a 3 on the plate, or takes a
//! lone 0, while holding a card that would have taken the Dragon (10 points) rarely
//! does so. So every move another seat made in the current deal
//! ([`crate::game::memory`]) is read against the cards that seat might still hold: a
//! card the observer has not seen that would have made a better move on that plate,
//! by the one-ply score (`one_ply`: the points taken, a little for each card, less what
//! the move left exposed), makes that seat holding it less likely. A sampled deal is
//! weighed by `exp(−shortfall / TEMPERATURE)`, the shortfall summed over the moves,
//! each the most a card of the sampled hand would have gained over the move made (and
//! over every card that seat is known to have held then: the ones it played since).
//! [`crate::game::BlueInfo`]'s inferred determinization keeps a sample with that
//! probability (`game_kit::draw_likely`'s rejection sampling), as the 1756 game's
//! `inference.rs` does for its captures.
//!
//! The model is one of a player who plays the best move one ply deep, which the
//! `medium` level does exactly: measured against `medium`, the reading is at its most
//! accurate; a person who misses captures is read as holding less than they do.
//! A move with two cards from the hand (a sign and its result) is read against single
//! cards only.

use std::ops::ControlFlow;

use super::one_ply::{EXPOSURE, PER_CARD, exposure, outcome};
use crate::blue::{BlueAction, BlueView, LegalSpace};
use crate::card::{Face, FaceSet};
use crate::game::memory::SeenMove;
use crate::options::RuleOptions;
use crate::scoring::pile_points;

/// How much shortfall, in points, makes a move `e` times less likely: half a scoring
/// card (a Dragon or a 3 missed makes a hand about 7 times less likely).
const TEMPERATURE: f64 = 5.0;
/// Moves scored per card and plate at most (a Couteau Suisse facing thirty small cards
/// has millions of captures; the first ones stand for them).
const MAX_ACTIONS: usize = 2_048;
/// Gains smaller than this are read as none (rounding).
const EPSILON: f64 = 1e-9;

/// One move read: whose, and by how much each unseen card would have done better.
#[derive(Debug, Clone)]
struct ReadMove {
    seat: usize,
    better: Vec<(Face, f64)>,
}

/// The reading of a deal's moves for one observer.
#[derive(Debug, Clone, Default)]
pub struct Reading {
    moves: Vec<ReadMove>,
}

impl Reading {
    /// Reads the other seats' `moves` (the current deal's, in order) as `view`'s
    /// player sees them.
    pub fn new(view: &BlueView, options: &RuleOptions, moves: &[SeenMove]) -> Reading {
        let unseen = view.unseen();
        let mut read = Vec::new();
        for (i, m) in moves.iter().enumerate() {
            let seat = usize::from(m.seat);
            if seat == view.seat || unseen.is_empty() {
                continue;
            }
            // every card this seat played from this move on was in its hand then
            let known = moves[i..]
                .iter()
                .filter(|later| later.seat == m.seat)
                .fold(FaceSet::EMPTY, |acc, later| {
                    acc.union(later.action.played())
                });
            let best = |card: Face| best_with(m.plate, card, view, options);
            let baseline = known
                .iter()
                .map(best)
                .fold(plate_score(m.plate, &m.action, options), f64::max);
            let better: Vec<(Face, f64)> = unseen
                .iter()
                .filter_map(|card| {
                    let gain = best(card) - baseline;
                    (gain > EPSILON).then_some((card, gain))
                })
                .collect();
            if !better.is_empty() {
                read.push(ReadMove { seat, better });
            }
        }
        Reading { moves: read }
    }

    /// Whether no move says anything (then every deal weighs the same).
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// How plausible the moves read are if each seat holds `hand(seat)` now: 1 when no
    /// card of those hands would have done better than the move made.
    pub fn likelihood(&self, hand: impl Fn(usize) -> FaceSet) -> f64 {
        let shortfall: f64 = self
            .moves
            .iter()
            .map(|m| {
                let held = hand(m.seat);
                m.better
                    .iter()
                    .filter(|(card, _)| held.contains(*card))
                    .fold(0.0, |worst, (_, gain)| f64::max(worst, *gain))
            })
            .sum();
        (-shortfall / TEMPERATURE).exp()
    }
}

/// The one-ply score of `action` on `plate`, in points: the pile points it takes (the
/// Chat Noir by how it is taken), half a point a card, less 0.6 of what it leaves
/// exposed. As `one_ply::blue_scores`, without the player's pile (which only changes
/// the Yin and Yang's pairing).
pub(crate) fn plate_score(plate: FaceSet, action: &BlueAction, options: &RuleOptions) -> f64 {
    let (gained, plate_after, chat_noir) = outcome(plate, action);
    f64::from(pile_points(gained, chat_noir, options)) + PER_CARD * gained.len() as f64
        - EXPOSURE * exposure(plate_after, options)
}

/// The best one-ply score of a move with `card` alone on `plate`.
fn best_with(plate: FaceSet, card: Face, view: &BlueView, options: &RuleOptions) -> f64 {
    let space = LegalSpace::new(plate, FaceSet::single(card), view.numbers(), view.discard());
    let mut best = f64::NEG_INFINITY;
    let mut scored = 0;
    let _ = space.for_each(|action| {
        best = best.max(plate_score(plate, &action, options));
        scored += 1;
        if scored >= MAX_ACTIONS {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    best
}
