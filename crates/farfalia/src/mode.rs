//! The ways to play Farfalia (docs/rules.md, part III (Farfalia) §3): how many play, how
//! many deals, how many tricks a deal has and from which trick a card may be kept.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A way to play, with its number of players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaMode"))]
pub enum Mode {
    /// «Partie pour débutants à 5 joueurs»: three deals, the third doubled; the lowest
    /// total deals next and plays alone against two pairs.
    BeginnerFive,
    /// «CHINKWAY! - Farfalia pour experts (5 joueurs)»: ten deals (an eleventh by
    /// agreement), the deal passing clockwise. The text is cut after deal 5's teams.
    Chinkway,
    /// «FARFALIA POUR QUATRE JOUEURS»: fixed partners sitting opposite.
    Four,
    /// «À trois»: one fictitious partner, then the quick game's extra deal without it.
    /// The text is cut before the standard game's length and the dummy's play.
    Three,
    /// «À deux joueurs»: each player with a fictitious partner, four deals.
    Two,
}

impl Mode {
    pub const ALL: [Mode; 5] = [
        Mode::BeginnerFive,
        Mode::Chinkway,
        Mode::Four,
        Mode::Three,
        Mode::Two,
    ];

    /// The mode's key, as a sheet writes it.
    pub fn key(self) -> &'static str {
        match self {
            Mode::BeginnerFive => "beginner_five",
            Mode::Chinkway => "chinkway",
            Mode::Four => "four",
            Mode::Three => "three",
            Mode::Two => "two",
        }
    }

    /// How many real players the mode seats.
    pub fn players(self) -> usize {
        match self {
            Mode::BeginnerFive | Mode::Chinkway => 5,
            Mode::Four => 4,
            Mode::Three => 3,
            Mode::Two => 2,
        }
    }

    /// The number of deals the text gives (for three players: the quick game's
    /// standard deals, before its extra deal).
    pub fn default_deals(self) -> u16 {
        match self {
            Mode::BeginnerFive => 3,
            Mode::Chinkway => 10,
            Mode::Four => 4,
            Mode::Three => 3,
            Mode::Two => 4,
        }
    }

    /// Whether the players are ranked by team for the whole game (fixed partners).
    pub fn fixed_teams(self) -> bool {
        matches!(self, Mode::Four)
    }

    /// Whether the dealer calls the trump (five players, and the three-player extra
    /// deal) rather than the first subject of the proposition deciding it.
    pub fn dealer_calls_trump(self, extra: bool) -> bool {
        matches!(self, Mode::BeginnerFive | Mode::Chinkway) || extra
    }

    /// How many cards a deal lets the sides keep in all: one per trick from the first
    /// trick a card may be kept. Five players: 10 tricks, from the first. Four (and two
    /// and three with fictitious partners, as for four): 13 tricks, from the fourth
    /// («qu'à partir du quatrième pli»). The three-player extra deal: 17 tricks, from the
    /// fourth («avant le quatrième pli»).
    pub fn max_picks(self, extra: bool) -> u32 {
        match self {
            Mode::BeginnerFive | Mode::Chinkway => 10,
            Mode::Four | Mode::Two => 10,
            Mode::Three if extra => 14,
            Mode::Three => 10,
        }
    }

    /// Whether the mode has fictitious players in its standard deals.
    pub fn has_dummies(self) -> bool {
        matches!(self, Mode::Three | Mode::Two)
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::BeginnerFive => "the five-player beginner game",
            Mode::Chinkway => "CHINKWAY (five players)",
            Mode::Four => "the four-player game",
            Mode::Three => "the three-player game",
            Mode::Two => "the two-player game",
        })
    }
}
