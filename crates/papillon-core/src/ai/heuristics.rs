//! The family's [`Heuristics`] for Papillon's three games: the one-ply scores of
//! [`super::one_ply`], the cheap playout move, and the search's settings (measured in
//! the arena, `docs/ai.md`; the runs in `docs/ai-lab.md`).
//!
//! The playout move is the kit's [`quick_pick`] over a few bit operations: points
//! taken, cards taken, what a discard gives away; in orange, the value shed and the
//! powers' timing.

use game_kit::ai::{BotSettings, Heuristics, quick_pick};
use game_kit::game::{MAX_SEATS, Returns};
use rand::Rng;

use super::one_ply::{
    blue_scores, next_seat, orange_cost, orange_scores, outcome, papillon_answers,
};
use crate::blue::{BlueAction, BlueState};
use crate::card::{DRAGON, Face, FaceSet, Trump};
use crate::game::full::Stage;
use crate::game::{
    BlueGame, BlueInfo, FullAction, FullGame, FullInfo, OrangeGame, OrangeInfo, Table,
};
use crate::options::RuleOptions;
use crate::orange::{OrangeAction, OrangeState, Power, Role};
use crate::scoring::{BLUE_CARD_POINTS, pile_points};

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
    /// Playouts cut once more than 16 cards have been played past the position, and
    /// scored by [`blue_estimate`] (issue 37): an iteration costs a little under half,
    /// so `hard` searches 4,500 in the time 2,000 full-length ones took. Screened on
    /// seeds 5514, 5518, 55116, 55132 (horizons 4, 8, 16 and 32: 16 was best), 5521 and
    /// 5522, then judged by runs declared on fresh seeds (`docs/ai-lab.md`, "the blue
    /// round's horizon"; the figures in `docs/ai.md`). Exploration 0.3 as before.
    const BOT: BotSettings = BotSettings {
        margin_scale: 40.0,
        hard_iterations: 4_500,
        exploration: 0.3,
        paired_root: false,
        hard_horizon: Some(16),
        expert_horizon: Some(16),
    };

    fn greedy_scores(info: &BlueInfo, legal: &[BlueAction]) -> Vec<f64> {
        blue_scores(&info.view, &info.table.options, legal)
    }

    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[BlueAction], rng: &mut R) -> BlueAction {
        rollout_blue(&self.state, legal, rng)
    }

    fn stage(&self) -> u32 {
        blue_cards_played(&self.state)
    }

    fn estimate(&self) -> Option<Returns> {
        Some(blue_estimate(&self.state, &self.table))
    }
}

/// Cards out of the hands so far (the plate, the piles, and what was left unclaimed):
/// grows by one with every card played, and is public (hand sizes are).
fn blue_cards_played(state: &BlueState) -> u32 {
    let piles: usize = (0..state.players()).map(|p| state.pile(p).len()).sum();
    (piles + state.plate().len() + state.unclaimed().len()) as u32
}

/// What each seat can expect of a blue round cut short: its side's points for the cards
/// captured so far (the scorer's own [`pile_points`]), and the most-cards bonus to the
/// side ahead on cards, shared on a tie. Cards still in play are left out: in a margin,
/// equal chances of them cancel.
fn blue_estimate(state: &BlueState, table: &Table) -> Returns {
    let sides = table.teams.sides();
    let mut points = [0i32; MAX_SEATS];
    let mut counts = [0usize; MAX_SEATS];
    let chat_noir = state.chat_noir();
    for (s, members) in sides.iter().enumerate().take(MAX_SEATS) {
        let mut pile = FaceSet::EMPTY;
        let mut capture = None;
        for &p in members {
            pile = pile.union(state.pile(p));
            if let Some((q, c)) = chat_noir
                && q == p
            {
                capture = Some(c);
            }
        }
        points[s] = pile_points(pile, capture, &table.options);
        counts[s] = pile.len();
    }
    let best = counts.iter().copied().max().unwrap_or(0);
    if best > 0 {
        let ahead = counts.iter().filter(|&&c| c == best).count() as i32;
        for (s, c) in counts.iter().enumerate() {
            if *c == best {
                points[s] += BLUE_CARD_POINTS / ahead;
            }
        }
    }
    let mut out = [0; MAX_SEATS];
    for (seat, r) in out.iter_mut().enumerate().take(state.players()) {
        *r = points[table.side_of(seat).min(MAX_SEATS - 1)];
    }
    out
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

    /// The blue round's cards played; the orange round is one stage past them all, where
    /// no playout stops (nothing estimates it yet). No level cuts the full game's
    /// playouts: a playout that crossed into the orange round before its cut would be
    /// scored on both rounds while the others are scored on blue alone (`hN` in the
    /// arena only).
    fn stage(&self) -> u32 {
        match &self.stage {
            Stage::Blue { state, .. } => blue_cards_played(state),
            Stage::Orange { .. } => u32::MAX,
        }
    }

    /// During the blue round, the blue round's estimate: the orange round to come is
    /// the same for every side.
    fn estimate(&self) -> Option<Returns> {
        match &self.stage {
            Stage::Blue { state, .. } => Some(blue_estimate(state, &self.table)),
            Stage::Orange { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use game_kit::game::{Game, NewGame};
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::game::PapillonGame;
    use crate::scoring::ItemKind;

    /// Over seeded random rounds at 2 to 5 players: the stage grows by the cards each
    /// move plays from the hand, the estimate starts at 0, and at the end it is the scorer's own blue
    /// points of each side (consolation aside; most cards when no roll-off decided it).
    #[test]
    fn the_blue_estimate_is_the_scorers_points_so_far() {
        let mut rng = game_kit::rng::GameRng::seed_from_u64(37);
        let mut legal = Vec::new();
        let mut checked = 0;
        for seed in 0..120u64 {
            let players = 2 + (seed % 4) as usize;
            let table = BlueGame::default_setup(players).expect("table");
            let mut game = BlueGame::new_game(table, seed).expect("game");
            assert_eq!(game.estimate(), Some([0; MAX_SEATS]), "seed {seed}");
            while !game.is_over() {
                let before = game.stage();
                game.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len())];
                game.apply(&action);
                let played = action.played().len() as u32;
                assert!(played >= 1, "seed {seed}: a move plays a card");
                assert_eq!(game.stage(), before + played, "seed {seed}: {action:?}");
            }
            let report = game.report().expect("report");
            let estimate = game.estimate().expect("estimate");
            let rolled_off = report.sides.iter().any(|s| {
                s.blue_items
                    .iter()
                    .any(|i| matches!(i.kind, ItemKind::MostCards { rolloff: true, .. }))
            });
            if rolled_off {
                continue;
            }
            checked += 1;
            for (seat, expected) in estimate.iter().enumerate().take(players) {
                let side = &report.sides[game.table.side_of(seat)];
                let scored: i32 = side
                    .blue_items
                    .iter()
                    .filter(|i| {
                        !matches!(
                            i.kind,
                            ItemKind::ConsolationReceived { .. } | ItemKind::ConsolationPaid { .. }
                        )
                    })
                    .map(|i| i.points)
                    .sum();
                assert_eq!(*expected, scored, "seed {seed}, seat {seat}");
            }
        }
        assert!(
            checked >= 100,
            "only {checked} rounds ended without a roll-off"
        );
    }
}
