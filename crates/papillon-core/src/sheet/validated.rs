//! The validated sheet: what the scorer reads. Only [`SheetInput::validate`] (in
//! [`super::check`]) and the engine's terminal positions (`ScoreSheet::from_engine`)
//! make one; the fields are visible to the `sheet` module alone.
//!
//! [`SheetInput::validate`]: super::SheetInput::validate

use super::input::{ChatNoirCapture, OrangeEnd};
use crate::card::{Face, FaceSet};
use crate::options::RuleOptions;
use crate::teams::TeamSetup;

/// A validated score sheet: made from an entry by
/// [`SheetInput::validate`](super::SheetInput::validate) only, or by an engine from a
/// finished round (`from_engine`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreSheet {
    pub(super) players: Vec<String>,
    pub(super) teams: TeamSetup,
    pub(super) options: RuleOptions,
    pub(super) blue: Option<BlueSheet>,
    pub(super) orange: Option<OrangeSheet>,
    pub(super) winner_rolloff: Option<usize>,
}

impl ScoreSheet {
    pub fn players(&self) -> &[String] {
        &self.players
    }
    pub fn teams(&self) -> &TeamSetup {
        &self.teams
    }
    pub fn options(&self) -> &RuleOptions {
        &self.options
    }
    pub fn blue(&self) -> Option<&BlueSheet> {
        self.blue.as_ref()
    }
    pub fn orange(&self) -> Option<&OrangeSheet> {
        self.orange.as_ref()
    }
    /// The player who won the roll-off for the victory, if one was entered.
    pub fn winner_rolloff(&self) -> Option<usize> {
        self.winner_rolloff
    }
    /// The names of a side's members.
    pub fn side_members(&self, side: usize) -> Vec<String> {
        self.teams.sides()[side]
            .iter()
            .map(|&p| self.players[p].clone())
            .collect()
    }
}

impl ScoreSheet {
    /// A sheet built from an engine's typed data, for [`crate::game`]'s terminal
    /// returns: the engine's invariants stand in for validation (every card in one
    /// place, counts equal to piles), so no text is written and parsed again. The
    /// scorer is then the same function every sheet goes through.
    pub(crate) fn from_engine(
        players: Vec<String>,
        teams: TeamSetup,
        options: RuleOptions,
        blue: Option<BlueSheet>,
        orange: Option<OrangeSheet>,
        winner_rolloff: Option<usize>,
    ) -> ScoreSheet {
        ScoreSheet {
            players,
            teams,
            options,
            blue,
            orange,
            winner_rolloff,
        }
    }
}

impl BlueSheet {
    /// See [`ScoreSheet::from_engine`].
    pub(crate) fn from_engine(
        captures: Vec<BlueCapture>,
        most_cards_rolloff: Option<usize>,
        left_on_plate: u32,
    ) -> BlueSheet {
        BlueSheet {
            captures,
            most_cards_rolloff,
            left_on_plate,
        }
    }
}

impl BlueCapture {
    /// A pile as the engine holds it: every captured face is known.
    pub(crate) fn from_pile(faces: FaceSet, chat_noir: Option<ChatNoirCapture>) -> BlueCapture {
        BlueCapture {
            cards: faces.len() as u32,
            faces,
            chat_noir,
        }
    }
}

impl OrangeSheet {
    /// See [`ScoreSheet::from_engine`].
    pub(crate) fn from_engine(
        tours: Vec<usize>,
        end: OrangeEnd,
        hands: Vec<Vec<Face>>,
        couteau_suisse: Vec<Vec<u8>>,
        papillon_draw: Vec<Vec<Face>>,
    ) -> OrangeSheet {
        OrangeSheet {
            tours,
            end,
            hands,
            couteau_suisse,
            papillon_draw,
        }
    }
}

/// The validated blue round, per player index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlueSheet {
    pub(super) captures: Vec<BlueCapture>,
    pub(super) most_cards_rolloff: Option<usize>,
    pub(super) left_on_plate: u32,
}

impl BlueSheet {
    pub fn captures(&self) -> &[BlueCapture] {
        &self.captures
    }
    /// The player who won the most-cards roll-off, when there was a tie.
    pub fn most_cards_rolloff(&self) -> Option<usize> {
        self.most_cards_rolloff
    }
    pub fn left_on_plate(&self) -> u32 {
        self.left_on_plate
    }
}

/// What one player captured. Invariant: `chat_noir` is set exactly when `faces`
/// holds the Chat Noir; `faces.len() <= cards`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlueCapture {
    pub(super) cards: u32,
    pub(super) faces: FaceSet,
    pub(super) chat_noir: Option<ChatNoirCapture>,
}

impl BlueCapture {
    pub fn cards(&self) -> u32 {
        self.cards
    }
    pub fn faces(&self) -> FaceSet {
        self.faces
    }
    pub fn chat_noir(&self) -> Option<ChatNoirCapture> {
        self.chat_noir
    }
}

/// The validated orange round, per player index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrangeSheet {
    pub(super) tours: Vec<usize>,
    pub(super) end: OrangeEnd,
    pub(super) hands: Vec<Vec<Face>>,
    pub(super) couteau_suisse: Vec<Vec<u8>>,
    pub(super) papillon_draw: Vec<Vec<Face>>,
}

impl OrangeSheet {
    /// Who emptied their hand first in each tour.
    pub fn tours(&self) -> &[usize] {
        &self.tours
    }
    pub fn end(&self) -> OrangeEnd {
        self.end
    }
    pub fn hand(&self, player: usize) -> &[Face] {
        &self.hands[player]
    }
    pub fn couteau_suisse_rolls(&self, player: usize) -> &[u8] {
        &self.couteau_suisse[player]
    }
    pub fn papillon_draw(&self, player: usize) -> &[Face] {
        &self.papillon_draw[player]
    }
}
