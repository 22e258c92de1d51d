//! Farfalia as the app plays it against the computer: one person against the
//! computer's seats at four (fixed teams) or five (the beginner game), its request
//! (names, levels, house rules; the seed drawn here), and its board
//! (`FarfaliaPlayView`: what the person's seat sees, its moves, the log, the deals
//! scored by the score keeper).

use farfalia::play::{FarfaliaPractice, FarfaliaPracticeError, FarfaliaPracticeSetup, SetupError};
use game_kit::practice::{PracticeMove, SeatPlayer};
use papillon_store::{PracticeId, SavedPractice};

use super::DigitalGame;
use super::any::{PlayBoard, PlayHint, PlayList, PlayReview};
use super::person::{hint_for, person, review_for, session_err};
use crate::commands::family::FamilyProblems;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang};
use crate::play::advice::{Advice, ReviewedMove};
use crate::play::farfalia::{FarfaliaPlayRequest, FarfaliaPlaySummary, FarfaliaPlayView};
use crate::state::AppState;
use fluent_bundle::FluentValue;

fn setup_err(lang: Lang, e: SetupError) -> CommandError {
    let (id, args): (&str, Vec<(&str, FluentValue<'static>)>) = match &e {
        SetupError::Players { players } => {
            ("farfalia-play-players", vec![("count", (*players).into())])
        }
        SetupError::EmptyName { seat } => (
            "farfalia-play-empty-name",
            vec![("seat", (seat + 1).into())],
        ),
        SetupError::SameName { first, second } => (
            "farfalia-play-same-name",
            vec![
                ("first", (first + 1).into()),
                ("second", (second + 1).into()),
            ],
        ),
        SetupError::FirstDealer { seat, .. } => (
            "farfalia-play-first-dealer",
            vec![("seat", (seat + 1).into())],
        ),
        SetupError::Options { problems } => {
            return CommandError {
                code: ErrorCode::Invalid,
                message: messages::say(lang, "farfalia-play-options", &[]),
                details: problems.iter().map(ToString::to_string).collect(),
                problems: Some(FamilyProblems::Farfalia(problems.clone())),
            };
        }
    };
    CommandError::invalid(messages::say(lang, id, &args))
}

pub(crate) fn practice_err(lang: Lang) -> impl Fn(FarfaliaPracticeError) -> CommandError {
    move |e| match e {
        FarfaliaPracticeError::Setup(e) => setup_err(lang, e),
        FarfaliaPracticeError::WouldShowCards => CommandError::new(
            ErrorCode::Refused,
            messages::say(lang, "farfalia-play-take-back-shows", &[]),
        ),
        FarfaliaPracticeError::Session(e) => session_err(lang)(e),
    }
}

impl DigitalGame for FarfaliaPractice {
    type Request = FarfaliaPlayRequest;
    type Played = FarfaliaPractice;
    type Board = FarfaliaPlayView;

    fn setup(
        state: &AppState,
        _lang: Lang,
        request: FarfaliaPlayRequest,
    ) -> CommandResult<(FarfaliaPracticeSetup, Option<PracticeId>)> {
        Ok((
            FarfaliaPracticeSetup {
                names: request.names.iter().map(|n| n.trim().to_owned()).collect(),
                options: request.options,
                seats: request.seats,
                seed: state.deal_seed(),
            },
            None,
        ))
    }

    fn check(lang: Lang, setup: &FarfaliaPracticeSetup) -> CommandResult<()> {
        person(lang, &setup.seats, ErrorCode::Invalid)?;
        FarfaliaPractice::new(setup.clone())
            .map(|_| ())
            .map_err(practice_err(lang))
    }

    fn resume(
        lang: Lang,
        saved: &SavedPractice<FarfaliaPractice>,
    ) -> CommandResult<FarfaliaPractice> {
        person(lang, &saved.setup.seats, ErrorCode::Store)?;
        FarfaliaPractice::replay(saved.setup.clone(), &saved.moves).map_err(practice_err(lang))
    }

    fn moves(played: &FarfaliaPractice) -> &[PracticeMove] {
        played.moves()
    }

    fn to_play(played: &FarfaliaPractice) -> Option<(usize, SeatPlayer)> {
        played.to_play()
    }

    fn report(played: &FarfaliaPractice) -> Option<farfalia::FarfaliaReport> {
        played.report()
    }

    fn play(lang: Lang, played: &mut FarfaliaPractice, action: &str) -> CommandResult<()> {
        let seat = person(lang, &played.setup().seats, ErrorCode::Store)?;
        played
            .play(seat, action)
            .map(|_| ())
            .map_err(session_err(lang))
    }

    fn play_computer(lang: Lang, played: &mut FarfaliaPractice) -> CommandResult<()> {
        played
            .play_computer()
            .map(|_| ())
            .map_err(session_err(lang))
    }

    fn take_back(lang: Lang, played: &mut FarfaliaPractice) -> CommandResult<()> {
        let seat = person(lang, &played.setup().seats, ErrorCode::Store)?;
        played
            .take_back(seat)
            .map(|_| ())
            .map_err(practice_err(lang))
    }

    fn can_take_back(played: &FarfaliaPractice) -> bool {
        played.can_take_back()
    }

    fn board(
        lang: Lang,
        _saved: &SavedPractice<FarfaliaPractice>,
        played: &FarfaliaPractice,
    ) -> CommandResult<FarfaliaPlayView> {
        let seat = person(lang, &played.setup().seats, ErrorCode::Store)?;
        Ok(FarfaliaPlayView {
            person: seat,
            view: played.game().view(seat),
            options: played.setup().options.clone(),
            log: played.log(Some(seat)),
            report: played.sheet_report().ok(),
        })
    }
    fn tag_board(board: FarfaliaPlayView) -> PlayBoard {
        PlayBoard::Farfalia(Box::new(board))
    }

    type Hint = Advice;
    fn hint(lang: Lang, played: &FarfaliaPractice) -> CommandResult<Advice> {
        hint_for(lang, played.session(), &played.setup().seats)
    }
    fn tag_hint(hint: Advice) -> PlayHint {
        PlayHint::Farfalia(hint)
    }

    /// The person's moves with the hard level's choice where it differs.
    type Review = Vec<ReviewedMove>;
    fn review(
        lang: Lang,
        _saved: &SavedPractice<FarfaliaPractice>,
        played: &FarfaliaPractice,
        _step: Option<u32>,
    ) -> CommandResult<Vec<ReviewedMove>> {
        review_for(lang, played.session(), &played.setup().seats, |g| {
            u32::try_from(g.deal_number()).ok()
        })
    }
    fn tag_review(review: Vec<ReviewedMove>) -> PlayReview {
        PlayReview::Farfalia(review)
    }

    type Summary = FarfaliaPlaySummary;
    fn summary(g: SavedPractice<FarfaliaPractice>) -> FarfaliaPlaySummary {
        FarfaliaPlaySummary {
            id: g.id.0,
            totals: g.report.as_ref().map(|r| r.totals.clone()),
            winners: g
                .report
                .as_ref()
                .map(|r| r.winners.clone())
                .unwrap_or_default(),
            names: g.setup.names,
            seats: g.setup.seats,
            status: g.status,
            replay_of: g.replay_of.map(|r| r.0),
            moves: g.moves.len() as u32,
            updated_at: g.updated_at,
        }
    }
    fn tag_list(list: Vec<FarfaliaPlaySummary>) -> PlayList {
        PlayList::Farfalia(list)
    }
}
