//! A sitting is several games in a row: the counters, the pot carried over and the
//! Blätter multiplier go on, and the deal passes to the right. [`Carry`] is what one
//! game hands to the next, so that a next game can be dealt on its own (a saved game
//! against the computer is one game of a sitting, replayed from its carry and seed).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::deal::{Setup, SetupError, shuffled};
use crate::events::{Event, Transfers};
use crate::state::ClassicGame;
use game_kit::seeded_rng;

/// What a finished game hands to the next game of its sitting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Carry {
    /// The next game's number in the sitting (2 or more).
    pub game: u32,
    /// The next game's dealer.
    pub dealer: usize,
    /// Everyone's counters after the last game.
    pub counters: Vec<i32>,
    /// Counters left in the pot.
    pub pot: i32,
    /// The next game's Blätter multiplier.
    pub multiplier: i32,
}

/// Why a carry cannot start a game (a damaged save: a real game never hands one on).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum CarryError {
    #[error("{error}")]
    Setup { error: SetupError },
    #[error("the carry has {counters} players' counters for {players} players")]
    Players { counters: usize, players: usize },
    #[error("game {game} cannot follow another (the second game of a sitting is game 2)")]
    Game { game: u32 },
    #[error("seat {dealer} cannot deal at a table of {players}")]
    Dealer { dealer: usize, players: usize },
    #[error("a Blätter multiplier of {multiplier} (it is 1, 2, 4, …)")]
    Multiplier { multiplier: i32 },
    #[error("the counters and the pot hold {total}, not the {expected} the sitting began with")]
    Total { total: i64, expected: i64 },
    #[error("a pot of {pot} counters")]
    Pot { pot: i32 },
}

impl Carry {
    /// Checks a carry against the setup of its sitting.
    pub fn check(&self, setup: &Setup) -> Result<(), CarryError> {
        setup
            .validate()
            .map_err(|error| CarryError::Setup { error })?;
        let players = setup.players();
        if self.counters.len() != players {
            return Err(CarryError::Players {
                counters: self.counters.len(),
                players,
            });
        }
        if self.game < 2 {
            return Err(CarryError::Game { game: self.game });
        }
        if self.dealer >= players {
            return Err(CarryError::Dealer {
                dealer: self.dealer,
                players,
            });
        }
        let m = self.multiplier;
        if m < 1 || m.count_ones() != 1 {
            return Err(CarryError::Multiplier { multiplier: m });
        }
        if self.pot < 0 {
            return Err(CarryError::Pot { pot: self.pot });
        }
        let total = self.counters.iter().map(|&c| i64::from(c)).sum::<i64>() + i64::from(self.pot);
        let expected = i64::from(setup.options.starting_counters) * players as i64;
        if total != expected {
            return Err(CarryError::Total { total, expected });
        }
        Ok(())
    }
}

impl ClassicGame {
    /// What this game hands to the next of the sitting, once it is over: the deal
    /// passes to the right, to the player who led this game (a gap, C.5 #14).
    pub fn carry(&self) -> Option<Carry> {
        let result = self.result.as_ref()?;
        Some(Carry {
            game: self.game.saturating_add(1),
            dealer: (self.dealer + 1) % self.players,
            counters: self.counters().to_vec(),
            pot: self.purse.pot,
            multiplier: result.next_multiplier,
        })
    }

    /// A later game of a sitting, dealt from `seed` after `carry`.
    pub fn continue_sitting(
        setup: Setup,
        carry: &Carry,
        seed: u64,
        sink: &mut impl FnMut(&Event, &Transfers),
    ) -> Result<ClassicGame, CarryError> {
        carry.check(&setup)?;
        Ok(ClassicGame::deal_next(Arc::new(setup), carry, seed, sink))
    }

    /// Deals the next game from a checked carry.
    pub(crate) fn deal_next(
        setup: Arc<Setup>,
        carry: &Carry,
        seed: u64,
        sink: &mut impl FnMut(&Event, &Transfers),
    ) -> ClassicGame {
        let pack = shuffled(&mut seeded_rng(seed));
        ClassicGame::begin(
            setup,
            carry.game,
            carry.dealer,
            &carry.counters,
            carry.pot,
            carry.multiplier,
            pack,
            sink,
        )
    }
}
