//! Games against the computer in the app: a saved practice game (setup and moves) is
//! replayed by the engine (`papillon_core::practice`) and drawn for one seat. Every
//! kind (blue round, orange round, full game) goes through the same generic code, over
//! the engine's [`PracticeGame`] trait.

pub mod advice;
pub mod classic;
pub mod commands;
pub mod farfalia;
pub mod games;
pub mod practice;
pub mod view;

use std::ops::ControlFlow;

use papillon_core::ai::Level;
use papillon_core::blue::{BlueAction, BlueState, CaptureSpace, IllegalAction};
use papillon_core::card::{Face, FaceSet, Trump};
use papillon_core::game::{BlueGame, FullGame, GameKind, OrangeGame, PapillonGame};
use papillon_core::orange::{OrangeAction, OrangeState, Phase, Slot};
use papillon_core::practice::Modern;
use papillon_core::practice::{
    Position, Practice, PracticeError, PracticeGame, PracticeMove, SeatPlayer,
};
use papillon_core::scoring::card_points;
use papillon_store::practice::SavedPractice;

use crate::messages::Lang;

use view::*;

/// How many captures are looked at to offer the common ones and to follow a choice:
/// far more than any real plate gives, and a few milliseconds at most.
const CAPTURE_LOOK: u64 = 200_000;
/// How many captures of a card are offered in one tap.
const COMMON: usize = 4;

/// A practice game of any kind, replayed.
pub enum AnyPractice {
    Blue(Practice<BlueGame>),
    Orange(Practice<OrangeGame>),
    Full(Practice<FullGame>),
}

/// Runs `$body` with `$p` bound to the practice game of whatever kind.
macro_rules! with_practice {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            AnyPractice::Blue($p) => $body,
            AnyPractice::Orange($p) => $body,
            AnyPractice::Full($p) => $body,
        }
    };
}

impl AnyPractice {
    pub fn replay(saved: &SavedPractice<Modern>) -> Result<AnyPractice, PracticeError> {
        let setup = saved.setup.clone();
        Ok(match setup.kind {
            GameKind::Blue => AnyPractice::Blue(Practice::replay(setup, &saved.moves)?),
            GameKind::Orange => AnyPractice::Orange(Practice::replay(setup, &saved.moves)?),
            GameKind::Full => AnyPractice::Full(Practice::replay(setup, &saved.moves)?),
        })
    }

    pub fn new(
        setup: papillon_core::practice::PracticeSetup,
    ) -> Result<AnyPractice, PracticeError> {
        Ok(match setup.kind {
            GameKind::Blue => AnyPractice::Blue(Practice::new(setup)?),
            GameKind::Orange => AnyPractice::Orange(Practice::new(setup)?),
            GameKind::Full => AnyPractice::Full(Practice::new(setup)?),
        })
    }

    pub fn moves(&self) -> &[PracticeMove] {
        with_practice!(self, p => p.moves())
    }

    pub fn to_play(&self) -> Option<(usize, SeatPlayer)> {
        with_practice!(self, p => p.to_play())
    }

    pub fn can_take_back(&self) -> bool {
        with_practice!(self, p => p.can_take_back())
    }

    pub fn report(&self) -> Option<papillon_core::ScoreReport> {
        with_practice!(self, p => p.game().report())
    }

    pub fn play(&mut self, seat: usize, action: &str) -> Result<(), PracticeError> {
        with_practice!(self, p => p.play(seat, action).map(|_| ()).map_err(PracticeError::from))
    }

    pub fn play_computer(&mut self) -> Result<(), PracticeError> {
        with_practice!(self, p => p.play_computer().map(|_| ()).map_err(PracticeError::from))
    }

    pub fn take_back(&mut self) -> Result<usize, PracticeError> {
        with_practice!(self, p => {
            let seat = p
                .last_person_move()
                .ok_or(PracticeError::NothingToTakeBack { seat: 0 })?;
            p.take_back(seat)
        })
    }

    pub fn view(&self, saved: &SavedPractice<Modern>, lang: Lang) -> PracticeView {
        with_practice!(self, p => practice_view(saved, p, lang))
    }

    pub fn hint(&self, level: Level) -> Option<HintView> {
        with_practice!(self, p => hint_view(p, level))
    }

    pub fn blue_choice(&self, card: Face, chosen: FaceSet, lang: Lang) -> Option<BlueChoice> {
        with_practice!(self, p => match p.game().position() {
            Position::Blue(state) => Some(blue_choice(state, card, chosen, lang)),
            Position::Orange(_) => None,
        })
    }
}

/// Every move of the game told with its cards, and the faces on the orange layout.
fn history<G: PracticeGame>(
    setup: &papillon_core::practice::PracticeSetup,
    moves: &[PracticeMove],
) -> (Vec<MoveView>, OrangeFaces) {
    let mut log = Vec::with_capacity(moves.len());
    let mut faces = OrangeFaces::default();
    let Ok(start) = Practice::<G>::new(setup.clone()) else {
        return (log, faces);
    };
    let mut game = start.game().clone();
    let mut legal = Vec::new();
    for (i, recorded) in moves.iter().enumerate() {
        game.legal_actions(&mut legal);
        let Some(action) = legal.get(recorded.index as usize).copied() else {
            break;
        };
        let round_move = G::round_move(&action);
        let position = game.position();
        log.push(MoveView {
            number: i as u32 + 1,
            seat: recorded.seat,
            round: round_of(position),
            notation: recorded.action.clone(),
            play: describe(position, round_move),
        });
        game.apply(&action);
        if let (papillon_core::practice::RoundMove::Orange(a), Position::Orange(after)) =
            (round_move, game.position())
        {
            faces.follow(a, after);
        }
    }
    (log, faces)
}

/// The seat whose hand the device shows: the person to play, else the last person who
/// played, else the first person at the table.
fn viewer<G: PracticeGame>(p: &Practice<G>) -> Option<usize> {
    let seats = &p.setup().seats;
    match p.to_play() {
        Some((seat, SeatPlayer::Person)) => Some(seat),
        _ => p
            .moves()
            .iter()
            .rev()
            .map(|m| m.seat)
            .find(|&s| seats.get(s) == Some(&SeatPlayer::Person))
            .or_else(|| seats.iter().position(|s| *s == SeatPlayer::Person)),
    }
}

fn practice_view<G: PracticeGame>(
    saved: &SavedPractice<Modern>,
    p: &Practice<G>,
    lang: Lang,
) -> PracticeView {
    let setup = p.setup();
    let table = p.game().table();
    let (log, faces) = history::<G>(setup, p.moves());
    let to_play = p.to_play().map(|(seat, _)| seat);
    let viewer = viewer(p);
    let names = &table.names;
    let start_roll = papillon_core::practice::start_roll(setup.kind, names.len(), setup.seed)
        .ok()
        .flatten()
        .map(|c| c.map(|s| names.get(*s).cloned().unwrap_or_default()));
    let blue_report = p.game().blue_report();
    PracticeView {
        id: saved.id.0,
        kind: setup.kind,
        status: saved.status,
        replay_of: saved.replay_of.map(|r| r.0),
        // the seed deals every hidden card: it is shown once the game is over
        seed: (saved.status == papillon_store::GameStatus::Finished || p.is_over())
            .then_some(setup.seed),
        options: table.options.clone(),
        seats: seat_views(table, &setup.seats),
        sides: table.teams.named_sides(names),
        start_roll,
        moves: p.moves().len() as u32,
        to_play,
        viewer,
        table: table_view(p.game().position(), viewer, &faces, false, lang),
        log,
        only_move: only_move(p),
        can_take_back: p.can_take_back(),
        blue_report,
        report: p.game().report(),
    }
}

/// The person to play's one legal move, when there is only one.
fn only_move<G: PracticeGame>(p: &Practice<G>) -> Option<String> {
    if !matches!(p.to_play(), Some((_, SeatPlayer::Person))) {
        return None;
    }
    let mut legal = Vec::new();
    p.game().legal_actions(&mut legal);
    match legal.as_slice() {
        [only] => Some(only.to_string()),
        _ => None,
    }
}

/// The table as `viewer` sees it (`review`: every hand shown, no moves offered).
pub(crate) fn table_view(
    position: Position<'_>,
    viewer: Option<usize>,
    faces: &OrangeFaces,
    review: bool,
    lang: Lang,
) -> TableView {
    match position {
        Position::Blue(state) => TableView::Blue(blue_table(state, viewer, review, lang)),
        Position::Orange(state) => TableView::Orange(orange_table(state, viewer, faces, review)),
    }
}

fn blue_points(faces: FaceSet, state: &BlueState) -> i32 {
    let options = papillon_core::RuleOptions {
        trump_numbers: *state.numbers(),
        ..Default::default()
    };
    faces.iter().map(|f| card_points(f, &options).blue).sum()
}

fn blue_option(state: &BlueState, action: BlueAction) -> MoveOption {
    let points = match action {
        BlueAction::Capture(c) => blue_points(c.taken.union(action.played()), state),
        BlueAction::Papillon => blue_points(state.plate().union(action.played()), state),
        BlueAction::Chrysalide => blue_points(action.played(), state),
        BlueAction::Place(_) => 0,
    };
    MoveOption {
        notation: action.to_string(),
        play: blue_play(action, state.plate()),
        points,
    }
}

/// Whether the engine accepts `action` in `state` (tried on a copy), and why not in
/// the player's language.
fn blue_try(state: &BlueState, action: BlueAction, lang: Lang) -> Result<(), String> {
    let mut copy = *state;
    copy.apply_with(&action, &mut |_| {})
        .map_err(|e| crate::referee::blue_reason(lang, &e))
}

fn blue_table(state: &BlueState, viewer: Option<usize>, review: bool, lang: Lang) -> BlueTable {
    let plate = state.plate();
    let my_turn = !review && !state.is_over() && viewer == Some(state.current());
    let hand_cards = match viewer {
        Some(v) if !review => {
            let hand = state.hand(v);
            let space = my_turn.then(|| CaptureSpace::new(plate, hand, state.numbers()));
            hand.iter()
                .map(|face| blue_hand_card(state, space.as_ref(), face, lang))
                .collect()
        }
        _ => Vec::new(),
    };
    BlueTable {
        hand: hand_cards,
        plate: faces(plate),
        players: blue_players(state),
        direction: state.direction(),
        dealer: state.dealer(),
        deal: state.deals_done(),
        deals_left: state.deals_left(),
        chat_noir: state.chat_noir().map(|(p, _)| p),
        hands: review.then(|| (0..state.players()).map(|p| faces(state.hand(p))).collect()),
    }
}

fn blue_hand_card(
    state: &BlueState,
    space: Option<&CaptureSpace>,
    face: Face,
    lang: Lang,
) -> BlueHandCard {
    let Some(space) = space else {
        return BlueHandCard {
            face: face.to_string(),
            captures: 0,
            common: Vec::new(),
            place: None,
            power: None,
            blocked: Some(Blocked::NotYourTurn),
        };
    };
    let mut captures = 0u64;
    let mut best: Vec<MoveOption> = Vec::new();
    let mut looked = 0u64;
    for group in space.groups() {
        let plays_it = group.card == face || group.sign.map(Face::Trump) == Some(face);
        if !plays_it {
            continue;
        }
        captures += space.count(group, None);
        let _ = space.for_each_in(group, None, &mut |c| {
            looked += 1;
            let option = blue_option(state, BlueAction::Capture(c));
            best.push(option);
            best.sort_by(|a, b| {
                b.points
                    .cmp(&a.points)
                    .then_with(|| taken_len(&b.play).cmp(&taken_len(&a.play)))
                    .then_with(|| a.notation.cmp(&b.notation))
            });
            best.truncate(COMMON);
            if looked >= CAPTURE_LOOK {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
    }
    let place = blue_try(state, BlueAction::Place(face), lang)
        .ok()
        .map(|()| blue_option(state, BlueAction::Place(face)));
    let power_action = match face {
        Face::Trump(Trump::Papillon) => Some(BlueAction::Papillon),
        Face::Trump(Trump::Chrysalide) => Some(BlueAction::Chrysalide),
        _ => None,
    };
    let power = power_action
        .filter(|a| blue_try(state, *a, lang).is_ok())
        .map(|a| blue_option(state, a));
    let blocked = (captures == 0 && place.is_none() && power.is_none()).then(|| {
        let mut copy = *state;
        match copy.apply_with(&BlueAction::Place(face), &mut |_| {}) {
            Err(IllegalAction::PapillonPlacedOnCards | IllegalAction::ChrysalidePlacedOnCards) => {
                Blocked::PowerOnly
            }
            Err(IllegalAction::DiscardForbidden { .. }) => Blocked::MustCapture,
            Err(IllegalAction::RoundOver) => Blocked::NotYourTurn,
            _ => Blocked::CannotPlay,
        }
    });
    BlueHandCard {
        face: face.to_string(),
        captures,
        common: best,
        place,
        power,
        blocked,
    }
}

fn taken_len(play: &Play) -> usize {
    match play {
        Play::Capture { taken, .. } | Play::Papillon { taken } => taken.len(),
        _ => 0,
    }
}

/// The plate cards still open to a capture by `card` that takes every chosen card.
fn blue_choice(state: &BlueState, card: Face, chosen: FaceSet, lang: Lang) -> BlueChoice {
    let plate = state.plate();
    let hand = state.hand(state.current());
    let space = CaptureSpace::new(plate, hand, state.numbers());
    let mut open = FaceSet::EMPTY;
    let mut exact = Vec::new();
    let mut looked = 0u64;
    let mut complete = true;
    // the same captures the hand card offers: as the card played, or as the sign
    let plays_it = |g: &&papillon_core::blue::CaptureGroup| {
        g.card == card || g.sign.map(Face::Trump) == Some(card)
    };
    for group in space.groups().iter().filter(plays_it) {
        let flow = space.for_each_in(group, None, &mut |c| {
            looked += 1;
            if chosen.difference(c.taken).is_empty() {
                open = open.union(c.taken.difference(chosen));
                if c.taken == chosen {
                    exact.push(blue_option(state, BlueAction::Capture(c)));
                }
            }
            if looked >= CAPTURE_LOOK {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        if flow.is_break() {
            complete = false;
            break;
        }
    }
    if !complete {
        open = plate.difference(chosen);
    }
    let why_not = (exact.is_empty() && !chosen.is_empty())
        .then(|| {
            blue_try(
                state,
                BlueAction::Capture(papillon_core::blue::Capture {
                    card,
                    sign: None,
                    taken: chosen,
                }),
                lang,
            )
            .err()
        })
        .flatten();
    BlueChoice {
        open: faces(open),
        exact,
        complete,
        why_not,
    }
}

fn orange_table(
    state: &OrangeState,
    viewer: Option<usize>,
    faces: &OrangeFaces,
    review: bool,
) -> OrangeTable {
    let layout = state.layout();
    let plates = state.plate_cards();
    let trumps = state.plate_trumps();
    let over = state.is_over();
    let my_turn = !review && !over && viewer == Some(state.current());
    let legal = if my_turn {
        state.legal_actions()
    } else {
        Vec::new()
    };
    let mut other_moves = Vec::new();
    let mut hand = Vec::new();
    if let (Some(v), false) = (viewer, review) {
        for card in state.hand(v).cards() {
            let moves: Vec<OrangeOption> = legal
                .iter()
                .filter(|a| match a {
                    OrangeAction::Place { card: c, .. } | OrangeAction::Cover { card: c, .. } => {
                        *c == card
                    }
                    _ => false,
                })
                .map(|a| orange_option(*a))
                .collect();
            let blocked = moves.is_empty().then(|| {
                if !my_turn {
                    Blocked::NotYourTurn
                } else {
                    match state.phase() {
                        Phase::Cover => Blocked::CoverFirst,
                        Phase::Attacked { .. } => Blocked::AnswerChatNoir,
                        Phase::Turn { played, .. } if played > 0 => Blocked::NotAsSecondCard,
                        _ => Blocked::FitsNowhere,
                    }
                }
            });
            hand.push(OrangeHandCard {
                card: card.into(),
                moves,
                blocked,
            });
        }
    }
    for a in &legal {
        if matches!(
            a,
            OrangeAction::Keep | OrangeAction::TakeThree | OrangeAction::Draw
        ) {
            other_moves.push(orange_option(*a));
        }
    }
    let tours = papillon_core::sheet::orange_tours(state.players()).unwrap_or(1) as u8;
    let winners = state.tour_winners().to_vec();
    OrangeTable {
        hand,
        other_moves,
        plates: (0..2)
            .map(|p| PlateView {
                card: faces.plates[p].unwrap_or(plates[p]).into(),
                value: layout.plates[p],
                trump: trumps[p],
            })
            .collect(),
        suites: (0..4)
            .map(|s| SuiteView {
                top: faces.suites[s].map(Into::into),
                value: layout.suites[s].top,
                sign: faces.signs[s].map(|f| f.to_string()),
                plate: (s / 2) as u8,
            })
            .collect(),
        centre: faces.centre.map(|f| f.to_string()),
        players: state
            .hands()
            .iter()
            .map(|h| OrangePlayerView {
                orange: h.orange.len(),
                blue: h.blue.len(),
            })
            .collect(),
        pile: state.pile().len(),
        pile_orange: state
            .pile()
            .iter()
            .filter(|c| c.back == papillon_core::Back::Orange)
            .count(),
        stock: state.stock().len(),
        direction: state.direction(),
        tour: (winners.len() as u8 + u8::from(!over)).clamp(1, tours.max(1)),
        tours,
        tour_winners: winners,
        phase: orange_phase(state.phase()),
        hands: review.then(|| {
            state
                .hands()
                .iter()
                .map(|h| h.cards().map(Into::into).collect())
                .collect()
        }),
    }
}

fn orange_option(action: OrangeAction) -> OrangeOption {
    let (slot, declared) = match action {
        OrangeAction::Place { slot, declared, .. } => (Some(slot), declared),
        OrangeAction::Cover {
            plate, declared, ..
        } => (Some(Slot::Plate(plate)), declared),
        _ => (None, None),
    };
    OrangeOption {
        notation: action.to_string(),
        slot,
        declared,
        play: orange_play(action),
    }
}

fn hint_view<G: PracticeGame>(p: &Practice<G>, level: Level) -> Option<HintView> {
    let hint = p.hint(level)?;
    let seat = p.game().current_player()?;
    let position = p.game().position();
    Some(HintView {
        level,
        suggestion: MoveView {
            number: p.moves().len() as u32 + 1,
            seat,
            round: round_of(position),
            notation: hint.action.to_string(),
            play: describe(position, G::round_move(&hint.action)),
        },
        reason: (&hint.reason).into(),
    })
}

/// Step `step` of a finished (or any) game's review: the table after move `step`
/// (step 0: the deal), that move, and — when a person made it — the hard level's
/// choice in the position it was made in, if different.
pub fn review(saved: &SavedPractice<Modern>, step: u32) -> Result<ReviewView, PracticeError> {
    let steps = saved.moves.len() as u32;
    let step = step.min(steps);
    Ok(match saved.setup.kind {
        GameKind::Blue => review_at::<BlueGame>(saved, step)?,
        GameKind::Orange => review_at::<OrangeGame>(saved, step)?,
        GameKind::Full => review_at::<FullGame>(saved, step)?,
    })
}

fn review_at<G: PracticeGame>(
    saved: &SavedPractice<Modern>,
    step: u32,
) -> Result<ReviewView, PracticeError> {
    let steps = saved.moves.len() as u32;
    let (log, _) = history::<G>(&saved.setup, &saved.moves);
    let after = Practice::<G>::replay(saved.setup.clone(), &saved.moves[..step as usize])?;
    let (_, faces) = history::<G>(&saved.setup, after.moves());
    let played = step
        .checked_sub(1)
        .and_then(|i| log.get(i as usize))
        .cloned();
    let by_person = played
        .as_ref()
        .is_some_and(|m| saved.setup.seats.get(m.seat) == Some(&SeatPlayer::Person));
    let preferred = if by_person {
        let before = Practice::<G>::replay(saved.setup.clone(), &saved.moves[..step as usize - 1])?;
        hint_view(&before, Level::Hard).filter(|h| {
            played
                .as_ref()
                .is_some_and(|m| m.notation != h.suggestion.notation)
        })
    } else {
        None
    };
    let (preferred, preferred_reason) = match preferred {
        Some(h) => (Some(h.suggestion), Some(h.reason)),
        None => (None, None),
    };
    Ok(ReviewView {
        step,
        steps,
        table: table_view(after.game().position(), None, &faces, true, Lang::default()),
        to_play: after.to_play().map(|(s, _)| s),
        played,
        preferred,
        preferred_reason,
    })
}
