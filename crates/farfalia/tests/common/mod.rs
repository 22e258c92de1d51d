//! Helpers to write sheets in tests.
#![allow(dead_code)]

use farfalia::{DealInput, SideInput, Subject, SubjectCounts, Trump};

pub fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

pub fn side(players: &[&str], collected: Option<SubjectCounts>, cards: &[&str]) -> SideInput {
    SideInput {
        players: names(players),
        collected,
        cards: names(cards),
        entered: true,
    }
}

pub fn deal(
    dealer: &str,
    trump: Option<Trump>,
    proposition: &[Subject],
    sides: Vec<SideInput>,
) -> DealInput {
    DealInput {
        dealer: dealer.to_string(),
        trump,
        proposition: proposition.to_vec(),
        sides,
        double_you: Vec::new(),
    }
}
