//! Everything that can be wrong with a Farfalia sheet, as data: each problem names its
//! culprit (the player, the deal, the side, the subject, the card, the option), and its
//! `Display` is the terminal's English. Deals are numbered from 1, as people say them;
//! seats from 0, as [`game_kit::Standing`] counts them.

use serde::{Deserialize, Serialize};

use crate::card::{Card, NotationError, Subject, Trump};
use crate::mode::Mode;
use crate::options::MAX_TARGET;
use crate::seating::DealerReason;

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 200;
/// The most cards a side may list for one deal.
pub const MAX_CARDS_PER_SIDE: usize = 52;

/// Where in a deal a player's name was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Field {
    Dealer,
    Sides,
    DoubleYou,
}

impl Field {
    /// The field of the sheet's JSON.
    pub fn key(self) -> &'static str {
        match self {
            Field::Dealer => "dealer",
            Field::Sides => "sides",
            Field::DoubleYou => "double_you",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaProblem"))]
pub enum Problem {
    #[error("{mode} is for {expected} players, this sheet has {players}")]
    PlayerCount {
        mode: Mode,
        expected: usize,
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
        /// The first characters, to recognise it.
        start: String,
        chars: usize,
    },
    #[error("two players are called \"{name}\"; give each player a distinct name")]
    DuplicatePlayer { name: String },

    #[error("option house_points: {matches} matching cards cannot score {points} (0 to 100)")]
    HousePoints {
        matches: u8,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        points: i64,
    },
    #[error("option target: only the four-player game plays to a target score, not {mode}")]
    TargetNotForMode { mode: Mode },
    #[error("option target: {target} is impossible (1 to {MAX_TARGET})")]
    Target {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        target: i64,
    },
    #[error("options deals and target: play a number of deals or to a target score, not both")]
    TargetAndDeals,
    #[error("option deals: {mode} cannot have {deals} deals ({})", deals_hint(*mode))]
    Deals {
        mode: Mode,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        deals: i64,
    },
    #[error("option doubled_deals: {listed} deals are listed but the game has only {deals}")]
    DoubledDealsTooMany { listed: usize, deals: usize },
    #[error("option doubled_deals: there is no deal {deal} (1 to {deals})")]
    DoubledDeal {
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        deal: i64,
        deals: usize,
    },
    #[error("option doubled_deals: deal {deal} is listed twice")]
    DoubledDealTwice { deal: u16 },

    #[error("deal {deal}: the game was over after deal {ended_after}; there is no deal {deal}")]
    DealAfterEnd { deal: usize, ended_after: usize },
    #[error(
        "deal {deal}: unknown player \"{name}\" in {} (the players are {}){}",
        field.key(),
        known.join(", "),
        did_you_mean.as_ref().map_or_else(String::new, |n| format!("; did you mean {n}?"))
    )]
    UnknownPlayer {
        deal: usize,
        name: String,
        field: Field,
        known: Vec<String>,
        /// The closest player's name, when one is a slip of a letter or two away.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        did_you_mean: Option<String>,
    },
    #[error(
        "deal {deal}: {dealer} deals, but by the rule {expected} deals ({reason}); set option seating to as_entered to keep {dealer}"
    )]
    DealerNotByRule {
        deal: usize,
        dealer: String,
        expected: String,
        reason: DealerReason,
    },
    #[error(
        "deal {deal}: the sides are {} but with {dealer} dealing the rule makes them {}; set option seating to as_entered to keep them",
        list_sides(sides),
        list_sides(expected)
    )]
    SidesNotByRule {
        deal: usize,
        dealer: String,
        sides: Vec<Vec<String>>,
        expected: Vec<Vec<String>>,
    },
    #[error(
        "deal {deal}: the sides {} do not fit {mode}{}: {}",
        list_sides(sides),
        if *extra { "'s extra deal" } else { "" },
        shape_hint(*mode, *extra)
    )]
    SideShape {
        deal: usize,
        mode: Mode,
        extra: bool,
        sides: Vec<Vec<String>>,
    },
    #[error(
        "deal {deal}: the teams are {} but the partners of deal 1 were {}; at four «Les équipes ne changent pas»",
        list_sides(sides),
        list_sides(partners)
    )]
    PartnersChanged {
        deal: usize,
        sides: Vec<Vec<String>>,
        partners: Vec<Vec<String>>,
    },
    #[error("deal {deal}: {sides} sides are listed for {players} players")]
    TooManySides {
        deal: usize,
        sides: usize,
        players: usize,
    },
    #[error("deal {deal}: side {} has no player", side + 1)]
    EmptySide { deal: usize, side: usize },
    #[error("deal {deal}: {player} is listed twice in the sides; each player is in one side")]
    PlayerInTwoSides { deal: usize, player: String },
    #[error("deal {deal}: {player} is in no side")]
    PlayerInNoSide { deal: usize, player: String },
    #[error(
        "deal {deal}: the proposition has {subjects} of its 5 subjects; enter the five subjects turned up"
    )]
    PropositionIncomplete { deal: usize, subjects: usize },
    #[error("deal {deal}: the proposition has {subjects} subjects; it has 5")]
    PropositionTooLong { deal: usize, subjects: usize },
    #[error(
        "deal {deal}: the trump is {trump}, but the first subject turned up is a {first}, which makes it {expected}"
    )]
    TrumpNotFromProposition {
        deal: usize,
        trump: Trump,
        first: Subject,
        expected: Trump,
    },
    #[error("deal {deal}: {}: the {subject} count {count} is negative", side.join("+"))]
    NegativeCount {
        deal: usize,
        side: Vec<String>,
        subject: Subject,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        count: i64,
    },
    #[error(
        "deal {deal}: {} collected {collected} {subject} but the proposition has {proposed}; a side keeps no more of a subject than proposed",
        side.join("+")
    )]
    MoreThanProposed {
        deal: usize,
        side: Vec<String>,
        subject: Subject,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        collected: i64,
        proposed: u8,
    },
    #[error(
        "deal {deal}: {} lists {cards} cards; a side keeps at most {MAX_CARDS_PER_SIDE}",
        side.join("+")
    )]
    TooManyCards {
        deal: usize,
        side: Vec<String>,
        cards: usize,
    },
    #[error("deal {deal}: {}: card \"{text}\" cannot be read: {error}", side.join("+"))]
    CardNotation {
        deal: usize,
        side: Vec<String>,
        /// The text as written (its first 40 characters).
        text: String,
        error: NotationError,
    },
    #[error(
        "deal {deal}: the card {card} is listed more than once ({}); every card is unique",
        sides.iter().map(|s| s.join("+")).collect::<Vec<_>>().join(", ")
    )]
    CardTwice {
        deal: usize,
        card: Card,
        sides: Vec<Vec<String>>,
    },
    #[error(
        "deal {deal}: {} lists {listed} {subject} cards but counted {counted}",
        side.join("+")
    )]
    CardsBeyondCount {
        deal: usize,
        side: Vec<String>,
        subject: Subject,
        listed: usize,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        counted: i64,
    },
    #[error(
        "deal {deal}: the sides collected {collected} {subject} cards in all but the deck has only {deck}"
    )]
    DeckLimit {
        deal: usize,
        subject: Subject,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        collected: i64,
        deck: u8,
    },
    #[error(
        "deal {deal}: the sides kept {picks} cards in all but the deal lets them keep at most {max} (one per trick)"
    )]
    TooManyPicks {
        deal: usize,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        picks: i64,
        max: u32,
    },
    #[error(
        "deal {deal}: {player} plays a DOUBLE YOU joker but the variant is off (set option double_you)"
    )]
    DoubleYouOff { deal: usize, player: String },
    #[error("deal {deal}: {player} is listed twice in double_you")]
    DoubleYouTwice { deal: usize, player: String },
    #[error(
        "deal {deal}: {player} leads with {total} points and may not play a joker («Le premier au classement ne peut pas jouer de joker»)"
    )]
    DoubleYouLeader {
        deal: usize,
        player: String,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        total: i64,
    },
    #[error("deal {deal}: {player} has no joker left (two per game, both played)")]
    DoubleYouNoJokerLeft { deal: usize, player: String },
    #[error("deal {deal}: {listed} names in double_you; there are {players} players")]
    TooManyDoubleYou {
        deal: usize,
        listed: usize,
        players: usize,
    },
}

fn deals_hint(mode: Mode) -> &'static str {
    match mode {
        Mode::Four => "a multiple of 4, up to 100",
        Mode::Chinkway => "10, or 11 with the extra deal",
        Mode::Three => "1 to 99, before the extra deal",
        Mode::BeginnerFive | Mode::Two => "1 to 100",
    }
}

fn shape_hint(mode: Mode, extra: bool) -> &'static str {
    match mode {
        Mode::BeginnerFive | Mode::Chinkway => "the dealer alone and two pairs",
        Mode::Four => "two pairs",
        Mode::Two => "each player alone (with a fictitious partner)",
        Mode::Three if extra => "each player alone",
        Mode::Three => "one player (with the fictitious partner) and a pair",
    }
}

pub(crate) fn list_sides(sides: &[Vec<String>]) -> String {
    sides
        .iter()
        .map(|s| format!("[{}]", s.join("+")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Who or what a problem is about, for a screen to point at.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "FarfaliaCulprit"))]
pub struct Culprit {
    /// The deal (1 = the first).
    pub deal: Option<usize>,
    /// The seat (0 = the first) of a player named by seat.
    pub seat: Option<usize>,
    pub players: Vec<String>,
    pub subject: Option<Subject>,
    pub card: Option<Card>,
    /// The option's key in `options`.
    pub option: Option<&'static str>,
    /// The field of the sheet's JSON.
    pub field: &'static str,
}

impl Problem {
    /// Whether the problem only says the sheet is not filled in yet (more entry at the
    /// table resolves it), rather than a contradiction.
    pub fn is_incomplete(&self) -> bool {
        matches!(self, Problem::PropositionIncomplete { .. })
    }

    /// Who or what the problem is about.
    pub fn culprit(&self) -> Culprit {
        use Problem::*;
        let deal_of = |deal: usize, field: &'static str| Culprit {
            deal: Some(deal),
            field,
            ..Culprit::default()
        };
        let option = |key: &'static str| Culprit {
            option: Some(key),
            field: "options",
            ..Culprit::default()
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
            HousePoints { .. } => option("house_points"),
            TargetNotForMode { .. } | Target { .. } => option("target"),
            TargetAndDeals | Deals { .. } => option("deals"),
            DoubledDealsTooMany { .. } | DoubledDeal { .. } | DoubledDealTwice { .. } => {
                option("doubled_deals")
            }
            DealAfterEnd { deal, .. } => deal_of(*deal, "deals"),
            UnknownPlayer {
                deal, name, field, ..
            } => Culprit {
                players: vec![name.clone()],
                ..deal_of(*deal, field.key())
            },
            DealerNotByRule { deal, dealer, .. } => Culprit {
                players: vec![dealer.clone()],
                option: Some("seating"),
                ..deal_of(*deal, "dealer")
            },
            SidesNotByRule { deal, sides, .. }
            | SideShape { deal, sides, .. }
            | PartnersChanged { deal, sides, .. } => Culprit {
                players: sides.concat(),
                ..deal_of(*deal, "sides")
            },
            TooManySides { deal, .. } | EmptySide { deal, .. } => deal_of(*deal, "sides"),
            PlayerInTwoSides { deal, player } | PlayerInNoSide { deal, player } => Culprit {
                players: vec![player.clone()],
                ..deal_of(*deal, "sides")
            },
            PropositionIncomplete { deal, .. } | PropositionTooLong { deal, .. } => {
                deal_of(*deal, "proposition")
            }
            TrumpNotFromProposition { deal, first, .. } => Culprit {
                subject: Some(*first),
                ..deal_of(*deal, "trump")
            },
            NegativeCount {
                deal,
                side,
                subject,
                ..
            }
            | MoreThanProposed {
                deal,
                side,
                subject,
                ..
            }
            | CardsBeyondCount {
                deal,
                side,
                subject,
                ..
            } => Culprit {
                players: side.clone(),
                subject: Some(*subject),
                ..deal_of(*deal, "collected")
            },
            TooManyCards { deal, side, .. } | CardNotation { deal, side, .. } => Culprit {
                players: side.clone(),
                ..deal_of(*deal, "cards")
            },
            CardTwice { deal, card, sides } => Culprit {
                players: sides.concat(),
                card: Some(*card),
                ..deal_of(*deal, "cards")
            },
            DeckLimit { deal, subject, .. } => Culprit {
                subject: Some(*subject),
                ..deal_of(*deal, "collected")
            },
            TooManyPicks { deal, .. } => deal_of(*deal, "collected"),
            DoubleYouOff { deal, player }
            | DoubleYouTwice { deal, player }
            | DoubleYouLeader { deal, player, .. }
            | DoubleYouNoJokerLeft { deal, player } => Culprit {
                players: vec![player.clone()],
                ..deal_of(*deal, "double_you")
            },
            TooManyDoubleYou { deal, .. } => deal_of(*deal, "double_you"),
        }
    }
}
