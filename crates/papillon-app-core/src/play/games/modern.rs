//! The modern Papillon as the app plays it against the computer: its set-up's request
//! (seats, house rules, how the sides are made, the seed and start roll), checked into
//! a setup, and its board (`PracticeView`, drawn by the engine's positions).

use papillon_core::TeamSetup;
use papillon_core::game::GameKind;
use papillon_core::game::Table;
use papillon_core::options::ThreePlayers;
use papillon_core::practice::Modern;
use papillon_core::practice::{self, PracticeError, PracticeMove, PracticeSetup, SeatPlayer};
use papillon_core::sheet::check_names;
use papillon_store::{PracticeId, SavedPractice};

use super::DigitalGame;
use super::any::{PlayBoard, PlayHint, PlayList, PlayReview};
use crate::error::{CommandError, CommandResult, ErrorCode};
use crate::messages::{self, Lang};
use crate::play::AnyPractice;
use crate::play::commands::{PracticeDeal, PracticeRequest, PracticeSeat, PracticeTeams};
use crate::play::view::PracticeView;
use crate::play::view::{HintView, ReviewView};
use crate::state::{AppState, SEED_BITS};
use papillon_core::ai::Level;
use papillon_store::{GameStatus, PracticeSummary};

pub(crate) fn practice_err(lang: Lang) -> impl Fn(PracticeError) -> CommandError {
    move |e| {
        let code = match &e {
            PracticeError::Illegal { .. } | PracticeError::WouldShowCards => ErrorCode::Refused,
            PracticeError::Over
            | PracticeError::NotYourTurn { .. }
            | PracticeError::ComputerSeat { .. }
            | PracticeError::PersonSeat { .. } => ErrorCode::Stale,
            PracticeError::NothingToTakeBack { .. }
            | PracticeError::Setup(_)
            | PracticeError::Seats { .. } => ErrorCode::Invalid,
            PracticeError::Replay { .. } => ErrorCode::Store,
        };
        CommandError::new(code, messages::practice_error(lang, &e))
    }
}

pub(crate) fn check_seats(lang: Lang, seats: &[PracticeSeat]) -> CommandResult<Vec<String>> {
    let names: Vec<String> = seats.iter().map(|s| s.name.trim().to_owned()).collect();
    check_names(&names).map_err(|e| CommandError::sheet(lang, ErrorCode::Invalid, &e))?;
    if !(papillon_core::teams::MIN_PLAYERS..=papillon_core::teams::MAX_PLAYERS)
        .contains(&names.len())
    {
        return Err(CommandError::one(
            lang,
            &papillon_core::SheetError::PlayerCount(names.len()),
        ));
    }
    Ok(names)
}

pub(crate) fn deal(
    lang: Lang,
    kind: GameKind,
    seats: &[PracticeSeat],
    seed: u64,
) -> CommandResult<PracticeDeal> {
    let names = check_seats(lang, seats)?;
    let roll = practice::start_roll(kind, names.len(), seed).map_err(|e| {
        CommandError::invalid(messages::practice_error(lang, &PracticeError::Setup(e)))
    })?;
    let players: Vec<SeatPlayer> = seats.iter().map(|s| s.player).collect();
    let picker = (names.len() == 5)
        .then(|| roll.as_ref().map(|c| c.winner))
        .flatten();
    let picked = picker.and_then(|p| match players.get(p) {
        Some(SeatPlayer::Computer(_)) => practice::computer_partners(&players, p),
        _ => None,
    });
    Ok(PracticeDeal {
        seed,
        start_roll: roll.map(|c| c.map(|s| names.get(*s).cloned().unwrap_or_default())),
        picker,
        picked,
    })
}

fn teams_for(
    lang: Lang,
    request: &PracticeRequest,
    deal: &PracticeDeal,
) -> CommandResult<TeamSetup> {
    let n = request.seats.len();
    let shape_error = |shape| {
        CommandError::one(
            lang,
            &papillon_core::SheetError::Teams(papillon_core::sheet::TeamProblem::Shape { shape }),
        )
    };
    let built = match (&request.teams, n) {
        (_, 5) => {
            let picker = deal
                .picker
                .ok_or_else(|| shape_error(papillon_core::teams::TeamShape::FiveThreeAgainstTwo))?;
            let partners = match (deal.picked, &request.teams) {
                (Some(picked), _) => picked,
                (None, PracticeTeams::Picked { partners }) => *partners,
                (None, _) => {
                    return Err(shape_error(
                        papillon_core::teams::TeamShape::FiveThreeAgainstTwo,
                    ));
                }
            };
            TeamSetup::picked_by(picker, partners)
        }
        (PracticeTeams::Alone { seat }, 3)
            if request.options.three_players == ThreePlayers::TwoAgainstOne =>
        {
            TeamSetup::two_against_one(*seat)
        }
        (PracticeTeams::Seating, _) => TeamSetup::proposed(n, &request.options).ok_or(
            papillon_core::teams::TeamError::Shape(papillon_core::teams::TeamShape::ThreeEachAlone),
        ),
        _ => Err(papillon_core::teams::TeamError::Shape(
            papillon_core::teams::TeamShape::ThreeEachAlone,
        )),
    };
    built.map_err(|e| {
        let problem = match e {
            papillon_core::teams::TeamError::Shape(shape) => {
                papillon_core::sheet::TeamProblem::Shape { shape }
            }
            _ => papillon_core::sheet::TeamProblem::EmptyTeam,
        };
        CommandError::one(lang, &papillon_core::SheetError::Teams(problem))
    })
}

impl DigitalGame for Modern {
    type Request = PracticeRequest;
    type Played = AnyPractice;
    type Board = PracticeView;

    fn setup(
        _state: &AppState,
        lang: Lang,
        request: PracticeRequest,
    ) -> CommandResult<(PracticeSetup, Option<PracticeId>)> {
        request
            .options
            .validate()
            .map_err(|e| CommandError::one(lang, &e.into()))?;
        if request.seed >> SEED_BITS != 0 {
            return Err(CommandError::invalid(messages::text(
                lang,
                messages::Phrase::BadSeed,
            )));
        }
        let names = check_seats(lang, &request.seats)?;
        let deal = deal(lang, request.kind, &request.seats, request.seed)?;
        let teams = teams_for(lang, &request, &deal)?;
        let setup = PracticeSetup {
            kind: request.kind,
            table: Table {
                names,
                teams,
                options: request.options.clone(),
            },
            seats: request.seats.iter().map(|s| s.player).collect(),
            seed: request.seed,
        };
        Ok((setup, request.replay_of.map(PracticeId)))
    }

    fn check(lang: Lang, setup: &PracticeSetup) -> CommandResult<()> {
        AnyPractice::new(setup.clone())
            .map(|_| ())
            .map_err(practice_err(lang))
    }

    fn resume(lang: Lang, saved: &SavedPractice<Modern>) -> CommandResult<AnyPractice> {
        AnyPractice::replay(saved).map_err(practice_err(lang))
    }

    fn moves(played: &AnyPractice) -> &[PracticeMove] {
        played.moves()
    }

    fn to_play(played: &AnyPractice) -> Option<(usize, SeatPlayer)> {
        played.to_play()
    }

    fn report(played: &AnyPractice) -> Option<papillon_core::ScoreReport> {
        played.report()
    }

    fn play(lang: Lang, played: &mut AnyPractice, action: &str) -> CommandResult<()> {
        let seat = played
            .to_play()
            .map(|(seat, _)| seat)
            .ok_or_else(|| practice_err(lang)(PracticeError::Over))?;
        played.play(seat, action).map_err(practice_err(lang))
    }

    fn play_computer(lang: Lang, played: &mut AnyPractice) -> CommandResult<()> {
        played.play_computer().map_err(practice_err(lang))
    }

    fn take_back(lang: Lang, played: &mut AnyPractice) -> CommandResult<()> {
        played.take_back().map(|_| ()).map_err(practice_err(lang))
    }

    fn board(
        lang: Lang,
        saved: &SavedPractice<Modern>,
        played: &AnyPractice,
    ) -> CommandResult<PracticeView> {
        Ok(played.view(saved, lang))
    }

    fn can_take_back(played: &AnyPractice) -> bool {
        played.can_take_back()
    }

    fn tag_board(board: PracticeView) -> PlayBoard {
        PlayBoard::Papillon(Box::new(board))
    }

    type Hint = Option<HintView>;
    fn hint(lang: Lang, played: &AnyPractice) -> CommandResult<Option<HintView>> {
        match played.to_play() {
            Some((_, SeatPlayer::Person)) => Ok(played.hint(Level::Hard)),
            Some((seat, SeatPlayer::Computer(_))) => {
                Err(practice_err(lang)(PracticeError::ComputerSeat { seat }))
            }
            None => Err(practice_err(lang)(PracticeError::Over)),
        }
    }
    fn tag_hint(hint: Option<HintView>) -> PlayHint {
        PlayHint::Papillon(hint)
    }

    /// Step `step` of a finished game's review (every hand shown).
    type Review = ReviewView;
    fn review(
        lang: Lang,
        saved: &SavedPractice<Modern>,
        _played: &AnyPractice,
        step: Option<u32>,
    ) -> CommandResult<ReviewView> {
        if saved.status != GameStatus::Finished {
            return Err(CommandError::invalid(messages::text(
                lang,
                messages::Phrase::ReviewUnfinished,
            )));
        }
        crate::play::review(saved, step.unwrap_or(0)).map_err(practice_err(lang))
    }
    fn tag_review(review: ReviewView) -> PlayReview {
        PlayReview::Papillon(Box::new(review))
    }

    type Summary = PracticeSummary;
    fn summary(saved: SavedPractice<Modern>) -> PracticeSummary {
        PracticeSummary::of(saved)
    }
    fn tag_list(list: Vec<PracticeSummary>) -> PlayList {
        PlayList::Papillon(list)
    }
}
