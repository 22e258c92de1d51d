//! Dealing the cards a seat has not seen, at random but consistent with what it saw:
//! each hidden place keeps its size, and no seat receives a card of a colour it showed
//! it lacks (it did not follow that colour). Sequential draws weighted by the room left
//! in each place, as a plain shuffle would deal them; when a draw is blocked by the
//! voids, an augmenting path (bipartite matching) makes room. A consistent deal always
//! exists: the true one.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use crate::card::Card;
use crate::play::cards::{CardSet, colour_index};

/// A hidden place: how many cards it holds, and the colours (bits as
/// [`crate::card::Colour::ALL`]) it cannot hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub size: usize,
    pub voids: u8,
}

fn fits(card: Card, slot: Slot) -> bool {
    slot.voids & (1 << colour_index(card.colour)) == 0
}

struct Matching<'a> {
    cards: &'a [Card],
    slots: &'a [Slot],
    assign: Vec<usize>,
    load: Vec<usize>,
}

impl Matching<'_> {
    fn place(&mut self, c: usize, visited: &mut [bool]) -> bool {
        for s in 0..self.slots.len() {
            if visited[s] || !fits(self.cards[c], self.slots[s]) {
                continue;
            }
            visited[s] = true;
            if self.load[s] < self.slots[s].size {
                self.assign[c] = s;
                self.load[s] += 1;
                return true;
            }
            for j in 0..self.cards.len() {
                if j != c && self.assign[j] == s && self.place(j, visited) {
                    self.load[s] -= 1;
                    self.assign[c] = s;
                    self.load[s] += 1;
                    return true;
                }
            }
        }
        false
    }
}

/// Deals `cards` into `slots` (their sizes summing to the number of cards); none if no
/// deal respects the voids.
pub fn deal_hidden<R: Rng + ?Sized>(
    cards: CardSet,
    slots: &[Slot],
    rng: &mut R,
) -> Option<Vec<CardSet>> {
    let mut order = cards.to_vec();
    if slots.iter().map(|s| s.size).sum::<usize>() != order.len() {
        return None;
    }
    order.shuffle(rng);
    let mut m = Matching {
        cards: &order,
        slots,
        assign: vec![usize::MAX; order.len()],
        load: vec![0; slots.len()],
    };
    for (c, &card) in order.iter().enumerate() {
        let room: Vec<usize> = (0..slots.len())
            .map(|s| {
                if fits(card, slots[s]) {
                    slots[s].size - m.load[s]
                } else {
                    0
                }
            })
            .collect();
        let total: usize = room.iter().sum();
        if total > 0 {
            let mut draw = rng.random_range(0..total);
            for (s, &r) in room.iter().enumerate() {
                if draw < r {
                    m.assign[c] = s;
                    m.load[s] += 1;
                    break;
                }
                draw -= r;
            }
        } else if !m.place(c, &mut vec![false; slots.len()]) {
            return None;
        }
    }
    let mut out = vec![CardSet::EMPTY; slots.len()];
    for (c, &s) in m.assign.iter().enumerate() {
        out.get_mut(s)?.insert(order[c]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Colour;
    use crate::play::cards::deck;
    use game_kit::seeded_rng;

    #[test]
    fn voids_are_respected_even_when_tight() {
        // 13 blue and 13 red cards; the first place lacks blue, the second red.
        let cards: CardSet = deck()
            .into_iter()
            .filter(|c| matches!(c.colour, Colour::Blue | Colour::Red))
            .collect();
        let slots = [
            Slot {
                size: 13,
                voids: 1 << colour_index(Colour::Blue),
            },
            Slot {
                size: 13,
                voids: 1 << colour_index(Colour::Red),
            },
        ];
        for seed in 0..50 {
            let out = deal_hidden(cards, &slots, &mut seeded_rng(seed)).unwrap();
            assert_eq!(out[0], cards.of_colour(Colour::Red));
            assert_eq!(out[1], cards.of_colour(Colour::Blue));
        }
        // impossible: both lack blue
        let blocked = [slots[0], slots[0]];
        assert!(deal_hidden(cards, &blocked, &mut seeded_rng(1)).is_none());
    }
}
