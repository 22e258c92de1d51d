//! The notations of every move and card (issue 53, door 3): a parse that succeeds prints
//! back to an equal value (parse ∘ print = id), and the printed form is canonical (print
//! ∘ parse ∘ print = print), for the modern game's faces, blue plays, orange plays and
//! table places, the 1756 game's cards and moves, and Farfalia's cards and moves.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use papillon_core::blue::BlueAction;
use papillon_core::card::{Back, Face};
use papillon_core::orange::{ActionText, OrangeAction, Slot};

/// parse ∘ print = id, and the printed form is a fixed point, the notation printed by
/// the type's `Display`.
pub fn round_trip<T>(what: &str, text: &str)
where
    T: FromStr + Display + PartialEq + Debug,
    T::Err: Debug,
{
    round_trip_with::<T>(what, text, T::to_string);
}

/// The same with the notation's own printer, for a type whose `Display` says more than
/// its notation (Farfalia's card: `1O (orange 1)`, whose notation is `1O`).
pub fn round_trip_with<T>(what: &str, text: &str, print: impl Fn(&T) -> String)
where
    T: FromStr + PartialEq + Debug,
    T::Err: Debug,
{
    let Ok(value) = text.parse::<T>() else { return };
    let printed = print(&value);
    let again = printed.parse::<T>().unwrap_or_else(|e| {
        panic!(
            "{what}: {text:?} reads as {value:?}, printed {printed:?}, which does not read: {e:?}"
        )
    });
    assert_eq!(
        again, value,
        "{what}: {text:?} printed as {printed:?} reads as another value"
    );
    assert_eq!(
        print(&again),
        printed,
        "{what}: the printed form {printed:?} is not canonical"
    );
}

fn orange(text: &str) {
    let Ok(parsed) = ActionText::parse(text) else {
        return;
    };
    for back in [Back::Orange, Back::Blue] {
        let action: OrangeAction = parsed.resolve(|_| back);
        let printed = action.to_string();
        let again = ActionText::parse(&printed)
            .unwrap_or_else(|e| {
                panic!("orange play: {text:?} printed as {printed:?} does not read: {e:?}")
            })
            .resolve(|_| Back::Orange);
        assert_eq!(
            again, action,
            "orange play: {text:?} printed as {printed:?} reads as another play"
        );
    }
}

fn slot(text: &str) {
    let Some(slot) = Slot::parse(text) else {
        return;
    };
    assert!(
        slot.valid(),
        "a place read from {text:?} is not on the table: {slot:?}"
    );
    let printed = slot.to_string();
    assert_eq!(
        Slot::parse(&printed),
        Some(slot),
        "place: {text:?} printed as {printed:?}"
    );
}

/// Every notation, on the same text.
pub fn all(data: &[u8]) {
    let Some(text) = crate::text(data) else {
        return;
    };
    round_trip::<Face>("modern card", text);
    round_trip::<BlueAction>("blue play", text);
    orange(text);
    slot(text);
    round_trip::<classic_papillon::Card>("1756 card", text);
    round_trip::<classic_papillon::Rank>("1756 rank", text);
    round_trip::<classic_papillon::Action>("1756 move", text);
    round_trip_with::<farfalia::Card>("Farfalia card", text, |c| c.notation());
    round_trip::<farfalia::play::Action>("Farfalia move", text);
    // a list of cards as the 1756 referee and the terminal read it
    if let Ok(cards) = classic_papillon::card::parse_cards(text) {
        let printed: Vec<String> = cards.iter().map(ToString::to_string).collect();
        let again = classic_papillon::card::parse_cards(&printed.join(",")).unwrap_or_else(|e| {
            panic!("1756 cards: {text:?} printed as {printed:?} do not read: {e:?}")
        });
        assert_eq!(again, cards, "1756 cards: {text:?}");
    }
}
