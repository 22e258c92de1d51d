//! The blue round (manche bleue): capture, most points wins (RULES §3).

pub mod action;
pub mod capture;
pub mod round;
pub mod state;
pub mod view;

pub use action::{ActionParseError, BlueAction};
pub use capture::{Capture, CaptureError, captures};
pub use round::{BlueConfig, BlueRound, DealSource, ReplayError};
pub use state::{BlueEvent, BlueState, DealPlan, Direction, IllegalAction, SetupError};
pub use view::BlueView;
