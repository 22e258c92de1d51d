//! A ten-card capture game of a page, to prove that a game gets the family's AI,
//! arena, simulator and test helpers by implementing four traits, with no AI code of
//! its own.
//!
//! The rules of *Ten*: two copies of the values 1 to 5. Two or three players get three
//! cards each, dealt one at a time, two go face up on the table, the rest is the talon. In turn, a player
//! plays a card from hand: if a table card has the same value, the player takes both
//! (a point each), else the card stays on the table. When every hand is empty, the
//! talon deals again, as far as it goes. The game ends when no card is left in hand;
//! the table stays where it is. Most points wins.

use std::fmt;

use game_kit::agreement::{self, AgreementConfig};
use game_kit::ai::{
    AiKind, BotSettings, Heuristics, IsmctsConfig, Level, Reason, hint, ismcts, quick_pick,
};
use game_kit::arena::{self, ArenaConfig};
use game_kit::simulate::{self, Simulation};
use game_kit::testing::{perft, random_sim};
use game_kit::{Game, InfoState, MAX_SEATS, NewGame, Returns, seeded_rng};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::Serialize;

const DECK: [u8; 10] = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5];
const HAND: usize = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
struct Play(u8);

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "play {}", self.0)
    }
}

#[derive(Debug, thiserror::Error)]
#[error("{0} is not in the hand")]
struct NotInHand(u8);

#[derive(Debug, thiserror::Error)]
#[error("Ten is played by 2 or 3, not {0}")]
struct BadTable(usize);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Ten {
    hands: Vec<Vec<u8>>,
    table: Vec<u8>,
    talon: Vec<u8>,
    piles: Vec<u8>,
    /// The values taken so far, once per pair (captures are made face up).
    captured: Vec<u8>,
    current: usize,
}

impl Ten {
    /// Up to three cards each, one at a time round the table.
    fn deal_round(&mut self) {
        for _ in 0..HAND {
            for hand in &mut self.hands {
                if let Some(card) = self.talon.pop() {
                    hand.push(card);
                }
            }
        }
    }
}

impl Game for Ten {
    type Action = Play;
    type Error = NotInHand;
    type Info = TenInfo;

    fn players(&self) -> usize {
        self.hands.len()
    }
    fn side_of(&self, seat: usize) -> usize {
        seat
    }
    fn current_player(&self) -> Option<usize> {
        (!self.hands[self.current].is_empty()).then_some(self.current)
    }
    fn legal_actions(&self, out: &mut Vec<Play>) {
        out.clear();
        if self.current_player().is_some() {
            let mut values = self.hands[self.current].clone();
            values.sort_unstable();
            values.dedup();
            out.extend(values.into_iter().map(Play));
        }
    }
    fn apply(&mut self, action: &Play) {
        let hand = &mut self.hands[self.current];
        let Some(i) = hand.iter().position(|&c| c == action.0) else {
            return;
        };
        hand.swap_remove(i);
        match self.table.iter().position(|&c| c == action.0) {
            Some(j) => {
                self.table.swap_remove(j);
                self.piles[self.current] += 2;
                self.captured.push(action.0);
            }
            None => self.table.push(action.0),
        }
        self.current = (self.current + 1) % self.hands.len();
        if self.hands.iter().all(Vec::is_empty) {
            self.deal_round();
        }
    }
    fn try_apply(&mut self, action: &Play) -> Result<(), NotInHand> {
        if self.current_player().is_none() || !self.hands[self.current].contains(&action.0) {
            return Err(NotInHand(action.0));
        }
        self.apply(action);
        Ok(())
    }
    fn returns(&self) -> Option<Returns> {
        if self.current_player().is_some() {
            return None;
        }
        let mut out = [0; MAX_SEATS];
        for (seat, &points) in self.piles.iter().enumerate() {
            out[seat] = i32::from(points);
        }
        Some(out)
    }
    fn info(&self, seat: usize) -> TenInfo {
        TenInfo {
            seat,
            hand: self.hands[seat].clone(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            table: self.table.clone(),
            talon: self.talon.len(),
            piles: self.piles.clone(),
            captured: self.captured.clone(),
            current: self.current_player(),
        }
    }
    fn check_invariants(&self) -> Result<(), String> {
        let mut all: Vec<u8> = self.hands.iter().flatten().copied().collect();
        all.extend(&self.table);
        all.extend(&self.talon);
        let captured: usize = self.piles.iter().map(|&p| usize::from(p)).sum();
        if all.len() + captured != DECK.len() {
            return Err(format!(
                "{} cards in play and {captured} captured",
                all.len()
            ));
        }
        for v in 1..=5u8 {
            let taken = 2 * self.captured.iter().filter(|&&c| c == v).count();
            if all.iter().filter(|&&c| c == v).count() + taken != 2 {
                return Err(format!("value {v} is not in exactly two places"));
            }
        }
        Ok(())
    }
}

/// What one seat sees: its hand, the table, counts.
#[derive(Debug, Clone)]
struct TenInfo {
    seat: usize,
    hand: Vec<u8>,
    hand_sizes: Vec<usize>,
    table: Vec<u8>,
    talon: usize,
    piles: Vec<u8>,
    captured: Vec<u8>,
    current: Option<usize>,
}

impl InfoState for TenInfo {
    type Game = Ten;
    fn seat(&self) -> usize {
        self.seat
    }
    fn players(&self) -> usize {
        self.hand_sizes.len()
    }
    fn side_of(&self, seat: usize) -> usize {
        seat
    }
    fn current_player(&self) -> Option<usize> {
        self.current
    }
    fn legal_actions(&self, out: &mut Vec<Play>) {
        out.clear();
        if self.current == Some(self.seat) {
            let mut values = self.hand.clone();
            values.sort_unstable();
            values.dedup();
            out.extend(values.into_iter().map(Play));
        }
    }
    fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> Ten {
        // the unseen cards: the deck less this seat's hand, the table and the pairs taken
        let mut unseen: Vec<u8> = DECK.to_vec();
        for &c in self.hand.iter().chain(&self.table) {
            if let Some(i) = unseen.iter().position(|&u| u == c) {
                unseen.swap_remove(i);
            }
        }
        unseen.retain(|c| !self.captured.contains(c));
        unseen.shuffle(rng);
        let hands = self
            .hand_sizes
            .iter()
            .enumerate()
            .map(|(seat, &size)| {
                if seat == self.seat {
                    self.hand.clone()
                } else {
                    (0..size).filter_map(|_| unseen.pop()).collect()
                }
            })
            .collect();
        let talon = (0..self.talon).filter_map(|_| unseen.pop()).collect();
        Ten {
            hands,
            table: self.table.clone(),
            talon,
            piles: self.piles.clone(),
            captured: self.captured.clone(),
            current: self.current.unwrap_or(self.seat),
        }
    }
}

impl NewGame for Ten {
    type Setup = usize;
    type SetupError = BadTable;
    const NAME: &'static str = "ten";
    fn default_setup(players: usize) -> Result<usize, BadTable> {
        if (2..=3).contains(&players) {
            Ok(players)
        } else {
            Err(BadTable(players))
        }
    }
    fn new_game(players: usize, seed: u64) -> Result<Ten, BadTable> {
        Ten::default_setup(players)?;
        let mut talon = DECK.to_vec();
        talon.shuffle(&mut seeded_rng(seed));
        let table = talon.split_off(talon.len() - 2);
        let mut game = Ten {
            hands: vec![Vec::new(); players],
            table,
            talon,
            piles: vec![0; players],
            captured: Vec::new(),
            current: 0,
        };
        game.deal_round();
        Ok(game)
    }
}

/// The game's only AI code: what a move is worth at a glance.
fn glance(table: &[u8], card: u8) -> i32 {
    if table.contains(&card) { 2 } else { 0 }
}

impl Heuristics for Ten {
    const BOT: BotSettings = BotSettings {
        margin_scale: 2.0,
        hard_iterations: 300,
        exploration: 0.7,
        paired_root: false,
        hard_horizon: None,
        expert_horizon: None,
        expert_reads: false,
    };
    fn greedy_scores(info: &TenInfo, legal: &[Play]) -> Vec<f64> {
        legal
            .iter()
            .map(|p| f64::from(glance(&info.table, p.0)))
            .collect()
    }
    fn rollout_action<R: Rng + ?Sized>(&self, legal: &[Play], rng: &mut R) -> Play {
        quick_pick(legal, rng, |p| glance(&self.table, p.0))
    }
    /// The cards dealt so far: it grows at each deal (by the cards dealt).
    fn stage(&self) -> u32 {
        (DECK.len() - self.talon.len()) as u32
    }
    fn estimate(&self) -> Option<Returns> {
        ESTIMATES.with(|n| n.set(n.get() + 1));
        let mut out = [0; MAX_SEATS];
        for (seat, &points) in self.piles.iter().enumerate() {
            out[seat] = i32::from(points);
        }
        Some(out)
    }
}

thread_local! {
    /// How often a search asked `Ten` for an estimate (the horizon test).
    static ESTIMATES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

#[test]
fn random_games_keep_every_card_in_one_place() {
    for seed in 0..300 {
        for players in 2..=3 {
            let mut game = Ten::new_game(players, seed).expect("2 or 3 players");
            let moves = random_sim(&mut game, &mut seeded_rng(seed), 100)
                .unwrap_or_else(|e| panic!("seed {seed}, {players} players: {e}"));
            // 2 players: 4 on the table at the start, 8 in hands over two deals (3 + 1 each);
            // 3 players: 9 dealt then the last card
            assert_eq!(moves, 8, "seed {seed}, {players} players");
            let total: i32 = game.returns().expect("over")[..players].iter().sum();
            assert!(
                total % 2 == 0 && total <= 10,
                "points come in pairs: {total}"
            );
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let a = Ten::new_game(2, 7).expect("deal");
    let b = Ten::new_game(2, 7).expect("deal");
    assert_eq!(a, b);
    assert_ne!(a, Ten::new_game(2, 8).expect("deal"));
}

#[test]
fn perft_counts_distinct_values_in_hand() {
    let game = Ten::new_game(2, 3).expect("deal");
    let mut first = game.hands[0].clone();
    first.sort_unstable();
    first.dedup();
    assert_eq!(perft(&game, 1), first.len() as u64);
    let mut second = game.hands[1].clone();
    second.sort_unstable();
    second.dedup();
    assert_eq!(perft(&game, 2), (first.len() * second.len()) as u64);
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut game = Ten::new_game(2, 1).expect("deal");
    let before = game.clone();
    let missing = (1..=5)
        .find(|v| !game.hands[0].contains(v))
        .expect("3 cards of 5 values");
    assert!(game.try_apply(&Play(missing)).is_err());
    assert_eq!(game, before);
}

#[test]
fn hard_beats_random_in_the_arena_without_ai_code_of_its_own() {
    let report = arena::run::<Ten>(&ArenaConfig {
        players: 2,
        deals: 60,
        ais: vec![
            ("hard".into(), AiKind::Hard),
            ("random".into(), AiKind::Random),
        ],
        seed: 11,
        threads: 1,
    })
    .expect("arena");
    assert_eq!(report.game, "ten");
    assert_eq!(report.games, 120, "each deal played from both seats");
    let hard = &report.ais[0];
    assert!(
        hard.margin.ci95[0] > 0.0,
        "hard's margin: {:?}",
        hard.margin
    );
    assert!(hard.win_rate.mean > 0.5, "{:?}", hard.win_rate);
}

#[test]
fn paired_root_search_plays_every_root_move_on_each_deal_and_beats_random() {
    let paired: AiKind = "ismcts:300:0.7:margin:paired".parse().expect("a name");
    assert_eq!(paired.to_string(), "ismcts:300:0.7:margin:paired");
    let config = paired.ismcts::<Ten>().expect("a search");
    assert!(config.paired_root);
    for seed in 0..20 {
        let game = Ten::new_game(2, seed).expect("deal");
        let info = game.info(0);
        let mut legal = Vec::new();
        info.legal_actions(&mut legal);
        if legal.len() < 2 {
            continue;
        }
        let result =
            ismcts::search::<Ten, _>(&info, &config, &mut seeded_rng(seed)).expect("a move");
        let k = legal.len() as u32;
        // whole rounds: one iteration per root action and determinization
        assert_eq!(result.iterations % k, 0, "{result:?}");
        assert!(result.iterations >= 300 && result.iterations < 300 + k);
        assert_eq!(result.stats.len(), legal.len());
        assert!(
            result
                .stats
                .iter()
                .all(|s| s.visits == result.iterations / k)
        );
        // equal visits: the best mean reward first, and it is the choice
        assert!(
            result
                .stats
                .windows(2)
                .all(|w| w[0].mean_reward >= w[1].mean_reward)
        );
        assert_eq!(result.action, result.stats[0].action);
        let again = ismcts::search::<Ten, _>(&info, &config, &mut seeded_rng(seed));
        assert_eq!(again.as_ref(), Some(&result), "reproducible from the seed");
    }
    let report = arena::run::<Ten>(&ArenaConfig {
        players: 2,
        deals: 60,
        ais: vec![("paired".into(), paired), ("random".into(), AiKind::Random)],
        seed: 11,
        threads: 1,
    })
    .expect("arena");
    assert!(
        report.ais[0].margin.ci95[0] > 0.0,
        "paired search's margin: {:?}",
        report.ais[0].margin
    );
}

#[test]
fn a_horizon_stops_playouts_at_the_next_deal_and_the_search_still_beats_random() {
    let horizon: AiKind = "ismcts:300:0.7:h0".parse().expect("a name");
    assert_eq!(horizon.to_string(), "ismcts:300:0.7:margin:h0");
    let config = horizon.ismcts::<Ten>().expect("a search");
    assert_eq!(config.horizon, Some(0));
    let (mut first_deal, mut last_deal) = (0, 0);
    for seed in 0..20 {
        // 2 players: 6 cards dealt, 2 on the table, 2 left for a second deal
        let game = Ten::new_game(2, seed).expect("deal");
        let info = game.info(0);
        let mut legal = Vec::new();
        info.legal_actions(&mut legal);
        if legal.len() < 2 {
            continue;
        }
        ESTIMATES.with(|n| n.set(0));
        let result = ismcts::search::<Ten, _>(&info, &config, &mut seeded_rng(seed));
        assert!(legal.contains(&result.expect("a move").action));
        first_deal += ESTIMATES.with(|n| n.get());
        // without a horizon the game is played out and never estimated
        ESTIMATES.with(|n| n.set(0));
        let full = IsmctsConfig {
            horizon: None,
            ..config
        };
        ismcts::search::<Ten, _>(&info, &full, &mut seeded_rng(seed)).expect("a move");
        assert_eq!(ESTIMATES.with(|n| n.get()), 0);
        // in the last deal nothing is left to cut: every playout reaches the end
        let mut late = game.clone();
        while late.current_player().is_some() && !late.talon.is_empty() {
            let mut moves = Vec::new();
            late.legal_actions(&mut moves);
            late.apply(&moves[0]);
        }
        if let Some(seat) = late.current_player() {
            ESTIMATES.with(|n| n.set(0));
            ismcts::search::<Ten, _>(&late.info(seat), &config, &mut seeded_rng(seed));
            last_deal += ESTIMATES.with(|n| n.get());
        }
    }
    assert!(first_deal > 0, "playouts stopped at the second deal");
    assert_eq!(last_deal, 0, "no stage beyond the last deal");
    let report = arena::run::<Ten>(&ArenaConfig {
        players: 2,
        deals: 60,
        ais: vec![
            ("horizon".into(), horizon),
            ("random".into(), AiKind::Random),
        ],
        seed: 11,
        threads: 1,
    })
    .expect("arena");
    assert!(
        report.ais[0].margin.ci95[0] > 0.0,
        "the horizon search's margin: {:?}",
        report.ais[0].margin
    );
}

#[test]
fn a_margin_scale_of_its_own_sets_the_search_reward() {
    // the toy game's own scale is 2: tanh bends the reward of most margins
    let linear: AiKind = "ismcts:300:0.01:s1000000".parse().expect("a name");
    assert_eq!(linear.to_string(), "ismcts:300:0.01:margin:s1000000");
    let config = linear.ismcts::<Ten>().expect("a search");
    assert_eq!(config.margin_scale, Some(1_000_000.0));
    let own = IsmctsConfig {
        margin_scale: None,
        ..config
    };
    // with a huge scale the reward is linear in the margin: its mean is the mean
    // margin's reward; with the game's scale of 2 it is not
    let linear_reward = |margin: f64| 0.5 + 0.5 * margin / 1_000_000.0;
    let (mut checked, mut bent) = (0, 0);
    for seed in 0..20 {
        let game = Ten::new_game(3, seed).expect("deal");
        let info = game.info(0);
        let result = ismcts::search::<Ten, _>(&info, &config, &mut seeded_rng(seed));
        for stat in result.expect("a move").stats {
            if stat.visits > 0 {
                checked += 1;
                assert!((stat.mean_reward - linear_reward(stat.mean_margin)).abs() < 1e-6);
            }
        }
        let result = ismcts::search::<Ten, _>(&info, &own, &mut seeded_rng(seed));
        for stat in result.expect("a move").stats {
            if stat.visits > 0 && (stat.mean_reward - linear_reward(stat.mean_margin)).abs() > 1e-3
            {
                bent += 1;
            }
        }
    }
    assert!(checked > 20, "{checked} root moves searched");
    assert!(bent > 0, "the game's own scale bends the reward");
}

#[test]
fn the_agreement_study_judges_choices_on_the_true_deal_whatever_the_threads() {
    let config = |threads| AgreementConfig {
        players: 3,
        decisions: 80,
        oracle: 30,
        seed: 5,
        threads,
        mover: AiKind::Hard,
        ais: ["hard", "random", "hard"]
            .iter()
            .map(|n| (n.to_string(), n.parse().expect("a name")))
            .collect(),
    };
    let one = agreement::run::<Ten>(&config(1)).expect("a study");
    let two = agreement::run::<Ten>(&config(2)).expect("a study");
    // whole games in order: the same decisions and figures on any number of threads
    assert_eq!(format!("{one}"), format!("{two}"));
    assert!(one.decisions >= 80 && one.games > 0);
    assert!(one.moves_per_decision >= 2.0);
    assert_eq!(one.pairs.len(), 3, "every pair once");
    let regret = |name: &str| {
        one.regret
            .iter()
            .find(|(n, _)| n == name)
            .expect("listed")
            .1
            .mean
    };
    assert!(regret("hard") < regret("random"), "{one}");
    // the search against a uniform choice: it differs often and is better
    let against_random = &one.pairs[0];
    assert!(against_random.differ > 0.3, "{one}");
    assert!(against_random.first_better.ci95[0] > 0.0, "{one}");
    let none = agreement::run::<Ten>(&AgreementConfig {
        ais: Vec::new(),
        ..config(1)
    });
    assert_eq!(none.err(), Some(agreement::AgreementError::NoAis));
    let unjudged = agreement::run::<Ten>(&AgreementConfig {
        oracle: 0,
        ..config(1)
    });
    assert_eq!(unjudged.err(), Some(agreement::AgreementError::NoOracle));
    // an example's settings: the defaults where its environment says nothing
    let defaults = AgreementConfig::from_env("TOY_GAME_UNSET_PREFIX", 3, 30, "hard, random")
        .expect("known names");
    assert_eq!((defaults.players, defaults.oracle), (3, 30));
    assert_eq!(
        (defaults.decisions, defaults.seed, defaults.threads),
        (1000, 1, 1)
    );
    assert_eq!(defaults.ais[1], ("random".to_string(), AiKind::Random));
    assert!(AgreementConfig::from_env("TOY_GAME_UNSET_PREFIX", 3, 30, "hard,nobody").is_err());
}

#[test]
fn flat_monte_carlo_plays_out_with_the_policy_when_asked() {
    use game_kit::ai::{Budget, flat_mc};
    // the same samples and generator: only the playouts' moves differ
    let (mut differ, mut same_visits) = (0, 0);
    for seed in 0..10 {
        let game = Ten::new_game(3, seed).expect("deal");
        let info = game.info(0);
        let run = |policy| {
            flat_mc::search::<Ten, _>(
                &info,
                Budget::Iterations(60),
                256,
                policy,
                &mut seeded_rng(seed),
            )
            .expect("a move")
        };
        let (uniform, policy) = (run(false), run(true));
        let changed = uniform.stats.iter().any(|u| {
            let p = policy.stats.iter().find(|p| p.action == u.action);
            p.map(|p| p.mean_margin) != Some(u.mean_margin)
        });
        if changed {
            differ += 1;
        }
        if uniform.iterations == policy.iterations {
            same_visits += 1;
        }
    }
    assert_eq!(same_visits, 10, "the same budget either way");
    assert!(
        differ >= 5,
        "the policy's playouts score the moves differently: {differ}"
    );
}

#[test]
fn a_ladder_of_three_gets_a_bradley_terry_table() {
    let report = arena::run::<Ten>(&ArenaConfig {
        players: 2,
        deals: 10,
        ais: vec![
            ("medium".into(), AiKind::Greedy),
            ("random".into(), AiKind::Random),
            (
                "flat".into(),
                AiKind::FlatMcWith {
                    playouts: 200,
                    policy: false,
                },
            ),
        ],
        seed: 5,
        threads: 2,
    })
    .expect("arena");
    let elo = report.elo.expect("three AIs");
    assert_eq!(elo.len(), 3);
    assert!(
        elo.iter().map(|r| r.elo).sum::<f64>().abs() < 1e-6,
        "mean 0"
    );
}

#[test]
fn simulation_is_reproducible_and_counts_every_game() {
    let sim = Simulation {
        games: 400,
        seed: 9,
        ais: vec![AiKind::Greedy, AiKind::Random],
    };
    let a = simulate::run::<Ten>(&sim, &2).expect("simulate");
    assert_eq!(a, simulate::run::<Ten>(&sim, &2).expect("simulate"));
    assert_eq!(a.game, "ten");
    assert_eq!(a.actions, 400 * 8);
    assert!(
        a.seats.iter().map(|s| s.wins).sum::<u64>() >= 400,
        "every game has a winner"
    );
    // the second seat plays last and sees more: greedy must beat random from both seats
    let b = simulate::run::<Ten>(
        &Simulation {
            ais: vec![AiKind::Random, AiKind::Greedy],
            ..sim
        },
        &2,
    )
    .expect("simulate");
    let greedy = a.seats[0].average_score + b.seats[1].average_score;
    let random = a.seats[1].average_score + b.seats[0].average_score;
    assert!(greedy > random, "greedy {greedy}, random {random}");
}

#[test]
fn a_hint_says_why() {
    // find a position where a capture is on offer and another move is not
    for seed in 0..100 {
        let game = Ten::new_game(2, seed).expect("deal");
        let info = game.info(0);
        let mut legal = Vec::new();
        info.legal_actions(&mut legal);
        let captures: Vec<Play> = legal
            .iter()
            .copied()
            .filter(|p| game.table.contains(&p.0))
            .collect();
        if legal.len() < 2 || captures.is_empty() {
            continue;
        }
        let medium = hint::<Ten>(Level::Medium, &info, seed).expect("my turn");
        assert!(
            captures.contains(&medium.action),
            "medium captures: {medium:?}"
        );
        assert!(matches!(medium.reason, Reason::OnePly { score, .. } if score == 2.0));
        let hard = hint::<Ten>(Level::Hard, &info, seed).expect("my turn");
        assert!(
            matches!(
                hard.reason,
                Reason::Search {
                    iterations: 300,
                    ..
                }
            ),
            "{hard:?}"
        );
        assert!(legal.contains(&hard.action), "{hard:?}");
        return;
    }
    panic!("no position with a capture and another move in 100 deals");
}

#[test]
fn a_bad_table_is_a_typed_error() {
    assert!(Ten::new_game(4, 0).is_err());
    let err = arena::run::<Ten>(&ArenaConfig {
        players: 5,
        deals: 1,
        ais: vec![("a".into(), AiKind::Random), ("b".into(), AiKind::Random)],
        seed: 0,
        threads: 1,
    })
    .expect_err("5 players");
    assert!(err.to_string().contains("2 or 3"), "{err}");
}

#[test]
fn the_learned_value_defaults_to_the_estimate_and_only_a_reached_widening_changes_the_search() {
    let value: AiKind = "ismcts:300:0.7:h0:value:w5".parse().expect("a name");
    assert_eq!(value.to_string(), "ismcts:300:0.7:margin:h0:value:w5");
    let config = value.ismcts::<Ten>().expect("a search");
    assert!(config.learned_value);
    assert_eq!(config.widening, Some(0.5));
    let plain = IsmctsConfig {
        learned_value: false,
        widening: None,
        ..config
    };
    let (mut same_value, mut narrowed, mut cuts) = (0, 0, 0);
    for seed in 0..20 {
        // 2 players: a second deal to cut at
        let game = Ten::new_game(2, seed).expect("deal");
        let info = game.info(0);
        let search = |c: &IsmctsConfig| ismcts::search::<Ten, _>(&info, c, &mut seeded_rng(seed));
        let base = search(&plain);
        // the toy game has no learned value: its estimate scores the cut either way
        ESTIMATES.with(|n| n.set(0));
        let learned = search(&IsmctsConfig {
            widening: None,
            ..config
        });
        cuts += ESTIMATES.with(|n| n.get());
        same_value += usize::from(learned == base);
        // a widening no node reaches changes nothing; a narrow one changes the search
        let wide = search(&IsmctsConfig {
            widening: Some(1e9),
            ..plain
        });
        assert_eq!(wide, base, "seed {seed}");
        let narrow = search(&IsmctsConfig {
            widening: Some(0.5),
            ..plain
        })
        .expect("a move");
        let mut legal = Vec::new();
        info.legal_actions(&mut legal);
        assert!(legal.contains(&narrow.action));
        narrowed += usize::from(Some(&narrow) != base.as_ref());
    }
    assert_eq!(same_value, 20);
    assert!(cuts > 0, "the learned value's search cut its playouts");
    assert!(narrowed > 0, "widening changed no search");
}
