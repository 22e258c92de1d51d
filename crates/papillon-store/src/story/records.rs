//! One game's records and streaks over every finished game kept at a table: the highest
//! and the lowest score, the longest winning streak, the most frequent partners and, in
//! the modern game, the biggest comeback (a side behind after the blue round that won
//! the game). Each names the game it was set in.

use serde::{Deserialize, Serialize};

use super::{ResultRow, Rows};
use crate::Store;
use crate::error::Result;
use crate::model::{GameId, GameType};

/// A side's score in one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScoreRecord {
    /// The side's players (one, or a team).
    pub names: Vec<String>,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
    pub game: GameId,
    pub date: String,
}

/// Games won one after the other by one player (counting the games they played).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Streak {
    pub name: String,
    pub length: u32,
    pub first: GameId,
    pub last: GameId,
}

/// Two players on the same side most often.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PartnerRecord {
    pub names: [String; 2],
    pub games: u32,
    /// The games their side won.
    pub won: u32,
    /// Their last game together.
    pub last: GameId,
}

/// A side behind after the blue round that won the game with the orange.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Comeback {
    pub names: Vec<String>,
    /// How far behind the best blue round it was.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub behind: i64,
    pub game: GameId,
    pub date: String,
}

/// A game's records (none of them before its first finished game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Records {
    pub game: GameType,
    /// Finished games counted.
    pub games: u32,
    /// The best score (the lowest in a game the fewest points win), the earliest on a
    /// tie.
    pub best: Option<ScoreRecord>,
    /// The worst.
    pub worst: Option<ScoreRecord>,
    /// The longest winning streak, the first reached on a tie.
    pub streak: Option<Streak>,
    /// The most frequent partners (teams only).
    pub partners: Option<PartnerRecord>,
    /// The modern game's biggest comeback.
    pub comeback: Option<Comeback>,
}

impl Store {
    /// The records of `game` over its finished games.
    pub fn records(&self, game: GameType) -> Result<Records> {
        let rows = self.result_rows(Rows {
            session: None,
            game: Some(game),
        })?;
        Ok(records(game, &rows))
    }
}

/// One side of one game: its members (in seat order), score, blue round, win.
struct Side<'a> {
    rows: Vec<&'a ResultRow>,
}

impl Side<'_> {
    fn names(&self) -> Vec<String> {
        self.rows.iter().map(|r| r.name.clone()).collect()
    }
    fn first(&self) -> Option<&ResultRow> {
        self.rows.first().copied()
    }
}

fn sides(rows: &[ResultRow]) -> Vec<Side<'_>> {
    let mut sides: Vec<(i64, Side<'_>)> = Vec::new();
    for r in rows {
        match sides.iter_mut().find(|(side, _)| *side == r.side) {
            Some((_, s)) => s.rows.push(r),
            None => sides.push((r.side, Side { rows: vec![r] })),
        }
    }
    sides.into_iter().map(|(_, s)| s).collect()
}

/// Two players on one side: their ids, names, games together, games won, the last.
type Pair = ((i64, i64), [String; 2], u32, u32, GameId);

fn records(game: GameType, rows: &[ResultRow]) -> Records {
    let ranking = crate::sheet_games::ranking_of(game);
    let better = |a: i64, b: i64| ranking.better(a, b);
    let mut out = Records {
        game,
        games: 0,
        best: None,
        worst: None,
        streak: None,
        partners: None,
        comeback: None,
    };
    // player -> (current streak, its first game)
    let mut streaks: Vec<(i64, u32, GameId)> = Vec::new();
    let mut pairs: Vec<Pair> = Vec::new();
    for game_rows in rows.chunk_by(|a, b| a.game == b.game) {
        out.games += 1;
        let id = GameId(game_rows[0].game);
        let date = game_rows[0].date.clone();
        let sides = sides(game_rows);
        for side in &sides {
            let Some(first) = side.first() else {
                continue;
            };
            let record = || ScoreRecord {
                names: side.names(),
                total: first.total,
                game: id,
                date: date.clone(),
            };
            if out
                .best
                .as_ref()
                .is_none_or(|b| better(first.total, b.total))
            {
                out.best = Some(record());
            }
            if out
                .worst
                .as_ref()
                .is_none_or(|w| better(w.total, first.total))
            {
                out.worst = Some(record());
            }
            for (i, a) in side.rows.iter().enumerate() {
                for b in side.rows.iter().skip(i + 1) {
                    let key = (a.player.min(b.player), a.player.max(b.player));
                    match pairs.iter_mut().find(|p| p.0 == key) {
                        Some(p) => {
                            p.2 += 1;
                            p.3 += u32::from(a.won);
                            p.4 = id;
                        }
                        None => pairs.push((
                            key,
                            [a.name.clone(), b.name.clone()],
                            1,
                            u32::from(a.won),
                            id,
                        )),
                    }
                }
            }
            // the modern game: behind after the blue round, and won
            if game == GameType::Papillon && first.won {
                let best_blue = sides
                    .iter()
                    .filter_map(Side::first)
                    .map(|r| r.blue)
                    .max()
                    .unwrap_or(first.blue);
                let behind = best_blue - first.blue;
                if behind > 0 && out.comeback.as_ref().is_none_or(|c| behind > c.behind) {
                    out.comeback = Some(Comeback {
                        names: side.names(),
                        behind,
                        game: id,
                        date: date.clone(),
                    });
                }
            }
        }
        for r in game_rows {
            let at = match streaks.iter().position(|s| s.0 == r.player) {
                Some(at) => at,
                None => {
                    streaks.push((r.player, 0, id));
                    streaks.len() - 1
                }
            };
            let streak = &mut streaks[at];
            if !r.won {
                streak.1 = 0;
                continue;
            }
            if streak.1 == 0 {
                streak.2 = id;
            }
            streak.1 += 1;
            let (length, first) = (streak.1, streak.2);
            if out.streak.as_ref().is_none_or(|s| length > s.length) {
                out.streak = Some(Streak {
                    name: r.name.clone(),
                    length,
                    first,
                    last: id,
                });
            }
        }
    }
    out.partners = pairs
        .into_iter()
        .fold(None::<Pair>, |best, p| match &best {
            Some(b) if (b.2, b.3) >= (p.2, p.3) => best,
            _ => Some(p),
        })
        .map(|(_, names, games, won, last)| PartnerRecord {
            names,
            games,
            won,
            last,
        });
    out
}
