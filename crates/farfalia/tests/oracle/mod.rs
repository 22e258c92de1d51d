//! Farfalia scored from docs/rules.md part III alone, without the crate's scorer: the
//! oracle the mutation property test compares the keeper with.

use farfalia::{Card, FarfaliaSheet, Mode, Subject, SubjectCounts};

/// Each player's points deal by deal, read straight from docs/rules.md part III §4 and
/// §5 without the crate's scorer: the matches a side kept (within the proposition's
/// quota and one card per trick), the points table, the doubled deals and DOUBLE YOU.
/// `None` when a deal could not have happened so. `extra` says which deals are the
/// three-player extra deal (as the report numbers them).
pub fn oracle(sheet: &FarfaliaSheet, extra: &[bool]) -> Option<Vec<Vec<i64>>> {
    use farfalia::options::Stacking;
    let key = |s: &str| s.trim().to_lowercase();
    let o = &sheet.options;
    let h = &o.house_points;
    if [h.one, h.two, h.three]
        .iter()
        .any(|v| !(0..=100).contains(v))
    {
        return None;
    }
    let table = [0, h.one, h.two, h.three, 10, 15];
    let last = o.deals.unwrap_or(i64::from(sheet.mode.default_deals()));
    let doubled: Vec<i64> = match &o.doubled_deals {
        Some(list) => list.clone(),
        None if sheet.mode == Mode::BeginnerFive => vec![last],
        None => Vec::new(),
    };
    let mut jokers = vec![0u8; sheet.players.len()];
    let mut out = Vec::new();
    for (d, deal) in sheet.deals.iter().enumerate() {
        if deal.proposition.len() != 5 {
            return None;
        }
        let quota = SubjectCounts::tally(deal.proposition.iter().copied());
        let mut picks = 0;
        let mut base = Vec::new();
        for side in &deal.sides {
            let kept = match side.collected {
                Some(c) => c,
                None => {
                    let cards: Option<Vec<Card>> =
                        side.cards.iter().map(|c| c.parse::<Card>().ok()).collect();
                    SubjectCounts::tally(cards?.iter().map(|c| c.subject()))
                }
            };
            if Subject::ALL
                .iter()
                .any(|&s| kept.get(s) < 0 || kept.get(s) > quota.get(s))
            {
                return None;
            }
            picks += kept.total();
            base.push(table[usize::try_from(kept.total()).ok()?]);
        }
        if picks > i64::from(sheet.mode.max_picks(extra.get(d).copied().unwrap_or(false))) {
            return None;
        }
        let side_of = |name: &str| -> Option<usize> {
            let found: Vec<usize> = (0..deal.sides.len())
                .filter(|&i| deal.sides[i].players.iter().any(|p| key(p) == key(name)))
                .collect();
            (found.len() == 1).then(|| found[0])
        };
        let joker = |name: &str| deal.double_you.iter().any(|p| key(p) == key(name));
        if !o.double_you && !deal.double_you.is_empty() {
            return None;
        }
        let mut points = Vec::new();
        for (seat, name) in sheet.players.iter().enumerate() {
            let side = side_of(name)?;
            if joker(name) {
                jokers[seat] += 1;
                if jokers[seat] > 2 {
                    return None;
                }
            }
            // at four the team is scored: each partner's joker counts (§5.8)
            let played = if sheet.mode == Mode::Four {
                deal.sides[side].players.iter().filter(|p| joker(p)).count() as u32
            } else {
                u32::from(joker(name))
            };
            let twice = u32::from(doubled.contains(&(d as i64 + 1)));
            let multiplier = match o.double_you_stacking {
                Stacking::AtMostDouble if twice + played > 0 => 2,
                Stacking::AtMostDouble => 1,
                _ => 1i64 << (twice + played),
            };
            points.push(base[side] * multiplier);
        }
        out.push(points);
    }
    Some(out)
}
