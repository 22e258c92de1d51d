//! The orange round: shedding cards onto suites, fewest points wins (docs/rules.md §6).

pub mod action;
pub mod error;
pub mod hand;
pub mod layout;
pub mod round;
pub mod state;
pub mod view;

pub use action::{ActionParseError, ActionText, OrangeAction};
pub use error::IllegalAction;
pub use hand::Hand;
pub use layout::{Layout, PlaceError, Power, Role, Sign, Slot, Suite, check_place, placements};
pub use round::{OrangeConfig, OrangeDeal, OrangeRound, ReplayError};
pub use state::{OrangeEvent, OrangeState, Phase};
pub use view::OrangeView;
