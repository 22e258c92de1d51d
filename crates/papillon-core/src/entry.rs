//! Entries at the table: one tap of the score keeper, as a typed edit of the sheet.
//!
//! The app sends what was tapped ("Ana captured the Dragon", "Ben's hand holds E4"), not
//! a whole sheet built from an old screen: the edit is applied here, to the sheet as it
//! stands, so the engine alone decides what an entry changes — a Couteau Suisse taken
//! out of a hand takes its dice roll with it, a Papillon taken out takes its draw — and
//! two quick taps cannot overwrite each other. Whether the resulting sheet is allowed is
//! then the scorer's call, as for any sheet (docs/rules.md §10.1).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::card::{COPIES_PER_FACE, Face, Trump};
use crate::options::CouteauSuisseRoll;
use crate::sheet::{
    BlueInput, BluePlayerInput, ChatNoirCapture, OrangeEnd, OrangeInput, SheetInput,
};

/// One entry: what the score keeper tapped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "edit", rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum SheetEdit {
    /// Ticks a blue scoring card for a player, or unticks it if they had it (unticking
    /// the Chat Noir drops how it was taken).
    ToggleBlueCard {
        player: String,
        card: Face,
    },
    /// How many blue cards a player captured in all.
    SetBlueCount {
        player: String,
        cards: i64,
    },
    /// One more (or fewer) blue cards for a player: a stepper's tap, relative, so two
    /// quick taps count twice.
    AdjustBlueCount {
        player: String,
        by: i64,
    },
    /// How the Chat Noir was taken by the player who has it.
    SetChatNoir {
        player: String,
        capture: ChatNoirCapture,
    },
    /// The player who emptied their hand first in the next tour.
    AddTour {
        player: String,
    },
    RemoveLastTour,
    SetEnd {
        end: OrangeEnd,
    },
    /// A card left in a player's hand (or, with `draw`, drawn for their Papillon).
    AddHandCard {
        player: String,
        card: Face,
        #[serde(default)]
        draw: bool,
    },
    /// Takes a card out of a hand (or Papillon draw), named so that a tap on an older
    /// screen cannot take out another card.
    RemoveHandCard {
        player: String,
        card: Face,
        #[serde(default)]
        draw: bool,
    },
    /// The player's hand is empty.
    SetEmptyHand {
        player: String,
    },
    /// The value rolled at the table with real dice for the player's next Couteau
    /// Suisse not yet valued (in hand first, then among the Papillon's drawn cards):
    /// the dice's sum, within what the house rule's dice give (docs/rules.md §3.5).
    AddCouteauValue {
        player: String,
        value: i64,
    },
    /// Takes the player's last Couteau Suisse value out, to enter or roll it again.
    RemoveCouteauValue {
        player: String,
    },
}

/// Why an edit cannot be applied (the sheet is left as it was).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum EditError {
    #[error("{player} does not play in this game")]
    UnknownPlayer { player: String },
    #[error("{player}'s hand holds no {}", card.name())]
    NoSuchCard { player: String, card: Face },
    #[error("there is no tour to remove")]
    NoTour,
    #[error(
        "the {} is already entered {COPIES_PER_FACE} times: each card exists once per deck",
        card.name()
    )]
    FaceExhausted { card: Face },
    #[error("{player} holds no Couteau Suisse still to value")]
    NoCouteauToValue { player: String },
    #[error("{value} cannot be a Couteau Suisse value for {player}: {}", roll.describe())]
    CouteauValueOutOfRange {
        player: String,
        value: i64,
        roll: CouteauSuisseRoll,
    },
    #[error("{player} has no Couteau Suisse value to take out")]
    NoCouteauValue { player: String },
}

fn blue_of(sheet: &SheetInput) -> BlueInput {
    sheet.blue.clone().unwrap_or(BlueInput {
        players: BTreeMap::new(),
        most_cards_rolloff: None,
        left_on_plate: 0,
    })
}

fn orange_of(sheet: &SheetInput) -> OrangeInput {
    sheet.orange.clone().unwrap_or(OrangeInput {
        tours: Vec::new(),
        end: OrangeEnd::Normal,
        hands: BTreeMap::new(),
        couteau_suisse: BTreeMap::new(),
        papillon_draw: BTreeMap::new(),
    })
}

fn empty_entry() -> BluePlayerInput {
    BluePlayerInput {
        cards: 0,
        scoring: Vec::new(),
        chat_noir: None,
    }
}

/// How many times a face is written in the orange round (hands and Papillon draws).
pub fn orange_face_count(orange: &OrangeInput, face: Face) -> usize {
    let notation = face.notation();
    orange
        .hands
        .values()
        .chain(orange.papillon_draw.values())
        .flatten()
        .filter(|c| c.parse::<Face>().map_or(**c == notation, |f| f == face))
        .count()
}

/// The faces already written as often as they exist (one orange, one blue): a picker
/// shows them as unavailable.
pub fn orange_exhausted_faces(sheet: &SheetInput) -> Vec<Face> {
    match &sheet.orange {
        None => Vec::new(),
        Some(orange) => Face::all()
            .filter(|&f| orange_face_count(orange, f) >= COPIES_PER_FACE)
            .collect(),
    }
}

/// After a card left `player`'s hand or draw: the Papillon's draw goes only when no
/// Papillon is left in the hand, and the Couteau Suisse rolls are cut to the Couteaux
/// still held (the dice for one taken out are rolled again if it comes back).
fn settle_after_removal(orange: &mut OrangeInput, player: &str) {
    let faces = |cards: Option<&Vec<String>>| -> Vec<Face> {
        cards
            .map(|c| c.iter().filter_map(|t| t.parse().ok()).collect())
            .unwrap_or_default()
    };
    let hand = faces(orange.hands.get(player));
    if !hand.iter().any(|f| f.is_trump(Trump::Papillon)) {
        orange.papillon_draw.remove(player);
    }
    let draw = faces(orange.papillon_draw.get(player));
    let held = crate::sheet::couteaux_held(&hand, &draw);
    if let Some(rolls) = orange.couteau_suisse.get_mut(player) {
        rolls.truncate(held);
        if rolls.is_empty() {
            orange.couteau_suisse.remove(player);
        }
    }
}

impl SheetEdit {
    /// The player the edit is about, if any.
    pub fn player(&self) -> Option<&str> {
        match self {
            SheetEdit::ToggleBlueCard { player, .. }
            | SheetEdit::SetBlueCount { player, .. }
            | SheetEdit::AdjustBlueCount { player, .. }
            | SheetEdit::SetChatNoir { player, .. }
            | SheetEdit::AddTour { player }
            | SheetEdit::AddHandCard { player, .. }
            | SheetEdit::RemoveHandCard { player, .. }
            | SheetEdit::SetEmptyHand { player }
            | SheetEdit::AddCouteauValue { player, .. }
            | SheetEdit::RemoveCouteauValue { player } => Some(player),
            SheetEdit::RemoveLastTour | SheetEdit::SetEnd { .. } => None,
        }
    }

    /// The sheet after this entry.
    pub fn apply(&self, sheet: &SheetInput) -> Result<SheetInput, EditError> {
        if let Some(player) = self.player()
            && !sheet.players.iter().any(|p| p == player)
        {
            return Err(EditError::UnknownPlayer {
                player: player.to_owned(),
            });
        }
        let mut out = sheet.clone();
        match self {
            SheetEdit::ToggleBlueCard { player, card } => {
                let mut blue = blue_of(sheet);
                let entry = blue
                    .players
                    .entry(player.clone())
                    .or_insert_with(empty_entry);
                let notation = card.notation();
                let held = entry
                    .scoring
                    .iter()
                    .position(|c| c.parse::<Face>().map_or(*c == notation, |f| f == *card));
                match held {
                    Some(i) => {
                        entry.scoring.remove(i);
                        if card.is_trump(Trump::ChatNoir) {
                            entry.chat_noir = None;
                        }
                    }
                    None => entry.scoring.push(notation),
                }
                out.blue = Some(blue);
            }
            SheetEdit::SetBlueCount { player, cards } => {
                let mut blue = blue_of(sheet);
                blue.players
                    .entry(player.clone())
                    .or_insert_with(empty_entry)
                    .cards = *cards;
                out.blue = Some(blue);
            }
            SheetEdit::AdjustBlueCount { player, by } => {
                let mut blue = blue_of(sheet);
                let entry = blue
                    .players
                    .entry(player.clone())
                    .or_insert_with(empty_entry);
                entry.cards = entry.cards.saturating_add(*by).max(0);
                out.blue = Some(blue);
            }
            SheetEdit::SetChatNoir { player, capture } => {
                let mut blue = blue_of(sheet);
                blue.players
                    .entry(player.clone())
                    .or_insert_with(empty_entry)
                    .chat_noir = Some(*capture);
                out.blue = Some(blue);
            }
            SheetEdit::AddTour { player } => {
                let mut orange = orange_of(sheet);
                orange.tours.push(player.clone());
                out.orange = Some(orange);
            }
            SheetEdit::RemoveLastTour => {
                let mut orange = orange_of(sheet);
                orange.tours.pop().ok_or(EditError::NoTour)?;
                out.orange = Some(orange);
            }
            SheetEdit::SetEnd { end } => {
                let mut orange = orange_of(sheet);
                orange.end = *end;
                out.orange = Some(orange);
            }
            SheetEdit::AddHandCard { player, card, draw } => {
                let mut orange = orange_of(sheet);
                if orange_face_count(&orange, *card) >= COPIES_PER_FACE {
                    return Err(EditError::FaceExhausted { card: *card });
                }
                let book = if *draw {
                    &mut orange.papillon_draw
                } else {
                    &mut orange.hands
                };
                book.entry(player.clone())
                    .or_default()
                    .push(card.notation());
                out.orange = Some(orange);
            }
            SheetEdit::RemoveHandCard { player, card, draw } => {
                let mut orange = orange_of(sheet);
                let book = if *draw {
                    &mut orange.papillon_draw
                } else {
                    &mut orange.hands
                };
                let cards = book.entry(player.clone()).or_default();
                let notation = card.notation();
                let at = cards
                    .iter()
                    .position(|c| c.parse::<Face>().map_or(*c == notation, |f| f == *card))
                    .ok_or_else(|| EditError::NoSuchCard {
                        player: player.clone(),
                        card: *card,
                    })?;
                cards.remove(at);
                settle_after_removal(&mut orange, player);
                out.orange = Some(orange);
            }
            SheetEdit::SetEmptyHand { player } => {
                let mut orange = orange_of(sheet);
                orange.hands.insert(player.clone(), Vec::new());
                orange.couteau_suisse.remove(player);
                orange.papillon_draw.remove(player);
                out.orange = Some(orange);
            }
            SheetEdit::AddCouteauValue { player, value } => {
                let mut orange = orange_of(sheet);
                if crate::settle::couteaux_unrolled(&orange, player) == 0 {
                    return Err(EditError::NoCouteauToValue {
                        player: player.clone(),
                    });
                }
                let roll = sheet.options.couteau_suisse_roll;
                if !u8::try_from(*value).is_ok_and(|v| roll.range().contains(&v)) {
                    return Err(EditError::CouteauValueOutOfRange {
                        player: player.clone(),
                        value: *value,
                        roll,
                    });
                }
                orange
                    .couteau_suisse
                    .entry(player.clone())
                    .or_default()
                    .push(*value);
                out.orange = Some(orange);
            }
            SheetEdit::RemoveCouteauValue { player } => {
                let mut orange = orange_of(sheet);
                let values = orange.couteau_suisse.get_mut(player);
                if values.as_ref().is_none_or(|v| v.is_empty()) {
                    return Err(EditError::NoCouteauValue {
                        player: player.clone(),
                    });
                }
                if let Some(values) = values {
                    values.pop();
                    if values.is_empty() {
                        orange.couteau_suisse.remove(player);
                    }
                }
                out.orange = Some(orange);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet() -> SheetInput {
        serde_json::from_str(r#"{"players": ["Ana", "Ben"]}"#).expect("sheet")
    }

    fn card(text: &str) -> Face {
        text.parse().expect("card")
    }

    #[test]
    fn a_couteau_suisse_taken_out_takes_its_roll() {
        let s = SheetEdit::AddHandCard {
            player: "Ana".into(),
            card: card("couteau-suisse"),
            draw: false,
        }
        .apply(&sheet())
        .expect("add");
        let mut s = s;
        if let Some(o) = s.orange.as_mut() {
            o.couteau_suisse.insert("Ana".into(), vec![7]);
        }
        let s = SheetEdit::RemoveHandCard {
            player: "Ana".into(),
            card: card("couteau-suisse"),
            draw: false,
        }
        .apply(&s)
        .expect("remove");
        let orange = s.orange.expect("orange");
        assert!(orange.couteau_suisse.is_empty());
        assert_eq!(orange.hands["Ana"], Vec::<String>::new());
    }

    /// Issue 50, item 21: a value rolled with the table's own dice is entered, checked
    /// against the dice and the Couteaux held, and taken out again to correct it.
    #[test]
    fn a_couteau_suisse_value_rolled_at_the_table_is_entered_checked_and_taken_out() {
        let add = |s: &SheetInput, value: i64| {
            SheetEdit::AddCouteauValue {
                player: "Ana".into(),
                value,
            }
            .apply(s)
        };
        let take_out = |s: &SheetInput| {
            SheetEdit::RemoveCouteauValue {
                player: "Ana".into(),
            }
            .apply(s)
        };
        // no Couteau Suisse in the hand yet: nothing to value
        assert_eq!(
            add(&sheet(), 7),
            Err(EditError::NoCouteauToValue {
                player: "Ana".into()
            })
        );
        let held = SheetEdit::AddHandCard {
            player: "Ana".into(),
            card: card("couteau-suisse"),
            draw: false,
        }
        .apply(&sheet())
        .expect("add");
        for value in [1, 13, -2, 1_000_000_000_000] {
            assert_eq!(
                add(&held, value),
                Err(EditError::CouteauValueOutOfRange {
                    player: "Ana".into(),
                    value,
                    roll: CouteauSuisseRoll::TwoDice,
                }),
                "{value}"
            );
        }
        let valued = add(&held, 12).expect("12 is two sixes");
        assert_eq!(
            valued.orange.as_ref().expect("orange").couteau_suisse["Ana"],
            vec![12]
        );
        // one value per Couteau Suisse held
        assert!(matches!(
            add(&valued, 5),
            Err(EditError::NoCouteauToValue { .. })
        ));
        // taken out, it can be entered again; nothing left, nothing to take out
        let again = take_out(&valued).expect("take out");
        assert!(
            again
                .orange
                .as_ref()
                .expect("orange")
                .couteau_suisse
                .is_empty()
        );
        assert_eq!(
            take_out(&again),
            Err(EditError::NoCouteauValue {
                player: "Ana".into()
            })
        );
        // with one die the value is 1 to 6
        let mut one_die = held.clone();
        one_die.options.couteau_suisse_roll = CouteauSuisseRoll::OneDie;
        assert!(matches!(
            add(&one_die, 7),
            Err(EditError::CouteauValueOutOfRange { .. })
        ));
        assert!(add(&one_die, 1).is_ok());
        // an unknown player is refused first
        assert!(matches!(
            SheetEdit::AddCouteauValue {
                player: "Zoe".into(),
                value: 7
            }
            .apply(&held),
            Err(EditError::UnknownPlayer { .. })
        ));
    }

    #[test]
    fn taking_out_one_papillon_keeps_the_draw_of_the_other() {
        let mut s = sheet();
        for c in ["papillon", "papillon", "couteau-suisse"] {
            s = SheetEdit::AddHandCard {
                player: "Ana".into(),
                card: card(c),
                draw: false,
            }
            .apply(&s)
            .expect("add");
        }
        if let Some(o) = s.orange.as_mut() {
            o.papillon_draw
                .insert("Ana".into(), vec!["E4".into(), "couteau-suisse".into()]);
            o.couteau_suisse.insert("Ana".into(), vec![5, 9]);
        }
        let remove = |s: &SheetInput, c: &str| {
            SheetEdit::RemoveHandCard {
                player: "Ana".into(),
                card: card(c),
                draw: false,
            }
            .apply(s)
        };
        let one = remove(&s, "papillon").expect("one");
        let o = one.orange.as_ref().expect("orange");
        assert_eq!(o.papillon_draw["Ana"].len(), 2, "a Papillon is still held");
        assert_eq!(o.couteau_suisse["Ana"], [5, 9]);
        let none = remove(&one, "papillon").expect("two");
        let o = none.orange.as_ref().expect("orange");
        assert!(!o.papillon_draw.contains_key("Ana"));
        assert_eq!(
            o.couteau_suisse["Ana"],
            [5],
            "one Couteau left, one roll kept"
        );
        assert_eq!(
            remove(&none, "E9"),
            Err(EditError::NoSuchCard {
                player: "Ana".into(),
                card: card("E9")
            })
        );
    }

    #[test]
    fn two_quick_steps_count_twice() {
        let step = SheetEdit::AdjustBlueCount {
            player: "Ana".into(),
            by: 1,
        };
        let s = step
            .apply(&step.apply(&sheet()).expect("one"))
            .expect("two");
        assert_eq!(s.blue.expect("blue").players["Ana"].cards, 2);
    }

    #[test]
    fn a_face_exists_twice_across_the_decks() {
        let add = |s: &SheetInput, who: &str| {
            SheetEdit::AddHandCard {
                player: who.into(),
                card: card("E4"),
                draw: false,
            }
            .apply(s)
        };
        let s = add(&sheet(), "Ana").expect("one");
        let s = add(&s, "Ben").expect("two");
        assert_eq!(orange_exhausted_faces(&s), [card("E4")]);
        assert_eq!(
            add(&s, "Ana"),
            Err(EditError::FaceExhausted { card: card("E4") })
        );
    }

    #[test]
    fn unticking_the_chat_noir_drops_how_it_was_taken() {
        let chat = card("chat-noir");
        let s = SheetEdit::ToggleBlueCard {
            player: "Ana".into(),
            card: chat,
        }
        .apply(&sheet())
        .expect("tick");
        let s = SheetEdit::SetChatNoir {
            player: "Ana".into(),
            capture: ChatNoirCapture::Voluntary,
        }
        .apply(&s)
        .expect("capture");
        let s = SheetEdit::ToggleBlueCard {
            player: "Ana".into(),
            card: chat,
        }
        .apply(&s)
        .expect("untick");
        let ana = &s.blue.expect("blue").players["Ana"];
        assert!(ana.scoring.is_empty());
        assert_eq!(ana.chat_noir, None);
    }

    #[test]
    fn edits_name_a_player_of_the_game() {
        let err = SheetEdit::AddTour {
            player: "Zoé".into(),
        }
        .apply(&sheet());
        assert_eq!(
            err,
            Err(EditError::UnknownPlayer {
                player: "Zoé".into()
            })
        );
        assert_eq!(
            SheetEdit::RemoveLastTour.apply(&sheet()),
            Err(EditError::NoTour)
        );
    }
}
