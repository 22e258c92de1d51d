//! How a table chooses its teams when the seating alone does not decide them
//! (docs/rules.md §2): what the rules propose for these players in this seat order, and
//! the teams built from the players' choice (who plays alone, two against one; the
//! start-roll winner's two partners at five).

use serde::{Deserialize, Serialize};

use crate::options::{RuleOptions, ThreePlayers};
use crate::sheet::{SheetError, SheetErrors, SheetPlace, TeamProblem, check_names};
use crate::teams::{MAX_PLAYERS, MIN_PLAYERS, TeamError, TeamSetup, TeamShape};

/// What the rules say of the teams for these players in this seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "proposal", rename_all = "snake_case")]
pub enum TeamProposal {
    /// The seating decides: each alone, or crossed pairs with four players.
    Fixed { teams: Vec<Vec<String>> },
    /// Three players, two against one: the players say who plays alone.
    ChooseAlone,
    /// Five players: the start roll's winner picks two partners.
    PickAfterRoll,
}

/// How the players chose their teams, when the seating alone does not decide them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "choice", rename_all = "snake_case", deny_unknown_fields)]
pub enum TeamChoice {
    /// As the seating gives them (each alone; 4 players crossed).
    Seating,
    /// Three players, two against one: who plays alone.
    Alone { player: String },
    /// Five players: the winner of the start roll and the two partners they picked.
    Picked {
        picker: String,
        partners: [String; 2],
    },
}

/// The rules' proposal for these players: names checked, 2 to 5 of them.
pub fn propose(players: &[String], options: &RuleOptions) -> Result<TeamProposal, SheetErrors> {
    check_names(players)?;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players.len()) {
        return Err(SheetError::PlayerCount(players.len()).into());
    }
    Ok(match TeamSetup::proposed(players.len(), options) {
        Some(setup) => TeamProposal::Fixed {
            teams: setup.named_sides(players),
        },
        None if players.len() == 5 => TeamProposal::PickAfterRoll,
        None => TeamProposal::ChooseAlone,
    })
}

/// The teams the players chose, as named sides; a choice that does not belong to this
/// table (a player alone at five, a pick at three) is refused with the shape the table
/// needs.
pub fn compose(
    players: &[String],
    options: &RuleOptions,
    choice: &TeamChoice,
) -> Result<Vec<Vec<String>>, SheetErrors> {
    check_names(players)?;
    let seat = |name: &str| -> Result<usize, SheetError> {
        players
            .iter()
            .position(|p| p == name)
            .ok_or_else(|| SheetError::UnknownPlayer {
                name: name.to_owned(),
                place: SheetPlace::Teams,
                known: players.to_vec(),
            })
    };
    let teams = match choice {
        TeamChoice::Seating => {
            let shape = if players.len() == 5 {
                TeamShape::NameThreeAgainstTwo
            } else {
                TeamShape::NamePair
            };
            TeamSetup::proposed(players.len(), options).ok_or(TeamError::Shape(shape))
        }
        // each choice belongs to one table: three players two against one, or five
        TeamChoice::Alone { .. }
            if players.len() != 3 || options.three_players != ThreePlayers::TwoAgainstOne =>
        {
            Err(TeamError::Shape(
                TeamSetup::proposed(players.len(), options)
                    .map(|_| TeamShape::ThreeEachAlone)
                    .unwrap_or(TeamShape::NameThreeAgainstTwo),
            ))
        }
        TeamChoice::Picked { .. } if players.len() != 5 => {
            Err(TeamError::Shape(TeamShape::FiveThreeAgainstTwo))
        }
        TeamChoice::Alone { player } => TeamSetup::two_against_one(seat(player)?),
        TeamChoice::Picked { picker, partners } => {
            TeamSetup::picked_by(seat(picker)?, [seat(&partners[0])?, seat(&partners[1])?])
        }
    };
    let teams = teams.map_err(|e| {
        SheetError::Teams(match e {
            TeamError::Shape(shape) => TeamProblem::Shape { shape },
            _ => TeamProblem::EmptyTeam,
        })
    })?;
    Ok(teams.named_sides(players))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_seating_decides_at_two_and_four_and_the_players_at_three_and_five() {
        let options = RuleOptions::default();
        let four = names(&["Ana", "Ben", "Cleo", "Dan"]);
        assert_eq!(
            propose(&four, &options).unwrap(),
            TeamProposal::Fixed {
                teams: vec![names(&["Ana", "Cleo"]), names(&["Ben", "Dan"])]
            }
        );
        let five = names(&["Ana", "Ben", "Cleo", "Dan", "Eve"]);
        assert_eq!(
            propose(&five, &options).unwrap(),
            TeamProposal::PickAfterRoll
        );
        let sides = compose(
            &five,
            &options,
            &TeamChoice::Picked {
                picker: "Cleo".into(),
                partners: ["Ana".into(), "Eve".into()],
            },
        )
        .unwrap();
        assert_eq!(sides.len(), 2);
        assert!(
            sides
                .iter()
                .any(|s| s.len() == 3 && s.contains(&"Cleo".to_string()))
        );
        // a pick at a table of four is not this table's choice
        assert!(
            compose(
                &four,
                &options,
                &TeamChoice::Picked {
                    picker: "Ana".into(),
                    partners: ["Ben".into(), "Dan".into()],
                }
            )
            .is_err()
        );
        // an unknown name is named
        let error = compose(
            &five,
            &options,
            &TeamChoice::Picked {
                picker: "Zoé".into(),
                partners: ["Ana".into(), "Eve".into()],
            },
        )
        .unwrap_err();
        assert!(error.to_string().contains("Zoé"), "{error}");
        assert!(propose(&names(&["Ana"]), &options).is_err());
    }
}
