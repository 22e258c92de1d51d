//! The referee: "what may I play here?" and "is this play legal?", answered by the same
//! engine that runs the digital rounds.
//!
//! - [`blue`]: a blue-round plate and hand (`papillon referee blue`, the app's blue
//!   referee): every capture and placing, grouped, counted, streamed, or one checked;
//! - [`orange`]: an orange-round layout and hand (`papillon referee orange`): where each
//!   card may go, or one play checked.

pub mod blue;
pub mod orange;

pub use blue::{
    BluePlace, BluePosition, BlueProposal, EXAMPLES_PER_GROUP, Outcome, PlayGroup, PlayKind,
    PlaySummary, ProposalError, ProposalWay, RefereeError, RefereePlay, parse_cards,
};
pub use orange::{
    OrangeEffect, OrangeIllegal, OrangePlay, OrangePosition, OrangeRefereeError, OrangeTable,
    PositionError, SuiteCards, SuiteInput, TableCard, TablePlace,
};
