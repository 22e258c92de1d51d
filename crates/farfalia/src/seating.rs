//! Who deals and who plays with whom (docs/rules.md, part III (Farfalia) §6): the rule of
//! each mode, as seats clockwise from the first player of the sheet.
//!
//! The engine proposes the next deal's dealer and teams ([`NextDeal`], in every report
//! of an unfinished game) as people would set out the team cards; a sheet records them
//! and is refused if they disagree with the rule, unless the group chose to enter its
//! own (option `seating`: `as_entered`).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::mode::Mode;
use crate::options::{DealerRule, LateTeams, Options};

/// Why the rule names a dealer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum DealerReason {
    /// The first deal: «Le propriétaire du jeu décide qui sera le donneur pour la
    /// première donne, mais vous pouvez aussi tirer au sort.»
    GroupChooses,
    /// «le joueur ayant le moins de points au classement sera le nouveau donneur (en cas
    /// d'égalité entre plusieurs joueurs, le donneur sera celui qui est assis le plus
    /// près du donneur, en sens horaire)».
    LowestTotal {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        total: i64,
        /// Everyone with that total, clockwise from the outgoing dealer's left.
        tied: Vec<String>,
        outgoing: String,
        /// Under `dealer_rule: lowest_total_not_outgoing`, the outgoing dealer was left
        /// out.
        outgoing_excluded: bool,
    },
    /// «c'est le joueur à gauche du donneur précédent qui distribue les cartes»
    /// (four players; CHINKWAY «dans le sens des aiguilles d'une montre»; two and three
    /// players by reading).
    LeftOfPrevious { previous: String },
}

impl fmt::Display for DealerReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealerReason::GroupChooses => f.write_str("the group chooses the first dealer"),
            DealerReason::LowestTotal {
                total,
                tied,
                outgoing,
                outgoing_excluded,
            } => {
                write!(f, "the lowest total is {total}")?;
                if tied.len() > 1 {
                    write!(
                        f,
                        ", tied between {}: the first of them clockwise from {outgoing} deals",
                        tied.join(", ")
                    )?;
                }
                if *outgoing_excluded {
                    write!(f, "; {outgoing}, the outgoing dealer, does not deal again")?;
                }
                Ok(())
            }
            DealerReason::LeftOfPrevious { previous } => {
                write!(f, "the deal passes to the left of {previous}")
            }
        }
    }
}

/// One possible seating of a deal: its dealer and the sides, by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Seating {
    pub dealer: String,
    /// The sides, the dealer's first; in two- and three-player deals a player alone
    /// plays with a fictitious partner.
    pub sides: Vec<Vec<String>>,
}

/// How the next deal's trump is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum TrumpBy {
    /// «le donneur peut appeler l'« atout » … peut aussi déclarer « aucun atout »».
    DealerCalls,
    /// The first subject turned up: a butterfly means no trump, else its colour.
    FirstSubject,
}

/// A player's DOUBLE YOU jokers not yet played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct JokersLeft {
    pub player: String,
    pub jokers: u8,
}

/// What the rule says about the next deal: the engine's proposal, which the app shows
/// and the sheet records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NextDeal {
    /// 1 = the first deal.
    pub deal: usize,
    /// The three-player extra deal, without the fictitious player.
    pub extra: bool,
    /// The rule's dealer; none when the group chooses (the first deal).
    pub dealer: Option<String>,
    pub reason: DealerReason,
    /// The sides for every possible dealer, in seat order: the rule's dealer's seating
    /// is the one to use; the others are for the first deal and for groups that enter
    /// their own dealer (option `seating`: `as_entered`).
    pub seatings: Vec<Seating>,
    pub trump: TrumpBy,
    /// The deal counts double.
    pub doubled: bool,
    /// How many cards the sides can keep in all.
    pub max_picks: u32,
    /// DOUBLE YOU: who may not play a joker in this deal (the leader).
    pub double_you_barred: Vec<String>,
    /// DOUBLE YOU: the jokers each player has left; empty when the variant is off.
    pub jokers_left: Vec<JokersLeft>,
}

/// The sides of a deal by the rule, as seats: each side sorted, the dealer's side (or
/// the first seat's) first.
pub(crate) fn rule_sides(
    mode: Mode,
    options: &Options,
    deal: usize,
    extra: bool,
    dealer: usize,
) -> Vec<Vec<usize>> {
    let n = mode.players();
    let r = |k: usize| (dealer + k) % n;
    let sorted = |mut v: Vec<usize>| {
        v.sort_unstable();
        v
    };
    let across = vec![
        vec![dealer],
        sorted(vec![r(1), r(3)]),
        sorted(vec![r(2), r(4)]),
    ];
    let neighbours = vec![
        vec![dealer],
        sorted(vec![r(1), r(2)]),
        sorted(vec![r(3), r(4)]),
    ];
    match mode {
        Mode::BeginnerFive => across,
        Mode::Chinkway if deal <= 5 => neighbours,
        Mode::Chinkway => match options.chinkway_late_teams {
            LateTeams::Across => across,
            LateTeams::Neighbours => neighbours,
        },
        Mode::Four => vec![vec![0, 2], vec![1, 3]],
        Mode::Two => vec![vec![dealer], vec![r(1)]],
        Mode::Three if extra => vec![vec![dealer], vec![r(1)], vec![r(2)]],
        Mode::Three => vec![vec![dealer], sorted(vec![r(1), r(2)])],
    }
}

/// The sizes of a mode's sides, largest first.
pub(crate) fn side_sizes(mode: Mode, extra: bool) -> Vec<usize> {
    match mode {
        Mode::BeginnerFive | Mode::Chinkway => vec![2, 2, 1],
        Mode::Four => vec![2, 2],
        Mode::Two => vec![1, 1],
        Mode::Three if extra => vec![1, 1, 1],
        Mode::Three => vec![2, 1],
    }
}

/// Whether the dealer must be alone in a side whatever the group enters (five players:
/// «Le donneur joue seul, les autres jouent par paires»).
pub(crate) fn dealer_alone(mode: Mode) -> bool {
    matches!(mode, Mode::BeginnerFive | Mode::Chinkway)
}

/// Sides as sets, for comparing: each sorted, then sorted.
pub(crate) fn canonical(sides: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = sides
        .iter()
        .map(|s| {
            let mut s = s.clone();
            s.sort_unstable();
            s
        })
        .collect();
    out.sort();
    out
}

/// The rule's dealer for deal `deal` (1 = the first), given the outgoing dealer and the
/// totals after the previous deal; none for the first deal (the group chooses).
pub(crate) fn rule_dealer(
    mode: Mode,
    options: &Options,
    extra: bool,
    previous: Option<usize>,
    totals: &[i64],
    names: &[String],
) -> Option<(usize, DealerReason)> {
    let previous = previous?;
    let n = mode.players();
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    if mode == Mode::BeginnerFive || extra {
        let exclude = options.dealer_rule == DealerRule::LowestTotalNotOutgoing;
        // Clockwise from the outgoing dealer's left; the outgoing dealer last.
        let order: Vec<usize> = (1..=n)
            .map(|k| (previous + k) % n)
            .filter(|&s| !(exclude && s == previous))
            .collect();
        let total = order.iter().filter_map(|&s| totals.get(s)).copied().min()?;
        let tied: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&s| totals.get(s) == Some(&total))
            .collect();
        let dealer = *tied.first()?;
        Some((
            dealer,
            DealerReason::LowestTotal {
                total,
                tied: tied.into_iter().map(name).collect(),
                outgoing: name(previous),
                outgoing_excluded: exclude,
            },
        ))
    } else {
        Some((
            (previous + 1) % n,
            DealerReason::LeftOfPrevious {
                previous: name(previous),
            },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["A", "B", "C", "D", "E"].map(String::from).to_vec()
    }

    #[test]
    fn five_player_teams_follow_the_dealer() {
        // «si A est le donneur, B et D forment une première équipe, C et E forment la
        // deuxième»
        let o = Options::default();
        assert_eq!(
            canonical(&rule_sides(Mode::BeginnerFive, &o, 1, false, 0)),
            vec![vec![0], vec![1, 3], vec![2, 4]]
        );
        // «si C devient le nouveau donneur …, les nouvelles équipes seront formées par A
        // et D, ainsi que par B et E»
        assert_eq!(
            canonical(&rule_sides(Mode::BeginnerFive, &o, 2, false, 2)),
            vec![vec![0, 3], vec![1, 4], vec![2]]
        );
        // CHINKWAY: «Si A est le donneur, les joueurs B et C sont ensembles, de même pour
        // D et E.»
        assert_eq!(
            canonical(&rule_sides(Mode::Chinkway, &o, 1, false, 0)),
            vec![vec![0], vec![1, 2], vec![3, 4]]
        );
    }

    #[test]
    fn lowest_total_deals_ties_clockwise() {
        let o = Options::default();
        let (dealer, reason) = rule_dealer(
            Mode::BeginnerFive,
            &o,
            false,
            Some(0),
            &[15, 15, 0, 15, 0],
            &names(),
        )
        .unwrap();
        assert_eq!(dealer, 2);
        assert!(
            matches!(reason, DealerReason::LowestTotal { total: 0, ref tied, .. } if tied == &["C", "E"])
        );
        // The outgoing dealer is considered last in a tie…
        let (dealer, _) = rule_dealer(
            Mode::BeginnerFive,
            &o,
            false,
            Some(4),
            &[0, 5, 5, 5, 0],
            &names(),
        )
        .unwrap();
        assert_eq!(dealer, 0);
        // …deals again when strictly lowest…
        let (dealer, _) = rule_dealer(
            Mode::BeginnerFive,
            &o,
            false,
            Some(4),
            &[1, 5, 5, 5, 0],
            &names(),
        )
        .unwrap();
        assert_eq!(dealer, 4);
        // …unless the group excludes it.
        let o = Options {
            dealer_rule: DealerRule::LowestTotalNotOutgoing,
            ..Options::default()
        };
        let (dealer, _) = rule_dealer(
            Mode::BeginnerFive,
            &o,
            false,
            Some(4),
            &[1, 5, 5, 5, 0],
            &names(),
        )
        .unwrap();
        assert_eq!(dealer, 0);
        assert!(rule_dealer(Mode::BeginnerFive, &o, false, None, &[0; 5], &names()).is_none());
    }

    #[test]
    fn the_deal_passes_left_elsewhere() {
        let o = Options::default();
        let (dealer, _) = rule_dealer(Mode::Four, &o, false, Some(3), &[0; 4], &names()).unwrap();
        assert_eq!(dealer, 0);
        let (dealer, _) = rule_dealer(
            Mode::Chinkway,
            &o,
            false,
            Some(1),
            &[9, 0, 0, 0, 0],
            &names(),
        )
        .unwrap();
        assert_eq!(dealer, 2);
    }
}
