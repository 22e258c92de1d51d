//! The Papillon of 1756 as the app plays it against the computer: one person against
//! the computer's seats, its request (names, levels, house rules; the seed drawn
//! here), and its board (`ClassicPlayView`: what the person's seat sees, the moves
//! they may make with what each capture earns, the log).

use classic_papillon::referee::{self, Situation, Verdict};
use classic_papillon::{
    Action, ClassicPractice, ClassicPracticeError, ClassicPracticeReport, ClassicPracticeSetup,
    LedgerProblem, SetupError,
};
use game_kit::practice::{PracticeMove, SeatPlayer};
use papillon_store::{GameStatus, PracticeId, SavedPractice};

use super::DigitalGame;
use super::any::{PlayBoard, PlayHint, PlayList, PlayReview};
use super::person::{hint_for, person, review_for, session_err};
use crate::commands::family::FamilyProblems;
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang};
use crate::play::advice::{Advice, ReviewedMove};
use crate::play::classic::{
    ClassicChoice, ClassicPlayRequest, ClassicPlaySummary, ClassicPlayView,
};

use crate::state::AppState;

/// The setup's problem as the counter keeper's (the same words in the front end).
fn setup_problem(e: SetupError) -> LedgerProblem {
    match e {
        SetupError::PlayerCount { count } => LedgerProblem::PlayerCount { count },
        SetupError::EmptyName { seat } => LedgerProblem::EmptyName { seat },
        SetupError::SameName { name } => LedgerProblem::SameName { player: name },
        SetupError::Options { error } => LedgerProblem::Options { error },
    }
}

pub(crate) fn practice_err(lang: Lang) -> impl Fn(ClassicPracticeError) -> CommandError {
    move |e| match e {
        ClassicPracticeError::Setup(e) => {
            let problem = setup_problem(e);
            CommandError {
                code: ErrorCode::Invalid,
                message: messages::say(lang, "classic-play-setup", &[]),
                details: vec![problem.to_string()],
                problems: Some(FamilyProblems::Classic(vec![problem])),
            }
        }
        ClassicPracticeError::Carry(_) => CommandError::new(
            ErrorCode::Store,
            messages::say(lang, "classic-play-carry", &[]),
        ),
        ClassicPracticeError::WouldShowCards => CommandError::new(
            ErrorCode::Refused,
            messages::say(lang, "classic-play-take-back-shows", &[]),
        ),
        ClassicPracticeError::Session(e) => session_err(lang)(e),
    }
}

fn choices(practice: &ClassicPractice, person: usize) -> Vec<ClassicChoice> {
    let game = practice.game();
    if game.to_play() != Some(person) {
        return Vec::new();
    }
    let table = game.table().to_vec();
    let situation = Situation {
        players: game.players(),
        player: person,
        last_round: game.last_round(),
        options: game.options().clone(),
    };
    game.legal_moves()
        .into_iter()
        .map(|action| {
            let capture = match action {
                Action::Capture { card, taken } => {
                    match referee::check(&table, card, &taken.to_vec(), &situation) {
                        Ok(Verdict::Allowed(allowed)) => Some(allowed),
                        _ => None,
                    }
                }
                Action::Reveal => None,
            };
            ClassicChoice { action, capture }
        })
        .collect()
}

pub(crate) fn view_of(
    saved: &SavedPractice<ClassicPractice>,
    practice: &ClassicPractice,
    person: usize,
    lang: Lang,
) -> CommandResult<ClassicPlayView> {
    Ok(ClassicPlayView {
        id: saved.id.0,
        status: if practice.is_over() {
            GameStatus::Finished
        } else {
            GameStatus::InProgress
        },
        replay_of: saved.replay_of.map(|r| r.0),
        seats: saved.setup.seats.clone(),
        person,
        view: practice.game().view(person),
        choices: choices(practice, person),
        log: practice.history().map_err(practice_err(lang))?,
        moves: practice.moves().len() as u32,
        can_take_back: practice.can_take_back(),
        report: practice.report(),
    })
}

impl DigitalGame for ClassicPractice {
    type Request = ClassicPlayRequest;
    type Played = ClassicPractice;
    type Board = ClassicPlayView;

    /// A new sitting's first game, dealt from a fresh seed.
    fn setup(
        state: &AppState,
        _lang: Lang,
        request: ClassicPlayRequest,
    ) -> CommandResult<(ClassicPracticeSetup, Option<PracticeId>)> {
        let setup = ClassicPracticeSetup {
            names: request.names.iter().map(|n| n.trim().to_owned()).collect(),
            options: request.options,
            seats: request.seats,
            seed: state.deal_seed(),
            carry: None,
        };
        Ok((setup, None))
    }

    fn check(lang: Lang, setup: &ClassicPracticeSetup) -> CommandResult<()> {
        person(lang, &setup.seats, ErrorCode::Invalid)?;
        ClassicPractice::new(setup.clone())
            .map(|_| ())
            .map_err(practice_err(lang))
    }

    /// A game without exactly one person is not one this screen plays: a damaged save.
    fn resume(
        lang: Lang,
        saved: &SavedPractice<ClassicPractice>,
    ) -> CommandResult<ClassicPractice> {
        person(lang, &saved.setup.seats, ErrorCode::Store)?;
        ClassicPractice::replay(saved.setup.clone(), &saved.moves).map_err(practice_err(lang))
    }

    fn moves(played: &ClassicPractice) -> &[PracticeMove] {
        played.moves()
    }

    fn to_play(played: &ClassicPractice) -> Option<(usize, SeatPlayer)> {
        played.to_play()
    }

    fn report(played: &ClassicPractice) -> Option<ClassicPracticeReport> {
        played.report()
    }

    fn play(lang: Lang, played: &mut ClassicPractice, action: &str) -> CommandResult<()> {
        let seat = person(lang, &played.setup().seats, ErrorCode::Store)?;
        played
            .play(seat, action)
            .map(|_| ())
            .map_err(session_err(lang))
    }

    fn play_computer(lang: Lang, played: &mut ClassicPractice) -> CommandResult<()> {
        played
            .play_computer()
            .map(|_| ())
            .map_err(session_err(lang))
    }

    fn take_back(lang: Lang, played: &mut ClassicPractice) -> CommandResult<()> {
        let seat = person(lang, &played.setup().seats, ErrorCode::Store)?;
        played
            .take_back(seat)
            .map(|_| ())
            .map_err(practice_err(lang))
    }

    fn board(
        lang: Lang,
        saved: &SavedPractice<ClassicPractice>,
        played: &ClassicPractice,
    ) -> CommandResult<ClassicPlayView> {
        let seat = person(lang, &played.setup().seats, ErrorCode::Store)?;
        view_of(saved, played, seat, lang)
    }

    fn can_take_back(played: &ClassicPractice) -> bool {
        played.can_take_back()
    }

    fn tag_board(board: ClassicPlayView) -> PlayBoard {
        PlayBoard::Classic(Box::new(board))
    }

    type Hint = Advice;
    fn hint(lang: Lang, played: &ClassicPractice) -> CommandResult<Advice> {
        hint_for(lang, played.session(), &played.setup().seats)
    }
    fn tag_hint(hint: Advice) -> PlayHint {
        PlayHint::Classic(hint)
    }

    /// The person's moves with the hard level's choice where it differs (a finished or
    /// any game).
    type Review = Vec<ReviewedMove>;
    fn review(
        lang: Lang,
        _saved: &SavedPractice<ClassicPractice>,
        played: &ClassicPractice,
        _step: Option<u32>,
    ) -> CommandResult<Vec<ReviewedMove>> {
        // each move's deal (a game of the 1756 Papillon has several: a newcomer pass
        // found the review not saying which)
        review_for(lang, played.session(), &played.setup().seats, |g| {
            Some(g.deal_number())
        })
    }
    fn tag_review(review: Vec<ReviewedMove>) -> PlayReview {
        PlayReview::Classic(review)
    }

    type Summary = ClassicPlaySummary;
    fn summary(g: SavedPractice<ClassicPractice>) -> ClassicPlaySummary {
        ClassicPlaySummary {
            id: g.id.0,
            game: g.setup.carry.as_ref().map_or(1, |c| c.game),
            names: g.setup.names,
            seats: g.setup.seats,
            status: g.status,
            replay_of: g.replay_of.map(|r| r.0),
            moves: g.moves.len() as u32,
            updated_at: g.updated_at,
            report: g.report,
        }
    }
    fn tag_list(list: Vec<ClassicPlaySummary>) -> PlayList {
        PlayList::Classic(list)
    }

    /// The next game of the sitting: its counters, pot and multiplier go on, the deal
    /// passes to the right.
    fn next_setup(lang: Lang, played: &ClassicPractice) -> CommandResult<ClassicPracticeSetup> {
        played
            .next_game(0)
            .ok_or_else(|| CommandError::invalid(messages::say(lang, "classic-play-not-over", &[])))
    }
    fn same_but_seed(a: &ClassicPracticeSetup, b: &ClassicPracticeSetup) -> bool {
        a.carry == b.carry && a.names == b.names && a.seats == b.seats && a.options == b.options
    }
    fn reseed(setup: &mut ClassicPracticeSetup, seed: u64) {
        setup.seed = seed;
    }
}
