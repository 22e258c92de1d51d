//! The family's other games kept at a real table (the 18th-century Papillon's counters,
//! Farfalia, PROUT): each through its engine's [`ScoreSheet`], with the same append-only
//! revisions, undo and redo as a Papillon sheet.
//!
//! A game's revisions hold its sheet as JSON; the engine scores every revision that
//! lands, and the store keeps the report (`game_results`) and one [`Standing`] per seat
//! (`standings`, migration 0008) for the history and the statistics. A sheet with a
//! problem is refused with the engine's typed problems and nothing is written. The game
//! is finished when its report says so (the last deal entered, the match decided) and
//! in progress again if an undo takes that back.

use game_kit::{ScoreSheet, SheetReport, Standing};
use rusqlite::{Connection, Transaction, params};
use serde::Serialize;

use crate::Store;
use crate::error::{Result, StoreError};
use crate::games::{Head, append, check_seats, expect_type, head, restored_head};
use crate::model::{GameId, GameSummary, GameType, RevisionKind, SessionId};
use crate::players;

/// Why a sheet game's entry was not saved: the store's reason, or the engine's problems
/// with the sheet (typed, for the app to word).
#[derive(Debug)]
pub enum SheetError<P> {
    Store(StoreError),
    Refused(Vec<P>),
}

impl<P> From<StoreError> for SheetError<P> {
    fn from(e: StoreError) -> Self {
        SheetError::Store(e)
    }
}

impl<P> From<rusqlite::Error> for SheetError<P> {
    fn from(e: rusqlite::Error) -> Self {
        SheetError::Store(e.into())
    }
}

impl<P: std::fmt::Display> std::fmt::Display for SheetError<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SheetError::Store(e) => e.fmt(f),
            SheetError::Refused(problems) => {
                f.write_str("the sheet was refused, nothing was saved:")?;
                for p in problems {
                    write!(f, "\n{p}")?;
                }
                Ok(())
            }
        }
    }
}

impl<P: std::fmt::Display + std::fmt::Debug> std::error::Error for SheetError<P> {}

/// A sheet game as it stands: its current sheet and the engine's report.
#[derive(Debug, Clone, Serialize)]
#[serde(bound(serialize = ""))]
pub struct SheetGame<S: ScoreSheet> {
    pub summary: GameSummary,
    /// The current revision (an entry made on another one is stale).
    pub revision: u32,
    pub sheet: S,
    /// The engine's score of the sheet; `None` only when a sheet stored by an older
    /// version breaks a rule of this one (then `problems` says which).
    pub report: Option<S::Report>,
    pub problems: Vec<S::Problem>,
    pub can_undo: bool,
    pub can_redo: bool,
}

/// One revision of a sheet game, oldest first.
#[derive(Debug, Clone, Serialize)]
#[serde(bound(serialize = ""))]
pub struct SheetRevision<S: ScoreSheet> {
    pub number: u32,
    pub created_at: String,
    pub kind: RevisionKind,
    pub sheet: S,
}

/// The game type of a sheet, from its engine's name.
pub(crate) fn game_type<S: ScoreSheet>() -> Result<GameType> {
    GameType::from_sql(S::GAME)
        .filter(|t| *t != GameType::Papillon)
        .ok_or_else(|| StoreError::Damaged(format!("{} is not a game of the store", S::GAME)))
}

pub(crate) fn encode<S: ScoreSheet>(sheet: &S) -> Result<String> {
    serde_json::to_string(sheet)
        .map_err(|e| StoreError::Damaged(format!("cannot encode the sheet: {e}")))
}

pub(crate) fn decode<S: ScoreSheet>(game: GameId, number: u32, text: &str) -> Result<S> {
    serde_json::from_str(text)
        .map_err(|e| StoreError::Damaged(format!("game {game} revision {number}: {e}")))
}

/// Writes the engine's score of revision `revision` (the report, or the problems of a
/// sheet that breaks a rule) and the seats' standings; returns whether the game is over.
pub(crate) fn write_result<S: ScoreSheet>(
    tx: &Connection,
    game: GameId,
    revision: u32,
    scored: &std::result::Result<S::Report, Vec<S::Problem>>,
) -> Result<bool> {
    let damaged = |e: serde_json::Error| StoreError::Damaged(format!("cannot encode: {e}"));
    let (finished, report, missing) = match scored {
        Ok(report) => (
            report.finished(),
            Some(serde_json::to_string(report).map_err(damaged)?),
            "[]".to_owned(),
        ),
        Err(problems) => (
            false,
            None,
            serde_json::to_string(problems).map_err(damaged)?,
        ),
    };
    tx.execute(
        "INSERT INTO game_results (game_id, revision, complete, report, missing)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (game_id) DO UPDATE SET revision = excluded.revision,
             complete = excluded.complete, report = excluded.report, missing = excluded.missing",
        params![game.0, revision, finished, report, missing],
    )?;
    tx.execute("DELETE FROM standings WHERE game_id = ?1", [game.0])?;
    if let Ok(report) = scored {
        let seats = crate::results::seats(tx, game)?;
        let mut insert = tx.prepare_cached(
            "INSERT INTO standings (game_id, seat, player_id, side, total, place, won)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?;
        for standing in report.standings() {
            let Some((_, player)) = seats.get(standing.seat) else {
                return Err(StoreError::Damaged(format!(
                    "game {game}: the score names seat {} which does not exist",
                    standing.seat
                )));
            };
            insert.execute(params![
                game.0,
                standing.seat,
                player.0,
                standing.side,
                standing.total,
                standing.place.max(1),
                standing.won
            ])?;
        }
    }
    Ok(finished)
}

/// Sets the game's status from its report (finished when the engine says the game is
/// over) and its update time.
fn settle(tx: &Transaction<'_>, game: GameId, finished: bool, now: &str) -> Result<()> {
    if finished {
        tx.execute(
            "UPDATE games SET status = 'finished', updated_at = ?2,
                 finished_at = coalesce(finished_at, ?2) WHERE id = ?1",
            params![game.0, now],
        )?;
    } else {
        tx.execute(
            "UPDATE games SET status = 'in_progress', finished_at = NULL, updated_at = ?2
             WHERE id = ?1",
            params![game.0, now],
        )?;
    }
    Ok(())
}

/// The stored standings of a game, in seat order.
pub(crate) fn standings(conn: &Connection, game: GameId) -> Result<Vec<Standing>> {
    Ok(conn
        .prepare_cached(
            "SELECT s.seat, gp.sheet_name, s.side, s.total, s.place, s.won FROM standings s
             JOIN game_players gp ON gp.game_id = s.game_id AND gp.seat = s.seat
             WHERE s.game_id = ?1 ORDER BY s.seat",
        )?
        .query_map([game.0], |row| {
            Ok(Standing {
                seat: row.get(0)?,
                name: row.get(1)?,
                side: row.get(2)?,
                total: row.get(3)?,
                place: row.get(4)?,
                won: row.get(5)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?)
}

impl Store {
    /// Starts a game kept through its engine's sheet: the engine checks it (names,
    /// options, whatever is entered already), new names join the roster, and revision 1
    /// is saved with its score. A sheet with a problem is refused, nothing written.
    pub fn new_sheet_game<S: ScoreSheet>(
        &mut self,
        sheet: &S,
        session: Option<SessionId>,
    ) -> std::result::Result<GameId, SheetError<S::Problem>> {
        let kind = game_type::<S>()?;
        let scored = sheet.score();
        if let Err(problems) = scored {
            return Err(SheetError::Refused(problems));
        }
        let text = encode(sheet)?;
        let now = self.now();
        let tx = self.begin()?;
        if let Some(session) = session {
            crate::games::check_session(&tx, session)?;
        }
        tx.execute(
            "INSERT INTO games (session_id, status, created_at, updated_at, game_type)
             VALUES (?1, 'in_progress', ?2, ?2, ?3)",
            params![session.map(|s| s.0), now, kind.as_sql()],
        )?;
        let game = GameId(tx.last_insert_rowid());
        for (seat, name) in sheet.players().iter().enumerate() {
            let player = players::resolve(&tx, name, &now)?;
            tx.execute(
                "INSERT INTO game_players (game_id, seat, player_id, sheet_name)
                 VALUES (?1, ?2, ?3, ?4)",
                params![game.0, seat, player.0, name],
            )?;
        }
        let first = Head {
            number: 1,
            node: 1,
            undo_to: None,
            redo_to: None,
            sheet: text,
        };
        append(&tx, game, &now, RevisionKind::Entry, &first)?;
        let finished = write_result::<S>(&tx, game, 1, &scored)?;
        settle(&tx, game, finished, &now)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(game)
    }

    /// Saves an entry of a sheet game (the whole sheet after a tap) as a new revision, in
    /// its own transaction. With `base`, an entry made on a revision the game has left is
    /// refused as stale. A sheet with a problem is refused, nothing written; one equal to
    /// the current sheet writes nothing.
    pub fn save_sheet<S: ScoreSheet>(
        &mut self,
        game: GameId,
        base: Option<u32>,
        sheet: &S,
    ) -> std::result::Result<SheetGame<S>, SheetError<S::Problem>> {
        let kind = game_type::<S>()?;
        let scored = sheet.score();
        if let Err(problems) = scored {
            return Err(SheetError::Refused(problems));
        }
        let text = encode(sheet)?;
        let now = self.now();
        {
            let tx = self.begin()?;
            expect_type(&tx, game, kind)?;
            check_seats(&tx, game, &sheet.players())?;
            let current = head(&tx, game)?;
            if let Some(expected) = base
                && expected != current.number
            {
                return Err(StoreError::StaleRevision {
                    game,
                    expected,
                    current: current.number,
                }
                .into());
            }
            if current.sheet != text {
                let new = Head {
                    number: current.number + 1,
                    node: current.number + 1,
                    undo_to: Some(current.node),
                    redo_to: None,
                    sheet: text,
                };
                append(&tx, game, &now, RevisionKind::Entry, &new)?;
                let finished = write_result::<S>(&tx, game, new.number, &scored)?;
                settle(&tx, game, finished, &now)?;
                tx.commit().map_err(StoreError::from)?;
            }
        }
        Ok(self.sheet_game(game)?)
    }

    /// Undoes the last entry of a sheet game: a new revision holding the sheet before it.
    pub fn sheet_undo<S: ScoreSheet>(&mut self, game: GameId) -> Result<SheetGame<S>> {
        self.sheet_restore(game, RevisionKind::Undo)
    }

    /// Redoes the last undone entry of a sheet game.
    pub fn sheet_redo<S: ScoreSheet>(&mut self, game: GameId) -> Result<SheetGame<S>> {
        self.sheet_restore(game, RevisionKind::Redo)
    }

    fn sheet_restore<S: ScoreSheet>(
        &mut self,
        game: GameId,
        kind: RevisionKind,
    ) -> Result<SheetGame<S>> {
        let game_type = game_type::<S>()?;
        let now = self.now();
        let tx = self.begin()?;
        expect_type(&tx, game, game_type)?;
        let new = restored_head(&tx, game, kind)?;
        append(&tx, game, &now, kind, &new)?;
        let sheet: S = decode(game, new.node, &new.sheet)?;
        let finished = write_result::<S>(&tx, game, new.number, &sheet.score())?;
        settle(&tx, game, finished, &now)?;
        tx.commit()?;
        self.sheet_game(game)
    }

    /// A sheet game with its current sheet and the engine's report.
    pub fn sheet_game<S: ScoreSheet>(&self, game: GameId) -> Result<SheetGame<S>> {
        expect_type(&self.conn, game, game_type::<S>()?)?;
        let summary = self.summary(game)?;
        let current = head(&self.conn, game)?;
        let sheet: S = decode(game, current.number, &current.sheet)?;
        let (report, problems) = match sheet.score() {
            Ok(report) => (Some(report), Vec::new()),
            Err(problems) => (None, problems),
        };
        Ok(SheetGame {
            summary,
            revision: current.number,
            sheet,
            report,
            problems,
            can_undo: current.undo_to.is_some(),
            can_redo: current.redo_to.is_some(),
        })
    }

    /// Every revision of a sheet game, oldest first.
    pub fn sheet_revisions<S: ScoreSheet>(&self, game: GameId) -> Result<Vec<SheetRevision<S>>> {
        expect_type(&self.conn, game, game_type::<S>()?)?;
        let rows: Vec<(u32, String, String, String)> = self
            .conn
            .prepare_cached(
                "SELECT number, created_at, kind, sheet FROM revisions
                 WHERE game_id = ?1 ORDER BY number",
            )?
            .query_map([game.0], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
            })?
            .collect::<rusqlite::Result<_>>()?;
        rows.into_iter()
            .map(|(number, created_at, kind, sheet)| {
                Ok(SheetRevision {
                    number,
                    created_at,
                    kind: RevisionKind::from_sql(&kind).ok_or_else(|| {
                        StoreError::Damaged(format!("game {game} revision {number}: kind {kind:?}"))
                    })?,
                    sheet: decode(game, number, &sheet)?,
                })
            })
            .collect()
    }
}

/// A sheet of a game the store knows only by its type (a backup's), checked by that
/// game's engine.
pub(crate) struct Canonical {
    /// The names in seat order.
    pub players: Vec<String>,
    /// The sheet as the store writes it.
    pub text: String,
    /// The engine's report says the game is over.
    pub finished: bool,
    /// What the engine finds wrong with it (the terminal's English).
    pub problems: Vec<String>,
}

/// Runs `$body` with `$S` the sheet type of game type `$kind` (not Papillon, which has
/// its own sheet); `$papillon` for Papillon.
macro_rules! with_sheet_type {
    ($kind:expr, $papillon:expr, |$S:ident| $body:expr) => {
        match $kind {
            GameType::Papillon => $papillon,
            GameType::Classic => {
                type $S = classic_papillon::Ledger;
                $body
            }
            GameType::Farfalia => {
                type $S = farfalia::FarfaliaSheet;
                $body
            }
            GameType::Prout => {
                type $S = prout::ProutSheet;
                $body
            }
        }
    };
}

/// Whether the most or the fewest points win `game`, as its engine says (the modern
/// game's blue − orange: the most).
pub(crate) fn ranking_of(game: GameType) -> game_kit::Ranking {
    with_sheet_type!(game, game_kit::Ranking::HigherWins, |S| S::RANKING)
}

fn canonical_of<S: ScoreSheet>(
    sheet: &serde_json::Value,
) -> std::result::Result<Canonical, String> {
    let sheet: S = serde_json::from_value(sheet.clone()).map_err(|e| e.to_string())?;
    let text = serde_json::to_string(&sheet).map_err(|e| e.to_string())?;
    let (finished, problems) = match sheet.score() {
        Ok(report) => (report.finished(), Vec::new()),
        Err(problems) => (false, problems.iter().map(ToString::to_string).collect()),
    };
    Ok(Canonical {
        players: sheet.players(),
        text,
        finished,
        problems,
    })
}

/// A backup's sheet of a game of the family other than Papillon, read by its engine; an
/// error says why it is not such a sheet at all.
pub(crate) fn canonical(
    kind: GameType,
    sheet: &serde_json::Value,
) -> std::result::Result<Canonical, String> {
    with_sheet_type!(
        kind,
        Err("a Papillon sheet is read by its own engine".to_owned()),
        |S| canonical_of::<S>(sheet)
    )
}

/// Writes the engine's score of a stored sheet text (an imported game's last revision).
pub(crate) fn write_result_text(
    tx: &Connection,
    kind: GameType,
    game: GameId,
    revision: u32,
    text: &str,
) -> Result<bool> {
    with_sheet_type!(
        kind,
        Err(StoreError::Damaged(
            "a Papillon game's result is written by its own engine".to_owned()
        )),
        |S| {
            let sheet: S = decode(game, revision, text)?;
            write_result::<S>(tx, game, revision, &sheet.score())
        }
    )
}

/// One revision of a sheet game as a backup carries it.
pub(crate) struct RawRevision {
    pub number: u32,
    pub created_at: String,
    pub kind: RevisionKind,
    pub node: u32,
    pub undo_to: Option<u32>,
    pub redo_to: Option<u32>,
    pub sheet: serde_json::Value,
}

/// Every revision of a sheet game, oldest first, its sheet as JSON.
pub(crate) fn raw_revisions(conn: &Connection, game: GameId) -> Result<Vec<RawRevision>> {
    let mut stmt = conn.prepare_cached(
        "SELECT number, created_at, kind, node, undo_to, redo_to, sheet FROM revisions
         WHERE game_id = ?1 ORDER BY number",
    )?;
    let mut rows = stmt.query([game.0])?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        let number: u32 = row.get(0)?;
        let kind: String = row.get(2)?;
        let text: String = row.get(6)?;
        let damaged =
            |what: String| StoreError::Damaged(format!("game {game} revision {number}: {what}"));
        out.push(RawRevision {
            number,
            created_at: row.get(1)?,
            kind: RevisionKind::from_sql(&kind).ok_or_else(|| damaged(format!("kind {kind:?}")))?,
            node: row.get(3)?,
            undo_to: row.get(4)?,
            redo_to: row.get(5)?,
            sheet: serde_json::from_str(&text).map_err(|e| damaged(e.to_string()))?,
        });
    }
    Ok(out)
}
