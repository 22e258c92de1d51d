//! The referee's answers in the app's language. English is the engine's own text (the
//! words `papillon referee` prints); French is written here, variant by variant, with
//! the same facts (which card, which place, why).

use papillon_core::blue::capture::{NoResult, Target};
use papillon_core::blue::{CaptureError, IllegalAction};
use papillon_core::card::{Face, Family, Trump};
use papillon_core::orange::layout::CardLabel;
use papillon_core::orange::{PlaceError, Sign};
use papillon_core::referee::{
    OrangeEffect, OrangeIllegal, PositionError, ProposalError, RefereeError, TablePlace,
};

use crate::messages::{self, Lang};

fn tr(lang: Lang, en: String, fr: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// A card's name in French: "5 de Formes", "9 d'Éléments", "Chat Noir".
fn card_fr(face: Face) -> String {
    match face {
        papillon_core::card::DRAGON => "Dragon".into(),
        Face::Family(family, rank) => {
            let of = if matches!(family, Family::Elements) {
                "d'"
            } else {
                "de "
            };
            format!("{} {of}{}", rank.value(), family.name())
        }
        Face::Trump(t) => t.name().into(),
    }
}

/// The French definite article and subject pronoun of a trump: la Chenille, elle.
fn gender_fr(t: Trump) -> (&'static str, &'static str) {
    match t {
        Trump::Chenille | Trump::Chrysalide => ("la", "elle"),
        _ => ("le", "il"),
    }
}

/// A card with its French definite article: "le 5 de Formes", "la Chenille".
fn the_card_fr(face: Face) -> String {
    match face {
        Face::Trump(t) => format!("{} {}", gender_fr(t).0, t.name()),
        _ => format!("le {}", card_fr(face)),
    }
}

/// A card named for a message: its notation and its name.
fn named(lang: Lang, face: Face) -> String {
    match face {
        Face::Family(..) => match lang {
            Lang::En => format!("{} ({})", face.notation(), face.name()),
            Lang::Fr => format!("{} ({})", face.notation(), card_fr(face)),
        },
        Face::Trump(t) => match lang {
            Lang::En => format!("the {}", t.name()),
            Lang::Fr => the_card_fr(face),
        },
    }
}

fn list(lang: Lang, faces: &[Face]) -> String {
    let names: Vec<String> = faces.iter().map(|f| f.notation()).collect();
    join(lang, &names)
}

/// "a, b and c" / "a, b et c".
fn join(lang: Lang, items: &[String]) -> String {
    let and = match lang {
        Lang::En => " and ",
        Lang::Fr => " et ",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{and}{last}", rest.join(", ")),
    }
}

/// "un 5, un 6 ou un 7".
fn either_fr(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} ou {last}", rest.join(", ")),
    }
}

fn target(lang: Lang, t: &Target) -> String {
    match lang {
        Lang::En => t.to_string(),
        Lang::Fr if t.lo == t.hi => format!("{} ({})", t.card, t.lo),
        Lang::Fr => format!("{} (toute valeur de {} à {})", t.card, t.lo, t.hi),
    }
}

fn sign_name(sign: Trump) -> &'static str {
    sign.name()
}

pub fn capture_error(lang: Lang, error: &CaptureError) -> String {
    use CaptureError as E;
    if lang == Lang::En {
        // the terminal's text, without its notation hints (papillon:*, plus+F7:…)
        return match error {
            E::NotAResult { card, why } => format!(
                "{card} cannot be the result of a capture: {}",
                match why {
                    NoResult::Papillon => "the Papillon takes the whole plate with its power",
                    NoResult::Chrysalide => "the Chrysalide goes to your pile with its power",
                    NoResult::Sign => "a sign is played beside a result card",
                    NoResult::NoNumber => "it has no number",
                }
            ),
            other => other.to_string(),
        };
    }
    let en = String::new();
    let fr = match error {
        E::CardNotInHand { card } => format!("{card} n'est pas dans la main"),
        E::NotAResult { card, why } => format!(
            "{card} ne peut pas être le résultat d'une prise : {}",
            match why {
                NoResult::Papillon => "le Papillon prend tout le tapis à lui seul (son pouvoir)",
                NoResult::Chrysalide =>
                    "la Chrysalide va dans votre pile à elle seule (son pouvoir)",
                NoResult::Sign => "un signe se joue avec une carte résultat",
                NoResult::NoNumber => "elle n'a pas de numéro",
            }
        ),
        E::SignNotInHand { sign } => format!("{sign} n'est pas dans la main"),
        E::NotASign { card } => format!(
            "{card} n'est pas un signe : seuls Plus, Moins ou Multiplier/Diviser se jouent avec le résultat"
        ),
        E::NotOnPlate { cards } => {
            if cards.len() == 1 {
                format!("{} n'est pas sur le tapis", cards.notation())
            } else {
                format!("{} ne sont pas sur le tapis", cards.notation())
            }
        }
        E::NothingTaken => "une prise prend au moins une carte du tapis".into(),
        E::TooManySigns { count } => format!("une prise utilise un seul signe, pas {count}"),
        E::NoNumber { card } => {
            format!("{card} n'a pas de numéro : elle ne peut pas être combinée")
        }
        E::NotSameValue { target: t, taken } => format!(
            "{} ne peut pas prendre {taken} : pas la même valeur",
            target(Lang::Fr, t)
        ),
        E::SumMisses {
            target: t,
            taken,
            plus,
            sum,
            wild,
        } => format!(
            "{} ne peut pas prendre {}{} : elles font {sum}{}",
            target(Lang::Fr, t),
            list(Lang::Fr, taken),
            if *plus { " avec Plus" } else { "" },
            if *wild {
                " plus le Couteau Suisse (0 à 11)"
            } else {
                ""
            }
        ),
        E::PlusNeedsTwo => "Plus additionne deux cartes du tapis ou plus".into(),
        E::PairCount { sign, count } => format!(
            "{} combine exactement deux cartes du tapis, pas {count}",
            sign_name(*sign)
        ),
        E::PairMisses {
            target: t,
            taken,
            sign,
        } => format!(
            "{} ne peut pas prendre {} avec {} : {} {}",
            target(Lang::Fr, t),
            list(Lang::Fr, taken),
            sign_name(*sign),
            match (*sign == Trump::Moins, t.lo == t.hi) {
                (true, true) => "leur différence ne fait pas",
                (true, false) => "leur différence n'est pas comprise",
                (false, true) => "ni leur produit ni un quotient exact ne font",
                (false, false) => "ni leur produit ni un quotient exact ne sont compris",
            },
            if t.lo == t.hi {
                t.lo.to_string()
            } else {
                format!("entre {} et {}", t.lo, t.hi)
            }
        ),
    };
    tr(lang, en, fr)
}

pub fn blue_illegal(lang: Lang, error: &IllegalAction) -> String {
    use IllegalAction as E;
    let fr = match error {
        E::RoundOver => "la manche est finie".into(),
        E::NotInHand { card } => format!("{card} n'est pas dans la main"),
        E::PapillonOnEmptyPlate => {
            "le tapis est vide : le Papillon n'a rien à prendre (posez une carte)".into()
        }
        E::PapillonPlacedOnCards => {
            "sur un tapis garni, le Papillon se joue avec son pouvoir : il prend tout le tapis".into()
        }
        E::ChrysalidePlacedOnCards => "sur un tapis garni, la Chrysalide se joue avec son pouvoir : elle va dans votre pile et inverse le sens".into(),
        E::DiscardForbidden { card, example } => format!(
            "{card} peut prendre {}{} ({example}) : elle ne peut pas être défaussée sous la règle maison « défausser seulement quand la carte ne peut rien prendre »",
            list(Lang::Fr, &example.taken.iter().collect::<Vec<_>>()),
            // the other card played with it: the sign beside a result, the result
            // beside a sign
            if *card == example.card {
                example.sign.map(Face::Trump)
            } else {
                Some(example.card)
            }
            .map(|other| format!(" avec {}", the_card_fr(other)))
            .unwrap_or_default()
        ),
        E::Capture(e) => return capture_error(lang, e),
    };
    tr(lang, error.to_string(), fr)
}

pub fn proposal_error(lang: Lang, error: &ProposalError) -> String {
    use ProposalError as E;
    let fr = match error {
        E::NothingPlayed => "choisissez la carte jouée dans la main".into(),
        E::TooManyPlayed(n) => {
            format!("un coup joue une carte, ou une carte et un signe, pas {n} cartes")
        }
        E::Twice(face) => format!("{face} est choisie deux fois"),
        E::PlaceOne => "une carte se pose seule : choisissez une carte".into(),
        E::PlaceTakes => {
            "une carte posée ne prend rien : enlevez les cartes du tapis choisies".into()
        }
        E::NotASign(face) => format!(
            "{face} n'est pas un signe : seuls Plus, Moins ou Multiplier/Diviser se jouent avec le résultat"
        ),
        E::PowerAlone => {
            "un pouvoir se joue seul : choisissez seulement le Papillon ou la Chrysalide".into()
        }
        E::NoPower(face) => format!(
            "{face} n'a pas de pouvoir : seuls le Papillon et la Chrysalide se jouent avec leur pouvoir"
        ),
    };
    tr(lang, error.to_string(), fr)
}

/// A blue referee error; `Illegal` is worded without the "not legal:" head (the
/// screen says it).
pub fn referee_error(lang: Lang, error: &RefereeError) -> String {
    use RefereeError as E;
    match error {
        E::Card { error, .. } => messages::card_parse_error(lang, error),
        E::Duplicate { card, .. } => tr(
            lang,
            format!("{card} is chosen twice (the blue deck has one of each card)"),
            format!("{card} est choisie deux fois (le paquet bleu a une seule carte de chaque)"),
        ),
        E::Overlap { cards } => tr(
            lang,
            format!("{cards} cannot be both on the plate and in the hand"),
            format!("{cards} ne peut pas être à la fois sur le tapis et dans la main"),
        ),
        E::EmptyHand => tr(
            lang,
            "the hand is empty: there is nothing to play".into(),
            "la main est vide : il n'y a rien à jouer".into(),
        ),
        E::Parse(e) => e.to_string(),
        E::Proposal(e) => proposal_error(lang, e),
        E::Illegal(e) => blue_illegal(lang, e),
    }
}

fn label(lang: Lang, card: &CardLabel) -> String {
    match lang {
        Lang::En => card.to_string(),
        Lang::Fr => match (card.face, card.value) {
            (Face::Trump(Trump::CouteauSuisse), Some(v)) => format!("le Couteau Suisse pour {v}"),
            (Face::Family(..), _) => named(Lang::Fr, card.face),
            (Face::Trump(t), Some(v)) => format!("{} {} ({v})", gender_fr(t).0, t.name()),
            (Face::Trump(t), None) => format!("{} {}", gender_fr(t).0, t.name()),
        },
    }
}

fn pronoun_fr(face: Face) -> &'static str {
    match face {
        Face::Trump(t) => gender_fr(t).1,
        _ => "elle",
    }
}

fn orange_sign(sign: Sign) -> &'static str {
    sign.name()
}

pub fn place_error(lang: Lang, error: &PlaceError) -> String {
    use PlaceError as E;
    if lang == Lang::En {
        // the terminal's text, without its notation hints (sign1…sign4, =7)
        return match error {
            E::NoSuchSlot(_) => "there is no such place on the table".into(),
            E::CouteauUndeclared => {
                "the Couteau Suisse must be declared as a value from 0 to 11".into()
            }
            E::SignOutsideSignSlot { card } => {
                format!("{card} is a sign: it goes beside a suite")
            }
            E::ChenilleOutsideSuite => "the Chenille goes on a suite".into(),
            other => other.to_string(),
        };
    }
    let fr = match error {
        E::NoSuchSlot(_) => "cette place n'existe pas sur la table".into(),
        E::CouteauUndeclared => {
            "le Couteau Suisse doit être annoncé pour une valeur de 0 à 11".into()
        }
        E::CouteauOutOfRange(v) => {
            format!("le Couteau Suisse vaut une valeur de famille de 0 à 11, pas {v}")
        }
        E::DeclaredNotCouteau(card) => format!(
            "seul le Couteau Suisse s'annonce ; {} a sa propre valeur",
            label(Lang::Fr, card)
        ),
        E::Unplayable { card } => format!(
            "{} ne peut pas être posé(e) : pas de numéro sous ces règles maison",
            label(Lang::Fr, card)
        ),
        E::PowerOutsideCentre { card } => format!(
            "{} est un atout de pouvoir : {} va au centre",
            label(Lang::Fr, card),
            pronoun_fr(card.face)
        ),
        E::SignOutsideSignSlot { card } => format!(
            "{} est un signe : {} va à côté d'une suite",
            label(Lang::Fr, card),
            pronoun_fr(card.face)
        ),
        E::NotASign { card } => format!(
            "seuls les signes vont à côté d'une suite, pas {}",
            label(Lang::Fr, card)
        ),
        E::NotAPower { card } => format!(
            "seuls le Chat Noir, la Chrysalide et le Papillon vont au centre, pas {}",
            label(Lang::Fr, card)
        ),
        E::ChenilleOutsideSuite => "la Chenille va sur une suite".into(),
        E::PlateUncovered { plate } => format!(
            "la carte {plate} du tapis est un atout pas encore recouvert : rien ne peut aller dessus"
        ),
        E::PlateValue { plate, value, card } => format!(
            "sur la carte {plate} du tapis ({value}) seul un {value} peut aller, pas {}",
            label(Lang::Fr, card)
        ),
        E::SuiteNoStart { suite, plate } => format!(
            "la suite {suite} part de la carte {plate} du tapis, un atout pas encore recouvert : rien ne peut la commencer (sauf une Chenille)"
        ),
        E::SuiteValue {
            suite,
            top,
            reference,
            sign,
            card,
        } => {
            let at = match top {
                Some(t) => format!("sommet {t}"),
                None => format!("vide, part du {reference} de sa carte du tapis"),
            };
            let sign_text = sign
                .map(|s| format!(", signe {}", orange_sign(s)))
                .unwrap_or_default();
            let values = Sign::allowed_values(*sign, *reference);
            let allowed = if *sign == Some(Sign::MultiplierDiviser) {
                let listed: Vec<String> = values.iter().map(u8::to_string).collect();
                format!(
                    "qu'un multiple ou un diviseur de {reference} ({})",
                    listed.join(", ")
                )
            } else {
                let each: Vec<String> = values.iter().map(|v| format!("un {v}")).collect();
                format!("qu'{}", either_fr(&each))
            };
            format!(
                "sur la suite {suite} ({at}{sign_text}) ne peut aller {allowed}, pas {}",
                label(Lang::Fr, card)
            )
        }
    };
    tr(lang, error.to_string(), fr)
}

fn place_name(lang: Lang, place: TablePlace) -> String {
    match lang {
        Lang::En => place.to_string(),
        Lang::Fr => match place {
            TablePlace::Plate(n) => format!("carte {n} du tapis"),
            TablePlace::Suite(n) => format!("suite {n}"),
            TablePlace::Sign(n) => format!("signe de la suite {n}"),
            TablePlace::Hand => "main".into(),
        },
    }
}

pub fn position_error(lang: Lang, error: &PositionError) -> String {
    use PositionError as E;
    let fr = match error {
        E::Options(e) => e.to_string(),
        E::PlateCount(n) => format!("le tapis a deux cartes, pas {n}"),
        E::SuiteCount(n) => format!("il y a quatre suites, pas {n}"),
        E::Card { place, error } => format!("{} : {error}", place_name(Lang::Fr, *place)),
        E::NotATop { place, face } => format!(
            "{} : {} ne peut pas être le sommet d'une suite",
            place_name(Lang::Fr, *place),
            the_card_fr(*face)
        ),
        E::CouteauUndeclared { place } => format!(
            "{} : un Couteau Suisse sur une suite vaut une valeur annoncée de 0 à 11 : choisissez-la",
            place_name(Lang::Fr, *place)
        ),
        E::CouteauRange { place, value } => format!(
            "{} : un Couteau Suisse vaut de 0 à 11, pas {value}",
            place_name(Lang::Fr, *place)
        ),
        E::DeclaredNotCouteau { place, face } => format!(
            "{} : seul un Couteau Suisse s'annonce, pas {}",
            place_name(Lang::Fr, *place),
            the_card_fr(*face)
        ),
        E::NotASign { place, face } => format!(
            "{} : {} n'est pas un signe (Plus, Moins, Multiplier/Diviser)",
            place_name(Lang::Fr, *place),
            the_card_fr(*face)
        ),
        E::TooMany { face, count } => format!(
            "{} ({}) apparaît {count} fois ; chaque carte existe deux fois (une orange, une bleue)",
            face.notation(),
            card_fr(*face)
        ),
        E::EmptyHand => "la main est vide : il n'y a rien à jouer".into(),
    };
    let en = match error {
        E::CouteauUndeclared { place } => format!(
            "{place}: a Couteau Suisse on a suite stands for a declared value from 0 to 11: choose it"
        ),
        E::TooMany { face, count } => format!(
            "{} ({}) appears {count} times; each face exists twice (one orange, one blue)",
            face.notation(),
            face.name()
        ),
        other => other.to_string(),
    };
    tr(lang, en, fr)
}

pub fn orange_illegal(lang: Lang, error: &OrangeIllegal) -> String {
    use OrangeIllegal as E;
    let fr = match error {
        E::NotInHand(face) => format!("{face} n'est pas dans la main"),
        E::UnderAttack => {
            "sous une attaque du Chat Noir : répondez avec le Papillon, ou prenez trois cartes".into()
        }
        E::Place(e) => return place_error(lang, e),
        E::MustAnswerWithPapillon => "vous avez le Papillon : sous une attaque du Chat Noir il doit être joué (l'attaquant pioche 6) ; prendre trois cartes est pour qui n'a pas le Papillon".into(),
        E::NotAttacked => "il n'y a pas d'attaque du Chat Noir à laquelle répondre".into(),
        E::MustPlay(face) => {
            format!("{face} peut être jouée : une carte jouable doit être jouée")
        }
        E::NotCovering => {
            "recouvrir le tapis ne se fait qu'avant le premier tour de la manche".into()
        }
    };
    tr(lang, error.to_string(), fr)
}

pub fn orange_effect(lang: Lang, effect: &OrangeEffect) -> String {
    use OrangeEffect as E;
    let fr = match effect {
        E::PapillonAnswer => "répond au Chat Noir : son joueur pioche 6, vous ne piochez rien ; votre tour s'arrête".into(),
        E::PapillonDraw => "vous piochez 3 cartes ; votre tour s'arrête".into(),
        E::ChatNoir => "le joueur suivant pioche 3 cartes, puis joue".into(),
        E::Chrysalide => "le sens du jeu s'inverse".into(),
        E::ChenilleRestart { suite } => format!("la suite {suite} repart de 1"),
        E::SignSet { suite, sign } => format!(
            "la suite {suite} ne prend plus que {}",
            match sign {
                Sign::Plus => "la même valeur ou une de plus",
                Sign::Moins => "la même valeur ou une de moins",
                Sign::MultiplierDiviser => "les multiples ou diviseurs de son sommet",
            }
        ),
        E::OnPlate { plate } => format!("sur la carte {plate} du tapis"),
        E::SuiteContinues {
            suite,
            declared: Some(v),
        } => format!("la suite {suite} continue depuis {v}"),
        E::SuiteContinues {
            suite,
            declared: None,
        } => format!("la suite {suite} continue"),
        E::TakeThree => "piochez les 3 cartes, puis jouez normalement".into(),
        E::DrawAndTry => "rien ne peut être joué : piochez une carte, et jouez-la (avec une autre) si vous pouvez".into(),
        E::DrawOne => "piochez une carte".into(),
    };
    tr(lang, effect.to_string(), fr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_card_names_elide_before_a_vowel() {
        assert_eq!(card_fr("E9".parse().unwrap()), "9 d'Éléments");
        assert_eq!(card_fr("F5".parse().unwrap()), "5 de Formes");
        assert_eq!(card_fr("S7".parse().unwrap()), "Dragon");
        let each: Vec<String> = [5, 6, 7].iter().map(|v| format!("un {v}")).collect();
        assert_eq!(either_fr(&each), "un 5, un 6 ou un 7");
        assert_eq!(join(Lang::En, &["a".into(), "b".into()]), "a and b");
    }
}
