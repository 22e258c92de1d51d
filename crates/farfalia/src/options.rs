//! A group's settings and house rules (docs/rules.md, part III (Farfalia) §9): every gap of
//! the text that scoring needs is one of these, with a default labelled a reading.
//!
//! Missing fields take their default; unknown fields are refused (a typo must not
//! silently fall back to a default). [`Options::resolve`] checks the values serde
//! cannot check and gives the [`Settings`] the scorer uses and the report echoes.

use serde::{Deserialize, Serialize};

use crate::mode::Mode;
use crate::problem::Problem;

/// The most deals a sheet may hold, whatever the length agreed.
pub const MAX_DEALS: usize = 100;
/// The largest house value for 3, 2 or 1 matching cards.
pub const MAX_HOUSE_POINTS: i64 = 100;
/// The largest target score of a four-player game.
pub const MAX_TARGET: i64 = 10_000;
/// What 5 and 4 matching cards score: the text's doubled «5 cartes pareilles = 30
/// points, 4 cartes pareilles = 20 points» halved.
pub const FIVE_MATCHES: i64 = 15;
pub const FOUR_MATCHES: i64 = 10;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaOptions"))]
pub struct Options {
    /// What 3, 2 and 1 matching cards score: the text's table is lost (§5.2).
    pub house_points: HousePoints,
    /// The number of deals; none for the mode's own (§3.6). For three players: the
    /// deals with the fictitious player, before the extra deal.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub deals: Option<i64>,
    /// Four players: play to this team score instead of a number of deals (§7.2).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub target: Option<i64>,
    /// The deals (1 = the first) whose points count double; none for the mode's own:
    /// the last deal of the beginner game, no deal elsewhere (§5.5).
    #[cfg_attr(feature = "ts", ts(type = "Array<number> | null"))]
    pub doubled_deals: Option<Vec<i64>>,
    /// Whether the outgoing dealer may deal again when lowest (§6.2).
    pub dealer_rule: DealerRule,
    /// Whether each deal's dealer and teams must follow the rule (§6.8).
    pub seating: SeatingRule,
    /// CHINKWAY deals 6 and later: the teams beside the lone dealer (§6.3).
    pub chinkway_late_teams: LateTeams,
    /// CHINKWAY: who wins (§7.3).
    pub chinkway_winners: ChinkwayWinners,
    /// Three players: whether the quick game's extra deal without the fictitious
    /// player follows the standard deals (§3.5).
    pub three_extra_deal: bool,
    /// The DOUBLE YOU variant: two jokers each, one a deal doubling one's points (§5.6).
    pub double_you: bool,
    /// DOUBLE YOU: which leaders may not play a joker (§5.6).
    pub double_you_leader: LeaderBar,
    /// DOUBLE YOU in a doubled deal: ×4, or at most ×2 (§5.7).
    pub double_you_stacking: Stacking,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            house_points: HousePoints::default(),
            deals: None,
            target: None,
            doubled_deals: None,
            dealer_rule: DealerRule::default(),
            seating: SeatingRule::default(),
            chinkway_late_teams: LateTeams::default(),
            chinkway_winners: ChinkwayWinners::default(),
            three_extra_deal: true,
            double_you: false,
            double_you_leader: LeaderBar::default(),
            double_you_stacking: Stacking::default(),
        }
    }
}

/// What 3, 2 and 1 matching cards score. **[reading]** 6, 3 and 1, continuing 15 and
/// 10 as triangular numbers: a guess to start from, not the rule (the text's table
/// was lost with «Chaque équipe réunit ses propres cartes (celles qui sont face
/// visible) et …»). 0 to 100 each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HousePoints {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub three: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub two: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub one: i64,
}

impl Default for HousePoints {
    fn default() -> HousePoints {
        HousePoints {
            three: 6,
            two: 3,
            one: 1,
        }
    }
}

/// **[reading, default]** the lowest total deals, the outgoing dealer included (last in
/// a tie); **[option]** the outgoing dealer never deals twice running.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum DealerRule {
    #[default]
    LowestTotal,
    LowestTotalNotOutgoing,
}

/// **[default]** a deal's dealer and teams must be the rule's; **[option]** the group
/// enters its own (any dealer, teams of the mode's shape).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum SeatingRule {
    #[default]
    ByRule,
    AsEntered,
}

/// CHINKWAY from deal 6: «le donneur joue toujours tout seul. Le …» (cut).
/// **[reading, default]** across: the players 1 and 3 seats to the dealer's left
/// together, 2 and 4 together (the beginner game's teams); **[option]** neighbours: as
/// in deals 1 to 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum LateTeams {
    #[default]
    Across,
    Neighbours,
}

/// CHINKWAY's winners are cut from the text. **[reading, default]** the two best, as in
/// the beginner game; **[option]** the best alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ChinkwayWinners {
    #[default]
    TwoBest,
    Best,
}

/// «Le premier au classement ne peut pas jouer de joker.» **[reading, default]** every
/// player tied for first is barred (so nobody plays one in the first deal);
/// **[option]** only a leader alone at the top is barred.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum LeaderBar {
    #[default]
    TiedLeadersBarred,
    UniqueLeaderBarred,
}

/// **[reading, default]** a joker in a doubled deal counts ×4; **[option]** never more
/// than ×2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Stacking {
    #[default]
    Multiply,
    AtMostDouble,
}

/// The options resolved for one sheet's mode: what the scorer uses, echoed in the
/// report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaSettings"))]
pub struct Settings {
    /// What a side scores for 0 to 5 matching cards (index = matches), before doubling.
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub points: Vec<i64>,
    /// The number of deals in all (three players: the extra deal included); none when
    /// a four-player game plays to a target.
    pub deals: Option<u16>,
    /// A four-player game's target team score.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub target: Option<i64>,
    /// The deals (1 = the first) that count double.
    pub doubled_deals: Vec<u16>,
    /// Three players: the number of the extra deal without the fictitious player.
    pub extra_deal: Option<u16>,
}

impl Settings {
    /// The points for `matches` matching cards (0 to 5).
    pub fn points_for(&self, matches: usize) -> i64 {
        self.points.get(matches).copied().unwrap_or(0)
    }

    /// Whether deal `deal` (1 = the first) counts double.
    pub fn doubled(&self, deal: usize) -> bool {
        self.doubled_deals.iter().any(|&d| usize::from(d) == deal)
    }

    /// Whether deal `deal` is the three-player extra deal.
    pub fn is_extra(&self, deal: usize) -> bool {
        self.extra_deal.is_some_and(|d| usize::from(d) == deal)
    }

    /// The most deals the sheet can hold.
    pub fn max_deals(&self) -> usize {
        self.deals.map_or(MAX_DEALS, usize::from)
    }
}

impl Options {
    /// Checks the values serde cannot check, for `mode`, and resolves the defaults.
    pub fn resolve(&self, mode: Mode) -> Result<Settings, Vec<Problem>> {
        let mut problems = Vec::new();
        let house = self.house_points;
        for (matches, points) in [(3u8, house.three), (2, house.two), (1, house.one)] {
            if !(0..=MAX_HOUSE_POINTS).contains(&points) {
                problems.push(Problem::HousePoints { matches, points });
            }
        }
        let points = vec![
            0,
            house.one,
            house.two,
            house.three,
            FOUR_MATCHES,
            FIVE_MATCHES,
        ];

        if self.target.is_some() && mode != Mode::Four {
            problems.push(Problem::TargetNotForMode { mode });
        }
        let target = match self.target {
            Some(t) if !(1..=MAX_TARGET).contains(&t) => {
                problems.push(Problem::Target { target: t });
                None
            }
            t => t.filter(|_| mode == Mode::Four),
        };
        if target.is_some() && self.deals.is_some() {
            problems.push(Problem::TargetAndDeals);
        }

        let standard = match self.deals {
            None => Some(mode.default_deals()),
            Some(d) if deals_allowed(mode, d) => u16::try_from(d).ok(),
            Some(d) => {
                problems.push(Problem::Deals { mode, deals: d });
                None
            }
        };
        let extra_deal = match (mode, standard) {
            (Mode::Three, Some(s)) if self.three_extra_deal => Some(s + 1),
            _ => None,
        };
        let deals = if target.is_some() {
            None
        } else {
            standard.map(|s| s + u16::from(extra_deal.is_some()))
        };

        let mut doubled_deals: Vec<u16> = Vec::new();
        let limit = deals.map_or(MAX_DEALS, usize::from);
        match &self.doubled_deals {
            None => {
                if mode == Mode::BeginnerFive
                    && let Some(last) = deals
                {
                    doubled_deals.push(last);
                }
            }
            Some(list) if list.len() > limit => {
                problems.push(Problem::DoubledDealsTooMany {
                    listed: list.len(),
                    deals: limit,
                });
            }
            Some(list) => {
                for &deal in list {
                    match u16::try_from(deal) {
                        Ok(d) if d >= 1 && usize::from(d) <= limit => {
                            if doubled_deals.contains(&d) {
                                problems.push(Problem::DoubledDealTwice { deal: d });
                            } else {
                                doubled_deals.push(d);
                            }
                        }
                        _ => problems.push(Problem::DoubledDeal { deal, deals: limit }),
                    }
                }
                doubled_deals.sort_unstable();
            }
        }

        if problems.is_empty() {
            Ok(Settings {
                points,
                deals,
                target,
                doubled_deals,
                extra_deal,
            })
        } else {
            Err(problems)
        }
    }
}

/// The numbers of deals a group may agree for a mode: four players a multiple of four
/// («nombre préétabli de donnes (multiple de quatre)»), CHINKWAY 10 or 11 («en 10
/// donnes, plus une dernière supplémentaire»), the others any number up to
/// [`MAX_DEALS`] (three players: leaving room for the extra deal).
pub fn deals_allowed(mode: Mode, deals: i64) -> bool {
    let max = MAX_DEALS as i64;
    match mode {
        Mode::Four => deals >= 4 && deals <= max && deals % 4 == 0,
        Mode::Chinkway => deals == 10 || deals == 11,
        Mode::Three => (1..max).contains(&deals),
        Mode::BeginnerFive | Mode::Two => (1..=max).contains(&deals),
    }
}

/// The kind of value an option takes, for a settings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum OptionKind {
    /// One of `values`.
    Choice,
    /// `true` or `false`.
    Switch,
    /// A number, or none for the mode's own.
    Number,
    /// A list of deal numbers, or none for the mode's own.
    Deals,
    /// The three house values.
    HousePoints,
}

/// One option as a settings screen shows it: its key in [`Options`], its kind and
/// values as the JSON writes them (the default first), the section of
/// docs/rules.md, part III (Farfalia), whether its default is a reading of a gap, and what
/// it is about in one line (English; the app translates by key).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaOptionSchema"))]
pub struct OptionSchema {
    pub key: &'static str,
    pub kind: OptionKind,
    pub values: Vec<&'static str>,
    pub default: &'static str,
    pub section: &'static str,
    /// The default fills a gap of the text or is a reading of an unclear sentence.
    pub reading: bool,
    /// The modes the option changes anything in.
    pub modes: Vec<Mode>,
    pub about: &'static str,
}

impl Options {
    /// Every option, in the order a settings screen shows them.
    pub fn schema() -> Vec<OptionSchema> {
        use Mode::*;
        let all = Mode::ALL.to_vec();
        let choice = |key, values: &[&'static str], section, reading, modes: Vec<Mode>, about| {
            OptionSchema {
                key,
                kind: OptionKind::Choice,
                values: values.to_vec(),
                default: values.first().copied().unwrap_or(""),
                section,
                reading,
                modes,
                about,
            }
        };
        let other = |key, kind, default, section, reading, modes: Vec<Mode>, about| OptionSchema {
            key,
            kind,
            values: Vec::new(),
            default,
            section,
            reading,
            modes,
            about,
        };
        vec![
            other(
                "house_points",
                OptionKind::HousePoints,
                "{\"three\":6,\"two\":3,\"one\":1}",
                "5.2",
                true,
                all.clone(),
                "What 3, 2 and 1 matching cards score (the text's table is lost; 5 score 15, 4 score 10).",
            ),
            other(
                "deals",
                OptionKind::Number,
                "null",
                "3.6",
                false,
                all.clone(),
                "The number of deals (three players: before the extra deal); none for the mode's own.",
            ),
            other(
                "target",
                OptionKind::Number,
                "null",
                "7.2",
                false,
                vec![Four],
                "Four players: play until a team reaches this score instead of a number of deals.",
            ),
            other(
                "doubled_deals",
                OptionKind::Deals,
                "null",
                "5.5",
                true,
                all.clone(),
                "The deals that count double; none for the mode's own (the beginner game's last deal).",
            ),
            choice(
                "dealer_rule",
                &["lowest_total", "lowest_total_not_outgoing"],
                "6.2",
                true,
                vec![BeginnerFive, Three],
                "Whether the outgoing dealer deals again when lowest.",
            ),
            choice(
                "seating",
                &["by_rule", "as_entered"],
                "6.8",
                false,
                all.clone(),
                "Each deal's dealer and teams must follow the rule, or the group enters its own.",
            ),
            choice(
                "chinkway_late_teams",
                &["across", "neighbours"],
                "6.3",
                true,
                vec![Chinkway],
                "CHINKWAY from deal 6: the teams beside the lone dealer (the text is cut).",
            ),
            choice(
                "chinkway_winners",
                &["two_best", "best"],
                "7.3",
                true,
                vec![Chinkway],
                "CHINKWAY: the two best win, or the best alone (the text is cut).",
            ),
            other(
                "three_extra_deal",
                OptionKind::Switch,
                "true",
                "3.5",
                true,
                vec![Three],
                "Three players: the quick game's extra deal without the fictitious player.",
            ),
            other(
                "double_you",
                OptionKind::Switch,
                "false",
                "5.6",
                false,
                all.clone(),
                "DOUBLE YOU: two jokers each; a joker doubles the player's points for a deal.",
            ),
            choice(
                "double_you_leader",
                &["tied_leaders_barred", "unique_leader_barred"],
                "5.6",
                true,
                all.clone(),
                "DOUBLE YOU: whether every player tied for first is barred from playing a joker.",
            ),
            choice(
                "double_you_stacking",
                &["multiply", "at_most_double"],
                "5.7",
                true,
                all,
                "DOUBLE YOU in a doubled deal: ×4, or at most ×2.",
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_resolve_per_mode() {
        let o = Options::default();
        let s = o.resolve(Mode::BeginnerFive).unwrap();
        assert_eq!(s.points, vec![0, 1, 3, 6, 10, 15]);
        assert_eq!(s.deals, Some(3));
        assert_eq!(s.doubled_deals, vec![3]);
        let s = o.resolve(Mode::Four).unwrap();
        assert_eq!((s.deals, s.doubled_deals.len()), (Some(4), 0));
        let s = o.resolve(Mode::Three).unwrap();
        assert_eq!((s.deals, s.extra_deal), (Some(4), Some(4)));
        let s = o.resolve(Mode::Chinkway).unwrap();
        assert_eq!(s.deals, Some(10));
    }

    #[test]
    fn bad_values_are_named() {
        let o = Options {
            house_points: HousePoints {
                three: 101,
                two: -1,
                one: 1,
            },
            deals: Some(6),
            target: Some(50),
            doubled_deals: Some(vec![0, 2, 2]),
            ..Options::default()
        };
        let problems = o.resolve(Mode::Four).unwrap_err();
        assert!(problems.contains(&Problem::HousePoints {
            matches: 3,
            points: 101
        }));
        assert!(problems.contains(&Problem::HousePoints {
            matches: 2,
            points: -1
        }));
        assert!(problems.contains(&Problem::Deals {
            mode: Mode::Four,
            deals: 6
        }));
        assert!(problems.contains(&Problem::TargetAndDeals));
        assert!(problems.contains(&Problem::DoubledDeal {
            deal: 0,
            deals: MAX_DEALS
        }));
        assert!(problems.contains(&Problem::DoubledDealTwice { deal: 2 }));
        let o = Options {
            target: Some(40),
            ..Options::default()
        };
        assert_eq!(
            o.resolve(Mode::Two).unwrap_err(),
            vec![Problem::TargetNotForMode { mode: Mode::Two }]
        );
        assert_eq!(o.resolve(Mode::Four).unwrap().deals, None);
    }

    #[test]
    fn typos_are_refused_and_defaults_fill_in() {
        let o: Options = serde_json::from_str("{}").unwrap();
        assert_eq!(o, Options::default());
        let err = serde_json::from_str::<Options>(r#"{"dealer_rul":"lowest_total"}"#).unwrap_err();
        assert!(err.to_string().contains("dealer_rul"), "{err}");
        let o: Options = serde_json::from_str(r#"{"house_points":{"three":5}}"#).unwrap();
        assert_eq!((o.house_points.three, o.house_points.two), (5, 3));
    }

    /// The schema's keys and defaults are the ones serde reads and writes.
    #[test]
    fn the_schema_matches_the_json() {
        let defaults = serde_json::to_value(Options::default()).unwrap();
        let mut keys: Vec<&str> = Options::schema().iter().map(|s| s.key).collect();
        keys.sort_unstable();
        let mut json_keys: Vec<&str> = defaults
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        json_keys.sort_unstable();
        assert_eq!(keys, json_keys);
        for option in Options::schema() {
            let default: serde_json::Value = match option.kind {
                OptionKind::Choice => serde_json::Value::from(option.default),
                _ => serde_json::from_str(option.default).unwrap(),
            };
            assert_eq!(defaults[option.key], default, "{}", option.key);
            for value in &option.values {
                let mut json = defaults.clone();
                json[option.key] = serde_json::Value::from(*value);
                let parsed: Options = serde_json::from_value(json).unwrap();
                assert_eq!(serde_json::to_value(parsed).unwrap()[option.key], *value);
            }
        }
    }
}
