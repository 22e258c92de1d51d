//! Statistics over finished games, from the result rows the engine's scores left, and
//! sessions (an evening of games with a running total).

use std::collections::BTreeMap;

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use game_kit::{Ranking, ScoreSheet};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameFilter, GameId, GameSummary, PlayerId, Session, SessionId};

/// A player's record against one opponent (games where they sat on different sides).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HeadToHead {
    pub opponent: String,
    pub games: u32,
    /// Games this player finished ahead of the opponent.
    pub wins: u32,
    pub losses: u32,
    pub ties: u32,
}

/// A player's best game (the highest total, or the lowest in a game the fewest points
/// win).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BestGame {
    pub game: GameId,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
    pub date: String,
}

/// One player's statistics over finished games. Scores are what the player is
/// credited with: their side's whole score, alone or in a team (docs/rules.md §2.3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerStats {
    pub player: PlayerId,
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// Wins per game, in percent.
    pub win_percent: f64,
    /// The modern Papillon's rounds (`None` for the other games).
    pub average_blue: Option<f64>,
    pub average_orange: Option<f64>,
    pub average_total: f64,
    pub best_game: Option<BestGame>,
    pub head_to_head: Vec<HeadToHead>,
}

/// A player's line in a session's standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Standing {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// The running total of the evening.
    pub total: i64,
}

/// A session's games and standings (best running total first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SessionStandings {
    pub session: Session,
    pub standings: Vec<Standing>,
    pub games: Vec<GameSummary>,
}

impl Store {
    /// Statistics of every player with at least one finished game of the modern
    /// Papillon, best win rate first (then most games, then name). One scan of the
    /// result rows, aggregated here.
    pub fn stats(&self) -> Result<Vec<PlayerStats>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT r.game_id, r.player_id, r.side, r.blue, r.orange, r.total, r.place, r.won,
                    g.created_at
             FROM games g JOIN result_players r ON r.game_id = g.id
             WHERE g.status = 'finished' ORDER BY g.id",
        )?;
        let rows = stmt
            .query_map([], |row| {
                Ok(Row {
                    game: row.get(0)?,
                    player: row.get(1)?,
                    side: row.get(2)?,
                    blue: row.get(3)?,
                    orange: row.get(4)?,
                    total: row.get(5)?,
                    place: row.get(6)?,
                    won: row.get(7)?,
                    date: row.get(8)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(aggregate(
            rows,
            &self.player_names()?,
            Ranking::HigherWins,
            true,
        ))
    }

    /// Statistics of every player with at least one finished game of another game of
    /// the family (`S`'s), from the standings its engine gave; the best game is the
    /// lowest total where the fewest points win.
    pub fn sheet_stats<S: ScoreSheet>(&self) -> Result<Vec<PlayerStats>> {
        let kind = crate::sheet_games::game_type::<S>()?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT s.game_id, s.player_id, s.side, s.total, s.place, s.won, g.created_at
             FROM games g JOIN standings s ON s.game_id = g.id
             WHERE g.status = 'finished' AND g.game_type = ?1 ORDER BY g.id",
        )?;
        let rows = stmt
            .query_map([kind.as_sql()], |row| {
                Ok(Row {
                    game: row.get(0)?,
                    player: row.get(1)?,
                    side: row.get(2)?,
                    blue: 0,
                    orange: 0,
                    total: row.get(3)?,
                    place: row.get(4)?,
                    won: row.get(5)?,
                    date: row.get(6)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(aggregate(rows, &self.player_names()?, S::RANKING, false))
    }

    fn player_names(&self) -> Result<BTreeMap<i64, String>> {
        Ok(self
            .conn
            .prepare_cached("SELECT id, name FROM players")?
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// One player's statistics (by name, any case).
    pub fn player_stats(&self, name: &str) -> Result<PlayerStats> {
        let player = self.player_by_name(name)?;
        Ok(self
            .stats()?
            .into_iter()
            .find(|s| s.player == player.id)
            .unwrap_or(PlayerStats {
                player: player.id,
                name: player.name,
                games: 0,
                wins: 0,
                win_percent: 0.0,
                average_blue: Some(0.0),
                average_orange: Some(0.0),
                average_total: 0.0,
                best_game: None,
                head_to_head: Vec::new(),
            }))
    }

    /// Starts an evening of games.
    pub fn start_session(&mut self, name: &str) -> Result<SessionId> {
        let name = name.trim();
        if name.is_empty() {
            return Err(StoreError::SessionName);
        }
        let now = self.now();
        self.conn.execute(
            "INSERT INTO sessions (name, started_at) VALUES (?1, ?2)",
            params![name, now],
        )?;
        Ok(SessionId(self.conn.last_insert_rowid()))
    }

    /// The latest session with this name, if any.
    pub fn session_by_name(&self, name: &str) -> Result<Option<SessionId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM sessions WHERE name = ?1 ORDER BY id DESC LIMIT 1",
                [name.trim()],
                |row| row.get(0),
            )
            .optional()?
            .map(SessionId))
    }

    /// Every session, newest first.
    pub fn sessions(&self) -> Result<Vec<Session>> {
        let sessions = self
            .conn
            .prepare_cached(
                "SELECT s.id, s.name, s.started_at, (SELECT count(*) FROM games WHERE session_id = s.id)
                 FROM sessions s ORDER BY s.started_at DESC, s.id DESC",
            )?
            .query_map([], |row| {
                Ok(Session {
                    id: SessionId(row.get(0)?),
                    name: row.get(1)?,
                    started_at: row.get(2)?,
                    games: row.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(sessions)
    }

    /// A session's running totals over its finished games.
    pub fn session_standings(&self, session: SessionId) -> Result<SessionStandings> {
        let info = self
            .sessions()?
            .into_iter()
            .find(|s| s.id == session)
            .ok_or(StoreError::NoSuchSession(session.0))?;
        let standings = self
            .conn
            .prepare_cached(
                "SELECT p.name, count(*), sum(r.won), sum(r.total) FROM result_players r
                 JOIN games g ON g.id = r.game_id AND g.status = 'finished' AND g.session_id = ?1
                 JOIN players p ON p.id = r.player_id
                 GROUP BY p.id ORDER BY sum(r.total) DESC, p.name_key",
            )?
            .query_map([session.0], |row| {
                Ok(Standing {
                    name: row.get(0)?,
                    games: row.get(1)?,
                    wins: row.get(2)?,
                    total: row.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        let games = self.list_games(&GameFilter {
            session: Some(session),
            ..GameFilter::default()
        })?;
        Ok(SessionStandings {
            session: info,
            standings,
            games,
        })
    }
}

/// One player's result in one finished game.
struct Row {
    game: i64,
    player: i64,
    side: i64,
    blue: i64,
    orange: i64,
    total: i64,
    place: i64,
    won: bool,
    date: String,
}

/// Aggregates result rows (ordered by game) into per-player statistics; `rounds`: the
/// rows carry the modern Papillon's blue and orange rounds.
fn aggregate(
    rows: Vec<Row>,
    names: &BTreeMap<i64, String>,
    ranking: Ranking,
    rounds: bool,
) -> Vec<PlayerStats> {
    #[derive(Default)]
    struct Acc {
        games: u32,
        wins: u32,
        blue: i64,
        orange: i64,
        total: i64,
        best: Option<(i64, i64, String)>,
        /// opponent -> (games, wins, losses, ties)
        against: BTreeMap<i64, (u32, u32, u32, u32)>,
    }
    let mut acc: BTreeMap<i64, Acc> = BTreeMap::new();
    let mut game: Vec<Row> = Vec::new();
    let flush = |game: &mut Vec<Row>, acc: &mut BTreeMap<i64, Acc>| {
        for a in game.iter() {
            let entry = acc.entry(a.player).or_default();
            entry.games += 1;
            entry.wins += u32::from(a.won);
            entry.blue += a.blue;
            entry.orange += a.orange;
            entry.total += a.total;
            // best game: the best total, the earliest on a tie
            if entry
                .best
                .as_ref()
                .is_none_or(|(_, t, _)| ranking.better(a.total, *t))
            {
                entry.best = Some((a.game, a.total, a.date.clone()));
            }
            for b in game.iter().filter(|b| b.side != a.side) {
                let line = entry.against.entry(b.player).or_default();
                line.0 += 1;
                match a.place.cmp(&b.place) {
                    std::cmp::Ordering::Less => line.1 += 1,
                    std::cmp::Ordering::Greater => line.2 += 1,
                    std::cmp::Ordering::Equal => line.3 += 1,
                }
            }
        }
        game.clear();
    };
    for row in rows {
        if game.first().is_some_and(|first| first.game != row.game) {
            flush(&mut game, &mut acc);
        }
        game.push(row);
    }
    flush(&mut game, &mut acc);
    let name_of = |id: i64| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let mut stats: Vec<PlayerStats> = acc
        .into_iter()
        .map(|(player, a)| {
            let n = f64::from(a.games.max(1));
            let mut head_to_head: Vec<HeadToHead> = a
                .against
                .into_iter()
                .map(|(opponent, (games, wins, losses, ties))| HeadToHead {
                    opponent: name_of(opponent),
                    games,
                    wins,
                    losses,
                    ties,
                })
                .collect();
            head_to_head.sort_by_key(|h| h.opponent.to_lowercase());
            PlayerStats {
                player: PlayerId(player),
                name: name_of(player),
                games: a.games,
                wins: a.wins,
                win_percent: 100.0 * f64::from(a.wins) / n,
                average_blue: rounds.then(|| a.blue as f64 / n),
                average_orange: rounds.then(|| a.orange as f64 / n),
                average_total: a.total as f64 / n,
                best_game: a.best.map(|(game, total, date)| BestGame {
                    game: GameId(game),
                    total,
                    date,
                }),
                head_to_head,
            }
        })
        .collect();
    stats.sort_by(|a, b| {
        b.win_percent
            .total_cmp(&a.win_percent)
            .then(b.games.cmp(&a.games))
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    stats
}
