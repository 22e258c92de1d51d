//! Every type the command list ([`crate::command_list`]) names, under the name it uses
//! there: the code generated from the list (the Tauri commands, [`crate::dispatch()`])
//! brings these into scope.

pub use papillon_core::RuleOptions;
pub use papillon_core::Tie;
pub use papillon_core::dice::{Contest, Round, Throw};
pub use papillon_core::entry::SheetEdit;
pub use papillon_core::game::GameKind;
pub use papillon_core::referee::{PlayKind, RefereePlay};
pub use papillon_core::team_choice::{TeamChoice, TeamProposal};
pub use papillon_store::{
    EveningStory, GameFilter, GameSummary, GameType, ImportSummary, Ladder, NewGame, PairRecord,
    Player, PlayerStats, Records,
};
pub use serde_json::Value;

pub use crate::commands::Startup;
pub use crate::commands::dice::RollOutcome;
pub use crate::commands::family::{FamilyGameView, FamilySheet};
pub use crate::commands::settings::{Location, Settings};
pub use crate::messages::Lang;
pub use crate::play::commands::{PracticeDeal, PracticeSeat};
pub use crate::play::games::any::{PlayHint, PlayList, PlayReview, PlayView, PracticeStats};
pub use crate::play::view::BlueChoice;
pub use crate::referee::{
    BlueAnswer, BlueProposalRequest, BlueRequest, BlueVerdict, ClassicRefereeAnswer,
    ClassicRefereeRequest, KeptPosition, OrangeAnswer, OrangeProposal, OrangeRequest,
    OrangeVerdict,
};
pub use crate::view::GameView;
