//! A ledger written from a game's events, as a counter keeper would have tapped it: to
//! keep a game played against the computer as a ledger, and to check the ledger against
//! the state machine (the same game scored both ways gives the same counters).

use std::collections::BTreeMap;

use super::{Entry, Ledger};
use crate::deal::Setup;
use crate::events::{Event, RevealReason};

/// Builds a ledger from the events of a sitting, in order (the sink of
/// [`crate::ClassicGame::start`], [`crate::ClassicGame::play`] and
/// [`crate::ClassicGame::next_game`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorder {
    ledger: Ledger,
}

impl Recorder {
    /// A recorder for a sitting at `setup` whose first dealer is `dealer`.
    pub fn new(setup: &Setup, dealer: usize) -> Recorder {
        Recorder {
            ledger: Ledger::new(
                setup.names.clone(),
                setup.options.clone(),
                setup.names.get(dealer).cloned().unwrap_or_default(),
            ),
        }
    }

    fn name(&self, seat: usize) -> String {
        self.ledger.players.get(seat).cloned().unwrap_or_default()
    }

    /// Takes one event; returns whether it made an entry.
    pub fn record(&mut self, event: &Event) -> bool {
        let entry = match event {
            Event::DealerCut { cut } => {
                self.ledger.dealer = self.name(cut.dealer);
                return false;
            }
            Event::GameStarted { game, dealer, .. } if *game > 1 => Entry::NewGame {
                dealer: Some(self.name(*dealer)),
            },
            Event::Dealt {
                deal, turned_up, ..
            } if *deal > 1 => Entry::Deal {
                turned_up: *turned_up > 0,
            },
            Event::Captured {
                player,
                card,
                taken,
                clears_table,
            } => Entry::Capture {
                player: self.name(*player),
                card: Some(card.rank()),
                took: taken.iter().map(|c| c.rank()).collect(),
                aces: 0,
                pure: false,
                klein_papillon: false,
                haneton: false,
                sautenelle: *clears_table,
            },
            Event::Reveal {
                player,
                cards,
                aces,
                reason,
                ..
            } => Entry::Reveal {
                player: self.name(*player),
                cards: *cards,
                aces: *aces,
                reason: match reason {
                    RevealReason::OutOfTurn => RevealReason::OutOfTurn,
                    _ => RevealReason::CannotCapture,
                },
            },
            Event::Won { player } => Entry::Won {
                player: self.name(*player),
            },
            Event::Counted {
                piles,
                left_on_table,
            } => Entry::End {
                cards: piles
                    .iter()
                    .enumerate()
                    .map(|(p, &c)| (self.name(p), c))
                    .collect::<BTreeMap<_, _>>(),
                left_on_table: *left_on_table,
                winner: None,
                consolation: None,
            },
            _ => return false,
        };
        self.ledger.entries.push(entry);
        true
    }

    /// The ledger so far.
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    pub fn into_ledger(self) -> Ledger {
        self.ledger
    }
}
