//! Everything that can be wrong with a PROUT sheet, as data, each problem naming its
//! culprit; `Display` is the terminal's English. Games are numbered from 1, seats from 0.

use serde::{Deserialize, Serialize};

use crate::card::{Card, NotationError};
use crate::options::{MAX_GAMES, MAX_TARGET, Mode};
use crate::sheet::{GameEnd, Pile};

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 200;
/// The most cards one pile may count or list.
pub const MAX_PILE: usize = 54;
/// The most entries a game's `players` may have.
pub const MAX_ENTRIES: usize = 10;
/// «il ne pourra jamais avoir plus que 5 cartes en main, en début ou fin de tour».
pub const HAND_SIZE: u32 = 5;

/// Where in a game a player's name was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutField"))]
pub enum Field {
    Players,
    EndedBy,
}

impl Field {
    pub fn key(self) -> &'static str {
        match self {
            Field::Players => "players",
            Field::EndedBy => "ended_by",
        }
    }
}

/// A part of the deck whose size a game's cards may not exceed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutDeckPart"))]
pub enum DeckPart {
    /// Numbered cards without a LICORNE.
    Numbered,
    Intox,
    /// All the cards.
    Cards,
}

impl std::fmt::Display for DeckPart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DeckPart::Numbered => "numbered cards (LICORNES apart)",
            DeckPart::Intox => "INTOX cards",
            DeckPart::Cards => "cards",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutProblem"))]
pub enum Problem {
    #[error("{mode} is for {min} to {max} players, this sheet has {players}")]
    PlayerCount {
        mode: Mode,
        min: usize,
        max: usize,
        players: usize,
    },
    #[error("the player in seat {} has an empty name", seat + 1)]
    EmptyName { seat: usize },
    #[error(
        "the name of the player in seat {} (\"{start}…\") is {chars} characters long; a name has at most {MAX_NAME_CHARS}",
        seat + 1
    )]
    NameTooLong {
        seat: usize,
        start: String,
        chars: usize,
    },
    #[error("two players are called \"{name}\"; give each player a distinct name")]
    DuplicatePlayer { name: String },

    #[error("option target: {target} is impossible (1 to {MAX_TARGET})")]
    Target {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        target: i64,
    },
    #[error("option target: the solo game has no target (its goal is 0 points)")]
    TargetInSolo,
    #[error("option licorne_value: a LICORNE cannot count {value} (0 to 13)")]
    LicorneValue {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        value: i64,
    },

    #[error(
        "game {game}: the match was over after game {ended_after}{}; there is no game {game}",
        if *target { " (someone reached the target)" } else { " (without a target a sheet is one game)" }
    )]
    GameAfterEnd {
        game: usize,
        ended_after: usize,
        target: bool,
    },
    #[error("game {game}: {entries} entries in players; there are {players} players")]
    TooManyEntries {
        game: usize,
        entries: usize,
        players: usize,
    },
    #[error(
        "game {game}: unknown player \"{name}\" in {} (the players are {}){}",
        field.key(),
        known.join(", "),
        did_you_mean.as_ref().map_or_else(String::new, |n| format!("; did you mean {n}?"))
    )]
    UnknownPlayer {
        game: usize,
        name: String,
        field: Field,
        known: Vec<String>,
        /// The closest player's name, when one is a slip of a letter or two away.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        did_you_mean: Option<String>,
    },
    #[error("game {game}: {player} has two entries")]
    DuplicateEntry { game: usize, player: String },
    #[error(
        "game {game}: no entry for {player} (give their hand, draw pile and malus, 0 if empty)"
    )]
    MissingPlayer { game: usize, player: String },
    #[error("game {game}: {player}'s {pile} count {count} is impossible (0 to {MAX_PILE})")]
    Count {
        game: usize,
        player: String,
        pile: Pile,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        count: i64,
    },
    #[error("game {game}: {player}'s {pile} lists {cards} cards; a pile has at most {MAX_PILE}")]
    TooManyListed {
        game: usize,
        player: String,
        pile: Pile,
        cards: usize,
    },
    #[error("game {game}: {player}'s {pile}: card \"{text}\" cannot be read: {error}")]
    CardNotation {
        game: usize,
        player: String,
        pile: Pile,
        text: String,
        error: NotationError,
    },
    #[error(
        "game {game}: {player} has {count} cards in their draw pile, but in {mode} nobody has one (enter 0)"
    )]
    PileNotInMode {
        game: usize,
        player: String,
        mode: Mode,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        count: i64,
    },
    #[error(
        "game {game}: the VARIANTE counts the cards' values: list {player}'s {count} {pile} cards instead of counting them"
    )]
    ValuesNeedCards {
        game: usize,
        player: String,
        pile: Pile,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        count: i64,
    },
    #[error(
        "game {game}: {player} has {cards} cards in hand; in {mode} a hand never holds more than {HAND_SIZE}"
    )]
    HandOverFive {
        game: usize,
        player: String,
        mode: Mode,
        cards: u32,
    },
    #[error(
        "game {game}: {player}'s {pile} holds an INTOX, but {mode} sets them aside («Mettez de côté toutes les cartes INTOX»)"
    )]
    IntoxNotInMode {
        game: usize,
        player: String,
        pile: Pile,
        mode: Mode,
    },
    #[error(
        "game {game}: the {card} is listed {count} times ({}); the deck has {deck}",
        holders.join(", ")
    )]
    CardTooOften {
        game: usize,
        card: Card,
        count: u32,
        deck: u32,
        /// The players who list it.
        holders: Vec<String>,
    },
    #[error("game {game}: the players hold {count} {what} in all; the deck has {deck}")]
    DeckLimit {
        game: usize,
        what: DeckPart,
        count: u32,
        deck: u32,
    },
    #[error("game {game}: {mode} cannot end with \"{}\" ({end})", end.key())]
    EndNotForMode {
        game: usize,
        mode: Mode,
        end: GameEnd,
    },
    #[error(
        "game {game}: {player} ended the game by emptying hand and draw pile, but has {hand} in hand and {pile} in the draw pile"
    )]
    EnderHasCards {
        game: usize,
        player: String,
        hand: u32,
        pile: u32,
    },
    #[error(
        "game {game}: the game ended when a player emptied hand and draw pile, but nobody has both empty"
    )]
    NobodyEmptied { game: usize },
    #[error(
        "game {game}: {player} could not lay three new piles, but holds {numbered} numbered cards in hand and draw pile"
    )]
    EnderCouldRefill {
        game: usize,
        player: String,
        numbered: u32,
    },
    #[error("game {game}: say who ended it (\"ended_by\") before the next game")]
    EnderMissing { game: usize },
    #[error("{} games are entered; a sheet holds at most {MAX_GAMES}", games)]
    TooManyGames { games: usize },
}

/// Who or what a problem is about, for a screen to point at.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutCulprit"))]
pub struct Culprit {
    /// The game (1 = the first).
    pub game: Option<usize>,
    pub seat: Option<usize>,
    pub players: Vec<String>,
    pub pile: Option<Pile>,
    pub card: Option<Card>,
    pub option: Option<&'static str>,
    /// The field of the sheet's JSON.
    pub field: &'static str,
}

impl Problem {
    /// Whether the problem only says the sheet is not filled in yet.
    pub fn is_incomplete(&self) -> bool {
        matches!(
            self,
            Problem::MissingPlayer { .. }
                | Problem::ValuesNeedCards { .. }
                | Problem::EnderMissing { .. }
        )
    }

    /// Who or what the problem is about.
    pub fn culprit(&self) -> Culprit {
        use Problem::*;
        let game_of = |game: usize, field: &'static str| Culprit {
            game: Some(game),
            field,
            ..Culprit::default()
        };
        let option = |key: &'static str| Culprit {
            option: Some(key),
            field: "options",
            ..Culprit::default()
        };
        let player_pile = |game: usize, player: &String, pile: &Pile| Culprit {
            players: vec![player.clone()],
            pile: Some(*pile),
            ..game_of(game, pile.key())
        };
        match self {
            PlayerCount { .. } => Culprit {
                field: "players",
                ..Culprit::default()
            },
            EmptyName { seat } | NameTooLong { seat, .. } => Culprit {
                seat: Some(*seat),
                field: "players",
                ..Culprit::default()
            },
            DuplicatePlayer { name } => Culprit {
                players: vec![name.clone()],
                field: "players",
                ..Culprit::default()
            },
            Target { .. } | TargetInSolo => option("target"),
            LicorneValue { .. } => option("licorne_value"),
            GameAfterEnd { game, .. } => game_of(*game, "games"),
            TooManyEntries { game, .. } => game_of(*game, "players"),
            UnknownPlayer {
                game, name, field, ..
            } => Culprit {
                players: vec![name.clone()],
                ..game_of(*game, field.key())
            },
            DuplicateEntry { game, player } | MissingPlayer { game, player } => Culprit {
                players: vec![player.clone()],
                ..game_of(*game, "players")
            },
            Count {
                game, player, pile, ..
            }
            | TooManyListed {
                game, player, pile, ..
            }
            | CardNotation {
                game, player, pile, ..
            }
            | ValuesNeedCards {
                game, player, pile, ..
            }
            | IntoxNotInMode {
                game, player, pile, ..
            } => player_pile(*game, player, pile),
            PileNotInMode { game, player, .. } => player_pile(*game, player, &Pile::Pile),
            HandOverFive { game, player, .. } => player_pile(*game, player, &Pile::Hand),
            CardTooOften {
                game,
                card,
                holders,
                ..
            } => Culprit {
                players: holders.clone(),
                card: Some(*card),
                ..game_of(*game, "players")
            },
            DeckLimit { game, .. } => game_of(*game, "players"),
            EndNotForMode { game, .. } => game_of(*game, "end"),
            EnderHasCards { game, player, .. } | EnderCouldRefill { game, player, .. } => Culprit {
                players: vec![player.clone()],
                ..game_of(*game, "ended_by")
            },
            NobodyEmptied { game } | EnderMissing { game } => game_of(*game, "ended_by"),
            TooManyGames { .. } => Culprit {
                field: "games",
                ..Culprit::default()
            },
        }
    }
}
