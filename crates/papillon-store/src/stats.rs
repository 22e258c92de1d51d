//! Statistics over finished games, from the result rows the engine's scores left, and
//! sessions (an evening of games with a running total).

use std::collections::BTreeMap;

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameFilter, GameId, GameSummary, PlayerId, Session, SessionId};

/// A player's record against one opponent (games where they sat on different sides).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadToHead {
    pub opponent: String,
    pub games: u32,
    /// Games this player finished ahead of the opponent.
    pub wins: u32,
    pub losses: u32,
    pub ties: u32,
}

/// A player's best game (highest total).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BestGame {
    pub game: GameId,
    pub total: i32,
    pub date: String,
}

/// One player's statistics over finished games. Scores are what the player is
/// credited with: their own side's score when alone or in a team of five, their own
/// points in 4-player crossed pairs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    pub player: PlayerId,
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// Wins per game, in percent.
    pub win_percent: f64,
    pub average_blue: f64,
    pub average_orange: f64,
    pub average_total: f64,
    pub best_game: Option<BestGame>,
    pub head_to_head: Vec<HeadToHead>,
}

/// A player's line in a session's standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// The running total of the evening.
    pub total: i64,
}

/// A session's games and standings (best running total first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionStandings {
    pub session: Session,
    pub standings: Vec<Standing>,
    pub games: Vec<GameSummary>,
}

impl Store {
    /// Statistics of every player with at least one finished game, best win rate
    /// first (then most games, then name).
    pub fn stats(&self) -> Result<Vec<PlayerStats>> {
        let mut stats: Vec<PlayerStats> = self
            .conn
            .prepare_cached(
                "SELECT p.id, p.name, count(*), sum(r.won), avg(r.blue), avg(r.orange), avg(r.total)
                 FROM result_players r
                 JOIN games g ON g.id = r.game_id AND g.status = 'finished'
                 JOIN players p ON p.id = r.player_id
                 GROUP BY p.id",
            )?
            .query_map([], |row| {
                let games: u32 = row.get(2)?;
                let wins: u32 = row.get(3)?;
                Ok(PlayerStats {
                    player: PlayerId(row.get(0)?),
                    name: row.get(1)?,
                    games,
                    wins,
                    win_percent: if games == 0 {
                        0.0
                    } else {
                        100.0 * f64::from(wins) / f64::from(games)
                    },
                    average_blue: row.get(4)?,
                    average_orange: row.get(5)?,
                    average_total: row.get(6)?,
                    best_game: None,
                    head_to_head: Vec::new(),
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        let index: BTreeMap<PlayerId, usize> = stats
            .iter()
            .enumerate()
            .map(|(i, s)| (s.player, i))
            .collect();
        // best game: highest total, earliest on a tie
        let mut best = self.conn.prepare_cached(
            "SELECT player_id, game_id, total, created_at FROM (
                 SELECT r.player_id, r.game_id, r.total, g.created_at,
                        row_number() OVER (PARTITION BY r.player_id
                                           ORDER BY r.total DESC, g.created_at, g.id) AS n
                 FROM result_players r JOIN games g ON g.id = r.game_id AND g.status = 'finished')
             WHERE n = 1",
        )?;
        let rows = best.query_map([], |row| {
            Ok((
                PlayerId(row.get(0)?),
                BestGame {
                    game: GameId(row.get(1)?),
                    total: row.get(2)?,
                    date: row.get(3)?,
                },
            ))
        })?;
        for row in rows {
            let (player, game) = row?;
            if let Some(&i) = index.get(&player) {
                stats[i].best_game = Some(game);
            }
        }
        let mut h2h = self.conn.prepare_cached(
            "SELECT a.player_id, p.name, count(*), sum(a.place < b.place), sum(a.place > b.place),
                    sum(a.place = b.place)
             FROM result_players a
             JOIN result_players b ON b.game_id = a.game_id AND b.side <> a.side
             JOIN games g ON g.id = a.game_id AND g.status = 'finished'
             JOIN players p ON p.id = b.player_id
             GROUP BY a.player_id, b.player_id
             ORDER BY p.name_key",
        )?;
        let rows = h2h.query_map([], |row| {
            Ok((
                PlayerId(row.get(0)?),
                HeadToHead {
                    opponent: row.get(1)?,
                    games: row.get(2)?,
                    wins: row.get(3)?,
                    losses: row.get(4)?,
                    ties: row.get(5)?,
                },
            ))
        })?;
        for row in rows {
            let (player, line) = row?;
            if let Some(&i) = index.get(&player) {
                stats[i].head_to_head.push(line);
            }
        }
        stats.sort_by(|a, b| {
            b.win_percent
                .total_cmp(&a.win_percent)
                .then(b.games.cmp(&a.games))
                .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
        Ok(stats)
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
                average_blue: 0.0,
                average_orange: 0.0,
                average_total: 0.0,
                best_game: None,
                head_to_head: Vec::new(),
            }))
    }

    /// Starts an evening of games.
    pub fn start_session(&mut self, name: &str) -> Result<SessionId> {
        let name = name.trim();
        if name.is_empty() {
            return Err(StoreError::PlayerName("a session needs a name".into()));
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
