//! Captures in the blue round: which plate cards a hand card can take (docs/rules.md §4).
//!
//! - **Ramasser**: one plate card of the played value.
//! - **Cumuler**: two or more plate cards summing to the played value.
//! - **Combiner**: with a sign from the plate (taken too) or from the hand (played as a
//!   second card): Plus — two or more plate cards summing to the value; Moins — two plate
//!   cards a, b with a − b = value; Multiplier/Diviser — a × b = value or exact a ÷ b.
//!   The result always comes from the hand.
//! - The Couteau Suisse is wild: from the hand it stands for any 0..=11, on the plate it
//!   can be taken as any 0..=11.
//!
//! This module says what a capture is and checks one ([`check_capture`]). The captures of
//! a position are counted, streamed and indexed by [`CaptureSpace`], which never needs
//! to hold them all (a large plate offers millions). [`captures`] collects them for the
//! plates of a real game with a faster search: subset sums depth first, pruned by the set
//! of sums still reachable from the remaining cards, then sorted. Both find each capture
//! once (the searches they run are disjoint) and agree on the order (tests hold them to a
//! brute force).

use std::ops::ControlFlow;

use super::capture_space::CaptureSpace;
use crate::card::{DECK_SIZE, Face, FaceSet, Trump};
use crate::options::TrumpNumbers;

/// The highest value a Couteau Suisse can stand for.
pub const WILD_MAX: u8 = 11;

/// What a card counts as in a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    Fixed(u8),
    /// The Couteau Suisse: any 0..=11.
    Wild,
    /// No number: the signs, and the trumps without a printed number.
    None,
}

/// The value of a face under the given printed numbers.
pub fn value(face: Face, numbers: &TrumpNumbers) -> Value {
    match face {
        Face::Family(_, rank) => Value::Fixed(rank.value()),
        Face::Trump(Trump::CouteauSuisse) => Value::Wild,
        Face::Trump(trump) => numbers.number(trump).map_or(Value::None, Value::Fixed),
    }
}

/// Whether a hand card can be the result of a capture: it needs a value, and the
/// Papillon and the Chrysalide always use their power when played.
pub fn can_be_result(face: Face, numbers: &TrumpNumbers) -> bool {
    !matches!(
        face,
        Face::Trump(
            Trump::Papillon
                | Trump::Chrysalide
                | Trump::Plus
                | Trump::Moins
                | Trump::MultiplierDiviser
        )
    ) && value(face, numbers) != Value::None
}

/// The three signs as faces.
pub const SIGNS: [Trump; 3] = [Trump::Plus, Trump::Moins, Trump::MultiplierDiviser];

/// One capture: the card played as the result, the sign played with it from the hand
/// (if any), and the plate cards taken (a plate sign used is among them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Capture {
    pub card: Face,
    pub sign: Option<Trump>,
    pub taken: FaceSet,
}

/// A capture in play notation: `F11:S5,E6`, `moins+yin:chat-noir,F10` (the sign from
/// the hand first, then the result, then the cards taken).
impl std::fmt::Display for Capture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(sign) = self.sign {
            write!(f, "{}+", Face::Trump(sign))?;
        }
        write!(f, "{}:", self.card)?;
        for (i, face) in self.taken.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

/// The numbered cards of a plate, ready for searching.
struct Operands {
    /// Cards with a fixed value, sorted by value, highest first (`len` of them).
    fixed: [(Face, u8); DECK_SIZE],
    len: usize,
    /// `reach[i]`: bit s set when some subset of `fixed[i..len]` sums to s (s < 128).
    reach: [u128; DECK_SIZE + 1],
    /// The Couteau Suisse, when it lies on the plate.
    wild: Option<Face>,
}

impl Operands {
    fn new(plate: FaceSet, numbers: &TrumpNumbers) -> Operands {
        let mut fixed = [(Face::Trump(Trump::Plus), 0u8); DECK_SIZE];
        let mut len = 0;
        let mut wild = None;
        for face in plate.iter() {
            match value(face, numbers) {
                Value::Fixed(v) => {
                    fixed[len] = (face, v);
                    len += 1;
                }
                Value::Wild => wild = Some(face),
                Value::None => {}
            }
        }
        fixed[..len].sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut reach = [0u128; DECK_SIZE + 1];
        reach[len] = 1;
        for i in (0..len).rev() {
            let v = u32::from(fixed[i].1);
            let shifted = if v < 128 { reach[i + 1] << v } else { 0 };
            reach[i] = reach[i + 1] | shifted;
        }
        Operands {
            fixed,
            len,
            reach,
            wild,
        }
    }

    /// Every subset of the plate's numbered cards (the wild included, taking any
    /// 0..=11) with at least `min_size` cards whose sum can lie in `lo..=hi`.
    fn sums(&self, lo: u32, hi: u32, min_size: usize, emit: &mut impl FnMut(FaceSet)) {
        self.fixed_sums(lo, hi, min_size, FaceSet::EMPTY, emit);
        if let Some(wild) = self.wild {
            let with = FaceSet::single(wild);
            self.fixed_sums(
                lo.saturating_sub(u32::from(WILD_MAX)),
                hi,
                min_size.saturating_sub(1),
                with,
                emit,
            );
        }
    }

    fn fixed_sums(
        &self,
        lo: u32,
        hi: u32,
        min_size: usize,
        base: FaceSet,
        emit: &mut impl FnMut(FaceSet),
    ) {
        if lo > hi || lo >= 128 {
            return;
        }
        self.dfs(0, lo, hi.min(127), 0, min_size, base, emit);
    }

    #[allow(clippy::too_many_arguments)]
    fn dfs(
        &self,
        i: usize,
        lo: u32,
        hi: u32,
        size: usize,
        min_size: usize,
        chosen: FaceSet,
        emit: &mut impl FnMut(FaceSet),
    ) {
        let window = range_mask(lo, hi);
        if self.reach[i] & window == 0 {
            return;
        }
        if i == self.len {
            // reach[n] = {0}, so lo == 0 here
            if size >= min_size {
                emit(chosen);
            }
            return;
        }
        let (face, v) = self.fixed[i];
        let v = u32::from(v);
        if v <= hi {
            let mut with = chosen;
            with.insert(face);
            self.dfs(
                i + 1,
                lo.saturating_sub(v),
                hi - v,
                size + 1,
                min_size,
                with,
                emit,
            );
        }
        self.dfs(i + 1, lo, hi, size, min_size, chosen, emit);
    }

    /// Every pair of numbered plate cards {a, b} such that `relation(a, b, result)`
    /// holds for some values they can take and some result in `lo..=hi`.
    fn pairs(&self, lo: u8, hi: u8, sign: Trump, emit: &mut impl FnMut(FaceSet)) {
        let n = self.len;
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (self.fixed[i], self.fixed[j]);
                if pair_ok(sign, Value::Fixed(a.1), Value::Fixed(b.1), lo, hi) {
                    emit(FaceSet::single(a.0).union(FaceSet::single(b.0)));
                }
            }
            if let Some(wild) = self.wild {
                let a = self.fixed[i];
                if pair_ok(sign, Value::Fixed(a.1), Value::Wild, lo, hi) {
                    emit(FaceSet::single(a.0).union(FaceSet::single(wild)));
                }
            }
        }
    }
}

fn range_mask(lo: u32, hi: u32) -> u128 {
    // bits lo..=hi, with hi < 128
    let upper = if hi >= 127 {
        u128::MAX
    } else {
        (1u128 << (hi + 1)) - 1
    };
    let lower = (1u128 << lo) - 1;
    upper & !lower
}

/// The values a card can take in a combination (none for a card without a number).
fn candidates(v: Value) -> std::ops::Range<u16> {
    match v {
        Value::Fixed(n) => u16::from(n)..u16::from(n) + 1,
        Value::Wild => 0..u16::from(WILD_MAX) + 1,
        Value::None => 0..0,
    }
}

/// Whether two plate values combine with `sign` into a result in `lo..=hi`.
/// Moins: a − b (either order); Multiplier/Diviser: a × b or an exact a ÷ b (either
/// order); Plus: a + b.
pub fn pair_ok(sign: Trump, a: Value, b: Value, lo: u8, hi: u8) -> bool {
    let (lo, hi) = (u16::from(lo), u16::from(hi));
    let in_range = |r: u16| lo <= r && r <= hi;
    for x in candidates(a) {
        for y in candidates(b) {
            let ok = match sign {
                Trump::Plus => in_range(x + y),
                Trump::Moins => in_range(x.abs_diff(y)),
                Trump::MultiplierDiviser => {
                    in_range(x * y)
                        || (y != 0 && x % y == 0 && in_range(x / y))
                        || (x != 0 && y % x == 0 && in_range(y / x))
                }
                _ => false,
            };
            if ok {
                return true;
            }
        }
    }
    false
}

/// The results a hand card can stand for, as an inclusive range.
pub(crate) fn result_range(card: Face, numbers: &TrumpNumbers) -> Option<(u8, u8)> {
    if !can_be_result(card, numbers) {
        return None;
    }
    match value(card, numbers) {
        Value::Fixed(v) => Some((v, v)),
        Value::Wild => Some((0, WILD_MAX)),
        Value::None => None,
    }
}

/// Every capture the hand offers on the plate, each once, sorted (the order of
/// [`for_each_capture`]).
///
/// Fine for the plates of a real game, where it is the fast path (the depth-first search
/// below, pruned by the sums still reachable); a plate with millions of captures must be
/// counted, sampled or streamed with [`CaptureSpace`] instead.
pub fn captures(plate: FaceSet, hand: FaceSet, numbers: &TrumpNumbers) -> Vec<Capture> {
    let mut out = Vec::new();
    captures_into(plate, hand, numbers, &mut out);
    out
}

/// Like [`captures`], appending to `out` (cleared first).
pub fn captures_into(
    plate: FaceSet,
    hand: FaceSet,
    numbers: &TrumpNumbers,
    out: &mut Vec<Capture>,
) {
    out.clear();
    if plate.is_empty() {
        return;
    }
    let ops = Operands::new(plate, numbers);
    let plate_sign = |s: Trump| plate.contains(Face::Trump(s));
    let hand_sign = |s: Trump| hand.contains(Face::Trump(s));
    for card in hand.iter() {
        let Some((lo, hi)) = result_range(card, numbers) else {
            continue;
        };
        let (lo32, hi32) = (u32::from(lo), u32::from(hi));
        // Ramasser and Cumuler
        ops.sums(lo32, hi32, 1, &mut |taken| {
            out.push(Capture {
                card,
                sign: None,
                taken,
            })
        });
        for sign in SIGNS {
            let on_plate = plate_sign(sign);
            let in_hand = hand_sign(sign);
            if !on_plate && !in_hand {
                continue;
            }
            let mut push = |taken: FaceSet| {
                if on_plate {
                    let mut with = taken;
                    with.insert(Face::Trump(sign));
                    out.push(Capture {
                        card,
                        sign: None,
                        taken: with,
                    });
                }
                if in_hand {
                    out.push(Capture {
                        card,
                        sign: Some(sign),
                        taken,
                    });
                }
            };
            match sign {
                Trump::Plus => ops.sums(lo32, hi32, 2, &mut push),
                _ => ops.pairs(lo, hi, sign, &mut push),
            }
        }
    }
    // each capture is found once (disjoint searches); the order is the stream's
    out.sort_unstable();
}

/// Streams every capture the hand offers on the plate, each once, in the order of
/// [`captures`], holding none of them; `f` may stop early with `ControlFlow::Break`.
pub fn for_each_capture<B>(
    plate: FaceSet,
    hand: FaceSet,
    numbers: &TrumpNumbers,
    f: impl FnMut(Capture) -> ControlFlow<B>,
) -> ControlFlow<B> {
    if plate.is_empty() {
        return ControlFlow::Continue(());
    }
    CaptureSpace::new(plate, hand, numbers).for_each(f)
}

/// The card a capture must make: its value, or the range a Couteau Suisse spans.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    pub card: Face,
    pub lo: u8,
    pub hi: u8,
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.lo == self.hi {
            write!(f, "{} ({})", self.card, self.lo)
        } else {
            write!(f, "{} (any {} to {})", self.card, self.lo, self.hi)
        }
    }
}

/// Why a hand card cannot be the result of a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoResult {
    /// The Papillon takes the whole plate with its power instead.
    Papillon,
    /// The Chrysalide goes to the pile with its power instead.
    Chrysalide,
    /// A sign is played beside a result card.
    Sign,
    /// A trump without a number under these house rules.
    NoNumber,
}

impl std::fmt::Display for NoResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            NoResult::Papillon => "the Papillon takes the whole plate on its own (papillon:*)",
            NoResult::Chrysalide => "the Chrysalide goes to your pile on its own (chrysalide:pile)",
            NoResult::Sign => "a sign is played with a result card, e.g. plus+F7:F3,F4",
            NoResult::NoNumber => "it has no number",
        })
    }
}

fn and_list(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| f.notation())
        .collect::<Vec<_>>()
        .join(" and ")
}

fn sum_words(sum: u32, wild: bool) -> String {
    if wild {
        format!("they make {sum} plus the Couteau Suisse (0 to 11)")
    } else {
        format!("they make {sum}")
    }
}

fn range_words(target: &Target) -> String {
    if target.lo == target.hi {
        target.lo.to_string()
    } else {
        format!("between {} and {}", target.lo, target.hi)
    }
}

/// Why a proposed capture is not legal: typed, so the app can word it in the player's
/// language with the same facts; the English text is the terminal's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CaptureError {
    #[error("{card} is not in the hand")]
    CardNotInHand { card: Face },
    #[error("{card} cannot be the result of a capture: {why}")]
    NotAResult { card: Face, why: NoResult },
    #[error("{sign} is not in the hand")]
    SignNotInHand { sign: Face },
    #[error(
        "{card} is not a sign: only Plus, Moins or Multiplier/Diviser can be played with the result"
    )]
    NotASign { card: Face },
    #[error("{} {} not on the plate", cards.notation(), if cards.len() == 1 { "is" } else { "are" })]
    NotOnPlate { cards: FaceSet },
    #[error("a capture takes at least one plate card")]
    NothingTaken,
    #[error("a capture uses one sign, not {count}")]
    TooManySigns { count: usize },
    #[error("{card} has no number: it cannot be combined")]
    NoNumber { card: Face },
    /// Ramasser: the one plate card is not of the played value.
    #[error("{target} cannot take {taken}: not the same value", taken = taken.notation())]
    NotSameValue { target: Target, taken: Face },
    /// Cumuler, or combining with Plus: the plate cards do not add up to the value.
    #[error(
        "{target} cannot take {}{}: {}",
        and_list(taken),
        if *plus { " with Plus" } else { "" },
        sum_words(*sum, *wild)
    )]
    SumMisses {
        target: Target,
        taken: Vec<Face>,
        plus: bool,
        /// The sum of the cards with a fixed value.
        sum: u32,
        /// A Couteau Suisse among them (it adds any 0 to 11).
        wild: bool,
    },
    #[error("Plus adds two or more plate cards")]
    PlusNeedsTwo,
    #[error("{} combines exactly two plate cards, not {count}", Face::Trump(*sign).name())]
    PairCount { sign: Trump, count: usize },
    /// Moins or Multiplier/Diviser: the pair does not make the value.
    #[error(
        "{target} cannot take {} with {}: {} {}",
        and_list(taken),
        Face::Trump(*sign).name(),
        if *sign == Trump::Moins { "their difference is not" } else { "neither their product nor an exact quotient is" },
        range_words(target)
    )]
    PairMisses {
        target: Target,
        taken: Vec<Face>,
        sign: Trump,
    },
}

/// Checks one proposed capture and explains why it is not legal.
pub fn check_capture(
    plate: FaceSet,
    hand: FaceSet,
    numbers: &TrumpNumbers,
    capture: &Capture,
) -> Result<(), CaptureError> {
    let card = capture.card;
    if !hand.contains(card) {
        return Err(CaptureError::CardNotInHand { card });
    }
    let Some((lo, hi)) = result_range(card, numbers) else {
        let why = match card {
            Face::Trump(Trump::Papillon) => NoResult::Papillon,
            Face::Trump(Trump::Chrysalide) => NoResult::Chrysalide,
            Face::Trump(t) if t.is_sign() => NoResult::Sign,
            _ => NoResult::NoNumber,
        };
        return Err(CaptureError::NotAResult { card, why });
    };
    if let Some(sign) = capture.sign {
        let sign_face = Face::Trump(sign);
        if !sign.is_sign() {
            return Err(CaptureError::NotASign { card: sign_face });
        }
        if !hand.contains(sign_face) || sign_face == card {
            return Err(CaptureError::SignNotInHand { sign: sign_face });
        }
    }
    let missing = capture.taken.difference(plate);
    if !missing.is_empty() {
        return Err(CaptureError::NotOnPlate { cards: missing });
    }
    if capture.taken.is_empty() {
        return Err(CaptureError::NothingTaken);
    }
    let plate_signs: Vec<Trump> = SIGNS
        .into_iter()
        .filter(|s| capture.taken.contains(Face::Trump(*s)))
        .collect();
    let signs = plate_signs.len() + usize::from(capture.sign.is_some());
    if signs > 1 {
        return Err(CaptureError::TooManySigns { count: signs });
    }
    let sign = capture.sign.or(plate_signs.first().copied());
    let mut operands = Vec::new();
    for face in capture.taken.iter() {
        if face.trump().is_some_and(Trump::is_sign) {
            continue;
        }
        match value(face, numbers) {
            Value::None => return Err(CaptureError::NoNumber { card: face }),
            v => operands.push((face, v)),
        }
    }
    let target = Target { card, lo, hi };
    let taken: Vec<Face> = operands.iter().map(|(f, _)| *f).collect();
    let (sum, wilds) = fixed_sum(&operands);
    let misses = |plus: bool| CaptureError::SumMisses {
        target,
        taken: taken.clone(),
        plus,
        sum,
        wild: wilds > 0,
    };
    match sign {
        None => {
            if sum_can_hit(&operands, lo, hi) {
                Ok(())
            } else if let [(only, _)] = operands[..] {
                Err(CaptureError::NotSameValue {
                    target,
                    taken: only,
                })
            } else {
                Err(misses(false))
            }
        }
        Some(Trump::Plus) => {
            if operands.len() < 2 {
                Err(CaptureError::PlusNeedsTwo)
            } else if sum_can_hit(&operands, lo, hi) {
                Ok(())
            } else {
                Err(misses(true))
            }
        }
        Some(sign) => {
            if operands.len() != 2 {
                return Err(CaptureError::PairCount {
                    sign,
                    count: operands.len(),
                });
            }
            if pair_ok(sign, operands[0].1, operands[1].1, lo, hi) {
                Ok(())
            } else {
                Err(CaptureError::PairMisses {
                    target,
                    taken,
                    sign,
                })
            }
        }
    }
}

/// The sum of the operands with a fixed value, and how many are wild.
fn fixed_sum(operands: &[(Face, Value)]) -> (u32, u32) {
    operands
        .iter()
        .fold((0, 0), |(sum, wilds), (_, v)| match v {
            Value::Fixed(n) => (sum + u32::from(*n), wilds),
            Value::Wild => (sum, wilds + 1),
            Value::None => (sum, wilds),
        })
}

fn sum_can_hit(operands: &[(Face, Value)], lo: u8, hi: u8) -> bool {
    let (fixed, wilds) = fixed_sum(operands);
    let (lo, hi) = (u32::from(lo), u32::from(hi));
    // the wilds add anything from 0 to 11 each
    fixed <= hi && fixed + wilds * u32::from(WILD_MAX) >= lo
}
