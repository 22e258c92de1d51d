//! What the table saw of the blue round's current deal: every move, who made it and on
//! which plate. All of it is public (every card played is shown, and so is what it
//! takes). The `expert` level reads it (`crate::ai::reading`): what a player chose to
//! take, or to lay down, says something of the cards they did not play.
//!
//! Only the current deal is kept: a hand of an earlier deal has been played out, so
//! every card it held is known.

use std::sync::Arc;

use crate::blue::{BlueAction, BlueState};
use crate::card::FaceSet;

/// One move of the deal, as the table saw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeenMove {
    pub seat: u8,
    /// The plate before the move.
    pub plate: FaceSet,
    pub action: BlueAction,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct DealMoves {
    /// The state's `deals_done` when these moves were made.
    deal: u8,
    moves: Vec<SeenMove>,
}

/// The moves of the current deal, or nothing remembered at all: the games a search
/// samples do not remember (their playouts would pay for it, and nobody reads it), nor
/// does a game rebuilt from a position (a position is cards and turn, not memory).
///
/// Two games at the same position are equal whatever they remember.
#[derive(Debug, Clone, Default)]
pub struct TableMemory(Option<Arc<DealMoves>>);

impl TableMemory {
    /// A memory that records from now on.
    pub fn remembering() -> TableMemory {
        TableMemory(Some(Arc::default()))
    }

    /// Records `action`, about to be made on `before`.
    pub fn record(&mut self, before: &BlueState, action: &BlueAction) {
        let Some(moves) = &mut self.0 else {
            return;
        };
        let moves = Arc::make_mut(moves);
        if moves.deal != before.deals_done() {
            moves.moves.clear();
            moves.deal = before.deals_done();
        }
        let Ok(seat) = u8::try_from(before.current()) else {
            return;
        };
        moves.moves.push(SeenMove {
            seat,
            plate: before.plate(),
            action: *action,
        });
    }

    /// The moves made so far in the deal `deals_done` counts (none if another deal has
    /// begun since, or if nothing is remembered).
    pub fn moves(&self, deals_done: u8) -> &[SeenMove] {
        match &self.0 {
            Some(moves) if moves.deal == deals_done => &moves.moves,
            _ => &[],
        }
    }
}

impl PartialEq for TableMemory {
    fn eq(&self, _: &TableMemory) -> bool {
        true
    }
}

impl Eq for TableMemory {}
