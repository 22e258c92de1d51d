//! A rating per player and per game of the family (issue 54), recomputed from the
//! finished games kept at a table every time it is asked for: never stored, so an
//! edited or undone game changes the ratings of every game after it.
//!
//! The rating is Weng-Lin's (OpenSkill's Bayesian approximation, the `skillratings`
//! crate), made for several players and teams, with ties. Each game's sides are ranked
//! by the places its engine gave when the game was scored (the `place` of its result
//! rows), so each game keeps its own notion of who beat whom: the modern Papillon's
//! teams and places, the 1756 game's counters at the end of the sitting, Farfalia's
//! winners (teams at four), PROUT's lowest total.
//!
//! A rating is shown on the scale people know from chess clubs: a newcomer starts at
//! 1,500 (Weng-Lin's 25 × 60), and the range is the rating ± two of its uncertainties
//! (where the true level lies with about 95 % likelihood), narrowing game after game.

use std::collections::BTreeMap;

use rusqlite::params;
use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use game_kit::ai::Level;
use game_kit::practice::{Outcome, SeatPlayer};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameId, GameType};

/// Weng-Lin's units to the shown scale: its starting 25 is 1,500.
const SCALE: f64 = 60.0;

/// A rating as shown: the level, and the range it most likely lies in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Rating {
    /// The level the games so far point to (1,500 for a newcomer).
    pub rating: i32,
    /// The range's low end: the rating less two uncertainties.
    pub low: i32,
    /// The range's high end.
    pub high: i32,
}

impl From<WengLinRating> for Rating {
    fn from(r: WengLinRating) -> Self {
        // (at most a few thousand: no rating leaves i32)
        let shown = |x: f64| (x * SCALE).round() as i32;
        Rating {
            rating: shown(r.rating),
            low: shown(r.rating - 2.0 * r.uncertainty),
            high: shown(r.rating + 2.0 * r.uncertainty),
        }
    }
}

/// One player's rating before and after one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RatingChange {
    pub name: String,
    /// On the ladder of games against the computer, the computer's level (its name is
    /// the level's); absent for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub level: Option<Level>,
    pub before: Rating,
    pub after: Rating,
    /// `after.rating − before.rating`.
    pub change: i32,
    /// The place the game's engine gave this player's side (1 = first).
    pub place: u32,
}

/// One finished game and what it did to its players' ratings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RatedGame {
    pub game: GameId,
    /// When the game was started (the games are rated in that order).
    pub date: String,
    /// In seat order.
    pub changes: Vec<RatingChange>,
}

/// A player's line in the ladder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RatedPlayer {
    pub name: String,
    /// On the ladder of games against the computer, the computer's level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub level: Option<Level>,
    pub rating: Rating,
    /// Finished games of this game rated.
    pub games: u32,
}

/// A game's ladder: its players, highest low end first (a newcomer's one lucky game
/// does not put them above a player whose level is known), and the rated games in the
/// order they were played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Ladder {
    pub game: GameType,
    pub players: Vec<RatedPlayer>,
    pub games: Vec<RatedGame>,
}

/// One player's row of one finished game: their side and its place.
struct Seat {
    game: i64,
    date: String,
    player: i64,
    side: i64,
    place: i64,
}

impl Store {
    /// The ladder of one game of the family, from its finished games kept at a table.
    pub fn ratings(&self, game: GameType) -> Result<Ladder> {
        // the modern game's places are in its result rows, the others' in their standings
        let sql = match game {
            GameType::Papillon => {
                "SELECT g.id, g.created_at, r.player_id, r.side, r.place
                 FROM games g JOIN result_players r ON r.game_id = g.id
                 JOIN game_players p ON p.game_id = g.id AND p.player_id = r.player_id
                 WHERE g.status = 'finished' AND g.game_type = ?1
                 ORDER BY g.created_at, g.id, p.seat"
            }
            _ => {
                "SELECT g.id, g.created_at, s.player_id, s.side, s.place
                 FROM games g JOIN standings s ON s.game_id = g.id
                 WHERE g.status = 'finished' AND g.game_type = ?1
                 ORDER BY g.created_at, g.id, s.seat"
            }
        };
        let seats = self
            .conn
            .prepare_cached(sql)?
            .query_map(params![game.as_sql()], |row| {
                Ok(Seat {
                    game: row.get(0)?,
                    date: row.get(1)?,
                    player: row.get(2)?,
                    side: row.get(3)?,
                    place: row.get(4)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let names: BTreeMap<i64, String> = self
            .conn
            .prepare_cached("SELECT id, name FROM players")?
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rate(game, &seats, &names, &BTreeMap::new()))
    }

    /// The ladder of `game` against the computer, with each level as a player, from
    /// the finished games a person played against it (not the replays of a deal): a
    /// person sees where they stand against `hard`. Each person is a side, and each
    /// level one side placed by its best seat (three `hard` seats are one `hard` that
    /// played three hands); the places come from the game's outcome, the winners first,
    /// then by points.
    pub fn practice_ratings(&self, game: GameType) -> Result<Ladder> {
        let games = self
            .conn
            .prepare_cached(
                "SELECT id, created_at, setup, outcome FROM practice_games
                 WHERE status = 'finished' AND replay_of IS NULL AND game_type = ?1
                   AND outcome IS NOT NULL
                 ORDER BY created_at, id",
            )?
            .query_map(params![game.as_sql()], |row| {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut names: BTreeMap<i64, String> = BTreeMap::new();
        let mut levels: BTreeMap<i64, Level> = BTreeMap::new();
        let mut people: BTreeMap<String, i64> = BTreeMap::new();
        let mut seats = Vec::new();
        for (id, date, setup, outcome) in games {
            let damaged = |what: &str, e: String| {
                StoreError::Damaged(format!("practice game {id}: {what}: {e}"))
            };
            let (players, seat_names) = crate::practice::kinds::seating_json(game, &setup)
                .map_err(|e| damaged("setup", e))?;
            let outcome: Outcome =
                serde_json::from_str(&outcome).map_err(|e| damaged("outcome", e.to_string()))?;
            let rank = |s: usize| {
                (
                    outcome.won.get(s).copied().unwrap_or(false),
                    outcome.points.get(s).copied().unwrap_or(0),
                )
            };
            let place = |s: usize| {
                let mine = rank(s);
                1 + (0..players.len()).filter(|&o| rank(o) > mine).count() as i64
            };
            // one side a person, one side a level (at its best seat's place)
            let mut sides: Vec<(i64, i64)> = Vec::new();
            for (seat, player) in players.iter().enumerate() {
                let who = match player {
                    SeatPlayer::Person => {
                        let name = seat_names.get(seat).cloned().unwrap_or_default();
                        let next = i64::try_from(people.len()).unwrap_or(i64::MAX);
                        let id = *people.entry(name.to_lowercase()).or_insert(next);
                        names.entry(id).or_insert(name);
                        id
                    }
                    SeatPlayer::Computer(level) => {
                        let id =
                            -1 - Level::ALL.iter().position(|l| l == level).unwrap_or(0) as i64;
                        names.insert(id, level.name().to_string());
                        levels.insert(id, *level);
                        id
                    }
                };
                let at = place(seat);
                match sides.iter_mut().find(|(p, _)| *p == who) {
                    Some(side) => side.1 = side.1.min(at),
                    None => sides.push((who, at)),
                }
            }
            for (side, (player, place)) in sides.into_iter().enumerate() {
                seats.push(Seat {
                    game: id,
                    date: date.clone(),
                    player,
                    side: side as i64,
                    place,
                });
            }
        }
        Ok(rate(game, &seats, &names, &levels))
    }
}

/// Rates the games in order: each game's sides, ranked by their places, update the
/// ratings of their members.
fn rate(
    game: GameType,
    seats: &[Seat],
    names: &BTreeMap<i64, String>,
    levels: &BTreeMap<i64, Level>,
) -> Ladder {
    let config = WengLinConfig::new();
    let mut ratings: BTreeMap<i64, (WengLinRating, u32)> = BTreeMap::new();
    let mut games = Vec::new();
    for rows in seats.chunk_by(|a, b| a.game == b.game) {
        // the sides in the order they first appear, each with its place
        let mut sides: Vec<(i64, i64, Vec<i64>)> = Vec::new();
        for s in rows {
            match sides.iter_mut().find(|(side, _, _)| *side == s.side) {
                Some((_, _, members)) => members.push(s.player),
                None => sides.push((s.side, s.place, vec![s.player])),
            }
        }
        // a game of one side has nobody to beat: not rated
        if sides.len() < 2 {
            continue;
        }
        let before: Vec<Vec<WengLinRating>> = sides
            .iter()
            .map(|(_, _, members)| {
                members
                    .iter()
                    .map(|p| ratings.get(p).map_or_else(WengLinRating::new, |r| r.0))
                    .collect()
            })
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&sides)
            .map(|(team, (_, place, _))| {
                let rank = usize::try_from(*place).unwrap_or(1).max(1);
                (team.as_slice(), MultiTeamOutcome::new(rank))
            })
            .collect();
        let after = weng_lin_multi_team(&ranked, &config);
        let mut changes = Vec::new();
        for (((_, place, members), old), new) in sides.iter().zip(&before).zip(&after) {
            for ((player, old), new) in members.iter().zip(old).zip(new) {
                let entry = ratings.entry(*player).or_insert((*new, 0));
                *entry = (*new, entry.1 + 1);
                let (before, after) = (Rating::from(*old), Rating::from(*new));
                let change = RatingChange {
                    name: names.get(player).cloned().unwrap_or_default(),
                    level: levels.get(player).copied(),
                    before,
                    after,
                    change: after.rating - before.rating,
                    place: u32::try_from(*place).unwrap_or(1),
                };
                // in seat order, as the game's rows list them
                let seat = rows.iter().position(|s| s.player == *player);
                changes.push((seat, change));
            }
        }
        changes.sort_by_key(|(seat, _)| *seat);
        games.push(RatedGame {
            game: GameId(rows[0].game),
            date: rows[0].date.clone(),
            changes: changes.into_iter().map(|(_, c)| c).collect(),
        });
    }
    let mut players: Vec<RatedPlayer> = ratings
        .into_iter()
        .map(|(player, (r, games))| RatedPlayer {
            name: names.get(&player).cloned().unwrap_or_default(),
            level: levels.get(&player).copied(),
            rating: Rating::from(r),
            games,
        })
        .collect();
    players.sort_by(|a, b| {
        b.rating
            .low
            .cmp(&a.rating.low)
            .then(b.rating.rating.cmp(&a.rating.rating))
            .then(a.name.cmp(&b.name))
    });
    Ladder {
        game,
        players,
        games,
    }
}
