//! What a capture earns: its bonuses (aces, pure aces, three cards, Sautenelle) and the
//! counter events they pay under the last-round and stacking rules, the same for the
//! state machine, the ledger and the referee.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, Rank};
use crate::events::Event;
use crate::options::{Bonuses, Options};

/// The three-card bonus of a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Three {
    /// E4: a number card took three table cards.
    KleinPapillon,
    /// E5: a face card took three table cards.
    Haneton,
}

/// What a capture earns, before the last-round and stacking rules: computed from its
/// cards ([`CaptureBonuses::of`]) or told at a real table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CaptureBonuses {
    /// Aces among the cards taken from the table.
    pub aces: u8,
    /// A pure-ace capture: an ace took an ace, a 2 two aces, a 3 three, a 4 four.
    pub pure: bool,
    /// Exactly three table cards taken (C.5 #6: the capturing card is not counted).
    pub three: Option<Three>,
    /// The capture took the last face-up card.
    pub sautenelle: bool,
}

impl CaptureBonuses {
    /// The bonuses of `card` taking `taken` cards (`aces` of them aces), leaving the
    /// table empty or not.
    pub fn of(card: Rank, taken: u8, aces: u8, clears_table: bool) -> CaptureBonuses {
        CaptureBonuses {
            aces,
            pure: aces > 0 && aces == taken && card.number() == taken,
            three: (taken == 3).then_some(if card.is_face() {
                Three::Haneton
            } else {
                Three::KleinPapillon
            }),
            sautenelle: clears_table,
        }
    }

    /// The bonuses of a capture of real cards from `table`.
    pub fn of_cards(card: Card, taken: CardSet, table: CardSet) -> CaptureBonuses {
        CaptureBonuses::of(
            card.rank(),
            taken.len() as u8,
            taken.intersection(CardSet::aces()).len() as u8,
            table.difference(taken).is_empty(),
        )
    }

    /// The counter events of the capture by `player`: E2 or E3, E4 or E5 (the
    /// Klein-Papillon not in the last round, the Haneton per the option), E6; all of
    /// them, or only the largest under `bonuses = highest`.
    pub fn events(&self, player: usize, last_round: bool, options: &Options) -> Vec<Event> {
        let mut out = Vec::with_capacity(3);
        self.for_each_event(player, last_round, options, |e| out.push(e));
        out
    }

    /// [`events`](Self::events) without allocating.
    pub fn for_each_event(
        &self,
        player: usize,
        last_round: bool,
        options: &Options,
        mut out: impl FnMut(Event),
    ) {
        let aces = (self.aces > 0).then(|| {
            if self.pure {
                Event::PureAces {
                    player,
                    aces: self.aces,
                    each: 2 * i32::from(self.aces),
                }
            } else {
                Event::Aces {
                    player,
                    aces: self.aces,
                    each: i32::from(self.aces),
                }
            }
        });
        let three = match self.three {
            Some(Three::KleinPapillon) if !last_round => {
                Some(Event::KleinPapillon { player, each: 1 })
            }
            Some(Three::Haneton) if !last_round || options.haneton_in_last_round => {
                Some(Event::Haneton { player, each: 1 })
            }
            _ => None,
        };
        let sautenelle = self
            .sautenelle
            .then_some(Event::Sautenelle { player, each: 1 });
        let all = [aces, three, sautenelle];
        match options.bonuses {
            Bonuses::Add => all.into_iter().flatten().for_each(out),
            Bonuses::Highest => {
                let mut best: Option<Event> = None;
                for e in all.into_iter().flatten() {
                    if best.as_ref().is_none_or(|b| each_of(&e) > each_of(b)) {
                        best = Some(e);
                    }
                }
                if let Some(e) = best {
                    out(e);
                }
            }
        }
    }

    /// Counters from each other player under the options (what the capture is worth
    /// to the capturer per opponent).
    pub fn each(&self, last_round: bool, options: &Options) -> i32 {
        let mut total = 0;
        self.for_each_event(0, last_round, options, |e| total += each_of(&e));
        total
    }
}

/// The per-opponent amount of a bonus event.
pub fn each_of(event: &Event) -> i32 {
    match *event {
        Event::Aces { each, .. }
        | Event::PureAces { each, .. }
        | Event::KleinPapillon { each, .. }
        | Event::Haneton { each, .. }
        | Event::Sautenelle { each, .. }
        | Event::Consolation { each, .. }
        | Event::Blaetter { each, .. } => each,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pure_aces_pay_two_per_ace_instead_of_one() {
        // "nimmt man mit einer 2 zwei Asse bekommt man vier Zählsteine"
        let b = CaptureBonuses::of(Rank::new(2).unwrap(), 2, 2, false);
        assert!(b.pure);
        assert_eq!(
            b.events(1, false, &Options::default()),
            [Event::PureAces {
                player: 1,
                aces: 2,
                each: 4
            }]
        );
        // a 3 taking A + 2 is not pure: one ace
        let b = CaptureBonuses::of(Rank::new(3).unwrap(), 2, 1, false);
        assert_eq!(b.each(false, &Options::default()), 1);
    }

    #[test]
    fn three_aces_with_a_three_outside_the_last_round_pay_seven() {
        // C.3: "3 taking A+A+A outside the last round pays 6 + 1 = 7 from each"
        let b = CaptureBonuses::of(Rank::new(3).unwrap(), 3, 3, false);
        assert_eq!(b.each(false, &Options::default()), 7);
        assert_eq!(b.each(true, &Options::default()), 6);
        let highest = Options {
            bonuses: Bonuses::Highest,
            ..Options::default()
        };
        assert_eq!(b.each(false, &highest), 6);
    }

    #[test]
    fn the_haneton_in_the_last_round_follows_the_option() {
        let b = CaptureBonuses::of(Rank::KING, 3, 0, false);
        assert_eq!(b.three, Some(Three::Haneton));
        assert_eq!(b.each(true, &Options::default()), 1);
        let off = Options {
            haneton_in_last_round: false,
            ..Options::default()
        };
        assert_eq!(b.each(true, &off), 0);
        assert_eq!(b.each(false, &off), 1);
    }
}
