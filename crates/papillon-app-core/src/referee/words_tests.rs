//! Every answer of the referee in both languages: each verdict, refusal and effect the
//! engine can give, worded from the catalogue, with no English left in French.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::blue::Capture;
use papillon_core::card::{CardParseError, FaceSet};
use papillon_core::options::OptionsError;
use papillon_core::orange::Slot;

use super::*;
use crate::messages::checks::assert_worded;

fn face(text: &str) -> Face {
    text.parse().expect("card")
}

fn set(cards: &[&str]) -> FaceSet {
    cards.iter().map(|c| face(c)).collect()
}

fn target(card: &str, lo: u8, hi: u8) -> Target {
    Target {
        card: face(card),
        lo,
        hi,
    }
}

fn label(card: &str, value: Option<u8>) -> CardLabel {
    CardLabel {
        face: face(card),
        value,
    }
}

/// Every capture error, each kind of reason and number.
fn captures() -> Vec<CaptureError> {
    use CaptureError as E;
    let mut all = vec![
        E::CardNotInHand { card: face("F5") },
        E::SignNotInHand { sign: face("plus") },
        E::NotASign { card: face("F3") },
        E::NotOnPlate {
            cards: set(&["F3"]),
        },
        E::NotOnPlate {
            cards: set(&["F3", "E4", "couteau-suisse"]),
        },
        E::NothingTaken,
        E::TooManySigns { count: 2 },
        E::NoNumber {
            card: face("chenille"),
        },
        E::NotSameValue {
            target: target("S5", 5, 5),
            taken: face("E7"),
        },
        E::PlusNeedsTwo,
        E::PairCount {
            sign: Trump::Moins,
            count: 3,
        },
    ];
    for why in [
        NoResult::Papillon,
        NoResult::Chrysalide,
        NoResult::Sign,
        NoResult::NoNumber,
    ] {
        all.push(E::NotAResult {
            card: face("papillon"),
            why,
        });
    }
    for (plus, wild) in [(false, false), (true, false), (false, true), (true, true)] {
        all.push(E::SumMisses {
            target: target("F9", 9, 9),
            taken: vec![face("F3"), face("E4")],
            plus,
            sum: 7,
            wild,
        });
    }
    for sign in [Trump::Moins, Trump::MultiplierDiviser] {
        for (lo, hi) in [(6, 6), (0, 11)] {
            all.push(E::PairMisses {
                target: target("couteau-suisse", lo, hi),
                taken: vec![face("F3"), face("E4")],
                sign,
            });
        }
    }
    all
}

fn capture_kind(error: &CaptureError) -> &'static str {
    use CaptureError as E;
    match error {
        E::CardNotInHand { .. } => "card not in hand",
        E::NotAResult { .. } => "not a result",
        E::SignNotInHand { .. } => "sign not in hand",
        E::NotASign { .. } => "not a sign",
        E::NotOnPlate { .. } => "not on plate",
        E::NothingTaken => "nothing taken",
        E::TooManySigns { .. } => "too many signs",
        E::NoNumber { .. } => "no number",
        E::NotSameValue { .. } => "not same value",
        E::SumMisses { .. } => "sum misses",
        E::PlusNeedsTwo => "plus needs two",
        E::PairCount { .. } => "pair count",
        E::PairMisses { .. } => "pair misses",
    }
}

/// Every blue referee error: the position's, the description's, the rules'.
fn blue_errors() -> Vec<RefereeError> {
    use BlueParseError as P;
    use IllegalAction as I;
    use ProposalError as Q;
    use RefereeError as E;
    let mut all = vec![
        E::Card {
            place: BluePlace::Plate,
            error: CardParseError::Unknown("X1".into()),
        },
        E::Duplicate {
            place: BluePlace::Hand,
            card: face("F5"),
        },
        E::Overlap { cards: "F3".into() },
        E::Overlap {
            cards: "F3, couteau-suisse".into(),
        },
        E::EmptyHand,
        E::Illegal(I::RoundOver),
        E::Illegal(I::NotInHand {
            card: face("chat-noir"),
        }),
        E::Illegal(I::PapillonOnEmptyPlate),
        E::Illegal(I::PapillonPlacedOnCards),
        E::Illegal(I::ChrysalidePlacedOnCards),
    ];
    // a discard the house rule forbids: alone, beside a sign, as the sign
    for (card, sign) in [
        ("F7", None),
        ("F7", Some(Trump::Plus)),
        ("plus", Some(Trump::Plus)),
    ] {
        all.push(E::Illegal(I::DiscardForbidden {
            card: face(card),
            example: Capture {
                card: face("F7"),
                sign,
                taken: set(&["F3", "F4"]),
            },
        }));
    }
    for proposal in [
        Q::NothingPlayed,
        Q::TooManyPlayed(3),
        Q::Twice(face("F5")),
        Q::PlaceOne,
        Q::PlaceTakes,
        Q::NotASign(face("F5")),
        Q::PowerAlone,
        Q::NoPower(face("yin")),
    ] {
        match proposal {
            Q::NothingPlayed
            | Q::TooManyPlayed(_)
            | Q::Twice(_)
            | Q::PlaceOne
            | Q::PlaceTakes
            | Q::NotASign(_)
            | Q::PowerAlone
            | Q::NoPower(_) => all.push(E::Proposal(proposal)),
        }
    }
    for parse in [
        P::Empty,
        P::Card(CardParseError::Empty),
        P::Card(CardParseError::RankOutOfRange("F12".into())),
        P::TwoWithoutSign("F1+F2:F3".into()),
        P::TwoSigns("plus+moins:F3".into()),
        P::TooManyPlayed("plus+F1+F2:F3".into()),
        P::NothingTaken("F11".into()),
        P::TakenTwice(face("F3")),
        P::StarWithoutPapillon("F3:*".into()),
        P::PileWithoutChrysalide("F3:pile".into()),
    ] {
        match parse {
            P::Empty
            | P::Card(_)
            | P::TwoWithoutSign(_)
            | P::TwoSigns(_)
            | P::TooManyPlayed(_)
            | P::NothingTaken(_)
            | P::TakenTwice(_)
            | P::StarWithoutPapillon(_)
            | P::PileWithoutChrysalide(_) => all.push(E::Parse(parse)),
        }
    }
    for capture in captures() {
        all.push(E::Illegal(I::Capture(capture)));
    }
    all
}

fn blue_kind(error: &RefereeError) -> &'static str {
    use IllegalAction as I;
    use RefereeError as E;
    match error {
        E::Card { .. } => "card",
        E::Duplicate { .. } => "duplicate",
        E::Overlap { .. } => "overlap",
        E::EmptyHand => "empty hand",
        E::Parse(_) => "parse",
        E::Proposal(_) => "proposal",
        E::Illegal(illegal) => match illegal {
            I::RoundOver => "round over",
            I::NotInHand { .. } => "not in hand",
            I::PapillonOnEmptyPlate => "papillon on empty plate",
            I::PapillonPlacedOnCards => "papillon placed",
            I::ChrysalidePlacedOnCards => "chrysalide placed",
            I::DiscardForbidden { .. } => "discard forbidden",
            I::Capture(_) => "capture",
        },
    }
}

/// Every reason a card cannot go where it was put.
fn place_errors() -> Vec<PlaceError> {
    use PlaceError as E;
    let mut all = vec![
        E::NoSuchSlot(Slot::Plate(7)),
        E::CouteauUndeclared,
        E::CouteauOutOfRange(12),
        E::DeclaredNotCouteau(label("F5", Some(5))),
        E::Unplayable {
            card: label("chenille", None),
        },
        E::PowerOutsideCentre {
            card: label("chrysalide", None),
        },
        E::SignOutsideSignSlot {
            card: label("moins", None),
        },
        E::NotASign {
            card: label("yin", Some(12)),
        },
        E::NotAPower {
            card: label("couteau-suisse", Some(7)),
        },
        E::ChenilleOutsideSuite,
        E::PlateUncovered { plate: 1 },
        E::PlateValue {
            plate: 2,
            value: 4,
            card: label("E9", Some(9)),
        },
        E::SuiteNoStart { suite: 3, plate: 2 },
    ];
    for (top, sign) in [
        (Some(6), None),
        (Some(6), Some(Sign::Plus)),
        (None, Some(Sign::Moins)),
        (Some(6), Some(Sign::MultiplierDiviser)),
        (Some(0), Some(Sign::MultiplierDiviser)),
    ] {
        all.push(E::SuiteValue {
            suite: 3,
            top,
            reference: top.unwrap_or(4),
            sign,
            card: label("E9", Some(9)),
        });
    }
    all
}

fn place_kind(error: &PlaceError) -> &'static str {
    use PlaceError as E;
    match error {
        E::NoSuchSlot(_) => "no such slot",
        E::CouteauUndeclared => "couteau undeclared",
        E::CouteauOutOfRange(_) => "couteau out of range",
        E::DeclaredNotCouteau(_) => "declared not couteau",
        E::Unplayable { .. } => "unplayable",
        E::PowerOutsideCentre { .. } => "power outside centre",
        E::SignOutsideSignSlot { .. } => "sign outside",
        E::NotASign { .. } => "not a sign",
        E::NotAPower { .. } => "not a power",
        E::ChenilleOutsideSuite => "chenille outside",
        E::PlateUncovered { .. } => "plate uncovered",
        E::PlateValue { .. } => "plate value",
        E::SuiteNoStart { .. } => "suite no start",
        E::SuiteValue { .. } => "suite value",
    }
}

/// Every reason an orange position cannot exist, at each kind of place.
fn position_errors() -> Vec<PositionError> {
    use OrangeParseError as P;
    use PositionError as E;
    let mut all = vec![
        E::Options(OptionsError::TrumpNumber {
            trump: Trump::Yin,
            number: 120,
        }),
        E::PlateCount(3),
        E::SuiteCount(5),
        E::NotATop {
            place: TablePlace::Suite(2),
            face: face("papillon"),
        },
        E::CouteauUndeclared {
            place: TablePlace::Suite(2),
        },
        E::CouteauRange {
            place: TablePlace::Plate(1),
            value: 12,
        },
        E::DeclaredNotCouteau {
            place: TablePlace::Plate(2),
            face: face("F5"),
        },
        E::NotASign {
            place: TablePlace::Sign(3),
            face: face("F3"),
        },
        E::TooMany {
            face: face("E0"),
            count: 3,
        },
        E::EmptyHand,
    ];
    for (place, error) in [
        (TablePlace::Hand, P::Shape("E5".into())),
        (
            TablePlace::Hand,
            P::Card {
                text: "X1".into(),
                error: CardParseError::Unknown("X1".into()),
            },
        ),
        (TablePlace::Plate(1), P::Slot("plate9".into())),
        (
            TablePlace::Suite(1),
            P::Declared("couteau-suisse=12".into()),
        ),
        (TablePlace::Sign(1), P::Back("E5/red".into())),
        (TablePlace::Suite(4), P::CoverSlot("E5@suite1".into())),
    ] {
        match error {
            P::Shape(_)
            | P::Card { .. }
            | P::Slot(_)
            | P::Declared(_)
            | P::Back(_)
            | P::CoverSlot(_) => all.push(E::Card { place, error }),
        }
    }
    all
}

fn position_kind(error: &PositionError) -> &'static str {
    use PositionError as E;
    match error {
        E::Options(_) => "options",
        E::PlateCount(_) => "plate count",
        E::SuiteCount(_) => "suite count",
        E::Card { .. } => "card",
        E::NotATop { .. } => "not a top",
        E::CouteauUndeclared { .. } => "couteau undeclared",
        E::CouteauRange { .. } => "couteau range",
        E::DeclaredNotCouteau { .. } => "declared not couteau",
        E::NotASign { .. } => "not a sign",
        E::TooMany { .. } => "too many",
        E::EmptyHand => "empty hand",
    }
}

fn orange_errors() -> Vec<OrangeIllegal> {
    use OrangeIllegal as E;
    let mut all = vec![
        E::NotInHand(face("E4")),
        E::UnderAttack,
        E::MustAnswerWithPapillon,
        E::NotAttacked,
        E::MustPlay(face("chenille")),
        E::NotCovering,
    ];
    for error in place_errors() {
        all.push(E::Place(error));
    }
    all
}

fn orange_kind(error: &OrangeIllegal) -> &'static str {
    use OrangeIllegal as E;
    match error {
        E::NotInHand(_) => "not in hand",
        E::UnderAttack => "under attack",
        E::Place(_) => "place",
        E::MustAnswerWithPapillon => "must answer",
        E::NotAttacked => "not attacked",
        E::MustPlay(_) => "must play",
        E::NotCovering => "not covering",
    }
}

fn effects() -> Vec<OrangeEffect> {
    use OrangeEffect as E;
    let mut all = vec![
        E::PapillonAnswer,
        E::PapillonDraw,
        E::ChatNoir,
        E::Chrysalide,
        E::ChenilleRestart { suite: 2 },
        E::OnPlate { plate: 1 },
        E::SuiteContinues {
            suite: 1,
            declared: Some(7),
        },
        E::SuiteContinues {
            suite: 1,
            declared: None,
        },
        E::TakeThree,
        E::DrawAndTry,
    ];
    for sign in [Sign::Plus, Sign::Moins, Sign::MultiplierDiviser] {
        all.push(E::SignSet { suite: 4, sign });
    }
    all
}

fn effect_kind(effect: &OrangeEffect) -> &'static str {
    use OrangeEffect as E;
    match effect {
        E::PapillonAnswer => "papillon answer",
        E::PapillonDraw => "papillon draw",
        E::ChatNoir => "chat noir",
        E::Chrysalide => "chrysalide",
        E::ChenilleRestart { .. } => "chenille",
        E::SignSet { .. } => "sign",
        E::OnPlate { .. } => "on plate",
        E::SuiteContinues { .. } => "continues",
        E::TakeThree => "take three",
        E::DrawAndTry => "draw and try",
    }
}

fn kinds<T>(all: &[T], kind: fn(&T) -> &'static str) -> usize {
    all.iter()
        .map(kind)
        .collect::<std::collections::BTreeSet<_>>()
        .len()
}

/// Every verdict, refusal and effect of the referee, in both languages: each variant
/// of each error is walked (the counts below fail when one is added and not listed).
#[test]
fn every_answer_of_the_referee_is_worded_in_both_languages() {
    let (captures, blues) = (captures(), blue_errors());
    let (places, positions) = (place_errors(), position_errors());
    let (oranges, effects) = (orange_errors(), effects());
    assert_eq!(kinds(&captures, capture_kind), 13, "capture errors");
    assert_eq!(kinds(&blues, blue_kind), 13, "blue referee errors");
    assert_eq!(kinds(&places, place_kind), 14, "place errors");
    assert_eq!(kinds(&positions, position_kind), 11, "position errors");
    assert_eq!(kinds(&oranges, orange_kind), 7, "orange errors");
    assert_eq!(kinds(&effects, effect_kind), 10, "orange effects");
    for lang in [Lang::En, Lang::Fr] {
        let mut texts: Vec<(String, String)> = Vec::new();
        for e in &captures {
            texts.push((format!("{e:?}"), capture_error(lang, e)));
        }
        for e in &blues {
            texts.push((format!("{e:?}"), referee_error(lang, e)));
        }
        for e in &places {
            texts.push((format!("{e:?}"), place_error(lang, e)));
        }
        for e in &positions {
            texts.push((format!("{e:?}"), position_error(lang, e)));
        }
        for e in &oranges {
            texts.push((format!("{e:?}"), orange_illegal(lang, e)));
        }
        for e in &effects {
            texts.push((format!("{e:?}"), orange_effect(lang, e)));
        }
        // what the command refuses before asking the engine
        let refusals = [
            crate::referee::face(lang, &"F".repeat(100)),
            crate::referee::face(lang, "F12"),
            Err(crate::referee::too_many(lang, 200)),
        ];
        for refusal in refusals {
            let message = refusal.expect_err("refused").message;
            texts.push(("command".into(), message));
        }
        for (what, text) in &texts {
            assert_worded(lang, text, what);
        }
    }
}

#[test]
fn the_referee_names_cards_with_the_catalogue() {
    let chosen = RefereeError::Proposal(ProposalError::Twice(face("chenille")));
    assert_eq!(
        referee_error(Lang::Fr, &chosen),
        "la Chenille figure deux fois parmi les cartes choisies"
    );
    assert_eq!(
        referee_error(Lang::En, &chosen),
        "the Chenille is chosen twice"
    );
    let unplayable = PlaceError::Unplayable {
        card: label("E1", None),
    };
    assert_eq!(
        place_error(Lang::Fr, &unplayable),
        "E1 (1 d'Éléments) ne peut pas se poser\u{a0}: pas de numéro sous ces règles maison"
    );
    let pair = CaptureError::PairMisses {
        target: target("F9", 9, 9),
        taken: vec![face("F3"), face("E4"), face("couteau-suisse")],
        sign: Trump::Moins,
    };
    assert_eq!(
        capture_error(Lang::Fr, &pair),
        "F9 (9) ne peut pas prendre F3, E4 et le Couteau Suisse avec Moins\u{a0}: leur différence ne fait pas 9"
    );
    assert_eq!(
        capture_error(Lang::En, &pair),
        "F9 (9) cannot take F3, E4 and the Couteau Suisse with Moins: their difference is not 9"
    );
    let any = PlaceError::SuiteValue {
        suite: 1,
        top: None,
        reference: 4,
        sign: None,
        card: label("F9", None),
    };
    assert_eq!(
        place_error(Lang::Fr, &any),
        "sur la suite 1 (vide, part du 4 de sa carte du tapis) ne peut aller qu'un 3, un 4 ou un 5, pas F9 (9 de Formes)"
    );
}

/// A count is worded with its plural: one card "is", two "are".
#[test]
fn plurals_follow_the_count() {
    let one = CaptureError::NotOnPlate {
        cards: set(&["F3"]),
    };
    let two = CaptureError::NotOnPlate {
        cards: set(&["F3", "F4"]),
    };
    assert_eq!(capture_error(Lang::En, &one), "F3 is not on the plate");
    assert_eq!(
        capture_error(Lang::En, &two),
        "F3 and F4 are not on the plate"
    );
    assert_eq!(capture_error(Lang::Fr, &one), "F3 n'est pas sur le tapis");
    assert_eq!(
        capture_error(Lang::Fr, &two),
        "F3 et F4 ne sont pas sur le tapis"
    );
}
