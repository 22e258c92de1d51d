//! The players' names of a score sheet, checked the same way for every game: a name is
//! not empty, not longer than the game allows, and not another seat's (names are
//! compared ignoring case and surrounding spaces).

/// The form names are compared in: surrounding spaces and case ignored.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// What is wrong with one seat's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameIssue {
    Empty {
        seat: usize,
    },
    /// `start`: the first 20 characters, to quote it.
    TooLong {
        seat: usize,
        start: String,
        chars: usize,
    },
    /// The name of an earlier seat, again.
    Duplicate {
        name: String,
    },
}

/// Every problem of the names, seat by seat.
pub fn check_names(players: &[String], max_chars: usize) -> Vec<NameIssue> {
    let mut issues = Vec::new();
    for (seat, name) in players.iter().enumerate() {
        if name.trim().is_empty() {
            issues.push(NameIssue::Empty { seat });
            continue;
        }
        let chars = name.chars().count();
        if chars > max_chars {
            issues.push(NameIssue::TooLong {
                seat,
                start: name.chars().take(20).collect(),
                chars,
            });
            continue;
        }
        let key = name_key(name);
        if players[..seat].iter().any(|other| name_key(other) == key) {
            issues.push(NameIssue::Duplicate { name: name.clone() });
        }
    }
    issues
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked_seat_by_seat() {
        let names: Vec<String> = ["Ana", " ", "ana ", "Bérénice"].map(String::from).to_vec();
        assert_eq!(
            check_names(&names, 5),
            vec![
                NameIssue::Empty { seat: 1 },
                NameIssue::Duplicate {
                    name: "ana ".into()
                },
                NameIssue::TooLong {
                    seat: 3,
                    start: "Bérénice".into(),
                    chars: 8
                },
            ]
        );
    }
}
