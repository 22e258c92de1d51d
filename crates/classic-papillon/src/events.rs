//! Every counter event of the game (C.3, E1–E10) as a typed value, the transfers it
//! makes (who pays whom, how many), and the purse that books them: the one place where
//! payouts are computed, for the state machine, the counter keeper's ledger and the
//! referee alike.
//!
//! "Von jedem Mitspieler" (from each) is modelled as: each other player pays the
//! amount to the receiver, who gains it `players − 1` times.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, Rank};
use crate::deal::Cut;

/// The most seats at a table.
pub const MAX_PLAYERS: usize = 4;

/// Why a player revealed their cards (E7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum RevealReason {
    /// "Wenn man nicht nehmen kann, muss man seine verbliebenen Karten offen … legen".
    #[default]
    CannotCapture,
    /// The previous capture was a Sautenelle: "der nächste Spieler muss seine Karten
    /// aufdecken".
    AfterSautenelle,
    /// The penalty: "Wer ausspielt, obwohl er nicht an der Reihe ist, muss seine Karten
    /// aufdecken" (at a real table only).
    OutOfTurn,
}

/// Why the pot went to a player (E10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum PotReason {
    Winner,
    Blaetter,
    Consolation,
}

/// Something that happened in a game: the counter events E1–E10 (each with its
/// amounts), and the moments of play a screen shows (deals, captures, the winner).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Event {
    /// The cut for the first dealer of the sitting.
    DealerCut { cut: Box<Cut> },
    /// A game of the sitting begins (its number, dealer, Blätter multiplier, the pot
    /// carried in).
    GameStarted {
        game: u32,
        dealer: usize,
        multiplier: i32,
        pot: i32,
    },
    /// Cards dealt: three each (as far as the talon goes), `turned_up` cards turned up
    /// onto the table; `last` when the dealer gave out the last card.
    Dealt {
        deal: u32,
        turned_up: u8,
        last: bool,
    },
    /// A capture: `card` took `taken`, and with them the last face-up card or not
    /// (engine only: the ledger knows no suits).
    Captured {
        player: usize,
        card: Card,
        taken: CardSet,
        clears_table: bool,
    },
    /// The end of play: the cards in each captured pile, and the face-up cards left.
    Counted { piles: Vec<u32>, left_on_table: u32 },
    /// E1: the stake into the pot.
    Stake { player: usize, counters: i32 },
    /// E2: aces taken, `each` (one per ace) from each other player.
    Aces { player: usize, aces: u8, each: i32 },
    /// E3: an ace took an ace, a 2 two aces, a 3 three, a 4 four: two per ace from
    /// each, instead of E2.
    PureAces { player: usize, aces: u8, each: i32 },
    /// E4: three table cards taken, not in the last round.
    KleinPapillon { player: usize, each: i32 },
    /// E5: a face card took three table cards.
    Haneton { player: usize, each: i32 },
    /// E6: the capture took the last face-up card; the next player must reveal.
    Sautenelle { player: usize, each: i32 },
    /// E7: `cards` revealed onto the table, paid into the pot; `aces` among them, one
    /// each from every other player.
    Reveal {
        player: usize,
        cards: u8,
        aces: u8,
        reason: RevealReason,
        /// The cards shown (engine only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        shown: Option<CardSet>,
    },
    /// The first to exchange all their cards in the last round wins the game.
    Won { player: usize },
    /// E8: nobody won and the last player had to reveal too: one from each, and the
    /// face-up cards left (`table_cards`).
    Consolation {
        player: usize,
        each: i32,
        table_cards: u8,
    },
    /// E9: most cards (`cards`), `multiplier` from each.
    Blaetter {
        player: usize,
        cards: u8,
        multiplier: i32,
        each: i32,
    },
    /// E9 tied: nobody wins die Blätter; the next game pays `next_multiplier`.
    BlaetterTied {
        players: Vec<usize>,
        cards: u8,
        next_multiplier: i32,
    },
    /// E10: the pot to a player.
    PotWon {
        player: usize,
        counters: i32,
        reason: PotReason,
    },
    /// E10 (option `unwon_pot = split`): `each` to every player, `left` stays.
    PotSplit { each: i32, left: i32 },
    /// E10: nobody receives the pot; it carries over to the next game.
    PotCarried { counters: i32 },
}

/// Who gives or receives counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Party {
    Player(usize),
    Pot,
}

/// One movement of counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Transfer {
    pub from: Party,
    pub to: Party,
    pub counters: i32,
}

/// The transfers of one event (at most four).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Transfers {
    items: [Option<Transfer>; MAX_PLAYERS],
    len: usize,
}

impl Transfers {
    pub(crate) fn push(&mut self, t: Transfer) {
        if t.counters != 0 && self.len < MAX_PLAYERS {
            self.items[self.len] = Some(t);
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = Transfer> + '_ {
        self.items[..self.len].iter().flatten().copied()
    }

    pub fn to_vec(&self) -> Vec<Transfer> {
        self.iter().collect()
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Event {
    /// The event's number in the rules (C.3), `None` for the moments of play.
    pub fn code(&self) -> Option<&'static str> {
        Some(match self {
            Event::Stake { .. } => "E1",
            Event::Aces { .. } => "E2",
            Event::PureAces { .. } => "E3",
            Event::KleinPapillon { .. } => "E4",
            Event::Haneton { .. } => "E5",
            Event::Sautenelle { .. } => "E6",
            Event::Reveal { .. } => "E7",
            Event::Consolation { .. } => "E8",
            Event::Blaetter { .. } | Event::BlaetterTied { .. } => "E9",
            Event::PotWon { .. } | Event::PotSplit { .. } | Event::PotCarried { .. } => "E10",
            Event::DealerCut { .. }
            | Event::GameStarted { .. }
            | Event::Dealt { .. }
            | Event::Captured { .. }
            | Event::Counted { .. }
            | Event::Won { .. } => return None,
        })
    }

    /// The counters this event moves at a table of `players`, receipts before payments.
    pub fn transfers(&self, players: usize) -> Transfers {
        let mut out = Transfers::default();
        let from_each = |out: &mut Transfers, player: usize, each: i32| {
            for other in (0..players).filter(|&o| o != player) {
                out.push(Transfer {
                    from: Party::Player(other),
                    to: Party::Player(player),
                    counters: each,
                });
            }
        };
        match *self {
            Event::Stake { player, counters } => out.push(Transfer {
                from: Party::Player(player),
                to: Party::Pot,
                counters,
            }),
            Event::Aces { player, each, .. }
            | Event::PureAces { player, each, .. }
            | Event::KleinPapillon { player, each }
            | Event::Haneton { player, each }
            | Event::Sautenelle { player, each }
            | Event::Consolation { player, each, .. }
            | Event::Blaetter { player, each, .. } => from_each(&mut out, player, each),
            Event::Reveal {
                player,
                cards,
                aces,
                ..
            } => {
                from_each(&mut out, player, i32::from(aces));
                out.push(Transfer {
                    from: Party::Player(player),
                    to: Party::Pot,
                    counters: i32::from(cards),
                });
            }
            Event::PotWon {
                player, counters, ..
            } => out.push(Transfer {
                from: Party::Pot,
                to: Party::Player(player),
                counters,
            }),
            Event::PotSplit { each, .. } => {
                for p in 0..players {
                    out.push(Transfer {
                        from: Party::Pot,
                        to: Party::Player(p),
                        counters: each,
                    });
                }
            }
            Event::DealerCut { .. }
            | Event::GameStarted { .. }
            | Event::Dealt { .. }
            | Event::Captured { .. }
            | Event::Counted { .. }
            | Event::Won { .. }
            | Event::BlaetterTied { .. }
            | Event::PotCarried { .. } => {}
        }
        out
    }

    /// The event in English, with the players' names.
    pub fn describe(&self, names: &[String]) -> String {
        let name = |p: usize| names.get(p).map_or("?", String::as_str).to_string();
        match self {
            Event::DealerCut { cut } => {
                let rounds: Vec<String> = cut
                    .rounds
                    .iter()
                    .map(|round| {
                        round
                            .iter()
                            .map(|c| format!("{} {}", name(c.player), c.card))
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                    .collect();
                format!(
                    "the cut: {}; {} cut lowest and deals",
                    rounds.join("; then "),
                    name(cut.dealer)
                )
            }
            Event::GameStarted {
                game,
                dealer,
                multiplier,
                pot,
            } => {
                let mut s = format!("game {game}: {} deals", name(*dealer));
                if *pot > 0 {
                    s.push_str(&format!(", {pot} in the pot carried over"));
                }
                if *multiplier > 1 {
                    s.push_str(&format!(", die Blätter pay ×{multiplier}"));
                }
                s
            }
            Event::Dealt {
                deal,
                turned_up,
                last,
            } => {
                let mut s = format!("deal {deal}");
                if *turned_up > 0 {
                    s.push_str(&format!(", {turned_up} cards turned up"));
                }
                if *last {
                    s.push_str(", the last card is dealt");
                }
                s
            }
            Event::Captured {
                player,
                card,
                taken,
                ..
            } => format!(
                "{} plays {card} and takes {}",
                name(*player),
                taken.join(" ")
            ),
            Event::Counted {
                piles,
                left_on_table,
            } => {
                let counts: Vec<String> = piles
                    .iter()
                    .enumerate()
                    .map(|(p, c)| format!("{} {c}", name(p)))
                    .collect();
                format!(
                    "cards taken: {}; {left_on_table} left on the table",
                    counts.join(", ")
                )
            }
            Event::Stake { player, counters } => {
                format!("{} puts {counters} into the pot (stake)", name(*player))
            }
            Event::Aces { player, aces, each } => format!(
                "{} took {aces} ace{}: {each} from each",
                name(*player),
                plural(*aces)
            ),
            Event::PureAces { player, aces, each } => format!(
                "{} took {aces} ace{} with {}: {each} from each",
                name(*player),
                plural(*aces),
                Rank::new(*aces).map_or("?", Rank::notation)
            ),
            Event::KleinPapillon { player, each } => {
                format!("Klein-Papillon for {}: {each} from each", name(*player))
            }
            Event::Haneton { player, each } => {
                format!("Haneton for {}: {each} from each", name(*player))
            }
            Event::Sautenelle { player, each } => format!(
                "Sautenelle for {}: {each} from each; the next player must reveal",
                name(*player)
            ),
            Event::Reveal {
                player,
                cards,
                aces,
                reason,
                shown,
            } => {
                let why = match reason {
                    RevealReason::CannotCapture => "cannot capture",
                    RevealReason::AfterSautenelle => "after the Sautenelle",
                    RevealReason::OutOfTurn => "played out of turn",
                };
                let cards_shown = shown
                    .map(|s| format!(" ({})", s.join(" ")))
                    .unwrap_or_default();
                let mut s = format!(
                    "{} reveals {cards} card{}{cards_shown} ({why}) and pays {cards} into the pot",
                    name(*player),
                    plural(*cards)
                );
                if *aces > 0 {
                    s.push_str(&format!("; {aces} ace{}: {aces} from each", plural(*aces)));
                }
                s
            }
            Event::Won { player } => format!("{} wins the game", name(*player)),
            Event::Consolation {
                player,
                each,
                table_cards,
            } => format!(
                "Konsolation for {}: {each} from each, and the {table_cards} face-up cards",
                name(*player)
            ),
            Event::Blaetter {
                player,
                cards,
                multiplier,
                each,
            } => {
                let times = if *multiplier > 1 {
                    format!(" (×{multiplier})")
                } else {
                    String::new()
                };
                format!(
                    "die Blätter to {} with {cards} cards: {each} from each{times}",
                    name(*player)
                )
            }
            Event::BlaetterTied {
                players,
                cards,
                next_multiplier,
            } => format!(
                "die Blätter are tied ({} with {cards} cards): nobody is paid; the next game pays ×{next_multiplier}",
                players
                    .iter()
                    .map(|&p| name(p))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Event::PotWon {
                player,
                counters,
                reason,
            } => {
                let why = match reason {
                    PotReason::Winner => "the winner",
                    PotReason::Blaetter => "die Blätter",
                    PotReason::Consolation => "the Konsolation",
                };
                format!("{} takes the pot of {counters} ({why})", name(*player))
            }
            Event::PotSplit { each, left } => {
                format!("the pot is shared: {each} to each, {left} stays")
            }
            Event::PotCarried { counters } => {
                format!("nobody wins the pot of {counters}: it carries over")
            }
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl fmt::Display for Party {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Party::Player(p) => write!(f, "player {p}"),
            Party::Pot => f.write_str("the pot"),
        }
    }
}
