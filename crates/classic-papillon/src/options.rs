//! House rules: every disputed point of the rules as a named option, the defaults
//! being the readings of `NEIGHBOUR-GAMES.md` C.5 (`docs/rules.md, part II (the 18th-century Papillon)` §9
//! gives each with its quote).
//!
//! The struct is stored with every ledger and echoed in its report. Missing fields take
//! their default; unknown fields are refused (a typo must not silently fall back to a
//! default).

use serde::{Deserialize, Serialize};

use crate::card::Rank;

/// The largest number of starting counters accepted (far beyond any table).
pub const MAX_STARTING_COUNTERS: i32 = 1_000_000;
/// The Blätter multiplier never grows beyond this under
/// [`BlaetterTie::Cumulative`] (ten ties in a row).
pub const MAX_BLAETTER_MULTIPLIER: i32 = 1024;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ClassicOptions"))]
pub struct Options {
    /// Counters each player starts the sitting with. **[default]** 20 (the worked
    /// examples; the text says only "die gleiche Zahl", C.5 #1).
    pub starting_counters: i32,
    /// Counters each player puts into the pot at the start of every game: 1 or 2
    /// ("einen oder zwei Zählsteine", C.5 #2). **[default]** 1.
    pub stake: i32,
    /// What jacks, queens and kings count when they take a sum. **[default]** as
    /// printed, 11, 12, 13.
    pub face_value: FaceValue,
    /// Who receives the pot at the end of a game (C.5 #3). **[default]** the winner.
    pub pot_to: PotTo,
    /// What becomes of a pot nobody receives (C.5 #3). **[default]** it carries over.
    pub unwon_pot: UnwonPot,
    /// Whether the bonuses of one capture add up (C.5 #5). **[default]** they add.
    pub bonuses: Bonuses,
    /// Whether the Haneton still pays in the last round, when the Klein-Papillon no
    /// longer does (C.5 #7). **[default]** it pays.
    pub haneton_in_last_round: bool,
    /// Who is "der letzte Spieler" of the Konsolation (C.5 #9). **[default]** the last to
    /// reveal.
    pub consolation_to: ConsolationTo,
    /// How die Blätter pay after repeated ties (C.5 #12). **[default]** double, not
    /// cumulative.
    pub blaetter_tie: BlaetterTie,
    /// Whether counters may go below zero (C.5 #14). **[default]** allowed.
    pub debt: Debt,
    /// The order of a re-deal onto an empty table (C.5 #13). **[default]** turn up first.
    pub empty_table_deal: EmptyTableDeal,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            starting_counters: 20,
            stake: 1,
            face_value: FaceValue::default(),
            pot_to: PotTo::default(),
            unwon_pot: UnwonPot::default(),
            bonuses: Bonuses::default(),
            haneton_in_last_round: true,
            consolation_to: ConsolationTo::default(),
            blaetter_tie: BlaetterTie::default(),
            debt: Debt::default(),
            empty_table_deal: EmptyTableDeal::default(),
        }
    }
}

impl Options {
    /// Checks the values serde cannot check by itself.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(1..=2).contains(&self.stake) {
            return Err(OptionsError::Stake { stake: self.stake });
        }
        if !(0..=MAX_STARTING_COUNTERS).contains(&self.starting_counters) {
            return Err(OptionsError::StartingCounters {
                counters: self.starting_counters,
            });
        }
        if self.debt == Debt::Forbidden && self.starting_counters < self.stake {
            return Err(OptionsError::CannotPayStake {
                counters: self.starting_counters,
                stake: self.stake,
            });
        }
        Ok(())
    }

    /// What a card counts when it takes a sum.
    pub fn sum_value(&self, rank: Rank) -> u8 {
        match self.face_value {
            FaceValue::Ten if rank.is_face() => 10,
            _ => rank.number(),
        }
    }

    /// The Blätter multiplier of the next game, after a game played at `multiplier`
    /// whose Blätter were tied (or not).
    pub fn next_multiplier(&self, multiplier: i32, tied: bool) -> i32 {
        match (tied, self.blaetter_tie) {
            (false, _) => 1,
            (true, BlaetterTie::Double) => 2,
            (true, BlaetterTie::Cumulative) => multiplier
                .saturating_mul(2)
                .clamp(2, MAX_BLAETTER_MULTIPLIER),
        }
    }
}

/// Why options cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum OptionsError {
    #[error("the stake is one or two counters (\"einen oder zwei Zählsteine\"), not {stake}")]
    Stake { stake: i32 },
    #[error("starting counters go from 0 to {MAX_STARTING_COUNTERS}, not {counters}")]
    StartingCounters { counters: i32 },
    #[error(
        "without debt, players starting with {counters} counters cannot pay a stake of {stake}"
    )]
    CannotPayStake { counters: i32, stake: i32 },
}

/// What faces count in a sum. On the table a face is only ever taken by the same face,
/// and a face takes a single card only of its own rank, under either option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum FaceValue {
    /// **[default]** jack 11, queen 12, king 13 ("Der Bube zählt 11, die Dame 12 und der
    /// König 13").
    #[default]
    Printed,
    /// Every face counts 10 when it takes a sum (the 1730 *Académie des Jeux*): a queen
    /// takes 4 + 6, no longer 3 + 9.
    Ten,
}

/// Who receives the pot at the end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum PotTo {
    /// **[default]** the game's winner, the first to exchange all their cards in the
    /// last round.
    #[default]
    Winner,
    /// The winner of die Blätter (most cards).
    Blaetter,
}

/// What becomes of a pot nobody receives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum UnwonPot {
    /// **[default]** it stays in the pot for the next game.
    #[default]
    CarryOver,
    /// The player who had the Konsolation takes it (if nobody had it, it carries over).
    Consolation,
    /// It is shared equally among the players; what cannot be shared stays.
    Split,
}

/// Whether the bonuses of one capture add up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Bonuses {
    /// **[default]** aces (or pure aces), Klein-Papillon (or Haneton) and Sautenelle
    /// each pay.
    #[default]
    Add,
    /// Only the largest bonus of the capture pays (the first of equal ones).
    Highest,
}

/// Who is "der letzte Spieler" of the Konsolation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ConsolationTo {
    /// **[default]** the player whose reveal came last.
    #[default]
    LastToReveal,
    /// The dealer, who plays last in turn order.
    Dealer,
}

/// How the Blätter pay after repeated ties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum BlaetterTie {
    /// **[default]** after a tie the next game pays ×2, however many ties came before.
    #[default]
    Double,
    /// Every tie in a row doubles again: ×2, ×4, ×8 … (up to
    /// [`MAX_BLAETTER_MULTIPLIER`]).
    Cumulative,
}

/// Whether counters may go below zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Debt {
    /// **[default]** a player may owe counters.
    #[default]
    Allowed,
    /// Nobody goes below zero. The counter keeper refuses an entry that would put a
    /// player below zero; in a game against the computer a player pays what they hold
    /// and no more.
    Forbidden,
}

/// The order of a re-deal when the table is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum EmptyTableDeal {
    /// **[default]** seven (three players) or four (four players) cards are turned up
    /// first, then three are dealt to each as far as the talon goes (the order of C.7).
    #[default]
    TurnUpFirst,
    /// The hands are dealt first, then the cards turned up as far as the talon goes (the
    /// order of the first deal): a re-deal always gives cards while the talon lasts.
    HandsFirst,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_readings() {
        let o = Options::default();
        assert_eq!((o.starting_counters, o.stake), (20, 1));
        assert!(o.haneton_in_last_round);
        assert_eq!(o.validate(), Ok(()));
        let parsed: Options = serde_json::from_str("{}").unwrap();
        assert_eq!(parsed, o);
    }

    #[test]
    fn bad_values_are_typed_errors() {
        let o = Options {
            stake: 3,
            ..Options::default()
        };
        assert_eq!(o.validate(), Err(OptionsError::Stake { stake: 3 }));
        let o = Options {
            starting_counters: -1,
            ..Options::default()
        };
        assert!(matches!(
            o.validate(),
            Err(OptionsError::StartingCounters { .. })
        ));
        let o = Options {
            starting_counters: 1,
            stake: 2,
            debt: Debt::Forbidden,
            ..Options::default()
        };
        assert!(matches!(
            o.validate(),
            Err(OptionsError::CannotPayStake { .. })
        ));
        assert!(serde_json::from_str::<Options>(r#"{"stakes": 2}"#).is_err());
    }

    #[test]
    fn face_values_and_multipliers() {
        let ten = Options {
            face_value: FaceValue::Ten,
            ..Options::default()
        };
        assert_eq!(ten.sum_value(Rank::KING), 10);
        assert_eq!(Options::default().sum_value(Rank::KING), 13);
        assert_eq!(ten.sum_value(Rank::ACE), 1);
        let d = Options::default();
        assert_eq!(d.next_multiplier(2, true), 2);
        assert_eq!(d.next_multiplier(2, false), 1);
        let c = Options {
            blaetter_tie: BlaetterTie::Cumulative,
            ..Options::default()
        };
        assert_eq!(c.next_multiplier(1, true), 2);
        assert_eq!(c.next_multiplier(2, true), 4);
        assert_eq!(c.next_multiplier(1024, true), 1024);
    }
}
