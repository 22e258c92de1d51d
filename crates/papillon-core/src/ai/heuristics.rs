//! The family's [`Heuristics`] for Papillon's three games: the one-ply scores of
//! [`super::one_ply`], the cheap playout move, and the search's settings (measured in
//! the arena, `docs/ai.md`; the runs in `docs/ai-lab.md`).
//!
//! The playout move is the kit's [`quick_pick`] over a few bit operations: points
//! taken, cards taken, what a discard gives away; in orange, the value shed and the
//! powers' timing.

use game_kit::ai::{BotSettings, Heuristics, quick_pick};
use rand::Rng;

use super::one_ply::{
    blue_scores, next_seat, orange_cost, orange_scores, outcome, papillon_answers,
};
use crate::blue::{BlueAction, BlueState};
use crate::card::{DRAGON, Face, FaceSet, Trump};
use crate::game::full::Stage;
use crate::game::{BlueGame, BlueInfo, FullAction, FullGame, FullInfo, OrangeGame, OrangeInfo};
use crate::options::RuleOptions;
use crate::orange::{OrangeAction, OrangeState, Power, Role};

/// The blue cards worth 10 when captured (the 3s, the Dragon, every trump but the Chat
/// Noir, whose sign depends on how it is taken), as a bit mask.
fn blue_scoring_mask() -> FaceSet {
    Face::all()
        .filter(|f| match f {
            Face::Family(_, rank) => rank.value() == 3 || *f == DRAGON,
            Face::Trump(t) => *t != Trump::ChatNoir,
        })
        .collect()
}

/// Cheap blue move score, in tenths of points.
fn blue_quick(state: &BlueState, mask: FaceSet, action: &BlueAction) -> i32 {
    let chat_noir = Face::Trump(Trump::ChatNoir);
    let (gained, _, cn) = outcome(state.plate(), action);
    let points = 100 * gained.intersection(mask).len() as i32
        + match cn {
            Some(crate::sheet::ChatNoirCapture::Voluntary) => 300,
            Some(crate::sheet::ChatNoirCapture::Involuntary) => -300,
            None => 0,
        }
        + 5 * gained.len() as i32;
    match action {
        // a discard gives its points away, the Chat Noir most of all
        BlueAction::Place(face) => {
            let given = if *face == chat_noir {
                150
            } else if mask.contains(*face) {
                60
            } else {
                0
            };
            points - given
        }
        _ => points,
    }
}

impl Heuristics for BlueGame {
    /// Exploration 0.3 rather than 0.7: at 4 players 0.3 beat flat Monte Carlo at equal
    /// time by +4.7 [0.5, 8.9] (200 deals) where 0.7 did not (−2.6 [−8.0, 2.8], 100
    /// deals).
    const BOT: BotSettings = BotSettings {
        margin_scale: 40.0,
        hard_iterations: 2_000,
        exploration: 0.3,
        paired_root: false,
        hard_horizon: None,
        expert_horizon: None,
    };

    fn greedy_scores(info: &BlueInfo, legal: &[BlueAction]) -> Vec<f64> {
        blue_scores(&info.view, &info.table.options, legal)
    }

    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[BlueAction], rng: &mut R) -> BlueAction {
        rollout_blue(&self.state, legal, rng)
    }
}

fn rollout_blue<R: Rng + ?Sized>(
    state: &BlueState,
    legal: &[BlueAction],
    rng: &mut R,
) -> BlueAction {
    let mask = blue_scoring_mask();
    quick_pick(legal, rng, |a| blue_quick(state, mask, a))
}

/// Cheap orange move score, in quarter points of hand value.
fn orange_quick(
    state: &OrangeState,
    options: &RuleOptions,
    partner_next: bool,
    action: &OrangeAction,
) -> i32 {
    match *action {
        OrangeAction::Place { card, .. } => {
            let mut score = orange_cost(card.face, options) * 4;
            match Role::of(card.face, state.numbers()) {
                Role::Power(Power::Papillon) => {
                    score += if papillon_answers(state.phase()) {
                        200
                    } else {
                        -150
                    }
                }
                Role::Power(Power::ChatNoir) => score += if partner_next { -40 } else { 60 },
                _ => {}
            }
            score
        }
        OrangeAction::Cover { card, .. } => orange_cost(card.face, options) * 4 + 50,
        OrangeAction::Keep => 0,
        OrangeAction::TakeThree => -100,
        OrangeAction::Draw => -200,
    }
}

fn rollout_orange<R: Rng + ?Sized>(
    state: &OrangeState,
    table: &crate::game::Table,
    legal: &[OrangeAction],
    rng: &mut R,
) -> OrangeAction {
    let seat = state.current();
    let next = next_seat(seat, state.players(), state.direction());
    let partner_next = table.teams.are_partners(seat, next) && seat != next;
    let options = &table.options;
    quick_pick(legal, rng, |a| {
        orange_quick(state, options, partner_next, a)
    })
}

impl Heuristics for OrangeGame {
    const BOT: BotSettings = BotSettings {
        margin_scale: 30.0,
        hard_iterations: 2_000,
        exploration: 0.7,
        paired_root: false,
        hard_horizon: None,
        expert_horizon: None,
    };

    fn greedy_scores(info: &OrangeInfo, legal: &[OrangeAction]) -> Vec<f64> {
        orange_scores(&info.view(), legal)
    }

    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[OrangeAction], rng: &mut R) -> OrangeAction {
        rollout_orange(&self.state, &self.table, legal, rng)
    }
}

/// The blue actions of a full game's list (all of them during the blue round).
fn blue_actions(legal: &[FullAction]) -> Vec<BlueAction> {
    legal
        .iter()
        .filter_map(|a| match a {
            FullAction::Blue(b) => Some(*b),
            FullAction::Orange(_) => None,
        })
        .collect()
}

/// The orange actions of a full game's list (all of them during the orange round).
fn orange_actions(legal: &[FullAction]) -> Vec<OrangeAction> {
    legal
        .iter()
        .filter_map(|a| match a {
            FullAction::Orange(o) => Some(*o),
            FullAction::Blue(_) => None,
        })
        .collect()
}

impl Heuristics for FullGame {
    const BOT: BotSettings = BotSettings {
        margin_scale: 50.0,
        hard_iterations: 1_000,
        exploration: 0.7,
        paired_root: false,
        hard_horizon: None,
        expert_horizon: None,
    };

    fn greedy_scores(info: &FullInfo, legal: &[FullAction]) -> Vec<f64> {
        match info {
            FullInfo::Blue(i) => BlueGame::greedy_scores(i, &blue_actions(legal)),
            FullInfo::Orange(i) => OrangeGame::greedy_scores(i, &orange_actions(legal)),
        }
    }

    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[FullAction], rng: &mut R) -> FullAction {
        match &self.stage {
            Stage::Blue { state, .. } => {
                let mask = blue_scoring_mask();
                quick_pick(legal, rng, |a| match a {
                    FullAction::Blue(b) => blue_quick(state, mask, b),
                    FullAction::Orange(_) => i32::MIN,
                })
            }
            Stage::Orange { state, .. } => {
                let seat = state.current();
                let next = next_seat(seat, state.players(), state.direction());
                let partner_next = self.table.teams.are_partners(seat, next) && seat != next;
                let options = &self.table.options;
                quick_pick(legal, rng, |a| match a {
                    FullAction::Orange(o) => orange_quick(state, options, partner_next, o),
                    FullAction::Blue(_) => i32::MIN,
                })
            }
        }
    }
}
