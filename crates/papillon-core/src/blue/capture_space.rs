//! The captures of a hand on a plate as a space that is counted, streamed and indexed
//! without being listed (docs/rules.md §4).
//!
//! A plate of thirty small cards with the Couteau Suisse offers millions of captures:
//! nothing that answers a user (the referee, the app) or plays many rounds (the AI, the
//! simulations) may hold them all. [`CaptureSpace`] counts them by dynamic programming
//! over subset sums, streams them one at a time in a fixed order, and finds the capture
//! at any index of that order, all without collecting anything.
//!
//! **Order.** Captures come grouped by the card played (deck order), then by the sign
//! played with it from the hand (none, Plus, Moins, Multiplier/Diviser), then by the set
//! of plate cards taken, as a 58-bit mask, ascending. This is the order of
//! `Capture`'s `Ord`, so a sorted list of captures and the stream agree.
//!
//! **Each capture once, by construction.** Within a group (card, hand sign) the captures
//! fall into disjoint *families*, told apart by the plate sign taken, if any: none
//! (ramasser: one card; cumuler: two or more), the Plus (two or more cards summing to
//! the result), the Moins or the Multiplier/Diviser (exactly two cards). A set of plate
//! cards is one subset, so it is met once by the depth-first walk, and it belongs to at
//! most one family. The Couteau Suisse is one item whatever value it stands for.
//!
//! **How.** The walk decides the plate cards one by one (highest index first, "leave
//! it" before "take it", which yields ascending masks). Before each step it asks how
//! many captures complete the partial choice — a sum of table look-ups: for the sums,
//! tables of the number of subsets of the cards still to decide per size class (0, 1,
//! 2 or more), per sum, with or without the Couteau Suisse; for the pairs, masks of the
//! partners of each card. A branch that completes nothing is never entered, so the walk
//! costs time in proportion to what it emits, and the same counts give the index of any
//! capture (unranking) for uniform sampling.

use std::ops::ControlFlow;

use super::capture::{Capture, SIGNS, Value, WILD_MAX, pair_ok, result_range, value};
use crate::card::{Face, FaceSet, Trump};
use crate::options::TrumpNumbers;

/// The booklet's three ways to capture, for grouping plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CaptureKind {
    /// One plate card of the played value.
    Ramasser,
    /// Two or more plate cards summing to the played value.
    Cumuler,
    /// With a sign, from the plate or the hand.
    Combiner,
}

impl CaptureKind {
    pub const ALL: [CaptureKind; 3] = [
        CaptureKind::Ramasser,
        CaptureKind::Cumuler,
        CaptureKind::Combiner,
    ];
}

/// A plate card as the search sees it.
#[derive(Debug, Clone, Copy)]
enum ItemKind {
    Fixed(u8),
    Wild,
    Sign(Trump),
}

#[derive(Debug, Clone, Copy)]
struct Item {
    face: Face,
    kind: ItemKind,
}

#[derive(Debug, Clone, Copy)]
enum Shape {
    /// Subsets of numbered cards summing to the result, `min..=max` cards.
    Sum { min: u8, max: u8 },
    /// Exactly two numbered cards; `partners` indexes [`CaptureSpace::partners`].
    Pair { partners: usize },
}

#[derive(Debug, Clone, Copy)]
struct Family {
    /// The plate sign taken with the operands, if any.
    sign_card: Option<Trump>,
    shape: Shape,
    kind: CaptureKind,
}

/// One (card played, sign played from the hand) pair and its families.
#[derive(Debug, Clone)]
pub struct CaptureGroup {
    pub card: Face,
    pub sign: Option<Trump>,
    lo: u8,
    hi: u8,
    families: Vec<Family>,
}

impl CaptureGroup {
    /// The kinds of capture this group can make (some may count zero).
    pub fn kinds(&self) -> impl Iterator<Item = CaptureKind> + '_ {
        CaptureKind::ALL
            .into_iter()
            .filter(|k| self.families.iter().any(|f| f.kind == *k))
    }
}

/// A choice in progress: the cards taken so far, summarised.
#[derive(Debug, Clone, Copy, Default)]
struct Partial {
    /// Sum of the fixed values taken.
    sum: u32,
    /// Numbered cards taken (the Couteau Suisse included), saturating at 3.
    count: u8,
    wild: bool,
    /// The plate sign taken.
    sign: Option<Trump>,
    /// Positions of the first two numbered cards taken (for the pairs).
    first: u8,
    second: u8,
}

/// Size classes of the sum tables: 0, 1, 2 or more cards.
const CLASSES: usize = 3;
const MANY: u8 = u8::MAX;

/// The captures a hand has on a plate; see the module documentation.
#[derive(Debug, Clone)]
pub struct CaptureSpace {
    items: Vec<Item>,
    groups: Vec<CaptureGroup>,
    /// Sums at or above `width` never make a result.
    width: usize,
    /// Prefix sums over the sum of the subset counts:
    /// `table[((i * 2 + wild) * CLASSES + class) * (width + 1) + x]` = number of subsets
    /// of `items[i..]` (holding the Couteau Suisse or not, of that size class) whose
    /// fixed values sum to less than x.
    table: Vec<u64>,
    /// Per pair family: for each item, the mask (over positions) of its partners.
    partners: Vec<Vec<u64>>,
    /// Per pair family: for each position i, how many valid pairs lie in `items[i..]`.
    pairs_from: Vec<Vec<u64>>,
    /// Position of each plate sign among the items.
    sign_at: [Option<usize>; 3],
}

fn sign_slot(sign: Trump) -> usize {
    match sign {
        Trump::Plus => 0,
        Trump::Moins => 1,
        _ => 2,
    }
}

impl CaptureSpace {
    /// The space in stream order (plate cards decided highest index first).
    pub fn new(plate: FaceSet, hand: FaceSet, numbers: &TrumpNumbers) -> CaptureSpace {
        let mut faces: Vec<Face> = plate.iter().collect();
        faces.reverse();
        CaptureSpace::with_order(&faces, plate, hand, numbers)
    }

    /// The space with the plate cards decided in the given order (every plate card, once);
    /// the stream order is "leave before take" in that order.
    fn with_order(
        order: &[Face],
        plate: FaceSet,
        hand: FaceSet,
        numbers: &TrumpNumbers,
    ) -> CaptureSpace {
        let mut items = Vec::with_capacity(order.len());
        let mut sign_at = [None; 3];
        for &face in order {
            let kind = match face {
                Face::Trump(t) if t.is_sign() => {
                    sign_at[sign_slot(t)] = Some(items.len());
                    ItemKind::Sign(t)
                }
                _ => match value(face, numbers) {
                    Value::Fixed(v) => ItemKind::Fixed(v),
                    Value::Wild => ItemKind::Wild,
                    Value::None => continue,
                },
            };
            items.push(Item { face, kind });
        }
        let mut space = CaptureSpace {
            items,
            groups: Vec::new(),
            width: 1,
            table: Vec::new(),
            partners: Vec::new(),
            pairs_from: Vec::new(),
            sign_at,
        };
        if plate.is_empty() {
            return space;
        }
        for card in hand.iter() {
            let Some((lo, hi)) = result_range(card, numbers) else {
                continue;
            };
            space.width = space.width.max(usize::from(hi) + 1);
            let hand_signs = SIGNS
                .into_iter()
                .filter(|s| hand.contains(Face::Trump(*s)))
                .map(Some);
            for sign in std::iter::once(None).chain(hand_signs) {
                let families = space.families(sign, plate, lo, hi);
                space.groups.push(CaptureGroup {
                    card,
                    sign,
                    lo,
                    hi,
                    families,
                });
            }
        }
        space.build_table();
        space
    }

    fn families(
        &mut self,
        hand_sign: Option<Trump>,
        plate: FaceSet,
        lo: u8,
        hi: u8,
    ) -> Vec<Family> {
        let sum = |min, max, sign_card, kind| Family {
            sign_card,
            shape: Shape::Sum { min, max },
            kind,
        };
        match hand_sign {
            Some(Trump::Plus) => vec![sum(2, MANY, None, CaptureKind::Combiner)],
            Some(sign) => vec![self.pair_family(sign, None, lo, hi)],
            None => {
                let mut families = vec![
                    sum(1, 1, None, CaptureKind::Ramasser),
                    sum(2, MANY, None, CaptureKind::Cumuler),
                ];
                for sign in SIGNS {
                    if !plate.contains(Face::Trump(sign)) {
                        continue;
                    }
                    families.push(match sign {
                        Trump::Plus => sum(2, MANY, Some(sign), CaptureKind::Combiner),
                        _ => self.pair_family(sign, Some(sign), lo, hi),
                    });
                }
                families
            }
        }
    }

    fn pair_family(&mut self, sign: Trump, sign_card: Option<Trump>, lo: u8, hi: u8) -> Family {
        let n = self.items.len();
        let operand = |item: &Item| match item.kind {
            ItemKind::Fixed(v) => Some(Value::Fixed(v)),
            ItemKind::Wild => Some(Value::Wild),
            ItemKind::Sign(_) => None,
        };
        let mut partners = vec![0u64; n];
        for a in 0..n {
            let Some(va) = operand(&self.items[a]) else {
                continue;
            };
            for b in a + 1..n {
                let Some(vb) = operand(&self.items[b]) else {
                    continue;
                };
                if pair_ok(sign, va, vb, lo, hi) {
                    partners[a] |= 1 << b;
                    partners[b] |= 1 << a;
                }
            }
        }
        let mut pairs_from = vec![0u64; n + 1];
        for i in (0..n).rev() {
            // pairs whose lower position is i: partners above i
            let above = partners[i] & !((2u64 << i) - 1);
            pairs_from[i] = pairs_from[i + 1] + u64::from(above.count_ones());
        }
        self.partners.push(partners);
        self.pairs_from.push(pairs_from);
        Family {
            sign_card,
            shape: Shape::Pair {
                partners: self.partners.len() - 1,
            },
            kind: CaptureKind::Combiner,
        }
    }

    fn build_table(&mut self) {
        let n = self.items.len();
        let w = self.width;
        let layer = 2 * CLASSES * w;
        // raw counts, one layer per position, built from the end
        let mut raw = vec![0u64; (n + 1) * layer];
        raw[n * layer] = 1; // the empty subset: no wild, class 0, sum 0
        let at = |wild: usize, class: usize, x: usize| (wild * CLASSES + class) * w + x;
        for i in (0..n).rev() {
            let (head, tail) = raw.split_at_mut((i + 1) * layer);
            let next = &tail[..layer];
            let cur = &mut head[i * layer..];
            cur.copy_from_slice(next);
            for wild in 0..2 {
                for class in 0..CLASSES {
                    let up = (class + 1).min(CLASSES - 1);
                    for x in 0..w {
                        let ways = next[at(wild, class, x)];
                        if ways == 0 {
                            continue;
                        }
                        match self.items[i].kind {
                            ItemKind::Fixed(v) if x + usize::from(v) < w => {
                                cur[at(wild, up, x + usize::from(v))] += ways;
                            }
                            ItemKind::Wild if wild == 0 => cur[at(1, up, x)] += ways,
                            _ => {}
                        }
                    }
                }
            }
        }
        let row = w + 1;
        let mut table = vec![0u64; (n + 1) * 2 * CLASSES * row];
        for (r, counts) in raw.chunks(w).enumerate() {
            let out = &mut table[r * row..(r + 1) * row];
            for x in 0..w {
                out[x + 1] = out[x] + counts[x];
            }
        }
        self.table = table;
    }

    /// Subsets of `items[i..]` with the Couteau Suisse or not, of a size class, whose
    /// fixed values sum to `lo..=hi`.
    fn subsets(&self, i: usize, wild: usize, class: usize, lo: u32, hi: u32) -> u64 {
        let hi = (hi as usize).min(self.width - 1);
        let lo = lo as usize;
        if lo > hi {
            return 0;
        }
        let base = ((i * 2 + wild) * CLASSES + class) * (self.width + 1);
        self.table[base + hi + 1] - self.table[base + lo]
    }

    /// The (card, hand sign) groups, in stream order.
    pub fn groups(&self) -> &[CaptureGroup] {
        &self.groups
    }

    /// How many captures complete `partial` with choices from `items[i..]`, in the
    /// families of `group` that `kind` admits (all when `None`).
    fn completions(
        &self,
        group: &CaptureGroup,
        kind: Option<CaptureKind>,
        partial: &Partial,
        i: usize,
    ) -> u64 {
        let mut total = 0;
        for family in &group.families {
            if kind.is_some_and(|k| k != family.kind) {
                continue;
            }
            let sign_ok = match (partial.sign, family.sign_card) {
                (taken, wanted) if taken == wanted => true,
                (None, Some(wanted)) => self.sign_at[sign_slot(wanted)].is_some_and(|p| p >= i),
                _ => false,
            };
            if !sign_ok {
                continue;
            }
            total += match family.shape {
                Shape::Sum { min, max } => self.sum_completions(group, partial, i, min, max),
                Shape::Pair { partners } => self.pair_completions(partners, partial, i),
            };
        }
        total
    }

    fn sum_completions(
        &self,
        group: &CaptureGroup,
        partial: &Partial,
        i: usize,
        min: u8,
        max: u8,
    ) -> u64 {
        let hi = u32::from(group.hi);
        if partial.sum > hi {
            return 0;
        }
        let mut total = 0;
        for class in 0..CLASSES {
            let least = partial.count.saturating_add(class as u8);
            // class 2 holds every size from 2 up: valid when the family has no upper bound
            let fits = if class + 1 < CLASSES {
                least >= min && least <= max
            } else {
                max == MANY
            };
            if !fits {
                continue;
            }
            for wild in 0..2 {
                let any_wild = partial.wild || wild == 1;
                let lo = if any_wild {
                    u32::from(group.lo).saturating_sub(u32::from(WILD_MAX))
                } else {
                    u32::from(group.lo)
                };
                total += self.subsets(
                    i,
                    wild,
                    class,
                    lo.saturating_sub(partial.sum),
                    hi - partial.sum,
                );
            }
        }
        total
    }

    fn pair_completions(&self, family: usize, partial: &Partial, i: usize) -> u64 {
        let partners = &self.partners[family];
        match partial.count {
            0 => self.pairs_from[family][i],
            1 => {
                let ahead = if i >= 64 { 0 } else { !((1u64 << i) - 1) };
                u64::from((partners[usize::from(partial.first)] & ahead).count_ones())
            }
            2 => (partners[usize::from(partial.first)] >> partial.second) & 1,
            _ => 0,
        }
    }

    /// The partial choice with `items[i]` taken too, if it can be.
    fn take(&self, partial: &Partial, i: usize) -> Option<Partial> {
        let mut next = *partial;
        let numbered = |next: &mut Partial| {
            match next.count {
                0 => next.first = i as u8,
                1 => next.second = i as u8,
                _ => {}
            }
            next.count = next.count.saturating_add(1).min(3);
        };
        match self.items[i].kind {
            ItemKind::Fixed(v) => {
                next.sum += u32::from(v);
                numbered(&mut next);
            }
            ItemKind::Wild => {
                next.wild = true;
                numbered(&mut next);
            }
            ItemKind::Sign(sign) => {
                if next.sign.is_some() {
                    return None;
                }
                next.sign = Some(sign);
            }
        }
        Some(next)
    }

    /// The number of captures of a group (of one kind, or all).
    pub fn count(&self, group: &CaptureGroup, kind: Option<CaptureKind>) -> u64 {
        self.completions(group, kind, &Partial::default(), 0)
    }

    /// The number of captures in the whole space.
    pub fn total(&self) -> u64 {
        self.groups.iter().map(|g| self.count(g, None)).sum()
    }

    /// Streams the captures of one group (of one kind, or all) in order; `f` may stop the
    /// stream early.
    pub fn for_each_in<B>(
        &self,
        group: &CaptureGroup,
        kind: Option<CaptureKind>,
        f: &mut impl FnMut(Capture) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let root = Partial::default();
        if self.completions(group, kind, &root, 0) == 0 {
            return ControlFlow::Continue(());
        }
        self.walk(group, kind, &root, 0, FaceSet::EMPTY, f)
    }

    fn walk<B>(
        &self,
        group: &CaptureGroup,
        kind: Option<CaptureKind>,
        partial: &Partial,
        i: usize,
        taken: FaceSet,
        f: &mut impl FnMut(Capture) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if i == self.items.len() {
            return f(Capture {
                card: group.card,
                sign: group.sign,
                taken,
            });
        }
        if self.completions(group, kind, partial, i + 1) > 0 {
            self.walk(group, kind, partial, i + 1, taken, f)?;
        }
        if let Some(next) = self.take(partial, i)
            && self.completions(group, kind, &next, i + 1) > 0
        {
            let mut with = taken;
            with.insert(self.items[i].face);
            self.walk(group, kind, &next, i + 1, with, f)?;
        }
        ControlFlow::Continue(())
    }

    /// Streams every capture in order; `f` may stop the stream early.
    pub fn for_each<B>(&self, mut f: impl FnMut(Capture) -> ControlFlow<B>) -> ControlFlow<B> {
        for group in &self.groups {
            self.for_each_in(group, None, &mut f)?;
        }
        ControlFlow::Continue(())
    }

    /// The capture at `index` of a group's stream (of one kind, or all), without
    /// walking the ones before it.
    pub fn nth_in(
        &self,
        group: &CaptureGroup,
        kind: Option<CaptureKind>,
        mut index: u64,
    ) -> Option<Capture> {
        let mut partial = Partial::default();
        if index >= self.completions(group, kind, &partial, 0) {
            return None;
        }
        let mut taken = FaceSet::EMPTY;
        for i in 0..self.items.len() {
            let leave = self.completions(group, kind, &partial, i + 1);
            if index < leave {
                continue;
            }
            index -= leave;
            partial = self.take(&partial, i)?;
            taken.insert(self.items[i].face);
        }
        Some(Capture {
            card: group.card,
            sign: group.sign,
            taken,
        })
    }

    /// The capture at `index` of the whole stream.
    pub fn nth(&self, mut index: u64) -> Option<Capture> {
        for group in &self.groups {
            let count = self.count(group, None);
            if index < count {
                return self.nth_in(group, None, index);
            }
            index -= count;
        }
        None
    }

    /// The first capture (in stream order) that plays `card`, as the result or as the
    /// sign: an example of why a card may not be discarded under the house rule, found
    /// without walking the others.
    pub fn first_using(&self, card: Face) -> Option<Capture> {
        self.groups
            .iter()
            .filter(|g| g.card == card || g.sign.map(Face::Trump) == Some(card))
            .find_map(|g| self.nth_in(g, None, 0))
    }

    /// The hand cards that can capture, as the result or as the sign played with it.
    pub fn capturing_cards(&self) -> FaceSet {
        let mut cards = FaceSet::EMPTY;
        for group in &self.groups {
            if self.count(group, None) > 0 {
                cards.insert(group.card);
                if let Some(sign) = group.sign {
                    cards.insert(Face::Trump(sign));
                }
            }
        }
        cards
    }
}

/// For each set of `watched` plate cards that some capture of a group takes exactly
/// (its intersection with `watched`), the number of such captures: what a referee needs
/// to list the distinct outcomes of millions of captures (the scoring cards decide the
/// points, the rest is worth nothing). Costs at most one table look-up per subset of the
/// watched cards on the plate.
pub fn outcomes(
    plate: FaceSet,
    hand: FaceSet,
    numbers: &TrumpNumbers,
    watched: FaceSet,
    mut f: impl FnMut(&CaptureGroup, CaptureKind, FaceSet, u64),
) {
    let first = plate.intersection(watched);
    let order: Vec<Face> = first
        .iter()
        .chain(plate.difference(watched).iter())
        .collect();
    let space = CaptureSpace::with_order(&order, plate, hand, numbers);
    // the watched cards that can be taken at all are the first items
    let lead = space
        .items
        .iter()
        .take_while(|item| first.contains(item.face))
        .count();
    for group in &space.groups {
        for kind in group.kinds().collect::<Vec<_>>() {
            space.profiles(
                group,
                kind,
                lead,
                &Partial::default(),
                0,
                FaceSet::EMPTY,
                &mut |set, ways| f(group, kind, set, ways),
            );
        }
    }
}

impl CaptureSpace {
    #[allow(clippy::too_many_arguments)]
    fn profiles(
        &self,
        group: &CaptureGroup,
        kind: CaptureKind,
        lead: usize,
        partial: &Partial,
        i: usize,
        taken: FaceSet,
        f: &mut impl FnMut(FaceSet, u64),
    ) {
        let ways = self.completions(group, Some(kind), partial, i);
        if ways == 0 {
            return;
        }
        if i == lead {
            f(taken, ways);
            return;
        }
        self.profiles(group, kind, lead, partial, i + 1, taken, f);
        if let Some(next) = self.take(partial, i) {
            let mut with = taken;
            with.insert(self.items[i].face);
            self.profiles(group, kind, lead, &next, i + 1, with, f);
        }
    }
}
