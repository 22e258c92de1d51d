//! The players' names of a score sheet, checked the same way for every game: a name is
//! not empty, not longer than the game allows, and not another seat's (names are
//! compared ignoring case and surrounding spaces). A name typed on an entry is found
//! the same way for every game too ([`find_player`]): exactly, or, setting accents
//! aside ("Remi" for "Rémi"), when that names one player only; otherwise the closest
//! name is offered ("did you mean Rémi?").

use serde::{Deserialize, Serialize};

/// The form names are compared in: surrounding spaces and case ignored.
pub fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// A name in the loose form: [`name_key`] with the accents of Latin letters set aside.
pub fn loose_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name_key(name).chars() {
        match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => out.push('a'),
            'æ' => out.push_str("ae"),
            'ç' | 'ć' | 'č' | 'ĉ' | 'ċ' => out.push('c'),
            'ď' | 'đ' => out.push('d'),
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => out.push('e'),
            'ğ' | 'ĝ' | 'ġ' | 'ģ' => out.push('g'),
            'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => out.push('i'),
            'ñ' | 'ń' | 'ň' | 'ņ' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => out.push('o'),
            'œ' => out.push_str("oe"),
            'ŕ' | 'ř' => out.push('r'),
            'ś' | 'š' | 'ş' | 'ŝ' => out.push('s'),
            'ß' => out.push_str("ss"),
            'ť' | 'ţ' => out.push('t'),
            'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'ź' | 'ż' | 'ž' => out.push('z'),
            other => out.push(other),
        }
    }
    out
}

/// How a name typed on an entry was found among the players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// The player's name, ignoring case and surrounding spaces.
    Exact(usize),
    /// Only once accents were set aside, and it names this player only.
    Loose(usize),
    /// No player; `did_you_mean` is the closest name, when one is close.
    Unknown { did_you_mean: Option<String> },
}

impl Found {
    /// The seat, found either way.
    pub fn seat(&self) -> Option<usize> {
        match self {
            Found::Exact(seat) | Found::Loose(seat) => Some(*seat),
            Found::Unknown { .. } => None,
        }
    }
}

/// A name typed on an entry, found among the players (in seat order).
pub fn find_player(players: &[String], typed: &str) -> Found {
    let key = name_key(typed);
    if let Some(seat) = players.iter().position(|p| name_key(p) == key) {
        return Found::Exact(seat);
    }
    let loose = loose_key(typed);
    let same: Vec<usize> = (0..players.len())
        .filter(|&s| loose_key(&players[s]) == loose)
        .collect();
    if let [seat] = same.as_slice() {
        return Found::Loose(*seat);
    }
    // the closest name, if a slip of a letter or two away and the only one so close
    let far = |p: &String| edit_distance(&loose_key(p), &loose);
    let best = players.iter().map(far).min();
    let close = best.filter(|&d| d <= (loose.chars().count() / 3).max(1));
    let did_you_mean = close.and_then(|d| {
        let mut at = players.iter().filter(|p| far(p) == d);
        match (at.next(), at.next()) {
            (Some(one), None) => Some(one.clone()),
            _ => None,
        }
    });
    Found::Unknown { did_you_mean }
}

/// Levenshtein distance over characters, for "did you mean"; names are short, and a
/// name past 60 characters is far from any player.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().take(60).collect();
    let b: Vec<char> = b.chars().take(60).collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let next = (row[j + 1] + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// A name typed on an entry that was taken as a player's once accents were set aside
/// ("Remi" for "Rémi"), for the report to say so.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NameRead {
    /// Where it was first typed (the game's own words: "entry 4", "deal 2", "game 1").
    pub at: String,
    pub typed: String,
    pub player: String,
}

/// Adds to `reads` that `typed` was taken as `player`, once for each such pair: the
/// place it was first typed (`at`, in the game's own words) is the one the report names.
pub fn note_read(
    reads: &mut Vec<NameRead>,
    at: impl FnOnce() -> String,
    typed: &str,
    player: &str,
) {
    if !reads.iter().any(|r| r.typed == typed && r.player == player) {
        reads.push(NameRead {
            at: at(),
            typed: typed.to_string(),
            player: player.to_string(),
        });
    }
}

impl std::fmt::Display for NameRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: \"{}\" is taken as {}",
            self.at, self.typed, self.player
        )
    }
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
    fn a_name_is_found_exactly_then_without_accents_else_the_closest_is_offered() {
        let players: Vec<String> = ["Rémi", "Anaïs", "Zoé"].map(String::from).to_vec();
        assert_eq!(find_player(&players, " rÉmi "), Found::Exact(0));
        assert_eq!(find_player(&players, "Remi"), Found::Loose(0));
        assert_eq!(find_player(&players, "ANAIS"), Found::Loose(1));
        assert_eq!(
            find_player(&players, "Remy"),
            Found::Unknown {
                did_you_mean: Some("Rémi".into())
            }
        );
        assert_eq!(
            find_player(&players, "Bob"),
            Found::Unknown { did_you_mean: None }
        );
        // two players the same without accents: only the exact name finds one
        let twins: Vec<String> = ["Rémi", "Remi"].map(String::from).to_vec();
        assert_eq!(find_player(&twins, "remi"), Found::Exact(1));
        assert_eq!(
            find_player(&twins, "rèmi"),
            Found::Unknown { did_you_mean: None }
        );
    }

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
