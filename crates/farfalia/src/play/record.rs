//! The end of a deal: what each side kept, scored by the score keeper's own functions
//! (the same [`crate::scoring`] a sheet entered by hand goes through), the totals, the
//! next dealer by the score keeper's rule, or the end of the game and its winners. A
//! played game can also be written out as the sheet a table would have filled in.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Subject, Trump};
use crate::play::error::Phase;
use crate::play::state::{FarfaliaGame, SEATS};
use crate::scoring::{deal_points, finished_after, winners};
use crate::seating::rule_dealer;
use crate::sheet::{DealInput, FarfaliaSheet, SideInput, SubjectCounts, ValidDeal, ValidSide};
use crate::validate::add_points;

/// One side of a played deal and the cards it kept face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaSideRecord"))]
pub struct SideRecord {
    pub members: Vec<usize>,
    pub cards: Vec<Card>,
}

/// A played deal, scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaDealRecord"))]
pub struct DealRecord {
    /// 1 = the first.
    pub deal: usize,
    pub dealer: usize,
    pub trump: Trump,
    pub proposition: Vec<Subject>,
    /// The sides: at five the dealer's (the dealer alone) first; at four the fixed
    /// teams, seats 1 and 3 then 2 and 4, whoever deals.
    pub sides: Vec<SideRecord>,
    /// DOUBLE YOU: the seats that played a joker.
    pub double_you: Vec<usize>,
    /// The deal counted double (the beginner game's last).
    pub doubled: bool,
    /// Each seat's points for the deal, as the score keeper gives them.
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub points: Vec<i64>,
    /// Each seat's total after the deal.
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub totals: Vec<i64>,
}

impl FarfaliaGame {
    /// The deal as the score keeper checks it.
    fn valid_deal(&self) -> ValidDeal {
        let n = self.players();
        ValidDeal {
            dealer: self.dealer,
            extra: false,
            trump: self.trump,
            proposition: self.proposition.to_vec(),
            sides: self
                .sides
                .iter()
                .enumerate()
                .map(|(index, members)| {
                    let cards = self.side_collection(index);
                    ValidSide {
                        members: members.clone(),
                        collected: SubjectCounts::tally(cards.iter().map(|c| c.subject())),
                        cards: cards.to_vec(),
                        entered: true,
                    }
                })
                .collect(),
            double_you: (0..n).filter(|&s| self.double_you[s]).collect(),
        }
    }

    /// Scores the deal and deals the next, or ends the game.
    pub(crate) fn end_deal(&mut self) {
        let n = self.players();
        let rules = std::sync::Arc::clone(&self.rules);
        let deal = self.valid_deal();
        let points = deal_points(
            rules.mode,
            &rules.options,
            &rules.settings,
            self.deal,
            &deal,
        );
        add_points(&mut self.totals[..n], &points);
        let record = DealRecord {
            deal: self.deal,
            dealer: self.dealer,
            trump: self.trump.unwrap_or(Trump::NoTrump),
            proposition: deal.proposition.clone(),
            sides: deal
                .sides
                .iter()
                .map(|s| SideRecord {
                    members: s.members.clone(),
                    cards: s.cards.clone(),
                })
                .collect(),
            double_you: deal.double_you.clone(),
            doubled: points.doubled,
            points: points.player_points.clone(),
            totals: self.totals[..n].to_vec(),
        };
        std::sync::Arc::make_mut(&mut self.history).push(record);
        let totals = &self.totals[..n];
        if finished_after(rules.mode, &rules.settings, self.deal, totals) {
            self.winners = Some(winners(rules.mode, &rules.options, totals));
            self.phase = Phase::Over;
            return;
        }
        // «le joueur ayant le moins de points au classement sera le nouveau donneur» at
        // five; «c'est le joueur à gauche du donneur précédent» at four.
        let next = rule_dealer(
            rules.mode,
            &rules.options,
            false,
            Some(self.dealer),
            totals,
            &self.setup.names,
        )
        .map_or((self.dealer + 1) % n, |(seat, _)| seat);
        self.begin_deal(self.deal + 1, next);
    }

    /// The game as a score sheet: the deals played, each with its dealer, trump,
    /// proposition, sides and the cards they kept, and the options that score it.
    pub fn to_sheet(&self) -> FarfaliaSheet {
        let name = |seat: usize| self.setup.names.get(seat).cloned().unwrap_or_default();
        FarfaliaSheet {
            mode: self.rules.mode,
            players: self.setup.names.clone(),
            options: self.rules.options.clone(),
            deals: self
                .history
                .iter()
                .map(|d| DealInput {
                    dealer: name(d.dealer),
                    trump: Some(d.trump),
                    proposition: d.proposition.clone(),
                    sides: d
                        .sides
                        .iter()
                        .map(|s| SideInput {
                            players: s.members.iter().map(|&m| name(m)).collect(),
                            collected: None,
                            cards: s.cards.iter().map(|c| c.notation()).collect(),
                            entered: true,
                        })
                        .collect(),
                    double_you: d.double_you.iter().map(|&s| name(s)).collect(),
                })
                .collect(),
        }
    }

    /// The terminal returns: each seat's total (partners share theirs at four).
    pub(crate) fn total_returns(&self) -> game_kit::Returns {
        let mut out = [0; game_kit::MAX_SEATS];
        for (r, &t) in out
            .iter_mut()
            .zip(&self.totals[..self.players().min(SEATS)])
        {
            *r = i32::try_from(t).unwrap_or(i32::MAX);
        }
        out
    }
}
