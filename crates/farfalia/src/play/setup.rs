//! Who plays a digital game and how: the names (four or five), the points for 1 to 3
//! matching cards, the game's length, and the variants DOUBLE YOU and BURNIN' DOWN THE
//! HOUSE. [`PlaySetup::rules`] checks it and resolves it into the score keeper's own
//! [`Options`] and [`Settings`], so a digital deal is scored by the same functions as a
//! deal entered on a sheet.

use serde::{Deserialize, Serialize};

use crate::mode::Mode;
use crate::options::{DealerRule, HousePoints, LeaderBar, Options, Settings, Stacking};
use crate::problem::Problem;

/// The game's length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaLength"))]
pub enum Length {
    /// The text's: three deals at five («Après deux donnes, la troisième représente la
    /// dernière de la partie»), four at four («Après quatre donnes, l'équipe ayant marqué
    /// le plus de points gagne la partie»).
    #[default]
    Standard,
    /// A number of deals: at four a multiple of four («nombre préétabli de donnes
    /// (multiple de quatre)»); at five a house length.
    Deals {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        deals: i64,
    },
    /// Four players: until a team reaches this score («ou bien sur un score maximum à
    /// atteindre»).
    Target {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        target: i64,
    },
}

/// The house rules of a digital game. Every default is the score keeper's.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaPlayOptions"))]
pub struct PlayOptions {
    /// f(1..3): the points for 1 to 3 matching cards, lost with the text's table
    /// (A.5 #1); 6/3/1 by default, the score keeper's named reading.
    pub house_points: HousePoints,
    pub length: Length,
    /// The deals (1 = the first) that count double; none for the text's: the beginner
    /// game's last, no deal at four (A.5 #10, a reading).
    #[cfg_attr(feature = "ts", ts(type = "Array<number> | null"))]
    pub doubled_deals: Option<Vec<i64>>,
    /// DOUBLE YOU: two jokers each, one a deal doubling one's points.
    pub double_you: bool,
    pub double_you_leader: LeaderBar,
    pub double_you_stacking: Stacking,
    /// BURNIN' DOWN THE HOUSE: one joker each a deal, which burns its family in a trick.
    pub burnin: bool,
    /// Five players: whether the outgoing dealer may deal again (A.5 #7).
    pub dealer_rule: DealerRule,
    /// The first dealer's seat; none to draw it from the seed («vous pouvez aussi tirer
    /// au sort»).
    pub first_dealer: Option<usize>,
}

impl Default for PlayOptions {
    fn default() -> PlayOptions {
        PlayOptions {
            house_points: HousePoints::default(),
            length: Length::Standard,
            doubled_deals: None,
            double_you: false,
            double_you_leader: LeaderBar::default(),
            double_you_stacking: Stacking::default(),
            burnin: false,
            dealer_rule: DealerRule::default(),
            first_dealer: None,
        }
    }
}

/// The players (in seat order, clockwise) and the house rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaPlaySetup"))]
pub struct PlaySetup {
    pub names: Vec<String>,
    #[serde(default)]
    pub options: PlayOptions,
}

/// Why a setup cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaSetupError"))]
pub enum SetupError {
    #[error(
        "the digital game seats four or five players ({players} given): the fictitious players' rules of the two- and three-player games are lost"
    )]
    Players { players: usize },
    #[error("player {seat} has no name")]
    EmptyName { seat: usize },
    #[error("players {first} and {second} have the same name")]
    SameName { first: usize, second: usize },
    #[error("the first dealer must be a seat from 0 to {}", players - 1)]
    FirstDealer { seat: usize, players: usize },
    #[error("the options: {}", problems.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
    Options { problems: Vec<Problem> },
}

/// A checked setup, resolved for the score keeper.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    pub mode: Mode,
    /// The score keeper's options for this game (what its sheet carries).
    pub options: Options,
    /// The score keeper's settings: the points table, the length, the doubled deals.
    pub settings: Settings,
    /// BURNIN' DOWN THE HOUSE.
    pub burnin: bool,
}

impl PlaySetup {
    /// Default options for these names.
    pub fn new(names: Vec<String>) -> PlaySetup {
        PlaySetup {
            names,
            options: PlayOptions::default(),
        }
    }

    /// Default names and options for `players` seats.
    pub fn plain(players: usize) -> Result<PlaySetup, SetupError> {
        let setup = PlaySetup::new((1..=players).map(|i| format!("Player {i}")).collect());
        setup.rules().map(|_| setup)
    }

    pub fn players(&self) -> usize {
        self.names.len()
    }

    /// Checks the setup and resolves its rules.
    pub fn rules(&self) -> Result<Rules, SetupError> {
        let players = self.names.len();
        let mode = match players {
            5 => Mode::BeginnerFive,
            4 => Mode::Four,
            _ => return Err(SetupError::Players { players }),
        };
        for (seat, name) in self.names.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(SetupError::EmptyName { seat });
            }
            let key = crate::name_key(name);
            if let Some(first) = self.names[..seat]
                .iter()
                .position(|n| crate::name_key(n) == key)
            {
                return Err(SetupError::SameName {
                    first,
                    second: seat,
                });
            }
        }
        let o = &self.options;
        if let Some(seat) = o.first_dealer.filter(|&s| s >= players) {
            return Err(SetupError::FirstDealer { seat, players });
        }
        let (deals, target) = match o.length {
            Length::Standard => (None, None),
            Length::Deals { deals } => (Some(deals), None),
            Length::Target { target } => (None, Some(target)),
        };
        let options = Options {
            house_points: o.house_points,
            deals,
            target,
            doubled_deals: o.doubled_deals.clone(),
            dealer_rule: o.dealer_rule,
            double_you: o.double_you,
            double_you_leader: o.double_you_leader,
            double_you_stacking: o.double_you_stacking,
            ..Options::default()
        };
        let settings = options
            .resolve(mode)
            .map_err(|problems| SetupError::Options { problems })?;
        Ok(Rules {
            mode,
            options,
            settings,
            burnin: o.burnin,
        })
    }
}

impl Rules {
    /// The tricks of a deal: 10 at five, 13 at four.
    pub fn tricks(&self) -> u8 {
        match self.mode {
            Mode::Four => 13,
            _ => 10,
        }
    }

    /// The first trick (1 = the first) a card may be kept from: every trick at five,
    /// «qu'à partir du quatrième pli» at four.
    pub fn first_pick_trick(&self) -> u8 {
        match self.mode {
            Mode::Four => 4,
            _ => 1,
        }
    }

    /// Whether the dealer discards two and calls the trump (five players).
    pub fn dealer_calls(&self) -> bool {
        self.mode.dealer_calls_trump(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_or_five_players_with_names() {
        assert!(PlaySetup::plain(5).is_ok());
        assert!(PlaySetup::plain(4).is_ok());
        for n in [0, 1, 2, 3, 6] {
            assert_eq!(
                PlaySetup::plain(n).unwrap_err(),
                SetupError::Players { players: n }
            );
        }
        let mut s = PlaySetup::plain(4).unwrap();
        s.names[2] = "player 1".into();
        assert_eq!(
            s.rules().unwrap_err(),
            SetupError::SameName {
                first: 0,
                second: 2
            }
        );
        s.names[2] = " ".into();
        assert_eq!(s.rules().unwrap_err(), SetupError::EmptyName { seat: 2 });
    }

    #[test]
    fn the_length_is_checked_by_the_score_keeper() {
        let mut s = PlaySetup::plain(4).unwrap();
        s.options.length = Length::Deals { deals: 6 };
        assert!(matches!(s.rules(), Err(SetupError::Options { .. })));
        s.options.length = Length::Deals { deals: 8 };
        assert_eq!(s.rules().unwrap().settings.deals, Some(8));
        s.options.length = Length::Target { target: 60 };
        let rules = s.rules().unwrap();
        assert_eq!(
            (rules.settings.deals, rules.settings.target),
            (None, Some(60))
        );
        let mut five = PlaySetup::plain(5).unwrap();
        five.options.length = Length::Target { target: 60 };
        assert!(matches!(five.rules(), Err(SetupError::Options { .. })));
        five.options.length = Length::Standard;
        let rules = five.rules().unwrap();
        assert_eq!(rules.settings.deals, Some(3));
        assert_eq!(rules.settings.doubled_deals, vec![3]);
    }
}
