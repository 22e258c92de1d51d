//! The family's [`Heuristics`] for Farfalia: the one-ply scores of `medium`, which plays
//! like a decent person (follows suit, as it must; wins a trick as cheaply as it can
//! when the trick holds something its side needs; feeds a partner who is winning;
//! throws its lowest card to a trick it cannot win; keeps what the proposition still
//! needs, the scarcest first; leads from strength), the playout move of the search
//! (the same scores), and the search's settings.
//!
//! Every score reads only what the acting seat sees: its hand, the trick, the face-up
//! collections, the cards played (face up, so seen by all) and the proposition.

use game_kit::Returns;
use game_kit::ai::{BotSettings, Heuristics, quick_pick};
use rand::Rng;

use crate::card::{Card, Colour, MAX_RANK, Subject, Trump};
use crate::play::action::Action;
use crate::play::cards::{CardSet, Played};
use crate::play::state::FarfaliaGame;
use crate::play::trick::{self, Play};
use crate::play::view::FarfaliaInfo;

impl Heuristics for FarfaliaGame {
    /// A deal is worth 0 to 30 points a player; playouts stop at the end of the deal
    /// being played (its score is settled, and the next deal's cards are not dealt
    /// yet), where the totals are the estimate. Not tuned yet; measured once (release,
    /// `examples/farfalia_move_time.rs` and `examples/farfalia_arena.rs`, seed 1, the
    /// other core busy): `hard` takes 8 ms at the median and 49 ms at p95 on a decision
    /// with a choice at five players (7 and 25 ms at four); `hard` beats `medium` by
    /// +16.8 [+14.9, +18.7] points a game at four (120 games); `medium` beats `random`
    /// by +30.8 [+30.0, +31.5] at four and +19.5 [+18.7, +20.3] at five (800 games).
    const BOT: BotSettings = BotSettings {
        margin_scale: 15.0,
        hard_iterations: 300,
        exploration: 0.7,
        paired_root: false,
        hard_horizon: Some(0),
        expert_horizon: Some(0),
        expert_reads: false,
    };

    fn greedy_scores(info: &FarfaliaInfo, legal: &[Action]) -> Vec<f64> {
        let scorer = Scorer::new(info.game(), info.seat());
        legal.iter().map(|a| scorer.score(a)).collect()
    }

    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[Action], rng: &mut R) -> Action {
        let seat = self.to_play().unwrap_or(0);
        let scorer = Scorer::new(self, seat);
        quick_pick(legal, rng, |a| (scorer.score(a) * 100.0) as i32)
    }

    /// The deals completed.
    fn stage(&self) -> u32 {
        self.history().len() as u32
    }

    /// The totals so far.
    fn estimate(&self) -> Option<Returns> {
        Some(self.total_returns())
    }
}

/// Everything the scores of one decision share.
struct Scorer<'a> {
    game: &'a FarfaliaGame,
    seat: usize,
    hand: CardSet,
    /// Per subject, how many more the seat's side may keep (0 before the proposition).
    needs: [u8; 5],
    /// Per side, the same.
    side_needs: Vec<[u8; 5]>,
    /// The cards gone from play or in the seat's hand: what cannot beat its cards.
    known: CardSet,
    trump: Option<Colour>,
    picking: bool,
}

fn needs_of(game: &FarfaliaGame, side: usize) -> [u8; 5] {
    let mut out = [0; 5];
    if let Some(proposition) = game.proposition() {
        let kept = game.side_collection(side);
        for s in Subject::ALL {
            out[s.index()] =
                trick::proposed(proposition, s).saturating_sub(kept.of_subject(s).len() as u8);
        }
    }
    out
}

impl<'a> Scorer<'a> {
    fn new(game: &'a FarfaliaGame, seat: usize) -> Scorer<'a> {
        let n = game.players();
        let side_needs: Vec<[u8; 5]> = (0..game.sides().len()).map(|s| needs_of(game, s)).collect();
        let mut known = game.hand(seat).union(trick::cards(game.trick()));
        for s in 0..n {
            known = known.union(game.face_down(s)).union(game.collected(s));
        }
        Scorer {
            game,
            seat,
            hand: game.hand(seat),
            needs: side_needs
                .get(game.side_in_deal(seat))
                .copied()
                .unwrap_or_default(),
            side_needs,
            known,
            trump: game.trump().and_then(trick::trump_colour),
            picking: game.tricks_done() + 1 >= game.rules().first_pick_trick(),
        }
    }

    fn partner(&self, seat: usize) -> bool {
        self.game.side_in_deal(seat) == self.game.side_in_deal(self.seat)
    }

    fn useful_to(&self, card: Card, seat: usize) -> bool {
        let needs = self
            .side_needs
            .get(self.game.side_in_deal(seat))
            .copied()
            .unwrap_or_default();
        needs[card.subject().index()] > 0
    }

    /// Whether no unseen card of the colour beats `card`.
    fn master(&self, card: Card) -> bool {
        (card.rank + 1..=MAX_RANK)
            .all(|r| Card::new(card.colour, r).is_none_or(|higher| self.known.contains(higher)))
    }

    fn cost(&self, card: Card) -> f64 {
        let trump = if Some(card.colour) == self.trump {
            0.6
        } else {
            0.0
        };
        f64::from(card.rank) / f64::from(MAX_RANK) + trump
    }

    fn score(&self, action: &Action) -> f64 {
        match *action {
            Action::DoubleYou => self.double_you(),
            Action::NoDoubleYou => 0.0,
            Action::Discard(a, b) => self.discard(a, b),
            Action::Trump(t) => self.trump_strength(t),
            Action::Play(card) => self.play(Played::Card { card }),
            Action::Joker => {
                self.play(Played::Joker {
                    symbol: Subject::Butterfly,
                }) - 0.3
            }
            Action::Pick(card) => self.pick(card),
            Action::NoPick => 0.0,
        }
    }

    /// Play a joker when the jokers left would otherwise go unused, or in a doubled
    /// deal.
    fn double_you(&self) -> f64 {
        let g = self.game;
        let doubled = g.rules().settings.doubled(g.deal_number());
        let left = usize::from(g.double_you_left(self.seat));
        match g.rules().settings.deals {
            Some(deals) => {
                let deals_left = usize::from(deals).saturating_sub(g.deal_number()) + 1;
                if doubled || left >= deals_left {
                    1.0
                } else {
                    -0.5
                }
            }
            None => 1.0,
        }
    }

    /// What a card is worth keeping before the trump and the proposition are known:
    /// its number, more for a butterfly (wanted by many propositions), more in a long
    /// colour.
    fn keep_value(&self, card: Card) -> f64 {
        let long = self.hand.of_colour(card.colour).len() as f64;
        f64::from(card.rank) / f64::from(MAX_RANK)
            + if card.is_butterfly() { 0.4 } else { 0.0 }
            + 0.05 * long
    }

    fn discard(&self, a: Card, b: Card) -> f64 {
        let mut score = -(self.keep_value(a) + self.keep_value(b));
        // voiding a short colour lets one trump it
        let left = self
            .hand
            .difference(CardSet::single(a).union(CardSet::single(b)));
        if left.of_colour(a.colour).is_empty() || left.of_colour(b.colour).is_empty() {
            score += 0.3;
        }
        score
    }

    fn trump_strength(&self, trump: Trump) -> f64 {
        match trick::trump_colour(trump) {
            Some(colour) => self
                .hand
                .of_colour(colour)
                .iter()
                .map(|c| 1.0 + f64::from(c.rank) / f64::from(MAX_RANK))
                .sum(),
            None => {
                self.hand.iter().filter(|c| c.rank >= 11).count() as f64 * 1.5
                    + self.hand.iter().filter(|c| self.master(*c)).count() as f64 * 0.5
            }
        }
    }

    /// Keep what the side still needs, the scarcest subject first.
    fn pick(&self, card: Card) -> f64 {
        let subject = card.subject();
        let unseen = CardSet::DECK
            .difference(self.known)
            .of_subject(subject)
            .len() as f64;
        1.0 + 0.2 * f64::from(self.needs[subject.index()]) + 1.0 / (1.0 + unseen)
    }

    fn play(&self, played: Played) -> f64 {
        let g = self.game;
        let trick_now = g.trick();
        let mut after: Vec<Play> = trick_now.to_vec();
        after.push((self.seat, played));
        let card = played.card();
        let useful_for = |seat: usize| -> usize {
            if !self.picking {
                return 0;
            }
            let burned = trick::burned(&after);
            trick::cards(&after)
                .difference(burned)
                .iter()
                .filter(|&c| self.useful_to(c, seat))
                .count()
        };
        let Some(card) = card else {
            // a joker: burn what the opponents would keep, not what we would
            let winner = trick::winner(&after, g.trump()).unwrap_or(self.seat);
            let before = {
                let cards = trick::cards(trick_now);
                cards.iter().filter(|&c| self.useful_to(c, winner)).count()
            };
            let gain = before as f64 - useful_for(winner) as f64;
            return if self.partner(winner) {
                -gain
            } else {
                gain * 0.8
            };
        };
        if trick_now.is_empty() {
            return self.lead(card);
        }
        let last = after.len() == g.players();
        let winner = trick::winner(&after, g.trump()).unwrap_or(self.seat);
        if winner == self.seat {
            let value = (useful_for(self.seat).min(2)) as f64;
            let sure = last || self.master(card) && Some(card.colour) != self.trump;
            let chance = if sure { 1.0 } else { 0.6 };
            chance * (1.0 + 1.5 * value) - self.cost(card)
        } else if self.partner(winner) {
            let feed = if self.picking && self.useful_to(card, self.seat) {
                1.5
            } else {
                0.0
            };
            1.0 + feed - self.cost(card) / 2.0
        } else {
            let gift = if self.picking && self.useful_to(card, winner) {
                1.5
            } else {
                0.0
            };
            -gift - self.cost(card)
        }
    }

    /// Lead from strength: a master card of a plain colour, else the lowest of the
    /// longest colour; not a card the others need unless it wins.
    fn lead(&self, card: Card) -> f64 {
        let long = self.hand.of_colour(card.colour).len() as f64;
        let plain = Some(card.colour) != self.trump;
        let others_need = (0..self.game.players())
            .filter(|&s| !self.partner(s))
            .any(|s| self.useful_to(card, s));
        if self.master(card) {
            (if plain { 3.0 } else { 2.0 }) + f64::from(card.rank) / f64::from(MAX_RANK)
        } else {
            0.1 * long
                - f64::from(card.rank) / f64::from(MAX_RANK)
                - if others_need && self.picking {
                    0.5
                } else {
                    0.0
                }
                - if plain { 0.0 } else { 0.4 }
        }
    }
}
