//! The family's traits (`game_kit`): the game for the computer players, the arena and
//! the simulator. One state is one whole game (every deal); its return per seat is the
//! seat's total (partners at four share the team's).

use game_kit::{Game, InfoState, NewGame, Returns};
use rand::Rng;

use crate::mode::Mode;
use crate::play::action::Action;
use crate::play::error::Illegal;
use crate::play::setup::{PlaySetup, SetupError};
use crate::play::state::FarfaliaGame;
use crate::play::view::FarfaliaInfo;

impl Game for FarfaliaGame {
    type Action = Action;
    type Error = Illegal;
    type Info = FarfaliaInfo;

    fn players(&self) -> usize {
        FarfaliaGame::players(self)
    }
    /// At four the fixed teams (seats 0 and 2, 1 and 3); at five everyone is ranked
    /// alone (the teams change every deal).
    fn side_of(&self, seat: usize) -> usize {
        if self.rules.mode == Mode::Four {
            seat % 2
        } else {
            seat
        }
    }
    fn current_player(&self) -> Option<usize> {
        self.to_play()
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal_moves_into(out);
    }
    fn apply(&mut self, action: &Action) {
        self.apply_legal(action);
    }
    fn try_apply(&mut self, action: &Action) -> Result<(), Illegal> {
        self.play(action)
    }
    fn is_over(&self) -> bool {
        FarfaliaGame::is_over(self)
    }
    fn returns(&self) -> Option<Returns> {
        self.is_over().then(|| self.total_returns())
    }
    /// «les deux joueurs ayant le plus de points gagnent la partie» at five (ties
    /// share), the best team at four.
    fn winners(&self) -> Option<Vec<usize>> {
        FarfaliaGame::winners(self).map(<[usize]>::to_vec)
    }
    fn info(&self, seat: usize) -> FarfaliaInfo {
        FarfaliaInfo::of(self, seat)
    }
    fn check_invariants(&self) -> Result<(), String> {
        FarfaliaGame::check_invariants(self)
    }
}

impl InfoState for FarfaliaInfo {
    type Game = FarfaliaGame;

    fn seat(&self) -> usize {
        self.seat
    }
    fn players(&self) -> usize {
        self.game.players()
    }
    fn side_of(&self, seat: usize) -> usize {
        Game::side_of(&self.game, seat)
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
    fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> FarfaliaGame {
        self.sample(rng)
    }
}

impl NewGame for FarfaliaGame {
    type Setup = PlaySetup;
    type SetupError = SetupError;
    const NAME: &'static str = "farfalia";

    fn default_setup(players: usize) -> Result<PlaySetup, SetupError> {
        PlaySetup::plain(players)
    }

    fn new_game(setup: PlaySetup, seed: u64) -> Result<FarfaliaGame, SetupError> {
        FarfaliaGame::start(setup, seed)
    }
}
