//! The referee's answers in the app's language, worded from the catalogue
//! (`locales/<lang>/referee-answers.ftl`), variant by variant, with the same facts in
//! both languages (which card, which place, why). The terminal (`papillon referee`)
//! keeps the engine's own English, with its notation hints.

use papillon_core::blue::action::ActionParseError as BlueParseError;
use papillon_core::blue::capture::{NoResult, Target};
use papillon_core::blue::{CaptureError, IllegalAction};
use papillon_core::card::{Face, Trump};
use papillon_core::orange::ActionParseError as OrangeParseError;
use papillon_core::orange::layout::CardLabel;
use papillon_core::orange::{PlaceError, Sign};
use papillon_core::referee::{
    BluePlace, OrangeEffect, OrangeIllegal, PositionError, ProposalError, RefereeError, TablePlace,
};

use crate::messages::{self, Lang, card, card_name, list, say};

/// A card in an answer: a family card by its notation (F5), a trump by its name with
/// its article (the Couteau Suisse, « la Chenille »).
fn short(lang: Lang, face: Face) -> String {
    match face {
        Face::Family(..) => face.notation(),
        Face::Trump(_) => card(lang, face),
    }
}

/// A card named in full: a family card's notation and name, "F5 (5 of Formes)"; a
/// trump with its article.
fn named(lang: Lang, face: Face) -> String {
    match face {
        Face::Family(..) => say(
            lang,
            "ref-card-noted",
            &[
                ("notation", face.notation().into()),
                ("name", card_name(lang, face).into()),
            ],
        ),
        Face::Trump(_) => card(lang, face),
    }
}

/// Cards as a list, "F3, F4 and the Couteau Suisse", and how many there are.
fn cards(lang: Lang, faces: impl IntoIterator<Item = Face>) -> (String, usize) {
    let items: Vec<String> = faces.into_iter().map(|f| short(lang, f)).collect();
    (list(lang, &items), items.len())
}

fn sign_trump(sign: Sign) -> Trump {
    match sign {
        Sign::Plus => Trump::Plus,
        Sign::Moins => Trump::Moins,
        Sign::MultiplierDiviser => Trump::MultiplierDiviser,
    }
}

/// A trump's bare name: "Moins".
fn trump_name(lang: Lang, trump: Trump) -> String {
    card_name(lang, Face::Trump(trump))
}

/// The card a capture makes and its value: "S5 (5)", "the Couteau Suisse (any 0 to 11)".
fn target(lang: Lang, t: &Target) -> String {
    if t.lo == t.hi {
        say(
            lang,
            "ref-target",
            &[("card", short(lang, t.card).into()), ("value", t.lo.into())],
        )
    } else {
        say(
            lang,
            "ref-target-range",
            &[
                ("card", short(lang, t.card).into()),
                ("lo", t.lo.into()),
                ("hi", t.hi.into()),
            ],
        )
    }
}

fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

pub fn capture_error(lang: Lang, error: &CaptureError) -> String {
    use CaptureError as E;
    let one = |id: &str, face: Face| say(lang, id, &[("card", short(lang, face).into())]);
    match error {
        E::CardNotInHand { card } => one("ref-not-in-hand", *card),
        E::SignNotInHand { sign } => one("ref-not-in-hand", *sign),
        E::NotAResult { card, why } => {
            let why = match why {
                NoResult::Papillon => "papillon",
                NoResult::Chrysalide => "chrysalide",
                NoResult::Sign => "sign",
                NoResult::NoNumber => "no-number",
            };
            say(
                lang,
                "ref-not-a-result",
                &[("card", short(lang, *card).into()), ("why", why.into())],
            )
        }
        E::NotASign { card } => one("ref-not-a-sign", *card),
        E::NotOnPlate { cards: set } => {
            let (cards, count) = cards(lang, set.iter());
            say(
                lang,
                "ref-not-on-plate",
                &[("cards", cards.into()), ("count", count.into())],
            )
        }
        E::NothingTaken => say(lang, "ref-nothing-taken", &[]),
        E::TooManySigns { count } => say(lang, "ref-too-many-signs", &[("count", count.into())]),
        E::NoNumber { card } => one("ref-no-number", *card),
        E::NotSameValue { target: t, taken } => say(
            lang,
            "ref-not-same-value",
            &[
                ("target", target(lang, t).into()),
                ("taken", short(lang, *taken).into()),
            ],
        ),
        E::SumMisses {
            target: t,
            taken,
            plus,
            sum,
            wild,
        } => say(
            lang,
            "ref-sum-misses",
            &[
                ("target", target(lang, t).into()),
                ("taken", cards(lang, taken.iter().copied()).0.into()),
                ("plus", yes(*plus).into()),
                ("sum", sum.into()),
                ("wild", yes(*wild).into()),
            ],
        ),
        E::PlusNeedsTwo => say(lang, "ref-plus-needs-two", &[]),
        E::PairCount { sign, count } => say(
            lang,
            "ref-pair-count",
            &[
                ("sign", trump_name(lang, *sign).into()),
                ("count", count.into()),
            ],
        ),
        E::PairMisses {
            target: t,
            taken,
            sign,
        } => {
            let op = if *sign == Trump::Moins {
                "difference"
            } else {
                "product"
            };
            say(
                lang,
                "ref-pair-misses",
                &[
                    ("target", target(lang, t).into()),
                    ("taken", cards(lang, taken.iter().copied()).0.into()),
                    ("sign", trump_name(lang, *sign).into()),
                    ("op", op.into()),
                    ("exact", yes(t.lo == t.hi).into()),
                    ("lo", t.lo.into()),
                    ("hi", t.hi.into()),
                ],
            )
        }
    }
}

pub fn blue_illegal(lang: Lang, error: &IllegalAction) -> String {
    use IllegalAction as E;
    match error {
        E::RoundOver => say(lang, "ref-round-over", &[]),
        E::NotInHand { card } => say(
            lang,
            "ref-not-in-hand",
            &[("card", short(lang, *card).into())],
        ),
        E::PapillonOnEmptyPlate => say(lang, "ref-papillon-empty-plate", &[]),
        E::PapillonPlacedOnCards => say(lang, "ref-papillon-on-cards", &[]),
        E::ChrysalidePlacedOnCards => say(lang, "ref-chrysalide-on-cards", &[]),
        E::DiscardForbidden { card, example } => {
            let taken = cards(lang, example.taken.iter()).0;
            // the other card played with it: the sign beside a result, the result
            // beside a sign
            let other = if *card == example.card {
                example.sign.map(Face::Trump)
            } else {
                Some(example.card)
            };
            match other {
                Some(other) => say(
                    lang,
                    "ref-discard-forbidden-with",
                    &[
                        ("card", short(lang, *card).into()),
                        ("taken", taken.into()),
                        ("other", short(lang, other).into()),
                    ],
                ),
                None => say(
                    lang,
                    "ref-discard-forbidden",
                    &[("card", short(lang, *card).into()), ("taken", taken.into())],
                ),
            }
        }
        E::Capture(e) => capture_error(lang, e),
    }
}

pub fn proposal_error(lang: Lang, error: &ProposalError) -> String {
    use ProposalError as E;
    let one = |id: &str, face: Face| say(lang, id, &[("card", short(lang, face).into())]);
    match error {
        E::NothingPlayed => say(lang, "ref-nothing-played", &[]),
        E::TooManyPlayed(n) => say(lang, "ref-too-many-played", &[("count", n.into())]),
        E::Twice(face) => one("ref-chosen-twice", *face),
        E::PlaceOne => say(lang, "ref-place-one", &[]),
        E::PlaceTakes => say(lang, "ref-place-takes", &[]),
        E::NotASign(face) => one("ref-not-a-sign", *face),
        E::PowerAlone => say(lang, "ref-power-alone", &[]),
        E::NoPower(face) => one("ref-no-power", *face),
    }
}

fn blue_place(lang: Lang, place: BluePlace) -> String {
    let key = match place {
        BluePlace::Plate => "plate",
        BluePlace::Hand => "hand",
    };
    say(lang, "ref-blue-place", &[("place", key.into())])
}

/// A play written in the terminal's notation that is not one (the app builds its
/// plays itself, so only a damaged request gets here).
fn blue_parse(lang: Lang, error: &BlueParseError) -> String {
    use BlueParseError as E;
    let play = |id: &str, text: &str| say(lang, id, &[("play", text.into())]);
    match error {
        E::Empty => say(lang, "ref-parse-empty", &[]),
        E::Card(e) => messages::card_parse_error(lang, e),
        E::TwoWithoutSign(t) => play("ref-parse-two-without-sign", t),
        E::TwoSigns(t) => play("ref-parse-two-signs", t),
        E::TooManyPlayed(t) => play("ref-parse-too-many", t),
        E::NothingTaken(t) => play("ref-parse-nothing-taken", t),
        E::TakenTwice(face) => say(
            lang,
            "ref-parse-taken-twice",
            &[("card", short(lang, *face).into())],
        ),
        E::StarWithoutPapillon(t) => play("ref-parse-star", t),
        E::PileWithoutChrysalide(t) => play("ref-parse-pile", t),
    }
}

/// A blue referee error; `Illegal` is worded without the "not legal:" head (the
/// screen says it).
pub fn referee_error(lang: Lang, error: &RefereeError) -> String {
    use RefereeError as E;
    match error {
        E::Card { place, error } => say(
            lang,
            "ref-in-place",
            &[
                ("place", blue_place(lang, *place).into()),
                ("problem", messages::card_parse_error(lang, error).into()),
            ],
        ),
        E::Duplicate { place, card } => say(
            lang,
            "ref-duplicate",
            &[
                ("card", short(lang, *card).into()),
                ("place", blue_place(lang, *place).into()),
            ],
        ),
        E::Overlap { cards: text } => {
            // the engine lists them in notation, "F3, couteau-suisse"
            let faces: Result<Vec<Face>, _> = text.split(", ").map(str::parse).collect();
            let (cards, count) = match faces {
                Ok(faces) => cards(lang, faces),
                Err(_) => (text.clone(), text.split(", ").count()),
            };
            say(
                lang,
                "ref-overlap",
                &[("cards", cards.into()), ("count", count.into())],
            )
        }
        E::EmptyHand => say(lang, "ref-empty-hand", &[]),
        E::Parse(e) => blue_parse(lang, e),
        E::Proposal(e) => proposal_error(lang, e),
        E::Illegal(e) => blue_illegal(lang, e),
    }
}

/// A card where it was put on the orange table: "F5 (5 of Formes)", "the Couteau
/// Suisse as 7", "the Yin (12)".
fn label(lang: Lang, label: &CardLabel) -> String {
    match (label.face, label.value) {
        (Face::Trump(Trump::CouteauSuisse), Some(v)) => {
            say(lang, "ref-couteau-as", &[("value", v.into())])
        }
        (Face::Family(..), _) => named(lang, label.face),
        (Face::Trump(_), Some(v)) => say(
            lang,
            "ref-card-valued",
            &[("card", card(lang, label.face).into()), ("value", v.into())],
        ),
        (Face::Trump(_), None) => card(lang, label.face),
    }
}

/// What may go on a suite: "6 or 7" (« qu'un 6 ou un 7 »), or the multiples and divisors.
fn allowed(lang: Lang, sign: Option<Sign>, reference: u8) -> String {
    let values = Sign::allowed_values(sign, reference);
    if sign == Some(Sign::MultiplierDiviser) {
        let listed: Vec<String> = values.iter().map(u8::to_string).collect();
        return say(
            lang,
            "ref-allowed-multiples",
            &[
                ("top", reference.into()),
                ("values", listed.join(", ").into()),
            ],
        );
    }
    let each: Vec<String> = values
        .iter()
        .map(|v| say(lang, "ref-allowed-value", &[("value", v.into())]))
        .collect();
    let values = match &each[..] {
        [rest @ .., last] if !rest.is_empty() => say(
            lang,
            "ref-list-or",
            &[
                ("first", rest.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
        _ => each.concat(),
    };
    say(lang, "ref-allowed-values", &[("values", values.into())])
}

pub fn place_error(lang: Lang, error: &PlaceError) -> String {
    use PlaceError as E;
    let one = |id: &str, card: &CardLabel| say(lang, id, &[("card", label(lang, card).into())]);
    match error {
        E::NoSuchSlot(_) => say(lang, "ref-no-such-place", &[]),
        E::CouteauUndeclared => say(lang, "ref-couteau-undeclared", &[]),
        E::CouteauOutOfRange(v) => say(lang, "ref-couteau-out-of-range", &[("value", v.into())]),
        E::DeclaredNotCouteau(card) => one("ref-declared-not-couteau", card),
        E::Unplayable { card } => one("ref-unplayable", card),
        E::PowerOutsideCentre { card } => one("ref-power-outside-centre", card),
        E::SignOutsideSignSlot { card } => one("ref-sign-outside-slot", card),
        E::NotASign { card } => one("ref-only-signs", card),
        E::NotAPower { card } => one("ref-only-powers", card),
        E::ChenilleOutsideSuite => say(lang, "ref-chenille-outside-suite", &[]),
        E::PlateUncovered { plate } => say(lang, "ref-plate-uncovered", &[("plate", plate.into())]),
        E::PlateValue { plate, value, card } => say(
            lang,
            "ref-plate-value",
            &[
                ("plate", plate.into()),
                ("value", value.into()),
                ("card", label(lang, card).into()),
            ],
        ),
        E::SuiteNoStart { suite, plate } => say(
            lang,
            "ref-suite-no-start",
            &[("suite", suite.into()), ("plate", plate.into())],
        ),
        E::SuiteValue {
            suite,
            top,
            reference,
            sign,
            card,
        } => {
            let at = match top {
                Some(t) => say(lang, "ref-suite-top", &[("top", t.into())]),
                None => say(lang, "ref-suite-empty", &[("reference", reference.into())]),
            };
            let state = match sign {
                Some(s) => say(
                    lang,
                    "ref-suite-signed",
                    &[
                        ("state", at.into()),
                        ("sign", trump_name(lang, sign_trump(*s)).into()),
                    ],
                ),
                None => at,
            };
            say(
                lang,
                "ref-suite-value",
                &[
                    ("suite", suite.into()),
                    ("state", state.into()),
                    ("allowed", allowed(lang, *sign, *reference).into()),
                    ("card", label(lang, card).into()),
                ],
            )
        }
    }
}

fn table_place(lang: Lang, place: TablePlace) -> String {
    let (key, number) = match place {
        TablePlace::Plate(n) => ("plate", n),
        TablePlace::Suite(n) => ("suite", n),
        TablePlace::Sign(n) => ("sign", n),
        TablePlace::Hand => ("hand", 0),
    };
    say(
        lang,
        "ref-table-place",
        &[("place", key.into()), ("number", number.into())],
    )
}

/// A card of an orange position written in the terminal's notation that is not one
/// (the app sends cards one by one, so only a damaged request gets here).
fn orange_parse(lang: Lang, error: &OrangeParseError) -> String {
    use OrangeParseError as E;
    let play = |id: &str, text: &str| say(lang, id, &[("play", text.into())]);
    match error {
        E::Shape(t) => play("ref-parse-shape", t),
        E::Card { error, .. } => messages::card_parse_error(lang, error),
        E::Slot(t) => play("ref-parse-slot", t),
        E::Declared(t) => play("ref-parse-declared", t),
        E::Back(t) => play("ref-parse-back", t),
        E::CoverSlot(t) => play("ref-parse-cover", t),
    }
}

pub fn position_error(lang: Lang, error: &PositionError) -> String {
    use PositionError as E;
    let at = |id: &str, place: TablePlace, face: Face| {
        say(
            lang,
            id,
            &[
                ("place", table_place(lang, place).into()),
                ("card", card(lang, face).into()),
            ],
        )
    };
    match error {
        E::Options(e) => messages::options_error(lang, e),
        E::PlateCount(n) => say(lang, "ref-plate-count", &[("count", n.into())]),
        E::SuiteCount(n) => say(lang, "ref-suite-count", &[("count", n.into())]),
        E::Card { place, error } => say(
            lang,
            "ref-in-place",
            &[
                ("place", table_place(lang, *place).into()),
                ("problem", orange_parse(lang, error).into()),
            ],
        ),
        E::NotATop { place, face } => at("ref-not-a-top", *place, *face),
        E::CouteauUndeclared { place } => say(
            lang,
            "ref-couteau-undeclared-at",
            &[("place", table_place(lang, *place).into())],
        ),
        E::CouteauRange { place, value } => say(
            lang,
            "ref-couteau-range",
            &[
                ("place", table_place(lang, *place).into()),
                ("value", value.into()),
            ],
        ),
        E::DeclaredNotCouteau { place, face } => at("ref-declared-not-couteau-at", *place, *face),
        E::NotASign { place, face } => at("ref-not-a-sign-at", *place, *face),
        E::TooMany { face, count } => say(
            lang,
            "ref-too-many",
            &[("card", named(lang, *face).into()), ("count", count.into())],
        ),
        E::EmptyHand => say(lang, "ref-empty-hand", &[]),
    }
}

pub fn orange_illegal(lang: Lang, error: &OrangeIllegal) -> String {
    use OrangeIllegal as E;
    match error {
        E::NotInHand(face) => say(
            lang,
            "ref-not-in-hand",
            &[("card", short(lang, *face).into())],
        ),
        E::UnderAttack => say(lang, "ref-under-attack", &[]),
        E::Place(e) => place_error(lang, e),
        E::MustAnswerWithPapillon => say(lang, "ref-must-answer-papillon", &[]),
        E::NotAttacked => say(lang, "ref-not-attacked", &[]),
        E::MustPlay(face) => say(
            lang,
            "ref-must-play",
            &[("card", short(lang, *face).into())],
        ),
        E::NotCovering => say(lang, "ref-not-covering", &[]),
    }
}

pub fn orange_effect(lang: Lang, effect: &OrangeEffect) -> String {
    use OrangeEffect as E;
    match effect {
        E::PapillonAnswer => say(lang, "ref-effect-papillon-answer", &[]),
        E::PapillonDraw => say(lang, "ref-effect-papillon-draw", &[]),
        E::ChatNoir => say(lang, "ref-effect-chat-noir", &[]),
        E::Chrysalide => say(lang, "ref-effect-chrysalide", &[]),
        E::ChenilleRestart { suite } => {
            say(lang, "ref-effect-chenille", &[("suite", suite.into())])
        }
        E::SignSet { suite, sign } => say(
            lang,
            "ref-effect-sign",
            &[
                ("suite", suite.into()),
                ("sign", sign_trump(*sign).notation().into()),
            ],
        ),
        E::OnPlate { plate } => say(lang, "ref-effect-on-plate", &[("plate", plate.into())]),
        E::SuiteContinues {
            suite,
            declared: Some(v),
        } => say(
            lang,
            "ref-effect-continues-from",
            &[("suite", suite.into()), ("value", v.into())],
        ),
        E::SuiteContinues {
            suite,
            declared: None,
        } => say(lang, "ref-effect-continues", &[("suite", suite.into())]),
        E::TakeThree => say(lang, "ref-effect-take-three", &[]),
        E::DrawAndTry => say(lang, "ref-effect-draw-and-try", &[]),
    }
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
