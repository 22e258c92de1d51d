//! The ways to play PROUT and a group's settings (docs/rules.md, part IV (PROUT) §2, §8):
//! every reading scoring needs is an option with its default.
//!
//! Missing fields take their default; unknown fields are refused.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::LICORNE_VALUES;
use crate::problem::Problem;

/// The most games a match may hold.
pub const MAX_GAMES: usize = 100;
/// The largest target of a match.
pub const MAX_TARGET: i64 = 10_000;

/// A way to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutMode"))]
pub enum Mode {
    /// Each player's own draw pile: «Le nombre de cartes restantes en main et dans la
    /// pioche est additionné avec les cartes malus.»
    Main,
    /// One draw pile for all, no INTOX: «Le nombre de cartes restantes en main est
    /// additionné avec les cartes malus.»
    Shared,
    /// One player, the shared-pile rules: «Votre but? Avoir 0 point!»
    Solo,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Main, Mode::Shared, Mode::Solo];

    pub fn key(self) -> &'static str {
        match self {
            Mode::Main => "main",
            Mode::Shared => "shared",
            Mode::Solo => "solo",
        }
    }

    /// The fewest and most players: one in solo; **[reading]** 2 to 5 otherwise (the
    /// text does not say; the publisher's page gives 2 to 5).
    pub fn players(self) -> (usize, usize) {
        match self {
            Mode::Solo => (1, 1),
            Mode::Main | Mode::Shared => (2, 5),
        }
    }

    /// Whether each player has an own draw pile that counts at the end.
    pub fn own_piles(self) -> bool {
        self == Mode::Main
    }

    /// Whether the INTOX cards are in the game: «Mettez de côté toutes les cartes
    /// INTOX» in the shared-pile game and solo.
    pub fn intox(self) -> bool {
        self == Mode::Main
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::Main => "the main game",
            Mode::Shared => "the shared-pile game",
            Mode::Solo => "the solo game",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutOptions"))]
pub struct Options {
    /// Cards counted, or their values (the VARIANTE) (§4).
    pub scoring: Scoring,
    /// «fixez un nombre de points pour mettre fin au jeu (exemple : 20 points)»: a match
    /// of games until someone's running total reaches it; none for a single game (§5).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub target: Option<i64>,
    /// The VARIANTE: what a LICORNE is worth; none for its number (§4.3).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub licorne_value: Option<i64>,
    /// Whether the 6 LICORNES are among the «40 cartes numérotées» or besides them
    /// (§1.2).
    pub licornes: Licornes,
}

/// **[default]** each card left counts 1; **[option]** the VARIANTE: «les points … ne
/// sont pas représentés par le nombre de cartes, mais par les valeurs (carte 13 = 13
/// points)! Une carte INTOX vaut 1 point!»
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutScoring"))]
pub enum Scoring {
    #[default]
    Count,
    Values,
}

/// «40 cartes numérotées de 1 à 13 | 6 cartes LICORNE numérotées | 8 cartes INTOX».
/// **[reading, default]** the LICORNES are besides the 40 (54 cards); **[option]** among
/// them (48 cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutLicornes"))]
pub enum Licornes {
    #[default]
    BesidesTheForty,
    AmongTheForty,
}

/// How many cards of each kind the game uses, for the deck checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutDeck"))]
pub struct Deck {
    /// Numbered cards without a LICORNE.
    pub numbered: u32,
    pub licornes: u32,
    /// INTOX cards in the game (none in the shared-pile game and solo).
    pub intox: u32,
    pub total: u32,
}

/// The options resolved for a mode: what the scorer uses, echoed in the report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutSettings"))]
pub struct Settings {
    pub scoring: Scoring,
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub target: Option<i64>,
    /// What a LICORNE counts in the VARIANTE; none for its number.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub licorne_value: Option<i64>,
    pub deck: Deck,
}

impl Options {
    /// Checks the values serde cannot check, for `mode`.
    pub fn resolve(&self, mode: Mode) -> Result<Settings, Vec<Problem>> {
        let mut problems = Vec::new();
        if let Some(target) = self.target {
            if mode == Mode::Solo {
                problems.push(Problem::TargetInSolo);
            } else if !(1..=MAX_TARGET).contains(&target) {
                problems.push(Problem::Target { target });
            }
        }
        if let Some(value) = self.licorne_value
            && !(0..=13).contains(&value)
        {
            problems.push(Problem::LicorneValue { value });
        }
        let licornes = LICORNE_VALUES.len() as u32;
        let numbered = match self.licornes {
            Licornes::BesidesTheForty => 40,
            Licornes::AmongTheForty => 40 - licornes,
        };
        let intox = if mode.intox() { 8 } else { 0 };
        if problems.is_empty() {
            Ok(Settings {
                scoring: self.scoring,
                target: self.target,
                licorne_value: self.licorne_value,
                deck: Deck {
                    numbered,
                    licornes,
                    intox,
                    total: numbered + licornes + intox,
                },
            })
        } else {
            Err(problems)
        }
    }
}

/// The kind of value an option takes, for a settings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum OptionKind {
    Choice,
    /// A number, or none.
    Number,
}

/// One option as a settings screen shows it (see farfalia's `OptionSchema`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutOptionSchema"))]
pub struct OptionSchema {
    pub key: &'static str,
    pub kind: OptionKind,
    /// The values as the JSON writes them, the default first (choices only).
    pub values: Vec<&'static str>,
    pub default: &'static str,
    /// The section of docs/rules.md, part IV (PROUT).
    pub section: &'static str,
    /// The default is a reading of an unclear or silent text.
    pub reading: bool,
    pub about: &'static str,
}

impl Options {
    /// Every option, in the order a settings screen shows them.
    pub fn schema() -> Vec<OptionSchema> {
        vec![
            OptionSchema {
                key: "scoring",
                kind: OptionKind::Choice,
                values: vec!["count", "values"],
                default: "count",
                section: "4.2",
                reading: false,
                about: "Each card left counts 1, or its value (the VARIANTE: a 13 is 13, an INTOX 1).",
            },
            OptionSchema {
                key: "target",
                kind: OptionKind::Number,
                values: Vec::new(),
                default: "null",
                section: "5.2",
                reading: true,
                about: "Play games until someone's running total reaches this; the lowest total wins.",
            },
            OptionSchema {
                key: "licorne_value",
                kind: OptionKind::Number,
                values: Vec::new(),
                default: "null",
                section: "4.3",
                reading: true,
                about: "The VARIANTE: what a LICORNE counts (none: its number).",
            },
            OptionSchema {
                key: "licornes",
                kind: OptionKind::Choice,
                values: vec!["besides_the_forty", "among_the_forty"],
                default: "besides_the_forty",
                section: "1.2",
                reading: true,
                about: "Whether the 6 LICORNES are besides the 40 numbered cards (54 cards) or among them (48).",
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_decks() {
        let s = Options::default().resolve(Mode::Main).unwrap();
        assert_eq!(s.deck.total, 54);
        let s = Options::default().resolve(Mode::Shared).unwrap();
        assert_eq!((s.deck.intox, s.deck.total), (0, 46));
        let o = Options {
            licornes: Licornes::AmongTheForty,
            ..Options::default()
        };
        assert_eq!(o.resolve(Mode::Main).unwrap().deck.total, 48);
    }

    #[test]
    fn bad_values_are_named() {
        let o = Options {
            target: Some(0),
            licorne_value: Some(14),
            ..Options::default()
        };
        assert_eq!(
            o.resolve(Mode::Main).unwrap_err(),
            vec![
                Problem::Target { target: 0 },
                Problem::LicorneValue { value: 14 }
            ]
        );
        let o = Options {
            target: Some(20),
            ..Options::default()
        };
        assert_eq!(
            o.resolve(Mode::Solo).unwrap_err(),
            vec![Problem::TargetInSolo]
        );
        let err = serde_json::from_str::<Options>(r#"{"scorring":"values"}"#).unwrap_err();
        assert!(err.to_string().contains("scorring"), "{err}");
    }

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
                OptionKind::Number => serde_json::from_str(option.default).unwrap(),
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
