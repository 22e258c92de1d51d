//! A game position written out card by card: to set up a worked example, a puzzle or a
//! referee's table exactly, and to save a game and resume it. Checked before it
//! becomes a [`ClassicGame`]: every card of the deck in exactly one place, hands of at
//! most three, the player to play holding cards, and the rest.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, DECK_SIZE};
use crate::deal::{HAND_SIZE, Setup, SetupError};
use crate::events::MAX_PLAYERS;
use crate::inference::DealMemory;
use crate::options::MAX_BLAETTER_MULTIPLIER;
use crate::purse::Purse;
use crate::state::ClassicGame;

fn one() -> u32 {
    1
}
fn one_i32() -> i32 {
    1
}

/// A position in a game. The last round is the one after which the talon is empty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Position {
    pub dealer: usize,
    /// The player to play.
    pub current: usize,
    /// Each player's hand, in seat order.
    pub hands: Vec<Vec<Card>>,
    /// The face-up cards.
    pub table: Vec<Card>,
    /// The talon, the next card to be dealt first.
    #[serde(default)]
    pub talon: Vec<Card>,
    /// Each player's captured pile (empty: nobody has captured).
    #[serde(default)]
    pub captured: Vec<Vec<Card>>,
    pub counters: Vec<i32>,
    #[serde(default)]
    pub pot: i32,
    /// Counters at the start of the game (for the returns); the current ones if absent.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub start_counters: Option<Vec<i32>>,
    /// The pot at the start of the game; the current one if absent.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub start_pot: Option<i32>,
    #[serde(default = "one")]
    pub game: u32,
    #[serde(default = "one")]
    pub deal: u32,
    /// The players who revealed in this deal.
    #[serde(default)]
    pub revealed: Vec<usize>,
    /// In the last round, the last player who revealed.
    #[serde(default)]
    pub last_revealer: Option<usize>,
    /// The previous capture was a Sautenelle (the table is empty).
    #[serde(default)]
    pub after_sautenelle: bool,
    /// The first to exchange all their cards in the last round.
    #[serde(default)]
    pub winner: Option<usize>,
    #[serde(default = "one_i32")]
    pub multiplier: i32,
}

/// Why a position cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum PositionError {
    #[error("{error}")]
    Setup { error: SetupError },
    #[error("{what} lists {count} players, the table has {players}")]
    Length {
        what: String,
        count: usize,
        players: usize,
    },
    #[error("{what} names seat {seat}, the table has {players}")]
    NoSuchSeat {
        what: String,
        seat: usize,
        players: usize,
    },
    #[error("{card} is in two places")]
    CardTwice { card: Card },
    #[error("every card must be somewhere; missing: {}", cards.iter().map(Card::to_string).collect::<Vec<_>>().join(" "))]
    MissingCards { cards: Vec<Card> },
    #[error("seat {seat} holds {cards} cards; a hand has at most three")]
    HandTooLarge { seat: usize, cards: usize },
    #[error("nobody holds a card: the dealer deals or the game is over")]
    NothingToPlay,
    #[error("seat {seat} is to play but holds no card")]
    CurrentHasNoCards { seat: usize },
    #[error("seat {seat} revealed in this deal but holds cards")]
    RevealedHoldsCards { seat: usize },
    #[error("{what} is known only in the last round (the talon holds {talon} cards)")]
    NotLastRound { what: String, talon: usize },
    #[error("seat {seat} cannot have won: {why}")]
    BadWinner { seat: usize, why: String },
    #[error("after a Sautenelle the table is empty")]
    SautenelleWithTable,
    #[error("the Blätter multiplier goes from 1 to {MAX_BLAETTER_MULTIPLIER}, not {multiplier}")]
    Multiplier { multiplier: i32 },
    #[error("games and deals are numbered from 1")]
    Numbering,
    #[error("counters and pot add up to {now}, but to {start} at the start of the game")]
    Totals {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        now: i64,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        start: i64,
    },
    #[error("the position is inconsistent: {message}")]
    Inconsistent { message: String },
}

impl Position {
    /// The position of a game.
    pub fn of(game: &ClassicGame) -> Position {
        let n = game.players;
        Position {
            dealer: game.dealer,
            current: game.current,
            hands: game.hands[..n].iter().map(|h| h.to_vec()).collect(),
            table: game.table.to_vec(),
            talon: game.talon.iter().rev().copied().collect(),
            captured: game.captured[..n].iter().map(|h| h.to_vec()).collect(),
            counters: game.purse.counters[..n].to_vec(),
            pot: game.purse.pot,
            start_counters: Some(game.start[..n].to_vec()),
            start_pot: Some(game.start_pot),
            game: game.game,
            deal: game.deal,
            revealed: (0..n).filter(|&s| game.revealed[s]).collect(),
            last_revealer: game.last_revealer,
            after_sautenelle: game.after_sautenelle,
            winner: game.winner,
            multiplier: game.multiplier,
        }
    }
}

impl ClassicGame {
    /// A game in the given position, checked. A game that is over cannot be set up this
    /// way (every position has a player to play).
    pub fn from_position(setup: Setup, p: &Position) -> Result<ClassicGame, PositionError> {
        setup
            .validate()
            .map_err(|error| PositionError::Setup { error })?;
        let n = setup.players();
        let length = |what: &str, count: usize| {
            if count == n {
                Ok(())
            } else {
                Err(PositionError::Length {
                    what: what.into(),
                    count,
                    players: n,
                })
            }
        };
        length("hands", p.hands.len())?;
        length("counters", p.counters.len())?;
        if !p.captured.is_empty() {
            length("captured", p.captured.len())?;
        }
        if let Some(start) = &p.start_counters {
            length("start_counters", start.len())?;
        }
        let seat = |what: &str, seat: usize| {
            if seat < n {
                Ok(seat)
            } else {
                Err(PositionError::NoSuchSeat {
                    what: what.into(),
                    seat,
                    players: n,
                })
            }
        };
        seat("dealer", p.dealer)?;
        seat("current", p.current)?;
        for &s in &p.revealed {
            seat("revealed", s)?;
        }
        if let Some(s) = p.winner {
            seat("winner", s)?;
        }
        if let Some(s) = p.last_revealer {
            seat("last_revealer", s)?;
        }
        if !(1..=MAX_BLAETTER_MULTIPLIER).contains(&p.multiplier) {
            return Err(PositionError::Multiplier {
                multiplier: p.multiplier,
            });
        }
        if p.game == 0 || p.deal == 0 {
            return Err(PositionError::Numbering);
        }
        let mut seen = CardSet::EMPTY;
        let mut place = |cards: &[Card]| -> Result<CardSet, PositionError> {
            let mut set = CardSet::EMPTY;
            for &card in cards {
                if !seen.insert(card) {
                    return Err(PositionError::CardTwice { card });
                }
                set.insert(card);
            }
            Ok(set)
        };
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        for (s, hand) in p.hands.iter().enumerate() {
            hands[s] = place(hand)?;
            if hand.len() > HAND_SIZE {
                return Err(PositionError::HandTooLarge {
                    seat: s,
                    cards: hand.len(),
                });
            }
        }
        let table = place(&p.table)?;
        let mut captured = [CardSet::EMPTY; MAX_PLAYERS];
        for (s, pile) in p.captured.iter().enumerate() {
            captured[s] = place(pile)?;
        }
        place(&p.talon)?;
        if seen.len() != DECK_SIZE {
            return Err(PositionError::MissingCards {
                cards: CardSet::full().difference(seen).to_vec(),
            });
        }
        if hands.iter().all(|h| h.is_empty()) {
            return Err(PositionError::NothingToPlay);
        }
        if hands[p.current].is_empty() {
            return Err(PositionError::CurrentHasNoCards { seat: p.current });
        }
        let mut revealed = [false; MAX_PLAYERS];
        for &s in &p.revealed {
            if !hands[s].is_empty() {
                return Err(PositionError::RevealedHoldsCards { seat: s });
            }
            revealed[s] = true;
        }
        let last_round = p.talon.is_empty();
        let not_last = |what: &str| PositionError::NotLastRound {
            what: what.into(),
            talon: p.talon.len(),
        };
        if let Some(w) = p.winner {
            if !last_round {
                return Err(not_last("a winner"));
            }
            let why = if !hands[w].is_empty() {
                Some("they still hold cards")
            } else if revealed[w] {
                Some("they revealed (\"Wer aufdecken muss, kann natürlich nicht gewinnen\")")
            } else {
                None
            };
            if let Some(why) = why {
                return Err(PositionError::BadWinner {
                    seat: w,
                    why: why.into(),
                });
            }
        }
        if let Some(r) = p.last_revealer {
            if !last_round {
                return Err(not_last("the last to reveal"));
            }
            if !revealed[r] {
                return Err(PositionError::NoSuchSeat {
                    what: "last_revealer (not among the revealed)".into(),
                    seat: r,
                    players: n,
                });
            }
        }
        if p.after_sautenelle && !table.is_empty() {
            return Err(PositionError::SautenelleWithTable);
        }
        let purse = Purse::new(&p.counters, p.pot);
        let start = Purse::new(p.start_counters.as_deref().unwrap_or(&p.counters), 0);
        let start_pot = p.start_pot.unwrap_or_else(|| {
            // the start pot that keeps counters plus pot constant
            i32::try_from(purse.total() - start.total()).unwrap_or(p.pot)
        });
        let game = ClassicGame {
            setup: Arc::new(setup),
            players: n,
            game: p.game,
            dealer: p.dealer,
            current: p.current,
            deal: p.deal,
            hands,
            table,
            talon: p.talon.iter().rev().copied().collect(),
            captured,
            purse,
            start: start.counters,
            start_pot,
            revealed,
            last_revealer: p.last_revealer,
            after_sautenelle: p.after_sautenelle,
            winner: p.winner,
            multiplier: p.multiplier,
            result: None,
            memory: DealMemory::default(),
        };
        if game.purse.total() != game.total() {
            return Err(PositionError::Totals {
                now: game.purse.total(),
                start: game.total(),
            });
        }
        game.check_invariants()
            .map_err(|message| PositionError::Inconsistent { message })?;
        Ok(game)
    }
}
