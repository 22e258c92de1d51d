//! The two dice (one blue, one orange), rolled from an RNG the caller controls.
//!
//! Every roll is a [`RollRecord`]: who rolled, for what, and the dice values. A seed
//! gives the same rolls on every platform: [`seeded_rng`] is ChaCha8, which is
//! specified bit for bit, and die values come from `rand`'s portable uniform sampling.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::options::CouteauSuisseRoll;

/// The family's random generator (`game_kit::rng`), portable and reproducible.
pub use game_kit::rng::{GameRng, seeded_rng};

/// The value shown by one die, 1..=6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Die(u8);

impl Die {
    pub fn new(value: u8) -> Option<Die> {
        (1..=6).contains(&value).then_some(Die(value))
    }

    pub fn value(self) -> u8 {
        self.0
    }

    pub fn roll<R: Rng + ?Sized>(rng: &mut R) -> Die {
        Die(rng.random_range(1..=6))
    }
}

impl<'de> Deserialize<'de> for Die {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Die, D::Error> {
        let value = u8::deserialize(deserializer)?;
        Die::new(value)
            .ok_or_else(|| serde::de::Error::custom(format!("a die shows 1 to 6, not {value}")))
    }
}

/// What was thrown: both dice (blue and orange), or a single die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Throw {
    Pair { blue: Die, orange: Die },
    Single(Die),
}

impl Throw {
    pub fn pair<R: Rng + ?Sized>(rng: &mut R) -> Throw {
        let blue = Die::roll(rng);
        let orange = Die::roll(rng);
        Throw::Pair { blue, orange }
    }

    pub fn single<R: Rng + ?Sized>(rng: &mut R) -> Throw {
        Throw::Single(Die::roll(rng))
    }

    /// The sum of the dice thrown.
    pub fn sum(self) -> u8 {
        match self {
            Throw::Pair { blue, orange } => blue.0 + orange.0,
            Throw::Single(die) => die.0,
        }
    }

    /// The dice values, blue first.
    pub fn values(self) -> Vec<u8> {
        match self {
            Throw::Pair { blue, orange } => vec![blue.0, orange.0],
            Throw::Single(die) => vec![die.0],
        }
    }
}

/// Why a roll was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum RollPurpose {
    /// Who starts the blue round (highest sum).
    StartBlue,
    /// Who starts the orange round (lowest sum).
    StartOrange,
    /// A tie for most cards captured in the blue round.
    MostCardsRollOff,
    /// The value of a Couteau Suisse left in hand at the end of the orange round.
    CouteauSuisse,
    /// Equal best game totals, under the roll-off house rule.
    WinnerRollOff,
    /// Any other tie settled at the table.
    RollOff,
}

impl RollPurpose {
    pub fn describe(self) -> &'static str {
        match self {
            RollPurpose::StartBlue => "start of the blue round",
            RollPurpose::StartOrange => "start of the orange round",
            RollPurpose::MostCardsRollOff => "most cards roll-off",
            RollPurpose::CouteauSuisse => "Couteau Suisse value",
            RollPurpose::WinnerRollOff => "winner roll-off",
            RollPurpose::RollOff => "roll-off",
        }
    }
}

/// One roll, as recorded in the dice log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RollRecord<P> {
    pub player: P,
    pub purpose: RollPurpose,
    pub throw: Throw,
}

impl<P> RollRecord<P> {
    pub fn sum(&self) -> u8 {
        self.throw.sum()
    }
}

/// Which sum wins a contest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Best {
    Highest,
    Lowest,
}

/// Which round a start roll is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Round {
    Blue,
    Orange,
}

impl Round {
    /// Blue: the highest sum starts; orange: the lowest.
    pub fn best(self) -> Best {
        match self {
            Round::Blue => Best::Highest,
            Round::Orange => Best::Lowest,
        }
    }

    pub fn start_purpose(self) -> RollPurpose {
        match self {
            Round::Blue => RollPurpose::StartBlue,
            Round::Orange => RollPurpose::StartOrange,
        }
    }
}

/// A contest settled with both dice: everybody rolls, the tied best re-roll among
/// themselves until one is left. `rounds[0]` holds every contestant's first roll,
/// each later entry the re-roll of those still tied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Contest<P> {
    pub purpose: RollPurpose,
    pub best: Best,
    pub rounds: Vec<Vec<RollRecord<P>>>,
    pub winner: P,
}

impl<P> Contest<P> {
    /// Every roll in order.
    pub fn rolls(&self) -> impl Iterator<Item = &RollRecord<P>> {
        self.rounds.iter().flatten()
    }

    /// The same contest with each contestant shown as `label` gives it (e.g. a side
    /// rolled by its index, shown by its members' names).
    pub fn map<Q>(self, label: impl Fn(&P) -> Q) -> Contest<Q> {
        Contest {
            purpose: self.purpose,
            best: self.best,
            rounds: self
                .rounds
                .into_iter()
                .map(|round| {
                    round
                        .into_iter()
                        .map(|r| RollRecord {
                            player: label(&r.player),
                            purpose: r.purpose,
                            throw: r.throw,
                        })
                        .collect()
                })
                .collect(),
            winner: label(&self.winner),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    #[error("a dice contest needs at least one player")]
    NoPlayers,
}

/// Everybody rolls both dice; the best sum wins; the tied best re-roll among themselves
/// until one is left. With a single contestant, that contestant wins after one roll
/// (the roll is still made and recorded, as at the table).
pub fn contest<P: Clone, R: Rng + ?Sized>(
    rng: &mut R,
    players: &[P],
    best: Best,
    purpose: RollPurpose,
) -> Result<Contest<P>, DiceError> {
    if players.is_empty() {
        return Err(DiceError::NoPlayers);
    }
    let mut rounds = Vec::new();
    let mut still_in: Vec<P> = players.to_vec();
    loop {
        let rolls: Vec<RollRecord<P>> = still_in
            .iter()
            .map(|player| RollRecord {
                player: player.clone(),
                purpose,
                throw: Throw::pair(rng),
            })
            .collect();
        let sums = rolls.iter().map(RollRecord::sum);
        let target = match best {
            Best::Highest => sums.max(),
            Best::Lowest => sums.min(),
        }
        .unwrap_or_default();
        still_in = rolls
            .iter()
            .filter(|r| r.sum() == target)
            .map(|r| r.player.clone())
            .collect();
        rounds.push(rolls);
        if let [winner] = still_in.as_slice() {
            let winner = winner.clone();
            return Ok(Contest {
                purpose,
                best,
                rounds,
                winner,
            });
        }
    }
}

/// The start roll of a round: highest sum starts the blue round, lowest the orange.
pub fn start_roll<P: Clone, R: Rng + ?Sized>(
    rng: &mut R,
    players: &[P],
    round: Round,
) -> Result<Contest<P>, DiceError> {
    contest(rng, players, round.best(), round.start_purpose())
}

/// A roll-off among tied players: highest sum wins, ties re-roll.
pub fn roll_off<P: Clone, R: Rng + ?Sized>(
    rng: &mut R,
    tied: &[P],
    purpose: RollPurpose,
) -> Result<Contest<P>, DiceError> {
    contest(rng, tied, Best::Highest, purpose)
}

/// The value of a Couteau Suisse left in hand: the sum of both dice, or one die under
/// the house rule.
pub fn couteau_suisse<P, R: Rng + ?Sized>(
    rng: &mut R,
    player: P,
    mode: CouteauSuisseRoll,
) -> RollRecord<P> {
    let throw = match mode {
        CouteauSuisseRoll::TwoDice => Throw::pair(rng),
        CouteauSuisseRoll::OneDie => Throw::single(rng),
    };
    RollRecord {
        player,
        purpose: RollPurpose::CouteauSuisse,
        throw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_rolls() {
        let players = ["Ana", "Ben", "Cleo", "Dan", "Eve"];
        for seed in 0..200 {
            let a = start_roll(&mut seeded_rng(seed), &players, Round::Blue);
            let b = start_roll(&mut seeded_rng(seed), &players, Round::Blue);
            assert_eq!(a, b);
        }
    }

    #[test]
    fn pinned_rolls_for_seed_42() {
        // Pinned so that a change of generator or sampling is noticed: stored dice logs
        // and tests replaying seeds depend on these values.
        let mut rng = seeded_rng(42);
        let values: Vec<u8> = (0..10).map(|_| Die::roll(&mut rng).value()).collect();
        assert_eq!(values, PINNED_SEED_42);
    }

    const PINNED_SEED_42: [u8; 10] = [2, 5, 1, 6, 5, 3, 3, 4, 5, 2];

    #[test]
    fn a_start_roll_always_ends_with_one_winner() {
        for seed in 0..2000 {
            for n in 1..=5usize {
                let players: Vec<usize> = (0..n).collect();
                for round in [Round::Blue, Round::Orange] {
                    let contest = start_roll(&mut seeded_rng(seed), &players, round)
                        .expect("players present");
                    let last = contest.rounds.last().expect("at least one round");
                    let sums: Vec<u8> = last.iter().map(RollRecord::sum).collect();
                    let winner_sum = last
                        .iter()
                        .find(|r| r.player == contest.winner)
                        .map(RollRecord::sum)
                        .expect("winner rolled last");
                    let best = match round {
                        Round::Blue => sums.iter().max(),
                        Round::Orange => sums.iter().min(),
                    };
                    assert_eq!(Some(&winner_sum), best);
                    assert_eq!(sums.iter().filter(|&&s| s == winner_sum).count(), 1);
                    // every re-roll holds exactly those tied best in the round before
                    for pair in contest.rounds.windows(2) {
                        let before: Vec<u8> = pair[0].iter().map(RollRecord::sum).collect();
                        let target = match round {
                            Round::Blue => before.iter().max(),
                            Round::Orange => before.iter().min(),
                        };
                        let tied: Vec<usize> = pair[0]
                            .iter()
                            .filter(|r| Some(&r.sum()) == target)
                            .map(|r| r.player)
                            .collect();
                        let rerolled: Vec<usize> = pair[1].iter().map(|r| r.player).collect();
                        assert_eq!(tied, rerolled);
                        assert!(tied.len() > 1);
                    }
                    assert_eq!(contest.rounds[0].len(), n);
                }
            }
        }
    }

    #[test]
    fn faces_are_fair_over_60000_rolls() {
        let mut rng = seeded_rng(7);
        let mut counts = [0u32; 6];
        let rolls = 60_000;
        for _ in 0..rolls {
            counts[usize::from(Die::roll(&mut rng).value() - 1)] += 1;
        }
        let expected = f64::from(rolls) / 6.0;
        // chi-square with 5 degrees of freedom: 20.5 is the 0.1 % critical value
        let chi2: f64 = counts
            .iter()
            .map(|&c| (f64::from(c) - expected).powi(2) / expected)
            .sum();
        assert!(chi2 < 20.5, "chi2 {chi2} counts {counts:?}");
        for c in counts {
            assert!(
                (f64::from(c) - expected).abs() < expected * 0.05,
                "{counts:?}"
            );
        }
    }

    #[test]
    fn couteau_suisse_values_are_in_range() {
        let mut rng = seeded_rng(3);
        for mode in [CouteauSuisseRoll::TwoDice, CouteauSuisseRoll::OneDie] {
            for _ in 0..1000 {
                let record = couteau_suisse(&mut rng, "Ben", mode);
                assert!(mode.range().contains(&record.sum()));
                assert_eq!(record.purpose, RollPurpose::CouteauSuisse);
            }
        }
    }

    #[test]
    fn an_empty_contest_is_an_error() {
        let players: [&str; 0] = [];
        assert_eq!(
            contest(
                &mut seeded_rng(1),
                &players,
                Best::Highest,
                RollPurpose::RollOff
            ),
            Err(DiceError::NoPlayers)
        );
    }

    #[test]
    fn die_refuses_impossible_values() {
        assert!(Die::new(0).is_none());
        assert!(Die::new(7).is_none());
        assert!(serde_json::from_str::<Die>("7").is_err());
        assert_eq!(serde_json::from_str::<Die>("4").ok(), Die::new(4));
    }
}
