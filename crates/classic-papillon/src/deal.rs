//! The people at the table, the cut for the first dealer and the shuffle.
//!
//! Seats are numbered in playing order: seat `s + 1` (mod n) is the right-hand
//! neighbour of seat `s`, who plays after them ("Es wird entgegengesetzt dem
//! Uhrzeigersinn gespielt"). The dealer's right-hand neighbour, `dealer + 1`, is dealt
//! to first and plays first.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::card::{Card, deck};
use crate::options::{Options, OptionsError};

/// Players at a table of the 18th-century Papillon: "Es spielen drei oder vier Spieler."
pub const MIN_PLAYERS: usize = 3;
pub const MAX_PLAYERS: usize = crate::events::MAX_PLAYERS;
/// Cards dealt to each player per deal.
pub const HAND_SIZE: usize = 3;
/// Rounds of cutting before the first of the still-tied players is taken (a tie after
/// this many rounds has a probability far below 10⁻⁵⁰).
const MAX_CUT_ROUNDS: usize = 64;

/// Cards turned up at the start (and onto an empty table at a re-deal): "Wird zu dritt
/// gespielt deckt er anschließend sieben Karten auf. Wird zu viert gespielt, dann
/// werden vier Karten aufgedeckt."
pub fn turned_up(players: usize) -> usize {
    if players == 3 { 7 } else { 4 }
}

/// A deal in counts: the cards each seat receives, the cards turned up, and the talon
/// left. The one rule for dealing, shared by the game and the counter keeper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DealPlan {
    pub dealt: [u8; MAX_PLAYERS],
    pub turned_up: u8,
    /// The turn-up comes before the hands.
    pub turn_up_first: bool,
    pub talon_after: usize,
}

/// The first deal: three each, then seven (four) turned up.
pub fn first_deal(players: usize) -> DealPlan {
    let mut plan = plan_hands(players, 0, crate::card::DECK_SIZE);
    let up = turned_up(players).min(plan.talon_after);
    plan.turned_up = up as u8;
    plan.talon_after -= up;
    plan
}

/// A re-deal from a talon of `talon` cards: "erneut jedem Spieler drei Karten", one at
/// a time from the dealer's right as far as the talon goes (C.5 #13); onto an empty
/// table seven (four) are turned up too, before the hands or after them as `order`
/// says.
pub fn redeal(
    players: usize,
    dealer: usize,
    talon: usize,
    table_empty: bool,
    order: crate::options::EmptyTableDeal,
) -> DealPlan {
    let turn_up_first = order == crate::options::EmptyTableDeal::TurnUpFirst;
    if !table_empty {
        return plan_hands(players, dealer, talon);
    }
    if turn_up_first {
        let up = turned_up(players).min(talon);
        let mut plan = plan_hands(players, dealer, talon - up);
        plan.turned_up = up as u8;
        plan.turn_up_first = true;
        plan
    } else {
        let mut plan = plan_hands(players, dealer, talon);
        let up = turned_up(players).min(plan.talon_after);
        plan.turned_up = up as u8;
        plan.talon_after -= up;
        plan
    }
}

fn plan_hands(players: usize, dealer: usize, talon: usize) -> DealPlan {
    let players = players.clamp(1, MAX_PLAYERS);
    let mut dealt = [0u8; MAX_PLAYERS];
    let mut left = talon;
    for _ in 0..HAND_SIZE {
        for k in 1..=players {
            if left > 0 {
                dealt[(dealer + k) % players] += 1;
                left -= 1;
            }
        }
    }
    DealPlan {
        dealt,
        turned_up: 0,
        turn_up_first: false,
        talon_after: left,
    }
}

/// Who plays, in playing order, and the house rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Setup {
    /// The players' names in playing order (each one's right-hand neighbour next).
    pub names: Vec<String>,
    #[serde(default)]
    pub options: Options,
}

/// Why a setup cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum SetupError {
    #[error(
        "Papillon is played by three or four (\"Es spielen drei oder vier Spieler\"), not {count}"
    )]
    PlayerCount { count: usize },
    #[error("the player in seat {} has no name", seat + 1)]
    EmptyName { seat: usize },
    #[error("two players are called {name}")]
    SameName { name: String },
    #[error("{error}")]
    Options { error: OptionsError },
}

impl Setup {
    /// A checked setup.
    pub fn new(names: Vec<String>, options: Options) -> Result<Setup, SetupError> {
        let setup = Setup { names, options };
        setup.validate()?;
        Ok(setup)
    }

    /// "P1", "P2", … with the default options.
    pub fn plain(players: usize) -> Result<Setup, SetupError> {
        Setup::new(
            (1..=players).map(|i| format!("P{i}")).collect(),
            Options::default(),
        )
    }

    pub fn players(&self) -> usize {
        self.names.len()
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        let count = self.names.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&count) {
            return Err(SetupError::PlayerCount { count });
        }
        for (seat, name) in self.names.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(SetupError::EmptyName { seat });
            }
            if self.names[..seat]
                .iter()
                .any(|n| n.trim().eq_ignore_ascii_case(name.trim()))
            {
                return Err(SetupError::SameName { name: name.clone() });
            }
        }
        self.options
            .validate()
            .map_err(|error| SetupError::Options { error })
    }
}

/// One player's cut: the bottom card of the upper part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CutCard {
    pub player: usize,
    pub card: Card,
}

/// The cut for the first dealer: "indem jeder den Kartenstapel an einer Stelle abhebt
/// und die unterste Karte des oberen Teils ansagt. Der Spieler mit der niedrigsten Karte
/// gibt." A tie for the lowest rank (a gap, C.5 #14) is cut again by the tied players
/// only, until one is lowest.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Cut {
    /// Each round of cutting (the first by everyone, then by the tied).
    pub rounds: Vec<Vec<CutCard>>,
    pub dealer: usize,
}

/// Cuts for the first dealer. Within a round the cards differ (one pack, cut at
/// different places).
pub fn cut_for_dealer<R: Rng + ?Sized>(players: usize, rng: &mut R) -> Cut {
    let mut cutting: Vec<usize> = (0..players).collect();
    let mut rounds = Vec::new();
    let mut pack: Vec<Card> = deck().collect();
    for _ in 0..MAX_CUT_ROUNDS {
        pack.shuffle(rng);
        let round: Vec<CutCard> = cutting
            .iter()
            .zip(&pack)
            .map(|(&player, &card)| CutCard { player, card })
            .collect();
        let lowest = round.iter().map(|c| c.card.rank()).min();
        cutting = round
            .iter()
            .filter(|c| Some(c.card.rank()) == lowest)
            .map(|c| c.player)
            .collect();
        rounds.push(round);
        if cutting.len() <= 1 {
            break;
        }
    }
    Cut {
        rounds,
        dealer: cutting.first().copied().unwrap_or(0),
    }
}

/// A shuffled pack: "Der Geber mischt die Karten" (the cut by the left-hand neighbour
/// changes nothing a seed could not). The last card is the top of the pack.
pub fn shuffled<R: Rng + ?Sized>(rng: &mut R) -> Vec<Card> {
    let mut pack: Vec<Card> = deck().collect();
    pack.shuffle(rng);
    pack
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_kit::seeded_rng;

    #[test]
    fn the_lowest_cut_deals_and_ties_cut_again() {
        for seed in 0..200 {
            let cut = cut_for_dealer(4, &mut seeded_rng(seed));
            let last = cut.rounds.last().unwrap();
            let lowest = last.iter().map(|c| c.card.rank()).min().unwrap();
            let at_lowest: Vec<_> = last.iter().filter(|c| c.card.rank() == lowest).collect();
            assert_eq!(at_lowest.len(), 1, "seed {seed}: {cut:?}");
            assert_eq!(at_lowest[0].player, cut.dealer);
            for pair in cut.rounds.windows(2) {
                assert!(pair[1].len() < pair[0].len() || pair[1].len() >= 2);
            }
        }
        // some seed ties in the first round
        assert!((0..200).any(|s| cut_for_dealer(4, &mut seeded_rng(s)).rounds.len() > 1));
    }

    #[test]
    fn deals_in_counts() {
        use crate::options::EmptyTableDeal::*;
        let first = first_deal(3);
        assert_eq!(
            (first.dealt, first.turned_up, first.talon_after),
            ([3, 3, 3, 0], 7, 36)
        );
        assert_eq!(first_deal(4).talon_after, 36);
        // a short last deal: four cards to three players, from the dealer's right
        let short = redeal(3, 1, 4, false, TurnUpFirst);
        assert_eq!((short.dealt, short.talon_after), ([1, 1, 2, 0], 0));
        // onto an empty table with 4 left: turned up first, nothing for the hands
        let empty = redeal(3, 0, 4, true, TurnUpFirst);
        assert_eq!((empty.dealt, empty.turned_up), ([0, 0, 0, 0], 4));
        let hands = redeal(3, 0, 4, true, HandsFirst);
        assert_eq!((hands.dealt, hands.turned_up), ([1, 2, 1, 0], 0));
    }

    #[test]
    fn setups_are_checked() {
        assert!(Setup::plain(3).is_ok());
        assert_eq!(Setup::plain(5), Err(SetupError::PlayerCount { count: 5 }));
        let names = vec!["Ana".into(), "ana".into(), "Cleo".into()];
        assert!(matches!(
            Setup::new(names, Options::default()),
            Err(SetupError::SameName { .. })
        ));
        let names = vec!["Ana".into(), " ".into(), "Cleo".into()];
        assert_eq!(
            Setup::new(names, Options::default()),
            Err(SetupError::EmptyName { seat: 1 })
        );
    }
}
