//! Where a deal stands ([`Phase`]) and why a move is refused ([`Illegal`]): every
//! refusal names the seat, the card and the rule.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Colour, Subject};

/// What the deal waits for, and from whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaPhase"))]
pub enum Phase {
    /// DOUBLE YOU: `seat` decides whether to play a joker for this deal.
    DoubleYou { seat: usize },
    /// Five players: the dealer lays two of twelve cards aside.
    Discard { seat: usize },
    /// Five players: the dealer calls the trump or «aucun atout».
    Trump { seat: usize },
    /// `seat` plays a card to the trick.
    Play { seat: usize },
    /// `seat` won the trick and may keep one of its cards face up.
    Pick { seat: usize },
    /// The game is over.
    Over,
}

impl Phase {
    /// The seat to act; none once the game is over.
    pub fn seat(self) -> Option<usize> {
        match self {
            Phase::DoubleYou { seat }
            | Phase::Discard { seat }
            | Phase::Trump { seat }
            | Phase::Play { seat }
            | Phase::Pick { seat } => Some(seat),
            Phase::Over => None,
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Phase::DoubleYou { seat } => write!(f, "seat {seat} decides on DOUBLE YOU"),
            Phase::Discard { seat } => write!(f, "seat {seat}, the dealer, discards two cards"),
            Phase::Trump { seat } => write!(f, "seat {seat}, the dealer, calls the trump"),
            Phase::Play { seat } => write!(f, "seat {seat} plays to the trick"),
            Phase::Pick { seat } => write!(f, "seat {seat} picks from the trick it won"),
            Phase::Over => f.write_str("the game is over"),
        }
    }
}

/// Why a move is refused. A refused move changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaIllegal"))]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    /// The move is not one of this phase (a card played while the dealer discards, a
    /// trump called at four players, where the proposition decides it, …).
    #[error("not now: {phase}")]
    NotNow { phase: Phase },
    #[error("seat {seat} does not hold {card}")]
    CardNotInHand { seat: usize, card: Card },
    #[error("seat {seat} discards {card} twice: the dealer lays two different cards aside")]
    DiscardTwice { seat: usize, card: Card },
    /// «Les joueurs doivent impérativement respecter l'obligation de jouer la couleur
    /// demandée … tant qu'ils en possèdent.»
    #[error("seat {seat} must follow {led} and holds some: {card} is refused")]
    MustFollow {
        seat: usize,
        card: Card,
        led: Colour,
    },
    /// BURNIN': «mais pas en tant que toute première carte de la main» (a trick, A.5
    /// #18).
    #[error("seat {seat} may not lead a trick with a joker")]
    JokerCannotLead { seat: usize },
    #[error("seat {seat} holds no joker")]
    NoJoker { seat: usize },
    /// DOUBLE YOU: «Au début de la partie distribuez deux jokers à chaque joueur.»
    #[error("seat {seat} has played both DOUBLE YOU jokers")]
    DoubleYouNoJokerLeft { seat: usize },
    /// «Le premier au classement ne peut pas jouer de joker.»
    #[error("seat {seat} leads the standings and may not play a DOUBLE YOU joker")]
    DoubleYouLeader { seat: usize },
    /// Four players: «qu'à partir du quatrième pli».
    #[error("seat {seat} may keep a card only from trick {first}; this is trick {trick}")]
    PickTooEarly { seat: usize, trick: u8, first: u8 },
    #[error("{card} is not in the trick seat {seat} won")]
    PickNotInTrick { seat: usize, card: Card },
    /// BURNIN': «Les cartes grillées ne peuvent pas être sélectionnées pour la
    /// proposition.»
    #[error("{card} was burned by a joker and cannot be kept")]
    PickBurned { seat: usize, card: Card },
    /// «il n'est pas permis de ramasser plus de sujets que ceux proposés»
    #[error(
        "seat {seat} cannot keep {card}: the proposition has {proposed} {subject}, and the side has kept {kept}"
    )]
    PickQuotaFull {
        seat: usize,
        card: Card,
        subject: Subject,
        proposed: u8,
        kept: u8,
    },
}
