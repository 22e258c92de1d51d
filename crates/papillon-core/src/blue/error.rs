//! Why a blue round cannot be set up, and why an action is refused.

use super::capture::{Capture, CaptureError};
use crate::card::Face;

/// Why a round cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("a round needs 2 to 5 players, not {0}")]
    PlayerCount(usize),
    #[error("seat {seat} does not exist: the table has {players} seats")]
    NoSuchSeat { seat: usize, players: usize },
    #[error("the deck order must hold each of the 58 blue cards once")]
    BadDeck,
    #[error("the teams are for {teams} players, the round has {players}")]
    TeamsMismatch { teams: usize, players: usize },
    #[error("{0}")]
    Options(#[from] crate::options::OptionsError),
}

/// Why an action cannot be applied. The state is left unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    #[error("the round is over")]
    RoundOver,
    #[error("{card} is not in the hand")]
    NotInHand { card: Face },
    #[error("the plate is empty: the Papillon has nothing to take (place a card instead)")]
    PapillonOnEmptyPlate,
    /// The booklet ties the Papillon's play to its sweep ("elle ramasse toutes les cartes
    /// présentent sur le tapis lorsque vous la jouez"); placing it on cards would dodge
    /// the −30 of a swept Chat Noir.
    #[error(
        "the Papillon is played with its power on a plate that holds cards: papillon:* takes the whole plate"
    )]
    PapillonPlacedOnCards,
    /// "Lorsqu'on joue la Chrysalide, on la montre et on la met dans son tas": on a plate
    /// that holds cards it is played only that way.
    #[error(
        "the Chrysalide is played with its power on a plate that holds cards: chrysalide:pile puts it on your pile and reverses the direction"
    )]
    ChrysalidePlacedOnCards,
    #[error(
        "{card} can capture ({example}), so it cannot be discarded under the house rule \"discard only when the card cannot capture\""
    )]
    DiscardForbidden {
        card: Face,
        /// A capture the card could make (as result or sign): the first the engine
        /// finds.
        example: Capture,
    },
    #[error("{0}")]
    Capture(#[from] CaptureError),
}
