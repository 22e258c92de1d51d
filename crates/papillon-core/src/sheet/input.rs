//! The score sheet as entered: the JSON of `papillon score` and of the app's entry
//! screens, names as strings and cards in notation, before any check.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::card::DECK_SIZE;
use crate::options::RuleOptions;

/// A score sheet as entered (the JSON format of `papillon score`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetInput {
    /// The players, in seat order.
    pub players: Vec<String>,
    /// The teams; optional for 2 and 3 players (each alone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<Vec<String>>>,
    #[serde(default)]
    pub options: RuleOptions,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue: Option<BlueInput>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orange: Option<OrangeInput>,
    /// Under the roll-off house rule, the tied player (or team member) who won the
    /// roll-off for the victory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner_rolloff: Option<String>,
}

/// The blue round as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BlueInput {
    pub players: BTreeMap<String, BluePlayerInput>,
    /// When most cards is tied: the tied player (or member of a tied team) who won the
    /// roll-off.
    #[serde(default)]
    pub most_cards_rolloff: Option<String>,
    /// Cards left on the plate at the end because nobody made a capture in the whole
    /// round (docs/rules.md §4.18: they stay unscored). Almost always 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub left_on_plate: i64,
}

impl BlueInput {
    /// How many of the deck's cards are entered so far: the counts given plus any left
    /// on the plate (a negative count, which validation refuses, counts as none).
    pub fn cards_entered(&self) -> i64 {
        self.players.values().map(|p| p.cards.max(0)).sum::<i64>() + self.left_on_plate.max(0)
    }

    /// How many of the deck's cards are still to be given to someone (negative when too
    /// many are entered).
    pub fn cards_left(&self) -> i64 {
        DECK_SIZE as i64 - self.cards_entered()
    }
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// What one player captured in the blue round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BluePlayerInput {
    /// How many cards the player captured in all.
    pub cards: i64,
    /// The captured cards that matter (others may be listed too).
    #[serde(default)]
    pub scoring: Vec<String>,
    /// For the holder of the Chat Noir: how it was taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_noir: Option<ChatNoirCapture>,
}

/// How the Chat Noir was taken in the blue round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ChatNoirCapture {
    /// By a cumul or a combination the player chose, or used as the result from hand:
    /// +30.
    Voluntary,
    /// By a Papillon sweep or the last-capture sweep: −30.
    Involuntary,
}

/// How the orange round ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum OrangeEnd {
    /// Someone emptied their hand in the last tour.
    #[default]
    Normal,
    /// The draw pile ran out, the rest of the orange deck was dealt, and someone then
    /// emptied their hand: scored as a normal end (that tour is the last).
    Carnage,
    /// Nobody could play or draw: the blocked tour scores no tour points.
    Apocalypse,
}

impl OrangeEnd {
    /// Whether the last listed tour is the last tour of the round (+30).
    pub fn last_tour_listed(self) -> bool {
        !matches!(self, OrangeEnd::Apocalypse)
    }
}

/// The orange round as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OrangeInput {
    /// Who emptied their hand first in each tour, in order.
    #[serde(default)]
    pub tours: Vec<String>,
    #[serde(default)]
    pub end: OrangeEnd,
    /// The cards left in each hand (use `[]` for an empty hand).
    pub hands: BTreeMap<String, Vec<String>>,
    /// For each holder of a Couteau Suisse: the dice sum rolled for each one held (in
    /// hand first, then among the Papillon's drawn cards).
    #[serde(default)]
    pub couteau_suisse: BTreeMap<String, Vec<i64>>,
    /// For each holder of a Papillon: the cards drawn (three per Papillon, fewer only if
    /// the draw pile ran out).
    #[serde(default)]
    pub papillon_draw: BTreeMap<String, Vec<String>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_entered_counts_what_is_given_so_far() {
        let blue: BlueInput = serde_json::from_str(
            r#"{"players": {"Ana": {"cards": 20}, "Ben": {"cards": -4}}, "left_on_plate": 3}"#,
        )
        .expect("blue");
        assert_eq!(blue.cards_entered(), 23);
        assert_eq!(blue.cards_left(), 35);
    }
}
