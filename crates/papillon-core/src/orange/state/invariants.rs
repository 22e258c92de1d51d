//! The invariants of an orange position: every card in exactly one place (58 orange
//! and 58 blue), the turn structure sound. A saved position is read through here.

use super::{OrangeState, Phase};
use crate::blue::DealPlan;
use crate::card::{Back, Card, DECK_SIZE, FaceSet};

impl OrangeState {
    /// Every card in exactly one place: 58 orange and 58 blue.
    pub fn check_invariants(&self) -> Result<(), String> {
        // the shape first: a saved state is read through here, so nothing below may
        // index out of range
        let n = self.hands.len();
        if DealPlan::for_players(n) != Some(self.plan) {
            return Err(format!(
                "{n} players do not play the deal plan {:?}",
                self.plan
            ));
        }
        for (what, seat) in [
            ("current player", self.current),
            ("dealer", self.dealer),
            ("starter", self.starter),
        ] {
            if seat >= n {
                return Err(format!("the {what} is seat {seat} of {n}"));
            }
        }
        if let Phase::Attacked { attacker }
        | Phase::Turn {
            counter: Some(attacker),
            ..
        } = self.phase
            && attacker >= n
        {
            return Err(format!("the Chat Noir's player is seat {attacker} of {n}"));
        }
        if let Some(seat) = self.tour_winners.iter().find(|&&s| s >= n) {
            return Err(format!("a tour was won by seat {seat} of {n}"));
        }
        for (i, &coverable) in self.plate_trumps.iter().enumerate() {
            if coverable
                && (self.phase != Phase::Cover || self.plate_cards[i].face.trump().is_none())
            {
                return Err(format!(
                    "plate card {} is marked as a trump to cover outside the start of the round",
                    i + 1
                ));
            }
        }
        if self.tour_winners.len() > usize::from(self.plan.deals) {
            return Err(format!(
                "{} tours were won; the orange deck deals {}",
                self.tour_winners.len(),
                self.plan.deals
            ));
        }
        let mut orange = self.table.orange;
        let mut blue = self.table.blue;
        let mut count = (self.table.orange.len(), self.table.blue.len());
        let mut add = |card: Card, what: &str| -> Result<(), String> {
            let set = match card.back {
                Back::Orange => &mut orange,
                Back::Blue => &mut blue,
            };
            if !set.insert(card.face) {
                return Err(format!("{card} is in two places (again in {what})"));
            }
            match card.back {
                Back::Orange => count.0 += 1,
                Back::Blue => count.1 += 1,
            }
            Ok(())
        };
        for (seat, hand) in self.hands.iter().enumerate() {
            for card in hand.cards() {
                add(card, &format!("hand {seat}"))?;
            }
        }
        for &face in &self.stock {
            add(Card::new(Back::Orange, face), "stock")?;
        }
        for &card in &self.pile {
            add(card, "pile")?;
        }
        if count != (DECK_SIZE, DECK_SIZE) || orange != FaceSet::full() || blue != FaceSet::full() {
            return Err(format!(
                "{} orange and {} blue cards are placed, not 58 and 58",
                count.0, count.1
            ));
        }
        for (i, plate) in self.plate_cards.iter().enumerate() {
            if !self.table.contains(*plate) {
                return Err(format!(
                    "plate card {} ({plate}) is not on the table",
                    i + 1
                ));
            }
        }
        if let Phase::Attacked { attacker } = self.phase
            && attacker == self.current
        {
            return Err(format!(
                "seat {attacker} is attacked by their own Chat Noir"
            ));
        }
        if !self.is_over() && self.hands[self.current].is_empty() {
            return Err(format!(
                "seat {} is to play with an empty hand",
                self.current
            ));
        }
        Ok(())
    }
}
