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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RuleOptions {
    /// Printed numbers of the trumps that carry one (docs/rules.md §1.4).
    pub trump_numbers: TrumpNumbers,
    /// How three players play: each alone, or two against one (docs/rules.md §2.1, §2.6).
    pub three_players: ThreePlayers,
    /// When a card may be placed on the plate in the blue round (docs/rules.md §4.13).
    pub discard: Discard,
    /// What Yin and Yang captured together are worth (docs/rules.md §5.3).
    pub yin_yang: YinYang,
    /// Which blue totals receive the consolation (docs/rules.md §5.5).
    pub consolation: Consolation,
    /// In team games, who pays the consolation: each other side, or each player of the
    /// other sides (docs/rules.md §5.6).
    pub consolation_payment: ConsolationPayment,
    /// Whether the partner of the player who emptied their hand scores tour points
    /// (docs/rules.md §7.2).
    pub partner_tour_points: PartnerTourPoints,
    /// Whether a player attacked by the Chat Noir who holds the Papillon must answer
    /// with it (docs/rules.md §6.14).
    pub chat_noir_answer: ChatNoirAnswer,
    /// How a Couteau Suisse left in hand is valued in the orange round (docs/rules.md §7.5).
    pub couteau_suisse_roll: CouteauSuisseRoll,
    /// What happens when the best game totals are equal (docs/rules.md §8.3).
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ThreePlayers {
    #[default]
    EachAlone,
    TwoAgainstOne,
}

/// **[default]** a card may always be discarded; **[option]** only when it cannot capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Discard {
    #[default]
    Always,
    OnlyWhenNoCapture,
}

/// **[default]** Yin and Yang together are worth 30 (replacing their 10s);
/// **[option]** 10 + 10 + 30 = 50.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ConsolationPayment {
    #[default]
    PerSide,
    PerPlayer,
}

/// **[default]** when a player empties their hand, every other player scores the tour
/// points, their partner included; **[option]** the partner is spared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ChatNoirAnswer {
    #[default]
    Compulsory,
    VictimChooses,
}

/// **[default]** the sum of both dice; **[option]** one die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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

/// One house rule as a front door shows it: its key in [`RuleOptions`], its values as
/// the JSON writes them (the default first), the section of docs/rules.md it changes,
/// and what it is about in one line (English; the app translates by key).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OptionSchema {
    pub key: &'static str,
    pub values: Vec<&'static str>,
    pub default: &'static str,
    pub section: &'static str,
    pub about: &'static str,
}

/// A house rule with a fixed list of values.
trait Choice: Copy + Default + PartialEq + 'static {
    const ALL: &'static [Self];
    fn key(self) -> &'static str;
}

macro_rules! choices {
    ($ty:ty { $($variant:ident => $key:literal),+ $(,)? }) => {
        impl Choice for $ty {
            const ALL: &'static [Self] = &[$(<$ty>::$variant),+];
            fn key(self) -> &'static str {
                match self {
                    $(<$ty>::$variant => $key),+
                }
            }
        }
    };
}

choices!(ThreePlayers { EachAlone => "each_alone", TwoAgainstOne => "two_against_one" });
choices!(Discard { Always => "always", OnlyWhenNoCapture => "only_when_no_capture" });
choices!(YinYang { Together30 => "together_30", Together50 => "together_50" });
choices!(Consolation { ZeroOrLess => "zero_or_less", ExactlyZero => "exactly_zero" });
choices!(ConsolationPayment { PerSide => "per_side", PerPlayer => "per_player" });
choices!(PartnerTourPoints { Pay => "pay", Spared => "spared" });
choices!(ChatNoirAnswer { Compulsory => "compulsory", VictimChooses => "victim_chooses" });
choices!(CouteauSuisseRoll { TwoDice => "two_dice", OneDie => "one_die" });
choices!(TiedWinners { Share => "share", RollOff => "roll_off" });

fn schema_of<C: Choice>(
    key: &'static str,
    section: &'static str,
    about: &'static str,
) -> OptionSchema {
    let default = C::default().key();
    let mut values = vec![default];
    values.extend(C::ALL.iter().map(|c| c.key()).filter(|k| *k != default));
    OptionSchema {
        key,
        values,
        default,
        section,
        about,
    }
}

impl RuleOptions {
    /// Every house rule with a list of values, in the order a settings screen shows
    /// them. The printed trump numbers (`trump_numbers`) are numbers, not choices: see
    /// [`TrumpNumbers::NUMBERED`].
    pub fn schema() -> Vec<OptionSchema> {
        vec![
            schema_of::<ThreePlayers>(
                "three_players",
                "2.6",
                "With three players: everyone alone, or a pair against one.",
            ),
            schema_of::<Discard>(
                "discard",
                "4.13",
                "Blue round: when a card may be placed on the plate instead of capturing.",
            ),
            schema_of::<YinYang>(
                "yin_yang",
                "5.3",
                "Blue round: what the Yin and the Yang captured by one side are worth.",
            ),
            schema_of::<Consolation>(
                "consolation",
                "5.5",
                "Who receives 10 points from every other side after the blue round.",
            ),
            schema_of::<ConsolationPayment>(
                "consolation_payment",
                "5.6",
                "Team games: the consolation is paid by each other side, or by each of their players.",
            ),
            schema_of::<PartnerTourPoints>(
                "partner_tour_points",
                "7.2",
                "Orange round: whether a partner scores the tour points when their teammate empties their hand.",
            ),
            schema_of::<ChatNoirAnswer>(
                "chat_noir_answer",
                "6.14",
                "Orange round: a Chat Noir victim holding the Papillon must play it, or may take three.",
            ),
            schema_of::<CouteauSuisseRoll>(
                "couteau_suisse_roll",
                "7.5",
                "Orange round: a Couteau Suisse left in hand is worth a roll of two dice, or of one.",
            ),
            schema_of::<TiedWinners>(
                "tied_winners",
                "8.3",
                "Equal best totals share the victory, or roll the dice.",
            ),
        ]
    }
}

impl TrumpNumbers {
    /// The trumps a group may give a printed number (docs/rules.md §1.4), by their key.
    pub const NUMBERED: [(&'static str, Trump); 6] = [
        ("chat_noir", Trump::ChatNoir),
        ("yin", Trump::Yin),
        ("yang", Trump::Yang),
        ("chenille", Trump::Chenille),
        ("chrysalide", Trump::Chrysalide),
        ("papillon", Trump::Papillon),
    ];
}

#[cfg(test)]
mod schema_tests {
    use super::*;

    /// The schema's values are the ones serde reads and writes, and it lists every
    /// house rule of `RuleOptions` but the trump numbers.
    #[test]
    fn the_schema_matches_the_options_json() {
        let schema = RuleOptions::schema();
        let defaults = serde_json::to_value(RuleOptions::default()).expect("json");
        let keys: Vec<&str> = schema.iter().map(|s| s.key).collect();
        let mut json_keys: Vec<String> = defaults
            .as_object()
            .expect("object")
            .keys()
            .filter(|k| *k != "trump_numbers")
            .cloned()
            .collect();
        json_keys.sort();
        let mut sorted = keys.clone();
        sorted.sort();
        assert_eq!(sorted, json_keys);
        for option in &schema {
            assert_eq!(defaults[option.key], option.default, "{}", option.key);
            for value in &option.values {
                let mut json = defaults.clone();
                json[option.key] = serde_json::Value::from(*value);
                let parsed: RuleOptions = serde_json::from_value(json).expect(value);
                let back = serde_json::to_value(parsed).expect("json");
                assert_eq!(back[option.key], *value);
            }
        }
    }
}
