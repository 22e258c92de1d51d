//! A card that is not one, the words a sheet's problems share (team shapes, captures,
//! dice), and why a game against the computer refuses.

use papillon_core::blue::SetupError;
use papillon_core::card::{CardParseError, Face};
use papillon_core::options::{MAX_TRUMP_NUMBER, OptionsError};
use papillon_core::practice::PracticeError;
use papillon_core::sheet::{ChatNoirCapture, TeamProblem};
use papillon_core::teams::TeamShape;

use super::{Lang, card_name, say};

/// Why a game against the computer cannot do what was asked.
pub fn practice_error(lang: Lang, error: &PracticeError) -> String {
    use PracticeError as E;
    match error {
        E::Setup(e) => say(
            lang,
            "practice-setup",
            &[("reason", setup_error(lang, e).into())],
        ),
        E::Seats { players, seats } => say(
            lang,
            "practice-seats",
            &[("players", players.into()), ("seats", seats.into())],
        ),
        E::Over => say(lang, "practice-over", &[]),
        E::NotYourTurn { .. } | E::ComputerSeat { .. } | E::PersonSeat { .. } => {
            say(lang, "practice-moved-on", &[])
        }
        E::Illegal { action } => say(
            lang,
            "practice-illegal",
            &[("action", action.as_str().into())],
        ),
        E::Replay { number, reason } => say(
            lang,
            "practice-replay",
            &[
                ("number", number.into()),
                ("reason", reason.as_str().into()),
            ],
        ),
        E::NothingToTakeBack { .. } => say(lang, "practice-nothing-to-take-back", &[]),
        E::WouldShowCards => say(lang, "practice-take-back-shows", &[]),
    }
}

/// Why a game cannot be dealt, as the end of `practice-setup`.
fn setup_error(lang: Lang, error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(n) => {
            say(lang, "practice-setup-player-count", &[("count", n.into())])
        }
        SetupError::NoSuchSeat { seat, players } => say(
            lang,
            "practice-setup-no-seat",
            &[("seat", seat.into()), ("players", players.into())],
        ),
        SetupError::BadDeck => say(lang, "practice-setup-bad-deck", &[]),
        SetupError::TeamsMismatch { teams, players } => say(
            lang,
            "practice-setup-teams",
            &[("teams", teams.into()), ("players", players.into())],
        ),
        SetupError::Options(OptionsError::TrumpNumber { trump, number }) => say(
            lang,
            "practice-setup-options",
            &[
                ("number", number.into()),
                ("trump", card_name(lang, Face::Trump(*trump)).into()),
                ("max", MAX_TRUMP_NUMBER.into()),
            ],
        ),
    }
}

/// A card that is not one, worded for the app.
pub fn card_parse_error(lang: Lang, error: &CardParseError) -> String {
    match error {
        CardParseError::Empty => say(lang, "card-parse-empty", &[]),
        CardParseError::RankOutOfRange(t) => {
            say(lang, "card-parse-rank", &[("text", t.as_str().into())])
        }
        CardParseError::Unknown(t) => {
            say(lang, "card-parse-unknown", &[("text", t.as_str().into())])
        }
    }
}

pub(crate) fn team_shape(lang: Lang, shape: TeamShape) -> String {
    use TeamShape as S;
    let id = match shape {
        S::NamePair => "sheet-shape-name-pair",
        S::NameTeamsOfTwo => "sheet-shape-teams-of-two",
        S::NameThreeAgainstTwo => "sheet-shape-three-against-two",
        S::TwoEachAlone => "sheet-shape-two-alone",
        S::ThreeEachAlone => "sheet-shape-three-alone",
        S::ThreeTwoAgainstOne => "sheet-shape-two-against-one",
        S::FourTwoTeams => "sheet-shape-four-two-teams",
        S::FiveThreeAgainstTwo => "sheet-shape-five-three-against-two",
        S::SeatCount { seats, players } => {
            return say(
                lang,
                "sheet-shape-seat-count",
                &[("seats", seats.into()), ("players", players.into())],
            );
        }
        S::PartnersOpposite => "sheet-shape-partners-opposite",
    };
    say(lang, id, &[])
}

pub(crate) fn team_problem(lang: Lang, problem: &TeamProblem) -> String {
    match problem {
        TeamProblem::InTwoTeams { player } => say(
            lang,
            "sheet-team-in-two",
            &[("player", player.as_str().into())],
        ),
        TeamProblem::InNoTeam { player } => say(
            lang,
            "sheet-team-in-none",
            &[("player", player.as_str().into())],
        ),
        TeamProblem::EmptyTeam => say(lang, "sheet-team-empty", &[]),
        TeamProblem::Shape { shape } => team_shape(lang, *shape),
    }
}

/// How the Chat Noir was taken, for `sheet-chat-noir-capture`.
pub(crate) fn capture_key(capture: ChatNoirCapture) -> &'static str {
    match capture {
        ChatNoirCapture::Voluntary => "voluntary",
        ChatNoirCapture::Involuntary => "involuntary",
    }
}
