//! One game API for the blue round, the orange round and the full game, in the spirit
//! of OpenSpiel's `State`: who is to play, the legal actions, applying one, the
//! terminal returns per seat, and what one seat may know ([`InfoState`]), from which a
//! complete state is sampled again (determinization).
//!
//! The AI players, the simulator and the arena are written once against [`Game`];
//! nothing there knows which round it plays.
//!
//! Returns are the side's score from the one scorer ([`crate::scoring::score`]), fed
//! with typed data straight from the engine (see [`score`]), with the dice a score
//! needs (most-cards roll-off, Couteau Suisse values, the winner roll-off house rule)
//! rolled from the state's own dice seed in the very order
//! [`crate::settle::settle_with_dice`] rolls them: the same state always has the same
//! returns, and they equal the score of the round's own score sheet.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::sync::Arc;

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::blue::SetupError;
use crate::options::RuleOptions;
use crate::scoring::ScoreReport;
use crate::teams::{MAX_PLAYERS, TeamSetup};

pub mod blue;
pub mod full;
pub mod orange;
pub mod score;

pub use blue::{BlueGame, BlueInfo};
pub use full::{FullAction, FullGame, FullIllegal, FullInfo};
pub use orange::{OrangeGame, OrangeInfo};

/// Per-seat terminal returns: the score of the seat's side (partners share it).
/// Seats beyond the player count hold 0.
pub type Returns = [i32; MAX_PLAYERS];

/// The people at the table: names in seat order, teams and options. Shared (`Arc`)
/// between a state and its copies, so cloning a state for search stays cheap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub names: Vec<String>,
    pub teams: TeamSetup,
    pub options: RuleOptions,
}

impl Table {
    /// "P1", "P2", … with the default teams of [`crate::blue::BlueConfig::simple`]:
    /// each alone, crossed pairs for 4, a 3–2 split for 5.
    pub fn simple(players: usize) -> Result<Arc<Table>, SetupError> {
        let config = crate::blue::BlueConfig::simple(players, 0)?;
        Ok(Arc::new(Table {
            names: config.players,
            teams: config.teams,
            options: config.options,
        }))
    }

    pub fn players(&self) -> usize {
        self.names.len()
    }

    /// The side of a seat (its index in `teams.sides()`).
    pub fn side_of(&self, seat: usize) -> usize {
        self.teams.side_of(seat).unwrap_or(seat)
    }
}

/// Which game a [`Game`] value plays: used by the CLI and the arena to pick one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    Blue,
    Orange,
    /// A blue round, then an orange round; game score = blue − orange.
    Full,
}

impl GameKind {
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Blue => "blue",
            GameKind::Orange => "orange",
            GameKind::Full => "game",
        }
    }
}

/// A game position that AI players, the simulator and the arena can play.
///
/// States are values: `Clone` copies a position for search. Everything random (the
/// deal, the start roll, dice at the end) comes from seeds fixed when the state is
/// made, so a state plays out the same for the same actions.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    type Action: Copy + Eq + Hash + Debug + Display + Send + Sync + Serialize + 'static;
    /// Why an action is refused (the engine's typed error).
    type Error: std::error::Error + Send + Sync + 'static;
    type Info: InfoState<Game = Self>;

    fn table(&self) -> &Arc<Table>;
    fn players(&self) -> usize {
        self.table().players()
    }
    fn side_of(&self, seat: usize) -> usize {
        self.table().side_of(seat)
    }
    /// The seat to act; `None` when the game is over.
    fn current_player(&self) -> Option<usize>;
    /// The current player's legal actions, in the engine's fixed order (empty when
    /// over). `out` is cleared first.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies an action taken from [`legal_actions`](Game::legal_actions) of this very
    /// state, without checking it again (search uses this).
    fn apply(&mut self, action: &Self::Action);
    /// Checks and applies an action; a refused one changes nothing.
    fn try_apply(&mut self, action: &Self::Action) -> Result<(), Self::Error>;
    fn is_over(&self) -> bool;
    /// The terminal returns, `None` while the game goes on.
    fn returns(&self) -> Option<Returns>;
    /// The itemised score of a finished game, as `papillon score` prints it.
    fn report(&self) -> Option<ScoreReport>;
    /// What `seat` may know.
    fn info(&self, seat: usize) -> Self::Info;
    /// The engine's invariants (every card in one place, …).
    fn check_invariants(&self) -> Result<(), String>;
}

/// What one seat may know: the information state. It never holds a card that seat has
/// not seen (hidden cards are absent or replaced by a fixed stand-in deal), and not
/// the seeds of future chance events.
pub trait InfoState: Clone + Debug + Send + Sync + 'static {
    type Game: Game<Info = Self>;
    /// The observer.
    fn seat(&self) -> usize;
    fn players(&self) -> usize;
    fn side_of(&self, seat: usize) -> usize;
    /// The seat to act, `None` when over.
    fn current_player(&self) -> Option<usize>;
    /// The observer's legal actions when it is their turn (they depend only on what the
    /// observer sees), else empty.
    fn legal_actions(&self, out: &mut Vec<<Self::Game as Game>::Action>);
    /// A complete state consistent with everything the observer has seen, the hidden
    /// cards dealt at random and fresh seeds for the chance events still to come.
    fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> Self::Game;
}

/// Makes the starting state of a game kind for a seed (deal and start roll from the
/// seed, the way the rounds and the simulator make them).
pub trait NewGame: Game {
    fn new_game(table: Arc<Table>, seed: u64) -> Result<Self, SetupError>;
}

/// Side scores into per-seat returns.
pub(crate) fn returns_of(table: &Table, report: &ScoreReport) -> Returns {
    let mut out = [0; MAX_PLAYERS];
    for (seat, r) in out.iter_mut().enumerate().take(table.players()) {
        *r = report
            .sides
            .get(table.side_of(seat))
            .map_or(0, |side| side.total);
    }
    out
}
