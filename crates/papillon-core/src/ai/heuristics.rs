//! The family's [`Heuristics`] for Papillon's three games: the one-ply scores of
//! [`super::one_ply`], the cheap playout move, and the search's settings (measured in
//! the arena, `docs/ai.md`; the runs in `docs/lab/ai.md`).
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
use crate::game::score::BlueResult;
use crate::game::{
    BlueGame, BlueInfo, FullAction, FullGame, FullInfo, OrangeGame, OrangeInfo, Table,
};
use crate::options::{CouteauSuisseRoll, RuleOptions};
use crate::orange::{OrangeAction, OrangeState, Power, Role};
use crate::scoring::{
    BLUE_CARD_POINTS, TOUR_POINTS, orange_hand_value, pays_tour_points, pile_points,
};
use crate::sheet::PAPILLON_DRAW;

/// The blue cards worth 10 when captured (the 3s, the Dragon, every trump but the Chat
/// Noir, whose sign depends on how it is taken), as a bit mask.
pub(super) fn blue_scoring_mask() -> FaceSet {
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
    /// 5522, then judged by runs declared on fresh seeds (`docs/lab/ai.md`, "the blue
    /// round's horizon"; the figures in `docs/ai.md`). Exploration 0.3 as before.
    const BOT: BotSettings = BotSettings {
        margin_scale: 40.0,
        hard_iterations: 4_500,
        exploration: 0.3,
        paired_root: false,
        hard_horizon: Some(16),
        expert_horizon: Some(16),
        expert_reads: false,
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

    fn learned_estimate(&self) -> Option<Returns> {
        Some(blue_learned_estimate(&self.state, &self.table))
    }
}

/// Cards out of the hands so far (the plate, the piles, and what was left unclaimed):
/// grows by one with every card played, and is public (hand sizes are).
pub(super) fn blue_cards_played(state: &BlueState) -> u32 {
    let piles: usize = (0..state.players()).map(|p| state.pile(p).len()).sum();
    (piles + state.plate().len() + state.unclaimed().len()) as u32
}

/// What each seat can expect of a blue round cut short: its side's points for the cards
/// captured so far (the scorer's own [`pile_points`]), and the most-cards bonus to the
/// side ahead on cards, shared on a tie. Cards still in play are left out: in a margin,
/// equal chances of them cancel.
fn blue_estimate(state: &BlueState, table: &Table) -> Returns {
    let sides = blue_side_points(|p| state.pile(p), state.chat_noir(), table);
    seat_returns(&sides, state.players(), table)
}

/// [`blue_estimate`] with each side's expected rest of the round added, by the value
/// learned from self-play ([`super::value`]).
fn blue_learned_estimate(state: &BlueState, table: &Table) -> Returns {
    let mut sides = blue_side_points(|p| state.pile(p), state.chat_noir(), table);
    let rest = super::value::blue_value(state, table);
    for (points, rest) in sides.iter_mut().zip(rest) {
        *points += rest.round() as i32;
    }
    seat_returns(&sides, state.players(), table)
}

/// Each side's blue points for the piles given (one per seat), the most-cards bonus to
/// the side ahead on cards, shared on a tie (consolation and roll-off aside).
fn blue_side_points(
    pile_of: impl Fn(usize) -> FaceSet,
    chat_noir: Option<(usize, crate::sheet::ChatNoirCapture)>,
    table: &Table,
) -> [i32; MAX_SEATS] {
    let sides = table.teams.sides();
    let mut points = [0i32; MAX_SEATS];
    let mut counts = [0usize; MAX_SEATS];
    for (s, members) in sides.iter().enumerate().take(MAX_SEATS) {
        let mut pile = FaceSet::EMPTY;
        let mut capture = None;
        for &p in members {
            pile = pile.union(pile_of(p));
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
    points
}

/// Each seat's return: its side's points.
fn seat_returns(side_points: &[i32; MAX_SEATS], players: usize, table: &Table) -> Returns {
    let mut out = [0; MAX_SEATS];
    for (seat, r) in out.iter_mut().enumerate().take(players) {
        *r = side_points[table.side_of(seat).min(MAX_SEATS - 1)];
    }
    out
}

/// The most cards the blue draw pile of an orange round holds: the blue deck and at
/// most two face-down orange cards (docs/rules.md §6.2).
const ORANGE_PILE_MOST: usize = crate::card::DECK_SIZE + 2;

/// What a card left in hand would cost at the end of an orange round, in the mean
/// (docs/rules.md §7.3–7.6): its hand value; the Couteau Suisse its mean roll (7 for two
/// dice, 3.5 rounded up for one); the Papillon its own value and the three cards it
/// draws from what is left of the pile, about 6 each (the blue deck's mean hand value
/// is 5.5).
fn orange_end_cost(face: Face, options: &RuleOptions, pile: usize) -> i32 {
    match face {
        Face::Trump(Trump::CouteauSuisse) => match options.couteau_suisse_roll {
            CouteauSuisseRoll::TwoDice => 7,
            CouteauSuisseRoll::OneDie => 4,
        },
        Face::Trump(Trump::Papillon) => {
            orange_hand_value(face, options) + 6 * PAPILLON_DRAW.min(pile) as i32
        }
        _ => orange_hand_value(face, options),
    }
}

/// Cards placed on the table and drawn from the pile so far in an orange round: grows by
/// one with every card placed and with every card drawn (a Draw, Take three, a Chat
/// Noir's or a Papillon's draws), and is public (the table and the pile's size are).
fn orange_progress(state: &OrangeState) -> u32 {
    (state.table().len() + ORANGE_PILE_MOST.saturating_sub(state.pile().len())) as u32
}

/// What each side would pay if an orange round stopped now (docs/rules.md §7): the tour
/// points of the tours ended so far (an ended tour that is not the round's end is an
/// intermediate one, +20; partners spared under `spared`), and the cards in hand at
/// what they cost at the end in the mean ([`orange_end_cost`]).
fn orange_side_costs(state: &OrangeState, table: &Table) -> [i32; MAX_SEATS] {
    let mut costs = [0i32; MAX_SEATS];
    for p in 0..state.players() {
        let tours = state
            .tour_winners()
            .iter()
            .filter(|&&w| pays_tour_points(w, p, &table.teams, &table.options))
            .count() as i32;
        let hand = state.hand(p);
        // (a face can be held twice, with an orange back and a blue one)
        let in_hand: i32 = hand
            .orange
            .iter()
            .chain(hand.blue.iter())
            .map(|f| orange_end_cost(f, &table.options, state.pile().len()))
            .sum();
        costs[table.side_of(p).min(MAX_SEATS - 1)] += TOUR_POINTS * tours + in_hand;
    }
    costs
}

/// What each seat can expect of an orange round cut short: the blue round's points when
/// it was played (as [`blue_side_points`] counts them), less what the orange round
/// would cost each side now ([`orange_side_costs`]).
fn orange_estimate(state: &OrangeState, blue: Option<&BlueResult>, table: &Table) -> Returns {
    let mut sides = match blue {
        Some(b) => blue_side_points(|p| b.piles[p], b.chat_noir, table),
        None => [0; MAX_SEATS],
    };
    let costs = orange_side_costs(state, table);
    for (s, c) in sides.iter_mut().zip(costs) {
        *s -= c;
    }
    seat_returns(&sides, state.players(), table)
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
    /// Playouts cut once more than 16 cards have been placed or drawn past the position,
    /// and scored by [`orange_estimate`] (issue 37, session 20): an iteration costs about
    /// a third, so `hard` searches 6,000 in the time 2,000 full-length ones took.
    /// Screened at 4 players on seeds 6618, 66116 and 66132 (horizons 8, 16 and 32 at
    /// 2,000 iterations against the former `hard`: 16 was best) and 6641 (6,000 at
    /// horizon 16 against `flat-mc:2300`, equal time), then judged by runs declared on
    /// fresh seeds (`docs/lab/ai.md`, "the orange round's horizon").
    const BOT: BotSettings = BotSettings {
        margin_scale: 30.0,
        hard_iterations: 6_000,
        exploration: 0.7,
        paired_root: false,
        hard_horizon: Some(16),
        expert_horizon: Some(16),
        expert_reads: false,
    };

    fn greedy_scores(info: &OrangeInfo, legal: &[OrangeAction]) -> Vec<f64> {
        orange_scores(&info.view(), legal)
    }

    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[OrangeAction], rng: &mut R) -> OrangeAction {
        rollout_orange(&self.state, &self.table, legal, rng)
    }

    fn stage(&self) -> u32 {
        orange_progress(&self.state)
    }

    fn estimate(&self) -> Option<Returns> {
        Some(orange_estimate(
            &self.state,
            self.blue.as_ref(),
            &self.table,
        ))
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
    /// Playouts cut once more than 16 cards have been played, placed or drawn past the
    /// position (`stage`, below), and scored by the estimate below (issue 37, session
    /// 21): `hard` searches 4,000 iterations in the time 1,000 full-length ones took.
    /// Screened at 4 players on seeds 6811 (against the former `hard`, +32.6 [+18.4, +46.8]) and
    /// 6813 (against `flat-mc:1050`, equal time, +37.8 [+22.1, +53.6]), then judged by
    /// runs declared on fresh seeds (`docs/lab/ai.md`, "the full game's horizon").
    const BOT: BotSettings = BotSettings {
        margin_scale: 50.0,
        hard_iterations: 4_000,
        exploration: 0.7,
        paired_root: false,
        hard_horizon: Some(16),
        expert_horizon: Some(16),
        expert_reads: false,
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

    /// The blue round's cards played, then, past them all, the orange round's cards
    /// placed and drawn ([`orange_progress`]): it grows with every move of the game.
    fn stage(&self) -> u32 {
        match &self.stage {
            Stage::Blue { state, .. } => blue_cards_played(state),
            Stage::Orange { state, .. } => BLUE_DECK + orange_progress(state),
        }
    }

    /// During the blue round, the blue round's estimate (the orange round to come is
    /// the same for every side); during the orange round, the blue round's points less
    /// what the orange round would cost now. The blue part leaves out the consolation
    /// and a most-cards roll-off, which the game's end counts, and a cut soon after the
    /// orange deal charges a pair two dealt hands against one: approximations the
    /// screening above measured through, not the scorer's result.
    fn estimate(&self) -> Option<Returns> {
        match &self.stage {
            Stage::Blue { state, .. } => Some(blue_estimate(state, &self.table)),
            Stage::Orange { blue, state } => Some(orange_estimate(state, Some(blue), &self.table)),
        }
    }

    /// During the blue round, the blue round's learned estimate; the orange round has
    /// no learned value.
    fn learned_estimate(&self) -> Option<Returns> {
        match &self.stage {
            Stage::Blue { state, .. } => Some(blue_learned_estimate(state, &self.table)),
            Stage::Orange { .. } => self.estimate(),
        }
    }
}

/// The blue deck: no blue round plays more cards.
const BLUE_DECK: u32 = crate::card::DECK_SIZE as u32;

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

    /// Over seeded random orange rounds at 2 to 5 players: the stage grows by the cards
    /// each move places or draws (a placement and a draw always move one), and at the end what the estimate charges each
    /// side is the scorer's orange points for it, once the last tour's +30 replaces its
    /// +20, and but for the Couteau Suisse and the Papillon left in hand (the scorer
    /// rolls and draws for them; the estimate takes their means).
    #[test]
    fn the_orange_estimate_is_the_scorers_points_so_far() {
        let mut rng = game_kit::rng::GameRng::seed_from_u64(38);
        let mut legal = Vec::new();
        let chance = |f: Face| matches!(f, Face::Trump(Trump::CouteauSuisse | Trump::Papillon));
        for seed in 0..160u64 {
            let players = 2 + (seed % 4) as usize;
            let table = OrangeGame::default_setup(players).expect("table");
            let mut game = OrangeGame::new_game(table, seed).expect("game");
            while !game.is_over() {
                let before = game.stage();
                let (placed, pile) = (game.state.table().len(), game.state.pile().len());
                game.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len())];
                game.apply(&action);
                let moved = game.state.table().len() - placed + (pile - game.state.pile().len());
                assert_eq!(
                    game.stage(),
                    before + moved as u32,
                    "seed {seed}: {action:?}"
                );
                // (Keep moves no card; Take three on an empty pile draws none)
                if matches!(
                    action,
                    OrangeAction::Place { .. } | OrangeAction::Cover { .. } | OrangeAction::Draw
                ) {
                    assert!(
                        game.stage() > before,
                        "seed {seed}: {action:?} moved nothing"
                    );
                }
            }
            let costs = orange_side_costs(&game.state, &game.table);
            let estimate = game.estimate().expect("estimate");
            for (seat, e) in estimate.iter().enumerate().take(players) {
                assert_eq!(
                    *e,
                    -costs[game.table.side_of(seat)],
                    "seed {seed}, seat {seat}"
                );
            }
            // the estimate's account, with the scorer's last tour and without the chance
            let mut expected = costs;
            let end = game.state.end().expect("an ended round says how");
            if end.last_tour_listed() {
                let last = *game.state.tour_winners().last().expect("a last tour");
                for p in (0..players).filter(|&p| p != last) {
                    expected[game.table.side_of(p)] +=
                        crate::scoring::LAST_TOUR_POINTS - TOUR_POINTS;
                }
            }
            for p in 0..players {
                let h = game.state.hand(p);
                for f in h.orange.iter().chain(h.blue.iter()).filter(|&f| chance(f)) {
                    expected[game.table.side_of(p)] -=
                        orange_end_cost(f, &game.table.options, game.state.pile().len());
                }
            }
            let report = game.report().expect("report");
            for (s, side) in report.sides.iter().enumerate() {
                let scored: i32 = side
                    .orange_items
                    .iter()
                    .filter(|i| match i.kind {
                        ItemKind::CouteauSuisse { .. } | ItemKind::PapillonDraw { .. } => false,
                        ItemKind::HandCard { card } => !chance(card),
                        _ => true,
                    })
                    .map(|i| i.points)
                    .sum();
                assert_eq!(expected[s], scored, "seed {seed}, side {s} ({end:?})");
            }
        }
    }

    /// The full game's stage grows through both rounds: the orange round's first stage
    /// is past every blue one.
    #[test]
    fn the_full_games_stage_grows_through_both_rounds() {
        let mut rng = game_kit::rng::GameRng::seed_from_u64(39);
        let mut legal = Vec::new();
        for seed in 0..12u64 {
            let players = 2 + (seed % 4) as usize;
            let table = FullGame::default_setup(players).expect("table");
            let mut game = FullGame::new_game(table, seed).expect("game");
            while !game.is_over() {
                let before = game.stage();
                game.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len())];
                game.apply(&action);
                assert!(game.stage() >= before, "seed {seed}: {action:?}");
                assert!(game.estimate().is_some(), "seed {seed}");
            }
        }
    }
}
