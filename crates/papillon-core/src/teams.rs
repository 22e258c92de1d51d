//! Players and sides (docs/rules.md §2.4).
//!
//! A *side* is what scores: a player alone, or a team. With 2 players each plays alone;
//! with 3, each alone **[default]** or two against one **[option]**; with 4, two teams of
//! two, partners opposite; with 5, a team of three against a team of two.

use serde::{Deserialize, Serialize};

use crate::options::{RuleOptions, ThreePlayers};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 5;

/// A validated division of the players (by seat index) into sides.
///
/// Invariants: 2..=5 players; every player in exactly one side; the shape of the
/// sides is one docs/rules.md §2 allows for that count. Sides are ordered by their first
/// member's index, members in index order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "TeamSetupData")]
pub struct TeamSetup {
    player_count: usize,
    sides: Vec<Vec<usize>>,
}

/// A saved set-up as read: it goes through [`TeamSetup::new`], so a saved game cannot
/// hold sides the rules do not allow.
#[derive(Deserialize)]
struct TeamSetupData {
    player_count: usize,
    sides: Vec<Vec<usize>>,
}

impl TryFrom<TeamSetupData> for TeamSetup {
    type Error = TeamError;

    fn try_from(data: TeamSetupData) -> Result<TeamSetup, TeamError> {
        // three players may play each alone or (house rule) two against one
        TeamSetup::new(
            data.player_count,
            data.sides.clone(),
            &RuleOptions::default(),
        )
        .or_else(|error| match (data.player_count, &error) {
            (3, TeamError::Shape(_)) => {
                let options = RuleOptions {
                    three_players: ThreePlayers::TwoAgainstOne,
                    ..RuleOptions::default()
                };
                TeamSetup::new(3, data.sides, &options)
            }
            _ => Err(error),
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamError {
    #[error("a game needs 2 to 5 players, not {0}")]
    PlayerCount(usize),
    #[error("player {player} is in more than one team")]
    InTwoTeams { player: usize },
    #[error("player {player} is in no team")]
    InNoTeam { player: usize },
    #[error("there is no player {player}: the game has {count} players")]
    NoSuchPlayer { player: usize, count: usize },
    #[error("a team cannot be empty")]
    EmptyTeam,
    #[error("{0}")]
    Shape(TeamShape),
}

/// What the rules want of the sides (docs/rules.md §2.1, §2.5), when a division or a
/// seating does not fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "shape", rename_all = "snake_case")]
pub enum TeamShape {
    #[error("the two-against-one house rule is on: say which two players play together")]
    NamePair,
    #[error("4 players play in two teams of two: say who plays with whom")]
    NameTeamsOfTwo,
    #[error("5 players play a team of three against a team of two: say who plays with whom")]
    NameThreeAgainstTwo,
    #[error("2 players each play alone")]
    TwoEachAlone,
    #[error(
        "3 players each play alone (two against one is a house rule: three_players = two_against_one)"
    )]
    ThreeEachAlone,
    #[error(
        "under the two-against-one house rule, 3 players make a team of two and one player alone"
    )]
    ThreeTwoAgainstOne,
    #[error("4 players play in two teams of two")]
    FourTwoTeams,
    #[error("5 players play a team of three against a team of two")]
    FiveThreeAgainstTwo,
    #[error("the table has {seats} seats for {players} players")]
    SeatCount { seats: usize, players: usize },
    #[error("with 4 players partners sit opposite each other")]
    PartnersOpposite,
}

impl TeamSetup {
    /// Everyone alone (2 players, or 3 playing each alone).
    pub fn each_alone(player_count: usize) -> Result<TeamSetup, TeamError> {
        let sides = (0..player_count).map(|p| vec![p]).collect();
        TeamSetup::new(player_count, sides, &RuleOptions::default())
    }

    /// Crossed pairs for 4 players in seat order: seats 0 and 2 against 1 and 3.
    pub fn crossed_pairs() -> TeamSetup {
        TeamSetup {
            player_count: 4,
            sides: vec![vec![0, 2], vec![1, 3]],
        }
    }

    /// Three players, two against one (the house rule): `alone` plays against the
    /// other two (docs/rules.md §2.6).
    pub fn two_against_one(alone: usize) -> Result<TeamSetup, TeamError> {
        if alone >= 3 {
            return Err(TeamError::NoSuchPlayer {
                player: alone,
                count: 3,
            });
        }
        let pair: Vec<usize> = (0..3).filter(|&p| p != alone).collect();
        let options = RuleOptions {
            three_players: ThreePlayers::TwoAgainstOne,
            ..RuleOptions::default()
        };
        TeamSetup::new(3, vec![pair, vec![alone]], &options)
    }

    /// Five players: the winner of the start roll (`picker`) and the two partners they
    /// picked play against the other two (docs/rules.md §2.4).
    pub fn picked_by(picker: usize, partners: [usize; 2]) -> Result<TeamSetup, TeamError> {
        let mut three = vec![picker, partners[0], partners[1]];
        three.sort_unstable();
        three.dedup();
        if three.len() != 3 {
            return Err(TeamError::Shape(TeamShape::FiveThreeAgainstTwo));
        }
        let two: Vec<usize> = (0..5).filter(|p| !three.contains(p)).collect();
        TeamSetup::new(5, vec![three, two], &RuleOptions::default())
    }

    /// The default set-up for a player count when no teams are given: each alone for 2
    /// and 3 players (unless the two-against-one house rule is on); 4 and 5 players must
    /// say who plays with whom.
    pub fn default_for(player_count: usize, options: &RuleOptions) -> Result<TeamSetup, TeamError> {
        match player_count {
            2 => TeamSetup::each_alone(2),
            3 => match options.three_players {
                ThreePlayers::EachAlone => TeamSetup::each_alone(3),
                ThreePlayers::TwoAgainstOne => Err(TeamError::Shape(TeamShape::NamePair)),
            },
            4 => Err(TeamError::Shape(TeamShape::NameTeamsOfTwo)),
            5 => Err(TeamError::Shape(TeamShape::NameThreeAgainstTwo)),
            n => Err(TeamError::PlayerCount(n)),
        }
    }

    /// The teams the rules give for players in seat order, when the seating alone
    /// decides them: each alone (2, 3 by default), crossed pairs (4). `None` when the
    /// players must choose (3 under two-against-one; 5, after the start roll).
    pub fn proposed(player_count: usize, options: &RuleOptions) -> Option<TeamSetup> {
        match player_count {
            4 => Some(TeamSetup::crossed_pairs()),
            n => TeamSetup::default_for(n, options).ok(),
        }
    }

    /// Validates a division of `player_count` players into sides.
    pub fn new(
        player_count: usize,
        sides: Vec<Vec<usize>>,
        options: &RuleOptions,
    ) -> Result<TeamSetup, TeamError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&player_count) {
            return Err(TeamError::PlayerCount(player_count));
        }
        let mut seen = vec![false; player_count];
        for side in &sides {
            if side.is_empty() {
                return Err(TeamError::EmptyTeam);
            }
            for &player in side {
                let slot = seen.get_mut(player).ok_or(TeamError::NoSuchPlayer {
                    player,
                    count: player_count,
                })?;
                if *slot {
                    return Err(TeamError::InTwoTeams { player });
                }
                *slot = true;
            }
        }
        if let Some(player) = seen.iter().position(|s| !s) {
            return Err(TeamError::InNoTeam { player });
        }
        let mut sizes: Vec<usize> = sides.iter().map(Vec::len).collect();
        sizes.sort_unstable();
        let shape_ok = match player_count {
            2 => sizes == [1, 1],
            3 => match options.three_players {
                ThreePlayers::EachAlone => sizes == [1, 1, 1],
                ThreePlayers::TwoAgainstOne => sizes == [1, 2],
            },
            4 => sizes == [2, 2],
            _ => sizes == [2, 3],
        };
        if !shape_ok {
            let expected = match player_count {
                2 => TeamShape::TwoEachAlone,
                3 => match options.three_players {
                    ThreePlayers::EachAlone => TeamShape::ThreeEachAlone,
                    ThreePlayers::TwoAgainstOne => TeamShape::ThreeTwoAgainstOne,
                },
                4 => TeamShape::FourTwoTeams,
                _ => TeamShape::FiveThreeAgainstTwo,
            };
            return Err(TeamError::Shape(expected));
        }
        let mut sides: Vec<Vec<usize>> = sides
            .into_iter()
            .map(|mut side| {
                side.sort_unstable();
                side
            })
            .collect();
        sides.sort_unstable();
        Ok(TeamSetup {
            player_count,
            sides,
        })
    }

    pub fn player_count(&self) -> usize {
        self.player_count
    }

    /// The sides as names (the `teams` of a score sheet), given the names in seat
    /// order; a seat without a name is left out.
    pub fn named_sides(&self, names: &[String]) -> Vec<Vec<String>> {
        self.sides
            .iter()
            .map(|side| side.iter().filter_map(|&p| names.get(p).cloned()).collect())
            .collect()
    }

    /// The sides, each a list of player indices.
    pub fn sides(&self) -> &[Vec<usize>] {
        &self.sides
    }

    /// The index of the side a player belongs to.
    pub fn side_of(&self, player: usize) -> Option<usize> {
        self.sides.iter().position(|side| side.contains(&player))
    }

    pub fn are_partners(&self, a: usize, b: usize) -> bool {
        a != b && self.side_of(a).is_some() && self.side_of(a) == self.side_of(b)
    }

    pub fn has_teams(&self) -> bool {
        self.sides.iter().any(|side| side.len() > 1)
    }

    /// Checks the seating for this set-up: with 4 players, partners sit opposite
    /// (`seats` lists player indices in table order).
    pub fn check_seating(&self, seats: &[usize]) -> Result<(), TeamError> {
        if seats.len() != self.player_count {
            return Err(TeamError::Shape(TeamShape::SeatCount {
                seats: seats.len(),
                players: self.player_count,
            }));
        }
        if self.player_count == 4 {
            for i in 0..4 {
                if !self.are_partners(seats[i], seats[(i + 2) % 4]) {
                    return Err(TeamError::Shape(TeamShape::PartnersOpposite));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn two_against_one_and_the_five_player_pick() {
        let three = super::TeamSetup::two_against_one(1).expect("valid");
        assert_eq!(three.sides(), [vec![0, 2], vec![1]]);
        assert!(super::TeamSetup::two_against_one(3).is_err());
        let five = super::TeamSetup::picked_by(3, [0, 4]).expect("valid");
        assert_eq!(five.sides(), [vec![0, 3, 4], vec![1, 2]]);
        assert!(super::TeamSetup::picked_by(3, [3, 4]).is_err());
        assert!(super::TeamSetup::picked_by(3, [4, 4]).is_err());
    }

    #[test]
    fn the_seating_proposes_teams_when_the_rules_fix_them() {
        let options = RuleOptions::default();
        assert_eq!(
            TeamSetup::proposed(4, &options),
            Some(TeamSetup::crossed_pairs())
        );
        assert_eq!(
            TeamSetup::proposed(2, &options),
            TeamSetup::each_alone(2).ok()
        );
        assert_eq!(
            TeamSetup::proposed(3, &options),
            TeamSetup::each_alone(3).ok()
        );
        assert_eq!(TeamSetup::proposed(5, &options), None);
        let two_against_one = RuleOptions {
            three_players: ThreePlayers::TwoAgainstOne,
            ..RuleOptions::default()
        };
        assert_eq!(TeamSetup::proposed(3, &two_against_one), None);
        assert_eq!(TeamSetup::proposed(6, &options), None);
    }

    use super::*;

    fn two_against_one() -> RuleOptions {
        RuleOptions {
            three_players: ThreePlayers::TwoAgainstOne,
            ..RuleOptions::default()
        }
    }

    #[test]
    fn allowed_shapes() {
        let d = RuleOptions::default();
        assert!(TeamSetup::new(2, vec![vec![0], vec![1]], &d).is_ok());
        assert!(TeamSetup::new(3, vec![vec![0], vec![1], vec![2]], &d).is_ok());
        assert!(TeamSetup::new(3, vec![vec![0, 2], vec![1]], &two_against_one()).is_ok());
        assert!(TeamSetup::new(4, vec![vec![0, 2], vec![1, 3]], &d).is_ok());
        assert!(TeamSetup::new(5, vec![vec![0, 2, 4], vec![1, 3]], &d).is_ok());
    }

    #[test]
    fn impossible_shapes_are_errors() {
        let d = RuleOptions::default();
        let err = |n, sides, o: &RuleOptions| TeamSetup::new(n, sides, o).unwrap_err().to_string();
        assert!(err(2, vec![vec![0, 1]], &d).contains("each play alone"));
        assert!(err(3, vec![vec![0, 1], vec![2]], &d).contains("house rule"));
        assert!(
            err(3, vec![vec![0], vec![1], vec![2]], &two_against_one()).contains("team of two")
        );
        assert!(err(4, vec![vec![0], vec![1], vec![2], vec![3]], &d).contains("two teams of two"));
        assert!(err(4, vec![vec![0, 1, 2], vec![3]], &d).contains("two teams of two"));
        assert!(err(5, vec![vec![0, 1, 2, 3], vec![4]], &d).contains("three against"));
        assert!(err(6, vec![], &d).contains("2 to 5"));
        assert!(err(1, vec![vec![0]], &d).contains("2 to 5"));
        assert!(err(4, vec![vec![0, 2], vec![1, 1]], &d).contains("more than one"));
        assert!(err(4, vec![vec![0, 2], vec![1]], &d).contains("in no team"));
        assert!(err(4, vec![vec![0, 2], vec![1, 7]], &d).contains("no player 7"));
        assert!(err(4, vec![vec![0, 2, 1, 3], vec![]], &d).contains("empty"));
    }

    #[test]
    fn sides_are_normalised() {
        let d = RuleOptions::default();
        let a = TeamSetup::new(4, vec![vec![3, 1], vec![2, 0]], &d).expect("valid");
        let b = TeamSetup::new(4, vec![vec![0, 2], vec![1, 3]], &d).expect("valid");
        assert_eq!(a, b);
        assert_eq!(a.side_of(3), Some(1));
        assert!(a.are_partners(0, 2));
        assert!(!a.are_partners(0, 1));
        assert_eq!(a, TeamSetup::crossed_pairs());
    }

    #[test]
    fn seating_of_crossed_pairs() {
        let teams = TeamSetup::crossed_pairs();
        assert!(teams.check_seating(&[0, 1, 2, 3]).is_ok());
        assert!(teams.check_seating(&[1, 2, 3, 0]).is_ok());
        assert!(teams.check_seating(&[0, 2, 1, 3]).is_err());
    }

    #[test]
    fn defaults_per_count() {
        let d = RuleOptions::default();
        assert!(TeamSetup::default_for(2, &d).is_ok());
        assert!(TeamSetup::default_for(3, &d).is_ok());
        assert!(TeamSetup::default_for(3, &two_against_one()).is_err());
        assert!(TeamSetup::default_for(4, &d).is_err());
        assert!(TeamSetup::default_for(5, &d).is_err());
    }
}
