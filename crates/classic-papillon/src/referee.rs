//! The referee: "what can this card take from this table?" — every capture (the match
//! and each sum), with the counters it earns and its bonus events — or "may this card
//! take these cards?", with the reason when it may not.
//!
//! Captures that differ only by suits are listed once (suits never matter), with the
//! lowest cards of each rank; [`check`] accepts whichever cards are named.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::bonus::{CaptureBonuses, each_of};
use crate::capture::{self, CaptureKind, Refusal};
use crate::card::{Card, CardSet};
use crate::deal::{MAX_PLAYERS, MIN_PLAYERS};
use crate::events::Event;
use crate::options::{Options, OptionsError};

/// Where the capture happens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Situation {
    /// Players at the table (3 or 4): a bonus is paid by each of the others.
    pub players: usize,
    /// The seat of the player capturing (named in the bonus events).
    #[serde(default)]
    pub player: usize,
    /// The dealer has given out the last card (no Klein-Papillon any more).
    #[serde(default)]
    pub last_round: bool,
    #[serde(default)]
    pub options: Options,
}

impl Situation {
    pub fn new(players: usize, last_round: bool) -> Situation {
        Situation {
            players,
            player: 0,
            last_round,
            options: Options::default(),
        }
    }
}

/// A capture the referee allows, with what it earns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Allowed {
    /// The move, in the notation of [`crate::action`].
    pub action: Action,
    pub card: Card,
    pub taken: CardSet,
    pub kind: CaptureKind,
    /// The bonus events (E2–E6) it pays, under the options.
    pub events: Vec<Event>,
    /// Counters from each other player.
    pub each: i32,
    /// Counters gained in all: `each × (players − 1)`.
    pub counters: i32,
    /// It takes the last face-up card: the next player must reveal.
    pub sautenelle: bool,
}

/// The referee's answer to a proposed capture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Verdict {
    Allowed(Allowed),
    Refused { reason: Refusal },
}

/// Why the referee cannot answer (the question itself is wrong).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum RefereeError {
    #[error("{card} is on the table twice")]
    TableCardTwice { card: Card },
    #[error("{card} is both in the hand and on the table")]
    CardInHandAndTable { card: Card },
    #[error("{card} is in the hand twice")]
    HandCardTwice { card: Card },
    #[error("a table has three or four players, not {players}")]
    Players { players: usize },
    #[error("seat {player} is not at a table of {players}")]
    Seat { player: usize, players: usize },
    #[error("{error}")]
    Options { error: OptionsError },
}

fn table_set(table: &[Card]) -> Result<CardSet, RefereeError> {
    let mut set = CardSet::EMPTY;
    for &card in table {
        if !set.insert(card) {
            return Err(RefereeError::TableCardTwice { card });
        }
    }
    Ok(set)
}

fn checked(situation: &Situation) -> Result<(), RefereeError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&situation.players) {
        return Err(RefereeError::Players {
            players: situation.players,
        });
    }
    if situation.player >= situation.players {
        return Err(RefereeError::Seat {
            player: situation.player,
            players: situation.players,
        });
    }
    situation
        .options
        .validate()
        .map_err(|error| RefereeError::Options { error })
}

fn allowed(
    card: Card,
    taken: CardSet,
    kind: CaptureKind,
    table: CardSet,
    s: &Situation,
) -> Allowed {
    let bonuses = CaptureBonuses::of_cards(card, taken, table);
    let events = bonuses.events(s.player, s.last_round, &s.options);
    let each: i32 = events.iter().map(each_of).sum();
    Allowed {
        action: Action::Capture { card, taken },
        card,
        taken,
        kind,
        events,
        each,
        counters: each * (s.players as i32 - 1),
        sautenelle: bonuses.sautenelle,
    }
}

/// Every capture `card` can make from `table`.
pub fn captures(
    table: &[Card],
    card: Card,
    situation: &Situation,
) -> Result<Vec<Allowed>, RefereeError> {
    checked(situation)?;
    let set = table_set(table)?;
    if set.contains(card) {
        return Err(RefereeError::CardInHandAndTable { card });
    }
    let mut out = Vec::new();
    capture::for_each_capture(card, set, &situation.options, |kind, taken| {
        out.push(allowed(card, taken, kind, set, situation));
    });
    Ok(out)
}

/// Every capture any card of `hand` can make from `table` (one card of each rank);
/// none means the player must reveal.
pub fn hand_captures(
    hand: &[Card],
    table: &[Card],
    situation: &Situation,
) -> Result<Vec<Allowed>, RefereeError> {
    let mut seen = CardSet::EMPTY;
    for &card in hand {
        if !seen.insert(card) {
            return Err(RefereeError::HandCardTwice { card });
        }
    }
    let mut out = Vec::new();
    for card in capture::distinct_ranks(seen).iter() {
        out.extend(captures(table, card, situation)?);
    }
    Ok(out)
}

/// Checks a proposed capture: `card` takes `taken` from `table`.
pub fn check(
    table: &[Card],
    card: Card,
    taken: &[Card],
    situation: &Situation,
) -> Result<Verdict, RefereeError> {
    checked(situation)?;
    let set = table_set(table)?;
    if set.contains(card) {
        return Err(RefereeError::CardInHandAndTable { card });
    }
    Ok(match capture::check(card, taken, set, &situation.options) {
        Ok(kind) => {
            let taken: CardSet = taken.iter().copied().collect();
            Verdict::Allowed(allowed(card, taken, kind, set, situation))
        }
        Err(reason) => Verdict::Refused { reason },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn ben_s_two_takes_two_aces_for_four_from_each() {
        // C.6 P1 step 1: "Ben 2♠ takes A♣+A♦ | E3: 4 from each"
        let table = cards("AC AD AH 4D 5D 3C 9H");
        let found = captures(&table, "2S".parse().unwrap(), &Situation::new(3, false)).unwrap();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].taken.join("+"), "AC+AD");
        assert_eq!(found[0].each, 4);
        assert_eq!(found[0].counters, 8);
        assert_eq!(
            found[0].events,
            [Event::PureAces {
                player: 0,
                aces: 2,
                each: 4
            }]
        );
    }

    #[test]
    fn a_sautenelle_is_seen_from_the_table() {
        let s = Situation::new(3, false);
        let v = check(&cards("3C 9H"), "QD".parse().unwrap(), &cards("3C 9H"), &s).unwrap();
        let Verdict::Allowed(a) = v else {
            panic!("{v:?}")
        };
        assert!(a.sautenelle);
        assert_eq!(a.each, 1);
        let v = check(&cards("3C 9H"), "QD".parse().unwrap(), &cards("3C"), &s).unwrap();
        assert!(matches!(
            v,
            Verdict::Refused {
                reason: Refusal::NotSameValue { .. }
            }
        ));
    }

    #[test]
    fn bad_questions_are_typed_errors() {
        let s = Situation::new(5, false);
        assert_eq!(
            captures(&[], "2S".parse().unwrap(), &s),
            Err(RefereeError::Players { players: 5 })
        );
        let s = Situation::new(3, false);
        assert_eq!(
            captures(&cards("2S 3C"), "2S".parse().unwrap(), &s),
            Err(RefereeError::CardInHandAndTable {
                card: "2S".parse().unwrap()
            })
        );
        assert!(matches!(
            captures(&cards("3C 3C"), "2S".parse().unwrap(), &s),
            Err(RefereeError::TableCardTwice { .. })
        ));
        assert!(
            hand_captures(&cards("8S 9S"), &cards("3C 4D"), &s)
                .unwrap()
                .is_empty()
        );
    }
}
