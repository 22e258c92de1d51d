//! The orange table and where a card may go (docs/rules.md §6): two plate cards, the centre
//! (trump slot), four suites — two per plate card — and a sign slot per suite.
//!
//! This is the placement referee: [`check_place`] says whether one card may go to one
//! slot and why not, [`placements`] lists every legal slot (and declared value) for a
//! card.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Face, Trump};
use crate::options::TrumpNumbers;

/// Number of suites on the table.
pub const SUITES: usize = 4;
/// The highest value a Couteau Suisse may stand for.
pub const COUTEAU_MAX: u8 = 11;

/// Multiplier/Diviser's allowed values are listed up to this one (the Yang's printed 13).
const MD_LISTED: u8 = 13;

/// A sign that conditions a suite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Sign {
    /// Only the same value or one more.
    Plus,
    /// Only the same value or one less.
    Moins,
    /// Only multiples or divisors of the top value.
    MultiplierDiviser,
}

impl Sign {
    pub fn name(self) -> &'static str {
        match self {
            Sign::Plus => "Plus",
            Sign::Moins => "Moins",
            Sign::MultiplierDiviser => "Multiplier/Diviser",
        }
    }

    /// Whether `value` may follow `top` on a suite under this sign (or none).
    pub fn allows(sign: Option<Sign>, top: u8, value: u8) -> bool {
        let (t, v) = (i16::from(top), i16::from(value));
        match sign {
            None => (v - t).abs() <= 1,
            Some(Sign::Plus) => v == t || v == t + 1,
            Some(Sign::Moins) => v == t || v == t - 1,
            // 0 is a multiple of everything; everything divides 0; 1 divides everything
            Some(Sign::MultiplierDiviser) => {
                value == 0 || top.is_multiple_of(value) || value.is_multiple_of(top)
            }
        }
    }

    /// The values that may follow `top` under this sign (or none), among the values a
    /// card can have; all of them after a 0 or a 1 under Multiplier/Diviser.
    /// The values the rule lets follow `top` under this sign (or none), in the order
    /// [`describe_allowed`](Self::describe_allowed) names them; under
    /// Multiplier/Diviser, those up to 13 (every value after a 0 or a 1).
    pub fn allowed_values(sign: Option<Sign>, top: u8) -> Vec<u8> {
        let below = top.checked_sub(1);
        let above = top.checked_add(1);
        match sign {
            None => below.into_iter().chain([top]).chain(above).collect(),
            Some(Sign::Plus) => [top].into_iter().chain(above).collect(),
            Some(Sign::Moins) => [top].into_iter().chain(below).collect(),
            Some(Sign::MultiplierDiviser) => (0..=MD_LISTED)
                .filter(|&v| Sign::allows(sign, top, v))
                .collect(),
        }
    }

    fn describe_allowed(sign: Option<Sign>, top: u8) -> String {
        let values: Vec<String> = Sign::allowed_values(sign, top)
            .iter()
            .map(u8::to_string)
            .collect();
        match sign {
            Some(Sign::MultiplierDiviser) if top <= 1 => {
                "any value (after a 0 or a 1 anything goes)".to_owned()
            }
            Some(Sign::MultiplierDiviser) => {
                format!("a multiple or divisor of {top} ({})", values.join(", "))
            }
            _ => match &values[..] {
                [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
                _ => values.join(""),
            },
        }
    }
}

/// The power trumps played in the centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    ChatNoir,
    Chrysalide,
    Papillon,
}

/// What a card does in the orange round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A number card: a family card, or Yin/Yang at their printed numbers.
    Number(u8),
    /// Stands for any family value 0..=11, declared when played.
    CouteauSuisse,
    /// Goes on any suite and restarts it at 1.
    Chenille,
    Sign(Sign),
    Power(Power),
    /// A trump without a number under the house rules: it cannot be placed.
    Unplayable,
}

impl Role {
    pub fn of(face: Face, numbers: &TrumpNumbers) -> Role {
        match face {
            Face::Family(_, rank) => Role::Number(rank.value()),
            Face::Trump(trump) => match trump {
                Trump::CouteauSuisse => Role::CouteauSuisse,
                Trump::Chenille => Role::Chenille,
                Trump::Plus => Role::Sign(Sign::Plus),
                Trump::Moins => Role::Sign(Sign::Moins),
                Trump::MultiplierDiviser => Role::Sign(Sign::MultiplierDiviser),
                Trump::ChatNoir => Role::Power(Power::ChatNoir),
                Trump::Chrysalide => Role::Power(Power::Chrysalide),
                Trump::Papillon => Role::Power(Power::Papillon),
                Trump::Yin => numbers.yin.map_or(Role::Unplayable, Role::Number),
                Trump::Yang => numbers.yang.map_or(Role::Unplayable, Role::Number),
            },
        }
    }
}

/// A place on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// On plate card 0 (A) or 1 (B): same value only.
    Plate(u8),
    /// On suite 0..=3 (suites 0 and 1 start from plate card A, 2 and 3 from B).
    Suite(u8),
    /// The sign slot of suite 0..=3.
    Sign(u8),
    /// The trump slot between the plate cards.
    Centre,
}

impl Slot {
    /// Every slot, in a fixed order.
    pub const ALL: [Slot; 11] = [
        Slot::Plate(0),
        Slot::Plate(1),
        Slot::Suite(0),
        Slot::Suite(1),
        Slot::Suite(2),
        Slot::Suite(3),
        Slot::Sign(0),
        Slot::Sign(1),
        Slot::Sign(2),
        Slot::Sign(3),
        Slot::Centre,
    ];

    /// `plate1`, `plate2`, `suite1`…`suite4`, `sign1`…`sign4`, `centre`.
    pub fn notation(self) -> String {
        match self {
            // widened: a slot from outside (a stored or sent action) may hold any u8
            Slot::Plate(p) => format!("plate{}", u16::from(p) + 1),
            Slot::Suite(s) => format!("suite{}", u16::from(s) + 1),
            Slot::Sign(s) => format!("sign{}", u16::from(s) + 1),
            Slot::Centre => "centre".to_owned(),
        }
    }

    pub fn parse(text: &str) -> Option<Slot> {
        let text = text.trim().to_ascii_lowercase();
        if text == "centre" || text == "center" {
            return Some(Slot::Centre);
        }
        let number = |prefix: &str, max: u8| -> Option<u8> {
            let n: u8 = text.strip_prefix(prefix)?.parse().ok()?;
            (1..=max).contains(&n).then_some(n - 1)
        };
        number("plate", 2)
            .map(Slot::Plate)
            .or_else(|| number("suite", 4).map(Slot::Suite))
            .or_else(|| number("sign", 4).map(Slot::Sign))
    }

    /// Whether this place exists on the table.
    pub fn valid(self) -> bool {
        match self {
            Slot::Plate(p) => p < 2,
            Slot::Suite(s) | Slot::Sign(s) => (s as usize) < SUITES,
            Slot::Centre => true,
        }
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation())
    }
}

/// One suite: the value of its top card (none while empty: it starts from its plate
/// card) and the sign beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Suite {
    pub top: Option<u8>,
    pub sign: Option<Sign>,
}

/// The values on the table that placement depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Layout {
    /// The value of each plate card; `None` while it is a trump without a number that
    /// has not been covered (nothing can start from it).
    pub plates: [Option<u8>; 2],
    pub suites: [Suite; SUITES],
}

/// A card as a placement names it: its face, and the value it stands for where it has
/// one (a number card's own, a declared Couteau Suisse's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardLabel {
    pub face: Face,
    pub value: Option<u8>,
}

impl std::fmt::Display for CardLabel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&card_label(self.face, self.value))
    }
}

/// Why a card cannot go where it was put: typed, so the app can word it in the player's
/// language with the same facts; the English text is the terminal's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlaceError {
    #[error("there is no {0} on the table")]
    NoSuchSlot(Slot),
    #[error("the Couteau Suisse must be declared as a value from 0 to 11 (e.g. couteau-suisse=7)")]
    CouteauUndeclared,
    #[error("the Couteau Suisse stands for a family value 0 to 11, not {0}")]
    CouteauOutOfRange(u8),
    #[error("only the Couteau Suisse is declared; {0} has its own value")]
    DeclaredNotCouteau(CardLabel),
    #[error("{card} cannot be placed: it has no number under these house rules")]
    Unplayable { card: CardLabel },
    #[error("{card} is a power trump: it goes in the centre")]
    PowerOutsideCentre { card: CardLabel },
    #[error("{card} is a sign: it goes on a sign slot (sign1…sign4)")]
    SignOutsideSignSlot { card: CardLabel },
    #[error("only signs go on sign slots, not {card}")]
    NotASign { card: CardLabel },
    #[error("only the Chat Noir, the Chrysalide and the Papillon go in the centre, not {card}")]
    NotAPower { card: CardLabel },
    #[error("the Chenille goes on a suite (suite1…suite4)")]
    ChenilleOutsideSuite,
    #[error("plate card {plate} is a trump not yet covered: nothing can go on it")]
    PlateUncovered { plate: u8 },
    #[error("on plate card {plate} ({value}) only a {value} can go, not {card}")]
    PlateValue {
        plate: u8,
        value: u8,
        card: CardLabel,
    },
    #[error(
        "suite {suite} starts from plate card {plate}, a trump not yet covered: nothing can start it (but a Chenille)"
    )]
    SuiteNoStart { suite: u8, plate: u8 },
    #[error(
        "on suite {suite} ({}{}) only {} can go, not {card}",
        match top { Some(t) => format!("top {t}"), None => format!("empty, from the plate card's {reference}") },
        sign.map(|sg| format!(", sign {}", sg.name())).unwrap_or_default(),
        Sign::describe_allowed(*sign, *reference)
    )]
    SuiteValue {
        suite: u8,
        /// The suite's top card's value; `None` while empty (it starts from its plate
        /// card's value, `reference`).
        top: Option<u8>,
        reference: u8,
        sign: Option<Sign>,
        card: CardLabel,
    },
}

fn card_label(face: Face, value: Option<u8>) -> String {
    match (face, value) {
        (Face::Trump(Trump::CouteauSuisse), Some(v)) => format!("the Couteau Suisse as {v}"),
        (Face::Family(..), _) => format!("{} ({})", face.notation(), face.name()),
        (Face::Trump(t), Some(v)) => format!("the {} ({v})", t.name()),
        (Face::Trump(t), None) => format!("the {}", t.name()),
    }
}

impl Layout {
    /// The value a suite continues from: its top, or its plate card while empty.
    pub fn reference(&self, suite: u8) -> Option<u8> {
        let s = self.suites[suite as usize];
        s.top.or(self.plates[(suite / 2) as usize])
    }

    /// Places a card that [`check_place`] accepted.
    pub fn place(&mut self, role: Role, slot: Slot, declared: Option<u8>) {
        match (role, slot) {
            (Role::Chenille, Slot::Suite(s)) => self.suites[s as usize].top = Some(1),
            (Role::Number(v), Slot::Suite(s)) => self.suites[s as usize].top = Some(v),
            (Role::CouteauSuisse, Slot::Suite(s)) => {
                self.suites[s as usize].top = declared.or(self.suites[s as usize].top)
            }
            (Role::Sign(sign), Slot::Sign(s)) => self.suites[s as usize].sign = Some(sign),
            // plate cards keep their value; the centre holds no value
            _ => {}
        }
    }
}

/// Whether `face` (declared as `declared` if it is the Couteau Suisse) may go on
/// `slot`, and if not, why.
pub fn check_place(
    layout: &Layout,
    face: Face,
    slot: Slot,
    declared: Option<u8>,
    numbers: &TrumpNumbers,
) -> Result<(), PlaceError> {
    if !slot.valid() {
        return Err(PlaceError::NoSuchSlot(slot));
    }
    let role = Role::of(face, numbers);
    let value = match role {
        Role::CouteauSuisse => match declared {
            None => return Err(PlaceError::CouteauUndeclared),
            Some(v) if v > COUTEAU_MAX => return Err(PlaceError::CouteauOutOfRange(v)),
            Some(v) => Some(v),
        },
        _ if declared.is_some() => {
            return Err(PlaceError::DeclaredNotCouteau(CardLabel {
                face,
                value: None,
            }));
        }
        Role::Number(v) => Some(v),
        _ => None,
    };
    let label = CardLabel { face, value };
    match (role, slot) {
        (Role::Unplayable, _) => Err(PlaceError::Unplayable { card: label }),
        (Role::Power(_), Slot::Centre) => Ok(()),
        (Role::Power(_), _) => Err(PlaceError::PowerOutsideCentre { card: label }),
        (_, Slot::Centre) => Err(PlaceError::NotAPower { card: label }),
        (Role::Sign(_), Slot::Sign(_)) => Ok(()),
        (Role::Sign(_), _) => Err(PlaceError::SignOutsideSignSlot { card: label }),
        (_, Slot::Sign(_)) => Err(PlaceError::NotASign { card: label }),
        (Role::Chenille, Slot::Suite(_)) => Ok(()),
        (Role::Chenille, _) => Err(PlaceError::ChenilleOutsideSuite),
        (_, Slot::Plate(p)) => {
            let v = value.unwrap_or_default();
            match layout.plates[p as usize] {
                None => Err(PlaceError::PlateUncovered { plate: p + 1 }),
                Some(plate) if plate == v => Ok(()),
                Some(plate) => Err(PlaceError::PlateValue {
                    plate: p + 1,
                    value: plate,
                    card: label,
                }),
            }
        }
        (_, Slot::Suite(s)) => {
            let v = value.unwrap_or_default();
            let suite = layout.suites[s as usize];
            let Some(reference) = layout.reference(s) else {
                return Err(PlaceError::SuiteNoStart {
                    suite: s + 1,
                    plate: s / 2 + 1,
                });
            };
            if Sign::allows(suite.sign, reference, v) {
                Ok(())
            } else {
                Err(PlaceError::SuiteValue {
                    suite: s + 1,
                    top: suite.top,
                    reference,
                    sign: suite.sign,
                    card: label,
                })
            }
        }
    }
}

/// Every legal (slot, declared value) for `face`, in a fixed order.
pub fn placements(
    layout: &Layout,
    face: Face,
    numbers: &TrumpNumbers,
    out: &mut Vec<(Slot, Option<u8>)>,
) {
    let role = Role::of(face, numbers);
    let fits = |slot: Slot, v: u8| -> bool {
        match slot {
            Slot::Plate(p) => layout.plates[p as usize] == Some(v),
            Slot::Suite(s) => layout
                .reference(s)
                .is_some_and(|r| Sign::allows(layout.suites[s as usize].sign, r, v)),
            _ => false,
        }
    };
    match role {
        Role::Unplayable => {}
        Role::Power(_) => out.push((Slot::Centre, None)),
        Role::Sign(_) => out.extend((0..SUITES as u8).map(|s| (Slot::Sign(s), None))),
        Role::Chenille => out.extend((0..SUITES as u8).map(|s| (Slot::Suite(s), None))),
        Role::Number(v) => {
            for slot in &Slot::ALL[..6] {
                if fits(*slot, v) {
                    out.push((*slot, None));
                }
            }
        }
        Role::CouteauSuisse => {
            for slot in &Slot::ALL[..6] {
                for v in 0..=COUTEAU_MAX {
                    if fits(*slot, v) {
                        out.push((*slot, Some(v)));
                    }
                }
            }
        }
    }
}

/// Whether `face` can go anywhere.
pub fn can_place(layout: &Layout, face: Face, numbers: &TrumpNumbers) -> bool {
    match Role::of(face, numbers) {
        Role::Unplayable => false,
        Role::Power(_) | Role::Sign(_) | Role::Chenille => true,
        Role::Number(v) => {
            layout.plates.contains(&Some(v))
                || (0..SUITES as u8).any(|s| {
                    layout
                        .reference(s)
                        .is_some_and(|r| Sign::allows(layout.suites[s as usize].sign, r, v))
                })
        }
        Role::CouteauSuisse => {
            layout
                .plates
                .iter()
                .any(|p| p.is_some_and(|v| v <= COUTEAU_MAX))
                || (0..SUITES as u8).any(|s| {
                    layout.reference(s).is_some_and(|r| {
                        (0..=COUTEAU_MAX)
                            .any(|v| Sign::allows(layout.suites[s as usize].sign, r, v))
                    })
                })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sign() -> impl Strategy<Value = Option<Sign>> {
        prop_oneof![
            Just(None),
            Just(Some(Sign::Plus)),
            Just(Some(Sign::Moins)),
            Just(Some(Sign::MultiplierDiviser)),
        ]
    }

    fn layout() -> impl Strategy<Value = Layout> {
        (
            proptest::array::uniform2(proptest::option::of(0u8..=13)),
            proptest::array::uniform4((proptest::option::of(0u8..=13), sign())),
        )
            .prop_map(|(plates, suites)| Layout {
                plates,
                suites: suites.map(|(top, sign)| Suite { top, sign }),
            })
    }

    proptest! {
        /// can_place, placements and check_place agree for every card on any table.
        #[test]
        fn the_three_placement_questions_agree(layout in layout(), index in 0u8..58) {
            let numbers = TrumpNumbers::default();
            let face = Face::from_index(index).expect("face");
            let mut found = Vec::new();
            placements(&layout, face, &numbers, &mut found);
            prop_assert_eq!(can_place(&layout, face, &numbers), !found.is_empty());
            for slot in Slot::ALL {
                let declared: Vec<Option<u8>> = if Role::of(face, &numbers) == Role::CouteauSuisse {
                    (0..=COUTEAU_MAX).map(Some).collect()
                } else {
                    vec![None]
                };
                for d in declared {
                    let legal = check_place(&layout, face, slot, d, &numbers).is_ok();
                    prop_assert_eq!(legal, found.contains(&(slot, d)), "{:?} {:?} {:?}", face, slot, d);
                }
            }
        }
    }

    /// Where a card may go, written out from docs/rules.md §6.6–6.10 without the
    /// engine's helpers: the independent ground truth of `placements`.
    fn expected(layout: &Layout, face: Face) -> Vec<(Slot, Option<u8>)> {
        let follows = |sign: Option<Sign>, r: u8, v: u8| -> bool {
            let (r, v) = (i32::from(r), i32::from(v));
            match sign {
                None => (v - r).abs() <= 1,
                Some(Sign::Plus) => v == r || v == r + 1,
                Some(Sign::Moins) => v == r || v == r - 1,
                // v a multiple of r, or a divisor of r (0 is a multiple of everything,
                // every number divides 0)
                Some(Sign::MultiplierDiviser) => v == 0 || r == 0 || v % r == 0 || r % v == 0,
            }
        };
        let number_slots = |v: u8| -> Vec<Slot> {
            let mut slots = Vec::new();
            for p in 0..2u8 {
                if layout.plates[p as usize] == Some(v) {
                    slots.push(Slot::Plate(p));
                }
            }
            for s in 0..4u8 {
                let suite = layout.suites[s as usize];
                let start = suite.top.or(layout.plates[(s / 2) as usize]);
                if start.is_some_and(|r| follows(suite.sign, r, v)) {
                    slots.push(Slot::Suite(s));
                }
            }
            slots
        };
        let mut out = Vec::new();
        match face {
            Face::Family(_, rank) => {
                out.extend(number_slots(rank.value()).into_iter().map(|s| (s, None)));
            }
            Face::Trump(Trump::Yin) => out.extend(number_slots(12).into_iter().map(|s| (s, None))),
            Face::Trump(Trump::Yang) => out.extend(number_slots(13).into_iter().map(|s| (s, None))),
            Face::Trump(Trump::CouteauSuisse) => {
                for v in 0..=11 {
                    out.extend(number_slots(v).into_iter().map(|s| (s, Some(v))));
                }
            }
            Face::Trump(Trump::Chenille) => out.extend((0..4).map(|s| (Slot::Suite(s), None))),
            Face::Trump(Trump::Plus | Trump::Moins | Trump::MultiplierDiviser) => {
                out.extend((0..4).map(|s| (Slot::Sign(s), None)));
            }
            Face::Trump(Trump::ChatNoir | Trump::Chrysalide | Trump::Papillon) => {
                out.push((Slot::Centre, None));
            }
        }
        out.sort();
        out
    }

    proptest! {
        #[test]
        fn placements_follow_the_rules_written_out(layout in layout(), index in 0u8..58) {
            let face = Face::from_index(index).expect("face");
            let mut found = Vec::new();
            placements(&layout, face, &TrumpNumbers::default(), &mut found);
            found.sort();
            prop_assert_eq!(found, expected(&layout, face));
        }
    }

    #[test]
    fn multiplier_diviser_follows_the_leaflet_example() {
        // "placé à côté d'un 2 : un 1 ou un 0, un 2, un 4, un 6, un 8, un 10 ou un 12"
        let fits: Vec<u8> = (0..=13)
            .filter(|&v| Sign::allows(Some(Sign::MultiplierDiviser), 2, v))
            .collect();
        assert_eq!(fits, [0, 1, 2, 4, 6, 8, 10, 12]);
        // "à côté d'un 6 : 1, 2, 3 ou 6, ou 0, 6 ou 12"
        let fits: Vec<u8> = (0..=13)
            .filter(|&v| Sign::allows(Some(Sign::MultiplierDiviser), 6, v))
            .collect();
        assert_eq!(fits, [0, 1, 2, 3, 6, 12]);
        for v in 0..=13 {
            assert!(Sign::allows(Some(Sign::MultiplierDiviser), 0, v));
            assert!(Sign::allows(Some(Sign::MultiplierDiviser), 1, v));
        }
    }
}
