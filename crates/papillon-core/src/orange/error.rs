//! Why an orange action is refused.

use super::layout::PlaceError;

/// Why an action cannot be applied; the state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalAction {
    #[error("the round is over")]
    RoundOver,
    #[error("{0} is not in the hand")]
    NotInHand(String),
    #[error("{0}")]
    Place(#[from] PlaceError),
    #[error("covering the plate is only possible before the first turn of the round")]
    NotCovering,
    #[error("plate card {0} is not an uncovered trump")]
    PlateNotTrump(u8),
    #[error("a plate trump is covered with a number card or a declared Couteau Suisse")]
    BadCover,
    #[error("you are under a Chat Noir attack: answer with a Papillon, or take three")]
    MustAnswer,
    #[error(
        "you hold the Papillon: under a Chat Noir attack it must be played (the attacker draws 6); taking three is only for a player without the Papillon"
    )]
    MustAnswerWithPapillon,
    #[error("there is no Chat Noir attack to answer")]
    NotAttacked,
    #[error("you can play {example}: a playable card must be played, drawing is not allowed")]
    MustPlay { example: String },
    #[error("you already drew this turn")]
    AlreadyDrew,
    #[error("the draw pile is empty")]
    PileEmpty,
    #[error("draw only at the start of a turn, when nothing can be played")]
    DrawAfterPlay,
}
