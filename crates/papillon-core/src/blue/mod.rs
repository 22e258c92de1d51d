//! The blue round (manche bleue): capture, most points wins (docs/rules.md §4).

pub mod action;
pub mod capture;
pub mod capture_space;
pub mod error;
pub mod legal;
pub mod round;
pub mod state;
pub mod view;

pub use action::{ActionParseError, BlueAction};
pub use capture::{Capture, CaptureError, captures, for_each_capture};
pub use capture_space::{CaptureGroup, CaptureKind, CaptureSpace};
pub use error::{IllegalAction, SetupError};
pub use legal::LegalSpace;
pub use round::{BlueConfig, BlueRound, CorruptSave, DealSource, ReplayError};
pub use state::{BlueEvent, BlueState, DealPlan, Direction};
pub use view::BlueView;
