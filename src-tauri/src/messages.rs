//! The engine's and the store's messages in the app's language. English is the
//! engine's own text; French is written here, variant by variant, with the same facts
//! (which card, which player, why). A message whose free text comes from deep inside
//! the engine (a team shape, a roll-off reason) keeps that part in English.

use papillon_core::SheetError;
use papillon_core::card::CardParseError;
use papillon_core::entry::EditError;
use papillon_core::options::{CouteauSuisseRoll, MAX_TRUMP_NUMBER, OptionsError};
use papillon_core::sheet::{
    ChatNoirCapture, MAX_NAME_CHARS, OrangeEnd, RolloffUnused, SheetPlace, TeamProblem,
};
use papillon_core::teams::TeamShape;
use papillon_store::{NameProblem, StoreError};
use serde::{Deserialize, Serialize};

/// The app's languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub enum Lang {
    Fr,
    #[default]
    En,
}

/// The command layer's own phrases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phrase {
    Refused,
    Incomplete,
    NoPlayers,
    LocationTooBig,
    NoCouteau,
    ExportFailed,
    ImportTooLarge,
    NoMostCardsTie,
    NoWinnerTie,
    TheTable,
    BadSeed,
    ReviewUnfinished,
}

pub fn text(lang: Lang, phrase: Phrase) -> String {
    let (en, fr) = match phrase {
        Phrase::Refused => (
            "The entry was refused, nothing was saved:",
            "Saisie refusée, rien n'a été enregistré :",
        ),
        Phrase::Incomplete => (
            "The sheet is not complete yet:",
            "La feuille n'est pas encore complète :",
        ),
        Phrase::NoPlayers => (
            "Choose at least one player.",
            "Choisissez au moins un joueur.",
        ),
        Phrase::LocationTooBig => (
            "The screen position is too large to save.",
            "La position d'écran est trop grande pour être enregistrée.",
        ),
        Phrase::NoCouteau => (
            "holds no Couteau Suisse waiting for its value.",
            "n'a pas de Couteau Suisse en attente de sa valeur.",
        ),
        Phrase::ExportFailed => (
            "The backup could not be written:",
            "La sauvegarde n'a pas pu être écrite :",
        ),
        Phrase::ImportTooLarge => (
            "This file is too large to be a Papillon backup.",
            "Ce fichier est trop gros pour être une sauvegarde Papillon.",
        ),
        Phrase::NoMostCardsTie => (
            "There is no most-cards tie to settle.",
            "Il n'y a pas d'égalité au plus de cartes à départager.",
        ),
        Phrase::NoWinnerTie => (
            "There is no tied victory to settle.",
            "Il n'y a pas d'égalité de victoire à départager.",
        ),
        Phrase::TheTable => ("the table", "la table"),
        Phrase::BadSeed => (
            "This deal number is too large (at most 2^53 − 1).",
            "Ce numéro de donne est trop grand (au plus 2^53 − 1).",
        ),
        Phrase::ReviewUnfinished => (
            "A game is reviewed once it is over.",
            "Une partie se revoit une fois terminée.",
        ),
    };
    match lang {
        Lang::En => en.to_string(),
        Lang::Fr => fr.to_string(),
    }
}

/// One phrase in the app's language.
fn tr(lang: Lang, en: String, fr: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

fn place_words(lang: Lang, place: SheetPlace) -> &'static str {
    use SheetPlace as P;
    match (lang, place) {
        (Lang::En, P::Teams) => "the teams",
        (Lang::En, P::BluePlayers | P::BlueScoring) => "the blue round",
        (Lang::En, P::MostCardsRolloff) => "the most-cards roll-off",
        (Lang::En, P::OrangeTours) => "the orange round's tours",
        (Lang::En, P::OrangeHands) => "the orange round's hands",
        (Lang::En, P::OrangeCouteauSuisse) => "the Couteau Suisse rolls",
        (Lang::En, P::OrangePapillonDraw) => "the cards drawn for the Papillon",
        (Lang::En, P::WinnerRolloff) => "the roll-off for the victory",
        (Lang::Fr, P::Teams) => "les équipes",
        (Lang::Fr, P::BluePlayers | P::BlueScoring) => "la manche bleue",
        (Lang::Fr, P::MostCardsRolloff) => "le départage du plus de cartes",
        (Lang::Fr, P::OrangeTours) => "les tours de la manche orange",
        (Lang::Fr, P::OrangeHands) => "les mains de la manche orange",
        (Lang::Fr, P::OrangeCouteauSuisse) => "les lancers du Couteau Suisse",
        (Lang::Fr, P::OrangePapillonDraw) => "les cartes tirées pour le Papillon",
        (Lang::Fr, P::WinnerRolloff) => "le départage de la victoire",
    }
}

/// Why a game against the computer cannot do what was asked.
pub fn practice_error(lang: Lang, error: &papillon_core::practice::PracticeError) -> String {
    use papillon_core::practice::PracticeError as E;
    match error {
        E::Setup(e) => tr(
            lang,
            format!("The game cannot be dealt: {e}."),
            format!("La partie ne peut pas être distribuée : {e}."),
        ),
        E::Seats { players, seats } => tr(
            lang,
            format!("The table has {players} players but {seats} seats are described."),
            format!("La table a {players} joueurs mais {seats} places sont décrites."),
        ),
        E::Over => tr(
            lang,
            "The game is over.".into(),
            "La partie est terminée.".into(),
        ),
        E::NotYourTurn { .. } | E::ComputerSeat { .. } | E::PersonSeat { .. } => tr(
            lang,
            "The game has moved on: here it is as it now stands.".into(),
            "La partie a avancé : la voici telle qu'elle est maintenant.".into(),
        ),
        E::Illegal { action } => tr(
            lang,
            format!("{action} is not a legal play here."),
            format!("{action} n'est pas un coup permis ici."),
        ),
        E::Replay { number, reason } => tr(
            lang,
            format!("This saved game is damaged at move {number} ({reason})."),
            format!("Cette partie enregistrée est abîmée au coup {number} ({reason})."),
        ),
        E::NothingToTakeBack { .. } => tr(
            lang,
            "There is no move of yours to take back.".into(),
            "Vous n'avez aucun coup à reprendre.".into(),
        ),
    }
}

/// A card that is not one, worded for the app.
pub fn card_parse_error(lang: Lang, error: &CardParseError) -> String {
    card_parse(lang, error)
}

fn card_parse(lang: Lang, error: &CardParseError) -> String {
    match error {
        CardParseError::Empty => tr(
            lang,
            "a card has no name".into(),
            "une carte n'a pas de nom".into(),
        ),
        CardParseError::RankOutOfRange(t) => tr(
            lang,
            format!("unknown card {t}: family cards go from 0 to 11"),
            format!("carte inconnue {t} : les cartes de famille vont de 0 à 11"),
        ),
        CardParseError::Unknown(t) => tr(
            lang,
            format!("unknown card {t}"),
            format!("carte inconnue {t}"),
        ),
    }
}

/// Sides as the app shows them: "Ana and Cleo", several sides separated.
fn sides(lang: Lang, sides: &[Vec<String>]) -> String {
    let and = match lang {
        Lang::En => " and ",
        Lang::Fr => " et ",
    };
    let vs = match lang {
        Lang::En => " / ",
        Lang::Fr => " / ",
    };
    sides
        .iter()
        .map(|side| side.join(and))
        .collect::<Vec<_>>()
        .join(vs)
}

fn names(lang: Lang, names: &[String]) -> String {
    sides(lang, &[names.to_vec()])
}

fn team_shape(lang: Lang, shape: TeamShape) -> String {
    use TeamShape as S;
    let (en, fr) = match shape {
        S::NamePair => (
            "Two against one: choose which two players play together.",
            "Deux contre un : choisissez les deux joueurs qui jouent ensemble.",
        ),
        S::NameTeamsOfTwo => (
            "Four players play two against two: choose who plays with whom.",
            "À quatre, on joue deux contre deux : choisissez qui joue avec qui.",
        ),
        S::NameThreeAgainstTwo => (
            "Five players play three against two: roll the dice, the winner picks two partners.",
            "À cinq, on joue trois contre deux : lancez les dés, le gagnant choisit deux partenaires.",
        ),
        S::TwoEachAlone => (
            "Two players each play alone.",
            "À deux, chacun joue pour soi.",
        ),
        S::ThreeEachAlone => (
            "Three players each play alone (two against one is a house rule).",
            "À trois, chacun joue pour soi (deux contre un est une règle maison).",
        ),
        S::ThreeTwoAgainstOne => (
            "Under two against one, a team of two plays against one player.",
            "En deux contre un, une équipe de deux joue contre un joueur seul.",
        ),
        S::FourTwoTeams => (
            "Four players play in two teams of two.",
            "À quatre, on joue en deux équipes de deux.",
        ),
        S::FiveThreeAgainstTwo => (
            "Five players play a team of three against a team of two.",
            "À cinq, une équipe de trois joue contre une équipe de deux.",
        ),
        S::SeatCount { seats, players } => {
            return tr(
                lang,
                format!("The table has {seats} seats for {players} players."),
                format!("La table a {seats} places pour {players} joueurs."),
            );
        }
        S::PartnersOpposite => (
            "With four players, partners sit opposite each other: move a player.",
            "À quatre, les partenaires sont face à face : déplacez un joueur.",
        ),
    };
    tr(lang, en.into(), fr.into())
}

fn team_problem(lang: Lang, problem: &TeamProblem) -> String {
    match problem {
        TeamProblem::InTwoTeams { player } => tr(
            lang,
            format!("{player} is in both teams: keep them in one."),
            format!("{player} est dans les deux équipes : gardez-le dans une seule."),
        ),
        TeamProblem::InNoTeam { player } => tr(
            lang,
            format!("{player} is in no team: choose their team."),
            format!("{player} n'est dans aucune équipe : choisissez son équipe."),
        ),
        TeamProblem::EmptyTeam => tr(
            lang,
            "A team has no player.".into(),
            "Une équipe n'a aucun joueur.".into(),
        ),
        TeamProblem::Shape { shape } => team_shape(lang, *shape),
    }
}

fn capture_words(lang: Lang, capture: ChatNoirCapture) -> &'static str {
    match (lang, capture) {
        (Lang::En, ChatNoirCapture::Voluntary) => "taken voluntarily",
        (Lang::En, ChatNoirCapture::Involuntary) => "taken involuntarily",
        (Lang::Fr, ChatNoirCapture::Voluntary) => "pris volontairement",
        (Lang::Fr, ChatNoirCapture::Involuntary) => "pris involontairement",
    }
}

fn roll_range(lang: Lang, roll: CouteauSuisseRoll) -> &'static str {
    match (lang, roll) {
        (Lang::En, CouteauSuisseRoll::TwoDice) => "two dice give 2 to 12",
        (Lang::En, CouteauSuisseRoll::OneDie) => "one die gives 1 to 6",
        (Lang::Fr, CouteauSuisseRoll::TwoDice) => "deux dés donnent 2 à 12",
        (Lang::Fr, CouteauSuisseRoll::OneDie) => "un dé donne 1 à 6",
    }
}

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

/// One store problem in the app's language. Exhaustive, like [`sheet_error`].
pub fn store_error(lang: Lang, error: &StoreError) -> String {
    use StoreError as E;
    match error {
        E::NoDataDirectory => tr(
            lang,
            "No data folder is known for this user; set PAPILLON_DB to the database's path.".into(),
            "Aucun dossier de données n'est connu pour cet utilisateur ; indiquez le chemin de la base dans PAPILLON_DB.".into(),
        ),
        E::OtherGame { game, .. } => tr(
            lang,
            format!("Game {game} is a game of another kind; open it from the history."),
            format!(
                "La partie {game} est une partie d'un autre jeu ; ouvrez-la depuis l'historique."
            ),
        ),
        E::NotADatabase { path } => tr(
            lang,
            format!(
                "{} is not a Papillon database (it is not an SQLite file); it was left untouched.",
                path.display()
            ),
            format!(
                "{} n'est pas une base Papillon (ce n'est pas un fichier SQLite) ; il n'a pas été modifié.",
                path.display()
            ),
        ),
        E::ForeignDatabase { path } => tr(
            lang,
            format!(
                "{} is the SQLite database of another program; it was left untouched.",
                path.display()
            ),
            format!(
                "{} est la base SQLite d'un autre programme ; elle n'a pas été modifiée.",
                path.display()
            ),
        ),
        E::TooNew {
            path,
            found,
            supported,
        } => tr(
            lang,
            format!(
                "{} was written by a newer Papillon (schema {found}; this one knows up to {supported}); it was left untouched: update Papillon.",
                path.display()
            ),
            format!(
                "{} a été écrit par une version plus récente de Papillon (schéma {found}, celle-ci connaît jusqu'à {supported}) ; il n'a pas été modifié : mettez Papillon à jour.",
                path.display()
            ),
        ),
        E::Io { path, source } => tr(
            lang,
            format!("Cannot read {}: {source}.", path.display()),
            format!("Impossible de lire {} : {source}.", path.display()),
        ),
        E::Sqlite(e) => tr(
            lang,
            format!("Database error: {e}."),
            format!("Erreur de la base de données : {e}."),
        ),
        E::Migration(e) => tr(
            lang,
            format!("The database could not be upgraded: {e}."),
            format!("Impossible de mettre la base à jour : {e}."),
        ),
        E::Refused(errors) | E::Incomplete(errors) => errors
            .errors()
            .iter()
            .map(|e| sheet_error(lang, e))
            .collect::<Vec<_>>()
            .join("\n"),
        E::NoSuchGame(id) => tr(
            lang,
            format!("Game {id} does not exist."),
            format!("La partie {id} n'existe pas."),
        ),
        E::NoSuchPlayer(name) => tr(
            lang,
            format!("Nobody is called {name}."),
            format!("Aucun joueur ne s'appelle {name}."),
        ),
        E::NoSuchSession(id) => tr(
            lang,
            format!("Evening {id} does not exist."),
            format!("La soirée {id} n'existe pas."),
        ),
        E::PlayersChanged {
            expected, found, ..
        } => tr(
            lang,
            format!(
                "This game was played by {expected}; this sheet names {found}: the players of a game do not change."
            ),
            format!(
                "Cette partie a été jouée par {expected} ; cette feuille nomme {found} : les joueurs d'une partie ne changent pas."
            ),
        ),
        E::NothingToUndo(_) => tr(lang, "Nothing to undo.".into(), "Rien à annuler.".into()),
        E::NothingToRedo(_) => tr(lang, "Nothing to redo.".into(), "Rien à rétablir.".into()),
        E::SettingKey(k) => tr(
            lang,
            format!("Invalid setting key {k}."),
            format!("Clé de réglage {k} invalide."),
        ),
        E::PlayerName(problem) => match problem {
            NameProblem::Empty => tr(
                lang,
                "A player needs a name.".into(),
                "Un joueur a besoin d'un nom.".into(),
            ),
            NameProblem::TooLong { start, max } => tr(
                lang,
                format!("The name {start}… is longer than {max} characters."),
                format!("Le nom {start}… dépasse {max} caractères."),
            ),
            NameProblem::Taken { name } => tr(
                lang,
                format!("Another player is already called {name}."),
                format!("Un autre joueur s'appelle déjà {name}."),
            ),
        },
        E::SessionName => tr(
            lang,
            "An evening needs a name.".into(),
            "Une soirée a besoin d'un nom.".into(),
        ),
        E::DealerSeat { seat, players } => tr(
            lang,
            format!("The dealer's seat {seat} does not exist (the game has {players} players)."),
            format!("La place du donneur {seat} n'existe pas (la partie a {players} joueurs)."),
        ),
        E::Import(problems) => tr(
            lang,
            format!(
                "Import refused, nothing was changed:\n{}",
                problems.join("\n")
            ),
            format!(
                "Import refusé, rien n'a été modifié :\n{}",
                problems.join("\n")
            ),
        ),
        E::Damaged(what) => tr(
            lang,
            format!("Stored data is damaged: {what}."),
            format!("Données enregistrées endommagées : {what}."),
        ),
        E::PositionTooLarge { bytes, max } => tr(
            lang,
            format!(
                "This position ({bytes} bytes) is larger than any real one ({max} at most): it was not saved."
            ),
            format!(
                "Cette position ({bytes} octets) est plus grande qu'aucune vraie ({max} au plus) : elle n'a pas été enregistrée."
            ),
        ),
        E::Csv(e) => tr(
            lang,
            format!("CSV export: {e}."),
            format!("Export CSV : {e}."),
        ),
        E::StaleRevision {
            expected, current, ..
        } => tr(
            lang,
            format!(
                "This entry was made on revision {expected} of the sheet, which is now at {current}: the screen was reloaded, tap again."
            ),
            format!(
                "Cette saisie portait sur la version {expected} de la feuille, qui en est à {current} : l'écran a été rechargé, touchez à nouveau."
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use papillon_core::card::Face;
    use papillon_core::sheet::SheetPlace;
    use papillon_core::{SheetInput, Trump};

    fn face(text: &str) -> Face {
        text.parse().expect("card")
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// One of each sheet problem. `index` is an exhaustive match: a new variant does not
    /// compile until it is listed here (and so walked through the wording test).
    fn every_sheet_error() -> Vec<SheetError> {
        use SheetError as E;
        let ana = || "Ana".to_string();
        let mut all = vec![
            E::PlayerCount(6),
            E::EmptyName { position: 2 },
            E::NameTooLong {
                position: 1,
                start: "Anastasia".into(),
                chars: 250,
            },
            E::DuplicatePlayer(ana()),
            E::Options(OptionsError::TrumpNumber {
                trump: Trump::Yin,
                number: 120,
            }),
            E::UnknownPlayer {
                name: "Zoé".into(),
                place: SheetPlace::OrangePapillonDraw,
                known: names(&["Ana", "Ben"]),
            },
            E::NoRound,
            E::MissingBlueEntry(ana()),
            E::CardCount {
                player: ana(),
                cards: 70,
            },
            E::BlueCardListedTwice {
                player: ana(),
                card: face("F3"),
            },
            E::BlueCardForTwoPlayers {
                card: face("F3"),
                first: ana(),
                second: "Ben".into(),
            },
            E::Card {
                place: SheetPlace::OrangeHands,
                player: ana(),
                error: "F12".parse::<Face>().expect_err("bad card"),
            },
            E::MoreListedThanCaptured {
                player: ana(),
                cards: 1,
                listed: 2,
            },
            E::ChatNoirMissing(ana()),
            E::ChatNoirSuperfluous {
                player: ana(),
                capture: ChatNoirCapture::Voluntary,
            },
            E::BlueCount {
                sum: 60,
                counts: vec![(ana(), 30), ("Ben".into(), 30)],
                left_on_plate: 1,
            },
            E::LeftOnPlate(-1),
            E::MostCardsTie {
                tied: vec![names(&["Ana", "Cleo"]), names(&["Ben", "Dan"])],
                cards: 29,
            },
            E::RolloffNotTied {
                name: ana(),
                tied: vec![names(&["Ben"]), names(&["Cleo"])],
            },
            E::RolloffWithoutTie {
                name: ana(),
                leader: Some(names(&["Ben"])),
            },
            E::MissingHand(ana()),
            E::NoTours,
            E::TooManyTours {
                players: 5,
                listed: 3,
                max: 1,
                end: OrangeEnd::Normal,
            },
            E::TooFewTours {
                players: 2,
                listed: 3,
                expected: 4,
            },
            E::LastTourHandNotEmpty {
                player: ana(),
                cards: names(&["E4", "F1"]),
            },
            E::FaceTooOften {
                card: face("E4"),
                count: 3,
                holders: vec![(ana(), 2), ("Ben".into(), 1)],
            },
            E::CouteauSuisseRolls {
                player: ana(),
                held: 1,
                rolled: 0,
            },
            E::RollOutOfRange {
                player: ana(),
                value: 13,
                roll: CouteauSuisseRoll::TwoDice,
            },
            E::PapillonDrawMissing {
                player: ana(),
                expected: 3,
            },
            E::PapillonDrawTooMany {
                player: ana(),
                drawn: 4,
                papillons: 1,
                max: 3,
            },
            E::PapillonDrawSuperfluous { player: ana() },
            E::WinnerTie {
                tied: vec![names(&["Ana"]), names(&["Ben"])],
                total: 12,
            },
            E::WinnerRolloffUnused {
                name: ana(),
                reason: RolloffUnused::SharedVictory,
            },
        ];
        // the inner enums, each case
        for problem in [
            TeamProblem::InTwoTeams { player: ana() },
            TeamProblem::InNoTeam { player: ana() },
            TeamProblem::EmptyTeam,
        ] {
            all.push(E::Teams(problem));
        }
        for shape in [
            TeamShape::NamePair,
            TeamShape::NameTeamsOfTwo,
            TeamShape::NameThreeAgainstTwo,
            TeamShape::TwoEachAlone,
            TeamShape::ThreeEachAlone,
            TeamShape::ThreeTwoAgainstOne,
            TeamShape::FourTwoTeams,
            TeamShape::FiveThreeAgainstTwo,
            TeamShape::SeatCount {
                seats: 3,
                players: 4,
            },
            TeamShape::PartnersOpposite,
        ] {
            all.push(E::Teams(TeamProblem::Shape { shape }));
        }
        all.push(E::TooManyTours {
            players: 2,
            listed: 4,
            max: 4,
            end: OrangeEnd::Apocalypse,
        });
        all.push(E::RolloffWithoutTie {
            name: ana(),
            leader: None,
        });
        all.push(E::RollOutOfRange {
            player: ana(),
            value: 7,
            roll: CouteauSuisseRoll::OneDie,
        });
        for reason in [
            RolloffUnused::NoTie {
                winner: names(&["Ben"]),
            },
            RolloffUnused::NotTied {
                tied: vec![names(&["Ben"]), names(&["Cleo"])],
            },
        ] {
            all.push(E::WinnerRolloffUnused {
                name: ana(),
                reason,
            });
        }
        all
    }

    fn index(error: &SheetError) -> usize {
        use SheetError as E;
        match error {
            E::PlayerCount(_) => 0,
            E::EmptyName { .. } => 1,
            E::NameTooLong { .. } => 2,
            E::DuplicatePlayer(_) => 3,
            E::Options(_) => 4,
            E::UnknownPlayer { .. } => 5,
            E::Teams(_) => 6,
            E::NoRound => 7,
            E::MissingBlueEntry(_) => 8,
            E::CardCount { .. } => 9,
            E::BlueCardListedTwice { .. } => 10,
            E::BlueCardForTwoPlayers { .. } => 11,
            E::Card { .. } => 12,
            E::MoreListedThanCaptured { .. } => 13,
            E::ChatNoirMissing(_) => 14,
            E::ChatNoirSuperfluous { .. } => 15,
            E::BlueCount { .. } => 16,
            E::LeftOnPlate(_) => 17,
            E::MostCardsTie { .. } => 18,
            E::RolloffNotTied { .. } => 19,
            E::RolloffWithoutTie { .. } => 20,
            E::MissingHand(_) => 21,
            E::NoTours => 22,
            E::TooManyTours { .. } => 23,
            E::TooFewTours { .. } => 24,
            E::LastTourHandNotEmpty { .. } => 25,
            E::FaceTooOften { .. } => 26,
            E::CouteauSuisseRolls { .. } => 27,
            E::RollOutOfRange { .. } => 28,
            E::PapillonDrawMissing { .. } => 29,
            E::PapillonDrawTooMany { .. } => 30,
            E::PapillonDrawSuperfluous { .. } => 31,
            E::WinnerTie { .. } => 32,
            E::WinnerRolloffUnused { .. } => 33,
        }
    }
    const VARIANTS: usize = 34;

    /// The app's wording of every sheet problem, in both languages: a sentence for a
    /// person at the table, naming who and what, with no field of the sheet's JSON, no
    /// bracket and no quote in it.
    #[test]
    fn every_sheet_problem_is_worded_for_the_app_in_both_languages() {
        let all = every_sheet_error();
        let covered: std::collections::BTreeSet<usize> = all.iter().map(index).collect();
        assert_eq!(covered.len(), VARIANTS, "every variant is walked");
        for error in &all {
            for lang in [Lang::En, Lang::Fr] {
                let text = sheet_error(lang, error);
                assert!(text.len() > 10, "{error:?}: {text}");
                for bad in ['"', '[', ']', '{', '}', '_', '«', '»'] {
                    assert!(!text.contains(bad), "{lang:?} {error:?}: {bad} in {text}");
                }
                for field in [
                    "blue.",
                    "orange.",
                    "scoring",
                    "rolloff",
                    "papillon_draw",
                    "use []",
                ] {
                    assert!(
                        !text.contains(field),
                        "{lang:?} {error:?}: {field} in {text}"
                    );
                }
                assert!(text.ends_with('.'), "{lang:?}: a sentence: {text}");
            }
        }
        // the command line keeps the engine's own wording, which names the fields
        let cli = SheetError::ChatNoirMissing("Ana".into()).to_string();
        assert!(cli.contains("\"chat_noir\""), "{cli}");
    }

    /// The store's problems that a tap or a setting can cause, worded for the app too.
    #[test]
    fn store_problems_are_worded_for_the_app() {
        use papillon_store::GameId;
        let all = [
            StoreError::PlayerName(NameProblem::Empty),
            StoreError::PlayerName(NameProblem::TooLong {
                start: "Anastasia".into(),
                max: 200,
            }),
            StoreError::PlayerName(NameProblem::Taken { name: "Ana".into() }),
            StoreError::NoSuchGame(GameId(3)),
            StoreError::NothingToUndo(GameId(3)),
            StoreError::NothingToRedo(GameId(3)),
            StoreError::SessionName,
            StoreError::DealerSeat {
                seat: 5,
                players: 4,
            },
            StoreError::StaleRevision {
                game: GameId(3),
                expected: 4,
                current: 5,
            },
        ];
        for error in &all {
            for lang in [Lang::En, Lang::Fr] {
                let text = store_error(lang, error);
                for bad in ['"', '[', ']', '{', '}', '_', '«', '»'] {
                    assert!(!text.contains(bad), "{lang:?} {error:?}: {bad} in {text}");
                }
                assert!(text.ends_with('.'), "{text}");
            }
        }
    }

    #[test]
    fn french_names_the_card_and_both_players() {
        let sheet: SheetInput = serde_json::from_str(
            r#"{"players": ["Ana", "Ben"], "blue": {"players": {
                "Ana": {"cards": 30, "scoring": ["F3"]},
                "Ben": {"cards": 28, "scoring": ["F3"]}}}}"#,
        )
        .expect("sheet");
        let errors = sheet.validate().expect_err("card twice");
        let fr = sheet_error(Lang::Fr, &errors.errors()[0]);
        assert!(
            fr.contains("F3") && fr.contains("Ana") && fr.contains("Ben"),
            "{fr}"
        );
        assert!(fr.contains("un seul joueur"), "{fr}");
        let en = sheet_error(Lang::En, &errors.errors()[0]);
        assert!(en.contains("only one player"), "{en}");
    }
}
