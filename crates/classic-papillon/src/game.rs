//! The family's traits (`game_kit`): the game for the computer players, the arena and
//! the simulator. One state is one game of a sitting; its return per seat is the
//! change of that seat's counters over the game (stake, bonuses, reveals, die Blätter,
//! the pot). A sitting of several games is [`ClassicGame::next_game`]'s business.

use game_kit::{Game, InfoState, MAX_SEATS, NewGame, Returns};
use rand::Rng;

use crate::action::Action;
use crate::deal::{Setup, SetupError};
use crate::state::{ClassicGame, Illegal};
use crate::view::ClassicInfo;

impl Game for ClassicGame {
    type Action = Action;
    type Error = Illegal;
    type Info = ClassicInfo;

    fn players(&self) -> usize {
        self.players
    }
    fn side_of(&self, seat: usize) -> usize {
        seat
    }
    fn current_player(&self) -> Option<usize> {
        self.to_play()
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal_moves_into(out);
    }
    fn apply(&mut self, action: &Action) {
        self.apply_legal(action, &mut |_, _| {});
    }
    fn try_apply(&mut self, action: &Action) -> Result<(), Illegal> {
        self.play(action, &mut |_, _| {})
    }
    fn is_over(&self) -> bool {
        ClassicGame::is_over(self)
    }
    /// The change of each seat's counters over the game.
    fn returns(&self) -> Option<Returns> {
        self.result.as_ref()?;
        Some(self.counters_won())
    }
    fn info(&self, seat: usize) -> ClassicInfo {
        ClassicInfo::of(self, seat)
    }
    fn check_invariants(&self) -> Result<(), String> {
        ClassicGame::check_invariants(self)
    }
}

impl ClassicGame {
    /// Each seat's counters won or lost so far in this game: the returns once it is
    /// over, the search's estimate before.
    pub(crate) fn counters_won(&self) -> Returns {
        let mut out = [0; MAX_SEATS];
        for (seat, r) in out.iter_mut().enumerate().take(self.players) {
            *r = self.purse.counters[seat].saturating_sub(self.start[seat]);
        }
        out
    }
}

impl InfoState for ClassicInfo {
    type Game = ClassicGame;

    fn seat(&self) -> usize {
        self.seat
    }
    fn players(&self) -> usize {
        self.game.players
    }
    fn side_of(&self, seat: usize) -> usize {
        seat
    }
    fn current_player(&self) -> Option<usize> {
        self.game.to_play()
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.game.to_play() == Some(self.seat) {
            self.game.legal_moves_into(out);
        } else {
            out.clear();
        }
    }
    fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> ClassicGame {
        self.sample(rng)
    }
    fn determinize_inferred<R: Rng + ?Sized>(&self, rng: &mut R) -> ClassicGame {
        self.sample_inferred(rng)
    }
}

impl NewGame for ClassicGame {
    type Setup = Setup;
    type SetupError = SetupError;
    const NAME: &'static str = "classic";

    fn default_setup(players: usize) -> Result<Setup, SetupError> {
        Setup::plain(players)
    }

    /// The first game of a sitting (the cut, the deal and the stakes) from `seed`.
    fn new_game(setup: Setup, seed: u64) -> Result<ClassicGame, SetupError> {
        ClassicGame::start(setup, seed, &mut |_, _| {})
    }
}
