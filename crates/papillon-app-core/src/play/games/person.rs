//! The one person of a game against the computer, written once for every digital game:
//! their seat, the session's refusals in the app's words, and the hard level's advice
//! for them (the hint now, the review of their moves).

use game_kit::ai::{Heuristics, Hint};
use game_kit::practice::{SeatPlayer, Session, SessionError};

use super::ADVICE;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang};
use crate::play::advice::{Advice, ReviewedMove};

/// The one person's seat (a game here has exactly one).
fn person_of(seats: &[SeatPlayer]) -> Option<usize> {
    let mut people = seats
        .iter()
        .enumerate()
        .filter(|(_, p)| **p == SeatPlayer::Person);
    let (seat, _) = people.next()?;
    people.next().is_none().then_some(seat)
}

/// The person's seat of a saved game, refused with `code` when there is not exactly one
/// (at the set-up, `Invalid`; a saved game without one is damaged, `Store`).
pub(crate) fn person(lang: Lang, seats: &[SeatPlayer], code: ErrorCode) -> CommandResult<usize> {
    person_of(seats)
        .ok_or_else(|| CommandError::new(code, messages::say(lang, "practice-one-person", &[])))
}

/// A session's refusal in the app's words, with the code the screens act on.
pub(crate) fn session_err(lang: Lang) -> impl Fn(SessionError) -> CommandError {
    move |e| {
        let code = match &e {
            SessionError::Illegal { .. } => ErrorCode::Refused,
            SessionError::Over
            | SessionError::NotYourTurn { .. }
            | SessionError::ComputerSeat { .. }
            | SessionError::PersonSeat { .. } => ErrorCode::Stale,
            SessionError::NothingToTakeBack { .. } | SessionError::Seats { .. } => {
                ErrorCode::Invalid
            }
            SessionError::Replay { .. } => ErrorCode::Store,
        };
        CommandError::new(code, messages::practice_error(lang, &e.into()))
    }
}

/// The advice for `person`, who must be the one to play (else the request is stale).
fn person_hint<G: Heuristics>(
    lang: Lang,
    session: &Session<G>,
    person: usize,
) -> CommandResult<Hint<G::Action>> {
    match session.to_play() {
        Some((seat, _)) if seat == person => {}
        Some((seat, _)) => return Err(session_err(lang)(SessionError::ComputerSeat { seat })),
        None => return Err(session_err(lang)(SessionError::Over)),
    }
    session
        .hint(ADVICE)
        .ok_or_else(|| session_err(lang)(SessionError::Over))
}

fn advice<A: std::fmt::Display>(hint: &Hint<A>) -> Advice {
    Advice {
        level: ADVICE,
        action: hint.action.to_string(),
        reason: (&hint.reason).into(),
    }
}

/// The hint of a game whose moves the screens show by their notation.
pub(crate) fn hint_for<G: Heuristics>(
    lang: Lang,
    session: &Session<G>,
    seats: &[SeatPlayer],
) -> CommandResult<Advice> {
    let seat = person(lang, seats, ErrorCode::Store)?;
    Ok(advice(&person_hint(lang, session, seat)?))
}

/// One of a person's moves in a review.
struct Reviewed<G: Heuristics> {
    /// Its number in the game, from 1.
    pub number: u32,
    /// The position it was played in.
    pub before: G,
    pub played: G::Action,
    /// How many moves the person had.
    pub choices: u32,
    /// [`ADVICE`]'s move in that position, when it differs.
    pub preferred: Option<Hint<G::Action>>,
}

/// Each of `person`'s moves, with [`ADVICE`]'s choice where it differs.
fn person_review<G: Heuristics>(session: &Session<G>, person: usize) -> Vec<Reviewed<G>> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for (i, recorded) in session.moves().iter().enumerate() {
        if recorded.seat != person {
            continue;
        }
        let before = session.position_after(i);
        before.legal_actions(&mut legal);
        let Some(&played) = legal.get(recorded.index as usize) else {
            continue;
        };
        let preferred = if legal.len() > 1 {
            session
                .hint_before(i, ADVICE)
                .filter(|h| h.action != played)
        } else {
            None
        };
        out.push(Reviewed {
            number: i as u32 + 1,
            choices: legal.len() as u32,
            before,
            played,
            preferred,
        });
    }
    out
}

/// The review of a game whose moves the screens show by their notation; `deal` says
/// which deal a position is in, for a game that numbers them.
pub(crate) fn review_for<G: Heuristics>(
    lang: Lang,
    session: &Session<G>,
    seats: &[SeatPlayer],
    deal: impl Fn(&G) -> Option<u32>,
) -> CommandResult<Vec<ReviewedMove>> {
    let seat = person(lang, seats, ErrorCode::Store)?;
    Ok(person_review(session, seat)
        .into_iter()
        .map(|m| ReviewedMove {
            number: m.number,
            deal: deal(&m.before),
            played: m.played.to_string(),
            choices: m.choices,
            preferred: m.preferred.as_ref().map(advice),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_person_exactly() {
        use SeatPlayer::*;
        let c = Computer(game_kit::ai::Level::Easy);
        assert_eq!(person_of(&[c, Person, c]), Some(1));
        assert_eq!(person_of(&[c, c, c]), None);
        assert_eq!(person_of(&[Person, Person, c]), None);
    }
}
