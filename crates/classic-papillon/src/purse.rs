//! The players' counters and the pot, and the booking of an event's transfers: all or
//! nothing for the counter keeper (who refuses a payment below zero when the table plays
//! without debt), capped for a game against the computer.

use crate::events::{Event, MAX_PLAYERS, Party, Transfer, Transfers};
use crate::options::Debt;

/// A payment that would put a player below zero when debt is forbidden.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shortfall {
    pub player: usize,
    /// Their counters had the payment been made.
    pub would_have: i32,
}

/// The players' counters and the pot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Purse {
    pub counters: [i32; MAX_PLAYERS],
    pub pot: i32,
    players: usize,
}

impl Purse {
    pub fn new(counters: &[i32], pot: i32) -> Purse {
        let mut c = [0; MAX_PLAYERS];
        let players = counters.len().min(MAX_PLAYERS);
        c[..players].copy_from_slice(&counters[..players]);
        Purse {
            counters: c,
            pot,
            players,
        }
    }

    pub fn players(&self) -> usize {
        self.players
    }

    /// Counters plus pot: constant under every event.
    pub fn total(&self) -> i64 {
        self.counters[..self.players]
            .iter()
            .map(|&c| i64::from(c))
            .sum::<i64>()
            + i64::from(self.pot)
    }

    fn slot(&mut self, party: Party) -> &mut i32 {
        match party {
            Party::Player(p) => &mut self.counters[p.min(MAX_PLAYERS - 1)],
            Party::Pot => &mut self.pot,
        }
    }

    /// Books every transfer of `event`. With debt forbidden, an event that would put a
    /// player below zero is refused whole (nothing is booked).
    pub fn book(&mut self, event: &Event, debt: Debt) -> Result<Transfers, Shortfall> {
        let transfers = event.transfers(self.players);
        if debt == Debt::Forbidden {
            let mut after = *self;
            for t in transfers.iter() {
                after.move_counters(t);
            }
            for (player, &c) in after.counters[..self.players].iter().enumerate() {
                if c < 0 && c < self.counters[player] {
                    return Err(Shortfall {
                        player,
                        would_have: c,
                    });
                }
            }
        }
        for t in transfers.iter() {
            self.move_counters(t);
        }
        Ok(transfers)
    }

    /// Books `event`, each payer paying at most what they hold when debt is forbidden
    /// (the game against the computer; receipts come first within an event). Returns
    /// the transfers made.
    pub fn book_capped(&mut self, event: &Event, debt: Debt) -> Transfers {
        let mut made = Transfers::default();
        for mut t in event.transfers(self.players).iter() {
            if debt == Debt::Forbidden
                && let Party::Player(p) = t.from
            {
                t.counters = t.counters.min(self.counters[p.min(MAX_PLAYERS - 1)].max(0));
            }
            self.move_counters(t);
            made.push(t);
        }
        made
    }

    fn move_counters(&mut self, t: Transfer) {
        let from = self.slot(t.from);
        *from = from.saturating_sub(t.counters);
        let to = self.slot(t.to);
        *to = to.saturating_add(t.counters);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::RevealReason;

    #[test]
    fn a_reveal_pays_the_pot_and_receives_the_aces() {
        let mut purse = Purse::new(&[20, 20, 20, 20], 4);
        let e = Event::Reveal {
            player: 2,
            cards: 3,
            aces: 1,
            reason: RevealReason::CannotCapture,
            shown: None,
        };
        purse.book(&e, Debt::Allowed).unwrap();
        assert_eq!(purse.counters, [19, 19, 20, 19]);
        assert_eq!(purse.pot, 7);
        assert_eq!(purse.total(), 84);
    }

    #[test]
    fn without_debt_the_ledger_refuses_and_the_game_caps() {
        let e = Event::Aces {
            player: 0,
            aces: 2,
            each: 2,
        };
        let mut purse = Purse::new(&[0, 1, 5], 0);
        assert_eq!(
            purse.book(&e, Debt::Forbidden),
            Err(Shortfall {
                player: 1,
                would_have: -1
            })
        );
        assert_eq!(purse.counters[..3], [0, 1, 5], "nothing booked");
        let made = purse.book_capped(&e, Debt::Forbidden);
        assert_eq!(made.iter().map(|t| t.counters).sum::<i32>(), 3);
        assert_eq!(purse.counters[..3], [3, 0, 3]);
        // a player already below zero (debt) is not refused for a payment they receive
        let mut purse = Purse::new(&[-2, 3, 3], 0);
        assert!(
            purse
                .book(&Event::Sautenelle { player: 0, each: 1 }, Debt::Forbidden)
                .is_ok()
        );
    }
}
