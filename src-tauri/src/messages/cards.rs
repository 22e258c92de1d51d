//! A card that is not one, the words a sheet's problems share (sides, names, team
//! shapes, captures, dice), and why a game against the computer refuses.

use papillon_core::card::CardParseError;
use papillon_core::options::CouteauSuisseRoll;
use papillon_core::sheet::{ChatNoirCapture, TeamProblem};
use papillon_core::teams::TeamShape;

use super::{Lang, tr};

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

pub(crate) fn card_parse(lang: Lang, error: &CardParseError) -> String {
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
pub(crate) fn sides(lang: Lang, sides: &[Vec<String>]) -> String {
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

pub(crate) fn names(lang: Lang, names: &[String]) -> String {
    sides(lang, &[names.to_vec()])
}

pub(crate) fn team_shape(lang: Lang, shape: TeamShape) -> String {
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

pub(crate) fn team_problem(lang: Lang, problem: &TeamProblem) -> String {
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

pub(crate) fn capture_words(lang: Lang, capture: ChatNoirCapture) -> &'static str {
    match (lang, capture) {
        (Lang::En, ChatNoirCapture::Voluntary) => "taken voluntarily",
        (Lang::En, ChatNoirCapture::Involuntary) => "taken involuntarily",
        (Lang::Fr, ChatNoirCapture::Voluntary) => "pris volontairement",
        (Lang::Fr, ChatNoirCapture::Involuntary) => "pris involontairement",
    }
}

pub(crate) fn roll_range(lang: Lang, roll: CouteauSuisseRoll) -> &'static str {
    match (lang, roll) {
        (Lang::En, CouteauSuisseRoll::TwoDice) => "two dice give 2 to 12",
        (Lang::En, CouteauSuisseRoll::OneDie) => "one die gives 1 to 6",
        (Lang::Fr, CouteauSuisseRoll::TwoDice) => "deux dés donnent 2 à 12",
        (Lang::Fr, CouteauSuisseRoll::OneDie) => "un dé donne 1 à 6",
    }
}
