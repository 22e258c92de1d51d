//! What can be wrong with a ledger: each problem names the entry (its index in
//! `entries`, from 0) and the player, as data; `Display` is the terminal's English.

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
    #[error("player {seat} has no name")]
    EmptyName { seat: usize },
    #[error("two players are called {player}")]
    SameName { player: String },
    #[error("{error}")]
    Options { error: OptionsError },
    #[error("the first dealer {player} is not one of the players")]
    UnknownDealer { player: String },

    // --- any entry ---
    #[error("entry {entry}: {player} is not one of the players")]
    UnknownPlayer { entry: usize, player: String },
    #[error("entry {entry}: the game is over; only a new game can follow")]
    EntryAfterEnd { entry: usize },
    #[error(
        "entry {entry}: {player} would have {counters} counters, and this table plays without debt"
    )]
    BelowZero {
        entry: usize,
        player: String,
        counters: i32,
    },

    // --- captures ---
    #[error("entry {entry}: {player} revealed in this deal and holds no card")]
    AlreadyRevealed { entry: usize, player: String },
    #[error("entry {entry}: {player} has already exchanged all their cards in this deal")]
    AlreadyOut { entry: usize, player: String },
    #[error(
        "entry {entry}: {player} was dealt {dealt} card(s) in this deal and has already used them"
    )]
    NoCardLeft {
        entry: usize,
        player: String,
        dealt: u8,
    },
    #[error("entry {entry}: {player}'s capture is not allowed: {reason}")]
    IllegalCapture {
        entry: usize,
        player: String,
        reason: Refusal,
    },
    #[error("entry {entry}: {player}'s capture names the card played but no card taken")]
    NothingTaken { entry: usize, player: String },
    #[error("entry {entry}: {player}'s capture lists cards taken but not the card played")]
    NoCardPlayed { entry: usize, player: String },
    #[error(
        "entry {entry}: {player}'s capture names {count} cards of rank {rank}; the deck has four"
    )]
    MoreThanFour {
        entry: usize,
        player: String,
        rank: Rank,
        count: usize,
    },
    #[error(
        "entry {entry}: {player}'s capture gives its cards and its bonuses; give one or the other (the cards tell the bonuses), and sautenelle"
    )]
    ToldTwice { entry: usize, player: String },
    #[error("entry {entry}: {player}'s capture cannot be what it is told: {why}")]
    ImpossibleCapture {
        entry: usize,
        player: String,
        why: Impossible,
    },
    #[error(
        "entry {entry}: a Klein-Papillon for {player} in the last round (\"Sobald die letzte Karte ausgegeben ist, ist ein Klein-Papillon nicht mehr möglich\")"
    )]
    KleinPapillonInLastRound { entry: usize, player: String },
    #[error(
        "entry {entry}: a Haneton for {player} in the last round, which this table does not pay (haneton_in_last_round = false)"
    )]
    HanetonInLastRound { entry: usize, player: String },
    #[error("entry {entry}: {aces} aces {what} in this game; the deck holds four")]
    TooManyAces {
        entry: usize,
        player: String,
        what: AcesWhere,
        aces: u32,
    },

    // --- reveals ---
    #[error("entry {entry}: {player} reveals no card")]
    EmptyReveal { entry: usize, player: String },
    #[error("entry {entry}: {player} reveals {cards} card(s) but holds at most {left}")]
    RevealTooLarge {
        entry: usize,
        player: String,
        cards: u8,
        left: u8,
    },
    #[error("entry {entry}: {player} reveals {aces} aces among {cards} card(s)")]
    RevealAces {
        entry: usize,
        player: String,
        cards: u8,
        aces: u8,
    },

    // --- deals and the end ---
    #[error("entry {entry}: the talon is empty; there is nothing to deal")]
    NothingToDeal { entry: usize },
    #[error(
        "entry {entry}: {player} cannot win in deal {deal}: only in the last deal (deal {deal} leaves {talon} cards in the talon; was a turn-up onto an empty table not recorded?)"
    )]
    WonBeforeLastDeal {
        entry: usize,
        player: String,
        deal: u32,
        talon: u32,
    },
    #[error(
        "entry {entry}: {player} revealed, and \"Wer aufdecken muss, kann natürlich nicht gewinnen\""
    )]
    RevealerCannotWin { entry: usize, player: String },
    #[error("entry {entry}: {player} cannot win too: {winner} has already won this game")]
    SecondWinner {
        entry: usize,
        player: String,
        winner: String,
    },
    #[error(
        "entry {entry}: the game cannot end in deal {deal}: {talon} cards are still in the talon (was a turn-up onto an empty table not recorded?)"
    )]
    EndBeforeLastDeal { entry: usize, deal: u32, talon: u32 },
    #[error("entry {entry}: no card count for {player}")]
    MissingCount { entry: usize, player: String },
    #[error(
        "entry {entry}: the piles ({piles}) and the cards left on the table ({table}) make {counted}, not the 52 of the deck"
    )]
    CardCount {
        entry: usize,
        piles: u32,
        table: u32,
        counted: u32,
    },
    #[error(
        "entry {entry}: {player} counted {counted} cards but took at least {at_least} in the captures recorded"
    )]
    FewerCardsThanTaken {
        entry: usize,
        player: String,
        counted: u32,
        at_least: u32,
    },
    #[error("entry {entry}: the Konsolation is not {player}'s: {}", match due { Some(p) => format!("it is {p}'s"), None => "nobody has it (someone won, or nobody revealed in the last deal)".into() })]
    WrongConsolation {
        entry: usize,
        player: String,
        due: Option<String>,
    },
    #[error("entry {entry}: a new game starts only when this one has ended")]
    NewGameBeforeEnd { entry: usize },
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

/// Where the aces counted went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum AcesWhere {
    #[error("taken into the piles")]
    Taken,
    #[error("revealed")]
    Revealed,
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
            | EmptyReveal { entry, .. }
            | RevealTooLarge { entry, .. }
            | RevealAces { entry, .. }
            | NothingToDeal { entry }
            | WonBeforeLastDeal { entry, .. }
            | RevealerCannotWin { entry, .. }
            | SecondWinner { entry, .. }
            | EndBeforeLastDeal { entry, .. }
            | MissingCount { entry, .. }
            | CardCount { entry, .. }
            | FewerCardsThanTaken { entry, .. }
            | WrongConsolation { entry, .. }
            | NewGameBeforeEnd { entry } => Some(*entry),
        }
    }
}
