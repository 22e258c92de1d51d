//! House rules: every **[option]** of the rules with its **[default]**.
//!
//! The whole struct is stored with every sheet and echoed in every result. Missing
//! fields take their default; unknown fields are refused (a typo must not silently
//! fall back to a default).

use serde::{Deserialize, Serialize};

use crate::card::Trump;

/// The largest printed number a group may give a trump.
pub const MAX_TRUMP_NUMBER: u8 = 99;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleOptions {
    /// Printed numbers of the trumps that carry one (RULES §1).
    pub trump_numbers: TrumpNumbers,
    /// How three players play: each alone, or two against one (RULES §2).
    pub three_players: ThreePlayers,
    /// When a card may be discarded onto the plate in the blue round (RULES §3).
    pub discard: Discard,
    /// What Yin and Yang captured together are worth (RULES §3).
    pub yin_yang: YinYang,
    /// Which blue totals receive the consolation (RULES §3).
    pub consolation: Consolation,
    /// In team games, who pays the consolation: each other side, or each player of the
    /// other sides (docs/rules.md, "Consolation in team games").
    pub consolation_payment: ConsolationPayment,
    /// Whether the partner of the player who emptied their hand scores tour points
    /// (docs/rules.md, "Tour points").
    pub partner_tour_points: PartnerTourPoints,
    /// Whether a player attacked by the Chat Noir who holds the Papillon must answer
    /// with it (RULES §4; docs/rules.md, "Answering the Chat Noir").
    pub chat_noir_answer: ChatNoirAnswer,
    /// How a Couteau Suisse left in hand is valued in the orange round (RULES §4).
    pub couteau_suisse_roll: CouteauSuisseRoll,
    /// What happens when the best game totals are equal (RULES §5).
    pub tied_winners: TiedWinners,
}

impl RuleOptions {
    /// Checks the values serde cannot check by itself.
    pub fn validate(&self) -> Result<(), OptionsError> {
        for (trump, number) in self.trump_numbers.entries() {
            if let Some(n) = number
                && n > MAX_TRUMP_NUMBER
            {
                return Err(OptionsError::TrumpNumber { trump, number: n });
            }
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    #[error(
        "the printed number {number} of the {} is too large: trump numbers go from 0 to {MAX_TRUMP_NUMBER}",
        trump.name()
    )]
    TrumpNumber { trump: Trump, number: u8 },
}

/// Printed numbers of trumps. **[default]** Chat Noir 22, Yin 12, Yang 13; the others
/// none. The Couteau Suisse is always wild and the three signs are operators, so they
/// have no entry here. A trump with a number can be an operand or a capture target in
/// the blue round and counts that number in an orange hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TrumpNumbers {
    pub chat_noir: Option<u8>,
    pub yin: Option<u8>,
    pub yang: Option<u8>,
    pub chenille: Option<u8>,
    pub chrysalide: Option<u8>,
    pub papillon: Option<u8>,
}

impl Default for TrumpNumbers {
    fn default() -> TrumpNumbers {
        TrumpNumbers {
            chat_noir: Some(22),
            yin: Some(12),
            yang: Some(13),
            chenille: None,
            chrysalide: None,
            papillon: None,
        }
    }
}

impl TrumpNumbers {
    /// The printed number of a trump, if it carries one.
    pub fn number(&self, trump: Trump) -> Option<u8> {
        match trump {
            Trump::ChatNoir => self.chat_noir,
            Trump::Yin => self.yin,
            Trump::Yang => self.yang,
            Trump::Chenille => self.chenille,
            Trump::Chrysalide => self.chrysalide,
            Trump::Papillon => self.papillon,
            Trump::CouteauSuisse | Trump::Plus | Trump::Moins | Trump::MultiplierDiviser => None,
        }
    }

    fn entries(&self) -> [(Trump, Option<u8>); 6] {
        [
            (Trump::ChatNoir, self.chat_noir),
            (Trump::Yin, self.yin),
            (Trump::Yang, self.yang),
            (Trump::Chenille, self.chenille),
            (Trump::Chrysalide, self.chrysalide),
            (Trump::Papillon, self.papillon),
        ]
    }
}

/// **[default]** each alone; **[option]** two against one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThreePlayers {
    #[default]
    EachAlone,
    TwoAgainstOne,
}

/// **[default]** a card may always be discarded; **[option]** only when it cannot capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Discard {
    #[default]
    Always,
    OnlyWhenNoCapture,
}

/// **[default]** Yin and Yang together are worth 30 (replacing their 10s);
/// **[option]** 10 + 10 + 30 = 50.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum YinYang {
    #[default]
    #[serde(rename = "together_30")]
    Together30,
    #[serde(rename = "together_50")]
    Together50,
}

/// **[default]** a blue total of 0 or less receives the consolation;
/// **[option]** exactly 0 only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Consolation {
    #[default]
    ZeroOrLess,
    ExactlyZero,
}

impl Consolation {
    pub fn receives(self, blue_total: i32) -> bool {
        match self {
            Consolation::ZeroOrLess => blue_total <= 0,
            Consolation::ExactlyZero => blue_total == 0,
        }
    }
}

/// **[default]** in a team game each other *side* pays the consolation 10 points;
/// **[option]** each *player* of the other sides pays 10 ("chaque joueur lui donnera 10
/// de ses points"). With everyone alone both readings are the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConsolationPayment {
    #[default]
    PerSide,
    PerPlayer,
}

/// **[default]** when a player empties their hand, every other player scores the tour
/// points, their partner included; **[option]** the partner is spared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PartnerTourPoints {
    #[default]
    Pay,
    Spared,
}

/// **[default]** a player attacked by the Chat Noir who holds the Papillon must answer
/// with it ("Vous devez piocher 3 cartes sauf si vous avez le Papillon. Dans ce cas
/// posez votre Papillon"); **[option]** the victim may choose to take three instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChatNoirAnswer {
    #[default]
    Compulsory,
    VictimChooses,
}

/// **[default]** the sum of both dice; **[option]** one die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CouteauSuisseRoll {
    #[default]
    TwoDice,
    OneDie,
}

impl CouteauSuisseRoll {
    /// The values a roll can give.
    pub fn range(self) -> std::ops::RangeInclusive<u8> {
        match self {
            CouteauSuisseRoll::TwoDice => 2..=12,
            CouteauSuisseRoll::OneDie => 1..=6,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            CouteauSuisseRoll::TwoDice => "two dice give 2 to 12",
            CouteauSuisseRoll::OneDie => "one die gives 1 to 6",
        }
    }
}

/// **[default]** equal best totals share the victory; **[option]** a dice roll-off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TiedWinners {
    #[default]
    Share,
    RollOff,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_json_gives_the_defaults() {
        let options: RuleOptions = serde_json::from_str("{}").expect("defaults");
        assert_eq!(options, RuleOptions::default());
        assert_eq!(options.trump_numbers.number(Trump::ChatNoir), Some(22));
        assert_eq!(options.trump_numbers.number(Trump::Yin), Some(12));
        assert_eq!(options.trump_numbers.number(Trump::Yang), Some(13));
        assert_eq!(options.trump_numbers.number(Trump::CouteauSuisse), None);
        assert_eq!(options.trump_numbers.number(Trump::Papillon), None);
    }

    #[test]
    fn options_round_trip_and_partial_override() {
        let options: RuleOptions =
            serde_json::from_str(r#"{"yin_yang":"together_50","trump_numbers":{"yang":14}}"#)
                .expect("parse");
        assert_eq!(options.yin_yang, YinYang::Together50);
        assert_eq!(options.trump_numbers.yang, Some(14));
        assert_eq!(options.trump_numbers.yin, Some(12));
        let json = serde_json::to_string(&options).expect("serialise");
        let back: RuleOptions = serde_json::from_str(&json).expect("parse back");
        assert_eq!(back, options);
    }

    #[test]
    fn typos_are_refused() {
        let err = serde_json::from_str::<RuleOptions>(r#"{"discrad":"always"}"#).unwrap_err();
        assert!(err.to_string().contains("discrad"), "{err}");
        let err = serde_json::from_str::<RuleOptions>(r#"{"discard":"never"}"#).unwrap_err();
        assert!(err.to_string().contains("never"), "{err}");
    }

    #[test]
    fn too_large_trump_number_is_refused() {
        let mut options = RuleOptions::default();
        options.trump_numbers.yin = Some(120);
        let err = options.validate().unwrap_err();
        assert!(err.to_string().contains("Yin"), "{err}");
    }
}
