//! Every problem of a score sheet, and why a tap could not be applied, in the app's
//! language.

use papillon_core::SheetError;
use papillon_core::entry::EditError;
use papillon_core::options::{MAX_TRUMP_NUMBER, OptionsError};
use papillon_core::sheet::{MAX_NAME_CHARS, OrangeEnd, RolloffUnused};

use super::cards::*;
use super::{Lang, place_words, tr};

/// One sheet problem as the app says it: what to tap, in the app's language, with no
/// field name of the sheet's JSON (the command line keeps the engine's own wording,
/// which names the fields). Exhaustive: a new problem does not compile until it is
/// worded here in both languages.
pub fn sheet_error(lang: Lang, error: &SheetError) -> String {
    use SheetError as E;
    match error {
        E::PlayerCount(n) => tr(
            lang,
            format!("A game is for 2 to 5 players; this one has {n}."),
            format!("Une partie se joue de 2 à 5 joueurs ; celle-ci en a {n}."),
        ),
        E::EmptyName { position } => tr(
            lang,
            format!("Player {position} has no name."),
            format!("Le joueur {position} n'a pas de nom."),
        ),
        E::NameTooLong {
            position,
            start,
            chars,
        } => tr(
            lang,
            format!(
                "The name of player {position} ({start}…) is {chars} characters long; a name has at most {MAX_NAME_CHARS}."
            ),
            format!(
                "Le nom du joueur {position} ({start}…) fait {chars} caractères ; un nom en a au plus {MAX_NAME_CHARS}."
            ),
        ),
        E::DuplicatePlayer(name) => tr(
            lang,
            format!("Two players are called {name}: give each a different name."),
            format!("Deux joueurs s'appellent {name} : donnez à chacun un nom différent."),
        ),
        E::Options(OptionsError::TrumpNumber { trump, number }) => tr(
            lang,
            format!(
                "The printed number {number} of the {} is too large: trump numbers go from 0 to {MAX_TRUMP_NUMBER}.",
                trump.name()
            ),
            format!(
                "Le numéro {number} de l'atout {} est trop grand : les numéros d'atout vont de 0 à {MAX_TRUMP_NUMBER}.",
                trump.name()
            ),
        ),
        E::UnknownPlayer { name, place, known } => tr(
            lang,
            format!(
                "{name}, in {}, is not one of this game's players ({}).",
                place_words(lang, *place),
                names(lang, known)
            ),
            format!(
                "{name}, dans {}, n'est pas un joueur de cette partie ({}).",
                place_words(lang, *place),
                names(lang, known)
            ),
        ),
        E::Teams(problem) => team_problem(lang, problem),
        E::NoRound => tr(
            lang,
            "Enter the blue round, the orange round, or both.".into(),
            "Saisissez la manche bleue, la manche orange, ou les deux.".into(),
        ),
        E::MissingBlueEntry(p) => tr(
            lang,
            format!("Blue round: enter how many cards {p} captured (0 if none)."),
            format!(
                "Manche bleue : indiquez combien de cartes {p} a prises (0 s'il n'a rien pris)."
            ),
        ),
        E::CardCount { player, cards } => tr(
            lang,
            format!("Blue round: {cards} cards for {player} is impossible (0 to 58)."),
            format!("Manche bleue : {cards} cartes pour {player}, c'est impossible (de 0 à 58)."),
        ),
        E::BlueCardListedTwice { player, card } => tr(
            lang,
            format!(
                "Blue round: the {} is ticked twice for {player}.",
                card.name()
            ),
            format!(
                "Manche bleue : la carte {} est cochée deux fois pour {player}.",
                card.name()
            ),
        ),
        E::BlueCardForTwoPlayers {
            card,
            first,
            second,
        } => tr(
            lang,
            format!(
                "Blue round: the {} ({card}) is ticked for both {first} and {second}; only one player can have captured it: untick it for one of them.",
                card.name()
            ),
            format!(
                "Manche bleue : la carte {} ({card}) est cochée pour {first} et pour {second} ; un seul joueur a pu la prendre : décochez-la pour l'un des deux.",
                card.name()
            ),
        ),
        E::Card {
            place,
            player,
            error,
        } => tr(
            lang,
            format!(
                "In {}, for {player}: {}.",
                place_words(lang, *place),
                card_parse(lang, error)
            ),
            format!(
                "Dans {}, pour {player} : {}.",
                place_words(lang, *place),
                card_parse(lang, error)
            ),
        ),
        E::MoreListedThanCaptured {
            player,
            cards,
            listed,
        } => tr(
            lang,
            format!(
                "Blue round: {player} captured {cards} cards but {listed} are ticked: raise the card count."
            ),
            format!(
                "Manche bleue : {player} a pris {cards} cartes mais {listed} sont cochées : augmentez le nombre de cartes."
            ),
        ),
        E::ChatNoirMissing(p) => tr(
            lang,
            format!(
                "Blue round: {p} has the Chat Noir: say whether it was taken voluntarily (+30) or not (−30)."
            ),
            format!(
                "Manche bleue : {p} a le Chat Noir : indiquez s'il l'a pris volontairement (+30) ou non (−30)."
            ),
        ),
        E::ChatNoirSuperfluous { player, capture } => tr(
            lang,
            format!(
                "Blue round: the Chat Noir is marked {} for {player}, who did not capture it.",
                capture_words(lang, *capture)
            ),
            format!(
                "Manche bleue : le Chat Noir est noté {} pour {player}, qui ne l'a pas pris.",
                capture_words(lang, *capture)
            ),
        ),
        E::BlueCount {
            sum,
            counts,
            left_on_plate,
        } => {
            let mut parts: Vec<String> = counts.iter().map(|(n, c)| format!("{n} {c}")).collect();
            if *left_on_plate > 0 {
                parts.push(tr(
                    lang,
                    format!("left on the plate {left_on_plate}"),
                    format!("restées sur le tapis {left_on_plate}"),
                ));
            }
            tr(
                lang,
                format!(
                    "Blue round: the card counts make {sum}, not 58 ({}).",
                    parts.join(", ")
                ),
                format!(
                    "Manche bleue : les nombres de cartes font {sum}, pas 58 ({}).",
                    parts.join(", ")
                ),
            )
        }
        E::LeftOnPlate(n) => tr(
            lang,
            format!("Blue round: {n} cards left on the plate is impossible (0 to 58)."),
            format!(
                "Manche bleue : {n} cartes restées sur le tapis, c'est impossible (de 0 à 58)."
            ),
        ),
        E::MostCardsTie { tied, cards } => tr(
            lang,
            format!(
                "Blue round: {} are tied for most cards with {cards} each: roll the dice to settle it.",
                sides(lang, tied)
            ),
            format!(
                "Manche bleue : {} sont à égalité au plus de cartes avec {cards} chacun : lancez les dés pour départager.",
                sides(lang, tied)
            ),
        ),
        E::RolloffNotTied { name, tied } => tr(
            lang,
            format!(
                "Blue round: the most-cards roll-off names {name}, who is not among the tied ({}).",
                sides(lang, tied)
            ),
            format!(
                "Manche bleue : le départage du plus de cartes désigne {name}, qui n'est pas parmi les ex æquo ({}).",
                sides(lang, tied)
            ),
        ),
        E::RolloffWithoutTie { name, leader } => {
            let leader = leader.as_ref().map(|l| names(lang, l));
            match leader {
                Some(leader) => tr(
                    lang,
                    format!(
                        "Blue round: the most-cards roll-off names {name}, but nobody is tied ({leader} has the most cards)."
                    ),
                    format!(
                        "Manche bleue : le départage du plus de cartes désigne {name}, mais il n'y a pas d'égalité ({leader} a le plus de cartes)."
                    ),
                ),
                None => tr(
                    lang,
                    format!(
                        "Blue round: the most-cards roll-off names {name}, but nobody captured a card."
                    ),
                    format!(
                        "Manche bleue : le départage du plus de cartes désigne {name}, mais personne n'a pris de carte."
                    ),
                ),
            }
        }
        E::MissingHand(p) => tr(
            lang,
            format!("Orange round: enter the cards left in {p}'s hand (or mark it empty)."),
            format!(
                "Manche orange : saisissez les cartes restées dans la main de {p} (ou indiquez qu'elle est vide)."
            ),
        ),
        E::NoTours => tr(
            lang,
            "Orange round: tap who emptied their hand first in each tour.".into(),
            "Manche orange : touchez qui a vidé sa main en premier à chaque tour.".into(),
        ),
        E::TooManyTours {
            players,
            listed,
            max,
            end,
        } => {
            if *end == OrangeEnd::Apocalypse {
                let most = max.saturating_sub(1);
                tr(
                    lang,
                    format!(
                        "Orange round: {listed} tours are entered, but {players} players play {max} tours and the tour an apocalypse blocks is not entered: at most {most}. Remove a tour."
                    ),
                    format!(
                        "Manche orange : {listed} tours sont saisis, mais à {players} joueurs on joue {max} tours et le tour bloqué par une apocalypse ne se saisit pas : {most} au plus. Retirez un tour."
                    ),
                )
            } else {
                tr(
                    lang,
                    format!(
                        "Orange round: {listed} tours are entered, but {players} players play {max} tours. Remove a tour."
                    ),
                    format!(
                        "Manche orange : {listed} tours sont saisis, mais à {players} joueurs on joue {max} tours. Retirez un tour."
                    ),
                )
            }
        }
        E::TooFewTours {
            players,
            listed,
            expected,
        } => tr(
            lang,
            format!(
                "Orange round: {listed} of the {expected} tours are entered ({players} players play {expected}): add the missing tours, or choose carnage or apocalypse as the end of the round."
            ),
            format!(
                "Manche orange : {listed} des {expected} tours sont saisis (à {players} joueurs on en joue {expected}) : ajoutez les tours manquants, ou choisissez Carnage ou Apocalypse comme fin de manche."
            ),
        ),
        E::LastTourHandNotEmpty { player, cards } => tr(
            lang,
            format!(
                "Orange round: {player} emptied their hand in the last tour, but their hand still holds {}.",
                cards.join(", ")
            ),
            format!(
                "Manche orange : {player} a vidé sa main au dernier tour, mais sa main contient encore {}.",
                cards.join(", ")
            ),
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
                        format!("{name} ×{n}")
                    } else {
                        name.clone()
                    }
                })
                .collect();
            tr(
                lang,
                format!(
                    "Orange round: the {} ({card}) is entered {count} times ({}); each card exists twice, one per deck.",
                    card.name(),
                    who.join(", ")
                ),
                format!(
                    "Manche orange : la carte {} ({card}) est saisie {count} fois ({}) ; chaque carte existe en deux exemplaires, un par paquet.",
                    card.name(),
                    who.join(", ")
                ),
            )
        }
        E::CouteauSuisseRolls {
            player,
            held,
            rolled,
        } => tr(
            lang,
            format!(
                "Orange round: {player} holds {held} Couteau Suisse and {rolled} are rolled: roll one for each."
            ),
            format!(
                "Manche orange : {player} a {held} Couteau Suisse et {rolled} sont lancés : un lancer pour chacun."
            ),
        ),
        E::RollOutOfRange {
            player,
            value,
            roll,
        } => tr(
            lang,
            format!(
                "Orange round: a Couteau Suisse roll of {value} for {player} is impossible: {}.",
                roll_range(lang, *roll)
            ),
            format!(
                "Manche orange : un lancer de {value} pour le Couteau Suisse de {player} est impossible : {}.",
                roll_range(lang, *roll)
            ),
        ),
        E::PapillonDrawMissing { player, expected } => tr(
            lang,
            format!(
                "Orange round: {player} holds the Papillon: enter the {expected} cards they drew (fewer only if the draw pile ran out)."
            ),
            format!(
                "Manche orange : {player} a le Papillon : saisissez les {expected} cartes tirées (moins seulement si la pioche était vide)."
            ),
        ),
        E::PapillonDrawTooMany {
            player,
            drawn,
            papillons,
            max,
        } => tr(
            lang,
            format!(
                "Orange round: {player} drew {drawn} cards for {papillons} Papillon: at most {max} can be drawn."
            ),
            format!(
                "Manche orange : {player} a tiré {drawn} cartes pour {papillons} Papillon : au plus {max}."
            ),
        ),
        E::PapillonDrawSuperfluous { player } => tr(
            lang,
            format!(
                "Orange round: cards drawn for the Papillon are entered for {player}, who holds no Papillon."
            ),
            format!(
                "Manche orange : des cartes tirées pour le Papillon sont saisies pour {player}, qui n'a pas de Papillon."
            ),
        ),
        E::WinnerTie { tied, total } => tr(
            lang,
            format!(
                "{} are tied for the victory at {total}: roll the dice to settle it.",
                sides(lang, tied)
            ),
            format!(
                "{} sont à égalité pour la victoire à {total} : lancez les dés pour départager.",
                sides(lang, tied)
            ),
        ),
        E::WinnerRolloffUnused { name, reason } => match reason {
            RolloffUnused::SharedVictory => tr(
                lang,
                format!(
                    "The roll-off for the victory names {name}, but equal totals share the victory under this game's rules."
                ),
                format!(
                    "Le départage de la victoire désigne {name}, mais les totaux égaux partagent la victoire selon les règles de cette partie."
                ),
            ),
            RolloffUnused::NoTie { winner } => tr(
                lang,
                format!(
                    "The roll-off for the victory names {name}, but there is no tie ({} wins).",
                    names(lang, winner)
                ),
                format!(
                    "Le départage de la victoire désigne {name}, mais il n'y a pas d'égalité ({} gagne).",
                    names(lang, winner)
                ),
            ),
            RolloffUnused::NotTied { tied } => tr(
                lang,
                format!(
                    "The roll-off for the victory names {name}, who is not among the tied ({}).",
                    sides(lang, tied)
                ),
                format!(
                    "Le départage de la victoire désigne {name}, qui n'est pas parmi les ex æquo ({}).",
                    sides(lang, tied)
                ),
            ),
        },
    }
}

/// Why a tap could not be applied, in the app's language.
pub fn edit_error(lang: Lang, error: &EditError) -> String {
    match error {
        EditError::UnknownPlayer { player } => tr(
            lang,
            format!("{player} does not play in this game."),
            format!("{player} ne joue pas dans cette partie."),
        ),
        EditError::NoSuchCard { player, card } => tr(
            lang,
            format!("{player}'s hand holds no {}.", card.name()),
            format!(
                "La main de {player} ne contient pas la carte {}.",
                card.name()
            ),
        ),
        EditError::NoTour => tr(
            lang,
            "There is no tour to remove.".into(),
            "Il n'y a pas de tour à retirer.".into(),
        ),
        EditError::FaceExhausted { card } => tr(
            lang,
            format!(
                "The {} is already entered twice: each card exists once per deck.",
                card.name()
            ),
            format!(
                "La carte {} est déjà saisie deux fois : chaque carte existe une fois par paquet.",
                card.name()
            ),
        ),
    }
}
