//! Every problem of a score sheet, and why a tap could not be applied, in the app's
//! language.

use papillon_core::SheetError;
use papillon_core::card::Face;
use papillon_core::entry::EditError;
use papillon_core::options::{CouteauSuisseRoll, MAX_TRUMP_NUMBER, OptionsError};
use papillon_core::sheet::{MAX_NAME_CHARS, OrangeEnd, RolloffUnused, SheetPlace};

use super::cards::{capture_key, card_parse_error, team_problem};
use super::{Lang, card_name, list, names, say, sides};

/// Where on the sheet a problem is.
fn place(lang: Lang, place: SheetPlace) -> String {
    use SheetPlace as P;
    let key = match place {
        P::Teams => "teams",
        P::BluePlayers | P::BlueScoring => "blue",
        P::MostCardsRolloff => "most-cards-rolloff",
        P::OrangeTours => "orange-tours",
        P::OrangeHands => "orange-hands",
        P::OrangeCouteauSuisse => "couteau-suisse",
        P::OrangePapillonDraw => "papillon-draw",
        P::WinnerRolloff => "winner-rolloff",
    };
    say(lang, "sheet-place", &[("place", key.into())])
}

fn roll_range(lang: Lang, roll: CouteauSuisseRoll) -> String {
    let key = match roll {
        CouteauSuisseRoll::TwoDice => "two-dice",
        CouteauSuisseRoll::OneDie => "one-die",
    };
    say(lang, "sheet-roll-range", &[("roll", key.into())])
}

/// A card named in a sheet's problem: its bare name ("3 of Formes").
fn bare(lang: Lang, face: Face) -> String {
    card_name(lang, face)
}

/// One sheet problem as the app says it: what to tap, in the app's language, with no
/// field name of the sheet's JSON (the command line keeps the engine's own wording,
/// which names the fields). Exhaustive: a new problem does not compile until it is
/// worded here (and in both languages of the catalogue).
pub fn sheet_error(lang: Lang, error: &SheetError) -> String {
    use SheetError as E;
    match error {
        E::PlayerCount(n) => say(lang, "sheet-player-count", &[("count", n.into())]),
        E::EmptyName { position } => {
            say(lang, "sheet-empty-name", &[("position", position.into())])
        }
        E::NameTooLong {
            position,
            start,
            chars,
        } => say(
            lang,
            "sheet-name-too-long",
            &[
                ("position", position.into()),
                ("start", start.as_str().into()),
                ("chars", chars.into()),
                ("max", MAX_NAME_CHARS.into()),
            ],
        ),
        E::DuplicatePlayer(name) => say(
            lang,
            "sheet-duplicate-player",
            &[("name", name.as_str().into())],
        ),
        E::Options(OptionsError::TrumpNumber { trump, number }) => say(
            lang,
            "sheet-trump-number",
            &[
                ("number", number.into()),
                ("trump", bare(lang, Face::Trump(*trump)).into()),
                ("max", MAX_TRUMP_NUMBER.into()),
            ],
        ),
        E::UnknownPlayer {
            name,
            place: at,
            known,
        } => say(
            lang,
            "sheet-unknown-player",
            &[
                ("name", name.as_str().into()),
                ("place", place(lang, *at).into()),
                ("known", names(lang, known).into()),
            ],
        ),
        E::Teams(problem) => team_problem(lang, problem),
        E::NoRound => say(lang, "sheet-no-round", &[]),
        E::MissingBlueEntry(p) => say(
            lang,
            "sheet-missing-blue-entry",
            &[("player", p.as_str().into())],
        ),
        E::CardCount { player, cards } => say(
            lang,
            "sheet-card-count",
            &[("player", player.as_str().into()), ("cards", cards.into())],
        ),
        E::BlueCardListedTwice { player, card } => say(
            lang,
            "sheet-blue-card-twice",
            &[
                ("player", player.as_str().into()),
                ("card", bare(lang, *card).into()),
            ],
        ),
        E::BlueCardForTwoPlayers {
            card,
            first,
            second,
        } => say(
            lang,
            "sheet-blue-card-two-players",
            &[
                ("card", bare(lang, *card).into()),
                ("notation", card.notation().into()),
                ("first", first.as_str().into()),
                ("second", second.as_str().into()),
            ],
        ),
        E::Card {
            place: at,
            player,
            error,
        } => say(
            lang,
            "sheet-card",
            &[
                ("place", place(lang, *at).into()),
                ("player", player.as_str().into()),
                ("problem", card_parse_error(lang, error).into()),
            ],
        ),
        E::MoreListedThanCaptured {
            player,
            cards,
            listed,
        } => say(
            lang,
            "sheet-more-listed",
            &[
                ("player", player.as_str().into()),
                ("cards", cards.into()),
                ("listed", listed.into()),
            ],
        ),
        E::ChatNoirMissing(p) => say(
            lang,
            "sheet-chat-noir-missing",
            &[("player", p.as_str().into())],
        ),
        E::ChatNoirSuperfluous { player, capture } => {
            let capture = say(
                lang,
                "sheet-chat-noir-capture",
                &[("capture", capture_key(*capture).into())],
            );
            say(
                lang,
                "sheet-chat-noir-superfluous",
                &[
                    ("player", player.as_str().into()),
                    ("capture", capture.into()),
                ],
            )
        }
        E::BlueCount {
            sum,
            counts,
            left_on_plate,
        } => {
            let mut parts: Vec<String> = counts
                .iter()
                .map(|(player, cards)| {
                    say(
                        lang,
                        "sheet-count-of",
                        &[("player", player.as_str().into()), ("cards", cards.into())],
                    )
                })
                .collect();
            if *left_on_plate > 0 {
                parts.push(say(
                    lang,
                    "sheet-count-left",
                    &[("cards", left_on_plate.into())],
                ));
            }
            say(
                lang,
                "sheet-blue-count",
                &[("sum", sum.into()), ("counts", parts.join(", ").into())],
            )
        }
        E::LeftOnPlate(n) => say(lang, "sheet-left-on-plate", &[("cards", n.into())]),
        E::MostCardsTie { tied, cards } => say(
            lang,
            "sheet-most-cards-tie",
            &[("sides", sides(lang, tied).into()), ("cards", cards.into())],
        ),
        E::RolloffNotTied { name, tied } => say(
            lang,
            "sheet-rolloff-not-tied",
            &[
                ("name", name.as_str().into()),
                ("sides", sides(lang, tied).into()),
            ],
        ),
        E::RolloffWithoutTie { name, leader } => match leader {
            Some(leader) => say(
                lang,
                "sheet-rolloff-no-tie",
                &[
                    ("name", name.as_str().into()),
                    ("leader", names(lang, leader).into()),
                ],
            ),
            None => say(
                lang,
                "sheet-rolloff-no-capture",
                &[("name", name.as_str().into())],
            ),
        },
        E::MissingHand(p) => say(lang, "sheet-missing-hand", &[("player", p.as_str().into())]),
        E::NoTours => say(lang, "sheet-no-tours", &[]),
        E::TooManyTours {
            players,
            listed,
            max,
            end,
        } => {
            let args = [
                ("listed", listed.into()),
                ("players", players.into()),
                ("max", max.into()),
                ("most", max.saturating_sub(1).into()),
            ];
            if *end == OrangeEnd::Apocalypse {
                say(lang, "sheet-too-many-tours-apocalypse", &args)
            } else {
                say(lang, "sheet-too-many-tours", &args[..3])
            }
        }
        E::TooFewTours {
            players,
            listed,
            expected,
        } => say(
            lang,
            "sheet-too-few-tours",
            &[
                ("listed", listed.into()),
                ("expected", expected.into()),
                ("players", players.into()),
            ],
        ),
        E::LastTourHandNotEmpty { player, cards } => say(
            lang,
            "sheet-last-tour-hand",
            &[
                ("player", player.as_str().into()),
                ("cards", list(lang, cards).into()),
            ],
        ),
        E::FaceTooOften {
            card,
            count,
            holders,
        } => {
            let who: Vec<String> = holders
                .iter()
                .map(|(name, n)| {
                    if *n > 1 {
                        say(
                            lang,
                            "sheet-holder-times",
                            &[("name", name.as_str().into()), ("count", n.into())],
                        )
                    } else {
                        name.clone()
                    }
                })
                .collect();
            say(
                lang,
                "sheet-face-too-often",
                &[
                    ("card", bare(lang, *card).into()),
                    ("notation", card.notation().into()),
                    ("count", count.into()),
                    ("holders", who.join(", ").into()),
                ],
            )
        }
        E::CouteauSuisseRolls {
            player,
            held,
            rolled,
        } => say(
            lang,
            "sheet-couteau-rolls",
            &[
                ("player", player.as_str().into()),
                ("held", held.into()),
                ("rolled", rolled.into()),
            ],
        ),
        E::RollOutOfRange {
            player,
            value,
            roll,
        } => say(
            lang,
            "sheet-roll-out-of-range",
            &[
                ("value", value.into()),
                ("player", player.as_str().into()),
                ("range", roll_range(lang, *roll).into()),
            ],
        ),
        E::PapillonDrawMissing { player, expected } => say(
            lang,
            "sheet-papillon-draw-missing",
            &[
                ("player", player.as_str().into()),
                ("expected", expected.into()),
            ],
        ),
        E::PapillonDrawTooMany {
            player,
            drawn,
            papillons,
            max,
        } => say(
            lang,
            "sheet-papillon-draw-too-many",
            &[
                ("player", player.as_str().into()),
                ("drawn", drawn.into()),
                ("papillons", papillons.into()),
                ("max", max.into()),
            ],
        ),
        E::PapillonDrawSuperfluous { player } => say(
            lang,
            "sheet-papillon-draw-superfluous",
            &[("player", player.as_str().into())],
        ),
        E::WinnerTie { tied, total } => say(
            lang,
            "sheet-winner-tie",
            &[("sides", sides(lang, tied).into()), ("total", total.into())],
        ),
        E::WinnerRolloffUnused { name, reason } => match reason {
            RolloffUnused::SharedVictory => say(
                lang,
                "sheet-winner-rolloff-shared",
                &[("name", name.as_str().into())],
            ),
            RolloffUnused::NoTie { winner } => say(
                lang,
                "sheet-winner-rolloff-no-tie",
                &[
                    ("name", name.as_str().into()),
                    ("winner", names(lang, winner).into()),
                ],
            ),
            RolloffUnused::NotTied { tied } => say(
                lang,
                "sheet-winner-rolloff-not-tied",
                &[
                    ("name", name.as_str().into()),
                    ("sides", sides(lang, tied).into()),
                ],
            ),
        },
    }
}

/// Why a tap could not be applied, in the app's language.
pub fn edit_error(lang: Lang, error: &EditError) -> String {
    match error {
        EditError::UnknownPlayer { player } => say(
            lang,
            "sheet-edit-unknown-player",
            &[("player", player.as_str().into())],
        ),
        EditError::NoSuchCard { player, card } => say(
            lang,
            "sheet-edit-no-such-card",
            &[
                ("player", player.as_str().into()),
                ("card", bare(lang, *card).into()),
            ],
        ),
        EditError::NoTour => say(lang, "sheet-edit-no-tour", &[]),
        EditError::FaceExhausted { card } => say(
            lang,
            "sheet-edit-face-exhausted",
            &[("card", bare(lang, *card).into())],
        ),
        EditError::NoCouteauToValue { player } => say(
            lang,
            "sheet-edit-no-couteau-to-value",
            &[("player", player.as_str().into())],
        ),
        EditError::CouteauValueOutOfRange {
            player,
            value,
            roll,
        } => say(
            lang,
            "sheet-edit-couteau-value-out-of-range",
            &[
                ("value", value.into()),
                ("player", player.as_str().into()),
                ("range", roll_range(lang, *roll).into()),
            ],
        ),
        EditError::NoCouteauValue { player } => say(
            lang,
            "sheet-edit-no-couteau-value",
            &[("player", player.as_str().into())],
        ),
    }
}
