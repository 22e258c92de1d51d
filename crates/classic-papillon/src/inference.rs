//! What the others' captures tell of their hands, for the `expert` level.
//!
//! Capturing is compulsory, but which capture is a choice, and a player holding a card
//! that takes two aces (four from each) rarely takes a lone 7 instead. So every capture
//! of this deal is remembered with the table it was made on ([`DealMemory`]), and a
//! sampled deal of the hidden cards is weighed by how plausible each of the other
//! players' captures would have been with the hand the sample gives them: the best
//! capture that hand offered against the one made, `exp(−shortfall / TEMPERATURE)` per
//! capture, in the playouts' score (ten per counter from each, one per card taken).
//! [`ClassicInfo::sample_inferred`](crate::view::ClassicInfo::sample_inferred) keeps a
//! sample with that probability (rejection sampling, a few draws at most), so hands
//! that explain what was played are dealt more often.
//!
//! Measured in the arena (`docs/ai.md`): a player that knew the other hands (not the
//! talon) would gain about 1.6 counters a game over `hard` at three players.

use crate::action::Action;
use crate::bonus::CaptureBonuses;
use crate::capture;
use crate::card::{Card, CardSet};
use crate::options::Options;

/// The most moves one deal can hold: four hands of three cards.
const MAX_MOVES: usize = 12;
/// How much shortfall, in the playout score's points (ten per counter from each other
/// player, one per card taken), makes a capture `e` times less likely: 3 points, three
/// tenths of a counter from each.
const TEMPERATURE: f64 = 3.0;

/// One move of the deal: who, on which table, and what: a capture, or the hand shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Move {
    seat: u8,
    last_round: bool,
    table: CardSet,
    played: Played,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Played {
    Capture { card: Card, taken: CardSet },
    Reveal { shown: CardSet },
}

/// The moves of the current deal, in order: what a player at the table remembers of
/// it, all of it public (the tables, the cards played and taken, the hands shown). A
/// game rebuilt from a [`crate::Position`] starts with none: a position is cards,
/// counters and turn, not memory.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DealMemory {
    len: u8,
    moves: [Option<Move>; MAX_MOVES],
}

impl DealMemory {
    /// Remembers a move by `seat`, holding `hand`, on `table` (both before the move).
    pub(crate) fn record(
        &mut self,
        seat: usize,
        last_round: bool,
        table: CardSet,
        hand: CardSet,
        action: &Action,
    ) {
        let played = match *action {
            Action::Capture { card, taken } => Played::Capture { card, taken },
            Action::Reveal => Played::Reveal { shown: hand },
        };
        if let Some(slot) = self.moves.get_mut(usize::from(self.len)) {
            *slot = Some(Move {
                seat: seat as u8,
                last_round,
                table,
                played,
            });
            self.len += 1;
        }
    }

    /// A new deal: new hands, nothing to remember of the old ones.
    pub(crate) fn clear(&mut self) {
        *self = DealMemory::default();
    }

    /// How plausible the captures of every seat but `observer` are if each holds
    /// `hands[seat]` now: a product of `exp(−shortfall / TEMPERATURE)`, 1 when every
    /// capture was the best its hand allowed.
    pub(crate) fn likelihood(&self, observer: usize, hands: &[CardSet], options: &Options) -> f64 {
        let mut shortfall = 0.0;
        let moves = &self.moves[..usize::from(self.len).min(MAX_MOVES)];
        for (i, m) in moves.iter().enumerate() {
            let Some(m) = m else {
                continue;
            };
            let seat = usize::from(m.seat);
            let Played::Capture { card, taken } = m.played else {
                continue;
            };
            if seat == observer {
                continue;
            }
            let Some(&now) = hands.get(seat) else {
                continue;
            };
            // the hand then: what it holds now and every card it played or showed since
            let mut then = now;
            for later in moves[i..]
                .iter()
                .flatten()
                .filter(|l| usize::from(l.seat) == seat)
            {
                match later.played {
                    Played::Capture { card, .. } => {
                        then.insert(card);
                    }
                    Played::Reveal { shown } => then = then.union(shown),
                }
            }
            let made = score(card, taken, m.table, m.last_round, options);
            let mut best = made;
            for own in capture::distinct_ranks(then).iter() {
                capture::for_each_capture(own, m.table, options, |_, other| {
                    best = best.max(score(own, other, m.table, m.last_round, options));
                });
            }
            shortfall += f64::from(best - made);
        }
        (-shortfall / TEMPERATURE).exp()
    }
}

/// The playouts' score of a capture: ten per counter from each, one per card taken,
/// less six for leaving a single card (the next player's Sautenelle).
pub(crate) fn score(
    card: Card,
    taken: CardSet,
    table: CardSet,
    last_round: bool,
    options: &Options,
) -> i32 {
    let each = CaptureBonuses::of_cards(card, taken, table).each(last_round, options);
    let left = table.len().saturating_sub(taken.len());
    10 * each + taken.len() as i32 - if left == 1 { 6 } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cards: &str) -> CardSet {
        cards
            .split_whitespace()
            .map(|c| c.parse::<Card>().expect("a card"))
            .collect()
    }

    fn capture(text: &str) -> Action {
        text.parse().expect("a capture")
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    /// Ben took the 7 with his 7 on A A 7 8, then the 8 with his 8: he held the 8 at
    /// the first capture, when 8 = A + 7 would have earned an ace (one from each: 10
    /// points of the playout score, and two cards) instead of the lone 7 (one card).
    #[test]
    fn a_card_played_later_was_in_the_hand_at_the_first_capture() {
        let options = Options::default();
        let mut memory = DealMemory::default();
        memory.record(
            1,
            false,
            set("AC AD 7D 8H"),
            set("7S 8S KC"),
            &capture("7S:7D"),
        );
        memory.record(1, false, set("AC AD 8H"), set("8S KC"), &capture("8S:8H"));
        let hands = [set("2S 3S 4S"), set("KC"), set("QC QD QH")];
        let weight = memory.likelihood(0, &hands, &options);
        assert!(close(weight, (-11.0 / TEMPERATURE).exp()), "{weight}");
        // the observer's own moves are not read, nor is Cleo, who has not played
        assert!(close(memory.likelihood(1, &hands, &options), 1.0));
        let other_cleo = [hands[0], hands[1], set("2C 2D AH")];
        assert!(close(memory.likelihood(0, &other_cleo, &options), weight));
    }

    /// Ben took the 7 and later had to show 2♣ K♣: with the 2 he would have taken both
    /// aces ("mit einer 2 zwei Asse … vier Zählsteine", four from each: 42 points).
    #[test]
    fn a_hand_shown_later_was_in_the_hand_at_the_capture() {
        let options = Options::default();
        let mut memory = DealMemory::default();
        memory.record(
            1,
            false,
            set("AC AD 7D 8H"),
            set("7S 2C KC"),
            &capture("7S:7D"),
        );
        memory.record(1, false, set("AC AD 8H"), set("2C KC"), &Action::Reveal);
        let hands = [set("3S"), CardSet::EMPTY, set("QC")];
        let weight = memory.likelihood(0, &hands, &options);
        assert!(close(weight, (-41.0 / TEMPERATURE).exp()), "{weight}");
        // a hand that explains the capture weighs 1, and a new deal forgets it all
        let mut plain = DealMemory::default();
        plain.record(
            1,
            false,
            set("AC AD 7D 8H"),
            set("7S KC KD"),
            &capture("7S:7D"),
        );
        let hands = [set("3S"), set("KC KD"), set("QC")];
        assert!(close(plain.likelihood(0, &hands, &options), 1.0));
        memory.clear();
        assert_eq!(memory, DealMemory::default());
    }
}
