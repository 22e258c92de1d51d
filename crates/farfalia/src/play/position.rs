//! A game set up card by card, mid-deal: the worked examples of A.6 and the tests
//! start from one. The position is checked (every card once, the hands' sizes, the
//! quota, the four-player trump) and starts at the dealer's discard (five players,
//! no trump called yet) or at the lead of a trick.

use serde::{Deserialize, Serialize};

use crate::card::{Card, PROPOSITION_SIZE, Subject, Trump};
use crate::mode::Mode;
use crate::play::cards::CardSet;
use crate::play::error::Phase;
use crate::play::setup::{PlaySetup, SetupError};
use crate::play::state::{FarfaliaGame, SEATS};
use crate::play::trick;
use crate::validate::DOUBLE_YOU_JOKERS;

/// A deal in progress, card by card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// 1 = the first deal.
    pub deal: usize,
    pub dealer: usize,
    /// Each seat's total before this deal.
    pub totals: Vec<i64>,
    pub proposition: [Subject; PROPOSITION_SIZE],
    /// Five players: the trump called; none while the dealer has still to discard and
    /// call it. Four players: none, or the first subject's.
    pub trump: Option<Trump>,
    pub hands: Vec<Vec<Card>>,
    pub discard: Vec<Card>,
    pub collected: Vec<Vec<Card>>,
    pub face_down: Vec<Vec<Card>>,
    /// Tricks completed; the next is led by `leader`.
    pub tricks_done: u8,
    pub leader: usize,
    /// DOUBLE YOU: who played a joker this deal, and the jokers left (empty: none
    /// played, two left).
    #[serde(default)]
    pub double_you: Vec<bool>,
    #[serde(default)]
    pub double_you_left: Vec<u8>,
}

/// Why a position cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum PositionError {
    #[error("{0}")]
    Setup(SetupError),
    #[error("BURNIN' positions are not supported (the jokers in hand are not given)")]
    Burnin,
    #[error("{what} lists {got} seats, not {players}")]
    Seats {
        what: &'static str,
        got: usize,
        players: usize,
    },
    #[error("seat {seat} is not at the table")]
    NoSeat { seat: usize },
    #[error("there is no card {card}: the numbers run from 1 to 13")]
    NoSuchCard { card: Card },
    #[error("{card} is placed twice")]
    CardTwice { card: Card },
    #[error("{missing} cards are placed nowhere")]
    CardsMissing { missing: usize },
    #[error("seat {seat} holds {got} cards, {expected} expected after {tricks} tricks")]
    HandSize {
        seat: usize,
        got: usize,
        expected: usize,
        tricks: u8,
    },
    #[error("{got} cards in the tricks won, {expected} expected")]
    TricksWon { got: usize, expected: usize },
    #[error("{got} cards discarded, {expected} expected")]
    Discard { got: usize, expected: usize },
    #[error("a deal has {tricks} tricks")]
    Tricks { tricks: u8 },
    #[error("the trump is {given}, but the first subject makes it {expected}")]
    Trump { given: Trump, expected: Trump },
    #[error("the side of seat {seat} kept more {subject} than proposed")]
    Quota { seat: usize, subject: Subject },
    /// One card a trick, from the first trick a card may be kept from.
    #[error("{picks} cards kept in {tricks} tricks")]
    TooManyPicks { picks: usize, tricks: u8 },
}

impl FarfaliaGame {
    /// A game from a position; the deals after it are dealt from `seed`.
    #[allow(clippy::needless_range_loop)] // a seat indexes several parallel arrays
    pub fn from_position(
        setup: PlaySetup,
        position: &Position,
        seed: u64,
    ) -> Result<FarfaliaGame, PositionError> {
        if setup.options.burnin {
            return Err(PositionError::Burnin);
        }
        let mut game = FarfaliaGame::start(
            PlaySetup {
                options: crate::play::setup::PlayOptions {
                    first_dealer: Some(position.dealer.min(setup.players().saturating_sub(1))),
                    ..setup.options.clone()
                },
                ..setup
            },
            seed,
        )
        .map_err(PositionError::Setup)?;
        let n = game.players();
        let p = position;
        for (what, got) in [
            ("totals", p.totals.len()),
            ("hands", p.hands.len()),
            ("collected", p.collected.len()),
            ("face_down", p.face_down.len()),
        ] {
            if got != n {
                return Err(PositionError::Seats {
                    what,
                    got,
                    players: n,
                });
            }
        }
        for seat in [p.dealer, p.leader] {
            if seat >= n {
                return Err(PositionError::NoSeat { seat });
            }
        }
        if p.tricks_done >= game.rules.tricks() {
            return Err(PositionError::Tricks {
                tricks: game.rules.tricks(),
            });
        }
        let mut seen = CardSet::EMPTY;
        let mut set = |cards: &[Card]| -> Result<CardSet, PositionError> {
            let mut out = CardSet::EMPTY;
            for &card in cards {
                if Card::new(card.colour, card.rank).is_none() {
                    return Err(PositionError::NoSuchCard { card });
                }
                if !seen.insert(card) {
                    return Err(PositionError::CardTwice { card });
                }
                out.insert(card);
            }
            Ok(out)
        };
        let mut hands = [CardSet::EMPTY; SEATS];
        let mut collected = [CardSet::EMPTY; SEATS];
        let mut face_down = [CardSet::EMPTY; SEATS];
        for seat in 0..n {
            hands[seat] = set(&p.hands[seat])?;
            collected[seat] = set(&p.collected[seat])?;
            face_down[seat] = set(&p.face_down[seat])?;
        }
        let discard = set(&p.discard)?;
        if seen != CardSet::DECK {
            return Err(PositionError::CardsMissing {
                missing: 52 - seen.len(),
            });
        }
        let five = game.rules.mode != Mode::Four;
        let before_discard = five && p.trump.is_none();
        let expected_discard = if five && !before_discard { 2 } else { 0 };
        if discard.len() != expected_discard {
            return Err(PositionError::Discard {
                got: discard.len(),
                expected: expected_discard,
            });
        }
        let per_seat = usize::from(game.rules.tricks() - p.tricks_done);
        for seat in 0..n {
            let expected = per_seat
                + if before_discard && seat == p.dealer {
                    2
                } else {
                    0
                };
            if hands[seat].len() != expected {
                return Err(PositionError::HandSize {
                    seat,
                    got: hands[seat].len(),
                    expected,
                    tricks: p.tricks_done,
                });
            }
        }
        let won: usize = (0..n)
            .map(|s| collected[s].len() + face_down[s].len())
            .sum();
        if won != usize::from(p.tricks_done) * n {
            return Err(PositionError::TricksWon {
                got: won,
                expected: usize::from(p.tricks_done) * n,
            });
        }
        let trump = if five {
            p.trump
        } else {
            let expected = Trump::from_first_subject(p.proposition[0]);
            match p.trump {
                Some(given) if given != expected => {
                    return Err(PositionError::Trump { given, expected });
                }
                _ => Some(expected),
            }
        };
        game.begin_deal(p.deal.max(1), p.dealer);
        game.hands = hands;
        game.collected = collected;
        game.face_down = face_down;
        game.discard = discard;
        game.proposition = p.proposition;
        game.proposition_shown = !before_discard;
        game.trump = trump;
        game.tricks_done = p.tricks_done;
        game.leader = p.leader;
        for seat in 0..n {
            game.totals[seat] = p.totals[seat];
            game.carried[seat] = p.totals[seat];
            game.double_you[seat] = p.double_you.get(seat).copied().unwrap_or(false);
            game.jokers_left[seat] = p
                .double_you_left
                .get(seat)
                .copied()
                .unwrap_or(DOUBLE_YOU_JOKERS);
        }
        for seat in 0..n {
            let kept = game.kept_by_side_of(seat);
            for subject in Subject::ALL {
                if kept.of_subject(subject).len()
                    > usize::from(trick::proposed(&p.proposition, subject))
                {
                    return Err(PositionError::Quota { seat, subject });
                }
            }
        }
        let allowed = p
            .tricks_done
            .saturating_sub(game.rules.first_pick_trick().saturating_sub(1));
        let picks: usize = (0..n).map(|s| collected[s].len()).sum();
        if picks > usize::from(allowed) {
            return Err(PositionError::TooManyPicks {
                picks,
                tricks: p.tricks_done,
            });
        }
        game.phase = if before_discard {
            Phase::Discard { seat: p.dealer }
        } else {
            Phase::Play { seat: p.leader }
        };
        Ok(game)
    }
}
