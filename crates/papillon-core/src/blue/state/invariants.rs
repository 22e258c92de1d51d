//! The invariants of a blue position: every card in exactly one place, the turn
//! structure sound. A saved position is read through here.

use super::{BlueState, DealPlan};
use crate::card::{Face, FaceSet, Trump};
use crate::teams::MAX_PLAYERS;

impl BlueState {
    /// Every card in exactly one place, hands consistent with the deal plan. Returns a
    /// description of the first inconsistency.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players();
        // the shape first: a saved state is read through here, so nothing below may
        // index out of range
        if DealPlan::for_players(n) != Some(self.plan) {
            return Err(format!(
                "{n} players do not play the deal plan {:?}",
                self.plan
            ));
        }
        for (what, seat) in [("current player", self.current), ("dealer", self.dealer)] {
            if usize::from(seat) >= n {
                return Err(format!("the {what} is seat {seat} of {n}"));
            }
        }
        if let Some(seat) = self.last_capturer.filter(|&s| usize::from(s) >= n) {
            return Err(format!("the last capturer is seat {seat} of {n}"));
        }
        if let Some((seat, _)) = self.chat_noir.filter(|&(s, _)| usize::from(s) >= n) {
            return Err(format!("the Chat Noir is recorded for seat {seat} of {n}"));
        }
        if let Some(side) = self.sides[..n].iter().find(|&&s| usize::from(s) >= n) {
            return Err(format!("side {side} does not exist at {n} players"));
        }
        if self.deals_done == 0 || self.deals_done > self.plan.deals {
            return Err(format!(
                "{} deals done of {}",
                self.deals_done, self.plan.deals
            ));
        }
        let mut seen = FaceSet::EMPTY;
        let mut place = |set: FaceSet, name: &dyn Fn() -> String| -> Result<(), String> {
            if !seen.is_disjoint(set) {
                return Err(format!(
                    "{} in {} is also elsewhere",
                    seen.intersection(set).notation(),
                    name()
                ));
            }
            seen = seen.union(set);
            Ok(())
        };
        for p in 0..n {
            place(self.hands[p], &|| format!("hand {p}"))?;
            place(self.piles[p], &|| format!("pile {p}"))?;
            for (k, deal) in self.future.iter().enumerate() {
                place(deal[p], &|| format!("future deal {k} seat {p}"))?;
            }
        }
        place(self.plate, &|| "the plate".into())?;
        place(self.unclaimed, &|| "the unclaimed plate".into())?;
        if seen != FaceSet::full() {
            return Err(format!(
                "cards missing: {}",
                FaceSet::full().difference(seen).notation()
            ));
        }
        for p in n..MAX_PLAYERS {
            if !self.hands[p].is_empty() || !self.piles[p].is_empty() {
                return Err(format!("seat {p} does not exist but holds cards"));
            }
        }
        let left = usize::from(self.deals_left());
        for (k, deal) in self.future.iter().enumerate() {
            for (p, hand) in deal.iter().enumerate().take(n) {
                let expected = if k < left {
                    usize::from(self.plan.hand_size)
                } else {
                    0
                };
                if hand.len() != expected {
                    return Err(format!(
                        "future deal {k} of seat {p} holds {} cards, not {expected}",
                        hand.len()
                    ));
                }
            }
        }
        if self.hands[..n]
            .iter()
            .any(|h| h.len() > usize::from(self.plan.hand_size))
        {
            return Err("a hand holds more than a deal".into());
        }
        if !self.over && self.hands[self.current()].is_empty() {
            return Err("the current player has no card".into());
        }
        if self.over && self.hands[..n].iter().any(|h| !h.is_empty()) {
            return Err("the round is over but a hand holds cards".into());
        }
        match self.chat_noir {
            Some((p, _)) if !self.piles[usize::from(p)].contains(Face::Trump(Trump::ChatNoir)) => {
                Err("the Chat Noir record disagrees with the piles".into())
            }
            None if self.piles[..n]
                .iter()
                .any(|pile| pile.contains(Face::Trump(Trump::ChatNoir))) =>
            {
                Err("a pile holds the Chat Noir but no capture was recorded".into())
            }
            _ => Ok(()),
        }
    }
}
