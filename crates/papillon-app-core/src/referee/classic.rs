//! The referee of the 18th-century Papillon: "what can this card take from this table?"
//! — every capture with the counters it earns — or "may it take these cards?", with the
//! reason when it may not. The engine answers (`classic_papillon::referee`); this only
//! carries the question and words what cannot be asked.

use classic_papillon::Card;
use classic_papillon::referee::{self, Allowed, RefereeError, Situation, Verdict};
use serde::{Deserialize, Serialize};

use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{Lang, say};
use crate::state::AppState;

/// A question to the referee: the face-up cards, the card played, the table (players,
/// last round, house rules) and, to check one capture, the cards it would take.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicRefereeRequest {
    pub table: Vec<Card>,
    pub card: Card,
    pub situation: Situation,
    /// The capture to check; none to list every capture.
    #[serde(default)]
    #[cfg_attr(feature = "bindings", ts(optional))]
    pub taken: Option<Vec<Card>>,
}

/// The referee's answer: every capture the card can make, and the verdict on the one
/// proposed.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicRefereeAnswer {
    pub captures: Vec<Allowed>,
    pub verdict: Option<Verdict>,
}

fn question_error(lang: Lang, e: &RefereeError) -> CommandError {
    let message = match e {
        RefereeError::TableCardTwice { card } => say(
            lang,
            "ref-classic-table-twice",
            &[("card", card.to_string().into())],
        ),
        RefereeError::CardInHandAndTable { card } => say(
            lang,
            "ref-classic-hand-and-table",
            &[("card", card.to_string().into())],
        ),
        RefereeError::HandCardTwice { card } => say(
            lang,
            "ref-classic-hand-twice",
            &[("card", card.to_string().into())],
        ),
        RefereeError::Players { players } => say(
            lang,
            "ref-classic-players",
            &[("players", (*players).into())],
        ),
        RefereeError::Seat { player, players } => say(
            lang,
            "ref-classic-seat",
            &[
                ("seat", (*player + 1).into()),
                ("players", (*players).into()),
            ],
        ),
        RefereeError::Options { .. } => say(lang, "ref-classic-options", &[]),
    };
    CommandError::new(ErrorCode::Invalid, message)
}

/// The most cards a question may name (the deck holds 52).
const MAX_CARDS: usize = 52;

pub fn referee_classic(
    state: &AppState,
    request: ClassicRefereeRequest,
) -> CommandResult<ClassicRefereeAnswer> {
    let lang = state.lang();
    if request.table.len() > MAX_CARDS
        || request.taken.as_ref().is_some_and(|t| t.len() > MAX_CARDS)
    {
        return Err(CommandError::new(
            ErrorCode::Invalid,
            say(lang, "ref-classic-too-many", &[]),
        ));
    }
    let s = &request.situation;
    let captures =
        referee::captures(&request.table, request.card, s).map_err(|e| question_error(lang, &e))?;
    let verdict = match &request.taken {
        None => None,
        Some(taken) => Some(
            referee::check(&request.table, request.card, taken, s)
                .map_err(|e| question_error(lang, &e))?,
        ),
    };
    Ok(ClassicRefereeAnswer { captures, verdict })
}
