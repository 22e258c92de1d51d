//! The orange round's independent oracle: a brute-force move generator written from the
//! rules text (docs/rules.md §6.4–6.15, the orange part of shared/RULES.md §4), which
//! the engine's legal actions — and its check of any one action — are held to, as
//! `blue_perft.rs` holds the blue round.
//!
//! The oracle reads a position through the state's public accessors only (the phase,
//! the hand, the plate cards, the suites' tops and signs, the size of the draw pile,
//! the house rules) and never calls the engine's placement code (`placements`,
//! `check_place`, `can_place`, `Role`, `Sign::allows`) or its legal-move generator. It
//! enumerates every candidate play of every hand card (both backs) on every place —
//! the two plate cards, the four suites, the four sign slots, the centre — with every
//! Couteau Suisse value (and a value on cards that take none), every cover of every
//! plate card with every card, `keep`, `take-three` and `draw`, and keeps those the
//! text allows. Then, over seeded random rounds of 2 to 5 players under varied house
//! rules (some 4,000 positions: covers, Chat Noir attacks, draws, second cards, kept
//! plate trumps, hands holding a face twice…) and at the start of 400 random deals:
//!
//! - the engine's legal actions are exactly the oracle's (no duplicate, none missing,
//!   none extra), and never empty before the end;
//! - the engine's `check` accepts every candidate the oracle keeps and refuses every
//!   other one;
//! - perft counts from fixed positions, pinned, are the oracle's own counts (the oracle
//!   chooses the moves, the engine only applies them).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests fail loudly

use papillon_core::card::{Card, Face, Trump};
use papillon_core::dice::seeded_rng;
use papillon_core::options::{ChatNoirAnswer, RuleOptions, TrumpNumbers};
use papillon_core::orange::{
    OrangeAction, OrangeConfig, OrangeRound, OrangeState, Phase, Sign, Slot,
};
use rand::RngExt;

/// The highest value a Couteau Suisse may be declared as: "Il remplace n'importe quelle
/// carte de 0 à 11 mais jamais un atout" (§6.9).
const COUTEAU_MAX: u8 = 11;

/// Every place on the table (§6.4): plate cards 1–2, suites 1–4, sign slots 1–4, the
/// centre.
const PLACES: [Slot; 11] = [
    Slot::Plate(0),
    Slot::Plate(1),
    Slot::Suite(0),
    Slot::Suite(1),
    Slot::Suite(2),
    Slot::Suite(3),
    Slot::Sign(0),
    Slot::Sign(1),
    Slot::Sign(2),
    Slot::Sign(3),
    Slot::Centre,
];

/// What the rules need of a position, read through the state's accessors.
struct Position {
    phase: Phase,
    hand: Vec<Card>,
    /// The value each plate card stands for, or none (a trump without a number, §6.15).
    plates: [Option<u8>; 2],
    /// The plate cards that are trumps turned up at the deal and not yet covered.
    coverable: [bool; 2],
    /// Each suite's top value (none while empty) and its sign.
    suites: [(Option<u8>, Option<Sign>); 4],
    pile: usize,
    numbers: TrumpNumbers,
    answer: ChatNoirAnswer,
}

/// The number a card is placed as (§6.5): a family card's number; the Yin's and the
/// Yang's printed numbers; no other trump ("of the trumps only the Yin and the Yang
/// are placed as number cards", §1.5).
fn number(face: Face, numbers: &TrumpNumbers) -> Option<u8> {
    match face {
        Face::Family(_, rank) => Some(rank.value()),
        Face::Trump(Trump::Yin) => numbers.yin,
        Face::Trump(Trump::Yang) => numbers.yang,
        Face::Trump(_) => None,
    }
}

fn is_power(face: Face) -> bool {
    matches!(
        face,
        Face::Trump(Trump::ChatNoir | Trump::Chrysalide | Trump::Papillon)
    )
}

fn is_sign(face: Face) -> bool {
    matches!(
        face,
        Face::Trump(Trump::Plus | Trump::Moins | Trump::MultiplierDiviser)
    )
}

const COUTEAU: Face = Face::Trump(Trump::CouteauSuisse);
const PAPILLON: Face = Face::Trump(Trump::Papillon);

impl Position {
    fn read(state: &OrangeState) -> Position {
        let numbers = *state.numbers();
        let layout = state.layout();
        let plate_cards = state.plate_cards();
        let mut plates = [None; 2];
        let mut coverable = [false; 2];
        for p in 0..2 {
            let face = plate_cards[p].face;
            plates[p] = match face {
                // a Couteau Suisse covering a plate trump stands for the value declared
                // then, which only the layout remembers; one turned up stays a trump
                // without a number
                COUTEAU => layout.plates[p],
                _ => number(face, &numbers),
            };
            assert_eq!(
                plates[p],
                layout.plates[p],
                "plate card {} ({face}): its value",
                p + 1
            );
            // §6.15: at the start the first player may cover each trump turned up; a
            // plate card that is a trump and is not a Couteau Suisse covering with a
            // value is one of them
            coverable[p] = state.phase() == Phase::Cover
                && face.trump().is_some()
                && !(face == COUTEAU && plates[p].is_some());
        }
        assert_eq!(coverable, state.plate_trumps(), "the trumps still to cover");
        Position {
            phase: state.phase(),
            hand: state.hand(state.current()).cards().collect(),
            plates,
            coverable,
            suites: layout.suites.map(|s| (s.top, s.sign)),
            pile: state.pile().len(),
            numbers,
            answer: state.chat_noir_answer(),
        }
    }

    fn holds(&self, card: Card) -> bool {
        self.hand.contains(&card)
    }

    fn holds_papillon(&self) -> bool {
        self.hand.iter().any(|c| c.face == PAPILLON)
    }

    /// §6.6–6.7: on a suite "the same value, one more or one less than its top card (than
    /// its plate card while the suite is empty)"; a sign restricts it: Plus "only the
    /// same value or one more", Moins "only the same value or one less",
    /// Multiplier/Diviser "only a multiple or a divisor of the top value" (0 is a
    /// multiple of all, 1 divides all, every number divides 0).
    fn follows(&self, suite: usize, value: u8) -> bool {
        let (top, sign) = self.suites[suite];
        let Some(start) = top.or(self.plates[suite / 2]) else {
            // "A trump without a number left on the plate starts nothing" (§6.15)
            return false;
        };
        let (t, v) = (i32::from(start), i32::from(value));
        match sign {
            None => (v - t).abs() <= 1,
            Some(Sign::Plus) => v == t || v == t + 1,
            Some(Sign::Moins) => v == t || v == t - 1,
            Some(Sign::MultiplierDiviser) => v == 0 || t == 0 || v % t == 0 || t % v == 0,
        }
    }

    /// Whether the rules let `face` go on `slot`, declared as `declared` (§6.6–6.10).
    fn fits(&self, face: Face, slot: Slot, declared: Option<u8>) -> bool {
        // the value a number card or a Couteau Suisse is placed as; only the Couteau
        // Suisse is declared, and only as 0–11 (§6.9)
        let value = if face == COUTEAU {
            match declared {
                Some(v) if v <= COUTEAU_MAX => Some(v),
                _ => return false,
            }
        } else if declared.is_some() {
            return false;
        } else {
            number(face, &self.numbers)
        };
        match slot {
            // §6.10: the power trumps go in the centre
            Slot::Centre => is_power(face),
            // §6.7: a sign goes in any suite's sign slot, covering any earlier sign
            Slot::Sign(s) => s < 4 && is_sign(face),
            // §6.8: the Chenille goes on any suite whatever its top or sign
            Slot::Suite(s) if face == Face::Trump(Trump::Chenille) => s < 4,
            Slot::Suite(s) => s < 4 && value.is_some_and(|v| self.follows(usize::from(s), v)),
            // §6.6: on a plate card only the same value
            Slot::Plate(p) => p < 2 && value.is_some() && self.plates[usize::from(p)] == value,
        }
    }

    /// Whether some card of the hand can go somewhere (§6.11: "if a card can be played
    /// one must be").
    fn can_play(&self) -> bool {
        self.hand.iter().any(|c| {
            PLACES.iter().any(|&slot| {
                declarations(c.face)
                    .into_iter()
                    .any(|d| self.fits(c.face, slot, d))
            })
        })
    }

    /// Whether the rules allow `action` here.
    fn allows(&self, action: &OrangeAction) -> bool {
        match (self.phase, *action) {
            (Phase::Over { .. }, _) => false,
            // §6.15: before the first turn, each trump turned up may be covered "with a
            // number card or a declared Couteau Suisse from the starter's hand", or kept
            (Phase::Cover, OrangeAction::Keep) => true,
            (
                Phase::Cover,
                OrangeAction::Cover {
                    plate,
                    card,
                    declared,
                },
            ) => {
                self.holds(card)
                    && plate < 2
                    && self.coverable[usize::from(plate)]
                    && if card.face == COUTEAU {
                        declared.is_some_and(|v| v <= COUTEAU_MAX)
                    } else {
                        declared.is_none() && number(card.face, &self.numbers).is_some()
                    }
            }
            (Phase::Cover, _) => false,
            // §6.14: the victim answers with the Papillon (the attacker draws 6), or takes
            // three; under the default a victim holding the Papillon must answer with it
            (
                Phase::Attacked { .. },
                OrangeAction::Place {
                    card,
                    slot,
                    declared,
                },
            ) => {
                self.holds(card)
                    && card.face == PAPILLON
                    && slot == Slot::Centre
                    && declared.is_none()
            }
            (Phase::Attacked { .. }, OrangeAction::TakeThree) => {
                !(self.answer == ChatNoirAnswer::Compulsory && self.holds_papillon())
            }
            (Phase::Attacked { .. }, _) => false,
            // §6.11: a turn plays one card at a time, wherever the rules let it go;
            // nothing playable at the start of the turn: draw one, once, if the pile has
            // a card
            (
                Phase::Turn { .. },
                OrangeAction::Place {
                    card,
                    slot,
                    declared,
                },
            ) => self.holds(card) && self.fits(card.face, slot, declared),
            (Phase::Turn { played, drew, .. }, OrangeAction::Draw) => {
                played == 0 && !drew && self.pile > 0 && !self.can_play()
            }
            (Phase::Turn { .. }, _) => false,
        }
    }

    /// Every candidate action: each hand card on each place with each declaration,
    /// each cover of each plate card (a third, missing one too) with each hand card,
    /// `keep`, `take-three`, `draw`.
    fn candidates(&self) -> Vec<OrangeAction> {
        let mut out = vec![
            OrangeAction::Keep,
            OrangeAction::TakeThree,
            OrangeAction::Draw,
        ];
        for &card in &self.hand {
            for declared in declarations(card.face) {
                for slot in PLACES {
                    out.push(OrangeAction::Place {
                        card,
                        slot,
                        declared,
                    });
                }
                for plate in 0..3 {
                    out.push(OrangeAction::Cover {
                        plate,
                        card,
                        declared,
                    });
                }
            }
        }
        out
    }

    /// The oracle's legal actions, sorted.
    fn legal(&self) -> Vec<OrangeAction> {
        let mut legal: Vec<OrangeAction> = self
            .candidates()
            .into_iter()
            .filter(|a| self.allows(a))
            .collect();
        sorted(&mut legal);
        legal
    }
}

/// The declarations tried for a card: every value 0–11 and one too high for the
/// Couteau Suisse; none, and one value (which the rules refuse), for any other card.
fn declarations(face: Face) -> Vec<Option<u8>> {
    if face == COUTEAU {
        (0..=COUTEAU_MAX + 1).map(Some).collect()
    } else {
        vec![None, Some(1)]
    }
}

fn sorted(actions: &mut [OrangeAction]) {
    actions.sort_by_key(|a| format!("{a:?}"));
}

fn engine_legal(state: &OrangeState) -> Vec<OrangeAction> {
    let mut legal = state.legal_actions();
    let count = legal.len();
    sorted(&mut legal);
    legal.dedup();
    assert_eq!(legal.len(), count, "the engine lists an action twice");
    legal
}

/// What was seen, so the test fails if a situation the oracle speaks to never came up.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    cover: usize,
    attacked: usize,
    attacked_holding_papillon: usize,
    papillon_to_hit_back: usize,
    draw: usize,
    after_draw: usize,
    second_card: usize,
    couteau: usize,
    uncovered_plate: usize,
    sign_on_suite: usize,
    two_of_a_face: usize,
}

/// Holds the engine to the oracle at one position; returns nothing, panics with the
/// position on any difference.
fn check_position(state: &OrangeState, what: &str, seen: &mut Seen) {
    let position = Position::read(state);
    let oracle = position.legal();
    let engine = engine_legal(state);
    if oracle != engine {
        let missing: Vec<String> = oracle
            .iter()
            .filter(|a| !engine.contains(a))
            .map(|a| format!("{a} ({a:?})"))
            .collect();
        let extra: Vec<String> = engine
            .iter()
            .filter(|a| !oracle.contains(a))
            .map(|a| format!("{a} ({a:?})"))
            .collect();
        panic!(
            "{what}: the engine's legal actions differ from the rules'\n  phase {:?}\n  layout {:?}\n  hand {:?}\n  missing {missing:?}\n  extra {extra:?}",
            state.phase(),
            state.layout(),
            position.hand,
        );
    }
    assert_eq!(
        oracle.is_empty(),
        state.is_over(),
        "{what}: legal actions exist exactly while the round is not over ({:?})",
        state.phase()
    );
    for candidate in position.candidates() {
        assert_eq!(
            state.check(&candidate).is_ok(),
            position.allows(&candidate),
            "{what}: check({candidate}) against the rules ({candidate:?}), phase {:?}, layout {:?}",
            state.phase(),
            state.layout()
        );
    }
    seen.positions += 1;
    match position.phase {
        Phase::Cover => seen.cover += 1,
        Phase::Attacked { .. } => {
            seen.attacked += 1;
            if position.holds_papillon() {
                seen.attacked_holding_papillon += 1;
            }
        }
        Phase::Turn {
            played,
            drew,
            counter,
        } => {
            if counter.is_some() && position.holds_papillon() {
                seen.papillon_to_hit_back += 1;
            }
            if oracle.contains(&OrangeAction::Draw) {
                seen.draw += 1;
            }
            if drew {
                seen.after_draw += 1;
            }
            if played == 1 {
                seen.second_card += 1;
            }
        }
        Phase::Over { .. } => {}
    }
    if oracle.iter().any(|a| {
        matches!(
            a,
            OrangeAction::Place {
                declared: Some(_),
                ..
            }
        )
    }) {
        seen.couteau += 1;
    }
    if position.plates.contains(&None) && !matches!(position.phase, Phase::Cover) {
        seen.uncovered_plate += 1;
    }
    if position.suites.iter().any(|(_, sign)| sign.is_some()) {
        seen.sign_on_suite += 1;
    }
    let faces: Vec<Face> = position.hand.iter().map(|c| c.face).collect();
    if faces
        .iter()
        .enumerate()
        .any(|(i, f)| faces[..i].contains(f))
    {
        seen.two_of_a_face += 1;
    }
}

/// The house rules of round `k`: the defaults, the victim choosing, the Yin and the
/// Yang without numbers (they cannot be placed), numbers changed (a Yin of 4, a Yang
/// of 30), the Chenille, the Chrysalide and the Papillon numbered (on the table they
/// still act as themselves).
fn options(k: u64) -> RuleOptions {
    let mut options = RuleOptions::default();
    if k % 2 == 1 {
        options.chat_noir_answer = ChatNoirAnswer::VictimChooses;
    }
    match k % 5 {
        1 => {
            options.trump_numbers.yin = None;
            options.trump_numbers.yang = None;
        }
        2 => {
            options.trump_numbers.yin = Some(4);
            options.trump_numbers.yang = Some(30);
        }
        3 => {
            options.trump_numbers.chenille = Some(1);
            options.trump_numbers.chrysalide = Some(0);
            options.trump_numbers.papillon = Some(7);
        }
        _ => {}
    }
    options
}

fn round(players: usize, seed: u64, options: RuleOptions) -> OrangeRound {
    let mut config = OrangeConfig::simple(players, seed).expect("config");
    config.options = options;
    OrangeRound::new(config).expect("deal")
}

/// Along seeded random rounds of every player count and varied house rules, at every
/// position, the engine's legal actions and its check are the rules'.
#[test]
fn the_engine_plays_exactly_what_the_rules_allow_along_random_rounds() {
    let mut seen = Seen::default();
    let mut rng = seeded_rng(2026);
    let mut k = 0u64;
    for players in 2..=5 {
        for seed in 0..10u64 {
            k += 1;
            let mut round = round(players, 1000 * players as u64 + seed, options(k));
            let mut steps = 0;
            loop {
                let what = format!("{players} players, seed {seed}, step {steps}");
                check_position(round.state(), &what, &mut seen);
                if round.is_over() {
                    break;
                }
                let legal = round.legal_actions();
                // keep the plate's trumps half the time, so plate cards that start
                // nothing come up (covering is most of the choices)
                let action = if legal.contains(&OrangeAction::Keep) && rng.random_range(0..2) == 0 {
                    OrangeAction::Keep
                } else {
                    legal[rng.random_range(0..legal.len())]
                };
                round.apply(&action).expect("legal");
                steps += 1;
            }
        }
    }
    eprintln!("{seen:?}");
    assert!(seen.positions >= 1000, "only {} positions", seen.positions);
    for (what, count) in [
        ("the cover at the start", seen.cover),
        ("a Chat Noir attack", seen.attacked),
        (
            "an attack on a Papillon holder",
            seen.attacked_holding_papillon,
        ),
        ("a drawn Papillon to hit back", seen.papillon_to_hit_back),
        ("a draw", seen.draw),
        ("a turn after a draw", seen.after_draw),
        ("a second card", seen.second_card),
        ("a Couteau Suisse to declare", seen.couteau),
        ("a plate card that starts nothing", seen.uncovered_plate),
        ("a sign on a suite", seen.sign_on_suite),
        ("a hand holding a face twice", seen.two_of_a_face),
    ] {
        assert!(count > 0, "{what} never came up: {seen:?}");
    }
}

/// At the start of random deals (the cover, or the first turn), under varied house
/// rules, the engine's legal actions and its check are the rules'.
#[test]
fn the_engine_plays_exactly_what_the_rules_allow_at_the_start_of_deals() {
    let mut seen = Seen::default();
    for seed in 0..400u64 {
        let players = 2 + (seed % 4) as usize;
        let round = round(players, seed, options(seed));
        check_position(
            round.state(),
            &format!("{players} players, seed {seed}, the deal"),
            &mut seen,
        );
    }
    eprintln!("{seen:?}");
    assert_eq!(seen.positions, 400);
    assert!(seen.cover > 50, "{seen:?}");
}

/// Perft with the oracle's moves (the engine only applies them).
fn oracle_perft(state: &OrangeState, depth: u32) -> u64 {
    if depth == 0 || state.is_over() {
        return 1;
    }
    Position::read(state)
        .legal()
        .iter()
        .map(|action| {
            let mut next = state.clone();
            next.apply(action)
                .expect("an action the rules allow is applied by the engine");
            oracle_perft(&next, depth - 1)
        })
        .sum()
}

/// Perft with the engine's own moves.
fn perft(state: &OrangeState, depth: u32) -> u64 {
    if depth == 0 || state.is_over() {
        return 1;
    }
    state
        .legal_actions()
        .iter()
        .map(|action| {
            let mut next = state.clone();
            next.apply_legal(action, &mut |_| {});
            perft(&next, depth - 1)
        })
        .sum()
}

/// Plays the middle legal action `steps` times, to reach a mid-round position.
fn position(players: usize, seed: u64, steps: usize) -> OrangeState {
    let mut round = round(players, seed, RuleOptions::default());
    for _ in 0..steps {
        if round.is_over() {
            break;
        }
        let legal = round.legal_actions();
        round.apply(&legal[legal.len() / 2]).expect("legal");
    }
    round.state().clone()
}

/// (players, seed, steps from the deal): the start of a 2-player deal with a trump to
/// cover, of a 3-player deal (face-down orange cards on the pile) and of a 5-player
/// one with a trump to cover; a second card to play in mid-round (4 players), a turn after a draw (3
/// players) and a Chat Noir attack (2 players).
const PERFT_CASES: [(usize, u64, usize); 6] = [
    (2, 3, 0),
    (3, 0, 0),
    (5, 2, 0),
    (4, 0, 14),
    (3, 4, 9),
    (2, 6, 25),
];

/// Perft counts at depths 1 to 3 from [`PERFT_CASES`]: a change in the engine's move
/// generation changes them (a change detector: if a rule change is intended, print the
/// new values and explain the change in the commit). Their ground truth is the
/// oracle's own count, checked below.
const PINNED_PERFT: [[u64; 3]; 6] = [
    [18, 150, 682],
    [11, 106, 478],
    [22, 334, 3568],
    [7, 23, 61],
    [4, 4, 12],
    [1, 8, 41],
];

#[test]
fn perft_counts_are_pinned_and_are_the_oracles() {
    let mut engine = Vec::new();
    let mut oracle = Vec::new();
    for (players, seed, steps) in PERFT_CASES {
        let state = position(players, seed, steps);
        engine.push([1, 2, 3].map(|d| perft(&state, d)));
        oracle.push([1, 2, 3].map(|d| oracle_perft(&state, d)));
    }
    assert_eq!(engine, oracle, "the engine's perft against the oracle's");
    assert_eq!(engine, PINNED_PERFT);
}
