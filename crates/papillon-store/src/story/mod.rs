//! What a group looks back on (issue 54), computed from the finished games each time,
//! never stored: an evening's story (this file), two players' record against each other
//! (`pairs.rs`) and each game's records and streaks (`records.rs`). Every figure names
//! the game it comes from, so a screen can link to it.
//!
//! The games kept at a table are read through one query over the result rows the
//! engines' scores left: the modern game's `result_players` (with its blue and orange
//! rounds) and the other games' `standings`.

mod pairs;
mod records;

pub use pairs::{PairGame, PairRating, PairRecord};
pub use records::{Comeback, PartnerRecord, Records, ScoreRecord, Streak};

use std::collections::BTreeMap;

use rusqlite::params;
use serde::{Deserialize, Serialize};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameId, GameType, Session, SessionId};

/// One player's result in one finished game.
#[derive(Debug, Clone)]
pub(crate) struct ResultRow {
    pub game: i64,
    pub date: String,
    pub game_type: GameType,
    pub player: i64,
    pub name: String,
    pub side: i64,
    /// The side's score in the game (the modern game's blue − orange).
    pub total: i64,
    /// The modern game's rounds (0 for the other games).
    pub blue: i64,
    pub place: i64,
    pub won: bool,
}

/// Which finished games to read.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Rows {
    pub session: Option<SessionId>,
    pub game: Option<GameType>,
}

impl Store {
    /// The result rows of the finished games kept at a table, in the order the games
    /// were started (then by seat).
    pub(crate) fn result_rows(&self, which: Rows) -> Result<Vec<ResultRow>> {
        let sql = "SELECT g.id, g.created_at, g.game_type, r.player_id, p.name, r.side, r.total,
                       r.blue, r.place, r.won, gp.seat
                   FROM games g JOIN result_players r ON r.game_id = g.id
                   JOIN players p ON p.id = r.player_id
                   JOIN game_players gp ON gp.game_id = g.id AND gp.player_id = r.player_id
                   WHERE g.status = 'finished' AND g.game_type = 'papillon'
                     AND (?1 IS NULL OR g.session_id = ?1) AND (?2 IS NULL OR g.game_type = ?2)
                 UNION ALL
                 SELECT g.id, g.created_at, g.game_type, s.player_id, p.name, s.side, s.total,
                       0, s.place, s.won, s.seat
                   FROM games g JOIN standings s ON s.game_id = g.id
                   JOIN players p ON p.id = s.player_id
                   WHERE g.status = 'finished' AND g.game_type != 'papillon'
                     AND (?1 IS NULL OR g.session_id = ?1) AND (?2 IS NULL OR g.game_type = ?2)
                 ORDER BY 2, 1, 11";
        let session = which.session.map(|s| s.0);
        let game = which.game.map(GameType::as_sql);
        let rows = self
            .conn
            .prepare_cached(sql)?
            .query_map(params![session, game], |row| {
                let kind: String = row.get(2)?;
                Ok((
                    kind,
                    ResultRow {
                        game: row.get(0)?,
                        date: row.get(1)?,
                        game_type: GameType::Papillon,
                        player: row.get(3)?,
                        name: row.get(4)?,
                        side: row.get(5)?,
                        total: row.get(6)?,
                        blue: row.get(7)?,
                        place: row.get(8)?,
                        won: row.get(9)?,
                    },
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        rows.into_iter()
            .map(|(kind, mut row)| {
                row.game_type = GameType::from_sql(&kind).ok_or_else(|| {
                    StoreError::Damaged(format!("game {}: game type {kind}", row.game))
                })?;
                Ok(row)
            })
            .collect()
    }
}

/// One game of an evening, in the order they were played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StoryGame {
    pub game: GameId,
    /// Which game of the family.
    pub kind: GameType,
    /// Its place in the evening, from 1.
    pub number: u32,
    pub date: String,
    /// Each player's points in it (the story's players, in order; `None`: not at the
    /// table).
    #[cfg_attr(feature = "ts", ts(type = "Array<number | null>"))]
    pub points: Vec<Option<i64>>,
    /// Each player's running total of the evening's games of this kind, after it.
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub running: Vec<i64>,
    pub winners: Vec<String>,
}

/// The biggest change a single game made to one player's running total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Swing {
    pub name: String,
    pub game: GameId,
    /// The game's place in the evening, from 1.
    pub number: u32,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub points: i64,
}

/// How many Chat Noirs a player took in the evening's modern games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ChatNoirs {
    pub name: String,
    pub count: u32,
    /// The games they took it in.
    pub games: Vec<GameId>,
}

/// A player's evening: games, wins, and the running total of the evening's main game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EveningLine {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// The running total of the evening's main game (the kind played most).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
}

/// An evening's story: its finished games in order with every player's points and
/// running totals, who won the evening, the biggest swing and the Chat Noirs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EveningStory {
    pub session: Session,
    /// Everyone who finished a game, in the order they first sat down.
    pub players: Vec<String>,
    pub games: Vec<StoryGame>,
    /// The kind of game played most (the first played on a tie): its running totals
    /// break a tie of wins.
    pub main: Option<GameType>,
    /// Best first: most games won, then the best running total of the main game (the
    /// lowest in a game the fewest points win).
    pub lines: Vec<EveningLine>,
    /// Who won the evening (several on a tie of wins and total); empty with no game.
    pub winners: Vec<String>,
    pub biggest_swing: Option<Swing>,
    /// Who took the most Chat Noirs (several on a tie); empty when none was taken.
    pub chat_noirs: Vec<ChatNoirs>,
}

impl Store {
    /// The story of an evening (a session) from its finished games.
    pub fn evening_story(&self, session: SessionId) -> Result<EveningStory> {
        let info = self
            .sessions()?
            .into_iter()
            .find(|s| s.id == session)
            .ok_or(StoreError::NoSuchSession(session.0))?;
        let rows = self.result_rows(Rows {
            session: Some(session),
            game: None,
        })?;
        let mut story = tell(info, &rows);
        story.chat_noirs = self.chat_noirs(&story.games)?;
        Ok(story)
    }

    /// Who took the Chat Noir in each of these modern games, the most first.
    fn chat_noirs(&self, games: &[StoryGame]) -> Result<Vec<ChatNoirs>> {
        let mut taken: BTreeMap<String, Vec<GameId>> = BTreeMap::new();
        for g in games.iter().filter(|g| g.kind == GameType::Papillon) {
            let detail = self.game(g.game)?;
            let Some(blue) = detail.sheet.blue else {
                continue;
            };
            for (name, entry) in blue.players {
                if entry.chat_noir.is_some() {
                    taken.entry(name).or_default().push(g.game);
                }
            }
        }
        let most = taken.values().map(Vec::len).max().unwrap_or(0);
        Ok(taken
            .into_iter()
            .filter(|(_, games)| games.len() == most && most > 0)
            .map(|(name, games)| ChatNoirs {
                name,
                count: u32::try_from(games.len()).unwrap_or(u32::MAX),
                games,
            })
            .collect())
    }
}

/// The story of these rows (one evening's, in order), without the Chat Noirs.
fn tell(session: Session, rows: &[ResultRow]) -> EveningStory {
    let mut players: Vec<(i64, String)> = Vec::new();
    for r in rows {
        if !players.iter().any(|(id, _)| *id == r.player) {
            players.push((r.player, r.name.clone()));
        }
    }
    let seat_of = |player: i64| players.iter().position(|(id, _)| *id == player);
    // the kind played most, the first played on a tie
    let mut kinds: Vec<(GameType, u32)> = Vec::new();
    for game in rows.chunk_by(|a, b| a.game == b.game) {
        let kind = game[0].game_type;
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += 1,
            None => kinds.push((kind, 1)),
        }
    }
    let main = kinds
        .iter()
        .fold(None::<(GameType, u32)>, |best, &(k, n)| match best {
            Some((_, m)) if m >= n => best,
            _ => Some((k, n)),
        })
        .map(|(k, _)| k);
    let mut running: Vec<(GameType, Vec<i64>)> = Vec::new();
    let mut wins = vec![0u32; players.len()];
    let mut played = vec![0u32; players.len()];
    let mut games = Vec::new();
    let mut swing: Option<Swing> = None;
    for (i, game) in rows.chunk_by(|a, b| a.game == b.game).enumerate() {
        let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let kind = game[0].game_type;
        let at = match running.iter().position(|(k, _)| *k == kind) {
            Some(at) => at,
            None => {
                running.push((kind, vec![0; players.len()]));
                running.len() - 1
            }
        };
        let totals = &mut running[at].1;
        let mut points = vec![None; players.len()];
        let mut winners = Vec::new();
        for r in game {
            let Some(seat) = seat_of(r.player) else {
                continue;
            };
            points[seat] = Some(r.total);
            totals[seat] += r.total;
            played[seat] += 1;
            if r.won {
                wins[seat] += 1;
                winners.push(r.name.clone());
            }
            let bigger = swing.as_ref().is_none_or(|s| {
                r.total.abs() > s.points.abs()
                    || (r.total.abs() == s.points.abs() && r.total > s.points)
            });
            if bigger {
                swing = Some(Swing {
                    name: r.name.clone(),
                    game: GameId(r.game),
                    number,
                    points: r.total,
                });
            }
        }
        games.push(StoryGame {
            game: GameId(game[0].game),
            kind,
            number,
            date: game[0].date.clone(),
            points,
            running: totals.clone(),
            winners,
        });
    }
    let main_totals = main
        .and_then(|k| running.iter().find(|(kind, _)| *kind == k))
        .map_or_else(|| vec![0; players.len()], |(_, t)| t.clone());
    let lowest =
        main.is_some_and(|k| crate::sheet_games::ranking_of(k) == game_kit::Ranking::LowerWins);
    let mut lines: Vec<EveningLine> = players
        .iter()
        .enumerate()
        .map(|(seat, (_, name))| EveningLine {
            name: name.clone(),
            games: played[seat],
            wins: wins[seat],
            total: main_totals[seat],
        })
        .collect();
    let key = |l: &EveningLine| (l.wins, if lowest { -l.total } else { l.total });
    lines.sort_by_key(|l| std::cmp::Reverse(key(l)));
    let winners = match lines.first() {
        Some(best) => lines
            .iter()
            .filter(|l| key(l) == key(best))
            .map(|l| l.name.clone())
            .collect(),
        None => Vec::new(),
    };
    EveningStory {
        session,
        players: players.into_iter().map(|(_, name)| name).collect(),
        games,
        main,
        lines,
        winners,
        biggest_swing: swing,
        chat_noirs: Vec::new(),
    }
}
