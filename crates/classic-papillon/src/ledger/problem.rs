//! What can be wrong with a ledger: each problem names the entry (its index in
//! `entries`, from 0) and the player, as data; `Display` is the terminal's English, which
//! numbers the entries from 1 as a person counts them.

use serde::{Deserialize, Serialize};

use crate::capture::Refusal;
use crate::card::Rank;
use crate::options::OptionsError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum LedgerProblem {
    // --- the ledger's head ---
    #[error(
        "Papillon is played by three or four (\"Es spielen drei oder vier Spieler\"), not {count}"
    )]
    PlayerCount { count: usize },
    #[error("the player in seat {} has no name", seat + 1)]
    EmptyName { seat: usize },
    #[error("two players are called {player}")]
    SameName { player: String },
    #[error("{error}")]
    Options { error: OptionsError },
    #[error(
        "the first dealer {player} is not one of the players{}",
        did_you_mean_text(did_you_mean)
    )]
    UnknownDealer {
        player: String,
        /// The closest player's name, when one is a slip of a letter or two away.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        did_you_mean: Option<String>,
    },

    // --- any entry ---
    #[error("entry {n}: {player} is not one of the players{}", did_you_mean_text(did_you_mean), n = entry + 1)]
    UnknownPlayer {
        entry: usize,
        player: String,
        /// The closest player's name, when one is a slip of a letter or two away.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        did_you_mean: Option<String>,
    },
    #[error("entry {n}: the game is over; only a new game can follow", n = entry + 1)]
    EntryAfterEnd { entry: usize },
    #[error(
        "entry {n}: {player} would have {counters} counters, and this table plays without debt", n = entry + 1
    )]
    BelowZero {
        entry: usize,
        player: String,
        counters: i32,
    },

    // --- captures ---
    #[error("entry {n}: {player} revealed in this deal and holds no card", n = entry + 1)]
    AlreadyRevealed { entry: usize, player: String },
    #[error("entry {n}: {player} has already exchanged all their cards in this deal", n = entry + 1)]
    AlreadyOut { entry: usize, player: String },
    #[error(
        "entry {n}: {player} was dealt {dealt} card(s) in this deal and has already used them", n = entry + 1
    )]
    NoCardLeft {
        entry: usize,
        player: String,
        dealt: u8,
    },
    #[error("entry {n}: {player}'s capture is not allowed: {reason}", n = entry + 1)]
    IllegalCapture {
        entry: usize,
        player: String,
        reason: Refusal,
    },
    #[error("entry {n}: {player}'s capture names the card played but no card taken", n = entry + 1)]
    NothingTaken { entry: usize, player: String },
    #[error("entry {n}: {player}'s capture lists cards taken but not the card played", n = entry + 1)]
    NoCardPlayed { entry: usize, player: String },
    #[error(
        "entry {n}: {player}'s capture names {count} cards of rank {rank}; the deck has four", n = entry + 1
    )]
    MoreThanFour {
        entry: usize,
        player: String,
        rank: Rank,
        count: usize,
    },
    #[error(
        "entry {n}: {player}'s capture gives its cards and its bonuses; give one or the other (the cards tell the bonuses), and sautenelle", n = entry + 1
    )]
    ToldTwice { entry: usize, player: String },
    #[error("entry {n}: {player}'s capture cannot be what it is told: {why}", n = entry + 1)]
    ImpossibleCapture {
        entry: usize,
        player: String,
        why: Impossible,
    },
    #[error(
        "entry {n}: a Klein-Papillon for {player} in the last round (\"Sobald die letzte Karte ausgegeben ist, ist ein Klein-Papillon nicht mehr möglich\")", n = entry + 1
    )]
    KleinPapillonInLastRound { entry: usize, player: String },
    #[error(
        "entry {n}: a Haneton for {player} in the last round, which this table does not pay (haneton_in_last_round = false)", n = entry + 1
    )]
    HanetonInLastRound { entry: usize, player: String },
    #[error(
        "entry {n}: {player}'s entry makes {} aces in this game ({taken} taken into the piles, {revealed} more revealed and not taken since); the deck holds four",
        taken + revealed, n = entry + 1
    )]
    TooManyAces {
        entry: usize,
        player: String,
        /// Aces in the piles (captured, or played to capture).
        taken: u32,
        /// Aces revealed that no capture recorded since can have taken.
        revealed: u32,
    },
    #[error(
        "entry {n}: {player}'s capture puts a card of rank {rank} into a pile for the {count}th time in this game; the deck has four",
        n = entry + 1
    )]
    RankTooOften {
        entry: usize,
        player: String,
        rank: Rank,
        count: u8,
    },
    #[error(
        "entry {n}: {player} cannot capture here: {sautenelle_by}'s Sautenelle has just cleared the table, and \"der nächste Spieler muss seine Karten aufdecken\" (a reveal is missing before this entry)",
        n = entry + 1
    )]
    CaptureAfterSautenelle {
        entry: usize,
        player: String,
        sautenelle_by: String,
    },

    // --- reveals ---
    #[error("entry {n}: {player} reveals no card", n = entry + 1)]
    EmptyReveal { entry: usize, player: String },
    #[error("entry {n}: {player} reveals {cards} card(s) but holds at most {left}", n = entry + 1)]
    RevealTooLarge {
        entry: usize,
        player: String,
        cards: u8,
        left: u8,
    },
    #[error("entry {n}: {player} reveals {aces} aces among {cards} card(s)", n = entry + 1)]
    RevealAces {
        entry: usize,
        player: String,
        cards: u8,
        aces: u8,
    },

    // --- deals and the end ---
    #[error("entry {n}: the talon is empty; there is nothing to deal", n = entry + 1)]
    NothingToDeal { entry: usize },
    #[error(
        "entry {n}: {player} cannot win in deal {deal}: only in the last deal (deal {deal} leaves {talon} cards in the talon; was a turn-up onto an empty table not recorded?)", n = entry + 1
    )]
    WonBeforeLastDeal {
        entry: usize,
        player: String,
        deal: u32,
        talon: u32,
    },
    #[error(
        "entry {n}: {player} revealed, and \"Wer aufdecken muss, kann natürlich nicht gewinnen\"", n = entry + 1
    )]
    RevealerCannotWin { entry: usize, player: String },
    #[error("entry {n}: {player} cannot win too: {winner} has already won this game", n = entry + 1)]
    SecondWinner {
        entry: usize,
        player: String,
        winner: String,
    },
    #[error(
        "entry {n}: the game cannot end in deal {deal}: {talon} cards are still in the talon (was a turn-up onto an empty table not recorded?)", n = entry + 1
    )]
    EndBeforeLastDeal { entry: usize, deal: u32, talon: u32 },
    #[error(
        "entry {n}: who won is missing: {} did not reveal in the last deal, so each exchanged all their cards, and the ledger cannot tell who did so first (add a \"won\" entry before the end, or \"winner\" to it)",
        players.join(" and "), n = entry + 1
    )]
    MissingWinner { entry: usize, players: Vec<String> },
    #[error(
        "entry {n}: {player}'s pile is counted {typed} cards; the deck has 52",
        n = entry + 1
    )]
    PileTooLarge {
        entry: usize,
        player: String,
        typed: u32,
    },
    #[error(
        "entry {n}: {aces} aces were revealed and no capture entered took them (taking an ace always pays), so they lie on the table, but {table} card(s) are counted left there",
        n = entry + 1
    )]
    AcesLeftOnTable { entry: usize, table: u32, aces: u32 },
    #[error(
        "entry {n}: {typed} cards are counted left on the table; the deck has 52",
        n = entry + 1
    )]
    TableTooLarge { entry: usize, typed: u32 },
    #[error("entry {n}: no card count for {player}", n = entry + 1)]
    MissingCount { entry: usize, player: String },
    #[error(
        "entry {n}: the piles ({piles}) and the cards left on the table ({table}) make {counted}, not the 52 of the deck", n = entry + 1
    )]
    CardCount {
        entry: usize,
        piles: u32,
        table: u32,
        counted: u32,
    },
    #[error(
        "entry {n}: {player} counted {counted} cards but took at least {at_least} in the captures recorded", n = entry + 1
    )]
    FewerCardsThanTaken {
        entry: usize,
        player: String,
        counted: u32,
        at_least: u32,
    },
    #[error("entry {n}: the Konsolation is not {player}'s: {}", match due { Some(p) => format!("it is {p}'s"), None => "nobody has it (someone won, or nobody revealed in the last deal)".into() }, n = entry + 1)]
    WrongConsolation {
        entry: usize,
        player: String,
        due: Option<String>,
    },
    #[error("entry {n}: a new game starts only when this one has ended", n = entry + 1)]
    NewGameBeforeEnd { entry: usize },
}

fn did_you_mean_text(name: &Option<String>) -> String {
    name.as_ref()
        .map_or_else(String::new, |n| format!("; did you mean {n}?"))
}

/// Why told bonuses cannot belong to one capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Impossible {
    #[error("a pure-ace capture takes aces (give how many)")]
    PureWithoutAces,
    #[error("a capture is either a Klein-Papillon or a Haneton, not both")]
    BothThrees,
    #[error("three cards hold at most three aces")]
    TooManyAcesForThree,
    #[error("a Haneton is made by a face card, a pure-ace capture by an ace to a 4")]
    HanetonPure,
    #[error("a capture takes at most four aces")]
    MoreThanFourAces,
}

impl LedgerProblem {
    /// The entry the problem is about (`None` for the ledger's head).
    pub fn entry(&self) -> Option<usize> {
        use LedgerProblem::*;
        match self {
            PlayerCount { .. }
            | EmptyName { .. }
            | SameName { .. }
            | Options { .. }
            | UnknownDealer { .. } => None,
            UnknownPlayer { entry, .. }
            | EntryAfterEnd { entry }
            | BelowZero { entry, .. }
            | AlreadyRevealed { entry, .. }
            | AlreadyOut { entry, .. }
            | NoCardLeft { entry, .. }
            | IllegalCapture { entry, .. }
            | NothingTaken { entry, .. }
            | NoCardPlayed { entry, .. }
            | MoreThanFour { entry, .. }
            | ToldTwice { entry, .. }
            | ImpossibleCapture { entry, .. }
            | KleinPapillonInLastRound { entry, .. }
            | HanetonInLastRound { entry, .. }
            | TooManyAces { entry, .. }
            | CaptureAfterSautenelle { entry, .. }
            | RankTooOften { entry, .. }
            | EmptyReveal { entry, .. }
            | RevealTooLarge { entry, .. }
            | RevealAces { entry, .. }
            | NothingToDeal { entry }
            | WonBeforeLastDeal { entry, .. }
            | RevealerCannotWin { entry, .. }
            | SecondWinner { entry, .. }
            | EndBeforeLastDeal { entry, .. }
            | MissingWinner { entry, .. }
            | PileTooLarge { entry, .. }
            | TableTooLarge { entry, .. }
            | AcesLeftOnTable { entry, .. }
            | MissingCount { entry, .. }
            | CardCount { entry, .. }
            | FewerCardsThanTaken { entry, .. }
            | WrongConsolation { entry, .. }
            | NewGameBeforeEnd { entry } => Some(*entry),
        }
    }
}
