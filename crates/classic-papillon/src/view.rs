//! What one seat sees: [`View`] for a screen (its own hand, the table, the counts of
//! the other hands and of the captured piles, counters, pot, talon, who revealed), and
//! [`ClassicInfo`], the information state the computer players search from.
//!
//! Face-down piles are shown as counts, but every card in them was seen when it was
//! taken (the capturing card is laid down face up to take); revealed cards lie face up
//! on the table. So the information state knows which cards are gone: the cards it has
//! not seen are those in the other hands and the talon, and a determinization deals
//! exactly those at random, keeping every count.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::{Card, CardSet};
use crate::game_end::GameResult;
use crate::state::ClassicGame;

/// One seat's view of the table, for a screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct View {
    pub seat: usize,
    pub names: Vec<String>,
    /// The game of the sitting, from 1.
    pub game: u32,
    /// The deal of the game, from 1, and the most deals it can have.
    pub deal: u32,
    pub deals_at_most: u32,
    /// The dealer has given out the last card.
    pub last_round: bool,
    pub dealer: usize,
    /// Who plays now (`None` when the game is over).
    pub to_play: Option<usize>,
    /// This seat's cards.
    pub hand: CardSet,
    /// The face-up cards.
    pub table: CardSet,
    /// Cards in each hand.
    pub hand_sizes: Vec<usize>,
    /// Cards in each captured pile (face down).
    pub piles: Vec<usize>,
    pub counters: Vec<i32>,
    pub pot: i32,
    /// Cards left in the talon.
    pub talon: usize,
    /// Who revealed in this deal.
    pub revealed: Vec<bool>,
    /// The first to exchange all their cards in the last round.
    pub winner: Option<usize>,
    /// This game's Blätter multiplier.
    pub multiplier: i32,
    /// The previous capture was a Sautenelle: the player to play must reveal.
    pub after_sautenelle: bool,
    /// This seat's legal moves when it is to play (else empty).
    pub actions: Vec<Action>,
    /// How the game ended, once over.
    pub result: Option<GameResult>,
}

impl ClassicGame {
    /// What `seat` sees.
    pub fn view(&self, seat: usize) -> View {
        let n = self.players;
        View {
            seat,
            names: self.setup.names.clone(),
            game: self.game,
            deal: self.deal,
            deals_at_most: self.deals_at_most(),
            last_round: self.last_round(),
            dealer: self.dealer,
            to_play: self.to_play(),
            hand: self.hand(seat),
            table: self.table,
            hand_sizes: self.hands[..n].iter().map(|h| h.len()).collect(),
            piles: self.captured[..n].iter().map(|h| h.len()).collect(),
            counters: self.counters().to_vec(),
            pot: self.pot(),
            talon: self.talon.len(),
            revealed: self.revealed[..n].to_vec(),
            winner: self.winner,
            multiplier: self.multiplier,
            after_sautenelle: self.after_sautenelle,
            actions: if self.to_play() == Some(seat) {
                self.legal_moves()
            } else {
                Vec::new()
            },
            result: self.result.clone(),
        }
    }

    /// The cards `seat` has not seen: the other hands and the talon.
    pub fn unseen_by(&self, seat: usize) -> CardSet {
        let mut unseen: CardSet = self.talon.iter().copied().collect();
        for (s, hand) in self.hands[..self.players].iter().enumerate() {
            if s != seat {
                unseen = unseen.union(*hand);
            }
        }
        unseen
    }

    /// Deals `cards` into the other hands (keeping their sizes) and the talon (keeping
    /// its length), in the order given.
    fn redistribute(&mut self, seat: usize, cards: &[Card]) {
        let mut next = cards.iter().copied();
        for s in 0..self.players {
            if s == seat {
                continue;
            }
            let size = self.hands[s].len();
            self.hands[s] = next.by_ref().take(size).collect();
        }
        for slot in self.talon.iter_mut() {
            if let Some(card) = next.next() {
                *slot = card;
            }
        }
    }
}

/// What one seat knows, for the computer players: the game with the cards that seat has
/// not seen replaced by a fixed stand-in deal (in deck order), so that it holds no
/// hidden card.
#[derive(Debug, Clone)]
pub struct ClassicInfo {
    pub(crate) seat: usize,
    pub(crate) game: ClassicGame,
}

impl ClassicInfo {
    pub fn of(game: &ClassicGame, seat: usize) -> ClassicInfo {
        let mut stand_in = game.clone();
        let unseen = game.unseen_by(seat).to_vec();
        stand_in.redistribute(seat, &unseen);
        ClassicInfo {
            seat,
            game: stand_in,
        }
    }

    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The public part of the game and the observer's own hand (the other hands and the
    /// talon are a stand-in deal: read only their sizes).
    pub fn game(&self) -> &ClassicGame {
        &self.game
    }

    /// The observer's view.
    pub fn view(&self) -> View {
        self.game.view(self.seat)
    }

    /// A complete game consistent with what the observer has seen.
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> ClassicGame {
        let mut game = self.game.clone();
        let mut unseen = self.game.unseen_by(self.seat).to_vec();
        unseen.shuffle(rng);
        game.redistribute(self.seat, &unseen);
        game
    }

    /// A complete game consistent with what the observer has seen, the others' hands
    /// dealt more often the better they explain the captures those players made in this
    /// deal ([`crate::inference`]): a sample is kept with its likelihood, else drawn
    /// again, the likeliest kept after [`game_kit::INFERRED_DRAWS`] draws.
    pub fn sample_inferred<R: Rng + ?Sized>(&self, rng: &mut R) -> ClassicGame {
        let options = &self.game.setup.options;
        game_kit::draw_likely(
            rng,
            |rng| self.sample(rng),
            |game| {
                game.memory
                    .likelihood(self.seat, &game.hands[..game.players], options)
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Setup;
    use game_kit::seeded_rng;

    #[test]
    fn the_stand_in_hides_every_unseen_card_and_keeps_the_counts() {
        let game = ClassicGame::start(Setup::plain(4).unwrap(), 5, &mut |_, _| {}).unwrap();
        let a = ClassicInfo::of(&game, 1);
        // another deal of the hidden cards (seat 0 swaps a card with the talon) looks the same
        let mut p = crate::position::Position::of(&game);
        std::mem::swap(&mut p.hands[0][0], &mut p.talon[10]);
        let other = ClassicGame::from_position(Setup::plain(4).unwrap(), &p).unwrap();
        assert_ne!(other.hand(0), game.hand(0));
        assert_eq!(ClassicInfo::of(&other, 1).game, a.game);
        assert_eq!(a.game.hand(1), game.hand(1));
        assert_eq!(a.game.table(), game.table());
        assert_eq!(a.game.unseen_by(1), game.unseen_by(1));
        for s in 0..4 {
            assert_eq!(a.game.hand(s).len(), 3);
        }
        let sample = a.sample(&mut seeded_rng(1));
        sample.check_invariants().unwrap();
        assert_eq!(sample.hand(1), game.hand(1));
        assert_eq!(sample.unseen_by(1), game.unseen_by(1));
        let view = game.view(1);
        assert_eq!(view.hand_sizes, [3, 3, 3, 3]);
        assert_eq!(view.talon, 36);
    }
}
