//! What the table saw: in the blue round, the current deal's moves, who made each and
//! on which plate; in the orange round, the draws (at the end of this file). All of it
//! is public (every card played is shown, and so is what it takes). A reading of the
//! table reads it (`crate::ai::reading`, `OrangeView::determinize_avoiding`): what a
//! player chose to take, or to lay down, says something of the cards they did not
//! play.
//!
//! Only the current deal is kept: a hand of an earlier deal has been played out, so
//! every card it held is known.

use std::sync::Arc;

use crate::blue::{BlueAction, BlueState};
use crate::card::FaceSet;
use crate::orange::{Layout, OrangeAction, OrangeState};

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

/// A draw in the orange round: a player draws only when no card of their hand can be
/// placed (rules §4: "a playable card must be played. If you can play nothing, draw
/// one"), so every card they held then was unplayable on that layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeenDraw {
    pub seat: u8,
    /// The layout the hand could not be placed on.
    pub layout: Layout,
}

/// The draws the orange-backed cards of each hand have sat through: those cards were
/// held at each draw still kept here. A seat's draws are forgotten when an orange card
/// reaches its hand (a new tour's deal, an orange card drawn from the pile), since the
/// new card was not held then. Blue-backed cards (drawn one by one) are not read.
#[derive(Debug, Clone, Default)]
pub struct DrawMemory(Option<Arc<Vec<SeenDraw>>>);

impl DrawMemory {
    /// A memory that records from now on.
    pub fn remembering() -> DrawMemory {
        DrawMemory(Some(Arc::default()))
    }

    /// Makes `action` on `state` through `apply` (the engine's checked or unchecked
    /// move) and records what it says; a refused move changes and records nothing.
    pub fn apply<E>(
        &mut self,
        state: &mut OrangeState,
        action: &OrangeAction,
        apply: impl FnOnce(&mut OrangeState) -> Result<(), E>,
    ) -> Result<(), E> {
        if self.0.is_none() {
            return apply(state);
        }
        let before = state.clone();
        apply(state)?;
        self.record(&before, action, state);
        Ok(())
    }

    /// Records what `action`, just made on `before`, says; `after` is the state now.
    fn record(&mut self, before: &OrangeState, action: &OrangeAction, after: &OrangeState) {
        let Some(draws) = &mut self.0 else {
            return;
        };
        // a new orange card in a hand (public: a deal, or an orange back drawn)
        let gained: Vec<u8> = (0..after.players())
            .filter(|&seat| {
                !after
                    .hand(seat)
                    .orange
                    .difference(before.hand(seat).orange)
                    .is_empty()
            })
            .filter_map(|seat| u8::try_from(seat).ok())
            .collect();
        let drew = matches!(action, OrangeAction::Draw)
            .then(|| u8::try_from(before.current()).ok())
            .flatten();
        if gained.is_empty() && drew.is_none() {
            return;
        }
        let draws = Arc::make_mut(draws);
        draws.retain(|d| !gained.contains(&d.seat));
        if let Some(seat) = drew
            && !gained.contains(&seat)
        {
            draws.push(SeenDraw {
                seat,
                layout: *before.layout(),
            });
        }
    }

    /// The draws still binding the orange-backed cards of each hand.
    pub fn draws(&self) -> &[SeenDraw] {
        match &self.0 {
            Some(draws) => draws,
            None => &[],
        }
    }
}

impl PartialEq for DrawMemory {
    fn eq(&self, _: &DrawMemory) -> bool {
        true
    }
}

impl Eq for DrawMemory {}
