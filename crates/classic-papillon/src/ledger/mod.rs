//! The counter keeper's ledger, for groups playing with real cards and real counters:
//! the players, the house rules, the first dealer, and the entries as people tap them at
//! the table. Replaying it gives everyone's counters after every entry, the pot, each
//! transfer named and why, the winners; a ledger that cannot be right is refused with
//! the entry and the player named ([`LedgerProblem`]).
//!
//! Only what moves counters (or decides who may win) is entered; plain captures need
//! no entry. A capture is told either by its cards, from which the ledger works out
//! its bonuses with the game's own rules, or by its bonuses directly:
//!
//! ```json
//! {"entry": "capture", "player": "Ben", "card": "2", "took": ["A", "A"]}
//! {"entry": "capture", "player": "Ana", "aces": 1}
//! {"entry": "capture", "player": "Cara", "aces": 1, "klein_papillon": true}
//! {"entry": "capture", "player": "Anna", "sautenelle": true}
//! {"entry": "reveal", "player": "Ben", "cards": 2, "aces": 1}
//! {"entry": "deal"}                      (the next deal; "turned_up": true onto an empty table)
//! {"entry": "won", "player": "W"}        (first to exchange all cards in the last deal)
//! {"entry": "end", "cards": {"W": 10, "X": 18, "Y": 12, "Z": 9}, "left_on_table": 3}
//! {"entry": "new_game"}                  ("dealer": "X" if not the next to the right)
//! ```
//!
//! Cards are named by rank only (`A`, `2` … `10`, `J`, `Q`, `K`, or numbers); a suit,
//! if given (`"QD"`), is ignored. `docs/formats.md` has the format.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::card::Rank;
use crate::events::RevealReason;
use crate::options::Options;

mod end;
mod problem;
mod record;
mod replay;
mod report;

pub use problem::{Impossible, LedgerProblem};
pub use record::Recorder;
pub use report::{GameSummary, LedgerLine, LedgerReport, NamedEvent, NextUp, Replay};

/// A sitting at a real table, as its counter keeper entered it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Ledger {
    /// The players in playing order (each one's right-hand neighbour next).
    pub players: Vec<String>,
    #[serde(default)]
    pub options: Options,
    /// The first dealer (the lowest cut).
    pub dealer: String,
    #[serde(default)]
    pub entries: Vec<Entry>,
}

fn is_false(b: &bool) -> bool {
    !*b
}
fn is_zero(n: &u8) -> bool {
    *n == 0
}
fn is_cannot_capture(r: &RevealReason) -> bool {
    *r == RevealReason::CannotCapture
}

/// One thing that happened at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "entry", rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Entry {
    /// A capture that earns counters, told by its cards (`card` and `took`) or by its
    /// bonuses (`aces`, `pure`, `klein_papillon`, `haneton`); `sautenelle` either way,
    /// when it took the last face-up card.
    Capture {
        player: String,
        /// The card played.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        card: Option<Rank>,
        /// The cards taken from the table.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "ts", ts(as = "Option<Vec<Rank>>", optional))]
        took: Vec<Rank>,
        /// Aces taken (E2).
        #[serde(default, skip_serializing_if = "is_zero")]
        #[cfg_attr(feature = "ts", ts(as = "Option<u8>", optional))]
        aces: u8,
        /// The aces were taken by an ace, a 2, a 3 or a 4 alone: two per ace (E3).
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        pure: bool,
        /// A number card took three table cards (E4).
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        klein_papillon: bool,
        /// A face card took three table cards (E5).
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        haneton: bool,
        /// It took the last face-up card (E6): the next player must reveal.
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        sautenelle: bool,
    },
    /// A player laid their cards face up on the table (E7).
    Reveal {
        player: String,
        cards: u8,
        #[serde(default, skip_serializing_if = "is_zero")]
        #[cfg_attr(feature = "ts", ts(as = "Option<u8>", optional))]
        aces: u8,
        /// Why; after a Sautenelle the ledger says so by itself.
        #[serde(default, skip_serializing_if = "is_cannot_capture")]
        #[cfg_attr(feature = "ts", ts(as = "Option<RevealReason>", optional))]
        reason: RevealReason,
    },
    /// Every hand is empty: the dealer deals again. `turned_up` when the table was
    /// empty and seven (four) cards were turned up.
    Deal {
        #[serde(default, skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
        turned_up: bool,
    },
    /// The first to exchange all their cards in the last deal: the game's winner.
    Won { player: String },
    /// The end of the game: the cards in each captured pile, and the face-up cards left
    /// (which go to the player with the Konsolation). `winner` and `consolation` may be
    /// given here too; the ledger checks them.
    End {
        cards: BTreeMap<String, u32>,
        #[serde(default)]
        left_on_table: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        winner: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        consolation: Option<String>,
    },
    /// The next game of the sitting; by default the next player to the right deals.
    NewGame {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        dealer: Option<String>,
    },
}

impl Ledger {
    /// A ledger with no entries yet.
    pub fn new(players: Vec<String>, options: Options, dealer: String) -> Ledger {
        Ledger {
            players,
            options,
            dealer,
            entries: Vec::new(),
        }
    }

    /// Replays the ledger as far as it goes: the report of every entry that could be
    /// booked, and every problem found (a refused entry changes nothing).
    pub fn replay(&self) -> Replay {
        replay::replay(self)
    }
}
