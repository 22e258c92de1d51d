//! Two players' record in one game of the family: the games they played together, who
//! finished ahead how often, the last time each did, the games they played as partners,
//! and both ratings game after game.

use serde::{Deserialize, Serialize};

use super::{ResultRow, Rows};
use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameId, GameType};
use crate::ratings::Rating;

/// One finished game the two played together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PairGame {
    pub game: GameId,
    pub date: String,
    /// On the same side (partners).
    pub partners: bool,
    /// Their places (1 the best).
    pub places: [u32; 2],
    #[cfg_attr(feature = "ts", ts(type = "[number, number]"))]
    pub totals: [i64; 2],
}

/// Both ratings after one rated game of either of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PairRating {
    pub game: GameId,
    pub date: String,
    /// Each one's rating after it (the one who did not play keeps theirs; `None`
    /// before their first game).
    pub ratings: [Option<Rating>; 2],
}

/// Two players' record against each other in one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PairRecord {
    pub game: GameType,
    /// The two, as the store spells them.
    pub names: [String; 2],
    /// Games on different sides, and how often each finished ahead (ties apart).
    pub against: u32,
    pub wins: [u32; 2],
    pub ties: u32,
    /// The last game each finished ahead of the other.
    pub last_win: [Option<GameId>; 2],
    /// Games on the same side, and how many of them their side won.
    pub partners: u32,
    pub partners_won: u32,
    /// Every game together, oldest first.
    pub games: Vec<PairGame>,
    /// Both ratings after each rated game of either, oldest first.
    pub ratings: Vec<PairRating>,
}

impl Store {
    /// `a` and `b`'s record in `game` (names in any case; the same name twice is
    /// refused).
    pub fn pair_record(&self, a: &str, b: &str, game: GameType) -> Result<PairRecord> {
        let (a, b) = (self.player_by_name(a)?, self.player_by_name(b)?);
        if a.id == b.id {
            return Err(StoreError::SamePlayerTwice(a.name));
        }
        let rows = self.result_rows(Rows {
            session: None,
            game: Some(game),
        })?;
        let mut record = pair(
            &rows,
            a.id.0,
            b.id.0,
            game,
            [a.name.clone(), b.name.clone()],
        );
        let ladder = self.ratings(game)?;
        let mut now: [Option<Rating>; 2] = [None, None];
        for rated in &ladder.games {
            let mut moved = false;
            for change in &rated.changes {
                for (i, name) in record.names.iter().enumerate() {
                    if change.name == *name {
                        now[i] = Some(change.after);
                        moved = true;
                    }
                }
            }
            if moved {
                record.ratings.push(PairRating {
                    game: rated.game,
                    date: rated.date.clone(),
                    ratings: now,
                });
            }
        }
        Ok(record)
    }
}

/// The record of players `a` and `b` in these rows (one game's kind, in order).
fn pair(rows: &[ResultRow], a: i64, b: i64, game: GameType, names: [String; 2]) -> PairRecord {
    let mut record = PairRecord {
        game,
        names,
        against: 0,
        wins: [0, 0],
        ties: 0,
        last_win: [None, None],
        partners: 0,
        partners_won: 0,
        games: Vec::new(),
        ratings: Vec::new(),
    };
    for rows in rows.chunk_by(|x, y| x.game == y.game) {
        let (Some(ra), Some(rb)) = (
            rows.iter().find(|r| r.player == a),
            rows.iter().find(|r| r.player == b),
        ) else {
            continue;
        };
        let partners = ra.side == rb.side;
        let id = GameId(ra.game);
        if partners {
            record.partners += 1;
            record.partners_won += u32::from(ra.won);
        } else {
            record.against += 1;
            match ra.place.cmp(&rb.place) {
                std::cmp::Ordering::Less => {
                    record.wins[0] += 1;
                    record.last_win[0] = Some(id);
                }
                std::cmp::Ordering::Greater => {
                    record.wins[1] += 1;
                    record.last_win[1] = Some(id);
                }
                std::cmp::Ordering::Equal => record.ties += 1,
            }
        }
        record.games.push(PairGame {
            game: id,
            date: ra.date.clone(),
            partners,
            places: [place(ra), place(rb)],
            totals: [ra.total, rb.total],
        });
    }
    record
}

fn place(row: &ResultRow) -> u32 {
    u32::try_from(row.place).unwrap_or(1)
}
