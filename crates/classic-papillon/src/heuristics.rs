//! The family's [`Heuristics`]: the one-ply scores of `medium`, the cheap playout move
//! of the search, and the search's settings (measured: `docs/rules.md, part II (the 18th-century Papillon)`
//! cites the arena).
//!
//! One-ply scores are in counters of margin (what the move gains over the mean of the
//! other players): the bonuses earned now, minus what the move is likely to hand to
//! the next player (a Sautenelle on what is left, aces left lying), minus the cards left
//! in hand that could not capture on the table left (each a counter paid if the player
//! has to reveal), plus a little per card taken (die Blätter), plus the pot when the
//! capture empties the hand first in the last round.

use game_kit::Returns;
use game_kit::ai::{BotSettings, Heuristics, quick_pick};
use rand::Rng;

use crate::action::Action;
use crate::bonus::CaptureBonuses;
use crate::capture;
use crate::card::{CardSet, Rank};
use crate::inference;
use crate::state::ClassicGame;
use crate::view::ClassicInfo;

/// Weight of a card taken (die Blätter pay one from each to the most cards).
const CARD_TAKEN: f64 = 0.08;
/// Chance an ace left on the table is taken by someone else before it comes back.
const ACE_LEFT: f64 = 0.35;
/// Cost of a hand card that cannot capture on the table left, outside and in the last
/// round (where a reveal also loses the game and its pot).
const STUCK: f64 = 0.25;
const STUCK_LAST_ROUND: f64 = 0.6;

impl Heuristics for ClassicGame {
    /// Measured in the arena at three players on duplicate deals (margins in counters per
    /// game, 95% intervals; `examples/classic_arena.rs`):
    ///
    /// - against `medium` (800 deals, seed 11): 150 iterations +1.4, 500 +1.8, 1,500
    ///   +2.1, 4,000 and 5,000 +2.1; exploration 0.35 to 1.0 alike (1.4 worse); margin
    ///   scale 6 or 15 alike; playouts by this cheap score, without its Sautenelle term,
    ///   with an ace term, or uniform, all within ±0.6 (all with full playouts).
    /// - against flat Monte Carlo given the same time (1,800 uniform playouts; 3,000
    ///   deals, seed 2026), the margin scale decides: 6 −0.43 [−0.71, −0.14], 30 −0.21
    ///   [−0.49, +0.08], 100 +0.08 [−0.20, +0.36] (at 100, exploration 0.1 −0.27, 0.3
    ///   −0.05, 0.7 +0.08). The arena and the players count counters linearly; a nearly
    ///   linear reward (scale 100, where a game's margins of ±10 stay in the straight
    ///   part of tanh) makes the search maximise the same thing, and exploration 0.7
    ///   spreads the iterations over the root moves as evenly as flat Monte Carlo does.
    /// - paired root evaluation (`paired_root`, every root move on the same deal) does not
    ///   help, so it stays off: against flat Monte Carlo, 1,800 playouts, 3,000 deals, seed
    ///   2026, paired 1,500 iterations −0.26 [−0.54, +0.02] (exploration 0.1 −0.33, 0.25
    ///   −0.20; uniform playouts −0.26, half uniform −0.23); paired 3,000 against 3,000
    ///   playouts +0.15 [−0.18, +0.49] (2,000 deals, seed 7); paired 6,000 against paired
    ///   1,500 −0.22 [−0.59, +0.14] (1,500 deals, seed 4041). See `docs/lab/ai.md`.
    /// - `expert` over the former `hard` (1,500 iterations, full playouts): four times the
    ///   iterations alone tie it (+0.02 [−0.26, +0.29], 3,000 deals, seed 6060); with
    ///   playouts cut one deal past the position and determinizations read from the
    ///   others' captures (`crate::inference`), +0.33 [+0.18, +0.48] (10,000 deals, seed
    ///   8080) and at 4 players +0.19 [+0.10, +0.27] (30,000 deals, seed 8084).
    /// - why that `hard` tied flat Monte Carlo: its playouts ran to the end of the game,
    ///   so every later deal's luck was in every playout, and the choice cannot change
    ///   it. Cut one deal past the position (`hard_horizon`), 1,500 iterations beat flat
    ///   Monte Carlo at equal time by +0.25 [+0.13, +0.38] (16,000 deals, seed 9640); but
    ///   then `expert` (four times the iterations and the reading) no longer beat `hard`:
    ///   +0.05 [−0.07, +0.18] (10,000 deals, seed 9650); beyond 1,500 iterations more
    ///   were worth nothing measurable (seed 9610).
    /// - so `hard` is 500 iterations with a horizon of one deal, and `expert` 2,000 with
    ///   the horizon and the reading (runs declared before they ran, 3 players): `hard`
    ///   beats flat Monte Carlo at equal time (300 playouts, which had 10% more time) by
    ///   +0.51 [+0.37, +0.64] (16,000 deals, seed 9710), `expert` beats `hard` by +0.24
    ///   [+0.13, +0.36] (16,000 deals, seed 9720), `hard` beats `medium` by +2.38
    ///   [+2.09, +2.68] (3,000 deals, seed 9730); at 4 players +0.34 [+0.20, +0.48]
    ///   against flat Monte Carlo at equal time (340 playouts, seed 9741), +0.15 [+0.04,
    ///   +0.26] for `expert` (20,000 deals, seed 9750), +2.22 [+1.90, +2.54] against
    ///   `medium` (seed 9760); against the former `hard`, −0.11 [−0.31, +0.09] (seed
    ///   9770). Over every move, forced ones included, `hard` takes 3 ms at p95 and
    ///   `expert` 16 ms (release, two arena threads on two cores).
    const BOT: BotSettings = BotSettings {
        margin_scale: 100.0,
        hard_iterations: 500,
        exploration: 0.7,
        paired_root: false,
        hard_horizon: Some(1),
        expert_horizon: Some(1),
        expert_reads: true,
    };

    fn greedy_scores(info: &ClassicInfo, legal: &[Action]) -> Vec<f64> {
        let game = info.game();
        let seat = info.seat();
        legal.iter().map(|a| one_ply(game, seat, a)).collect()
    }

    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[Action], rng: &mut R) -> Action {
        quick_pick(legal, rng, |a| quick_score(self, a))
    }

    /// The deals made: a search with a horizon stops its playouts at a new deal.
    fn stage(&self) -> u32 {
        self.deal_number()
    }

    /// Each player's counters won or lost so far in this game. The pot is left out: who
    /// takes it is open until the last round, and equal chances of it cancel in a margin
    /// (a reveal's k counters into the pot cost the revealer k of margin either way).
    fn estimate(&self) -> Option<Returns> {
        Some(self.counters_won())
    }
}

/// The playout score: ten per counter of bonus, one per card taken, less for leaving a
/// single card (a Sautenelle for the next player).
fn quick_score(game: &ClassicGame, action: &Action) -> i32 {
    match *action {
        Action::Capture { card, taken } => inference::score(
            card,
            taken,
            game.table,
            game.last_round(),
            &game.setup.options,
        ),
        Action::Reveal => 0,
    }
}

/// The one-ply score of `action` for `seat`, from what `seat` can see of `game`.
pub fn one_ply(game: &ClassicGame, seat: usize, action: &Action) -> f64 {
    let n = game.players() as f64;
    let options = game.options();
    let last_round = game.last_round();
    let hand = game.hand(seat);
    let (mut score, table_after, hand_after) = match *action {
        Action::Reveal => {
            let aces = hand.intersection(CardSet::aces()).len() as f64;
            let cards = hand.len() as f64;
            (aces * n - cards, game.table().union(hand), CardSet::EMPTY)
        }
        Action::Capture { card, taken } => {
            let bonuses = CaptureBonuses::of_cards(card, taken, game.table());
            let each = f64::from(bonuses.each(last_round, options));
            let mut hand_after = hand;
            hand_after.remove(card);
            let gained = taken.len() as f64 + 1.0;
            let mut s = each * n + gained * CARD_TAKEN * f64::from(game.multiplier());
            if last_round && hand_after.is_empty() && game.winner().is_none() {
                // first out: the game and its pot
                s += f64::from(game.pot()) * n / (n - 1.0);
            }
            (s, game.table().difference(taken), hand_after)
        }
    };
    let unseen = game.unseen_by(seat);
    if let Some(next) = next_holder(game, seat, hand_after, seat).filter(|&s| s != seat) {
        let h = game.hand(next).len();
        if !table_after.is_empty() {
            // a Sautenelle for the next player: one from each, and the player after must reveal
            let p = chance_holds(unseen, clearing_ranks(table_after, game), h);
            score -= p * n / (n - 1.0);
            let after = next_holder(game, seat, hand_after, next);
            if after == Some(seat) {
                score -= p * hand_after.len() as f64;
            }
        }
        let aces_left = table_after.intersection(CardSet::aces()).len() as f64;
        score -= aces_left * ACE_LEFT * n / (n - 1.0);
    }
    let stuck = if last_round { STUCK_LAST_ROUND } else { STUCK };
    if !hand_after.is_empty() {
        let free = capture::distinct_ranks(hand_after)
            .iter()
            .filter(|&c| capture::can_capture(CardSet::single(c), table_after, options))
            .map(|c| hand_after.count_rank(c.rank()))
            .sum::<usize>();
        score -= stuck * (hand_after.len() - free) as f64;
    }
    score
}

/// The next seat after `from` that holds cards once `seat` holds `seat_hand`.
fn next_holder(game: &ClassicGame, seat: usize, seat_hand: CardSet, from: usize) -> Option<usize> {
    let n = game.players();
    (1..=n).map(|k| (from + k) % n).find(|&s| {
        if s == seat {
            !seat_hand.is_empty()
        } else {
            !game.hand(s).is_empty()
        }
    })
}

/// The ranks whose card would take every card of `table` at once.
fn clearing_ranks(table: CardSet, game: &ClassicGame) -> Vec<Rank> {
    let mut cards = table.iter();
    let first = cards.next();
    if let (Some(only), None) = (first, cards.next()) {
        return vec![only.rank()];
    }
    if !table.intersection(CardSet::faces()).is_empty() {
        return Vec::new();
    }
    let sum = capture::sum_of(table);
    Rank::all()
        .filter(|&r| u32::from(game.options().sum_value(r)) == sum)
        .collect()
}

/// The chance that `h` cards drawn from `unseen` include one of `ranks`.
fn chance_holds(unseen: CardSet, ranks: Vec<Rank>, h: usize) -> f64 {
    let total = unseen.len();
    let k: usize = ranks.iter().map(|&r| unseen.count_rank(r)).sum();
    if k == 0 || total == 0 {
        return 0.0;
    }
    let mut miss = 1.0;
    for i in 0..h.min(total) {
        let pool = (total - i) as f64;
        miss *= ((total - k).saturating_sub(i)) as f64 / pool;
    }
    1.0 - miss
}
