//! One game API for every game of the family, in the spirit of OpenSpiel's `State`:
//! who is to play, the legal actions, applying one, the terminal returns per seat, and
//! what one seat may know ([`InfoState`]), from which a complete state is sampled again
//! (determinization).
//!
//! The AI players, the simulator and the arena are written once against [`Game`];
//! nothing there knows which game it plays.

use std::fmt::{Debug, Display};
use std::hash::Hash;

use rand::{Rng, RngExt};
use serde::Serialize;

/// The most seats any game of the family has (the arrays of [`Returns`] and of the
/// search's per-seat rewards are this long).
pub const MAX_SEATS: usize = 8;

/// Per-seat terminal returns: the score of the seat's side (partners share it), higher
/// is better. Seats beyond the player count hold 0.
pub type Returns = [i32; MAX_SEATS];

/// A game position that AI players, the simulator and the arena can play.
///
/// States are values: `Clone` copies a position for search. Everything random (the
/// deal, a start roll, dice at the end) comes from seeds fixed when the state is made,
/// so a state plays out the same for the same actions.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    type Action: Copy + Eq + Hash + Debug + Display + Send + Sync + Serialize + 'static;
    /// Why an action is refused (the engine's typed error).
    type Error: std::error::Error + Send + Sync + 'static;
    type Info: InfoState<Game = Self>;

    /// Seats at the table (at most [`MAX_SEATS`]).
    fn players(&self) -> usize;
    /// The side of a seat: partners share a side, and its score.
    fn side_of(&self, seat: usize) -> usize;
    /// The seat to act; `None` when the game is over.
    fn current_player(&self) -> Option<usize>;
    /// The current player's legal actions, in the engine's fixed order (empty when
    /// over). `out` is cleared first.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies an action taken from [`legal_actions`](Game::legal_actions) of this very
    /// state, without checking it again (search uses this). Anything else breaks the
    /// contract; [`try_apply`](Game::try_apply) refuses it with a typed error.
    fn apply(&mut self, action: &Self::Action);
    /// Checks and applies an action; a refused one changes nothing.
    fn try_apply(&mut self, action: &Self::Action) -> Result<(), Self::Error>;
    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }
    /// The terminal returns, `None` while the game goes on.
    fn returns(&self) -> Option<Returns>;
    /// The seats that won a finished game (shared wins included). By default the seats
    /// whose side has the best return; a game whose rules break ties otherwise (a dice
    /// roll-off, say) says so here.
    fn winners(&self) -> Option<Vec<usize>> {
        let returns = self.returns()?;
        let n = self.players().min(MAX_SEATS);
        let best = returns[..n].iter().copied().max()?;
        Some((0..n).filter(|&s| returns[s] == best).collect())
    }
    /// What `seat` may know.
    fn info(&self, seat: usize) -> Self::Info;
    /// The state with what no player has seen yet dealt again (the cards still to be
    /// dealt, the seeds of the dice to come), every hand as it is: what a player who
    /// saw every hand, but not the stock, could know. The arena's `peek` player
    /// searches on it, to measure what reading the others' hands could be worth at
    /// most. A game that does not deal its stock again keeps the default, the state
    /// itself: there `peek` sees as much as `cheat` (the 1756 game's talon, Farfalia's
    /// discard, the modern game's orange round).
    fn redeal_unseen<R: Rng + ?Sized>(&self, _rng: &mut R) -> Self {
        self.for_search()
    }
    /// A copy for a search to play on: the same position, without what only the real
    /// game keeps for its players' information states (a memory of the table, which
    /// playouts would pay to keep and nobody reads). By default a clone.
    fn for_search(&self) -> Self {
        self.clone()
    }
    /// The engine's invariants (every card in one place, counters conserved, …).
    fn check_invariants(&self) -> Result<(), String>;
}

/// What one seat may know: the information state. It never holds a card that seat has
/// not seen (hidden cards are absent or replaced by a fixed stand-in deal), and not the
/// seeds of future chance events.
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
    /// Like [`InfoState::determinize`], with the hidden cards dealt more often the
    /// better they explain what the other seats chose to play (the `expert` level's
    /// reading of the table). A game without a model of its players keeps the default:
    /// the plain determinization.
    fn determinize_inferred<R: Rng + ?Sized>(&self, rng: &mut R) -> Self::Game {
        self.determinize(rng)
    }
}

/// Makes the starting state of a game from its setup (the people, teams and options)
/// and a seed (the deal and every chance event from it).
pub trait NewGame: Game {
    /// Who plays and how: names, teams, house rules.
    type Setup: Clone + Debug + Send + Sync;
    /// Why a setup cannot start a game.
    type SetupError: std::error::Error + Send + Sync + 'static;
    /// The game's name in the arena's and the simulator's reports ("blue", "classic").
    const NAME: &'static str;
    /// The plain setup for `players` seats (default names, teams and options), as the
    /// arena and the simulator use it.
    fn default_setup(players: usize) -> Result<Self::Setup, Self::SetupError>;
    fn new_game(setup: Self::Setup, seed: u64) -> Result<Self, Self::SetupError>;
}

/// Draws per inferred determinization at most ([`draw_likely`]).
pub const INFERRED_DRAWS: usize = 30;

/// Rejection sampling for [`InfoState::determinize_inferred`]: draws a sample and keeps
/// it with probability `weight(sample)` (its likelihood, in 0..=1, given what the
/// others played), else draws again; after [`INFERRED_DRAWS`] draws the likeliest one
/// drawn is kept.
pub fn draw_likely<T, R: Rng + ?Sized>(
    rng: &mut R,
    mut draw: impl FnMut(&mut R) -> T,
    weight: impl Fn(&T) -> f64,
) -> T {
    let mut likeliest: Option<(f64, T)> = None;
    for _ in 0..INFERRED_DRAWS {
        let sample = draw(rng);
        let w = weight(&sample);
        if w >= 1.0 || rng.random::<f64>() < w {
            return sample;
        }
        if likeliest.as_ref().is_none_or(|(best, _)| w > *best) {
            likeliest = Some((w, sample));
        }
    }
    match likeliest {
        Some((_, sample)) => sample,
        None => draw(rng),
    }
}
